#include "engine/comparison_controller.h"

#include <algorithm>

namespace twb::ui {

ComparisonController::ComparisonController(QObject* parent)
    : QObject(parent), training_(std::make_unique<TrainingController>()) {
  TrainingController* c = training_.get();
  connect(c, &TrainingController::sessionReady, this, [this](const SessionInfo& info) {
    settings_ = info.settings;
    history_ = info.history;
    step_ = info.step;
    trained_ = false;
    emit referenceReady(info);
    emit historyChanged(history_);
    if (trainWhenReady_) {
      trainWhenReady_ = false;
      training_->call(&TrainingController::train);
    }
  });
  connect(c, &TrainingController::historyChanged, this, [this](const std::vector<twb::HistoryPoint>& history) {
    history_ = history;
    emit historyChanged(history_);
  });
  connect(c, &TrainingController::stepped, this, [this](const twb::StepReport& report) { step_ = report.step; });
  connect(c, &TrainingController::progress, this, [this](const TrainingProgress& progress) {
    step_ = progress.step;
    emit progressed(step_, stepLimit_);
  });
  connect(c, &TrainingController::stateChanged, this, [this](TrainingState state) {
    state_ = state;
    if (state == TrainingState::Training) trained_ = true;
    emit stateChanged(state);
    if (trained_ && (state == TrainingState::Ready || state == TrainingState::Paused)) {
      trained_ = false;
      emit progressed(step_, stepLimit_);
      emit finished();
    }
  });
  connect(c, &TrainingController::error, this, &ComparisonController::error);
}

ComparisonController::~ComparisonController() { shutdown(); }

void ComparisonController::startRun(const twb::ExperimentSettings& settings, qint64 stepLimit, int epochs,
                                    int threads) {
  stepLimit_ = std::max<qint64>(0, stepLimit);
  trainWhenReady_ = true;
  // With a step limit the epochs only bound it from above; without one they are the run's length.
  // It stops at the limit, evaluating once, so the last point has its validation.
  training_->call(&TrainingController::setStepLimit, stepLimit_);
  training_->call(&TrainingController::configure, settings, epochs, threads);
}

void ComparisonController::open(const QString& path) {
  trainWhenReady_ = false;
  stepLimit_ = 0;
  training_->call(&TrainingController::setStepLimit, 0);
  training_->call(&TrainingController::open, path);
}

void ComparisonController::stop() {
  trainWhenReady_ = false;
  training_->call(&TrainingController::stop);
}

void ComparisonController::shutdown() {
  if (training_) training_->shutdown();
}

}  // namespace twb::ui
