#include "train/translation_session.h"

#include "train/session_support.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

text::TranslationDataset load(const std::string& spec, const std::string& src, const std::string& trg,
                              std::vector<std::string>& notes) {
  auto data = text::load_translation_dataset(spec, src, trg);
  notes.insert(notes.end(), data.warnings.begin(), data.warnings.end());
  return data;
}

}  // namespace

TranslationSession::TranslationSession(ExperimentSettings settings, text::TranslationDataset data,
                                       TranslationModel model)
    : TaskSession(std::move(settings), std::move(data), std::move(model)) {
  validation_ = data_.validation;
  if (settings_.eval_sentences > 0 && validation_.size() > static_cast<size_t>(settings_.eval_sentences)) {
    validation_.source.resize(static_cast<size_t>(settings_.eval_sentences));
    validation_.target.resize(static_cast<size_t>(settings_.eval_sentences));
  }
  std::string note;
  auto pairs = model_.encode_pairs(data_.train, &note);
  if (!note.empty()) notes_.push_back(note);
  trainer_ =
      make_trainer<Seq2SeqTrainer>(notes_, data_.warnings, model_.transformer(), std::move(pairs), settings_.trainer);
}

TranslationSession TranslationSession::create(const ExperimentSettings& settings) {
  settings.validate();
  std::vector<std::string> notes;
  auto data = load(settings.dataset, settings.source_language, settings.target_language, notes);
  auto model = with_notes(notes, data.warnings, [&] {
    return TranslationModel::create(data, settings.text, settings.model, settings.trainer.seed);
  });
  ExperimentSettings resolved = settings;
  resolved.source_language = data.source_language;
  resolved.target_language = data.target_language;
  TranslationSession session(std::move(resolved), std::move(data), std::move(model));
  session.notes_.insert(session.notes_.begin(), notes.begin(), notes.end());
  return session;
}

TranslationSession TranslationSession::resume(const std::string& checkpoint, const std::string& dataset,
                                              const std::string& source_language, const std::string& target_language) {
  std::optional<RunState> saved;
  TranslationModel model = TranslationModel::load(checkpoint, &saved);
  RunState state = require_run(saved, checkpoint);
  ExperimentSettings settings =
      saved_settings("translate", checkpoint, state, model.config(), model.text_settings(), dataset);
  settings.source_language = source_language.empty() ? state.source_language : source_language;
  settings.target_language = target_language.empty() ? state.target_language : target_language;
  std::vector<std::string> notes;
  auto data = load(settings.dataset, settings.source_language, settings.target_language, notes);
  TranslationSession session(std::move(settings), std::move(data), std::move(model));
  checkpoint::restore(*session.trainer_, state);
  session.restore_records(std::move(state));
  session.notes_.insert(session.notes_.begin(), notes.begin(), notes.end());
  return session;
}

void TranslationSession::validate(HistoryPoint& point) {
  const EvaluationResult r = model_.evaluate(validation_, DecodeSettings{}, settings_.trainer.batch_tokens);
  point.validation_loss = r.loss;
  point.validation_bleu = r.bleu;
  point.validation_exact_match = r.exact_match;
}
HeadProbe TranslationSession::head_probe() {
  text::ParallelCorpus first;
  for (size_t i = 0; i < validation_.size() && i < kHeadProbeExamples; ++i) {
    first.source.push_back(validation_.source[i]);
    first.target.push_back(validation_.target[i]);
  }
  const auto pairs = model_.encode_pairs(first);
  HeadProbe probe;
  probe.translation = make_batch(pairs, all_indices(pairs, "pairs"));
  return probe;
}

std::vector<TextExample> TranslationSession::validation_examples(size_t count) const {
  std::vector<TextExample> out;
  for (size_t i = 0; i < validation_.size() && (count == 0 || i < count); ++i)
    out.push_back({validation_.source[i], validation_.target[i]});
  return out;
}

void TranslationSession::save(const std::string& path) {
  model_.save(path, trainer_.get(), history(), settings_.dataset, settings_.source_language, settings_.target_language,
              records());
}

std::vector<JobSplit> TranslationSession::job_splits() const {
  std::vector<JobSplit> splits;
  auto add = [&](const char* name, const std::vector<EncodedPair>& pairs) {
    if (pairs.empty()) return;
    splits.push_back(
        {name,
         {{"source", sequences(pairs, &EncodedPair::source)}, {"target", sequences(pairs, &EncodedPair::target)}},
         {}});
  };
  add("train", trainer_->training_examples());
  add("validation", model_.encode_pairs(validation_));
  add("test", model_.encode_pairs(data_.test));
  return splits;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
