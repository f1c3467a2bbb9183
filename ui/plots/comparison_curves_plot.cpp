#include "plots/comparison_curves_plot.h"

#include <QFileDialog>
#include <QMenu>
#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

#include "plots/plot_files.h"
#include "plots/plot_title.h"
#include "engine/qt_text.h"

namespace twb::ui {
namespace {

using twb::inspect::CurveAxis;

const QColor kColors[3] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c)};

}  // namespace

ComparisonCurvesPlot::ComparisonCurvesPlot(QWidget* parent) : QWidget(parent) {
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
  connect(plot_, &QWidget::customContextMenuRequested, this, &ComparisonCurvesPlot::showContextMenu);
  connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this] { fitAll(); });
  setAxis(CurveAxis::steps);
}

void ComparisonCurvesPlot::setCaption(const QString& caption) {
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

QString ComparisonCurvesPlot::caption() const { return caption_ ? caption_->text() : QString(); }

void ComparisonCurvesPlot::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  redraw();
}

void ComparisonCurvesPlot::setRuns(const std::vector<twb::HistoryPoint>& current,
                                   const std::vector<twb::HistoryPoint>& reference) {
  current_ = current;
  reference_ = reference;
  redraw();
}

void ComparisonCurvesPlot::setAxis(CurveAxis axis) {
  axis_ = axis;
  plot_->xAxis->setLabel(axis == CurveAxis::steps ? tr("step") : tr("training time (s)"));
  redraw();
}

twb::inspect::RunCurves ComparisonCurvesPlot::curvesOf(const std::vector<twb::HistoryPoint>& history) const {
  return twb::inspect::run_curves(history, axis_, score_ ? score_->field : nullptr, score_ ? score_->scale : 1);
}

void ComparisonCurvesPlot::redraw() {
  // The task's score: its first metric either history has (as the Curves tab chooses it).
  score_.reset();
  if (!task_.isEmpty()) {
    const std::vector<twb::Metric> metrics = twb::task_named(task_.toStdString()).metrics();
    for (const twb::Metric& metric : metrics) {
      const auto has = [&metric](const std::vector<twb::HistoryPoint>& h) {
        return std::any_of(h.begin(), h.end(),
                           [&metric](const twb::HistoryPoint& p) { return (p.*metric.field).has_value(); });
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
      graphs_[run][c]->setName((run == 0 ? tr("this run: ") : tr("reference: ")) + (c == 0   ? tr("training loss")
                                                                                    : c == 1 ? tr("validation loss")
                                                                                             : scoreName()));
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

void ComparisonCurvesPlot::fitAll() {
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

int ComparisonCurvesPlot::trainLossPointCount(int run) const { return graphs_[run][0]->dataCount(); }
int ComparisonCurvesPlot::validationPointCount(int run) const { return graphs_[run][1]->dataCount(); }
int ComparisonCurvesPlot::scorePointCount(int run) const { return graphs_[run][2]->dataCount(); }
QString ComparisonCurvesPlot::scoreName() const { return score_ ? fromStd(score_->label) : tr("score"); }
bool ComparisonCurvesPlot::hasData() const { return !current_.empty() || !reference_.empty(); }
int ComparisonCurvesPlot::csvRowCount() const {
  return static_cast<int>(twb::inspect::comparison_table(curvesOf(current_), curvesOf(reference_)).size());
}

bool ComparisonCurvesPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Two runs compared"), [this](const QString& csv) { return writeCsv(csv); });
}

void ComparisonCurvesPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export the comparison"), QStringLiteral("compare.png"),
                     [this](const QString& path) { return exportTo(path); });
}

void ComparisonCurvesPlot::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &ComparisonCurvesPlot::exportWithDialog);
  menu.addAction(tr("Show everything"), this, &ComparisonCurvesPlot::fitAll);
  menu.exec(plot_->mapToGlobal(pos));
}

bool ComparisonCurvesPlot::writeCsv(const QString& path) const {
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

}  // namespace twb::ui
