#!/usr/bin/env bash
# The experiment as a PyTorch job on two gloo ranks, on one process, and on the engine, from the
# same first weights and the same global batches (docs/pytorch.md, "Multi30k small on two
# ranks"): each trains STEPS steps, then `twb eval --split val` of each last checkpoint. Prints the
# three validation losses and BLEUs, each job's against the engine's, and the median relative
# difference of the training-loss curves; fails when a job's validation loss is more than 2 % from
# the engine's. About 45 minutes on 2 cores at 600 steps.
# Usage: bench/job_ranks.sh DATA_DIR [STEPS] [BUILD_DIR]   (Multi30k: ../shared/datasets/multi30k)
set -euo pipefail
data="${1:?usage: job_ranks.sh DATA_DIR [STEPS] [BUILD_DIR]}"
steps="${2:-600}"
build="${3:-build/release}"
here="$(cd "$(dirname "$0")/.." && pwd)"
twb="$build/app/twb"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TWB_PYTHON="$here/python"
run=(--data "$data" --src en --trg de --preset small --set precision=fp32 --eval-every 200)
"$twb" export-job --out "$work/two" "${run[@]}" --steps "$steps" 2>/dev/null
cp -r "$work/two" "$work/one"
"$twb" train "${run[@]}" --steps "$steps" --threads 2 --out "$work/engine.safetensors" >/dev/null 2>&1
/usr/bin/python3 "$work/two/train.py" --nproc 2 --threads 1 --quiet
/usr/bin/python3 "$work/one/train.py" --threads 2 --quiet
last="$(printf 'step-%08d.safetensors' "$steps")"
/usr/bin/python3 - "$twb" "$data" "$work/engine.safetensors" "$work/two/run/$last" "$work/one/run/$last" <<'PY'
import json, statistics, subprocess, sys
import os; sys.path.insert(0, os.environ["TWB_PYTHON"])
from twb_torch import safetensors
twb, data, engine, two, one = sys.argv[1:]
def evaluate(path):
    out = subprocess.run([twb, "eval", "--checkpoint", path, "--data", data, "--src", "en", "--trg", "de",
                          "--split", "val", "--json"], capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])
def curve(path):
    return {p["step"]: p["train_loss"] for p in json.loads(safetensors.load(path)[1]["history"])}
e, t2, t1 = evaluate(engine), evaluate(two), evaluate(one)
failed = False
for name, r in (("engine", e), ("2 ranks", t2), ("1 process", t1)):
    share = (r["loss"] - e["loss"]) / e["loss"]
    print(f"{name:10s} validation loss {r['loss']:.4f} ({share:+.2%} against the engine), BLEU {r['bleu']:.2f}")
    failed |= abs(share) > 0.02
c2, c1, ce = curve(two), curve(one), curve(engine)
for name, (a, b) in (("2 ranks vs 1", (c2, c1)), ("1 process vs the engine", (c1, ce))):
    common = [s for s in sorted(set(a) & set(b)) if s > 20] or sorted(set(a) & set(b))
    print(f"training loss, {name}: median {statistics.median(abs(a[s] - b[s]) / b[s] for s in common):.2%} "
          f"over {len(common)} points")
sys.exit(1 if failed else 0)
PY
