// twb export-job: the experiment as a PyTorch job folder (train/job_export.h, docs/pytorch.md),
// a new run chosen as twb train chooses it, or a saved run continued (--checkpoint).

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/model_support.h"
#include "cli/run_options.h"
#include "train/job_export.h"
#include "util/error.h"

namespace twb::cli {

namespace {

struct ExportJobOptions : RunOptions {
  JobOptions job;
  bool json = false;
};

void run_export_job(ExportJobOptions& o) {
  std::unique_ptr<TrainingSession> session = open_run(o);
  print_notes(session->notes());
  const JobSummary summary = export_job(*session, o.job);
  nlohmann::json splits = nlohmann::json::object();
  std::string counts;
  for (const auto& [name, count] : summary.splits) {
    splits[name] = count;
    counts += (counts.empty() ? "" : ", ") + std::to_string(count) + " " + name;
  }
  std::cerr << "twb: wrote the " << session->task() << " job to " << o.job.out << ": " << counts << " examples, "
            << summary.batches_per_epoch << " batches an epoch, " << summary.steps << " steps planned\n"
            << "twb: run it with: python3 " << o.job.out << "/train.py --nproc N   (or torchrun --nproc_per_node N "
            << o.job.out << "/train.py)\n";
  if (o.json)
    print_json({{"out", o.job.out},
                {"task", session->task()},
                {"start_step", session->steps()},
                {"steps", summary.steps},
                {"batches_per_epoch", summary.batches_per_epoch},
                {"splits", splits}});
}

}  // namespace

void add_export_job_command(CLI::App& app) {
  auto o = std::make_shared<ExportJobOptions>();
  auto* cmd = app.add_subcommand(
      "export-job",
      "write the experiment as a PyTorch job folder (torchrun, DistributedDataParallel): docs/pytorch.md");
  const RunOptionsGiven given = add_run_options(cmd, *o, "--checkpoint");
  cmd->add_option("--out,-o", o->job.out, "the job folder to write (new or empty)")->required();
  cmd->add_option("--epochs", o->job.epochs, "the run's planned length in epochs (default 10)")
      ->check(integer_in(1, 1000000));
  cmd->add_option("--steps", o->job.steps, "the run's planned length in steps (instead of --epochs)")
      ->check(integer_in(0, kMaxSteps));
  cmd->add_option("--python", o->job.python, "the folder holding the twb_torch package (default: the installed one)");
  cmd->add_flag("--json", o->json, "print one JSON object as the last line");
  cmd->callback([o, given] {
    given.note_given(*o);
    run_export_job(*o);
  });
}

}  // namespace twb::cli
