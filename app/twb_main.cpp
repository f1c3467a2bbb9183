// twb: the Transformer Workbench engine without a window, for scripts, tests and benchmarks.
// Each subcommand takes --json and then prints one JSON object as its last line of standard output.

#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

#include "cli/commands.h"
#include "lesson/lesson.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "tensor/precision.h"
#include "text/datasets.h"
#include "util/build_info.h"
#include "util/processor_check.h"
#include "util/error.h"
#include "util/stop_signals.h"

namespace {

// --version: the version and commit on the first line (help2man reads it), then what the build
// computes with and where it finds its bundled files.
std::string version_text() {
  const twb::BuildInfo& build = twb::build_info();
  const auto folder = [](std::string (*find)()) {
    try {
      return find();
    } catch (const twb::Error& e) {
      return std::string("not found (") + e.what() + ")";
    }
  };
  std::string kernel;
  try {
    kernel = twb::gemm_kernel_description();
  } catch (const twb::Error& e) {
    kernel = e.what();
  }
  return "twb " + build.version + " (commit " + build.commit + ")\n" +  //
         "matrix products: " + kernel + "\n" +                          //
         "training precision: " + twb::precision_summary() + "\n" +     //
         "compiled for: " + build.compiled_for + "\n" +                 //
         "processor: " + build.processor + "\n" +                       //
         "bundled datasets: " + folder(&twb::text::bundled_datasets_directory) + "\n" +
         "bundled lessons: " + folder(&twb::bundled_lessons_directory);
}

}  // namespace

int main(int argc, char** argv) {
  twb::check_processor();                 // done already, before any other code; called so that it links
  twb::use_engine_openmp_settings(argv);  // before anything else: it may restart the program
  twb::keep_freed_memory_for_reuse();
  twb::stop_signals::receive_on_own_thread();  // before any other thread starts
  // Named "twb" whatever path started it, so that help and the man page say "twb train".
  CLI::App app{"twb — Transformer Workbench, headless: train, evaluate and inspect Transformers on the CPU", "twb"};
  app.set_version_flag("--version,-V", version_text,
                       "Print the version, the commit, the matrix kernel and SIMD level in use, and where the bundled "
                       "files are, then exit");
  app.footer("The desktop app is `transformer-workbench`. `twb SUBCOMMAND --help` explains each subcommand.");
  app.require_subcommand(0, 1);
  for (auto* add : {&twb::cli::add_train_command, &twb::cli::add_average_command, &twb::cli::add_eval_command,
                    &twb::cli::add_translate_commands, &twb::cli::add_generate_command, &twb::cli::add_classify_command,
                    &twb::cli::add_bench_command, &twb::cli::add_bleu_command, &twb::cli::add_export_command,
                    &twb::cli::add_export_job_command, &twb::cli::add_follow_command, &twb::cli::add_lesson_command})
    add(app);
#ifdef TWB_HAVE_PLOT
  twb::cli::add_plot_command(app);
#endif
  twb::cli::add_completion_command(app);  // last: it writes what the others define
  try {
    twb::gemm_kernel();  // a TWB_GEMM the engine does not know is said before anything runs
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version end the parse with "success": CLI11 prints them.
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);
    // Every other command-line mistake is an error like any other: "twb: error: ...", exit 1.
    const auto subcommands = app.get_subcommands();
    const std::string help = subcommands.empty() ? "twb --help" : "twb " + subcommands.front()->get_name() + " --help";
    std::cerr << "twb: error: " << e.what() << " (" << help << " lists the options)\n";
    return 1;
  } catch (const twb::Error& e) {
    std::cerr << "twb: error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "twb: unexpected error: " << e.what() << "\n";
    return 2;
  }
  if (argc == 1) std::cout << app.help() << std::flush;
  return 0;
}
