// One optimizer step at a time: the loop the CLI and the app both drive, written once for the three
// models (Seq2SeqTrainer, LanguageModelTrainer, ClassifierTrainer).
// Deterministic for a seed and a thread count: the batches are fixed by length bucketing, their
// order in each epoch is a permutation drawn from (seed, epoch), and dropout's random numbers
// come from (seed, step). So a run can be saved and resumed at any step and continue exactly.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <type_traits>
#include <utility>
#include <vector>

#include "model/seq2seq.h"
#include "nn/context.h"
#include "nn/cross_entropy.h"
#include "probe/health.h"
#include "tensor/precision.h"
#include "train/batching.h"
#include "train/divergence.h"
#include "train/optimizer.h"
#include "train/schedule.h"
#include "util/error.h"
#include "util/setting_table.h"

namespace twb {

inline namespace TWB_PRECISION_NS {

// A step found in trouble (train/divergence.h): a non-finite loss or gradient, or, while the watch
// looks for them, a loss spike or an exploding gradient. Nothing of the step was applied.
class DivergenceError : public Error {
 public:
  explicit DivergenceError(DivergenceReport report) : Error(report.message), report_(std::move(report)) {}
  const DivergenceReport& report() const { return report_; }

 private:
  DivergenceReport report_;
};

struct TrainerSettings {
  int batch_tokens = 2048;  // padded tokens per batch
  ScheduleKind schedule = ScheduleKind::warmup_inverse_sqrt;
  double learning_rate = 7e-4;  // the peak rate (after warm-up)
  int warmup_steps = 300;
  double label_smoothing = 0.1;
  double clip_norm = 1.0;  // 0: no clipping
  uint64_t seed = 1;
  AdamSettings adam;
  // Weight averaging (0: off): the model evaluated and saved is a running average of the weights
  // that gives most of its weight to about the last `average_last` of the steps (see
  // Trainer::average_step). Averaging the weights a run passes through near its end lands nearer
  // the middle of the valley than any one of them (the paper averages its last 5 checkpoints).
  double average_last = 0;
  // Every step, per layer: the gradient norm, the update/weight ratio, the largest attention score
  // (probe/health.h).
  bool record_health = true;
  // The matrix products of a training step: FP32, or bfloat16 inputs with FP32 sums
  // (tensor/precision.h); auto chooses by the processor. Evaluation and decoding stay FP32.
  Precision precision = Precision::automatic;

  // The settings a person chooses (the trainer's rows of the settings table): each one's key, kind,
  // range, label and help, and its member here. to_json, from_json, validate's ranges and --set
  // are made from them; Adam's constants are not among them.
  static const std::vector<SettingRow<TrainerSettings>>& setting_rows();
  nlohmann::json to_json() const;  // a checkpoint's trainer "settings"
  static TrainerSettings from_json(const nlohmann::json& j);
  void validate() const;  // throws twb::Error naming the impossible value
};

struct StepReport {
  int64_t step = 0;           // steps done, after this one
  int epoch = 0;              // epoch of this step (0-based)
  double epoch_progress = 0;  // fraction of the epoch done after this step
  double loss = 0;            // label-smoothed cross-entropy per target token
  double learning_rate = 0;
  double gradient_norm = 0;  // before clipping
  int target_tokens = 0;
};

// Model: forward(ctx, batch) → logits, backward(dlogits), parameters(). Example: a training
// example with bucket_batches() and make_batch() in train/batching.h; its batch says which targets
// the cross-entropy reads and which target index it ignores.
template <class Model, class Example>
class Trainer {
 public:
  using Batch = std::decay_t<decltype(make_batch(std::declval<const std::vector<Example>&>(),
                                                 std::declval<const std::vector<int>&>()))>;

  Trainer(Model& model, std::vector<Example> train, TrainerSettings settings);

  // One optimizer step on the next batch. Throws DivergenceError, leaving the weights, Adam's state
  // and the position as they were before the step, when the step is in trouble (the watch); the
  // report says where it went wrong first. With `inside`, keeps what the step computed for
  // inside->recorder.example() (the example's row in the batch): the step itself is the same.
  StepReport step(StepInside* inside = nullptr);
  // One optimizer step on the batch of the given training examples (indices into the training
  // data, in batch row order), outside the epoch's order: replays another implementation's batches
  // (tests/torch_replay.py). The epoch's position does not move.
  StepReport step_on(const std::vector<int>& indices, StepInside* inside = nullptr);
  // The forward and backward pass of the next step's batch (or of `indices`), kept in `inside`,
  // without the update: nothing of the run changes. The gradients are left at zero.
  void inspect(StepInside& inside);
  void inspect(const std::vector<int>& indices, StepInside& inside);
  // The batch of the next step (the indices of its training examples).
  const std::vector<int>& next_batch();

  // --- the divergence debugger ---
  // Whether steps are checked for loss spikes and exploding gradients (non-finite ones always are).
  void watch_spikes(bool on) { watch_spikes_ = on; }
  // Lets the next step through without the spike check (a learner chose to go on).
  void allow_next_step() { allow_next_ = true; }
  // The run's state before its first step (of this trainer) and every `keep_every` healthy steps
  // is kept in memory: the weights, Adam's moments and step count, the data order and the
  // schedule (0: none kept).
  void keep_state_every(int steps) { keep_every_ = steps; }
  int64_t kept_step() const { return kept_.has ? kept_.steps : -1; }
  // Back to the kept state, bit for bit, with the learning rate from then on multiplied by
  // `rate_factor` (its product with earlier factors is kept in the state). Returns the kept step.
  int64_t rewind(double rate_factor);
  double learning_rate_scale() const { return rate_scale_; }
  // What the steps' products do: the setting, resolved on this processor.
  ProductPrecision product_precision() const { return products_; }

  // --- training health (probe/health.h) ---
  const HealthGroups& health_groups() const { return health_groups_; }
  // The last step's sample (empty vectors when health recording is off).
  const HealthSample& last_health() const { return health_; }
  // Mean cross-entropy per target (no smoothing) over examples, in evaluation mode.
  double evaluate_loss(const std::vector<Example>& examples);
  // Tells the schedule a validation loss (reduce-on-plateau).
  void observe_validation_loss(double loss) { schedule_.observe(loss); }

  int64_t steps() const { return steps_; }
  int epoch() const { return epoch_; }
  size_t batches_per_epoch() const { return batches_.size(); }
  // Every batch of an epoch (training examples bucketed by length, train/batching.h), and the
  // order in which epoch `epoch` takes them: a function of the seed and the epoch alone.
  const std::vector<std::vector<int>>& batches() const { return batches_; }
  std::vector<size_t> epoch_order(int epoch) const;
  const Batch& last_batch() const { return last_batch_; }
  const std::vector<Example>& training_examples() const { return train_; }
  const TrainerSettings& settings() const { return settings_; }
  Adam& optimizer() { return optimizer_; }
  const LearningRateSchedule& schedule() const { return schedule_; }

  // The averaged weights, in parameters() order: empty when average_last is 0 or before the first
  // step.
  bool averaging() const { return !average_.empty(); }
  const std::vector<Matrix>& averaged_weights() const { return average_; }
  // A resumed run: the model holds the saved (averaged) weights; `live` are the weights training
  // had reached. The average becomes the model's weights, and the model goes back to `live`.
  void restore_average(std::vector<Matrix> live);
  // Runs f() with the averaged weights in the model, then puts the trained ones back (a swap of
  // buffers, no copy). Without averaging, f() sees the model as it is.
  template <class F>
  void with_averaged_weights(F&& f) {
    struct Swap {
      Trainer& t;
      void swap() {
        for (size_t i = 0; i < t.average_.size(); ++i) t.parameters_[i].parameter->value.swap(t.average_[i]);
      }
      explicit Swap(Trainer& trainer) : t(trainer) { swap(); }
      ~Swap() { swap(); }
    } swapped(*this);
    f();
  }

  // Where the run is (step, epoch, position, schedule), for checkpoints; the weights and Adam's
  // moments are saved as tensors alongside.
  nlohmann::json state() const;
  void restore(const nlohmann::json& state);

 private:
  void shuffle_epoch();
  // The average's step at step steps_ + 1, for Adam's pass to take (none while it is off or before
  // it starts); after the step, start_or_stop_average() starts it from the weights or drops it.
  Adam::RunningAverage average_step();
  void start_or_stop_average();
  void keep_state();
  void record_health_sample(const StepReport& report);
  void keep_update(StepInside& inside, const std::vector<Matrix>& before);
  void keep_loss(StepInside& inside, const std::vector<int>& indices, const Batch& batch, const CrossEntropy& ce,
                 double loss);
  int worst_example(int batch) const;

  Model& model_;
  std::vector<Example> train_;
  TrainerSettings settings_;
  std::vector<std::vector<int>> batches_;
  std::vector<size_t> order_;  // this epoch's order of batches_
  size_t position_ = 0;        // next batch within order_
  int epoch_ = 0;
  int64_t steps_ = 0;
  ParameterList parameters_;
  ParameterChunks chunks_;  // parameters_ cut into chunks: zeroing, clipping and Adam in one region each
  Adam optimizer_;
  LearningRateSchedule schedule_;
  CrossEntropy loss_;
  Batch last_batch_;
  Matrix dlogits_;
  std::vector<Matrix> average_;  // the averaged weights (average_last > 0), in parameters_ order

  DivergenceWatch watch_;
  bool watch_spikes_ = true, allow_next_ = false;
  double rate_scale_ = 1;
  ProductPrecision products_ = ProductPrecision::fp32;
  int keep_every_ = 50;
  struct Kept {
    bool has = false;
    int64_t steps = 0, adam_steps = 0;
    int epoch = 0;
    size_t position = 0;
    double rate_scale = 1;
    nlohmann::json schedule;
    std::vector<Matrix> weights, first_moments, second_moments, average;
  } kept_;

  bool health_on_ = true;
  HealthGroups health_groups_;
  HealthSample health_;
  Adam::ChunkSums chunk_sums_;
  std::vector<real> layer_scores_;
  std::vector<double> group_squares_, group_update_squares_, group_weight_squares_;
};

// Mean cross-entropy per target (no smoothing) of `examples` in evaluation mode, in the batches
// training would make of them: the validation loss of every task.
template <class Model, class Example>
double mean_cross_entropy(Model& model, const std::vector<Example>& examples, int batch_tokens) {
  using Batch = std::decay_t<decltype(make_batch(examples, std::declval<const std::vector<int>&>()))>;
  if (examples.empty()) return 0;
  CrossEntropy plain;
  plain.ignore_index = Batch::ignore_index;
  Context eval;
  double total = 0;
  int64_t tokens = 0;
  for (const auto& indices : bucket_batches(examples, batch_tokens)) {
    const Batch batch = make_batch(examples, indices);
    const double mean = plain.forward(model.forward(eval, batch), batch.targets());
    total += mean * plain.counted();
    tokens += plain.counted();
  }
  return tokens > 0 ? total / static_cast<double>(tokens) : 0;
}

using Seq2SeqTrainer = Trainer<Seq2SeqTransformer, EncodedPair>;
using LanguageModelTrainer = Trainer<GptTransformer, EncodedText>;
using ClassifierTrainer = Trainer<TransformerClassifier, EncodedExample>;
extern template class Trainer<Seq2SeqTransformer, EncodedPair>;
extern template class Trainer<GptTransformer, EncodedText>;
extern template class Trainer<TransformerClassifier, EncodedExample>;

}  // namespace TWB_PRECISION_NS
}  // namespace twb
