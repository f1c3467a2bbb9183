// The attention time-lapse of a run: the attention maps of one probe sentence, kept every N
// training steps, so a person can watch the maps form (e.g. the cross-attention diagonal of a
// translation). A frame is every map the model has for the probe — every kind (encoder self,
// decoder masked self, cross; a GPT: its causal self-attention; a classifier: its encoder
// self-attention), every layer and head — as float rows, with the step and that step's training loss.
//
// Memory stays bounded: at most cap() frames, where cap() is the `timelapse_frames` setting (200 by
// default) lowered so the frames fit in kTimelapseByteBudget. When a frame is due and the
// time-lapse is full, every other frame is dropped and the interval doubled, so the frames stay
// evenly spaced over the whole run (thinning: every, 2·every, 4·every, … steps apart).
//
// In a checkpoint (docs/checkpoint-format.md): the frames as one F32 tensor
// "timelapse.attention" of shape [frames, floats per frame], and the metadata entry "timelapse"
// (JSON: every, cap, interval, steps, losses, the probe and the layout of a frame's maps). Plain
// data: no model, no Qt; the maps are computed by the task layer (task/task.cpp) through
// inspect/snapshots.h and handed in as floats.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/safetensors.h"
#include "tensor/tensor.h"  // TWB_PRECISION_NS

namespace twb {
inline namespace TWB_PRECISION_NS {

// Frames together may take at most this many bytes (64 MiB): cap() is lowered for big models.
inline constexpr int64_t kTimelapseByteBudget = int64_t(64) << 20;

// One kind of attention in a frame: layers × heads maps of rows × cols floats, stored
// [layer][head][row][col], with the axis labels (the probe's tokens).
struct TimelapseKind {
  std::string kind;   // "encoder", "decoder" or "cross" (as `twb plot --kind` names them)
  std::string title;  // "Cross-attention"
  int layers = 0, heads = 0, rows = 0, cols = 0;
  std::vector<std::string> row_labels, column_labels;
  std::string row_axis, column_axis;

  size_t map_floats() const { return static_cast<size_t>(rows) * static_cast<size_t>(cols); }
  size_t floats() const { return static_cast<size_t>(layers) * static_cast<size_t>(heads) * map_floats(); }
};

// The probe's maps at one moment, as the task layer computes them: the layout of the kinds and
// their floats one kind after another; `target` is the target the maps were taken on (translate:
// the reference, or the model's own translation when the probe names none).
struct TimelapseMaps {
  std::vector<TimelapseKind> layout;
  std::vector<float> values;
  std::string target;
};

struct TimelapseFrame {
  int64_t step = 0;
  double loss = 0;            // the training loss of that step's batch
  std::vector<float> values;  // every kind's maps, in the layout's order
};

// The sentence whose maps are kept; for translation also its target (teacher-forced, so the maps
// of every step have the same rows). Empty source: the first validation example.
struct TimelapseProbe {
  std::string source, target;
};

class AttentionTimelapse {
 public:
  AttentionTimelapse() = default;
  // every: record every N steps (0: off); cap: the most frames (≥ 2).
  AttentionTimelapse(int every, int cap);

  bool enabled() const { return every_ > 0; }
  int every() const { return every_; }
  int interval() const { return interval_; }  // steps between frames now: every · 2^thinnings
  // The most frames: the setting, lowered to fit kTimelapseByteBudget once a frame's size is known.
  int cap() const;
  int requested_cap() const { return cap_; }
  size_t frame_bytes() const;  // 4 bytes a float of one frame (0 before the first)

  // A frame is due after the optimizer step `step`.
  bool due(int64_t step) const;
  // Adds the maps of `step` (the first frame fixes the layout; a later frame of another layout
  // starts the time-lapse afresh). Thins first when full; returns whether the frame was kept
  // (after thinning the step may fall between the wider interval's frames).
  bool record(int64_t step, double loss, TimelapseMaps maps);
  // A viewer's copy takes a frame its owner kept (same layout, a later step), without thinning.
  // Throws twb::Error for a frame that does not fit.
  void append(TimelapseFrame frame);
  // Whether the last record() thinned the frames (a viewer then takes the whole time-lapse).
  bool thinned() const { return thinned_; }

  const TimelapseProbe& probe() const { return probe_; }
  // A new probe clears the frames and starts again at the original interval.
  void set_probe(TimelapseProbe probe);
  void clear();

  const std::vector<TimelapseKind>& layout() const { return layout_; }
  const std::vector<TimelapseFrame>& frames() const { return frames_; }
  bool empty() const { return frames_.empty(); }
  // The kind named "encoder", "decoder" or "cross", or nullptr; its floats start at `offset`.
  const TimelapseKind* kind(const std::string& name, size_t* offset = nullptr) const;
  // One map of frame `frame`: rows × cols floats, row-major. Throws twb::Error out of range.
  std::vector<float> map(size_t frame, const std::string& kind, int layer, int head) const;
  // The frame nearest to `step` (the first of two equally near). Throws twb::Error when empty.
  size_t nearest_frame(int64_t step) const;

  // --- checkpoints ---
  nlohmann::json metadata() const;
  // Adds "timelapse.attention" and the "timelapse" metadata (nothing when there are no frames and
  // no probe).
  void put(io::SafetensorsFile& file) const;
  // The time-lapse of a checkpoint; an empty one (enabled with the defaults) when the file holds
  // none. Throws twb::Error naming `path` when it is malformed.
  static AttentionTimelapse get(const io::SafetensorsFile& file, const std::string& path);

 private:
  void thin();

  int every_ = 25, cap_ = 200, interval_ = 25;
  TimelapseProbe probe_;
  std::vector<TimelapseKind> layout_;
  std::vector<TimelapseFrame> frames_;
  bool thinned_ = false;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
