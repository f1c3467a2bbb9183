// The encoder–decoder as a whole: cached decoding against a full recompute, beam search against
// greedy, and the trainer's determinism, learning and divergence handling.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "test_support.h"

#include "decode/search.h"
#include "model/seq2seq.h"
#include "tensor/parallel.h"
#include "text/special_tokens.h"
#include "train/trainer.h"
#include "train/session.h"

using namespace twb;

namespace {

TransformerConfig tiny_config(NormPlacement placement = NormPlacement::post) {
  TransformerConfig c = TransformerConfig::preset("tiny");
  c.d_model = 32, c.heads = 4, c.d_ff = 64, c.max_len = 40;
  c.source_vocab = 23, c.target_vocab = 19;
  c.norm_placement = placement;
  return c;
}

std::vector<int32_t> random_sentence(std::mt19937_64& gen, int vocab, int min_len, int max_len) {
  std::uniform_int_distribution<int> length(min_len, max_len), token(kFirstOrdinaryId, vocab - 1);
  std::vector<int32_t> s(static_cast<size_t>(length(gen)));
  for (auto& t : s) t = token(gen);
  return s;
}

// The sentences sources[which[0]], sources[which[1]], ... as one batch, padded to the longest.
TokenBatch padded_batch(const std::vector<std::vector<int32_t>>& sources, const std::vector<int>& which) {
  int length = 1;
  for (int i : which) length = std::max(length, static_cast<int>(sources[static_cast<size_t>(i)].size()));
  TokenBatch batch{static_cast<int>(which.size()), length,
                   std::vector<int32_t>(which.size() * static_cast<size_t>(length), kPadId)};
  for (size_t k = 0; k < which.size(); ++k)
    std::copy(sources[static_cast<size_t>(which[k])].begin(), sources[static_cast<size_t>(which[k])].end(),
              batch.ids.begin() + static_cast<std::ptrdiff_t>(k * static_cast<size_t>(length)));
  return batch;
}

// The largest difference between the logits of feeding each target one token at a time through
// the cache and those of the teacher-forced forward pass over the whole sequence. The memory comes
// from the training encoder, or with `row_by_row` from encode_for_decoding.
float cached_vs_full_logits(Seq2SeqTransformer& model, bool row_by_row = false) {
  std::mt19937_64 gen(4);
  std::vector<EncodedPair> pairs;
  for (int i = 0; i < 3; ++i) pairs.push_back({random_sentence(gen, 23, 3, 9), random_sentence(gen, 19, 2, 8)});
  const Seq2SeqBatch batch = make_batch(pairs, {0, 1, 2});

  Context eval;
  const Matrix full = model.forward(eval, batch);  // (B*T, V)
  Matrix memory;
  if (row_by_row)
    model.encode_for_decoding(batch.source, memory);
  else
    memory = model.encode(eval, batch.source);
  Seq2SeqTransformer::DecoderCache cache;
  model.start_decoding(memory, batch.source, batch.target_input.length, cache);
  return twb::testing::largest_cached_step_difference(
      batch.target_input, full,
      [&](const std::vector<int32_t>& tokens, Matrix& logits) { model.decode_step(cache, tokens, logits); });
}

void expect_cached_decoding_equals_full_recompute(const TransformerConfig& config) {
  Seq2SeqTransformer model(config);
  model.initialize(3);
  const float worst = cached_vs_full_logits(model);
  std::cout << "  largest logit difference, cached vs full: " << worst << "\n";
  EXPECT_LT(worst, 1e-4f);
}

class CachedDecoding : public ::testing::TestWithParam<NormPlacement> {};

TEST_P(CachedDecoding, EqualsAFullRecompute) { expect_cached_decoding_equals_full_recompute(tiny_config(GetParam())); }

// The cached path leaves out the 1/sqrt(d_k) exactly when the full forward does.
TEST(Seq2Seq, CachedDecodingWithoutScoreScalingEqualsAFullRecompute) {
  TransformerConfig config = tiny_config(NormPlacement::post);
  config.scale_scores = false;
  expect_cached_decoding_equals_full_recompute(config);
}
// Rotary positions: the decoder's cached keys turned at their positions, the encoder's rows (row by
// row too) at theirs; the same logits as the teacher-forced forward.
TEST(Seq2Seq, CachedDecodingWithRotaryPositionsEqualsAFullRecompute) {
  TransformerConfig config = tiny_config(NormPlacement::pre);
  config.positions = PositionKind::rotary;
  Seq2SeqTransformer model(config);
  model.initialize(3);
  for (const NamedParameter& p : model.parameters()) p.parameter->value.array() += 0.05f;  // biases too
  for (const bool row_by_row : {false, true}) {
    const float worst = cached_vs_full_logits(model, row_by_row);
    std::cout << "  largest logit difference, cached vs full" << (row_by_row ? ", row by row: " : ": ") << worst
              << "\n";
    EXPECT_LT(worst, 1e-4f);
  }
}
INSTANTIATE_TEST_SUITE_P(Seq2Seq, CachedDecoding, ::testing::Values(NormPlacement::post, NormPlacement::pre),
                         [](const auto& info) { return info.param == NormPlacement::post ? "PostNorm" : "PreNorm"; });

// Decoding reads weights packed when it starts (Linear::prepare_inference): after the weights
// change, as between two evaluations of a training, the next decoding uses the new ones.
TEST(Seq2Seq, DecodingAfterTheWeightsChangeUsesTheNewWeights) {
  Seq2SeqTransformer model(tiny_config(NormPlacement::post));
  model.initialize(3);
  EXPECT_LT(cached_vs_full_logits(model, true), 1e-4f);
  model.initialize(11);  // every weight and bias redrawn
  for (const NamedParameter& p : model.parameters()) p.parameter->value.array() += 0.01f;  // biases too
  const float worst = cached_vs_full_logits(model, true);
  std::cout << "  largest logit difference, cached vs full, new weights: " << worst << "\n";
  EXPECT_LT(worst, 1e-4f);
}

// Initialisation as PyTorch's nn.Transformer draws it: every matrix Xavier-uniform, U(-a, a) with
// a = sqrt(6 / (fan_in + fan_out)), except attention's query, key and value projections, which
// nn.MultiheadAttention draws as one (3·d, d) matrix: a = sqrt(6 / (d + 3·d)). Biases are zero,
// LayerNorm gains one, the padding embedding zero.
TEST(Seq2Seq, InitialisesAsPyTorchsTransformer) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(3);
  int in_projections = 0, matrices = 0;
  for (const auto& [name, parameter] : model.parameters()) {
    const Matrix& w = parameter->value;
    const double largest = w.cwiseAbs().maxCoeff();
    if (w.rows() == 1) {  // biases and LayerNorm parameters (a LayerNorm's gain is its "weight")
      const bool gain = name.ends_with(".weight");
      EXPECT_EQ(largest, gain ? 1.0 : 0.0) << name;
      if (gain) {
        EXPECT_EQ(w.minCoeff(), 1.0f) << name;
      }
      continue;
    }
    const bool in_projection =
        name.ends_with(".query.weight") || name.ends_with(".key.weight") || name.ends_with(".value.weight");
    const double a =
        std::sqrt(6.0 / static_cast<double>(in_projection ? w.cols() + 3 * w.rows() : w.cols() + w.rows()));
    // The largest of ≥ 256 uniform draws is within 5 % of the bound: a √2 larger or smaller draw fails.
    EXPECT_LE(largest, a) << name;
    EXPECT_GT(largest, 0.95 * a) << name;
    (in_projection ? in_projections : matrices) += 1;
  }
  EXPECT_EQ(in_projections, 3 * (2 + 2 * 2));  // tiny: 2 encoder self-, 2 decoder self- and 2 cross-attentions
  EXPECT_GT(matrices, 0);
}

TEST(Seq2Seq, BeamWidthOneEqualsGreedy) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(5);
  std::mt19937_64 gen(6);
  for (int trial = 0; trial < 8; ++trial) {
    const auto source = random_sentence(gen, 23, 2, 10);
    TokenBatch batch{1, static_cast<int>(source.size()), source};
    DecodeSettings settings;
    settings.max_output_tokens = 12;
    const auto greedy = greedy_decode(model, batch, settings);
    settings.beam_width = 1;
    const auto beam = beam_search(model, source, settings);
    ASSERT_EQ(beam.size(), 1u);
    EXPECT_EQ(beam[0].tokens, greedy[0].tokens) << "trial " << trial;
    EXPECT_NEAR(beam[0].log_probability, greedy[0].log_probability, 1e-4);
  }
}

// <pad> and <sos> are never output, even by a model that rates them above every other token:
// greedy decoding then picks what it picks when they are rated below every other, and no beam
// holds either.
TEST(Seq2Seq, DecodingNeverOutputsPadOrSos) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(7);
  std::mt19937_64 gen(8);
  auto rate_specials = [&](real shift) {
    for (const int32_t id : {kPadId, kSosId}) model.generator.bias.value(0, id) = shift;
  };
  for (int trial = 0; trial < 6; ++trial) {
    const auto source = random_sentence(gen, 23, 2, 9);
    const TokenBatch batch{1, static_cast<int>(source.size()), source};
    DecodeSettings settings;
    settings.max_output_tokens = 10;
    rate_specials(real(-100));
    const auto plain = greedy_decode(model, batch, settings);
    rate_specials(real(100));
    const auto favoured = greedy_decode(model, batch, settings);
    EXPECT_EQ(favoured[0].tokens, plain[0].tokens) << "trial " << trial;
    settings.beam_width = 3;
    const auto beams = beam_search(model, source, settings);
    ASSERT_FALSE(beams.empty());
    for (const Hypothesis& h : beams)
      for (const int32_t token : h.tokens) {
        EXPECT_NE(token, kPadId) << "trial " << trial;
        EXPECT_NE(token, kSosId) << "trial " << trial;
      }
  }
}

TEST(Seq2Seq, BeamSearchRanksItsHypothesesAndBeatsGreedyOnLogProbability) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(7);
  std::mt19937_64 gen(8);
  const auto source = random_sentence(gen, 23, 4, 8);
  DecodeSettings settings;
  settings.beam_width = 4;
  settings.length_penalty = 0;  // rank by log-probability alone
  settings.word_reward = 0;
  settings.max_output_tokens = 10;
  const auto beams = beam_search(model, source, settings);
  ASSERT_FALSE(beams.empty());
  for (size_t i = 1; i < beams.size(); ++i) EXPECT_GE(beams[i - 1].score, beams[i].score);
  const auto greedy = greedy_decode(model, TokenBatch{1, static_cast<int>(source.size()), source}, settings);
  EXPECT_GE(beams[0].log_probability, greedy[0].log_probability - 1e-6);
}

// Each hypothesis's score is log p / ((5 + |y|) / 6)^α + γ min(|y|, L*), L* = ratio |x| + 1; a
// reward much larger than any difference in log-probability makes the best hypothesis at least
// L* long (the search keeps going while a live beam could still earn more).
TEST(Seq2Seq, BeamSearchScoresWithTheLengthPenaltyAndTheBoundedWordReward) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(11);
  std::mt19937_64 gen(12);
  for (int trial = 0; trial < 6; ++trial) {
    const auto source = random_sentence(gen, 23, 2, 7);
    DecodeSettings settings;
    settings.beam_width = 3;
    settings.max_output_tokens = 14;
    settings.length_penalty = 0.7;
    settings.word_reward = 0.4;
    settings.target_length_ratio = 1.3;
    const double expected_length = 1.3 * static_cast<double>(source.size()) + 1;
    const auto beams = beam_search(model, source, settings);
    ASSERT_FALSE(beams.empty());
    for (const Hypothesis& h : beams) {
      const double length = static_cast<double>(h.tokens.size() + 1);
      EXPECT_NEAR(h.score,
                  h.log_probability / std::pow((5 + length) / 6, 0.7) + 0.4 * std::min(length, expected_length),
                  1e-9 * std::max(1.0, std::abs(h.score)));
    }
    settings.length_penalty = 0;
    settings.word_reward = 1000;
    const auto rewarded = beam_search(model, source, settings);
    ASSERT_FALSE(rewarded.empty());
    EXPECT_GE(static_cast<double>(rewarded.front().tokens.size() + 1), std::floor(expected_length))
        << "trial " << trial;
  }
}

// GNMT's coverage penalty: each hypothesis's coverage is Σ_i log(min(Σ_j p_ij, 1)) over the
// source's tokens, with p_ij the last decoder layer's cross-attention (the mean over its heads) of
// output step j (<eos>'s included) on source token i; recomputed here from a teacher-forced
// forward pass over the hypothesis, and its score is the length-penalised, rewarded log-probability
// plus β times it. A large β moves the search towards hypotheses that cover more of the source.
TEST(Seq2Seq, BeamSearchAddsGnmtsCoveragePenalty) {
  Seq2SeqTransformer model(tiny_config());
  model.initialize(13);
  model.generator.bias.value(0, kEosId) += real(3);  // short outputs, which leave source tokens uncovered
  std::mt19937_64 gen(14);
  const int last = static_cast<int>(model.decoder_layers.size()) - 1;
  int better_covered = 0, changed = 0, trials = 0;
  for (int trial = 0; trial < 6; ++trial, ++trials) {
    const auto source = random_sentence(gen, 23, 3, 8);
    DecodeSettings settings;
    settings.beam_width = 3;
    settings.max_output_tokens = 12;
    settings.length_penalty = 0.7;
    settings.word_reward = 0.4;
    settings.coverage_penalty = 0.3;
    const double expected_length = static_cast<double>(source.size()) + 1;
    const auto beams = beam_search(model, source, settings);
    ASSERT_FALSE(beams.empty());
    for (const Hypothesis& h : beams) {
      const Seq2SeqBatch batch = make_batch({EncodedPair{source, h.tokens}}, {0});
      Context eval;
      model.forward(eval, batch);
      Matrix mean = Matrix::Zero(batch.target_input.length, static_cast<Eigen::Index>(source.size()));
      for (int head = 0; head < model.config().heads; ++head)
        mean += model.attention_weights(AttentionKind::cross, last, head) / static_cast<real>(model.config().heads);
      double coverage = 0;
      for (Eigen::Index i = 0; i < mean.cols(); ++i)
        coverage += std::log(std::min(1.0, static_cast<double>(mean.col(i).sum())));
      EXPECT_NEAR(h.coverage, coverage, 1e-4) << "trial " << trial;
      EXPECT_LE(h.coverage, 0.0);
      const double length = static_cast<double>(h.tokens.size() + 1);
      EXPECT_NEAR(h.score,
                  h.log_probability / std::pow((5 + length) / 6, 0.7) + 0.4 * std::min(length, expected_length) +
                      0.3 * h.coverage,
                  1e-9 * std::max(1.0, std::abs(h.score)));
    }
    // Without the penalty, and with a very large one: the best hypothesis covers at least as much.
    settings.coverage_penalty = 0;
    const auto plain = beam_search(model, source, settings);
    settings.coverage_penalty = 10;
    const auto covering = beam_search(model, source, settings);
    ASSERT_FALSE(plain.empty());
    ASSERT_FALSE(covering.empty());
    EXPECT_EQ(plain.front().coverage, 0.0);  // not computed without the penalty
    better_covered += covering.front().coverage > beams.front().coverage - 1e-9 ? 1 : 0;
    changed += covering.front().tokens != plain.front().tokens ? 1 : 0;
  }
  EXPECT_EQ(better_covered, trials);
  EXPECT_GT(changed, 0);  // the penalty does change what the search prefers
}

// A sentence decoded in a batch gets, bit for bit, what it gets alone: the same tokens, the same
// log-probability and top-k probabilities, whatever the other sentences, their lengths (padding),
// their order and the thread count; its output limit is its own (source length + kOutputMargin), not the
// batch's. Also for sizes that fill no SIMD register evenly (d_k 12, d_ff 52) and pre-norm GELU.
class GreedyBatches : public ::testing::TestWithParam<bool> {};

TEST_P(GreedyBatches, GiveEachSentenceExactlyWhatItGetsAlone) {
  TransformerConfig config = tiny_config();
  config.max_len = 96;  // limits of 50 + source length, not cut by max_len
  if (GetParam()) {
    config.d_model = 36, config.heads = 3, config.d_ff = 52;
    config.norm_placement = NormPlacement::pre;
    config.activation = Activation::gelu_tanh;
  }
  Seq2SeqTransformer model(config);
  model.initialize(9);
  std::mt19937_64 gen(10);
  std::vector<std::vector<int32_t>> sources;
  for (int i = 0; i < 13; ++i) sources.push_back(random_sentence(gen, 23, 1, i == 5 ? 30 : 9));
  DecodeSettings settings;
  settings.top_k = 3;
  std::vector<Hypothesis> alone;
  for (const auto& s : sources)
    alone.push_back(greedy_decode(model, TokenBatch{1, static_cast<int>(s.size()), s}, settings)[0]);
  // Batches: all 13 in order, reversed, and in groups of 4 (other company, other padding).
  auto decode = [&](const std::vector<int>& which) {
    return greedy_decode(model, padded_batch(sources, which), settings);
  };
  std::vector<std::vector<int>> batches{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
                                        {12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
                                        {0, 5, 10, 3},
                                        {1, 2, 4, 6},
                                        {7, 8, 9, 11, 12}};
  int checked = 0;
  for (const int threads : {1, 2}) {
    set_num_threads(threads);
    for (const auto& which : batches) {
      const auto together = decode(which);
      for (size_t k = 0; k < which.size(); ++k) {
        const Hypothesis& a = alone[static_cast<size_t>(which[k])];
        const Hypothesis& t = together[k];
        EXPECT_EQ(t.tokens, a.tokens) << "sentence " << which[k];
        EXPECT_EQ(t.log_probability, a.log_probability) << "sentence " << which[k];
        EXPECT_EQ(t.top_k, a.top_k) << "sentence " << which[k];
        ++checked;
      }
    }
  }
  set_num_threads(0);
  EXPECT_EQ(checked, 2 * (13 + 13 + 4 + 4 + 5));
  // An untrained model rarely says <eos>: most run to their own limit, source length + kOutputMargin.
  int at_limit = 0;
  for (size_t i = 0; i < sources.size(); ++i)
    if (alone[i].tokens.size() == sources[i].size() + kOutputMargin) ++at_limit;
  EXPECT_GE(at_limit, 1);
  for (size_t i = 0; i < sources.size(); ++i) EXPECT_LE(alone[i].tokens.size(), sources[i].size() + kOutputMargin);
}
INSTANTIATE_TEST_SUITE_P(Seq2Seq, GreedyBatches, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "OddSizesPreNormGelu" : "Tiny"; });

// Beam search over a batch gives each sentence, bit for bit, the hypotheses it gets alone: the
// same tokens, log-probabilities and scores, whatever the other sentences, their padding, their
// order and the thread count. The <eos> logit is raised so that the untrained model's beams end at
// different steps (ended sentences leave the batch mid-way) as well as at their own limits.
TEST(Seq2Seq, BeamSearchInABatchGivesEachSentenceWhatItGetsAlone) {
  TransformerConfig config = tiny_config();
  config.max_len = 96;
  Seq2SeqTransformer model(config);
  model.initialize(11);
  model.generator.bias.value(0, kEosId) += real(4);
  std::mt19937_64 gen(12);
  std::vector<std::vector<int32_t>> sources;
  for (int i = 0; i < 13; ++i) sources.push_back(random_sentence(gen, 23, 1, i == 5 ? 30 : 9));
  for (const auto& [width, coverage] : {std::pair{2, 0.0}, std::pair{4, 0.0}, std::pair{4, 0.4}}) {
    DecodeSettings settings;
    settings.beam_width = width;
    settings.coverage_penalty = coverage;  // the cross-attention of each row, too, is the sentence's own
    settings.target_length_ratio = 2.5;    // a reward for long outputs: some reach the limit
    std::vector<std::vector<Hypothesis>> alone;
    for (const auto& s : sources) alone.push_back(beam_search(model, s, settings));
    int ended_early = 0, at_limit = 0;
    for (size_t i = 0; i < sources.size(); ++i) {
      ASSERT_FALSE(alone[i].empty());
      const size_t length = alone[i].front().tokens.size();
      (length == sources[i].size() + kOutputMargin ? at_limit : ended_early) += 1;
    }
    EXPECT_GE(ended_early, 3) << "width " << width << ", at the limit "
                              << at_limit;  // both ways of ending are exercised
    EXPECT_GE(at_limit, 1) << "width " << width;
    auto search = [&](const std::vector<int>& which) {
      return beam_search(model, padded_batch(sources, which), settings);
    };
    std::vector<std::vector<int>> batches{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
                                          {12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
                                          {0, 5, 10, 3},
                                          {7, 8, 9, 11, 12}};
    int checked = 0;
    for (const int threads : {1, 2}) {
      set_num_threads(threads);
      for (const auto& which : batches) {
        const auto together = search(which);
        ASSERT_EQ(together.size(), which.size());
        for (size_t k = 0; k < which.size(); ++k) {
          const auto& a = alone[static_cast<size_t>(which[k])];
          const auto& t = together[k];
          ASSERT_EQ(t.size(), a.size()) << "sentence " << which[k];
          for (size_t h = 0; h < a.size(); ++h) {
            EXPECT_EQ(t[h].tokens, a[h].tokens) << "sentence " << which[k] << " hypothesis " << h;
            EXPECT_EQ(t[h].log_probability, a[h].log_probability) << "sentence " << which[k] << " hypothesis " << h;
            EXPECT_EQ(t[h].score, a[h].score) << "sentence " << which[k] << " hypothesis " << h;
            EXPECT_EQ(t[h].coverage, a[h].coverage) << "sentence " << which[k] << " hypothesis " << h;
          }
          ++checked;
        }
      }
    }
    set_num_threads(0);
    EXPECT_EQ(checked, 2 * (13 + 13 + 4 + 5));
  }
}

// A copy task the tiny model learns in a few hundred steps.
std::vector<EncodedPair> copy_task(int count, uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::vector<EncodedPair> pairs;
  for (int i = 0; i < count; ++i) {
    auto s = random_sentence(gen, 12, 2, 6);
    pairs.push_back({s, s});
  }
  return pairs;
}

TransformerConfig copy_config() {
  TransformerConfig c = TransformerConfig::preset("tiny");
  c.d_model = 32, c.heads = 2, c.d_ff = 64, c.encoder_layers = 1, c.decoder_layers = 1, c.max_len = 16;
  c.source_vocab = c.target_vocab = 12;
  c.dropout = 0.0;
  return c;
}

TEST(Trainer, LearnsToCopy) {
  Seq2SeqTransformer model(copy_config());
  model.initialize(1);
  TrainerSettings settings;
  settings.batch_tokens = 256;
  settings.learning_rate = 3e-3;
  settings.warmup_steps = 50;
  settings.label_smoothing = 0;
  Seq2SeqTrainer trainer(model, copy_task(600, 11), settings);
  const auto validation = copy_task(50, 12);
  const double before = trainer.evaluate_loss(validation);
  for (int i = 0; i < 300; ++i) trainer.step();
  const double after = trainer.evaluate_loss(validation);
  std::cout << "  validation loss " << before << " -> " << after << "\n";
  EXPECT_LT(after, 0.25 * before);
}

TEST(Trainer, TheSameSeedGivesTheSameWeights) {
  auto run = [](uint64_t seed) {
    Seq2SeqTransformer model(copy_config());
    model.initialize(seed);
    TrainerSettings settings;
    settings.batch_tokens = 128;
    settings.seed = seed;
    Seq2SeqTrainer trainer(model, copy_task(200, 3), settings);
    for (int i = 0; i < 10; ++i) trainer.step();
    return Matrix(model.generator.weight.value);
  };
  EXPECT_EQ(run(5), run(5));
  EXPECT_NE(run(5), run(6));
}

TEST(Trainer, DivergenceStopsWithAClearErrorAndKeepsTheWeights) {
  Seq2SeqTransformer model(copy_config());
  model.initialize(1);
  Seq2SeqTrainer trainer(model, copy_task(100, 3), TrainerSettings{});
  trainer.step();
  model.generator.bias.value(0, 5) = std::numeric_limits<float>::quiet_NaN();  // poison one weight
  const Matrix embedding_before = model.source_embedding.tokens.weight.value;
  try {
    trainer.step();
    FAIL() << "a NaN loss must stop training";
  } catch (const DivergenceError& e) {
    EXPECT_NE(std::string(e.what()).find("Step 2: the loss is not a finite number"), std::string::npos) << e.what();
    EXPECT_EQ(e.report().tensor, "generator.bias") << e.what();
  }
  EXPECT_EQ(trainer.steps(), 1);
  EXPECT_EQ(model.source_embedding.tokens.weight.value, embedding_before);
}

TEST(Trainer, StepOnRefusesAnEmptyOrOutOfRangeBatchAndKeepsTheWeights) {
  Seq2SeqTransformer model(copy_config());
  model.initialize(1);
  Seq2SeqTrainer trainer(model, copy_task(20, 3), TrainerSettings{});
  const Matrix weights_before = model.generator.weight.value;
  auto message = [&](const std::vector<int>& indices) {
    try {
      trainer.step_on(indices);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_NE(message({}).find("the batch given is empty"), std::string::npos);
  EXPECT_NE(message({0, 20}).find("batch index 20 is outside the 20 training examples"), std::string::npos);
  EXPECT_NE(message({-1}).find("batch index -1"), std::string::npos);
  EXPECT_EQ(trainer.steps(), 0);
  EXPECT_EQ(model.generator.weight.value, weights_before);
  trainer.step_on({0, 1, 2});
  EXPECT_EQ(trainer.steps(), 1);
}

TEST(Config, ImpossibleHyperParametersAreRefusedWithTheReason) {
  auto message = [](auto&& change) {
    TransformerConfig c = TransformerConfig::preset("tiny");
    change(c);
    try {
      c.validate();
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_NE(message([](auto& c) { c.d_model = 66; }).find("not divisible by heads"), std::string::npos);
  EXPECT_NE(message([](auto& c) { c.encoder_layers = 0; }).find("at least one layer"), std::string::npos);
  EXPECT_NE(message([](auto& c) { c.dropout = -0.1; }).find("dropout"), std::string::npos);
  EXPECT_EQ(message([](auto&) {}), "");
  // Every size has a ceiling, checked before anything is allocated; a model that fits every
  // ceiling but not the machine's memory says how much it would need.
  EXPECT_NE(message([](auto& c) { c.max_len = 100000; }).find("max_len = 100000 is above the largest allowed, 4096"),
            std::string::npos);
  EXPECT_NE(message([](auto& c) { c.encoder_layers = 1000000; }).find("is above"), std::string::npos);
  EXPECT_NE(message([](auto& c) { c.target_vocab = 2000000; }).find("target_vocab"), std::string::npos);
  EXPECT_NE(message([](auto& c) {
              c.d_model = 8192;
              c.d_ff = 65536;
              c.encoder_layers = c.decoder_layers = 64;
            }).find("GiB of memory"),
            std::string::npos);
  // A checkpoint's 2^40 is read whole, not wrapped into 0.
  nlohmann::json j = TransformerConfig::preset("tiny").to_json();
  j["d_model"] = int64_t{1} << 40;
  try {
    TransformerConfig::from_json(j);
    ADD_FAILURE() << "d_model 2^40 was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("d_model = 1099511627776"), std::string::npos) << e.what();
  }
  ExperimentSettings c;
  EXPECT_THROW(c.set("d_modle=3"), Error);
  EXPECT_THROW(c.set("d_model=big"), Error);
  c.set("d_model=128");
  EXPECT_EQ(c.model.d_model, 128);
  EXPECT_THROW(TransformerConfig::preset("huge"), Error);
  TrainerSettings t;
  t.learning_rate = -1;
  EXPECT_THROW(t.validate(), Error);
}

}  // namespace
