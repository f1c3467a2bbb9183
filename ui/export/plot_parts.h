// What the plots of twb plot share (export/plot_export.h): laying a tab out off screen, writing
// its file with an error a person can act on, and range checks of --layer and --head.
#pragma once

#include <QString>

#include <functional>
#include <string>

#include "export/plot_export.h"

class QWidget;

namespace twb::ui {

class HeatmapPlot;

namespace plot_parts {

// Lays the tab out at the requested size without putting anything on a screen.
void layOut(QWidget& tab, const PlotRequest& request);
// Runs the exporter on --out; throws twb::Error when it could not write.
void write(const std::function<bool(const QString&)>& exporter, const std::string& out);
// Throws twb::Error "--layer 5 is out of range: the model's decoder has 2 layers (0..1)".
void checkRange(const char* option, int value, int count, const std::string& owner, const char* unit);
// The tab has set the view up exactly as the window shows it; the view is then taken out of the
// tab (owned here from now on) and drawn alone at the requested size.
PlotResult heatmapResult(const PlotRequest& request, HeatmapPlot* view);

}  // namespace plot_parts
}  // namespace twb::ui
