#include "tensor/gemm_kernel.h"

#include <cblas.h>
#include <oneapi/dnnl/dnnl.h>

#include <cstdlib>
#include <string_view>

#include "util/error.h"

namespace twb {

namespace {

// OpenBLAS's kernels that were measured to beat Eigen on the AMD processors it chose them for
// (on AMD with AVX-512, where it says "Cooperlake", oneDNN was measured faster still).
bool measured_to_win(std::string_view core) { return core == "Zen" || core == "Cooperlake"; }

struct Choice {
  GemmKernel kernel = GemmKernel::eigen;
  bool from_environment = false;
  std::string error;  // TWB_GEMM's value was not understood
};

Choice decide() {
  Choice c;
  // One thread per call: the engine's tiles are the parallelism. Set before any product runs.
  openblas_set_num_threads(1);
  const char* requested = std::getenv("TWB_GEMM");
  const std::string_view value = requested ? requested : "";
  if (value == "eigen" || value == "openblas" || value == "onednn") {
    c.kernel = value == "eigen" ? GemmKernel::eigen : value == "openblas" ? GemmKernel::openblas : GemmKernel::onednn;
    c.from_environment = true;
  } else if (value.empty() || value == "auto") {
    __builtin_cpu_init();
    const char* core = openblas_get_corename();
    const bool amd = __builtin_cpu_is("amd");
    if (__builtin_cpu_supports("avx512f"))
      c.kernel = GemmKernel::onednn;
    else if (amd && core && measured_to_win(core))
      c.kernel = GemmKernel::openblas;
    else
      c.kernel = GemmKernel::eigen;
  } else {
    c.error = "TWB_GEMM=" + std::string(value) +
              " is not a matrix-product kernel: use eigen, openblas, onednn or auto (or unset it)";
  }
  return c;
}

const Choice& choice() {
  static const Choice c = decide();
  return c;
}

}  // namespace

GemmKernel gemm_kernel() {
  const Choice& c = choice();
  if (!c.error.empty()) throw Error(c.error);
  return c.kernel;
}

std::string gemm_kernel_description() {
  std::string d;
  switch (gemm_kernel()) {
    case GemmKernel::eigen:
      d = "eigen";
      break;
    case GemmKernel::openblas:
      d = "openblas (" + std::string(openblas_get_corename()) + ")";
      break;
    case GemmKernel::onednn: {
      const dnnl_version_t* v = dnnl_version();
      d = "onednn " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
      break;
    }
  }
  if (choice().from_environment) d += " (TWB_GEMM)";
  return d;
}

}  // namespace twb
