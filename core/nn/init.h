// Weight initialisation: Xavier-uniform (the seq2seq Transformer) and N(0, std) (GPT-2: 0.02).
#pragma once

#include <cmath>
#include <random>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// U(-a, a) with a = sqrt(6 / (fan_in + fan_out)); for a [out, in] weight fan_in = cols.
inline void xavier_uniform(Matrix& w, std::mt19937_64& gen) {
  const double a = std::sqrt(6.0 / static_cast<double>(w.rows() + w.cols()));
  std::uniform_real_distribution<double> dist(-a, a);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = static_cast<real>(dist(gen));
}

inline void normal(Matrix& w, double std, std::mt19937_64& gen) {
  std::normal_distribution<double> dist(0.0, std);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = static_cast<real>(dist(gen));
}

inline void uniform(Matrix& w, double low, double high, std::mt19937_64& gen) {
  std::uniform_real_distribution<double> dist(low, high);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = static_cast<real>(dist(gen));
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
