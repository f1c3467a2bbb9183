#include "huggingface/weights.h"

#include <set>

#include "huggingface/config_file.h"
#include "huggingface/torch_checkpoint.h"
#include "util/error.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::unique_ptr<TensorFile> open_weight_file(const fs::path& path) {
  return path.extension() == ".bin" ? open_torch_checkpoint(path.string()) : open_safetensors_file(path.string());
}

}  // namespace

FolderWeights::FolderWeights(const fs::path& folder) {
  std::error_code ignored;
  const auto present = [&](const char* name) { return fs::exists(folder / name, ignored); };
  const char* single = present("model.safetensors")              ? "model.safetensors"
                       : present("model.safetensors.index.json") ? nullptr
                       : present("pytorch_model.bin")            ? "pytorch_model.bin"
                                                                 : nullptr;
  if (single) {
    files_.push_back(open_weight_file(folder / single));
    description_ = single;
  } else {
    const char* index_name = present("model.safetensors.index.json")   ? "model.safetensors.index.json"
                             : present("pytorch_model.bin.index.json") ? "pytorch_model.bin.index.json"
                                                                       : nullptr;
    if (!index_name)
      throw Error(
          folder.string() +
          " has no weights: a model folder holds model.safetensors (or its shards with "
          "model.safetensors.index.json), or pytorch_model.bin (or its shards with pytorch_model.bin.index.json)");
    const fs::path index_file = folder / index_name;
    const json index = read_json_file(index_file);
    const json map = index.is_object() ? index.value("weight_map", json()) : json();
    if (!map.is_object() || map.empty())
      throw Error(index_file.string() + " has no \"weight_map\" of tensor names and the files that hold them");
    std::map<std::string, size_t> shard_of;  // file name → index in files_
    std::map<std::string, std::set<std::string>> promised;
    for (const auto& [tensor, file] : map.items()) {
      if (!file.is_string())
        throw Error(index_file.string() + ": the file of the tensor " + tensor + " is " + file.dump() + ", not a name");
      const std::string name = file.get<std::string>();
      // A shard is a file of this folder: no path may lead out of it.
      if (name.empty() || name.find('/') != std::string::npos || name.find('\\') != std::string::npos || name == "." ||
          name == "..")
        throw Error(index_file.string() + " puts the tensor " + tensor + " in \"" + name +
                    "\", which is not the name of a file in the folder");
      if (!shard_of.count(name)) {
        if (!fs::exists(folder / name, ignored))
          throw Error(index_file.string() + " names the shard " + name + ", which " + folder.string() +
                      " lacks: download every file the index names");
        shard_of[name] = files_.size();
        files_.push_back(open_weight_file(folder / name));
      }
      promised[name].insert(tensor);
    }
    for (const auto& [name, tensors] : promised) {
      const TensorFile& shard = *files_[shard_of[name]];
      for (const auto& tensor : tensors)
        if (!shard.contains(tensor))
          throw Error(index_file.string() + " puts the tensor " + tensor + " in " + name +
                      ", which does not hold it: the index and its shards do not belong together");
    }
    description_ = std::to_string(files_.size()) + " shard" + (files_.size() == 1 ? "" : "s") + " (" + index_name + ")";
  }
  for (const auto& file : files_)
    for (const auto& [name, tensor] : file->tensors()) where_.emplace(name, file.get());
}

const TensorFile& FolderWeights::holder(const std::string& name) const {
  const auto it = where_.find(name);
  if (it == where_.end()) throw Error("the weights (" + description_ + ") lack the tensor " + name);
  return *it->second;
}

const io::Tensor& FolderWeights::info(const std::string& name) const { return holder(name).tensors().at(name); }

const std::string& FolderWeights::file_of(const std::string& name) const { return holder(name).path(); }

void FolderWeights::read_f32(const std::string& name, float* out, std::size_t first, std::size_t count) const {
  holder(name).read_f32(name, out, first, count);
}

std::vector<std::string> FolderWeights::names() const {
  std::vector<std::string> list;
  for (const auto& [name, file] : where_) list.push_back(name);
  return list;
}

}  // namespace twb::huggingface
