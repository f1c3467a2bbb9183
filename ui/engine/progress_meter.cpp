#include "engine/progress_meter.h"

#include <algorithm>

namespace twb::ui {

double secondsLeft(int epochs, int epoch, double epochProgress, double batchesPerEpoch, double stepSeconds) {
  // The whole run when it has a planned number of epochs; otherwise the rest of this epoch.
  const double epochsLeft = epochs > 0 ? double(epochs) - (double(epoch) + epochProgress) : 1.0 - epochProgress;
  return std::max(0.0, epochsLeft) * batchesPerEpoch * stepSeconds;
}

void ProgressMeter::restart(double elapsedSeconds, qint64 step, int epoch) {
  *this = {};
  baseElapsed_ = elapsedSeconds;
  last_.step = step;
  last_.epoch = epoch;
}

void ProgressMeter::addStep(const twb::StepReport& report, double seconds) {
  trainSeconds_ += seconds;
  windowSeconds_ += seconds;
  windowTokens_ += report.target_tokens;
  last_ = report;
}

TrainingProgress ProgressMeter::read(int epochs, double batchesPerEpoch) {
  if (windowSeconds_ > 0) {
    tokensPerSecond_ = windowTokens_ / windowSeconds_;
    // Seconds per step, from the tokens: steps vary in size, tokens per step are near constant.
    if (last_.target_tokens > 0 && tokensPerSecond_ > 0) stepSeconds_ = double(last_.target_tokens) / tokensPerSecond_;
    windowSeconds_ = windowTokens_ = 0;
  }
  TrainingProgress p;
  p.step = last_.step;
  p.epoch = last_.epoch;
  p.epochProgress = last_.epoch_progress;
  p.tokensPerSecond = tokensPerSecond_;
  p.elapsedSeconds = baseElapsed_ + trainSeconds_;
  p.epochs = epochs;
  if (stepSeconds_ > 0 && batchesPerEpoch > 0) {
    p.etaSeconds = secondsLeft(epochs, last_.epoch, last_.epoch_progress, batchesPerEpoch, stepSeconds_);
  }
  return p;
}

}  // namespace twb::ui
