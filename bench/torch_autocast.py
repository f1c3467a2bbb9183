#!/usr/bin/python3
"""The PyTorch peer (../shared/bench/torch_seq2seq.py) with its whole run under
torch.autocast("cpu", dtype=torch.bfloat16): its matrix products take bfloat16 inputs and the
ops autocast keeps in FP32 (softmax, layer norm, the loss) stay there, as twb's precision=bf16.
usage: torch_autocast.py PEER_SCRIPT [the peer's arguments]"""
import runpy
import sys

import torch

peer = sys.argv[1]
sys.argv = sys.argv[1:]
print("autocast: bfloat16 on the CPU", flush=True)
with torch.autocast("cpu", dtype=torch.bfloat16):
    runpy.run_path(peer, run_name="__main__")
