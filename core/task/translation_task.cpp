// Translation: the encoder–decoder of "Attention Is All You Need" on sentence pairs.
#include "task/task_support.h"
#include "train/translation_session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {
namespace {

class TranslationInspected final : public InspectedModel {
 public:
  explicit TranslationInspected(HeldModel<TranslationModel> model) : model_(std::move(model)) {}
  const TransformerConfig& config() const override { return model_->config(); }
  inspect::AttentionSnapshot attention(const std::string& text, const std::string& target) override {
    return inspect::attention_snapshot(*model_, text, target);
  }
  inspect::MaskSnapshot masks(const std::vector<TextExample>& examples, int index) override {
    text::ParallelCorpus corpus;
    for (const TextExample& e : examples) {
      corpus.source.push_back(e.text);
      corpus.target.push_back(e.expected.empty() ? model_->translate({e.text}, DecodeSettings{}).front() : e.expected);
    }
    const auto max_tokens = static_cast<size_t>(config().max_len - 1);
    return masks_of(*model_, model_->encode_pairs(corpus), index, "pairs", max_tokens);
  }
  inspect::StepSnapshot step(const TextExample& e, double label_smoothing) override {
    text::ParallelCorpus corpus;
    corpus.source.push_back(e.text);
    corpus.target.push_back(e.expected.empty() ? model_->translate({e.text}, DecodeSettings{}).front() : e.expected);
    return step_of(*model_, model_->encode_pairs(corpus), label_smoothing, "pair",
                   static_cast<size_t>(config().max_len - 1));
  }
  inspect::ScoreSnapshot scores(const std::vector<TextExample>& examples) override {
    text::ParallelCorpus corpus;  // teacher-forced on the reference, else on the model's translation
    for (const TextExample& e : examples) {
      corpus.source.push_back(e.text);
      corpus.target.push_back(e.expected.empty() ? model_->translate({e.text}, DecodeSettings{}).front() : e.expected);
    }
    const auto max_tokens = static_cast<size_t>(config().max_len - 1);
    return scores_of(model_->transformer(), model_->encode_pairs(corpus), "pairs", max_tokens);
  }

  inspect::AttentionMath attention_math(const std::string& text, const std::string& target, AttentionKind kind,
                                        int layer, int head, int query) override {
    return inspect::attention_math(*model_, text, target, kind, layer, head, query);
  }
  inspect::LogitLens logit_lens(const std::string& text, const std::string& target) override {
    return inspect::logit_lens(*model_, text, target);
  }
  inspect::MaskedRun masked_run(const std::string& text, const std::string& target, AttentionKind kind,
                                const std::vector<MaskEdit>& edits) override {
    return inspect::masked_run(*model_, text, target, kind, edits);
  }
  AblationGrid ablation(const std::vector<TextExample>& probe, const std::vector<AttentionKind>& kinds,
                        const AblationProgress& progress) override {
    text::ParallelCorpus corpus;
    for (const TextExample& e : probe) corpus.source.push_back(e.text), corpus.target.push_back(e.expected);
    return ablation_grid(*model_, corpus, kinds, progress);
  }

 private:
  HeldModel<TranslationModel> model_;
};

class TranslationTask final : public ModelTask<TranslationSession, TranslationModel, TranslationInspected> {
 public:
  std::string name() const override { return "translate"; }
  std::string description() const override { return "a translation model (translate)"; }
  std::string summary() const override {
    return "Encoder–decoder: translate a source sentence into a target sentence.";
  }
  std::string architecture() const override { return TransformerConfig::kEncoderDecoder; }
  std::string usual_dataset() const override { return "numbers-en-de"; }
  std::string dataset_file_suffix() const override { return ".tsv"; }
  std::string dataset_forms() const override {
    return "A folder in the Multi30k layout (train.en/train.de, val.en/val.de, …) or a .tsv file of "
           "source<TAB>target pairs.";
  }
  bool has_language_pair() const override { return true; }
  std::string example_noun() const override { return "pairs"; }
  std::vector<Metric> metrics() const override {
    return {{"validation_bleu", "validation BLEU", &HistoryPoint::validation_bleu, 1},
            {"validation_exact_match", "exact match (%)", &HistoryPoint::validation_exact_match, 100}};
  }
  std::string score_explanation() const override {
    return "**BLEU** (green, right axis, 0–100) compares its translations with the reference ones.";
  }
  std::vector<AttentionKindName> attention_kinds() const override {
    return {{AttentionKind::encoder_self, "Encoder self-attention", "", "encoder self"},
            {AttentionKind::decoder_self, "Decoder masked self-attention", "", "decoder self"},
            {AttentionKind::cross, "Cross-attention", "decoder → encoder", "cross"}};
  }
  AttentionKind main_attention_kind() const override { return AttentionKind::cross; }

  ExperimentSettings defaults(const std::string& preset) const override {
    ExperimentSettings s;  // ExperimentSettings' own defaults are translation's recipe
    s.task = name();
    s.model = TransformerConfig::preset(preset, architecture());
    return s;
  }

  std::unique_ptr<TrainingSession> resume(const std::string& checkpoint, const std::string& dataset,
                                          const std::string& source_language,
                                          const std::string& target_language) const override {
    return std::make_unique<TranslationSession>(
        TranslationSession::resume(checkpoint, dataset, source_language, target_language));
  }

  Report evaluate(const std::string& checkpoint, const EvaluationRequest& request) const override {
    std::optional<RunState> run;
    TranslationModel model = TranslationModel::load(checkpoint, &run);
    const std::string src = request.source_language.empty() && run ? run->source_language : request.source_language;
    const std::string trg = request.target_language.empty() && run ? run->target_language : request.target_language;
    const auto data = text::load_translation_dataset(dataset_to_evaluate(request.dataset, run, checkpoint), src, trg);
    const auto& corpus = split_of(data, request.split);
    Report ablation;
    ablate_requested(model, request, main_attention_kind(), corpus, ablation);
    const auto start = std::chrono::steady_clock::now();
    EvaluationResult r = model.evaluate(corpus, request.decode);
    const double seconds = seconds_since(start);
    Report report;
    report.notes = data.warnings;
    if (!r.length_note.empty()) report.notes.push_back(r.length_note);
    if (model.text_settings().lowercase)
      report.notes.push_back("the model lowercases its text: its BLEU is against lowercased references");
    const eval::BleuScore lower = eval::corpus_bleu(r.hypotheses, {corpus.target}, true);
    std::ostringstream text;
    text << data.name << " " << request.split << " (" << corpus.size() << " sentences): loss " << r.loss << ", "
         << r.bleu_detail.format() << ", lowercased BLEU " << lower.score << ", exact match " << r.exact_match << "\n";
    report.text = text.str();
    report.json = {{"task", name()},
                   {"bleu", r.bleu},
                   {"bleu_lowercase", lower.score},
                   {"exact_match", r.exact_match},
                   {"loss", r.loss},
                   {"sentences", corpus.size()},
                   {"examples", corpus.size()},
                   {"split", request.split},
                   {"beam", request.decode.beam_width},
                   {"seconds", seconds},
                   {"signature", r.bleu_detail.signature()}};
    report.outputs = std::move(r.hypotheses);
    for (const auto& [key, value] : ablation.json.items()) report.json[key] = value;
    report.text = ablation.text + report.text;
    return report;
  }

  // Greedy translations of the first test sentences, 40 tokens at most: a fixed amount of work
  // per sentence, whatever the (untrained) model says.
  Report bench_inference(TrainingSession& session, int count) const override {
    auto& s = own<TranslationSession>(session);
    const auto& test = s.data().test;
    // More than the test set holds repeats it: a second's decoding or more, for a figure that is
    // not one scheduler tick's noise (1,000 sentences took 0.4 s on 16 threads).
    const size_t n = test.size() == 0 ? 0 : static_cast<size_t>(std::max(0, count));
    std::vector<std::string> sentences;
    sentences.reserve(n);
    for (size_t i = 0; i < n; ++i) sentences.push_back(test.source[i % test.size()]);
    DecodeSettings greedy;
    greedy.max_output_tokens = 40;
    const auto start = std::chrono::steady_clock::now();
    s.model().translate(sentences, greedy);
    const double seconds = seconds_since(start);
    const double per_s = static_cast<double>(n) / std::max(1e-9, seconds);
    Report report;
    std::ostringstream text;
    text << "decode: " << n << " sentences greedy (" << greedy.max_output_tokens << " tokens max) in " << seconds
         << " s: " << per_s << " sentences/s\n";
    report.text = text.str();
    report.json = {{"decode_sentences_per_s", per_s},
                   {"vocab", {s.model().source_vocabulary().size(), s.model().target_vocabulary().size()}}};
    return report;
  }

  std::vector<TextExample> validation_examples(const RunState& run, size_t count) const override {
    const auto data = dataset_of_run(run, [&run](const std::string& spec) {
      return text::load_translation_dataset(spec, run.source_language, run.target_language);
    });
    std::vector<TextExample> out;
    for (size_t i = 0; i < data.validation.size() && (count == 0 || i < count); ++i)
      out.push_back({data.validation.source[i], data.validation.target[i]});
    return out;
  }
};

}  // namespace

const Task& translation_task() {
  static const TranslationTask task;
  return task;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
