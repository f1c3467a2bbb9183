#include "follow/run_heads.h"

#include <algorithm>
#include <limits>

#include "huggingface/model_folder.h"
#include "probe/head_scores.h"
#include "util/error.h"

namespace twb::follow {

HeadTelemetry measure_run_heads(const RunScan& run, const HeadProgress& progress) {
  if (run.kind == RunKind::probe) throw Error("a probe's run records its own heads (its run.json's \"heads\")");
  std::vector<const FollowedCheckpoint*> measured;
  for (const auto& c : run.checkpoints)
    if (c.finite) measured.push_back(&c);
  // Every sample kept: a run's checkpoints are few beside a telemetry's cap.
  HeadTelemetry telemetry(1, std::max(2, static_cast<int>(measured.size())));
  for (size_t i = 0; i < measured.size(); ++i) {
    if (progress && !progress(i, measured.size())) break;
    LanguageModel model = huggingface::open_model_folder(measured[i]->path);
    HeadProbe probe;
    const int window = model.config().max_len;
    probe.repeated_half = induction_half(window, 2 * 32);
    probe.repeated = repeated_tokens(static_cast<int>(model.vocabulary().size()), probe.repeated_half, 16);
    probe.tokens = probe.repeated;  // no text of its own: the other scores are read on the same rows
    GptTransformer& transformer = model.transformer();
    telemetry.add(measured[i]->step, head_layout(transformer), measure_heads(transformer, probe));
  }
  if (progress) progress(measured.size(), measured.size());
  return telemetry;
}

}  // namespace twb::follow
