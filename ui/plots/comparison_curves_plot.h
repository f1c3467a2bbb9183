// The Compare tab's curves: both runs' training loss, validation loss and score on one plot.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "inspect/run_comparison.h"
#include "task/task.h"

class QCustomPlot;
class QCPGraph;

namespace twb::ui {

class PlotTitle;

// Both runs' curves on one plot: this run solid, the reference dashed; loss on the left axis, the
// task's score on the right. Right-click: export PNG/PDF/SVG, or the curves as CSV (a row per x of
// either run: inspect::comparison_table).
class ComparisonCurvesPlot : public QWidget {
  Q_OBJECT

 public:
  explicit ComparisonCurvesPlot(QWidget* parent = nullptr);

  // The task decides the score (its first metric the histories have) and the loss's unit.
  void setTask(const QString& task);
  void setRuns(const std::vector<twb::HistoryPoint>& current, const std::vector<twb::HistoryPoint>& reference);
  void setAxis(twb::inspect::CurveAxis axis);
  twb::inspect::CurveAxis axis() const { return axis_; }
  // A line above the plot, e.g. the settings diff (empty: none), so an export says what differs.
  void setCaption(const QString& caption);
  QString caption() const;

  // Points drawn: 0 = this run, 1 = the reference.
  int trainLossPointCount(int run) const;
  int validationPointCount(int run) const;
  int scorePointCount(int run) const;
  QString scoreName() const;
  QCustomPlot* plot() const { return plot_; }
  bool hasData() const;
  int csvRowCount() const;

  // PNG, PDF, SVG or CSV by the suffix; false for another suffix or a failed write.
  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();
  void fitAll();

 private:
  void redraw();
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;
  twb::inspect::RunCurves curvesOf(const std::vector<twb::HistoryPoint>& history) const;

  QCustomPlot* plot_ = nullptr;
  PlotTitle* caption_ = nullptr;
  QCPGraph* graphs_[2][3] = {};  // [run][train loss, validation loss, score]
  QString task_;
  std::optional<twb::Metric> score_;
  std::vector<twb::HistoryPoint> current_, reference_;
  twb::inspect::CurveAxis axis_ = twb::inspect::CurveAxis::steps;
};

}  // namespace twb::ui
