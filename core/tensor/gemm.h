// Matrix products for the engine's threads: C = op(A) op(B), or C += op(A) op(B).
//
// Why not Eigen's own threaded product: it splits C into one block per thread and its threads
// busy-wait for each other's packed panels, so when another program takes a core (a browser, the
// window drawing) the product runs at the speed of the slowest thread, and the waiting threads burn
// the very core that thread needs. Measured on 2 cores with one core busy: 886 target tokens/s with
// 2 threads against 1,421 with 1.
//
// Here every product is cut into tiles (a block of C's rows by a block of its columns, the whole
// inner dimension in each) and the threads take tiles one at a time (OpenMP dynamic schedule). A
// slowed thread simply takes fewer tiles. Independent products are passed together and share one
// parallel region, so their tiles fill each other's gaps and the threads meet once, not once per
// product (Q, K and V of self-attention; dW and dx of a Linear's backward). Inside a tile, a
// single-threaded kernel does the arithmetic (packing, register blocking, AVX2/AVX-512): Eigen's,
// or OpenBLAS's or oneDNN's where they were measured faster (tensor/gemm_kernel.h).
//
// Tiles depend only on the shapes, never on the thread count, and each element of C is computed
// inside exactly one tile: results are bit-identical for any number of threads.
//
// In a bf16 training step (tensor/precision.h) a call first rounds its operands to bfloat16, once
// each, and the tiles multiply the rounded copies: by oneDNN's bfloat16 matmul
// (tensor/bf16_matmul.h), or, where it has none, by OpenBLAS's FP32 product of the same numbers.
#pragma once

#include <initializer_list>

#include "tensor/gemm_kernel.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class Op { none, transpose };

struct Product {
  const Matrix* a = nullptr;
  Op op_a = Op::none;
  const Matrix* b = nullptr;
  Op op_b = Op::none;
  Matrix* c = nullptr;           // sized by the caller: (rows of op(A), columns of op(B))
  bool accumulate = false;       // C += op(A) op(B) instead of C = op(A) op(B)
  const Matrix* bias = nullptr;  // (1, cols of C), or null: C = op(A) op(B) + bias in every row
};

// Computes every product; at most 8 at once. Small products (together under ~2^18 multiply-adds)
// run on the calling thread without starting a parallel region.
void multiply(std::initializer_list<Product> products);

// The tiling of one product's C, (rows, cols) with inner dimension `depth`, for the tiles' kernel;
// OpenBLAS's and oneDNN's tiles are sized by all the multiply-adds of the call the product is in
// (0: the product alone). Fixed by the shapes and the kernel, never by the thread count.
struct Tiling {
  Eigen::Index tile_rows = 0, tile_cols = 0;
  Eigen::Index row_tiles = 0, col_tiles = 0;
  Eigen::Index count() const { return row_tiles * col_tiles; }
};
Tiling tiling_for(Eigen::Index rows, Eigen::Index cols, Eigen::Index depth, GemmKernel kernel,
                  Eigen::Index call_multiply_adds = 0);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
