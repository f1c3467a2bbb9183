// What the loaders of every kind of data share (text/datasets.h): reading a UTF-8 text file's
// lines, counting what is skipped, the deterministic split of one file, a directory's
// dataset.json, and finding the dataset a name or path means. Internal to core/text.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "text/datasets.h"
#include "util/error.h"

namespace twb::text::detail {

namespace fs = std::filesystem;

std::string quoted(const fs::path& path);
bool is_blank(const std::string& line);
// The start of a (valid UTF-8) line for a message, cut at a character boundary.
std::string excerpt(const std::string& line);
// The names in `directory`, sorted, for error messages that show what is there instead.
std::string list_directory(const fs::path& directory);
// "a, b, c", or `if_empty` for no names.
std::string joined(const std::vector<std::string>& names, const std::string& if_empty);

// The lines of a UTF-8 text file, without their "\n" or "\r\n"; a final line end does not start
// another line. Throws on a missing or empty file and on invalid UTF-8 (with line and byte).
std::vector<std::string> read_lines(const fs::path& path);

// Lines or pairs without text are skipped; this counts them for one warning per split:
// "train: skipped 2 pairs with an empty side (the first at train.en line 17)".
struct Skipped {
  Skipped(std::string noun, std::string qualifier) : noun(std::move(noun)), qualifier(std::move(qualifier)) {}

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
    warnings.push_back(split + ": " + action + " " + std::to_string(count) + " " + noun + (count == 1 ? "" : "s") +
                       qualifier + " (the first at " + first + ")");
  }
};

// Lines with more tab-separated columns than the format has: they are read, their extra columns
// are not, and the user hears about it (a misplaced tab would otherwise lose text in silence).
Skipped extra_columns(int columns);

// Which split each of n items goes to (0 train, 1 validation, 2 test), as text/datasets.h
// describes.
std::vector<int> split_assignment(std::size_t n);
inline const char* const kSplitNames[3] = {"train", "validation", "test"};

// A directory's dataset.json, or null when it has none. Throws when it is not valid JSON.
nlohmann::json read_manifest(const fs::path& directory);
std::string directory_name(const fs::path& directory);
// The "name" of a directory's dataset.json when it has one, else the directory's name.
std::string dataset_name(const fs::path& directory, const nlohmann::json& manifest);
// Throws unless `directory` has every one of `files`, naming what it lacks and what it has.
void require_files(const fs::path& directory, const std::vector<std::string>& files, const std::string& what);

enum class Where { bundled, directory, file };
struct Location {
  Where where;
  fs::path path;
};
// Finds the dataset `spec` names for a loader of `kind`, as text/datasets.h describes; refuses a
// bundled dataset or a directory whose dataset.json is of another kind.
Location locate(const std::string& spec, const DataKind& kind);

}  // namespace twb::text::detail
