// A run made elsewhere, followed from a worker thread (follow/run_scan.h): the folder is watched
// (QFileSystemWatcher) and read again every few seconds besides, since a network mount or a folder
// rsync fills may change without a notification. A Trainer's output or a series has each new
// checkpoint's heads measured there, one model at a time (follow/run_heads.h), with progress, and
// its log read as a history (follow/run_history.h). The window gets a plain snapshot after each
// read that changed something. Nothing is read while nothing changes, and the folder is never
// written to.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

#include "probe/head_telemetry.h"
#include "train/checkpoint.h"

class QFileSystemWatcher;
class QThread;
class QTimer;

namespace twb::follow {
class RunFollower;
class RunHeadMeter;
}  // namespace twb::follow

namespace twb::ui {

struct FollowedRun {
  QString folder, kind;  // kind: "probe", "hf-trainer", "series"
  struct Checkpoint {
    qint64 step = 0;
    QString path;
    bool finite = true;
  };
  std::vector<Checkpoint> checkpoints;  // by step
  QStringList skipped;                  // "PATH: why"
  QStringList problems;                 // "step N: what"
  qint64 loggedStep = 0;                // the last step of the run's log
  // A Trainer's output or a series (a probe's checkpoints hold their own): the log as a history,
  // and every finite checkpoint's heads by step; why they could not be measured, if so.
  std::vector<twb::HistoryPoint> history;
  twb::HeadTelemetry heads;
  QString headsError;
};

// Lives on its own thread (start() moves it there); call its slots queued.
class RunFollower : public QObject {
  Q_OBJECT

 public:
  // `measureHeads` false: the log and the checkpoints only (a reference run in Compare, whose
  // heads no view shows).
  explicit RunFollower(bool measureHeads = true);
  ~RunFollower() override;
  // The thread it works on, started; stop() ends it.
  void start();
  void stop();
  // From any thread: the read or measurement under way stops at its next checkpoint (a new
  // follow() or stop() comes after).
  void interrupt() { ++generation_; }
  // Between the reads a timer makes (a watch notification reads at once).
  static constexpr int kPollMilliseconds = 2000;

 public slots:
  void follow(const QString& folder);  // a new folder; error() if it is no run
  void unfollow();
  void rescan();

 signals:
  void scanned(const twb::ui::FollowedRun& run);
  // A checkpoint's heads are being measured: `done` of `total` new ones so far.
  void measuring(int done, int total);
  void error(const QString& message);

 private:
  void watchAll();
  void measureHeads(FollowedRun& run);

  std::unique_ptr<QThread> thread_;
  std::unique_ptr<twb::follow::RunFollower> follower_;
  std::unique_ptr<twb::follow::RunHeadMeter> meter_;
  std::atomic<unsigned> generation_{0};
  QFileSystemWatcher* watcher_ = nullptr;  // on the worker thread, made there
  QTimer* timer_ = nullptr;
  QString folder_;
  QString lastSignature_;
  const bool measureHeads_;
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::FollowedRun)
