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

void ComparisonController::follow(const QString& folder) {
  if (!follower_) {
    follower_ = std::make_unique<RunFollower>(/*measureHeads=*/false);
    connect(follower_.get(), &RunFollower::scanned, this, &ComparisonController::onFollowedRun);
    connect(follower_.get(), &RunFollower::error, this, [this](const QString& message) {
      followedFolder_.clear();
      emit error(tr("The reference run cannot be followed: %1").arg(message));
    });
    follower_->start();
  }
  follower_->interrupt();
  followedFolder_ = folder;
  followedStep_ = -1;
  trainWhenReady_ = false;
  stepLimit_ = 0;
  training_->call(&TrainingController::setStepLimit, 0);
  QMetaObject::invokeMethod(follower_.get(), "follow", Qt::QueuedConnection, Q_ARG(QString, folder));
}

void ComparisonController::unfollow() {
  if (followedFolder_.isEmpty()) return;
  followedFolder_.clear();
  followedStep_ = -1;
  QMetaObject::invokeMethod(follower_.get(), "unfollow", Qt::QueuedConnection);
}

// The newest finite checkpoint, once per step, with the run's log (a probe's checkpoints carry
// their own history).
void ComparisonController::onFollowedRun(const FollowedRun& run) {
  if (run.folder != followedFolder_) return;  // a read of a folder followed before
  const FollowedRun::Checkpoint* newest = nullptr;
  for (const auto& c : run.checkpoints)
    if (c.finite) newest = &c;
  emit followed(run);
  if (!newest || newest->step == followedStep_) return;
  followedStep_ = newest->step;
  training_->call(&TrainingController::openFollowed, newest->path, run.history, twb::HeadTelemetry{});
}

void ComparisonController::startRun(const twb::ExperimentSettings& settings, qint64 stepLimit, int epochs,
                                    int threads) {
  unfollow();
  stepLimit_ = std::max<qint64>(0, stepLimit);
  trainWhenReady_ = true;
  // With a step limit the epochs only bound it from above; without one they are the run's length.
  // It stops at the limit, evaluating once, so the last point has its validation.
  training_->call(&TrainingController::setStepLimit, stepLimit_);
  training_->call(&TrainingController::configure, settings, epochs, threads);
}

void ComparisonController::open(const QString& path) {
  unfollow();
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
  if (follower_) follower_->stop();
  if (training_) training_->shutdown();
}

}  // namespace twb::ui
