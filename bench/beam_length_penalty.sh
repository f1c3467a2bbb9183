#!/usr/bin/env bash
# Chooses beam search's length penalty α, word reward γ and coverage penalty β on the validation
# split (never on a test set): greedy, then beam K with each GNMT α given, each γ of REWARDS
# (default: twb's default γ) and each β of COVERAGES (default: twb's default β), lowercased
# sacreBLEU (twb bleu --lc) and its brevity penalty.
#
#   [REWARDS="0 0.5 1"] [COVERAGES="0 0.2"] bench/beam_length_penalty.sh CHECKPOINT DATA_DIR [BEAM] [ALPHAS...]
#   e.g. REWARDS="0 0.5" bench/beam_length_penalty.sh run.safetensors ../shared/datasets/multi30k 4 0.6 1.0 1.5
# Prints one line per decoding: "val beam 4, alpha 1.0, reward 0.5, coverage 0: BLEU 30.12 BP
# 0.962 ratio 0.965 (12 s)". SPLIT=test runs it on the test split instead, for the figures reported after α and
# γ are chosen.
set -euo pipefail
checkpoint=$1
data=$2
beam=${3:-4}
shift $(( $# >= 3 ? 3 : $# ))
alphas=("$@")
[ ${#alphas[@]} -gt 0 ] || alphas=(0.5 1.0 1.5 2.0)
read -r -a rewards <<<"${REWARDS:-0.5}"
read -r -a coverages <<<"${COVERAGES:-0}"
twb=${TWB:-build/release/app/twb}
split=${SPLIT:-val}
threads=${THREADS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case $split in val) reference=$data/val.de ;; test) reference=$data/test_2016_flickr.de ;; *) reference=$data/$split.de ;; esac

score() {  # score NAME EVAL-ARGS...
  local name=$1; shift
  local start=$SECONDS
  "$twb" eval --checkpoint "$checkpoint" --data "$data" --src en --trg de --split "$split" --threads "$threads" \
    --hyp "$work/$name.txt" "$@" >/dev/null
  "$twb" bleu --lc --json "$work/$name.txt" "$reference" | tail -n 1 |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print("BLEU %.2f BP %.3f ratio %.3f" % (j["bleu"], j["bp"], j["ratio"]), end="")'
  echo " ($((SECONDS - start)) s)"
}
echo "$split greedy: $(score greedy --beam 1)"
for alpha in "${alphas[@]}"; do
  for reward in "${rewards[@]}"; do
    for coverage in "${coverages[@]}"; do
      echo "$split beam $beam, alpha $alpha, reward $reward, coverage $coverage: $(score "beam$alpha-$reward-$coverage" \
        --beam "$beam" --length-penalty "$alpha" --word-reward "$reward" --coverage-penalty "$coverage")"
    done
  done
done
