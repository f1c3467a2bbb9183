// The lesson of "Attention Is All You Need", section 3.2.1: why the scores are scaled by 1/√d_k.
//
//   "We suspect that for large values of d_k, the dot products grow large in magnitude, pushing the
//    softmax function into regions where it has extremely small gradients. To illustrate why the dot
//    products get large, assume that the components of q and k are independent random variables with
//    mean 0 and variance 1. Then their dot product, q·k = Σ_i q_i k_i, has mean 0 and variance d_k."
//
// Two halves, as plain data for the "Why √d_k" tab and `twb plot --what scaling-theory|scaling`:
//  - Theory, drawn from sampling: random q and k with unit-variance entries, for d_k = 1 … 512; the
//    variance of q·k (grows as d_k) and of q·k/√d_k (stays 1); what that does to a softmax row of n
//    keys (its largest weight, its entropy) and to the gradient through it.
//  - Practice, from a model: its actual scores q·k over the allowed keys of a few examples, for every
//    layer, head and kind of attention, before and after its scale, as histograms, with the share of
//    query rows whose softmax is saturated (largest weight > 0.99).
#pragma once

#include <cstdint>
#include <vector>

#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "nn/attention.h"

namespace twb::inspect {

// --- Theory ---------------------------------------------------------------------------------------

struct ScalingTheorySettings {
  std::vector<int> dimensions{1, 2, 4, 8, 16, 32, 64, 128, 256, 512};  // the d_k drawn
  int keys = 16;                                                       // n: the keys of one softmax row
  int samples = 4000;                                                  // rows drawn per d_k (each: one q and n keys)
  uint64_t seed = 321;
};

// One value per d_k, without scaling (scores q·k) and with it (q·k/√d_k). Each row draws q and n
// keys k_j with i.i.d. N(0, 1) entries and takes the softmax p of its n scores.
struct ScalingTheory {
  int keys = 0, samples = 0;
  std::vector<int> d_k;
  std::vector<double> variance_unscaled, variance_scaled;              // sample variance of the scores
  std::vector<double> largest_weight_unscaled, largest_weight_scaled;  // mean max_j p_j (1/n … 1)
  std::vector<double> entropy_unscaled, entropy_scaled;                // mean −Σ_j p_j ln p_j, nats (0 … ln n)
  // The gradient through the softmax: for an upstream gradient g ~ N(0, I) on the weights, the
  // gradient on the softmax's input is J g with J = diag(p) − p pᵀ; the mean of ‖J g‖. A saturated
  // row (p one-hot) has J = 0: nothing flows back to q and k.
  std::vector<double> gradient_unscaled, gradient_scaled;

  double uniform_entropy() const;  // ln n: the entropy of a uniform row, the most there is
};

// Deterministic for a seed. Throws twb::Error for a d_k < 1, keys < 2 or samples < 2.
ScalingTheory scaling_theory(const ScalingTheorySettings& settings = {});

// --- Practice -------------------------------------------------------------------------------------

// Counts in equal bins over [low, high); the last bin also holds `high`.
struct Histogram {
  double low = 0, high = 0;
  std::vector<int64_t> counts;

  int bins() const { return static_cast<int>(counts.size()); }
  double bin_width() const { return counts.empty() ? 0 : (high - low) / bins(); }
  double bin_low(int i) const { return low + i * bin_width(); }
  double bin_center(int i) const { return low + (i + 0.5) * bin_width(); }
  int64_t total() const;
};

// The scores of one head of one attention over a batch: every allowed (query, key) pair of the real
// (not padding) queries. `raw` is q·k; `softmax_input` is what the model's softmax reads, q·k times
// the model's scale: q·k/√d_k, or q·k itself for a model trained with scale_scores = false. The two
// histograms share their bins, so the narrowing that the scale brings shows on one axis.
struct HeadScores {
  AttentionKind kind = AttentionKind::encoder_self;
  int layer = 0, head = 0;
  int64_t pairs = 0;  // allowed (query, key) pairs counted
  Histogram raw, softmax_input;
  double raw_variance = 0, softmax_input_variance = 0;
  // Query rows that have a choice (two or more allowed keys; a row with one key always gives it
  // weight 1), and those of them whose largest softmax weight exceeds 0.99.
  int64_t rows = 0, saturated_rows = 0;

  double saturated_share() const { return rows > 0 ? double(saturated_rows) / double(rows) : 0; }
};

inline constexpr int kScoreBins = 60;
inline constexpr double kSaturatedWeight = 0.99;

// One head's scores gathered row by row, then binned.
class ScoreCollector {
 public:
  // score_scale: the model's factor on q·k (ScaledDotProductAttention::score_scale()).
  explicit ScoreCollector(double score_scale) : scale_(score_scale) {}
  // One query's dot products q·k_j over `keys` keys; allowed: `keys` flags, 1 = may attend (null:
  // all may).
  void add_row(const double* dot_products, const uint8_t* allowed, int keys);
  // Bins symmetric about 0 wide enough for every raw and scaled score.
  HeadScores finish(int bins = kScoreBins) const;

 private:
  double scale_;
  std::vector<double> raw_;
  int64_t rows_ = 0, saturated_ = 0;
};

// Every head's scores of a model for one batch, laid out as AttentionSnapshot's maps: a language
// model fills only decoder_self, a classifier only encoder_self.
struct ScoreSnapshot {
  int d_k = 0;
  bool scale_scores = true;
  double score_scale = 1;  // 1/√d_k, or 1 without scaling
  int examples = 0;        // sequences in the batch
  int encoder_layers = 0, decoder_layers = 0, heads = 0;
  std::vector<HeadScores> encoder_self, decoder_self, cross;  // [layer * heads + head]

  bool empty() const { return encoder_self.empty() && decoder_self.empty() && cross.empty(); }
  bool has(AttentionKind kind) const;
  // Throws twb::Error for a kind, layer or head the model does not have.
  const HeadScores& at(AttentionKind kind, int layer, int head) const;
  // Over every head and kind: the share of query rows with a saturated softmax.
  double saturated_share() const;
};

// The dot products q·k of head h of sequence b in the last forward pass of `attention`: (Tq, Tk),
// from its projected queries and keys, in double.
Eigen::MatrixXd head_dot_products(const MultiHeadAttention& attention, int b, int h);

// Run the model (evaluation mode) on a batch and gather the scores of all its attentions. Not
// thread-safe with training: call on the thread that owns the model.
ScoreSnapshot score_snapshot(Seq2SeqTransformer& model, const Seq2SeqBatch& batch);  // teacher-forced
ScoreSnapshot score_snapshot(GptTransformer& model, const TokenBatch& tokens);
ScoreSnapshot score_snapshot(TransformerClassifier& model, const TokenBatch& tokens);
inline ScoreSnapshot score_snapshot(GptTransformer& model, const LanguageModelBatch& batch) {
  return score_snapshot(model, batch.input);
}
inline ScoreSnapshot score_snapshot(TransformerClassifier& model, const ClassifierBatch& batch) {
  return score_snapshot(model, batch.input);
}

}  // namespace twb::inspect
