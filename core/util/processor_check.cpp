// The processor check (see processor_check.h). This file is compiled for the baseline x86-64
// (core/CMakeLists.txt), outside the unity files, and uses no C++ library templates: an inline
// function instantiated here could be replaced at link time by a copy compiled for AVX.
#include "util/processor_check.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

namespace twb {

void check_processor() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  char missing[128] = "";
  const auto add = [&missing](const char* name) {
    if (missing[0]) strncat(missing, ", ", sizeof missing - strlen(missing) - 1);
    strncat(missing, name, sizeof missing - strlen(missing) - 1);
  };
  // The instruction sets the compiler may use for the rest of the program, as the processor reports them.
#ifdef TWB_BUILD_AVX512F
  if (!__builtin_cpu_supports("avx512f")) add("AVX-512");
#endif
#ifdef TWB_BUILD_AVX2
  if (!__builtin_cpu_supports("avx2")) add("AVX2");
#endif
#ifdef TWB_BUILD_FMA
  if (!__builtin_cpu_supports("fma")) add("FMA");
#endif
#ifdef TWB_BUILD_AVX
  if (!__builtin_cpu_supports("avx")) add("AVX");
#endif
  if (!missing[0]) return;
  fprintf(stderr,
          "%s: error: this build of Transformer Workbench uses %s instructions, which this processor does not "
          "have; build it on this machine (cmake --preset release builds for the processor it runs on)\n",
          program_invocation_short_name, missing);
  _exit(1);
#endif
}

namespace {
__attribute__((constructor(101))) void check_processor_first() { check_processor(); }
}  // namespace

}  // namespace twb
