// twb: the Transformer Workbench engine without a window, for scripts, tests and benchmarks.
// The subcommands (train, eval, translate, generate, classify, score, plot, bench) arrive with the
// engine; each takes --json and then prints one JSON object as its last line of standard output.

#include <CLI/CLI.hpp>
#include <iostream>

#include "version.h"

int main(int argc, char** argv) {
  CLI::App app{"twb — Transformer Workbench, headless: train, evaluate and inspect Transformers on the CPU"};
  app.set_version_flag("--version,-V", std::string("twb ") + TWB_VERSION);
  app.footer(
      "The desktop app is `transformer-workbench`. Subcommands (train, eval, translate, generate,\n"
      "classify, score, plot, bench) arrive with the training engine.");
  CLI11_PARSE(app, argc, argv);
  if (argc == 1) std::cout << app.help() << std::flush;
  return 0;
}
