// What each head is worth: every head of a model switched off in turn (its output zeroed, or
// replaced by its mean over the probe), the model evaluated on a probe of validation examples by
// its own evaluate(), and the change in the loss and the task's metric kept per head.
//
//   for each head h (by kind, layer, head):
//     zero: ablate h (output := 0)       → evaluate → loss, metric
//     mean: ablate h (output := mean_h)  → evaluate → loss, metric
//   Δ = value − base (the model with every head on)
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "probe/head_ablation.h"
#include "probe/head_scores.h"
#include "text/datasets.h"
#include "train/language_model.h"
#include "train/text_classifier.h"
#include "train/translation.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// The probe of the grid: the first validation examples, at most this many.
inline constexpr size_t kAblationProbeExamples = 64;

// One figure of the evaluation, with every head on and with each head switched off.
struct AblationMeasure {
  std::string key;    // "loss", "bleu", "accuracy", "answer_accuracy", "repeat_loss"
  std::string label;  // for a person, with its unit: "loss (nats per token)", "BLEU"
  bool lower_is_better = true;
  double base = 0;                 // every head on
  std::vector<double> zero, mean;  // per head, in AblationGrid::heads' order
};

struct AblationGrid {
  HeadLayout layout;                      // the kinds measured, each with its layers and heads
  std::vector<HeadRef> heads;             // by kind (layout's order), layer, head
  int examples = 0;                       // the probe's size
  std::vector<AblationMeasure> measures;  // the loss first, then the task's metrics
  double seconds = 0;                     // how long the measuring took
  int64_t step = 0;                       // the training step of the model measured (its caller's to set)

  bool empty() const { return heads.empty(); }
  // The index of `head` in heads (-1: not measured).
  int index_of(const HeadRef& head) const;
  // The measure of a key; twb::Error listing the keys otherwise.
  const AblationMeasure& measure(const std::string& key) const;
};

// Called after each evaluation: (done, total). Runs on the measuring thread.
using AblationProgress = std::function<void(int done, int total)>;

// The grid of the model's heads of `kinds` (empty: every kind it has) on a probe. Every head is on
// again afterwards (restore_heads), whatever was switched off before. Throws twb::Error when no
// example of the probe fits the model.
AblationGrid ablation_grid(TranslationModel& model, const text::ParallelCorpus& probe,
                           const std::vector<AttentionKind>& kinds = {}, const AblationProgress& progress = {});
AblationGrid ablation_grid(LanguageModel& model, const std::vector<std::string>& probe,
                           const std::vector<AttentionKind>& kinds = {}, const AblationProgress& progress = {});
AblationGrid ablation_grid(TextClassifier& model, const std::vector<text::LabeledText>& probe,
                           const std::vector<AttentionKind>& kinds = {}, const AblationProgress& progress = {});

// Each head's mean output over a probe of the model's own examples (head_means on one batch of
// them). Throws twb::Error when none fits the model.
HeadMeans head_means(TranslationModel& model, const text::ParallelCorpus& probe);
HeadMeans head_means(LanguageModel& model, const std::vector<std::string>& probe);
HeadMeans head_means(TextClassifier& model, const std::vector<text::LabeledText>& probe);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
