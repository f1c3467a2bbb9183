// safetensors files: our own small reader and writer (Debian has no C++ library for the format).
//
// The format (https://huggingface.co/docs/safetensors):
//   8 bytes    N, the header size, an unsigned 64-bit little-endian integer
//   N bytes    the header: a UTF-8 JSON object, possibly padded at the end with spaces
//              { "NAME": {"dtype": "F32", "shape": [2, 3], "data_offsets": [BEGIN, END]}, ...,
//                "__metadata__": {"key": "value", ...} }            (optional, strings only)
//   the rest   the byte buffer; BEGIN and END are relative to its start, the tensors cover it
//              exactly (no gaps, no overlaps), and each is stored row-major, little-endian.
//
// The writer stores tensors in the order of their names, pads the header with spaces so the buffer
// starts at a multiple of 8 bytes, and replaces the destination atomically (temporary file in the
// same directory, fsync, rename). The reader checks everything above and says what is wrong.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace twb::io {

// Bytes per element of a safetensors dtype ("F32" → 4); throws twb::Error for a dtype this reader
// does not know. Known: BOOL U8 I8 F8_E5M2 F8_E4M3 F8_E8M0 I16 U16 F16 BF16 I32 U32 F32 I64 U64 F64 C64.
std::size_t dtype_size(std::string_view dtype);

// A "[2, 3]" rendering of a shape, for messages.
std::string shape_to_string(const std::vector<int64_t>& shape);

struct Tensor {
  std::string dtype;                  // "F32", "I64", ...
  std::vector<int64_t> shape;         // row-major; [] is a scalar (one element)
  std::vector<uint8_t> bytes;         // little-endian element data, element_count() × dtype_size(dtype)
  std::size_t element_count() const;  // product of the shape (1 for a scalar)
};

struct SafetensorsFile {
  std::map<std::string, std::string> metadata;  // the header's "__metadata__"
  std::map<std::string, Tensor> tensors;

  // Adds or replaces a tensor after checking that its byte count fits its dtype and shape.
  void put(const std::string& name, Tensor tensor);
  bool contains(const std::string& name) const { return tensors.count(name) != 0; }
  // The tensor called `name`; throws twb::Error naming the missing tensor.
  const Tensor& at(const std::string& name) const;

  // Typed helpers. `data` holds element_count(shape) values. The getters check the dtype and, when
  // `expected_shape` is given, the shape, and throw twb::Error saying which tensor differs and how.
  void put_f32(const std::string& name, std::vector<int64_t> shape, const float* data);
  void put_f32(const std::string& name, std::vector<int64_t> shape, const std::vector<float>& data);
  std::vector<float> get_f32(const std::string& name) const;
  std::vector<float> get_f32(const std::string& name, const std::vector<int64_t>& expected_shape) const;

  void put_f64(const std::string& name, std::vector<int64_t> shape, const double* data);
  std::vector<double> get_f64(const std::string& name) const;
  std::vector<double> get_f64(const std::string& name, const std::vector<int64_t>& expected_shape) const;

  void put_i64(const std::string& name, std::vector<int64_t> shape, const int64_t* data);
  std::vector<int64_t> get_i64(const std::string& name) const;
  std::vector<int64_t> get_i64(const std::string& name, const std::vector<int64_t>& expected_shape) const;

  // Raw bytes as a U8 tensor of shape [size].
  void put_u8(const std::string& name, const std::vector<uint8_t>& data);
  std::vector<uint8_t> get_u8(const std::string& name) const;
};

// The file's bytes exactly as write_safetensors() stores them.
std::vector<uint8_t> serialize_safetensors(const SafetensorsFile& file);

// Writes `file` to `path`: first to "PATH.tmp-XXXXXX" in the same directory, fsync'd, then renamed
// over `path` (and the directory fsync'd). On any failure the temporary file is removed, whatever was
// at `path` is left untouched, and twb::Error says why.
void write_safetensors(const std::string& path, const SafetensorsFile& file);

// Reads and validates a safetensors file; twb::Error names the file and the problem.
SafetensorsFile read_safetensors(const std::string& path);

// Parses safetensors bytes already in memory; `name` is used in error messages in place of a path.
SafetensorsFile parse_safetensors(const std::vector<uint8_t>& bytes, const std::string& name = "<memory>");

// A safetensors file read tensor by tensor: the header is read and checked as read_safetensors()
// checks it when the reader opens; a tensor's bytes only when asked for, in chunks, converted to
// float on the way. Big weights (a GPT-2) are read once, straight into the model that keeps them,
// and never held twice.
class SafetensorsReader {
 public:
  // Throws twb::Error naming the file and the problem, as read_safetensors() does.
  explicit SafetensorsReader(const std::string& path);
  ~SafetensorsReader();
  SafetensorsReader(const SafetensorsReader&) = delete;
  SafetensorsReader& operator=(const SafetensorsReader&) = delete;

  const std::string& path() const { return path_; }
  const std::map<std::string, std::string>& metadata() const { return header_.metadata; }
  // Every tensor's dtype and shape; their `bytes` are empty.
  const std::map<std::string, Tensor>& tensors() const { return header_.tensors; }
  bool contains(const std::string& name) const { return header_.contains(name); }
  const Tensor& at(const std::string& name) const;  // throws twb::Error naming the tensor and the file

  // Elements first .. first + count of tensor `name` (row-major; all of them by default) as float,
  // into `out`. F32, F16, BF16 and F64 are read; another dtype throws twb::Error naming the tensor.
  void read_f32(const std::string& name, float* out, std::size_t first = 0, std::size_t count = kAll) const;
  static constexpr std::size_t kAll = static_cast<std::size_t>(-1);

 private:
  std::string path_;
  int fd_ = -1;
  SafetensorsFile header_;
  std::map<std::string, uint64_t> offsets_;  // where each tensor's bytes start in the file
};

}  // namespace twb::io
