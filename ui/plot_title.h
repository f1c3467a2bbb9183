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

}  // namespace twb::ui
