#include "tensor/parallel.h"

#include "util/cpu_time.h"

#include <malloc.h>
#include <omp.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <string>
#include <string_view>
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
  for (const auto& [name, value] :
       {std::pair{"GOMP_SPINCOUNT", kOpenMpSpinCount}, std::pair{"KMP_BLOCKTIME", kLlvmOpenMpBlockTime},
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

thread_local int last_threads[2] = {0, 0};  // by Loop
int& last_threads_of(AdaptiveThreadCount::Loop loop) {
  return last_threads[loop == AdaptiveThreadCount::Loop::training ? 1 : 0];
}

// TWB_FIXED_THREADS set, and not to 0.
bool threads_fixed_by_environment() {
  const char* value = std::getenv("TWB_FIXED_THREADS");
  return value && *value && std::string_view(value) != "0";
}

// The process's reading of the machine's load: the last reading, and the window being measured.
struct MachineLoad {
  std::atomic<double> other_cores{std::nan("")};  // other programs' time, in cores; NaN: none yet
  std::atomic<bool> reads{!threads_fixed_by_environment()};
  std::mutex window_mutex;  // the window's fields; a step that finds it taken does not wait
  bool window_open = false;
  double window_start = 0;
  MachineCpuTime machine_at_start;
  double process_at_start = 0;
};
MachineLoad& machine_load() {
  static MachineLoad load;
  return load;
}

// At a step's end: opens a window, or closes one that has lasted kLoadWindowSeconds with a reading
// and opens the next.
void read_machine_load_if_due() {
  MachineLoad& load = machine_load();
  if (!load.reads.load(std::memory_order_relaxed)) return;
  std::unique_lock lock(load.window_mutex, std::try_to_lock);
  if (!lock.owns_lock()) return;  // another loop's step is reading
  const double now = now_seconds();
  const double length = now - load.window_start;
  if (load.window_open && length < AdaptiveThreadCount::kLoadWindowSeconds) return;
  const MachineCpuTime machine = machine_cpu_time();
  const double process = process_cpu_seconds();
  if (load.window_open && length <= AdaptiveThreadCount::kStaleWindowSeconds) {
    const OtherCpuUse other = other_cpu_use(load.machine_at_start, machine, process - load.process_at_start, length);
    if (other.known) load.other_cores.store(other.other_cores, std::memory_order_relaxed);
  }
  load.window_open = machine.known;
  load.window_start = now;
  load.machine_at_start = machine;
  load.process_at_start = process;
}
}  // namespace

AdaptiveThreadCount::AdaptiveThreadCount(Loop loop) : loop_(loop), all_(omp_get_max_threads()), current_(all_) {}

AdaptiveThreadCount::~AdaptiveThreadCount() { omp_set_num_threads(all_); }

int AdaptiveThreadCount::threads_for(Loop loop, int all, int busy) {
  const int fewest = loop == Loop::training ? kTrainingFewestThreads : kDecodingFewestThreads;
  if (all < fewest) return all;
  return std::max(all - std::max(busy, 0), (all + 1) / 2);
}

int AdaptiveThreadCount::busy_cores_for(double other_cores) {
  return std::max(0, static_cast<int>(std::floor(other_cores + (1 - kBusyCore))));
}

int AdaptiveThreadCount::last_step_threads(Loop loop) { return last_threads_of(loop); }

int AdaptiveThreadCount::busy_cores() {
  const double other = last_other_cores();
  return std::isnan(other) ? 0 : busy_cores_for(other);
}

double AdaptiveThreadCount::last_other_cores() { return machine_load().other_cores.load(std::memory_order_relaxed); }

void AdaptiveThreadCount::read_machine_load(bool on) { machine_load().reads.store(on); }

bool AdaptiveThreadCount::reads_machine_load() { return machine_load().reads.load(); }

void AdaptiveThreadCount::observe_other_cores(double other_cores) { machine_load().other_cores.store(other_cores); }

void AdaptiveThreadCount::forget_load() {
  MachineLoad& load = machine_load();
  const std::lock_guard lock(load.window_mutex);
  load.other_cores.store(std::nan(""));
  load.window_open = false;
  last_threads_of(Loop::decoding) = last_threads_of(Loop::training) = 0;
}

void AdaptiveThreadCount::use_chosen() {
  current_ = threads_for(loop_, all_, busy_cores());
  omp_set_num_threads(current_);
}

void AdaptiveThreadCount::begin_step() {
  use_chosen();
  last_threads_of(loop_) = current_;
}

void AdaptiveThreadCount::end_step() { read_machine_load_if_due(); }

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
