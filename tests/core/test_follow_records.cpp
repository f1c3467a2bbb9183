// A followed run's records in the workbench: a Trainer's log as a history (follow/run_history.h),
// the heads of a run's model folders each measured once as it grows (follow/run_heads.h), and a
// session that adopts the run and gives it back when it trains on (TrainingSession::adopt_run).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "../common/gpt2_folder.h"
#include "follow/run_heads.h"
#include "follow/run_history.h"
#include "session_support.h"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A Trainer's checkpoint-STEP/: a GPT-2 of random weights (another a step).
void write_checkpoint(const fs::path& folder, int step) {
  const fs::path dir = folder / ("checkpoint-" + std::to_string(step));
  const json vocab = twb::testing::byte_level_vocabulary({"Ġt"});
  const json config = {{"model_type", "gpt2"},
                       {"n_embd", 16},
                       {"n_head", 2},
                       {"n_layer", 1},
                       {"n_positions", 32},
                       {"vocab_size", vocab.size()},
                       {"eos_token_id", vocab.size() - 1}};
  twb::testing::write_gpt2_folder(dir, config, vocab, "#version: 0.2\nĠ t\n", unsigned(step));
  std::ofstream(dir / "trainer_state.json") << json{{"global_step", step}, {"log_history", json::array()}}.dump();
}

// Scores equal where both are numbers, NaN where neither applies.
bool same_scores(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i])))) return false;
  return true;
}

}  // namespace

TEST(FollowRecords, ALogBecomesTheHistoryTheCurvesDraw) {
  const json log = json::parse(R"([
    {"step": 10, "loss": 4.5, "learning_rate": 0.001, "epoch": 0.5},
    {"step": 20, "loss": 4.0, "validation_loss": 4.25, "learning_rate": 0.002, "epoch": 1.0},
    {"step": 25, "validation_loss": 3.9},
    {"step": 25, "loss": 1.0},
    {"step": "30", "loss": 2.0},
    {"loss": 2.0}
  ])");
  const auto history = twb::follow::history_from_log(log);
  ASSERT_EQ(history.size(), 3u);
  EXPECT_EQ(history[0].step, 10);
  EXPECT_EQ(history[0].train_loss, 4.5);
  EXPECT_EQ(history[0].learning_rate, 0.001);
  EXPECT_EQ(history[0].epoch, 0.5);
  EXPECT_FALSE(history[0].validation_loss);
  EXPECT_EQ(history[1].validation_loss, 4.25);
  // An evaluation alone: no training loss to draw; the second entry of step 25 is not a new step.
  EXPECT_EQ(history[2].step, 25);
  EXPECT_TRUE(std::isnan(history[2].train_loss));
  EXPECT_EQ(history[2].validation_loss, 3.9);
  EXPECT_TRUE(twb::follow::history_from_log(json::object()).empty());
}

TEST(FollowRecords, EachCheckpointsHeadsAreMeasuredOnceAndForgottenWhenGone) {
  const fs::path folder = fs::temp_directory_path() / "twb-follow-records-heads";
  fs::remove_all(folder);
  write_checkpoint(folder, 10);
  write_checkpoint(folder, 20);
  twb::follow::RunFollower follower(folder.string());
  follower.scan();
  twb::follow::RunHeadMeter meter;
  std::vector<size_t> totals;
  const auto progress = [&](size_t, size_t total) {
    totals.push_back(total);
    return true;
  };
  ASSERT_TRUE(meter.measure(follower.run(), progress));
  EXPECT_EQ(meter.size(), 2u);
  EXPECT_EQ(totals.back(), 2u);
  const twb::HeadTelemetry two = meter.telemetry();
  // A third checkpoint: only it is measured; the first two keep their values.
  write_checkpoint(folder, 30);
  follower.scan();
  totals.clear();
  ASSERT_TRUE(meter.measure(follower.run(), progress));
  EXPECT_EQ(totals.back(), 1u);
  const twb::HeadTelemetry three = meter.telemetry(50);
  ASSERT_EQ(three.samples().size(), 3u);
  EXPECT_EQ(three.every(), 50);
  EXPECT_TRUE(same_scores(three.samples()[0].values, two.samples()[0].values));
  EXPECT_EQ(three.samples()[2].step, 30);
  // The same as measuring the whole run at once, and other weights give other scores.
  const twb::HeadTelemetry whole = twb::follow::measure_run_heads(follower.run());
  EXPECT_TRUE(same_scores(whole.samples()[2].values, three.samples()[2].values));
  EXPECT_FALSE(same_scores(three.samples()[1].values, three.samples()[2].values));
  // A stop asked for keeps what was measured; a checkpoint removed is forgotten.
  fs::remove_all(folder / "checkpoint-20");
  follower.scan();
  meter.measure(follower.run());
  EXPECT_EQ(meter.size(), 2u);
  twb::follow::RunHeadMeter stopped;
  EXPECT_FALSE(stopped.measure(follower.run(), [](size_t done, size_t) { return done < 1; }));
  EXPECT_EQ(stopped.size(), 1u);
  fs::remove_all(folder);
}

TEST(FollowRecords, ASessionAdoptsAFollowedRunUntilItTrainsOn) {
  // Heads measured every step: the session's own sample at step 1.
  auto session = twb::create_session(twb::testing::stepped_settings("lm", "toy-grammar", 1));
  session->step();
  const std::vector<twb::HistoryPoint> own = session->history();
  const twb::HeadTelemetry own_heads = session->head_telemetry();
  ASSERT_EQ(own_heads.samples().size(), 1u);
  std::vector<twb::HistoryPoint> followed(2);
  followed[0].step = 100, followed[0].train_loss = 3;
  followed[1].step = 200, followed[1].train_loss = 2, followed[1].validation_loss = 2.5;
  // Heads of the session's own layout, at two steps of the followed run.
  twb::HeadTelemetry heads(1, 16);
  for (int64_t step : {100, 200}) heads.add(step, own_heads.layout(), own_heads.samples().back().values);

  const int every = session->settings().heads_every;
  session->adopt_run(followed, heads);
  EXPECT_TRUE(session->adopted_run());
  ASSERT_EQ(session->history().size(), 2u);
  EXPECT_EQ(session->history().back().validation_loss, 2.5);
  ASSERT_EQ(session->head_telemetry().samples().size(), 2u);
  EXPECT_EQ(session->head_telemetry().samples().back().step, 200);
  EXPECT_EQ(session->head_telemetry().every(), every);  // the session's interval, not the run's
  EXPECT_EQ(session->settings().heads_every, every);
  // Empty ones leave what is there.
  session->adopt_run({}, twb::HeadTelemetry{});
  EXPECT_EQ(session->history().size(), 2u);

  // Training on is the session's own run again: its history and its heads, then step 2's sample.
  session->step();
  EXPECT_FALSE(session->adopted_run());
  EXPECT_GE(session->history().size(), own.size());
  for (const twb::HistoryPoint& p : session->history()) EXPECT_LE(p.step, 2);
  ASSERT_EQ(session->head_telemetry().samples().size(), 2u);
  EXPECT_EQ(session->head_telemetry().samples().front().step, 1);
  EXPECT_EQ(session->head_telemetry().samples().back().step, 2);
}
