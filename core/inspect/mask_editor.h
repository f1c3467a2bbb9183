// The mask editor: one sentence run teacher-forced twice, under the model's own attention masks
// and under masks with cells set by hand (nn/attention.h, MaskEdit: block a key for a query, or let
// a query see a later key), with what changes — every head's attention of the edited kind, the
// prediction and the probability of the right token at each position, and the loss.
#pragma once

#include <string>
#include <vector>

#include "inspect/snapshots.h"
#include "nn/attention.h"

namespace twb::inspect {

struct MaskedRun {
  AttentionKind kind = AttentionKind::decoder_self;  // the kind whose mask and maps these are
  std::vector<MaskEdit> edits;
  std::vector<std::string> queries, keys;  // the kind's row and column tokens
  std::vector<uint8_t> own_mask, mask;     // (queries × keys), 1 = may attend: the model's own, and edited
  // The kind's attention under the model's own masks and under the edited ones, [layer * heads + head].
  std::vector<Heatmap> own_maps, maps;
  int layers = 0, heads = 0;
  // At each predicted position (translate: each target token; lm: each next token; classify: the
  // class): the right token, the model's choice and p(right) under its own masks and edited.
  std::vector<std::string> expected, own_choice, choice;
  std::vector<double> own_probability, probability;
  double own_loss = 0, loss = 0;  // the mean of −ln p(right), nats

  const Heatmap& map(int layer, int head, bool edited = true) const;
  bool allowed(int query, int key, bool edited = true) const;
};

// Translate: `source` teacher-forced on `target` (empty: the model's own greedy translation).
MaskedRun masked_run(TranslationModel& model, const std::string& source, const std::string& target, AttentionKind kind,
                     const std::vector<MaskEdit>& edits);
// A GPT: the text, each position predicting the next token (the last, <eos>, unless the window cut it).
MaskedRun masked_run(LanguageModel& model, const std::string& text, const std::vector<MaskEdit>& edits);
// A classifier: the text and its label (empty: the class the model chooses with its own masks).
MaskedRun masked_run(TextClassifier& model, const std::string& text, const std::string& label,
                     const std::vector<MaskEdit>& edits);

}  // namespace twb::inspect
