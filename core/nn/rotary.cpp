#include "nn/rotary.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "tensor/elementwise.h"
#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void RotaryPositions::init(int max_positions, int head_dim, int rotated_dims, double angle_base) {
  rotated = rotated_dims > 0 ? rotated_dims : head_dim;
  assert(rotated % 2 == 0 && rotated <= head_dim);
  d_k = head_dim;
  base = angle_base;
  max_len = max_positions;
  const int half = rotated / 2;
  cos_table.resize(max_positions, half);
  sin_table.resize(max_positions, half);
  for (int p = 0; p < max_positions; ++p)
    for (int i = 0; i < half; ++i) {
      const double angle = p * frequency(i);
      cos_table(p, i) = static_cast<real>(std::cos(angle));
      sin_table(p, i) = static_cast<real>(std::sin(angle));
    }
}

double RotaryPositions::frequency(int pair) const { return std::pow(base, -2.0 * pair / rotated); }

// Each pair is read whole before it is written, so `out` may be `in`; the unturned features are
// copied when it is not.
void RotaryPositions::rotate_row(const real* in, real* out, int heads, int position, bool inverse) const {
  assert(position >= 0 && position < max_len);
  const int half = rotated / 2;
  const real* c = cos_table.row(position).data();
  const real* s = sin_table.row(position).data();
  const real sign = inverse ? real(-1) : real(1);
  for (int h = 0; h < heads; ++h) {
    const real* x = in + static_cast<Eigen::Index>(h) * d_k;
    real* y = out + static_cast<Eigen::Index>(h) * d_k;
    for (int i = 0; i < half; ++i) {
      const real a = x[i], b = x[i + half], si = sign * s[i];
      y[i] = a * c[i] - b * si;
      y[i + half] = b * c[i] + a * si;
    }
    if (y != x) std::copy(x + rotated, x + d_k, y + rotated);
  }
}

void RotaryPositions::rotate(const Matrix& in, Matrix& out, int heads, int length, bool inverse) const {
  if (!active()) return;
  assert(in.cols() == static_cast<Eigen::Index>(heads) * d_k && in.rows() % length == 0);
  out.resize(in.rows(), in.cols());
  for_each_row_block(in.rows(), std::max<Eigen::Index>(1, kParallelElements / in.cols()),
                     [&](Eigen::Index first, Eigen::Index count) {
                       for (Eigen::Index r = first; r < first + count; ++r)
                         rotate_row(in.row(r).data(), out.row(r).data(), heads, static_cast<int>(r % length), inverse);
                     });
}

void RotaryPositions::rotate_at(Matrix& x, int heads, int position) const {
  if (!active()) return;
  for (Eigen::Index r = 0; r < x.rows(); ++r) rotate_row(x.row(r).data(), x.row(r).data(), heads, position, false);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
