// Attention, as in "Attention Is All You Need", section 3.2:
//   Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V
//   MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O,  head_i = Attention(Q W_i^Q, K W_i^K, V W_i^V)
// Masks: the padding mask hides padded keys; the no-peek (causal) mask hides later positions. They
// combine by logical AND. Masked scores are left out of the softmax, so masked weights are exactly 0.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "nn/context.h"
#include "nn/linear.h"
#include "nn/rotary.h"
#include "nn/stage_recorder.h"
#include "tensor/saved_input.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// padding_mask: (B, T), 1 where the token is real and 0 where it is padding.
std::vector<uint8_t> padding_mask(const TokenBatch& tokens, int32_t pad_id);
// no_peek_mask: (T, T), 1 where key j <= query i (a position sees itself and the past).
std::vector<uint8_t> no_peek_mask(int length);

// Which keys each query may attend to: allowed(b, i, j), (B, Tq, Tk), 1 = attend.
struct AttentionMask {
  int batch = 0, queries = 0, keys = 0;
  std::vector<uint8_t> allowed;
  bool empty() const { return allowed.empty(); }  // empty: everything allowed
  bool at(int b, int i, int j) const {
    return empty() || allowed[(static_cast<size_t>(b) * queries + i) * keys + j] != 0;
  }
};

// allowed(b, i, j) = key_padding(b, j) AND no_peek(i, j); either may be null (then it allows all).
AttentionMask combine_masks(int batch, int queries, int keys, const uint8_t* key_padding, const uint8_t* no_peek);

// Which attention of a model: the encoder's self-attention, the decoder's masked self-attention
// (a GPT's causal self-attention), or the decoder's cross-attention over the encoder's output.
enum class AttentionKind { encoder_self, decoder_self, cross };

// A cell of a kind's mask set by hand (the mask editor), over whatever the model's own masks say:
// in every layer of that kind, query `query` of sequence 0 may attend to key `key`, or may not.
struct MaskEdit {
  AttentionKind kind = AttentionKind::decoder_self;
  int query = 0, key = 0;
  bool allowed = false;
  bool operator==(const MaskEdit&) const = default;
};
// Applies the context's edits of `kind` to a combined mask (none without edits). Throws
// OutOfRangeError for a query or key outside the mask.
void apply_mask_edits(const Context& ctx, AttentionKind kind, AttentionMask& mask);

// Scaled dot-product attention for H heads at once, on the heads' slices of row-major matrices:
//   q: (B*Tq, H*d_k)  k: (B*Tk, H*d_k)  v: (B*Tk, H*d_v)  out: (B*Tq, H*d_v)
// For each (b, h):  S = Q K^T / sqrt(d_k)  (Tq, Tk);  P = softmax(S) over allowed keys;
//                   out = Drop(P) V.
// scale_scores = false leaves out the 1/sqrt(d_k) (S = Q K^T): the lesson of section 3.2.1, that
// unscaled dot products grow with d_k and push the softmax into saturation, run for real.
// The weights P (before dropout) are kept, (B*H*Tq, Tk) with (b, h) the row block
// [(b*H + h)*Tq, +Tq): the views draw them.
struct ScaledDotProductAttention {
  int heads = 1;
  int d_k = 0;
  int d_v = 0;
  real dropout = 0;
  bool scale_scores = true;

  // The factor on Q K^T: 1/sqrt(d_k), or 1 without scaling.
  real score_scale() const;

  void forward(Context& ctx, const Matrix& q, const Matrix& k, const Matrix& v, int batch, int queries, int keys,
               const AttentionMask& mask, Matrix& out);
  // dout: (B*Tq, H*d_v) → dq, dk, dv (overwritten).
  void backward(const Matrix& dout, Matrix& dq, Matrix& dk, Matrix& dv);

  const Matrix& weights() const { return weights_; }
  // One head's (Tq, Tk) weights of sequence b.
  Eigen::Block<const Matrix, Eigen::Dynamic, Eigen::Dynamic, true> weights(int b, int h) const {
    return weights_.middleRows((static_cast<Eigen::Index>(b) * heads + h) * queries_, queries_);
  }
  int batch() const { return batch_; }
  int queries() const { return queries_; }
  int keys() const { return keys_; }
  bool dropout_active() const { return dropout_active_; }
  // The largest score S of the last forward pass, over every sequence, head and allowed key: the
  // training health's measure of how near the softmax is to saturating (one comparison per row).
  real largest_score() const { return largest_score_; }
  // dL/d(Q K^T) of the last backward pass, scale · dL/dS: (B*H*Tq, Tk).
  const Matrix& product_gradient() const { return grad_scores_; }
  // With a recorder in the forward's context, the backward keeps dL/dP of the recorder's example
  // before the softmax's Jacobian turns it into dL/dS: (H*Tq, Tk).
  const Matrix& kept_weight_gradient() const { return kept_weight_gradient_; }
  // The last forward's mask (null before one); empty: everything allowed.
  const AttentionMask* mask() const { return mask_; }

 private:
  SavedInput<Matrix> q_, k_, v_;
  int batch_ = 0, queries_ = 0, keys_ = 0;
  int keep_example_ = -1;                // the recorder's example, or -1
  const AttentionMask* mask_ = nullptr;  // the last forward's (its owner, the model, keeps it)
  real largest_score_ = 0;
  std::vector<real> head_largest_;  // (B*H): each head's largest score, reduced after the loop
  Matrix kept_weight_gradient_;
  bool dropout_active_ = false;
  Matrix weights_;          // P: (B*H*Tq, Tk)
  Matrix dropout_scale_;    // 0 or 1/(1-p), same shape, when dropout is active
  Matrix dropped_weights_;  // Drop(P), when dropout is active
  Matrix grad_scores_;      // scratch for backward, same shape
};

// One query over the keys of its sequence, every sum in the fixed order of tensor/row_invariant.h,
// masked keys left out entirely (they are not even scored):
//   w_j = softmax_j(score_scale · q·k_j) over the allowed keys j < count;  out = Σ_j w_j v_j
//   q: d_k values   key j: d_k values at keys + j * key_stride   value j: d_v values at
//   values + j * value_stride   allowed: count flags, or null (all)   out: d_v values
//   weights: count values (0 where masked), or null
// A query whose keys are all masked gets all-zero weights and a zero output. The result depends
// only on the query and the allowed keys and values: not on the padding, the batch or addresses.
void attend_one_query(const real* q, const real* keys, Eigen::Index key_stride, const real* values,
                      Eigen::Index value_stride, int d_k, int d_v, int count, const uint8_t* allowed, real score_scale,
                      real* out, real* weights = nullptr);

// Attention of one new query per sequence over cached keys and values (incremental decoding):
//   q: (B, H*d_k)   keys: (B*stride, H*d_k) and values: (B*stride, H*d_v), sequence b's cached
//   positions in rows b*stride + j for j < count   key_padding: (B, count) or null   out: (B, H*d_v)
// score_scale multiplies q·k (ScaledDotProductAttention::score_scale()). weights, when given,
// receives the (B*H, count − first) attention weights. Each (sequence, head) is one
// attend_one_query, so a sequence's output is the same whatever the other sequences of the batch.
// first > 0 leaves the cached positions before it out (a local attention's window).
void attend_cached(const Matrix& q, const Matrix& keys, const Matrix& values, int heads, int d_k, int d_v,
                   real score_scale, int stride, int count, const uint8_t* key_padding, Matrix& out,
                   Matrix* weights = nullptr, int first = 0);

// local_window_mask: (T, T), 1 where query i may see key j in a local attention of `window`
// positions: i − window < j ≤ i (GPT-Neo's local layers; window ≥ T is the no-peek mask).
std::vector<uint8_t> local_window_mask(int length, int window);

// Multi-head attention with its projections. Self-attention passes the same matrix as query
// input and memory; cross-attention passes the decoder's stream and the encoder's output.
//   query_input: (B*Tq, C)  memory: (B*Tk, C)  y: (B*Tq, C)
// With rotary positions (self-attention only) each head's projected query and key are turned by
// their positions before the scores (nn/rotary.h): q' = R_t q, k' = R_s k.
struct MultiHeadAttention {
  int d_model = 0, heads = 0, d_k = 0, d_v = 0;
  Linear query, key, value;  // C → H*d_k, C → H*d_k, C → H*d_v
  Linear output;             // H*d_v → C
  ScaledDotProductAttention attention;
  RotaryPositions rotary;  // inactive unless use_rotary_positions
  // Its name in Step inside's records: "self_attention" or "cross_attention".
  std::string name = "attention";

  // d_k = d_v = d_model / heads when passed as 0.
  void init(int d_model, int heads, real attention_dropout, bool qkv_bias = true, bool output_bias = true, int d_k = 0,
            int d_v = 0, bool scale_scores = true);
  // Self-attention with rotary positions 0 .. max_len − 1 on the first rotated_dims of each head's
  // features (0: all d_k; even). Row b*T + t of a forward's input is position t; decoding passes
  // the position (rotate_new_position).
  void use_rotary_positions(int max_len, int rotated_dims = 0, double base = RotaryPositions::kBase);
  // A decoding step's projected queries or keys, (B, H*d_k), all at `position`: turned in place
  // (nothing without rotary positions).
  void rotate_new_position(Matrix& projected, int position) const { rotary.rotate_at(projected, heads, position); }
  // One row of projected queries or keys, (H*d_k), at `position`: turned in place.
  void rotate_row_at(real* row, int position) const {
    if (rotary.active()) rotary.rotate_row(row, row, heads, position, false);
  }
  void forward(Context& ctx, const Matrix& query_input, const Matrix& memory, int batch, int queries, int keys,
               const AttentionMask& mask, Matrix& y);
  // Evaluation mode for decoding, row by row: the projections by Linear::infer, each query by
  // attend_one_query over the keys of its own sequence that key_padding allows ((B, keys) flags,
  // or null: all). A sequence's y is the same whatever else is in the batch. Leaves the last
  // forward's weights and projections (the views' numbers) as they were.
  void infer(const Matrix& query_input, const Matrix& memory, int batch, int queries, int keys,
             const uint8_t* key_padding, Matrix& y);
  void prepare_inference(bool pack = true);  // the four projections' (Linear::prepare_inference)
  // dy: (B*Tq, C) → d_query_input (B*Tq, C), d_memory (B*Tk, C), both overwritten. For
  // self-attention the caller adds the two. With a recorder in the forward's context, fills its
  // attention record `name` (in the recorder's current scope).
  void backward(const Matrix& dy, Matrix& d_query_input, Matrix& d_memory);
  void parameters(const std::string& prefix, ParameterList& out);

  // The last forward's projections and context, the engine's own numbers for the views (the
  // attention math of one query, the scores' histograms); with rotary positions the queries and
  // keys after their turn, the ones the scores multiply:
  //   queries: (B*Tq, H*d_k)  keys: (B*Tk, H*d_k)  values: (B*Tk, H*d_v)  context: (B*Tq, H*d_v)
  // Head h of sequence b is the column block [h*d_k, +d_k) of the rows [b*T, +T).
  const Matrix& projected_queries() const { return q_; }
  const Matrix& projected_keys() const { return k_; }
  const Matrix& projected_values() const { return v_; }
  const Matrix& context() const { return context_; }

  // Head ablation (what is a head worth?): an ablated head's slice of the concatenated heads,
  // before W^O, is replaced in every forward, inference and decoding pass — zeroed, or by a fixed
  // d_v vector such as the head's mean output over a probe — and passes no gradient back.
  void ablate_head(int head, const std::vector<real>* replacement = nullptr);  // null: zero
  void restore_heads();
  bool head_ablated(int head) const { return !ablated_.empty() && ablated_[static_cast<size_t>(head)] != 0; }
  bool any_head_ablated() const { return !ablated_.empty(); }
  // Overwrites the ablated heads' columns of a (rows, H*d_v) context (the decoders call it on
  // their cached context too).
  void apply_ablation(Matrix& context) const;
  // Each head's mean output over the real rows of the last forward pass ((B*Tq) rows, `real_rows`
  // flags, or null: all): d_v values a head.
  std::vector<std::vector<real>> mean_head_outputs(const uint8_t* real_rows = nullptr) const;

 private:
  Matrix q_, k_, v_, context_;
  std::vector<uint8_t> ablated_;  // per head, empty when none is
  Matrix replacement_;            // (1, H*d_v): what the ablated heads' slices become
  Matrix d_context_, dq_, dk_, dv_, scratch_;
  Matrix dq_unturned_, dk_unturned_;                    // rotary: dL/dq and dL/dk before the turn
  Matrix infer_q_, infer_k_, infer_v_, infer_context_;  // infer's own
  StageRecorder* recorder_ = nullptr;                   // the last forward's

  void record(AttentionRecord& record) const;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
