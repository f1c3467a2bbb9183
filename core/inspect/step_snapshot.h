// Step inside as the views draw it: the engine's StepInside (train/step_inside.h) with the tokens
// named, and each stage or gradient as a heatmap of positions × features with its rows labelled.
#pragma once

#include <string>
#include <vector>

#include "inspect/heatmap.h"
#include "train/language_model.h"
#include "train/step_inside.h"
#include "train/text_classifier.h"
#include "train/translation.h"

namespace twb::inspect {

struct StepSnapshot {
  StepInside inside;
  // Whose tokens a stage's rows are: a translation's by the stage's side (the encoder's or the
  // decoder's), a classifier's its text's (the encoder's), a language model's its text's as the
  // decoder reads it.
  enum class Rows { by_side, encoder, decoder };
  Rows rows = Rows::by_side;
  std::vector<std::string> encoder_labels, decoder_labels;  // the tokens each side read
  std::vector<std::string> target_labels;                   // each output row's right token (or class)
};

StepSnapshot step_snapshot(const TranslationModel& model, StepInside inside);
StepSnapshot step_snapshot(const LanguageModel& model, StepInside inside);
StepSnapshot step_snapshot(const TextClassifier& model, StepInside inside);

// The labels of a stage's rows: the encoder's tokens for the source side, the decoder's for the
// target side, the output rows' targets for the logits, "[pooled]" for the pooled vector.
std::vector<std::string> stage_row_labels(const StepSnapshot& snap, const Stage& stage);
// The stage's value (or its gradient dL/d(stage)) as a heatmap, titled with what it is and its shape.
Heatmap stage_heatmap(const StepSnapshot& snap, const Stage& stage, bool gradient);
// The L2 norm of each row (position) of a stage's value or gradient.
std::vector<double> row_norms(const Matrix& m);

}  // namespace twb::inspect
