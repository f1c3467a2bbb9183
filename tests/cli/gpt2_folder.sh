#!/usr/bin/env bash
# A GPT-2 trained elsewhere, through the CLI: a Hugging Face folder (tests/reference/hf_gpt2.py's
# random "small" GPT-2 with GPT-2's own tokenizer) generated from, evaluated on a text file whole,
# drawn, trained further into a workbench checkpoint, and exported back to a folder that evaluates
# the same; the errors a person meets (another task, a folder that is no model).
#
#   tests/cli/gpt2_folder.sh path/to/twb FOLDER
set -euo pipefail

if [[ $# -ne 2 || ! -x "$1" || ! -d "$2" ]]; then
  echo "usage: $0 path/to/twb GPT2_FOLDER" >&2
  exit 2
fi
twb=$1
folder=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-gpt2-folder.XXXXXX")
trap 'rm -rf "$work"' EXIT

step() { echo "--- $*" >&2; }
fail() { echo "FAIL: $*" >&2; exit 1; }
json_check() {
  tail -n 1 "$1" | python3 -c '
import json, sys
j = json.loads(sys.stdin.read())
if not eval(sys.argv[1], {"j": j}):
    sys.exit("check failed: %s\nin: %s" % (sys.argv[1], json.dumps(j)))
' "$2" || fail "$1: $2"
}
json_field() { tail -n 1 "$1" | python3 -c 'import json, sys; print(json.loads(sys.stdin.read())[sys.argv[1]])' "$2"; }

text="$work/text.txt"
for i in $(seq 1 40); do
  echo "A man in a blue shirt rides a bicycle down the hill number $i."
  echo "Zwei Hunde spielen im Schnee, und ein Kind lacht über sie."
done >"$text"

step "generate from the folder, --model and --checkpoint alike"
"$twb" generate --model "$folder" --prompt "Hello, my name is" -n 6 --seed 4 --json >"$work/a.out"
"$twb" generate --checkpoint "$folder" --prompt "Hello, my name is" -n 6 --seed 4 --json >"$work/b.out"
json_check "$work/a.out" 'len(j["tokens"]) == 6 and j["text"].startswith("Hello, my name is")'
cmp -s "$work/a.out" "$work/b.out" || fail "--model and --checkpoint gave different text"

step "eval a text file whole"
"$twb" eval --model "$folder" --data "$text" --split all --json >"$work/eval.out"
json_check "$work/eval.out" 'j["examples"] == 80 and 0 < j["loss"] < 30 and j["task"] == "lm"'
before=$(json_field "$work/eval.out" loss)

step "plot its attention and logit lens"
if "$twb" plot --help >/dev/null 2>&1; then
  "$twb" plot --model "$folder" --what attention --sentence "Hello world" --out "$work/attention.png" --json \
    >"$work/plot.out"
  json_check "$work/plot.out" 'j["rows"] == 3 and j["cols"] == 3'
  "$twb" plot --model "$folder" --what logit-lens --sentence "Hello world" --out "$work/lens.csv" >/dev/null
  [[ -s "$work/lens.csv" ]] || fail "no logit lens CSV"
fi

step "train it further on the text, then export a folder that evaluates the same"
"$twb" train --model "$folder" --data "$text" --steps 8 --threads 2 --set learning_rate=0.003 --set warmup_steps=1 \
  --out "$work/further.safetensors" --json >"$work/train.out" 2>"$work/train.err"
grep -q "label smoothing is off" "$work/train.err" || fail "no note that label smoothing is off"
"$twb" eval --checkpoint "$work/further.safetensors" --data "$text" --split all --json >"$work/further.out"
after=$(json_field "$work/further.out" loss)
python3 -c "import sys; sys.exit(0 if $after < $before else 1)" || fail "training further did not lower the loss ($before → $after)"
"$twb" export --checkpoint "$work/further.safetensors" --out "$work/exported" --json >"$work/export.out"
json_check "$work/export.out" 'j["vocab_size"] == 50257'
"$twb" eval --model "$work/exported" --data "$text" --split all --json >"$work/exported.out"
[[ "$(json_field "$work/exported.out" loss)" == "$after" ]] || fail "the exported folder evaluates differently"

step "errors"
if "$twb" train --task translate --model "$folder" --data "$text" --steps 1 --out "$work/x.safetensors" \
  2>"$work/err.txt"; then fail "translate from a GPT-2 folder was accepted"; fi
grep -q "is a language model: train it further with --task lm" "$work/err.txt" || fail "$(cat "$work/err.txt")"
mkdir "$work/empty"
if "$twb" generate --model "$work/empty" 2>"$work/err.txt"; then fail "an empty folder was accepted"; fi
grep -q "has no config.json: a Hugging Face model folder holds" "$work/err.txt" || fail "$(cat "$work/err.txt")"
if "$twb" eval --model "$work/empty" --data "$text" 2>"$work/err.txt"; then fail "eval of an empty folder was accepted"; fi
grep -q "is a folder without config.json" "$work/err.txt" || fail "$(cat "$work/err.txt")"
echo "ok: generate, eval, plot, train further and export of a GPT-2 folder ($before → $after)"
