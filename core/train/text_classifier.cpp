#include "train/text_classifier.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "nn/cross_entropy.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

std::vector<std::string> texts_of(const std::vector<text::LabeledText>& examples) {
  std::vector<std::string> texts;
  texts.reserve(examples.size());
  for (const auto& example : examples) texts.push_back(example.text);
  return texts;
}

}  // namespace

TextClassifier TextClassifier::create(const text::ClassificationDataset& data, const TextSettings& text,
                                      TransformerConfig config, uint64_t seed) {
  text.validate();
  if (!config.encoder_only())
    throw Error("a classifier needs an encoder-only configuration, not " + config.architecture);
  if (data.labels.size() < 2) throw Error("a classifier needs at least two classes in the training data");
  TextClassifier m;
  m.text_ = text;
  const std::vector<std::string> texts = texts_of(data.train);
  m.tokenizer_ = train_tokenizer(text, texts);
  m.vocab_ = build_vocabulary(text, *m.tokenizer_, texts);
  m.labels_ = data.labels;
  config.source_vocab = m.vocab_.size();
  config.target_vocab = 0;
  config.classes = static_cast<int>(m.labels_.size());
  m.transformer_ = std::make_unique<TransformerClassifier>(config);
  m.transformer_->initialize(seed);
  return m;
}

int TextClassifier::label_index(const std::string& label) const {
  const auto it = std::find(labels_.begin(), labels_.end(), label);
  if (it == labels_.end()) {
    std::string known;
    for (const auto& l : labels_) known += (known.empty() ? "" : ", ") + l;
    throw Error("the label '" + label + "' is not one of the model's classes (" + known + ")");
  }
  return static_cast<int>(it - labels_.begin());
}

std::vector<int32_t> TextClassifier::encode(const std::string& text, bool* truncated) const {
  return text::encode(*tokenizer_, vocab_, text, max_tokens(), truncated);
}

std::vector<std::string> TextClassifier::unknown_tokens(const std::string& text) const {
  return text::unknown_tokens(*tokenizer_, vocab_, text);
}

size_t TextClassifier::token_count(const std::string& text) const { return tokenizer_->tokenize(text).size(); }

std::vector<std::string> TextClassifier::tokens(const std::string& text) const {
  std::vector<std::string> out{"[CLS]"};
  for (int32_t id : encode(text)) out.push_back(vocab_.token(id));
  return out;
}

std::vector<EncodedExample> TextClassifier::encode_examples(const std::vector<text::LabeledText>& examples,
                                                            std::string* note) const {
  auto ids = text::encode_all(*tokenizer_, vocab_, texts_of(examples));
  std::vector<size_t> kept;
  const auto report = text::LengthFilter(max_tokens()).drop_long(ids, "texts", &kept);
  if (note) *note = report.message;
  std::vector<EncodedExample> out(ids.size());
  for (size_t i = 0; i < ids.size(); ++i) out[i] = {std::move(ids[i]), label_index(examples[kept[i]].label)};
  return out;
}

namespace {

// Probabilities per class of every example, in the examples' order; also the loss when labelled.
std::vector<Prediction> predict(TransformerClassifier& model, const std::vector<EncodedExample>& examples,
                                int batch_tokens, double* loss) {
  std::vector<Prediction> out(examples.size());
  CrossEntropy plain;
  plain.ignore_index = ClassifierBatch::ignore_index;
  Context eval;
  double total = 0;
  for (const auto& indices : bucket_batches(examples, batch_tokens)) {
    const ClassifierBatch batch = make_batch(examples, indices);
    const Matrix& logits = model.forward(eval, batch);
    if (loss) total += plain.forward(logits, batch.targets()) * static_cast<double>(indices.size());
    for (size_t b = 0; b < indices.size(); ++b) {
      const auto row = logits.row(static_cast<Eigen::Index>(b)).template cast<double>();
      const Eigen::RowVectorXd p = (row.array() - row.maxCoeff()).exp().matrix();
      Prediction& prediction = out[static_cast<size_t>(indices[b])];
      prediction.probabilities.assign(p.data(), p.data() + p.size());
      const double sum = p.sum();
      for (double& v : prediction.probabilities) v /= sum;
      prediction.label =
          static_cast<int>(std::max_element(prediction.probabilities.begin(), prediction.probabilities.end()) -
                           prediction.probabilities.begin());
    }
  }
  if (loss) *loss = examples.empty() ? 0 : total / static_cast<double>(examples.size());
  return out;
}

}  // namespace

std::vector<Prediction> TextClassifier::classify(const std::vector<std::string>& texts, int batch_tokens) {
  std::vector<EncodedExample> examples;
  for (const auto& t : texts) examples.push_back({encode(t), 0});
  return predict(*transformer_, examples, batch_tokens, nullptr);
}

ClassificationEvaluation TextClassifier::evaluate(const std::vector<text::LabeledText>& examples, int batch_tokens) {
  ClassificationEvaluation result;
  auto ids = text::encode_all(*tokenizer_, vocab_, texts_of(examples));
  result.length_note = text::LengthFilter(max_tokens()).truncate(ids, "texts").message;
  std::vector<EncodedExample> encoded(ids.size());
  for (size_t i = 0; i < ids.size(); ++i) encoded[i] = {std::move(ids[i]), label_index(examples[i].label)};
  result.predictions = predict(*transformer_, encoded, batch_tokens, &result.loss);
  const size_t classes = labels_.size();
  result.confusion.assign(classes, std::vector<int>(classes, 0));
  std::map<std::string, int> group_right;
  int right = 0;
  for (size_t i = 0; i < encoded.size(); ++i) {
    const int truth = encoded[i].label, guess = result.predictions[i].label;
    ++result.confusion[static_cast<size_t>(truth)][static_cast<size_t>(guess)];
    right += truth == guess;
    if (!examples[i].group.empty()) {
      ++result.group_size[examples[i].group];
      group_right[examples[i].group] += truth == guess;
    }
  }
  result.accuracy = encoded.empty() ? 0 : static_cast<double>(right) / static_cast<double>(encoded.size());
  for (const auto& [group, size] : result.group_size)
    result.group_accuracy[group] = static_cast<double>(group_right[group]) / size;
  return result;
}

void TextClassifier::save(const std::string& path, const ClassifierTrainer* trainer,
                          const std::vector<HistoryPoint>& history, const std::string& dataset, RunRecords records) {
  io::SafetensorsFile file;
  checkpoint::put_text_model(file, "classify", config(), text_, *tokenizer_, vocab_);
  file.metadata["labels"] = nlohmann::json(labels_).dump();
  checkpoint::put_model_and_training(file, transformer_->parameters(), trainer, history, dataset, "", "", records);
  io::write_safetensors(path, file);
}

TextClassifier TextClassifier::load(const std::string& path, std::optional<RunState>* training) {
  const io::SafetensorsFile file = checkpoint::open(path, "classify");
  checkpoint::TextModelParts parts = checkpoint::get_text_model(file, path);
  TextClassifier m;
  try {
    m.labels_ = checkpoint::metadata_json(file, "labels", path).get<std::vector<std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed class labels (" + json_message(e) + ")");
  }
  if (!parts.config.encoder_only() || parts.config.source_vocab != parts.vocabulary.size() ||
      parts.config.classes != static_cast<int>(m.labels_.size()))
    throw Error(path + ": the configuration does not match a classifier with the stored vocabulary and classes");
  m.text_ = parts.text;
  m.tokenizer_ = std::move(parts.tokenizer);
  m.vocab_ = std::move(parts.vocabulary);
  m.transformer_ = std::make_unique<TransformerClassifier>(parts.config);
  checkpoint::get_model_and_training(file, m.transformer_->parameters(), path, training);
  return m;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
