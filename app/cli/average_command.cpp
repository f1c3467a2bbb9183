// twb average: the mean of the weights of checkpoints of one run (the paper's checkpoint averaging).

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "train/checkpoint.h"
#include "util/error.h"
#include "util/files.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

struct AverageOptions {
  std::vector<std::string> checkpoints;
  std::string out;
  bool json = false;
};

void run_average(const AverageOptions& o) {
  if (!o.out.ends_with(".safetensors"))
    throw Error("--out " + o.out + ": a checkpoint's name ends in .safetensors (e.g. --out averaged.safetensors)");
  std::vector<files::NamedPath> inputs;
  for (const auto& path : o.checkpoints) inputs.push_back({"a checkpoint to average", path});
  files::check_output(o.out, "--out", inputs);
  const checkpoint::AveragedCheckpoint summary = checkpoint::average(o.checkpoints, o.out);
  std::string steps;
  for (const int64_t step : summary.steps) steps += (steps.empty() ? "" : ", ") + std::to_string(step);
  std::cerr << "twb: wrote " << o.out << ": the mean of " << summary.parameters << " parameter tensors over "
            << o.checkpoints.size() << " checkpoints (steps " << steps << "); Adam's state and history are "
            << o.checkpoints.back() << "'s\n";
  if (o.json)
    print_json({{"checkpoint", o.out},
                {"averaged", o.checkpoints.size()},
                {"steps", summary.steps},
                {"parameter_tensors", summary.parameters}});
}

}  // namespace

void add_average_command(CLI::App& app) {
  auto average_options = std::make_shared<AverageOptions>();
  auto* average =
      app.add_subcommand("average",
                         "average the weights of checkpoints of one run (the paper averages its last 5): a checkpoint "
                         "that evaluates and translates like the last one, usually a little better");
  average
      ->add_option("checkpoints", average_options->checkpoints,
                   "two checkpoints or more of one run, oldest first (twb train --keep-checkpoints)")
      ->required();
  average->add_option("--out,-o", average_options->out, "the averaged checkpoint to write (.safetensors)")->required();
  average->add_flag("--json", average_options->json, "print one JSON object as the last line");
  average->callback([average_options] { run_average(*average_options); });
}

}  // namespace twb::cli
