#include "train/schedule.h"

#include <algorithm>
#include <cmath>

#include "util/error.h"
#include "util/json_number.h"

namespace twb {

ScheduleKind parse_schedule(const std::string& name) {
  if (name == "warmup_inverse_sqrt" || name == "noam") return ScheduleKind::warmup_inverse_sqrt;
  if (name == "constant") return ScheduleKind::constant;
  if (name == "plateau" || name == "reduce_on_plateau") return ScheduleKind::plateau;
  throw Error("unknown learning-rate schedule '" + name + "'; use warmup_inverse_sqrt, constant or plateau");
}

std::string schedule_name(ScheduleKind kind) {
  switch (kind) {
    case ScheduleKind::warmup_inverse_sqrt:
      return "warmup_inverse_sqrt";
    case ScheduleKind::constant:
      return "constant";
    case ScheduleKind::plateau:
      return "plateau";
  }
  return "?";
}

double LearningRateSchedule::rate(int64_t step) const {
  const double s = static_cast<double>(step + 1);
  const double warmup = std::max(1, warmup_);
  switch (kind_) {
    case ScheduleKind::warmup_inverse_sqrt:
      return learning_rate_ * std::min(s / warmup, std::sqrt(warmup / s));
    case ScheduleKind::constant:
      return learning_rate_;
    case ScheduleKind::plateau:
      return learning_rate_ * std::min(1.0, s / warmup) * scale_;
  }
  return learning_rate_;
}

void LearningRateSchedule::observe(double validation_loss) {
  if (validation_loss < best_) {
    best_ = validation_loss;
    evaluations_without_improvement_ = 0;
    return;
  }
  if (++evaluations_without_improvement_ >= patience && kind_ == ScheduleKind::plateau) {
    scale_ *= factor;
    evaluations_without_improvement_ = 0;
  }
}

nlohmann::json LearningRateSchedule::state() const {
  return {{"kind", schedule_name(kind_)},
          {"learning_rate", learning_rate_},
          {"warmup", warmup_},
          {"scale", scale_},
          {"best", std::isfinite(best_) ? nlohmann::json(best_) : nlohmann::json(nullptr)},
          {"bad_evaluations", evaluations_without_improvement_}};
}

void LearningRateSchedule::restore(const nlohmann::json& state) {
  kind_ = parse_schedule(state.at("kind").get<std::string>());
  learning_rate_ = state.at("learning_rate").get<double>();
  warmup_ = json_integer_at<int>(state, "warmup");
  scale_ = state.at("scale").get<double>();
  best_ = state.at("best").is_null() ? std::numeric_limits<double>::infinity() : state.at("best").get<double>();
  evaluations_without_improvement_ = json_integer_at<int>(state, "bad_evaluations");
}

}  // namespace twb
