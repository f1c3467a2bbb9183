#include "nn/transformer_layers.h"

#include "tensor/elementwise.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void EncoderLayer::init(const LayerConfig& c) {
  parallel = c.parallel_residual;
  self_attention.init(c.d_model, c.heads, c.dropout, c.qkv_bias, true, 0, 0, c.scale_scores);
  if (c.rotary_positions > 0) self_attention.use_rotary_positions(c.rotary_positions, c.rotary_dims, c.rotary_base);
  self_attention_residual.init(c.d_model, c.placement, c.dropout, c.norm_kind, c.norm_eps);
  feed_forward.init(c.d_model, c.d_ff, c.activation, c.dropout);
  feed_forward_residual.init(c.d_model, c.placement, c.dropout, c.norm_kind, c.norm_eps);
  self_attention.name = self_attention_residual.sublayer = "self_attention";
  feed_forward_residual.sublayer = "feed_forward";
}

// middle = Residual(x, SelfAttention);  y = Residual(middle, FFN)
// parallel: middle = x + Drop(Attn(LN₁ x));  y = middle + Drop(FFN(LN₂ x))
void EncoderLayer::forward(Context& ctx, const Matrix& x, int batch, int length, const AttentionMask& mask, Matrix& y) {
  const Matrix& attention_in = self_attention_residual.sublayer_input(ctx, x);
  self_attention.forward(ctx, attention_in, attention_in, batch, length, length, mask, attention_out_);
  self_attention_residual.forward(ctx, x, attention_out_, middle_);
  if (parallel) {
    const Matrix& feed_forward_in = feed_forward_residual.sublayer_input(ctx, x);
    feed_forward.forward(ctx, feed_forward_in, feed_forward_out_);
    feed_forward_residual.forward(ctx, middle_, feed_forward_out_, y);
    return;
  }

  const Matrix& feed_forward_in = feed_forward_residual.sublayer_input(ctx, middle_);
  feed_forward.forward(ctx, feed_forward_in, feed_forward_out_);
  feed_forward_residual.forward(ctx, middle_, feed_forward_out_, y);
}

void EncoderLayer::prepare_inference(bool pack) {
  self_attention.prepare_inference(pack);
  feed_forward.prepare_inference(pack);
}

void DecoderLayer::prepare_inference() {
  self_attention.prepare_inference();
  cross_attention.prepare_inference();
  feed_forward.prepare_inference();
}

void EncoderLayer::infer(Matrix& x, int batch, int length, const uint8_t* key_padding) {
  const Matrix& attention_in = self_attention_residual.sublayer_input(x);
  self_attention.infer(attention_in, attention_in, batch, length, length, key_padding, attention_out_);
  if (parallel) {  // both sublayers read x before either adds to it
    feed_forward.infer(feed_forward_residual.sublayer_input(x), feed_forward_out_);
    self_attention_residual.add_in_place(x, attention_out_, middle_);
    feed_forward_residual.add_in_place(x, feed_forward_out_, middle_);
    return;
  }
  self_attention_residual.add_in_place(x, attention_out_, middle_);
  const Matrix& feed_forward_in = feed_forward_residual.sublayer_input(x);
  feed_forward.infer(feed_forward_in, feed_forward_out_);
  feed_forward_residual.add_in_place(x, feed_forward_out_, middle_);
}

// parallel: dx = dy + LN₁'(Attn'(Drop'(dy))) + LN₂'(FFN'(Drop'(dy)))
void EncoderLayer::backward(const Matrix& dy, Matrix& dx) {
  feed_forward_residual.backward(dy, d_sublayer_out_, d_middle_);
  feed_forward.backward(d_sublayer_out_, d_feed_forward_in_);
  if (!parallel) feed_forward_residual.backward_sublayer_input(d_feed_forward_in_, d_middle_);

  self_attention_residual.backward(d_middle_, d_sublayer_out_, dx);
  self_attention.backward(d_sublayer_out_, d_sublayer_in_, d_memory_);
  add_in_place(d_sublayer_in_, d_memory_);  // self-attention: queries, keys and values all came from one input
  self_attention_residual.backward_sublayer_input(d_sublayer_in_, dx);
  if (parallel) feed_forward_residual.backward_sublayer_input(d_feed_forward_in_, dx);
}

void EncoderLayer::parameters(const std::string& prefix, ParameterList& out) {
  self_attention.parameters(prefix + "self_attention.", out);
  self_attention_residual.parameters(prefix + "self_attention_residual.", out);
  feed_forward.parameters(prefix + "feed_forward.", out);
  feed_forward_residual.parameters(prefix + "feed_forward_residual.", out);
}

void DecoderLayer::init(const LayerConfig& c) {
  self_attention.init(c.d_model, c.heads, c.dropout, c.qkv_bias, true, 0, 0, c.scale_scores);
  if (c.rotary_positions > 0) self_attention.use_rotary_positions(c.rotary_positions, c.rotary_dims, c.rotary_base);
  self_attention_residual.init(c.d_model, c.placement, c.dropout, c.norm_kind, c.norm_eps);
  cross_attention.init(c.d_model, c.heads, c.dropout, c.qkv_bias, true, 0, 0, c.scale_scores);
  cross_attention_residual.init(c.d_model, c.placement, c.dropout, c.norm_kind, c.norm_eps);
  feed_forward.init(c.d_model, c.d_ff, c.activation, c.dropout);
  feed_forward_residual.init(c.d_model, c.placement, c.dropout, c.norm_kind, c.norm_eps);
  self_attention.name = self_attention_residual.sublayer = "self_attention";
  cross_attention.name = cross_attention_residual.sublayer = "cross_attention";
  feed_forward_residual.sublayer = "feed_forward";
}

// after_self = Residual(x, MaskedSelfAttention);  after_cross = Residual(after_self, CrossAttention(·, memory));
// y = Residual(after_cross, FFN)
void DecoderLayer::forward(Context& ctx, const Matrix& x, const Matrix& memory, int batch, int target_length,
                           int source_length, const AttentionMask& self_mask, const AttentionMask& cross_mask,
                           Matrix& y) {
  const Matrix& self_in = self_attention_residual.sublayer_input(ctx, x);
  self_attention.forward(ctx, self_in, self_in, batch, target_length, target_length, self_mask, self_out_);
  self_attention_residual.forward(ctx, x, self_out_, after_self_);

  const Matrix& cross_in = cross_attention_residual.sublayer_input(ctx, after_self_);
  cross_attention.forward(ctx, cross_in, memory, batch, target_length, source_length, cross_mask, cross_out_);
  cross_attention_residual.forward(ctx, after_self_, cross_out_, after_cross_);

  const Matrix& feed_forward_in = feed_forward_residual.sublayer_input(ctx, after_cross_);
  feed_forward.forward(ctx, feed_forward_in, feed_forward_out_);
  feed_forward_residual.forward(ctx, after_cross_, feed_forward_out_, y);
}

void DecoderLayer::backward(const Matrix& dy, Matrix& dx, Matrix& d_memory) {
  feed_forward_residual.backward(dy, d_sublayer_out_, d_after_cross_);
  feed_forward.backward(d_sublayer_out_, d_sublayer_in_);
  feed_forward_residual.backward_sublayer_input(d_sublayer_in_, d_after_cross_);

  cross_attention_residual.backward(d_after_cross_, d_sublayer_out_, d_after_self_);
  cross_attention.backward(d_sublayer_out_, d_sublayer_in_, d_memory);
  cross_attention_residual.backward_sublayer_input(d_sublayer_in_, d_after_self_);

  self_attention_residual.backward(d_after_self_, d_sublayer_out_, dx);
  self_attention.backward(d_sublayer_out_, d_sublayer_in_, d_scratch_);
  add_in_place(d_sublayer_in_, d_scratch_);
  self_attention_residual.backward_sublayer_input(d_sublayer_in_, dx);
}

void DecoderLayer::parameters(const std::string& prefix, ParameterList& out) {
  self_attention.parameters(prefix + "self_attention.", out);
  self_attention_residual.parameters(prefix + "self_attention_residual.", out);
  cross_attention.parameters(prefix + "cross_attention.", out);
  cross_attention_residual.parameters(prefix + "cross_attention_residual.", out);
  feed_forward.parameters(prefix + "feed_forward.", out);
  feed_forward_residual.parameters(prefix + "feed_forward_residual.", out);
}

Matrix read_through(const LayerNorm* final_norm, const Linear& output, const Matrix& stream) {
  Matrix normed = stream;
  if (final_norm) {
    LayerNorm norm = *final_norm;
    norm.forward(stream, normed);
  }
  Matrix logits = normed * output.W().value.transpose();
  if (output.has_bias) logits.rowwise() += output.bias.value.row(0);
  return logits;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
