// Element-wise loops and column sums over whole activations, shared by the threads.
//
// Each is memory-bound and cheap on one core (an (N, C) activation of a 2,048-token batch by 256
// is 2 MiB), but written as one Eigen expression it runs on the calling thread while every other
// thread waits: on 2 cores these loops were 4 % of a training step's samples on the main thread
// alone, and on 16 cores such a serial part caps the speed-up. Here the work is cut into pieces
// fixed by the shape (blocks of elements, or of columns), never by the thread count, and each
// output element is computed by one piece in a fixed order: results are the same for any thread
// count (tensor/parallel.h). Small inputs (decoding one sentence) stay on the calling thread.
#pragma once

#include <algorithm>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// y += x                   y, x: same shape
void add_in_place(Matrix& y, const Matrix& x);
// y = a + b                a, b: same shape; y is resized
void assign_sum(Matrix& y, const Matrix& a, const Matrix& b);
// y ⊙= s                   y, s: same shape
void multiply_in_place(Matrix& y, const Matrix& s);
// y = a ⊙ s                a, s: same shape; y is resized
void assign_product(Matrix& y, const Matrix& a, const Matrix& s);
// y = x                    y is resized
void assign_copy(Matrix& y, const Matrix& x);

// sums(0, :) += Σ_rows m                               m: (N, C)  sums: (1, C)
void add_column_sums(const Matrix& m, Matrix& sums);
// sums_ab(0, :) += Σ_rows a ⊙ b;  sums_a(0, :) += Σ_rows a   (one pass; LayerNorm's dγ and dβ)
void add_column_sums(const Matrix& a, const Matrix& b, Matrix& sums_ab, Matrix& sums_a);

// Below this many elements a loop stays on the calling thread: a parallel region would cost about
// what it saves (decoding: a few hundred sentences' rows of one token each).
inline constexpr Eigen::Index kParallelElements = 65536;
inline constexpr bool stays_on_calling_thread(Eigen::Index elements) { return elements < kParallelElements; }
// Scatters into rows that may repeat (the embedding's gradient) go by blocks of 16 columns (one
// AVX-512 register of floats, a cache line of each row), every row in order: each column is
// written by one thread, in one order.
inline constexpr Eigen::Index kColumnBlock = 16;

// fn(first_column, count) over the column blocks of a (rows, cols) matrix, taken one at a time;
// all at once on the calling thread when the matrix is small.
template <class Fn>
void for_each_column_block(Eigen::Index rows, Eigen::Index cols, Fn&& fn) {
  if (stays_on_calling_thread(rows * cols)) {
    fn(Eigen::Index(0), cols);
    return;
  }
  const Eigen::Index blocks = (cols + kColumnBlock - 1) / kColumnBlock;
#pragma omp parallel for schedule(dynamic, 1) if (blocks > 1)
  for (Eigen::Index b = 0; b < blocks; ++b) fn(b * kColumnBlock, std::min(kColumnBlock, cols - b * kColumnBlock));
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
