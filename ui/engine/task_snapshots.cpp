#include "engine/task_snapshots.h"

#include "text/utf8.h"

#include <algorithm>
#include <type_traits>
#include <utility>

#include "task/task.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::ui {
namespace {

QStringList toQStrings(const std::vector<std::string>& list) {
  QStringList out;
  for (const std::string& s : list) out << QString::fromStdString(s);
  return out;
}

// Finds the session's model when it is a `Model`.
template <class Model>
class FindModel final : public twb::ModelVisitor {
 public:
  void visit(twb::TranslationModel& m) override { take(m); }
  void visit(twb::LanguageModel& m) override { take(m); }
  void visit(twb::TextClassifier& m) override { take(m); }
  Model* found = nullptr;

 private:
  template <class M>
  void take(M& m) {
    if constexpr (std::is_same_v<M, Model>) found = &m;
  }
};

// The session's model when it is a `Model`; otherwise an error that names both tasks.
template <class Model>
Model& model_of(twb::TrainingSession& session, const char* task) {
  FindModel<Model> find;
  const twb::Task& actual = twb::task_named(session.task());
  actual.visit_model(session, find);
  if (find.found) return *find.found;
  throw twb::Error("the current model is " + actual.description() + ", not " + twb::task_named(task).description() +
                   ". Press New experiment (Ctrl+N) to build one from the Experiment panel, or open a checkpoint "
                   "of that task.");
}

}  // namespace

twb::TranslationModel& translation_model(twb::TrainingSession& session) {
  return model_of<twb::TranslationModel>(session, "translate");
}
twb::LanguageModel& language_model(twb::TrainingSession& session) {
  return model_of<twb::LanguageModel>(session, "lm");
}
twb::TextClassifier& text_classifier(twb::TrainingSession& session) {
  return model_of<twb::TextClassifier>(session, "classify");
}

TranslationSnapshot translation_snapshot(twb::TranslationModel& model, const std::string& sentence, int beam) {
  TranslationSnapshot snap;
  twb::DecodeSettings decode;
  decode.beam_width = std::max(1, beam);
  if (decode.beam_width > 1) {
    const auto beams = model.translate_beams(sentence, decode);
    // "score (log-probability)<TAB>text": the score ranks them; the raw log-probability shows what
    // the length penalty and the word reward changed.
    for (const auto& h : beams) {
      snap.beamHypotheses << QStringLiteral("%1 (%2)\t%3")
                                 .arg(h.score, 0, 'f', 3)
                                 .arg(h.log_probability, 0, 'f', 3)
                                 .arg(QString::fromStdString(h.text));
    }
    if (!beams.empty()) snap.translation = QString::fromStdString(beams.front().text);
  }
  // Greedy with the top-5 of every step: the translation itself when beam = 1, the step-by-step
  // view of the model's choices in any case.
  const std::vector<int32_t> source = model.encode_source(sentence);
  if (source.empty()) throw twb::Error("the sentence is empty: type a few words to translate");
  twb::DecodeSettings greedy;
  greedy.top_k = 5;
  const auto hyps =
      twb::greedy_decode(model.transformer(), twb::TokenBatch{1, static_cast<int>(source.size()), source}, greedy);
  if (decode.beam_width == 1) snap.translation = QString::fromStdString(model.decode_target(hyps.front().tokens));
  snap.attention = twb::inspect::attention_snapshot(model, sentence, snap.translation.toStdString());
  snap.topK = top_k_steps(model, hyps.front());
  return snap;
}

GenerationSnapshot generation_snapshot(twb::LanguageModel& model, const std::string& prompt,
                                       const twb::SamplingSettings& settings) {
  settings.validate();
  const std::vector<int32_t> promptIds = model.prompt_ids(prompt);
  if (static_cast<int>(promptIds.size()) >= model.config().max_len) {
    throw twb::Error("the prompt has " + std::to_string(promptIds.size() - 1) +
                     " tokens, but the model reads at most " + std::to_string(model.config().max_len - 1) +
                     ": shorten it to leave room for the continuation");
  }
  GenerationSnapshot snap;
  snap.prompt = QString::fromStdString(prompt);
  snap.unknownTokens = model.unknown_tokens(prompt);
  snap.settings = settings;
  const twb::Generation generation = model.generate(prompt, settings);
  snap.finished = generation.finished;
  snap.steps = generation.steps;

  // The text each step adds (LanguageModel::text_pieces: no piece shows half a character), as the
  // model read it: a character outside the vocabulary shows as <unk> where it was.
  const std::vector<int32_t> prompt_tokens(promptIds.begin() + 1, promptIds.end());
  std::vector<int32_t> drawn;
  for (const twb::GenerationStep& step : generation.steps) {
    snap.stepTokens << QString::fromStdString(twb::inspect::visible_token(model.token_text(step.token)));
    drawn.push_back(step.token);
  }
  std::string before;
  for (const std::string& piece : model.text_pieces(prompt_tokens, drawn, &before))
    snap.continuationPieces << QString::fromStdString(piece);
  snap.promptText = QString::fromStdString(before);
  std::string continuation = model.decode(generation.tokens);
  continuation.resize(twb::text::utf8::complete_prefix(continuation));  // no half character at the end
  snap.continuation = QString::fromStdString(continuation);

  const int vocabulary = model.vocabulary().size();
  snap.vocabulary.reserve(static_cast<size_t>(vocabulary));
  for (int id = 0; id < vocabulary; ++id) snap.vocabulary.push_back(twb::inspect::visible_token(model.token_text(id)));

  // The causal self-attention of the whole text: <sos> prompt continuation (cut to the window).
  std::vector<int32_t> ids = promptIds;
  ids.insert(ids.end(), generation.tokens.begin(), generation.tokens.end());
  twb::inspect::AttentionSnapshot attention = twb::inspect::attention_snapshot(model, ids);
  snap.sequenceTokens = toQStrings(attention.decoder_inputs);
  snap.promptLength = static_cast<int>(promptIds.size());
  snap.layers = attention.decoder_layers;
  snap.heads = attention.heads;
  snap.attention = std::move(attention.decoder_self);
  return snap;
}

ClassificationSnapshot classification_snapshot(twb::TextClassifier& model, const std::string& text) {
  if (model.encode(text).empty()) throw twb::Error("the text is empty: type a few words to classify");
  ClassificationSnapshot snap;
  snap.text = QString::fromStdString(text);
  const auto predictions = model.classify({text});
  if (predictions.empty()) throw twb::Error("the classifier gave no prediction for \"" + text + "\"");
  snap.probabilities = predictions.front().probabilities;
  snap.predicted = predictions.front().label;
  snap.labels = toQStrings(model.labels());

  // [CLS] and the tokens through the encoder: its attention, and the pooling it leaves behind.
  twb::inspect::AttentionSnapshot attention = twb::inspect::attention_snapshot(model, text);
  snap.tokens = toQStrings(attention.source_tokens);
  snap.unknownTokens = attention.unknown_tokens;
  snap.typedTokens = attention.typed_tokens;
  snap.poolingShares = model.transformer().pooling_shares(0);
  switch (model.config().pooling) {
    case twb::PoolingKind::mean:
      snap.pooling = QStringLiteral("mean");
      break;
    case twb::PoolingKind::max:
      snap.pooling = QStringLiteral("max");
      break;
    case twb::PoolingKind::cls:
      snap.pooling = QStringLiteral("cls");
      break;
  }
  snap.layers = attention.encoder_layers;
  snap.heads = attention.heads;
  snap.attention = std::move(attention.encoder_self);
  return snap;
}

TopKSteps top_k_steps(const twb::TranslationModel& model, const twb::Hypothesis& hypothesis) {
  TopKSteps steps;
  const auto& vocabulary = model.target_vocabulary();
  for (size_t t = 0; t < hypothesis.top_k.size(); ++t) {
    const int32_t produced = t < hypothesis.tokens.size() ? hypothesis.tokens[t] : twb::kEosId;
    steps.produced << QString::fromStdString(vocabulary.token(produced));
    QList<QPair<QString, double>> step;
    for (const auto& [id, p] : hypothesis.top_k[t]) {
      step.append({QString::fromStdString(vocabulary.token(id)), double(p)});
    }
    steps.candidates.append(step);
  }
  return steps;
}

}  // namespace twb::ui
