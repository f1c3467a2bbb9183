#include "text/encoding.h"

#include <algorithm>
#include <cctype>

#include <exception>

#include "text/special_tokens.h"
#include "util/error.h"
#include "util/json_number.h"

namespace twb::text {

void TextSettings::set(const std::string& key, const std::string& value) {
  auto parse_int = [&](const std::string& text) {
    try {
      size_t used = 0;
      const int v = std::stoi(text, &used);
      if (used == text.size()) return v;
    } catch (const std::exception&) {}
    throw Error("--set " + key + "=" + text + ": not a whole number");
  };
  auto parse_bool = [&](const std::string& text) {
    std::string word;
    for (const char c : text) word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (word == "true" || word == "1" || word == "yes") return true;
    if (word == "false" || word == "0" || word == "no") return false;
    throw Error("--set " + key + "=" + text + ": use true or false");
  };
  if (key == "tokenizer")
    tokenizer = value;
  else if (key == "lowercase")
    lowercase = parse_bool(value);
  else if (key == "shared_vocabulary")
    shared_vocabulary = parse_bool(value);
  else if (key == "min_frequency" || key == "min_freq")
    min_frequency = parse_int(value);
  else if (key == "subword_vocab")
    subword_vocab = parse_int(value);
  else
    throw Error("--set " + key + "=" + value +
                ": unknown text setting; the settings are tokenizer, lowercase, min_frequency, subword_vocab, "
                "shared_vocabulary");
  validate();
}

void TextSettings::validate() const {
  if (tokenizer != "word" && tokenizer != "char" && tokenizer != "bpe" && tokenizer != "unigram" &&
      tokenizer != kByteLevelBpe)
    throw Error("tokenizer '" + tokenizer + "' is unknown; use word, char, bpe or unigram");
  if (min_frequency < 1) throw Error("min_frequency = " + std::to_string(min_frequency) + " must be at least 1");
  if (subword_vocab < 8)
    throw Error("subword_vocab = " + std::to_string(subword_vocab) + " is too small; use at least 8");
}

nlohmann::json TextSettings::to_json() const {
  return {{"tokenizer", tokenizer},
          {"lowercase", lowercase},
          {"min_frequency", min_frequency},
          {"subword_vocab", subword_vocab},
          {"shared_vocabulary", shared_vocabulary}};
}

TextSettings TextSettings::from_json(const nlohmann::json& j) {
  TextSettings t;
  t.tokenizer = j.at("tokenizer").get<std::string>();
  t.lowercase = j.at("lowercase").get<bool>();
  t.min_frequency = json_integer_at<int>(j, "min_frequency");
  t.subword_vocab = json_integer_at<int>(j, "subword_vocab");
  t.shared_vocabulary = j.value("shared_vocabulary", false);  // added later; older files have one per side
  t.validate();
  return t;
}

std::unique_ptr<Tokenizer> train_tokenizer(const TextSettings& settings, const std::vector<std::string>& sentences) {
  if (settings.tokenizer == "word") return std::make_unique<WordTokenizer>(settings.lowercase);
  if (settings.tokenizer == "char") return std::make_unique<CharTokenizer>();
  if (settings.tokenizer == TextSettings::kByteLevelBpe)
    throw Error(
        "GPT-2's byte-level BPE comes with a model trained elsewhere: open its Hugging Face folder "
        "(--model DIR) instead of training a tokenizer");
  const auto model = sentencepiece_model_from_string(settings.tokenizer);
  return std::make_unique<SentencePieceTokenizer>(
      SentencePieceTokenizer::train(sentences, settings.subword_vocab, model, settings.lowercase));
}

Vocabulary build_vocabulary(const TextSettings& settings, const Tokenizer& tokenizer,
                            const std::vector<std::string>& sentences, const std::string& what) {
  std::vector<std::vector<std::string>> tokenized;
  tokenized.reserve(sentences.size());
  for (const auto& s : sentences) tokenized.push_back(tokenizer.tokenize(s));
  const int min_frequency = settings.tokenizer == "word" ? settings.min_frequency : 1;
  Vocabulary vocabulary = Vocabulary::build(tokenized, min_frequency);
  if (vocabulary.size() > Vocabulary::kSpecialCount) return vocabulary;
  // A model of the special tokens alone can learn nothing: say what left the vocabulary empty.
  const std::string texts = std::to_string(sentences.size()) + " training text" + (sentences.size() == 1 ? "" : "s");
  if (min_frequency <= 1 || std::all_of(tokenized.begin(), tokenized.end(), [](const auto& t) { return t.empty(); }))
    throw Error(what + " is empty: the " + texts + " hold no token; give a dataset with text in its training split");
  throw Error(what + " is empty: no word of the " + texts + " occurs " + std::to_string(min_frequency) +
              " times or more (min_frequency), and rarer words are left out; give more training text, or keep every "
              "word with --set min_frequency=1");
}

std::vector<int32_t> to_ids(const Vocabulary& vocabulary, const std::vector<std::string>& tokens) {
  std::vector<int32_t> ids;
  ids.reserve(tokens.size());
  for (const auto& t : tokens) ids.push_back(vocabulary.id(t));
  return ids;
}

std::vector<int32_t> encode(const Tokenizer& tokenizer, const Vocabulary& vocabulary, const std::string& text,
                            std::size_t max_tokens, bool* truncated) {
  std::vector<int32_t> ids = to_ids(vocabulary, tokenizer.tokenize(text));
  const bool cut = max_tokens > 0 && ids.size() > max_tokens;
  if (truncated) *truncated = cut;
  if (cut) ids.resize(max_tokens);
  return ids;
}

std::vector<std::string> unknown_tokens(const Tokenizer& tokenizer, const Vocabulary& vocabulary,
                                        const std::string& text) {
  std::vector<std::string> unknown;
  for (const std::string& token : tokenizer.tokenize(text)) {
    if (vocabulary.id(token) != kUnkId) continue;
    if (std::find(unknown.begin(), unknown.end(), token) == unknown.end()) unknown.push_back(token);
  }
  return unknown;
}

std::vector<std::vector<int32_t>> encode_all(const Tokenizer& tokenizer, const Vocabulary& vocabulary,
                                             const std::vector<std::string>& texts) {
  std::vector<std::vector<int32_t>> out;
  out.reserve(texts.size());
  for (const auto& t : texts) out.push_back(to_ids(vocabulary, tokenizer.tokenize(t)));
  return out;
}

}  // namespace twb::text
