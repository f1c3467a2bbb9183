// What the subcommands that train and use models share (each lives in a file of its own,
// NAME_command.cpp): the options of the commands that read a checkpoint, the thread count's help,
// and the small helpers of their output.
#pragma once

#include <CLI/CLI.hpp>

#include <chrono>
#include <string>
#include <vector>

#include "decode/search.h"
#include "train/session.h"

namespace twb::cli {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point start);

// The names --task accepts: every task's.
std::vector<std::string> task_name_list();

// Every command's --threads.
inline constexpr const char* kThreadsHelp =
    "threads (0: all cores, the default); training and translation may use one fewer for each core other programs keep "
    "busy, unless TWB_FIXED_THREADS=1 is set";

// "twb: note: ..." on standard error, one a line.
void print_notes(const std::vector<std::string>& notes);
// The note for a text's tokens outside the vocabulary (the views say the same under their result).
void note_unknown_tokens(const std::vector<std::string>& unknown);
// "01:02:03"
std::string format_duration(double seconds);
// One number through a printf pattern: format("%.3f", x).
std::string format(const char* pattern, double value);
// The lines of a text file, without a final "\r"; throws twb::Error for a file that is not one.
std::vector<std::string> read_lines(const std::string& path);
// Only spaces, tabs and carriage returns.
bool blank(const std::string& text);

// " (bundled for TASK: a b c)", or "" where the task has none.
std::string bundled_names_hint(const std::string& task);
// The dataset's own recipe (its dataset.json's "recipe") over the task's defaults, with a note
// that says what it changed; the user's --preset wins over the recipe's.
void apply_dataset_recipe(ExperimentSettings& settings, const std::string& data, const std::string& task,
                          bool preset_given);

// The options of the commands that read a checkpoint: eval, translate, score.
struct UseOptions {
  std::string checkpoint, data, src, trg, split = "test", hyp_out, source_file, target_file;
  std::vector<std::string> ablate;   // eval: heads switched off
  std::string ablate_with = "zero";  // eval: zero or mean
  std::vector<std::string> sentences;
  int beam = 1, max_tokens = 0, threads = 0;
  // DecodeSettings's, chosen on Multi30k's validation split
  double length_penalty = DecodeSettings{}.length_penalty, word_reward = DecodeSettings{}.word_reward,
         coverage_penalty = DecodeSettings{}.coverage_penalty;
  bool json = false;
};
// Registers --checkpoint, the decoding options, --threads and --json on `cmd`.
void add_common(CLI::App* cmd, UseOptions& o);
// The decoding options as the engine takes them; throws twb::Error for a beam under 1.
DecodeSettings decode_settings(int beam, double length_penalty, double word_reward, double coverage_penalty,
                               int max_tokens);

}  // namespace twb::cli
