// twb plot --what timelapse: a checkpoint's attention time-lapse, drawn by the Time-lapse view
// as the window shows it: a PNG a frame in a folder, an animated WebP, one frame, or a CSV of
// every frame's map.
#pragma once

#include "export/plot_export.h"

namespace twb::ui {

// Throws twb::Error for a checkpoint without a time-lapse, a --kind, --layer or --head it lacks,
// or an --out it cannot write.
PlotResult timelapseResult(const PlotRequest& request);

}  // namespace twb::ui
