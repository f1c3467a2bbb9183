#include "train/language_model_session.h"

#include "train/session_support.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

LanguageModelSession::LanguageModelSession(ExperimentSettings settings, text::TextDataset data, LanguageModel model)
    : TaskSession(std::move(settings), std::move(data), std::move(model)) {
  validation_ = first_examples(data_.validation, settings_.eval_sentences);
  notes_.insert(notes_.end(), data_.warnings.begin(), data_.warnings.end());
  std::string note;
  auto texts = model_.encode_lines(data_.train, &note);
  if (!note.empty()) notes_.push_back(note);
  trainer_ = make_trainer<LanguageModelTrainer>(notes_, data_.warnings, model_.transformer(), std::move(texts),
                                                settings_.trainer);
}

LanguageModelSession LanguageModelSession::create(const ExperimentSettings& requested) {
  requested.validate();
  auto data = text::load_text_dataset(requested.dataset);
  if (!requested.start_from.empty()) {
    // Training further: the model, its tokenizer and vocabulary are the opened one's.
    LanguageModel model = LanguageModel::load(requested.start_from);
    ExperimentSettings settings = requested;
    settings.model = model.config();
    settings.text = model.text_settings();
    std::vector<std::string> notes;
    if (settings.model.single_boundary_token && settings.trainer.label_smoothing > 0) {
      settings.trainer.label_smoothing = 0;
      notes.push_back("label smoothing is off: " + requested.start_from +
                      " never predicts <pad>, <unk> or <sos>, over which smoothing would spread probability");
    }
    LanguageModelSession session(std::move(settings), std::move(data), std::move(model));
    session.notes_.insert(session.notes_.begin(), notes.begin(), notes.end());
    session.record_starting_heads();  // the roles its heads came with
    return session;
  }
  const ExperimentSettings& settings = requested;
  auto model = with_notes({}, data.warnings, [&] {
    return LanguageModel::create(data, settings.text, settings.model, settings.trainer.seed);
  });
  return LanguageModelSession(settings, std::move(data), std::move(model));
}

LanguageModelSession LanguageModelSession::resume(const std::string& checkpoint, const std::string& dataset) {
  std::optional<RunState> saved;
  LanguageModel model = LanguageModel::load(checkpoint, &saved);
  RunState state = require_run(saved, checkpoint);
  ExperimentSettings settings = saved_settings("lm", checkpoint, state, model.config(), model.text_settings(), dataset);
  auto data = text::load_text_dataset(settings.dataset);
  LanguageModelSession session(std::move(settings), std::move(data), std::move(model));
  checkpoint::restore(*session.trainer_, state);
  session.restore_records(std::move(state));
  return session;
}

void LanguageModelSession::validate(HistoryPoint& point) {
  const LanguageModelEvaluation r = model_.evaluate(validation_, settings_.trainer.batch_tokens);
  point.validation_loss = r.loss;
  point.validation_perplexity = r.perplexity;
  point.validation_answer_accuracy = r.answer_accuracy;
  point.validation_first_half_loss = r.first_half_loss;
  point.validation_repeat_loss = r.repeat_loss;
  // Data with a grammar: the share of the model's own sampled sentences that are in it.
  if (!data_.grammar.empty()) point.validation_grammatical = model_.grammaticality(data_.grammar).grammatical;
}

HeadProbe LanguageModelSession::head_probe() {
  HeadProbe probe;
  const auto texts = model_.encode_lines(first_examples(validation_, static_cast<int>(kHeadProbeExamples)));
  if (!texts.empty()) probe.tokens = make_batch(texts, all_indices(texts, "lines")).input;
  probe.repeated_half = induction_half(model_.config().max_len, std::max(0, probe.tokens.length - 1));
  probe.repeated =
      repeated_tokens(model_.vocabulary().size(), probe.repeated_half, static_cast<int>(kHeadProbeExamples));
  return probe;
}

std::vector<TextExample> LanguageModelSession::validation_examples(size_t count) const {
  std::vector<TextExample> out;
  for (size_t i = 0; i < validation_.size() && (count == 0 || i < count); ++i) out.push_back({validation_[i], ""});
  return out;
}

void LanguageModelSession::save(const std::string& path) {
  model_.save(path, trainer_.get(), history(), settings_.dataset, records());
}

std::vector<JobSplit> LanguageModelSession::job_splits() const {
  std::vector<JobSplit> splits;
  auto add = [&](const char* name, const std::vector<EncodedText>& texts) {
    if (!texts.empty()) splits.push_back({name, {{"text", sequences(texts, &EncodedText::tokens)}}, {}});
  };
  add("train", trainer_->training_examples());
  add("validation", model_.encode_lines(validation_));
  add("test", model_.encode_lines(data_.test));
  return splits;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
