#include "tensor/gemm.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include <cblas.h>
#include <omp.h>
#include <oneapi/dnnl/dnnl.h>

#include "tensor/bf16_matmul.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "tensor/precision.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

using Index = Eigen::Index;

// Eigen's tiles: about 4M multiply-adds a tile: long enough that taking a tile (one atomic
// increment) and packing its panels cost ~1 % of it, short enough (~0.1 ms on one core) that a
// dozen tiles or more keep two to sixteen threads busy to the end of most products. Products too
// small for 16 such tiles (decoding a batch of sentences: 200 x 256 by 256) get smaller ones, down
// to 1M.
constexpr Index kTileMultiplyAdds = Index(1) << 22;
constexpr Index kSmallestTileMultiplyAdds = Index(1) << 20;
// OpenBLAS's and oneDNN's tiles: as large and as square as sharing allows. Every call packs both of
// its panels afresh, an r x c tile (r + c) · depth numbers for r · c · depth multiply-adds, and
// OpenBLAS clears C in a pass of its own before it adds into it; with 4M-multiply-add tiles this
// copying was 20 % of a training step's time on a 2-core Zen 4 (perf). So a call's products share
// about 32 tiles among them (enough for 16 threads), each as near square as the row and column
// quanta let it be, up to 256M multiply-adds. Measured there, 2 threads (tests/core/kernel_bench.cpp,
// BM_TiledLinearStep: forward, then dW and dx together): OpenBLAS's 62-86 G multiply-adds/s became
// 81-88, the FFN's second layer gaining most (61 → 85), and `twb bench --preset small` trained
// 8.7 % faster; oneDNN's FFN second layer does 91-93 in these tiles, 76-77 in Eigen's.
constexpr Index kOpenBlasTilesPerCall = 32;
constexpr Index kLargestOpenBlasTile = Index(1) << 28;
// Below this, for all the products of a call together, a parallel region costs more than it saves.
constexpr Index kSerialMultiplyAdds = Index(1) << 22;
// Row tiles are multiples of 48: Eigen's register block is 48 rows (AVX-512, float), 24 (AVX2, or
// AVX-512 double) or 16, and 48 is a multiple of each.
constexpr Index kRowQuantum = 48;
constexpr Index kColQuantum = 64;

// Eigen's products run single-threaded, inside tiles; set once for any program that links the
// engine, before any of its threads starts; never again (Eigen keeps one global count).
const bool eigen_is_single_threaded = (Eigen::setNbThreads(1), true);

Index round_up(Index n, Index quantum) { return (n + quantum - 1) / quantum * quantum; }

Index rows_of(const Matrix& m, Op op) { return op == Op::none ? m.rows() : m.cols(); }
Index cols_of(const Matrix& m, Op op) { return op == Op::none ? m.cols() : m.rows(); }

template <class Block, class Lhs, class Rhs>
void store(Block&& c, const Lhs& a, const Rhs& b, bool accumulate) {
  if (accumulate)
    c.noalias() += a * b;
  else
    c.noalias() = a * b;
}

// C = op(A) op(B) (+ C) through OpenBLAS, row-major, in float or double (the precision's real).
[[maybe_unused]] void blas_gemm(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k, const float* a,
                                blasint lda, const float* b, blasint ldb, float beta, float* c, blasint ldc) {
  cblas_sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, beta, c, ldc);
}
[[maybe_unused]] void blas_gemm(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k,
                                const double* a, blasint lda, const double* b, blasint ldb, double beta, double* c,
                                blasint ldc) {
  cblas_dgemm(CblasRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, beta, c, ldc);
}

// A tile's operands as the row-major BLAS interfaces take them: the same sub-blocks as eigen_tile's,
// op(A)[r0 : r0+nr, :] op(B)[:, c0 : c0+nc] into C[r0 : r0+nr, c0 : c0+nc], by pointer and leading
// dimension.
struct RowMajorTile {
  bool transpose_a = false, transpose_b = false;
  Index rows = 0, cols = 0, depth = 0;
  const real* a = nullptr;
  Index lda = 0;
  const real* b = nullptr;
  Index ldb = 0;
  real beta = 0;  // 1: C += op(A) op(B)
  real* c = nullptr;
  Index ldc = 0;
};

RowMajorTile row_major_tile(const Product& p, Index r0, Index nr, Index c0, Index nc) {
  const Matrix& a = *p.a;
  const Matrix& b = *p.b;
  RowMajorTile t;
  t.transpose_a = p.op_a == Op::transpose;
  t.transpose_b = p.op_b == Op::transpose;
  t.rows = nr;
  t.cols = nc;
  t.depth = t.transpose_a ? a.rows() : a.cols();
  t.a = t.transpose_a ? a.data() + r0 : a.data() + r0 * a.cols();
  t.lda = a.cols();
  t.b = t.transpose_b ? b.data() + c0 * b.cols() : b.data() + c0;
  t.ldb = b.cols();
  t.beta = p.accumulate ? real(1) : real(0);
  t.c = p.c->data() + r0 * p.c->cols() + c0;
  t.ldc = p.c->cols();
  return t;
}

// One tile by OpenBLAS.
void blas_tile(const RowMajorTile& t) {
  const auto n = [](Index i) { return static_cast<blasint>(i); };
  blas_gemm(t.transpose_a ? CblasTrans : CblasNoTrans, t.transpose_b ? CblasTrans : CblasNoTrans, n(t.rows), n(t.cols),
            n(t.depth), t.a, n(t.lda), t.b, n(t.ldb), t.beta, t.c, n(t.ldc));
}

// One tile by oneDNN's sgemm (row-major, like cblas's). False where it did nothing: oneDNN has no
// double product, and in the double-precision build of the layers (gradient checks) Eigen's takes over.
template <class Tile>
bool onednn_tile(const Tile& t) {
  if constexpr (std::is_same_v<std::remove_cvref_t<decltype(*t.a)>, float>) {
    return dnnl_sgemm(t.transpose_a ? 'T' : 'N', t.transpose_b ? 'T' : 'N', t.rows, t.cols, t.depth, 1.0f, t.a, t.lda,
                      t.b, t.ldb, t.beta, t.c, t.ldc) == dnnl_success;
  } else {
    return false;
  }
}

// One tile by Eigen: C[r0 : r0+nr, c0 : c0+nc] (+)= op(A)[r0 : r0+nr, :] op(B)[:, c0 : c0+nc].
template <class Block>
void eigen_tile(const Product& p, Block&& c, Index r0, Index nr, Index c0, Index nc) {
  const Matrix& a = *p.a;
  const Matrix& b = *p.b;
  if (p.op_a == Op::none) {
    const auto a_rows = a.middleRows(r0, nr);
    if (p.op_b == Op::none)
      store(c, a_rows, b.middleCols(c0, nc), p.accumulate);
    else
      store(c, a_rows, b.middleRows(c0, nc).transpose(), p.accumulate);
  } else {
    const auto a_rows = a.middleCols(r0, nr).transpose();
    if (p.op_b == Op::none)
      store(c, a_rows, b.middleCols(c0, nc), p.accumulate);
    else
      store(c, a_rows, b.middleRows(c0, nc).transpose(), p.accumulate);
  }
}

// One tile, then its part of the bias while the tile is in cache.
void compute_tile(const Product& p, Index r0, Index nr, Index c0, Index nc, GemmKernel kernel) {
  auto c = p.c->block(r0, c0, nr, nc);
  if (kernel == GemmKernel::openblas)
    blas_tile(row_major_tile(p, r0, nr, c0, nc));
  else if (kernel != GemmKernel::onednn || !onednn_tile(row_major_tile(p, r0, nr, c0, nc)))
    eigen_tile(p, c, r0, nr, c0, nc);
  if (p.bias) c.rowwise() += p.bias->row(0).segment(c0, nc);
}

// A call's operands rounded to bfloat16 for a bf16 step (tensor/precision.h), each once: an operand
// that several products share (x, the input of Q, K and V) is rounded once. Element is
// Eigen::bfloat16 for oneDNN's bfloat16 products, or `real` where oneDNN has none: the same numbers,
// held wider, for the FP32 kernel. Kept in a buffer of the calling thread that only grows, so steps
// after the first allocate nothing.
template <class Element>
struct RoundedOperands {
  static constexpr size_t kMax = 16;  // two operands of at most 8 products
  std::array<const Matrix*, kMax> source{};
  std::array<Index, kMax + 1> offset{};  // operand i at [offset[i], offset[i + 1]) of the buffer
  size_t count = 0;
  Element* base = nullptr;

  const Element* of(const Matrix* m) const {
    for (size_t i = 0; i < count; ++i)
      if (source[i] == m) return base + offset[i];
    return nullptr;
  }
};

// Round-to-nearest-even, as oneDNN's reorders and torch.autocast round.
void round_to(const real* from, Eigen::bfloat16* to, Index n) {
  Eigen::Map<Eigen::Array<Eigen::bfloat16, Eigen::Dynamic, 1>>(to, n) =
      Eigen::Map<const Eigen::Array<real, Eigen::Dynamic, 1>>(from, n).template cast<Eigen::bfloat16>();
}
void round_to(const real* from, real* to, Index n) {
  Eigen::Map<Eigen::Array<real, Eigen::Dynamic, 1>>(to, n) =
      Eigen::Map<const Eigen::Array<real, Eigen::Dynamic, 1>>(from, n)
          .template cast<Eigen::bfloat16>()
          .template cast<real>();
}

template <class Element>
RoundedOperands<Element> round_operands(const std::array<const Product*, 8>& products, size_t n) {
  thread_local std::vector<Element> buffer;
  RoundedOperands<Element> r;
  for (size_t i = 0; i < n; ++i)
    for (const Matrix* m : {products[i]->a, products[i]->b}) {
      const auto seen = r.source.begin() + static_cast<std::ptrdiff_t>(r.count);
      if (std::find(r.source.begin(), seen, m) != seen) continue;
      r.source[r.count] = m;
      r.offset[r.count + 1] = r.offset[r.count] + m->size();
      ++r.count;
    }
  const Index total = r.offset[r.count];
  if (buffer.size() < static_cast<size_t>(total)) buffer.resize(static_cast<size_t>(total));
  r.base = buffer.data();
  // In pieces of 64K numbers, shared among the threads when there are enough of them.
  constexpr Index kPiece = Index(1) << 16;
  const Index pieces = (total + kPiece - 1) / kPiece;
  const auto round_piece = [&](Index piece) {
    const Index begin = piece * kPiece, end = std::min(total, begin + kPiece);
    for (size_t i = 0; i < r.count; ++i) {  // the operands the piece overlaps
      const Index from = std::max(begin, r.offset[i]), to = std::min(end, r.offset[i + 1]);
      if (from < to) round_to(r.source[i]->data() + (from - r.offset[i]), r.base + from, to - from);
    }
  };
  if (pieces < 4 || num_threads() < 2) {
    for (Index piece = 0; piece < pieces; ++piece) round_piece(piece);
  } else {
#pragma omp parallel for schedule(static)
    for (Index piece = 0; piece < pieces; ++piece) round_piece(piece);
  }
  return r;
}

// A tile of a bf16 step's product by oneDNN, on the operands' bfloat16 copies; false in the
// double-precision build, or where oneDNN did not run it.
template <class Tile>
bool bf16_tile(const Tile& t, const Product& p, const RoundedOperands<Eigen::bfloat16>& rounded) {
  if constexpr (std::is_same_v<std::remove_cvref_t<decltype(*t.c)>, float>) {
    Bf16Tile b;
    b.transpose_a = t.transpose_a, b.transpose_b = t.transpose_b;
    b.rows = t.rows, b.cols = t.cols, b.depth = t.depth;
    b.a = rounded.of(p.a) + (t.a - p.a->data()), b.lda = t.lda;
    b.b = rounded.of(p.b) + (t.b - p.b->data()), b.ldb = t.ldb;
    b.accumulate = t.beta != 0;
    b.c = t.c, b.ldc = t.ldc;
    return bf16_matmul(b);
  } else {
    return false;
  }
}

// Where oneDNN did not run a bf16 tile: the same bfloat16 numbers, widened, through Eigen.
void widened_tile(const Product& p, const RoundedOperands<Eigen::bfloat16>& rounded, Index r0, Index nr, Index c0,
                  Index nc) {
  using Bf16Matrix = Eigen::Matrix<Eigen::bfloat16, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Matrix a = Eigen::Map<const Bf16Matrix>(rounded.of(p.a), p.a->rows(), p.a->cols()).template cast<real>();
  const Matrix b = Eigen::Map<const Bf16Matrix>(rounded.of(p.b), p.b->rows(), p.b->cols()).template cast<real>();
  const Product widened{&a, p.op_a, &b, p.op_b, p.c, p.accumulate, nullptr};
  eigen_tile(widened, p.c->block(r0, c0, nr, nc), r0, nr, c0, nc);
}

// One tile of a bf16 step's product, then its part of the bias: by oneDNN on bfloat16 copies
// (`native`), or by the FP32 kernel (OpenBLAS) on the copies rounded and held in `real`.
void compute_rounded_tile(const Product& p, Index r0, Index nr, Index c0, Index nc,
                          const RoundedOperands<Eigen::bfloat16>& native, const RoundedOperands<real>& wide) {
  RowMajorTile t = row_major_tile(p, r0, nr, c0, nc);
  if (native.count > 0) {
    if (!bf16_tile(t, p, native)) widened_tile(p, native, r0, nr, c0, nc);
  } else {
    t.a = wide.of(p.a) + (t.a - p.a->data());
    t.b = wide.of(p.b) + (t.b - p.b->data());
    blas_tile(t);
  }
  if (p.bias) p.c->block(r0, c0, nr, nc).rowwise() += p.bias->row(0).segment(c0, nc);
}

// The tile count along each side, once the tile's rows and columns are chosen. Products with fewer
// rows than one tile (decoding one sentence, a narrow dW) get tiles widened along the columns
// instead, to the same multiply-adds.
Tiling finish(Tiling t, Index rows, Index cols, Index depth, Index target) {
  if (t.tile_rows >= rows) {
    t.tile_rows = rows;
    const Index wide = round_up(std::max<Index>(1, target / (std::max<Index>(rows, 1) * depth)), kColQuantum);
    t.tile_cols = std::min(cols, std::max(t.tile_cols, wide));
  }
  t.tile_rows = std::max<Index>(t.tile_rows, 1);
  t.tile_cols = std::max<Index>(t.tile_cols, 1);
  t.row_tiles = (rows + t.tile_rows - 1) / t.tile_rows;
  t.col_tiles = (cols + t.tile_cols - 1) / t.tile_cols;
  return t;
}

}  // namespace

Tiling tiling_for(Index rows, Index cols, Index depth, GemmKernel kernel, Index call_multiply_adds) {
  Tiling t;
  depth = std::max<Index>(depth, 1);
  if (kernel != GemmKernel::eigen) {  // OpenBLAS and oneDNN both pack a call's panels afresh
    const Index call = std::max(call_multiply_adds, rows * cols * depth);
    const Index target = std::clamp(call / kOpenBlasTilesPerCall, kSmallestTileMultiplyAdds, kLargestOpenBlasTile);
    // A square tile of `target / depth` elements of C, its side rounded up to the column quantum.
    const Index side = static_cast<Index>(std::sqrt(static_cast<double>(target) / static_cast<double>(depth)));
    t.tile_cols = std::min(cols, std::max(kColQuantum, round_up(side, kColQuantum)));
    t.tile_rows = round_up(std::max<Index>(1, target / (t.tile_cols * depth)), kRowQuantum);
    return finish(t, rows, cols, depth, target);
  }
  const Index target = std::clamp(rows * cols * depth / 16, kSmallestTileMultiplyAdds, kTileMultiplyAdds);
  t.tile_cols = std::min<Index>(cols, target < kTileMultiplyAdds ? 128 : 256);
  t.tile_rows = round_up(std::max<Index>(1, target / (t.tile_cols * depth)), kRowQuantum);
  return finish(t, rows, cols, depth, target);
}

void multiply(std::initializer_list<Product> products) {
  constexpr size_t kMax = 8;
  assert(products.size() <= kMax);
  std::array<const Product*, kMax> product{};
  std::array<Tiling, kMax> tiling{};
  std::array<Index, kMax + 1> first_tile{};  // tiles of product i: [first_tile[i], first_tile[i + 1])
  const GemmKernel kernel = gemm_kernel();   // decided once, before any thread starts a tile
  // A bf16 step rounds the operands and multiplies them with oneDNN's bfloat16 products, or, where
  // it has none, with OpenBLAS's FP32 product; the tiles are those kernels'.
  const bool rounded = std::is_same_v<real, float> && ProductPrecisionScope::current() == ProductPrecision::bf16;
  const bool native = rounded && bf16_products_native();
  const GemmKernel tiles_for = native ? GemmKernel::onednn : rounded ? GemmKernel::openblas : kernel;
  Index work = 0;  // the call's multiply-adds (an empty product adds none)
  for (const Product& p : products) work += rows_of(*p.a, p.op_a) * cols_of(*p.b, p.op_b) * cols_of(*p.a, p.op_a);
  size_t n = 0;
  for (const Product& p : products) {
    const Index rows = rows_of(*p.a, p.op_a), cols = cols_of(*p.b, p.op_b), depth = cols_of(*p.a, p.op_a);
    assert(depth == rows_of(*p.b, p.op_b));
    assert(p.c->rows() == rows && p.c->cols() == cols);
    if (rows == 0 || cols == 0) continue;
    if (depth == 0) {  // an empty sum
      if (!p.accumulate) p.c->setZero();
      continue;
    }
    product[n] = &p;
    tiling[n] = tiling_for(rows, cols, depth, tiles_for, work);
    first_tile[n + 1] = first_tile[n] + tiling[n].count();
    ++n;
  }
  const Index tiles = first_tile[n];
  RoundedOperands<Eigen::bfloat16> bf16_operands;
  RoundedOperands<real> rounded_operands;
  if (native)
    bf16_operands = round_operands<Eigen::bfloat16>(product, n);
  else if (rounded)
    rounded_operands = round_operands<real>(product, n);

  auto run_tile = [&](Index tile) {
    size_t i = 0;
    while (tile >= first_tile[i + 1]) ++i;
    const Tiling& t = tiling[i];
    const Index local = tile - first_tile[i];
    const Index r0 = (local / t.col_tiles) * t.tile_rows, c0 = (local % t.col_tiles) * t.tile_cols;
    const Product& p = *product[i];
    const Index nr = std::min(t.tile_rows, p.c->rows() - r0), nc = std::min(t.tile_cols, p.c->cols() - c0);
    if (rounded)
      compute_rounded_tile(p, r0, nr, c0, nc, bf16_operands, rounded_operands);
    else
      compute_tile(p, r0, nr, c0, nc, kernel);
  };

  if (work < kSerialMultiplyAdds || tiles < 2 || num_threads() < 2) {
    // oneDNN's product takes every thread OpenMP offers outside a parallel region (inside one it
    // takes one): on the calling thread it is told there is one.
    const int threads = omp_get_max_threads();
    if (tiles_for == GemmKernel::onednn) omp_set_num_threads(1);
    for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
    if (tiles_for == GemmKernel::onednn) omp_set_num_threads(threads);
    return;
  }
#pragma omp parallel for schedule(dynamic, 1)
  for (Index tile = 0; tile < tiles; ++tile) run_tile(tile);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
