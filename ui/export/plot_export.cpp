#include "export/plot_export.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

#include "plots/ablation_plot.h"
#include "plots/attention_math_panel.h"
#include "views/attention_view.h"
#include "views/compare_view.h"
#include "views/curves_view.h"
#include "views/step_inside_view.h"
#include "plots/heads_plot.h"
#include "plots/logit_lens_plot.h"
#include "plots/health_plot.h"
#include "plots/learning_rate_preview.h"
#include "inspect/run_comparison.h"
#include "inspect/schedule_preview.h"
#include "plots/heatmap_plot.h"
#include "inspect/snapshots.h"
#include "inspect/timelapse.h"
#include "views/masks_view.h"
#include "views/positional_encoding_view.h"
#include "views/scaling_lesson_view.h"
#include "plots/scaling_plots.h"
#include "views/timelapse_view.h"
#include "text/datasets.h"
#include "task/task.h"
#include "train/checkpoint.h"
#include "util/error.h"

namespace twb::ui {
namespace {

constexpr int kMaskBatchPairs = 8;  // masks: the first few validation pairs make the batch
constexpr int kScoreExamples = 8;   // scaling: the validation examples whose scores are binned (as the window)

// Lays the tab out at the requested size without putting anything on a screen.
void layOut(QWidget& tab, const PlotRequest& request) {
  tab.setAttribute(Qt::WA_DontShowOnScreen);
  tab.resize(request.width, request.height);
  tab.show();
  QApplication::processEvents();
}

void write(const std::function<bool(const QString&)>& exporter, const std::string& out) {
  if (!exporter(QString::fromStdString(out))) {
    throw Error("could not write '" + out + "': check that its folder exists and is writable");
  }
}

// The kind of attention `--kind` names, for a model of `architecture`; empty: the model's own
// (cross for the encoder–decoder, the causal self-attention for a GPT, the encoder's for a
// classifier).
AttentionKind parseKind(const std::string& kind, const std::string& architecture) {
  if (architecture == TransformerConfig::kDecoderOnly) {
    if (kind.empty() || kind == "decoder" || kind == "decoder_self" || kind == "causal")
      return AttentionKind::decoder_self;
    throw Error("--kind '" + kind +
                "' does not apply to a language model: it has only causal self-attention "
                "(--kind decoder, or leave --kind out)");
  }
  if (architecture == TransformerConfig::kEncoderOnly) {
    if (kind.empty() || kind == "encoder" || kind == "encoder_self") return AttentionKind::encoder_self;
    throw Error("--kind '" + kind +
                "' does not apply to a classifier: it has only encoder self-attention "
                "(--kind encoder, or leave --kind out)");
  }
  if (kind.empty() || kind == "cross") return AttentionKind::cross;
  if (kind == "encoder" || kind == "encoder_self") return AttentionKind::encoder_self;
  if (kind == "decoder" || kind == "decoder_self") return AttentionKind::decoder_self;
  throw Error("unknown --kind '" + kind + "': use encoder, decoder or cross");
}

// "--layer 5 is out of range: the model's decoder has 2 layers (0..1)".
void checkRange(const char* option, int value, int count, const std::string& owner, const char* unit) {
  if (value < 0 || value >= count) {
    throw Error(std::string(option) + " " + std::to_string(value) + " is out of range: " + owner + " has " +
                std::to_string(count) + " " + unit + " (0.." + std::to_string(count - 1) + ")");
  }
}

// The tab has set the view up exactly as the window shows it; the view is then taken out of the
// tab and drawn alone at the requested size (in the tab it shares the space with the controls).
PlotResult heatmapResult(const PlotRequest& request, HeatmapPlot* view) {
  std::unique_ptr<HeatmapPlot> owned(view);
  view->setParent(nullptr);
  layOut(*view, request);
  write([view](const QString& path) { return view->exportTo(path); }, request.out);
  return {request.out, request.what, view->heatmap().rows, view->heatmap().cols, nullptr};
}

PlotResult positionalEncodingResult(const PlotRequest& request, const TransformerConfig& config) {
  PositionalEncodingView tab;
  tab.setShape(config.max_len, config.d_model);
  return heatmapResult(request, request.what == "pe" ? tab.heatmapView() : tab.similarityView());
}

// The run's history as the Curves tab draws it, its second axis naming the task's score.
PlotResult curvesResult(const PlotRequest& request, const std::string& task, const std::optional<RunState>& state) {
  if (!state || state->history.empty()) {
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no training history to draw (it was saved before any step)");
  }
  CurvesView tab;
  tab.setTask(QString::fromStdString(task));
  tab.showRun(state->history);
  layOut(tab, request);
  tab.fitAll();
  write([&tab](const QString& path) { return tab.exportTo(path); }, request.out);
  return {request.out, request.what, tab.csvRowCount(), 5, nullptr};
}

// The run's training health as the Health tab draws it.
PlotResult healthResult(const PlotRequest& request, const std::optional<RunState>& state) {
  if (!state || !state->health || state->health->empty())
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no training health (it was saved before any step, or trained with record_health=false)");
  HealthPlot view;
  view.setHealth(*state->health);
  layOut(view, request);
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  return {request.out, request.what, view.csvRowCount(), 4 + 3 * static_cast<int>(state->health->groups().size()),
          nullptr};
}

// The run's head telemetry as the Heads tab draws it: --kind, --score.
PlotResult headsResult(const PlotRequest& request, const std::optional<RunState>& state) {
  if (!state || !state->heads || state->heads->empty())
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no head telemetry (it was saved before the first sample, or trained with heads_every=0)");
  HeadsPlot view;
  view.setTelemetry(*state->heads);
  if (!request.kind.empty() && !view.setKind(attention_kind_of_key(request.kind)))
    throw Error("--kind " + request.kind + ": the checkpoint's model has no such attention");
  if (!request.score.empty()) view.setScore(head_score_named(request.score));
  layOut(view, request);
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  return {request.out, request.what, view.csvRowCount(), 4 + kHeadScores, nullptr};
}

// What each head of one kind is worth, as the Ablation tab draws it: --kind, --measure, --ablate-with.
PlotResult ablationResult(const PlotRequest& request, const twb::AblationGrid& grid) {
  AblationPlot view;
  view.setGrid(grid);
  const std::string measure = request.measure.empty() ? std::string("loss") : request.measure;
  if (!view.setMeasure(QString::fromStdString(measure))) grid.measure(measure);  // throws, listing the measures
  view.setAblation(ablation_of_key(request.ablation));
  layOut(view, request);
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  PlotResult result{request.out, request.what, view.csvRowCount(), 3 + 3 * static_cast<int>(grid.measures.size()),
                    nullptr};
  nlohmann::json measures = nlohmann::json::object();
  for (const twb::AblationMeasure& m : grid.measures)
    measures[m.key] = {{"base", m.base}, {"zero", m.zero}, {"mean", m.mean}};
  nlohmann::json heads = nlohmann::json::array();
  for (const HeadRef& h : grid.heads) heads.push_back(head_name(h));
  result.details = {{"heads", heads}, {"measures", measures}, {"examples", grid.examples}, {"seconds", grid.seconds}};
  if (const auto needed = view.mostNeeded()) result.details["most_needed"] = head_name(*needed);
  return result;
}

// One stage of a forward and backward pass on one example, as the Step inside tab draws it.
PlotResult stepResult(const PlotRequest& request, const inspect::StepSnapshot& snapshot) {
  nlohmann::json stages = nlohmann::json::array();
  for (const auto& stage : snapshot.inside.recorder.stages()) stages.push_back(stage.key());
  const std::string key = request.stage.empty() ? std::string("output.logits") : request.stage;
  StepInsideView tab;
  tab.setSnapshot(snapshot);
  int chosen = -1;
  for (size_t i = 0; i < tab.entries().size(); ++i) {
    const auto& e = tab.entries()[i];
    const bool kind =
        e.kind == (request.backward ? StepInsideView::Entry::Kind::backward : StepInsideView::Entry::Kind::forward);
    if (kind && e.stage >= 0 && snapshot.inside.recorder.stages()[static_cast<size_t>(e.stage)].key() == key)
      chosen = static_cast<int>(i);
  }
  if (chosen < 0) throw Error("--stage " + key + " is not a stage of this model; its stages: " + stages.dump());
  tab.setCurrentEntry(chosen);
  layOut(tab, request);
  write([&tab](const QString& path) { return tab.stageView()->exportTo(path); }, request.out);
  const auto& map = tab.stageView()->heatmap();
  return {request.out,
          request.what,
          map.rows,
          map.cols,
          {{"stage", key}, {"backward", request.backward}, {"loss", snapshot.inside.loss}, {"stages", stages}}};
}

// Two checkpoints' curves overlaid, as the Compare tab draws them, the settings diff as the caption.
PlotResult compareResult(const PlotRequest& request) {
  if (request.reference.empty()) throw Error("--what compare overlays two runs: give --reference OTHER.safetensors");
  const inspect::CurveAxis axis = inspect::parse_axis(request.x_axis);
  const inspect::RunRecord current = inspect::load_run(request.checkpoint);
  const inspect::RunRecord reference = inspect::load_run(request.reference);
  if (current.history.empty() && reference.history.empty())
    throw Error("neither '" + request.checkpoint + "' nor '" + request.reference +
                "' holds a training history to draw");
  ComparisonCurvesPlot view;
  view.setTask(QString::fromStdString(current.settings.task));
  view.setAxis(axis);
  view.setRuns(current.history, reference.history);
  view.setCaption(
      QString::fromStdString(inspect::describe_diff(inspect::settings_diff(current.settings, reference.settings))));
  layOut(view, request);
  view.fitAll();
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  return {request.out, request.what, view.csvRowCount(), 7, {}};
}

// The learning rate at each step, from a checkpoint's settings or a task's defaults and --set.
PlotResult learningRateResult(const PlotRequest& request) {
  ExperimentSettings settings =
      !request.checkpoint.empty() ? inspect::load_run(request.checkpoint).settings
                                  : default_settings(request.task.empty() ? all_tasks().front()->name() : request.task);
  for (const std::string& assignment : request.sets) settings.set(assignment);
  const int64_t steps = request.steps > 0 ? request.steps : inspect::schedule_preview_steps(settings.trainer);
  LearningRatePreview view;
  view.plot()->setMinimumHeight(0);
  view.plot()->setMaximumHeight(QWIDGETSIZE_MAX);
  view.setSettings(settings.trainer, steps);
  if (view.pointCount() == 0) throw Error(view.caption().toStdString());
  layOut(view, request);
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  return {request.out, request.what, view.pointCount(), 2, {}};
}

// Checks --layer and --head against the model (`owner` has `layers` layers of the chosen kind).
void checkLayerAndHead(const PlotRequest& request, int layers, const std::string& owner,
                       const TransformerConfig& config) {
  checkRange("--layer", request.layer, layers, owner, "layers");
  checkRange("--head", request.head, config.heads, "each attention layer", "heads");
}

// One head's map of `snapshot`, drawn large by the Attention tab as the window shows it.
PlotResult attentionResult(const PlotRequest& request, const std::string& task, const std::string& sentence,
                           const inspect::AttentionSnapshot& snapshot, AttentionKind kind) {
  AttentionView tab;
  tab.setTask(QString::fromStdString(task));
  tab.setSentence(QString::fromStdString(sentence));
  tab.setSnapshot(snapshot);
  tab.setKind(kind);
  tab.setLayer(request.layer);
  tab.setHead(request.head);
  tab.setAllHeads(false);  // one head, drawn large
  return heatmapResult(request, tab.heatmapView());
}

// The arithmetic of one query, drawn by the Attention tab's panel (PNG/PDF/SVG: the panel;
// CSV: q, every k and v with its score, mask and weight, and the output).
PlotResult attentionMathResult(const PlotRequest& request, const inspect::AttentionMath& math) {
  AttentionMathPanel panel;
  panel.setMath(math);
  layOut(panel, request);
  write([&panel](const QString& path) { return panel.exportTo(path); }, request.out);
  return {request.out, request.what, math.key_count(), math.d_k, nullptr};
}

// What each layer of the decoder predicts on one sentence (translate: teacher-forced on the
// reference, or the model's translation), as the logit lens view draws it.
PlotResult logitLensResult(const PlotRequest& request, const inspect::LogitLens& lens) {
  LogitLensPlot view;
  view.setLens(lens);
  layOut(view, request);
  write([&view](const QString& path) { return view.exportTo(path); }, request.out);
  return {request.out, request.what, view.csvRowCount(), 7, nullptr};
}

// The combined mask of the chosen sentence, drawn by the Masks tab.
PlotResult masksResult(const PlotRequest& request, const std::string& task, const inspect::MaskSnapshot& snapshot) {
  MasksView tab;
  tab.setTask(QString::fromStdString(task));
  tab.setSnapshot(snapshot);
  return heatmapResult(request, tab.combinedView());
}

// The "Why √d_k" theory, sampled as the window samples it: needs no checkpoint.
PlotResult scalingTheoryResult(const PlotRequest& request) {
  auto view = std::make_unique<ScalingTheoryPlot>();
  view->setTheory(inspect::scaling_theory());
  layOut(*view, request);
  write([&view](const QString& path) { return view->exportTo(path); }, request.out);
  return {request.out, request.what, view->csvRowCount(), 9, nullptr};
}

// One head's score histogram, set up by the "Why √d_k" tab as the window shows it, then drawn alone.
PlotResult scalingResult(const PlotRequest& request, const std::string& task, const inspect::ScoreSnapshot& snapshot,
                         AttentionKind kind) {
  ScalingLessonView tab;
  tab.setTask(QString::fromStdString(task));
  tab.setSnapshot(snapshot);
  tab.setKind(kind);
  tab.setLayer(request.layer);
  tab.setHead(request.head);
  std::unique_ptr<ScoreHistogramPlot> view(tab.histogramView());
  view->setParent(nullptr);
  layOut(*view, request);
  write([&view](const QString& path) { return view->exportTo(path); }, request.out);
  return {request.out, request.what, view->csvRowCount(), 4, nullptr};
}

// The time-lapse's kind that `--kind` names ("encoder", "decoder", "cross"; empty: the model's own).
std::string timelapseKind(const AttentionTimelapse& t, const std::string& kind) {
  std::string name = kind;
  if (name == "encoder_self") name = "encoder";
  if (name == "decoder_self" || name == "causal") name = "decoder";
  if (name.empty()) name = inspect::default_timelapse_kind(t);
  if (!t.kind(name)) {
    std::string kinds;
    for (const auto& k : t.layout()) kinds += (kinds.empty() ? "" : ", ") + k.kind;
    throw Error("--kind '" + kind + "': the time-lapse holds " + kinds + " attention");
  }
  return name;
}

// Every frame's map rows: "step,loss,row,COLUMN…" then a line a row of each frame.
bool writeTimelapseCsv(const AttentionTimelapse& t, const std::string& kind, int layer, int head, const QString& path) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  const TimelapseKind& k = *t.kind(kind);
  const auto quote = [](const std::string& s) {
    QString q = QString::fromStdString(s);
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
  };
  QByteArray out = "step,loss,row";
  for (int c = 0; c < k.cols; ++c)
    out += ',' + (c < int(k.column_labels.size()) ? quote(k.column_labels[size_t(c)]) : QString::number(c)).toUtf8();
  out += '\n';
  for (size_t f = 0; f < t.frames().size(); ++f) {
    const std::vector<float> map = t.map(f, kind, layer, head);
    for (int r = 0; r < k.rows; ++r) {
      out += QByteArray::number(qlonglong(t.frames()[f].step)) + ',' + QByteArray::number(t.frames()[f].loss, 'g', 9) +
             ',' + (r < int(k.row_labels.size()) ? quote(k.row_labels[size_t(r)]) : QString::number(r)).toUtf8();
      for (int c = 0; c < k.cols; ++c)
        out += ',' + QByteArray::number(map[size_t(r) * size_t(k.cols) + size_t(c)], 'g', 9);
      out += '\n';
    }
  }
  return file.write(out) == out.size() && file.commit();
}

// The checkpoint's attention time-lapse, drawn by the Time-lapse tab as the window shows it.
PlotResult timelapseResult(const PlotRequest& request) {
  const AttentionTimelapse t = inspect::load_timelapse(request.checkpoint);
  if (t.empty())
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no attention time-lapse (it was saved before one "
                "was recorded, or trained with timelapse_every=0)");
  const std::string kind = timelapseKind(t, request.kind);
  const TimelapseKind& k = *t.kind(kind);
  checkRange("--layer", request.layer, k.layers, "the time-lapse's " + kind + " attention", "layers");
  checkRange("--head", request.head, k.heads, "each attention layer", "heads");

  PlotResult result{request.out, request.what, k.rows, k.cols, nullptr};
  nlohmann::json frames = nlohmann::json::array();
  for (size_t f = 0; f < t.frames().size(); ++f)
    frames.push_back({{"step", t.frames()[f].step},
                      {"loss", t.frames()[f].loss},
                      {"alignment", inspect::argmax_alignment(
                                        inspect::timelapse_heatmap(t, f, kind, request.layer, request.head))}});
  result.details = {{"kind", kind},
                    {"layer", request.layer},
                    {"head", request.head},
                    {"probe", {{"source", t.probe().source}, {"target", t.probe().target}}},
                    {"row_labels", k.row_labels},
                    {"column_labels", k.column_labels},
                    {"every", t.every()},
                    {"interval", t.interval()},
                    {"cap", t.cap()},
                    {"frame_bytes", t.frame_bytes()},
                    {"frame_count", t.frames().size()},
                    {"frames", frames}};

  const QString out = QString::fromStdString(request.out);
  const QString suffix = QFileInfo(out).suffix().toLower();
  if (suffix == QLatin1String("csv")) {
    write([&](const QString& path) { return writeTimelapseCsv(t, kind, request.layer, request.head, path); },
          request.out);
    return result;
  }
  TimelapseView tab;
  tab.setTimelapse(t);
  tab.setKind(QString::fromStdString(kind));
  tab.setLayer(request.layer);
  tab.setHead(request.head);
  layOut(tab, request);
  QString error;
  if (out.endsWith(QLatin1Char('/')) || QFileInfo(out).isDir()) {
    const QStringList files = tab.exportFrames(out, &error);
    if (files.isEmpty()) throw Error(error.toStdString());
    result.details["files"] = files.size();
    return result;
  }
  if (suffix == QLatin1String("webp") || suffix == QLatin1String("gif")) {
    if (!tab.exportAnimation(out, &error)) throw Error(error.toStdString());
    return result;
  }
  if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg"))
    throw Error("--out '" + request.out +
                "' for the time-lapse must be a folder (ending in /), or end in .webp, "
                ".csv, or (one frame, --step S) .png, .pdf or .svg");
  tab.setFrame(request.step < 0 ? tab.frameCount() - 1 : int(t.nearest_frame(request.step)));
  result.details["step"] = t.frames()[size_t(tab.currentFrame())].step;
  const PlotResult drawn = heatmapResult(request, tab.heatmapView());  // the view, taken out of the tab
  result.rows = drawn.rows;
  result.cols = drawn.cols;
  return result;
}

// The validation examples of the run's dataset, or why there are none to draw.
std::vector<TextExample> runExamples(const Task& task, const std::optional<RunState>& run, size_t count,
                                     const std::string& why) {
  if (!run || run->dataset.empty())
    throw Error("the checkpoint names no dataset, so " + why + " (give --sentence TEXT)");
  std::vector<TextExample> examples;
  try {
    examples = task.validation_examples(*run, count);
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + ", so " + why + " (give --sentence TEXT, or set TWB_DATASETS)");
  }
  if (examples.empty())
    throw Error("the dataset '" + run->dataset + "' has no validation " + task.example_noun() +
                "; give --sentence TEXT");
  return examples;
}

// The plot of a checkpoint of any task: the task loads its model and says what it holds.
PlotResult plotCheckpoint(const Task& task, const PlotRequest& request) {
  const std::string& what = request.what;
  std::optional<RunState> run;
  const std::unique_ptr<InspectedModel> model = task.load(request.checkpoint, &run);
  const TransformerConfig& config = model->config();

  if (what == "pe" || what == "pe-similarity") return positionalEncodingResult(request, config);
  if (what == "curves") return curvesResult(request, task.name(), run);
  if (what == "health") return healthResult(request, run);
  if (what == "heads") return headsResult(request, run);
  if (what == "ablation") {
    const AttentionKind kind = parseKind(request.kind, config.architecture);
    const auto probe = runExamples(task, run, kAblationProbeExamples, "there are no examples to measure the heads on");
    twb::AblationGrid grid = model->ablation(probe, {kind});
    if (run && !run->history.empty()) grid.step = run->history.back().step;
    return ablationResult(request, grid);
  }
  if (what == "logit-lens") {
    const TextExample example = request.sentence.empty()
                                    ? runExamples(task, run, 1, "there is no sentence to read the layers on").front()
                                    : TextExample{request.sentence, ""};
    return logitLensResult(request, model->logit_lens(example.text, example.expected));
  }
  if (what == "step") {
    const TextExample example = request.sentence.empty()
                                    ? runExamples(task, run, 1, "there is no example to step inside").front()
                                    : TextExample{request.sentence, ""};
    return stepResult(request, model->step(example, run ? run->settings.label_smoothing : 0.1));
  }

  if (what == "attention" || what == "attention-math" || what == "scaling") {
    const AttentionKind kind = parseKind(request.kind, config.architecture);
    const bool encoder = kind == AttentionKind::encoder_self;
    const std::string owner = config.decoder_only()   ? "the language model"
                              : config.encoder_only() ? "the classifier's encoder"
                                                      : std::string("the model's ") + (encoder ? "encoder" : "decoder");
    checkLayerAndHead(request, encoder ? config.encoder_layers : config.decoder_layers, owner, config);
    if (what == "scaling") {
      // The scores of the first validation examples (the window's), or of the one given.
      const std::vector<TextExample> examples =
          request.sentence.empty()
              ? runExamples(task, run, kScoreExamples, "there are no examples to gather the scores of")
              : std::vector<TextExample>{{request.sentence, ""}};
      return scalingResult(request, task.name(), model->scores(examples), kind);
    }
    const std::string sentence = request.sentence.empty()
                                     ? runExamples(task, run, 1, "there is no sentence to attend over").front().text
                                     : request.sentence;
    if (what == "attention-math") {
      try {
        return attentionMathResult(
            request, model->attention_math(sentence, "", kind, request.layer, request.head, request.query));
      } catch (const OutOfRangeError& e) {
        throw Error("--query " + std::to_string(request.query) + ": " + e.what());
      }
    }
    return attentionResult(request, task.name(), sentence, model->attention(sentence), kind);
  }

  // masks: a batch of the first validation examples (those that fit the model), or of the one given.
  const std::vector<TextExample> examples =
      request.sentence.empty() ? runExamples(task, run, kMaskBatchPairs, "there is no batch to draw the masks of")
                               : std::vector<TextExample>{{request.sentence, ""}};
  try {
    return masksResult(request, task.name(), model->masks(examples, request.sentence_index));
  } catch (const OutOfRangeError& e) {
    throw Error("--sentence-index " + std::to_string(request.sentence_index) + ": " + e.what());
  }
}

}  // namespace

PlotResult plot_to_file(const PlotRequest& request) {
  if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
    throw Error("plot_to_file needs a QApplication (QT_QPA_PLATFORM=offscreen is enough)");
  }
  const std::string& what = request.what;
  if (!QString::fromLatin1(kPlotWhat).split(QLatin1Char('|')).contains(QString::fromStdString(what)))
    throw Error("unknown --what '" + what + "': use " + kPlotWhat);
  if (request.width < 100 || request.height < 100) throw Error("the plot must be at least 100 × 100 pixels");
  if (what == "timelapse") {  // frames in a folder, an animation, or one frame: its own kinds of --out
    if (request.checkpoint.empty())
      throw Error("--what timelapse draws a checkpoint: give --checkpoint FILE.safetensors");
    return timelapseResult(request);
  }
  const QString suffix = QFileInfo(QString::fromStdString(request.out)).suffix().toLower();
  if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg") &&
      suffix != QLatin1String("csv")) {
    throw Error("--out '" + request.out + "' must end in .png, .pdf, .svg or .csv");
  }
  if (request.width < 100 || request.height < 100) throw Error("the plot must be at least 100 × 100 pixels");
  if (what == "scaling-theory") return scalingTheoryResult(request);  // random vectors: any checkpoint is not needed
  if (what == "lr-schedule") return learningRateResult(request);      // a checkpoint's settings, or a task's
  if (request.checkpoint.empty())
    throw Error("--what " + what + " draws a checkpoint: give --checkpoint FILE.safetensors");
  if (what == "compare") return compareResult(request);

  return plotCheckpoint(task_named(checkpoint::task_of(request.checkpoint)), request);
}

}  // namespace twb::ui
