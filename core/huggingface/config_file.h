// A Hugging Face model folder's config.json, read key by key with a message for each thing that is
// wrong: what the key is, what it holds, what the family needs. Families ask for the keys they use
// (`integer("hidden_size")`); the names of an older spelling are tried in order
// (`number({"partial_rotary_factor", "rotary_pct"}, 1.0)`).
#pragma once

#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace twb::huggingface {

// The text of a file of the folder, and the same parsed as JSON; twb::Error names the file and the
// problem (missing, not a regular file, not JSON).
std::string read_text_file(const std::filesystem::path& path);
nlohmann::json read_json_file(const std::filesystem::path& path);

// What config.json's "model_type" is called in words ("gpt_neox" → "GPT-NeoX"), for messages.
std::string architecture_name(const std::string& model_type);

class ConfigFile {
 public:
  // Reads folder/config.json; throws twb::Error when it is missing, not JSON, not an object, or
  // has no "model_type".
  explicit ConfigFile(const std::filesystem::path& folder);

  const std::filesystem::path& folder() const { return folder_; }
  const std::string& where() const { return where_; }  // the file, for messages
  const std::string& model_type() const { return model_type_; }
  const nlohmann::json& document() const { return json_; }
  // The value under the first of `keys` present and not null, or null.
  const nlohmann::json& value(std::initializer_list<const char*> keys) const;
  bool has(std::initializer_list<const char*> keys) const { return !value(keys).is_null(); }

  // A whole number ≥ 1 (≥ 0 with allow_zero); without a fallback a missing key is an error naming
  // the family's need.
  int integer(std::initializer_list<const char*> keys, std::optional<int> fallback = std::nullopt,
              bool allow_zero = false) const;
  double number(std::initializer_list<const char*> keys, double fallback) const;
  bool flag(std::initializer_list<const char*> keys, bool fallback) const;
  std::string text(std::initializer_list<const char*> keys, const std::string& fallback) const;

 private:
  std::filesystem::path folder_;
  std::string where_, model_type_;
  nlohmann::json json_;
};

}  // namespace twb::huggingface
