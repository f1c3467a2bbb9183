// Which library does the arithmetic inside the tiles of tensor/gemm.h: Eigen's single-threaded
// product, OpenBLAS's sgemm/dgemm (Debian's libopenblas, held to one thread: the tiles are the
// parallelism) or oneDNN's sgemm (Debian's libdnnl; one thread inside the tiles' parallel region,
// told so outside it). Decided once per process, so that every product of a run, and every run on
// one machine, uses the same kernel (a model's bits do not depend on the thread count or the run).
//
// The default picks a library only where it was measured to win:
// - oneDNN on processors with AVX-512, AMD's and Intel's. On a 2-core Zen 4 (EPYC) its tiles
//   multiply 93-106 G multiply-adds/s on 2 threads against OpenBLAS's 77-92 and Eigen's 63-80, and
//   `twb bench --preset small` trains 16 % faster than with OpenBLAS (docs/benchmarks.md, "Speed"). On the
//   16-core Xeon (AVX-512, AMX) it trained 16-28 % faster than Eigen at 2 threads in three pairs,
//   17 % at 4, and at 16 threads 6 % and 12 % faster in two pairs of three, 8 % slower in one.
// - OpenBLAS on the other AMD processors for which Debian's OpenBLAS 0.3.21 chose its Zen kernels:
//   issue 10 measured its sgemm at 101 GFLOP/s against Eigen's 79 on 2 Zen 3 cores (AVX2).
// - Eigen elsewhere. On the 16-core Xeon this OpenBLAS did not recognise the processor and fell
//   back to a slow kernel.
// TWB_GEMM=eigen, openblas or onednn in the environment overrides the choice (for measuring).
// The double-precision build of the layers (gradient checks) multiplies with Eigen where the
// choice is oneDNN, which has no double product.
#pragma once

#include <string>

namespace twb {

enum class GemmKernel { eigen, openblas, onednn };

// The kernel of this process. Throws twb::Error if TWB_GEMM names none of eigen, openblas, onednn, auto.
GemmKernel gemm_kernel();
// For reports: "eigen", or "openblas" with the kernel OpenBLAS chose for this processor, e.g.
// "openblas (Cooperlake)" or "onednn 2.6.3"; with " (TWB_GEMM)" when the environment chose.
std::string gemm_kernel_description();

}  // namespace twb
