#!/usr/bin/python3
"""Compares a run the engine made with the same run made by a job's train.py in PyTorch
(tests/python/job_parity.sh): the loss of the first step, from both checkpoints' histories, and
every weight after the last step.

    compare_runs.py ENGINE.safetensors TORCH.safetensors [--loss-tolerance 1e-5] [--weight-tolerance 1e-4]
                    [--curve-tolerance T]

A key's bias is left out of the weights compared (and reported apart): it adds the same q·b to every
score of a query, which the softmax ignores, so its gradient is zero in exact arithmetic and only
rounding noise in either implementation, which Adam's m / √v turns into steps of the learning
rate's size in a random direction.

Prints one JSON object; exits 1 when the first step's relative loss difference or the largest
absolute weight difference is above its tolerance (or, with --curve-tolerance, any history point's
relative training-loss difference), naming what differs.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
from twb_torch import safetensors  # noqa: E402


def weights(tensors):
    return {k: v for k, v in tensors.items() if v.is_floating_point() and not k.startswith(("optimizer.", "timelapse.",
                                                                                              "telemetry."))}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("engine")
    p.add_argument("torch")
    p.add_argument("--loss-tolerance", type=float, default=1e-5)
    p.add_argument("--weight-tolerance", type=float, default=1e-4)
    p.add_argument("--curve-tolerance", type=float, default=None)
    a = p.parse_args()
    engine, engine_meta = safetensors.load(a.engine)
    torch_, torch_meta = safetensors.load(a.torch)
    we, wt = weights(engine), weights(torch_)
    failures = []
    if set(we) != set(wt):
        failures.append(f"the tensors differ: only the engine's {sorted(set(we) - set(wt))}, "
                        f"only PyTorch's {sorted(set(wt) - set(we))}")
    largest, where, relative, key_bias = 0.0, "", 0.0, 0.0
    for name in sorted(set(we) & set(wt)):
        if we[name].shape != wt[name].shape:
            failures.append(f"{name}: shape {list(we[name].shape)} against {list(wt[name].shape)}")
            continue
        d = float((we[name].double() - wt[name].double()).abs().max()) if we[name].numel() else 0.0
        if name.endswith(".key.bias"):
            key_bias = max(key_bias, d)
            continue
        if d > largest:
            largest, where = d, name
        scale = float(we[name].double().abs().max()) if we[name].numel() else 0.0
        relative = max(relative, d / scale if scale > 0 else d)
    he = json.loads(engine_meta["history"])
    ht = json.loads(torch_meta["history"])
    first_e = next(p for p in he if p["step"] == 1)["train_loss"]
    first_t = next(p for p in ht if p["step"] == 1)["train_loss"]
    loss_rel = abs(first_e - first_t) / abs(first_e)
    curve = {}
    for p_e in he:
        p_t = next((q for q in ht if q["step"] == p_e["step"]), None)
        if p_t is not None:
            curve[p_e["step"]] = abs(p_e["train_loss"] - p_t["train_loss"]) / abs(p_e["train_loss"])
    worst_curve = max(curve.values()) if curve else None
    if loss_rel > a.loss_tolerance:
        failures.append(f"step 1's loss: engine {first_e:.9g}, PyTorch {first_t:.9g} (relative {loss_rel:.3g} > "
                        f"{a.loss_tolerance:g})")
    if largest > a.weight_tolerance:
        failures.append(f"the weights after the last step differ by {largest:.3g} (> {a.weight_tolerance:g}) in {where}")
    if a.curve_tolerance is not None and worst_curve is not None and worst_curve > a.curve_tolerance:
        failures.append(f"a training loss differs by {worst_curve:.3g} relative (> {a.curve_tolerance:g})")
    print(json.dumps({"step1_loss_engine": first_e, "step1_loss_torch": first_t, "step1_relative": loss_rel,
                      "weights_max_abs": largest, "weights_max_abs_in": where, "weights_max_relative": relative,
                      "key_bias_max_abs": key_bias,
                      "curve_points": len(curve), "curve_max_relative": worst_curve,
                      "steps_engine": he[-1]["step"], "steps_torch": ht[-1]["step"], "failures": failures}))
    for f in failures:
        print("FAIL: " + f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
