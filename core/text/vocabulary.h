// The vocabulary: token strings ↔ ids. Ids 0..3 are the special tokens; the rest are the tokens of
// the training split, most frequent first.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "text/special_tokens.h"

namespace twb::text {

class Vocabulary {
 public:
  // The ids of text/special_tokens.h, the same in every vocabulary.
  static constexpr int kPadId = twb::kPadId;  // fills a batch row after <eos>
  static constexpr int kUnkId = twb::kUnkId;  // any token not in the vocabulary
  static constexpr int kSosId = twb::kSosId;  // start of sequence: the decoder's first input
  static constexpr int kEosId = twb::kEosId;  // end of sequence
  static constexpr int kSpecialCount = twb::kFirstOrdinaryId;
  static constexpr std::string_view kPad = "<pad>";
  static constexpr std::string_view kUnk = "<unk>";
  static constexpr std::string_view kSos = "<sos>";
  static constexpr std::string_view kEos = "<eos>";

  // Only the four specials.
  Vocabulary();

  // Counts the tokens of `tokenized_sentences` and keeps those seen at least `min_frequency` times
  // (≥ 1), ordered by count, most frequent first, ties by token (byte order), so the result depends
  // only on the counts. `max_size` caps the total size, the four specials included (0: no cap;
  // otherwise ≥ 4). Tokens spelled like a special ("<unk>") are not counted: they are the special.
  // Throws twb::Error on a min_frequency < 1 or a max_size in 1..3 or < 0.
  static Vocabulary build(const std::vector<std::vector<std::string>>& tokenized_sentences, int min_frequency,
                          int max_size = 0);

  // The id of `token`, or kUnkId when it is not in the vocabulary.
  int id(std::string_view token) const;
  bool contains(std::string_view token) const;
  // The token of `id`; throws twb::Error when id is not in 0..size()-1.
  const std::string& token(int id) const;
  int size() const { return static_cast<int>(tokens_.size()); }
  const std::vector<std::string>& tokens() const { return tokens_; }
  static bool is_special(int id) { return id >= 0 && id < kSpecialCount; }

  // Token by token, with no <sos>/<eos> added; unknown tokens become kUnkId.
  std::vector<int> encode(const std::vector<std::string>& tokens) const;
  // Id by id, specials included (the caller strips them); throws twb::Error on an id out of range.
  std::vector<std::string> decode(const std::vector<int>& ids) const;

  // A JSON array of the tokens in id order: ["<pad>", "<unk>", "<sos>", "<eos>", "the", ...].
  nlohmann::json to_json() const;
  // Throws twb::Error unless `json` is an array of distinct strings that starts with the specials.
  static Vocabulary from_json(const nlohmann::json& json);

  bool operator==(const Vocabulary& other) const { return tokens_ == other.tokens_; }

 private:
  explicit Vocabulary(std::vector<std::string> tokens);

  // Heterogeneous lookup, so id(string_view) does not allocate.
  struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };

  std::vector<std::string> tokens_;
  std::unordered_map<std::string, int, StringHash, std::equal_to<>> ids_;
};

}  // namespace twb::text
