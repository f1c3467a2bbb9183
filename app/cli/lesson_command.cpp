// twb lesson: the lessons of the window headless. `list` names every lesson (the bundled ones and a
// person's own, from user_lessons_directory() and --folder) and every file that does not read, with
// its line; `run NAME` runs a lesson's steps and checks them on the runs it trains.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/model_support.h"
#include "lesson/lesson_run.h"
#include "tensor/parallel.h"
#include "util/error.h"
#ifdef TWB_HAVE_PLOT
#include "window/view_registry.h"
#endif

namespace twb::cli {

namespace {

struct LessonOptions {
  std::vector<std::string> folders;  // more lesson folders, after the bundled and the user's
  std::string name, model;
  int threads = 0;
  bool json = false;
};

// The window's views, which a lesson's show: may name; none where the program is built without the
// window (its lessons then show nothing, and a view's id is only checked to be one).
const LessonViews* window_views() {
#ifdef TWB_HAVE_PLOT
  static const LessonViews ids = [] {
    LessonViews list;
    for (const QString& id : ui::ViewRegistry::builtIn().ids()) list.push_back(id.toStdString());
    return list;
  }();
  return &ids;
#else
  return nullptr;
#endif
}

LessonLibrary library(const LessonOptions& o) {
  std::vector<std::string> folders = {bundled_lessons_directory(), user_lessons_directory()};
  folders.insert(folders.end(), o.folders.begin(), o.folders.end());
  LessonLibrary lessons = load_lessons(folders, window_views());
  for (const auto& note : lessons.notes) std::cerr << "twb: note: " << note << "\n";
  return lessons;
}

void run_list(const LessonOptions& o) {
  const LessonLibrary lessons = library(o);
  nlohmann::json list = nlohmann::json::array();
  for (const Lesson& lesson : lessons.lessons) {
    std::cout << lesson.name << "  " << lesson.title << " (" << format("%g", lesson.minutes) << " min, "
              << lesson.steps.size() << " steps): " << lesson.summary << "\n";
    size_t checks = 0;
    for (const auto& step : lesson.steps) checks += step.checks.size();
    list.push_back({{"name", lesson.name},
                    {"title", lesson.title},
                    {"summary", lesson.summary},
                    {"minutes", lesson.minutes},
                    {"steps", lesson.steps.size()},
                    {"checks", checks},
                    {"file", lesson.file}});
  }
  for (const auto& error : lessons.errors) std::cerr << "twb: lesson not loaded: " << error << "\n";
  if (o.json) print_json({{"lessons", list}, {"errors", lessons.errors}, {"user_folder", user_lessons_directory()}});
}

void run_lesson_command(const LessonOptions& o) {
  const LessonLibrary lessons = library(o);
  const Lesson* lesson = lessons.find(o.name);
  if (!lesson) {
    std::string names;
    for (const Lesson& l : lessons.lessons) names += (names.empty() ? "" : ", ") + l.name;
    std::string message = "no lesson named '" + o.name + "' (lessons: " + names + ")";
    for (const auto& error : lessons.errors)
      if (error.find("/" + o.name + ".md:") != std::string::npos) message = "the lesson does not load: " + error;
    throw Error(message);
  }
  set_num_threads(o.threads);
  std::cerr << "twb: lesson " << lesson->name << ": " << lesson->title << " (about " << format("%g", lesson->minutes)
            << " minutes on 2 cores)\n";
  const LessonOutcome outcome = run_lesson(
      *lesson, [](const std::string& line) { std::cerr << line << "\n"; }, o.model);
  int failed = 0, total = 0;
  for (const auto& step : outcome.steps)
    for (const auto& check : step.checks) total += 1, failed += !check.result.passed;
  std::cerr << "twb: " << total - failed << " of " << total << " checks hold (" << format_duration(outcome.seconds)
            << ")\n";
  if (o.json) print_json(outcome.to_json());
  if (!outcome.stopped.empty()) throw Error(outcome.stopped);
  if (failed > 0)
    throw Error(std::to_string(failed) + " of " + std::to_string(total) + " checks of the lesson " + lesson->name +
                " did not hold on this run");
}

}  // namespace

void add_lesson_command(CLI::App& app) {
  auto options = std::make_shared<LessonOptions>();
  auto* lesson = app.add_subcommand("lesson", "the window's lessons, headless: list them, or run one and check it");
  lesson->require_subcommand(1, 1);
  auto* list = lesson->add_subcommand("list", "every lesson, and every lesson file that does not load with its error");
  const std::string folder_help =
      "also read the lessons of this folder (repeatable; beside the bundled ones and " + user_lessons_directory() + ")";
  list->add_option("--folder", options->folders, folder_help);
  list->add_flag("--json", options->json, "print one JSON object as the last line");
  list->callback([options] { run_list(*options); });
  auto* run = lesson->add_subcommand("run",
                                     "run a lesson's steps and checks on the runs it trains; exit 1 when a check "
                                     "does not hold");
  run->add_option("name", options->name, "the lesson's name (twb lesson list)")->required();
  run->add_option("--model", options->model,
                  "the model folder (a Hugging Face GPT-2) or checkpoint of a lesson that starts from the learner's "
                  "own (run: model=ask)");
  run->add_option("--threads", options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  run->add_option("--folder", options->folders, folder_help);
  run->add_flag("--json", options->json, "print one JSON object as the last line");
  run->callback([options] { run_lesson_command(*options); });
}

}  // namespace twb::cli
