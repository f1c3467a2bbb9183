#include "engine/training_controller.h"

#include <QThread>
#include <QTimer>

#include <algorithm>
#include <exception>

#include "engine/qt_text.h"
#include "engine/thread_handoff.h"
#include "huggingface/model_folder.h"
#include "task/task.h"
#include "tensor/parallel.h"
#include "train/job_export.h"
#include "train/trainer.h"
#include "util/error.h"

namespace twb::ui {
namespace {

constexpr qint64 kProgressIntervalMs = 100;  // ≤ 10 progress signals per second
constexpr qint64 kHistoryIntervalMs = 1000;  // the history between evaluations: ≤ 1 per second
constexpr qint64 kFeedIntervalMs = 500;      // the live views' feeds while training: ≤ 2 rounds a second…
constexpr double kFeedShare = 0.02;          // …and ≤ 2 % of the training time (see runFeeds)
constexpr int kValidationExamples = 20;      // validation pairs offered to the views

void registerTypes() {
  static const bool once = [] {
    qRegisterMetaType<TrainingState>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<SessionInfo>();
    qRegisterMetaType<twb::StepReport>();
    qRegisterMetaType<twb::HistoryPoint>();
    qRegisterMetaType<std::vector<twb::HistoryPoint>>();
    qRegisterMetaType<twb::inspect::StepSnapshot>();
    qRegisterMetaType<twb::DivergenceReport>();
    qRegisterMetaType<twb::AttentionTimelapse>();
    qRegisterMetaType<twb::TimelapseFrame>();
    qRegisterMetaType<twb::ExperimentSettings>();
    return true;
  }();
  (void)once;
}

// The session's task, as the engine describes it.
const twb::Task& taskOf(const twb::TrainingSession& session) { return twb::task_named(session.task()); }

}  // namespace

TrainingController::TrainingController() {
  registerTypes();
  setObjectName(QStringLiteral("trainingController"));
  home_ = thread();
  mailbox_ = std::make_unique<QObject>();  // stays on the GUI thread
  ticker_ = new QTimer(this);
  ticker_->setInterval(0);
  connect(ticker_, &QTimer::timeout, this, &TrainingController::tick);
  worker_ = std::make_unique<QThread>();
  worker_->setObjectName(QStringLiteral("twb-training"));
  moveToThread(worker_.get());
  worker_->start();
}

TrainingController::~TrainingController() { shutdown(); }

void TrainingController::shutdown() {
  if (!worker_ || !worker_->isRunning()) return;
  if (QThread::currentThread() == worker_.get()) return;  // would wait for itself
  // The worker's last call: training stops, the session goes, we come home (only the worker may push
  // us away) and its event loop ends; wait() returns once the thread has finished.
  post([this, home = home_] {
    ticker_->stop();
    session_.reset();
    moveToThread(home);
    QThread::currentThread()->quit();
  });
  worker_->wait();
}

TrainingState TrainingController::state() const { return static_cast<TrainingState>(publicState_.load()); }

void TrainingController::apply(RunEvent event) {
  const TrainingState before = machine_.state();
  const TrainingState now = machine_.on(event);
  if (now == before) return;
  publicState_.store(static_cast<int>(now));
  send(&TrainingController::stateChanged, now);
}

void TrainingController::fail(const QString& what, const std::exception& e) {
  send(&TrainingController::error,
       what.isEmpty() ? fromStd(e.what()) : what + QStringLiteral(": ") + fromStd(e.what()));
}

bool TrainingController::requireSession(const QString& what) {
  if (session_) return true;
  // After a failed configure, Train and Step stay silent: the dialog the user reads says why the
  // model could not be built, not that there is none.
  if (!configureFailed_) {
    send(&TrainingController::error,
         tr("There is no model to %1 yet: choose the settings and press Train or Step.").arg(what));
  }
  return false;
}

void TrainingController::setThreads(int threads) { twb::set_num_threads(threads); }

void TrainingController::configure(const twb::ExperimentSettings& settings, int epochs, int threads) {
  ticker_->stop();
  apply(RunEvent::Build);
  try {
    if (threads > 0) twb::set_num_threads(threads);
    auto fresh = twb::create_session(settings);
    session_ = std::move(fresh);  // the old model goes
    settings_ = settings;
    epochs_ = std::max(0, epochs);
    configureFailed_ = false;
    sessionChanged(false);
    apply(RunEvent::Built);
  } catch (const std::exception& e) {
    configureFailed_ = true;
    apply(RunEvent::BuildFailed);
    fail(tr("Could not build the model"), e);
  }
}

void TrainingController::sessionChanged(bool opened) {
  const twb::TrainingSession& s = *session_;
  meter_.restart(s.history().empty() ? 0 : s.history().back().elapsed_seconds, session_->steps(), session_->epoch());

  SessionInfo info;
  info.task = fromStd(s.task());
  info.opened = opened;
  info.settings = s.settings();
  info.step = meter_.last().step;
  info.epoch = meter_.last().epoch;
  info.dataset = fromStd(s.settings().dataset);
  info.sourceLanguage = fromStd(s.settings().source_language);
  info.targetLanguage = fromStd(s.settings().target_language);
  const TransformerConfig& c = session_->model_config();
  info.model = c;
  info.dModel = c.d_model;
  info.heads = c.heads;
  info.encoderLayers = c.encoder_layers;
  info.decoderLayers = c.decoder_layers;
  info.maxLength = c.max_len;
  info.parameters = session_->parameter_count();
  info.batchesPerEpoch = static_cast<qint64>(session_->batches_per_epoch());
  // translate: sources and targets; lm: lines; classify: texts and their labels.
  for (const twb::TextExample& e : s.validation_examples(size_t(kValidationExamples))) {
    info.validationSources << fromStd(e.text);
    if (!e.expected.empty()) info.validationTargets << fromStd(e.expected);
  }
  info.vocabularySize = c.target_vocab > 0 ? c.target_vocab : c.source_vocab;
  for (const std::string& label : s.labels()) info.labels << fromStd(label);
  for (const std::string& note : s.notes()) info.notes << fromStd(note);
  info.history = s.history();
  const Matrix learned = session_->learned_positions();
  info.positions = twb::inspect::positions_view(c, learned.size() > 0 ? &learned : nullptr);
  send(&TrainingController::sessionReady, info);
  sendHistory();
  // What the run recorded travels with it: an opened checkpoint's telemetry and health show at
  // once, and a new run's (empty) ones clear the last run's.
  send(&TrainingController::timelapseChanged, s.timelapse());
  sendHeadsOff();
  emitProgress(true);
  runFeeds(true);
}

void TrainingController::train() {
  if (!requireSession(tr("train"))) return;
  if (machine_.state() == TrainingState::Training) return;
  if (planDone()) epochs_ = 0;  // the planned epochs are done: Train again means "keep going"
  apply(RunEvent::Train);
  ticker_->start();
}

void TrainingController::tick() {
  if (machine_.state() != TrainingState::Training || !session_) {
    ticker_->stop();
    return;
  }
  if (!doStep()) return;
  if (planDone() || (stepLimit_ > 0 && meter_.last().step >= stepLimit_)) {
    finishTraining();
  } else if (pauseAfterStep_ > 0 && meter_.last().step >= pauseAfterStep_) {
    pauseAfterStep_ = 0;
    pause();
  }
}

void TrainingController::setStepLimit(qint64 steps) { stepLimit_ = std::max<qint64>(0, steps); }

void TrainingController::pauseAfterStep(qint64 step) { pauseAfterStep_ = std::max<qint64>(0, step); }

bool TrainingController::doStep(twb::StepInside* inside) {
  QElapsedTimer clock;
  clock.start();
  StepReport report;
  const size_t points = session_->history().size();
  try {
    report = session_->step(inside);
  } catch (const twb::DivergenceError& e) {
    // Nothing of the step was applied: pause, and show the step inside on the example that went wrong.
    ticker_->stop();
    apply(RunEvent::Halted);
    try {
      twb::StepInside look(std::max(0, e.report().example));
      session_->inspect(look);
      send(&TrainingController::stepInsideReady, taskOf(*session_).step_snapshot(*session_, std::move(look)));
    } catch (const std::exception&) {
      // The report alone still says what went wrong.
    }
    send(&TrainingController::diverged, e.report(), qint64(session_->kept_step()));
    return false;
  } catch (const std::exception& e) {
    // Any other engine error keeps the last good weights too, and says why.
    ticker_->stop();
    apply(RunEvent::Halted);
    fail(tr("Training stopped"), e);
    return false;
  }
  meter_.addStep(report, double(clock.nsecsElapsed()) * 1e-9);
  send(&TrainingController::stepped, report);
  // The time-lapse's frames go over as they are kept: the view scrubs its own copy.
  const twb::AttentionTimelapse& timelapse = session_->timelapse();
  if (session_->timelapse_thinned() || (session_->timelapse_recorded() && timelapse.frames().size() == 1)) {
    send(&TrainingController::timelapseChanged, timelapse);
  } else if (session_->timelapse_recorded()) {
    send(&TrainingController::timelapseFrame, timelapse.frames().back());
  }

  if (session_->evaluation_due()) {
    try {
      session_->evaluate();
      sendHistory();
    } catch (const std::exception& e) {
      fail(tr("Evaluation failed"), e);
    }
  } else if (session_->history().size() != points) {
    // The step recorded its training loss (every eval_every / 10 steps): the Compare view overlays
    // it. It goes with the progress, at most once a second: a long run's history is thousands of
    // points, copied to the window each time.
    historyPending_ = true;
  }
  emitProgress(false);
  runFeeds(false);
  return true;
}

void TrainingController::finishTraining() {
  ticker_->stop();
  if (session_ && !session_->evaluated_at_last_step()) {
    try {
      session_->evaluate();
      sendHistory();
    } catch (const std::exception& e) {
      fail(tr("Evaluation failed"), e);
    }
  }
  emitProgress(true);
  runFeeds(true);
  apply(RunEvent::Finished);
}

void TrainingController::pause() {
  if (machine_.state() != TrainingState::Training) return;
  ticker_->stop();
  apply(RunEvent::Pause);
  emitProgress(true);
  runFeeds(true);
}

// A step of a run that finished its plan goes beyond it, as Train then does: the toolbar no longer
// counts against the planned epochs, and the run stays finished (run_state.h). Any other step
// pauses the run (Train resumes it).
void TrainingController::enterSingleStep() {
  ticker_->stop();
  if (machine_.finished()) epochs_ = 0;
  apply(RunEvent::Step);
}

void TrainingController::afterSingleStep() {
  emitProgress(true);
  runFeeds(true);
}

void TrainingController::stepOnce() {
  if (!requireSession(tr("step"))) return;
  enterSingleStep();
  if (doStep()) afterSingleStep();
}

void TrainingController::stepInside(int example) {
  if (!requireSession(tr("step inside"))) return;
  enterSingleStep();
  twb::StepInside inside(std::max(0, example));
  if (!doStep(&inside)) return;
  try {
    send(&TrainingController::stepInsideReady, taskOf(*session_).step_snapshot(*session_, std::move(inside)));
  } catch (const std::exception& e) {
    fail(tr("Could not show the step"), e);
  }
  afterSingleStep();
}

void TrainingController::rewind(double rateFactor) {
  if (!session_) return;
  try {
    session_->rewind(rateFactor);
  } catch (const std::exception& e) {
    fail(tr("Could not rewind"), e);
    return;
  }
  apply(RunEvent::Rewound);
  sendHistory();
  afterSingleStep();
}

void TrainingController::goOnAfterDivergence() {
  if (!session_) return;
  session_->allow_next_step();
  train();
}

void TrainingController::stop() {
  if (!session_) return;
  const TrainingState s = machine_.state();
  if (s == TrainingState::Training || s == TrainingState::Paused) finishTraining();
}

void TrainingController::evaluateNow() {
  if (!session_) return;
  try {
    session_->evaluate();
    sendHistory();
  } catch (const std::exception& e) {
    fail(tr("Evaluation failed"), e);
  }
}

void TrainingController::reset() {
  ticker_->stop();
  if (settings_) {
    configure(*settings_, epochs_);
  } else if (session_) {
    configure(session_->settings(), epochs_);
  }
}

void TrainingController::save(const QString& path) {
  if (!session_) {
    send(&TrainingController::error, tr("There is no model to save yet."));
    return;
  }
  try {
    session_->save(path.toStdString());
    send(&TrainingController::saved, path);
  } catch (const std::exception& e) {
    fail(tr("Could not save %1").arg(path), e);
  }
}

void TrainingController::exportJob(const QString& folder, int epochs) {
  if (!session_) {
    send(&TrainingController::error, tr("There is no experiment to hand to PyTorch yet: train a step or open a run."));
    return;
  }
  try {
    twb::JobOptions options;
    options.out = folder.toStdString();
    options.epochs = epochs > 0 ? epochs : 10;
    const twb::JobSummary summary = twb::export_job(*session_, options);
    send(&TrainingController::jobExported, folder, static_cast<qint64>(summary.steps));
  } catch (const std::exception& e) {
    fail(tr("Could not write the PyTorch job to %1").arg(folder), e);
  }
}

void TrainingController::open(const QString& path) { openSession(path, {}); }

void TrainingController::openFollowed(const QString& path, const std::vector<twb::HistoryPoint>& history,
                                      const twb::HeadTelemetry& heads) {
  openSession(path, [&](twb::TrainingSession& session) { session.adopt_run(history, heads); });
}

void TrainingController::openSession(const QString& path, const std::function<void(twb::TrainingSession&)>& adopt) {
  ticker_->stop();
  apply(RunEvent::Build);
  try {
    std::unique_ptr<twb::TrainingSession> loaded;
    if (twb::huggingface::is_model_folder(path.toStdString())) {
      // A model trained elsewhere (a Hugging Face GPT-2 folder) holds no run: a new one starts from
      // it, on the language-model text chosen last, to look inside it and to train it further.
      twb::ExperimentSettings settings = twb::default_settings("lm");
      settings.start_from = path.toStdString();
      const bool text_chosen = settings_ && settings_->task == settings.task && !settings_->dataset.empty();
      settings.dataset = text_chosen ? settings_->dataset : "toy-grammar";
      loaded = twb::create_session(settings);
    } else {
      loaded = twb::resume_session(path.toStdString());
    }
    if (adopt) adopt(*loaded);
    session_ = std::move(loaded);
    settings_ = session_->settings();
    epochs_ = 0;
    sessionChanged(true);
    apply(RunEvent::Built);
  } catch (const std::exception& e) {
    // The current session was not touched: go back to where we were (a run stays paused).
    apply(RunEvent::BuildFailed);
    send(&TrainingController::error,
         tr("Could not open %1: %2\nThe current model and its curves are unchanged; choose a "
            "checkpoint saved by Transformer Workbench (.safetensors) or a Hugging Face GPT-2 folder.")
             .arg(path, fromStd(e.what())));
  }
}

void TrainingController::switchHeadsOff(const QStringList& heads, bool whileTraining) {
  if (!session_) return;
  try {
    std::vector<twb::HeadRef> refs;
    const twb::AttentionKind main = taskOf(*session_).main_attention_kind();
    for (const QString& h : heads) refs.push_back(twb::parse_head(h.toStdString(), main));
    session_->switch_heads_off(std::move(refs), whileTraining);
  } catch (const std::exception& e) {
    fail(tr("Could not switch the heads off"), e);
  }
  sendHeadsOff();
}

void TrainingController::sendHeadsOff() {
  QStringList names;
  for (const twb::HeadRef& h : session_->heads_off()) names << fromStd(twb::head_name(h));
  send(&TrainingController::headsOffChanged, names, session_->heads_off_while_training());
}

void TrainingController::setTimelapseProbe(const QString& source, const QString& target) {
  if (settings_) {  // a reset keeps it
    settings_->timelapse_probe = source.toStdString();
    settings_->timelapse_target = target.toStdString();
  }
  if (!session_) return;
  session_->set_timelapse_probe(source.toStdString(), target.toStdString());
  send(&TrainingController::timelapseChanged, session_->timelapse());
}

void TrainingController::feed(QObject* receiver, Feed feed) {
  QPointer<QObject> guard(receiver);
  const void* owner = receiver;
  // The first feed of a receiver: its feeds go when it does (heard on the GUI thread, by the
  // mailbox; the table is the worker's).
  if (!feedOwners_.contains(owner)) {
    feedOwners_.insert(owner);
    connect(receiver, &QObject::destroyed, mailbox_.get(), [this, owner] {
      feedOwners_.remove(owner);
      post([this, owner] {
        feeds_.removeOwner(owner);
        shownFeeds_.store(feeds_.shown());
      });
    });
  }
  post([this, guard, owner, feed = std::move(feed)]() mutable {
    const bool has = bool(feed.produce);
    feeds_.set(owner, guard, std::move(feed));
    if (has && session_) runFeeds(true, owner);  // now, with the owner's others: all of the view current
  });
}

void TrainingController::unfeed(QObject* receiver, const QString& id) {
  const void* owner = receiver;
  post([this, owner, id] { feeds_.remove(owner, id); });
}

void TrainingController::showFeeds(QObject* receiver) {
  const void* owner = receiver;
  post([this, owner] {
    if (owner == feeds_.shown()) return;
    feeds_.show(owner);
    shownFeeds_.store(owner);
    // A view shown while training shows the run now, not at its next round.
    if (owner && session_ && machine_.state() == TrainingState::Training) runFeeds(true, owner);
  });
}

void TrainingController::deliver(const QPointer<QObject>& receiver, const QString& id, Delivery fn) {
  const HandOff handOff;
  QMetaObject::invokeMethod(
      mailbox_.get(),
      [this, receiver, id, fn = std::move(fn)] {
        if (!receiver) return;  // the view went meanwhile
        fn();
        if (!id.isEmpty()) emit delivered(id);
      },
      Qt::QueuedConnection);
}

bool TrainingController::answer(const QPointer<QObject>& receiver, const Asked& asked, bool force) {
  if (!session_) {
    if (asked.failed) {
      const QString message =
          tr("There is no model yet: choose the settings in the Experiment panel and press "
             "Train or Step, or open a checkpoint or a model folder.");
      deliver(receiver, {}, [failed = asked.failed, message] { failed(message); });
    }
    return false;
  }
  try {
    Value value;
    const std::function<void()> produce = [&] { value = asked.produce(*session_, force); };
    const std::function<void()> withHeads = [&] {
      if (asked.needs.headsOff) {
        session_->with_heads_off(produce);
      } else {
        produce();
      }
    };
    const auto shared = asked.shares.isEmpty() ? roundValues_.end() : roundValues_.find(asked.shares);
    if (shared != roundValues_.end()) {
      value = shared->second;  // another view's feed computed it in this round
    } else if (asked.needs.savedWeights) {
      session_->with_saved_weights(withHeads);
    } else {
      withHeads();
    }
    if (!value) return true;  // nothing new
    if (!asked.shares.isEmpty()) roundValues_.emplace(asked.shares, value);
    deliver(receiver, asked.id, asked.show(value));
    return true;
  } catch (const std::exception& e) {
    const QString message = fromStd(e.what());
    if (asked.failed) {
      deliver(receiver, {}, [failed = asked.failed, message] { failed(message); });
    } else {
      send(&TrainingController::error, message);
    }
    return false;
  }
}

// While training, the live round comes at most every kFeedIntervalMs and, when the feeds take long
// (the watched sentence's attention decodes it first: one token at a time, which more cores hardly
// speed up), only as often as keeps them within kFeedShare of the time: the last round's cost
// divided by the share is the least interval until the next. Forced (after a Step, a pause, a stop,
// a new model) it runs every feed of every view, shown or not, so that none shows an old step.
void TrainingController::runFeeds(bool force, const void* only) {
  if (!session_ || feeds_.empty()) return;
  if (!feedClock_.isValid()) feedClock_.start();
  const qint64 now = feedClock_.elapsed();
  if (!force) {
    const qint64 interval = std::max(kFeedIntervalMs, qint64(feedSeconds_ * 1000 / kFeedShare));
    if (roundMs_ >= 0 && now - roundMs_ < interval) return;
    roundMs_ = now;
  }
  QElapsedTimer cost;
  cost.start();
  std::vector<std::pair<const void*, QString>> failed;
  for (const LiveFeeds::Due& due : feeds_.due(now, force, only)) {
    if (!answer(due.guard, *due.feed, force)) failed.emplace_back(due.owner, due.feed->id);
  }
  roundValues_.clear();
  for (const auto& [owner, id] : failed) feeds_.remove(owner, id);  // a failed feed waits to be given again
  if (!force) feedSeconds_ = double(cost.nsecsElapsed()) * 1e-9;    // forced ones run every view's
}

void TrainingController::emitProgress(bool force) {
  if (!session_) return;
  if (!force && progressClock_.isValid() && progressClock_.elapsed() < kProgressIntervalMs) return;
  progressClock_.restart();
  send(&TrainingController::progress, meter_.read(epochs_, double(session_->batches_per_epoch())));
  if (historyPending_ && (force || !historyClock_.isValid() || historyClock_.elapsed() >= kHistoryIntervalMs)) {
    historyClock_.restart();
    sendHistory();
  }
}

void TrainingController::sendHistory() {
  historyPending_ = false;
  send(&TrainingController::historyChanged, session_->history());
}

}  // namespace twb::ui
