#!/usr/bin/env bash
# The same experiment on the engine and as a PyTorch job (docs/pytorch.md): for each task's tiny
# model (translate numbers-en-de, lm arithmetic, classify sentiment), dropout off and FP32, the job
# that `twb export-job` writes is trained by its train.py on one rank for 50 steps, the engine by
# `twb train` for the same 50 steps from the same weights and batches. Step 1's loss must agree
# to 1e-5 (relative) and every weight after step 50 to 1e-4. Then the translation job on two ranks
# (python3 train.py --nproc 2, gloo on 127.0.0.1): each rank takes half of each engine batch, so
# its curve is the one-rank curve, point for point, to float rounding. And the attention the job's
# probe recorded is the workbench's of the same checkpoint, to 1e-5.
# usage: job_parity.sh TWB   (Debian's python3-torch at /usr/bin/python3)
set -euo pipefail
twb="${1:?usage: job_parity.sh TWB}"
here="$(cd "$(dirname "$0")" && pwd)"
python=/usr/bin/python3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
common=(--preset tiny --set dropout=0 --set precision=fp32 --eval-every 10 --seed 3)

run_task() {
  local name="$1" task="$2" data="$3"
  local dir="$work/$name"
  mkdir -p "$dir"
  "$twb" export-job --out "$dir/job" --task "$task" --data "$data" "${common[@]}" --steps 50 >"$dir/export.log" 2>&1 ||
    { cat "$dir/export.log"; return 1; }
  "$twb" train --task "$task" --data "$data" "${common[@]}" --steps 50 --threads 2 --out "$dir/engine.safetensors" \
    >"$dir/engine.log" 2>&1 || { cat "$dir/engine.log"; return 1; }
  # The probe every 10 steps (it measures in evaluation mode: the training is the same).
  "$python" "$dir/job/train.py" --threads 2 --quiet --probe-every 10 >"$dir/torch.log" 2>&1 ||
    { cat "$dir/torch.log"; return 1; }
  local result status=0
  result="$("$python" "$here/compare_runs.py" "$dir/engine.safetensors" "$dir/job/run/step-00000050.safetensors")" ||
    status=$?
  echo "$name: $result"
  return $status
}

for spec in "translate translate numbers-en-de" "lm lm arithmetic" "classify classify sentiment"; do
  # shellcheck disable=SC2086
  run_task $spec || { echo "FAIL: the ${spec%% *} job does not match the engine" >&2; failed=$((failed + 1)); }
done

# The probe the job runs (every 50 steps) saw the attention the workbench sees in the same
# checkpoint: the encoder's on the translation's probe sentence, the decoder's on the GPT's.
probe_attention() {  # name, kind
  local dir="$work/$1" text result status=0
  text="$("$python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["probe"]["text"])' "$dir/job/job.json")"
  result="$("$python" "$here/compare_attention.py" "$twb" "$dir/job/run/step-00000050.safetensors" \
    "$dir/job/run/attention-00000050.safetensors" "$2" "$text")" || status=$?
  echo "$1 probe attention: $result"
  return $status
}
probe_attention translate encoder || { echo "FAIL: the probe's attention is not the workbench's" >&2; failed=$((failed + 1)); }
probe_attention lm decoder || { echo "FAIL: the probe's attention is not the workbench's" >&2; failed=$((failed + 1)); }

# twb plot --run draws the run's newest checkpoint: its health and heads are the probe's.
for what in health heads curves; do
  if "$twb" plot --run "$work/translate/job/run" --what "$what" --kind encoder --out "$work/run-$what.csv" \
    >/dev/null 2>&1 && (($(wc -l <"$work/run-$what.csv") >= 6)); then
    echo "plot --run --what $what: $(($(wc -l <"$work/run-$what.csv") - 1)) rows"
  else
    echo "FAIL: twb plot --run --what $what drew nothing of the job's run" >&2
    failed=$((failed + 1))
  fi
done

# Two ranks: the same global batches, so the same curve.
cp -r "$work/translate/job" "$work/two"
rm -rf "$work/two/run"
if "$python" "$work/two/train.py" --nproc 2 --threads 1 --steps 20 --quiet >"$work/two.log" 2>&1; then
  status=0
  result="$("$python" "$here/compare_runs.py" --weight-tolerance 1e-4 --curve-tolerance 1e-5 \
    "$work/translate/job/run/step-00000020.safetensors" "$work/two/run/step-00000020.safetensors")" || status=$?
  echo "two ranks: $result"
  ((status == 0)) || { echo "FAIL: two ranks do not train as one" >&2; failed=$((failed + 1)); }
else
  cat "$work/two.log"
  echo "FAIL: two ranks did not run" >&2
  failed=$((failed + 1))
fi

((failed == 0)) && echo "ok: the PyTorch job trains as the engine does, on one rank and on two"
exit $((failed > 0))
