"""The training loop of a job folder written by `twb export-job` (docs/pytorch.md): the engine's
model, recipe, batches and batch order, in PyTorch, on one process or on many with
DistributedDataParallel.

    torchrun --nproc_per_node N train.py [--steps S] [--minutes M]     # PyTorch's launcher
    python3 train.py --nproc N [--steps S] [--minutes M]               # ranks started here

One step, on every rank r of W:
    batch    = the engine's next batch B (its example indices), the same on every rank
    shard_r  = B[r::W]                         every W-th row
    n        = the targets B's loss counts     known to every rank without talking
    loss_r   = Σ_{targets of shard_r} ℓ / n · W
DistributedDataParallel averages the ranks' gradients (÷ W), so the gradient is that of
Σ_B ℓ / n: the engine's mean over the whole batch, for any W. Clipping, the schedule, Adam and the
weight average then run identically on every rank; rank 0 writes the run folder.
"""

import argparse
import datetime
import json
import math
import os
import socket
import sys
import time

import torch
import torch.distributed as dist

from . import data as jobdata
from . import models, recipe, safetensors
from .probe import Probe
from .run_folder import RunWriter

JOB_FORMAT = "transformer-workbench-job/1"
WRITER = "twb_torch (PyTorch %s)" % torch.__version__


def parse_args(argv):
    p = argparse.ArgumentParser(prog="train.py", description="Train the exported experiment with PyTorch.")
    p.add_argument("--steps", type=int, default=0, help="optimizer steps to take (default: the job's plan)")
    p.add_argument("--minutes", type=float, default=0, help="stop after this long")
    p.add_argument("--nproc", type=int, default=1,
                   help="ranks to start on this machine (torch.multiprocessing, rendezvous on 127.0.0.1); "
                        "under torchrun leave it out")
    p.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto")
    p.add_argument("--backend", choices=("gloo", "nccl"), default=None,
                   help="default: nccl on GPUs, gloo on CPUs")
    p.add_argument("--threads", type=int, default=0, help="CPU threads a rank (default: PyTorch's)")
    p.add_argument("--run", default=None, help="the run folder (default: JOB/run)")
    p.add_argument("--eval-every", type=int, default=0, help="validate every N steps (default: the job's)")
    p.add_argument("--checkpoint-every", type=int, default=0, help="write a checkpoint every N steps")
    p.add_argument("--dropout", type=float, default=None, help="override the model's dropout (0: deterministic)")
    p.add_argument("--probe-every", type=int, default=50,
                   help="every N steps rank 0 records the health, the heads' scores and attention (0: off)")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    return p.parse_args(argv)


def main(job_dir, argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if "RANK" in os.environ and "WORLD_SIZE" in os.environ:  # started by torchrun
        rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
        return train(job_dir, args, rank, world, int(os.environ.get("LOCAL_RANK", rank)))
    if args.nproc > 1:
        port = _free_port()
        torch.multiprocessing.spawn(_spawned, args=(job_dir, args, port), nprocs=args.nproc, join=True)
        return 0
    return train(job_dir, args, 0, 1, 0)


def _free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _spawned(rank, job_dir, args, port):
    os.environ.update({"MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(port), "RANK": str(rank),
                       "WORLD_SIZE": str(args.nproc), "LOCAL_RANK": str(rank)})
    train(job_dir, args, rank, args.nproc, rank)


class Job:
    """The job folder read: job.json, the first checkpoint and the splits."""

    def __init__(self, job_dir):
        self.dir = job_dir
        path = os.path.join(job_dir, "job.json")
        try:
            with open(path, encoding="utf-8") as f:
                self.spec = json.load(f)
        except (OSError, ValueError) as e:
            raise SystemExit(f"train.py: {path} cannot be read ({e}); write the job again with twb export-job")
        if self.spec.get("format") != JOB_FORMAT:
            raise SystemExit(f"train.py: {path} is format {self.spec.get('format')!r}; this package reads "
                             f"{JOB_FORMAT}")
        self.task = self.spec["task"]
        self.tensors, self.metadata = safetensors.load(os.path.join(job_dir, "init.safetensors"))
        self.config = json.loads(self.metadata["config"])
        trainer = json.loads(self.metadata["trainer"])
        self.settings, self.state = trainer["settings"], trainer["state"]
        self.splits = jobdata.load_splits(job_dir, self.task)


def train(job_dir, args, rank, world, local_rank):
    cuda = args.device == "cuda" or (args.device == "auto" and torch.cuda.is_available())
    device = torch.device("cuda", local_rank) if cuda else torch.device("cpu")
    if cuda:
        torch.cuda.set_device(device)
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    if world > 1:
        dist.init_process_group(args.backend or ("nccl" if cuda else "gloo"), rank=rank, world_size=world,
                                timeout=datetime.timedelta(minutes=10))
    try:
        return _train(Job(job_dir), args, rank, world, device)
    finally:
        if world > 1:
            dist.destroy_process_group()


def _train(job, args, rank, world, device):
    config = dict(job.config)
    if args.dropout is not None:
        config["dropout"] = args.dropout
    s = job.settings
    torch.manual_seed(int(s["seed"]) * 7919 + rank)  # dropout's masks: another stream on each rank
    model = models.build_model(config).to(device)
    models.init_from_checkpoint(model, job.tensors)
    params = dict(model.named_parameters())
    adam = recipe.Adam.from_settings(model, s)
    adam.load_engine_tensors(job.tensors, int(job.state["adam_steps"]))
    schedule = recipe.Schedule.from_settings(s)
    schedule.restore(job.state["schedule"])
    average = recipe.WeightAverage(model, s["average_last"])
    average.restore(job.tensors)  # a run that averages: the saved average, and the live weights in the model
    step, epoch, position = int(job.state["step"]), int(job.state["epoch"]), int(job.state["position"])
    rate_scale = float(job.state.get("learning_rate_scale", 1.0))
    history = json.loads(job.metadata.get("history", "[]"))
    history = [p for p in history if p["step"] <= step]

    net = torch.nn.parallel.DistributedDataParallel(model) if world > 1 else model
    train_split = job.splits["train"]
    end = step + (args.steps if args.steps > 0 else int(job.spec["steps"]))
    eval_every = args.eval_every or int(job.spec["eval_every"])
    checkpoint_every = args.checkpoint_every or int(job.spec.get("checkpoint_every", eval_every))
    point_every = max(1, eval_every // 10)
    deadline = time.time() + args.minutes * 60 if args.minutes > 0 else None
    smoothing, clip = float(s["label_smoothing"]), float(s["clip_norm"])
    ignore = -100 if job.task == "classify" else jobdata.PAD

    writer = None
    if rank == 0:
        writer = RunWriter(args.run or os.path.join(job.dir, "run"), job.task, config, WRITER, world,
                           {"job": os.path.abspath(job.dir), "planned_steps": end})
        writer.flush()
    probe = None
    if args.probe_every > 0:  # on every rank (it measures on rank 0 only)
        probe = Probe(model, writer.folder if writer else None, every=args.probe_every,
                      probe_ids=_probe_ids(job), metadata=job.metadata, start_step=step, writer=writer,
                      lr=lambda s: schedule.rate(s - 1) * rate_scale)
    started = time.time()
    point_loss, point_steps, point_tokens, point_started = 0.0, 0, 0, time.time()
    elapsed_before = history[-1]["elapsed_seconds"] if history else 0.0

    def validate():
        """Mean cross-entropy per target (no smoothing) on the validation split, in evaluation
        mode, with the saved (averaged) weights; its batches shared out over the ranks."""
        split = job.splits.get("validation")
        if split is None:
            return None
        model.eval()
        total = torch.zeros(2, dtype=torch.float64, device=device)
        with torch.no_grad(), average.averaged():
            for j, batch in enumerate(jobdata.bucket(split, int(s["batch_tokens"]))):
                if j % world != rank:
                    continue
                inputs, targets, count = jobdata.make_batch(split, batch)
                logits = model(*[x.to(device) for x in inputs.values()])
                loss_sum, _ = recipe.label_smoothed_loss(logits.reshape(-1, logits.shape[-1]), targets.to(device),
                                                         0.0, ignore)
                total += torch.tensor([float(loss_sum), count], dtype=torch.float64, device=device)
        if world > 1:
            dist.all_reduce(total)
        return float(total[0] / total[1]) if total[1] > 0 else None

    def save():
        tensors = {k: v.detach().cpu().contiguous() for k, v in average.checkpoint_tensors().items()}
        tensors.update({k: v.detach().cpu().contiguous() for k, v in adam.engine_tensors().items()})
        for k, v in job.tensors.items():  # the tokenizer's own tensors travel with the model
            if k.startswith("tokenizer."):
                tensors[k] = v
        metadata = {k: v for k, v in job.metadata.items() if k not in ("timelapse", "health", "head_telemetry")}
        if probe is not None:  # the Health and Heads views' records
            records, record_tensors = probe.records()
            metadata.update(records)
            tensors.update(record_tensors)
        state = {"step": step, "epoch": epoch, "position": position, "adam_steps": adam.steps,
                 "schedule": schedule.state(), "learning_rate_scale": rate_scale}
        metadata["trainer"] = json.dumps({"settings": job.settings, "state": state})
        metadata["history"] = json.dumps(history)
        metadata["written_by"] = WRITER
        return writer.checkpoint(step, tensors, metadata)

    stop = False
    while not stop:
        order = train_split.epoch_order(epoch, s["seed"])
        if position >= len(order):
            epoch, position = epoch + 1, 0
            continue
        batch = train_split.batches[order[position]]
        count = jobdata.target_count(train_split, batch)
        shard = batch[rank::world]
        model.train()
        inputs, targets, _ = jobdata.make_batch(train_split, shard or batch[:1])
        logits = net(*[x.to(device) for x in inputs.values()])
        loss_sum, _ = recipe.label_smoothed_loss(logits.reshape(-1, logits.shape[-1]), targets.to(device),
                                                 smoothing, ignore)
        if not shard:  # a batch with fewer rows than ranks: this rank adds nothing but still syncs
            loss_sum = loss_sum * 0.0
        for p in params.values():
            p.grad = None
        (loss_sum * (world / count)).backward()
        reported = loss_sum.detach().to(torch.float64)
        if world > 1:
            dist.all_reduce(reported)
        loss = float(reported) / count
        if not math.isfinite(loss):
            if rank == 0:
                writer.log({"step": step + 1, "loss": loss})
                writer.flush()
            raise SystemExit(f"train.py: step {step + 1}: the loss is not finite ({loss}); the last checkpoint is "
                             f"kept. Lower the learning rate or lengthen the warm-up, then export the job again.")
        norm = float(recipe.clip_gradients(list(params.values()), clip))
        rate = schedule.rate(step) * rate_scale
        adam.step(rate)
        step, position = step + 1, position + 1
        average.update(step)
        if probe is not None:
            probe.step(loss, gradient_norm=norm)

        point_loss, point_steps, point_tokens = point_loss + loss, point_steps + 1, point_tokens + count
        point_norm = norm
        out_of_time = deadline is not None and time.time() >= deadline
        if world > 1 and deadline is not None:  # rank 0's clock decides, so that every rank stops together
            flag = torch.tensor([1.0 if out_of_time else 0.0], device=device)
            dist.broadcast(flag, 0)
            out_of_time = bool(flag.item())
        stop = step >= end or out_of_time
        evaluate = step % eval_every == 0 or stop
        if step % point_every == 0 or evaluate:
            now = time.time()
            point = {"step": step, "epoch": epoch + position / max(1, len(order)),
                     "train_loss": point_loss / point_steps, "learning_rate": rate,
                     "elapsed_seconds": elapsed_before + now - started,
                     "tokens_per_second": point_tokens / max(1e-9, now - point_started)}
            if evaluate:
                validation = validate()
                if validation is not None:
                    point["validation_loss"] = validation
                    schedule.observe(validation)
            history.append(point)
            if rank == 0:
                entry = {"step": step, "loss": point["train_loss"], "learning_rate": rate,
                         "gradient_norm": point_norm, "epoch": point["epoch"],
                         "tokens_per_second": point["tokens_per_second"] * world}
                if "validation_loss" in point:
                    entry["validation_loss"] = point["validation_loss"]
                writer.log(entry)
            point_loss, point_steps, point_tokens, point_started = 0.0, 0, 0, now
            if rank == 0 and not args.quiet:
                line = f"step {step}/{end}  loss {point['train_loss']:.4f}  lr {rate:.3g}  " \
                       f"{point['tokens_per_second'] * world:.0f} target tokens/s"
                if "validation_loss" in point:
                    line += f"  validation loss {point['validation_loss']:.4f}"
                print(line, flush=True)
        if rank == 0 and (step % checkpoint_every == 0 or stop):
            path = save()
            if not args.quiet:
                print(f"saved {path}", flush=True)
        elif rank == 0 and step % point_every == 0:
            writer.flush()
    return 0


def _probe_ids(job):
    """The probe's sequences: the first validation examples as the job's splits hold them (ids
    without the specials; a translation's (source, target) pairs)."""
    split = job.splits.get("validation") or job.splits["train"]
    count = min(16, len(split))
    if job.task == "translate":
        return [(split.sequence("source", i), split.sequence("target", i)) for i in range(count)]
    return [split.sequence("text", i) for i in range(count)]
