// The arithmetic of one attention row, with the engine's own numbers: for one query of one head,
//   scores_j   = q · k_j                       (d_k products summed)
//   scaled_j   = scores_j × scale              scale = 1/√d_k (or 1 with scale_scores=false)
//   weights    = softmax(scaled) over the keys the mask allows; a removed key gets exactly 0
//   output     = Σ_j weights_j v_j             (d_v values: this head's slice of the context)
// q, k_j, v_j, the weights and the output are copied from the MultiHeadAttention's last forward
// pass (projected_queries/keys/values, attention.weights, context); the scores and scaled scores
// are recomputed from q and k only to show the steps in between. A plain value: it crosses to the
// GUI thread and outlives the next training step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "inspect/snapshots.h"
#include "nn/attention.h"

namespace twb::inspect {

// Why a key is in the softmax or not.
enum class KeyMask {
  allowed,  // attended to
  padding,  // a padding position, not a token
  no_peek,  // a later position than the query: the decoder may not look ahead
  window,   // an earlier position outside a local layer's window (GPT-Neo), or blocked by the mask editor
};
// "allowed", "padding", "no-peek (future position)", "outside the window".
std::string describe(KeyMask mask);

struct AttentionMath {
  std::string title;  // "Cross-attention, layer 1, head 2, query 3 “vierzig”" (1-based, for a person)
  AttentionKind kind = AttentionKind::encoder_self;
  int layer = 0, head = 0, query = 0;     // 0-based
  std::vector<std::string> query_tokens;  // the rows of the heatmap the query is one of
  std::vector<std::string> key_tokens;    // the keys (and values), one per position
  int d_k = 0, d_v = 0;
  bool scale_scores = true;  // the model divides by √d_k
  double scale = 1;          // 1/√d_k, or 1 without scaling

  std::vector<double> q;                             // (d_k)
  std::vector<std::vector<double>> keys;             // (Tk, d_k)
  std::vector<double> scores;                        // (Tk): q · k_j
  std::vector<double> scaled_scores;                 // (Tk): scores × scale
  std::vector<KeyMask> mask;                         // (Tk)
  std::vector<double> weights;                       // (Tk): the engine's softmax, 0 where masked
  std::vector<std::vector<double>> values;           // (Tk, d_v)
  std::vector<std::vector<double>> weighted_values;  // (Tk, d_v): weights_j v_j, the output's terms
  std::vector<double> output;                        // (d_v): the engine's context of this head
  std::vector<int> by_weight;                        // key positions, the largest weight first

  // Rotary positions (nn/rotary.h): q and the keys above are after their turn. The first
  // rotated_dims of d_k features turn in pairs (i, i + r/2) by the query's position times θ_i;
  // q_unturned is the projection before the turn, query_angles the query's angles (r/2, radians).
  int rotated_dims = 0;  // 0: no rotary positions
  double rotary_base = 0;
  std::vector<double> q_unturned, query_angles;

  // How far a softmax of scaled_scores, and Σ_j weights_j v_j, recomputed here in double, are from
  // the engine's weights and output: both about 1e-7 (float rounding) when the steps are right.
  double softmax_gap = 0, output_gap = 0;

  int key_count() const { return static_cast<int>(key_tokens.size()); }
  const std::string& query_token() const { return query_tokens.at(static_cast<size_t>(query)); }
  // The `count` largest terms (by weight), largest first; all of them when count >= key_count().
  std::vector<int> largest_terms(int count) const;
  // Their share of the total weight (1 for all terms).
  double weight_share(const std::vector<int>& terms) const;
};

// Reads one row of `attention`'s last forward pass: sequence b, head, query. key_padding: the
// sequence's (Tk) 1 = real token, 0 = padding, or null when every key is real; no_peek: keys after
// the query are masked (decoder self-attention, the GPT). The tokens and the title are the caller's.
// Throws OutOfRangeError for b, head or query out of range.
AttentionMath read_attention_math(const MultiHeadAttention& attention, int b, int head, int query,
                                  const uint8_t* key_padding, bool no_peek);

// The arithmetic of one query of one head of a training step's attention, as Step inside kept it
// for its example (nn/stage_recorder.h): the step's own projections, weights (before attention
// dropout) and context (after it, so output_gap shows what dropout changed). Throws OutOfRangeError
// for a head or query out of range.
AttentionMath attention_math(const AttentionRecord& record, int head, int query, std::vector<std::string> query_tokens,
                             std::vector<std::string> key_tokens);

// The attention math of query `query` of (kind, layer, head), for the same sentence and tokens as
// attention_snapshot draws: the model runs (evaluation mode) on it first. Translation: `target`
// empty means the model's greedy translation. Throws OutOfRangeError for a layer, head or query out
// of range, twb::Error for a kind the model lacks or an empty sentence. Not thread-safe with
// training: call it on the thread that owns the model.
AttentionMath attention_math(TranslationModel& model, const std::string& source, const std::string& target,
                             AttentionKind kind, int layer, int head, int query);
// The GPT's causal self-attention of `text` (kind must be decoder_self).
AttentionMath attention_math(LanguageModel& model, const std::string& text, AttentionKind kind, int layer, int head,
                             int query);
// The classifier's encoder self-attention of `text`, [CLS] first (kind must be encoder_self).
AttentionMath attention_math(TextClassifier& model, const std::string& text, AttentionKind kind, int layer, int head,
                             int query);

}  // namespace twb::inspect
