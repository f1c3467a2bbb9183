// The run's progress for the status bar and the toolbar: speed, time and what is left, from the
// steps' reports and how long each took. Pure: no clock, no thread and no session of its own, so
// that it is tested on numbers alone (tests/ui/test_training.cpp) and the controller only feeds it.
#pragma once

#include <QMetaType>
#include <QtGlobal>

#include "train/trainer.h"

namespace twb::ui {

// What the status bar and the toolbar show of a run, at most ~10 times a second.
struct TrainingProgress {
  qint64 step = 0;
  int epoch = 0;               // 0-based
  double epochProgress = 0;    // 0 … 1 within the epoch
  double tokensPerSecond = 0;  // target tokens per second of training, recent
  double elapsedSeconds = 0;   // training time of the run (not idle time)
  // Left in the run (its planned epochs; open-ended: this epoch) at the recent speed; < 0: unknown.
  double etaSeconds = -1;
  int epochs = 0;  // the run's planned epochs (0: open-ended)
};

// Seconds left at `stepSeconds` a step: the rest of the run's planned `epochs`, or of this epoch
// when the run is open-ended (epochs = 0). `epoch` is 0-based, `epochProgress` 0 … 1 within it.
double secondsLeft(int epochs, int epoch, double epochProgress, double batchesPerEpoch, double stepSeconds);

class ProgressMeter {
 public:
  // A new, reset or opened run: `elapsedSeconds` of training it already had, at `step` and `epoch`.
  void restart(double elapsedSeconds, qint64 step, int epoch);
  // One step taken in `seconds` (the step alone: idle time between steps is not the run's).
  void addStep(const twb::StepReport& report, double seconds);
  // The progress now. The speed is that of the steps since the last call (kept when there were
  // none), so that calling it every ~100 ms gives a recent speed rather than the run's average.
  TrainingProgress read(int epochs, double batchesPerEpoch);

  const twb::StepReport& last() const { return last_; }
  // The run ended its plan of `epochs` (0: open-ended, never).
  bool planDone(int epochs) const { return epochs > 0 && last_.epoch + last_.epoch_progress >= epochs - 1e-9; }

 private:
  double baseElapsed_ = 0, trainSeconds_ = 0;
  double windowSeconds_ = 0, windowTokens_ = 0;  // the steps since the last read
  double tokensPerSecond_ = 0, stepSeconds_ = 0;
  twb::StepReport last_;
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::TrainingProgress)
