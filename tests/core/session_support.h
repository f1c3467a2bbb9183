// A small, quick session of a task on a bundled dataset, for tests that need a real run.
#pragma once

#include <memory>
#include <string>

#include "task/task.h"

namespace twb::testing {

// The task's tiny recipe narrowed to d_model 32 / d_ff 64, validating on 20 examples.
inline std::unique_ptr<TrainingSession> small_session(const std::string& task, const std::string& dataset) {
  ExperimentSettings settings = default_settings(task);
  settings.dataset = dataset;
  settings.model.d_model = 32, settings.model.d_ff = 64;
  settings.eval_sentences = 20;
  return create_session(settings);
}

}  // namespace twb::testing
