// The keyboard's cursor on a chart of points or bars (the curves, the health, a bar chart, a
// histogram): on the focused plot, Left and Right move it to the previous and next point of its
// series, Home and End to the first and last, Up and Down to the next series at the nearest key.
// What it points at is read as a sentence ("training loss: step 120, 2.3104"; a bar chart's bar
// by its category), said by read() (the window shows it in its status line) and kept as the
// plot's accessible description; a ring marks the point. A plottable with the property
// kCursorSkips set (a bar drawn over another to highlight it) is not a series of its own.
// Heatmaps and the model's map have cursors of their own (heatmap_plot.h, model_map_plot.h).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

class QCPAbstractPlottable;
class QCPItemTracer;
class QCustomPlot;

namespace twb::ui {

class PlotCursor : public QObject {
  Q_OBJECT

 public:
  static constexpr const char* kCursorSkips = "twbCursorSkips";

  // A cursor on `plot`, a child of it, watching its keys.
  explicit PlotCursor(QCustomPlot* plot);

  // The series and point it is on (null and -1: none yet), and what it reads there.
  QCPAbstractPlottable* series() const { return series_; }
  int index() const { return index_; }
  QString text() const { return text_; }
  // Moves it as the key would (Qt::Key_Left, _Right, _Up, _Down, _Home, _End); false for
  // another key, or when the plot has no points.
  bool move(int key);

 signals:
  void read(const QString& text);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  std::vector<QCPAbstractPlottable*> seriesWithPoints() const;
  void pointAt(QCPAbstractPlottable* series, int index);
  QString describe() const;

  QCustomPlot* plot_;
  QPointer<QCPAbstractPlottable> series_;
  int index_ = -1;
  QString text_;
  QCPItemTracer* mark_ = nullptr;
};

}  // namespace twb::ui
