#!/usr/bin/env bash
# Stopping `twb train` never loses the run: RUNS runs (50 by default) of the three tasks, each
# stopped by SIGINT, SIGTERM or SIGHUP (its terminal closed; SIGTERM instead where this script
# runs with SIGHUP ignored, as under nohup) at a random moment, in one of three ways:
#   any      one signal, 0.05 to 1.5 s into training: mid-step, during an evaluation or a save;
#   save     one signal while a save's temporary is half written (TWB_TEST_SAVE_PAUSE_MS holds
#            every save of the run there for 150 ms);
#   twice    a first signal at a random moment once a checkpoint exists, then a second while the
#            last save is being written (held 600 ms half written).
# One signal: exit 0, "interrupted; saved", and a checkpoint that `twb train --resume` trains on.
# Two: the program ends by the second signal (exit 130 or 143), the checkpoint is the one saved
# before, byte for byte (or, where the save was renamed into place before the second signal came,
# the new one), and resumes. Every run: no abort (exit 134, glibc's heap checks or a
# sanitizer's report), no *.tmp-* left, and the three signals blocked in the thread that trains
# (/proc/PID/task/PID/status): a handler running inside oneDNN's JIT products is what corrupted the
# heap (util/stop_signals.h). The products are oneDNN's (TWB_GEMM=onednn) whatever the processor.
#
#   tests/cli/interrupted_training.sh path/to/twb
#
# RUNS=N sets the count, JOBS=N how many run at once (2). Needs bash, coreutils, sha256sum.
# TWB_DATASETS names the bundled datasets (a few hundred lines of three are the training data).
set -uo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
  echo "usage: $0 path/to/twb" >&2
  exit 2
fi
twb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
runs=${RUNS:-50}
jobs=${JOBS:-2}
datasets=${TWB_DATASETS:?TWB_DATASETS names the bundled datasets}
work=$(mktemp -d "${TMPDIR:-/tmp}/twb-interrupted.XXXXXX")
trap 'rm -rf "$work"' EXIT
export TWB_GEMM=onednn
save_pause=150

# Small copies of three bundled datasets: quick to load, so most of a run is training.
mkdir -p "$work/data"
copy_dataset() {  # NAME: 400 training lines, 60 of validation and test
  local from=$datasets/$1 to=$work/data/$1 name
  mkdir -p "$to"
  cp "$from/dataset.json" "$to/"
  for file in "$from"/*; do
    name=$(basename "$file")
    case $name in
      dataset.json) ;;
      train.*) head -n 400 "$file" >"$to/$name" ;;
      *) head -n 60 "$file" >"$to/$name" ;;
    esac
  done
}
copy_dataset numbers-en-de
copy_dataset arithmetic
copy_dataset sentiment
tasks=(translate lm classify)
data=(numbers-en-de arithmetic sentiment)

# The line of standard error that says training has begun (printed once stop signals are taken).
started() { grep -q " threads, [a-z0-9]* products$" "$1" 2>/dev/null; }
temporaries() { compgen -G "$1.tmp-*" >/dev/null; }
saving_or_ended() { temporaries "$1" || ! kill -0 "$2" 2>/dev/null; }  # OUT PID
wait_until() {  # SECONDS COMMAND...: polls every 10 ms; false when the time runs out
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do
    ((SECONDS > deadline)) && return 1
    sleep 0.01
  done
}
# SIGHUP (1) ignored here: children start with it ignored too, and twb leaves it so.
hup_ignored=$(( 0x$(awk '/^SigIgn:/ {print $2}' /proc/$$/status) & 1 ))
trainer_takes_stop_signals() {  # PID: whether its main thread, which trains, leaves SIGINT (2), SIGTERM (15) or SIGHUP (1) unblocked
  local mask
  mask=$(awk '/^SigBlk:/ {print $2}' "/proc/$1/task/$1/status" 2>/dev/null) || return 1
  [[ -n $mask ]] && ! (((0x$mask >> 1 & 1) && (0x$mask >> 14 & 1) && (hup_ignored || (0x$mask & 1))))
}

# One run; prints "PASS|FAIL run N MODE SIGNAL ... PHASE" as its last line.
one_run() {
  local n=$1 mode=$2 signal=$3 task=${tasks[($1 + $1 / 6) % 3]} dataset=${data[($1 + $1 / 6) % 3]}
  local dir=$work/run$n out=$work/run$n/model.safetensors err=$work/run$n/err
  mkdir -p "$dir"
  fail() { echo "FAIL run $n $mode $signal $task: $* | $(tail -n 3 "$err" | tr '\n' ' ')"; }
  # Saves held half-written only where the signal is meant to come in one.
  local pause=0
  [[ $mode == save ]] && pause=$save_pause
  [[ $mode == twice ]] && pause=$((4 * save_pause))
  # One run in twelve as OMP_WAIT_POLICY leaves OpenBLAS to start its own threads before main():
  # threads that do not block the stop signals, whose handler passes them on.
  local environment=(TWB_TEST_SAVE_PAUSE_MS=$pause)
  ((n % 12 == 0)) && environment+=(OMP_WAIT_POLICY=passive)
  env "${environment[@]}" "$twb" train --task "$task" --data "$work/data/$dataset" --preset tiny --threads $((1 + n % 2)) --seed "$n" \
    --steps 100000 --eval-every 5 --eval-sentences 60 --out "$out" >/dev/null 2>"$err" &
  local pid=$! previous="" expect=0
  wait_until 60 started "$err" || { kill -KILL $pid; fail "training did not start"; return; }
  local handler=""
  trainer_takes_stop_signals $pid && handler=", and the thread that trains takes SIGINT, SIGTERM or SIGHUP"
  case $mode in
    any)
      sleep "$(printf '0.%03d' $((50 + RANDOM % 950)))"; (( RANDOM % 2 )) && sleep 0.5
      kill -"$signal" $pid ;;
    save)
      wait_until 60 saving_or_ended "$out" $pid || { kill -KILL $pid; fail "no save began"; return; }
      kill -"$signal" $pid ;;
    twice)
      wait_until 60 test -e "$out" -o ! -e "/proc/$pid" || { kill -KILL $pid; fail "no checkpoint was saved"; return; }
      sleep "$(printf '0.%03d' $((RANDOM % 400)))"
      kill -"$signal" $pid
      # The save that the first signal asked for (or one under way): the second comes in its middle.
      if wait_until 20 saving_or_ended "$out" $pid && temporaries "$out"; then
        previous=$(sha256sum <"$out")
        kill -"$signal" $pid
        expect=$((128 + $(kill -l "$signal")))
      fi ;;
  esac
  wait $pid
  local status=$?
  local phase
  phase=$(sed -n 's/^twb: SIG[A-Z]*: stopping \(after this step\|after this evaluation\|once this save is done\).*/\1/p' "$err" | head -1)
  phase=${phase:-"(none)"}
  if ((status >= 128 && status != expect)) || grep -qE "corrupted|malloc|free\(\)|Sanitizer|runtime error|terminate called" "$err"; then
    fail "exit $status: an abort or a crash$handler"; return
  fi
  [[ -z $handler ]] || { fail "exit $status${handler#,}"; return; }
  if temporaries "$out"; then fail "a temporary is left: $(compgen -G "$out.tmp-*")"; return; fi
  if ((status != expect)); then
    # A second signal that came as the save had just been renamed into place ends it all the same.
    if [[ -n $previous && $status -eq 0 ]]; then expect=0; previous=""; else fail "exit $status, expected $expect"; return; fi
  fi
  local second=""
  if [[ -n $previous ]]; then
    # The checkpoint from before, or (the save was renamed into place before the second signal came:
    # a loaded machine can hold this script back past the save's pause) the new one, whole: it
    # resumes below either way.
    if [[ $(sha256sum <"$out") == "$previous" ]]; then second=", a second in the last save"
    else second=", a second after the last save"; fi
  else
    grep -q "interrupted; saved $out after" "$err" || { fail "no 'interrupted; saved' line"; return; }
  fi
  if ! "$twb" train --resume "$out" --steps 1 --eval-sentences 2 --threads 1 --out "$dir/resumed.safetensors" >/dev/null 2>"$dir/resume.err"; then
    fail "the checkpoint does not resume: $(tail -n 1 "$dir/resume.err")"; return
  fi
  echo "PASS run $n $mode $signal $task: exit $status, signal came $phase$second"
}

echo "--- $runs interrupted runs of twb train ($jobs at a time), products by oneDNN" >&2
modes=(any any any any save twice)
for ((n = 0; n < runs; n++)); do
  mode=${modes[$((n % 6))]}
  signals=(INT TERM HUP)
  ((hup_ignored)) && signals[2]=TERM
  signal=${signals[$((n / 6 % 3))]}
  one_run $n $mode $signal >"$work/result$n" &
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n; done
done
wait
for ((n = 0; n < runs; n++)); do cat "$work/result$n"; done >"$work/results"
sed 's/^/  /' "$work/results" >&2
passed=$(grep -c '^PASS' "$work/results")
failed=$((runs - passed))
for phase in "after this step" "after this evaluation" "once this save is done" "a second in the last save"; do
  echo "  signals that came '$phase': $(grep -c "^PASS.*$phase" "$work/results")" >&2
done
echo "  runs that aborted or crashed: $(grep -c '^FAIL.*an abort or a crash' "$work/results")" >&2
# The moments the test is for, each at least once (an evaluation's share of the time is too small
# to ask for one every time).
for phase in "after this step" "once this save is done" "a second in the last save"; do
  grep -q "^PASS.*$phase" "$work/results" || { echo "FAIL: no signal came '$phase'" >&2; failed=$((failed + 1)); }
done
echo "$passed passed, $failed failed"
((failed == 0))
