// GPT-2's byte-level BPE: the byte characters, merges by rank, errors in merges files, showing a
// growing text. Its ids against GPT-2's own are in test_gpt2_reference.cpp.
#include <gtest/gtest.h>

#include "test_support.h"

#include <set>
#include <string>
#include <vector>

#include "text/byte_level_bpe.h"
#include "text/utf8.h"
#include "util/error.h"

using twb::testing::error_message;
using twb::text::ByteLevelBpeTokenizer;
using Tokens = std::vector<std::string>;

namespace {}  // namespace

TEST(ByteLevelBpe, EveryByteHasItsOwnPrintableCharacter) {
  std::set<std::string> seen;
  for (int b = 0; b < 256; ++b) {
    const std::string& c = ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b));
    EXPECT_TRUE(seen.insert(c).second) << "byte " << b;
    EXPECT_EQ(twb::text::utf8::find_invalid(c), std::string::npos);
  }
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character('A'), "A");
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character(' '), "\u0120");   // Ġ
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character('\n'), "\u010A");  // Ċ
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character(0), "\u0100");     // Ā
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character(0xAD), "\u0143");  // the soft hyphen, the last one moved
  EXPECT_EQ(ByteLevelBpeTokenizer::byte_character(0xE9), "\u00E9");  // é stands for itself
}

TEST(ByteLevelBpe, MergesTheLowestRankedPairFirstWithinEachPiece) {
  const ByteLevelBpeTokenizer bpe("#version: 0.2\nl l\nh e\nhe ll\nhell o\nĠ w\no r\nĠw or\nĠwor ld\nl d\n");
  EXPECT_EQ(bpe.merges().size(), 9u);
  // "hello": l+l (rank 0), h+e (1), he+ll (2), hell+o (3).
  EXPECT_EQ(bpe.tokenize("hello"), (Tokens{"hello"}));
  // " world": Ġ+w (4), o+r (5), Ġw+or (6), then "l d" (8) before nothing else: Ġwor l d → Ġwor ld → Ġworld.
  EXPECT_EQ(bpe.tokenize(" world"), (Tokens{"\u0120world"}));
  // Pieces never merge across their borders: "hello" and " world" are two pieces, "hello," three.
  EXPECT_EQ(bpe.tokenize("hello world"), (Tokens{"hello", "\u0120world"}));
  EXPECT_EQ(bpe.tokenize("hello,"), (Tokens{"hello", ","}));
  // A contraction is its own piece ("he" does not merge with its "'"); a space-run's last space
  // goes with the word after it.
  EXPECT_EQ(bpe.tokenize("he'll"), (Tokens{"he", "'", "ll"}));
  EXPECT_EQ(bpe.tokenize("hello  world"), (Tokens{"hello", "\u0120", "\u0120world"}));
  // Bytes that are no character of their own: é is two bytes, two characters.
  EXPECT_EQ(bpe.tokenize("é"), (Tokens{"\u00C3", "\u00A9"}));
  EXPECT_EQ(bpe.detokenize(bpe.tokenize("hello  world é\n")), "hello  world é\n");
}

TEST(ByteLevelBpe, ATokenReadsAsItsBytesWithPartsOfCharactersInHex) {
  const ByteLevelBpeTokenizer bpe("h e\n");
  EXPECT_EQ(bpe.token_text("\u0120world"), " world");
  EXPECT_EQ(bpe.token_text("\u010A"), "\n");
  EXPECT_EQ(bpe.token_text("\u00C3\u00A9"), "é");               // both bytes of é
  EXPECT_EQ(bpe.token_text("\u00C3"), "<0xC3>");                // its first byte alone
  EXPECT_EQ(bpe.token_text("a\u00F0\u0141"), "a<0xF0><0x9F>");  // the start of an emoji
}

TEST(ByteLevelBpe, AMalformedMergesFileNamesItsLine) {
  EXPECT_NE(error_message([] {
              ByteLevelBpeTokenizer("#version: 0.2\na b\nc\n", "merges.txt");
            }).find("merges.txt, line 3: a merge is two symbols"),
            std::string::npos);
  EXPECT_NE(error_message([] { ByteLevelBpeTokenizer("a b\nc d e\n", "m.txt"); }).find("m.txt, line 2"),
            std::string::npos);
  EXPECT_NE(error_message([] {
              ByteLevelBpeTokenizer("a b\nc d\na b\n", "m.txt");
            }).find("line 3: the merge \"a b\" comes twice"),
            std::string::npos);
  EXPECT_NE(
      error_message([] { ByteLevelBpeTokenizer("#version: 0.2\n\n", "empty.txt"); }).find("empty.txt holds no merges"),
      std::string::npos);
  EXPECT_NE(
      error_message([] { ByteLevelBpeTokenizer("a \xff\n", "bad.txt"); }).find("bad.txt, line 1: not valid UTF-8"),
      std::string::npos);
}

TEST(ByteLevelBpe, RebuildsFromItsSettingsAndData) {
  const ByteLevelBpeTokenizer bpe("h e\nl l\n");
  const auto copy = twb::text::tokenizer_from_json(bpe.to_json(), bpe.data());
  EXPECT_EQ(copy->kind(), "byte-level-bpe");
  EXPECT_EQ(copy->tokenize("hello"), bpe.tokenize("hello"));
  auto wrong_count = bpe.to_json();
  wrong_count["merges"] = 3;
  EXPECT_NE(
      error_message([&] { twb::text::tokenizer_from_json(wrong_count, bpe.data()); }).find("should have 3 merges"),
      std::string::npos);
  EXPECT_NE(error_message([&] { twb::text::tokenizer_from_json(bpe.to_json(), ""); }).find("holds no merges"),
            std::string::npos);
}

TEST(Utf8, AGrowingTextHoldsBackOnlyAnUnfinishedCharacter) {
  using twb::text::utf8::complete_prefix;
  EXPECT_EQ(complete_prefix(""), 0u);
  EXPECT_EQ(complete_prefix("abc"), 3u);
  EXPECT_EQ(complete_prefix("a\xE2\x82\xAC"), 4u);  // a€
  EXPECT_EQ(complete_prefix("a\xE2"), 1u);
  EXPECT_EQ(complete_prefix("a\xE2\x82"), 1u);
  EXPECT_EQ(complete_prefix("a\xF0\x9F\x98"), 1u);  // the first three bytes of 😀
  EXPECT_EQ(complete_prefix("a\xF0\x9F\x98\x80"), 5u);
  // Not the start of any character: shown (as U+FFFD by whoever decodes it), never held forever.
  EXPECT_EQ(complete_prefix("a\x80"), 2u);
  EXPECT_EQ(complete_prefix("a\xFF"), 2u);
  EXPECT_EQ(complete_prefix("a\xE0\x80"), 3u);  // E0 80 can only be an overlong form
  EXPECT_EQ(complete_prefix("a\xED\xA0"), 3u);  // a surrogate
}
