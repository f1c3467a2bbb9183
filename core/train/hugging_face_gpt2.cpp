#include "train/hugging_face_gpt2.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <type_traits>
#include <unordered_set>

#include "io/safetensors.h"
#include "text/byte_level_bpe.h"
#include "util/error.h"
#include "util/files.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

static_assert(std::is_same_v<real, float>, "GPT-2's weights are read into the float engine");

// GPT-2's token that the vocabulary lacks (vocab.json smaller than vocab_size): a row of wte no text
// reaches.
std::string unused_token(int id) { return "<|unused " + std::to_string(id) + "|>"; }

std::string read_text(const fs::path& path) {
  files::require_regular_file(path.string(), path.filename().string());
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

json read_json(const fs::path& path) {
  try {
    return json::parse(read_text(path));
  } catch (const json::exception& e) {
    throw Error(path.string() + " is not valid JSON (" + json_message(e) + ")");
  }
}

// What config.json's "model_type" is called in words, for a folder this reader does not open.
std::string architecture_name(const std::string& model_type) {
  static const std::map<std::string, std::string> names = {{"bert", "BERT"},
                                                           {"llama", "LLaMA"},
                                                           {"t5", "T5"},
                                                           {"mt5", "mT5"},
                                                           {"roberta", "RoBERTa"},
                                                           {"distilbert", "DistilBERT"},
                                                           {"gpt_neox", "GPT-NeoX"},
                                                           {"gptj", "GPT-J"},
                                                           {"gpt_neo", "GPT-Neo"},
                                                           {"opt", "OPT"},
                                                           {"mistral", "Mistral"},
                                                           {"mixtral", "Mixtral"},
                                                           {"bloom", "BLOOM"},
                                                           {"falcon", "Falcon"},
                                                           {"gemma", "Gemma"},
                                                           {"qwen2", "Qwen2"},
                                                           {"phi", "Phi"},
                                                           {"bart", "BART"},
                                                           {"electra", "ELECTRA"},
                                                           {"xlnet", "XLNet"},
                                                           {"codegen", "CodeGen"},
                                                           {"gpt_bigcode", "GPTBigCode (StarCoder)"},
                                                           {"openai-gpt", "GPT-1"},
                                                           {"albert", "ALBERT"},
                                                           {"marian", "Marian"},
                                                           {"whisper", "Whisper"},
                                                           {"vit", "ViT"}};
  const auto it = names.find(model_type);
  return it != names.end() ? it->second : "\"" + model_type + "\"";
}

// GPT-2's configuration, as config.json gives it.
struct Gpt2Config {
  int embedding = 0, heads = 0, layers = 0, positions = 0, vocabulary = 0, inner = 0, end_of_text = 0;
  Activation activation = Activation::gelu_tanh;
  double epsilon = 1e-5, dropout = 0.1;
  bool tied = true, scale_scores = true;
};

Gpt2Config read_config(const fs::path& folder) {
  const fs::path file = folder / "config.json";
  const std::string where = file.string();
  if (!fs::exists(file))
    throw Error(folder.string() +
                " has no config.json: a Hugging Face model folder holds config.json, model.safetensors and the "
                "tokenizer's vocab.json and merges.txt (or tokenizer.json)");
  const json config = read_json(file);
  if (!config.is_object()) throw Error(where + " is not a JSON object");
  const json type = config.value("model_type", json());
  if (!type.is_string())
    throw Error(where +
                " has no \"model_type\", so the model's architecture is unknown; Transformer Workbench opens "
                "GPT-2 models (\"model_type\": \"gpt2\")");
  if (type != "gpt2")
    throw Error(folder.string() + " holds a " + architecture_name(type.get<std::string>()) +
                " model (config.json: \"model_type\": \"" + type.get<std::string>() +
                "\"); Transformer Workbench opens GPT-2 models, \"model_type\": \"gpt2\" (GPT-2 of any size, "
                "distilgpt2, a GPT-2 fine-tuned by others)");
  const auto integer = [&](const char* key, std::optional<int> fallback = std::nullopt) {
    const json value = config.value(key, json());
    if (value.is_null()) {
      if (fallback) return *fallback;
      throw Error(where + " lacks \"" + key + "\", which a GPT-2 configuration has");
    }
    if (!value.is_number_integer() || value.get<int64_t>() < 1 || value.get<int64_t>() > 1'000'000'000)
      throw Error(where + ": \"" + key + "\" is " + value.dump() + ", not a positive whole number");
    return static_cast<int>(value.get<int64_t>());
  };
  const auto number = [&](const char* key, double fallback) {
    const json value = config.value(key, json());
    if (value.is_null()) return fallback;
    if (!value.is_number()) throw Error(where + ": \"" + key + "\" is " + value.dump() + ", not a number");
    return value.get<double>();
  };
  const auto flag = [&](const char* key, bool fallback) {
    const json value = config.value(key, json());
    if (value.is_null()) return fallback;
    if (!value.is_boolean()) throw Error(where + ": \"" + key + "\" is " + value.dump() + ", not true or false");
    return value.get<bool>();
  };
  Gpt2Config c;
  c.embedding = integer("n_embd");
  c.heads = integer("n_head");
  c.layers = integer("n_layer");
  c.positions = integer("n_positions", config.contains("n_ctx") ? std::optional<int>(integer("n_ctx")) : std::nullopt);
  c.vocabulary = integer("vocab_size");
  c.inner = integer("n_inner", 4 * c.embedding);
  c.end_of_text = config.value("eos_token_id", json()).is_null() ? 50256 : integer("eos_token_id");
  c.epsilon = number("layer_norm_epsilon", 1e-5);
  c.dropout = number("resid_pdrop", 0.1);
  c.tied = flag("tie_word_embeddings", true);
  c.scale_scores = flag("scale_attn_weights", true);
  const std::string activation = config.value("activation_function", std::string("gelu_new"));
  if (activation == "gelu_new" || activation == "gelu_pytorch_tanh" || activation == "gelu_fast")
    c.activation = Activation::gelu_tanh;
  else if (activation == "gelu")
    c.activation = Activation::gelu;
  else if (activation == "relu")
    c.activation = Activation::relu;
  else
    throw Error(where + ": \"activation_function\": \"" + activation +
                "\" is not one the workbench has (gelu_new, gelu_pytorch_tanh, gelu, relu)");
  if (flag("add_cross_attention", false))
    throw Error(where +
                ": \"add_cross_attention\" is true, a GPT-2 inside an encoder–decoder; only the decoder-only "
                "GPT-2 is opened");
  if (flag("scale_attn_by_inverse_layer_idx", false))
    throw Error(where +
                ": \"scale_attn_by_inverse_layer_idx\" is true (scores also divided by the layer's number), "
                "which the workbench's attention does not do");
  if (c.embedding % c.heads != 0)
    throw Error(where + ": n_embd = " + std::to_string(c.embedding) +
                " is not a multiple of n_head = " + std::to_string(c.heads));
  if (c.end_of_text >= c.vocabulary)
    throw Error(where + ": eos_token_id = " + std::to_string(c.end_of_text) +
                " is not below vocab_size = " + std::to_string(c.vocabulary));
  return c;
}

TransformerConfig workbench_config(const Gpt2Config& c) {
  TransformerConfig t;
  t.architecture = TransformerConfig::kDecoderOnly;
  t.d_model = c.embedding;
  t.heads = c.heads;
  t.encoder_layers = 0;
  t.decoder_layers = c.layers;
  t.d_ff = c.inner;
  t.dropout = c.dropout;
  t.max_len = c.positions;
  t.norm_placement = NormPlacement::pre;
  t.norm_kind = LayerNormKind::standard;
  t.norm_eps = c.epsilon;
  t.activation = c.activation;
  t.positions = PositionKind::learned;
  t.qkv_bias = true;
  t.scale_scores = c.scale_scores;
  t.scale_embedding = false;
  t.init = InitKind::normal;
  t.tie_weights = c.tied;
  t.single_boundary_token = true;
  t.target_vocab = c.vocabulary + text::Vocabulary::kSpecialCount - 1;  // GPT-2's tokens, <|endoftext|> as <eos>
  return t;
}

// The workbench's id of GPT-2's token g, and back.
int workbench_id(int g, int end_of_text) {
  return g == end_of_text ? kEosId : g < end_of_text ? g + kFirstOrdinaryId : g + kFirstOrdinaryId - 1;
}

struct Gpt2Tokenizer {
  std::vector<std::string> tokens;  // by GPT-2 id, vocab_size of them
  std::unique_ptr<text::ByteLevelBpeTokenizer> bpe;
};

// merges.txt's text from tokenizer.json's "model.merges": "a b" strings or ["a", "b"] pairs.
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

Gpt2Tokenizer read_tokenizer(const fs::path& folder, const Gpt2Config& c) {
  const fs::path vocab_file = folder / "vocab.json", merges_file = folder / "merges.txt",
                 joint_file = folder / "tokenizer.json";
  json vocab;
  std::string merges, vocab_source, merges_source;
  if (fs::exists(vocab_file) || fs::exists(merges_file)) {
    if (!fs::exists(vocab_file))
      throw Error(folder.string() + " has merges.txt but no vocab.json: GPT-2's tokenizer needs both");
    if (!fs::exists(merges_file))
      throw Error(folder.string() + " has vocab.json but no merges.txt: GPT-2's tokenizer needs both");
    vocab = read_json(vocab_file);
    vocab_source = vocab_file.string();
    merges = read_text(merges_file);
    merges_source = merges_file.string();
  } else if (fs::exists(joint_file)) {
    const json joint = read_json(joint_file);
    const std::string where = joint_file.string();
    const json model = joint.is_object() ? joint.value("model", json()) : json();
    if (!model.is_object() || model.value("type", json()) != "BPE")
      throw Error(where + " is not a BPE tokenizer (\"model.type\" is not \"BPE\"): GPT-2's is byte-level BPE");
    const json pre = joint.value("pre_tokenizer", json());
    bool byte_level = pre.is_object() && pre.value("type", json()) == "ByteLevel";
    if (pre.is_object() && pre.value("type", json()) == "Sequence")
      for (const json& step : pre.value("pretokenizers", json::array()))
        byte_level = byte_level || (step.is_object() && step.value("type", json()) == "ByteLevel");
    if (!byte_level)
      throw Error(where + " is BPE but not byte-level (its pre_tokenizer is not ByteLevel): not GPT-2's");
    vocab = model.value("vocab", json());
    vocab_source = where + " (model.vocab)";
    merges = merges_of(model.value("merges", json()), where);
    merges_source = where + " (model.merges)";
  } else {
    throw Error(folder.string() + " has no tokenizer: GPT-2's is vocab.json and merges.txt (or tokenizer.json)");
  }

  Gpt2Tokenizer t;
  if (!vocab.is_object()) throw Error(vocab_source + " is not a JSON object of tokens and their ids");
  t.tokens.assign(static_cast<size_t>(c.vocabulary), std::string());
  for (const auto& [token, id] : vocab.items()) {
    if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() >= c.vocabulary)
      throw Error(vocab_source + ": the token \"" + token + "\" has the id " + id.dump() +
                  ", outside config.json's vocab_size of " + std::to_string(c.vocabulary) +
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

  // The two files must belong together: every byte and every merge's result is a token.
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
  t.bpe->set_end_of_text(t.tokens[static_cast<size_t>(c.end_of_text)], c.end_of_text);
  return t;
}

// Reads GPT-2's weights into `model`, each tensor once.
void read_weights(const fs::path& folder, const Gpt2Config& c, GptTransformer& model) {
  const fs::path file = folder / "model.safetensors";
  if (!fs::exists(file)) {
    if (fs::exists(folder / "model.safetensors.index.json"))
      throw Error(folder.string() +
                  " holds its weights in several files (model.safetensors.index.json), which the workbench does "
                  "not read yet; GPT-2 of every size comes as one model.safetensors");
    if (fs::exists(folder / "pytorch_model.bin"))
      throw Error(folder.string() +
                  " has pytorch_model.bin (PyTorch's pickle format, which can run code when read) but no "
                  "model.safetensors: download model.safetensors too (huggingface-cli download MODEL "
                  "model.safetensors)");
    throw Error(folder.string() + " has no model.safetensors, the model's weights");
  }
  const io::SafetensorsReader reader(file.string());
  const std::string prefix = reader.contains("transformer.wte.weight") ? "transformer." : "";
  if (!reader.contains(prefix + "wte.weight"))
    throw Error(file.string() + " has no wte.weight (nor transformer.wte.weight): these are not GPT-2's weights");
  const int64_t C = c.embedding, V = c.vocabulary, I = c.inner;
  // The output layer sits beside "transformer.", the rest inside it.
  const auto tensor = [&](const std::string& name, const std::vector<int64_t>& shape) {
    const std::string full = name == "lm_head.weight" ? name : prefix + name;
    if (!reader.contains(full)) throw Error(file.string() + " lacks the tensor " + full + ", which GPT-2 has");
    const auto& actual = reader.at(full).shape;
    if (actual != shape)
      throw Error(file.string() + ": the tensor " + full + " is " + io::shape_to_string(actual) + ", but config.json " +
                  "(n_embd " + std::to_string(C) + ", n_inner " + std::to_string(I) + ", vocab_size " +
                  std::to_string(V) + ", n_positions " + std::to_string(c.positions) + ") makes it " +
                  io::shape_to_string(shape));
    return full;
  };
  const auto read_into = [&](const std::string& name, const std::vector<int64_t>& shape, Matrix& out) {
    reader.read_f32(tensor(name, shape), out.data());
  };
  // A Conv1D weight [in, out] as a Linear's (out, in), and its bias.
  std::vector<float> scratch;
  const auto read_transposed = [&](const std::string& name, int64_t in, int64_t out) {
    scratch.resize(static_cast<size_t>(in * out));
    reader.read_f32(tensor(name, {in, out}), scratch.data());
    return Eigen::Map<const Matrix>(scratch.data(), in, out);
  };
  // The rows of a [V, C] table over GPT-2's ids into the workbench's (V + 3, C): 0..e-1 at 4.., e at
  // <eos>, the rest after it; <pad>, <unk> and <sos> stay 0.
  const auto read_vocabulary_rows = [&](const std::string& name, Matrix& table) {
    const std::string full = tensor(name, {V, C});
    const int64_t e = c.end_of_text;
    reader.read_f32(full, table.row(kFirstOrdinaryId).data(), 0, static_cast<size_t>(e * C));
    reader.read_f32(full, table.row(kEosId).data(), static_cast<size_t>(e * C), static_cast<size_t>(C));
    if (e + 1 < V)
      reader.read_f32(full, table.row(workbench_id(static_cast<int>(e + 1), c.end_of_text)).data(),
                      static_cast<size_t>((e + 1) * C), static_cast<size_t>((V - e - 1) * C));
  };

  read_vocabulary_rows("wte.weight", model.embedding.tokens.weight.value);
  read_into("wpe.weight", {c.positions, C}, model.embedding.positions.weight.value);
  for (int l = 0; l < c.layers; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    EncoderLayer& block = model.blocks[static_cast<size_t>(l)];
    read_into(h + "ln_1.weight", {C}, block.self_attention_residual.norm.gain.value);
    read_into(h + "ln_1.bias", {C}, block.self_attention_residual.norm.bias.value);
    MultiHeadAttention& attention = block.self_attention;
    {
      const auto qkv = read_transposed(h + "attn.c_attn.weight", C, 3 * C);  // x W: [C, 3C] = [Wq^T Wk^T Wv^T]
      attention.query.weight.value = qkv.middleCols(0, C).transpose();
      attention.key.weight.value = qkv.middleCols(C, C).transpose();
      attention.value.weight.value = qkv.middleCols(2 * C, C).transpose();
      scratch.resize(static_cast<size_t>(3 * C));
      reader.read_f32(tensor(h + "attn.c_attn.bias", {3 * C}), scratch.data());
      attention.query.bias.value = Eigen::Map<const Matrix>(scratch.data(), 1, C);
      attention.key.bias.value = Eigen::Map<const Matrix>(scratch.data() + C, 1, C);
      attention.value.bias.value = Eigen::Map<const Matrix>(scratch.data() + 2 * C, 1, C);
    }
    attention.output.weight.value = read_transposed(h + "attn.c_proj.weight", C, C).transpose();
    read_into(h + "attn.c_proj.bias", {C}, attention.output.bias.value);
    read_into(h + "ln_2.weight", {C}, block.feed_forward_residual.norm.gain.value);
    read_into(h + "ln_2.bias", {C}, block.feed_forward_residual.norm.bias.value);
    FeedForward& mlp = block.feed_forward;
    mlp.linear1.weight.value = read_transposed(h + "mlp.c_fc.weight", C, I).transpose();
    read_into(h + "mlp.c_fc.bias", {I}, mlp.linear1.bias.value);
    mlp.linear2.weight.value = read_transposed(h + "mlp.c_proj.weight", I, C).transpose();
    read_into(h + "mlp.c_proj.bias", {C}, mlp.linear2.bias.value);
  }
  read_into("ln_f.weight", {C}, model.final_norm.gain.value);
  read_into("ln_f.bias", {C}, model.final_norm.bias.value);
  if (!c.tied) {
    if (!reader.contains("lm_head.weight"))
      throw Error(file.string() + " lacks lm_head.weight, which config.json's \"tie_word_embeddings\": false needs");
    read_vocabulary_rows("lm_head.weight", model.lm_head.weight.value);
  }
}

}  // namespace

LanguageModel open_hugging_face_gpt2(const std::string& folder) {
  std::error_code ignored;
  if (!fs::is_directory(folder, ignored))
    throw Error(folder +
                " is not a folder: a Hugging Face model is a folder with config.json, model.safetensors and "
                "the tokenizer's files");
  const Gpt2Config config = read_config(folder);
  Gpt2Tokenizer tokenizer = read_tokenizer(folder, config);
  using text::Vocabulary;
  json tokens = {std::string(Vocabulary::kPad), std::string(Vocabulary::kUnk), std::string(Vocabulary::kSos),
                 std::string(Vocabulary::kEos)};
  for (int g = 0; g < config.vocabulary; ++g)
    if (g != config.end_of_text) tokens.push_back(tokenizer.tokens[static_cast<size_t>(g)]);
  text::Vocabulary vocabulary;
  try {
    vocabulary = text::Vocabulary::from_json(tokens);
  } catch (const Error& e) {
    throw Error(folder + ": GPT-2's vocabulary cannot become the workbench's: " + e.what());
  }
  std::unique_ptr<GptTransformer> transformer;
  {
    const WithoutGradients looking_only;  // gradients come when it trains
    transformer = std::make_unique<GptTransformer>(workbench_config(config));
  }
  read_weights(folder, config, *transformer);
  TextSettings text;
  text.tokenizer = TextSettings::kByteLevelBpe;
  text.min_frequency = 1;
  return LanguageModel::assemble(text, std::move(tokenizer.bpe), std::move(vocabulary), std::move(transformer));
}

namespace {

// Why `model` cannot be written as a GPT-2 folder, or "" when it can.
std::string not_gpt2_shaped(const LanguageModel& model) {
  const TransformerConfig& t = model.config();
  const auto* bpe = dynamic_cast<const text::ByteLevelBpeTokenizer*>(&model.tokenizer());
  if (!bpe || bpe->end_of_text_id() < 0)
    return "its tokenizer is " + model.tokenizer().kind() +
           ", not GPT-2's byte-level BPE (a model opened from a Hugging Face folder, or trained on from one, has it)";
  if (!t.single_boundary_token) return "its vocabulary has a <sos> of its own";
  if (t.norm_placement != NormPlacement::pre) return "its blocks are post-norm";
  if (t.norm_kind != LayerNormKind::standard) return "its layer norms are not the standard LayerNorm";
  if (t.positions != PositionKind::learned)
    return std::string("its positions are ") + (t.positions == PositionKind::rotary ? "rotary" : "sinusoidal") +
           ", not learned";
  if (t.activation != Activation::gelu_tanh && t.activation != Activation::gelu && t.activation != Activation::relu)
    return "its activation is none of GPT-2's";
  if (!t.qkv_bias) return "its Q, K and V projections have no bias";
  if (t.scale_embedding) return "it scales its embedding by sqrt(d_model)";
  return "";
}

// The files a GPT-2 folder may hold; writing over a folder with anything else is refused.
bool belongs_to_a_model_folder(const std::string& name) {
  for (const char* known : {"config.json", "model.safetensors", "vocab.json", "merges.txt", "tokenizer.json",
                            "tokenizer_config.json", "special_tokens_map.json", "generation_config.json"})
    if (name == known) return true;
  return false;
}

// Writes the folder's files into `temporary`.
void write_gpt2_files(LanguageModel& model, const fs::path& temporary) {
  const TransformerConfig& t = model.config();
  const auto& bpe = dynamic_cast<const text::ByteLevelBpeTokenizer&>(model.tokenizer());
  const int e = bpe.end_of_text_id();
  const int V = t.target_vocab - (text::Vocabulary::kSpecialCount - 1);
  const int64_t C = t.d_model, I = t.d_ff;
  GptTransformer& m = model.transformer();

  io::SafetensorsFile out;
  out.metadata["format"] = "pt";
  const auto put = [&](const std::string& name, std::vector<int64_t> shape, const Matrix& value) {
    out.put_f32(name, std::move(shape), value.data());
  };
  const auto vocabulary_rows = [&](const Matrix& table) {
    Matrix rows(V, C);
    for (int g = 0; g < V; ++g) rows.row(g) = table.row(workbench_id(g, e));
    return rows;
  };
  put("wte.weight", {V, C}, vocabulary_rows(m.embedding.tokens.weight.value));
  put("wpe.weight", {t.max_len, C}, m.embedding.positions.weight.value);
  for (size_t l = 0; l < m.blocks.size(); ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    EncoderLayer& block = m.blocks[l];
    put(h + "ln_1.weight", {C}, block.self_attention_residual.norm.gain.value);
    put(h + "ln_1.bias", {C}, block.self_attention_residual.norm.bias.value);
    const MultiHeadAttention& a = block.self_attention;
    Matrix qkv(C, 3 * C), qkv_bias(1, 3 * C);
    qkv << a.query.weight.value.transpose(), a.key.weight.value.transpose(), a.value.weight.value.transpose();
    qkv_bias << a.query.bias.value, a.key.bias.value, a.value.bias.value;
    put(h + "attn.c_attn.weight", {C, 3 * C}, qkv);
    put(h + "attn.c_attn.bias", {3 * C}, qkv_bias);
    put(h + "attn.c_proj.weight", {C, C}, a.output.weight.value.transpose());
    put(h + "attn.c_proj.bias", {C}, a.output.bias.value);
    put(h + "ln_2.weight", {C}, block.feed_forward_residual.norm.gain.value);
    put(h + "ln_2.bias", {C}, block.feed_forward_residual.norm.bias.value);
    put(h + "mlp.c_fc.weight", {C, I}, block.feed_forward.linear1.weight.value.transpose());
    put(h + "mlp.c_fc.bias", {I}, block.feed_forward.linear1.bias.value);
    put(h + "mlp.c_proj.weight", {I, C}, block.feed_forward.linear2.weight.value.transpose());
    put(h + "mlp.c_proj.bias", {C}, block.feed_forward.linear2.bias.value);
  }
  put("ln_f.weight", {C}, m.final_norm.gain.value);
  put("ln_f.bias", {C}, m.final_norm.bias.value);
  if (!t.tie_weights) put("lm_head.weight", {V, C}, vocabulary_rows(m.lm_head.weight.value));
  io::write_safetensors((temporary / "model.safetensors").string(), out);

  const char* activation = t.activation == Activation::gelu_tanh ? "gelu_new"
                           : t.activation == Activation::gelu    ? "gelu"
                                                                 : "relu";
  const json config = {{"model_type", "gpt2"},
                       {"architectures", {"GPT2LMHeadModel"}},
                       {"vocab_size", V},
                       {"n_positions", t.max_len},
                       {"n_ctx", t.max_len},
                       {"n_embd", C},
                       {"n_layer", static_cast<int>(m.blocks.size())},
                       {"n_head", t.heads},
                       {"n_inner", I},
                       {"activation_function", activation},
                       {"layer_norm_epsilon", t.norm_eps},
                       {"resid_pdrop", t.dropout},
                       {"embd_pdrop", t.dropout},
                       {"attn_pdrop", t.dropout},
                       {"initializer_range", 0.02},
                       {"scale_attn_weights", t.scale_scores},
                       {"tie_word_embeddings", t.tie_weights},
                       {"bos_token_id", e},
                       {"eos_token_id", e}};
  files::write_file_atomically((temporary / "config.json").string(), config.dump(2) + "\n");

  json vocab = json::object();
  for (int g = 0; g < V; ++g) {
    const std::string& token = g == e ? bpe.end_of_text() : model.vocabulary().token(workbench_id(g, e));
    if (token != unused_token(g)) vocab[token] = g;
  }
  files::write_file_atomically((temporary / "vocab.json").string(), vocab.dump());
  // transformers' GPT2Tokenizer skips the first line of merges.txt and the last (empty) one.
  std::string merges = bpe.merges_text();
  if (!merges.starts_with("#version")) merges = "#version: 0.2\n" + merges;
  if (!merges.ends_with("\n")) merges += '\n';
  files::write_file_atomically((temporary / "merges.txt").string(), merges);
}

}  // namespace

void save_hugging_face_gpt2(LanguageModel& model, const std::string& folder) {
  if (const std::string why = not_gpt2_shaped(model); !why.empty())
    throw Error(
        "only a GPT-2-shaped model with GPT-2's tokenizer is written as a Hugging Face GPT-2 folder; this one "
        "cannot be: " +
        why);
  const fs::path target = fs::absolute(folder);
  std::error_code error;
  if (fs::exists(target, error)) {
    if (!fs::is_directory(target, error)) throw Error(folder + " exists and is not a folder");
    for (const auto& entry : fs::directory_iterator(target))
      if (!belongs_to_a_model_folder(entry.path().filename().string()))
        throw Error(folder + " already holds " + entry.path().filename().string() +
                    ", which is no part of a GPT-2 folder; write to a new folder");
  }
  // A temporary folder beside the target, renamed into place once whole.
  std::string pattern = (target.parent_path() / (target.filename().string() + ".tmp-XXXXXX")).string();
  if (!::mkdtemp(pattern.data()))
    throw Error("cannot write " + folder + ": cannot make a folder in " + target.parent_path().string() + " (" +
                std::strerror(errno) + ")");
  const fs::path temporary = pattern;
  try {
    write_gpt2_files(model, temporary);
    if (fs::exists(target)) {
      const fs::path old = target.string() + ".old-" + temporary.extension().string().substr(1);
      fs::rename(target, old);
      fs::rename(temporary, target);
      fs::remove_all(old, error);
    } else {
      fs::rename(temporary, target);
    }
  } catch (const fs::filesystem_error& e) {
    fs::remove_all(temporary, error);
    throw Error("cannot write " + folder + ": " + e.code().message());
  } catch (...) {
    fs::remove_all(temporary, error);
    throw;
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
