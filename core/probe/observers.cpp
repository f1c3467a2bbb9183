#include "probe/observers.h"

#include <algorithm>
#include <exception>
#include <string>
#include <utility>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void HealthObserver::on_step(const StepContext& step) {
  if (step.health.gradient_norms.empty()) return;
  health_.set_groups(step.health_groups);
  health_.add(step.health);
}

void HealthObserver::restore(SavedRecords& saved, ProbeSettings&) {
  if (saved.health) health_ = std::move(*saved.health);
}

TimelapseObserver::TimelapseObserver(const ProbeSettings& settings)
    : timelapse_(std::max(0, settings.timelapse_every), std::max(2, settings.timelapse_frames)) {
  timelapse_.set_probe({settings.timelapse_probe, settings.timelapse_target});
}

void TimelapseObserver::on_step(const StepContext& step) {
  recorded_ = thinned_ = false;
  if (!recording_ || !timelapse_.due(step.step)) return;
  TimelapseProbe probe = timelapse_.probe();
  if (probe.source.empty()) {  // the first validation example, with its reference (translate)
    if (!step.run.fill_default_probe(probe)) return;
    timelapse_.set_probe(probe);
  }
  try {
    recorded_ = timelapse_.record(step.step, step.loss, step.run.attention_maps(probe));
    thinned_ = timelapse_.thinned();
  } catch (const std::exception& e) {
    // A probe the model cannot read (e.g. longer than its context) stops the time-lapse, not the run.
    step.run.note(std::string("the attention time-lapse stopped: ") + e.what());
    recording_ = false;
  }
}

void TimelapseObserver::restore(SavedRecords& saved, ProbeSettings& settings) {
  if (!saved.timelapse) return;  // a checkpoint from before the time-lapse: the settings' own, empty
  timelapse_ = std::move(*saved.timelapse);
  settings.timelapse_every = timelapse_.every();
  settings.timelapse_frames = timelapse_.requested_cap();
  settings.timelapse_probe = timelapse_.probe().source;
  settings.timelapse_target = timelapse_.probe().target;
}

HeadTelemetryObserver::HeadTelemetryObserver(const ProbeSettings& settings)
    : heads_(std::max(0, settings.heads_every), kHeadSamples) {}

void HeadTelemetryObserver::on_step(const StepContext& step) {
  recorded_ = false;
  if (!heads_.due(step.step)) return;
  sample(step.run, step.step);
  recorded_ = !heads_.empty() && heads_.samples().back().step == step.step;
}

void HeadTelemetryObserver::record_start(ObservedRun& run) {
  if (heads_.every() > 0 && heads_.empty()) sample(run, 0);
}

void HeadTelemetryObserver::sample(ObservedRun& run, int64_t step) {
  try {
    HeadLayout layout;
    std::vector<float> values = run.measure_heads(layout);
    heads_.add(step, layout, std::move(values));
  } catch (const Error& e) {
    // A probe the model cannot read stops the telemetry, not the run.
    run.note(std::string("the head telemetry stopped: ") + e.what());
    heads_ = HeadTelemetry(0, kHeadSamples);
  }
}

void HeadTelemetryObserver::restore(SavedRecords& saved, ProbeSettings& settings) {
  if (!saved.heads) return;
  heads_ = std::move(*saved.heads);
  settings.heads_every = heads_.every();
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
