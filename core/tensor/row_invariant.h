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
// Here every sum has one order, fixed by its length alone:
//   products (multiply_rows): y(r, j) = s_in + b_j with s_0 = 0, s_{k+1} = fma(x_rk, W_jk, s_k):
//     the textbook loop, k ascending, one fused multiply-add per term (pmadd where the machine has
//     FMA). Lanes of a SIMD register hold neighbouring columns j, so no lane is ever summed with
//     another and the result is also the same for any SIMD width.
//   dot products (attention's scores, layer norm's variance):
//     dot(a, b, n) = predux(Σ_c a[cP, cP+P) ⊙ b[cP, cP+P)), then + a_k b_k for the last n mod P terms
//     with P the SIMD width (Eigen's packet), each step one multiply-add, every load unaligned.
// The products read W transposed, in panels packed once per decoding (pack_rows_weights): a
// register block of R rows by three packets of columns then does 24 multiply-adds per 11 loads, at
// about 55 G multiply-adds/s on one Zen 4 core where the dot-product form did 25-33. Decoding uses
// these; training does not.
#pragma once

#include <cstdint>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Σ_k a_k b_k, k < n, in the fixed order above.
real dot_in_fixed_order(const real* a, const real* b, Eigen::Index n);

// Σ_k a_k, k < n, in the same order (dot_in_fixed_order with b = 1).
real sum_in_fixed_order(const real* a, Eigen::Index n);

// A panel of packed weights is this many packets of columns wide: 3 (48 floats) where the machine
// has 32 vector registers (AVX-512), 2 where it has 16 (AVX2: 16 floats).
constexpr int kRowsPanelPackets = EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS >= 32 ? 3 : 2;
constexpr int kRowsPanelWidth = kRowsPanelPackets * Eigen::internal::packet_traits<real>::size;

// W (out, in) and b (1, out) packed for multiply_rows: Wᵀ cut into panels of kRowsPanelWidth
// columns, panel p a contiguous (in, kRowsPanelWidth) block, row k holding W[p*width .. , k];
// columns past `out` and the bias's padding are zero. One packing serves every product of a
// decoding: pack again after the weights change.
struct RowsWeights {
  Eigen::Index in = 0, out = 0;
  Matrix panels;   // (panel_count() * in, kRowsPanelWidth)
  RowVector bias;  // (1, panel_count() * kRowsPanelWidth); empty without a bias
  Eigen::Index panel_count() const { return (out + kRowsPanelWidth - 1) / kRowsPanelWidth; }
};
void pack_rows_weights(const Matrix& w, const Matrix* bias, RowsWeights& packed);

// y = x Wᵀ + b, each element y(r, j) by the textbook loop above, then + b_j.
//   x: (N, in)  w: packed (out, in) with its bias  y: (N, out), resized
// Threads share tiles of y; the result is the same for any thread count.
void multiply_rows(const Matrix& x, const RowsWeights& w, Matrix& y);
// The same from unpacked W (out, in) and bias (1, out) or null: packs, then multiplies. For a
// single product; decoding packs each layer once (Linear::prepare_inference).
void multiply_rows(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y);

// y = x Wᵀ + b with each element the fixed-order dot product above of x's row and W's row, read
// in place:   x: (N, in)  w: (out, in)  bias: (1, out) or null  y: (N, out), resized
// Row-invariant as multiply_rows is (not equal to it in the last bits), without its packed copy of
// W: for weights too big to copy (decoding with a GPT-2 whose weights fill the memory), where the
// product is bound by reading W, not by the multiply-adds.
void multiply_rows_unpacked(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y);

// Decoding packs a model's weights when they take at most this many bytes; a bigger model
// multiplies them in place (multiply_rows_unpacked).
inline constexpr double kPackedDecodingLimitBytes = 256.0 * 1024 * 1024;

// out = Σ_j weight_j v_j over j < count in order, element by element one multiply-add per term,
// starting from 0; terms of weight exactly 0 (masked keys) are left out, so they never change the
// sum, whatever their values.   v_j: n values at values + j * stride   out: n values
void weighted_sum_in_fixed_order(const real* weight, int count, const real* values, Eigen::Index stride, Eigen::Index n,
                                 real* out);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
