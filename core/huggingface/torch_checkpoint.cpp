#include "huggingface/torch_checkpoint.h"

#include "util/error.h"

namespace twb::huggingface {

std::unique_ptr<TensorFile> open_torch_checkpoint(const std::string& path) {
  throw Error(path +
              " is PyTorch's pickle format, which the workbench does not read: download model.safetensors too "
              "(huggingface-cli download MODEL model.safetensors)");
}

}  // namespace twb::huggingface
