// The lm task's run: a GPT trained on lines of text, a new one or one trained elsewhere
// (ExperimentSettings::start_from).
#pragma once

#include <string>
#include <vector>

#include "text/datasets.h"
#include "train/language_model.h"
#include "train/session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// A GPT trained on lines of text: validation loss, perplexity, answer accuracy on PROMPT=ANSWER
// data such as arithmetic, and on data with a grammar (toy-grammar) the share of sampled sentences
// the grammar accepts (LanguageModel::grammaticality).
class LanguageModelSession final : public TaskSession<LanguageModel, text::TextDataset, LanguageModelTrainer> {
 public:
  static LanguageModelSession create(const ExperimentSettings& settings);
  static LanguageModelSession resume(const std::string& checkpoint, const std::string& dataset = "");

  void save(const std::string& path) override;
  std::vector<TextExample> validation_examples(size_t count) const override;

  const std::vector<std::string>& validation() const { return validation_; }

  LanguageModelSession(LanguageModelSession&&) = default;
  LanguageModelSession& operator=(LanguageModelSession&&) = default;

 private:
  LanguageModelSession(ExperimentSettings settings, text::TextDataset data, LanguageModel model);
  void validate(HistoryPoint& point) override;
  HeadProbe head_probe() override;
  std::vector<JobSplit> job_splits() const override;

  std::vector<std::string> validation_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
