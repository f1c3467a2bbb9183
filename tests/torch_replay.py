#!/usr/bin/python3
"""Trains the PyTorch peer (../shared/bench/torch_seq2seq.py: same data, tokens, batches, order,
initialisation and schedule) and writes what the engine needs to replay the run step for step:
the initial weights under the engine's names, every training pair, each step's batch and PyTorch's
loss at each step. build/release/tests/core/twb_torch_replay then trains the engine on exactly that
and prints both losses at every step; --eval decodes both end models in PyTorch.

The two differences from the peer are deliberate: --dropout (0 by default, so that the runs are
deterministic and comparable) and no final LayerNorm on either stack (the engine's post-norm has
none; the peer without them learns the same: docs/benchmarks.md, "How well it learns").

usage: torch_replay.py DATA_DIR --steps N --out REPLAY.safetensors [--dropout 0] [--threads 2]
                       [--seed 0] [--final TORCH_END.safetensors] [--pairs N]
                       [--d 256 --layers 3 --heads 8 --dff 1024 --batch_tokens 2048 --lr 7e-4 --warmup 300]
The replay file also holds PyTorch's end weights (expected.final.<engine name>). The committed
fixture of the TorchParity.TrainingReplay test is
    /usr/bin/python3 tests/torch_replay.py datasets/numbers-en-de --pairs 200 --d 16 --heads 2 --layers 2 \
        --dff 32 --batch_tokens 96 --lr 1e-2 --warmup 4 --steps 24 --threads 1 \
        --out tests/core/fixtures/torch_replay.safetensors
       torch_replay.py DATA_DIR --eval MODEL.safetensors [...] --bleu DATA_DIR/test_2016_flickr
Needs Debian's python3-torch and libopenblas0-pthread; run with /usr/bin/python3."""
import argparse, collections, json, math, os, re, sys, time
import numpy as np, torch, torch.nn as nn, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_parity import check_fully_mapped, layer_map, load_safetensors, save_safetensors, take  # noqa: E402

PAD, UNK, SOS, EOS = 0, 1, 2, 3


def tok(s):
    return re.findall(r"\w+|[^\w\s]", s.lower())


class Vocab:  # the peer's: specials, then the words seen twice or more, sorted
    def __init__(self, sents, min_freq=2):
        c = collections.Counter(w for s in sents for w in s)
        self.itos = ["<pad>", "<unk>", "<sos>", "<eos>"] + sorted(w for w, n in c.items() if n >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def enc(self, s):
        return [self.stoi.get(w, UNK) for w in s]


def pad(seqs):
    L = max(map(len, seqs))
    return torch.tensor([s + [PAD] * (L - len(s)) for s in seqs])


def write_safetensors(path, arrays, metadata):
    """arrays: {name: numpy float32 or int64 array}, through torch_parity.py's writer."""
    save_safetensors(path, {k: ({np.dtype("float32"): "F32", np.dtype("int64"): "I64"}[v.dtype], list(v.shape),
                                np.ascontiguousarray(v).tobytes()) for k, v in arrays.items()}, metadata)


def read_safetensors(path):
    """The float tensors of a file (a model's weights) and its metadata."""
    tensors, meta = load_safetensors(path)
    return {k: v for k, v in tensors.items() if v.is_floating_point()}, meta


class Model(nn.Module):
    """The peer's model: nn.Transformer without final norms, two embeddings, the output Linear."""

    def __init__(self, vs, vt, d, heads, layers, dff, dropout):
        super().__init__()
        self.d, self.p = d, dropout
        self.tr = nn.Transformer(d_model=d, nhead=heads, num_encoder_layers=layers, num_decoder_layers=layers,
                                 dim_feedforward=dff, dropout=dropout, batch_first=True)
        self.tr.encoder.norm = None
        self.tr.decoder.norm = None
        self.emb_s = nn.Embedding(vs, d, padding_idx=PAD)
        self.emb_t = nn.Embedding(vt, d, padding_idx=PAD)
        self.out = nn.Linear(d, vt)
        pe = torch.zeros(256, d)
        pos = torch.arange(256).float()[:, None]
        div = torch.exp(torch.arange(0, d, 2).float() * (-math.log(10000.0) / d))
        pe[:, 0::2], pe[:, 1::2] = torch.sin(pos * div), torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def embed(self, e, x):
        return F.dropout(e(x) * math.sqrt(self.d) + self.pe[: x.size(1)], self.p, self.training)

    def forward(self, s, t):
        causal = torch.triu(torch.full((t.size(1), t.size(1)), float("-inf")), 1)
        h = self.tr(self.embed(self.emb_s, s), self.embed(self.emb_t, t), tgt_mask=causal, src_key_padding_mask=s == PAD,
                    tgt_key_padding_mask=t == PAD, memory_key_padding_mask=s == PAD)
        return self.out(h)

    def encode(self, s):
        return self.tr.encoder(self.embed(self.emb_s, s), src_key_padding_mask=s == PAD)

    def decode(self, mem, s, t):
        causal = torch.triu(torch.full((t.size(1), t.size(1)), float("-inf")), 1)
        return self.out(self.tr.decoder(self.embed(self.emb_t, t), mem, tgt_mask=causal, memory_key_padding_mask=s == PAD))

    # The engine's parameter names <-> this model's tensors (torch_parity.py's map of the layers).
    def engine_map(self):
        mapping = {"source_embedding.token.weight": (self.emb_s.weight, None),
                   "target_embedding.token.weight": (self.emb_t.weight, None)}
        layer_map(mapping, self.tr.encoder.layers, self.tr.decoder.layers)
        mapping["generator.weight"], mapping["generator.bias"] = (self.out.weight, None), (self.out.bias, None)
        return check_fully_mapped(mapping, self)

    def engine_tensors(self):
        return {k: take(p, sl).clone() for k, (p, sl) in self.engine_map().items()}

    def load_engine_tensors(self, T):
        mapping = self.engine_map()
        assert set(mapping) == set(T), set(mapping) ^ set(T)
        with torch.no_grad():
            for k, (p, sl) in mapping.items():
                target = p if sl is None else p[sl]
                target.copy_(T[k].reshape(target.shape))


def engine_config(a, vs, vt):
    return {"activation": "relu", "architecture": "encoder-decoder", "causal": False, "classes": 0, "d_ff": a.dff,
            "d_model": a.d, "decoder_layers": a.layers, "dropout": a.dropout, "encoder_layers": a.layers,
            "heads": a.heads, "init": "xavier_uniform", "max_len": 256, "norm_eps": 1e-05, "norm_kind": "standard",
            "norm_placement": "post", "pooling": "mean", "positions": "sinusoidal", "qkv_bias": True,
            "scale_embedding": True, "scale_scores": True, "source_vocab": vs, "target_vocab": vt,
            "tie_weights": False}


def evaluate(m, vs, vt, prefix, hyp_path):
    """Teacher-forced loss per target token (no smoothing) and greedy translations (the peer's)."""
    m.eval()
    S = [vs.enc(tok(l)) for l in open(prefix + ".en", encoding="utf-8")]
    R = [vt.enc(tok(l)) for l in open(prefix + ".de", encoding="utf-8")]
    nll = n = 0.0
    hyps = []
    with torch.no_grad():
        for k in range(0, len(S), 64):
            s = pad(S[k:k + 64])
            t = pad([[SOS] + r + [EOS] for r in R[k:k + 64]])
            logits = m(s, t[:, :-1])
            nll += F.cross_entropy(logits.reshape(-1, logits.size(-1)), t[:, 1:].reshape(-1), ignore_index=PAD,
                                   reduction="sum").item()
            n += int((t[:, 1:] != PAD).sum())
            ys = torch.full((s.size(0), 1), SOS)
            done = torch.zeros(s.size(0), dtype=torch.bool)
            mem = m.encode(s)
            for _ in range(s.size(1) + 20):
                nxt = m.decode(mem, s, ys)[:, -1].argmax(-1)
                nxt[done] = PAD
                ys = torch.cat([ys, nxt[:, None]], 1)
                done |= nxt == EOS
                if done.all():
                    break
            for y in ys.tolist():
                w = []
                for i in y[1:]:
                    if i in (PAD, EOS):
                        break
                    if i != UNK:
                        w.append(vt.itos[i])
                hyps.append(w)
    with open(hyp_path, "w", encoding="utf-8") as f:
        f.write("".join(" ".join(h) + "\n" for h in hyps))
    return nll / n, sum(map(len, hyps))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--d", type=int, default=256); ap.add_argument("--layers", type=int, default=3)
    ap.add_argument("--heads", type=int, default=8); ap.add_argument("--dff", type=int, default=1024)
    ap.add_argument("--batch_tokens", type=int, default=2048)
    ap.add_argument("--lr", type=float, default=7e-4); ap.add_argument("--warmup", type=int, default=300)
    ap.add_argument("--dropout", type=float, default=0.0)
    ap.add_argument("--threads", type=int, default=2); ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--steps", type=int, default=0)
    ap.add_argument("--pairs", type=int, default=0, help="train on the first N pairs only (0: all)")
    ap.add_argument("--out", help="the replay file for twb_torch_replay")
    ap.add_argument("--final", help="PyTorch's end weights, under the engine's names")
    ap.add_argument("--eval", nargs="*", default=[], help="models (engine names) to decode with --bleu")
    ap.add_argument("--bleu", help="DATA_DIR/test_2016_flickr: the split --eval decodes")
    ap.add_argument("--probe", help="a model (engine names): its loss on the first --probe-batches batches "
                    "without dropout and, averaged over --probe-draws draws, with --dropout; no training")
    ap.add_argument("--probe-batches", type=int, default=20); ap.add_argument("--probe-draws", type=int, default=10)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    src = [tok(l) for l in open(a.data + "/train.en", encoding="utf-8")]
    trg = [tok(l) for l in open(a.data + "/train.de", encoding="utf-8")]
    if a.pairs:
        src, trg = src[: a.pairs], trg[: a.pairs]
    vs, vt = Vocab(src), Vocab(trg)
    m = Model(len(vs.itos), len(vt.itos), a.d, a.heads, a.layers, a.dff, a.dropout)
    for p in m.parameters():
        if p.dim() > 1:
            nn.init.xavier_uniform_(p)

    for path in a.eval:
        T, _ = read_safetensors(path)
        m.load_engine_tensors(T)
        loss, words = evaluate(m, vs, vt, a.bleu, path + ".greedy.txt")
        print(f"{path}: test loss {loss:.4f}, greedy words {words} (written to {path}.greedy.txt)", flush=True)
    if not a.steps:
        return

    pairs = sorted(((vs.enc(s), [SOS] + vt.enc(t) + [EOS]) for s, t in zip(src, trg)), key=lambda p: (len(p[1]), len(p[0])))
    batches, cur = [], []
    for i, p in enumerate(pairs):
        cur.append(i)
        if len(cur) * len(p[1]) >= a.batch_tokens:
            batches.append(cur)
            cur = []
    if cur:
        batches.append(cur)
    if a.probe:
        T, _ = read_safetensors(a.probe)
        m.load_engine_tensors(T)
        order = torch.randperm(len(batches), generator=torch.Generator().manual_seed(a.seed)).tolist()
        tp = td = 0.0
        with torch.no_grad():
            for n, i in enumerate(order[: a.probe_batches]):
                b = [pairs[j] for j in batches[i]]
                s, t = pad([p[0] for p in b]), pad([p[1] for p in b])
                def loss():
                    logits = m(s, t[:, :-1])
                    return F.cross_entropy(logits.reshape(-1, logits.size(-1)), t[:, 1:].reshape(-1), ignore_index=PAD,
                                           label_smoothing=0.1).item()
                m.eval(); without = loss()
                m.train(); w = sum(loss() for _ in range(a.probe_draws)) / a.probe_draws
                print(f"batch {n + 1:3d} ({s.size(0):3d} x {t.size(1) - 1:2d}): loss {without:.5f} without dropout, "
                      f"{w:.5f} with (mean of {a.probe_draws} draws)", flush=True)
                tp += without; td += w
        k = min(a.probe_batches, len(order))
        print(f"mean over {k} batches: {tp / k:.5f} without dropout, {td / k:.5f} with")
        return
    init = {k: v.numpy().astype(np.float32) for k, v in m.engine_tensors().items()}
    opt = torch.optim.Adam(m.parameters(), lr=a.lr, betas=(0.9, 0.98), eps=1e-9)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min((s + 1) / a.warmup, math.sqrt(a.warmup / (s + 1))))
    g = torch.Generator().manual_seed(a.seed)
    steps, losses = [], []
    m.train()
    t0 = time.perf_counter()
    while len(steps) < a.steps:
        for i in torch.randperm(len(batches), generator=g).tolist():
            b = [pairs[j] for j in batches[i]]
            s, t = pad([p[0] for p in b]), pad([p[1] for p in b])
            logits = m(s, t[:, :-1])
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), t[:, 1:].reshape(-1), ignore_index=PAD,
                                   label_smoothing=0.1)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            steps.append(batches[i])
            losses.append(loss.item())
            if len(steps) % 50 == 0:
                print(f"step {len(steps)} loss {losses[-1]:.4f} ({time.perf_counter() - t0:.0f} s)", flush=True)
            if len(steps) == a.steps:
                break

    flat = lambda rows: np.array([x for r in rows for x in r], dtype=np.int64)
    offsets = lambda rows: np.cumsum([0] + [len(r) for r in rows]).astype(np.int64)
    sources, targets = [p[0] for p in pairs], [p[1][1:-1] for p in pairs]
    tensors = dict(init)
    tensors.update({"expected.final." + k: v.numpy().astype(np.float32) for k, v in m.engine_tensors().items()})
    tensors.update({"pairs.source": flat(sources), "pairs.source_offsets": offsets(sources),
                    "pairs.target": flat(targets), "pairs.target_offsets": offsets(targets),
                    "steps.indices": flat(steps), "steps.offsets": offsets(steps),
                    "expected.loss": np.array(losses, dtype=np.float32)})
    trainer = {"batch_tokens": a.batch_tokens, "schedule": "warmup_inverse_sqrt", "learning_rate": a.lr,
               "warmup_steps": a.warmup, "label_smoothing": 0.1, "clip_norm": 0.0, "seed": 1, "adam_beta1": 0.9,
               "adam_beta2": 0.98, "adam_eps": 1e-9, "average_last": 0.0}
    meta = {"config": json.dumps(engine_config(a, len(vs.itos), len(vt.itos))), "trainer": json.dumps(trainer),
            "torch_version": torch.__version__}
    write_safetensors(a.out, tensors, meta)
    print(f"wrote {a.out}: {len(steps)} steps", flush=True)
    if a.final:
        write_safetensors(a.final, {k: v.numpy().astype(np.float32) for k, v in m.engine_tensors().items()},
                          {"config": meta["config"]})


if __name__ == "__main__":
    main()
