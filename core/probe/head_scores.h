// What each attention head does, measured: scores of a head's attention weights P on a probe
// batch, averaged over the probe's sequences and their real (unpadded) queries. For query i of a
// sequence with allowed keys A_i (padding and the no-peek mask leave keys out), |A_i| = n_i:
//   entropy     H_i / ln n_i with H_i = −Σ_j P_ij ln P_ij: 1 for a uniform row, 0 for a one-hot
//               one (queries with n_i ≥ 2)
//   largest     max_j P_ij (queries with n_i ≥ 2)
//   first       P_i0: the share of weight on the first position (<sos>, [CLS], the source's first
//               token), an attention sink (self-attention: queries i ≥ 1, where position 0 is not
//               the query itself)
//   previous    P_i,i−1: a previous-token head scores 1 (self-attention, queries i ≥ 1)
//   local       Σ_{|j − d_i| ≤ 1} P_ij, the weight within one position of the diagonal d_i (i for
//               self-attention, i·(n_k − 1)/(n_q − 1) rounded for cross-attention, n_q and n_k the
//               sequence's real queries and keys); queries whose allowed keys all lie in that
//               window are left out (they score 1 whatever the head does)
//   induction   on a probe of repeated random tokens <sos> r_1 … r_n r_1 … r_n (a GPT only): for
//               the query at position n + k (the second r_k), the weight on position k + 1, the
//               token that followed r_k's first occurrence; an induction head scores 1
//   alignment   Kendall's τ_b between a query's position and the key of its largest weight, over a
//               sequence's real queries (cross-attention, sequences of ≥ 3 queries): 1 when the
//               argmax walks along the source monotonically, 0 when it does not move
// A score a kind of attention has no use for (previous on cross-attention, alignment on
// self-attention, induction without its probe) is NaN.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"
#include "nn/attention.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class HeadScore : int { entropy, largest, first, previous, local, induction, alignment };
inline constexpr int kHeadScores = 7;

struct HeadScoreInfo {
  HeadScore score;
  const char* key;      // "previous": the CSV column, the JSON key, `twb plot --score`
  const char* title;    // "previous-token score"
  const char* meaning;  // one line for a person
};
const std::array<HeadScoreInfo, kHeadScores>& head_score_info();
const HeadScoreInfo& head_score_info(HeadScore score);
// The score of a key ("previous"); throws twb::Error listing the keys.
HeadScore head_score_named(const std::string& key);

// One head's map of one sequence: P (queries × keys, rows `stride` apart), which queries are real
// and which keys each may attend to.
struct HeadMap {
  const real* weights = nullptr;
  int64_t stride = 0;
  int queries = 0, keys = 0;
  const AttentionMask* mask = nullptr;  // its sequence `sequence`; null: every key allowed
  int sequence = 0;
  const uint8_t* real_queries = nullptr;  // queries flags; null: every query is real
  bool self = true;                       // self-attention (queries and keys are one sequence)
  bool allowed(int i, int j) const { return mask == nullptr || mask->at(sequence, i, j); }
  bool real_query(int i) const { return real_queries == nullptr || real_queries[i] != 0; }
};

// Sums of each score over what was measured, for averaging over sequences.
struct HeadScoreSums {
  std::array<double, kHeadScores> sum{};
  std::array<double, kHeadScores> count{};
  void add(HeadScore score, double value) {
    sum[static_cast<size_t>(score)] += value;
    count[static_cast<size_t>(score)] += 1;
  }
  // The mean of each score; NaN for one never measured.
  std::array<float, kHeadScores> means() const;
};

// Adds the scores of one map (all but induction) to `sums`.
void score_head_map(const HeadMap& map, HeadScoreSums& sums);
// Adds the induction score of one map of the repeated-tokens probe: <sos> then two copies of
// `half` tokens.
void score_induction(const HeadMap& map, int half, HeadScoreSums& sums);

// The kinds of attention a model has and their sizes, in the model's order (encoder, decoder,
// cross); the scores of a sample are [kind][layer][head][score].
struct HeadKindLayout {
  AttentionKind kind = AttentionKind::decoder_self;
  int layers = 0, heads = 0;
  size_t floats() const { return static_cast<size_t>(layers) * static_cast<size_t>(heads) * kHeadScores; }
};
using HeadLayout = std::vector<HeadKindLayout>;
size_t head_layout_floats(const HeadLayout& layout);
// "encoder", "decoder", "cross" (as `twb plot --kind` names them), and back (twb::Error otherwise).
std::string attention_kind_key(AttentionKind kind);
AttentionKind attention_kind_of_key(const std::string& key);

// The probe batches the scores are measured on: a fixed batch of validation examples, and for a
// GPT the repeated random tokens of the induction score.
struct HeadProbe {
  Seq2SeqBatch translation;
  TokenBatch tokens;    // a GPT's or a classifier's input
  TokenBatch repeated;  // a GPT's: <sos> r_1 … r_n r_1 … r_n, `repeated_half` = n
  int repeated_half = 0;
  bool empty() const { return translation.source.batch == 0 && tokens.batch == 0; }
};

// `count` sequences <sos> r_1 … r_n r_1 … r_n of random ordinary tokens below `vocabulary`, n = half,
// from a fixed seed.
TokenBatch repeated_tokens(int vocabulary, int half, int count);
// The half length of a GPT's induction probe: as long as the probe's own lines (the positions the
// model has learned), within its window and at most 32; at least 4.
int induction_half(int max_len, int longest_line);

// Runs the model in evaluation mode on the probe and scores every head: the sample's floats in
// the layout's order. (The forward pass leaves the model's last-forward numbers the probe's.)
std::vector<float> measure_heads(Seq2SeqTransformer& model, const HeadProbe& probe);
std::vector<float> measure_heads(GptTransformer& model, const HeadProbe& probe);
std::vector<float> measure_heads(TransformerClassifier& model, const HeadProbe& probe);
HeadLayout head_layout(const Seq2SeqTransformer& model);
HeadLayout head_layout(const GptTransformer& model);
HeadLayout head_layout(const TransformerClassifier& model);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
