// How close to the processor's limit can products get? (Google Benchmark; run by hand, not a test):
//   build/release/bench/twb_peak_bench [--benchmark_filter=REGEX]
// - BM_FmaPeak: the FP32 fused multiply-add peak of this processor, measured rather than read
//   from a data sheet: independent chains of FMAs on registers, as wide as the build's vectors
//   (AVX-512 or AVX2), on 1 and 2 threads. Items per second are FLOPs (2 a lane a FMA).
// - BM_Bf16DotPeak (builds for processors with avx512_bf16): the same for bfloat16 dot products
//   (vdpbf16ps), the instruction oneDNN's bf16 kernels use where there is no AMX.
// - BM_OnednnMatmul: oneDNN's matmul on the small preset's training shapes, FP32 against bfloat16
//   inputs with FP32 results (what a mixed-precision engine would run), on 1 and 2 threads, with
//   the kernel oneDNN chose as the label. Items per second are FLOPs; the inputs are converted
//   once, outside the timing.
// - BM_OnednnToBf16: converting an FP32 activation matrix to bfloat16, the cost a mixed-precision
//   step pays before each product whose input changes.
#include <benchmark/benchmark.h>
#include <immintrin.h>
#include <omp.h>

#include <array>
#include <dnnl.hpp>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

// Independent accumulators, each a dependency chain of multiply-adds, so the units never wait for
// a result (latency 4 cycles, 2 FMA units: 8 chains keep them busy; 12 leave room).
constexpr int kChains = 12;
constexpr long kIterations = 20'000'000;

#if defined(__AVX512F__)
// The sum of every lane of the chains: what keeps the compiler from dropping them.
float lane_sum(const __m512* acc) {
  alignas(64) float lanes[16];
  float sum = 0;
  for (int c = 0; c < kChains; ++c) {
    _mm512_store_ps(lanes, acc[c]);
    for (float v : lanes) sum += v;
  }
  return sum;
}
#endif

// One thread's FP32 FMAs, as wide as the build's vectors; returns the FLOPs done.
double fma_chains() {
#if defined(__AVX512F__)
  constexpr int kLanes = 16;
  __m512 acc[kChains];
  const __m512 a = _mm512_set1_ps(0.999999f), b = _mm512_set1_ps(1e-7f);
  for (int c = 0; c < kChains; ++c) acc[c] = _mm512_set1_ps(static_cast<float>(c));
  for (long i = 0; i < kIterations; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = _mm512_fmadd_ps(acc[c], a, b);
  benchmark::DoNotOptimize(lane_sum(acc));
#elif defined(__AVX2__) && defined(__FMA__)
  constexpr int kLanes = 8;
  __m256 acc[kChains];
  const __m256 a = _mm256_set1_ps(0.999999f), b = _mm256_set1_ps(1e-7f);
  for (int c = 0; c < kChains; ++c) acc[c] = _mm256_set1_ps(static_cast<float>(c));
  for (long i = 0; i < kIterations; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = _mm256_fmadd_ps(acc[c], a, b);
  benchmark::DoNotOptimize(acc);
#else
  constexpr int kLanes = 1;
  float acc[kChains];
  for (int c = 0; c < kChains; ++c) acc[c] = static_cast<float>(c);
  for (long i = 0; i < kIterations; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = acc[c] * 0.999999f + 1e-7f;
  benchmark::DoNotOptimize(acc);
#endif
  return 2.0 * kLanes * kChains * static_cast<double>(kIterations);
}

// Runs `chains` on state.range(0) threads at once, counting their FLOPs as the items.
void run_on_threads(benchmark::State& state, double (*chains)()) {
  const int threads = static_cast<int>(state.range(0));
  double flops = 0;
  for (auto _ : state) {
    std::vector<std::thread> workers;
    std::vector<double> done(static_cast<size_t>(threads));
    for (int t = 0; t < threads; ++t)
      workers.emplace_back([&done, t, chains] { done[static_cast<size_t>(t)] = chains(); });
    for (auto& w : workers) w.join();
    for (double d : done) flops += d;
  }
  state.SetItemsProcessed(static_cast<int64_t>(flops));
}

void BM_FmaPeak(benchmark::State& state) { run_on_threads(state, fma_chains); }
BENCHMARK(BM_FmaPeak)->Arg(1)->Arg(2)->ArgName("threads")->UseRealTime()->Unit(benchmark::kMillisecond);

#if defined(__AVX512BF16__)
// The bfloat16 dot-product peak: the same chains of vdpbf16ps, each adding to 16 FP32 lanes the
// products of 32 bfloat16 pairs (64 FLOPs an instruction).
double bf16_dot_chains() {
  __m512 acc[kChains];
  const __m512bh a = _mm512_cvtne2ps_pbh(_mm512_set1_ps(0.5f), _mm512_set1_ps(0.25f));
  const __m512bh b = _mm512_cvtne2ps_pbh(_mm512_set1_ps(1e-3f), _mm512_set1_ps(2e-3f));
  for (int c = 0; c < kChains; ++c) acc[c] = _mm512_set1_ps(static_cast<float>(c));
  for (long i = 0; i < kIterations; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = _mm512_dpbf16_ps(acc[c], a, b);
  benchmark::DoNotOptimize(lane_sum(acc));
  return 64.0 * kChains * static_cast<double>(kIterations);
}

void BM_Bf16DotPeak(benchmark::State& state) { run_on_threads(state, bf16_dot_chains); }
BENCHMARK(BM_Bf16DotPeak)->Arg(1)->Arg(2)->ArgName("threads")->UseRealTime()->Unit(benchmark::kMillisecond);
#endif

dnnl::memory random_memory(const dnnl::engine& engine, dnnl::stream& stream, dnnl::memory::dims dims,
                           dnnl::memory::data_type type) {
  using dnnl::memory;
  const memory::desc f32_desc(dims, memory::data_type::f32, memory::format_tag::ab);
  memory f32(f32_desc, engine);
  std::mt19937 gen(1);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  auto* values = static_cast<float*>(f32.get_data_handle());
  for (size_t i = 0; i < f32_desc.get_size() / sizeof(float); ++i) values[i] = normal(gen);
  if (type == memory::data_type::f32) return f32;
  memory converted(memory::desc(dims, type, memory::format_tag::ab), engine);
  dnnl::reorder(f32, converted).execute(stream, f32, converted);
  stream.wait();
  return converted;
}

// Arguments: M, K, N (C[M×N] = A[M×K] · B[K×N]), bf16 (0 or 1), threads.
void BM_OnednnMatmul(benchmark::State& state) {
  using dnnl::memory;
  const memory::dim m = state.range(0), k = state.range(1), n = state.range(2);
  const auto type = state.range(3) ? memory::data_type::bf16 : memory::data_type::f32;
  omp_set_num_threads(static_cast<int>(state.range(4)));
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  const memory a = random_memory(engine, stream, {m, k}, type), b = random_memory(engine, stream, {k, n}, type);
  const memory::desc c_desc({m, n}, memory::data_type::f32, memory::format_tag::ab);
  const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a.get_desc(), b.get_desc(), c_desc), engine);
  const dnnl::matmul product(pd);
  memory c(c_desc, engine);
  for (auto _ : state) {
    product.execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, b}, {DNNL_ARG_DST, c}});
    stream.wait();
  }
  state.SetItemsProcessed(state.iterations() * 2 * m * k * n);
  state.SetLabel(pd.impl_info_str());
}
// The small preset's products in one training step of 2,048 target tokens: a projection and the
// FFN's two layers forward, the generator (8,017 words), and a weight gradient (Kᵀ·Q shape).
void MatmulShapes(benchmark::internal::Benchmark* b) {
  for (const int threads : {1, 2})
    for (const int bf16 : {0, 1})
      for (const auto& s : {std::array<int, 3>{2048, 256, 256},
                            {2048, 256, 1024},
                            {2048, 1024, 256},
                            {2048, 256, 8017},
                            {256, 2048, 1024}})
        b->Args({s[0], s[1], s[2], bf16, threads});
  b->ArgNames({"M", "K", "N", "bf16", "threads"})->UseRealTime();
}
BENCHMARK(BM_OnednnMatmul)->Apply(MatmulShapes);

void BM_OnednnToBf16(benchmark::State& state) {
  using dnnl::memory;
  const memory::dim m = state.range(0), k = state.range(1);
  omp_set_num_threads(static_cast<int>(state.range(2)));
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  memory a = random_memory(engine, stream, {m, k}, memory::data_type::f32);
  memory converted(memory::desc({m, k}, memory::data_type::bf16, memory::format_tag::ab), engine);
  const dnnl::reorder convert(a, converted);
  for (auto _ : state) {
    convert.execute(stream, a, converted);
    stream.wait();
  }
  state.SetItemsProcessed(state.iterations() * m * k);
}
BENCHMARK(BM_OnednnToBf16)
    ->Args({2048, 256, 1})
    ->Args({2048, 1024, 1})
    ->Args({2048, 256, 2})
    ->Args({2048, 1024, 2})
    ->ArgNames({"M", "K", "threads"})
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
