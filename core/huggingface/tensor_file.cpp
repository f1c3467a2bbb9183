// A safetensors file as a TensorFile: io::SafetensorsReader, which already reads a tensor in
// chunks and converts F16, BF16 and F64 to float, behind the interface the family readers use.
#include "huggingface/tensor_file.h"

namespace twb::huggingface {
namespace {

class SafetensorsTensorFile : public TensorFile {
 public:
  explicit SafetensorsTensorFile(const std::string& path) : reader_(path) {}

  const std::string& path() const override { return reader_.path(); }
  const std::map<std::string, io::Tensor>& tensors() const override { return reader_.tensors(); }
  void read_f32(const std::string& name, float* out, std::size_t first, std::size_t count) const override {
    reader_.read_f32(name, out, first, count == kAll ? io::SafetensorsReader::kAll : count);
  }

 private:
  io::SafetensorsReader reader_;
};

}  // namespace

std::unique_ptr<TensorFile> open_safetensors_file(const std::string& path) {
  return std::make_unique<SafetensorsTensorFile>(path);
}

}  // namespace twb::huggingface
