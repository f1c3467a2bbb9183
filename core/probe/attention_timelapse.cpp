#include "probe/attention_timelapse.h"

#include <algorithm>
#include <cstdlib>

#include "util/error.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

size_t layout_floats(const std::vector<TimelapseKind>& layout) {
  size_t n = 0;
  for (const auto& k : layout) n += k.floats();
  return n;
}

bool same_layout(const std::vector<TimelapseKind>& a, const std::vector<TimelapseKind>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].kind != b[i].kind || a[i].layers != b[i].layers || a[i].heads != b[i].heads || a[i].rows != b[i].rows ||
        a[i].cols != b[i].cols)
      return false;
  return true;
}

nlohmann::json kind_json(const TimelapseKind& k) {
  return {{"kind", k.kind},
          {"title", k.title},
          {"layers", k.layers},
          {"heads", k.heads},
          {"rows", k.rows},
          {"cols", k.cols},
          {"row_labels", k.row_labels},
          {"column_labels", k.column_labels},
          {"row_axis", k.row_axis},
          {"column_axis", k.column_axis}};
}

TimelapseKind kind_from_json(const nlohmann::json& j) {
  TimelapseKind k;
  k.kind = j.at("kind").get<std::string>();
  k.title = j.value("title", std::string());
  k.layers = json_integer_at<int>(j, "layers");
  k.heads = json_integer_at<int>(j, "heads");
  k.rows = json_integer_at<int>(j, "rows");
  k.cols = json_integer_at<int>(j, "cols");
  k.row_labels = j.value("row_labels", std::vector<std::string>());
  k.column_labels = j.value("column_labels", std::vector<std::string>());
  k.row_axis = j.value("row_axis", std::string());
  k.column_axis = j.value("column_axis", std::string());
  if (k.layers < 0 || k.heads < 0 || k.rows < 0 || k.cols < 0) throw Error("negative size");
  return k;
}

}  // namespace

AttentionTimelapse::AttentionTimelapse(int every, int cap) : every_(every), cap_(cap), interval_(every) {
  if (every < 0) throw Error("timelapse_every = " + std::to_string(every) + " must not be negative (0 turns it off)");
  if (cap < 2) throw Error("timelapse_frames = " + std::to_string(cap) + " must be at least 2");
}

size_t AttentionTimelapse::frame_bytes() const { return layout_floats(layout_) * sizeof(float); }

int AttentionTimelapse::cap() const {
  const size_t bytes = frame_bytes();
  if (bytes == 0) return cap_;
  const int64_t fit = kTimelapseByteBudget / static_cast<int64_t>(bytes);
  return static_cast<int>(std::max<int64_t>(2, std::min<int64_t>(cap_, fit)));
}

bool AttentionTimelapse::due(int64_t step) const {
  if (every_ <= 0 || step <= 0 || step % interval_ != 0) return false;
  return frames_.empty() || step > frames_.back().step;
}

void AttentionTimelapse::thin() {
  // Keep the frames at odd indices: of frames every·1, 2, 3, 4, … those at 2, 4, …, i.e. the
  // multiples of the doubled interval, so the survivors stay evenly spaced.
  std::vector<TimelapseFrame> kept;
  kept.reserve(frames_.size() / 2 + 1);
  for (size_t i = 1; i < frames_.size(); i += 2) kept.push_back(std::move(frames_[i]));
  frames_ = std::move(kept);
  interval_ *= 2;
  thinned_ = true;
}

bool AttentionTimelapse::record(int64_t step, double loss, TimelapseMaps maps) {
  thinned_ = false;
  if (maps.values.size() != layout_floats(maps.layout))
    throw Error("the time-lapse's maps have " + std::to_string(maps.values.size()) + " values, their layout " +
                std::to_string(layout_floats(maps.layout)));
  if (!frames_.empty() && !same_layout(layout_, maps.layout)) frames_.clear();  // another probe or model shape
  layout_ = std::move(maps.layout);
  if (probe_.target.empty()) probe_.target = maps.target;
  if (static_cast<int>(frames_.size()) >= cap()) {
    thin();
    if (step % interval_ != 0) return false;
  }
  frames_.push_back({step, loss, std::move(maps.values)});
  return true;
}

void AttentionTimelapse::append(TimelapseFrame frame) {
  if (frame.values.size() != layout_floats(layout_) || (!frames_.empty() && frame.step <= frames_.back().step))
    throw Error("the time-lapse frame of step " + std::to_string(frame.step) + " does not follow the frames held");
  frames_.push_back(std::move(frame));
}

void AttentionTimelapse::set_probe(TimelapseProbe probe) {
  probe_ = std::move(probe);
  clear();
}

void AttentionTimelapse::clear() {
  frames_.clear();
  layout_.clear();
  interval_ = every_;
  thinned_ = false;
}

const TimelapseKind* AttentionTimelapse::kind(const std::string& name, size_t* offset) const {
  size_t at = 0;
  for (const auto& k : layout_) {
    if (k.kind == name) {
      if (offset) *offset = at;
      return &k;
    }
    at += k.floats();
  }
  return nullptr;
}

std::vector<float> AttentionTimelapse::map(size_t frame, const std::string& kind_name, int layer, int head) const {
  if (frame >= frames_.size())
    throw OutOfRangeError("no time-lapse frame " + std::to_string(frame) + ": there are " +
                          std::to_string(frames_.size()));
  size_t offset = 0;
  const TimelapseKind* k = kind(kind_name, &offset);
  if (!k) throw Error("the time-lapse has no " + kind_name + " attention");
  if (layer < 0 || layer >= k->layers || head < 0 || head >= k->heads)
    throw OutOfRangeError("no " + kind_name + " attention map for layer " + std::to_string(layer) + ", head " +
                          std::to_string(head) + ": the model has layers 0–" + std::to_string(k->layers - 1) +
                          " and heads 0–" + std::to_string(k->heads - 1));
  const auto first =
      frames_[frame].values.begin() +
      static_cast<std::ptrdiff_t>(offset + static_cast<size_t>(layer * k->heads + head) * k->map_floats());
  return {first, first + static_cast<std::ptrdiff_t>(k->map_floats())};
}

size_t AttentionTimelapse::nearest_frame(int64_t step) const {
  if (frames_.empty()) throw Error("the time-lapse has no frames");
  size_t best = 0;
  for (size_t i = 1; i < frames_.size(); ++i)
    if (std::llabs(frames_[i].step - step) < std::llabs(frames_[best].step - step)) best = i;
  return best;
}

nlohmann::json AttentionTimelapse::metadata() const {
  nlohmann::json steps = nlohmann::json::array(), losses = nlohmann::json::array(), kinds = nlohmann::json::array();
  for (const auto& f : frames_) {
    steps.push_back(f.step);
    losses.push_back(f.loss);
  }
  for (const auto& k : layout_) kinds.push_back(kind_json(k));
  return {{"every", every_}, {"cap", cap_},      {"interval", interval_},
          {"steps", steps},  {"losses", losses}, {"probe", {{"source", probe_.source}, {"target", probe_.target}}},
          {"kinds", kinds}};
}

void AttentionTimelapse::put(io::SafetensorsFile& file) const {
  file.metadata["timelapse"] = metadata().dump();
  if (frames_.empty()) return;
  const size_t floats = layout_floats(layout_);
  std::vector<float> all;
  all.reserve(frames_.size() * floats);
  for (const auto& f : frames_) all.insert(all.end(), f.values.begin(), f.values.end());
  file.put_f32("timelapse.attention", {static_cast<int64_t>(frames_.size()), static_cast<int64_t>(floats)}, all);
}

AttentionTimelapse AttentionTimelapse::get(const io::SafetensorsFile& file, const std::string& path) {
  AttentionTimelapse t;
  const auto it = file.metadata.find("timelapse");
  if (it == file.metadata.end()) return t;  // a checkpoint from before the time-lapse
  try {
    const auto j = nlohmann::json::parse(it->second);
    t = AttentionTimelapse(json_integer_at<int>(j, "every"), json_integer_at<int>(j, "cap"));
    t.interval_ = j.value("interval", t.every_);
    t.probe_.source = j.at("probe").value("source", std::string());
    t.probe_.target = j.at("probe").value("target", std::string());
    for (const auto& k : j.at("kinds")) t.layout_.push_back(kind_from_json(k));
    const auto steps = j.at("steps").get<std::vector<int64_t>>();
    const auto losses = j.at("losses").get<std::vector<double>>();
    if (steps.size() != losses.size()) throw Error("steps and losses differ in number");
    if (steps.empty()) return t;
    const size_t floats = layout_floats(t.layout_);
    const std::vector<float> all =
        file.get_f32("timelapse.attention", {static_cast<int64_t>(steps.size()), static_cast<int64_t>(floats)});
    for (size_t i = 0; i < steps.size(); ++i) {
      const auto first = all.begin() + static_cast<std::ptrdiff_t>(i * floats);
      t.frames_.push_back(
          {steps[i], losses[i], std::vector<float>(first, first + static_cast<std::ptrdiff_t>(floats))});
    }
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has a malformed time-lapse (" + e.what() + "); the file is damaged");
  } catch (const Error& e) {
    throw Error(path + " has a malformed time-lapse: " + e.what());
  }
  return t;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
