// The "Why √d_k" lesson (section 3.2.1): the theory drawn from sampling (the variance of q·k grows
// as d_k, the scaled one stays 1; unscaled softmax rows saturate, lose entropy and pass back a
// vanishing gradient), and the practice gathered from real models (histograms over exactly the
// allowed pairs, scores that are what the engine's softmax read, saturated rows counted right).

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <random>

#include "inspect/scaling_lesson.h"
#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "test_support.h"
#include "text/special_tokens.h"
#include "train/batching.h"

using namespace twb;
using inspect::HeadScores;
using inspect::ScoreSnapshot;
using twb::testing::error_message;

// ---------------------------------------------------------------- theory

namespace {

// The theory the lesson tab draws: its default settings, d_k = 1, 2, 4, ..., 512 and 4,000 rows of
// 16 scores per d_k. The sample variance's standard error is 2.4 % at d_k = 1 (the 16 scores of a
// row share their query, and a product of two normals has a heavy fourth moment) and 0.6 % at 512.
const inspect::ScalingTheory& sampled_theory() {
  static const inspect::ScalingTheory theory = inspect::scaling_theory();
  return theory;
}

}  // namespace

TEST(ScalingTheory, VarianceOfDotProductsGrowsAsDkAndTheScaledOneStaysOne) {
  const auto& t = sampled_theory();
  ASSERT_EQ(t.d_k.size(), 10u);
  for (size_t i = 0; i < t.d_k.size(); ++i) {
    std::cout << "  d_k " << t.d_k[i] << ": Var(q·k) " << t.variance_unscaled[i] << ", Var(q·k/√d_k) "
              << t.variance_scaled[i] << "\n";
    EXPECT_NEAR(t.variance_unscaled[i] / t.d_k[i], 1.0, 0.05) << "d_k " << t.d_k[i];
    EXPECT_NEAR(t.variance_scaled[i], 1.0, 0.05) << "d_k " << t.d_k[i];
  }
}

TEST(ScalingTheory, UnscaledRowsSaturateLoseEntropyAndPassBackLittleGradient) {
  const auto& t = sampled_theory();
  const double uniform = t.uniform_entropy();
  EXPECT_NEAR(uniform, std::log(16.0), 1e-12);
  for (size_t i = 0; i < t.d_k.size(); ++i)
    std::cout << "  d_k " << t.d_k[i] << ": largest weight " << t.largest_weight_unscaled[i] << " / "
              << t.largest_weight_scaled[i] << " (unscaled / scaled), entropy " << t.entropy_unscaled[i] << " / "
              << t.entropy_scaled[i] << " nats, gradient " << t.gradient_unscaled[i] << " / " << t.gradient_scaled[i]
              << "\n";
  const size_t last = t.d_k.size() - 1;
  for (size_t i = 1; i < t.d_k.size(); ++i) {
    // Unscaled: the row's largest weight grows toward 1, its entropy falls.
    EXPECT_GT(t.largest_weight_unscaled[i], t.largest_weight_unscaled[i - 1]) << "d_k " << t.d_k[i];
    EXPECT_LT(t.entropy_unscaled[i], t.entropy_unscaled[i - 1]) << "d_k " << t.d_k[i];
    // Its gradient falls once the row starts to saturate (a nearly uniform row, at d_k = 1, also
    // passes back little: J = diag(p) − p pᵀ is small both ways; the peak is near d_k = 4).
    if (t.d_k[i] >= 16) {
      EXPECT_LT(t.gradient_unscaled[i], t.gradient_unscaled[i - 1]) << "d_k " << t.d_k[i];
    }
  }
  EXPECT_GT(t.largest_weight_unscaled[last], 0.85);
  EXPECT_LT(t.entropy_unscaled[last], 0.25 * uniform);
  EXPECT_LT(t.gradient_unscaled[last], 0.3 * t.gradient_scaled[last]);
  // Scaled: the same row whatever d_k, far from one-hot, with a steady gradient.
  for (size_t i = 0; i < t.d_k.size(); ++i) {
    EXPECT_LT(t.largest_weight_scaled[i], 0.45) << "d_k " << t.d_k[i];
    EXPECT_GT(t.entropy_scaled[i], 0.75 * uniform) << "d_k " << t.d_k[i];
    EXPECT_NEAR(t.gradient_scaled[i], t.gradient_scaled[last], 0.15 * t.gradient_scaled[last]) << "d_k " << t.d_k[i];
  }
  // d_k = 1: scaling changes nothing.
  EXPECT_DOUBLE_EQ(t.largest_weight_unscaled[0], t.largest_weight_scaled[0]);
}

TEST(ScalingTheory, IsDeterministicForASeedAndExplainsBadSettings) {
  inspect::ScalingTheorySettings settings;
  settings.dimensions = {8, 32};
  settings.samples = 200;
  const auto a = inspect::scaling_theory(settings), b = inspect::scaling_theory(settings);
  EXPECT_EQ(a.variance_unscaled, b.variance_unscaled);
  EXPECT_EQ(a.gradient_scaled, b.gradient_scaled);
  settings.seed += 1;
  EXPECT_NE(inspect::scaling_theory(settings).variance_unscaled, a.variance_unscaled);
  settings.dimensions = {0};
  EXPECT_NE(error_message([&] { inspect::scaling_theory(settings); }).find("d_k"), std::string::npos);
  settings.dimensions = {4};
  settings.keys = 1;
  EXPECT_NE(error_message([&] { inspect::scaling_theory(settings); }).find("2 keys"), std::string::npos);
}

// ---------------------------------------------------------------- practice: by hand

TEST(ScoreCollector, CountsSaturatedRowsAndSkipsRowsWithoutAChoice) {
  // Scale 1: e^10 / (e^10 + 2) = 0.99991 > 0.99 saturates; e^1 / (e^1 + 2) = 0.58 does not.
  inspect::ScoreCollector unscaled(1.0);
  const double peaked[] = {10, 0, 0}, gentle[] = {1, 0, 0}, masked_peak[] = {10, 0, 0};
  const uint8_t last_two[] = {0, 1, 1}, only_one[] = {1, 0, 0};
  unscaled.add_row(peaked, nullptr, 3);
  unscaled.add_row(gentle, nullptr, 3);
  unscaled.add_row(masked_peak, last_two, 3);  // the peak is masked: 0 vs 0, weights ½ ½
  unscaled.add_row(masked_peak, only_one, 3);  // one allowed key: weight 1, but no choice made
  const HeadScores a = unscaled.finish(10);
  EXPECT_EQ(a.pairs, 3 + 3 + 2 + 1);
  EXPECT_EQ(a.raw.total(), a.pairs);
  EXPECT_EQ(a.softmax_input.total(), a.pairs);
  EXPECT_EQ(a.rows, 3);
  EXPECT_EQ(a.saturated_rows, 1);
  EXPECT_DOUBLE_EQ(a.saturated_share(), 1.0 / 3.0);
  // Bins symmetric about 0 reaching the largest score; a score of 10 falls in the last bin.
  EXPECT_DOUBLE_EQ(a.raw.low, -10);
  EXPECT_DOUBLE_EQ(a.raw.high, 10);
  EXPECT_EQ(a.raw.counts.back(), 2);
  EXPECT_EQ(a.raw.counts[5], 7);  // the six zeros and the 1: [0, 2)
  // Scale ½ on the same peak: e^5 / (e^5 + 2) = 0.9867 ≤ 0.99, no longer saturated.
  inspect::ScoreCollector halved(0.5);
  halved.add_row(peaked, nullptr, 3);
  const HeadScores b = halved.finish(10);
  EXPECT_EQ(b.saturated_rows, 0);
  EXPECT_EQ(b.rows, 1);
  EXPECT_NEAR(b.softmax_input_variance, b.raw_variance / 4, 1e-12);
  EXPECT_EQ(b.softmax_input.counts[7], 1);  // 5 in [4, 6)
}

// ---------------------------------------------------------------- practice: real models

namespace {

TransformerConfig seq2seq_config(bool scale_scores) {
  TransformerConfig c = TransformerConfig::preset("tiny");
  c.d_model = 32, c.heads = 4, c.d_ff = 64, c.max_len = 40;
  c.source_vocab = 23, c.target_vocab = 19;
  c.scale_scores = scale_scores;
  return c;
}

std::vector<int32_t> sentence(std::mt19937_64& gen, int vocab, int length) {
  std::uniform_int_distribution<int> token(kFirstOrdinaryId, vocab - 1);
  std::vector<int32_t> s(static_cast<size_t>(length));
  for (auto& t : s) t = token(gen);
  return s;
}

// Three pairs of different lengths, so that padding and no-peek both remove pairs.
const std::vector<std::pair<int, int>> kLengths{{7, 5}, {3, 8}, {5, 2}};  // (source, target) tokens

Seq2SeqBatch uneven_batch() {
  std::mt19937_64 gen(5);
  std::vector<EncodedPair> pairs;
  for (auto [s, t] : kLengths) pairs.push_back({sentence(gen, 23, s), sentence(gen, 19, t)});
  return make_batch(pairs, {0, 1, 2});
}

// Pairs (query, key) that may attend, counted from the sequences' lengths (their non-padding
// positions) alone, not from the masks.
struct Allowed {
  int64_t encoder = 0, decoder = 0, cross = 0;
};
Allowed allowed_pairs(const Seq2SeqBatch& batch) {
  Allowed a;
  for (int b = 0; b < batch.source.batch; ++b) {
    int64_t s = 0, t = 0;
    for (int i = 0; i < batch.source.length; ++i) s += batch.source.at(b, i) != kPadId;
    for (int i = 0; i < batch.target_input.length; ++i) t += batch.target_input.at(b, i) != kPadId;
    a.encoder += s * s;            // every real source token sees every real source token
    a.decoder += t * (t + 1) / 2;  // query i sees keys 0 … i
    a.cross += t * s;              // every real target position sees every real source token
  }
  return a;
}

// For every head of every layer: softmax(score_scale × q·k) over the allowed keys equals the
// engine's own weights, i.e. `softmax_input` is what the model's softmax read; and the saturated
// rows counted from the engine's weights equal the snapshot's.
template <class LayerAttention>
void expect_scores_are_the_engines(const ScoreSnapshot& snap, AttentionKind kind, int layers,
                                   LayerAttention attention_of, const AttentionMask& mask,
                                   const std::vector<uint8_t>& real_query) {
  double worst = 0;
  for (int l = 0; l < layers; ++l) {
    const MultiHeadAttention& mha = attention_of(l);
    for (int h = 0; h < snap.heads; ++h) {
      int64_t rows = 0, saturated = 0;
      for (int b = 0; b < mha.attention.batch(); ++b) {
        const Eigen::MatrixXd dots = inspect::head_dot_products(mha, b, h);
        const auto weights = mha.attention.weights(b, h);
        for (int i = 0; i < dots.rows(); ++i) {
          if (!real_query[size_t(b) * dots.rows() + i]) continue;
          double top = -1e300, sum = 0, largest = 0;
          int allowed = 0;
          for (int j = 0; j < dots.cols(); ++j)
            if (mask.at(b, i, j)) top = std::max(top, dots(i, j) * snap.score_scale), ++allowed;
          for (int j = 0; j < dots.cols(); ++j)
            if (mask.at(b, i, j)) sum += std::exp(dots(i, j) * snap.score_scale - top);
          for (int j = 0; j < dots.cols(); ++j) {
            const double p = mask.at(b, i, j) ? std::exp(dots(i, j) * snap.score_scale - top) / sum : 0.0;
            worst = std::max(worst, std::abs(p - double(weights(i, j))));
            largest = std::max(largest, double(weights(i, j)));
          }
          if (allowed >= 2) ++rows, saturated += largest > inspect::kSaturatedWeight;
        }
      }
      const HeadScores& scores = snap.at(kind, l, h);
      EXPECT_EQ(scores.rows, rows);
      EXPECT_EQ(scores.saturated_rows, saturated) << "layer " << l << " head " << h;
    }
  }
  EXPECT_LT(worst, 1e-5) << "softmax of the snapshot's scores vs the engine's weights";
}

// Every HeadScores of `all` counts `pairs` pairs in both histograms.
void expect_counts(const std::vector<HeadScores>& all, int64_t pairs, const char* what) {
  ASSERT_FALSE(all.empty()) << what;
  for (const HeadScores& h : all) {
    EXPECT_EQ(h.pairs, pairs) << what << " layer " << h.layer << " head " << h.head;
    EXPECT_EQ(h.raw.total(), pairs) << what;
    EXPECT_EQ(h.softmax_input.total(), pairs) << what;
  }
}

// Multiplies every query projection's weights by `factor`: larger scores, to make rows saturate.
template <class Layers>
void sharpen(Layers& layers, float factor) {
  for (auto& layer : layers) layer.self_attention.query.weight.value *= factor;
}

}  // namespace

TEST(ScoreSnapshot, TranslationHistogramsCountExactlyTheAllowedPairsOfEachKind) {
  Seq2SeqTransformer model(seq2seq_config(true));
  model.initialize(3);
  const Seq2SeqBatch batch = uneven_batch();
  const ScoreSnapshot snap = inspect::score_snapshot(model, batch);
  const Allowed allowed = allowed_pairs(batch);
  EXPECT_EQ(snap.examples, 3);
  EXPECT_EQ(snap.d_k, 8);
  EXPECT_EQ(snap.encoder_layers, 2);
  EXPECT_EQ(snap.decoder_layers, 2);
  EXPECT_EQ(snap.encoder_self.size(), 2u * 4u);
  expect_counts(snap.encoder_self, allowed.encoder, "encoder self");
  expect_counts(snap.decoder_self, allowed.decoder, "decoder self");
  expect_counts(snap.cross, allowed.cross, "cross");
  EXPECT_EQ(snap.at(AttentionKind::cross, 1, 3).layer, 1);
  EXPECT_EQ(snap.at(AttentionKind::cross, 1, 3).head, 3);
  EXPECT_NE(error_message([&] { snap.at(AttentionKind::cross, 2, 0); }).find("0..1"), std::string::npos);
  EXPECT_NE(error_message([&] { snap.at(AttentionKind::encoder_self, 0, 4); }).find("4 heads"), std::string::npos);
}

TEST(ScoreSnapshot, ScaledModelReadsTheScoresDividedBySqrtDk) {
  Seq2SeqTransformer model(seq2seq_config(true));
  model.initialize(4);
  sharpen(model.encoder_layers, 6.0f);
  sharpen(model.decoder_layers, 6.0f);
  const Seq2SeqBatch batch = uneven_batch();
  const ScoreSnapshot snap = inspect::score_snapshot(model, batch);
  ASSERT_TRUE(snap.scale_scores);
  EXPECT_NEAR(snap.score_scale, 1 / std::sqrt(8.0), 1e-7);
  // before = after × √d_k: their variances differ by d_k.
  for (const auto* all : {&snap.encoder_self, &snap.decoder_self, &snap.cross})
    for (const HeadScores& h : *all) EXPECT_NEAR(h.raw_variance, h.softmax_input_variance * 8, 1e-6 * h.raw_variance);
  // The histograms share their bins: the scaled ones are narrower (their spread is 1/√8 of it).
  const HeadScores& h = snap.at(AttentionKind::encoder_self, 0, 0);
  EXPECT_EQ(h.raw.low, h.softmax_input.low);
  EXPECT_EQ(h.raw.counts.size(), h.softmax_input.counts.size());
  // And the engine's softmax read exactly softmax_input: its weights and saturated rows.
  const auto source_padding = padding_mask(batch.source, kPadId),
             target_padding = padding_mask(batch.target_input, kPadId);
  const auto no_peek = no_peek_mask(batch.target_input.length);
  const int b = batch.source.batch, s = batch.source.length, t = batch.target_input.length;
  expect_scores_are_the_engines(
      snap, AttentionKind::encoder_self, 2,
      [&](int l) -> const MultiHeadAttention& { return model.encoder_layers[size_t(l)].self_attention; },
      combine_masks(b, s, s, source_padding.data(), nullptr), source_padding);
  expect_scores_are_the_engines(
      snap, AttentionKind::decoder_self, 2,
      [&](int l) -> const MultiHeadAttention& { return model.decoder_layers[size_t(l)].self_attention; },
      combine_masks(b, t, t, target_padding.data(), no_peek.data()), target_padding);
  expect_scores_are_the_engines(
      snap, AttentionKind::cross, 2,
      [&](int l) -> const MultiHeadAttention& { return model.decoder_layers[size_t(l)].cross_attention; },
      combine_masks(b, t, s, source_padding.data(), nullptr), target_padding);
  std::cout << "  sharpened scaled model: " << snap.saturated_share() * 100 << " % of rows saturated\n";
}

TEST(ScoreSnapshot, UnscaledModelReadsTheRawScores) {
  Seq2SeqTransformer model(seq2seq_config(false));
  model.initialize(4);
  sharpen(model.encoder_layers, 6.0f);
  sharpen(model.decoder_layers, 6.0f);
  const Seq2SeqBatch batch = uneven_batch();
  const ScoreSnapshot snap = inspect::score_snapshot(model, batch);
  EXPECT_FALSE(snap.scale_scores);
  EXPECT_EQ(snap.score_scale, 1.0);
  for (const auto* all : {&snap.encoder_self, &snap.decoder_self, &snap.cross})
    for (const HeadScores& h : *all) {
      EXPECT_EQ(h.softmax_input.counts, h.raw.counts);
      EXPECT_EQ(h.softmax_input_variance, h.raw_variance);
    }
  const auto padding = padding_mask(batch.source, kPadId);
  const int b = batch.source.batch, s = batch.source.length;
  expect_scores_are_the_engines(
      snap, AttentionKind::encoder_self, 2,
      [&](int l) -> const MultiHeadAttention& { return model.encoder_layers[size_t(l)].self_attention; },
      combine_masks(b, s, s, padding.data(), nullptr), padding);
  // The same weights with scaling saturate fewer rows than without.
  Seq2SeqTransformer scaled(seq2seq_config(true));
  scaled.initialize(4);
  sharpen(scaled.encoder_layers, 6.0f);
  sharpen(scaled.decoder_layers, 6.0f);
  const double unscaled_share = snap.saturated_share(),
               scaled_share = inspect::score_snapshot(scaled, batch).saturated_share();
  std::cout << "  saturated rows, same weights: " << unscaled_share * 100 << " % unscaled, " << scaled_share * 100
            << " % scaled\n";
  EXPECT_GT(unscaled_share, scaled_share);
}

TEST(ScoreSnapshot, LanguageModelAndClassifierFillTheirOneKind) {
  // Two sequences of 6 and 3 tokens (the second padded).
  TokenBatch tokens{2, 6, {}};
  for (int i = 0; i < 6; ++i) tokens.ids.push_back(kFirstOrdinaryId + i);
  for (int i = 0; i < 6; ++i) tokens.ids.push_back(i < 3 ? kFirstOrdinaryId + 2 * i : kPadId);

  TransformerConfig g = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  g.d_model = 32, g.heads = 4, g.d_ff = 64, g.max_len = 16, g.target_vocab = 17;
  GptTransformer gpt(g);
  gpt.initialize(2);
  const ScoreSnapshot lm = inspect::score_snapshot(gpt, tokens);
  EXPECT_TRUE(lm.encoder_self.empty());
  EXPECT_TRUE(lm.cross.empty());
  EXPECT_TRUE(lm.has(AttentionKind::decoder_self));
  expect_counts(lm.decoder_self, 6 * 7 / 2 + 3 * 4 / 2, "causal self");
  EXPECT_NE(error_message([&] { lm.at(AttentionKind::cross, 0, 0); }).find("no attention of that kind"),
            std::string::npos);

  TransformerConfig c = TransformerConfig::preset("tiny", TransformerConfig::kEncoderOnly);
  c.d_model = 32, c.heads = 2, c.d_ff = 64, c.max_len = 16, c.source_vocab = 17, c.classes = 2;
  TransformerClassifier classifier(c);
  classifier.initialize(2);
  const ScoreSnapshot cls = inspect::score_snapshot(classifier, tokens);
  EXPECT_TRUE(cls.decoder_self.empty());
  EXPECT_EQ(cls.heads, 2);
  EXPECT_EQ(cls.d_k, 16);
  expect_counts(cls.encoder_self, 6 * 6 + 3 * 3, "encoder self");
}
