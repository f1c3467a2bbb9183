// safetensors reading and writing (see safetensors.h for the format).
#include "io/safetensors.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <functional>
#include <nlohmann/json.hpp>
#include <tuple>
#include <utility>

#include <Eigen/Core>

#include "util/error.h"
#include "util/files.h"

namespace twb::io {
namespace {

using nlohmann::json;

// The reference implementation refuses headers above 100 MB; so do we.
constexpr uint64_t kMaxHeaderSize = 100'000'000;

std::string quoted(const std::string& name) { return "\"" + name + "\""; }

const char* json_type_name(const json& value) {
  switch (value.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "a list";
    case json::value_t::string:
      return "a string";
    case json::value_t::boolean:
      return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
      return "a number";
    default:
      return "an unusual value";
  }
}

// Little-endian storage of plain values, whatever the machine's byte order.
template <typename T>
void store_little_endian(const T* values, std::size_t count, uint8_t* out) {
  std::memcpy(out, values, count * sizeof(T));
  if constexpr (std::endian::native == std::endian::big) {
    for (std::size_t i = 0; i < count; ++i) std::reverse(out + i * sizeof(T), out + (i + 1) * sizeof(T));
  }
}

template <typename T>
std::vector<T> load_little_endian(const std::vector<uint8_t>& bytes) {
  std::vector<T> values(bytes.size() / sizeof(T));
  std::vector<uint8_t> copy;
  const uint8_t* source = bytes.data();
  if constexpr (std::endian::native == std::endian::big) {
    copy = bytes;
    for (std::size_t i = 0; i < values.size(); ++i)
      std::reverse(copy.begin() + i * sizeof(T), copy.begin() + (i + 1) * sizeof(T));
    source = copy.data();
  }
  if (!values.empty()) std::memcpy(values.data(), source, values.size() * sizeof(T));
  return values;
}

// An unsigned integer of sizeof(T) bytes, stored little-endian at `in`.
template <typename T>
T load_le(const uint8_t* in) {
  T value = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) value |= static_cast<T>(static_cast<T>(in[i]) << (8 * i));
  return value;
}

void store_u64_le(uint64_t value, uint8_t* out) {
  for (int i = 0; i < 8; ++i) out[i] = static_cast<uint8_t>(value >> (8 * i));
}

uint64_t load_u64_le(const uint8_t* in) {
  uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value |= static_cast<uint64_t>(in[i]) << (8 * i);
  return value;
}

// Product of a shape's dimensions, or false if a dimension is negative or the product overflows.
bool checked_element_count(const std::vector<int64_t>& shape, std::size_t& count) {
  std::size_t product = 1;
  for (int64_t dim : shape) {
    if (dim < 0) return false;
    if (__builtin_mul_overflow(product, static_cast<std::size_t>(dim), &product)) return false;
  }
  count = product;
  return true;
}

// Checks that `tensor` is self-consistent; `what` names it in the message.
void check_tensor(const std::string& what, const Tensor& tensor) {
  const std::size_t element_size = dtype_size(tensor.dtype);
  std::size_t count = 0, expected = 0;
  if (!checked_element_count(tensor.shape, count) || __builtin_mul_overflow(count, element_size, &expected)) {
    throw Error(what + " has an impossible shape " + shape_to_string(tensor.shape) +
                " (negative dimension or too many elements)");
  }
  if (tensor.bytes.size() != expected) {
    throw Error(what + " is " + tensor.dtype + " of shape " + shape_to_string(tensor.shape) + ", which takes " +
                std::to_string(expected) + " bytes, but it holds " + std::to_string(tensor.bytes.size()));
  }
}

// The header as written: JSON (keys in sorted order), padded with spaces to a multiple of 8 bytes.
std::string build_header(const SafetensorsFile& file) {
  json header = json::object();
  if (!file.metadata.empty()) {
    json metadata = json::object();
    for (const auto& [key, value] : file.metadata) metadata[key] = value;
    header["__metadata__"] = std::move(metadata);
  }
  uint64_t offset = 0;
  for (const auto& [name, tensor] : file.tensors) {  // std::map: sorted by name
    if (name == "__metadata__") throw Error("a tensor cannot be called \"__metadata__\" (the name is reserved)");
    check_tensor("tensor " + quoted(name), tensor);
    const uint64_t end = offset + tensor.bytes.size();
    header[name] = json{{"dtype", tensor.dtype}, {"shape", tensor.shape}, {"data_offsets", {offset, end}}};
    offset = end;
  }
  std::string text;
  try {
    text = header.dump();
  } catch (const json::exception& e) {
    throw Error(std::string("cannot write the safetensors header: a tensor name or metadata text is not valid "
                            "UTF-8 (") +
                json_message(e) + ")");
  }
  text.append((8 - text.size() % 8) % 8, ' ');
  return text;
}

std::string errno_text() { return std::strerror(errno); }

// --- reading -----------------------------------------------------------------------------------

// Where the bytes come from: the total size, and a function that reads `size` bytes at `offset`.
struct ByteSource {
  uint64_t size;
  std::function<void(uint64_t offset, std::size_t size, uint8_t* out)> read;
};

struct Entry {
  std::string name;
  uint64_t begin, end;
};

const json& field(const std::string& where, const json& entry, const char* key) {
  const auto it = entry.find(key);
  if (it == entry.end()) {
    throw Error(where + " has no \"" + key + "\" (every tensor needs \"dtype\", \"shape\" and \"data_offsets\")");
  }
  return *it;
}

bool is_non_negative_integer(const json& value) {
  return value.is_number_unsigned() || (value.is_number_integer() && value.get<int64_t>() >= 0);
}

// A file's header, checked: its metadata and tensors (dtype and shape, no bytes yet), and where each
// tensor's bytes lie, relative to data_start.
struct Header {
  SafetensorsFile file;
  std::vector<Entry> entries;  // by position in the data
  uint64_t data_start = 0;
};

Header parse_header(const ByteSource& source, const std::string& path) {
  const std::string not_safetensors = path + " is not a safetensors file: ";
  if (source.size < 8) {
    throw Error(not_safetensors + "it is only " + std::to_string(source.size) +
                " bytes long, and a safetensors file starts with an 8-byte header size");
  }
  uint8_t size_bytes[8];
  source.read(0, 8, size_bytes);
  const uint64_t header_size = load_u64_le(size_bytes);
  if (header_size > kMaxHeaderSize) {
    throw Error(not_safetensors + "its first 8 bytes give a header size of " + std::to_string(header_size) +
                " bytes, more than the 100 MB a safetensors header may have");
  }
  if (header_size > source.size - 8) {
    throw Error(path + " is truncated or not a safetensors file: its header should be " + std::to_string(header_size) +
                " bytes long, but only " + std::to_string(source.size - 8) + " bytes follow the 8-byte header size");
  }
  std::string header_text(header_size, '\0');
  source.read(8, header_size, reinterpret_cast<uint8_t*>(header_text.data()));
  // (nlohmann's parser would stop quietly at a NUL byte; the format pads with spaces only.)
  if (const std::size_t nul = header_text.find('\0'); nul != std::string::npos) {
    throw Error(not_safetensors + "its header holds a NUL byte at offset " + std::to_string(nul) +
                " (a safetensors header is JSON text, padded with spaces)");
  }
  json header;
  try {
    header = json::parse(header_text);
  } catch (const json::exception& e) {
    std::string detail = json_message(e);  // "[json.exception.parse_error.101] parse error at ..."
    if (detail.rfind("[json.exception.", 0) == 0 && detail.find("] ") != std::string::npos) {
      detail = detail.substr(detail.find("] ") + 2);
    }
    throw Error(not_safetensors + "its header is not valid JSON (" + detail + ")");
  }
  if (!header.is_object()) {
    throw Error(not_safetensors + "its header is " + json_type_name(header) + ", not a JSON object");
  }

  const std::string damaged = path + " is a damaged safetensors file: ";
  const uint64_t buffer_size = source.size - 8 - header_size;
  Header parsed;
  parsed.data_start = 8 + header_size;
  SafetensorsFile& file = parsed.file;
  std::vector<Entry>& entries = parsed.entries;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") {
      if (!entry.is_object()) {
        throw Error(damaged + "\"__metadata__\" is " + json_type_name(entry) +
                    ", but it must be an object mapping strings to strings");
      }
      for (const auto& [key, value] : entry.items()) {
        if (!value.is_string()) {
          throw Error(damaged + "\"__metadata__\" entry " + quoted(key) + " is " + json_type_name(value) +
                      ", but metadata values must be strings");
        }
        file.metadata[key] = value.get<std::string>();
      }
      continue;
    }
    const std::string where = damaged + "tensor " + quoted(name);
    if (!entry.is_object()) throw Error(where + " is " + json_type_name(entry) + ", not an object");

    const json& dtype = field(where, entry, "dtype");
    if (!dtype.is_string()) throw Error(where + " has a \"dtype\" that is " + json_type_name(dtype) + ", not a string");
    Tensor tensor;
    tensor.dtype = dtype.get<std::string>();
    std::size_t element_size = 0;
    try {
      element_size = dtype_size(tensor.dtype);
    } catch (const Error& e) {
      throw Error(where + ": " + e.what());
    }

    const json& shape = field(where, entry, "shape");
    if (!shape.is_array()) throw Error(where + " has a \"shape\" that is " + json_type_name(shape) + ", not a list");
    for (const json& dim : shape) {
      if (!is_non_negative_integer(dim) || dim.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) {
        throw Error(where + " has shape " + shape.dump() + ", but dimensions must be non-negative integers");
      }
      tensor.shape.push_back(dim.get<int64_t>());
    }

    const json& offsets = field(where, entry, "data_offsets");
    if (!offsets.is_array() || offsets.size() != 2 || !is_non_negative_integer(offsets[0]) ||
        !is_non_negative_integer(offsets[1])) {
      throw Error(where + " has \"data_offsets\" " + offsets.dump() +
                  ", but they must be [BEGIN, END], two non-negative integers");
    }
    const uint64_t begin = offsets[0].get<uint64_t>(), end = offsets[1].get<uint64_t>();
    const std::string offsets_text = "data_offsets [" + std::to_string(begin) + ", " + std::to_string(end) + "]";
    if (end < begin) throw Error(where + " has " + offsets_text + ": the end comes before the beginning");
    if (end > buffer_size) {
      throw Error(where + " has " + offsets_text + ", past the end of the data (" + std::to_string(buffer_size) +
                  " bytes after the header); the file is truncated or damaged");
    }
    std::size_t count = 0, expected = 0;
    if (!checked_element_count(tensor.shape, count) || __builtin_mul_overflow(count, element_size, &expected)) {
      throw Error(where + " has shape " + shape_to_string(tensor.shape) + ", too large to exist");
    }
    if (expected != end - begin) {
      throw Error(where + " is " + tensor.dtype + " of shape " + shape_to_string(tensor.shape) + ", which takes " +
                  std::to_string(expected) + " bytes, but its " + offsets_text + " hold " +
                  std::to_string(end - begin) + " bytes");
    }
    entries.push_back({name, begin, end});
    file.tensors.emplace(name, std::move(tensor));
  }

  // The tensors must tile the buffer exactly: sorted by position, each starts where the last ended.
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return std::tie(a.begin, a.end) < std::tie(b.begin, b.end); });
  uint64_t covered = 0;
  const Entry* previous = nullptr;
  for (const Entry& entry : entries) {
    if (entry.begin < covered) {
      throw Error(damaged + "tensors " + quoted(previous->name) + " and " + quoted(entry.name) +
                  " overlap in the data (bytes " + std::to_string(entry.begin) + " to " + std::to_string(covered) +
                  ")");
    }
    if (entry.begin > covered) {
      throw Error(damaged + "bytes " + std::to_string(covered) + " to " + std::to_string(entry.begin) +
                  " of the data belong to no tensor (a gap before tensor " + quoted(entry.name) + ")");
    }
    covered = entry.end;
    previous = &entry;
  }
  if (covered != buffer_size) {
    throw Error(damaged + "the tensors cover " + std::to_string(covered) + " bytes of data but " +
                std::to_string(buffer_size) + " bytes follow the header (" + std::to_string(buffer_size - covered) +
                " bytes belong to no tensor)");
  }

  return parsed;
}

SafetensorsFile parse(const ByteSource& source, const std::string& path) {
  Header header = parse_header(source, path);
  for (const Entry& entry : header.entries) {
    Tensor& tensor = header.file.tensors.at(entry.name);
    tensor.bytes.resize(entry.end - entry.begin);
    if (!tensor.bytes.empty()) source.read(header.data_start + entry.begin, tensor.bytes.size(), tensor.bytes.data());
  }
  return std::move(header.file);
}

// Closes a file descriptor when it goes out of scope.
struct FileDescriptor {
  int fd = -1;
  explicit FileDescriptor(int descriptor) : fd(descriptor) {}
  FileDescriptor(FileDescriptor&& other) noexcept : fd(std::exchange(other.fd, -1)) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (fd >= 0) ::close(fd);
  }
};

// Opens a regular file for reading; twb::Error says why not.
FileDescriptor open_regular(const std::string& path) {
  FileDescriptor in{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (in.fd < 0) throw Error("cannot open " + path + ": " + errno_text());
  struct stat info {};
  if (::fstat(in.fd, &info) != 0) throw Error("cannot read " + path + ": " + errno_text());
  if (S_ISDIR(info.st_mode)) throw Error(path + " is a directory, not a safetensors file");
  if (!S_ISREG(info.st_mode)) throw Error(path + " is not a regular file, so not a safetensors file");
  return in;
}

// The bytes of an open file, read with pread.
ByteSource pread_source(int fd, const std::string& path) {
  struct stat info {};
  if (::fstat(fd, &info) != 0) throw Error("cannot read " + path + ": " + errno_text());
  return ByteSource{static_cast<uint64_t>(info.st_size), [fd, path](uint64_t offset, std::size_t size, uint8_t* out) {
                      while (size > 0) {
                        const ssize_t got = ::pread(fd, out, std::min<std::size_t>(size, std::size_t{1} << 30),
                                                    static_cast<off_t>(offset));
                        if (got < 0 && errno == EINTR) continue;
                        if (got < 0) throw Error("cannot read " + path + ": " + errno_text());
                        if (got == 0) throw Error("cannot read " + path + ": the file shrank while being read");
                        out += got;
                        offset += static_cast<uint64_t>(got);
                        size -= static_cast<std::size_t>(got);
                      }
                    }};
}

template <typename T>
std::vector<T> get_typed(const SafetensorsFile& file, const std::string& name, const char* dtype,
                         const std::vector<int64_t>* expected_shape) {
  const Tensor& tensor = file.at(name);
  if (tensor.dtype != dtype) {
    throw Error("tensor " + quoted(name) + " has dtype " + tensor.dtype + ", but " + dtype + " is expected");
  }
  if (expected_shape && tensor.shape != *expected_shape) {
    throw Error("tensor " + quoted(name) + " has shape " + shape_to_string(tensor.shape) + ", but " +
                shape_to_string(*expected_shape) + " is expected");
  }
  check_tensor("tensor " + quoted(name), tensor);
  return load_little_endian<T>(tensor.bytes);
}

template <typename T>
void put_typed(SafetensorsFile& file, const std::string& name, const char* dtype, std::vector<int64_t> shape,
               const T* data) {
  Tensor tensor{dtype, std::move(shape), {}};
  std::size_t count = 0;
  if (!checked_element_count(tensor.shape, count)) {
    throw Error("tensor " + quoted(name) + " has an impossible shape " + shape_to_string(tensor.shape));
  }
  tensor.bytes.resize(count * sizeof(T));
  if (count) store_little_endian(data, count, tensor.bytes.data());
  file.put(name, std::move(tensor));
}

}  // namespace

std::size_t dtype_size(std::string_view dtype) {
  static const std::map<std::string_view, std::size_t> sizes = {
      {"BOOL", 1}, {"U8", 1},  {"I8", 1},  {"F8_E5M2", 1}, {"F8_E4M3", 1}, {"F8_E8M0", 1},
      {"I16", 2},  {"U16", 2}, {"F16", 2}, {"BF16", 2},    {"I32", 4},     {"U32", 4},
      {"F32", 4},  {"I64", 8}, {"U64", 8}, {"F64", 8},     {"C64", 8}};
  const auto it = sizes.find(dtype);
  if (it == sizes.end()) {
    throw Error("unknown dtype \"" + std::string(dtype) +
                "\" (known: BOOL, U8, I8, F8_E5M2, F8_E4M3, F8_E8M0, I16, U16, F16, BF16, I32, U32, F32, I64, U64, "
                "F64, C64)");
  }
  return it->second;
}

std::string shape_to_string(const std::vector<int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(shape[i]);
  }
  return text + "]";
}

std::size_t Tensor::element_count() const {
  std::size_t count = 1;
  for (int64_t dim : shape) count *= static_cast<std::size_t>(dim);
  return count;
}

void SafetensorsFile::put(const std::string& name, Tensor tensor) {
  if (name == "__metadata__") throw Error("a tensor cannot be called \"__metadata__\" (the name is reserved)");
  check_tensor("tensor " + quoted(name), tensor);
  tensors[name] = std::move(tensor);
}

const Tensor& SafetensorsFile::at(const std::string& name) const {
  const auto it = tensors.find(name);
  if (it == tensors.end()) throw Error("there is no tensor named " + quoted(name));
  return it->second;
}

void SafetensorsFile::put_f32(const std::string& name, std::vector<int64_t> shape, const float* data) {
  put_typed(*this, name, "F32", std::move(shape), data);
}
void SafetensorsFile::put_f32(const std::string& name, std::vector<int64_t> shape, const std::vector<float>& data) {
  std::size_t count = 0;
  if (checked_element_count(shape, count) && count != data.size()) {
    throw Error("tensor " + quoted(name) + " of shape " + shape_to_string(shape) + " needs " + std::to_string(count) +
                " values, but " + std::to_string(data.size()) + " were given");
  }
  put_typed(*this, name, "F32", std::move(shape), data.data());
}
std::vector<float> SafetensorsFile::get_f32(const std::string& name) const {
  return get_typed<float>(*this, name, "F32", nullptr);
}
std::vector<float> SafetensorsFile::get_f32(const std::string& name, const std::vector<int64_t>& expected_shape) const {
  return get_typed<float>(*this, name, "F32", &expected_shape);
}

void SafetensorsFile::put_f64(const std::string& name, std::vector<int64_t> shape, const double* data) {
  put_typed(*this, name, "F64", std::move(shape), data);
}
std::vector<double> SafetensorsFile::get_f64(const std::string& name) const {
  return get_typed<double>(*this, name, "F64", nullptr);
}
std::vector<double> SafetensorsFile::get_f64(const std::string& name,
                                             const std::vector<int64_t>& expected_shape) const {
  return get_typed<double>(*this, name, "F64", &expected_shape);
}

void SafetensorsFile::put_i64(const std::string& name, std::vector<int64_t> shape, const int64_t* data) {
  put_typed(*this, name, "I64", std::move(shape), data);
}
std::vector<int64_t> SafetensorsFile::get_i64(const std::string& name) const {
  return get_typed<int64_t>(*this, name, "I64", nullptr);
}
std::vector<int64_t> SafetensorsFile::get_i64(const std::string& name,
                                              const std::vector<int64_t>& expected_shape) const {
  return get_typed<int64_t>(*this, name, "I64", &expected_shape);
}

void SafetensorsFile::put_u8(const std::string& name, const std::vector<uint8_t>& data) {
  put(name, Tensor{"U8", {static_cast<int64_t>(data.size())}, data});
}
std::vector<uint8_t> SafetensorsFile::get_u8(const std::string& name) const {
  const Tensor& tensor = at(name);
  if (tensor.dtype != "U8") {
    throw Error("tensor " + quoted(name) + " has dtype " + tensor.dtype + ", but U8 is expected");
  }
  return tensor.bytes;
}

std::vector<uint8_t> serialize_safetensors(const SafetensorsFile& file) {
  const std::string header = build_header(file);
  std::vector<uint8_t> bytes(8 + header.size());
  store_u64_le(header.size(), bytes.data());
  std::memcpy(bytes.data() + 8, header.data(), header.size());
  for (const auto& [name, tensor] : file.tensors) bytes.insert(bytes.end(), tensor.bytes.begin(), tensor.bytes.end());
  return bytes;
}

void write_safetensors(const std::string& path, const SafetensorsFile& file) {
  const std::string header = build_header(file);  // validates everything before touching the disk
  // A temporary beside the destination (so that the rename stays on one file system), renamed
  // into place once whole.
  files::AtomicFile out(path);
  uint8_t size_bytes[8];
  store_u64_le(header.size(), size_bytes);
  out.write(size_bytes, 8);
  out.write(header.data(), header.size());
  for (const auto& [name, tensor] : file.tensors) out.write(tensor.bytes.data(), tensor.bytes.size());
  out.commit();
}

SafetensorsFile read_safetensors(const std::string& path) {
  // Asked before opening: opening a FIFO for reading would wait for a writer forever.
  files::require_regular_file(path, "the checkpoint");
  const FileDescriptor in = open_regular(path);
  return parse(pread_source(in.fd, path), path);
}

SafetensorsFile parse_safetensors(const std::vector<uint8_t>& bytes, const std::string& name) {
  const ByteSource source{bytes.size(), [&](uint64_t offset, std::size_t size, uint8_t* out) {
                            std::memcpy(out, bytes.data() + offset, size);
                          }};
  return parse(source, name);
}

// --- SafetensorsReader ----------------------------------------------------------------------

namespace {

// n elements of `dtype` at `offset` as floats into `to` (chunk: a buffer for the bytes).
void read_piece(const ByteSource& source, const std::string& dtype, std::size_t element_size, uint64_t offset,
                std::size_t n, std::vector<uint8_t>& chunk, float* to) {
  // F32 on a little-endian machine is already the engine's floats: read straight into place.
  if (element_size == 4 && std::endian::native == std::endian::little) {
    source.read(offset, n * 4, reinterpret_cast<uint8_t*>(to));
    return;
  }
  chunk.resize(n * element_size);
  source.read(offset, chunk.size(), chunk.data());
  const uint8_t* from = chunk.data();
  switch (element_size) {
    case 4:  // F32
      for (std::size_t i = 0; i < n; ++i) to[i] = std::bit_cast<float>(load_le<uint32_t>(from + 4 * i));
      break;
    case 8:  // F64
      for (std::size_t i = 0; i < n; ++i)
        to[i] = static_cast<float>(std::bit_cast<double>(load_le<uint64_t>(from + 8 * i)));
      break;
    default:  // 2 bytes: BF16 or F16
      if (dtype == "BF16") {
        for (std::size_t i = 0; i < n; ++i)
          to[i] = static_cast<float>(Eigen::numext::bit_cast<Eigen::bfloat16>(load_le<uint16_t>(from + 2 * i)));
      } else {
        for (std::size_t i = 0; i < n; ++i)
          to[i] = static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(load_le<uint16_t>(from + 2 * i)));
      }
  }
}

}  // namespace

SafetensorsReader::SafetensorsReader(const std::string& path) : path_(path) {
  files::require_regular_file(path, "the weights");
  FileDescriptor in = open_regular(path);
  const ByteSource source = pread_source(in.fd, path);
  Header header = parse_header(source, path);
  header_ = std::move(header.file);
  for (const Entry& entry : header.entries) offsets_[entry.name] = header.data_start + entry.begin;
  fd_ = std::exchange(in.fd, -1);
}

SafetensorsReader::~SafetensorsReader() {
  if (fd_ >= 0) ::close(fd_);
}

const Tensor& SafetensorsReader::at(const std::string& name) const {
  const auto it = header_.tensors.find(name);
  if (it == header_.tensors.end()) throw Error(path_ + " has no tensor " + quoted(name));
  return it->second;
}

void SafetensorsReader::read_f32(const std::string& name, float* out, std::size_t first_element,
                                 std::size_t element_count) const {
  const Tensor& tensor = at(name);
  const std::string& dtype = tensor.dtype;
  if (dtype != "F32" && dtype != "F16" && dtype != "BF16" && dtype != "F64")
    throw Error(path_ + ": tensor " + quoted(name) + " is " + dtype + "; weights are read from F32, F16, BF16 or F64");
  const std::size_t element_size = dtype_size(dtype), total = tensor.element_count();
  if (first_element > total || (element_count != kAll && element_count > total - first_element))
    throw Error(path_ + ": tensor " + quoted(name) + " has " + std::to_string(total) + " elements, not " +
                std::to_string(first_element) + " + " + std::to_string(element_count));
  const std::size_t count = element_count == kAll ? total - first_element : element_count;
  const ByteSource source = pread_source(fd_, path_);
  const uint64_t offset = offsets_.at(name) + first_element * element_size;
  // In pieces of 4 MiB of floats, read by as many threads as OpenMP has: copying from the page
  // cache and the first touch of `out`'s pages take two cores half the time of one. A piece in
  // another dtype is converted through a buffer of its own, so no second copy of a tensor is made.
  constexpr std::size_t kPieceElements = std::size_t{1} << 20;
  const std::size_t pieces = (count + kPieceElements - 1) / kPieceElements;
  std::exception_ptr failure;
#pragma omp parallel if (pieces > 1)
  {
    std::vector<uint8_t> chunk;
#pragma omp for schedule(dynamic, 1)
    for (std::size_t piece = 0; piece < pieces; ++piece) {
      const std::size_t first = piece * kPieceElements, n = std::min(kPieceElements, count - first);
      try {
        read_piece(source, dtype, element_size, offset + first * element_size, n, chunk, out + first);
      } catch (...) {
#pragma omp critical(twb_safetensors_read_failure)
        if (!failure) failure = std::current_exception();
      }
    }
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace twb::io
