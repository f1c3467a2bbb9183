"""A job's data as the workbench tokenized it (docs/pytorch.md, "A split's tokens"), and its batches
made exactly as the engine makes them (core/train/batching.cpp).

A split is one safetensors file of flat arrays: a field's token ids end to end and the offsets
where each example starts. The training split also holds the engine's batches (examples bucketed
by length under the token budget) and their order in each epoch, so that a job on one rank sees
the engine's batches in the engine's order. Under DistributedDataParallel each rank takes every
world-th row of each batch: the ranks together see the engine's global batch.
"""

import os

import torch

from . import safetensors

PAD, UNK, SOS, EOS = 0, 1, 2, 3

# The fields each task's examples have.
FIELDS = {"translate": ("source", "target"), "lm": ("text",), "classify": ("text",)}


class Split:
    """One split: each field's ids and offsets, and a classifier's labels."""

    def __init__(self, path, task):
        tensors, self.metadata = safetensors.load(path)
        self.path, self.task = path, task
        self.fields = {}
        for field in FIELDS[task]:
            ids, offsets = tensors.get(field + ".ids"), tensors.get(field + ".offsets")
            if ids is None or offsets is None:
                raise ValueError(f"{path} has no {field}.ids / {field}.offsets: it is not a {task} job's split")
            offsets = offsets.tolist()
            if offsets[0] != 0 or offsets[-1] != ids.numel() or any(b < a for a, b in zip(offsets, offsets[1:])):
                raise ValueError(f"{path}: the offsets of {field} do not cut its {ids.numel()} ids into examples")
            self.fields[field] = (ids.tolist(), offsets)
        counts = {len(offsets) - 1 for _, offsets in self.fields.values()}
        if len(counts) != 1:
            raise ValueError(f"{path}: its fields hold different numbers of examples")
        self.size = counts.pop()
        self.labels = tensors["labels"].tolist() if "labels" in tensors else None
        if task == "classify" and (self.labels is None or len(self.labels) != self.size):
            raise ValueError(f"{path}: a classifier's split needs one label per text")
        # The training split: the engine's batches and their order in each epoch.
        self.batches, self.order = None, None
        if "batches.examples" in tensors:
            examples = tensors["batches.examples"].tolist()
            cuts = tensors["batches.offsets"].tolist()
            self.batches = [examples[a:b] for a, b in zip(cuts, cuts[1:])]
            self.order = tensors["order"].tolist() if tensors["order"].numel() else []
            if any(i < 0 or i >= self.size for i in examples):
                raise ValueError(f"{path}: a batch names an example outside the split")

    def __len__(self):
        return self.size

    def sequence(self, field, i):
        ids, offsets = self.fields[field]
        return ids[offsets[i]:offsets[i + 1]]

    def length(self, i):
        """The padded length the engine buckets an example by."""
        if self.task == "translate":
            return max(len(self.sequence("source", i)), len(self.sequence("target", i)) + 1)
        return len(self.sequence("text", i)) + 1

    def epoch_order(self, epoch, seed):
        """The order of the batches in `epoch`: the engine's where the job carries it, else a
        permutation from PyTorch's generator seeded by (seed, epoch)."""
        if epoch < len(self.order):
            return self.order[epoch]
        generator = torch.Generator().manual_seed(int(seed) * 1_000_003 + int(epoch))
        return torch.randperm(len(self.batches), generator=generator).tolist()


def load_splits(job_dir, task):
    """Every split the job has, by name ("train", "validation", "test")."""
    splits = {}
    for name in ("train", "validation", "test"):
        path = os.path.join(job_dir, "data", name + ".safetensors")
        if os.path.exists(path):
            splits[name] = Split(path, task)
    if "train" not in splits:
        raise ValueError(f"{job_dir}/data has no train.safetensors: the job folder is incomplete")
    return splits


def bucket(split, token_budget):
    """Batches of a split as the engine cuts them for evaluation: indices sorted by length, at most
    `token_budget` padded tokens a batch (one example alone may exceed it)."""
    if split.task == "translate":
        key = [(len(split.sequence("target", i)), len(split.sequence("source", i))) for i in range(len(split))]
    else:
        key = [split.length(i) for i in range(len(split))]
    order = sorted(range(len(split)), key=lambda i: key[i])
    batches, current, longest = [], [], 0
    for i in order:
        length = split.length(i)
        if current and (len(current) + 1) * max(longest, length) > token_budget:
            batches.append(current)
            current, longest = [], 0
        current.append(i)
        longest = max(longest, length)
    if current:
        batches.append(current)
    return batches


def _padded(rows, length, first=None):
    """rows of ids → (B, length) long, <pad> after each row; `first` put before each row."""
    out = torch.full((len(rows), length), PAD, dtype=torch.long)
    for b, row in enumerate(rows):
        row = ([first] if first is not None else []) + row
        if row:
            out[b, :len(row)] = torch.tensor(row, dtype=torch.long)
    return out


def make_batch(split, indices):
    """The engine's batch of the examples `indices` (row order), as tensors on the CPU, and the
    number of targets its loss counts.

    translate: source (B, S); target_input <sos> y (B, T); targets y <eos> (B*T), <pad> after.
    lm:        input <sos> x (B, T); targets x <eos> (B*T).
    classify:  input [CLS] x (B, T), [CLS] = <sos>; targets: the labels (B).
    """
    if split.task == "translate":
        sources = [split.sequence("source", i) for i in indices]
        targets = [split.sequence("target", i) for i in indices]
        s = max([1] + [len(x) for x in sources])
        t = max([1] + [len(y) + 1 for y in targets])
        target_output = _padded([y + [EOS] for y in targets], t)
        return ({"source": _padded(sources, s), "target_input": _padded(targets, t, SOS)},
                target_output.reshape(-1), sum(len(y) + 1 for y in targets))
    texts = [split.sequence("text", i) for i in indices]
    t = max([1] + [len(x) + 1 for x in texts])
    inputs = {"input": _padded(texts, t, SOS)}
    if split.task == "lm":
        return inputs, _padded([x + [EOS] for x in texts], t).reshape(-1), sum(len(x) + 1 for x in texts)
    return inputs, torch.tensor([split.labels[i] for i in indices], dtype=torch.long), len(indices)


def target_count(split, indices):
    """The targets the loss of the whole batch `indices` counts (every rank knows it)."""
    if split.task == "classify":
        return len(indices)
    field = "target" if split.task == "translate" else "text"
    return sum(len(split.sequence(field, i)) + 1 for i in indices)
