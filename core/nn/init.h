// Weight initialisation: Xavier-uniform (the seq2seq Transformer) and N(0, std) (GPT-2: 0.02).
#pragma once

#include <cmath>
#include <random>
#include <string>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// U(-a, a) with a = sqrt(6 / (fan_in + fan_out)); for a [out, in] weight fan_in = cols.
inline void xavier_uniform(Matrix& w, std::mt19937_64& gen) {
  const double a = std::sqrt(6.0 / static_cast<double>(w.rows() + w.cols()));
  std::uniform_real_distribution<double> dist(-a, a);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = static_cast<real>(dist(gen));
}

// Xavier-uniform of one of attention's query, key and value projections [out, in] as PyTorch's
// nn.MultiheadAttention draws it: there the three are one (3·out, in) matrix, so
// a = sqrt(6 / (in + 3·out)), √2 smaller than a square matrix's own. The Transformer this engine
// is checked against (and compared with) starts so. Drawn like any square matrix instead, the
// small model on Multi30k learned more slowly: validation loss 3.98 / 3.75 after 300 / 400 steps,
// against 3.84 / 3.50 with this draw (docs/benchmarks.md, "How well it learns").
inline void xavier_uniform_in_projection(Matrix& w, std::mt19937_64& gen) {
  const double a = std::sqrt(6.0 / static_cast<double>(w.cols() + 3 * w.rows()));
  std::uniform_real_distribution<double> dist(-a, a);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = static_cast<real>(dist(gen));
}

// True for the weight of an attention's query, key or value projection ("….query.weight").
inline bool is_in_projection_weight(const std::string& name) {
  return name.ends_with(".query.weight") || name.ends_with(".key.weight") || name.ends_with(".value.weight");
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
