#include "export/plot_export.h"

#include "export/plot_parts.h"
#include "export/timelapse_export.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>
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
#include "text/datasets.h"
#include "task/task.h"
#include "train/checkpoint.h"
#include "util/error.h"

namespace twb::ui {
namespace {

using namespace plot_parts;

constexpr int kMaskBatchPairs = 8;  // masks: the first few validation pairs make the batch
constexpr int kScoreExamples = 8;   // scaling: the validation examples whose scores are binned (as the window)

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

// What a plot of a checkpoint draws from: the task, its loaded model and the run it saved.
struct CheckpointPlot {
  const Task& task;
  const PlotRequest& request;
  InspectedModel& model;
  const TransformerConfig& config;
  const std::optional<RunState>& run;

  // --sentence as an example, or the first validation example (`why` there is none to draw).
  TextExample example(const std::string& why) const {
    return request.sentence.empty() ? runExamples(task, run, 1, why).front() : TextExample{request.sentence, ""};
  }
  // A one-example batch of --sentence, or the first `count` validation examples.
  std::vector<TextExample> examples(size_t count, const std::string& why) const {
    return request.sentence.empty() ? runExamples(task, run, count, why)
                                    : std::vector<TextExample>{{request.sentence, ""}};
  }
  // --kind for this model, and --layer/--head checked against its attention of that kind.
  AttentionKind attention() const {
    const AttentionKind kind = parseKind(request.kind, config.architecture);
    const bool encoder = kind == AttentionKind::encoder_self;
    const std::string owner = config.decoder_only()   ? "the language model"
                              : config.encoder_only() ? "the classifier's encoder"
                                                      : std::string("the model's ") + (encoder ? "encoder" : "decoder");
    checkLayerAndHead(request, encoder ? config.encoder_layers : config.decoder_layers, owner, config);
    return kind;
  }
};

PlotResult ablationPlot(const CheckpointPlot& c) {
  const AttentionKind kind = parseKind(c.request.kind, c.config.architecture);
  const auto probe =
      runExamples(c.task, c.run, kAblationProbeExamples, "there are no examples to measure the heads on");
  twb::AblationGrid grid = c.model.ablation(probe, {kind});
  if (c.run && !c.run->history.empty()) grid.step = c.run->history.back().step;
  return ablationResult(c.request, grid);
}

PlotResult attentionMathPlot(const CheckpointPlot& c) {
  const AttentionKind kind = c.attention();
  const std::string sentence = c.example("there is no sentence to attend over").text;
  try {
    return attentionMathResult(
        c.request, c.model.attention_math(sentence, "", kind, c.request.layer, c.request.head, c.request.query));
  } catch (const OutOfRangeError& e) {
    throw Error("--query " + std::to_string(c.request.query) + ": " + e.what());
  }
}

PlotResult masksPlot(const CheckpointPlot& c) {
  // A batch of the first validation examples (those that fit the model), or of the one given.
  const auto examples = c.examples(kMaskBatchPairs, "there is no batch to draw the masks of");
  try {
    return masksResult(c.request, c.task.name(), c.model.masks(examples, c.request.sentence_index));
  } catch (const OutOfRangeError& e) {
    throw Error("--sentence-index " + std::to_string(c.request.sentence_index) + ": " + e.what());
  }
}

using CheckpointPlotter = std::function<PlotResult(const CheckpointPlot&)>;

// Each --what drawn from a checkpoint's model or run.
const std::vector<std::pair<std::string, CheckpointPlotter>>& checkpointPlotters() {
  static const std::vector<std::pair<std::string, CheckpointPlotter>> list = {
      {"pe", [](const CheckpointPlot& c) { return positionalEncodingResult(c.request, c.config); }},
      {"pe-similarity", [](const CheckpointPlot& c) { return positionalEncodingResult(c.request, c.config); }},
      {"curves", [](const CheckpointPlot& c) { return curvesResult(c.request, c.task.name(), c.run); }},
      {"health", [](const CheckpointPlot& c) { return healthResult(c.request, c.run); }},
      {"heads", [](const CheckpointPlot& c) { return headsResult(c.request, c.run); }},
      {"ablation", ablationPlot},
      {"logit-lens",
       [](const CheckpointPlot& c) {
         const TextExample e = c.example("there is no sentence to read the layers on");
         return logitLensResult(c.request, c.model.logit_lens(e.text, e.expected));
       }},
      {"step",
       [](const CheckpointPlot& c) {
         const TextExample e = c.example("there is no example to step inside");
         return stepResult(c.request, c.model.step(e, c.run ? c.run->settings.label_smoothing : 0.1));
       }},
      {"attention",
       [](const CheckpointPlot& c) {
         const AttentionKind kind = c.attention();
         const std::string sentence = c.example("there is no sentence to attend over").text;
         return attentionResult(c.request, c.task.name(), sentence, c.model.attention(sentence), kind);
       }},
      {"attention-math", attentionMathPlot},
      {"scaling",
       [](const CheckpointPlot& c) {
         // The scores of the first validation examples (the window's), or of the one given.
         const AttentionKind kind = c.attention();
         const auto examples = c.examples(kScoreExamples, "there are no examples to gather the scores of");
         return scalingResult(c.request, c.task.name(), c.model.scores(examples), kind);
       }},
      {"masks", masksPlot},
  };
  return list;
}

// Each --what drawn without a checkpoint's model: from random vectors, settings, or the run's files.
struct FilePlotter {
  bool needs_checkpoint;
  std::function<PlotResult(const PlotRequest&)> draw;
};
const std::vector<std::pair<std::string, FilePlotter>>& filePlotters() {
  static const std::vector<std::pair<std::string, FilePlotter>> list = {
      {"scaling-theory", {false, scalingTheoryResult}},  // random vectors
      {"lr-schedule", {false, learningRateResult}},      // a checkpoint's settings, or a task's
      {"compare", {true, compareResult}},
      {"timelapse", {true, timelapseResult}},
  };
  return list;
}

template <class List>
auto plotterOf(const List& list, const std::string& what) -> const typename List::value_type::second_type* {
  for (const auto& [name, plotter] : list)
    if (name == what) return &plotter;
  return nullptr;
}

}  // namespace

std::vector<std::string> plot_kinds() {
  std::vector<std::string> kinds;
  for (const auto& [what, plotter] : checkpointPlotters()) kinds.push_back(what);
  for (const auto& [what, plotter] : filePlotters()) kinds.push_back(what);
  return kinds;
}

PlotResult plot_to_file(const PlotRequest& request) {
  if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
    throw Error("plot_to_file needs a QApplication (QT_QPA_PLATFORM=offscreen is enough)");
  }
  const std::string& what = request.what;
  const FilePlotter* fromFiles = plotterOf(filePlotters(), what);
  const CheckpointPlotter* fromModel = plotterOf(checkpointPlotters(), what);
  if (!fromFiles && !fromModel) {
    std::vector<std::string> kinds = plot_kinds();
    std::sort(kinds.begin(), kinds.end());
    std::string known;
    for (const std::string& kind : kinds) known += (known.empty() ? "" : ", ") + kind;
    throw Error("unknown --what '" + what + "': use one of " + known);
  }
  if (request.width < 100 || request.height < 100) throw Error("the plot must be at least 100 × 100 pixels");
  if ((fromModel || fromFiles->needs_checkpoint) && request.checkpoint.empty())
    throw Error("--what " + what + " draws a checkpoint: give --checkpoint FILE.safetensors");
  // The time-lapse has kinds of --out of its own: frames in a folder, an animation, or one frame.
  const QString suffix = QFileInfo(QString::fromStdString(request.out)).suffix().toLower();
  if (what != "timelapse" && suffix != QLatin1String("png") && suffix != QLatin1String("pdf") &&
      suffix != QLatin1String("svg") && suffix != QLatin1String("csv")) {
    throw Error("--out '" + request.out + "' must end in .png, .pdf, .svg or .csv");
  }
  if (fromFiles) return fromFiles->draw(request);

  const Task& task = task_named(checkpoint::task_of(request.checkpoint));
  std::optional<RunState> run;
  const std::unique_ptr<InspectedModel> model = task.load(request.checkpoint, &run);
  if (!request.run_history.empty() || !request.run_heads.empty()) {
    if (!run) run.emplace();
    if (!request.run_history.empty()) run->history = request.run_history;
    if (!request.run_heads.empty()) run->heads = request.run_heads;
  }
  return (*fromModel)({task, request, *model, model->config(), run});
}

}  // namespace twb::ui
