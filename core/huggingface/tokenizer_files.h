// A Hugging Face model folder's tokenizer, read into the workbench's byte-level BPE
// (text/byte_level_bpe.h) and written back, whatever the model family (GPT-2, GPT-Neo,
// GPT-NeoX/Pythia): the family readers know only the model's vocabulary size and end-of-text id.
//
// Two spellings of the same tokenizer:
//   vocab.json + merges.txt  GPT-2's files: the tokens and their ids, the merges by rank. Read first
//                            when the folder has them (so a GPT-2 folder reads as it always has).
//   tokenizer.json           the `tokenizers` library's file, what Pythia ships alone:
//     "model"          {"type": "BPE", "vocab": {token: id}, "merges": ["a b", …] or [["a", "b"], …],
//                       "dropout": null, "byte_fallback": false, "continuing_subword_prefix" and
//                       "end_of_word_suffix" null or "", "ignore_merges": false}
//     "pre_tokenizer"  {"type": "ByteLevel", "add_prefix_space", "use_regex"} (absent flags: GPT-2's
//                       false and true), alone or as the one step of a "Sequence"
//     "normalizer"     null, {"type": "NFC"}, or a "Sequence" of NFC
//     "decoder"        null or ByteLevel
//     "added_tokens"   [{"id", "content", "single_word", "lstrip", "rstrip", "normalized", "special"}]:
//                       matched whole in the text (text::AddedToken)
//   Its "post_processor" is not read: it adds special tokens around an encoding, which the workbench
//   does itself (<sos>, <eos>); nor "truncation" and "padding", which shape batches, not text.
// Anything else is refused by name, with what the workbench reads instead: another model
// (WordPiece, Unigram, WordLevel), pre-tokenizer (Whitespace, Metaspace, Split, …), normalizer
// (Lowercase, NFKC, …) or decoder, BPE dropout, byte fallback, subword prefixes and suffixes, and
// files that do not belong together (a merge of tokens the vocabulary lacks, a byte without its
// token, an added token outside the vocabulary or clashing with another token).
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "text/byte_level_bpe.h"

namespace twb::huggingface {

struct FolderTokenizer {
  // By the model's id, vocabulary_size of them; an id no file names reads unused_token(id).
  std::vector<std::string> tokens;
  // Configured: merges, added tokens, normalizer, prefix space, the end of text.
  std::unique_ptr<text::ByteLevelBpeTokenizer> bpe;
  // tokens, the other way: the model's id of each token.
  std::unordered_map<std::string, int> ids;

  // The model's ids of `text`, those the Hugging Face tokenizer gives it with no special tokens
  // added (the end-of-text token, which bpe gives as "<eos>", as its own id).
  std::vector<int> encode(std::string_view text) const;
};

// The token of a model id that no tokenizer file names (config.json's vocab_size larger than the
// vocabulary): a row of the embedding no text reaches.
std::string unused_token(int id);

// Reads the tokenizer of `folder` (see above). `vocabulary_size` is config.json's vocab_size, which
// every id must be below; `end_of_text` the model's id of its end-of-text token (config.json's
// eos_token_id), which the workbench reads as <eos>. Throws twb::Error naming the file and what is
// wrong.
FolderTokenizer read_folder_tokenizer(const std::filesystem::path& folder, int vocabulary_size, int end_of_text);

// Writes `bpe` as tokenizer.json at `file`, its vocabulary the tokens of `tokens_by_model_id` (those
// that are not unused_token(id)), the file read_folder_tokenizer and the `tokenizers` library read
// back to the same tokenizer.
void write_tokenizer_json(const text::ByteLevelBpeTokenizer& bpe, const std::vector<std::string>& tokens_by_model_id,
                          const std::filesystem::path& file);

// Writes the tokenizer's files into `folder`: tokenizer.json, and vocab.json + merges.txt where
// those say all of it (no normalizer, no prefix space, the GPT-2 pattern, no added token but the end
// of text, which GPT-2's tokenizers know by its name). Returns the names of the files written. Each
// file is written atomically (util/files.h).
std::vector<std::string> write_tokenizer_files(const text::ByteLevelBpeTokenizer& bpe,
                                               const std::vector<std::string>& tokens_by_model_id,
                                               const std::filesystem::path& folder);

}  // namespace twb::huggingface
