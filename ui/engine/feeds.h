// The feeds several views share (engine/live_feed.h): one producer each for the engine's data that
// more than one view draws. A view gives what it does with the value; the controller does the rest.
#pragma once

#include <QString>

#include <functional>
#include <memory>

#include "engine/live_feed.h"
#include "inspect/snapshots.h"
#include "probe/head_telemetry.h"
#include "probe/health.h"

namespace twb::ui {

// The attention of `source` (translate: teacher-forced on `target`, or on the model's own
// translation when it is empty), with the weights the curves measure: feed "attention".
Feed attentionFeed(const QString& source, const QString& target,
                   std::function<void(const twb::inspect::AttentionSnapshot&)> show);
// The head telemetry, whole, when it has a sample the view has not had (always when forced):
// feed "heads". Read from the run as it is (it records the weights being trained).
Feed headsFeed(std::function<void(const twb::HeadTelemetry&)> show);
// The training health with its history, at most once a second while training: feed "health".
Feed healthFeed(std::function<void(const twb::HealthHistory&)> show);

}  // namespace twb::ui
