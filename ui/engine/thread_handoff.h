// What ThreadSanitizer cannot see, shown to it. Debian's Qt is not built with ThreadSanitizer, so
// the lock that guards Qt's event queues is invisible to it: a value one thread hands another
// through a queued call (TrainingController::post) or a queued signal would look like a data race
// between the sender's copy and the receiver's read. In a ThreadSanitizer build (the tsan preset)
// the controller posts and emits inside a HandOff, and the application calls handOffReceived()
// before it delivers an event (notify): a mutex the sanitizer does see orders the two, exactly as
// Qt's own lock does. Everything else the threads share stays checked. In every other build both
// are empty and cost nothing.
#pragma once

#if defined(__SANITIZE_THREAD__)
#define TWB_THREAD_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TWB_THREAD_SANITIZER 1
#endif
#endif

#ifdef TWB_THREAD_SANITIZER
#include <mutex>
#endif

namespace twb::ui {

#ifdef TWB_THREAD_SANITIZER
std::recursive_mutex& handOffMutex();

// Held while a value is posted or emitted to another thread.
class HandOff {
 public:
  HandOff() : lock_(handOffMutex()) {}

 private:
  std::lock_guard<std::recursive_mutex> lock_;
};

// Before delivering an event: waits for any hand-off in progress, and so sees what it wrote.
inline void handOffReceived() { std::lock_guard<std::recursive_mutex> lock(handOffMutex()); }
#else
class HandOff {
 public:
  HandOff() {}
};
inline void handOffReceived() {}
#endif

}  // namespace twb::ui
