// Layer normalisation over the last dimension, in the three forms found in the wild:
//   standard          y = γ (x - μ) / sqrt(σ²_biased + ε) + β        torch.nn.LayerNorm
//   unbiased_variance y = γ (x - μ) / sqrt(σ²_unbiased + ε) + β      some walk-throughs
//   std_eps_outside   y = γ (x - μ) / (σ_unbiased + ε) + β          The Annotated Transformer
// with μ the row mean, σ²_biased = Σ(x-μ)²/C, σ²_unbiased = Σ(x-μ)²/(C-1) (torch.std's default).
#pragma once

#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class LayerNormKind { standard, unbiased_variance, std_eps_outside };

struct LayerNorm {
  int dim = 0;
  real eps = real(1e-5);
  LayerNormKind kind = LayerNormKind::standard;
  Parameter gain;  // γ: (1, C), ones
  Parameter bias;  // β: (1, C), zeros

  void init(int d, LayerNormKind k = LayerNormKind::standard, real epsilon = real(1e-5));
  // x: (N, C)  y: (N, C). Keeps x̂ and the per-row scale for backward.
  void forward(const Matrix& x, Matrix& y);
  // dy: (N, C)  dx: (N, C), overwritten. Accumulates dγ and dβ.
  void backward(const Matrix& dy, Matrix& dx);
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  Matrix normalized_;        // x̂ = (x - μ) / s: (N, C)
  std::vector<real> scale_;  // s per row: sqrt(var + ε) or std + ε
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
