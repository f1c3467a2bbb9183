// The decoder-only Transformer of GPT-2: a stack of pre-norm blocks with causal (no-peek)
// self-attention and a 4x GELU MLP, a final LayerNorm, and an output layer over the vocabulary
// that can share its weights with the token embedding:
//   h_0 = Drop(E[x] + P)                       x: (B, T) tokens, P learned (or sinusoidal)
//   h_{l+1} = Block_l(h_l)                     Block: x + Attn(LN(x)) causal, then x + MLP(LN(x))
//   logits = LN_f(h_L) W^T                     W = E when the weights are tied  → (B*T, V)
// The families opened from Hugging Face folders are cases of it: GPT-NeoX's parallel blocks
// x + Attn(LN₁ x) + MLP(LN₂ x) and partial rotary positions, GPT-Neo's local layers (each query
// sees only the last attention_window positions) and unscaled scores (config.h).
// A block is an EncoderLayer (self-attention + feed-forward, each in a residual) given the causal
// mask instead of a padding mask: that, and the missing encoder, is all that changes from the
// translation model.
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
#include "nn/transformer_layers.h"
#include "text/special_tokens.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// A padded batch of text for next-token prediction: the model reads <sos> x1 … xn and is trained
// to predict x1 … xn <eos>.
struct LanguageModelBatch {
  TokenBatch input;                    // (B, T)
  std::vector<int32_t> target_output;  // (B*T), padded
  int target_tokens = 0;               // non-padding entries of target_output
  static constexpr int32_t ignore_index = kPadId;
  const std::vector<int32_t>& targets() const { return target_output; }
};

class GptTransformer {
 public:
  explicit GptTransformer(const TransformerConfig& config);
  // Not copyable: a tied output layer points at this model's own embedding table.
  GptTransformer(const GptTransformer&) = delete;
  GptTransformer& operator=(const GptTransformer&) = delete;

  // GPT-2's initialisation: N(0, 0.02) for every matrix, the two projections that write into the
  // residual stream (attention output, second MLP layer) N(0, 0.02 / sqrt(2 L)); zero biases,
  // unit LN gains. Xavier-uniform instead when config.init says so. Deterministic for a seed.
  void initialize(uint64_t seed);
  // Every parameter with its checkpoint name; a tied output layer is not listed twice.
  ParameterList parameters();
  int64_t parameter_count();
  void zero_grad();

  // tokens: (B, T), T <= max_len  →  logits (B*T, V)
  const Matrix& forward(Context& ctx, const TokenBatch& tokens);
  const Matrix& forward(Context& ctx, const LanguageModelBatch& batch) { return forward(ctx, batch.input); }
  const Matrix& logits() const { return logits_; }  // the last forward pass's
  // dlogits (B*T, V) → accumulates every parameter's gradient.
  void backward(const Matrix& dlogits);

  // --- generation with cached keys and values ---
  struct Cache {
    int batch = 0, capacity = 0, length = 0;
    std::vector<Matrix> keys, values;                                  // per block: (B*capacity, C), row b*capacity + t
    Matrix x, sublayer_in, q, context, sublayer_out, scratch, hidden;  // per-step scratch
  };
  // An empty cache for `batch` sequences of up to `capacity` (<= max_len) tokens. Packs the
  // weights for generate_step's products (Linear::prepare_inference).
  void start_generation(int batch, int capacity, Cache& cache);
  // Feeds one token per sequence at position cache.length; logits (B, V) of the next token. The
  // products are decoding's (tensor/row_invariant.h), a sequence's logits its own.
  void generate_step(Cache& cache, const std::vector<int32_t>& tokens, Matrix& logits);
  // Feeds the tokens of a one-sequence cache's next positions at once (a prompt): the products
  // run on all of them together, each row's numbers the same as generate_step's token by token;
  // logits (1, V) of the token after the last.
  void prefill(Cache& cache, const std::vector<int32_t>& tokens, Matrix& logits);

  // Self-attention weights of the last forward pass, sequence b, block `layer`, head: (T, T),
  // lower-triangular.
  Matrix attention_weights(int layer, int head, int b = 0) const;
  // The mask block `layer` attended under in the last forward pass: padding AND no-peek, and for a
  // local layer AND the window (B, T, T).
  const AttentionMask& layer_mask(int layer) const;

  // The training health's view of attention: the parameter prefix of every layer with attention
  // ("encoder.layers.0"), and in the same order each layer's largest score of the last forward
  // pass (the largest over its attentions).
  std::vector<std::string> attention_layers() const;
  void largest_scores(std::vector<real>& out) const;

  const TransformerConfig& config() const { return config_; }
  bool tied() const { return config_.tie_weights; }

  InputEmbedding embedding;
  std::vector<EncoderLayer> blocks;
  LayerNorm final_norm;  // pre-norm only
  Linear lm_head;        // d_model → V, no bias; tied: its W is the token embedding's E

  // The residual stream of the last forward pass: after the embedding (0) and after each block
  // (1 … L), (B*T, C); the logit lens reads it.
  size_t residual_streams() const { return states_.size(); }
  const Matrix& residual_stream(size_t index) const { return states_.at(index); }
  // A residual stream read as the model reads its last one: the final LayerNorm (pre-norm) and the
  // output layer, (N, C) → (N, V) logits. Changes nothing of the model.
  Matrix read_out(const Matrix& stream) const;

 private:
  bool pre_norm() const { return config_.norm_placement == NormPlacement::pre; }
  // generate_step and prefill: n rows through every block, row i of sequence `sequence ? 0 : i`
  // at position cache.length + (sequence ? i : 0); logits of every row, or of the last with
  // `sequence`.
  void advance(Cache& cache, const int32_t* tokens, int n, bool sequence, Matrix& logits);
  // With a single boundary token (config.h): the tokens as the embedding reads them (<sos> as
  // <eos>), and the logits of the ids never predicted set to −∞.
  const TokenBatch& read_tokens(const TokenBatch& tokens);
  void mask_never_predicted(Matrix& logits) const;

  TransformerConfig config_;
  int batch_ = 0, length_ = 0;
  std::vector<uint8_t> padding_;
  AttentionMask causal_mask_, local_mask_;  // local_mask_: only with local layers
  TokenBatch boundary_read_;
  std::vector<Matrix> states_;  // input of each block, then the last output
  Matrix normed_, logits_;
  Matrix d_normed_, d_state_, d_state_next_;
  StageRecorder* recorder_ = nullptr;  // the last forward's (Context::recorder)
  const Matrix* top_ = nullptr;        // what the output layer read
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
