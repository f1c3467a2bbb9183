// Micro-benchmarks of the engine's kernels (Google Benchmark; not a test, not run by ctest):
//   build/release/bench/twb_kernel_bench [--benchmark_filter=REGEX]
// - the small preset's matrix products through tensor/gemm (tiles taken dynamically) against
//   Eigen's own product, at 1 and 2 threads;
// - decoding's products (64 sentences a step) row by row in a fixed order (tensor/row_invariant.h)
//   against the tiled ones;
// - a dropout mask drawn with the vectorised 32-bit hash against the 64-bit, one-double-a-draw
//   form it replaced;
// - GELU (tanh form) as one Eigen array expression against a scalar std::tanh per element.
// Items per second are multiply-adds (products) or elements (masks, activations).
#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

#include "nn/dropout.h"
#include "nn/feed_forward.h"
#include "tensor/gemm.h"
#include "tensor/parallel.h"
#include "tensor/row_invariant.h"

using namespace twb;

namespace {

Matrix random_matrix(Eigen::Index rows, Eigen::Index cols) {
  std::mt19937_64 gen(1);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = normal(gen);
  return m;
}

// Shapes: rows of x, in, out (y = x W^T): a projection, the FFN's first layer, the generator.
void ProductShapes(benchmark::internal::Benchmark* b) {
  for (const int threads : {1, 2})
    for (const auto& s : {std::array<int, 3>{2048, 256, 256}, {2048, 256, 1024}, {2048, 256, 8017}})
      b->Args({s[0], s[1], s[2], threads});
  b->ArgNames({"rows", "in", "out", "threads"})->UseRealTime();
}

void BM_TiledProduct(benchmark::State& state) {
  set_num_threads(static_cast<int>(state.range(3)));
  const Matrix x = random_matrix(state.range(0), state.range(1)), w = random_matrix(state.range(2), state.range(1));
  Matrix y(x.rows(), w.rows());
  for (auto _ : state) {
    multiply({{&x, Op::none, &w, Op::transpose, &y}});
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * x.rows() * x.cols() * w.rows());
}
BENCHMARK(BM_TiledProduct)->Apply(ProductShapes);

// A Linear layer's training step through tensor/gemm as the engine runs it: y = x W^T (+ b), then
// dW += dy^T x and dx = dy W together in one call. Items: the step's 3 N·in·out multiply-adds.
void BM_TiledLinearStep(benchmark::State& state) {
  set_num_threads(static_cast<int>(state.range(3)));
  const Matrix x = random_matrix(state.range(0), state.range(1)), w = random_matrix(state.range(2), state.range(1));
  const Matrix bias = random_matrix(1, state.range(2)), dy = random_matrix(state.range(0), state.range(2));
  Matrix y(x.rows(), w.rows()), dw = Matrix::Zero(w.rows(), w.cols()), dx(x.rows(), x.cols());
  for (auto _ : state) {
    multiply({{&x, Op::none, &w, Op::transpose, &y, false, &bias}});
    multiply(
        {{&dy, Op::transpose, &x, Op::none, &dw, true, nullptr}, {&dy, Op::none, &w, Op::none, &dx, false, nullptr}});
    benchmark::DoNotOptimize(y.data());
    benchmark::DoNotOptimize(dx.data());
  }
  state.SetItemsProcessed(state.iterations() * 3 * x.rows() * x.cols() * w.rows());
}
BENCHMARK(BM_TiledLinearStep)->Apply([](benchmark::internal::Benchmark* b) {
  ProductShapes(b);
  for (const int threads : {1, 2}) b->Args({2048, 1024, 256, threads});  // the FFN's second layer
});

// Eigen's own product, with Eigen's own threads (what the engine used before tensor/gemm).
void BM_EigenProduct(benchmark::State& state) {
  set_num_threads(static_cast<int>(state.range(3)));
  Eigen::setNbThreads(static_cast<int>(state.range(3)));
  const Matrix x = random_matrix(state.range(0), state.range(1)), w = random_matrix(state.range(2), state.range(1));
  Matrix y(x.rows(), w.rows());
  for (auto _ : state) {
    y.noalias() = x * w.transpose();
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * x.rows() * x.cols() * w.rows());
  Eigen::setNbThreads(1);
}
BENCHMARK(BM_EigenProduct)->Apply(ProductShapes);

// Decoding's shapes: 64 sentences a step through a projection, the FFN's two layers, the generator.
void DecodeShapes(benchmark::internal::Benchmark* b) {
  for (const int threads : {1, 2})
    for (const auto& s : {std::array<int, 3>{64, 256, 256}, {64, 256, 1024}, {64, 1024, 256}, {64, 256, 8017}})
      b->Args({s[0], s[1], s[2], threads});
  b->ArgNames({"rows", "in", "out", "threads"})->UseRealTime();
}

void BM_RowInvariantProduct(benchmark::State& state) {
  set_num_threads(static_cast<int>(state.range(3)));
  const Matrix x = random_matrix(state.range(0), state.range(1)), w = random_matrix(state.range(2), state.range(1));
  RowsWeights packed;  // packed once, as a decoding does for all of its steps
  pack_rows_weights(w, nullptr, packed);
  Matrix y;
  for (auto _ : state) {
    multiply_rows(x, packed, y);
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * x.rows() * x.cols() * w.rows());
}
BENCHMARK(BM_RowInvariantProduct)->Apply(DecodeShapes);

// One sentence (greedy: 1 row; beam 4: 4 rows) or one GPT sequence a step, one thread: the
// products of a single translation or generation, where each weight is used for so few rows that
// the multiply-add's latency, not its throughput, can set the pace.
void SingleSequenceShapes(benchmark::internal::Benchmark* b) {
  for (const int rows : {1, 2, 4})
    for (const auto& s : {std::array<int, 2>{256, 256}, {256, 1024}, {1024, 256}, {256, 8017}})
      b->Args({rows, s[0], s[1], 1});
  b->ArgNames({"rows", "in", "out", "threads"})->UseRealTime();
}
BENCHMARK(BM_RowInvariantProduct)->Name("BM_RowInvariantProductSingleSequence")->Apply(SingleSequenceShapes);

// The packing itself, once per decoding and layer: items are weights packed.
void BM_RowInvariantPacking(benchmark::State& state) {
  set_num_threads(static_cast<int>(state.range(3)));
  const Matrix w = random_matrix(state.range(2), state.range(1)), bias = random_matrix(1, state.range(2));
  RowsWeights packed;
  for (auto _ : state) {
    pack_rows_weights(w, &bias, packed);
    benchmark::DoNotOptimize(packed.panels.data());
  }
  state.SetItemsProcessed(state.iterations() * w.size());
}
BENCHMARK(BM_RowInvariantPacking)->Apply(DecodeShapes);

void BM_TiledProductDecodeShapes(benchmark::State& state) { BM_TiledProduct(state); }
BENCHMARK(BM_TiledProductDecodeShapes)->Apply(DecodeShapes);

constexpr Eigen::Index kRows = 2048, kCols = 1024;  // the FFN's hidden layer of a 2048-token batch

void BM_DropoutMaskVectorised(benchmark::State& state) {
  set_num_threads(1);
  CounterRng rng(5);
  Matrix scale(kRows, kCols);
  for (auto _ : state) {
    draw_dropout_scale(rng, 0.1f, scale);
    benchmark::DoNotOptimize(scale.data());
  }
  state.SetItemsProcessed(state.iterations() * scale.size());
}
BENCHMARK(BM_DropoutMaskVectorised)->UseRealTime();

// The form it replaced: SplitMix64 twice per element and a double in [0, 1) compared with p.
void BM_DropoutMaskScalar64(benchmark::State& state) {
  Matrix scale(kRows, kCols);
  uint64_t stream = 0;
  for (auto _ : state) {
    const uint64_t key = CounterRng::mix(5 + 0x9E3779B97F4A7C15ULL * (++stream));
    float* s = scale.data();
    for (Eigen::Index i = 0; i < scale.size(); ++i) {
      const double u =
          static_cast<double>(CounterRng::mix(key ^ (static_cast<uint64_t>(i) * 0xD1B54A32D192ED03ULL)) >> 11) *
          0x1.0p-53;
      s[i] = u < 0.1 ? 0.0f : 1.0f / 0.9f;
    }
    benchmark::DoNotOptimize(scale.data());
  }
  state.SetItemsProcessed(state.iterations() * scale.size());
}
BENCHMARK(BM_DropoutMaskScalar64)->UseRealTime();

void BM_GeluTanhVectorised(benchmark::State& state) {
  set_num_threads(1);
  const Matrix x = random_matrix(kRows, kCols);
  Matrix y;
  for (auto _ : state) {
    activation_forward(Activation::gelu_tanh, x, y);
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * x.size());
}
BENCHMARK(BM_GeluTanhVectorised)->UseRealTime();

void BM_GeluTanhScalar(benchmark::State& state) {
  const Matrix x = random_matrix(kRows, kCols);
  Matrix y(kRows, kCols);
  for (auto _ : state) {
    y = x.unaryExpr([](float v) { return 0.5f * v * (1.0f + std::tanh(0.7978845608f * (v + 0.044715f * v * v * v))); });
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * x.size());
}
BENCHMARK(BM_GeluTanhScalar)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  twb::use_engine_openmp_settings(argv);  // as twb and the window run
  twb::keep_freed_memory_for_reuse();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
