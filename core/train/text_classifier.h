// An encoder-only classifier as a person uses it: a tokenizer and a vocabulary in front of the
// TransformerClassifier, the class names, evaluation (loss, accuracy, confusion matrix, accuracy
// per group such as "negated") and checkpoints.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/classifier.h"
#include "text/datasets.h"
#include "text/tokenizer.h"
#include "text/vocabulary.h"
#include "train/checkpoint.h"
#include "train/trainer.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct Prediction {
  int label = 0;                      // the most probable class
  std::vector<double> probabilities;  // per class, in labels() order
};

struct ClassificationEvaluation {
  double loss = 0;                               // cross-entropy per example (no smoothing)
  double accuracy = 0;                           // share of examples whose predicted class is their label
  std::vector<std::vector<int>> confusion;       // [true class][predicted class] counts
  std::map<std::string, double> group_accuracy;  // per group of the dataset ("negated", "plain", …)
  std::map<std::string, int> group_size;
  std::vector<Prediction> predictions;
  std::string length_note;
};

class TextClassifier {
 public:
  // Tokenizer trained on the training texts, vocabulary, the dataset's class names, a freshly
  // initialised model; fills config.source_vocab and config.classes.
  static TextClassifier create(const text::ClassificationDataset& data, const TextSettings& text,
                               TransformerConfig config, uint64_t seed);

  // Token ids without [CLS], cut to max_tokens().
  std::vector<int32_t> encode(const std::string& text, bool* truncated = nullptr) const;
  // The tokens the model sees, [CLS] first: the axis labels of the views.
  std::vector<std::string> tokens(const std::string& text) const;
  // The text's tokens outside the vocabulary, which the encoder reads as <unk>.
  std::vector<std::string> unknown_tokens(const std::string& text) const;
  // How many tokens the text has, before encode() cuts them to max_tokens().
  size_t token_count(const std::string& text) const;
  // Training examples; texts longer than the model's length are dropped (reported in `note`).
  std::vector<EncodedExample> encode_examples(const std::vector<text::LabeledText>& examples,
                                              std::string* note = nullptr) const;
  size_t max_tokens() const { return static_cast<size_t>(config().max_len - 1); }

  std::vector<Prediction> classify(const std::vector<std::string>& texts, int batch_tokens = 2048);
  ClassificationEvaluation evaluate(const std::vector<text::LabeledText>& examples, int batch_tokens = 2048);

  TransformerClassifier& transformer() { return *transformer_; }
  const TransformerConfig& config() const { return transformer_->config(); }
  const TextSettings& text_settings() const { return text_; }
  const std::vector<std::string>& labels() const { return labels_; }
  const text::Vocabulary& vocabulary() const { return vocab_; }

  // Checkpoints: task "classify"; "labels" metadata holds the class names.
  void save(const std::string& path, const ClassifierTrainer* trainer = nullptr,
            const std::vector<HistoryPoint>& history = {}, const std::string& dataset = "", RunRecords records = {});
  static TextClassifier load(const std::string& path, std::optional<RunState>* training = nullptr);

 private:
  TextClassifier() = default;
  int label_index(const std::string& label) const;

  TextSettings text_;
  std::unique_ptr<text::Tokenizer> tokenizer_;
  text::Vocabulary vocab_;
  std::vector<std::string> labels_;
  std::unique_ptr<TransformerClassifier> transformer_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
