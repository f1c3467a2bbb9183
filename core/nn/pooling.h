// Pooling: one vector per sequence from an encoder's output, for a classifier's head.
//   mean: p[b] = Σ_t real(b,t) h[b,t] / n_b          (n_b = the real, non-padding positions)
//   max:  p[b,c] = max over real t of h[b,t,c]      (each channel picks its own winner)
//   cls:  p[b] = h[b,0]                              (the leading [CLS] token's output)
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class PoolingKind { mean, max, cls };

struct Pooling {
  PoolingKind kind = PoolingKind::mean;

  // h: (B*T, C)  real_positions: (B, T), 1 = a real token  pooled: (B, C)
  void forward(const Matrix& h, int batch, int length, const std::vector<uint8_t>& real_positions, Matrix& pooled);
  // d_pooled: (B, C) → dh: (B*T, C), overwritten: mean spreads evenly over the real positions,
  // max routes each channel's gradient to its winner, cls to position 0.
  void backward(const Matrix& d_pooled, Matrix& dh) const;

  // How much each position of sequence b contributed, summing to 1: mean 1/n_b on each real
  // position; max the share of channels it won; cls 1 at position 0. For the views.
  std::vector<double> position_shares(int b) const;

 private:
  int batch_ = 0, length_ = 0, channels_ = 0;
  std::vector<uint8_t> real_;
  std::vector<int> winner_;  // max: (B, C), the position t of each channel's maximum
  std::vector<int> counts_;  // n_b
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
