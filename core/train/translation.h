// A translation model as a person uses it: tokenizers and vocabularies on both sides around the
// encoder–decoder, with evaluation (loss, BLEU, exact match) and checkpoints. The CLI and the app
// both work through this.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "decode/search.h"
#include "eval/bleu.h"
#include "model/seq2seq.h"
#include "text/datasets.h"
#include "text/encoding.h"
#include "train/checkpoint.h"
#include "train/trainer.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct EvaluationResult {
  double loss = 0;         // teacher-forced cross-entropy per target token (no smoothing)
  double bleu = 0;         // sacreBLEU's corpus BLEU, 13a, cased (lowercased for a model that lowercases)
  double exact_match = 0;  // fraction of translations equal to their reference
  eval::BleuScore bleu_detail;
  std::vector<std::string> hypotheses;
  std::string length_note;  // how many sources were truncated, if any
};

class TranslationModel {
 public:
  // Trains the tokenizers on the training split, builds the vocabularies and a freshly initialised
  // model. The config's vocabulary sizes are filled in. With text.shared_vocabulary one tokenizer
  // and one vocabulary are learnt from both sides' sentences and serve both.
  static TranslationModel create(const text::TranslationDataset& data, const TextSettings& text,
                                 TransformerConfig config, uint64_t seed);

  // Token ids of a source sentence (no specials), cut to the model's length (the stated rule).
  std::vector<int32_t> encode_source(const std::string& sentence, bool* truncated = nullptr) const;
  std::vector<int32_t> encode_target(const std::string& sentence, bool* truncated = nullptr) const;
  std::string decode_target(const std::vector<int32_t>& ids) const;
  std::vector<std::string> source_tokens(const std::string& sentence) const;
  // The sentence's tokens outside the source vocabulary, which the encoder reads as <unk>.
  std::vector<std::string> unknown_source_tokens(const std::string& sentence) const;
  std::vector<std::string> target_tokens(const std::vector<int32_t>& ids) const;

  // Training pairs, with the pairs longer than the model's length dropped (reported in `note`).
  std::vector<EncodedPair> encode_pairs(const text::ParallelCorpus& corpus, std::string* note = nullptr) const;

  // Translations of many sentences: greedy or beam search (translate_beams' best), in
  // length-sorted batches. Each sentence gets exactly the translation it gets alone: batches
  // change the speed, never the text. A blank sentence (is_blank) has the empty translation.
  // `twb translate`, `twb eval --hyp` and the trainer's validation BLEU all translate through this.
  std::vector<std::string> translate(const std::vector<std::string>& sentences, const DecodeSettings& settings,
                                     int batch_sentences = 64);
  // Nothing but spaces, tabs and carriage returns: nothing to translate.
  static bool is_blank(const std::string& sentence);
  // One of beam search's hypotheses: its text, the score it was ranked by (log-probability over
  // GNMT's length penalty plus the word reward, DecodeSettings), its raw log-probability and its
  // length in tokens with <eos>. Beam search expects the training pairs' length ratio, whatever
  // the settings' target_length_ratio.
  struct BeamTranslation {
    std::string text;
    double score = 0;
    double log_probability = 0;
    int tokens = 0;
  };
  // Target tokens per source token on the training pairs (what beam search's word reward expects).
  double target_length_ratio() const { return target_length_ratio_; }
  // Beam search's hypotheses for one sentence, best first.
  std::vector<BeamTranslation> translate_beams(const std::string& sentence, const DecodeSettings& settings);
  // The same for many sentences, searched in length-sorted batches of `batch_sentences` (each
  // sentence gets what it gets alone); a blank sentence has none.
  std::vector<std::vector<BeamTranslation>> translate_beams(const std::vector<std::string>& sentences,
                                                            const DecodeSettings& settings, int batch_sentences = 64);
  // Teacher-forced log-probability of a target given a source (natural log, <eos> included), and
  // the number of target tokens it covers.
  std::pair<double, int> score(const std::string& source, const std::string& target);

  EvaluationResult evaluate(const text::ParallelCorpus& corpus, const DecodeSettings& settings,
                            int batch_tokens = 2048);

  Seq2SeqTransformer& transformer() { return *transformer_; }
  const TransformerConfig& config() const { return transformer_->config(); }
  const TextSettings& text_settings() const { return text_; }
  const text::Vocabulary& source_vocabulary() const { return source_vocab_; }
  const text::Vocabulary& target_vocabulary() const { return target_vocab_; }
  const text::Tokenizer& source_tokenizer() const { return *source_tokenizer_; }
  const text::Tokenizer& target_tokenizer() const { return *target_tokenizer_; }

  // --- checkpoints (see docs/checkpoint-format.md) ---
  using TrainingState = RunState;
  // Writes one .safetensors file, through a temporary name renamed into place.
  void save(const std::string& path, const Seq2SeqTrainer* trainer = nullptr,
            const std::vector<HistoryPoint>& history = {}, const std::string& dataset = "",
            const std::string& source_language = "", const std::string& target_language = "", RunRecords records = {});
  // Throws twb::Error for a missing, corrupt, truncated or foreign file, saying which and why.
  static TranslationModel load(const std::string& path, std::optional<TrainingState>* training = nullptr);

 private:
  TranslationModel() = default;
  size_t max_tokens() const;
  // Encodes each sentence that is not blank into sources[i]; returns their indices, in order.
  std::vector<size_t> encode_sources(const std::vector<std::string>& sentences,
                                     std::vector<std::vector<int32_t>>& sources) const;

  TextSettings text_;
  // Target tokens per source token over the training pairs: beam search's expected output length
  // (DecodeSettings::target_length_ratio). Checkpoints from before it was kept have 1.0.
  double target_length_ratio_ = 1.0;
  // With a shared vocabulary both sides hold the same tokenizer and equal vocabularies.
  std::shared_ptr<const text::Tokenizer> source_tokenizer_, target_tokenizer_;
  text::Vocabulary source_vocab_, target_vocab_;
  std::unique_ptr<Seq2SeqTransformer> transformer_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
