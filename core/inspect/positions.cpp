#include "inspect/positions.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "inspect/snapshots.h"
#include "nn/rotary.h"

namespace twb::inspect {

PositionsView positions_view(const TransformerConfig& config, const Matrix* learned_table, int shown) {
  PositionsView view;
  const int T = std::max(1, std::min(shown, config.max_len));
  if (config.positions == PositionKind::rotary) {
    view.kind = "rotary";
    RotaryPositions rotary;
    rotary.init(T, config.d_model / config.heads, config.rotary_dims(), config.rotary_base);
    const int pairs = rotary.rotated / 2;
    std::vector<double> theta(static_cast<size_t>(pairs));
    for (int i = 0; i < pairs; ++i) theta[static_cast<size_t>(i)] = rotary.frequency(i);
    Heatmap& m = view.encoding;
    m.title = "Rotary angles cos(p θ_i), " + std::to_string(pairs) + " pairs";
    m.row_axis = "position p";
    m.column_axis = "pair i (features i and i + " + std::to_string(pairs) + ")";
    m.rows = T, m.cols = pairs;
    for (int p = 0; p < T; ++p)
      for (int i = 0; i < pairs; ++i) m.values.push_back(std::cos(p * theta[static_cast<size_t>(i)]));
    Heatmap& s = view.similarity;
    s.title = "Score turn: mean cos((p − q) θ_i)";
    s.row_axis = "query position p";
    s.column_axis = "key position q";
    s.rows = s.cols = T;
    for (int p = 0; p < T; ++p)
      for (int q = 0; q < T; ++q) {
        double sum = 0;
        for (int i = 0; i < pairs; ++i) sum += std::cos((p - q) * theta[static_cast<size_t>(i)]);
        s.values.push_back(pairs > 0 ? sum / pairs : 1.0);
      }
    view.note = "Rotary positions: nothing is added to the embedding. Self-attention turns the first " +
                std::to_string(rotary.rotated) + " of each head's " + std::to_string(rotary.d_k) +
                " features, in pairs (i, i + " + std::to_string(pairs) +
                "), by the angle p θ_i, θ_i = " + std::to_string(static_cast<long long>(std::llround(rotary.base))) +
                "^(−2i/" + std::to_string(rotary.rotated) +
                "): the map. Beside it, what the turns do to a score, which depends on the offset p − q alone.";
    return view;
  }
  if (config.positions == PositionKind::learned && learned_table && learned_table->rows() > 0) {
    view.kind = "learned";
    const Matrix& P = *learned_table;
    const int rows = std::min<int>(T, static_cast<int>(P.rows()));
    Heatmap& m = view.encoding;
    m.title = "Learned positions P (" + std::to_string(P.rows()) + " × " + std::to_string(P.cols()) + ")";
    m.row_axis = "position";
    m.column_axis = "dimension";
    m.rows = rows, m.cols = static_cast<int>(P.cols());
    for (int p = 0; p < rows; ++p)
      for (Eigen::Index c = 0; c < P.cols(); ++c) m.values.push_back(static_cast<double>(P(p, c)));
    Heatmap& s = view.similarity;
    s.title = "cos∠(P(p), P(q))";
    s.row_axis = "position p";
    s.column_axis = "position q";
    s.rows = s.cols = rows;
    std::vector<double> norms(static_cast<size_t>(rows));
    for (int p = 0; p < rows; ++p) norms[static_cast<size_t>(p)] = static_cast<double>(P.row(p).norm());
    for (int p = 0; p < rows; ++p)
      for (int q = 0; q < rows; ++q) {
        const double dot = static_cast<double>(P.row(p).dot(P.row(q)));
        const double n = norms[static_cast<size_t>(p)] * norms[static_cast<size_t>(q)];
        s.values.push_back(n > 0 ? dot / n : 0.0);
      }
    view.note =
        "Learned positions: the model trained one vector per position and adds it to each token's embedding; the "
        "map is its table as it stands, and beside it how alike two positions' vectors are.";
    return view;
  }
  view.kind = "sinusoidal";
  view.encoding = positional_encoding(T, config.d_model);
  view.similarity = positional_similarity(T, config.d_model);
  view.note = "Fixed sine and cosine waves, added to the embedding (the paper's).";
  return view;
}

}  // namespace twb::inspect
