#include "train/session.h"

#include "train/session_support.h"
#include "train/setting_fields.h"

#include <algorithm>
#include <limits>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

std::vector<SettingRow<ExperimentSettings>> make_setting_rows() {
  // The probes' settings are members of ExperimentSettings' base, ProbeSettings, whose member
  // pointers do not deduce a row's type: integer<int> names it.
  using E = ExperimentSettings;
  using Bound = SettingField::Bound;
  constexpr double kIntMax = std::numeric_limits<int>::max();
  SettingRows<E> f("run", "Run");
  f.integer(&E::eval_every, "eval_every", "Evaluate every", 0, 1000000, 50,
            "Measure the validation loss and the task's score every this many steps (0: once an "
            "epoch, and at least every 100 steps).")
      .meaning("every epoch")
      .bounds(Bound{0}, std::nullopt);
  f.integer<int>(&E::heads_every, "heads_every", "Head telemetry every", 0, 1000000, 25,
                 "Measure every head's scores (entropy, previous-token, induction, …) on a fixed probe "
                 "every this many steps; 0 turns the head telemetry off.")
      .meaning("off")
      .bounds(Bound{0}, std::nullopt, " (0 turns the head telemetry off)");
  f.group("");  // the command line's only
  f.integer(&E::eval_sentences, "eval_sentences", "Validation examples", 0, kIntMax, 1,
            "Validate on the first N examples only; 0: the whole validation split.")
      .meaning("all")
      .bounds(Bound{0}, std::nullopt);
  f.integer<int>(&E::timelapse_every, "timelapse_every", "Time-lapse every", 0, kIntMax, 1,
                 "Keep the probe's attention maps every this many steps; 0 turns the time-lapse off.")
      .meaning("off")
      .bounds(Bound{0}, std::nullopt, " (0 turns the time-lapse off)");
  f.integer<int>(&E::timelapse_frames, "timelapse_frames", "Time-lapse frames", 2, kIntMax, 1,
                 "The most frames the time-lapse keeps; when full, every other frame is dropped.")
      .bounds(Bound{2}, std::nullopt, " (when full, every other frame is dropped)");
  f.text(&E::timelapse_probe, "timelapse_probe", "Time-lapse probe",
         "The sentence the time-lapse follows; empty: the first validation example.");
  f.text(&E::timelapse_target, "timelapse_target", "Time-lapse probe's target",
         "Translation: the probe's target, teacher-forced; empty: its reference, or the model's own translation.");
  return f.take();
}

}  // namespace

const std::vector<SettingRow<ExperimentSettings>>& ExperimentSettings::setting_rows() {
  static const std::vector<SettingRow<ExperimentSettings>> rows = make_setting_rows();
  return rows;
}

void ExperimentSettings::set(const std::string& assignment) {
  const auto eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0)
    throw Error("--set " + assignment + ": write it as key=value, e.g. --set d_model=128");
  const std::string key = assignment.substr(0, eq), value = assignment.substr(eq + 1);
  for (const SpecialSettingKey& special : special_setting_keys())
    if (special.key == key) return special.apply(*this, value);
  const RunSetting* setting = run_setting(key);
  if (setting == nullptr)
    throw Error("--set " + assignment + ": unknown setting \"" + key + "\"; twb train --help-settings lists them");
  const SettingField& field = *setting->field;
  ExperimentSettings next = *this;
  try {
    setting->write(next, field.parse(value));
  } catch (const nlohmann::json::exception&) {
    throw Error("--set " + assignment + ": out of range; " + field.key + " takes " + field.takes());
  }
  field.check_bounds(setting->read(next), "--set " + assignment + ": ");
  *this = std::move(next);
}

nlohmann::json ExperimentSettings::values() const {
  nlohmann::json out = nlohmann::json::object();
  for (const RunSetting& s : run_settings()) out[s.field->key] = s.read(*this);
  return out;
}

void ExperimentSettings::set_values(const nlohmann::json& values) {
  if (!values.is_object()) throw Error("settings: expected an object of key: value, got " + values.dump());
  ExperimentSettings next = *this;
  for (const auto& [key, value] : values.items()) {
    const RunSetting* setting = run_setting(key);
    if (setting == nullptr || setting->field->key != key)
      throw Error("unknown setting \"" + key + "\"; twb train --help-settings lists them");
    setting->field->check_type(value);
    try {
      setting->write(next, value);
    } catch (const nlohmann::json::exception&) {
      throw Error("setting " + key + " = " + value.dump() + ": out of range; it takes " + setting->field->takes());
    }
  }
  // The model's settings are checked together, as a checkpoint's are; the text's each.
  next.model.validate(TransformerConfig::Use::inference);
  next.text.validate();
  *this = std::move(next);
}

void ExperimentSettings::validate() const {
  if (dataset.empty()) throw Error("no dataset chosen: name a bundled dataset or give a path");
  model.validate();
  text.validate();
  trainer.validate();
  check_setting_bounds(setting_rows(), *this);
}

// ------------------------------------------------------------------ what every task shares

TrainingSession::TrainingSession(ExperimentSettings settings)
    : settings_(std::move(settings)), timelapse_(settings_), heads_(settings_) {}

StepReport TrainingSession::step(StepInside* inside) {
  if (adopted_) give_back_own_run();
  last_ = train_step(inside);
  loss_sum_ += last_.loss;
  ++loss_count_;
  tokens_since_point_ += last_.target_tokens;
  const StepContext context{last_.step, last_.loss, last_health(), health_group_names(), *this};
  for (RunObserver* observer : observers()) observer->on_step(context);
  // An evaluation due at this step records this point itself, with the validation metrics.
  if (last_.step > 0 && last_.step % loss_point_every() == 0 && !evaluation_due()) record_point();
  return last_;
}

int64_t TrainingSession::rewind(double rate_factor) {
  const int64_t kept = rewind_trainer(rate_factor);
  for (RunObserver* observer : observers()) observer->on_rewind(kept);
  while (!history_.empty() && history_.back().step > kept) history_.pop_back();
  start_point();
  return kept;
}

void TrainingSession::adopt_run(std::vector<HistoryPoint> history, const HeadTelemetry& heads) {
  if (!adopted_) {
    own_history_ = history_;
    own_heads_ = heads_.telemetry();
  }
  adopted_ = true;
  RunState state;
  state.history = history.empty() ? history_ : std::move(history);
  if (!heads.empty()) {
    // At the session's own interval, every sample kept.
    HeadTelemetry telemetry(std::max(0, settings_.heads_every),
                            std::max(kHeadSamples, static_cast<int>(heads.samples().size())));
    for (const HeadSample& sample : heads.samples()) telemetry.add(sample.step, heads.layout(), sample.values);
    state.heads = std::move(telemetry);
  }
  restore_records(std::move(state));
}

void TrainingSession::give_back_own_run() {
  adopted_ = false;
  RunState own;
  own.history = std::move(own_history_);
  own.heads = std::move(own_heads_);
  restore_records(std::move(own));
}

void TrainingSession::restore_records(RunState state) {
  restore_history(std::move(state.history));
  for (RunObserver* observer : observers()) observer->restore(state, settings_);
}

RunRecords TrainingSession::records() const {
  RunRecords records;
  for (const RunObserver* observer : observers()) observer->save(records);
  return records;
}

void TrainingSession::record_starting_heads() { heads_.record_start(*this); }

void TrainingSession::set_timelapse_recorder(TimelapseRecorder recorder) {
  timelapse_recorder_ = std::move(recorder);
  timelapse_.set_recording(static_cast<bool>(timelapse_recorder_));
}

TimelapseMaps TrainingSession::attention_maps(const TimelapseProbe& probe) { return timelapse_recorder_(*this, probe); }

bool TrainingSession::fill_default_probe(TimelapseProbe& probe) const {
  const auto first = validation_examples(1);
  if (first.empty()) return false;
  probe.source = first.front().text;
  if (expected_is_target()) probe.target = first.front().expected;
  return true;
}

void TrainingSession::switch_heads_off(std::vector<HeadRef> heads, bool while_training) {
  set_model_heads_off(heads);  // checks every head first
  heads_off_ = std::move(heads);
  heads_off_training_ = while_training && !heads_off_.empty();
  if (!heads_off_training_) set_model_heads_off({});
}

void TrainingSession::with_heads_off(const std::function<void()>& f) {
  if (heads_off_.empty() || heads_off_training_) return f();
  set_model_heads_off(heads_off_);
  try {
    f();
  } catch (...) {
    set_model_heads_off({});
    throw;
  }
  set_model_heads_off({});
}

void TrainingSession::set_timelapse_probe(const std::string& source, const std::string& target) {
  settings_.timelapse_probe = source;
  settings_.timelapse_target = target;
  timelapse_.set_probe({source, target});
}

int TrainingSession::eval_every() const {
  if (settings_.eval_every > 0) return settings_.eval_every;
  return std::max<int>(100, static_cast<int>(batches_per_epoch()));
}

bool TrainingSession::evaluated_at_last_step() const {
  return !history_.empty() && history_.back().step == steps() && history_.back().validation_loss.has_value();
}

bool TrainingSession::evaluation_due() const { return last_.step > 0 && last_.step % eval_every() == 0; }

double TrainingSession::elapsed_seconds() const {
  return previous_elapsed_ + std::chrono::duration<double>(Clock::now() - started_).count();
}

double TrainingSession::tokens_per_second() const {
  const double seconds = std::chrono::duration<double>(Clock::now() - point_started_).count();
  return seconds > 0 ? static_cast<double>(tokens_since_point_) / seconds : 0;
}

HistoryPoint TrainingSession::current_point() {
  HistoryPoint point;
  point.step = steps();
  point.epoch = last_.epoch + last_.epoch_progress;
  point.train_loss = loss_count_ > 0 ? loss_sum_ / loss_count_ : 0;
  point.learning_rate = last_.learning_rate;
  point.elapsed_seconds = elapsed_seconds();
  point.tokens_per_second = tokens_per_second();
  return point;
}

void TrainingSession::start_point() {
  loss_sum_ = 0, loss_count_ = 0, tokens_since_point_ = 0;
  point_started_ = Clock::now();
}

HistoryPoint TrainingSession::record_point() {
  HistoryPoint point = current_point();
  history_.push_back(point);
  start_point();
  return point;
}

HistoryPoint TrainingSession::evaluate() {
  HistoryPoint point = current_point();
  // This step has its point already (its training loss, or an evaluation asked for again): the
  // evaluation completes it rather than adding a second point with no steps' loss behind it.
  if (!history_.empty() && history_.back().step == point.step && loss_count_ == 0) {
    point.train_loss = history_.back().train_loss;
    point.tokens_per_second = history_.back().tokens_per_second;
    history_.pop_back();
  }
  with_saved_weights([&] { validate(point); });
  if (point.validation_loss) observe_validation_loss(*point.validation_loss);
  history_.push_back(point);
  start_point();
  return point;
}

void TrainingSession::restore_history(std::vector<HistoryPoint> history) {
  history_ = std::move(history);
  if (!history_.empty()) previous_elapsed_ = history_.back().elapsed_seconds;
}

// ------------------------------------------------------------------ what the task sessions share

ExperimentSettings saved_settings(const std::string& task, const std::string& checkpoint, const RunState& state,
                                  const TransformerConfig& model, const TextSettings& text,
                                  const std::string& dataset) {
  ExperimentSettings settings;
  settings.task = task;
  settings.dataset = dataset.empty() ? state.dataset : dataset;
  settings.model = model;
  settings.text = text;
  settings.trainer = state.settings;
  if (settings.dataset.empty()) throw Error(checkpoint + " does not name its dataset: give the dataset to resume on");
  return settings;
}

RunState require_run(std::optional<RunState>& state, const std::string& checkpoint) {
  if (!state)
    throw Error(checkpoint +
                " holds no training state (it was saved without its optimizer): start a new run from it instead");
  return std::move(*state);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
