// PyTorch's checkpoint of a state dict (pytorch_model.bin, or its shards), read without running it.
//
// The format (torch.save since PyTorch 1.6) is a zip archive whose entries share one top folder of
// any name (archive/, pytorch_model/, …), stored uncompressed:
//   TOP/data.pkl        a pickle that builds the state dict
//   TOP/data/KEY        the raw little-endian bytes of one storage, one entry per storage
//   TOP/version         the format's version; TOP/byteorder ("little", when present) and
//                       TOP/.data/serialization_id are read by PyTorch only
// The pickle builds a collections.OrderedDict (REDUCE with an empty tuple, SETITEMS, and a BUILD
// with its `_metadata` for a module's state_dict()) whose values are
//   torch._utils._rebuild_tensor_v2(STORAGE, storage_offset, size, stride, requires_grad,
//                                   backward_hooks[, metadata])
// (or torch._utils._rebuild_parameter(TENSOR, requires_grad, hooks) around it), and each STORAGE
// is a persistent id: the tuple ('storage', torch.FloatStorage (or HalfStorage, …), KEY, location
// such as 'cpu', numel). Tensors may share a storage (tied weights), start at an offset in it and
// have any strides.
//
// A pickle is a program: a full unpickler calls whatever global it names (os.system, eval, …).
// This reader is an interpreter of the few opcodes a state dict needs, with a whitelist of the
// globals above, and it only ever builds values: any other opcode or global is refused with
// twb::Error naming it, before anything of the file is used. Everything the file controls (memo
// indices, stack depth, lengths, sizes, strides, numel against the entry's bytes) is bounded.
// The legacy format (a bare pickle, torch.save(..., _use_new_zipfile_serialization=False), or a
// PyTorch older than 1.6) is refused with a message saying how to convert it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "huggingface/tensor_file.h"

namespace twb::huggingface {

// Opens PyTorch's zip checkpoint of a state dict without running its pickle. Every tensor's
// storage entry is checked when it opens (present, holding numel × element size bytes, the tensor
// inside it); read_f32 then reads a tensor in chunks straight from the archive, honouring its
// offset and strides. Throws twb::Error naming the file and what is wrong.
std::unique_ptr<TensorFile> open_torch_checkpoint(const std::string& path);

// One tensor of a state dict as its pickle describes it.
struct PickledTensor {
  std::string name;
  std::string dtype;                   // of its storage, in safetensors' names: "F32", "BF16", "I64", …
  std::string storage;                 // the storage's key: its bytes are the entry TOP/data/KEY
  uint64_t storage_numel = 0;          // the elements the storage holds, as the pickle says
  uint64_t offset = 0;                 // where the tensor starts in the storage, in elements
  std::vector<int64_t> shape, stride;  // stride in elements, one per dimension
};

// The tensors of the state dict that `pickle` (a checkpoint's data.pkl) builds, in the dict's
// order, read by the restricted reader: nothing in it runs. Checks that each tensor lies inside
// the storage the pickle says it has, not the storage's bytes. `name` begins every message.
// Throws twb::Error.
std::vector<PickledTensor> read_state_dict_pickle(const std::vector<uint8_t>& pickle, const std::string& name);

}  // namespace twb::huggingface
