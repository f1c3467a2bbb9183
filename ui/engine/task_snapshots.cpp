#include "engine/task_snapshots.h"

#include "text/utf8.h"

#include <utility>

#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::ui {
namespace {

QStringList toQStrings(const std::vector<std::string>& list) {
  QStringList out;
  for (const std::string& s : list) out << QString::fromStdString(s);
  return out;
}

}  // namespace

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
