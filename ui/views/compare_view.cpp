#include "views/compare_view.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTextStream>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

#include "engine/comparison_controller.h"
#include "engine/feeds.h"
#include "engine/run_follower.h"
#include "huggingface/model_folder.h"
#include "widgets/eliding_combo_box.h"
#include "widgets/flow_row.h"
#include "plots/heatmap_plot.h"
#include "plots/plot_files.h"
#include "plots/plot_title.h"
#include "engine/qt_text.h"
#include "widgets/sentence_box.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

using twb::inspect::CurveAxis;

}  // namespace

CompareView::CompareView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("compareTab"));
  QLayout* sources = createSourcesRow();
  QWidget* lessons = createLessonsRow();
  diff_ = new WrappedLabel;
  diff_->setObjectName(QStringLiteral("compareDiffLabel"));
  diff_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  status_ = new WrappedLabel;
  status_->setObjectName(QStringLiteral("compareStatusLabel"));
  status_->setForegroundRole(QPalette::PlaceholderText);
  status_->hide();

  QWidget* pick = createPickRow();
  QSplitter* split = createCurvesAndMaps();

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(sources);
  layout->addWidget(lessons);
  layout->addWidget(diff_);
  layout->addWidget(status_);
  layout->addWidget(pick);
  layout->addWidget(split, 1);
  updateDiff();
}

// Where the reference comes from: a checkpoint or the window's run, and a lesson's step count.
QLayout* CompareView::createSourcesRow() {
  openReference_ = new QPushButton(tr("Open reference…"));
  openReference_->setObjectName(QStringLiteral("compareOpenReferenceButton"));
  openReference_->setToolTip(tr("Open a checkpoint as the reference run."));
  connect(openReference_, &QPushButton::clicked, this, &CompareView::chooseReferenceFile);
  followReference_ = new QPushButton(tr("Follow a run…"));
  followReference_->setObjectName(QStringLiteral("compareFollowReferenceButton"));
  followReference_->setToolTip(
      tr("Follow a run made elsewhere as the reference — a PyTorch job's run/, a Hugging Face "
         "Trainer's output, a folder of checkpoints by step — its newest checkpoint and its log, "
         "read again as it grows."));
  connect(followReference_, &QPushButton::clicked, this, &CompareView::chooseReferenceRun);
  lastRun_ = new QPushButton(tr("Use last finished run"));
  lastRun_->setObjectName(QStringLiteral("compareLastRunButton"));
  lastRun_->setToolTip(
      tr("Keep the window's run, as it is now, as the reference: then change a setting, "
         "train again, and compare."));
  connect(lastRun_, &QPushButton::clicked, this, &CompareView::lastRunRequested);
  steps_ = new QSpinBox;
  steps_->setObjectName(QStringLiteral("compareStepsSpin"));
  steps_->setRange(0, 1000000);
  steps_->setSingleStep(100);
  steps_->setSpecialValueText(tr("as this run"));
  steps_->setToolTip(
      tr("How many steps a lesson's second run trains; “as this run”: as many as the window's run "
         "has taken (or its epochs, before it trains)."));

  auto* sources = new QHBoxLayout;
  sources->addWidget(openReference_);
  sources->addWidget(followReference_);
  sources->addWidget(lastRun_);
  sources->addSpacing(12);
  sources->addWidget(new QLabel(tr("Second run's steps:")));
  sources->addWidget(steps_);
  sources->addStretch(1);
  return sources;
}

// One button per one-click lesson.
QWidget* CompareView::createLessonsRow() {
  // The lessons wrap onto a second line where the tab is narrow (a large font at 1366×768).
  auto* lessons = new FlowRow;
  lessons->setObjectName(QStringLiteral("compareLessonsRow"));
  auto* lessonsLabel = new QLabel(tr("One change:"));
  lessonsLabel->setToolTip(tr("Train a second run from this run's settings with only one setting changed."));
  lessons->addWidget(lessonsLabel);
  for (const twb::inspect::ComparisonLesson& lesson : twb::inspect::comparison_lessons()) {
    auto* button = new QPushButton(fromStd(lesson.title));
    const QString name = fromStd(lesson.name);
    button->setObjectName(QStringLiteral("compareLesson_") + name);
    button->setToolTip(tr("Train a second run from this run's settings with only %1 changed, and overlay the two.")
                           .arg(fromStd(lesson.key)));
    connect(button, &QPushButton::clicked, this, [this, name] { emit lessonRequested(name); });
    lessons->addWidget(button);
    lessons_.emplace_back(name, button);
  }
  return lessons;
}

// What the curves are drawn against, and whose attention the maps show.
QWidget* CompareView::createPickRow() {
  curves_ = new ComparisonCurvesPlot;
  curves_->setObjectName(QStringLiteral("compareCurvesView"));
  axis_ = new QComboBox;
  axis_->setObjectName(QStringLiteral("compareAxisCombo"));
  axis_->addItem(tr("against steps"), static_cast<int>(CurveAxis::steps));
  axis_->addItem(tr("against training time"), static_cast<int>(CurveAxis::wall_time));
  connect(axis_, &QComboBox::currentIndexChanged, this,
          [this] { curves_->setAxis(static_cast<CurveAxis>(axis_->currentData().toInt())); });

  sentence_ = new SentenceBox;
  sentence_->setObjectName(QStringLiteral("compareSentenceCombo"));
  sentence_->setInsertPolicy(QComboBox::NoInsert);
  sentence_->setToolTip(
      tr("The sentence whose attention both models show: a validation example, or type one and "
         "press Enter."));
  connect(sentence_, &QComboBox::activated, this, [this] { emit sentenceChosen(sentence()); });
  kinds_ = new ElidingComboBox;
  kinds_->setObjectName(QStringLiteral("compareKindCombo"));
  layer_ = new QSpinBox;
  layer_->setObjectName(QStringLiteral("compareLayerSpin"));
  layer_->setRange(1, 1);
  layer_->setPrefix(tr("layer "));
  head_ = new QSpinBox;
  head_->setObjectName(QStringLiteral("compareHeadSpin"));
  head_->setRange(1, 1);
  head_->setPrefix(tr("head "));
  connect(kinds_, &QComboBox::currentIndexChanged, this, [this] { showMaps(); });
  connect(layer_, &QSpinBox::valueChanged, this, [this] { showMaps(); });
  connect(head_, &QSpinBox::valueChanged, this, [this] { showMaps(); });

  // What the curves are drawn against, and whose attention the maps show: two groups that go on
  // two lines where the tab is narrow; the sentence takes the width left on its line.
  auto* curvesGroup = new QWidget;
  auto* curvesLayout = new QHBoxLayout(curvesGroup);
  curvesLayout->setContentsMargins(0, 0, 0, 0);
  curvesLayout->addWidget(new QLabel(tr("Curves:")));
  curvesLayout->addWidget(axis_);
  auto* attentionGroup = new QWidget;
  attentionGroup->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  auto* attentionLayout = new QHBoxLayout(attentionGroup);
  attentionLayout->setContentsMargins(0, 0, 0, 0);
  attentionLayout->addWidget(new QLabel(tr("Attention of:")));
  attentionLayout->addWidget(sentence_, 1);
  attentionLayout->addWidget(kinds_);
  attentionLayout->addWidget(layer_);
  attentionLayout->addWidget(head_);
  auto* pick = new FlowRow;
  pick->setObjectName(QStringLiteral("comparePickRow"));
  pick->addWidget(curvesGroup);
  pick->addWidget(attentionGroup);
  return pick;
}

QSplitter* CompareView::createCurvesAndMaps() {
  currentMap_ = new HeatmapPlot;
  currentMap_->setObjectName(QStringLiteral("compareCurrentAttention"));
  referenceMap_ = new HeatmapPlot;
  referenceMap_->setObjectName(QStringLiteral("compareReferenceAttention"));
  for (HeatmapPlot* view : {currentMap_, referenceMap_}) {
    view->setGradient(HeatmapPlot::sequentialGradient());
    view->setDataRange(QCPRange(0, 1));
    view->setColorScaleLabel(tr("weight"));
  }
  currentMap_->setEmptyText(tr("No attention yet:\ntake a training step"));
  referenceMap_->setEmptyText(tr("No reference yet"));
  auto* maps = new QWidget;
  auto* mapsLayout = new QHBoxLayout(maps);
  mapsLayout->setContentsMargins(0, 0, 0, 0);
  mapsLayout->addWidget(currentMap_);
  mapsLayout->addWidget(referenceMap_);

  // The curves across the whole width above, the two maps side by side below.
  auto* split = new QSplitter(Qt::Vertical);
  split->setObjectName(QStringLiteral("compareSplitter"));
  split->setChildrenCollapsible(false);
  split->addWidget(curves_);
  split->addWidget(maps);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 1);
  split->setSizes({1000, 1000});  // the curves' half holds their legend's two lines too
  return split;
}

CompareView::~CompareView() {
  if (!lastRunPath_.isEmpty()) QFile::remove(lastRunPath_);
}

// This run comes from the window's controller, the reference from the comparison controller; the
// tab's buttons, the scaling lesson's and the command line's --compare start or open the reference.
void CompareView::connectTo(Workbench& workbench) {
  workbench_ = &workbench;
  TrainingController* current = workbench.training();
  connect(current, &TrainingController::historyChanged, this, &CompareView::setCurrentHistory);
  ComparisonController* reference = workbench.reference();
  connect(reference, &ComparisonController::referenceReady, this, [this](const SessionInfo& info) {
    setReference(info.settings, referenceOrigin_);
    setReferenceHistory(info.history);
  });
  connect(reference, &ComparisonController::historyChanged, this, &CompareView::setReferenceHistory);
  connect(reference, &ComparisonController::progressed, this, [this](qint64 step, qint64 limit) {
    if (!workbench_->reference()->followedFolder().isEmpty()) return;  // the follow's status says more
    const QString stands =
        workbench_->reference()->state() == TrainingState::Training ? tr("is training") : tr("stands");
    setStatus(limit > 0 ? tr("The reference %1: step %2 of %3.").arg(stands).arg(step).arg(limit)
                        : tr("The reference %1: step %2.").arg(stands).arg(step));
  });
  connect(reference, &ComparisonController::finished, this, [this] {
    setStatus(tr("The reference finished at step %1 and was evaluated.").arg(workbench_->reference()->step()));
  });
  connect(reference, &ComparisonController::error, &workbench, &Workbench::showError);
  connect(reference, &ComparisonController::followed, this, &CompareView::showFollowedReference);
  connect(&workbench, &Workbench::runCopySaved, this, [this](const QString& path) {
    if (path == lastRunPath_) workbench_->reference()->open(path);
  });
  connect(this, &CompareView::lessonRequested, this, &CompareView::startLesson);
  connect(&workbench, &Workbench::comparisonRequested, this, &CompareView::startLesson);
  connect(&workbench, &Workbench::comparisonSettingsRequested, this, &CompareView::startComparison);
  connect(this, &CompareView::openReferenceRequested, this, &CompareView::openReference);
  connect(this, &CompareView::followReferenceRequested, this, &CompareView::followReference);
  connect(&workbench, &Workbench::referenceRequested, this, &CompareView::openReference);
  connect(this, &CompareView::lastRunRequested, this, &CompareView::useCurrentRunAsReference);
  connect(this, &CompareView::sentenceChosen, &workbench, [this](const QString& sentence) {
    if (!sentence.isEmpty()) workbench_->watchSentence(sentence);
  });
  // Both runs' attention of the watched sentence, each from its own controller's feed.
  connect(&workbench, &Workbench::sentenceWatched, this, [this, current, reference](const QString& source) {
    setSentence(source);
    if (source.isEmpty()) {
      current->unfeed(this, QStringLiteral("attention"));
      reference->training()->unfeed(this, QStringLiteral("attention"));
      return;
    }
    current->feed(this, attentionFeed(source, {}, [this](const auto& a) { setCurrentAttention(a); }));
    reference->training()->feed(this, attentionFeed(source, {}, [this](const auto& a) { setReferenceAttention(a); }));
  });
}

void CompareView::modelReady(const SessionInfo& info) {
  setCurrentSettings(info.settings);
  setCurrentHistory(info.history);
  setExamples(info.validationSources);
}

bool CompareView::takeRunSettings(twb::ExperimentSettings& settings) {
  // This run's own settings once it exists; before, the Experiment panel's (then both start now).
  QString problem;
  if (!workbench_->runSettings(settings, problem)) {
    workbench_->showError(tr("The experiment settings cannot be used: %1").arg(problem));
    return false;
  }
  if (!workbench_->hasModel()) setCurrentSettings(settings);
  return true;
}

void CompareView::startLesson(const QString& lesson) {
  twb::ExperimentSettings settings;
  if (!takeRunSettings(settings)) return;
  twb::ExperimentSettings second;
  QString lessonTitle;
  try {
    second = twb::inspect::lesson_settings(settings, lesson.toStdString());
    lessonTitle = QString::fromStdString(twb::inspect::comparison_lesson(lesson.toStdString()).title);
  } catch (const std::exception& e) {
    workbench_->showError(QString::fromStdString(e.what()));
    return;
  }
  startReferenceRun(second, tr("the lesson “%1”, trained here").arg(lessonTitle), 0);
}

void CompareView::startComparison(const twb::ExperimentSettings& second, const QString& change, qint64 steps) {
  twb::ExperimentSettings settings;
  if (!takeRunSettings(settings)) return;
  startReferenceRun(second, tr("this run with %1, trained here").arg(change), steps);
}

void CompareView::startReferenceRun(const twb::ExperimentSettings& second, const QString& origin, qint64 steps) {
  if (steps == 0) steps = stepLimit() > 0 ? stepLimit() : workbench_->step();
  steps = std::max<qint64>(steps, 0);
  referenceOrigin_ = origin;
  setReference(second, referenceOrigin_);
  setReferenceHistory({});
  setStatus(steps > 0 ? tr("Building the second run; it trains %1 steps.").arg(steps)
                      : tr("Building the second run; it trains %n epoch(s).", "", workbench_->epochs()));
  workbench_->reference()->startRun(second, steps, workbench_->epochs(), workbench_->threads());
  workbench_->selectView(id());
}

void CompareView::openReference(const QString& path) {
  const QFileInfo file(path);
  if (file.isDir() && !twb::huggingface::is_model_folder(path.toStdString())) {
    followReference(path);
    return;
  }
  referenceOrigin_ = tr("the checkpoint %1").arg(QFileInfo(path).fileName());
  setStatus(tr("Opening %1…").arg(QDir::toNativeSeparators(path)));
  workbench_->reference()->open(path);
}

void CompareView::followReference(const QString& folder) {
  referenceOrigin_ = tr("the run %1, followed").arg(QDir(folder).dirName());
  setStatus(tr("Following %1 as the reference…").arg(QDir::toNativeSeparators(folder)));
  workbench_->reference()->follow(folder);
  workbench_->selectView(id());
}

// What the followed reference holds, and which of its steps the tab shows.
void CompareView::showFollowedReference(const FollowedRun& run) {
  qint64 newest = -1;
  for (const auto& c : run.checkpoints)
    if (c.finite) newest = c.step;
  // A job's run/ is named by its job folder: "job/run".
  QDir dir(run.folder);
  QString name = dir.dirName();
  if (name == QLatin1String("run") && dir.cdUp() && !dir.dirName().isEmpty())
    name = dir.dirName() + QStringLiteral("/run");
  referenceOrigin_ = newest >= 0 ? tr("the run %1 (%2), followed: step %3").arg(name, run.kind).arg(newest)
                                 : tr("the run %1 (%2), followed").arg(name, run.kind);
  QString status =
      tr("Following the reference %1: %n checkpoint(s)", nullptr, static_cast<int>(run.checkpoints.size())).arg(name);
  status += newest >= 0 ? tr(", newest step %1.").arg(newest) : tr(", none with finite weights yet.");
  if (!run.problems.isEmpty()) status += QLatin1Char(' ') + run.problems.join(QStringLiteral("; "));
  setStatus(status);
  updateDiff();
}

void CompareView::useCurrentRunAsReference() {
  if (!workbench_->hasModel()) {
    workbench_->showError(tr("There is no run in the window yet: train one, then keep it as the reference."));
    return;
  }
  if (lastRunPath_.isEmpty()) {
    QDir dir(QStandardPaths::writableLocation(QStandardPaths::TempLocation));
    lastRunPath_ = dir.filePath(QStringLiteral("twb-reference-%1.safetensors").arg(QCoreApplication::applicationPid()));
  }
  const qint64 step = workbench_->step();
  referenceOrigin_ = tr("the window's run at step %1").arg(step);
  setStatus(tr("Keeping the window's run at step %1 as the reference…").arg(step));
  workbench_->saveRunCopy(lastRunPath_);
}

QPushButton* CompareView::lessonButton(const QString& lesson) const {
  for (const auto& [name, button] : lessons_)
    if (name == lesson) return button;
  return nullptr;
}

QString CompareView::diffText() const { return diff_->text(); }
QString CompareView::statusText() const { return status_->text(); }
int CompareView::stepLimit() const { return steps_->value(); }
QString CompareView::sentence() const { return sentence_->sentence(); }
twb::AttentionKind CompareView::kind() const {
  return kinds_->currentIndex() >= 0 ? static_cast<twb::AttentionKind>(kinds_->currentData().toInt())
                                     : twb::AttentionKind::cross;
}
int CompareView::layer() const { return layer_->value() - 1; }
int CompareView::head() const { return head_->value() - 1; }

std::vector<TabPlot> CompareView::plots() {
  const ComparisonCurvesPlot* curves = curves_;
  return {{QStringLiteral("compare-curves"), tr("Both runs' curves…"), [curves] { return curves->hasData(); },
           [curves](const QString& path) { return curves->exportTo(path); },
           [curves] { const_cast<ComparisonCurvesPlot*>(curves)->exportWithDialog(); }},
          tabPlot(QStringLiteral("compare-attention"), tr("This run's attention…"), currentMap_),
          tabPlot(QStringLiteral("compare-attention-reference"), tr("The reference's attention…"), referenceMap_)};
}

void CompareView::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  curves_->setTask(task);
  fillKinds();
}

void CompareView::setCurrentSettings(const twb::ExperimentSettings& settings) {
  currentSettings_ = settings;
  updateDiff();
}

void CompareView::setCurrentHistory(const std::vector<twb::HistoryPoint>& history) {
  currentHistory_ = history;
  curves_->setRuns(currentHistory_, referenceHistory_);
}

void CompareView::setReference(const twb::ExperimentSettings& settings, const QString& origin) {
  referenceSettings_ = settings;
  referenceOrigin_ = origin;
  referenceMap_->setEmptyText(tr("No attention yet"));
  updateDiff();
}

void CompareView::setReferenceHistory(const std::vector<twb::HistoryPoint>& history) {
  referenceHistory_ = history;
  curves_->setRuns(currentHistory_, referenceHistory_);
}

void CompareView::setCurrentAttention(const twb::inspect::AttentionSnapshot& attention) {
  currentAttention_ = attention;
  fillKinds();
  showMaps();
}

void CompareView::setReferenceAttention(const twb::inspect::AttentionSnapshot& attention) {
  referenceAttention_ = attention;
  fillKinds();
  showMaps();
}

void CompareView::setExamples(const QStringList& examples) { sentence_->setExamples(examples); }

void CompareView::setSentence(const QString& sentence) { sentence_->showSentence(sentence); }

void CompareView::setStatus(const QString& status) {
  status_->setText(status);
  status_->setVisible(!status.isEmpty());  // no blank row before the first run
}

void CompareView::setKind(twb::AttentionKind kind) {
  const int index = kinds_->findData(static_cast<int>(kind));
  if (index >= 0) kinds_->setCurrentIndex(index);
}
void CompareView::setLayer(int layer) { layer_->setValue(layer + 1); }
void CompareView::setHead(int head) { head_->setValue(head + 1); }

void CompareView::chooseReferenceFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open the reference run"), QString(),
                                                    tr("Checkpoints (*.safetensors);;All files (*)"));
  if (!path.isEmpty()) emit openReferenceRequested(path);
}

void CompareView::chooseReferenceRun() {
  const QString folder = QFileDialog::getExistingDirectory(this, tr("Follow a run as the reference"));
  if (!folder.isEmpty()) emit followReferenceRequested(folder);
}

void CompareView::updateDiff() {
  if (!referenceSettings_) {
    diff_->setText(
        tr("<b>No reference yet.</b> Open a checkpoint, follow a run made elsewhere, keep the window's "
           "run, or press a lesson: the second run trains from this run's settings with only that one "
           "setting changed."));
    return;
  }
  QString text = tr("<b>Reference:</b> %1. ").arg(referenceOrigin_.toHtmlEscaped());
  if (currentSettings_) {
    const auto diff = twb::inspect::settings_diff(*currentSettings_, *referenceSettings_);
    const QString line = fromStd(twb::inspect::describe_diff(diff));
    text += line.toHtmlEscaped();
    curves_->setCaption(line);  // on the plot too, so an export says what differs
  } else {
    text += tr("This run has no settings yet.");
  }
  diff_->setText(text);
}

void CompareView::fillKinds() {
  const twb::AttentionKind chosen = kind();
  const bool hadChoice = kinds_->count() > 0;
  {
    const QSignalBlocker block(kinds_);
    kinds_->clear();
    // (Before the window names a task: the first one's, as the other views start.)
    const twb::Task& task = task_.isEmpty() ? *twb::all_tasks().front() : twb::task_named(task_.toStdString());
    for (const twb::AttentionKindName& k : task.attention_kinds_main_first())
      kinds_->addItem(QString::fromStdString(k.short_name), static_cast<int>(k.kind));
    const int index = hadChoice ? kinds_->findData(static_cast<int>(chosen)) : -1;
    kinds_->setCurrentIndex(index >= 0 ? index : 0);
  }
  // The layers and heads both models have.
  int layers = 0, heads = 0;
  for (const auto* snapshot :
       {currentAttention_ ? &*currentAttention_ : nullptr, referenceAttention_ ? &*referenceAttention_ : nullptr}) {
    if (!snapshot) continue;
    const int l = kind() == twb::AttentionKind::encoder_self ? snapshot->encoder_layers : snapshot->decoder_layers;
    layers = layers == 0 ? l : std::min(layers, l);
    heads = heads == 0 ? snapshot->heads : std::min(heads, snapshot->heads);
  }
  const QSignalBlocker blockLayer(layer_), blockHead(head_);
  layer_->setRange(1, std::max(1, layers));
  head_->setRange(1, std::max(1, heads));
}

void CompareView::showMaps() {
  const auto show = [this](HeatmapPlot* view, const std::optional<twb::inspect::AttentionSnapshot>& snapshot,
                           const QString& whose) {
    twb::inspect::Heatmap map;
    if (snapshot) {
      const int layers =
          kind() == twb::AttentionKind::encoder_self ? snapshot->encoder_layers : snapshot->decoder_layers;
      if (layer() < layers && head() < snapshot->heads) {
        const auto& maps = kind() == twb::AttentionKind::encoder_self   ? snapshot->encoder_self
                           : kind() == twb::AttentionKind::decoder_self ? snapshot->decoder_self
                                                                        : snapshot->cross;
        if (!maps.empty()) map = snapshot->map(kind(), layer(), head());
      }
    }
    // Short, to read whole above a narrow map: the kind is in the selector (and the CSV's tokens).
    map.title = tr("%1: L%2 H%3").arg(whose).arg(layer() + 1).arg(head() + 1).toStdString();
    view->setHeatmap(map);
  };
  show(currentMap_, currentAttention_, tr("This run"));
  show(referenceMap_, referenceAttention_, tr("Reference"));
}

}  // namespace twb::ui
