#include "follow/run_history.h"

#include <limits>

namespace twb::follow {

namespace {

std::optional<double> number(const nlohmann::json& entry, const char* key) {
  const auto it = entry.find(key);
  if (it == entry.end() || !it->is_number()) return std::nullopt;
  return it->get<double>();
}

}  // namespace

std::vector<HistoryPoint> history_from_log(const nlohmann::json& log) {
  std::vector<HistoryPoint> history;
  if (!log.is_array()) return history;
  for (const nlohmann::json& entry : log) {
    if (!entry.is_object() || !entry.contains("step") || !entry["step"].is_number_integer()) continue;
    HistoryPoint p;
    p.step = entry["step"].get<int64_t>();
    p.train_loss = number(entry, "loss").value_or(std::numeric_limits<double>::quiet_NaN());
    p.learning_rate = number(entry, "learning_rate").value_or(0);
    p.epoch = number(entry, "epoch").value_or(0);
    p.validation_loss = number(entry, "validation_loss");
    if (!history.empty() && history.back().step >= p.step) continue;  // the log is by step
    history.push_back(p);
  }
  return history;
}

}  // namespace twb::follow
