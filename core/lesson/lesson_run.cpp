// A lesson run headless (lesson_run.h).

#include "lesson/lesson_run.h"

#include <chrono>
#include <memory>

#include "task/task.h"
#include "task/task_support.h"
#include "text/datasets.h"
#include "train/trainer.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

using Clock = std::chrono::steady_clock;

std::pair<std::string, std::string> split(const std::string& assignment) {
  const auto eq = assignment.find('=');
  return {assignment.substr(0, eq), assignment.substr(eq + 1)};
}

}  // namespace

ExperimentSettings lesson_run_settings(const std::vector<std::string>& run) {
  std::string task, preset, data, src, trg, model;
  std::vector<std::string> rest;
  for (const std::string& assignment : run) {
    const auto [key, value] = split(assignment);
    if (key == "task")
      task = value;
    else if (key == "preset")
      preset = value;
    else if (key == "data")
      data = value;
    else if (key == "src")
      src = value;
    else if (key == "trg")
      trg = value;
    else if (key == "model")
      model = value;
    else
      rest.push_back(assignment);
  }
  ExperimentSettings settings = task_named(task).defaults(preset.empty() ? "tiny" : preset);
  if (!data.empty() && model.empty()) {
    text::DatasetRecipe recipe = text::dataset_recipe(data, task);
    for (const std::string& assignment : recipe.settings)
      if (preset.empty() || !assignment.starts_with("preset=")) settings.set(assignment);
  }
  settings.dataset = data;
  settings.source_language = src;
  settings.target_language = trg;
  settings.start_from = model;
  for (const std::string& assignment : rest) settings.set(assignment);
  return settings;
}

ExperimentSettings lesson_comparison_settings(const ExperimentSettings& base, const std::vector<std::string>& compare) {
  ExperimentSettings settings = base;
  for (const std::string& assignment : compare) settings.set(assignment);
  return settings;
}

nlohmann::json LessonOutcome::to_json() const {
  nlohmann::json steps_json = nlohmann::json::array();
  for (const StepOutcome& step : steps) {
    nlohmann::json checks = nlohmann::json::array();
    for (const CheckOutcome& c : step.checks) {
      nlohmann::json j{{"check", c.check->text},
                       {"line", c.check->line},
                       {"passed", c.result.passed},
                       {"step", c.result.step},
                       {"figure", c.result.figure}};
      if (c.first_passed >= 0) j["first_passed"] = c.first_passed;
      if (!c.result.hint.empty()) j["hint"] = c.result.hint;
      checks.push_back(std::move(j));
    }
    steps_json.push_back({{"title", step.title},
                          {"trained", step.trained},
                          {"run_step", step.run_step},
                          {"seconds", step.seconds},
                          {"checks", std::move(checks)}});
  }
  nlohmann::json j{{"lesson", name}, {"title", title}, {"passed", passed}, {"seconds", seconds}, {"steps", steps_json}};
  if (!stopped.empty()) j["stopped"] = stopped;
  return j;
}

LessonOutcome run_lesson(const Lesson& lesson, const LessonLog& log, const std::string& model) {
  auto say = [&](const std::string& line) {
    if (log) log(line);
  };
  LessonOutcome outcome;
  outcome.name = lesson.name;
  outcome.title = lesson.title;
  const auto lesson_start = Clock::now();
  std::unique_ptr<TrainingSession> run, comparison;
  ExperimentSettings settings;
  int number = 0, rewinds = 0;
  constexpr int kMaxRewinds = 5;
  for (const LessonStep& step : lesson.steps) {
    ++number;
    StepOutcome done;
    done.title = step.title;
    const auto step_start = Clock::now();
    say("step " + std::to_string(number) + ": " + step.title);
    if (!step.run.empty()) {
      settings = lesson_run_settings(step.run);
      if (settings.start_from == kAskForModel) {
        if (model.empty())
          throw Error("the lesson " + lesson.name +
                      " starts from a model of your own (run: model=ask): give its folder with --model DIR");
        settings.start_from = model;
      }
      run = task_named(settings.task).create(settings);
      run->set_divergence_policy(DivergencePolicy::rewind);
      comparison.reset();
      say("  a new " + settings.task + " run on " + settings.dataset);
    }
    if (!step.compare.empty()) {
      comparison = task_named(settings.task).create(lesson_comparison_settings(settings, step.compare));
      comparison->set_divergence_policy(DivergencePolicy::rewind);
      std::string changes;
      for (const auto& c : step.compare) changes += (changes.empty() ? "" : " ") + c;
      say("  a comparison beside it: " + changes);
    }
    for (const LessonCheck& check : step.checks) done.checks.push_back({&check, {}, -1});
    // Every check of the step, now; true when all hold.
    auto check_all = [&] {
      bool all = true;
      for (CheckOutcome& c : done.checks) {
        c.result = evaluate_check(*c.check, *run, comparison ? &comparison->history() : nullptr);
        if (c.result.passed && c.first_passed < 0) c.first_passed = run->steps();
        all = all && c.result.passed;
      }
      return all;
    };
    try {
      if (step.train_steps > 0 || step.train_minutes > 0) {
        const int64_t first = run->steps();
        const auto start = Clock::now();
        auto spent = [&] {
          return (step.train_steps > 0 && run->steps() - first >= step.train_steps) ||
                 (step.train_minutes > 0 && seconds_since(start) >= step.train_minutes * 60);
        };
        bool held = false;
        while (!held && !spent()) {
          // A step in trouble goes back to the last kept state with half the learning rate, as
          // the window's Rewind does, a few times at most.
          auto step_or_rewind = [&](TrainingSession& session, const char* whose) {
            try {
              session.step();
            } catch (const DivergenceError& e) {
              if (session.kept_step() < 0 || ++rewinds > kMaxRewinds) throw;
              const int64_t kept = session.rewind(0.5);
              say(std::string("  ") + whose + ": " + e.what() + " Rewound to step " + std::to_string(kept) +
                  " with half the learning rate.");
            }
          };
          step_or_rewind(*run, "the run");
          const bool evaluated = run->evaluation_due();
          if (evaluated) run->evaluate();
          if (comparison) {
            step_or_rewind(*comparison, "the comparison");
            if (comparison->evaluation_due()) comparison->evaluate();
          }
          if (evaluated && !done.checks.empty()) held = check_all();
        }
        if (!run->evaluated_at_last_step()) run->evaluate();
        if (comparison && !comparison->evaluated_at_last_step()) comparison->evaluate();
        done.trained = run->steps() - first;
        say("  trained " + std::to_string(done.trained) + " steps (to step " + std::to_string(run->steps()) + ")");
      } else if (!done.checks.empty() && run && !run->evaluated_at_last_step()) {
        run->evaluate();
      }
      if (!done.checks.empty()) check_all();
    } catch (const DivergenceError& e) {
      outcome.stopped = std::string("the run diverged: ") + e.what();
    }
    done.run_step = run ? run->steps() : 0;
    done.seconds = seconds_since(step_start);
    for (const CheckOutcome& c : done.checks)
      say(std::string("  ") + (c.result.passed ? "✓ " : "not yet: ") + c.check->text + ": " + c.result.figure +
          (c.result.passed || c.result.hint.empty() ? "" : " (" + c.result.hint + ")"));
    outcome.steps.push_back(std::move(done));
    if (!outcome.stopped.empty()) break;
  }
  outcome.seconds = seconds_since(lesson_start);
  outcome.passed = outcome.stopped.empty();
  for (const StepOutcome& s : outcome.steps)
    for (const CheckOutcome& c : s.checks) outcome.passed = outcome.passed && c.result.passed;
  return outcome;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
