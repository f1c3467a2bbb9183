// The engine's numeric types and the row-major layout every layer shares.
//
// Activations are (B*T, C) row-major matrices: one row per token, batch-major, so row b*T + t is
// token t of sequence b. Linear weights are [out, in] as in PyTorch, so y = x W^T + b is one GEMM.
// The scalar type is `real`: float in the engine (twb_core), double in the gradient-check build
// (twb_core_f64). Each build lives in its own inline namespace so the two can never be mixed up.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <string>
#include <vector>

#ifndef TWB_REAL
#define TWB_REAL float
#endif
#ifndef TWB_PRECISION_NS
#define TWB_PRECISION_NS f32
#endif

namespace twb {
inline namespace TWB_PRECISION_NS {

using real = TWB_REAL;
using Matrix = Eigen::Matrix<real, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVector = Eigen::Matrix<real, 1, Eigen::Dynamic>;
// A strided view of a row-major block, e.g. one head's (T, d_k) slice of a (B*T, H*d_k) matrix.
using MatrixMap = Eigen::Map<Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;
using ConstMatrixMap = Eigen::Map<const Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;

// A learnable tensor and the gradient of the loss with respect to it (same shape).
// Biases and gains are 1 x N.
struct Parameter {
  Matrix value;
  Matrix grad;

  void resize(Eigen::Index rows, Eigen::Index cols) {
    value.setZero(rows, cols);
    grad.setZero(rows, cols);
  }
  void zero_grad() { grad.setZero(); }
};

// A module's parameters by their full names ("encoder.layers.0.ffn.linear1.weight"): the
// checkpoint's tensor names, and what the optimizer and the gradient checks walk over.
struct NamedParameter {
  std::string name;
  Parameter* parameter;
};
using ParameterList = std::vector<NamedParameter>;

// Token ids of a padded batch: (B, T) row-major.
struct TokenBatch {
  int batch = 0;   // B
  int length = 0;  // T
  std::vector<int32_t> ids;
  int32_t at(int b, int t) const { return ids[static_cast<size_t>(b) * length + t]; }
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
