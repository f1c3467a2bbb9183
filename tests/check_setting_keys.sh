#!/usr/bin/env bash
# Each setting's key is spelled, as a string literal, in one file of core/: the file that declares
# its row of the settings table (util/setting_table.h), beside its struct. Everything else (--set,
# the settings' JSON, a checkpoint's, validate's messages) takes the key from the row. The keys are
# read from the table itself (twb train --help-settings); comments do not count. Fails naming each
# key found in another file, but for the listed strings that are not the setting (each with why).
set -euo pipefail
root="${1:?usage: check_setting_keys.sh SOURCE_DIR TWB}"
twb="${2:?usage: check_setting_keys.sh SOURCE_DIR TWB}"
keys=$("$twb" train --help-settings | sed -n 's/^  \([a-z_]*\) (.*/\1/p' | sort -u)
count=$(wc -w <<<"$keys")
((count >= 40)) || { echo "FAIL: read $count keys from twb train --help-settings (expected 40 or more)"; exit 1; }
# FILE:KEY  the same text as a key, meaning something else.
allowed="
core/probe/head_telemetry.cpp:heads  the telemetry's list of heads in a checkpoint
core/probe/attention_timelapse.cpp:heads  a time-lapse frame's maps per head in a checkpoint
core/inspect/attention_math.cpp:heads  the attention arithmetic's heads
core/huggingface/tokenizer_files.cpp:dropout  tokenizer.json's BPE dropout (Hugging Face's format)
core/huggingface/tokenizer_files.h:dropout  tokenizer.json's BPE dropout (Hugging Face's format)
core/nn/embedding.cpp:positions  the position table's tensor name
core/nn/embedding.h:positions  the position table's tensor name
core/nn/stage_recorder.cpp:positions  a recorded stage's name
core/nn/stage_recorder.h:positions  a recorded stage's name
core/text/tokenizer.cpp:lowercase  the word tokenizer's own saved JSON
core/train/schedule.cpp:learning_rate  the schedule's state: the rate it is at
core/train/checkpoint.cpp:learning_rate  a history point's rate at its step
core/probe/health.cpp:learning_rate  a health sample's rate at its step
core/follow/run_scan.cpp:learning_rate  a Trainer's log_history entry's rate (Hugging Face's format)
core/follow/run_history.cpp:learning_rate  a followed run's log entry's rate at its step
core/follow/run_scan.cpp:heads  a run folder's roles of its heads (run.json)
core/inspect/run_comparison.cpp:scale_scores  the comparison lesson's id, which lessons name
core/inspect/run_comparison.cpp:positions  the comparison lesson's id, which lessons name
core/inspect/run_comparison.cpp:label_smoothing  the comparison lesson's id, which lessons name
"
bad=0
for key in $keys; do
  files=$(cd "$root" && grep -rlE "^[^/]*\"$key\"" core --include='*.cpp' --include='*.h' || true)
  n=$(wc -w <<<"$files")
  if ((n == 0)); then
    echo "FAIL: $key is in the table but no core file spells it (the check reads nothing?)"
    bad=1
    continue
  fi
  others=""
  for f in $files; do
    grep -q "^$f:$key " <<<"$allowed" || others+=" $f"
  done
  if (($(wc -w <<<"$others") > 1)); then
    echo "FAIL: the key \"$key\" is spelled in more than one file of core/:$others"
    bad=1
  fi
done
((bad == 0)) || { echo "Take the key from its row: setting_key(rows, &Struct::member), or field.key."; exit 1; }
echo "ok: each of the $count settings' keys is spelled in one file of core/"
