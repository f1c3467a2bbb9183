// What this build is and where it runs (see build_info.h).
#include "util/build_info.h"

#include <fstream>
#include <string>
#include <vector>

#include "build_commit.h"  // TWB_COMMIT, written at every build (cmake/write_build_commit.cmake)
#include "version.h"

namespace twb {
namespace {

// The processor's name as the kernel reports it ("model name" in /proc/cpuinfo), or "".
std::string processor_name() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) != 0) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) break;
    const auto start = line.find_first_not_of(' ', colon + 1);
    return start == std::string::npos ? "" : line.substr(start);
  }
  return "";
}

// The widest vector instructions this processor has, in the names people know them by.
std::string processor_vectors() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return __builtin_cpu_supports("avx512bf16") ? "AVX-512 with bf16 products" : "AVX-512";
  if (__builtin_cpu_supports("avx2")) return __builtin_cpu_supports("fma") ? "AVX2 and FMA" : "AVX2";
  if (__builtin_cpu_supports("avx")) return "AVX";
  if (__builtin_cpu_supports("sse4.2")) return "SSE4.2";
  return "SSE2";
#else
  return "not an x86 processor";
#endif
}

// The vector instructions the compiler was allowed to use for this build (-march), widest first.
std::string compiled_instructions() {
  std::vector<const char*> sets;
#ifdef __AVX512F__
  sets.push_back("AVX-512");
#endif
#ifdef __AVX512BF16__
  sets.push_back("AVX-512 bf16");
#endif
#ifdef __AVX2__
  sets.push_back("AVX2");
#endif
#ifdef __FMA__
  sets.push_back("FMA");
#endif
#ifdef __AVX__
  sets.push_back("AVX");
#endif
#ifdef __SSE4_2__
  sets.push_back("SSE4.2");
#endif
#ifdef __SSE2__
  sets.push_back("SSE2");
#endif
  std::string out;
  for (const char* set : sets) out += (out.empty() ? "" : ", ") + std::string(set);
  return out.empty() ? "no vector instructions" : out;
}

}  // namespace

const BuildInfo& build_info() {
  static const BuildInfo info = [] {
    BuildInfo b;
    b.version = TWB_VERSION;
    b.commit = TWB_COMMIT;
    b.compiled_for = compiled_instructions();
    const std::string name = processor_name();
    b.processor = name.empty() ? processor_vectors() : name + ", " + processor_vectors();
    return b;
  }();
  return info;
}

std::string build_name() {
  const BuildInfo& b = build_info();
  return "Transformer Workbench " + b.version + " (commit " + b.commit + ")";
}

}  // namespace twb
