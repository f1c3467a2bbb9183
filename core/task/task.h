// What a task is, said in one place. A Task names itself, builds its architecture, holds its
// default recipe, its metrics and curve axes, starts and resumes its training sessions, and gives
// the views what they inspect of its models (attention, masks, examples). The CLI and the window
// ask the Task of a name (task_named) instead of branching on names or casting sessions.
//
// Adding a task: one more implementation of this interface (a file like translation_task.cpp,
// with its model and session in train/), listed in all_tasks() (task.cpp), plus its view in the
// window (docs/adding-a-task.md). Layering: task/ is core's top layer (tensor → nn → model → decode/train → inspect → task).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "inspect/attention_math.h"
#include "inspect/logit_lens.h"
#include "inspect/mask_editor.h"
#include "inspect/scaling_lesson.h"
#include "inspect/snapshots.h"
#include "inspect/step_snapshot.h"
#include "train/ablation_grid.h"
#include "train/checkpoint.h"
#include "train/session.h"
#include "util/error.h"

namespace twb {

inline namespace TWB_PRECISION_NS {

// A validation metric of a task, as the curves draw it and the CLI prints it.
struct Metric {
  std::string key;    // the HistoryPoint's JSON and CSV key: "validation_bleu"
  std::string label;  // for a person, with its unit: "validation BLEU", "answer accuracy (%)"
  std::optional<double> HistoryPoint::*field = nullptr;
  double scale = 1;      // drawn as value × scale (100 for shares shown in %)
  double ceiling = 100;  // the best drawn value, for the axis (0: open-ended, e.g. perplexity)
};

// A kind of attention of an architecture, as the views and the CLI name it.
struct AttentionKindName {
  AttentionKind kind;
  std::string title;       // "Causal self-attention", "Cross-attention"
  std::string direction;   // what attends to what, where it helps: "decoder → encoder" (else empty)
  std::string short_name;  // where room is short: "causal self", "cross"
};

// A model of a task as the views inspect it: a session's (borrowed) or a checkpoint's (owned).
class InspectedModel {
 public:
  virtual ~InspectedModel() = default;
  virtual const TransformerConfig& config() const = 0;
  // Every attention map the model has of `text`. Translation: of the pair (text, target); an
  // empty target means the model's own translation.
  virtual inspect::AttentionSnapshot attention(const std::string& text, const std::string& target = "") = 0;
  // The masks of a batch made of `examples` (those that fit the model; a translation example
  // without `expected` gets the model's translation), showing example `index`. Throws
  // twb::Error when none fits, OutOfRangeError when `index` is not in the batch.
  virtual inspect::MaskSnapshot masks(const std::vector<TextExample>& examples, int index) = 0;
  // The arithmetic of query `query` of (kind, layer, head) on the same text (and target) as
  // attention(): q, every k, the scores, the scale, the mask, the weights and the output. Throws
  // OutOfRangeError for a layer, head or query out of range, twb::Error for a kind the model lacks.
  virtual inspect::AttentionMath attention_math(const std::string& text, const std::string& target, AttentionKind kind,
                                                int layer, int head, int query) = 0;
  // Every head's attention scores over a batch of `examples` (as masks() makes it), before and
  // after the model's scale: the practice half of the "Why √d_k" lesson. Throws twb::Error when
  // none fits.
  virtual inspect::ScoreSnapshot scores(const std::vector<TextExample>& examples) = 0;
  // Step inside the model on one example: one forward and backward pass in evaluation mode, nothing
  // applied, the loss label-smoothed by `label_smoothing` (translate: the source teacher-forced on
  // `expected`, or on the model's own translation when it is empty; classify: `expected` is the
  // label, the first class when empty).
  virtual inspect::StepSnapshot step(const TextExample& example, double label_smoothing) = 0;
  // The logit lens (inspect/logit_lens.h) of the decoder on the same text (and target) as
  // attention(). Throws twb::Error for a model without a decoder (the classifier).
  // The mask editor (inspect/mask_editor.h): the same text (and target) as attention(), under the
  // model's own masks and with `edits`, for the attention of `kind` (a GPT and a classifier have
  // one kind). Throws OutOfRangeError for an edit outside the mask, twb::Error for an empty text.
  virtual inspect::MaskedRun masked_run(const std::string& text, const std::string& target, AttentionKind kind,
                                        const std::vector<MaskEdit>& edits) = 0;
  // What each head is worth (train/ablation_grid.h) on a probe of examples with what they expect
  // (translate: the reference; classify: the label; lm: the line itself), for the heads of `kinds`
  // (empty: every kind). Every head is on afterwards. Throws twb::Error when no example fits.
  virtual AblationGrid ablation(const std::vector<TextExample>& probe, const std::vector<AttentionKind>& kinds,
                                const AblationProgress& progress = {}) = 0;
  virtual inspect::LogitLens logit_lens(const std::string& text, const std::string& target) {
    (void)text, (void)target;
    throw Error("the logit lens reads what a decoder predicts, and " + config().architecture +
                " models have no decoder: use a translation or language model");
  }
};

// What `twb eval` asks of a checkpoint.
struct EvaluationRequest {
  std::string dataset;                           // empty: the one the checkpoint trained on
  std::string source_language, target_language;  // translation: empty for the run's
  std::string split = "test";                    // train, val or test
  DecodeSettings decode;                         // translation: greedy or beam
  // Heads switched off for the evaluation: "L.H" of the task's main kind of attention, or
  // "KIND:L.H" (probe/head_ablation.h); their outputs zeroed, or replaced by their mean output over
  // the first kAblationProbeExamples of the split.
  std::vector<std::string> ablate;
  Ablation ablation = Ablation::zero;
};

// A result for a person and for scripts: what the CLI prints.
struct Report {
  std::string text;                  // the lines for a person
  std::vector<std::string> notes;    // things to know (truncated examples, dataset warnings)
  nlohmann::json json;               // the same figures for scripts
  std::vector<std::string> outputs;  // translation: the hypotheses, one per example
};

// What the view of each task does with its task's model (the window's Translate, Generate and
// Classify tabs): Task::visit_model calls the function for the session's model, so that one
// request path serves every task's view and none casts a session.
class ModelVisitor {
 public:
  virtual ~ModelVisitor() = default;
  virtual void visit(TranslationModel& model) = 0;
  virtual void visit(LanguageModel& model) = 0;
  virtual void visit(TextClassifier& model) = 0;
};

class Task {
 public:
  virtual ~Task() = default;

  virtual std::string name() const = 0;         // --task and a checkpoint's "task": "translate"
  virtual std::string description() const = 0;  // for a person: "a translation model (translate)"
  // One line for a person on what the model does: "Encoder–decoder: translate a source sentence …".
  virtual std::string summary() const = 0;
  virtual std::string architecture() const = 0;             // TransformerConfig::kEncoderDecoder, …
  virtual std::string usual_dataset() const = 0;            // the bundled dataset a new run starts on
  virtual std::string dataset_file_suffix() const = 0;      // a one-file dataset: ".tsv", ".txt"
  virtual std::string dataset_forms() const = 0;            // for a person: the files and folders it reads
  virtual bool has_language_pair() const { return false; }  // the data names a source and a target language
  // A run of the task may start from a model trained elsewhere: a model folder or another run's
  // checkpoint (ExperimentSettings::start_from, `--model`, a lesson's model=).
  virtual bool starts_from_trained_models() const { return false; }
  virtual std::string example_noun() const = 0;  // "pairs", "lines", "texts"
  virtual std::string loss_unit() const { return "nats per token"; }
  // The validation metrics besides the loss, in the order the score axis prefers them: the first
  // one a run's history has is the score its curves draw.
  virtual std::vector<Metric> metrics() const = 0;
  // Validation losses of parts of the data, drawn beside the validation loss when a run has them
  // (a language model on lines that repeat their first half: the loss on each half).
  virtual std::vector<Metric> loss_metrics() const { return {}; }
  // What the score means, for a person (the Curves tab's note): plain text, with **…** around the
  // terms to stress (a window draws them bold; text output may drop the marks).
  virtual std::string score_explanation() const = 0;
  // The kinds of attention of its architecture, in the model's order (encoder, decoder, cross),
  // and the one a view shows first: the one where the task's behaviour shows (the cross-attention's
  // alignment of a translation model).
  virtual std::vector<AttentionKindName> attention_kinds() const = 0;
  virtual AttentionKind main_attention_kind() const = 0;
  // The same, the main kind first (the order of the lists that open on their first entry).
  std::vector<AttentionKindName> attention_kinds_main_first() const;

  // The recipe of a new run: `preset` (tiny, small, base) in this task's architecture, and the
  // task's text and trainer settings. The CLI and the window both start from it.
  virtual ExperimentSettings defaults(const std::string& preset = "tiny") const = 0;

  // A new run (the settings' task must be this one); throws twb::Error for impossible settings.
  std::unique_ptr<TrainingSession> create(const ExperimentSettings& settings) const;
  // Continues the run saved in `checkpoint`; the data is the checkpoint's unless `dataset` names
  // another (translation: also the languages).
  virtual std::unique_ptr<TrainingSession> resume(const std::string& checkpoint, const std::string& dataset = "",
                                                  const std::string& source_language = "",
                                                  const std::string& target_language = "") const = 0;

  // The session's model for the views, borrowed: valid while the session lives. Throws
  // twb::Error for a session of another task.
  virtual std::unique_ptr<InspectedModel> inspect(TrainingSession& session) const = 0;
  // Hands the model a session of this task trains to `visitor` (ModelVisitor).
  virtual void visit_model(TrainingSession& session, ModelVisitor& visitor) const = 0;
  // The masks of the session's last training batch, showing example `index`.
  virtual inspect::MaskSnapshot last_batch_masks(TrainingSession& session, int index) const = 0;
  // Step inside: what the session's step (or inspection) kept in `inside`, its tokens named.
  virtual inspect::StepSnapshot step_snapshot(TrainingSession& session, StepInside inside) const = 0;
  // A checkpoint's model for the views (and its run, when it holds one and `run` is given).
  virtual std::unique_ptr<InspectedModel> load(const std::string& checkpoint,
                                               std::optional<RunState>* run = nullptr) const = 0;
  // The first `count` validation examples of the dataset `run` trained on (throws twb::Error
  // when it does not load).
  virtual std::vector<TextExample> validation_examples(const RunState& run, size_t count) const = 0;

  // `twb eval`: the checkpoint's model on a split of a dataset, with the task's metrics.
  virtual Report evaluate(const std::string& checkpoint, const EvaluationRequest& request) const = 0;
  // `twb bench`: how fast the session's model is used (translating, generating, classifying) on
  // up to `count` test examples; the figures under keys of their own in the report's JSON.
  virtual Report bench_inference(TrainingSession& session, int count) const = 0;

  // The session as `Session`, this task's class of session, or twb::Error when it is another
  // task's.
  template <class Session>
  Session& own(TrainingSession& session) const {
    if (session.task() != name())
      throw Error("the model is " + describe_task(session.task()) + ", not " + description());
    return static_cast<Session&>(session);
  }

 protected:
  virtual std::unique_ptr<TrainingSession> start(const ExperimentSettings& settings) const = 0;
};

// Every task, in the order the CLI and the window list them.
const std::vector<const Task*>& all_tasks();
// The task of a name; throws twb::Error listing the tasks for an unknown name.
const Task& task_named(const std::string& name);
// "translate, lm or classify".
std::string task_names();

// The recipe of `task` with `preset`: task_named(task).defaults(preset).
ExperimentSettings default_settings(const std::string& task, const std::string& preset = "tiny");
// A new run of settings.task.
std::unique_ptr<TrainingSession> create_session(const ExperimentSettings& settings);
// Continues the run in a checkpoint of any task (the task is read from the file).
std::unique_ptr<TrainingSession> resume_session(const std::string& checkpoint, const std::string& dataset = "",
                                                const std::string& source_language = "",
                                                const std::string& target_language = "");

// The tasks' implementations (one file each).
const Task& translation_task();
const Task& language_model_task();
const Task& classification_task();

}  // namespace TWB_PRECISION_NS
}  // namespace twb
