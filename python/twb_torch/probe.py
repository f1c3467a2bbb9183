"""The probe any PyTorch training loop can call: it records into a run folder (docs/pytorch.md, "The
run folder") what the workbench's own trainer records, so that the window and `twb follow` show a
run made elsewhere with their Curves, Health, Heads and Attention views.

    probe = Probe(model, "run/", every=50, probe_ids=ids, checkpoint_every=1000, optimizer=opt)
    for batch in data:
        loss = ...; loss.backward(); opt.step()
        probe.step(loss)                    # after optimizer.step(), the gradients still present
        opt.zero_grad()
    probe.close()

Every step it only keeps the loss tensor (no .item(), so no wait for a GPU). Every `every` steps
(a sample) it measures, on rank 0 only:

    loss             the mean of the losses kept since the previous sample (one .item())
    learning rate    optimizer.param_groups[0]["lr"], or `lr` (a number, lr(step), a scheduler)
    gradient norms   ‖g‖ of each group of parameters as the engine groups them (core/probe/
                     health.cpp: each attention layer, and every other module), and of them all
    update ratios    ‖Δw‖ / ‖w‖ of the sample step's update, w before it: the weights are copied
                     once, after the step before a sample
    largest scores   the largest attention score S = q·k/√d_k of the sample step's training batch,
                     per layer (the workbench's own models; null for the others)
    head telemetry   every head's scores (head_scores below) on the probe in evaluation mode, and
                     the roles they give (ROLE_RULES)
    attention        each head's map of the probe's first sequence, one safetensors file a sample

and every `checkpoint_every` steps it writes a checkpoint. The numbers follow the engine's
definitions (core/probe/head_scores.cpp, head_telemetry.cpp, health.cpp) so that the views read
them as they read the engine's own.

Models it knows: the workbench's three (twb_torch.models), Hugging Face's GPT-2 (GPT2LMHeadModel,
GPT2Model) and GPT-NeoX (GPTNeoXForCausalLM, GPTNeoXModel), each also inside
DistributedDataParallel. Anything else is refused with a TypeError.

Cost: a step adds a list append (about 40 µs in step()). The step before a sample copies the
weights; a sample runs the probe's forward passes (two for a GPT: the probe lines and the repeated
random tokens), no backward, scores them in numpy and rewrites run.json and one attention file.
`tests/python/test_probe.py --cost tiny|small [THREADS]` measures it: on the job's tiny GPT (d 64,
2 layers, batches of 2,048 tokens) a sample took 10 ms and the probe 0.6 % of the run's time at
every=50; on the small one (d 256, 4 layers) 130 ms and 0.4 %.

Memory and disk stay bounded as the engine's own records do: the health keeps 4,096 samples
(then neighbours merge, their largest values kept), the telemetry 1,024 (then every other one is
dropped and the interval doubles), the attention files 200 frames or 64 MiB (likewise thinned, the
dropped files deleted).
"""

import inspect
import json
import math
import os
import shutil
import tempfile
import time
import warnings

import numpy as np
import torch

from . import safetensors
from .run_folder import RunWriter, write_atomically

WORKBENCH_FORMAT = "transformer-workbench/1"
ATTENTION_FORMAT = "transformer-workbench-attention/1"
WRITER = "twb_probe (PyTorch %s)" % torch.__version__

PAD, SOS, FIRST_ORDINARY = 0, 2, 4  # text/special_tokens.h

# The scores in the engine's order (HeadScore): a sample's floats are [kind][layer][head][score].
SCORES = ("entropy", "largest", "first", "previous", "local", "induction", "alignment")
ENTROPY, LARGEST, FIRST, PREVIOUS, LOCAL, INDUCTION, ALIGNMENT = range(len(SCORES))

HEAD_SAMPLES = 1024           # kHeadSamples: the most telemetry samples, then thinned
HEALTH_CAPACITY = 4096        # HealthHistory's capacity, then neighbours merged
ATTENTION_FRAMES = 200        # the time-lapse's default cap on frames
ATTENTION_BYTES = 64 << 20    # kTimelapseByteBudget: the frames together at most this
PROBE_EXAMPLES = 16           # kHeadProbeExamples: the probe's sequences, and the repeated ones
REPEATED_SEED = 20240601      # repeated_tokens' std::mt19937 seed

# The kinds of attention in the engine's order, and their keys (attention_kind_key).
KIND_KEYS = {"encoder_self": "encoder", "decoder_self": "decoder", "cross": "cross"}
KIND_ORDER = ("encoder_self", "decoder_self", "cross")

# head_role_rules(): (role, badge, score, threshold, second score, its threshold or 0)
ROLE_RULES = (
    ("induction", "induction", INDUCTION, 0.4, LARGEST, 0.0),
    ("previous-token", "prev", PREVIOUS, 0.5, LARGEST, 0.0),
    ("sink", "sink", FIRST, 0.5, LARGEST, 0.0),
    ("aligner", "aligner", ALIGNMENT, 0.6, LARGEST, 0.3),
    ("local", "local", LOCAL, 0.6, LARGEST, 0.0),
    ("broad", "broad", ENTROPY, 0.85, LARGEST, 0.0),
)

TASKS = {"decoder-only": "lm", "encoder-decoder": "translate", "encoder-only": "classify"}
HF_CLASSES = ("GPT2LMHeadModel", "GPT2Model", "GPTNeoXForCausalLM", "GPTNeoXModel")
WORKBENCH_CLASSES = ("GptTransformer", "Seq2SeqTransformer", "TransformerClassifier")


# --- the induction probe: std::mt19937 and repeated_tokens -----------------------------------------

class MT19937:
    """The C++ standard's std::mt19937 (32-bit Mersenne Twister): seeded as its constructor seeds it,
    each call the next 32-bit output, so that the probe draws the engine's random tokens."""

    def __init__(self, seed):
        mt = [seed & 0xFFFFFFFF]
        for i in range(1, 624):  # x_i = 1812433253 · (x_{i−1} ⊕ (x_{i−1} ≫ 30)) + i  (mod 2³²)
            mt.append((1812433253 * (mt[-1] ^ (mt[-1] >> 30)) + i) & 0xFFFFFFFF)
        self.mt, self.index = mt, 624

    def _twist(self):
        mt = self.mt
        for i in range(624):
            y = (mt[i] & 0x80000000) | (mt[(i + 1) % 624] & 0x7FFFFFFF)
            mt[i] = mt[(i + 397) % 624] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        self.index = 0

    def __call__(self):
        if self.index >= 624:
            self._twist()
        y = self.mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)


def induction_half(max_len, longest_line):
    """The half length n of the repeated-tokens probe (induction_half): as long as half the probe's
    longest line, within the window, at most 32, at least 4."""
    return min(32, (max_len - 1) // 2, max(4, longest_line // 2))


def repeated_tokens(vocabulary, half, count=PROBE_EXAMPLES, first=SOS):
    """`count` rows <sos> r_1 … r_n r_1 … r_n (n = half), r_k = 4 + u mod (V − 4) with u the next
    output of std::mt19937(20240601), row after row: the engine's repeated_tokens. (count, 2n + 1)."""
    if half < 2 or vocabulary <= FIRST_ORDINARY + 1:
        raise ValueError("the induction probe needs a window of at least 5 positions and two ordinary tokens")
    random = MT19937(REPEATED_SEED)
    ordinary = vocabulary - FIRST_ORDINARY
    rows = []
    for _ in range(count):
        tokens = [FIRST_ORDINARY + random() % ordinary for _ in range(half)]
        rows.append([first] + tokens + tokens)
    return rows


# --- the head scores (core/probe/head_scores.cpp) ---------------------------------------------------

def _lround(x):
    """C's lround: to the nearest integer, halves away from zero (numpy's round goes to even)."""
    magnitude = np.abs(x)
    whole = np.floor(magnitude)
    return (np.sign(x) * (whole + (magnitude - whole >= 0.5))).astype(np.int64)


def head_score_sums(weights, allowed, real, self_attention):
    """The sums and counts of every score but induction over a batch of one module's maps.

    weights (B, H, Tq, Tk): P, each row a softmax over its allowed keys; allowed (B, Tq, Tk) bool:
    the keys query i may attend to (padding and the causal mask leave keys out); real (B, Tq) bool:
    the real (unpadded) queries. Returns sums, counts: (H, 7) float64, summed over the sequences.

    For a real query i with n_i = |A_i| ≥ 1 allowed keys:
        entropy    −Σ_{j∈A_i} P_ij ln P_ij / ln n_i          (n_i ≥ 2)
        largest    max_{j∈A_i} P_ij                          (n_i ≥ 2)
        first      P_i0 (0 if key 0 is not allowed)          (self-attention: i ≥ 1)
        previous   P_i,i−1 (0 if not allowed)                (self-attention, i ≥ 1)
        local      Σ_{j∈A_i, |j − d_i| ≤ 1} P_ij, d_i = i (self) or lround(i (r_k − 1) / (r_q − 1))
                   (cross; r_q the sequence's real queries, r_k the allowed keys of its first real
                   query that has any; d_i = 0 when r_q = 1); left out when every allowed key is
                   within the window
    and per sequence of a cross-attention with m ≥ 3 such queries
        alignment  Kendall's τ_b of (i, argmax_j P_ij): (c − d) / √(p (p − t)), p = m(m−1)/2 pairs,
                   c, d, t the concordant, discordant and tied argmax pairs; 0 when p = t
    """
    P = np.asarray(weights, dtype=np.float64)                               # (B, H, Tq, Tk)
    allowed = np.asarray(allowed, dtype=bool)                               # (B, Tq, Tk)
    real = np.asarray(real, dtype=bool)                                     # (B, Tq)
    B, H, Tq, Tk = P.shape
    sums, counts = np.zeros((H, len(SCORES))), np.zeros((H, len(SCORES)))

    def add(score, values, where):  # values (B, H, Tq), where (B, Tq) bool: summed over b and i
        where = np.broadcast_to(where[:, None], values.shape)
        sums[:, score] += np.where(where, values, 0.0).sum(axis=(0, 2))
        counts[:, score] += where.sum(axis=(0, 2))

    A = allowed[:, None]                                                    # (B, 1, Tq, Tk)
    n = allowed.sum(-1)                                                     # (B, Tq)
    measured = real & (n >= 1)                                              # (B, Tq)
    spread = real & (n >= 2)
    Pa = np.where(A, P, 0.0)                                                # (B, H, Tq, Tk)
    i = np.arange(Tq)

    # entropy and largest: H_i / ln n_i, max_j P_ij over the allowed keys
    positive = A & (P > 0)
    plogp = np.where(positive, P * np.log(np.where(positive, P, 1.0)), 0.0)  # (B, H, Tq, Tk)
    entropy = -plogp.sum(-1) / np.log(np.maximum(n, 2))[:, None]            # (B, H, Tq)
    add(ENTROPY, entropy, spread)
    masked = np.where(A, P, -np.inf)
    best = masked.argmax(-1)                                                # (B, H, Tq): the first largest
    add(LARGEST, np.take_along_axis(masked, best[..., None], -1)[..., 0], spread)

    # first and previous: P_i0 and P_i,i−1
    add(FIRST, Pa[..., 0], measured & (i >= 1) if self_attention else measured)
    if self_attention:
        previous = np.zeros((B, H, Tq))
        rows = i[(i >= 1) & (i - 1 < Tk)]
        previous[..., rows] = Pa[..., rows, rows - 1]
        add(PREVIOUS, previous, measured & (i >= 1) & (i - 1 < Tk))

    # local: the weight within one position of the diagonal d_i
    if self_attention:
        diagonal = np.broadcast_to(i, (B, Tq))
    else:
        real_queries = real.sum(1)                                          # (B,)
        real_keys = np.zeros(B, dtype=np.int64)                             # (B,)
        for b in range(B):
            seen = np.nonzero(measured[b])[0]
            real_keys[b] = n[b, seen[0]] if len(seen) else 0
        x = i[None, :].astype(np.float64) * (real_keys[:, None] - 1) / \
            np.maximum(real_queries[:, None] - 1, 1).astype(np.float64)    # (B, Tq)
        diagonal = np.where(real_queries[:, None] > 1, _lround(x), 0)       # (B, Tq)
    window = np.abs(np.arange(Tk)[None, None, :] - diagonal[:, :, None]) <= 1  # (B, Tq, Tk)
    near = (Pa * window[:, None]).sum(-1)                                   # (B, H, Tq)
    allowed_near = (allowed & window).sum(-1)                               # (B, Tq)
    add(LOCAL, near, measured & (allowed_near < n))

    # alignment: Kendall's τ_b between the query's position and its argmax key, per sequence
    if not self_attention:
        for b in range(B):
            y = best[b][:, measured[b]]                                     # (H, m)
            m = y.shape[1]
            if m < 3:
                continue
            later = np.triu(np.ones((m, m), dtype=bool), 1)                 # pairs a < c
            step = (y[:, None, :] - y[:, :, None])[:, later]                # (H, pairs): y_c − y_a
            concordant, discordant = (step > 0).sum(1), (step < 0).sum(1)
            tied = (step == 0).sum(1)
            pairs = m * (m - 1) / 2
            denominator = np.sqrt(pairs * (pairs - tied))
            safe = np.where(denominator > 0, denominator, 1.0)
            tau = np.where(denominator > 0, (concordant - discordant) / safe, 0.0)  # (H,)
            sums[:, ALIGNMENT] += tau
            counts[:, ALIGNMENT] += 1
    return sums, counts


def induction_sums(weights, allowed, real, half):
    """The induction score's sums and counts on the repeated probe <sos> r_1 … r_n r_1 … r_n (n = half):
    for each real query i = n + k (the second r_k, n + 1 ≤ i ≤ 2n), P_i,k+1 = P_i,i−n+1, the weight on
    the token that followed r_k's first occurrence (0 if not allowed). weights (B, H, Tq, Tk),
    allowed (B, Tq, Tk), real (B, Tq). Returns sums, counts: (H, 7), only induction's column set."""
    P = np.asarray(weights, dtype=np.float64)
    allowed, real = np.asarray(allowed, dtype=bool), np.asarray(real, dtype=bool)
    B, H, Tq, Tk = P.shape
    sums, counts = np.zeros((H, len(SCORES))), np.zeros((H, len(SCORES)))
    for i in range(half + 1, min(2 * half, Tq - 1) + 1):
        key = i - half + 1
        value = np.where(allowed[:, None, i, key], P[:, :, i, key], 0.0)   # (B, H)
        where = real[:, i]                                                 # (B,)
        sums[:, INDUCTION] += np.where(where[:, None], value, 0.0).sum(0)
        counts[:, INDUCTION] += where.sum()
    return sums, counts


def score_means(sums, counts):
    """The mean of each score as float32, NaN for one never measured: (H, 7)."""
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(counts > 0, sums / np.where(counts > 0, counts, 1), np.nan).astype(np.float32)


# --- the roles (core/probe/head_telemetry.cpp) ------------------------------------------------------

def _holds(values, rule):
    """Whether one head's scores (7 float32) pass a role's rule; NaN passes nothing."""
    role, _, score, threshold, also, also_at = rule
    if not float(values[score]) >= threshold:
        return False
    if also_at > 0 and not float(values[also]) >= also_at:
        return False
    if role == "local" and float(values[PREVIOUS]) >= 0.5:
        return False
    return True


def head_roles(steps, series):
    """The roles a head holds at the last sample, each {"role", "since", "score"}: since is the step
    of the first sample of the last unbroken stretch of samples in which it held, score its value at
    the last sample. steps: the samples' steps; series: per sample the head's 7 float32 scores."""
    roles = []
    if not steps:
        return roles
    last = len(steps) - 1
    for rule in ROLE_RULES:
        if not _holds(series[last], rule):
            continue
        first = last
        while first > 0 and _holds(series[first - 1], rule):
            first -= 1
        roles.append({"role": rule[0], "since": int(steps[first]), "score": float(series[last][rule[2]])})
    return roles


def roled_heads(layout, steps, samples):
    """roled_heads_json: every head with a role at the last sample, in the layout's order:
    [{"kind", "layer", "head", "roles": [{"role", "since", "score"}]}]. layout: [(kind key, layers,
    heads)]; samples: per sample a float32 array in the layout's order."""
    out, at = [], 0
    for kind, layers, heads in layout:
        for layer in range(layers):
            for head in range(heads):
                series = [s[at:at + len(SCORES)] for s in samples]
                roles = head_roles(steps, series)
                if roles:
                    out.append({"kind": kind, "layer": layer, "head": head, "roles": roles})
                at += len(SCORES)
    return out


# --- the models it knows ----------------------------------------------------------------------------

def _unwrap(model):
    """The model inside DistributedDataParallel or DataParallel."""
    while isinstance(model, (torch.nn.parallel.DistributedDataParallel, torch.nn.DataParallel)):
        model = model.module
    return model


def _group_name(parameter, layers):
    """health.cpp's group_name: the attention layer whose prefix the parameter starts with, else its
    module (the name without its last component)."""
    for layer in layers:
        if parameter.startswith(layer + "."):
            return layer
    return parameter.rsplit(".", 1)[0] if "." in parameter else parameter


def _as_rows(ids):
    """A sequence of ids, or several, as a list of lists of ints."""
    if isinstance(ids, torch.Tensor):
        ids = ids.tolist()
    ids = list(ids)
    if not ids:
        return []
    if isinstance(ids[0], (int, np.integer)):
        return [[int(t) for t in ids]]
    return [[int(t) for t in (row.tolist() if isinstance(row, torch.Tensor) else row)] for row in ids]


def _padded(rows, pad=PAD):
    """(B, T) int64 of the rows padded with `pad`, and (B, T) bool of the real positions."""
    length = max([1] + [len(r) for r in rows])
    ids = torch.full((len(rows), length), pad, dtype=torch.int64)
    real = torch.zeros((len(rows), length), dtype=torch.bool)
    for b, row in enumerate(rows):
        ids[b, :len(row)] = torch.tensor(row, dtype=torch.int64)
        real[b, :len(row)] = True
    return ids, real


class _Adapter:
    """What the probe needs of a model: its attention modules, its parameter groups, its probes'
    forward passes and its checkpoints."""

    kind_of_model = ""

    def __init__(self, model):
        self.model = model
        names = {id(m): name for name, m in model.named_modules()}
        self.modules = self._attention_modules()                           # [(kind, layer, module)]
        # the engine's attention_layers(): each attention module's layer, its name's prefix
        self.layers = []
        self.module_layer = []
        for _, _, module in self.modules:
            prefix = names[id(module)].rsplit(".", 1)[0]
            if prefix not in self.layers:
                self.layers.append(prefix)
            self.module_layer.append(self.layers.index(prefix))
        kinds = {}
        for kind, layer, module in self.modules:
            kinds[kind] = max(kinds.get(kind, 0), layer + 1)
        self.layout = [(KIND_KEYS[k], kinds[k], self.heads) for k in KIND_ORDER if k in kinds]
        self.parameters = [(name, p) for name, p in model.named_parameters()]
        self.groups = []
        self.group_of = []
        for name, _ in self.parameters:
            group = _group_name(name, self.layers)
            if group not in self.groups:
                self.groups.append(group)
            self.group_of.append(self.groups.index(group))
        self.layer_group = [self.groups.index(layer) if layer in self.groups else -1 for layer in self.layers]

    @property
    def device(self):
        for p in self.model.parameters():
            return p.device
        return torch.device("cpu")


class _Workbench(_Adapter):
    """twb_torch.models' GptTransformer, Seq2SeqTransformer and TransformerClassifier."""

    def __init__(self, model):
        self.config = dict(model.config)
        self.architecture = self.config["architecture"]
        self.task = TASKS[self.architecture]
        self.heads = self.config["heads"]
        self.max_len = self.config["max_len"]
        self.vocabulary = self.config["target_vocab"] if self.architecture == "decoder-only" else \
            self.config["source_vocab"]
        self.decoder_only = self.architecture == "decoder-only"
        self.first_id = SOS
        super().__init__(model)

    def _attention_modules(self):
        return list(self.model.attention_modules())

    def batch(self, items):
        """The probe's model input as the engine batches it: lm and classify <sos> x, translate the
        source x and the decoder input <sos> y; items: lists of ids (translate: (x, y) pairs)."""
        if self.architecture == "encoder-decoder":
            source, source_real = _padded([list(x)[:self.max_len] for x, _ in items])
            target, target_real = _padded([([SOS] + list(y))[:self.max_len] for _, y in items])
            return {"source": source, "source_real": source_real, "ids": target, "real": target_real}
        ids, real = _padded([([SOS] + list(x))[:self.max_len] for x in items])
        return {"ids": ids, "real": real}

    def attention(self, batch):
        """Runs the model on the batch; returns [(kind, layer, P (B, H, Tq, Tk), allowed (B, Tq, Tk),
        real queries (B, Tq))] as numpy, the masks rebuilt as the model builds them."""
        device = self.device
        for _, _, m in self.modules:
            m.keep_weights = True
        try:
            if self.architecture == "encoder-decoder":
                self.model(batch["source"].to(device), batch["ids"].to(device))
            else:
                self.model(batch["ids"].to(device))
            weights = [m.last_weights.float().cpu().numpy() for _, _, m in self.modules]
        finally:
            for _, _, m in self.modules:
                m.keep_weights = False
                m.last_weights = None
        real = batch["real"].numpy()                                        # (B, T)
        T = real.shape[1]
        causal = np.tril(np.ones((T, T), dtype=bool))                       # key j ≤ query i
        out = []
        for (kind, layer, _), P in zip(self.modules, weights):
            if kind == "cross":
                source_real = batch["source_real"].numpy()                  # (B, S)
                allowed = np.broadcast_to(source_real[:, None, :], (real.shape[0], T, source_real.shape[1]))
                queries = real
            elif kind == "encoder_self" and self.architecture == "encoder-decoder":
                source_real = batch["source_real"].numpy()
                S = source_real.shape[1]
                allowed = np.broadcast_to(source_real[:, None, :], (source_real.shape[0], S, S))
                queries = source_real
            else:
                allowed = np.broadcast_to(real[:, None, :], (real.shape[0], T, T))
                if kind == "decoder_self" or (self.architecture == "encoder-only" and self.config["causal"]):
                    allowed = allowed & causal
                if self.decoder_only and self.model.local[layer]:
                    i, j = np.arange(T)[:, None], np.arange(T)[None, :]
                    allowed = allowed & (i - j < self.model.window)
                queries = real
            out.append((kind, layer, P, np.asarray(allowed), queries))
        return out

    def keep_largest_scores(self, on):
        for _, _, m in self.modules:
            m.keep_largest_score = on
            if not on:
                m.last_largest_score = None

    def largest_scores(self):
        """Per group: the largest attention score of the last training forward (max over a layer's
        attentions), NaN for a group without attention; None when none was kept."""
        kept = [m.last_largest_score for _, _, m in self.modules]
        if any(s is None for s in kept):
            return None
        values = torch.stack([s.detach().float().cpu() for s in kept]).tolist()
        out = [math.nan] * len(self.groups)
        for value, layer in zip(values, self.module_layer):
            g = self.layer_group[layer]
            if g >= 0:
                out[g] = value if math.isnan(out[g]) else max(out[g], value)
        return out


class _HuggingFace(_Adapter):
    """Hugging Face's GPT-2 and GPT-NeoX: attention from output_attentions=True."""

    def __init__(self, model):
        config = model.config
        name = type(model).__name__
        self.neox = name.startswith("GPTNeoX")
        self.task = "lm"
        self.decoder_only = True
        if self.neox:
            self.heads = int(config.num_attention_heads)
            self.max_len = int(config.max_position_embeddings)
        else:
            self.heads = int(config.n_head)
            self.max_len = int(config.n_positions)
        self.vocabulary = int(config.vocab_size)
        bos = getattr(config, "bos_token_id", None)
        self.first_id = int(bos) if bos is not None else SOS
        config = config.to_dict() if hasattr(config, "to_dict") else dict(vars(config))
        self.config = json.loads(json.dumps(config, default=_json_default))
        super().__init__(model)

    def _attention_modules(self):
        m = self.model
        if self.neox:
            layers = m.gpt_neox.layers if hasattr(m, "gpt_neox") else m.layers
            return [("decoder_self", i, layer.attention) for i, layer in enumerate(layers)]
        blocks = m.transformer.h if hasattr(m, "transformer") else m.h
        return [("decoder_self", i, block.attn) for i, block in enumerate(blocks)]

    def batch(self, items):
        """The ids as given (a Hugging Face model's own tokens), padded, with their attention mask."""
        ids, real = _padded([list(x)[:self.max_len] for x in items], pad=0)
        return {"ids": ids, "real": real}

    def attention(self, batch):
        device = self.device
        out = self.model(input_ids=batch["ids"].to(device), attention_mask=batch["real"].to(device).long(),
                         output_attentions=True)
        attentions = out["attentions"] if isinstance(out, dict) else getattr(out, "attentions", None)
        if attentions is None:
            raise TypeError(f"twb_probe: {type(self.model).__name__}(output_attentions=True) returned no "
                            "attentions")
        real = batch["real"].numpy()
        T = real.shape[1]
        causal = np.tril(np.ones((T, T), dtype=bool))
        allowed = np.broadcast_to(real[:, None, :], (real.shape[0], T, T)) & causal  # (B, T, T)
        return [("decoder_self", layer, a.detach().float().cpu().numpy(), allowed, real)
                for layer, a in enumerate(attentions)]

    def keep_largest_scores(self, on):
        pass

    def largest_scores(self):
        return None


def adapter_for(model):
    """The probe's view of `model` (unwrapped from DistributedDataParallel); a TypeError naming its
    class for a model the probe does not know."""
    model = _unwrap(model)
    name = type(model).__name__
    try:
        from . import models as workbench
        known = (workbench.GptTransformer, workbench.Seq2SeqTransformer, workbench.TransformerClassifier)
    except ImportError:
        known = ()
    if known and isinstance(model, known):
        return _Workbench(model)
    if name in HF_CLASSES and hasattr(model, "config"):
        return _HuggingFace(model)
    raise TypeError(f"twb_probe cannot probe a {name}: it knows the workbench's models (twb_torch.models: "
                    f"{', '.join(WORKBENCH_CLASSES)}) and Hugging Face's {', '.join(HF_CLASSES)}, "
                    "also inside DistributedDataParallel")


# --- the process's rank ------------------------------------------------------------------------------

def process_rank():
    """This process's rank: torch.distributed's once it is initialised, else torchrun's RANK, else 0."""
    distributed = torch.distributed
    if distributed.is_available() and distributed.is_initialized():
        return distributed.get_rank()
    return int(os.environ.get("RANK", "0"))


def world_size():
    distributed = torch.distributed
    if distributed.is_available() and distributed.is_initialized():
        return distributed.get_world_size()
    return int(os.environ.get("WORLD_SIZE", "1"))


# --- the probe ---------------------------------------------------------------------------------------

def _float32_json(values):
    """float32 values as the shortest decimals that read back as the same float32 (NaN: None)."""
    return [None if not math.isfinite(v) else float(str(v)) for v in np.asarray(values, dtype=np.float32)]


def _fmax(a, b):
    """std::fmax: the larger, a NaN losing to a number."""
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return max(a, b)


class Probe:
    """Records a PyTorch run for the workbench; see the module's docstring.

    Probe(model, folder, every=50, probe_text=None, probe_ids=None, checkpoint_every=None,
          tokenizer=None, optimizer=None, lr=None, *, metadata=None, trainer=None, tensors=None,
          start_step=0, writer=None)

    model            a model the probe knows (adapter_for), or DistributedDataParallel around one
    folder           the run folder (created on rank 0)
    every            steps between samples
    probe_ids        the probe's sequences: one list of ids or several (the first 16 are used; the
                     first is the one whose attention maps are kept). Workbench models: ids without
                     specials, as a job's splits hold them (the probe adds <sos>); translate: (source,
                     target) pairs. Hugging Face models: the ids as the model reads them.
    probe_text       instead of probe_ids: a text or several (translate: (source, target) pairs),
                     tokenized by `tokenizer`
    tokenizer        text → ids: a callable, or an object with encode(); its convert_ids_to_tokens()
                     or decode() labels the attention maps' tokens
    checkpoint_every steps between checkpoints (None: none)
    optimizer        its param_groups[0]["lr"] is the learning rate logged
    lr               without such an optimizer: a number, lr(step), or a scheduler (get_last_lr())
    metadata         a workbench checkpoint's metadata (the job's init.safetensors): the checkpoints
                     reuse it (its vocabularies, tokenizer settings) with the history from the log
    trainer          a workbench checkpoint's `trainer` JSON (a dict, or a callable giving it at each
                     checkpoint); without it the checkpoints hold none
    tensors          more tensors for each workbench checkpoint: a dict or a callable giving one
                     (Adam's moments, the tokenizer's tensors)
    start_step       the steps taken before the first step() (a continued run)
    writer           an existing RunWriter of the folder to record into (the loop's own)
    """

    def __init__(self, model, folder, every=50, probe_text=None, probe_ids=None, checkpoint_every=None,
                 tokenizer=None, optimizer=None, lr=None, *, metadata=None, trainer=None, tensors=None,
                 start_step=0, writer=None):
        if int(every) < 1:
            raise ValueError(f"twb_probe: every = {every}; a sample needs at least 1 step between")
        self.adapter = adapter_for(model)
        self.every = int(every)
        self.checkpoint_every = int(checkpoint_every) if checkpoint_every else 0
        self.tokenizer, self.optimizer, self.lr = tokenizer, optimizer, lr
        self.metadata = dict(metadata or {})
        self.trainer, self.extra_tensors = trainer, tensors
        self.step_count = int(start_step)
        self.started = time.time()
        self._losses = []                                                   # since the last sample
        self._log_times = {}                                                # step → seconds since the start
        self._snapshot = None
        self._last_checkpoint = None
        self._closed = False

        self.probe_items = self._probe_items(probe_ids, probe_text)
        self.writer = writer
        if process_rank() != 0:
            return
        self._build_probes()
        self.health = {"groups": list(self.adapter.groups), "stride": self.every, "capacity": HEALTH_CAPACITY,
                       "every": self.every, "samples": []}
        self._health_merge, self._health_pending = 1, 0
        self.telemetry = {"every": self.every, "cap": HEAD_SAMPLES, "interval": self.every,
                          "scores": list(SCORES),
                          "kinds": [{"kind": k, "layers": l, "heads": h} for k, l, h in self.adapter.layout],
                          "steps": [], "values": []}
        self._telemetry_floats = []                                         # per sample (floats,) float32
        self.attention = {"every": self.every, "cap": ATTENTION_FRAMES, "interval": self.every,
                          "probe": self._attention_probe, "kinds": [], "steps": [], "files": []}
        if self.writer is None:
            self.writer = RunWriter(folder, self.adapter.task, self.adapter.config, WRITER, world_size(),
                                    {"probe": {"every": self.every, "checkpoint_every": self.checkpoint_every,
                                               "model": type(self.adapter.model).__name__}})
        self.folder = self.writer.folder
        self.writer.flush()
        if (self.step_count + 1) % self.every == 0:
            self._prepare()

    # -- what the probe runs on

    def _tokenize(self, text):
        t = self.tokenizer
        if t is None:
            raise ValueError("twb_probe: probe_text needs a tokenizer (text → ids); or give probe_ids")
        ids = t.encode(text) if hasattr(t, "encode") else t(text)
        if isinstance(ids, dict) or hasattr(ids, "keys"):
            ids = ids["input_ids"]
        return [int(i) for i in (ids.tolist() if isinstance(ids, torch.Tensor) else ids)]

    def _probe_items(self, probe_ids, probe_text):
        """The probe's sequences (translate: (source, target) pairs), at most PROBE_EXAMPLES."""
        translate = isinstance(self.adapter, _Workbench) and self.adapter.architecture == "encoder-decoder"
        if probe_ids is None and probe_text is not None:
            if translate:
                pairs = [probe_text] if isinstance(probe_text[0], str) else list(probe_text)
                probe_ids = [(self._tokenize(x), self._tokenize(y)) for x, y in pairs]
            else:
                texts = [probe_text] if isinstance(probe_text, str) else list(probe_text)
                probe_ids = [self._tokenize(t) for t in texts]
        if probe_ids is None:
            return []
        if translate:
            pairs = list(probe_ids)
            one_pair = len(pairs) == 2 and all(len(_as_rows(x)) == 1 and _is_flat(x) for x in pairs)
            pairs = [pairs] if one_pair else pairs
            return [(_as_rows(x)[0], _as_rows(y)[0]) for x, y in pairs][:PROBE_EXAMPLES]
        return _as_rows(probe_ids)[:PROBE_EXAMPLES]

    def _build_probes(self):
        a = self.adapter
        self.probe_batch = a.batch(self.probe_items) if self.probe_items else None
        self.repeated_batch, self.repeated_half = None, 0
        if a.decoder_only:
            longest = self.probe_batch["ids"].shape[1] - 1 if self.probe_batch is not None else 0
            half = induction_half(a.max_len, max(0, longest))
            try:
                rows = repeated_tokens(a.vocabulary, half, PROBE_EXAMPLES, a.first_id)
                ids, real = _padded(rows)
                self.repeated_batch, self.repeated_half = {"ids": ids, "real": real}, half
            except ValueError as e:
                warnings.warn(f"twb_probe: no induction score: {e}")
        if self.probe_batch is None and self.repeated_batch is None:
            warnings.warn(f"twb_probe: no probe for a {type(a.model).__name__} (give probe_ids): the probe "
                          "records the loss and the health, no head telemetry and no attention")
        shown = self.probe_batch if self.probe_batch is not None else self.repeated_batch
        self._attention_probe = None
        if shown is not None:
            n = int(shown["real"][0].sum())
            ids = shown["ids"][0, :n].tolist()
            probe = {"ids": ids, "source": "probe" if self.probe_batch is not None else "repeated"}
            tokens = self._tokens(ids, "target")
            if tokens is not None:
                probe["tokens"] = tokens
            if "source" in shown:
                s = int(shown["source_real"][0].sum())
                probe["source_ids"] = shown["source"][0, :s].tolist()
                tokens = self._tokens(probe["source_ids"], "source")
                if tokens is not None:
                    probe["source_tokens"] = tokens
            self._attention_probe = probe

    def _tokens(self, ids, side):
        """The tokens' labels, from the tokenizer or a vocabulary in the metadata; None without."""
        t = self.tokenizer
        if t is not None and hasattr(t, "convert_ids_to_tokens"):
            return list(t.convert_ids_to_tokens(ids))
        if t is not None and hasattr(t, "decode"):
            return [t.decode([i]) for i in ids]
        for key in (side + "_vocabulary", "vocabulary"):
            if key in self.metadata:
                vocabulary = self.metadata[key]
                vocabulary = json.loads(vocabulary) if isinstance(vocabulary, str) else vocabulary
                return [vocabulary[i] if 0 <= i < len(vocabulary) else "<unk>" for i in ids]
        return None

    # -- every step

    def step(self, loss, gradient_norm=None):
        """One training step taken (after optimizer.step(), before the gradients are cleared). loss:
        the step's loss, a tensor (kept, not read) or a number. gradient_norm: the loop's own ‖g‖
        before clipping, when it clips in place (the group norms are then scaled to it: exact for a
        clip of the global norm); without it the norms are of the gradients as they are now."""
        if self._closed or process_rank() != 0:
            return
        self.step_count += 1
        self._losses.append(loss.detach() if isinstance(loss, torch.Tensor) else float(loss))
        step = self.step_count
        if step % self.every == 0:
            self._sample(step, gradient_norm)
        if self.checkpoint_every and step % self.checkpoint_every == 0:
            self.checkpoint(step)
        if (step + 1) % self.every == 0:
            self._prepare()

    def _prepare(self):
        """The step before a sample: the weights w before the sample step's update, and the training
        forward's largest scores kept."""
        with torch.no_grad():
            self._snapshot = [p.detach().clone() for _, p in self.adapter.parameters]
        self.adapter.keep_largest_scores(True)

    # -- a sample

    def _mean_loss(self):
        tensors = [x for x in self._losses if isinstance(x, torch.Tensor)]
        numbers = [x for x in self._losses if not isinstance(x, torch.Tensor)]
        total, count = sum(numbers), len(self._losses)
        if tensors:
            total += float(torch.stack([t.reshape(()).to(torch.float64) for t in tensors]).sum())  # one sync
        self._losses = []
        return total / count if count else math.nan

    def learning_rate(self, step):
        """The rate of `step`: the optimizer's first group's, else `lr`'s; NaN when neither says."""
        if self.optimizer is not None and hasattr(self.optimizer, "param_groups"):
            return float(self.optimizer.param_groups[0]["lr"])
        lr = self.lr
        if lr is None:
            return math.nan
        if hasattr(lr, "get_last_lr"):
            return float(lr.get_last_lr()[0])
        if callable(lr):
            try:
                takes_step = len(inspect.signature(lr).parameters) >= 1
            except (TypeError, ValueError):
                takes_step = True
            return float(lr(step) if takes_step else lr())
        return float(lr)

    @torch.no_grad()
    def _health(self, step, loss, rate, gradient_norm):
        """health.cpp's sample: per group ‖g‖ and ‖Δw‖ / ‖w‖ (0 for a group of zero weights), the
        layers' largest scores; the squares summed in float64."""
        a = self.adapter
        groups = len(a.groups)
        index = torch.tensor(a.group_of, dtype=torch.int64)
        device = a.device
        zero = torch.zeros((), dtype=torch.float64, device=device)
        norms = [zero if p.grad is None else torch.linalg.vector_norm(p.grad, dtype=torch.float64).to(device)
                 for _, p in a.parameters]
        norms = torch.stack(norms).cpu()                                    # one wait for the device
        squares = torch.zeros(groups, dtype=torch.float64).index_add_(0, index, norms ** 2)
        total = float(squares.sum().sqrt())
        gradient_norms = squares.sqrt()
        if gradient_norm is not None:
            given = float(gradient_norm)
            if total > 0:
                gradient_norms = gradient_norms * (given / total)
            total = given
        ratios = [math.nan] * groups
        if self._snapshot is not None:
            updates, weights = [], []
            for (_, p), w in zip(a.parameters, self._snapshot):
                updates.append(torch.linalg.vector_norm(p.detach() - w, dtype=torch.float64).to(device))
                weights.append(torch.linalg.vector_norm(w, dtype=torch.float64).to(device))
            updates, weights = torch.stack(updates).cpu(), torch.stack(weights).cpu()
            update_squares = torch.zeros(groups, dtype=torch.float64).index_add_(0, index, updates ** 2)
            weight_squares = torch.zeros(groups, dtype=torch.float64).index_add_(0, index, weights ** 2)
            ratio = (update_squares / weight_squares.clamp_min(1e-300)).sqrt()
            ratios = torch.where(weight_squares > 0, ratio, torch.zeros_like(ratio)).tolist()
            self._snapshot = None
        largest = a.largest_scores()
        a.keep_largest_scores(False)
        return {"step": step, "loss": loss, "gradient_norm": total, "learning_rate": rate,
                "gradient_norms": _float32_json(gradient_norms.tolist()),
                "update_ratios": _float32_json(ratios),
                "largest_scores": _float32_json(largest if largest is not None else [math.nan] * groups)}

    def _add_health(self, sample):
        """HealthHistory::add: past the capacity neighbouring samples merge (their largest values kept)
        and each later one covers twice the steps."""
        samples = self.health["samples"]
        if samples and 0 < self._health_pending < self._health_merge:
            _merge_health(samples[-1], sample)
            self._health_pending += 1
            return
        samples.append(sample)
        self._health_pending = 1
        if len(samples) <= HEALTH_CAPACITY:
            return
        halved = []
        for i in range(0, len(samples), 2):
            halved.append(samples[i])
            if i + 1 < len(samples):
                _merge_health(halved[-1], samples[i + 1])
        self.health["samples"] = halved
        self._health_merge *= 2
        self._health_pending = self._health_merge
        self.health["stride"] = self.every * self._health_merge

    @torch.no_grad()
    def measure_heads(self):
        """Every head's scores on the probe in evaluation mode (the mode restored after): a float32
        array in the layout's order, and the attention maps of the probe's first sequence {kind key:
        (layers, heads, Tq, Tk) float32}."""
        a = self.adapter
        sums = {(KIND_KEYS[k], l): [np.zeros((a.heads, len(SCORES))), np.zeros((a.heads, len(SCORES)))]
                for k, l, _ in a.modules}
        maps = {}
        training = a.model.training
        a.model.eval()
        try:
            if self.probe_batch is not None:
                for kind, layer, P, allowed, real in a.attention(self.probe_batch):
                    s, c = head_score_sums(P, allowed, real, kind != "cross")
                    sums[(KIND_KEYS[kind], layer)][0] += s
                    sums[(KIND_KEYS[kind], layer)][1] += c
                    maps.setdefault(KIND_KEYS[kind], {})[layer] = _first_map(P, allowed, real)
            if self.repeated_batch is not None:
                for kind, layer, P, allowed, real in a.attention(self.repeated_batch):
                    s, c = induction_sums(P, allowed, real, self.repeated_half)
                    sums[(KIND_KEYS[kind], layer)][0] += s
                    sums[(KIND_KEYS[kind], layer)][1] += c
                    if self.probe_batch is None:
                        maps.setdefault(KIND_KEYS[kind], {})[layer] = _first_map(P, allowed, real)
        finally:
            a.model.train(training)
        values = []
        for kind, layers, _ in a.layout:
            for layer in range(layers):
                values.append(score_means(*sums[(kind, layer)]).reshape(-1))
        stacked = {kind: np.stack([by_layer[l] for l in sorted(by_layer)]) for kind, by_layer in maps.items()}
        return np.concatenate(values).astype(np.float32), stacked

    def _add_telemetry(self, step, values):
        """HeadTelemetry::add: when full, the samples off the doubled interval are dropped."""
        t = self.telemetry
        if len(t["steps"]) >= t["cap"]:
            kept = [i for i, s in enumerate(t["steps"]) if s % (2 * t["interval"]) == 0]
            t["steps"] = [t["steps"][i] for i in kept]
            t["values"] = [t["values"][i] for i in kept]
            self._telemetry_floats = [self._telemetry_floats[i] for i in kept]
            t["interval"] *= 2
            if step % t["interval"] != 0:
                return
        t["steps"].append(step)
        t["values"].append(_float32_json(values))
        self._telemetry_floats.append(values)

    def _add_attention(self, step, maps):
        """Writes attention-STEP.safetensors (each kind's maps, "attention.KIND" F32 [layers, heads,
        Tq, Tk]); returns the files the thinning dropped, to delete once run.json lists them no more."""
        at = self.attention
        if not at["kinds"]:
            at["kinds"] = [{"kind": k, "layers": int(m.shape[0]), "heads": int(m.shape[1]),
                            "rows": int(m.shape[2]), "cols": int(m.shape[3])} for k, m in maps.items()]
            frame = sum(m.size * 4 for m in maps.values())
            at["cap"] = max(2, min(ATTENTION_FRAMES, ATTENTION_BYTES // max(1, frame)))
        dropped = []
        if len(at["steps"]) >= at["cap"]:
            keep = [i for i, s in enumerate(at["steps"]) if s % (2 * at["interval"]) == 0]
            dropped = [f for i, f in enumerate(at["files"]) if i not in keep]
            at["steps"] = [at["steps"][i] for i in keep]
            at["files"] = [at["files"][i] for i in keep]
            at["interval"] *= 2
            if step % at["interval"] != 0:
                return dropped
        name = "attention-%08d.safetensors" % step
        tensors = {"attention." + k: torch.from_numpy(np.ascontiguousarray(m)) for k, m in maps.items()}
        safetensors.save(os.path.join(self.folder, name), tensors,
                         {"format": ATTENTION_FORMAT, "step": str(step), "kinds": json.dumps(at["kinds"]),
                          "probe": json.dumps(at["probe"])})
        at["steps"].append(step)
        at["files"].append(name)
        return dropped

    def _sample(self, step, gradient_norm):
        loss = self._mean_loss()
        rate = self.learning_rate(step)
        health = self._health(step, loss, rate, gradient_norm)
        self._add_health(health)
        self.writer.log({"step": step, "loss": loss, "learning_rate": rate,
                         "gradient_norm": health["gradient_norm"]})
        self._log_times[step] = time.time() - self.started
        dropped = []
        heads_due = step % self.telemetry["interval"] == 0
        attention_due = step % self.attention["interval"] == 0
        if (heads_due or attention_due) and (self.probe_batch is not None or self.repeated_batch is not None):
            values, maps = self.measure_heads()
            if heads_due:
                self._add_telemetry(step, values)
            if attention_due and maps:
                dropped = self._add_attention(step, maps)
        self.writer.set("health", self.health)
        if self.telemetry["steps"]:
            self.writer.set("head_telemetry", self.telemetry)
            self.writer.set("heads", roled_heads(self.adapter.layout, self.telemetry["steps"],
                                                 self._telemetry_floats))
        if self.attention["steps"]:
            self.writer.set("attention", self.attention)
        self.writer.flush()
        for name in dropped:
            try:
                os.unlink(os.path.join(self.folder, name))
            except OSError:
                pass

    # -- checkpoints

    def checkpoint(self, step=None):
        """Writes a checkpoint of the model now (on rank 0; returns its path, None elsewhere): a
        workbench checkpoint step-NNNNNNNN.safetensors for the workbench's models, a Hugging Face
        folder step-NNNNNNNN/ (config.json, model.safetensors) for the others."""
        if process_rank() != 0:
            return None
        step = self.step_count if step is None else int(step)
        self.writer.set("health", self.health)
        if isinstance(self.adapter, _Workbench):
            path = self.writer.checkpoint(step, self._workbench_tensors(), self._workbench_metadata())
        else:
            path = self._huggingface_checkpoint(step)
        self._last_checkpoint = step
        return path

    def _workbench_tensors(self):
        tensors = {name: t.detach().cpu().contiguous() for name, t in self.adapter.model.state_dict().items()}
        extra = self.extra_tensors() if callable(self.extra_tensors) else (self.extra_tensors or {})
        tensors.update({k: v.detach().cpu().contiguous() for k, v in extra.items()})
        if self._telemetry_floats:
            tensors["telemetry.heads"] = torch.from_numpy(np.stack(self._telemetry_floats).astype(np.float32))
        return tensors

    def history(self):
        """The checkpoint's `history`: the init metadata's points up to the first step this probe took,
        then a point per logged sample (epoch and tokens/s unknown here: 0)."""
        old = self.metadata.get("history", "[]")
        old = json.loads(old) if isinstance(old, str) else list(old)
        log = [e for e in self.writer.manifest["log"]
               if isinstance(e.get("loss"), float) and math.isfinite(e["loss"])]
        first = log[0]["step"] if log else math.inf
        points = [p for p in old if p["step"] < first]
        times = self._log_times
        for e in log:
            rate = e.get("learning_rate")
            points.append({"step": e["step"], "epoch": float(e.get("epoch", 0.0)), "train_loss": e["loss"],
                           "learning_rate": rate if isinstance(rate, float) and math.isfinite(rate) else 0.0,
                           "elapsed_seconds": float(e.get("elapsed_seconds", times.get(e["step"], 0.0))),
                           "tokens_per_second": float(e.get("tokens_per_second", 0.0))})
        return points

    def _workbench_metadata(self):
        a = self.adapter
        metadata = {k: v for k, v in self.metadata.items()
                    if k not in ("timelapse", "health", "head_telemetry", "trainer", "averaged")}
        metadata.setdefault("format", WORKBENCH_FORMAT)
        metadata.setdefault("task", a.task)
        metadata.setdefault("config", a.config)
        metadata["written_by"] = WRITER
        metadata["history"] = self.history()
        if self.trainer is not None:
            metadata["trainer"] = self.trainer() if callable(self.trainer) else self.trainer
        if self.health["samples"]:
            metadata["health"] = {k: self.health[k] for k in ("groups", "stride", "capacity", "samples")}
        if self._telemetry_floats:
            t = self.telemetry
            keys = ("every", "cap", "interval", "scores", "kinds", "steps")
            metadata["head_telemetry"] = {k: t[k] for k in keys}
        return {k: v if isinstance(v, str) else json.dumps(_nulls(v), allow_nan=False)
                for k, v in metadata.items()}

    def records(self):
        """What a checkpoint written by another (a job's own) holds of the probe's records: the
        metadata entries `health` and `head_telemetry` (JSON text) and the tensor `telemetry.heads`,
        in the engine's layouts; empty on other ranks and before the first sample."""
        metadata, tensors = {}, {}
        if process_rank() != 0:
            return metadata, tensors
        if self.health["samples"]:
            metadata["health"] = json.dumps(_nulls({k: self.health[k] for k in ("groups", "stride", "capacity",
                                                                                   "samples")}), allow_nan=False)
        if self._telemetry_floats:
            t = self.telemetry
            metadata["head_telemetry"] = json.dumps(_nulls({k: t[k] for k in ("every", "cap", "interval", "scores",
                                                                               "kinds", "steps")}), allow_nan=False)
            tensors["telemetry.heads"] = torch.from_numpy(np.stack(self._telemetry_floats).astype(np.float32))
        return metadata, tensors

    def _huggingface_checkpoint(self, step):
        """step-NNNNNNNN/ with config.json and model.safetensors (Hugging Face's names; a tensor that
        shares another's storage, the tied output layer, written once under the first name), built in
        a temporary folder beside it and renamed into place."""
        name = "step-%08d" % step
        final = os.path.join(self.folder, name)
        temporary = tempfile.mkdtemp(dir=self.folder, prefix=name + ".tmp-")
        try:
            seen, tensors = set(), {}
            for key, t in self.adapter.model.state_dict().items():
                storage = (t.data_ptr(), tuple(t.shape), tuple(t.stride()))
                if storage in seen:
                    continue
                seen.add(storage)
                tensors[key] = t.detach().cpu().contiguous()
            safetensors.save(os.path.join(temporary, "model.safetensors"), tensors, {"format": "pt"})
            config = json.dumps(self.adapter.config, indent=2, sort_keys=True, default=_json_default)
            write_atomically(os.path.join(temporary, "config.json"), config + "\n")
            os.chmod(temporary, 0o777 & ~_umask())
            if os.path.exists(final):
                old = tempfile.mkdtemp(dir=self.folder, prefix=name + ".tmp-old-")
                os.replace(final, os.path.join(old, name))
                os.replace(temporary, final)
                shutil.rmtree(old, ignore_errors=True)
            else:
                os.replace(temporary, final)
        except BaseException:
            shutil.rmtree(temporary, ignore_errors=True)
            raise
        checkpoints = [c for c in self.writer.manifest["checkpoints"] if c["step"] != step]
        checkpoints.append({"step": step, "path": name})
        self.writer.manifest["checkpoints"] = checkpoints
        self.writer.flush()
        return final

    # -- the end

    def flush(self):
        if process_rank() == 0 and self.writer is not None:
            self.writer.flush()

    def close(self, checkpoint=None):
        """Logs the loss of the steps since the last sample, writes a last checkpoint (checkpoint=None:
        when checkpoint_every is set and the last step has none; True/False: always/never) and
        flushes. Later step() calls do nothing."""
        if self._closed or process_rank() != 0:
            self._closed = True
            return
        step = self.step_count
        if self._losses:
            self.writer.log({"step": step, "loss": self._mean_loss(),
                             "learning_rate": self.learning_rate(step), "gradient_norm": None})
            self._log_times[step] = time.time() - self.started
        self._snapshot = None
        self.adapter.keep_largest_scores(False)
        if checkpoint is None:
            checkpoint = bool(self.checkpoint_every) and self._last_checkpoint != step
        if checkpoint and step > 0:
            self.checkpoint(step)
        self.writer.flush()
        self._closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close(checkpoint=False if exc[0] is not None else None)


def _merge_health(into, other):
    """health.cpp's merge: the later step, the larger of every figure."""
    into["step"] = max(into["step"], other["step"])
    for key in ("loss", "gradient_norm", "learning_rate"):
        into[key] = _fmax(into[key], other[key])
    for key in ("gradient_norms", "update_ratios", "largest_scores"):
        into[key] = [b if a is None else a if b is None else max(a, b) for a, b in zip(into[key], other[key])]


def _first_map(P, allowed, real):
    """The first sequence's maps (H, n_q, n_k) over its real queries and the keys they may see (a
    batch is padded on the right)."""
    n_q = int(real[0].sum())
    n_k = int(allowed[0][real[0]].any(0).sum())
    return P[0, :, :n_q, :n_k].astype(np.float32)


def _is_flat(ids):
    """Whether `ids` is one sequence of ids (not a list of them)."""
    if isinstance(ids, torch.Tensor):
        return ids.dim() == 1
    ids = list(ids)
    return bool(ids) and isinstance(ids[0], (int, np.integer))


def _nulls(value):
    """NaN and infinity as null, for JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _nulls(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_nulls(v) for v in value]
    return value


def _json_default(value):
    if isinstance(value, torch.dtype):
        return str(value).replace("torch.", "")
    return str(value)


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask
