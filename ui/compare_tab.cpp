#include "compare_tab.h"

#include <QComboBox>
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
#include <QTextStream>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

#include "eliding_combo_box.h"
#include "flow_row.h"
#include "heatmap_view.h"
#include "plot_files.h"
#include "plot_title.h"
#include "qt_text.h"
#include "sentence_box.h"
#include "wrapped_label.h"

namespace twb::ui {
namespace {

using twb::inspect::CurveAxis;

const QColor kColors[3] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c)};

}  // namespace

// ------------------------------------------------------------------ the overlaid curves

ComparisonCurvesView::ComparisonCurvesView(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot;
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("compareCurvesPlot"));
  plot_->setMinimumHeight(150);
  plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  plot_->axisRect()->setRangeDragAxes({plot_->xAxis}, {plot_->yAxis, plot_->yAxis2});
  plot_->axisRect()->setRangeZoomAxes({plot_->xAxis}, {plot_->yAxis, plot_->yAxis2});
  plot_->yAxis->setLabel(tr("loss"));
  plot_->yAxis2->setVisible(true);
  plot_->legend->setVisible(true);
  plot_->legend->setFont(QFont(font().family(), std::max(6, font().pointSize() - 2)));
  // Above the curves, not over them: in the top right corner it hid the score's last points
  // (where a run that learns ends) and a reference's late drop in loss.
  putLegendInRowOfItsOwn(plot_, 0);
  plot_->legend->setWrap(3);  // a row per run: training loss, validation loss, score
  plot_->legend->setRowSpacing(0);
  const QString names[3] = {tr("training loss"), tr("validation loss"), tr("score")};
  for (int run = 0; run < 2; ++run) {
    for (int curve = 0; curve < 3; ++curve) {
      QCPGraph* graph = plot_->addGraph(plot_->xAxis, curve == 2 ? plot_->yAxis2 : plot_->yAxis);
      QPen pen(kColors[curve]);
      pen.setWidthF(curve == 0 ? 1.2 : 1.8);
      if (run == 1) pen.setStyle(Qt::DashLine);  // the reference: dashed, hollow markers
      graph->setPen(pen);
      if (curve > 0) {
        graph->setScatterStyle(QCPScatterStyle(run == 0 ? QCPScatterStyle::ssCircle : QCPScatterStyle::ssSquare,
                                               kColors[curve], run == 0 ? kColors[curve] : QColor(Qt::white), 6));
      }
      graph->setName((run == 0 ? tr("this run: ") : tr("reference: ")) + names[curve]);
      graphs_[run][curve] = graph;
    }
  }
  layOutPlotAndReadout(this, plot_,
                       tr("Solid: this run · dashed: the reference. Wheel: zoom · drag: pan · right-click: export."),
                       QStringLiteral("compareCurvesReadout"));
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(plot_, &QWidget::customContextMenuRequested, this, &ComparisonCurvesView::showContextMenu);
  connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this] { fitAll(); });
  setAxis(CurveAxis::steps);
}

void ComparisonCurvesView::setCaption(const QString& caption) {
  if (caption.isEmpty()) {
    if (caption_) {
      plot_->plotLayout()->remove(caption_);
      plot_->plotLayout()->simplify();
      caption_ = nullptr;
    }
  } else {
    if (!caption_) {
      plot_->plotLayout()->insertRow(0);
      caption_ = new PlotTitle(plot_, QFont(font().family(), font().pointSize(), QFont::Bold));
      plot_->plotLayout()->addElement(0, 0, caption_);
    }
    caption_->setText(caption);
  }
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString ComparisonCurvesView::caption() const { return caption_ ? caption_->text() : QString(); }

void ComparisonCurvesView::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  redraw();
}

void ComparisonCurvesView::setRuns(const std::vector<twb::HistoryPoint>& current,
                                   const std::vector<twb::HistoryPoint>& reference) {
  current_ = current;
  reference_ = reference;
  redraw();
}

void ComparisonCurvesView::setAxis(CurveAxis axis) {
  axis_ = axis;
  plot_->xAxis->setLabel(axis == CurveAxis::steps ? tr("step") : tr("training time (s)"));
  redraw();
}

twb::inspect::RunCurves ComparisonCurvesView::curvesOf(const std::vector<twb::HistoryPoint>& history) const {
  return twb::inspect::run_curves(history, axis_, score_ ? score_->field : nullptr, score_ ? score_->scale : 1);
}

void ComparisonCurvesView::redraw() {
  // The task's score: its first metric either history has (as the Curves tab chooses it).
  score_.reset();
  if (!task_.isEmpty()) {
    const std::vector<twb::Metric> metrics = twb::task_named(task_.toStdString()).metrics();
    for (const twb::Metric& metric : metrics) {
      const auto has = [&metric](const std::vector<twb::HistoryPoint>& h) {
        return std::any_of(h.begin(), h.end(), [&metric](const twb::HistoryPoint& p) { return (p.*metric.field).has_value(); });
      };
      if (has(current_) || has(reference_)) {
        score_ = metric;
        break;
      }
    }
    if (!score_ && !metrics.empty()) score_ = metrics.front();
  }
  plot_->yAxis2->setLabel(scoreName());
  const twb::inspect::RunCurves runs[2] = {curvesOf(current_), curvesOf(reference_)};
  for (int run = 0; run < 2; ++run) {
    const twb::inspect::Curve* curves[3] = {&runs[run].train_loss, &runs[run].validation_loss, &runs[run].score};
    for (int c = 0; c < 3; ++c) {
      graphs_[run][c]->setData(QVector<double>(curves[c]->x.begin(), curves[c]->x.end()),
                               QVector<double>(curves[c]->y.begin(), curves[c]->y.end()), true);
      graphs_[run][c]->setName((run == 0 ? tr("this run: ") : tr("reference: ")) +
                               (c == 0 ? tr("training loss") : c == 1 ? tr("validation loss") : scoreName()));
    }
  }
  // The reference's entries only once there is a reference: before, its second row of the legend
  // named curves that were not drawn.
  for (QCPGraph* graph : graphs_[1]) {
    if (reference_.empty()) {
      graph->removeFromLegend();
    } else if (!plot_->legend->hasItemWithPlottable(graph)) {
      graph->addToLegend();
    }
  }
  fitAll();
}

void ComparisonCurvesView::fitAll() {
  bool any = false;
  for (auto& run : graphs_)
    for (QCPGraph* g : run) any = any || !g->data()->isEmpty();
  if (any) {
    plot_->rescaleAxes();
    plot_->yAxis->setRangeLower(0);
    plot_->yAxis->scaleRange(1.08, plot_->yAxis->range().center());
    plot_->yAxis->setRangeLower(0);
    if (score_ && score_->ceiling > 0) plot_->yAxis2->setRange(0, score_->ceiling * 1.02);
  } else {
    plot_->xAxis->setRange(0, 1);
    plot_->yAxis->setRange(0, 1);
    plot_->yAxis2->setRange(0, 1);
  }
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

int ComparisonCurvesView::trainLossPointCount(int run) const { return graphs_[run][0]->dataCount(); }
int ComparisonCurvesView::validationPointCount(int run) const { return graphs_[run][1]->dataCount(); }
int ComparisonCurvesView::scorePointCount(int run) const { return graphs_[run][2]->dataCount(); }
QString ComparisonCurvesView::scoreName() const { return score_ ? fromStd(score_->label) : tr("score"); }
bool ComparisonCurvesView::hasData() const { return !current_.empty() || !reference_.empty(); }
int ComparisonCurvesView::csvRowCount() const {
  return static_cast<int>(twb::inspect::comparison_table(curvesOf(current_), curvesOf(reference_)).size());
}

bool ComparisonCurvesView::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Two runs compared"), [this](const QString& csv) { return writeCsv(csv); });
}

void ComparisonCurvesView::exportWithDialog() {
  export_with_dialog(this, tr("Export the comparison"), QStringLiteral("compare.png"),
                     [this](const QString& path) { return exportTo(path); });
}

void ComparisonCurvesView::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &ComparisonCurvesView::exportWithDialog);
  menu.addAction(tr("Show everything"), this, &ComparisonCurvesView::fitAll);
  menu.exec(plot_->mapToGlobal(pos));
}

bool ComparisonCurvesView::writeCsv(const QString& path) const {
  const auto table = twb::inspect::comparison_table(curvesOf(current_), curvesOf(reference_));
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const std::string score = score_ ? score_->key : "score";
  out << (axis_ == CurveAxis::steps ? "step" : "seconds");
  for (const char* column : twb::inspect::kComparisonColumns) {
    std::string name = column;
    if (const auto at = name.find("score"); at != std::string::npos) name.replace(at, 5, score);
    out << ',' << fromStd(name);
  }
  out << '\n';
  for (const auto& row : table) {
    out << QString::number(row.x, 'g', 17);
    for (const auto& v : row.values) {
      out << ',';
      if (v) out << QString::number(*v, 'g', 17);
    }
    out << '\n';
  }
  out.flush();
  return file.commit();
}

// ------------------------------------------------------------------ the tab

CompareTab::CompareTab(QWidget* parent) : QWidget(parent) {
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
QLayout* CompareTab::createSourcesRow() {
  openReference_ = new QPushButton(tr("Open reference…"));
  openReference_->setObjectName(QStringLiteral("compareOpenReferenceButton"));
  openReference_->setToolTip(tr("Open a checkpoint as the reference run."));
  connect(openReference_, &QPushButton::clicked, this, &CompareTab::chooseReferenceFile);
  lastRun_ = new QPushButton(tr("Use last finished run"));
  lastRun_->setObjectName(QStringLiteral("compareLastRunButton"));
  lastRun_->setToolTip(tr("Keep the window's run, as it is now, as the reference: then change a setting, "
                          "train again, and compare."));
  connect(lastRun_, &QPushButton::clicked, this, &CompareTab::lastRunRequested);
  steps_ = new QSpinBox;
  steps_->setObjectName(QStringLiteral("compareStepsSpin"));
  steps_->setRange(0, 1000000);
  steps_->setSingleStep(100);
  steps_->setSpecialValueText(tr("as this run"));
  steps_->setToolTip(tr("How many steps a lesson's second run trains; “as this run”: as many as the window's run "
                        "has taken (or its epochs, before it trains)."));

  auto* sources = new QHBoxLayout;
  sources->addWidget(openReference_);
  sources->addWidget(lastRun_);
  sources->addSpacing(12);
  sources->addWidget(new QLabel(tr("Second run's steps:")));
  sources->addWidget(steps_);
  sources->addStretch(1);
  return sources;
}

// One button per one-click lesson.
QWidget* CompareTab::createLessonsRow() {
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
QWidget* CompareTab::createPickRow() {
  curves_ = new ComparisonCurvesView;
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
  sentence_->setToolTip(tr("The sentence whose attention both models show: a validation example, or type one and "
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

QSplitter* CompareTab::createCurvesAndMaps() {
  currentMap_ = new HeatmapView;
  currentMap_->setObjectName(QStringLiteral("compareCurrentAttention"));
  referenceMap_ = new HeatmapView;
  referenceMap_->setObjectName(QStringLiteral("compareReferenceAttention"));
  for (HeatmapView* view : {currentMap_, referenceMap_}) {
    view->setGradient(HeatmapView::sequentialGradient());
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

QPushButton* CompareTab::lessonButton(const QString& lesson) const {
  for (const auto& [name, button] : lessons_)
    if (name == lesson) return button;
  return nullptr;
}

QString CompareTab::diffText() const { return diff_->text(); }
QString CompareTab::statusText() const { return status_->text(); }
int CompareTab::stepLimit() const { return steps_->value(); }
QString CompareTab::sentence() const { return sentence_->sentence(); }
twb::AttentionKind CompareTab::kind() const {
  return kinds_->currentIndex() >= 0 ? static_cast<twb::AttentionKind>(kinds_->currentData().toInt())
                                     : twb::AttentionKind::cross;
}
int CompareTab::layer() const { return layer_->value() - 1; }
int CompareTab::head() const { return head_->value() - 1; }

std::vector<TabPlot> CompareTab::plots() const {
  const ComparisonCurvesView* curves = curves_;
  return {{QStringLiteral("compare-curves"), tr("Both runs' curves…"), [curves] { return curves->hasData(); },
           [curves](const QString& path) { return curves->exportTo(path); },
           [curves] { const_cast<ComparisonCurvesView*>(curves)->exportWithDialog(); }},
          tabPlot(QStringLiteral("compare-attention"), tr("This run's attention…"), currentMap_),
          tabPlot(QStringLiteral("compare-attention-reference"), tr("The reference's attention…"), referenceMap_)};
}

void CompareTab::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  curves_->setTask(task);
  fillKinds();
}

void CompareTab::setCurrentSettings(const twb::ExperimentSettings& settings) {
  currentSettings_ = settings;
  updateDiff();
}

void CompareTab::setCurrentHistory(const std::vector<twb::HistoryPoint>& history) {
  currentHistory_ = history;
  curves_->setRuns(currentHistory_, referenceHistory_);
}

void CompareTab::setReference(const twb::ExperimentSettings& settings, const QString& origin) {
  referenceSettings_ = settings;
  referenceOrigin_ = origin;
  referenceMap_->setEmptyText(tr("No attention yet"));
  updateDiff();
}

void CompareTab::setReferenceHistory(const std::vector<twb::HistoryPoint>& history) {
  referenceHistory_ = history;
  curves_->setRuns(currentHistory_, referenceHistory_);
}

void CompareTab::setCurrentAttention(const twb::inspect::AttentionSnapshot& attention) {
  currentAttention_ = attention;
  fillKinds();
  showMaps();
}

void CompareTab::setReferenceAttention(const twb::inspect::AttentionSnapshot& attention) {
  referenceAttention_ = attention;
  fillKinds();
  showMaps();
}

void CompareTab::setExamples(const QStringList& examples) { sentence_->setExamples(examples); }

void CompareTab::setSentence(const QString& sentence) { sentence_->showSentence(sentence); }

void CompareTab::setStatus(const QString& status) {
  status_->setText(status);
  status_->setVisible(!status.isEmpty());  // no blank row before the first run
}

void CompareTab::setKind(twb::AttentionKind kind) {
  const int index = kinds_->findData(static_cast<int>(kind));
  if (index >= 0) kinds_->setCurrentIndex(index);
}
void CompareTab::setLayer(int layer) { layer_->setValue(layer + 1); }
void CompareTab::setHead(int head) { head_->setValue(head + 1); }

void CompareTab::chooseReferenceFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open the reference run"), QString(),
                                                    tr("Checkpoints (*.safetensors);;All files (*)"));
  if (!path.isEmpty()) emit openReferenceRequested(path);
}

void CompareTab::updateDiff() {
  if (!referenceSettings_) {
    diff_->setText(tr("<b>No reference yet.</b> Open a checkpoint, keep the window's run, or press a lesson: the "
                      "second run trains from this run's settings with only that one setting changed."));
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

void CompareTab::fillKinds() {
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
  for (const auto* snapshot : {currentAttention_ ? &*currentAttention_ : nullptr,
                               referenceAttention_ ? &*referenceAttention_ : nullptr}) {
    if (!snapshot) continue;
    const int l = kind() == twb::AttentionKind::encoder_self ? snapshot->encoder_layers : snapshot->decoder_layers;
    layers = layers == 0 ? l : std::min(layers, l);
    heads = heads == 0 ? snapshot->heads : std::min(heads, snapshot->heads);
  }
  const QSignalBlocker blockLayer(layer_), blockHead(head_);
  layer_->setRange(1, std::max(1, layers));
  head_->setRange(1, std::max(1, heads));
}

void CompareTab::showMaps() {
  const auto show = [this](HeatmapView* view, const std::optional<twb::inspect::AttentionSnapshot>& snapshot,
                           const QString& whose) {
    twb::inspect::Heatmap map;
    if (snapshot) {
      const int layers = kind() == twb::AttentionKind::encoder_self ? snapshot->encoder_layers : snapshot->decoder_layers;
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
