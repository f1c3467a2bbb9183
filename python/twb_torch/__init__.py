"""twb_torch: the Transformer Workbench engine's three architectures and training recipe in PyTorch.

The workbench trains on one machine's CPU; this package lets the same experiment run on PyTorch
(torchrun, DistributedDataParallel, GPUs) with the engine's equations and tensor names, so that a
checkpoint moves between the two unchanged (docs/pytorch.md, docs/checkpoint-format.md):

    twb_torch.safetensors   load() / save() of the checkpoint files, by hand (no extra package)
    twb_torch.models        build_model(config): the encoder-decoder, the GPT and the classifier
    twb_torch.recipe        the loss, Adam, the schedules, clipping and weight averaging
    twb_torch.data          a job folder's splits and the engine's batches
    twb_torch.job           the job's training loop: one process, torchrun, or --nproc N ranks
    twb_torch.run_folder    the run folder the workbench follows (run.json, checkpoints)
    twb_torch.probe         Probe(model, folder, every=N).step(loss): records any PyTorch run

It needs nothing but PyTorch (Debian's python3-torch 1.13 or later). Nothing heavy is imported
here: `import twb_torch.models` brings in torch.
"""
