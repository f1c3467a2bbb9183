// Step inside on real runs (float engine): keeping a step changes nothing of it; the loss rows,
// the update figures and the training health are the engine's own numbers; the divergence
// debugger catches a NaN planted in a weight and a learning rate of 1e3 at the step they happen
// and names the tensor, and a rewind restores the kept step's weights and Adam state bit for bit.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <map>

#include "task/task.h"
#include "test_support.h"
#include "train/translation_session.h"

using namespace twb;

namespace {

std::unique_ptr<TrainingSession> numbers_run(double learning_rate = 0) {
  ExperimentSettings s = default_settings("translate");
  s.dataset = "numbers-en-de";
  s.model.d_model = 32, s.model.d_ff = 64;
  s.trainer.batch_tokens = 512;
  s.eval_sentences = 10;
  s.timelapse_every = 0;
  if (learning_rate > 0) s.trainer.learning_rate = learning_rate;
  return create_session(s);
}

TranslationSession& translation(TrainingSession& s) { return dynamic_cast<TranslationSession&>(s); }

std::vector<Matrix> weights(TrainingSession& s) {
  std::vector<Matrix> out;
  for (const auto& p : translation(s).model().transformer().parameters()) out.push_back(p.parameter->value);
  return out;
}

double norm(const Matrix& m) {
  double sum = 0;
  for (Eigen::Index i = 0; i < m.size(); ++i) sum += static_cast<double>(m.data()[i]) * m.data()[i];
  return std::sqrt(sum);
}

TEST(StepInside, KeepingAStepChangesNothingOfIt) {
  auto a = numbers_run(), b = numbers_run();
  for (int i = 0; i < 3; ++i) {
    a->step();
    b->step();
  }
  StepInside inside(1);
  const StepReport ra = a->step(&inside);
  const StepReport rb = b->step();
  EXPECT_EQ(ra.loss, rb.loss);
  EXPECT_EQ(ra.gradient_norm, rb.gradient_norm);
  EXPECT_EQ(weights(*a), weights(*b));
  EXPECT_TRUE(inside.applied);
  EXPECT_EQ(inside.step, 4);
  EXPECT_FALSE(inside.recorder.stages().empty());
  const auto& config = a->model_config();
  EXPECT_EQ(inside.recorder.attentions().size(),
            static_cast<size_t>(config.encoder_layers + 2 * config.decoder_layers));
}

// The loss rows are CrossEntropy's: each row's loss and p(target) recomputed from the logits stage.
TEST(StepInside, LossRowsAreTheLogitsStagesCrossEntropy) {
  auto run = numbers_run();
  run->step();
  StepInside inside(0);
  run->step(&inside);
  const Matrix& logits = inside.recorder.find("output.logits")->value;
  ASSERT_EQ(static_cast<size_t>(logits.rows()), inside.losses.size());
  const double eps = inside.label_smoothing, vocab = static_cast<double>(logits.cols());
  int counted = 0;
  for (Eigen::Index r = 0; r < logits.rows(); ++r) {
    const TargetLoss& t = inside.losses[static_cast<size_t>(r)];
    if (!t.counted) continue;
    ++counted;
    double largest = -1e300, sum = 0, mean = 0;
    for (Eigen::Index v = 0; v < logits.cols(); ++v) largest = std::max(largest, static_cast<double>(logits(r, v)));
    for (Eigen::Index v = 0; v < logits.cols(); ++v) {
      sum += std::exp(logits(r, v) - largest);
      mean += logits(r, v) / vocab;
    }
    const double log_z = largest + std::log(sum);
    const double log_p = logits(r, t.target) - log_z;
    EXPECT_NEAR(t.probability, std::exp(log_p), 1e-5);
    EXPECT_NEAR(t.loss, -(1 - eps) * log_p - eps * (mean - log_z), 1e-4);
    EXPECT_DOUBLE_EQ(t.target_share, 1 - eps + eps / vocab);
  }
  EXPECT_GT(counted, 1);
  EXPECT_EQ(inside.decoder_tokens.size(), static_cast<size_t>(logits.rows()));
}

// |w|, |Δw|, |m| are the tensors' own, and the clipped gradient norms add up to the clipped total.
TEST(StepInside, UpdateFiguresAreTheOptimizersOwn) {
  auto run = numbers_run();
  run->step();
  const std::vector<Matrix> before = weights(*run);
  StepInside inside(0);
  const StepReport report = run->step(&inside);
  const std::vector<Matrix> after = weights(*run);
  auto& adam = translation(*run).trainer().optimizer();
  ASSERT_EQ(inside.updates.size(), before.size());
  double clipped = 0, unclipped = 0;
  for (size_t i = 0; i < before.size(); ++i) {
    const ParameterUpdate& u = inside.updates[i];
    EXPECT_NEAR(u.weight_norm, norm(before[i]), 1e-4 * (1 + u.weight_norm)) << u.name;
    EXPECT_NEAR(u.update_norm, norm(after[i] - before[i]), 1e-4 * (1 + u.update_norm)) << u.name;
    EXPECT_NEAR(u.first_moment_norm, norm(adam.first_moments()[i]), 1e-4 * (1 + u.first_moment_norm)) << u.name;
    EXPECT_GE(u.gradient_norm, u.clipped_gradient_norm * (1 - 1e-6)) << u.name;
    clipped += u.clipped_gradient_norm * u.clipped_gradient_norm;
    unclipped += u.gradient_norm * u.gradient_norm;
  }
  EXPECT_NEAR(std::sqrt(unclipped), report.gradient_norm, 1e-3 * report.gradient_norm);
  EXPECT_NEAR(std::sqrt(clipped), std::min(report.gradient_norm, inside.clip_norm), 1e-3);
  EXPECT_EQ(inside.learning_rate, report.learning_rate);
}

// The health's per-group gradient norms add up to the step's norm; its update ratios are the
// update figures' per group; its largest score per layer is the largest allowed score over the
// batch's examples, each kept by an inspection of the batch before the step.
TEST(StepInside, HealthIsTheStepsOwnNumbers) {
  auto run = numbers_run();
  run->step();
  auto& trainer = translation(*run).trainer();
  const size_t batch = trainer.next_batch().size();
  std::map<std::string, double> largest;
  for (size_t b = 0; b < batch; ++b) {
    StepInside look(static_cast<int>(b));
    run->inspect(look);
    for (const auto& a : look.recorder.attentions())
      for (int h = 0; h < a.heads; ++h) {
        const Matrix scores =
            a.scale * a.queries.middleCols(h * a.d_k, a.d_k) * a.keys.middleCols(h * a.d_k, a.d_k).transpose();
        for (Eigen::Index i = 0; i < scores.rows(); ++i)
          for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (a.allowed(i, j) != 0) {
              auto [it, fresh] = largest.emplace(a.scope, scores(i, j));
              if (!fresh) it->second = std::max(it->second, static_cast<double>(scores(i, j)));
            }
      }
  }
  StepInside inside(0);
  const StepReport report = run->step(&inside);
  const HealthSample& h = run->health().samples().back();
  const auto& groups = run->health().groups();
  EXPECT_EQ(h.step, 2);
  double squares = 0;
  for (const float g : h.gradient_norms) squares += static_cast<double>(g) * g;
  EXPECT_NEAR(std::sqrt(squares), report.gradient_norm, 1e-3 * report.gradient_norm);
  for (size_t g = 0; g < groups.size(); ++g) {
    double update = 0, weight = 0;
    for (const auto& u : inside.updates)
      if (u.name.starts_with(groups[g] + ".")) {
        update += u.update_norm * u.update_norm;
        weight += u.weight_norm * u.weight_norm;
      }
    if (weight > 0) {
      EXPECT_NEAR(h.update_ratios[g], std::sqrt(update / weight), 1e-3 * h.update_ratios[g]) << groups[g];
    }
    const auto it = largest.find(groups[g]);
    if (it == largest.end()) {
      EXPECT_TRUE(std::isnan(h.largest_scores[g])) << groups[g];
    } else {
      EXPECT_NEAR(h.largest_scores[g], it->second, 1e-4 * std::abs(it->second)) << groups[g];
    }
  }
  EXPECT_EQ(largest.size(),
            static_cast<size_t>(run->model_config().encoder_layers + run->model_config().decoder_layers));
}

// A NaN written into one weight after step 5: step 6 stops before its update, names the weight,
// and changes nothing.
TEST(Divergence, APlantedNanIsCaughtAtItsStepAndNamed) {
  auto run = numbers_run();
  for (int i = 0; i < 5; ++i) run->step();
  auto params = translation(*run).model().transformer().parameters();
  size_t middle = params.size() / 2;
  while (params[middle].parameter->value.rows() < 2) ++middle;  // a matrix, not a bias
  const ParameterList::value_type& poisoned = params[middle];
  poisoned.parameter->value(1, 2) = std::numeric_limits<float>::quiet_NaN();
  const std::vector<Matrix> before = weights(*run);
  try {
    run->step();
    FAIL() << "a NaN weight must stop the step";
  } catch (const DivergenceError& e) {
    EXPECT_EQ(e.report().step, 6);
    EXPECT_EQ(e.report().tensor, poisoned.name);
    EXPECT_NE(std::string(e.what()).find(poisoned.name), std::string::npos) << e.what();
  }
  EXPECT_EQ(run->steps(), 5);
  const std::vector<Matrix> after = weights(*run);
  for (size_t i = 0; i < before.size(); ++i)
    EXPECT_TRUE(after[i].cwiseEqual(before[i]).count() + after[i].array().isNaN().count() == after[i].size());
}

// A learning rate of 1e3: the first step whose loss is not finite or spikes stops the run there;
// every step before it was healthy; the report names a tensor that holds what it says.
TEST(Divergence, AHugeLearningRateIsCaughtAtTheFirstBadStep) {
  auto run = numbers_run(1e3);
  std::vector<double> losses;
  try {
    for (int i = 0; i < 50; ++i) losses.push_back(run->step().loss);
    FAIL() << "a learning rate of 1e3 must diverge within 50 steps";
  } catch (const DivergenceError& e) {
    const DivergenceReport& r = e.report();
    EXPECT_EQ(r.step, static_cast<int64_t>(losses.size()) + 1);
    EXPECT_EQ(run->steps(), static_cast<int64_t>(losses.size()));
    for (const double l : losses) EXPECT_TRUE(std::isfinite(l));
    EXPECT_FALSE(r.tensor.empty()) << r.message;
    std::cerr << "  " << r.message << "\n";
    // The named tensor holds the trouble: a non-finite stage, a head whose scores passed 10, or
    // the parameter with the largest gradient.
    StepInside look(r.example);
    run->inspect(look);
    if (const Stage* stage = look.recorder.find(r.tensor)) {
      EXPECT_FALSE(stage->value.allFinite()) << r.tensor;
    } else if (r.tensor.find(".head") != std::string::npos) {
      EXPECT_GT(r.figure, 10) << r.message;
    } else {
      const auto largest = std::max_element(look.updates.begin(), look.updates.end(), [](const auto& a, const auto& b) {
        return !(a.gradient_norm >= b.gradient_norm);
      });
      EXPECT_TRUE(r.tensor == largest->name || !std::isfinite(r.figure)) << r.message;
    }
  }
}

// Rewind: back to the kept step's weights and Adam state, bit for bit, with half the learning rate.
TEST(Divergence, RewindRestoresTheKeptStepBitForBit) {
  auto run = numbers_run();
  run->keep_state_every(4);
  for (int i = 0; i < 8; ++i) run->step();
  EXPECT_EQ(run->kept_step(), 8);
  auto& trainer = translation(*run).trainer();
  const std::vector<Matrix> kept_weights = weights(*run);
  const std::vector<Matrix> kept_m = trainer.optimizer().first_moments(), kept_v = trainer.optimizer().second_moments();
  const std::vector<int> kept_next = trainer.next_batch();
  const double rate = trainer.schedule().rate(8);
  run->step();
  run->step();
  auto params = translation(*run).model().transformer().parameters();
  params.back().parameter->value(0, 0) = std::numeric_limits<float>::infinity();  // the output layer: every logit row
  EXPECT_THROW(run->step(), DivergenceError);
  EXPECT_EQ(run->rewind(0.5), 8);
  EXPECT_EQ(run->steps(), 8);
  EXPECT_EQ(weights(*run), kept_weights);
  EXPECT_EQ(trainer.optimizer().first_moments(), kept_m);
  EXPECT_EQ(trainer.optimizer().second_moments(), kept_v);
  EXPECT_EQ(trainer.optimizer().steps(), 8);
  EXPECT_EQ(trainer.next_batch(), kept_next);
  EXPECT_EQ(run->health().samples().back().step, 8);
  const StepReport again = run->step();
  EXPECT_EQ(again.step, 9);
  EXPECT_DOUBLE_EQ(again.learning_rate, 0.5 * rate);
}

}  // namespace
