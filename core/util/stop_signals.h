// How a program of the engine hears Ctrl-C (SIGINT), SIGTERM and SIGHUP (its terminal closed): on a
// thread of its own that waits for them, never in a signal handler.
//
// Why no handler: the oneDNN of Debian 12 (2.6) multiplies in JIT kernels
// (jit_avx512_common_gemm_f32 and its AVX2 twin) that point the stack pointer into a workspace on
// the heap while they run. A handler that runs on a thread inside one has its frame written there
// by the kernel, over the heap's own bookkeeping, and glibc aborts at a later free ("corrupted size
// vs. prev_size"). oneDNN fixed its kernels in 3.11.2 (uxlfoundation/oneDNN#4845). So these signals
// are blocked in every thread the program starts, and one thread takes them with sigwait(): no
// handler runs on a thread of the engine. (Threads a library started as the program loaded, before
// main(), cannot be made to block them: on those a handler passes the signal on to the waiting
// thread.) A program must install no handler for any other signal either.
#pragma once

#include <functional>

namespace twb::stop_signals {

// Call first in main(), before any other thread starts (a thread inherits the blocked signals of
// the thread that starts it): blocks SIGINT, SIGTERM and SIGHUP (unless SIGHUP is ignored, as
// under nohup: then it stays ignored) in this thread, and starts the thread that waits for them.
// While no OnStop lives, a signal ends the program as it would have by default (and one the
// program was started with ignored stays ignored), after removing the temporary file of any save
// in progress.
void receive_on_own_thread();

// While an OnStop lives, the first SIGINT, SIGTERM or SIGHUP calls `on_stop(signal)` on the waiting thread
// (an ordinary thread: it may lock, allocate, print) instead of ending the program, even one
// started with it ignored; a second one ends the program at once, without waiting for anything,
// after removing the temporary file of any save in progress. One at a time; the destructor waits
// for an `on_stop` that is running.
class OnStop {
 public:
  explicit OnStop(std::function<void(int signal)> on_stop);
  OnStop(const OnStop&) = delete;
  OnStop& operator=(const OnStop&) = delete;
  ~OnStop();
};

// "SIGINT", "SIGTERM", "SIGHUP" (or "a signal" for any other).
const char* name(int signal);

}  // namespace twb::stop_signals
