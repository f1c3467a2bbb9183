#include "train/batching.h"

#include <algorithm>
#include <numeric>

#include "text/special_tokens.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {
int padded_length(const EncodedPair& p) {
  return std::max(static_cast<int>(p.source.size()), static_cast<int>(p.target.size()) + 1);
}
}  // namespace

std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedPair>& pairs, int token_budget) {
  std::vector<int> order(pairs.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const auto& pa = pairs[static_cast<size_t>(a)];
    const auto& pb = pairs[static_cast<size_t>(b)];
    if (pa.target.size() != pb.target.size()) return pa.target.size() < pb.target.size();
    return pa.source.size() < pb.source.size();
  });
  std::vector<std::vector<int>> batches;
  std::vector<int> current;
  int longest = 0;
  for (int index : order) {
    const int length = padded_length(pairs[static_cast<size_t>(index)]);
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

Seq2SeqBatch make_batch(const std::vector<EncodedPair>& pairs, const std::vector<int>& indices) {
  Seq2SeqBatch batch;
  const int b_count = static_cast<int>(indices.size());
  int source_length = 1, target_length = 1;
  for (int i : indices) {
    source_length = std::max(source_length, static_cast<int>(pairs[static_cast<size_t>(i)].source.size()));
    target_length = std::max(target_length, static_cast<int>(pairs[static_cast<size_t>(i)].target.size()) + 1);
  }
  batch.source = TokenBatch{b_count, source_length, std::vector<int32_t>(static_cast<size_t>(b_count) * source_length, kPadId)};
  batch.target_input = TokenBatch{b_count, target_length, std::vector<int32_t>(static_cast<size_t>(b_count) * target_length, kPadId)};
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
