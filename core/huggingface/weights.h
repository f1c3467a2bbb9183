// A model folder's weights, in whichever of the forms people download them:
//   model.safetensors                       one file (F32, F16, BF16 or F64 tensors)
//   model.safetensors.index.json + shards   {"weight_map": {"tensor name": "model-00001-of-00002.safetensors", …}}
//   pytorch_model.bin                       PyTorch's zip checkpoint, its pickle read without running it
//   pytorch_model.bin.index.json + shards   the same index, over .bin shards
// safetensors first, as transformers prefers it. Each file is opened once, its header (or pickle)
// read; a tensor's bytes only when a family reads it, straight into the model.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "huggingface/tensor_file.h"

namespace twb::huggingface {

class FolderWeights {
 public:
  // Throws twb::Error naming what is wrong: no weights at all (with what to download), an index
  // that is not JSON or names a file that is not there, a shard that lacks a tensor its index
  // puts in it, a file that cannot be read (the readers' own messages).
  explicit FolderWeights(const std::filesystem::path& folder);

  // What was read, for messages: "model.safetensors", "2 shards (model.safetensors.index.json)".
  const std::string& description() const { return description_; }
  bool contains(const std::string& name) const { return where_.count(name) != 0; }
  // dtype and shape; throws twb::Error naming a tensor the weights lack.
  const io::Tensor& info(const std::string& name) const;
  // The file that holds `name`, for messages.
  const std::string& file_of(const std::string& name) const;
  void read_f32(const std::string& name, float* out, std::size_t first = 0, std::size_t count = TensorFile::kAll) const;
  // Every tensor name, sorted.
  std::vector<std::string> names() const;

 private:
  const TensorFile& holder(const std::string& name) const;

  std::vector<std::unique_ptr<TensorFile>> files_;
  std::map<std::string, const TensorFile*> where_;
  std::string description_;
};

}  // namespace twb::huggingface
