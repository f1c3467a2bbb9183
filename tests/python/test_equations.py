#!/usr/bin/python3
"""The equations of python/twb_torch against references that were not written with it.

    /usr/bin/python3 tests/python/test_equations.py          # exit status 1 on any failure

twb_torch is the PyTorch twin of the engine (docs/pytorch.md): a run continued on PyTorch must take
the steps the workbench would have taken. This checks, printing every comparison and its error:

  fixtures     the engine's parity fixtures (tests/core/fixtures/torch_parity_{post,pre}): logits,
               label-smoothed loss and every gradient of the engine-named weights, against the
               float64 reference they store (rounded to float32), in float64 and in float32, and
               against tests/torch_parity.py's model of PyTorch's own layers, in float64
  families     GPT-NeoX (parallel, rotary on a quarter; sequential, full rotary, base 500), GPT-Neo
               (local window, unscaled scores, no Q/K/V bias, tied) and GPT-2 (tied, gelu_tanh,
               single boundary token) against the families' float64 equations in
               tests/reference/hf_families.py and hf_gpt2.py: logits, attention weights, gradients
  restated     every other option (post-norm and parallel blocks, the three LayerNorm forms,
               activations, sinusoidal / learned / rotary positions, windows, tying, the classifier's
               poolings and causal mask, padding) against the float64 equations restated below,
               head by head
  mutations    wrong equations (pre-norm for post-norm, interleaved rotary pairs, no 1/√d_k, a
               window off by one, no masks, ...) that the comparisons above must reject: each one's
               error is asserted to be far above the limit that passes the right one
  recipe       label_smoothed_loss against F.cross_entropy, Adam against its formula and
               torch.optim.Adam, the schedules against their formulas, clipping, weight averaging
  files        twb_torch.safetensors: every dtype, metadata, atomic replacement, damaged files
  layout       state_dict names, tying, the <pad> row's gradient, dropout sites, attention weights

The error measure is tests/torch_parity.py's: max|a − b| / max(max|b|, 1e-3) over a tensor.
"""

import json
import math
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, "python"), os.path.join(ROOT, "tests"),
                os.path.join(ROOT, "tests", "reference")]

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import hf_families  # noqa: E402
import hf_gpt2  # noqa: E402
import torch_parity  # noqa: E402
from twb_torch import models, recipe, safetensors  # noqa: E402

PAD, UNK, SOS, EOS = 0, 1, 2, 3
FIXTURES = os.path.join(ROOT, "tests", "core", "fixtures")

failures = []


def rel(a, b):
    """max|a − b| / max(max|b|, 1e-3)"""
    a, b = a.detach().double().reshape(-1), b.detach().double().reshape(-1)
    if a.numel() == 0:
        return 0.0
    return ((a - b).abs().max() / b.abs().max().clamp(min=1e-3)).item()


def check(name, error, limit):
    """A comparison that must agree: error <= limit."""
    good = error <= limit
    print(f"{'ok  ' if good else 'FAIL'} {name}: {error:.2e} (limit {limit:.0e})")
    if not good:
        failures.append(name)


def reject(name, error, limit):
    """A mutation that the comparison must catch: its error is far above the limit that passes."""
    good = error > 100 * limit
    print(f"{'ok  ' if good else 'FAIL'} mutation {name}: {error:.2e} (must exceed {100 * limit:.0e})")
    if not good:
        failures.append("mutation " + name)


def truth(name, condition, detail=""):
    print(f"{'ok  ' if condition else 'FAIL'} {name}{': ' + detail if detail else ''}")
    if not condition:
        failures.append(name)


class patched:
    """Replaces models.NAME by a wrong equation for the duration of a with-block."""

    def __init__(self, name, replacement):
        self.name, self.replacement = name, replacement

    def __enter__(self):
        self.original = getattr(models, self.name)
        setattr(models, self.name, self.replacement)

    def __exit__(self, *exc):
        setattr(models, self.name, self.original)


def base_config(architecture, **changes):
    c = {"architecture": architecture, "d_model": 16, "heads": 2, "encoder_layers": 2, "decoder_layers": 2,
         "d_ff": 24, "dropout": 0.0, "max_len": 16, "norm_placement": "pre", "norm_kind": "standard",
         "norm_eps": 1e-5, "activation": "relu", "positions": "sinusoidal", "qkv_bias": True,
         "source_vocab": 0, "target_vocab": 0}
    c.update(changes)
    return c


def randomize(model, seed):
    """Every weight random in float64 (matrices N(0, 0.3²), LayerNorm gains 1 + N(0, 0.2²), biases
    N(0, 0.1²)) so that every parameter matters; the <pad> rows stay 0 as the engine starts them."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() > 1:
                p.copy_(torch.randn(p.shape, generator=g, dtype=torch.float64) * 0.3)
            elif name.endswith("norm.weight"):
                p.copy_(1 + 0.2 * torch.randn(p.shape, generator=g, dtype=torch.float64))
            else:
                p.copy_(0.1 * torch.randn(p.shape, generator=g, dtype=torch.float64))
        for table in model._token_tables():
            table[PAD].zero_()
    return model


def padded(rows, length=None):
    """(B, T) long of the rows, padded with <pad>."""
    T = length or max(len(r) for r in rows)
    out = torch.full((len(rows), T), PAD, dtype=torch.int64)
    for b, r in enumerate(rows):
        out[b, : len(r)] = torch.tensor(r)
    return out


# --- fixtures -------------------------------------------------------------------------------------

def fixture(placement):
    tensors, meta = safetensors.load(os.path.join(FIXTURES, f"torch_parity_{placement}.safetensors"))
    weights = {k: v for k, v in tensors.items() if not k.startswith(("batch.", "expected.", "grad."))}
    return tensors, weights, json.loads(meta["config"]), float(meta["label_smoothing"])


def run_seq2seq(model, tensors, smoothing):
    model.zero_grad(set_to_none=True)
    logits = model(tensors["batch.source"], tensors["batch.target_input"])   # (B, T, V)
    total, count = recipe.label_smoothed_loss(logits, tensors["batch.target_output"], smoothing, PAD)
    loss = total / count
    loss.backward()
    return logits.detach(), loss.detach()


def worst_gradient(model, expected):
    """The largest error over every parameter's gradient, and its name."""
    return max((rel(p.grad, expected[name]), name) for name, p in model.named_parameters())


def test_fixtures():
    print("\n== the engine's parity fixtures ==")
    for placement in ("post", "pre"):
        tensors, weights, config, smoothing = fixture(placement)
        expected_grads = {name[len("grad."):]: t for name, t in tensors.items() if name.startswith("grad.")}
        for dtype, limit in ((torch.float64, 2e-7), (torch.float32, 2e-5)):
            model = models.build_model(config).to(dtype)
            models.init_from_checkpoint(model, weights)
            model.train()
            logits, loss = run_seq2seq(model, tensors, smoothing)
            what = f"[{placement}, {str(dtype)[6:]}] vs the fixture's float64 reference (stored in float32)"
            check(f"{what}: logits", rel(logits, tensors["expected.logits"]), limit)
            check(f"{what}: loss", rel(loss, tensors["expected.loss"]), limit)
            error, name = worst_gradient(model, expected_grads)
            check(f"{what}: every gradient, worst {name}", error, limit)
        truth(f"[{placement}] state_dict names are the fixture's weights",
              set(model.state_dict()) == set(weights))
        pad_rows = [model.source_embedding.token.weight.grad[PAD],
                    model.target_embedding.token.weight.grad[PAD]]
        truth(f"[{placement}] the <pad> rows get no gradient", all(bool((r == 0).all()) for r in pad_rows))

        # PyTorch's own layers (nn.TransformerEncoderLayer/DecoderLayer), float64, the same weights
        reference = torch_parity.TorchSeq2Seq(config).double()
        with torch.no_grad():
            for name, (param, rows) in torch_parity.engine_tensors(reference).items():
                (param if rows is None else param[rows]).copy_(weights[name].double())
        reference.train()
        batch = (tensors["batch.source"], tensors["batch.target_input"], tensors["batch.target_output"])
        ref_logits, ref_loss = torch_parity.run(reference, batch)
        model = models.build_model(config).double()
        models.init_from_checkpoint(model, weights)
        logits, loss = run_seq2seq(model, tensors, smoothing)
        what = f"[{placement}, float64] vs nn.Transformer*Layer in float64"
        check(f"{what}: logits", rel(logits, ref_logits), 1e-12)
        check(f"{what}: loss", rel(loss, ref_loss), 1e-12)
        ref_grads = {name: torch_parity.take(param.grad, rows)
                     for name, (param, rows) in torch_parity.engine_tensors(reference).items()}
        error, name = worst_gradient(model, ref_grads)
        check(f"{what}: every gradient, worst {name}", error, 1e-11)


def test_fixture_mutations():
    print("\n== mutations the fixtures reject (float64, limit 2e-7) ==")
    tensors, weights, config, smoothing = fixture("post")
    expected = tensors["expected.logits"]

    def logits_of(c, extra=None):
        model = models.build_model(c).double()
        models.init_from_checkpoint(model, dict(weights, **(extra or {})))
        return run_seq2seq(model, tensors, smoothing)[0]

    ones, zeros = torch.ones(config["d_model"]), torch.zeros(config["d_model"])
    final_norms = {"encoder.norm.weight": ones, "encoder.norm.bias": zeros,
                   "decoder.norm.weight": ones, "decoder.norm.bias": zeros}
    pre = logits_of(dict(config, norm_placement="pre"), final_norms)
    reject("post-norm weights in a pre-norm model", rel(pre, expected), 2e-7)
    reject("no 1/sqrt(d_k) on the scores", rel(logits_of(dict(config, scale_scores=False)), expected), 2e-7)
    reject("no sqrt(d_model) on the embedding", rel(logits_of(dict(config, scale_embedding=False)), expected),
           2e-7)
    reject("LayerNorm's variance over n - 1", rel(logits_of(dict(config, norm_kind="unbiased_variance")),
                                                   expected), 2e-7)
    reject("epsilon outside the square root", rel(logits_of(dict(config, norm_kind="std_eps_outside")),
                                                   expected), 2e-7)
    reject("gelu for relu", rel(logits_of(dict(config, activation="gelu")), expected), 2e-7)
    with patched("_no_peek", lambda T, device: torch.ones(1, 1, T, T, dtype=torch.bool, device=device)):
        reject("the decoder sees the future (no no-peek mask)", rel(logits_of(config), expected), 2e-7)
    with patched("_key_padding", lambda ids: torch.ones_like(ids, dtype=torch.bool)[:, None, None, :]):
        reject("<pad> keys attended (no padding mask)", rel(logits_of(config), expected), 2e-7)

    def swapped_table(max_len, d):
        table = torch_parity.sinusoidal_table(max_len, d)
        return torch.cat((table[:, 1::2], table[:, 0::2]), dim=1)  # sines then cosines, not interleaved
    with patched("sinusoidal_table", swapped_table):
        reject("sinusoidal sin/cos in halves, not interleaved", rel(logits_of(config), expected), 2e-7)


# --- the model families ---------------------------------------------------------------------------

def next_token_loss(logits, ids):
    """The families' mean next-token cross-entropy of ids (hf_families.adam_step's)."""
    total, count = recipe.label_smoothed_loss(logits[:, :-1], ids[:, 1:], 0.0, -100)
    return total / count


def leaves_of(model):
    return {name: t.detach().clone().double().requires_grad_(True) for name, t in model.state_dict().items()}


def compare_family(label, model, leaves, reference_forward, ids, mutants=(), limit=1e-12):
    """My float64 model against the reference's logits, attention weights and gradients; then the
    reference's mutants against my model, which must be far off."""
    ref_logits, ref_attentions = reference_forward()
    next_token_loss(ref_logits, ids).backward()
    models.init_from_checkpoint(model, {k: v.detach() for k, v in leaves.items()})
    for _, _, attention in model.attention_modules():
        attention.keep_weights = True
    model.zero_grad(set_to_none=True)
    logits = model(ids)
    next_token_loss(logits, ids).backward()
    check(f"[{label}] logits", rel(logits, ref_logits), limit)
    if ref_attentions is not None:
        kept = torch.stack([a.last_weights for _, _, a in model.attention_modules()])
        check(f"[{label}] attention weights of every layer and head", rel(kept, torch.stack(ref_attentions)),
              limit)
    error, name = max((rel(p.grad, leaves[n].grad), n) for n, p in model.named_parameters())
    check(f"[{label}] every gradient, worst {name}", error, 1e-10)
    for mutant_name, mutant_logits in mutants:
        reject(f"[{label}] {mutant_name}", rel(logits, mutant_logits), limit)
    return logits.detach()


def neox_config(parallel, fraction, base, d_ff):
    engine = base_config("decoder-only", d_model=32, heads=2, encoder_layers=0, d_ff=d_ff, activation="gelu",
                         positions="rotary", rotary_fraction=fraction, rotary_base=base,
                         parallel_residual=parallel, scale_embedding=False, target_vocab=37)
    hf = {"hidden_size": 32, "num_attention_heads": 2, "num_hidden_layers": 2, "intermediate_size": d_ff,
          "rotary_pct": fraction, "rotary_emb_base": base, "layer_norm_eps": 1e-5,
          "use_parallel_residual": parallel, "hidden_act": "gelu"}
    return engine, hf


def neox_weights(w, c):
    """Engine names → GPT-NeoX's, differentiably: query_key_value holds each head's q, k, v rows together."""
    H, d = c["heads"], c["d_model"] // c["heads"]
    out = {"gpt_neox.embed_in.weight": w["embedding.token.weight"], "embed_out.weight": w["lm_head.weight"],
           "gpt_neox.final_layer_norm.weight": w["final_norm.weight"],
           "gpt_neox.final_layer_norm.bias": w["final_norm.bias"]}
    for layer in range(c["decoder_layers"]):
        e, p = f"blocks.{layer}.", f"gpt_neox.layers.{layer}."
        for part in ("weight", "bias"):
            q, k, v = (w[e + f"self_attention.{n}.{part}"] for n in ("query", "key", "value"))
            rows = [slice(h * d, (h + 1) * d) for h in range(H)]
            fused = [torch.cat((q[r], k[r], v[r])) for r in rows]
            out[p + "attention.query_key_value." + part] = torch.cat(fused)
            out[p + "attention.dense." + part] = w[e + "self_attention.output." + part]
            out[p + "input_layernorm." + part] = w[e + "self_attention_residual.norm." + part]
            out[p + "post_attention_layernorm." + part] = w[e + "feed_forward_residual.norm." + part]
            out[p + "mlp.dense_h_to_4h." + part] = w[e + "feed_forward.linear1." + part]
            out[p + "mlp.dense_4h_to_h." + part] = w[e + "feed_forward.linear2." + part]
    return out


def interleaved_rotary(x, cos, sin, rotated):
    """The mutation: RoFormer's pairs (2i, 2i + 1) instead of GPT-NeoX's halves (i, i + r/2)."""
    head, rest = x[..., :rotated], x[..., rotated:]
    even, odd = head[..., 0::2], head[..., 1::2]
    turned = torch.stack((even * cos - odd * sin, odd * cos + even * sin), dim=-1).flatten(-2)
    return torch.cat((turned, rest), dim=-1)


def test_neox():
    print("\n== GPT-NeoX (tests/reference/hf_families.py, float64) ==")
    ids = torch.randint(1, 37, (2, 12), generator=torch.Generator().manual_seed(5))
    families = (("neox parallel, rotary 0.25", True, 0.25, 10000, 96),
                ("neox sequential, rotary 1.0, base 500", False, 1.0, 500, 64))
    for label, parallel, fraction, base, d_ff in families:
        engine, hf = neox_config(parallel, fraction, base, d_ff)
        model = randomize(models.build_model(engine).double(), 31)
        leaves = leaves_of(model)

        def forward(mutation=None):
            return hf_families.neox_forward(neox_weights(leaves, engine), hf, ids, mutation)
        with torch.no_grad():
            mutant = forward("interleaved")[0]
        logits = compare_family(label, model, leaves, forward, ids,
                                [("reference on interleaved pairs", mutant)])
        with patched("apply_rotary", interleaved_rotary), torch.no_grad():
            reject(f"[{label}] twb_torch on interleaved pairs", rel(model(ids), logits), 1e-12)
        with torch.no_grad():
            other = models.build_model(dict(engine, parallel_residual=not parallel)).double()
            models.init_from_checkpoint(other, model.state_dict())
            reject(f"[{label}] parallel_residual flipped", rel(other(ids), logits), 1e-12)
            other = models.build_model(dict(engine, rotary_base=base * 2)).double()
            models.init_from_checkpoint(other, model.state_dict())
            reject(f"[{label}] rotary_base doubled", rel(other(ids), logits), 1e-12)


def neo_weights(w, c):
    out = {"transformer.wte.weight": w["embedding.token.weight"],
           "transformer.wpe.weight": w["embedding.position.weight"],
           "transformer.ln_f.weight": w["final_norm.weight"], "transformer.ln_f.bias": w["final_norm.bias"]}
    engine_name = {"q": "query", "k": "key", "v": "value"}
    for layer in range(c["decoder_layers"]):
        e, p = f"blocks.{layer}.", f"transformer.h.{layer}."
        for n in ("q", "k", "v"):
            out[p + f"attn.attention.{n}_proj.weight"] = w[e + f"self_attention.{engine_name[n]}.weight"]
        for part in ("weight", "bias"):
            out[p + "attn.attention.out_proj." + part] = w[e + "self_attention.output." + part]
            out[p + "ln_1." + part] = w[e + "self_attention_residual.norm." + part]
            out[p + "ln_2." + part] = w[e + "feed_forward_residual.norm." + part]
            out[p + "mlp.c_fc." + part] = w[e + "feed_forward.linear1." + part]
            out[p + "mlp.c_proj." + part] = w[e + "feed_forward.linear2." + part]
    return out


def test_neo():
    print("\n== GPT-Neo (tests/reference/hf_families.py, float64) ==")
    engine = base_config("decoder-only", d_model=32, heads=4, encoder_layers=0, d_ff=64,
                         activation="gelu_tanh", positions="learned", qkv_bias=False, scale_scores=False,
                         tie_weights=True, scale_embedding=False, attention_window=5, local_layers=[1],
                         target_vocab=41)
    hf = {"hidden_size": 32, "num_heads": 4, "num_layers": 2, "intermediate_size": 64,
          "attention_types": [[["global", "local"], 1]], "window_size": 5, "layer_norm_epsilon": 1e-5}
    ids = torch.randint(1, 41, (2, 12), generator=torch.Generator().manual_seed(6))
    model = randomize(models.build_model(engine).double(), 32)
    leaves = leaves_of(model)

    def forward(mutation=None):
        return hf_families.neo_forward(neo_weights(leaves, engine), hf, ids, mutation)
    with torch.no_grad():
        mutants = [(f"reference {m}", forward(m)[0]) for m in ("scaled", "window+1", "window-1")]
    logits = compare_family("neo local window 5, unscaled, tied", model, leaves, forward, ids, mutants)
    with torch.no_grad():
        for label, change in (("default local pattern (every second block)", {"local_layers": []}),):
            other = models.build_model(dict(engine, **change)).double()
            models.init_from_checkpoint(other, model.state_dict())
            check(f"[neo] {label}", rel(other(ids), logits), 1e-12)
        for label, change in (("window 4", {"attention_window": 4}), ("window 6", {"attention_window": 6}),
                              ("scores scaled", {"scale_scores": True}),
                              ("no local block", {"local_layers": [], "attention_window": 0}),
                              ("both blocks local", {"local_layers": [0, 1]})):
            other = models.build_model(dict(engine, **change)).double()
            models.init_from_checkpoint(other, model.state_dict())
            reject(f"[neo] {label}", rel(other(ids), logits), 1e-12)


def gpt2_weights(w, c):
    """Engine names → GPT-2's, Conv1D weights [in, out]: c_attn holds q, k and v side by side."""
    out = {"wte.weight": w["embedding.token.weight"], "wpe.weight": w["embedding.position.weight"],
           "ln_f.weight": w["final_norm.weight"], "ln_f.bias": w["final_norm.bias"]}
    for layer in range(c["decoder_layers"]):
        e, p = f"blocks.{layer}.", f"h.{layer}."
        q, k, v = (e + f"self_attention.{n}." for n in ("query", "key", "value"))
        out[p + "attn.c_attn.weight"] = torch.cat((w[q + "weight"], w[k + "weight"], w[v + "weight"])).T
        out[p + "attn.c_attn.bias"] = torch.cat((w[q + "bias"], w[k + "bias"], w[v + "bias"]))
        out[p + "attn.c_proj.weight"] = w[e + "self_attention.output.weight"].T
        out[p + "attn.c_proj.bias"] = w[e + "self_attention.output.bias"]
        out[p + "mlp.c_fc.weight"] = w[e + "feed_forward.linear1.weight"].T
        out[p + "mlp.c_fc.bias"] = w[e + "feed_forward.linear1.bias"]
        out[p + "mlp.c_proj.weight"] = w[e + "feed_forward.linear2.weight"].T
        out[p + "mlp.c_proj.bias"] = w[e + "feed_forward.linear2.bias"]
        for part in ("weight", "bias"):
            out[p + "ln_1." + part] = w[e + "self_attention_residual.norm." + part]
            out[p + "ln_2." + part] = w[e + "feed_forward_residual.norm." + part]
    return out


def test_gpt2():
    print("\n== GPT-2 (tests/reference/hf_gpt2.py, float64) ==")
    engine = base_config("decoder-only", d_model=48, heads=4, encoder_layers=0, d_ff=192,
                         activation="gelu_tanh", positions="learned", tie_weights=True, scale_embedding=False,
                         target_vocab=53)
    hf = {"n_embd": 48, "n_head": 4, "n_layer": 2, "layer_norm_epsilon": 1e-5,
          "activation_function": "gelu_new", "tie_word_embeddings": True}
    ids = torch.randint(4, 53, (3, 10), generator=torch.Generator().manual_seed(7))
    model = randomize(models.build_model(engine).double(), 33)
    leaves = leaves_of(model)

    def forward():
        return hf_gpt2.gpt2_logits(gpt2_weights(leaves, engine), hf, ids), None
    logits = compare_family("gpt2 tied, gelu_tanh, learned positions", model, leaves, forward, ids)
    with torch.no_grad():
        other = models.build_model(dict(engine, activation="gelu")).double()
        models.init_from_checkpoint(other, model.state_dict())
        reject("[gpt2] exact gelu for gelu_tanh", rel(other(ids), logits), 1e-12)

        # GPT-2's one <|endoftext|> (imported as <eos>): <sos> reads <eos>'s embedding, and the
        # model never predicts <pad>, <unk> or <sos>.
        boundary = models.build_model(dict(engine, single_boundary_token=True)).double()
        models.init_from_checkpoint(boundary, model.state_dict())
        start_sos, start_eos = ids.clone(), ids.clone()
        start_sos[:, 0], start_eos[:, 0] = SOS, EOS
        got = boundary(start_sos)
        want = hf_gpt2.gpt2_logits(gpt2_weights(leaves, engine), hf, start_eos)
        check("[gpt2 single_boundary_token] <sos> reads <eos>: logits of the other ids",
              rel(got[..., 3:], want[..., 3:]), 1e-12)
        truth("[gpt2 single_boundary_token] <pad>, <unk>, <sos> logits are -inf",
              bool(torch.isneginf(got[..., :3]).all()))
        loss = next_token_loss(got, start_sos)
        truth("[gpt2 single_boundary_token] finite loss with smoothing 0", bool(torch.isfinite(loss)))


# --- the options, against the equations restated -------------------------------------------------

def ref_norm(x, w, b, kind, eps):
    n = x.shape[-1]
    centered = x - x.sum(-1, keepdim=True) / n
    squares = (centered ** 2).sum(-1, keepdim=True)
    if kind == "standard":
        return centered / torch.sqrt(squares / n + eps) * w + b
    if kind == "unbiased_variance":
        return centered / torch.sqrt(squares / (n - 1) + eps) * w + b
    return centered / (torch.sqrt(squares / (n - 1)) + eps) * w + b


def ref_activation(x, kind):
    if kind == "relu":
        return torch.where(x > 0, x, torch.zeros_like(x))
    if kind == "gelu":
        return 0.5 * x * (1 + torch.erf(x / math.sqrt(2)))
    return 0.5 * x * (1 + torch.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


def ref_turn(x, rotated, base):
    """x (B, T, d_k): pair (i, i + r/2) of position t turned by t · base^(−2i/r), one pair at a time."""
    y = x.clone()
    T, half = x.shape[1], rotated // 2
    t = torch.arange(T, dtype=torch.float64)[None, :]
    for i in range(half):
        angle = t * base ** (-2.0 * i / rotated)
        a, b = x[..., i], x[..., i + half]
        y[..., i] = a * torch.cos(angle) - b * torch.sin(angle)
        y[..., i + half] = b * torch.cos(angle) + a * torch.sin(angle)
    return y


def ref_attention(w, p, c, xq, xk, allowed, rotary):
    """allowed (B, Tq, Tk) bool; head by head, a masked query row with no key gets zero weights."""
    H = c["heads"]
    d_k = c["d_model"] // H

    def project(x, n):
        y = x @ w[p + n + ".weight"].T
        return y + w[p + n + ".bias"] if p + n + ".bias" in w else y
    q, k, v = project(xq, "query"), project(xk, "key"), project(xk, "value")
    heads = []
    for h in range(H):
        qh, kh, vh = (t[..., h * d_k:(h + 1) * d_k] for t in (q, k, v))
        if rotary:
            rotated = int(d_k * c["rotary_fraction"] + 1e-9)
            qh, kh = ref_turn(qh, rotated, c["rotary_base"]), ref_turn(kh, rotated, c["rotary_base"])
        scores = qh @ kh.transpose(1, 2) / (math.sqrt(d_k) if c["scale_scores"] else 1.0)
        largest = scores.masked_fill(~allowed, -1e300).amax(-1, keepdim=True)
        e = torch.where(allowed, torch.exp(scores - largest), torch.zeros_like(scores))
        total = e.sum(-1, keepdim=True)
        heads.append((e / torch.where(total > 0, total, torch.ones_like(total))) @ vh)
    return torch.cat(heads, -1) @ w[p + "output.weight"].T + w[p + "output.bias"]


def ref_ffn(w, p, c, t):
    pre_activation = t @ w[p + "feed_forward.linear1.weight"].T + w[p + "feed_forward.linear1.bias"]
    return ref_activation(pre_activation, c["activation"]) @ w[p + "feed_forward.linear2.weight"].T \
        + w[p + "feed_forward.linear2.bias"]


def ref_block(w, p, c, x, allowed, rotary, parallel=False):
    def norm(t, n):
        return ref_norm(t, w[p + n + ".norm.weight"], w[p + n + ".norm.bias"], c["norm_kind"], c["norm_eps"])

    def attend(t):
        return ref_attention(w, p + "self_attention.", c, t, t, allowed, rotary)

    def ffn(t):
        return ref_ffn(w, p, c, t)
    a, f = "self_attention_residual", "feed_forward_residual"
    if c["norm_placement"] == "pre":
        if parallel:
            return x + attend(norm(x, a)) + ffn(norm(x, f))
        middle = x + attend(norm(x, a))
        return middle + ffn(norm(middle, f))
    if parallel:
        return norm(norm(x + attend(x), a) + ffn(x), f)
    middle = norm(x + attend(x), a)
    return norm(middle + ffn(middle), f)


def ref_embed(w, c, prefix, ids, table=None):
    E = w[prefix + "token.weight"] if table is None else table
    h = E[ids] * (math.sqrt(c["d_model"]) if c["scale_embedding"] else 1.0)
    T = ids.shape[1]
    if c["positions"] == "sinusoidal":
        h = h + torch_parity.sinusoidal_table(c["max_len"], c["d_model"])[:T]
    elif c["positions"] == "learned":
        h = h + w[prefix + "position.weight"][:T]
    return h


def ref_gpt(w, c, ids):
    B, T = ids.shape
    i, j = torch.arange(T)[:, None], torch.arange(T)[None, :]
    keys = (ids != PAD)[:, None, :]
    read = ids.clone()
    if c.get("single_boundary_token"):
        read[read == SOS] = EOS
    h = ref_embed(w, c, "embedding.", read)
    for layer in range(c["decoder_layers"]):
        listed = c.get("local_layers") or []
        local = layer in listed if listed else c.get("attention_window", 0) > 0 and layer % 2 == 1
        visible = (j <= i) & ((i - j < c["attention_window"]) if local else True)
        h = ref_block(w, f"blocks.{layer}.", c, h, keys & visible, c["positions"] == "rotary",
                      c.get("parallel_residual", False))
    if c["norm_placement"] == "pre":
        h = ref_norm(h, w["final_norm.weight"], w["final_norm.bias"], c["norm_kind"], c["norm_eps"])
    out = w["embedding.token.weight"] if c.get("tie_weights") else w["lm_head.weight"]
    logits = h @ out.T
    if c.get("single_boundary_token"):
        logits[..., [PAD, UNK, SOS]] = float("-inf")
    return logits


def ref_classifier(w, c, ids):
    B, T = ids.shape
    real = ids != PAD
    allowed = real[:, None, :] & ((torch.arange(T)[None, :] <= torch.arange(T)[:, None]) if c.get("causal")
                                  else True)
    h = ref_embed(w, c, "embedding.", ids)
    for layer in range(c["encoder_layers"]):
        h = ref_block(w, f"encoder.layers.{layer}.", c, h, allowed, c["positions"] == "rotary")
    if c["norm_placement"] == "pre":
        h = ref_norm(h, w["encoder.norm.weight"], w["encoder.norm.bias"], c["norm_kind"], c["norm_eps"])
    pooled = []
    for b in range(B):
        rows = h[b][real[b]]
        kind = c.get("pooling", "mean")
        pooled.append(rows[0] if kind == "cls" else rows.mean(0) if kind == "mean" else rows.max(0).values)
    return torch.stack(pooled) @ w["head.weight"].T + w["head.bias"]


def ref_seq2seq(w, c, source, target_input):
    S, T = source.shape[1], target_input.shape[1]
    rotary = c["positions"] == "rotary"
    source_keys = (source != PAD)[:, None, :]
    tied = c.get("tie_weights", False)
    h = ref_embed(w, c, "source_embedding.", source)
    for layer in range(c["encoder_layers"]):
        h = ref_block(w, f"encoder.layers.{layer}.", c, h, source_keys.expand(-1, S, -1), rotary)
    pre = c["norm_placement"] == "pre"
    if pre:
        h = ref_norm(h, w["encoder.norm.weight"], w["encoder.norm.bias"], c["norm_kind"], c["norm_eps"])
    table = w["source_embedding.token.weight"] if tied else None
    g = ref_embed(w, c, "target_embedding.", target_input, table)
    self_allowed = (target_input != PAD)[:, None, :] & (torch.arange(T)[None, :] <= torch.arange(T)[:, None])
    for layer in range(c["decoder_layers"]):
        p = f"decoder.layers.{layer}."

        def norm(t, n):
            return ref_norm(t, w[p + n + ".norm.weight"], w[p + n + ".norm.bias"], c["norm_kind"],
                            c["norm_eps"])

        def residual(x, n, sub):
            return x + sub(norm(x, n)) if pre else norm(x + sub(x), n)
        g = residual(g, "self_attention_residual",
                     lambda t: ref_attention(w, p + "self_attention.", c, t, t, self_allowed, rotary))
        cross_allowed = source_keys.expand(-1, T, -1)
        g = residual(g, "cross_attention_residual",
                     lambda t: ref_attention(w, p + "cross_attention.", c, t, h, cross_allowed, False))
        g = residual(g, "feed_forward_residual", lambda t: ref_ffn(w, p, c, t))
    if pre:
        g = ref_norm(g, w["decoder.norm.weight"], w["decoder.norm.bias"], c["norm_kind"], c["norm_eps"])
    out = w["source_embedding.token.weight"] if tied else w["generator.weight"]
    return g @ out.T + w["generator.bias"]


def test_restated():
    print("\n== every option against the equations restated head by head (float64, limit 1e-12) ==")
    texts = padded([[SOS, 5, 9, 4, 7, 11, 6, 8, 10, 5], [SOS, 7, 7, 12], [SOS, 4, 13, 6, 9, 1]])
    gpts = {
        "post, parallel, sinusoidal, relu, unbiased_variance": dict(
            norm_placement="post", parallel_residual=True, norm_kind="unbiased_variance"),
        "post, sequential, learned, gelu, std_eps_outside, window 3 every second block of 3": dict(
            norm_placement="post", positions="learned", activation="gelu", norm_kind="std_eps_outside",
            attention_window=3, decoder_layers=3, norm_eps=1e-3),
        "pre, rotary 0.5 base 100, gelu_tanh, no Q/K/V bias, embedding scaled, tied": dict(
            positions="rotary", rotary_fraction=0.5, rotary_base=100.0, activation="gelu_tanh", heads=2,
            qkv_bias=False, tie_weights=True),
        "pre, parallel, learned, unscaled scores, window 2 on blocks 0 and 2 of 3, single boundary": dict(
            parallel_residual=True, positions="learned", scale_scores=False, attention_window=2,
            local_layers=[0, 2], decoder_layers=3, single_boundary_token=True, tie_weights=True),
    }
    for label, change in gpts.items():
        c = models.read_config(base_config("decoder-only", encoder_layers=0, target_vocab=14, **change))
        model = randomize(models.build_model(c).double(), 40)
        with torch.no_grad():
            got, want = model(texts), ref_gpt(model.state_dict(), c, texts)
        finite = torch.isfinite(want)
        truth(f"[gpt {label}] the same logits are -inf", bool((torch.isfinite(got) == finite).all()))
        check(f"[gpt {label}] logits", rel(got[finite], want[finite]), 1e-12)

    labelled = padded([[SOS, 5, 9, 4, 7, 11, 6], [SOS, 7, 7], [SOS, 4, 13, 6, 9, 1]])
    for pooling in ("mean", "max", "cls"):
        for causal, placement, positions in ((False, "post", "sinusoidal"), (True, "pre", "rotary"),
                                             (True, "post", "learned")):
            c = models.read_config(base_config("encoder-only", decoder_layers=0, source_vocab=14, classes=3,
                                               pooling=pooling, causal=causal, norm_placement=placement,
                                               positions=positions, activation="gelu"))
            model = randomize(models.build_model(c).double(), 41)
            with torch.no_grad():
                got, want = model(labelled), ref_classifier(model.state_dict(), c, labelled)
            check(f"[classifier {pooling}, causal {causal}, {placement}, {positions}] logits", rel(got, want),
                  1e-12)

    source = padded([[5, 9, 4, 7, 11, 6, 8], [7, 7, 12], [4, 13, 1, 6]])
    target_input = padded([[SOS, 6, 12, 4, 9], [SOS, 11], [SOS, 8, 4, 1]])
    seq2seqs = {
        "pre, rotary 0.25 of d_k 16, gelu_tanh, tied": dict(
            d_model=32, positions="rotary", rotary_fraction=0.25, activation="gelu_tanh", tie_weights=True),
        "post, learned, std_eps_outside, unscaled scores, unscaled embedding, no Q/K/V bias": dict(
            positions="learned", norm_kind="std_eps_outside", scale_scores=False, scale_embedding=False,
            qkv_bias=False, norm_placement="post"),
    }
    for label, change in seq2seqs.items():
        c = models.read_config(base_config("encoder-decoder", source_vocab=14, target_vocab=14, **change))
        model = randomize(models.build_model(c).double(), 42)
        with torch.no_grad():
            got, want = model(source, target_input), ref_seq2seq(model.state_dict(), c, source, target_input)
        check(f"[seq2seq {label}] logits", rel(got, want), 1e-12)


# --- layout: names, tying, the <pad> row, dropout, attention weights ------------------------------

def test_layout():
    print("\n== layout ==")
    c = base_config("encoder-decoder", source_vocab=14, target_vocab=14, positions="learned")
    untied = randomize(models.build_model(c).double(), 50)
    tied = models.build_model(dict(c, tie_weights=True)).double()
    names = set(tied.state_dict())
    truth("[tied seq2seq] one table: no target_embedding.token.weight nor generator.weight; generator.bias",
          "target_embedding.token.weight" not in names and "generator.weight" not in names
          and "generator.bias" in names and "target_embedding.position.weight" in names)
    shared = untied.state_dict()["source_embedding.token.weight"]
    with torch.no_grad():
        untied.target_embedding.token.weight.copy_(shared)
        untied.generator.weight.copy_(shared)
    models.init_from_checkpoint(tied, {k: v for k, v in untied.state_dict().items() if k in names})
    source = padded([[5, 9, 4, 7], [7, 12]])
    target_input, target = padded([[SOS, 6, 12], [SOS, 11]]), padded([[6, 12, EOS], [11, EOS]])
    for model in (untied, tied):
        model.zero_grad()
        total, count = recipe.label_smoothed_loss(model(source, target_input), target, 0.1, PAD)
        (total / count).backward()
    summed = (untied.source_embedding.token.weight.grad + untied.target_embedding.token.weight.grad
              + untied.generator.weight.grad)
    check("[tied seq2seq] the table's gradient is the sum of its three uses'",
          rel(tied.source_embedding.token.weight.grad, summed), 1e-12)
    truth("[tied seq2seq] the <pad> row gets the generator's gradient only",
          bool(torch.equal(tied.source_embedding.token.weight.grad[PAD], untied.generator.weight.grad[PAD])))

    g = models.build_model(base_config("decoder-only", encoder_layers=0, target_vocab=14, positions="learned",
                                       tie_weights=True))
    truth("[tied gpt] state_dict names", list(g.state_dict())[:3] == [
        "embedding.token.weight", "embedding.position.weight", "blocks.0.self_attention.query.weight"]
        and "lm_head.weight" not in g.state_dict() and list(g.state_dict())[-2:] == ["final_norm.weight",
                                                                                   "final_norm.bias"])
    one_block = models.build_model(base_config("decoder-only", encoder_layers=0, decoder_layers=1,
                                               target_vocab=14, positions="learned"))
    block = [f"self_attention.{n}.{part}" for n in ("query", "key", "value", "output")
             for part in ("weight", "bias")]
    block += ["self_attention_residual.norm.weight", "self_attention_residual.norm.bias"]
    block += [f"feed_forward.{n}.{part}" for n in ("linear1", "linear2") for part in ("weight", "bias")]
    block += ["feed_forward_residual.norm.weight", "feed_forward_residual.norm.bias"]
    truth("[gpt] state_dict in the engine's parameters() order", list(one_block.state_dict()) == [
        "embedding.token.weight", "embedding.position.weight"] + ["blocks.0." + n for n in block] + [
        "final_norm.weight", "final_norm.bias", "lm_head.weight"])
    k = models.build_model(base_config("encoder-only", decoder_layers=0, source_vocab=14, classes=2))
    truth("[classifier] state_dict names end with encoder.norm and head",
          list(k.state_dict())[-4:] == ["encoder.norm.weight", "encoder.norm.bias", "head.weight",
                                        "head.bias"])
    post = models.build_model(dict(c, norm_placement="post")).state_dict()
    truth("[seq2seq post] no final norms", not any(n.startswith(("encoder.norm", "decoder.norm"))
                                                   for n in post))
    truth("[seq2seq] no buffer in state_dict (sinusoidal, rotary tables)", all(
        "table" not in n and "cos" not in n for n in models.build_model(
            dict(c, positions="rotary")).state_dict()) and "source_embedding.position.weight" not in
        models.build_model(dict(c, positions="sinusoidal")).state_dict())

    # dropout: where, with which p, only in train()
    c = base_config("encoder-decoder", source_vocab=14, target_vocab=14, dropout=0.25)
    model = models.build_model(c, seed=3)
    seen = []
    def record(module, inputs, output, name):
        seen.append((name, module.p, inputs[0].shape))
    hooks = [m.register_forward_hook(lambda mod, inputs, out, name=name: record(mod, inputs, out, name))
             for name, m in model.named_modules() if isinstance(m, torch.nn.Dropout)]
    model.train()
    model(source, target_input)
    by_site = {}
    for name, p, shape in seen:
        site = name.split(".")[-2] if name.count(".") else name
        by_site.setdefault(site, set()).add((p, tuple(shape)))
    B, S, T = source.shape[0], source.shape[1], target_input.shape[1]
    expected = {"source_embedding": {(0.25, (B, S, 16))}, "target_embedding": {(0.25, (B, T, 16))},
                "self_attention": {(0.25, (B, 2, S, S)), (0.25, (B, 2, T, T))},
                "cross_attention": {(0.25, (B, 2, T, S))},
                "self_attention_residual": {(0.25, (B, S, 16)), (0.25, (B, T, 16))},
                "cross_attention_residual": {(0.25, (B, T, 16))},
                "feed_forward": {(0.25, (B, S, 24)), (0.25, (B, T, 24))},
                "feed_forward_residual": {(0.25, (B, S, 16)), (0.25, (B, T, 16))}}
    truth("[dropout] the sites: embedding sums, attention weights, sublayer outputs, the FFN's hidden layer",
          by_site == expected and len(seen) == 2 + 4 * 2 + 6 * 2, f"{len(seen)} calls a forward")
    with torch.no_grad():
        a, b = model(source, target_input), model(source, target_input)
        model.eval()
        e1, e2 = model(source, target_input), model(source, target_input)
        plain = models.build_model(dict(c, dropout=0.0))
        plain.load_state_dict(model.state_dict())
        truth("[dropout] active in train(), off in eval()", not torch.equal(a, b) and torch.equal(e1, e2)
              and torch.equal(e1, plain.eval()(source, target_input)))
    for h in hooks:
        h.remove()

    # attention weights: kept on request, masked keys exactly 0, rows summing to 1
    model.eval()
    modules = model.attention_modules()
    truth("[attention_modules] kinds and layers in model order",
          [(kind, layer) for kind, layer, _ in modules] == [("encoder_self", 0), ("encoder_self", 1),
                                                            ("decoder_self", 0), ("cross", 0),
                                                            ("decoder_self", 1), ("cross", 1)])
    for _, _, m in modules:
        m.keep_weights = True
    with torch.no_grad():
        model(source, target_input)
    encoder, decoder, cross = (modules[i][2].last_weights for i in (0, 2, 3))
    truth("[attention weights] shapes (B, H, Tq, Tk)", tuple(encoder.shape) == (B, 2, S, S)
          and tuple(decoder.shape) == (B, 2, T, T) and tuple(cross.shape) == (B, 2, T, S))
    truth("[attention weights] <pad> keys and later positions exactly 0, rows sum to 1",
          bool((encoder[1, :, :, 2:] == 0).all()) and bool((cross[1, :, :, 2:] == 0).all())
          and bool((decoder[0].triu(1) == 0).all())
          and rel(encoder.sum(-1), torch.ones_like(encoder.sum(-1))) < 1e-6)

    # a source of <pad> alone: its queries see no key, their weights are 0 (the engine's), no NaN
    empty = padded([[5, 9, 4], []], 3)
    model.train()
    model.zero_grad()
    total, count = recipe.label_smoothed_loss(model(empty, target_input), target, 0.0, PAD)
    total.backward()
    truth("[attention] a query with no allowed key gets zero weights, finite loss and gradients",
          bool(torch.isfinite(total)) and all(bool(torch.isfinite(p.grad).all()) for p in model.parameters())
          and bool((modules[0][2].last_weights[1] == 0).all()))


def test_config_errors():
    print("\n== configurations refused with ValueError ==")
    good = base_config("decoder-only", encoder_layers=0, target_vocab=14)
    cases = {
        "an option twb_torch does not know": dict(good, fancy_norm=True),
        "parallel_residual on an encoder-decoder": dict(good, architecture="encoder-decoder", source_vocab=14,
                                                        encoder_layers=2, parallel_residual=True),
        "attention_window on a classifier": dict(good, architecture="encoder-only", source_vocab=14,
                                                 classes=2, encoder_layers=2, attention_window=3),
        "local_layers without a window": dict(good, local_layers=[1]),
        "rotary turning an odd number": dict(good, positions="rotary", rotary_fraction=0.2),
        "d_model not divisible by heads": dict(good, heads=3),
        "an unknown activation": dict(good, activation="swish"),
        "a missing key": {k: v for k, v in good.items() if k != "norm_kind"},
        "tie_weights across two vocabularies": dict(good, architecture="encoder-decoder", source_vocab=14,
                                                    target_vocab=15, encoder_layers=2, tie_weights=True),
        "a classifier of one class": dict(good, architecture="encoder-only", source_vocab=14, classes=1,
                                          encoder_layers=2),
    }
    for label, config in cases.items():
        try:
            models.build_model(config)
            truth(f"refused: {label}", False, "built")
        except ValueError as e:
            truth(f"refused: {label}", True, str(e)[:96])
    model = models.build_model(good)
    weights = models.engine_tensors(model)
    extras = {"optimizer.adam.m.final_norm.bias": torch.zeros(16),
              "tokenizer.text.data": torch.zeros(3, dtype=torch.uint8)}
    models.init_from_checkpoint(model, dict(weights, **extras))
    truth("init_from_checkpoint passes over optimizer.* and tokenizer.*", True)
    for label, broken in (("a missing weight", {k: v for k, v in weights.items() if k != "final_norm.bias"}),
                          ("an unexpected weight", dict(weights, **{"lm_head.bias": torch.zeros(14)})),
                          ("a misshapen weight", dict(weights, **{"final_norm.bias": torch.zeros(15)}))):
        try:
            models.init_from_checkpoint(model, broken)
            truth(f"init_from_checkpoint refuses {label}", False)
        except ValueError as e:
            truth(f"init_from_checkpoint refuses {label}", True, str(e)[:96])


# --- the recipe -----------------------------------------------------------------------------------

def test_loss():
    print("\n== label_smoothed_loss ==")
    g = torch.Generator().manual_seed(60)
    logits = torch.randn(4, 7, 19, generator=g, dtype=torch.float64, requires_grad=True)
    targets = torch.randint(1, 19, (4, 7), generator=g)
    targets[1, 4:] = PAD
    targets[3, 2:] = PAD
    for smoothing in (0.0, 0.1, 0.3):
        total, count = recipe.label_smoothed_loss(logits, targets, smoothing, PAD)
        want = F.cross_entropy(logits.reshape(-1, 19), targets.reshape(-1), ignore_index=PAD,
                               label_smoothing=smoothing, reduction="sum")
        check(f"[ε = {smoothing}] sum vs F.cross_entropy(reduction='sum')", rel(total, want), 1e-14)
        truth(f"[ε = {smoothing}] count of non-<pad> targets", int(count) == int((targets != PAD).sum()))
        mean = F.cross_entropy(logits.reshape(-1, 19), targets.reshape(-1), ignore_index=PAD,
                               label_smoothing=smoothing)
        check(f"[ε = {smoothing}] sum / count vs the mean", rel(total / count, mean), 1e-14)
        mine = torch.autograd.grad(total / count, logits)[0]
        theirs = torch.autograd.grad(mean, logits)[0]
        check(f"[ε = {smoothing}] gradient", rel(mine, theirs), 1e-13)
    labels = torch.tensor([0, 2, 1, 2])
    scores = logits[:, 0, :3]
    total, count = recipe.label_smoothed_loss(scores, labels, 0.1, -1)
    check("[classifier, ignore −1: every label counts, class 0 included]",
          rel(total, F.cross_entropy(scores, labels, label_smoothing=0.1, reduction="sum")), 1e-14)

    def over_others(z, t, eps):  # the mutation: ε spread over the V − 1 other classes
        log_p = torch.log_softmax(z.reshape(-1, z.shape[-1]), -1)
        t = t.reshape(-1)
        keep = t != PAD
        q = torch.full_like(log_p, eps / (z.shape[-1] - 1))
        q[torch.arange(len(t)), t] = 1 - eps
        return -(q * log_p).sum(-1)[keep].sum()
    total, _ = recipe.label_smoothed_loss(logits, targets, 0.1, PAD)
    reject("smoothing over the V − 1 other classes", rel(over_others(logits, targets, 0.1), total), 1e-14)
    masked = logits.detach().clone()
    masked[..., :3] = float("-inf")
    masked.requires_grad_(True)
    total, count = recipe.label_smoothed_loss(masked, targets.clamp(min=3) * (targets != PAD), 0.0, PAD)
    total.backward()
    truth("[ε = 0, logits of −∞] finite loss and gradient", bool(torch.isfinite(total))
          and bool(torch.isfinite(masked.grad).all()))


def adam_formula(w, grads, lr, b1, b2, eps):
    """Adam in float64, step by step: w − (lr / bc1) m / (√v / √bc2 + ε)."""
    w = w.double().clone()
    m, v = torch.zeros_like(w), torch.zeros_like(w)
    for t, g in enumerate(grads, start=1):
        g = g.double()
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w = w - lr / (1 - b1 ** t) * m / (torch.sqrt(v) / math.sqrt(1 - b2 ** t) + eps)
    return w


def test_adam():
    print("\n== Adam ==")
    g = torch.Generator().manual_seed(61)
    start = {"a.weight": torch.randn(5, 7, generator=g), "a.bias": torch.randn(5, generator=g)}
    grads = [{n: torch.randn(t.shape, generator=g) * 0.1 for n, t in start.items()} for _ in range(4)]
    settings = {"adam_beta1": 0.9, "adam_beta2": 0.98, "adam_eps": 1e-9}
    for dtype, limit in ((torch.float64, 1e-12), (torch.float32, 1e-6)):
        mine = {n: torch.nn.Parameter(t.clone().to(dtype)) for n, t in start.items()}
        theirs = {n: torch.nn.Parameter(t.clone().to(dtype)) for n, t in start.items()}
        adam = recipe.Adam.from_settings(mine.items(), settings)
        torch_adam = torch.optim.Adam(theirs.values(), lr=1e-2, betas=(0.9, 0.98), eps=1e-9, foreach=False)
        for step, step_grads in enumerate(grads):
            before = {n: p.detach().clone() for n, p in mine.items()}
            for n in mine:
                mine[n].grad, theirs[n].grad = step_grads[n].to(dtype), step_grads[n].to(dtype)
            norms = adam.step(1e-2, norms=True)
            torch_adam.step()
            if step == 0:
                for n in mine:
                    want = adam_formula(start[n], [step_grads[n]], 1e-2, 0.9, 0.98, 1e-9)
                    # float64: the update itself; float32: the weights (their rounding is 1e-5 of an update)
                    error = rel(mine[n] - before[n], want - start[n].double()) if dtype == torch.float64 \
                        else rel(mine[n], want)
                    check(f"[{str(dtype)[6:]} {n}] one step vs the formula", error, limit)
        kind = str(dtype)[6:]
        for n in mine:
            want = adam_formula(start[n], [s[n] for s in grads], 1e-2, 0.9, 0.98, 1e-9)
            if dtype == torch.float64:
                check(f"[{kind} {n}] four steps vs torch.optim.Adam(foreach=False): the updates",
                      rel(mine[n] - start[n].double(), theirs[n] - start[n].double()), limit)
                check(f"[{kind} {n}] four steps vs the formula: the updates",
                      rel(mine[n] - start[n].double(), want - start[n].double()), limit)
            else:
                check(f"[{kind} {n}] four steps vs torch.optim.Adam(foreach=False)", rel(mine[n], theirs[n]),
                      limit)
                check(f"[{kind} {n}] four steps vs the formula in float64", rel(mine[n], want), limit)
            update_squares, weight_squares = norms[n]
            sums_limit = limit if dtype == torch.float64 else 1e-5  # Δw is w's rounding apart from the update
            check(f"[{kind} {n}] the health sums Σ Δw² and Σ w²", max(
                rel(update_squares, ((mine[n] - before[n]).double() ** 2).sum()),
                rel(weight_squares, (before[n].double() ** 2).sum())), sums_limit)
    unbiased = adam_formula(start["a.weight"], [grads[0]["a.weight"]], 1e-2, 0.9, 0.98, 1e-9)
    no_correction = start["a.weight"] - 1e-2 * (0.1 * grads[0]["a.weight"]) / (
        torch.sqrt(0.02 * grads[0]["a.weight"] ** 2) + 1e-9)
    reject("Adam without bias correction",
           rel(no_correction - start["a.weight"], unbiased - start["a.weight"]), 1e-12)

    saved = adam.engine_tensors()
    truth("moments under optimizer.adam.m.NAME / optimizer.adam.v.NAME",
          sorted(saved) == ["optimizer.adam.m.a.bias", "optimizer.adam.m.a.weight", "optimizer.adam.v.a.bias",
                            "optimizer.adam.v.a.weight"])
    copy = {n: torch.nn.Parameter(p.detach().clone()) for n, p in mine.items()}
    resumed = recipe.Adam(copy.items())
    resumed.load_engine_tensors({k: v.clone() for k, v in saved.items()}, adam.steps)
    for n in mine:
        mine[n].grad = copy[n].grad = grads[0][n].clone()
    adam.step(1e-3)
    resumed.step(1e-3)
    truth("a resumed Adam takes the same step", all(torch.equal(mine[n], copy[n]) for n in mine))


def test_schedule():
    print("\n== schedules ==")
    s = recipe.Schedule("warmup_inverse_sqrt", 7e-4, 300)
    worst = max(abs(s.rate(step) - 7e-4 * min((step + 1) / 300, math.sqrt(300 / (step + 1)))) / 7e-4
                for step in (0, 1, 149, 298, 299, 300, 1000, 10 ** 6))
    check("warmup_inverse_sqrt: lr · min((s+1)/w, √(w/(s+1))) at 8 steps", worst, 1e-15)
    truth("warmup_inverse_sqrt peaks at step w − 1", s.rate(299) == 7e-4 and s.rate(298) < 7e-4 > s.rate(300))
    truth("noam is warmup_inverse_sqrt; warmup 0 counts as 1",
          recipe.Schedule("noam", 1.0, 0).rate(3) == math.sqrt(1 / 4))
    truth("constant", recipe.Schedule("constant", 3e-4, 300).rate(0) == 3e-4)
    p = recipe.Schedule.from_settings({"schedule": "plateau", "learning_rate": 1e-3, "warmup_steps": 10})
    truth("plateau warms up linearly", p.rate(4) == 1e-3 * 5 / 10 and p.rate(50) == 1e-3)
    truth("plateau before any evaluation: best is null", p.state()["best"] is None)
    p.observe(2.0)
    for _ in range(9):
        p.observe(2.5)
    truth("plateau: 9 evaluations without improvement keep the rate", p.rate(50) == 1e-3)
    p.observe(2.0)
    truth("plateau: the 10th (not below the best) multiplies it by 0.9", abs(p.rate(50) - 0.9e-3) < 1e-18)
    restored = recipe.Schedule("constant", 1.0, 1)
    restored.restore(json.loads(json.dumps(p.state())))
    truth("state() and restore() round-trip through JSON", restored.state() == p.state()
          and restored.rate(50) == p.rate(50), json.dumps(p.state()))
    w = recipe.Schedule("warmup_inverse_sqrt", 1.0, 4)
    for _ in range(12):
        w.observe(1.0)
    truth("warmup_inverse_sqrt ignores observe()", w.rate(100) == math.sqrt(4 / 101))


def test_clip_and_average():
    print("\n== clipping and weight averaging ==")
    g = torch.Generator().manual_seed(62)
    params = [torch.nn.Parameter(torch.randn(4, 3, generator=g)),
              torch.nn.Parameter(torch.randn(6, generator=g))]
    for p in params:
        p.grad = torch.randn(p.shape, generator=g)
    grads = [p.grad.clone() for p in params]
    norm64 = math.sqrt(sum(float((q.double() ** 2).sum()) for q in grads))
    norm = recipe.clip_gradients(params, 1.0)
    check("the norm, in float64", abs(float(norm) - norm64) / norm64, 1e-15)
    scale = torch.tensor(1.0 / (norm64 + 1e-6), dtype=torch.float32)
    truth("above max_norm: every gradient × float32(max / (norm + 1e-6))",
          all(torch.equal(p.grad, q * scale) for p, q in zip(params, grads)))
    copies = [torch.nn.Parameter(p.detach().clone()) for p in params]
    for c, q in zip(copies, grads):
        c.grad = q.clone()
    torch.nn.utils.clip_grad_norm_(copies, 1.0)
    check("the same as torch.nn.utils.clip_grad_norm_ above max_norm",
          max(rel(p.grad, c.grad) for p, c in zip(params, copies)), 1e-6)
    for p, q in zip(params, grads):
        p.grad = q.clone()
    recipe.clip_gradients(params, norm64 + 1e-7)
    truth("at or below max_norm: untouched (clip_grad_norm_ would scale by 1 − 1e-6)",
          all(torch.equal(p.grad, q) for p, q in zip(params, grads)))
    recipe.clip_gradients(params, 0)
    truth("max_norm 0: no clipping", all(torch.equal(p.grad, q) for p, q in zip(params, grads)))

    named = {"w": torch.nn.Parameter(torch.zeros(3))}
    average = recipe.WeightAverage(named.items(), 0.25)
    trained = [torch.randn(3, generator=g) for _ in range(6)]
    want = None
    for step, value in enumerate(trained, start=1):
        with torch.no_grad():
            named["w"].copy_(value)
        average.update(step)
        r = min(1.0, 1.0 / (0.25 * step))
        want = value.double().clone() if want is None else want + r * (value.double() - want)
    check("polynomial-decay average after 6 steps (r = min(1, 4 / t))", rel(average.averages["w"], want),
          1e-6)
    live, mean = named["w"].detach().clone(), average.averages["w"].clone()
    with average.averaged():
        truth("averaged(): the average in the model", torch.equal(named["w"].detach(), mean))
    truth("averaged(): the trained weights back afterwards", torch.equal(named["w"].detach(), live))
    saved = {k: v.clone() for k, v in average.checkpoint_tensors().items()}
    truth("checkpoint: the average under the name, the trained weights as optimizer.live.NAME",
          torch.equal(saved["w"], mean) and torch.equal(saved["optimizer.live.w"], live))
    model = torch.nn.Linear(3, 1, bias=False)
    resumed = recipe.WeightAverage(model, 0.25)
    resumed.restore({"weight": saved["w"][None], "optimizer.live.weight": saved["optimizer.live.w"][None]})
    truth("restore(): the model trains on from the live weights, the average kept",
          torch.equal(model.weight.detach()[0], live) and torch.equal(resumed.averages["weight"][0], mean))
    off = recipe.WeightAverage(named.items(), 0)
    off.update(1)
    truth("average_last 0: off", not off.active and off.averages == {}
          and list(off.checkpoint_tensors()) == ["w"])


# --- safetensors ----------------------------------------------------------------------------------

def test_files():
    print("\n== twb_torch.safetensors ==")
    tensors = {"f32": torch.randn(3, 4), "odd": torch.arange(3, dtype=torch.uint8),
               "after_odd": torch.randn(5), "f16": torch.randn(2, 3).half(),
               "bf16": torch.randn(7).bfloat16(), "f64": torch.randn(2).double(),
               "i64": torch.tensor([-(2 ** 40), 5]), "i32": torch.tensor([-3, 4], dtype=torch.int32),
               "i16": torch.tensor([-3], dtype=torch.int16), "i8": torch.tensor([-1, 2], dtype=torch.int8),
               "bool": torch.tensor([True, False, True]), "scalar": torch.tensor(2.5),
               "empty": torch.zeros(0, 4)}
    metadata = {"config": json.dumps({"d_model": 16}), "format": "transformer-workbench/1", "text": "ünïcode"}
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "run.safetensors")
        safetensors.save(path, tensors, metadata)
        back, meta = safetensors.load(path)
        truth("every dtype, a scalar, an empty and an unaligned tensor round-trip, with the metadata",
              meta == metadata and list(back) == list(tensors) and all(
                  back[n].dtype == t.dtype and back[n].shape == t.shape and torch.equal(back[n], t)
                  for n, t in tensors.items()))
        with open(path, "rb") as f:
            raw = f.read()
        n = int.from_bytes(raw[:8], "little")
        truth("the header is padded to 8 bytes", n % 8 == 0)
        plain = os.path.join(folder, "plain")
        open(plain, "w").close()
        plain_mode = os.stat(plain).st_mode & 0o777
        os.unlink(plain)
        truth("save() gives the file a new file's mode, not mkstemp's 0600",
              os.stat(path).st_mode & 0o777 == plain_mode, oct(plain_mode))
        safetensors.save(path, {"x": torch.ones(2)})
        truth("save() replaces the file and leaves no temporary behind",
              os.listdir(folder) == ["run.safetensors"]
              and torch.equal(safetensors.load(path)[0]["x"], torch.ones(2)))
        try:
            safetensors.save(path, {"bad": torch.zeros(2, dtype=torch.complex64)})
            truth("an unwritable dtype is refused", False)
        except ValueError:
            truth("an unwritable dtype is refused; the old file and the folder are intact",
                  os.listdir(folder) == ["run.safetensors"] and "x" in safetensors.load(path)[0])

        def damaged(label, data, words):
            bad = os.path.join(folder, "bad.safetensors")
            with open(bad, "wb") as f:
                f.write(data)
            try:
                safetensors.load(bad)
                truth(f"refused: {label}", False, "loaded")
            except ValueError as e:
                truth(f"refused: {label}", any(w in str(e) for w in words), str(e))

        def file_with(header, data=b""):
            text = json.dumps(header).encode()
            return len(text).to_bytes(8, "little") + text + data
        damaged("shorter than 8 bytes", b"\x01\x02", ["truncated"])
        damaged("cut inside the header", raw[: 8 + n // 2], ["truncated"])
        damaged("cut inside the data", raw[:-5], ["outside", "truncated"])
        damaged("a header that is not JSON", (8).to_bytes(8, "little") + b"{nojson}", ["not JSON"])
        damaged("a header that is a list", file_with([1, 2]), ["bad header"])
        damaged("an absurd header length", (2 ** 60).to_bytes(8, "little") + b"{}", ["bad header"])
        def entry(dtype, shape, begin, end):
            return {"x": {"dtype": dtype, "shape": shape, "data_offsets": [begin, end]}}
        damaged("offsets outside the data", file_with(entry("F32", [2], 0, 8), b"\0" * 4), ["outside"])
        damaged("a size that is not the shape's", file_with(entry("F32", [3], 0, 8), b"\0" * 8), ["needs 12"])
        damaged("an unknown dtype", file_with(entry("F8_E4M3", [1], 0, 1), b"\0"), ["dtype"])
        two = {"a": {"dtype": "U8", "shape": [2], "data_offsets": [0, 2]},
               "b": {"dtype": "U8", "shape": [2], "data_offsets": [1, 3]}}
        damaged("tensors that overlap", file_with(two, b"\0" * 3), ["overlap"])
        damaged("bytes that belong to no tensor", file_with(entry("U8", [2], 1, 3), b"\0" * 3), ["no tensor"])
        damaged("bytes after the last tensor", file_with(entry("U8", [2], 0, 2), b"\0" * 3), ["cover"])
        damaged("metadata that is not strings", file_with({"__metadata__": {"step": 3}}), ["__metadata__"])
        wide = os.path.join(folder, "wide.safetensors")
        with open(wide, "wb") as f:
            f.write(file_with({"u16": {"dtype": "U16", "shape": [2], "data_offsets": [0, 4]},
                               "u32": {"dtype": "U32", "shape": [1], "data_offsets": [4, 8]}},
                              (65535).to_bytes(2, "little") + (1).to_bytes(2, "little")
                              + (2 ** 32 - 1).to_bytes(4, "little")))
        back, _ = safetensors.load(wide)
        truth("U16 and U32 read widened",
              back["u16"].tolist() == [65535, 1] and back["u32"].tolist() == [2 ** 32 - 1])


def test_cuda():
    if not torch.cuda.is_available():
        print("\n== CUDA: not available here, skipped ==")
        return
    print(f"\n== CUDA ({torch.cuda.get_device_name()}): float32 on the GPU against float64 on the CPU ==")
    for config in (base_config("decoder-only", encoder_layers=0, target_vocab=30, positions="rotary",
                               parallel_residual=True, attention_window=3, tie_weights=True, dropout=0.1),
                   base_config("encoder-decoder", source_vocab=30, target_vocab=30, norm_placement="post",
                               dropout=0.1)):
        cpu = randomize(models.build_model(config).double(), 70)
        gpu = models.build_model(config).cuda()
        models.init_from_checkpoint(gpu, cpu.state_dict())
        ids = torch.randint(1, 30, (4, 12), generator=torch.Generator().manual_seed(9))
        args = (ids,) if config["architecture"] == "decoder-only" else (ids, ids)
        cpu.eval()
        gpu.eval()
        with torch.no_grad():
            error = rel(gpu(*(a.cuda() for a in args)).cpu(), cpu(*args))
        check(f"[{config['architecture']}] logits in eval()", error, 1e-4)
        gpu.train()
        logits = gpu(*(a.cuda() for a in args))
        total, count = recipe.label_smoothed_loss(logits, ids.cuda(), 0.1, PAD)
        (total / count).backward()
        norm = recipe.clip_gradients(gpu.parameters(), 1.0)
        adam = recipe.Adam(gpu.named_parameters())
        adam.step(1e-3, norms=True)
        truth(f"[{config['architecture']}] a training step on the GPU, dropout on",
              norm.device.type == "cuda" and bool(torch.isfinite(norm)))


def main():
    torch.set_num_threads(min(2, os.cpu_count() or 1))
    start = time.time()
    for test in (test_fixtures, test_fixture_mutations, test_neox, test_neo, test_gpt2, test_restated,
                 test_layout, test_config_errors, test_loss, test_adam, test_schedule, test_clip_and_average,
                 test_files, test_cuda):
        test()
    print(f"\n{len(failures)} failure(s) in {time.time() - start:.1f} s" + (": " + "; ".join(failures)
                                                                            if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
