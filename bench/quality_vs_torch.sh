#!/usr/bin/env bash
# How well twb learns against the PyTorch peer (../shared/bench/torch_seq2seq.py), on one machine,
# side by side, sacreBLEU 13a lowercased on test_2016_flickr (`twb bleu --lc`) for both:
#   1. equal steps: the peer and twb with the peer's recipe (small shape, peak 7e-4, 300 warm-up
#      steps, label smoothing 0.1, dropout 0.1, ~2048-token batches, post-norm, and its tokens:
#      twb trains on a copy of the data split as the peer splits it), the same number of optimizer
#      steps, one thread each;
#   2. equal time: twb's default recipe beside the peer, MINUTES each, THREADS threads each.
# ONE_AT_A_TIME=1 runs the peer first and twb after it, each with the machine to itself (THREADS=2
# on a 2-core machine: the acceptance's `--threads 2`); without it the two run side by side.
# Greedy BLEU for both, twb's beam search (its default beam) too, and twb's test loss.
# SEEDS="0 1 2" repeats part 1 with each seed (the peer's seed s, twb's s + 1; the default, 0, is the
# peer's own seed against twb's default 1) and prints the means: one seed of either side differs from
# the next by up to 2 BLEU at 800 steps, more than the two sides differ.
#
# Run by hand:  bench/quality_vs_torch.sh [DATA_DIR] [STEPS] [MINUTES] [THREADS] [WORK_DIR]
#   defaults:   ../shared/datasets/multi30k 1000 30 1 (a temporary folder)
# Part 1 alone: MINUTES=0; part 2 alone: STEPS=0. Needs Debian's python3-torch and
# libopenblas0-pthread (without OpenBLAS the peer multiplies with the reference BLAS and the
# comparison is void; the peer says so).
set -euo pipefail
data=${1:-../shared/datasets/multi30k}
steps=${2:-1000}
minutes=${3:-30}
threads=${4:-1}
work=${5:-$(mktemp -d)}
twb=${TWB:-build/release/app/twb}
peer=${PEER:-../shared/bench/torch_seq2seq.py}
test_split=test_2016_flickr
mkdir -p "$work"

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
isa=$(grep -q avx512f /proc/cpuinfo && echo AVX-512 || echo AVX2)
echo "machine: $cpu ($isa), $(nproc) cores; twb $("$twb" --version 2>/dev/null | head -n 1); work in $work"

bleu() {  # bleu HYP -> "BLEU (BP x)"
  "$twb" bleu --lc --json "$1" "$data/$test_split.de" | tail -n 1 |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print("%.2f (BP %.3f)" % (j["bleu"], j["bp"]))'
}

# twb_translations CHECKPOINT NAME BEAM DATA: the test split's translations, one a line.
twb_translations() {
  "$twb" eval --checkpoint "$1" --data "$4" --src en --trg de --split test --beam "$3" \
    --threads "$threads" --hyp "$work/$2.beam$3.txt" > "$work/$2.beam$3.eval.txt"
}

# peer_tokens DIR: a copy of the data's .en/.de files in the peer's own tokens (lowercased,
# \w+|[^\w\s], one space between tokens), for twb to train on exactly the peer's token stream.
# twb's word tokenizer keeps compounds whole ("t-shirt", "kinder-"); the peer splits them into
# frequent pieces ("t - shirt"), which changes the vocabulary, the unknown words and the loss per
# token.
peer_tokens() {
  mkdir -p "$1"
  /usr/bin/python3 - "$data" "$1" <<'PY'
import os, re, sys
src, out = sys.argv[1], sys.argv[2]
for name in os.listdir(src):
    if name.endswith((".en", ".de")):
        with open(os.path.join(src, name), encoding="utf-8") as f, open(os.path.join(out, name), "w", encoding="utf-8") as o:
            for line in f: o.write(" ".join(re.findall(r"\w+|[^\w\s]", line.lower())) + "\n")
PY
}

# run_pair NAME PEER_ARGS TWB_ARGS [TWB_DATA]: the peer and twb side by side, then their BLEUs
# (both against the raw references).
run_pair() {
  local name=$1 peer_args=$2 twb_args=$3 twb_data=${4:-$data} peer_script=${PEER_SCRIPT:-$peer}
  /usr/bin/python3 "$peer_script" "$data" $peer_args --threads "$threads" --bleu "$data/$test_split" \
    --hyp "$work/$name.peer.txt" > "$work/$name.peer.log" 2>&1 &
  local peer_pid=$!
  if [ -n "${ONE_AT_A_TIME:-}" ]; then wait "$peer_pid"; peer_pid=; fi
  # shellcheck disable=SC2086
  "$twb" train --data "$twb_data" --src en --trg de $twb_args --threads "$threads" --json \
    --out "$work/$name.safetensors" > "$work/$name.twb.log" 2>&1
  if [ -n "$peer_pid" ]; then wait "$peer_pid"; fi
  twb_translations "$work/$name.safetensors" "$name.twb" 1 "$twb_data"
  twb_translations "$work/$name.safetensors" "$name.twb" 4 "$twb_data"
  local peer_steps twb_steps twb_loss
  peer_steps=$(grep -o 'steps [0-9]*' "$work/$name.peer.log" | tail -n 1 | cut -d' ' -f2)
  twb_steps=$(tail -n 1 "$work/$name.twb.log" | python3 -c 'import json,sys; print(json.load(sys.stdin)["steps"])')
  # twb's teacher-forced test loss (no smoothing): steadier than an 800-step model's BLEU, which
  # swings with its output length.
  twb_loss=$(grep -o 'loss [0-9.]*' "$work/$name.twb.beam1.eval.txt" | head -n 1 | cut -d' ' -f2)
  echo "$name: PyTorch peer, $peer_steps steps: greedy $(bleu "$work/$name.peer.txt")"
  echo "$name: twb,          $twb_steps steps: greedy $(bleu "$work/$name.twb.beam1.txt"), beam 4 $(bleu "$work/$name.twb.beam4.txt"), test loss $twb_loss"
}

if [ "$steps" -gt 0 ]; then
  # The peer's recipe in twb: the small shape and the trainer's defaults are the peer's (its
  # schedule, peak 7e-4 after 300 steps, spelt out: the Multi30k-sized recipe's is another); the
  # peer lowercases its text, splits it into its own tokens, does not clip gradients and evaluates
  # its last weights (no averaging).
  peer_tokens "$work/peer-tokens"
  : > "$work/equal-steps.txt"  # this run's pairs only, also in a reused WORK_DIR
  for seed in ${SEEDS:-0}; do
    # The peer with another seed: a copy whose two seeds (weights and dropout; batch order) are $seed.
    peer_script=$work/peer_seed$seed.py
    sed "s/manual_seed(0)/manual_seed($seed)/g" "$peer" > "$peer_script"
    [ "$(grep -c "manual_seed($seed)" "$peer_script")" -eq 2 ] || { echo "the peer no longer seeds with manual_seed(0) twice" >&2; exit 1; }
    PEER_SCRIPT=$peer_script run_pair "equal-steps-seed$seed" "--steps $steps" \
      "--preset small --steps $steps --seed $((seed + 1)) --set learning_rate=7e-4 --set warmup_steps=300 --set lowercase=true --set clip_norm=0 --set average_last=0" \
      "$work/peer-tokens" | tee -a "$work/equal-steps.txt"
  done
  # The means over the seeds: greedy BLEU of each side, and twb's beam.
  python3 - "$work/equal-steps.txt" <<'PY'
import re, statistics, sys
peer, greedy, beam = [], [], []
for line in open(sys.argv[1]):
    b = [float(x) for x in re.findall(r"(?:greedy|beam 4) ([0-9.]+)", line)]
    if "PyTorch peer" in line: peer.append(b[0])
    elif "twb" in line: greedy.append(b[0]); beam.append(b[1])
if len(peer) > 1:
    print("equal steps, %d seeds: the peer greedy %.2f; twb greedy %.2f, beam 4 %.2f (means)"
          % (len(peer), statistics.mean(peer), statistics.mean(greedy), statistics.mean(beam)))
PY
fi
if [ "$minutes" != 0 ]; then
  run_pair equal-time "--minutes $minutes" "--minutes $minutes"  # twb: the default recipe
fi
