// Arithmetic whose result for one row never depends on the other rows: not on how many there are,
// nor on the row's place among them, the padding beside it or the address it sits at. A sentence
// decoded in a batch then gets, bit for bit, the numbers it gets alone, and batching cannot change
// a translation.
//
// Why not the engine's products (tensor/gemm.h): inside a tile Eigen computes a row with one of
// several register blocks, chosen by where the row falls (three packets; one packet with two
// interleaved accumulators; half and quarter packets; single rows summed along the inner
// dimension), and each block sums in another order; a product with one row is a matrix–vector
// product, in yet another. The last bits of a sentence's logits then depend on its batch, and
// now and then an argmax with them.
//
// Here every sum of products has one order, fixed by its length alone:
//   dot(a, b, n) = predux(Σ_c a[cP, cP+P) ⊙ b[cP, cP+P)), then + a_k b_k for the last n mod P terms
// with P the SIMD width (Eigen's packet), each step one multiply-add (pmadd, fused where the
// machine has FMA), every load unaligned. The products are a little slower than Eigen's; decoding
// uses them, training does not.
#pragma once

#include <cstdint>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Σ_k a_k b_k, k < n, in the fixed order above.
real dot_in_fixed_order(const real* a, const real* b, Eigen::Index n);

// Σ_k a_k, k < n, in the same order (dot_in_fixed_order with b = 1).
real sum_in_fixed_order(const real* a, Eigen::Index n);

// y = x Wᵀ + b, each element y(r, j) = dot_in_fixed_order(x row r, W row j, in) + b_j.
//   x: (N, in)  W: (out, in)  bias: (1, out) or null  y: (N, out), resized
// Threads share tiles of y; the result is the same for any thread count.
void multiply_rows(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y);

// out = Σ_j weight_j v_j over j < count in order, element by element one multiply-add per term,
// starting from 0; terms of weight exactly 0 (masked keys) are left out, so they never change the
// sum, whatever their values.   v_j: n values at values + j * stride   out: n values
void weighted_sum_in_fixed_order(const real* weight, int count, const real* values, Eigen::Index stride,
                                 Eigen::Index n, real* out);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
