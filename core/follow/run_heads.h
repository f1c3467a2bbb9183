// What each head of a run made elsewhere does, checkpoint after checkpoint: every model folder of a
// Hugging Face Trainer's output or of a series (follow/run_scan.h) is opened in turn (in memory:
// one model at a time) and its heads scored on the probe the engine scores a GPT's heads on (the
// repeated random tokens of probe/head_scores.h, whose second half an induction head copies; the
// other scores on the same rows, a model folder having no text of its own), so
// that the head telemetry, its roles and since which step each holds (probe/head_telemetry.h),
// cover the run. A probe's run records its own.
#pragma once

#include <functional>

#include "follow/run_scan.h"
#include "probe/head_telemetry.h"

namespace twb::follow {

// done, total: the checkpoints measured so far; return false to stop (what was measured is kept).
using HeadProgress = std::function<bool(size_t done, size_t total)>;

// Throws twb::Error naming the checkpoint when a model folder does not open; a checkpoint whose
// weights are not finite is left out.
HeadTelemetry measure_run_heads(const RunScan& run, const HeadProgress& progress = {});

}  // namespace twb::follow
