// Learning-rate schedules:
//   warmup_inverse_sqrt  lr · min((s+1)/warmup, sqrt(warmup/(s+1)))   ("Attention Is All You Need"
//                        eq. 3, written with its peak rate lr reached at step `warmup`)
//   constant             lr
//   plateau              lr · min(1, (s+1)/warmup) · 0.9^k, where k grows by one after every
//                        `patience` (10) evaluations without a new best validation loss
#pragma once

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

namespace twb {

enum class ScheduleKind { warmup_inverse_sqrt, constant, plateau };

ScheduleKind parse_schedule(const std::string& name);  // throws twb::Error for an unknown name
std::string schedule_name(ScheduleKind kind);

class LearningRateSchedule {
 public:
  LearningRateSchedule() = default;
  LearningRateSchedule(ScheduleKind kind, double learning_rate, int warmup_steps)
      : kind_(kind), learning_rate_(learning_rate), warmup_(warmup_steps) {}

  // The rate for optimizer step `step` (0-based: the step about to be taken).
  double rate(int64_t step) const;
  // Reports a validation loss (plateau: counts evaluations without improvement).
  void observe(double validation_loss);

  ScheduleKind kind() const { return kind_; }
  double plateau_scale() const { return scale_; }
  nlohmann::json state() const;
  void restore(const nlohmann::json& state);

  double factor = 0.9;  // plateau: multiply by this …
  int patience = 10;    // … after this many evaluations without improvement

 private:
  ScheduleKind kind_ = ScheduleKind::warmup_inverse_sqrt;
  double learning_rate_ = 7e-4;
  int warmup_ = 300;
  double scale_ = 1.0;
  double best_ = std::numeric_limits<double>::infinity();
  int evaluations_without_improvement_ = 0;
};

}  // namespace twb
