// Tokenizers, vocabularies, datasets and their errors.
#include <gtest/gtest.h>

#include "test_support.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "text/datasets.h"
#include "text/encoding.h"
#include "text/tokenizer.h"
#include "text/utf8.h"
#include "text/vocabulary.h"
#include "util/error.h"

namespace fs = std::filesystem;
using twb::text::CharTokenizer;
using twb::text::LengthFilter;
using twb::text::SentencePieceTokenizer;
using twb::text::Vocabulary;
using twb::text::WordTokenizer;
using Tokens = std::vector<std::string>;

using twb::testing::error_message;

namespace {

// A fresh directory under the system's temporary directory, removed at the end of the test.
class TemporaryDirectory {
 public:
  TemporaryDirectory() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = fs::temp_directory_path() / ("twb-text-" + std::string(test->name()) + "-" + std::to_string(::getpid()));
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TemporaryDirectory() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

  // Writes `contents` byte for byte into a file of this directory; returns its path.
  fs::path write(const std::string& name, const std::string& contents) const {
    std::ofstream(path_ / name, std::ios::binary) << contents;
    return path_ / name;
  }

 private:
  fs::path path_;
};

// A small Multi30k-layout dataset: `pairs` lines in every split.
void write_multi30k(const TemporaryDirectory& directory, int pairs = 3) {
  std::string en, de;
  for (int i = 0; i < pairs; ++i) {
    en += "A man number " + std::to_string(i) + " runs.\n";
    de += "Ein Mann Nummer " + std::to_string(i) + " läuft.\n";
  }
  for (const std::string stem : {"train", "val", "test_2016_flickr"}) {
    directory.write(stem + ".en", en);
    directory.write(stem + ".de", de);
  }
}

// A few hundred deterministic sentences from a small grammar, for SentencePiece.
std::vector<std::string> small_corpus() {
  const Tokens subjects = {"The little dog", "A young woman",        "Two men",
                           "The old cat",    "A boy in a red shirt", "Several children"};
  const Tokens verbs = {"runs across", "is sitting on", "looks at", "jumps over", "walks along", "is playing near"};
  const Tokens objects = {"the green field.",    "a wooden bench.",   "the busy street.",
                          "the river, quietly.", "a large building!", "the snowy mountain."};
  std::vector<std::string> sentences;
  std::mt19937 engine(7);
  for (int i = 0; i < 400; ++i)
    sentences.push_back(subjects[engine() % subjects.size()] + " " + verbs[engine() % verbs.size()] + " " +
                        objects[engine() % objects.size()]);
  return sentences;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// UTF-8

TEST(Utf8, FindsIllFormedSequences) {
  using twb::text::utf8::find_invalid;
  EXPECT_EQ(find_invalid("plain ASCII, Straße, \u20AC, \U0001F600"), std::string::npos);
  EXPECT_EQ(find_invalid("ab\xFF"), 2u);            // never a UTF-8 byte
  EXPECT_EQ(find_invalid("a\xC0\xAF"), 1u);         // overlong "/"
  EXPECT_EQ(find_invalid("\xED\xA0\x80"), 0u);      // a surrogate
  EXPECT_EQ(find_invalid("\xF4\x90\x80\x80"), 0u);  // above U+10FFFF
  EXPECT_EQ(find_invalid("ok \xE2\x82"), 3u);       // truncated "€"
  EXPECT_EQ(twb::text::utf8::sanitize("a\xFF"
                                      "b"),
            "a\uFFFD"
            "b");
}

// ---------------------------------------------------------------------------------------------
// Word tokenizer

TEST(WordTokenizer, SplitsPunctuationOffWords) {
  const WordTokenizer tokenizer;
  EXPECT_EQ(tokenizer.tokenize("Hello, world!"), (Tokens{"Hello", ",", "world", "!"}));
  EXPECT_EQ(tokenizer.tokenize("  (Wait...)  ok?"), (Tokens{"(", "Wait", ".", ".", ".", ")", "ok", "?"}));
  EXPECT_EQ(tokenizer.tokenize("Er sagte: „Hallo!“"), (Tokens{"Er", "sagte", ":", "„", "Hallo", "!", "“"}));
  EXPECT_TRUE(tokenizer.tokenize("").empty());
  EXPECT_TRUE(tokenizer.tokenize(" \t\n").empty());
}

TEST(WordTokenizer, SplitsOnUnicodeWhitespace) {
  const WordTokenizer tokenizer;
  EXPECT_EQ(tokenizer.tokenize("zwei\u00A0Hunde\tund\u3000eine Katze"),
            (Tokens{"zwei", "Hunde", "und", "eine", "Katze"}));
}

TEST(WordTokenizer, KeepsApostrophesAndHyphensBetweenLetters) {
  const WordTokenizer tokenizer;
  EXPECT_EQ(tokenizer.tokenize("Don't stop the rock-and-roll, l'homme!"),
            (Tokens{"Don't", "stop", "the", "rock-and-roll", ",", "l'homme", "!"}));
  EXPECT_EQ(tokenizer.tokenize("It’s the dogs' 'toy' -x"),
            (Tokens{"It’s", "the", "dogs", "'", "'", "toy", "'", "-", "x"}));
  EXPECT_EQ(tokenizer.tokenize("Zwei- und vierbeinige, a - b, end-"),
            (Tokens{"Zwei-", "und", "vierbeinige", ",", "a", "-", "b", ",", "end", "-"}));
}

TEST(WordTokenizer, KeepsNumbersWhole) {
  const WordTokenizer tokenizer;
  EXPECT_EQ(tokenizer.tokenize("Pay 3.14 or 1,000,000 for 90s mp3s."),
            (Tokens{"Pay", "3.14", "or", "1,000,000", "for", "90s", "mp3s", "."}));
  EXPECT_EQ(tokenizer.tokenize("2021-03-05 at 10:30"), (Tokens{"2021", "-", "03", "-", "05", "at", "10", ":", "30"}));
}

TEST(WordTokenizer, LowercasesUtf8) {
  const WordTokenizer tokenizer(/*lowercase=*/true);
  EXPECT_EQ(tokenizer.tokenize("ÄÖÜ Straße STRASSE ẞ"), (Tokens{"äöü", "straße", "strasse", "ß"}));
  EXPECT_EQ(tokenizer.tokenize("ÀÉÎÕÇ ŁÓDŹ ŒUVRE İSTANBUL ΑΘΗΝΑ МОСКВА"),
            (Tokens{"àéîõç", "łódź", "œuvre", "istanbul", "αθηνα", "москва"}));
  EXPECT_EQ(WordTokenizer(false).tokenize("ÄÖÜ"), (Tokens{"ÄÖÜ"}));
}

TEST(WordTokenizer, DetokenizeRoundTrip) {
  const WordTokenizer cased, lowercased(true);
  const std::string sentence = "Ein Mann, der läuft.";
  EXPECT_EQ(cased.detokenize(cased.tokenize(sentence)), sentence);
  EXPECT_EQ(lowercased.detokenize(lowercased.tokenize(sentence)), "ein mann, der läuft.");
  for (const std::string text : {"Hello, world!", "Er sagte: „Hallo!“ (laut) und ging.", "He said \"hi\" to me.",
                                 "It’s on 2021-03-05 at 10:30; costs 3.14% [roughly].", "¿Qué? ¡Sí!", "Wait... what?",
                                 "«Bonjour», dit-il.", "She said ‘no’.", "Limonade- und Bierdosen"})
    EXPECT_EQ(cased.detokenize(cased.tokenize(text)), text) << text;
}

TEST(WordTokenizer, InvalidUtf8DoesNotCrash) {
  const WordTokenizer tokenizer(true);
  const Tokens tokens = tokenizer.tokenize("ab\xFF cd \xE2\x82");
  EXPECT_EQ(tokens, (Tokens{"ab", "\uFFFD", "cd", "\uFFFD", "\uFFFD"}));
  for (const std::string& token : tokens) EXPECT_EQ(twb::text::utf8::find_invalid(token), std::string::npos);
}

TEST(WordTokenizer, JsonRebuildsIt) {
  const auto rebuilt = twb::text::tokenizer_from_json(WordTokenizer(true).to_json());
  EXPECT_EQ(rebuilt->kind(), "word");
  EXPECT_EQ(rebuilt->tokenize("ÄB, C"), (Tokens{"äb", ",", "c"}));
  EXPECT_NE(error_message([] {
              twb::text::tokenizer_from_json({{"kind", "chars"}});
            }).find("unknown tokenizer kind 'chars'"),
            std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Character tokenizer

TEST(CharTokenizer, OneTokenPerCodePoint) {
  const CharTokenizer tokenizer;
  EXPECT_EQ(tokenizer.kind(), "char");
  EXPECT_EQ(tokenizer.tokenize("12+34=46"), (Tokens{"1", "2", "+", "3", "4", "=", "4", "6"}));
  EXPECT_EQ(tokenizer.tokenize("( [ ] )"), (Tokens{"(", " ", "[", " ", "]", " ", ")"}));
  // Two-, three- and four-byte UTF-8: ä (U+00E4), € (U+20AC), 😀 (U+1F600).
  EXPECT_EQ(tokenizer.tokenize("ä€😀 x"), (Tokens{"ä", "€", "😀", " ", "x"}));
  EXPECT_EQ(tokenizer.tokenize("a\tb\n"), (Tokens{"a", "\t", "b", "\n"}));
  // A letter and its combining mark are two code points, so two tokens.
  EXPECT_EQ(tokenizer.tokenize("e\u0301"), (Tokens{"e", "\u0301"}));
  EXPECT_TRUE(tokenizer.tokenize("").empty());
}

TEST(CharTokenizer, DetokenizeRoundTrip) {
  const CharTokenizer tokenizer;
  for (const std::string text : {"12+34=46", "the small dogs that see a cat run to the red house .", "  two  spaces ",
                                 "Grüße, schöne Straße: 5 € 😀!", "{ ( [ ] ) }", "e\u0301t\u00e9", ""})
    EXPECT_EQ(tokenizer.detokenize(tokenizer.tokenize(text)), text) << text;
  EXPECT_EQ(tokenizer.detokenize({"a", "b", "ä", "😀"}), "abä😀");
}

TEST(CharTokenizer, InvalidUtf8BecomesReplacementCharacters) {
  const CharTokenizer tokenizer;
  // A lone Latin-1 byte, and a "€" cut after two of its three bytes (two bad bytes).
  EXPECT_EQ(tokenizer.tokenize("a\xFF"
                               "b \xE2\x82"),
            (Tokens{"a", "\uFFFD", "b", " ", "\uFFFD", "\uFFFD"}));
  for (const std::string& token : tokenizer.tokenize("\xC0\xAF\xED\xA0\x80ok"))
    EXPECT_EQ(twb::text::utf8::find_invalid(token), std::string::npos);
}

TEST(CharTokenizer, JsonRebuildsIt) {
  const CharTokenizer tokenizer;
  EXPECT_EQ(tokenizer.to_json(), (nlohmann::json{{"kind", "char"}}));
  const auto rebuilt = twb::text::tokenizer_from_json(tokenizer.to_json());
  ASSERT_NE(rebuilt, nullptr);
  EXPECT_EQ(rebuilt->kind(), "char");
  EXPECT_NE(dynamic_cast<const CharTokenizer*>(rebuilt.get()), nullptr);
  EXPECT_EQ(rebuilt->tokenize("ä€😀"), (Tokens{"ä", "€", "😀"}));
  EXPECT_EQ(rebuilt->to_json(), tokenizer.to_json());
  const auto from_text = twb::text::tokenizer_from_json(nlohmann::json::parse(R"({"kind":"char"})"));
  EXPECT_EQ(from_text->detokenize(from_text->tokenize("Straße")), "Straße");
  EXPECT_NE(error_message([] {
              twb::text::tokenizer_from_json({{"kind", "chars"}});
            }).find("expected 'word', 'char', 'sentencepiece' or 'byte-level-bpe'"),
            std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

TEST(Vocabulary, SpecialsHaveFixedIds) {
  const Vocabulary vocabulary;
  ASSERT_EQ(vocabulary.size(), 4);
  EXPECT_EQ(vocabulary.token(Vocabulary::kPadId), "<pad>");
  EXPECT_EQ(vocabulary.token(Vocabulary::kUnkId), "<unk>");
  EXPECT_EQ(vocabulary.token(Vocabulary::kSosId), "<sos>");
  EXPECT_EQ(vocabulary.token(Vocabulary::kEosId), "<eos>");
  EXPECT_EQ(vocabulary.id("<eos>"), 3);
  EXPECT_EQ(vocabulary.id("anything"), Vocabulary::kUnkId);
}

TEST(Vocabulary, OrdersByFrequencyThenTokenAndHonoursMinimumFrequency) {
  const std::vector<Tokens> sentences = {{"b", "a", "c", "<unk>"}, {"a", "b", "d"}, {"a", "e", "e"}, {"c", "b"}};
  // a:3 b:3 c:2 e:2 d:1; "<unk>" is the special, not a new token.
  const Vocabulary all = Vocabulary::build(sentences, 1);
  EXPECT_EQ(all.tokens(), (Tokens{"<pad>", "<unk>", "<sos>", "<eos>", "a", "b", "c", "e", "d"}));
  const Vocabulary frequent = Vocabulary::build(sentences, 2);
  EXPECT_EQ(frequent.tokens(), (Tokens{"<pad>", "<unk>", "<sos>", "<eos>", "a", "b", "c", "e"}));
  EXPECT_EQ(frequent.id("d"), Vocabulary::kUnkId);
  const Vocabulary capped = Vocabulary::build(sentences, 1, 6);
  EXPECT_EQ(capped.tokens(), (Tokens{"<pad>", "<unk>", "<sos>", "<eos>", "a", "b"}));
}

TEST(Vocabulary, IsDeterministic) {
  std::vector<Tokens> sentences;
  std::mt19937 engine(3);
  for (int i = 0; i < 200; ++i) {
    Tokens sentence;
    for (int j = 0; j < 8; ++j) sentence.push_back(std::to_string(engine() % 40));
    sentences.push_back(sentence);
  }
  const Vocabulary first = Vocabulary::build(sentences, 2);
  std::reverse(sentences.begin(), sentences.end());
  EXPECT_EQ(Vocabulary::build(sentences, 2), first);
}

TEST(Vocabulary, EncodesDecodesAndSerializes) {
  const Vocabulary vocabulary = Vocabulary::build({{"ein", "mann", "läuft"}}, 1);
  EXPECT_EQ(vocabulary.encode({"ein", "hund", "läuft"}),
            (std::vector<int>{vocabulary.id("ein"), Vocabulary::kUnkId, vocabulary.id("läuft")}));
  EXPECT_EQ(vocabulary.decode({2, vocabulary.id("mann"), 3, 0}), (Tokens{"<sos>", "mann", "<eos>", "<pad>"}));
  EXPECT_EQ(Vocabulary::from_json(vocabulary.to_json()), vocabulary);
  EXPECT_TRUE(vocabulary.to_json().is_array());
}

// The words a sentence has outside the vocabulary, which the model reads as <unk>: each once, in
// the order they first come, as the tokenizer wrote them.
TEST(Vocabulary, NamesTheTokensItReadsAsUnknown) {
  const WordTokenizer lowercasing(true);
  const Vocabulary vocabulary = Vocabulary::build({{"ein", "mann", "läuft", "."}}, 1);
  EXPECT_EQ(twb::text::unknown_tokens(lowercasing, vocabulary, "Ein Hund läuft, ein Hund bellt ."),
            (Tokens{"hund", ",", "bellt"}));
  EXPECT_TRUE(twb::text::unknown_tokens(lowercasing, vocabulary, "ein Mann läuft.").empty());
  EXPECT_TRUE(twb::text::unknown_tokens(lowercasing, vocabulary, "").empty());
  // Every token it names is one encode() reads as <unk>, and no other is.
  const std::string sentence = "der Mann läuft weg";
  const Tokens tokens = lowercasing.tokenize(sentence);
  const std::vector<int32_t> ids = twb::text::encode(lowercasing, vocabulary, sentence);
  const Tokens unknown = twb::text::unknown_tokens(lowercasing, vocabulary, sentence);
  for (size_t i = 0; i < tokens.size(); ++i) {
    EXPECT_EQ(ids[i] == Vocabulary::kUnkId, std::count(unknown.begin(), unknown.end(), tokens[i]) == 1) << tokens[i];
  }
  // A character model lacks characters no training text had.
  const CharTokenizer characters;
  const Vocabulary digits = Vocabulary::build({characters.tokenize("12+34=46")}, 1);
  EXPECT_EQ(twb::text::unknown_tokens(characters, digits, "12+x=y"), (Tokens{"x", "y"}));
}

TEST(Vocabulary, RefusesImpossibleInput) {
  EXPECT_NE(error_message([] { Vocabulary::build({}, 0); }).find("minimum token frequency 0"), std::string::npos);
  EXPECT_NE(error_message([] { Vocabulary::build({}, 1, 2); }).find("size limit 2"), std::string::npos);
  EXPECT_NE(error_message([] { Vocabulary().token(4); }).find("outside the vocabulary"), std::string::npos);
  EXPECT_NE(error_message([] {
              Vocabulary::from_json(nlohmann::json{"a", "b"});
            }).find("must start with <pad> <unk> <sos> <eos>"),
            std::string::npos);
  EXPECT_NE(error_message([] {
              Vocabulary::from_json(nlohmann::json{"<pad>", "<unk>", "<sos>", "<eos>", "x", "x"});
            }).find("twice"),
            std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// SentencePiece

class SentencePieceModels : public ::testing::TestWithParam<SentencePieceTokenizer::Model> {};

TEST_P(SentencePieceModels, TrainsAndRoundTrips) {
  const std::vector<std::string> corpus = small_corpus();
  const auto tokenizer = SentencePieceTokenizer::train(corpus, 120, GetParam());
  EXPECT_GT(tokenizer.piece_count(), 20);
  EXPECT_LE(tokenizer.piece_count(), 120);
  for (const std::string& sentence : corpus) ASSERT_EQ(tokenizer.detokenize(tokenizer.tokenize(sentence)), sentence);
  const std::string unseen = "The quiet dog sits by the old river.";
  EXPECT_EQ(tokenizer.detokenize(tokenizer.tokenize(unseen)), unseen);
  const Tokens pieces = tokenizer.tokenize("The little dog");
  EXPECT_EQ(pieces.front().rfind("\u2581", 0), 0u) << "the first piece marks the word start";
}

TEST_P(SentencePieceModels, IsDeterministicAndSerializes) {
  const std::vector<std::string> corpus = small_corpus();
  const auto first = SentencePieceTokenizer::train(corpus, 100, GetParam(), /*lowercase=*/true);
  const auto second = SentencePieceTokenizer::train(corpus, 100, GetParam(), true);
  EXPECT_EQ(first.serialized_model(), second.serialized_model());

  const auto rebuilt = twb::text::tokenizer_from_json(first.to_json(), first.serialized_model());
  EXPECT_EQ(rebuilt->kind(), "sentencepiece");
  for (const std::string& sentence : {corpus[0], corpus[1], std::string("Ä NEW Sentence, ok?")})
    EXPECT_EQ(rebuilt->tokenize(sentence), first.tokenize(sentence));
  EXPECT_EQ(first.detokenize(first.tokenize("Two MEN run.")), "two men run.");
}

INSTANTIATE_TEST_SUITE_P(BpeAndUnigram, SentencePieceModels,
                         ::testing::Values(SentencePieceTokenizer::Model::bpe, SentencePieceTokenizer::Model::unigram),
                         [](const auto& info) { return twb::text::to_string(info.param); });

TEST(SentencePiece, InvalidUtf8DoesNotCrash) {
  const auto tokenizer = SentencePieceTokenizer::train(small_corpus(), 80, SentencePieceTokenizer::Model::bpe);
  const Tokens pieces = tokenizer.tokenize("The \xFF dog \xC3");
  EXPECT_FALSE(pieces.empty());
  for (const std::string& piece : pieces) EXPECT_EQ(twb::text::utf8::find_invalid(piece), std::string::npos);
}

TEST(SentencePiece, ReportsBadModelsAndSettings) {
  EXPECT_NE(error_message([] {
              SentencePieceTokenizer("not a model", SentencePieceTokenizer::Model::bpe, false);
            }).find("cannot read the SentencePiece model"),
            std::string::npos);
  EXPECT_NE(error_message([] {
              twb::text::tokenizer_from_json({{"kind", "sentencepiece"}, {"model", "bpe"}});
            }).find("SentencePiece model is missing"),
            std::string::npos);
  EXPECT_NE(error_message([] {
              SentencePieceTokenizer::train({"a b c"}, 1, SentencePieceTokenizer::Model::bpe);
            }).find("vocabulary size 1"),
            std::string::npos);
  EXPECT_NE(error_message([] { twb::text::sentencepiece_model_from_string("wordpiece"); }).find("'wordpiece'"),
            std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Datasets

TEST(Datasets, BundledDatasetsLoadByName) {
  const std::vector<std::string> names = twb::text::bundled_dataset_names("translate");
  EXPECT_EQ(names, (Tokens{"copy", "dates-iso", "numbers-en-de", "reverse"}));
  for (const std::string& name : names) {
    const auto dataset = twb::text::load_translation_dataset(name);
    EXPECT_EQ(dataset.name, name);
    EXPECT_TRUE(dataset.warnings.empty()) << name;
    for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test}) {
      EXPECT_GT(split->size(), 0u) << name;
      EXPECT_EQ(split->source.size(), split->target.size()) << name;
    }
    // No source sentence of the test split is seen in training.
    const std::set<std::string> train(dataset.train.source.begin(), dataset.train.source.end());
    for (const std::string& source : dataset.test.source) EXPECT_EQ(train.count(source), 0u);
  }
}

TEST(Datasets, BundledDatasetsHaveTheirLanguagesAndContents) {
  const auto numbers = twb::text::load_translation_dataset("numbers-en-de");
  EXPECT_EQ(numbers.source_language, "en");
  EXPECT_EQ(numbers.target_language, "de");
  EXPECT_EQ(numbers.train.size(), 20000u);
  const auto& en = numbers.train.source;
  const auto at = std::find(en.begin(), en.end(), "twenty one");
  ASSERT_NE(at, en.end());
  EXPECT_EQ(numbers.train.target[at - en.begin()], "ein und zwanzig");

  const auto dates = twb::text::load_translation_dataset("dates-iso");
  for (const std::string& iso : dates.test.target) {
    ASSERT_EQ(iso.size(), 10u) << iso;
    EXPECT_TRUE(iso[4] == '-' && iso[7] == '-') << iso;
  }
  const auto reverse = twb::text::load_translation_dataset("reverse");
  const WordTokenizer words;
  Tokens reversed = words.tokenize(reverse.test.source[0]);
  std::reverse(reversed.begin(), reversed.end());
  EXPECT_EQ(words.tokenize(reverse.test.target[0]), reversed);
}

TEST(Datasets, LoadsAMulti30kLayoutDirectory) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  directory.write("test_2017_mscoco.en", "other\n");
  directory.write("test_2017_mscoco.de", "andere\n");
  // A byte order mark, "\r\n" line ends, no final line end and one empty line.
  directory.write("train.en", "\xEF\xBB\xBFTwo dogs play.\r\n\r\nA man runs.\r\nLast one.");
  directory.write("train.de", "Zwei Hunde spielen.\r\nLeer.\r\nEin Mann läuft.\r\nDer Letzte.");

  const auto dataset = twb::text::load_translation_dataset(directory.path().string(), "en", "de");
  EXPECT_EQ(dataset.source_language, "en");
  EXPECT_EQ(dataset.test_name, "test_2016_flickr");
  EXPECT_EQ(dataset.train.source, (Tokens{"Two dogs play.", "A man runs.", "Last one."}));
  EXPECT_EQ(dataset.train.target, (Tokens{"Zwei Hunde spielen.", "Ein Mann läuft.", "Der Letzte."}));
  EXPECT_EQ(dataset.validation.size(), 3u);
  EXPECT_EQ(dataset.test.target[1], "Ein Mann Nummer 1 läuft.");
  ASSERT_EQ(dataset.warnings.size(), 1u);
  EXPECT_NE(dataset.warnings[0].find("skipped 1 pair"), std::string::npos);
  EXPECT_NE(dataset.warnings[0].find("train.en line 2"), std::string::npos);

  // The languages swap the direction.
  const auto backwards = twb::text::load_translation_dataset(directory.path().string(), "de", "en");
  EXPECT_EQ(backwards.train.source[0], "Zwei Hunde spielen.");
}

TEST(Datasets, LoadsAndSplitsATsvFile) {
  const TemporaryDirectory directory;
  std::string contents;
  for (int i = 0; i < 100; ++i)
    contents += "source " + std::to_string(i) + "\ttarget " + std::to_string(i) + "\tCC-BY\n";
  const fs::path file = directory.write("pairs.tsv", contents);

  const auto dataset = twb::text::load_translation_dataset(file.string());
  EXPECT_EQ(dataset.name, "pairs");
  EXPECT_EQ(dataset.train.size(), 90u);
  EXPECT_EQ(dataset.validation.size(), 5u);
  EXPECT_EQ(dataset.test.size(), 5u);
  std::set<std::string> seen;
  for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test})
    for (std::size_t i = 0; i < split->size(); ++i) {
      EXPECT_EQ(split->target[i], "target " + split->source[i].substr(7));  // extra column dropped
      EXPECT_TRUE(seen.insert(split->source[i]).second);
    }
  EXPECT_EQ(seen.size(), 100u);
  EXPECT_EQ(twb::text::load_translation_dataset(file.string()).test.source, dataset.test.source);
}

TEST(Datasets, DifferentLineCountsAreAnError) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  directory.write("train.de", "Eins.\nZwei.\n");
  const std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.path().string(), "en", "de"); });
  EXPECT_NE(message.find("train.en' has 3 lines but"), std::string::npos) << message;
  EXPECT_NE(message.find("train.de' has 2"), std::string::npos) << message;
  EXPECT_NE(message.find("line-aligned"), std::string::npos) << message;
}

TEST(Datasets, EmptyFileIsAnError) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  directory.write("val.de", "");
  const std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.path().string(), "en", "de"); });
  EXPECT_NE(message.find("val.de' is empty"), std::string::npos) << message;
}

TEST(Datasets, InvalidUtf8IsAnErrorWithFileAndLine) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  directory.write("val.de",
                  "Gut.\nStra\xDF"
                  "e.\nEnde.\n");  // Latin-1 ß
  const std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.path().string(), "en", "de"); });
  EXPECT_NE(message.find("val.de' line 2, byte 5: invalid UTF-8 (byte 0xDF)"), std::string::npos) << message;
}

TEST(Datasets, TsvLineWithoutTabIsAnError) {
  const TemporaryDirectory directory;
  const fs::path file = directory.write("pairs.tsv", "a\tb\nc\td\nno tab here\ne\tf\n");
  const std::string message = error_message([&] { twb::text::load_translation_dataset(file.string()); });
  EXPECT_NE(message.find("pairs.tsv' line 3 has no tab"), std::string::npos) << message;
  EXPECT_NE(message.find("no tab here"), std::string::npos) << message;
}

TEST(Datasets, DirectoryWithoutLanguagesIsAnError) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  const std::string message = error_message([&] { twb::text::load_translation_dataset(directory.path().string()); });
  EXPECT_NE(message.find("needs its languages"), std::string::npos) << message;
  EXPECT_NE(message.find("--src and --trg"), std::string::npos) << message;
  EXPECT_NE(message.find("de, en"), std::string::npos) << message;
}

TEST(Datasets, MissingFilesAndUnknownNamesAreErrors) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  fs::remove(directory.path() / "val.en");
  std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.path().string(), "en", "de"); });
  EXPECT_NE(message.find("val.en' does not exist"), std::string::npos) << message;

  message = error_message([] { twb::text::load_translation_dataset("no-such-dataset"); });
  EXPECT_NE(message.find("'no-such-dataset' is neither a bundled dataset"), std::string::npos) << message;
  EXPECT_NE(message.find("numbers-en-de"), std::string::npos) << message;
}

TEST(Datasets, SeveralTestPairsWithoutAPreferredOneAreAnError) {
  const TemporaryDirectory directory;
  write_multi30k(directory);
  fs::remove(directory.path() / "test_2016_flickr.en");
  directory.write("test_a.en", "x\n");
  directory.write("test_a.de", "y\n");
  directory.write("test_b.en", "x\n");
  directory.write("test_b.de", "y\n");
  const std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.path().string(), "en", "de"); });
  EXPECT_NE(message.find("several test pairs (test_a, test_b)"), std::string::npos) << message;
}

// ---------------------------------------------------------------------------------------------
// The rule for sentences longer than the maximum length

TEST(LengthFilter, TrainingDropsLongPairs) {
  std::vector<Tokens> sources = {{"a"}, {"a", "b", "c", "d"}, {"a", "b"}, {"a"}};
  std::vector<Tokens> targets = {{"x"}, {"x"}, {"x", "y"}, {"x", "y", "z", "w", "v"}};
  std::vector<std::size_t> kept;
  const auto report = LengthFilter(3).drop_long_pairs(sources, targets, &kept);
  EXPECT_EQ(report.affected, 2u);
  EXPECT_EQ(report.longest, 5u);
  EXPECT_EQ(kept, (std::vector<std::size_t>{0, 2}));
  EXPECT_EQ(sources, (std::vector<Tokens>{{"a"}, {"a", "b"}}));
  EXPECT_EQ(targets, (std::vector<Tokens>{{"x"}, {"x", "y"}}));
  EXPECT_EQ(report.message, "dropped 2 of 4 training pairs with a side longer than 3 tokens (the longest has 5)");
}

TEST(LengthFilter, EvaluationTruncatesTheSource) {
  std::vector<std::vector<int>> sources = {{1, 2, 3, 4, 5}, {1, 2}};
  const auto report = LengthFilter(3).truncate(sources);
  EXPECT_EQ(sources, (std::vector<std::vector<int>>{{1, 2, 3}, {1, 2}}));
  EXPECT_EQ(report.affected, 1u);
  EXPECT_EQ(report.message, "truncated 1 of 2 source sentences to their first 3 tokens (the longest had 5)");
  std::vector<std::vector<int>> short_ones = {{1}};
  EXPECT_TRUE(LengthFilter(3).truncate(short_ones).message.empty());
  EXPECT_NE(error_message([] { LengthFilter(0); }).find("maximum sentence length is 0"), std::string::npos);
}
