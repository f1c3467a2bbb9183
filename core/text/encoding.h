// How text becomes token ids, the part every task shares: the text settings a run chooses, the
// tokenizer and vocabulary built from the training split, and encoding with the length rule of
// text/datasets.h (training drops what is too long, evaluation cuts it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "text/tokenizer.h"
#include "text/vocabulary.h"
#include "util/setting_table.h"

namespace twb::text {

// How text becomes tokens.
struct TextSettings {
  // "word", "char" (one token per Unicode character), "bpe" or "unigram" (SentencePiece; for
  // translation one model per side); "byte-level-bpe", GPT-2's, only comes with a model opened from
  // a Hugging Face folder (it is not trained here).
  std::string tokenizer = "word";
  static constexpr const char* kByteLevelBpe = "byte-level-bpe";
  bool lowercase = false;
  int min_frequency = 2;     // word level: tokens seen fewer times in training become <unk>
  int subword_vocab = 8000;  // SentencePiece: pieces per side (a soft limit)
  // Translation: one tokenizer and one vocabulary, learnt from both languages together (what the
  // encoder–decoder's tie_weights needs); subword_vocab is then the size of that one.
  bool shared_vocabulary = false;

  // The settings a person chooses (the text's rows of the settings table): each one's key, kind,
  // range, label and help, and its member here. to_json, from_json, validate's ranges and --set
  // are made from them.
  static const std::vector<SettingRow<TextSettings>>& setting_rows();
  void validate() const;
  nlohmann::json to_json() const;  // a checkpoint's "text"
  static TextSettings from_json(const nlohmann::json& j);
};

// The tokenizer of `settings`, trained on `sentences` when it is SentencePiece.
std::unique_ptr<Tokenizer> train_tokenizer(const TextSettings& settings, const std::vector<std::string>& sentences);
// The vocabulary of the tokenized sentences: tokens seen at least min_frequency times (word level;
// every token for characters and subwords). Throws twb::Error when it would hold only the special
// tokens, saying why; `what` names it there ("the source vocabulary").
Vocabulary build_vocabulary(const TextSettings& settings, const Tokenizer& tokenizer,
                            const std::vector<std::string>& sentences, const std::string& what = "the vocabulary");

std::vector<int32_t> to_ids(const Vocabulary& vocabulary, const std::vector<std::string>& tokens);
// Token ids of `text` (no specials). With max_tokens > 0 they are cut to max_tokens, and
// *truncated (when given) says whether they were.
std::vector<int32_t> encode(const Tokenizer& tokenizer, const Vocabulary& vocabulary, const std::string& text,
                            std::size_t max_tokens = 0, bool* truncated = nullptr);
// The tokens of `text` outside the vocabulary, which encode() reads as <unk> (a word seen fewer than
// min_frequency times in training, or never; a character no training text has): each once, in the
// order they first come.
std::vector<std::string> unknown_tokens(const Tokenizer& tokenizer, const Vocabulary& vocabulary,
                                        const std::string& text);
// Token ids of every text, whole (the length rule is applied by the caller, see LengthFilter).
std::vector<std::vector<int32_t>> encode_all(const Tokenizer& tokenizer, const Vocabulary& vocabulary,
                                             const std::vector<std::string>& texts);

}  // namespace twb::text

namespace twb {
using text::TextSettings;
}  // namespace twb
