// Two runs side by side (core/inspect/run_comparison.h) and the learning-rate preview
// (core/inspect/schedule_preview.h): the settings diff, the one-click lessons change exactly one
// setting, the curves aligned by steps and by wall time, a checkpoint's run read back, and the
// preview equal to the rates the trainer actually used.
#include <gtest/gtest.h>

#include <cstdio>

#include "inspect/run_comparison.h"
#include "inspect/schedule_preview.h"
#include "task/task.h"
#include "tensor/parallel.h"
#include "test_support.h"

namespace twb {
namespace {

using testing::error_message;
using testing::temp_path;

ExperimentSettings tiny_translation() {
  ExperimentSettings settings = default_settings("translate");
  settings.dataset = "numbers-en-de";
  settings.set("d_model=16");
  settings.set("d_ff=32");
  settings.set("heads=2");
  settings.set("encoder_layers=1");
  settings.set("decoder_layers=1");
  settings.set("batch_tokens=256");
  settings.set("warmup_steps=4");
  settings.set("eval_sentences=4");
  return settings;
}

TEST(SettingsDiff, NamesEachChangedSettingWithBothValues) {
  const ExperimentSettings a = tiny_translation();
  EXPECT_TRUE(inspect::settings_diff(a, a).empty());
  EXPECT_EQ(inspect::describe_diff({}), "the same settings");

  ExperimentSettings b = a;
  b.set("d_model=32");
  b.set("label_smoothing=0");
  const auto diff = inspect::settings_diff(a, b);
  ASSERT_EQ(diff.size(), 2u);
  EXPECT_EQ(diff[0].key, "d_model");
  EXPECT_EQ(diff[0].current, "16");
  EXPECT_EQ(diff[0].reference, "32");
  EXPECT_EQ(diff[1].key, "label_smoothing");
  EXPECT_EQ(diff[1].current, "0.1");
  EXPECT_EQ(diff[1].reference, "0.0");
  EXPECT_NE(inspect::describe_diff(diff).find("2 settings differ"), std::string::npos);

  // The vocabulary sizes come from the data: not a setting.
  ExperimentSettings c = a;
  c.model.source_vocab = 99;
  EXPECT_TRUE(inspect::settings_diff(a, c).empty());
}

TEST(Lessons, EachChangesExactlyItsSettingAndTogglesBack) {
  for (const char* task : {"translate", "lm", "classify"}) {
    const ExperimentSettings base = default_settings(task);
    for (const inspect::ComparisonLesson& lesson : inspect::comparison_lessons()) {
      SCOPED_TRACE(std::string(task) + " / " + lesson.name);
      const ExperimentSettings second = inspect::lesson_settings(base, lesson.name);
      const auto diff = inspect::settings_diff(base, second);
      ASSERT_EQ(diff.size(), 1u);
      EXPECT_EQ(diff.front().key, lesson.key);
      EXPECT_EQ(inspect::describe_diff(diff).rfind("only " + lesson.key + " changed", 0), 0u);
      // The same lesson on the second run gives the first back.
      EXPECT_TRUE(inspect::settings_diff(base, inspect::lesson_settings(second, lesson.name)).empty());
      EXPECT_NO_THROW(second.model.validate());
    }
  }
  const ExperimentSettings base = tiny_translation();
  EXPECT_EQ(inspect::lesson_settings(base, "norm").model.norm_placement, NormPlacement::pre);
  EXPECT_FALSE(inspect::lesson_settings(base, "scale_scores").model.scale_scores);
  EXPECT_EQ(inspect::lesson_settings(base, "positions").model.positions, PositionKind::learned);
  EXPECT_EQ(inspect::lesson_settings(base, "label_smoothing").trainer.label_smoothing, 0.0);
  ExperimentSettings smoothed = base;
  smoothed.set("label_smoothing=0.2");
  EXPECT_EQ(inspect::lesson_settings(smoothed, "label_smoothing").trainer.label_smoothing, 0.0);
  // The setting's key names its lesson too.
  EXPECT_EQ(inspect::comparison_lesson("norm_placement").name, "norm");
  EXPECT_NE(error_message([&] { inspect::lesson_settings(base, "dropout"); }).find("norm, scale_scores"),
            std::string::npos);
}

std::vector<HistoryPoint> history(
    std::initializer_list<std::tuple<int64_t, double, double, std::optional<double>>> points) {
  std::vector<HistoryPoint> h;
  for (const auto& [step, seconds, loss, validation] : points) {
    HistoryPoint p;
    p.step = step;
    p.elapsed_seconds = seconds;
    p.train_loss = loss;
    p.validation_loss = validation;
    if (validation) p.validation_bleu = 1 - *validation / 10;
    h.push_back(p);
  }
  return h;
}

TEST(Curves, AlignByStepsAndByWallTime) {
  // The reference run is twice as slow per step.
  const auto current = history({{10, 1.0, 5.0, {}}, {20, 2.0, 4.0, 4.5}, {30, 3.0, 3.0, 3.5}});
  const auto reference = history({{10, 2.0, 6.0, {}}, {20, 4.0, 5.0, 5.5}});
  const auto bleu = &HistoryPoint::validation_bleu;

  const auto by_steps = inspect::run_curves(current, inspect::CurveAxis::steps, bleu, 100);
  EXPECT_EQ(by_steps.train_loss.x, (std::vector<double>{10, 20, 30}));
  EXPECT_EQ(by_steps.validation_loss.x, (std::vector<double>{20, 30}));
  ASSERT_EQ(by_steps.score.y.size(), 2u);
  EXPECT_DOUBLE_EQ(by_steps.score.y[0], 55.0);  // (1 - 0.45) × 100

  const auto now = inspect::run_curves(current, inspect::CurveAxis::wall_time, bleu);
  const auto then = inspect::run_curves(reference, inspect::CurveAxis::wall_time, bleu);
  EXPECT_EQ(now.train_loss.x, (std::vector<double>{1, 2, 3}));
  EXPECT_EQ(then.train_loss.x, (std::vector<double>{2, 4}));
  // At 2 s the current run has taken 20 steps (loss 4), the reference 10 (loss 6): one row holds both.
  const auto table = inspect::comparison_table(now, then);
  ASSERT_EQ(table.size(), 4u);  // 1, 2, 3, 4 seconds
  EXPECT_EQ(table[1].x, 2.0);
  EXPECT_EQ(table[1].values[0], 4.0);
  EXPECT_EQ(table[1].values[3], 6.0);
  EXPECT_FALSE(table[0].values[3].has_value());  // the reference has no point at 1 s
  EXPECT_EQ(table[3].values[4], 5.5);
  // Between its points a curve is read linearly; outside them not at all.
  EXPECT_DOUBLE_EQ(*inspect::value_at(then.train_loss, 3.0), 5.5);
  EXPECT_FALSE(inspect::value_at(then.train_loss, 5.0).has_value());

  EXPECT_EQ(inspect::parse_axis("time"), inspect::CurveAxis::wall_time);
  EXPECT_NE(error_message([] { inspect::parse_axis("epochs"); }).find("steps or time"), std::string::npos);
}

TEST(SchedulePreview, EqualsTheRatesTheTrainerUses) {
  set_num_threads(1);
  for (const char* schedule : {"warmup_inverse_sqrt", "constant", "plateau"}) {
    SCOPED_TRACE(schedule);
    ExperimentSettings settings = tiny_translation();
    settings.set(std::string("schedule=") + schedule);
    const auto preview = inspect::schedule_preview(settings.trainer, 12);
    ASSERT_EQ(preview.learning_rate.size(), 12u);
    auto session = create_session(settings);
    for (int i = 0; i < 12; ++i) {
      const StepReport report = session->step();
      // The step numbered report.step - 1 (0-based) used this rate.
      EXPECT_DOUBLE_EQ(report.learning_rate, preview.learning_rate[static_cast<size_t>(report.step - 1)]);
    }
  }
  ExperimentSettings settings = tiny_translation();
  const auto preview = inspect::schedule_preview(settings.trainer, 20);
  // Warm-up rises to the peak at step `warmup` - 1, then decays as 1/√step.
  EXPECT_LT(preview.learning_rate[0], preview.learning_rate[3]);
  EXPECT_DOUBLE_EQ(preview.peak, settings.trainer.learning_rate);
  EXPECT_GT(preview.learning_rate[3], preview.learning_rate[19]);
  EXPECT_EQ(inspect::schedule_preview_steps(settings.trainer), 1000);
  settings.set("warmup_steps=4000");
  EXPECT_EQ(inspect::schedule_preview_steps(settings.trainer), 20000);
  EXPECT_NE(error_message([&] { inspect::schedule_preview(settings.trainer, 0); }).find("at least 1 step"),
            std::string::npos);
}

TEST(LoadRun, ReadsACheckpointsSettingsAndHistory) {
  set_num_threads(1);
  ExperimentSettings settings = inspect::lesson_settings(tiny_translation(), "norm");
  auto session = create_session(settings);
  for (int i = 0; i < 3; ++i) session->step();
  session->evaluate();
  for (int i = 0; i < 2; ++i) session->step();
  session->record_point();
  const std::string path = temp_path("comparison_run.safetensors");
  session->save(path);

  const inspect::RunRecord run = inspect::load_run(path);
  EXPECT_EQ(run.path, path);
  EXPECT_TRUE(inspect::settings_diff(session->settings(), run.settings).empty())
      << inspect::describe_diff(inspect::settings_diff(session->settings(), run.settings));
  ASSERT_EQ(run.history.size(), 2u);
  EXPECT_EQ(run.history[0].step, 3);
  EXPECT_TRUE(run.history[0].validation_loss.has_value());
  EXPECT_EQ(run.history[1].step, 5);
  // Against the run before the lesson (the languages as the dataset named them): only the
  // normalisation differs.
  ExperimentSettings before = tiny_translation();
  before.source_language = run.settings.source_language;
  before.target_language = run.settings.target_language;
  EXPECT_EQ(run.settings.source_language, "en");
  const auto diff = inspect::settings_diff(before, run.settings);
  ASSERT_EQ(diff.size(), 1u) << inspect::describe_diff(diff);
  EXPECT_EQ(diff.front().key, "norm_placement");
  std::remove(path.c_str());

  EXPECT_NE(error_message([] { inspect::load_run(temp_path("no_such_run.safetensors")); }).find("no_such_run"),
            std::string::npos);
}

}  // namespace
}  // namespace twb
