// A lesson run headless (`twb lesson run`, the tests): its steps in order, each run: a new run from
// its task's recipe, compare: a second run trained beside it step for step, train: both trained
// until every check of the step holds at an evaluation or the step's budget is spent, and each
// check's result with the step it first held at. The window does the same with the learner at
// the controls (lesson_run_settings is how both build a step's runs).
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lesson/lesson.h"
#include "lesson/lesson_checks.h"
#include "train/session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// The settings of a step's run: the task's defaults for the preset, the dataset's recipe (unless
// the step names a preset), then the step's other assignments. Throws twb::Error.
ExperimentSettings lesson_run_settings(const std::vector<std::string>& run);
// The comparison's: `base` with compare:'s assignments (a preset= takes that preset's model).
ExperimentSettings lesson_comparison_settings(const ExperimentSettings& base, const std::vector<std::string>& compare);

struct CheckOutcome {
  const LessonCheck* check = nullptr;
  CheckResult result;
  int64_t first_passed = -1;  // the run's step at which it first held (-1: never)
};

struct StepOutcome {
  std::string title;
  int64_t trained = 0;   // steps trained in this step
  int64_t run_step = 0;  // the run's step at its end
  double seconds = 0;
  std::vector<CheckOutcome> checks;
};

struct LessonOutcome {
  std::string name, title;
  bool passed = false;  // every check held
  double seconds = 0;
  std::vector<StepOutcome> steps;
  std::string stopped;  // why it stopped early (a divergence), else empty
  nlohmann::json to_json() const;
};

// Lines for a person as the lesson goes ("step 2: trained 400 steps", "✓ …").
using LessonLog = std::function<void(const std::string&)>;

// The learner's model a run: model=ask starts from.
inline constexpr const char* kAskForModel = "ask";

// `model` is the folder or checkpoint for a run: model=ask (twb::Error when one needs it and it is empty).
LessonOutcome run_lesson(const Lesson& lesson, const LessonLog& log = {}, const std::string& model = "");

}  // namespace TWB_PRECISION_NS
}  // namespace twb
