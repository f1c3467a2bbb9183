// Position-wise feed-forward network, "Attention Is All You Need" eq. (2), with dropout between
// its two layers as in the reference implementations:
//   FFN(x) = W2 Drop(act(W1 x + b1)) + b2       act: ReLU (the paper) or GELU (GPT)
#pragma once

#include <string>

#include "nn/context.h"
#include "nn/dropout.h"
#include "nn/linear.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class Activation {
  relu,
  gelu,       // exact: x Φ(x), as torch.nn.GELU()
  gelu_tanh,  // the tanh approximation of GPT-2, as torch.nn.GELU(approximate="tanh")
};

// Elementwise activation and its derivative, on whole matrices.
void activation_forward(Activation act, const Matrix& x, Matrix& y);
// dx = dy ⊙ act'(x)
void activation_backward(Activation act, const Matrix& x, const Matrix& dy, Matrix& dx);

struct FeedForward {
  Activation activation = Activation::relu;
  Linear linear1;  // C → d_ff
  Linear linear2;  // d_ff → C
  Dropout dropout;

  void init(int d_model, int d_ff, Activation act, real dropout_p);
  // x: (N, C)  hidden: (N, d_ff)  y: (N, C)
  void forward(Context& ctx, const Matrix& x, Matrix& y);
  // Evaluation mode for decoding, row by row (Linear::infer): a row's y depends on its x alone.
  void infer(const Matrix& x, Matrix& y);
  void prepare_inference(bool pack = true);  // both layers' (Linear::prepare_inference)
  // dy: (N, C) → dx: (N, C), overwritten.
  void backward(const Matrix& dy, Matrix& dx);
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  Matrix pre_activation_;  // W1 x + b1
  Matrix hidden_;          // Drop(act(W1 x + b1))
  Matrix d_hidden_, d_pre_activation_;
  Matrix infer_pre_activation_, infer_hidden_;  // infer's own, so that it leaves forward's alone
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
