// The hyper-parameters of a Transformer, its presets, and their validation.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "nn/attention.h"
#include "nn/embedding.h"
#include "nn/feed_forward.h"
#include "nn/layer_norm.h"
#include "nn/residual.h"
#include "nn/transformer_layers.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct TransformerConfig {
  std::string architecture = "encoder-decoder";
  int d_model = 64;
  int heads = 4;
  int encoder_layers = 2;
  int decoder_layers = 2;
  int d_ff = 256;
  double dropout = 0.1;  // on the PE sum, attention weights, sublayer outputs and inside the FFN
  int max_len = 128;     // longest sequence, in tokens, including <sos>/<eos>
  NormPlacement norm_placement = NormPlacement::post;
  LayerNormKind norm_kind = LayerNormKind::standard;
  double norm_eps = 1e-5;
  Activation activation = Activation::relu;
  PositionKind positions = PositionKind::sinusoidal;
  bool qkv_bias = true;
  int source_vocab = 0;  // set from the data
  int target_vocab = 0;

  // "tiny" (64, 4 heads, 2+2 layers, d_ff 256), "small" (256, 8, 3+3, 1024),
  // "base" (the paper's: 512, 8, 6+6, 2048). Throws twb::Error for an unknown name.
  static TransformerConfig preset(const std::string& name);
  static std::vector<std::string> preset_names();

  // Sets one hyper-parameter from text ("d_model=128" style, as --set takes it). Throws twb::Error
  // naming the key and what is accepted when the key is unknown or the value does not parse.
  void set(const std::string& key, const std::string& value);
  static std::vector<std::string> keys();

  // Throws twb::Error saying which value is impossible and why.
  void validate() const;

  LayerConfig layer_config() const;
  nlohmann::json to_json() const;
  static TransformerConfig from_json(const nlohmann::json& j);
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
