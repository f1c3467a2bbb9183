// The parts of a checkpoint every task shares (see docs/checkpoint-format.md): one
// .safetensors file whose tensors are the parameters by name (and Adam's moments as
// optimizer.adam.m.NAME / optimizer.adam.v.NAME), and whose __metadata__ holds JSON strings:
// format, task, config, text, vocabularies, history, dataset, trainer.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "io/safetensors.h"
#include "probe/run_observer.h"
#include "text/encoding.h"
#include "train/trainer.h"

namespace twb {

// A task in a person's words, for messages: "a language model (lm)". Declared here, defined by
// the task layer (task/task.cpp, from each Task's description), so that a checkpoint of another
// task is named in words while checkpoints know nothing of the tasks.
std::string describe_task(const std::string& name);

inline namespace TWB_PRECISION_NS {

inline constexpr const char* kCheckpointFormat = "transformer-workbench/1";

// One point of a run's history: what the curves draw. The validation fields a task does not
// measure stay empty.
struct HistoryPoint {
  int64_t step = 0;
  double epoch = 0;       // fractional
  double train_loss = 0;  // mean label-smoothed loss since the previous point
  double learning_rate = 0;
  double elapsed_seconds = 0;
  double tokens_per_second = 0;
  std::optional<double> validation_loss;
  std::optional<double> validation_bleu, validation_exact_match;            // translate
  std::optional<double> validation_perplexity, validation_answer_accuracy;  // lm
  std::optional<double> validation_grammatical;  // lm on a dataset with a grammar: share 0..1
  // lm on lines that repeat their first half (induction): the loss on each half
  std::optional<double> validation_first_half_loss, validation_repeat_loss;
  std::optional<double> validation_accuracy;  // classify
};
nlohmann::json to_json(const std::vector<HistoryPoint>& history);
// Adds the validation fields a point has ("validation_loss", "validation_bleu", ...) to `j`.
void put_validation(nlohmann::json& j, const HistoryPoint& point);
std::vector<HistoryPoint> history_from_json(const nlohmann::json& j);
// The mean training loss over the steps since the evaluation before the last point (or since the
// start): the means of the points after that evaluation, up to the last, weighted by the steps
// each covers. With a point at each evaluation only, the last point's own; with the training-loss
// points between evaluations, what the last point's would have been without them. 0 for none.
double train_loss_since_previous_evaluation(const std::vector<HistoryPoint>& history);

// What a checkpoint holds besides the model, to continue its run: its observers' records
// (SavedRecords, probe/run_observer.h) and the trainer's state.
struct RunState : SavedRecords {
  TrainerSettings settings;
  nlohmann::json state;                // Trainer::state()
  std::vector<Matrix> adam_m, adam_v;  // in parameters() order
  // A run that averages its weights saves the average as the model and the weights training had
  // reached as optimizer.live.NAME: these (empty when not averaging).
  std::vector<Matrix> live_weights;
  std::vector<HistoryPoint> history;
  std::string dataset;                           // the dataset spec the run trained on
  std::string source_language, target_language;  // translate only
};

namespace checkpoint {

// Reads `path` and checks that it is a checkpoint of this format for `task`. Throws twb::Error
// saying what is wrong (missing, damaged, foreign, other version, other task).
io::SafetensorsFile open(const std::string& path, const std::string& task);
// The task a checkpoint was written for ("translate", "lm" or "classify").
std::string task_of(const std::string& path);

std::string metadata(const io::SafetensorsFile& file, const std::string& key, const std::string& path);
nlohmann::json metadata_json(const io::SafetensorsFile& file, const std::string& key, const std::string& path);

// Parameters (and, with a trainer, its settings, position and Adam's moments), history, dataset,
// and the run's records (the attention time-lapse, the training health) when given. A trainer that averages its weights: the parameters
// saved are the average (what evaluates and translates), the weights training reached go to
// optimizer.live.NAME (what a resumed run continues from).
template <class Model, class Example>
void put_model_and_training(io::SafetensorsFile& file, ParameterList params, const Trainer<Model, Example>* trainer,
                            const std::vector<HistoryPoint>& history, const std::string& dataset,
                            const std::string& source_language = "", const std::string& target_language = "",
                            RunRecords records = {});
// Reads the parameters into `params`; fills `training` (when asked) if the file holds a run.
void get_model_and_training(const io::SafetensorsFile& file, ParameterList params, const std::string& path,
                            std::optional<RunState>* training);

void put_matrix(io::SafetensorsFile& file, const std::string& name, const Matrix& m);
void get_matrix(const io::SafetensorsFile& file, const std::string& name, Matrix& m, const std::string& path);

// A tokenizer in a checkpoint: its settings in the returned JSON, a SentencePiece model as the
// u8 tensor "tokenizer.NAME.sentencepiece".
nlohmann::json put_tokenizer(io::SafetensorsFile& file, const std::string& name, const text::Tokenizer& tokenizer);
std::unique_ptr<text::Tokenizer> get_tokenizer(const io::SafetensorsFile& file, const std::string& name,
                                               const nlohmann::json& settings);

// The metadata of a model with one text side (lm, classify): task, config, text settings with the
// tokenizer ("text_tokenizer"), and the vocabulary.
void put_text_model(io::SafetensorsFile& file, const std::string& task, const TransformerConfig& config,
                    const TextSettings& text, const text::Tokenizer& tokenizer, const text::Vocabulary& vocabulary);
struct TextModelParts {
  TransformerConfig config;
  TextSettings text;
  std::unique_ptr<text::Tokenizer> tokenizer;
  text::Vocabulary vocabulary;
};
// Throws twb::Error naming the file when the metadata is missing or malformed.
TextModelParts get_text_model(const io::SafetensorsFile& file, const std::string& path);

// Checkpoint averaging (the paper, section 6.1: "averaging the last 5 checkpoints"): writes to `out`
// the mean of every parameter over `inputs`, checkpoints of one model (the same task,
// configuration, text settings, vocabularies and tensors; twb::Error says what differs). Adam's
// moments, the history, the attention time-lapse and the run's position are the last input's, so
// the result evaluates, translates and resumes as that one does; its metadata "averaged" lists the
// inputs and steps. The inputs are read one at a time (in memory: the first, the one being read and
// the running sums), so averaging many costs no more memory than averaging two. Written atomically
// once every input has been read.
struct AveragedCheckpoint {
  std::vector<int64_t> steps;  // of each input, in order (the last history point's)
  size_t parameters = 0;       // tensors averaged
};
AveragedCheckpoint average(const std::vector<std::string>& inputs, const std::string& out);

// Continues a trainer from a saved state.
template <class Model, class Example>
void restore(Trainer<Model, Example>& trainer, RunState& state) {
  trainer.restore(state.state);
  trainer.optimizer().first_moments() = std::move(state.adam_m);
  trainer.optimizer().second_moments() = std::move(state.adam_v);
  if (!state.live_weights.empty()) trainer.restore_average(std::move(state.live_weights));
}

}  // namespace checkpoint
}  // namespace TWB_PRECISION_NS
}  // namespace twb
