#!/usr/bin/python3
"""A small GPT-2 trained in PyTorch on a copy task, saved as a Hugging Face Trainer saves a run
(OUT/checkpoint-N/: config.json, model.safetensors, vocab.json, merges.txt, trainer_state.json),
eight checkpoints across the steps where an induction head forms; then `twb follow OUT --heads
--json` must name the heads PyTorch finds, with the same step since which each is one.

    induction_checkpoints.py TWB OUT [--steps 600] [--threads 2] [--formed]

Every head's induction score at every checkpoint must agree to 1e-4, and the induction heads and
their since steps exactly; with --formed, an induction head must have formed (1,500 steps form
one: docs/pytorch.md).

The task: <|endoftext|>, a random prefix of 0 to 8 bytes, r_1 … r_m r_1 … r_m (m = 11 random
bytes), random bytes to the window's end: the second copy is predictable only by copying from
wherever the first one was, which a two-layer model learns with a previous-token head in layer 0
and an induction head in layer 1 (a fixed offset would let a layer-0 head copy by position). The
vocabulary is GPT-2's byte alphabet, one merge and <|endoftext|> (258 tokens).

PyTorch's side scores each checkpoint's heads as the engine does (probe/head_scores.h): on the
engine's probe (twb_torch.probe.repeated_tokens: std::mt19937(20240601), 16 rows, workbench ids
mapped to GPT-2's: token g is id g + 4, <sos> reads <|endoftext|>), the induction score of a
head is the mean weight the query at position n + k puts on position k + 1; a head is an
induction head at a checkpoint when that is ≥ 0.4, and "since" is the first step from which it
holds at every checkpoint after. Exits 1 when the two disagree on a head, its since step, or its
last score by more than 1e-4.
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
from twb_torch import safetensors  # noqa: E402
from twb_torch.probe import induction_half, repeated_tokens  # noqa: E402

MERGED = 256  # "Ġt", the tokenizer's one merge (the workbench reads a BPE with merges)
EOT = 257  # <|endoftext|>, after the bytes and the merge
VOCAB = 258
COPY = int(os.environ.get("COPY", "15"))
PREFIX = int(os.environ.get("PREFIX", "3"))
ALPHABET = int(os.environ.get("ALPHABET", "256"))
LR = float(os.environ.get("LR", "5e-3"))
CFG = {"n_embd": 64, "n_head": 4, "n_layer": 2, "n_positions": 32, "n_inner": 256,
       "activation_function": "gelu_new", "layer_norm_epsilon": 1e-5, "tie_word_embeddings": True}
INDUCTION = 0.4


def byte_encoder():
    """GPT-2's byte → printable character table (the symbols of vocab.json)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    cs, n = bs[:], 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {b: chr(c) for b, c in zip(bs, cs)}


def init_weights(generator):
    C, L, P, inner = CFG["n_embd"], CFG["n_layer"], CFG["n_positions"], CFG["n_inner"]

    def normal(*shape, std=0.02):
        return torch.randn(*shape, generator=generator) * std

    w = {"wte.weight": normal(VOCAB, C), "wpe.weight": normal(P, C, std=0.01)}
    for layer in range(L):
        p = f"h.{layer}."
        w[p + "ln_1.weight"], w[p + "ln_1.bias"] = torch.ones(C), torch.zeros(C)
        w[p + "ln_2.weight"], w[p + "ln_2.bias"] = torch.ones(C), torch.zeros(C)
        w[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"] = normal(C, 3 * C), torch.zeros(3 * C)
        w[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"] = normal(C, C), torch.zeros(C)
        w[p + "mlp.c_fc.weight"], w[p + "mlp.c_fc.bias"] = normal(C, inner), torch.zeros(inner)
        w[p + "mlp.c_proj.weight"], w[p + "mlp.c_proj.bias"] = normal(inner, C), torch.zeros(C)
    w["ln_f.weight"], w["ln_f.bias"] = torch.ones(C), torch.zeros(C)
    return {k: v.requires_grad_() for k, v in w.items()}


def layer_norm(x, gain, bias):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + CFG["layer_norm_epsilon"]) * gain + bias


def gpt2(w, ids):
    """GPT-2's equations: logits (B, T, V) and every layer's attention weights (B, H, T, T)."""
    C, H = CFG["n_embd"], CFG["n_head"]
    d = C // H
    B, T = ids.shape
    h = w["wte.weight"][ids] + w["wpe.weight"][:T]                               # (B, T, C)
    causal = torch.tril(torch.ones(T, T, dtype=torch.bool))
    attentions = []
    for layer in range(CFG["n_layer"]):
        p = f"h.{layer}."
        a = layer_norm(h, w[p + "ln_1.weight"], w[p + "ln_1.bias"])
        q, k, v = (a @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]).split(C, dim=-1)
        q, k, v = (t.view(B, T, H, d).transpose(1, 2) for t in (q, k, v))      # (B, H, T, d)
        weights = torch.softmax((q @ k.transpose(-1, -2) / math.sqrt(d)).masked_fill(~causal, float("-inf")), -1)
        attentions.append(weights)
        h = h + (weights @ v).transpose(1, 2).reshape(B, T, C) @ w[p + "attn.c_proj.weight"] \
            + w[p + "attn.c_proj.bias"]
        m = layer_norm(h, w[p + "ln_2.weight"], w[p + "ln_2.bias"])
        x = m @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"]
        x = 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))
        h = h + x @ w[p + "mlp.c_proj.weight"] + w[p + "mlp.c_proj.bias"]
    h = layer_norm(h, w["ln_f.weight"], w["ln_f.bias"])
    return h @ w["wte.weight"].T, attentions


def batch(generator, rows):
    """(B, 33): <|endoftext|>, a prefix of j random bytes, r r (m each), random bytes after."""
    out = torch.randint(0, ALPHABET, (rows, CFG["n_positions"] + 1), generator=generator)
    out[:, 0] = EOT
    for b in range(rows):  # the copy's length m (its distance) varies: only induction predicts it
        m = int(torch.randint(6, COPY + 1, (1,), generator=generator))
        j = int(torch.randint(0, CFG["n_positions"] - 2 * m, (1,), generator=generator))
        out[b, 1 + j + m:1 + j + 2 * m] = out[b, 1 + j:1 + j + m]
    return out


def probe_ids():
    """The engine's induction probe of this model, in GPT-2's ids."""
    window = CFG["n_positions"]
    half = induction_half(window, 2 * 32)
    engine = torch.tensor(repeated_tokens(VOCAB + 3, half), dtype=torch.long)  # 4 specials; EOT is <eos>
    hf = engine - 4
    hf[:, 0] = EOT  # <sos> reads <|endoftext|>'s embedding
    return hf, half


@torch.no_grad()
def induction_scores(w):
    """Each (layer, head)'s induction score on the engine's probe: the mean over rows and k of the
    weight query n + k puts on key k + 1."""
    ids, n = probe_ids()
    _, attentions = gpt2(w, ids)
    scores = {}
    for layer, a in enumerate(attentions):                                       # a: (B, H, T, T)
        k = torch.arange(1, n + 1)
        picked = a[:, :, n + k, k + 1]                                           # (B, H, n)
        for head in range(a.shape[1]):
            scores[(layer, head)] = float(picked[:, head].double().mean())
    return scores


def save_checkpoint(out, step, w, log):
    folder = os.path.join(out, f"checkpoint-{step}")
    os.makedirs(folder, exist_ok=True)
    safetensors.save(os.path.join(folder, "model.safetensors"),
                     {"transformer." + k: v.detach().clone() for k, v in w.items()}, {"format": "pt"})
    config = dict(CFG, model_type="gpt2", architectures=["GPT2LMHeadModel"], vocab_size=VOCAB,
                  bos_token_id=EOT, eos_token_id=EOT)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    symbols = byte_encoder()
    vocab = {symbols[b]: b for b in range(256)}
    vocab[symbols[ord(" ")] + "t"] = MERGED
    vocab["<|endoftext|>"] = EOT
    with open(os.path.join(folder, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    with open(os.path.join(folder, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n" + symbols[ord(" ")] + " t\n")
    with open(os.path.join(folder, "trainer_state.json"), "w") as f:
        json.dump({"global_step": step, "log_history": log}, f)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("twb")
    p.add_argument("out")
    p.add_argument("--steps", type=int, default=600)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--formed", action="store_true", help="fail unless an induction head forms")
    a = p.parse_args()
    torch.set_num_threads(a.threads)
    if os.path.isdir(a.out):  # an earlier run of this script: only its checkpoints are removed
        if any(not re.fullmatch(r"checkpoint-\d+", name) for name in os.listdir(a.out)):
            sys.exit(f"{a.out} holds more than this script's checkpoints; give a new folder")
        shutil.rmtree(a.out)
    generator = torch.Generator().manual_seed(7)
    w = init_weights(generator)
    optimizer = torch.optim.Adam(w.values(), lr=LR, betas=(0.9, 0.98), eps=1e-9)
    saves = sorted({int(round(a.steps * i / 8)) for i in range(1, 9)})
    log, ours = [], {}
    for step in range(1, a.steps + 1):
        ids = batch(generator, 64)
        logits, _ = gpt2(w, ids[:, :-1])
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 10 == 0:
            log.append({"step": step, "loss": float(loss), "learning_rate": LR, "epoch": step / a.steps})
        if step in saves:
            save_checkpoint(a.out, step, w, log)
            ours[step] = induction_scores(w)
            print(f"step {step}: loss {float(loss):.3f}, best induction score "
                  f"{max(ours[step].values()):.3f}", flush=True)

    # PyTorch's roles: an induction head at the last checkpoint, since when it has been one.
    steps = sorted(ours)
    expected = {}
    for head, last in ours[steps[-1]].items():
        if last < INDUCTION:
            continue
        since = steps[-1]
        for s in reversed(steps):
            if ours[s][head] < INDUCTION:
                break
            since = s
        expected[head] = (since, last)

    run = subprocess.run([a.twb, "follow", a.out, "--heads", "--json"], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"FAIL: twb follow --heads failed: {run.stderr}")
    report = json.loads(run.stdout.strip().splitlines()[-1])
    heads = report["heads"]
    found = {}
    for h in heads:
        for role in h["roles"]:
            if role["role"] == "induction":
                found[(h["layer"], h["head"])] = (role["since"], role["score"])
    print(json.dumps({"pytorch": {f"{l}.{h}": v for (l, h), v in expected.items()},
                      "workbench": {f"{l}.{h}": v for (l, h), v in found.items()}}))
    failures = []
    # Every head's induction score at every checkpoint, both ways.
    worst = 0.0
    samples = {sample["step"]: sample["heads"] for sample in report["head_samples"]}
    if sorted(samples) != sorted(ours):
        failures.append(f"the workbench scored steps {sorted(samples)}, PyTorch {sorted(ours)}")
    for step, theirs in samples.items():
        for h in theirs:
            mine = ours.get(step, {}).get((h["layer"], h["head"]))
            if mine is not None:
                worst = max(worst, abs(mine - h["scores"]["induction"]))
    print(json.dumps({"induction_scores_compared": sum(len(v) for v in ours.values()), "max_abs": worst}))
    if worst > 1e-4:
        failures.append(f"an induction score differs by {worst:.3g} between PyTorch and the workbench")
    if not expected and a.formed:
        failures.append("no induction head formed in PyTorch: train longer (--steps)")
    if set(expected) != set(found):
        failures.append(f"the induction heads differ: PyTorch {sorted(expected)}, the workbench {sorted(found)}")
    for head in set(expected) & set(found):
        if expected[head][0] != found[head][0]:
            failures.append(f"head {head}: induction since step {expected[head][0]} in PyTorch, {found[head][0]} "
                            f"in the workbench")
        if abs(expected[head][1] - found[head][1]) > 1e-4:
            failures.append(f"head {head}: last induction score {expected[head][1]:.6f} in PyTorch, "
                            f"{found[head][1]:.6f} in the workbench")
    for f in failures:
        print("FAIL: " + f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
