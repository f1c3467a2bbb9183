// Head ablation: switching a head off equals running the model with that head's output zeroed,
// computed independently (its columns of W^O zeroed), in the training forward pass, in the
// inference pass and in cached greedy decoding; a head's mean output is the mean of its context
// rows; restoring the heads gives the model back bit for bit.

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <tuple>

#include "decode/search.h"
#include "task/task.h"
#include "session_support.h"
#include "test_support.h"
#include "train/translation_session.h"

using namespace twb;

namespace {

struct AblationRun {
  std::unique_ptr<TrainingSession> session;
  Seq2SeqBatch batch;
  TranslationModel& model() { return dynamic_cast<TranslationSession&>(*session).model(); }
};

AblationRun ablation_run() {
  ExperimentSettings s = twb::testing::stepped_settings("translate", "numbers-en-de");
  s.eval_sentences = 12;
  AblationRun run{create_session(s), {}};
  for (int i = 0; i < 30; ++i) run.session->step();  // heads that differ from one another
  auto& session = dynamic_cast<TranslationSession&>(*run.session);
  const auto pairs = run.model().encode_pairs(session.validation());
  std::vector<int> all(pairs.size());
  for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  run.batch = make_batch(pairs, all);
  return run;
}

Matrix logits_of(AblationRun& run) {
  Context evaluation;
  return run.model().transformer().forward(evaluation, run.batch);
}

std::vector<std::vector<int32_t>> greedy_of(AblationRun& run) {
  std::vector<std::vector<int32_t>> out;
  for (const Hypothesis& h : greedy_decode(run.model().transformer(), run.batch.source, DecodeSettings{}))
    out.push_back(h.tokens);
  return out;
}

double largest_difference(const Matrix& a, const Matrix& b) { return (a - b).cwiseAbs().maxCoeff(); }

}  // namespace

TEST(HeadAblation, AHeadSwitchedOffEqualsItsOutputColumnsOfTheProjectionZeroed) {
  AblationRun run = ablation_run();
  auto& transformer = run.model().transformer();
  MultiHeadAttention& cross = transformer.decoder_layers[1].cross_attention;
  const int head = 2, d_v = cross.d_v;
  const Matrix before = logits_of(run);
  const auto greedy_before = greedy_of(run);

  cross.ablate_head(head);
  const Matrix ablated = logits_of(run);
  const auto greedy_ablated = greedy_of(run);
  EXPECT_GT(largest_difference(before, ablated), 1e-3);  // the head mattered

  cross.restore_heads();
  EXPECT_EQ(logits_of(run), before);  // restored bit for bit
  const Matrix weight = cross.output.weight.value;
  cross.output.weight.value.middleCols(static_cast<Eigen::Index>(head) * d_v, d_v).setZero();
  const Matrix zeroed = logits_of(run);
  EXPECT_LT(largest_difference(ablated, zeroed), 1e-5);
  EXPECT_EQ(greedy_ablated, greedy_of(run));  // cached decoding takes the ablation too
  cross.output.weight.value = weight;
  EXPECT_EQ(greedy_of(run), greedy_before);
}

TEST(HeadAblation, MeanAblationReplacesAHeadByItsMeanOutput) {
  AblationRun run = ablation_run();
  MultiHeadAttention& self = run.model().transformer().encoder_layers[0].self_attention;
  logits_of(run);
  const auto real_rows = padding_mask(run.batch.source, kPadId);
  const auto means = self.mean_head_outputs(real_rows.data());
  ASSERT_EQ(means.size(), static_cast<size_t>(self.heads));
  // By hand: head 1's first value over the real rows.
  double sum = 0;
  int count = 0;
  for (Eigen::Index r = 0; r < self.context().rows(); ++r)
    if (real_rows[static_cast<size_t>(r)]) sum += self.context()(r, self.d_v), ++count;
  EXPECT_NEAR(means[1][0], sum / count, 1e-6);
  // Replaced by its mean, every row of the head's slice is that mean; by a zero vector, the same
  // as switched off.
  self.ablate_head(1, &means[1]);
  logits_of(run);
  for (Eigen::Index r = 0; r < self.context().rows(); r += 3)
    for (int i = 0; i < self.d_v; ++i) EXPECT_EQ(self.context()(r, self.d_v + i), means[1][static_cast<size_t>(i)]);
  const std::vector<real> zero(static_cast<size_t>(self.d_v), 0);
  self.ablate_head(1, &zero);
  const Matrix by_zero_vector = logits_of(run);
  self.restore_heads();
  self.ablate_head(1);
  EXPECT_EQ(logits_of(run), by_zero_vector);
  EXPECT_THROW(self.ablate_head(self.heads), OutOfRangeError);
}

// The ablation grid: each cell is the model's own evaluation with that one head switched off, by
// hand (zeroed, or replaced by its mean over the probe), and every head is on afterwards.
TEST(AblationGrid, EachCellIsTheModelsOwnEvaluationWithThatHeadOff) {
  AblationRun run = ablation_run();
  TranslationModel& model = run.model();
  const text::ParallelCorpus& probe = dynamic_cast<TranslationSession&>(*run.session).validation();
  MultiHeadAttention& cross = model.transformer().decoder_layers[1].cross_attention;
  cross.ablate_head(0);  // switched off before: the grid measures every head on, and leaves them on
  int reported = 0, total = 0;
  const AblationGrid grid =
      ablation_grid(model, probe, {AttentionKind::cross}, [&](int done, int all) { reported = done, total = all; });
  EXPECT_FALSE(cross.any_head_ablated());
  ASSERT_EQ(grid.layout.size(), 1u);
  ASSERT_EQ(grid.heads.size(), size_t(model.config().decoder_layers * model.config().heads));
  EXPECT_EQ(total, 1 + 2 * static_cast<int>(grid.heads.size()));
  EXPECT_EQ(reported, total);
  EXPECT_EQ(grid.examples, static_cast<int>(probe.size()));
  ASSERT_EQ(grid.measures.size(), 2u);
  const AblationMeasure &loss = grid.measure("loss"), &bleu = grid.measure("bleu");
  EXPECT_THROW(grid.measure("accuracy"), Error);

  const EvaluationResult base = model.evaluate(probe, DecodeSettings{});
  EXPECT_EQ(loss.base, base.loss);
  EXPECT_EQ(bleu.base, base.bleu);

  const HeadRef head{AttentionKind::cross, 1, 2};
  const int i = grid.index_of(head);
  ASSERT_GE(i, 0);
  cross.ablate_head(2);
  const EvaluationResult zeroed = model.evaluate(probe, DecodeSettings{});
  const HeadMeans means = head_means(model, probe);  // every head on again for the means
  EXPECT_FALSE(cross.any_head_ablated());
  cross.ablate_head(2, &means.of(head));
  const EvaluationResult meaned = model.evaluate(probe, DecodeSettings{});
  cross.restore_heads();
  EXPECT_EQ(loss.zero[size_t(i)], zeroed.loss);
  EXPECT_EQ(bleu.zero[size_t(i)], zeroed.bleu);
  EXPECT_EQ(loss.mean[size_t(i)], meaned.loss);
  EXPECT_EQ(bleu.mean[size_t(i)], meaned.bleu);
  EXPECT_NE(zeroed.loss, base.loss);  // the head mattered
  EXPECT_NE(meaned.loss, zeroed.loss);

  const TransformerConfig& c = model.config();
  const AblationGrid two = ablation_grid(model, probe, {AttentionKind::encoder_self, AttentionKind::cross});
  EXPECT_EQ(two.heads.size(), size_t((c.encoder_layers + c.decoder_layers) * c.heads));
  EXPECT_EQ(two.heads.front().kind, AttentionKind::encoder_self);
  EXPECT_EQ(two.heads.back().kind, AttentionKind::cross);
  EXPECT_EQ(two.measure("loss").base, loss.base);
  EXPECT_EQ(two.measure("bleu").zero[size_t(two.index_of(head))], zeroed.bleu);
  EXPECT_EQ(grid.index_of({AttentionKind::encoder_self, 0, 0}), -1);
}

// Every task's grid through its InspectedModel, with the task's metric; a kind the model lacks is
// an error that says so.
TEST(AblationGrid, EveryTaskMeasuresItsLossAndItsMetric) {
  for (const auto& [task, dataset, metric] :
       {std::tuple{"lm", "arithmetic", "answer_accuracy"}, std::tuple{"classify", "sentiment", "accuracy"}}) {
    SCOPED_TRACE(task);
    auto session = create_session(twb::testing::stepped_settings(task, dataset));
    for (int i = 0; i < 5; ++i) session->step();
    const Task& t = task_named(task);
    auto model = t.inspect(*session);
    const auto probe = session->validation_examples(8);
    const AblationGrid grid = model->ablation(probe, {});
    ASSERT_EQ(grid.measures.size(), 2u);
    EXPECT_EQ(grid.measures[1].key, metric);
    const TransformerConfig& c = session->model_config();
    EXPECT_EQ(grid.heads.size(), size_t(c.heads * (c.decoder_only() ? c.decoder_layers : c.encoder_layers)));
    for (const AblationMeasure& m : grid.measures) {
      EXPECT_EQ(m.zero.size(), grid.heads.size());
      for (double v : m.mean) EXPECT_TRUE(std::isfinite(v));
    }
    EXPECT_THROW(model->ablation(probe, {AttentionKind::cross}), Error);
  }
}

// A session's heads off: for answers only, training goes on as without them; while training, every
// step runs without them; a head the model lacks changes nothing.
TEST(SessionHeadsOff, ForAnswersOnlyOrForTheRestOfTraining) {
  const ExperimentSettings s = twb::testing::stepped_settings("translate", "numbers-en-de");
  auto plain = create_session(s), answers = create_session(s), training = create_session(s);
  auto cross_of = [](TrainingSession& session) -> MultiHeadAttention& {
    return dynamic_cast<TranslationSession&>(session).model().transformer().decoder_layers[1].cross_attention;
  };
  const HeadRef head{AttentionKind::cross, 1, 2};
  answers->switch_heads_off({head}, false);
  training->switch_heads_off({head}, true);
  EXPECT_FALSE(cross_of(*answers).any_head_ablated());
  EXPECT_TRUE(cross_of(*training).head_ablated(2));
  bool off_inside = false;
  answers->with_heads_off([&] { off_inside = cross_of(*answers).head_ablated(2); });
  EXPECT_TRUE(off_inside);
  EXPECT_FALSE(cross_of(*answers).any_head_ablated());
  EXPECT_EQ(answers->heads_off(), std::vector<HeadRef>{head});
  EXPECT_FALSE(answers->heads_off_while_training());
  EXPECT_TRUE(training->heads_off_while_training());

  double plain_loss = 0, answers_loss = 0, training_loss = 0;
  for (int i = 0; i < 3; ++i) {
    plain_loss = plain->step().loss;
    answers_loss = answers->step().loss;
    training_loss = training->step().loss;
  }
  EXPECT_NEAR(answers_loss, plain_loss, 1e-9);
  EXPECT_GT(std::abs(training_loss - plain_loss), 1e-6);
  EXPECT_TRUE(cross_of(*training).head_ablated(2));

  EXPECT_THROW(training->switch_heads_off({{AttentionKind::cross, 1, 99}}, true), OutOfRangeError);
  EXPECT_TRUE(cross_of(*training).head_ablated(2));  // as it was
  EXPECT_EQ(training->heads_off(), std::vector<HeadRef>{head});
  training->switch_heads_off({}, true);
  EXPECT_FALSE(cross_of(*training).any_head_ablated());
  EXPECT_FALSE(training->heads_off_while_training());
}
