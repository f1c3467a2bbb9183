// The loaders' shared part (text/dataset_files.h), the kinds of data (text/datasets.h's DataKind),
// the bundled datasets, a dataset's recipe and the rule for long sentences. Each kind's loader is
// in its own file: translation_data.cpp, text_data.cpp, classification_data.cpp.
#include "text/datasets.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "text/dataset_files.h"
#include "text/utf8.h"
#include "util/files.h"

namespace twb::text {
namespace detail {

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

bool is_blank(const std::string& line) { return line.find_first_not_of(" \t\n\v\f\r") == std::string::npos; }

std::string excerpt(const std::string& line) {
  std::size_t end = std::min<std::size_t>(line.size(), 60);
  while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
  return line.substr(0, end) + (end < line.size() ? "..." : "");
}

std::string list_directory(const fs::path& directory) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  if (names.empty()) return "it is empty";
  std::string list = "it has: ";
  for (std::size_t i = 0; i < names.size() && i < 20; ++i) list += (i ? ", " : "") + names[i];
  if (names.size() > 20) list += ", ... (" + std::to_string(names.size()) + " entries)";
  return list;
}

std::string joined(const std::vector<std::string>& names, const std::string& if_empty) {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  return list.empty() ? if_empty : list;
}

std::vector<std::string> read_lines(const fs::path& path) {
  std::error_code error;
  if (!fs::exists(path, error)) {
    const fs::path parent = path.has_parent_path() ? path.parent_path() : fs::path(".");
    throw Error(quoted(path) + " does not exist" +
                (fs::is_directory(parent, error) ? " (" + list_directory(parent) + ")" : ""));
  }
  if (fs::is_directory(path, error)) throw Error(quoted(path) + " is a directory where a text file was expected");
  files::require_regular_file(path.string(), "the dataset file");  // a FIFO would block the read below
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + quoted(path) + " for reading: check its permissions");
  std::ostringstream contents_stream;
  contents_stream << in.rdbuf();
  std::string contents = std::move(contents_stream).str();
  if (contents.empty()) throw Error(quoted(path) + " is empty: a dataset file needs one sentence per line");
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
      message << quoted(path) << " line " << lines.size() + 1 << ", byte " << bad + 1 << ": invalid UTF-8 (byte 0x"
              << std::hex << std::uppercase << static_cast<int>(static_cast<unsigned char>(line[bad]))
              << "). Dataset files must be UTF-8 text; convert this one, e.g. with "
                 "iconv -f ISO-8859-1 -t UTF-8";
      throw Error(message.str());
    }
    lines.push_back(std::move(line));
    begin = end + 1;
  }
  return lines;
}

Skipped extra_columns(int columns) {
  Skipped s("line", " with more than " + std::to_string(columns) + " tab-separated columns");
  s.action = "ignored the extra columns of";
  return s;
}

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

std::string directory_name(const fs::path& directory) {
  fs::path normal = fs::absolute(directory).lexically_normal();
  if (!normal.has_filename()) normal = normal.parent_path();  // "data/" → "data"
  return normal.filename().string();
}

std::string dataset_name(const fs::path& directory, const nlohmann::json& manifest) {
  if (manifest.is_object() && manifest.contains("name") && manifest["name"].is_string() &&
      !manifest["name"].get<std::string>().empty())
    return manifest["name"].get<std::string>();
  return directory_name(directory);
}

void require_files(const fs::path& directory, const std::vector<std::string>& files, const std::string& what) {
  std::vector<std::string> missing, not_files;
  for (const std::string& file : files) {
    std::error_code error;
    const fs::file_status status = fs::status(directory / file, error);
    if (fs::is_regular_file(status)) continue;
    if (!fs::exists(status)) {
      missing.push_back(file);
      continue;
    }
    const char* kind = fs::is_directory(status) ? "a directory"
                       : fs::is_fifo(status)    ? "a FIFO (named pipe)"
                                                : "not a regular file";
    not_files.push_back("its " + file + " is " + kind + ", not a file");
  }
  if (missing.empty() && not_files.empty()) return;
  std::string problem = missing.empty() ? "" : "lacks " + joined(missing, "") + " (" + list_directory(directory) + ")";
  for (const std::string& not_file : not_files) problem += (problem.empty() ? "" : "; ") + not_file;
  throw Error(quoted(directory) + " is not " + what + " directory: it needs the files " + joined(files, "") + ", but " +
              problem + (not_files.empty() ? "" : ": put each split's text in a file of that name"));
}

}  // namespace detail

using namespace detail;

// ---------------------------------------------------------------------------------------------
// The kinds of data

const std::vector<const DataKind*>& data_kinds() {
  static const std::vector<const DataKind*> kinds = {&translation_data(), &text_data(), &classification_data()};
  return kinds;
}

namespace {

// "translate, lm or classify", each name wrapped in `quote`.
std::string kind_names(const std::string& quote) {
  std::string names;
  const auto& kinds = data_kinds();
  for (size_t i = 0; i < kinds.size(); ++i)
    names += (i == 0 ? "" : i + 1 == kinds.size() ? " or " : ", ") + quote + kinds[i]->task + quote;
  return names;
}

const DataKind* find_kind(const std::string& task) {
  for (const DataKind* kind : data_kinds())
    if (kind->task == task) return kind;
  return nullptr;
}

// The "task" of a directory's dataset.json: the first kind's when the field is absent. Throws when
// it is not one of the kinds'.
std::string manifest_task(const fs::path& directory, const nlohmann::json& manifest) {
  if (!manifest.is_object() || !manifest.contains("task")) return data_kinds().front()->task;
  const nlohmann::json& task = manifest["task"];
  if (!task.is_string() || find_kind(task.get<std::string>()) == nullptr)
    throw Error(quoted(directory / "dataset.json") + " has the \"task\" " + task.dump() + ": it must be " +
                kind_names("\""));
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

// Refuses a dataset of another kind: "'arithmetic' is a language-model dataset; use --task lm".
void check_kind(const std::string& spec, const std::string& task, const DataKind& wanted) {
  if (task.empty() || task == wanted.task) return;
  throw Error("'" + spec + "' is a " + data_kind(task).noun + " dataset; use --task " + task + " (a " + wanted.noun +
              " dataset is needed here)");
}

// Lines of a file, counted without keeping them (0 when it cannot be read).
size_t count_lines(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  size_t lines = 0;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    lines += static_cast<size_t>(std::count(buffer, buffer + in.gcount(), '\n'));
  return lines;
}

// The recipe of data without a dataset.json, by its size (DataKind::large_from).
std::vector<std::string> size_recipe(const Location& location, const DataKind& kind) {
  if (kind.large_from == 0) return {};
  size_t examples = 0;
  std::error_code error;
  if (location.where == Where::file) {
    // Only a regular file is read here: a FIFO would block; the loader says what is wrong with it.
    if (fs::is_regular_file(location.path, error)) examples = count_lines(location.path);
  } else {
    for (const auto& entry : fs::directory_iterator(location.path, error))
      if (entry.path().filename().string().starts_with("train.") && entry.is_regular_file(error)) {
        examples = count_lines(entry.path());
        break;
      }
  }
  return examples >= kind.large_from ? kind.large_recipe : std::vector<std::string>{};
}

}  // namespace

const DataKind& data_kind(const std::string& task) {
  if (const DataKind* kind = find_kind(task)) return *kind;
  throw Error("unknown task '" + task + "': expected " + kind_names(""));
}

Location detail::locate(const std::string& spec, const DataKind& kind) {
  // For messages: "a bundled language-model dataset (arithmetic, toy-grammar)".
  const auto bundled = [&] {
    std::string names;
    try {
      names = joined(bundled_dataset_names(kind.task), "none found");
    } catch (const Error&) {
      names = "none readable";
    }
    return kind.bundled + " (" + names + ")";
  };
  if (spec.empty()) throw Error("no dataset given: name " + bundled() + ", " + kind.layout);
  if (spec.find('/') == std::string::npos) {
    const std::vector<std::string> all = bundled_dataset_names();
    if (std::find(all.begin(), all.end(), spec) != all.end()) {
      check_kind(spec, bundled_dataset_task(spec), kind);
      return {Where::bundled, fs::path(bundled_datasets_directory()) / spec};
    }
  }
  const fs::path path(spec);
  std::error_code error;
  if (fs::is_directory(path, error)) {
    check_kind(spec, stated_task(path), kind);
    return {Where::directory, path};
  }
  if (fs::exists(path, error)) return {Where::file, path};
  throw Error("'" + spec + "' is neither " + bundled() + " nor an existing directory or " + kind.file);
}

// ---------------------------------------------------------------------------------------------
// The bundled datasets and their recipes

std::string bundled_datasets_directory() {
  return files::bundled_directory("TWB_DATASETS", TWB_INSTALL_DATASETS_DIR, TWB_SOURCE_DATASETS_DIR, "datasets",
                                  "datasets/");
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
  data_kind(task);  // throws for a task that is no kind's
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

DatasetRecipe dataset_recipe(const std::string& spec, const std::string& task) {
  const DataKind& kind = data_kind(task);
  const Location location = locate(spec, kind);
  const auto by_size = [&] {
    DatasetRecipe r{size_recipe(location, kind), {}};
    if (!r.settings.empty()) r.source = kind.large_source;
    return r;
  };
  if (location.where == Where::file) return by_size();
  const nlohmann::json manifest = read_manifest(location.path);
  if (manifest.is_null()) return by_size();                              // no dataset.json: judged by its size
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
    if (value.is_string())
      text = value.get<std::string>();
    else if (value.is_boolean())
      text = value.get<bool>() ? "true" : "false";
    else if (value.is_number_integer())
      text = std::to_string(value.get<int64_t>());
    else if (value.is_number())
      text = value.dump();
    else
      throw refuse("the value of \"" + key + "\" must be a string, a number or true/false");
    if (key.empty() || key.find('=') != std::string::npos) throw refuse("\"" + key + "\" is not a setting's name");
    assignments.push_back(key + "=" + text);
  }
  return {assignments, assignments.empty() ? std::string() : std::string("its dataset.json")};
}

// ---------------------------------------------------------------------------------------------
// Long sentences

LengthFilter::LengthFilter(std::size_t max_tokens) : max_tokens_(max_tokens) {
  if (max_tokens == 0) throw Error("the maximum sentence length is 0 tokens: it must be at least 1");
}

std::string LengthFilter::drop_message(const LengthReport& report) const {
  if (report.affected == 0) return {};
  return "dropped " + std::to_string(report.affected) + " of " + std::to_string(report.total) +
         " training pairs with a side longer than " + std::to_string(max_tokens_) + " tokens (the longest has " +
         std::to_string(report.longest) + ")";
}

std::string LengthFilter::drop_message(const LengthReport& report, const std::string& what) const {
  if (report.affected == 0) return {};
  return "dropped " + std::to_string(report.affected) + " of " + std::to_string(report.total) + " training " + what +
         " longer than " + std::to_string(max_tokens_) + " tokens (the longest has " + std::to_string(report.longest) +
         "); raise max_len to keep them";
}

std::string LengthFilter::truncate_message(const LengthReport& report, const std::string& what) const {
  if (report.affected == 0) return {};
  return "truncated " + std::to_string(report.affected) + " of " + std::to_string(report.total) + " " + what +
         " to their first " + std::to_string(max_tokens_) + " tokens (the longest had " +
         std::to_string(report.longest) + ")";
}

}  // namespace twb::text
