#include "nn/dropout.h"

#include <cassert>
#include <cmath>

#include "tensor/elementwise.h"
#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

// scale[k] for the elements first .. first + count - 1: plain values and a restrict pointer, so
// that the compiler vectorises the hash (AVX-512: 16 elements an instruction).
void fill_dropout_scale(real* __restrict scale, uint32_t first, uint32_t count, CounterRng::Bits32 bits,
                        uint32_t threshold, real keep_scale) {
  const uint32_t key_low = bits.key_low, key_high = bits.key_high;
#pragma omp simd
  for (uint32_t k = 0; k < count; ++k) {
    const uint32_t draw = CounterRng::hash32(CounterRng::hash32((first + k) ^ key_low) + key_high);
    scale[k] = draw < threshold ? real(0) : keep_scale;
  }
}

}  // namespace

// Element i is dropped when its 32 random bits fall below p · 2^32. One plain loop per block of
// 16384 elements, vectorised by the compiler (the hash is multiplies, shifts and xors).
void draw_dropout_scale(CounterRng& rng, real p, Matrix& scale, Matrix* apply_to) {
  const CounterRng::Bits32 bits = rng.bits32(rng.new_stream());
  const real keep_scale = real(1) / (real(1) - p);
  const double threshold_real = std::ldexp(static_cast<double>(p), 32);
  const uint32_t threshold = threshold_real >= 4294967295.0 ? 4294967295U : static_cast<uint32_t>(threshold_real);
  real* s = scale.data();
  const Eigen::Index n = scale.size();
  assert(n <= Eigen::Index(4294967295LL));
  assert(!apply_to || (apply_to->rows() == scale.rows() && apply_to->cols() == scale.cols()));
  real* x = apply_to ? apply_to->data() : nullptr;
  constexpr std::int64_t kBlock = 16384;
  for_each_row_block(n, kBlock, [s, x, bits, threshold, keep_scale](std::int64_t first, std::int64_t count) {
    fill_dropout_scale(s + first, static_cast<uint32_t>(first), static_cast<uint32_t>(count), bits, threshold,
                       keep_scale);
    if (x) {
      using Span = Eigen::Map<Eigen::Array<real, Eigen::Dynamic, 1>>;
      Span(x + first, count) *= Span(s + first, count);
    }
  });
}

void Dropout::forward(Context& ctx, Matrix& x) {
  active_ = ctx.training && p > 0;
  if (!active_) return;
  scale_.resize(x.rows(), x.cols());
  draw_dropout_scale(ctx.rng, p, scale_, &x);
}

void Dropout::backward(Matrix& grad) const {
  if (active_) multiply_in_place(grad, scale_);
}

void Dropout::backward(const Matrix& dy, Matrix& dx) const {
  if (active_)
    assign_product(dx, dy, scale_);
  else
    assign_copy(dx, dy);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
