// Dropout (inverted): y = x ⊙ m / (1 - p) with m ~ Bernoulli(1 - p) in training; the identity in
// evaluation mode or when p = 0. Works in place on the tensor it is given.
#pragma once

#include "nn/context.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct Dropout {
  real p = 0;

  // x: (N, C), modified in place. Remembers the mask for backward.
  void forward(Context& ctx, Matrix& x);
  // grad: (N, C), modified in place: the same mask and scale as the forward.
  void backward(Matrix& grad) const;
  // dx = dy ⊙ the forward's scale (dx = dy when inactive); dx is resized.
  void backward(const Matrix& dy, Matrix& dx) const;

  bool active() const { return active_; }
  const Matrix& scale() const { return scale_; }  // 0 or 1/(1-p) per element, when active

 private:
  bool active_ = false;
  Matrix scale_;
};

// Fills `scale` with 0 (probability p) or 1/(1-p), from the rng's next stream. Shared with the
// attention layer, which drops attention weights. With `apply_to` (the same shape), also
// multiplies it by the scale, block by block while the block is in cache.
void draw_dropout_scale(CounterRng& rng, real p, Matrix& scale, Matrix* apply_to = nullptr);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
