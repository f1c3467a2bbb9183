#include "inspect/snapshots.h"

#include <algorithm>

#include "nn/attention.h"
#include "nn/context.h"
#include "nn/embedding.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::inspect {

const Heatmap& AttentionSnapshot::map(AttentionKind kind, int layer, int head) const {
  const auto& maps = kind == AttentionKind::encoder_self   ? encoder_self
                     : kind == AttentionKind::decoder_self ? decoder_self
                                                           : cross;
  const int layers = kind == AttentionKind::encoder_self ? encoder_layers : decoder_layers;
  if (layer < 0 || layer >= layers || head < 0 || head >= heads)
    throw Error("no attention map for layer " + std::to_string(layer) + ", head " + std::to_string(head));
  return maps[static_cast<size_t>(layer * heads + head)];
}

namespace {

Heatmap to_heatmap(const Matrix& m, std::string title, std::vector<std::string> rows, std::vector<std::string> cols,
                   std::string row_axis, std::string column_axis) {
  Heatmap map;
  map.title = std::move(title);
  map.rows = static_cast<int>(m.rows());
  map.cols = static_cast<int>(m.cols());
  map.values.assign(m.data(), m.data() + m.size());
  map.row_labels = std::move(rows);
  map.column_labels = std::move(cols);
  map.row_axis = std::move(row_axis);
  map.column_axis = std::move(column_axis);
  return map;
}

// "Cross-attention, layer 1, head 2" (1-based, as a person counts).
std::string map_title(const char* kind, int layer, int head) {
  return std::string(kind) + ", layer " + std::to_string(layer + 1) + ", head " + std::to_string(head + 1);
}

// rows x cols cells of a 0/1 mask, starting at `offset` (e.g. one sentence of a (B, T, T) mask).
Heatmap mask_heatmap(const std::vector<uint8_t>& mask, size_t offset, int rows, int cols, std::string title,
                     std::string row_axis, std::string column_axis) {
  Heatmap map;
  map.title = std::move(title);
  map.rows = rows;
  map.cols = cols;
  const auto first = mask.begin() + static_cast<std::ptrdiff_t>(offset);
  map.values.assign(first, first + static_cast<std::ptrdiff_t>(rows) * cols);
  map.row_axis = std::move(row_axis);
  map.column_axis = std::move(column_axis);
  return map;
}

std::string token_label(const text::Vocabulary& vocab, int32_t id) { return vocab.token(id); }

// The classifier's tokens: [CLS] (which shares <sos>'s id) and the vocabulary's, made visible.
std::string classifier_token_label(const TextClassifier& model, int32_t id) {
  return id == kSosId ? "[CLS]" : visible_token(model.vocabulary().token(id));
}

// Every (layer, head) map of the GPT's causal self-attention of its last forward pass.
std::vector<Heatmap> causal_maps(GptTransformer& transformer, const std::vector<std::string>& labels) {
  std::vector<Heatmap> maps;
  const auto& config = transformer.config();
  for (int l = 0; l < config.decoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      maps.push_back(to_heatmap(transformer.attention_weights(l, h, 0), map_title("Causal self-attention", l, h),
                                labels, labels, "query (predicting the next token)", "key (earlier token)"));
  return maps;
}

// Every (layer, head) map of the classifier's encoder self-attention of its last forward pass.
std::vector<Heatmap> encoder_maps(TransformerClassifier& transformer, const std::vector<std::string>& labels) {
  std::vector<Heatmap> maps;
  const auto& config = transformer.config();
  for (int l = 0; l < config.encoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      maps.push_back(to_heatmap(transformer.attention_weights(l, h, 0), map_title("Encoder self-attention", l, h),
                                labels, labels, "query (token)", "key (token)"));
  return maps;
}

}  // namespace

std::string visible_token(const std::string& token) {
  if (token.empty()) return "∅";
  std::string out;
  for (char c : token) {
    if (c == ' ')
      out += "␣";
    else if (c == '\t')
      out += "⇥";
    else if (c == '\n')
      out += "↵";
    else
      out += c;
  }
  return out;
}

AttentionSnapshot attention_snapshot(TranslationModel& model, const std::string& source, const std::string& target,
                                     const std::vector<MaskEdit>* edits) {
  AttentionSnapshot snap;
  snap.source = source;
  snap.unknown_tokens = model.unknown_source_tokens(source);
  bool cut = false;
  std::vector<int32_t> source_ids = model.encode_source(source, &cut);
  if (cut) snap.typed_tokens = model.source_tokens(source).size();
  if (source_ids.empty()) throw Error("the sentence is empty: type a few words to see their attention");
  std::vector<int32_t> target_ids;
  if (target.empty()) {
    DecodeSettings greedy;
    const auto hyps =
        greedy_decode(model.transformer(), TokenBatch{1, static_cast<int>(source_ids.size()), source_ids}, greedy);
    target_ids = hyps.front().tokens;
    snap.translation = model.decode_target(target_ids);
  } else {
    target_ids = model.encode_target(target);
    snap.translation = target;
  }
  const std::vector<EncodedPair> pair{{source_ids, target_ids}};
  const Seq2SeqBatch batch = make_batch(pair, {0});
  Context eval;
  eval.mask_edits = edits;
  model.transformer().forward(eval, batch);

  const auto& sv = model.source_vocabulary();
  const auto& tv = model.target_vocabulary();
  for (int32_t id : source_ids) snap.source_tokens.push_back(token_label(sv, id));
  for (int32_t id : batch.target_input.ids) snap.decoder_inputs.push_back(token_label(tv, id));
  for (int32_t id : batch.target_output) snap.target_tokens.push_back(token_label(tv, id));
  const auto& config = model.config();
  snap.encoder_layers = config.encoder_layers;
  snap.decoder_layers = config.decoder_layers;
  snap.heads = config.heads;
  Seq2SeqTransformer& t = model.transformer();
  for (int l = 0; l < config.encoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      snap.encoder_self.push_back(to_heatmap(t.attention_weights(AttentionKind::encoder_self, l, h),
                                             map_title("Encoder self-attention", l, h), snap.source_tokens,
                                             snap.source_tokens, "query (source)", "key (source)"));
  for (int l = 0; l < config.decoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h) {
      snap.decoder_self.push_back(to_heatmap(t.attention_weights(AttentionKind::decoder_self, l, h),
                                             map_title("Decoder masked self-attention", l, h), snap.decoder_inputs,
                                             snap.decoder_inputs, "query (decoder input)", "key (decoder input)"));
      snap.cross.push_back(to_heatmap(t.attention_weights(AttentionKind::cross, l, h),
                                      map_title("Cross-attention", l, h), snap.target_tokens, snap.source_tokens,
                                      "producing (target)", "attending to (source)"));
    }
  return snap;
}

namespace {

// The tokens of every row of a batch, as `label` names an id: the axis labels of the mask views.
template <class Label>
std::vector<std::vector<std::string>> token_rows(const TokenBatch& batch, Label label) {
  std::vector<std::vector<std::string>> rows(static_cast<size_t>(batch.batch));
  for (int b = 0; b < batch.batch; ++b)
    for (int i = 0; i < batch.length; ++i) rows[static_cast<size_t>(b)].push_back(label(batch.at(b, i)));
  return rows;
}

}  // namespace

MaskSnapshot mask_snapshot(const TranslationModel& model, const Seq2SeqBatch& batch, int sentence) {
  MaskSnapshot snap;
  const int b_count = batch.source.batch, s_len = batch.source.length, t_len = batch.target_input.length;
  if (b_count == 0) throw Error("there is no batch yet: take a training step first");
  snap.sentence = std::clamp(sentence, 0, b_count - 1);
  const auto source_padding = padding_mask(batch.source, kPadId);
  const auto target_padding = padding_mask(batch.target_input, kPadId);
  const auto no_peek = no_peek_mask(t_len);
  const AttentionMask combined = combine_masks(b_count, t_len, t_len, target_padding.data(), no_peek.data());
  snap.source_padding = mask_heatmap(source_padding, 0, b_count, s_len, "Source padding mask (1 = real token)",
                                     "sentence in batch", "source position");
  snap.target_padding = mask_heatmap(target_padding, 0, b_count, t_len, "Target padding mask (1 = real token)",
                                     "sentence in batch", "target position");
  snap.no_peek =
      mask_heatmap(no_peek, 0, t_len, t_len, "No-peek mask (1 = may attend)", "query position", "key position");
  snap.combined = mask_heatmap(combined.allowed, static_cast<size_t>(snap.sentence) * t_len * t_len, t_len, t_len,
                               "Mask of sentence " + std::to_string(snap.sentence + 1) + ": padding AND no-peek",
                               "query (decoder input)", "key (decoder input)");
  const auto& sv = model.source_vocabulary();
  const auto& tv = model.target_vocabulary();
  snap.source_tokens = token_rows(batch.source, [&](int32_t id) { return sv.token(id); });
  snap.target_tokens = token_rows(batch.target_input, [&](int32_t id) { return tv.token(id); });
  snap.combined.row_labels = snap.target_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.column_labels = snap.combined.row_labels;
  snap.no_peek.row_labels = snap.combined.row_labels;
  snap.no_peek.column_labels = snap.combined.row_labels;
  return snap;
}

AttentionSnapshot attention_snapshot(LanguageModel& model, const std::string& text,
                                     const std::vector<MaskEdit>* edits) {
  const std::vector<int32_t> ids = model.prompt_ids(text);  // <sos> and at most max_len - 1 tokens
  if (ids.size() < 2) throw Error("the text is empty: type a few characters to see their attention");
  AttentionSnapshot snap = attention_snapshot(model, ids, edits);
  snap.source = text;
  snap.unknown_tokens = model.unknown_tokens(text);
  return snap;
}

AttentionSnapshot attention_snapshot(LanguageModel& model, const std::vector<int32_t>& ids,
                                     const std::vector<MaskEdit>* edits) {
  if (ids.empty()) throw Error("there are no tokens to see the attention of");
  std::vector<int32_t> window = ids;
  if (static_cast<int>(window.size()) > model.config().max_len)
    window.resize(static_cast<size_t>(model.config().max_len));
  AttentionSnapshot snap;
  snap.source = model.decode(window);
  for (int32_t id : window) snap.decoder_inputs.push_back(visible_token(model.token_text(id)));
  snap.source_tokens = snap.decoder_inputs;
  Context eval;
  eval.mask_edits = edits;
  model.transformer().forward(eval, TokenBatch{1, static_cast<int>(window.size()), window});
  snap.decoder_layers = model.config().decoder_layers;
  snap.heads = model.config().heads;
  snap.decoder_self = causal_maps(model.transformer(), snap.decoder_inputs);
  return snap;
}

AttentionSnapshot attention_snapshot(TextClassifier& model, const std::string& text,
                                     const std::vector<MaskEdit>* edits) {
  std::vector<int32_t> ids{kSosId};  // [CLS]
  bool cut = false;
  const std::vector<int32_t> tokens = model.encode(text, &cut);
  if (tokens.empty()) throw Error("the text is empty: type a few words to see their attention");
  ids.insert(ids.end(), tokens.begin(), tokens.end());
  AttentionSnapshot snap;
  snap.source = text;
  snap.unknown_tokens = model.unknown_tokens(text);
  if (cut) snap.typed_tokens = model.token_count(text);
  snap.source_tokens = model.tokens(text);
  if (snap.source_tokens.size() == ids.size()) {
    for (auto& label : snap.source_tokens) label = visible_token(label);
  } else {  // the tokenizer's pieces do not line up with the ids: label by the vocabulary instead
    snap.source_tokens.clear();
    for (int32_t id : ids) snap.source_tokens.push_back(classifier_token_label(model, id));
  }
  Context eval;
  eval.mask_edits = edits;
  model.transformer().forward(eval, TokenBatch{1, static_cast<int>(ids.size()), ids});
  snap.encoder_layers = model.config().encoder_layers;
  snap.heads = model.config().heads;
  snap.encoder_self = encoder_maps(model.transformer(), snap.source_tokens);
  return snap;
}

namespace {

// The masks of a batch with one token sequence per example (a GPT's or a classifier's): the
// chosen sentence, the padding mask and its heatmap, and the mask `combine` makes of it.
struct OneSidedMasks {
  int sentence = 0;
  std::vector<uint8_t> padding;
  Heatmap padding_map;
};
OneSidedMasks one_sided_masks(const TokenBatch& input, int sentence) {
  if (input.batch == 0 || input.length == 0) throw Error("there is no batch yet: take a training step first");
  OneSidedMasks m;
  m.sentence = std::clamp(sentence, 0, input.batch - 1);
  m.padding = padding_mask(input, kPadId);
  m.padding_map = mask_heatmap(m.padding, 0, input.batch, input.length, "Padding mask of the batch (1 = real token)",
                               "sentence in batch", "position");
  return m;
}

}  // namespace

MaskSnapshot mask_snapshot(const LanguageModel& model, const LanguageModelBatch& batch, int sentence) {
  const TokenBatch& input = batch.input;
  const int b_count = input.batch, t_len = input.length;
  const OneSidedMasks one = one_sided_masks(input, sentence);
  MaskSnapshot snap;
  snap.sentence = one.sentence;
  const std::vector<uint8_t> no_peek = no_peek_mask(t_len);
  const AttentionMask combined = combine_masks(b_count, t_len, t_len, one.padding.data(), no_peek.data());
  snap.target_padding = one.padding_map;
  snap.no_peek = mask_heatmap(no_peek, 0, t_len, t_len, "Causal (no-peek) mask (1 = may attend)", "query position",
                              "key position");
  snap.combined = mask_heatmap(combined.allowed, static_cast<size_t>(snap.sentence) * t_len * t_len, t_len, t_len,
                               "Mask of sentence " + std::to_string(snap.sentence + 1) + ": padding AND causal",
                               "query (input token)", "key (input token)");
  snap.target_tokens = token_rows(input, [&](int32_t id) { return visible_token(model.token_text(id)); });
  const auto& chosen = snap.target_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.row_labels = snap.combined.column_labels = chosen;
  snap.no_peek.row_labels = snap.no_peek.column_labels = chosen;
  const TransformerConfig& config = model.config();
  if (config.has_local_layers()) {
    const std::vector<uint8_t> window = local_window_mask(t_len, config.attention_window);
    const AttentionMask local = combine_masks(b_count, t_len, t_len, one.padding.data(), window.data());
    std::string layers;
    int count = 0;
    for (int l = 0; l < config.decoder_layers; ++l)
      if (config.local_layer(l)) layers += (count++ ? ", " : "") + std::to_string(l + 1);
    snap.local =
        mask_heatmap(local.allowed, static_cast<size_t>(snap.sentence) * t_len * t_len, t_len, t_len,
                     "Local layer" + std::string(count > 1 ? "s " : " ") + layers +
                         ": padding AND causal AND the last " + std::to_string(config.attention_window) + " positions",
                     "query (input token)", "key (input token)");
    snap.local.row_labels = snap.local.column_labels = chosen;
  }
  return snap;
}

MaskSnapshot mask_snapshot(const TextClassifier& model, const ClassifierBatch& batch, int sentence) {
  const TokenBatch& input = batch.input;
  const int b_count = input.batch, t_len = input.length;
  const OneSidedMasks one = one_sided_masks(input, sentence);
  MaskSnapshot snap;
  snap.sentence = one.sentence;
  // A causal (left-to-right) classifier has the no-peek mask as well.
  const bool causal = model.config().causal;
  const std::vector<uint8_t> no_peek = causal ? no_peek_mask(t_len) : std::vector<uint8_t>();
  const AttentionMask combined =
      combine_masks(b_count, t_len, t_len, one.padding.data(), causal ? no_peek.data() : nullptr);
  snap.source_padding = one.padding_map;
  if (causal)
    snap.no_peek = mask_heatmap(no_peek, 0, t_len, t_len, "Causal (no-peek) mask (1 = may attend)", "query position",
                                "key position");
  snap.combined = mask_heatmap(combined.allowed, static_cast<size_t>(snap.sentence) * t_len * t_len, t_len, t_len,
                               "Encoder mask of sentence " + std::to_string(snap.sentence + 1) +
                                   (causal ? ": padding AND causal" : ": padding only"),
                               "query (token)", "key (token)");
  snap.source_tokens = token_rows(input, [&](int32_t id) { return classifier_token_label(model, id); });
  const auto& chosen = snap.source_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.row_labels = snap.combined.column_labels = chosen;
  if (causal) snap.no_peek.row_labels = snap.no_peek.column_labels = chosen;
  return snap;
}

Heatmap positional_similarity(int max_len, int d_model) {
  const Matrix pe = sinusoidal_table(max_len, d_model);
  const Matrix similarity = pe * pe.transpose();
  Heatmap map;
  map.title = "Position similarity: PE(p) · PE(q)";
  map.rows = map.cols = max_len;
  map.values.assign(similarity.data(), similarity.data() + similarity.size());
  map.row_axis = "position p";
  map.column_axis = "position q";
  return map;
}

}  // namespace twb::inspect
