// The training controller: the run. It is the one owner of the engine's TrainingSession
// (translate, lm or classify) and runs every engine call on a worker thread of its own, so the
// window never waits for the model: the state machine the toolbar shows (engine/run_state.h), stepping, rewinding,
// evaluating, opening and saving. What the views show of the model they ask for themselves, in one
// shape (engine/live_feed.h): ask() once, feed() again after steps while the view is shown. The
// controller does the rest once for all of them: no model yet, the saved weights, errors and the
// hand-off to the GUI thread. Its signals are the run's: state, steps, progress, history.
//
// Threading: the controller moves itself to the worker thread it creates. Call its slots from the
// GUI only through queued calls (QMetaObject::invokeMethod(controller, ..., Qt::QueuedConnection),
// or the `post` helper below); connect to its signals normally (they are queued to the GUI thread
// automatically). Every signal carries a plain, copyable value, so it can cross threads and
// outlive the next training step. shutdown() (also run by the destructor, from the GUI thread)
// stops training, releases the session on the worker and brings the controller back to the GUI
// thread.
#pragma once

#include <functional>
#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "engine/live_feed.h"
#include "engine/progress_meter.h"
#include "engine/run_state.h"
#include "engine/session_info.h"
#include "engine/thread_handoff.h"
#include "inspect/snapshots.h"
#include "inspect/step_snapshot.h"
#include "probe/attention_timelapse.h"
#include "train/divergence.h"
#include "train/session.h"

class QThread;
class QTimer;

namespace twb::ui {

class TrainingController : public QObject {
  Q_OBJECT

 public:
  TrainingController();
  ~TrainingController() override;

  // Queues `fn` to run on the worker thread, in order with the other queued calls.
  template <typename Fn>
  void post(Fn&& fn) {
    const HandOff handOff;
    QMetaObject::invokeMethod(this, std::forward<Fn>(fn), Qt::QueuedConnection);
  }

  // Queues `method(args...)` on the worker thread, the arguments copied: the window's requests by
  // name, e.g. call(&TrainingController::save, path).
  template <typename... Params, typename... Args>
  void call(void (TrainingController::*method)(Params...), Args&&... args) {
    post([this, method, ... copies = std::forward<Args>(args)]() mutable { (this->*method)(copies...); });
  }

  // A view's question, answered once: `produce(session)` runs on the worker (with what `needs`
  // says), then `show(value)` on the GUI thread, unless `receiver` is gone by then. With no model,
  // or when `produce` throws, `failed(message)` runs instead; without `failed`, no model is silence
  // and an error is error(). From the GUI thread.
  template <class Produce, class Show>
  void ask(QObject* receiver, const QString& id, Produce produce, Show show,
           std::function<void(const QString&)> failed = {}, Needs needs = {}) {
    Asked asked;
    asked.id = id;
    asked.needs = needs;
    detail::bind(asked, std::move(produce), std::move(show));
    asked.failed = std::move(failed);
    QPointer<QObject> guard(receiver);
    post([this, guard, asked = std::move(asked)]() mutable { answer(guard, asked, true); });
  }
  // A view's live data: `feed` runs now (when there is a model), after every Step, pause, stop and
  // new model, and while training, at most every feed.intervalMs, while `receiver` is the view
  // shown (showFeeds). It replaces `receiver`'s feed of that id; a failed feed stops until given
  // again. From the GUI thread; the feeds of a destroyed receiver go with it.
  void feed(QObject* receiver, Feed feed);
  void unfeed(QObject* receiver, const QString& id);
  // Whose feeds run while training: the view shown (nullptr: none, e.g. the window minimized).
  // A view's feeds run at once when it is shown, so that it never shows an old step.
  void showFeeds(QObject* receiver);
  // Delivers `fn` to the GUI thread from the worker, unless `receiver` is gone by then: progress
  // of a long request (the ablation grid's).
  void deliver(const QPointer<QObject>& receiver, const QString& id, Delivery fn);

  // Stops training and joins the worker thread; call from the GUI thread. Idempotent.
  void shutdown();

  // open(path) for a checkpoint of a run followed from elsewhere (engine/run_follower.h): the
  // session adopts that run's log and heads across its checkpoints (TrainingSession::adopt_run)
  // before the views hear of it. Not a slot (the moc would need the telemetry's metatype): queue
  // it with call().
  void openFollowed(const QString& path, const std::vector<twb::HistoryPoint>& history,
                    const twb::HeadTelemetry& heads);

  // Thread-safe reads of what the GUI last heard about (cheap copies, for menus and tests).
  TrainingState state() const;
  // The receiver whose feeds run while training (compared only, never dereferenced).
  const void* shownFeeds() const { return shownFeeds_.load(); }

 public slots:
  // Builds a fresh session from `settings` (loads the data, trains the tokenizers, initialises the
  // model); `epochs` > 0 stops training after that many epochs. On failure emits error() and keeps
  // the current session.
  void configure(const twb::ExperimentSettings& settings, int epochs = 0, int threads = 0);
  void setThreads(int threads);
  // Training stops (evaluating once, as stop() does) when the run reaches `steps` steps; 0: no
  // limit but the planned epochs. A second run of a comparison trains this way.
  void setStepLimit(qint64 steps);
  // Training pauses, as pause() does (no evaluation), once the run has taken `step` steps, decided
  // on this thread after that very step; 0: no such pause. Once: a later Train goes on.
  void pauseAfterStep(qint64 step);
  void train();     // step continuously until pause/stop/the planned epochs
  void pause();     // finish the current step, then wait
  void stepOnce();  // exactly one optimizer step on the next batch, then every feed
  // Step inside: stepOnce, keeping what the step computed for row `example` of its batch
  // (stepInsideReady; the last row when the batch is shorter).
  void stepInside(int example);
  // After a step in trouble (diverged): back to the state kept at a recent step, the learning rate
  // multiplied by `rateFactor` from then on; or on with the step in trouble as it is.
  void rewind(double rateFactor);
  void goOnAfterDivergence();
  void stop();   // stop training, evaluate once; the weights are kept
  void reset();  // a fresh initialisation from the same settings
  void evaluateNow();
  void save(const QString& path);
  void open(const QString& path);  // on failure: error(), the current session untouched
  // The run as a PyTorch job folder (train/job_export.h), planned for `epochs` epochs: jobExported,
  // or error() saying why (the folder is not empty, nothing to export yet).
  void exportJob(const QString& folder, int epochs);
  // Heads switched off ("cross:1.2", probe/head_ablation.h) for the task views' answers and, with
  // `whileTraining`, for the rest of training (TrainingSession::switch_heads_off); headsOffChanged
  // says what holds now (unchanged, after error(), for a head the model lacks).
  void switchHeadsOff(const QStringList& heads, bool whileTraining);
  // The attention time-lapse's probe (translate: and its target; empty: the reference). The
  // time-lapse starts again from the next due step (timelapseChanged says so at once).
  void setTimelapseProbe(const QString& source, const QString& target = {});

 signals:
  void stateChanged(twb::ui::TrainingState state);
  void sessionReady(const twb::ui::SessionInfo& info);  // a new, reset or opened session
  void stepped(const twb::StepReport& report);          // after every optimizer step
  void progress(const twb::ui::TrainingProgress& progress);
  void historyChanged(const std::vector<twb::HistoryPoint>& history);
  // What a Step inside computed, and what the step in trouble did (below).
  void stepInsideReady(const twb::inspect::StepSnapshot& snapshot);
  // A step in trouble, not applied (train/divergence.h): the run pauses, Step inside is sent for
  // the batch's example that went wrong, and `keptStep` is where a rewind goes (-1: none kept yet).
  void diverged(const twb::DivergenceReport& report, qint64 keptStep);
  // The heads switched off now, and whether for training too (none for a new, opened or reset model).
  void headsOffChanged(const QStringList& heads, bool whileTraining);
  // The attention time-lapse the run records: whole for a new, opened or reset session, a new
  // probe, the first frame of a layout and after thinning; otherwise each frame as it is kept.
  void timelapseChanged(const twb::AttentionTimelapse& timelapse);
  void timelapseFrame(const twb::TimelapseFrame& frame);
  void saved(const QString& path);
  void jobExported(const QString& folder, qint64 steps);
  void error(const QString& message);
  // A request's or a feed's value reached its view (`id`: the Asked's), on the GUI thread.
  void delivered(const QString& id);

 private:
  // Emits `signal(args…)` for the GUI thread inside a hand-off (thread_handoff.h). The arguments
  // are computed before it starts: the hand-off covers only the copy into Qt's event queue.
  template <typename... Params, typename... Args>
  void send(void (TrainingController::*signal)(Params...), Args&&... args) {
    const HandOff handOff;
    (this->*signal)(std::forward<Args>(args)...);
  }

  // The one request path: no model, the needs, the error and the hand-off. False when it failed.
  bool answer(const QPointer<QObject>& receiver, const Asked& asked, bool force);
  void runFeeds(bool force, const void* only = nullptr);  // the live round (see the .cpp)
  void tick();
  bool doStep(twb::StepInside* inside = nullptr);  // one step with its reporting; false after a divergence
  bool planDone() const { return meter_.planDone(epochs_); }
  void enterSingleStep();      // the state a Step or Step inside leaves
  void afterSingleStep();      // what a Step or Step inside sends
  void apply(RunEvent event);  // the state machine's answer, told to the window when it changed
  void emitProgress(bool force);
  void sendHistory();  // historyChanged with the session's history now
  void sendHeadsOff();
  void sessionChanged(bool opened);
  void openSession(const QString& path, const std::function<void(twb::TrainingSession&)>& adopt);
  void finishTraining();
  void fail(const QString& what, const std::exception& e);
  // False, telling the user why, when there is no model for `what` ("train", "step").
  bool requireSession(const QString& what);

  QThread* home_ = nullptr;  // the GUI thread, where shutdown() brings us back
  std::unique_ptr<QThread> worker_;
  QTimer* ticker_ = nullptr;          // zero-interval: one step per event-loop pass
  std::unique_ptr<QObject> mailbox_;  // on the GUI thread: where deliveries run

  bool configureFailed_ = false;  // the last configure() failed and said why (worker thread only)
  std::unique_ptr<twb::TrainingSession> session_;
  std::optional<twb::ExperimentSettings> settings_;  // of the last configure, for reset()
  int epochs_ = 0;
  qint64 stepLimit_ = 0;
  qint64 pauseAfterStep_ = 0;
  RunStateMachine machine_;
  std::atomic<int> publicState_{0};

  ProgressMeter meter_;  // speed and time, measured on the steps only
  QElapsedTimer progressClock_, historyClock_, feedClock_;
  bool historyPending_ = false;  // a step recorded a training-loss point the window has not had
  LiveFeeds feeds_;              // worker thread only
  std::atomic<const void*> shownFeeds_{nullptr};
  std::map<QString, Value> roundValues_;  // within a round of feeds: the shared values computed
  double feedSeconds_ = 0;                // what the last live round took (runFeeds)
  qint64 roundMs_ = -1;                   // when the last live round ran while training (-1: none yet)
  QSet<const void*> feedOwners_;          // GUI thread only: the receivers whose end removes their feeds
};

}  // namespace twb::ui

// The engine's structs (StepReport, HistoryPoint, std::vector<HistoryPoint>, MaskSnapshot,
// AttentionSnapshot, SamplingSettings) and ours made of them (GenerationSnapshot,
// ClassificationSnapshot) need no Q_DECLARE_METATYPE in Qt 6: moc records their QMetaType directly, and
// several headers' signals use them (a declaration here would come after their instantiation).
// The controller registers them at run time (qRegisterMetaType) for queued connections.
