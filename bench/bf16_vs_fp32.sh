#!/usr/bin/env bash
# Mixed precision against FP32, side by side in one run, for twb and for the PyTorch peer: training
# speed (target tokens/s) of the small preset on Multi30k, twb's `precision=fp32` and `bf16`
# alternating (PAIRS pairs), then PyTorch plain and under torch.autocast("cpu", bfloat16)
# (bench/torch_autocast.py). Prints each run and the bf16 / FP32 ratios; names the processor.
# Run by hand, on an idle machine:  bench/bf16_vs_fp32.sh [DATA_DIR] [THREADS]
# Needs Debian's python3-torch and libopenblas0-pthread for the peer.
set -euo pipefail
data=${1:-../shared/datasets/multi30k}
threads=${2:-2}
pairs=${PAIRS:-3}
twb=${TWB:-build/release/app/twb}
peer=${PEER:-../shared/bench/torch_seq2seq.py}
here=$(cd "$(dirname "$0")" && pwd)

lscpu | grep -E "^Model name|^CPU family|^Model:" | tr -s ' '
grep -o -w -E "avx512_bf16|amx_bf16" /proc/cpuinfo | sort -u | tr '\n' ' '
echo
"$twb" --version | grep -E "matrix products|training precision"

twb_tps() {  # PRECISION → target tokens/s of 40 timed steps
  "$twb" bench --data "$data" --src en --trg de --preset small --steps 40 --warmup 3 --threads "$threads" \
    --decode-sentences 0 --set "precision=$1" --json | tail -n 1 |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print(round(j["train_tokens_per_s"]), j["precision_products"])'
}
declare -a fp32 bf16
for ((i = 0; i < pairs; ++i)); do
  f=$(twb_tps fp32) && b=$(twb_tps bf16)
  echo "twb pair $((i + 1)): fp32 $f | bf16 $b"
  fp32+=("${f%% *}") && bf16+=("${b%% *}")
done
torch_tps() {  # [autocast] → the peer's target tokens/s over 40 steps
  local run=(/usr/bin/python3 "$peer")
  [[ ${1:-} == autocast ]] && run=(/usr/bin/python3 "$here/torch_autocast.py" "$peer")
  "${run[@]}" "$data" --steps 45 --threads "$threads" | awk '/train_tokens_per_s/ {print $2}'
}
torch_fp32=$(torch_tps) && torch_bf16=$(torch_tps autocast)
echo "PyTorch: fp32 $torch_fp32 | autocast bf16 $torch_bf16"
python3 - "${fp32[*]}" "${bf16[*]}" "$torch_fp32" "$torch_bf16" <<'PY'
import statistics, sys
f = [float(x) for x in sys.argv[1].split()]
b = [float(x) for x in sys.argv[2].split()]
tf, tb = float(sys.argv[3]), float(sys.argv[4])
print(f"twb bf16 / fp32: pairs {', '.join(f'{y / x:.2f}' for x, y in zip(f, b))}; "
      f"medians {statistics.median(b):.0f} / {statistics.median(f):.0f} = {statistics.median(b) / statistics.median(f):.2f}x")
print(f"PyTorch autocast bf16 / fp32: {tb:.0f} / {tf:.0f} = {tb / tf:.2f}x")
print(f"twb / PyTorch: fp32 {statistics.median(f) / tf:.2f}x, bf16 {statistics.median(b) / tb:.2f}x")
PY
