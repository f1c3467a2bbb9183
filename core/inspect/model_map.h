// The model as the paper's figure: its blocks in the order the model computes them, each with its
// real sizes and what in the engine it is (its Step inside stage, its training-health group, its
// attention kind and layer), for every architecture the workbench trains or opens; and, while it
// trains, each block's live figures read from the engine's own records (the training health's last
// sample, the head telemetry's last sample). The window's map view draws this; the tests check it.
//
//   encoder–decoder:  source embedding, positions, N × (self-attention, feed-forward) [encoder norm]
//                     target embedding, positions, N × (masked self-attention, cross-attention,
//                     feed-forward) [decoder norm], output layer, loss
//   decoder-only:     embedding, positions, N × (masked self-attention, feed-forward) [final norm],
//                     output layer, loss
//   encoder-only:     embedding, positions, N × (self-attention, feed-forward) [encoder norm],
//                     pooling, classifier head, loss
// Each sublayer has its norm: after the residual add (post-norm: "Add & Norm") or before the
// sublayer (pre-norm). Where a block has a parallel residual (GPT-NeoX), its feed-forward reads the
// block's input beside the attention.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/config.h"
#include "nn/attention.h"
#include "probe/head_telemetry.h"
#include "probe/health.h"

namespace twb::inspect {

enum class MapBlockKind { embedding, positions, attention, feed_forward, norm, output, pooling, loss };

struct MapBlock {
  MapBlockKind kind = MapBlockKind::embedding;
  std::string id;     // unique, the engine's name for it: "decoder.layers.0.cross_attention", "loss"
  std::string title;  // "Cross-attention"
  std::string sizes;  // its real sizes: "4 heads × d_k 8, 32 → 32"
  std::string side;   // "encoder" or "decoder" (a GPT's blocks are its decoder); "" for the loss
  int layer = -1;     // 0-based, for the blocks of a layer
  std::optional<AttentionKind> attention;  // an attention block's kind
  int heads = 0;                           // an attention block's heads
  int window = 0;                          // a local attention's window (0: every earlier position)
  bool parallel = false;                   // reads the layer's input beside the block before it
  std::string stage;                       // the Step inside stage it is ("" for the loss)
  std::string health;                      // the training health's group(s): this name or its prefix
};

struct ModelMap {
  std::string architecture;  // TransformerConfig's
  NormPlacement norm = NormPlacement::post;
  int d_model = 0;
  std::vector<MapBlock> blocks;  // the source side's first, each side in the model's order
  // A cross-attention reads the encoder's output: the last block of the encoder side.
  std::string encoder_output;  // that block's id ("" without an encoder feeding a decoder)
};

// The map of a model of this configuration (its vocabularies and classes set, as a built model's).
ModelMap model_map(const TransformerConfig& config);

// A block's live figures: NaN where the engine has none (no sample yet, or no such group).
struct MapFigures {
  int64_t step = -1;                  // the health's last sample's step (-1: none)
  std::vector<double> gradient_norm;  // per block: ‖g‖ of its layer's (or its own) parameters
  std::vector<double> update_ratio;   // per block: the largest ‖Δw‖ / ‖w‖ of those parameters' groups
  std::vector<std::vector<float>> head_entropy;      // per block, per head (attention blocks)
  std::vector<std::vector<std::string>> head_roles;  // per block, per head: the roles' badges, "+"-joined
  int64_t heads_step = -1;                           // the telemetry's last sample's step (-1: none)
};

// The figures of every block from the engine's records. A block's parameters are the health groups
// named as its `health` or starting with it and a dot; their gradient norm is √Σ‖g_i‖² (the norm
// of all of them), their update ratio the largest group's.
MapFigures map_figures(const ModelMap& map, const HealthHistory& health, const HeadTelemetry& heads);

}  // namespace twb::inspect
