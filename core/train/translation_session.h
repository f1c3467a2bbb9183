// The translation task's run: an encoder–decoder trained on sentence pairs, validated by its
// loss, BLEU and exact match (TranslationModel::evaluate).
#pragma once

#include <string>
#include <vector>

#include "text/datasets.h"
#include "train/session.h"
#include "train/translation.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// An encoder–decoder trained on sentence pairs: validation loss, BLEU and exact match.
class TranslationSession final : public TaskSession<TranslationModel, text::TranslationDataset, Seq2SeqTrainer> {
 public:
  // Loads the data, trains the tokenizers, builds and initialises the model.
  static TranslationSession create(const ExperimentSettings& settings);
  // Continues the run saved in `checkpoint` (its weights, Adam's moments, position and history).
  // The data is the checkpoint's unless `dataset` names another.
  static TranslationSession resume(const std::string& checkpoint, const std::string& dataset = "",
                                   const std::string& source_language = "", const std::string& target_language = "");

  void save(const std::string& path) override;
  std::vector<TextExample> validation_examples(size_t count) const override;
  bool expected_is_target() const override { return true; }

  const text::ParallelCorpus& validation() const { return validation_; }

  TranslationSession(TranslationSession&&) = default;
  TranslationSession& operator=(TranslationSession&&) = default;

 private:
  TranslationSession(ExperimentSettings settings, text::TranslationDataset data, TranslationModel model);
  void validate(HistoryPoint& point) override;
  HeadProbe head_probe() override;
  std::vector<JobSplit> job_splits() const override;

  text::ParallelCorpus validation_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
