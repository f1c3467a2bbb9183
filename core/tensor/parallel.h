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

// The thread count of a loop's steps (decoding: one token of every sentence a step; training: one
// optimizer step): n threads, less one for each core that other programs keep busy, as measured
// (never fewer than half of n).
// Why fewer: a thread that loses its core to another program inside a parallel region holds
// every other thread at the region's end, and leaving that core to the program is faster. 2 cores,
// one busy: 1 thread decoded 125 sentences/s, 2 threads 102. The 16-core Xeon, one busy: 15 threads
// trained 11,340 target tokens/s where 16 did 10,389, and decoded 2,726 sentences/s where 16 did
// 1,513. Idle, every thread counts. Never under half: with most cores busy each of n threads still
// gets a share of its core from the scheduler, and n - busy threads would get fewer cores.
// Why measured: the busy cores are read from /proc/stat (the time the cores this process may run
// on were neither idle nor stolen, less the process's own: util/cpu_time.h) over windows of at
// least kLoadWindowSeconds, at the end of whichever step closes one. An earlier version timed
// probes of n and n - 1 threads instead, and its comparison of 3 steps against 3 (different
// batches, different lengths) chose wrong about one probe in three: idle it took n - 1 now and
// then (up to 6 % slower on 16 cores), busy it kept n (22-35 % slower). The readings are steadier:
// on the 16-core Xeon, in windows of 0.3 s, idle from -0.77 to +0.20 cores (0 after clamping)
// and with `yes` running from 0.86 to 1.29; on 2 cores with `yes`, 0.82 with 2 threads training,
// 1.00 with 1, and idle 0.01. A core counts as busy from 0.4: the reading with n threads is the
// other program's share of a core it splits with one of ours.
// One reading serves the whole process (the window's Compare tab trains two runs at once).
// Results do not depend on the thread count, so neither does the output. TWB_FIXED_THREADS=1 in the
// environment keeps n threads whatever the load (a benchmark's fixed thread counts).
// Use: per step, begin_step(), the step, end_step(). Restores the thread count when done.
class AdaptiveThreadCount {
 public:
  enum class Loop { decoding, training };
  explicit AdaptiveThreadCount(Loop loop = Loop::decoding);
  ~AdaptiveThreadCount();
  AdaptiveThreadCount(const AdaptiveThreadCount&) = delete;
  AdaptiveThreadCount& operator=(const AdaptiveThreadCount&) = delete;

  void begin_step();  // sets the calling thread's OpenMP thread count for this step
  // The same count, for work outside the steps (decoding: the encoder).
  void use_chosen();
  // Reads the machine's load where a window has passed since the last reading.
  void end_step();
  int current() const { return current_; }
  // The thread count of the calling thread's last step of `loop` (0 before any), for reports.
  static int last_step_threads(Loop loop);

  static constexpr double kLoadWindowSeconds = 0.3;  // 16 cores: ±0.1 core of /proc/stat's 10 ms ticks
  // A window longer than this (the loop paused: the window between two translations) is dropped
  // unread, as out of date.
  static constexpr double kStaleWindowSeconds = 5;
  static constexpr double kBusyCore = 0.4;  // a reading from which a core counts as busy
  // Where a kind of loop adapts from: with fewer threads it keeps them all. Training keeps 2 threads
  // on 2 cores: with one core busy, 2 threads trained faster than 1 in every pair measured there
  // (1,718 / 1,557, 1,911 / 1,739, 1,858 / 1,786 target tokens/s ...); decoding does not.
  static constexpr int kDecodingFewestThreads = 2;
  static constexpr int kTrainingFewestThreads = 3;
  // The count a step of `loop` uses on `all` threads with `busy` cores taken by other programs.
  static int threads_for(Loop loop, int all, int busy);
  // The busy cores after a reading of `other_cores` cores of other programs' time.
  static int busy_cores_for(double other_cores);

  // The cores the last reading found busy (0 before any), and the other programs' time it read, in
  // cores (NaN before any).
  static int busy_cores();
  static double last_other_cores();
  // Tests: stop (or start again) reading /proc/stat, which on a test machine sees the other tests;
  // give a reading; forget the readings.
  static void read_machine_load(bool on);
  static bool reads_machine_load();  // false: n threads whatever the load (TWB_FIXED_THREADS=1, tests)
  static void observe_other_cores(double other_cores);
  static void forget_load();

 private:
  Loop loop_;
  int all_ = 1, current_ = 1;
};

// fn(first_row, rows) over blocks of `block` rows, taken by the threads one at a time.
template <class Fn>
void for_each_row_block(std::int64_t rows, std::int64_t block, Fn&& fn) {
  const std::int64_t blocks = (rows + block - 1) / block;
#pragma omp parallel for schedule(dynamic, 1) if (blocks > 1)
  for (std::int64_t b = 0; b < blocks; ++b) fn(b * block, std::min(block, rows - b * block));
}

}  // namespace twb
