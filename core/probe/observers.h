// The three probes a training session keeps, each as an observer of its run (run_observer.h):
// the training health every step, the attention time-lapse and the head telemetry every N steps.
// Each keeps its record and says whether the last step added to it.
#pragma once

#include <cstdint>

#include "probe/attention_timelapse.h"
#include "probe/head_telemetry.h"
#include "probe/health.h"
#include "probe/run_observer.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Every layer's gradient norm, update ratio and largest attention score, every step the trainer
// measured them.
class HealthObserver final : public RunObserver {
 public:
  const HealthHistory& history() const { return health_; }

  void on_step(const StepContext& step) override;
  void on_rewind(int64_t kept_step) override { health_.truncate_after(kept_step); }
  void save(RunRecords& records) const override { records.health = &health_; }
  void restore(SavedRecords& saved, ProbeSettings& settings) override;

 private:
  HealthHistory health_;
};

// The attention time-lapse: the probe's maps after the optimizer step when a frame is due, while
// the run can draw them (set_recording). A probe the model cannot read stops it, not the run.
class TimelapseObserver final : public RunObserver {
 public:
  // timelapse_every, timelapse_frames (at least 2) and the probe of `settings`.
  explicit TimelapseObserver(const ProbeSettings& settings);

  const AttentionTimelapse& timelapse() const { return timelapse_; }
  bool recorded() const { return recorded_; }  // the last step kept a frame
  bool thinned() const { return thinned_; }    // the last step thinned the frames
  // A new probe: the time-lapse starts again.
  void set_probe(TimelapseProbe probe) { timelapse_.set_probe(std::move(probe)); }
  // Whether the run can draw the probe's maps (ObservedRun::attention_maps).
  void set_recording(bool on) { recording_ = on; }

  void on_step(const StepContext& step) override;
  // A rewind leaves the frames as they are, those after the kept step included.
  void on_rewind(int64_t) override {}
  void save(RunRecords& records) const override { records.timelapse = &timelapse_; }
  void restore(SavedRecords& saved, ProbeSettings& settings) override;

 private:
  AttentionTimelapse timelapse_;
  bool recording_ = false, recorded_ = false, thinned_ = false;
};

// Head telemetry: every head's scores on the run's fixed probe after the optimizer step every N
// steps. A probe the model cannot read stops it, not the run.
class HeadTelemetryObserver final : public RunObserver {
 public:
  explicit HeadTelemetryObserver(const ProbeSettings& settings);  // every heads_every steps

  const HeadTelemetry& telemetry() const { return heads_; }
  bool recorded() const { return recorded_; }  // the last step kept a sample
  // A run that starts from a model trained elsewhere: its heads' scores as they came, at step 0
  // (the telemetry otherwise samples after its steps).
  void record_start(ObservedRun& run);

  void on_step(const StepContext& step) override;
  void on_rewind(int64_t kept_step) override { heads_.truncate_after(kept_step); }
  void save(RunRecords& records) const override { records.heads = &heads_; }
  void restore(SavedRecords& saved, ProbeSettings& settings) override;

 private:
  void sample(ObservedRun& run, int64_t step);  // one sample, kept at `step`

  HeadTelemetry heads_;
  bool recorded_ = false;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
