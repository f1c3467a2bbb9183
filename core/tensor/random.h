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
  void reset(uint64_t seed) {
    seed_ = seed;
    next_stream_ = 0;
  }
  uint64_t seed() const { return seed_; }
  uint64_t streams_used() const { return next_stream_; }

  // 32 random bits at (stream, index), for draws made by the million (dropout masks): a 32-bit
  // hash of the index under the stream's key, whose multiplies and shifts a compiler turns into
  // AVX2/AVX-512 code eight or sixteen at a time. `index` < 2^32.
  struct Bits32 {
    uint32_t key_low = 0, key_high = 0;
    uint32_t operator()(uint32_t index) const { return hash32(hash32(index ^ key_low) + key_high); }
  };
  Bits32 bits32(uint64_t stream) const {
    const uint64_t key = mix(seed_ + 0x9E3779B97F4A7C15ULL * (stream + 1));
    return {static_cast<uint32_t>(key), static_cast<uint32_t>(key >> 32)};
  }
  // Chris Wellons' lowbias32: a bijection of 32-bit words with good avalanche.
  static uint32_t hash32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7FEB352DU;
    x ^= x >> 15;
    x *= 0x846CA68BU;
    x ^= x >> 16;
    return x;
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
