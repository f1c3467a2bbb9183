// Two runs side by side: a run and its reference (two checkpoints, or a checkpoint and the run in
// the window), their curves on one axis (optimizer steps or wall-clock training time), and which
// settings differ — the "only X changed" of a comparison. The one-click classic lessons
// (post-norm vs pre-norm, with vs without √d_k, sinusoidal vs learned positions, label smoothing
// 0 vs 0.1) make the second run's settings from the first with exactly one setting changed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "train/checkpoint.h"
#include "train/session.h"

namespace twb::inspect {

// A finished (or saved) run: where it came from, its settings and its history.
struct RunRecord {
  std::string path;  // the checkpoint; empty for a run held in memory
  ExperimentSettings settings;
  std::vector<HistoryPoint> history;
};

// Reads a checkpoint's task, settings (model, text, trainer, dataset) and history, without its
// weights' model. Throws twb::Error naming the file when it is missing, damaged or not a checkpoint.
RunRecord load_run(const std::string& checkpoint);

// One setting that differs: its key (as ExperimentSettings::set takes it) and both values.
struct SettingDifference {
  std::string key;
  std::string current, reference;
};

// The settings as key → value text, in a fixed order: task, dataset, languages, the model's
// hyper-parameters, the text settings, the trainer's (the keys ExperimentSettings::set takes).
// The vocabulary and class counts come from the data and are left out.
std::vector<std::pair<std::string, std::string>> settings_table(const ExperimentSettings& settings);
// The settings whose values differ, in settings_table's order.
std::vector<SettingDifference> settings_diff(const ExperimentSettings& current, const ExperimentSettings& reference);
// "only positions changed: sinusoidal → learned", "2 settings differ: …", "the same settings".
std::string describe_diff(const std::vector<SettingDifference>& diff);

// --- the curves, aligned on one axis

enum class CurveAxis { steps, wall_time };
std::string axis_name(CurveAxis axis);          // "steps", "time"
CurveAxis parse_axis(const std::string& name);  // "steps" or "time" ("wall_time"); throws twb::Error

struct Curve {
  std::vector<double> x, y;
};
// What the comparison draws of one run: the training loss (every history point), the validation
// loss and the task's score (the points that have them), against `axis` (steps, or seconds of
// training since the run began). `score` names the HistoryPoint field of the task's score (e.g.
// &HistoryPoint::validation_bleu); null: no score curve. `score_scale` multiplies it (100 for %).
struct RunCurves {
  Curve train_loss, validation_loss, score;
};
RunCurves run_curves(const std::vector<HistoryPoint>& history, CurveAxis axis,
                     std::optional<double> HistoryPoint::*score = nullptr, double score_scale = 1);

// The value of `curve` at `x`, interpolated linearly between its neighbours; none outside it.
std::optional<double> value_at(const Curve& curve, double x);

// Both runs' curves as one table: a row per distinct x of either run (ascending), and each
// curve's value there (none where that curve has no point at exactly that x): the CSV of a
// comparison.
struct ComparisonRow {
  double x = 0;
  std::optional<double> values[6];  // current: train, validation, score; reference: the same
};
std::vector<ComparisonRow> comparison_table(const RunCurves& current, const RunCurves& reference);
inline constexpr const char* kComparisonColumns[6] = {
    "train_loss", "validation_loss", "score", "reference_train_loss", "reference_validation_loss", "reference_score"};

// --- the one-click lessons

struct ComparisonLesson {
  std::string name;   // "norm", "scale_scores", "positions", "label_smoothing"
  std::string key;    // the setting it changes: "norm_placement", "scale_scores", …
  std::string title;  // for a button: "Post-norm vs pre-norm"
};
const std::vector<ComparisonLesson>& comparison_lessons();
// The lesson of a name (or of its setting's key); throws twb::Error listing them for another.
const ComparisonLesson& comparison_lesson(const std::string& name);
// The second run of a lesson: `settings` with only the lesson's setting changed — post ↔ pre
// norm, scaled ↔ unscaled scores, sinusoidal ↔ learned positions, label smoothing 0 ↔ 0.1 (any
// other smoothing → 0).
ExperimentSettings lesson_settings(const ExperimentSettings& settings, const std::string& lesson);

}  // namespace twb::inspect
