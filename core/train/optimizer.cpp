#include "train/optimizer.h"

#include <algorithm>
#include <cmath>

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {
constexpr Eigen::Index kChunkElements = 16384;  // 64 KiB of floats: a few microseconds of work
}  // namespace

ParameterChunks::ParameterChunks(const ParameterList& list) : parameters(list) {
  for (size_t i = 0; i < list.size(); ++i) {
    // A parameter made without gradients (tensor.h) gets its gradient when it starts to train.
    if (list[i].parameter->grad.size() != list[i].parameter->value.size()) list[i].parameter->zero_grad();
    const Eigen::Index n = list[i].parameter->value.size();
    for (Eigen::Index begin = 0; begin < n; begin += kChunkElements)
      chunks.push_back({i, begin, std::min(n, begin + kChunkElements)});
  }
  partial_sums.resize(chunks.size());
}

void zero_gradients(const ParameterChunks& c) {
  const auto count = static_cast<Eigen::Index>(c.chunks.size());
#pragma omp parallel for schedule(dynamic, 4)
  for (Eigen::Index k = 0; k < count; ++k) {
    const auto& chunk = c.chunks[static_cast<size_t>(k)];
    real* g = c.parameters[chunk.parameter].parameter->grad.data();
    std::fill(g + chunk.begin, g + chunk.end, real(0));
  }
}

namespace {

// One chunk of Adam's update, [begin, end) of one parameter's elements; with kSums its Σ Δw² and
// Σ w² (w before the update), with kAverage the running average's step after the update.
struct AdamChunk {
  real* w;
  const real* g;
  real *m, *v, *a;
  real beta1, beta2, step_size, inv_sqrt_bc2, eps, rate;
};

template <bool kSums, bool kAverage>
void adam_chunk(const AdamChunk& c, Eigen::Index begin, Eigen::Index end, real& update_squares, real& weight_squares) {
  real* w = c.w;
  const real* g = c.g;
  real *m = c.m, *v = c.v, *a = c.a;
  real us = 0, ws = 0;
#pragma omp simd reduction(+ : us, ws)
  for (Eigen::Index j = begin; j < end; ++j) {
    m[j] = c.beta1 * m[j] + (1 - c.beta1) * g[j];
    v[j] = c.beta2 * v[j] + (1 - c.beta2) * g[j] * g[j];
    const real update = c.step_size * m[j] / (std::sqrt(v[j]) * c.inv_sqrt_bc2 + c.eps);
    if constexpr (kSums) {
      ws += w[j] * w[j];
      us += update * update;
    }
    w[j] -= update;
    if constexpr (kAverage) a[j] += c.rate * (w[j] - a[j]);
  }
  update_squares = us;
  weight_squares = ws;
}

}  // namespace

void Adam::step(const ParameterChunks& c, double learning_rate, ChunkSums* sums, const RunningAverage* average) {
  const ParameterList& params = c.parameters;
  if (m_.size() != params.size()) {
    m_.clear();
    v_.clear();
    for (const auto& p : params) {
      m_.push_back(Matrix::Zero(p.parameter->value.rows(), p.parameter->value.cols()));
      v_.push_back(Matrix::Zero(p.parameter->value.rows(), p.parameter->value.cols()));
    }
  }
  if (average && (!average->weights || average->weights->size() != params.size())) average = nullptr;
  ++steps_;
  const double bias_correction1 = 1 - std::pow(settings_.beta1, static_cast<double>(steps_));
  const double bias_correction2 = 1 - std::pow(settings_.beta2, static_cast<double>(steps_));
  AdamChunk proto{};
  proto.step_size = static_cast<real>(learning_rate / bias_correction1);
  proto.inv_sqrt_bc2 = static_cast<real>(1 / std::sqrt(bias_correction2));
  proto.beta1 = static_cast<real>(settings_.beta1);
  proto.beta2 = static_cast<real>(settings_.beta2);
  proto.eps = static_cast<real>(settings_.eps);
  proto.rate = average ? average->rate : 0;
  const auto count = static_cast<Eigen::Index>(c.chunks.size());
  if (sums) {
    sums->update_squares.resize(c.chunks.size());
    sums->weight_squares.resize(c.chunks.size());
  }
#pragma omp parallel for schedule(dynamic, 2)
  for (Eigen::Index k = 0; k < count; ++k) {
    const auto& chunk = c.chunks[static_cast<size_t>(k)];
    AdamChunk part = proto;
    part.w = params[chunk.parameter].parameter->value.data();
    part.g = params[chunk.parameter].parameter->grad.data();
    part.m = m_[chunk.parameter].data();
    part.v = v_[chunk.parameter].data();
    part.a = average ? (*average->weights)[chunk.parameter].data() : nullptr;
    real us = 0, ws = 0;
    if (sums && average)
      adam_chunk<true, true>(part, chunk.begin, chunk.end, us, ws);
    else if (sums)
      adam_chunk<true, false>(part, chunk.begin, chunk.end, us, ws);
    else if (average)
      adam_chunk<false, true>(part, chunk.begin, chunk.end, us, ws);
    else
      adam_chunk<false, false>(part, chunk.begin, chunk.end, us, ws);
    if (sums) {
      sums->update_squares[static_cast<size_t>(k)] = us;
      sums->weight_squares[static_cast<size_t>(k)] = ws;
    }
  }
}

// Each chunk's sum of squares in double, then the chunks' sums in their order: the same for any
// thread count.
double gradient_norm(const ParameterChunks& c) {
  const auto count = static_cast<Eigen::Index>(c.chunks.size());
#pragma omp parallel for schedule(dynamic, 4)
  for (Eigen::Index k = 0; k < count; ++k) {
    const auto& chunk = c.chunks[static_cast<size_t>(k)];
    const real* g = c.parameters[chunk.parameter].parameter->grad.data();
    double sum = 0;
#pragma omp simd reduction(+ : sum)
    for (Eigen::Index j = chunk.begin; j < chunk.end; ++j) sum += static_cast<double>(g[j]) * g[j];
    c.partial_sums[static_cast<size_t>(k)] = sum;
  }
  double sum = 0;
  for (const double s : c.partial_sums) sum += s;
  return std::sqrt(sum);
}

double clip_gradient_norm(const ParameterChunks& c, double max_norm) {
  const double norm = gradient_norm(c);
  if (max_norm > 0 && norm > max_norm) {
    const auto scale = static_cast<real>(max_norm / (norm + 1e-6));
    const auto count = static_cast<Eigen::Index>(c.chunks.size());
#pragma omp parallel for schedule(dynamic, 4)
    for (Eigen::Index k = 0; k < count; ++k) {
      const auto& chunk = c.chunks[static_cast<size_t>(k)];
      real* g = c.parameters[chunk.parameter].parameter->grad.data();
      for (Eigen::Index j = chunk.begin; j < chunk.end; ++j) g[j] *= scale;
    }
  }
  return norm;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
