#include "huggingface/family_support.h"

#include "huggingface/tokenizer_files.h"
#include "text/special_tokens.h"
#include "text/vocabulary.h"
#include "util/error.h"

namespace twb::huggingface {

using nlohmann::json;

int VocabularyMap::workbench_id(int g) const {
  return g == end_of_text ? kEosId : g < end_of_text ? g + kFirstOrdinaryId : g + kFirstOrdinaryId - 1;
}

int VocabularyMap::workbench_rows() const { return size + text::Vocabulary::kSpecialCount - 1; }

void read_vocabulary_rows(const FolderWeights& weights, const std::string& name, const VocabularyMap& map,
                          Matrix& table) {
  // Rows 0..e-1 at 4.., e at <eos>, the rest after it; <pad>, <unk> and <sos> are 0.
  const int64_t e = map.end_of_text, V = map.size, C = table.cols();
  table.topRows(kEosId).setZero();
  weights.read_f32(name, table.row(kFirstOrdinaryId).data(), 0, static_cast<size_t>(e * C));
  weights.read_f32(name, table.row(kEosId).data(), static_cast<size_t>(e * C), static_cast<size_t>(C));
  if (e + 1 < V)
    weights.read_f32(name, table.row(map.workbench_id(static_cast<int>(e + 1))).data(),
                     static_cast<size_t>((e + 1) * C), static_cast<size_t>((V - e - 1) * C));
}

Matrix model_vocabulary_rows(const Matrix& table, const VocabularyMap& map) {
  Matrix rows(map.size, table.cols());
  for (int g = 0; g < map.size; ++g) rows.row(g) = table.row(map.workbench_id(g));
  return rows;
}

TensorReader::TensorReader(const FolderWeights& weights, std::string family, std::string sizes)
    : weights_(weights), family_(std::move(family)), sizes_(std::move(sizes)) {}

const std::string& TensorReader::check(const std::string& name, const std::vector<int64_t>& shape) const {
  if (!weights_.contains(name))
    throw Error("the weights (" + weights_.description() + ") lack the tensor " + name + ", which " + family_ +
                " has: the folder is not a whole " + family_ + " model");
  const auto& actual = weights_.info(name).shape;
  if (actual != shape)
    throw Error(weights_.file_of(name) + ": the tensor " + name + " is " + io::shape_to_string(actual) +
                ", but config.json (" + sizes_ + ") makes it " + io::shape_to_string(shape) +
                ": the configuration and the weights do not belong together");
  return name;
}

void TensorReader::read(const std::string& name, const std::vector<int64_t>& shape, Matrix& out) const {
  weights_.read_f32(check(name, shape), out.data());
}

Matrix TensorReader::read_matrix(const std::string& name, const std::vector<int64_t>& shape, Eigen::Index rows,
                                 Eigen::Index cols) const {
  Matrix m(rows, cols);
  weights_.read_f32(check(name, shape), m.data());
  return m;
}

LanguageModel assemble_folder_model(const ConfigFile& config, TransformerConfig model, const VocabularyMap& map,
                                    const std::function<void(GptTransformer&)>& read_weights) {
  if (map.end_of_text < 0 || map.end_of_text >= map.size)
    throw Error(config.where() + ": the end-of-text token's id " + std::to_string(map.end_of_text) +
                " (eos_token_id) is not below vocab_size = " + std::to_string(map.size));
  FolderTokenizer tokenizer = read_folder_tokenizer(config.folder(), map.size, map.end_of_text);
  using text::Vocabulary;
  json tokens = {std::string(Vocabulary::kPad), std::string(Vocabulary::kUnk), std::string(Vocabulary::kSos),
                 std::string(Vocabulary::kEos)};
  for (int g = 0; g < map.size; ++g)
    if (g != map.end_of_text) tokens.push_back(tokenizer.tokens[static_cast<size_t>(g)]);
  text::Vocabulary vocabulary;
  try {
    vocabulary = text::Vocabulary::from_json(tokens);
  } catch (const Error& e) {
    throw Error(config.folder().string() + ": the model's vocabulary cannot become the workbench's: " + e.what());
  }
  model.single_boundary_token = true;
  model.target_vocab = map.workbench_rows();
  std::unique_ptr<GptTransformer> transformer;
  {
    const WithoutGradients looking_only;  // gradients come when it trains
    transformer = std::make_unique<GptTransformer>(model);
  }
  read_weights(*transformer);
  TextSettings text;
  text.tokenizer = TextSettings::kByteLevelBpe;
  text.min_frequency = 1;
  return LanguageModel::assemble(text, std::move(tokenizer.bpe), std::move(vocabulary), std::move(transformer));
}

VocabularyMap vocabulary_map_of(const LanguageModel& model) {
  const auto* bpe = dynamic_cast<const text::ByteLevelBpeTokenizer*>(&model.tokenizer());
  if (!bpe || bpe->end_of_text_id() < 0)
    throw Error("the model's tokenizer is " + model.tokenizer().kind() +
                ", not a byte-level BPE from a model folder (a model opened from a Hugging Face folder, or trained on "
                "from one, has it)");
  return {model.config().target_vocab - (text::Vocabulary::kSpecialCount - 1), bpe->end_of_text_id()};
}

std::string not_a_folder_model(const LanguageModel& model) {
  const TransformerConfig& t = model.config();
  const auto* bpe = dynamic_cast<const text::ByteLevelBpeTokenizer*>(&model.tokenizer());
  if (!bpe || bpe->end_of_text_id() < 0)
    return "its tokenizer is " + model.tokenizer().kind() +
           ", not a byte-level BPE from a model folder (a model opened from a Hugging Face folder, or trained on "
           "from one, has it)";
  if (!t.single_boundary_token) return "its vocabulary has a <sos> of its own";
  if (t.norm_placement != NormPlacement::pre) return "its blocks are post-norm";
  if (t.norm_kind != LayerNormKind::standard) return "its layer norms are not the standard LayerNorm";
  if (t.scale_embedding) return "it scales its embedding by sqrt(d_model)";
  return "";
}

twb::Activation activation_named(const ConfigFile& config, std::initializer_list<const char*> keys,
                                 const std::string& fallback) {
  const std::string name = config.text(keys, fallback);
  if (name == "gelu_new" || name == "gelu_pytorch_tanh" || name == "gelu_fast") return Activation::gelu_tanh;
  if (name == "gelu") return Activation::gelu;
  if (name == "relu") return Activation::relu;
  throw Error(config.where() + ": \"" + *keys.begin() + "\": \"" + name +
              "\" is not one the workbench has (gelu_new, gelu_pytorch_tanh, gelu_fast, gelu, relu)");
}

const char* activation_name(twb::Activation a) {
  return a == Activation::gelu_tanh ? "gelu_new" : a == Activation::gelu ? "gelu" : "relu";
}

void put_tensor(io::SafetensorsFile& out, const std::string& name, std::vector<int64_t> shape, const Matrix& value) {
  out.put_f32(name, std::move(shape), value.data());
}

}  // namespace twb::huggingface
