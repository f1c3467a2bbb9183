// A run's data as its model reads it (token ids, the engine's batches and their order in each
// epoch), for the same experiment on another engine: the PyTorch job (train/job_export.h,
// docs/pytorch.md).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace twb {

// Sequences of token ids end to end: sequence i is ids[offsets[i], offsets[i + 1]).
struct TokenSequences {
  std::vector<int32_t> ids;
  std::vector<int64_t> offsets{0};
  void add(const std::vector<int32_t>& sequence) {
    ids.insert(ids.end(), sequence.begin(), sequence.end());
    offsets.push_back(static_cast<int64_t>(ids.size()));
  }
  size_t size() const { return offsets.size() - 1; }
};

// One split: its sequences by field ("source" and "target"; "text") and, for a classifier, the
// class of each example.
struct JobSplit {
  std::string name;  // "train", "validation", "test"
  std::vector<std::pair<std::string, TokenSequences>> fields;
  std::vector<int32_t> labels;
};

struct JobData {
  std::vector<JobSplit> splits;  // train first
  // The training split's batches (example indices in row order) and, per epoch from 0, the order
  // in which the epoch takes them.
  std::vector<std::vector<int>> batches;
  std::vector<std::vector<size_t>> orders;
};

// The field of each example a member points to, as sequences: sequences(pairs, &EncodedPair::source).
template <class Example>
TokenSequences sequences(const std::vector<Example>& examples, std::vector<int32_t> Example::*field) {
  TokenSequences out;
  for (const Example& e : examples) out.add(e.*field);
  return out;
}

}  // namespace twb
