// One file of a model folder's weights, read tensor by tensor whatever its format: a safetensors
// file (io/safetensors.h), or PyTorch's pytorch_model.bin (huggingface/torch_checkpoint.h), whose
// pickle is read by a restricted reader and never run. The family readers (gpt2.cpp, gpt_neox.cpp,
// …) see only this interface, and a sharded folder is several of them (huggingface/weights.h).
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>

#include "io/safetensors.h"

namespace twb::huggingface {

class TensorFile {
 public:
  virtual ~TensorFile() = default;

  // The file, for messages.
  virtual const std::string& path() const = 0;
  // Every tensor's dtype (safetensors' names: "F32", "F16", "BF16", "F64", "I64", "BOOL", …) and
  // row-major shape; their `bytes` are empty.
  virtual const std::map<std::string, io::Tensor>& tensors() const = 0;
  bool contains(const std::string& name) const { return tensors().count(name) != 0; }
  // Elements first .. first + count of tensor `name`, in row-major order of its shape (all of them
  // by default), converted to float into `out`. F32, F16, BF16 and F64 are read; another dtype,
  // an unknown name or a range past the tensor throws twb::Error naming the tensor and the file.
  virtual void read_f32(const std::string& name, float* out, std::size_t first = 0, std::size_t count = kAll) const = 0;
  static constexpr std::size_t kAll = static_cast<std::size_t>(-1);
};

// A safetensors file as a TensorFile (io::SafetensorsReader underneath). Throws twb::Error as the
// reader does.
std::unique_ptr<TensorFile> open_safetensors_file(const std::string& path);

}  // namespace twb::huggingface
