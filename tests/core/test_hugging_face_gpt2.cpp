// Hugging Face GPT-2 folders the workbench must refuse, each with its own clear error, writing
// nothing: another architecture, a missing or mismatched tokenizer file, a tensor missing or of the
// wrong shape, a truncated file, weights in a format it does not read. The folders are a tiny
// GPT-2 (a 260-token byte-level vocabulary) written here; against GPT-2's real tokenizer and
// PyTorch, see test_gpt2_reference.cpp.
#include <gtest/gtest.h>

#include "test_support.h"
#include "../common/gpt2_folder.h"

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/safetensors.h"
#include "text/byte_level_bpe.h"
#include "huggingface/model_folder.h"
#include "task/task.h"
#include "train/language_model_session.h"
#include "util/error.h"

namespace fs = std::filesystem;
using nlohmann::json;
using twb::testing::error_message;

namespace {

constexpr int kEmbd = 8, kLayers = 1, kPositions = 16;

class TinyGpt2Folder {
 public:
  TinyGpt2Folder() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = fs::temp_directory_path() / ("twb-hf-" + std::string(test->name()));
    fs::remove_all(path_);
    fs::create_directories(path_);
    // 256 byte characters, four merges, <|endoftext|> last: 261 tokens.
    vocab_ = twb::testing::byte_level_vocabulary({"he", "ll", "hell", "Ġt"});
    merges_ = "#version: 0.2\nh e\nl l\nhe ll\nĠ t\n";
    config_ = {{"model_type", "gpt2"},
               {"n_embd", kEmbd},
               {"n_head", 2},
               {"n_layer", kLayers},
               {"n_positions", kPositions},
               {"vocab_size", vocab_.size()},
               {"eos_token_id", vocab_.size() - 1},
               {"activation_function", "gelu_new"}};
    weights_ = twb::testing::random_gpt2_weights(config_, 3);
    write();
  }
  ~TinyGpt2Folder() { fs::remove_all(path_); }

  void write() const {
    std::ofstream(path_ / "config.json") << config_.dump();
    std::ofstream(path_ / "vocab.json") << vocab_.dump();
    std::ofstream(path_ / "merges.txt") << merges_;
    twb::io::write_safetensors((path_ / "model.safetensors").string(), weights_);
  }
  std::string path() const { return path_.string(); }
  std::string error() const {
    return error_message([&] { twb::huggingface::open_model_folder(path()); });
  }

  json config_, vocab_ = json::object();
  std::string merges_;
  twb::io::SafetensorsFile weights_;

 private:
  fs::path path_;
};

}  // namespace

TEST(HuggingFaceGpt2, OpensATinyGpt2AndTakesItsWeightsAsTheyAre) {
  TinyGpt2Folder folder;
  twb::LanguageModel model = twb::huggingface::open_model_folder(folder.path());
  EXPECT_EQ(model.config().target_vocab, 261 + 3);
  EXPECT_EQ(model.config().max_len, kPositions);
  EXPECT_TRUE(model.config().single_boundary_token);
  EXPECT_EQ(model.tokenizer().kind(), "byte-level-bpe");
  EXPECT_EQ(model.tokenizer().tokenize("hell tell"), (std::vector<std::string>{"hell", "Ġt", "e", "ll"}));
  // wte's row g is the embedding's row g + 4, <|endoftext|>'s is <eos>'s; c_proj is transposed.
  const auto wte = folder.weights_.get_f32("wte.weight");
  const auto& table = model.transformer().embedding.tokens.weight.value;
  EXPECT_EQ(table(4 + 7, 3), wte[7 * kEmbd + 3]);
  EXPECT_EQ(table(twb::kEosId, 5), wte[260 * kEmbd + 5]);
  EXPECT_EQ(table.row(twb::kPadId).squaredNorm(), 0);
  const auto proj = folder.weights_.get_f32("h.0.attn.c_proj.weight");  // [in, out]
  EXPECT_EQ(model.transformer().blocks[0].self_attention.output.weight.value(2, 5), proj[5 * kEmbd + 2]);
  EXPECT_EQ(model.vocabulary().id("hell"), 4 + 258);
  EXPECT_EQ(twb::checkpoint::task_of(folder.path()), "lm");
}

// Generated text grows token by token; a byte-level token may hold part of a character, which is
// shown only once the token that completes it comes (no "�" mid-stream).
TEST(HuggingFaceGpt2, GrowingTextNeverShowsHalfACharacter) {
  TinyGpt2Folder folder;
  const twb::LanguageModel model = twb::huggingface::open_model_folder(folder.path());
  const auto id = [&](unsigned char byte) {
    return model.vocabulary().id(twb::text::ByteLevelBpeTokenizer::byte_character(byte));
  };
  std::string before;
  const auto pieces = model.text_pieces(
      {model.vocabulary().id("hell")},
      {id(0xC3), id(0xA9), id(0xF0), id(0x9F), id(0x98), id(0x80), model.vocabulary().id("Ġt"), twb::kEosId}, &before);
  EXPECT_EQ(before, "hell");
  EXPECT_EQ(pieces, (std::vector<std::string>{"", "\u00E9", "", "", "", "\U0001F600", " t", ""}));
  EXPECT_EQ(model.token_text(id(0xF0)), "<0xF0>");
  EXPECT_EQ(model.decode({id(0xC3), id(0xA9)}), "\u00E9");
}

// A run that starts from a model trained elsewhere keeps its configuration and tokenizer, and its
// head telemetry has the heads as they came, at step 0.
TEST(HuggingFaceGpt2, ARunStartsFromTheFolderWithItsHeadsMeasuredAtStepZero) {
  TinyGpt2Folder folder;
  const std::string text = folder.path() + "-text.txt";
  {
    std::ofstream lines(text);
    for (int i = 0; i < 30; ++i) lines << "hell to tell " << i << "\n";
  }
  twb::ExperimentSettings settings;
  settings.task = "lm";
  settings.dataset = text;
  settings.start_from = folder.path();
  settings.heads_every = 5;
  twb::LanguageModelSession session = twb::LanguageModelSession::create(settings);
  EXPECT_EQ(session.settings().model.d_model, kEmbd);
  EXPECT_EQ(session.settings().text.tokenizer, "byte-level-bpe");
  EXPECT_EQ(session.settings().trainer.label_smoothing, 0);
  ASSERT_FALSE(session.head_telemetry().empty());
  EXPECT_EQ(session.head_telemetry().samples().front().step, 0);
  for (int i = 0; i < 5; ++i) session.step();
  EXPECT_EQ(session.head_telemetry().samples().back().step, 5);
  settings.task = "translate";
  EXPECT_CONTAINS(error_message([&] { twb::create_session(settings); }), "only for the lm task");
  std::filesystem::remove(text);
}

TEST(HuggingFaceGpt2, AFolderOfAnotherArchitectureIsNamed) {
  TinyGpt2Folder folder;
  for (const auto& [type, name] : std::vector<std::pair<std::string, std::string>>{
           {"bert", "BERT"}, {"llama", "LLaMA"}, {"t5", "T5"}, {"my_model", "\"my_model\""}}) {
    folder.config_["model_type"] = type;
    folder.write();
    const std::string error = folder.error();
    EXPECT_CONTAINS(error, "holds a " + name + " model (config.json: \"model_type\": \"" + type + "\")");
    EXPECT_CONTAINS(error, "Transformer Workbench opens GPT-2 (\"gpt2\"), GPT-NeoX (Pythia) (\"gpt_neox\")");
  }
  folder.config_.erase("model_type");
  folder.write();
  EXPECT_CONTAINS(folder.error(), "config.json has no \"model_type\"");
  fs::remove(folder.path() + "/config.json");
  EXPECT_CONTAINS(folder.error(), "has no config.json: a Hugging Face model folder holds");
  EXPECT_CONTAINS(error_message([&] { twb::huggingface::open_model_folder(folder.path() + "/model.safetensors"); }),
                  "is not a folder");
}

TEST(HuggingFaceGpt2, ImpossibleOrUnsupportedSettingsAreRefused) {
  TinyGpt2Folder folder;
  folder.config_["n_head"] = 3;
  folder.write();
  EXPECT_CONTAINS(folder.error(), "n_embd = 8 is not a multiple of n_head = 3");
  folder.config_["n_head"] = 2;
  folder.config_["activation_function"] = "swish";
  folder.write();
  EXPECT_CONTAINS(folder.error(), "\"activation_function\": \"swish\" is not one the workbench has");
  folder.config_["activation_function"] = "gelu_new";
  folder.config_["n_layer"] = "two";
  folder.write();
  EXPECT_CONTAINS(folder.error(), "\"n_layer\" is \"two\", not a positive whole number");
  folder.config_["n_layer"] = kLayers;
  folder.config_["scale_attn_by_inverse_layer_idx"] = true;
  folder.write();
  EXPECT_CONTAINS(folder.error(), "scale_attn_by_inverse_layer_idx");
}

TEST(HuggingFaceGpt2, AMissingOrMismatchedTokenizerFileIsNamed) {
  TinyGpt2Folder folder;
  fs::remove(folder.path() + "/merges.txt");
  EXPECT_CONTAINS(folder.error(), "has vocab.json but no merges.txt");
  folder.write();
  fs::remove(folder.path() + "/vocab.json");
  EXPECT_CONTAINS(folder.error(), "has merges.txt but no vocab.json");
  fs::remove(folder.path() + "/merges.txt");
  EXPECT_CONTAINS(folder.error(),
                  "has no tokenizer: a byte-level BPE tokenizer is vocab.json and merges.txt, or tokenizer.json");
  // merges.txt of another vocabulary: a merge whose result vocab.json lacks.
  folder.merges_ += "t o\n";
  folder.write();
  EXPECT_CONTAINS(folder.error(), "merges.txt: merge 5 (\"t o\") makes \"to\", which");
  EXPECT_CONTAINS(folder.error(), "the two do not belong together");
  // vocab.json of a bigger model.
  folder.merges_ = "#version: 0.2\nh e\n";
  folder.vocab_["Ġtoo"] = 4000;
  folder.write();
  EXPECT_CONTAINS(folder.error(), "the token \"Ġtoo\" has the id 4000, outside config.json's vocab_size of 261");
}

TEST(HuggingFaceGpt2, ATokenizerJsonServesInsteadOfVocabAndMerges) {
  TinyGpt2Folder folder;
  fs::remove(folder.path() + "/vocab.json");
  fs::remove(folder.path() + "/merges.txt");
  json merges = json::array({"h e", json::array({"l", "l"}), "he ll", "Ġ t"});
  const json end_of_text = {{"id", 260},       {"content", "<|endoftext|>"}, {"single_word", false}, {"lstrip", false},
                            {"rstrip", false}, {"normalized", false},        {"special", true}};
  std::ofstream(folder.path() + "/tokenizer.json") << json{
      {"model", {{"type", "BPE"}, {"vocab", folder.vocab_}, {"merges", merges}}},
      {"added_tokens", {end_of_text}},
      {"pre_tokenizer", {{"type", "ByteLevel"}}}}.dump();
  twb::LanguageModel model = twb::huggingface::open_model_folder(folder.path());
  EXPECT_EQ(model.tokenizer().tokenize("hell tell"), (std::vector<std::string>{"hell", "Ġt", "e", "ll"}));
  // <|endoftext|> in the text is the model's end of text, the workbench's <eos>, and reads back as
  // itself.
  const twb::text::Vocabulary& vocabulary = model.vocabulary();
  EXPECT_EQ(model.encode("hell<|endoftext|>he"),
            (std::vector<int32_t>{vocabulary.id("hell"), twb::kEosId, vocabulary.id("he")}));
  EXPECT_EQ(model.tokenizer().detokenize(model.tokenizer().tokenize("hell<|endoftext|>he")), "hell<|endoftext|>he");
  // Written back: tokenizer.json with its added token, and GPT-2's two files (its only added token
  // is the end of text), which reopen to the same ids.
  const std::string out = folder.path() + "-out";
  fs::remove_all(out);
  twb::huggingface::save_model_folder(model, out);
  for (const char* file : {"tokenizer.json", "vocab.json", "merges.txt"})
    EXPECT_TRUE(fs::exists(out + "/" + file)) << file;
  const json written = json::parse(std::ifstream(out + "/tokenizer.json"));
  EXPECT_EQ(written["added_tokens"], json::array({end_of_text}));
  EXPECT_EQ(written["model"]["vocab"], folder.vocab_);
  fs::remove(out + "/vocab.json");
  fs::remove(out + "/merges.txt");
  EXPECT_EQ(twb::huggingface::open_model_folder(out).encode("hell<|endoftext|>he"),
            model.encode("hell<|endoftext|>he"));
  fs::remove_all(out);
  std::ofstream(folder.path() + "/tokenizer.json")
      << json{{"model", {{"type", "WordPiece"}, {"vocab", folder.vocab_}}}}.dump();
  EXPECT_CONTAINS(folder.error(), "tokenizer.json is not a BPE tokenizer");
}

TEST(HuggingFaceGpt2, AMissingTensorOrOneOfTheWrongShapeIsNamed) {
  TinyGpt2Folder folder;
  auto weights = folder.weights_;
  folder.weights_.tensors.erase("h.0.mlp.c_fc.bias");
  folder.write();
  EXPECT_CONTAINS(folder.error(), "the weights (model.safetensors) lack the tensor h.0.mlp.c_fc.bias, which GPT-2 has");
  folder.weights_ = weights;
  folder.weights_.put_f32("h.0.attn.c_attn.weight", {8, 16}, std::vector<float>(128));
  folder.write();
  EXPECT_CONTAINS(folder.error(),
                  "the tensor h.0.attn.c_attn.weight is [8, 16], but config.json (n_embd 8, n_inner 32, vocab_size "
                  "261, n_positions 16) makes it [8, 24]");
  folder.weights_ = weights;
  folder.weights_.tensors.erase("wte.weight");
  folder.write();
  EXPECT_CONTAINS(folder.error(), "have no wte.weight (nor transformer.wte.weight): these are not GPT-2's weights");
}

TEST(HuggingFaceGpt2, ATruncatedFileOrAnotherWeightFormatIsRefused) {
  TinyGpt2Folder folder;
  const std::string file = folder.path() + "/model.safetensors";
  const auto size = fs::file_size(file);
  fs::resize_file(file, size - 100);
  EXPECT_CONTAINS(folder.error(), "the file is truncated or damaged");
  fs::remove(file);
  std::ofstream(folder.path() + "/pytorch_model.bin") << "pickle";
  EXPECT_CONTAINS(folder.error(), "pytorch_model.bin");
  fs::remove(folder.path() + "/pytorch_model.bin");
  std::ofstream(folder.path() + "/model.safetensors.index.json") << "{}";
  EXPECT_CONTAINS(folder.error(), "model.safetensors.index.json has no \"weight_map\"");
}

TEST(HuggingFaceGpt2, WritingBackRefusesAModelThatIsNotGpt2ShapedAndAFolderOfOtherFiles) {
  TinyGpt2Folder folder;
  twb::LanguageModel model = twb::huggingface::open_model_folder(folder.path());
  const std::string out = folder.path() + "-out";
  fs::remove_all(out);
  fs::create_directories(out);
  std::ofstream(out + "/notes.txt") << "mine";
  EXPECT_CONTAINS(error_message([&] { twb::huggingface::save_model_folder(model, out); }),
                  "already holds notes.txt, which is no part of a model folder");
  EXPECT_TRUE(fs::exists(out + "/notes.txt"));
  fs::remove(out + "/notes.txt");
  // A GPT of the workbench's own, with its character tokenizer, has no GPT-2 vocabulary to write.
  twb::text::TextDataset data;
  data.train = {"12+3=15", "4+4=8"};
  twb::TextSettings text;
  text.tokenizer = "char";
  twb::LanguageModel own = twb::LanguageModel::create(
      data, text, twb::TransformerConfig::preset("tiny", twb::TransformerConfig::kDecoderOnly), 1);
  EXPECT_CONTAINS(error_message([&] { twb::huggingface::save_model_folder(own, out); }),
                  "only a model opened from a Hugging Face folder, or trained on from one, is written as one; this one "
                  "cannot be: its tokenizer is char");
  EXPECT_TRUE(fs::is_empty(out));
  twb::huggingface::save_model_folder(model, out);
  twb::huggingface::save_model_folder(model, out);  // replaces its own files
  std::vector<std::string> left;
  for (const auto& entry : fs::directory_iterator(fs::path(out).parent_path()))
    if (entry.path().filename().string().starts_with(fs::path(out).filename().string() + "."))
      left.push_back(entry.path());
  EXPECT_TRUE(left.empty()) << "temporary folders left: " << left.size();
  fs::remove_all(out);
}
