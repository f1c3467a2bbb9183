#!/usr/bin/env bash
# Issue 10's window against the CLI on the 16-core Xeon, in one call of the device: the latency
# bench from .bundle/window.tar.xz (bench/xeon_window_bundle.sh) on the Multi30k of
# .bundle/bundle.tar.xz (../shared/tools/xeon-bundle), at all cores (the default) for SECONDS of
# the window's training (60 by default) in turns with the engine alone over the same steps; then
# the ratio it asks for (>= 0.90) and the event loop's p99 (< 16 ms). About 3 minutes there.
#
# Further arguments go to the bench, e.g. `bash bench/xeon_window.sh 60 --tab Attention` (that tab
# the whole time) or `--threads 15` (one core left to the GUI thread).
# A dry run elsewhere: BUNDLE_DIR=DIR (with multi30k/) and WINDOW_DIR=DIR (with run).
set -euo pipefail
seconds=${1:-60}
(($# > 0)) && shift
if [[ -z ${BUNDLE_DIR:-} ]]; then
  tar xJf .bundle/bundle.tar.xz -C /tmp
  BUNDLE_DIR=/tmp/twb-bundle
fi
export BUNDLE_DIR  # twb-window/run finds the libraries there
if [[ -z ${WINDOW_DIR:-} ]]; then
  tar xJf .bundle/window.tar.xz -C /tmp
  WINDOW_DIR=/tmp/twb-window
fi
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
"$WINDOW_DIR/run" "$BUNDLE_DIR/multi30k" en de "$seconds" "$@" 2>&1 |
  grep -E 'first steps|p50|snapshots|page faults|GUI thread|training speed|^\{' || {
  echo "xeon_window: the bench printed no result" >&2
  exit 1
}
