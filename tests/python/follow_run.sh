#!/usr/bin/env bash
# twb follow reads runs made elsewhere and loses nothing on bad ones (follow/run_scan.h): a probe's
# run folder with a half-written checkpoint, two files of one step and a gap; a Hugging Face
# Trainer's output with a checkpoint holding NaN, one still being written, a shape change and a
# trainer_state.json that is not JSON beside one that is; a series of model folders by step. Then
# --watch prints a new checkpoint within 5 s of its rename, and says so when the folder goes away.
# usage: follow_run.sh TWB   (Debian's python3-torch at /usr/bin/python3)
set -euo pipefail
twb="${1:?usage: follow_run.sh TWB}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
watcher=""
trap '[[ -n $watcher ]] && kill "$watcher" 2>/dev/null; rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*" >&2; failed=$((failed + 1)); }

PYTHONPATH="$here/../../python" /usr/bin/python3 - "$work" <<'PY'
import json, os, sys, torch
from twb_torch import safetensors
work = sys.argv[1]

def weights(d=4, nan=False):
    w = {"transformer.wte.weight": torch.randn(10, d), "transformer.h.0.attn.c_attn.weight": torch.randn(d, 3 * d)}
    if nan:
        w["transformer.h.0.attn.c_attn.weight"][1, 2] = float("nan")
    return w

def model_folder(path, **kw):
    os.makedirs(path)
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"model_type": "gpt2", "n_embd": 4}, f)
    safetensors.save(os.path.join(path, "model.safetensors"), weights(**kw), {"format": "pt"})

# A Trainer's output: steps 10, 20 (NaN), 30 (wider: a shape change), 40 (no weights yet).
hf = os.path.join(work, "hf")
model_folder(os.path.join(hf, "checkpoint-10"))
model_folder(os.path.join(hf, "checkpoint-20"), nan=True)
model_folder(os.path.join(hf, "checkpoint-30"), d=8)
os.makedirs(os.path.join(hf, "checkpoint-40"))
with open(os.path.join(hf, "checkpoint-40", "config.json"), "w") as f:
    f.write('{"model_type": "gpt2"}')
log = [{"step": 10, "loss": 2.5, "learning_rate": 1e-4}, {"step": 10, "eval_loss": 2.7},
       {"step": 20, "loss": 2.25, "grad_norm": 1.5}, {"step": 30, "loss": 2.0}]
with open(os.path.join(hf, "checkpoint-30", "trainer_state.json"), "w") as f:
    json.dump({"log_history": log}, f)
with open(os.path.join(hf, "checkpoint-40", "trainer_state.json"), "w") as f:
    f.write('{"log_history": [')  # cut off mid-write

# A series (Pythia's revisions): steps 0, 1, 2, 4, 1000.
for step in (0, 1, 2, 4, 1000):
    model_folder(os.path.join(work, "series", "step%d" % step))

# A probe's run: steps 10, 20, 40 (30 missing), a second file of step 20, a temporary.
run = os.path.join(work, "run")
os.makedirs(run)
meta = {"format": "transformer-workbench/1", "task": "lm"}
for name in ("step-00000010", "step-00000020", "step-00000040", "step-020"):
    safetensors.save(os.path.join(run, name + ".safetensors"), weights(), meta)
open(os.path.join(run, "step-00000050.safetensors.tmp-Ab12Cd"), "w").write("half")
# A probe's run of a Hugging Face model: step-N/ model folders.
hfprobe = os.path.join(work, "hfprobe")
model_folder(os.path.join(hfprobe, "step-00000010"))
model_folder(os.path.join(hfprobe, "step-00000020"))
with open(os.path.join(hfprobe, "run.json"), "w") as f:
    json.dump({"format": "transformer-workbench-run/1", "task": "lm", "log": []}, f)
with open(os.path.join(run, "run.json"), "w") as f:
    json.dump({"format": "transformer-workbench-run/1", "task": "lm",
               "log": [{"step": s, "loss": 3.0 - s / 100} for s in range(1, 41)]}, f)
PY

json_of() { "$twb" follow "$1" --json 2>/dev/null | tail -n 1; }
check() {  # name, folder, python condition on d (the JSON)
  local out
  out="$(json_of "$2")" || { fail "$1: twb follow failed"; return; }
  /usr/bin/python3 -c "import json,sys; d=json.loads(sys.argv[1]); sys.exit(0 if ($3) else 1)" "$out" ||
    fail "$1: $3 does not hold for $out"
}
check hf "$work/hf" "d['kind'] == 'hf-trainer' and [c['step'] for c in d['checkpoints']] == [10, 20, 30]"
check hf_nan "$work/hf" "[c['finite'] for c in d['checkpoints']] == [True, False, True]"
check hf_problems "$work/hf" "sorted(p['kind'] for p in d['problems']) == ['nan', 'shape']"
check hf_skipped "$work/hf" "any('checkpoint-40' in s['path'] and 'trainer_state' not in s['path'] for s in d['skipped']) and any(s['path'].endswith('checkpoint-40/trainer_state.json') and 'not JSON' in s['why'] for s in d['skipped'])"
check hf_log "$work/hf" "[e['step'] for e in d['log']] == [10, 20, 30] and d['log'][0]['validation_loss'] == 2.7 and d['log'][1]['gradient_norm'] == 1.5"
check series "$work/series" "d['kind'] == 'series' and [c['step'] for c in d['checkpoints']] == [0, 1, 2, 4, 1000] and d['problems'] == []"
check probe "$work/run" "d['kind'] == 'probe' and [c['step'] for c in d['checkpoints']] == [10, 20, 40] and len(d['log']) == 40"
check probe_folders "$work/hfprobe" "d['kind'] == 'probe' and [c['step'] for c in d['checkpoints']] == [10, 20]"
check probe_skipped "$work/run" "any(s['path'].endswith('.tmp-Ab12Cd') for s in d['skipped']) and any('second checkpoint of step 20' in s['why'] for s in d['skipped'])"
check probe_gap "$work/run" "any(p['kind'] == 'gap' and p['step'] == 40 for p in d['problems']) and any(p['kind'] == 'duplicate' for p in d['problems'])"
"$twb" follow "$work" --json >/dev/null 2>"$work/err" && fail "a folder that is no run was read"
grep -q "is not a run folder" "$work/err" || fail "no reason given for a folder that is no run: $(cat "$work/err")"

# --watch: a checkpoint renamed into place is printed within 5 s; the folder's removal ends it.
"$twb" follow "$work/run" --watch --json --interval 0.5 >"$work/watch.out" 2>"$work/watch.err" &
watcher=$!
sleep 1
cp "$work/run/step-00000040.safetensors" "$work/run/step-00000060.safetensors.tmp-Xy34Zw"
mv "$work/run/step-00000060.safetensors.tmp-Xy34Zw" "$work/run/step-00000060.safetensors"
renamed=$(date +%s.%N)
seen=""
for _ in $(seq 1 50); do
  if grep -q '"step":60' "$work/watch.out"; then
    seen=$(date +%s.%N)
    break
  fi
  sleep 0.1
done
if [[ -z $seen ]]; then fail "--watch did not print step 60 within 5 s"; else
  echo "watch: step 60 printed $(awk "BEGIN { printf \"%.2f\", $seen - $renamed }") s after its rename"; fi
rm -rf "$work/run"
for _ in $(seq 1 50); do kill -0 "$watcher" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$watcher" 2>/dev/null; then fail "--watch went on after the folder was removed"; else
  wait "$watcher" && fail "--watch ended well although the folder is gone"
  grep -q "is gone" "$work/watch.err" || fail "--watch did not say the folder is gone: $(cat "$work/watch.err")"
fi
watcher=""
((failed == 0)) && echo "ok: twb follow reads the three kinds of run, flags what is wrong and follows a growing one"
exit $((failed > 0))
