// A GPT language model as a person uses it: a tokenizer (characters or SentencePiece) and a
// vocabulary around the decoder-only Transformer, with generation, evaluation (loss, perplexity,
// the answer accuracy of PROMPT=ANSWER lines such as "12+34=46", and the share of its own
// sentences a dataset's grammar accepts) and checkpoints.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "decode/sampling.h"
#include "model/gpt.h"
#include "text/datasets.h"
#include "text/tokenizer.h"
#include "text/vocabulary.h"
#include "train/checkpoint.h"
#include "train/trainer.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct LanguageModelEvaluation {
  double loss = 0;        // cross-entropy per predicted token (<eos> included, no smoothing)
  double perplexity = 0;  // exp(loss)
  // For lines of the form PROMPT=ANSWER (every line has a "="): the share whose greedy
  // continuation of "PROMPT=" is exactly ANSWER then <eos>. Empty for other text.
  std::optional<double> answer_accuracy;
  int answers_checked = 0;
  std::vector<std::string> wrong_answers;  // up to 10 "12+34=47 (expected 46)", for a person
  std::string length_note;                 // lines longer than the window, if any
  // On lines that repeat their first half (the induction dataset): the loss per token of each half
  // (<eos> left out). The first half cannot be predicted; the repeat can, by looking back.
  std::optional<double> first_half_loss, repeat_loss;
};

// How many sentences grammaticality() samples, and the seed of the first: fixed, so that a
// checkpoint's figure is the same on every run (and in training's history and `twb eval`).
inline constexpr int kGrammarSamples = 200;
inline constexpr uint64_t kGrammarSeed = 1;

// A sampled sentence its grammar refused, and why.
struct RejectedSentence {
  std::string sentence;  // as the model wrote it ("…" at the end when it did not finish)
  std::string reason;    // "verb 'walks' does not agree with the plural subject 'dogs'"
};

struct GrammarEvaluation {
  std::string grammar;                     // "toy-grammar" (eval/grammar.h)
  int sampled = 0;                         // sentences generated
  double grammatical = 0;                  // the share the grammar accepts, 0..1
  std::vector<RejectedSentence> rejected;  // the first 10, for a person
};

class LanguageModel {
 public:
  // Trains the tokenizer on the training split (character level needs no training), builds the
  // vocabulary and a freshly initialised model; fills config.target_vocab.
  static LanguageModel create(const text::TextDataset& data, const TextSettings& text, TransformerConfig config,
                              uint64_t seed);

  // Token ids of a text without specials, cut to max_tokens() (truncated is set when cut).
  std::vector<int32_t> encode(const std::string& text, bool* truncated = nullptr) const;
  std::string decode(const std::vector<int32_t>& ids) const;  // specials left out
  // The text as the model reads it: as decode, but each <unk> stays, as "<unk>" ("49*64=" with a
  // vocabulary of digits reads "49<unk>64=", where decode gives "4964=").
  std::string decode_as_read(const std::vector<int32_t>& ids) const;
  // The text each token of `continuation` adds to `before` (ids without <sos>), as decode_as_read
  // shows it, for a text that grows token by token: a token that holds only the first bytes of a
  // character (GPT-2's byte-level BPE) adds nothing, and the token that completes it adds the whole
  // character, so no piece shows half of one. <eos> adds "". `shown_before`, when given, is the
  // readable text of `before`.
  std::vector<std::string> text_pieces(const std::vector<int32_t>& before, const std::vector<int32_t>& continuation,
                                       std::string* shown_before = nullptr) const;
  // The text's tokens outside the vocabulary, which the model reads as <unk>.
  std::vector<std::string> unknown_tokens(const std::string& text) const;
  std::string token_text(int32_t id) const;  // one token, as the views label it
  // Training lines; the lines longer than the window are dropped (reported in `note`).
  std::vector<EncodedText> encode_lines(const std::vector<std::string>& lines, std::string* note = nullptr) const;
  size_t max_tokens() const { return static_cast<size_t>(config().max_len - 1); }

  // Continues a prompt (which may be empty): <sos> prompt → up to max_new_tokens.
  Generation generate(const std::string& prompt, const SamplingSettings& settings);
  std::vector<int32_t> prompt_ids(const std::string& prompt) const;  // <sos> + encode(prompt)

  LanguageModelEvaluation evaluate(const std::vector<std::string>& lines, int batch_tokens = 2048);
  // The model's own sentences against a grammar: `count` of them sampled from an empty prompt at
  // temperature 1 (no top-k, no top-p), the i-th with seed `seed` + i, each until <eos> or the
  // context window (a sentence without <eos> is rejected). Throws twb::Error for an unknown grammar.
  GrammarEvaluation grammaticality(const std::string& grammar, int count = kGrammarSamples,
                                   uint64_t seed = kGrammarSeed);

  GptTransformer& transformer() { return *transformer_; }
  const TransformerConfig& config() const { return transformer_->config(); }
  const TextSettings& text_settings() const { return text_; }
  const text::Vocabulary& vocabulary() const { return vocab_; }
  const text::Tokenizer& tokenizer() const { return *tokenizer_; }

  // Checkpoints: task "lm", one tokenizer and vocabulary ("tokenizer", "vocabulary" metadata). load
  // also opens a Hugging Face model folder (huggingface/model_folder.h), which holds no run.
  void save(const std::string& path, const LanguageModelTrainer* trainer = nullptr,
            const std::vector<HistoryPoint>& history = {}, const std::string& dataset = "", RunRecords records = {});
  static LanguageModel load(const std::string& path, std::optional<RunState>* training = nullptr);
  // A model made elsewhere (a Hugging Face folder, huggingface/model_folder.h): its text settings,
  // tokenizer, vocabulary (config.target_vocab entries) and weights.
  static LanguageModel assemble(TextSettings text, std::unique_ptr<text::Tokenizer> tokenizer,
                                text::Vocabulary vocabulary, std::unique_ptr<GptTransformer> transformer);

 private:
  LanguageModel() = default;
  void half_losses(const std::vector<EncodedText>& texts, int batch_tokens, LanguageModelEvaluation& result);

  TextSettings text_;
  std::unique_ptr<text::Tokenizer> tokenizer_;
  text::Vocabulary vocab_;
  std::unique_ptr<GptTransformer> transformer_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
