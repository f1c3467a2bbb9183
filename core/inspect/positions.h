// How a model is told where each token stands, as the Positional encoding view draws it — the
// model's own kind, with its own numbers:
//   sinusoidal  P(p, 2i) = sin(p / 10000^(2i/C)), P(p, 2i+1) = cos(…), added to the embedding;
//               beside it P(p) · P(q), the paper's similarity
//   learned     the table P the model trained (max_len × C), added to the embedding; beside it
//               cos∠(P(p), P(q)), how alike two positions' vectors are
//   rotary      nothing is added: each head turns pair i of its first r features by the angle
//               p θ_i, θ_i = base^(−2i/r) (nn/rotary.h); the map is cos(p θ_i), position × pair,
//               and beside it what the turns do to a score, the mean over pairs of
//               cos((p − q) θ_i): it depends on the offset p − q alone
// A plain value that crosses to the GUI thread.
#pragma once

#include <string>

#include "inspect/heatmap.h"
#include "model/config.h"

namespace twb::inspect {

struct PositionsView {
  std::string kind;  // "sinusoidal", "learned" or "rotary"
  Heatmap encoding, similarity;
  std::string note;  // one sentence for the view: what is drawn and where it comes from
};

// The first `shown` positions (all when fewer) of a model of `config`; `learned_table` is the
// model's (max_len, C) table when its positions are learned (null otherwise).
PositionsView positions_view(const TransformerConfig& config, const Matrix* learned_table, int shown = 128);

}  // namespace twb::inspect
