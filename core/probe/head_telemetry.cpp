#include "probe/head_telemetry.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "util/error.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

HeadTelemetry::HeadTelemetry(int every, int cap) : every_(every), cap_(std::max(2, cap)), interval_(every) {}

bool HeadTelemetry::due(int64_t step) const {
  if (every_ <= 0 || step <= 0 || step % interval_ != 0) return false;
  return samples_.empty() || step > samples_.back().step;
}

namespace {

bool same_layout(const HeadLayout& a, const HeadLayout& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].kind != b[i].kind || a[i].layers != b[i].layers || a[i].heads != b[i].heads) return false;
  return true;
}

}  // namespace

void HeadTelemetry::add(int64_t step, const HeadLayout& layout, std::vector<float> values) {
  if (values.size() != head_layout_floats(layout))
    throw Error("a head telemetry sample has " + std::to_string(values.size()) + " values, its layout " +
                std::to_string(head_layout_floats(layout)));
  if (!same_layout(layout_, layout)) samples_.clear(), interval_ = every_;
  layout_ = layout;
  if (samples_.size() >= static_cast<size_t>(cap_)) {
    // Keep the samples at the multiples of the doubled interval (and the one at step 0 of a model
    // that came trained): still evenly spaced.
    std::vector<HeadSample> kept;
    for (auto& sample : samples_)
      if (sample.step % (2 * interval_) == 0) kept.push_back(std::move(sample));
    samples_ = std::move(kept);
    interval_ *= 2;
    if (interval_ > 0 && step % interval_ != 0) return;
  }
  samples_.push_back({step, std::move(values)});
}

void HeadTelemetry::truncate_after(int64_t step) {
  while (!samples_.empty() && samples_.back().step > step) samples_.pop_back();
}

bool HeadTelemetry::has(AttentionKind kind) const {
  return std::any_of(layout_.begin(), layout_.end(), [&](const HeadKindLayout& k) { return k.kind == kind; });
}

size_t HeadTelemetry::offset(AttentionKind kind, int layer, int head) const {
  size_t at = 0;
  for (const HeadKindLayout& k : layout_) {
    if (k.kind == kind) {
      if (layer < 0 || layer >= k.layers || head < 0 || head >= k.heads)
        throw OutOfRangeError("layer " + std::to_string(layer) + ", head " + std::to_string(head) +
                              " is not in the head telemetry's " + attention_kind_key(kind) + " attention (" +
                              std::to_string(k.layers) + " layers × " + std::to_string(k.heads) + " heads)");
      return at + (static_cast<size_t>(layer) * static_cast<size_t>(k.heads) + static_cast<size_t>(head)) * kHeadScores;
    }
    at += k.floats();
  }
  throw OutOfRangeError("the head telemetry has no " + attention_kind_key(kind) + " attention");
}

void HeadTelemetry::put(io::SafetensorsFile& file) const {
  if (samples_.empty()) return;
  nlohmann::json kinds = nlohmann::json::array(), scores = nlohmann::json::array(), steps = nlohmann::json::array();
  for (const HeadKindLayout& k : layout_)
    kinds.push_back({{"kind", attention_kind_key(k.kind)}, {"layers", k.layers}, {"heads", k.heads}});
  for (const HeadScoreInfo& info : head_score_info()) scores.push_back(info.key);
  std::vector<float> all;
  all.reserve(samples_.size() * head_layout_floats(layout_));
  for (const HeadSample& s : samples_) {
    steps.push_back(s.step);
    all.insert(all.end(), s.values.begin(), s.values.end());
  }
  file.metadata["head_telemetry"] = nlohmann::json{{"every", every_},  {"cap", cap_},    {"interval", interval_},
                                                   {"scores", scores}, {"kinds", kinds}, {"steps", steps}}
                                        .dump();
  file.put_f32("telemetry.heads",
               {static_cast<int64_t>(samples_.size()), static_cast<int64_t>(head_layout_floats(layout_))}, all);
}

HeadTelemetry HeadTelemetry::get(const io::SafetensorsFile& file, const std::string& path) {
  const auto it = file.metadata.find("head_telemetry");
  if (it == file.metadata.end()) return {};
  HeadTelemetry t;
  try {
    const auto j = nlohmann::json::parse(it->second);
    t = HeadTelemetry(json_integer_at<int>(j, "every"), json_integer_at<int>(j, "cap"));
    t.interval_ = json_integer_at<int64_t>(j, "interval");
    if (t.every_ < 0 || t.interval_ < t.every_) throw Error("its interval is " + std::to_string(t.interval_));
    std::vector<std::string> scores;
    for (const HeadScoreInfo& info : head_score_info()) scores.push_back(info.key);
    if (j.at("scores").get<std::vector<std::string>>() != scores)
      throw Error("its scores are " + j.at("scores").dump() + ", this version measures " +
                  nlohmann::json(scores).dump());
    for (const auto& k : j.at("kinds")) {
      HeadKindLayout kind{attention_kind_of_key(k.at("kind").get<std::string>()), json_integer_at<int>(k, "layers"),
                          json_integer_at<int>(k, "heads")};
      if (kind.layers < 1 || kind.heads < 1 || kind.layers > 1024 || kind.heads > 1024)
        throw Error("its " + attention_kind_key(kind.kind) + " attention has " + std::to_string(kind.layers) +
                    " layers × " + std::to_string(kind.heads) + " heads");
      t.layout_.push_back(kind);
    }
    const auto steps = j.at("steps").get<std::vector<int64_t>>();
    const size_t floats = head_layout_floats(t.layout_);
    const std::vector<float> all =
        file.get_f32("telemetry.heads", {static_cast<int64_t>(steps.size()), static_cast<int64_t>(floats)});
    for (size_t i = 0; i < steps.size(); ++i) {
      const auto first = all.begin() + static_cast<std::ptrdiff_t>(i * floats);
      t.samples_.push_back({steps[i], std::vector<float>(first, first + static_cast<std::ptrdiff_t>(floats))});
    }
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed head telemetry (" + e.what() + "); the file is damaged");
  } catch (const Error& e) {
    throw Error(path + " has malformed head telemetry: " + e.what());
  }
  return t;
}

// ------------------------------------------------------------------ roles

const std::vector<HeadRoleRule>& head_role_rules() {
  static const std::vector<HeadRoleRule> rules{
      {"induction", "induction", HeadScore::induction, 0.4,
       "on a repeated sequence it looks at the token that followed the current token's earlier occurrence, so "
       "the model can copy it"},
      {"previous-token", "prev", HeadScore::previous, 0.5, "it looks at the token just before the query"},
      {"sink", "sink", HeadScore::first, 0.5,
       "most of its weight rests on the first position: a place to put attention when nothing else is needed"},
      {"aligner", "aligner", HeadScore::alignment, 0.6,
       "the source word it looks at most moves along the source as the target advances: an alignment",
       HeadScore::largest, 0.3},
      {"local", "local", HeadScore::local, 0.6, "it looks within one position of its own"},
      {"broad", "broad", HeadScore::entropy, 0.85, "it spreads its weight almost evenly: an average of the context"},
  };
  return rules;
}

namespace {

bool holds(const HeadTelemetry& t, size_t sample, size_t at, const HeadRoleRule& rule) {
  const auto& v = t.samples()[sample].values;
  const float score = v[at + static_cast<size_t>(rule.score)];
  if (!(score >= rule.threshold)) return false;  // NaN: the score does not apply
  if (rule.also_at > 0 && !(v[at + static_cast<size_t>(rule.also)] >= rule.also_at)) return false;
  if (rule.key == "local" && v[at + static_cast<size_t>(HeadScore::previous)] >= 0.5f) return false;
  return true;
}

}  // namespace

std::vector<HeadRole> head_roles(const HeadTelemetry& telemetry, AttentionKind kind, int layer, int head) {
  std::vector<HeadRole> roles;
  if (telemetry.empty()) return roles;
  const size_t at = telemetry.offset(kind, layer, head);
  const size_t last = telemetry.samples().size() - 1;
  for (const HeadRoleRule& rule : head_role_rules()) {
    if (!holds(telemetry, last, at, rule)) continue;
    size_t first = last;
    while (first > 0 && holds(telemetry, first - 1, at, rule)) --first;
    roles.push_back({&rule, telemetry.samples()[first].step,
                     telemetry.samples()[last].values[at + static_cast<size_t>(rule.score)]});
  }
  return roles;
}

std::string describe_roles(const std::vector<HeadRole>& roles) {
  std::string out;
  for (const HeadRole& r : roles)
    out += (out.empty() ? "" : ", ") + r.rule->key + " since step " + std::to_string(r.since);
  return out;
}

std::vector<RoledHead> roled_heads(const HeadTelemetry& telemetry) {
  std::vector<RoledHead> out;
  for (const HeadKindLayout& k : telemetry.layout())
    for (int layer = 0; layer < k.layers; ++layer)
      for (int head = 0; head < k.heads; ++head) {
        auto roles = head_roles(telemetry, k.kind, layer, head);
        if (!roles.empty()) out.push_back({k.kind, layer, head, std::move(roles)});
      }
  return out;
}

nlohmann::json roled_heads_json(const HeadTelemetry& telemetry) {
  nlohmann::json out = nlohmann::json::array();
  for (const RoledHead& h : roled_heads(telemetry)) {
    nlohmann::json roles = nlohmann::json::array();
    for (const HeadRole& r : h.roles) roles.push_back({{"role", r.rule->key}, {"since", r.since}, {"score", r.value}});
    out.push_back({{"kind", attention_kind_key(h.kind)}, {"layer", h.layer}, {"head", h.head}, {"roles", roles}});
  }
  return out;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
