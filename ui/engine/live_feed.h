// What a view asks of the run, in one shape: a producer run on the worker with the session, and
// what the view does with the value on the GUI thread. A request (TrainingController::ask) runs
// once; a feed (TrainingController::feed) runs again after steps while its view is shown, at
// most as often as it says, and for every view after a Step, a pause, a stop or a new model. The
// table of feeds (LiveFeeds) replaces a signal, a slot and a flag per kind of view: a view on new
// engine data declares its feed in its own class.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "train/session.h"

namespace twb::ui {

// What to run on the GUI thread with a value the worker produced; empty: nothing new to show.
using Delivery = std::function<void()>;

// What a producer needs of the session around it.
struct Needs {
  bool savedWeights = true;  // the weights the curves measure (the average, when one is kept)
  bool headsOff = false;     // the heads the learner switched off, off (the task views' answers)
};

// A produced value, its type erased; shared, so that the feeds that compute the same value
// deliver one (Asked::shares). Null: nothing new to show.
using Value = std::shared_ptr<const void>;

// A request or a feed, untyped: `produce` runs on the worker and returns the value, `show` makes
// the delivery of it (both from detail::bind). `produce` may throw: `failed` then hears why, on
// the GUI thread; without `failed` the run's error() does.
struct Asked {
  QString id;  // what it is ("attention"): a feed's name in its view, and the tests' count
  Needs needs;
  // What it computes, for the feeds of several views that compute the same (the head telemetry,
  // one sentence's attention): a round of feeds computes a value once for every feed that shares
  // it. Empty: its own.
  QString shares;
  std::function<Value(twb::TrainingSession& session, bool force)> produce;
  std::function<Delivery(const Value& value)> show;
  std::function<void(const QString& message)> failed;
};

// A feed: also how often it may run while training.
struct Feed : Asked {
  qint64 intervalMs = 0;  // the least time between two runs while training (0: every live round)
};

namespace detail {
template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};

// `produce(session, force)` or `produce(session)`, of a T or a std::optional<T> (empty: nothing
// new); `show(const T&)` on the GUI thread.
template <class Produce, class Show>
void bind(Asked& asked, Produce produce, Show show) {
  asked.produce = [produce = std::move(produce)](twb::TrainingSession& session, bool force) mutable -> Value {
    auto value = [&] {
      if constexpr (std::is_invocable_v<Produce&, twb::TrainingSession&, bool>) {
        return produce(session, force);
      } else {
        (void)force;
        return produce(session);
      }
    }();
    if constexpr (IsOptional<decltype(value)>::value) {
      if (!value) return {};
      return std::make_shared<const typename decltype(value)::value_type>(std::move(*value));
    } else {
      return std::make_shared<const decltype(value)>(std::move(value));
    }
  };
  using T = typename std::conditional_t<std::is_invocable_v<Produce&, twb::TrainingSession&, bool>,
                                        std::invoke_result<Produce&, twb::TrainingSession&, bool>,
                                        std::invoke_result<Produce&, twb::TrainingSession&>>::type;
  using Shown = typename std::conditional_t<IsOptional<T>::value, T, std::optional<T>>::value_type;
  asked.show = [show = std::move(show)](const Value& value) -> Delivery {
    return [show, value] { show(*static_cast<const Shown*>(value.get())); };
  };
}
}  // namespace detail

// A feed of `id` from a typed producer and what shows its value.
template <class Produce, class Show>
Feed makeFeed(QString id, qint64 intervalMs, Produce produce, Show show, Needs needs = {}) {
  Feed feed;
  feed.id = std::move(id);
  feed.intervalMs = intervalMs;
  feed.needs = needs;
  detail::bind(feed, std::move(produce), std::move(show));
  return feed;
}

// The feeds of the views, kept on the worker: which are due, by the clock the caller reads.
// Owners are the views' objects, compared and never dereferenced here; each entry keeps the guard
// (made on the GUI thread) that tells the GUI thread whether its owner is still there.
class LiveFeeds {
 public:
  // Adds `feed` to `owner`'s, replacing its feed of that id; a feed without a producer removes it.
  void set(const void* owner, QPointer<QObject> guard, Feed feed);
  void remove(const void* owner, const QString& id);
  void removeOwner(const void* owner);
  // Whose feeds run while training (nullptr: nobody's; a hidden view costs the run nothing).
  void show(const void* owner) { shown_ = owner; }
  const void* shown() const { return shown_; }

  struct Due {
    const void* owner;
    QPointer<QObject> guard;
    const Feed* feed;
  };
  // The feeds to run now, at `nowMs`: forced, every feed of every view (or of `only`'s); otherwise
  // the shown view's whose interval has passed. Each one returned counts as run at `nowMs`.
  std::vector<Due> due(qint64 nowMs, bool force, const void* only = nullptr);
  bool empty() const { return entries_.empty(); }
  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    const void* owner;
    QPointer<QObject> guard;
    Feed feed;
    qint64 lastMs = -1;  // when it last ran (-1: never)
  };
  std::vector<Entry> entries_;
  const void* shown_ = nullptr;
};

}  // namespace twb::ui
