#!/usr/bin/env bash
# The window and `twb train` train the same run: a GPT on arithmetic with each one's defaults
# (tiny preset, the same seed), the same number of epochs; then `twb eval` of both checkpoints.
# Prints both answer accuracies (validation and test) and fails when they differ by more than 0.01,
# and both training speeds (steps per second of training time, from each checkpoint's history; the
# window trains with its home view, the live model map, shown) and the window's share of the CLI's.
# Usage: bench/window_vs_cli.sh [BUILD_DIR] [EPOCHS]   (default build/release, 48 epochs ≈ 2000 steps)
# Run it idle, and again with one core busy (`yes >/dev/null &`).
set -euo pipefail
build="${1:-build/release}"
epochs="${2:-48}"
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TWB_DATASETS="$here/datasets"
# A settings folder of its own: the window starts from its defaults, not from a user's last values.
XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=offscreen "$build/app/transformer-workbench" \
  --task lm --dataset arithmetic --epochs "$epochs" --train --save "$work/window.safetensors" 2>/dev/null
"$build/app/twb" train --task lm --data arithmetic --preset tiny --epochs "$epochs" --out "$work/cli.safetensors" 2>/dev/null
accuracy() { "$build/app/twb" eval --checkpoint "$1" --split "$2" --json | tail -1 | sed 's/.*"answer_accuracy":\([0-9.]*\).*/\1/'; }
# Steps per second of training time: the last history point's step over its elapsed seconds.
speed() {
  python3 - "$1" <<'PY'
import json, struct, sys
with open(sys.argv[1], "rb") as f:
    header = json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))
last = json.loads(header["__metadata__"]["history"])[-1]
print(f"{last['step'] / last['elapsed_seconds']:.2f}")
PY
}
window_speed="$(speed "$work/window.safetensors")"
cli_speed="$(speed "$work/cli.safetensors")"
echo "training speed: window $window_speed steps/s, twb train $cli_speed steps/s ($(awk -v a="$window_speed" -v b="$cli_speed" 'BEGIN { printf "%.1f", 100 * a / b }') % of the CLI's)"
status=0
for split in val test; do
  window="$(accuracy "$work/window.safetensors" "$split")"
  cli="$(accuracy "$work/cli.safetensors" "$split")"
  echo "$split answer accuracy after $epochs epochs: window $window, twb train $cli"
  awk -v a="$window" -v b="$cli" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 0.01) }' || status=1
done
exit $status
