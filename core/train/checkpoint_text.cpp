// The text side of checkpoints: tokenizers (their data as u8 tensors) and the metadata
// of a model with one text side.
#include "io/safetensors.h"
#include "train/checkpoint.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace checkpoint {

// A tokenizer's data() is a u8 tensor beside its settings: "tokenizer.NAME.sentencepiece" for
// SentencePiece's model, "tokenizer.NAME.data" for the others'.
namespace {
std::string data_tensor(const std::string& name, const nlohmann::json& settings) {
  const bool sentencepiece = settings.is_object() && settings.value("kind", nlohmann::json()) == "sentencepiece";
  return "tokenizer." + name + (sentencepiece ? ".sentencepiece" : ".data");
}
}  // namespace

nlohmann::json put_tokenizer(io::SafetensorsFile& file, const std::string& name, const text::Tokenizer& tokenizer) {
  const std::string data = tokenizer.data();
  if (!data.empty())
    file.put_u8(data_tensor(name, tokenizer.to_json()), std::vector<uint8_t>(data.begin(), data.end()));
  return tokenizer.to_json();
}

std::unique_ptr<text::Tokenizer> get_tokenizer(const io::SafetensorsFile& file, const std::string& name,
                                               const nlohmann::json& settings) {
  const std::string key = data_tensor(name, settings);
  std::string data;
  if (file.contains(key)) {
    const auto bytes = file.get_u8(key);
    data.assign(bytes.begin(), bytes.end());
  }
  return text::tokenizer_from_json(settings, data);
}

void put_text_model(io::SafetensorsFile& file, const std::string& task, const TransformerConfig& config,
                    const TextSettings& text, const text::Tokenizer& tokenizer, const text::Vocabulary& vocabulary) {
  file.metadata["task"] = task;
  file.metadata["config"] = config.to_json().dump();
  nlohmann::json settings = text.to_json();
  settings["text_tokenizer"] = put_tokenizer(file, "text", tokenizer);
  file.metadata["text"] = settings.dump();
  file.metadata["vocabulary"] = vocabulary.to_json().dump();
}

TextModelParts get_text_model(const io::SafetensorsFile& file, const std::string& path) {
  try {
    TextModelParts parts;
    const auto settings = metadata_json(file, "text", path);
    parts.text = TextSettings::from_json(settings);
    parts.tokenizer = get_tokenizer(file, "text", settings.at("text_tokenizer"));
    parts.vocabulary = text::Vocabulary::from_json(metadata_json(file, "vocabulary", path));
    try {
      parts.config = TransformerConfig::from_json(metadata_json(file, "config", path));
    } catch (const Error& e) {
      throw Error(path + ": " + e.what());  // the configuration's errors do not know the file
    }
    return parts;
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed metadata (" + json_message(e) +
                "); the file is damaged or was not written by "
                "Transformer Workbench");
  }
}

}  // namespace checkpoint

}  // namespace TWB_PRECISION_NS
}  // namespace twb
