#include "text/vocabulary.h"

#include <algorithm>
#include <utility>

#include "util/error.h"

namespace twb::text {
namespace {

static_assert(Vocabulary::kPadId == 0 && Vocabulary::kUnkId == 1 && Vocabulary::kSosId == 2 &&
                  Vocabulary::kEosId == 3 && Vocabulary::kSpecialCount == 4,
              "special_tokens() lists the specials in id order");

std::vector<std::string> special_tokens() {
  return {std::string(Vocabulary::kPad), std::string(Vocabulary::kUnk), std::string(Vocabulary::kSos),
          std::string(Vocabulary::kEos)};
}

}  // namespace

Vocabulary::Vocabulary() : Vocabulary(special_tokens()) {}

Vocabulary::Vocabulary(std::vector<std::string> tokens) : tokens_(std::move(tokens)) {
  ids_.reserve(tokens_.size());
  for (int i = 0; i < size(); ++i) {
    if (!ids_.emplace(tokens_[i], i).second)
      throw Error("the vocabulary lists the token \"" + tokens_[i] + "\" twice (ids " +
                  std::to_string(ids_.find(tokens_[i])->second) + " and " + std::to_string(i) +
                  "): the checkpoint or vocabulary file is corrupt");
  }
}

Vocabulary Vocabulary::build(const std::vector<std::vector<std::string>>& tokenized_sentences, int min_frequency,
                             int max_size) {
  if (min_frequency < 1)
    throw Error("minimum token frequency " + std::to_string(min_frequency) +
                " is impossible: use 1 to keep every token, or more to drop rare ones");
  if (max_size < 0 || (max_size > 0 && max_size < kSpecialCount))
    throw Error("vocabulary size limit " + std::to_string(max_size) +
                " is impossible: use 0 for no limit, or at least " + std::to_string(kSpecialCount) +
                " (the special tokens)");

  std::unordered_map<std::string_view, long> counts;
  for (const auto& sentence : tokenized_sentences)
    for (const std::string& token : sentence) ++counts[token];
  for (const std::string& special : special_tokens()) counts.erase(special);

  std::vector<std::pair<std::string_view, long>> ranked;
  for (const auto& [token, count] : counts)
    if (count >= min_frequency) ranked.emplace_back(token, count);
  std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  if (max_size > 0 && ranked.size() > static_cast<std::size_t>(max_size - kSpecialCount))
    ranked.resize(max_size - kSpecialCount);

  std::vector<std::string> tokens = special_tokens();
  tokens.reserve(tokens.size() + ranked.size());
  for (const auto& entry : ranked) tokens.emplace_back(entry.first);
  return Vocabulary(std::move(tokens));
}

int Vocabulary::id(std::string_view token) const {
  const auto found = ids_.find(token);
  return found == ids_.end() ? kUnkId : found->second;
}

bool Vocabulary::contains(std::string_view token) const { return ids_.find(token) != ids_.end(); }

const std::string& Vocabulary::token(int id) const {
  if (id < 0 || id >= size())
    throw Error("token id " + std::to_string(id) + " is outside the vocabulary (0.." + std::to_string(size() - 1) +
                "): the model and the vocabulary do not belong together");
  return tokens_[id];
}

std::vector<int> Vocabulary::encode(const std::vector<std::string>& tokens) const {
  std::vector<int> ids;
  ids.reserve(tokens.size());
  for (const std::string& t : tokens) ids.push_back(id(t));
  return ids;
}

std::vector<std::string> Vocabulary::decode(const std::vector<int>& ids) const {
  std::vector<std::string> tokens;
  tokens.reserve(ids.size());
  for (int i : ids) tokens.push_back(token(i));
  return tokens;
}

nlohmann::json Vocabulary::to_json() const { return tokens_; }

Vocabulary Vocabulary::from_json(const nlohmann::json& json) {
  if (!json.is_array())
    throw Error("a vocabulary must be a JSON array of token strings, got a " + std::string(json.type_name()));
  std::vector<std::string> tokens;
  tokens.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (!json[i].is_string())
      throw Error("vocabulary entry " + std::to_string(i) + " is a " + json[i].type_name() + ", not a token string");
    tokens.push_back(json[i].get<std::string>());
  }
  const std::vector<std::string> specials = special_tokens();
  if (tokens.size() < specials.size() || !std::equal(specials.begin(), specials.end(), tokens.begin()))
    throw Error(
        "a vocabulary must start with <pad> <unk> <sos> <eos> (ids 0..3); this one starts "
        "differently: it was not written by this program or is corrupt");
  return Vocabulary(std::move(tokens));
}

}  // namespace twb::text
