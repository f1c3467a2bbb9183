#!/usr/bin/env bash
# Training speed of twb against the PyTorch peer, side by side in one run, on the same data and
# model shape (preset small: d_model 256, 8 heads, 3+3 layers, d_ff 1024; batches of ~2048 tokens).
# Run by hand:  bench/bench_vs_torch.sh [DATA_DIR] [THREADS]
# Needs Debian's python3-torch; libopenblas0-pthread makes PyTorch's CPU matrix products fast
# (without it, PyTorch falls back to the reference BLAS and is several times slower).
set -euo pipefail
data=${1:-../shared/datasets/multi30k}
threads=${2:-2}
twb=${TWB:-build/release/app/twb}
peer=${PEER:-../shared/bench/torch_seq2seq.py}

torch_line=$(/usr/bin/python3 "$peer" "$data" --minutes 1 --threads "$threads" | grep train_tokens_per_s)
torch_tps=$(echo "$torch_line" | awk '{print $2}')
twb_json=$("$twb" bench --data "$data" --src en --trg de --preset small --steps 40 --threads "$threads" --json | tail -n 1)
twb_tps=$(echo "$twb_json" | python3 -c 'import json,sys; print(round(json.load(sys.stdin)["train_tokens_per_s"]))')
echo "PyTorch: $torch_line"
echo "twb:     $twb_json"
python3 -c "print(f'twb / PyTorch target tokens/s = {$twb_tps} / {$torch_tps} = {$twb_tps / $torch_tps:.2f}x')"
