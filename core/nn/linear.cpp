#include "nn/linear.h"

#include <cassert>

namespace twb {
inline namespace TWB_PRECISION_NS {

void Linear::init(int in, int out, bool with_bias) {
  in_features = in;
  out_features = out;
  has_bias = with_bias;
  weight.resize(out, in);
  if (has_bias) bias.resize(1, out);
  else bias = Parameter{};
}

// y = x W^T + b     x: (N, in)  W: (out, in)  b: (1, out)  y: (N, out)
void Linear::forward(const Matrix& x, Matrix& y) {
  assert(x.cols() == in_features);
  input_ = &x;
  y.resize(x.rows(), out_features);
  y.noalias() = x * weight.value.transpose();
  if (has_bias) y.rowwise() += bias.value.row(0);
}

// dW += dy^T x    db += Σ_rows dy
void Linear::backward_parameters(const Matrix& dy) {
  weight.grad.noalias() += dy.transpose() * (*input_);
  if (has_bias) bias.grad.row(0) += dy.colwise().sum();
}

// dx = dy W     dy: (N, out)  dx: (N, in)
void Linear::backward(const Matrix& dy, Matrix& dx) {
  backward_parameters(dy);
  dx.resize(dy.rows(), in_features);
  dx.noalias() = dy * weight.value;
}

void Linear::parameters(const std::string& prefix, ParameterList& out) {
  out.push_back({prefix + "weight", &weight});
  if (has_bias) out.push_back({prefix + "bias", &bias});
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
