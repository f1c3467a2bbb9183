// Whether a lesson's check (lesson.h) holds on the learner's run, now: the figure that says so, or
// what the run shows instead and what to try. Every figure is the engine's own: the history's
// evaluations, the head telemetry's roles, the model's attention, the ablation grid. Call it on the
// thread that owns the sessions (it runs the model in evaluation mode).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lesson/lesson.h"
#include "train/session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct CheckResult {
  bool passed = false;
  int64_t step = 0;    // the run's step the figure is of
  std::string figure;  // what holds, or what the run shows now: "validation_bleu 92.4 >= 90"
  std::string hint;    // not yet: what to try ("train longer", "evaluate first")
};

// `comparison` is the history of the lesson's second run (compare:), null when there is none: the
// window trains that run on another thread, so a check reads only its evaluations.
CheckResult evaluate_check(const LessonCheck& check, TrainingSession& run, const std::vector<HistoryPoint>* comparison);

// What a check asks, in words, before any run: "the validation BLEU of 90 or more", "a previous-token
// head in the decoder attention".
std::string describe_check(const LessonCheck& check);

// A history point's figure by its key ("train_loss", "validation_bleu", …), if the point has it.
std::optional<double> history_metric(const HistoryPoint& point, const std::string& key);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
