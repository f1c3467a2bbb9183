#!/usr/bin/env bash
# The desktop app's own command line, as scripts and screenshots use it: --tab by a title typed
# without "√" (why-sqrt-dk), --dataset naming a file instead of a bundled dataset, --train --steps
# --save writing the run, and the errors for a tab or dataset that does not exist (exit 2, naming
# what does). On the offscreen platform, with settings in a temporary folder.
#
#   tests/ui/app_command_line.sh path/to/transformer-workbench
set -euo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
  echo "usage: $0 path/to/transformer-workbench" >&2
  exit 2
fi
app=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-app-cli.XXXXXX")
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config"

fail() { echo "FAIL: $*" >&2; exit 1; }

# expect_exit CODE MUST-SAY ARGS...: the app exits with CODE and its standard error contains MUST-SAY.
expect_exit() {
  local code=$1 must=$2
  shift 2
  local rc=0
  "$app" "$@" >"$work/out" 2>"$work/err" || rc=$?
  [[ $rc -eq $code ]] || { cat "$work/err" >&2; fail "$* exited $rc, not $code"; }
  grep -qF -- "$must" "$work/err" || { cat "$work/err" >&2; fail "$* did not say: $must"; }
}

echo "--- a tab or a dataset that does not exist" >&2
expect_exit 2 'the tabs: Model, Curves, Health, Time-lapse, Attention, Positional encoding, Masks, Mask editor, Step inside, Logit lens, Heads, Ablation, Translate, Compare, Why √d_k' \
  --tab Loss
expect_exit 2 'no bundled dataset of the task translate has that name (copy, dates-iso, numbers-en-de, reverse)' \
  --task translate --dataset "$work/missing.tsv"
expect_exit 2 'no bundled dataset of the task translate has that name' \
  --task translate --data "$work/missing.tsv"  # twb's spelling

echo "--- a dataset file by its path, a tab without √, two steps saved" >&2
for i in $(seq 1 60); do printf 'number %d\tZahl %d\n' "$i" "$i"; done >"$work/pairs.tsv"
expect_exit 0 "saved $work/run.safetensors" \
  --task translate --dataset "$work/pairs.tsv" --tab why-sqrt-dk --train --steps 2 --save "$work/run.safetensors"
# The checkpoint's header names the file it trained on (JSON inside the metadata's JSON).
python3 - "$work/run.safetensors" "$work/pairs.tsv" <<'PY' || fail "the saved run did not train on the file given"
import json, struct, sys
with open(sys.argv[1], "rb") as f:
    size = struct.unpack("<Q", f.read(8))[0]
    metadata = json.loads(f.read(size))["__metadata__"]
dataset = json.loads(metadata["dataset"])
history = json.loads(metadata["history"])
print("dataset", dataset["spec"], "history", type(history).__name__, file=sys.stderr)
sys.exit(0 if dataset["spec"] == sys.argv[2] else 1)
PY
echo "--- a checkpoint to open: one, and not with --train" >&2
expect_exit 2 'give one checkpoint to open' "$work/run.safetensors" "$work/run.safetensors"
expect_exit 2 'not with --train' --train "$work/run.safetensors"
echo "PASS" >&2
