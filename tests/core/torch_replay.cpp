// Replays a PyTorch training run step for step (tests/torch_replay.py writes it): the same initial
// weights, the same batches in the same order, the trainer's settings from the file. Prints the
// engine's loss beside PyTorch's at every step and writes the engine's final weights, so that the
// two runs can be compared at any step and their end models decoded side by side. Not a test: a tool
// for finding where two implementations of the same recipe part (README, "How well it learns").
//
// usage: twb_torch_replay REPLAY.safetensors OUT.safetensors [--threads N] [--seed S]
//   REPLAY: see tests/core/torch_replay.h. --seed picks the engine's dropout stream when the run
//   has dropout (PyTorch's masks cannot be replayed; with dropout 0 the two runs are the same).
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "torch_replay.h"

using namespace twb;

namespace {

int run(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s REPLAY.safetensors OUT.safetensors [--threads N] [--seed S]\n", argv[0]);
    return 2;
  }
  int threads = 2;
  uint64_t seed = 1;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--threads") threads = std::atoi(argv[i + 1]);
    else if (flag == "--seed") seed = std::strtoull(argv[i + 1], nullptr, 10);
    else throw Error("unknown option " + flag);
  }
  omp_set_num_threads(threads);
  TorchReplay replay = read_torch_replay(argv[1]);
  replay.settings.seed = seed;  // the engine's dropout stream (PyTorch's cannot be replayed)

  Seq2SeqTransformer model(replay.config);
  model.initialize(1);
  load_replay_weights(replay.file, "", model.parameters());
  Seq2SeqTrainer trainer(model, replay.pairs, replay.settings);
  std::printf("step  twb_loss  torch_loss  difference\n");
  double worst = 0;
  for (size_t s = 0; s < replay.steps.size(); ++s) {
    const StepReport report = trainer.step_on(replay.steps[s]);
    const double difference = report.loss - static_cast<double>(replay.expected_loss[s]);
    worst = std::max(worst, std::abs(difference));
    std::printf("%4zu  %8.5f  %10.5f  %+10.2e\n", s + 1, report.loss, static_cast<double>(replay.expected_loss[s]),
                difference);
    std::fflush(stdout);
  }
  std::printf("largest |difference| %.3e over %zu steps\n", worst, replay.steps.size());

  io::SafetensorsFile out;
  out.metadata["config"] = replay.file.metadata.at("config");
  for (auto& [name, parameter] : model.parameters()) {
    const Matrix& value = parameter->value;
    const std::vector<float> data(value.data(), value.data() + value.size());
    out.put_f32(name, replay.file.at(name).shape, data);
  }
  io::write_safetensors(argv[2], out);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "twb_torch_replay: %s\n", e.what());
    return 1;
  }
}
