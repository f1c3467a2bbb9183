// GPT-NeoX and GPT-Neo folders against their families' equations in PyTorch float64
// (tests/reference/hf_families.py, run by ctest first): the logits, every head's attention, greedy
// decoding with the cache, one step of training further written back as a folder, and the same
// weights read from one file, from shards and from pytorch_model.bin. Each comparison is also made
// against a wrong equation (rotary on the interleaved pairing, GPT-Neo's scores scaled, its local
// window one off), which must fail it: the tolerance is tight enough to see those mistakes.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "decode/sampling.h"
#include "huggingface/family_support.h"
#include "huggingface/model_folder.h"
#include "io/safetensors.h"
#include "nn/cross_entropy.h"
#include "train/optimizer.h"

namespace fs = std::filesystem;
using twb::LanguageModel;
using twb::Matrix;
using twb::huggingface::VocabularyMap;

namespace {

std::string folder_of(const std::string& name) {
  const char* root = std::getenv("TWB_MODEL_FAMILIES");
  if (!root || !*root) throw std::runtime_error("TWB_MODEL_FAMILIES is not set: run this test through ctest");
  return std::string(root) + "/" + name;
}

struct Reference {
  twb::io::SafetensorsFile file;
  int rows = 0, length = 0, vocab = 0;
  std::vector<int64_t> ids;
  explicit Reference(const std::string& folder) : file(twb::io::read_safetensors(folder + "/reference.safetensors")) {
    rows = static_cast<int>(file.at("ids").shape[0]);
    length = static_cast<int>(file.at("ids").shape[1]);
    vocab = static_cast<int>(file.at("logits").shape[2]);
    ids = file.get_i64("ids");
  }
};

VocabularyMap map_of(const LanguageModel& model) { return twb::huggingface::vocabulary_map_of(model); }

// The batch of the reference's ids as the workbench reads them: <sos> for the leading end of text.
twb::TokenBatch batch_of(const Reference& r, const VocabularyMap& map) {
  twb::TokenBatch batch{r.rows, r.length, {}};
  for (size_t i = 0; i < r.ids.size(); ++i)
    batch.ids.push_back(i % static_cast<size_t>(r.length) == 0 ? twb::kSosId
                                                               : map.workbench_id(static_cast<int>(r.ids[i])));
  return batch;
}

// The largest difference between the workbench's logits (over the model's columns) and `expected`.
double largest_difference(const Matrix& logits, const std::vector<float>& expected, const VocabularyMap& map,
                          int vocab) {
  double largest = 0;
  for (Eigen::Index r = 0; r < logits.rows(); ++r)
    for (int g = 0; g < vocab; ++g)
      largest = std::max(largest, std::abs(static_cast<double>(logits(r, map.workbench_id(g))) -
                                           expected[static_cast<size_t>(r) * vocab + static_cast<size_t>(g)]));
  return largest;
}

std::string scientific(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2e", x);
  return text;
}

// ‖a − b‖ / ‖b‖.
double relative_difference(const std::vector<float>& a, const std::vector<float>& b) {
  double difference = 0, norm = 0;
  for (size_t i = 0; i < b.size(); ++i) {
    difference += (double(a[i]) - b[i]) * (double(a[i]) - b[i]);
    norm += double(b[i]) * b[i];
  }
  return norm > 0 ? std::sqrt(difference / norm) : std::sqrt(difference);
}

}  // namespace

class ModelFamilies : public ::testing::TestWithParam<const char*> {};

TEST_P(ModelFamilies, LogitsAttentionAndGreedyDecodingAreTheFamilysOwn) {
  const std::string folder = folder_of(GetParam());
  LanguageModel model = twb::huggingface::open_model_folder(folder);
  const Reference ref(folder);
  const VocabularyMap map = map_of(model);
  ASSERT_EQ(map.size, ref.vocab);

  twb::Context ctx;
  const Matrix logits = model.transformer().forward(ctx, batch_of(ref, map));
  const double largest = largest_difference(logits, ref.file.get_f32("logits"), map, ref.vocab);
  EXPECT_LT(largest, 1e-4) << "the largest difference from the family's logits";
  RecordProperty("largest_logit_difference", scientific(largest));
  // The wrong equations are far outside that tolerance: the comparison sees them.
  int mutants = 0;
  for (const auto& [name, tensor] : ref.file.tensors) {
    if (!name.starts_with("mutant.")) continue;
    ++mutants;
    EXPECT_GT(largest_difference(logits, ref.file.get_f32(name), map, ref.vocab), 1e-2)
        << name << ": the workbench matches a wrong equation";
  }
  EXPECT_GE(mutants, 1);

  // Every head's attention, (L, B, H, T, T).
  const std::vector<double> attention = ref.file.get_f64("attention");
  const auto& shape = ref.file.at("attention").shape;
  const int layers = static_cast<int>(shape[0]), heads = static_cast<int>(shape[2]), T = ref.length;
  ASSERT_EQ(layers, model.config().decoder_layers);
  ASSERT_EQ(heads, model.config().heads);
  double largest_weight = 0;
  for (int l = 0; l < layers; ++l)
    for (int b = 0; b < ref.rows; ++b)
      for (int h = 0; h < heads; ++h) {
        const Matrix w = model.transformer().attention_weights(l, h, b);
        for (int i = 0; i < T; ++i)
          for (int j = 0; j < T; ++j)
            largest_weight = std::max(
                largest_weight,
                std::abs(w(i, j) -
                         attention[((((static_cast<size_t>(l) * ref.rows + b) * heads + h) * T + i) * T) + j]));
      }
  EXPECT_LT(largest_weight, 1e-6) << "the largest difference from the family's attention weights";
  RecordProperty("largest_attention_difference", scientific(largest_weight));

  // Greedy decoding with the key/value cache: the same tokens, each with the family's probability.
  std::vector<int32_t> prompt;
  for (const int64_t g : ref.file.get_i64("prompt"))
    prompt.push_back(prompt.empty() ? twb::kSosId : map.workbench_id(static_cast<int>(g)));
  twb::SamplingSettings greedy;
  greedy.temperature = 0;
  greedy.max_new_tokens = static_cast<int>(ref.file.at("greedy").shape[0]);
  const twb::Generation generation = twb::generate(model.transformer(), prompt, greedy);
  std::vector<int32_t> expected;
  for (const int64_t g : ref.file.get_i64("greedy")) expected.push_back(map.workbench_id(static_cast<int>(g)));
  EXPECT_EQ(generation.tokens, expected);
  const std::vector<double> probabilities = ref.file.get_f64("greedy_probabilities");
  ASSERT_EQ(generation.steps.size(), probabilities.size());
  for (size_t i = 0; i < probabilities.size(); ++i) {
    EXPECT_NEAR(generation.steps[i].model_probability, probabilities[i], 1e-4) << "step " << i;
    EXPECT_EQ(generation.steps[i].sampling_probability, 1.0) << "greedy draws the arg-max for certain";
  }
}

TEST_P(ModelFamilies, OneStepOfTrainingFurtherIsPyTorchsAndIsWrittenBackAsTheFamily) {
  const std::string folder = folder_of(GetParam());
  LanguageModel model = twb::huggingface::open_model_folder(folder);
  const Reference ref(folder);
  const VocabularyMap map = map_of(model);
  const twb::TokenBatch batch = batch_of(ref, map);
  std::vector<int32_t> targets(batch.ids.size(), twb::kPadId);  // the next token; none after the last
  for (size_t i = 0; i < targets.size(); ++i)
    if ((i + 1) % static_cast<size_t>(ref.length) != 0) targets[i] = map.workbench_id(static_cast<int>(ref.ids[i + 1]));

  const twb::ParameterChunks chunks(model.transformer().parameters());  // gradients come here
  twb::zero_gradients(chunks);
  twb::Context ctx;
  ctx.training = true;
  twb::CrossEntropy loss;
  loss.ignore_index = twb::kPadId;
  const double value = loss.forward(model.transformer().forward(ctx, batch), targets);
  EXPECT_NEAR(value, std::stod(ref.file.metadata.at("loss")), 1e-5);
  Matrix dlogits;
  loss.backward(dlogits);
  model.transformer().backward(dlogits);

  // The gradients, written as a folder of the family (each parameter's value swapped for its
  // gradient), are PyTorch's tensor by tensor.
  const std::string written = ::testing::TempDir() + "/twb-family-" + GetParam();
  const auto swap_values_and_gradients = [&] {
    for (auto& p : chunks.parameters) p.parameter->value.swap(p.parameter->grad);
  };
  fs::remove_all(written);
  swap_values_and_gradients();
  twb::huggingface::save_model_folder(model, written);
  swap_values_and_gradients();
  const twb::io::SafetensorsFile gradients = twb::io::read_safetensors(written + "/model.safetensors");
  fs::remove_all(written);
  int compared = 0;
  for (const auto& [name, tensor] : ref.file.tensors) {
    if (!name.starts_with("gradient.")) continue;
    const std::string stored = name.substr(std::string("gradient.").size());
    ASSERT_TRUE(gradients.contains(stored)) << stored;
    EXPECT_LT(relative_difference(gradients.get_f32(stored, tensor.shape), ref.file.get_f32(name)), 1e-5)
        << "the gradient of " << stored;
    ++compared;
  }
  EXPECT_GT(compared, 10);

  twb::Adam adam;
  adam.step(chunks, std::stod(ref.file.metadata.at("learning_rate")));

  // Written back as a folder of its family, every tensor is PyTorch's after the same step. Adam's
  // first step is lr · g / (|g| + ε), about lr · sign(g): where the true gradient is 0 (a key bias's
  // unturned features shift every score of a row alike, so the softmax ignores them) each side
  // steps by the sign of its own rounding noise. Those elements, whose float gradient is not within
  // 10 % of the float64 one, are left out, and they must be rare.
  twb::huggingface::save_model_folder(model, written);
  const auto config = nlohmann::json::parse(std::ifstream(written + "/config.json"));
  const auto original = nlohmann::json::parse(std::ifstream(folder + "/config.json"));
  EXPECT_EQ(config.at("model_type"), original.at("model_type"));
  const twb::io::SafetensorsFile weights = twb::io::read_safetensors(written + "/model.safetensors");
  size_t elements = 0, noise = 0;
  for (const auto& [name, tensor] : ref.file.tensors) {
    if (!name.starts_with("after_step.")) continue;
    const std::string stored = name.substr(std::string("after_step.").size());
    ASSERT_TRUE(weights.contains(stored)) << stored;
    std::vector<float> got = weights.get_f32(stored, tensor.shape), want = ref.file.get_f32(name);
    const std::vector<float> g = ref.file.get_f32("gradient." + stored), own = gradients.get_f32(stored);
    for (size_t i = 0; i < want.size(); ++i)
      if (std::abs(own[i] - g[i]) > 0.1f * std::abs(g[i])) got[i] = want[i], ++noise;
    elements += want.size();
    EXPECT_LT(relative_difference(got, want), 1e-5) << stored << " after one step";
  }
  EXPECT_LT(noise, elements / 1000) << "elements whose gradient is rounding noise";
  RecordProperty("noise_elements", std::to_string(noise) + " of " + std::to_string(elements));

  // The folder written back opens to the same model, bit for bit.
  LanguageModel reopened = twb::huggingface::open_model_folder(written);
  twb::Context eval;
  const Matrix a = model.transformer().forward(eval, batch);
  const Matrix b = reopened.transformer().forward(eval, batch);
  EXPECT_EQ(a, b);
  fs::remove_all(written);
}

INSTANTIATE_TEST_SUITE_P(Folders, ModelFamilies,
                         ::testing::Values("neox-parallel-quarter", "neox-sequential-full", "neo-local"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// One model saved as model.safetensors, as two shards with their index and as pytorch_model.bin
// (torch.save, read without running its pickle) opens to the same bits.
TEST(ModelFamilyWeights, OneFileShardsAndAPickleOpenToTheSameBits) {
  LanguageModel single = twb::huggingface::open_model_folder(folder_of("neox-parallel-quarter"));
  const Reference ref(folder_of("neox-parallel-quarter"));
  const twb::TokenBatch batch = batch_of(ref, map_of(single));
  twb::Context ctx;
  const Matrix expected = single.transformer().forward(ctx, batch);
  for (const char* other : {"neox-parallel-quarter-sharded", "neox-parallel-quarter-bin"}) {
    LanguageModel model = twb::huggingface::open_model_folder(folder_of(other));
    EXPECT_EQ(model.transformer().forward(ctx, batch), expected) << other;
  }
}

namespace {

// A copy of a reference folder, to damage; removed at the end.
struct FolderCopy {
  std::string path;
  explicit FolderCopy(const std::string& name) : path(::testing::TempDir() + "/twb-damaged-" + name) {
    fs::remove_all(path);
    fs::copy(folder_of(name), path, fs::copy_options::recursive);
  }
  ~FolderCopy() { fs::remove_all(path); }
  std::string error() const {
    try {
      twb::huggingface::open_model_folder(path);
    } catch (const twb::Error& e) {
      return e.what();
    }
    return "(opened)";
  }
  nlohmann::json read(const std::string& file) const { return nlohmann::json::parse(std::ifstream(path + "/" + file)); }
  void write(const std::string& file, const nlohmann::json& j) const { std::ofstream(path + "/" + file) << j.dump(); }
};

}  // namespace

// Each way a downloaded folder can be broken gets a message of its own, and nothing is written.
TEST(ModelFamilyWeights, ABrokenFolderIsNamedForWhatIsWrong) {
  {  // a shard the index names is missing
    FolderCopy f("neox-parallel-quarter-sharded");
    fs::remove(f.path + "/model-00002-of-00002.safetensors");
    EXPECT_NE(f.error().find("names the shard model-00002-of-00002.safetensors, which"), std::string::npos)
        << f.error();
  }
  {  // the index puts a tensor in a shard that does not hold it
    FolderCopy f("neox-parallel-quarter-sharded");
    nlohmann::json index = f.read("model.safetensors.index.json");
    index["weight_map"]["embed_out.weight"] =
        index["weight_map"]["gpt_neox.final_layer_norm.bias"] == "model-00001-of-00002.safetensors"
            ? "model-00002-of-00002.safetensors"
            : "model-00001-of-00002.safetensors";
    f.write("model.safetensors.index.json", index);
    EXPECT_NE(f.error().find("which does not hold it"), std::string::npos) << f.error();
    index["weight_map"]["embed_out.weight"] = "../elsewhere.safetensors";
    f.write("model.safetensors.index.json", index);
    EXPECT_NE(f.error().find("which is not the name of a file in the folder"), std::string::npos) << f.error();
    std::ofstream(f.path + "/model.safetensors.index.json") << "{\"weight_map\": ";
    EXPECT_NE(f.error().find("is not valid JSON"), std::string::npos) << f.error();
  }
  {  // a configuration whose sizes disagree with the tensors
    FolderCopy f("neox-parallel-quarter");
    nlohmann::json config = f.read("config.json");
    config["intermediate_size"] = 128;
    f.write("config.json", config);
    EXPECT_NE(f.error().find("the tensor gpt_neox.layers.0.mlp.dense_h_to_4h.weight is [96, 32], but config.json "
                             "(hidden_size 32, intermediate_size 128"),
              std::string::npos)
        << f.error();
    config["intermediate_size"] = 96;
    config["rotary_pct"] = 0.1;  // 16 × 0.1: one feature, which cannot turn in pairs
    f.write("config.json", config);
    EXPECT_NE(f.error().find("rotary_pct = 0.100000 turns 1 of each head's 16 features"), std::string::npos)
        << f.error();
    config["rotary_pct"] = 0.25;
    config["rope_scaling"] = {{"type", "linear"}, {"factor", 2}};
    f.write("config.json", config);
    EXPECT_NE(f.error().find("\"rope_scaling\""), std::string::npos) << f.error();
  }
  {  // a truncated pytorch_model.bin
    FolderCopy f("neox-parallel-quarter-bin");
    const std::string bin = f.path + "/pytorch_model.bin";
    fs::resize_file(bin, fs::file_size(bin) / 2);
    EXPECT_NE(f.error().find("pytorch_model.bin"), std::string::npos) << f.error();
    EXPECT_NE(f.error().find("truncated or damaged"), std::string::npos) << f.error();
  }
  {  // GPT-Neo: attention_types that do not add up to the layers, a window missing
    FolderCopy f("neo-local");
    nlohmann::json config = f.read("config.json");
    config["attention_types"] = {{{"global", "local"}, 2}};
    f.write("config.json", config);
    EXPECT_NE(f.error().find("\"attention_types\" describes 4 layers, but num_layers is 2"), std::string::npos)
        << f.error();
    config["attention_types"] = {{{"global", "sparse"}, 1}};
    f.write("config.json", config);
    EXPECT_NE(f.error().find("attention type is \"sparse\""), std::string::npos) << f.error();
    config["attention_types"] = {{{"global", "local"}, 1}};
    config.erase("window_size");
    f.write("config.json", config);
    EXPECT_NE(f.error().find("lacks \"window_size\""), std::string::npos) << f.error();
  }
}
