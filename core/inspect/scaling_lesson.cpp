#include "inspect/scaling_lesson.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <string>

#include "nn/context.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::inspect {
namespace {

// p = softmax(s) over n scores, stable (the largest score subtracted first).
void softmax(const double* s, int n, double* p) {
  const double top = *std::max_element(s, s + n);
  double sum = 0;
  for (int j = 0; j < n; ++j) sum += p[j] = std::exp(s[j] - top);
  for (int j = 0; j < n; ++j) p[j] /= sum;
}

double row_entropy(const double* p, int n) {
  double h = 0;
  for (int j = 0; j < n; ++j)
    if (p[j] > 0) h -= p[j] * std::log(p[j]);
  return h;
}

// ‖J g‖ for J = diag(p) − p pᵀ, the softmax's Jacobian: (J g)_j = p_j (g_j − Σ_i p_i g_i).
double jacobian_times_norm(const double* p, const double* g, int n) {
  double pg = 0;
  for (int i = 0; i < n; ++i) pg += p[i] * g[i];
  double norm2 = 0;
  for (int j = 0; j < n; ++j) {
    const double v = p[j] * (g[j] - pg);
    norm2 += v * v;
  }
  return std::sqrt(norm2);
}

// The sample variance of values (about their mean).
double variance(const std::vector<double>& values) {
  if (values.size() < 2) return 0;
  const double mean = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
  double sum = 0;
  for (double v : values) sum += (v - mean) * (v - mean);
  return sum / double(values.size() - 1);
}

// What softmax rows of one d_k come to, summed over the rows, then averaged.
struct RowMeans {
  double largest = 0, entropy = 0, gradient = 0;
  void add(const double* p, const double* g, int n) {
    largest += *std::max_element(p, p + n);
    entropy += row_entropy(p, n);
    gradient += jacobian_times_norm(p, g, n);
  }
  void average(int rows) {
    largest /= rows;
    entropy /= rows;
    gradient /= rows;
  }
};

}  // namespace

double ScalingTheory::uniform_entropy() const { return keys > 0 ? std::log(double(keys)) : 0; }

ScalingTheory scaling_theory(const ScalingTheorySettings& settings) {
  if (settings.keys < 2) throw Error("the softmax row needs at least 2 keys, not " + std::to_string(settings.keys));
  if (settings.samples < 2)
    throw Error("the lesson needs at least 2 samples per d_k, not " + std::to_string(settings.samples));
  ScalingTheory theory;
  theory.keys = settings.keys;
  theory.samples = settings.samples;
  const int n = settings.keys;
  std::mt19937_64 generator(settings.seed);
  std::normal_distribution<double> unit;  // N(0, 1)
  std::vector<double> q, k, scores(static_cast<size_t>(n)), scaled(static_cast<size_t>(n)), p(static_cast<size_t>(n)),
      g(static_cast<size_t>(n));
  for (int d_k : settings.dimensions) {
    if (d_k < 1) throw Error("d_k must be at least 1, not " + std::to_string(d_k));
    const double scale = 1.0 / std::sqrt(double(d_k));
    q.resize(size_t(d_k));
    k.resize(size_t(d_k));
    std::vector<double> all_scores;
    all_scores.reserve(size_t(settings.samples) * size_t(n));
    RowMeans unscaled_rows, scaled_rows;
    for (int s = 0; s < settings.samples; ++s) {
      // One query against n keys: scores_j = q·k_j, each entry of q and k_j drawn from N(0, 1).
      for (double& x : q) x = unit(generator);
      for (int j = 0; j < n; ++j) {
        for (double& x : k) x = unit(generator);
        scores[size_t(j)] = std::inner_product(q.begin(), q.end(), k.begin(), 0.0);
        scaled[size_t(j)] = scores[size_t(j)] * scale;
        all_scores.push_back(scores[size_t(j)]);
      }
      // The same upstream gradient on both rows, so the two differ only by the scaling.
      for (double& x : g) x = unit(generator);
      softmax(scores.data(), n, p.data());
      unscaled_rows.add(p.data(), g.data(), n);
      softmax(scaled.data(), n, p.data());
      scaled_rows.add(p.data(), g.data(), n);
    }
    unscaled_rows.average(settings.samples);
    scaled_rows.average(settings.samples);
    const double var = variance(all_scores);
    theory.d_k.push_back(d_k);
    theory.variance_unscaled.push_back(var);
    theory.variance_scaled.push_back(var * scale * scale);  // Var(c x) = c² Var(x)
    theory.largest_weight_unscaled.push_back(unscaled_rows.largest);
    theory.largest_weight_scaled.push_back(scaled_rows.largest);
    theory.entropy_unscaled.push_back(unscaled_rows.entropy);
    theory.entropy_scaled.push_back(scaled_rows.entropy);
    theory.gradient_unscaled.push_back(unscaled_rows.gradient);
    theory.gradient_scaled.push_back(scaled_rows.gradient);
  }
  return theory;
}

int64_t Histogram::total() const { return std::accumulate(counts.begin(), counts.end(), int64_t{0}); }

// --- Practice -------------------------------------------------------------------------------------

void ScoreCollector::add_row(const double* dot_products, const uint8_t* allowed, int keys) {
  std::vector<double> softmax_input;
  for (int j = 0; j < keys; ++j) {
    if (allowed && !allowed[j]) continue;
    raw_.push_back(dot_products[j]);
    softmax_input.push_back(dot_products[j] * scale_);
  }
  const int n = static_cast<int>(softmax_input.size());
  if (n < 2) return;  // no choice to make: its one key gets weight 1 whatever the scores
  std::vector<double> p(softmax_input.size());
  softmax(softmax_input.data(), n, p.data());
  ++rows_;
  if (*std::max_element(p.begin(), p.end()) > kSaturatedWeight) ++saturated_;
}

HeadScores ScoreCollector::finish(int bins) const {
  HeadScores scores;
  scores.pairs = static_cast<int64_t>(raw_.size());
  scores.rows = rows_;
  scores.saturated_rows = saturated_;
  std::vector<double> scaled(raw_.size());
  std::transform(raw_.begin(), raw_.end(), scaled.begin(), [this](double x) { return x * scale_; });
  scores.raw_variance = variance(raw_);
  scores.softmax_input_variance = variance(scaled);
  // Symmetric bins about 0, reaching the largest magnitude of either kind of score.
  double reach = 0;
  for (double x : raw_) reach = std::max(reach, std::abs(x));
  for (double x : scaled) reach = std::max(reach, std::abs(x));
  if (reach <= 0) reach = 1;
  for (Histogram* h : {&scores.raw, &scores.softmax_input}) {
    h->low = -reach;
    h->high = reach;
    h->counts.assign(size_t(std::max(1, bins)), 0);
  }
  const auto bin_of = [&](double x) {
    const int i = static_cast<int>(std::floor((x + reach) / (2 * reach) * scores.raw.bins()));
    return std::clamp(i, 0, scores.raw.bins() - 1);
  };
  for (double x : raw_) ++scores.raw.counts[size_t(bin_of(x))];
  for (double x : scaled) ++scores.softmax_input.counts[size_t(bin_of(x))];
  return scores;
}

bool ScoreSnapshot::has(AttentionKind kind) const {
  switch (kind) {
    case AttentionKind::encoder_self:
      return !encoder_self.empty();
    case AttentionKind::decoder_self:
      return !decoder_self.empty();
    case AttentionKind::cross:
      return !cross.empty();
  }
  return false;
}

const HeadScores& ScoreSnapshot::at(AttentionKind kind, int layer, int head) const {
  const auto& all = kind == AttentionKind::encoder_self   ? encoder_self
                    : kind == AttentionKind::decoder_self ? decoder_self
                                                          : cross;
  if (all.empty()) throw Error("the model has no attention of that kind");
  const int layers = static_cast<int>(all.size()) / std::max(1, heads);
  if (layer < 0 || layer >= layers)
    throw Error("layer " + std::to_string(layer) + " is out of range: there are " + std::to_string(layers) +
                " layers (0.." + std::to_string(layers - 1) + ")");
  if (head < 0 || head >= heads)
    throw Error("head " + std::to_string(head) + " is out of range: there are " + std::to_string(heads) +
                " heads (0.." + std::to_string(heads - 1) + ")");
  return all[static_cast<size_t>(layer * heads + head)];
}

double ScoreSnapshot::saturated_share() const {
  int64_t rows = 0, saturated = 0;
  for (const auto* all : {&encoder_self, &decoder_self, &cross})
    for (const HeadScores& h : *all) {
      rows += h.rows;
      saturated += h.saturated_rows;
    }
  return rows > 0 ? double(saturated) / double(rows) : 0;
}

Eigen::MatrixXd head_dot_products(const MultiHeadAttention& attention, int b, int h) {
  const int tq = attention.attention.queries(), tk = attention.attention.keys(), d_k = attention.d_k;
  // Head h of sequence b: rows [b*T, +T), columns [h*d_k, +d_k).
  const Eigen::MatrixXd q =
      attention.projected_queries().block(Eigen::Index(b) * tq, Eigen::Index(h) * d_k, tq, d_k).cast<double>();
  const Eigen::MatrixXd k =
      attention.projected_keys().block(Eigen::Index(b) * tk, Eigen::Index(h) * d_k, tk, d_k).cast<double>();
  return q * k.transpose();  // (Tq, Tk)
}

namespace {

// Every head's scores of one attention (of one layer) of the last forward pass:
//   allowed (B, Tq, Tk) the attention's mask; real_query (B, Tq) 1 for a real (not padding) query.
std::vector<HeadScores> attention_scores(const MultiHeadAttention& attention, AttentionKind kind, int layer,
                                         const AttentionMask& allowed, const std::vector<uint8_t>& real_query) {
  const int batch = attention.attention.batch(), tq = attention.attention.queries(), tk = attention.attention.keys();
  std::vector<HeadScores> heads;
  std::vector<uint8_t> row_allowed(size_t(tk), 1);
  for (int h = 0; h < attention.heads; ++h) {
    ScoreCollector collector(attention.attention.score_scale());
    for (int b = 0; b < batch; ++b) {
      // Row-major copy, so that a query's scores are contiguous.
      const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> dots =
          head_dot_products(attention, b, h);
      for (int i = 0; i < tq; ++i) {
        if (!real_query[size_t(b) * tq + i]) continue;
        for (int j = 0; j < tk; ++j) row_allowed[size_t(j)] = allowed.at(b, i, j) ? 1 : 0;
        collector.add_row(dots.row(i).data(), row_allowed.data(), tk);
      }
    }
    HeadScores scores = collector.finish();
    scores.kind = kind;
    scores.layer = layer;
    scores.head = h;
    heads.push_back(std::move(scores));
  }
  return heads;
}

void append(std::vector<HeadScores>& to, std::vector<HeadScores> more) {
  for (HeadScores& h : more) to.push_back(std::move(h));
}

// The scale and shape every snapshot of a model starts with.
ScoreSnapshot start_snapshot(const MultiHeadAttention& any, int examples) {
  ScoreSnapshot snap;
  snap.d_k = any.d_k;
  snap.scale_scores = any.attention.scale_scores;
  snap.score_scale = any.attention.score_scale();
  snap.heads = any.heads;
  snap.examples = examples;
  return snap;
}

// The self-attention of a stack's first layer (every layer has the same d_k, heads and scale).
template <class Layer>
const MultiHeadAttention& first_self_attention(const std::vector<Layer>& layers) {
  if (layers.empty()) throw Error("the model has no attention layers");
  return layers.front().self_attention;
}

void require_tokens(const TokenBatch& tokens) {
  if (tokens.batch == 0 || tokens.length == 0) throw Error("there are no examples to gather the attention scores of");
}

}  // namespace

ScoreSnapshot score_snapshot(Seq2SeqTransformer& model, const Seq2SeqBatch& batch) {
  require_tokens(batch.source);
  require_tokens(batch.target_input);
  Context eval;
  model.forward(eval, batch);
  const int b = batch.source.batch, s = batch.source.length, t = batch.target_input.length;
  const auto source_padding = padding_mask(batch.source, kPadId);
  const auto target_padding = padding_mask(batch.target_input, kPadId);
  const auto no_peek = no_peek_mask(t);
  // The masks the model used (seq2seq.cpp): padding for the encoder and the cross-attention's keys,
  // padding AND no-peek for the decoder's self-attention.
  const AttentionMask encoder_mask = combine_masks(b, s, s, source_padding.data(), nullptr);
  const AttentionMask decoder_mask = combine_masks(b, t, t, target_padding.data(), no_peek.data());
  const AttentionMask cross_mask = combine_masks(b, t, s, source_padding.data(), nullptr);
  ScoreSnapshot snap = start_snapshot(first_self_attention(model.decoder_layers), b);
  snap.encoder_layers = static_cast<int>(model.encoder_layers.size());
  snap.decoder_layers = static_cast<int>(model.decoder_layers.size());
  for (int l = 0; l < snap.encoder_layers; ++l)
    append(snap.encoder_self, attention_scores(model.encoder_layers[size_t(l)].self_attention,
                                               AttentionKind::encoder_self, l, encoder_mask, source_padding));
  for (int l = 0; l < snap.decoder_layers; ++l) {
    const DecoderLayer& layer = model.decoder_layers[size_t(l)];
    append(snap.decoder_self,
           attention_scores(layer.self_attention, AttentionKind::decoder_self, l, decoder_mask, target_padding));
    append(snap.cross, attention_scores(layer.cross_attention, AttentionKind::cross, l, cross_mask, target_padding));
  }
  return snap;
}

ScoreSnapshot score_snapshot(GptTransformer& model, const TokenBatch& tokens) {
  require_tokens(tokens);
  Context eval;
  model.forward(eval, tokens);
  const auto padding = padding_mask(tokens, kPadId);
  const auto no_peek = no_peek_mask(tokens.length);
  const AttentionMask causal =
      combine_masks(tokens.batch, tokens.length, tokens.length, padding.data(), no_peek.data());
  ScoreSnapshot snap = start_snapshot(first_self_attention(model.blocks), tokens.batch);
  snap.decoder_layers = static_cast<int>(model.blocks.size());
  for (int l = 0; l < snap.decoder_layers; ++l)
    append(snap.decoder_self,
           attention_scores(model.blocks[size_t(l)].self_attention, AttentionKind::decoder_self, l, causal, padding));
  return snap;
}

ScoreSnapshot score_snapshot(TransformerClassifier& model, const TokenBatch& tokens) {
  require_tokens(tokens);
  Context eval;
  model.forward(eval, tokens);
  const auto padding = padding_mask(tokens, kPadId);
  const AttentionMask mask = combine_masks(tokens.batch, tokens.length, tokens.length, padding.data(), nullptr);
  ScoreSnapshot snap = start_snapshot(first_self_attention(model.layers), tokens.batch);
  snap.encoder_layers = static_cast<int>(model.layers.size());
  for (int l = 0; l < snap.encoder_layers; ++l)
    append(snap.encoder_self,
           attention_scores(model.layers[size_t(l)].self_attention, AttentionKind::encoder_self, l, mask, padding));
  return snap;
}

}  // namespace twb::inspect
