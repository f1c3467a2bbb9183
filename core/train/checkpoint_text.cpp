// The text side of checkpoints: tokenizers (SentencePiece models as u8 tensors) and the metadata
// of a model with one text side.
#include "io/safetensors.h"
#include "train/checkpoint.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace checkpoint {

nlohmann::json put_tokenizer(io::SafetensorsFile& file, const std::string& name, const text::Tokenizer& tokenizer) {
  if (const auto* sp = dynamic_cast<const text::SentencePieceTokenizer*>(&tokenizer)) {
    const std::string& proto = sp->serialized_model();
    file.put_u8("tokenizer." + name + ".sentencepiece", std::vector<uint8_t>(proto.begin(), proto.end()));
  }
  return tokenizer.to_json();
}

std::unique_ptr<text::Tokenizer> get_tokenizer(const io::SafetensorsFile& file, const std::string& name,
                                               const nlohmann::json& settings) {
  const std::string key = "tokenizer." + name + ".sentencepiece";
  std::string proto;
  if (file.contains(key)) {
    const auto bytes = file.get_u8(key);
    proto.assign(bytes.begin(), bytes.end());
  }
  return text::tokenizer_from_json(settings, proto);
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
