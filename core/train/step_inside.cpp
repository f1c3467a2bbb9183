#include "train/step_inside.h"

#include <cmath>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void keep_tokens(const Seq2SeqBatch& batch, int b, StepInside& inside) {
  const auto& s = batch.source;
  const auto& t = batch.target_input;
  inside.encoder_tokens.assign(s.ids.begin() + b * s.length, s.ids.begin() + (b + 1) * s.length);
  inside.decoder_tokens.assign(t.ids.begin() + b * t.length, t.ids.begin() + (b + 1) * t.length);
}

void keep_tokens(const LanguageModelBatch& batch, int b, StepInside& inside) {
  const auto& t = batch.input;
  inside.decoder_tokens.assign(t.ids.begin() + b * t.length, t.ids.begin() + (b + 1) * t.length);
}

void keep_tokens(const ClassifierBatch& batch, int b, StepInside& inside) {
  const auto& t = batch.input;
  inside.encoder_tokens.assign(t.ids.begin() + b * t.length, t.ids.begin() + (b + 1) * t.length);
}

double squared_norm(const Matrix& m) {
  double sum = 0;
  for (Eigen::Index i = 0; i < m.size(); ++i) sum += static_cast<double>(m.data()[i]) * m.data()[i];
  return sum;
}

void keep_gradients(StepInside& inside, const ParameterList& parameters) {
  inside.updates.clear();
  for (const auto& p : parameters) {
    ParameterUpdate u;
    u.name = p.name;
    u.weight_norm = std::sqrt(squared_norm(p.parameter->value));
    u.gradient_norm = std::sqrt(squared_norm(p.parameter->grad));
    inside.updates.push_back(std::move(u));
  }
}

AttentionRowChain attention_row_chain(const AttentionRecord& r, int head, int query) {
  const Eigen::Index queries = r.queries.rows();
  if (head < 0 || head >= r.heads || query < 0 || query >= queries)
    throw Error("step inside: " + r.key() + " has " + std::to_string(r.heads) + " heads and " +
                std::to_string(queries) + " queries; head " + std::to_string(head) + ", query " +
                std::to_string(query) + " is not one of them");
  AttentionRowChain c;
  c.head = head;
  c.query = query;
  c.scale = r.scale;
  const Eigen::Index row = static_cast<Eigen::Index>(head) * queries + query;
  const auto q = r.queries.row(query).segment(static_cast<Eigen::Index>(head) * r.d_k, r.d_k);
  const auto k = r.keys.middleCols(static_cast<Eigen::Index>(head) * r.d_k, r.d_k);
  c.weights = r.weights.row(row);
  c.scores = r.scale * (k * q.transpose()).transpose();
  c.allowed = r.allowed.row(query);
  c.weight_gradient = r.weight_gradient.row(row);
  c.jacobian = Matrix(c.weights.asDiagonal()) - c.weights.transpose() * c.weights;
  c.jacobian_score_gradient = (c.jacobian * c.weight_gradient.transpose()).transpose();
  c.score_gradient = r.score_gradient.row(row);
  c.product_gradient = r.scale * c.score_gradient;
  c.query_gradient = c.product_gradient * k;
  c.engine_query_gradient = r.query_gradient.row(query).segment(static_cast<Eigen::Index>(head) * r.d_k, r.d_k);
  c.key_gradient_share = c.product_gradient.transpose() * q;
  const auto d_out = r.context_gradient.row(query).segment(static_cast<Eigen::Index>(head) * r.d_v, r.d_v);
  c.value_gradient_share = c.weights.transpose() * d_out;
  return c;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
