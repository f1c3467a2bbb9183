"""The engine's three Transformers in PyTorch, with its equations and its tensor names.

A workbench checkpoint's weights load into these modules as they are, and their state_dict() is a
checkpoint's weights, because the module tree is laid out as the engine names its tensors
(docs/checkpoint-format.md): `encoder.layers.0.self_attention.query.weight`,
`blocks.3.feed_forward_residual.norm.bias`, `generator.bias`, ... A tied table appears once, under
the engine's name; the sinusoidal and rotary tables are buffers kept out of state_dict().

    build_model(config)    config: the engine's TransformerConfig JSON (a checkpoint's `config`)
      "encoder-decoder"    Seq2SeqTransformer     forward(source (B, S), target_input (B, T))
                                                  -> logits (B, T, V)
      "decoder-only"       GptTransformer         forward(input (B, T)) -> logits (B, T, V)
      "encoder-only"       TransformerClassifier  forward(input (B, T)) -> logits (B, classes)

The equations are core/nn's and core/model's (d = d_model, H heads, d_k = d / H, id 0 is <pad>):

    embedding      h = Drop(E[x] · s + P[t])          s = √d (scale_embedding) or 1; P sinusoidal
                   PE(t, 2i) = sin(t / 10000^(2i/d)), PE(t, 2i+1) = cos(…), learned, or nothing
                   (rotary); the <pad> row of E gets no gradient
    attention      S = Q Kᵀ · c  (c = 1/√d_k, or 1 without scale_scores), masked keys left out of
                   the softmax (weight exactly 0; a query with no allowed key: all 0),
                   out = Drop(softmax(S)) V, then the output projection
    rotary         on the first r = ⌊d_k · rotary_fraction⌋ features of each head's q and k,
                   pairs (i, i + r/2) turned by t θ_i, θ_i = rotary_base^(−2i/r) (GPT-NeoX's halves)
    residual       post: LN(x + Drop(Sub(x)))          pre: x + Drop(Sub(LN(x)))
    parallel       pre: x + Drop(Attn(LN₁ x)) + Drop(FFN(LN₂ x))
                   post: LN₂(LN₁(x + Drop(Attn(x))) + Drop(FFN(x)))
    feed-forward   W₂ Drop(act(W₁ x + b₁)) + b₂        act: relu, gelu (erf), gelu_tanh
    LayerNorm      γ (x − μ) / √(σ² + ε) + β (standard), σ² over n − 1 (unbiased_variance),
                   γ (x − μ) / (σ + ε) + β with σ² over n − 1 (std_eps_outside)
    masks          padding (keys that are <pad>) AND no-peek (decoder, GPT, causal classifier)
                   AND a local window i − w < j ≤ i (GPT-Neo's local layers)

Dropout, with p = config["dropout"], is active in model.train() at the engine's sites: the
embedding sum, the attention weights, every sublayer's output and inside the FFN.

An option the engine has and this module could not reproduce raises ValueError naming it; so does
a key it does not know.
"""

import json
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

PAD, UNK, SOS, EOS = 0, 1, 2, 3
FIRST_ORDINARY_ID = 4  # ids 0–3 are the specials

ENCODER_SELF, DECODER_SELF, CROSS = "encoder_self", "decoder_self", "cross"  # nn/attention.h's AttentionKind

ENCODER_DECODER, DECODER_ONLY, ENCODER_ONLY = "encoder-decoder", "decoder-only", "encoder-only"

# The keys TransformerConfig::to_json writes. Those in _REQUIRED have no meaning when absent (the
# engine refuses a config without them); the others take, when absent, the value older checkpoints
# had (model/config.cpp's .absent(...)).
_REQUIRED = ("architecture", "d_model", "heads", "encoder_layers", "decoder_layers", "d_ff", "dropout",
             "max_len", "norm_placement", "norm_kind", "norm_eps", "activation", "positions", "qkv_bias",
             "source_vocab", "target_vocab")
_ABSENT = {"rotary_fraction": 1.0, "rotary_base": 10000.0, "parallel_residual": False, "attention_window": 0,
           "scale_scores": True, "tie_weights": False, "pooling": "mean", "causal": False,
           "scale_embedding": True, "init": "xavier_uniform", "classes": 0, "single_boundary_token": False,
           "local_layers": []}
_CHOICES = {"architecture": (ENCODER_DECODER, DECODER_ONLY, ENCODER_ONLY),
            "norm_placement": ("post", "pre"),
            "norm_kind": ("standard", "unbiased_variance", "std_eps_outside"),
            "activation": ("relu", "gelu", "gelu_tanh"),
            "positions": ("sinusoidal", "learned", "rotary"),
            "pooling": ("mean", "max", "cls"),
            "init": ("xavier_uniform", "normal")}
_INTEGERS = ("d_model", "heads", "encoder_layers", "decoder_layers", "d_ff", "max_len", "attention_window",
             "source_vocab", "target_vocab", "classes")
_BOOLEANS = ("qkv_bias", "parallel_residual", "scale_scores", "tie_weights", "causal", "scale_embedding",
             "single_boundary_token")
_REALS = ("dropout", "norm_eps", "rotary_fraction", "rotary_base")
# model/config.h's ceilings
_CEILINGS = {"d_model": 8192, "heads": 256, "encoder_layers": 64, "decoder_layers": 64, "d_ff": 65536,
             "max_len": 4096, "source_vocab": 1_000_000, "target_vocab": 1_000_000, "classes": 100_000}


def _fail(message):
    raise ValueError("impossible model setting: " + message)


def read_config(config):
    """The engine's TransformerConfig JSON (a dict, or its text) checked as TransformerConfig::from_json
    and validate() check it, with the absent keys filled in. Returns a new dict."""
    if isinstance(config, (str, bytes)):
        config = json.loads(config)
    if not isinstance(config, dict):
        raise ValueError(f"the model configuration is a {type(config).__name__}, not a JSON object")
    unknown = sorted(set(config) - set(_REQUIRED) - set(_ABSENT))
    if unknown:
        raise ValueError("the model configuration has option(s) twb_torch does not implement: " +
                         ", ".join(unknown) + "; a model built without them would differ from the engine's")
    missing = [key for key in _REQUIRED if key not in config]
    if missing:
        raise ValueError("the model configuration is incomplete: no " + ", ".join(missing))
    c = dict(_ABSENT)
    c.update(config)
    c["local_layers"] = list(c["local_layers"])
    for key in _INTEGERS:
        if isinstance(c[key], bool) or not isinstance(c[key], int):
            _fail(f"{key} = {c[key]!r} is not a whole number")
    for key in _BOOLEANS:
        if not isinstance(c[key], bool):
            _fail(f"{key} = {c[key]!r} is not true or false")
    for key in _REALS:
        if isinstance(c[key], bool) or not isinstance(c[key], (int, float)):
            _fail(f"{key} = {c[key]!r} is not a number")
        c[key] = float(c[key])
    for key, choices in _CHOICES.items():
        if c[key] not in choices:
            _fail(f"{key} = {c[key]!r}; use one of " + ", ".join(choices))
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in c["local_layers"]):
        _fail(f"local_layers = {c['local_layers']!r} is not a list of layer numbers")
    for key, ceiling in _CEILINGS.items():
        if c[key] > ceiling:
            _fail(f"{key} = {c[key]} is above the largest allowed, {ceiling}")
    for key in ("d_model", "heads", "d_ff"):
        if c[key] <= 0:
            _fail(f"{key} = {c[key]} must be positive")
    if c["max_len"] < 2:
        _fail(f"max_len = {c['max_len']} must be at least 2 (<sos> and <eos>)")
    if not 0 <= c["dropout"] < 1:
        _fail(f"dropout = {c['dropout']} must be in [0, 1)")
    if not c["norm_eps"] > 0:
        _fail(f"norm_eps = {c['norm_eps']} must be positive")
    if c["attention_window"] < 0:
        _fail(f"attention_window = {c['attention_window']} must be at least 0")
    if min(c["source_vocab"], c["target_vocab"], c["classes"], c["encoder_layers"], c["decoder_layers"]) < 0:
        _fail("a vocabulary, class or layer count is negative")
    d, heads, arch = c["d_model"], c["heads"], c["architecture"]
    if d % heads:
        _fail(f"d_model = {d} is not divisible by heads = {heads}: each head gets d_model / heads dimensions")
    if c["positions"] == "sinusoidal" and d % 2:
        _fail(f"d_model = {d} must be even for sinusoidal positions (sin/cos pairs)")
    if c["positions"] == "rotary":
        d_k = d // heads
        if d_k % 2:
            _fail(f"d_model / heads = {d_k} must be even for rotary positions")
        rotated = rotary_dims(c)
        if not (0 < c["rotary_fraction"] <= 1) or rotated % 2 or rotated == 0:
            _fail(f"rotary_fraction = {c['rotary_fraction']} turns {rotated} of each head's {d_k} features; "
                  "it must be in (0, 1] and turn an even number")
        if not c["rotary_base"] > 1:
            _fail(f"rotary_base = {c['rotary_base']} must be above 1")
    decoder_only, encoder_only = arch == DECODER_ONLY, arch == ENCODER_ONLY
    if c["parallel_residual"] and not decoder_only:
        _fail("parallel_residual applies to decoder-only models (GPT-NeoX's blocks)")
    if c["attention_window"] > 0 and not decoder_only:
        _fail("attention_window applies to decoder-only models (GPT-Neo's local attention)")
    if c["local_layers"]:
        if not decoder_only:
            _fail("local_layers applies to decoder-only models (GPT-Neo's local attention)")
        if c["attention_window"] < 1:
            _fail("local_layers needs an attention_window of at least 1 position")
        for layer in c["local_layers"]:
            if not 0 <= layer < c["decoder_layers"]:
                _fail(f"local_layers names the layer {layer}; the model's layers are "
                      f"0..{c['decoder_layers'] - 1}")
    if not decoder_only and c["encoder_layers"] <= 0:
        _fail(f"encoder_layers = {c['encoder_layers']}: needs at least one layer")
    if not encoder_only and c["decoder_layers"] <= 0:
        _fail(f"decoder_layers = {c['decoder_layers']}: needs at least one layer")
    if c["tie_weights"] and encoder_only:
        _fail("tie_weights applies to models with an output layer over tokens (translate, lm)")
    if c["single_boundary_token"] and not decoder_only:
        _fail("single_boundary_token applies to decoder-only models")
    return c


def rotary_dims(c):
    """Of each head's d_k features, how many rotary positions turn: GPT-NeoX's int(d_k · rotary_pct),
    the 1e-9 keeping 64 × 0.25 from reading 15.99 (TransformerConfig::rotary_dims)."""
    if c["positions"] != "rotary":
        return 0
    return int(math.floor((c["d_model"] // c["heads"]) * c["rotary_fraction"] + 1e-9))


def local_layer(c, layer):
    """Whether decoder-only block `layer` attends within the local window (TransformerConfig::local_layer):
    the listed local_layers, or without a list and with a window, every second block (1, 3, …)."""
    if not c["local_layers"]:
        return c["attention_window"] > 0 and c["architecture"] == DECODER_ONLY and layer % 2 == 1
    return layer in c["local_layers"]


# --- the equations, as functions (the test swaps them for wrong ones to show it would notice) ---------

def sinusoidal_table(max_len, d_model):
    """(max_len, d) float64: PE(t, 2i) = sin(t / 10000^(2i/d)), PE(t, 2i+1) = cos(t / 10000^(2i/d))."""
    position = torch.arange(max_len, dtype=torch.float64)[:, None]          # (max_len, 1)
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)                 # (d/2)
    base = torch.tensor(10000.0, dtype=torch.float64)
    angle = position / torch.pow(base, two_i / d_model)                      # (max_len, d/2)
    table = torch.empty(max_len, d_model, dtype=torch.float64)               # (max_len, d)
    table[:, 0::2] = torch.sin(angle)
    table[:, 1::2] = torch.cos(angle)
    return table


def rotary_tables(max_len, rotated, base):
    """cos(t θ_i), sin(t θ_i) for t < max_len, i < r/2, θ_i = base^(−2i/r): two (max_len, r/2) float64."""
    pair = torch.arange(rotated // 2, dtype=torch.float64)                   # (r/2)
    frequency = torch.pow(torch.tensor(float(base), dtype=torch.float64), -2.0 * pair / rotated)  # (r/2)
    angle = torch.arange(max_len, dtype=torch.float64)[:, None] * frequency  # (max_len, r/2)
    return torch.cos(angle), torch.sin(angle)


def apply_rotary(x, cos, sin, rotated):
    """GPT-NeoX's rotate-half on the first r features of each head, position t = x's row:
        x'_i = x_i cos(t θ_i) − x_{i+r/2} sin(t θ_i),  x'_{i+r/2} = x_{i+r/2} cos(t θ_i) + x_i sin(t θ_i)
    x: (B, H, T, d_k)  cos, sin: (T, r/2), x's dtype."""
    half = rotated // 2
    a, b = x[..., :half], x[..., half:rotated]                              # (B, H, T, r/2) each
    rest = x[..., rotated:]                                                 # (B, H, T, d_k − r)
    return torch.cat((a * cos - b * sin, b * cos + a * sin, rest), dim=-1)  # (B, H, T, d_k)


def layer_norm(x, weight, bias, kind, eps):
    """γ x̂ + β over the last axis; x̂ = (x − μ)/√(σ² + ε) with σ² over n (standard) or n − 1
    (unbiased_variance), or x̂ = (x − μ)/(σ + ε) with σ² over n − 1 (std_eps_outside)."""
    if kind == "standard":
        return F.layer_norm(x, (x.shape[-1],), weight, bias, eps)
    centered = x - x.mean(-1, keepdim=True)                                  # (…, d)
    variance = (centered * centered).sum(-1, keepdim=True) / (x.shape[-1] - 1)  # (…, 1)
    scale = torch.sqrt(variance) + eps if kind == "std_eps_outside" else torch.sqrt(variance + eps)
    return centered / scale * weight + bias


def activation(x, kind):
    """relu max(0, x);  gelu x Φ(x) = x/2 (1 + erf(x/√2));
    gelu_tanh x/2 (1 + tanh(√(2/π)(x + 0.044715 x³)))."""
    if kind == "relu":
        return F.relu(x)
    if kind == "gelu":
        return F.gelu(x)
    return F.gelu(x, approximate="tanh")


def attention_weights(scores, allowed):
    """softmax over the allowed keys, masked weights exactly 0, a query with no allowed key all 0.
    scores: (B, H, Tq, Tk)  allowed: bool, broadcast to it."""
    weights = torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)  # (B, H, Tq, Tk)
    return weights.masked_fill(~allowed.any(-1, keepdim=True), 0.0)          # NaN rows of no key → 0


# --- the layers ------------------------------------------------------------------------------------

class LayerNorm(nn.Module):
    """nn/layer_norm.h: weight γ (ones), bias β (zeros), the engine's three forms."""

    def __init__(self, d_model, kind, eps):
        super().__init__()
        self.kind, self.eps = kind, eps
        self.weight = nn.Parameter(torch.ones(d_model))
        self.bias = nn.Parameter(torch.zeros(d_model))

    def forward(self, x):
        return layer_norm(x, self.weight, self.bias, self.kind, self.eps)


class TokenEmbedding(nn.Module):
    """y = E[x] · scale, (B, T) → (B, T, d); the <pad> row gets no gradient. Tied, it owns no table
    and reads the one it is given (the source side's)."""

    def __init__(self, vocab, d_model, scale, tied=False):
        super().__init__()
        self.scale = scale
        self.weight = None if tied else nn.Parameter(torch.zeros(vocab, d_model))

    def forward(self, ids, table=None):
        table = self.weight if table is None else table                     # (V, d)
        return F.embedding(ids, table, padding_idx=PAD) * self.scale        # (B, T, d)


class PositionalEncoding(nn.Module):
    """P[t] added to every row: the fixed sinusoidal table (a buffer, not saved), a learned
    (max_len, d) `weight`, or nothing (rotary: self-attention turns q and k instead)."""

    def __init__(self, kind, max_len, d_model):
        super().__init__()
        self.kind = kind
        if kind == "learned":
            self.weight = nn.Parameter(torch.zeros(max_len, d_model))
        elif kind == "sinusoidal":
            self.register_buffer("table", sinusoidal_table(max_len, d_model), persistent=False)

    def forward(self, h):
        if self.kind == "rotary":
            return h
        table = self.weight if self.kind == "learned" else self.table       # (max_len, d)
        return h + table[: h.shape[1]].to(h.dtype)                          # (B, T, d)


class InputEmbedding(nn.Module):
    """h = Drop(E[x] · scale + P[t])     x: (B, T)  h: (B, T, d)"""

    def __init__(self, c, vocab, tied=False):
        super().__init__()
        d = c["d_model"]
        self.max_len = c["max_len"]
        self.token = TokenEmbedding(vocab, d, math.sqrt(d) if c["scale_embedding"] else 1.0, tied)
        self.position = PositionalEncoding(c["positions"], c["max_len"], d)
        self.dropout = nn.Dropout(c["dropout"])

    def forward(self, ids, table=None):
        if ids.shape[1] > self.max_len:
            raise ValueError(f"a sequence has {ids.shape[1]} tokens, more than max_len = {self.max_len}")
        return self.dropout(self.position(self.token(ids, table)))


class RotaryPositions(nn.Module):
    """The cos/sin tables of rotary positions (buffers, not saved) and their turn of q or k."""

    def __init__(self, max_len, rotated, base):
        super().__init__()
        self.rotated = rotated
        cos, sin = rotary_tables(max_len, rotated, base)
        self.register_buffer("cos", cos, persistent=False)                  # (max_len, r/2)
        self.register_buffer("sin", sin, persistent=False)

    def forward(self, x):
        T = x.shape[-2]                                                     # x: (B, H, T, d_k)
        return apply_rotary(x, self.cos[:T].to(x.dtype), self.sin[:T].to(x.dtype), self.rotated)


class MultiHeadAttention(nn.Module):
    """Q = x W_Qᵀ + b_Q, K = m W_Kᵀ + b_K, V = m W_Vᵀ + b_V, split into H heads of d_k; with rotary
    positions (self-attention) Q and K turned; S = Q Kᵀ · c; P = softmax over allowed keys;
    y = (Drop(P) V, heads concatenated) W_Oᵀ + b_O.

    keep_weights = True keeps last_weights, P (B, H, Tq, Tk) after the softmax and before dropout,
    detached; keep_largest_score = True keeps last_largest_score, the largest allowed score S (a
    0-d tensor, the training health's saturation measure)."""

    def __init__(self, c, rotary=None):
        super().__init__()
        d, self.heads = c["d_model"], c["heads"]
        self.d_k = d // self.heads
        self.query = nn.Linear(d, d, bias=c["qkv_bias"])
        self.key = nn.Linear(d, d, bias=c["qkv_bias"])
        self.value = nn.Linear(d, d, bias=c["qkv_bias"])
        self.output = nn.Linear(d, d)
        self.dropout = nn.Dropout(c["dropout"])
        self.rotary = rotary
        # ScaledDotProductAttention::score_scale: 1/√d_k in float (the engine's real), or 1
        self.score_scale = 1.0 / math.sqrt(self.d_k) if c["scale_scores"] else 1.0
        self.keep_weights = False
        self.last_weights = None
        self.keep_largest_score = False
        self.last_largest_score = None

    def _heads(self, x):
        B, T, _ = x.shape                                                   # x: (B, T, d)
        return x.view(B, T, self.heads, self.d_k).transpose(1, 2)           # (B, H, T, d_k)

    def forward(self, x, memory, allowed):
        """x: (B, Tq, d)  memory: (B, Tk, d)  allowed: bool (B or 1, 1, Tq or 1, Tk)  → (B, Tq, d)"""
        q = self._heads(self.query(x))                                      # (B, H, Tq, d_k)
        k = self._heads(self.key(memory))                                   # (B, H, Tk, d_k)
        v = self._heads(self.value(memory))                                 # (B, H, Tk, d_k)
        if self.rotary is not None:
            q, k = self.rotary(q), self.rotary(k)
        scores = torch.matmul(q, k.transpose(-1, -2))                       # (B, H, Tq, Tk)
        if self.score_scale != 1.0:
            scores = scores * self.score_scale
        weights = attention_weights(scores, allowed)                        # (B, H, Tq, Tk)
        if self.keep_weights:
            self.last_weights = weights.detach()
        if self.keep_largest_score:
            self.last_largest_score = scores.detach().masked_fill(~allowed, float("-inf")).amax()
        context = torch.matmul(self.dropout(weights), v)                   # (B, H, Tq, d_k)
        B, H, Tq, d_k = context.shape
        return self.output(context.transpose(1, 2).reshape(B, Tq, H * d_k))  # (B, Tq, d)


class FeedForward(nn.Module):
    """y = W₂ Drop(act(W₁ x + b₁)) + b₂     x, y: (B, T, d), hidden (B, T, d_ff)"""

    def __init__(self, c):
        super().__init__()
        self.kind = c["activation"]
        self.linear1 = nn.Linear(c["d_model"], c["d_ff"])
        self.linear2 = nn.Linear(c["d_ff"], c["d_model"])
        self.dropout = nn.Dropout(c["dropout"])

    def forward(self, x):
        return self.linear2(self.dropout(activation(self.linear1(x), self.kind)))


class ResidualConnection(nn.Module):
    """post: y = LN(x + Drop(s)), the sublayer reading x;
    pre:  y = x + Drop(s), the sublayer reading LN(x)."""

    def __init__(self, c):
        super().__init__()
        self.pre = c["norm_placement"] == "pre"
        self.norm = LayerNorm(c["d_model"], c["norm_kind"], c["norm_eps"])
        self.dropout = nn.Dropout(c["dropout"])

    def sublayer_input(self, x):
        return self.norm(x) if self.pre else x

    def forward(self, x, sublayer_output):
        y = x + self.dropout(sublayer_output)                               # (B, T, d)
        return y if self.pre else self.norm(y)


class EncoderLayer(nn.Module):
    """The encoder layer, the GPT block and the classifier's layer (nn/transformer_layers.h):
        middle = Residual₁(x, SelfAttention);  y = Residual₂(middle, FFN reading middle)
        parallel: y = Residual₂(middle, FFN reading x)"""

    def __init__(self, c, rotary=None, parallel=False):
        super().__init__()
        self.parallel = parallel
        self.self_attention = MultiHeadAttention(c, rotary)
        self.self_attention_residual = ResidualConnection(c)
        self.feed_forward = FeedForward(c)
        self.feed_forward_residual = ResidualConnection(c)

    def forward(self, x, allowed):
        """x: (B, T, d)  allowed: bool (B, 1, T or 1, T)  → (B, T, d)"""
        attention_in = self.self_attention_residual.sublayer_input(x)       # (B, T, d)
        attention_out = self.self_attention(attention_in, attention_in, allowed)  # (B, T, d)
        middle = self.self_attention_residual(x, attention_out)              # (B, T, d)
        feed_forward_in = self.feed_forward_residual.sublayer_input(x if self.parallel else middle)
        return self.feed_forward_residual(middle, self.feed_forward(feed_forward_in))


class DecoderLayer(nn.Module):
    """after_self = Residual(x, masked SelfAttention);  after_cross = Residual(after_self,
    CrossAttention(·, memory));  y = Residual(after_cross, FFN). Rotary turns the self-attention only."""

    def __init__(self, c, rotary=None):
        super().__init__()
        self.self_attention = MultiHeadAttention(c, rotary)
        self.self_attention_residual = ResidualConnection(c)
        self.cross_attention = MultiHeadAttention(c)
        self.cross_attention_residual = ResidualConnection(c)
        self.feed_forward = FeedForward(c)
        self.feed_forward_residual = ResidualConnection(c)

    def forward(self, x, memory, self_allowed, cross_allowed):
        """x: (B, T, d)  memory: (B, S, d)  self_allowed: (B, 1, T, T)  cross_allowed: (B, 1, 1, S)
        → (B, T, d)"""
        self_in = self.self_attention_residual.sublayer_input(x)            # (B, T, d)
        after_self = self.self_attention_residual(x, self.self_attention(self_in, self_in, self_allowed))
        cross_in = self.cross_attention_residual.sublayer_input(after_self)  # (B, T, d)
        after_cross = self.cross_attention_residual(
            after_self, self.cross_attention(cross_in, memory, cross_allowed))
        feed_forward_in = self.feed_forward_residual.sublayer_input(after_cross)  # (B, T, d)
        return self.feed_forward_residual(after_cross, self.feed_forward(feed_forward_in))


class Stack(nn.Module):
    """`layers` and, pre-norm, the final `norm`: the names encoder.layers.N / encoder.norm."""

    def __init__(self, layers, norm=None):
        super().__init__()
        self.layers = nn.ModuleList(layers)
        self.norm = norm


class Generator(nn.Module):
    """logits = h Wᵀ + b, W (V, d) its own or, tied, the table it is given; the bias always its own."""

    def __init__(self, d_model, vocab, tied=False):
        super().__init__()
        self.weight = None if tied else nn.Parameter(torch.zeros(vocab, d_model))
        self.bias = nn.Parameter(torch.zeros(vocab))

    def forward(self, h, table=None):
        return F.linear(h, self.weight if table is None else table, self.bias)


def _rotary(c):
    if c["positions"] != "rotary":
        return None
    return RotaryPositions(c["max_len"], rotary_dims(c), c["rotary_base"])


def _key_padding(ids):
    """(B, 1, 1, T) bool: True where the key is a real token, not <pad>."""
    return (ids != PAD)[:, None, None, :]


def _no_peek(length, device):
    """(1, 1, T, T) bool: key j <= query i."""
    return torch.ones(length, length, dtype=torch.bool, device=device).tril()[None, None]


def _local_window(length, window, device):
    """(1, 1, T, T) bool: i − window < j <= i (GPT-Neo's local layers)."""
    i = torch.arange(length, device=device)[:, None]
    j = torch.arange(length, device=device)[None, :]
    return ((j <= i) & (i - j < window))[None, None]


class _Model(nn.Module):
    """What the three models share: their config, init, the attention modules and weight access."""

    def attention_modules(self):
        """[(kind, layer, MultiHeadAttention)] in the model's order; kind is nn/attention.h's AttentionKind
        name: "encoder_self", "decoder_self" or "cross"."""
        raise NotImplementedError

    def _initialize(self, generator, in_projection_variant, normal_std=None, residual_std=None):
        """The engine's initialize(): every matrix (2-D tensor) drawn, vectors left at 0 (biases) and 1
        (LayerNorm gains); then the <pad> rows of the token tables set to 0.
            Xavier-uniform U(−a, a), a = √(6 / (fan_in + fan_out)); the query, key and value weights
            as nn.MultiheadAttention's one (3·out, in) matrix, a = √(6 / (in + 3·out)) when
            in_projection_variant; or N(0, normal_std²), the residual writers (self_attention.output,
            feed_forward.linear2) N(0, residual_std²) when residual_std is given."""
        with torch.no_grad():
            for name, p in self.named_parameters():
                if p.dim() < 2:
                    continue
                out, fan_in = p.shape
                if normal_std is not None:
                    writes_residual = name.endswith("self_attention.output.weight") or \
                        name.endswith("feed_forward.linear2.weight")
                    std = residual_std if residual_std is not None and writes_residual else normal_std
                    p.copy_(torch.randn(p.shape, generator=generator, dtype=torch.float64) * std)
                    continue
                in_projection = name.endswith((".query.weight", ".key.weight", ".value.weight"))
                fans = fan_in + 3 * out if in_projection and in_projection_variant else out + fan_in
                a = math.sqrt(6.0 / fans)
                p.copy_((torch.rand(p.shape, generator=generator, dtype=torch.float64) * 2 - 1) * a)
            for embedding in self._token_tables():
                embedding[PAD].zero_()

    def _token_tables(self):
        return []


class Seq2SeqTransformer(_Model):
    """The encoder–decoder of "Attention Is All You Need" (model/seq2seq.cpp):
        memory = [LN_enc](EncoderLayer…(Embed_src(x)))            under the source padding mask
        logits = Generator([LN_dec](DecoderLayer…(Embed_trg(y_in), memory)))
    forward(source (B, S), target_input (B, T)) → logits (B, T, V_target)."""

    def __init__(self, c):
        super().__init__()
        if c["source_vocab"] <= FIRST_ORDINARY_ID or c["target_vocab"] <= FIRST_ORDINARY_ID:
            raise ValueError(f"the vocabularies are empty: source {c['source_vocab']}, target "
                             f"{c['target_vocab']} tokens")
        self.tied = c["tie_weights"]
        if self.tied and c["source_vocab"] != c["target_vocab"]:
            raise ValueError("tie_weights needs one vocabulary for both languages (shared_vocabulary=true); "
                             f"the vocabularies have {c['source_vocab']} and {c['target_vocab']} tokens")
        self.config = c
        pre = c["norm_placement"] == "pre"
        rotary = _rotary(c)
        norm = (lambda: LayerNorm(c["d_model"], c["norm_kind"], c["norm_eps"])) if pre else (lambda: None)
        # registered in the engine's parameters() order
        self.source_embedding = InputEmbedding(c, c["source_vocab"])
        self.encoder = Stack([EncoderLayer(c, rotary) for _ in range(c["encoder_layers"])], norm())
        self.target_embedding = InputEmbedding(c, c["target_vocab"], tied=self.tied)
        self.decoder = Stack([DecoderLayer(c, rotary) for _ in range(c["decoder_layers"])], norm())
        self.generator = Generator(c["d_model"], c["target_vocab"], tied=self.tied)

    def _token_tables(self):
        tables = [self.source_embedding.token.weight]
        return tables if self.tied else tables + [self.target_embedding.token.weight]

    def initialize(self, generator=None):
        self._initialize(generator, in_projection_variant=True)

    def encode(self, source):
        """source (B, S) → memory (B, S, d) and the source's key mask (B, 1, 1, S)."""
        source_keys = _key_padding(source)
        h = self.source_embedding(source)                                   # (B, S, d)
        for layer in self.encoder.layers:
            h = layer(h, source_keys)
        return (self.encoder.norm(h) if self.encoder.norm is not None else h), source_keys

    def decode(self, target_input, memory, source_keys):
        """target_input (B, T), memory (B, S, d), source_keys (B, 1, 1, S) → logits (B, T, V)."""
        T = target_input.shape[1]
        self_allowed = _key_padding(target_input) & _no_peek(T, target_input.device)  # (B, 1, T, T)
        table = self.source_embedding.token.weight if self.tied else None
        g = self.target_embedding(target_input, table)                      # (B, T, d)
        for layer in self.decoder.layers:
            g = layer(g, memory, self_allowed, source_keys)
        if self.decoder.norm is not None:
            g = self.decoder.norm(g)
        return self.generator(g, table)                                     # (B, T, V)

    def forward(self, source, target_input):
        memory, source_keys = self.encode(source)
        return self.decode(target_input, memory, source_keys)

    def attention_modules(self):
        found = [(ENCODER_SELF, i, layer.self_attention) for i, layer in enumerate(self.encoder.layers)]
        for i, layer in enumerate(self.decoder.layers):
            found += [(DECODER_SELF, i, layer.self_attention), (CROSS, i, layer.cross_attention)]
        return found


class GptTransformer(_Model):
    """The decoder-only language model (model/gpt.cpp):
        h = Embed(x);  h = Block_l(h) under padding AND no-peek (AND the window, local blocks);
        logits = [LN_f](h) Wᵀ, W the token table (tie_weights) or lm_head, no bias.
    single_boundary_token: <sos> reads <eos>'s embedding, and <pad>, <unk>, <sos> get logit −∞.
    forward(input (B, T)) → logits (B, T, V)."""

    def __init__(self, c):
        super().__init__()
        if c["target_vocab"] <= FIRST_ORDINARY_ID:
            raise ValueError(f"the vocabulary is empty: {c['target_vocab']} tokens")
        self.config = c
        self.tied = c["tie_weights"]
        rotary = _rotary(c)
        self.embedding = InputEmbedding(c, c["target_vocab"])
        self.blocks = nn.ModuleList(EncoderLayer(c, rotary, c["parallel_residual"])
                                    for _ in range(c["decoder_layers"]))
        self.local = [local_layer(c, l) for l in range(c["decoder_layers"])]
        self.window = c["attention_window"]
        pre = c["norm_placement"] == "pre"
        self.final_norm = LayerNorm(c["d_model"], c["norm_kind"], c["norm_eps"]) if pre else None
        self.lm_head = None if self.tied else nn.Linear(c["d_model"], c["target_vocab"], bias=False)
        self.single_boundary = c["single_boundary_token"]
        self.register_buffer("never_predicted", torch.tensor([PAD, UNK, SOS]), persistent=False)

    def _token_tables(self):
        return [self.embedding.token.weight]

    def initialize(self, generator=None):
        if self.config["init"] == "normal":
            residual = 0.02 / math.sqrt(2.0 * len(self.blocks))
            self._initialize(generator, False, normal_std=0.02, residual_std=residual)
        else:
            self._initialize(generator, in_projection_variant=False)

    def forward(self, ids):
        T = ids.shape[1]
        keys = _key_padding(ids)                                            # (B, 1, 1, T)
        causal = keys & _no_peek(T, ids.device)                             # (B, 1, T, T)
        local = keys & _local_window(T, self.window, ids.device) if any(self.local) else None
        read = torch.where(ids == SOS, torch.full_like(ids, EOS), ids) if self.single_boundary else ids
        h = self.embedding(read)                                            # (B, T, d)
        for block, is_local in zip(self.blocks, self.local):
            h = block(h, local if is_local else causal)
        if self.final_norm is not None:
            h = self.final_norm(h)
        logits = F.linear(h, self.embedding.token.weight) if self.tied else self.lm_head(h)  # (B, T, V)
        if self.single_boundary:
            logits = logits.index_fill(-1, self.never_predicted, float("-inf"))
        return logits

    def attention_modules(self):
        return [(DECODER_SELF, i, block.self_attention) for i, block in enumerate(self.blocks)]


class TransformerClassifier(_Model):
    """The encoder-only classifier (model/classifier.cpp):
        h = EncoderLayer…(Embed(x)) under the padding mask (AND no-peek with causal);
        p = Pool([LN](h)) over the real tokens: mean, max per channel, or h[:, 0] ([CLS]);
        logits = p Wᵀ + b.
    forward(input (B, T), [CLS] = <sos> first) → logits (B, classes)."""

    def __init__(self, c):
        super().__init__()
        if c["source_vocab"] <= FIRST_ORDINARY_ID:
            raise ValueError(f"the vocabulary is empty: {c['source_vocab']} tokens")
        if c["classes"] < 2:
            raise ValueError(f"a classifier needs at least 2 classes, not {c['classes']}")
        self.config = c
        self.causal = c["causal"]
        self.pooling = c["pooling"]
        pre = c["norm_placement"] == "pre"
        rotary = _rotary(c)
        norm = LayerNorm(c["d_model"], c["norm_kind"], c["norm_eps"]) if pre else None
        self.embedding = InputEmbedding(c, c["source_vocab"])
        self.encoder = Stack([EncoderLayer(c, rotary) for _ in range(c["encoder_layers"])], norm)
        self.head = nn.Linear(c["d_model"], c["classes"])

    def _token_tables(self):
        return [self.embedding.token.weight]

    def initialize(self, generator=None):
        if self.config["init"] == "normal":
            self._initialize(generator, False, normal_std=0.02)
        else:
            self._initialize(generator, in_projection_variant=True)

    def forward(self, ids):
        real = ids != PAD                                                   # (B, T)
        allowed = real[:, None, None, :]                                    # (B, 1, 1, T)
        if self.causal:
            allowed = allowed & _no_peek(ids.shape[1], ids.device)          # (B, 1, T, T)
        h = self.embedding(ids)                                             # (B, T, d)
        for layer in self.encoder.layers:
            h = layer(h, allowed)
        if self.encoder.norm is not None:
            h = self.encoder.norm(h)
        if self.pooling == "cls":
            pooled = h[:, 0]                                                # (B, d)
        elif self.pooling == "mean":
            count = real.sum(1, keepdim=True).to(h.dtype)                   # (B, 1)
            pooled = (h * real[..., None].to(h.dtype)).sum(1) / count       # (B, d)
        else:  # each channel's largest over the real tokens; the gradient goes to the first largest
            pooled = h.masked_fill(~real[..., None], float("-inf")).max(dim=1).values  # (B, d)
        return self.head(pooled)                                            # (B, classes)

    def attention_modules(self):
        return [(ENCODER_SELF, i, layer.self_attention) for i, layer in enumerate(self.encoder.layers)]


def build_model(config, seed=None):
    """The engine's model for `config` (its TransformerConfig JSON: a dict or its text), float32 on the
    CPU, initialised with the engine's distributions (not its random numbers: a run that must start
    from the engine's weights loads them with init_from_checkpoint). seed: a torch seed for the
    draw (None: torch's global generator)."""
    c = read_config(config)
    architecture = {ENCODER_DECODER: Seq2SeqTransformer, DECODER_ONLY: GptTransformer,
                    ENCODER_ONLY: TransformerClassifier}[c["architecture"]]
    model = architecture(c)
    generator = torch.Generator().manual_seed(seed) if seed is not None else None
    model.initialize(generator)
    return model


CHECKPOINT_EXTRAS = ("optimizer.", "tokenizer.", "timelapse.", "telemetry.")  # tensors that are not weights


def init_from_checkpoint(model, tensors):
    """Loads engine-named weights {name: tensor} into the model (strictly: every weight, no other
    tensor), converted to each parameter's dtype and device. A checkpoint's optimizer.*,
    tokenizer.*, timelapse.* and telemetry.* tensors are passed over. Raises ValueError naming the
    missing, unexpected or misshapen tensors."""
    weights = {name: t for name, t in tensors.items() if not name.startswith(CHECKPOINT_EXTRAS)}
    own = model.state_dict()
    missing = [name for name in own if name not in weights]
    unexpected = [name for name in weights if name not in own]
    misshapen = [f"{name} {list(weights[name].shape)} (the model's {list(own[name].shape)})"
                 for name in own if name in weights and tuple(weights[name].shape) != tuple(own[name].shape)]
    problems = []
    if missing:
        problems.append("missing " + ", ".join(missing))
    if unexpected:
        problems.append("not the model's " + ", ".join(unexpected))
    if misshapen:
        problems.append("of another shape " + ", ".join(misshapen))
    if problems:
        raise ValueError("the checkpoint's weights do not fit the model: " + "; ".join(problems))
    model.load_state_dict({name: weights[name].to(dtype=own[name].dtype, device=own[name].device)
                           for name in own}, strict=True)


def engine_tensors(model):
    """The model's weights under the engine's names, in the engine's parameter order: {name: tensor},
    detached (on the model's device and in its dtype; safetensors.save copies them to the CPU)."""
    return {name: t.detach() for name, t in model.state_dict().items()}
