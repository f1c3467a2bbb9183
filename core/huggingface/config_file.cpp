#include "huggingface/config_file.h"

#include <fstream>
#include <map>
#include <sstream>

#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

std::string read_text_file(const fs::path& path) {
  files::require_regular_file(path.string(), path.filename().string());
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

json read_json_file(const fs::path& path) {
  try {
    return json::parse(read_text_file(path));
  } catch (const json::exception& e) {
    throw Error(path.string() + " is not valid JSON (" + json_message(e) + "); download it again");
  }
}

std::string architecture_name(const std::string& model_type) {
  static const std::map<std::string, std::string> names = {{"gpt2", "GPT-2"},
                                                           {"gpt_neox", "GPT-NeoX"},
                                                           {"gpt_neo", "GPT-Neo"},
                                                           {"bert", "BERT"},
                                                           {"llama", "LLaMA"},
                                                           {"t5", "T5"},
                                                           {"mt5", "mT5"},
                                                           {"roberta", "RoBERTa"},
                                                           {"distilbert", "DistilBERT"},
                                                           {"gptj", "GPT-J"},
                                                           {"opt", "OPT"},
                                                           {"mistral", "Mistral"},
                                                           {"mixtral", "Mixtral"},
                                                           {"bloom", "BLOOM"},
                                                           {"falcon", "Falcon"},
                                                           {"gemma", "Gemma"},
                                                           {"qwen2", "Qwen2"},
                                                           {"phi", "Phi"},
                                                           {"bart", "BART"},
                                                           {"electra", "ELECTRA"},
                                                           {"xlnet", "XLNet"},
                                                           {"codegen", "CodeGen"},
                                                           {"gpt_bigcode", "GPTBigCode (StarCoder)"},
                                                           {"openai-gpt", "GPT-1"},
                                                           {"albert", "ALBERT"},
                                                           {"marian", "Marian"},
                                                           {"whisper", "Whisper"},
                                                           {"vit", "ViT"},
                                                           {"olmo", "OLMo"},
                                                           {"mamba", "Mamba"},
                                                           {"rwkv", "RWKV"}};
  const auto it = names.find(model_type);
  return it != names.end() ? it->second : "\"" + model_type + "\"";
}

ConfigFile::ConfigFile(const fs::path& folder) : folder_(folder) {
  const fs::path file = folder / "config.json";
  where_ = file.string();
  std::error_code ignored;
  if (!fs::exists(file, ignored))
    throw Error(folder.string() +
                " has no config.json: a Hugging Face model folder holds config.json, the weights (model.safetensors, "
                "its shards or pytorch_model.bin) and the tokenizer (tokenizer.json, or vocab.json and merges.txt)");
  json_ = read_json_file(file);
  if (!json_.is_object()) throw Error(where_ + " is not a JSON object");
  const json type = json_.value("model_type", json());
  if (!type.is_string()) throw Error(where_ + " has no \"model_type\", so the model's architecture is unknown");
  model_type_ = type.get<std::string>();
}

const json& ConfigFile::value(std::initializer_list<const char*> keys) const {
  static const json null;
  for (const char* key : keys) {
    const auto it = json_.find(key);
    if (it != json_.end() && !it->is_null()) return *it;
  }
  return null;
}

namespace {

std::string spelled(std::initializer_list<const char*> keys) {
  std::string text;
  for (const char* key : keys)
    text += (text.empty() ? "\"" : " (or \"") + std::string(key) + (text.empty() ? "\"" : "\")");
  return text;
}

}  // namespace

int ConfigFile::integer(std::initializer_list<const char*> keys, std::optional<int> fallback, bool allow_zero) const {
  const json& v = value(keys);
  if (v.is_null()) {
    if (fallback) return *fallback;
    throw Error(where_ + " lacks " + spelled(keys) + ", which a " + architecture_name(model_type_) +
                " configuration has");
  }
  const int64_t lowest = allow_zero ? 0 : 1;
  if (!v.is_number_integer() || v.get<int64_t>() < lowest || v.get<int64_t>() > 1'000'000'000)
    throw Error(where_ + ": " + spelled(keys) + " is " + v.dump() + ", not a " +
                (allow_zero ? "whole number ≥ 0" : "positive whole number"));
  return static_cast<int>(v.get<int64_t>());
}

double ConfigFile::number(std::initializer_list<const char*> keys, double fallback) const {
  const json& v = value(keys);
  if (v.is_null()) return fallback;
  if (!v.is_number()) throw Error(where_ + ": " + spelled(keys) + " is " + v.dump() + ", not a number");
  return v.get<double>();
}

bool ConfigFile::flag(std::initializer_list<const char*> keys, bool fallback) const {
  const json& v = value(keys);
  if (v.is_null()) return fallback;
  if (!v.is_boolean()) throw Error(where_ + ": " + spelled(keys) + " is " + v.dump() + ", not true or false");
  return v.get<bool>();
}

std::string ConfigFile::text(std::initializer_list<const char*> keys, const std::string& fallback) const {
  const json& v = value(keys);
  if (v.is_null()) return fallback;
  if (!v.is_string()) throw Error(where_ + ": " + spelled(keys) + " is " + v.dump() + ", not a string");
  return v.get<std::string>();
}

}  // namespace twb::huggingface
