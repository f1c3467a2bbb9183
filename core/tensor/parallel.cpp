#include "tensor/parallel.h"

#include <malloc.h>
#include <omp.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace twb {

void set_num_threads(int n) {
  if (n <= 0) n = omp_get_num_procs();
  // The calling thread's OpenMP team size only: two sessions on two threads (the window's run and
  // a comparison's) each keep their own. Eigen's products stay single-threaded, set once before
  // any thread starts (tensor/gemm.cpp): Eigen's count is one global, and setting it here raced
  // with the other session's products (ThreadSanitizer, ui.controller_threads).
  omp_set_num_threads(n);
}

int num_threads() { return omp_get_max_threads(); }

void use_engine_openmp_settings(char** argv) {
  if (std::getenv("OMP_WAIT_POLICY")) return;
  bool changed = false;
  for (const auto& [name, value] : {std::pair{"GOMP_SPINCOUNT", kOpenMpSpinCount}, std::pair{"KMP_BLOCKTIME", kLlvmOpenMpBlockTime},
                                    std::pair{"OPENBLAS_NUM_THREADS", kOpenBlasThreads}})
    if (!std::getenv(name) && setenv(name, value, 0) == 0) changed = true;
  if (!changed) return;
  // The program's own path (not /proc/self/exe, which would rename the process "exe").
  char path[4096];
  const ssize_t length = readlink("/proc/self/exe", path, sizeof(path) - 1);
  if (length <= 0) return;
  path[length] = '\0';
  // The command line as the kernel started it. It is argv, unless the program was started through
  // the dynamic loader (`ld-linux-x86-64.so.2 --library-path DIR twb ...`, as a bundle of twb with
  // its libraries does): then the executable is the loader, and it needs its own arguments again.
  std::ifstream file("/proc/self/cmdline", std::ios::binary);
  const std::string cmdline((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::vector<char*> args;
  for (size_t start = 0; start < cmdline.size();) {
    args.push_back(const_cast<char*>(cmdline.data() + start));
    start = cmdline.find('\0', start);
    if (start == std::string::npos) break;
    ++start;
  }
  args.push_back(nullptr);
  execv(path, args.size() > 1 ? args.data() : argv);  // only returns on failure: go on with the runtime's defaults
}

namespace {
double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

namespace {
thread_local AdaptiveThreadCount::Schedule saved_schedules[2];  // by Loop
AdaptiveThreadCount::Schedule& saved_schedule(AdaptiveThreadCount::Loop loop) {
  return saved_schedules[loop == AdaptiveThreadCount::Loop::training ? 1 : 0];
}
}  // namespace

AdaptiveThreadCount::AdaptiveThreadCount(Loop loop)
    : loop_(loop),
      rule_(loop == Loop::training ? kTrainingRule : kDecodingRule),
      all_(omp_get_max_threads()),
      current_(all_) {
  schedule_ = saved_schedule(loop_);
  if (schedule_.all != all_) schedule_ = Schedule{all_, all_};  // a new thread count: start afresh
}

void AdaptiveThreadCount::forget_schedule(Loop loop) { saved_schedule(loop) = Schedule{}; }

int AdaptiveThreadCount::last_step_threads(Loop loop) { return saved_schedule(loop).last; }

AdaptiveThreadCount::~AdaptiveThreadCount() {
  saved_schedule(loop_) = schedule_;
  omp_set_num_threads(all_);
}

void AdaptiveThreadCount::use_chosen() {
  current_ = adapts() ? schedule_.chosen : all_;
  omp_set_num_threads(current_);
}

// Steps 0 .. 2k-1 of each cycle probe: k with all threads, k with one fewer (the first of each k
// warms up and is not counted); the rest of the cycle runs the faster.
void AdaptiveThreadCount::begin_step() {
  const int in_cycle = schedule_.in_cycle;
  if (!adapts() || schedule_.settling > 0) current_ = all_;
  else if (in_cycle < kProbeSteps) current_ = all_;
  else if (in_cycle < 2 * kProbeSteps) current_ = all_ - 1;
  else current_ = schedule_.chosen;
  schedule_.last = current_;
  omp_set_num_threads(current_);
  started_ = now_seconds();
}

void AdaptiveThreadCount::end_step(double work) { end_step(work, now_seconds() - started_); }

void AdaptiveThreadCount::end_step(double work, double seconds) {
  Schedule& s = schedule_;
  if (s.settling > 0) {  // not timed: the process is still warming up
    --s.settling;
    return;
  }
  if (s.in_cycle == 0) s.probe_seconds[0] = s.probe_seconds[1] = 0;
  if (adapts() && s.in_cycle < 2 * kProbeSteps && s.in_cycle % kProbeSteps != 0)
    s.probe_seconds[s.in_cycle / kProbeSteps] += seconds / std::max(work, 1e-9);
  if (s.in_cycle == 2 * kProbeSteps - 1) {
    // Probes run only where adapts(): otherwise both sums are 0 and n threads stay.
    const int faster = s.probe_seconds[1] < (1 - rule_.margin) * s.probe_seconds[0] ? all_ - 1 : all_;
    // The same answer again: the machine's load is steady, probe half as often.
    s.cycle = faster == s.chosen ? std::min(2 * s.cycle, kLongestCycle) : kFirstCycle;
    s.chosen = faster;
  }
  if (++s.in_cycle >= s.cycle) s.in_cycle = 0;
}

void keep_freed_memory_for_reuse() {
  // No mmap() for large blocks: they come from the heap and go back to it, for the next step.
  mallopt(M_MMAP_MAX, 0);
  // Never give the heap's top back to the kernel (glibc trims above 128 KiB by default).
  mallopt(M_TRIM_THRESHOLD, -1);
  // One arena for every thread. A thread's own arena lives in 64 MiB heaps that glibc unmaps as
  // soon as one is empty, whatever the trim threshold: the window, which trains on a worker
  // thread, faulted in 13,860 pages a step that way (the CLI, on the main thread, none).
  mallopt(M_ARENA_MAX, 1);
}

}  // namespace twb
