#include "train/trainer.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "tensor/parallel.h"
#include "text/special_tokens.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

nlohmann::json TrainerSettings::to_json() const {
  return {{"batch_tokens", batch_tokens},
          {"schedule", schedule_name(schedule)},
          {"learning_rate", learning_rate},
          {"warmup_steps", warmup_steps},
          {"label_smoothing", label_smoothing},
          {"clip_norm", clip_norm},
          {"seed", seed},
          {"adam_beta1", adam.beta1},
          {"adam_beta2", adam.beta2},
          {"adam_eps", adam.eps},
          {"average_last", average_last}};
}

TrainerSettings TrainerSettings::from_json(const nlohmann::json& j) {
  TrainerSettings s;
  s.batch_tokens = json_integer_at<int>(j, "batch_tokens");
  s.schedule = parse_schedule(j.at("schedule").get<std::string>());
  s.learning_rate = j.at("learning_rate").get<double>();
  s.warmup_steps = json_integer_at<int>(j, "warmup_steps");
  s.label_smoothing = j.at("label_smoothing").get<double>();
  s.clip_norm = j.at("clip_norm").get<double>();
  s.seed = json_integer_at<uint64_t>(j, "seed");
  s.adam.beta1 = j.at("adam_beta1").get<double>();
  s.adam.beta2 = j.at("adam_beta2").get<double>();
  s.adam.eps = j.at("adam_eps").get<double>();
  s.average_last = j.value("average_last", 0.0);  // absent in checkpoints from before averaging
  return s;
}

void TrainerSettings::validate() const {
  auto fail = [](const std::string& message) { throw Error("impossible training setting: " + message); };
  if (batch_tokens < 1) fail("batch_tokens = " + std::to_string(batch_tokens) + " must be positive");
  if (!(learning_rate > 0) || !std::isfinite(learning_rate))
    fail("learning_rate = " + std::to_string(learning_rate) + " must be a positive number");
  if (warmup_steps < 0) fail("warmup_steps = " + std::to_string(warmup_steps) + " must not be negative");
  if (!(label_smoothing >= 0 && label_smoothing < 1))
    fail("label_smoothing = " + std::to_string(label_smoothing) + " must be in [0, 1)");
  if (clip_norm < 0) fail("clip_norm = " + std::to_string(clip_norm) + " must not be negative (0 turns clipping off)");
  if (!(adam.beta1 >= 0 && adam.beta1 < 1) || !(adam.beta2 >= 0 && adam.beta2 < 1))
    fail("Adam's betas must be in [0, 1)");
  if (!(adam.eps > 0)) fail("Adam's epsilon must be positive");
  if (!(average_last >= 0 && average_last <= 1))
    fail("average_last = " + std::to_string(average_last) +
         " must be in [0, 1]: the share of the run the weight average mostly covers (0 turns averaging off)");
}

template <class Model, class Example>
Trainer<Model, Example>::Trainer(Model& model, std::vector<Example> train, TrainerSettings settings)
    : model_(model),
      train_(std::move(train)),
      settings_(settings),
      parameters_(model.parameters()),
      chunks_(parameters_),
      optimizer_(settings.adam),
      schedule_(settings.schedule, settings.learning_rate, settings.warmup_steps) {
  settings_.validate();
  if (train_.empty()) throw Error("there is no training data: the training split is empty");
  batches_ = bucket_batches(train_, settings_.batch_tokens);
  loss_.label_smoothing = static_cast<real>(settings_.label_smoothing);
  loss_.ignore_index = Batch::ignore_index;
  shuffle_epoch();
}

template <class Model, class Example>
void Trainer<Model, Example>::shuffle_epoch() {
  order_.resize(batches_.size());
  std::iota(order_.begin(), order_.end(), size_t{0});
  // The epoch's order is a function of (seed, epoch) alone, so a resumed run sees the same batches.
  // The two numbers go through seed_seq, which spreads every bit of both over the generator's whole
  // state (the usual way to seed a Mersenne Twister from small integers; before, mt19937_64 took
  // seed * 1000003 + epoch, and consecutive epochs had consecutive seeds).
  const uint64_t seed = settings_.seed;
  std::seed_seq mixed{static_cast<uint32_t>(seed), static_cast<uint32_t>(seed >> 32), static_cast<uint32_t>(epoch_),
                      0x5EEDu};
  std::mt19937_64 gen(mixed);
  std::shuffle(order_.begin(), order_.end(), gen);
  position_ = 0;
}

template <class Model, class Example>
StepReport Trainer<Model, Example>::step() {
  if (position_ >= order_.size()) {
    ++epoch_;
    shuffle_epoch();
  }
  StepReport report = step_on(batches_[order_[position_]]);
  ++position_;
  report.epoch_progress = static_cast<double>(position_) / static_cast<double>(order_.size());
  return report;
}

template <class Model, class Example>
StepReport Trainer<Model, Example>::step_on(const std::vector<int>& indices) {
  if (indices.empty()) throw Error("a training step needs at least one example; the batch given is empty");
  for (int i : indices)
    if (i < 0 || static_cast<size_t>(i) >= train_.size())
      throw Error("batch index " + std::to_string(i) + " is outside the " + std::to_string(train_.size()) +
                  " training examples");
  StepReport report;
  report.epoch = epoch_;
  last_batch_ = make_batch(train_, indices);
  // n threads, less the cores other programs keep busy now; the weights do not depend on it. Back
  // to n when the step returns or throws.
  AdaptiveThreadCount threads(AdaptiveThreadCount::Loop::training);
  threads.begin_step();

  Context ctx;
  ctx.training = true;
  ctx.rng.reset(CounterRng::mix(settings_.seed) ^ static_cast<uint64_t>(steps_));
  zero_gradients(chunks_);
  const Matrix& logits = model_.forward(ctx, last_batch_);
  report.loss = loss_.forward(logits, last_batch_.targets());
  loss_.backward(dlogits_);
  model_.backward(dlogits_);
  report.gradient_norm = clip_gradient_norm(chunks_, settings_.clip_norm);
  if (!std::isfinite(report.loss) || !std::isfinite(report.gradient_norm)) {
    zero_gradients(chunks_);
    throw DivergenceError("training diverged at step " + std::to_string(steps_ + 1) + ": the " +
                          (std::isfinite(report.loss) ? "gradient norm" : "loss") +
                          " is not a finite number. The weights of the last good step are kept; lower the "
                          "learning rate, lengthen the warm-up, or clip gradients harder, then resume.");
  }
  report.learning_rate = schedule_.rate(steps_);
  optimizer_.step(chunks_, report.learning_rate);
  ++steps_;
  update_average();
  report.step = steps_;
  report.target_tokens = last_batch_.target_tokens;
  threads.end_step();
  return report;
}

// Polynomial-decay averaging (Shamir & Zhang 2013), after step t with c = 1 / average_last:
//   avg_t = avg_{t-1} + r_t (w_t - avg_{t-1}),   r_t = min(1, c / t)
// so that step s ends up with weight ~ c s^(c-1) / t^c: the last quarter of the steps holds 68 % of
// the weight for average_last = 0.25 (1 - 0.75^4), the last half 94 %. Unlike a window of the last
// K steps, it needs no budget known in advance and keeps pace with a run of any length, and unlike
// an exponential average its reach grows with the run.
template <class Model, class Example>
void Trainer<Model, Example>::update_average() {
  if (!(settings_.average_last > 0)) {
    average_.clear();  // off (or turned off): the model is the trained weights
    return;
  }
  if (average_.size() != parameters_.size()) {
    average_.clear();
    for (const auto& p : parameters_) average_.push_back(p.parameter->value);
    return;  // r_1 = 1: the average starts as the weights
  }
  const auto rate = static_cast<real>(std::min(1.0, 1.0 / (settings_.average_last * static_cast<double>(steps_))));
  const auto count = static_cast<Eigen::Index>(chunks_.chunks.size());
#pragma omp parallel for schedule(dynamic, 4)
  for (Eigen::Index k = 0; k < count; ++k) {
    const auto& chunk = chunks_.chunks[static_cast<size_t>(k)];
    const real* w = parameters_[chunk.parameter].parameter->value.data();
    real* a = average_[chunk.parameter].data();
#pragma omp simd
    for (Eigen::Index j = chunk.begin; j < chunk.end; ++j) a[j] += rate * (w[j] - a[j]);
  }
}

template <class Model, class Example>
void Trainer<Model, Example>::restore_average(std::vector<Matrix> live) {
  if (live.size() != parameters_.size()) throw Error("the saved trained weights do not match the model's parameters");
  average_.clear();
  for (size_t i = 0; i < parameters_.size(); ++i) {
    if (live[i].rows() != parameters_[i].parameter->value.rows() ||
        live[i].cols() != parameters_[i].parameter->value.cols())
      throw Error("the saved trained weights of " + parameters_[i].name + " do not match the model's shape");
    average_.push_back(std::move(parameters_[i].parameter->value));
    parameters_[i].parameter->value = std::move(live[i]);
  }
}

template <class Model, class Example>
double Trainer<Model, Example>::evaluate_loss(const std::vector<Example>& examples) {
  return mean_cross_entropy(model_, examples, settings_.batch_tokens);
}

template <class Model, class Example>
nlohmann::json Trainer<Model, Example>::state() const {
  return {{"step", steps_},
          {"epoch", epoch_},
          {"position", position_},
          {"adam_steps", optimizer_.steps()},
          {"schedule", schedule_.state()}};
}

template <class Model, class Example>
void Trainer<Model, Example>::restore(const nlohmann::json& state) {
  steps_ = json_integer_at<int64_t>(state, "step");
  epoch_ = json_integer_at<int>(state, "epoch");
  shuffle_epoch();
  position_ = json_integer_at<size_t>(state, "position");
  optimizer_.set_steps(json_integer_at<int64_t>(state, "adam_steps"));
  schedule_.restore(state.at("schedule"));
}

template class Trainer<Seq2SeqTransformer, EncodedPair>;
template class Trainer<GptTransformer, EncodedText>;
template class Trainer<TransformerClassifier, EncodedExample>;

}  // namespace TWB_PRECISION_NS
}  // namespace twb
