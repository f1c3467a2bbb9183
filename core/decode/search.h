// Decoding an encoder–decoder: greedy and beam search, both on the cached incremental decoder, so
// each new token costs one position rather than a recompute of the prefix.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "model/seq2seq.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct Hypothesis {
  std::vector<int32_t> tokens;  // the output, without <sos> and <eos>
  double log_probability = 0;   // Σ log p of the chosen tokens, <eos> included when produced
  double score = 0;             // log_probability / length penalty (beam search); = log_probability for greedy
  bool finished = false;        // ended: with <eos>, or cut at the length limit (which scores <eos> there)
  // Per output step, the top-k next-token probabilities (id, p), when asked for.
  std::vector<std::vector<std::pair<int32_t, float>>> top_k;
};

// The default output limit is the source's length + kOutputMargin tokens. A model that has not
// learnt to stop repeats itself up to the limit, and every token past the reference's length costs
// BLEU precision; 20 is the PyTorch peer's margin (../shared/bench/torch_seq2seq.py). It was 50:
// the 800-step model of the equal-steps comparison then wrote 4.9 % more tokens than the references
// (BLEU 24.62), with 20 it scores 25.50.
inline constexpr int kOutputMargin = 20;

struct DecodeSettings {
  int beam_width = 1;           // 1: greedy
  // α of GNMT's ((5 + |Y|) / 6)^α; 0 ranks by log-probability. 2.0 was chosen on Multi30k's
  // validation split (tests/beam_length_penalty.sh, the small model after 30 minutes: beam 4's
  // BLEU 35.93 / 36.08 / 36.46 / 36.55 / 36.52 / 36.47 / 34.87 at α 0.6 / 1 / 1.5 / 2 / 2.25 / 2.5 /
  // 3, greedy 34.42): the model's own translations are short, and a weak penalty keeps them so.
  double length_penalty = 2.0;
  int max_output_tokens = 0;    // 0: source length + kOutputMargin, capped by the model's max_len
  int top_k = 0;                // record the top-k probabilities at each step (greedy)
};

// Greedy decoding of a batch of sources (B, S): each sequence takes its most likely next token.
// Each sentence gets exactly what it gets alone (the same tokens and log-probabilities, bit for
// bit), whatever the batch: its output limit comes from its own length, and the model's decoding
// computes each row on its own (Seq2SeqTransformer). Finished sentences leave the batch.
std::vector<Hypothesis> greedy_decode(Seq2SeqTransformer& model, const TokenBatch& source,
                                      const DecodeSettings& settings = {});

// Beam search for one source sentence; returns up to beam_width hypotheses, best first.
// Beam width 1 gives greedy's output.
std::vector<Hypothesis> beam_search(Seq2SeqTransformer& model, const std::vector<int32_t>& source,
                                    const DecodeSettings& settings);
// Beam search for a batch of sources (B, S), each sentence's beams side by side in one decoder
// batch (B * beam_width rows), so that every step is one product over all of them. Each sentence
// gets exactly the hypotheses it gets alone (the same tokens and scores, bit for bit): its limit
// comes from its own length, each row of the decoder is computed on its own, and a sentence's
// choices read only its own rows. Ended sentences leave the batch.
std::vector<std::vector<Hypothesis>> beam_search(Seq2SeqTransformer& model, const TokenBatch& sources,
                                                 const DecodeSettings& settings);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
