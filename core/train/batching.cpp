#include "train/batching.h"

#include <algorithm>
#include <numeric>
#include <utility>

#include "text/special_tokens.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {
int padded_length(const EncodedPair& p) {
  return std::max(static_cast<int>(p.source.size()), static_cast<int>(p.target.size()) + 1);
}

// Cuts indices, already in length order, into batches of at most token_budget padded tokens.
std::vector<std::vector<int>> cut_into_batches(const std::vector<int>& order, const std::vector<int>& padded_lengths,
                                               int token_budget) {
  std::vector<std::vector<int>> batches;
  std::vector<int> current;
  int longest = 0;
  for (int index : order) {
    const int length = padded_lengths[static_cast<size_t>(index)];
    const int new_longest = std::max(longest, length);
    if (!current.empty() && static_cast<int64_t>(current.size() + 1) * new_longest > token_budget) {
      batches.push_back(std::move(current));
      current.clear();
      longest = 0;
    }
    current.push_back(index);
    longest = std::max(longest, length);
  }
  if (!current.empty()) batches.push_back(std::move(current));
  return batches;
}

// Single sequences: sorted by length, each padded to its length + 1 (the <sos> or [CLS]).
template <class Example>
std::vector<std::vector<int>> bucket_sequences(const std::vector<Example>& examples, int token_budget) {
  std::vector<int> order(examples.size()), lengths(examples.size());
  std::iota(order.begin(), order.end(), 0);
  for (size_t i = 0; i < examples.size(); ++i) lengths[i] = static_cast<int>(examples[i].tokens.size()) + 1;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return lengths[static_cast<size_t>(a)] < lengths[static_cast<size_t>(b)]; });
  return cut_into_batches(order, lengths, token_budget);
}

}  // namespace

std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedPair>& pairs, int token_budget) {
  std::vector<int> order(pairs.size()), lengths(pairs.size());
  std::iota(order.begin(), order.end(), 0);
  for (size_t i = 0; i < pairs.size(); ++i) lengths[i] = padded_length(pairs[i]);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const auto& pa = pairs[static_cast<size_t>(a)];
    const auto& pb = pairs[static_cast<size_t>(b)];
    if (pa.target.size() != pb.target.size()) return pa.target.size() < pb.target.size();
    return pa.source.size() < pb.source.size();
  });
  return cut_into_batches(order, lengths, token_budget);
}

std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedText>& texts, int token_budget) {
  return bucket_sequences(texts, token_budget);
}

std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedExample>& examples, int token_budget) {
  return bucket_sequences(examples, token_budget);
}

LanguageModelBatch make_batch(const std::vector<EncodedText>& texts, const std::vector<int>& indices) {
  LanguageModelBatch batch;
  const int b_count = static_cast<int>(indices.size());
  int length = 1;
  for (int i : indices) length = std::max(length, static_cast<int>(texts[static_cast<size_t>(i)].tokens.size()) + 1);
  batch.input = TokenBatch{b_count, length, std::vector<int32_t>(static_cast<size_t>(b_count) * length, kPadId)};
  batch.target_output.assign(static_cast<size_t>(b_count) * length, kPadId);
  for (int b = 0; b < b_count; ++b) {
    const auto& tokens = texts[static_cast<size_t>(indices[static_cast<size_t>(b)])].tokens;
    const size_t row = static_cast<size_t>(b) * length;
    batch.input.ids[row] = kSosId;
    for (size_t t = 0; t < tokens.size(); ++t) {
      batch.input.ids[row + t + 1] = tokens[t];
      batch.target_output[row + t] = tokens[t];
    }
    batch.target_output[row + tokens.size()] = kEosId;
    batch.target_tokens += static_cast<int>(tokens.size()) + 1;
  }
  return batch;
}

ClassifierBatch make_batch(const std::vector<EncodedExample>& examples, const std::vector<int>& indices) {
  ClassifierBatch batch;
  const int b_count = static_cast<int>(indices.size());
  int length = 1;
  for (int i : indices) length = std::max(length, static_cast<int>(examples[static_cast<size_t>(i)].tokens.size()) + 1);
  batch.input = TokenBatch{b_count, length, std::vector<int32_t>(static_cast<size_t>(b_count) * length, kPadId)};
  batch.labels.resize(static_cast<size_t>(b_count));
  for (int b = 0; b < b_count; ++b) {
    const EncodedExample& example = examples[static_cast<size_t>(indices[static_cast<size_t>(b)])];
    const size_t row = static_cast<size_t>(b) * length;
    batch.input.ids[row] = kSosId;  // [CLS]
    std::copy(example.tokens.begin(), example.tokens.end(),
              batch.input.ids.begin() + static_cast<std::ptrdiff_t>(row + 1));
    batch.labels[static_cast<size_t>(b)] = example.label;
    batch.target_tokens += static_cast<int>(example.tokens.size()) + 1;
  }
  return batch;
}

Seq2SeqBatch make_batch(const std::vector<EncodedPair>& pairs, const std::vector<int>& indices) {
  Seq2SeqBatch batch;
  const int b_count = static_cast<int>(indices.size());
  int source_length = 1, target_length = 1;
  for (int i : indices) {
    source_length = std::max(source_length, static_cast<int>(pairs[static_cast<size_t>(i)].source.size()));
    target_length = std::max(target_length, static_cast<int>(pairs[static_cast<size_t>(i)].target.size()) + 1);
  }
  batch.source =
      TokenBatch{b_count, source_length, std::vector<int32_t>(static_cast<size_t>(b_count) * source_length, kPadId)};
  batch.target_input =
      TokenBatch{b_count, target_length, std::vector<int32_t>(static_cast<size_t>(b_count) * target_length, kPadId)};
  batch.target_output.assign(static_cast<size_t>(b_count) * target_length, kPadId);
  for (int b = 0; b < b_count; ++b) {
    const EncodedPair& pair = pairs[static_cast<size_t>(indices[static_cast<size_t>(b)])];
    const size_t src_row = static_cast<size_t>(b) * source_length;
    std::copy(pair.source.begin(), pair.source.end(), batch.source.ids.begin() + static_cast<std::ptrdiff_t>(src_row));
    const size_t trg_row = static_cast<size_t>(b) * target_length;
    batch.target_input.ids[trg_row] = kSosId;
    for (size_t t = 0; t < pair.target.size(); ++t) {
      batch.target_input.ids[trg_row + t + 1] = pair.target[t];
      batch.target_output[trg_row + t] = pair.target[t];
    }
    batch.target_output[trg_row + pair.target.size()] = kEosId;
    batch.target_tokens += static_cast<int>(pair.target.size()) + 1;
  }
  return batch;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
