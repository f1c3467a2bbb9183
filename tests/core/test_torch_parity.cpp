// Parity with PyTorch, in the manner of llm.c's test_gpt2.c against train_gpt2.py.
//
// tests/torch_parity.py builds the same tiny encoder–decoder from PyTorch's own layers
// (nn.TransformerEncoderLayer / nn.TransformerDecoderLayer, batch_first, dropout 0, norm_first for
// pre-norm, a final nn.LayerNorm on each stack for pre-norm), runs a padded batch forward, the
// label-smoothed cross-entropy (ε = 0.1, ignore <pad>) and backward, and stores its weights under
// our tensor names, the batch, the logits, the loss and every gradient in
// tests/core/fixtures/torch_parity_{post,pre}.safetensors. Here the engine loads those weights,
// runs the same step, and must reproduce all of it.
//
// What "within 1e-4 relative" means here. For each tensor (logits, loss, each gradient) with a the
// engine's values and b the reference:
//     error = max_i |a_i - b_i| / max(max_i |b_i|, 1e-3)   <= 1e-4
// i.e. the largest difference relative to the tensor's largest entry (a norm-relative error in the
// max norm). The floor of 1e-3 is for tensors whose exact value is 0: the gradients of the
// attention key biases vanish (softmax ignores a shift shared by every key), and what both
// implementations produce there is rounding noise. Every element must in addition satisfy
//     |a_i - b_i| <= 1e-4 * max(|b_i|, 1).
// The reference is PyTorch in float64 on the stored float32 weights, so the measured errors are the
// engine's own float32 rounding; PyTorch's float32 run lands at about 1e-7 on the logits and at most
// a few 1e-6 on the key-bias gradients by the same measure (printed by the script).
//
// Regenerate the fixtures: /usr/bin/python3 tests/torch_parity.py  (Debian's python3-torch).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "io/safetensors.h"
#include "model/seq2seq.h"
#include "nn/cross_entropy.h"
#include "text/special_tokens.h"
#include "torch_replay.h"

#ifndef TWB_FIXTURES_DIR
#error "TWB_FIXTURES_DIR must point at tests/core/fixtures"
#endif

using namespace twb;

namespace {

constexpr double kTolerance = 1e-4;
constexpr double kScaleFloor = 1e-3;

struct Difference {
  std::string name;
  double relative = 0;     // max|a-b| / max(max|b|, 1e-3)
  double elementwise = 0;  // max |a-b| / max(|b|, 1)
  double max_abs = 0;      // max |a-b|
  double scale = 0;        // max |b|
};

template <typename A>
Difference compare(const std::string& name, const A& actual, const std::vector<float>& expected) {
  Difference d;
  d.name = name;
  double largest = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    const double a = static_cast<double>(actual(static_cast<Eigen::Index>(i)));
    const double b = expected[i];
    const double diff = std::abs(a - b);
    largest = std::max(largest, std::abs(b));
    d.max_abs = std::max(d.max_abs, diff);
    d.elementwise = std::max(d.elementwise, diff / std::max(std::abs(b), 1.0));
  }
  d.scale = largest;
  d.relative = d.max_abs / std::max(largest, kScaleFloor);
  return d;
}

void expect_within(const Difference& d) {
  EXPECT_LE(d.relative, kTolerance) << d.name << ": max|a-b| = " << d.max_abs << " against max|b| = " << d.scale;
  EXPECT_LE(d.elementwise, kTolerance) << d.name << ": an element differs by more than 1e-4 max(|b|, 1)";
}

void print(const Difference& d) {
  std::printf("  %-62s rel %.2e  elem %.2e  max|a-b| %.2e  max|b| %.2e\n", d.name.c_str(), d.relative, d.elementwise,
              d.max_abs, d.scale);
}

// The (B, T) id tensor as the engine's TokenBatch.
TokenBatch token_batch(const io::SafetensorsFile& file, const std::string& name) {
  const io::Tensor& t = file.at(name);
  EXPECT_EQ(t.shape.size(), 2u) << name;
  TokenBatch batch;
  batch.batch = static_cast<int>(t.shape.at(0));
  batch.length = static_cast<int>(t.shape.at(1));
  for (int64_t id : file.get_i64(name)) batch.ids.push_back(static_cast<int32_t>(id));
  return batch;
}

void run_parity(const std::string& placement) {
  // TWB_PARITY_FIXTURES_DIR overrides the committed fixtures' directory, e.g. to try freshly
  // generated ones (tests/torch_parity.py --out DIR) before replacing them.
  const char* override_dir = std::getenv("TWB_PARITY_FIXTURES_DIR");
  const std::string dir = override_dir && *override_dir ? override_dir : TWB_FIXTURES_DIR;
  const std::string path = dir + "/torch_parity_" + placement + ".safetensors";
  const io::SafetensorsFile file = io::read_safetensors(path);
  std::printf("%s: torch %s\n", path.c_str(),
              file.metadata.count("torch_version") ? file.metadata.at("torch_version").c_str() : "?");

  TransformerConfig config = TransformerConfig::from_json(nlohmann::json::parse(file.metadata.at("config")));
  ASSERT_EQ(config.norm_placement, placement == "pre" ? NormPlacement::pre : NormPlacement::post);
  ASSERT_EQ(config.dropout, 0.0);

  // The batch.
  Seq2SeqBatch batch;
  batch.source = token_batch(file, "batch.source");
  batch.target_input = token_batch(file, "batch.target_input");
  const int B = batch.target_input.batch, T = batch.target_input.length;
  for (int64_t id : file.get_i64("batch.target_output", {B, T})) {
    batch.target_output.push_back(static_cast<int32_t>(id));
    if (id != kPadId) ++batch.target_tokens;
  }
  ASSERT_EQ(batch.source.batch, B);
  ASSERT_LE(std::max(batch.source.length, T), config.max_len);

  // The weights: every engine parameter from the fixture, and nothing in the fixture left over.
  Seq2SeqTransformer model(config);
  model.initialize(1);
  ParameterList parameters = model.parameters();
  std::set<std::string> engine_names;
  for (const auto& [name, parameter] : parameters) {
    engine_names.insert(name);
    ASSERT_TRUE(file.contains(name)) << "the fixture has no tensor for the engine's parameter " << name;
    ASSERT_TRUE(file.contains("grad." + name)) << "the fixture has no gradient for " << name;
    Matrix& value = parameter->value;
    // Biases and gains are 1 x N in the engine and [N] in the file; matrices [rows, cols] in both.
    const bool vector = file.at(name).shape.size() == 1;
    const std::vector<int64_t> shape =
        vector ? std::vector<int64_t>{value.cols()} : std::vector<int64_t>{value.rows(), value.cols()};
    if (vector) {
      ASSERT_EQ(value.rows(), 1) << name;
    }
    const std::vector<float> data = file.get_f32(name, shape);
    for (size_t i = 0; i < data.size(); ++i) value.data()[i] = static_cast<real>(data[i]);
  }
  for (const auto& [name, tensor] : file.tensors) {
    if (name.rfind("batch.", 0) == 0 || name.rfind("expected.", 0) == 0) continue;
    const std::string parameter = name.rfind("grad.", 0) == 0 ? name.substr(5) : name;
    EXPECT_TRUE(engine_names.count(parameter)) << "the fixture's tensor " << name << " is no parameter of the engine";
  }

  // One training step's forward and backward, dropout 0.
  Context ctx;
  ctx.training = true;
  model.zero_grad();
  const Matrix& logits = model.forward(ctx, batch);  // (B*T, V)
  const int V = config.target_vocab;
  ASSERT_EQ(logits.rows(), static_cast<Eigen::Index>(B) * T);
  ASSERT_EQ(logits.cols(), V);
  CrossEntropy loss_fn;
  loss_fn.label_smoothing = real(0.1);
  loss_fn.ignore_index = kPadId;
  const real loss = loss_fn.forward(logits, batch.target_output);
  Matrix dlogits;
  loss_fn.backward(dlogits);
  model.backward(dlogits);

  // Logits: all rows, and separately the rows of real target positions and of padding (a padded
  // query still attends to the real keys before it, in both implementations).
  const std::vector<float> expected_logits = file.get_f32("expected.logits", {B, T, V});
  const Eigen::Map<const Eigen::Matrix<real, Eigen::Dynamic, 1>> flat(logits.data(), logits.size());
  const Difference logits_all = compare("logits (all rows)", flat, expected_logits);
  std::vector<float> real_expected, pad_expected;
  std::vector<real> real_actual, pad_actual;
  for (int r = 0; r < B * T; ++r) {
    const bool pad = batch.target_input.ids[static_cast<size_t>(r)] == kPadId;
    for (int v = 0; v < V; ++v) {
      (pad ? pad_expected : real_expected).push_back(expected_logits[static_cast<size_t>(r) * V + v]);
      (pad ? pad_actual : real_actual).push_back(logits(r, v));
    }
  }
  const auto as_vector = [](const std::vector<real>& x) {
    return Eigen::Map<const Eigen::Matrix<real, Eigen::Dynamic, 1>>(x.data(), static_cast<Eigen::Index>(x.size()));
  };
  const Difference logits_real = compare("logits (real target positions)", as_vector(real_actual), real_expected);
  const Difference logits_pad = compare("logits (padded target positions)", as_vector(pad_actual), pad_expected);

  const std::vector<float> expected_loss = file.get_f32("expected.loss", {});
  const Eigen::Matrix<real, 1, 1> loss_vector(loss);
  const Difference loss_difference = compare("loss", loss_vector, expected_loss);

  std::vector<Difference> gradients;
  for (const auto& [name, parameter] : parameters) {
    const Matrix& g = parameter->grad;
    const std::vector<float> expected = file.get_f32("grad." + name);
    ASSERT_EQ(static_cast<Eigen::Index>(expected.size()), g.size()) << name;
    const Eigen::Map<const Eigen::Matrix<real, Eigen::Dynamic, 1>> flat_grad(g.data(), g.size());
    gradients.push_back(compare("grad." + name, flat_grad, expected));
  }

  std::printf("[%s-norm] loss: engine %.9f, torch %.9f; %d parameters\n", placement.c_str(), static_cast<double>(loss),
              static_cast<double>(expected_loss[0]), static_cast<int>(parameters.size()));
  print(logits_all);
  print(logits_real);
  print(logits_pad);
  print(loss_difference);
  std::vector<Difference> sorted = gradients;
  std::sort(sorted.begin(), sorted.end(),
            [](const Difference& a, const Difference& b) { return a.relative > b.relative; });
  std::printf("  gradients, the worst five by the relative measure:\n");
  for (size_t i = 0; i < std::min<size_t>(5, sorted.size()); ++i) print(sorted[i]);
  const auto nonzero =
      std::find_if(sorted.begin(), sorted.end(), [](const Difference& d) { return d.scale >= kScaleFloor; });
  if (nonzero != sorted.end()) {
    std::printf("  gradients, the worst of those not exactly 0 (max|b| >= 1e-3):\n");
    print(*nonzero);
  }
  double worst_elementwise = 0;
  for (const auto& d : gradients) worst_elementwise = std::max(worst_elementwise, d.elementwise);
  std::printf("  gradients, worst elementwise |a-b|/max(|b|,1): %.2e\n", worst_elementwise);

  expect_within(logits_all);
  expect_within(loss_difference);
  for (const auto& d : gradients) expect_within(d);
}

TEST(TorchParity, PostNorm) { run_parity("post"); }
TEST(TorchParity, PreNorm) { run_parity("pre"); }

// A whole training run, not one step: tests/torch_replay.py trained a small post-norm model in
// PyTorch for 24 Adam steps (peak 1e-2 after 4 warm-up steps, label smoothing 0.1, dropout 0) on
// batches of changing shapes, and stored the initial weights, the batches, the loss at every step
// and the end weights. The engine, started from those weights and fed those batches, must follow
// the same path: what one step's parity cannot see (Adam's moments and bias correction, the
// schedule's step numbering, state left over from an earlier batch of another shape) shows here.
// Both sides are float32, so the tolerance is the one-step test's.
TEST(TorchParity, TrainingReplay) {
  const char* override_dir = std::getenv("TWB_PARITY_FIXTURES_DIR");
  const std::string dir = override_dir && *override_dir ? override_dir : TWB_FIXTURES_DIR;
  const TorchReplay replay = read_torch_replay(dir + "/torch_replay.safetensors");
  ASSERT_EQ(replay.config.dropout, 0.0);
  ASSERT_GE(replay.steps.size(), 8u);
  Seq2SeqTransformer model(replay.config);
  model.initialize(1);
  load_replay_weights(replay.file, model.parameters());
  Seq2SeqTrainer trainer(model, replay.pairs, replay.settings);
  std::set<std::pair<int, int>> shapes;  // (rows, target length) of the batches: they must vary
  for (size_t s = 0; s < replay.steps.size(); ++s) {
    const StepReport report = trainer.step_on(replay.steps[s]);
    shapes.insert({trainer.last_batch().target_input.batch, trainer.last_batch().target_input.length});
    const Eigen::Matrix<real, 1, 1> loss(static_cast<real>(report.loss));
    const Difference d = compare("loss at step " + std::to_string(s + 1), loss, {replay.expected_loss[s]});
    std::printf("  step %2zu: engine %.7f, torch %.7f\n", s + 1, report.loss,
                static_cast<double>(replay.expected_loss[s]));
    expect_within(d);
  }
  EXPECT_GE(shapes.size(), 4u) << "the replay's batches should come in several shapes";
  EXPECT_LT(replay.expected_loss.back(), replay.expected_loss.front() - 0.5f) << "the run should learn";
  // The end weights, all but the attention key biases: their gradient is exactly 0 (softmax ignores
  // a shift shared by every key), so what both sides compute for it is rounding noise, which Adam
  // (ε = 1e-9) scales up to steps of the learning rate's size: they wander, differently on each side,
  // and nothing the model computes depends on them.
  double worst = 0;
  for (auto& [name, parameter] : model.parameters()) {
    if (name.ends_with(".key.bias")) continue;
    const Matrix& w = parameter->value;
    const Eigen::Map<const Eigen::Matrix<real, Eigen::Dynamic, 1>> flat(w.data(), w.size());
    const Difference d = compare("end weights " + name, flat, replay.file.get_f32("expected.final." + name));
    worst = std::max(worst, d.relative);
    expect_within(d);
  }
  std::printf("  end weights: worst relative difference %.2e\n", worst);
}

}  // namespace
