"""twb_probe: the workbench's probe for any PyTorch training loop, under a short name.

    import sys; sys.path.insert(0, "…/python")      # or PYTHONPATH=…/python
    from twb_probe import Probe
    probe = Probe(model, "run/", every=50, probe_ids=ids, optimizer=optimizer)
    ...; optimizer.step(); probe.step(loss)

It is twb_torch.probe (see there for what a sample records and what it costs); this module only
re-exports it, so that a training script outside the workbench's package imports one name.
"""

from twb_torch.probe import (  # noqa: F401
    ROLE_RULES,
    SCORES,
    Probe,
    adapter_for,
    head_roles,
    head_score_sums,
    induction_sums,
    repeated_tokens,
    roled_heads,
    score_means,
)

__all__ = ["Probe", "SCORES", "ROLE_RULES", "adapter_for", "head_roles", "head_score_sums", "induction_sums",
           "repeated_tokens", "roled_heads", "score_means"]
