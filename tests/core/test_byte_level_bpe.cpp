// Byte-level BPE: the byte characters, merges by rank, errors in merges files, showing a growing
// text; what tokenizer.json adds to GPT-2's (added tokens, NFC, the prefix space, no pattern) and
// its keeping in checkpoints. Its ids against GPT-2's own are in test_gpt2_reference.cpp; reading
// it from a folder's files in test_tokenizer_files.cpp.
#include <gtest/gtest.h>

#include "test_support.h"

#include <set>
#include <string>
#include <vector>

#include "text/byte_level_bpe.h"
#include "text/utf8.h"
#include "util/error.h"

using twb::testing::error_message;
using twb::text::AddedToken;
using twb::text::ByteLevelBpeTokenizer;
using Tokens = std::vector<std::string>;

namespace {

AddedToken added(int id, std::string content, bool normalized = false) {
  AddedToken token;
  token.id = id;
  token.content = std::move(content);
  token.normalized = normalized;
  token.special = !normalized;
  return token;
}

// Pythia's two special tokens, <|endoftext|> its end of text.
void add_pythias_specials(ByteLevelBpeTokenizer& bpe) {
  bpe.set_added_tokens({added(0, "<|endoftext|>"), added(1, "<|padding|>")});
  bpe.set_end_of_text("<|endoftext|>", 0);
}

}  // namespace

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

TEST(ByteLevelBpe, AddedTokensAreFoundWholeBeforeBpeAndTheEndOfTextIsEos) {
  ByteLevelBpeTokenizer bpe("a b\n");
  add_pythias_specials(bpe);
  EXPECT_EQ(bpe.tokenize("a<|padding|>b<|endoftext|>"), (Tokens{"a", "<|padding|>", "b", "<eos>"}));
  EXPECT_EQ(bpe.tokenize("ab<|padding|><|padding|>"), (Tokens{"ab", "<|padding|>", "<|padding|>"}));
  // Not quite a token: BPE, byte by byte (no merge but "a b" here).
  EXPECT_EQ(bpe.tokenize("<|padding|").size(), 10u);
  // detokenize gives "<eos>" back as the end of text's text.
  EXPECT_EQ(bpe.detokenize(bpe.tokenize("a<|padding|>b<|endoftext|>")), "a<|padding|>b<|endoftext|>");
  // Without them, the same text is BPE's.
  const ByteLevelBpeTokenizer plain("a b\n");
  EXPECT_EQ(plain.tokenize("a<|endoftext|>").size(), 14u);
}

TEST(ByteLevelBpe, TheLongestAddedTokenAtTheLeftmostPlaceWins) {
  ByteLevelBpeTokenizer bpe("a b\n");
  bpe.set_added_tokens({added(7, "ab"), added(8, "abc"), added(9, "bcd")});
  EXPECT_EQ(bpe.tokenize("xabcd"), (Tokens{"x", "abc", "d"}));  // "abc" over "ab"; "bcd" starts later
  EXPECT_EQ(bpe.tokenize("xbcdab"), (Tokens{"x", "bcd", "ab"}));
  EXPECT_EQ(bpe.tokenize("aabb"), (Tokens{"a", "ab", "b"}));
  EXPECT_NE(error_message([] {
              ByteLevelBpeTokenizer("a b\n").set_added_tokens({added(1, "x"), added(2, "x")});
            }).find("the added token \"x\" comes twice (ids 1 and 2)"),
            std::string::npos);
  EXPECT_NE(error_message([] {
              ByteLevelBpeTokenizer("a b\n").set_added_tokens({added(1, "x"), added(1, "y")});
            }).find("have the same id 1"),
            std::string::npos);
}

TEST(ByteLevelBpe, AddedTokensStripSpacesAndKeepToSingleWordsAsTokenizersDoes) {
  ByteLevelBpeTokenizer bpe("x y\n");  // no merge makes "ab"
  AddedToken mask = added(5, "<mask>");
  mask.lstrip = true;
  AddedToken sep = added(6, "<sep>");
  sep.rstrip = true;
  AddedToken word = added(7, "ab");
  word.single_word = true;
  bpe.set_added_tokens({mask, sep, word});
  const std::string G = "\u0120";  // Ġ, a space
  // lstrip: the spaces before <mask> go with it; rstrip: those after <sep>; the others stay.
  EXPECT_EQ(bpe.tokenize("x  <mask> y"), (Tokens{"x", "<mask>", G, "y"}));
  EXPECT_EQ(bpe.tokenize("x <sep>\t y"), (Tokens{"x", G, "<sep>", "y"}));
  // lstrip never reaches back into a token found before.
  EXPECT_EQ(bpe.tokenize("<sep> <mask>"), (Tokens{"<sep>", "<mask>"}));
  // single_word: "ab" alone, not inside a word ("cab", "abc", "ab_"); a digit or a mark is part of
  // a word too, punctuation and spaces are not.
  EXPECT_EQ(bpe.tokenize("ab"), (Tokens{"ab"}));
  EXPECT_EQ(bpe.tokenize("x ab."), (Tokens{"x", G, "ab", "."}));
  for (const char* inside : {"cab", "abc", "ab_", "ab1", "ab\u0301", "\u00E9ab"})
    for (const auto& token : bpe.tokenize(inside)) EXPECT_NE(token, "ab") << inside;
}

TEST(ByteLevelBpe, NfcMakesAComposedLetterOfALetterAndItsAccent) {
  ByteLevelBpeTokenizer bpe("\u00C3 \u00A9\n");                           // é's two bytes merge
  EXPECT_EQ(bpe.tokenize("e\u0301"), (Tokens{"e", "\u00CC", "\u0123"}));  // e, then U+0301's two bytes
  bpe.set_normalization(twb::text::Normalization::nfc);
  EXPECT_EQ(bpe.tokenize("e\u0301"), (Tokens{"\u00C3\u00A9"}));
  EXPECT_EQ(bpe.tokenize("caf\u00E9"), bpe.tokenize("cafe\u0301"));
  EXPECT_EQ(bpe.detokenize(bpe.tokenize("cafe\u0301")), "caf\u00E9");
  // Added tokens: those not normalized are looked for in the text as given, the others in the
  // normalized text, their content normalized too.
  bpe.set_added_tokens({added(1, "e\u0301!"), added(2, "x\u00E9", /*normalized=*/true)});
  EXPECT_EQ(bpe.tokenize("e\u0301!"), (Tokens{"e\u0301!"}));
  EXPECT_EQ(bpe.tokenize("\u00E9!"), (Tokens{"\u00C3\u00A9", "!"}));
  EXPECT_EQ(bpe.tokenize("xe\u0301"), (Tokens{"x\u00E9"}));
  EXPECT_EQ(bpe.tokenize("x\u00E9"), (Tokens{"x\u00E9"}));
}

TEST(ByteLevelBpe, APrefixSpaceGoesBeforeEachStretchThatLacksOne) {
  ByteLevelBpeTokenizer bpe("\u0120 h\nh i\n\u0120h i\n");
  EXPECT_EQ(bpe.tokenize("hi"), (Tokens{"hi"}));
  bpe.set_add_prefix_space(true);
  EXPECT_EQ(bpe.tokenize("hi"), (Tokens{"\u0120hi"}));
  EXPECT_EQ(bpe.tokenize(" hi"), (Tokens{"\u0120hi"}));                 // one space already: none more
  EXPECT_EQ(bpe.tokenize("\nhi"), (Tokens{"\u0120", "\u010A", "hi"}));  // only a space (U+0020) counts
  EXPECT_TRUE(bpe.tokenize("").empty());
  // Each stretch between added tokens is a text of its own.
  add_pythias_specials(bpe);
  EXPECT_EQ(bpe.tokenize("hi<|padding|>hi"), (Tokens{"\u0120hi", "<|padding|>", "\u0120hi"}));
  EXPECT_EQ(bpe.tokenize("<|endoftext|>"), (Tokens{"<eos>"}));
}

TEST(ByteLevelBpe, WithoutThePatternTheWholeStretchIsOnePiece) {
  ByteLevelBpeTokenizer bpe("i \u0120\nh i\n");
  EXPECT_EQ(bpe.tokenize("hi hi"), (Tokens{"hi", "\u0120", "hi"}));
  bpe.set_use_regex(false);
  EXPECT_EQ(bpe.tokenize("hi hi"), (Tokens{"h", "i\u0120", "hi"}));
}

TEST(ByteLevelBpe, ATokenWithACharacterThatIsNoBytesIsKeptWhole) {
  const ByteLevelBpeTokenizer bpe("h e\n");
  // "é" alone is the byte E9 (half a character); beside a space (no byte's character) it is text.
  EXPECT_EQ(bpe.detokenize({"\u00C3\u00A9", "  ", "\u00E9 "}), "\u00E9  \u00E9 ");
}

TEST(ByteLevelBpe, ItsSettingsSurviveACheckpoint) {
  ByteLevelBpeTokenizer bpe("a b\n\u0120 a\n");
  add_pythias_specials(bpe);
  AddedToken spaces = added(50, "   ", /*normalized=*/true);
  spaces.lstrip = spaces.rstrip = spaces.single_word = true;
  spaces.special = false;
  bpe.set_added_tokens({added(0, "<|endoftext|>"), added(1, "<|padding|>"), spaces});
  bpe.set_normalization(twb::text::Normalization::nfc);
  bpe.set_add_prefix_space(true);
  bpe.set_use_regex(false);
  // Through text, as a checkpoint stores them.
  const auto settings = nlohmann::json::parse(bpe.to_json().dump());
  const auto copy = twb::text::tokenizer_from_json(settings, bpe.data());
  const auto& back = dynamic_cast<const ByteLevelBpeTokenizer&>(*copy);
  EXPECT_EQ(back.added_tokens(), bpe.added_tokens());
  EXPECT_EQ(back.normalization(), twb::text::Normalization::nfc);
  EXPECT_TRUE(back.add_prefix_space());
  EXPECT_FALSE(back.use_regex());
  EXPECT_EQ(back.end_of_text_id(), 0);
  const std::string text = "ab<|padding|>e\u0301 ab<|endoftext|>";
  EXPECT_EQ(back.tokenize(text), bpe.tokenize(text));
  // A checkpoint written before these settings: GPT-2's.
  auto old = settings;
  for (const char* key : {"added_tokens", "normalizer", "add_prefix_space", "use_regex"}) old.erase(key);
  const auto rebuilt = twb::text::tokenizer_from_json(old, bpe.data());
  const auto& plain = dynamic_cast<const ByteLevelBpeTokenizer&>(*rebuilt);
  EXPECT_TRUE(plain.added_tokens().empty());
  EXPECT_EQ(plain.normalization(), twb::text::Normalization::none);
  EXPECT_FALSE(plain.add_prefix_space());
  EXPECT_TRUE(plain.use_regex());
  auto wrong = settings;
  wrong["normalizer"] = "NFKC";
  EXPECT_NE(error_message([&] {
              twb::text::tokenizer_from_json(wrong, bpe.data());
            }).find("the byte-level BPE tokenizer's normalizer is \"NFKC\""),
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
