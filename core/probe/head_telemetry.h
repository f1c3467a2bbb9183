// Head telemetry of a run: every head's scores (probe/head_scores.h) on a fixed probe, every N
// training steps, so a person can see what each head does and when it became that; and the roles
// those scores give a head (head_roles).
//
// Memory stays bounded: at most cap() samples; when a sample is due and the telemetry is full,
// every other sample is dropped and the interval doubled (as the attention time-lapse thins).
//
// In a checkpoint (docs/checkpoint-format.md): the samples as one F32 tensor "telemetry.heads" of
// shape [samples, floats per sample] ([kind][layer][head][score], NaN where a score does not
// apply), and the metadata entry "head_telemetry" (JSON: every, cap, interval, the score keys, the
// layout of the kinds and every sample's step).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/safetensors.h"
#include "probe/head_scores.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// The most samples a run keeps (then thinned): 1,024.
inline constexpr int kHeadSamples = 1024;

struct HeadSample {
  int64_t step = 0;
  std::vector<float> values;  // head_layout_floats(layout) floats
};

class HeadTelemetry {
 public:
  HeadTelemetry() = default;
  // every: measure every N steps (0: off); cap: the most samples (≥ 2).
  HeadTelemetry(int every, int cap);

  int every() const { return every_; }
  int cap() const { return cap_; }
  int64_t interval() const { return interval_; }  // every, doubled at each thinning
  bool due(int64_t step) const;
  bool empty() const { return samples_.empty(); }

  // Keeps a sample (its floats in `layout`'s order; a new layout starts the telemetry again).
  void add(int64_t step, const HeadLayout& layout, std::vector<float> values);
  void truncate_after(int64_t step);  // a rewind

  const HeadLayout& layout() const { return layout_; }
  const std::vector<HeadSample>& samples() const { return samples_; }
  // Where (kind, layer, head)'s scores start in a sample; throws OutOfRangeError for what the
  // layout lacks.
  size_t offset(AttentionKind kind, int layer, int head) const;
  float value(size_t sample, AttentionKind kind, int layer, int head, HeadScore score) const {
    return samples_.at(sample).values[offset(kind, layer, head) + static_cast<size_t>(score)];
  }
  bool has(AttentionKind kind) const;

  void put(io::SafetensorsFile& file) const;
  // Throws twb::Error naming `path` and what is malformed; a file without telemetry gives an empty one.
  static HeadTelemetry get(const io::SafetensorsFile& file, const std::string& path);

 private:
  int every_ = 0, cap_ = 2;
  int64_t interval_ = 0;
  HeadLayout layout_;
  std::vector<HeadSample> samples_;
};

// A role a head can have, given by one score passing a threshold at the last sample:
//   induction       induction ≥ 0.4 (a GPT, on repeated random tokens)
//   previous-token  previous ≥ 0.5
//   sink            first ≥ 0.5
//   aligner         alignment ≥ 0.6 and largest ≥ 0.3 (cross-attention)
//   local           local ≥ 0.6, when the head is not previous-token
//   broad           entropy ≥ 0.85 (near-uniform)
struct HeadRoleRule {
  std::string key;    // "previous-token"
  std::string badge;  // a short label for a head picker: "prev"
  HeadScore score;
  double threshold;
  std::string meaning;                  // for a person
  HeadScore also = HeadScore::largest;  // a second condition, where also_at > 0
  double also_at = 0;
};
const std::vector<HeadRoleRule>& head_role_rules();

struct HeadRole {
  const HeadRoleRule* rule = nullptr;
  int64_t since = 0;  // the step from which it has held at every sample since
  double value = 0;   // the score at the last sample
};
// The roles (kind, layer, head) holds at the telemetry's last sample, in head_role_rules()'s order.
std::vector<HeadRole> head_roles(const HeadTelemetry& telemetry, AttentionKind kind, int layer, int head);
// "induction since step 450, previous-token since step 120" (empty when none).
std::string describe_roles(const std::vector<HeadRole>& roles);

// Every head that has a role at the last sample, in the layout's order.
struct RoledHead {
  AttentionKind kind;
  int layer = 0, head = 0;
  std::vector<HeadRole> roles;
};
std::vector<RoledHead> roled_heads(const HeadTelemetry& telemetry);
// As JSON: [{"kind": "decoder", "layer": 1, "head": 2, "roles": [{"role": "induction", "since": 450,
// "score": 0.81}]}, …].
nlohmann::json roled_heads_json(const HeadTelemetry& telemetry);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
