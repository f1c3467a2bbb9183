#include "nn/attention.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <vector>

#include "nn/dropout.h"
#include "tensor/elementwise.h"
#include "tensor/row_invariant.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

std::vector<uint8_t> padding_mask(const TokenBatch& tokens, int32_t pad_id) {
  std::vector<uint8_t> mask(tokens.ids.size());
  for (size_t i = 0; i < mask.size(); ++i) mask[i] = tokens.ids[i] != pad_id;
  return mask;
}

std::vector<uint8_t> local_window_mask(int length, int window) {
  std::vector<uint8_t> mask(static_cast<size_t>(length) * length);
  for (int i = 0; i < length; ++i)
    for (int j = 0; j < length; ++j) mask[static_cast<size_t>(i) * length + j] = j <= i && i - j < window;
  return mask;
}

std::vector<uint8_t> no_peek_mask(int length) {
  std::vector<uint8_t> mask(static_cast<size_t>(length) * length);
  for (int i = 0; i < length; ++i)
    for (int j = 0; j < length; ++j) mask[static_cast<size_t>(i) * length + j] = j <= i;
  return mask;
}

AttentionMask combine_masks(int batch, int queries, int keys, const uint8_t* key_padding, const uint8_t* no_peek) {
  AttentionMask mask{batch, queries, keys, {}};
  mask.allowed.resize(static_cast<size_t>(batch) * queries * keys);
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < queries; ++i)
      for (int j = 0; j < keys; ++j) {
        const bool real_key = key_padding == nullptr || key_padding[static_cast<size_t>(b) * keys + j];
        const bool visible = no_peek == nullptr || no_peek[static_cast<size_t>(i) * keys + j];
        mask.allowed[(static_cast<size_t>(b) * queries + i) * keys + j] = real_key && visible;
      }
  return mask;
}

void apply_mask_edits(const Context& ctx, AttentionKind kind, AttentionMask& mask) {
  if (!ctx.mask_edits) return;
  for (const MaskEdit& e : *ctx.mask_edits) {
    if (e.kind != kind) continue;
    if (e.query < 0 || e.query >= mask.queries || e.key < 0 || e.key >= mask.keys)
      throw OutOfRangeError("the mask edit of query " + std::to_string(e.query) + ", key " + std::to_string(e.key) +
                            " is outside the mask (" + std::to_string(mask.queries) + " queries, " +
                            std::to_string(mask.keys) + " keys)");
    mask.allowed[static_cast<size_t>(e.query) * mask.keys + e.key] = e.allowed ? 1 : 0;
  }
}

namespace {

// One head's (rows, cols) slice of a row-major (B*T, H*cols) matrix: sequence b, head h.
ConstMatrixMap head_slice(const Matrix& m, int b, int h, int rows, int cols) {
  return ConstMatrixMap(m.data() + static_cast<Eigen::Index>(b) * rows * m.cols() + h * cols, rows, cols,
                        Eigen::OuterStride<>(m.cols()));
}
MatrixMap head_slice(Matrix& m, int b, int h, int rows, int cols) {
  return MatrixMap(m.data() + static_cast<Eigen::Index>(b) * rows * m.cols() + h * cols, rows, cols,
                   Eigen::OuterStride<>(m.cols()));
}

}  // namespace

real ScaledDotProductAttention::score_scale() const {
  return scale_scores ? real(1) / std::sqrt(static_cast<real>(d_k)) : real(1);
}

// S = Q K^T / sqrt(d_k);  P = softmax over allowed keys (masked: exactly 0);  out = Drop(P) V
//   q: (B*Tq, H*d_k)  k: (B*Tk, H*d_k)  v: (B*Tk, H*d_v)  P: (B*H*Tq, Tk)  out: (B*Tq, H*d_v)
void ScaledDotProductAttention::forward(Context& ctx, const Matrix& q, const Matrix& k, const Matrix& v, int batch,
                                        int queries, int keys, const AttentionMask& mask, Matrix& out) {
  assert(q.cols() == heads * d_k && k.cols() == heads * d_k && v.cols() == heads * d_v);
  assert(q.rows() == static_cast<Eigen::Index>(batch) * queries && k.rows() == static_cast<Eigen::Index>(batch) * keys);
  q_.save(q);
  k_.save(k);
  v_.save(v);
  batch_ = batch;
  queries_ = queries;
  keys_ = keys;
  const Eigen::Index weight_rows = static_cast<Eigen::Index>(batch) * heads * queries;
  weights_.resize(weight_rows, keys);
  out.resize(static_cast<Eigen::Index>(batch) * queries, heads * d_v);
  dropout_active_ = ctx.training && dropout > 0;
  if (dropout_active_) {
    dropout_scale_.resize(weight_rows, keys);
    draw_dropout_scale(ctx.rng, dropout, dropout_scale_);
    dropped_weights_.resize(weight_rows, keys);
  }
  const real inv_sqrt_dk = score_scale();
  keep_example_ = ctx.recorder ? ctx.recorder->example() : -1;
  mask_ = &mask;
  head_largest_.assign(static_cast<size_t>(batch) * heads, -std::numeric_limits<real>::infinity());

#pragma omp parallel for schedule(dynamic, 1) collapse(2)
  for (int b = 0; b < batch; ++b) {
    for (int h = 0; h < heads; ++h) {
      const Eigen::Index first_row = (static_cast<Eigen::Index>(b) * heads + h) * queries;
      auto p = weights_.middleRows(first_row, queries);
      p.noalias() = head_slice(q, b, h, queries, d_k) * head_slice(k, b, h, keys, d_k).transpose();
      p *= inv_sqrt_dk;
      real& largest = head_largest_[static_cast<size_t>(b) * heads + h];
      for (int i = 0; i < queries; ++i) {  // masked softmax of row i
        real max_score = -std::numeric_limits<real>::infinity();
        for (int j = 0; j < keys; ++j)
          if (mask.at(b, i, j)) max_score = std::max(max_score, p(i, j));
        largest = std::max(largest, max_score);
        real sum = 0;
        for (int j = 0; j < keys; ++j) {
          const real e = mask.at(b, i, j) ? std::exp(p(i, j) - max_score) : real(0);
          p(i, j) = e;
          sum += e;
        }
        if (sum > 0) p.row(i) /= sum;  // a query with no allowed key keeps all-zero weights
      }
      auto out_bh = head_slice(out, b, h, queries, d_v);
      if (dropout_active_) {
        auto dropped = dropped_weights_.middleRows(first_row, queries);
        dropped = p.cwiseProduct(dropout_scale_.middleRows(first_row, queries));
        out_bh.noalias() = dropped * head_slice(v, b, h, keys, d_v);
      } else {
        out_bh.noalias() = p * head_slice(v, b, h, keys, d_v);
      }
    }
  }
  largest_score_ = -std::numeric_limits<real>::infinity();
  for (const real s : head_largest_) largest_score_ = std::max(largest_score_, s);
}

// With P̃ = Drop(P):
//   dV = P̃^T dO       dP̃ = dO V^T        dP = dP̃ ⊙ dropout_scale
//   dS = P ⊙ (dP - rowsum(dP ⊙ P))      (softmax backward; masked entries stay 0 since P = 0)
//   dQ = dS K / sqrt(d_k)               dK = dS^T Q / sqrt(d_k)
void ScaledDotProductAttention::backward(const Matrix& dout, Matrix& dq, Matrix& dk, Matrix& dv) {
  const Matrix& q = q_.get("attention (queries)");
  const Matrix& k = k_.get("attention (keys)");
  const Matrix& v = v_.get("attention (values)");
  dq.resize(q.rows(), q.cols());
  dk.resize(k.rows(), k.cols());
  dv.resize(v.rows(), v.cols());
  grad_scores_.resize(weights_.rows(), weights_.cols());
  const real inv_sqrt_dk = score_scale();
  const int queries = queries_, keys = keys_;
  if (keep_example_ >= 0) kept_weight_gradient_.resize(static_cast<Eigen::Index>(heads) * queries, keys);

#pragma omp parallel for schedule(dynamic, 1) collapse(2)
  for (int b = 0; b < batch_; ++b) {
    for (int h = 0; h < heads; ++h) {
      const Eigen::Index first_row = (static_cast<Eigen::Index>(b) * heads + h) * queries;
      const auto p = weights_.middleRows(first_row, queries);
      const auto dout_bh = head_slice(dout, b, h, queries, d_v);
      auto ds = grad_scores_.middleRows(first_row, queries);
      if (dropout_active_) {
        head_slice(dv, b, h, keys, d_v).noalias() =
            dropped_weights_.middleRows(first_row, queries).transpose() * dout_bh;
        ds.noalias() = dout_bh * head_slice(v, b, h, keys, d_v).transpose();
        ds = ds.cwiseProduct(dropout_scale_.middleRows(first_row, queries));
      } else {
        head_slice(dv, b, h, keys, d_v).noalias() = p.transpose() * dout_bh;
        ds.noalias() = dout_bh * head_slice(v, b, h, keys, d_v).transpose();
      }
      if (b == keep_example_) kept_weight_gradient_.middleRows(static_cast<Eigen::Index>(h) * queries, queries) = ds;
      for (int i = 0; i < queries; ++i) {
        const real dot = ds.row(i).dot(p.row(i));
        ds.row(i) = p.row(i).cwiseProduct((ds.row(i).array() - dot).matrix()) * inv_sqrt_dk;
      }
      head_slice(dq, b, h, queries, d_k).noalias() = ds * head_slice(k, b, h, keys, d_k);
      head_slice(dk, b, h, keys, d_k).noalias() = ds.transpose() * head_slice(q, b, h, queries, d_k);
    }
  }
}

void attend_one_query(const real* q, const real* keys, Eigen::Index key_stride, const real* values,
                      Eigen::Index value_stride, int d_k, int d_v, int count, const uint8_t* allowed, real score_scale,
                      real* out, real* weights) {
  thread_local std::vector<real> p;
  p.assign(static_cast<size_t>(count), real(0));
  real max_score = -std::numeric_limits<real>::infinity();
  for (int j = 0; j < count; ++j) {
    if (allowed && !allowed[j]) continue;
    p[static_cast<size_t>(j)] = dot_in_fixed_order(q, keys + j * key_stride, d_k) * score_scale;
    max_score = std::max(max_score, p[static_cast<size_t>(j)]);
  }
  real sum = 0;
  for (int j = 0; j < count; ++j) {
    real& e = p[static_cast<size_t>(j)];
    e = allowed && !allowed[j] ? real(0) : std::exp(e - max_score);
    sum += e;
  }
  if (sum > 0)  // a query with no allowed key keeps all-zero weights
    for (real& e : p) e /= sum;
  weighted_sum_in_fixed_order(p.data(), count, values, value_stride, d_v, out);
  if (weights) std::copy(p.begin(), p.end(), weights);
}

void attend_cached(const Matrix& q, const Matrix& keys, const Matrix& values, int heads, int d_k, int d_v,
                   real score_scale, int stride, int count, const uint8_t* key_padding, Matrix& out, Matrix* weights,
                   int first_key) {
  const int batch = static_cast<int>(q.rows());
  out.resize(batch, heads * d_v);
  const int seen = count - first_key;
  if (weights) weights->resize(static_cast<Eigen::Index>(batch) * heads, seen);
#pragma omp parallel for schedule(dynamic, 8) \
    collapse(2) if (static_cast <int64_t>(batch) * heads * count * (d_k + d_v) >= (int64_t(1) << 20))
  for (int b = 0; b < batch; ++b) {
    for (int h = 0; h < heads; ++h) {
      const Eigen::Index first = static_cast<Eigen::Index>(b) * stride + first_key;
      attend_one_query(q.row(b).data() + h * d_k, keys.data() + first * keys.cols() + h * d_k, keys.cols(),
                       values.data() + first * values.cols() + h * d_v, values.cols(), d_k, d_v, seen,
                       key_padding ? key_padding + static_cast<size_t>(b) * count + first_key : nullptr, score_scale,
                       out.row(b).data() + h * d_v,
                       weights ? weights->row(static_cast<Eigen::Index>(b) * heads + h).data() : nullptr);
    }
  }
}

void MultiHeadAttention::init(int model_dim, int head_count, real attention_dropout, bool qkv_bias, bool output_bias,
                              int key_dim, int value_dim, bool scale_scores) {
  d_model = model_dim;
  heads = head_count;
  d_k = key_dim > 0 ? key_dim : model_dim / head_count;
  d_v = value_dim > 0 ? value_dim : model_dim / head_count;
  query.init(d_model, heads * d_k, qkv_bias);
  key.init(d_model, heads * d_k, qkv_bias);
  value.init(d_model, heads * d_v, qkv_bias);
  output.init(heads * d_v, d_model, output_bias);
  attention.heads = heads;
  attention.d_k = d_k;
  attention.d_v = d_v;
  attention.dropout = attention_dropout;
  attention.scale_scores = scale_scores;
}

void MultiHeadAttention::use_rotary_positions(int max_len, int rotated_dims, double base) {
  const int rotated = rotated_dims > 0 ? rotated_dims : d_k;
  if (rotated % 2 != 0 || rotated > d_k)
    throw Error("rotary positions turn pairs of a head's features: " + std::to_string(rotated) +
                " of d_k = " + std::to_string(d_k) + " must be even and at most d_k");
  if (!(base > 1)) throw Error("the rotary base is " + std::to_string(base) + "; it must be above 1");
  rotary.init(max_len, d_k, rotated, base);
}

// q = x W_Q^T, k = m W_K^T, v = m W_V^T;  context = Attention(q, k, v);  y = context W_O^T
// The three projections are independent products: one parallel region computes them (for
// self-attention this is the fused QKV projection, without copying the weights into one matrix).
void MultiHeadAttention::forward(Context& ctx, const Matrix& query_input, const Matrix& memory, int batch, int queries,
                                 int keys, const AttentionMask& mask, Matrix& y) {
  recorder_ = ctx.recorder;
  multiply(
      {query.forward_product(query_input, q_), key.forward_product(memory, k_), value.forward_product(memory, v_)});
  rotary.rotate(q_, heads, queries);  // q' = R_t q, k' = R_s k (nothing without rotary positions)
  rotary.rotate(k_, heads, keys);
  attention.forward(ctx, q_, k_, v_, batch, queries, keys, mask, context_);
  apply_ablation(context_);
  output.forward(context_, y);
}

void MultiHeadAttention::ablate_head(int head, const std::vector<real>* replacement) {
  if (head < 0 || head >= heads)
    throw OutOfRangeError("head " + std::to_string(head) + " is out of range: the attention has " +
                          std::to_string(heads) + " heads (0.." + std::to_string(heads - 1) + ")");
  if (replacement && static_cast<int>(replacement->size()) != d_v)
    throw Error("a head's replacement has " + std::to_string(replacement->size()) + " values, d_v is " +
                std::to_string(d_v));
  if (ablated_.empty()) {
    ablated_.assign(static_cast<size_t>(heads), 0);
    replacement_ = Matrix::Zero(1, static_cast<Eigen::Index>(heads) * d_v);
  }
  ablated_[static_cast<size_t>(head)] = 1;
  for (int i = 0; i < d_v; ++i)
    replacement_(0, head * d_v + i) = replacement ? (*replacement)[static_cast<size_t>(i)] : 0;
}

void MultiHeadAttention::restore_heads() {
  ablated_.clear();
  replacement_.resize(0, 0);
}

void MultiHeadAttention::apply_ablation(Matrix& context) const {
  if (ablated_.empty()) return;
  for (int h = 0; h < heads; ++h)
    if (ablated_[static_cast<size_t>(h)])
      context.middleCols(static_cast<Eigen::Index>(h) * d_v, d_v).rowwise() =
          replacement_.middleCols(static_cast<Eigen::Index>(h) * d_v, d_v).row(0);
}

std::vector<std::vector<real>> MultiHeadAttention::mean_head_outputs(const uint8_t* real_rows) const {
  std::vector<std::vector<real>> means(static_cast<size_t>(heads), std::vector<real>(static_cast<size_t>(d_v), 0));
  std::vector<double> sums(static_cast<size_t>(heads) * static_cast<size_t>(d_v), 0.0);
  int64_t count = 0;
  for (Eigen::Index r = 0; r < context_.rows(); ++r) {
    if (real_rows && !real_rows[r]) continue;
    ++count;
    for (Eigen::Index c = 0; c < context_.cols(); ++c) sums[static_cast<size_t>(c)] += context_(r, c);
  }
  if (count == 0) return means;
  for (int h = 0; h < heads; ++h)
    for (int i = 0; i < d_v; ++i)
      means[static_cast<size_t>(h)][static_cast<size_t>(i)] =
          static_cast<real>(sums[static_cast<size_t>(h * d_v + i)] / static_cast<double>(count));
  return means;
}

void MultiHeadAttention::prepare_inference(bool pack) {
  for (Linear* projection : {&query, &key, &value, &output}) projection->prepare_inference(pack);
}

void MultiHeadAttention::infer(const Matrix& query_input, const Matrix& memory, int batch, int queries, int keys,
                               const uint8_t* key_padding, Matrix& y) {
  query.infer(query_input, infer_q_);
  key.infer(memory, infer_k_);
  value.infer(memory, infer_v_);
  rotary.rotate(infer_q_, heads, queries);
  rotary.rotate(infer_k_, heads, keys);
  const Eigen::Index rows = static_cast<Eigen::Index>(batch) * queries;
  infer_context_.resize(rows, static_cast<Eigen::Index>(heads) * d_v);
  const real scale = attention.score_scale();
#pragma omp parallel for schedule(dynamic, 8) \
    collapse(2) if (static_cast <int64_t>(rows) * heads * keys * (d_k + d_v) >= (int64_t(1) << 20))
  for (Eigen::Index row = 0; row < rows; ++row) {
    for (int h = 0; h < heads; ++h) {
      const Eigen::Index b = row / queries, first = b * keys;
      attend_one_query(infer_q_.row(row).data() + h * d_k, infer_k_.data() + first * infer_k_.cols() + h * d_k,
                       infer_k_.cols(), infer_v_.data() + first * infer_v_.cols() + h * d_v, infer_v_.cols(), d_k, d_v,
                       keys, key_padding ? key_padding + b * keys : nullptr, scale,
                       infer_context_.row(row).data() + h * d_v);
    }
  }
  apply_ablation(infer_context_);
  output.infer(infer_context_, y);
}

// dW_Q += dq^T x   dW_K += dk^T m   dW_V += dv^T m   dx = dq W_Q   dm = dk W_K + dv W_V:
// six independent products in one parallel region.
void MultiHeadAttention::backward(const Matrix& dy, Matrix& d_query_input, Matrix& d_memory) {
  output.backward(dy, d_context_);
  // An ablated head's output is a constant: nothing flows back into its attention.
  if (!ablated_.empty())
    for (int h = 0; h < heads; ++h)
      if (ablated_[static_cast<size_t>(h)]) d_context_.middleCols(static_cast<Eigen::Index>(h) * d_v, d_v).setZero();
  attention.backward(d_context_, dq_, dk_, dv_);
  // Rotary: dq = R_t^T dq', dk = R_s^T dk' (dq_ and dk_ stay the gradients of the turned ones).
  const Matrix* dq = &dq_;
  const Matrix* dk = &dk_;
  if (rotary.active()) {
    rotary.rotate(dq_, dq_unturned_, heads, attention.queries(), /*inverse=*/true);
    rotary.rotate(dk_, dk_unturned_, heads, attention.keys(), /*inverse=*/true);
    dq = &dq_unturned_;
    dk = &dk_unturned_;
  }
  multiply({query.weight_gradient_product(*dq), key.weight_gradient_product(*dk), value.weight_gradient_product(dv_),
            query.input_gradient_product(*dq, d_query_input), key.input_gradient_product(*dk, d_memory),
            value.input_gradient_product(dv_, scratch_)});
  query.bias_backward(*dq);
  key.bias_backward(*dk);
  value.bias_backward(dv_);
  add_in_place(d_memory, scratch_);
  if (recorder_) record(recorder_->attention(name));
}

// The example's rows of everything the forward and backward kept; weights and their gradients are
// (B*H*Tq, Tk) with (b, h) the row block [(b*H + h)*Tq, +Tq), so the example's heads are one block.
void MultiHeadAttention::record(AttentionRecord& r) const {
  const StageRecorder& rec = *recorder_;
  const Eigen::Index queries = attention.queries(), block = static_cast<Eigen::Index>(heads) * queries;
  const Eigen::Index first = static_cast<Eigen::Index>(rec.example()) * block;
  r.heads = heads;
  r.d_k = d_k;
  r.d_v = d_v;
  r.scale = attention.score_scale();
  r.dropped = attention.dropout_active();
  r.queries = rec.example_rows(q_);
  r.keys = rec.example_rows(k_);
  r.values = rec.example_rows(v_);
  r.weights = attention.weights().middleRows(first, block);
  r.context = rec.example_rows(context_);
  r.weight_gradient = attention.kept_weight_gradient();
  r.score_gradient = attention.product_gradient().middleRows(first, block) / r.scale;
  r.context_gradient = rec.example_rows(d_context_);
  r.query_gradient = rec.example_rows(dq_);
  r.key_gradient = rec.example_rows(dk_);
  r.value_gradient = rec.example_rows(dv_);
  const Eigen::Index keys = attention.keys();
  r.allowed.resize(queries, keys);
  for (Eigen::Index i = 0; i < queries; ++i)
    for (Eigen::Index j = 0; j < keys; ++j)
      r.allowed(i, j) = attention.mask()->at(rec.example(), static_cast<int>(i), static_cast<int>(j)) ? 1 : 0;
}

void MultiHeadAttention::parameters(const std::string& prefix, ParameterList& out) {
  query.parameters(prefix + "query.", out);
  key.parameters(prefix + "key.", out);
  value.parameters(prefix + "value.", out);
  output.parameters(prefix + "output.", out);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
