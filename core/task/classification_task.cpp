// Classification: an encoder-only Transformer that gives a text one of a few labels.
#include <algorithm>

#include "task/task_support.h"
#include "train/classifier_session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {
namespace {

class ClassifierInspected final : public InspectedModel {
 public:
  explicit ClassifierInspected(HeldModel<TextClassifier> model) : model_(std::move(model)) {}
  const TransformerConfig& config() const override { return model_->config(); }
  inspect::AttentionSnapshot attention(const std::string& text, const std::string&) override {
    return inspect::attention_snapshot(*model_, text);
  }
  inspect::MaskSnapshot masks(const std::vector<TextExample>& examples, int index) override {
    std::vector<text::LabeledText> labelled;
    // A text without a label gets the first class: the label plays no part in the masks.
    for (const TextExample& e : examples)
      labelled.push_back({e.text, e.expected.empty() ? model_->labels().front() : e.expected, ""});
    return masks_of(*model_, model_->encode_examples(labelled), index, "texts", model_->max_tokens());
  }
  inspect::StepSnapshot step(const TextExample& e, double label_smoothing) override {
    const std::vector<text::LabeledText> labelled{
        {e.text, e.expected.empty() ? model_->labels().front() : e.expected, ""}};
    return step_of(*model_, model_->encode_examples(labelled), label_smoothing, "text", model_->max_tokens());
  }
  inspect::ScoreSnapshot scores(const std::vector<TextExample>& examples) override {
    std::vector<text::LabeledText> labelled;  // the label plays no part in the scores
    for (const TextExample& e : examples)
      labelled.push_back({e.text, e.expected.empty() ? model_->labels().front() : e.expected, ""});
    return scores_of(model_->transformer(), model_->encode_examples(labelled), "texts", model_->max_tokens());
  }

  inspect::AttentionMath attention_math(const std::string& text, const std::string&, AttentionKind kind, int layer,
                                        int head, int query) override {
    return inspect::attention_math(*model_, text, kind, layer, head, query);
  }
  inspect::MaskedRun masked_run(const std::string& text, const std::string& target, AttentionKind,
                                const std::vector<MaskEdit>& edits) override {
    return inspect::masked_run(*model_, text, target, edits);
  }
  AblationGrid ablation(const std::vector<TextExample>& probe, const std::vector<AttentionKind>& kinds,
                        const AblationProgress& progress) override {
    std::vector<text::LabeledText> labelled;  // each text with its label: the accuracy needs it
    for (const TextExample& e : probe) labelled.push_back({e.text, e.expected, ""});
    return ablation_grid(*model_, labelled, kinds, progress);
  }

 private:
  HeldModel<TextClassifier> model_;
};

// The confusion matrix as a table, rows the true class and columns the predicted one.
std::string confusion_table(const std::vector<std::vector<int>>& confusion, const std::vector<std::string>& labels) {
  size_t width = 6;
  for (const auto& l : labels) width = std::max(width, l.size());
  for (const auto& row : confusion)
    for (int n : row) width = std::max(width, std::to_string(n).size());
  auto cell = [&](const std::string& s) { return std::string(width + 2 - std::min(width + 2, s.size()), ' ') + s; };
  std::ostringstream out;
  out << "  confusion (rows: true class, columns: predicted class):\n  " << std::string(width, ' ');
  for (const auto& l : labels) out << cell(l);
  out << "\n";
  for (size_t i = 0; i < confusion.size(); ++i) {
    const std::string label = i < labels.size() ? labels[i] : std::to_string(i);
    out << "  " << label << std::string(width - std::min(width, label.size()), ' ');
    for (int n : confusion[i]) out << cell(std::to_string(n));
    out << "\n";
  }
  return out.str();
}

class ClassificationTask final : public ModelTask<ClassifierSession, TextClassifier, ClassifierInspected> {
 public:
  std::string name() const override { return "classify"; }
  std::string description() const override { return "a classifier (classify)"; }
  std::string summary() const override { return "Encoder-only classifier: read a text and name its class."; }
  std::string architecture() const override { return TransformerConfig::kEncoderOnly; }
  std::string usual_dataset() const override { return "sentiment"; }
  std::string dataset_file_suffix() const override { return ".tsv"; }
  std::string dataset_forms() const override {
    return "A .tsv file of text<TAB>label lines, or a folder with train.tsv, val.tsv and test.tsv.";
  }
  std::string example_noun() const override { return "texts"; }
  std::string loss_unit() const override { return "nats per example"; }
  std::vector<Metric> metrics() const override {
    return {{"validation_accuracy", "validation accuracy (%)", &HistoryPoint::validation_accuracy, 100}};
  }
  std::string score_explanation() const override {
    return "**Accuracy** (green, right axis, %) is the share of validation texts whose class the model predicts "
           "correctly.";
  }
  std::vector<AttentionKindName> attention_kinds() const override {
    return {{AttentionKind::encoder_self, "Encoder self-attention", "", "encoder self"}};
  }
  AttentionKind main_attention_kind() const override { return AttentionKind::encoder_self; }

  ExperimentSettings defaults(const std::string& preset) const override {
    ExperimentSettings s;
    s.task = name();
    s.model = TransformerConfig::preset(preset, architecture());
    s.text.min_frequency = 1;
    // One label per sequence: smaller batches give more steps in the same time, which is what a
    // short run of a tiny classifier needs (sentiment: test accuracy 1.0 after ~400 steps).
    s.trainer.batch_tokens = 512;
    s.trainer.warmup_steps = 100;
    s.trainer.learning_rate = 1e-3;
    return s;
  }

  std::unique_ptr<TrainingSession> resume(const std::string& checkpoint, const std::string& dataset, const std::string&,
                                          const std::string&) const override {
    return std::make_unique<ClassifierSession>(ClassifierSession::resume(checkpoint, dataset));
  }

  Report evaluate(const std::string& checkpoint, const EvaluationRequest& request) const override {
    std::optional<RunState> run;
    TextClassifier model = TextClassifier::load(checkpoint, &run);
    const auto data = text::load_classification_dataset(dataset_to_evaluate(request.dataset, run, checkpoint));
    const auto& examples = split_of(data, request.split);
    Report ablation;
    ablate_requested(model, request, main_attention_kind(), examples, ablation);
    const auto start = std::chrono::steady_clock::now();
    const ClassificationEvaluation r = model.evaluate(examples);
    const double seconds = seconds_since(start);
    Report report;
    report.notes = data.warnings;
    if (!r.length_note.empty()) report.notes.push_back(r.length_note);
    std::ostringstream text;
    text << data.name << " " << request.split << " (" << examples.size() << " examples): loss " << r.loss
         << ", accuracy " << r.accuracy << "\n";
    for (const auto& [group, accuracy] : r.group_accuracy) {
      const auto size = r.group_size.find(group);
      text << "  " << (group.empty() ? "(no group)" : group) << ": accuracy " << accuracy << " ("
           << (size == r.group_size.end() ? 0 : size->second) << " examples)\n";
    }
    text << confusion_table(r.confusion, model.labels());
    report.text = text.str();
    report.json = {{"task", name()},
                   {"dataset", data.name},
                   {"loss", r.loss},
                   {"accuracy", r.accuracy},
                   {"confusion", r.confusion},
                   {"labels", model.labels()},
                   {"group_accuracy", r.group_accuracy},
                   {"group_size", r.group_size},
                   {"split", request.split},
                   {"examples", examples.size()},
                   {"seconds", seconds}};
    for (const auto& [key, value] : ablation.json.items()) report.json[key] = value;
    report.text = ablation.text + report.text;
    return report;
  }

  // The first test texts classified in one call: texts per second.
  Report bench_inference(TrainingSession& session, int count) const override {
    auto& s = own<ClassifierSession>(session);
    const auto& test = s.data().test;
    std::vector<std::string> texts;  // more than the test set holds repeats it
    if (!test.empty())
      for (size_t i = 0; i < static_cast<size_t>(std::max(0, count)); ++i) texts.push_back(test[i % test.size()].text);
    const auto start = std::chrono::steady_clock::now();
    if (!texts.empty()) s.model().classify(texts);
    const double seconds = seconds_since(start);
    const double per_s = static_cast<double>(texts.size()) / std::max(1e-9, seconds);
    Report report;
    std::ostringstream text;
    text << "classify: " << texts.size() << " texts in " << seconds << " s: " << per_s << " texts/s\n";
    report.text = text.str();
    report.json = {{"classify_texts_per_s", per_s}};
    return report;
  }

  std::vector<TextExample> validation_examples(const RunState& run, size_t count) const override {
    const auto data =
        dataset_of_run(run, [](const std::string& spec) { return text::load_classification_dataset(spec); });
    std::vector<TextExample> out;
    for (const auto& e : first_of(data.validation, count)) out.push_back({e.text, e.label});
    return out;
  }
};

}  // namespace

const Task& classification_task() {
  static const ClassificationTask task;
  return task;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
