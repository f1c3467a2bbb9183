// Heatmaps through Qt's accessibility interfaces: the plot of a HeatmapPlot reads as a table whose
// cells each say what they are and hold ("query 3 “hundert” → key 4 “hundred”: 0.260000", the
// view's cellText), with the keyboard cursor's cell focused, so that a screen reader reads every
// cell of every map the window draws.
#pragma once

namespace twb::ui {

// Installs, once, the factory that gives each HeatmapPlot's plot its table interface.
void installHeatmapAccessibility();

}  // namespace twb::ui
