// Head telemetry: each score is right on hand-made attention maps (a perfect previous-token map
// scores 1, a uniform map has the maximal entropy, a monotone cross-attention aligns, …), padding
// and masked keys are left out, roles come with the step they emerged at, the samples thin evenly,
// and a run's telemetry is measured on the engine's own maps and survives save and resume.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "task/task.h"
#include "session_support.h"
#include "test_support.h"
#include "probe/head_telemetry.h"
#include "train/session.h"

using namespace twb;

namespace {

// A (queries × keys) map whose row i is `row(i)` over the allowed keys, normalised.
template <class Row>
Matrix head_map(int queries, int keys, Row row) {
  Matrix m = Matrix::Zero(queries, keys);
  for (int i = 0; i < queries; ++i) {
    double sum = 0;
    for (int j = 0; j < keys; ++j) sum += m(i, j) = static_cast<real>(row(i, j));
    if (sum > 0) m.row(i) /= static_cast<real>(sum);
  }
  return m;
}

std::array<float, kHeadScores> scores_of(const Matrix& weights, bool self, const AttentionMask* mask = nullptr,
                                         const std::vector<uint8_t>& real_queries = {}) {
  HeadMap map;
  map.weights = weights.data();
  map.stride = weights.cols();
  map.queries = static_cast<int>(weights.rows());
  map.keys = static_cast<int>(weights.cols());
  map.mask = mask;
  map.real_queries = real_queries.empty() ? nullptr : real_queries.data();
  map.self = self;
  HeadScoreSums sums;
  score_head_map(map, sums);
  return sums.means();
}

float score(const std::array<float, kHeadScores>& s, HeadScore which) { return s[static_cast<size_t>(which)]; }

AttentionMask causal_mask(int n) {
  const auto no_peek = no_peek_mask(n);
  return combine_masks(1, n, n, nullptr, no_peek.data());
}

}  // namespace

TEST(HeadScores, APerfectPreviousTokenMapScoresOne) {
  const int n = 6;
  const AttentionMask causal = causal_mask(n);
  const Matrix previous = head_map(n, n, [](int i, int j) { return j == std::max(0, i - 1) ? 1.0 : 0.0; });
  const auto s = scores_of(previous, true, &causal);
  EXPECT_FLOAT_EQ(score(s, HeadScore::previous), 1.0f);
  EXPECT_FLOAT_EQ(score(s, HeadScore::largest), 1.0f);
  EXPECT_NEAR(score(s, HeadScore::entropy), 0.0f, 1e-6);
  EXPECT_TRUE(std::isnan(score(s, HeadScore::alignment)));  // self-attention has no alignment
  EXPECT_TRUE(std::isnan(score(s, HeadScore::induction)));  // nor induction without its probe
  // Only query 1's previous token is the first position.
  EXPECT_NEAR(score(s, HeadScore::first), 1.0f / (n - 1), 1e-6);
}

TEST(HeadScores, AUniformMapHasTheMaximalEntropy) {
  const int n = 7;
  const AttentionMask causal = causal_mask(n);
  const Matrix uniform = head_map(n, n, [](int i, int j) { return j <= i ? 1.0 : 0.0; });
  const auto s = scores_of(uniform, true, &causal);
  EXPECT_NEAR(score(s, HeadScore::entropy), 1.0f, 1e-6);
  // The mean of 1/(i+1) over the queries i = 1 … n−1 with two keys or more.
  double largest = 0;
  for (int i = 1; i < n; ++i) largest += 1.0 / (i + 1);
  EXPECT_NEAR(score(s, HeadScore::largest), largest / (n - 1), 1e-6);
  // Bidirectional too: a uniform row over 7 keys.
  const Matrix all = head_map(n, n, [](int, int) { return 1.0; });
  EXPECT_NEAR(score(scores_of(all, true), HeadScore::entropy), 1.0f, 1e-6);
  EXPECT_NEAR(score(scores_of(all, true), HeadScore::first), 1.0f / n, 1e-6);
}

TEST(HeadScores, ASinkAndALocalHead) {
  const int n = 8;
  const Matrix sink = head_map(n, n, [](int, int j) { return j == 0 ? 1.0 : 0.0; });
  EXPECT_FLOAT_EQ(score(scores_of(sink, true), HeadScore::first), 1.0f);
  EXPECT_FLOAT_EQ(score(scores_of(sink, true), HeadScore::previous), 1.0f / (n - 1));  // query 1 only
  const Matrix self = head_map(n, n, [](int i, int j) { return i == j ? 1.0 : 0.0; });
  EXPECT_FLOAT_EQ(score(scores_of(self, true), HeadScore::local), 1.0f);
  EXPECT_FLOAT_EQ(score(scores_of(self, true), HeadScore::previous), 0.0f);
  // A head looking three positions back is not local.
  const Matrix far = head_map(n, n, [](int i, int j) { return j == std::max(0, i - 3) ? 1.0 : 0.0; });
  const AttentionMask causal = causal_mask(n);
  EXPECT_LT(score(scores_of(far, true, &causal), HeadScore::local), 0.5f);
}

TEST(HeadScores, CrossAttentionAlignsWhenItsArgmaxWalksAlongTheSource) {
  // 8 target positions over 4 source words: two rows a word, in order.
  const Matrix monotone = head_map(8, 4, [](int i, int j) { return j == i / 2 ? 0.9 : 0.1 / 3; });
  const auto s = scores_of(monotone, false);
  EXPECT_GT(score(s, HeadScore::alignment), 0.8f);
  EXPECT_TRUE(std::isnan(score(s, HeadScore::previous)));
  EXPECT_NEAR(score(s, HeadScore::largest), 0.9f, 1e-6);
  const Matrix reversed = head_map(4, 4, [](int i, int j) { return j == 3 - i ? 1.0 : 0.0; });
  EXPECT_NEAR(score(scores_of(reversed, false), HeadScore::alignment), -1.0f, 1e-6);
  const Matrix fixed = head_map(4, 4, [](int, int j) { return j == 2 ? 1.0 : 0.0; });
  EXPECT_NEAR(score(scores_of(fixed, false), HeadScore::alignment), 0.0f, 1e-6);
  const Matrix diagonal = head_map(5, 5, [](int i, int j) { return i == j ? 1.0 : 0.0; });
  EXPECT_NEAR(score(scores_of(diagonal, false), HeadScore::alignment), 1.0f, 1e-6);
  EXPECT_NEAR(score(scores_of(diagonal, false), HeadScore::local), 1.0f, 1e-6);
}

TEST(HeadScores, PaddedQueriesAndMaskedKeysAreLeftOut) {
  // Keys 3 and 4 are padding; rows 3 and 4 are padded queries holding nonsense.
  const int n = 5;
  const std::vector<uint8_t> real{1, 1, 1, 0, 0};
  const AttentionMask mask = combine_masks(1, n, n, real.data(), nullptr);
  Matrix m = head_map(n, n, [](int i, int j) { return i >= 3 ? (j == 4 ? 1.0 : 0.0) : (j < 3 ? 1.0 : 0.0); });
  const auto s = scores_of(m, true, &mask, real);
  EXPECT_NEAR(score(s, HeadScore::entropy), 1.0f, 1e-6);  // uniform over the 3 real keys
  EXPECT_NEAR(score(s, HeadScore::largest), 1.0f / 3, 1e-6);
}

TEST(HeadScores, APerfectInductionMapScoresOne) {
  const int half = 5, n = 1 + 2 * half;
  const AttentionMask causal = causal_mask(n);
  const Matrix induction =
      head_map(n, n, [&](int i, int j) { return i > half ? (j == i - half + 1 ? 1.0 : 0.0) : (j == 0 ? 1.0 : 0.0); });
  HeadMap map;
  map.weights = induction.data();
  map.stride = n;
  map.queries = map.keys = n;
  map.mask = &causal;
  HeadScoreSums sums;
  score_induction(map, half, sums);
  EXPECT_FLOAT_EQ(sums.means()[static_cast<size_t>(HeadScore::induction)], 1.0f);
  // A previous-token head scores 0 there (the token before is not the one after the earlier occurrence).
  const Matrix previous = head_map(n, n, [](int i, int j) { return j == std::max(0, i - 1) ? 1.0 : 0.0; });
  map.weights = previous.data();
  HeadScoreSums other;
  score_induction(map, half, other);
  EXPECT_FLOAT_EQ(other.means()[static_cast<size_t>(HeadScore::induction)], 0.0f);
}

TEST(HeadScores, RepeatedTokensRepeatTheirFirstHalf) {
  const int half = 19;
  const TokenBatch batch = repeated_tokens(50, half, 3);
  EXPECT_EQ(batch.length, 39);
  for (int b = 0; b < 3; ++b) {
    EXPECT_EQ(batch.at(b, 0), kSosId);
    for (int k = 1; k <= half; ++k) {
      EXPECT_EQ(batch.at(b, k), batch.at(b, half + k));
      EXPECT_GE(batch.at(b, k), kFirstOrdinaryId);
      EXPECT_LT(batch.at(b, k), 50);
    }
  }
  EXPECT_EQ(repeated_tokens(50, half, 3).ids, batch.ids);  // a fixed seed: the same probe every time
  EXPECT_EQ(induction_half(128, 48), 24);                  // as long as the lines the model learned from
  EXPECT_EQ(induction_half(128, 200), 32);
  EXPECT_EQ(induction_half(20, 48), 9);  // within the window
  EXPECT_EQ(induction_half(128, 3), 4);
}

namespace {

HeadLayout one_kind(int layers, int heads) { return {{AttentionKind::decoder_self, layers, heads}}; }

// A sample whose every head's `which` score is `value` (other scores 0).
std::vector<float> sample_with(const HeadLayout& layout, HeadScore which, float value) {
  std::vector<float> v(head_layout_floats(layout), 0.0f);
  for (size_t i = static_cast<size_t>(which); i < v.size(); i += kHeadScores) v[i] = value;
  return v;
}

}  // namespace

TEST(HeadTelemetry, RolesComeWithTheStepTheyEmergedAt) {
  const HeadLayout layout = one_kind(2, 2);
  HeadTelemetry t(10, 100);
  t.add(10, layout, sample_with(layout, HeadScore::previous, 0.2f));
  t.add(20, layout, sample_with(layout, HeadScore::previous, 0.7f));
  t.add(30, layout, sample_with(layout, HeadScore::previous, 0.3f));  // lost again
  t.add(40, layout, sample_with(layout, HeadScore::previous, 0.6f));
  t.add(50, layout, sample_with(layout, HeadScore::previous, 0.9f));
  const auto roles = head_roles(t, AttentionKind::decoder_self, 1, 0);
  ASSERT_EQ(roles.size(), 1u);
  EXPECT_EQ(roles[0].rule->key, "previous-token");
  EXPECT_EQ(roles[0].since, 40);
  EXPECT_FLOAT_EQ(static_cast<float>(roles[0].value), 0.9f);
  EXPECT_EQ(describe_roles(roles), "previous-token since step 40");
  // A previous-token head is not also called local, though its weight lies within one position.
  std::vector<float> both = sample_with(layout, HeadScore::previous, 0.9f);
  for (size_t i = static_cast<size_t>(HeadScore::local); i < both.size(); i += kHeadScores) both[i] = 0.95f;
  t.add(60, layout, both);
  ASSERT_EQ(head_roles(t, AttentionKind::decoder_self, 0, 1).size(), 1u);
  EXPECT_THROW(head_roles(t, AttentionKind::decoder_self, 2, 0), OutOfRangeError);
  EXPECT_THROW(head_roles(t, AttentionKind::cross, 0, 0), OutOfRangeError);
}

TEST(HeadTelemetry, AFullTelemetryThinsEvenly) {
  const HeadLayout layout = one_kind(1, 1);
  HeadTelemetry t(5, 4);
  for (int step = 5; step <= 60; step += 5)
    if (t.due(step)) t.add(step, layout, sample_with(layout, HeadScore::entropy, 0.5f));
  std::vector<int64_t> steps;
  for (const auto& s : t.samples()) steps.push_back(s.step);
  EXPECT_EQ(t.interval(), 20);
  EXPECT_EQ(steps, (std::vector<int64_t>{20, 40, 60}));
}

namespace {

std::unique_ptr<TrainingSession> telemetry_run(const std::string& task, const std::string& dataset) {
  return create_session(twb::testing::stepped_settings(task, dataset, /*heads_every=*/2));
}

}  // namespace

TEST(HeadTelemetry, ARunMeasuresItsHeadsOnTheEnginesOwnMaps) {
  auto run = telemetry_run("translate", "numbers-en-de");
  for (int i = 0; i < 4; ++i) run->step();
  const HeadTelemetry& t = run->head_telemetry();
  ASSERT_EQ(t.samples().size(), 2u);
  EXPECT_EQ(t.samples()[1].step, 4);
  EXPECT_TRUE(run->heads_recorded());
  const TransformerConfig& c = run->model_config();
  ASSERT_EQ(t.layout().size(), 3u);
  EXPECT_EQ(t.layout()[2].kind, AttentionKind::cross);
  EXPECT_EQ(t.layout()[2].layers, c.decoder_layers);
  EXPECT_EQ(t.layout()[2].heads, c.heads);
  for (int layer = 0; layer < c.decoder_layers; ++layer)
    for (int head = 0; head < c.heads; ++head) {
      const float entropy = t.value(1, AttentionKind::cross, layer, head, HeadScore::entropy);
      EXPECT_GT(entropy, 0.0f);
      EXPECT_LE(entropy, 1.0f + 1e-5f);
      EXPECT_FALSE(std::isnan(t.value(1, AttentionKind::cross, layer, head, HeadScore::alignment)));
      EXPECT_TRUE(std::isnan(t.value(1, AttentionKind::cross, layer, head, HeadScore::previous)));
      EXPECT_FALSE(std::isnan(t.value(1, AttentionKind::decoder_self, layer, head, HeadScore::previous)));
    }
  // The figures are the engine's maps': each cross-attention head's largest weight, pooled over the
  // rows of every probe pair, from the Attention tab's maps of the pairs one at a time.
  const auto inspected = task_named("translate").inspect(*run);
  const auto examples = run->validation_examples(0);
  for (int layer = 0; layer < c.decoder_layers; ++layer)
    for (int head = 0; head < c.heads; ++head) {
      double sum = 0;
      int rows = 0;
      for (const TextExample& e : examples) {
        const inspect::AttentionSnapshot snapshot = inspected->attention(e.text, e.expected);
        const inspect::Heatmap& map = snapshot.map(AttentionKind::cross, layer, head);
        for (int r = 0; r < map.rows; ++r) {
          double largest = 0;
          for (int col = 0; col < map.cols; ++col) largest = std::max(largest, map.at(r, col));
          sum += largest, ++rows;
        }
      }
      EXPECT_NEAR(t.value(1, AttentionKind::cross, layer, head, HeadScore::largest), sum / rows, 1e-4)
          << "layer " << layer << " head " << head;
    }
}

TEST(HeadTelemetry, AGptMeasuresInductionAndTheTelemetrySurvivesSaveAndResume) {
  auto run = telemetry_run("lm", "toy-grammar");
  for (int i = 0; i < 4; ++i) run->step();
  const HeadTelemetry& t = run->head_telemetry();
  ASSERT_EQ(t.samples().size(), 2u);
  const float induction = t.value(1, AttentionKind::decoder_self, 0, 0, HeadScore::induction);
  EXPECT_FALSE(std::isnan(induction));
  EXPECT_GE(induction, 0.0f);
  const std::string path = (std::filesystem::path(::testing::TempDir()) / "heads.safetensors").string();
  run->save(path);
  auto resumed = resume_session(path);
  const HeadTelemetry& r = resumed->head_telemetry();
  ASSERT_EQ(r.samples().size(), t.samples().size());
  for (size_t i = 0; i < r.samples().size(); ++i) {
    EXPECT_EQ(r.samples()[i].step, t.samples()[i].step);
    ASSERT_EQ(r.samples()[i].values.size(), t.samples()[i].values.size());
    for (size_t k = 0; k < r.samples()[i].values.size(); ++k) {
      const float a = r.samples()[i].values[k], b = t.samples()[i].values[k];
      EXPECT_TRUE((std::isnan(a) && std::isnan(b)) || a == b);
    }
  }
  EXPECT_EQ(resumed->settings().heads_every, 2);
  resumed->step();
  resumed->step();
  EXPECT_EQ(resumed->head_telemetry().samples().size(), 3u);
  EXPECT_EQ(resumed->head_telemetry().samples().back().step, 6);
  std::filesystem::remove(path);
}
