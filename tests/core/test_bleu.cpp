// Corpus BLEU against values worked out by hand, following sacreBLEU's definition (bleu.h):
// 13a tokens, n-gram precisions p1..p4 in percent, exp smoothing of orders without a match,
// BLEU = BP · (p1·p2·p3·p4)^(1/4).
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>
#include <functional>
#include <string>
#include <vector>

#include "eval/bleu.h"
#include "eval/unicode.h"
#include "util/error.h"

using twb::eval::BleuScore;
using twb::eval::corpus_bleu;
using twb::eval::exact_match_rate;
using twb::eval::lowercase_utf8;
using twb::eval::tokenize_13a;

namespace {

// One reference stream.
BleuScore bleu1(const std::vector<std::string>& hyps, const std::vector<std::string>& refs, bool lc = false) {
  return corpus_bleu(hyps, {refs}, lc);
}

void expect_counts(const BleuScore& s, std::array<long, 4> counts, std::array<long, 4> totals) {
  EXPECT_EQ(s.counts, counts);
  EXPECT_EQ(s.totals, totals);
}

std::string message_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const twb::Error& e) {
    return e.what();
  }
  return "(no twb::Error thrown)";
}

}  // namespace

// --- 13a tokenization ---------------------------------------------------------------------------

TEST(Tokenize13a, SplitsPunctuationOffWords) {
  EXPECT_EQ(tokenize_13a("Hello, world!"), "Hello , world !");
  EXPECT_EQ(tokenize_13a("don't (a)[b]{c}"), "don't ( a ) [ b ] { c }");  // the apostrophe stays
  EXPECT_EQ(tokenize_13a("50%/year @home #1 ~2 a^b"), "50 % / year @ home # 1 ~ 2 a ^ b");
  EXPECT_EQ(tokenize_13a("'quoted' \"double\""), "'quoted' \" double \"");
  EXPECT_EQ(tokenize_13a("e.g. U.S.A."), "e . g . U . S . A .");  // every period not next to a digit
}

TEST(Tokenize13a, KeepsNumbersWithPeriodsAndCommasTogether) {
  // "3.14" and "1,000": period and comma between digits stay; the comma after "3.14" goes.
  EXPECT_EQ(tokenize_13a("It costs $3.14, or 1,000 yen."), "It costs $ 3.14 , or 1,000 yen .");
  // A period splits off unless a digit is on *both* sides: "5.x" and "x.5" split, "a,5" too.
  EXPECT_EQ(tokenize_13a("x.y 5.x a,5 ,."), "x . y 5 . x a , 5 , .");
}

TEST(Tokenize13a, SplitsADashOnlyAfterADigit) {
  EXPECT_EQ(tokenize_13a("well-known 1990-2000"), "well-known 1990 - 2000");
  EXPECT_EQ(tokenize_13a("3-4 a-b -5"), "3 - 4 a-b -5");
}

TEST(Tokenize13a, UnescapesEntitiesAndDropsSkippedTags) {
  EXPECT_EQ(tokenize_13a("&quot;Hi&quot; &amp; bye"), "\" Hi \" & bye");
  EXPECT_EQ(tokenize_13a("&lt;b&gt;"), "< b >");
  EXPECT_EQ(tokenize_13a("&amp;quot;"), "& quot ;");                  // one unescape only, in mteval's order
  EXPECT_EQ(tokenize_13a("<skipped>a line-\nbreak"), "a linebreak");  // "-\n" joins, "\n" is a space
}

TEST(Tokenize13a, NormalisesUnicodeWhitespace) {
  // Python's str.split(): tab, no-break space (U+00A0) and ideographic space (U+3000) all separate.
  EXPECT_EQ(tokenize_13a("  a \t b\u00a0c\u3000 "), "a b c");
  EXPECT_EQ(tokenize_13a(""), "");
  EXPECT_EQ(tokenize_13a("Über Straße."), "Über Straße .");
}

// --- lowercasing (sacreBLEU -lc is Python's str.lower()) -----------------------------------------

TEST(Lowercase, FollowsPythonsStrLower) {
  EXPECT_EQ(lowercase_utf8("ABC xyz 123"), "abc xyz 123");
  EXPECT_EQ(lowercase_utf8("ÄÖÜ ÀÉÎÕ Ø Þ ß"), "äöü àéîõ ø þ ß");      // Latin-1
  EXPECT_EQ(lowercase_utf8("ŁÓDŹ ŒUVRE Ğ Ş Ÿ"), "łódź œuvre ğ ş ÿ");  // Latin Extended-A, Ÿ → ÿ
  EXPECT_EQ(lowercase_utf8("İ"), "i\u0307");                          // i + combining dot above
  EXPECT_EQ(lowercase_utf8("ẞ ΑΒΓ МОСКВА"), "ß αβγ москва");          // beyond: Greek, Cyrillic
  EXPECT_EQ(lowercase_utf8("ΟΔΟΣ ΣΑΣ. Σ"), "οδος σας. σ");            // final sigma
  EXPECT_EQ(lowercase_utf8("a\xff"
                           "B"),
            "a\xff"
            "b");  // invalid bytes pass through
}

// Every code point Python knows, against Python itself (the python3 on the PATH; skipped without
// one): its lowercase alone and in the final-sigma contexts (after "AΣ", between "AΣ" and "B",
// before "Σ"), and str.isspace(). Code points Python's Unicode does not assign yet are left out:
// ICU, with a later Unicode, may know them as cased or case-ignorable.
TEST(Lowercase, EqualsPythonsForEveryCodePointPythonKnows) {
  const char* script =
      "python3 -c \"import unicodedata as u\n"
      "for c in range(0x110000):\n"
      "  if 0xD800 <= c < 0xE000: continue\n"
      "  h = chr(c)\n"
      "  x = [s.lower().encode().hex() for s in (h, 'A\\u03a3' + h, 'A\\u03a3' + h + 'B', h + '\\u03a3')]\n"
      "  print('%x %d %d %s' % (c, u.category(h) != 'Cn', h.isspace(), ' '.join(x)))\" 2>/dev/null";
  std::unique_ptr<FILE, int (*)(FILE*)> python(popen(script, "r"), pclose);
  ASSERT_TRUE(python);
  const auto hex = [](const std::string& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (unsigned char b : bytes) out += {digits[b >> 4], digits[b & 15]};
    return out;
  };
  const auto utf8 = [](char32_t c) {
    std::string out;
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
    } else if (c < 0x10000) {
      out += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
              static_cast<char>(0x80 | (c & 0x3F))};
    } else {
      out += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
              static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
    }
    return out;
  };
  const std::string sigma = "\u03a3";
  long lines = 0, compared = 0, differing = 0;
  char buffer[512];
  while (std::fgets(buffer, sizeof buffer, python.get())) {
    std::istringstream line(buffer);
    unsigned long code = 0;
    int assigned = 0, space = 0;
    std::string expected[4];
    line >> std::hex >> code >> std::dec >> assigned >> space >> expected[0] >> expected[1] >> expected[2] >>
        expected[3];
    ++lines;
    const std::string h = utf8(static_cast<char32_t>(code));
    size_t n = 0;
    EXPECT_EQ(twb::eval::unicode::is_space(twb::eval::unicode::decode(h, 0, n)), space == 1) << std::hex << code;
    if (!assigned) continue;
    const std::string texts[4] = {h, "A" + sigma + h, "A" + sigma + h + "B", h + sigma};
    for (int k = 0; k < 4; ++k) {
      ++compared;
      if (hex(lowercase_utf8(texts[k])) != expected[k] && ++differing <= 10)
        ADD_FAILURE() << "U+" << std::hex << code << " in context " << k << ": ICU " << hex(lowercase_utf8(texts[k]))
                      << ", Python " << expected[k];
    }
  }
  if (lines == 0) GTEST_SKIP() << "no python3 to compare with";
  EXPECT_EQ(lines, 0x110000 - 0x800);
  EXPECT_EQ(differing, 0) << "of " << compared << " texts";
}

// --- corpus BLEU, by hand ------------------------------------------------------------------------

TEST(CorpusBleu, PerfectMatchIs100) {
  // 7 tokens (the period is one): every n-gram matches, p1..p4 = 7/7 6/6 5/5 4/4, BP = 1.
  const BleuScore s = bleu1({"The cat sat on the mat."}, {"The cat sat on the mat."});
  EXPECT_NEAR(s.score, 100.0, 1e-9);
  expect_counts(s, {7, 6, 5, 4}, {7, 6, 5, 4});
  EXPECT_EQ(s.bp, 1.0);
  EXPECT_EQ(s.hyp_len, 7);
  EXPECT_EQ(s.ref_len, 7);
  EXPECT_EQ(s.ratio, 1.0);
}

TEST(CorpusBleu, BrevityPenalty) {
  // hyp "the cat sat on the" (5 tokens), ref "the cat sat on the mat" (6): all hypothesis n-grams
  // match (5/5 4/4 3/3 2/2), so the precisions are 100 and only BP = exp(1 - 6/5) = exp(-0.2)
  // = 0.818730753 lowers the score: BLEU = 81.8730753.
  const BleuScore s = bleu1({"the cat sat on the"}, {"the cat sat on the mat"});
  expect_counts(s, {5, 4, 3, 2}, {5, 4, 3, 2});
  EXPECT_NEAR(s.bp, std::exp(-0.2), 1e-15);
  EXPECT_NEAR(s.score, 81.87307530779819, 1e-9);
  EXPECT_NEAR(s.ratio, 5.0 / 6.0, 1e-15);
}

TEST(CorpusBleu, ExpSmoothingOfOrdersWithoutAMatch) {
  // hyp "a b x d" vs ref "a b c d": unigrams a b d match (3/4 = 75), bigrams only "a b" (1/3 =
  // 33.33), no trigram (0/2) and no 4-gram (0/1). exp smoothing: the first order without a match gets
  // 100 / (2 · 2) = 25, the second 100 / (4 · 1) = 25. BP = 1 (4 tokens each).
  // BLEU = (75 · 33.33 · 25 · 25)^(1/4) = 1562500^(1/4) = √1250 = 35.3553391.
  const BleuScore s = bleu1({"a b x d"}, {"a b c d"});
  expect_counts(s, {3, 1, 0, 0}, {4, 3, 2, 1});
  EXPECT_DOUBLE_EQ(s.precisions[0], 75.0);
  EXPECT_DOUBLE_EQ(s.precisions[1], 100.0 / 3.0);
  EXPECT_DOUBLE_EQ(s.precisions[2], 25.0);
  EXPECT_DOUBLE_EQ(s.precisions[3], 25.0);
  EXPECT_NEAR(s.score, std::sqrt(1250.0), 1e-9);
}

TEST(CorpusBleu, SmoothingAndBrevityPenaltyTogether) {
  // hyp "the cat the dog" (4) vs ref "the cat and the dog" (5): unigrams 4/4 (the ×2 in both),
  // bigrams "the cat" "the dog" 2/3, trigrams 0/2 → 100/(2·2) = 25, 4-gram 0/1 → 100/(4·1) = 25.
  // BP = exp(1 - 5/4) = 0.778800783. BLEU = 0.778800783 · (100 · 66.67 · 25 · 25)^(1/4)
  // = 0.778800783 · 45.1801 = 35.1862974.
  const BleuScore s = bleu1({"the cat the dog"}, {"the cat and the dog"});
  expect_counts(s, {4, 2, 0, 0}, {4, 3, 2, 1});
  EXPECT_NEAR(s.bp, std::exp(-0.25), 1e-15);
  EXPECT_NEAR(s.score, 35.1862973998119, 1e-9);
}

TEST(CorpusBleu, MultipleReferencesClipByTheMostGenerousReference) {
  // hyp "the the the the" vs refs "the cat" and "the the dog". "the" occurs at most twice in one
  // reference, so 2 of the 4 unigrams count (50); "the the" once (1/3); no trigram (0/2 → 25) and no
  // 4-gram (0/1 → 25). Closest reference length to 4 is 3 (ref 2), so BP = 1.
  // BLEU = (50 · 33.33 · 25 · 25)^(1/4) = 1041666.7^(1/4) = 31.9471552.
  const BleuScore s = corpus_bleu({"the the the the"}, {{"the cat"}, {"the the dog"}});
  expect_counts(s, {2, 1, 0, 0}, {4, 3, 2, 1});
  EXPECT_EQ(s.ref_len, 3);
  EXPECT_EQ(s.bp, 1.0);
  EXPECT_NEAR(s.score, 31.947155212313625, 1e-9);
  EXPECT_EQ(s.num_refs, 2);
  EXPECT_EQ(s.signature().substr(0, 8), "nrefs:2|");
}

TEST(CorpusBleu, ClosestReferenceLengthTieGoesToTheShorter) {
  // 4 hypothesis tokens; references of 3 and 5 tokens are equally close: the shorter one (3) counts.
  const BleuScore s = corpus_bleu({"a b c d"}, {{"a b c"}, {"a b c d e"}});
  EXPECT_EQ(s.ref_len, 3);
  EXPECT_EQ(s.bp, 1.0);
  EXPECT_NEAR(s.score, 100.0, 1e-9);
}

TEST(CorpusBleu, SumsStatisticsOverTheCorpusBeforeTheScore) {
  // Sentence 1: "a b c d" = ref, sentence 2: "e f" vs ref "e f g h". Sums: unigrams 6/6, bigrams
  // 3+1 = 4/4, trigrams 2/2, 4-grams 1/1; hyp_len 6, ref_len 8 → BP = exp(1 - 8/6) = exp(-1/3).
  // BLEU = 100 · exp(-1/3) = 71.6531311.
  const BleuScore s = bleu1({"a b c d", "e f"}, {"a b c d", "e f g h"});
  expect_counts(s, {6, 4, 2, 1}, {6, 4, 2, 1});
  EXPECT_EQ(s.hyp_len, 6);
  EXPECT_EQ(s.ref_len, 8);
  EXPECT_NEAR(s.score, 100.0 * std::exp(1.0 - 8.0 / 6.0), 1e-9);
}

TEST(CorpusBleu, EmptyHypothesisScoresZero) {
  // No tokens: no n-grams, so no match; BP is 0 for an empty output.
  const BleuScore s = bleu1({""}, {"the cat"});
  EXPECT_EQ(s.score, 0.0);
  EXPECT_EQ(s.bp, 0.0);
  EXPECT_EQ(s.hyp_len, 0);
  EXPECT_EQ(s.ref_len, 2);
  EXPECT_EQ(s.format(), "BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 0.000 ratio = 0.000 hyp_len = 0 ref_len = 2)");
}

TEST(CorpusBleu, NoMatchAtAllScoresZeroWithoutSmoothing) {
  const BleuScore s = bleu1({"w x y z"}, {"a b c d"});
  EXPECT_EQ(s.score, 0.0);
  EXPECT_EQ(s.precisions, (std::array<double, 4>{0, 0, 0, 0}));
}

TEST(CorpusBleu, TooShortForFourGramsScoresZero) {
  // One matching token: p1 = 100, but there is no bigram at all, so p2 = 0 and BLEU = 0 (sacreBLEU
  // without effective order).
  const BleuScore s = bleu1({"cat"}, {"cat"});
  expect_counts(s, {1, 0, 0, 0}, {1, 0, 0, 0});
  EXPECT_EQ(s.score, 0.0);
}

TEST(CorpusBleu, LowercaseOption) {
  // Cased, nothing matches ("ÜBER" ≠ "über"); lowercased, all four tokens and their n-grams do.
  const std::vector<std::string> hyp = {"ÜBER DEN HUND LÄUFT"}, ref = {"über den Hund läuft"};
  EXPECT_EQ(bleu1(hyp, ref).score, 0.0);
  const BleuScore lc = bleu1(hyp, ref, true);
  EXPECT_NEAR(lc.score, 100.0, 1e-9);
  EXPECT_EQ(lc.signature().find("case:lc") != std::string::npos, true);
  EXPECT_EQ(bleu1(hyp, ref).signature().find("case:mixed") != std::string::npos, true);
}

TEST(CorpusBleu, TokenizationIsPartOfTheMetric) {
  // Detokenized output against a raw reference: 13a splits "mat." and "mat ." the same way.
  EXPECT_NEAR(bleu1({"the cat sat on the mat ."}, {"the cat sat on the mat."}).score, 100.0, 1e-9);
}

TEST(CorpusBleu, FormatAndSignatureLikeSacreBleu) {
  const BleuScore s = bleu1({"a b x d"}, {"a b c d"});
  EXPECT_EQ(s.format(), "BLEU = 35.36 75.0/33.3/25.0/25.0 (BP = 1.000 ratio = 1.000 hyp_len = 4 ref_len = 4)");
  EXPECT_EQ(s.signature().rfind("nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:", 0), 0u);
}

TEST(CorpusBleu, VariableNumberOfReferences) {
  // An empty line in a second stream means "no second reference for this sentence".
  const BleuScore s = corpus_bleu({"a b c d", "e f g h"}, {{"a b c d", "e f g h"}, {"a b c d", ""}});
  EXPECT_NEAR(s.score, 100.0, 1e-9);
  EXPECT_EQ(s.num_refs, -1);
  EXPECT_EQ(s.signature().substr(0, 10), "nrefs:var|");
}

TEST(CorpusBleu, RefusesBadInput) {
  EXPECT_NE(message_of([] {
              corpus_bleu({"a", "b"}, {{"a"}});
            }).find("has 1 sentence but there are 2 hypothesis sentences"),
            std::string::npos);
  EXPECT_NE(message_of([] { corpus_bleu({"a"}, {}); }).find("at least one reference"), std::string::npos);
  EXPECT_NE(message_of([] {
              corpus_bleu({"a", "b"}, {{"a", ""}});
            }).find("sentence 2 has an empty reference"),
            std::string::npos);
}

TEST(CorpusBleu, EmptyCorpusScoresZero) {
  const BleuScore s = corpus_bleu({}, {{}});
  EXPECT_EQ(s.score, 0.0);
  EXPECT_EQ(s.hyp_len, 0);
}

// --- exact match ---------------------------------------------------------------------------------

TEST(ExactMatch, ComparesAfterTrimmingWhitespace) {
  EXPECT_DOUBLE_EQ(exact_match_rate({" a b ", "c", "d"}, {"a b", "c\t", "x"}), 2.0 / 3.0);
  EXPECT_DOUBLE_EQ(exact_match_rate({"A"}, {"a"}), 0.0);  // case matters
  EXPECT_DOUBLE_EQ(exact_match_rate({}, {}), 0.0);
  EXPECT_NE(message_of([] {
              exact_match_rate({"a"}, {"a", "b"});
            }).find("1 hypothesis sentence and 2 reference sentences"),
            std::string::npos);
}
