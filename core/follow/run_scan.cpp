#include "follow/run_scan.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <regex>
#include <system_error>

#include "huggingface/weights.h"
#include "io/safetensors.h"
#include "util/error.h"

namespace twb::follow {

namespace fs = std::filesystem;

namespace {

constexpr const char* kRunFormat = "transformer-workbench-run/1";
constexpr const char* kCheckpointFormat = "transformer-workbench/1";
constexpr size_t kChunk = size_t{1} << 20;  // floats read at a time: 4 MiB, whatever the model's size

// The tensors of a workbench checkpoint that are not the model's weights.
bool model_weight(const std::string& name) {
  for (const char* prefix : {"optimizer.", "tokenizer.", "timelapse.", "telemetry."})
    if (name.starts_with(prefix)) return false;
  return true;
}

bool float_dtype(const std::string& dtype) {
  return dtype == "F32" || dtype == "F16" || dtype == "BF16" || dtype == "F64";
}

// Reads every element of a tensor in chunks; the first tensor with a value that is not finite is
// named in `checkpoint`.
template <class Reader>
void check_finite(const Reader& reader, const std::string& name, size_t elements, FollowedCheckpoint& checkpoint) {
  std::vector<float> buffer(std::min(elements, kChunk));
  for (size_t first = 0; first < elements && checkpoint.finite; first += kChunk) {
    const size_t count = std::min(kChunk, elements - first);
    reader.read_f32(name, buffer.data(), first, count);
    for (size_t i = 0; i < count; ++i)
      if (!std::isfinite(buffer[i])) {
        checkpoint.finite = false;
        checkpoint.nonfinite = name;
        break;
      }
  }
}

size_t elements_of(const std::vector<int64_t>& shape) {
  size_t n = 1;
  for (int64_t d : shape) n *= static_cast<size_t>(d);
  return n;
}

void read_probe_checkpoint(const fs::path& path, FollowedCheckpoint& checkpoint) {
  io::SafetensorsReader reader(path.string());
  const auto format = reader.metadata().find("format");
  if (format == reader.metadata().end() || format->second != kCheckpointFormat)
    throw Error("not a workbench checkpoint (its metadata has no format " + std::string(kCheckpointFormat) + ")");
  for (const auto& [name, tensor] : reader.tensors()) {
    if (!model_weight(name) || !float_dtype(tensor.dtype)) continue;
    checkpoint.shapes[name] = tensor.shape;
    if (checkpoint.finite) check_finite(reader, name, elements_of(tensor.shape), checkpoint);
  }
}

void read_model_folder(const fs::path& folder, FollowedCheckpoint& checkpoint) {
  std::ifstream config(folder / "config.json");
  if (!config) throw Error("no config.json yet");
  try {
    const nlohmann::json parsed = nlohmann::json::parse(config);
    if (!parsed.is_object()) throw Error("config.json is not a JSON object");
  } catch (const nlohmann::json::exception&) {
    throw Error("config.json is not JSON (still being written?)");
  }
  const huggingface::FolderWeights weights(folder);
  for (const std::string& name : weights.names()) {
    const io::Tensor& info = weights.info(name);
    if (!float_dtype(info.dtype)) continue;
    checkpoint.shapes[name] = info.shape;
    if (checkpoint.finite) check_finite(weights, name, elements_of(info.shape), checkpoint);
  }
  if (checkpoint.shapes.empty()) throw Error("its weights hold no floating-point tensor");
}

// What identifies an entry's state: for a folder, its files' total size and latest change.
struct Stamp {
  fs::file_time_type modified{};
  uintmax_t size = 0;
};
Stamp stamp_of(const fs::path& path) {
  std::error_code e;
  Stamp s;
  if (!fs::is_directory(path, e)) {
    s.modified = fs::last_write_time(path, e);
    s.size = fs::file_size(path, e);
    return s;
  }
  for (const auto& entry : fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, e)) {
    if (!entry.is_regular_file(e)) continue;
    s.size += entry.file_size(e);
    s.modified = std::max(s.modified, entry.last_write_time(e));
  }
  return s;
}

std::optional<int64_t> step_in_name(const std::string& name, RunKind kind) {
  // A probe's checkpoint: a workbench checkpoint, or a Hugging Face model's folder.
  static const std::regex probe(R"(^step-(\d{1,15})(?:\.safetensors)?$)");
  static const std::regex trainer(R"(^checkpoint-(\d{1,15})$)");
  static const std::regex series(R"((?:^|[^a-z])step[-_]?(\d{1,15})$|^(\d{1,15})$)", std::regex::icase);
  std::smatch m;
  switch (kind) {
    case RunKind::probe:
      if (std::regex_match(name, m, probe)) return std::stoll(m[1]);
      break;
    case RunKind::hf_trainer:
      if (std::regex_match(name, m, trainer)) return std::stoll(m[1]);
      break;
    case RunKind::series:
      if (std::regex_search(name, m, series)) return std::stoll(m[1].matched ? m[1].str() : m[2].str());
      break;
  }
  return std::nullopt;
}

nlohmann::json read_json_file(const fs::path& path) {
  std::ifstream in(path);
  if (!in) throw Error("cannot be read");
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("is not JSON (") + e.what() + ")");
  }
}

// A Trainer's log entry as the workbench names its fields.
nlohmann::json trainer_entry(const nlohmann::json& e) {
  nlohmann::json out = {{"step", e.value("step", int64_t{0})}};
  const std::pair<const char*, const char*> names[] = {{"loss", "loss"},
                                                       {"eval_loss", "validation_loss"},
                                                       {"learning_rate", "learning_rate"},
                                                       {"grad_norm", "gradient_norm"},
                                                       {"epoch", "epoch"}};
  for (const auto& [from, to] : names)
    if (e.contains(from) && e[from].is_number()) out[to] = e[from];
  return out;
}

}  // namespace

std::string kind_name(RunKind kind) {
  switch (kind) {
    case RunKind::probe:
      return "probe";
    case RunKind::hf_trainer:
      return "hf-trainer";
    case RunKind::series:
      return "series";
  }
  return "?";
}

RunKind detect_kind(const fs::path& folder) {
  std::error_code e;
  if (!fs::exists(folder, e)) throw Error("the run folder " + folder.string() + " does not exist");
  if (!fs::is_directory(folder, e)) throw Error(folder.string() + " is a file; a run is a folder");
  if (fs::exists(folder / "run.json", e)) return RunKind::probe;
  bool trainer = fs::exists(folder / "trainer_state.json", e), series = false;
  for (const auto& entry : fs::directory_iterator(folder, e)) {
    if (!entry.is_directory(e)) continue;
    const std::string name = entry.path().filename().string();
    if (step_in_name(name, RunKind::hf_trainer))
      trainer = true;
    else if (step_in_name(name, RunKind::series) && fs::exists(entry.path() / "config.json", e))
      series = true;
  }
  if (trainer) return RunKind::hf_trainer;
  if (series) return RunKind::series;
  throw Error(folder.string() +
              " is not a run folder: it has no run.json (a twb_probe or train.py run), no checkpoint-N folders (a "
              "Hugging Face Trainer's output) and no model folders named by their step (step1000/, as Pythia's)");
}

RunFollower::RunFollower(std::string folder) {
  run_.folder = std::move(folder);
  run_.kind = detect_kind(run_.folder);
}

std::vector<int64_t> RunFollower::scan() {
  std::error_code e;
  const fs::path folder(run_.folder);
  if (!fs::is_directory(folder, e))
    throw Error("the run folder " + run_.folder + " is gone (deleted, moved or unmounted); what was read is kept");
  std::vector<std::pair<int64_t, fs::path>> entries;
  std::vector<SkippedEntry> writing;
  for (const auto& entry : fs::directory_iterator(folder, e)) {
    const std::string name = entry.path().filename().string();
    if (name.find(".tmp-") != std::string::npos) {
      writing.push_back(
          {entry.path().string(), "being written (a temporary name: read once it is renamed into place)"});
      continue;
    }
    if (const auto step = step_in_name(name, run_.kind)) entries.emplace_back(*step, entry.path());
  }
  std::sort(entries.begin(), entries.end());
  const auto before = run_.checkpoints;
  run_.skipped = writing;
  run_.problems.clear();
  scan_entries(std::move(entries));
  read_log();
  find_problems();
  std::vector<int64_t> fresh;
  for (const auto& c : run_.checkpoints)
    if (std::none_of(before.begin(), before.end(), [&](const FollowedCheckpoint& b) { return b.path == c.path; }))
      fresh.push_back(c.step);
  return fresh;
}

void RunFollower::scan_entries(std::vector<std::pair<int64_t, fs::path>> entries) {
  run_.checkpoints.clear();
  for (const auto& [step, path] : entries) {
    const std::string key = path.string();
    const Stamp now = stamp_of(path);
    auto it = seen_.find(key);
    if (it == seen_.end() || it->second.modified != now.modified || it->second.size != now.size) {
      Seen seen{now.modified, now.size, false, {}, {}};
      seen.checkpoint.step = step;
      seen.checkpoint.path = key;
      try {
        std::error_code is_folder;
        if (fs::is_directory(path, is_folder))
          read_model_folder(path, seen.checkpoint);
        else
          read_probe_checkpoint(path, seen.checkpoint);
        seen.usable = true;
      } catch (const std::exception& error) {
        seen.why = error.what();
      }
      it = seen_.insert_or_assign(key, std::move(seen)).first;
    }
    if (!it->second.usable) {
      run_.skipped.push_back({key, it->second.why});
      continue;
    }
    if (!run_.checkpoints.empty() && run_.checkpoints.back().step == step) {
      run_.skipped.push_back({key, "a second checkpoint of step " + std::to_string(step) + " (" +
                                       run_.checkpoints.back().path + " is used)"});
      run_.problems.push_back({step, "duplicate", "two checkpoints of step " + std::to_string(step)});
      continue;
    }
    run_.checkpoints.push_back(it->second.checkpoint);
  }
}

void RunFollower::read_log() {
  const fs::path folder(run_.folder);
  run_.log = nlohmann::json::array();
  std::error_code e;
  if (run_.kind == RunKind::probe) {
    try {
      nlohmann::json manifest = read_json_file(folder / "run.json");
      if (manifest.value("format", std::string()) != kRunFormat)
        throw Error("has format '" + manifest.value("format", std::string()) + "', not " + kRunFormat);
      if (manifest.contains("log") && manifest["log"].is_array()) run_.log = manifest["log"];
      if (manifest.contains("heads") && manifest["heads"].is_array()) run_.heads = manifest["heads"];
      manifest.erase("log");
      run_.manifest = std::move(manifest);
    } catch (const Error& error) {
      run_.skipped.push_back({(folder / "run.json").string(), std::string("run.json ") + error.what()});
    }
    return;
  }
  if (run_.kind != RunKind::hf_trainer) return;
  // The newest trainer_state.json that reads: the folder's own, then the checkpoints' from the last.
  std::vector<fs::path> states;
  if (fs::exists(folder / "trainer_state.json", e)) states.push_back(folder / "trainer_state.json");
  std::vector<std::pair<int64_t, fs::path>> checkpoints;
  for (const auto& entry : fs::directory_iterator(folder, e))
    if (const auto step = step_in_name(entry.path().filename().string(), RunKind::hf_trainer))
      checkpoints.emplace_back(*step, entry.path() / "trainer_state.json");
  std::sort(checkpoints.rbegin(), checkpoints.rend());
  for (const auto& [step, path] : checkpoints)
    if (fs::exists(path, e)) states.push_back(path);
  for (const fs::path& path : states) {
    try {
      const nlohmann::json state = read_json_file(path);
      if (!state.contains("log_history") || !state["log_history"].is_array()) throw Error("has no log_history list");
      std::map<int64_t, nlohmann::json> by_step;  // a training entry and an evaluation entry of one step merge
      for (const auto& entry : state["log_history"])
        if (entry.is_object() && entry.contains("step") && entry["step"].is_number_integer()) {
          nlohmann::json& merged = by_step[entry["step"].get<int64_t>()];
          merged.update(trainer_entry(entry));
        }
      for (auto& [step, entry] : by_step) run_.log.push_back(std::move(entry));
      return;
    } catch (const Error& error) {
      run_.skipped.push_back({path.string(), std::string("trainer_state.json ") + error.what()});
    }
  }
}

void RunFollower::find_problems() {
  const auto& c = run_.checkpoints;
  for (size_t i = 0; i < c.size(); ++i) {
    if (!c[i].finite)
      run_.problems.push_back(
          {c[i].step, "nan", c[i].nonfinite + " holds a NaN or an infinity at step " + std::to_string(c[i].step)});
    if (i == 0) continue;
    for (const auto& [name, shape] : c[i].shapes) {
      const auto was = c[i - 1].shapes.find(name);
      if (was != c[i - 1].shapes.end() && was->second != shape) {
        run_.problems.push_back({c[i].step, "shape",
                                 name + " is " + io::shape_to_string(shape) + " at step " + std::to_string(c[i].step) +
                                     ", " + io::shape_to_string(was->second) + " at step " +
                                     std::to_string(c[i - 1].step)});
        break;
      }
    }
  }
  // Gaps: in a run saved every K steps, an interval longer than K (a series such as Pythia's is
  // spaced as it chose, and is not judged).
  if (run_.kind == RunKind::series || c.size() < 3) return;
  std::map<int64_t, int> intervals;
  for (size_t i = 1; i < c.size(); ++i) ++intervals[c[i].step - c[i - 1].step];
  const int64_t usual =
      std::max_element(intervals.begin(), intervals.end(), [](auto& a, auto& b) { return a.second < b.second; })->first;
  for (size_t i = 1; i < c.size(); ++i)
    if (c[i].step - c[i - 1].step > usual && (c[i].step - c[i - 1].step) % usual == 0)
      run_.problems.push_back({c[i].step, "gap",
                               "no checkpoint between step " + std::to_string(c[i - 1].step) + " and step " +
                                   std::to_string(c[i].step) + " (every " + std::to_string(usual) +
                                   " steps elsewhere)"});
}

nlohmann::json to_json(const RunScan& run) {
  nlohmann::json checkpoints = nlohmann::json::array(), skipped = nlohmann::json::array(),
                 problems = nlohmann::json::array();
  for (const auto& c : run.checkpoints) {
    nlohmann::json j = {{"step", c.step}, {"path", c.path}, {"finite", c.finite}};
    if (!c.finite) j["nonfinite"] = c.nonfinite;
    checkpoints.push_back(std::move(j));
  }
  for (const auto& s : run.skipped) skipped.push_back({{"path", s.path}, {"why", s.why}});
  for (const auto& p : run.problems) problems.push_back({{"step", p.step}, {"kind", p.kind}, {"what", p.what}});
  return {{"folder", run.folder}, {"kind", kind_name(run.kind)}, {"checkpoints", checkpoints},
          {"skipped", skipped},   {"problems", problems},        {"log", run.log},
          {"heads", run.heads}};
}

}  // namespace twb::follow
