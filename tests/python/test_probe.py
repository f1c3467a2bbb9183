#!/usr/bin/python3
"""Tests of the probe for any PyTorch training loop (python/twb_torch/probe.py, `from twb_probe import
Probe`), on Debian's python3-torch:

    /usr/bin/python3 tests/python/test_probe.py              # non-zero exit on a failure
    /usr/bin/python3 tests/python/test_probe.py --cost small # the cost alone, of the small preset

  scores       each head score on hand-made attention maps equals its hand-computed value (the
               padding, mask, NaN, rounding and tie rules included), and so do the roles and their
               "since"; ten mutations of probe.py's source (previous-token at i − 2, entropy not
               divided by ln n_i, …) each make these checks fail
  induction    std::mt19937 and the repeated-tokens probe as the engine draws them
  training     a tiny GPT of twb_torch.models trained 60 steps on a copy task with the probe: run.json
               (log, health in HealthHistory::from_json's layout, head telemetry, roles, attention),
               the checkpoints, the attention files, nothing left under a temporary name
  hugging face stand-ins of GPT-2 and GPT-NeoX (tests/python/hf_standins.py): groups, telemetry and
               checkpoint folders of config.json + model.safetensors; DistributedDataParallel unwrapped
  refusal      a model of a class the probe does not know: a TypeError naming it
  rank         under torch.distributed (gloo, world size 1) with get_rank() saying 1: nothing written
  engine       with a twb binary (build/release/app/twb, or $TWB): the probe's scores of an engine
               checkpoint equal the engine's own last telemetry sample (skipped without one)
  cost         200 steps of a small GPT with and without the probe (every=50): printed, not asserted
"""

import glob
import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402
import torch  # noqa: E402

import twb_torch.probe as probe_module  # noqa: E402
from twb_probe import Probe  # noqa: E402
from twb_torch import safetensors  # noqa: E402

try:
    from twb_torch import models
except ImportError as e:  # the architectures are another file's work; say so and test the rest
    models = None
    MODELS_MISSING = str(e)

FAILURES = []


def check(condition, what):
    if not condition:
        FAILURES.append(what)
        print("FAIL:", what)


def close(a, b, tol=1e-6):
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return abs(a - b) <= tol


# --- hand-made maps and their hand-computed scores ---------------------------------------------------

def entropy_of(row):
    """−Σ p ln p / ln n over a row of allowed weights."""
    return -sum(p * math.log(p) for p in row if p > 0) / math.log(len(row))


def self_map():
    """One causal self-attention sequence of 4 positions, the last one padding:
        query 0  [1]                 one key: no entropy, largest, first, previous; local all-in-window
        query 1  [.25 .75 | .2]      .2 on the future key 2, which the causal mask leaves out
        query 2  [.5 .25 .25]
        query 3  padding: [.1 .2 .3 .4], not a real query
    """
    P = np.array([[1.0, 0.0, 0.0, 0.0],
                  [0.25, 0.75, 0.2, 0.0],
                  [0.5, 0.25, 0.25, 0.0],
                  [0.1, 0.2, 0.3, 0.4]])[None, None]                        # (1, 1, 4, 4)
    real = np.array([[True, True, True, False]])
    allowed = np.tril(np.ones((4, 4), dtype=bool))[None] & real[:, None, :]
    expected = {
        "entropy": (entropy_of([0.25, 0.75]) + entropy_of([0.5, 0.25, 0.25])) / 2,
        "largest": (0.75 + 0.5) / 2,
        "first": (0.25 + 0.5) / 2,              # queries i ≥ 1
        "previous": (0.25 + 0.25) / 2,
        "local": 0.25 + 0.25,                   # only query 2 has an allowed key outside its window (key 0)
        "induction": math.nan,
        "alignment": math.nan,                  # not for self-attention
    }
    return P, allowed, real, True, expected


def cross_map():
    """One cross-attention sequence: 4 real queries (and one padded), 3 real source keys (and one
    padded). The diagonal d_i = lround(i · (3 − 1) / (4 − 1)) = 0, 1, 1, 2; the argmaxes 0, 1, 2, 2."""
    P = np.array([[0.7, 0.2, 0.1, 0.5],       # 0.5 on the padded key: left out
                  [0.1, 0.6, 0.3, 0.0],
                  [0.1, 0.3, 0.6, 0.0],
                  [0.2, 0.2, 0.6, 0.0],
                  [1.0, 0.0, 0.0, 0.0]])[None, None]                        # (1, 1, 5, 4)
    real = np.array([[True, True, True, True, False]])
    keys = np.array([True, True, True, False])
    allowed = np.broadcast_to(keys, (1, 5, 4)).copy()
    rows = [[0.7, 0.2, 0.1], [0.1, 0.6, 0.3], [0.1, 0.3, 0.6], [0.2, 0.2, 0.6]]
    expected = {
        "entropy": sum(entropy_of(r) for r in rows) / 4,
        "largest": (0.7 + 0.6 + 0.6 + 0.6) / 4,
        "first": (0.7 + 0.1 + 0.1 + 0.2) / 4,
        "previous": math.nan,
        # query 0: window {0, 1} = .9; queries 1, 2: window {0, 1, 2} holds every key, left out;
        # query 3: window {1, 2} = .8
        "local": (0.9 + 0.8) / 2,
        "induction": math.nan,
        # pairs (0,1) (0,2) (0,3) (1,2) (1,3) concordant, (2,3) tied: τ_b = 5 / √(6 · 5)
        "alignment": 5 / math.sqrt(30),
    }
    return P, allowed, real, False, expected


def rounding_map():
    """A cross-attention of 3 queries over 6 keys: d_i = lround(i · 5 / 2) = 0, 3 (2.5 rounds away from
    zero, not to even), 5; query 1 puts .6 on key 1 and .4 on key 4."""
    P = np.array([[0.5, 0.1, 0.1, 0.1, 0.1, 0.1],
                  [0.0, 0.6, 0.0, 0.0, 0.4, 0.0],
                  [0.1, 0.1, 0.1, 0.1, 0.1, 0.5]])[None, None]              # (1, 1, 3, 6)
    real = np.ones((1, 3), dtype=bool)
    allowed = np.ones((1, 3, 6), dtype=bool)
    expected = {"local": (0.6 + 0.4 + 0.6) / 3, "alignment": 1.0, "first": (0.5 + 0.0 + 0.1) / 3}
    return P, allowed, real, False, expected


def induction_map():
    """<sos> a b a b (half 2), causal: queries 3 and 4 (the second a, b) score their weights on keys
    2 and 3, the tokens that followed their first occurrences."""
    P = np.array([[1.0, 0.0, 0.0, 0.0, 0.0],
                  [0.5, 0.5, 0.0, 0.0, 0.0],
                  [0.3, 0.3, 0.4, 0.0, 0.0],
                  [0.1, 0.2, 0.6, 0.1, 0.0],
                  [0.1, 0.1, 0.1, 0.5, 0.2]])[None, None]
    real = np.ones((1, 5), dtype=bool)
    allowed = np.tril(np.ones((5, 5), dtype=bool))[None]
    return P, allowed, real, 2, (0.6 + 0.5) / 2


def role_series():
    """One head's scores at steps 10..40: previous .6 .4 .55 .7 (previous-token since 30, not 10);
    first .5 throughout (sink since 10); local .7 throughout, but a previous-token head is not
    local; alignment .9 with largest .2 then .35 (aligner since 40); entropy NaN (no role)."""
    steps = [10, 20, 30, 40]
    series = []
    for previous, largest in ((0.6, 0.2), (0.4, 0.2), (0.55, 0.2), (0.7, 0.35)):
        s = np.full(7, np.nan, dtype=np.float32)
        s[probe_module.PREVIOUS], s[probe_module.FIRST], s[probe_module.LOCAL] = previous, 0.5, 0.7
        s[probe_module.ALIGNMENT], s[probe_module.LARGEST] = 0.9, largest
        series.append(s)
    expected = [("previous-token", 30, 0.7), ("sink", 10, 0.5), ("aligner", 40, 0.9)]
    return steps, series, expected


def hand_checks(m):
    """Every hand-made case against module m (probe.py, or a mutant of it): the failures, in words."""
    failed = []
    for name, make in (("self", self_map), ("cross", cross_map), ("rounding", rounding_map)):
        P, allowed, real, is_self, expected = make()
        means = m.score_means(*m.head_score_sums(P, allowed, real, is_self))[0]
        for key, value in expected.items():
            got = float(means[m.SCORES.index(key)])
            if not close(got, float(value), 1e-6):
                failed.append(f"{name} map {key}: {got} (by hand {value})")
    P, allowed, real, half, expected = induction_map()
    got = float(m.score_means(*m.induction_sums(P, allowed, real, half))[0][m.INDUCTION])
    if not close(got, expected, 1e-6):
        failed.append(f"induction: {got} (by hand {expected})")
    steps, series, expected = role_series()
    roles = [(r["role"], r["since"], round(r["score"], 6)) for r in m.head_roles(steps, series)]
    if roles != [(role, since, round(float(np.float32(score)), 6)) for role, since, score in expected]:
        failed.append(f"roles {roles} (by hand {expected})")
    return failed


# The mutations: (what, the text in probe.py, what replaces it). Each must make hand_checks fail.
MUTATIONS = (
    ("previous-token at i − 2", "Pa[..., rows, rows - 1]", "Pa[..., rows, np.maximum(rows - 2, 0)]"),
    ("entropy not divided by ln n_i", "-plogp.sum(-1) / np.log(np.maximum(n, 2))[:, None]", "-plogp.sum(-1)"),
    ("entropy over the masked keys too", "positive = A & (P > 0)", "positive = P > 0"),
    ("padded queries measured", "measured = real & (n >= 1)", "measured = n >= 1"),
    ("local within two positions", "diagonal[:, :, None]) <= 1", "diagonal[:, :, None]) <= 2"),
    ("cross diagonal rounded to even", "np.where(real_queries[:, None] > 1, _lround(x), 0)",
     "np.where(real_queries[:, None] > 1, np.round(x).astype(np.int64), 0)"),
    ("Kendall's τ_a instead of τ_b", "denominator = np.sqrt(pairs * (pairs - tied))",
     "denominator = pairs + 0 * tied"),
    ("induction on the repeated token itself", "key = i - half + 1", "key = i - half"),
    ("since: the first sample the role ever held", "while first > 0 and _holds(series[first - 1], rule):",
     "while first > 0:"),
    ("local given to previous-token heads", 'if role == "local" and float(values[PREVIOUS]) >= 0.5:',
     "if False:"),
)


def mutant(source, old, new):
    """probe.py with `old` replaced by `new`, loaded as a module of the twb_torch package."""
    assert source.count(old) == 1, f"the mutation's text is not once in probe.py: {old!r}"
    spec = importlib.util.spec_from_loader("twb_torch._probe_mutant", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "twb_torch"
    exec(compile(source.replace(old, new), "probe_mutant.py", "exec"), module.__dict__)
    return module


def test_scores():
    failed = hand_checks(probe_module)
    for f in failed:
        check(False, f)
    print(f"scores: {7 * 3 + 1} hand-computed scores and the roles' rules, {len(failed)} off")
    with open(probe_module.__file__, encoding="utf-8") as f:
        source = f.read()
    for what, old, new in MUTATIONS:
        caught = hand_checks(mutant(source, old, new))
        check(bool(caught), f"the mutation '{what}' passes the hand checks")
        print(f"  mutation {what}: caught ({caught[0] if caught else 'NOT CAUGHT'})")


def test_induction_probe():
    random = probe_module.MT19937(5489)  # the standard's check: the 10000th output of the default seed
    for _ in range(9999):
        random()
    check(random() == 4123659995, "std::mt19937's 10000th output of seed 5489 is 4123659995")
    rows = probe_module.repeated_tokens(37, 6, 16)
    check(len(rows) == 16 and all(len(r) == 13 for r in rows), "16 rows of 1 + 2·6 tokens")
    check(all(r[0] == 2 and r[1:7] == r[7:] and min(r[1:]) >= 4 and max(r[1:]) < 37 for r in rows),
          "each row is <sos> r_1 … r_n r_1 … r_n with ordinary tokens")
    check(probe_module.induction_half(64, 30) == 15 and probe_module.induction_half(20, 30) == 9
          and probe_module.induction_half(400, 3) == 4 and probe_module.induction_half(400, 100) == 32,
          "induction_half: half the longest line, within the window, in [4, 32]")


# --- a tiny GPT trained with the probe ---------------------------------------------------------------

def tiny_gpt_config(d=32, heads=4, layers=2, vocab=24, max_len=40):
    return {"architecture": "decoder-only", "d_model": d, "heads": heads, "encoder_layers": 0,
            "decoder_layers": layers, "d_ff": 4 * d, "dropout": 0.0, "max_len": max_len,
            "norm_placement": "pre", "norm_kind": "standard", "norm_eps": 1e-5, "activation": "gelu_tanh",
            "positions": "learned", "qkv_bias": True, "source_vocab": vocab, "target_vocab": vocab,
            "tie_weights": True, "init": "normal", "scale_embedding": False}


def copy_batches(vocab, rows, half, seed):
    """<sos> x x batches (x random ordinary tokens), input and next-token targets."""
    g = torch.Generator().manual_seed(seed)
    while True:
        x = torch.randint(4, vocab, (rows, half), generator=g)
        line = torch.cat([torch.full((rows, 1), 2), x, x, torch.full((rows, 1), 3)], 1)
        yield line[:, :-1], line[:, 1:]


def leftovers(folder):
    return [p for p in glob.glob(os.path.join(folder, "**", "*.tmp-*"), recursive=True)]


def check_health_layout(health, what):
    """The keys and types HealthHistory::from_json reads (core/probe/health.cpp)."""
    ok = isinstance(health.get("capacity"), int) and isinstance(health.get("stride"), int) and \
        all(isinstance(g, str) for g in health.get("groups", [None]))
    groups = len(health.get("groups", []))
    for s in health.get("samples", []):
        ok = ok and isinstance(s["step"], int)
        for key in ("loss", "gradient_norm", "learning_rate"):
            ok = ok and (s[key] is None or isinstance(s[key], (int, float)))
        for key in ("gradient_norms", "update_ratios", "largest_scores"):
            ok = ok and isinstance(s[key], list) and len(s[key]) == groups
    check(ok and health.get("samples"), f"{what}: the health as HealthHistory::from_json reads it")


def test_training(folder):
    if models is None:
        print(f"training: SKIPPED, twb_torch.models cannot be imported ({MODELS_MISSING})")
        return
    torch.manual_seed(0)
    vocab = 24
    model = models.build_model(tiny_gpt_config(vocab=vocab), seed=1)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3, betas=(0.9, 0.98), eps=1e-9)
    vocabulary = ["<pad>", "<unk>", "<sos>", "<eos>"] + [f"t{i}" for i in range(4, vocab)]
    metadata = {"format": "transformer-workbench/1", "task": "lm", "config": json.dumps(model.config),
                "vocabulary": json.dumps(vocabulary)}
    probe_ids = [[5, 6, 7, 8, 9, 5, 6, 7, 8, 9], [10, 11, 12, 10, 11, 12]]
    probe = Probe(model, folder, every=10, probe_ids=probe_ids, checkpoint_every=30, optimizer=optimizer,
                  metadata=metadata)
    batches = copy_batches(vocab, 16, 8, seed=3)
    first_losses = []
    for step in range(60):
        x, y = next(batches)
        loss = torch.nn.functional.cross_entropy(model(x).reshape(-1, vocab), y.reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        probe.step(loss)
        first_losses.append(float(loss))
    probe.close()

    with open(os.path.join(folder, "run.json"), encoding="utf-8") as f:
        run = json.load(f)
    check(run["format"] == "transformer-workbench-run/1" and run["task"] == "lm",
          "run.json's format and task")
    log = run["log"]
    steps = [e["step"] for e in log]
    check(steps == [10, 20, 30, 40, 50, 60], f"a log entry every 10 steps: {steps}")
    check(all(set(e) >= {"step", "loss", "learning_rate", "gradient_norm"} for e in log),
          "each log entry's keys")
    check(close(log[0]["loss"], sum(first_losses[:10]) / 10, 1e-5),
          "the logged loss is the mean since the last sample")
    check(all(e["learning_rate"] == 3e-3 for e in log), "the learning rate from the optimizer's first group")

    health = run["health"]
    check(health["groups"] == ["embedding.token", "embedding.position", "blocks.0", "blocks.1", "final_norm"],
          f"the engine's groups: {health['groups']}")
    check_health_layout(health, "run.json")
    last = health["samples"][-1]
    check(all(r is not None and 0 < r < 1 for r in last["update_ratios"]), "update ratios in (0, 1)")
    whole = math.sqrt(sum(g * g for g in last["gradient_norms"]))
    check(close(whole, last["gradient_norm"], 1e-4 * last["gradient_norm"]),
          "the group norms make up the whole gradient's norm")
    check(last["largest_scores"][:2] == [None, None] and last["largest_scores"][4] is None and
          all(isinstance(v, float) for v in last["largest_scores"][2:4]),
          "largest scores for the blocks, null for the groups without attention")

    t = run["head_telemetry"]
    check(t["scores"] == list(probe_module.SCORES), "the telemetry's scores in the engine's order")
    check(t["kinds"] == [{"kind": "decoder", "layers": 2, "heads": 4}],
          f"the telemetry's kinds: {t['kinds']}")
    check(t["steps"] == [10, 20, 30, 40, 50, 60] and all(len(v) == 2 * 4 * 7 for v in t["values"]),
          "a telemetry sample every 10 steps, 56 floats each")
    check(all(v[6] is None and v[5] is not None for v in t["values"]),
          "a GPT's alignment is null, its induction measured")
    for head in run["heads"]:
        at = (head["layer"] * 4 + head["head"]) * 7
        for role in head["roles"]:
            key = {"induction": "induction", "previous-token": "previous", "sink": "first",
                   "aligner": "alignment", "local": "local", "broad": "entropy"}[role["role"]]
            check(close(role["score"], t["values"][-1][at + probe_module.SCORES.index(key)], 1e-6)
                  and role["since"] in t["steps"], f"role {role} of {head} matches the telemetry")
    check(isinstance(run["heads"], list), "heads is a list")

    a = run["attention"]
    check(a["steps"] == [10, 20, 30, 40, 50, 60] and len(a["files"]) == 6, "an attention file every sample")
    check(a["probe"]["ids"] == [2] + probe_ids[0] and a["probe"]["tokens"][:2] == ["<sos>", "t5"],
          "the attention probe is the first sequence, with <sos> and its tokens")
    tensors, meta = safetensors.load(os.path.join(folder, a["files"][-1]))
    maps = tensors["attention.decoder"]
    check(tuple(maps.shape) == (2, 4, 11, 11),
          f"attention.decoder is [layers, heads, T, T]: {tuple(maps.shape)}")
    check(torch.allclose(maps.sum(-1), torch.ones(2, 4, 11), atol=1e-5)
          and float(maps.triu(1).abs().max()) == 0, "each map's rows are causal softmaxes")
    check(json.loads(meta["kinds"])[0]["rows"] == 11, "the attention file's metadata names its layout")

    check([c["step"] for c in run["checkpoints"]] == [30, 60],
          f"checkpoints at 30 and 60: {run['checkpoints']}")
    tensors, meta = safetensors.load(os.path.join(folder, "step-00000060.safetensors"))
    check(meta["format"] == "transformer-workbench/1" and meta["task"] == "lm" and "vocabulary" in meta
          and "trainer" not in meta, "the checkpoint's metadata reuses the given one, without a trainer")
    history = json.loads(meta["history"])
    check([p["step"] for p in history] == [10, 20, 30, 40, 50, 60] and
          all(set(p) >= {"step", "epoch", "train_loss", "learning_rate", "elapsed_seconds",
                         "tokens_per_second"} for p in history),
          "the checkpoint's history, as history_from_json reads it")
    check_health_layout(json.loads(meta["health"]), "the checkpoint")
    telemetry = json.loads(meta["head_telemetry"])
    check(tuple(tensors["telemetry.heads"].shape) == (len(telemetry["steps"]), 56)
          and telemetry["interval"] >= telemetry["every"], "the checkpoint's head telemetry and its tensor")
    fresh = models.build_model(tiny_gpt_config(vocab=vocab), seed=2)
    models.init_from_checkpoint(fresh, tensors)
    check(all(torch.equal(fresh.state_dict()[k], v) for k, v in model.state_dict().items()),
          "the checkpoint's weights load back into the model")
    check(not leftovers(folder), f"no file left under a temporary name: {leftovers(folder)}")
    keeping = any(m.keep_weights or m.keep_largest_score for _, _, m in model.attention_modules())
    check(model.training and not keeping,
          "the model is back in training mode, its attention modules keep nothing")
    print(f"training: 60 steps, {len(log)} samples, {len(run['heads'])} heads with a role, loss "
          f"{log[0]['loss']:.3f} → {log[-1]['loss']:.3f}")


# --- Hugging Face stand-ins --------------------------------------------------------------------------

def train_hf(model, folder, steps, every, checkpoint_every, vocab, wrapped=None):
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    probe_ids = [[vocab - 1, 5, 6, 7, 5, 6, 7], [vocab - 1, 9, 9]]
    probe = Probe(wrapped or model, folder, every=every, probe_ids=probe_ids,
                  checkpoint_every=checkpoint_every, optimizer=optimizer)
    batches = copy_batches(vocab - 1, 8, 6, seed=4)
    for _ in range(steps):
        x, _ = next(batches)
        loss = (wrapped or model)(x, labels=x)["loss"]
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        probe.step(loss)
    probe.close(checkpoint=False)
    with open(os.path.join(folder, "run.json"), encoding="utf-8") as f:
        return json.load(f), probe


def test_huggingface(folder):
    import hf_standins
    vocab = 40
    model = hf_standins.gpt2(vocab_size=vocab)
    run, probe = train_hf(model, os.path.join(folder, "gpt2"), 20, 5, 10, vocab)
    groups = run["health"]["groups"]
    check(groups == ["transformer.wte", "transformer.wpe", "transformer.h.0", "transformer.h.1",
                     "transformer.ln_f"], f"GPT-2's groups: {groups}")
    check(run["head_telemetry"]["kinds"] == [{"kind": "decoder", "layers": 2, "heads": 4}],
          "GPT-2's telemetry layout")
    check(all(s["largest_scores"] == [None] * 5 for s in run["health"]["samples"]),
          "no largest scores for GPT-2")
    check_health_layout(run["health"], "GPT-2's run.json")
    step10 = os.path.join(folder, "gpt2", "step-00000010")
    check([c["path"] for c in run["checkpoints"]] == ["step-00000010", "step-00000020"],
          "GPT-2's checkpoint folders")
    tensors, meta = safetensors.load(os.path.join(step10, "model.safetensors"))
    with open(os.path.join(step10, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    check(meta == {"format": "pt"} and "transformer.h.1.attn.c_attn.weight" in tensors
          and "lm_head.weight" not in tensors
          and tuple(tensors["transformer.h.0.attn.c_attn.weight"].shape) == (32, 96),
          "model.safetensors under Hugging Face's names, the tied output layer once")
    check(config["n_layer"] == 2 and config["model_type"] == "gpt2" and config["torch_dtype"] == "float32",
          "config.json from the model's config")
    check(run["attention"]["probe"]["ids"] == [vocab - 1, 5, 6, 7, 5, 6, 7], "GPT-2's probe ids as given")
    tensors, _ = safetensors.load(os.path.join(folder, "gpt2", run["attention"]["files"][-1]))
    check(tuple(tensors["attention.decoder"].shape) == (2, 4, 7, 7), "GPT-2's attention maps")
    neox = hf_standins.gpt_neox(vocab_size=vocab)
    run, _ = train_hf(neox, os.path.join(folder, "neox"), 10, 5, 10, vocab)
    check(run["health"]["groups"] == ["gpt_neox.embed_in", "gpt_neox.embed_positions", "gpt_neox.layers.0",
                                      "gpt_neox.layers.1", "gpt_neox.final_layer_norm", "embed_out"],
          f"GPT-NeoX's groups: {run['health']['groups']}")
    check(os.path.exists(os.path.join(folder, "neox", "step-00000010", "model.safetensors")),
          "GPT-NeoX's checkpoint")
    check(not leftovers(folder), f"no file left under a temporary name: {leftovers(folder)}")
    print("hugging face: GPT-2 and GPT-NeoX stand-ins probed, checkpoint folders written")


def test_padding():
    """A padded probe sequence scores as it does alone: in a batch with a longer one, an encoder's
    padded keys and queries are left out (the workbench's classifier, no causal mask to hide them)."""
    if models is None:
        print("padding: SKIPPED, no twb_torch.models")
        return
    config = dict(tiny_gpt_config(), architecture="encoder-only", encoder_layers=2, decoder_layers=0,
                  classes=2, norm_placement="post", tie_weights=False, init="xavier_uniform")
    classifier = models.build_model(config, seed=3).eval()
    adapter = probe_module.adapter_for(classifier)
    short, long = [5, 6, 7], [8, 9, 10, 11, 12, 13, 14]
    with torch.no_grad():
        together = adapter.attention(adapter.batch([short, long]))
        alone = adapter.attention(adapter.batch([short]))
    same = True
    for (_, _, P, allowed, real), (_, _, P1, allowed1, real1) in zip(together, alone):
        check(P.shape[-1] == 8 and P1.shape[-1] == 4, "the short sequence is padded in the pair's batch")
        sums, counts = probe_module.head_score_sums(P[:1], allowed[:1], real[:1], True)
        sums1, counts1 = probe_module.head_score_sums(P1, allowed1, real1, True)
        same = same and np.allclose(sums, sums1, atol=1e-6) and np.array_equal(counts, counts1)
    check(same, "a padded sequence's scores are those it has alone")
    print("padding: a padded probe sequence scores as it does alone")


def test_refusal(folder):
    class Mystery(torch.nn.Module):
        def forward(self, x):
            return x
    try:
        Probe(Mystery(), folder)
        check(False, "a Mystery model is refused")
    except TypeError as e:
        check("Mystery" in str(e) and "GPT2LMHeadModel" in str(e), f"the refusal names the class: {e}")
    check(not os.path.exists(folder), "a refused model writes nothing")
    print("refusal: a Mystery is refused with a TypeError naming it")


def test_ranks(folder):
    """gloo with world size 1; get_rank() made to say 1: the probe writes nothing. Then as rank 0,
    a model inside DistributedDataParallel is probed through .module."""
    import hf_standins
    distributed = torch.distributed
    store = os.path.join(folder, "store")
    os.makedirs(folder)
    distributed.init_process_group("gloo", init_method="file://" + store, rank=0, world_size=1)
    real_rank = distributed.get_rank
    try:
        distributed.get_rank = lambda *args, **kwargs: 1
        model = hf_standins.gpt2(vocab_size=40)
        run_folder = os.path.join(folder, "rank1")
        run, _ = None, None
        optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
        probe = Probe(model, run_folder, every=2, probe_ids=[[39, 5, 6]], checkpoint_every=2,
                      optimizer=optimizer)
        for x, _ in zip(copy_batches(39, 4, 4, seed=5), range(6)):
            loss = model(x[0], labels=x[0])["loss"]
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            probe.step(loss)
        probe.checkpoint()
        probe.close()
        check(not os.path.exists(run_folder), "rank 1 writes nothing")
        distributed.get_rank = real_rank
        wrapped = torch.nn.parallel.DistributedDataParallel(model)
        run, probe = train_hf(model, os.path.join(folder, "ddp"), 4, 2, 4, 40, wrapped=wrapped)
        check(run["world_size"] == 1 and run["head_telemetry"]["kinds"][0]["layers"] == 2 and
              os.path.isdir(os.path.join(folder, "ddp", "step-00000004")),
              "a model inside DistributedDataParallel is probed through .module")
    finally:
        distributed.get_rank = real_rank
        distributed.destroy_process_group()
    print("ranks: rank 1 wrote nothing; DistributedDataParallel unwrapped on rank 0")


# --- the engine's own numbers ------------------------------------------------------------------------

def test_engine(folder):
    """The probe's scores of an engine checkpoint on the engine's probe (its first 16 validation
    lines, from the job folder `twb export-job` writes) equal the engine's last telemetry sample."""
    twb = os.environ.get("TWB", os.path.join(ROOT, "build", "release", "app", "twb"))
    if models is None or not os.access(twb, os.X_OK):
        print(f"engine: SKIPPED, no twb binary at {twb} (set TWB=…)" if models is not None else
              "engine: SKIPPED, no twb_torch.models")
        return
    from twb_torch import data
    os.makedirs(folder)
    checkpoint, job = os.path.join(folder, "lm.safetensors"), os.path.join(folder, "job")
    try:
        for command in (["train", "--task", "lm", "--data", "arithmetic", "--steps", "50",
                         "--set", "heads_every=25", "--out", checkpoint],
                        ["export-job", "--checkpoint", checkpoint, "--out", job]):
            subprocess.run([twb] + command, check=True, capture_output=True, timeout=60, cwd=folder)
    except (subprocess.SubprocessError, OSError) as e:
        print(f"engine: SKIPPED, {twb} could not train and export ({e})")
        return
    tensors, metadata = safetensors.load(checkpoint)
    model = models.build_model(json.loads(metadata["config"]))
    models.init_from_checkpoint(model, tensors)
    validation = data.Split(os.path.join(job, "data", "validation.safetensors"), "lm")
    ids = [validation.sequence("text", i) for i in range(16)]
    probe = Probe(model, os.path.join(folder, "run"), every=1000, probe_ids=ids, metadata=metadata)
    values = probe.measure_heads()[0]
    engine = tensors["telemetry.heads"][-1].numpy()
    check(np.array_equal(np.isnan(values), np.isnan(engine)), "the same scores are NaN as the engine's")
    worst = float(np.nanmax(np.abs(values - engine)))
    check(worst < 1e-5, f"the probe's scores are the engine's (largest difference {worst:.2g})")
    check(probe.health["groups"] == json.loads(metadata["health"])["groups"], "the engine's health groups")
    print(f"engine: {values.size} scores of the engine's checkpoint within {worst:.1g} of its own telemetry")


# --- cost --------------------------------------------------------------------------------------------

# The lm presets a job exports (model/config.cpp): d_model, heads, layers; d_ff = 4 d.
PRESETS = {"tiny": (64, 4, 2), "small": (256, 8, 4)}


def test_cost(preset="tiny", steps=200, budget=20.0, threads=2):
    """`steps` steps of a plain run and of a probed one (every=50), interleaved step by step so that
    a load that comes and goes on the machine weighs on both alike; batches of 2,048 tokens (the
    job's batch_tokens), on `threads` threads; stops early past `budget` seconds."""
    if models is None:
        print("cost: SKIPPED, no twb_torch.models")
        return
    threads_before = torch.get_num_threads()
    torch.set_num_threads(threads)
    vocab = 64
    d, heads, layers = PRESETS[preset]
    config = tiny_gpt_config(d=d, heads=heads, layers=layers, vocab=vocab, max_len=128)

    def setup(folder):
        torch.manual_seed(0)
        model = models.build_model(config, seed=1)
        optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
        lines = [[4 + (7 * k + j) % (vocab - 4) for j in range(12)] for k in range(16)]
        probe = Probe(model, folder, every=50, probe_ids=lines, optimizer=optimizer) if folder else None
        return model, optimizer, probe, copy_batches(vocab, 64, 15, seed=6)  # 64 rows × 32 tokens

    def one_step(model, optimizer, probe, batches):
        """(the step's seconds, of them inside probe.step)"""
        x, y = next(batches)
        started = time.perf_counter()
        loss = torch.nn.functional.cross_entropy(model(x).reshape(-1, vocab), y.reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        probing = time.perf_counter()
        if probe is not None:
            probe.step(loss)
        done = time.perf_counter()
        return done - started, done - probing

    with tempfile.TemporaryDirectory() as folder:
        plain_run, probed_run = setup(None), setup(os.path.join(folder, "run"))
        for _ in range(5):  # warm both up
            one_step(*setup(None))
        plain, probed, inside = [], [], []
        deadline = time.time() + budget
        while len(plain) < steps and time.time() < deadline:
            plain.append(one_step(*plain_run)[0])
            total, in_probe = one_step(*probed_run)
            probed.append(total)
            inside.append(in_probe)
    torch.set_num_threads(threads_before)
    n = len(plain)
    ms = lambda seconds: 1e3 * float(seconds)  # noqa: E731
    sample = [inside[i] for i in range(49, n, 50)]       # steps 50, 100, …: a sample
    snapshot = [inside[i] for i in range(48, n, 50)]     # steps 49, 99, …: the weights copied
    rest = [t for i, t in enumerate(inside) if (i + 1) % 50 not in (0, 49)]
    cut = f" (cut at {n} by the {budget:.0f} s budget: the machine is busy)" if n < steps else ""
    print(f"cost: {preset} (d={d}, {layers} layers, {heads} heads), 64×32 tokens, {threads} thread(s), "
          f"every=50, {n} steps each{cut}: a step {ms(np.median(plain)):.2f} ms plain (median); inside "
          f"probe.step {ms(np.mean(inside)):.3f} ms a step on average = "
          f"{100 * sum(inside) / sum(plain):.2f} % "
          f"of the plain steps (a sample {ms(np.mean(sample)) if sample else math.nan:.1f} ms, the step "
          f"before it {ms(np.mean(snapshot)) if snapshot else math.nan:.2f} ms, any other "
          f"{1e3 * ms(np.mean(rest)):.0f} µs); in all {sum(plain):.2f} s plain, {sum(probed):.2f} s probed "
          f"({100 * (sum(probed) / sum(plain) - 1):+.1f} %, the machine's noise included)")


def main(argv):
    if argv[:1] == ["--cost"]:  # the cost alone: test_probe.py --cost [tiny|small [THREADS]]
        test_cost(argv[1] if len(argv) > 1 else "tiny", budget=math.inf,
                  threads=int(argv[2]) if len(argv) > 2 else 2)
        return 0
    started = time.time()
    work = tempfile.mkdtemp(prefix="twb-probe-test-")
    try:
        for name, test in (("scores", test_scores), ("induction", test_induction_probe),
                           ("training", lambda: test_training(os.path.join(work, "train"))),
                           ("hugging face", lambda: test_huggingface(os.path.join(work, "hf"))),
                           ("padding", test_padding),
                           ("refusal", lambda: test_refusal(os.path.join(work, "refused"))),
                           ("ranks", lambda: test_ranks(os.path.join(work, "ranks"))),
                           ("engine", lambda: test_engine(os.path.join(work, "engine"))),
                           ("cost", test_cost)):
            section = time.time()
            test()
            print(f"  ({name}: {time.time() - section:.1f} s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(FAILURES)} failure(s) in {time.time() - started:.1f} s")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
