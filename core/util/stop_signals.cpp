#include "util/stop_signals.h"

#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cassert>
#include <cerrno>
#include <csignal>
#include <mutex>
#include <thread>

#include "util/files.h"

namespace twb::stop_signals {

namespace {

struct Listener {
  std::mutex mutex;                  // held while on_stop runs
  std::function<void(int)> on_stop;  // empty: a signal ends the program
  bool stop_asked = false;           // on_stop was called once
  bool ignored[3] = {};              // kStopSignals: ignored when the program started
  sigset_t taken;                    // the signals the waiting thread takes
};
// Never destroyed: the waiting thread outlives main().
Listener& listener() {
  static auto* state = new Listener;
  return *state;
}

constexpr int kStopSignals[3] = {SIGINT, SIGTERM, SIGHUP};
int index_of(int signal) { return signal == SIGINT ? 0 : signal == SIGTERM ? 1 : 2; }

bool ignored_now(int signal) {
  struct sigaction action {};
  sigaction(signal, nullptr, &action);
  return action.sa_handler == SIG_IGN;
}

// SIGINT, SIGTERM and, unless it is ignored (nohup), SIGHUP: the terminal closing stops and saves
// as Ctrl-C does.
sigset_t stop_set() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  if (!ignored_now(SIGHUP)) sigaddset(&set, SIGHUP);
  return set;
}

// Ends the program by `signal` itself, as its default action would have: the exit status a shell
// reports (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP) says so.
[[noreturn]] void end_by(int signal) {
  files::remove_temporaries_before_exit();
  std::signal(signal, SIG_DFL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal);
  pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
  raise(signal);
  _exit(128 + signal);
}

// The waiting thread's id, for forward_to_waiting_thread.
std::atomic<pid_t> g_waiting_thread{0};

// SIGINT's and SIGTERM's handler, for the threads that a library started before main() (OpenBLAS
// starts its pool as it loads when OPENBLAS_NUM_THREADS is above 1), which block neither: it
// hands the signal on to the waiting thread and returns. No thread started after
// receive_on_own_thread() runs it, since they all block both signals: none of the engine's.
extern "C" void forward_to_waiting_thread(int signal) {
  const int saved_errno = errno;
  const pid_t waiting = g_waiting_thread.load();
  if (waiting > 0) syscall(SYS_tgkill, getpid(), waiting, signal);
  errno = saved_errno;
}

void wait_for_signals() {
  Listener& state = listener();
  const sigset_t set = state.taken;
  g_waiting_thread = static_cast<pid_t>(syscall(SYS_gettid));
  while (true) {
    int signal = 0;
    if (sigwait(&set, &signal) != 0) continue;
    std::unique_lock lock(state.mutex);
    if (state.on_stop && !state.stop_asked) {
      state.stop_asked = true;
      state.on_stop(signal);
      continue;
    }
    if (!state.on_stop && state.ignored[index_of(signal)]) continue;
    end_by(signal);
  }
}

}  // namespace

void receive_on_own_thread() {
  static std::once_flag once;
  std::call_once(once, [] {
    Listener& state = listener();
    // A blocked signal is never discarded, even one ignored: sigwait() takes it either way. (An
    // ignored SIGHUP is not taken at all: stop_set.)
    for (const int signal : kStopSignals) state.ignored[index_of(signal)] = ignored_now(signal);
    state.taken = stop_set();
    pthread_sigmask(SIG_BLOCK, &state.taken, nullptr);
    std::thread(wait_for_signals).detach();
    while (g_waiting_thread.load() == 0) std::this_thread::yield();
    struct sigaction forward {};
    forward.sa_handler = forward_to_waiting_thread;
    sigfillset(&forward.sa_mask);
    forward.sa_flags = SA_RESTART;
    for (const int signal : kStopSignals)
      if (sigismember(&state.taken, signal)) sigaction(signal, &forward, nullptr);
  });
}

OnStop::OnStop(std::function<void(int)> on_stop) {
  Listener& state = listener();
  const std::lock_guard lock(state.mutex);
  assert(!state.on_stop);
  state.on_stop = std::move(on_stop);
  state.stop_asked = false;
}

OnStop::~OnStop() {
  Listener& state = listener();
  const std::lock_guard lock(state.mutex);
  state.on_stop = nullptr;
}

const char* name(int signal) {
  switch (signal) {
    case SIGINT:
      return "SIGINT";
    case SIGTERM:
      return "SIGTERM";
    case SIGHUP:
      return "SIGHUP";
    default:
      return "a signal";
  }
}

}  // namespace twb::stop_signals
