#!/usr/bin/python3
"""PyTorch checkpoints (pytorch_model.bin) for the restricted pickle reader, and hostile ones.

    /usr/bin/python3 torch_checkpoints.py OUT_DIR

Written by Debian's PyTorch with torch.save, read by tests/core/test_torch_checkpoint.cpp:

    tensors.bin     a dict of F32, F16, BF16 and F64 tensors: a transposed one, one at an offset
                    of its storage, a strided slice, a broadcast (stride 0), a scalar, an empty
                    one, an nn.Parameter (_rebuild_parameter), two names sharing one storage, a
                    sparse view of a big storage (4.8 MB), one of more than 2^20 elements
    protocol4.bin   the same dict in pickle protocol 4 (FRAME, MEMOIZE, STACK_GLOBAL)
    module.bin      an nn.Module's state_dict(): an OrderedDict with `_metadata` (BUILD), tied
                    weights, an I64 and a BOOL buffer; saved under the top folder pytorch_model/
    expected.safetensors   every float tensor of both, contiguous, as F64 (the stored values, so
                    exact), its __metadata__ giving each name's dtype in the checkpoint
    legacy.bin      two of its tensors in the legacy format (_use_new_zipfile_serialization=False)

and hostile files, each a zip of a pickle that runs a command or names a global a state dict
never needs: os_system.bin (GLOBAL os.system, run here once by torch.load to prove that it
touches os_system.marker, which is removed again), posix_system.bin and builtin_eval.bin (what
torch.save writes for an object whose __reduce__ returns os.system or eval: protocol 2 names them
posix.system and __builtin__.eval), builtins_eval.bin (the same by Python's pickle, protocol 4:
STACK_GLOBAL builtins.eval), unknown_global.bin (a global of a module that does not exist).
"""

import collections
import io
import json
import os
import pickle
import struct
import sys
import zipfile

import torch

from safetensors_writer import DTYPES, write_safetensors


def tensors_dict():
    g = torch.Generator().manual_seed(1234)
    base = torch.randn(20, generator=g)
    matrix = torch.randn(4, 6, generator=g)
    tied = torch.randn(3, 5, generator=g)
    big = torch.randn(1_200_000, generator=g)
    d = {
        "f32": torch.randn(3, 4, generator=g),
        "f16": torch.randn(5, 3, generator=g).half(),
        "bf16": torch.randn(2, 3, 4, generator=g).bfloat16(),
        "f64": torch.randn(7, generator=g, dtype=torch.float64),
        "transposed": torch.randn(5, 7, generator=g).t(),
        "offset": base[7:13].view(2, 3),
        "slice": matrix[1:3, 2:5],
        "broadcast": torch.randn(3, 1, generator=g).expand(3, 4),
        "scalar": torch.tensor(3.25),
        "empty": torch.zeros(0, 3),
        "param": torch.nn.Parameter(torch.randn(2, 2, generator=g)),
        "tied_a": tied,
        "tied_b": tied[1:],
        "sparse": big[::1000],
        "large": torch.randn(1_100_000, generator=g).view(1100, 1000),
        "large_transposed": torch.randn(300, 200, generator=g).t(),
    }
    assert not d["transposed"].is_contiguous() and d["offset"].storage_offset() == 7
    assert d["broadcast"].stride() == (1, 0)
    assert d["tied_a"].storage().data_ptr() == d["tied_b"].storage().data_ptr()
    return d


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(10, 4)
        self.norm = torch.nn.LayerNorm(4)
        self.head = torch.nn.Linear(4, 10, bias=False)
        self.head.weight = self.embed.weight
        self.register_buffer("positions", torch.arange(6, dtype=torch.int64).view(2, 3))
        self.register_buffer("mask", torch.tensor([True, False, True]))


def save_with_top_folder(obj, path, top):
    """torch.save, then the archive's entries moved under the folder `top` (PyTorch names it after
    the file: a Hugging Face pytorch_model.bin has pytorch_model/)."""
    buffer = io.BytesIO()
    torch.save(obj, buffer)
    with zipfile.ZipFile(buffer) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as out:
        for info in source.infolist():
            out.writestr(top + "/" + info.filename.split("/", 1)[1], source.read(info))


def hostile_zip(path, pickle_bytes):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as out:
        out.writestr("archive/data.pkl", pickle_bytes)
        out.writestr("archive/version", "3\n")


def unicode(text):
    data = text.encode()
    return b"X" + struct.pack("<I", len(data)) + data


class Reduce:
    def __init__(self, function, arguments):
        self.function, self.arguments = function, arguments

    def __reduce__(self):
        return self.function, self.arguments


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    tensors = tensors_dict()
    torch.save(tensors, os.path.join(out, "tensors.bin"))
    torch.save(tensors, os.path.join(out, "protocol4.bin"), pickle_protocol=4)
    legacy = {name: tensors[name] for name in ("f32", "transposed")}
    torch.save(legacy, os.path.join(out, "legacy.bin"), _use_new_zipfile_serialization=False)

    torch.manual_seed(5)
    model = Model()
    state = model.state_dict()
    assert hasattr(state, "_metadata")
    save_with_top_folder(state, os.path.join(out, "module.bin"), "pytorch_model")

    expected = {}
    metadata = {}
    for prefix, d in (("", tensors), ("module.", state)):
        for name, tensor in d.items():
            metadata[prefix + name] = DTYPES[tensor.dtype]
            if tensor.is_floating_point():
                expected[prefix + name] = tensor.detach().double()
    write_safetensors(os.path.join(out, "expected.safetensors"), expected, metadata)

    # os.system by hand: GLOBAL 'os system', then REDUCE on ('touch MARKER',), as the value of a
    # state dict's key. Loaded once here to prove the file really runs the command.
    marker = os.path.join(out, "os_system.marker")
    system = (b"\x80\x02}q\x00" + unicode("weight") + b"cos\nsystem\nq\x01" + unicode("touch " + marker) +
              b"\x85q\x02Rq\x03s.")
    hostile_zip(os.path.join(out, "os_system.bin"), system)
    if os.path.exists(marker):
        os.remove(marker)
    with zipfile.ZipFile(os.path.join(out, "os_system.bin")) as archive:
        pickle.loads(archive.read("archive/data.pkl"))
    assert os.path.exists(marker), "the os.system payload should have touched " + marker
    os.remove(marker)

    torch.save({"weight": torch.ones(2), "evil": Reduce(os.system, ("touch " + marker,))},
               os.path.join(out, "posix_system.bin"))
    torch.save({"weight": torch.ones(2), "evil": Reduce(eval, ("1 + 1",))}, os.path.join(out, "builtin_eval.bin"))
    hostile_zip(os.path.join(out, "builtins_eval.bin"), pickle.dumps({"weight": Reduce(eval, ("1 + 1",))}, protocol=4))
    hostile_zip(os.path.join(out, "unknown_global.bin"),
                b"\x80\x02}q\x00" + unicode("weight") + b"cnot_a_real_module\nhelper\nq\x01)Rq\x02s.")
    for name, global_name in (("posix_system.bin", b"posix\nsystem"), ("builtin_eval.bin", b"__builtin__\neval"),
                              ("builtins_eval.bin", b"\x8c\x08builtins\x94\x8c\x04eval")):
        with zipfile.ZipFile(os.path.join(out, name)) as archive:
            data = [n for n in archive.namelist() if n.endswith("/data.pkl")][0]
            assert global_name in archive.read(data), name
    print("torch_checkpoints.py: wrote", out)


if __name__ == "__main__":
    main()
