// PyTorch's checkpoint reader on arbitrary bytes: an input that begins as a zip ("PK") is written
// to a file, opened and its float tensors read; any other input is a data.pkl for the restricted
// pickle reader itself (inside a zip, libzip's CRC check would stop most changes to the pickle
// before the reader sees them). Every input is a state dict or a clear twb::Error.
#include <vector>

#include "fuzz_support.h"
#include "huggingface/torch_checkpoint.h"
#include "util/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    if (size >= 2 && data[0] == 'P' && data[1] == 'K') {
      const std::string path = twb::fuzz::write_input("pytorch_model.bin", twb::fuzz::as_text(data, size));
      const auto file = twb::huggingface::open_torch_checkpoint(path);
      std::vector<float> values;
      for (const auto& [name, tensor] : file->tensors()) {
        const bool is_float =
            tensor.dtype == "F32" || tensor.dtype == "F16" || tensor.dtype == "BF16" || tensor.dtype == "F64";
        // A stride-0 (broadcast) tensor may have far more elements than its file has bytes.
        if (!is_float || tensor.element_count() > (std::size_t{1} << 20)) continue;
        values.resize(tensor.element_count());
        file->read_f32(name, values.data());
        if (tensor.element_count() > 1) file->read_f32(name, values.data(), 1, tensor.element_count() - 1);
      }
    } else {
      const std::vector<uint8_t> pickle(data, data + size);
      const auto tensors = twb::huggingface::read_state_dict_pickle(pickle, "fuzz.pkl");
      for (const auto& tensor : tensors) {
        if (tensor.shape.size() != tensor.stride.size()) __builtin_trap();
      }
    }
  } catch (const twb::Error&) {}
  return 0;
}
