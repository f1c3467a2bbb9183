// PyTorch's pytorch_model.bin (torch.save of a state dict).
#pragma once

#include <memory>
#include <string>

#include "huggingface/tensor_file.h"

namespace twb::huggingface {

// Opens PyTorch's checkpoint of a state dict.
std::unique_ptr<TensorFile> open_torch_checkpoint(const std::string& path);

}  // namespace twb::huggingface
