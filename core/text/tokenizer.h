// Tokenizers: text → tokens (strings) → text. A Vocabulary (vocabulary.h) then maps the tokens to
// ids; it, not the tokenizer, owns the special tokens <pad> <unk> <sos> <eos>.
//
// No tokenizer fails on its input: bytes that are not valid UTF-8 become U+FFFD "�" first. (The
// dataset loader refuses such files with the file and line, so this only matters for typed text.)
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace twb::text {

class Tokenizer {
 public:
  virtual ~Tokenizer() = default;

  // "word", "char", "sentencepiece" or "byte-level-bpe" (byte_level_bpe.h): the "kind" field of
  // to_json().
  virtual std::string kind() const = 0;
  virtual std::vector<std::string> tokenize(std::string_view text) const = 0;
  virtual std::string detokenize(const std::vector<std::string>& tokens) const = 0;
  // The settings that rebuild this tokenizer with tokenizer_from_json(), together with data().
  virtual nlohmann::json to_json() const = 0;
  // One token as a person reads it (the views' labels): the token itself, except where the
  // tokenizer spells tokens in a code of its own (byte-level BPE's "Ġworld" reads " world").
  virtual std::string token_text(const std::string& token) const { return token; }
  // What a trained tokenizer learnt, kept apart from to_json() because it is large or binary:
  // SentencePiece's serialized model, byte-level BPE's merges; empty for the others.
  virtual std::string data() const { return {}; }
};

// Words and punctuation, in the manner of the Moses tokenizer.
//
// tokenize:
//  - Whitespace (ASCII and Unicode spaces) separates tokens and is dropped.
//  - A word is a run of letters and digits ("hello", "läuft", "90s", "mp3"). Letters are ASCII
//    letters and every non-ASCII code point that is not a space, punctuation or symbol (so accented
//    Latin, Greek, Cyrillic, CJK and combining marks stay inside words).
//  - Inside a word an apostrophe (' or ’) or hyphen (-) is kept when it has a letter on both sides:
//    "don't", "l'homme", "t-shirt", "rock-and-roll" are one token each; "dogs'" and "-x" split.
//    A hyphen right after a word's last letter and before a space stays with the word, for German
//    suspended compounds: "Zwei- und vierbeinige" → "Zwei-" "und" "vierbeinige".
//  - Numbers stay whole: a "." or "," with a digit on both sides is kept ("3.14", "1,000,000").
//    Other joiners split numbers: "2021-03-05" → "2021" "-" "03" "-" "05", "10:30" → "10" ":" "30".
//  - Every other character (punctuation, symbols, emoji) is a token of its own: "Hello, world!" →
//    "Hello" "," "world" "!" and "..." → "." "." ".".
//  - With `lowercase`, the text is lowercased first (utf8::to_lower: ASCII, Latin-1, Latin
//    Extended-A, Greek, Cyrillic; "ÄÖÜ" → "äöü", "ß" stays).
//
// detokenize joins the tokens with single spaces, except:
//  - closing punctuation . , ! ? ; : % … ) ] } attaches to the previous token;
//  - opening brackets ( [ { ¿ ¡ attach to the next token;
//  - quotes pair up: the first of a pair attaches to the next token, the second to the previous
//    one. Double quotes are " alone, or any two of „ “ ” « » (so „…“, “…”, «…» and »…« all work);
//    single quotes are ' alone, or any two of ‚ ‘ ’, where a ’ with no quote open is an apostrophe
//    and attaches to the previous token;
//  - "-", "/" and ":" between two numbers join them: "2021 - 03 - 05" → "2021-03-05", "10:30".
// So detokenize(tokenize(s)) == s for ordinarily written text ("Ein Mann, der läuft.").
class WordTokenizer final : public Tokenizer {
 public:
  explicit WordTokenizer(bool lowercase = false) : lowercase_(lowercase) {}

  bool lowercase() const { return lowercase_; }

  std::string kind() const override { return "word"; }
  std::vector<std::string> tokenize(std::string_view text) const override;
  std::string detokenize(const std::vector<std::string>& tokens) const override;
  // {"kind": "word", "lowercase": bool}
  nlohmann::json to_json() const override;

 private:
  bool lowercase_;
};

// Characters: one token per Unicode code point, for language models over arithmetic or brackets
// and for reading attention character by character.
//
// tokenize splits the (UTF-8) text into its code points: "12+3" → "1" "2" "+" "3", "ä €" → "ä"
// " " "€". Nothing is dropped or normalized: spaces, tabs and line ends are tokens too, and a
// letter with a combining mark is two tokens. Bytes that are not valid UTF-8 become U+FFFD, one per
// bad byte.
//
// detokenize concatenates the tokens, so detokenize(tokenize(s)) == s for every valid UTF-8 s.
class CharTokenizer final : public Tokenizer {
 public:
  std::string kind() const override { return "char"; }
  std::vector<std::string> tokenize(std::string_view text) const override;
  std::string detokenize(const std::vector<std::string>& tokens) const override;
  // {"kind": "char"}
  nlohmann::json to_json() const override;
};

// Subwords from Debian's libsentencepiece (BPE or unigram), trained in memory.
//
// The model has one special piece, SentencePiece's own "<unk>"; its <s>, </s> and <pad> are
// disabled because the Vocabulary owns the specials. Text is not normalized (SentencePiece's
// "identity" rule) except that runs of whitespace collapse to one space and leading and trailing
// whitespace is dropped; with `lowercase` it is lowercased as WordTokenizer does before encoding.
// So detokenize(tokenize(s)) == s for single-spaced text (lowercased with `lowercase`). Pieces
// mark a preceding space with "▁" (U+2581): "▁Hello", ",", "▁world".
class SentencePieceTokenizer final : public Tokenizer {
 public:
  enum class Model { bpe, unigram };

  // Trains on `sentences` (one per element). `vocab_size` is the number of pieces in the model,
  // a soft limit: a small corpus may yield fewer. Deterministic: the same sentences and settings
  // give the same model, byte for byte. Throws twb::Error when training fails (no sentences,
  // vocab_size < 2, ...).
  static SentencePieceTokenizer train(const std::vector<std::string>& sentences, int vocab_size, Model model,
                                      bool lowercase = false);

  // Rebuilds a trained tokenizer from serialized_model() (as stored in a checkpoint). Throws
  // twb::Error when the bytes are not a SentencePiece model.
  SentencePieceTokenizer(std::string serialized_model, Model model, bool lowercase);
  SentencePieceTokenizer(SentencePieceTokenizer&&) noexcept;
  SentencePieceTokenizer& operator=(SentencePieceTokenizer&&) noexcept;
  ~SentencePieceTokenizer() override;

  // The model proto's bytes: binary, to be stored beside to_json().
  const std::string& serialized_model() const { return serialized_model_; }
  Model model() const { return model_; }
  bool lowercase() const { return lowercase_; }
  // Pieces in the model, "<unk>" included.
  int piece_count() const;

  std::string kind() const override { return "sentencepiece"; }
  std::vector<std::string> tokenize(std::string_view text) const override;
  std::string detokenize(const std::vector<std::string>& tokens) const override;
  // {"kind": "sentencepiece", "model": "bpe"|"unigram", "lowercase": bool, "pieces": int}
  nlohmann::json to_json() const override;
  std::string data() const override { return serialized_model_; }

 private:
  std::string serialized_model_;
  Model model_;
  bool lowercase_;
  std::unique_ptr<sentencepiece::SentencePieceProcessor> processor_;
};

// "bpe" / "unigram", and back (throws twb::Error on any other name).
std::string to_string(SentencePieceTokenizer::Model model);
SentencePieceTokenizer::Model sentencepiece_model_from_string(std::string_view name);

// Rebuilds a tokenizer from its to_json() and data(). Throws twb::Error on an unknown kind, missing
// fields or missing or corrupt data.
std::unique_ptr<Tokenizer> tokenizer_from_json(const nlohmann::json& settings, const std::string& data = {});

}  // namespace twb::text
