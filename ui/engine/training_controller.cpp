#include "engine/training_controller.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <exception>

#include "tensor/parallel.h"
#include "huggingface/model_folder.h"
#include "train/trainer.h"
#include "engine/qt_text.h"
#include "engine/thread_handoff.h"
#include "util/error.h"

namespace twb::ui {
namespace {

constexpr qint64 kProgressIntervalMs = 100;  // ≤ 10 progress signals per second
constexpr qint64 kHistoryIntervalMs = 1000;  // the history between evaluations: ≤ 1 per second
constexpr qint64 kSnapshotIntervalMs = 500;  // masks/attention while training: ≤ 2 per second…
constexpr double kSnapshotShare = 0.02;      // …and ≤ 2 % of the training time (see emitSnapshots)
constexpr int kValidationExamples = 20;      // validation pairs offered to the views
constexpr qint64 kScoresIntervalMs = 2000;   // score histograms while training: ≤ 1 per 2 seconds
constexpr qint64 kHealthIntervalMs = 1000;   // the training health while training: ≤ 1 copy a second
constexpr int kScoreExamples = 8;            // validation examples whose scores the lesson bins

void registerTypes() {
  static const bool once = [] {
    qRegisterMetaType<TrainingState>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<SessionInfo>();
    qRegisterMetaType<twb::StepReport>();
    qRegisterMetaType<twb::HistoryPoint>();
    qRegisterMetaType<std::vector<twb::HistoryPoint>>();
    qRegisterMetaType<twb::inspect::MaskSnapshot>();
    qRegisterMetaType<twb::inspect::AttentionSnapshot>();
    qRegisterMetaType<twb::inspect::AttentionMath>();
    qRegisterMetaType<twb::inspect::ScoreSnapshot>();
    qRegisterMetaType<twb::inspect::StepSnapshot>();
    qRegisterMetaType<twb::HealthHistory>();
    qRegisterMetaType<twb::HeadTelemetry>();
    qRegisterMetaType<twb::inspect::LogitLens>();
    qRegisterMetaType<twb::AblationGrid>();
    qRegisterMetaType<twb::inspect::MaskedRun>();
    qRegisterMetaType<twb::ui::MaskEditRequest>();
    qRegisterMetaType<twb::DivergenceReport>();
    qRegisterMetaType<twb::AttentionTimelapse>();
    qRegisterMetaType<twb::TimelapseFrame>();
    qRegisterMetaType<std::vector<twb::LessonCheck>>();
    qRegisterMetaType<std::vector<twb::CheckResult>>();
    qRegisterMetaType<twb::ui::TopKSteps>();
    qRegisterMetaType<twb::ExperimentSettings>();
    qRegisterMetaType<twb::SamplingSettings>();
    qRegisterMetaType<twb::ui::GenerationSnapshot>();
    qRegisterMetaType<twb::ui::ClassificationSnapshot>();
    return true;
  }();
  (void)once;
}

// The model's task in words, for messages.
QString taskWords(const QString& task) {
  try {
    return fromStd(twb::task_named(task.toStdString()).description());
  } catch (const std::exception&) {
    return task;
  }
}

// The session's task, as the engine describes it.
const twb::Task& taskOf(const twb::TrainingSession& session) { return twb::task_named(session.task()); }

}  // namespace

QString describe(TrainingState state) {
  switch (state) {
    case TrainingState::NoModel:
      return QCoreApplication::translate("TrainingState", "no model");
    case TrainingState::Preparing:
      return QCoreApplication::translate("TrainingState", "preparing");
    case TrainingState::Ready:
      return QCoreApplication::translate("TrainingState", "ready");
    case TrainingState::Training:
      return QCoreApplication::translate("TrainingState", "training");
    case TrainingState::Paused:
      return QCoreApplication::translate("TrainingState", "paused");
  }
  return {};
}

TrainingController::TrainingController() {
  registerTypes();
  setObjectName(QStringLiteral("trainingController"));
  home_ = thread();
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

void TrainingController::setState(TrainingState state) {
  if (state == state_) return;
  state_ = state;
  publicState_.store(static_cast<int>(state));
  send(&TrainingController::stateChanged, state);
}

void TrainingController::fail(const QString& what, const std::exception& e) {
  send(&TrainingController::error,
       what.isEmpty() ? fromStd(e.what()) : what + QStringLiteral(": ") + fromStd(e.what()));
}

void TrainingController::setThreads(int threads) { twb::set_num_threads(threads); }

void TrainingController::configure(const twb::ExperimentSettings& settings, int epochs, int threads) {
  ticker_->stop();
  const TrainingState before = state_;
  setState(TrainingState::Preparing);
  try {
    if (threads > 0) twb::set_num_threads(threads);
    auto fresh = twb::create_session(settings);
    session_ = std::move(fresh);  // the old model goes
    settings_ = settings;
    epochs_ = std::max(0, epochs);
    configureFailed_ = false;
    sessionChanged(false);
    setState(TrainingState::Ready);
  } catch (const std::exception& e) {
    // Train and Step queue their call right after this one: they stay silent, so that the dialog
    // the user reads says why the model could not be built, not that there is none.
    configureFailed_ = true;
    setState(before == TrainingState::Training ? TrainingState::Paused : before);
    fail(tr("Could not build the model"), e);
  }
}

bool TrainingController::requireTask(const QString& task) {
  if (!session_) {
    const QString message = tr("There is no model yet: choose the %1 task in the Experiment panel and press "
                               "Train or Step, or open a checkpoint.")
                                .arg(task);
    send(&TrainingController::requestFailed, task, message);
    return false;
  }
  const QString actual = fromStd(session_->task());
  if (actual == task) return true;
  const QString message = tr("The current model is %1, not %2. Press New experiment (Ctrl+N) to build one from "
                             "the Experiment panel, or open a checkpoint of that task.")
                              .arg(taskWords(actual), taskWords(task));
  send(&TrainingController::requestFailed, task, message);
  return false;
}

void TrainingController::sessionChanged(bool opened) {
  const twb::TrainingSession& s = *session_;
  baseElapsed_ = s.history().empty() ? 0 : s.history().back().elapsed_seconds;
  trainSeconds_ = windowSeconds_ = windowTokens_ = 0;
  recentTokensPerSecond_ = recentStepSeconds_ = 0;
  finished_ = false;
  last_ = {};
  last_.step = session_->steps();
  last_.epoch = session_->epoch();

  SessionInfo info;
  info.task = fromStd(s.task());
  info.opened = opened;
  info.settings = s.settings();
  info.step = last_.step;
  info.epoch = last_.epoch;
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
  sendHeads(true);
  send(&TrainingController::healthChanged, s.health());
  sendHeadsOff();
  emitProgress(true);
  requestScores();
}

void TrainingController::train() {
  if (!session_) {
    if (!configureFailed_)
      send(&TrainingController::error, tr("There is no model to train yet: choose the settings and press Train."));
    return;
  }
  if (state_ == TrainingState::Training) return;
  if (planDone()) epochs_ = 0;  // the planned epochs are done: Train again means "keep going"
  finished_ = false;
  setState(TrainingState::Training);
  ticker_->start();
}

void TrainingController::tick() {
  if (state_ != TrainingState::Training || !session_) {
    ticker_->stop();
    return;
  }
  if (!doStep()) return;
  if (planDone() || (stepLimit_ > 0 && last_.step >= stepLimit_)) {
    finishTraining();
  } else if (pauseAfterStep_ > 0 && last_.step >= pauseAfterStep_) {
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
    setState(TrainingState::Paused);
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
    setState(TrainingState::Paused);
    fail(tr("Training stopped"), e);
    return false;
  }
  const double seconds = double(clock.nsecsElapsed()) * 1e-9;
  trainSeconds_ += seconds;
  windowSeconds_ += seconds;
  windowTokens_ += report.target_tokens;
  last_ = report;
  send(&TrainingController::stepped, report);
  // The time-lapse's frames go over as they are kept: the tab scrubs its own copy.
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
    // The step recorded its training loss (every eval_every / 10 steps): the Compare tab overlays
    // it. It goes with the progress, at most once a second: a long run's history is thousands of
    // points, copied to the window each time.
    historyPending_ = true;
  }
  emitProgress(false);
  emitSnapshots(false);
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
  emitSnapshots(true);
  finished_ = true;
  setState(TrainingState::Ready);
}

void TrainingController::pause() {
  if (state_ != TrainingState::Training) return;
  ticker_->stop();
  setState(TrainingState::Paused);
  emitProgress(true);
  emitSnapshots(true);
}

bool TrainingController::planDone() const {
  return epochs_ > 0 && last_.epoch + last_.epoch_progress >= epochs_ - 1e-9;
}

// A step of a run that finished its planned epochs goes beyond the plan, as Train then does, and
// the run stays finished: Ready, with nothing to stop. Any other step pauses the run (Train
// resumes it).
void TrainingController::enterSingleStep() {
  if (state_ == TrainingState::Ready && (planDone() || finished_)) {
    epochs_ = 0;
    return;
  }
  if (state_ != TrainingState::Paused) setState(TrainingState::Paused);
}

void TrainingController::stepOnce() {
  if (!session_) {
    if (!configureFailed_)
      send(&TrainingController::error,
           tr("There is no model to step yet: choose the settings and press Train or Step."));
    return;
  }
  ticker_->stop();
  enterSingleStep();
  if (!doStep()) return;
  emitProgress(true);
  emitSnapshots(true);
}

void TrainingController::stepInside(int example) {
  if (!session_) {
    if (!configureFailed_)
      send(&TrainingController::error,
           tr("There is no model to step inside yet: choose the settings and press Train or Step."));
    return;
  }
  ticker_->stop();
  enterSingleStep();
  twb::StepInside inside(std::max(0, example));
  if (!doStep(&inside)) return;
  try {
    send(&TrainingController::stepInsideReady, taskOf(*session_).step_snapshot(*session_, std::move(inside)));
  } catch (const std::exception& e) {
    fail(tr("Could not show the step"), e);
  }
  emitProgress(true);
  emitSnapshots(true);
}

void TrainingController::rewind(double rateFactor) {
  if (!session_) return;
  try {
    session_->rewind(rateFactor);
  } catch (const std::exception& e) {
    fail(tr("Could not rewind"), e);
    return;
  }
  if (state_ != TrainingState::Paused) setState(TrainingState::Paused);
  sendHistory();
  emitProgress(true);
  emitSnapshots(true);
}

void TrainingController::goOnAfterDivergence() {
  if (!session_) return;
  session_->allow_next_step();
  train();
}

void TrainingController::stop() {
  if (!session_) return;
  if (state_ == TrainingState::Training || state_ == TrainingState::Paused) finishTraining();
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

void TrainingController::open(const QString& path) {
  ticker_->stop();
  const TrainingState before = state_;
  setState(TrainingState::Preparing);
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
    session_ = std::move(loaded);
    settings_ = session_->settings();
    epochs_ = 0;
    sessionChanged(true);
    setState(TrainingState::Ready);
  } catch (const std::exception& e) {
    // The current session was not touched: go back to where we were (a run stays paused).
    setState(before == TrainingState::Training ? TrainingState::Paused : before);
    send(&TrainingController::error,
         tr("Could not open %1: %2\nThe current model and its curves are unchanged; choose a "
            "checkpoint saved by Transformer Workbench (.safetensors) or a Hugging Face GPT-2 folder.")
             .arg(path, fromStd(e.what())));
  }
}

void TrainingController::requestAttention(const QString& source, const QString& target) {
  if (!session_) return;
  try {
    session_->with_saved_weights([&] {
      send(&TrainingController::attentionReady,
           taskOf(*session_).inspect(*session_)->attention(source.toStdString(), target.toStdString()));
    });
  } catch (const std::exception& e) {
    fail(tr("Could not compute the attention of \"%1\"").arg(source), e);
  }
}

void TrainingController::requestAttentionMath(const AttentionMathRequest& request) {
  if (!session_) return;
  try {
    session_->with_saved_weights([&] {
      send(&TrainingController::attentionMathReady, taskOf(*session_).inspect(*session_)->attention_math(
                                                        request.text.toStdString(), request.target.toStdString(),
                                                        request.kind, request.layer, request.head, request.query));
    });
  } catch (const std::exception& e) {
    // Shown in the panel: a live refresh may ask often, so no message box for each.
    send(&TrainingController::attentionMathFailed,
         tr("Could not compute the attention math of \"%1\": %2").arg(request.text, fromStd(e.what())));
  }
}

void TrainingController::requestLogitLens(const QString& text, const QString& target) {
  lensText_ = text;
  lensTarget_ = target;
  if (!session_) return;
  try {
    session_->with_saved_weights([&] {
      send(&TrainingController::logitLensReady,
           taskOf(*session_).inspect(*session_)->logit_lens(text.toStdString(), target.toStdString()));
    });
  } catch (const std::exception& e) {
    // Shown in the tab: a live refresh may ask often, so no message box for each.
    lensText_.clear();
    send(&TrainingController::logitLensFailed,
         tr("Could not read the layers on \"%1\": %2").arg(text, fromStd(e.what())));
  }
}

void TrainingController::requestLessonChecks(quint64 token, const std::vector<twb::LessonCheck>& checks,
                                             const std::vector<twb::HistoryPoint>& comparison, bool hasComparison) {
  std::vector<twb::CheckResult> results;
  for (const twb::LessonCheck& check : checks) {
    twb::CheckResult result;
    if (!session_) {
      result.hint = tr("there is no run yet: press Set up, then Train").toStdString();
    } else {
      try {
        session_->with_saved_weights(
            [&] { result = twb::evaluate_check(check, *session_, hasComparison ? &comparison : nullptr); });
      } catch (const std::exception& e) {
        result.hint = e.what();
      }
    }
    results.push_back(std::move(result));
  }
  send(&TrainingController::lessonChecksReady, token, results);
}

void TrainingController::requestMaskedRun(const MaskEditRequest& request) {
  if (!session_) return;
  try {
    session_->with_saved_weights([&] {
      send(&TrainingController::maskedRunReady,
           taskOf(*session_).inspect(*session_)->masked_run(request.text.toStdString(), request.target.toStdString(),
                                                            request.kind, request.edits));
    });
  } catch (const std::exception& e) {
    send(&TrainingController::maskedRunFailed,
         tr("Could not run \"%1\" with the mask: %2").arg(request.text, fromStd(e.what())));
  }
}

void TrainingController::requestAblation(const QString& kind) {
  if (!session_) return;
  try {
    std::vector<twb::AttentionKind> kinds;
    if (!kind.isEmpty()) kinds.push_back(twb::attention_kind_of_key(kind.toStdString()));
    const auto probe = session_->validation_examples(twb::kAblationProbeExamples);
    twb::AblationGrid grid;
    session_->with_saved_weights([&] {
      grid = taskOf(*session_).inspect(*session_)->ablation(
          probe, kinds, [this](int done, int total) { send(&TrainingController::ablationProgress, done, total); });
    });
    // The grid measured every head on: the heads the learner switched off are off again.
    session_->switch_heads_off(session_->heads_off(), session_->heads_off_while_training());
    grid.step = session_->steps();
    send(&TrainingController::ablationReady, grid);
  } catch (const std::exception& e) {
    send(&TrainingController::ablationFailed,
         tr("Could not measure what the heads are worth: %1").arg(fromStd(e.what())));
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

// The answer of each kind of model to a task view's request, run with the weights the curves
// measure (the average, when kept).
class TrainingController::Answer final : public twb::ModelVisitor {
 public:
  Answer(TrainingController& controller, const TaskRequest& request) : c_(controller), request_(request) {}

  // Translate: the translation, the beam's hypotheses with their scores, the attention of the pair
  // and the greedy step-by-step top 5.
  void visit(twb::TranslationModel& model) override {
    failure_ = tr("Could not translate \"%1\": %2");
    twb::DecodeSettings decode;
    decode.beam_width = std::max(1, request_.beam);
    QStringList hypotheses;
    QString best;
    const std::string sentence = request_.text.toStdString();
    if (decode.beam_width > 1) {
      const auto beams = model.translate_beams(sentence, decode);
      // "score (log-probability)<TAB>text": the score ranks them; the raw log-probability shows what
      // the length penalty and the word reward changed.
      for (const auto& h : beams) {
        hypotheses << QStringLiteral("%1 (%2)\t%3")
                          .arg(h.score, 0, 'f', 3)
                          .arg(h.log_probability, 0, 'f', 3)
                          .arg(fromStd(h.text));
      }
      if (!beams.empty()) best = fromStd(beams.front().text);
    }
    // Greedy with the top-5 of every step: the translation itself when beam = 1, the step-by-step
    // view of the model's choices in any case.
    const std::vector<int32_t> source = model.encode_source(sentence);
    if (source.empty()) {
      c_.send(&TrainingController::requestFailed, request_.task,
              tr("The sentence is empty: type a few words to translate."));
      return;
    }
    twb::DecodeSettings greedy;
    greedy.top_k = 5;
    const auto hyps =
        twb::greedy_decode(model.transformer(), twb::TokenBatch{1, static_cast<int>(source.size()), source}, greedy);
    if (decode.beam_width == 1) best = fromStd(model.decode_target(hyps.front().tokens));
    const auto attention = twb::inspect::attention_snapshot(model, sentence, best.toStdString());
    c_.send(&TrainingController::translationReady, best, hypotheses, attention, top_k_steps(model, hyps.front()));
  }
  void visit(twb::LanguageModel& model) override {
    failure_ = tr("Could not continue \"%1\": %2");
    c_.send(&TrainingController::generationReady,
            generation_snapshot(model, request_.text.toStdString(), request_.sampling));
  }
  void visit(twb::TextClassifier& model) override {
    failure_ = tr("Could not classify \"%1\": %2");
    c_.send(&TrainingController::classificationReady, classification_snapshot(model, request_.text.toStdString()));
  }

  // What went wrong, said for the view (a slider can ask many times: no message box for each).
  QString failure(const std::exception& e) const { return failure_.arg(request_.text, fromStd(e.what())); }

 private:
  TrainingController& c_;
  const TaskRequest& request_;
  QString failure_ = tr("Could not answer \"%1\": %2");
};

void TrainingController::requestAnswer(const TaskRequest& request) {
  if (!requireTask(request.task)) return;
  Answer answer(*this, request);
  try {
    session_->with_saved_weights(
        [&] { session_->with_heads_off([&] { taskOf(*session_).visit_model(*session_, answer); }); });
  } catch (const std::exception& e) {
    send(&TrainingController::requestFailed, request.task, answer.failure(e));
  }
}

void TrainingController::requestMasks(int sentence) {
  if (!session_ || !session_->has_batch()) return;
  try {
    send(&TrainingController::batchMasks, taskOf(*session_).last_batch_masks(*session_, sentence));
  } catch (const std::exception& e) {
    fail(tr("Could not show the masks"), e);
  }
}

void TrainingController::setWatchedSentence(const QString& source, const QString& target) {
  watchedSource_ = source;
  watchedTarget_ = target;
}

void TrainingController::watchSentence(const QString& source) {
  setWatchedSentence(source);
  requestAttention(source);
}

// While training, the live views' snapshots come at most every kSnapshotIntervalMs and, when they
// take long (the watched sentence's attention decodes it first: one token at a time, which more
// cores hardly speed up), only as often as keeps them within kSnapshotShare of the time: the
// last ones' cost divided by the share is the least interval until the next.
void TrainingController::emitSnapshots(bool force) {
  if (!session_) return;
  const qint64 interval = std::max(kSnapshotIntervalMs, qint64(snapshotSeconds_ * 1000 / kSnapshotShare));
  if (!force && snapshotClock_.isValid() && snapshotClock_.elapsed() < interval) return;
  snapshotClock_.restart();
  QElapsedTimer cost;
  cost.start();
  const int views = force ? int(AllLiveViews) : liveViews_.load();
  if (views & LiveMasks) requestMasks(0);
  if ((views & LiveAttention) && !watchedSource_.isEmpty()) requestAttention(watchedSource_, watchedTarget_);
  if ((views & LiveScores) && (force || !scoresClock_.isValid() || scoresClock_.elapsed() >= kScoresIntervalMs)) {
    scoresClock_.restart();
    requestScores();
  }
  if ((views & LiveHealth) && (force || !healthClock_.isValid() || healthClock_.elapsed() >= kHealthIntervalMs)) {
    healthClock_.restart();
    send(&TrainingController::healthChanged, session_->health());
  }
  if (views & LiveHeads) sendHeads(force);
  if ((views & LiveLogitLens) && !lensText_.isEmpty()) requestLogitLens(lensText_, lensTarget_);
  if (!force) snapshotSeconds_ = double(cost.nsecsElapsed()) * 1e-9;  // forced ones send every view
}

void TrainingController::sendHeads(bool force) {
  const twb::HeadTelemetry& heads = session_->head_telemetry();
  const qint64 step = heads.empty() ? 0 : qint64(heads.samples().back().step);
  if (!force && step == headsSentStep_) return;
  headsSentStep_ = step;
  send(&TrainingController::headsChanged, heads);
}

void TrainingController::setLiveViews(int views) { liveViews_.store(views & AllLiveViews); }

void TrainingController::setTimelapseProbe(const QString& source, const QString& target) {
  if (settings_) {  // a reset keeps it
    settings_->timelapse_probe = source.toStdString();
    settings_->timelapse_target = target.toStdString();
  }
  if (!session_) return;
  session_->set_timelapse_probe(source.toStdString(), target.toStdString());
  send(&TrainingController::timelapseChanged, session_->timelapse());
}

void TrainingController::requestScores() {
  if (!session_) return;
  try {
    const std::vector<twb::TextExample> examples = session_->validation_examples(size_t(kScoreExamples));
    if (examples.empty()) return;  // no validation data: nothing to bin
    session_->with_saved_weights(
        [&] { send(&TrainingController::scoresReady, taskOf(*session_).inspect(*session_)->scores(examples)); });
  } catch (const std::exception& e) {
    fail(tr("Could not gather the attention scores"), e);
  }
}

double secondsLeft(int epochs, int epoch, double epochProgress, double batchesPerEpoch, double stepSeconds) {
  // The whole run when it has a planned number of epochs; otherwise the rest of this epoch.
  const double epochsLeft = epochs > 0 ? double(epochs) - (double(epoch) + epochProgress) : 1.0 - epochProgress;
  return std::max(0.0, epochsLeft) * batchesPerEpoch * stepSeconds;
}

void TrainingController::emitProgress(bool force) {
  if (!session_) return;
  if (!force && progressClock_.isValid() && progressClock_.elapsed() < kProgressIntervalMs) return;
  progressClock_.restart();
  if (windowSeconds_ > 0) {
    recentTokensPerSecond_ = windowTokens_ / windowSeconds_;
    // Seconds per step, from the tokens: steps vary in size, tokens per step are near constant.
    if (last_.target_tokens > 0 && recentTokensPerSecond_ > 0) {
      recentStepSeconds_ = double(last_.target_tokens) / recentTokensPerSecond_;
    }
    windowSeconds_ = windowTokens_ = 0;
  }
  TrainingProgress p;
  p.step = last_.step;
  p.epoch = last_.epoch;
  p.epochProgress = last_.epoch_progress;
  p.tokensPerSecond = recentTokensPerSecond_;
  p.elapsedSeconds = baseElapsed_ + trainSeconds_;
  p.epochs = epochs_;
  const auto batches = double(session_->batches_per_epoch());
  if (recentStepSeconds_ > 0 && batches > 0) {
    p.etaSeconds = secondsLeft(epochs_, last_.epoch, last_.epoch_progress, batches, recentStepSeconds_);
  }
  send(&TrainingController::progress, p);
  if (historyPending_ && (force || !historyClock_.isValid() || historyClock_.elapsed() >= kHistoryIntervalMs)) {
    historyClock_.restart();
    sendHistory();
  }
}

void TrainingController::sendHistory() {
  historyPending_ = false;
  send(&TrainingController::historyChanged, session_->history());
  if (liveViews_.load() & LiveHealth) send(&TrainingController::healthChanged, session_->health());
}

}  // namespace twb::ui
