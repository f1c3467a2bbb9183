#include "views/masks_view.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "plots/heatmap_plot.h"
#include "engine/qt_text.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

HeatmapPlot* makeMaskView(const QString& name, const QString& scaleLabel, int minimumHeight) {
  auto* view = new HeatmapPlot;
  view->setObjectName(name);
  view->setMaskStyle();
  view->setColorScaleLabel(scaleLabel);
  view->setEmptyText(MasksView::tr("No batch yet"));
  // Four maps, the lesson's note and the batch's sentence share the tab: at the window's smallest
  // a 0/1 pattern still reads in less height than an attention map needs.
  view->plot()->setMinimumHeight(minimumHeight);
  return view;
}

// Row labels "1", "2", … for the sentences of the batch (as the spin box counts them).
std::vector<std::string> sentenceLabels(int count) {
  std::vector<std::string> labels;
  for (int i = 0; i < count; ++i) labels.push_back(std::to_string(i + 1));
  return labels;
}

}  // namespace

MasksView::MasksView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("masksTab"));
  sentence_ = new QSpinBox;
  sentence_->setObjectName(QStringLiteral("masksSentence"));
  sentence_->setRange(1, 1);
  sentence_->setEnabled(false);
  sentence_->setToolTip(tr("Which sentence of the batch the no-peek and combined masks are drawn for."));

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Sentence in batch:")));
  controls->addWidget(sentence_);
  controls->addStretch(1);

  auto* note = new WrappedLabel;
  note_ = note;
  note->setObjectName(QStringLiteral("masksNote"));
  note->setTextFormat(Qt::RichText);

  message_ = new WrappedLabel;
  message_->setObjectName(QStringLiteral("masksMessage"));

  hover_ = new WrappedLabel;
  hover_->setObjectName(QStringLiteral("masksHover"));
  hover_->holdTallestText();
  hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  // The padding masks (numbered axes) need less height than the maps with a token per column and a
  // title that may wrap.
  sourcePadding_ = makeMaskView(QStringLiteral("masksSourcePadding"), tr("1 = real token"), 160);
  targetPadding_ = makeMaskView(QStringLiteral("masksTargetPadding"), tr("1 = real token"), 160);
  noPeek_ = makeMaskView(QStringLiteral("masksNoPeek"), tr("1 = may attend"), 200);
  combined_ = makeMaskView(QStringLiteral("masksCombined"), tr("1 = may attend"), 200);
  local_ = makeMaskView(QStringLiteral("masksLocal"), tr("1 = may attend"), 200);
  local_->setVisible(false);

  auto* grid = new QGridLayout;
  grid_ = grid;

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(note);
  layout->addWidget(message_);
  layout->addWidget(hover_);
  layout->addLayout(grid, 1);
  showMessage(tr("No batch yet: the masks appear once training has made a batch."));

  setTask(QString::fromStdString(twb::all_tasks().front()->name()));

  connectControls();
}

void MasksView::connectControls() {
  connect(sentence_, &QSpinBox::valueChanged, this, [this](int value) { emit sentenceChosen(value - 1); });
  // One line above the four maps reads out the hovered cell of any of them (the maps' own read-out
  // lines would repeat one hint four times, two lines each on a laptop), and the sentence's tokens
  // again when the pointer leaves.
  connect(sourcePadding_, &HeatmapPlot::cellHovered, this,
          [this](int row, int column, double) { hover_->setText(describePaddingCell(true, row, column)); });
  connect(targetPadding_, &HeatmapPlot::cellHovered, this,
          [this](int row, int column, double) { hover_->setText(describePaddingCell(false, row, column)); });
  connect(noPeek_, &HeatmapPlot::cellHovered, this,
          [this](int row, int column, double) { hover_->setText(describeMaskCell(false, row, column)); });
  connect(combined_, &HeatmapPlot::cellHovered, this,
          [this](int row, int column, double) { hover_->setText(describeMaskCell(true, row, column)); });
  connect(local_, &HeatmapPlot::cellHovered, this,
          [this](int row, int column, double) { hover_->setText(describeLocalCell(row, column)); });
  for (HeatmapPlot* view : {sourcePadding_, targetPadding_, noPeek_, combined_, local_}) {
    view->setReadoutShown(false);
    connect(view, &HeatmapPlot::hoverEnded, this, [this] {
      if (hasSnapshot_) showSentenceTokens();
    });
  }
}

std::vector<TabPlot> MasksView::plots() {
  return {tabPlot(QStringLiteral("masks-combined"), tr("Combined mask…"), combined_)};
}

void MasksView::connectTo(Workbench& workbench) {
  // The masks of the last batch's chosen sentence, read from the run as it trains (its batch is
  // the one just stepped on: not a question of weights).
  TrainingController* c = workbench.training();
  const auto feedSentence = [this, c](int sentence) {
    c->feed(this,
            makeFeed(
                QStringLiteral("masks"), 0,
                [sentence](twb::TrainingSession& s) -> std::optional<twb::inspect::MaskSnapshot> {
                  if (!s.has_batch()) return std::nullopt;
                  return twb::task_named(s.task()).last_batch_masks(s, sentence);
                },
                [this](const twb::inspect::MaskSnapshot& masks) { setSnapshot(masks); }, Needs{.savedWeights = false}));
  };
  feedSentence(0);
  connect(this, &MasksView::sentenceChosen, this, feedSentence);
}

void MasksView::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  architecture_ = twb::task_named(task.toStdString()).architecture();
  const bool lm = decoderOnly(), classify = encoderOnly();
  sourcePadding_->setVisible(!lm);
  targetPadding_->setVisible(!classify);
  noPeek_->setVisible(!classify);
  // translate: the two padding masks above the no-peek and combined masks; lm: the batch's
  // padding across the top; classify: the padding and the encoder's mask side by side.
  for (HeatmapPlot* view : {sourcePadding_, targetPadding_, noPeek_, combined_, local_}) grid_->removeWidget(view);
  local_->setVisible(false);
  if (lm) {
    grid_->addWidget(targetPadding_, 0, 0, 1, 2);
    grid_->addWidget(noPeek_, 1, 0);
    grid_->addWidget(combined_, 1, 1);
  } else if (classify) {
    grid_->addWidget(sourcePadding_, 0, 0);
    grid_->addWidget(combined_, 0, 1);
  } else {
    grid_->addWidget(sourcePadding_, 0, 0);
    grid_->addWidget(targetPadding_, 0, 1);
    grid_->addWidget(noPeek_, 1, 0);
    grid_->addWidget(combined_, 1, 1);
  }
  explain();
}

// The note under the masks and the sentence box's tip, in the words of the task's architecture.
void MasksView::explain() {
  const bool lm = decoderOnly(), classify = encoderOnly();
  if (lm) {
    note_->setText(
        tr("<b>What am I looking at?</b> Lines in a batch have different lengths, so the short ones "
           "are filled up with <i>&lt;pad&gt;</i>. The <i>padding mask</i> marks real tokens with 1 and "
           "padding with 0, a row per line. The <i>causal (no-peek) mask</i> lets the position at row i "
           "look only at columns 0…i — the model may not see the tokens it is learning to predict. The "
           "<i>combined mask</i> is what the model really uses for one line: a cell is 1 only if both "
           "masks allow it. A model with <i>local layers</i> (GPT-Neo) has a third map: in those layers a "
           "position sees only the last few positions, a band along the diagonal. Blue = may attend, grey = "
           "blocked. Hover a cell to read it on the line above the masks; the wheel zooms, dragging pans, a "
           "double-click resets a view."));
    sentence_->setToolTip(tr("Which line of the batch the causal and combined masks are drawn for."));
  } else if (classify) {
    note_->setText(
        tr("<b>What am I looking at?</b> Texts in a batch have different lengths, so the short ones "
           "are filled up with <i>&lt;pad&gt;</i>. The <i>padding mask</i> marks real tokens with 1 and "
           "padding with 0, a row per text. The encoder reads in both directions, so it needs no "
           "no-peek mask: the <i>encoder's mask</i> of one text only hides its padding. A classifier "
           "that reads left to right (<i>causal</i>, as brackets' recipe does) also lets the token at "
           "row i look only at columns 0…i: its mask is a triangle. Blue = may attend, grey = blocked. "
           "Hover a cell to read it on the line above the masks; the wheel zooms, dragging pans, a "
           "double-click resets a view."));
    sentence_->setToolTip(tr("Which text of the batch the encoder's mask is drawn for."));
  } else {
    note_->setText(
        tr("<b>What am I looking at?</b> Sentences in a batch have different lengths, so the short "
           "ones are filled up with <i>&lt;pad&gt;</i>. The <i>padding masks</i> mark real tokens "
           "with 1 and padding with 0, a row per sentence, so attention never looks at padding. "
           "The <i>no-peek mask</i> lets the decoder's word at row i look only at columns 0…i — it "
           "cannot see the words it has yet to produce. The <i>combined mask</i> is what the "
           "decoder really uses for one sentence: a cell is 1 only if both masks allow it. "
           "Blue = may attend, grey = blocked. Hover a cell to read it on the line above the masks; the "
           "wheel zooms, dragging pans, a double-click resets a view."));
    sentence_->setToolTip(tr("Which sentence of the batch the no-peek and combined masks are drawn for."));
  }
}

int MasksView::sentence() const { return sentence_->value() - 1; }

QString MasksView::hoverText() const { return hover_->text(); }

void MasksView::showMessage(const QString& text) {
  message_->setText(text);
  message_->setVisible(!text.isEmpty());
  // The message stands where the batch's sentence and the hovered cell are read: there is no batch
  // to read while it shows, and the tab needs one line less at the window's smallest.
  hover_->setVisible(text.isEmpty());
}

QString MasksView::describePaddingCell(bool source, int row, int column) const {
  const auto& tokens = source ? snapshot_.source_tokens : snapshot_.target_tokens;
  const twb::inspect::Heatmap& mask = source ? snapshot_.source_padding : snapshot_.target_padding;
  if (row < 0 || column < 0 || row >= mask.rows || column >= mask.cols) return QString();
  QString token;
  if (static_cast<size_t>(row) < tokens.size() &&
      static_cast<size_t>(column) < tokens[static_cast<size_t>(row)].size()) {
    token = QString::fromStdString(tokens[static_cast<size_t>(row)][static_cast<size_t>(column)]);
  }
  const bool real = mask.at(row, column) != 0.0;
  const QString side = decoderOnly()   ? tr("input")
                       : encoderOnly() ? tr("text")
                       : source        ? tr("source")
                                       : tr("target (decoder input)");
  return tr("Sentence %1, %2 position %3: “%4” — %5")
             .arg(row + 1)
             .arg(side)
             .arg(column)
             .arg(token, real ? tr("real token (1)") : tr("padding (0), never attended to")) +
         (unpadded_ ? tr("; no padding in this batch: sentences of about the same length are batched together")
                    : QString());
}

QString MasksView::describeMaskCell(bool combined, int row, int column) const {
  const twb::inspect::Heatmap& mask = combined ? snapshot_.combined : snapshot_.no_peek;
  if (row < 0 || column < 0 || row >= mask.rows || column >= mask.cols) return QString();
  // The chosen sentence's tokens and padding: the decoder's input, or a classifier's text.
  const bool encoder = encoderOnly();
  const auto& sentences = encoder ? snapshot_.source_tokens : snapshot_.target_tokens;
  const twb::inspect::Heatmap& padding = encoder ? snapshot_.source_padding : snapshot_.target_padding;
  const int s = snapshot_.sentence;
  const auto token = [&](int position) {
    if (s < 0 || static_cast<size_t>(s) >= sentences.size() ||
        static_cast<size_t>(position) >= sentences[static_cast<size_t>(s)].size()) {
      return QString();
    }
    return QStringLiteral(" “%1”").arg(
        QString::fromStdString(sentences[static_cast<size_t>(s)][static_cast<size_t>(position)]));
  };
  const bool padded = combined && s < padding.rows && column < padding.cols && padding.at(s, column) == 0.0;
  QString verdict;
  if (mask.at(row, column) != 0.0) {
    verdict = tr("may attend (1)");
  } else if (padded && column > row && !encoder) {
    verdict = tr("blocked (0): padding, and it comes later");
  } else if (padded) {
    verdict = tr("blocked (0): padding");
  } else {
    verdict = tr("blocked (0): it comes later, not yet seen");
  }
  // One pass: a token may itself read "%3".
  return tr("Query position %1%2 → key position %3%4: %5")
      .arg(QString::number(row), token(row), QString::number(column), token(column), verdict);
}

QString MasksView::describeLocalCell(int row, int column) const {
  const twb::inspect::Heatmap& mask = snapshot_.local;
  if (row < 0 || column < 0 || row >= mask.rows || column >= mask.cols) return QString();
  if (mask.at(row, column) != 0.0 || column > row || describeMaskCell(true, row, column).isEmpty() ||
      snapshot_.combined.at(row, column) == 0.0)
    return describeMaskCell(true, row, column);
  return tr("Query position %1 → key position %2: blocked (0) in the local layers: it lies outside their window "
            "of the last positions")
      .arg(row)
      .arg(column);
}

namespace {
bool hasPadding(const twb::inspect::Heatmap& map) {
  for (int r = 0; r < map.rows; ++r)
    for (int c = 0; c < map.cols; ++c)
      if (map.at(r, c) == 0.0) return true;
  return false;
}
}  // namespace

void MasksView::setSnapshot(const twb::inspect::MaskSnapshot& snapshot) {
  snapshot_ = snapshot;
  const int batch = std::max(snapshot.source_padding.rows, snapshot.target_padding.rows);
  hasSnapshot_ = batch > 0;
  showMessage(QString());
  {
    const QSignalBlocker block(sentence_);
    sentence_->setRange(1, std::max(1, batch));
    sentence_->setValue(snapshot.sentence + 1);
    sentence_->setEnabled(batch > 1);
  }
  twb::inspect::Heatmap source = snapshot.source_padding;
  if (source.row_labels.empty()) source.row_labels = sentenceLabels(source.rows);
  if (source.row_axis.empty()) source.row_axis = "sentence in batch";
  twb::inspect::Heatmap target = snapshot.target_padding;
  if (target.row_labels.empty()) target.row_labels = sentenceLabels(target.rows);
  if (target.row_axis.empty()) target.row_axis = "sentence in batch";
  // Batches are built from sentences of about the same length (train/batching.h), so a batch of a
  // small dataset (numbers-en-de: nearly every batch) may have no padding at all: two solid blue
  // maps that the lesson above does not explain. Their titles say so (no longer than before: the
  // tab has no line to spare at 11 points), and hovering a cell says why.
  unpadded_ = hasSnapshot_ && !hasPadding(source) && !hasPadding(target);
  if (unpadded_) {
    source.title =
        (target.rows > 0 ? tr("Source padding mask: no padding") : tr("Padding mask: no padding")).toStdString();
    target.title =
        (source.rows > 0 ? tr("Target padding mask: no padding") : tr("Padding mask: no padding")).toStdString();
  }
  sourcePadding_->setHeatmap(source);
  targetPadding_->setHeatmap(target);
  noPeek_->setHeatmap(snapshot.no_peek);
  combined_->setHeatmap(snapshot.combined);
  // A model with local layers (GPT-Neo) sees a band in them: the mask is drawn beside the others,
  // in a third column that only such a model has.
  const bool local = decoderOnly() && snapshot.local.rows > 0;
  if (local != local_->isVisible()) {
    grid_->removeWidget(targetPadding_);
    grid_->removeWidget(local_);
    grid_->addWidget(targetPadding_, 0, 0, 1, local ? 3 : 2);
    if (local) grid_->addWidget(local_, 1, 2);
    local_->setVisible(local);
  }
  if (local) local_->setHeatmap(snapshot.local);
  showSentenceTokens();
}

void MasksView::showSentenceTokens() {
  const size_t s = static_cast<size_t>(snapshot_.sentence);
  // One side only (a language model's input, a classifier's text): its tokens.
  if (snapshot_.source_tokens.empty() != snapshot_.target_tokens.empty()) {
    const auto& tokens = snapshot_.source_tokens.empty() ? snapshot_.target_tokens : snapshot_.source_tokens;
    if (s >= tokens.size()) {
      hover_->clear();
      return;
    }
    hover_->setText(tr("Sentence %1 — tokens: %2").arg(snapshot_.sentence + 1).arg(joinTokens(tokens[s])));
    return;
  }
  if (s >= snapshot_.source_tokens.size() || s >= snapshot_.target_tokens.size()) {
    hover_->clear();
    return;
  }
  hover_->setText(tr("Sentence %1 — source: %2 · decoder input: %3")
                      .arg(snapshot_.sentence + 1)
                      .arg(joinTokens(snapshot_.source_tokens[s]), joinTokens(snapshot_.target_tokens[s])));
}

}  // namespace twb::ui
