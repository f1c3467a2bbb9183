// Behaviour of the float engine's layers: formulas at chosen cells, masks, dropout modes, and the
// agreement of results computed with 1 and with 2 threads.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "inspect/heatmap.h"
#include "nn/attention.h"
#include "nn/cross_entropy.h"
#include "nn/dropout.h"
#include "nn/embedding.h"
#include "nn/layer_norm.h"
#include "nn/linear.h"
#include "nn/rotary.h"
#include "nn/transformer_layers.h"
#include "tensor/parallel.h"

using namespace twb;

namespace {

Matrix random_matrix(Eigen::Index rows, Eigen::Index cols, std::mt19937_64& gen, double scale = 1.0) {
  std::uniform_real_distribution<double> dist(-scale, scale);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = static_cast<real>(dist(gen));
  return m;
}

}  // namespace

// ---------------------------------------------------------------- Positional encoding

// A layer made without gradients (a model opened to be looked at) holds its weights alone; its
// gradient comes, zeroed, when it starts to train.
TEST(Parameters, MadeWithoutGradientsGetThemWhenTheyFirstTrain) {
  Linear with(6, 4);
  EXPECT_EQ(with.weight.grad.rows(), 4);
  EXPECT_EQ(with.weight.grad.cols(), 6);
  {
    const WithoutGradients looking_only;
    EXPECT_TRUE(WithoutGradients::active());
    Linear without(6, 4);
    EXPECT_EQ(without.weight.grad.size(), 0);
    EXPECT_EQ(without.bias.grad.size(), 0);
    EXPECT_EQ(without.weight.value.rows(), 4);
    without.weight.zero_grad();
    EXPECT_EQ(without.weight.grad, Matrix::Zero(4, 6));
  }
  EXPECT_FALSE(WithoutGradients::active());
  Linear after(6, 4);
  EXPECT_EQ(after.weight.grad.size(), 24);
}

// With no smoothing the loss needs only the target's probability: a logit of −∞ elsewhere (an id
// a model never predicts) leaves it finite, and its gradient there is 0.
TEST(CrossEntropy, AnImpossibleIdLeavesTheLossFiniteWithoutSmoothing) {
  Matrix logits(1, 4);
  logits << -INFINITY, 1.0f, 2.0f, 0.5f;
  CrossEntropy loss;
  const std::vector<int32_t> target{2};
  const real value = loss.forward(logits, target);
  const real exact = -(2.0f - std::log(std::exp(1.0f) + std::exp(2.0f) + std::exp(0.5f)));
  EXPECT_NEAR(value, exact, 1e-6);
  Matrix d;
  loss.backward(d);
  EXPECT_EQ(d(0, 0), 0);
  loss.label_smoothing = 0.1f;
  EXPECT_FALSE(std::isfinite(loss.forward(logits, target))) << "smoothing puts weight on the impossible id";
}

TEST(PositionalEncoding, SinusoidalTableEqualsTheFormulaAtChosenCells) {
  const int max_len = 100, d_model = 32;
  const Matrix pe = sinusoidal_table(max_len, d_model);
  struct Cell {
    int pos, dim;
  };
  for (const Cell cell : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}, Cell{1, 1}, Cell{7, 4}, Cell{7, 5}, Cell{42, 30},
                          Cell{42, 31}, Cell{99, 16}, Cell{99, 17}}) {
    const int i = cell.dim / 2;
    const double angle = cell.pos / std::pow(10000.0, 2.0 * i / d_model);
    const double expected = cell.dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
    EXPECT_NEAR(pe(cell.pos, cell.dim), expected, 1e-6) << "pos " << cell.pos << " dim " << cell.dim;
  }
  EXPECT_EQ(pe(0, 0), 0.0f);  // sin 0
  EXPECT_EQ(pe(0, 1), 1.0f);  // cos 0
}

TEST(PositionalEncoding, InspectHeatmapIsThePositionByDimensionMatrix) {
  const inspect::Heatmap map = inspect::positional_encoding(20, 8);
  EXPECT_EQ(map.rows, 20);
  EXPECT_EQ(map.cols, 8);
  ASSERT_EQ(map.values.size(), 160u);
  EXPECT_NEAR(map.at(3, 2), std::sin(3 / std::pow(10000.0, 2.0 / 8)), 1e-6);
  EXPECT_NEAR(map.at(3, 3), std::cos(3 / std::pow(10000.0, 2.0 / 8)), 1e-6);
  EXPECT_EQ(map.row_axis, "position");
  EXPECT_EQ(map.column_axis, "dimension");
}

TEST(PositionalEncoding, LearnedPositionsAreAddedPerPosition) {
  PositionalEncoding positions;
  positions.init(PositionKind::learned, 5, 3);
  positions.weight.value = Matrix::Constant(5, 3, 0);
  positions.weight.value.row(1).setConstant(2);
  Matrix x = Matrix::Zero(2 * 3, 3);  // B = 2, T = 3
  positions.add_to(x, 2, 3);
  EXPECT_EQ(x(1, 0), 2);  // b 0, t 1
  EXPECT_EQ(x(4, 2), 2);  // b 1, t 1
  EXPECT_EQ(x(3, 0), 0);  // b 1, t 0
}

TEST(Embedding, ScaledBySqrtDModel) {
  InputEmbedding input;
  input.init(4, 16, 8, 0, PositionKind::sinusoidal, 0.0);
  input.tokens.weight.value.setConstant(0.5f);
  Context ctx;
  Matrix h;
  input.forward(ctx, TokenBatch{1, 1, {2}}, h);
  // position 0: PE = (0, 1, 0, 1, ...); embedding 0.5 * sqrt(16) = 2
  EXPECT_FLOAT_EQ(h(0, 0), 2.0f);
  EXPECT_FLOAT_EQ(h(0, 1), 3.0f);
}

// ---------------------------------------------------------------- Rotary positions

// Pair i of a head, (x_i, x_{i+d/2}), turns by p θ_i with θ_i = 10000^(−2i/d): at p = 5, d = 8,
// pair 1 turns by 5 · 10000^(−1/4) = 0.5 rad; position 0 does not turn.
TEST(RotaryPositions, TurnsEachPairByItsAngle) {
  RotaryPositions rotary;
  rotary.init(8, 8);
  Matrix x = Matrix::Zero(6, 16);                        // B = 1, T = 6, two heads of d_k = 8
  for (Eigen::Index r = 0; r < 6; ++r) x(r, 8 + 1) = 1;  // head 1, pair 1's first member
  const Matrix before = x;
  rotary.rotate(x, 2, 6);
  EXPECT_EQ(x.row(0), before.row(0));
  EXPECT_NEAR(x(5, 8 + 1), std::cos(0.5), 1e-6);
  EXPECT_NEAR(x(5, 8 + 1 + 4), std::sin(0.5), 1e-6);
  EXPECT_NEAR(x(1, 8 + 1 + 4), std::sin(0.1), 1e-6);
  EXPECT_EQ(x.leftCols(8), before.leftCols(8));  // head 0 was zero
}

// Lengths are kept, the inverse turns back, and a score q'·k' depends on the two positions only
// through their offset: what lets a head learn "the token before" once for every position.
TEST(RotaryPositions, ScoresDependOnlyOnTheOffset) {
  std::mt19937_64 gen(3);
  const int d_k = 16, length = 12;
  RotaryPositions rotary;
  rotary.init(length, d_k);
  const Matrix q = random_matrix(1, d_k, gen), k = random_matrix(1, d_k, gen);
  Matrix queries = q.replicate(length, 1), keys = k.replicate(length, 1);  // the same q and k everywhere
  rotary.rotate(queries, 1, length);
  rotary.rotate(keys, 1, length);
  for (int p = 0; p < length; ++p) EXPECT_NEAR(queries.row(p).norm(), q.norm(), 1e-5) << p;
  for (int offset = 0; offset < 4; ++offset)
    for (int p = offset + 1; p < length; ++p)
      EXPECT_NEAR(queries.row(p).dot(keys.row(p - offset)), queries.row(offset).dot(keys.row(0)), 1e-5)
          << "offset " << offset << ", query at " << p;
  EXPECT_GT(std::abs(queries.row(3).dot(keys.row(2)) - queries.row(3).dot(keys.row(1))), 1e-3);
  Matrix back = queries;
  rotary.rotate(back, 1, length, /*inverse=*/true);
  EXPECT_LT((back - q.replicate(length, 1)).cwiseAbs().maxCoeff(), 1e-6);
  Matrix step = q.replicate(3, 1);
  rotary.rotate_at(step, 1, 7);
  EXPECT_LT((step.row(2) - queries.row(7)).cwiseAbs().maxCoeff(), 1e-6);
}

// Rotary positions add nothing to the input: the embedding is the scaled token alone.
TEST(RotaryPositions, AddNothingToTheEmbedding) {
  InputEmbedding input;
  input.init(4, 16, 8, 0, PositionKind::rotary, 0.0);
  input.tokens.weight.value.setConstant(0.5f);
  Context ctx;
  Matrix h;
  input.forward(ctx, TokenBatch{1, 3, {2, 2, 2}}, h);
  EXPECT_TRUE((h.array() == 2.0f).all());
  ParameterList params;
  input.parameters("embedding.", params);
  EXPECT_EQ(params.size(), 1u);
}

// ---------------------------------------------------------------- Masks and attention

TEST(Masks, PaddingAndNoPeekCombineByLogicalAnd) {
  const TokenBatch tokens{2, 3, {4, 5, 6, 7, 0, 0}};
  const auto padding = padding_mask(tokens, 0);
  EXPECT_EQ(padding, (std::vector<uint8_t>{1, 1, 1, 1, 0, 0}));
  const auto no_peek = no_peek_mask(3);
  EXPECT_EQ(no_peek, (std::vector<uint8_t>{1, 0, 0, 1, 1, 0, 1, 1, 1}));
  const AttentionMask mask = combine_masks(2, 3, 3, padding.data(), no_peek.data());
  for (int b = 0; b < 2; ++b)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j)
        EXPECT_EQ(mask.at(b, i, j), padding[static_cast<size_t>(b) * 3 + j] && no_peek[static_cast<size_t>(i) * 3 + j]);
}

TEST(Attention, RowsSumToOneAndMaskedWeightsAreExactlyZero) {
  std::mt19937_64 gen(1);
  const int batch = 3, length = 6, heads = 4, d_k = 8;
  const TokenBatch tokens{batch, length, {5, 6, 7, 8, 9, 10, 5, 6, 7, 0, 0, 0, 5, 0, 0, 0, 0, 0}};
  const auto padding = padding_mask(tokens, 0);
  const auto no_peek = no_peek_mask(length);
  const AttentionMask mask = combine_masks(batch, length, length, padding.data(), no_peek.data());
  ScaledDotProductAttention attention;
  attention.heads = heads, attention.d_k = d_k, attention.d_v = d_k, attention.dropout = 0.5f;
  const Matrix q = random_matrix(batch * length, heads * d_k, gen, 3.0);
  const Matrix k = random_matrix(batch * length, heads * d_k, gen, 3.0);
  const Matrix v = random_matrix(batch * length, heads * d_k, gen);
  Matrix out;
  Context ctx;
  ctx.training = true;  // dropout acts on the output, never on the kept weights
  attention.forward(ctx, q, k, v, batch, length, length, mask, out);
  for (int b = 0; b < batch; ++b)
    for (int h = 0; h < heads; ++h) {
      const auto w = attention.weights(b, h);
      ASSERT_EQ(w.rows(), length);
      ASSERT_EQ(w.cols(), length);
      for (int i = 0; i < length; ++i) {
        EXPECT_NEAR(w.row(i).sum(), 1.0f, 1e-5f) << "b " << b << " h " << h << " i " << i;
        for (int j = 0; j < length; ++j) {
          if (!mask.at(b, i, j)) {
            EXPECT_EQ(w(i, j), 0.0f) << "masked weight b " << b << " i " << i << " j " << j;
          } else {
            EXPECT_GT(w(i, j), 0.0f);
          }
        }
      }
    }
}

TEST(Attention, SingleHeadEqualsTheFormula) {
  std::mt19937_64 gen(2);
  const int length = 3, d = 4;
  ScaledDotProductAttention attention;
  attention.heads = 1, attention.d_k = d, attention.d_v = d;
  const Matrix q = random_matrix(length, d, gen), k = random_matrix(length, d, gen), v = random_matrix(length, d, gen);
  Matrix out;
  Context ctx;
  attention.forward(ctx, q, k, v, 1, length, length, AttentionMask{}, out);
  Matrix scores = q * k.transpose() / std::sqrt(static_cast<real>(d));
  for (int i = 0; i < length; ++i) {
    scores.row(i) = (scores.row(i).array() - scores.row(i).maxCoeff()).exp().matrix();
    scores.row(i) /= scores.row(i).sum();
  }
  const Matrix expected = scores * v;
  EXPECT_LT((out - expected).cwiseAbs().maxCoeff(), 1e-6f);
}

// ---------------------------------------------------------------- LayerNorm forms

class LayerNormFormula : public ::testing::TestWithParam<LayerNormKind> {};

TEST_P(LayerNormFormula, EqualsItsDefinition) {
  std::mt19937_64 gen(3);
  const int n = 5, c = 7;
  const double eps = 1e-3;  // large enough that where it sits shows in the result
  LayerNorm norm;
  norm.init(c, GetParam(), static_cast<real>(eps));
  norm.gain.value = random_matrix(1, c, gen);
  norm.bias.value = random_matrix(1, c, gen);
  const Matrix x = random_matrix(n, c, gen, 2.0);
  Matrix y;
  norm.forward(x, y);
  for (int r = 0; r < n; ++r) {
    double mean = 0;
    for (int j = 0; j < c; ++j) mean += x(r, j);
    mean /= c;
    double squares = 0;
    for (int j = 0; j < c; ++j) squares += (x(r, j) - mean) * (x(r, j) - mean);
    double denominator = 0;
    switch (GetParam()) {
      case LayerNormKind::standard:
        denominator = std::sqrt(squares / c + eps);
        break;
      case LayerNormKind::unbiased_variance:
        denominator = std::sqrt(squares / (c - 1) + eps);
        break;
      case LayerNormKind::std_eps_outside:
        denominator = std::sqrt(squares / (c - 1)) + eps;
        break;
    }
    for (int j = 0; j < c; ++j) {
      const double expected = norm.gain.value(0, j) * (x(r, j) - mean) / denominator + norm.bias.value(0, j);
      EXPECT_NEAR(y(r, j), expected, 1e-5) << "row " << r << " col " << j;
    }
  }
}
INSTANTIATE_TEST_SUITE_P(Forms, LayerNormFormula,
                         ::testing::Values(LayerNormKind::standard, LayerNormKind::unbiased_variance,
                                           LayerNormKind::std_eps_outside));

TEST(LayerNorm, TheThreeFormsDiffer) {
  std::mt19937_64 gen(4);
  const Matrix x = random_matrix(2, 6, gen);
  Matrix y[3];
  const LayerNormKind kinds[3] = {LayerNormKind::standard, LayerNormKind::unbiased_variance,
                                  LayerNormKind::std_eps_outside};
  for (int i = 0; i < 3; ++i) {
    LayerNorm norm;
    norm.init(6, kinds[i], 1e-2f);
    norm.forward(x, y[i]);
  }
  EXPECT_GT((y[0] - y[1]).cwiseAbs().maxCoeff(), 1e-3f);
  EXPECT_GT((y[1] - y[2]).cwiseAbs().maxCoeff(), 1e-4f);
}

// ---------------------------------------------------------------- Dropout

TEST(Dropout, IsTheIdentityInEvaluationMode) {
  std::mt19937_64 gen(5);
  const Matrix x = random_matrix(16, 16, gen);
  Dropout dropout;
  dropout.p = 0.5f;
  Context ctx;  // training = false
  Matrix y = x;
  dropout.forward(ctx, y);
  EXPECT_EQ(y, x);
  Matrix grad = x;
  dropout.backward(grad);
  EXPECT_EQ(grad, x);
}

TEST(Dropout, InTrainingZeroesAboutPAndScalesTheRest) {
  Dropout dropout;
  dropout.p = 0.3f;
  Context ctx;
  ctx.training = true;
  Matrix y = Matrix::Ones(200, 100);
  dropout.forward(ctx, y);
  const double zeros = (y.array() == 0).count() / static_cast<double>(y.size());
  EXPECT_NEAR(zeros, 0.3, 0.02);
  for (Eigen::Index i = 0; i < y.size(); ++i) {
    if (y.data()[i] != 0) {
      ASSERT_FLOAT_EQ(y.data()[i], 1.0f / 0.7f);
    }
  }
}

TEST(Dropout, TheSameSeedGivesTheSameMaskAndANewStreamAnother) {
  Dropout dropout;
  dropout.p = 0.5f;
  Context a, b;
  a.training = b.training = true;
  a.rng.reset(7);
  b.rng.reset(7);
  Matrix ya = Matrix::Ones(10, 10), yb = Matrix::Ones(10, 10), yc = Matrix::Ones(10, 10);
  dropout.forward(a, ya);
  dropout.forward(b, yb);
  dropout.forward(a, yc);  // the next stream
  EXPECT_EQ(ya, yb);
  EXPECT_NE(ya, yc);
}

// ---------------------------------------------------------------- Cross-entropy

TEST(CrossEntropy, EqualsAHandComputedValue) {
  // logits (0, ln 2, ln 3): softmax = (1/6, 2/6, 3/6); target 2; ε = 0.3, V = 3:
  // loss = -(0.7 + 0.1) ln(3/6) - 0.1 ln(1/6) - 0.1 ln(2/6)
  Matrix logits(2, 3);
  logits << 0, std::log(2.0f), std::log(3.0f), 5, 5, 5;
  CrossEntropy loss;
  loss.label_smoothing = 0.3f;
  loss.ignore_index = 0;
  const real value = loss.forward(logits, {2, 0});  // the second row is ignored
  const double expected = -0.8 * std::log(0.5) - 0.1 * std::log(1.0 / 6) - 0.1 * std::log(2.0 / 6);
  EXPECT_NEAR(value, expected, 1e-6);
  EXPECT_EQ(loss.counted(), 1);
}

// ---------------------------------------------------------------- Threads

namespace {

struct LayerRun {
  Matrix encoder_out, decoder_out, d_source, d_target, d_memory;
  std::vector<Matrix> grads;
};

// Forward and backward of an encoder layer feeding a decoder layer, with dropout, at a given
// thread count. Same seeds every time.
LayerRun run_layers(int threads) {
  set_num_threads(threads);
  std::mt19937_64 gen(11);
  const int batch = 8, source_length = 13, target_length = 11;
  LayerConfig config;
  config.d_model = 64, config.heads = 4, config.d_ff = 256, config.dropout = 0.1f;
  EncoderLayer encoder;
  DecoderLayer decoder;
  encoder.init(config);
  decoder.init(config);
  ParameterList params;
  encoder.parameters("encoder.", params);
  decoder.parameters("decoder.", params);
  for (auto& p : params) {
    p.parameter->value = random_matrix(p.parameter->value.rows(), p.parameter->value.cols(), gen, 0.3);
    p.parameter->zero_grad();
  }
  TokenBatch source{batch, source_length, {}}, target{batch, target_length, {}};
  for (int b = 0; b < batch; ++b) {
    for (int t = 0; t < source_length; ++t) source.ids.push_back(t < source_length - b ? 3 : 0);
    for (int t = 0; t < target_length; ++t) target.ids.push_back(t < target_length - b ? 3 : 0);
  }
  const auto source_padding = padding_mask(source, 0), target_padding = padding_mask(target, 0);
  const auto no_peek = no_peek_mask(target_length);
  const auto encoder_mask = combine_masks(batch, source_length, source_length, source_padding.data(), nullptr);
  const auto self_mask = combine_masks(batch, target_length, target_length, target_padding.data(), no_peek.data());
  const auto cross_mask = combine_masks(batch, target_length, source_length, source_padding.data(), nullptr);
  const Matrix x_source = random_matrix(batch * source_length, 64, gen);
  const Matrix x_target = random_matrix(batch * target_length, 64, gen);
  const Matrix r = random_matrix(batch * target_length, 64, gen);

  LayerRun run;
  Context ctx;
  ctx.training = true;
  ctx.rng.reset(99);
  encoder.forward(ctx, x_source, batch, source_length, encoder_mask, run.encoder_out);
  decoder.forward(ctx, x_target, run.encoder_out, batch, target_length, source_length, self_mask, cross_mask,
                  run.decoder_out);
  decoder.backward(r, run.d_target, run.d_memory);
  encoder.backward(run.d_memory, run.d_source);
  for (auto& p : params) run.grads.push_back(p.parameter->grad);
  set_num_threads(0);
  return run;
}

real max_difference(const Matrix& a, const Matrix& b) { return (a - b).cwiseAbs().maxCoeff(); }

}  // namespace

TEST(Threads, OneAndTwoThreadsAgreeBitForBit) {
  const LayerRun one = run_layers(1);
  const LayerRun two = run_layers(2);
  real worst = 0;
  worst = std::max(worst, max_difference(one.encoder_out, two.encoder_out));
  worst = std::max(worst, max_difference(one.decoder_out, two.decoder_out));
  worst = std::max(worst, max_difference(one.d_source, two.d_source));
  worst = std::max(worst, max_difference(one.d_target, two.d_target));
  ASSERT_EQ(one.grads.size(), two.grads.size());
  for (size_t i = 0; i < one.grads.size(); ++i) worst = std::max(worst, max_difference(one.grads[i], two.grads[i]));
  std::cout << "  largest difference between 1 and 2 threads: " << worst << "\n";
  EXPECT_EQ(worst, 0.0f);  // work is split by shape, never by thread count (tensor/parallel.h)
  EXPECT_GT(one.d_source.cwiseAbs().maxCoeff(), 0.0f);  // the comparison compared something
}

// ---------------------------------------------------------------- Saved inputs

// A layer's backward reads its forward inputs again. A caller that changed or reused one of those
// buffers in between gets an error naming the layer, not a wrong gradient (tensor/saved_input.h).
TEST(SavedInputs, BackwardAfterTheInputChangedIsRefusedWithTheReason) {
  std::mt19937_64 gen(21);
  Linear linear(8, 4);
  Matrix x = random_matrix(5, 8, gen), y, dx;
  const Matrix dy = random_matrix(5, 4, gen);
  linear.forward(x, y);
  EXPECT_NO_THROW(linear.backward(dy, dx));  // unchanged: fine, and again
  EXPECT_NO_THROW(linear.backward(dy, dx));
  x(0, 0) += 1;  // the caller reuses its buffer
  try {
    linear.backward(dy, dx);
    FAIL() << "a backward on a changed input must be refused";
  } catch (const std::logic_error& e) {
    EXPECT_NE(std::string(e.what()).find("Linear"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("changed before the backward"), std::string::npos) << e.what();
  }
  linear.forward(x, y);  // a new forward makes it right again
  EXPECT_NO_THROW(linear.backward(dy, dx));
  x.resize(10, 8);  // reallocated between forward and backward
  EXPECT_THROW(linear.backward(dy, dx), std::logic_error);

  Linear never_ran(8, 4);
  EXPECT_THROW(never_ran.backward(dy, dx), std::logic_error);

  // Attention's keys, the embedding's token ids and the loss's targets are kept the same way.
  ScaledDotProductAttention attention;
  attention.heads = 2, attention.d_k = 2, attention.d_v = 2;
  const Matrix q = random_matrix(6, 4, gen), v = random_matrix(6, 4, gen);
  Matrix k = random_matrix(6, 4, gen), out, dq, dk, dv;
  Context eval;
  attention.forward(eval, q, k, v, 2, 3, 3, AttentionMask{}, out);
  EXPECT_NO_THROW(attention.backward(out, dq, dk, dv));
  k(5, 3) = -k(5, 3) + 1;  // the last element: sampled in release builds too
  EXPECT_THROW(attention.backward(out, dq, dk, dv), std::logic_error);

  TokenEmbedding embedding;
  embedding.init(10, 4, 0, 1.0f);
  TokenBatch tokens{1, 3, {3, 4, 5}};
  Matrix h;
  embedding.forward(tokens, h);
  tokens.ids[0] = 6;
  EXPECT_THROW(embedding.backward(h), std::logic_error);

  CrossEntropy loss;
  std::vector<int32_t> targets{1, 2};
  const Matrix logits = random_matrix(2, 5, gen);
  loss.forward(logits, targets);
  Matrix dlogits;
  EXPECT_NO_THROW(loss.backward(dlogits));
  targets.push_back(3);
  EXPECT_THROW(loss.backward(dlogits), std::logic_error);
}
