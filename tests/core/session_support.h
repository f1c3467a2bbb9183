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

// The settings of a run a test steps itself: d_model 32 / d_ff 64, batches of 512 tokens,
// validation on 10 examples, no time-lapse, head telemetry every `heads_every` steps (0: off).
inline ExperimentSettings stepped_settings(const std::string& task, const std::string& dataset, int heads_every = 0) {
  ExperimentSettings s = default_settings(task);
  s.dataset = dataset;
  s.model.d_model = 32, s.model.d_ff = 64;
  s.trainer.batch_tokens = 512;
  s.eval_sentences = 10;
  s.timelapse_every = 0;
  s.heads_every = heads_every;
  return s;
}

}  // namespace twb::testing
