#include "inspect/attention_math.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "util/error.h"

namespace twb::inspect {

std::string describe(KeyMask mask) {
  switch (mask) {
    case KeyMask::allowed:
      return "allowed";
    case KeyMask::padding:
      return "padding";
    case KeyMask::no_peek:
      return "no-peek (future position)";
    case KeyMask::window:
      return "outside the window";
  }
  return "";
}

std::vector<int> AttentionMath::largest_terms(int count) const {
  const int n = std::clamp(count, 0, static_cast<int>(by_weight.size()));
  return {by_weight.begin(), by_weight.begin() + n};
}

double AttentionMath::weight_share(const std::vector<int>& terms) const {
  double share = 0;
  for (int j : terms) share += weights.at(static_cast<size_t>(j));
  return share;
}

namespace {

// "query 40 is out of range: the target has 12 tokens (0..11)".
void check_range(const char* what, int value, int count, const std::string& owner, const char* unit) {
  if (value < 0 || value >= count)
    throw OutOfRangeError(std::string(what) + " " + std::to_string(value) + " is out of range: " + owner + " has " +
                          std::to_string(count) + " " + unit + " (0.." + std::to_string(count - 1) + ")");
}

// A row segment of an engine matrix, as doubles.
template <class Row>
std::vector<double> to_doubles(const Row& row) {
  std::vector<double> out(static_cast<size_t>(row.size()));
  for (Eigen::Index i = 0; i < row.size(); ++i) out[static_cast<size_t>(i)] = static_cast<double>(row(i));
  return out;
}

std::string kind_name(AttentionKind kind, const TransformerConfig& config) {
  if (config.decoder_only()) return "Causal self-attention";
  switch (kind) {
    case AttentionKind::encoder_self:
      return "Encoder self-attention";
    case AttentionKind::decoder_self:
      return "Decoder masked self-attention";
    case AttentionKind::cross:
      return "Cross-attention";
  }
  return "";
}

// Layer and head against the model, before it runs.
void check_layer_and_head(const TransformerConfig& config, AttentionKind kind, int layer, int head) {
  const bool encoder = kind == AttentionKind::encoder_self;
  const int layers = encoder ? config.encoder_layers : config.decoder_layers;
  const std::string owner = config.decoder_only()   ? "the language model"
                            : config.encoder_only() ? "the classifier's encoder"
                                                    : std::string("the model's ") + (encoder ? "encoder" : "decoder");
  check_range("layer", layer, layers, owner, "layers");
  check_range("head", head, config.heads, "each attention layer", "heads");
}

// The names, tokens and query check the builders share; `math` was read from the engine.
AttentionMath finish(AttentionMath math, const TransformerConfig& config, AttentionKind kind, int layer, int head,
                     std::vector<std::string> query_tokens, std::vector<std::string> key_tokens) {
  math.kind = kind;
  math.layer = layer;
  math.head = head;
  math.query_tokens = std::move(query_tokens);
  math.key_tokens = std::move(key_tokens);
  // Layers and heads are counted from 1, as the window's spin boxes count them; the query is a
  // position, counted from 0 as the map's read-out, the table's keys and `twb plot --query` count.
  math.title = kind_name(kind, config) + ", layer " + std::to_string(layer + 1) + ", head " + std::to_string(head + 1) +
               ", query " + std::to_string(math.query) + " “" + math.query_token() + "”";
  return math;
}

}  // namespace

namespace {

// The arithmetic of query `query` of head `head` from one sequence's rows: queries (Tq, H*d_k),
// keys (Tk, H*d_k), values (Tk, H*d_v), the engine's weights of the row (Tk), context (Tq, H*d_v).
AttentionMath attention_math_of(const Matrix& queries, const Matrix& keys_in, const Matrix& values,
                                const Eigen::Ref<const RowVector>& engine_weights, const Matrix& context, int head,
                                int query, int d_k, int d_v, double scale, bool scale_scores,
                                std::vector<KeyMask> mask) {
  const auto keys = static_cast<int>(keys_in.rows());
  AttentionMath math;
  math.query = query;
  math.d_k = d_k;
  math.d_v = d_v;
  math.scale_scores = scale_scores;
  math.scale = scale;
  math.mask = std::move(mask);
  // Head h: the column block [h*d, +d) of the sequence's rows.
  math.q = to_doubles(queries.row(query).segment(head * math.d_k, math.d_k));
  math.output = to_doubles(context.row(query).segment(head * math.d_v, math.d_v));
  for (int j = 0; j < keys; ++j) {
    math.keys.push_back(to_doubles(keys_in.row(j).segment(head * math.d_k, math.d_k)));
    math.values.push_back(to_doubles(values.row(j).segment(head * math.d_v, math.d_v)));
    math.weights.push_back(static_cast<double>(engine_weights(j)));
    // score_j = q · k_j, then × 1/√d_k: the steps the engine took inside one product.
    const double score = std::inner_product(math.q.begin(), math.q.end(), math.keys.back().begin(), 0.0);
    math.scores.push_back(score);
    math.scaled_scores.push_back(score * math.scale);
  }

  // softmax over the allowed keys, recomputed (stable: minus the largest allowed score).
  double largest = -INFINITY;
  for (int j = 0; j < keys; ++j)
    if (math.mask[static_cast<size_t>(j)] == KeyMask::allowed)
      largest = std::max(largest, math.scaled_scores[static_cast<size_t>(j)]);
  std::vector<double> softmax(static_cast<size_t>(keys), 0.0);
  double total = 0;
  for (int j = 0; j < keys; ++j)
    if (math.mask[static_cast<size_t>(j)] == KeyMask::allowed)
      total += softmax[static_cast<size_t>(j)] = std::exp(math.scaled_scores[static_cast<size_t>(j)] - largest);
  for (int j = 0; j < keys; ++j) {
    if (total > 0) softmax[static_cast<size_t>(j)] /= total;
    math.softmax_gap =
        std::max(math.softmax_gap, std::abs(softmax[static_cast<size_t>(j)] - math.weights[static_cast<size_t>(j)]));
  }
  // output = Σ_j w_j v_j, recomputed from the engine's weights and values.
  std::vector<double> sum(static_cast<size_t>(math.d_v), 0.0);
  for (int j = 0; j < keys; ++j) {
    std::vector<double> term = math.values[static_cast<size_t>(j)];
    for (size_t c = 0; c < term.size(); ++c) sum[c] += term[c] *= math.weights[static_cast<size_t>(j)];
    math.weighted_values.push_back(std::move(term));
  }
  for (size_t c = 0; c < sum.size(); ++c)
    math.output_gap = std::max(math.output_gap, std::abs(sum[c] - math.output[c]));

  math.by_weight.resize(static_cast<size_t>(keys));
  std::iota(math.by_weight.begin(), math.by_weight.end(), 0);
  std::stable_sort(math.by_weight.begin(), math.by_weight.end(), [&](int a, int c) {
    return math.weights[static_cast<size_t>(a)] > math.weights[static_cast<size_t>(c)];
  });
  return math;
}

// The query's rotary turn, undone in double: x_i = y_i cos + y_{i+h} sin, x_{i+h} = y_{i+h} cos − y_i sin.
void add_rotary_turn(const RotaryPositions& rotary, int position, AttentionMath& math) {
  if (!rotary.active()) return;
  math.rotated_dims = rotary.rotated;
  math.rotary_base = rotary.base;
  const int half = rotary.rotated / 2;
  math.q_unturned = math.q;
  for (int i = 0; i < half; ++i) {
    const double angle = position * rotary.frequency(i), c = std::cos(angle), s = std::sin(angle);
    const double a = math.q[static_cast<size_t>(i)], b = math.q[static_cast<size_t>(i + half)];
    math.q_unturned[static_cast<size_t>(i)] = a * c + b * s;
    math.q_unturned[static_cast<size_t>(i + half)] = b * c - a * s;
    math.query_angles.push_back(angle);
  }
}

}  // namespace

AttentionMath read_attention_math(const MultiHeadAttention& attention, int b, int head, int query,
                                  const uint8_t* key_padding, bool no_peek) {
  const ScaledDotProductAttention& sdpa = attention.attention;
  const int queries = sdpa.queries(), keys = sdpa.keys();
  if (queries == 0 || attention.context().rows() == 0) throw Error("the attention has not run yet: nothing to show");
  check_range("sequence", b, sdpa.batch(), "the batch", "sequences");
  check_range("head", head, attention.heads, "the attention", "heads");
  check_range("query", query, queries, "the attention", "queries");
  // The mask the layer attended under (a local window, the mask editor's cells) decides; padding and
  // later positions say why a key is out.
  const AttentionMask* used = sdpa.mask();
  std::vector<KeyMask> mask;
  for (int j = 0; j < keys; ++j) {
    const bool padded = key_padding && key_padding[j] == 0;
    const bool allowed = used && !used->empty() ? used->at(b, query, j) : !padded && !(no_peek && j > query);
    mask.push_back(allowed                ? KeyMask::allowed
                   : padded               ? KeyMask::padding
                   : j > query && no_peek ? KeyMask::no_peek
                                          : KeyMask::window);
  }
  const Eigen::Index q0 = static_cast<Eigen::Index>(b) * queries, k0 = static_cast<Eigen::Index>(b) * keys;
  AttentionMath math = attention_math_of(
      attention.projected_queries().middleRows(q0, queries), attention.projected_keys().middleRows(k0, keys),
      attention.projected_values().middleRows(k0, keys), sdpa.weights(b, head).row(query),
      attention.context().middleRows(q0, queries), head, query, attention.d_k, attention.d_v,
      static_cast<double>(sdpa.score_scale()), sdpa.scale_scores, std::move(mask));
  add_rotary_turn(attention.rotary, query, math);
  return math;
}

AttentionMath attention_math(const AttentionRecord& record, int head, int query, std::vector<std::string> query_tokens,
                             std::vector<std::string> key_tokens) {
  const auto queries = static_cast<int>(record.queries.rows()), keys = static_cast<int>(record.keys.rows());
  check_range("head", head, record.heads, "the attention", "heads");
  check_range("query", query, queries, "the attention", "queries");
  const bool causal = record.name == "self_attention" && !record.scope.starts_with("encoder");
  std::vector<KeyMask> mask;
  const auto padded = [&](int j) {
    return static_cast<size_t>(j) < key_tokens.size() && key_tokens[static_cast<size_t>(j)] == "<pad>";
  };
  for (int j = 0; j < keys; ++j)
    mask.push_back(record.allowed(query, j) != 0 ? KeyMask::allowed
                   : causal && j > query         ? KeyMask::no_peek
                   : padded(j) || !causal        ? KeyMask::padding
                                                 : KeyMask::window);
  AttentionMath math = attention_math_of(record.queries, record.keys, record.values,
                                         record.weights.row(static_cast<Eigen::Index>(head) * queries + query),
                                         record.context, head, query, record.d_k, record.d_v,
                                         static_cast<double>(record.scale), record.scale != 1, std::move(mask));
  math.head = head;
  math.kind = record.name == "cross_attention" ? AttentionKind::cross
              : causal                         ? AttentionKind::decoder_self
                                               : AttentionKind::encoder_self;
  math.query_tokens = std::move(query_tokens);
  math.key_tokens = std::move(key_tokens);
  math.title = describe_stage(record.scope, record.name) + ", head " + std::to_string(head + 1) + ", query " +
               std::to_string(query) + " “" + math.query_token() + "”";
  return math;
}

AttentionMath attention_math(TranslationModel& model, const std::string& source, const std::string& target,
                             AttentionKind kind, int layer, int head, int query) {
  const TransformerConfig& config = model.config();
  check_layer_and_head(config, kind, layer, head);
  // The same sentence pair and tokens as the heatmap; its forward pass is the one read below.
  const AttentionSnapshot snap = attention_snapshot(model, source, target);
  Seq2SeqTransformer& t = model.transformer();
  const size_t l = static_cast<size_t>(layer);
  switch (kind) {
    case AttentionKind::encoder_self:
      check_range("query", query, static_cast<int>(snap.source_tokens.size()), "the source", "tokens");
      return finish(read_attention_math(t.encoder_layers[l].self_attention, 0, head, query, nullptr, false), config,
                    kind, layer, head, snap.source_tokens, snap.source_tokens);
    case AttentionKind::decoder_self:
      check_range("query", query, static_cast<int>(snap.decoder_inputs.size()), "the decoder input", "tokens");
      return finish(read_attention_math(t.decoder_layers[l].self_attention, 0, head, query, nullptr, true), config,
                    kind, layer, head, snap.decoder_inputs, snap.decoder_inputs);
    case AttentionKind::cross:
      check_range("query", query, static_cast<int>(snap.target_tokens.size()), "the target", "tokens");
      return finish(read_attention_math(t.decoder_layers[l].cross_attention, 0, head, query, nullptr, false), config,
                    kind, layer, head, snap.target_tokens, snap.source_tokens);
  }
  throw Error("unknown kind of attention");
}

AttentionMath attention_math(LanguageModel& model, const std::string& text, AttentionKind kind, int layer, int head,
                             int query) {
  if (kind != AttentionKind::decoder_self)
    throw Error("a language model has only causal self-attention (the decoder kind)");
  const TransformerConfig& config = model.config();
  check_layer_and_head(config, kind, layer, head);
  const AttentionSnapshot snap = attention_snapshot(model, text);
  check_range("query", query, static_cast<int>(snap.decoder_inputs.size()), "the text", "tokens, <sos> first");
  return finish(read_attention_math(model.transformer().blocks[static_cast<size_t>(layer)].self_attention, 0, head,
                                    query, nullptr, true),
                config, kind, layer, head, snap.decoder_inputs, snap.decoder_inputs);
}

AttentionMath attention_math(TextClassifier& model, const std::string& text, AttentionKind kind, int layer, int head,
                             int query) {
  if (kind != AttentionKind::encoder_self)
    throw Error("a classifier has only encoder self-attention (the encoder kind)");
  const TransformerConfig& config = model.config();
  check_layer_and_head(config, kind, layer, head);
  const AttentionSnapshot snap = attention_snapshot(model, text);
  check_range("query", query, static_cast<int>(snap.source_tokens.size()), "the text", "tokens, [CLS] first");
  return finish(read_attention_math(model.transformer().layers[static_cast<size_t>(layer)].self_attention, 0, head,
                                    query, nullptr, false),
                config, kind, layer, head, snap.source_tokens, snap.source_tokens);
}

}  // namespace twb::inspect
