#include "follow/run_heads.h"

#include <algorithm>
#include <set>

#include "huggingface/model_folder.h"
#include "probe/head_scores.h"
#include "util/error.h"

namespace twb::follow {

bool RunHeadMeter::measure(const RunScan& run, const HeadProgress& progress) {
  std::set<std::string> listed;
  std::vector<const FollowedCheckpoint*> fresh;
  for (const auto& c : run.checkpoints) {
    if (!c.finite) continue;
    listed.insert(c.path);
    const auto it = measured_.find(c.path);
    if (it == measured_.end() || it->second.step != c.step) fresh.push_back(&c);
  }
  for (auto it = measured_.begin(); it != measured_.end();)
    it = listed.count(it->first) ? std::next(it) : measured_.erase(it);
  for (size_t i = 0; i < fresh.size(); ++i) {
    if (progress && !progress(i, fresh.size())) return false;
    LanguageModel model = huggingface::open_model_folder(fresh[i]->path);
    HeadProbe probe;
    const int window = model.config().max_len;
    probe.repeated_half = induction_half(window, 2 * 32);
    probe.repeated = repeated_tokens(static_cast<int>(model.vocabulary().size()), probe.repeated_half, 16);
    probe.tokens = probe.repeated;  // no text of its own: the other scores are read on the same rows
    GptTransformer& transformer = model.transformer();
    Measured m{fresh[i]->step, head_layout(transformer), {}};
    m.values = measure_heads(transformer, probe);
    measured_.insert_or_assign(fresh[i]->path, std::move(m));
  }
  if (progress) progress(fresh.size(), fresh.size());
  return true;
}

HeadTelemetry RunHeadMeter::telemetry(int every) const {
  std::vector<const Measured*> by_step;
  for (const auto& [path, m] : measured_) by_step.push_back(&m);
  std::sort(by_step.begin(), by_step.end(), [](const Measured* a, const Measured* b) { return a->step < b->step; });
  // Every sample kept: a run's checkpoints are few beside a telemetry's cap.
  HeadTelemetry telemetry(std::max(1, every), std::max(kHeadSamples, static_cast<int>(by_step.size())));
  for (const Measured* m : by_step) telemetry.add(m->step, m->layout, m->values);
  return telemetry;
}

HeadTelemetry measure_run_heads(const RunScan& run, const HeadProgress& progress) {
  if (run.kind == RunKind::probe) throw Error("a probe's run records its own heads (its run.json's \"heads\")");
  RunHeadMeter meter;
  meter.measure(run, progress);
  return meter.telemetry();
}

}  // namespace twb::follow
