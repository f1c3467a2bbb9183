#include "inspect/snapshots.h"

#include "nn/attention.h"
#include "nn/embedding.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::inspect {

const Heatmap& AttentionSnapshot::map(AttentionKind kind, int layer, int head) const {
  const auto& maps = kind == AttentionKind::encoder_self ? encoder_self : kind == AttentionKind::decoder_self ? decoder_self : cross;
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

std::string token_label(const text::Vocabulary& vocab, int32_t id) { return vocab.token(id); }

}  // namespace

AttentionSnapshot attention_snapshot(TranslationModel& model, const std::string& source, const std::string& target) {
  AttentionSnapshot snap;
  snap.source = source;
  std::vector<int32_t> source_ids = model.encode_source(source);
  if (source_ids.empty()) throw Error("the sentence is empty: type a few words to see their attention");
  std::vector<int32_t> target_ids;
  if (target.empty()) {
    DecodeSettings greedy;
    const auto hyps = greedy_decode(model.transformer(), TokenBatch{1, static_cast<int>(source_ids.size()), source_ids}, greedy);
    target_ids = hyps.front().tokens;
    snap.translation = model.decode_target(target_ids);
  } else {
    target_ids = model.encode_target(target);
    snap.translation = target;
  }
  const std::vector<EncodedPair> pair{{source_ids, target_ids}};
  const Seq2SeqBatch batch = make_batch(pair, {0});
  Context eval;
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
  auto title = [](const char* kind, int layer, int head) {
    return std::string(kind) + ", layer " + std::to_string(layer + 1) + ", head " + std::to_string(head + 1);
  };
  Seq2SeqTransformer& t = model.transformer();
  for (int l = 0; l < config.encoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h)
      snap.encoder_self.push_back(to_heatmap(t.attention_weights(AttentionKind::encoder_self, l, h),
                                             title("Encoder self-attention", l, h), snap.source_tokens,
                                             snap.source_tokens, "query (source)", "key (source)"));
  for (int l = 0; l < config.decoder_layers; ++l)
    for (int h = 0; h < config.heads; ++h) {
      snap.decoder_self.push_back(to_heatmap(t.attention_weights(AttentionKind::decoder_self, l, h),
                                             title("Decoder masked self-attention", l, h), snap.decoder_inputs,
                                             snap.decoder_inputs, "query (decoder input)", "key (decoder input)"));
      snap.cross.push_back(to_heatmap(t.attention_weights(AttentionKind::cross, l, h), title("Cross-attention", l, h),
                                      snap.target_tokens, snap.source_tokens, "producing (target)", "attending to (source)"));
    }
  return snap;
}

MaskSnapshot mask_snapshot(const TranslationModel& model, const Seq2SeqBatch& batch, int sentence) {
  MaskSnapshot snap;
  const int b_count = batch.source.batch, s_len = batch.source.length, t_len = batch.target_input.length;
  if (b_count == 0) throw Error("there is no batch yet: take a training step first");
  snap.sentence = std::clamp(sentence, 0, b_count - 1);
  auto as_heatmap = [](const std::vector<uint8_t>& mask, int rows, int cols, std::string title, std::string row_axis,
                       std::string col_axis) {
    Heatmap map;
    map.title = std::move(title);
    map.rows = rows;
    map.cols = cols;
    map.values.assign(mask.begin(), mask.end());
    map.row_axis = std::move(row_axis);
    map.column_axis = std::move(col_axis);
    return map;
  };
  snap.source_padding = as_heatmap(padding_mask(batch.source, kPadId), b_count, s_len, "Source padding mask (1 = real token)",
                                   "sentence in batch", "source position");
  snap.target_padding = as_heatmap(padding_mask(batch.target_input, kPadId), b_count, t_len,
                                   "Target padding mask (1 = real token)", "sentence in batch", "target position");
  const auto no_peek = no_peek_mask(t_len);
  snap.no_peek = as_heatmap(no_peek, t_len, t_len, "No-peek mask (1 = may attend)", "query position", "key position");
  const auto target_padding = padding_mask(batch.target_input, kPadId);
  const AttentionMask combined = combine_masks(b_count, t_len, t_len, target_padding.data(), no_peek.data());
  std::vector<uint8_t> chosen(combined.allowed.begin() + static_cast<std::ptrdiff_t>(snap.sentence) * t_len * t_len,
                              combined.allowed.begin() + static_cast<std::ptrdiff_t>(snap.sentence + 1) * t_len * t_len);
  snap.combined = as_heatmap(chosen, t_len, t_len, "Decoder mask of sentence " + std::to_string(snap.sentence + 1) +
                             ": padding AND no-peek", "query (decoder input)", "key (decoder input)");
  const auto& sv = model.source_vocabulary();
  const auto& tv = model.target_vocabulary();
  for (int b = 0; b < b_count; ++b) {
    std::vector<std::string> s, t;
    for (int i = 0; i < s_len; ++i) s.push_back(sv.token(batch.source.at(b, i)));
    for (int i = 0; i < t_len; ++i) t.push_back(tv.token(batch.target_input.at(b, i)));
    snap.source_tokens.push_back(std::move(s));
    snap.target_tokens.push_back(std::move(t));
  }
  snap.source_padding.row_labels.clear();
  snap.combined.row_labels = snap.target_tokens[static_cast<size_t>(snap.sentence)];
  snap.combined.column_labels = snap.combined.row_labels;
  snap.no_peek.row_labels = snap.combined.row_labels;
  snap.no_peek.column_labels = snap.combined.row_labels;
  return snap;
}

Heatmap positional_similarity(int max_len, int d_model) {
  const Matrix pe = sinusoidal_table(max_len, d_model);
  const Matrix similarity = pe * pe.transpose();
  Heatmap map;
  map.title = "Similarity of positions: PE(p) · PE(q)";
  map.rows = map.cols = max_len;
  map.values.assign(similarity.data(), similarity.data() + similarity.size());
  map.row_axis = "position p";
  map.column_axis = "position q";
  return map;
}

}  // namespace twb::inspect
