"""The engine's training recipe in PyTorch: its loss, Adam, learning-rate schedules, gradient clipping
and weight averaging, each with the engine's own formula (core/nn/cross_entropy.cpp,
core/train/optimizer.cpp, schedule.cpp, trainer.cpp), so that a run continued on PyTorch takes the
steps the workbench would have taken.

Everything works on tensors of any device and stays there: nothing here copies to the CPU or waits
for the GPU in a step (the loss's count and the gradient norm come back as tensors). Arithmetic is
in the parameters' dtype (float32) where the engine's is in its `real` (float32), and in float64
where the engine's is in double (the gradient norm, the Adam constants before they are rounded).
"""

import math
import struct
from contextlib import contextmanager

import torch


def _f32(x):
    """x rounded to the nearest float32, as the engine's static_cast<real>(x)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


# --- the loss -------------------------------------------------------------------------------------

def label_smoothed_loss(logits, targets, smoothing, ignore_index):
    """The engine's CrossEntropy, summed: with log p = log_softmax(z) over the V classes of a row,
        loss_row = −(1 − ε) log p_target − (ε / V) Σ_v log p_v          (ε = smoothing)
    (PyTorch's label_smoothing: the target distribution (1 − ε) onehot + ε / V over the whole
    vocabulary) over the rows whose target is not ignore_index (<pad> = 0 for translation and the
    language model; −1 for the classifier, where every label counts).

    logits (…, V), targets (…) long. Returns (sum_loss, count): the 0-d sum of the counted rows'
    losses, in the logits' dtype, and the 0-d int64 count of those rows, on the logits' device. The
    engine reports sum / count; across distributed ranks divide by the all-reduced count.
    With ε = 0 the smoothing term is left out, as the engine does: it is −∞·0 where a logit is −∞
    (a model with single_boundary_token, which the engine trains with ε = 0 only)."""
    V = logits.shape[-1]
    z = logits.reshape(-1, V)                                               # (N, V)
    t = targets.reshape(-1)                                                 # (N)
    if z.shape[0] != t.shape[0]:
        raise ValueError(f"label_smoothed_loss: {z.shape[0]} rows of logits for {t.shape[0]} targets")
    counted = t != ignore_index                                             # (N)
    log_p = torch.log_softmax(z, dim=-1)                                    # (N, V)
    picked = torch.where(counted, t, torch.zeros_like(t))                   # (N): a valid index everywhere
    row = -(1.0 - smoothing) * log_p.gather(1, picked[:, None]).squeeze(1)  # (N)
    if smoothing > 0:
        row = row - smoothing * log_p.mean(dim=-1)
    sum_loss = torch.where(counted, row, torch.zeros_like(row)).sum()
    return sum_loss, counted.sum()


# --- Adam -----------------------------------------------------------------------------------------

def _named(parameters):
    """{engine name: parameter} of a module (its named_parameters(): a twb_torch model's names are the
    engine's) or of (name, parameter) pairs."""
    if isinstance(parameters, torch.nn.Module):
        return dict(parameters.named_parameters())
    return dict(parameters)


class Adam:
    """The engine's Adam (train/optimizer.cpp), torch.optim.Adam's without weight decay:
        m = β1 m + (1 − β1) g;  v = β2 v + (1 − β2) g²;
        w −= (lr / (1 − β1^t)) · m / (√v / √(1 − β2^t) + ε)
    with the constants computed in double and rounded to the weights' type as the engine rounds
    them to its real (step_size = lr / bc1, 1 / √bc2, β1, β2, ε each a float for float32 weights).

    Adam(parameters, beta1=0.9, beta2=0.98, eps=1e-9): parameters a twb_torch model (its
    named_parameters() are the engine's names) or (engine name, parameter) pairs. m and v are
    {name: tensor}, zeros at the start; steps the number of steps taken (the trainer state's
    adam_steps)."""

    M_PREFIX, V_PREFIX = "optimizer.adam.m.", "optimizer.adam.v."

    def __init__(self, parameters, beta1=0.9, beta2=0.98, eps=1e-9):
        if not (0 <= beta1 < 1 and 0 <= beta2 < 1):
            raise ValueError("impossible training setting: Adam's betas must be in [0, 1)")
        if not eps > 0:
            raise ValueError("impossible training setting: Adam's epsilon must be positive")
        self.parameters = _named(parameters)
        self.beta1, self.beta2, self.eps = float(beta1), float(beta2), float(eps)
        self.steps = 0
        self.m = {name: torch.zeros_like(p, memory_format=torch.contiguous_format)
                  for name, p in self.parameters.items()}
        self.v = {name: torch.zeros_like(p, memory_format=torch.contiguous_format)
                  for name, p in self.parameters.items()}

    @classmethod
    def from_settings(cls, parameters, settings):
        """From the trainer's settings JSON (a checkpoint's trainer.settings, job.json's trainer):
        adam_beta1, adam_beta2, adam_eps."""
        return cls(parameters, settings["adam_beta1"], settings["adam_beta2"], settings["adam_eps"])

    @torch.no_grad()
    def step(self, learning_rate, norms=False):
        """One step with each parameter's .grad (a parameter without one takes a zero gradient).
        norms=True returns {name: (Σ Δw², Σ w²)}, 0-d float64 tensors with w before the update: the
        training health's update/weight ratio. Otherwise None."""
        self.steps += 1
        bias_correction1 = 1 - self.beta1 ** self.steps
        bias_correction2 = 1 - self.beta2 ** self.steps
        constants = {}
        sums = {} if norms else None
        for name, w in self.parameters.items():
            if w.dtype not in constants:  # static_cast<real>: float32 for float32 weights
                real = _f32 if w.dtype == torch.float32 else float
                beta1, beta2 = real(self.beta1), real(self.beta2)
                constants[w.dtype] = (real(learning_rate / bias_correction1),
                                      real(1 / math.sqrt(bias_correction2)), beta1, beta2,
                                      real(1 - beta1), real(1 - beta2), real(self.eps))
            step_size, inv_sqrt_bc2, beta1, beta2, one_minus_beta1, one_minus_beta2, eps = constants[w.dtype]
            g = w.grad if w.grad is not None else torch.zeros_like(w)
            m, v = self.m[name], self.v[name]
            m.mul_(beta1).add_(g, alpha=one_minus_beta1)
            v.mul_(beta2).addcmul_(g, g, value=one_minus_beta2)
            update = (m * step_size) / (torch.sqrt(v) * inv_sqrt_bc2 + eps)
            if norms:
                sums[name] = (torch.sum(update.double() ** 2), torch.sum(w.double() ** 2))
            w.sub_(update)
        return sums

    def engine_tensors(self):
        """The moments under a checkpoint's names: {optimizer.adam.m.NAME: m, optimizer.adam.v.NAME: v}."""
        out = {self.M_PREFIX + name: m for name, m in self.m.items()}
        out.update({self.V_PREFIX + name: v for name, v in self.v.items()})
        return out

    def load_engine_tensors(self, tensors, steps):
        """Takes the moments from a checkpoint's tensors (optimizer.adam.m.NAME / .v.NAME; other
        tensors are passed over) and the step count (its trainer state's adam_steps). A checkpoint
        with no moments (a run's first weights) leaves them at zero; one with some of them only is
        refused with a ValueError naming those it lacks."""
        present = [name for name in self.parameters
                   if self.M_PREFIX + name in tensors or self.V_PREFIX + name in tensors]
        if not present:
            if steps:
                raise ValueError(f"the checkpoint says Adam took {steps} steps but holds none of its moments")
            self.steps = 0
            return
        lacking = [prefix + name for name in self.parameters for prefix in (self.M_PREFIX, self.V_PREFIX)
                   if prefix + name not in tensors]
        if lacking:
            raise ValueError("the checkpoint holds some of Adam's moments but not " + ", ".join(lacking))
        with torch.no_grad():
            for name, w in self.parameters.items():
                for prefix, moments in ((self.M_PREFIX, self.m), (self.V_PREFIX, self.v)):
                    t = tensors[prefix + name]
                    if tuple(t.shape) != tuple(w.shape):
                        raise ValueError(f"{prefix + name} is {list(t.shape)}; the parameter is "
                                         f"{list(w.shape)}")
                    moments[name].copy_(t)
        self.steps = int(steps)


# --- the learning rate ----------------------------------------------------------------------------

_SCHEDULE_NAMES = {"warmup_inverse_sqrt": "warmup_inverse_sqrt", "noam": "warmup_inverse_sqrt",
                   "constant": "constant", "plateau": "plateau", "reduce_on_plateau": "plateau"}


def _schedule_kind(name):
    if name not in _SCHEDULE_NAMES:
        raise ValueError(f"unknown learning-rate schedule '{name}'; use warmup_inverse_sqrt, constant or "
                         "plateau")
    return _SCHEDULE_NAMES[name]


class Schedule:
    """The engine's LearningRateSchedule (train/schedule.h), for step s (0-based, the step about to
    be taken) and w = max(1, warmup):
        warmup_inverse_sqrt  lr · min((s+1)/w, √(w/(s+1)))
        constant             lr
        plateau              lr · min(1, (s+1)/w) · scale, scale ×= factor (0.9) after every
                             `patience` (10) evaluations without a new best validation loss
    The trainer multiplies the rate by its learning_rate_scale (the rewinds' factors; 1 without)."""

    def __init__(self, kind, learning_rate, warmup):
        self.kind = _schedule_kind(kind)
        self.learning_rate = float(learning_rate)
        self.warmup = int(warmup)
        self.factor = 0.9
        self.patience = 10
        self.scale = 1.0
        self.best = math.inf
        self.bad_evaluations = 0

    @classmethod
    def from_settings(cls, settings):
        """From the trainer's settings JSON: schedule, learning_rate, warmup_steps."""
        return cls(settings["schedule"], settings["learning_rate"], settings["warmup_steps"])

    def rate(self, step):
        s = float(step + 1)
        warmup = float(max(1, self.warmup))
        if self.kind == "warmup_inverse_sqrt":
            return self.learning_rate * min(s / warmup, math.sqrt(warmup / s))
        if self.kind == "plateau":
            return self.learning_rate * min(1.0, s / warmup) * self.scale
        return self.learning_rate

    def observe(self, validation_loss):
        """A validation loss: a new best resets the count; otherwise, once `patience` evaluations went
        by without one, the plateau schedule's scale is multiplied by `factor`."""
        if validation_loss < self.best:
            self.best = float(validation_loss)
            self.bad_evaluations = 0
            return
        self.bad_evaluations += 1
        if self.bad_evaluations >= self.patience and self.kind == "plateau":
            self.scale *= self.factor
            self.bad_evaluations = 0

    def state(self):
        """The engine's JSON of the schedule (a checkpoint's trainer.state.schedule); best is None
        (JSON null) before any evaluation."""
        return {"kind": self.kind, "learning_rate": self.learning_rate, "warmup": self.warmup,
                "scale": self.scale, "best": self.best if math.isfinite(self.best) else None,
                "bad_evaluations": self.bad_evaluations}

    def restore(self, state):
        self.kind = _schedule_kind(state["kind"])
        self.learning_rate = float(state["learning_rate"])
        self.warmup = int(state["warmup"])
        self.scale = float(state["scale"])
        self.best = math.inf if state["best"] is None else float(state["best"])
        self.bad_evaluations = int(state["bad_evaluations"])


# --- gradient clipping ----------------------------------------------------------------------------

@torch.no_grad()
def gradient_norm(params):
    """‖g‖ of all gradients together, each square summed in float64: a 0-d float64 tensor."""
    grads = [p.grad for p in params if p.grad is not None]
    if not grads:
        return torch.zeros((), dtype=torch.float64)
    return torch.sqrt(torch.stack([torch.sum(g.double() ** 2) for g in grads]).sum())


@torch.no_grad()
def clip_gradients(params, max_norm):
    """The engine's clip_gradient_norm: norm = ‖g‖ (float64); when max_norm > 0 and norm > max_norm,
    every gradient ×= float32(max_norm / (norm + 1e-6)). Returns the norm before, a 0-d float64
    tensor on the gradients' device (no wait for the GPU: the comparison is a tensor's)."""
    params = [p for p in params]
    norm = gradient_norm(params)
    if max_norm > 0:
        scale = torch.where(norm > max_norm, max_norm / (norm + 1e-6), torch.ones_like(norm))
        for p in params:
            if p.grad is not None:
                p.grad.mul_(scale.to(p.grad.dtype))
    return norm


# --- weight averaging -----------------------------------------------------------------------------

class WeightAverage:
    """The trainer's polynomial-decay average of the weights (Trainer::update_average), after step t
    (steps counted from the run's start) with c = 1 / average_last:
        avg_1 = w_1;  avg_t = avg_{t−1} + r_t (w_t − avg_{t−1}),   r_t = float32(min(1, c / t))
    WeightAverage(parameters, average_last): parameters a module or (engine name, parameter) pairs;
    off (no average: the model is the trained weights) when average_last is 0.
    averages: {name: tensor}, empty before the first update."""

    LIVE_PREFIX = "optimizer.live."

    def __init__(self, parameters, average_last):
        self.parameters = _named(parameters)
        self.average_last = float(average_last)
        self.averages = {}

    @property
    def active(self):
        return self.average_last > 0

    @torch.no_grad()
    def update(self, steps):
        """After an optimizer step; steps: the steps done, this one included."""
        if not self.active:
            self.averages = {}
            return
        if not self.averages:
            self.averages = {name: p.detach().clone() for name, p in self.parameters.items()}
            return
        rate = _f32(min(1.0, 1.0 / (self.average_last * float(steps))))
        for name, p in self.parameters.items():
            a = self.averages[name]
            a.add_(p.detach() - a, alpha=rate)

    @torch.no_grad()
    def swap(self):
        """Exchanges the model's weights and the averages (nothing without an average): called twice,
        everything is back."""
        if not self.averages:
            return
        for name, p in self.parameters.items():
            live = p.detach().clone()
            p.copy_(self.averages[name])
            self.averages[name].copy_(live)

    @contextmanager
    def averaged(self):
        """with average.averaged(): the averaged weights in the model (an evaluation, a checkpoint's
        weights), the trained ones back afterwards (Trainer::with_averaged_weights). Without an
        average the model stays as it is."""
        self.swap()
        try:
            yield
        finally:
            self.swap()

    def checkpoint_tensors(self):
        """What a checkpoint holds of the weights: without an average the weights; with one the
        averages under the weights' names and the trained weights as optimizer.live.NAME."""
        if not self.averages:
            return {name: p.detach() for name, p in self.parameters.items()}
        out = {name: self.averages[name] for name in self.parameters}
        out.update({self.LIVE_PREFIX + name: p.detach() for name, p in self.parameters.items()})
        return out

    @torch.no_grad()
    def restore(self, tensors):
        """Resuming from a checkpoint's tensors (Trainer::restore_average): with optimizer.live.NAME
        the weights under the names are the average and the live ones go into the model; without
        them the model is left as it is and averaging starts at the next update."""
        if not any(self.LIVE_PREFIX + name in tensors for name in self.parameters):
            self.averages = {}
            return
        lacking = [prefix + name for name in self.parameters for prefix in ("", self.LIVE_PREFIX)
                   if prefix + name not in tensors]
        if lacking:
            raise ValueError("the checkpoint holds some of an averaging run's weights but not " +
                             ", ".join(lacking))
        for name, p in self.parameters.items():
            for t in (tensors[name], tensors[self.LIVE_PREFIX + name]):
                if tuple(t.shape) != tuple(p.shape):
                    raise ValueError(f"the saved weights of {name} are {list(t.shape)}; the model's are "
                                     f"{list(p.shape)}")
        self.averages = {name: tensors[name].to(dtype=p.dtype, device=p.device).clone()
                         for name, p in self.parameters.items()}
        for name, p in self.parameters.items():
            p.copy_(tensors[self.LIVE_PREFIX + name])
