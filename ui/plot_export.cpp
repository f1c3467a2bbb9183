#include "plot_export.h"

#include <QApplication>
#include <QFileInfo>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

#include "attention_tab.h"
#include "curves_tab.h"
#include "heatmap_view.h"
#include "inspect/snapshots.h"
#include "masks_tab.h"
#include "positional_encoding_tab.h"
#include "text/datasets.h"
#include "train/batching.h"
#include "train/checkpoint.h"
#include "train/language_model.h"
#include "train/text_classifier.h"
#include "train/translation.h"
#include "util/error.h"

namespace twb::ui {
namespace {

constexpr int kMaskBatchPairs = 8;  // masks: the first few validation pairs make the batch

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

// The dataset a checkpoint was trained on (its RunState names it), loaded by `load(spec)`.
template <class Load>
auto checkpointDataset(const std::optional<RunState>& state, const std::string& why, Load load) {
  if (!state || state->dataset.empty()) {
    throw Error("the checkpoint names no dataset, so " + why + " (give --sentence TEXT)");
  }
  try {
    return load(state->dataset);
  } catch (const Error& e) {
    throw Error("the checkpoint's dataset '" + state->dataset + "' does not load, so " + why +
                " (give --sentence TEXT, or set TWB_DATASETS): " + e.what());
  }
}

// The kind of attention `--kind` names, for a model of `task`; empty: the task's own (cross for
// translate, the causal self-attention for lm, the encoder's for classify).
AttentionKind parseKind(const std::string& kind, const std::string& task) {
  if (task == "lm") {
    if (kind.empty() || kind == "decoder" || kind == "decoder_self" || kind == "causal") return AttentionKind::decoder_self;
    throw Error("--kind '" + kind + "' does not apply to a language model: it has only causal self-attention "
                "(--kind decoder, or leave --kind out)");
  }
  if (task == "classify") {
    if (kind.empty() || kind == "encoder" || kind == "encoder_self") return AttentionKind::encoder_self;
    throw Error("--kind '" + kind + "' does not apply to a classifier: it has only encoder self-attention "
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
PlotResult heatmapResult(const PlotRequest& request, HeatmapView* view) {
  std::unique_ptr<HeatmapView> owned(view);
  view->setParent(nullptr);
  layOut(*view, request);
  write([view](const QString& path) { return view->exportTo(path); }, request.out);
  return {request.out, request.what, view->heatmap().rows, view->heatmap().cols};
}

PlotResult positionalEncodingResult(const PlotRequest& request, const TransformerConfig& config) {
  PositionalEncodingTab tab;
  tab.setShape(config.max_len, config.d_model);
  return heatmapResult(request, request.what == "pe" ? tab.heatmapView() : tab.similarityView());
}

// The run's history as the Curves tab draws it, its second axis naming the task's score.
PlotResult curvesResult(const PlotRequest& request, const std::string& task, const std::optional<RunState>& state) {
  if (!state || state->history.empty()) {
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no training history to draw (it was saved before any step)");
  }
  CurvesTab tab;
  tab.setTask(QString::fromStdString(task));
  tab.showRun(state->history);
  layOut(tab, request);
  tab.fitAll();
  write([&tab](const QString& path) { return tab.exportTo(path); }, request.out);
  return {request.out, request.what, tab.csvRowCount(), 5};
}

// Checks --layer and --head against the model (`owner` has `layers` layers of the chosen kind).
void checkLayerAndHead(const PlotRequest& request, int layers, const std::string& owner, const TransformerConfig& config) {
  checkRange("--layer", request.layer, layers, owner, "layers");
  checkRange("--head", request.head, config.heads, "each attention layer", "heads");
}

// One head's map of `snapshot`, drawn large by the Attention tab as the window shows it.
PlotResult attentionResult(const PlotRequest& request, const std::string& task, const std::string& sentence,
                           const inspect::AttentionSnapshot& snapshot, AttentionKind kind) {
  AttentionTab tab;
  tab.setTask(QString::fromStdString(task));
  tab.setSentence(QString::fromStdString(sentence));
  tab.setSnapshot(snapshot);
  tab.setKind(kind);
  tab.setLayer(request.layer);
  tab.setHead(request.head);
  tab.setAllHeads(false);  // one head, drawn large
  return heatmapResult(request, tab.heatmapView());
}

// The combined mask of the chosen sentence, drawn by the Masks tab.
PlotResult masksResult(const PlotRequest& request, const std::string& task, const inspect::MaskSnapshot& snapshot) {
  MasksTab tab;
  tab.setTask(QString::fromStdString(task));
  tab.setSnapshot(snapshot);
  return heatmapResult(request, tab.combinedView());
}

std::vector<int> firstIndices(size_t count) {
  std::vector<int> indices(count);
  for (size_t i = 0; i < count; ++i) indices[i] = int(i);
  return indices;
}

PlotResult plotTranslation(const PlotRequest& request) {
  const std::string& what = request.what;
  std::optional<TranslationModel::TrainingState> state;
  TranslationModel model = TranslationModel::load(request.checkpoint, &state);
  const TransformerConfig& config = model.config();
  auto loadData = [&state](const std::string& spec) {
    return text::load_translation_dataset(spec, state->source_language, state->target_language);
  };

  if (what == "pe" || what == "pe-similarity") return positionalEncodingResult(request, config);
  if (what == "curves") return curvesResult(request, "translate", state);

  if (what == "attention") {
    const AttentionKind kind = parseKind(request.kind, "translate");
    checkLayerAndHead(request, kind == AttentionKind::encoder_self ? config.encoder_layers : config.decoder_layers,
                      std::string("the model's ") + (kind == AttentionKind::encoder_self ? "encoder" : "decoder"), config);
    std::string sentence = request.sentence;
    if (sentence.empty()) {
      const text::TranslationDataset data = checkpointDataset(state, "there is no sentence to attend over", loadData);
      if (data.validation.size() == 0) throw Error("the dataset '" + data.name + "' has no validation pairs; give --sentence TEXT");
      sentence = data.validation.source.front();
    }
    return attentionResult(request, "translate", sentence, inspect::attention_snapshot(model, sentence), kind);
  }

  // masks
  std::vector<EncodedPair> pairs;
  if (!request.sentence.empty()) {
    const std::vector<std::string> translation = model.translate({request.sentence}, DecodeSettings{});
    pairs.push_back({model.encode_source(request.sentence), model.encode_target(translation.front())});
  } else {
    const text::TranslationDataset data = checkpointDataset(state, "there is no batch to draw the masks of", loadData);
    text::ParallelCorpus first;
    for (size_t i = 0; i < data.validation.size() && i < size_t(kMaskBatchPairs); ++i) {
      first.source.push_back(data.validation.source[i]);
      first.target.push_back(data.validation.target[i]);
    }
    pairs = model.encode_pairs(first);
    if (pairs.empty()) throw Error("the dataset '" + data.name + "' has no validation pairs that fit the model; give --sentence TEXT");
  }
  checkRange("--sentence-index", request.sentence_index, int(pairs.size()), "the batch", "sentences");
  const Seq2SeqBatch batch = make_batch(pairs, firstIndices(pairs.size()));
  return masksResult(request, "translate", inspect::mask_snapshot(model, batch, request.sentence_index));
}

PlotResult plotLanguageModel(const PlotRequest& request) {
  const std::string& what = request.what;
  std::optional<RunState> state;
  LanguageModel model = LanguageModel::load(request.checkpoint, &state);
  const TransformerConfig& config = model.config();
  auto loadData = [](const std::string& spec) { return text::load_text_dataset(spec); };

  if (what == "pe" || what == "pe-similarity") return positionalEncodingResult(request, config);
  if (what == "curves") return curvesResult(request, "lm", state);

  if (what == "attention") {
    const AttentionKind kind = parseKind(request.kind, "lm");
    checkLayerAndHead(request, config.decoder_layers, "the language model", config);
    std::string sentence = request.sentence;
    if (sentence.empty()) {
      const text::TextDataset data = checkpointDataset(state, "there is no text to attend over", loadData);
      if (data.validation.empty()) throw Error("the dataset '" + data.name + "' has no validation lines; give --sentence TEXT");
      sentence = data.validation.front();
    }
    return attentionResult(request, "lm", sentence, inspect::attention_snapshot(model, sentence), kind);
  }

  // masks: a batch of the first validation lines (those that fit the window), or of the one line.
  std::vector<std::string> lines;
  std::string data_name;
  if (!request.sentence.empty()) {
    lines.push_back(request.sentence);
  } else {
    const text::TextDataset data = checkpointDataset(state, "there is no batch to draw the masks of", loadData);
    data_name = data.name;
    for (size_t i = 0; i < data.validation.size() && i < size_t(kMaskBatchPairs); ++i) lines.push_back(data.validation[i]);
  }
  const std::vector<EncodedText> texts = model.encode_lines(lines);
  if (texts.empty()) {
    throw Error(request.sentence.empty()
                    ? "the dataset '" + data_name + "' has no validation lines that fit the model; give --sentence TEXT"
                    : "the text is longer than the model's window of " + std::to_string(model.max_tokens()) +
                          " tokens: shorten it");
  }
  checkRange("--sentence-index", request.sentence_index, int(texts.size()), "the batch", "lines");
  const LanguageModelBatch batch = make_batch(texts, firstIndices(texts.size()));
  return masksResult(request, "lm", inspect::mask_snapshot(model, batch, request.sentence_index));
}

PlotResult plotClassifier(const PlotRequest& request) {
  const std::string& what = request.what;
  std::optional<RunState> state;
  TextClassifier model = TextClassifier::load(request.checkpoint, &state);
  const TransformerConfig& config = model.config();
  auto loadData = [](const std::string& spec) { return text::load_classification_dataset(spec); };

  if (what == "pe" || what == "pe-similarity") return positionalEncodingResult(request, config);
  if (what == "curves") return curvesResult(request, "classify", state);

  if (what == "attention") {
    const AttentionKind kind = parseKind(request.kind, "classify");
    checkLayerAndHead(request, config.encoder_layers, "the classifier's encoder", config);
    std::string sentence = request.sentence;
    if (sentence.empty()) {
      const text::ClassificationDataset data = checkpointDataset(state, "there is no text to attend over", loadData);
      if (data.validation.empty()) throw Error("the dataset '" + data.name + "' has no validation texts; give --sentence TEXT");
      sentence = data.validation.front().text;
    }
    return attentionResult(request, "classify", sentence, inspect::attention_snapshot(model, sentence), kind);
  }

  // masks: a batch of the first validation texts (those that fit the model), or of the one text.
  std::vector<text::LabeledText> examples;
  std::string data_name;
  if (!request.sentence.empty()) {
    examples.push_back({request.sentence, model.labels().front(), ""});  // the label plays no part in the masks
  } else {
    const text::ClassificationDataset data = checkpointDataset(state, "there is no batch to draw the masks of", loadData);
    data_name = data.name;
    for (size_t i = 0; i < data.validation.size() && i < size_t(kMaskBatchPairs); ++i) examples.push_back(data.validation[i]);
  }
  const std::vector<EncodedExample> encoded = model.encode_examples(examples);
  if (encoded.empty()) {
    throw Error(request.sentence.empty()
                    ? "the dataset '" + data_name + "' has no validation texts that fit the model; give --sentence TEXT"
                    : "the text is empty or longer than the model's " + std::to_string(model.max_tokens()) +
                          " tokens");
  }
  checkRange("--sentence-index", request.sentence_index, int(encoded.size()), "the batch", "texts");
  const ClassifierBatch batch = make_batch(encoded, firstIndices(encoded.size()));
  return masksResult(request, "classify", inspect::mask_snapshot(model, batch, request.sentence_index));
}

}  // namespace

PlotResult plot_to_file(const PlotRequest& request) {
  if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
    throw Error("plot_to_file needs a QApplication (QT_QPA_PLATFORM=offscreen is enough)");
  }
  const std::string& what = request.what;
  if (what != "attention" && what != "pe" && what != "pe-similarity" && what != "masks" && what != "curves") {
    throw Error("unknown --what '" + what + "': use " + kPlotWhat);
  }
  const QString suffix = QFileInfo(QString::fromStdString(request.out)).suffix().toLower();
  if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg") &&
      suffix != QLatin1String("csv")) {
    throw Error("--out '" + request.out + "' must end in .png, .pdf, .svg or .csv");
  }
  if (request.width < 100 || request.height < 100) throw Error("the plot must be at least 100 × 100 pixels");

  const std::string task = checkpoint::task_of(request.checkpoint);
  if (task == "lm") return plotLanguageModel(request);
  if (task == "classify") return plotClassifier(request);
  return plotTranslation(request);
}

}  // namespace twb::ui
