#!/usr/bin/env bash
# The window and `twb train` train the same run: a GPT on arithmetic with each one's defaults
# (tiny preset, the same seed), the same number of epochs; then `twb eval` of both checkpoints.
# Prints both answer accuracies (validation and test) and fails when they differ by more than 0.01.
# Usage: bench/window_vs_cli.sh [BUILD_DIR] [EPOCHS]   (default build/release, 48 epochs ≈ 2000 steps)
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
status=0
for split in val test; do
  window="$(accuracy "$work/window.safetensors" "$split")"
  cli="$(accuracy "$work/cli.safetensors" "$split")"
  echo "$split answer accuracy after $epochs epochs: window $window, twb train $cli"
  awk -v a="$window" -v b="$cli" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 0.01) }' || status=1
done
exit $status
