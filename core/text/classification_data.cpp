// Classification data (text/datasets.h): labelled texts, TEXT<TAB>LABEL[<TAB>GROUP], from a
// directory with train.tsv, val.tsv and test.tsv or from one .tsv file.
#include <algorithm>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "text/dataset_files.h"
#include "text/datasets.h"

namespace twb::text {
namespace {

using namespace detail;

std::string trimmed(const std::string& text) {
  const std::size_t begin = text.find_first_not_of(" \t\n\v\f\r");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\n\v\f\r") - begin + 1);
}

// An example and where it came from, for messages.
struct SourcedExample {
  LabeledText example;
  std::size_t line;  // 1-based, in `file`
};

struct LabeledSplit {
  std::vector<SourcedExample> examples;
  fs::path file;
};

// The examples of a TEXT<TAB>LABEL[<TAB>GROUP] file; empty lines and lines with an empty text are
// counted in `skipped`.
std::vector<SourcedExample> labeled_lines(const fs::path& path, Skipped& skipped, Skipped& extra) {
  const std::vector<std::string> lines = read_lines(path);
  std::vector<SourcedExample> examples;
  examples.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const std::string where = quoted(path) + " line " + std::to_string(i + 1);
    if (is_blank(line)) {
      skipped.add(path.filename().string() + " line " + std::to_string(i + 1));
      continue;
    }
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos)
      throw Error(where +
                  " has no tab: each line of a classification dataset must be TEXT<TAB>LABEL or "
                  "TEXT<TAB>LABEL<TAB>GROUP (the line starts \"" +
                  excerpt(line) + "\")");
    const std::size_t second = line.find('\t', tab + 1);
    const std::size_t third = second == std::string::npos ? std::string::npos : line.find('\t', second + 1);
    if (third != std::string::npos) extra.add(path.filename().string() + " line " + std::to_string(i + 1));
    LabeledText example;
    example.text = line.substr(0, tab);
    example.label = trimmed(line.substr(tab + 1, second == std::string::npos ? std::string::npos : second - tab - 1));
    if (second != std::string::npos)
      example.group =
          trimmed(line.substr(second + 1, third == std::string::npos ? std::string::npos : third - second - 1));
    if (example.label.empty())
      throw Error(where +
                  " has an empty label: each line must be TEXT<TAB>LABEL or "
                  "TEXT<TAB>LABEL<TAB>GROUP with a label after the first tab (the line starts \"" +
                  excerpt(line) + "\")");
    if (is_blank(example.text)) {
      skipped.add(path.filename().string() + " line " + std::to_string(i + 1));
      continue;
    }
    examples.push_back({std::move(example), i + 1});
  }
  return examples;
}

Skipped skipped_lines_without_text() { return Skipped("line", " without text"); }

// The class names from dataset.json's "labels", or an empty list when it has none.
std::vector<std::string> manifest_labels(const fs::path& directory, const nlohmann::json& manifest) {
  if (!manifest.is_object() || !manifest.contains("labels")) return {};
  const nlohmann::json& labels = manifest["labels"];
  const auto bad = [&] {
    return Error(quoted(directory / "dataset.json") + " has \"labels\": " + labels.dump() +
                 ", but it must be a list of distinct, non-empty class names such as "
                 "[\"negative\", \"positive\"] (or be left out to use the labels of train.tsv)");
  };
  if (!labels.is_array() || labels.empty()) throw bad();
  std::vector<std::string> names;
  for (const nlohmann::json& label : labels) {
    if (!label.is_string() || label.get<std::string>().empty()) throw bad();
    if (std::find(names.begin(), names.end(), label.get<std::string>()) != names.end()) throw bad();
    names.push_back(label.get<std::string>());
  }
  return names;
}

// Checks the labels of the three splits and fills the dataset: `declared` are dataset.json's
// labels (empty for none); `one_file` says the splits were cut from one file.
void settle_labels(ClassificationDataset& dataset, LabeledSplit (&splits)[3], const std::vector<std::string>& declared,
                   const fs::path& manifest_path, bool one_file) {
  const auto where = [&](const LabeledSplit& split, const SourcedExample& example, int s) {
    return quoted(split.file) + " line " + std::to_string(example.line) +
           (one_file ? std::string(" (in the ") + kSplitNames[s] + " split)" : "");
  };
  std::set<std::string> train_labels;
  for (const SourcedExample& example : splits[0].examples) {
    if (!declared.empty() && std::find(declared.begin(), declared.end(), example.example.label) == declared.end())
      throw Error(where(splits[0], example, 0) + " has the label '" + example.example.label +
                  "', which the \"labels\" of " + quoted(manifest_path) +
                  " do not list (they are: " + joined(declared, "") + "): fix the label or add it to the list");
    train_labels.insert(example.example.label);
  }
  if (train_labels.size() < 2)
    throw Error(quoted(splits[0].file) + (one_file ? std::string(" (its train split)") : std::string()) + " has " +
                (train_labels.empty() ? std::string("no label") : "only the label '" + *train_labels.begin() + "'") +
                ": a classifier needs training examples of at least 2 classes");
  const std::vector<std::string> train_list(train_labels.begin(), train_labels.end());
  for (int s = 1; s < 3; ++s)
    for (const SourcedExample& example : splits[s].examples)
      if (!train_labels.count(example.example.label))
        throw Error(where(splits[s], example, s) + " has the label '" + example.example.label +
                    "', which no training example has (the training labels are: " + joined(train_list, "") +
                    "): the model cannot learn it; " +
                    (one_file ? "add more lines with this label so that some land in training, "
                                "or fix the label"
                              : "add training examples of it, or fix the label"));
  dataset.labels = declared.empty() ? train_list : declared;
  std::vector<LabeledText>* const targets[3] = {&dataset.train, &dataset.validation, &dataset.test};
  for (int s = 0; s < 3; ++s) {
    targets[s]->reserve(splits[s].examples.size());
    for (SourcedExample& example : splits[s].examples) targets[s]->push_back(std::move(example.example));
  }
}

ClassificationDataset load_classification_directory(const fs::path& directory) {
  require_files(directory, {"train.tsv", "val.tsv", "test.tsv"}, "a classification dataset");
  const nlohmann::json manifest = read_manifest(directory);
  ClassificationDataset dataset;
  dataset.name = dataset_name(directory, manifest);
  LabeledSplit splits[3];
  const char* const files[3] = {"train.tsv", "val.tsv", "test.tsv"};
  for (int s = 0; s < 3; ++s) {
    splits[s].file = directory / files[s];
    Skipped skipped = skipped_lines_without_text();
    Skipped extra = extra_columns(3);
    splits[s].examples = labeled_lines(splits[s].file, skipped, extra);
    if (splits[s].examples.empty())
      throw Error(quoted(splits[s].file) +
                  " has no line with text: a classification dataset needs TEXT<TAB>LABEL lines");
    skipped.report(kSplitNames[s], dataset.warnings);
    extra.report(kSplitNames[s], dataset.warnings);
  }
  settle_labels(dataset, splits, manifest_labels(directory, manifest), directory / "dataset.json",
                /*one_file=*/false);
  return dataset;
}

ClassificationDataset load_classification_file(const fs::path& path) {
  Skipped skipped = skipped_lines_without_text();
  Skipped extra = extra_columns(3);
  std::vector<SourcedExample> all = labeled_lines(path, skipped, extra);
  if (all.size() < 3)
    throw Error(quoted(path) + " has " + std::to_string(all.size()) +
                " usable line(s); a classification .tsv needs at least 3 (one each for train, "
                "validation and test)");
  LabeledSplit splits[3];
  for (LabeledSplit& split : splits) split.file = path;
  const std::vector<int> split_of = split_assignment(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) splits[split_of[i]].examples.push_back(std::move(all[i]));
  ClassificationDataset dataset;
  dataset.name = path.stem().string();
  skipped.report("file", dataset.warnings);
  extra.report("file", dataset.warnings);
  settle_labels(dataset, splits, {}, {}, /*one_file=*/true);
  return dataset;
}

}  // namespace

const DataKind& classification_data() {
  static const DataKind kind{"classify",
                             "classification",
                             "a bundled classification dataset",
                             "a directory with train.tsv, val.tsv and test.tsv, or a .tsv file",
                             ".tsv file",
                             0,
                             {},
                             ""};
  return kind;
}

ClassificationDataset load_classification_dataset(const std::string& spec) {
  const Location location = locate(spec, classification_data());
  if (location.where == Where::file) return load_classification_file(location.path);
  return load_classification_directory(location.path);
}

}  // namespace twb::text
