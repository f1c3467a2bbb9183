#!/usr/bin/env bash
# SIGTERM or Ctrl-C to the desktop app while it trains: the window stops after its step, saves the
# run to its recovery folder, says where, and quits with status 0; the saved run resumes in twb. A
# second signal while that save is half written ends the app at once (status 143 or 130) and leaves
# no file behind, whole or half. Nothing aborts. On the offscreen platform, with settings and data
# folders in a temporary folder.
#
#   tests/ui/app_stop_signals.sh path/to/transformer-workbench path/to/twb
set -uo pipefail

if [[ $# -ne 2 || ! -x "$1" || ! -x "$2" ]]; then
  echo "usage: $0 path/to/transformer-workbench path/to/twb" >&2
  exit 2
fi
app=$1
twb=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-app-signals.XXXXXX")
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
recovered="$work/data/TransformerWorkbench/Transformer Workbench/recovered"
failed=0
fail() { echo "FAIL: $*" >&2; sed 's/^/    /' "$work/err" >&2; failed=$((failed + 1)); }
wait_until() {  # SECONDS COMMAND...: polls every 10 ms
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do
    ((SECONDS > deadline)) && return 1
    sleep 0.01
  done
}
saving() { compgen -G "$recovered/*.tmp-*" >/dev/null; }
trained() { grep -q 'transformer-workbench: training (step' "$work/err"; }

run=0
for case in "translate TERM" "lm INT" "classify TERM" "translate INT"; do
  read -r task signal <<<"$case"
  run=$((run + 1))
  rm -rf "$recovered"
  : >"$work/err"  # emptied here: the app's own redirection may come after the first poll
  "$app" --task "$task" --train 2>"$work/err" &
  pid=$!
  # After the first step, at a moment that varies from run to run.
  wait_until 120 trained || { kill -KILL $pid; fail "$task: no step within 120 s"; continue; }
  sleep "0.$((RANDOM % 10))"
  kill -"$signal" $pid
  wait $pid
  status=$?
  echo "--- $task, SIG$signal: exit $status: $(grep -o 'SIG[A-Z]*: .*' "$work/err")" >&2
  ((status == 0)) || { fail "$task: exit $status after SIG$signal"; continue; }
  saved=$(sed -n 's/.*saved the run to \(.*\.safetensors\) (File.*/\1/p' "$work/err")
  [[ -n $saved && -f $saved ]] || { fail "$task: the run was not saved"; continue; }
  [[ $saved == "$recovered"/run-*.safetensors ]] || { fail "$task: saved to $saved, not the recovery folder"; continue; }
  ! saving || { fail "$task: a temporary is left"; continue; }
  "$twb" train --resume "$saved" --steps 1 --eval-sentences 2 --threads 1 --out "$work/resumed.safetensors" \
    >/dev/null 2>"$work/resume.err" || fail "$task: the saved run does not resume: $(tail -n 1 "$work/resume.err")"
done

echo "--- a second SIGTERM while the run is being saved" >&2
rm -rf "$recovered"
: >"$work/err"
TWB_TEST_SAVE_PAUSE_MS=2000 "$app" --task translate --train 2>"$work/err" &
pid=$!
wait_until 120 trained || fail "no step within 120 s"
kill -TERM $pid
if wait_until 30 saving; then
  kill -TERM $pid
  wait $pid
  status=$?
  ((status == 143)) || fail "exit $status after the second SIGTERM, not 143"
  leftovers=$(find "$recovered" -type f 2>/dev/null)
  [[ -z $leftovers ]] || fail "the second SIGTERM left $leftovers"
else
  kill -KILL $pid
  fail "the first SIGTERM began no save"
fi

((failed == 0)) && echo "ok: the app stopped by a signal keeps its run, or leaves nothing half written"
exit $((failed > 0))
