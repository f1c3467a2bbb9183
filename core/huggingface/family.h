// The model families a Hugging Face folder may hold, one file each (gpt2.cpp, gpt_neox.cpp,
// gpt_neo.cpp) and one line in family.cpp's list: config.json's "model_type" picks the family that
// opens the folder, and a model is written back by the family whose shape it has. A fourth family
// is a file that fills a ModelFamily and a line in the list (docs/models.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "huggingface/config_file.h"
#include "train/language_model.h"

namespace twb::huggingface {

struct ModelFamily {
  const char* model_type;  // config.json's "model_type": "gpt_neox"
  const char* name;        // in words: "GPT-NeoX (Pythia)"
  // Reads the folder whose config.json is `config` (the tokenizer with tokenizer_files.h, the
  // weights with weights.h); throws twb::Error naming what is wrong.
  twb::LanguageModel (*open)(const ConfigFile& config);
  // Why `model` cannot be written as this family, or "" when it can.
  std::string (*cannot_write)(const twb::LanguageModel& model);
  // Writes config.json and model.safetensors into `folder` (the tokenizer is written beside them).
  void (*write)(twb::LanguageModel& model, const std::filesystem::path& folder);
};

extern const ModelFamily kGpt2Family;
extern const ModelFamily kGptNeoXFamily;
extern const ModelFamily kGptNeoFamily;

// Every family, in the order they are tried when a model is written back.
const std::vector<const ModelFamily*>& model_families();

}  // namespace twb::huggingface
