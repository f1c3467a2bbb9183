// Batches for the encoder–decoder: pairs bucketed by length so that little is padding, each batch
// holding at most a budget of (padded) tokens.
#pragma once

#include <cstdint>
#include <vector>

#include "model/seq2seq.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// A sentence pair as token ids, without <sos>/<eos> (the batch adds them).
struct EncodedPair {
  std::vector<int32_t> source;
  std::vector<int32_t> target;
};

// Sorts pair indices by (target length, source length) and cuts them into batches so that
// pairs × max(padded source length, padded target length + 1) <= token_budget. A pair longer than
// the budget alone still gets a batch of its own. Deterministic.
std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedPair>& pairs, int token_budget);

// Pads the chosen pairs into a batch: source (B, S); target_input <sos> y (B, T);
// target_output y <eos> (B*T), with T = longest target + 1.
Seq2SeqBatch make_batch(const std::vector<EncodedPair>& pairs, const std::vector<int>& indices);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
