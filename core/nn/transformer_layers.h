// The encoder and decoder layers of "Attention Is All You Need", section 3.1, each sublayer wrapped
// in a residual connection with layer normalisation (post- or pre-norm):
//   encoder layer:  x → self-attention(x, x, source padding mask) → feed-forward
//   decoder layer:  x → masked self-attention(x, x, target padding AND no-peek)
//                     → cross-attention(x, memory, source padding mask) → feed-forward
#pragma once

#include <string>

#include "nn/attention.h"
#include "nn/context.h"
#include "nn/feed_forward.h"
#include "nn/residual.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct LayerConfig {
  int d_model = 64;
  int heads = 4;
  int d_ff = 256;
  real dropout = real(0.1);  // on sublayer outputs, attention weights and inside the FFN
  Activation activation = Activation::relu;
  NormPlacement placement = NormPlacement::post;
  LayerNormKind norm_kind = LayerNormKind::standard;
  real norm_eps = real(1e-5);
  bool qkv_bias = true;
  bool scale_scores = true;  // Q K^T / sqrt(d_k); false: Q K^T (the lesson of section 3.2.1)
  int rotary_positions = 0;  // > 0: self-attention turns queries and keys for this many positions
  int rotary_dims = 0;       // of each head's d_k features, how many turn (0: all)
  double rotary_base = RotaryPositions::kBase;
  // Both sublayers read the block's input: pre-norm y = x + Drop(Attn(LN₁ x)) + Drop(FFN(LN₂ x))
  // (GPT-NeoX's use_parallel_residual, GPT-J), post-norm y = LN₂(LN₁(x + Drop(Attn(x))) + Drop(FFN(x)));
  // otherwise the FFN reads the attention's output.
  bool parallel_residual = false;
};

// With parallel_residual (LayerConfig) the block is x + Attn(LN₁ x) + FFN(LN₂ x) instead.
struct EncoderLayer {
  bool parallel = false;
  MultiHeadAttention self_attention;
  ResidualConnection self_attention_residual;
  FeedForward feed_forward;
  ResidualConnection feed_forward_residual;

  void init(const LayerConfig& config);
  // x: (B*T, C)  mask: (B, T, T)  y: (B*T, C)
  void forward(Context& ctx, const Matrix& x, int batch, int length, const AttentionMask& mask, Matrix& y);
  // Evaluation mode for decoding, in place and row by row (MultiHeadAttention::infer,
  // FeedForward::infer): a sentence's rows do not depend on the rest of the batch.
  //   x: (B*T, C)  key_padding: (B, T) flags, 1 = a real token
  void infer(Matrix& x, int batch, int length, const uint8_t* key_padding);
  void prepare_inference(bool pack = true);  // every projection's (Linear::prepare_inference)
  // dy: (B*T, C) → dx: (B*T, C), overwritten.
  void backward(const Matrix& dy, Matrix& dx);
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  Matrix attention_out_, middle_, feed_forward_out_;
  Matrix d_middle_, d_sublayer_out_, d_sublayer_in_, d_feed_forward_in_, d_memory_;
};

struct DecoderLayer {
  MultiHeadAttention self_attention;  // masked: padding AND no-peek
  ResidualConnection self_attention_residual;
  MultiHeadAttention cross_attention;  // queries from the decoder, keys and values from the encoder
  ResidualConnection cross_attention_residual;
  FeedForward feed_forward;
  ResidualConnection feed_forward_residual;

  void init(const LayerConfig& config);
  // x: (B*Tq, C)  memory: (B*Tk, C)  self_mask: (B, Tq, Tq)  cross_mask: (B, Tq, Tk)  y: (B*Tq, C)
  void forward(Context& ctx, const Matrix& x, const Matrix& memory, int batch, int target_length, int source_length,
               const AttentionMask& self_mask, const AttentionMask& cross_mask, Matrix& y);
  // Packs every projection's weights for decoding (Seq2SeqTransformer::start_decoding).
  void prepare_inference();
  // dy → dx (B*Tq, C) and d_memory (B*Tk, C), both overwritten.
  void backward(const Matrix& dy, Matrix& dx, Matrix& d_memory);
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  Matrix self_out_, after_self_, cross_out_, after_cross_, feed_forward_out_;
  Matrix d_after_cross_, d_after_self_, d_sublayer_out_, d_sublayer_in_, d_scratch_;
};

// A residual stream read as a model's top reads it: `final_norm` (null: none), then `output`,
// (N, C) → (N, V) logits. The norm is a copy, so the model's state saved for backward stays as it
// was (the logit lens reads every layer this way).
Matrix read_through(const LayerNorm* final_norm, const Linear& output, const Matrix& stream);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
