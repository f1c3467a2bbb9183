#!/usr/bin/env bash
# Checks the Debian package a build made (cpack, which the release workflow runs): lintian finds no
# errors, the desktop entry and AppStream metainfo validate; then it installs the package with
# apt-get (so its dependencies resolve), uses it from a folder outside the source tree (twb
# --version, 20 training steps on a bundled dataset, the man pages, the bash completion, the app
# under Xvfb training and saving a run), removes it and checks that nothing of it remains.
# Needs root or sudo. Usage: check_package.sh BUILD_DIR
set -euo pipefail
build="$(cd "${1:?usage: check_package.sh BUILD_DIR}" && pwd)"
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi

shopt -s nullglob
debs=("$build"/transformer-workbench_*.deb)
((${#debs[@]} == 1)) || { echo "check_package: expected one transformer-workbench_*.deb in $build (run cpack there)"; exit 1; }
deb="${debs[0]}"
echo "check_package: $(basename "$deb"), $(du -h "$deb" | cut -f1)"
dpkg-deb --field "$deb" Package Version Architecture Section Maintainer Depends

# Lintian: no errors. Its warnings are printed (packaging/README.md says why those that stay do).
lintian --fail-on error --tag-display-limit 0 "$deb"
desktop-file-validate "$source_dir/resources/transformer-workbench.desktop"
appstreamcli validate --no-net "$source_dir"/packaging/*.metainfo.xml

if dpkg-query -W -f='${Status}' transformer-workbench 2>/dev/null | grep -q "install ok installed"; then
  echo "check_package: transformer-workbench is installed already; remove it first (apt-get remove transformer-workbench)"
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
mapfile -t installed < <(dpkg -L transformer-workbench)

work="$(mktemp -d)"
cleanup() {
  rm -rf "$work"
  if dpkg-query -W -f='${Status}' transformer-workbench 2>/dev/null | grep -q "install ok installed"; then
    "${sudo_cmd[@]}" apt-get remove -y -qq --purge transformer-workbench >/dev/null || true
  fi
}
trap cleanup EXIT
cd "$work"
fail() {
  echo "check_package: FAIL: $*"
  exit 1
}

# The installed programs, their bundled files and data, from a folder that is not the source tree.
[[ "$(command -v twb)" == /usr/bin/twb ]] || fail "twb is not /usr/bin/twb"
version="$(env -u TWB_DATASETS -u TWB_LESSONS twb --version)"
echo "$version"
grep -q "^bundled datasets: /usr/share/transformer-workbench/datasets$" <<<"$version" ||
  fail "the installed twb does not find its datasets in /usr/share"
grep -q "^bundled lessons: /usr/share/transformer-workbench/lessons$" <<<"$version" ||
  fail "the installed twb does not find its lessons in /usr/share"
env -u TWB_DATASETS twb train --data numbers-en-de --steps 20 --threads 2 --out run.safetensors --json >train.json
grep -q '"steps":20' train.json || fail "twb train did not take 20 steps: $(tail -c 300 train.json)"
[[ -s run.safetensors ]] || fail "twb train wrote no checkpoint"
# The PyTorch package, where export-job finds it and a job folder takes it.
env -u TWB_DATASETS -u TWB_PYTHON twb export-job --data numbers-en-de --steps 5 --out job >/dev/null 2>export.txt ||
  fail "twb export-job failed: $(cat export.txt)"
[[ -f job/python/twb_torch/job.py && -f job/train.py && -f job/data/train.safetensors ]] ||
  fail "the job folder lacks the package, train.py or the data"
[[ -f /usr/share/transformer-workbench/python/twb_torch/models.py ]] || fail "the PyTorch package is not installed"
env -u TWB_LESSONS twb lesson list >lessons.txt
grep -q "^masks " lessons.txt || fail "twb lesson list does not find the bundled lessons"

# The man pages, where man finds them, and one that reads.
man -w twb
man -w transformer-workbench
MANWIDTH=80 man twb 2>/dev/null | grep -q "twb lesson run" || fail "twb's man page has no section for twb lesson run"

# Bash completion: subcommands, options, a --what value, a task and a bundled dataset name.
completes() {  # completes "WORDS..." EXPECTED: the completion of the last word holds EXPECTED
  local expected="${*: -1}" line
  line="$(bash -c 'source /usr/share/bash-completion/completions/twb
    COMP_WORDS=($1); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    [[ $1 == *" " ]] && COMP_WORDS+=("") && COMP_CWORD=$((COMP_CWORD + 1))
    _twb; echo "${COMPREPLY[*]}"' _ "${@:1:$#-1}")"
  [[ " $line " == *" $expected "* ]] || fail "completing '${*:1:$#-1}' gave '$line', not $expected"
  echo "completion: '${*:1:$#-1}' → $line"
}
completes "twb pl" plot
completes "twb plot --wh" --what
completes "twb plot --what logit" logit-lens
completes "twb train --task c" classify
completes "twb train --data numbers" numbers-en-de
completes "twb lesson r" run

# The app: --help and --version without a display; then under Xvfb it trains 30 steps on a bundled
# dataset from the menu's command line, saves the run and quits.
env -u DISPLAY -u WAYLAND_DISPLAY transformer-workbench --version
env -u DISPLAY -u WAYLAND_DISPLAY transformer-workbench --help | grep -q -- "--lesson" || fail "the app's --help"
grep -q "^Exec=transformer-workbench" /usr/share/applications/transformer-workbench.desktop
env -u TWB_DATASETS HOME="$work" timeout 120 xvfb-run -a transformer-workbench --dataset numbers-en-de --train \
  --steps 30 --save app.safetensors 2>app.err || fail "the app under Xvfb: $(tail -5 app.err)"
[[ -s app.safetensors ]] || fail "the app saved no run"
twb eval -c app.safetensors --json | tail -1 | grep -q '"bleu"' || fail "twb eval of the app's run"

# Removed (and purged), nothing of it stays: no file it installed, not the programs.
cd /
"${sudo_cmd[@]}" apt-get remove -y -qq --purge transformer-workbench >/dev/null
left=0
for path in "${installed[@]}"; do
  [[ -e "$path" && ! -d "$path" ]] && { echo "left behind: $path"; left=1; }
  [[ -d "$path" && "$path" == */transformer-workbench* ]] && { echo "left behind: $path/"; left=1; }
done
((left == 0)) || fail "files of the package remain after apt-get remove --purge"
! command -v twb >/dev/null || fail "twb is still on the PATH"
echo "check_package: ok (${#installed[@]} paths installed and removed)"
