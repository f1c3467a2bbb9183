// GPT-2's tokenizer: byte-level BPE (Radford et al. 2019, OpenAI's encoder.py), so that a model
// trained elsewhere (a Hugging Face GPT-2 folder) reads text exactly as it was trained to.
//
//   text ──pre-tokenize──▶ pieces ──UTF-8 bytes──▶ one printable character per byte ──merges──▶ tokens
//
//  - Pre-tokenizing splits the text with GPT-2's pattern (through ICU's regular expressions):
//      's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//    so a piece is a contraction, a word, a number or a run of other characters with at most one
//    leading space, or whitespace. \s is whitespace as ECMAScript defines it (tab, line feed, vertical
//    tab, form feed, carriage return, U+FEFF and the Unicode space separators), the definition of the
//    npm package gpt-3-encoder the tests compare with; Python's `regex` differs only on U+0085 and
//    U+FEFF.
//  - Each byte of a piece becomes one character (bytes_to_unicode: the printable bytes ! … ~, ¡ … ¬,
//    ® … ÿ stand for themselves, the other 68 for U+0100 … U+0143), so no byte is ever unknown and a
//    space reads "Ġ" (U+0120).
//  - Merges: the piece starts as its characters; the adjacent pair of lowest rank (its line in
//    merges.txt) is merged everywhere in the piece, left to right, until no pair of the piece has a
//    rank. The symbols left are the tokens ("Hello world" → "Hello" "Ġworld").
//
// detokenize maps each character of the tokens back to its byte: the original bytes, exactly. A
// token may hold part of a UTF-8 character; utf8::complete_prefix (utf8.h) says how much of a
// growing text can be shown.
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
  // back needs. Empty and -1 when not known.
  void set_end_of_text(std::string token, int id) {
    end_of_text_ = std::move(token);
    end_of_text_id_ = id;
  }
  const std::string& end_of_text() const { return end_of_text_; }
  int end_of_text_id() const { return end_of_text_id_; }

  std::string kind() const override { return "byte-level-bpe"; }
  std::vector<std::string> tokenize(std::string_view text) const override;
  // The bytes the tokens stand for. A character that is no byte's (a special token's "<eos>" is made
  // of byte characters, so only foreign strings) is kept as its UTF-8.
  std::string detokenize(const std::vector<std::string>& tokens) const override;
  // The token's bytes ("Ġworld" → " world"); a byte that is not part of a whole UTF-8 character
  // in it (a token may hold part of one) reads "<0xF0>".
  std::string token_text(const std::string& token) const override;
  // {"kind": "byte-level-bpe", "merges": int, "end_of_text": str, "end_of_text_id": int}; the merges
  // themselves are stored beside it.
  nlohmann::json to_json() const override;
  std::string data() const override { return merges_text_; }

  // The character that stands for `byte`, as UTF-8 ("Ġ" for ' ').
  static const std::string& byte_character(unsigned char byte);

 private:
  // Applies the merges to one pre-tokenized piece already in byte characters.
  std::vector<std::string> merge(const std::string& piece) const;

  std::string merges_text_;
  std::vector<std::pair<std::string, std::string>> merges_;  // by rank
  std::unordered_map<std::string, int> ranks_;               // "first second" → rank
  std::string end_of_text_;
  int end_of_text_id_ = -1;
  // Pieces already merged: text repeats its words. Bounded; guarded for the threads that share a
  // model.
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::vector<std::string>> cache_;
};

}  // namespace twb::text
