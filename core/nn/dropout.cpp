#include "nn/dropout.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void draw_dropout_scale(CounterRng& rng, real p, Matrix& scale) {
  const uint64_t stream = rng.new_stream();
  const real keep_scale = real(1) / (real(1) - p);
  real* s = scale.data();
  const Eigen::Index n = scale.size();
#pragma omp parallel for schedule(static) if (n > 65536)
  for (Eigen::Index i = 0; i < n; ++i)
    s[i] = rng.uniform(stream, static_cast<uint64_t>(i)) < p ? real(0) : keep_scale;
}

void Dropout::forward(Context& ctx, Matrix& x) {
  active_ = ctx.training && p > 0;
  if (!active_) return;
  scale_.resize(x.rows(), x.cols());
  draw_dropout_scale(ctx.rng, p, scale_);
  x.array() *= scale_.array();
}

void Dropout::backward(Matrix& grad) const {
  if (active_) grad.array() *= scale_.array();
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
