#!/usr/bin/env bash
# The C++ follows .clang-format: clang-format-14 (Debian's) changes nothing in any file of core/,
# ui/, app/, tests/, fuzz/ and bench/. On failure it names the files and shows the first changes;
# `clang-format-14 -i FILE` applies them.
set -euo pipefail
root="${1:?usage: check_format.sh SOURCE_DIR}"
cd "$root"
format=$(command -v clang-format-14 || command -v clang-format || true)
[[ -n "$format" ]] || { echo "FAIL: clang-format-14 is not installed (apt-get install clang-format-14)"; exit 1; }
mapfile -t files < <(find core ui app tests fuzz bench -name '*.cpp' -o -name '*.h' | sort)
((${#files[@]} > 100)) || { echo "FAIL: only ${#files[@]} C++ files found under $root"; exit 1; }
bad=()
for file in "${files[@]}"; do
  if ! "$format" --style=file "$file" | cmp -s - "$file"; then bad+=("$file"); fi
done
if ((${#bad[@]} > 0)); then
  echo "FAIL: ${#bad[@]} file(s) do not follow .clang-format: ${bad[*]}"
  "$format" --style=file "${bad[0]}" | diff -u "${bad[0]}" - | head -40
  exit 1
fi
echo "ok: ${#files[@]} C++ files follow .clang-format"
