#!/usr/bin/env bash
# GPT-NeoX and GPT-Neo folders through the CLI (tests/reference/hf_families.py's random models):
# greedy generation against the family's equations in PyTorch float64 (the continuation's text,
# and each chosen token's probability under the model), the sampling probabilities beside them,
# the attention of a local layer drawn, training further and exporting back to a folder of the
# same family that evaluates the same. The random models' first loss (about 25 nats) is more than
# twice a uniform guess's, which the divergence watch reads as a spike: it is told to carry on.
#
#   tests/cli/model_families.sh path/to/twb FAMILIES_DIR
set -euo pipefail

if [[ $# -ne 2 || ! -x "$1" || ! -d "$2" ]]; then
  echo "usage: $0 path/to/twb FAMILIES_DIR" >&2
  exit 2
fi
twb=$1
families=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-model-families.XXXXXX")
trap 'rm -rf "$work"' EXIT

step() { echo "--- $*" >&2; }
fail() { echo "FAIL: $*" >&2; exit 1; }
json_field() { tail -n 1 "$1" | python3 -c 'import json, sys; print(json.loads(sys.stdin.read())[sys.argv[1]])' "$2"; }

text="$work/text.txt"
for i in $(seq 1 30); do
  echo "Once upon a time a little fox found a red ball number $i in the garden."
  echo "The girl and her dog walked to the park, and the sun was warm."
done >"$text"

for name in neox-parallel-quarter neox-sequential-full neo-local; do
  folder="$families/$name"
  step "$name: greedy generation against the family's equations"
  "$twb" generate --model "$folder" --prompt "Once upon a time" -n 8 --temperature 0 --json >"$work/$name.out"
  # The reference: reference.safetensors' header metadata and its greedy_probabilities (F64).
  tail -n 1 "$work/$name.out" | python3 -c '
import json, struct, sys
got = json.loads(sys.stdin.read())
with open(sys.argv[1], "rb") as f:
    n = struct.unpack("<Q", f.read(8))[0]
    header = json.loads(f.read(n))
    entry = header["greedy_probabilities"]
    f.seek(8 + n + entry["data_offsets"][0])
    count = entry["shape"][0]
    want = struct.unpack("<%dd" % count, f.read(8 * count))
meta = header["__metadata__"]
if got["continuation"] != meta["continuation"]:
    sys.exit("continuation %r, the reference %r" % (got["continuation"], meta["continuation"]))
probabilities = got["probabilities"]
if len(probabilities) != len(want) or any(abs(a - b) > 2e-3 for a, b in zip(probabilities, want)):
    sys.exit("probabilities %s, the reference %s" % (probabilities, list(want)))
if any(p != 1 for p in got["sampling_probabilities"]):
    sys.exit("greedy sampling probabilities are not all 1: %s" % got["sampling_probabilities"])
print("  %r, p = %s" % (got["continuation"], ", ".join("%.4f" % p for p in probabilities)), file=sys.stderr)
' "$folder/reference.safetensors" || fail "$name: generate differs from the reference"
done

step "neo-local: the attention of its local layer is banded (where twb has plot: not the sanitizer build)"
if "$twb" --help 2>&1 | grep -q "^  plot "; then
"$twb" plot --model "$families/neo-local" --what attention --sentence "Once upon a time there was a little fox" \
  --layer 1 --head 0 --out "$work/local.csv" --json >"$work/plot.out"
python3 - "$work/local.csv" <<'PY' || fail "the local layer's attention is not banded by its window of 5"
import csv, sys
rows = [r for r in csv.reader(open(sys.argv[1])) if r and r[0] != "" and not r[0].startswith("#")]
header, cells = rows[0], rows[1:]
values = [[float(x) for x in r[1:]] for r in cells]
for i, row in enumerate(values):
    for j, w in enumerate(row):
        if (j > i or i - j >= 5) and w != 0:
            sys.exit("query %d, key %d: %g outside the window" % (i, j, w))
if not any(row[i] > 0 for i, row in enumerate(values)):
    sys.exit("no weight on the diagonal")
PY
fi

for name in neox-parallel-quarter neo-local; do
  folder="$families/$name"
  step "$name: train further, export a folder of the same family that evaluates the same"
  "$twb" eval --model "$folder" --data "$text" --split all --json >"$work/before.out"
  before=$(json_field "$work/before.out" loss)
  "$twb" train --model "$folder" --data "$text" --steps 6 --threads 2 --set learning_rate=0.003 --set warmup_steps=1 \
    --on-divergence ignore --out "$work/$name.safetensors" --json >"$work/train.out" 2>"$work/train.err"
  "$twb" eval --checkpoint "$work/$name.safetensors" --data "$text" --split all --json >"$work/after.out"
  after=$(json_field "$work/after.out" loss)
  python3 -c "import sys; sys.exit(0 if $after < $before else 1)" || fail "$name: training did not lower the loss"
  "$twb" export --checkpoint "$work/$name.safetensors" --out "$work/$name-exported" --json >"$work/export.out"
  python3 -c "import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); sys.exit(a['model_type'] != b['model_type'])" \
    "$work/$name-exported/config.json" "$folder/config.json" || fail "$name: exported as another family"
  "$twb" eval --model "$work/$name-exported" --data "$text" --split all --json >"$work/exported.out"
  [[ "$(json_field "$work/exported.out" loss)" == "$after" ]] || fail "$name: the exported folder evaluates differently"
  echo "  loss $before → $after, exported as $(json_field "$work/export.out" family)" >&2
done
echo "ok: GPT-NeoX and GPT-Neo folders generate as their equations do, train further and export back"
