#include "cli/run_options.h"

#include <iostream>

#include "cli/commands.h"
#include "cli/model_support.h"
#include "task/task.h"
#include "train/checkpoint.h"
#include "train/setting_fields.h"
#include "util/error.h"

namespace twb::cli {

RunOptionsGiven add_run_options(CLI::App* cmd, RunOptions& o, const std::string& resume_option) {
  RunOptionsGiven given;
  given.task =
      cmd->add_option("--task", o.task, "translate (encoder–decoder), lm (decoder-only GPT) or classify (encoder-only)")
          ->check(CLI::IsMember(task_name_list()));
  cmd->add_option("--data,--dataset,-d", o.data,
                  "bundled dataset name (translate: numbers-en-de, dates-iso, copy, reverse; lm: arithmetic, "
                  "toy-grammar; classify: sentiment, brackets) or a path");
  cmd->add_option("--src", o.src, "translate: source language of a directory dataset (e.g. en)");
  cmd->add_option("--trg", o.trg, "translate: target language of a directory dataset (e.g. de)");
  given.preset = cmd->add_option(
      "--preset,-p", o.preset,
      "tiny, small or base, in the task's architecture (default: tiny, or the dataset's recipe: small for 10,000 "
      "translation pairs or more)");
  cmd->add_option("--set", o.settings,
                  "override a hyper-parameter: key=value (repeatable; --help-settings lists them)");
  // Before the required options are checked, so that it needs none of them.
  cmd->add_flag_callback(
      "--help-settings",
      [] {
        std::cout << twb::settings_help();
        throw CLI::Success();
      },
      "print every setting --set takes (its kind, range or choices, and help), as the window's Experiment panel "
      "shows them, and exit");
  cmd->add_option(resume_option, o.resume, "continue the run saved in this checkpoint (any task)");
  cmd->add_option("--model", o.model,
                  "lm: start from this model, trained elsewhere (a Hugging Face GPT-2 folder) or a checkpoint, and "
                  "train it further on --data; its configuration, tokenizer and vocabulary are kept")
      ->excludes(resume_option);
  cmd->add_option("--seed", o.seed, "random seed (initialisation, batch order, dropout)")
      ->check(integer_in(0, INT64_MAX));
  cmd->add_option("--eval-every", o.eval_every, "evaluate (and save) every N steps (0: every epoch)")
      ->check(integer_in(0, kMaxSteps));
  cmd->add_option("--eval-sentences", o.eval_sentences, "validate on the first N examples only (0: all)")
      ->check(integer_in(0, 100'000'000));
  return given;
}

std::unique_ptr<TrainingSession> open_run(const RunOptions& o) {
  if (!o.resume.empty()) {
    const std::string task = checkpoint::task_of(o.resume);
    if (o.task_given && task != o.task)
      throw Error("--task " + o.task + ": " + o.resume + " is a checkpoint of the task " + task +
                  "; continue it with --task " + task + " or without --task");
    if (!o.settings.empty()) std::cerr << "twb: note: --set is ignored when resuming: the run keeps its settings\n";
    return resume_session(o.resume, o.data, o.src, o.trg);
  }
  if (o.data.empty()) throw Error("--data is required: a bundled dataset name or a path" + bundled_names_hint(o.task));
  if (!o.model.empty() && o.task_given && !task_named(o.task).starts_from_trained_models())
    throw Error("--model " + o.model + " is a language model: train it further with --task lm");
  const Task& task = task_named(o.model.empty() ? o.task : "lm");
  if (!task.has_language_pair() && (!o.src.empty() || !o.trg.empty()))
    std::cerr << "twb: note: --src and --trg are for translation datasets; the " << task.name()
              << " task ignores them\n";
  ExperimentSettings settings = task.defaults(o.preset);
  if (o.model.empty()) apply_dataset_recipe(settings, o.data, o.task, o.preset_given);  // then the user's --set
  settings.start_from = o.model;
  settings.dataset = o.data;
  settings.source_language = o.src;
  settings.target_language = o.trg;
  settings.trainer.seed = o.seed;
  settings.eval_every = o.eval_every;
  settings.eval_sentences = o.eval_sentences;
  for (const auto& s : o.settings) settings.set(s);
  return task.create(settings);
}

}  // namespace twb::cli
