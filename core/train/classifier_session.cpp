#include "train/classifier_session.h"

#include "train/session_support.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

ClassifierSession::ClassifierSession(ExperimentSettings settings, text::ClassificationDataset data,
                                     TextClassifier model)
    : TaskSession(std::move(settings), std::move(data), std::move(model)) {
  validation_ = first_examples(data_.validation, settings_.eval_sentences);
  notes_.insert(notes_.end(), data_.warnings.begin(), data_.warnings.end());
  std::string note;
  auto examples = model_.encode_examples(data_.train, &note);
  if (!note.empty()) notes_.push_back(note);
  trainer_ = make_trainer<ClassifierTrainer>(notes_, data_.warnings, model_.transformer(), std::move(examples),
                                             settings_.trainer);
}

ClassifierSession ClassifierSession::create(const ExperimentSettings& settings) {
  settings.validate();
  auto data = text::load_classification_dataset(settings.dataset);
  auto model = with_notes({}, data.warnings, [&] {
    return TextClassifier::create(data, settings.text, settings.model, settings.trainer.seed);
  });
  return ClassifierSession(settings, std::move(data), std::move(model));
}

ClassifierSession ClassifierSession::resume(const std::string& checkpoint, const std::string& dataset) {
  std::optional<RunState> saved;
  TextClassifier model = TextClassifier::load(checkpoint, &saved);
  RunState state = require_run(saved, checkpoint);
  ExperimentSettings settings =
      saved_settings("classify", checkpoint, state, model.config(), model.text_settings(), dataset);
  auto data = text::load_classification_dataset(settings.dataset);
  ClassifierSession session(std::move(settings), std::move(data), std::move(model));
  checkpoint::restore(*session.trainer_, state);
  session.restore_records(std::move(state));
  return session;
}

void ClassifierSession::validate(HistoryPoint& point) {
  const ClassificationEvaluation r = model_.evaluate(validation_, settings_.trainer.batch_tokens);
  point.validation_loss = r.loss;
  point.validation_accuracy = r.accuracy;
}

HeadProbe ClassifierSession::head_probe() {
  const auto examples = model_.encode_examples(first_examples(validation_, static_cast<int>(kHeadProbeExamples)));
  HeadProbe probe;
  probe.tokens = make_batch(examples, all_indices(examples, "texts")).input;
  return probe;
}

std::vector<TextExample> ClassifierSession::validation_examples(size_t count) const {
  std::vector<TextExample> out;
  for (size_t i = 0; i < validation_.size() && (count == 0 || i < count); ++i)
    out.push_back({validation_[i].text, validation_[i].label});
  return out;
}

void ClassifierSession::save(const std::string& path) {
  model_.save(path, trainer_.get(), history(), settings_.dataset, records());
}

std::vector<JobSplit> ClassifierSession::job_splits() const {
  std::vector<JobSplit> splits;
  auto add = [&](const char* name, const std::vector<EncodedExample>& examples) {
    if (examples.empty()) return;
    JobSplit split{name, {{"text", sequences(examples, &EncodedExample::tokens)}}, {}};
    for (const EncodedExample& e : examples) split.labels.push_back(e.label);
    splits.push_back(std::move(split));
  };
  add("train", trainer_->training_examples());
  add("validation", model_.encode_examples(validation_));
  add("test", model_.encode_examples(data_.test));
  return splits;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
