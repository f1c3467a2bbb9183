// twb follow DIR: reads a run made elsewhere (follow/run_scan.h: a probe's run folder, a Hugging
// Face Trainer's output, a series of model folders by step) and says what it holds: its
// checkpoints (each checked for weights that are not finite), what was skipped and why, the
// problems found (gaps, duplicates, shape changes, NaN) and its log. --watch keeps reading it,
// one line per new checkpoint, until Ctrl-C or the folder goes away.

#include <atomic>
#include <cmath>
#include <chrono>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/commands.h"
#include "follow/run_heads.h"
#include "follow/run_scan.h"
#include "probe/head_scores.h"
#include "probe/head_telemetry.h"
#include "util/error.h"
#include "util/stop_signals.h"

namespace twb::cli {

namespace {

struct FollowOptions {
  std::string folder;
  bool json = false, watch = false, heads = false;
  double interval = 2;
};

void print_summary(const follow::RunScan& run) {
  std::cerr << "twb: " << run.folder << ": a " << follow::kind_name(run.kind) << " run, " << run.checkpoints.size()
            << " checkpoints";
  if (!run.checkpoints.empty())
    std::cerr << " (steps " << run.checkpoints.front().step << " to " << run.checkpoints.back().step << ")";
  std::cerr << ", " << run.log.size() << " log entries\n";
  for (const auto& s : run.skipped) std::cerr << "twb: skipped " << s.path << ": " << s.why << "\n";
  for (const auto& p : run.problems) std::cerr << "twb: step " << p.step << ": " << p.what << "\n";
}

void print_checkpoint(const follow::FollowedCheckpoint& c, bool json) {
  if (json) {
    print_json({{"step", c.step}, {"path", c.path}, {"finite", c.finite}});
    return;
  }
  std::cout << "step " << c.step << ": " << c.path << (c.finite ? "" : "  (not finite: " + c.nonfinite + ")") << "\n"
            << std::flush;
}

// Every sample's scores: [{"step", "heads": [{"kind", "layer", "head", "scores": {"induction": …}}]}]
// (null where a score does not apply).
nlohmann::json samples_json(const HeadTelemetry& telemetry) {
  nlohmann::json samples = nlohmann::json::array();
  for (size_t s = 0; s < telemetry.samples().size(); ++s) {
    nlohmann::json heads = nlohmann::json::array();
    for (const HeadKindLayout& k : telemetry.layout())
      for (int layer = 0; layer < k.layers; ++layer)
        for (int head = 0; head < k.heads; ++head) {
          nlohmann::json scores = nlohmann::json::object();
          for (const HeadScoreInfo& info : head_score_info()) {
            const float v = telemetry.value(s, k.kind, layer, head, info.score);
            scores[info.key] = std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
          }
          heads.push_back({{"kind", attention_kind_key(k.kind)}, {"layer", layer}, {"head", head}, {"scores", scores}});
        }
    samples.push_back({{"step", telemetry.samples()[s].step}, {"heads", heads}});
  }
  return samples;
}

// Each model folder's heads scored in turn: their roles and since which step, and every sample.
nlohmann::json measured_heads(const follow::RunScan& run) {
  const HeadTelemetry telemetry = follow::measure_run_heads(run, [](size_t done, size_t total) {
    std::cerr << "\rtwb: scoring the heads of checkpoint " << done << " of " << total << std::flush;
    return true;
  });
  std::cerr << "\n";
  for (const RoledHead& h : roled_heads(telemetry))
    std::cerr << "twb: " << attention_kind_key(h.kind) << " layer " << h.layer << " head " << h.head << ": "
              << describe_roles(h.roles) << "\n";
  return {{"roles", roled_heads_json(telemetry)}, {"samples", samples_json(telemetry)}};
}

void run_follow(const FollowOptions& o) {
  follow::RunFollower follower(o.folder);
  follower.scan();
  print_summary(follower.run());
  if (!o.watch) {
    nlohmann::json j = follow::to_json(follower.run());
    if (o.heads && follower.run().kind != follow::RunKind::probe) {
      const nlohmann::json measured = measured_heads(follower.run());
      j["heads"] = measured["roles"];
      j["head_samples"] = measured["samples"];
    }
    if (o.json)
      print_json(j);
    else
      for (const auto& c : follower.run().checkpoints) print_checkpoint(c, false);
    return;
  }
  for (const auto& c : follower.run().checkpoints) print_checkpoint(c, o.json);
  std::atomic<bool> stop{false};
  const stop_signals::OnStop on_stop([&](int) { stop = true; });
  const auto pause = std::chrono::milliseconds(static_cast<int64_t>(o.interval * 1000));
  while (!stop) {
    for (auto slept = std::chrono::milliseconds(0); slept < pause && !stop; slept += std::chrono::milliseconds(50))
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (stop) break;
    for (int64_t step : follower.scan())
      for (const auto& c : follower.run().checkpoints)
        if (c.step == step) print_checkpoint(c, o.json);
  }
}

}  // namespace

void add_follow_command(CLI::App& app) {
  auto o = std::make_shared<FollowOptions>();
  auto* cmd = app.add_subcommand("follow",
                                 "read a run made elsewhere (a twb_probe or train.py run folder, a Hugging Face "
                                 "Trainer's output, model folders by step) and say what it holds");
  cmd->add_option("folder", o->folder, "the run folder")->required();
  cmd->add_flag("--json", o->json, "print one JSON object as the last line (with --watch: one a checkpoint)");
  cmd->add_flag("--heads", o->heads,
                "score every head of each model folder of a Trainer's output or a series (one model at a time) and "
                "give their roles and since which step (a probe's run has them already)");
  cmd->add_flag("--watch", o->watch, "keep reading the folder while it grows, one line per new checkpoint");
  cmd->add_option("--interval", o->interval, "with --watch: seconds between reads (default 2)")
      ->check(number_in(0.1, 3600));
  cmd->callback([o] { run_follow(*o); });
}

}  // namespace twb::cli
