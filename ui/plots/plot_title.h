// A plot's title that reads whole however narrow its plot: QCPTextElement asks for its text's full
// width on one line, so a plot narrower than that draws the title centred past both of its edges
// (the first letters and the end are cut off). PlotTitle asks for no width, and when the plot is
// too narrow for one line it asks for the height of the text wrapped at word boundaries instead.
// Put it in a row of its own, across the plot's whole width.
#pragma once

#include <qcustomplot.h>

namespace twb::ui {

class PlotTitle : public QCPTextElement {
  Q_OBJECT

 public:
  PlotTitle(QCustomPlot* plot, const QFont& font);

 protected:
  QSize minimumOuterSizeHint() const override;
  QSize maximumOuterSizeHint() const override;

 private:
  // The height of the text wrapped to the plot's width, margins included.
  int wrappedOuterHeight() const;
};

// Keeps every axis label of `plot` within the plot. QCustomPlot draws a label centred on its axis,
// so one longer than the plot (a narrow window) is cut at both ends. Where a label does not fit,
// its part before the parenthesis is drawn ("query (predicting the next token)" → "query"), or
// else its words before a preposition ("largest weight of a row" → "largest weight"), or else the
// last of those ("validation accuracy" → "accuracy"); a label set again later is remembered
// whole and fitted again. A low plot's side axes also get fewer ticks, so that their labels do not
// stand on one another. Checked after every layout.
void keepAxisLabelsWithinPlot(QCustomPlot* plot);

// The property, true on an axis whose ticker spaces its ticks for the room it has by itself (a
// heatmap's whole numbers): keepAxisLabelsWithinPlot leaves its tick count alone.
inline constexpr char kTicksFitTheirAxis[] = "twbTicksFitTheirAxis";

// A grey line of `text` in the middle of `rect`, for a plot with nothing to draw yet ("No batch
// yet"); its owner shows and hides it.
QCPItemText* addEmptyText(QCustomPlot* plot, QCPAxisRect* rect, const QFont& font, const QString& text);

// The whole label of `axis`, as last set, even where the plot draws it shortened.
QString wholeAxisLabel(const QCPAxis* axis);

// Moves `plot`'s legend out of its axis rect into a new row `row` of the plot's layout, its
// entries side by side and centred, without a frame: for curves that reach every corner of their
// axis rect, where a legend inset over them hides some of their points. The row is as high as the
// legend. The axis rect that held the legend, below the row, then leaves 6 px above it instead of
// its default 15: the legend's row is room enough for its top tick label.
void putLegendInRowOfItsOwn(QCustomPlot* plot, int row);

}  // namespace twb::ui
