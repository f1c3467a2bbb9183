#include "views/view.h"

#include "plots/bar_chart_plot.h"
#include "plots/heatmap_plot.h"

namespace twb::ui {

TabPlot tabPlot(const QString& fileName, const QString& menuTitle, HeatmapPlot* view) {
  return {fileName, menuTitle, [view] { return view->heatmap().rows > 0 && view->heatmap().cols > 0; },
          [view](const QString& path) { return view->exportTo(path); }, [view] { view->exportWithDialog(); }};
}

TabPlot tabPlot(const QString& fileName, const QString& menuTitle, BarChartPlot* view) {
  return {fileName, menuTitle, [view] { return view->barCount() > 0; },
          [view](const QString& path) { return view->exportTo(path); }, [view] { view->exportWithDialog(); }};
}

}  // namespace twb::ui
