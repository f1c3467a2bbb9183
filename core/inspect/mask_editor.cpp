#include "inspect/mask_editor.h"

#include <algorithm>
#include <cmath>

#include "probe/head_ablation.h"
#include "probe/head_scores.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::inspect {

const Heatmap& MaskedRun::map(int layer, int head, bool edited) const {
  const auto& all = edited ? maps : own_maps;
  if (layer < 0 || layer >= layers || head < 0 || head >= heads)
    throw OutOfRangeError("layer " + std::to_string(layer) + ", head " + std::to_string(head) + " is out of range");
  return all[static_cast<size_t>(layer * heads + head)];
}

bool MaskedRun::allowed(int query, int key, bool edited) const {
  return (edited ? mask : own_mask)[static_cast<size_t>(query) * keys.size() + static_cast<size_t>(key)] != 0;
}

namespace {

// One pass's outputs: at each row of the logits, the expected id's probability and the choice.
struct Outputs {
  std::vector<double> probability;
  std::vector<int32_t> choice;
  double loss = 0;
};

//   p = softmax(logits_r),  loss = mean_r −ln p(expected_r)
Outputs outputs_of(const Matrix& logits, const std::vector<int32_t>& expected) {
  Outputs out;
  for (size_t r = 0; r < expected.size(); ++r) {
    const auto row = logits.row(static_cast<Eigen::Index>(r));
    Eigen::Index best = 0;
    const double top = row.maxCoeff(&best);
    double sum = 0;
    for (Eigen::Index c = 0; c < row.size(); ++c) sum += std::exp(double(row(c)) - top);
    const double log_p = double(row(expected[r])) - top - std::log(sum);
    out.probability.push_back(std::exp(log_p));
    out.choice.push_back(static_cast<int32_t>(best));
    out.loss -= log_p;
  }
  if (!expected.empty()) out.loss /= double(expected.size());
  return out;
}

// The mask of sequence 0 of the last forward pass of the kind's first module.
template <class Transformer>
std::vector<uint8_t> mask_of(Transformer& model, AttentionKind kind) {
  const auto modules = attention_modules(model, kind);
  if (modules.empty()) throw Error("the model has no " + attention_kind_key(kind) + " attention");
  const AttentionMask* mask = modules.front()->attention.mask();
  const size_t cells = static_cast<size_t>(mask->queries) * static_cast<size_t>(mask->keys);
  return {mask->allowed.begin(), mask->allowed.begin() + static_cast<std::ptrdiff_t>(cells)};
}

const std::vector<Heatmap>& maps_of(const AttentionSnapshot& snap, AttentionKind kind) {
  return kind == AttentionKind::encoder_self ? snap.encoder_self
         : kind == AttentionKind::cross      ? snap.cross
                                             : snap.decoder_self;
}

// Both passes: `run(edits)` takes the snapshot (its forward pass last), then the outputs are read.
template <class Transformer, class Run, class Label>
MaskedRun both_runs(Transformer& transformer, AttentionKind kind, const std::vector<MaskEdit>& edits,
                    const std::vector<int32_t>& expected_ids, const Run& run, const Label& label) {
  MaskedRun result;
  result.kind = kind;
  result.edits = edits;
  const AttentionSnapshot own = run(nullptr);
  result.own_mask = mask_of(transformer, kind);
  const Outputs own_out = outputs_of(transformer.logits(), expected_ids);
  const AttentionSnapshot edited = run(&edits);
  result.mask = mask_of(transformer, kind);
  const Outputs out = outputs_of(transformer.logits(), expected_ids);
  result.own_maps = maps_of(own, kind);
  result.maps = maps_of(edited, kind);
  result.heads = own.heads;
  result.layers = result.heads > 0 ? static_cast<int>(result.maps.size()) / result.heads : 0;
  if (!result.maps.empty()) {
    result.queries = result.maps.front().row_labels;
    result.keys = result.maps.front().column_labels;
  }
  for (size_t r = 0; r < expected_ids.size(); ++r) {
    result.expected.push_back(label(expected_ids[r]));
    result.own_choice.push_back(label(own_out.choice[r]));
    result.choice.push_back(label(out.choice[r]));
  }
  result.own_probability = own_out.probability;
  result.probability = out.probability;
  result.own_loss = own_out.loss;
  result.loss = out.loss;
  return result;
}

}  // namespace

MaskedRun masked_run(TranslationModel& model, const std::string& source, const std::string& target, AttentionKind kind,
                     const std::vector<MaskEdit>& edits) {
  // The target is fixed first, so that both passes read the same one.
  const std::string fixed = target.empty() ? attention_snapshot(model, source).translation : target;
  std::vector<int32_t> expected = model.encode_target(fixed);
  expected.push_back(kEosId);
  return both_runs(
      model.transformer(), kind, edits, expected,
      [&](const std::vector<MaskEdit>* e) { return attention_snapshot(model, source, fixed, e); },
      [&](int32_t id) { return visible_token(model.target_vocabulary().token(id)); });
}

MaskedRun masked_run(LanguageModel& model, const std::string& text, const std::vector<MaskEdit>& edits) {
  const std::vector<int32_t> ids = model.prompt_ids(text);
  std::vector<int32_t> expected(ids.begin() + 1, ids.end());
  bool cut = false;
  model.encode(text, &cut);
  if (!cut) expected.push_back(kEosId);
  return both_runs(
      model.transformer(), AttentionKind::decoder_self, edits, expected,
      [&](const std::vector<MaskEdit>* e) { return attention_snapshot(model, text, e); },
      [&](int32_t id) { return visible_token(model.token_text(id)); });
}

MaskedRun masked_run(TextClassifier& model, const std::string& text, const std::string& label,
                     const std::vector<MaskEdit>& edits) {
  const auto& labels = model.labels();
  int32_t expected = 0;
  if (label.empty()) {
    attention_snapshot(model, text);
    model.transformer().logits().row(0).maxCoeff(&expected);
  } else {
    const auto it = std::find(labels.begin(), labels.end(), label);
    if (it == labels.end()) throw Error("'" + label + "' is not one of the model's classes");
    expected = static_cast<int32_t>(it - labels.begin());
  }
  return both_runs(
      model.transformer(), AttentionKind::encoder_self, edits, {expected},
      [&](const std::vector<MaskEdit>* e) { return attention_snapshot(model, text, e); },
      [&](int32_t id) { return labels[static_cast<size_t>(id)]; });
}

}  // namespace twb::inspect
