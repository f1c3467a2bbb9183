#include "text/tokenizer.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string>
#include <unordered_map>
#include <utility>

#include "text/byte_level_bpe.h"
#include "text/utf8.h"
#include "util/error.h"

namespace twb::text {

// ---------------------------------------------------------------------------------------------
// WordTokenizer
namespace {

enum class CharClass { space, letter, digit, other };

CharClass classify(char32_t c) {
  if (c < 0x80) {
    if (c == ' ' || (c >= '\t' && c <= '\r')) return CharClass::space;
    if (c >= '0' && c <= '9') return CharClass::digit;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return CharClass::letter;
    return CharClass::other;
  }
  // Unicode spaces: NEL, no-break space, Ogham space, the U+2000 block's spaces and separators,
  // zero-width space, narrow no-break, math space, ideographic space, byte order mark.
  if (c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200B) || c == 0x2028 || c == 0x2029 ||
      c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF)
    return CharClass::space;
  // Latin-1 punctuation and symbols (¡ « ° » ¿ × ÷ ...), but ª µ º are letters.
  if (c <= 0xBF) return (c == 0xAA || c == 0xB5 || c == 0xBA) ? CharClass::letter : CharClass::other;
  if (c == 0xD7 || c == 0xF7) return CharClass::other;
  if (c == 0x37E || c == 0x387) return CharClass::other;  // Greek question mark and ano teleia
  // Blocks of punctuation and symbols: general punctuation, currency, letterlike symbols through
  // dingbats and arrows, CJK punctuation, small and full-width punctuation, the replacement
  // character, and emoji.
  if ((c >= 0x2010 && c <= 0x206F) || (c >= 0x20A0 && c <= 0x2BFF) || (c >= 0x3001 && c <= 0x303F) ||
      (c >= 0xFE10 && c <= 0xFE6F) || (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
      (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65) || c == utf8::kReplacementCharacter ||
      (c >= 0x1F000 && c <= 0x1FAFF))
    return CharClass::other;
  return CharClass::letter;
}

struct CodePoint {
  char32_t value;
  CharClass kind;
  std::size_t begin, end;  // byte range in the (sanitized) text
};

bool is_word_char(CharClass kind) { return kind == CharClass::letter || kind == CharClass::digit; }

// Whether the joiner at index i stays inside the word around it (see the rules in the header).
bool joins(const std::vector<CodePoint>& chars, std::size_t i) {
  if (i == 0 || i + 1 >= chars.size()) return false;
  const CharClass before = chars[i - 1].kind, after = chars[i + 1].kind;
  switch (chars[i].value) {
    case U'\'':
    case U'\u2019':
    case U'-':
      return before == CharClass::letter && after == CharClass::letter;
    case U'.':
    case U',':
      return before == CharClass::digit && after == CharClass::digit;
    default:
      return false;
  }
}

// German suspended hyphens: "Zwei- und vierbeinige" keeps "Zwei-" whole, so that detokenizing
// gives the text back. That is a "-" right after the word's last letter, followed by a space.
bool ends_with_suspended_hyphen(const std::vector<CodePoint>& chars, std::size_t last) {
  return last + 2 < chars.size() && chars[last].kind == CharClass::letter && chars[last + 1].value == U'-' &&
         chars[last + 2].kind == CharClass::space;
}

bool is_one_of(std::string_view token, std::initializer_list<std::string_view> set) {
  return std::find(set.begin(), set.end(), token) != set.end();
}

bool is_number(std::string_view token) {
  return !token.empty() && token.front() >= '0' && token.front() <= '9' &&
         std::all_of(token.begin(), token.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.' || c == ','; });
}

// How a token sits against its neighbours when detokenizing.
struct Attachment {
  bool to_previous = false;  // no space before it
  bool to_next = false;      // no space after it
};

// Quotes pair up: the first of a family opens, the next one of the same family closes.
class QuoteState {
 public:
  // Flips the family's state: true when this quote opens a pair, false when it closes one.
  bool opens(int family) {
    open_[family] = !open_[family];
    return open_[family];
  }
  bool is_open(int family) const { return open_[family]; }

 private:
  std::array<bool, 4> open_{};
};

enum QuoteFamily { kStraightDouble, kCurlyDouble, kStraightSingle, kCurlySingle };

Attachment attachment(const std::vector<std::string>& tokens, std::size_t i, QuoteState& quotes) {
  const std::string_view token = tokens[i];
  if (is_one_of(token, {"-", "/", ":"}) && i > 0 && i + 1 < tokens.size() && is_number(tokens[i - 1]) &&
      is_number(tokens[i + 1]))
    return {.to_previous = true, .to_next = true};
  if (is_one_of(token, {".", ",", "!", "?", ";", ":", "%", "…", ")", "]", "}"})) return {.to_previous = true};
  if (is_one_of(token, {"(", "[", "{", "¿", "¡"})) return {.to_next = true};

  auto quote = [&](int family) {
    return quotes.opens(family) ? Attachment{.to_next = true} : Attachment{.to_previous = true};
  };
  if (token == "\"") return quote(kStraightDouble);
  if (is_one_of(token, {"„", "“", "”", "«", "»"})) return quote(kCurlyDouble);
  if (token == "'") return quote(kStraightSingle);
  if (token == "’" && !quotes.is_open(kCurlySingle)) return {.to_previous = true};  // apostrophe
  if (is_one_of(token, {"‚", "‘", "’"})) return quote(kCurlySingle);
  return {};
}

}  // namespace

std::vector<std::string> WordTokenizer::tokenize(std::string_view text) const {
  const std::string clean = lowercase_ ? utf8::to_lower(text) : utf8::sanitize(text);
  std::vector<CodePoint> chars;
  for (std::size_t pos = 0; pos < clean.size();) {
    const std::size_t begin = pos;
    const char32_t c = utf8::decode_next(clean, pos);
    chars.push_back({c, classify(c), begin, pos});
  }

  std::vector<std::string> tokens;
  for (std::size_t i = 0; i < chars.size();) {
    if (chars[i].kind == CharClass::space) {
      ++i;
      continue;
    }
    std::size_t last = i;  // the token is chars[i..last]
    if (is_word_char(chars[i].kind)) {
      while (last + 1 < chars.size() && (is_word_char(chars[last + 1].kind) || joins(chars, last + 1))) ++last;
      if (ends_with_suspended_hyphen(chars, last)) ++last;
    }
    tokens.emplace_back(clean, chars[i].begin, chars[last].end - chars[i].begin);
    i = last + 1;
  }
  return tokens;
}

std::string WordTokenizer::detokenize(const std::vector<std::string>& tokens) const {
  std::string text;
  QuoteState quotes;
  bool previous_attaches_to_next = true;  // no space before the first token
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Attachment a = attachment(tokens, i, quotes);
    if (!previous_attaches_to_next && !a.to_previous) text += ' ';
    text += tokens[i];
    previous_attaches_to_next = a.to_next;
  }
  return text;
}

nlohmann::json WordTokenizer::to_json() const { return {{"kind", kind()}, {"lowercase", lowercase_}}; }

// ---------------------------------------------------------------------------------------------
// CharTokenizer

std::vector<std::string> CharTokenizer::tokenize(std::string_view text) const {
  std::vector<std::string> tokens;
  tokens.reserve(text.size());
  for (std::size_t pos = 0; pos < text.size();) {
    const char32_t c = utf8::decode_next(text, pos);  // an ill-formed byte decodes as U+FFFD
    std::string token;
    utf8::append(token, c);
    tokens.push_back(std::move(token));
  }
  return tokens;
}

std::string CharTokenizer::detokenize(const std::vector<std::string>& tokens) const {
  std::string text;
  for (const std::string& token : tokens) text += token;
  return text;
}

nlohmann::json CharTokenizer::to_json() const { return {{"kind", kind()}}; }

// ---------------------------------------------------------------------------------------------
// SentencePieceTokenizer
namespace {

// Feeds the training sentences to SentencePiece without a file.
class SentenceVectorIterator final : public sentencepiece::SentenceIterator {
 public:
  explicit SentenceVectorIterator(const std::vector<std::string>& sentences) : sentences_(sentences) {}
  bool done() const override { return index_ >= sentences_.size(); }
  void Next() override { ++index_; }
  const std::string& value() const override { return sentences_[index_]; }
  sentencepiece::util::Status status() const override { return {}; }

 private:
  const std::vector<std::string>& sentences_;
  std::size_t index_ = 0;
};

std::string prepare(std::string_view text, bool lowercase) {
  return lowercase ? utf8::to_lower(text) : utf8::sanitize(text);
}

}  // namespace

std::string to_string(SentencePieceTokenizer::Model model) {
  return model == SentencePieceTokenizer::Model::bpe ? "bpe" : "unigram";
}

SentencePieceTokenizer::Model sentencepiece_model_from_string(std::string_view name) {
  if (name == "bpe") return SentencePieceTokenizer::Model::bpe;
  if (name == "unigram") return SentencePieceTokenizer::Model::unigram;
  throw Error("unknown SentencePiece model type '" + std::string(name) + "': use 'bpe' or 'unigram'");
}

SentencePieceTokenizer SentencePieceTokenizer::train(const std::vector<std::string>& sentences, int vocab_size,
                                                     Model model, bool lowercase) {
  if (vocab_size < 2)
    throw Error("SentencePiece vocabulary size " + std::to_string(vocab_size) +
                " is too small: it needs at least 2 pieces (<unk> and one more); try 8000");
  std::vector<std::string> prepared;
  prepared.reserve(sentences.size());
  for (const std::string& sentence : sentences) prepared.push_back(prepare(sentence, lowercase));

  const std::unordered_map<std::string, std::string> options{
      {"model_type", to_string(model)},
      {"vocab_size", std::to_string(vocab_size)},
      {"hard_vocab_limit", "false"},  // a small corpus may give fewer pieces instead of failing
      {"normalization_rule_name", "identity"},
      // Only <unk>: the Vocabulary owns <pad> <sos> <eos>.
      {"unk_id", "0"},
      {"bos_id", "-1"},
      {"eos_id", "-1"},
      {"pad_id", "-1"},
      // One thread, and every sentence used (no sampling), so that training is deterministic.
      {"num_threads", "1"},
      {"input_sentence_size", "0"},
      {"minloglevel", "2"},  // SentencePiece's progress log would flood standard error
  };
  SentenceVectorIterator iterator(prepared);
  std::string serialized;
  const auto status = sentencepiece::SentencePieceTrainer::Train(options, &iterator, &serialized);
  if (!status.ok())
    throw Error("SentencePiece " + to_string(model) + " training on " + std::to_string(sentences.size()) +
                " sentences failed: " + status.ToString() +
                ". Check that the training split has text, or try a smaller vocabulary size.");
  return SentencePieceTokenizer(std::move(serialized), model, lowercase);
}

SentencePieceTokenizer::SentencePieceTokenizer(std::string serialized_model, Model model, bool lowercase)
    : serialized_model_(std::move(serialized_model)),
      model_(model),
      lowercase_(lowercase),
      processor_(std::make_unique<sentencepiece::SentencePieceProcessor>()) {
  if (serialized_model_.empty())
    throw Error(
        "the SentencePiece model is missing (0 bytes): the checkpoint or file that should "
        "hold it is incomplete; retrain the tokenizer or use another checkpoint");
  const auto status = processor_->LoadFromSerializedProto(serialized_model_);
  if (!status.ok())
    throw Error("cannot read the SentencePiece model (" + std::to_string(serialized_model_.size()) +
                " bytes): " + status.ToString() + ". The checkpoint is damaged or was not written by this program.");
}

SentencePieceTokenizer::SentencePieceTokenizer(SentencePieceTokenizer&&) noexcept = default;
SentencePieceTokenizer& SentencePieceTokenizer::operator=(SentencePieceTokenizer&&) noexcept = default;
SentencePieceTokenizer::~SentencePieceTokenizer() = default;

int SentencePieceTokenizer::piece_count() const { return processor_->GetPieceSize(); }

std::vector<std::string> SentencePieceTokenizer::tokenize(std::string_view text) const {
  std::vector<std::string> pieces;
  const auto status = processor_->Encode(prepare(text, lowercase_), &pieces);
  if (!status.ok()) throw Error("SentencePiece could not encode a sentence: " + status.ToString());
  return pieces;
}

std::string SentencePieceTokenizer::detokenize(const std::vector<std::string>& tokens) const {
  std::string text;
  const auto status = processor_->Decode(tokens, &text);
  if (!status.ok()) throw Error("SentencePiece could not decode pieces: " + status.ToString());
  return text;
}

nlohmann::json SentencePieceTokenizer::to_json() const {
  return {{"kind", kind()}, {"model", to_string(model_)}, {"lowercase", lowercase_}, {"pieces", piece_count()}};
}

// ---------------------------------------------------------------------------------------------

std::unique_ptr<Tokenizer> tokenizer_from_json(const nlohmann::json& settings, const std::string& data) {
  if (!settings.is_object() || !settings.contains("kind") || !settings["kind"].is_string())
    throw Error("tokenizer settings must be a JSON object with a \"kind\" string, got: " + settings.dump());
  const auto flag = [&](const char* name) {
    if (!settings.contains(name)) return false;
    if (!settings[name].is_boolean())
      throw Error(std::string("tokenizer setting \"") + name + "\" must be true or false, got " +
                  settings[name].dump());
    return settings[name].get<bool>();
  };
  const std::string kind = settings["kind"].get<std::string>();
  if (kind == "word") return std::make_unique<WordTokenizer>(flag("lowercase"));
  if (kind == "char") return std::make_unique<CharTokenizer>();
  if (kind == "sentencepiece") {
    if (!settings.contains("model") || !settings["model"].is_string())
      throw Error("SentencePiece tokenizer settings lack the \"model\" type (bpe or unigram): " + settings.dump());
    return std::make_unique<SentencePieceTokenizer>(
        data, sentencepiece_model_from_string(settings["model"].get<std::string>()), flag("lowercase"));
  }
  if (kind == "byte-level-bpe") {
    auto tokenizer = std::make_unique<ByteLevelBpeTokenizer>(data, "the byte-level BPE merges");
    if (settings.contains("merges") &&
        (!settings["merges"].is_number_integer() ||
         settings["merges"].get<int64_t>() != static_cast<int64_t>(tokenizer->merges().size())))
      throw Error("the byte-level BPE tokenizer should have " + settings["merges"].dump() + " merges, its data has " +
                  std::to_string(tokenizer->merges().size()));
    if (settings.contains("end_of_text_id")) {
      if (!settings["end_of_text_id"].is_number_integer() || !settings.contains("end_of_text") ||
          !settings["end_of_text"].is_string())
        throw Error("the byte-level BPE tokenizer's end_of_text and end_of_text_id are malformed: " + settings.dump());
      tokenizer->set_end_of_text(settings["end_of_text"].get<std::string>(), settings["end_of_text_id"].get<int>());
    }
    // Checkpoints written before these settings lack them: GPT-2's, the defaults.
    if (settings.contains("added_tokens")) {
      if (!settings["added_tokens"].is_array())
        throw Error("the byte-level BPE tokenizer's added_tokens is not a list: " + settings["added_tokens"].dump());
      std::vector<AddedToken> added;
      for (const auto& token : settings["added_tokens"])
        added.push_back(AddedToken::from_json(token, "the byte-level BPE tokenizer's added_tokens"));
      tokenizer->set_added_tokens(std::move(added));
    }
    if (settings.contains("normalizer")) {
      const auto& normalizer = settings["normalizer"];
      if (normalizer == "NFC")
        tokenizer->set_normalization(Normalization::nfc);
      else if (normalizer != "none")
        throw Error("the byte-level BPE tokenizer's normalizer is " + normalizer.dump() +
                    ", not \"none\" or \"NFC\": the checkpoint was written by another program");
    }
    tokenizer->set_add_prefix_space(flag("add_prefix_space"));
    tokenizer->set_use_regex(!settings.contains("use_regex") || flag("use_regex"));
    return tokenizer;
  }
  throw Error("unknown tokenizer kind '" + kind + "': expected 'word', 'char', 'sentencepiece' or 'byte-level-bpe'");
}

}  // namespace twb::text
