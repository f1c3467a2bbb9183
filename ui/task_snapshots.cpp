#include "task_snapshots.h"

#include <algorithm>

#include "nn/attention.h"
#include "nn/context.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::ui {
namespace {

// A token as an axis label: a space or a tab would be an invisible tick label.
std::string visible(std::string token) {
  if (token.empty()) return "∅";
  std::string out;
  for (char c : token) {
    if (c == ' ') out += "␣";
    else if (c == '\t') out += "⇥";
    else if (c == '\n') out += "↵";
    else out += c;
  }
  return out;
}

twb::inspect::Heatmap toHeatmap(const twb::Matrix& m, std::string title, const std::vector<std::string>& labels,
                                std::string rowAxis, std::string columnAxis) {
  twb::inspect::Heatmap map;
  map.title = std::move(title);
  map.rows = static_cast<int>(m.rows());
  map.cols = static_cast<int>(m.cols());
  map.values.reserve(static_cast<size_t>(m.size()));
  for (Eigen::Index r = 0; r < m.rows(); ++r)
    for (Eigen::Index c = 0; c < m.cols(); ++c) map.values.push_back(static_cast<double>(m(r, c)));
  if (labels.size() == static_cast<size_t>(map.rows)) map.row_labels = labels;
  if (labels.size() == static_cast<size_t>(map.cols)) map.column_labels = labels;
  map.row_axis = std::move(rowAxis);
  map.column_axis = std::move(columnAxis);
  return map;
}

std::string mapTitle(const char* kind, int layer, int head) {
  return std::string(kind) + ", layer " + std::to_string(layer + 1) + ", head " + std::to_string(head + 1);
}

std::vector<twb::inspect::Heatmap> causalMaps(twb::GptTransformer& transformer, const std::vector<std::string>& labels) {
  std::vector<twb::inspect::Heatmap> maps;
  const auto& config = transformer.config();
  for (int l = 0; l < config.decoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      maps.push_back(toHeatmap(transformer.attention_weights(l, h, 0), mapTitle("Causal self-attention", l, h), labels,
                               "query (predicting the next token)", "key (earlier token)"));
  return maps;
}

std::vector<twb::inspect::Heatmap> encoderMaps(twb::TransformerClassifier& transformer,
                                               const std::vector<std::string>& labels) {
  std::vector<twb::inspect::Heatmap> maps;
  const auto& config = transformer.config();
  for (int l = 0; l < config.encoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      maps.push_back(toHeatmap(transformer.attention_weights(l, h, 0), mapTitle("Encoder self-attention", l, h), labels,
                               "query (token)", "key (token)"));
  return maps;
}

// Runs the GPT on `ids` (evaluation mode), so that its attention weights are those of `ids`.
void forwardLanguageModel(twb::LanguageModel& model, const std::vector<int32_t>& ids) {
  twb::Context eval;
  model.transformer().forward(eval, twb::TokenBatch{1, static_cast<int>(ids.size()), ids});
}

// [CLS] and the text's tokens, as the classifier reads them.
std::vector<int32_t> classifierIds(const twb::TextClassifier& model, const std::string& text) {
  std::vector<int32_t> ids{twb::kSosId};
  const auto tokens = model.encode(text);
  ids.insert(ids.end(), tokens.begin(), tokens.end());
  return ids;
}

std::vector<std::string> classifierLabels(const twb::TextClassifier& model, const std::string& text,
                                          const std::vector<int32_t>& ids) {
  std::vector<std::string> labels = model.tokens(text);
  if (labels.size() != ids.size()) {
    labels.clear();
    for (int32_t id : ids) labels.push_back(id == twb::kSosId ? "[CLS]" : model.vocabulary().token(id));
  }
  for (auto& label : labels) label = visible(label);
  return labels;
}

QStringList toQStrings(const std::vector<std::string>& list) {
  QStringList out;
  for (const std::string& s : list) out << QString::fromStdString(s);
  return out;
}

twb::inspect::Heatmap maskHeatmap(const std::vector<uint8_t>& mask, size_t offset, int rows, int cols,
                                  std::string title, std::string rowAxis, std::string columnAxis) {
  twb::inspect::Heatmap map;
  map.title = std::move(title);
  map.rows = rows;
  map.cols = cols;
  map.values.assign(mask.begin() + static_cast<std::ptrdiff_t>(offset),
                    mask.begin() + static_cast<std::ptrdiff_t>(offset + static_cast<size_t>(rows) * cols));
  map.row_axis = std::move(rowAxis);
  map.column_axis = std::move(columnAxis);
  return map;
}

}  // namespace

GenerationSnapshot generation_snapshot(twb::LanguageModel& model, const std::string& prompt,
                                       const twb::SamplingSettings& settings) {
  settings.validate();
  const std::vector<int32_t> promptIds = model.prompt_ids(prompt);
  if (static_cast<int>(promptIds.size()) >= model.config().max_len) {
    throw twb::Error("the prompt has " + std::to_string(promptIds.size() - 1) + " tokens, but the model reads at most " +
                     std::to_string(model.config().max_len - 1) + ": shorten it to leave room for the continuation");
  }
  GenerationSnapshot snap;
  snap.prompt = QString::fromStdString(prompt);
  snap.settings = settings;
  const twb::Generation generation = model.generate(prompt, settings);
  snap.finished = generation.finished;
  snap.steps = generation.steps;

  // The text each step adds: the difference of the decoded text before and after it (a subword's
  // leading space belongs to the piece that brings it).
  std::vector<int32_t> sequence(promptIds.begin() + 1, promptIds.end());
  std::string before = model.decode(sequence);
  snap.promptText = QString::fromStdString(before);
  for (const twb::GenerationStep& step : generation.steps) {
    snap.stepTokens << QString::fromStdString(visible(model.token_text(step.token)));
    if (step.token == twb::kEosId) {
      snap.continuationPieces << QString();
      continue;
    }
    sequence.push_back(step.token);
    const std::string after = model.decode(sequence);
    const bool extends = after.size() >= before.size() && after.compare(0, before.size(), before) == 0;
    snap.continuationPieces << QString::fromStdString(extends ? after.substr(before.size()) : model.token_text(step.token));
    before = after;
  }
  snap.continuation = QString::fromStdString(model.decode(generation.tokens));

  const int vocabulary = model.vocabulary().size();
  snap.vocabulary.reserve(static_cast<size_t>(vocabulary));
  for (int id = 0; id < vocabulary; ++id) snap.vocabulary.push_back(visible(model.token_text(id)));

  // The causal self-attention of the whole text: <sos> prompt continuation.
  std::vector<int32_t> ids = promptIds;
  ids.insert(ids.end(), generation.tokens.begin(), generation.tokens.end());
  if (static_cast<int>(ids.size()) > model.config().max_len) ids.resize(static_cast<size_t>(model.config().max_len));
  std::vector<std::string> labels;
  for (int32_t id : ids) labels.push_back(visible(model.token_text(id)));
  snap.sequenceTokens = toQStrings(labels);
  snap.promptLength = static_cast<int>(promptIds.size());
  forwardLanguageModel(model, ids);
  snap.layers = model.config().decoder_layers;
  snap.heads = model.config().heads;
  snap.attention = causalMaps(model.transformer(), labels);
  return snap;
}

ClassificationSnapshot classification_snapshot(twb::TextClassifier& model, const std::string& text) {
  const std::vector<int32_t> ids = classifierIds(model, text);
  if (ids.size() < 2) throw twb::Error("the text is empty: type a few words to classify");
  ClassificationSnapshot snap;
  snap.text = QString::fromStdString(text);
  const auto predictions = model.classify({text});
  if (predictions.empty()) throw twb::Error("the classifier gave no prediction for \"" + text + "\"");
  snap.probabilities = predictions.front().probabilities;
  snap.predicted = predictions.front().label;
  snap.labels = toQStrings(model.labels());

  const std::vector<std::string> labels = classifierLabels(model, text, ids);
  snap.tokens = toQStrings(labels);
  twb::Context eval;
  model.transformer().forward(eval, twb::TokenBatch{1, static_cast<int>(ids.size()), ids});
  snap.poolingShares = model.transformer().pooling_shares(0);
  switch (model.config().pooling) {
    case twb::PoolingKind::mean: snap.pooling = QStringLiteral("mean"); break;
    case twb::PoolingKind::max: snap.pooling = QStringLiteral("max"); break;
    case twb::PoolingKind::cls: snap.pooling = QStringLiteral("cls"); break;
  }
  snap.layers = model.config().encoder_layers;
  snap.heads = model.config().heads;
  snap.attention = encoderMaps(model.transformer(), labels);
  return snap;
}

twb::inspect::AttentionSnapshot language_model_attention(twb::LanguageModel& model, const std::string& text) {
  std::vector<int32_t> ids = model.prompt_ids(text);
  if (ids.size() < 2) throw twb::Error("the text is empty: type a few characters to see their attention");
  if (static_cast<int>(ids.size()) > model.config().max_len) ids.resize(static_cast<size_t>(model.config().max_len));
  twb::inspect::AttentionSnapshot snap;
  snap.source = text;
  for (int32_t id : ids) snap.decoder_inputs.push_back(visible(model.token_text(id)));
  snap.source_tokens = snap.decoder_inputs;
  forwardLanguageModel(model, ids);
  snap.decoder_layers = model.config().decoder_layers;
  snap.heads = model.config().heads;
  snap.decoder_self = causalMaps(model.transformer(), snap.decoder_inputs);
  return snap;
}

twb::inspect::AttentionSnapshot classifier_attention(twb::TextClassifier& model, const std::string& text) {
  const std::vector<int32_t> ids = classifierIds(model, text);
  if (ids.size() < 2) throw twb::Error("the text is empty: type a few words to see their attention");
  twb::inspect::AttentionSnapshot snap;
  snap.source = text;
  snap.source_tokens = classifierLabels(model, text, ids);
  twb::Context eval;
  model.transformer().forward(eval, twb::TokenBatch{1, static_cast<int>(ids.size()), ids});
  snap.encoder_layers = model.config().encoder_layers;
  snap.heads = model.config().heads;
  snap.encoder_self = encoderMaps(model.transformer(), snap.source_tokens);
  return snap;
}

twb::inspect::MaskSnapshot language_model_masks(const twb::LanguageModel& model, const twb::LanguageModelBatch& batch,
                                                int sentence) {
  const twb::TokenBatch& input = batch.input;
  const int b = input.batch, t = input.length;
  if (b == 0 || t == 0) throw twb::Error("there is no batch yet: take a training step first");
  twb::inspect::MaskSnapshot snap;
  snap.sentence = std::clamp(sentence, 0, b - 1);
  const std::vector<uint8_t> padding = twb::padding_mask(input, twb::kPadId);
  const std::vector<uint8_t> noPeek = twb::no_peek_mask(t);
  const twb::AttentionMask combined = twb::combine_masks(b, t, t, padding.data(), noPeek.data());
  snap.target_padding = maskHeatmap(padding, 0, b, t, "Padding mask of the batch (1 = real token)", "sentence in batch",
                                    "position");
  snap.no_peek = maskHeatmap(noPeek, 0, t, t, "Causal (no-peek) mask (1 = may attend)", "query position", "key position");
  snap.combined = maskHeatmap(combined.allowed, static_cast<size_t>(snap.sentence) * t * t, t, t,
                              "Mask of sentence " + std::to_string(snap.sentence + 1) + ": padding AND causal",
                              "query (input token)", "key (input token)");
  for (int s = 0; s < b; ++s) {
    std::vector<std::string> tokens;
    for (int i = 0; i < t; ++i) tokens.push_back(visible(model.token_text(input.at(s, i))));
    snap.target_tokens.push_back(std::move(tokens));
  }
  const auto& chosen = snap.target_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.row_labels = snap.combined.column_labels = chosen;
  snap.no_peek.row_labels = snap.no_peek.column_labels = chosen;
  return snap;
}

twb::inspect::MaskSnapshot classifier_masks(const twb::TextClassifier& model, const twb::ClassifierBatch& batch,
                                            int sentence) {
  const twb::TokenBatch& input = batch.input;
  const int b = input.batch, t = input.length;
  if (b == 0 || t == 0) throw twb::Error("there is no batch yet: take a training step first");
  twb::inspect::MaskSnapshot snap;
  snap.sentence = std::clamp(sentence, 0, b - 1);
  const std::vector<uint8_t> padding = twb::padding_mask(input, twb::kPadId);
  const twb::AttentionMask combined = twb::combine_masks(b, t, t, padding.data(), nullptr);
  snap.source_padding = maskHeatmap(padding, 0, b, t, "Padding mask of the batch (1 = real token)", "sentence in batch",
                                    "position");
  snap.combined = maskHeatmap(combined.allowed, static_cast<size_t>(snap.sentence) * t * t, t, t,
                              "Encoder mask of sentence " + std::to_string(snap.sentence + 1) + ": padding only",
                              "query (token)", "key (token)");
  for (int s = 0; s < b; ++s) {
    std::vector<std::string> tokens;
    for (int i = 0; i < t; ++i) {
      const int32_t id = input.at(s, i);
      tokens.push_back(id == twb::kSosId ? "[CLS]" : visible(model.vocabulary().token(id)));
    }
    snap.source_tokens.push_back(std::move(tokens));
  }
  const auto& chosen = snap.source_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.row_labels = snap.combined.column_labels = chosen;
  return snap;
}

}  // namespace twb::ui
