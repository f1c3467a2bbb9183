// A lesson: a guided walk through one idea, as a file a teacher can write without compiling.
// Markdown with a small header (docs/lessons.md has the whole format):
//
//   ---
//   title: Attention as alignment
//   summary: A translation model learns which English word each German word comes from.
//   minutes: 3
//   ---
//
//   ## The alignment forms
//
//   run: task=translate data=numbers-en-de preset=tiny
//   show: tab=attention kind=cross
//   train: minutes=3
//   check: role aligner kind=cross
//
//   Two or three sentences for the learner: what to do, what to look at, and the idea behind it.
//
// Each `## ` heading starts a step. Its first lines (blank lines under the heading aside), up to
// the next blank line, are its directives (run, compare, show, train, check); the text after them
// is shown as Markdown. Layers and heads count from 1, as the window shows them. This
// file reads lessons and says precisely what is wrong with one that does not read (the file, the
// line, what it expected); lesson_checks.h says whether a check holds on a run, lesson_run.h runs
// a lesson headless. Layering: lesson/ sits above task/, the top of core.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "nn/attention.h"
#include "util/error.h"

namespace twb {

inline namespace TWB_PRECISION_NS {

// A file that does not read as a lesson: "attention.md:12: check: ..., expected ...".
class LessonError : public Error {
 public:
  LessonError(const std::string& file, int line, const std::string& message);
  const std::string& file() const { return file_; }
  int line() const { return line_; }

 private:
  std::string file_;
  int line_ = 0;
};

// One side of a metric check: `factor`, or `factor × metric` of the run (or of the comparison).
struct MetricTerm {
  double factor = 1;
  std::string metric;  // a history point's key ("validation_bleu", "train_loss"); empty: a number
  bool of_comparison = false;
};

// What a check claims. The kinds are a small, stated set:
//   metric   the latest evaluation's figure against a number, another figure or the comparison's:
//            `metric validation_bleu >= 90`, `metric validation_repeat_loss <= 0.3 * validation_first_half_loss`,
//            `metric validation_loss < validation_loss of comparison`
//   role     some head has a role (probe/head_telemetry.h): `role aligner kind=cross [layer=1]`
//   aligns   one cross-attention head gives each named target word its largest weight on the
//            named source word, in the model's translation of a sentence:
//            `aligns sechs<-six siebzig<-seventy sentence="one hundred seventy six"`
//   masked   no weight of a causal kind falls on a later position: `masked kind=decoder`
//   needed   switching one head off (zeroed) worsens a measure by at least an amount:
//            `needed kind=decoder layer=1 measure=repeat_loss by=1`
enum class CheckKind { metric, role, aligns, masked, needed };

struct LessonCheck {
  CheckKind kind = CheckKind::metric;
  std::string text;  // as written after "check:"
  int line = 0;
  // metric
  MetricTerm left, right;
  std::string op;  // <, <=, >, >=
  // role, masked, needed, aligns: which heads (unset: any)
  std::string role;
  std::optional<AttentionKind> attention;
  std::optional<int> layer;  // 0-based (the file's layer=1 is 0)
  // aligns
  std::vector<std::pair<std::string, std::string>> pairs;  // (target word, source word)
  std::string sentence;
  // needed
  std::string measure;  // an ablation measure: "loss", "bleu", "accuracy", "answer_accuracy", "repeat_loss"
  double by = 0;
};

// What a step sets the window to show.
struct LessonShow {
  std::string view;  // a view's id ("attention"): the window's views (ui/window/view_registry.h)
  std::optional<AttentionKind> attention;
  std::optional<int> layer, head;  // 0-based
  std::string sentence;
};

struct LessonStep {
  std::string title;
  int line = 0;
  // run: a new run from a task's recipe; the assignments are ExperimentSettings::set's, plus
  // task, data, preset, src, trg and model (lm: a model folder or checkpoint to start from;
  // model=ask: the learner's own, which the window asks for and `twb lesson run --model` gives).
  std::vector<std::string> run;
  std::vector<std::string> compare;  // compare: a second run, the first's settings with these changed
  std::optional<LessonShow> show;
  int64_t train_steps = 0;   // train: at most this many steps, or
  double train_minutes = 0;  // at most this long
  std::vector<LessonCheck> checks;
  std::string text;  // Markdown
};

struct Lesson {
  std::string name;  // the file's name without .md: what `twb lesson run NAME` takes
  std::string file;
  std::string title, summary;
  double minutes = 0;  // how long it takes on 2 cores, as its author measured
  int order = 1000;    // lists sort by it, then by title
  std::vector<LessonStep> steps;
};

// The views a lesson may show, by id: the window's registry's (ui/window/view_registry.h), given
// by whoever reads the lessons for a window. Where none are given (nullptr: a headless run, which
// shows no view) a view's id is only checked to be one: lower-case words joined by dashes.
using LessonViews = std::vector<std::string>;

// Reads a lesson from its text; `file` names it in errors and gives its name. Throws LessonError,
// also for a show: of a view that is not one of `views`, naming those that are.
Lesson parse_lesson(const std::string& text, const std::string& file, const LessonViews* views = nullptr);
// Reads a lesson file (LessonError for a file that cannot be read or parsed).
Lesson read_lesson(const std::string& path, const LessonViews* views = nullptr);

// The lessons of some folders, each file NAME.md one lesson; a later folder's lesson replaces an
// earlier one of the same name (a teacher's edition of a bundled lesson). A file that does not read
// is left out with its error; the others load.
struct LessonLibrary {
  std::vector<Lesson> lessons;      // sorted by order, then title
  std::vector<std::string> errors;  // "file:line: what is wrong"
  std::vector<std::string> notes;   // "attention (~/…/attention.md) replaces the bundled lesson"
  const Lesson* find(const std::string& name) const;
};
LessonLibrary load_lessons(const std::vector<std::string>& folders, const LessonViews* views = nullptr);

// The bundled lessons: the first existing directory of $TWB_LESSONS, the installed
// share/transformer-workbench/lessons and the source tree's resources/lessons (twb::Error when none).
std::string bundled_lessons_directory();
// A person's own lessons: $XDG_DATA_HOME/transformer-workbench/lessons, by default
// ~/.local/share/transformer-workbench/lessons (it need not exist).
std::string user_lessons_directory();
// Both, the bundled first.
LessonLibrary load_lessons(const LessonViews* views = nullptr);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
