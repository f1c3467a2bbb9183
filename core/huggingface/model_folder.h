// Models trained elsewhere, from a Hugging Face model folder, and back: GPT-2 (any size,
// distilgpt2), GPT-NeoX (Pythia, any GPTNeoXForCausalLM) and GPT-Neo (TinyStories, gpt-neo-125M)
// become a workbench LanguageModel, every view and training on it; a model of one of those shapes,
// trained further, is written back as a folder of its family that transformers' from_pretrained
// and the workbench open.
//
// A folder: config.json (its "model_type" picks the family, family.h), the weights in any of the
// forms weights.h reads (safetensors, shards, pytorch_model.bin read without running its pickle)
// and a byte-level BPE tokenizer (tokenizer_files.h).
#pragma once

#include <filesystem>
#include <string>

#include "train/language_model.h"

namespace twb::huggingface {

// Whether `path` is a folder with a config.json: a model folder rather than a checkpoint.
inline bool is_model_folder(const std::string& path) {
  std::error_code ignored;
  return std::filesystem::is_directory(path, ignored) &&
         std::filesystem::exists(std::filesystem::path(path) / "config.json", ignored);
}

// Opens the model in `folder`. Its weights are read once, straight into the model, which has no
// gradients until it trains. Throws twb::Error naming the file and what is wrong: a folder of an
// architecture the workbench lacks (named, with the families it has), a missing or mismatched
// tokenizer, a missing tensor or one of the wrong shape (named), a truncated or unsafe file.
twb::LanguageModel open_model_folder(const std::string& folder);

// The family `model` is written back as ("GPT-NeoX (Pythia)"), or throws twb::Error saying why no
// family fits.
std::string folder_family(const twb::LanguageModel& model);

// Writes `model` as a Hugging Face folder of its family: config.json, model.safetensors (F32) and
// the tokenizer, into a temporary folder beside `folder` renamed into place (a folder already there
// is replaced only when it holds nothing but a model folder's files). Throws twb::Error, writing
// nothing, for a model no family fits.
void save_model_folder(twb::LanguageModel& model, const std::string& folder);

}  // namespace twb::huggingface
