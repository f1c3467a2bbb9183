// The subcommands of `twb`. Each registers itself on the app with its options and its callback.
// Convention: with --json, a subcommand prints one JSON object as the last line of standard output.
// Errors (twb::Error) are reported by main as "twb: error: <message>" on standard error, exit code 1.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>

namespace twb::cli {

// One function a file (NAME_command.cpp), each registering its subcommand; twb_main.cpp lists them.
void add_train_command(CLI::App& app);       // every task
void add_average_command(CLI::App& app);     // every task
void add_eval_command(CLI::App& app);        // every task
void add_translate_commands(CLI::App& app);  // translate and score: the encoder–decoder
void add_generate_command(CLI::App& app);    // the decoder-only language model
void add_classify_command(CLI::App& app);    // the encoder-only classifier
void add_bench_command(CLI::App& app);       // every task
void add_bleu_command(CLI::App& app);
void add_export_command(CLI::App& app);      // a GPT-2 as a Hugging Face folder
void add_export_job_command(CLI::App& app);  // the experiment as a PyTorch job folder
void add_follow_command(CLI::App& app);      // a run made elsewhere, read while it grows
void add_lesson_command(CLI::App& app);      // the window's lessons, headless
void add_completion_command(CLI::App& app);  // bash completion from these definitions
// plot (only in builds with the UI: it draws with the app's views, offscreen)
void add_plot_command(CLI::App& app);

// Prints `object` on one line, as the last line of standard output (invalid UTF-8 in its strings
// becomes U+FFFD).
void print_json(const nlohmann::json& object);

// Option checks on the text as typed: an integer (no sign wrap, no 64-bit overflow) or a finite
// number within [lowest, highest]. A value outside is a command-line error naming the range.
CLI::Validator integer_in(int64_t lowest, int64_t highest);
CLI::Validator number_in(double lowest, double highest);

// The largest values the options accept: beyond them a run would not end in a person's lifetime
// or would not fit in memory. Threads: more than any machine the app runs on has.
inline constexpr int64_t kMaxSteps = 1'000'000'000;
inline constexpr int kMaxThreads = 1024;

}  // namespace twb::cli
