// Language modelling: a decoder-only GPT on lines of text.
#include "task/task_support.h"
#include "train/language_model_session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {
namespace {

class LanguageModelInspected final : public InspectedModel {
 public:
  explicit LanguageModelInspected(HeldModel<LanguageModel> model) : model_(std::move(model)) {}
  const TransformerConfig& config() const override { return model_->config(); }
  inspect::AttentionSnapshot attention(const std::string& text, const std::string&) override {
    return inspect::attention_snapshot(*model_, text);
  }
  inspect::MaskSnapshot masks(const std::vector<TextExample>& examples, int index) override {
    std::vector<std::string> lines;
    for (const TextExample& e : examples) lines.push_back(e.text);
    return masks_of(*model_, model_->encode_lines(lines), index, "lines", model_->max_tokens());
  }
  inspect::StepSnapshot step(const TextExample& e, double label_smoothing) override {
    return step_of(*model_, model_->encode_lines({e.text}), label_smoothing, "line", model_->max_tokens());
  }
  inspect::ScoreSnapshot scores(const std::vector<TextExample>& examples) override {
    std::vector<std::string> lines;
    for (const TextExample& e : examples) lines.push_back(e.text);
    return scores_of(model_->transformer(), model_->encode_lines(lines), "lines", model_->max_tokens());
  }

  inspect::AttentionMath attention_math(const std::string& text, const std::string&, AttentionKind kind, int layer,
                                        int head, int query) override {
    return inspect::attention_math(*model_, text, kind, layer, head, query);
  }
  inspect::LogitLens logit_lens(const std::string& text, const std::string&) override {
    return inspect::logit_lens(*model_, text);
  }
  inspect::MaskedRun masked_run(const std::string& text, const std::string&, AttentionKind,
                                const std::vector<MaskEdit>& edits) override {
    return inspect::masked_run(*model_, text, edits);
  }
  AblationGrid ablation(const std::vector<TextExample>& probe, const std::vector<AttentionKind>& kinds,
                        const AblationProgress& progress) override {
    std::vector<std::string> lines;
    for (const TextExample& e : probe) lines.push_back(e.text);
    return ablation_grid(*model_, lines, kinds, progress);
  }

 private:
  HeldModel<LanguageModel> model_;
};

class LanguageModelTask final : public ModelTask<LanguageModelSession, LanguageModel, LanguageModelInspected> {
 public:
  std::string name() const override { return "lm"; }
  bool starts_from_trained_models() const override { return true; }
  std::string description() const override { return "a language model (lm)"; }
  std::string summary() const override {
    return "Decoder-only language model (GPT style): continue a text token by token.";
  }
  std::string architecture() const override { return TransformerConfig::kDecoderOnly; }
  std::string usual_dataset() const override { return "arithmetic"; }
  std::string dataset_file_suffix() const override { return ".txt"; }
  std::string dataset_forms() const override {
    return "A text file with one example per line (.txt), or a folder with train.txt, val.txt and test.txt.";
  }
  std::string example_noun() const override { return "lines"; }
  // Answer accuracy where the data has PROMPT=ANSWER lines, grammaticality where it has a grammar,
  // else perplexity.
  std::vector<Metric> metrics() const override {
    return {{"validation_answer_accuracy", "answer accuracy (%)", &HistoryPoint::validation_answer_accuracy, 100},
            {"validation_grammatical", "grammatical (%)", &HistoryPoint::validation_grammatical, 100},
            {"validation_perplexity", "validation perplexity", &HistoryPoint::validation_perplexity, 1, 0}};
  }
  std::vector<Metric> loss_metrics() const override {
    return {
        {"validation_first_half_loss", "validation loss, first half", &HistoryPoint::validation_first_half_loss, 1, 0},
        {"validation_repeat_loss", "validation loss, repeated half", &HistoryPoint::validation_repeat_loss, 1, 0}};
  }
  std::string score_explanation() const override {
    return "**Answer accuracy** (green, right axis, %) is the share of validation lines such as 12+34=46 whose "
           "answer the model completes exactly; on data with a grammar (toy-grammar) the right axis shows the "
           "share of " +
           std::to_string(kGrammarSamples) +
           " sentences the model samples that are "
           "**grammatical**; for other text it shows the **perplexity** — about how many tokens the model "
           "hesitates between (lower is better).";
  }
  std::vector<AttentionKindName> attention_kinds() const override {
    return {{AttentionKind::decoder_self, "Causal self-attention", "", "causal self"}};
  }
  AttentionKind main_attention_kind() const override { return AttentionKind::decoder_self; }

  ExperimentSettings defaults(const std::string& preset) const override {
    ExperimentSettings s;
    s.task = name();
    s.model = TransformerConfig::preset(preset, architecture());
    s.text.tokenizer = "char";
    s.text.min_frequency = 1;
    // nanoGPT's small-data recipe: a higher peak rate, a short warm-up and no dropout. On
    // arithmetic (tiny, 2000 steps) answer accuracy is 0.93 with it and 0.83 with dropout 0.1.
    s.trainer.learning_rate = 2e-3;
    s.trainer.warmup_steps = 100;
    s.model.dropout = 0.0;
    return s;
  }

  std::unique_ptr<TrainingSession> resume(const std::string& checkpoint, const std::string& dataset, const std::string&,
                                          const std::string&) const override {
    return std::make_unique<LanguageModelSession>(LanguageModelSession::resume(checkpoint, dataset));
  }

  Report evaluate(const std::string& checkpoint, const EvaluationRequest& request) const override {
    std::optional<RunState> run;
    LanguageModel model = LanguageModel::load(checkpoint, &run);
    const auto data = text::load_text_dataset(dataset_to_evaluate(request.dataset, run, checkpoint));
    const auto& lines = split_of(data, request.split);
    Report ablation;
    ablate_requested(model, request, main_attention_kind(), lines, ablation);
    const auto start = std::chrono::steady_clock::now();
    const LanguageModelEvaluation r = model.evaluate(lines);
    const double seconds = seconds_since(start);
    Report report;
    report.notes = data.warnings;
    if (!r.length_note.empty()) report.notes.push_back(r.length_note);
    std::ostringstream text;
    text << data.name << " " << request.split << " (" << lines.size() << " lines): loss " << r.loss << ", perplexity "
         << r.perplexity;
    if (r.answer_accuracy)
      text << ", answer accuracy " << *r.answer_accuracy << " (" << r.answers_checked << " answers checked)";
    if (r.first_half_loss && r.repeat_loss)
      text << ", loss on the first half " << *r.first_half_loss << ", on the repeated half " << *r.repeat_loss;
    text << "\n";
    for (const auto& wrong : r.wrong_answers) text << "  wrong: " << wrong << "\n";
    // Data with a grammar: the model's own sentences, sampled from an empty prompt, checked by it.
    std::optional<GrammarEvaluation> grammar;
    if (!data.grammar.empty()) {
      grammar = model.grammaticality(data.grammar);
      text << "grammatical " << grammar->grammatical << " (" << grammar->sampled
           << " sentences sampled at temperature 1, " << data.grammar << " grammar)\n";
      for (const auto& rejected : grammar->rejected)
        text << "  ungrammatical: " << rejected.sentence << " (" << rejected.reason << ")\n";
    }
    report.text = text.str();
    report.json = {{"task", name()},
                   {"dataset", data.name},
                   {"loss", r.loss},
                   {"perplexity", r.perplexity},
                   {"answers_checked", r.answers_checked},
                   {"split", request.split},
                   {"examples", lines.size()},
                   {"seconds", seconds}};
    if (r.answer_accuracy) {
      report.json["answer_accuracy"] = *r.answer_accuracy;
      report.json["wrong_answers"] = r.wrong_answers;
    }
    if (r.first_half_loss && r.repeat_loss) {
      report.json["first_half_loss"] = *r.first_half_loss;
      report.json["repeat_loss"] = *r.repeat_loss;
    }
    if (grammar) {
      report.json["grammatical"] = grammar->grammatical;
      report.json["grammar"] = grammar->grammar;
      report.json["sentences_sampled"] = grammar->sampled;
      nlohmann::json rejected = nlohmann::json::array();
      for (const auto& s : grammar->rejected) rejected.push_back({{"sentence", s.sentence}, {"reason", s.reason}});
      report.json["ungrammatical"] = rejected;
    }
    for (const auto& [key, value] : ablation.json.items()) report.json[key] = value;
    report.text = ablation.text + report.text;
    return report;
  }

  // Greedy continuations of test lines' prompts (up to "=" in PROMPT=ANSWER lines, else the first
  // half), 40 new tokens at most: tokens generated per second, <eos> included.
  Report bench_inference(TrainingSession& session, int count) const override {
    auto& s = own<LanguageModelSession>(session);
    const auto& lines = s.data().test;
    const size_t n = lines.empty() ? 0 : static_cast<size_t>(std::max(0, count));  // more than the test set repeats it
    SamplingSettings sampling;
    sampling.max_new_tokens = 40;
    sampling.temperature = 0;
    int64_t generated = 0;
    const auto start = std::chrono::steady_clock::now();
    for (size_t i = 0; i < n; ++i) {
      const std::string& line = lines[i % lines.size()];
      const auto eq = line.find('=');
      const std::string prompt = line.substr(0, eq != std::string::npos ? eq + 1 : line.size() / 2);
      generated += static_cast<int64_t>(s.model().generate(prompt, sampling).steps.size());
    }
    const double seconds = seconds_since(start);
    const double per_s = static_cast<double>(generated) / std::max(1e-9, seconds);
    Report report;
    std::ostringstream text;
    text << "generate: " << generated << " tokens (greedy, " << n << " prompts) in " << seconds << " s: " << per_s
         << " tokens/s\n";
    report.text = text.str();
    report.json = {{"generate_tokens_per_s", per_s}};
    return report;
  }

  std::vector<TextExample> validation_examples(const RunState& run, size_t count) const override {
    const auto data = dataset_of_run(run, [](const std::string& spec) { return text::load_text_dataset(spec); });
    std::vector<TextExample> out;
    for (const std::string& line : first_of(data.validation, count)) out.push_back({line, ""});
    return out;
  }
};

}  // namespace

const Task& language_model_task() {
  static const LanguageModelTask task;
  return task;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
