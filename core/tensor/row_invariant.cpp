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

// multiply_rows' register block: kBlockRows rows of x by one panel (kRowsPanelPackets packets of
// columns), 24 accumulators of AVX-512's 32 registers (12 of AVX2's 16).
constexpr int kBlockRows = EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS >= 32 ? 8 : 6;
// A tile of y: 4 blocks of rows by 4 panels; threads take tiles one at a time.
constexpr Index kTileRows = 4 * kBlockRows;
constexpr Index kTilePanels = 4;
// Below this many multiply-adds a product runs on the calling thread. A decoding step's product
// reads its weights once, so from 2¹⁷ (a 512 KiB matrix) the threads' shares of the memory
// bandwidth are worth the fork and join.
constexpr Index kSerialRowMultiplyAdds = Index(1) << 17;

// y[r0 : r0+R, panel's columns] = x[r0 : r0+R] Wᵀ + b, R rows at once: for each k, the panel's
// row k (kRowsPanelPackets packets of W_jk) times x_rk broadcast, added to the accumulators. Each
// element takes exactly the steps of the one-row block, so R changes how many rows share a load of
// W, never any element's sum.
//   x: R rows at x, ldx apart  panel: (in, kRowsPanelWidth)  bias: kRowsPanelWidth or null
//   y: R rows at y, ldy apart, of which the first `width` columns are kept
template <int R>
inline void panel_block(const real* x, Index ldx, const real* panel, Index in, const real* bias, real* y, Index ldy,
                        Index width) {
  using namespace Eigen::internal;
  constexpr int P = kRowsPanelPackets;
  Packet acc[R][P];
  for (int r = 0; r < R; ++r)
    for (int p = 0; p < P; ++p) acc[r][p] = pset1<Packet>(real(0));
  for (Index k = 0; k < in; ++k) {
    Packet w[P];
    for (int p = 0; p < P; ++p) w[p] = ploadu<Packet>(panel + k * kRowsPanelWidth + p * kPacket);
    for (int r = 0; r < R; ++r) {
      const Packet xk = pset1<Packet>(x[r * ldx + k]);
      for (int p = 0; p < P; ++p) acc[r][p] = pmadd(xk, w[p], acc[r][p]);
    }
  }
  for (int r = 0; r < R; ++r) {
    if (bias)
      for (int p = 0; p < P; ++p) acc[r][p] = padd(acc[r][p], ploadu<Packet>(bias + p * kPacket));
    if (width == kRowsPanelWidth) {
      for (int p = 0; p < P; ++p) pstoreu(y + r * ldy + p * kPacket, acc[r][p]);
    } else {  // the last panel: its padding columns are not y's
      real row[kRowsPanelWidth];
      for (int p = 0; p < P; ++p) pstoreu(row + p * kPacket, acc[r][p]);
      std::copy_n(row, width, y + r * ldy);
    }
  }
}

// One tile: rows [r0, r1) of y by panels [p0, p1). A panel (in x 48 floats, 48 KB at in = 256)
// stays in L2 while the tile's rows pass by in blocks of kBlockRows, then 4, 2, 1.
void multiply_tile(const Matrix& x, const RowsWeights& w, Matrix& y, Index r0, Index r1, Index p0, Index p1) {
  const Index in = w.in;
  for (Index p = p0; p < p1; ++p) {
    const real* panel = w.panels.data() + p * in * kRowsPanelWidth;
    const real* bias = w.bias.size() ? w.bias.data() + p * kRowsPanelWidth : nullptr;
    const Index c0 = p * kRowsPanelWidth, width = std::min<Index>(kRowsPanelWidth, w.out - c0);
    auto block = [&]<int R>(Index r) {
      panel_block<R>(x.data() + r * in, in, panel, in, bias, y.data() + r * y.cols() + c0, y.cols(), width);
    };
    Index r = r0;
    for (; r + kBlockRows <= r1; r += kBlockRows) block.template operator()<kBlockRows>(r);
    if (r + 4 <= r1) {
      block.template operator()<4>(r);
      r += 4;
    }
    if (r + 2 <= r1) {
      block.template operator()<2>(r);
      r += 2;
    }
    if (r < r1) block.template operator()<1>(r);
  }
}

}  // namespace

real dot_in_fixed_order(const real* a, const real* b, Index n) {
  using namespace Eigen::internal;
  Packet acc = pset1<Packet>(real(0));
  const Index whole = n - n % kPacket;
  for (Index k = 0; k < whole; k += kPacket) acc = pmadd(ploadu<Packet>(a + k), ploadu<Packet>(b + k), acc);
  real s = predux(acc);
  for (Index k = whole; k < n; ++k) s = std::fma(a[k], b[k], s);
  return s;
}

// dot_in_fixed_order(a, b + i * stride, n) for i < 4, side by side.
void dot4_in_fixed_order(const real* a, const real* b, Index stride, Index n, real* out) {
  using namespace Eigen::internal;
  Packet acc0 = pset1<Packet>(real(0)), acc1 = acc0, acc2 = acc0, acc3 = acc0;
  const real *b0 = b, *b1 = b + stride, *b2 = b + 2 * stride, *b3 = b + 3 * stride;
  const Index whole = n - n % kPacket;
  for (Index k = 0; k < whole; k += kPacket) {
    const Packet x = ploadu<Packet>(a + k);
    acc0 = pmadd(x, ploadu<Packet>(b0 + k), acc0);
    acc1 = pmadd(x, ploadu<Packet>(b1 + k), acc1);
    acc2 = pmadd(x, ploadu<Packet>(b2 + k), acc2);
    acc3 = pmadd(x, ploadu<Packet>(b3 + k), acc3);
  }
  real s[4] = {predux(acc0), predux(acc1), predux(acc2), predux(acc3)};
  const real* rows[4] = {b0, b1, b2, b3};
  for (int i = 0; i < 4; ++i) {
    for (Index k = whole; k < n; ++k) s[i] = std::fma(a[k], rows[i][k], s[i]);
    out[i] = s[i];
  }
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

// Panel p, row k, column j: W(p*width + j, k), zero past the last row of W.
void pack_rows_weights(const Matrix& w, const Matrix* bias, RowsWeights& packed) {
  eigen_assert(!bias || bias->cols() == w.rows());
  packed.in = w.cols();
  packed.out = w.rows();
  packed.panels.resize(packed.panel_count() * packed.in, kRowsPanelWidth);
  const Index in = packed.in, out = packed.out;
#pragma omp parallel for schedule(static) if (in * out >= (Index(1) << 20))
  for (Index p = 0; p < packed.panel_count(); ++p) {
    real* panel = packed.panels.data() + p * in * kRowsPanelWidth;
    for (Index j = 0; j < kRowsPanelWidth; ++j) {
      const Index c = p * kRowsPanelWidth + j;
      if (c < out) {
        const real* row = w.data() + c * in;  // W's row c is the panel's column j
        for (Index k = 0; k < in; ++k) panel[k * kRowsPanelWidth + j] = row[k];
      } else {
        for (Index k = 0; k < in; ++k) panel[k * kRowsPanelWidth + j] = real(0);
      }
    }
  }
  if (bias) {
    packed.bias.setZero(packed.panel_count() * kRowsPanelWidth);
    packed.bias.head(out) = bias->row(0);
  } else {
    packed.bias.resize(0);
  }
}

void multiply_rows(const Matrix& x, const RowsWeights& w, Matrix& y) {
  eigen_assert(x.cols() == w.in);
  const Index rows = x.rows();
  y.resize(rows, w.out);
  if (rows == 0 || w.out == 0) return;
  const Index row_tiles = (rows + kTileRows - 1) / kTileRows;
  const Index panel_tiles = (w.panel_count() + kTilePanels - 1) / kTilePanels;
  const Index tiles = row_tiles * panel_tiles;
  auto run_tile = [&](Index tile) {
    const Index r0 = tile / panel_tiles * kTileRows, p0 = tile % panel_tiles * kTilePanels;
    multiply_tile(x, w, y, r0, std::min(rows, r0 + kTileRows), p0, std::min(w.panel_count(), p0 + kTilePanels));
  };
  if (rows * w.out * w.in < kSerialRowMultiplyAdds || tiles < 2 || num_threads() < 2) {
    for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
    return;
  }
#pragma omp parallel for schedule(dynamic, 1)
  for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
}

void multiply_rows(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y) {
  RowsWeights packed;
  pack_rows_weights(w, bias, packed);
  multiply_rows(x, packed, y);
}

void multiply_rows_unpacked(const Matrix& x, const Matrix& w, const Matrix* bias, Matrix& y) {
  eigen_assert(x.cols() == w.cols());
  const Index rows = x.rows(), out = w.rows(), in = w.cols();
  y.resize(rows, out);
  // Blocks of 64 outputs, handed out as threads come free (a thread slowed by another program
  // takes fewer): each block reads its rows of W once for every row of x. Which thread computes an
  // element changes none of its bits.
  constexpr Index kBlock = 64;
  const Index blocks = (out + kBlock - 1) / kBlock;
  auto run_block = [&](Index block) {
    const Index j0 = block * kBlock, j1 = std::min(out, j0 + kBlock);
    for (Index r = 0; r < rows; ++r) {
      Index j = j0;
      // Four outputs at once share each load of x and keep four FMA chains going; each output's sum
      // is still dot_in_fixed_order's, term by term, so its bits are the same.
      for (; j + 4 <= j1; j += 4) {
        real sums[4];
        dot4_in_fixed_order(x.row(r).data(), w.row(j).data(), w.cols(), in, sums);
        for (int i = 0; i < 4; ++i) y(r, j + i) = sums[i] + (bias ? (*bias)(0, j + i) : real(0));
      }
      for (; j < j1; ++j)
        y(r, j) = dot_in_fixed_order(x.row(r).data(), w.row(j).data(), in) + (bias ? (*bias)(0, j) : real(0));
    }
  };
  if (rows * out * in < kSerialRowMultiplyAdds || blocks < 2 || num_threads() < 2) {
    for (Index block = 0; block < blocks; ++block) run_block(block);
    return;
  }
#pragma omp parallel for schedule(dynamic, 1)
  for (Index block = 0; block < blocks; ++block) run_block(block);
}

void weighted_sum_in_fixed_order(const real* weight, int count, const real* values, Index stride, Index n, real* out) {
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
