#include "inspect/step_snapshot.h"

#include <cmath>

#include "inspect/snapshots.h"
#include "text/special_tokens.h"

namespace twb::inspect {

namespace {

template <class Label>
std::vector<std::string> labels_of(const std::vector<int32_t>& ids, Label label) {
  std::vector<std::string> out;
  for (const int32_t id : ids) out.push_back(label(id));
  return out;
}

bool encoder_side(const std::string& scope) {
  return scope.starts_with("source_embedding") || scope.starts_with("encoder");
}

}  // namespace

StepSnapshot step_snapshot(const TranslationModel& model, StepInside inside) {
  StepSnapshot snap;
  snap.rows = StepSnapshot::Rows::by_side;
  const auto& sv = model.source_vocabulary();
  const auto& tv = model.target_vocabulary();
  snap.encoder_labels = labels_of(inside.encoder_tokens, [&](int32_t id) { return sv.token(id); });
  snap.decoder_labels = labels_of(inside.decoder_tokens, [&](int32_t id) { return tv.token(id); });
  for (const auto& t : inside.losses) snap.target_labels.push_back(t.counted ? tv.token(t.target) : "·");
  snap.inside = std::move(inside);
  return snap;
}

StepSnapshot step_snapshot(const LanguageModel& model, StepInside inside) {
  StepSnapshot snap;
  snap.rows = StepSnapshot::Rows::decoder;
  snap.decoder_labels =
      labels_of(inside.decoder_tokens, [&](int32_t id) { return visible_token(model.token_text(id)); });
  for (const auto& t : inside.losses)
    snap.target_labels.push_back(t.counted ? visible_token(model.token_text(t.target)) : "·");
  snap.inside = std::move(inside);
  return snap;
}

StepSnapshot step_snapshot(const TextClassifier& model, StepInside inside) {
  StepSnapshot snap;
  snap.rows = StepSnapshot::Rows::encoder;
  snap.encoder_labels = labels_of(inside.encoder_tokens, [&](int32_t id) {
    return id == kSosId ? std::string("[CLS]") : visible_token(model.vocabulary().token(id));
  });
  const auto& classes = model.labels();
  for (const auto& t : inside.losses)
    snap.target_labels.push_back(t.target >= 0 && static_cast<size_t>(t.target) < classes.size()
                                     ? classes[static_cast<size_t>(t.target)]
                                     : std::to_string(t.target));
  snap.inside = std::move(inside);
  return snap;
}

std::vector<std::string> stage_row_labels(const StepSnapshot& snap, const Stage& stage) {
  if (stage.key() == "output.logits") return snap.target_labels;
  if (stage.key() == "output.pooled") return {"[pooled]"};
  const bool encoder = snap.rows == StepSnapshot::Rows::encoder ||
                       (snap.rows == StepSnapshot::Rows::by_side && encoder_side(stage.scope));
  return encoder ? snap.encoder_labels : snap.decoder_labels;
}

Heatmap stage_heatmap(const StepSnapshot& snap, const Stage& stage, bool gradient) {
  const Matrix& m = gradient ? stage.gradient : stage.value;
  Heatmap map;
  map.rows = static_cast<int>(m.rows());
  map.cols = static_cast<int>(m.cols());
  map.title =
      (gradient ? "dL/d(" + describe_stage(stage.scope, stage.name) + ")" : describe_stage(stage.scope, stage.name)) +
      "  [" + std::to_string(map.rows) + " × " + std::to_string(map.cols) + "]";
  map.row_axis = stage.key() == "output.logits" ? "output row (its right token)" : "position";
  map.column_axis = stage.key() == "output.logits" ? "vocabulary entry" : "feature";
  map.values.reserve(static_cast<size_t>(m.size()));
  for (Eigen::Index r = 0; r < m.rows(); ++r)
    for (Eigen::Index c = 0; c < m.cols(); ++c) map.values.push_back(static_cast<double>(m(r, c)));
  map.row_labels = stage_row_labels(snap, stage);
  if (static_cast<int>(map.row_labels.size()) != map.rows) map.row_labels.clear();
  return map;
}

std::vector<double> row_norms(const Matrix& m) {
  std::vector<double> norms;
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    double sum = 0;
    for (Eigen::Index c = 0; c < m.cols(); ++c) sum += static_cast<double>(m(r, c)) * m(r, c);
    norms.push_back(std::sqrt(sum));
  }
  return norms;
}

}  // namespace twb::inspect
