// The subcommands of `twb`. Each registers itself on the app with its options and its callback.
// Convention: with --json, a subcommand prints one JSON object as the last line of standard output.
// Errors (twb::Error) are reported by main as "twb: error: <message>" on standard error, exit code 1.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace twb::cli {

void add_bleu_command(CLI::App& app);
// train and eval (every task), translate and score (translate), generate (lm), classify (classify),
// bench (every task)
void add_model_commands(CLI::App& app);
// plot (only in builds with the UI: it draws with the app's views, offscreen)
void add_plot_command(CLI::App& app);

// Prints `object` on one line, as the last line of standard output.
void print_json(const nlohmann::json& object);

}  // namespace twb::cli
