// A reusable bar chart: a QCustomPlot with one bar per labelled category, vertical (categories
// along the bottom, e.g. next-token candidates or the tokens of a text) or horizontal (categories
// down the side, first at the top, e.g. class probabilities). One bar can be highlighted (the
// token that was chosen, the predicted class). The value of the bar under the mouse is read out
// under the plot; right-click exports PNG/PDF/SVG, or the bars as CSV (label,value).
#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <vector>

class QCPBars;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QLabel;

namespace twb::ui {

class BarChartPlot : public QWidget {
  Q_OBJECT

 public:
  explicit BarChartPlot(Qt::Orientation orientation = Qt::Vertical, QWidget* parent = nullptr);

  // One bar per label, in order; `highlight` is the index drawn in the accent colour (-1: none).
  void setBars(const QStringList& labels, const QVector<double>& values, int highlight = -1);
  void clear();

  void setTitle(const QString& title);
  void setValueAxisLabel(const QString& label);
  void setCategoryAxisLabel(const QString& label);
  // Fixes the value axis (e.g. 0..1 for probabilities); otherwise it follows the data from 0.
  void setValueRange(double lower, double upper);
  // Back to following the data from 0.
  void setAutoValueRange();
  // Writes each bar's value next to it when there are at most this many bars (0: never).
  void setValueLabelLimit(int bars);
  // What the highlighted bar is called in the read-out ("chosen", "predicted").
  void setHighlightName(const QString& name) { highlightName_ = name; }
  // What the plot says in its middle while it has no bars ("Nothing to show yet" unless set).
  void setEmptyText(const QString& text);
  QString emptyText() const;
  bool showsEmptyText() const;

  int barCount() const { return static_cast<int>(values_.size()); }
  const QVector<double>& values() const { return values_; }
  const QStringList& labels() const { return labels_; }
  int highlighted() const { return highlight_; }
  QString title() const;
  QCustomPlot* plot() const { return plot_; }
  // The drawn bars: all of them (bars()) and the highlighted one drawn over them (accentBars()).
  QCPBars* bars() const { return bars_; }
  QCPBars* accentBars() const { return accent_; }
  QString readout() const;

  // PNG, PDF or SVG of the plot, or CSV of the bars, chosen by the file's suffix.
  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();

 signals:
  void barHovered(int index, double value);

 private:
  void showBarAt(const QPoint& pixel);
  void showContextMenu(const QPoint& pos);
  void redraw();
  // Every bar's value where each fits over its bar, or only the highlighted one.
  void placeValueLabels();
  // Whether every value fits over its bar in the axis rect as last laid out.
  bool everyValueFits() const;
  bool writeCsv(const QString& path) const;

  Qt::Orientation orientation_;
  QCustomPlot* plot_ = nullptr;
  QCPBars* bars_ = nullptr;
  QCPBars* accent_ = nullptr;
  QCPTextElement* title_ = nullptr;
  QCPItemText* emptyText_ = nullptr;
  std::vector<QCPItemText*> valueLabels_;  // items of the plot: the bars' values
  QLabel* readout_ = nullptr;
  QStringList labels_;
  QVector<double> values_;
  int highlight_ = -1;
  bool fixedRange_ = false;
  double lower_ = 0, upper_ = 1;
  int valueLabelLimit_ = 20;
  bool everyValueShown_ = false;
  QString highlightName_;
};

}  // namespace twb::ui
