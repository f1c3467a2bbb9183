#include "views/ablation_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "engine/training_controller.h"
#include "plots/ablation_plot.h"
#include "plots/plot_files.h"
#include "probe/head_scores.h"
#include "task/task.h"
#include "views/workbench.h"
#include "widgets/flow_row.h"
#include "widgets/head_switch.h"
#include "widgets/task_controls.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

AblationView::AblationView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("ablationTab"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> What each head is worth: every head of one kind is switched off in turn "
         "and the model evaluated on the first validation examples. <b>Zeroed</b> takes the head's output away; "
         "<b>replaced by its mean</b> keeps what it adds on average and takes away only what it says about this "
         "input. Each cell is the change that makes; <b>red</b> is worse. Many heads are worth little alone: the "
         "others make up for them. Click a head to switch it off and watch the task tab's answer change."));
  note->setObjectName(QStringLiteral("ablationNote"));
  note->setTextFormat(Qt::RichText);
  kind_ = new QComboBox;
  kind_->setObjectName(QStringLiteral("ablationKind"));
  measure_ = new QComboBox;
  measure_->setObjectName(QStringLiteral("ablationMeasure"));
  measure_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  measure_->setEnabled(false);  // until a grid names its measures
  ablation_ = new QComboBox;
  ablation_->setObjectName(QStringLiteral("ablationMode"));
  ablation_->addItem(tr("zeroed"), int(twb::Ablation::zero));
  ablation_->addItem(tr("replaced by its mean"), int(twb::Ablation::mean));
  measureButton_ = new BusyButton(tr("Measure"), tr("Measuring…"));
  measureButton_->setObjectName(QStringLiteral("ablationMeasureButton"));
  progress_ = new QProgressBar;
  progress_->setObjectName(QStringLiteral("ablationProgress"));
  progress_->setMaximumWidth(160);
  progress_->setVisible(false);
  readout_ = new QLabel;
  readout_->setObjectName(QStringLiteral("ablationReadout"));
  readout_->setWordWrap(true);
  view_ = new AblationPlot;
  view_->setObjectName(QStringLiteral("ablationView"));
  switch_ = new HeadSwitch;
  auto* controls = new FlowRow;  // wraps where a laptop's screen is narrow
  controls->addLabelled(tr("Attention:"), kind_);
  controls->addLabelled(tr("Measure:"), measure_);
  controls->addLabelled(tr("A head's output:"), ablation_);
  controls->addWidget(measureButton_);
  controls->addWidget(progress_);
  controls->addWidget(switch_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(controls);
  layout->addWidget(readout_);
  layout->addWidget(view_, 1);

  connectControls();
}

void AblationView::connectControls() {
  connect(measureButton_, &QPushButton::clicked, this, &AblationView::requestGrid);
  connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
    const auto kind = twb::attention_kind_of_key(kind_->currentData().toString().toStdString());
    // A kind the grid did not measure is measured when asked; the grid keeps the kind it has.
    if (view_->hasData() && !view_->setKind(kind)) view_->setGrid({});
    showReadout();
  });
  connect(measure_, &QComboBox::currentIndexChanged, this, [this] {
    if (measure_->currentIndex() >= 0) view_->setMeasure(measure_->currentData().toString());
    showReadout();
  });
  connect(ablation_, &QComboBox::currentIndexChanged, this, [this] {
    view_->setAblation(twb::Ablation(ablation_->currentData().toInt()));
    showReadout();
  });
  connect(view_, &AblationPlot::headClicked, this,
          [this](const twb::HeadRef& head) { switch_->toggle(QString::fromStdString(twb::head_name(head))); });
}

std::vector<TabPlot> AblationView::plots() {
  return {tabPlot(QStringLiteral("ablation"), tr("What each head is worth…"), view_)};
}

void AblationView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  switch_->connectTo(c);
  connect(&workbench, &Workbench::headFocused, this, [this](twb::AttentionKind kind) {
    const int index = kind_->findData(QString::fromStdString(twb::attention_kind_key(kind)));
    if (index >= 0) kind_->setCurrentIndex(index);
  });
  connect(this, &AblationView::ablationRequested, this, [this, c](const QString& kind) {
    // What each head is worth on the first validation examples, for the heads of `kind` (empty:
    // every kind), the progress shown as it goes. Training waits meanwhile (it runs on the worker).
    const QPointer<QObject> guard(this);
    c->ask(
        this, QStringLiteral("ablation"),
        [this, c, guard, kind = kind.toStdString()](twb::TrainingSession& s) {
          std::vector<twb::AttentionKind> kinds;
          if (!kind.empty()) kinds.push_back(twb::attention_kind_of_key(kind));
          twb::AblationGrid grid = twb::task_named(s.task()).inspect(s)->ablation(
              s.validation_examples(twb::kAblationProbeExamples), kinds, [this, c, guard](int done, int total) {
                c->deliver(guard, {}, [this, done, total] {
                  progress_->setRange(0, total);
                  progress_->setValue(done);
                });
              });
          // The grid measured every head on: the heads the learner switched off are off again.
          s.switch_heads_off(s.heads_off(), s.heads_off_while_training());
          grid.step = s.steps();
          return grid;
        },
        [this](const twb::AblationGrid& grid) { setGrid(grid); },
        [this](const QString& why) {
          measureButton_->setBusy(false);
          progress_->setVisible(false);
          readout_->setText(tr("Could not measure what the heads are worth: %1").arg(why));
        });
  });
  connect(c, &TrainingController::headsOffChanged, this, [this](const QStringList& heads, bool) {
    std::vector<twb::HeadRef> refs;
    for (const QString& h : heads) refs.push_back(twb::parse_head(h.toStdString(), twb::AttentionKind::cross));
    view_->setHeadsOff(refs);
  });
}

void AblationView::setTask(const QString& task) {
  const QSignalBlocker block(kind_);
  kind_->clear();
  for (const twb::AttentionKindName& k : twb::task_named(task.toStdString()).attention_kinds_main_first())
    kind_->addItem(QString::fromStdString(k.title), QString::fromStdString(twb::attention_kind_key(k.kind)));
}

void AblationView::modelReady(const SessionInfo& info) {
  (void)info;
  view_->setGrid({});  // another model: its heads are not measured yet
  measureButton_->setBusy(false);
  progress_->setVisible(false);
  showReadout();
}

void AblationView::requestGrid() {
  measureButton_->setBusy(true);
  progress_->setValue(0);
  progress_->setVisible(true);
  readout_->setText(tr("Switching each head off in turn and evaluating…"));
  emit ablationRequested(kind_->currentData().toString());
}

void AblationView::setGrid(const twb::AblationGrid& grid) {
  measureButton_->setBusy(false);
  progress_->setVisible(false);
  view_->setGrid(grid);
  {
    const QSignalBlocker block(measure_);
    const QString shown = view_->measure();
    measure_->clear();
    for (const twb::AblationMeasure& m : grid.measures)
      measure_->addItem(QString::fromStdString(m.label), QString::fromStdString(m.key));
    measure_->setCurrentIndex(std::max(0, measure_->findData(shown)));
    measure_->setEnabled(measure_->count() > 1);
  }
  view_->setMeasure(measure_->currentData().toString());
  view_->setAblation(twb::Ablation(ablation_->currentData().toInt()));
  showReadout();
}

void AblationView::showReadout() {
  const twb::AblationGrid& grid = view_->grid();
  if (grid.empty()) {
    readout_->setText(
        tr("Press Measure: each head of the chosen attention is switched off in turn (it takes "
           "two evaluations a head)."));
    return;
  }
  QStringList bases;
  for (const twb::AblationMeasure& m : grid.measures)
    bases << QStringLiteral("%1 %2").arg(QString::fromStdString(m.label), fourDigits(m.base));
  QString text = tr("Every head on: %1, on %2 validation examples, measured at step %3 in %4 s.")
                     .arg(bases.join(QStringLiteral(", ")))
                     .arg(grid.examples)
                     .arg(grid.step)
                     .arg(grid.seconds, 0, 'f', 1);
  if (const auto head = view_->mostNeeded()) {
    const double change = view_->change(head->layer, head->head);
    text += QLatin1Char(' ') + tr("The model needs %1 most here: %2 %3 without it.")
                                   .arg(QString::fromStdString(twb::head_name(*head)), measure_->currentText(),
                                        (change > 0 ? QStringLiteral("+") : QString()) + fourDigits(change));
  } else {
    text += QLatin1Char(' ') +
            tr("No head alone is needed for the %1 here: the others make up for it.").arg(measure_->currentText());
  }
  readout_->setText(text);
}

QString AblationView::readout() const { return readout_->text(); }

}  // namespace twb::ui
