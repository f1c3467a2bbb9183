#!/usr/bin/env bash
# Hostile inputs through `twb`, as a careless (or curious) user gives them: damaged, NaN and huge
# checkpoints, FIFOs and folders where files belong, datasets that cannot be read, impossible
# settings and option values, outputs that would overwrite an input, sentences that are empty, too
# long or not UTF-8. Each case asserts the class of its outcome:
#   error PATTERN   exit 1, standard error ends in "twb: error: ..." matching PATTERN (extended regex,
#                   case-insensitive), and no unexpected error class ("unexpected error", a raw
#                   "[json.exception" text, an "terminate called");
#   note PATTERN    exit 0 and a "twb: note: ..." matching PATTERN;
#   ok PATTERN      exit 0 and standard output matching PATTERN (PATTERN "" matches anything).
# After every case the inputs (every regular file under in/) are byte-identical to before, no
# *.tmp-* file is left anywhere, and the command ended within its time limit (a hang fails).
#
#   tests/cli/hostile_inputs.sh path/to/twb
#
# Needs bash, python3 (standard library) and coreutils. TWB_DATASETS names the bundled datasets.
set -uo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
  echo "usage: $0 path/to/twb" >&2
  exit 2
fi
twb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-hostile.XXXXXX")
trap 'rm -rf "$work"' EXIT
in=$work/in
out=$work/out
mkdir -p "$in" "$out"
common=(--threads 1)

die() { echo "FAIL: $*" >&2; exit 1; }

# ------------------------------------------------------------------ fixtures
echo "--- fixtures: three tiny checkpoints, crafted files" >&2
"$twb" train --data numbers-en-de --steps 2 --eval-sentences 20 --out "$in/c.safetensors" --seed 1 "${common[@]}" >/dev/null 2>&1 ||
  die "fixture: translate checkpoint"
"$twb" train --task lm --data arithmetic --steps 2 --out "$in/lm.safetensors" "${common[@]}" >/dev/null 2>&1 ||
  die "fixture: lm checkpoint"
"$twb" train --task classify --data sentiment --steps 2 --out "$in/clf.safetensors" "${common[@]}" >/dev/null 2>&1 ||
  die "fixture: classify checkpoint"

# Checkpoints edited the way a damaged disk, a diverged run or a hostile file would.
python3 - "$in" <<'PY' || die "fixture: crafted checkpoints"
import json, math, os, struct, sys
d = sys.argv[1]
raw = open(os.path.join(d, "c.safetensors"), "rb").read()
n = struct.unpack("<Q", raw[:8])[0]
header = json.loads(raw[8:8 + n])
data = bytearray(raw[8 + n:])

def write(name, header, data):
    text = json.dumps(header).encode()
    open(os.path.join(d, name), "wb").write(struct.pack("<Q", len(text)) + text + bytes(data))

def with_config(name, **changes):
    h = json.loads(json.dumps(header))
    config = json.loads(h["__metadata__"]["config"])
    config.update(changes)
    h["__metadata__"]["config"] = json.dumps(config)
    write(name, h, data)

first = next(k for k, v in header.items() if k != "__metadata__" and not k.startswith("optimizer"))
begin = header[first]["data_offsets"][0]
for name, value in (("nan.safetensors", math.nan), ("inf.safetensors", math.inf)):
    bad = bytearray(data)
    bad[begin:begin + 4] = struct.pack("<f", value)
    write(name, header, bad)
with_config("huge-dmodel.safetensors", d_model=2**40)
with_config("million-layers.safetensors", encoder_layers=10**6)
with_config("big-maxlen.safetensors", max_len=10**7)
with_config("negative-heads.safetensors", heads=-4)
with_config("string-dff.safetensors", d_ff="many")
h = json.loads(json.dumps(header)); h["__metadata__"]["config"] = "{not json"; write("bad-config.safetensors", h, data)
h = json.loads(json.dumps(header)); del h["__metadata__"]["config"]; write("no-config.safetensors", h, data)
h = json.loads(json.dumps(header)); h["__metadata__"]["format"] = "twb-checkpoint-99"; write("future.safetensors", h, data)
h = json.loads(json.dumps(header)); h["__metadata__"]["format"] = "transformer-workbench/12"; h["__metadata__"]["written_by"] = "Transformer Workbench 9.4.0 (commit 0123456789ab)"; write("newer.safetensors", h, data)
h = json.loads(json.dumps(header)); h["__metadata__"]["history"] = "[{\"step\": \"x\"}]"; write("bad-history.safetensors", h, data)
h = json.loads(json.dumps(header)); h["__metadata__"] = {}; write("no-metadata.safetensors", h, data)
h = json.loads(json.dumps(header)); del h[first]; write("missing-tensor.safetensors", h, data)
open(os.path.join(d, "truncated.safetensors"), "wb").write(raw[: len(raw) // 2])
open(os.path.join(d, "header-only.safetensors"), "wb").write(raw[: 8 + n])
open(os.path.join(d, "absurd-length.safetensors"), "wb").write(struct.pack("<Q", 2**62) + raw[8:100])
open(os.path.join(d, "garbage.safetensors"), "wb").write(bytes(range(256)) * 16)
open(os.path.join(d, "empty.safetensors"), "wb").write(b"")
open(os.path.join(d, "text.safetensors"), "w").write("this is not a checkpoint\n")
PY
mkdir -p "$in/folder.safetensors"
mkfifo "$in/fifo.safetensors" "$in/fifo.tsv" "$in/fifo.txt"

# Datasets.
for i in $(seq 1 10); do printf 'one two\teins zwei\r\ntwo one\tzwei eins\r\n'; done >"$in/crlf.tsv"
printf 'one\teins\rtwo\tzwei\rthree\tdrei\rfour\tvier\rfive\tfuenf\r' >"$in/cr-only.tsv"
{ printf 'one two\teins zwei\tCC-BY\ntwo one\tzwei eins\tCC-BY\n'
  for i in $(seq 1 10); do printf 'one two\teins zwei\ntwo one\tzwei eins\n'; done; } >"$in/three-columns.tsv"
{ printf 'good film\tpos\tg\textra\n'
  for i in $(seq 1 10); do printf 'good film\tpos\nbad film\tneg\n'; done; } >"$in/four-columns.tsv"
printf 'one eins\ntwo zwei\nthree drei\n' >"$in/no-tab.tsv"
printf 'caf\xe9\tKaffee\ntwo\tzwei\nthree\tdrei\n' >"$in/latin1.tsv"
: >"$in/empty.tsv"
printf '\n\n  \n\t\n' >"$in/blank.tsv"
printf 'a\tb\n' >"$in/one-pair.tsv"
for i in $(seq 1 30); do printf 'one two three four five six\teins zwei drei vier fuenf sechs\n'; done >"$in/long-pairs.tsv"
# 400 pairs of which 397 have an empty side: 3 usable, and no word in them twice.
for i in $(seq 1 400); do
  case $i in 5 | 100 | 300) printf 'hello world %d\thallo welt %d\n' "$i" "$i" ;; *) printf 'word %d\t\n' "$i" ;; esac
done >"$in/mostly-empty-sides.tsv"
mkdir -p "$in/folder-split/train.txt"
printf 'a b c\n' >"$in/folder-split/val.txt"; printf 'a b c\n' >"$in/folder-split/test.txt"
printf 'only one class\tpos\nanother text\tpos\na third\tpos\nfourth\tpos\n' >"$in/one-class.tsv"
mkdir -p "$in/mismatch"
printf 'a\nb\nc\n' >"$in/mismatch/train.en"; printf 'a\nb\n' >"$in/mismatch/train.de"
for s in val test; do printf 'a\n' >"$in/mismatch/$s.en"; printf 'a\n' >"$in/mismatch/$s.de"; done
mkdir -p "$in/nolang"; printf 'a\n' >"$in/nolang/train.x"
printf '1+1=2\n2+2=4\n3+3=6\n4+4=8\n5+5=10\n' >"$in/corpus.txt"
printf 'the cat sat\n' >"$in/sources.txt"; printf 'die katze sass\nzweite zeile\n' >"$in/targets.txt"
long=$(printf 'one %.0s' $(seq 1 300))
printf '%s\n' "$long" >"$in/long-source.txt"; printf 'eins\n' >"$in/short-target.txt"
printf 'one\n' >"$in/short-source.txt"; printf '%s\n' "$long" >"$in/long-target.txt"

# ------------------------------------------------------------------ the cases
checksums() { (cd "$in" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
baseline=$(checksums)
cases=0
failed=0

# check NAME CLASS PATTERN [timeout=SECONDS] -- COMMAND...
check() {
  local name=$1 class=$2 pattern=$3
  shift 3
  local limit=60
  if [[ $1 == timeout=* ]]; then limit=${1#timeout=}; shift; fi
  [[ $1 == -- ]] && shift
  cases=$((cases + 1))
  local rc=0
  (cd "$work" && timeout -k 5 "$limit" "$@") >"$work/$name.out" 2>"$work/$name.err" </dev/null || rc=$?
  local err problem=""
  err=$(cat "$work/$name.err")
  if ((rc == 124 || rc == 137)); then
    problem="did not end within ${limit} s (a hang)"
  elif grep -Eq 'unexpected error|\[json\.exception|terminate called|Segmentation|std::bad_alloc|Assertion' <<<"$err"; then
    problem="a raw or unexpected error: $err"
  else
    case $class in
      error)
        if ((rc != 1)); then problem="exit $rc, expected 1"
        elif ! tail -n 5 "$work/$name.err" | grep -q '^twb: error: '; then problem="no 'twb: error:' line"
        elif ! grep -Eqi -- "$pattern" <<<"$err"; then problem="the message does not match '$pattern'"
        fi ;;
      note)
        if ((rc != 0)); then problem="exit $rc, expected 0"
        elif ! grep -E '^twb: note: ' <<<"$err" | grep -Eqi -- "$pattern"; then problem="no note matching '$pattern'"
        fi ;;
      ok)
        if ((rc != 0)); then problem="exit $rc, expected 0"
        elif [[ -n $pattern ]] && ! grep -Eqi -- "$pattern" "$work/$name.out"; then problem="the output does not match '$pattern'"
        fi ;;
      *) die "unknown class $class" ;;
    esac
  fi
  if [[ -z $problem && "$(checksums)" != "$baseline" ]]; then problem="an input file changed"; fi
  local leftovers
  leftovers=$(find "$work" -name '*.tmp-*' | head -3)
  if [[ -z $problem && -n $leftovers ]]; then problem="temporary files left: $leftovers"; fi
  if [[ -n $problem ]]; then
    failed=$((failed + 1))
    echo "FAIL $name ($class): $problem" >&2
    sed 's/^/    | /' "$work/$name.err" | tail -n 6 >&2
  else
    echo "ok   $name ($class)" >&2
  fi
}

c=$in/c.safetensors
lm=$in/lm.safetensors
clf=$in/clf.safetensors
train=("$twb" train --steps 1 --eval-sentences 20 "${common[@]}")  # a short validation: 10 s under the sanitizers

# --- checkpoints (damaged, diverged, huge, not files)
check ckpt_nan error "tensor '.*' holds NaN" -- "$twb" translate -c "$in/nan.safetensors" one
check ckpt_inf error "holds infinite" -- "$twb" translate -c "$in/inf.safetensors" one
check ckpt_nan_eval error "NaN" -- "$twb" eval -c "$in/nan.safetensors"
check ckpt_nan_resume error "NaN" -- "${train[@]}" --resume "$in/nan.safetensors" --out "$out/r.safetensors"
check ckpt_huge_dmodel error "d_model = 1099511627776" -- "$twb" translate -c "$in/huge-dmodel.safetensors" one
check ckpt_million_layers error "encoder_layers = 1000000 is above" timeout=20 -- "$twb" translate -c "$in/million-layers.safetensors" one
check ckpt_big_maxlen error "max_len = 10000000 is above" -- "$twb" eval -c "$in/big-maxlen.safetensors"
check ckpt_negative_heads error "heads = -4" -- "$twb" translate -c "$in/negative-heads.safetensors" one
check ckpt_string_dff error "d_ff is \"many\", not a whole number" -- "$twb" translate -c "$in/string-dff.safetensors" one
check ckpt_bad_config error "malformed metadata" -- "$twb" translate -c "$in/bad-config.safetensors" one
check ckpt_no_config error "no 'config'" -- "$twb" translate -c "$in/no-config.safetensors" one
check ckpt_future_format error "checkpoint format 'twb-checkpoint-99'" -- "$twb" translate -c "$in/future.safetensors" one
check ckpt_newer_version error "format 12 \(written by Transformer Workbench 9.4.0 \(commit 0123456789ab\)\), newer than this program: Transformer Workbench [0-9.]+ \(commit [^)]+\) reads format 1" -- "$twb" eval -c "$in/newer.safetensors"
check ckpt_bad_history error "malformed training metadata|history" -- "${train[@]}" --resume "$in/bad-history.safetensors" --out "$out/r.safetensors"
check ckpt_no_metadata error "not a Transformer Workbench checkpoint" -- "$twb" translate -c "$in/no-metadata.safetensors" one
check ckpt_missing_tensor error "damaged|has no tensor" -- "$twb" translate -c "$in/missing-tensor.safetensors" one
check ckpt_truncated error "truncat|shorter|ends|beyond" -- "$twb" translate -c "$in/truncated.safetensors" one
check ckpt_header_only error "truncat|shorter|ends|beyond" -- "$twb" translate -c "$in/header-only.safetensors" one
check ckpt_absurd_length error "header" -- "$twb" translate -c "$in/absurd-length.safetensors" one
check ckpt_garbage error "safetensors|header" -- "$twb" eval -c "$in/garbage.safetensors"
check ckpt_empty error "empty|too short|bytes" -- "$twb" translate -c "$in/empty.safetensors" one
check ckpt_text error "safetensors|header" -- "$twb" classify -c "$in/text.safetensors" hello
check ckpt_missing error "does not exist" -- "$twb" translate -c "$in/nowhere.safetensors" one
check ckpt_directory error "is a directory" -- "$twb" translate -c "$in/folder.safetensors" one
check ckpt_fifo error "FIFO" timeout=20 -- "$twb" translate -c "$in/fifo.safetensors" one
check ckpt_fifo_resume error "FIFO" timeout=20 -- "${train[@]}" --resume "$in/fifo.safetensors" --out "$out/r.safetensors"
check ckpt_wrong_task_generate error "classif|not of" -- "$twb" generate -c "$clf" --prompt "1+"
check ckpt_wrong_task_translate error "language model|not of" -- "$twb" translate -c "$lm" one
check ckpt_wrong_task_classify error "translat|not of" -- "$twb" classify -c "$c" hello

# --- datasets
check data_missing error "neither a bundled dataset" -- "${train[@]}" --data "$in/none.tsv" --out "$out/x.safetensors"
check data_fifo error "FIFO" timeout=20 -- "${train[@]}" --data "$in/fifo.tsv" --out "$out/x.safetensors"
check data_fifo_lm error "FIFO" timeout=20 -- "${train[@]}" --task lm --data "$in/fifo.txt" --out "$out/x.safetensors"
check data_empty error "is empty" -- "${train[@]}" --data "$in/empty.tsv" --out "$out/x.safetensors"
check data_blank error "usable pair" -- "${train[@]}" --data "$in/blank.tsv" --out "$out/x.safetensors"
check data_one_pair error "at least 3" -- "${train[@]}" --data "$in/one-pair.tsv" --out "$out/x.safetensors"
check data_no_tab error "has no tab" -- "${train[@]}" --data "$in/no-tab.tsv" --out "$out/x.safetensors"
check data_latin1 error "invalid UTF-8" -- "${train[@]}" --data "$in/latin1.tsv" --out "$out/x.safetensors"
check data_cr_only error "carriage return" -- "${train[@]}" --data "$in/cr-only.tsv" --out "$out/x.safetensors"
check data_crlf ok "" -- "${train[@]}" --data "$in/crlf.tsv" --out "$out/crlf.safetensors"
check data_third_column note "extra columns of 2 lines" -- "${train[@]}" --data "$in/three-columns.tsv" --out "$out/x.safetensors"
check data_fourth_column note "extra columns of" -- "${train[@]}" --task classify --data "$in/four-columns.tsv" --out "$out/x.safetensors"
check data_one_class error "class" -- "${train[@]}" --task classify --data "$in/one-class.tsv" --out "$out/x.safetensors"
check data_mismatch error "line" -- "${train[@]}" --data "$in/mismatch" --src en --trg de --out "$out/x.safetensors"
check data_no_languages error "language" -- "${train[@]}" --data "$in/nolang" --out "$out/x.safetensors"
check data_all_too_long error "training split is empty.*Why:" -- "${train[@]}" --data "$in/long-pairs.tsv" --set max_len=4 --out "$out/x.safetensors"
check data_mostly_empty_sides error "vocabulary is empty: no word of the .* min_frequency=1. Why:" -- "${train[@]}" --data "$in/mostly-empty-sides.tsv" --out "$out/x.safetensors"
check data_mostly_empty_sides_why error "^  - tsv: skipped 397 pairs with an empty side" -- "${train[@]}" --data "$in/mostly-empty-sides.tsv" --out "$out/x.safetensors"
check data_split_is_folder error "its train.txt is a directory, not a file" -- "${train[@]}" --task lm --data "$in/folder-split" --out "$out/x.safetensors"
check data_wrong_task error "--task" -- "${train[@]}" --task lm --data numbers-en-de --out "$out/x.safetensors"

# --- settings and option values
check set_dmodel_huge error "d_model = 1000000 is above" -- "${train[@]}" --data numbers-en-de --set d_model=1000000 --out "$out/x.safetensors"
check set_maxlen_huge error "max_len = 100000 is above" -- "${train[@]}" --data numbers-en-de --set max_len=100000 --out "$out/x.safetensors"
check set_layers_huge error "is above" -- "${train[@]}" --data numbers-en-de --set layers=1000000 --out "$out/x.safetensors"
check set_memory error "needs about .* GiB of memory" -- "${train[@]}" --data numbers-en-de --set d_model=8192 --set d_ff=65536 --set layers=64 --out "$out/x.safetensors"
check set_dff_overflow error "whole number|above" -- "${train[@]}" --data numbers-en-de --set d_ff=99999999999 --out "$out/x.safetensors"
check set_lowercase_maybe error "lowercase=maybe: use true or false" -- "${train[@]}" --data numbers-en-de --set lowercase=maybe --out "$out/x.safetensors"
check set_lowercase_True ok "" -- "${train[@]}" --data numbers-en-de --set lowercase=True --out "$out/lower.safetensors"
check set_heads_indivisible error "not divisible" -- "${train[@]}" --data numbers-en-de --set heads=3 --out "$out/x.safetensors"
check set_rotary_odd_head error "must be even for rotary positions" -- "${train[@]}" --data numbers-en-de --set positions=rotary --set heads=64 --out "$out/x.safetensors"
check set_positions_unknown error "sinusoidal, learned, rotary|rotary" -- "${train[@]}" --data numbers-en-de --set positions=spiral --out "$out/x.safetensors"
check set_dropout error "dropout" -- "${train[@]}" --data numbers-en-de --set dropout=1.5 --out "$out/x.safetensors"
check set_unknown error "unknown" -- "${train[@]}" --data numbers-en-de --set colour=blue --out "$out/x.safetensors"
check set_not_number error "not a whole number" -- "${train[@]}" --data numbers-en-de --set d_model=abc --out "$out/x.safetensors"
check opt_threads_negative error "--threads" -- "$twb" train --data numbers-en-de --steps 1 --threads -5 --out "$out/x.safetensors"
check opt_minutes_negative error "--minutes" -- "$twb" train --data numbers-en-de --steps 1 --minutes -1 --out "$out/x.safetensors"
check opt_seed_negative error "--seed" -- "${train[@]}" --data numbers-en-de --seed -1 --out "$out/x.safetensors"
check opt_steps_overflow error "too large" -- "$twb" train --data numbers-en-de --steps 99999999999999999999 --out "$out/x.safetensors"
check opt_no_duration error "say how long" -- "$twb" train --data numbers-en-de --out "$out/x.safetensors"
check opt_length_penalty_nan error "finite" -- "$twb" translate -c "$c" --length-penalty nan one
check opt_word_reward_negative error "--word-reward: -1 is out of range" -- "$twb" translate -c "$c" --word-reward -1 one
check opt_coverage_penalty_nan error "finite" -- "$twb" translate -c "$c" --coverage-penalty nan one
check opt_max_tokens_negative error "--max-tokens" -- "$twb" translate -c "$c" --max-tokens -5 one
check opt_beam_zero error "--beam" -- "$twb" translate -c "$c" --beam 0 one
check opt_unknown error "not expected" -- "$twb" translate -c "$c" --colour blue one
check opt_missing_required error "required" -- "$twb" translate one
check opt_unknown_subcommand error "not expected|subcommand" -- "$twb" trian --data x
check opt_task_unknown error "--task" -- "$twb" train --task poetry --data x --steps 1 --out "$out/x.safetensors"
check opt_top_p_zero error "top-p" -- "$twb" generate -c "$lm" --top-p 0
check opt_temperature_inf error "--temperature" -- "$twb" generate -c "$lm" --temperature inf

# --- outputs that would overwrite an input, or cannot be written
check out_hyp_is_checkpoint error "same file as --checkpoint" -- "$twb" eval -c "$c" --hyp "$c"
check out_hyp_missing_folder error "does not exist" -- "$twb" eval -c "$c" --hyp "$out/no/such/folder/h.txt"
check out_hyp_directory error "is a directory" -- "$twb" eval -c "$c" --hyp "$out"
check out_train_over_data error "safetensors|same file" -- "${train[@]}" --task lm --data "$in/corpus.txt" --out "$in/corpus.txt"
check out_no_extension error "ends in .safetensors" -- "${train[@]}" --data numbers-en-de --out "$out/model.bin"
check out_missing_folder error "does not exist" -- "${train[@]}" --data numbers-en-de --out "$out/no/dir/x.safetensors"
check out_directory error "is a directory" -- "${train[@]}" --data numbers-en-de --out "$in/folder.safetensors"
check out_plot_width error "--width" -- "$twb" plot -c "$c" --what pe --out "$out/p.png" --width 100000
# A temporary that an interrupted save left behind is removed by the next save of the same file.
touch "$out/stale.safetensors.tmp-AbC123"
check out_stale_temporary ok "" -- "${train[@]}" --data numbers-en-de --out "$out/stale.safetensors"

# --- sentences
check text_empty_line note "empty line" -- "$twb" translate -c "$c" ""
check text_long_source note "longer than the model" -- "$twb" translate -c "$c" "$long"
check text_latin1_json ok '"translations"' -- bash -c 'printf "caf\xe9\n" | "$0" translate -c "$1" --json' "$twb" "$c"
check text_latin1_generate_json ok '"continuation"' -- "$twb" generate -c "$lm" --prompt $'1+\xff' --tokens 3 --json
check text_latin1_classify_json ok '"predictions"' -- "$twb" classify -c "$clf" --json $'tr\xe8s bien'
check score_long_target error "never truncated" -- "$twb" score -c "$c" one "$long"
check score_long_source note "longer than the model" -- "$twb" score -c "$c" "$long" eins
check score_directory error "is a directory" -- "$twb" score -c "$c" --source-file "$in/mismatch" --target-file "$in/targets.txt"
check score_line_mismatch error "line-aligned" -- "$twb" score -c "$c" --source-file "$in/sources.txt" --target-file "$in/targets.txt"
check generate_long_prompt error "prompt has" -- "$twb" generate -c "$lm" --prompt "$long"

[[ -e $out/stale.safetensors && ! -e $out/stale.safetensors.tmp-AbC123 ]] || { echo "FAIL: the stale temporary is still there" >&2; failed=$((failed + 1)); }
echo "hostile inputs: $cases cases, $failed failed" >&2
((cases >= 60)) || die "only $cases cases"
((failed == 0))
