#include "model/config.h"

#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <cstdio>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

template <typename Enum>
struct EnumName {
  Enum value;
  const char* name;
};

constexpr EnumName<NormPlacement> kPlacements[] = {{NormPlacement::post, "post"}, {NormPlacement::pre, "pre"}};
constexpr EnumName<LayerNormKind> kNormKinds[] = {{LayerNormKind::standard, "standard"},
                                                  {LayerNormKind::unbiased_variance, "unbiased_variance"},
                                                  {LayerNormKind::std_eps_outside, "std_eps_outside"}};
constexpr EnumName<Activation> kActivations[] = {
    {Activation::relu, "relu"}, {Activation::gelu, "gelu"}, {Activation::gelu_tanh, "gelu_tanh"}};
constexpr EnumName<PositionKind> kPositions[] = {
    {PositionKind::sinusoidal, "sinusoidal"}, {PositionKind::learned, "learned"}, {PositionKind::rotary, "rotary"}};
constexpr EnumName<PoolingKind> kPoolings[] = {
    {PoolingKind::mean, "mean"}, {PoolingKind::max, "max"}, {PoolingKind::cls, "cls"}};
constexpr EnumName<InitKind> kInits[] = {{InitKind::xavier_uniform, "xavier_uniform"}, {InitKind::normal, "normal"}};

template <typename Enum, size_t N>
const char* name_of(const EnumName<Enum> (&table)[N], Enum value) {
  for (const auto& e : table)
    if (e.value == value) return e.name;
  return "?";
}

template <typename Enum, size_t N>
Enum parse_enum(const EnumName<Enum> (&table)[N], const std::string& key, const std::string& text) {
  std::string accepted;
  for (const auto& e : table) {
    if (text == e.name) return e.value;
    accepted += accepted.empty() ? e.name : std::string(", ") + e.name;
  }
  throw Error("--set " + key + "=" + text + ": unknown value; use one of " + accepted);
}

// A choice of the settings table kept as one of `table`'s enums.
template <typename Enum, size_t N>
auto enum_name(const EnumName<Enum> (&table)[N]) {
  return [&table](Enum value) { return name_of(table, value); };
}
template <typename Enum, size_t N>
auto enum_parse(const EnumName<Enum> (&table)[N]) {
  return [&table](const std::string& key, const std::string& text) { return parse_enum(table, key, text); };
}

std::vector<SettingRow<TransformerConfig>> make_setting_rows() {
  using C = TransformerConfig;
  using Bound = SettingField::Bound;
  const std::string translate = C::kEncoderDecoder, lm = C::kDecoderOnly, classifier = C::kEncoderOnly;
  SettingRows<C> f("model", "Model");
  f.integer(&C::d_model, "d_model", "d_model", 2, 1024, 2, "Width of every token representation (d_model).")
      .bounds(Bound{0, true}, Bound{C::kMaxModelWidth});
  f.integer(&C::heads, "heads", "Heads", 1, 64, 1, "Attention heads; each head sees d_k = d_model / heads dimensions.")
      .bounds(Bound{0, true}, Bound{C::kMaxHeads});
  f.integer(&C::encoder_layers, "encoder_layers", "Encoder layers", 1, 12, 1,
            "Encoder layers: read the source sentence.")
      .only({translate, classifier})
      .variant(classifier, "Layers", "Encoder layers: self-attention and feed-forward, each in a residual.")
      .bounds(std::nullopt, Bound{C::kMaxLayers});
  f.integer(&C::decoder_layers, "decoder_layers", "Decoder layers", 1, 12, 1,
            "Decoder layers: masked self-attention, cross-attention and feed-forward.")
      .only({translate, lm})
      .variant(lm, "Blocks", "Decoder blocks: causal self-attention and an MLP, each in a residual (GPT-2).")
      .bounds(std::nullopt, Bound{C::kMaxLayers});
  f.integer(&C::d_ff, "d_ff", "d_ff", 4, 8192, 64, "Hidden width of the position-wise feed-forward network (d_ff).")
      .bounds(Bound{0, true}, Bound{C::kMaxFeedForward});
  f.real(&C::dropout, "dropout", "Dropout", 0, 0.9, 0.05, 2,
         "Share of activations zeroed at random while training, after each sublayer and the embeddings.")
      .bounds(Bound{0}, Bound{1, true});
  f.integer(&C::max_len, "max_len", "Max length", 1, 1024, 8,
            "Longest sequence (in tokens) the model accepts; rows of the positional-encoding matrix.")
      .bounds(Bound{2}, Bound{C::kMaxLength}, " (<sos> and <eos>)");
  f.choice(&C::norm_placement, "norm_placement", "Normalisation",
           {{"post", "post-norm (paper)", "LN(x + Dropout(Sublayer(x))), as in the original paper"},
            {"pre", "pre-norm", "x + Dropout(Sublayer(LN(x))), with a final LayerNorm"}},
           "Where each residual block's LayerNorm sits: after the sum (the paper) or before the sublayer.",
           enum_name(kPlacements), enum_parse(kPlacements))
      .alias("norm");
  f.choice(
      &C::norm_kind, "norm_kind", "LayerNorm form",
      {{"standard", "standard", "Divide by √(variance + ε), as PyTorch's LayerNorm."},
       {"unbiased_variance", "unbiased_variance", "Like standard, but the variance divides by n − 1 instead of n."},
       {"std_eps_outside", "std_eps_outside", "Divide by (standard deviation + ε), as the Annotated Transformer."}},
      "How LayerNorm scales each token: the formula variants in use.", enum_name(kNormKinds), enum_parse(kNormKinds));
  f.choice(&C::activation, "activation", "Activation",
           {{"relu", "relu", "max(0, x), as in the original paper."},
            {"gelu", "gelu", "x·Φ(x), smooth; used by BERT."},
            {"gelu_tanh", "gelu_tanh", "The tanh approximation of GELU, as in GPT-2."}},
           "The non-linearity inside the feed-forward network.", enum_name(kActivations), enum_parse(kActivations));
  f.choice(&C::positions, "positions", "Positions",
           {{"sinusoidal", "sinusoidal", "Fixed sine/cosine waves, as in the paper; d_model must be even."},
            {"learned", "learned", "One trained vector per position, up to the max length."},
            {"rotary", "rotary",
             "Self-attention turns each head's queries and keys by their positions (RoPE, as LLaMA): "
             "scores see only how far apart two tokens are; d_model / heads must be even."}},
           "How the model is told where each token sits in the sentence.", enum_name(kPositions),
           enum_parse(kPositions));
  f.real(&C::rotary_fraction, "rotary_fraction", "Rotary share", 0.05, 1, 0.05, 2,
         "With rotary positions: the share of each head's features that turn (GPT-NeoX's rotary_pct; "
         "Pythia turns a quarter, and the rest carry no position). It must turn an even number.")
      .absent(1.0);
  f.real(&C::rotary_base, "rotary_base", "Rotary base", 2, 1e7, 1000, 0,
         "With rotary positions: θ_i = base^(−2i/r), the angle pair i turns by per position; a larger "
         "base turns the slow pairs slower (rope_theta).")
      .absent(10000.0);
  f.boolean(&C::parallel_residual, "parallel_residual", "Parallel blocks",
            "Both sublayers read the block's input, x + Attn(LN₁ x) + MLP(LN₂ x), as GPT-NeoX "
            "(Pythia) and GPT-J do (with post-norm, each sum keeps its own norm).")
      .only({lm})
      .absent(false);
  f.integer(&C::attention_window, "attention_window", "Local window", 0, 4096, 1,
            "GPT-Neo's local attention: every second block (2, 4, …) sees only the last N "
            "positions, itself included, a band in the Masks tab.")
      .meaning("off: every block sees all earlier positions")
      .only({lm})
      .bounds(Bound{0}, std::nullopt)
      .absent(0);
  f.boolean(&C::qkv_bias, "qkv_bias", "Bias in Q/K/V projections",
            "Add a learned bias to the query, key and value projections.");
  f.boolean(&C::scale_scores, "scale_scores", "Scale scores by 1/√d_k",
            "Divide the attention scores q·k by √d_k before the softmax (the paper). Without it the scores "
            "grow with d_k and the softmax saturates: see the Why √d_k lesson.")
      .absent(true);
  f.boolean(&C::tie_weights, "tie_weights", "Tie embeddings",
            "Translation: one table for the source and target embeddings and the output layer "
            "(the paper, section 3.4); it needs one vocabulary for both languages.")
      .only({translate, lm})
      .variant(lm, "Tie embeddings",
               "Language model: the output layer that scores the next token reuses the token embedding "
               "(transposed), as GPT-2 does — fewer parameters.")
      .absent(false);
  f.choice(&C::pooling, "pooling", "Pooling",
           {{"mean", "mean", "Average the encoder's outputs over the real tokens."},
            {"max", "max", "Take each channel's largest value over the tokens."},
            {"cls", "cls", "Take the output at the leading [CLS] token, as BERT does."}},
           "Classifier: how the encoder's per-token outputs become one vector for the class scores.",
           enum_name(kPoolings), enum_parse(kPoolings))
      .only({classifier})
      .absent("mean");
  f.boolean(&C::causal, "causal", "Read left to right (causal)",
            "Classifier: each token attends only to itself and the tokens before it, as a reader going "
            "left to right; the last token has read everything. Lets the model keep a running count "
            "(the bracket depth).")
      .only({classifier})
      .absent(false);
  f.group("");  // the command line's only
  f.real(&C::norm_eps, "norm_eps", "LayerNorm ε", 0, 1, 1e-6, 9, "The ε LayerNorm adds to the variance.")
      .bounds(Bound{0, true}, std::nullopt);
  f.boolean(&C::scale_embedding, "scale_embedding", "Scale the embedding by √d_model",
            "Multiply the token embedding by √d_model before adding the positions (the paper).")
      .absent(true);
  f.choice(&C::init, "init", "Initialisation",
           {{"xavier_uniform", "xavier_uniform", "Glorot's uniform initialisation (the paper's code)."},
            {"normal", "normal", "Normal with standard deviation 0.02 (GPT-2)."}},
           "How the weights start.", enum_name(kInits), enum_parse(kInits))
      .absent("xavier_uniform");
  return f.take();
}

}  // namespace

TransformerConfig TransformerConfig::preset(const std::string& name, const std::string& architecture) {
  TransformerConfig c;
  int layers = 0;
  if (name == "tiny") {
    c.d_model = 64, c.heads = 4, c.encoder_layers = 2, c.decoder_layers = 2, c.d_ff = 256, layers = 2;
  } else if (name == "small") {
    c.d_model = 256, c.heads = 8, c.encoder_layers = 3, c.decoder_layers = 3, c.d_ff = 1024, layers = 4;
  } else if (name == "base") {
    c.d_model = 512, c.heads = 8, c.encoder_layers = 6, c.decoder_layers = 6, c.d_ff = 2048, layers = 6;
  } else {
    throw Error("unknown preset '" + name + "'; use tiny, small or base");
  }
  c.architecture = architecture;
  if (architecture == kDecoderOnly) {
    c.encoder_layers = 0;
    c.decoder_layers = layers;
    c.norm_placement = NormPlacement::pre;
    c.activation = Activation::gelu_tanh;
    c.positions = PositionKind::learned;
    c.init = InitKind::normal;
    c.tie_weights = true;
    c.scale_embedding = false;
  } else if (architecture == kEncoderOnly) {
    c.decoder_layers = 0;
  } else if (architecture != kEncoderDecoder) {
    throw Error("unknown architecture '" + architecture + "'; use encoder-decoder, decoder-only or encoder-only");
  }
  return c;
}

std::vector<std::string> TransformerConfig::preset_names() { return {"tiny", "small", "base"}; }

const std::vector<SettingRow<TransformerConfig>>& TransformerConfig::setting_rows() {
  static const std::vector<SettingRow<TransformerConfig>> rows = make_setting_rows();
  return rows;
}

namespace {

// The machine's memory, in bytes (0 when unknown).
double physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page_size > 0 ? double(pages) * double(page_size) : 0;
}

std::string gib(double bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
  return text;
}

}  // namespace

double TransformerConfig::estimated_parameters() const {
  const double d = d_model, ff = d_ff;
  // A layer: attention (4 d×d and biases), two norms, the FFN (d×ff, ff×d and biases); a decoder
  // layer has a second attention and a third norm.
  const double attention = 4 * d * d + 4 * d, norm = 2 * d, ffn = 2 * d * ff + ff + d;
  const double encoder = decoder_only() ? 0 : double(encoder_layers) * (attention + 2 * norm + ffn);
  const double decoder = encoder_only() ? 0 : double(decoder_layers) * (2 * attention + 3 * norm + ffn);
  // Tied (encoder–decoder): one table for both languages and the output layer.
  const bool one_table = tie_weights && !encoder_only() && !decoder_only();
  const double embeddings = one_table ? double(target_vocab) * d : (double(source_vocab) + double(target_vocab)) * d;
  const double positions_table = positions == PositionKind::learned ? double(max_len) * d : 0;
  const double output = encoder_only() ? d * double(classes) + double(classes)
                        : tie_weights  ? double(target_vocab)
                                       : d * double(target_vocab);
  return encoder + decoder + embeddings + positions_table + output;
}

void TransformerConfig::validate(Use use) const {
  const std::string impossible = "impossible model setting: ";
  auto fail = [&](const std::string& message) { throw Error(impossible + message); };
  // Each setting's own range, then what the data sets and what the settings need of each other.
  check_setting_bounds(setting_rows(), *this, impossible);
  auto key = [](auto member) -> const std::string& { return setting_key(setting_rows(), member); };
  auto said = [&](auto member) { return key(member) + " = " + nlohmann::json(this->*member).dump(); };
  auto ceiling = [&](const char* name, int value, int highest) {
    if (value > highest)
      fail(std::string(name) + " = " + std::to_string(value) + " is above the largest allowed, " +
           std::to_string(highest));
  };
  ceiling("source_vocab", source_vocab, kMaxVocabulary);
  ceiling("target_vocab", target_vocab, kMaxVocabulary);
  ceiling("classes", classes, kMaxClasses);
  if (source_vocab < 0 || target_vocab < 0 || classes < 0) fail("a vocabulary or class count is negative");
  const std::string& d_model_key = key(&TransformerConfig::d_model);
  if (d_model % heads != 0)
    fail(said(&TransformerConfig::d_model) + " is not divisible by " + said(&TransformerConfig::heads) +
         ": each head gets " + d_model_key + " / " + key(&TransformerConfig::heads) + " dimensions");
  if (d_model % 2 != 0 && positions == PositionKind::sinusoidal)
    fail(said(&TransformerConfig::d_model) + " must be even for sinusoidal positions (sin/cos pairs)");
  if (positions == PositionKind::rotary && (d_model / heads) % 2 != 0)
    fail(d_model_key + " / " + key(&TransformerConfig::heads) + " = " + std::to_string(d_model / heads) +
         " must be even for rotary positions, which turn pairs of each head's features");
  if (positions == PositionKind::rotary) {
    const int d_k = d_model / heads;
    if (!(rotary_fraction > 0 && rotary_fraction <= 1) || rotary_dims() % 2 != 0 || rotary_dims() == 0)
      fail(said(&TransformerConfig::rotary_fraction) + " turns " + std::to_string(rotary_dims()) + " of each head's " +
           std::to_string(d_k) + " features; it must be in (0, 1] and turn an even number");
    if (!(rotary_base > 1)) fail(said(&TransformerConfig::rotary_base) + " must be above 1");
  }
  if (parallel_residual && !decoder_only())
    fail(key(&TransformerConfig::parallel_residual) + " applies to decoder-only models (GPT-NeoX's blocks)");
  const std::string& window = key(&TransformerConfig::attention_window);
  if (attention_window > 0 && !decoder_only())
    fail(window + " applies to decoder-only models (GPT-Neo's local attention)");
  if (!local_layers.empty()) {
    if (!decoder_only()) fail("local_layers applies to decoder-only models (GPT-Neo's local attention)");
    if (attention_window < 1) fail("local_layers needs an " + window + " of at least 1 position");
    for (const int layer : local_layers)
      if (layer < 0 || layer >= decoder_layers)
        fail("local_layers names the layer " + std::to_string(layer) + "; the model's layers are 0.." +
             std::to_string(decoder_layers - 1));
  }
  if (architecture != kEncoderDecoder && architecture != kDecoderOnly && architecture != kEncoderOnly)
    fail("architecture = " + architecture + "; use encoder-decoder, decoder-only or encoder-only");
  if (!decoder_only() && encoder_layers <= 0)
    fail(said(&TransformerConfig::encoder_layers) + ": needs at least one layer");
  if (!encoder_only() && decoder_layers <= 0)
    fail(said(&TransformerConfig::decoder_layers) + ": needs at least one layer");
  if (tie_weights && encoder_only())
    fail(key(&TransformerConfig::tie_weights) + " applies to models with an output layer over tokens (translate, lm)");
  if (single_boundary_token && !decoder_only()) fail("single_boundary_token applies to decoder-only models");
  // Training keeps the weights, their gradients and Adam's two moments: 16 bytes a parameter;
  // running it, the weights: 4.
  const bool training = use == Use::training;
  const double needed = (training ? 16 : 4) * estimated_parameters(), memory = physical_memory_bytes();
  if (memory > 0 && needed > 0.75 * memory)
    fail("this model has about " + std::to_string(static_cast<long long>(estimated_parameters() / 1e6)) +
         " million parameters; " + (training ? "training" : "running") + " it needs about " + gib(needed) +
         " of memory, and this machine has " + gib(memory) + ". Make it smaller (d_model, d_ff, layers, vocabulary)");
}

LayerConfig TransformerConfig::layer_config() const {
  LayerConfig c;
  c.d_model = d_model;
  c.heads = heads;
  c.d_ff = d_ff;
  c.dropout = static_cast<real>(dropout);
  c.activation = activation;
  c.placement = norm_placement;
  c.norm_kind = norm_kind;
  c.norm_eps = static_cast<real>(norm_eps);
  c.qkv_bias = qkv_bias;
  c.scale_scores = scale_scores;
  c.rotary_positions = positions == PositionKind::rotary ? max_len : 0;
  c.rotary_dims = rotary_dims();
  c.rotary_base = rotary_base;
  c.parallel_residual = parallel_residual;
  return c;
}

int TransformerConfig::rotary_dims() const {
  if (positions != PositionKind::rotary || heads <= 0) return 0;
  // GPT-NeoX's int(head_size * rotary_pct); the small epsilon keeps 64 × 0.25 from reading 15.99.
  return static_cast<int>(std::floor((d_model / heads) * rotary_fraction + 1e-9));
}

bool TransformerConfig::local_layer(int layer) const {
  if (local_layers.empty()) return attention_window > 0 && decoder_only() && layer % 2 == 1;
  return std::find(local_layers.begin(), local_layers.end(), layer) != local_layers.end();
}

bool TransformerConfig::has_local_layers() const {
  for (int l = 0; l < decoder_layers; ++l)
    if (local_layer(l)) return true;
  return false;
}

nlohmann::json TransformerConfig::to_json() const {
  nlohmann::json j = setting_values(setting_rows(), *this);
  j["architecture"] = architecture;
  j["single_boundary_token"] = single_boundary_token;
  j["local_layers"] = local_layers;
  j["source_vocab"] = source_vocab;
  j["target_vocab"] = target_vocab;
  j["classes"] = classes;
  return j;
}

namespace {

// An integer of the configuration, read whole: nlohmann's get<int>() would wrap 2^40 into 0.
int config_int(const nlohmann::json& j, const char* key) {
  const nlohmann::json& value = j.at(key);
  if (!value.is_number_integer())
    throw Error(std::string("the model configuration's ") + key + " is " + value.dump() + ", not a whole number");
  if (value.is_number_unsigned() ? value.get<uint64_t>() > uint64_t(INT32_MAX)
                                 : value.get<int64_t>() > INT32_MAX || value.get<int64_t>() < INT32_MIN)
    throw Error(std::string("impossible model setting: ") + key + " = " + value.dump() +
                " is far above the largest allowed; the checkpoint is damaged or not one of twb's");
  return static_cast<int>(value.get<int64_t>());
}

}  // namespace

TransformerConfig TransformerConfig::from_json(const nlohmann::json& j) {
  try {
    TransformerConfig c;
    c.architecture = j.at("architecture").get<std::string>();
    // The file's whole numbers, each read whole first (its own message for 2^40 or "many").
    for (const SettingRow<TransformerConfig>& row : setting_rows())
      if (row.field.kind == SettingField::Kind::integer && j.contains(row.field.key))
        config_int(j, row.field.key.c_str());
    // Settings added after the first checkpoints take, when absent, the meaning those had (an
    // encoder-decoder's).
    read_setting_values(setting_rows(), j, c);
    c.source_vocab = config_int(j, "source_vocab");
    c.target_vocab = config_int(j, "target_vocab");
    c.classes = j.contains("classes") ? config_int(j, "classes") : 0;
    c.single_boundary_token = j.value("single_boundary_token", false);  // added with GPT-2 folders
    c.local_layers = j.value("local_layers", std::vector<int>());       // added with GPT-Neo folders
    c.validate(Use::inference);                                         // a trainer checks that the model can train
    return c;
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("the model configuration is incomplete or malformed: ") + json_message(e));
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
