// Datasets for the three tasks — translation (pairs), language modelling (lines) and
// classification (labelled texts) — and the rule for sentences longer than the model's maximum
// length. Each kind of data has its loader, in a file of its own (translation_data.cpp,
// text_data.cpp, classification_data.cpp), which describes it (DataKind); what they share is in
// dataset_files.h.
//
// Bundled datasets are directories in bundled_datasets_directory(), each with a dataset.json whose
// "task" says which loader reads it: "translate" (the default when the field is absent), "lm" or
// "classify". Each loader refuses a bundled dataset (or a directory whose dataset.json says so) of
// another task with a message that names the right one ("'arithmetic' is a language-model
// dataset; use --task lm").
//
// Every file must be UTF-8 text ("\n" or "\r\n" line ends; a leading byte order mark is ignored).
// Errors, as twb::Error naming the file (and line): a missing file or directory; an empty file;
// invalid UTF-8 (file, line and byte column); a split left with nothing in it. What does not stop
// loading (skipped empty lines or pairs) is counted in the dataset's `warnings`.
//
// Files that are not split already are split deterministically, the same way for every task: a
// Fisher–Yates shuffle of the line indices (of the usable lines) by std::mt19937_64 seeded with
// kTsvSplitSeed puts 5% (at least 1) in validation, 5% (at least 1) in test and the rest in train;
// each split keeps the file's order. Identical lines are not merged, so a repeated line can land in
// two splits.
//
// ---------------------------------------------------------------------------------------------
// Translation. A dataset is named by `spec`:
//  - the name of a bundled dataset ("numbers-en-de", "dates-iso", "copy", "reverse"; see
//    bundled_dataset_names("translate")), when `spec` contains no "/";
//  - a directory in the Multi30k layout: train.SRC/train.TRG, val.SRC/val.TRG and one test pair
//    test*.SRC/test*.TRG (test_2016_flickr if present, else test, else the only test* pair). SRC
//    and TRG are the language arguments; without them the directory's dataset.json must name them
//    ({"source_language": "en", "target_language": "de"}), which every bundled dataset has;
//  - any other file: tab-separated pairs SOURCE<TAB>TARGET, one per line (further columns, such as
//    the attribution column of Tatoeba exports, are ignored, and counted in the warnings), split as above. The languages
//    default to "src" and "trg".
// Errors besides the common ones: two files of a pair with different line counts; a .tsv line
// without a tab; a directory without languages. A pair with an empty (or all-whitespace) side is
// skipped, not an error: the skipped pairs are counted in TranslationDataset::warnings.
//
// Language modelling (load_text_dataset). `spec` is:
//  - the name of a bundled "lm" dataset ("arithmetic", "toy-grammar");
//  - a directory with train.txt, val.txt and test.txt, one example per line;
//  - any other file (a .txt, say): one example per line, split as above.
// Empty (or all-whitespace) lines are skipped and counted in the warnings; the other lines are
// kept exactly as they are (spaces included). A directory's dataset.json may name the grammar its
// lines are drawn from ("grammar": "toy-grammar", one of eval::grammar_names()): a language model
// trained on it is then also measured by the share of its sentences the grammar accepts. A grammar
// that is not a non-empty string is an error; an unknown one is a warning (and no grammar).
//
// Classification (load_classification_dataset). `spec` is:
//  - the name of a bundled "classify" dataset ("sentiment", "brackets");
//  - a directory with train.tsv, val.tsv and test.tsv;
//  - any other file (a .tsv): split as above.
// Each line is TEXT<TAB>LABEL or TEXT<TAB>LABEL<TAB>GROUP (further columns are ignored,
// and counted in the warnings). The label
// and group lose their surrounding spaces; the text is kept as it is. A group names a slice of the
// data to report on separately ("negated", "long"); it may be absent (""). Empty lines and lines
// whose text is empty are skipped and counted in the warnings. Errors besides the common ones: a
// line without a tab or with an empty label (file and line); a validation or test label that no
// training example has; fewer than 2 classes in train; a dataset.json "labels" that is not a list
// of distinct strings or that lacks a training label.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "util/error.h"

namespace twb::text {

inline constexpr std::uint64_t kTsvSplitSeed = 20240917;

// Line-aligned raw sentences: target[i] translates source[i].
struct ParallelCorpus {
  std::vector<std::string> source, target;
  std::size_t size() const { return source.size(); }
};

struct TranslationDataset {
  std::string name;  // the bundled name, the directory's name or the .tsv file's stem
  ParallelCorpus train, validation, test;
  std::string test_name;  // which test pair: "test_2016_flickr", "test", ...
  std::string source_language, target_language;
  // Things a person should know that did not stop loading, e.g.
  // "train: skipped 2 pairs with an empty side (the first at train.en line 17)".
  std::vector<std::string> warnings;
};

TranslationDataset load_translation_dataset(const std::string& spec, const std::string& source_language = "",
                                            const std::string& target_language = "");

// A corpus of lines for a language model: one example (a sentence, "12+34=46") per element.
struct TextDataset {
  std::string name;  // the bundled name, dataset.json's "name", the directory's name or file's stem
  std::vector<std::string> train, validation, test;
  // The grammar of the lines, from dataset.json's "grammar" ("toy-grammar"; eval/grammar.h); ""
  // when the dataset names none.
  std::string grammar;
  // "train: skipped 2 empty lines (the first at train.txt line 17)"
  std::vector<std::string> warnings;
};

TextDataset load_text_dataset(const std::string& spec);

// One example of a classification dataset.
struct LabeledText {
  std::string text;
  std::string label;
  std::string group;  // a slice to report on separately ("negated", "long"); may be ""
};

struct ClassificationDataset {
  std::string name;  // as for TextDataset
  std::vector<LabeledText> train, validation, test;
  // The class names in a fixed order (class i is labels[i]): dataset.json's "labels" when it has
  // them, else the sorted distinct labels of train. At least 2.
  std::vector<std::string> labels;
  // "validation: skipped 1 line without text (the first at val.tsv line 3)"
  std::vector<std::string> warnings;
};

ClassificationDataset load_classification_dataset(const std::string& spec);

// A kind of data a loader reads, described once, by its loader: the "task" a dataset.json gives
// datasets of it, and the words messages use for it and its forms.
struct DataKind {
  std::string task;     // a dataset.json's "task": "translate" (the first kind's: also when absent), …
  std::string noun;     // "translation", "language-model", "classification"
  std::string bundled;  // "a bundled language-model dataset"
  std::string layout;   // its other forms: "a Multi30k-layout directory or a .tsv file"
  std::string file;     // its one-file form: ".tsv file", "text file"
  // Data of this kind without a dataset.json and with at least `large_from` examples (0: never)
  // gets `large_recipe` (see dataset_recipe), said to come from `large_source`.
  std::size_t large_from = 0;
  std::vector<std::string> large_recipe;
  std::string large_source;
};
const DataKind& translation_data();     // translation_data.cpp
const DataKind& text_data();            // text_data.cpp
const DataKind& classification_data();  // classification_data.cpp
// Every kind, the one a dataset.json without "task" has first.
const std::vector<const DataKind*>& data_kinds();
// The kind whose datasets' "task" is `task`; throws twb::Error for another.
const DataKind& data_kind(const std::string& task);

// The bundled datasets (directories with a dataset.json in bundled_datasets_directory()), sorted;
// empty when no datasets directory is found.
std::vector<std::string> bundled_dataset_names();

// Only the bundled datasets of one task: "translate", "lm" or "classify" (throws twb::Error on any
// other task).
std::vector<std::string> bundled_dataset_names(const std::string& task);

// The task of a bundled dataset, from its dataset.json: "translate", "lm" or "classify"
// ("translate" when the field is absent). Throws twb::Error when `name` is not a bundled dataset or
// its dataset.json is unreadable or names another task.
std::string bundled_dataset_task(const std::string& name);

// The recipe a dataset's dataset.json recommends for its task, as --set assignments (by key):
// "recipe": {"tokenizer": "word", "label_smoothing": 0} gives {"tokenizer=word",
// "label_smoothing=0"}. The CLI and the window apply it after the task's defaults and before the
// user's own settings (which win). Translation data without a dataset.json (a directory in the
// Multi30k layout, a .tsv file) of 10,000 pairs or more gets {"preset=small", "learning_rate=0.0015",
// "warmup_steps=800", "average_last=0.25"} (docs/benchmarks.md's Multi30k recipe). Otherwise empty: a dataset.json without "recipe" means the task's defaults. Throws
// twb::Error when `spec` names no dataset of `task`, or "recipe" is not an object of strings,
// numbers and booleans.
struct DatasetRecipe {
  std::vector<std::string> settings;  // --set assignments, by key
  std::string source;  // for a note: "its dataset.json" or "10,000 translation pairs or more"; empty: none
};
DatasetRecipe dataset_recipe(const std::string& spec, const std::string& task);

// Where the bundled datasets are: the first existing directory of $TWB_DATASETS, the installed
// share/transformer-workbench/datasets, and the source tree's datasets/. Throws twb::Error naming
// the places it looked when none exists.
std::string bundled_datasets_directory();

// ---------------------------------------------------------------------------------------------
// The rule for sentences longer than the maximum length.
//
// `max_tokens` counts the tokens of one side as the tokenizer makes them, before <sos>/<eos> are
// added: choose it so that a sequence with its specials fits the model's positions.
//  - Training: a pair whose source or target has more than max_tokens tokens is dropped, not cut
//    (a cut pair would teach the model translations that leave words out). The dropped pairs are
//    counted and reported (drop_long_pairs).
//  - Evaluation and translation: the source is truncated to its first max_tokens tokens and the
//    number of truncated sentences reported (truncate). The reference is never truncated: BLEU is
//    computed against the raw reference line, so the lost words count against the score. For the
//    teacher-forced validation loss the target is truncated the same way.
struct LengthReport {
  std::size_t total = 0;     // sentences or pairs looked at
  std::size_t affected = 0;  // dropped (training) or truncated (evaluation)
  std::size_t longest = 0;   // the longest length seen, in tokens
  std::string message;       // for a person: "dropped 3 of 29000 training pairs ..."; "" if none
};

class LengthFilter {
 public:
  // Throws twb::Error when max_tokens is 0.
  explicit LengthFilter(std::size_t max_tokens);
  std::size_t max_tokens() const { return max_tokens_; }

  // Training: removes the pairs with a side longer than max_tokens from both lists (which must be
  // equally long); `kept`, when given, receives the original indices of the pairs that remain.
  template <class Sequence>
  LengthReport drop_long_pairs(std::vector<Sequence>& sources, std::vector<Sequence>& targets,
                               std::vector<std::size_t>* kept = nullptr) const;

  // Training on one-sided examples (lines, labelled texts): removes the sequences longer than
  // max_tokens; `what` names them in the message ("lines"); `kept` as above.
  template <class Sequence>
  LengthReport drop_long(std::vector<Sequence>& sequences, const std::string& what,
                         std::vector<std::size_t>* kept = nullptr) const;

  // Evaluation and translation: cuts every sentence longer than max_tokens to its first
  // max_tokens tokens. `what` names the sentences in the message ("source sentences").
  template <class Sequence>
  LengthReport truncate(std::vector<Sequence>& sentences, const std::string& what = "source sentences") const;

 private:
  std::string drop_message(const LengthReport& report) const;
  std::string drop_message(const LengthReport& report, const std::string& what) const;
  std::string truncate_message(const LengthReport& report, const std::string& what) const;

  std::size_t max_tokens_;
};

template <class Sequence>
LengthReport LengthFilter::drop_long_pairs(std::vector<Sequence>& sources, std::vector<Sequence>& targets,
                                           std::vector<std::size_t>* kept) const {
  if (sources.size() != targets.size())
    throw Error("drop_long_pairs: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(targets.size()) + " targets; the lists must be line-aligned");
  LengthReport report;
  report.total = sources.size();
  if (kept) kept->clear();
  std::size_t out = 0;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const std::size_t longer = std::max(sources[i].size(), targets[i].size());
    report.longest = std::max(report.longest, longer);
    if (longer > max_tokens_) {
      ++report.affected;
      continue;
    }
    if (out != i) {
      sources[out] = std::move(sources[i]);
      targets[out] = std::move(targets[i]);
    }
    if (kept) kept->push_back(i);
    ++out;
  }
  sources.resize(out);
  targets.resize(out);
  report.message = drop_message(report);
  return report;
}

template <class Sequence>
LengthReport LengthFilter::drop_long(std::vector<Sequence>& sequences, const std::string& what,
                                     std::vector<std::size_t>* kept) const {
  LengthReport report;
  report.total = sequences.size();
  if (kept) kept->clear();
  std::size_t out = 0;
  for (std::size_t i = 0; i < sequences.size(); ++i) {
    report.longest = std::max(report.longest, sequences[i].size());
    if (sequences[i].size() > max_tokens_) {
      ++report.affected;
      continue;
    }
    if (out != i) sequences[out] = std::move(sequences[i]);
    if (kept) kept->push_back(i);
    ++out;
  }
  sequences.resize(out);
  report.message = drop_message(report, what);
  return report;
}

template <class Sequence>
LengthReport LengthFilter::truncate(std::vector<Sequence>& sentences, const std::string& what) const {
  LengthReport report;
  report.total = sentences.size();
  for (Sequence& sentence : sentences) {
    report.longest = std::max(report.longest, sentence.size());
    if (sentence.size() > max_tokens_) {
      sentence.resize(max_tokens_);
      ++report.affected;
    }
  }
  report.message = truncate_message(report, what);
  return report;
}

}  // namespace twb::text
