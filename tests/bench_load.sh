#!/usr/bin/env bash
# Training and decoding speed when the engine is alone on the machine and when another program
# keeps one core busy (`yes >/dev/null`, as a learner's browser would), for 1, 2 and the default
# thread count (all cores); then the window against the CLI, idle and with the core busy (tests/ui
# latency bench: the same steps with and without the window, and the GUI's event-loop p99); then,
# where Debian's python3-torch is installed, the PyTorch peer side by side (tests/bench_vs_torch.sh).
#
# Run by hand from the project root, on a machine you are not otherwise loading:
#   tests/bench_load.sh [DATA_DIR] [--quick] [--no-window] [--no-torch]
# DATA_DIR defaults to ../shared/datasets/multi30k (en→de, the small preset). --quick: fewer steps.
# Speed is measured here, never by a timed unit test.
set -euo pipefail
cd "$(dirname "$0")/.."

data=../shared/datasets/multi30k
steps=30 warmup=30 window_seconds=60 window=1 torch=1
for arg in "$@"; do
  case "$arg" in
    --quick) steps=12 warmup=6 window_seconds=30 ;;
    --no-window) window=0 ;;
    --no-torch) torch=0 ;;
    -*) echo "unknown option $arg" >&2; exit 2 ;;
    *) data=$arg ;;
  esac
done
twb=${TWB:-build/release/app/twb}
latency=${LATENCY_BENCH:-build/release/tests/ui/twb_ui_latency_bench}
[[ -x $twb ]] || { echo "build first: $twb is missing" >&2; exit 2; }
[[ -d $data ]] || { echo "no dataset at $data (a Multi30k-layout directory)" >&2; exit 2; }

cores=$(nproc)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
simd=$(grep -qw avx512f /proc/cpuinfo && echo AVX-512 || (grep -qw avx2 /proc/cpuinfo && echo AVX2 || echo SSE))
echo "machine: $cpu, $cores cores, $simd; twb $("$twb" --version 2>/dev/null | awk '{print $2}')"
echo "model: the small preset (d_model 256, 8 heads, 3+3 layers, d_ff 1024) on $data, en→de"
echo

busy_pid=
start_busy() { yes >/dev/null & busy_pid=$!; sleep 0.5; }
stop_busy() { if [[ -n $busy_pid ]]; then kill "$busy_pid" 2>/dev/null || true; wait "$busy_pid" 2>/dev/null || true; busy_pid=; fi; }
trap stop_busy EXIT

# bench THREADS → "train_tokens_per_s decode_sentences_per_s faults_per_step"
bench() {
  "$twb" bench --data "$data" --src en --trg de --preset small --steps "$steps" --warmup "$warmup" \
    --decode-sentences 1000 --threads "$1" --json | tail -n 1 |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print(round(j["train_tokens_per_s"]), round(j["decode_sentences_per_s"]), round(j["train_minor_faults_per_step"], 1))'
}

thread_counts=(1 2)
((cores > 2)) && thread_counts+=(0)
declare -A train decode faults
for condition in idle busy; do
  [[ $condition == busy ]] && start_busy
  for t in "${thread_counts[@]}"; do
    read -r tps sps fps < <(bench "$t")
    train[$condition,$t]=$tps decode[$condition,$t]=$sps faults[$condition,$t]=$fps
  done
  stop_busy
done

default=$([[ $cores -gt 2 ]] && echo 0 || echo 2)  # on 2 cores "all cores" is 2
name() { [[ $1 == 0 ]] && echo "$cores (default)" || { [[ $1 == "$cores" ]] && echo "$1 (default)" || echo "$1"; }; }
printf '%-14s %12s %12s %14s %14s %12s\n' threads "train idle" "train busy" "decode idle" "decode busy" "faults/step"
for t in "${thread_counts[@]}"; do
  printf '%-14s %12s %12s %14s %14s %12s\n' "$(name "$t")" "${train[idle,$t]}" "${train[busy,$t]}" \
    "${decode[idle,$t]}" "${decode[busy,$t]}" "${faults[idle,$t]}"
done
echo "(train: target tokens/s; decode: greedy sentences/s; faults: minor page faults per timed step, idle)"
python3 - "$default" "$cores" \
  "$(for t in "${thread_counts[@]}"; do echo -n "$t:${train[idle,$t]}:${train[busy,$t]}:${decode[idle,$t]}:${decode[busy,$t]} "; done)" <<'EOF'
import sys
default, cores, rows = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
r = {t: tuple(map(float, rest)) for t, *rest in (x.split(":") for x in rows)}
for i, what in ((1, "training"), (3, "decoding")):
    best_busy = max(v[i] for v in r.values())
    d = r[default]
    print(f"{what}, one core busy: default {d[i]:.0f} = {100 * d[i] / best_busy:.0f} % of the best fixed thread count "
          f"({best_busy:.0f}); {100 * d[i] / d[i - 1]:.0f} % of idle (the busy core's share left: {100 * (cores - 1) / cores:.0f} %)")
if "1" in r and default in r and default != "1":
    print(f"idle scaling 1 → {cores} threads: training {r[default][0] / r['1'][0]:.2f}x, decoding {r[default][2] / r['1'][2]:.2f}x")
EOF
echo

if ((window)) && [[ -x $latency ]]; then
  for condition in idle busy; do
    echo "the window against the CLI, $condition ($window_seconds s of the window training, in turns with the same steps without it):"
    [[ $condition == busy ]] && start_busy
    QT_QPA_PLATFORM=offscreen "$latency" "$data" en de "$window_seconds" 2>&1 | grep -E 'p50|GUI thread|training speed|page faults'
    stop_busy
    echo
  done
fi

if ((torch)) && /usr/bin/python3 -c 'import torch' 2>/dev/null; then
  echo "against the PyTorch peer, idle, side by side ($cores threads each):"
  tests/bench_vs_torch.sh "$data" "$cores" | tail -n 1
fi
