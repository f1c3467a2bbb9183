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
//
// Parameters made while a WithoutGradients lives (on the same thread) get their gradient only when
// zero_grad() first runs, as under torch.no_grad(): a model opened to be looked at and run (a GPT-2
// of a billion weights) takes the memory of its weights alone until it trains. Their values start
// unwritten: whoever makes them fills every element.
struct Parameter {
  Matrix value;
  Matrix grad;  // (0, 0) until zero_grad() for a parameter made without gradients

  void resize(Eigen::Index rows, Eigen::Index cols);
  void zero_grad() { grad.setZero(value.rows(), value.cols()); }
};

class WithoutGradients {
 public:
  WithoutGradients() : previous_(active_) { active_ = true; }
  ~WithoutGradients() { active_ = previous_; }
  WithoutGradients(const WithoutGradients&) = delete;
  WithoutGradients& operator=(const WithoutGradients&) = delete;
  static bool active() { return active_; }

 private:
  bool previous_;
  static inline thread_local bool active_ = false;
};

// Made without gradients, a parameter is about to be read from a file that gives every element (a
// model folder, huggingface/): its value is left unwritten, so that opening touches its memory once.
inline void Parameter::resize(Eigen::Index rows, Eigen::Index cols) {
  if (WithoutGradients::active()) {
    value.resize(rows, cols);
    grad.resize(0, 0);
  } else {
    value.setZero(rows, cols);
    grad.setZero(rows, cols);
  }
}

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
