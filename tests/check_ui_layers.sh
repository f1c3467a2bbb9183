#!/usr/bin/env bash
# ui/'s layering: includes run one way, engine → widgets → plots → views → window and export (the
# engine's controllers know no widget; a plot knows no view; a view knows no other view's folder
# above it and not the window). Fails on any include that runs back up, naming it.
set -euo pipefail
ui="${1:?usage: check_ui_layers.sh UI_DIR}"
level() {
  case "$1" in
    engine) echo 0 ;;
    widgets) echo 1 ;;
    plots) echo 2 ;;
    views) echo 3 ;;
    window | export) echo 4 ;;
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
    ((theirs >= 0)) || continue  # core's folders and the others
    checked=$((checked + 1))
    if ((theirs > mine)) || { [[ "$layer" != "$included" ]] && ((theirs == mine)); }; then
      echo "FAIL: $file includes $included/ (layer $included is not below $layer)"
      bad=1
    fi
  done < <(sed -n 's|^#include "\([a-z]*\)/.*|\1|p' "$file")
done < <(find "$ui" -mindepth 2 -name '*.h' -o -mindepth 2 -name '*.cpp')
((checked > 100)) || { echo "FAIL: only $checked includes found under $ui"; exit 1; }
((bad == 0)) && echo "ok: $checked includes of ui/ run down the layers"
exit $bad
