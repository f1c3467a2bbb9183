// Step inside one training step: what the forward pass, the loss, the backward pass and Adam's
// update computed, kept for one example of the batch (Trainer::step with a StepInside, or
// Trainer::inspect without the update). The stages and attention records are the modules' own
// numbers (nn/stage_recorder.h); the loss rows are CrossEntropy's; the updates are measured on
// the parameters around the optimizer's step.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "nn/context.h"
#include "nn/cross_entropy.h"
#include "nn/stage_recorder.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// One output row of the example: what the loss asked for and what the model gave.
struct TargetLoss {
  int32_t target = 0;       // the right token (or class)
  double probability = 0;   // softmax(logits)[target]
  double loss = 0;          // this row's label-smoothed cross-entropy
  double target_share = 0;  // what label smoothing asked of the right token: 1 - ε + ε/V
  double other_share = 0;   // … and of every other one: ε/V
  bool counted = true;      // false for padding
};

// One parameter tensor around Adam's step.
struct ParameterUpdate {
  std::string name;
  double weight_norm = 0;             // |w| before the step
  double gradient_norm = 0;           // |g| before clipping
  double clipped_gradient_norm = 0;   // |g| as Adam saw it
  double first_moment_norm = 0;       // |m| after the step
  double second_moment_sqrt_rms = 0;  // sqrt(mean v) after the step: the typical per-element scale Adam divides by
  double update_norm = 0;             // |Δw|
  double relative_update() const { return weight_norm > 0 ? update_norm / weight_norm : 0; }
};

struct StepInside {
  explicit StepInside(int example = 0) : recorder(example) {}

  StageRecorder recorder;  // the example's stages, gradients and attention records
  int64_t step = 0;        // the step this was (1-based: the step the update made, or would have made)
  int example_index = -1;  // the example's index in the training data
  // The example's tokens as the model read them (padding included): the encoder's input (a
  // source sentence, a classifier's text) and the decoder's (a translation's target input, a
  // GPT's line). Empty where the model has no such side.
  std::vector<int32_t> encoder_tokens, decoder_tokens;
  std::vector<TargetLoss> losses;  // one per output row of the example
  double loss = 0;                 // the batch's mean loss
  double gradient_norm = 0;        // the batch's, before clipping
  double clip_norm = 0;            // 0: no clipping
  double learning_rate = 0;
  double label_smoothing = 0;
  bool applied = false;                  // Adam's update was applied (false: inspected only)
  std::vector<ParameterUpdate> updates;  // in the model's parameter order; empty when not applied
};

// The example's tokens, as each side of the model read them (StepInside's encoder_tokens and
// decoder_tokens).
void keep_tokens(const Seq2SeqBatch& batch, int b, StepInside& inside);
void keep_tokens(const LanguageModelBatch& batch, int b, StepInside& inside);
void keep_tokens(const ClassifierBatch& batch, int b, StepInside& inside);
// ‖w‖ and ‖g‖ of each parameter, as updates of a step not applied.
void keep_gradients(StepInside& inside, const ParameterList& parameters);
double squared_norm(const Matrix& m);  // in double, in element order

// The example's tokens and rows of the loss: p(target), each row's loss and what label smoothing
// asked for, from the CrossEntropy that computed the batch's `loss`.
template <class Batch>
void keep_example_loss(StepInside& inside, const Batch& batch, const CrossEntropy& ce, double loss,
                       double label_smoothing) {
  const int b = inside.recorder.example();
  inside.loss = loss;
  inside.label_smoothing = label_smoothing;
  keep_tokens(batch, b, inside);
  const Matrix& probabilities = ce.probabilities();
  const auto& targets = batch.targets();
  const Eigen::Index rows = probabilities.rows() / inside.recorder.batch();
  const double vocab = static_cast<double>(probabilities.cols());
  inside.losses.clear();
  for (Eigen::Index r = b * rows; r < (b + 1) * rows; ++r) {
    TargetLoss t;
    t.target = targets[static_cast<size_t>(r)];
    t.counted = t.target != Batch::ignore_index;
    if (t.counted) {
      t.probability = probabilities(r, t.target);
      t.loss = ce.row_losses()[static_cast<size_t>(r)];
    }
    t.target_share = 1 - label_smoothing + label_smoothing / vocab;
    t.other_share = label_smoothing / vocab;
    inside.losses.push_back(t);
  }
}

// One forward and backward pass of `batch` in ctx's mode, kept in `inside` for its example, with
// nothing applied: the loss's gradients add to the parameters' (zero them before and after).
// Returns the batch's mean loss.
template <class Model, class Batch>
double inspect_batch(Model& model, const Batch& batch, Context ctx, double label_smoothing, StepInside& inside) {
  ctx.recorder = &inside.recorder;
  CrossEntropy ce;
  ce.label_smoothing = static_cast<real>(label_smoothing);
  ce.ignore_index = Batch::ignore_index;
  const double loss = ce.forward(model.forward(ctx, batch), batch.targets());
  Matrix dlogits;
  ce.backward(dlogits);
  model.backward(dlogits);
  keep_example_loss(inside, batch, ce, loss, label_smoothing);
  inside.applied = false;
  ParameterList parameters = model.parameters();
  keep_gradients(inside, parameters);
  double squares = 0;
  for (const auto& u : inside.updates) squares += u.gradient_norm * u.gradient_norm;
  inside.gradient_norm = std::sqrt(squares);
  return loss;
}

// The backward pass through one attention row (query i of head h), with the step's numbers:
//   dL/dP_ij = dL/dO_i · v_j                                 (under attention dropout: × its mask)
//   dL/dS_i  = J(p_i) dL/dP_i,  J = diag(p_i) - p_i p_iᵀ     (the softmax's Jacobian)
//   dL/d(q_i k_jᵀ) = scale · dL/dS_ij
//   dL/dq_i  = Σ_j scale dL/dS_ij k_j      the row's share of dL/dk_j = scale dL/dS_ij q_i
//   the row's share of dL/dv_j = p_ij dL/dO_i
// `score_gradient` is the engine's; `jacobian_score_gradient` the product above, computed here.
struct AttentionRowChain {
  int head = 0, query = 0;
  real scale = 1;
  RowVector weights, scores, allowed;                 // p_i, S_i, the mask's row (Tk)
  RowVector weight_gradient;                          // dL/dP_i (engine)
  Matrix jacobian;                                    // J (Tk, Tk)
  RowVector jacobian_score_gradient, score_gradient;  // dL/dS_i: J dL/dP_i, and the engine's
  RowVector product_gradient;                         // scale · dL/dS_i
  RowVector query_gradient, engine_query_gradient;    // dL/dq_i: Σ_j …, and the engine's (d_k)
  Matrix key_gradient_share, value_gradient_share;    // this row's shares (Tk, d_k), (Tk, d_v)
};
// Throws twb::Error for a head or query outside the record.
AttentionRowChain attention_row_chain(const AttentionRecord& record, int head, int query);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
