#include "train/ablation_grid.h"

#include <algorithm>
#include <chrono>

#include "train/batching.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

int AblationGrid::index_of(const HeadRef& head) const {
  const auto it = std::find(heads.begin(), heads.end(), head);
  return it == heads.end() ? -1 : static_cast<int>(it - heads.begin());
}

const AblationMeasure& AblationGrid::measure(const std::string& key) const {
  std::string keys;
  for (const AblationMeasure& m : measures) {
    if (m.key == key) return m;
    keys += (keys.empty() ? "" : ", ") + m.key;
  }
  throw Error("the ablation grid has no measure '" + key + "': it has " + keys);
}

namespace {

// The layout's kinds that `kinds` names (all when empty); twb::Error for a kind the model lacks.
HeadLayout chosen_kinds(const HeadLayout& layout, const std::vector<AttentionKind>& kinds) {
  if (kinds.empty()) return layout;
  HeadLayout chosen;
  for (AttentionKind kind : kinds) {
    const auto it = std::find_if(layout.begin(), layout.end(), [&](const HeadKindLayout& k) { return k.kind == kind; });
    if (it == layout.end()) throw Error("the model has no " + attention_kind_key(kind) + " attention");
    chosen.push_back(*it);
  }
  return chosen;
}

// The grid of a transformer whose evaluation gives `measures`' values in their order.
template <class Transformer, class Evaluate>
AblationGrid measure_grid(Transformer& transformer, const HeadMeans& means, const HeadLayout& layout,
                          std::vector<AblationMeasure> measures, int examples, const Evaluate& evaluate,
                          const AblationProgress& progress) {
  const auto start = std::chrono::steady_clock::now();
  AblationGrid grid;
  grid.layout = layout;
  grid.examples = examples;
  for (const HeadKindLayout& k : layout)
    for (int l = 0; l < k.layers; ++l)
      for (int h = 0; h < k.heads; ++h) grid.heads.push_back({k.kind, l, h});
  const int total = 1 + 2 * static_cast<int>(grid.heads.size());
  restore_heads(transformer);
  const std::vector<double> base = evaluate();
  for (size_t i = 0; i < measures.size(); ++i) measures[i].base = base[i];
  int done = 1;
  if (progress) progress(done, total);
  for (const HeadRef& head : grid.heads) {
    for (Ablation a : {Ablation::zero, Ablation::mean}) {
      ablate_heads(transformer, {head}, a == Ablation::mean ? &means : nullptr);
      const std::vector<double> values = evaluate();
      restore_heads(transformer);
      for (size_t i = 0; i < measures.size(); ++i)
        (a == Ablation::mean ? measures[i].mean : measures[i].zero).push_back(values[i]);
      if (progress) progress(++done, total);
    }
  }
  grid.measures = std::move(measures);
  grid.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return grid;
}

std::vector<int> every_index(size_t count, const std::string& noun) {
  if (count == 0) throw Error("none of the probe's " + noun + " fits the model's window");
  std::vector<int> indices(count);
  for (size_t i = 0; i < count; ++i) indices[i] = static_cast<int>(i);
  return indices;
}

}  // namespace

HeadMeans head_means(TranslationModel& model, const text::ParallelCorpus& probe) {
  const auto pairs = model.encode_pairs(probe);
  return head_means(model.transformer(), make_batch(pairs, every_index(pairs.size(), "pairs")));
}

HeadMeans head_means(LanguageModel& model, const std::vector<std::string>& probe) {
  const auto texts = model.encode_lines(probe);
  return head_means(model.transformer(), make_batch(texts, every_index(texts.size(), "lines")).input);
}

HeadMeans head_means(TextClassifier& model, const std::vector<text::LabeledText>& probe) {
  const auto examples = model.encode_examples(probe);
  return head_means(model.transformer(), make_batch(examples, every_index(examples.size(), "texts")).input);
}

AblationGrid ablation_grid(TranslationModel& model, const text::ParallelCorpus& probe,
                           const std::vector<AttentionKind>& kinds, const AblationProgress& progress) {
  const HeadMeans means = head_means(model, probe);
  const DecodeSettings greedy;
  const auto evaluate = [&] {
    const EvaluationResult r = model.evaluate(probe, greedy);
    return std::vector<double>{r.loss, r.bleu};
  };
  return measure_grid(model.transformer(), means, chosen_kinds(head_layout(model.transformer()), kinds),
                      {{"loss", "loss (nats per token)", true, 0, {}, {}}, {"bleu", "BLEU (greedy)", false, 0, {}, {}}},
                      static_cast<int>(probe.size()), evaluate, progress);
}

AblationGrid ablation_grid(LanguageModel& model, const std::vector<std::string>& probe,
                           const std::vector<AttentionKind>& kinds, const AblationProgress& progress) {
  const HeadMeans means = head_means(model, probe);
  // The metrics the probe's lines have: answers (PROMPT=ANSWER), a repeated half (induction).
  restore_heads(model.transformer());
  const LanguageModelEvaluation first = model.evaluate(probe);
  std::vector<AblationMeasure> measures = {{"loss", "loss (nats per token)", true, 0, {}, {}}};
  if (first.answer_accuracy) measures.push_back({"answer_accuracy", "answer accuracy (%)", false, 0, {}, {}});
  if (first.repeat_loss) measures.push_back({"repeat_loss", "loss on the repeat (nats per token)", true, 0, {}, {}});
  const auto evaluate = [&] {
    const LanguageModelEvaluation r = model.evaluate(probe);
    std::vector<double> values = {r.loss};
    if (first.answer_accuracy) values.push_back(100 * r.answer_accuracy.value_or(0));
    if (first.repeat_loss) values.push_back(r.repeat_loss.value_or(0));
    return values;
  };
  return measure_grid(model.transformer(), means, chosen_kinds(head_layout(model.transformer()), kinds),
                      std::move(measures), static_cast<int>(probe.size()), evaluate, progress);
}

AblationGrid ablation_grid(TextClassifier& model, const std::vector<text::LabeledText>& probe,
                           const std::vector<AttentionKind>& kinds, const AblationProgress& progress) {
  const HeadMeans means = head_means(model, probe);
  const auto evaluate = [&] {
    const ClassificationEvaluation r = model.evaluate(probe);
    return std::vector<double>{r.loss, 100 * r.accuracy};
  };
  return measure_grid(
      model.transformer(), means, chosen_kinds(head_layout(model.transformer()), kinds),
      {{"loss", "loss (nats per example)", true, 0, {}, {}}, {"accuracy", "accuracy (%)", false, 0, {}, {}}},
      static_cast<int>(probe.size()), evaluate, progress);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
