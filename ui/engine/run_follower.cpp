#include "engine/run_follower.h"

#include <QDir>
#include <QFileSystemWatcher>
#include <QThread>
#include <QTimer>

#include <exception>

#include "follow/run_heads.h"
#include "follow/run_history.h"
#include "follow/run_scan.h"

namespace twb::ui {

RunFollower::RunFollower(bool measureHeads) : measureHeads_(measureHeads) { qRegisterMetaType<twb::ui::FollowedRun>(); }

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
  interrupt();
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
  meter_.reset();
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
  meter_ = std::make_unique<twb::follow::RunHeadMeter>();
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
  try {
    follower_->scan();
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
  // Nothing changed: nothing to read as a history, to measure (a folder whose heads failed is not
  // opened again until it changes) or to send.
  if (signature == lastSignature_) return;
  lastSignature_ = signature;
  if (scan.kind != twb::follow::RunKind::probe) {
    run.history = twb::follow::history_from_log(scan.log);
    if (measureHeads_) measureHeads(run);
  }
  emit scanned(run);
}

// Each new finite checkpoint's heads, one model in memory at a time; a follow() or stop() asked
// for meanwhile ends the measuring at the next checkpoint (what was measured is kept).
void RunFollower::measureHeads(FollowedRun& run) {
  const unsigned generation = generation_.load();
  try {
    meter_->measure(follower_->run(), [&](size_t done, size_t total) {
      if (done < total) emit measuring(static_cast<int>(done), static_cast<int>(total));
      return generation_.load() == generation;
    });
  } catch (const std::exception& e) {
    run.headsError = QString::fromUtf8(e.what());
  }
  run.heads = meter_->telemetry();
}

}  // namespace twb::ui
