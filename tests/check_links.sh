#!/usr/bin/env bash
# Every relative link of the project's Markdown files resolves: README.md, docs/, datasets/ and
# any other *.md outside build folders. A link is [text](target) or ![alt](target); web addresses
# and in-page anchors (#...) are not checked, a target's own anchor is dropped.
#
#   tests/check_links.sh SOURCE_DIR
set -uo pipefail
root=${1:?usage: check_links.sh SOURCE_DIR}
cd "$root" || exit 2
checked=0
broken=0
while IFS= read -r file; do
  dir=$(dirname "$file")
  while IFS= read -r target; do
    case $target in http://* | https://* | mailto:* | \#*) continue ;; esac
    path=${target%%#*}
    checked=$((checked + 1))
    [[ -e "$dir/$path" ]] || { echo "FAIL: $file links to $target, which does not exist"; broken=$((broken + 1)); }
  done < <(grep -oE '\]\([^) ]+\)' "$file" | sed -E 's/^\]\((.*)\)$/\1/')
done < <(find . -name '*.md' -not -path './build/*' -not -path './.git/*' -not -path './.bundle/*')
((checked > 20)) || { echo "FAIL: only $checked links found"; exit 1; }
((broken == 0)) && echo "ok: $checked relative links resolve"
exit $((broken > 0))
