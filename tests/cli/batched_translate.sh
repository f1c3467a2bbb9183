#!/usr/bin/env bash
# `twb translate` of a file on standard input (translated in length-sorted batches) prints exactly
# what translating each line alone prints: the same translations in the same order, the same notes
# (an empty line, a line longer than the model, bytes that are not UTF-8), the same --json, greedy
# and with --beam; a program that writes one line and waits gets its translation before it writes
# the next; and `twb eval --hyp` writes what `twb translate` prints for the same sources.
#
#   tests/cli/batched_translate.sh path/to/twb
#
# Needs bash and python3 (standard library). TWB_DATASETS names the bundled datasets.
set -euo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
  echo "usage: $0 path/to/twb" >&2
  exit 2
fi
twb=$1
datasets=${TWB_DATASETS:-$(cd "$(dirname "$0")/../../datasets" && pwd)}
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-batched-translate.XXXXXX")
trap 'rm -rf "$work"' EXIT
common=(--threads 2)

step() { echo "--- $*" >&2; }
fail() { echo "FAIL: $*" >&2; exit 1; }

step "a tiny numbers-en-de model, trained briefly"
# Batches of 512 tokens and 100 validation sentences: under the sanitizers the default 2,048 took
# 69 s of this test's 108; its 52 lines still get 25 different translations.
c=$work/c.safetensors
"$twb" train --data numbers-en-de --preset tiny --steps 60 --seed 2 --set batch_tokens=512 --eval-sentences 100 \
  --out "$c" "${common[@]}" >/dev/null 2>&1 || fail "training the fixture"

# Sentences of every length, in no order, with the lines that take another path: empty, spaces
# only, longer than the model's 127 tokens, Latin-1 (not UTF-8), a Windows line end, and a last
# line without its newline.
input=$work/input.txt
{
  sed -n '1,12p' "$datasets/numbers-en-de/test.en"
  echo "seven"
  echo ""
  sed -n '13,20p' "$datasets/numbers-en-de/test.en"
  echo "   "
  for _ in $(seq 60); do printf 'one hundred twenty '; done
  echo "three"
  printf 'caf\xe9 one\n'
  printf 'nine hundred\r\n'
  echo "two"
  sed -n '21,44p' "$datasets/numbers-en-de/test.en"
  printf 'eleven thousand'
} >"$input"
lines=$(python3 -c 'import sys; print(len(open(sys.argv[1], "rb").read().split(b"\n")))' "$input")

# Each line alone, as an argument (the line as standard input reads it: without a final "\r").
alone() {
  local out=$1 err=$2
  shift 2
  : >"$out"
  : >"$err"
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%$'\r'}
    "$twb" translate -c "$c" "${common[@]}" "$@" -- "$line" >>"$out" 2>>"$err"
  done <"$input"
}

# compare NAME: the piped run (NAME.out/.err) and the line-by-line run (NAME.alone.out/.err).
compare() {
  local name=$1
  cmp -s "$work/$name.out" "$work/$name.alone.out" ||
    fail "$name: the translations differ from translating each line alone: $(diff "$work/$name.out" "$work/$name.alone.out" | head -20)"
  cmp -s "$work/$name.err" "$work/$name.alone.err" ||
    fail "$name: the notes differ: $(diff "$work/$name.err" "$work/$name.alone.err" | head -20)"
}

step "greedy: a file on standard input equals each line alone ($lines lines)"
"$twb" translate -c "$c" "${common[@]}" <"$input" >"$work/greedy.out" 2>"$work/greedy.err"
alone "$work/greedy.alone.out" "$work/greedy.alone.err"
compare greedy
[[ $(wc -l <"$work/greedy.out") -eq $lines ]] || fail "greedy: $(wc -l <"$work/greedy.out") lines out for $lines in"
grep -q "an empty line has no translation" "$work/greedy.err" || fail "no note for the empty lines"
grep -q "longer than the model" "$work/greedy.err" || fail "no note for the long line"
# The outputs are the model's and they differ: a mix-up of their order would show.
[[ $(sort -u "$work/greedy.out" | wc -l) -ge 10 ]] || fail "fewer than 10 different translations: the check is weak"

step "greedy through a pipe, with one thread: the same"
cat "$input" | "$twb" translate -c "$c" --threads 1 >"$work/pipe.out" 2>"$work/pipe.err"
cmp -s "$work/pipe.out" "$work/greedy.out" || fail "a pipe with one thread differs from a file with two"
cmp -s "$work/pipe.err" "$work/greedy.err" || fail "a pipe's notes differ"

step "--json: the same object as the lines alone, entry by entry"
"$twb" translate -c "$c" "${common[@]}" --json <"$input" >"$work/json.out" 2>/dev/null
alone "$work/json.alone.out" /dev/null --json
python3 - "$work/json.out" "$work/json.alone.out" <<'PY' || fail "--json differs from translating each line alone"
import json, sys
piped = json.loads(open(sys.argv[1], encoding="utf-8").read().splitlines()[-1])["translations"]
alone = [json.loads(l)["translations"][0] for l in open(sys.argv[2], encoding="utf-8").read().splitlines() if l.startswith("{")]
assert len(piped) == len(alone), (len(piped), len(alone))
for i, (p, a) in enumerate(zip(piped, alone)):
    assert p == a, (i, p, a)
PY

step "--beam 3 (hypotheses in --json too): the same"
"$twb" translate -c "$c" "${common[@]}" --beam 3 --json <"$input" >"$work/beam.out" 2>"$work/beam.err"
alone "$work/beam.alone.out" "$work/beam.alone.err" --beam 3 --json
python3 - "$work/beam.out" "$work/beam.alone.out" <<'PY' || fail "--beam 3 differs from translating each line alone"
import json, sys
piped_lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
piped = json.loads(piped_lines[-1])["translations"]
alone_lines = open(sys.argv[2], encoding="utf-8").read().splitlines()
alone = [json.loads(l)["translations"][0] for l in alone_lines if l.startswith("{")]
assert piped == alone
assert piped_lines[:-1] == [l for l in alone_lines if not l.startswith("{")]
assert any(len(e.get("beam", [])) == 3 for e in piped)
# Each hypothesis: its score is its raw log-probability over GNMT's length penalty (alpha 1.0 by
# default) of its length with <eos>, plus the word reward (0.5 by default) for each token up to
# the sentence's expected length L*: 0.5 * min(tokens, L*), the same cap for all of a sentence's
# hypotheses; best first.
for e in piped:
    beam = e.get("beam", [])
    rewards = [h["score"] - h["log_probability"] / ((5 + h["tokens"]) / 6) ** 1.0 for h in beam]
    for h, reward in zip(beam, rewards):
        assert -1e-9 <= reward <= 0.5 * h["tokens"] + 1e-9, (h, reward)
        assert reward >= 0.5 * h["tokens"] - 1e-9 or abs(reward - max(rewards)) < 1e-9, (h, rewards)
        assert h["log_probability"] <= 0 and h["tokens"] >= 1, h
    assert all(a["score"] >= b["score"] for a, b in zip(beam, beam[1:])), beam
PY
cmp -s "$work/beam.err" "$work/beam.alone.err" || fail "--beam 3: the notes differ"

step "a program that writes one line and waits gets its translation at once"
coproc TWB { "$twb" translate -c "$c" "${common[@]}"; }
twb_pid=$TWB_PID  # bash unsets TWB_PID once the coprocess has ended and been reaped
answers=()
for sentence in "forty two" "three hundred" "seven"; do
  echo "$sentence" >&"${TWB[1]}"
  IFS= read -r -t 60 answer <&"${TWB[0]}" || fail "no translation of '$sentence' within 60 s while the input stays open"
  answers+=("$answer")
done
eval "exec ${TWB[1]}>&-"
wait "$twb_pid" || fail "twb translate as a coprocess exited with an error"
expected=$("$twb" translate -c "$c" "${common[@]}" "forty two" "three hundred" "seven" 2>/dev/null)
[[ $(printf '%s\n' "${answers[@]}") == "$expected" ]] || fail "the coprocess's translations differ"

step "a word outside the vocabulary is named, on standard error and in the JSON"
"$twb" translate -c "$c" "${common[@]}" --json "forty banana two" "forty two" >"$work/unknown.out" 2>"$work/unknown.err"
grep -qF 'not in the model'"'"'s vocabulary, so read as <unk>: "banana"' "$work/unknown.err" ||
  fail "no note names the unknown word: $(cat "$work/unknown.err")"
python3 - "$work/unknown.out" <<'PY' || fail "--json does not list the unknown word"
import json, sys
t = json.loads(open(sys.argv[1], encoding="utf-8").read().splitlines()[-1])["translations"]
assert t[0]["unknown_tokens"] == ["banana"], t[0]
assert t[1]["unknown_tokens"] == [], t[1]
PY

step "eval --hyp writes what translate prints for the test sources (greedy and --beam 2)"
# The dataset as a folder whose test split is its first 200 pairs (four batches of 64 and a part).
small=$work/numbers-200
mkdir "$small"
for lang in en de; do
  ln -s "$datasets/numbers-en-de/train.$lang" "$datasets/numbers-en-de/val.$lang" "$small/"
  head -200 "$datasets/numbers-en-de/test.$lang" >"$small/test.$lang"
done
for beam in 1 2; do
  "$twb" eval -c "$c" --data "$small" --src en --trg de --split test --beam "$beam" --hyp "$work/hyp$beam.txt" \
    "${common[@]}" >/dev/null 2>&1 || fail "eval --beam $beam"
  "$twb" translate -c "$c" --beam "$beam" "${common[@]}" <"$small/test.en" >"$work/translated$beam.txt" 2>/dev/null
  [[ $(wc -l <"$work/hyp$beam.txt") -eq 200 ]] || fail "eval --beam $beam wrote $(wc -l <"$work/hyp$beam.txt") lines"
  cmp -s "$work/hyp$beam.txt" "$work/translated$beam.txt" ||
    fail "eval --hyp (beam $beam) differs from translate: $(diff "$work/hyp$beam.txt" "$work/translated$beam.txt" | head -10)"
done

echo "batched translate: ok" >&2
