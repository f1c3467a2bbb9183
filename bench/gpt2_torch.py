#!/usr/bin/python3
"""GPT-2 in PyTorch, the reference of bench/gpt2_vs_torch.sh.

    /usr/bin/python3 bench/gpt2_torch.py make FOLDER TOKENIZER_DIR   a GPT-2-small-shaped folder with
                                                                     random weights (GPT-2's N(0, 0.02))
    /usr/bin/python3 bench/gpt2_torch.py run FOLDER [threads] [new]  open it, time the forward pass of
                                                                     64 tokens and cached generation

`run` is GPT-2's forward pass in float32 written with torch's own operations (F.layer_norm,
F.gelu(approximate="tanh"), softmax, matmul), with a key/value cache for generation, the weights read
from model.safetensors as transformers reads them. Prints one JSON object, as twb_gpt2_bench does.
"""

import json
import math
import os
import resource
import shutil
import struct
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F


def write_safetensors(path, tensors):
    header, offset = {}, 0
    for name, t in tensors.items():
        n = t.numel() * 4
        header[name] = {"dtype": "F32", "shape": list(t.shape), "data_offsets": [offset, offset + n]}
        offset += n
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with open(path, "wb") as out:
        out.write(struct.pack("<Q", len(text)))
        out.write(text)
        for t in tensors.values():
            out.write(t.contiguous().numpy().tobytes())


def make(folder, tokenizer_dir):
    os.makedirs(folder, exist_ok=True)
    torch.manual_seed(0)
    C, L, P, V = 768, 12, 1024, 50257
    w = {"wte.weight": torch.randn(V, C) * 0.02, "wpe.weight": torch.randn(P, C) * 0.01}
    for l in range(L):
        p = f"h.{l}."
        w[p + "ln_1.weight"], w[p + "ln_1.bias"] = torch.ones(C), torch.zeros(C)
        w[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"] = torch.randn(C, 3 * C) * 0.02, torch.zeros(3 * C)
        w[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"] = torch.randn(C, C) * 0.02 / math.sqrt(2 * L), torch.zeros(C)
        w[p + "ln_2.weight"], w[p + "ln_2.bias"] = torch.ones(C), torch.zeros(C)
        w[p + "mlp.c_fc.weight"], w[p + "mlp.c_fc.bias"] = torch.randn(C, 4 * C) * 0.02, torch.zeros(4 * C)
        w[p + "mlp.c_proj.weight"], w[p + "mlp.c_proj.bias"] = torch.randn(4 * C, C) * 0.02 / math.sqrt(2 * L), torch.zeros(C)
    w["ln_f.weight"], w["ln_f.bias"] = torch.ones(C), torch.zeros(C)
    write_safetensors(os.path.join(folder, "model.safetensors"), w)
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_embd": C, "n_head": 12, "n_layer": L,
              "n_positions": P, "n_ctx": P, "vocab_size": V, "activation_function": "gelu_new",
              "layer_norm_epsilon": 1e-5, "bos_token_id": 50256, "eos_token_id": 50256}
    with open(os.path.join(folder, "config.json"), "w") as out:
        json.dump(config, out, indent=2)
    shutil.copyfile(os.path.join(tokenizer_dir, "encoder.json"), os.path.join(folder, "vocab.json"))
    shutil.copyfile(os.path.join(tokenizer_dir, "vocab.bpe"), os.path.join(folder, "merges.txt"))


def read_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + n)
    out = {}
    for name, e in header.items():
        if name == "__metadata__":
            continue
        b, end = e["data_offsets"]
        out[name] = torch.from_numpy(np.array(data[b:end]).view(np.float32).reshape(e["shape"]))
    return out


class Gpt2:
    def __init__(self, w, cfg):
        self.w, self.C, self.H, self.L = w, cfg["n_embd"], cfg["n_head"], cfg["n_layer"]
        self.eps = cfg["layer_norm_epsilon"]

    def block(self, l, x, cache=None):
        w, C, H = self.w, self.C, self.H
        p = f"h.{l}."
        B, T, _ = x.shape
        a = F.layer_norm(x, (C,), w[p + "ln_1.weight"], w[p + "ln_1.bias"], self.eps)
        q, k, v = torch.addmm(w[p + "attn.c_attn.bias"], a.view(-1, C), w[p + "attn.c_attn.weight"]).view(B, T, 3 * C).split(C, -1)
        q, k, v = (t.view(B, T, H, C // H).transpose(1, 2) for t in (q, k, v))
        if cache is not None:
            if l in cache:
                k = torch.cat([cache[l][0], k], 2)
                v = torch.cat([cache[l][1], v], 2)
            cache[l] = (k, v)
        s = q @ k.transpose(-1, -2) / math.sqrt(C // H)
        if T > 1:
            s = s.masked_fill(torch.ones(T, k.shape[2], dtype=torch.bool).tril(k.shape[2] - T).logical_not(), float("-inf"))
        y = (torch.softmax(s, -1) @ v).transpose(1, 2).reshape(B * T, C)
        x = x + torch.addmm(w[p + "attn.c_proj.bias"], y, w[p + "attn.c_proj.weight"]).view(B, T, C)
        m = F.layer_norm(x, (C,), w[p + "ln_2.weight"], w[p + "ln_2.bias"], self.eps).view(-1, C)
        h = F.gelu(torch.addmm(w[p + "mlp.c_fc.bias"], m, w[p + "mlp.c_fc.weight"]), approximate="tanh")
        return x + torch.addmm(w[p + "mlp.c_proj.bias"], h, w[p + "mlp.c_proj.weight"]).view(B, T, C)

    def forward(self, ids, start=0, cache=None):
        x = self.w["wte.weight"][ids] + self.w["wpe.weight"][start:start + ids.shape[1]]
        for l in range(self.L):
            x = self.block(l, x, cache)
        x = F.layer_norm(x, (self.C,), self.w["ln_f.weight"], self.w["ln_f.bias"], self.eps)
        return x @ self.w["wte.weight"].T


def run(folder, threads, new_tokens):
    torch.set_num_threads(threads)
    start = time.perf_counter()
    cfg = json.load(open(os.path.join(folder, "config.json")))
    model = Gpt2(read_safetensors(os.path.join(folder, "model.safetensors")), cfg)
    open_seconds = time.perf_counter() - start
    params = sum(t.numel() for t in model.w.values())
    ids = torch.randint(0, 50256, (1, 64))
    ids[0, 0] = 50256
    times = []
    with torch.no_grad():
        for _ in range(6):
            start = time.perf_counter()
            model.forward(ids)
            times.append(time.perf_counter() - start)
        cache = {}
        start = time.perf_counter()
        for t in range(64):
            logits = model.forward(ids[:, t:t + 1], t, cache)
        prompt_seconds = time.perf_counter() - start
        start = time.perf_counter()
        for t in range(new_tokens):
            nxt = logits[0, -1].argmax().view(1, 1)
            logits = model.forward(nxt, 64 + t, cache)
        generate_seconds = time.perf_counter() - start
    times = sorted(times[1:])
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    weights = params * 4 / 2 ** 20
    print(json.dumps({"torch": torch.__version__, "threads": threads, "parameters": params, "weights_mib": weights, "open_seconds": open_seconds,
                      "forward_64_tokens_ms": 1000 * times[len(times) // 2], "prompt_tokens_per_second": 64 / prompt_seconds,
                      "generate_tokens_per_second": new_tokens / generate_seconds, "peak_rss_mib": peak,
                      "peak_rss_over_weights": peak / weights}))


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "make":
        make(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 3 and sys.argv[1] == "run":
        run(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 2, int(sys.argv[4]) if len(sys.argv) > 4 else 64)
    else:
        sys.exit(__doc__)
