// The attention time-lapse: the cadence of its frames, even thinning under the cap, the byte
// budget, the frames equal to the Attention tab's maps, checkpoints (identical frames after a save
// and load, old checkpoints without one, resuming continues it) and the settings' errors; and the
// kinds of attention each task names for the views.

#include <gtest/gtest.h>

#include <filesystem>

#include "inspect/timelapse.h"
#include "io/safetensors.h"
#include "task/task.h"
#include "test_support.h"
#include "train/session.h"

using namespace twb;
namespace fs = std::filesystem;
using twb::testing::error_message;
using twb::testing::temp_path;

namespace {

// A made-up frame: one kind of layers × heads maps of rows × cols, every value `fill`.
TimelapseMaps fake_maps(int layers, int heads, int rows, int cols, float fill = 0.5f) {
  TimelapseMaps maps;
  TimelapseKind k;
  k.kind = "cross";
  k.layers = layers, k.heads = heads, k.rows = rows, k.cols = cols;
  maps.layout.push_back(k);
  maps.values.assign(k.floats(), fill);
  return maps;
}

ExperimentSettings small_settings(const std::string& task, const std::string& dataset, int every) {
  ExperimentSettings s = default_settings(task);
  s.dataset = dataset;
  s.model.d_model = 32, s.model.d_ff = 64;
  s.trainer.batch_tokens = 512;  // a frame's cadence and contents do not depend on the batch's size
  s.eval_sentences = 10;
  s.timelapse_every = every;
  return s;
}

void expect_same_frames(const AttentionTimelapse& a, const AttentionTimelapse& b) {
  ASSERT_EQ(a.frames().size(), b.frames().size());
  for (size_t i = 0; i < a.frames().size(); ++i) {
    EXPECT_EQ(a.frames()[i].step, b.frames()[i].step);
    EXPECT_EQ(a.frames()[i].loss, b.frames()[i].loss);
    EXPECT_EQ(a.frames()[i].values, b.frames()[i].values) << "frame " << i;  // exact float equality
  }
  ASSERT_EQ(a.layout().size(), b.layout().size());
  for (size_t k = 0; k < a.layout().size(); ++k) {
    EXPECT_EQ(a.layout()[k].kind, b.layout()[k].kind);
    EXPECT_EQ(a.layout()[k].row_labels, b.layout()[k].row_labels);
    EXPECT_EQ(a.layout()[k].column_labels, b.layout()[k].column_labels);
  }
  EXPECT_EQ(a.probe().source, b.probe().source);
  EXPECT_EQ(a.probe().target, b.probe().target);
  EXPECT_EQ(a.interval(), b.interval());
  EXPECT_EQ(a.every(), b.every());
}

}  // namespace

TEST(Timelapse, RecordsEveryNStepsAfterTheOptimizerStep) {
  auto session = create_session(small_settings("translate", "numbers-en-de", 4));
  std::vector<int64_t> recorded;
  for (int i = 0; i < 13; ++i) {
    const StepReport r = session->step();
    if (session->timelapse_recorded()) recorded.push_back(r.step);
  }
  EXPECT_EQ(recorded, (std::vector<int64_t>{4, 8, 12}));
  const AttentionTimelapse& t = session->timelapse();
  ASSERT_EQ(t.frames().size(), 3u);
  EXPECT_EQ(t.frames()[1].step, 8);
  EXPECT_GT(t.frames()[1].loss, 0);
  // The probe: the first validation source with its reference, teacher-forced.
  const auto first = session->validation_examples(1).front();
  EXPECT_EQ(t.probe().source, first.text);
  EXPECT_EQ(t.probe().target, first.expected);
  // Every kind of the encoder–decoder, every layer and head.
  ASSERT_EQ(t.layout().size(), 3u);
  EXPECT_EQ(t.layout()[0].kind, "encoder");
  EXPECT_EQ(t.layout()[1].kind, "decoder");
  EXPECT_EQ(t.layout()[2].kind, "cross");
  EXPECT_EQ(t.layout()[2].layers, session->model_config().decoder_layers);
  EXPECT_EQ(t.layout()[2].heads, session->model_config().heads);
  // Off: nothing is recorded.
  auto off = create_session(small_settings("translate", "numbers-en-de", 0));
  for (int i = 0; i < 5; ++i) off->step();
  EXPECT_TRUE(off->timelapse().empty());
}

TEST(Timelapse, TheLastFrameIsTheAttentionTabsMapOfTheProbe) {
  auto session = create_session(small_settings("translate", "numbers-en-de", 3));
  for (int i = 0; i < 3; ++i) session->step();
  const AttentionTimelapse& t = session->timelapse();
  ASSERT_EQ(t.frames().size(), 1u);
  const auto snapshot = task_named("translate").inspect(*session)->attention(t.probe().source, t.probe().target);
  for (int layer = 0; layer < snapshot.decoder_layers; ++layer)
    for (int head = 0; head < snapshot.heads; ++head) {
      const inspect::Heatmap frame = inspect::timelapse_heatmap(t, 0, "cross", layer, head);
      const inspect::Heatmap& tab = snapshot.map(AttentionKind::cross, layer, head);
      ASSERT_EQ(frame.values.size(), tab.values.size());
      for (size_t i = 0; i < tab.values.size(); ++i) EXPECT_EQ(frame.values[i], static_cast<float>(tab.values[i]));
      EXPECT_EQ(frame.row_labels, tab.row_labels);
      EXPECT_EQ(frame.column_labels, tab.column_labels);
    }
  EXPECT_NE(inspect::timelapse_heatmap(t, 0, "cross", 1, 2).title.find("layer 2, head 3 · step 3"), std::string::npos);
  EXPECT_NE(error_message([&] { inspect::timelapse_heatmap(t, 0, "cross", 0, 99); }).find("heads 0–"),
            std::string::npos);
  EXPECT_NE(error_message([&] { inspect::timelapse_heatmap(t, 5, "cross", 0, 0); }).find("no time-lapse frame 5"),
            std::string::npos);
}

TEST(Timelapse, ThinsEvenlyWhenFullAndNeverExceedsTheCap) {
  for (int cap : {2, 5, 8, 200}) {
    AttentionTimelapse t(3, cap);
    for (int64_t step = 1; step <= 1000; ++step)
      if (t.due(step)) t.record(step, 1.0 / double(step), fake_maps(1, 2, 3, 4));
    ASSERT_LE(static_cast<int>(t.frames().size()), cap) << cap;
    ASSERT_GE(t.frames().size(), size_t(cap / 2)) << cap;
    // Evenly spaced: every gap is the current interval, and the frames reach the end of the run.
    for (size_t i = 0; i < t.frames().size(); ++i)
      EXPECT_EQ(t.frames()[i].step, int64_t(t.interval()) * int64_t(i + 1)) << cap;
    EXPECT_GT(t.frames().back().step, 1000 - 2 * t.interval()) << cap;
    EXPECT_EQ(t.interval() % 3, 0);
  }
  // 200 frames of every 25 steps cover 5000 steps; at step 5025 the first thinning keeps 50, 100, …
  AttentionTimelapse t(25, 200);
  bool thinned = false;
  for (int64_t step = 25; step <= 5050; step += 25) {
    t.record(step, 0, fake_maps(1, 1, 2, 2));
    thinned = thinned || t.thinned();
  }
  EXPECT_TRUE(thinned);
  EXPECT_EQ(t.interval(), 50);
  EXPECT_EQ(t.frames().front().step, 50);
  EXPECT_EQ(t.frames().back().step, 5050);
  EXPECT_EQ(t.frames().size(), 101u);
}

TEST(Timelapse, AByteBudgetLowersTheCapForBigModels) {
  AttentionTimelapse t(1, 200);
  EXPECT_EQ(t.cap(), 200);
  t.record(1, 0, fake_maps(2, 8, 256, 256));  // 4 MiB a frame
  EXPECT_EQ(t.frame_bytes(), size_t(2 * 8 * 256 * 256 * 4));
  EXPECT_EQ(t.cap(), 16);  // 64 MiB / 4 MiB
  for (int64_t step = 2; step <= 100; ++step)
    if (t.due(step)) t.record(step, 0, fake_maps(2, 8, 256, 256));
  EXPECT_LE(t.frames().size(), 16u);
  // A small model keeps the setting.
  AttentionTimelapse small(1, 200);
  small.record(1, 0, fake_maps(2, 4, 10, 8));
  EXPECT_EQ(small.cap(), 200);
}

TEST(Timelapse, ACheckpointReloadsIdenticalFramesAndResumingContinuesIt) {
  for (const auto& [task, dataset] :
       {std::pair{"translate", "numbers-en-de"}, std::pair{"lm", "arithmetic"}, std::pair{"classify", "sentiment"}}) {
    ExperimentSettings settings = small_settings(task, dataset, 2);
    settings.timelapse_frames = 4;
    auto session = create_session(settings);
    for (int i = 0; i < 11; ++i) session->step();
    const AttentionTimelapse& saved = session->timelapse();
    // Frames at 2, 4, 6, 8; full at 10: thinned to 4, 8, and 10 falls between the doubled interval's frames.
    ASSERT_EQ(saved.frames().size(), 2u) << task;
    EXPECT_EQ(saved.frames()[0].step, 4);
    EXPECT_EQ(saved.frames()[1].step, 8);
    EXPECT_EQ(saved.interval(), 4) << task;
    const std::string path = temp_path(std::string(task) + "-timelapse.safetensors");
    session->save(path);

    expect_same_frames(saved, inspect::load_timelapse(path));
    auto resumed = resume_session(path);
    expect_same_frames(saved, resumed->timelapse());
    // Resuming continues the time-lapse: the next due step of the (doubled) interval is added.
    for (int i = 0; i < 1; ++i) resumed->step();  // step 12
    ASSERT_EQ(resumed->timelapse().frames().size(), saved.frames().size() + 1) << task;
    EXPECT_EQ(resumed->timelapse().frames().back().step, 12);
    const std::string first_kind = std::string(task) == "lm" ? "decoder" : "encoder";
    EXPECT_EQ(resumed->timelapse().layout().front().kind, first_kind) << task;
    EXPECT_EQ(resumed->timelapse().layout().size(), std::string(task) == "translate" ? 3u : 1u);
    fs::remove(path);
  }
}

TEST(Timelapse, ACheckpointWithoutOneLoadsWithAnEmptyTimelapse) {
  auto session = create_session(small_settings("translate", "numbers-en-de", 2));
  for (int i = 0; i < 4; ++i) session->step();
  const std::string path = temp_path("old-checkpoint.safetensors");
  session->save(path);
  // Strip it, as a checkpoint written before the time-lapse.
  io::SafetensorsFile file = io::read_safetensors(path);
  ASSERT_TRUE(file.contains("timelapse.attention"));
  ASSERT_TRUE(file.metadata.count("timelapse"));
  file.tensors.erase("timelapse.attention");
  file.metadata.erase("timelapse");
  io::write_safetensors(path, file);

  EXPECT_TRUE(inspect::load_timelapse(path).empty());
  auto resumed = resume_session(path);
  EXPECT_TRUE(resumed->timelapse().empty());
  EXPECT_EQ(resumed->steps(), 4);
  // It goes on with the default settings: every 25 steps, at most 200 frames.
  EXPECT_EQ(resumed->timelapse().every(), 25);
  EXPECT_EQ(resumed->timelapse().requested_cap(), 200);
  EXPECT_NO_THROW(resumed->step());
  fs::remove(path);
}

TEST(Timelapse, ANewProbeStartsAgainAndAnUnreadableOneStopsOnlyTheTimelapse) {
  auto session = create_session(small_settings("translate", "numbers-en-de", 1));
  session->step();
  ASSERT_EQ(session->timelapse().frames().size(), 1u);
  session->set_timelapse_probe("two hundred", "zwei hundert");
  EXPECT_TRUE(session->timelapse().empty());
  session->step();
  ASSERT_EQ(session->timelapse().frames().size(), 1u);
  EXPECT_EQ(session->timelapse().probe().source, "two hundred");
  EXPECT_EQ(session->timelapse().kind("encoder")->rows, 2);
  EXPECT_EQ(session->timelapse().kind("cross")->rows, 3);  // zwei hundert <eos>
  // A probe with no target: the model's own translation at the first frame, kept for the rest.
  session->set_timelapse_probe("seven");
  session->step();
  EXPECT_FALSE(session->timelapse().probe().target.empty());
  // An empty probe sentence for the classifier cannot be read: training goes on, with a note.
  auto classifier = create_session(small_settings("classify", "sentiment", 1));
  classifier->set_timelapse_probe("   ");
  const size_t notes = classifier->notes().size();
  EXPECT_NO_THROW(classifier->step());
  EXPECT_TRUE(classifier->timelapse().empty());
  ASSERT_EQ(classifier->notes().size(), notes + 1);
  EXPECT_NE(classifier->notes().back().find("time-lapse stopped"), std::string::npos);
}

TEST(Timelapse, SettingsAreValidatedWithClearErrors) {
  ExperimentSettings s = default_settings("translate");
  s.dataset = "numbers-en-de";
  s.set("timelapse_every=50");
  s.set("timelapse_frames=64");
  s.set("timelapse_probe=one hundred");
  EXPECT_EQ(s.timelapse_every, 50);
  EXPECT_EQ(s.timelapse_frames, 64);
  EXPECT_EQ(s.timelapse_probe, "one hundred");
  EXPECT_NO_THROW(s.validate());
  EXPECT_NE(error_message([&] { s.set("timelapse_every=often"); }).find("not a whole number"), std::string::npos);
  s.timelapse_every = -1;
  EXPECT_NE(error_message([&] { s.validate(); }).find("timelapse_every = -1 must not be negative"), std::string::npos);
  s.timelapse_every = 0;
  s.timelapse_frames = 1;
  EXPECT_NE(error_message([&] { s.validate(); }).find("timelapse_frames = 1 must be at least 2"), std::string::npos);
}

TEST(Timelapse, ArgmaxAlignmentIsEachRowsLargestColumn) {
  inspect::Heatmap map;
  map.rows = 3, map.cols = 3;
  map.values = {0.1, 0.7, 0.2, 0.5, 0.2, 0.3, 0.3, 0.3, 0.4};
  EXPECT_EQ(inspect::argmax_alignment(map), (std::vector<int>{1, 0, 2}));
}

// The kinds of attention a task names for the views are exactly the maps its model has, in the
// model's order, and its main kind comes first where a list opens on its first entry.
TEST(TaskAttentionKinds, AreTheMapsItsModelHasInTheModelsOrder) {
  for (const Task* task : all_tasks()) {
    SCOPED_TRACE(task->name());
    auto session = create_session(small_settings(task->name(), task->usual_dataset(), 0));
    const TextExample example = session->validation_examples(1).front();
    const inspect::AttentionSnapshot snapshot = task->inspect(*session)->attention(example.text, example.expected);
    std::vector<AttentionKind> has;
    if (!snapshot.encoder_self.empty()) has.push_back(AttentionKind::encoder_self);
    if (!snapshot.decoder_self.empty()) has.push_back(AttentionKind::decoder_self);
    if (!snapshot.cross.empty()) has.push_back(AttentionKind::cross);
    std::vector<AttentionKind> named;
    for (const AttentionKindName& k : task->attention_kinds()) {
      named.push_back(k.kind);
      EXPECT_FALSE(k.title.empty());
      EXPECT_FALSE(k.short_name.empty());
    }
    EXPECT_EQ(named, has);
    const auto main_first = task->attention_kinds_main_first();
    ASSERT_EQ(main_first.size(), has.size());
    EXPECT_EQ(main_first.front().kind, task->main_attention_kind());
  }
}
