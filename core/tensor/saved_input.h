// What a layer keeps of a forward input that its backward reads again (Linear's x, attention's q,
// k and v, the embedding's token ids, the loss's targets): a pointer, so that nothing is copied,
// and a fingerprint of the value, so that a caller who changed or reused the buffer between the
// forward and the backward gets an error saying so instead of a silently wrong gradient.
//
// The fingerprint is the shape, the address and a hash of the contents: in debug builds every
// element, in release builds 16 evenly spaced ones (the first and the last among them), which
// costs nothing next to the backward's products.
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace twb {

namespace detail {

inline uint64_t mix_into(uint64_t hash, uint64_t value) {
  hash ^= value + 0x9E3779B97F4A7C15ULL + (hash << 6) + (hash >> 2);
  return hash;
}

// A hash of n elements of `data` (all in debug builds, 16 spread over them in release builds).
template <class T>
uint64_t contents_hash(const T* data, size_t n) {
  uint64_t hash = n;
#ifdef NDEBUG
  const size_t samples = n < 16 ? n : 16;
#else
  const size_t samples = n;
#endif
  for (size_t s = 0; s < samples; ++s) {
    const size_t i = samples == n ? s : (samples > 1 ? s * (n - 1) / (samples - 1) : 0);
    uint64_t bits = 0;
    std::memcpy(&bits, data + i, sizeof(T) < sizeof(bits) ? sizeof(T) : sizeof(bits));
    hash = mix_into(hash, bits);
  }
  return hash;
}

}  // namespace detail

struct InputFingerprint {
  const void* address = nullptr;
  int64_t rows = 0, cols = 0;
  uint64_t contents = 0;
  bool operator==(const InputFingerprint&) const = default;
};

template <class Scalar, int Options>
InputFingerprint fingerprint_of(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Options>& m) {
  return {m.data(), m.rows(), m.cols(), detail::contents_hash(m.data(), static_cast<size_t>(m.size()))};
}
inline InputFingerprint fingerprint_of(const std::vector<int32_t>& v) {
  return {v.data(), static_cast<int64_t>(v.size()), 1, detail::contents_hash(v.data(), v.size())};
}
inline InputFingerprint fingerprint_of(const TokenBatch& b) {
  return {b.ids.data(), b.batch, b.length, detail::contents_hash(b.ids.data(), b.ids.size())};
}

template <class T>
class SavedInput {
 public:
  void save(const T& value) {
    value_ = &value;
    fingerprint_ = fingerprint_of(value);
  }
  // The saved input; throws std::logic_error naming `layer` when there is none or it changed.
  const T& get(const char* layer) const {
    if (!value_) throw std::logic_error(std::string(layer) + ": backward without a forward");
    if (!(fingerprint_of(*value_) == fingerprint_))
      throw std::logic_error(std::string(layer) +
                             ": the input of the forward pass changed before the backward (a buffer reused or "
                             "resized in between?); its gradient would be wrong");
    return *value_;
  }
  bool empty() const { return value_ == nullptr; }

 private:
  const T* value_ = nullptr;
  InputFingerprint fingerprint_;
};

}  // namespace twb
