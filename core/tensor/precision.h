// The precision of a training step's matrix products: FP32, or bfloat16 inputs with FP32
// accumulation (mixed precision, as torch.autocast("cpu", dtype=torch.bfloat16) runs a step).
//
// In bf16 every product of tensor/gemm.h that a training step starts (projections, the FFN, the
// output layer, and their weight and input gradients) rounds both operands to bfloat16 (8 bits of
// mantissa, FP32's exponent range) and multiplies them with FP32 sums. Everything else stays FP32:
// the master weights and Adam's moments, LayerNorm, softmax and the attention scores, the loss, and
// every evaluation and translation. A product of two bfloat16 numbers is exact in FP32, so the
// only rounding is the inputs' and the sum's: the result is FP32's product of the rounded inputs.
//
// Where the products run: oneDNN's bfloat16 matmul (its avx512_core_bf16 or AMX kernels), in the
// engine's tiles, so a step's bits still do not depend on the thread count. On a processor without
// AVX-512, where oneDNN has no bfloat16 kernel, the inputs are rounded to bfloat16 values held in
// FP32 and the FP32 kernel multiplies them: the same numbers, at FP32's speed or a little below.
//
// `auto` chooses bf16 only where its products were measured to be faster than FP32's, and a
// processor flag alone does not say so:
// - AMD with avx512_bf16 (Zen 4): oneDNN's bfloat16 matmul ran the small model's products 1.85-2.65x
//   faster than its FP32 matmul on 2 cores.
// - AMX-BF16 (Intel Sapphire Rapids and later, where the operating system lets programs use it).
// - Not Intel's avx512_bf16 alone: on a 2-core Xeon that exposes avx512_bf16 but not AMX, the
//   bf16 dot-product instruction measured half the FP32 FMA peak, and oneDNN's bfloat16 matmul ran
//   at 0.51-0.58x its FP32 matmul (docs/benchmarks.md, "The processor's peak and bfloat16 products").
#pragma once

#include <string>
#include <string_view>

namespace twb {

// The setting: what the person asked for.
enum class Precision { automatic, fp32, bf16 };
// What the products do.
enum class ProductPrecision { fp32, bf16 };

// "auto", "fp32", "bf16"; parse_precision throws twb::Error naming the accepted values.
std::string precision_name(Precision p);
std::string precision_name(ProductPrecision p);
Precision parse_precision(std::string_view name);

// What `auto` gives on this processor, and why, in a clause: "this processor's bfloat16 products
// are slower than its FP32 products (Intel's AVX-512 without AMX)".
ProductPrecision automatic_precision();
std::string automatic_precision_reason();
ProductPrecision resolve(Precision p);

// Whether oneDNN multiplies bfloat16 on this processor (AVX-512); where not, bf16 products are
// rounded inputs through the FP32 kernel. TWB_BF16_PRODUCTS=rounded in the environment takes that
// path anywhere (for tests and measuring).
bool bf16_products_native();
// For reports: "bf16 on onednn brg:avx512_core_bf16", "bf16 as FP32 products of inputs rounded to
// bfloat16 (no AVX-512 here)", or "fp32".
std::string product_precision_description(ProductPrecision p);
// For --version and the About box: "auto: fp32 here, as <why>; bf16 runs on onednn …".
std::string precision_summary();

// The precision of the products this thread starts while a scope lives (nested scopes restore the
// outer one). Threads start in fp32.
class ProductPrecisionScope {
 public:
  explicit ProductPrecisionScope(ProductPrecision p) : previous_(current_) { current_ = p; }
  ~ProductPrecisionScope() { current_ = previous_; }
  ProductPrecisionScope(const ProductPrecisionScope&) = delete;
  ProductPrecisionScope& operator=(const ProductPrecisionScope&) = delete;
  static ProductPrecision current() { return current_; }

 private:
  ProductPrecision previous_;
  static inline thread_local ProductPrecision current_ = ProductPrecision::fp32;
};

}  // namespace twb
