#include "engine/thread_handoff.h"

namespace twb::ui {

#ifdef TWB_THREAD_SANITIZER
std::recursive_mutex& handOffMutex() {
  static std::recursive_mutex mutex;
  return mutex;
}
#endif

}  // namespace twb::ui
