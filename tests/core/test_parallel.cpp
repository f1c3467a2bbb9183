// How the engine shares work between threads (tensor/gemm.h, tensor/parallel.h): tiled products
// equal a plain product for every transpose, shape and option; results are bit-identical for any
// thread count, down to a whole training run with dropout; decoding's products and attention
// (tensor/row_invariant.h) give a row the same bits in any batch; steady-state training steps reuse
// their memory instead of faulting in fresh pages.

#include <gtest/gtest.h>

#include <algorithm>
#include <sys/resource.h>

#include <cmath>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <thread>
#include <vector>

#include "model/seq2seq.h"
#include "nn/attention.h"
#include "nn/embedding.h"
#include "tensor/elementwise.h"
#include "tensor/gemm.h"
#include "tensor/gemm_kernel.h"
#include "tensor/row_invariant.h"
#include "tensor/parallel.h"
#include "text/special_tokens.h"
#include "train/optimizer.h"
#include "train/trainer.h"
#include "util/cpu_time.h"
#include "product_support.h"

using namespace twb;

namespace {

using twb::testing::DoubleMatrix;
using twb::testing::ProductCase;
using twb::testing::ProductShape;
using twb::testing::random_normals;

// Sizes around the tiles' quanta (48 rows, 64 columns), ones, and the small preset's products
// (2048 tokens, d_model 256, d_ff 1024, a target vocabulary of 8017).
const std::vector<ProductShape> kShapes = {{1, 1, 1},         {1, 8017, 256},  {47, 63, 5},      {48, 64, 48},
                                           {49, 65, 300},     {200, 256, 256}, {2048, 256, 256}, {256, 256, 2048},
                                           {2048, 1024, 256}, {301, 1700, 33}, {5, 3, 2100}};
}  // namespace

// Adam's pass with the running average of the weights (optimizer.h: RunningAverage) leaves the
// weights, the moments and the average bit for bit as Adam followed by a separate average pass, for
// any thread count; with the health's sums too.
TEST(FusedAdam, TheAverageInAdamsPassEqualsASeparatePass) {
  std::mt19937 rng(7);
  std::normal_distribution<float> normal;
  const auto filled = [&](Eigen::Index r, Eigen::Index c) {
    twb::Matrix m(r, c);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = normal(rng);
    return m;
  };
  twb::Parameter a, b;  // one large enough for several chunks
  a.value = filled(300, 130);
  b.value = filled(7, 3);
  const twb::Matrix ga = filled(300, 130), gb = filled(7, 3);
  const auto run = [&](bool fused, bool sums, int threads) {
    twb::Parameter pa = a, pb = b;
    pa.grad = ga;
    pb.grad = gb;
    const twb::ParameterChunks chunks({{"a", &pa}, {"b", &pb}});
    std::vector<twb::Matrix> average{pa.value, pb.value};
    twb::Adam adam;
    twb::Adam::ChunkSums chunk_sums;
    set_num_threads(threads);
    for (int step = 1; step <= 3; ++step) {
      const twb::Adam::RunningAverage running{&average, twb::real(0.3 / step)};
      adam.step(chunks, 1e-3 * step, sums ? &chunk_sums : nullptr, fused ? &running : nullptr);
      if (!fused)
        for (size_t p = 0; p < average.size(); ++p) {
          const twb::Matrix& w = p == 0 ? pa.value : pb.value;
          for (Eigen::Index j = 0; j < w.size(); ++j)
            average[p].data()[j] += running.rate * (w.data()[j] - average[p].data()[j]);
        }
    }
    return std::vector<twb::Matrix>{
        pa.value, pb.value, average[0], average[1], adam.first_moments()[0], adam.second_moments()[1]};
  };
  const auto expected = run(false, false, 1);
  EXPECT_NE(expected[2](0, 0), expected[0](0, 0));  // the average lags the weights
  for (bool sums : {false, true})
    for (int threads : {1, 2, 3}) {
      const auto got = run(true, sums, threads);
      for (size_t i = 0; i < expected.size(); ++i)
        EXPECT_EQ(0, std::memcmp(got[i].data(), expected[i].data(), sizeof(twb::real) * size_t(got[i].size())))
            << "matrix " << i << ", sums " << sums << ", " << threads << " threads";
    }
}

TEST(TiledProducts, EqualAPlainProductForEveryTransposeShapeAndOption) {
  set_num_threads(2);
  std::mt19937_64 gen(1);
  int checked = 0;
  twb::testing::for_every_transpose(kShapes, gen, [&](const ProductCase& p) {
    const ProductShape& s = p.shape;
    const DoubleMatrix exact = twb::testing::in_double(p.a, p.op_a) * twb::testing::in_double(p.b, p.op_b);
    // A sum of `depth` products of unit normals: rounding grows as sqrt(depth).
    const double tolerance = 1e-5 * std::sqrt(static_cast<double>(s.depth)) * 8;

    Matrix c(s.rows, s.cols);
    multiply({{&p.a, p.op_a, &p.b, p.op_b, &c}});
    EXPECT_LE((c.cast<double>() - exact).cwiseAbs().maxCoeff(), tolerance) << p.name();

    Matrix with_bias(s.rows, s.cols);
    multiply({{&p.a, p.op_a, &p.b, p.op_b, &with_bias, false, &p.bias}});
    const DoubleMatrix exact_bias = exact.rowwise() + p.bias.cast<double>().row(0);
    EXPECT_LE((with_bias.cast<double>() - exact_bias).cwiseAbs().maxCoeff(), tolerance) << p.name();

    Matrix accumulated = p.start;
    multiply({{&p.a, p.op_a, &p.b, p.op_b, &accumulated, true}});
    EXPECT_LE((accumulated.cast<double>() - (p.start.cast<double>() + exact)).cwiseAbs().maxCoeff(), tolerance)
        << p.name();
    ++checked;
  });
  EXPECT_EQ(checked, static_cast<int>(kShapes.size()) * 4);
  set_num_threads(0);
}

TEST(TiledProducts, SeveralProductsInOneCallEachGetTheirOwnResult) {
  set_num_threads(2);
  std::mt19937_64 gen(2);
  const Matrix x = random_normals(500, 64, gen), m = random_normals(700, 64, gen);
  const Matrix wq = random_normals(64, 64, gen), wk = random_normals(64, 64, gen), wv = random_normals(96, 64, gen);
  Matrix q(500, 64), k(700, 64), v(700, 96);
  multiply({{&x, Op::none, &wq, Op::transpose, &q},
            {&m, Op::none, &wk, Op::transpose, &k},
            {&m, Op::none, &wv, Op::transpose, &v}});
  EXPECT_LE((q - x * wq.transpose()).cwiseAbs().maxCoeff(), 1e-4f);
  EXPECT_LE((k - m * wk.transpose()).cwiseAbs().maxCoeff(), 1e-4f);
  EXPECT_LE((v - m * wv.transpose()).cwiseAbs().maxCoeff(), 1e-4f);
  set_num_threads(0);
}

TEST(TiledProducts, AreBitIdenticalForAnyThreadCount) {
  std::mt19937_64 gen(3);
  for (const ProductShape& s : kShapes) {
    const Matrix a = random_normals(s.depth, s.rows, gen), b = random_normals(s.depth, s.cols, gen);
    std::vector<Matrix> results;
    for (const int threads : {1, 2, 3, 5}) {
      set_num_threads(threads);
      Matrix c(s.rows, s.cols);
      multiply({{&a, Op::transpose, &b, Op::none, &c}});  // the shape of every dW = dy^T x
      results.push_back(c);
    }
    for (size_t i = 1; i < results.size(); ++i)
      EXPECT_EQ(results[0], results[i]) << s.rows << "x" << s.cols << "x" << s.depth;
  }
  set_num_threads(0);
}

// The shared element-wise loops and column sums (tensor/elementwise.h) equal their formula, on the
// calling thread (small) and split into blocks (large, with a partial last block and a column count
// that is not a multiple of the column block), and give the same bits for any thread count.
TEST(SharedLoops, EqualTheFormulaAndAreBitIdenticalForAnyThreadCount) {
  std::mt19937_64 gen(11);
  for (const auto& [rows, cols] : {std::pair<Eigen::Index, Eigen::Index>{3, 5}, {700, 256}, {301, 1000}}) {
    const Matrix a = random_normals(rows, cols, gen), b = random_normals(rows, cols, gen);
    std::vector<std::vector<Matrix>> by_threads;
    for (const int threads : {1, 2, 3}) {
      set_num_threads(threads);
      std::vector<Matrix> r(7);
      r[0] = a;
      add_in_place(r[0], b);
      assign_sum(r[1], a, b);
      r[2] = a;
      multiply_in_place(r[2], b);
      assign_product(r[3], a, b);
      assign_copy(r[4], b);
      r[5] = Matrix::Ones(1, cols);
      add_column_sums(a, r[5]);
      r[6] = Matrix::Zero(2, cols);  // row 0: Σ a ⊙ b, row 1: Σ a
      Matrix ab = Matrix::Zero(1, cols), sum_a = Matrix::Constant(1, cols, 2);
      add_column_sums(a, b, ab, sum_a);
      r[6] << ab, sum_a;
      by_threads.push_back(r);
    }
    const std::vector<Matrix>& r = by_threads[0];
    EXPECT_EQ(r[0], Matrix(a + b));
    EXPECT_EQ(r[1], Matrix(a + b));
    EXPECT_EQ(r[2], Matrix(a.cwiseProduct(b)));
    EXPECT_EQ(r[3], Matrix(a.cwiseProduct(b)));
    EXPECT_EQ(r[4], b);
    const DoubleMatrix a64 = a.cast<double>(), b64 = b.cast<double>();
    const double tolerance = 1e-5 * static_cast<double>(rows);
    EXPECT_LE((r[5].cast<double>() - (a64.colwise().sum().array() + 1).matrix()).cwiseAbs().maxCoeff(), tolerance);
    EXPECT_LE((r[6].row(0).cast<double>() - a64.cwiseProduct(b64).colwise().sum()).cwiseAbs().maxCoeff(), tolerance);
    EXPECT_LE((r[6].row(1).cast<double>() - (a64.colwise().sum().array() + 2).matrix()).cwiseAbs().maxCoeff(),
              tolerance);
    for (size_t t = 1; t < by_threads.size(); ++t)
      for (size_t k = 0; k < r.size(); ++k)
        EXPECT_EQ(by_threads[t][k], r[k]) << rows << "x" << cols << ", result " << k;
  }
  set_num_threads(0);
}

// The token embedding's backward splits the columns between threads (a token may occur many times
// in a batch): every row of the table gets what a plain loop over the tokens adds, bit for bit.
TEST(SharedLoops, TheEmbeddingGradientOfRepeatedTokensIsAPlainLoopsForAnyThreadCount) {
  std::mt19937_64 gen(12);
  constexpr int kVocab = 50, kDim = 120, kBatch = 40, kLength = 20;  // 800 x 120: split into blocks
  TokenBatch tokens{kBatch, kLength, {}};
  std::uniform_int_distribution<int32_t> id(0, kVocab - 1);
  for (int i = 0; i < kBatch * kLength; ++i) tokens.ids.push_back(id(gen));
  const Matrix dy = random_normals(kBatch * kLength, kDim, gen);
  Matrix expected = Matrix::Zero(kVocab, kDim);
  for (int i = 0; i < kBatch * kLength; ++i)
    if (tokens.ids[static_cast<size_t>(i)] != 0) expected.row(tokens.ids[static_cast<size_t>(i)]) += dy.row(i) * 2.0f;
  for (const int threads : {1, 2, 3}) {
    set_num_threads(threads);
    TokenEmbedding embedding;
    embedding.init(kVocab, kDim, /*padding=*/0, /*scale=*/2.0f);
    Matrix y;
    embedding.forward(tokens, y);
    embedding.backward(dy);
    EXPECT_EQ(embedding.weight.grad, expected) << threads << " threads";
  }
  set_num_threads(0);
}

// The products' kernel is the one TWB_GEMM names (ctest runs this program once as it is and once
// with each kernel forced), and reports say which it is and who chose.
TEST(GemmKernel, IsTheOneTwbGemmNamesAndReportsSaySo) {
  const char* forced = std::getenv("TWB_GEMM");
  const std::string description = gemm_kernel_description();
  if (forced && std::string(forced) == "eigen") {
    EXPECT_EQ(gemm_kernel(), GemmKernel::eigen);
    EXPECT_EQ(description, "eigen (TWB_GEMM)");
  } else if (forced && std::string(forced) == "openblas") {
    EXPECT_EQ(gemm_kernel(), GemmKernel::openblas);
    EXPECT_TRUE(description.starts_with("openblas (") && description.ends_with(") (TWB_GEMM)")) << description;
  } else if (forced && std::string(forced) == "onednn") {
    EXPECT_EQ(gemm_kernel(), GemmKernel::onednn);
    EXPECT_TRUE(description.starts_with("onednn 2.") && description.ends_with(" (TWB_GEMM)")) << description;
  } else {  // the machine's default
    EXPECT_EQ(description.find("TWB_GEMM"), std::string::npos) << description;
    EXPECT_EQ(gemm_kernel() == GemmKernel::openblas, description.starts_with("openblas (")) << description;
    EXPECT_EQ(gemm_kernel() == GemmKernel::onednn, description.starts_with("onednn ")) << description;
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) {
      EXPECT_EQ(gemm_kernel(), GemmKernel::onednn);
    } else if (!__builtin_cpu_is("amd")) {
      EXPECT_EQ(gemm_kernel(), GemmKernel::eigen);
    }
  }
}

// The products of the small preset on 2 048-token batches are cut finely enough for 16 threads to
// share; products too small to be worth a parallel region stay whole. For either kernel.
TEST(Tiling, CutsTheSmallPresetsProductsIntoManyTilesAndKeepsSmallOnesWhole) {
  for (const GemmKernel kernel : {GemmKernel::eigen, GemmKernel::openblas, GemmKernel::onednn}) {
    SCOPED_TRACE(kernel == GemmKernel::eigen ? "eigen" : kernel == GemmKernel::openblas ? "openblas" : "onednn");
    EXPECT_GE(tiling_for(2048, 256, 256, kernel).count(), 16);   // a projection
    EXPECT_GE(tiling_for(2048, 1024, 256, kernel).count(), 32);  // the FFN's first layer
    EXPECT_GE(tiling_for(2048, 8017, 256, kernel).count(), 32);  // the generator
    EXPECT_GE(tiling_for(256, 256, 2048, kernel).count(), 4);    // dW of a projection
    EXPECT_EQ(tiling_for(1, 256, 256, kernel).count(), 1);       // decoding one sentence
    const Tiling t = tiling_for(2048, 256, 256, kernel);
    EXPECT_EQ(t.tile_rows % 48, 0);
    EXPECT_GE(t.row_tiles * t.tile_rows, 2048);
    EXPECT_GE(t.col_tiles * t.tile_cols, 256);
  }
  EXPECT_GE(tiling_for(2048, 1024, 256, GemmKernel::eigen).count(), 64);
  EXPECT_GE(tiling_for(2048, 8017, 256, GemmKernel::eigen).count(), 256);
}

// OpenBLAS (and oneDNN) pack both panels of every tile afresh: their tiles are near square, so that
// an r x c tile packs r + c numbers per depth for r · c multiply-adds, and a call's products share
// ~32 tiles.
TEST(Tiling, GivesOpenBlasNearSquareTilesSharedAcrossTheCall) {
  const auto packed_per_multiply_add = [](const Tiling& t) {
    return 1.0 / double(t.tile_rows) + 1.0 / double(t.tile_cols);
  };
  // (A projection alone, 2048 x 256 by 256, gets about the same from both: 144 x 128 and 96 x 256.)
  for (const auto& [rows, cols, depth] :
       {std::array<Eigen::Index, 3>{2048, 1024, 256}, {2048, 8017, 256}, {2048, 256, 1024}, {256, 1024, 2048}}) {
    const Tiling blas = tiling_for(rows, cols, depth, GemmKernel::openblas),
                 eigen = tiling_for(rows, cols, depth, GemmKernel::eigen);
    EXPECT_LT(packed_per_multiply_add(blas), packed_per_multiply_add(eigen)) << rows << " x " << cols << " x " << depth;
    EXPECT_LE(std::max(blas.tile_rows, blas.tile_cols), 3 * std::min(blas.tile_rows, blas.tile_cols) + 48);
  }
  // dW and dx of a projection in one call: ~32 tiles between them, not ~32 each.
  const Eigen::Index call = 2 * Eigen::Index(2048) * 256 * 256;
  const Eigen::Index together = tiling_for(256, 256, 2048, GemmKernel::openblas, call).count() +
                                tiling_for(2048, 256, 256, GemmKernel::openblas, call).count();
  EXPECT_GE(together, 16);
  EXPECT_LE(together, 48);
  EXPECT_LT(together, tiling_for(256, 256, 2048, GemmKernel::openblas).count() +
                          tiling_for(2048, 256, 256, GemmKernel::openblas).count());
  // oneDNN packs every call's panels afresh too, and gets the same tiles.
  for (const auto& [rows, cols, depth] :
       {std::array<Eigen::Index, 3>{2048, 1024, 256}, {256, 1024, 2048}, {1, 256, 256}}) {
    const Tiling blas = tiling_for(rows, cols, depth, GemmKernel::openblas, call);
    const Tiling dnnl = tiling_for(rows, cols, depth, GemmKernel::onednn, call);
    EXPECT_EQ(dnnl.tile_rows, blas.tile_rows);
    EXPECT_EQ(dnnl.tile_cols, blas.tile_cols);
  }
}

namespace {
// a b + c as the products' SIMD multiply-add computes it: fused where the machine has FMA.
real textbook_multiply_add(real a, real b, real c) {
#ifdef EIGEN_VECTORIZE_FMA
  return std::fma(a, b, c);
#else
  return a * b + c;
#endif
}

// Runs `product` on 1, 2 and 3 threads, expects the same bits from each, and gives the result.
template <class Product>
Matrix same_on_any_thread_count(Product product) {
  std::vector<Matrix> together;
  for (const int threads : {1, 2, 3}) {
    set_num_threads(threads);
    Matrix y;
    product(y);
    together.push_back(y);
  }
  set_num_threads(0);
  for (size_t i = 1; i < together.size(); ++i) EXPECT_EQ(together[0], together[i]) << "thread counts differ";
  return together[0];
}
}  // namespace

// The decoding products (tensor/row_invariant.h): a row's result is the same, bit for bit, alone
// or among any number of other rows, for any thread count, and equals x Wᵀ + b to rounding.
TEST(RowInvariantProducts, ARowGetsTheSameBitsAloneOrInAnyBatch) {
  std::mt19937_64 gen(4);
  for (const ProductShape& s :
       std::vector<ProductShape>{{13, 29, 37}, {70, 300, 256}, {9, 8017, 256}, {5, 7, 1}, {3, 64, 1024}}) {
    const Matrix x = random_normals(s.rows, s.depth, gen), w = random_normals(s.cols, s.depth, gen);
    const Matrix bias = random_normals(1, s.cols, gen);
    const Matrix y = same_on_any_thread_count([&](Matrix& out) { multiply_rows(x, w, &bias, out); });
    // Each element is the textbook loop: k ascending, one fused multiply-add a term, then + b.
    for (Eigen::Index r = 0; r < s.rows; ++r)
      for (Eigen::Index j = 0; j < s.cols; ++j) {
        real sum = 0;
        for (Eigen::Index k = 0; k < s.depth; ++k) sum = textbook_multiply_add(x(r, k), w(j, k), sum);
        ASSERT_EQ(y(r, j), sum + bias(0, j)) << "row " << r << ", column " << j;
      }
    const DoubleMatrix exact = (x.cast<double>() * w.cast<double>().transpose()).rowwise() + bias.cast<double>().row(0);
    EXPECT_LE((y.cast<double>() - exact).cwiseAbs().maxCoeff(), 1e-5 * std::sqrt(double(s.depth)) * 10);
    for (Eigen::Index r = 0; r < s.rows; ++r) {
      Matrix alone;
      multiply_rows(x.middleRows(r, 1), w, &bias, alone);
      ASSERT_EQ(alone.row(0), y.row(r)) << s.rows << "x" << s.cols << "x" << s.depth << ", row " << r;
      // The same row among a few others, at another place.
      Matrix three(3, s.depth), y3;
      three << x.row((r + 1) % s.rows), x.row(r), x.row((r + 2) % s.rows);
      multiply_rows(three, w, &bias, y3);
      ASSERT_EQ(y3.row(1), y.row(r)) << "row " << r << " second of three";
    }
  }
}

// The thread count of a step: n, less the cores other programs keep busy (a reading of 0.4 core
// and more counts as one), never under half of n; training keeps 2 threads on 2 cores, decoding
// does not.
TEST(AdaptiveThreadCount, LeavesTheCoresOtherProgramsKeepBusyAndKeepsAtLeastHalf) {
  using Loop = AdaptiveThreadCount::Loop;
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(0.0), 0);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(0.01), 0) << "idle, as measured on 2 cores";
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(0.39), 0);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(0.4), 1);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(0.88), 1) << "`yes` beside 2 threads on 2 cores";
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(1.01), 1);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(1.5), 2);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores_for(-0.2), 0) << "rounding's small negatives";

  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 16, 0), 16);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 16, 1), 15);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::decoding, 16, 3), 13);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 16, 12), 8) << "never under half";
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::decoding, 2, 1), 1);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 2, 1), 2) << "2 threads train faster than 1 there";
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 3, 1), 2);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::training, 3, 2), 2);
  EXPECT_EQ(AdaptiveThreadCount::threads_for(Loop::decoding, 1, 1), 1);
}

// A reading sets the count of the next steps of every loop, on every thread; the count is
// restored when the loop's object goes.
TEST(AdaptiveThreadCount, AReadingSetsTheNextStepsOfEveryLoopAndTheCountIsRestored) {
  using Loop = AdaptiveThreadCount::Loop;
  AdaptiveThreadCount::read_machine_load(false);  // the machine here runs other tests too
  AdaptiveThreadCount::forget_load();
  set_num_threads(4);
  {
    AdaptiveThreadCount decoding;
    decoding.use_chosen();  // the encoder's count
    EXPECT_EQ(num_threads(), 4);
    decoding.begin_step();
    EXPECT_EQ(decoding.current(), 4);
    decoding.end_step();
    AdaptiveThreadCount::observe_other_cores(1.02);
    decoding.begin_step();
    EXPECT_EQ(num_threads(), 3);
    EXPECT_EQ(decoding.current(), 3);
    decoding.end_step();
  }
  EXPECT_EQ(num_threads(), 4) << "restored";
  EXPECT_EQ(AdaptiveThreadCount::last_step_threads(Loop::decoding), 3) << "what twb bench reports";
  EXPECT_EQ(AdaptiveThreadCount::last_step_threads(Loop::training), 0) << "no training step yet";
  int other_thread_count = 0;
  std::thread([&] {
    set_num_threads(4);
    AdaptiveThreadCount training(Loop::training);
    training.begin_step();
    other_thread_count = num_threads();
    training.end_step();
  }).join();
  EXPECT_EQ(other_thread_count, 3) << "the reading is the process's";
  AdaptiveThreadCount::observe_other_cores(0.1);
  {
    AdaptiveThreadCount training(Loop::training);
    training.begin_step();
    EXPECT_EQ(num_threads(), 4) << "the program has stopped";
    training.end_step();
  }
  AdaptiveThreadCount::forget_load();
  AdaptiveThreadCount::read_machine_load(true);
  set_num_threads(0);
}

// The reading itself: steps over a few windows read the machine's load (what other programs took
// of the cores this process may run on, less its own time: CpuTime's tests check that sum). Other
// tests may run beside this one, so the figure itself is not asserted, only that there is one.
TEST(AdaptiveThreadCount, ReadsTheMachinesLoadOnceAWindowHasPassed) {
  AdaptiveThreadCount::forget_load();
  AdaptiveThreadCount::read_machine_load(true);
  EXPECT_TRUE(std::isnan(AdaptiveThreadCount::last_other_cores())) << "no reading yet";
  set_num_threads(2);
  {
    AdaptiveThreadCount decoding;
    const auto start = std::chrono::steady_clock::now();
    while (std::chrono::steady_clock::now() - start <
           std::chrono::duration<double>(2.5 * AdaptiveThreadCount::kLoadWindowSeconds)) {
      decoding.begin_step();
      EXPECT_TRUE(std::isnan(AdaptiveThreadCount::last_other_cores()) ||
                  std::chrono::steady_clock::now() - start >=
                      std::chrono::duration<double>(AdaptiveThreadCount::kLoadWindowSeconds))
          << "a reading before a window has passed";
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      decoding.end_step();
    }
  }
  const double other = AdaptiveThreadCount::last_other_cores();
  EXPECT_TRUE(std::isfinite(other));
  EXPECT_GE(other, 0);
  EXPECT_EQ(AdaptiveThreadCount::busy_cores(), AdaptiveThreadCount::busy_cores_for(other));
  AdaptiveThreadCount::forget_load();
  EXPECT_TRUE(std::isnan(AdaptiveThreadCount::last_other_cores()));
  set_num_threads(0);
}

// Linear::infer reads the weights prepare_inference packed: never before it, the new ones after it.
TEST(RowInvariantProducts, LinearInfersWithTheWeightsItLastPrepared) {
  std::mt19937_64 gen(5);
  Linear linear(24, 50);
  linear.W().value = random_normals(50, 24, gen);
  linear.bias.value = random_normals(1, 50, gen);
  const Matrix x = random_normals(6, 24, gen);
  Matrix y;
  EXPECT_THROW(linear.infer(x, y), std::logic_error);
  linear.prepare_inference();
  linear.infer(x, y);
  Matrix expected;
  multiply_rows(x, linear.W().value, &linear.bias.value, expected);
  EXPECT_EQ(y, expected);
  linear.W().value *= real(2);
  linear.prepare_inference();
  linear.infer(x, y);
  multiply_rows(x, linear.W().value, &linear.bias.value, expected);
  EXPECT_EQ(y, expected);
  EXPECT_LE((y.cast<double>() - ((x.cast<double>() * linear.W().value.cast<double>().transpose()).rowwise() +
                                 linear.bias.value.cast<double>().row(0)))
                .cwiseAbs()
                .maxCoeff(),
            1e-4);
}

// Weights too big to copy are multiplied in place (multiply_rows_unpacked): each element the
// fixed-order dot product of its two rows, so a row's bits are its own in any batch and for any
// thread count, and Linear::infer without packing gives them.
TEST(RowInvariantProducts, InPlaceProductsAreTheFixedOrderDotProductsOfTheRows) {
  std::mt19937_64 gen(6);
  for (const ProductShape& s : std::vector<ProductShape>{{7, 150, 33}, {1, 4099, 96}, {4, 3, 1}}) {
    const Matrix x = random_normals(s.rows, s.depth, gen), w = random_normals(s.cols, s.depth, gen);
    const Matrix bias = random_normals(1, s.cols, gen);
    const Matrix y = same_on_any_thread_count([&](Matrix& out) { multiply_rows_unpacked(x, w, &bias, out); });
    for (Eigen::Index r = 0; r < s.rows; ++r) {
      for (Eigen::Index j = 0; j < s.cols; ++j)
        ASSERT_EQ(y(r, j), dot_in_fixed_order(x.row(r).data(), w.row(j).data(), s.depth) + bias(0, j));
      Matrix alone;
      multiply_rows_unpacked(x.middleRows(r, 1), w, &bias, alone);
      ASSERT_EQ(alone.row(0), y.row(r)) << "row " << r;
    }
    const DoubleMatrix exact = (x.cast<double>() * w.cast<double>().transpose()).rowwise() + bias.cast<double>().row(0);
    EXPECT_LE((y.cast<double>() - exact).cwiseAbs().maxCoeff(), 1e-5 * std::sqrt(double(s.depth)) * 10);
  }
  Linear linear(24, 50);
  linear.W().value = random_normals(50, 24, gen);
  linear.bias.value = random_normals(1, 50, gen);
  const Matrix x = random_normals(6, 24, gen);
  Matrix y, expected;
  linear.prepare_inference(/*pack=*/false);
  linear.infer(x, y);
  multiply_rows_unpacked(x, linear.W().value, &linear.bias.value, expected);
  EXPECT_EQ(y, expected);
}

// One query's attention depends on its allowed keys only: padding beside them, even NaN, changes
// no bit; the result is a softmax-weighted sum of the values.
TEST(RowInvariantAttention, MaskedKeysChangeNothingAndTheResultIsTheFormula) {
  std::mt19937_64 gen(5);
  const int d_k = 12, d_v = 20, real_keys = 5;
  const Matrix q = random_normals(1, d_k, gen), k = random_normals(real_keys, d_k, gen),
               v = random_normals(real_keys, d_v, gen);
  const real scale = real(1) / std::sqrt(real(d_k));
  RowVector alone(d_v), weights(real_keys);
  attend_one_query(q.data(), k.data(), d_k, v.data(), d_v, d_k, d_v, real_keys, nullptr, scale, alone.data(),
                   weights.data());
  // The formula, in double.
  Eigen::VectorXd scores = (k.cast<double>() * q.cast<double>().transpose()) * double(scale);
  scores = (scores.array() - scores.maxCoeff()).exp();
  scores /= scores.sum();
  const Eigen::RowVectorXd expected = scores.transpose() * v.cast<double>();
  EXPECT_LE((alone.cast<double>() - expected).cwiseAbs().maxCoeff(), 1e-5);
  EXPECT_LE((weights.cast<double>().transpose() - scores).cwiseAbs().maxCoeff(), 1e-6);
  // The same keys among padding full of NaN, before, between and after them.
  const int count = 11;
  const std::vector<uint8_t> allowed{0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0};
  Matrix k_padded = Matrix::Constant(count, d_k, std::numeric_limits<real>::quiet_NaN());
  Matrix v_padded = Matrix::Constant(count, d_v, std::numeric_limits<real>::quiet_NaN());
  for (int j = 0, used = 0; j < count; ++j)
    if (allowed[static_cast<size_t>(j)]) {
      k_padded.row(j) = k.row(used);
      v_padded.row(j) = v.row(used++);
    }
  RowVector padded(d_v), padded_weights(count);
  attend_one_query(q.data(), k_padded.data(), d_k, v_padded.data(), d_v, d_k, d_v, count, allowed.data(), scale,
                   padded.data(), padded_weights.data());
  EXPECT_EQ(padded, alone);
  for (int j = 0, used = 0; j < count; ++j)
    EXPECT_EQ(padded_weights(j), allowed[static_cast<size_t>(j)] ? weights(used++) : real(0)) << "key " << j;
}

namespace {

std::vector<EncodedPair> copy_task(int count, int vocab, uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::uniform_int_distribution<int> length(3, 14), token(kFirstOrdinaryId, vocab - 1);
  std::vector<EncodedPair> pairs;
  for (int i = 0; i < count; ++i) {
    std::vector<int32_t> s(static_cast<size_t>(length(gen)));
    for (auto& t : s) t = token(gen);
    pairs.push_back({s, s});
  }
  return pairs;
}

TransformerConfig small_config(int vocab) {
  TransformerConfig c = TransformerConfig::preset("tiny");
  c.d_model = 64, c.heads = 4, c.d_ff = 128, c.encoder_layers = 2, c.decoder_layers = 2, c.max_len = 32;
  c.source_vocab = c.target_vocab = vocab;
  c.dropout = 0.1;  // dropout on: its masks must not depend on the thread count either
  return c;
}

// Pairs shaped like a translation corpus's rather than a copy task's: source and target lengths
// drawn apart (a long tail up to the model's limit, a target from half to twice its source), so
// batches pair every kind of source and target length and the shapes a step sees keep changing.
std::vector<EncodedPair> translation_like_task(int count, int vocab, int max_len, uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::geometric_distribution<int> tail(0.12);
  std::uniform_real_distribution<double> ratio(0.5, 2.0);
  std::uniform_int_distribution<int> token(kFirstOrdinaryId, vocab - 1);
  std::vector<EncodedPair> pairs;
  for (int i = 0; i < count; ++i) {
    const int source_length = std::min(max_len - 2, 1 + tail(gen));
    const int target_length = std::clamp(int(std::lround(source_length * ratio(gen))), 1, max_len - 2);
    std::vector<int32_t> source(static_cast<size_t>(source_length)), target(static_cast<size_t>(target_length));
    for (auto& t : source) t = token(gen);
    for (auto& t : target) t = token(gen);
    pairs.push_back({source, target});
  }
  return pairs;
}
}  // namespace

// On 3 threads training also changes its thread count between steps (a reading of one busy core
// takes it to 2 from step 6 on), and the weights stay the same.
TEST(Threads, OneTwoAndThreeThreadsTrainBitIdenticalWeights) {
  std::vector<int> threads_of_three;
  auto train = [&](int threads) {
    set_num_threads(threads);
    AdaptiveThreadCount::read_machine_load(false);
    AdaptiveThreadCount::forget_load();
    Seq2SeqTransformer model(small_config(40));
    model.initialize(7);
    TrainerSettings settings;
    settings.batch_tokens = 512;
    settings.seed = 7;
    Seq2SeqTrainer trainer(model, copy_task(300, 40, 8), settings);
    std::vector<double> losses;
    for (int i = 0; i < 10; ++i) {
      if (i == 6) AdaptiveThreadCount::observe_other_cores(1.0);
      losses.push_back(trainer.step().loss);
      if (threads == 3)
        threads_of_three.push_back(AdaptiveThreadCount::last_step_threads(AdaptiveThreadCount::Loop::training));
    }
    std::vector<Matrix> weights;
    for (const auto& p : model.parameters()) weights.push_back(p.parameter->value);
    set_num_threads(0);
    AdaptiveThreadCount::forget_load();
    AdaptiveThreadCount::read_machine_load(true);
    return std::make_pair(losses, weights);
  };
  const auto one = train(1), two = train(2), three = train(3);
  const int expected_threads[] = {3, 3, 3, 3, 3, 3, 2, 2, 2, 2};
  ASSERT_EQ(threads_of_three.size(), std::size(expected_threads));
  for (size_t step = 0; step < threads_of_three.size(); ++step)
    EXPECT_EQ(threads_of_three[step], expected_threads[step]) << "step " << step;
  EXPECT_EQ(one.first, two.first);
  EXPECT_EQ(one.first, three.first);
  ASSERT_EQ(one.second.size(), two.second.size());
  for (size_t i = 0; i < one.second.size(); ++i) {
    EXPECT_EQ(one.second[i], two.second[i]) << "parameter " << i;
    EXPECT_EQ(one.second[i], three.second[i]) << "parameter " << i;
  }
}

namespace {
long minor_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}
}  // namespace

// Batches change shape from step to step, so every activation is reallocated each step. glibc
// serves blocks over 32 MiB with a fresh mmap each time (here the logits, 2 048 × 5 000 floats,
// 40 MB: 10 000 pages faulted in and zeroed at every step); keep_freed_memory_for_reuse makes them
// come back from the heap. Measured in one process: first glibc's defaults, then with the reuse.
// The defaults are measured on one thread: a second thread would get a malloc arena of its own
// there, which the later one-arena setting cannot take back (the app sets it before any thread
// starts), and that arena's freed heaps would fault in again.
TEST(Memory, SteadyStateTrainingStepsFaultInAlmostNoFreshPages) {
  set_num_threads(1);
  Seq2SeqTransformer model(small_config(5000));
  model.initialize(1);
  TrainerSettings settings;
  settings.batch_tokens = 2048;
  Seq2SeqTrainer trainer(model, translation_like_task(600, 5000, model.config().max_len, 9), settings);
  const auto epoch = static_cast<int>(trainer.batches_per_epoch());
  auto faults_per_step = [&](int epochs) {
    const long before = minor_page_faults();
    for (int i = 0; i < epochs * epoch; ++i) trainer.step();
    return double(minor_page_faults() - before) / (epochs * epoch);
  };
  faults_per_step(1);
  const double with_defaults = faults_per_step(2);
  keep_freed_memory_for_reuse();
  set_num_threads(2);
  faults_per_step(4);  // the heap grows to its high-water mark as shapes and their order vary
  // The best of three windows: the kernel may reclaim idle heap pages now and then (DAMON's pageout
  // scheme on the CI machines and here; seen as 395 and as 275 faults a step in the better of two
  // windows while other tests ran beside it), which shows in a window or two; memory allocated
  // fresh every step would show in all three.
  double with_reuse = faults_per_step(4);
  for (int window = 1; window < 3; ++window) with_reuse = std::min(with_reuse, faults_per_step(4));
  std::cout << "  minor page faults per step (" << epoch << " steps an epoch): glibc's defaults " << with_defaults
            << ", reusing freed memory " << with_reuse << "\n";
  EXPECT_GT(with_defaults, 5000.0);  // the test measures what it means to
  EXPECT_LT(with_reuse, with_defaults / 50);
  set_num_threads(0);
}

// The benchmark's account of what else ran (twb bench's other_cores and steal_cores): /proc/stat's
// first line in ticks, the machine's busy time less this process's, per second of wall time.
TEST(CpuTime, ParsesProcStatAndSubtractsThisProcess) {
  //                              user nice system idle iowait irq softirq steal guest guest_nice
  const MachineCpuTime before = parse_proc_stat(
      "cpu  1000 100 400 9000 100 20 30 200 0 0\ncpu0 500 50 200 4500 50 10 15 100 0 0\n"
      "cpu1 500 50 200 4500 50 10 15 100 0 0\nintr 12 0 3\n",
      100);
  ASSERT_TRUE(before.known);
  EXPECT_EQ(before.cores, 2);
  EXPECT_DOUBLE_EQ(before.idle_seconds, 91.0);  // idle and iowait
  EXPECT_DOUBLE_EQ(before.steal_seconds, 2.0);
  // 10 s on 2 cores: 1.5 s idle, 0.5 s stolen, so 18 s busy; this process took 8 of them, so others
  // kept 1 core busy on average. (The busy fields, charged a tick at a time, are not read.)
  const MachineCpuTime after = parse_proc_stat(
      "cpu  9999 100 400 9100 150 20 30 250 0 0\ncpu0 1 2 3 4550 75 0 0 125\ncpu1 1 2 3 4550 75 0 0 125\n", 100);
  const OtherCpuUse use = other_cpu_use(before, after, 8.0, 10.0);
  ASSERT_TRUE(use.known);
  EXPECT_NEAR(use.other_cores, 1.0, 1e-12);
  EXPECT_NEAR(use.steal_cores, 0.05, 1e-12);
  // Rounding between the two clocks never reads as negative load.
  EXPECT_EQ(other_cpu_use(before, after, 23.0, 10.0).other_cores, 0.0);
  // An old kernel's four fields, and text that is not /proc/stat.
  EXPECT_TRUE(parse_proc_stat("cpu  1 2 3 4\ncpu0 1 2 3 4", 100).known);
  EXPECT_FALSE(parse_proc_stat("cpu  1 2 3 4", 100).known) << "no core counted";
  EXPECT_FALSE(parse_proc_stat("intr 12 0 3", 100).known);
  EXPECT_FALSE(parse_proc_stat("", 100).known);
  EXPECT_FALSE(other_cpu_use(before, MachineCpuTime{}, 1.0, 1.0).known);
  // Only the cores this process may run on (a container given 2 of a host's 8 sees all 8 in
  // /proc/stat): the sum of their own lines; a core missing from the text is not a reading.
  const char* per_core =
      "cpu  600 0 60 1000 0 0 0 30 0 0\n"
      "cpu0 100 0 10 300 0 0 0 5 0 0\n"
      "cpu1 200 0 20 300 0 0 0 10 0 0\n"
      "cpu2 300 0 30 400 10 0 0 15 0 0\n"
      "intr 12 0 3\n";
  const std::vector<int> ours = {0, 2};
  const MachineCpuTime two_cores = parse_proc_stat(per_core, 100, &ours);
  ASSERT_TRUE(two_cores.known);
  EXPECT_EQ(two_cores.cores, 2);
  EXPECT_DOUBLE_EQ(two_cores.idle_seconds, 7.1);  // 300 + 400 + 10 ticks
  EXPECT_DOUBLE_EQ(two_cores.steal_seconds, 0.2);
  EXPECT_EQ(parse_proc_stat(per_core, 100).cores, 3) << "the machine's first line, and its cores";
  const std::vector<int> with_a_missing_core = {0, 7};
  EXPECT_FALSE(parse_proc_stat(per_core, 100, &with_a_missing_core).known);
  EXPECT_FALSE(other_cpu_use(two_cores, parse_proc_stat(per_core, 100), 1.0, 1.0).known) << "different cores";
  EXPECT_FALSE(cores_of_this_process().empty());
  // This machine: readable, and this process's own time only grows.
  EXPECT_TRUE(machine_cpu_time().known);
  const double own = process_cpu_seconds();
  double now = own;
  volatile double spin = 0;
  for (int round = 0; round < 1000 && now <= own; ++round) {  // a few ms of work, until the clock ticks
    for (int i = 0; i < 1000000; ++i) spin = spin + 1e-9 * i;
    now = process_cpu_seconds();
  }
  EXPECT_GT(now, own);
}
