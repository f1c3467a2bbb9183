#include "nn/dropout.h"

#include <cassert>
#include <cmath>

#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Element i is dropped when its 32 random bits fall below p · 2^32. One plain loop per block of
// 16384 elements, vectorised by the compiler (the hash is multiplies, shifts and xors).
void draw_dropout_scale(CounterRng& rng, real p, Matrix& scale) {
  const CounterRng::Bits32 bits = rng.bits32(rng.new_stream());
  const real keep_scale = real(1) / (real(1) - p);
  const double threshold_real = std::ldexp(static_cast<double>(p), 32);
  const uint32_t threshold = threshold_real >= 4294967295.0 ? 4294967295U : static_cast<uint32_t>(threshold_real);
  real* s = scale.data();
  const Eigen::Index n = scale.size();
  assert(n <= Eigen::Index(4294967295LL));
  constexpr std::int64_t kBlock = 16384;
  for_each_row_block(n, kBlock, [&](std::int64_t first, std::int64_t count) {
    const auto begin = static_cast<uint32_t>(first);
    const auto end = static_cast<uint32_t>(first + count);
#pragma omp simd
    for (uint32_t i = begin; i < end; ++i) s[i] = bits(i) < threshold ? real(0) : keep_scale;
  });
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
