// A followed run's log (follow/run_scan.h: {"step", "loss", "validation_loss", "learning_rate",
// "epoch", …} by step, from a probe's run.json or a Trainer's log_history) as the history the
// workbench's own runs keep (train/checkpoint.h), so that the Curves view and `twb plot --what
// curves` draw it as they draw a run of the engine's.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "train/checkpoint.h"

namespace twb::follow {

// An entry without a training loss (an evaluation alone) gets NaN as its train_loss, which the
// curves leave out; entries without an integer step are skipped. Throws nothing.
std::vector<HistoryPoint> history_from_log(const nlohmann::json& log);

}  // namespace twb::follow
