// A training run of a translation model: the data, the model, the trainer and the history of the
// curves, stepped one batch at a time. `twb train` loops over it; the app's controller drives it
// from a worker thread. It is not thread-safe: one thread owns a session.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "text/datasets.h"
#include "train/translation.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Everything a new run needs, with the defaults of `twb train`.
struct ExperimentSettings {
  std::string dataset;  // a bundled name, a Multi30k-layout directory or a .tsv
  std::string source_language, target_language;
  TransformerConfig model = TransformerConfig::preset("tiny");
  TextSettings text;
  TrainerSettings trainer;
  int eval_every = 0;      // evaluate every N steps; 0: once an epoch, and at least every 100 steps
  int eval_sentences = 0;  // validate on the first N pairs only; 0: the whole validation split

  // One hyper-parameter, key=value, routed to the model, the text or the trainer settings.
  // Throws twb::Error naming the key and the reason.
  void set(const std::string& assignment);
  // Throws twb::Error for the first impossible value.
  void validate() const;
};

class TranslationSession {
 public:
  // Loads the data, trains the tokenizers, builds and initialises the model.
  static TranslationSession create(const ExperimentSettings& settings);
  // Continues the run saved in `checkpoint` (its weights, Adam's moments, position and history).
  // The data is the checkpoint's unless `dataset` names another.
  static TranslationSession resume(const std::string& checkpoint, const std::string& dataset = "",
                                   const std::string& source_language = "", const std::string& target_language = "");

  // One optimizer step on the next batch (throws DivergenceError, keeping the last good weights).
  StepReport step();
  bool evaluation_due() const;
  // Validation loss, BLEU and exact match now; appends a point to the history and returns it.
  HistoryPoint evaluate();
  // A history point of the training loss since the last point, without evaluating.
  HistoryPoint record_point();
  void save(const std::string& path);

  TranslationModel& model() { return model_; }
  Seq2SeqTrainer& trainer() { return *trainer_; }
  const text::TranslationDataset& data() const { return data_; }
  const text::ParallelCorpus& validation() const { return validation_; }
  const std::vector<HistoryPoint>& history() const { return history_; }
  const ExperimentSettings& settings() const { return settings_; }
  const std::vector<std::string>& notes() const { return notes_; }  // things the user should know
  double elapsed_seconds() const;     // training time of the whole run, across resumptions
  double tokens_per_second() const;   // since the last history point
  int eval_every() const;

  TranslationSession(TranslationSession&&) = default;
  TranslationSession& operator=(TranslationSession&&) = default;

 private:
  TranslationSession(ExperimentSettings settings, text::TranslationDataset data, TranslationModel model);
  HistoryPoint current_point();

  using Clock = std::chrono::steady_clock;
  ExperimentSettings settings_;
  text::TranslationDataset data_;
  text::ParallelCorpus validation_;
  TranslationModel model_;
  std::unique_ptr<Seq2SeqTrainer> trainer_;
  std::vector<HistoryPoint> history_;
  std::vector<std::string> notes_;
  StepReport last_;
  double previous_elapsed_ = 0;
  Clock::time_point started_ = Clock::now(), point_started_ = Clock::now();
  double loss_sum_ = 0;
  int loss_count_ = 0;
  int64_t tokens_since_point_ = 0;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
