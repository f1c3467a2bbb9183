// Step inside's numbers, in double precision: every stage's gradient (what the view shows of the
// backward pass) against central finite differences of the batch's loss, for the three
// architectures in post- and pre-norm; the stages of the forward pass reproducing the model's
// logits; one attention row's chain against the softmax's Jacobian computed independently.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "gradient_check.h"
#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "nn/cross_entropy.h"
#include "nn/stage_recorder.h"
#include "train/batching.h"
#include "train/step_inside.h"
#include "util/error.h"

namespace twb {
namespace {

constexpr uint64_t kSeed = 11;

// One model, one batch, one recorded example: the loss with an optional nudge, and the recorder
// of the analytic pass.
struct Recorded {
  std::function<const Matrix&(Context&)> forward;
  std::function<void(const Matrix&)> backward;
  std::vector<int32_t> targets;
  int32_t ignore_index = 0;
  int example = 1;
  double smoothing = 0.1;

  double loss(StageRecorder& rec) const {
    Context ctx;
    ctx.training = true;
    ctx.rng.reset(kSeed);
    ctx.recorder = &rec;
    CrossEntropy ce;
    ce.label_smoothing = static_cast<real>(smoothing);
    ce.ignore_index = ignore_index;
    return ce.forward(forward(ctx), targets);
  }
  StageRecorder analytic() const {
    StageRecorder rec(example);
    Context ctx;
    ctx.training = true;
    ctx.rng.reset(kSeed);
    ctx.recorder = &rec;
    CrossEntropy ce;
    ce.label_smoothing = static_cast<real>(smoothing);
    ce.ignore_index = ignore_index;
    ce.forward(forward(ctx), targets);
    Matrix dlogits;
    ce.backward(dlogits);
    backward(dlogits);
    return rec;
  }
};

// Every stage has a gradient of its shape, and four of its elements (in real rows) match central
// differences of the loss with that element of the example's stage nudged.
void expect_stage_gradients(const Recorded& r, const std::vector<std::string>& expected_keys) {
  const StageRecorder rec = r.analytic();
  std::vector<std::string> keys;
  for (const auto& s : rec.stages()) keys.push_back(s.key());
  EXPECT_EQ(keys, expected_keys);
  std::mt19937_64 gen(3);
  int compared = 0;
  for (const auto& stage : rec.stages()) {
    ASSERT_EQ(stage.gradient.rows(), stage.value.rows()) << stage.key();
    ASSERT_EQ(stage.gradient.cols(), stage.value.cols()) << stage.key();
    for (int k = 0; k < 4; ++k) {
      const auto row =
          static_cast<Eigen::Index>(gen() % static_cast<uint64_t>(std::min<Eigen::Index>(2, stage.value.rows())));
      const auto col = static_cast<Eigen::Index>(gen() % static_cast<uint64_t>(stage.value.cols()));
      auto nudged = [&](double delta) {
        StageRecorder probe(r.example);
        probe.nudge = StageRecorder::Nudge{stage.key(), row, col, static_cast<real>(delta)};
        return r.loss(probe);
      };
      const double numeric = (nudged(testing::kStep) - nudged(-testing::kStep)) / (2 * testing::kStep);
      const double analytic = stage.gradient(row, col);
      EXPECT_NEAR(analytic, numeric, testing::kAbsTol + 1e-5 * std::max(std::abs(numeric), std::abs(analytic)))
          << stage.key() << " [" << row << ", " << col << "]";
      ++compared;
    }
  }
  EXPECT_GT(compared, 20);
}

std::vector<std::string> layer_keys(const std::string& scope, const std::vector<std::string>& sublayers, bool pre) {
  std::vector<std::string> keys;
  for (const auto& s : sublayers) {
    if (pre) keys.push_back(scope + "." + s + ".norm");
    keys.push_back(scope + "." + s);
    keys.push_back(scope + "." + s + ".add");
    if (!pre) keys.push_back(scope + "." + s + ".norm");
  }
  return keys;
}

TransformerConfig seq2seq_config(NormPlacement placement) {
  TransformerConfig config = TransformerConfig::preset("tiny");
  config.d_model = 8, config.heads = 2, config.d_ff = 12, config.encoder_layers = 1, config.decoder_layers = 2;
  config.max_len = 8, config.source_vocab = 9, config.target_vocab = 7, config.norm_placement = placement;
  return config;
}

class StageGradients : public ::testing::TestWithParam<NormPlacement> {};

TEST_P(StageGradients, Seq2SeqStagesMatchFiniteDifferences) {
  const bool pre = GetParam() == NormPlacement::pre;
  Seq2SeqTransformer model(seq2seq_config(GetParam()));
  model.initialize(15);
  std::vector<EncodedPair> pairs{{{4, 5, 6, 7}, {4, 5}}, {{8, 4}, {6, 6, 5}}};
  const Seq2SeqBatch batch = make_batch(pairs, {0, 1});
  Recorded r;
  r.forward = [&](Context& ctx) -> const Matrix& { return model.forward(ctx, batch); };
  r.backward = [&](const Matrix& d) {
    model.zero_grad();
    model.backward(d);
  };
  r.targets = batch.target_output;
  std::vector<std::string> keys{"source_embedding.embedding", "source_embedding.positions"};
  for (auto k : layer_keys("encoder.layers.0", {"self_attention", "feed_forward"}, pre)) keys.push_back(k);
  if (pre) keys.push_back("encoder.norm");
  keys.push_back("target_embedding.embedding");
  keys.push_back("target_embedding.positions");
  for (int l = 0; l < 2; ++l)
    for (auto k :
         layer_keys("decoder.layers." + std::to_string(l), {"self_attention", "cross_attention", "feed_forward"}, pre))
      keys.push_back(k);
  if (pre) keys.push_back("decoder.norm");
  keys.push_back("output.logits");
  expect_stage_gradients(r, keys);
}

TEST_P(StageGradients, GptStagesMatchFiniteDifferences) {
  const bool pre = GetParam() == NormPlacement::pre;
  TransformerConfig config = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  config.d_model = 8, config.heads = 2, config.d_ff = 16, config.decoder_layers = 2, config.max_len = 8;
  config.target_vocab = 9, config.norm_placement = GetParam();
  GptTransformer model(config);
  model.initialize(3);
  std::mt19937_64 gen(5);
  ParameterList params = model.parameters();
  testing::randomize(params, gen, 0.3);
  std::vector<EncodedText> texts{{{4, 5, 6, 7, 8}}, {{8, 4, 5}}};
  const LanguageModelBatch batch = make_batch(texts, {0, 1});
  Recorded r;
  r.forward = [&](Context& ctx) -> const Matrix& { return model.forward(ctx, batch); };
  r.backward = [&](const Matrix& d) {
    model.zero_grad();
    model.backward(d);
  };
  r.targets = batch.targets();
  r.ignore_index = LanguageModelBatch::ignore_index;
  std::vector<std::string> keys{"embedding.embedding", "embedding.positions"};
  for (int l = 0; l < 2; ++l)
    for (auto k : layer_keys("blocks." + std::to_string(l), {"self_attention", "feed_forward"}, pre)) keys.push_back(k);
  if (pre) keys.push_back("final.norm");
  keys.push_back("output.logits");
  expect_stage_gradients(r, keys);
}

TEST_P(StageGradients, ClassifierStagesMatchFiniteDifferences) {
  const bool pre = GetParam() == NormPlacement::pre;
  TransformerConfig config = TransformerConfig::preset("tiny", TransformerConfig::kEncoderOnly);
  config.d_model = 8, config.heads = 2, config.d_ff = 12, config.encoder_layers = 2, config.max_len = 8;
  config.source_vocab = 9, config.classes = 3, config.norm_placement = GetParam();
  TransformerClassifier model(config);
  model.initialize(4);
  std::vector<EncodedExample> examples{{{4, 5, 6, 7}, 2}, {{8, 4}, 0}, {{5}, 1}};
  const ClassifierBatch batch = make_batch(examples, {0, 1, 2});
  Recorded r;
  r.forward = [&](Context& ctx) -> const Matrix& { return model.forward(ctx, batch); };
  r.backward = [&](const Matrix& d) {
    model.zero_grad();
    model.backward(d);
  };
  r.targets = batch.targets();
  r.ignore_index = ClassifierBatch::ignore_index;
  std::vector<std::string> keys{"embedding.embedding", "embedding.positions"};
  for (int l = 0; l < 2; ++l)
    for (auto k : layer_keys("encoder.layers." + std::to_string(l), {"self_attention", "feed_forward"}, pre))
      keys.push_back(k);
  if (pre) keys.push_back("encoder.norm");
  keys.push_back("output.pooled");
  keys.push_back("output.logits");
  expect_stage_gradients(r, keys);
}

INSTANTIATE_TEST_SUITE_P(StepInside, StageGradients, ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

// The forward pass's stages, walked in the model's order without dropout, rebuild the logits: each
// "add" is the stream plus the sublayer's output, each post-norm "norm" the LayerNorm of that sum,
// and the generator of the last stream gives the logits stage, which is the model's own.
TEST(StepInside, ForwardStagesReproduceTheLogits) {
  for (const NormPlacement placement : {NormPlacement::post, NormPlacement::pre}) {
    TransformerConfig config = seq2seq_config(placement);
    config.dropout = 0;
    Seq2SeqTransformer model(config);
    model.initialize(15);
    std::vector<EncodedPair> pairs{{{4, 5, 6, 7}, {4, 5}}, {{8, 4}, {6, 6, 5}}};
    const Seq2SeqBatch batch = make_batch(pairs, {0, 1});
    StageRecorder rec(1);
    Context ctx;
    ctx.recorder = &rec;
    const Matrix logits = model.forward(ctx, batch);
    const auto& stages = rec.stages();
    const Stage* stream = nullptr;
    for (const auto& s : stages) {
      if (s.key() == "target_embedding.positions") stream = &s;
      if (!stream || !s.scope.starts_with("decoder.layers.")) continue;
      if (s.name.ends_with(".add")) {
        const Stage* sublayer = rec.find(s.scope + "." + s.name.substr(0, s.name.size() - 4));
        ASSERT_NE(sublayer, nullptr);
        EXPECT_TRUE(s.value.isApprox(stream->value + sublayer->value, 1e-12)) << s.key();
        if (placement == NormPlacement::pre) stream = &s;
      } else if (s.name.ends_with(".norm") && placement == NormPlacement::post) {
        stream = &s;
      }
    }
    const Matrix& top = placement == NormPlacement::pre ? rec.find("decoder.norm")->value : stream->value;
    const Matrix rebuilt =
        (top * model.generator.weight.value.transpose()).rowwise() + model.generator.bias.value.row(0);
    EXPECT_TRUE(rebuilt.isApprox(rec.find("output.logits")->value, 1e-12));
    EXPECT_EQ(rec.find("output.logits")->value, rec.example_rows(logits));
  }
}

// One attention row: dL/dS from the softmax's Jacobian J = diag(p) - p pᵀ applied to dL/dP equals
// the engine's; dL/dq from the chain equals the engine's; the rows' shares of dL/dk and dL/dv add
// up to the engine's dL/dk and dL/dv; dL/dP = dL/dO Vᵀ.
TEST(StepInside, AttentionRowChainMatchesTheSoftmaxJacobian) {
  TransformerConfig config = seq2seq_config(NormPlacement::post);
  config.dropout = 0;
  Seq2SeqTransformer model(config);
  model.initialize(15);
  std::vector<EncodedPair> pairs{{{4, 5, 6, 7}, {4, 5}}, {{8, 4}, {6, 6, 5}}};
  const Seq2SeqBatch batch = make_batch(pairs, {0, 1});
  Recorded r;
  r.forward = [&](Context& ctx) -> const Matrix& { return model.forward(ctx, batch); };
  r.backward = [&](const Matrix& d) {
    model.zero_grad();
    model.backward(d);
  };
  r.targets = batch.target_output;
  const StageRecorder rec = r.analytic();
  ASSERT_EQ(rec.attentions().size(), 5u);  // encoder self, 2 × (decoder self, cross)
  for (const auto& a : rec.attentions()) {
    const Eigen::Index queries = a.queries.rows(), keys = a.keys.rows();
    for (int h = 0; h < a.heads; ++h) {
      Matrix key_total = Matrix::Zero(keys, a.d_k), value_total = Matrix::Zero(keys, a.d_v);
      for (int i = 0; i < queries; ++i) {
        const AttentionRowChain c = attention_row_chain(a, h, i);
        // dS = J dP, J built here from p alone.
        Matrix jacobian(keys, keys);
        for (Eigen::Index j = 0; j < keys; ++j)
          for (Eigen::Index k = 0; k < keys; ++k) jacobian(j, k) = c.weights(j) * ((j == k ? 1.0 : 0.0) - c.weights(k));
        const RowVector independent = (jacobian * c.weight_gradient.transpose()).transpose();
        EXPECT_TRUE(independent.isApprox(c.score_gradient, 1e-10) || independent.norm() < 1e-14) << a.key();
        EXPECT_TRUE(c.query_gradient.isApprox(c.engine_query_gradient, 1e-10) || c.query_gradient.norm() < 1e-14);
        const auto d_out = a.context_gradient.row(i).segment(h * a.d_v, a.d_v);
        const RowVector dp = d_out * a.values.middleCols(h * a.d_v, a.d_v).transpose();
        EXPECT_TRUE(dp.isApprox(c.weight_gradient, 1e-10) || dp.norm() < 1e-14) << a.key();
        key_total += c.key_gradient_share;
        value_total += c.value_gradient_share;
      }
      EXPECT_TRUE(key_total.isApprox(a.key_gradient.middleCols(h * a.d_k, a.d_k), 1e-10)) << a.key();
      EXPECT_TRUE(value_total.isApprox(a.value_gradient.middleCols(h * a.d_v, a.d_v), 1e-10)) << a.key();
    }
  }
  EXPECT_THROW(attention_row_chain(rec.attentions().front(), 2, 0), Error);
}

}  // namespace
}  // namespace twb
