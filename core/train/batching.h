// Batches for the three models: examples bucketed by length so that little is padding, each batch
// holding at most a budget of (padded) tokens. Each kind of example has a bucket_batches and a
// make_batch; the trainer is written once against them.
#pragma once

#include <cstdint>
#include <vector>

#include "model/classifier.h"
#include "model/gpt.h"
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

// A line of text for the language model, as token ids without <sos>/<eos> (the batch adds them).
struct EncodedText {
  std::vector<int32_t> tokens;
};
// Sorted by length; texts × (longest + 1) <= token_budget.
std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedText>& texts, int token_budget);
// input <sos> x (B, T); target_output x <eos> (B*T), with T = longest + 1.
LanguageModelBatch make_batch(const std::vector<EncodedText>& texts, const std::vector<int>& indices);

// A labelled sequence for the classifier: token ids without [CLS], and the class index.
struct EncodedExample {
  std::vector<int32_t> tokens;
  int32_t label = 0;
};
// Sorted by length; examples × (longest + 1) <= token_budget.
std::vector<std::vector<int>> bucket_batches(const std::vector<EncodedExample>& examples, int token_budget);
// input [CLS] x (B, T), T = longest + 1; labels (B); target_tokens counts the real input tokens.
ClassifierBatch make_batch(const std::vector<EncodedExample>& examples, const std::vector<int>& indices);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
