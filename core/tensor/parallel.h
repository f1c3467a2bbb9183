// The engine's thread count, and how its loops share the work.
//
// OpenMP runs every parallel loop; Eigen's own threading is off (tensor/gemm.h splits the matrix
// products). Work is cut into pieces fixed by the data's shape, never by the thread count, and the
// threads take pieces one at a time (dynamic schedule): a thread slowed down by another program on
// the machine takes fewer pieces instead of holding every other thread at the end of the loop, and
// results are the same for any thread count.
#pragma once

#include <algorithm>
#include <cstdint>

namespace twb {

// n <= 0 means "all cores".
void set_num_threads(int n);
int num_threads();

// How long a thread that has run out of work spins before it sleeps, for OpenMP (libgomp), which
// reads it from GOMP_SPINCOUNT once, as it loads. libgomp's default (300,000 spins, milliseconds)
// makes waiting threads burn the cores that a slowed thread needs: on 2 cores with one busy, 2
// threads trained at 1,302 target tokens/s with it and at 1,514 with 1,000 spins (1 thread: 1,413);
// idle, 2,205 with it and 2,395 with 1,000 spins.
inline constexpr const char* kOpenMpSpinCount = "1000";
// The same for LLVM's libomp (the clang builds: sanitize, tsan), which reads KMP_BLOCKTIME, in
// milliseconds (default 200): 0 puts a thread that has run out of work to sleep at once. Two
// sanitized test programs side by side on 2 cores ran the first 120 tests in 190-252 s with
// libomp's default and in 145-152 s with 0.
inline constexpr const char* kLlvmOpenMpBlockTime = "0";
// OpenBLAS multiplies inside the engine's tiles one thread per call (tensor/gemm_kernel.h); read
// when the library loads, this keeps it from starting threads of its own that would only wait.
inline constexpr const char* kOpenBlasThreads = "1";

// Call first thing in main(): unless the user chose (OMP_WAIT_POLICY, or the variable itself, is
// set), sets GOMP_SPINCOUNT to kOpenMpSpinCount, KMP_BLOCKTIME to kLlvmOpenMpBlockTime and
// OPENBLAS_NUM_THREADS to kOpenBlasThreads, and executes the program again, so that the OpenMP
// runtime starts with them. Returns when nothing needs doing or the exec fails (the program then
// runs with the runtime's defaults). twb, the window and the test programs all start this way.
void use_engine_openmp_settings(char** argv);

// Lets freed memory be reused by the next step instead of being given back to the kernel and
// faulted in again, page by page. Batches change shape from step to step, so every activation is
// reallocated; with glibc's defaults the large ones are fresh mmap()s each time (1.5 M minor
// page faults in 33 steps of the small preset). Call once at start-up, before other threads
// start; idempotent.
void keep_freed_memory_for_reuse();

// Picks, while a loop of steps runs (decoding: one token of every sentence a step; training: one
// optimizer step), the faster of n and n - 1 threads by timing its own steps (after the first
// kSettleSteps), and probes again every 48 steps; after each probe that confirms the choice, twice
// as many steps later (up to 768).
// When another program keeps a core busy, a thread that loses its core inside a parallel region
// holds every other thread at its end, and one thread fewer can be faster: 2 cores, one busy, 1
// thread decoded 125 sentences/s, 2 threads 102; the 16-core Xeon, one busy, 15 threads trained
// 12,945 and 11,574 target tokens/s (oneDNN, Eigen) where 16 did 11,319 and 10,679. Idle, all
// threads win and stay. Results do not depend on the thread count, so neither does the output.
// The schedule is the calling thread's, one per kind of loop, and goes on from one loop to the
// next (a file decodes as many batches of a few dozen steps each; training is one step a call): a
// probe is not paid again for every batch.
// Use: per step, begin_step(), the step, end_step(work). Restores the thread count when done.
class AdaptiveThreadCount {
 public:
  // Each keeps its own schedule: their steps differ in length and in what `work` counts.
  enum class Loop { decoding, training };
  explicit AdaptiveThreadCount(Loop loop = Loop::decoding);
  ~AdaptiveThreadCount();
  AdaptiveThreadCount(const AdaptiveThreadCount&) = delete;
  AdaptiveThreadCount& operator=(const AdaptiveThreadCount&) = delete;

  void begin_step();  // sets the calling thread's OpenMP thread count for this step
  // Sets the count the last probe chose, for work outside the steps (decoding: the encoder).
  void use_chosen();
  // Times it. `work`: how much the step did (decoding: its sentences, fewer as they finish), so
  // that probes compare time per unit of work.
  void end_step(double work = 1);
  // end_step with the step's time given (tests: a schedule without a clock's jitter).
  void end_step(double work, double seconds);
  int current() const { return current_; }
  // The calling thread's schedule of `loop` starts afresh with the next AdaptiveThreadCount.
  static void forget_schedule(Loop loop = Loop::decoding);
  // The thread count of the calling thread's last step of `loop` (0 before any), for reports.
  static int last_step_threads(Loop loop);

  static constexpr int kProbeSteps = 4;   // per candidate; the first of each is not counted
  // Steps a fresh schedule runs on n threads before its first probe. The first steps of a process
  // grow the heap and fault its pages in (a first training step took 480 ms where the fourth took
  // 127, on the 16-core Xeon): probed then, n threads looked slower than they are and idle training
  // took n - 1 (224 against 198 µs per target token, where the steps after were equal).
  static constexpr int kSettleSteps = 4;
  static constexpr int kFirstCycle = 48;  // steps from one probe to the next, at first
  static constexpr int kLongestCycle = 768;
  // What a kind of loop adapts from, and how much faster n - 1 threads must be to be taken.
  struct Rule {
    int fewest_threads;  // n below this: always n threads, no probes
    double margin;       // n - 1 is chosen when its time per unit of work is under (1 - margin) x n's
  };
  // Decoding adapts from 2 threads and takes n - 1 as soon as it is faster.
  static constexpr Rule kDecodingRule{2, 0.0};
  // Training takes n - 1 threads only when they are 3 % faster per unit of work: idle, n threads are
  // at most 1/(n-1) faster (6.7 % on 16 cores), and the probe's few steps are different batches,
  // so without a margin the step-to-step spread would pick n - 1 now and then. It keeps 2 threads
  // on 2 cores: with one core busy, 2 threads trained faster than 1 in every pair measured there
  // (1,718 / 1,557, 1,911 / 1,739, 1,858 / 1,786 target tokens/s ...), and idle 1 thread trains at
  // 0.56 of 2's speed (1,642 / 2,943): a probe's 4 steps on 1 thread would cost 3 steps' time
  // every cycle.
  static constexpr Rule kTrainingRule{3, 0.03};
  // The calling thread's schedule, kept from one AdaptiveThreadCount to the next.
  struct Schedule {
    int all = 0;            // n, the thread count it was made for
    int chosen = 0;         // the faster at the last probe
    int cycle = kFirstCycle;
    int in_cycle = 0;       // steps since this cycle began; the first 2 kProbeSteps probe
    int settling = kSettleSteps;  // steps still to run on n threads before the first cycle
    int last = 0;           // the count of the last step begun
    double probe_seconds[2] = {0, 0};  // per unit of work: n threads, n - 1
  };

 private:
  bool adapts() const { return all_ >= rule_.fewest_threads; }

  Loop loop_;
  Rule rule_;
  int all_ = 1, current_ = 1;
  Schedule schedule_;
  double started_ = 0;
};

// fn(first_row, rows) over blocks of `block` rows, taken by the threads one at a time.
template <class Fn>
void for_each_row_block(std::int64_t rows, std::int64_t block, Fn&& fn) {
  const std::int64_t blocks = (rows + block - 1) / block;
#pragma omp parallel for schedule(dynamic, 1) if (blocks > 1)
  for (std::int64_t b = 0; b < blocks; ++b) fn(b * block, std::min(block, rows - b * block));
}

}  // namespace twb
