#!/usr/bin/python3
"""Parity fixtures against PyTorch, in the manner of llm.c's test_gpt2 against train_gpt2.py.

Builds the same tiny encoder-decoder as the engine's Seq2SeqTransformer from PyTorch's own layers
(nn.Embedding, nn.TransformerEncoderLayer, nn.TransformerDecoderLayer, nn.LayerNorm, nn.Linear),
runs one teacher-forced forward pass on a padded batch, the label-smoothed cross-entropy and its
backward pass, and writes everything the C++ test needs into one safetensors file per norm
placement:

    tests/core/fixtures/torch_parity_post.safetensors
    tests/core/fixtures/torch_parity_pre.safetensors

Each holds
    <engine parameter name>        F32, the weights, Linear weights [out, in]
    batch.source                   I64 [B, S]   (pad 0, unk 1, sos 2, eos 3)
    batch.target_input             I64 [B, T]   <sos> y, padded
    batch.target_output            I64 [B, T]   y <eos>, padded
    expected.logits                F32 [B, T, V]
    expected.loss                  F32 []
    grad.<engine parameter name>   F32, same shape as the parameter
and in __metadata__ the engine's model configuration (the JSON of TransformerConfig::to_json), the
torch version, the seed and how the reference was computed.

The reference numbers come from PyTorch run in float64 on the float32-rounded weights, so they are
the exact answer (to float32 output rounding) for the weights stored in the file; the script also
runs the same model in float32 and prints how far PyTorch's own float32 result is from that
reference, the noise floor any float32 implementation can expect.

Run by hand with Debian's python3-torch (no other package needed):
    /usr/bin/python3 tests/torch_parity.py            # writes both fixtures
    /usr/bin/python3 tests/torch_parity.py --check    # recomputes and compares with the files
The C++ side is tests/core/test_torch_parity.cpp (target twb_parity_tests).
"""

import argparse
import json
import math
import os
import struct
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "core", "fixtures")

PAD, UNK, SOS, EOS = 0, 1, 2, 3
SEED = 1234
LABEL_SMOOTHING = 0.1


def engine_config(placement):
    """The engine's TransformerConfig, as TransformerConfig::to_json writes it."""
    return {
        "architecture": "encoder-decoder",
        "d_model": 16,
        "heads": 2,
        "encoder_layers": 2,
        "decoder_layers": 2,
        "d_ff": 32,
        "dropout": 0.0,
        "max_len": 16,
        "norm_placement": placement,
        "norm_kind": "standard",
        "norm_eps": 1e-5,
        "activation": "relu",
        "positions": "sinusoidal",
        "qkv_bias": True,
        "source_vocab": 11,
        "target_vocab": 13,
    }


def sinusoidal_table(max_len, d_model):
    """PE(pos, 2i) = sin(pos / 10000^(2i/d)),  PE(pos, 2i+1) = cos(pos / 10000^(2i/d)), in float64."""
    pe = torch.zeros(max_len, d_model, dtype=torch.float64)
    pos = torch.arange(max_len, dtype=torch.float64).unsqueeze(1)
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)
    angle = pos / torch.pow(torch.tensor(10000.0, dtype=torch.float64), two_i / d_model)
    pe[:, 0::2] = torch.sin(angle)
    pe[:, 1::2] = torch.cos(angle)
    return pe


class TorchSeq2Seq(nn.Module):
    """The engine's model from PyTorch's layers:
        memory = [LN_enc](EncoderLayer...(E_src[x] sqrt(d) + PE))
        logits = Generator([LN_dec](DecoderLayer...(E_trg[y] sqrt(d) + PE, memory)))
    with the final LayerNorms only for pre-norm (norm_first=True)."""

    def __init__(self, c):
        super().__init__()
        d, pre = c["d_model"], c["norm_placement"] == "pre"
        self.d_model = d
        self.pre = pre
        self.source_embedding = nn.Embedding(c["source_vocab"], d, padding_idx=PAD)
        self.target_embedding = nn.Embedding(c["target_vocab"], d, padding_idx=PAD)
        layer_args = dict(d_model=d, nhead=c["heads"], dim_feedforward=c["d_ff"], dropout=0.0,
                          activation="relu", layer_norm_eps=c["norm_eps"], batch_first=True, norm_first=pre)
        self.encoder_layers = nn.ModuleList(nn.TransformerEncoderLayer(**layer_args) for _ in range(c["encoder_layers"]))
        self.decoder_layers = nn.ModuleList(nn.TransformerDecoderLayer(**layer_args) for _ in range(c["decoder_layers"]))
        self.encoder_norm = nn.LayerNorm(d, eps=c["norm_eps"]) if pre else None
        self.decoder_norm = nn.LayerNorm(d, eps=c["norm_eps"]) if pre else None
        self.generator = nn.Linear(d, c["target_vocab"])
        self.register_buffer("pe", sinusoidal_table(c["max_len"], d))

    def embed(self, embedding, tokens):
        return embedding(tokens) * math.sqrt(self.d_model) + self.pe[: tokens.shape[1]].to(embedding.weight.dtype)

    def forward(self, source, target_input):
        # Masks in PyTorch's convention: True = masked out. Keys only: a padded query still gets a row.
        src_key_padding_mask = source == PAD                      # (B, S)
        tgt_key_padding_mask = target_input == PAD                # (B, T)
        T = target_input.shape[1]
        tgt_mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)  # no-peek: key j > query i
        x = self.embed(self.source_embedding, source)
        for layer in self.encoder_layers:
            x = layer(x, src_key_padding_mask=src_key_padding_mask)
        memory = self.encoder_norm(x) if self.pre else x
        y = self.embed(self.target_embedding, target_input)
        for layer in self.decoder_layers:
            y = layer(y, memory, tgt_mask=tgt_mask, tgt_key_padding_mask=tgt_key_padding_mask,
                      memory_key_padding_mask=src_key_padding_mask)
        if self.pre:
            y = self.decoder_norm(y)
        return self.generator(y)  # (B, T, V)


def randomize(model, seed):
    """Xavier-uniform matrices (as the engine), padding rows zero (as nn.Embedding(padding_idx)),
    and random biases and LayerNorm parameters so that they are tested too."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() > 1:
                bound = math.sqrt(6.0 / (p.shape[0] + p.shape[1]))
                p.copy_((torch.rand(p.shape, generator=g, dtype=torch.float64) * 2 - 1) * bound)
            elif name.endswith("norm1.weight") or name.endswith("norm2.weight") or name.endswith("norm3.weight") \
                    or name.endswith("norm.weight"):
                p.copy_(1.0 + 0.3 * torch.randn(p.shape, generator=g, dtype=torch.float64))
            else:  # every bias, LayerNorm's too
                p.copy_(0.2 * torch.randn(p.shape, generator=g, dtype=torch.float64))
        model.source_embedding.weight[PAD].zero_()
        model.target_embedding.weight[PAD].zero_()


def layer_map(mapping, encoder_layers, decoder_layers):
    """Adds to mapping (engine name -> (torch parameter, row slice or None)) the parameters of
    stacks of nn.TransformerEncoderLayer and nn.TransformerDecoderLayer under the engine's names:
    in_proj's rows are query, key and value in that order, norm1..3 the residual norms in sublayer
    order (both placements)."""

    def attention(prefix, mha):
        C = mha.embed_dim
        for i, part in enumerate(("query", "key", "value")):
            mapping[prefix + part + ".weight"] = (mha.in_proj_weight, slice(i * C, (i + 1) * C))
            mapping[prefix + part + ".bias"] = (mha.in_proj_bias, slice(i * C, (i + 1) * C))
        mapping[prefix + "output.weight"] = (mha.out_proj.weight, None)
        mapping[prefix + "output.bias"] = (mha.out_proj.bias, None)

    def norm(prefix, ln):
        mapping[prefix + "weight"] = (ln.weight, None)
        mapping[prefix + "bias"] = (ln.bias, None)

    def feed_forward(prefix, layer):
        for lin in ("linear1", "linear2"):
            mapping[prefix + lin + ".weight"] = (getattr(layer, lin).weight, None)
            mapping[prefix + lin + ".bias"] = (getattr(layer, lin).bias, None)

    for i, layer in enumerate(encoder_layers):
        p = f"encoder.layers.{i}."
        attention(p + "self_attention.", layer.self_attn)
        norm(p + "self_attention_residual.norm.", layer.norm1)
        feed_forward(p + "feed_forward.", layer)
        norm(p + "feed_forward_residual.norm.", layer.norm2)
    for i, layer in enumerate(decoder_layers):
        p = f"decoder.layers.{i}."
        attention(p + "self_attention.", layer.self_attn)
        norm(p + "self_attention_residual.norm.", layer.norm1)
        attention(p + "cross_attention.", layer.multihead_attn)
        norm(p + "cross_attention_residual.norm.", layer.norm2)
        feed_forward(p + "feed_forward.", layer)
        norm(p + "feed_forward_residual.norm.", layer.norm3)
    return mapping


def check_fully_mapped(mapping, model):
    """Every torch parameter of the model is used, and in full."""
    used = {}
    for param, sl in mapping.values():
        used.setdefault(id(param), 0)
        used[id(param)] += param.shape[0] if sl is None else (sl.stop - sl.start)
    for name, param in model.named_parameters():
        assert used.get(id(param)) == param.shape[0], f"torch parameter {name} is not fully mapped"
    return mapping


def engine_tensors(model):
    """Every parameter under the engine's name: {engine name: (torch parameter, row slice or None)},
    the slice picking the engine's tensor ([out, in] layout) out of the torch one, so that
    gradients map the same way."""
    mapping = {"source_embedding.token.weight": (model.source_embedding.weight, None),
               "target_embedding.token.weight": (model.target_embedding.weight, None)}
    layer_map(mapping, model.encoder_layers, model.decoder_layers)
    if model.pre:
        mapping["encoder.norm.weight"] = (model.encoder_norm.weight, None)
        mapping["encoder.norm.bias"] = (model.encoder_norm.bias, None)
        mapping["decoder.norm.weight"] = (model.decoder_norm.weight, None)
        mapping["decoder.norm.bias"] = (model.decoder_norm.bias, None)
    mapping["generator.weight"] = (model.generator.weight, None)
    mapping["generator.bias"] = (model.generator.bias, None)
    return check_fully_mapped(mapping, model)


def take(tensor, sl):
    return (tensor if sl is None else tensor[sl]).detach()


def make_batch():
    """Three pairs of different lengths, padded: source (B, S), target_input <sos> y (B, T),
    target_output y <eos> (B, T)."""
    sources = [[4, 7, 9, 5, 10, 6, 8], [5, 1, 9, 4], [10, 8, 6, 7, 4]]  # 1 = <unk>
    targets = [[6, 12, 4, 9, 7], [11, 5], [8, 4, 1, 10]]
    S = max(len(s) for s in sources)
    T = max(len(t) for t in targets) + 1
    source = torch.full((len(sources), S), PAD, dtype=torch.int64)
    target_input = torch.full((len(targets), T), PAD, dtype=torch.int64)
    target_output = torch.full((len(targets), T), PAD, dtype=torch.int64)
    for b, (s, t) in enumerate(zip(sources, targets)):
        source[b, : len(s)] = torch.tensor(s)
        target_input[b, : len(t) + 1] = torch.tensor([SOS] + t)
        target_output[b, : len(t) + 1] = torch.tensor(t + [EOS])
    return source, target_input, target_output


def run(model, batch):
    """Forward, label-smoothed cross-entropy (ignore <pad>), backward."""
    source, target_input, target_output = batch
    model.zero_grad(set_to_none=True)
    logits = model(source, target_input)
    V = logits.shape[-1]
    loss = F.cross_entropy(logits.reshape(-1, V), target_output.reshape(-1), ignore_index=PAD,
                           label_smoothing=LABEL_SMOOTHING)
    loss.backward()
    return logits.detach(), loss.detach()


def manual_loss(logits, target_output, eps):
    """-Σ_v q_v log softmax(z)_v with q = (1-ε) onehot + ε/V, mean over non-<pad> targets: checks that
    F.cross_entropy means what the engine's CrossEntropy computes."""
    V = logits.shape[-1]
    z = logits.reshape(-1, V).double()
    t = target_output.reshape(-1)
    logp = torch.log_softmax(z, dim=-1)
    keep = t != PAD
    q = torch.full_like(z, eps / V)
    q[torch.arange(len(t)), t] += 1 - eps
    per_row = -(q * logp).sum(-1)
    return per_row[keep].mean()


SCALE_FLOOR = 1e-3  # see rel_error


def rel_error(a, b):
    """The C++ test's measure of a against the reference b, per tensor: the largest difference
    relative to the tensor's largest entry, max_i |a_i - b_i| / max(max_i |b_i|, 1e-3). (The floor
    is for tensors whose exact value is 0, such as the gradients of the attention key biases:
    softmax ignores a shift shared by all keys.)"""
    a, b = a.double().reshape(-1), b.double().reshape(-1)
    return ((a - b).abs().max() / b.abs().max().clamp(min=SCALE_FLOOR)).item()


def elementwise_error(a, b):
    """The other measure the C++ test checks, per element: max_i |a_i - b_i| / max(|b_i|, 1)."""
    return ((a.double() - b.double()).abs() / b.double().abs().clamp(min=1.0)).max().item()


# --- safetensors, with the standard library only -----------------------------------------------

def save_safetensors(path, tensors, metadata):
    """tensors: {name: (dtype "F32"/"I64", shape list, bytes)}; header padded with spaces to 8 bytes."""
    header = {"__metadata__": metadata}
    offset = 0
    chunks = []
    for name in sorted(tensors):
        dtype, shape, data = tensors[name]
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        chunks.append(data)
    h = json.dumps(header, separators=(",", ":")).encode("utf-8")
    h += b" " * ((8 - (8 + len(h)) % 8) % 8)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for c in chunks:
            f.write(c)
    os.replace(tmp, path)


def load_safetensors(path):
    with open(path, "rb") as f:
        raw = f.read()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8: 8 + n].decode("utf-8"))
    metadata = header.pop("__metadata__", {})
    buf = raw[8 + n:]
    out = {}
    for name, info in header.items():
        b, e = info["data_offsets"]
        fmt = {"F32": "f", "I64": "q"}[info["dtype"]]
        count = (e - b) // struct.calcsize(fmt)
        values = struct.unpack("<%d%s" % (count, fmt), buf[b:e])
        dtype = torch.float32 if fmt == "f" else torch.int64
        out[name] = torch.tensor(values, dtype=dtype).reshape(info["shape"])
    return out, metadata


def f32(t):
    t = t.detach().to(torch.float32).contiguous()
    return ("F32", list(t.shape), struct.pack("<%df" % t.numel(), *t.reshape(-1).tolist()))


def i64(t):
    t = t.detach().to(torch.int64).contiguous()
    return ("I64", list(t.shape), struct.pack("<%dq" % t.numel(), *t.reshape(-1).tolist()))


# --- main -------------------------------------------------------------------------------------

def build(placement):
    """Returns (tensors for the file, metadata, report lines)."""
    c = engine_config(placement)
    torch.manual_seed(SEED)
    batch = make_batch()

    # float32 model with float32 weights; the float64 copy holds the same (rounded) values.
    model32 = TorchSeq2Seq(c)
    randomize(model32, SEED + (0 if placement == "post" else 1))
    model32.train()  # dropout is 0; training mode also keeps PyTorch off its inference fast path
    model64 = TorchSeq2Seq(c).double()
    model64.load_state_dict({k: v.double() for k, v in model32.state_dict().items()})
    model64.train()

    logits64, loss64 = run(model64, batch)
    map64 = engine_tensors(model64)
    logits32, loss32 = run(model32, batch)
    map32 = engine_tensors(model32)

    # The loss means what the engine's CrossEntropy computes.
    assert abs(manual_loss(logits64, batch[2], LABEL_SMOOTHING).item() - loss64.item()) < 1e-12, \
        "F.cross_entropy's label smoothing differs from the formula"
    # The padding rows of the embeddings get no gradient.
    assert model64.source_embedding.weight.grad[PAD].abs().max().item() == 0.0
    assert model64.target_embedding.weight.grad[PAD].abs().max().item() == 0.0

    tensors = {}
    for name, (param, sl) in map64.items():
        tensors[name] = f32(take(param, sl))
        tensors["grad." + name] = f32(take(param.grad, sl))
    source, target_input, target_output = batch
    tensors["batch.source"] = i64(source)
    tensors["batch.target_input"] = i64(target_input)
    tensors["batch.target_output"] = i64(target_output)
    tensors["expected.logits"] = f32(logits64)
    tensors["expected.loss"] = ("F32", [], struct.pack("<f", loss64.item()))

    metadata = {
        "config": json.dumps(c),
        "torch_version": torch.__version__,
        "seed": str(SEED),
        "label_smoothing": str(LABEL_SMOOTHING),
        "ignore_index": str(PAD),
        "reference": "PyTorch float64 forward/backward on the stored float32 weights; nn.TransformerEncoderLayer/"
                     "nn.TransformerDecoderLayer(batch_first=True, dropout=0.0, activation=relu, norm_first=" +
                     ("True" if placement == "pre" else "False") + "), F.cross_entropy(ignore_index=0, "
                     "label_smoothing=0.1); masks: src/memory/tgt key padding (True = pad) and a bool causal tgt_mask",
        "generator": "tests/torch_parity.py",
    }

    # Noise floor: PyTorch's own float32 run against the float64 reference, in the C++ test's measure.
    pad_rows = (target_input == PAD)
    report = [f"[{placement}-norm] torch {torch.__version__}: loss {loss64.item():.9f}",
              f"  torch float32 vs float64 reference (max|a-b| / max(max|b|, 1e-3)): logits {rel_error(logits32, logits64):.2e}"
              f" (padded target rows {rel_error(logits32[pad_rows], logits64[pad_rows]):.2e}),"
              f" loss {rel_error(loss32, loss64):.2e}"]
    worst = max(((rel_error(take(p32.grad, s32), take(p64.grad, s64)), n)
                 for (n, (p64, s64)), (_, (p32, s32)) in zip(map64.items(), map32.items())))
    report.append(f"  torch float32 gradients: worst {worst[0]:.2e} ({worst[1]})")
    return tensors, metadata, report


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="recompute and compare with the fixture files")
    ap.add_argument("--out", default=FIXTURES, help="directory of the fixtures (default: tests/core/fixtures)")
    args = ap.parse_args()
    torch.set_num_threads(1)
    os.makedirs(args.out, exist_ok=True)
    for placement in ("post", "pre"):
        tensors, metadata, report = build(placement)
        path = os.path.join(args.out, f"torch_parity_{placement}.safetensors")
        print("\n".join(report))
        if args.check:
            stored, stored_meta = load_safetensors(path)
            assert set(stored) == set(tensors), f"{path}: tensor names differ"
            assert stored_meta.get("config") == metadata["config"], f"{path}: config differs"
            worst = 0.0
            for name, (dtype, shape, data) in tensors.items():
                fmt = "f" if dtype == "F32" else "q"
                fresh = torch.tensor(struct.unpack("<%d%s" % (len(data) // struct.calcsize(fmt), fmt), data))
                worst = max(worst, elementwise_error(fresh.reshape(shape), stored[name]))
            print(f"  {path}: recomputed, worst difference {worst:.2e}")
        else:
            save_safetensors(path, tensors, metadata)
            print(f"  wrote {path} ({os.path.getsize(path)} bytes, {len(tensors)} tensors)")


if __name__ == "__main__":
    sys.exit(main())
