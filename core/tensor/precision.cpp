#include "tensor/precision.h"

#include <cpuid.h>

#include <cstdlib>

#include "tensor/bf16_matmul.h"
#include "util/error.h"

namespace twb {

namespace {

// AMX-BF16 that programs may use: the processor has it (CPUID leaf 7, EDX bit 22) and the operating
// system saves the tile registers (XCR0 bits 17 and 18).
bool has_usable_amx_bf16() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(d & (1u << 22))) return false;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27))) return false;  // OSXSAVE: xgetbv may be used
  unsigned lo = 0, hi = 0;
  __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  constexpr unsigned kTileState = (1u << 17) | (1u << 18);
  return (lo & kTileState) == kTileState;
}

struct Automatic {
  ProductPrecision precision = ProductPrecision::fp32;
  std::string reason;
};

Automatic decide_automatic() {
  __builtin_cpu_init();
  const bool amd = __builtin_cpu_is("amd");
  const bool avx512_bf16 = __builtin_cpu_supports("avx512bf16");
  if (has_usable_amx_bf16() && bf16_products_native())
    return {ProductPrecision::bf16, "this processor multiplies bfloat16 in its AMX units"};
  if (amd && avx512_bf16 && bf16_products_native())
    return {ProductPrecision::bf16, "this AMD processor's AVX-512 bfloat16 products are faster than its FP32 products"};
  if (avx512_bf16)
    return {ProductPrecision::fp32,
            "this processor's bfloat16 products are slower than its FP32 products (Intel's AVX-512 without AMX)"};
  return {ProductPrecision::fp32, "this processor has no bfloat16 products"};
}

const Automatic& automatic() {
  static const Automatic a = decide_automatic();
  return a;
}

}  // namespace

std::string precision_name(Precision p) {
  switch (p) {
    case Precision::automatic:
      return "auto";
    case Precision::fp32:
      return "fp32";
    case Precision::bf16:
      return "bf16";
  }
  return "auto";
}

std::string precision_name(ProductPrecision p) { return p == ProductPrecision::bf16 ? "bf16" : "fp32"; }

Precision parse_precision(std::string_view name) {
  if (name == "auto") return Precision::automatic;
  if (name == "fp32") return Precision::fp32;
  if (name == "bf16") return Precision::bf16;
  throw Error("precision '" + std::string(name) + "': use fp32, bf16 or auto");
}

ProductPrecision automatic_precision() { return automatic().precision; }
std::string automatic_precision_reason() { return automatic().reason; }

ProductPrecision resolve(Precision p) {
  if (p == Precision::fp32) return ProductPrecision::fp32;
  if (p == Precision::bf16) return ProductPrecision::bf16;
  return automatic_precision();
}

bool bf16_products_native() {
  static const bool native = [] {
    const char* forced = std::getenv("TWB_BF16_PRODUCTS");
    return !(forced && std::string_view(forced) == "rounded") && !bf16_matmul_kernel().empty();
  }();
  return native;
}

std::string precision_summary() {
  return "auto: " + precision_name(automatic_precision()) + " here, as " + automatic_precision_reason() +
         "; bf16 runs " + product_precision_description(ProductPrecision::bf16).substr(5);
}

std::string product_precision_description(ProductPrecision p) {
  if (p == ProductPrecision::fp32) return "fp32";
  if (bf16_products_native()) return "bf16 on onednn " + bf16_matmul_kernel();
  return std::string("bf16 as FP32 products of inputs rounded to bfloat16 (") +
         (bf16_matmul_kernel().empty() ? "no AVX-512 here" : "TWB_BF16_PRODUCTS=rounded") + ")";
}

}  // namespace twb
