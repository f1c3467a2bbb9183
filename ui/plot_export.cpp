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

text::TranslationDataset checkpointDataset(const std::optional<TranslationModel::TrainingState>& state,
                                           const std::string& why) {
  if (!state || state->dataset.empty()) {
    throw Error("the checkpoint names no dataset, so " + why + " (give --sentence TEXT)");
  }
  try {
    return text::load_translation_dataset(state->dataset, state->source_language, state->target_language);
  } catch (const Error& e) {
    throw Error("the checkpoint's dataset '" + state->dataset + "' does not load, so " + why +
                " (give --sentence TEXT, or set TWB_DATASETS): " + e.what());
  }
}

AttentionKind parseKind(const std::string& kind) {
  if (kind == "encoder" || kind == "encoder_self") return AttentionKind::encoder_self;
  if (kind == "decoder" || kind == "decoder_self") return AttentionKind::decoder_self;
  if (kind == "cross") return AttentionKind::cross;
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

  std::optional<TranslationModel::TrainingState> state;
  TranslationModel model = TranslationModel::load(request.checkpoint, &state);
  const TransformerConfig& config = model.config();

  if (what == "pe" || what == "pe-similarity") {
    PositionalEncodingTab tab;
    tab.setShape(config.max_len, config.d_model);
    return heatmapResult(request, what == "pe" ? tab.heatmapView() : tab.similarityView());
  }

  if (what == "curves") {
    if (!state || state->history.empty()) {
      throw Error("the checkpoint '" + request.checkpoint +
                  "' holds no training history to draw (it was saved before any step)");
    }
    CurvesTab tab;
    tab.showRun(state->history);
    layOut(tab, request);
    tab.fitAll();
    write([&tab](const QString& path) { return tab.exportTo(path); }, request.out);
    return {request.out, what, tab.csvRowCount(), 5};
  }

  if (what == "attention") {
    const AttentionKind kind = parseKind(request.kind);
    const int layers = kind == AttentionKind::encoder_self ? config.encoder_layers : config.decoder_layers;
    checkRange("--layer", request.layer, layers,
               std::string("the model's ") + (kind == AttentionKind::encoder_self ? "encoder" : "decoder"), "layers");
    checkRange("--head", request.head, config.heads, "each attention layer", "heads");
    std::string sentence = request.sentence;
    if (sentence.empty()) {
      const text::TranslationDataset data = checkpointDataset(state, "there is no sentence to attend over");
      if (data.validation.size() == 0) throw Error("the dataset '" + data.name + "' has no validation pairs; give --sentence TEXT");
      sentence = data.validation.source.front();
    }
    const inspect::AttentionSnapshot snapshot = inspect::attention_snapshot(model, sentence);
    AttentionTab tab;
    tab.setSentence(QString::fromStdString(sentence));
    tab.setSnapshot(snapshot);
    tab.setKind(kind);
    tab.setLayer(request.layer);
    tab.setHead(request.head);
    tab.setAllHeads(false);  // one head, drawn large
    return heatmapResult(request, tab.heatmapView());
  }

  // masks
  std::vector<EncodedPair> pairs;
  if (!request.sentence.empty()) {
    const std::vector<std::string> translation = model.translate({request.sentence}, DecodeSettings{});
    pairs.push_back({model.encode_source(request.sentence), model.encode_target(translation.front())});
  } else {
    const text::TranslationDataset data = checkpointDataset(state, "there is no batch to draw the masks of");
    text::ParallelCorpus first;
    for (size_t i = 0; i < data.validation.size() && i < size_t(kMaskBatchPairs); ++i) {
      first.source.push_back(data.validation.source[i]);
      first.target.push_back(data.validation.target[i]);
    }
    pairs = model.encode_pairs(first);
    if (pairs.empty()) throw Error("the dataset '" + data.name + "' has no validation pairs that fit the model; give --sentence TEXT");
  }
  checkRange("--sentence-index", request.sentence_index, int(pairs.size()), "the batch", "sentences");
  std::vector<int> indices(pairs.size());
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = int(i);
  const Seq2SeqBatch batch = make_batch(pairs, indices);
  MasksTab tab;
  tab.setSnapshot(inspect::mask_snapshot(model, batch, request.sentence_index));
  return heatmapResult(request, tab.combinedView());
}

}  // namespace twb::ui
