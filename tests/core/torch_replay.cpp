// Replays a PyTorch training run step for step (tests/torch_replay.py writes it): the same initial
// weights, the same batches in the same order, the trainer's settings from the file. Prints the
// engine's loss beside PyTorch's at every step and writes the engine's final weights, so that the
// two runs can be compared at any step and their end models decoded side by side. Not a test: a tool
// for finding where two implementations of the same recipe part (README, "How well it learns").
//
// usage: twb_torch_replay REPLAY.safetensors OUT.safetensors [--threads N] [--seed S]
//        twb_torch_replay REPLAY.safetensors MODEL.safetensors --probe-batches N --probe-draws K
//   --own-init S starts from the engine's own initial weights (seed S) instead of PyTorch's, to
//   tell the initial draw's part from the batches' order's; --own-order 1 trains on the engine's
//   own batches in its own order (from --seed) for as many steps, PyTorch's losses then only a
//   reference.
//   REPLAY: see tests/core/torch_replay.h. --seed picks the engine's dropout stream when the run
//   has dropout (PyTorch's masks cannot be replayed; with dropout 0 the two runs are the same).
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nn/cross_entropy.h"
#include "text/special_tokens.h"
#include "torch_replay.h"

using namespace twb;

namespace {

// --probe-batches N --probe-draws K, with OUT naming a model (engine names): the label-smoothed
// loss of that model on the replay's first N batches, without dropout and, averaged over K dropout
// draws, with it; no training. The same probe in tests/torch_replay.py (--probe) says whether the
// two implementations' dropout costs a model the same.
int probe(const TorchReplay& replay, Seq2SeqTransformer& model, const std::string& weights, int batches, int draws) {
  load_replay_weights(io::read_safetensors(weights), model.parameters());
  CrossEntropy loss;
  loss.label_smoothing = static_cast<real>(replay.settings.label_smoothing);
  loss.ignore_index = kPadId;
  double total_plain = 0, total_dropout = 0;
  const int count = std::min<int>(batches, static_cast<int>(replay.steps.size()));
  for (int b = 0; b < count; ++b) {
    const Seq2SeqBatch batch = make_batch(replay.pairs, replay.steps[static_cast<size_t>(b)]);
    Context plain;
    const double without = loss.forward(model.forward(plain, batch), batch.targets());
    double with = 0;
    for (int k = 0; k < draws; ++k) {
      Context ctx;
      ctx.training = true;
      ctx.rng.reset(CounterRng::mix(replay.settings.seed + 1000003ULL * static_cast<uint64_t>(k + 1)) ^
                    static_cast<uint64_t>(b));
      with += loss.forward(model.forward(ctx, batch), batch.targets());
    }
    with /= std::max(draws, 1);
    std::printf("batch %3d (%3d x %2d): loss %.5f without dropout, %.5f with (mean of %d draws)\n", b + 1,
                batch.target_input.batch, batch.target_input.length, without, with, draws);
    total_plain += without;
    total_dropout += with;
  }
  std::printf("mean over %d batches: %.5f without dropout, %.5f with\n", count, total_plain / count,
              total_dropout / count);
  return 0;
}

int run(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s REPLAY.safetensors OUT.safetensors [--threads N] [--seed S]\n", argv[0]);
    return 2;
  }
  int threads = 2;
  uint64_t seed = 1;
  int probe_batches = 0, probe_draws = 0;
  uint64_t own_init = 0;   // nonzero: start from the engine's own initialisation with this seed
  bool own_order = false;  // the engine's own batches and order (seed S) instead of PyTorch's
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--threads")
      threads = std::atoi(argv[i + 1]);
    else if (flag == "--seed")
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (flag == "--probe-batches")
      probe_batches = std::atoi(argv[i + 1]);
    else if (flag == "--probe-draws")
      probe_draws = std::atoi(argv[i + 1]);
    else if (flag == "--own-init")
      own_init = std::strtoull(argv[i + 1], nullptr, 10);
    else if (flag == "--own-order")
      own_order = std::atoi(argv[i + 1]) != 0;
    else
      throw Error("unknown option " + flag);
  }
  omp_set_num_threads(threads);
  TorchReplay replay = read_torch_replay(argv[1]);
  replay.settings.seed = seed;  // the engine's dropout stream (PyTorch's cannot be replayed)

  Seq2SeqTransformer model(replay.config);
  model.initialize(1);
  if (probe_batches > 0) return probe(replay, model, argv[2], probe_batches, probe_draws);
  if (own_init)
    model.initialize(own_init);
  else
    load_replay_weights(replay.file, model.parameters());
  Seq2SeqTrainer trainer(model, replay.pairs, replay.settings);
  std::printf("step  twb_loss  torch_loss  difference\n");
  double worst = 0;
  for (size_t s = 0; s < replay.steps.size(); ++s) {
    const StepReport report = own_order ? trainer.step() : trainer.step_on(replay.steps[s]);
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
