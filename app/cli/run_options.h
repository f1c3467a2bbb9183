// The options that choose a run, shared by the commands that start one (twb train, twb
// export-job): the task, the data, the recipe and its settings, or a saved run to continue.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "train/session.h"

namespace twb::cli {

struct RunOptions {
  std::string task = "translate", data, src, trg, preset = "tiny", resume, model;
  std::vector<std::string> settings;
  uint64_t seed = 1;
  int eval_every = 0;
  int eval_sentences = 0;
  bool task_given = false;    // --task was on the command line
  bool preset_given = false;  // --preset was: it wins over a dataset's recipe
};

// Registers --task, --data, --src, --trg, --preset, --set, --help-settings, the option that
// names a saved run to continue (`resume_option`: --resume or --checkpoint), --model, --seed,
// --eval-every and --eval-sentences on `cmd`. Call note_given() in the command's callback.
struct RunOptionsGiven {
  CLI::Option* task = nullptr;
  CLI::Option* preset = nullptr;
  void note_given(RunOptions& o) const {
    o.task_given = task->count() > 0;
    o.preset_given = preset->count() > 0;
  }
};
RunOptionsGiven add_run_options(CLI::App* cmd, RunOptions& o, const std::string& resume_option);

// The run the options choose: the saved one continued, or a new one of the task's recipe with the
// dataset's recipe and the --set settings over it. Throws twb::Error saying what is missing or
// impossible.
std::unique_ptr<TrainingSession> open_run(const RunOptions& o);

}  // namespace twb::cli
