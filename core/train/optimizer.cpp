#include "train/optimizer.h"

#include <cmath>

namespace twb {
inline namespace TWB_PRECISION_NS {

void Adam::step(ParameterList& params, double learning_rate) {
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
  for (size_t i = 0; i < params.size(); ++i) {
    real* w = params[i].parameter->value.data();
    const real* g = params[i].parameter->grad.data();
    real* m = m_[i].data();
    real* v = v_[i].data();
    const Eigen::Index n = params[i].parameter->value.size();
#pragma omp parallel for schedule(static) if (n > 32768)
    for (Eigen::Index j = 0; j < n; ++j) {
      m[j] = beta1 * m[j] + (1 - beta1) * g[j];
      v[j] = beta2 * v[j] + (1 - beta2) * g[j] * g[j];
      w[j] -= step_size * m[j] / (std::sqrt(v[j]) * inv_sqrt_bc2 + eps);
    }
  }
}

double gradient_norm(const ParameterList& params) {
  double sum = 0;
  for (const auto& p : params) sum += p.parameter->grad.template cast<double>().squaredNorm();
  return std::sqrt(sum);
}

double clip_gradient_norm(ParameterList& params, double max_norm) {
  const double norm = gradient_norm(params);
  if (max_norm > 0 && norm > max_norm) {
    const auto scale = static_cast<real>(max_norm / (norm + 1e-6));
    for (auto& p : params) p.parameter->grad *= scale;
  }
  return norm;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
