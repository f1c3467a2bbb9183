// Counter-based random numbers. The value drawn at (stream, index) depends only on the seed, the
// stream and the index, never on which thread asks or in which order, so dropout masks are the same
// for any thread count and a layer can draw them in parallel. (The idea of PyTorch's Philox
// generator; the mixing function is SplitMix64's finalizer.)
#pragma once

#include <cstdint>

namespace twb {

class CounterRng {
 public:
  explicit CounterRng(uint64_t seed = 0) : seed_(seed) {}

  // A fresh stream for one use (one dropout mask); successive calls give different streams.
  uint64_t new_stream() { return next_stream_++; }
  // Restart the sequence of streams, e.g. to replay the same forward pass in a gradient check.
  void reset(uint64_t seed) { seed_ = seed; next_stream_ = 0; }
  uint64_t seed() const { return seed_; }
  uint64_t streams_used() const { return next_stream_; }

  // Uniform in [0, 1) with 53 random bits.
  double uniform(uint64_t stream, uint64_t index) const {
    const uint64_t key = mix(seed_ + 0x9E3779B97F4A7C15ULL * (stream + 1));
    return static_cast<double>(mix(key ^ (index * 0xD1B54A32D192ED03ULL)) >> 11) * 0x1.0p-53;
  }

  static uint64_t mix(uint64_t z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  uint64_t seed_ = 0;
  uint64_t next_stream_ = 0;
};

}  // namespace twb
