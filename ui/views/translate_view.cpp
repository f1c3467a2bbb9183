#include "views/translate_view.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

#include "plots/attention_map_panel.h"
#include "plots/heatmap_plot.h"
#include "task/task.h"
#include "widgets/task_controls.h"
#include "text/special_tokens.h"
#include "views/workbench.h"
#include "widgets/head_switch.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

TranslateView::TranslateView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("translateTab"));
  QLayout* controls = createControls();
  auto* note =
      new WrappedLabel(tr("<b>What am I looking at?</b> The model writes the translation one word at a time, each "
                          "time choosing from its probabilities for the next word. <i>Greedy</i> always takes the "
                          "top word; <i>beam search</i> follows several candidates and lists them with their "
                          "scores: the log-probability divided by a length penalty, plus a small reward for each word "
                          "up to the length the training data leads one to expect, which ranks them (higher is "
                          "better), and in brackets the raw log-probability, which alone would prefer short "
                          "translations (each word can only lower it). The "
                          "heatmap shows, for each word produced (row), which source words (columns) the last "
                          "decoder layer looked at."));
  note->setObjectName(QStringLiteral("translateNote"));
  note->setTextFormat(Qt::RichText);

  output_ = new QLineEdit;
  output_->setObjectName(QStringLiteral("translateOutput"));
  output_->setReadOnly(true);
  output_->setPlaceholderText(tr("The translation appears here"));
  message_ = new MessageLabel;
  message_->setObjectName(QStringLiteral("translateMessage"));

  createResultPanes();

  auto* outputRow = new QHBoxLayout;
  outputRow->addWidget(new QLabel(tr("Translation:")));
  outputRow->addWidget(output_, 1);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(note);
  layout->addLayout(outputRow);
  layout->addWidget(message_);
  layout->addWidget(splitter_, 1);

  connect(search_, &QComboBox::currentIndexChanged, this, [this](int index) { width_->setEnabled(index == 1); });
  connect(translate_, &QPushButton::clicked, this, &TranslateView::requestTranslation);
  connect(input_, &QLineEdit::returnPressed, this, &TranslateView::requestTranslation);
}

// The sentence, greedy or beam search and its width, and Translate.
QLayout* TranslateView::createControls() {
  input_ = new QLineEdit;
  input_->setObjectName(QStringLiteral("translateInput"));
  input_->setPlaceholderText(tr("Type a sentence in the source language and press Enter"));
  input_->setClearButtonEnabled(true);

  search_ = new QComboBox;
  search_->setObjectName(QStringLiteral("translateSearch"));
  search_->addItem(tr("Greedy"));
  search_->addItem(tr("Beam search"));
  search_->setToolTip(
      tr("Greedy takes the most likely word at every step; beam search keeps the "
         "best few partial translations and picks the best whole one."));
  width_ = new QSpinBox;
  width_->setObjectName(QStringLiteral("translateBeamWidth"));
  width_->setRange(2, 32);
  width_->setValue(4);
  width_->setPrefix(tr("width "));
  width_->setEnabled(false);
  translate_ = new BusyButton(tr("Translate"), tr("Translating…"));
  translate_->setObjectName(QStringLiteral("translateButton"));
  translate_->setDefault(true);

  auto* controls = new QHBoxLayout;
  controls->addWidget(input_, 1);
  controls->addWidget(search_);
  controls->addWidget(width_);
  controls->addWidget(translate_);
  headSwitch_ = new HeadSwitch;
  controls->addWidget(headSwitch_);
  return controls;
}

// The beam's hypotheses and the step-by-step top 5 beside the cross-attention map (splitter_).
void TranslateView::createResultPanes() {
  beams_ = new QListWidget;
  beams_->setObjectName(QStringLiteral("translateBeams"));
  beams_->setToolTip(tr("Beam search's hypotheses, best first, with their scores."));
  topK_ = new QTableWidget;
  topK_->setObjectName(QStringLiteral("translateTopK"));
  topK_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  topK_->setVisible(false);
  // Columns as wide as their tokens and probabilities (never elided), rows one line high.
  topK_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  topK_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  topK_->setWordWrap(false);
  topK_->setToolTip(
      tr("At each step: the word produced and the most likely next words with their "
         "probabilities."));

  attention_ = new AttentionMapPanel(QStringLiteral("translate"), tr("Cross-attention of the last decoder layer,"),
                                     AttentionMapPanel::Selector::headOnly);

  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  beamsLabel_ = new QLabel(tr("Beam hypotheses (score, raw log-probability):"));
  leftLayout->addWidget(beamsLabel_);
  leftLayout->addWidget(beams_, 1);
  leftLayout->addWidget(topK_, 1);

  splitter_ = new QSplitter(Qt::Horizontal);
  splitter_->setObjectName(QStringLiteral("translateSplitter"));
  splitter_->setChildrenCollapsible(false);
  splitter_->addWidget(left);
  splitter_->addWidget(attention_);
  splitter_->setStretchFactor(0, 1);
  splitter_->setStretchFactor(1, 2);
}

QString TranslateView::input() const { return input_->text().trimmed(); }
void TranslateView::setInput(const QString& sentence) { input_->setText(sentence); }

int TranslateView::beamWidth() const { return search_->currentIndex() == 1 ? width_->value() : 1; }

void TranslateView::setBeamWidth(int width) {
  if (width <= 1) {
    search_->setCurrentIndex(0);
  } else {
    search_->setCurrentIndex(1);
    width_->setValue(width);
  }
}

QString TranslateView::translation() const { return output_->text(); }

QStringList TranslateView::beamHypotheses() const {
  QStringList list;
  for (int i = 0; i < beams_->count(); ++i) list << beams_->item(i)->text();
  return list;
}

HeatmapPlot* TranslateView::heatmapView() const { return attention_->heatmapView(); }
int TranslateView::head() const { return attention_->head(); }
void TranslateView::setHead(int head) { attention_->setHead(head); }

void TranslateView::requestTranslation() {
  const QString sentence = input();
  if (sentence.isEmpty()) {
    showError(tr("Type a sentence to translate first."));
    return;
  }
  message_->clearMessage();
  emit translationRequested(sentence, beamWidth());
}

void TranslateView::setResult(const QString& translation, const QStringList& beamHypothesesWithScores,
                              const twb::inspect::AttentionSnapshot& snapshot) {
  message_->showMessage(readingNotes(tr("The sentence"), snapshot.typed_tokens, snapshot.source_tokens.size(),
                                     snapshot.unknown_tokens, tr("the encoder")));
  output_->setText(translation);
  output_->setCursorPosition(0);
  // An empty translation is an answer too: the model's first word was the end of the sentence.
  output_->setPlaceholderText(translation.isEmpty() ? tr("Nothing: the first word the model chose was <eos>, the end "
                                                         "of the sentence (as an untrained model often does)")
                                                    : tr("The translation appears here"));
  beams_->clear();
  beams_->addItems(beamHypothesesWithScores);
  showLeftPane();
  snapshot_ = snapshot;
  // The heads of the last decoder layer: maps [last * heads, (last + 1) * heads).
  const int last = snapshot.decoder_layers - 1;
  const size_t first = static_cast<size_t>(std::max(0, last) * std::max(0, snapshot.heads));
  std::vector<twb::inspect::Heatmap> lastLayer;
  if (last >= 0 && snapshot.heads > 0 && first + size_t(snapshot.heads) <= snapshot.cross.size()) {
    lastLayer.assign(snapshot.cross.begin() + std::ptrdiff_t(first),
                     snapshot.cross.begin() + std::ptrdiff_t(first + size_t(snapshot.heads)));
  }
  attention_->setMaps(std::move(lastLayer), last >= 0 ? 1 : 0, snapshot.heads);
}

void TranslateView::setTopK(const QStringList& producedTokens, const QList<QList<QPair<QString, double>>>& candidates) {
  topK_->clear();
  int k = 0;
  for (const auto& step : candidates) k = std::max(k, static_cast<int>(step.size()));
  topK_->setVisible(!candidates.isEmpty());
  topK_->setRowCount(static_cast<int>(candidates.size()));
  topK_->setColumnCount(k + 1);
  QStringList header{tr("produced")};
  for (int i = 1; i <= k; ++i) header << tr("#%1").arg(i);
  topK_->setHorizontalHeaderLabels(header);
  for (int r = 0; r < candidates.size(); ++r) {
    topK_->setItem(r, 0, new QTableWidgetItem(r < producedTokens.size() ? producedTokens[r] : QString()));
    for (int c = 0; c < candidates[r].size(); ++c) {
      const auto& [token, p] = candidates[r][c];
      topK_->setItem(r, c + 1, new QTableWidgetItem(QStringLiteral("%1  %2").arg(token, probabilityText(p))));
    }
  }
  topK_->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
  showLeftPane();
}

void TranslateView::showLeftPane() {
  // Greedy decoding has no beam hypotheses: the top-5 table then takes the pane alone.
  const bool beams = beams_->count() > 0 || !topK_->isVisibleTo(this);
  beamsLabel_->setVisible(beams);
  beams_->setVisible(beams);
  fitTopKPane();
}

namespace {

// How well the map's labels read as it is laid out now, from 0 to 1: 1 when every source word (along
// the bottom) and every produced word (along the side) has its label; the heatmap's ticker thins an
// axis too short for them (to positions). The source words count twice: the produced ones are also
// the top-5 table's first column, the source words nowhere else.
double labelsShown(HeatmapPlot* view) {
  const twb::inspect::Heatmap& map = view->heatmap();
  QCustomPlot* plot = view->plot();
  // Lays the plot out at its widget's size, then again until the ticks were set up for the layout
  // they are drawn in (QCustomPlot sets them up before it lays out: see HeatmapPlot).
  for (int pass = 0; pass < 4; ++pass) {
    const QSize laidOut = plot->axisRect()->size();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    if (pass > 0 && plot->axisRect()->size() == laidOut) break;
  }
  const auto share = [](QCPAxis* axis, int count) {
    return count <= 0 ? 1.0 : std::min(1.0, double(axis->tickVector().size()) / count);
  };
  return (2 * share(plot->xAxis, map.cols) + share(plot->yAxis, map.rows)) / 3;
}

}  // namespace

void TranslateView::fitTopKPane() {
  if (!topK_->isVisibleTo(this) || !isVisible()) return;
  const int width = splitter_->width(), height = splitter_->height(), handle = splitter_->handleWidth();
  if (width <= 0 || height <= 0) return;
  // The table whole: every column (no sideways scrolling), every row (no scrolling down).
  const int tableWidth = topK_->verticalHeader()->sizeHint().width() + topK_->horizontalHeader()->length() +
                         2 * topK_->frameWidth() + topK_->verticalScrollBar()->sizeHint().width();
  const int headerHeight = topK_->horizontalHeader()->sizeHint().height() + 2 * topK_->frameWidth() +
                           topK_->horizontalScrollBar()->sizeHint().height();
  const int beamsHeight =
      beams_->isVisibleTo(this) ? beamsLabel_->sizeHint().height() + beams_->sizeHint().height() : 0;
  const int paneHeight = beamsHeight + headerHeight + topK_->verticalHeader()->length();
  // Above the map, the pane shows at least three of the table's rows (it scrolls down beyond).
  const int rowHeight = topK_->rowCount() > 0 ? topK_->verticalHeader()->length() / topK_->rowCount() : 0;
  const int smallestPane = std::min(paneHeight, beamsHeight + headerHeight + 3 * rowHeight);

  HeatmapPlot* view = heatmapView();
  const auto arrange = [&](Qt::Orientation orientation, int pane) {
    splitter_->setOrientation(orientation);
    const int total = (orientation == Qt::Horizontal ? width : height) - handle;
    splitter_->setSizes({pane, std::max(0, total - pane)});
  };
  // Side by side: the pane as wide as its table.
  const auto sideBySide = [&] {
    arrange(Qt::Horizontal, tableWidth);
    return labelsShown(view);
  };
  // The pane above the map (which is then as wide as the tab): the map first takes the height its
  // produced words need, the pane the rest (all its rows if they fit, at least three).
  const auto paneAbove = [&] {
    arrange(Qt::Vertical, std::min(paneHeight, height * 40 / 100));
    labelsShown(view);  // lays the map out, to measure what is not cells (title, labels, …)
    const int decorations = attention_->height() - view->plot()->axisRect()->height();
    const int mapHeight = decorations + view->labelsLength(Qt::Vertical, view->heatmap().rows);
    arrange(Qt::Vertical, std::clamp(height - handle - mapHeight, smallestPane, paneHeight));
    // No row cut across: what the table would show of a row beyond its last whole one goes to the map.
    if (rowHeight > 0 && topK_->verticalHeader()->length() > topK_->viewport()->height()) {
      arrange(Qt::Vertical, splitter_->sizes().front() - topK_->viewport()->height() % rowHeight);
    }
    return labelsShown(view);
  };

  // Side by side when the map keeps all its labels there; otherwise whichever
  // layout draws more of them (a laptop's window: the pane above), the current one unless the
  // other is clearly better, so that a resize does not flip it back and forth.
  if (view->cellCount() == 0) {  // no map yet: nothing to weigh
    arrange(Qt::Horizontal, tableWidth);
    return;
  }
  const bool wasSideBySide = splitter_->orientation() == Qt::Horizontal;
  const double shownSideBySide = sideBySide();
  if (shownSideBySide >= 1.0) return;
  const double shownAbove = paneAbove();
  const bool above = wasSideBySide ? shownAbove > shownSideBySide + 0.05 : shownAbove + 0.05 >= shownSideBySide;
  if (!above) sideBySide();
}

void TranslateView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  // The splitter has its final width only once the shown tab is laid out.
  QTimer::singleShot(0, this, &TranslateView::fitTopKPane);
}

void TranslateView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  QTimer::singleShot(0, this, &TranslateView::fitTopKPane);  // once the splitter has its new size
}

void TranslateView::setBusy(bool busy) { translate_->setBusy(busy); }
void TranslateView::showError(const QString& text) { message_->showMessage(text); }

// ------------------------------------------------------------------ View

QString TranslateView::taskName() const { return QString::fromStdString(twb::translation_task().name()); }

// A first sentence to try, as the Generate and Classify tabs offer theirs: the first validation
// source, unless the learner has typed one.
void TranslateView::modelReady(const SessionInfo& info) {
  if (input().isEmpty() && !info.validationSources.isEmpty()) setInput(info.validationSources.front());
}

QString TranslateView::readyMessage(const SessionInfo& info) const {
  return tr("Model ready: %1 (%2 → %3), d_model %4, %5 heads, %6+%7 layers")
      .arg(info.dataset, info.sourceLanguage, info.targetLanguage, QString::number(info.dModel),
           QString::number(info.heads), QString::number(info.encoderLayers), QString::number(info.decoderLayers));
}

void TranslateView::requestAnswer() {
  if (!input().isEmpty()) requestTranslation();
}

std::vector<TabPlot> TranslateView::plots() {
  return {tabPlot(QStringLiteral("translate-cross-attention"), tr("Cross-attention…"), heatmapView())};
}

void TranslateView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  headSwitch_->connectTo(c, taskName(), [this] { requestAnswer(); });
  connect(this, &TranslateView::translationRequested, this, [this, c](const QString& sentence, int beam) {
    askTheModel(
        *c, this, QStringLiteral("translation"),
        [text = sentence.toStdString(), beam](twb::TrainingSession& s) {
          return translation_snapshot(translation_model(s), text, beam);
        },
        [this](const TranslationSnapshot& t) {
          setResult(t.translation, t.beamHypotheses, t.attention);
          setTopK(t.topK);
        },
        [sentence](const QString& why) { return tr("Could not translate \"%1\": %2").arg(sentence, why); });
  });
}

}  // namespace twb::ui
