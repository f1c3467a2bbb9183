// The training controller: the one owner of the engine's TrainingSession (translate, lm or
// classify), running every engine call on a worker thread of its own so the window never waits for
// the model. Stepping, evaluation, history and checkpoints go through the session's common base;
// the requests of one task (translate, generate, classify, attention, masks) through its own
// session class, answered with an error a person can act on when the model is of another task.
//
// Threading: the controller moves itself to the worker thread it creates. Call its slots from the
// GUI only through queued calls (QMetaObject::invokeMethod(controller, ..., Qt::QueuedConnection),
// or the `post` helper below); connect to its signals normally (they are queued to the GUI thread
// automatically). Every signal carries a plain, copyable value, so it can cross threads and
// outlive the next training step. shutdown() (also run by the destructor, from the GUI thread)
// stops training, releases the session on the worker and brings the controller back to the GUI
// thread.
#pragma once

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "inspect/scaling_lesson.h"
#include "lesson/lesson_checks.h"
#include "inspect/snapshots.h"
#include "engine/session_info.h"
#include "engine/task_snapshots.h"
#include "task/task.h"
#include "engine/thread_handoff.h"

class QThread;
class QTimer;

namespace twb::ui {

enum class TrainingState {
  NoModel,    // nothing built yet
  Preparing,  // building a model, loading/saving a checkpoint or evaluating: wait
  Ready,      // a model exists and is not training (new, opened, or stopped)
  Training,   // stepping continuously
  Paused,     // training interrupted; Train resumes, Step advances one batch
};
QString describe(TrainingState state);

// The live views the window shows now, as flags: while training, the throttled snapshots are
// computed only for these (a hidden tab's snapshot costs the run its time and draws nothing).
// Forced snapshots (after a Step, a pause, a stop, a new session) are computed for every view.
enum LiveView : int {
  NoLiveView = 0,
  LiveAttention = 1,   // the watched sentence's attention (Attention and Compare tabs)
  LiveMasks = 2,       // the last batch's masks (Masks tab)
  LiveScores = 4,      // the score histograms (Why √d_k tab)
  LiveHealth = 8,      // the training health's history (Health tab), sent with the curves' history
  LiveHeads = 16,      // the head telemetry (Heads tab, the Attention tab's role badges), at each new sample
  LiveLogitLens = 32,  // the logit lens of the chosen sentence (Logit lens tab)
  AllLiveViews = LiveAttention | LiveMasks | LiveScores | LiveHealth | LiveHeads | LiveLogitLens,
};

// Throttled (at most ~10 per second) progress of the run, for the status bar and toolbar.
struct TrainingProgress {
  qint64 step = 0;
  int epoch = 0;               // 0-based
  double epochProgress = 0;    // 0 … 1 within the epoch
  double tokensPerSecond = 0;  // target tokens per second of training, recent
  double elapsedSeconds = 0;   // training time of the run (not idle time)
  double etaSeconds =
      -1;          // left in the run (its planned epochs; open-ended: this epoch) at the recent speed; < 0: unknown
  int epochs = 0;  // the run's planned epochs (0: open-ended)
};

// Seconds left at `stepSeconds` a step: the rest of the run's planned `epochs`, or of this epoch
// when the run is open-ended (epochs = 0). `epoch` is 0-based, `epochProgress` 0 … 1 within it.
double secondsLeft(int epochs, int epoch, double epochProgress, double batchesPerEpoch, double stepSeconds);

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

  // Stops training and joins the worker thread; call from the GUI thread. Idempotent.
  void shutdown();

  // Thread-safe reads of what the GUI last heard about (cheap copies, for menus and tests).
  TrainingState state() const;
  int liveViews() const { return liveViews_.load(); }

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
  void stepOnce();  // exactly one optimizer step on the next batch, then every snapshot
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

  // Snapshots on demand; the answers come back as attentionReady/translationReady/
  // generationReady/classificationReady/batchMasks. Attention and masks follow the model's task
  // (lm: the causal self-attention of the text; classify: the encoder self-attention).
  void requestAttention(const QString& source, const QString& target = {});
  // A task view's question: the session's Task hands its model to the answer for that kind of
  // model (translationReady, generationReady or classificationReady; requestFailed when the
  // model is another task's or cannot answer).
  void requestAnswer(const twb::ui::TaskRequest& request);
  void requestMasks(int sentence = 0);
  // The arithmetic of one query of one head (attentionMathReady, or attentionMathFailed).
  void requestAttentionMath(const twb::ui::AttentionMathRequest& request);
  // The logit lens of `text` (translate: teacher-forced on `target`, or on the model's own
  // translation when it is empty); the sentence is read again live while the lens's view is shown.
  void requestLogitLens(const QString& text, const QString& target);
  // The mask editor: the sentence under the model's own masks and the edited ones (maskedRunReady,
  // or maskedRunFailed).
  void requestMaskedRun(const twb::ui::MaskEditRequest& request);
  // What each head is worth (train/ablation_grid.h) on the first validation examples, for the
  // heads of `kind` ("encoder", "decoder", "cross"; empty: every kind): ablationProgress as it goes,
  // then ablationReady, or ablationFailed. Training waits meanwhile (it runs on this thread).
  void requestAblation(const QString& kind);
  // Heads switched off ("cross:1.2", train/head_ablation.h) for the task tabs' answers and, with
  // `whileTraining`, for the rest of training (TrainingSession::switch_heads_off); headsOffChanged
  // says what holds now (unchanged, after error(), for a head the model lacks).
  void switchHeadsOff(const QStringList& heads, bool whileTraining);
  // The sentence whose attention is re-sent after each Step and, throttled, while training (empty
  // source: none). An empty target means the model's own translation. It sends nothing now: the
  // callers follow it with requestAttention, and it computed the same attention twice.
  void setWatchedSentence(const QString& source, const QString& target = {});
  // Both: watches `source` and sends its attention now (the Attention tab's sentence changed).
  void watchSentence(const QString& source);
  // Every head's attention scores of the first few validation examples (the "Why √d_k" lesson),
  // answered by scoresReady; also sent for a new model, after each Step and, throttled, while
  // training.
  void requestScores();
  // The attention time-lapse's probe (translate: and its target; empty: the reference). The
  // time-lapse starts again from the next due step (timelapseChanged says so at once).
  void setTimelapseProbe(const QString& source, const QString& target = {});
  // A lesson step's checks (lesson/lesson_checks.h) on the run now, with the history of the lesson's
  // second run (`hasComparison`: there is one); answered by lessonChecksReady with the same
  // `token`, in the checks' order. A check that cannot be read says why in its hint.
  void requestLessonChecks(quint64 token, const std::vector<twb::LessonCheck>& checks,
                           const std::vector<twb::HistoryPoint>& comparison, bool hasComparison);
  // Which LiveView flags the window shows (all by default): see LiveView. Unlike the other slots
  // it may be called directly from any thread (an atomic), taking effect from the next step.
  void setLiveViews(int views);

 signals:
  void stateChanged(twb::ui::TrainingState state);
  void sessionReady(const twb::ui::SessionInfo& info);  // a new, reset or opened session
  void stepped(const twb::StepReport& report);          // after every optimizer step
  void progress(const twb::ui::TrainingProgress& progress);
  void historyChanged(const std::vector<twb::HistoryPoint>& history);
  void batchMasks(const twb::inspect::MaskSnapshot& masks);
  void attentionReady(const twb::inspect::AttentionSnapshot& attention);
  void attentionMathReady(const twb::inspect::AttentionMath& math);
  void attentionMathFailed(const QString& message);
  void scoresReady(const twb::inspect::ScoreSnapshot& scores);
  void stepInsideReady(const twb::inspect::StepSnapshot& snapshot);
  // A step in trouble, not applied (train/divergence.h): the run pauses, Step inside is sent for
  // the batch's example that went wrong, and `keptStep` is where a rewind goes (-1: none kept yet).
  void diverged(const twb::DivergenceReport& report, qint64 keptStep);
  // The training health (train/health.h), with the history (throttled the same way).
  void healthChanged(const twb::HealthHistory& health);
  // The head telemetry (train/head_telemetry.h), whole, when it has a sample the window lacks.
  void headsChanged(const twb::HeadTelemetry& heads);
  void logitLensReady(const twb::inspect::LogitLens& lens);
  void maskedRunReady(const twb::inspect::MaskedRun& run);
  void maskedRunFailed(const QString& message);
  void ablationProgress(int done, int total);
  void ablationReady(const twb::AblationGrid& grid);
  void ablationFailed(const QString& message);
  // The heads switched off now, and whether for training too (none for a new, opened or reset model).
  void headsOffChanged(const QStringList& heads, bool whileTraining);
  void logitLensFailed(const QString& message);
  void lessonChecksReady(quint64 token, const std::vector<twb::CheckResult>& results);
  // The attention time-lapse: whole for a new, opened or reset session, a new probe, the first
  // frame of a layout and after thinning; otherwise each frame the run keeps, as it keeps it.
  void timelapseChanged(const twb::AttentionTimelapse& timelapse);
  void timelapseFrame(const twb::TimelapseFrame& frame);
  // The translation, the beam's "score\ttext" hypotheses (beam > 1), the attention maps of the
  // produced translation, and greedy decoding's top-5 next tokens at every step.
  void translationReady(const QString& result, const QStringList& beamHypotheses,
                        const twb::inspect::AttentionSnapshot& attention, const twb::ui::TopKSteps& topK);
  void generationReady(const twb::ui::GenerationSnapshot& generation);
  void classificationReady(const twb::ui::ClassificationSnapshot& classification);
  // A request of a task tab ("translate", "lm", "classify") failed; error() says why too.
  void requestFailed(const QString& task, const QString& message);
  void saved(const QString& path);
  void error(const QString& message);

 private:
  class Answer;  // requestAnswer's work for each kind of model (a twb::ModelVisitor)
  // Emits `signal(args…)` for the GUI thread inside a hand-off (thread_handoff.h). The arguments
  // are computed before it starts: the hand-off covers only the copy into Qt's event queue.
  template <typename... Params, typename... Args>
  void send(void (TrainingController::*signal)(Params...), Args&&... args) {
    const HandOff handOff;
    (this->*signal)(std::forward<Args>(args)...);
  }

  void tick();
  bool doStep(twb::StepInside* inside = nullptr);  // one step with its reporting; false after a divergence
  bool planDone() const;                           // the planned epochs (if any) are done
  void enterSingleStep();                          // the state a Step or Step inside leaves
  void setState(TrainingState state);
  void emitProgress(bool force);
  void sendHistory();  // historyChanged with the session's history now
  void emitSnapshots(bool force);
  void sendHeads(bool force);
  void sendHeadsOff();
  void sessionChanged(bool opened);
  void finishTraining();
  void fail(const QString& what, const std::exception& e);
  // True when the model is of `task`; otherwise tells its tab why (requestFailed).
  bool requireTask(const QString& task);

  QThread* home_ = nullptr;  // the GUI thread, where shutdown() brings us back
  std::unique_ptr<QThread> worker_;
  QTimer* ticker_ = nullptr;  // zero-interval: one step per event-loop pass

  bool configureFailed_ = false;  // the last configure() failed and said why (worker thread only)
  std::unique_ptr<twb::TrainingSession> session_;
  std::optional<twb::ExperimentSettings> settings_;  // of the last configure, for reset()
  int epochs_ = 0;
  bool finished_ = false;  // the run ended its plan (epochs or step limit) and has not trained since
  qint64 stepLimit_ = 0;
  qint64 pauseAfterStep_ = 0;
  TrainingState state_ = TrainingState::NoModel;
  std::atomic<int> publicState_{0};

  // Speed and time, measured on the steps only.
  double baseElapsed_ = 0, trainSeconds_ = 0;
  double windowSeconds_ = 0, windowTokens_ = 0, recentTokensPerSecond_ = 0, recentStepSeconds_ = 0;
  StepReport last_;
  QElapsedTimer progressClock_, snapshotClock_, historyClock_;
  bool historyPending_ = false;    // a step recorded a training-loss point the window has not had
  QElapsedTimer scoresClock_;      // the lesson's score histograms: rarer than the other snapshots
  QElapsedTimer healthClock_;      // the training health: a copy of its history at most once a second
  qint64 headsSentStep_ = -1;      // the last head telemetry sample sent (-1: none)
  QString lensText_, lensTarget_;  // the logit lens's sentence, read again live
  double snapshotSeconds_ = 0;     // what the last live snapshots took (emitSnapshots)
  QString watchedSource_, watchedTarget_;
  std::atomic<int> liveViews_{AllLiveViews};  // written on the worker, read anywhere
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::TrainingState)
Q_DECLARE_METATYPE(twb::ui::TrainingProgress)
// The engine's structs (StepReport, HistoryPoint, std::vector<HistoryPoint>, MaskSnapshot,
// AttentionSnapshot, SamplingSettings) and ours made of them (GenerationSnapshot,
// ClassificationSnapshot) need no Q_DECLARE_METATYPE in Qt 6: moc records their QMetaType directly, and
// several headers' signals use them (a declaration here would come after their instantiation).
// The controller registers them at run time (qRegisterMetaType) for queued connections.
