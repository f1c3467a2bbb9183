#include "nn/feed_forward.h"

#include <cmath>
#include <unsupported/Eigen/SpecialFunctions>  // erf on arrays

#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440;
constexpr double kInvSqrt2Pi = 0.39894228040143267794;
constexpr double kSqrt2OverPi = 0.79788456080286535588;
constexpr double kGeluCubic = 0.044715;
constexpr Eigen::Index kActivationRows = 32;
}  // namespace

// Both run over blocks of rows, each block one vectorised Eigen expression (Eigen's packet tanh,
// exp and erf: AVX2/AVX-512 in the float engine).
void activation_forward(Activation act, const Matrix& x, Matrix& y) {
  y.resize(x.rows(), x.cols());
  for_each_row_block(x.rows(), kActivationRows, [&](Eigen::Index r0, Eigen::Index n) {
    const auto v = x.middleRows(r0, n).array();
    auto out = y.middleRows(r0, n).array();
    switch (act) {
      case Activation::relu:
        out = v.max(real(0));
        break;
      case Activation::gelu:  // x Φ(x) = x/2 (1 + erf(x/√2))
        out = real(0.5) * v * (real(1) + (v * real(kInvSqrt2)).erf());
        break;
      case Activation::gelu_tanh:  // x/2 (1 + tanh(√(2/π) (x + 0.044715 x³)))
        out = real(0.5) * v * (real(1) + (real(kSqrt2OverPi) * (v + real(kGeluCubic) * v.cube())).tanh());
        break;
    }
  });
}

void activation_backward(Activation act, const Matrix& x, const Matrix& dy, Matrix& dx) {
  dx.resize(x.rows(), x.cols());
  for_each_row_block(x.rows(), kActivationRows, [&](Eigen::Index r0, Eigen::Index n) {
    const auto v = x.middleRows(r0, n).array();
    const auto g = dy.middleRows(r0, n).array();
    auto d = dx.middleRows(r0, n).array();
    switch (act) {
      case Activation::relu:
        d = (v > real(0)).select(g, real(0));
        break;
      case Activation::gelu:  // Φ(x) + x φ(x)
        d = g * (real(0.5) * (real(1) + (v * real(kInvSqrt2)).erf()) +
                 v * real(kInvSqrt2Pi) * (real(-0.5) * v.square()).exp());
        break;
      case Activation::gelu_tanh: {  // u = √(2/π)(x + c x³):  ½(1 + tanh u) + ½ x (1 - tanh² u) √(2/π)(1 + 3c x²)
        d = (real(kSqrt2OverPi) * (v + real(kGeluCubic) * v.cube())).tanh();  // t = tanh u, kept in dx
        d = g * (real(0.5) * (real(1) + d) + real(0.5) * v * (real(1) - d.square()) * real(kSqrt2OverPi) *
                                                 (real(1) + real(3 * kGeluCubic) * v.square()));
        break;
      }
    }
  });
}

void FeedForward::init(int d_model, int d_ff, Activation act, real dropout_p) {
  activation = act;
  linear1.init(d_model, d_ff);
  linear2.init(d_ff, d_model);
  dropout.p = dropout_p;
}

// pre = x W1^T + b1 (N, d_ff);  hidden = Drop(act(pre));  y = hidden W2^T + b2 (N, C)
void FeedForward::forward(Context& ctx, const Matrix& x, Matrix& y) {
  linear1.forward(x, pre_activation_);
  activation_forward(activation, pre_activation_, hidden_);
  dropout.forward(ctx, hidden_);
  linear2.forward(hidden_, y);
}

void FeedForward::prepare_inference(bool pack) {
  linear1.prepare_inference(pack);
  linear2.prepare_inference(pack);
}

void FeedForward::infer(const Matrix& x, Matrix& y) {
  linear1.infer(x, infer_pre_activation_);
  activation_forward(activation, infer_pre_activation_, infer_hidden_);
  linear2.infer(infer_hidden_, y);
}

void FeedForward::backward(const Matrix& dy, Matrix& dx) {
  linear2.backward(dy, d_hidden_);
  dropout.backward(d_hidden_);
  activation_backward(activation, pre_activation_, d_hidden_, d_pre_activation_);
  linear1.backward(d_pre_activation_, dx);
}

void FeedForward::parameters(const std::string& prefix, ParameterList& out) {
  linear1.parameters(prefix + "linear1.", out);
  linear2.parameters(prefix + "linear2.", out);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
