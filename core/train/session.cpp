#include "train/session.h"

#include <algorithm>
#include <sstream>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void ExperimentSettings::set(const std::string& assignment) {
  const auto eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0)
    throw Error("--set " + assignment + ": write it as key=value, e.g. --set d_model=128");
  const std::string key = assignment.substr(0, eq), value = assignment.substr(eq + 1);
  auto number = [&](auto& field) {
    std::istringstream in(value);
    in >> field;
    if (!in || !in.eof()) throw Error("--set " + assignment + ": not a number");
  };
  if (key == "batch_tokens") number(trainer.batch_tokens);
  else if (key == "learning_rate" || key == "lr") number(trainer.learning_rate);
  else if (key == "warmup_steps" || key == "warmup") number(trainer.warmup_steps);
  else if (key == "schedule") trainer.schedule = parse_schedule(value);
  else if (key == "label_smoothing") number(trainer.label_smoothing);
  else if (key == "clip_norm") number(trainer.clip_norm);
  else if (key == "seed") number(trainer.seed);
  else if (key == "eval_every") number(eval_every);
  else if (key == "eval_sentences") number(eval_sentences);
  else if (key == "tokenizer" || key == "lowercase" || key == "min_frequency" || key == "min_freq" || key == "subword_vocab")
    text.set(key, value);
  else model.set(key, value);
}

void ExperimentSettings::validate() const {
  if (dataset.empty()) throw Error("no dataset chosen: name a bundled dataset or give a path");
  model.validate();
  text.validate();
  trainer.validate();
  if (eval_every < 0) throw Error("eval_every = " + std::to_string(eval_every) + " must not be negative");
  if (eval_sentences < 0) throw Error("eval_sentences = " + std::to_string(eval_sentences) + " must not be negative");
}

namespace {

text::TranslationDataset load(const std::string& spec, const std::string& src, const std::string& trg,
                              std::vector<std::string>& notes) {
  auto data = text::load_translation_dataset(spec, src, trg);
  notes.insert(notes.end(), data.warnings.begin(), data.warnings.end());
  return data;
}

}  // namespace

TranslationSession::TranslationSession(ExperimentSettings settings, text::TranslationDataset data, TranslationModel model)
    : settings_(std::move(settings)), data_(std::move(data)), model_(std::move(model)) {
  validation_ = data_.validation;
  if (settings_.eval_sentences > 0 && validation_.size() > static_cast<size_t>(settings_.eval_sentences)) {
    validation_.source.resize(static_cast<size_t>(settings_.eval_sentences));
    validation_.target.resize(static_cast<size_t>(settings_.eval_sentences));
  }
  std::string note;
  auto pairs = model_.encode_pairs(data_.train, &note);
  if (!note.empty()) notes_.push_back(note);
  trainer_ = std::make_unique<Seq2SeqTrainer>(model_.transformer(), std::move(pairs), settings_.trainer);
}

TranslationSession TranslationSession::create(const ExperimentSettings& settings) {
  settings.validate();
  std::vector<std::string> notes;
  auto data = load(settings.dataset, settings.source_language, settings.target_language, notes);
  auto model = TranslationModel::create(data, settings.text, settings.model, settings.trainer.seed);
  ExperimentSettings resolved = settings;
  resolved.source_language = data.source_language;
  resolved.target_language = data.target_language;
  TranslationSession session(std::move(resolved), std::move(data), std::move(model));
  session.notes_.insert(session.notes_.begin(), notes.begin(), notes.end());
  return session;
}

TranslationSession TranslationSession::resume(const std::string& checkpoint, const std::string& dataset,
                                              const std::string& source_language, const std::string& target_language) {
  std::optional<TranslationModel::TrainingState> state;
  TranslationModel model = TranslationModel::load(checkpoint, &state);
  if (!state)
    throw Error(checkpoint + " holds no training state (it was saved without its optimizer): start a new run from it instead");
  ExperimentSettings settings;
  settings.dataset = dataset.empty() ? state->dataset : dataset;
  settings.source_language = source_language.empty() ? state->source_language : source_language;
  settings.target_language = target_language.empty() ? state->target_language : target_language;
  settings.model = model.config();
  settings.text = model.text_settings();
  settings.trainer = state->settings;
  if (settings.dataset.empty()) throw Error(checkpoint + " does not name its dataset: give the dataset to resume on");
  std::vector<std::string> notes;
  auto data = load(settings.dataset, settings.source_language, settings.target_language, notes);
  TranslationSession session(std::move(settings), std::move(data), std::move(model));
  session.trainer_->restore(state->state);
  session.trainer_->optimizer().first_moments() = std::move(state->adam_m);
  session.trainer_->optimizer().second_moments() = std::move(state->adam_v);
  session.history_ = std::move(state->history);
  if (!session.history_.empty()) session.previous_elapsed_ = session.history_.back().elapsed_seconds;
  session.notes_.insert(session.notes_.begin(), notes.begin(), notes.end());
  return session;
}

StepReport TranslationSession::step() {
  last_ = trainer_->step();
  loss_sum_ += last_.loss;
  ++loss_count_;
  tokens_since_point_ += last_.target_tokens;
  return last_;
}

int TranslationSession::eval_every() const {
  if (settings_.eval_every > 0) return settings_.eval_every;
  return std::max<int>(100, static_cast<int>(trainer_->batches_per_epoch()));
}

bool TranslationSession::evaluation_due() const { return last_.step > 0 && last_.step % eval_every() == 0; }

double TranslationSession::elapsed_seconds() const {
  return previous_elapsed_ + std::chrono::duration<double>(Clock::now() - started_).count();
}

double TranslationSession::tokens_per_second() const {
  const double seconds = std::chrono::duration<double>(Clock::now() - point_started_).count();
  return seconds > 0 ? static_cast<double>(tokens_since_point_) / seconds : 0;
}

HistoryPoint TranslationSession::current_point() {
  HistoryPoint point;
  point.step = trainer_->steps();
  point.epoch = last_.epoch + last_.epoch_progress;
  point.train_loss = loss_count_ > 0 ? loss_sum_ / loss_count_ : 0;
  point.learning_rate = last_.learning_rate;
  point.elapsed_seconds = elapsed_seconds();
  point.tokens_per_second = tokens_per_second();
  return point;
}

HistoryPoint TranslationSession::record_point() {
  HistoryPoint point = current_point();
  history_.push_back(point);
  loss_sum_ = 0, loss_count_ = 0, tokens_since_point_ = 0;
  point_started_ = Clock::now();
  return point;
}

HistoryPoint TranslationSession::evaluate() {
  HistoryPoint point = current_point();
  const EvaluationResult r = model_.evaluate(validation_, DecodeSettings{}, settings_.trainer.batch_tokens);
  point.validation_loss = r.loss;
  point.validation_bleu = r.bleu;
  point.validation_exact_match = r.exact_match;
  trainer_->observe_validation_loss(r.loss);
  history_.push_back(point);
  loss_sum_ = 0, loss_count_ = 0, tokens_since_point_ = 0;
  point_started_ = Clock::now();
  return point;
}

void TranslationSession::save(const std::string& path) {
  model_.save(path, trainer_.get(), history_, settings_.dataset, settings_.source_language, settings_.target_language);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
