// The probes of a training run as its observers. The training session (train/session.h) calls
// each of its observers after every optimizer step, after a rewind, when a checkpoint is written
// and when one is resumed, without naming any of them. A probe's record (attention_timelapse.h,
// health.h, head_telemetry.h) is plain data; its observer (observers.h) decides when to add to it,
// and asks the run (ObservedRun) for what only the run can compute: the model's scores and maps.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "probe/attention_timelapse.h"
#include "probe/head_scores.h"
#include "probe/head_telemetry.h"
#include "probe/health.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// The settings of the run's probes, each observer's own. They are members of the run's settings
// (ExperimentSettings, train/session.h, whose table gives each its key), which a resumed record
// sets to those it was made with.
struct ProbeSettings {
  // The attention time-lapse (attention_timelapse.h): the probe's maps every N steps (0: off), at
  // most timelapse_frames frames (thinned evenly when full). The probe is a sentence (translate: a
  // source; lm: a line; classify: a text); empty: the first validation example. Translate's probe
  // target (empty: the probe's reference when the probe is the first validation source, else the
  // model's own translation at the first frame) is teacher-forced.
  int timelapse_every = 25;
  int timelapse_frames = 200;
  std::string timelapse_probe, timelapse_target;
  // Head telemetry (head_telemetry.h): every head's scores on a fixed probe every N steps (0: off).
  int heads_every = 50;
};

// What a run records beside its curves, as a checkpoint writes it (docs/checkpoint-format.md):
// each observer lends its own record; a record left null is not written.
struct RunRecords {
  const AttentionTimelapse* timelapse = nullptr;
  const HealthHistory* health = nullptr;
  const HeadTelemetry* heads = nullptr;
};

// The same records as a checkpoint gives them back.
struct SavedRecords {
  std::optional<AttentionTimelapse> timelapse;  // none in a checkpoint saved before the time-lapse
  std::optional<HealthHistory> health;          // none in a checkpoint saved before the training health
  std::optional<HeadTelemetry> heads;           // none in a checkpoint saved without head telemetry
};

// What an observer may ask of the run it watches; the training session answers.
class ObservedRun {
 public:
  virtual ~ObservedRun() = default;
  // Every head's scores on the run's fixed probe (HeadProbe), in `layout`'s order. Throws
  // twb::Error when no validation example fits the model.
  virtual std::vector<float> measure_heads(HeadLayout& layout) = 0;
  // The time-lapse probe's attention maps now, in evaluation mode. Throws when the model cannot
  // read the probe (e.g. one longer than its context).
  virtual TimelapseMaps attention_maps(const TimelapseProbe& probe) = 0;
  // Fills a probe without a source with the first validation example (and, where the task reads
  // an example's expected text teacher-forced, its target with it); false when there is none.
  virtual bool fill_default_probe(TimelapseProbe& probe) const = 0;
  // Something the person should know: a probe that stopped, and why.
  virtual void note(std::string note) = 0;
};

// One optimizer step as the observers see it, after the update.
struct StepContext {
  int64_t step;                                   // the step taken (1-based)
  double loss;                                    // its batch's training loss
  const HealthSample& health;                     // what it measured (no gradient norms: nothing)
  const std::vector<std::string>& health_groups;  // the names of health's groups
  ObservedRun& run;
};

class RunObserver {
 public:
  virtual ~RunObserver() = default;
  virtual void on_step(const StepContext& step) = 0;
  // A rewind went back to the state kept at step `kept_step`.
  virtual void on_rewind(int64_t kept_step) = 0;
  // Lends the observer's record to a checkpoint being written.
  virtual void save(RunRecords& records) const = 0;
  // Continues the record of a resumed checkpoint, and sets the observer's own `settings` to those
  // that record was made with (a checkpoint without the record leaves both as they are).
  virtual void restore(SavedRecords& saved, ProbeSettings& settings) = 0;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
