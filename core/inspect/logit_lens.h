// The logit lens (nostalgebraist, 2020): what each layer already predicts. The decoder's residual
// stream after the embedding and after each layer is read as the model reads its last one —
// through the final LayerNorm (pre-norm models) and the output layer — giving at every position a
// distribution over the vocabulary per layer: its top token, and the probability of the token that
// really comes next. The last layer's reading is the model's own output. For a GPT on a text and
// for a translation's decoder on a sentence pair (teacher-forced), in evaluation mode. Values
// copied out of the engine; not thread-safe with training (call it on the thread that owns the model).
#pragma once

#include <string>
#include <vector>

#include "inspect/heatmap.h"
#include "train/language_model.h"
#include "train/translation.h"

namespace twb::inspect {

struct LogitLens {
  std::string text, target;           // what the lens read (translation: the source and target)
  std::vector<std::string> inputs;    // the rows: the token at each position (<sos> y1 … yn)
  std::vector<std::string> expected;  // the token each position should predict (y1 … yn <eos>)
  std::vector<std::string> readings;  // the columns: "embedding", "layer 1", …, "layer L"
  int rows = 0, cols = 0;
  std::vector<std::string> top_tokens;       // [row * cols + col]: the most probable token
  std::vector<double> top_probabilities;     // its probability
  std::vector<double> expected_probability;  // the probability of the expected token

  size_t at(int row, int col) const { return static_cast<size_t>(row) * static_cast<size_t>(cols) + col; }
  // p(expected token) as a heatmap, positions × readings, labelled.
  Heatmap heatmap() const;
};

// The GPT's lens on `text` (<sos> and its tokens, cut to the window). Throws twb::Error for an
// empty text.
LogitLens logit_lens(LanguageModel& model, const std::string& text);
// The translation decoder's lens on (source, target); an empty target: the model's own greedy
// translation.
LogitLens logit_lens(TranslationModel& model, const std::string& source, const std::string& target = "");

}  // namespace twb::inspect
