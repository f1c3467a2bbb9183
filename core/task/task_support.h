// What the tasks' implementations share (not part of the interface): holding a model borrowed
// from a session or owned from a checkpoint, and the batch of examples the masks are drawn on.
#pragma once

#include <chrono>
#include <memory>
#include <sstream>
#include <numeric>
#include <string>
#include <vector>

#include "probe/head_ablation.h"
#include "task/task.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// The model of an InspectedModel: borrowed from a session, or loaded and owned.
template <class Model>
class HeldModel {
 public:
  explicit HeldModel(Model& borrowed) : model_(&borrowed) {}
  explicit HeldModel(Model&& loaded) : owned_(std::make_unique<Model>(std::move(loaded))), model_(owned_.get()) {}
  Model& operator*() const { return *model_; }
  Model* operator->() const { return model_; }

 private:
  std::unique_ptr<Model> owned_;
  Model* model_;
};

// Batch of `examples` (all of them, in order) showing example `index`: the masks of the model.
template <class Model, class Example>
inspect::MaskSnapshot masks_of(const Model& model, const std::vector<Example>& examples, int index,
                               const std::string& noun, size_t max_tokens) {
  if (examples.empty())
    throw Error("no " + noun + " fits the model's window of " + std::to_string(max_tokens) +
                " tokens: shorten the text or raise max_len");
  if (index < 0 || static_cast<size_t>(index) >= examples.size())
    throw OutOfRangeError("example " + std::to_string(index) + " is out of range: the batch has " +
                          std::to_string(examples.size()) + " " + noun + " (0.." + std::to_string(examples.size() - 1) +
                          ")");
  std::vector<int> indices(examples.size());
  std::iota(indices.begin(), indices.end(), 0);
  return inspect::mask_snapshot(model, make_batch(examples, indices), index);
}

// The attention scores of a batch of `examples` (all of them, in order), for the "Why √d_k" lesson.
template <class Transformer, class Example>
inspect::ScoreSnapshot scores_of(Transformer& transformer, const std::vector<Example>& examples,
                                 const std::string& noun, size_t max_tokens) {
  if (examples.empty())
    throw Error("no " + noun + " fits the model's window of " + std::to_string(max_tokens) +
                " tokens: shorten the text or raise max_len");
  std::vector<int> indices(examples.size());
  std::iota(indices.begin(), indices.end(), 0);
  return inspect::score_snapshot(transformer, make_batch(examples, indices));
}

// Step inside the model on the first of `examples` (encoded): one forward and backward pass in
// evaluation mode, nothing applied.
template <class Model, class Example>
inspect::StepSnapshot step_of(Model& model, const std::vector<Example>& examples, double label_smoothing,
                              const std::string& noun, size_t max_tokens) {
  if (examples.empty())
    throw Error("the " + noun + " does not fit the model's window of " + std::to_string(max_tokens) +
                " tokens: shorten it or raise max_len");
  auto& transformer = model.transformer();
  const auto batch = make_batch(examples, std::vector<int>{0});
  StepInside inside(0);
  transformer.zero_grad();
  const Context evaluation;  // dropout off
  inspect_batch(transformer, batch, evaluation, label_smoothing, inside);
  transformer.zero_grad();
  return inspect::step_snapshot(model, std::move(inside));
}

// The first `count` examples of a list (all when count is 0).
template <class T>
std::vector<T> first_of(const std::vector<T>& items, size_t count) {
  if (count == 0 || items.size() <= count) return items;
  return {items.begin(), items.begin() + static_cast<std::ptrdiff_t>(count)};
}
// The first `count` pairs of a corpus (all when count is 0).
inline text::ParallelCorpus first_of(const text::ParallelCorpus& corpus, size_t count) {
  if (count == 0 || corpus.size() <= count) return corpus;
  const auto n = static_cast<std::ptrdiff_t>(count);
  return {{corpus.source.begin(), corpus.source.begin() + n}, {corpus.target.begin(), corpus.target.begin() + n}};
}

// Switches off the heads an evaluation request names (throws twb::Error for a malformed or
// missing head, switching none off), and says which in the report. Mean ablation replaces each by
// its mean output over the first kAblationProbeExamples of `examples` (the split evaluated).
template <class Model, class Examples>
void ablate_requested(Model& model, const EvaluationRequest& request, AttentionKind main_kind, const Examples& examples,
                      Report& report) {
  std::vector<HeadRef> heads;
  for (const std::string& spec : request.ablate) heads.push_back(parse_head(spec, main_kind));
  if (heads.empty()) {
    report.json["ablated"] = nlohmann::json::array();
    return;
  }
  std::optional<HeadMeans> means;
  if (request.ablation == Ablation::mean) means = head_means(model, first_of(examples, kAblationProbeExamples));
  ablate_heads(model.transformer(), heads, means ? &*means : nullptr);
  nlohmann::json names = nlohmann::json::array();
  std::string list;
  for (const HeadRef& h : heads) {
    names.push_back(head_name(h));
    list += (list.empty() ? "" : ", ") + head_name(h);
  }
  report.json["ablated"] = names;
  report.json["ablation"] = ablation_key(request.ablation);
  const size_t probe = std::min(examples.size(), kAblationProbeExamples);
  report.text = "heads switched off: " + list +
                (means ? " (each replaced by its mean output over the first " + std::to_string(probe) + " examples)"
                       : " (outputs zeroed)") +
                "\n" + report.text;
}

// The dataset a run trained on, loaded by `load(spec)`, with the reason it does not load.
template <class Load>
auto dataset_of_run(const RunState& run, Load load) {
  if (run.dataset.empty()) throw Error("the checkpoint names no dataset");
  try {
    return load(run.dataset);
  } catch (const Error& e) {
    throw Error("the checkpoint's dataset '" + run.dataset + "' does not load (set TWB_DATASETS?): " + e.what());
  }
}

// The examples of two splits, one after the other.
template <class Examples>
void append_examples(Examples& to, const Examples& from) {
  to.insert(to.end(), from.begin(), from.end());
}
inline void append_examples(text::ParallelCorpus& to, const text::ParallelCorpus& from) {
  append_examples(to.source, from.source);
  append_examples(to.target, from.target);
}

// One split of any task's dataset: train, val (validation) or test, or all of them (a text file
// evaluated whole: its perplexity under a model trained elsewhere).
template <class Dataset>
auto split_of(const Dataset& data, const std::string& split) {
  if (split == "test") return data.test;
  if (split == "val" || split == "validation") return data.validation;
  if (split == "train") return data.train;
  if (split == "all") {
    auto all = data.train;
    append_examples(all, data.validation);
    append_examples(all, data.test);
    return all;
  }
  throw Error("--split " + split + ": use train, val, test or all");
}

// The dataset to evaluate on: the one asked for, else the one the checkpoint trained on.
inline std::string dataset_to_evaluate(const std::string& given, const std::optional<RunState>& run,
                                       const std::string& checkpoint) {
  if (!given.empty()) return given;
  if (!run || run->dataset.empty())
    throw Error("--data is required: " + checkpoint + " does not name the dataset it trained on");
  return run->dataset;
}

inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// What a task does the same way whatever its model: a session of `Session` holding a `Model`,
// seen through `Inspected` (an InspectedModel built from a HeldModel<Model>).
template <class Session, class Model, class Inspected>
class ModelTask : public Task {
 public:
  std::unique_ptr<InspectedModel> inspect(TrainingSession& session) const override {
    return std::make_unique<Inspected>(HeldModel<Model>(this->template own<Session>(session).model()));
  }
  void visit_model(TrainingSession& session, ModelVisitor& visitor) const override {
    visitor.visit(this->template own<Session>(session).model());
  }
  inspect::MaskSnapshot last_batch_masks(TrainingSession& session, int index) const override {
    auto& s = this->template own<Session>(session);
    return inspect::mask_snapshot(s.model(), s.trainer().last_batch(), index);
  }
  inspect::StepSnapshot step_snapshot(TrainingSession& session, StepInside inside) const override {
    return inspect::step_snapshot(this->template own<Session>(session).model(), std::move(inside));
  }
  std::unique_ptr<InspectedModel> load(const std::string& checkpoint, std::optional<RunState>* run) const override {
    return std::make_unique<Inspected>(HeldModel<Model>(Model::load(checkpoint, run)));
  }

 protected:
  std::unique_ptr<TrainingSession> start(const ExperimentSettings& settings) const override {
    return std::make_unique<Session>(Session::create(settings));
  }
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
