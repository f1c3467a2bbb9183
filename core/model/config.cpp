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

int parse_int(const std::string& key, const std::string& text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw Error("--set " + key + "=" + text + ": not a whole number");
  return value;
}

double parse_double(const std::string& key, const std::string& text) {
  std::istringstream in(text);
  double value = 0;
  in >> value;
  if (!in || !in.eof()) throw Error("--set " + key + "=" + text + ": not a number");
  return value;
}

bool parse_bool(const std::string& key, const std::string& text) {
  std::string word;  // True, TRUE and true alike
  for (const char c : text) word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (word == "true" || word == "1" || word == "yes") return true;
  if (word == "false" || word == "0" || word == "no") return false;
  throw Error("--set " + key + "=" + text + ": use true or false");
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

std::vector<std::string> TransformerConfig::keys() {
  return {"d_model",
          "heads",
          "encoder_layers",
          "decoder_layers",
          "d_ff",
          "dropout",
          "max_len",
          "norm_placement",
          "norm_kind",
          "norm_eps",
          "activation",
          "positions",
          "qkv_bias",
          "scale_scores",
          "scale_embedding",
          "init",
          "tie_weights",
          "pooling",
          "causal",
          "rotary_fraction",
          "rotary_base",
          "parallel_residual",
          "attention_window",
          "local_layers"};
}

void TransformerConfig::set(const std::string& key, const std::string& value) {
  if (key == "d_model")
    d_model = parse_int(key, value);
  else if (key == "heads")
    heads = parse_int(key, value);
  else if (key == "encoder_layers")
    encoder_layers = parse_int(key, value);
  else if (key == "decoder_layers")
    decoder_layers = parse_int(key, value);
  else if (key == "layers") {  // the layer count(s) this architecture has
    const int n = parse_int(key, value);
    if (!decoder_only()) encoder_layers = n;
    if (!encoder_only()) decoder_layers = n;
  } else if (key == "d_ff")
    d_ff = parse_int(key, value);
  else if (key == "dropout")
    dropout = parse_double(key, value);
  else if (key == "max_len")
    max_len = parse_int(key, value);
  else if (key == "norm_placement" || key == "norm")
    norm_placement = parse_enum(kPlacements, key, value);
  else if (key == "norm_kind")
    norm_kind = parse_enum(kNormKinds, key, value);
  else if (key == "norm_eps")
    norm_eps = parse_double(key, value);
  else if (key == "activation")
    activation = parse_enum(kActivations, key, value);
  else if (key == "positions")
    positions = parse_enum(kPositions, key, value);
  else if (key == "qkv_bias")
    qkv_bias = parse_bool(key, value);
  else if (key == "scale_scores")
    scale_scores = parse_bool(key, value);
  else if (key == "scale_embedding")
    scale_embedding = parse_bool(key, value);
  else if (key == "init")
    init = parse_enum(kInits, key, value);
  else if (key == "tie_weights")
    tie_weights = parse_bool(key, value);
  else if (key == "pooling")
    pooling = parse_enum(kPoolings, key, value);
  else if (key == "causal")
    causal = parse_bool(key, value);
  else if (key == "rotary_fraction")
    rotary_fraction = parse_double(key, value);
  else if (key == "rotary_base")
    rotary_base = parse_double(key, value);
  else if (key == "parallel_residual")
    parallel_residual = parse_bool(key, value);
  else if (key == "attention_window")
    attention_window = parse_int(key, value);
  else {
    std::string known;
    for (const auto& k : keys()) known += (known.empty() ? "" : ", ") + k;
    throw Error("--set " + key + "=" + value + ": unknown model setting; the settings are " + known);
  }
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
  auto fail = [](const std::string& message) { throw Error("impossible model setting: " + message); };
  auto ceiling = [&](const char* key, int value, int highest) {
    if (value > highest)
      fail(std::string(key) + " = " + std::to_string(value) + " is above the largest allowed, " +
           std::to_string(highest));
  };
  ceiling("d_model", d_model, kMaxModelWidth);
  ceiling("heads", heads, kMaxHeads);
  ceiling("encoder_layers", encoder_layers, kMaxLayers);
  ceiling("decoder_layers", decoder_layers, kMaxLayers);
  ceiling("d_ff", d_ff, kMaxFeedForward);
  ceiling("max_len", max_len, kMaxLength);
  ceiling("source_vocab", source_vocab, kMaxVocabulary);
  ceiling("target_vocab", target_vocab, kMaxVocabulary);
  ceiling("classes", classes, kMaxClasses);
  if (source_vocab < 0 || target_vocab < 0 || classes < 0) fail("a vocabulary or class count is negative");
  if (d_model <= 0) fail("d_model = " + std::to_string(d_model) + " must be positive");
  if (heads <= 0) fail("heads = " + std::to_string(heads) + " must be positive");
  if (d_model % heads != 0)
    fail("d_model = " + std::to_string(d_model) + " is not divisible by heads = " + std::to_string(heads) +
         ": each head gets d_model / heads dimensions");
  if (d_model % 2 != 0 && positions == PositionKind::sinusoidal)
    fail("d_model = " + std::to_string(d_model) + " must be even for sinusoidal positions (sin/cos pairs)");
  if (positions == PositionKind::rotary && heads > 0 && d_model % heads == 0 && (d_model / heads) % 2 != 0)
    fail("d_model / heads = " + std::to_string(d_model / heads) +
         " must be even for rotary positions, which turn pairs of each head's features");
  if (positions == PositionKind::rotary && heads > 0 && d_model % heads == 0) {
    const int d_k = d_model / heads;
    if (!(rotary_fraction > 0 && rotary_fraction <= 1) || rotary_dims() % 2 != 0 || rotary_dims() == 0)
      fail("rotary_fraction = " + std::to_string(rotary_fraction) + " turns " + std::to_string(rotary_dims()) +
           " of each head's " + std::to_string(d_k) + " features; it must be in (0, 1] and turn an even number");
    if (!(rotary_base > 1)) fail("rotary_base = " + std::to_string(rotary_base) + " must be above 1");
  }
  if (parallel_residual && !decoder_only())
    fail("parallel_residual applies to decoder-only models (GPT-NeoX's blocks)");
  if (attention_window < 0) fail("attention_window = " + std::to_string(attention_window) + " must not be negative");
  if (attention_window > 0 && !decoder_only())
    fail("attention_window applies to decoder-only models (GPT-Neo's local attention)");
  if (!local_layers.empty()) {
    if (!decoder_only()) fail("local_layers applies to decoder-only models (GPT-Neo's local attention)");
    if (attention_window < 1) fail("local_layers needs an attention_window of at least 1 position");
    for (const int layer : local_layers)
      if (layer < 0 || layer >= decoder_layers)
        fail("local_layers names the layer " + std::to_string(layer) + "; the model's layers are 0.." +
             std::to_string(decoder_layers - 1));
  }
  if (architecture != kEncoderDecoder && architecture != kDecoderOnly && architecture != kEncoderOnly)
    fail("architecture = " + architecture + "; use encoder-decoder, decoder-only or encoder-only");
  if (!decoder_only() && encoder_layers <= 0)
    fail("encoder_layers = " + std::to_string(encoder_layers) + ": needs at least one layer");
  if (!encoder_only() && decoder_layers <= 0)
    fail("decoder_layers = " + std::to_string(decoder_layers) + ": needs at least one layer");
  if (tie_weights && encoder_only())
    fail("tie_weights applies to models with an output layer over tokens (translate, lm)");
  if (d_ff <= 0) fail("d_ff = " + std::to_string(d_ff) + " must be positive");
  if (!(dropout >= 0 && dropout < 1)) fail("dropout = " + std::to_string(dropout) + " must be in [0, 1)");
  if (max_len < 2) fail("max_len = " + std::to_string(max_len) + " must be at least 2 (<sos> and <eos>)");
  if (!(norm_eps > 0)) fail("norm_eps = " + std::to_string(norm_eps) + " must be positive");
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
  return {{"architecture", architecture},
          {"d_model", d_model},
          {"heads", heads},
          {"encoder_layers", encoder_layers},
          {"decoder_layers", decoder_layers},
          {"d_ff", d_ff},
          {"dropout", dropout},
          {"max_len", max_len},
          {"norm_placement", name_of(kPlacements, norm_placement)},
          {"norm_kind", name_of(kNormKinds, norm_kind)},
          {"norm_eps", norm_eps},
          {"activation", name_of(kActivations, activation)},
          {"positions", name_of(kPositions, positions)},
          {"qkv_bias", qkv_bias},
          {"scale_scores", scale_scores},
          {"scale_embedding", scale_embedding},
          {"init", name_of(kInits, init)},
          {"tie_weights", tie_weights},
          {"single_boundary_token", single_boundary_token},
          {"pooling", name_of(kPoolings, pooling)},
          {"causal", causal},
          {"rotary_fraction", rotary_fraction},
          {"rotary_base", rotary_base},
          {"parallel_residual", parallel_residual},
          {"attention_window", attention_window},
          {"local_layers", local_layers},
          {"source_vocab", source_vocab},
          {"target_vocab", target_vocab},
          {"classes", classes}};
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
    c.d_model = config_int(j, "d_model");
    c.heads = config_int(j, "heads");
    c.encoder_layers = config_int(j, "encoder_layers");
    c.decoder_layers = config_int(j, "decoder_layers");
    c.d_ff = config_int(j, "d_ff");
    c.dropout = j.at("dropout").get<double>();
    c.max_len = config_int(j, "max_len");
    c.norm_placement = parse_enum(kPlacements, "norm_placement", j.at("norm_placement").get<std::string>());
    c.norm_kind = parse_enum(kNormKinds, "norm_kind", j.at("norm_kind").get<std::string>());
    c.norm_eps = j.at("norm_eps").get<double>();
    c.activation = parse_enum(kActivations, "activation", j.at("activation").get<std::string>());
    c.positions = parse_enum(kPositions, "positions", j.at("positions").get<std::string>());
    c.qkv_bias = j.at("qkv_bias").get<bool>();
    c.source_vocab = config_int(j, "source_vocab");
    c.target_vocab = config_int(j, "target_vocab");
    // Added with the decoder-only and encoder-only models; older checkpoints are encoder-decoder.
    c.scale_embedding = j.value("scale_embedding", true);
    c.init = parse_enum(kInits, "init", j.value("init", std::string("xavier_uniform")));
    c.tie_weights = j.value("tie_weights", false);
    c.pooling = parse_enum(kPoolings, "pooling", j.value("pooling", std::string("mean")));
    c.causal = j.value("causal", false);  // added with the brackets recipe
    c.classes = j.contains("classes") ? config_int(j, "classes") : 0;
    c.scale_scores = j.value("scale_scores", true);                     // added with the 1/sqrt(d_k) lesson
    c.single_boundary_token = j.value("single_boundary_token", false);  // added with GPT-2 folders
    // Added with GPT-NeoX and GPT-Neo folders.
    c.rotary_fraction = j.value("rotary_fraction", 1.0);
    c.rotary_base = j.value("rotary_base", 10000.0);
    c.parallel_residual = j.value("parallel_residual", false);
    c.attention_window = j.contains("attention_window") ? config_int(j, "attention_window") : 0;
    c.local_layers = j.value("local_layers", std::vector<int>());
    c.validate(Use::inference);  // a trainer checks that the model can train
    return c;
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("the model configuration is incomplete or malformed: ") + json_message(e));
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
