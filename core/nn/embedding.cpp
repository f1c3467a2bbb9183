#include "nn/embedding.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "tensor/elementwise.h"
#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void TokenEmbedding::init(int vocab, int dim, int padding, real scale_factor) {
  vocab_size = vocab;
  d_model = dim;
  padding_index = padding;
  scale = scale_factor;
  weight.resize(vocab, dim);
  tied_weight = nullptr;
}

void TokenEmbedding::tie_to(Parameter& shared) {
  assert(shared.value.rows() == vocab_size && shared.value.cols() == d_model);
  tied_weight = &shared;
  weight = Parameter{};
}

// y[n] = E[token[n]] * scale     y: (B*T, C)
void TokenEmbedding::forward(const TokenBatch& batch, Matrix& y) {
  tokens_.save(batch);
  const Eigen::Index n = static_cast<Eigen::Index>(batch.ids.size());
  y.resize(n, d_model);
  const Matrix& table_value = table().value;
  const auto gather = [&](Eigen::Index first, Eigen::Index count) {
    for (Eigen::Index i = first; i < first + count; ++i) {
      const int32_t id = batch.ids[static_cast<size_t>(i)];
      assert(id >= 0 && id < vocab_size);
      y.row(i) = table_value.row(id) * scale;
    }
  };
  if (stays_on_calling_thread(n * d_model))
    gather(0, n);
  else
    for_each_row_block(n, std::max<Eigen::Index>(1, kParallelElements / d_model), gather);
}

// dE[token[n]] += dy[n] * scale. The same token may occur many times in a batch, so the threads
// share the columns, not the rows: each column block takes every row, in order.
void TokenEmbedding::backward(const Matrix& dy) {
  const TokenBatch& tokens = tokens_.get("TokenEmbedding");
  const Eigen::Index n = static_cast<Eigen::Index>(tokens.ids.size());
  Matrix& grad = table().grad;
  for_each_column_block(n, d_model, [&](Eigen::Index c0, Eigen::Index width) {
    for (Eigen::Index i = 0; i < n; ++i) {
      const int32_t id = tokens.ids[static_cast<size_t>(i)];
      if (id == padding_index) continue;
      grad.row(id).segment(c0, width) += dy.row(i).segment(c0, width) * scale;
    }
  });
}

void TokenEmbedding::parameters(const std::string& prefix, ParameterList& out) {
  if (!tied_weight) out.push_back({prefix + "weight", &weight});
}

Matrix sinusoidal_table(int max_len, int d_model) {
  Matrix pe(max_len, d_model);
  for (int pos = 0; pos < max_len; ++pos) {
    for (int dim = 0; dim < d_model; ++dim) {
      const int two_i = dim - dim % 2;  // 2i for both members of a sin/cos pair
      const double angle = pos / std::pow(10000.0, static_cast<double>(two_i) / d_model);
      pe(pos, dim) = static_cast<real>(dim % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
  }
  return pe;
}

void PositionalEncoding::init(PositionKind k, int max_positions, int dim) {
  kind = k;
  max_len = max_positions;
  d_model = dim;
  table.resize(0, 0);
  weight = Parameter{};
  if (kind == PositionKind::sinusoidal)
    table = sinusoidal_table(max_len, d_model);
  else if (kind == PositionKind::learned)
    weight.resize(max_len, d_model);
}

// x[b*T + t] += P[t]     x: (B*T, C)  P: (max_len, C)
void PositionalEncoding::add_to(Matrix& x, int batch, int length) const {
  assert(length <= max_len);
  if (!added()) return;
  const Matrix& p = values();
  const auto add = [&](std::int64_t first, std::int64_t count) {
    for (auto b = first; b < first + count; ++b) x.middleRows(b * length, length) += p.topRows(length);
  };
  if (stays_on_calling_thread(x.size()))
    add(0, batch);
  else
    for_each_row_block(batch, 1, add);
}

void PositionalEncoding::add_position(Matrix& x, int position) const {
  assert(position < max_len);
  if (added()) x.rowwise() += values().row(position);
}

// dP[t] += Σ_b dx[b*T + t]
void PositionalEncoding::backward(const Matrix& dx, int batch, int length) {
  if (kind != PositionKind::learned) return;
  for (int b = 0; b < batch; ++b)
    weight.grad.topRows(length) += dx.middleRows(static_cast<Eigen::Index>(b) * length, length);
}

void PositionalEncoding::parameters(const std::string& prefix, ParameterList& out) {
  if (kind == PositionKind::learned) out.push_back({prefix + "weight", &weight});
}

void InputEmbedding::init(int vocab, int d_model, int max_len, int padding, PositionKind kind, real dropout_p,
                          bool scale_by_sqrt_d_model) {
  tokens.init(vocab, d_model, padding, scale_by_sqrt_d_model ? std::sqrt(static_cast<real>(d_model)) : real(1));
  positions.init(kind, max_len, d_model);
  dropout.p = dropout_p;
}

// h = Drop(E[token] * sqrt(d_model) + P[position])
void InputEmbedding::forward(Context& ctx, const TokenBatch& batch, Matrix& h) {
  batch_ = batch.batch;
  length_ = batch.length;
  recorder_ = ctx.recorder;
  tokens.forward(batch, h);
  if (recorder_) recorder_->forward("embedding", h);
  positions.add_to(h, batch_, length_);
  if (recorder_ && positions.added()) recorder_->forward("positions", h);
  dropout.forward(ctx, h);
}

void InputEmbedding::backward(Matrix& dh) {
  dropout.backward(dh);
  if (recorder_) {  // the sum's gradient is each term's
    if (positions.added()) recorder_->backward("positions", dh);
    recorder_->backward("embedding", dh);
  }
  positions.backward(dh, batch_, length_);
  tokens.backward(dh);
}

void InputEmbedding::parameters(const std::string& prefix, ParameterList& out) {
  tokens.parameters(prefix + "token.", out);
  positions.parameters(prefix + "position.", out);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
