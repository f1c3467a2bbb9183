// Generating text with the decoder-only model: greedy, temperature, top-k and top-p (nucleus)
// sampling, on the cached model so that each new token costs one position. Reproducible: the
// random draws come from std::mt19937_64 seeded with the settings' seed.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "model/gpt.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct SamplingSettings {
  int max_new_tokens = 50;   // stops earlier at <eos> or at the context window
  double temperature = 1.0;  // 0: greedy (the most likely token every time)
  int top_k = 0;             // keep the k most likely tokens; 0: all
  double top_p = 1.0;        // keep the smallest set of most likely tokens whose mass reaches p; 1: all
  uint64_t seed = 0;
  int record_top = 10;  // per step, keep this many candidates of the distribution (for the views)

  void validate() const;  // throws twb::Error naming the impossible value
};

// The distribution a step draws from, most likely first: softmax(logits / T) restricted to the
// top-k tokens, then to the smallest prefix whose mass reaches top_p, renormalised. With T = 0 it
// is all on the arg-max. Specials other than <eos> are never proposed.
std::vector<std::pair<int32_t, double>> sampling_distribution(const std::vector<float>& logits,
                                                              const SamplingSettings& settings);

struct GenerationStep {
  int32_t token = 0;                // the chosen token
  double model_probability = 0;     // its probability under the model: softmax(logits) at T = 1, unfiltered
  double sampling_probability = 0;  // its probability under the distribution it was drawn from (T, top-k, top-p)
  std::vector<float> logits;        // the raw next-token logits (V): the views re-rank them live
};

struct Generation {
  std::vector<int32_t> tokens;        // the continuation, without <eos>
  std::vector<GenerationStep> steps;  // one per generated token (<eos> included when produced)
  bool finished = false;              // produced <eos>
};

// softmax(logits) of `token` over the candidates (every ordinary token and <eos>), in double: the
// model's own probability, whatever the sampling settings.
double model_probability(const std::vector<float>& logits, int32_t token);

// Continues `prompt` (token ids, starting with <sos>).
Generation generate(GptTransformer& model, const std::vector<int32_t>& prompt, const SamplingSettings& settings);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
