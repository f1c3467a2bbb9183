#include "huggingface/tokenizer_files.h"

#include <unordered_set>
#include <utility>

#include <nlohmann/json.hpp>

#include "huggingface/config_file.h"
#include "text/vocabulary.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A step's "type" ("ByteLevel", "NFC", …), or its JSON where it has none.
std::string type_of(const json& step) {
  const json type = step.is_object() ? step.value("type", json()) : json();
  return type.is_string() ? type.get<std::string>() : step.dump();
}

// What tokenizer.json says beside the model.
struct JointSettings {
  text::Normalization normalization = text::Normalization::none;
  bool add_prefix_space = false, use_regex = true;
};

void read_byte_level(const json& step, const std::string& where, JointSettings& settings) {
  for (const auto& [key, target] : {std::pair<const char*, bool*>{"add_prefix_space", &settings.add_prefix_space},
                                    std::pair<const char*, bool*>{"use_regex", &settings.use_regex}}) {
    const json value = step.value(key, json());
    if (value.is_null()) continue;
    if (!value.is_boolean())
      throw Error(where + ": the ByteLevel pre_tokenizer's \"" + key + "\" is " + value.dump() + ", not true or false");
    *target = value.get<bool>();
  }
}

void read_pre_tokenizer(const json& pre, const std::string& where, JointSettings& settings) {
  const std::string reads =
      "reads byte-level BPE, whose pre_tokenizer is ByteLevel (alone or the one step of a Sequence)";
  const std::string lacks = ", which the workbench lacks: it " + reads;
  if (pre.is_null())
    throw Error(where + " is BPE but has no pre_tokenizer, so it is not byte-level: the workbench " + reads);
  const std::string type = type_of(pre);
  if (type == "ByteLevel") return read_byte_level(pre, where, settings);
  if (type != "Sequence") throw Error(where + ": its pre_tokenizer is " + type + lacks);
  const json steps = pre.value("pretokenizers", json());
  if (!steps.is_array()) throw Error(where + ": the Sequence pre_tokenizer has no \"pretokenizers\" list");
  int byte_level = 0;
  for (const json& step : steps) {
    if (type_of(step) != "ByteLevel")
      throw Error(where + ": its pre_tokenizer is a Sequence with " + type_of(step) + lacks);
    read_byte_level(step, where, settings);
    ++byte_level;
  }
  if (byte_level != 1)
    throw Error(where + ": its pre_tokenizer is a Sequence of " + std::to_string(byte_level) +
                " ByteLevel steps; the workbench reads exactly one");
}

void read_normalizer(const json& normalizer, const std::string& where, JointSettings& settings) {
  if (normalizer.is_null()) return;
  const std::string lacks = ", which the workbench lacks (it has NFC, or none)";
  const std::string type = type_of(normalizer);
  if (type == "NFC") {
    settings.normalization = text::Normalization::nfc;
    return;
  }
  if (type != "Sequence") throw Error(where + ": its normalizer is " + type + lacks);
  const json steps = normalizer.value("normalizers", json());
  if (!steps.is_array()) throw Error(where + ": the Sequence normalizer has no \"normalizers\" list");
  for (const json& step : steps) {
    if (type_of(step) != "NFC") throw Error(where + ": its normalizer is a Sequence with " + type_of(step) + lacks);
    settings.normalization = text::Normalization::nfc;  // NFC twice is NFC
  }
}

void read_decoder(const json& decoder, const std::string& where) {
  if (decoder.is_null()) return;
  const std::string type = type_of(decoder);
  if (type == "ByteLevel") return;
  if (type == "Sequence" && decoder.value("decoders", json()).is_array()) {
    for (const json& step : decoder["decoders"])
      if (type_of(step) != "ByteLevel")
        throw Error(where + ": its decoder is a Sequence with " + type_of(step) +
                    ", which the workbench lacks (a byte-level BPE's decoder is ByteLevel)");
    return;
  }
  throw Error(where + ": its decoder is " + type +
              ", which the workbench lacks (a byte-level BPE's decoder is ByteLevel)");
}

// merges.txt's text from "model.merges": "a b" strings or ["a", "b"] pairs.
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

// The BPE options the workbench does not have, refused by name.
void check_bpe_options(const json& model, const std::string& where) {
  const json dropout = model.value("dropout", json());
  if (!dropout.is_null() && !(dropout.is_number() && dropout.get<double>() == 0))
    throw Error(where + ": \"model.dropout\" is " + dropout.dump() +
                " (BPE dropout, merges skipped at random while training), which the workbench lacks; set it to null");
  if (model.value("byte_fallback", json()) == true)
    throw Error(where +
                ": \"model.byte_fallback\" is true (characters outside the vocabulary as <0x..> byte tokens, "
                "SentencePiece's way), which the workbench lacks: it reads byte-level BPE, where every byte is a "
                "token of its own");
  for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"}) {
    const json value = model.value(key, json());
    if (!value.is_null() && value != "")
      throw Error(where + ": \"model." + key + "\" is " + value.dump() +
                  ", which the workbench lacks: a byte-level BPE marks words by the space its tokens start with, "
                  "so it is null or \"\"");
  }
  if (model.value("ignore_merges", json()) == true)
    throw Error(where +
                ": \"model.ignore_merges\" is true (a word found in the vocabulary taken whole, without its "
                "merges), which the workbench lacks");
}

}  // namespace

std::string unused_token(int id) { return "<|unused " + std::to_string(id) + "|>"; }

std::vector<int> FolderTokenizer::encode(std::string_view text) const {
  std::vector<int> out;
  for (const std::string& token : bpe->tokenize(text)) {
    if (token == text::Vocabulary::kEos && bpe->end_of_text_id() >= 0) {
      out.push_back(bpe->end_of_text_id());
      continue;
    }
    const auto id = ids.find(token);
    if (id == ids.end()) throw Error("the tokenizer gave the token \"" + token + "\", which its vocabulary lacks");
    out.push_back(id->second);
  }
  return out;
}

FolderTokenizer read_folder_tokenizer(const fs::path& folder, int vocabulary_size, int end_of_text) {
  const fs::path vocab_file = folder / "vocab.json", merges_file = folder / "merges.txt",
                 joint_file = folder / "tokenizer.json";
  // The parsed file and references into it: its vocabulary and merges are large, never copied.
  json file, no_added = json::array();
  const json* vocab_json = nullptr;
  const json* added_json = &no_added;
  std::string merges, vocab_source, merges_source, added_source;
  JointSettings settings;
  if (fs::exists(vocab_file) || fs::exists(merges_file)) {
    if (!fs::exists(vocab_file))
      throw Error(folder.string() + " has merges.txt but no vocab.json: a byte-level BPE tokenizer needs both");
    if (!fs::exists(merges_file))
      throw Error(folder.string() + " has vocab.json but no merges.txt: a byte-level BPE tokenizer needs both");
    file = read_json_file(vocab_file);
    vocab_json = &file;
    vocab_source = vocab_file.string();
    merges = read_text_file(merges_file);
    merges_source = merges_file.string();
  } else if (fs::exists(joint_file)) {
    file = read_json_file(joint_file);
    const json& joint = file;
    const std::string where = joint_file.string();
    if (!joint.is_object()) throw Error(where + " is not a JSON object: not a tokenizers library's tokenizer.json");
    const auto model_entry = joint.find("model");
    if (model_entry == joint.end() || !model_entry->is_object())
      throw Error(where + " has no \"model\" object: not a tokenizers library's tokenizer.json");
    const json& model = *model_entry;
    // Files of old versions of the library leave out a BPE's type.
    const json type = model.value("type", model.contains("merges") ? json("BPE") : json());
    if (type != "BPE")
      throw Error(where + " is not a BPE tokenizer: its model is " +
                  (type.is_string() ? type.get<std::string>() + " (\"model.type\": \"" + type.get<std::string>() + "\")"
                                    : std::string("of no type")) +
                  "; the workbench reads only byte-level BPE tokenizers (a BPE model with the ByteLevel "
                  "pre-tokenizer: GPT-2's, GPT-Neo's, Pythia's)");
    check_bpe_options(model, where);
    const auto step = [&](const char* key) -> const json& {
      static const json none;
      const auto it = joint.find(key);
      return it == joint.end() ? none : *it;
    };
    read_pre_tokenizer(step("pre_tokenizer"), where, settings);
    read_normalizer(step("normalizer"), where, settings);
    read_decoder(step("decoder"), where);
    const auto vocab_entry = model.find("vocab");
    static const json no_vocab;
    vocab_json = vocab_entry == model.end() ? &no_vocab : &*vocab_entry;
    vocab_source = where + " (model.vocab)";
    const auto merges_entry = model.find("merges");
    merges = merges_of(merges_entry == model.end() ? json() : *merges_entry, where);
    merges_source = where + " (model.merges)";
    const auto found = joint.find("added_tokens");
    if (found != joint.end() && !found->is_null()) added_json = &*found;
    added_source = where + ", added_tokens";
    if (!added_json->is_array()) throw Error(added_source + " is not a list but " + added_json->dump().substr(0, 80));
  } else {
    throw Error(folder.string() +
                " has no tokenizer: a byte-level BPE tokenizer is vocab.json and merges.txt, or tokenizer.json");
  }
  const json& vocab = *vocab_json;
  const json& added = *added_json;

  FolderTokenizer t;
  if (!vocab.is_object()) throw Error(vocab_source + " is not a JSON object of tokens and their ids");
  t.tokens.assign(static_cast<size_t>(vocabulary_size), std::string());
  const std::string size_text = std::to_string(vocabulary_size);
  t.ids.reserve(vocab.size() + added.size());
  for (const auto& [token, id] : vocab.items()) {
    if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() >= vocabulary_size)
      throw Error(vocab_source + ": the token \"" + token + "\" has the id " + id.dump() +
                  ", outside config.json's vocab_size of " + size_text +
                  "; the tokenizer does not belong to this model");
    if (token.empty()) throw Error(vocab_source + " has an empty token (id " + id.dump() + ")");
    std::string& slot = t.tokens[static_cast<size_t>(id.get<int64_t>())];
    if (!slot.empty())
      throw Error(vocab_source + " gives the id " + id.dump() + " twice (\"" + slot + "\" and \"" + token + "\")");
    slot = token;
    t.ids.emplace(token, static_cast<int>(id.get<int64_t>()));
  }

  // Added tokens: in the vocabulary with the same id, or in an id it leaves free.
  std::vector<text::AddedToken> added_tokens;
  for (size_t i = 0; i < added.size(); ++i) {
    const std::string where = added_source + "[" + std::to_string(i) + "]";
    text::AddedToken token = text::AddedToken::from_json(added[i], where);
    if (token.id >= vocabulary_size)
      throw Error(where + ": the added token \"" + token.content + "\" has the id " + std::to_string(token.id) +
                  ", outside config.json's vocab_size of " + size_text +
                  "; the tokenizer does not belong to this model");
    std::string& slot = t.tokens[static_cast<size_t>(token.id)];
    if (!slot.empty() && slot != token.content)
      throw Error(where + ": the added token \"" + token.content + "\" has the id " + std::to_string(token.id) +
                  ", which is already the token \"" + slot + "\"; the two clash");
    if (const auto other = t.ids.find(token.content); other != t.ids.end() && other->second != token.id)
      throw Error(where + ": the added token \"" + token.content + "\" has the id " + std::to_string(token.id) +
                  ", but it is already the token of id " + std::to_string(other->second) + "; the two clash");
    slot = token.content;
    t.ids.emplace(token.content, token.id);
    added_tokens.push_back(std::move(token));
  }
  for (size_t g = 0; g < t.tokens.size(); ++g)
    if (t.tokens[g].empty()) t.tokens[g] = unused_token(static_cast<int>(g));
  t.bpe = std::make_unique<text::ByteLevelBpeTokenizer>(merges, merges_source);

  // The vocabulary and the merges must belong together: every byte, every symbol of a merge and
  // every merge's result is a token.
  for (int b = 0; b < 256; ++b)
    if (!t.ids.count(text::ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b))))
      throw Error(vocab_source + " lacks the token \"" +
                  text::ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b)) + "\" of the byte " +
                  std::to_string(b) + ": not a byte-level BPE vocabulary");
  const auto& pairs = t.bpe->merges();
  std::string joined;
  for (size_t rank = 0; rank < pairs.size(); ++rank) {
    // Named references, not a structured binding: the message's lambda captures them.
    const std::string& first = pairs[rank].first;
    const std::string& second = pairs[rank].second;
    const auto merge = [&] { return "merge " + std::to_string(rank + 1) + " (\"" + first + " " + second + "\")"; };
    for (const std::string* symbol : {&first, &second})
      if (!t.ids.count(*symbol))
        throw Error(merges_source + ": " + merge() + " names \"" + *symbol + "\", which " + vocab_source +
                    " lacks: the two do not belong together");
    joined.assign(first).append(second);
    if (!t.ids.count(joined))
      throw Error(merges_source + ": " + merge() + " makes \"" + joined + "\", which " + vocab_source +
                  " lacks: the two do not belong together");
  }
  try {
    t.bpe->set_added_tokens(std::move(added_tokens));
  } catch (const Error& e) {
    throw Error(added_source + ": " + e.what());
  }
  t.bpe->set_normalization(settings.normalization);
  t.bpe->set_add_prefix_space(settings.add_prefix_space);
  t.bpe->set_use_regex(settings.use_regex);
  if (end_of_text >= 0 && end_of_text < vocabulary_size)
    t.bpe->set_end_of_text(t.tokens[static_cast<size_t>(end_of_text)], end_of_text);
  return t;
}

namespace {

// The tokens that are not unused_token(id), by id.
nlohmann::ordered_json vocab_of(const std::vector<std::string>& tokens_by_model_id) {
  nlohmann::ordered_json vocab = nlohmann::ordered_json::object();
  for (size_t g = 0; g < tokens_by_model_id.size(); ++g)
    if (tokens_by_model_id[g] != unused_token(static_cast<int>(g))) vocab[tokens_by_model_id[g]] = g;
  return vocab;
}

}  // namespace

void write_tokenizer_json(const text::ByteLevelBpeTokenizer& bpe, const std::vector<std::string>& tokens_by_model_id,
                          const fs::path& file) {
  using ordered = nlohmann::ordered_json;
  ordered added = ordered::array();
  for (const text::AddedToken& token : bpe.added_tokens()) added.push_back(ordered::parse(token.to_json().dump()));
  const auto byte_level = [&](bool add_prefix_space, bool trim_offsets) {
    return ordered{{"type", "ByteLevel"},
                   {"add_prefix_space", add_prefix_space},
                   {"trim_offsets", trim_offsets},
                   {"use_regex", bpe.use_regex()}};
  };
  ordered merges = ordered::array();
  for (const auto& [first, second] : bpe.merges()) merges.push_back(first + " " + second);
  // Key by key: a braced list of one json value is read differently by GCC and clang.
  ordered model = ordered::object();
  model["type"] = "BPE";
  model["dropout"] = nullptr;
  model["unk_token"] = nullptr;
  model["continuing_subword_prefix"] = nullptr;
  model["end_of_word_suffix"] = nullptr;
  model["fuse_unk"] = false;
  model["byte_fallback"] = false;
  model["vocab"] = vocab_of(tokens_by_model_id);
  model["merges"] = merges;
  ordered joint = ordered::object();
  joint["version"] = "1.0";
  joint["truncation"] = nullptr;
  joint["padding"] = nullptr;
  joint["added_tokens"] = added;
  joint["normalizer"] = bpe.normalization() == text::Normalization::nfc ? ordered{{"type", "NFC"}} : ordered();
  joint["pre_tokenizer"] = byte_level(bpe.add_prefix_space(), true);
  joint["post_processor"] = byte_level(bpe.add_prefix_space(), false);
  joint["decoder"] = byte_level(bpe.add_prefix_space(), true);
  joint["model"] = model;
  files::write_file_atomically(file.string(), joint.dump() + "\n");
}

std::vector<std::string> write_tokenizer_files(const text::ByteLevelBpeTokenizer& bpe,
                                               const std::vector<std::string>& tokens_by_model_id,
                                               const fs::path& folder) {
  write_tokenizer_json(bpe, tokens_by_model_id, folder / "tokenizer.json");
  std::vector<std::string> written = {"tokenizer.json"};
  bool plain = bpe.normalization() == text::Normalization::none && !bpe.add_prefix_space() && bpe.use_regex();
  for (const text::AddedToken& token : bpe.added_tokens()) plain = plain && token.id == bpe.end_of_text_id();
  if (!plain) return written;
  files::write_file_atomically((folder / "vocab.json").string(), vocab_of(tokens_by_model_id).dump());
  // transformers' GPT2Tokenizer skips the first line of merges.txt and the last (empty) one.
  std::string merges = bpe.merges_text();
  if (!merges.starts_with("#version")) merges = "#version: 0.2\n" + merges;
  if (!merges.ends_with("\n")) merges += '\n';
  files::write_file_atomically((folder / "merges.txt").string(), merges);
  written.push_back("vocab.json");
  written.push_back("merges.txt");
  return written;
}

}  // namespace twb::huggingface
