// Which library does the arithmetic inside the tiles of tensor/gemm.h: Eigen's single-threaded
// product, or OpenBLAS's sgemm/dgemm (Debian's libopenblas, held to one thread: the tiles are the
// parallelism). Decided once per process, so that every product of a run, and every run on one
// machine, uses the same kernel (a model's bits do not depend on the thread count or the run).
//
// The default picks OpenBLAS only where it was measured to win: AMD processors for which Debian's
// OpenBLAS 0.3.21 chose its Zen or Cooperlake kernels. On a 2-core Zen 4 (EPYC, AVX-512; OpenBLAS
// says "Cooperlake") its tiles multiply 84-89 G multiply-adds/s on 2 threads against Eigen's
// 74-79, and `twb bench --preset small` trains 15.5 % faster (README, "Speed"); issue 10 measured
// Debian's sgemm at 101 GFLOP/s against Eigen's 79 on 2 Zen 3 cores. Elsewhere Eigen: on the
// 16-core Xeon this OpenBLAS did not recognise the processor and fell back to a slow kernel.
// TWB_GEMM=eigen or TWB_GEMM=openblas in the environment overrides the choice (for measuring).
#pragma once

#include <string>

namespace twb {

enum class GemmKernel { eigen, openblas };

// The kernel of this process. Throws twb::Error if TWB_GEMM names neither eigen, openblas nor auto.
GemmKernel gemm_kernel();
// For reports: "eigen", or "openblas" with the kernel OpenBLAS chose for this processor, e.g.
// "openblas (Cooperlake)"; with " (TWB_GEMM)" when the environment chose.
std::string gemm_kernel_description();

}  // namespace twb
