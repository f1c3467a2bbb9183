// The subcommands of `twb`. Each registers itself on the app with its options and its callback.
// Convention: with --json, a subcommand prints one JSON object as the last line of standard output.
// Errors (twb::Error) are reported by main as "twb: error: <message>" on standard error, exit code 1.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>

namespace twb::cli {

void add_bleu_command(CLI::App& app);
// train and eval (every task), translate and score (translate), generate (lm), classify (classify),
// bench (every task)
void add_model_commands(CLI::App& app);
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
