// Every layer's backward pass against central finite differences, in double precision.
// Precision and tolerance: see gradient_check.h (h = 1e-6, rtol = 1e-6, atol = 1e-8).
// Dropout is on (training mode) wherever a layer has it: the counter-based generator replays the
// same mask on every forward pass, so the function being differentiated stays fixed.

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "gradient_check.h"
#include "nn/attention.h"
#include "nn/cross_entropy.h"
#include "nn/dropout.h"
#include "nn/embedding.h"
#include "nn/feed_forward.h"
#include "nn/layer_norm.h"
#include "nn/linear.h"
#include "nn/residual.h"
#include "nn/transformer_layers.h"
#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "nn/pooling.h"
#include "train/batching.h"

using namespace twb;
using namespace twb::testing;

namespace {

constexpr uint64_t kDropoutSeed = 2024;

// A fresh training context whose dropout masks are the same at every call.
Context replay_context() {
  Context ctx;
  ctx.training = true;
  ctx.rng.reset(kDropoutSeed);
  return ctx;
}

void expect_passed(const GradientCheckResult& r) {
  std::cout << "  compared " << r.compared << " elements; max abs error " << r.max_abs_error << ", max rel error "
            << r.max_rel_error << "\n";
}

// Two sequences of length 4 (source side) with the second padded by one token; pad id 0.
TokenBatch source_batch() { return TokenBatch{2, 4, {5, 3, 2, 4, 1, 6, 2, 0}}; }
// Two target sequences of length 3, the second padded by one.
TokenBatch target_batch() { return TokenBatch{2, 3, {2, 4, 5, 2, 3, 0}}; }

}  // namespace

// ---------------------------------------------------------------- Linear

class LinearGradient : public ::testing::TestWithParam<bool> {};

TEST_P(LinearGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(1);
  Linear linear(5, 3, GetParam());
  ParameterList params;
  linear.parameters("linear.", params);
  randomize(params, gen);
  Matrix x = random_matrix(4, 5, gen), r = random_matrix(4, 3, gen), y, dx;

  linear.forward(x, y);
  zero_grads(params);
  linear.backward(r, dx);

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  EXPECT_EQ(params.size(), GetParam() ? 2u : 1u);
  expect_passed(check_gradients(
      [&] {
        Matrix out;
        linear.forward(x, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, LinearGradient, ::testing::Values(true, false),
                         [](const auto& info) { return info.param ? "WithBias" : "WithoutBias"; });

// ---------------------------------------------------------------- Embeddings and positions

TEST(GradientCheck, TokenEmbeddingScaledPaddingRowGetsNoGradient) {
  std::mt19937_64 gen(2);
  TokenEmbedding embedding;
  embedding.init(7, 4, /*padding=*/0, /*scale=*/2.0);
  embedding.weight.value = random_matrix(7, 4, gen);
  const TokenBatch batch = source_batch();
  Matrix r = random_matrix(8, 4, gen), y;

  embedding.forward(batch, y);
  embedding.weight.zero_grad();
  embedding.backward(r);

  EXPECT_TRUE(embedding.weight.grad.row(0).isZero(0)) << "the padding row must get no gradient";
  std::vector<bool> skip_padding_row(7 * 4, false);
  for (int c = 0; c < 4; ++c) skip_padding_row[static_cast<size_t>(c)] = true;
  std::vector<GradientTarget> targets{
      {"token.weight", &embedding.weight.value, embedding.weight.grad, skip_padding_row}};
  expect_passed(check_gradients(
      [&] {
        Matrix out;
        embedding.forward(batch, out);
        return project(out, r);
      },
      targets));
}

class InputEmbeddingGradient : public ::testing::TestWithParam<PositionKind> {};

// h = Drop(E[token] * sqrt(d_model) + P[position]), dropout on.
TEST_P(InputEmbeddingGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(3);
  InputEmbedding input;
  input.init(7, 6, /*max_len=*/10, /*padding=*/0, GetParam(), /*dropout=*/0.25);
  ParameterList params;
  input.parameters("embedding.", params);
  randomize(params, gen);
  EXPECT_EQ(params.size(), GetParam() == PositionKind::learned ? 2u : 1u);
  const TokenBatch batch = source_batch();
  Matrix r = random_matrix(8, 6, gen), h;

  Context ctx = replay_context();
  input.forward(ctx, batch, h);
  zero_grads(params);
  Matrix dh = r;
  input.backward(dh);

  std::vector<bool> skip_padding_row(7 * 6, false);
  for (int c = 0; c < 6; ++c) skip_padding_row[static_cast<size_t>(c)] = true;
  std::vector<GradientTarget> targets;
  for (auto& p : params)
    targets.push_back({p.name, &p.parameter->value, p.parameter->grad,
                       p.name == "embedding.token.weight" ? skip_padding_row : std::vector<bool>{}});
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        input.forward(c, batch, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, InputEmbeddingGradient,
                         ::testing::Values(PositionKind::sinusoidal, PositionKind::learned), [](const auto& info) {
                           return info.param == PositionKind::learned ? "LearnedPositions" : "SinusoidalPositions";
                         });

TEST(GradientCheck, Dropout) {
  std::mt19937_64 gen(4);
  Dropout dropout;
  dropout.p = 0.4;
  Matrix x = random_matrix(5, 6, gen), r = random_matrix(5, 6, gen);
  Context ctx = replay_context();
  Matrix y = x;
  dropout.forward(ctx, y);
  Matrix dx = r;
  dropout.backward(dx);
  std::vector<GradientTarget> targets{{"x", &x, dx}};
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out = x;
        dropout.forward(c, out);
        return project(out, r);
      },
      targets));
}

// ---------------------------------------------------------------- LayerNorm, three forms

class LayerNormGradient : public ::testing::TestWithParam<LayerNormKind> {};

TEST_P(LayerNormGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(5);
  LayerNorm norm;
  norm.init(6, GetParam(), 1e-5);
  ParameterList params;
  norm.parameters("norm.", params);
  randomize(params, gen);
  Matrix x = random_matrix(4, 6, gen, 2.0), r = random_matrix(4, 6, gen), y, dx;

  norm.forward(x, y);
  zero_grads(params);
  norm.backward(r, dx);

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Matrix out;
        norm.forward(x, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, LayerNormGradient,
                         ::testing::Values(LayerNormKind::standard, LayerNormKind::unbiased_variance,
                                           LayerNormKind::std_eps_outside),
                         [](const auto& info) {
                           switch (info.param) {
                             case LayerNormKind::standard:
                               return "Standard";
                             case LayerNormKind::unbiased_variance:
                               return "UnbiasedVariance";
                             default:
                               return "StdEpsOutside";
                           }
                         });

// ---------------------------------------------------------------- Attention

// Self-attention shape (Tq = Tk = 4) with the padding mask AND the no-peek mask, two heads,
// d_k = 3, d_v = 2, dropout on the weights.
TEST(GradientCheck, ScaledDotProductAttentionPaddingAndNoPeekMasks) {
  std::mt19937_64 gen(6);
  const int batch = 2, length = 4, heads = 2, d_k = 3, d_v = 2;
  ScaledDotProductAttention attention;
  attention.heads = heads, attention.d_k = d_k, attention.d_v = d_v, attention.dropout = 0.2;
  const TokenBatch tokens = source_batch();
  const auto padding = padding_mask(tokens, 0);
  const auto no_peek = no_peek_mask(length);
  const AttentionMask mask = combine_masks(batch, length, length, padding.data(), no_peek.data());
  Matrix q = random_matrix(batch * length, heads * d_k, gen, 2.0);
  Matrix k = random_matrix(batch * length, heads * d_k, gen, 2.0);
  Matrix v = random_matrix(batch * length, heads * d_v, gen);
  Matrix r = random_matrix(batch * length, heads * d_v, gen), out, dq, dk, dv;

  Context ctx = replay_context();
  attention.forward(ctx, q, k, v, batch, length, length, mask, out);
  attention.backward(r, dq, dk, dv);

  std::vector<GradientTarget> targets{{"q", &q, dq}, {"k", &k, dk}, {"v", &v, dv}};
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix o;
        attention.forward(c, q, k, v, batch, length, length, mask, o);
        return project(o, r);
      },
      targets));
}

// The same without the 1/sqrt(d_k) (scale_scores = false): S = Q K^T, so dQ = dS K and dK = dS^T Q
// carry no 1/sqrt(d_k) either. Large entries make the unscaled softmax sharp, as in the lesson.
TEST(GradientCheck, ScaledDotProductAttentionWithoutScaling) {
  std::mt19937_64 gen(16);
  const int batch = 2, length = 4, heads = 2, d_k = 3, d_v = 2;
  ScaledDotProductAttention attention;
  attention.heads = heads, attention.d_k = d_k, attention.d_v = d_v, attention.dropout = 0.2;
  attention.scale_scores = false;
  EXPECT_EQ(attention.score_scale(), real(1));
  const auto padding = padding_mask(source_batch(), 0);
  const auto no_peek = no_peek_mask(length);
  const AttentionMask mask = combine_masks(batch, length, length, padding.data(), no_peek.data());
  Matrix q = random_matrix(batch * length, heads * d_k, gen, 1.5);
  Matrix k = random_matrix(batch * length, heads * d_k, gen, 1.5);
  Matrix v = random_matrix(batch * length, heads * d_v, gen);
  Matrix r = random_matrix(batch * length, heads * d_v, gen), out, dq, dk, dv;

  Context ctx = replay_context();
  attention.forward(ctx, q, k, v, batch, length, length, mask, out);
  attention.backward(r, dq, dk, dv);

  std::vector<GradientTarget> targets{{"q", &q, dq}, {"k", &k, dk}, {"v", &v, dv}};
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix o;
        attention.forward(c, q, k, v, batch, length, length, mask, o);
        return project(o, r);
      },
      targets));
}

// Cross-attention shape (Tq = 3 queries, Tk = 4 keys), padding mask on the keys.
TEST(GradientCheck, ScaledDotProductAttentionCrossShapePaddingMask) {
  std::mt19937_64 gen(7);
  const int batch = 2, queries = 3, keys = 4, heads = 2, d_k = 2, d_v = 3;
  ScaledDotProductAttention attention;
  attention.heads = heads, attention.d_k = d_k, attention.d_v = d_v;
  const auto padding = padding_mask(source_batch(), 0);
  const AttentionMask mask = combine_masks(batch, queries, keys, padding.data(), nullptr);
  Matrix q = random_matrix(batch * queries, heads * d_k, gen, 2.0);
  Matrix k = random_matrix(batch * keys, heads * d_k, gen, 2.0);
  Matrix v = random_matrix(batch * keys, heads * d_v, gen);
  Matrix r = random_matrix(batch * queries, heads * d_v, gen), out, dq, dk, dv;

  Context ctx;
  attention.forward(ctx, q, k, v, batch, queries, keys, mask, out);
  attention.backward(r, dq, dk, dv);
  // The padded key of sequence 1 receives no gradient: its weight is exactly 0.
  EXPECT_TRUE(dk.row(keys + 3).isZero(0));
  EXPECT_TRUE(dv.row(keys + 3).isZero(0));

  std::vector<GradientTarget> targets{{"q", &q, dq}, {"k", &k, dk}, {"v", &v, dv}};
  expect_passed(check_gradients(
      [&] {
        Context c;
        Matrix o;
        attention.forward(c, q, k, v, batch, queries, keys, mask, o);
        return project(o, r);
      },
      targets));
}

struct SelfAttentionCase {
  const char* name;
  bool qkv_bias;
  bool rotary;
  int rotary_dims = 0;  // 0: all of d_k; else GPT-NeoX's partial rotary
};

class SelfAttentionGradient : public ::testing::TestWithParam<SelfAttentionCase> {};

// Multi-head self-attention with projections (with or without Q/K/V bias), padding AND no-peek.
// Rotary positions turn the queries and keys by their positions before the scores; the gradient
// turns back (nn/rotary.h).
TEST_P(SelfAttentionGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(8);
  const int batch = 2, length = 4, d_model = 8;
  MultiHeadAttention attention;
  attention.init(d_model, 2, 0.1, GetParam().qkv_bias);
  if (GetParam().rotary) attention.use_rotary_positions(6, GetParam().rotary_dims, 500);
  ParameterList params;
  attention.parameters("self_attention.", params);
  randomize(params, gen);
  EXPECT_EQ(params.size(), GetParam().qkv_bias ? 8u : 5u);
  const auto padding = padding_mask(source_batch(), 0);
  const auto no_peek = no_peek_mask(length);
  const AttentionMask mask = combine_masks(batch, length, length, padding.data(), no_peek.data());
  Matrix x = random_matrix(batch * length, d_model, gen), r = random_matrix(batch * length, d_model, gen);
  Matrix y, d_query, d_memory;

  Context ctx = replay_context();
  attention.forward(ctx, x, x, batch, length, length, mask, y);
  zero_grads(params);
  attention.backward(r, d_query, d_memory);

  std::vector<GradientTarget> targets{{"x", &x, d_query + d_memory}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        attention.forward(c, x, x, batch, length, length, mask, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, SelfAttentionGradient,
                         ::testing::Values(SelfAttentionCase{"MultiHeadSelfWithBias", true, false},
                                           SelfAttentionCase{"MultiHeadSelfWithoutBias", false, false},
                                           SelfAttentionCase{"MultiHeadSelfWithRotaryPositions", true, true},
                                           SelfAttentionCase{"MultiHeadSelfWithPartialRotary", true, true, 2}),
                         [](const auto& info) { return std::string(info.param.name); });

// Multi-head cross-attention, with d_k and d_v chosen apart from d_model / heads.
TEST(GradientCheck, MultiHeadCrossAttentionCustomHeadSizes) {
  std::mt19937_64 gen(9);
  const int batch = 2, queries = 3, keys = 4, d_model = 6;
  MultiHeadAttention attention;
  attention.init(d_model, 3, 0.0, true, true, /*d_k=*/4, /*d_v=*/5);
  ParameterList params;
  attention.parameters("cross_attention.", params);
  randomize(params, gen);
  const auto padding = padding_mask(source_batch(), 0);
  const AttentionMask mask = combine_masks(batch, queries, keys, padding.data(), nullptr);
  Matrix x = random_matrix(batch * queries, d_model, gen), memory = random_matrix(batch * keys, d_model, gen);
  Matrix r = random_matrix(batch * queries, d_model, gen), y, d_query, d_memory;

  Context ctx;
  attention.forward(ctx, x, memory, batch, queries, keys, mask, y);
  zero_grads(params);
  attention.backward(r, d_query, d_memory);

  std::vector<GradientTarget> targets{{"x", &x, d_query}, {"memory", &memory, d_memory}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c;
        Matrix out;
        attention.forward(c, x, memory, batch, queries, keys, mask, out);
        return project(out, r);
      },
      targets));
}

// One head zeroed and one replaced by a fixed vector (head ablation): the gradient of everything,
// the ablated heads' projections included (zero), against finite differences.
TEST(GradientCheck, MultiHeadAttentionWithAblatedHeads) {
  std::mt19937_64 gen(19);
  const int batch = 2, queries = 3, keys = 4, d_model = 6;
  MultiHeadAttention attention;
  attention.init(d_model, 3, 0.0);
  ParameterList params;
  attention.parameters("cross_attention.", params);
  randomize(params, gen);
  attention.ablate_head(0);
  const std::vector<real> replacement{real(0.3), real(-0.7)};
  attention.ablate_head(2, &replacement);
  const auto padding = padding_mask(source_batch(), 0);
  const AttentionMask mask = combine_masks(batch, queries, keys, padding.data(), nullptr);
  Matrix x = random_matrix(batch * queries, d_model, gen), memory = random_matrix(batch * keys, d_model, gen);
  Matrix r = random_matrix(batch * queries, d_model, gen), y, d_query, d_memory;

  Context ctx;
  attention.forward(ctx, x, memory, batch, queries, keys, mask, y);
  EXPECT_EQ(attention.context()(1, 4), replacement[0]);  // head 2's slice is the replacement
  EXPECT_EQ(attention.context()(3, 0), real(0));         // head 0's is zero
  zero_grads(params);
  attention.backward(r, d_query, d_memory);
  EXPECT_EQ(attention.query.weight.grad.topRows(2).norm(), real(0));  // head 0's W_Q rows learn nothing

  std::vector<GradientTarget> targets{{"x", &x, d_query}, {"memory", &memory, d_memory}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c;
        Matrix out;
        attention.forward(c, x, memory, batch, queries, keys, mask, out);
        return project(out, r);
      },
      targets));
}

// ---------------------------------------------------------------- Feed-forward

class FeedForwardGradient : public ::testing::TestWithParam<Activation> {};

TEST_P(FeedForwardGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(10);
  FeedForward ffn;
  ffn.init(6, 12, GetParam(), 0.2);
  ParameterList params;
  ffn.parameters("feed_forward.", params);
  randomize(params, gen);
  Matrix x = random_matrix(5, 6, gen), r = random_matrix(5, 6, gen), y, dx;

  Context ctx = replay_context();
  ffn.forward(ctx, x, y);
  zero_grads(params);
  ffn.backward(r, dx);

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        ffn.forward(c, x, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, FeedForwardGradient,
                         ::testing::Values(Activation::relu, Activation::gelu, Activation::gelu_tanh),
                         [](const auto& info) {
                           switch (info.param) {
                             case Activation::relu:
                               return "ReLU";
                             case Activation::gelu:
                               return "GELU";
                             default:
                               return "GELUTanh";
                           }
                         });

// ---------------------------------------------------------------- Residual + LayerNorm

class ResidualGradient : public ::testing::TestWithParam<NormPlacement> {};

// Around a Linear sublayer:  post: y = LN(x + Drop(Wx))   pre: y = x + Drop(W LN(x))
TEST_P(ResidualGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(11);
  ResidualConnection residual;
  residual.init(6, GetParam(), 0.3);
  Linear sublayer(6, 6);
  ParameterList params;
  residual.parameters("residual.", params);
  sublayer.parameters("sublayer.", params);
  randomize(params, gen);
  Matrix x = random_matrix(4, 6, gen), r = random_matrix(4, 6, gen);

  auto forward = [&](Context& ctx, Matrix& y) {
    const Matrix& in = residual.sublayer_input(x);
    Matrix s;
    sublayer.forward(in, s);
    residual.forward(ctx, x, s, y);
  };
  Context ctx = replay_context();
  Matrix y, ds, d_in, dx;
  forward(ctx, y);
  zero_grads(params);
  residual.backward(r, ds, dx);
  sublayer.backward(ds, d_in);
  residual.backward_sublayer_input(d_in, dx);

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        forward(c, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, ResidualGradient, ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

// ---------------------------------------------------------------- Cross-entropy

TEST(GradientCheck, CrossEntropyLabelSmoothingIgnoredPadding) {
  std::mt19937_64 gen(12);
  CrossEntropy loss;
  loss.label_smoothing = 0.1;
  loss.ignore_index = 0;
  Matrix logits = random_matrix(6, 5, gen, 3.0), dlogits;
  const std::vector<int32_t> targets_ids{1, 0, 4, 2, 0, 3};
  loss.forward(logits, targets_ids);
  EXPECT_EQ(loss.counted(), 4);
  loss.backward(dlogits);
  EXPECT_TRUE(dlogits.row(1).isZero(0));
  EXPECT_TRUE(dlogits.row(4).isZero(0));

  std::vector<GradientTarget> targets{{"logits", &logits, dlogits}};
  expect_passed(check_gradients([&] { return static_cast<double>(loss.forward(logits, targets_ids)); }, targets));
}

// ---------------------------------------------------------------- Whole layers

class EncoderLayerGradient : public ::testing::TestWithParam<NormPlacement> {};

TEST_P(EncoderLayerGradient, PaddingMask) {
  std::mt19937_64 gen(13);
  const int batch = 2, length = 4;
  LayerConfig config{
      .d_model = 8, .heads = 2, .d_ff = 16, .dropout = 0.1, .activation = Activation::relu, .placement = GetParam()};
  EncoderLayer layer;
  layer.init(config);
  ParameterList params;
  layer.parameters("encoder.layers.0.", params);
  randomize(params, gen);
  const auto padding = padding_mask(source_batch(), 0);
  const AttentionMask mask = combine_masks(batch, length, length, padding.data(), nullptr);
  Matrix x = random_matrix(batch * length, 8, gen), r = random_matrix(batch * length, 8, gen), y, dx;

  Context ctx = replay_context();
  layer.forward(ctx, x, batch, length, mask, y);
  zero_grads(params);
  layer.backward(r, dx);

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        layer.forward(c, x, batch, length, mask, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, EncoderLayerGradient,
                         ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

class DecoderLayerGradient : public ::testing::TestWithParam<NormPlacement> {};

// Self-attention under target padding AND no-peek; cross-attention under source padding.
TEST_P(DecoderLayerGradient, PaddingAndNoPeekMasks) {
  std::mt19937_64 gen(14);
  const int batch = 2, target_length = 3, source_length = 4;
  LayerConfig config{
      .d_model = 8, .heads = 2, .d_ff = 16, .dropout = 0.1, .activation = Activation::gelu, .placement = GetParam()};
  DecoderLayer layer;
  layer.init(config);
  ParameterList params;
  layer.parameters("decoder.layers.0.", params);
  randomize(params, gen);
  const auto target_padding = padding_mask(target_batch(), 0);
  const auto source_padding = padding_mask(source_batch(), 0);
  const auto no_peek = no_peek_mask(target_length);
  const AttentionMask self_mask =
      combine_masks(batch, target_length, target_length, target_padding.data(), no_peek.data());
  const AttentionMask cross_mask = combine_masks(batch, target_length, source_length, source_padding.data(), nullptr);
  Matrix x = random_matrix(batch * target_length, 8, gen), memory = random_matrix(batch * source_length, 8, gen);
  Matrix r = random_matrix(batch * target_length, 8, gen), y, dx, d_memory;

  Context ctx = replay_context();
  layer.forward(ctx, x, memory, batch, target_length, source_length, self_mask, cross_mask, y);
  zero_grads(params);
  layer.backward(r, dx, d_memory);

  std::vector<GradientTarget> targets{{"x", &x, dx}, {"memory", &memory, d_memory}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        layer.forward(c, x, memory, batch, target_length, source_length, self_mask, cross_mask, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, DecoderLayerGradient,
                         ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

// ---------------------------------------------------------------- The whole encoder–decoder

// Embeddings, both stacks, the final norms (pre-norm), the generator and the label-smoothed loss,
// with padding in source and target and dropout on. Tied: one table E for both embeddings and the
// generator, whose gradient is the sum of the three uses.
void check_seq2seq_gradients(NormPlacement placement, bool scale_scores, bool tied = false,
                             PositionKind positions = PositionKind::sinusoidal) {
  TransformerConfig config = TransformerConfig::preset("tiny");
  config.positions = positions;
  config.d_model = 8, config.heads = 2, config.d_ff = 12, config.encoder_layers = 1, config.decoder_layers = 2;
  config.max_len = 8, config.source_vocab = 9, config.target_vocab = tied ? 9 : 7, config.norm_placement = placement;
  config.scale_scores = scale_scores;
  config.tie_weights = tied;
  Seq2SeqTransformer model(config);
  model.initialize(15);
  ParameterList params = model.parameters();
  std::vector<EncodedPair> pairs{{{4, 5, 6, 7}, {4, 5}}, {{8, 4}, {6, 6, 5}}};
  const Seq2SeqBatch batch = make_batch(pairs, {0, 1});
  CrossEntropy loss;
  loss.label_smoothing = 0.1;
  loss.ignore_index = 0;

  Context ctx = replay_context();
  loss.forward(model.forward(ctx, batch), batch.target_output);
  Matrix dlogits;
  loss.backward(dlogits);
  model.zero_grad();
  model.backward(dlogits);

  std::vector<GradientTarget> targets;
  for (auto& p : params) {
    if (tied) {
      EXPECT_TRUE(p.name != "target_embedding.token.weight" && p.name != "generator.weight") << p.name;
    }
    std::vector<bool> skip;
    // The padding row: no gradient by design, unless the generator (tied) scores it as an output.
    if (p.name.find("embedding.token.weight") != std::string::npos && !tied) {
      skip.assign(static_cast<size_t>(p.parameter->value.size()), false);
      for (Eigen::Index c = 0; c < p.parameter->value.cols(); ++c) skip[static_cast<size_t>(c)] = true;
      EXPECT_TRUE(p.parameter->grad.row(0).isZero(0));
    }
    targets.push_back({p.name, &p.parameter->value, p.parameter->grad, skip});
  }
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        return static_cast<double>(loss.forward(model.forward(c, batch), batch.target_output));
      },
      targets));
}

class Seq2SeqGradient : public ::testing::TestWithParam<NormPlacement> {};

TEST_P(Seq2SeqGradient, WholeModelMatchesFiniteDifferences) { check_seq2seq_gradients(GetParam(), true); }

// scale_scores = false: every attention of the model (encoder self, decoder masked self, cross)
// without the 1/sqrt(d_k).
TEST(GradientCheck, Seq2SeqWholeModelWithoutScoreScaling) {
  check_seq2seq_gradients(NormPlacement::post, /*scale_scores=*/false);
}
// tie_weights: the shared table E gets dE from the generator (dlogits^T h) and from both lookups.
TEST(GradientCheck, Seq2SeqWholeModelWithTiedEmbeddings) {
  check_seq2seq_gradients(NormPlacement::post, /*scale_scores=*/true, /*tied=*/true);
}
// Rotary positions in the encoder's and the decoder's self-attention (cross-attention has none).
TEST(GradientCheck, Seq2SeqWholeModelWithRotaryPositions) {
  check_seq2seq_gradients(NormPlacement::pre, /*scale_scores=*/true, /*tied=*/false, PositionKind::rotary);
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, Seq2SeqGradient, ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

// ---------------------------------------------------------------- the decoder-only GPT

// A GPT block alone: pre-norm, causal self-attention (no-peek only, no padding), GELU MLP.
TEST(GradientCheck, CausalSelfAttentionBlock) {
  std::mt19937_64 gen(21);
  const int batch = 2, length = 5, d_model = 8;
  LayerConfig config;
  config.d_model = d_model, config.heads = 2, config.d_ff = 32, config.activation = Activation::gelu_tanh;
  config.placement = NormPlacement::pre;
  EncoderLayer block;
  block.init(config);
  ParameterList params;
  block.parameters("block.", params);
  randomize(params, gen);
  const auto no_peek = no_peek_mask(length);
  const AttentionMask mask = combine_masks(batch, length, length, nullptr, no_peek.data());
  Matrix x = random_matrix(batch * length, d_model, gen), r = random_matrix(batch * length, d_model, gen);
  Matrix y, dx;

  Context ctx = replay_context();
  block.forward(ctx, x, batch, length, mask, y);
  zero_grads(params);
  block.backward(r, dx);
  // Causality: no position attends to a later one (weights exactly 0 above the diagonal).
  for (int b = 0; b < batch; ++b)
    for (int t = 0; t < length; ++t) {
      const Matrix w = block.self_attention.attention.weights(b, 0);
      for (int j = t + 1; j < length; ++j) EXPECT_EQ(w(t, j), 0.0);
    }

  std::vector<GradientTarget> targets{{"x", &x, dx}};
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        Matrix out;
        block.forward(c, x, batch, length, mask, out);
        return project(out, r);
      },
      targets));
}

struct GptCase {
  const char* name;
  bool tied;
  PositionKind positions;
  NormPlacement placement;
  // The Hugging Face families' variants: GPT-NeoX's parallel blocks and partial rotary, GPT-Neo's
  // unscaled scores and local layers.
  bool parallel = false;
  double rotary_fraction = 1.0;
  bool scale_scores = true;
  int local_window = 0;  // > 0: block 1 is local with this window
};

class GptGradient : public ::testing::TestWithParam<GptCase> {};

// The whole GPT: token embedding (tied to the output layer or not), learned, sinusoidal or rotary
// positions, causal blocks, final LN, label-smoothed next-token loss with padding, dropout on.
TEST_P(GptGradient, WholeModelMatchesFiniteDifferences) {
  TransformerConfig config = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  config.d_model = 8, config.heads = 2, config.d_ff = 32, config.decoder_layers = 2, config.max_len = 8;
  config.target_vocab = 9, config.tie_weights = GetParam().tied, config.positions = GetParam().positions;
  config.norm_placement = GetParam().placement;
  config.parallel_residual = GetParam().parallel;
  config.rotary_fraction = GetParam().rotary_fraction;
  config.scale_scores = GetParam().scale_scores;
  if (GetParam().local_window > 0) config.attention_window = GetParam().local_window, config.local_layers = {1};
  GptTransformer model(config);
  model.initialize(3);
  ParameterList params = model.parameters();
  std::mt19937_64 gen(5);
  randomize(params, gen, 0.3);  // N(0, 0.02) is too small for differences to show in every weight
  EXPECT_EQ(std::count_if(params.begin(), params.end(), [](const auto& p) { return p.name == "lm_head.weight"; }),
            GetParam().tied ? 0 : 1);
  EXPECT_EQ(
      std::count_if(params.begin(), params.end(), [](const auto& p) { return p.name == "embedding.position.weight"; }),
      GetParam().positions == PositionKind::learned ? 1 : 0);
  std::vector<EncodedText> texts{{{4, 5, 6, 7, 8}}, {{8, 4}}};
  const LanguageModelBatch batch = make_batch(texts, {0, 1});
  CrossEntropy loss;
  loss.label_smoothing = 0.1;
  loss.ignore_index = LanguageModelBatch::ignore_index;

  Context ctx = replay_context();
  loss.forward(model.forward(ctx, batch), batch.targets());
  Matrix dlogits;
  loss.backward(dlogits);
  model.zero_grad();
  model.backward(dlogits);

  std::vector<GradientTarget> targets;
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        return static_cast<double>(loss.forward(model.forward(c, batch), batch.targets()));
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(
    GradientCheck, GptGradient,
    ::testing::Values(
        GptCase{"TiedLearnedPreNorm", true, PositionKind::learned, NormPlacement::pre},
        GptCase{"UntiedSinusoidalPreNorm", false, PositionKind::sinusoidal, NormPlacement::pre},
        GptCase{"TiedRotaryPreNorm", true, PositionKind::rotary, NormPlacement::pre},
        GptCase{"TiedLearnedPostNorm", true, PositionKind::learned, NormPlacement::post},
        GptCase{"GptNeoXParallelPartialRotary", false, PositionKind::rotary, NormPlacement::pre, true, 0.5},
        GptCase{"GptNeoUnscaledLocalLayer", true, PositionKind::learned, NormPlacement::pre, false, 1.0, false, 2},
        GptCase{"ParallelPostNorm", true, PositionKind::learned, NormPlacement::post, true}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------- the encoder-only classifier

class PoolingGradient : public ::testing::TestWithParam<PoolingKind> {};

const char* pooling_case_name(PoolingKind kind) {
  return kind == PoolingKind::mean ? "Mean" : kind == PoolingKind::max ? "Max" : "Cls";
}

// Pooling alone, with the second sequence padded (padding never wins, never counts).
TEST_P(PoolingGradient, MatchesFiniteDifferences) {
  std::mt19937_64 gen(13);
  const int batch = 2, length = 4, channels = 6;
  Pooling pooling;
  pooling.kind = GetParam();
  const auto real_positions = padding_mask(source_batch(), 0);  // the last position of b = 1 is padding
  Matrix h = random_matrix(batch * length, channels, gen), r = random_matrix(batch, channels, gen);
  h.row(7).setConstant(5.0);  // a padded row larger than everything: max pooling must not pick it
  Matrix pooled, dh;
  pooling.forward(h, batch, length, real_positions, pooled);
  pooling.backward(r, dh);
  EXPECT_TRUE(dh.row(7).isZero(0));
  for (int b = 0; b < batch; ++b) {
    const auto shares = pooling.position_shares(b);
    EXPECT_NEAR(std::accumulate(shares.begin(), shares.end(), 0.0), 1.0, 1e-12);
  }
  std::vector<GradientTarget> targets{{"h", &h, dh}};
  expect_passed(check_gradients(
      [&] {
        Matrix out;
        pooling.forward(h, batch, length, real_positions, out);
        return project(out, r);
      },
      targets));
}
INSTANTIATE_TEST_SUITE_P(GradientCheck, PoolingGradient,
                         ::testing::Values(PoolingKind::mean, PoolingKind::max, PoolingKind::cls),
                         [](const auto& info) { return pooling_case_name(info.param); });

class ClassifierGradient : public ::testing::TestWithParam<PoolingKind> {};

// The whole classifier: embedding, encoder layers under the padding mask (and the no-peek mask
// when causal), pooling, linear head, label-smoothed cross-entropy over classes, dropout on.
void expect_classifier_gradients(PoolingKind pooling, bool causal) {
  TransformerConfig config = TransformerConfig::preset("tiny", TransformerConfig::kEncoderOnly);
  config.d_model = 8, config.heads = 2, config.d_ff = 12, config.encoder_layers = 2, config.max_len = 8;
  config.source_vocab = 9, config.classes = 3, config.pooling = pooling, config.causal = causal;
  TransformerClassifier model(config);
  model.initialize(4);
  ParameterList params = model.parameters();
  std::vector<EncodedExample> examples{{{4, 5, 6, 7}, 2}, {{8, 4}, 0}, {{5}, 1}};
  const ClassifierBatch batch = make_batch(examples, {0, 1, 2});
  CrossEntropy loss;
  loss.label_smoothing = 0.1;
  loss.ignore_index = ClassifierBatch::ignore_index;

  Context ctx = replay_context();
  loss.forward(model.forward(ctx, batch), batch.targets());
  EXPECT_EQ(loss.counted(), 3);
  Matrix dlogits;
  loss.backward(dlogits);
  model.zero_grad();
  model.backward(dlogits);

  std::vector<GradientTarget> targets;
  add_parameter_targets(params, targets);
  expect_passed(check_gradients(
      [&] {
        Context c = replay_context();
        return static_cast<double>(loss.forward(model.forward(c, batch), batch.targets()));
      },
      targets));
}

TEST_P(ClassifierGradient, WholeModelMatchesFiniteDifferences) { expect_classifier_gradients(GetParam(), false); }
TEST_P(ClassifierGradient, CausalModelMatchesFiniteDifferences) { expect_classifier_gradients(GetParam(), true); }
INSTANTIATE_TEST_SUITE_P(GradientCheck, ClassifierGradient,
                         ::testing::Values(PoolingKind::mean, PoolingKind::max, PoolingKind::cls),
                         [](const auto& info) { return pooling_case_name(info.param); });
