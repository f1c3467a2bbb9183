// The learning rate a run will use, step by step, before it starts: the trainer's own schedule
// object (train/schedule.h) asked for steps 0..N-1, so the preview is what training does, not a
// copy of the formula. Reduce-on-plateau cuts the rate after evaluations that do not improve; the
// preview cannot know those, so it draws the plateau schedule as if the loss kept improving.
#pragma once

#include <cstdint>
#include <vector>

#include "train/trainer.h"

namespace twb::inspect {

struct SchedulePreview {
  std::vector<int64_t> steps;         // 0 … N-1: the optimizer step about to be taken
  std::vector<double> learning_rate;  // the rate that step uses
  int warmup_steps = 0;
  double peak = 0;  // the largest rate of the preview
};

// The rates of steps 0 … `steps`-1 under `settings` (schedule, peak rate, warm-up). Throws
// twb::Error for steps < 1 or impossible settings.
SchedulePreview schedule_preview(const TrainerSettings& settings, int64_t steps);

// A horizon that shows the schedule's shape: warm-up and the decay after it (4 × warm-up, at
// least 1000 steps, rounded up to a round number).
int64_t schedule_preview_steps(const TrainerSettings& settings);

}  // namespace twb::inspect
