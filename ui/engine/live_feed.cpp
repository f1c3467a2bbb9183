#include "engine/live_feed.h"

#include <algorithm>

namespace twb::ui {

void LiveFeeds::set(const void* owner, QPointer<QObject> guard, Feed feed) {
  auto same = [&](const Entry& e) { return e.owner == owner && e.feed.id == feed.id; };
  const auto at = std::find_if(entries_.begin(), entries_.end(), same);
  if (!feed.produce) {
    if (at != entries_.end()) entries_.erase(at);
  } else if (at != entries_.end()) {
    at->guard = std::move(guard);
    at->feed = std::move(feed);
    at->lastMs = -1;
  } else {
    entries_.push_back({owner, std::move(guard), std::move(feed), -1});
  }
}

void LiveFeeds::remove(const void* owner, const QString& id) {
  std::erase_if(entries_, [&](const Entry& e) { return e.owner == owner && e.feed.id == id; });
}

void LiveFeeds::removeOwner(const void* owner) {
  std::erase_if(entries_, [&](const Entry& e) { return e.owner == owner; });
  if (shown_ == owner) shown_ = nullptr;
}

std::vector<LiveFeeds::Due> LiveFeeds::due(qint64 nowMs, bool force, const void* only) {
  std::vector<Due> out;
  for (Entry& e : entries_) {
    if (only && e.owner != only) continue;
    if (!force) {
      if (e.owner != shown_ || shown_ == nullptr) continue;
      if (e.lastMs >= 0 && nowMs - e.lastMs < e.feed.intervalMs) continue;
    }
    e.lastMs = nowMs;
    out.push_back({e.owner, e.guard, &e.feed});
  }
  return out;
}

}  // namespace twb::ui
