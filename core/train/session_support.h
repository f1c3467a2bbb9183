// What the three task sessions' implementations share (not part of the interface): the settings
// of a resumed run, the validation subset, the notes that explain a refusal, and the examples of
// the head telemetry's probe.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "train/checkpoint.h"
#include "train/session.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Settings of a saved run, for resuming it: the dataset is `dataset`, or the run's when empty
// (twb::Error when the checkpoint names none).
ExperimentSettings saved_settings(const std::string& task, const std::string& checkpoint, const RunState& state,
                                  const TransformerConfig& model, const TextSettings& text, const std::string& dataset);

// The first `count` examples (all when count is 0): the validation subset of eval_sentences.
template <class Example>
std::vector<Example> first_examples(const std::vector<Example>& examples, int count) {
  if (count <= 0 || examples.size() <= static_cast<size_t>(count)) return examples;
  return {examples.begin(), examples.begin() + count};
}

// The trainer of a session's examples. When it refuses them (nothing left to train on), the notes
// that say why — pairs skipped, lines longer than max_len dropped — become part of the error: they
// would otherwise be printed after it, or never.
// The same for the model, whose vocabulary the training split builds: `make()`'s result, or its
// error with the notes.
template <class Make>
auto with_notes(std::vector<std::string> notes, const std::vector<std::string>& warnings, Make&& make) {
  try {
    return make();
  } catch (const Error& e) {
    for (const auto& w : warnings)
      if (std::find(notes.begin(), notes.end(), w) == notes.end()) notes.insert(notes.begin(), w);
    if (notes.empty()) throw;
    std::string message = e.what();
    message += ". Why:";
    for (const auto& note : notes) message += "\n  - " + note;
    throw Error(message);
  }
}

template <class ModelTrainer, class... Args>
std::unique_ptr<ModelTrainer> make_trainer(const std::vector<std::string>& notes,
                                           const std::vector<std::string>& warnings, Args&&... args) {
  return with_notes(notes, warnings, [&] { return std::make_unique<ModelTrainer>(std::forward<Args>(args)...); });
}

// The run a checkpoint holds; twb::Error when it was saved without its optimizer.
RunState require_run(std::optional<RunState>& state, const std::string& checkpoint);

// The head telemetry probe's examples: the first validation examples (at most this many).
inline constexpr size_t kHeadProbeExamples = 16;

// Every index of `examples`, for one batch of them all; twb::Error when none fits.
template <class Example>
std::vector<int> all_indices(const std::vector<Example>& examples, const std::string& noun) {
  if (examples.empty())
    throw Error("none of the first " + std::to_string(kHeadProbeExamples) + " validation " + noun +
                " fits the model's window");
  std::vector<int> indices(examples.size());
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = static_cast<int>(i);
  return indices;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
