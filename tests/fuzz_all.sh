#!/usr/bin/env bash
# Runs every libFuzzer target of a `sanitize` build (ASan + UBSan) for SECONDS each, from its seed
# corpus in fuzz/corpus/NAME (read only: what a run finds goes to a temporary folder), as many at a
# time as there are cores. A crash, a sanitizer report, a leak, a timeout (10 s an input) or more
# than 2 GiB of memory fails the run; the input that did it is kept and named in the message.
#
#   tests/fuzz_all.sh build/sanitize/fuzz 8         # the CI's short run
#   tests/fuzz_all.sh build/sanitize/fuzz 600       # ten minutes each
set -uo pipefail
if [[ $# -ne 2 ]]; then
  echo "usage: $0 FUZZ_BUILD_DIR SECONDS" >&2
  exit 2
fi
bin=$1
seconds=$2
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-fuzz.XXXXXX")
targets=(safetensors torch_checkpoint checkpoint_metadata translation_dataset text_dataset classification_dataset tokenizers bleu)
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0"

# fuzz NAME: one target's run; its verdict in $work/NAME/verdict.
fuzz() {
  local name=$1 target=$bin/fuzz_$1 dir=$work/$1
  mkdir -p "$dir/corpus" "$dir/artifacts" "$dir/tmp"
  if [[ ! -x $target ]]; then echo "FAIL fuzz_$name: $target is missing" >"$dir/verdict"; return; fi
  local start=$SECONDS
  if TMPDIR=$dir/tmp "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$dir/artifacts/" "$dir/corpus" "$root/fuzz/corpus/$name" >"$dir/log" 2>&1; then
    local runs
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log" | grep -o '[0-9]*$')
    echo "ok   fuzz_$name: ${runs:-?} inputs in $((SECONDS - start)) s, clean" >"$dir/verdict"
  else
    { echo "FAIL fuzz_$name: $(ls "$dir/artifacts" | head -3 | sed "s|^|$dir/artifacts/|" | tr '\n' ' ')"
      grep -E 'ERROR|SUMMARY|runtime error' "$dir/log" | head -8; } >"$dir/verdict"
  fi
  rm -rf "$dir/tmp"
}

jobs=$(nproc)
for name in "${targets[@]}"; do
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n; done
  fuzz "$name" &
done
wait
failed=0
for name in "${targets[@]}"; do
  cat "$work/$name/verdict" >&2
  grep -q '^ok ' "$work/$name/verdict" || failed=1
done
if ((failed == 0)); then rm -rf "$work"; fi
exit $failed
