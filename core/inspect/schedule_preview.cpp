#include "inspect/schedule_preview.h"

#include <algorithm>

#include "train/schedule.h"
#include "util/error.h"

namespace twb::inspect {

SchedulePreview schedule_preview(const TrainerSettings& settings, int64_t steps) {
  if (steps < 1) throw Error("the learning-rate preview needs at least 1 step, not " + std::to_string(steps));
  settings.validate();
  // The same object the trainer builds (train/trainer.cpp): kind, peak rate, warm-up.
  const LearningRateSchedule schedule(settings.schedule, settings.learning_rate, settings.warmup_steps);
  SchedulePreview preview;
  preview.warmup_steps = settings.warmup_steps;
  preview.steps.reserve(static_cast<size_t>(steps));
  preview.learning_rate.reserve(static_cast<size_t>(steps));
  for (int64_t s = 0; s < steps; ++s) {
    preview.steps.push_back(s);
    preview.learning_rate.push_back(schedule.rate(s));
    preview.peak = std::max(preview.peak, preview.learning_rate.back());
  }
  return preview;
}

int64_t schedule_preview_steps(const TrainerSettings& settings) {
  const int64_t wanted = std::max<int64_t>(1000, 4 * static_cast<int64_t>(settings.warmup_steps));
  const int64_t round = wanted <= 5000 ? 500 : 5000;
  return (wanted + round - 1) / round * round;
}

}  // namespace twb::inspect
