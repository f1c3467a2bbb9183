// The read side of the attention time-lapse (probe/attention_timelapse.h): a snapshot's maps as a
// frame, a checkpoint's time-lapse, one frame's map as a Heatmap the views draw, and the argmax
// alignment of a map (for each row, the column it attends to most: for the cross-attention of a
// translation, the source word each target word looks at).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "inspect/heatmap.h"
#include "inspect/snapshots.h"
#include "probe/attention_timelapse.h"

namespace twb::inspect {

// Every map of `snapshot` as one time-lapse frame: the kinds it has ("encoder", "decoder",
// "cross", in that order), every layer and head, as floats; the target is the snapshot's.
TimelapseMaps timelapse_maps(const AttentionSnapshot& snapshot);

// The time-lapse saved in checkpoint `path` (empty for a checkpoint saved without one). Throws
// twb::Error for a file that is not a Transformer Workbench checkpoint.
AttentionTimelapse load_timelapse(const std::string& path);

// The map of frame `frame`, kind "encoder", "decoder" or "cross", as a Heatmap labelled with the
// probe's tokens, titled "Cross-attention, layer 2, head 1 · step 250". Throws twb::Error (an
// OutOfRangeError for a frame, layer or head that is not there).
Heatmap timelapse_heatmap(const AttentionTimelapse& timelapse, size_t frame, const std::string& kind, int layer,
                          int head);

// For every row, the column of its largest weight (the first of equals).
std::vector<int> argmax_alignment(const Heatmap& map);

// The kind a model of this time-lapse shows first: cross when it has it, else the first it has.
std::string default_timelapse_kind(const AttentionTimelapse& timelapse);

}  // namespace twb::inspect
