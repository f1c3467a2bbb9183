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
  double score = 0;             // what beam search ranks by (DecodeSettings); = log_probability for greedy
  double coverage = 0;          // beam search with a coverage penalty: Σ_i log(min(Σ_j p_ij, 1)) (≤ 0), else 0
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
  int beam_width = 1;  // 1: greedy
  // A hypothesis y of the source x is ranked by
  //   log p(y|x) / ((5 + |y|) / 6)^α  +  γ · min(|y|, L*),   L* = ratio · |x| + 1
  // (|y| counts <eos>): GNMT's length penalty, and the bounded word reward of Yang, Huang & Ma
  // ("Breaking the beam search curse", 2018): every token up to the length the training data leads
  // one to expect earns γ, and none after it, so the reward undoes the search's preference for
  // short outputs without rewarding rambling. Both 0: rank by log-probability.
  // α = 1, γ = 0.5 were chosen on Multi30k's validation split (bench/beam_length_penalty.sh; docs/benchmarks.md,
  // "Beam search"): on four models (30 minutes, and three of 800 steps) they beat GNMT's α = 2
  // alone, the previous default, by 0.3-1.0 BLEU, and keep the 800-step models' beams from growing
  // past their references.
  double length_penalty = 1.0;
  double word_reward = 0.5;
  // GNMT's coverage penalty β (Wu et al. 2016, eq. 14): the rank above gains
  //   β · Σ_i log(min(Σ_j p_ij, 1))
  // over the source's tokens i, where p_ij is the attention output token j paid to source token i
  // (the last decoder layer's cross-attention, the mean over its heads, <eos> included). A
  // hypothesis that never looked at some source word, the usual way a translation leaves one out,
  // loses score; attention past 1 earns nothing. 0: none.
  double coverage_penalty = 0.0;
  // Output tokens per source token, without <eos>, on the model's training pairs (TranslationModel
  // fills it in from its checkpoint); 1.0 where the data is not known.
  double target_length_ratio = 1.0;
  int max_output_tokens = 0;  // 0: source length + kOutputMargin, capped by the model's max_len
  int top_k = 0;              // record the top-k probabilities at each step (greedy)
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
