// The encoder-only classifier: the Transformer's encoder, a pooling step and a linear head.
//   h_0 = Drop(E[x] sqrt(d) + PE)            x: (B, T) = [CLS] w1 … wn, padded
//   h_{l+1} = EncoderLayer_l(h_l)            self-attention under the padding mask, then the FFN
//   p = Pool(h_L)                            mean, max over positions, or h_L[0] of [CLS]: (B, C)
//   logits = p W^T + b                       (B, classes)
// [CLS] is the <sos> token: every sequence starts with it, whatever the pooling, so that the three
// poolings see the same input.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/config.h"
#include "nn/attention.h"
#include "nn/context.h"
#include "nn/embedding.h"
#include "nn/layer_norm.h"
#include "nn/linear.h"
#include "nn/pooling.h"
#include "nn/transformer_layers.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// A padded batch of labelled sequences.
struct ClassifierBatch {
  TokenBatch input;                            // (B, T): [CLS] w1 … wn, padded
  std::vector<int32_t> labels;                 // (B): class indices
  int target_tokens = 0;                       // the real input tokens, [CLS] included (what tokens/s counts)
  static constexpr int32_t ignore_index = -1;  // every label counts
  const std::vector<int32_t>& targets() const { return labels; }
};

class TransformerClassifier {
 public:
  explicit TransformerClassifier(const TransformerConfig& config);

  // Xavier-uniform for every matrix (N(0, 0.02) when config.init says so), zero biases, unit LN
  // gains, a zero padding row. Deterministic for a seed.
  void initialize(uint64_t seed);
  ParameterList parameters();
  int64_t parameter_count();
  void zero_grad();

  // tokens: (B, T) → logits (B, classes)
  const Matrix& forward(Context& ctx, const TokenBatch& tokens);
  const Matrix& forward(Context& ctx, const ClassifierBatch& batch) { return forward(ctx, batch.input); }
  const Matrix& logits() const { return logits_; }  // the last forward pass's
  // dlogits (B, classes) → accumulates every parameter's gradient.
  void backward(const Matrix& dlogits);

  // Self-attention weights of the last forward pass: sequence b, layer, head, (T, T).
  Matrix attention_weights(int layer, int head, int b = 0) const;

  // The training health's view of attention: the parameter prefix of every layer with attention
  // ("encoder.layers.0"), and in the same order each layer's largest score of the last forward
  // pass (the largest over its attentions).
  std::vector<std::string> attention_layers() const;
  void largest_scores(std::vector<real>& out) const;
  // What each position of sequence b gave the pooled vector (Pooling::position_shares).
  std::vector<double> pooling_shares(int b = 0) const { return pooling.position_shares(b); }

  const TransformerConfig& config() const { return config_; }

  InputEmbedding embedding;
  std::vector<EncoderLayer> layers;
  LayerNorm final_norm;  // pre-norm only
  Pooling pooling;
  Linear head;  // d_model → classes

 private:
  bool pre_norm() const { return config_.norm_placement == NormPlacement::pre; }

  TransformerConfig config_;
  int batch_ = 0, length_ = 0;
  std::vector<uint8_t> padding_;
  AttentionMask mask_;
  std::vector<Matrix> states_;
  Matrix normed_, pooled_, logits_;
  Matrix d_pooled_, d_top_, d_state_, d_state_next_;
  StageRecorder* recorder_ = nullptr;  // the last forward's (Context::recorder)
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
