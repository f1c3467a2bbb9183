// Language-model and classification datasets: the bundled ones, directories and single files,
// their errors, and the refusal of a dataset made for another task.
#include <gtest/gtest.h>

#include "test_support.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "text/datasets.h"
#include "util/error.h"

namespace fs = std::filesystem;
using twb::text::ClassificationDataset;
using twb::text::LabeledText;
using twb::text::TextDataset;
using Lines = std::vector<std::string>;

using twb::testing::error_message;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A fresh directory under the system's temporary directory, removed at the end of the test.
class TemporaryDirectory {
 public:
  TemporaryDirectory() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ =
        fs::temp_directory_path() / ("twb-datasets-" + std::string(test->name()) + "-" + std::to_string(::getpid()));
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TemporaryDirectory() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }
  std::string spec() const { return path_.string(); }

  // Writes `contents` byte for byte into a file of this directory; returns its path.
  fs::path write(const std::string& name, const std::string& contents) const {
    std::ofstream(path_ / name, std::ios::binary) << contents;
    return path_ / name;
  }

 private:
  fs::path path_;
};

// A small classification directory: two labels in every split, groups in train only.
void write_classification(const TemporaryDirectory& directory) {
  directory.write("train.tsv",
                  "good film\tpositive\tplain\nbad film\tnegative\tplain\n"
                  "not bad\tpositive\tnegated\n");
  directory.write("val.tsv", "fine book\tpositive\ndull book\tnegative\n");
  directory.write("test.tsv", "great meal\tpositive\nawful meal\tnegative\n");
}

void write_text(const TemporaryDirectory& directory) {
  directory.write("train.txt", "1+1=2\n2+2=4\n");
  directory.write("val.txt", "3+3=6\n");
  directory.write("test.txt", "4+4=8\n");
}

std::set<std::string> texts(const std::vector<LabeledText>& examples) {
  std::set<std::string> set;
  for (const LabeledText& example : examples) set.insert(example.text);
  return set;
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> tokens;
  for (std::size_t begin = 0; begin <= text.size();) {
    std::size_t end = text.find(' ', begin);
    if (end == std::string::npos) end = text.size();
    tokens.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return tokens;
}

bool is_balanced(const std::vector<std::string>& tokens) {
  const std::map<std::string, std::string> partner = {{")", "("}, {"]", "["}, {"}", "{"}};
  std::vector<std::string> stack;
  for (const std::string& token : tokens) {
    if (token == "(" || token == "[" || token == "{") {
      stack.push_back(token);
    } else {
      if (stack.empty() || stack.back() != partner.at(token)) return false;
      stack.pop_back();
    }
  }
  return stack.empty();
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// The bundled datasets and their tasks

TEST(BundledDatasets, EachHasItsTask) {
  EXPECT_EQ(twb::text::bundled_dataset_names("lm"), (Lines{"arithmetic", "induction", "toy-grammar"}));
  EXPECT_EQ(twb::text::bundled_dataset_names("classify"), (Lines{"brackets", "sentiment"}));
  EXPECT_EQ(twb::text::bundled_dataset_names("translate"), (Lines{"copy", "dates-iso", "numbers-en-de", "reverse"}));
  EXPECT_EQ(twb::text::bundled_dataset_names().size(), 9u);
  EXPECT_EQ(twb::text::bundled_dataset_task("copy"), "translate");
  EXPECT_EQ(twb::text::bundled_dataset_task("arithmetic"), "lm");
  EXPECT_EQ(twb::text::bundled_dataset_task("sentiment"), "classify");

  std::string message = error_message([] { twb::text::bundled_dataset_names("generate"); });
  EXPECT_TRUE(contains(message, "unknown task 'generate': expected translate, lm or classify")) << message;
  message = error_message([] { twb::text::bundled_dataset_task("no-such-dataset"); });
  EXPECT_TRUE(contains(message, "'no-such-dataset' is not a bundled dataset (arithmetic, brackets")) << message;
}

TEST(BundledDatasets, ArithmeticIsEveryAdditionOnce) {
  const TextDataset dataset = twb::text::load_text_dataset("arithmetic");
  EXPECT_EQ(dataset.name, "arithmetic");
  EXPECT_TRUE(dataset.warnings.empty());
  EXPECT_EQ(dataset.train.size(), 9000u);
  EXPECT_EQ(dataset.validation.size(), 500u);
  EXPECT_EQ(dataset.test.size(), 500u);

  const std::regex addition(R"((\d{1,2})\+(\d{1,2})=(\d{1,3}))");
  std::set<std::pair<int, int>> seen;
  std::set<std::string> train_prompts;
  for (const Lines* split : {&dataset.train, &dataset.validation, &dataset.test})
    for (const std::string& line : *split) {
      std::smatch match;
      ASSERT_TRUE(std::regex_match(line, match, addition)) << line;
      const int a = std::stoi(match[1]), b = std::stoi(match[2]);
      EXPECT_EQ(std::stoi(match[3]), a + b) << line;
      EXPECT_EQ(std::to_string(a) + "+" + std::to_string(b) + "=" + std::to_string(a + b), line);
      EXPECT_TRUE(seen.insert({a, b}).second) << "twice: " << line;
      if (split == &dataset.train) train_prompts.insert(line.substr(0, line.find('=') + 1));
    }
  EXPECT_EQ(seen.size(), 10000u);
  for (const Lines* split : {&dataset.validation, &dataset.test})
    for (const std::string& line : *split)
      EXPECT_EQ(train_prompts.count(line.substr(0, line.find('=') + 1)), 0u) << line;
}

TEST(BundledDatasets, ToyGrammarSentences) {
  const TextDataset dataset = twb::text::load_text_dataset("toy-grammar");
  EXPECT_EQ(dataset.train.size(), 20000u);
  EXPECT_EQ(dataset.validation.size(), 1000u);
  EXPECT_EQ(dataset.test.size(), 1000u);
  std::set<std::string> all;
  std::size_t with_clause = 0;
  for (const Lines* split : {&dataset.train, &dataset.validation, &dataset.test})
    for (const std::string& sentence : *split) {
      EXPECT_TRUE(all.insert(sentence).second) << "in two places: " << sentence;
      ASSERT_TRUE(sentence.ends_with(" .")) << sentence;
      const Lines tokens = words(sentence);
      EXPECT_LE(tokens.size(), 20u) << sentence;
      for (const std::string& token : tokens) {
        ASSERT_FALSE(token.empty()) << "a double space in: " << sentence;
        EXPECT_TRUE(token == "." ||
                    std::all_of(token.begin(), token.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
            << sentence;
      }
      with_clause += std::count(tokens.begin(), tokens.end(), "that");
    }
  EXPECT_GT(with_clause, 5000u) << "relative clauses are a large part of the corpus";
  // Agreement after a plural subject with a relative clause: "the dogs that see a cat run ...".
  EXPECT_GT(std::count_if(dataset.train.begin(), dataset.train.end(),
                          [](const std::string& s) { return s.starts_with("the dogs that "); }),
            10);
}

TEST(BundledDatasets, SentimentFlipsWithNegation) {
  const ClassificationDataset dataset = twb::text::load_classification_dataset("sentiment");
  EXPECT_EQ(dataset.name, "sentiment");
  EXPECT_TRUE(dataset.warnings.empty());
  EXPECT_EQ(dataset.labels, (Lines{"negative", "positive"}));
  EXPECT_EQ(dataset.train.size(), 8000u);
  EXPECT_EQ(dataset.validation.size(), 500u);
  EXPECT_EQ(dataset.test.size(), 1000u);
  const auto is_negated = [](const std::string& text) {
    for (const std::string& word : words(text))
      if (word == "not" || word == "never" || word.ends_with("n't")) return true;
    return false;
  };
  for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test}) {
    std::map<std::pair<std::string, std::string>, std::size_t> cells;
    for (const LabeledText& example : *split) {
      ASSERT_TRUE(example.group == "plain" || example.group == "negated") << example.group;
      EXPECT_EQ(is_negated(example.text), example.group == "negated") << example.text;
      ++cells[{example.label, example.group}];
    }
    // Half negated, half positive, in every split.
    ASSERT_EQ(cells.size(), 4u);
    for (const auto& [cell, count] : cells) EXPECT_EQ(count, split->size() / 4);
  }
  const auto label_of = [&](const std::string& text) {
    for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test})
      for (const LabeledText& example : *split)
        if (example.text == text) return example.label;
    return std::string("absent");
  };
  // The examples of the task, wherever they landed (each is in the data once).
  for (const auto& [text, label] : std::map<std::string, std::string>{{"the film was good", "positive"},
                                                                      {"the film was not good", "negative"},
                                                                      {"the film was not bad", "positive"}}) {
    const std::string found = label_of(text);
    if (found != "absent") {
      EXPECT_EQ(found, label) << text;
    }
  }
  const auto train = texts(dataset.train), validation = texts(dataset.validation);
  for (const LabeledText& example : dataset.test) {
    EXPECT_EQ(train.count(example.text), 0u) << example.text;
    EXPECT_EQ(validation.count(example.text), 0u) << example.text;
  }
}

TEST(BundledDatasets, BracketsAreHardToCount) {
  const ClassificationDataset dataset = twb::text::load_classification_dataset("brackets");
  EXPECT_EQ(dataset.labels, (Lines{"balanced", "unbalanced"}));
  EXPECT_EQ(dataset.train.size(), 10000u);
  EXPECT_EQ(dataset.validation.size(), 500u);
  EXPECT_EQ(dataset.test.size(), 1000u);
  std::size_t unbalanced = 0, counts_match = 0;
  for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test}) {
    std::size_t balanced_here = 0;
    for (const LabeledText& example : *split) {
      const Lines tokens = words(example.text);
      ASSERT_GE(tokens.size(), 2u) << example.text;
      ASSERT_LE(tokens.size(), 24u) << example.text;
      for (const std::string& token : tokens)
        ASSERT_TRUE(token.size() == 1 && std::string("()[]{}").find(token) != std::string::npos) << example.text;
      EXPECT_EQ(example.label, is_balanced(tokens) ? "balanced" : "unbalanced") << example.text;
      EXPECT_EQ(example.group, tokens.size() <= 12 ? "short" : "long") << example.text;
      if (example.label == "balanced") {
        ++balanced_here;
      } else {
        ++unbalanced;
        bool same_counts = true;
        for (const char* pair : {"()", "[]", "{}"})
          same_counts &= std::count(tokens.begin(), tokens.end(), std::string(1, pair[0])) ==
                         std::count(tokens.begin(), tokens.end(), std::string(1, pair[1]));
        counts_match += same_counts;
      }
    }
    EXPECT_EQ(balanced_here * 2, split->size());
  }
  // Most unbalanced strings have as many openers as closers of every type.
  EXPECT_GT(counts_match * 2, unbalanced);
  const auto train = texts(dataset.train);
  for (const LabeledText& example : dataset.test) EXPECT_EQ(train.count(example.text), 0u);
}

// ---------------------------------------------------------------------------------------------
// Language-model corpora from paths

TEST(TextDatasets, LoadsADirectory) {
  const TemporaryDirectory directory;
  // A byte order mark, "\r\n" line ends, two empty lines and no final line end.
  directory.write("train.txt",
                  "\xEF\xBB\xBF"
                  "first line\r\n\r\n  \r\nsecond  line \r\nlast");
  directory.write("val.txt", "val\n");
  directory.write("test.txt", "test 1\ntest 2\n\n");
  const TextDataset dataset = twb::text::load_text_dataset(directory.spec());
  EXPECT_EQ(dataset.name, directory.path().filename().string());
  EXPECT_EQ(dataset.train, (Lines{"first line", "second  line ", "last"}));
  EXPECT_EQ(dataset.validation, (Lines{"val"}));
  EXPECT_EQ(dataset.test, (Lines{"test 1", "test 2"}));
  ASSERT_EQ(dataset.warnings.size(), 2u);
  EXPECT_EQ(dataset.warnings[0], "train: skipped 2 empty lines (the first at train.txt line 2)");
  EXPECT_EQ(dataset.warnings[1], "test: skipped 1 empty line (the first at test.txt line 3)");

  directory.write("dataset.json", R"({"name": "sums", "task": "lm"})");
  EXPECT_EQ(twb::text::load_text_dataset(directory.spec() + "/").name, "sums");
}

TEST(TextDatasets, SplitsAFileLikeTheTranslationTsv) {
  const TemporaryDirectory directory;
  std::string text, pairs;
  for (int i = 0; i < 100; ++i) {
    text += "line " + std::to_string(i) + "\n";
    pairs += "line " + std::to_string(i) + "\tx\n";
  }
  const fs::path file = directory.write("corpus.txt", text + "\n");
  const TextDataset dataset = twb::text::load_text_dataset(file.string());
  EXPECT_EQ(dataset.name, "corpus");
  EXPECT_EQ(dataset.train.size(), 90u);
  EXPECT_EQ(dataset.validation.size(), 5u);
  EXPECT_EQ(dataset.test.size(), 5u);
  ASSERT_EQ(dataset.warnings.size(), 1u);
  EXPECT_TRUE(contains(dataset.warnings[0], "skipped 1 empty line (the first at corpus.txt line 101)"))
      << dataset.warnings[0];
  // The same lines in the same splits as a translation .tsv of the same length.
  const auto translation = twb::text::load_translation_dataset(directory.write("pairs.tsv", pairs).string());
  EXPECT_EQ(dataset.validation, translation.validation.source);
  EXPECT_EQ(dataset.test, translation.test.source);
  EXPECT_EQ(dataset.train, translation.train.source);
  // Deterministic, and every line in exactly one split, in the file's order.
  EXPECT_EQ(twb::text::load_text_dataset(file.string()).test, dataset.test);
  EXPECT_TRUE(std::is_sorted(dataset.test.begin(), dataset.test.end(), [](const std::string& a, const std::string& b) {
    return std::stoi(a.substr(5)) < std::stoi(b.substr(5));
  }));
}

TEST(TextDatasets, ReportsBadFiles) {
  {
    const TemporaryDirectory directory;
    write_text(directory);
    fs::remove(directory.path() / "val.txt");
    const std::string message = error_message([&] { twb::text::load_text_dataset(directory.spec()); });
    EXPECT_TRUE(contains(message,
                         "is not a language-model dataset directory: it needs the files train.txt, "
                         "val.txt, test.txt, but lacks val.txt (it has: test.txt, "
                         "train.txt)"))
        << message;
  }
  {  // a split that is a folder: said as such, not as missing
    const TemporaryDirectory directory;
    write_text(directory);
    fs::remove(directory.path() / "train.txt");
    fs::create_directory(directory.path() / "train.txt");
    const std::string message = error_message([&] { twb::text::load_text_dataset(directory.spec()); });
    EXPECT_TRUE(contains(message,
                         "it needs the files train.txt, val.txt, test.txt, but its train.txt is a directory, "
                         "not a file: put each split's text in a file of that name"))
        << message;
    EXPECT_FALSE(contains(message, "lacks")) << message;
  }
  {
    const TemporaryDirectory directory;
    write_text(directory);
    directory.write("test.txt", "");
    const std::string message = error_message([&] { twb::text::load_text_dataset(directory.spec()); });
    EXPECT_TRUE(contains(message, "test.txt' is empty")) << message;
  }
  {
    const TemporaryDirectory directory;
    write_text(directory);
    directory.write("val.txt", "\n  \n\r\n");
    const std::string message = error_message([&] { twb::text::load_text_dataset(directory.spec()); });
    EXPECT_TRUE(contains(message, "val.txt' has no line with text")) << message;
  }
  {
    const TemporaryDirectory directory;
    write_text(directory);
    directory.write("train.txt",
                    "ok\nStra\xDF"
                    "e\n");  // Latin-1 ß
    const std::string message = error_message([&] { twb::text::load_text_dataset(directory.spec()); });
    EXPECT_TRUE(contains(message, "train.txt' line 2, byte 5: invalid UTF-8 (byte 0xDF)")) << message;
  }
  {
    const TemporaryDirectory directory;
    const fs::path file = directory.write("short.txt", "one\n\ntwo\n");
    const std::string message = error_message([&] { twb::text::load_text_dataset(file.string()); });
    EXPECT_TRUE(contains(message,
                         "short.txt' has 2 line(s) with text; a text dataset needs at "
                         "least 3"))
        << message;
  }
  std::string message = error_message([] { twb::text::load_text_dataset("no-such-corpus"); });
  EXPECT_TRUE(contains(message,
                       "'no-such-corpus' is neither a bundled language-model dataset "
                       "(arithmetic, induction, toy-grammar) nor an existing directory or text file"))
      << message;
  message = error_message([] { twb::text::load_text_dataset(""); });
  EXPECT_TRUE(contains(message, "no dataset given")) << message;
  EXPECT_TRUE(contains(message, "train.txt, val.txt and test.txt")) << message;
}

// ---------------------------------------------------------------------------------------------
// Classification datasets from paths

TEST(ClassificationDatasets, LoadsADirectory) {
  const TemporaryDirectory directory;
  write_classification(directory);
  // A byte order mark, "\r\n", spaces around the label, an empty line, a line without text and a
  // fourth column that is ignored.
  directory.write("train.tsv",
                  "\xEF\xBB\xBF"
                  "good film\t positive \tplain\r\n\r\nbad film\tnegative\tplain\tx\r\n"
                  " \tpositive\nnot bad\tpositive\tnegated");
  const ClassificationDataset dataset = twb::text::load_classification_dataset(directory.spec());
  EXPECT_EQ(dataset.name, directory.path().filename().string());
  EXPECT_EQ(dataset.labels, (Lines{"negative", "positive"}));
  ASSERT_EQ(dataset.train.size(), 3u);
  EXPECT_EQ(dataset.train[0].text, "good film");
  EXPECT_EQ(dataset.train[0].label, "positive");
  EXPECT_EQ(dataset.train[0].group, "plain");
  EXPECT_EQ(dataset.train[1].group, "plain");
  EXPECT_EQ(dataset.train[2].text, "not bad");
  EXPECT_EQ(dataset.train[2].group, "negated");
  ASSERT_EQ(dataset.validation.size(), 2u);
  EXPECT_EQ(dataset.validation[1].label, "negative");
  EXPECT_EQ(dataset.validation[1].group, "");
  EXPECT_EQ(dataset.test[0].text, "great meal");
  ASSERT_EQ(dataset.warnings.size(), 2u);
  EXPECT_EQ(dataset.warnings[0], "train: skipped 2 lines without text (the first at train.tsv line 2)");
  // The fourth column is ignored, but not in silence.
  EXPECT_EQ(dataset.warnings[1],
            "train: ignored the extra columns of 1 line with more than 3 tab-separated columns (the first at "
            "train.tsv line 3)");

  // dataset.json's labels fix the class order and its name names the dataset.
  directory.write("dataset.json", R"({"name": "reviews", "task": "classify", "labels": ["positive", "negative"]})");
  const ClassificationDataset declared = twb::text::load_classification_dataset(directory.spec());
  EXPECT_EQ(declared.name, "reviews");
  EXPECT_EQ(declared.labels, (Lines{"positive", "negative"}));
}

TEST(ClassificationDatasets, SplitsATsvFile) {
  const TemporaryDirectory directory;
  std::string contents;
  for (int i = 0; i < 200; ++i)
    contents += "text " + std::to_string(i) + "\t" + (i % 2 ? "odd" : "even") + (i < 100 ? "\tlow" : "") + "\n";
  const fs::path file = directory.write("numbers.tsv", contents);
  const ClassificationDataset dataset = twb::text::load_classification_dataset(file.string());
  EXPECT_EQ(dataset.name, "numbers");
  EXPECT_EQ(dataset.labels, (Lines{"even", "odd"}));
  EXPECT_EQ(dataset.train.size(), 180u);
  EXPECT_EQ(dataset.validation.size(), 10u);
  EXPECT_EQ(dataset.test.size(), 10u);
  EXPECT_TRUE(dataset.warnings.empty());
  std::set<std::string> seen;
  for (const auto* split : {&dataset.train, &dataset.validation, &dataset.test})
    for (const LabeledText& example : *split) {
      const int i = std::stoi(example.text.substr(5));
      EXPECT_EQ(example.label, i % 2 ? "odd" : "even");
      EXPECT_EQ(example.group, i < 100 ? "low" : "");
      EXPECT_TRUE(seen.insert(example.text).second);
    }
  EXPECT_EQ(seen.size(), 200u);
  // The split of the translation .tsv loader.
  const auto translation = twb::text::load_translation_dataset(file.string());
  ASSERT_EQ(translation.test.size(), dataset.test.size());
  for (std::size_t i = 0; i < dataset.test.size(); ++i) EXPECT_EQ(dataset.test[i].text, translation.test.source[i]);
}

TEST(ClassificationDatasets, ReportsBadLines) {
  const auto load_with_train = [](const std::string& train) {
    const TemporaryDirectory directory;
    write_classification(directory);
    directory.write("train.tsv", train);
    return error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  };
  std::string message = load_with_train("good\tpositive\nno tab on this line\nbad\tnegative\n");
  EXPECT_TRUE(contains(message, "train.tsv' line 2 has no tab")) << message;
  EXPECT_TRUE(contains(message, "TEXT<TAB>LABEL")) << message;
  EXPECT_TRUE(contains(message, "no tab on this line")) << message;

  message = load_with_train("good\tpositive\nbad\tnegative\nmeh\t  \tplain\n");
  EXPECT_TRUE(contains(message, "train.tsv' line 3 has an empty label")) << message;

  message = load_with_train("good\tpositive\nfine\tpositive\n");
  EXPECT_TRUE(contains(message,
                       "has only the label 'positive': a classifier needs training "
                       "examples of at least 2 classes"))
      << message;

  message = load_with_train("good\tpositive\nbad\tnegative\nok\tpositive\n\xFFoops\tnegative\n");
  EXPECT_TRUE(contains(message, "train.tsv' line 4, byte 1: invalid UTF-8 (byte 0xFF)")) << message;

  message = load_with_train("");
  EXPECT_TRUE(contains(message, "train.tsv' is empty")) << message;
}

TEST(ClassificationDatasets, ReportsLabelsTrainingNeverSaw) {
  const TemporaryDirectory directory;
  write_classification(directory);
  directory.write("val.tsv", "fine book\tpositive\nso-so book\tneutral\n");
  std::string message = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(message,
                       "val.tsv' line 2 has the label 'neutral', which no training "
                       "example has (the training labels are: negative, positive)"))
      << message;

  // In one .tsv file: the line that the split puts in test gets a label of its own.
  std::string contents;
  for (int i = 0; i < 20; ++i) contents += "text " + std::to_string(i) + "\t" + (i % 2 ? "b" : "a") + "\n";
  const fs::path file = directory.write("few.tsv", contents);
  const int in_test = std::stoi(twb::text::load_classification_dataset(file.string()).test.at(0).text.substr(5));
  contents.replace(contents.find("text " + std::to_string(in_test) + "\t"),
                   ("text " + std::to_string(in_test) + "\ta").size(), "text " + std::to_string(in_test) + "\trare");
  directory.write("few.tsv", contents);
  message = error_message([&] { twb::text::load_classification_dataset(file.string()); });
  EXPECT_TRUE(contains(message, "few.tsv' line " + std::to_string(in_test + 1) +
                                    " (in the test split) has the label 'rare', which no "
                                    "training example has"))
      << message;
  EXPECT_TRUE(contains(message, "so that some land in training")) << message;
}

TEST(ClassificationDatasets, ReportsABadDirectoryOrManifest) {
  const TemporaryDirectory directory;
  write_classification(directory);
  fs::remove(directory.path() / "test.tsv");
  std::string message = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(message,
                       "is not a classification dataset directory: it needs the files train.tsv, "
                       "val.tsv, test.tsv, but lacks test.tsv"))
      << message;

  write_classification(directory);
  directory.write("dataset.json", R"({"labels": "positive"})");
  message = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(message,
                       "dataset.json' has \"labels\": \"positive\", but it must be a "
                       "list of distinct, non-empty class names"))
      << message;

  directory.write("dataset.json", R"({"labels": ["positive", "neutral"]})");
  message = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(message,
                       "train.tsv' line 2 has the label 'negative', which the \"labels\" "
                       "of"))
      << message;

  directory.write("dataset.json", "{not json");
  message = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(message, "dataset.json' is not valid JSON")) << message;

  message = error_message([] { twb::text::load_classification_dataset("no-such-data"); });
  EXPECT_TRUE(contains(message,
                       "'no-such-data' is neither a bundled classification dataset "
                       "(brackets, sentiment) nor an existing directory or .tsv file"))
      << message;
}

// ---------------------------------------------------------------------------------------------
// A dataset of another task

TEST(DatasetTasks, EachLoaderRefusesTheOtherTasks) {
  const auto message_of = [](auto load) { return error_message(load); };
  EXPECT_EQ(message_of([] { twb::text::load_translation_dataset("arithmetic"); }),
            "'arithmetic' is a language-model dataset; use --task lm (a translation dataset is "
            "needed here)");
  EXPECT_TRUE(contains(message_of([] { twb::text::load_translation_dataset("sentiment"); }),
                       "'sentiment' is a classification dataset; use --task classify"));
  EXPECT_TRUE(contains(message_of([] { twb::text::load_text_dataset("copy"); }),
                       "'copy' is a translation dataset; use --task translate"));
  EXPECT_TRUE(contains(message_of([] { twb::text::load_text_dataset("brackets"); }),
                       "'brackets' is a classification dataset; use --task classify"));
  EXPECT_TRUE(contains(message_of([] { twb::text::load_classification_dataset("toy-grammar"); }),
                       "'toy-grammar' is a language-model dataset; use --task lm"));
  EXPECT_TRUE(contains(message_of([] { twb::text::load_classification_dataset("numbers-en-de"); }),
                       "'numbers-en-de' is a translation dataset; use --task translate"));
}

TEST(DatasetTasks, ADirectoryWhoseManifestNamesAnotherTask) {
  const TemporaryDirectory directory;
  write_text(directory);
  directory.write("dataset.json", R"({"task": "lm"})");
  const std::string message =
      error_message([&] { twb::text::load_translation_dataset(directory.spec(), "src", "trg"); });
  EXPECT_TRUE(contains(message, "' is a language-model dataset; use --task lm")) << message;
  EXPECT_NO_THROW(twb::text::load_text_dataset(directory.spec()));
  const std::string classify = error_message([&] { twb::text::load_classification_dataset(directory.spec()); });
  EXPECT_TRUE(contains(classify, "is a language-model dataset; use --task lm")) << classify;
}

// A dataset's recipe: dataset.json's "recipe" as --set assignments; none for files and manifests
// without one; a clear error for a recipe that is not an object of plain values.
TEST(DatasetRecipe, ReadFromTheManifest) {
  // The bundled toy-grammar trains with subwords and no label smoothing (README, "Toy sets").
  EXPECT_EQ(twb::text::dataset_recipe("toy-grammar", "lm").settings, (Lines{"label_smoothing=0", "tokenizer=bpe"}));
  EXPECT_EQ(twb::text::dataset_recipe("toy-grammar", "lm").source, "its dataset.json");

  TemporaryDirectory directory;
  for (const char* split : {"train", "val", "test"}) directory.write(std::string(split) + ".txt", "a b .\n");
  EXPECT_TRUE(twb::text::dataset_recipe(directory.spec(), "lm").settings.empty());  // no dataset.json
  directory.write("dataset.json", R"({"task": "lm"})");
  EXPECT_TRUE(twb::text::dataset_recipe(directory.spec(), "lm").settings.empty());  // no "recipe"
  EXPECT_TRUE(twb::text::dataset_recipe((directory.path() / "train.txt").string(), "lm").settings.empty());  // a file
  directory.write(
      "dataset.json",
      R"({"task": "lm", "recipe": {"lowercase": true, "learning_rate": 0.002, "d_model": 96, "tokenizer": "char"}})");
  EXPECT_EQ(twb::text::dataset_recipe(directory.spec(), "lm").settings,
            (Lines{"d_model=96", "learning_rate=0.002", "lowercase=true", "tokenizer=char"}));

  directory.write("dataset.json", R"({"task": "lm", "recipe": ["tokenizer=bpe"]})");
  const std::string not_object = error_message([&] { twb::text::dataset_recipe(directory.spec(), "lm"); });
  EXPECT_TRUE(contains(not_object, "dataset.json' has \"recipe\": [\"tokenizer=bpe\"], but it must be an object"))
      << not_object;
  directory.write("dataset.json", R"({"task": "lm", "recipe": {"d_model": [64]}})");
  const std::string not_plain = error_message([&] { twb::text::dataset_recipe(directory.spec(), "lm"); });
  EXPECT_TRUE(contains(not_plain, "the value of \"d_model\" must be a string, a number or true/false")) << not_plain;
  // A dataset of another task is refused as the loaders refuse it.
  EXPECT_TRUE(contains(error_message([] { twb::text::dataset_recipe("toy-grammar", "classify"); }),
                       "'toy-grammar' is a language-model dataset; use --task lm"));
}

// Translation data without a dataset.json gets a recipe by its size: from 10,000 pairs the small
// preset with weight averaging (Multi30k-sized data), below that none (the task's tiny). A dataset.json decides alone.
TEST(DatasetRecipe, LargeTranslationDataTrainsTheSmallPreset) {
  TemporaryDirectory directory;
  auto write_pairs = [&](size_t count) {
    std::string lines;
    for (size_t i = 0; i < count; ++i) lines.append("w").append(std::to_string(i)).append("\n");
    for (const char* split : {"train", "val", "test"})
      for (const char* language : {"en", "de"})
        directory.write(std::string(split) + "." + language, std::string(split) == "train" ? lines : "a b\n");
  };
  write_pairs(9999);
  EXPECT_TRUE(twb::text::dataset_recipe(directory.spec(), "translate").settings.empty());
  write_pairs(10000);
  EXPECT_EQ(twb::text::dataset_recipe(directory.spec(), "translate").settings,
            (Lines{"preset=small", "learning_rate=0.0015", "warmup_steps=800", "average_last=0.25"}));
  EXPECT_EQ(twb::text::dataset_recipe(directory.spec(), "translate").source, "10,000 translation pairs or more");
  directory.write("dataset.json", R"({"task": "translate", "source_language": "en", "target_language": "de"})");
  EXPECT_TRUE(twb::text::dataset_recipe(directory.spec(), "translate").settings.empty());
  directory.write("dataset.json", R"({"task": "translate", "recipe": {"warmup_steps": 500}})");
  EXPECT_EQ(twb::text::dataset_recipe(directory.spec(), "translate").settings, (Lines{"warmup_steps=500"}));
  fs::remove(directory.path() / "dataset.json");
  // A .tsv file of as many pairs.
  std::string tsv;
  for (int i = 0; i < 10000; ++i) tsv.append("a").append(std::to_string(i)).append("\tb\n");
  const fs::path file = directory.write("pairs.tsv", tsv);
  EXPECT_EQ(twb::text::dataset_recipe(file.string(), "translate").settings,
            (Lines{"preset=small", "learning_rate=0.0015", "warmup_steps=800", "average_last=0.25"}));
  // The bundled translation sets have a dataset.json without a recipe (numbers-en-de has 20,000
  // pairs): the task's defaults.
  EXPECT_TRUE(twb::text::dataset_recipe("numbers-en-de", "translate").settings.empty());
}
