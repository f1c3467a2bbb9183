#include "model/config.h"

#include <charconv>
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
constexpr EnumName<PositionKind> kPositions[] = {{PositionKind::sinusoidal, "sinusoidal"},
                                                 {PositionKind::learned, "learned"}};
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
  if (text == "true" || text == "1" || text == "yes") return true;
  if (text == "false" || text == "0" || text == "no") return false;
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
  return {"d_model",  "heads",          "encoder_layers", "decoder_layers", "d_ff",       "dropout",
          "max_len",  "norm_placement", "norm_kind",      "norm_eps",       "activation", "positions",
          "qkv_bias", "scale_scores", "scale_embedding", "init", "tie_weights", "pooling"};
}

void TransformerConfig::set(const std::string& key, const std::string& value) {
  if (key == "d_model") d_model = parse_int(key, value);
  else if (key == "heads") heads = parse_int(key, value);
  else if (key == "encoder_layers") encoder_layers = parse_int(key, value);
  else if (key == "decoder_layers") decoder_layers = parse_int(key, value);
  else if (key == "layers") {  // the layer count(s) this architecture has
    const int n = parse_int(key, value);
    if (!decoder_only()) encoder_layers = n;
    if (!encoder_only()) decoder_layers = n;
  }
  else if (key == "d_ff") d_ff = parse_int(key, value);
  else if (key == "dropout") dropout = parse_double(key, value);
  else if (key == "max_len") max_len = parse_int(key, value);
  else if (key == "norm_placement" || key == "norm") norm_placement = parse_enum(kPlacements, key, value);
  else if (key == "norm_kind") norm_kind = parse_enum(kNormKinds, key, value);
  else if (key == "norm_eps") norm_eps = parse_double(key, value);
  else if (key == "activation") activation = parse_enum(kActivations, key, value);
  else if (key == "positions") positions = parse_enum(kPositions, key, value);
  else if (key == "qkv_bias") qkv_bias = parse_bool(key, value);
  else if (key == "scale_scores") scale_scores = parse_bool(key, value);
  else if (key == "scale_embedding") scale_embedding = parse_bool(key, value);
  else if (key == "init") init = parse_enum(kInits, key, value);
  else if (key == "tie_weights") tie_weights = parse_bool(key, value);
  else if (key == "pooling") pooling = parse_enum(kPoolings, key, value);
  else {
    std::string known;
    for (const auto& k : keys()) known += (known.empty() ? "" : ", ") + k;
    throw Error("--set " + key + "=" + value + ": unknown model setting; the settings are " + known);
  }
}

void TransformerConfig::validate() const {
  auto fail = [](const std::string& message) { throw Error("impossible model setting: " + message); };
  if (d_model <= 0) fail("d_model = " + std::to_string(d_model) + " must be positive");
  if (heads <= 0) fail("heads = " + std::to_string(heads) + " must be positive");
  if (d_model % heads != 0)
    fail("d_model = " + std::to_string(d_model) + " is not divisible by heads = " + std::to_string(heads) +
         ": each head gets d_model / heads dimensions");
  if (d_model % 2 != 0 && positions == PositionKind::sinusoidal)
    fail("d_model = " + std::to_string(d_model) + " must be even for sinusoidal positions (sin/cos pairs)");
  if (architecture != kEncoderDecoder && architecture != kDecoderOnly && architecture != kEncoderOnly)
    fail("architecture = " + architecture + "; use encoder-decoder, decoder-only or encoder-only");
  if (!decoder_only() && encoder_layers <= 0)
    fail("encoder_layers = " + std::to_string(encoder_layers) + ": needs at least one layer");
  if (!encoder_only() && decoder_layers <= 0)
    fail("decoder_layers = " + std::to_string(decoder_layers) + ": needs at least one layer");
  if (tie_weights && !decoder_only()) fail("tie_weights applies to the decoder-only (GPT) model only");
  if (d_ff <= 0) fail("d_ff = " + std::to_string(d_ff) + " must be positive");
  if (!(dropout >= 0 && dropout < 1)) fail("dropout = " + std::to_string(dropout) + " must be in [0, 1)");
  if (max_len < 2) fail("max_len = " + std::to_string(max_len) + " must be at least 2 (<sos> and <eos>)");
  if (!(norm_eps > 0)) fail("norm_eps = " + std::to_string(norm_eps) + " must be positive");
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
  return c;
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
          {"pooling", name_of(kPoolings, pooling)},
          {"source_vocab", source_vocab},
          {"target_vocab", target_vocab},
          {"classes", classes}};
}

TransformerConfig TransformerConfig::from_json(const nlohmann::json& j) {
  try {
    TransformerConfig c;
    c.architecture = j.at("architecture").get<std::string>();
    c.d_model = j.at("d_model").get<int>();
    c.heads = j.at("heads").get<int>();
    c.encoder_layers = j.at("encoder_layers").get<int>();
    c.decoder_layers = j.at("decoder_layers").get<int>();
    c.d_ff = j.at("d_ff").get<int>();
    c.dropout = j.at("dropout").get<double>();
    c.max_len = j.at("max_len").get<int>();
    c.norm_placement = parse_enum(kPlacements, "norm_placement", j.at("norm_placement").get<std::string>());
    c.norm_kind = parse_enum(kNormKinds, "norm_kind", j.at("norm_kind").get<std::string>());
    c.norm_eps = j.at("norm_eps").get<double>();
    c.activation = parse_enum(kActivations, "activation", j.at("activation").get<std::string>());
    c.positions = parse_enum(kPositions, "positions", j.at("positions").get<std::string>());
    c.qkv_bias = j.at("qkv_bias").get<bool>();
    c.source_vocab = j.at("source_vocab").get<int>();
    c.target_vocab = j.at("target_vocab").get<int>();
    // Added with the decoder-only and encoder-only models; older checkpoints are encoder-decoder.
    c.scale_embedding = j.value("scale_embedding", true);
    c.init = parse_enum(kInits, "init", j.value("init", std::string("xavier_uniform")));
    c.tie_weights = j.value("tie_weights", false);
    c.pooling = parse_enum(kPoolings, "pooling", j.value("pooling", std::string("mean")));
    c.classes = j.value("classes", 0);
    c.scale_scores = j.value("scale_scores", true);  // added with the 1/sqrt(d_k) lesson
    c.validate();
    return c;
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("the model configuration is incomplete or malformed: ") + e.what());
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
