"""A run folder (docs/pytorch.md, "The run folder"): what a PyTorch run writes for the workbench to
follow, live or afterwards. Every file is written to a temporary name and renamed, so a reader
(the window, `twb follow`, rsync) never sees half of one.

    run.json                 the run: format, task, config, written_by, world_size, the log
                             (one entry a logged step), the checkpoints so far, the health and
                             head records when a probe keeps them
    step-00000050.safetensors   a workbench checkpoint of step 50 (docs/checkpoint-format.md)

run.json is rewritten whole at each flush (a few hundred kilobytes for a long run); a checkpoint
is listed in it only once its file is in place.
"""

import json
import math
import os
import tempfile
import time

from . import safetensors

RUN_FORMAT = "transformer-workbench-run/1"


def write_atomically(path, text):
    """Writes `text` to PATH.tmp-XXXXXX beside `path`, fsyncs it and renames it into place."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, temporary = tempfile.mkstemp(dir=folder, prefix=os.path.basename(path) + ".tmp-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def finite_or_none(value):
    """JSON has no NaN or infinity: such a number is written as null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite_or_none(v) for k, v in value.items()}
    if isinstance(value, list):
        return [finite_or_none(v) for v in value]
    return value


def checkpoint_name(step):
    return "step-%08d.safetensors" % step


class RunWriter:
    """Keeps a run folder: its manifest and log in run.json, and its checkpoints."""

    def __init__(self, folder, task, config, written_by, world_size=1, extra=None):
        self.folder = folder
        os.makedirs(folder, exist_ok=True)
        self.manifest = {"format": RUN_FORMAT, "task": task, "config": config, "written_by": written_by,
                         "world_size": world_size, "started": time.time(), "log": [], "checkpoints": []}
        self.manifest.update(extra or {})
        path = os.path.join(folder, "run.json")
        if os.path.exists(path):  # a run continued in the same folder keeps what it logged
            try:
                with open(path, encoding="utf-8") as f:
                    old = json.load(f)
                if old.get("format") == RUN_FORMAT:
                    self.manifest["log"] = old.get("log", [])
                    self.manifest["checkpoints"] = old.get("checkpoints", [])
            except (OSError, ValueError):
                pass

    def log(self, entry):
        """One logged step: {"step", "loss", "learning_rate", …}; a later entry of an earlier step
        (a run continued from a checkpoint) replaces what followed it."""
        log = self.manifest["log"]
        while log and log[-1]["step"] >= entry["step"]:
            log.pop()
        log.append(entry)

    def set(self, key, value):
        self.manifest[key] = value

    def checkpoint(self, step, tensors, metadata):
        """Writes step-NNNNNNNN.safetensors, then lists it (and flushes run.json)."""
        name = checkpoint_name(step)
        safetensors.save(os.path.join(self.folder, name), tensors, metadata)
        self.manifest["checkpoints"] = [c for c in self.manifest["checkpoints"] if c["step"] != step]
        self.manifest["checkpoints"].append({"step": step, "path": name})
        self.flush()
        return os.path.join(self.folder, name)

    def flush(self):
        self.manifest["updated"] = time.time()
        write_atomically(os.path.join(self.folder, "run.json"), json.dumps(finite_or_none(self.manifest), allow_nan=False) + "\n")
