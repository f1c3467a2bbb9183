#!/usr/bin/env bash
# The CLI's language-model and classifier tasks end to end, on tiny models trained for a few steps:
# train, eval, generate (same seed → same text, another seed → another text), the grammatical share
# on a dataset with a grammar (toy-grammar), classify, and the errors a person meets (a classifier
# checkpoint given to generate, --top-p 0).
#
#   tests/cli/cli_tasks.sh path/to/twb
#
# Needs bash and python3 (standard library only, to read the JSON). The bundled datasets are found
# as twb finds them ($TWB_DATASETS, or the source tree's datasets/).
set -euo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
  echo "usage: $0 path/to/twb" >&2
  exit 2
fi
twb=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-cli-tasks.XXXXXX")
trap 'rm -rf "$work"' EXIT

step() { echo "--- $*" >&2; }
fail() { echo "FAIL: $*" >&2; exit 1; }

# The last line of standard output: the --json object.
last_json() { tail -n 1 "$1"; }

# json_check FILE PYTHON-EXPRESSION: the expression, over the last line's object `j`, must be true.
json_check() {
  last_json "$1" | python3 -c '
import json, sys
j = json.loads(sys.stdin.read())
ok = eval(sys.argv[1], {"j": j})
if not ok:
    sys.exit("check failed: %s\nin: %s" % (sys.argv[1], json.dumps(j)))
' "$2" || fail "$1: $2"
}

json_field() {
  last_json "$1" | python3 -c 'import json, sys; print(json.loads(sys.stdin.read())[sys.argv[1]])' "$2"
}

# expect_error NAME PATTERN COMMAND...: the command exits 1 and its standard error matches PATTERN.
expect_error() {
  local name=$1 pattern=$2
  shift 2
  local rc=0
  "$@" >"$work/$name.out" 2>"$work/$name.err" || rc=$?
  [[ $rc -eq 1 ]] || fail "$name: exit code $rc, expected 1 ($(cat "$work/$name.err"))"
  grep -Eqi -- "$pattern" "$work/$name.err" || fail "$name: the message does not match '$pattern': $(cat "$work/$name.err")"
}

common=(--threads 2)

# ------------------------------------------------------------------ language model
lm=$work/lm.safetensors
step "train --help-settings: the table of --set keys, with no other option needed"
"$twb" train --help-settings > "$work/settings.txt" || fail "--help-settings exited with $?"
for key in d_model heads norm_placement pooling tokenizer shared_vocabulary learning_rate schedule eval_every \
           timelapse_every; do
  grep -q "^  $key (" "$work/settings.txt" || fail "--help-settings does not list $key"
done
grep -q "^      plateau: " "$work/settings.txt" || fail "--help-settings does not list the schedule's choices"

step "train --task lm on arithmetic"
# Batches of 512 tokens: the default 2,048 took 17 s under the sanitizers.
"$twb" train --task lm --data arithmetic --preset tiny --steps 40 --set batch_tokens=512 --out "$lm" --seed 3 \
  "${common[@]}" --json >"$work/train_lm.out"
[[ -s $lm ]] || fail "train --task lm wrote no checkpoint"
json_check "$work/train_lm.out" 'j["task"] == "lm" and j["steps"] == 40 and j["stopped_by"] == "steps"'
json_check "$work/train_lm.out" '"validation_loss" in j and "validation_perplexity" in j and "validation_answer_accuracy" in j'

step "train --on-divergence stop: a learning rate of 1000 stops at its first bad step, saved, the report in --json"
expect_error diverge "Step [0-9]+: the (loss|gradient)" "$twb" train --task lm --data arithmetic --preset tiny \
  --steps 40 --set batch_tokens=512 --set learning_rate=1000 --out "$work/diverged.safetensors" "${common[@]}" --json
[[ -s $work/diverged.safetensors ]] || fail "a run stopped by divergence saved no checkpoint"
json_check "$work/diverge.out" 'j["stopped_by"] == "divergence" and j["on_divergence"] == "stop"'
json_check "$work/diverge.out" 'j["divergences"][0]["action"] == "stop" and j["divergences"][0]["tensor"] != ""'
json_check "$work/diverge.out" 'j["steps"] == j["divergences"][0]["step"] - 1'

step "eval the language model"
"$twb" eval --checkpoint "$lm" --split val "${common[@]}" --json >"$work/eval_lm.out"
json_check "$work/eval_lm.out" 'j["task"] == "lm" and j["split"] == "val" and j["examples"] > 0'
json_check "$work/eval_lm.out" '"perplexity" in j and "answer_accuracy" in j and "loss" in j and "answers_checked" in j'
json_check "$work/eval_lm.out" 'j["perplexity"] > 1 and 0 <= j["answer_accuracy"] <= 1'

step "eval --ablate: a head switched off changes the loss and is named; a head the model lacks is refused"
"$twb" eval --checkpoint "$lm" --split val "${common[@]}" --ablate 0.1 --ablate decoder:1.0 --json >"$work/eval_ablated.out"
json_check "$work/eval_ablated.out" 'j["ablated"] == ["decoder:0.1", "decoder:1.0"]'
python3 - "$work/eval_lm.out" "$work/eval_ablated.out" <<'PY' || fail "ablating two heads left the loss as it was"
import json, sys
plain, ablated = (json.loads(open(p).read().strip().splitlines()[-1]) for p in sys.argv[1:3])
assert plain["ablated"] == [] and abs(plain["loss"] - ablated["loss"]) > 1e-6, (plain["loss"], ablated["loss"])
PY
"$twb" eval --checkpoint "$lm" --split val "${common[@]}" --ablate 0.1 --ablate decoder:1.0 --ablate-with mean --json \
  >"$work/eval_mean.out"
json_check "$work/eval_mean.out" 'j["ablation"] == "mean" and j["ablated"] == ["decoder:0.1", "decoder:1.0"]'
grep -q "replaced by its mean output over the first" "$work/eval_mean.out" || fail "mean ablation is not said"
python3 - "$work/eval_ablated.out" "$work/eval_mean.out" <<'PY' || fail "mean ablation gave the zeroed heads' loss"
import json, sys
zeroed, mean = (json.loads(open(p).read().strip().splitlines()[-1]) for p in sys.argv[1:3])
assert zeroed["ablation"] == "zero" and abs(zeroed["loss"] - mean["loss"]) > 1e-6, (zeroed["loss"], mean["loss"])
PY
expect_error ablate_with "zero" "$twb" eval --checkpoint "$lm" --split val "${common[@]}" --ablate 0.1 --ablate-with half
expect_error ablate_missing "layer 7 is out of range" "$twb" eval --checkpoint "$lm" --split val "${common[@]}" --ablate 7.0
expect_error ablate_malformed "names no head" "$twb" eval --checkpoint "$lm" --split val "${common[@]}" --ablate cross-1

step "generate: the same seed gives the same text"
generate() { "$twb" generate --checkpoint "$lm" --prompt "4" --tokens 30 "${common[@]}" --json "$@"; }
generate --seed 7 >"$work/gen_a.out"
generate --seed 7 >"$work/gen_b.out"
text_a=$(json_field "$work/gen_a.out" text)
text_b=$(json_field "$work/gen_b.out" text)
[[ "$text_a" == "$text_b" ]] || fail "seed 7 gave '$text_a' and then '$text_b'"
[[ "$text_a" == 4* ]] || fail "the text '$text_a' does not start with the prompt"
# The text printed before the JSON is the same text.
[[ "$(head -n 1 "$work/gen_a.out")" == "$text_a" ]] || fail "the printed text differs from the JSON's"
json_check "$work/gen_a.out" 'j["prompt"] == "4" and j["text"] == j["prompt"] + j["continuation"] and j["seed"] == 7'
json_check "$work/gen_a.out" 'isinstance(j["tokens"], list) and "".join(j["tokens"]) == j["continuation"] and isinstance(j["finished"], bool)'

step "generate: another seed gives another text"
# At temperature 1 an undertrained model's next-character distribution is broad, but <eos> is in
# it, so a sample can be short; of three other seeds' 30-token samples at least one must differ
# from seed 7's (all three colliding is practically impossible, and the run is deterministic).
differs=0
for seed in 8 9 10; do
  generate --seed "$seed" --temperature 1.0 >"$work/gen_$seed.out"
  [[ "$(json_field "$work/gen_$seed.out" text)" != "$text_a" ]] && differs=1
done
[[ $differs -eq 1 ]] || fail "seeds 8, 9 and 10 all gave seed 7's text '$text_a'"

step "generate: greedy is deterministic whatever the seed"
generate --temperature 0 --seed 1 >"$work/gen_g1.out"
generate --temperature 0 --seed 2 >"$work/gen_g2.out"
[[ "$(json_field "$work/gen_g1.out" text)" == "$(json_field "$work/gen_g2.out" text)" ]] || fail "greedy depends on the seed"

step "arithmetic has no grammar: eval reports no grammaticality"
json_check "$work/eval_lm.out" '"grammatical" not in j'

# ------------------------------------------------------------------ a dataset with a grammar
grammar_lm=$work/toy-grammar.safetensors
step "train --task lm on toy-grammar: the history has the grammatical share"
# (--dataset, as the app spells it, is --data.)
"$twb" train --task lm --dataset toy-grammar --preset tiny --steps 5 --set eval_sentences=50 --out "$grammar_lm" \
  "${common[@]}" --json >"$work/train_grammar.out" 2>"$work/train_grammar.err"
json_check "$work/train_grammar.out" '0 <= j["validation_grammatical"] <= 1'
grep -q "grammatical " "$work/train_grammar.err" || fail "train prints no grammatical share"

step "toy-grammar's recipe (its dataset.json) is applied and said; --set wins over it"
grep -q "toy-grammar's recipe (its dataset.json): label_smoothing=0 tokenizer=bpe" "$work/train_grammar.err" ||
  fail "train does not say it applied toy-grammar's recipe"
# The settings a checkpoint holds: its safetensors header's metadata.
checkpoint_settings() {
  python3 -c '
import json, struct, sys
with open(sys.argv[1], "rb") as f:
    meta = json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))["__metadata__"]
print(json.loads(meta["text"])["tokenizer"], json.loads(meta["trainer"])["settings"]["label_smoothing"])' "$1"
}
[[ "$(checkpoint_settings "$grammar_lm")" == "bpe 0.0" ]] || fail "the run did not train with the recipe: $(checkpoint_settings "$grammar_lm")"
"$twb" train --task lm --data toy-grammar --preset tiny --steps 1 --set tokenizer=char \
  --out "$work/grammar_char.safetensors" "${common[@]}" >/dev/null 2>&1
[[ "$(checkpoint_settings "$work/grammar_char.safetensors")" == "char 0.0" ]] ||
  fail "--set tokenizer=char did not win over the recipe: $(checkpoint_settings "$work/grammar_char.safetensors")"

step "eval on toy-grammar: the share of 200 sampled sentences that are grammatical"
"$twb" eval --checkpoint "$grammar_lm" --split val "${common[@]}" --json >"$work/eval_grammar.out"
json_check "$work/eval_grammar.out" 'isinstance(j["grammatical"], float) and 0 <= j["grammatical"] <= 1'
json_check "$work/eval_grammar.out" 'j["grammar"] == "toy-grammar" and j["sentences_sampled"] == 200'
json_check "$work/eval_grammar.out" 'len(j["ungrammatical"]) == min(10, round((1 - j["grammatical"]) * 200))'
json_check "$work/eval_grammar.out" 'all(r["sentence"] is not None and r["reason"] for r in j["ungrammatical"])'
grep -q "^grammatical " "$work/eval_grammar.out" || fail "eval prints no grammatical share"
# The same checkpoint gives the same figure: the samples' seeds are fixed.
"$twb" eval --checkpoint "$grammar_lm" --split val "${common[@]}" --json >"$work/eval_grammar_again.out"
[[ "$(json_field "$work/eval_grammar.out" grammatical)" == "$(json_field "$work/eval_grammar_again.out" grammatical)" ]] ||
  fail "two evaluations of one checkpoint gave two grammatical shares"

# ------------------------------------------------------------------ classifier
clf=$work/clf.safetensors
step "train --task classify on sentiment"
"$twb" train --task classify --data sentiment --preset tiny --steps 40 --out "$clf" "${common[@]}" --json \
  >"$work/train_clf.out"
[[ -s $clf ]] || fail "train --task classify wrote no checkpoint"
json_check "$work/train_clf.out" 'j["task"] == "classify" and j["steps"] == 40'
json_check "$work/train_clf.out" '"validation_loss" in j and "validation_accuracy" in j'

step "eval the classifier"
"$twb" eval --checkpoint "$clf" --split test "${common[@]}" --json >"$work/eval_clf.out"
json_check "$work/eval_clf.out" 'j["task"] == "classify" and j["split"] == "test" and 0 <= j["accuracy"] <= 1'
json_check "$work/eval_clf.out" '"group_accuracy" in j and set(j["group_accuracy"]) == {"negated", "plain"}'
json_check "$work/eval_clf.out" 'j["labels"] == ["negative", "positive"] and len(j["confusion"]) == 2'
json_check "$work/eval_clf.out" 'sum(map(sum, j["confusion"])) == j["examples"] == sum(j["group_size"].values())'
grep -q "negated: accuracy" "$work/eval_clf.out" || fail "eval prints no per-group accuracy"
grep -q "confusion" "$work/eval_clf.out" || fail "eval prints no confusion matrix"

step "classify two texts"
"$twb" classify --checkpoint "$clf" "${common[@]}" --json "the film was not bad" "overall, this play seemed bland" \
  >"$work/classify.out"
json_check "$work/classify.out" 'len(j["predictions"]) == 2 and j["predictions"][0]["text"] == "the film was not bad"'
json_check "$work/classify.out" 'all(p["label"] in ("negative", "positive") for p in j["predictions"])'
json_check "$work/classify.out" 'all(abs(sum(p["probabilities"].values()) - 1) < 1e-4 for p in j["predictions"])'
[[ $(wc -l <"$work/classify.out") -eq 3 ]] || fail "classify: expected one line per text, then the JSON"

step "classify and generate name what the vocabulary lacks (a note, and unknown_tokens in the JSON)"
"$twb" classify --checkpoint "$clf" "${common[@]}" --json "the film was zzyzx" >"$work/classify_unk.out" 2>"$work/classify_unk.err"
json_check "$work/classify_unk.out" 'j["predictions"][0]["unknown_tokens"] == ["zzyzx"]'
grep -qF 'so read as <unk>: "zzyzx"' "$work/classify_unk.err" || fail "classify names no unknown word"
json_check "$work/classify.out" 'all("unknown_tokens" in p for p in j["predictions"])'
"$twb" generate --checkpoint "$lm" --prompt "4*" --tokens 3 "${common[@]}" --json >"$work/gen_unk.out" 2>"$work/gen_unk.err"
json_check "$work/gen_unk.out" 'j["unknown_tokens"] == ["*"]'
grep -qF 'so read as <unk>: "*"' "$work/gen_unk.err" || fail "generate names no unknown character"

step "train --keep-checkpoints, then twb average"
kept=$work/kept.safetensors
"$twb" train --task classify --data sentiment --preset tiny --steps 6 --eval-every 2 --keep-checkpoints \
  --out "$kept" "${common[@]}" >/dev/null 2>&1
for n in 2 4 6; do [[ -s $work/kept-step$n.safetensors ]] || fail "--keep-checkpoints kept no kept-step$n.safetensors"; done
"$twb" average "$work/kept-step2.safetensors" "$work/kept-step4.safetensors" "$work/kept-step6.safetensors" \
  --out "$work/averaged.safetensors" --json >"$work/average.out" 2>"$work/average.err"
json_check "$work/average.out" 'j["averaged"] == 3 and j["steps"] == [2, 4, 6] and j["parameter_tensors"] > 0'
"$twb" classify --checkpoint "$work/averaged.safetensors" "${common[@]}" "the film was not bad" >/dev/null ||
  fail "the averaged checkpoint does not classify"
expect_error average_onto_input "average" "$twb" average "$work/kept-step2.safetensors" "$work/kept-step4.safetensors" \
  --out "$work/kept-step4.safetensors"
expect_error average_other_models "same model" "$twb" average "$work/kept-step2.safetensors" "$lm" \
  --out "$work/never.safetensors"

step "classify reads standard input"
printf 'what a wonderful evening\nthe food was not good\n' |
  "$twb" classify --checkpoint "$clf" "${common[@]}" >"$work/classify_stdin.out"
[[ $(wc -l <"$work/classify_stdin.out") -eq 2 ]] || fail "classify: expected one line per input line"

step "bench classifies more texts than the test set holds (1,000) by repeating it"
"$twb" bench --task classify --data sentiment --preset tiny --steps 1 --warmup 0 --decode-sentences 2500 \
  "${common[@]}" >"$work/bench_classify.out"
grep -q '^classify: 2500 texts in' "$work/bench_classify.out" ||
  fail "bench --decode-sentences 2500: $(cat "$work/bench_classify.out")"

step "bench's thread count follows the machine's load, unless TWB_FIXED_THREADS=1 fixes it"
"$twb" bench --task classify --data sentiment --preset tiny --steps 1 --warmup 0 --decode-sentences 10 --json \
  "${common[@]}" >"$work/bench_adaptive.out"
json_check "$work/bench_adaptive.out" 'j["threads_follow_load"] is True'
TWB_FIXED_THREADS=1 "$twb" bench --task classify --data sentiment --preset tiny --steps 1 --warmup 0 \
  --decode-sentences 10 --json "${common[@]}" >"$work/bench_fixed.out"
json_check "$work/bench_fixed.out" 'j["threads_follow_load"] is False'

# ------------------------------------------------------------------ errors
step "errors"
expect_error generate_on_classifier "classifier" "$twb" generate --checkpoint "$clf" --prompt "1+1="
expect_error classify_on_lm "language model" "$twb" classify --checkpoint "$lm" "some text"
expect_error top_p_zero "top-p" "$twb" generate --checkpoint "$lm" --prompt "1" --top-p 0
expect_error negative_temperature "temperature" "$twb" generate --checkpoint "$lm" --temperature -1
expect_error lm_on_translation_data "translat" "$twb" train --task lm --data numbers-en-de --steps 1 \
  --out "$work/never.safetensors"
expect_error task_mismatch_on_resume "classify" "$twb" train --task lm --resume "$clf" --steps 1 \
  --out "$work/never.safetensors"

echo "cli_tasks: all checks passed" >&2
