// Arrivals: what QSignalSpy records, recorded on the test's thread. Qt Core only.
#pragma once

#include <QObject>

#include <memory>
#include <tuple>
#include <type_traits>
#include <vector>

namespace twb::ui::testing {

// A signal's emissions, with their arguments, as they reach the test's thread: queued to an object
// that lives there, so they arrive after what the window itself was sent before them. QSignalSpy
// records on the thread that emits (for the controllers, their worker) while the test reads it on
// its own, unsynchronised: ThreadSanitizer reported that race on the spy's list.
template <typename... Params>
class Arrivals {
 public:
  template <typename Sender>
  Arrivals(Sender* sender, void (Sender::*signal)(Params...)) {
    QObject::connect(sender, signal, &here_, [values = values_](Params... args) { values->emplace_back(args...); });
  }
  qsizetype count() const { return static_cast<qsizetype>(values_->size()); }
  bool isEmpty() const { return values_->empty(); }
  const auto& first() const { return values_->front(); }
  const auto& last() const { return values_->back(); }

 private:
  using Values = std::vector<std::tuple<std::decay_t<Params>...>>;
  QObject here_;  // the test's thread's; its queued calls go when it does
  std::shared_ptr<Values> values_ = std::make_shared<Values>();
};

}  // namespace twb::ui::testing
