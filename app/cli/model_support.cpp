// What the model subcommands share: their common options and the small helpers of their output.

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "text/datasets.h"
#include "train/session.h"
#include "task/task.h"
#include "util/error.h"
#include "util/files.h"
#include "cli/model_support.h"

namespace twb::cli {

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The names --task accepts: every task's.
std::vector<std::string> task_name_list() {
  std::vector<std::string> names;
  for (const Task* task : all_tasks()) names.push_back(task->name());
  return names;
}

void print_notes(const std::vector<std::string>& notes) {
  for (const auto& note : notes) std::cerr << "twb: note: " << note << "\n";
}

std::string format_duration(double seconds) {
  const int s = static_cast<int>(seconds);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  return buffer;
}

std::string format(const char* pattern, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, pattern, value);
  return buffer;
}

std::vector<std::string> read_lines(const std::string& path) {
  files::require_regular_file(path, "");
  std::ifstream in(path);
  if (!in) throw Error("cannot open " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

bool blank(const std::string& text) { return text.find_first_not_of(" \t\r") == std::string::npos; }

std::string bundled_names_hint(const std::string& task) {
  try {
    const auto names = text::bundled_dataset_names(task);
    if (names.empty()) return "";
    std::string hint = " (bundled for " + task + ":";
    for (const auto& n : names) hint += " " + n;
    return hint + ")";
  } catch (const Error&) {
    return "";
  }
}

// The dataset's own recipe (its dataset.json's "recipe") over the task's defaults, with a note
// that says what it changed.
void apply_dataset_recipe(ExperimentSettings& settings, const std::string& data, const std::string& task,
                          bool preset_given) {
  text::DatasetRecipe recipe = text::dataset_recipe(data, task);
  if (preset_given)  // the user's --preset wins over the recipe's
    std::erase_if(recipe.settings, [](const std::string& s) { return s.starts_with("preset="); });
  std::string applied;
  for (const auto& s : recipe.settings) {
    try {
      settings.set(s);
    } catch (const Error& e) {
      throw Error(data + "'s dataset.json recommends " + s + ", which this version cannot use: " + e.what());
    }
    applied += (applied.empty() ? "" : " ") + s;
  }
  if (recipe.settings.empty()) return;
  std::cerr << "twb: note: " << data << "'s recipe (" << recipe.source << "): " << applied
            << "; --set overrides any of them\n";
}

DecodeSettings decode_settings(int beam, double length_penalty, double word_reward, double coverage_penalty,
                               int max_tokens) {
  DecodeSettings s;
  if (beam < 1) throw Error("--beam " + std::to_string(beam) + ": the beam width must be at least 1");
  s.beam_width = beam;
  s.length_penalty = length_penalty;
  s.word_reward = word_reward;
  s.coverage_penalty = coverage_penalty;
  s.max_output_tokens = max_tokens;
  return s;
}

// The note for a text's tokens outside the vocabulary (the views say the same under their result).
void note_unknown_tokens(const std::vector<std::string>& unknown) {
  if (unknown.empty()) return;
  std::cerr << "twb: note: not in the model's vocabulary, so read as <unk>:";
  for (const std::string& token : unknown) std::cerr << " \"" << token << "\"";
  std::cerr << "\n";
}

void add_common(CLI::App* cmd, UseOptions& o) {
  cmd->add_option("--checkpoint,-c,--model", o.checkpoint,
                  "a .safetensors checkpoint written by twb train (lm: or a Hugging Face GPT-2 folder)")
      ->required();
  cmd->add_option("--beam", o.beam, "translate: beam width (1: greedy)")->check(integer_in(1, 64));
  cmd->add_option("--length-penalty", o.length_penalty, "translate: beam search's GNMT length penalty α")
      ->check(number_in(0, 10));
  cmd->add_option("--word-reward", o.word_reward,
                  "translate: beam search's reward γ for each output token up to the length the training data leads "
                  "one to expect (0: none)")
      ->check(number_in(0, 10));
  cmd->add_option("--coverage-penalty", o.coverage_penalty,
                  "translate: beam search's GNMT coverage penalty β, against source words the translation never "
                  "attended to (0: none)")
      ->check(number_in(0, 10));
  cmd->add_option("--max-tokens", o.max_tokens, "translate: longest output, in tokens (0: source length + 20)")
      ->check(integer_in(0, 100000));
  cmd->add_option("--threads", o.threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  cmd->add_flag("--json", o.json, "print one JSON object as the last line");
}

}  // namespace twb::cli
