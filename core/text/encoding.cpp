#include "text/encoding.h"

#include <algorithm>
#include <cctype>

#include <exception>

#include "text/special_tokens.h"
#include "util/error.h"
#include "util/json_number.h"

namespace twb::text {

namespace {

std::vector<SettingRow<TextSettings>> make_setting_rows() {
  using T = TextSettings;
  using Bound = SettingField::Bound;
  SettingRows<T> f("text", "Text");
  f.choice(&T::tokenizer, "tokenizer", "Tokenizer",
           {{"word", "word", "Split on spaces and punctuation; rare words become <unk>."},
            {"char", "char", "One token per character: no unknown words, and the model spells everything out."},
            {"bpe", "bpe", "Byte-pair encoding (SentencePiece): words split into frequent pieces."},
            {"unigram", "unigram", "SentencePiece unigram model: words split into likely pieces."},
            {T::kByteLevelBpe, "GPT-2's byte-level BPE",
             "GPT-2's own tokenizer, which comes with a model folder (File ▸ Open model folder); it is not trained "
             "here."}},
           "How sentences are cut into tokens.");
  f.boolean(&T::lowercase, "lowercase", "Lowercase text",
            "Turn all text into lower case before cutting it into tokens.");
  f.integer(&T::min_frequency, "min_frequency", "Min frequency", 1, 100, 1,
            "Word tokenizer only: words seen fewer times than this in the training data become <unk>.")
      .alias("min_freq")
      .bounds(Bound{1}, std::nullopt);
  f.integer(&T::subword_vocab, "subword_vocab", "Subword vocab", 8, 64000, 500,
            "BPE/unigram only: how many pieces each language's vocabulary may hold (a soft limit).")
      .bounds(Bound{8}, std::nullopt);
  f.boolean(&T::shared_vocabulary, "shared_vocabulary", "Shared vocabulary",
            "Translation: learn one tokenizer and vocabulary from both sides' sentences (words or "
            "pieces the languages share, such as names and numbers, get one embedding). Tying the "
            "embeddings needs it.")
      .only({"encoder-decoder"})  // TransformerConfig::kEncoderDecoder, a layer above this one
      .absent(false);             // files from before it have one vocabulary per side
  return f.take();
}

}  // namespace

const std::vector<SettingRow<TextSettings>>& TextSettings::setting_rows() {
  static const std::vector<SettingRow<TextSettings>> rows = make_setting_rows();
  return rows;
}

void TextSettings::validate() const {
  const SettingField& kind = setting_row(setting_rows(), &TextSettings::tokenizer).field;
  if (kind.choice(tokenizer) == nullptr)
    throw Error(kind.key + " '" + tokenizer + "' is unknown; use word, char, bpe or unigram");
  check_setting_bounds(setting_rows(), *this);
}

nlohmann::json TextSettings::to_json() const { return setting_values(setting_rows(), *this); }

TextSettings TextSettings::from_json(const nlohmann::json& j) {
  TextSettings t;
  read_setting_values(setting_rows(), j, t);
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
