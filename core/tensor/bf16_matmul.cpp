#include "tensor/bf16_matmul.h"

#include <omp.h>

#include <dnnl.hpp>
#include <map>
#include <tuple>

namespace twb {

namespace {

using dnnl::memory;

const dnnl::engine& cpu() {
  static const dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

// oneDNN plans a primitive for the threads OpenMP would give it; a tile's runs on one.
class OneOpenMpThread {
 public:
  OneOpenMpThread() : threads_(omp_get_max_threads()) { omp_set_num_threads(1); }
  ~OneOpenMpThread() { omp_set_num_threads(threads_); }
  OneOpenMpThread(const OneOpenMpThread&) = delete;
  OneOpenMpThread& operator=(const OneOpenMpThread&) = delete;

 private:
  int threads_;
};

// A tile's shape: everything but the operands' addresses.
using Shape = std::tuple<bool, bool, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, bool>;

Shape shape_of(const Bf16Tile& t) {
  return {t.transpose_a, t.transpose_b, t.rows, t.cols, t.depth, t.lda, t.ldb, t.ldc, t.accumulate};
}

dnnl::matmul::primitive_desc describe(const Bf16Tile& t) {
  using type = memory::data_type;
  // Row-major with leading dimensions; a transposed operand is the same buffer read column-wise.
  const memory::desc a({t.rows, t.depth}, type::bf16, t.transpose_a ? memory::dims{1, t.lda} : memory::dims{t.lda, 1});
  const memory::desc b({t.depth, t.cols}, type::bf16, t.transpose_b ? memory::dims{1, t.ldb} : memory::dims{t.ldb, 1});
  const memory::desc c({t.rows, t.cols}, type::f32, memory::dims{t.ldc, 1});
  dnnl::primitive_attr attributes;
  if (t.accumulate) {
    dnnl::post_ops sum;
    sum.append_sum(1.0f);
    attributes.set_post_ops(sum);
  }
  return {dnnl::matmul::desc(a, b, c), attributes, cpu()};
}

// A primitive takes about 0.1 ms to make (oneDNN keeps a cache of its own as well) and some
// kilobytes of generated code.
constexpr size_t kMostShapes = 256;

// One tile shape's primitive and the memory objects its operands are bound to at each call.
struct Prepared {
  dnnl::matmul product;
  memory a, b, c;
};

Prepared prepare(const Bf16Tile& t) {
  OneOpenMpThread one;
  const dnnl::matmul::primitive_desc pd = describe(t);
  return {dnnl::matmul(pd), memory(pd.src_desc(), cpu(), nullptr), memory(pd.weights_desc(), cpu(), nullptr),
          memory(pd.dst_desc(), cpu(), nullptr)};
}

}  // namespace

const std::string& bf16_matmul_kernel() {
  static const std::string kernel = [] {
    Bf16Tile t;
    t.rows = t.cols = t.depth = t.lda = t.ldb = t.ldc = 256;
    try {
      OneOpenMpThread one;
      return std::string(describe(t).impl_info_str());
    } catch (const dnnl::error&) {
      return std::string();  // unimplemented: no bfloat16 products on this processor
    }
  }();
  return kernel;
}

bool bf16_matmul(const Bf16Tile& t) {
  if (bf16_matmul_kernel().empty()) return false;
  thread_local std::map<Shape, Prepared> prepared;
  thread_local dnnl::stream stream(cpu());
  auto at = prepared.find(shape_of(t));
  try {
    if (at == prepared.end()) {
      // A batch's token count sets some tiles' shapes; the shapes a long run meets are bounded here.
      if (prepared.size() >= kMostShapes) prepared.clear();
      at = prepared.emplace(shape_of(t), prepare(t)).first;
    }
    Prepared& p = at->second;
    p.a.set_data_handle(const_cast<Eigen::bfloat16*>(t.a));
    p.b.set_data_handle(const_cast<Eigen::bfloat16*>(t.b));
    p.c.set_data_handle(t.c);
    // The C interface: its arguments are an array, where the C++ one builds a map at every call.
    const dnnl_exec_arg_t arguments[] = {
        {DNNL_ARG_SRC, p.a.get()}, {DNNL_ARG_WEIGHTS, p.b.get()}, {DNNL_ARG_DST, p.c.get()}};
    dnnl::error::wrap_c_api(dnnl_primitive_execute(p.product.get(), stream.get(), 3, arguments),
                            "could not run a bfloat16 matrix product");
    stream.wait();
    return true;
  } catch (const dnnl::error&) {
    return false;  // runs inside the tiles' parallel region, where nothing may throw
  }
}

}  // namespace twb
