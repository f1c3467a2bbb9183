#!/usr/bin/env bash
# Training and decoding speed when the engine is alone on the machine and when another program
# keeps one core busy (`yes >/dev/null`, as a learner's browser would), for 1, 2 (and all cores)
# threads fixed (TWB_FIXED_THREADS=1) and the default (all cores, less those other programs keep
# busy), with the thread counts the default took; then the window against the CLI, idle and with the core busy (tests/ui
# latency bench: the same steps with and without the window, and the GUI's event-loop p99); then,
# where Debian's python3-torch is installed, the PyTorch peer side by side (bench/bench_vs_torch.sh).
#
# Run by hand from the project root, on a machine you are not otherwise loading:
#   bench/bench_load.sh [DATA_DIR] [--quick] [--no-window] [--no-torch]
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
latency=${LATENCY_BENCH:-build/release/bench/twb_ui_latency_bench}
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

# bench THREADS → "train_tokens_per_s decode_sentences_per_s faults_per_step threads:steps decode_threads"
# (threads:steps: the timed training steps on each thread count; decode_threads: decoding's last
# step's). The fixed rows run with TWB_FIXED_THREADS=1: n threads whatever the load.
bench() {
  "$twb" bench --data "$data" --src en --trg de --preset small --steps "$steps" --warmup "$warmup" \
    --decode-sentences 1000 --threads "$1" --json | tail -n 1 |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print(round(j["train_tokens_per_s"]), round(j["decode_sentences_per_s"]), round(j["train_minor_faults_per_step"], 1), ",".join(f"{k}:{v}" for k, v in sorted(j["train_steps_by_threads"].items(), key=lambda kv: -int(kv[0]))), j.get("decode_last_step_threads", "-"))'
}

# Rows: fixed thread counts (1, 2 and all cores), then the default (all cores, following the load).
rows=(1 2)
((cores > 2)) && rows+=("$cores")
rows+=(default)
declare -A train decode faults chosen
for condition in idle busy; do
  [[ $condition == busy ]] && start_busy
  for row in "${rows[@]}"; do
    if [[ $row == default ]]; then
      read -r tps sps fps by_threads dthreads < <(bench 0)
    else
      read -r tps sps fps by_threads dthreads < <(TWB_FIXED_THREADS=1 bench "$row")
    fi
    train[$condition,$row]=$tps decode[$condition,$row]=$sps faults[$condition,$row]=$fps
    chosen[$condition,$row]="training steps on threads:steps $by_threads, decoding's last step on $dthreads"
  done
  stop_busy
done

name() { [[ $1 == default ]] && echo "$cores (default)" || echo "$1 (fixed)"; }
printf '%-14s %12s %12s %14s %14s %12s\n' threads "train idle" "train busy" "decode idle" "decode busy" "faults/step"
for row in "${rows[@]}"; do
  printf '%-14s %12s %12s %14s %14s %12s\n' "$(name "$row")" "${train[idle,$row]}" "${train[busy,$row]}" \
    "${decode[idle,$row]}" "${decode[busy,$row]}" "${faults[idle,$row]}"
done
echo "(train: target tokens/s; decode: greedy sentences/s; faults: minor page faults per timed step, idle;"
echo " fixed: TWB_FIXED_THREADS=1; the default leaves out the cores other programs keep busy)"
echo "the default, idle: ${chosen[idle,default]}"
echo "the default, one core busy: ${chosen[busy,default]}"
python3 - "$cores" \
  "$(for row in "${rows[@]}"; do echo -n "$row:${train[idle,$row]}:${train[busy,$row]}:${decode[idle,$row]}:${decode[busy,$row]} "; done)" <<'EOF'
import sys
cores, rows = int(sys.argv[1]), sys.argv[2].split()
r = {t: tuple(map(float, rest)) for t, *rest in (x.split(":") for x in rows)}
fixed = {t: v for t, v in r.items() if t != "default"}
d = r["default"]
for i, what in ((1, "training"), (3, "decoding")):
    best_busy, best_threads = max((v[i], t) for t, v in fixed.items())
    print(f"{what}, one core busy: default {d[i]:.0f} = {100 * d[i] / best_busy:.0f} % of the best fixed thread count "
          f"({best_busy:.0f}, {best_threads} threads); {100 * d[i] / d[i - 1]:.0f} % of idle (the busy core's share left: "
          f"{100 * (cores - 1) / cores:.0f} %)")
print(f"idle scaling 1 → {cores} threads (the default): training {d[0] / r['1'][0]:.2f}x, decoding {d[2] / r['1'][2]:.2f}x")
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
  bench/bench_vs_torch.sh "$data" "$cores" | tail -n 1
fi
