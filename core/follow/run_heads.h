// What each head of a run made elsewhere does, checkpoint after checkpoint: every model folder of a
// Hugging Face Trainer's output or of a series (follow/run_scan.h) is opened in turn (in memory:
// one model at a time) and its heads scored on the probe the engine scores a GPT's heads on (the
// repeated random tokens of probe/head_scores.h, whose second half an induction head copies; the
// other scores on the same rows, a model folder having no text of its own), so
// that the head telemetry, its roles and since which step each holds (probe/head_telemetry.h),
// cover the run. A probe's run records its own.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "follow/run_scan.h"
#include "probe/head_telemetry.h"

namespace twb::follow {

// done, total: the checkpoints measured so far; return false to stop (what was measured is kept).
using HeadProgress = std::function<bool(size_t done, size_t total)>;

// The heads of a run's checkpoints, each measured once: a followed run that grows has only its
// new checkpoints measured.
class RunHeadMeter {
 public:
  // Measures each finite checkpoint of `run` not measured yet, and forgets those `run` no longer
  // lists. Returns false when `progress` stopped it. Throws twb::Error naming the checkpoint when
  // a model folder does not open (what was measured before it is kept).
  bool measure(const RunScan& run, const HeadProgress& progress = {});
  // The measured checkpoints by step, as a telemetry that samples every `every` steps (a run that
  // trains on from it goes on at that interval).
  HeadTelemetry telemetry(int every = 1) const;
  size_t size() const { return measured_.size(); }

 private:
  struct Measured {
    int64_t step = 0;
    HeadLayout layout;
    std::vector<float> values;
  };
  std::map<std::string, Measured> measured_;  // by the checkpoint's path
};

// The whole run at once. Throws twb::Error as RunHeadMeter::measure does, and for a probe's run.
HeadTelemetry measure_run_heads(const RunScan& run, const HeadProgress& progress = {});

}  // namespace twb::follow
