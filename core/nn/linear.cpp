#include "nn/linear.h"

#include <cassert>
#include <stdexcept>

#include "tensor/elementwise.h"
#include "tensor/row_invariant.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void Linear::init(int in, int out, bool with_bias) {
  in_features = in;
  out_features = out;
  has_bias = with_bias;
  weight.resize(out, in);
  if (has_bias)
    bias.resize(1, out);
  else
    bias = Parameter{};
  tied_weight = nullptr;
}

void Linear::init_tied(Parameter& shared, bool with_bias) {
  in_features = static_cast<int>(shared.value.cols());
  out_features = static_cast<int>(shared.value.rows());
  has_bias = with_bias;
  weight = Parameter{};
  if (has_bias)
    bias.resize(1, out_features);
  else
    bias = Parameter{};
  tied_weight = &shared;
}

void Linear::tie_weight_to(Parameter& shared) {
  assert(shared.value.rows() == out_features && shared.value.cols() == in_features);
  tied_weight = &shared;
  weight = Parameter{};
}

// y = x W^T + b     x: (N, in)  W: (out, in)  b: (1, out)  y: (N, out)
Product Linear::forward_product(const Matrix& x, Matrix& y) {
  assert(x.cols() == in_features);
  input_.save(x);
  y.resize(x.rows(), out_features);
  return {&x, Op::none, &W().value, Op::transpose, &y, false, has_bias ? &bias.value : nullptr};
}

// dW += dy^T x     dy: (N, out)  x: (N, in)  dW: (out, in)
Product Linear::weight_gradient_product(const Matrix& dy) {
  const Matrix& x = input_.get("Linear");
  assert(dy.rows() == x.rows());
  return {&dy, Op::transpose, &x, Op::none, &W().grad, true, nullptr};
}

// dx = dy W     dy: (N, out)  W: (out, in)  dx: (N, in)
Product Linear::input_gradient_product(const Matrix& dy, Matrix& dx) const {
  dx.resize(dy.rows(), in_features);
  return {&dy, Op::none, &W().value, Op::none, &dx, false, nullptr};
}

// db += Σ_rows dy
void Linear::bias_backward(const Matrix& dy) {
  if (has_bias) add_column_sums(dy, bias.grad);
}

void Linear::forward(const Matrix& x, Matrix& y) { multiply({forward_product(x, y)}); }

void Linear::prepare_inference(bool pack) {
  if (pack) {
    pack_rows_weights(W().value, has_bias ? &bias.value : nullptr, inference_weights_);
    inference_ = Inference::packed;
  } else {
    inference_weights_ = RowsWeights{};
    inference_ = Inference::in_place;
  }
}

void Linear::infer(const Matrix& x, Matrix& y) const {
  assert(x.cols() == in_features);
  if (inference_ == Inference::in_place) {
    multiply_rows_unpacked(x, W().value, has_bias ? &bias.value : nullptr, y);
    return;
  }
  if (inference_ == Inference::unprepared || inference_weights_.in != in_features ||
      inference_weights_.out != out_features)
    throw std::logic_error("Linear::infer before prepare_inference()");
  multiply_rows(x, inference_weights_, y);
}

void Linear::backward_parameters(const Matrix& dy) {
  multiply({weight_gradient_product(dy)});
  bias_backward(dy);
}

void Linear::backward(const Matrix& dy, Matrix& dx) {
  multiply({weight_gradient_product(dy), input_gradient_product(dy, dx)});
  bias_backward(dy);
}

void Linear::parameters(const std::string& prefix, ParameterList& out) {
  if (!tied_weight) out.push_back({prefix + "weight", &weight});
  if (has_bias) out.push_back({prefix + "bias", &bias});
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
