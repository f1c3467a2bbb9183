// Byte-level BPE, GPT-2's tokenizer (Radford et al. 2019, OpenAI's encoder.py) and that of the models
// trained on its recipe (GPT-Neo, GPT-NeoX/Pythia, …), so that a model trained elsewhere (a Hugging Face
// folder, huggingface/tokenizer_files.h) reads text exactly as it was trained to.
//
//   text ──added tokens──▶ ──normalize──▶ ──added tokens (normalized)──▶ ──pre-tokenize──▶ pieces
//        ──UTF-8 bytes──▶ one printable character per byte ──merges──▶ tokens
//
// The steps and their order are those of the Hugging Face `tokenizers` library (tokenizer.json):
//  - Added tokens ("<|endoftext|>", "<|padding|>", …) are found whole in the text first and never
//    reach the steps after: at each place the longest one that starts there, the leftmost place
//    first, the text between them going on alone. Those with `normalized` false are looked for in the
//    text as given; those with `normalized` true afterwards, in each stretch between the first ones
//    once normalized (their content normalized too). `single_word`: found only where neither the
//    character before nor the one after is a word character (\w: alphabetic, mark, decimal digit,
//    connector punctuation, joiners), as `tokenizers` does; a place refused so is not looked at again.
//    `lstrip` / `rstrip`: the whitespace (Unicode White_Space) before / after it goes with it and is
//    dropped (lstrip never reaches back into a token found before; no token is looked for in what
//    rstrip took, where `tokenizers` could find one and cut the text across it). An added token
//    comes out as its content, except the model's end-of-text token (set_end_of_text), which comes
//    out as the workbench's "<eos>" (text/vocabulary.h): what the vocabulary reads the model's end
//    of text as.
//  - Normalizing: none, or NFC (ICU's Normalizer2), "e\u0301" → "é".
//  - Pre-tokenizing each stretch left: with add_prefix_space, a space (U+0020) is put before a
//    stretch that does not start with one (so "Hello" reads as " Hello" would); then, with use_regex
//    (the default), it is split with GPT-2's pattern (through ICU's regular expressions):
//      's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//    so a piece is a contraction, a word, a number or a run of other characters with at most one
//    leading space, or whitespace. \s is whitespace as ECMAScript defines it (tab, line feed, vertical
//    tab, form feed, carriage return, U+FEFF and the Unicode space separators), the definition of the
//    npm package gpt-3-encoder the tests compare with; Python's `regex` differs only on U+0085 and
//    U+FEFF. Without use_regex the stretch is one piece.
//  - Each byte of a piece becomes one character (bytes_to_unicode: the printable bytes ! … ~, ¡ … ¬,
//    ® … ÿ stand for themselves, the other 68 for U+0100 … U+0143), so no byte is ever unknown and a
//    space reads "Ġ" (U+0120).
//  - Merges: the piece starts as its characters; the adjacent pair of lowest rank (its line in
//    merges.txt) is merged everywhere in the piece, left to right, until no pair of the piece has a
//    rank. The symbols left are the tokens ("Hello world" → "Hello" "Ġworld").
//
// detokenize maps each character of the tokens back to its byte: the original bytes, exactly (but for
// what normalizing changed, the prefix space and what lstrip / rstrip dropped). A token may hold
// part of a UTF-8 character; utf8::complete_prefix (utf8.h) says how much of a growing text can be
// shown.
#pragma once

#include <array>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "text/tokenizer.h"

namespace twb::text {

// A token matched whole in the text before BPE (tokenizer.json's "added_tokens"; see above).
struct AddedToken {
  int id = -1;  // in the model's own vocabulary
  std::string content;
  bool single_word = false, lstrip = false, rstrip = false, normalized = false;
  bool special = false;  // kept for writing back; tokenizing treats special and other tokens alike

  // tokenizer.json's spelling: {"id", "content", "single_word", "lstrip", "rstrip", "normalized",
  // "special"}.
  nlohmann::json to_json() const;
  // Reads that spelling; a missing flag is false. Throws twb::Error naming `where` (e.g.
  // "tokenizer.json, added_tokens[2]") for a missing or empty content, an id that is not a whole
  // number ≥ 0 or a flag that is not true or false.
  static AddedToken from_json(const nlohmann::json& json, const std::string& where);
  bool operator==(const AddedToken&) const = default;
};

// What the text becomes before added tokens with `normalized` true are looked for and before
// pre-tokenizing.
enum class Normalization { none, nfc };

class ByteLevelBpeTokenizer final : public Tokenizer {
 public:
  // `merges` is the text of merges.txt (vocab.bpe): an optional "#version" line, then one merge a
  // line, two symbols separated by a space, highest priority first. Throws twb::Error naming the
  // line (in `source`, a file name for messages) that is not two symbols, or a repeated merge.
  explicit ByteLevelBpeTokenizer(std::string merges, const std::string& source = "merges.txt");

  // The merges by rank: each pair's concatenation is a token of the vocabulary.
  const std::vector<std::pair<std::string, std::string>>& merges() const { return merges_; }
  // The merges' text as given: what rebuilds this tokenizer (stored in checkpoints).
  const std::string& merges_text() const { return merges_text_; }
  // The model's token that starts and ends a text ("<|endoftext|>") and its id in the model's own
  // vocabulary (vocab.json), where the workbench reads it as <eos>: what a Hugging Face folder written
  // back needs, and which added token (the one of that id) tokenize gives as "<eos>". Empty and -1
  // when not known.
  void set_end_of_text(std::string token, int id) {
    end_of_text_ = std::move(token);
    end_of_text_id_ = id;
  }
  const std::string& end_of_text() const { return end_of_text_; }
  int end_of_text_id() const { return end_of_text_id_; }

  // The added tokens (see above), in any order. Throws twb::Error for an empty content, or a content
  // or id that two of them share.
  void set_added_tokens(std::vector<AddedToken> tokens);
  const std::vector<AddedToken>& added_tokens() const { return added_tokens_; }
  void set_normalization(Normalization normalization);
  Normalization normalization() const { return normalization_; }
  // Whether a space is put before each stretch of text that does not start with one (ByteLevel's
  // "add_prefix_space"); false, GPT-2's, by default.
  void set_add_prefix_space(bool add) { add_prefix_space_ = add; }
  bool add_prefix_space() const { return add_prefix_space_; }
  // Whether stretches are split with GPT-2's pattern (ByteLevel's "use_regex"); true by default.
  void set_use_regex(bool use) { use_regex_ = use; }
  bool use_regex() const { return use_regex_; }

  std::string kind() const override { return "byte-level-bpe"; }
  std::vector<std::string> tokenize(std::string_view text) const override;
  // The bytes the tokens stand for. A token with a character that is no byte's (an added token's
  // content such as a run of spaces, a foreign string) is kept whole as its UTF-8, as the ByteLevel
  // decoder of `tokenizers` does. "<eos>" is the end-of-text token's content once set_end_of_text
  // named one ("<|endoftext|>"), the other specials themselves.
  std::string detokenize(const std::vector<std::string>& tokens) const override;
  // The token's bytes ("Ġworld" → " world"); a byte that is not part of a whole UTF-8 character
  // in it (a token may hold part of one) reads "<0xF0>".
  std::string token_text(const std::string& token) const override;
  // {"kind": "byte-level-bpe", "merges": int, "end_of_text": str, "end_of_text_id": int,
  // "added_tokens": [AddedToken::to_json()…], "normalizer": "none"|"NFC", "add_prefix_space": bool,
  // "use_regex": bool}; the merges themselves are stored beside it. tokenizer_from_json reads the
  // fields after "end_of_text_id" as their defaults when absent (checkpoints written before them).
  nlohmann::json to_json() const override;
  std::string data() const override { return merges_text_; }

  // The character that stands for `byte`, as UTF-8 ("Ġ" for ' ').
  static const std::string& byte_character(unsigned char byte);

 private:
  // A content to look for in the text, and the added token it finds.
  struct Pattern {
    std::string text;
    std::size_t token;
  };
  // Finds `patterns` in `text`: appends each token found to `tokens` and calls plain(stretch) for
  // the text between them, in order.
  template <class Plain>
  void split(std::string_view text, const std::vector<Pattern>& patterns, std::vector<std::string>& tokens,
             Plain&& plain) const;
  // Pre-tokenizes one stretch of normalized text and appends its merged pieces to `tokens`.
  void pretokenize(std::string_view stretch, std::vector<std::string>& tokens) const;
  // Builds the patterns from the added tokens and the normalization.
  void prepare_patterns();
  // Applies the merges to one pre-tokenized piece already in byte characters.
  std::vector<std::string> merge(const std::string& piece) const;

  std::string merges_text_;
  std::vector<std::pair<std::string, std::string>> merges_;  // by rank
  std::unordered_map<std::string, int> ranks_;               // "first second" → rank
  std::string end_of_text_;
  int end_of_text_id_ = -1;
  std::vector<AddedToken> added_tokens_;
  std::vector<Pattern> raw_patterns_, normalized_patterns_;  // longest first
  Normalization normalization_ = Normalization::none;
  bool add_prefix_space_ = false, use_regex_ = true;
  // Pieces already merged: text repeats its words. Bounded; guarded for the threads that share a
  // model.
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::vector<std::string>> cache_;
};

}  // namespace twb::text
