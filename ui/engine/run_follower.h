// A run made elsewhere, followed from a worker thread (follow/run_scan.h): the folder is watched
// (QFileSystemWatcher) and read again every few seconds besides, since a network mount or a folder
// rsync fills may change without a notification. The window gets a plain snapshot after each read
// that changed something, and the step and path of each checkpoint that became usable. Nothing is
// read while nothing changes, and the folder is never written to.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QFileSystemWatcher;
class QThread;
class QTimer;

namespace twb::follow {
class RunFollower;
}

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
};

// Lives on its own thread (start() moves it there); call its slots queued.
class RunFollower : public QObject {
  Q_OBJECT

 public:
  RunFollower();
  ~RunFollower() override;
  // The thread it works on, started; stop() ends it.
  void start();
  void stop();
  // Between the reads a timer makes (a watch notification reads at once).
  static constexpr int kPollMilliseconds = 2000;

 public slots:
  void follow(const QString& folder);  // a new folder; error() if it is no run
  void unfollow();
  void rescan();

 signals:
  void scanned(const twb::ui::FollowedRun& run);
  void checkpointAppeared(qint64 step, const QString& path);
  void error(const QString& message);

 private:
  void watchAll();

  std::unique_ptr<QThread> thread_;
  std::unique_ptr<twb::follow::RunFollower> follower_;
  QFileSystemWatcher* watcher_ = nullptr;  // on the worker thread, made there
  QTimer* timer_ = nullptr;
  QString folder_;
  QString lastSignature_;
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::FollowedRun)
