#include "huggingface/tokenizer_files.h"

#include <unordered_set>

#include <nlohmann/json.hpp>

#include "huggingface/config_file.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

std::string unused_token(int id) { return "<|unused " + std::to_string(id) + "|>"; }

namespace {

std::string merges_of(const json& merges, const std::string& where) {
  if (!merges.is_array()) throw Error(where + ": \"model.merges\" is not a list");
  std::string text = "#version: 0.2\n";
  for (const json& merge : merges) {
    if (merge.is_string())
      text += merge.get<std::string>();
    else if (merge.is_array() && merge.size() == 2 && merge[0].is_string() && merge[1].is_string())
      text += merge[0].get<std::string>() + " " + merge[1].get<std::string>();
    else
      throw Error(where + ": a merge is \"a b\" or [\"a\", \"b\"], not " + merge.dump());
    text += '\n';
  }
  return text;
}

}  // namespace

FolderTokenizer read_folder_tokenizer(const fs::path& folder, int vocabulary_size, int end_of_text) {
  const fs::path vocab_file = folder / "vocab.json", merges_file = folder / "merges.txt",
                 joint_file = folder / "tokenizer.json";
  json vocab;
  std::string merges, vocab_source, merges_source;
  if (fs::exists(vocab_file) || fs::exists(merges_file)) {
    if (!fs::exists(vocab_file))
      throw Error(folder.string() + " has merges.txt but no vocab.json: the tokenizer needs both");
    if (!fs::exists(merges_file))
      throw Error(folder.string() + " has vocab.json but no merges.txt: the tokenizer needs both");
    vocab = read_json_file(vocab_file);
    vocab_source = vocab_file.string();
    merges = read_text_file(merges_file);
    merges_source = merges_file.string();
  } else if (fs::exists(joint_file)) {
    const json joint = read_json_file(joint_file);
    const std::string where = joint_file.string();
    const json model = joint.is_object() ? joint.value("model", json()) : json();
    if (!model.is_object() || model.value("type", json()) != "BPE")
      throw Error(where + " is not a BPE tokenizer (\"model.type\" is not \"BPE\")");
    vocab = model.value("vocab", json());
    vocab_source = where + " (model.vocab)";
    merges = merges_of(model.value("merges", json()), where);
    merges_source = where + " (model.merges)";
  } else {
    throw Error(folder.string() + " has no tokenizer: vocab.json and merges.txt, or tokenizer.json");
  }
  FolderTokenizer t;
  if (!vocab.is_object()) throw Error(vocab_source + " is not a JSON object of tokens and their ids");
  t.tokens.assign(static_cast<size_t>(vocabulary_size), std::string());
  for (const auto& [token, id] : vocab.items()) {
    if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() >= vocabulary_size)
      throw Error(vocab_source + ": the token \"" + token + "\" has the id " + id.dump() +
                  ", outside config.json's vocab_size of " + std::to_string(vocabulary_size) +
                  "; the tokenizer does not belong to this model");
    if (token.empty()) throw Error(vocab_source + " has an empty token (id " + id.dump() + ")");
    std::string& slot = t.tokens[static_cast<size_t>(id.get<int64_t>())];
    if (!slot.empty())
      throw Error(vocab_source + " gives the id " + id.dump() + " twice (\"" + slot + "\" and \"" + token + "\")");
    slot = token;
  }
  for (size_t g = 0; g < t.tokens.size(); ++g)
    if (t.tokens[g].empty()) t.tokens[g] = unused_token(static_cast<int>(g));
  t.bpe = std::make_unique<text::ByteLevelBpeTokenizer>(merges, merges_source);
  const std::unordered_set<std::string> known(t.tokens.begin(), t.tokens.end());
  for (int b = 0; b < 256; ++b)
    if (!known.count(text::ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b))))
      throw Error(vocab_source + " lacks the token \"" +
                  text::ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b)) + "\" of the byte " +
                  std::to_string(b) + ": not a byte-level BPE vocabulary");
  const auto& pairs = t.bpe->merges();
  for (size_t rank = 0; rank < pairs.size(); ++rank)
    if (!known.count(pairs[rank].first + pairs[rank].second))
      throw Error(merges_source + ": merge " + std::to_string(rank + 1) + " (\"" + pairs[rank].first + " " +
                  pairs[rank].second + "\") makes \"" + pairs[rank].first + pairs[rank].second + "\", which " +
                  vocab_source + " lacks: the two do not belong together");
  t.bpe->set_end_of_text(t.tokens[static_cast<size_t>(end_of_text)], end_of_text);
  return t;
}

void write_folder_tokenizer(const text::ByteLevelBpeTokenizer& bpe, const std::vector<std::string>& tokens,
                            const fs::path& folder) {
  json vocab = json::object();
  for (size_t g = 0; g < tokens.size(); ++g)
    if (tokens[g] != unused_token(static_cast<int>(g))) vocab[tokens[g]] = g;
  files::write_file_atomically((folder / "vocab.json").string(), vocab.dump());
  std::string merges = bpe.merges_text();
  if (!merges.starts_with("#version")) merges = "#version: 0.2\n" + merges;
  if (!merges.ends_with("\n")) merges += '\n';
  files::write_file_atomically((folder / "merges.txt").string(), merges);
}

}  // namespace twb::huggingface
