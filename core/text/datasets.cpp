#include "text/datasets.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "eval/grammar.h"
#include "text/utf8.h"
#include "util/files.h"

namespace twb::text {
namespace fs = std::filesystem;
namespace {

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

bool is_blank(const std::string& line) {
  return line.find_first_not_of(" \t\n\v\f\r") == std::string::npos;
}

// The start of a (valid UTF-8) line for a message, cut at a character boundary.
std::string excerpt(const std::string& line) {
  std::size_t end = std::min<std::size_t>(line.size(), 60);
  while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
  return line.substr(0, end) + (end < line.size() ? "..." : "");
}

// The names in `directory`, sorted, for error messages that show what is there instead.
std::string list_directory(const fs::path& directory) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error))
    names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  if (names.empty()) return "it is empty";
  std::string list = "it has: ";
  for (std::size_t i = 0; i < names.size() && i < 20; ++i) list += (i ? ", " : "") + names[i];
  if (names.size() > 20) list += ", ... (" + std::to_string(names.size()) + " entries)";
  return list;
}

// The lines of a UTF-8 text file, without their "\n" or "\r\n"; a final line end does not start
// another line. Throws on a missing or empty file and on invalid UTF-8 (with line and byte).
std::vector<std::string> read_lines(const fs::path& path) {
  std::error_code error;
  if (!fs::exists(path, error)) {
    const fs::path parent = path.has_parent_path() ? path.parent_path() : fs::path(".");
    throw Error(quoted(path) + " does not exist" +
                (fs::is_directory(parent, error) ? " (" + list_directory(parent) + ")" : ""));
  }
  if (fs::is_directory(path, error))
    throw Error(quoted(path) + " is a directory where a text file was expected");
  files::require_regular_file(path.string(), "the dataset file");  // a FIFO would block the read below
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + quoted(path) + " for reading: check its permissions");
  std::ostringstream contents_stream;
  contents_stream << in.rdbuf();
  std::string contents = std::move(contents_stream).str();
  if (contents.empty())
    throw Error(quoted(path) + " is empty: a dataset file needs one sentence per line");
  if (contents.starts_with("\xEF\xBB\xBF")) contents.erase(0, 3);  // byte order mark
  // Classic Mac line ends ("\r" alone) would make the whole file one line, too long to train on.
  if (contents.find('\n') == std::string::npos && std::count(contents.begin(), contents.end(), '\r') > 1)
    throw Error(quoted(path) +
                " ends its lines with a carriage return alone (\\r, old Mac style); twb reads \\n or \\r\\n "
                "line ends. Convert it, e.g. with tr '\\r' '\\n' < FILE > NEW");

  std::vector<std::string> lines;
  for (std::size_t begin = 0; begin < contents.size();) {
    std::size_t end = contents.find('\n', begin);
    if (end == std::string::npos) end = contents.size();
    std::string line = contents.substr(begin, end - begin);
    if (line.ends_with('\r')) line.pop_back();
    if (const std::size_t bad = utf8::find_invalid(line); bad != std::string::npos) {
      std::ostringstream message;
      message << quoted(path) << " line " << lines.size() + 1 << ", byte " << bad + 1
              << ": invalid UTF-8 (byte 0x" << std::hex << std::uppercase
              << static_cast<int>(static_cast<unsigned char>(line[bad]))
              << "). Dataset files must be UTF-8 text; convert this one, e.g. with "
                 "iconv -f ISO-8859-1 -t UTF-8";
      throw Error(message.str());
    }
    lines.push_back(std::move(line));
    begin = end + 1;
  }
  return lines;
}

// Lines or pairs without text are skipped; this counts them for one warning per split:
// "train: skipped 2 pairs with an empty side (the first at train.en line 17)".
struct Skipped {
  Skipped(std::string noun, std::string qualifier)
      : noun(std::move(noun)), qualifier(std::move(qualifier)) {}

  std::string noun;       // "pair"
  std::string qualifier;  // " with an empty side"
  std::size_t count = 0;
  std::string first;  // "train.en line 17"
  std::string action = "skipped";

  void add(const std::string& where) {
    if (count++ == 0) first = where;
  }
  void report(const std::string& split, std::vector<std::string>& warnings) const {
    if (count == 0) return;
    warnings.push_back(split + ": " + action + " " + std::to_string(count) + " " + noun +
                       (count == 1 ? "" : "s") + qualifier + " (the first at " + first + ")");
  }
};

Skipped skipped_pairs() { return Skipped("pair", " with an empty side"); }

// Lines with more tab-separated columns than the format has: they are read, their extra columns
// are not, and the user hears about it (a misplaced tab would otherwise lose text in silence).
Skipped extra_columns(int columns) {
  Skipped s("line", " with more than " + std::to_string(columns) + " tab-separated columns");
  s.action = "ignored the extra columns of";
  return s;
}

// Which split each of n items goes to (0 train, 1 validation, 2 test), as the header describes:
// a Fisher–Yates shuffle with the raw engine output (std::shuffle's distribution differs between
// standard libraries; this does not), then the first 5% are validation, the next 5% test.
std::vector<int> split_assignment(std::size_t n) {
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937_64 engine(kTsvSplitSeed);
  for (std::size_t i = n - 1; n > 0 && i > 0; --i) std::swap(order[i], order[engine() % (i + 1)]);
  const std::size_t held_out = std::max<std::size_t>(1, n / 20);
  std::vector<int> split(n);
  for (std::size_t k = 0; k < n; ++k) split[order[k]] = k < held_out ? 1 : k < 2 * held_out ? 2 : 0;
  return split;
}

const char* const kSplitNames[3] = {"train", "validation", "test"};

ParallelCorpus load_parallel_files(const fs::path& source_path, const fs::path& target_path,
                                   const std::string& split, std::vector<std::string>& warnings) {
  const std::vector<std::string> source = read_lines(source_path);
  const std::vector<std::string> target = read_lines(target_path);
  if (source.size() != target.size())
    throw Error(quoted(source_path) + " has " + std::to_string(source.size()) + " lines but " +
                quoted(target_path) + " has " + std::to_string(target.size()) +
                ": the files must be line-aligned (line i of one is the translation of line i of "
                "the other)");
  ParallelCorpus corpus;
  Skipped skipped = skipped_pairs();
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (is_blank(source[i]) || is_blank(target[i])) {
      const fs::path& empty_side = is_blank(source[i]) ? source_path : target_path;
      skipped.add(empty_side.filename().string() + " line " + std::to_string(i + 1));
      continue;
    }
    corpus.source.push_back(source[i]);
    corpus.target.push_back(target[i]);
  }
  if (corpus.size() == 0)
    throw Error(quoted(source_path) + " and " + quoted(target_path) +
                " have no pair where both sides have text");
  skipped.report(split, warnings);
  return corpus;
}

// The stem of the test pair in a Multi30k-layout directory: "test_2016_flickr" if present, else
// "test", else the only test* stem that has both languages.
std::string find_test_stem(const fs::path& directory, const std::string& source_language,
                           const std::string& target_language) {
  const std::string source_suffix = "." + source_language;
  std::vector<std::string> stems;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with("test") || !name.ends_with(source_suffix)) continue;
    const std::string stem = name.substr(0, name.size() - source_suffix.size());
    if (fs::exists(directory / (stem + "." + target_language), error)) stems.push_back(stem);
  }
  std::sort(stems.begin(), stems.end());
  for (const char* preferred : {"test_2016_flickr", "test"})
    if (std::find(stems.begin(), stems.end(), preferred) != stems.end()) return preferred;
  if (stems.size() == 1) return stems.front();
  const std::string pair = "test*." + source_language + " and test*." + target_language;
  if (stems.empty())
    throw Error(quoted(directory) + " has no test pair " + pair + " (" + list_directory(directory) +
                ")");
  std::string names;
  for (const std::string& stem : stems) names += (names.empty() ? "" : ", ") + stem;
  throw Error(quoted(directory) + " has several test pairs (" + names +
              ") and none is named test_2016_flickr or test: rename the one to use to test." +
              source_language + "/test." + target_language);
}

struct Languages {
  std::string source, target, name;  // name: from dataset.json, may be empty
};

// A directory's dataset.json, or null when it has none. Throws when it is not valid JSON.
nlohmann::json read_manifest(const fs::path& directory) {
  const fs::path manifest_path = directory / "dataset.json";
  std::error_code error;
  if (!fs::exists(manifest_path, error)) return nullptr;
  files::require_regular_file(manifest_path.string(), "the dataset's manifest");
  try {
    return nlohmann::json::parse(std::ifstream(manifest_path));
  } catch (const nlohmann::json::exception& e) {
    throw Error(quoted(manifest_path) + " is not valid JSON: " + json_message(e));
  }
}

// The error for a directory whose languages are neither given nor in a dataset.json.
Error missing_languages(const fs::path& directory) {
  std::vector<std::string> suffixes;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with("train.")) suffixes.push_back(name.substr(6));
  }
  std::sort(suffixes.begin(), suffixes.end());
  std::string found;
  for (const std::string& suffix : suffixes) found += (found.empty() ? "" : ", ") + suffix;
  return Error(
      quoted(directory) +
      " is a dataset directory, so it needs its languages: give --src and --trg (e.g. "
      "--src en --trg de for train.en/train.de; " +
      (found.empty() ? std::string("it has no train.* file") : "its train files end in: " + found) +
      "), or put a dataset.json with \"source_language\" and \"target_language\" in it");
}

// The languages of a dataset directory: the arguments, or else its dataset.json.
Languages directory_languages(const fs::path& directory, const std::string& source_language,
                              const std::string& target_language) {
  if (source_language.empty() != target_language.empty())
    throw Error("only one language was given for " + quoted(directory) +
                ": give both the source and the target language (--src and --trg)");
  if (!source_language.empty()) return {source_language, target_language, ""};

  const fs::path manifest_path = directory / "dataset.json";
  const nlohmann::json manifest = read_manifest(directory);
  if (manifest.is_null()) throw missing_languages(directory);
  const auto field = [&](const char* key) -> std::string {
    if (!manifest.is_object() || !manifest.contains(key) || !manifest[key].is_string() ||
        manifest[key].get<std::string>().empty())
      throw Error(quoted(manifest_path) + " lacks the string \"" + key +
                  "\" (it needs \"source_language\" and \"target_language\"), or give --src and "
                  "--trg");
    return manifest[key].get<std::string>();
  };
  Languages languages{field("source_language"), field("target_language"), ""};
  if (manifest.contains("name") && manifest["name"].is_string())
    languages.name = manifest["name"].get<std::string>();
  return languages;
}

std::string directory_name(const fs::path& directory) {
  fs::path normal = fs::absolute(directory).lexically_normal();
  if (!normal.has_filename()) normal = normal.parent_path();  // "data/" → "data"
  return normal.filename().string();
}

// The "name" of a directory's dataset.json when it has one, else the directory's name.
std::string dataset_name(const fs::path& directory, const nlohmann::json& manifest) {
  if (manifest.is_object() && manifest.contains("name") && manifest["name"].is_string() &&
      !manifest["name"].get<std::string>().empty())
    return manifest["name"].get<std::string>();
  return directory_name(directory);
}

TranslationDataset load_directory(const fs::path& directory, const std::string& source_language,
                                  const std::string& target_language) {
  const Languages languages = directory_languages(directory, source_language, target_language);
  if (languages.source == languages.target)
    throw Error("the source and target language are both '" + languages.source + "' for " +
                quoted(directory) + ": they name two different files, train." + languages.source +
                " and train.<other>");
  TranslationDataset dataset;
  dataset.name = languages.name.empty() ? directory_name(directory) : languages.name;
  dataset.source_language = languages.source;
  dataset.target_language = languages.target;
  const auto pair = [&](const std::string& stem, const std::string& split) {
    return load_parallel_files(directory / (stem + "." + languages.source),
                               directory / (stem + "." + languages.target), split,
                               dataset.warnings);
  };
  dataset.train = pair("train", "train");
  dataset.validation = pair("val", "validation");
  dataset.test_name = find_test_stem(directory, languages.source, languages.target);
  dataset.test = pair(dataset.test_name, "test");
  return dataset;
}

// Tab-separated pairs, split 90/5/5 as the header describes.
TranslationDataset load_tsv(const fs::path& path, const std::string& source_language,
                            const std::string& target_language) {
  if (source_language.empty() != target_language.empty())
    throw Error("only one language was given for " + quoted(path) +
                ": give both the source and the target language (--src and --trg), or neither");
  const std::vector<std::string> lines = read_lines(path);
  ParallelCorpus all;
  Skipped skipped = skipped_pairs();
  Skipped extra = extra_columns(2);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const std::string where = path.filename().string() + " line " + std::to_string(i + 1);
    if (is_blank(line)) {
      skipped.add(where);
      continue;
    }
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos)
      throw Error(quoted(path) + " line " + std::to_string(i + 1) +
                  " has no tab: each line of a .tsv dataset must be SOURCE<TAB>TARGET (the line "
                  "starts \"" +
                  excerpt(line) + "\")");
    const std::size_t end = line.find('\t', tab + 1);
    if (end != std::string::npos) extra.add(where);
    std::string source = line.substr(0, tab);
    std::string target = line.substr(tab + 1, end == std::string::npos ? end : end - tab - 1);
    if (is_blank(source) || is_blank(target)) {
      skipped.add(where);
      continue;
    }
    all.source.push_back(std::move(source));
    all.target.push_back(std::move(target));
  }
  const std::size_t n = all.size();
  if (n < 3)
    throw Error(quoted(path) + " has " + std::to_string(n) +
                " usable pair(s); a .tsv dataset needs at least 3 (one each for train, validation "
                "and test)");

  TranslationDataset dataset;
  ParallelCorpus* const splits[3] = {&dataset.train, &dataset.validation, &dataset.test};
  const std::vector<int> split_of = split_assignment(n);
  for (std::size_t i = 0; i < n; ++i) {
    splits[split_of[i]]->source.push_back(std::move(all.source[i]));
    splits[split_of[i]]->target.push_back(std::move(all.target[i]));
  }
  dataset.name = path.stem().string();
  dataset.test_name = "test";
  dataset.source_language = source_language.empty() ? "src" : source_language;
  dataset.target_language = target_language.empty() ? "trg" : target_language;
  skipped.report("tsv", dataset.warnings);
  extra.report("tsv", dataset.warnings);
  return dataset;
}

// ---------------------------------------------------------------------------------------------
// Tasks and where a dataset is.

const std::vector<std::string>& known_tasks() {
  static const std::vector<std::string> tasks = {"translate", "lm", "classify"};
  return tasks;
}

bool is_known_task(const std::string& task) {
  return std::find(known_tasks().begin(), known_tasks().end(), task) != known_tasks().end();
}

std::string task_noun(const std::string& task) {
  if (task == "lm") return "language-model";
  if (task == "classify") return "classification";
  return "translation";
}

std::string joined(const std::vector<std::string>& names, const std::string& if_empty) {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  return list.empty() ? if_empty : list;
}

// The "task" of a directory's dataset.json: "translate" when the field is absent. Throws when it
// is not one of the known tasks.
std::string manifest_task(const fs::path& directory, const nlohmann::json& manifest) {
  if (!manifest.is_object() || !manifest.contains("task")) return "translate";
  const nlohmann::json& task = manifest["task"];
  if (!task.is_string() || !is_known_task(task.get<std::string>()))
    throw Error(quoted(directory / "dataset.json") + " has the \"task\" " + task.dump() +
                ": it must be \"translate\", \"lm\" or \"classify\"");
  return task.get<std::string>();
}

// The task a directory's dataset.json states, or "" when it has none (no file, no readable JSON,
// no "task" field): a directory given as a path need not have a dataset.json.
std::string stated_task(const fs::path& directory) {
  try {
    const nlohmann::json manifest = read_manifest(directory);
    if (!manifest.is_object() || !manifest.contains("task")) return "";
    return manifest_task(directory, manifest);
  } catch (const Error&) {
    return "";
  }
}

// Refuses a dataset of another task: "'arithmetic' is a language-model dataset; use --task lm".
void check_task(const std::string& spec, const std::string& task, const std::string& wanted) {
  if (task.empty() || task == wanted) return;
  throw Error("'" + spec + "' is a " + task_noun(task) + " dataset; use --task " + task + " (a " +
              task_noun(wanted) + " dataset is needed here)");
}

enum class Where { bundled, directory, file };
struct Location {
  Where where;
  fs::path path;
};

// Finds the dataset `spec` names for a loader of `task`, as the header describes.
Location locate(const std::string& spec, const std::string& task) {
  // For messages: "a bundled language-model dataset (arithmetic, toy-grammar)".
  const auto bundled = [&] {
    std::string names;
    try {
      names = joined(bundled_dataset_names(task), "none found");
    } catch (const Error&) {
      names = "none readable";
    }
    return (task == "translate" ? "a bundled dataset ("
                                : "a bundled " + task_noun(task) + " dataset (") +
           names + ")";
  };
  const std::string layout =
      task == "translate" ? "a Multi30k-layout directory or a .tsv file"
      : task == "lm"      ? "a directory with train.txt, val.txt and test.txt, or a text file"
                          : "a directory with train.tsv, val.tsv and test.tsv, or a .tsv file";
  if (spec.empty()) throw Error("no dataset given: name " + bundled() + ", " + layout);
  if (spec.find('/') == std::string::npos) {
    const std::vector<std::string> all = bundled_dataset_names();
    if (std::find(all.begin(), all.end(), spec) != all.end()) {
      check_task(spec, bundled_dataset_task(spec), task);
      return {Where::bundled, fs::path(bundled_datasets_directory()) / spec};
    }
  }
  const fs::path path(spec);
  std::error_code error;
  if (fs::is_directory(path, error)) {
    check_task(spec, stated_task(path), task);
    return {Where::directory, path};
  }
  if (fs::exists(path, error)) return {Where::file, path};
  throw Error("'" + spec + "' is neither " + bundled() + " nor an existing directory or " +
              (task == "lm" ? "text file" : ".tsv file"));
}

// Throws unless `directory` has every one of `files`, naming what it lacks and what it has.
void require_files(const fs::path& directory, const std::vector<std::string>& files,
                   const std::string& what) {
  std::vector<std::string> missing, not_files;
  for (const std::string& file : files) {
    std::error_code error;
    const fs::file_status status = fs::status(directory / file, error);
    if (fs::is_regular_file(status)) continue;
    if (!fs::exists(status)) {
      missing.push_back(file);
      continue;
    }
    const char* kind = fs::is_directory(status) ? "a directory" : fs::is_fifo(status) ? "a FIFO (named pipe)" : "not a regular file";
    not_files.push_back("its " + file + " is " + kind + ", not a file");
  }
  if (missing.empty() && not_files.empty()) return;
  std::string problem = missing.empty() ? "" : "lacks " + joined(missing, "") + " (" + list_directory(directory) + ")";
  for (const std::string& not_file : not_files) problem += (problem.empty() ? "" : "; ") + not_file;
  throw Error(quoted(directory) + " is not " + what + " directory: it needs the files " + joined(files, "") + ", but " +
              problem + (not_files.empty() ? "" : ": put each split's text in a file of that name"));
}

// ---------------------------------------------------------------------------------------------
// Language-model corpora

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
  for (std::size_t i = 0; i < lines.size(); ++i)
    splits[split_of[i]]->push_back(std::move(lines[i]));
  dataset.name = path.stem().string();
  skipped.report("file", dataset.warnings);
  return dataset;
}

// ---------------------------------------------------------------------------------------------
// Classification datasets

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
    const std::size_t third =
        second == std::string::npos ? std::string::npos : line.find('\t', second + 1);
    if (third != std::string::npos) extra.add(path.filename().string() + " line " + std::to_string(i + 1));
    LabeledText example;
    example.text = line.substr(0, tab);
    example.label = trimmed(
        line.substr(tab + 1, second == std::string::npos ? std::string::npos : second - tab - 1));
    if (second != std::string::npos)
      example.group = trimmed(line.substr(
          second + 1, third == std::string::npos ? std::string::npos : third - second - 1));
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
std::vector<std::string> manifest_labels(const fs::path& directory,
                                         const nlohmann::json& manifest) {
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
void settle_labels(ClassificationDataset& dataset, LabeledSplit (&splits)[3],
                   const std::vector<std::string>& declared, const fs::path& manifest_path,
                   bool one_file) {
  const auto where = [&](const LabeledSplit& split, const SourcedExample& example, int s) {
    return quoted(split.file) + " line " + std::to_string(example.line) +
           (one_file ? std::string(" (in the ") + kSplitNames[s] + " split)" : "");
  };
  std::set<std::string> train_labels;
  for (const SourcedExample& example : splits[0].examples) {
    if (!declared.empty() &&
        std::find(declared.begin(), declared.end(), example.example.label) == declared.end())
      throw Error(where(splits[0], example, 0) + " has the label '" + example.example.label +
                  "', which the \"labels\" of " + quoted(manifest_path) +
                  " do not list (they are: " + joined(declared, "") +
                  "): fix the label or add it to the list");
    train_labels.insert(example.example.label);
  }
  if (train_labels.size() < 2)
    throw Error(quoted(splits[0].file) +
                (one_file ? std::string(" (its train split)") : std::string()) + " has " +
                (train_labels.empty() ? std::string("no label")
                                      : "only the label '" + *train_labels.begin() + "'") +
                ": a classifier needs training examples of at least 2 classes");
  const std::vector<std::string> train_list(train_labels.begin(), train_labels.end());
  for (int s = 1; s < 3; ++s)
    for (const SourcedExample& example : splits[s].examples)
      if (!train_labels.count(example.example.label))
        throw Error(where(splits[s], example, s) + " has the label '" + example.example.label +
                    "', which no training example has (the training labels are: " +
                    joined(train_list, "") + "): the model cannot learn it; " +
                    (one_file ? "add more lines with this label so that some land in training, "
                                "or fix the label"
                              : "add training examples of it, or fix the label"));
  dataset.labels = declared.empty() ? train_list : declared;
  std::vector<LabeledText>* const targets[3] = {&dataset.train, &dataset.validation, &dataset.test};
  for (int s = 0; s < 3; ++s) {
    targets[s]->reserve(splits[s].examples.size());
    for (SourcedExample& example : splits[s].examples)
      targets[s]->push_back(std::move(example.example));
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
  for (std::size_t i = 0; i < all.size(); ++i)
    splits[split_of[i]].examples.push_back(std::move(all[i]));
  ClassificationDataset dataset;
  dataset.name = path.stem().string();
  skipped.report("file", dataset.warnings);
  extra.report("file", dataset.warnings);
  settle_labels(dataset, splits, {}, {}, /*one_file=*/true);
  return dataset;
}

}  // namespace

std::string bundled_datasets_directory() {
  std::vector<std::string> candidates;
  if (const char* from_environment = std::getenv("TWB_DATASETS");
      from_environment && *from_environment)
    candidates.emplace_back(from_environment);
  candidates.emplace_back(TWB_INSTALL_DATASETS_DIR);
  candidates.emplace_back(TWB_SOURCE_DATASETS_DIR);
  std::error_code error;
  for (const std::string& candidate : candidates)
    if (fs::is_directory(candidate, error)) return candidate;
  std::string looked;
  for (const std::string& candidate : candidates)
    looked += (looked.empty() ? "" : ", ") + candidate;
  throw Error("cannot find the bundled datasets; looked in " + looked +
              ". Set the environment variable TWB_DATASETS to the datasets/ directory of "
              "Transformer Workbench.");
}

std::vector<std::string> bundled_dataset_names() {
  std::vector<std::string> names;
  fs::path directory;
  try {
    directory = bundled_datasets_directory();
  } catch (const Error&) {
    return names;
  }
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error))
    if (entry.is_directory(error) && fs::exists(entry.path() / "dataset.json", error))
      names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::string> bundled_dataset_names(const std::string& task) {
  if (!is_known_task(task))
    throw Error("unknown task '" + task + "': expected translate, lm or classify");
  std::vector<std::string> names;
  for (const std::string& name : bundled_dataset_names())
    if (bundled_dataset_task(name) == task) names.push_back(name);
  return names;
}

std::string bundled_dataset_task(const std::string& name) {
  const std::vector<std::string> names = bundled_dataset_names();
  if (std::find(names.begin(), names.end(), name) == names.end())
    throw Error("'" + name + "' is not a bundled dataset (" + joined(names, "none found") + ")");
  const fs::path directory = fs::path(bundled_datasets_directory()) / name;
  return manifest_task(directory, read_manifest(directory));
}

namespace {

// Lines of a file, counted without keeping them (0 when it cannot be read).
size_t count_lines(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  size_t lines = 0;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    lines += static_cast<size_t>(std::count(buffer, buffer + in.gcount(), '\n'));
  return lines;
}

// Translation data without a dataset.json: from kLargeTranslationPairs pairs up (Multi30k has
// 29,000) the small preset, the size docs/benchmarks.md's Multi30k figures are measured with, a peak rate of
// 1e-3 reached after 800 steps (the task's 7e-4 after 300 decays too soon for 4,000 steps), and the
// weights averaged over about the last quarter of the run (each chosen on Multi30k's validation
// split: docs/benchmarks.md, "How well it learns"); fewer, tiny (the task's default), which the bundled toy sets learn in a
// minute or two.
constexpr size_t kLargeTranslationPairs = 10000;

std::vector<std::string> size_recipe(const Location& location, const std::string& task) {
  if (task != "translate") return {};
  size_t pairs = 0;
  std::error_code error;
  if (location.where == Where::file) {
    // Only a regular file is read here: a FIFO would block; the loader says what is wrong with it.
    if (fs::is_regular_file(location.path, error)) pairs = count_lines(location.path);
  } else {
    for (const auto& entry : fs::directory_iterator(location.path, error))
      if (entry.path().filename().string().starts_with("train.") && entry.is_regular_file(error)) {
        pairs = count_lines(entry.path());
        break;
      }
  }
  if (pairs >= kLargeTranslationPairs)
    return {"preset=small", "learning_rate=0.0015", "warmup_steps=800", "average_last=0.25"};
  return {};
}

}  // namespace

DatasetRecipe dataset_recipe(const std::string& spec, const std::string& task) {
  const Location location = locate(spec, task);
  const auto by_size = [&] {
    DatasetRecipe r{size_recipe(location, task), {}};
    if (!r.settings.empty()) r.source = "10,000 translation pairs or more";
    return r;
  };
  if (location.where == Where::file) return by_size();
  const nlohmann::json manifest = read_manifest(location.path);
  if (manifest.is_null()) return by_size();  // no dataset.json: judged by its size
  if (!manifest.is_object() || !manifest.contains("recipe")) return {};  // the manifest's word stands
  const nlohmann::json& recipe = manifest["recipe"];
  const auto refuse = [&](const std::string& why) {
    return Error(quoted(location.path / "dataset.json") + " has \"recipe\": " + recipe.dump() + ", but " + why +
                 " (e.g. \"recipe\": {\"tokenizer\": \"word\", \"label_smoothing\": 0}, or leave it out)");
  };
  if (!recipe.is_object()) throw refuse("it must be an object of settings and their values");
  std::vector<std::string> assignments;
  // nlohmann::json sorts an object's keys; the order does not matter, each key is one setting.
  for (const auto& [key, value] : recipe.items()) {
    std::string text;
    if (value.is_string()) text = value.get<std::string>();
    else if (value.is_boolean()) text = value.get<bool>() ? "true" : "false";
    else if (value.is_number_integer()) text = std::to_string(value.get<int64_t>());
    else if (value.is_number()) text = value.dump();
    else throw refuse("the value of \"" + key + "\" must be a string, a number or true/false");
    if (key.empty() || key.find('=') != std::string::npos) throw refuse("\"" + key + "\" is not a setting's name");
    assignments.push_back(key + "=" + text);
  }
  return {assignments, assignments.empty() ? std::string() : std::string("its dataset.json")};
}

TranslationDataset load_translation_dataset(const std::string& spec,
                                            const std::string& source_language,
                                            const std::string& target_language) {
  const Location location = locate(spec, "translate");
  if (location.where == Where::file)
    return load_tsv(location.path, source_language, target_language);
  return load_directory(location.path, source_language, target_language);
}

TextDataset load_text_dataset(const std::string& spec) {
  const Location location = locate(spec, "lm");
  if (location.where == Where::file) return load_text_file(location.path);
  return load_text_directory(location.path);
}

ClassificationDataset load_classification_dataset(const std::string& spec) {
  const Location location = locate(spec, "classify");
  if (location.where == Where::file) return load_classification_file(location.path);
  return load_classification_directory(location.path);
}

LengthFilter::LengthFilter(std::size_t max_tokens) : max_tokens_(max_tokens) {
  if (max_tokens == 0)
    throw Error("the maximum sentence length is 0 tokens: it must be at least 1");
}

std::string LengthFilter::drop_message(const LengthReport& report) const {
  if (report.affected == 0) return {};
  return "dropped " + std::to_string(report.affected) + " of " + std::to_string(report.total) +
         " training pairs with a side longer than " + std::to_string(max_tokens_) +
         " tokens (the longest has " + std::to_string(report.longest) + ")";
}

std::string LengthFilter::drop_message(const LengthReport& report, const std::string& what) const {
  if (report.affected == 0) return {};
  return "dropped " + std::to_string(report.affected) + " of " + std::to_string(report.total) + " training " + what +
         " longer than " + std::to_string(max_tokens_) + " tokens (the longest has " + std::to_string(report.longest) +
         "); raise max_len to keep them";
}

std::string LengthFilter::truncate_message(const LengthReport& report,
                                           const std::string& what) const {
  if (report.affected == 0) return {};
  return "truncated " + std::to_string(report.affected) + " of " + std::to_string(report.total) +
         " " + what + " to their first " + std::to_string(max_tokens_) +
         " tokens (the longest had " + std::to_string(report.longest) + ")";
}

}  // namespace twb::text
