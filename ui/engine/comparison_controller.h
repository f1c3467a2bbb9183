// The second run of a comparison (the "Compare" tab): a reference run trained or opened off the
// GUI thread. It is a second TrainingController — the same worker, the same feeds — driven for
// a comparison: a lesson's run trains with a step limit (the first run's steps, or what the person
// chose) and then stops, evaluating once; an opened checkpoint is resumed, not trained. Everything
// it reports is a plain value delivered through queued signals, so the window never waits. A run
// made elsewhere (a PyTorch job's, a Trainer's output, a series) can be the reference too: it is
// followed (engine/run_follower.h) and its newest checkpoint opened, with the run's log, each time
// one appears.
//
// Lives on the GUI thread (its TrainingController on its own worker). shutdown() joins the worker.
#pragma once

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

#include "inspect/snapshots.h"
#include "engine/run_follower.h"
#include "engine/session_info.h"
#include "engine/training_controller.h"

namespace twb::ui {

class ComparisonController : public QObject {
  Q_OBJECT

 public:
  explicit ComparisonController(QObject* parent = nullptr);
  ~ComparisonController() override;

  // Trains `settings` (e.g. a lesson's: inspect::lesson_settings) from a fresh initialisation, for
  // `stepLimit` steps (0: until `epochs` are done), on `threads` threads (0: the engine's choice).
  void startRun(const twb::ExperimentSettings& settings, qint64 stepLimit, int epochs, int threads = 0);
  // The run saved in a checkpoint, as the reference (not trained further).
  void open(const QString& path);
  // A run folder made elsewhere, followed as the reference: each new finite checkpoint is opened
  // with the run's log as its history (not trained further). startRun() or open() ends it.
  void follow(const QString& folder);
  // The followed reference's folder (empty when the reference is not followed) and its step.
  QString followedFolder() const { return followedFolder_; }
  qint64 followedStep() const { return followedStep_; }
  void stop();
  // Stops and joins the worker; call from the GUI thread. Idempotent.
  void shutdown();

  TrainingState state() const { return state_; }
  qint64 step() const { return step_; }
  qint64 stepLimit() const { return stepLimit_; }
  // The reference's settings (a lesson's, or an opened checkpoint's) and its history so far.
  const twb::ExperimentSettings& settings() const { return settings_; }
  const std::vector<twb::HistoryPoint>& history() const { return history_; }
  TrainingController* training() const { return training_.get(); }

 signals:
  void referenceReady(const twb::ui::SessionInfo& info);  // a lesson's run built, or a checkpoint opened
  void historyChanged(const std::vector<twb::HistoryPoint>& history);
  void progressed(qint64 step, qint64 stepLimit);
  void stateChanged(twb::ui::TrainingState state);
  void finished();  // a lesson's run reached its step limit (or its epochs) and was evaluated
  void error(const QString& message);
  // Each read of the followed reference's folder that changed something.
  void followed(const twb::ui::FollowedRun& run);

 private:
  void unfollow();
  void onFollowedRun(const FollowedRun& run);

  std::unique_ptr<TrainingController> training_;
  std::unique_ptr<RunFollower> follower_;  // made on the first follow()
  QString followedFolder_;
  qint64 followedStep_ = -1;
  twb::ExperimentSettings settings_;
  std::vector<twb::HistoryPoint> history_;
  TrainingState state_ = TrainingState::NoModel;
  qint64 step_ = 0, stepLimit_ = 0;
  bool trainWhenReady_ = false;  // a lesson's run starts training once it is built
  bool trained_ = false;         // it has trained since it was built (its stop means "finished")
};

}  // namespace twb::ui
