#include "inspect/run_comparison.h"

#include <algorithm>
#include <map>

#include "util/error.h"

namespace twb::inspect {

RunRecord load_run(const std::string& checkpoint) {
  const std::string task = checkpoint::task_of(checkpoint);
  const io::SafetensorsFile file = checkpoint::open(checkpoint, task);
  RunRecord run;
  run.path = checkpoint;
  run.settings.task = task;
  try {
    run.settings.model = TransformerConfig::from_json(checkpoint::metadata_json(file, "config", checkpoint));
    run.settings.text = TextSettings::from_json(checkpoint::metadata_json(file, "text", checkpoint));
    if (file.metadata.contains("trainer")) {
      run.settings.trainer =
          TrainerSettings::from_json(checkpoint::metadata_json(file, "trainer", checkpoint).at("settings"));
    }
    if (file.metadata.contains("history"))
      run.history = history_from_json(checkpoint::metadata_json(file, "history", checkpoint));
    if (file.metadata.contains("dataset")) {
      const auto dataset = checkpoint::metadata_json(file, "dataset", checkpoint);
      run.settings.dataset = dataset.value("spec", std::string());
      run.settings.source_language = dataset.value("source_language", std::string());
      run.settings.target_language = dataset.value("target_language", std::string());
    }
  } catch (const Error&) {
    throw;
  } catch (const std::exception& e) {
    throw Error(checkpoint + " has malformed run metadata (" + e.what() + "); the file is damaged");
  }
  return run;
}

namespace {

std::string text_of(const nlohmann::json& value) { return value.is_string() ? value.get<std::string>() : value.dump(); }

void add_all(std::vector<std::pair<std::string, std::string>>& table, const nlohmann::json& object,
             const std::vector<std::string>& skip = {}) {
  for (const auto& [key, value] : object.items())
    if (std::find(skip.begin(), skip.end(), key) == skip.end()) table.emplace_back(key, text_of(value));
}

}  // namespace

std::vector<std::pair<std::string, std::string>> settings_table(const ExperimentSettings& settings) {
  std::vector<std::pair<std::string, std::string>> table = {{"task", settings.task},
                                                            {"dataset", settings.dataset},
                                                            {"source_language", settings.source_language},
                                                            {"target_language", settings.target_language}};
  add_all(table, settings.model.to_json(), {"source_vocab", "target_vocab", "classes"});
  add_all(table, settings.text.to_json());
  add_all(table, settings.trainer.to_json());
  return table;
}

std::vector<SettingDifference> settings_diff(const ExperimentSettings& current, const ExperimentSettings& reference) {
  const auto a = settings_table(current), b = settings_table(reference);
  std::vector<SettingDifference> diff;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i)  // the same keys in the same order
    if (a[i].second != b[i].second) diff.push_back({a[i].first, a[i].second, b[i].second});
  return diff;
}

std::string describe_diff(const std::vector<SettingDifference>& diff) {
  if (diff.empty()) return "the same settings";
  const auto one = [](const SettingDifference& d) { return d.key + ": " + d.current + " → " + d.reference; };
  if (diff.size() == 1)
    return "only " + diff.front().key + " changed: " + diff.front().current + " → " + diff.front().reference;
  std::string text = std::to_string(diff.size()) + " settings differ: ";
  for (size_t i = 0; i < diff.size(); ++i) text += (i ? "; " : "") + one(diff[i]);
  return text;
}

std::string axis_name(CurveAxis axis) { return axis == CurveAxis::steps ? "steps" : "time"; }

CurveAxis parse_axis(const std::string& name) {
  if (name == "steps" || name == "step") return CurveAxis::steps;
  if (name == "time" || name == "wall_time" || name == "seconds") return CurveAxis::wall_time;
  throw Error("unknown x axis '" + name + "': use steps or time");
}

RunCurves run_curves(const std::vector<HistoryPoint>& history, CurveAxis axis,
                     std::optional<double> HistoryPoint::*score, double score_scale) {
  RunCurves curves;
  for (const HistoryPoint& p : history) {
    // Wall time: seconds of training since the run began (elapsed_seconds counts across resumptions).
    const double x = axis == CurveAxis::steps ? static_cast<double>(p.step) : p.elapsed_seconds;
    curves.train_loss.x.push_back(x);
    curves.train_loss.y.push_back(p.train_loss);
    if (p.validation_loss) {
      curves.validation_loss.x.push_back(x);
      curves.validation_loss.y.push_back(*p.validation_loss);
    }
    if (score && (p.*score)) {
      curves.score.x.push_back(x);
      curves.score.y.push_back(*(p.*score) * score_scale);
    }
  }
  return curves;
}

std::optional<double> value_at(const Curve& curve, double x) {
  if (curve.x.empty() || x < curve.x.front() || x > curve.x.back()) return std::nullopt;
  const auto upper = std::lower_bound(curve.x.begin(), curve.x.end(), x);
  const size_t i = static_cast<size_t>(upper - curve.x.begin());
  if (curve.x[i] == x || i == 0) return curve.y[i];
  const double t = (x - curve.x[i - 1]) / (curve.x[i] - curve.x[i - 1]);
  return curve.y[i - 1] + t * (curve.y[i] - curve.y[i - 1]);
}

std::vector<ComparisonRow> comparison_table(const RunCurves& current, const RunCurves& reference) {
  const Curve* curves[6] = {&current.train_loss,   &current.validation_loss,   &current.score,
                            &reference.train_loss, &reference.validation_loss, &reference.score};
  std::map<double, ComparisonRow> rows;
  for (int c = 0; c < 6; ++c) {
    for (size_t i = 0; i < curves[c]->x.size(); ++i) {
      ComparisonRow& row = rows[curves[c]->x[i]];
      row.x = curves[c]->x[i];
      row.values[c] = curves[c]->y[i];
    }
  }
  std::vector<ComparisonRow> table;
  table.reserve(rows.size());
  for (auto& [x, row] : rows) table.push_back(row);
  return table;
}

const std::vector<ComparisonLesson>& comparison_lessons() {
  // Each lesson's id (what lessons and the CLI name) and the setting it changes, named by the table.
  using C = TransformerConfig;
  const auto& model = C::setting_rows();
  static const std::vector<ComparisonLesson> lessons = {
      {"norm", setting_key(model, &C::norm_placement), "Post-norm vs pre-norm"},
      {"scale_scores", setting_key(model, &C::scale_scores), "With vs without √d_k"},
      {"positions", setting_key(model, &C::positions), "Sinusoidal vs learned positions"},
      {"label_smoothing", setting_key(TrainerSettings::setting_rows(), &TrainerSettings::label_smoothing),
       "Label smoothing 0 vs 0.1"},
  };
  return lessons;
}

const ComparisonLesson& comparison_lesson(const std::string& name) {
  for (const ComparisonLesson& lesson : comparison_lessons())
    if (lesson.name == name || lesson.key == name) return lesson;
  throw Error("unknown comparison lesson '" + name + "': use norm, scale_scores, positions or label_smoothing");
}

ExperimentSettings lesson_settings(const ExperimentSettings& settings, const std::string& lesson) {
  const ComparisonLesson& chosen = comparison_lesson(lesson);
  ExperimentSettings second = settings;
  const TransformerConfig& m = settings.model;
  if (chosen.name == "norm") {
    second.set(chosen.key + "=" + (m.norm_placement == NormPlacement::post ? "pre" : "post"));
  } else if (chosen.name == "scale_scores") {
    second.set(chosen.key + "=" + (m.scale_scores ? "false" : "true"));
  } else if (chosen.name == "positions") {
    second.set(chosen.key + "=" + (m.positions == PositionKind::sinusoidal ? "learned" : "sinusoidal"));
  } else {
    second.set(chosen.key + "=" + (settings.trainer.label_smoothing == 0 ? "0.1" : "0"));
  }
  return second;
}

}  // namespace twb::inspect
