// The divergence debugger's watch: every step's loss and gradient norm against the recent ones.
// A step is trouble when its loss or gradient norm is not a finite number, when its loss spikes
// (above twice the median of the recent steps and 2 nats above it, or, before there is a median,
// 2 nats above twice the loss of predicting uniformly, 2 ln V + 2), or when its gradient norm explodes (above
// 100 times the recent median, and above 10). The trainer checks before Adam's update, so a step found in trouble
// has changed nothing; explain() then says in words which tensor went wrong first.
#pragma once

#include <cstdint>
#include <deque>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "train/step_inside.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class DivergenceKind { non_finite_loss, non_finite_gradient, loss_spike, exploding_gradient };
const char* divergence_kind_name(DivergenceKind kind);

// What to do when a step is found in trouble: stop the run, rewind to the last kept state with a
// lower learning rate and go on, or ignore spikes and explosions (a non-finite step still stops).
enum class DivergencePolicy { stop, rewind, ignore };
DivergencePolicy parse_divergence_policy(const std::string& name);  // throws twb::Error
const char* divergence_policy_name(DivergencePolicy policy);

struct DivergenceReport {
  int64_t step = 0;  // the step in trouble (1-based), not applied
  DivergenceKind kind = DivergenceKind::non_finite_loss;
  double loss = 0, gradient_norm = 0;
  double median_loss = 0, median_gradient_norm = 0;  // of the recent steps (0: too few yet)
  // From explain(): the first tensor that went wrong (a parameter's name, a stage's key or an
  // attention's "<key>.head<h>"), its telling figure, and the whole in words.
  std::string tensor;
  double figure = 0;
  int example = -1;  // the batch row explain() looked inside
  std::string message;

  nlohmann::json to_json() const;
};

class DivergenceWatch {
 public:
  // vocabulary: the output's size V (the uniform loss is ln V).
  void set_vocabulary(int vocabulary) { vocabulary_ = vocabulary; }
  // The report when (loss, gradient_norm) of `step` is trouble; spikes and explosions only when
  // `spikes` is set.
  std::optional<DivergenceReport> check(int64_t step, double loss, double gradient_norm, bool spikes) const;
  // A healthy step joins the recent ones.
  void observe(double loss, double gradient_norm);
  void reset() {
    losses_.clear();
    norms_.clear();
  }

  static constexpr size_t kWindow = 50;      // recent steps
  static constexpr size_t kMinimum = 10;     // steps before a median counts
  static constexpr double kSpike = 2.0;      // × the median loss
  static constexpr double kSpikeNats = 2.0;  // and at least this far above it
  static constexpr double kExplode = 100.0;  // × the median gradient norm
  static constexpr double kExplodeFloor =
      10.0;  // and at least this: a converged model's one hard batch is not an explosion

 private:
  int vocabulary_ = 0;
  std::deque<double> losses_, norms_;
};

// Fills report.tensor, .figure, .example and .message from what the step computed: the first
// parameter holding a non-finite value; else, inside the example, the first stage (in the forward
// pass's order) with a non-finite value; else the attention head with the largest score (when it
// saturates the softmax); else the parameter with the largest gradient (inside.updates' norms).
void explain(DivergenceReport& report, const ParameterList& parameters, const StepInside& inside);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
