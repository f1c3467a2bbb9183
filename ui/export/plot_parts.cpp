#include "export/plot_parts.h"

#include <QApplication>
#include <QWidget>

#include <memory>

#include "plots/heatmap_plot.h"
#include "util/error.h"

namespace twb::ui::plot_parts {

// Lays the tab out at the requested size without putting anything on a screen.
void layOut(QWidget& tab, const PlotRequest& request) {
  tab.setAttribute(Qt::WA_DontShowOnScreen);
  tab.resize(request.width, request.height);
  tab.show();
  QApplication::processEvents();
}

void write(const std::function<bool(const QString&)>& exporter, const std::string& out) {
  if (!exporter(QString::fromStdString(out))) {
    throw Error("could not write '" + out + "': check that its folder exists and is writable");
  }
}

// "--layer 5 is out of range: the model's decoder has 2 layers (0..1)".
void checkRange(const char* option, int value, int count, const std::string& owner, const char* unit) {
  if (value < 0 || value >= count) {
    throw Error(std::string(option) + " " + std::to_string(value) + " is out of range: " + owner + " has " +
                std::to_string(count) + " " + unit + " (0.." + std::to_string(count - 1) + ")");
  }
}

// The tab has set the view up exactly as the window shows it; the view is then taken out of the
// tab and drawn alone at the requested size (in the tab it shares the space with the controls).
PlotResult heatmapResult(const PlotRequest& request, HeatmapPlot* view) {
  std::unique_ptr<HeatmapPlot> owned(view);
  view->setParent(nullptr);
  layOut(*view, request);
  write([view](const QString& path) { return view->exportTo(path); }, request.out);
  return {request.out, request.what, view->heatmap().rows, view->heatmap().cols, nullptr};
}

}  // namespace twb::ui::plot_parts
