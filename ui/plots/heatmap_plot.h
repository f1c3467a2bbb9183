// A reusable heatmap: a QCustomPlot with one QCPColorMap, a labelled colour scale and a title.
// It draws a twb::inspect::Heatmap as core produced it (x = columns, y = rows, row 0 at the top
// like a matrix), shows the tokens as tick labels when the heatmap carries them, reads out the
// cell under the mouse, zooms with the wheel, pans by dragging, and exports PNG/PDF/SVG/CSV.
#pragma once

#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

#include "inspect/heatmap.h"
#include <qcustomplot.h>

class QLabel;

namespace twb::ui {

class HeatmapPlot : public QWidget {
  Q_OBJECT

 public:
  explicit HeatmapPlot(QWidget* parent = nullptr);

  void setHeatmap(const twb::inspect::Heatmap& heatmap);
  const twb::inspect::Heatmap& heatmap() const { return heatmap_; }

  void setGradient(const QCPColorGradient& gradient);
  // Fixes the colour range (e.g. [-1, 1] for positional encodings, [0, 1] for attention)...
  void setDataRange(const QCPRange& range);
  // ...or lets it follow the data of each new heatmap (the default).
  void setAutoDataRange();
  void setColorScaleLabel(const QString& label);
  // What the plot says, in its middle and without axis ticks, while it has no cells ("Nothing to
  // show yet" unless set; lines broken with "\n", as the plot may be narrow).
  void setEmptyText(const QString& text);
  QString emptyText() const;
  bool showsEmptyText() const;

  // Blue–white–red (ColorBrewer RdBu) for values of either sign around 0.
  static QCPColorGradient divergingGradient();
  // Dark-to-bright for values in [0, 1] such as attention weights.
  static QCPColorGradient sequentialGradient();
  // A mask's look: two colours, blocked (0) light grey and allowed (1) dark blue, the scale ticked
  // at 0 and 1 only.
  void setMaskStyle();

  // Number of cells the colour map holds: keySize (columns) × valueSize (rows).
  int cellCount() const;
  // The length of cells (pixels, along the bottom for Qt::Horizontal, else the side) in which
  // `count` labels are all drawn; a shorter axis is thinned to positions.
  int labelsLength(Qt::Orientation orientation, int count) const;
  QCPColorMap* colorMap() const { return colorMap_; }
  QCPColorScale* colorScale() const { return colorScale_; }
  QCustomPlot* plot() const { return plot_; }
  // The read-out line under the plot ("position 3, dimension 4: 0.598460" while hovering).
  QString readout() const;
  // A cell as accessibility reads it: "query 3 “hundert” → key 4 “hundred”: 0.260000".
  QString cellText(int row, int column) const;
  // The keyboard's cursor cell (-1, -1: none): the arrow keys move it over the focused plot and
  // read it out as hovering does (Home and End: the row's ends); Enter clicks it.
  QPoint cursorCell() const { return cursor_; }
  void setCursorCell(int row, int column);
  // Hides the read-out line where the owner reads the hovered cell out on a line of its own
  // (cellHovered, hoverEnded): four maps need not repeat four hints.
  void setReadoutShown(bool shown);

  // Writes the plot as PNG, PDF or SVG, or the numbers as CSV, chosen by the file's suffix.
  bool exportTo(const QString& path) const;
  // An entry of the right-click menu after Export… (e.g. a time-lapse's "Export frames (PNG)…").
  void addContextMenuAction(const QString& text, const std::function<void()>& triggered);

 public slots:
  void resetView();
  void exportWithDialog();

 signals:
  void cellHovered(int row, int column, double value);
  // The pointer left the cells (or the plot) after cellHovered.
  void hoverEnded();
  // A click (press and release without dragging) on a cell of row `row`: e.g. a query token of an
  // attention map, whose arithmetic the Attention tab then shows.
  void rowClicked(int row);
  void cellClicked(int row, int column);  // the same click, with its column

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  // Parts of the constructor.
  void keepLayoutSteady();
  void connectMouse();
  void showCellAt(const QPoint& pixel);
  void showCell(int row, int column);
  bool moveCursor(int key);  // false for a key it does not take
  // The read-out back to its hint, and hoverEnded where a cell was hovered.
  void endHover();
  // The (row, column) under `pixel`, or (-1, -1) outside the cells.
  QPoint cellAt(const QPoint& pixel) const;
  void setAxisTicks(QCPAxis* axis, const std::vector<std::string>& labels);
  // The empty text and no ticks without cells; the ticks and no text with them.
  void showEmptyState();
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;

  QCustomPlot* plot_ = nullptr;
  QCPColorMap* colorMap_ = nullptr;
  QCPColorScale* colorScale_ = nullptr;
  QCPTextElement* title_ = nullptr;
  QCPItemText* emptyText_ = nullptr;
  QLabel* readout_ = nullptr;
  twb::inspect::Heatmap heatmap_;
  QSize ticksLaidOutFor_;    // the axis rect's size when the replot under way set its ticks up
  int followUpReplots_ = 0;  // replots under way that redraw the labels for a new size
  bool autoDataRange_ = true;
  bool hovering_ = false;  // cellHovered was emitted and hoverEnded not yet
  QPoint cursor_{-1, -1};  // (row, column) of the keyboard's cursor
  QCPItemRect* cursorMark_ = nullptr;
  QPoint pressedAt_{-1, -1};
  std::vector<std::pair<QString, std::function<void()>>>
      extraActions_;  // where the left button went down, to tell a click from a drag
};

}  // namespace twb::ui
