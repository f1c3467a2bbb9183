#include "text/datasets.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "text/utf8.h"

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
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + quoted(path) + " for reading: check its permissions");
  std::ostringstream contents_stream;
  contents_stream << in.rdbuf();
  std::string contents = std::move(contents_stream).str();
  if (contents.empty())
    throw Error(quoted(path) + " is empty: a dataset file needs one sentence per line");
  if (contents.starts_with("\xEF\xBB\xBF")) contents.erase(0, 3);  // byte order mark

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

// Pairs with an empty side are skipped; this counts them for one warning per split.
struct SkippedPairs {
  std::size_t count = 0;
  std::string first;  // "train.en line 17"

  void add(const std::string& where) {
    if (count++ == 0) first = where;
  }
  void report(const std::string& split, std::vector<std::string>& warnings) const {
    if (count == 0) return;
    warnings.push_back(split + ": skipped " + std::to_string(count) + " pair" +
                       (count == 1 ? "" : "s") + " with an empty side (the first at " + first +
                       ")");
  }
};

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
  SkippedPairs skipped;
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
  std::error_code error;
  if (!fs::exists(manifest_path, error)) throw missing_languages(directory);
  nlohmann::json manifest;
  try {
    manifest = nlohmann::json::parse(std::ifstream(manifest_path));
  } catch (const nlohmann::json::exception& e) {
    throw Error(quoted(manifest_path) + " is not valid JSON: " + e.what());
  }
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
  SkippedPairs skipped;
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

  // A Fisher–Yates shuffle with the raw engine output (std::shuffle's distribution differs between
  // standard libraries; this does not), then the first 5% are validation, the next 5% test.
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937_64 engine(kTsvSplitSeed);
  for (std::size_t i = n - 1; i > 0; --i) std::swap(order[i], order[engine() % (i + 1)]);
  const std::size_t held_out = std::max<std::size_t>(1, n / 20);
  std::vector<ParallelCorpus*> split_of(n);
  TranslationDataset dataset;
  for (std::size_t k = 0; k < n; ++k)
    split_of[order[k]] = k < held_out       ? &dataset.validation
                         : k < 2 * held_out ? &dataset.test
                                            : &dataset.train;
  for (std::size_t i = 0; i < n; ++i) {
    split_of[i]->source.push_back(std::move(all.source[i]));
    split_of[i]->target.push_back(std::move(all.target[i]));
  }
  dataset.name = path.stem().string();
  dataset.test_name = "test";
  dataset.source_language = source_language.empty() ? "src" : source_language;
  dataset.target_language = target_language.empty() ? "trg" : target_language;
  skipped.report("tsv", dataset.warnings);
  return dataset;
}

std::string joined_bundled_names() {
  std::string names;
  for (const std::string& name : bundled_dataset_names())
    names += (names.empty() ? "" : ", ") + name;
  return names.empty() ? "none found" : names;
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

TranslationDataset load_translation_dataset(const std::string& spec,
                                            const std::string& source_language,
                                            const std::string& target_language) {
  if (spec.empty())
    throw Error("no dataset given: name a bundled dataset (" + joined_bundled_names() +
                "), a Multi30k-layout directory or a .tsv file");
  std::error_code error;
  if (spec.find('/') == std::string::npos) {
    const std::vector<std::string> bundled = bundled_dataset_names();
    if (std::find(bundled.begin(), bundled.end(), spec) != bundled.end())
      return load_directory(fs::path(bundled_datasets_directory()) / spec, source_language,
                            target_language);
  }
  const fs::path path(spec);
  if (fs::is_directory(path, error)) return load_directory(path, source_language, target_language);
  if (fs::exists(path, error)) return load_tsv(path, source_language, target_language);
  throw Error("'" + spec + "' is neither a bundled dataset (" + joined_bundled_names() +
              ") nor an existing directory or .tsv file");
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

std::string LengthFilter::truncate_message(const LengthReport& report,
                                           const std::string& what) const {
  if (report.affected == 0) return {};
  return "truncated " + std::to_string(report.affected) + " of " + std::to_string(report.total) +
         " " + what + " to their first " + std::to_string(max_tokens_) +
         " tokens (the longest had " + std::to_string(report.longest) + ")";
}

}  // namespace twb::text
