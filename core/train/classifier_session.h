// The classify task's run: an encoder-only classifier trained on labelled texts.
#pragma once

#include <string>
#include <vector>

#include "text/datasets.h"
#include "train/session.h"
#include "train/text_classifier.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// An encoder-only classifier trained on labelled texts: validation loss and accuracy.
class ClassifierSession final : public TaskSession<TextClassifier, text::ClassificationDataset, ClassifierTrainer> {
 public:
  static ClassifierSession create(const ExperimentSettings& settings);
  static ClassifierSession resume(const std::string& checkpoint, const std::string& dataset = "");

  void save(const std::string& path) override;
  std::vector<TextExample> validation_examples(size_t count) const override;

  const std::vector<text::LabeledText>& validation() const { return validation_; }
  std::vector<std::string> labels() const override { return model_.labels(); }

  ClassifierSession(ClassifierSession&&) = default;
  ClassifierSession& operator=(ClassifierSession&&) = default;

 private:
  ClassifierSession(ExperimentSettings settings, text::ClassificationDataset data, TextClassifier model);
  void validate(HistoryPoint& point) override;
  HeadProbe head_probe() override;
  std::vector<JobSplit> job_splits() const override;

  std::vector<text::LabeledText> validation_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
