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
#include "train/batching.h"
#include "train/optimizer.h"
#include "train/schedule.h"
#include "util/error.h"

namespace twb {

// Training stopped because the loss or the gradients stopped being finite numbers.
class DivergenceError : public Error {
 public:
  using Error::Error;
};

inline namespace TWB_PRECISION_NS {

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
  // Trainer::update_average). Averaging the weights a run passes through near its end lands nearer
  // the middle of the valley than any one of them (the paper averages its last 5 checkpoints).
  double average_last = 0;

  nlohmann::json to_json() const;
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

  // One optimizer step on the next batch. Throws DivergenceError, leaving the weights as they were
  // before the step, when the loss or the gradient norm is not finite.
  StepReport step();
  // One optimizer step on the batch of the given training examples (indices into the training
  // data, in batch row order), outside the epoch's order: replays another implementation's batches
  // (tests/torch_replay.py). The epoch's position does not move.
  StepReport step_on(const std::vector<int>& indices);
  // Mean cross-entropy per target (no smoothing) over examples, in evaluation mode.
  double evaluate_loss(const std::vector<Example>& examples);
  // Tells the schedule a validation loss (reduce-on-plateau).
  void observe_validation_loss(double loss) { schedule_.observe(loss); }

  int64_t steps() const { return steps_; }
  int epoch() const { return epoch_; }
  size_t batches_per_epoch() const { return batches_.size(); }
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
  void update_average();

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
