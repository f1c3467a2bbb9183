#!/usr/bin/env python3
"""The entry point of a job folder written by `twb export-job` (docs/pytorch.md):

    torchrun --nproc_per_node N train.py [--steps S] [--minutes M]              # one machine
    torchrun --nnodes K --nproc_per_node N --rdzv_backend c10d \\
             --rdzv_endpoint HOST:29500 train.py [--steps S]                    # K machines
    python3 train.py --nproc N [--steps S] [--minutes M]                        # ranks started here

It needs PyTorch only: the model, the recipe and the loop are the folder's python/twb_torch.
`python3 train.py --help` lists the options.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "python"))

from twb_torch.job import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(HERE))
