// Language-model data (text/datasets.h): lines of text, from a directory with train.txt, val.txt
// and test.txt or from one text file.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "eval/grammar.h"
#include "text/dataset_files.h"
#include "text/datasets.h"

namespace twb::text {
namespace {

using namespace detail;

// The lines of `path` with text; the others are counted in `skipped`.
std::vector<std::string> text_lines(const fs::path& path, Skipped& skipped) {
  std::vector<std::string> lines = read_lines(path);
  std::vector<std::string> kept;
  kept.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (is_blank(lines[i]))
      skipped.add(path.filename().string() + " line " + std::to_string(i + 1));
    else
      kept.push_back(std::move(lines[i]));
  }
  return kept;
}

Skipped skipped_empty_lines() { return Skipped("empty line", ""); }

// The "grammar" of a directory's dataset.json: "" when it has none. Throws when it is not a
// non-empty string; a name eval/grammar.h does not know is a warning, and no grammar.
std::string manifest_grammar(const fs::path& directory, const nlohmann::json& manifest,
                             std::vector<std::string>& warnings) {
  if (!manifest.is_object() || !manifest.contains("grammar")) return "";
  const nlohmann::json& grammar = manifest["grammar"];
  if (!grammar.is_string() || grammar.get<std::string>().empty())
    throw Error(quoted(directory / "dataset.json") + " has \"grammar\": " + grammar.dump() +
                ", but it must name the grammar of the lines, such as \"toy-grammar\" (or be left out)");
  const std::string name = grammar.get<std::string>();
  if (eval::is_grammar_name(name)) return name;
  warnings.push_back(quoted(directory / "dataset.json") + " names the grammar '" + name +
                     "', which this version does not know (it knows " + joined(eval::grammar_names(), "none") +
                     "): generated sentences are not checked");
  return "";
}

TextDataset load_text_directory(const fs::path& directory) {
  require_files(directory, {"train.txt", "val.txt", "test.txt"}, "a language-model dataset");
  TextDataset dataset;
  const nlohmann::json manifest = read_manifest(directory);
  dataset.name = dataset_name(directory, manifest);
  dataset.grammar = manifest_grammar(directory, manifest, dataset.warnings);
  std::vector<std::string>* const splits[3] = {&dataset.train, &dataset.validation, &dataset.test};
  const char* const files[3] = {"train.txt", "val.txt", "test.txt"};
  for (int s = 0; s < 3; ++s) {
    Skipped skipped = skipped_empty_lines();
    *splits[s] = text_lines(directory / files[s], skipped);
    if (splits[s]->empty())
      throw Error(quoted(directory / files[s]) +
                  " has no line with text: a language-model dataset needs one example per line");
    skipped.report(kSplitNames[s], dataset.warnings);
  }
  return dataset;
}

TextDataset load_text_file(const fs::path& path) {
  Skipped skipped = skipped_empty_lines();
  std::vector<std::string> lines = text_lines(path, skipped);
  if (lines.size() < 3)
    throw Error(quoted(path) + " has " + std::to_string(lines.size()) +
                " line(s) with text; a text dataset needs at least 3 (one each for train, "
                "validation and test)");
  TextDataset dataset;
  std::vector<std::string>* const splits[3] = {&dataset.train, &dataset.validation, &dataset.test};
  const std::vector<int> split_of = split_assignment(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) splits[split_of[i]]->push_back(std::move(lines[i]));
  dataset.name = path.stem().string();
  skipped.report("file", dataset.warnings);
  return dataset;
}

}  // namespace

const DataKind& text_data() {
  static const DataKind kind{"lm",
                             "language-model",
                             "a bundled language-model dataset",
                             "a directory with train.txt, val.txt and test.txt, or a text file",
                             "text file",
                             0,
                             {},
                             ""};
  return kind;
}

TextDataset load_text_dataset(const std::string& spec) {
  const Location location = locate(spec, text_data());
  if (location.where == Where::file) return load_text_file(location.path);
  return load_text_directory(location.path);
}

}  // namespace twb::text
