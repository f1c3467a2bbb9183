// GCC 12 reports its own AVX-512 intrinsics, inlined from Eigen's predux of a double packet
// (_mm256_undefined_pd in avx512fintrin.h), as used uninitialized: the false positive of GCC PR
// 105593 that the top-level CMakeLists.txt describes, here as -Wuninitialized. Before any include,
// so that it covers the intrinsics' header.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 13
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#include "tensor/row_invariant.h"

#include <algorithm>
#include <cmath>

#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

using Index = Eigen::Index;
using Packet = Eigen::internal::packet_traits<real>::type;
constexpr int kPacket = Eigen::internal::packet_traits<real>::size;

// The register block of multiply_rows: kRows rows of x by kCols rows of W, kRows * kCols
// accumulators (16 of AVX-512's 32 registers; 8 of AVX2's 16).
constexpr int kRows = 4;
constexpr int kCols = EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS >= 32 ? 4 : 2;
// A tile of y: rows by columns, about 1M multiply-adds at d = 256; threads take tiles one at a time.
constexpr Index kTileRows = 32;
constexpr Index kTileCols = 128;
// Below this many multiply-adds a product runs on the calling thread.
constexpr Index kSerialRowMultiplyAdds = Index(1) << 21;

// dot_in_fixed_order of R rows of x with J rows of W at once: out[r][j] = dot(x[r], w[j], n).
// Every element takes exactly the steps of the 1 x 1 block: the block's size changes how many
// sums share a load, never the order of any sum.
template <int R, int J>
inline void dot_block(const real* const (&x)[R], const real* const (&w)[J], Index n, real (&out)[R][J]) {
  using namespace Eigen::internal;
  Packet acc[R][J];
  for (int r = 0; r < R; ++r)
    for (int j = 0; j < J; ++j) acc[r][j] = pset1<Packet>(real(0));
  const Index whole = n - n % kPacket;
  for (Index k = 0; k < whole; k += kPacket) {
    Packet wk[J];
    for (int j = 0; j < J; ++j) wk[j] = ploadu<Packet>(w[j] + k);
    for (int r = 0; r < R; ++r) {
      const Packet xk = ploadu<Packet>(x[r] + k);
      for (int j = 0; j < J; ++j) acc[r][j] = pmadd(xk, wk[j], acc[r][j]);
    }
  }
  for (int r = 0; r < R; ++r)
    for (int j = 0; j < J; ++j) {
      real s = predux(acc[r][j]);
      for (Index k = whole; k < n; ++k) s = std::fma(x[r][k], w[j][k], s);
      out[r][j] = s;
    }
}

// y[r0 : r0+R, c0 : c0+J] of multiply_rows.
template <int R, int J>
inline void store_block(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y, Index r0, Index c0) {
  const real* xs[R];
  const real* ws[J];
  for (int r = 0; r < R; ++r) xs[r] = x.data() + (r0 + r) * x.cols();
  for (int j = 0; j < J; ++j) ws[j] = w.data() + (c0 + j) * w.cols();
  real out[R][J];
  dot_block<R, J>(xs, ws, x.cols(), out);
  for (int r = 0; r < R; ++r)
    for (int j = 0; j < J; ++j) y(r0 + r, c0 + j) = bias ? out[r][j] + (*bias)(0, c0 + j) : out[r][j];
}

// One tile: y[r0 : r1, c0 : c1]. The kCols rows of W stay in L1 while the tile's rows pass by.
void multiply_tile(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y, Index r0, Index r1, Index c0,
                   Index c1) {
  Index c = c0;
  for (; c + kCols <= c1; c += kCols) {
    Index r = r0;
    for (; r + kRows <= r1; r += kRows) store_block<kRows, kCols>(x, w, bias, y, r, c);
    for (; r < r1; ++r) store_block<1, kCols>(x, w, bias, y, r, c);
  }
  for (; c < c1; ++c) {
    Index r = r0;
    for (; r + kRows <= r1; r += kRows) store_block<kRows, 1>(x, w, bias, y, r, c);
    for (; r < r1; ++r) store_block<1, 1>(x, w, bias, y, r, c);
  }
}

}  // namespace

real dot_in_fixed_order(const real* a, const real* b, Index n) {
  real out[1][1];
  dot_block<1, 1>({a}, {b}, n, out);
  return out[0][0];
}

real sum_in_fixed_order(const real* a, Index n) {
  using namespace Eigen::internal;
  Packet acc = pset1<Packet>(real(0));
  const Index whole = n - n % kPacket;
  for (Index k = 0; k < whole; k += kPacket) acc = padd(ploadu<Packet>(a + k), acc);
  real s = predux(acc);
  for (Index k = whole; k < n; ++k) s += a[k];
  return s;
}

void multiply_rows(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y) {
  eigen_assert(x.cols() == w.cols());
  eigen_assert(!bias || bias->cols() == w.rows());
  const Index rows = x.rows(), cols = w.rows();
  y.resize(rows, cols);
  if (rows == 0 || cols == 0) return;
  const Index row_tiles = (rows + kTileRows - 1) / kTileRows;
  const Index col_tiles = (cols + kTileCols - 1) / kTileCols;
  const Index tiles = row_tiles * col_tiles;
  auto run_tile = [&](Index tile) {
    const Index r0 = tile / col_tiles * kTileRows, c0 = tile % col_tiles * kTileCols;
    multiply_tile(x, w, bias, y, r0, std::min(rows, r0 + kTileRows), c0, std::min(cols, c0 + kTileCols));
  };
  if (rows * cols * x.cols() < kSerialRowMultiplyAdds || tiles < 2 || num_threads() < 2) {
    for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
    return;
  }
#pragma omp parallel for schedule(dynamic, 1)
  for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
}

void weighted_sum_in_fixed_order(const real* weight, int count, const real* values, Index stride, Index n,
                                 real* out) {
  using namespace Eigen::internal;
  const Index whole = n - n % kPacket;
  for (Index d = 0; d < whole; d += kPacket) {
    Packet acc = pset1<Packet>(real(0));
    for (int j = 0; j < count; ++j)
      if (weight[j] != real(0)) acc = pmadd(pset1<Packet>(weight[j]), ploadu<Packet>(values + j * stride + d), acc);
    pstoreu(out + d, acc);
  }
  for (Index d = whole; d < n; ++d) {
    real s = 0;
    for (int j = 0; j < count; ++j)
      if (weight[j] != real(0)) s = std::fma(weight[j], values[j * stride + d], s);
    out[d] = s;
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
