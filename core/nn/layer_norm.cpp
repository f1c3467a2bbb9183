#include "nn/layer_norm.h"

#include <cmath>

#include "tensor/elementwise.h"
#include "tensor/row_invariant.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void LayerNorm::init(int d, LayerNormKind k, real epsilon) {
  dim = d;
  kind = k;
  eps = epsilon;
  gain.resize(1, d);
  gain.value.setOnes();
  bias.resize(1, d);
}

// The variance's divisor: C for the standard form, C - 1 for the unbiased ones.
static real variance_divisor(LayerNormKind kind, int dim) {
  return static_cast<real>(kind == LayerNormKind::standard ? dim : dim - 1);
}

// y = γ x̂ + β,  x̂ = (x - μ) / s     x, y: (N, C)
void LayerNorm::forward(const Matrix& x, Matrix& y) {
  const Eigen::Index n = x.rows();
  normalized_.resize(n, dim);
  scale_.resize(static_cast<size_t>(n));
  y.resize(n, dim);
  const real divisor = variance_divisor(kind, dim);
#pragma omp parallel for schedule(dynamic, 32) if (n >= 64)
  for (Eigen::Index r = 0; r < n; ++r) {
    // The sums in a fixed order (tensor/row_invariant.h): a row's statistics do not depend on where
    // the row lies in memory (Eigen's own reductions start at an aligned address), so a sentence's
    // rows normalise the same in any batch.
    const real mean = sum_in_fixed_order(x.row(r).data(), dim) / static_cast<real>(dim);
    auto centered = normalized_.row(r);
    centered = (x.row(r).array() - mean).matrix();
    const real variance = dot_in_fixed_order(centered.data(), centered.data(), dim) / divisor;
    const real s = kind == LayerNormKind::std_eps_outside ? std::sqrt(variance) + eps : std::sqrt(variance + eps);
    scale_[static_cast<size_t>(r)] = s;
    centered /= s;
    y.row(r) = centered.cwiseProduct(gain.value.row(0)) + bias.value.row(0);
  }
}

// With d = x - μ = x̂ s and v the variance:
//   dx̂ = dy ⊙ γ
//   ∂L/∂s = -Σ_i dx̂_i x̂_i / s
//   ds/dv = 1 / (2 sqrt(v + ε)) = 1/(2s)   (ε inside)      or 1 / (2 sqrt(v)) = 1/(2(s-ε))   (outside)
//   ∂L/∂d_i = dx̂_i / s + ∂L/∂s · ds/dv · 2 d_i / divisor
//   dx_i = ∂L/∂d_i - mean_j ∂L/∂d_j        (μ depends on every x_j)
// dγ += Σ_rows dy ⊙ x̂     dβ += Σ_rows dy
void LayerNorm::backward(const Matrix& dy, Matrix& dx) {
  const Eigen::Index n = dy.rows();
  dx.resize(n, dim);
  const real divisor = variance_divisor(kind, dim);
#pragma omp parallel for schedule(dynamic, 32) if (n >= 64)
  for (Eigen::Index r = 0; r < n; ++r) {
    const real s = scale_[static_cast<size_t>(r)];
    const auto xhat = normalized_.row(r);
    auto d = dx.row(r);
    d = dy.row(r).cwiseProduct(gain.value.row(0));  // dx̂
    const real dL_ds = -d.dot(xhat) / s;
    const real ds_dv = kind == LayerNormKind::std_eps_outside ? real(0.5) / (s - eps) : real(0.5) / s;
    const real coeff = dL_ds * ds_dv * real(2) * s / divisor;  // multiplies x̂_i (d_i = x̂_i s)
    d = d / s + coeff * xhat;                                  // ∂L/∂d
    d.array() -= d.mean();
  }
  add_column_sums(dy, normalized_, gain.grad, bias.grad);
}

void LayerNorm::parameters(const std::string& prefix, ParameterList& out) {
  out.push_back({prefix + "weight", &gain});
  out.push_back({prefix + "bias", &bias});
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
