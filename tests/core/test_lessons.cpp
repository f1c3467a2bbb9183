// Lessons (core/lesson): the file format and its errors, the folders lessons load from, and the
// checks' figures against the engine's own numbers on a short run.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "lesson/lesson_checks.h"
#include "lesson/lesson_run.h"
#include "task/task.h"
#include "test_support.h"

namespace fs = std::filesystem;
using twb::testing::temp_path;

namespace {

const std::string kHeader = "---\ntitle: A lesson\nsummary: One idea.\nminutes: 1\n---\n\n";

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

// The LessonError a text gives, as "file:line: message".
std::string lesson_error(const std::string& text, const std::string& file = "broken.md",
                         const twb::LessonViews* views = nullptr) {
  try {
    twb::parse_lesson(text, file, views);
  } catch (const twb::LessonError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a LessonError for:\n" << text;
  return {};
}

}  // namespace

TEST(Lessons, AFileReadsAsItsHeaderStepsDirectivesChecksAndText) {
  const twb::Lesson lesson =
      twb::parse_lesson(kHeader +
                            "# Title line\n\n"
                            "## First\n"
                            "run: task=translate data=numbers-en-de preset=tiny d_model=32\n"
                            "compare: scale_scores=false\n"
                            "show: view=attention kind=cross layer=2 head=1 sentence=\"one two\"\n"
                            "train: steps=40\n"
                            "check: metric validation_bleu >= 0.5 * validation_bleu of comparison\n"
                            "check: role aligner kind=cross layer=1\n"
                            "check: aligns zwei<-two eins<-one sentence=\"one two\"\n"
                            "\n"
                            "Some **text**.\n\nA second paragraph.\n\n"
                            "## Second\n"
                            "Text straight away: not a directive.\n",
                        "/somewhere/my-lesson.md");
  EXPECT_EQ(lesson.name, "my-lesson");
  EXPECT_EQ(lesson.title, "A lesson");
  EXPECT_EQ(lesson.minutes, 1);
  ASSERT_EQ(lesson.steps.size(), 2u);
  const twb::LessonStep& first = lesson.steps[0];
  EXPECT_EQ(first.title, "First");
  EXPECT_EQ(first.line, 9);
  EXPECT_EQ(first.run, (std::vector<std::string>{"task=translate", "data=numbers-en-de", "preset=tiny", "d_model=32"}));
  EXPECT_EQ(first.compare, (std::vector<std::string>{"scale_scores=false"}));
  ASSERT_TRUE(first.show);
  EXPECT_EQ(first.show->view, "attention");
  EXPECT_EQ(*first.show->layer, 1);  // the window's layer 2
  EXPECT_EQ(*first.show->head, 0);
  EXPECT_EQ(first.show->sentence, "one two");
  EXPECT_EQ(first.train_steps, 40);
  ASSERT_EQ(first.checks.size(), 3u);
  EXPECT_EQ(first.checks[0].kind, twb::CheckKind::metric);
  EXPECT_EQ(first.checks[0].line, 14);
  EXPECT_EQ(first.checks[0].left.metric, "validation_bleu");
  EXPECT_EQ(first.checks[0].op, ">=");
  EXPECT_EQ(first.checks[0].right.factor, 0.5);
  EXPECT_TRUE(first.checks[0].right.of_comparison);
  EXPECT_EQ(first.checks[1].role, "aligner");
  EXPECT_EQ(*first.checks[1].layer, 0);
  EXPECT_EQ(first.checks[2].pairs.size(), 2u);
  EXPECT_EQ(first.checks[2].pairs[0], (std::pair<std::string, std::string>{"zwei", "two"}));
  EXPECT_EQ(first.text, "Some **text**.\n\nA second paragraph.\n");
  EXPECT_EQ(lesson.steps[1].text, "Text straight away: not a directive.\n");
}

// Each malformed file names itself, the line and what is wrong.
TEST(Lessons, EachMalformedFileGetsItsOwnClearError) {
  const std::string run = "## S\nrun: task=translate data=numbers-en-de\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"## S\ntext\n", "broken.md:1: a lesson starts with its header"},
      {"---\ntitle: T\nsummary: S\nminutes: 1\n", "broken.md:1: the header that opens here is not closed"},
      {"---\ntitle: T\nminutes: 1\n---\n## S\ntext\n", "broken.md:1: the header has no summary:"},
      {"---\ntitle: T\nsummary: S\nminutes: soon\n---\n", "broken.md:4: minutes: 'soon' is not a number"},
      {"---\ntitle: T\nsummary: S\nminutes: 1\nlevel: easy\n---\n", "broken.md:5: unknown header key 'level'"},
      {kHeader, "no steps; each step starts with a line '## Title'"},
      {kHeader + "Some words first.\n## S\ntext\n", "broken.md:7: text before the first step"},
      {kHeader + "## S\nchek: metric train_loss < 1\n", "broken.md:8: unknown directive 'chek'"},
      {kHeader + "## S\nrun: task=translate\n", "broken.md:8: run: which data?"},
      {kHeader + "## S\nrun: task=summarise data=x\n", "broken.md:8: run: unknown task 'summarise'"},
      {kHeader + "## S\nrun: task=translate data=numbers-en-de d_model=banana\n", "broken.md:8: run: d_model=banana"},
      {kHeader + "## S\nrun: task=translate data=numbers-en-de preset=huge\n",
       "broken.md:8: run: unknown preset 'huge'"},
      {kHeader + "## S\ntrain: steps=10\n", "broken.md:8: train: there is no run yet"},
      {kHeader + run + "train: steps=10 minutes=1\n", "broken.md:9: train: say how long"},
      {kHeader + run + "show: view=Attention\n", "broken.md:9: show: 'Attention' is not a view's id"},
      {kHeader + run + "show: kind=cross\n", "broken.md:9: show: which view?"},
      {kHeader + run + "show: tab=attention layer=0\n",
       "broken.md:9: show: layer '0' is not a whole number of at least 1"},
      {kHeader + run + "check: guess the answer\n", "broken.md:9: check: unknown kind of check 'guess'"},
      {kHeader + run + "check: metric validation_blue >= 9\n",
       "broken.md:9: check: metric: unknown metric 'validation_blue'"},
      {kHeader + run + "check: metric validation_bleu 90\n", "broken.md:9: check: metric: no comparison"},
      {kHeader + run + "check: metric train_loss < train_loss of comparison\n",
       "broken.md:9: check: reads the comparison, but there is none"},
      {kHeader + run + "check: role genius\n", "broken.md:9: check: role: unknown role 'genius'"},
      {kHeader + run + "check: aligns sechs-six sentence=\"six\"\n",
       "broken.md:9: check: aligns: 'sechs-six' is not TARGET<-SOURCE"},
      {kHeader + run + "check: aligns sentence=\"six\"\n", "broken.md:9: check: aligns: name the words"},
      {kHeader + run + "check: aligns sechs<-six\n", "broken.md:9: check: aligns: which sentence?"},
      {kHeader + run + "check: needed kind=cross\n", "broken.md:9: check: needed: say which measure"},
      {kHeader + run + "check: role aligner kind=sideways\n", "broken.md:9: kind=sideways: the kinds of attention are"},
      {kHeader + run + "train: steps=5\ncompare: scale_scores=false\n",
       "broken.md:10: compare: the run has trained already"},
      {kHeader + run + "show: tab=attention sentence=\"one two\n", "broken.md:9: a quotation mark is not closed"},
      {kHeader + run + "run: task=lm data=arithmetic\n", "broken.md:9: a step has one run:"},
      {kHeader + run + "\ntext\n## \ntext\n", "broken.md:11: a step's heading '## ' has no title"},
      {kHeader + run + "check: metric train_loss < 1\nA sentence right under the directives.\n",
       "broken.md:10: expected a directive"},
  };
  std::set<std::string> messages;
  for (const auto& [text, expected] : cases) {
    const std::string message = lesson_error(text);
    EXPECT_CONTAINS(message, expected);
    EXPECT_TRUE(messages.insert(message).second) << "the same message twice: " << message;
  }
  EXPECT_GE(messages.size(), 10u);
}

// A teacher's lessons load from the user folder beside the bundled ones; a broken file is left out
// with its error, and a teacher's lesson of a bundled name replaces it.
TEST(Lessons, ATeachersFolderLoadsBesideTheBundledOnesAndABrokenFileLeavesTheRestLoaded) {
  const fs::path home = temp_path("lesson_home");
  fs::remove_all(home);
  const fs::path user = home / "transformer-workbench" / "lessons";
  write(user / "class-1.md",
        "---\ntitle: Our first class\nsummary: Copying.\nminutes: 1\norder: 5\n---\n"
        "## Copy\nrun: task=translate data=copy\ntrain: steps=20\ncheck: metric train_loss < 100\n");
  write(user / "broken.md", kHeader + "## S\nrun: task=translate\n");
  write(user / "masks.md", "---\ntitle: Masks, our way\nsummary: S\nminutes: 1\n---\n## S\ntext\n");
  write(user / "notes.txt", "not a lesson");
  const char* before = std::getenv("XDG_DATA_HOME");
  const std::string saved = before ? before : "";
  setenv("XDG_DATA_HOME", home.c_str(), 1);
  EXPECT_EQ(twb::user_lessons_directory(), user.string());
  const twb::LessonLibrary library = twb::load_lessons();
  if (before)
    setenv("XDG_DATA_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_DATA_HOME");

  ASSERT_NE(library.find("class-1"), nullptr);
  EXPECT_EQ(library.lessons.front().name, "class-1");  // order 5 comes first
  ASSERT_EQ(library.errors.size(), 1u);
  EXPECT_CONTAINS(library.errors[0], "broken.md:8: run: which data?");
  ASSERT_NE(library.find("masks"), nullptr);
  EXPECT_EQ(library.find("masks")->title, "Masks, our way");
  ASSERT_EQ(library.notes.size(), 1u);
  EXPECT_CONTAINS(library.notes[0], "replaces the lesson of");
  // Every bundled lesson still loads.
  const twb::LessonLibrary bundled = twb::load_lessons({twb::bundled_lessons_directory()});
  EXPECT_TRUE(bundled.errors.empty()) << bundled.errors.front();
  EXPECT_GE(bundled.lessons.size(), 10u);
  for (const twb::Lesson& lesson : bundled.lessons) EXPECT_NE(library.find(lesson.name), nullptr) << lesson.name;
  fs::remove_all(home);
}

// The checks report the engine's own figures: the history's metrics, the telemetry's roles, the
// argmax of the model's own cross-attention, the model's causal attention, the ablation grid.
TEST(LessonChecks, FiguresAreTheEnginesOwn) {
  const twb::Lesson lesson = twb::parse_lesson(
      kHeader +
          "## S\nrun: task=translate data=numbers-en-de d_model=32 heads=2 layers=1 d_ff=64 heads_every=10\n"
          "compare: label_smoothing=0\n"
          "train: steps=30\n"
          "check: metric validation_loss < 1000\n"
          "check: metric validation_loss < 0.001 * validation_loss of comparison\n"
          "check: metric train_loss > 0\n"
          "check: role broad\n"
          "check: masked kind=decoder\n"
          "check: aligns ein<-one sentence=\"one\"\n"
          "check: needed measure=loss by=1000\n",
      "checks.md");
  const twb::LessonOutcome outcome = twb::run_lesson(lesson);
  ASSERT_EQ(outcome.steps.size(), 1u);
  const auto& checks = outcome.steps[0].checks;
  ASSERT_EQ(checks.size(), 7u);
  EXPECT_EQ(outcome.steps[0].trained, 30);
  EXPECT_TRUE(checks[0].result.passed);
  EXPECT_EQ(checks[0].result.step, 30);
  EXPECT_FALSE(checks[1].result.passed);  // a thousandth of the comparison's loss: not on this run
  EXPECT_TRUE(checks[2].result.passed);
  EXPECT_TRUE(checks[4].result.passed) << checks[4].result.figure;
  EXPECT_CONTAINS(checks[4].result.figure, ": 0");
  EXPECT_FALSE(checks[6].result.passed);  // no head is worth 1000 nats
  EXPECT_FALSE(outcome.passed);

  // The same figures from the engine directly, on a session trained the same way.
  twb::ExperimentSettings settings = twb::lesson_run_settings(lesson.steps[0].run);
  auto run = twb::task_named("translate").create(settings);
  for (int i = 0; i < 30; ++i) {
    run->step();
    if (run->evaluation_due()) run->evaluate();
  }
  if (!run->evaluated_at_last_step()) run->evaluate();
  const auto& last = run->history().back();
  char shown[32];
  std::snprintf(shown, sizeof shown, "%.4g", *last.validation_loss);
  EXPECT_EQ(checks[0].result.figure,
            std::string("the validation loss reached ") + shown + ", below the 1000 this step asks for");
  // Not held: what the run shows, in words, and what the step asks for.
  EXPECT_CONTAINS(checks[1].result.figure, "the validation loss is ");
  EXPECT_CONTAINS(checks[1].result.figure,
                  "; this step asks for it to be below 0.001 × the validation loss of the comparison run (");
  // Before a run: what the check asks.
  EXPECT_EQ(twb::describe_check(lesson.steps[0].checks[0]), "the validation loss of less than 1000");
  EXPECT_EQ(twb::describe_check(lesson.steps[0].checks[3]), "a broad head");
  // The role: the telemetry's broad heads.
  const auto roled = twb::roled_heads(run->head_telemetry());
  bool broad = false;
  for (const auto& h : roled)
    for (const auto& r : h.roles) broad = broad || r.rule->key == "broad";
  EXPECT_EQ(checks[3].result.passed, broad) << checks[3].result.figure;
  // aligns: the argmax of the model's own cross-attention row of "ein".
  const auto snap = twb::task_named("translate").inspect(*run)->attention("one");
  bool any_head = false;
  const auto row = std::find(snap.target_tokens.begin(), snap.target_tokens.end(), "ein");
  if (row != snap.target_tokens.end())
    for (const auto& map : snap.cross) {
      const int r = static_cast<int>(row - snap.target_tokens.begin());
      int best = 0;
      for (int c = 1; c < map.cols; ++c)
        if (map.at(r, c) > map.at(r, best)) best = c;
      any_head = any_head || snap.source_tokens[static_cast<size_t>(best)] == "one";
    }
  EXPECT_EQ(checks[5].result.passed, any_head) << checks[5].result.figure;
}

// A lesson that holds stops training at the first evaluation where all its checks do.
TEST(LessonRun, StopsTrainingOnceEveryCheckHolds) {
  const twb::Lesson lesson =
      twb::parse_lesson(kHeader +
                            "## S\nrun: task=translate data=copy d_model=32 heads=2 layers=1 d_ff=64 eval_every=5\n"
                            "train: steps=1000\ncheck: metric validation_loss < 1000\n",
                        "quick.md");
  const twb::LessonOutcome outcome = twb::run_lesson(lesson);
  EXPECT_TRUE(outcome.passed);
  EXPECT_EQ(outcome.steps[0].trained, 5);
  EXPECT_EQ(outcome.steps[0].checks[0].first_passed, 5);
  const nlohmann::json j = outcome.to_json();
  EXPECT_EQ(j["steps"][0]["checks"][0]["line"], 10);
  EXPECT_EQ(j["passed"], true);
}

// A lesson read for a window names one of its views: another is refused with the ids it may name.
// Read headless, any id is taken, and the old files' tab= is view=.
TEST(Lessons, AShowOfAViewTheWindowDoesNotHaveIsRefusedWithTheViewsItHas) {
  const std::string run = "## S\nrun: task=translate data=numbers-en-de\n";
  const twb::LessonViews views = {"curves", "attention", "my-view"};
  EXPECT_CONTAINS(lesson_error(kHeader + run + "show: view=atention\n", "broken.md", &views),
                  "broken.md:9: show: unknown view 'atention' (known: curves, attention, my-view)");
  EXPECT_EQ(twb::parse_lesson(kHeader + run + "show: view=my-view\n", "a.md", &views).steps[0].show->view, "my-view");
  EXPECT_EQ(twb::parse_lesson(kHeader + run + "show: tab=atention\n", "a.md").steps[0].show->view, "atention");
}
