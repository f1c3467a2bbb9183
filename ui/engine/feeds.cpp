#include "engine/feeds.h"

#include <optional>

#include "task/task.h"

namespace twb::ui {
namespace {
constexpr qint64 kHealthIntervalMs = 1000;  // the training health while training: ≤ 1 copy a second
}  // namespace

Feed attentionFeed(const QString& source, const QString& target,
                   std::function<void(const twb::inspect::AttentionSnapshot&)> show) {
  Feed feed = makeFeed(
      QStringLiteral("attention"), 0,
      [source = source.toStdString(), target = target.toStdString()](twb::TrainingSession& s) {
        return twb::task_named(s.task()).inspect(s)->attention(source, target);
      },
      std::move(show));
  feed.shares = QStringLiteral("attention\n%1\n%2").arg(source, target);
  return feed;
}

Feed headsFeed(std::function<void(const twb::HeadTelemetry&)> show) {
  // The step of the last sample the view has had: the worker's, one per feed.
  auto sent = std::make_shared<qint64>(-1);
  Feed feed = makeFeed(
      QStringLiteral("heads"), 0,
      [sent](twb::TrainingSession& s, bool force) -> std::optional<twb::HeadTelemetry> {
        const twb::HeadTelemetry& heads = s.head_telemetry();
        const qint64 step = heads.empty() ? 0 : qint64(heads.samples().back().step);
        if (!force && step == *sent) return std::nullopt;
        *sent = step;
        return heads;
      },
      std::move(show), Needs{.savedWeights = false});
  feed.shares = QStringLiteral("heads");
  return feed;
}

Feed healthFeed(std::function<void(const twb::HealthHistory&)> show) {
  return makeFeed(
      QStringLiteral("health"), kHealthIntervalMs, [](twb::TrainingSession& s) { return s.health(); }, std::move(show),
      Needs{.savedWeights = false});
}

}  // namespace twb::ui
