#include "tensor/elementwise.h"

#include <algorithm>
#include <cassert>

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
  if (n < kParallelElements) fn(Index(0), n);
  else for_each_row_block(n, kElementBlock, std::forward<Fn>(fn));
}

using Span = Eigen::Map<Eigen::Array<real, Eigen::Dynamic, 1>>;
using ConstSpan = Eigen::Map<const Eigen::Array<real, Eigen::Dynamic, 1>>;

}  // namespace

void add_in_place(Matrix& y, const Matrix& x) {
  assert(y.rows() == x.rows() && y.cols() == x.cols());
  real* out = y.data();
  const real* in = x.data();
  for_each_element_block(y.size(), [=](Index first, Index count) { Span(out + first, count) += ConstSpan(in + first, count); });
}

void assign_sum(Matrix& y, const Matrix& a, const Matrix& b) {
  assert(a.rows() == b.rows() && a.cols() == b.cols());
  y.resize(a.rows(), a.cols());
  real* out = y.data();
  const real* pa = a.data();
  const real* pb = b.data();
  for_each_element_block(y.size(), [=](Index first, Index count) {
    Span(out + first, count) = ConstSpan(pa + first, count) + ConstSpan(pb + first, count);
  });
}

void multiply_in_place(Matrix& y, const Matrix& s) {
  assert(y.rows() == s.rows() && y.cols() == s.cols());
  real* out = y.data();
  const real* ps = s.data();
  for_each_element_block(y.size(), [=](Index first, Index count) { Span(out + first, count) *= ConstSpan(ps + first, count); });
}

void assign_product(Matrix& y, const Matrix& a, const Matrix& s) {
  assert(a.rows() == s.rows() && a.cols() == s.cols());
  y.resize(a.rows(), a.cols());
  real* out = y.data();
  const real* pa = a.data();
  const real* ps = s.data();
  for_each_element_block(y.size(), [=](Index first, Index count) {
    Span(out + first, count) = ConstSpan(pa + first, count) * ConstSpan(ps + first, count);
  });
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

// The calling thread's partial sums: grown once, then reused from step to step. Taken by reference
// on the calling thread (a worker's own thread_local would be another matrix).
Matrix& partials(int which) {
  thread_local Matrix buffers[2];
  return buffers[which];
}

// For every block k of kSumRows rows: sum_block(k, first_row, rows); blocks shared by the threads.
template <class SumBlock>
Index for_each_sum_block(Index rows, Index cols, SumBlock&& sum_block) {
  const Index blocks = (rows + kSumRows - 1) / kSumRows;
  const auto run = [&](Index first_block, Index count) {
    for (Index k = first_block; k < first_block + count; ++k) sum_block(k, k * kSumRows, std::min(kSumRows, rows - k * kSumRows));
  };
  if (rows * cols < kParallelElements) run(0, blocks);
  else for_each_row_block(blocks, 1, run);
  return blocks;
}

}  // namespace

void add_column_sums(const Matrix& m, Matrix& sums) {
  assert(sums.rows() == 1 && sums.cols() == m.cols());
  Matrix& partial = partials(0);
  partial.resize((m.rows() + kSumRows - 1) / kSumRows, m.cols());
  const Index blocks = for_each_sum_block(m.rows(), m.cols(), [&](Index k, Index r0, Index n) {
    partial.row(k) = m.middleRows(r0, n).colwise().sum();
  });
  for (Index k = 0; k < blocks; ++k) sums += partial.row(k);
}

void add_column_sums(const Matrix& a, const Matrix& b, Matrix& sums_ab, Matrix& sums_a) {
  assert(a.rows() == b.rows() && a.cols() == b.cols());
  assert(sums_ab.rows() == 1 && sums_ab.cols() == a.cols() && sums_a.rows() == 1 && sums_a.cols() == a.cols());
  Matrix& partial_ab = partials(0);
  Matrix& partial_a = partials(1);
  partial_ab.resize((a.rows() + kSumRows - 1) / kSumRows, a.cols());
  partial_a.resize(partial_ab.rows(), a.cols());
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
