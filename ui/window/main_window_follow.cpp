// The window and runs beyond it: File ▸ Train on PyTorch… writes the experiment as a PyTorch job
// folder (train/job_export.h); File ▸ Follow run… reads a run made elsewhere while it grows
// (engine/run_follower.h) and opens each new checkpoint in every view, with the run's log and its
// heads across checkpoints, unless the person is training or has unsaved training of their own.
#include <QDir>
#include <QLabel>
#include <QStatusBar>

#include "engine/run_follower.h"
#include "engine/training_controller.h"
#include "window/main_window.h"

namespace twb::ui {

void MainWindow::exportJob(const QString& folder, int epochs) {
  statusBar()->showMessage(tr("Writing the PyTorch job to %1…").arg(QDir::toNativeSeparators(folder)));
  controller_->call(&TrainingController::exportJob, folder, epochs);
}

void MainWindow::onJobExported(const QString& folder, qint64 steps) {
  statusBar()->showMessage(
      tr("Wrote the PyTorch job (%1 steps) to %2: run python3 train.py --nproc N there, or "
         "torchrun --nproc_per_node N train.py on a GPU machine; File ▸ Follow run… shows its run/")
          .arg(steps)
          .arg(QDir::toNativeSeparators(folder)),
      20000);
}

void MainWindow::followRun(const QString& folder, bool showMap) {
  followShowsMap_ = showMap;
  if (!follower_) {
    follower_ = std::make_unique<RunFollower>();
    connect(follower_.get(), &RunFollower::scanned, this, &MainWindow::onFollowedRun);
    connect(follower_.get(), &RunFollower::measuring, this, [this](int done, int total) {
      followStatus_->setText(tr("Following %1: measuring the heads of checkpoint %2 of %3…")
                                 .arg(QDir(followed_.folder).dirName())
                                 .arg(done + 1)
                                 .arg(total));
    });
    connect(follower_.get(), &RunFollower::error, this, [this](const QString& message) {
      followStatus_->setText(tr("Not following: %1").arg(message));
      followStatus_->setToolTip(message);
      showError(message);
    });
    follower_->start();
  }
  follower_->interrupt();
  followedStep_ = -1;
  followed_ = {};
  followed_.folder = folder;
  followStatus_->setText(tr("Following %1…").arg(QDir(folder).dirName()));
  followStatus_->show();
  QMetaObject::invokeMethod(follower_.get(), "follow", Qt::QueuedConnection, Q_ARG(QString, folder));
}

void MainWindow::onFollowedRun(const FollowedRun& run) {
  followed_ = run;
  const FollowedRun::Checkpoint* newest = nullptr;
  for (const auto& c : run.checkpoints)
    if (c.finite) newest = &c;
  QString text = tr("Following %1 (%2): %n checkpoint(s)", nullptr, static_cast<int>(run.checkpoints.size()))
                     .arg(QDir(run.folder).dirName(), run.kind);
  if (newest) text += tr(", newest step %1").arg(newest->step);
  if (!run.skipped.isEmpty()) text += tr(", %n skipped", nullptr, static_cast<int>(run.skipped.size()));
  if (!run.problems.isEmpty()) text += tr(", %n problem(s)", nullptr, static_cast<int>(run.problems.size()));
  if (!run.headsError.isEmpty()) text += tr(", heads not measured");
  followStatus_->setText(text);
  QStringList notes = run.problems + run.skipped;
  if (!run.headsError.isEmpty()) notes << tr("The heads could not be measured: %1").arg(run.headsError);
  followStatus_->setToolTip(notes.join(QLatin1Char('\n')));
  // The newest checkpoint goes into every view, unless it is there already or the person's own
  // training would be replaced.
  if (!newest || newest->step == followedStep_) return;
  if (state_ == TrainingState::Training || (unsaved_ && followedStep_ < 0)) {
    statusBar()->showMessage(
        tr("Step %1 of the followed run is ready; it opens once this run is saved or stopped").arg(newest->step),
        10000);
    return;
  }
  const bool first = followedStep_ < 0;
  followedStep_ = newest->step;
  // With the run's log and its heads across checkpoints (a probe's checkpoints carry their own).
  mapOnOpen_ = first && followShowsMap_;
  statusBar()->showMessage(tr("Opening step %1 of the followed run…").arg(newest->step));
  controller_->call(&TrainingController::openFollowed, newest->path, run.history, run.heads);
}

}  // namespace twb::ui
