#include "probe/head_scores.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "text/special_tokens.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

const std::array<HeadScoreInfo, kHeadScores>& head_score_info() {
  static const std::array<HeadScoreInfo, kHeadScores> info{{
      {HeadScore::entropy, "entropy", "entropy",
       "how spread its weights are: 1 = uniform over the allowed keys, 0 = all on one key"},
      {HeadScore::largest, "largest", "largest weight", "the weight of the key each query attends to most"},
      {HeadScore::first, "first", "first-position share",
       "the weight on the first position (<sos>, [CLS]): an attention sink"},
      {HeadScore::previous, "previous", "previous-token score", "the weight on the token just before the query"},
      {HeadScore::local, "local", "diagonal score", "the weight within one position of the diagonal"},
      {HeadScore::induction, "induction", "induction score",
       "on repeated random tokens, the weight on the token after the query's earlier occurrence"},
      {HeadScore::alignment, "alignment", "alignment (Kendall's τ)",
       "how monotonically the most-attended source position moves with the target position"},
  }};
  return info;
}

const HeadScoreInfo& head_score_info(HeadScore score) { return head_score_info()[static_cast<size_t>(score)]; }

HeadScore head_score_named(const std::string& key) {
  std::string keys;
  for (const HeadScoreInfo& info : head_score_info()) {
    if (key == info.key) return info.score;
    keys += (keys.empty() ? "" : ", ") + std::string(info.key);
  }
  throw Error("unknown head score '" + key + "': use one of " + keys);
}

std::array<float, kHeadScores> HeadScoreSums::means() const {
  std::array<float, kHeadScores> out{};
  for (size_t s = 0; s < out.size(); ++s)
    out[s] = count[s] > 0 ? static_cast<float>(sum[s] / count[s]) : std::numeric_limits<float>::quiet_NaN();
  return out;
}

namespace {

// Kendall's τ_b of (i, y_i), i = 0 … n−1: the positions have no ties, the argmaxes may.
double kendall_tau_b(const std::vector<int>& y) {
  const size_t n = y.size();
  double concordant = 0, discordant = 0, tied = 0;
  for (size_t a = 0; a < n; ++a)
    for (size_t b = a + 1; b < n; ++b) {
      if (y[b] > y[a])
        concordant += 1;
      else if (y[b] < y[a])
        discordant += 1;
      else
        tied += 1;
    }
  const double pairs = static_cast<double>(n) * static_cast<double>(n - 1) / 2;
  const double denominator = std::sqrt(pairs * (pairs - tied));
  return denominator > 0 ? (concordant - discordant) / denominator : 0.0;
}

}  // namespace

void score_head_map(const HeadMap& map, HeadScoreSums& sums) {
  int real_queries = 0, real_keys = 0;
  for (int i = 0; i < map.queries; ++i) real_queries += map.real_query(i) ? 1 : 0;
  // The sequence's real keys: those its first real query may see, or for a self-attention the real
  // queries (a causal row 0 sees one key).
  real_keys = map.self ? real_queries : 0;
  if (!map.self)
    for (int i = 0; i < map.queries && real_keys == 0; ++i)
      if (map.real_query(i))
        for (int j = 0; j < map.keys; ++j) real_keys += map.allowed(i, j) ? 1 : 0;
  std::vector<int> argmax;
  for (int i = 0; i < map.queries; ++i) {
    if (!map.real_query(i)) continue;
    const real* p = map.weights + static_cast<int64_t>(i) * map.stride;
    int allowed = 0, best = -1;
    double entropy = 0;
    for (int j = 0; j < map.keys; ++j) {
      if (!map.allowed(i, j)) continue;
      ++allowed;
      if (p[j] > 0) entropy -= static_cast<double>(p[j]) * std::log(static_cast<double>(p[j]));
      if (best < 0 || p[j] > p[best]) best = j;
    }
    if (allowed == 0) continue;
    argmax.push_back(best);
    if (allowed >= 2) {
      sums.add(HeadScore::entropy, entropy / std::log(static_cast<double>(allowed)));
      sums.add(HeadScore::largest, p[best]);
    }
    if (!map.self || i >= 1) sums.add(HeadScore::first, map.allowed(i, 0) ? p[0] : 0);
    if (map.self && i >= 1) sums.add(HeadScore::previous, map.allowed(i, i - 1) ? p[i - 1] : 0);
    int diagonal = i;
    if (!map.self)
      diagonal = real_queries > 1 ? static_cast<int>(std::lround(static_cast<double>(i) * (real_keys - 1) /
                                                                 static_cast<double>(real_queries - 1)))
                                  : 0;
    double near = 0;
    int allowed_near = 0;
    for (int j = std::max(0, diagonal - 1); j <= std::min(map.keys - 1, diagonal + 1); ++j)
      if (map.allowed(i, j)) near += p[j], ++allowed_near;
    if (allowed_near < allowed) sums.add(HeadScore::local, near);
  }
  if (!map.self && argmax.size() >= 3) sums.add(HeadScore::alignment, kendall_tau_b(argmax));
}

void score_induction(const HeadMap& map, int half, HeadScoreSums& sums) {
  for (int i = half + 1; i <= 2 * half && i < map.queries; ++i) {
    if (!map.real_query(i)) continue;
    const int key = i - half + 1;
    const real* p = map.weights + static_cast<int64_t>(i) * map.stride;
    sums.add(HeadScore::induction, map.allowed(i, key) ? p[key] : 0);
  }
}

size_t head_layout_floats(const HeadLayout& layout) {
  size_t n = 0;
  for (const HeadKindLayout& k : layout) n += k.floats();
  return n;
}

std::string attention_kind_key(AttentionKind kind) {
  switch (kind) {
    case AttentionKind::encoder_self:
      return "encoder";
    case AttentionKind::decoder_self:
      return "decoder";
    case AttentionKind::cross:
      return "cross";
  }
  return "decoder";
}

AttentionKind attention_kind_of_key(const std::string& key) {
  if (key == "encoder") return AttentionKind::encoder_self;
  if (key == "decoder") return AttentionKind::decoder_self;
  if (key == "cross") return AttentionKind::cross;
  throw Error("unknown kind of attention '" + key + "': use encoder, decoder or cross");
}

int induction_half(int max_len, int longest_line) {
  return std::min({32, (max_len - 1) / 2, std::max(4, longest_line / 2)});
}

TokenBatch repeated_tokens(int vocabulary, int half, int count) {
  const int n = half;
  if (n < 2 || vocabulary <= kFirstOrdinaryId + 1)
    throw Error("the induction probe needs a window of at least 5 positions and two ordinary tokens");
  TokenBatch batch;
  batch.batch = count;
  batch.length = 1 + 2 * n;
  batch.ids.assign(static_cast<size_t>(count) * static_cast<size_t>(batch.length), kPadId);
  std::mt19937 random(20240601);
  const auto ordinary = static_cast<uint32_t>(vocabulary - kFirstOrdinaryId);
  for (int b = 0; b < count; ++b) {
    int32_t* row = batch.ids.data() + static_cast<size_t>(b) * static_cast<size_t>(batch.length);
    row[0] = kSosId;
    for (int k = 1; k <= n; ++k) row[k] = row[n + k] = static_cast<int32_t>(kFirstOrdinaryId + random() % ordinary);
  }
  return batch;
}

namespace {

// Adds every head's scores of one attention module's last forward to sums[head].
// real_queries: (B, Tq) flags.
void score_module(const MultiHeadAttention& module, const std::vector<uint8_t>& real_queries, bool self,
                  std::vector<HeadScoreSums>& sums, int induction_half = 0) {
  const ScaledDotProductAttention& a = module.attention;
  const Matrix& weights = a.weights();
  for (int b = 0; b < a.batch(); ++b)
    for (int h = 0; h < module.heads; ++h) {
      HeadMap map;
      map.weights = weights.data() + (static_cast<int64_t>(b) * module.heads + h) * a.queries() * weights.cols();
      map.stride = weights.cols();
      map.queries = a.queries();
      map.keys = a.keys();
      map.mask = a.mask();
      map.sequence = b;
      map.real_queries = real_queries.data() + static_cast<size_t>(b) * static_cast<size_t>(a.queries());
      map.self = self;
      if (induction_half > 0)
        score_induction(map, induction_half, sums[static_cast<size_t>(h)]);
      else
        score_head_map(map, sums[static_cast<size_t>(h)]);
    }
}

void append_means(const std::vector<HeadScoreSums>& sums, std::vector<float>& out) {
  for (const HeadScoreSums& s : sums) {
    const auto means = s.means();
    out.insert(out.end(), means.begin(), means.end());
  }
}

std::vector<HeadScoreSums> fresh(int heads) { return std::vector<HeadScoreSums>(static_cast<size_t>(heads)); }

}  // namespace

HeadLayout head_layout(const Seq2SeqTransformer& model) {
  const int heads = model.config().heads;
  return {{AttentionKind::encoder_self, static_cast<int>(model.encoder_layers.size()), heads},
          {AttentionKind::decoder_self, static_cast<int>(model.decoder_layers.size()), heads},
          {AttentionKind::cross, static_cast<int>(model.decoder_layers.size()), heads}};
}

HeadLayout head_layout(const GptTransformer& model) {
  return {{AttentionKind::decoder_self, static_cast<int>(model.blocks.size()), model.config().heads}};
}

HeadLayout head_layout(const TransformerClassifier& model) {
  return {{AttentionKind::encoder_self, static_cast<int>(model.layers.size()), model.config().heads}};
}

std::vector<float> measure_heads(Seq2SeqTransformer& model, const HeadProbe& probe) {
  const Seq2SeqBatch& batch = probe.translation;
  Context evaluation;
  model.forward(evaluation, batch);
  const auto source = padding_mask(batch.source, kPadId), target = padding_mask(batch.target_input, kPadId);
  const int heads = model.config().heads;
  std::vector<float> out;
  out.reserve(head_layout_floats(head_layout(model)));
  for (const EncoderLayer& layer : model.encoder_layers) {
    auto sums = fresh(heads);
    score_module(layer.self_attention, source, true, sums);
    append_means(sums, out);
  }
  for (const DecoderLayer& layer : model.decoder_layers) {
    auto sums = fresh(heads);
    score_module(layer.self_attention, target, true, sums);
    append_means(sums, out);
  }
  for (const DecoderLayer& layer : model.decoder_layers) {
    auto sums = fresh(heads);
    score_module(layer.cross_attention, target, false, sums);
    append_means(sums, out);
  }
  return out;
}

std::vector<float> measure_heads(GptTransformer& model, const HeadProbe& probe) {
  const int heads = model.config().heads;
  std::vector<std::vector<HeadScoreSums>> sums(model.blocks.size(), fresh(heads));
  Context evaluation;
  if (probe.tokens.batch > 0) {
    model.forward(evaluation, probe.tokens);
    const auto real = padding_mask(probe.tokens, kPadId);
    for (size_t l = 0; l < model.blocks.size(); ++l) score_module(model.blocks[l].self_attention, real, true, sums[l]);
  }
  if (probe.repeated.batch > 0) {
    model.forward(evaluation, probe.repeated);
    const auto real = padding_mask(probe.repeated, kPadId);
    for (size_t l = 0; l < model.blocks.size(); ++l)
      score_module(model.blocks[l].self_attention, real, true, sums[l], probe.repeated_half);
  }
  std::vector<float> out;
  for (const auto& layer : sums) append_means(layer, out);
  return out;
}

std::vector<float> measure_heads(TransformerClassifier& model, const HeadProbe& probe) {
  Context evaluation;
  model.forward(evaluation, probe.tokens);
  const auto real = padding_mask(probe.tokens, kPadId);
  std::vector<float> out;
  for (const EncoderLayer& layer : model.layers) {
    auto sums = fresh(model.config().heads);
    score_module(layer.self_attention, real, true, sums);
    append_means(sums, out);
  }
  return out;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
