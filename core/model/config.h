// The hyper-parameters of a Transformer, its presets, and their validation.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "nn/attention.h"
#include "nn/embedding.h"
#include "nn/feed_forward.h"
#include "nn/layer_norm.h"
#include "nn/pooling.h"
#include "nn/residual.h"
#include "nn/transformer_layers.h"
#include "util/setting_table.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// How the weights start: Xavier-uniform for every matrix (the seq2seq Transformer, the classifier)
// or N(0, 0.02) (GPT-2).
enum class InitKind { xavier_uniform, normal };

// One config for the three shapes; `architecture` says which fields matter:
//   "encoder-decoder" (translate): encoder_layers, decoder_layers, source_vocab, target_vocab;
//   "decoder-only" (lm, GPT):      decoder_layers (the blocks), target_vocab, tie_weights;
//                                  max_len is the context window (block size);
//   "encoder-only" (classify):     encoder_layers, source_vocab, pooling, causal, classes.
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
  // Rotary positions: the share of each head's d_k features that turn (GPT-NeoX's rotary_pct,
  // Pythia's 0.25; ⌊d_k × share⌋ must be even) and the base of their angles (rope_theta).
  double rotary_fraction = 1.0;
  double rotary_base = 10000;
  // decoder-only: both sublayers of a block read its input, x + Attn(LN₁ x) + FFN(LN₂ x) pre-norm
  // (GPT-NeoX, GPT-J); post-norm, LN₂(LN₁(x + Attn(x)) + FFN(x)).
  bool parallel_residual = false;
  // decoder-only: the local blocks attend only to the attention_window most recent positions,
  // themselves included (GPT-Neo's "local" layers: query i sees keys i − window < j ≤ i); the others
  // see every earlier position. The local blocks are local_layers (a folder's attention_types), or
  // when it is empty and the window is set, every second block (1, 3, …), GPT-Neo's pattern.
  int attention_window = 0;
  std::vector<int> local_layers;
  bool qkv_bias = true;
  bool scale_scores = true;     // attention scores Q K^T / sqrt(d_k); false leaves out the scaling
  bool scale_embedding = true;  // E[token] * sqrt(d_model) (the paper); GPT-2 does not scale
  InitKind init = InitKind::xavier_uniform;
  // The output layer is the token embedding, transposed (decoder-only); for the encoder–decoder, which
  // needs one vocabulary for both languages (shared_vocabulary), both embeddings and the output layer.
  bool tie_weights = false;
  // decoder-only, for a vocabulary with one token that both starts and ends a text (GPT-2's
  // <|endoftext|>, imported as <eos>): <sos> reads <eos>'s embedding, and the output layer never
  // predicts <pad>, <unk> or <sos> (their logits are −∞). The workbench's own models learn all four.
  bool single_boundary_token = false;
  PoolingKind pooling = PoolingKind::mean;  // encoder-only
  // encoder-only: each position attends to itself and the positions before it only, as a reader
  // going left to right; the last position has read the whole sequence. Off: the paper's encoder.
  bool causal = false;
  int source_vocab = 0;  // set from the data
  int target_vocab = 0;
  int classes = 0;  // encoder-only: the number of classes, set from the data

  static constexpr const char* kEncoderDecoder = "encoder-decoder";
  static constexpr const char* kDecoderOnly = "decoder-only";
  static constexpr const char* kEncoderOnly = "encoder-only";
  bool decoder_only() const { return architecture == kDecoderOnly; }
  bool encoder_only() const { return architecture == kEncoderOnly; }

  // "tiny" (64, 4 heads, 2+2 layers, d_ff 256), "small" (256, 8, 3+3, 1024),
  // "base" (the paper's: 512, 8, 6+6, 2048). Throws twb::Error for an unknown name.
  // decoder-only presets are GPT-2's recipe at these widths: pre-norm, GELU (tanh form), learned
  // positions, d_ff = 4 d_model, N(0, 0.02), tied output layer, unscaled embeddings; 2, 4 and 6
  // blocks. encoder-only presets are the paper's encoder (post-norm, ReLU, sinusoidal, Xavier)
  // with 2, 3 and 6 layers and mean pooling.
  static TransformerConfig preset(const std::string& name, const std::string& architecture = kEncoderDecoder);
  static std::vector<std::string> preset_names();

  // The settings a person chooses (the model's rows of the settings table): each one's key, kind,
  // range, label and help, and its member here. to_json, from_json, validate's ranges and --set
  // are made from them.
  static const std::vector<SettingRow<TransformerConfig>>& setting_rows();

  // Throws twb::Error saying which value is impossible and why: a size below its minimum or above
  // its ceiling (kMax* below), or a model that would not fit in this machine's memory: to train, its
  // weights, gradients and Adam's two moments (16 bytes a parameter); to be run, its weights alone.
  enum class Use { training, inference };
  void validate(Use use = Use::training) const;

  // The parameters this configuration has (the vocabularies and classes as set; 0 leaves them out).
  // In double, so that absurd sizes from a file are counted, not overflowed.
  double estimated_parameters() const;

  // Ceilings on every size a user or a file can give: beyond them no model fits a desktop's memory,
  // and a checked size is never the cause of an allocation that fails.
  static constexpr int kMaxModelWidth = 8192;  // d_model
  static constexpr int kMaxHeads = 256;
  static constexpr int kMaxLayers = 64;          // encoder_layers, decoder_layers each
  static constexpr int kMaxFeedForward = 65536;  // d_ff
  static constexpr int kMaxLength = 4096;        // max_len
  static constexpr int kMaxVocabulary = 1'000'000;
  static constexpr int kMaxClasses = 100'000;

  LayerConfig layer_config() const;
  // Of each head's d_k features, how many rotary positions turn (0 without rotary positions).
  int rotary_dims() const;
  bool local_layer(int layer) const;
  bool has_local_layers() const;
  // The settings of setting_rows() by their keys, and what the data sets: the architecture, the
  // vocabulary and class counts, a folder's local_layers and single_boundary_token. A checkpoint
  // keeps it as its "config".
  nlohmann::json to_json() const;
  static TransformerConfig from_json(const nlohmann::json& j);
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
