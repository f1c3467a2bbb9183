#!/usr/bin/python3
"""The probe's attention of its probe text against the workbench's own attention of the same
checkpoint (tests/python/job_parity.sh): every head of one kind of attention, read from the
probe's attention-STEP.safetensors and from `twb plot --what attention --out X.csv` on the
checkpoint of that step and the probe's sentence.

    compare_attention.py TWB CHECKPOINT ATTENTION_FILE KIND SENTENCE [--tolerance 1e-5]

Prints one JSON object; exits 1 when a weight differs by more than the tolerance or a map's shape
differs.
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
from twb_torch import safetensors  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    for name in ("twb", "checkpoint", "attention", "kind", "sentence"):
        p.add_argument(name)
    p.add_argument("--tolerance", type=float, default=1e-5)
    a = p.parse_args()
    tensors, _ = safetensors.load(a.attention)
    maps = tensors["attention." + a.kind]                                   # (layers, heads, Tq, Tk)
    worst, failures = 0.0, []
    with tempfile.TemporaryDirectory() as work:
        for layer in range(maps.shape[0]):
            for head in range(maps.shape[1]):
                out = os.path.join(work, f"{layer}-{head}.csv")
                run = subprocess.run([a.twb, "plot", "--checkpoint", a.checkpoint, "--what", "attention", "--kind",
                                      a.kind, "--layer", str(layer), "--head", str(head), "--sentence", a.sentence,
                                      "--out", out], capture_output=True, text=True)
                if run.returncode != 0:
                    sys.exit(f"FAIL: twb plot: {run.stderr}")
                with open(out, newline="", encoding="utf-8") as f:
                    rows = [[float(x) for x in r[1:]] for r in list(csv.reader(f))[1:]]
                ours = maps[layer, head]
                if [len(rows), len(rows[0])] != list(ours.shape):
                    failures.append(f"layer {layer} head {head}: the workbench's map is {len(rows)}×{len(rows[0])}, "
                                    f"the probe's {list(ours.shape)}")
                    continue
                d = max(abs(rows[i][j] - float(ours[i, j])) for i in range(len(rows)) for j in range(len(rows[0])))
                worst = max(worst, d)
                if d > a.tolerance:
                    failures.append(f"layer {layer} head {head}: weights differ by {d:.3g}")
    print(json.dumps({"kind": a.kind, "heads": int(maps.shape[0] * maps.shape[1]), "max_abs": worst,
                      "failures": failures}))
    for f in failures:
        print("FAIL: " + f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
