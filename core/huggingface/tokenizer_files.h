// A model folder's tokenizer: vocab.json + merges.txt, or tokenizer.json; byte-level BPE.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "text/byte_level_bpe.h"

namespace twb::huggingface {

struct FolderTokenizer {
  std::vector<std::string> tokens;  // by the model's id, vocabulary_size of them ("<|unused N|>" where none)
  std::unique_ptr<text::ByteLevelBpeTokenizer> bpe;
};

std::string unused_token(int id);

FolderTokenizer read_folder_tokenizer(const std::filesystem::path& folder, int vocabulary_size, int end_of_text);

// Writes the tokenizer into `folder`: vocab.json and merges.txt.
void write_folder_tokenizer(const text::ByteLevelBpeTokenizer& bpe, const std::vector<std::string>& tokens_by_model_id,
                            const std::filesystem::path& folder);

}  // namespace twb::huggingface
