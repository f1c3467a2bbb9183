#include "probe/health.h"

#include <algorithm>
#include <cmath>

#include "util/error.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

// A parameter's group: the attention layer whose prefix it starts with, else its module (the name
// without its last component: "source_embedding.token", "encoder.norm", "generator").
std::string group_name(const std::string& parameter, const std::vector<std::string>& layers) {
  for (const auto& layer : layers)
    if (parameter.starts_with(layer + ".")) return layer;
  const auto dot = parameter.rfind('.');
  return dot == std::string::npos ? parameter : parameter.substr(0, dot);
}

void merge_max(std::vector<float>& into, const std::vector<float>& from) {
  for (size_t i = 0; i < into.size() && i < from.size(); ++i) into[i] = std::fmax(into[i], from[i]);
}

void merge(HealthSample& into, const HealthSample& from) {
  into.step = std::max(into.step, from.step);
  into.loss = std::fmax(into.loss, from.loss);
  into.gradient_norm = std::fmax(into.gradient_norm, from.gradient_norm);
  into.learning_rate = std::fmax(into.learning_rate, from.learning_rate);
  merge_max(into.gradient_norms, from.gradient_norms);
  merge_max(into.update_ratios, from.update_ratios);
  merge_max(into.largest_scores, from.largest_scores);
}

// JSON has no NaN: a group without attention writes null.
nlohmann::json floats_to_json(const std::vector<float>& values) {
  auto out = nlohmann::json::array();
  for (const float v : values) out.push_back(std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr));
  return out;
}

std::vector<float> floats_from_json(const nlohmann::json& j, size_t groups, const char* what) {
  if (!j.is_array() || j.size() != groups)
    throw Error(std::string("the training health's ") + what + " do not have one value per group");
  std::vector<float> out;
  for (const auto& v : j) out.push_back(v.is_number() ? v.get<float>() : std::nanf(""));
  return out;
}

}  // namespace

HealthGroups::HealthGroups(const ParameterList& parameters, const std::vector<std::string>& layers) {
  for (const auto& p : parameters) {
    const std::string name = group_name(p.name, layers);
    auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) {
      names.push_back(name);
      it = names.end() - 1;
    }
    group_of.push_back(static_cast<int>(it - names.begin()));
  }
  for (const auto& layer : layers) {
    const auto it = std::find(names.begin(), names.end(), layer);
    layer_group.push_back(it == names.end() ? -1 : static_cast<int>(it - names.begin()));
  }
}

void HealthHistory::set_groups(std::vector<std::string> names) {
  if (names != groups_) clear();
  groups_ = std::move(names);
}

void HealthHistory::add(HealthSample sample) {
  if (!samples_.empty() && pending_ > 0 && pending_ < stride_) {
    merge(samples_.back(), sample);
    ++pending_;
    return;
  }
  samples_.push_back(std::move(sample));
  pending_ = 1;
  if (samples_.size() <= capacity_) return;
  std::vector<HealthSample> halved;
  halved.reserve(samples_.size() / 2 + 1);
  for (size_t i = 0; i < samples_.size(); i += 2) {
    halved.push_back(std::move(samples_[i]));
    if (i + 1 < samples_.size()) merge(halved.back(), samples_[i + 1]);
  }
  samples_ = std::move(halved);
  stride_ *= 2;
  pending_ = static_cast<int>(stride_);  // the next sample starts a new one
}

void HealthHistory::truncate_after(int64_t step) {
  while (!samples_.empty() && samples_.back().step > step) samples_.pop_back();
  pending_ = static_cast<int>(stride_);
}

nlohmann::json HealthHistory::to_json() const {
  nlohmann::json samples = nlohmann::json::array();
  for (const auto& s : samples_)
    samples.push_back(
        {{"step", s.step},
         {"loss", std::isfinite(s.loss) ? nlohmann::json(s.loss) : nlohmann::json(nullptr)},
         {"gradient_norm", std::isfinite(s.gradient_norm) ? nlohmann::json(s.gradient_norm) : nlohmann::json(nullptr)},
         {"learning_rate", s.learning_rate},
         {"gradient_norms", floats_to_json(s.gradient_norms)},
         {"update_ratios", floats_to_json(s.update_ratios)},
         {"largest_scores", floats_to_json(s.largest_scores)}});
  return {{"groups", groups_}, {"stride", stride_}, {"capacity", capacity_}, {"samples", samples}};
}

HealthHistory HealthHistory::from_json(const nlohmann::json& j) {
  try {
    HealthHistory h(json_integer_at<size_t>(j, "capacity"));
    h.groups_ = j.at("groups").get<std::vector<std::string>>();
    h.stride_ = std::max<int64_t>(1, json_integer_at<int64_t>(j, "stride"));
    const size_t groups = h.groups_.size();
    auto number = [](const nlohmann::json& v) { return v.is_number() ? v.get<double>() : std::nan(""); };
    for (const auto& s : j.at("samples")) {
      HealthSample sample;
      sample.step = json_integer_at<int64_t>(s, "step");
      sample.loss = number(s.at("loss"));
      sample.gradient_norm = number(s.at("gradient_norm"));
      sample.learning_rate = number(s.at("learning_rate"));
      sample.gradient_norms = floats_from_json(s.at("gradient_norms"), groups, "gradient norms");
      sample.update_ratios = floats_from_json(s.at("update_ratios"), groups, "update ratios");
      sample.largest_scores = floats_from_json(s.at("largest_scores"), groups, "largest scores");
      h.samples_.push_back(std::move(sample));
    }
    h.pending_ = static_cast<int>(h.stride_);
    return h;
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("the training health in the checkpoint is malformed: ") + e.what());
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
