#include "tensor/elementwise.h"

#include <algorithm>
#include <cassert>
#include <vector>

#include "tensor/parallel.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

using Index = Eigen::Index;

// 16,384 elements (64 KiB in float) a piece: a 2,048 x 256 activation is 32 pieces, enough for
// 16 threads to share; one piece is a few microseconds, long against taking it.
constexpr Index kElementBlock = 16384;

// fn(first, count) over the flat element indices [0, n), in blocks taken one at a time.
template <class Fn>
void for_each_element_block(Index n, Fn&& fn) {
  if (stays_on_calling_thread(n))
    fn(Index(0), n);
  else
    for_each_row_block(n, kElementBlock, std::forward<Fn>(fn));
}

using Span = Eigen::Map<Eigen::Array<real, Eigen::Dynamic, 1>>;
using ConstSpan = Eigen::Map<const Eigen::Array<real, Eigen::Dynamic, 1>>;

// y = op(a, b) element by element, over spans of a block     a, b: same shape; y is resized
template <class Op>
void assign_elementwise(Matrix& y, const Matrix& a, const Matrix& b, Op op) {
  assert(a.rows() == b.rows() && a.cols() == b.cols());
  y.resize(a.rows(), a.cols());
  real* out = y.data();
  const real* pa = a.data();
  const real* pb = b.data();
  for_each_element_block(y.size(), [=](Index first, Index count) {
    Span(out + first, count) = op(ConstSpan(pa + first, count), ConstSpan(pb + first, count));
  });
}

}  // namespace

void add_in_place(Matrix& y, const Matrix& x) {
  assign_elementwise(y, y, x, [](const auto& u, const auto& v) { return u + v; });
}

void assign_sum(Matrix& y, const Matrix& a, const Matrix& b) {
  assign_elementwise(y, a, b, [](const auto& u, const auto& v) { return u + v; });
}

void multiply_in_place(Matrix& y, const Matrix& s) {
  assign_elementwise(y, y, s, [](const auto& u, const auto& v) { return u * v; });
}

void assign_product(Matrix& y, const Matrix& a, const Matrix& s) {
  assign_elementwise(y, a, s, [](const auto& u, const auto& v) { return u * v; });
}

void assign_copy(Matrix& y, const Matrix& x) {
  y.resize(x.rows(), x.cols());
  real* out = y.data();
  const real* in = x.data();
  for_each_element_block(y.size(), [=](Index first, Index count) { std::copy_n(in + first, count, out + first); });
}

namespace {

// Column sums in two passes: each block of kSumRows rows (contiguous in memory) is summed into its
// own row of `partials` by whichever thread takes it, then the partial rows are added in block
// order, on the calling thread. Summing by strips of columns instead reads one cache line of each
// row, rows far apart, and on two threads ran slower than one thread's plain Eigen sum.
constexpr Index kSumRows = 128;

// The calling thread's partial sums, (blocks, cols): memory that only grows, so that the steady
// state allocates nothing whatever the shapes (a Matrix would be freed and allocated again each
// time the shape changes). Taken on the calling thread: a worker's own thread_local is another.
// Aligned as a Matrix's memory is: where a row starts against a vector boundary decides which of
// its elements Eigen sums with vector instructions, and so their last bits; an address left to
// malloc would make the sums differ from run to run.
using PartialSums = Eigen::Map<Matrix, Eigen::AlignedMax>;
PartialSums partials(int which, Index blocks, Index cols) {
  thread_local std::vector<real, Eigen::aligned_allocator<real>> buffers[2];
  auto& buffer = buffers[which];
  if (buffer.size() < static_cast<size_t>(blocks * cols)) buffer.resize(static_cast<size_t>(blocks * cols));
  return PartialSums(buffer.data(), blocks, cols);
}

// For every block k of kSumRows rows: sum_block(k, first_row, rows); blocks shared by the threads.
template <class SumBlock>
Index for_each_sum_block(Index rows, Index cols, SumBlock&& sum_block) {
  const Index blocks = (rows + kSumRows - 1) / kSumRows;
  const auto run = [&](Index first_block, Index count) {
    for (Index k = first_block; k < first_block + count; ++k)
      sum_block(k, k * kSumRows, std::min(kSumRows, rows - k * kSumRows));
  };
  if (stays_on_calling_thread(rows * cols))
    run(0, blocks);
  else
    for_each_row_block(blocks, 1, run);
  return blocks;
}

}  // namespace

void add_column_sums(const Matrix& m, Matrix& sums) {
  assert(sums.rows() == 1 && sums.cols() == m.cols());
  PartialSums partial = partials(0, (m.rows() + kSumRows - 1) / kSumRows, m.cols());
  const Index blocks = for_each_sum_block(
      m.rows(), m.cols(), [&](Index k, Index r0, Index n) { partial.row(k) = m.middleRows(r0, n).colwise().sum(); });
  for (Index k = 0; k < blocks; ++k) sums += partial.row(k);
}

void add_column_sums(const Matrix& a, const Matrix& b, Matrix& sums_ab, Matrix& sums_a) {
  assert(a.rows() == b.rows() && a.cols() == b.cols());
  assert(sums_ab.rows() == 1 && sums_ab.cols() == a.cols() && sums_a.rows() == 1 && sums_a.cols() == a.cols());
  const Index block_count = (a.rows() + kSumRows - 1) / kSumRows;
  PartialSums partial_ab = partials(0, block_count, a.cols());
  PartialSums partial_a = partials(1, block_count, a.cols());
  const Index blocks = for_each_sum_block(a.rows(), a.cols(), [&](Index k, Index r0, Index n) {
    partial_ab.row(k) = a.middleRows(r0, n).cwiseProduct(b.middleRows(r0, n)).colwise().sum();
    partial_a.row(k) = a.middleRows(r0, n).colwise().sum();
  });
  for (Index k = 0; k < blocks; ++k) {
    sums_ab += partial_ab.row(k);
    sums_a += partial_a.row(k);
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
