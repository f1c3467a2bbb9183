// oneDNN's bfloat16 matmul, one tile of tensor/gemm.h at a time: C (+)= op(A) op(B) with A and B
// in bfloat16 and C in FP32 (tensor/precision.h says when the engine multiplies this way).
//
// A tile runs on the calling thread with one thread inside oneDNN, as the FP32 kernels' tiles do,
// so which thread takes a tile never changes its bits. Each thread keeps one primitive per tile
// shape (made the first time the shape comes, with the operands' memory bound afresh at each call),
// so a training step after the first creates nothing and allocates nothing here.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <string>

namespace twb {

// Row-major operands by pointer and leading dimension, as the BLAS interfaces take them.
struct Bf16Tile {
  bool transpose_a = false, transpose_b = false;
  int64_t rows = 0, cols = 0, depth = 0;
  const Eigen::bfloat16* a = nullptr;
  int64_t lda = 0;
  const Eigen::bfloat16* b = nullptr;
  int64_t ldb = 0;
  bool accumulate = false;  // C += op(A) op(B)
  float* c = nullptr;
  int64_t ldc = 0;
};

// The kernel oneDNN chooses for bfloat16 products on this processor ("brg:avx512_core_bf16"), or
// empty where it has none (no AVX-512).
const std::string& bf16_matmul_kernel();

// One tile; false where oneDNN did not run it (no bfloat16 products here, or none for this shape).
bool bf16_matmul(const Bf16Tile& tile);

}  // namespace twb
