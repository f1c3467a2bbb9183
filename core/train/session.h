// A training run: the data, the model, the trainer and the history of the curves, stepped one
// batch at a time. `twb train` loops over it; the app's controller drives it from a worker thread.
// TrainingSession holds what the three tasks share (stepping, history, timing, evaluation cadence);
// TaskSession adds a task's model, trainer and data, and each task's own session (its data, model
// and validation metrics) has a file of its own: translation_session.h, language_model_session.h,
// classifier_session.h (sessions.h includes the three). It is not thread-safe: one thread owns a
// session.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <optional>
#include <memory>
#include <string>
#include <vector>

#include "model/config.h"
#include "probe/attention_timelapse.h"
#include "probe/head_ablation.h"
#include "probe/head_telemetry.h"
#include "probe/observers.h"
#include "probe/run_observer.h"
#include "text/encoding.h"
#include "train/checkpoint.h"
#include "train/job_data.h"
#include "train/trainer.h"
#include "util/setting_table.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Everything a new run needs, with the defaults of `twb train`: the probes' settings
// (ProbeSettings, probe/run_observer.h: timelapse_every, timelapse_frames, timelapse_probe,
// timelapse_target, heads_every) and these.
struct ExperimentSettings : ProbeSettings {
  std::string task = "translate";  // "translate", "lm" or "classify"
  std::string dataset;             // a bundled name, a directory or a file (see text/datasets.h)
  std::string source_language, target_language;
  TransformerConfig model = TransformerConfig::preset("tiny");
  TextSettings text;
  TrainerSettings trainer;
  int eval_every = 0;      // evaluate every N steps; 0: once an epoch, and at least every 100 steps
  int eval_sentences = 0;  // validate on the first N pairs only; 0: the whole validation split
  // lm: the model the run starts from, a Hugging Face model folder (huggingface/model_folder.h) or a
  // checkpoint, with its configuration, tokenizer and vocabulary (model and text are then the
  // model's); empty: a new model from `model` and `text`.
  std::string start_from;

  // The run's own settings (its rows of the settings table, train/setting_fields.h): each one's
  // key, kind, range, label and help, and its member here.
  static const std::vector<SettingRow<ExperimentSettings>>& setting_rows();

  // One setting of the table (or an alias, or a key of special_setting_keys(): task, preset, layers),
  // key=value, read as the table says and written where the table says its value lives. Throws
  // twb::Error naming the key and what it takes (or the range it must be in), changing nothing.
  void set(const std::string& assignment);
  // Every setting of the table (train/setting_fields.h) as a typed value, by its key:
  // {"d_model": 64, "norm_placement": "post", "lowercase": false, …}.
  nlohmann::json values() const;
  // Sets the table's settings that `values` names, from typed values (whole numbers, numbers,
  // true/false, a choice's value, text); the others stay. The model's settings are checked
  // together (TransformerConfig::validate). Throws twb::Error naming the key and what it takes,
  // changing nothing.
  void set_values(const nlohmann::json& values);
  // Throws twb::Error for the first impossible value: each section's ranges from the table, then
  // what the settings need of each other. (That the model's architecture is the task's is checked
  // by the task: task/task.h.)
  void validate() const;
};

// One validation example as a person reads it: translate: the source and its reference; lm: the
// line (expected empty); classify: the text and its label.
struct TextExample {
  std::string text;
  std::string expected;
};

// The session is the run its probes observe (probe/run_observer.h): it calls each of them after
// every step, after a rewind, on save and on resume, and answers what they ask of the model.
class TrainingSession : private ObservedRun {
 public:
  virtual ~TrainingSession() = default;
  TrainingSession(TrainingSession&&) = default;
  TrainingSession& operator=(TrainingSession&&) = default;

  const std::string& task() const { return settings_.task; }
  // One optimizer step on the next batch (throws DivergenceError, keeping the last good state).
  // With `inside`, keeps what the step computed for one example of its batch (Step inside).
  StepReport step(StepInside* inside = nullptr);
  // The next step's forward and backward pass kept in `inside`, without the update.
  virtual void inspect(StepInside& inside) = 0;

  // The divergence debugger (train/divergence.h): what a step in trouble does.
  virtual void set_divergence_policy(DivergencePolicy policy) = 0;
  virtual void allow_next_step() = 0;            // the next step goes on despite a spike
  virtual int64_t kept_step() const = 0;         // the step a rewind goes back to, or -1
  virtual void keep_state_every(int steps) = 0;  // 50 by default
  // Back to the kept state with the learning rate multiplied by rate_factor; the history after it
  // is dropped, and each observer's record as it says (RunObserver::on_rewind: the health and the
  // head telemetry after it). Returns the kept step.
  int64_t rewind(double rate_factor);
  // Every layer's gradient norm, update ratio and largest attention score, every step.
  const HealthHistory& health() const { return health_.history(); }
  bool evaluation_due() const;
  // The task's validation metrics now; appends a point to the history and returns it.
  HistoryPoint evaluate();
  // A history point of the training loss since the last point, without evaluating. step() records
  // one by itself every loss_point_every() steps.
  HistoryPoint record_point();
  virtual void save(const std::string& path) = 0;
  // The run's data as its model reads it, with the order of the batches in epochs 0 to
  // epochs − 1: what a job on another engine trains on (train/job_export.h).
  virtual JobData job_data(int epochs) = 0;

  virtual int64_t steps() const = 0;
  virtual int epoch() const = 0;       // the trainer's epoch (0-based)
  virtual bool has_batch() const = 0;  // a training batch was made (the masks can be shown)
  virtual size_t batches_per_epoch() const = 0;
  virtual int64_t parameter_count() = 0;
  virtual const TransformerConfig& model_config() const = 0;
  // The model's learned position table (its first, for the encoder–decoder: the source side's),
  // (max_len, C); empty when its positions are not learned.
  virtual Matrix learned_positions() = 0;
  virtual size_t training_examples() const = 0;
  // The first `count` validation examples (all when count is 0).
  virtual std::vector<TextExample> validation_examples(size_t count) const = 0;
  virtual std::vector<std::string> labels() const { return {}; }  // a classifier's class names
  // Whether a validation example's expected text is a target the model reads teacher-forced (a
  // translation's reference), which the time-lapse's probe then reads with it.
  virtual bool expected_is_target() const { return false; }
  // Runs f() with the weights a checkpoint of the run holds: the average of the weights when the
  // run averages them (TrainerSettings::average_last), else the weights as trained. Validation
  // measures these.
  virtual void with_saved_weights(const std::function<void()>& f) { f(); }

  // The attention time-lapse: recorded after the optimizer step when due, in evaluation mode, by
  // the recorder the task layer installs (it computes the maps through inspect/snapshots.h; the
  // session knows no inspection). Without a recorder nothing is recorded.
  using TimelapseRecorder = std::function<TimelapseMaps(TrainingSession&, const TimelapseProbe&)>;
  void set_timelapse_recorder(TimelapseRecorder recorder);
  const AttentionTimelapse& timelapse() const { return timelapse_.timelapse(); }
  // Whether the last step() kept a frame (then the last frame is that step's).
  bool timelapse_recorded() const { return timelapse_.recorded(); }
  // Whether the last step() thinned the frames (every other one dropped: a viewer takes them anew).
  bool timelapse_thinned() const { return timelapse_.thinned(); }
  // A new probe (empty source: the first validation example): the time-lapse starts again.
  void set_timelapse_probe(const std::string& source, const std::string& target = "");

  // Head telemetry: every head's scores on the probe (HeadProbe: the first validation examples, and
  // a GPT's repeated random tokens), measured after the optimizer step every heads_every steps.
  const HeadTelemetry& head_telemetry() const { return heads_.telemetry(); }
  bool heads_recorded() const { return heads_.recorded(); }  // whether the last step() kept a sample

  // Heads switched off (probe/head_ablation.h, their outputs zeroed): for the model's answers only
  // (the window's task tabs run them inside with_heads_off), or with `while_training` in every pass
  // of the run from the next step on: training, validation, telemetry and answers. Empty: every
  // head on. Throws OutOfRangeError naming a head the model lacks, changing nothing.
  void switch_heads_off(std::vector<HeadRef> heads, bool while_training);
  const std::vector<HeadRef>& heads_off() const { return heads_off_; }
  bool heads_off_while_training() const { return heads_off_training_; }
  // Runs f() with those heads off (on again afterwards unless they are off while training).
  void with_heads_off(const std::function<void()>& f);

  const std::vector<HistoryPoint>& history() const { return history_; }
  // A model trained elsewhere whose run is followed (follow/): that run's log as the history and
  // its heads measured across its checkpoints as the head telemetry (either left as it is when
  // empty), so that the views show the run the model came from. The next step() gives the session
  // back what it had of its own: training on from here is the workbench's run, from its step 0.
  void adopt_run(std::vector<HistoryPoint> history, const HeadTelemetry& heads);
  bool adopted_run() const { return adopted_; }
  const ExperimentSettings& settings() const { return settings_; }
  const std::vector<std::string>& notes() const { return notes_; }  // things the user should know
  double elapsed_seconds() const;    // training time of the whole run, across resumptions
  double tokens_per_second() const;  // since the last history point
  int eval_every() const;
  // Between evaluations the history keeps the training loss (its mean since the previous point)
  // ten times as often: every eval_every() / 10 steps, at least every step. Evaluations alone
  // left a run of a few hundred steps three points, and the first 100 steps, where the lessons
  // of the Compare tab differ most, none.
  int loss_point_every() const { return std::max(1, eval_every() / 10); }
  // Whether the last point of the history was evaluated at the current step (the end of a run
  // evaluates unless it was).
  bool evaluated_at_last_step() const;

 protected:
  explicit TrainingSession(ExperimentSettings settings);
  virtual StepReport train_step(StepInside* inside) = 0;
  virtual int64_t rewind_trainer(double rate_factor) = 0;
  virtual const HealthSample& last_health() const = 0;
  virtual const std::vector<std::string>& health_group_names() const = 0;
  // Exactly `heads` off in the model, every other head on (OutOfRangeError, changing nothing, for
  // a head it lacks).
  virtual void set_model_heads_off(const std::vector<HeadRef>& heads) = 0;
  // Fills the task's validation fields of `point` (validation_loss at least).
  virtual void validate(HistoryPoint& point) = 0;
  virtual void observe_validation_loss(double loss) = 0;
  // Continues what a checkpoint's run recorded: its history and each observer's record (what a
  // checkpoint saved before a record existed lacks keeps the settings' empty one), with the
  // settings those records were made with.
  void restore_records(RunState state);
  // What save() writes beside the model and the trainer: each observer's record.
  RunRecords records() const;
  // A run that starts from a model trained elsewhere: its heads' scores as they came, at step 0
  // (the head telemetry otherwise samples after its steps).
  void record_starting_heads();

  ExperimentSettings settings_;
  std::vector<std::string> notes_;

 private:
  HistoryPoint current_point();
  void start_point();
  void restore_history(std::vector<HistoryPoint> history);
  void give_back_own_run();

  // What the observers ask of the run (ObservedRun); measure_heads is TaskSession's.
  TimelapseMaps attention_maps(const TimelapseProbe& probe) override;
  bool fill_default_probe(TimelapseProbe& probe) const override;
  void note(std::string note) override { notes_.push_back(std::move(note)); }

  // The observers, in the order they see each step.
  std::array<RunObserver*, 3> observers() { return {&health_, &timelapse_, &heads_}; }
  std::array<const RunObserver*, 3> observers() const { return {&health_, &timelapse_, &heads_}; }

  HealthObserver health_;
  TimelapseObserver timelapse_;
  HeadTelemetryObserver heads_;
  TimelapseRecorder timelapse_recorder_;
  std::vector<HeadRef> heads_off_;
  bool heads_off_training_ = false;

  using Clock = std::chrono::steady_clock;
  std::vector<HistoryPoint> history_;
  // What adopt_run replaced, given back at the next step.
  bool adopted_ = false;
  std::vector<HistoryPoint> own_history_;
  HeadTelemetry own_heads_;
  StepReport last_;
  double previous_elapsed_ = 0;
  Clock::time_point started_ = Clock::now(), point_started_ = Clock::now();
  double loss_sum_ = 0;
  int loss_count_ = 0;
  int64_t tokens_since_point_ = 0;
};

// What the three sessions share beyond TrainingSession: the task's model, its trainer and its data.
template <class Model, class Dataset, class ModelTrainer>
class TaskSession : public TrainingSession {
 public:
  int64_t steps() const override { return trainer_->steps(); }
  int epoch() const override { return trainer_->epoch(); }
  bool has_batch() const override { return trainer_->last_batch().target_tokens > 0; }
  size_t batches_per_epoch() const override { return trainer_->batches_per_epoch(); }
  int64_t parameter_count() override { return model_.transformer().parameter_count(); }
  const TransformerConfig& model_config() const override { return model_.config(); }
  Matrix learned_positions() override {
    for (const auto& p : model_.transformer().parameters())
      if (p.name.ends_with("position.weight")) return p.parameter->value;
    return {};
  }
  size_t training_examples() const override { return trainer_->training_examples().size(); }
  void with_saved_weights(const std::function<void()>& f) override { trainer_->with_averaged_weights(f); }
  JobData job_data(int epochs) override {
    JobData data;
    data.splits = job_splits();
    data.batches = trainer_->batches();
    for (int e = 0; e < epochs; ++e) data.orders.push_back(trainer_->epoch_order(e));
    return data;
  }

  Model& model() { return model_; }
  ModelTrainer& trainer() { return *trainer_; }
  const Dataset& data() const { return data_; }

 protected:
  TaskSession(ExperimentSettings settings, Dataset data, Model model)
      : TrainingSession(std::move(settings)), data_(std::move(data)), model_(std::move(model)) {}
  StepReport train_step(StepInside* inside) override { return trainer_->step(inside); }
  void inspect(StepInside& inside) override { trainer_->inspect(inside); }
  void set_divergence_policy(DivergencePolicy policy) override {
    trainer_->watch_spikes(policy != DivergencePolicy::ignore);
  }
  void allow_next_step() override { trainer_->allow_next_step(); }
  int64_t kept_step() const override { return trainer_->kept_step(); }
  void keep_state_every(int steps) override { trainer_->keep_state_every(steps); }
  int64_t rewind_trainer(double rate_factor) override { return trainer_->rewind(rate_factor); }
  const HealthSample& last_health() const override { return trainer_->last_health(); }
  const std::vector<std::string>& health_group_names() const override { return trainer_->health_groups().names; }
  void observe_validation_loss(double loss) override { trainer_->observe_validation_loss(loss); }
  void set_model_heads_off(const std::vector<HeadRef>& heads) override {
    auto& transformer = model_.transformer();
    for (const HeadRef& h : heads) checked_module(attention_modules(transformer, h.kind), h);
    restore_heads(transformer);
    ablate_heads(transformer, heads);
  }
  std::vector<float> measure_heads(HeadLayout& layout) override {
    if (head_probe_.empty()) head_probe_ = head_probe();
    layout = head_layout(model_.transformer());
    return twb::measure_heads(model_.transformer(), head_probe_);
  }
  // The fixed probe of the head telemetry; throws twb::Error when no validation example fits.
  virtual HeadProbe head_probe() = 0;
  // The splits as the model reads them, the training split first; a split without examples is
  // left out.
  virtual std::vector<JobSplit> job_splits() const = 0;

  Dataset data_;
  Model model_;
  std::unique_ptr<ModelTrainer> trainer_;
  HeadProbe head_probe_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
