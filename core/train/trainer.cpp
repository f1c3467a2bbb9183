#include "train/trainer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

#include "tensor/parallel.h"
#include "text/special_tokens.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

std::vector<SettingRow<TrainerSettings>> make_setting_rows() {
  using T = TrainerSettings;
  using Bound = SettingField::Bound;
  constexpr double kIntMax = std::numeric_limits<int>::max();
  SettingRows<T> f("trainer", "Optimizer & schedule");
  f.real(&T::learning_rate, "learning_rate", "Learning rate", 0.00001, 1.0, 0.0001, 5,
         "Peak learning rate, reached at the end of warm-up.")
      .alias("lr")
      .bounds(Bound{0, true}, std::nullopt);
  f.integer(&T::warmup_steps, "warmup_steps", "Warm-up steps", 0, 100000, 100,
            "Steps over which the learning rate rises linearly to its peak.")
      .alias("warmup")
      .bounds(Bound{0}, std::nullopt);
  f.choice(&T::schedule, "schedule", "Schedule",
           {{"warmup_inverse_sqrt", "warm-up, then 1/√step",
             "The paper's schedule: a linear rise over the warm-up, then a decay as 1/√step."},
            {"constant", "constant", "The peak rate from the first step to the last."},
            {"plateau", "reduce on plateau", "The peak rate, halved whenever the validation loss stops improving."}},
           "How the learning rate changes over the run.", schedule_name,
           [](const std::string&, const std::string& text) { return parse_schedule(text); });
  f.real(&T::label_smoothing, "label_smoothing", "Label smoothing", 0, 0.5, 0.05, 2,
         "Share of each target's probability spread over the other tokens (the paper uses 0.1).")
      .bounds(Bound{0}, Bound{1, true});
  f.real(&T::clip_norm, "clip_norm", "Gradient clip", 0, 100, 0.5, 2,
         "Scale the gradients down when their overall size exceeds this (gradient clipping); 0 "
         "turns it off.")
      .meaning("off")
      .bounds(Bound{0}, std::nullopt, " (0 turns clipping off)");
  f.integer(&T::batch_tokens, "batch_tokens", "Batch tokens", 64, 65536, 256,
            "Tokens per training batch: sentences of similar length are grouped until their tokens reach "
            "this many.")
      .bounds(Bound{0, true}, std::nullopt);
  f.real(&T::average_last, "average_last", "Average weights", 0, 1, 0.05, 2,
         "Evaluate and save a running average of the weights that gives most of its weight to "
         "about this share of the latest steps (0.25: the last quarter holds 68 %). Averaging the "
         "weights near the end of a run usually translates better than its last weights; the "
         "curves show the average.")
      .meaning("off")
      .bounds(Bound{0}, Bound{1},
              ": the share of the run the weight average mostly covers (0 turns averaging off)")
      .absent(0.0);  // checkpoints from before averaging
  f.group("Run");
  f.boolean(&T::record_health, "record_health", "Record training health",
            "Every step, for every layer: the gradient's norm, the update's size relative to the weights "
            "and the largest attention score (the Health tab's curves; kept in the checkpoint).")
      .absent(true);
  f.choice(
       &T::precision, "precision", "Precision",
       {{"auto", "auto",
         "bfloat16 where this processor's bfloat16 products were measured faster than FP32's (AMD "
         "Zen 4, Intel with AMX), FP32 elsewhere."},
        {"fp32", "FP32", "Every matrix product in 32-bit floats."},
        {"bf16", "bfloat16",
         "Matrix products with bfloat16 inputs and FP32 sums (mixed precision); the weights, Adam, "
         "LayerNorm, softmax and the loss stay FP32."}},
       "The precision of a training step's matrix products; evaluation and translation stay FP32.",
       [](Precision p) { return precision_name(p); },
       [](const std::string&, const std::string& text) { return parse_precision(text); })
      .absent("fp32");  // runs saved before the setting existed trained in FP32, and resume so
  f.integer(&T::seed, "seed", "Seed", 0, kIntMax, 1, "The same seed and settings give the same run.");
  return f.take();
}

}  // namespace

const std::vector<SettingRow<TrainerSettings>>& TrainerSettings::setting_rows() {
  static const std::vector<SettingRow<TrainerSettings>> rows = make_setting_rows();
  return rows;
}

nlohmann::json TrainerSettings::to_json() const {
  nlohmann::json j = setting_values(setting_rows(), *this);
  j["adam_beta1"] = adam.beta1;
  j["adam_beta2"] = adam.beta2;
  j["adam_eps"] = adam.eps;
  return j;
}

TrainerSettings TrainerSettings::from_json(const nlohmann::json& j) {
  TrainerSettings s;
  read_setting_values(setting_rows(), j, s);
  s.adam.beta1 = j.at("adam_beta1").get<double>();
  s.adam.beta2 = j.at("adam_beta2").get<double>();
  s.adam.eps = j.at("adam_eps").get<double>();
  return s;
}

void TrainerSettings::validate() const {
  auto fail = [](const std::string& message) { throw Error("impossible training setting: " + message); };
  check_setting_bounds(setting_rows(), *this, "impossible training setting: ");
  if (!(adam.beta1 >= 0 && adam.beta1 < 1) || !(adam.beta2 >= 0 && adam.beta2 < 1))
    fail("Adam's betas must be in [0, 1)");
  if (!(adam.eps > 0)) fail("Adam's epsilon must be positive");
}

namespace {

// The model's parameters, once it is known that it can train: its training state fits in memory,
// and label smoothing does not spread probability over tokens it never predicts.
template <class Model>
ParameterList trainable_parameters(Model& model, const TrainerSettings& settings) {
  model.config().validate(TransformerConfig::Use::training);
  const std::string& smoothing = setting_key(TrainerSettings::setting_rows(), &TrainerSettings::label_smoothing);
  if (model.config().single_boundary_token && settings.label_smoothing > 0)
    throw Error(smoothing + " = " + std::to_string(settings.label_smoothing) +
                " spreads probability over <pad>, <unk> and <sos>, which this model (from a vocabulary with one "
                "boundary token, as GPT-2's) never predicts; use " +
                smoothing + "=0");
  return model.parameters();
}

}  // namespace

template <class Model, class Example>
Trainer<Model, Example>::Trainer(Model& model, std::vector<Example> train, TrainerSettings settings)
    : model_(model),
      train_(std::move(train)),
      settings_(settings),
      parameters_(trainable_parameters(model, settings)),
      chunks_(parameters_),
      optimizer_(settings.adam),
      schedule_(settings.schedule, settings.learning_rate, settings.warmup_steps),
      products_(resolve(settings.precision)) {
  settings_.validate();
  if (train_.empty()) throw Error("there is no training data: the training split is empty");
  batches_ = bucket_batches(train_, settings_.batch_tokens);
  loss_.label_smoothing = static_cast<real>(settings_.label_smoothing);
  loss_.ignore_index = Batch::ignore_index;
  health_on_ = settings_.record_health;
  shuffle_epoch();
}

template <class Model, class Example>
std::vector<size_t> Trainer<Model, Example>::epoch_order(int epoch) const {
  std::vector<size_t> order(batches_.size());
  std::iota(order.begin(), order.end(), size_t{0});
  // The two numbers go through seed_seq, which spreads every bit of both over the generator's whole
  // state (the usual way to seed a Mersenne Twister from small integers).
  const uint64_t seed = settings_.seed;
  std::seed_seq mixed{static_cast<uint32_t>(seed), static_cast<uint32_t>(seed >> 32), static_cast<uint32_t>(epoch),
                      0x5EEDu};
  std::mt19937_64 gen(mixed);
  std::shuffle(order.begin(), order.end(), gen);
  return order;
}

// The epoch's order is a function of (seed, epoch) alone, so a resumed run sees the same batches.
template <class Model, class Example>
void Trainer<Model, Example>::shuffle_epoch() {
  order_ = epoch_order(epoch_);
  position_ = 0;
}

template <class Model, class Example>
const std::vector<int>& Trainer<Model, Example>::next_batch() {
  if (position_ >= order_.size()) {
    ++epoch_;
    shuffle_epoch();
  }
  return batches_[order_[position_]];
}

template <class Model, class Example>
StepReport Trainer<Model, Example>::step(StepInside* inside) {
  // The state a run starts (or resumes) from is kept too: a run that diverges at once can rewind.
  if (keep_every_ > 0 && !kept_.has) keep_state();
  StepReport report = step_on(next_batch(), inside);
  ++position_;
  report.epoch_progress = static_cast<double>(position_) / static_cast<double>(order_.size());
  if (keep_every_ > 0 && steps_ % keep_every_ == 0) keep_state();
  return report;
}

template <class Model, class Example>
StepReport Trainer<Model, Example>::step_on(const std::vector<int>& indices, StepInside* inside) {
  if (indices.empty()) throw Error("a training step needs at least one example; the batch given is empty");
  for (int i : indices)
    if (i < 0 || static_cast<size_t>(i) >= train_.size())
      throw Error("batch index " + std::to_string(i) + " is outside the " + std::to_string(train_.size()) +
                  " training examples");
  if (health_on_ && health_groups_.names.empty()) health_groups_ = HealthGroups(parameters_, model_.attention_layers());
  StepReport report;
  report.epoch = epoch_;
  last_batch_ = make_batch(train_, indices);
  // n threads, less the cores other programs keep busy now; the weights do not depend on it. Back
  // to n when the step returns or throws.
  AdaptiveThreadCount threads(AdaptiveThreadCount::Loop::training);
  threads.begin_step();
  const ProductPrecisionScope precision(products_);

  Context ctx;
  ctx.training = true;
  ctx.rng.reset(CounterRng::mix(settings_.seed) ^ static_cast<uint64_t>(steps_));
  ctx.recorder = inside ? &inside->recorder : nullptr;
  zero_gradients(chunks_);
  const Matrix& logits = model_.forward(ctx, last_batch_);
  report.loss = loss_.forward(logits, last_batch_.targets());
  loss_.backward(dlogits_);
  model_.backward(dlogits_);
  if (inside) keep_loss(*inside, indices, last_batch_, loss_, report.loss);
  report.gradient_norm = clip_gradient_norm(chunks_, settings_.clip_norm);
  watch_.set_vocabulary(static_cast<int>(logits.cols()));
  if (auto trouble = watch_.check(steps_ + 1, report.loss, report.gradient_norm, watch_spikes_ && !allow_next_)) {
    // Explained on the batch row with the largest loss (the first not finite), from a second pass
    // with nothing applied.
    const std::vector<int> kept(indices);
    StepInside look(worst_example(static_cast<int>(indices.size())));
    inspect(kept, look);
    explain(*trouble, parameters_, look);
    throw DivergenceError(std::move(*trouble));
  }
  allow_next_ = false;
  watch_.observe(report.loss, report.gradient_norm);
  report.learning_rate = schedule_.rate(steps_) * rate_scale_;
  std::vector<Matrix> before;
  if (inside)
    for (const auto& p : parameters_) before.push_back(p.parameter->value);
  const Adam::RunningAverage average = average_step();
  optimizer_.step(chunks_, report.learning_rate, health_on_ ? &chunk_sums_ : nullptr,
                  average.weights ? &average : nullptr);
  ++steps_;
  start_or_stop_average();
  report.step = steps_;
  report.target_tokens = last_batch_.target_tokens;
  if (health_on_) record_health_sample(report);
  if (inside) {
    inside->gradient_norm = report.gradient_norm;
    inside->learning_rate = report.learning_rate;
    keep_update(*inside, before);
  }
  threads.end_step();
  return report;
}

// The batch row whose target rows lose most together (the first whose loss is not finite).
template <class Model, class Example>
int Trainer<Model, Example>::worst_example(int batch) const {
  const auto& rows = loss_.row_losses();
  const size_t per = rows.size() / static_cast<size_t>(batch);
  int worst = 0;
  double worst_loss = -1;
  for (int b = 0; b < batch; ++b) {
    double sum = 0;
    for (size_t r = 0; r < per; ++r) {
      const double l = rows[static_cast<size_t>(b) * per + r];
      if (l >= 0 || !std::isfinite(l)) sum += l;  // ignored rows hold -1
    }
    if (!std::isfinite(sum)) return b;
    if (sum > worst_loss) {
      worst_loss = sum;
      worst = b;
    }
  }
  return worst;
}

template <class Model, class Example>
void Trainer<Model, Example>::inspect(StepInside& inside) {
  inspect(next_batch(), inside);
}

template <class Model, class Example>
void Trainer<Model, Example>::inspect(const std::vector<int>& indices, StepInside& inside) {
  if (indices.empty()) throw Error("a training step needs at least one example; the batch given is empty");
  const Batch batch = make_batch(train_, indices);
  const ProductPrecisionScope precision(products_);
  Context ctx;
  ctx.training = true;
  ctx.rng.reset(CounterRng::mix(settings_.seed) ^ static_cast<uint64_t>(steps_));
  zero_gradients(chunks_);
  inspect_batch(model_, batch, ctx, settings_.label_smoothing, inside);
  inside.step = steps_ + 1;
  inside.example_index = indices[static_cast<size_t>(inside.recorder.example())];
  inside.clip_norm = settings_.clip_norm;
  inside.gradient_norm = gradient_norm(chunks_);
  inside.learning_rate = schedule_.rate(steps_) * rate_scale_;
  zero_gradients(chunks_);
}

// The example's rows of the loss (train/step_inside.h), and where the example is in the run.
template <class Model, class Example>
void Trainer<Model, Example>::keep_loss(StepInside& inside, const std::vector<int>& indices, const Batch& batch,
                                        const CrossEntropy& ce, double loss) {
  keep_example_loss(inside, batch, ce, loss, settings_.label_smoothing);
  inside.step = steps_ + 1;
  inside.example_index = indices[static_cast<size_t>(inside.recorder.example())];
  inside.clip_norm = settings_.clip_norm;
}

// Around Adam's step, per parameter: |w| before, |g| before and after clipping, |m|, sqrt(mean v), |Δw|.
template <class Model, class Example>
void Trainer<Model, Example>::keep_update(StepInside& inside, const std::vector<Matrix>& before) {
  inside.applied = true;
  inside.updates.clear();
  const double clip = settings_.clip_norm > 0 && inside.gradient_norm > settings_.clip_norm
                          ? settings_.clip_norm / (inside.gradient_norm + 1e-6)
                          : 1.0;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    const Parameter& p = *parameters_[i].parameter;
    ParameterUpdate u;
    u.name = parameters_[i].name;
    u.weight_norm = std::sqrt(squared_norm(before[i]));
    u.clipped_gradient_norm = std::sqrt(squared_norm(p.grad));
    u.gradient_norm = u.clipped_gradient_norm / clip;
    u.first_moment_norm = std::sqrt(squared_norm(optimizer_.first_moments()[i]));
    const Matrix& v = optimizer_.second_moments()[i];
    u.second_moment_sqrt_rms =
        v.size() > 0 ? std::sqrt(std::sqrt(v.cast<double>().sum() / static_cast<double>(v.size()))) : 0;
    u.update_norm = std::sqrt(squared_norm(p.value - before[i]));
    inside.updates.push_back(std::move(u));
  }
}

// Per group: |g| from the clipping's per-chunk sums (taken before it scaled), |Δw|/|w| from Adam's,
// and the layers' largest scores.
template <class Model, class Example>
void Trainer<Model, Example>::record_health_sample(const StepReport& report) {
  const size_t groups = health_groups_.names.size();
  group_squares_.assign(groups, 0);
  group_update_squares_.assign(groups, 0);
  group_weight_squares_.assign(groups, 0);
  for (size_t k = 0; k < chunks_.chunks.size(); ++k) {
    const auto g = static_cast<size_t>(health_groups_.group_of[chunks_.chunks[k].parameter]);
    group_squares_[g] += chunks_.partial_sums[k];
    group_update_squares_[g] += chunk_sums_.update_squares[k];
    group_weight_squares_[g] += chunk_sums_.weight_squares[k];
  }
  health_.step = report.step;
  health_.loss = report.loss;
  health_.gradient_norm = report.gradient_norm;
  health_.learning_rate = report.learning_rate;
  health_.gradient_norms.resize(groups);
  health_.update_ratios.resize(groups);
  health_.largest_scores.assign(groups, std::nanf(""));
  for (size_t g = 0; g < groups; ++g) {
    health_.gradient_norms[g] = static_cast<float>(std::sqrt(group_squares_[g]));
    health_.update_ratios[g] = group_weight_squares_[g] > 0
                                   ? static_cast<float>(std::sqrt(group_update_squares_[g] / group_weight_squares_[g]))
                                   : 0.0f;
  }
  model_.largest_scores(layer_scores_);
  for (size_t l = 0; l < layer_scores_.size() && l < health_groups_.layer_group.size(); ++l)
    if (health_groups_.layer_group[l] >= 0)
      health_.largest_scores[static_cast<size_t>(health_groups_.layer_group[l])] = static_cast<float>(layer_scores_[l]);
}

template <class Model, class Example>
void Trainer<Model, Example>::keep_state() {
  kept_.has = true;
  kept_.steps = steps_;
  kept_.adam_steps = optimizer_.steps();
  kept_.epoch = epoch_;
  kept_.position = position_;
  kept_.rate_scale = rate_scale_;
  kept_.schedule = schedule_.state();
  kept_.weights.resize(parameters_.size());
  for (size_t i = 0; i < parameters_.size(); ++i) kept_.weights[i] = parameters_[i].parameter->value;
  kept_.first_moments = optimizer_.first_moments();
  kept_.second_moments = optimizer_.second_moments();
  kept_.average = average_;
}

template <class Model, class Example>
int64_t Trainer<Model, Example>::rewind(double rate_factor) {
  if (!kept_.has)
    throw Error("there is no kept state to rewind to yet (one is kept every " + std::to_string(keep_every_) +
                " steps)");
  if (!(rate_factor > 0)) throw Error("the learning rate's factor after a rewind must be positive");
  steps_ = kept_.steps;
  epoch_ = kept_.epoch;
  shuffle_epoch();
  position_ = kept_.position;
  optimizer_.set_steps(kept_.adam_steps);
  schedule_.restore(kept_.schedule);
  for (size_t i = 0; i < parameters_.size(); ++i) parameters_[i].parameter->value = kept_.weights[i];
  optimizer_.first_moments() = kept_.first_moments;
  optimizer_.second_moments() = kept_.second_moments;
  average_ = kept_.average;
  rate_scale_ = kept_.rate_scale * rate_factor;
  kept_.rate_scale = rate_scale_;
  watch_.reset();
  allow_next_ = false;
  zero_gradients(chunks_);
  return steps_;
}

// Polynomial-decay averaging (Shamir & Zhang 2013), after step t with c = 1 / average_last:
//   avg_t = avg_{t-1} + r_t (w_t - avg_{t-1}),   r_t = min(1, c / t)
// so that step s ends up with weight ~ c s^(c-1) / t^c: the last quarter of the steps holds 68 % of
// the weight for average_last = 0.25 (1 - 0.75^4), the last half 94 %. Unlike a window of the last
// K steps, it needs no budget known in advance and keeps pace with a run of any length, and unlike
// an exponential average its reach grows with the run.
template <class Model, class Example>
Adam::RunningAverage Trainer<Model, Example>::average_step() {
  if (!(settings_.average_last > 0) || average_.size() != parameters_.size()) return {};
  const double t = static_cast<double>(steps_ + 1);
  return {&average_, static_cast<real>(std::min(1.0, 1.0 / (settings_.average_last * t)))};
}

template <class Model, class Example>
void Trainer<Model, Example>::start_or_stop_average() {
  if (!(settings_.average_last > 0)) {
    average_.clear();  // off (or turned off): the model is the trained weights
    return;
  }
  if (average_.size() != parameters_.size()) {
    average_.clear();
    for (const auto& p : parameters_) average_.push_back(p.parameter->value);  // r_1 = 1: the weights
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
          {"schedule", schedule_.state()},
          {"learning_rate_scale", rate_scale_}};
}

template <class Model, class Example>
void Trainer<Model, Example>::restore(const nlohmann::json& state) {
  steps_ = json_integer_at<int64_t>(state, "step");
  epoch_ = json_integer_at<int>(state, "epoch");
  shuffle_epoch();
  position_ = json_integer_at<size_t>(state, "position");
  optimizer_.set_steps(json_integer_at<int64_t>(state, "adam_steps"));
  schedule_.restore(state.at("schedule"));
  rate_scale_ = state.value("learning_rate_scale", 1.0);  // absent before rewinds existed
}

template class Trainer<Seq2SeqTransformer, EncodedPair>;
template class Trainer<GptTransformer, EncodedText>;
template class Trainer<TransformerClassifier, EncodedExample>;

}  // namespace TWB_PRECISION_NS
}  // namespace twb
