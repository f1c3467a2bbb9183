"""The safetensors format read and written by hand, so that a job needs nothing but PyTorch.

Debian has no Python package for safetensors, and a workbench checkpoint is one safetensors file
(docs/checkpoint-format.md). The format:

    8 bytes      N, the header's length, unsigned little-endian
    N bytes      a JSON object: {name: {"dtype", "shape", "data_offsets": [begin, end]}, ...,
                 "__metadata__": {str: str}}, padded with spaces
    the rest     the tensors' bytes, row-major and little-endian; offsets count from here

Nothing is ever unpickled. A damaged file gives a ValueError that names the file and what is wrong
with it (truncated, a header that is not the format's, a tensor outside the data or of the wrong
size, tensors that overlap or leave bytes of the data to none). save() writes a temporary file in
the same folder, fsyncs it and renames it into place, so that a reader (the workbench following a
run) sees the old file or the new one, never half of one.
"""

import json
import math
import os
import struct
import sys
import tempfile

import torch

# The format's dtype names and PyTorch's types. U16, U32 and U64 have no PyTorch type before 2.3:
# they are read widened to the next signed type (U64 only when every value fits in I64).
_DTYPES = {
    "F64": torch.float64, "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16,
    "I64": torch.int64, "I32": torch.int32, "I16": torch.int16, "I8": torch.int8, "U8": torch.uint8,
    "BOOL": torch.bool,
}
_WIDENED = {"U16": (2, torch.int32), "U32": (4, torch.int64), "U64": (8, torch.int64)}
_NAMES = {dtype: name for name, dtype in _DTYPES.items()}
_HEADER_LIMIT = 100 * 1024 * 1024  # the Rust reader's ceiling on N


def _size_of(name):
    if name in _DTYPES:
        return torch.empty((), dtype=_DTYPES[name]).element_size()
    return _WIDENED[name][0]


def _widen(raw, name, shape, path, tensor_name):
    """A U16/U32/U64 tensor's bytes as int32/int64 (PyTorch 1.13 has no unsigned wider than U8)."""
    size, dtype = _WIDENED[name]
    count = len(raw) // size
    if count == 0:
        return torch.empty(shape, dtype=dtype)
    code = {2: "H", 4: "I", 8: "Q"}[size]
    values = struct.unpack("<%d%s" % (count, code), raw)
    if size == 8 and max(values) > 2 ** 63 - 1:
        raise ValueError(f"{path}: tensor '{tensor_name}' is U64 with values above 2^63 - 1, which no "
                         "PyTorch integer type holds")
    return torch.tensor(values, dtype=dtype).reshape(shape)


def load(path):
    """Reads a safetensors file: returns (tensors, metadata), tensors {name: torch.Tensor} on the CPU
    in the file's dtypes, metadata {str: str} (the header's "__metadata__", {} when absent).

    Raises ValueError for a file that is not a whole, valid safetensors file, and OSError when it
    cannot be read."""
    if sys.byteorder != "little":
        raise ValueError("twb_torch.safetensors reads little-endian data on little-endian machines only")
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size < 8:
            raise ValueError(f"{path}: truncated: {size} bytes, fewer than the 8 of the header's length")
        (header_length,) = struct.unpack("<Q", f.read(8))
        if header_length > _HEADER_LIMIT:
            raise ValueError(f"{path}: bad header: its length reads {header_length} bytes, more than the "
                             f"format's {_HEADER_LIMIT}; this is not a safetensors file")
        if 8 + header_length > size:
            raise ValueError(f"{path}: truncated: the header is {header_length} bytes, the file has only "
                             f"{size - 8} after the length")
        header_bytes = f.read(header_length)
        data = bytearray(size - 8 - header_length)  # writable: torch.frombuffer shares it
        if f.readinto(data) != len(data):
            raise ValueError(f"{path}: truncated while reading (the file changed under the reader?)")
    try:
        header = json.loads(header_bytes.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: bad header: not JSON ({e})") from None
    if not isinstance(header, dict):
        raise ValueError(f"{path}: bad header: a JSON {type(header).__name__}, not an object")
    metadata = header.pop("__metadata__", None) or {}
    if not isinstance(metadata, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                 for k, v in metadata.items()):
        raise ValueError(f"{path}: bad header: __metadata__ must map strings to strings")
    tensors = {}
    for name, info in header.items():
        tensors[name] = _tensor(path, name, info, data)
    # The tensors tile the data exactly, as the format (and the engine's reader) requires.
    covered, previous = 0, None
    for begin, end, name in sorted((info["data_offsets"][0], info["data_offsets"][1], name)
                                   for name, info in header.items()):
        if begin < covered:
            raise ValueError(f"{path}: tensors '{previous}' and '{name}' overlap in the data (bytes {begin} "
                             f"to {covered})")
        if begin > covered:
            raise ValueError(f"{path}: bytes {covered} to {begin} of the data belong to no tensor (a gap "
                             f"before '{name}')")
        covered, previous = end, name
    if covered != len(data):
        raise ValueError(f"{path}: the tensors cover {covered} bytes of data but {len(data)} follow the "
                         "header")
    return tensors, metadata


def _tensor(path, name, info, data):
    """One header entry's tensor, checked against the data it claims."""
    where = f"{path}: tensor '{name}'"
    if not isinstance(info, dict) or not {"dtype", "shape", "data_offsets"} <= set(info):
        raise ValueError(f"{where}: bad header entry {info!r}: it needs dtype, shape and data_offsets")
    dtype_name, shape, offsets = info["dtype"], info["shape"], info["data_offsets"]
    if dtype_name not in _DTYPES and dtype_name not in _WIDENED:
        raise ValueError(f"{where}: dtype {dtype_name!r} is not one this reader knows "
                         f"({', '.join(list(_DTYPES) + list(_WIDENED))})")
    if not isinstance(shape, list) or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                                              for n in shape):
        raise ValueError(f"{where}: bad shape {shape!r}")
    if not (isinstance(offsets, list) and len(offsets) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in offsets)):
        raise ValueError(f"{where}: bad data_offsets {offsets!r}")
    begin, end = offsets
    if not 0 <= begin <= end:
        raise ValueError(f"{where}: data_offsets [{begin}, {end}] are not an interval")
    if end > len(data):
        raise ValueError(f"{where}: data_offsets [{begin}, {end}] lie outside the file's {len(data)} bytes "
                         "of data (truncated?)")
    count = math.prod(shape)
    expected = count * _size_of(dtype_name)
    if end - begin != expected:
        raise ValueError(f"{where}: {end - begin} bytes for a {dtype_name} tensor of shape {shape}, "
                         f"which needs {expected}")
    if dtype_name in _WIDENED:
        return _widen(bytes(data[begin:end]), dtype_name, shape, path, name)
    dtype = _DTYPES[dtype_name]
    if count == 0:
        return torch.empty(shape, dtype=dtype)
    size = _size_of(dtype_name)
    if begin % size == 0:
        flat = torch.frombuffer(data, dtype=dtype, count=count, offset=begin)
    else:  # an unaligned tensor gets a buffer of its own, aligned as any allocation
        flat = torch.frombuffer(bytearray(data[begin:end]), dtype=dtype, count=count)
    return flat.reshape(shape)


def _umask():
    """The process's umask, read without changing it (os.umask sets it; other threads may care)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except OSError:
        pass
    return 0o022


def _tensor_bytes(name, tensor):
    if not isinstance(tensor, torch.Tensor):
        raise TypeError(f"safetensors.save: '{name}' is a {type(tensor).__name__}, not a torch.Tensor")
    if tensor.dtype not in _NAMES:
        raise ValueError(f"safetensors.save: '{name}' has dtype {tensor.dtype}, which the format's names do "
                         f"not cover here ({', '.join(str(d) for d in _NAMES)})")
    t = tensor.detach().to("cpu").contiguous()
    if t.numel() == 0:
        return _NAMES[t.dtype], list(t.shape), b""
    return _NAMES[t.dtype], list(t.shape), t.reshape(-1).view(torch.uint8).numpy().tobytes()


def save(path, tensors, metadata=None):
    """Writes tensors {name: torch.Tensor} (any device; copied to the CPU) and metadata {str: str} to
    `path` as safetensors, atomically: PATH.tmp-XXXXXX in the same folder, fsync, os.replace, then
    an fsync of the folder. The file gets the permissions of any new file (0666 less the umask)."""
    metadata = dict(metadata or {})
    for key, value in metadata.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise TypeError(f"safetensors.save: metadata must map str to str; {key!r} maps to a "
                            f"{type(value).__name__}")
    header, blobs, offset = {}, [], 0
    if metadata:
        header["__metadata__"] = metadata
    for name, tensor in tensors.items():
        if name == "__metadata__":
            raise ValueError("safetensors.save: '__metadata__' is the header's own key, not a tensor name")
        dtype, shape, blob = _tensor_bytes(name, tensor)
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    text += b" " * ((8 - len(text) % 8) % 8)  # the data then starts 8-byte aligned

    folder = os.path.dirname(os.path.abspath(path))
    fd, temporary = tempfile.mkstemp(dir=folder, prefix=os.path.basename(path) + ".tmp-")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(struct.pack("<Q", len(text)))
            out.write(text)
            for blob in blobs:
                out.write(blob)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    try:  # the rename itself survives a crash once the folder is on disk
        folder_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(folder_fd)
        finally:
            os.close(folder_fd)
    except OSError:
        pass
