#!/usr/bin/env bash
# Two builds of twb side by side on the 16-core device, with PyTorch 2 in the same call: whether a
# change to the engine pays where it matters for issue 10 (2 and 16 threads, one core busy).
#
#   here:        ../shared/tools/xeon-bundle                       (the new build, with its libraries)
#                xz -c OLD_BUILD/app/twb > .bundle/twb-old.xz     (the baseline, built the same way)
#   the device:  bash bench/xeon_compare.sh                       (the run tool's carry: [".bundle"])
#
# Prints target tokens/s of `twb bench --preset small` for old and new, alternating, at 2 and 16
# threads; the PyTorch peer's 30 s of training at 2 and 16; old and new with one core busy at 16
# and 15 threads; then a second old/new round while under MAX_SECONDS (default 240). Both builds
# run with the engine's own OpenMP settings (tensor/parallel.h), set here so that either starts
# with them through the bundle's loader.
set -euo pipefail
tar xJf .bundle/bundle.tar.xz -C /tmp
b=/tmp/twb-bundle
xz -dc .bundle/twb-old.xz >"$b/twb-old"
chmod +x "$b/twb-old"
export GOMP_SPINCOUNT=1000 KMP_BLOCKTIME=0 OPENBLAS_NUM_THREADS=1
python=${PYTHON:-python3}
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; $($python -c 'import torch; print("PyTorch", torch.__version__)')"

bench() {  # bench BUILD THREADS → target tokens/s
  "$b/lib/ld-linux-x86-64.so.2" --library-path "$b/lib" "$b/$1" bench --preset small --data "$b/multi30k" --src en --trg de \
    --threads "$2" --steps "${STEPS:-30}" --warmup "${WARMUP:-10}" --decode-sentences 0 --json 2>/dev/null | tail -n 1 |
    $python -c 'import json,sys; print(round(json.load(sys.stdin)["train_tokens_per_s"]))'
}
round() {
  for t in 2 "$(nproc)"; do
    echo "idle, $t threads: old $(bench twb-old "$t") tok/s, new $(bench twb "$t") tok/s"
  done
}
round
for t in 2 "$(nproc)"; do
  echo "idle, $t threads: PyTorch $($python "$b/torch_seq2seq.py" "$b/multi30k" --minutes 0.5 --threads "$t" 2>/dev/null |
    awk '/train_tokens_per_s/ { print $2 }') tok/s"
done
yes >/dev/null &
busy=$!
trap 'kill $busy 2>/dev/null || true' EXIT
for t in "$(nproc)" $(($(nproc) - 1)); do
  echo "one core busy, $t threads: old $(bench twb-old "$t") tok/s, new $(bench twb "$t") tok/s"
done
kill $busy
if ((SECONDS < ${MAX_SECONDS:-240})); then round; fi
echo "done in $SECONDS s"
