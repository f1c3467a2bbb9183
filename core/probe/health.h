// Training health: for every layer (and every other module: the embeddings, the final norms, the
// output layer), recorded every step from numbers the step computes anyway:
//   gradient norm   |g| of the layer's parameters before clipping (the clipping's own partial sums)
//   update ratio    |Δw| / |w| of Adam's update (summed in Adam's own loop)
//   largest score   the largest attention score S = q·k/√d_k of the layer's attentions (the
//                   softmax's own row maxima): where it grows past ~10 the softmax saturates
// The history keeps at most `capacity` samples: when full, neighbouring pairs merge (their
// largest values kept, so a spike survives) and the stride doubles.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct HealthSample {
  int64_t step = 0;
  double loss = 0;
  double gradient_norm = 0;  // the whole model's, before clipping
  double learning_rate = 0;
  std::vector<float> gradient_norms;  // per group
  std::vector<float> update_ratios;   // per group
  std::vector<float> largest_scores;  // per group; NaN for a group without attention
};

// How parameters group into the layers of the health view.
struct HealthGroups {
  std::vector<std::string> names;  // in the model's parameter order: "encoder.layers.0", "generator", …
  std::vector<int> group_of;       // per parameter, its group's index
  std::vector<int> layer_group;    // per attention layer of the model (Model::attention_layers()), its group
  // layers: the model's attention layers' parameter prefixes without the dot ("encoder.layers.0").
  HealthGroups(const ParameterList& parameters, const std::vector<std::string>& layers);
  HealthGroups() = default;
};

class HealthHistory {
 public:
  explicit HealthHistory(size_t capacity = 4096) : capacity_(capacity) {}

  void set_groups(std::vector<std::string> names);
  const std::vector<std::string>& groups() const { return groups_; }
  void add(HealthSample sample);
  const std::vector<HealthSample>& samples() const { return samples_; }
  int64_t stride() const { return stride_; }  // steps per kept sample
  bool empty() const { return samples_.empty(); }
  void clear() {
    samples_.clear();
    pending_ = 0;
    stride_ = 1;
  }
  // Forgets the samples after `step` (a rewind).
  void truncate_after(int64_t step);

  nlohmann::json to_json() const;
  // Throws twb::Error naming what is malformed.
  static HealthHistory from_json(const nlohmann::json& j);

 private:
  size_t capacity_;
  std::vector<std::string> groups_;
  std::vector<HealthSample> samples_;
  int64_t stride_ = 1;
  int pending_ = 0;  // samples merged into the last one since it started (< stride_)
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
