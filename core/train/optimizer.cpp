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

void Adam::step(const ParameterChunks& c, double learning_rate, ChunkSums* sums) {
  const ParameterList& params = c.parameters;
  if (m_.size() != params.size()) {
    m_.clear();
    v_.clear();
    for (const auto& p : params) {
      m_.push_back(Matrix::Zero(p.parameter->value.rows(), p.parameter->value.cols()));
      v_.push_back(Matrix::Zero(p.parameter->value.rows(), p.parameter->value.cols()));
    }
  }
  ++steps_;
  const double bias_correction1 = 1 - std::pow(settings_.beta1, static_cast<double>(steps_));
  const double bias_correction2 = 1 - std::pow(settings_.beta2, static_cast<double>(steps_));
  const auto step_size = static_cast<real>(learning_rate / bias_correction1);
  const auto inv_sqrt_bc2 = static_cast<real>(1 / std::sqrt(bias_correction2));
  const auto beta1 = static_cast<real>(settings_.beta1), beta2 = static_cast<real>(settings_.beta2);
  const auto eps = static_cast<real>(settings_.eps);
  const auto count = static_cast<Eigen::Index>(c.chunks.size());
  if (sums) {
    sums->update_squares.resize(c.chunks.size());
    sums->weight_squares.resize(c.chunks.size());
  }
#pragma omp parallel for schedule(dynamic, 2)
  for (Eigen::Index k = 0; k < count; ++k) {
    const auto& chunk = c.chunks[static_cast<size_t>(k)];
    real* w = params[chunk.parameter].parameter->value.data();
    const real* g = params[chunk.parameter].parameter->grad.data();
    real* m = m_[chunk.parameter].data();
    real* v = v_[chunk.parameter].data();
    if (!sums) {
#pragma omp simd
      for (Eigen::Index j = chunk.begin; j < chunk.end; ++j) {
        m[j] = beta1 * m[j] + (1 - beta1) * g[j];
        v[j] = beta2 * v[j] + (1 - beta2) * g[j] * g[j];
        w[j] -= step_size * m[j] / (std::sqrt(v[j]) * inv_sqrt_bc2 + eps);
      }
      continue;
    }
    real update_squares = 0, weight_squares = 0;
#pragma omp simd reduction(+ : update_squares, weight_squares)
    for (Eigen::Index j = chunk.begin; j < chunk.end; ++j) {
      m[j] = beta1 * m[j] + (1 - beta1) * g[j];
      v[j] = beta2 * v[j] + (1 - beta2) * g[j] * g[j];
      const real update = step_size * m[j] / (std::sqrt(v[j]) * inv_sqrt_bc2 + eps);
      weight_squares += w[j] * w[j];
      update_squares += update * update;
      w[j] -= update;
    }
    sums->update_squares[static_cast<size_t>(k)] = update_squares;
    sums->weight_squares[static_cast<size_t>(k)] = weight_squares;
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
