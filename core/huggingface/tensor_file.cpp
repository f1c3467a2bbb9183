#include "huggingface/tensor_file.h"

namespace twb::huggingface {

namespace {

// A safetensors file through io::SafetensorsReader, which reads and converts tensor by tensor.
class SafetensorsTensorFile final : public TensorFile {
 public:
  explicit SafetensorsTensorFile(const std::string& path) : reader_(path) {}
  const std::string& path() const override { return reader_.path(); }
  const std::map<std::string, io::Tensor>& tensors() const override { return reader_.tensors(); }
  void read_f32(const std::string& name, float* out, std::size_t first, std::size_t count) const override {
    reader_.read_f32(name, out, first, count);
  }

 private:
  io::SafetensorsReader reader_;
};

}  // namespace

std::unique_ptr<TensorFile> open_safetensors_file(const std::string& path) {
  return std::make_unique<SafetensorsTensorFile>(path);
}

}  // namespace twb::huggingface
