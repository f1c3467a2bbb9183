#include "views/mask_editor_view.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

#include "engine/training_controller.h"
#include "plots/heatmap_plot.h"
#include "plots/plot_files.h"
#include "probe/head_scores.h"
#include "task/task.h"
#include "views/workbench.h"
#include "widgets/flow_row.h"
#include "widgets/sentence_box.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

MaskEditorView::MaskEditorView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("maskEditorTab"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> The mask says which keys (columns) each query (row) may attend to: 1 may, "
         "0 may not. Click a cell to block that key for that query, or to let a query see a later token — "
         "the peek the decoder's mask forbids. The model then runs again on the sentence, teacher-forced: the "
         "chosen head's attention under your mask, and below, each position's choice and the loss with the "
         "model's own mask and with yours. ✕ marks a cell you blocked, ✓ one you opened."));
  note->setObjectName(QStringLiteral("maskEditorNote"));
  note->setTextFormat(Qt::RichText);
  sentence_ = new SentenceBox;
  sentence_->setObjectName(QStringLiteral("maskEditorSentence"));
  sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation sentence or type one, then Enter"));
  kind_ = new QComboBox;
  kind_->setObjectName(QStringLiteral("maskEditorKind"));
  layer_ = new QSpinBox;
  layer_->setObjectName(QStringLiteral("maskEditorLayer"));
  layer_->setPrefix(tr("layer "));
  head_ = new QSpinBox;
  head_->setObjectName(QStringLiteral("maskEditorHead"));
  head_->setPrefix(tr("head "));
  reset_ = new QPushButton(tr("Reset"));
  reset_->setObjectName(QStringLiteral("maskEditorReset"));
  reset_->setToolTip(tr("The model's own mask again"));
  auto* controls = new FlowRow;
  controls->addLabelled(tr("Sentence:"), sentence_);
  controls->addLabelled(tr("Attention:"), kind_);
  controls->addWidget(layer_);
  controls->addWidget(head_);
  controls->addWidget(reset_);
  QWidget* maps = makeMaps();
  readout_ = new QLabel;
  readout_->setObjectName(QStringLiteral("maskEditorReadout"));
  readout_->setWordWrap(true);
  readout_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(controls);
  layout->addWidget(maps, 1);
  layout->addWidget(readout_);

  // Another sentence or kind, or Reset: the model's own mask first.
  connect(sentence_, &QComboBox::activated, this, &MaskEditorView::startOver);
  connect(sentence_->lineEdit(), &QLineEdit::returnPressed, this, &MaskEditorView::startOver);
  connect(kind_, &QComboBox::currentIndexChanged, this, &MaskEditorView::startOver);
  connect(reset_, &QPushButton::clicked, this, &MaskEditorView::startOver);
  for (QSpinBox* spin : {layer_, head_}) connect(spin, &QSpinBox::valueChanged, this, &MaskEditorView::showRun);
  connect(maskView_, &HeatmapPlot::cellClicked, this, &MaskEditorView::toggleCell);
}

// Your mask beside the head's attention under it.
QWidget* MaskEditorView::makeMaps() {
  maskView_ = new HeatmapPlot;
  maskView_->setObjectName(QStringLiteral("maskEditorMask"));
  maskView_->setMaskStyle();
  maskView_->setColorScaleLabel(tr("1 = may attend"));
  maskView_->setEmptyText(tr("Pick a sentence"));
  attentionView_ = new HeatmapPlot;
  attentionView_->setObjectName(QStringLiteral("maskEditorAttention"));
  attentionView_->setGradient(HeatmapPlot::sequentialGradient());
  attentionView_->setDataRange(QCPRange(0, 1));
  attentionView_->setColorScaleLabel(tr("attention weight"));
  attentionView_->setEmptyText(tr("No attention yet"));
  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(maskView_);
  splitter->addWidget(attentionView_);
  return splitter;
}

std::vector<TabPlot> MaskEditorView::plots() {
  return {tabPlot(QStringLiteral("mask-edited"), tr("Edited mask…"), maskView_),
          tabPlot(QStringLiteral("mask-edited-attention"), tr("Attention under the edited mask…"), attentionView_)};
}

void MaskEditorView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  connect(this, &MaskEditorView::runRequested, this,
          [this, c](const QString& text, const QString& target, twb::AttentionKind kind,
                    const std::vector<twb::MaskEdit>& edits) {
            c->ask(
                this, QStringLiteral("masked-run"),
                [source = text.toStdString(), target = target.toStdString(), kind, edits](twb::TrainingSession& s) {
                  return twb::task_named(s.task()).inspect(s)->masked_run(source, target, kind, edits);
                },
                [this](const twb::inspect::MaskedRun& run) { setRun(run); },
                [this, text](const QString& why) {
                  readout_->setText(tr("Could not run \"%1\" with the mask: %2").arg(text, why));
                });
          });
}

void MaskEditorView::setTask(const QString& task) {
  const QSignalBlocker block(kind_);
  kind_->clear();
  for (const twb::AttentionKindName& k : twb::task_named(task.toStdString()).attention_kinds_main_first())
    kind_->addItem(QString::fromStdString(k.title), static_cast<int>(k.kind));
  kind_->setEnabled(kind_->count() > 1);
  edits_.clear();
}

void MaskEditorView::modelReady(const SessionInfo& info) {
  validationSources_ = info.validationSources;
  validationTargets_ = info.validationTargets;
  sentence_->setExamples(info.validationSources);
  if (!sentence_->sentence().isEmpty()) requestRun();
}

void MaskEditorView::startOver() {
  edits_.clear();
  requestRun();
}

void MaskEditorView::requestRun() {
  const QString text = sentence_->sentence();
  if (text.isEmpty() || kind_->count() == 0) return;
  // A validation source brings its reference (a translation is teacher-forced on it); a
  // classifier's brings its label.
  const qsizetype index = validationSources_.indexOf(text);
  const QString target = index >= 0 && index < validationTargets_.size() ? validationTargets_[index] : QString();
  emit runRequested(text, target, twb::AttentionKind(kind_->currentData().toInt()), edits_);
}

void MaskEditorView::toggleCell(int query, int key) {
  if (!hasRun_) return;
  const auto same = [&](const twb::MaskEdit& e) { return e.query == query && e.key == key; };
  const auto it = std::find_if(edits_.begin(), edits_.end(), same);
  if (it != edits_.end()) {
    edits_.erase(it);  // back to the model's own
  } else {
    edits_.push_back({run_.kind, query, key, !run_.allowed(query, key, false)});
  }
  requestRun();
}

void MaskEditorView::setRun(const twb::inspect::MaskedRun& run) {
  run_ = run;
  hasRun_ = true;
  {
    const QSignalBlocker a(layer_), b(head_);
    layer_->setRange(1, std::max(1, run_.layers));  // counted from 1, as the Attention tab does
    head_->setRange(1, std::max(1, run_.heads));
  }
  showRun();
}

// The edited mask with the hand-set cells marked, the chosen head's attention under it, and what
// changed.
void MaskEditorView::showRun() {
  if (!hasRun_ || run_.maps.empty()) return;
  twb::inspect::Heatmap mask;
  const int edited = static_cast<int>(run_.edits.size());
  mask.title = (edited == 0   ? tr("The model's own mask")
                : edited == 1 ? tr("Mask, 1 cell edited")
                              : tr("Mask, %1 cells edited").arg(edited))
                   .toStdString();
  mask.row_axis = "query";
  mask.column_axis = "key";
  mask.rows = static_cast<int>(run_.queries.size());
  mask.cols = static_cast<int>(run_.keys.size());
  mask.row_labels = run_.queries;
  mask.column_labels = run_.keys;
  for (uint8_t allowed : run_.mask) mask.values.push_back(allowed);
  QCustomPlot* plot = maskView_->plot();
  maskView_->setHeatmap(mask);
  for (QCPItemText* mark : marks_) plot->removeItem(mark);  // only the marks: the heatmap has items of its own
  marks_.clear();
  for (const twb::MaskEdit& e : run_.edits) {
    if (e.kind != run_.kind) continue;
    auto* mark = new QCPItemText(plot);
    mark->setClipToAxisRect(true);
    mark->position->setCoords(e.key, e.query);
    mark->setText(e.allowed ? QStringLiteral("✓") : QStringLiteral("✕"));
    mark->setColor(e.allowed ? Qt::white : Qt::black);  // on dark blue (allowed), on light grey (blocked)
    marks_.push_back(mark);
  }
  plot->replot();
  attentionView_->setHeatmap(run_.map(layer_->value() - 1, head_->value() - 1));

  QStringList changed;
  for (size_t p = 0; p < run_.choice.size(); ++p)
    if (run_.choice[p] != run_.own_choice[p])
      changed << tr("%1 (“%2” → “%3”)")
                     .arg(p)
                     .arg(QString::fromStdString(run_.own_choice[p]), QString::fromStdString(run_.choice[p]));
  readout_->setText(tr("Loss %1 nats with the model's own mask, %2 with this one. %3")
                        .arg(run_.own_loss, 0, 'f', 4)
                        .arg(run_.loss, 0, 'f', 4)
                        .arg(run_.edits.empty() ? tr("Click a cell of the mask to change it.")
                             : changed.isEmpty()
                                 ? tr("No position changes its choice.")
                                 : tr("Choices changed at position %1.").arg(changed.join(QStringLiteral(", ")))));
}

QString MaskEditorView::readout() const { return readout_->text(); }

}  // namespace twb::ui
