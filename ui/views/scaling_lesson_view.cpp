#include "views/scaling_lesson_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "widgets/eliding_combo_box.h"
#include "task/task.h"
#include "plots/scaling_plots.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {
constexpr qint64 kScoresIntervalMs = 2000;  // score histograms while training: ≤ 1 per 2 seconds
constexpr int kScoreExamples = 8;           // validation examples whose scores the lesson bins
}  // namespace

using twb::AttentionKind;

ScalingLessonView::ScalingLessonView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("scalingLessonTab"));
  QWidget* note = createNote();
  theory_ = new ScalingTheoryPlot;
  theory_->setObjectName(QStringLiteral("scalingTheoryView"));
  QWidget* practice = createPractice();

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->setObjectName(QStringLiteral("scalingSplitter"));
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(theory_);
  splitter->addWidget(practice);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(splitter, 1);

  connect(kinds_, &QComboBox::currentIndexChanged, this, &ScalingLessonView::showChosenHead);
  connect(layer_, &QSpinBox::valueChanged, this, &ScalingLessonView::showChosenHead);
  connect(head_, &QSpinBox::valueChanged, this, &ScalingLessonView::showChosenHead);
  connect(compare_, &QPushButton::clicked, this, &ScalingLessonView::trainWithoutScalingRequested);
}

// What the lesson is about, above both halves.
QWidget* ScalingLessonView::createNote() {
  auto* note = new WrappedLabel(tr(
      "<b>Why divide the scores by √d<sub>k</sub>?</b> A score is a dot product q·k = q<sub>1</sub>k<sub>1</sub> + … + "
      "q<sub>d<sub>k</sub></sub>k<sub>d<sub>k</sub></sub>, a sum of d<sub>k</sub> terms. When the entries of q and k "
      "are random with variance 1, the sum has variance d<sub>k</sub>: the wider the heads, the larger the scores. "
      "Large scores push the softmax to give nearly all the weight to one key (a <i>saturated</i> row), and there "
      "its gradient is almost zero, so q and k stop learning. Dividing by √d<sub>k</sub> brings the variance back "
      "to 1 for any d<sub>k</sub> (the paper, section 3.2.1). <b>Left:</b> the argument, drawn from random "
      "vectors. <b>Right:</b> the scores of the model you are training."));
  note->setObjectName(QStringLiteral("scalingNote"));
  note->setTextFormat(Qt::RichText);
  note->setContentsMargins(6, 4, 6, 0);
  return note;
}

// Practice: which head, its histogram, what it means, and the run without the scaling.
QWidget* ScalingLessonView::createPractice() {
  kinds_ = new ElidingComboBox;
  kinds_->setObjectName(QStringLiteral("scalingKindCombo"));
  layer_ = new QSpinBox;
  layer_->setObjectName(QStringLiteral("scalingLayerSpin"));
  head_ = new QSpinBox;
  head_->setObjectName(QStringLiteral("scalingHeadSpin"));
  for (QSpinBox* spin : {layer_, head_}) {
    spin->setRange(1, 1);  // 1-based, as a person counts
    spin->setEnabled(false);
  }
  compare_ = new QPushButton(tr("Train without scaling to compare"));
  compare_->setObjectName(QStringLiteral("scalingCompareButton"));
  compare_->setToolTip(
      tr("Trains a second run from this run's settings without the scaling, beside this one in "
         "the Compare tab: then compare their scores, curves and attention."));
  auto* pick = new QHBoxLayout;
  pick->setContentsMargins(6, 0, 6, 0);
  pick->addWidget(kinds_, 1);
  pick->addWidget(new QLabel(tr("Layer")));
  pick->addWidget(layer_);
  pick->addWidget(new QLabel(tr("Head")));
  pick->addWidget(head_);

  histogram_ = new ScoreHistogramPlot;
  histogram_->setObjectName(QStringLiteral("scoreHistogramView"));
  summary_ = new WrappedLabel;
  summary_->setObjectName(QStringLiteral("scalingSummary"));
  summary_->setContentsMargins(6, 0, 6, 0);
  summary_->setText(
      tr("The histogram shows the model's scores of a few validation examples after each Step "
         "(and every few seconds while training)."));

  auto* compareRow = new QHBoxLayout;
  compareRow->setContentsMargins(6, 0, 6, 0);
  compareRow->addWidget(compare_);
  compareRow->addStretch(1);

  auto* practice = new QWidget;
  auto* practiceLayout = new QVBoxLayout(practice);
  practiceLayout->setContentsMargins(0, 4, 0, 0);
  practiceLayout->addLayout(pick);
  practiceLayout->addWidget(histogram_, 1);
  practiceLayout->addWidget(summary_);
  practiceLayout->addLayout(compareRow);
  return practice;
}

void ScalingLessonView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (!theoryRequested_) computeTheory();
}

ScalingLessonView::~ScalingLessonView() {
  if (theoryThread_) theoryThread_->wait();  // a second at most; it may still post to us
}

void ScalingLessonView::computeTheory() {
  if (theoryThread_) return;
  theoryRequested_ = true;
  // About a second of sampling: on a thread of its own, never on the GUI's. The answer is queued to
  // the tab (dropped if the tab is gone; the destructor waits for the thread first). The theory
  // depends on nothing but its fixed settings and seed, so a process samples it once: the tab of
  // a second window gets the same result (its thread waits while the first one's samples).
  theoryThread_ = QThread::create([this] {
    static const twb::inspect::ScalingTheory sampled = twb::inspect::scaling_theory();
    const twb::inspect::ScalingTheory theory = sampled;
    QMetaObject::invokeMethod(
        this, [this, theory] { setTheory(theory); }, Qt::QueuedConnection);
  });
  theoryThread_->setParent(this);
  theoryThread_->start();
}

void ScalingLessonView::setTheory(const twb::inspect::ScalingTheory& theory) {
  theoryRequested_ = true;
  theory_->setTheory(theory);
}

void ScalingLessonView::setTask(const QString& task) {
  if (task_ == task) return;
  task_ = task;
  fillKinds();
}

AttentionKind ScalingLessonView::kind() const {
  return kinds_->currentIndex() >= 0 ? static_cast<AttentionKind>(kinds_->currentData().toInt())
                                     : AttentionKind::encoder_self;
}
int ScalingLessonView::layer() const { return layer_->value() - 1; }
int ScalingLessonView::head() const { return head_->value() - 1; }

void ScalingLessonView::setKind(AttentionKind kind) {
  const int index = kinds_->findData(static_cast<int>(kind));
  if (index >= 0) kinds_->setCurrentIndex(index);
}
void ScalingLessonView::setLayer(int layer) { layer_->setValue(layer + 1); }
void ScalingLessonView::setHead(int head) { head_->setValue(head + 1); }

void ScalingLessonView::fillKinds() {
  // The kinds the model has, keeping the chosen one when it still exists; cross first for a
  // translation model (where the alignment shows).
  const AttentionKind chosen = kind();
  const bool hadChoice = kinds_->count() > 0;
  const QSignalBlocker block(kinds_);
  kinds_->clear();
  if (snapshot_) {
    for (const twb::AttentionKindName& k : twb::task_named(task_.toStdString()).attention_kinds_main_first())
      if (snapshot_->has(k.kind)) kinds_->addItem(QString::fromStdString(k.title), static_cast<int>(k.kind));
  }
  const int index = hadChoice ? kinds_->findData(static_cast<int>(chosen)) : -1;
  kinds_->setCurrentIndex(index >= 0 ? index : (kinds_->count() > 0 ? 0 : -1));
}

void ScalingLessonView::setSnapshot(const twb::inspect::ScoreSnapshot& snapshot) {
  const bool kindsChanged = !snapshot_ ||
                            snapshot_->has(AttentionKind::encoder_self) != snapshot.has(AttentionKind::encoder_self) ||
                            snapshot_->has(AttentionKind::decoder_self) != snapshot.has(AttentionKind::decoder_self) ||
                            snapshot_->has(AttentionKind::cross) != snapshot.has(AttentionKind::cross);
  snapshot_ = snapshot;
  if (kindsChanged) fillKinds();
  showChosenHead();
}

void ScalingLessonView::showChosenHead() {
  if (!snapshot_ || snapshot_->empty() || kinds_->currentIndex() < 0) {
    layer_->setEnabled(false);
    head_->setEnabled(false);
    histogram_->clear();
    return;
  }
  const AttentionKind k = kind();
  const int layers = k == AttentionKind::encoder_self ? snapshot_->encoder_layers : snapshot_->decoder_layers;
  {
    const QSignalBlocker blockLayer(layer_), blockHead(head_);
    layer_->setRange(1, std::max(1, layers));
    head_->setRange(1, std::max(1, snapshot_->heads));
    layer_->setEnabled(layers > 1);
    head_->setEnabled(snapshot_->heads > 1);
  }
  const twb::inspect::HeadScores& scores = snapshot_->at(k, layer(), head());
  histogram_->setScores(scores, *snapshot_,
                        tr("%1, layer %2, head %3").arg(kinds_->currentText()).arg(layer() + 1).arg(head() + 1));
  const double share = snapshot_->saturated_share() * 100;
  if (snapshot_->scale_scores) {
    summary_->setText(tr("The model multiplies q·k by 1/√%1 = %2 before the softmax. Over all its heads, %3 % of the "
                         "rows give one key more than 0.99 of the weight. This head: %4 (query, key) pairs of %5 "
                         "validation examples.")
                          .arg(snapshot_->d_k)
                          .arg(snapshot_->score_scale, 0, 'f', 3)
                          .arg(share, 0, 'f', 1)
                          .arg(scores.pairs)
                          .arg(snapshot_->examples));
  } else {
    summary_->setText(tr("This model's attention does <b>not</b> divide its scores (scale_scores = false, as a "
                         "run without the scaling, and as GPT-Neo's attention was trained): its softmax reads q·k "
                         "itself, with variance near d<sub>k</sub> = %1 at the start. Over all its heads, %2 % of "
                         "the rows give one key more than 0.99 of the weight. This head: %3 (query, key) pairs of %4 "
                         "validation examples.")
                          .arg(snapshot_->d_k)
                          .arg(share, 0, 'f', 1)
                          .arg(scores.pairs)
                          .arg(snapshot_->examples));
  }
}

void ScalingLessonView::connectTo(Workbench& workbench) {
  // Every head's scores of the first validation examples, binned; at most every two seconds while
  // training (nothing to bin without validation data).
  workbench.training()->feed(this, makeFeed(
                                       QStringLiteral("scores"), kScoresIntervalMs,
                                       [](twb::TrainingSession& s) -> std::optional<twb::inspect::ScoreSnapshot> {
                                         const std::vector<twb::TextExample> examples =
                                             s.validation_examples(size_t(kScoreExamples));
                                         if (examples.empty()) return std::nullopt;
                                         return twb::task_named(s.task()).inspect(s)->scores(examples);
                                       },
                                       [this](const twb::inspect::ScoreSnapshot& scores) { setSnapshot(scores); }));
  connect(this, &ScalingLessonView::trainWithoutScalingRequested, &workbench,
          [&workbench] { workbench.startComparison(QStringLiteral("scale_scores")); });
}

std::vector<TabPlot> ScalingLessonView::plots() {
  ScalingTheoryPlot* theory = theory_;
  ScoreHistogramPlot* histogram = histogram_;
  return {{QStringLiteral("why-sqrt-dk-theory"), tr("Why √d_k: theory…"), [theory] { return theory->hasData(); },
           [theory](const QString& path) { return theory->exportTo(path); }, [theory] { theory->exportWithDialog(); }},
          {QStringLiteral("why-sqrt-dk-scores"), tr("Why √d_k: the model's scores…"),
           [histogram] { return histogram->hasData(); },
           [histogram](const QString& path) { return histogram->exportTo(path); },
           [histogram] { histogram->exportWithDialog(); }}};
}

}  // namespace twb::ui
