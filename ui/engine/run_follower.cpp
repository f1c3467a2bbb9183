#include "engine/run_follower.h"

#include <QDir>
#include <QFileSystemWatcher>
#include <QThread>
#include <QTimer>

#include <exception>

#include "follow/run_scan.h"

namespace twb::ui {

RunFollower::RunFollower() { qRegisterMetaType<twb::ui::FollowedRun>(); }

RunFollower::~RunFollower() { stop(); }

void RunFollower::start() {
  if (thread_) return;
  thread_ = std::make_unique<QThread>();
  thread_->setObjectName(QStringLiteral("run follower"));
  moveToThread(thread_.get());
  thread_->start();
}

void RunFollower::stop() {
  if (!thread_) return;
  QMetaObject::invokeMethod(this, &RunFollower::unfollow, Qt::BlockingQueuedConnection);
  thread_->quit();
  thread_->wait();
  thread_.reset();
}

void RunFollower::unfollow() {
  delete watcher_;
  watcher_ = nullptr;
  delete timer_;
  timer_ = nullptr;
  follower_.reset();
  folder_.clear();
  lastSignature_.clear();
}

void RunFollower::follow(const QString& folder) {
  unfollow();
  try {
    follower_ = std::make_unique<twb::follow::RunFollower>(folder.toStdString());
  } catch (const std::exception& e) {
    emit error(QString::fromUtf8(e.what()));
    return;
  }
  folder_ = folder;
  watcher_ = new QFileSystemWatcher(this);
  connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &RunFollower::rescan);
  connect(watcher_, &QFileSystemWatcher::fileChanged, this, &RunFollower::rescan);
  timer_ = new QTimer(this);
  timer_->setInterval(kPollMilliseconds);
  connect(timer_, &QTimer::timeout, this, &RunFollower::rescan);
  timer_->start();
  rescan();
}

// The folder and its checkpoint folders (a Trainer writes into checkpoint-N/ after making it).
void RunFollower::watchAll() {
  QStringList paths{folder_};
  const QDir dir(folder_);
  for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) paths << dir.filePath(sub);
  const QStringList watched = watcher_->directories();
  QStringList fresh;
  for (const QString& p : paths)
    if (!watched.contains(p)) fresh << p;
  if (!fresh.isEmpty()) watcher_->addPaths(fresh);
}

void RunFollower::rescan() {
  if (!follower_) return;
  std::vector<int64_t> appeared;
  try {
    appeared = follower_->scan();
  } catch (const std::exception& e) {
    emit error(QString::fromUtf8(e.what()));
    unfollow();
    return;
  }
  watchAll();
  const twb::follow::RunScan& scan = follower_->run();
  FollowedRun run;
  run.folder = folder_;
  run.kind = QString::fromStdString(twb::follow::kind_name(scan.kind));
  QString signature;
  for (const auto& c : scan.checkpoints) {
    run.checkpoints.push_back({c.step, QString::fromStdString(c.path), c.finite});
    signature += QString::number(c.step) + QLatin1Char(c.finite ? 'f' : 'n');
  }
  for (const auto& s : scan.skipped) run.skipped << QString::fromStdString(s.path + ": " + s.why);
  for (const auto& p : scan.problems)
    run.problems << QStringLiteral("step %1: %2").arg(p.step).arg(QString::fromStdString(p.what));
  if (!scan.log.empty() && scan.log.back().contains("step")) run.loggedStep = scan.log.back()["step"].get<int64_t>();
  signature +=
      QLatin1Char('|') + run.skipped.join(QLatin1Char(';')) + QLatin1Char('|') + QString::number(run.loggedStep);
  if (signature != lastSignature_) {
    lastSignature_ = signature;
    emit scanned(run);
  }
  for (int64_t step : appeared)
    for (const auto& c : run.checkpoints)
      if (c.step == step) emit checkpointAppeared(c.step, c.path);
}

}  // namespace twb::ui
