#!/usr/bin/env bash
# core/'s layering: includes run one way, tensor → nn → model → decode/probe → train/huggingface →
# inspect → task/follow → lesson, with text, eval, io and util beneath them all. Folders of one level may
# include each other. Fails on any include that runs back up, naming it.
set -euo pipefail
core="${1:?usage: check_layers.sh CORE_DIR}"
level() {
  case "$1" in
    util | io | text | eval | tensor) echo 0 ;;
    nn) echo 1 ;;
    model) echo 2 ;;
    decode | probe) echo 3 ;;
    train | huggingface) echo 4 ;;
    inspect) echo 5 ;;
    task | follow) echo 6 ;;
    lesson) echo 7 ;;
    *) echo -1 ;;
  esac
}
bad=0
checked=0
while IFS= read -r file; do
  layer="$(basename "$(dirname "$file")")"
  mine="$(level "$layer")"
  while IFS= read -r included; do
    theirs="$(level "$included")"
    checked=$((checked + 1))
    if ((theirs > mine)); then
      echo "FAIL: $file includes $included/ (layer $included is above $layer)"
      bad=1
    fi
  done < <(sed -n 's|^#include "\([a-z]*\)/.*|\1|p' "$file")
done < <(find "$core" -mindepth 2 -name '*.h' -o -mindepth 2 -name '*.cpp')
((checked > 100)) || { echo "FAIL: only $checked includes found under $core"; exit 1; }
((bad == 0)) && echo "ok: $checked includes of core/ run down the layers"
exit $bad
