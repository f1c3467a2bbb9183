// The model's blocks (model_map.h), with the engine's names: the stage keys StageRecorder writes
// (scope "encoder.layers.0" + sublayer "self_attention"), and the parameters' prefixes the training
// health groups by.
#include "inspect/model_map.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace twb::inspect {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

template <class... Args>
std::string format(const char* pattern, Args... args) {
  char text[160];
  std::snprintf(text, sizeof text, pattern, args...);
  return text;
}

const char* activation_name(Activation a) {
  switch (a) {
    case Activation::relu:
      return "ReLU";
    default:
      return "GELU";
  }
}

std::string positions_sizes(const TransformerConfig& c) {
  switch (c.positions) {
    case PositionKind::sinusoidal:
      return format("sinusoidal, added: %d positions × %d", c.max_len, c.d_model);
    case PositionKind::learned:
      return format("learned table, added: %d × %d", c.max_len, c.d_model);
    case PositionKind::rotary:
      return format("rotary, in each attention: %g of d_k turns, base %g", c.rotary_fraction, c.rotary_base);
  }
  return {};
}

struct Builder {
  const TransformerConfig& c;
  ModelMap map;

  MapBlock& add(MapBlockKind kind, std::string id, std::string title, std::string sizes, std::string side,
                std::string stage, std::string health, int layer = -1) {
    MapBlock b;
    b.kind = kind;
    b.id = std::move(id);
    b.title = std::move(title);
    b.sizes = std::move(sizes);
    b.side = std::move(side);
    b.stage = std::move(stage);
    b.health = std::move(health);
    b.layer = layer;
    map.blocks.push_back(std::move(b));
    return map.blocks.back();
  }

  // The token embedding and the positions of one side. `scope`: the recorder's and the parameters'.
  void embedding(const std::string& scope, const std::string& side, int vocab, const std::string& what) {
    std::string sizes = format("%d tokens × %d", vocab, c.d_model);
    if (c.scale_embedding) sizes += ", × √d_model";
    add(MapBlockKind::embedding, scope, what, sizes, side, scope + ".embedding", scope);
    // Added positions are a stage of their own; rotary ones turn q and k inside each attention.
    add(MapBlockKind::positions, scope + ".positions", "Positions", positions_sizes(c), side,
        c.positions == PositionKind::rotary ? scope + ".embedding" : scope + ".positions", scope);
  }

  // A sublayer and its norm, in the model's order.
  void sublayer(const std::string& layer_scope, const std::string& side, int layer, const std::string& name,
                MapBlockKind kind, const std::string& title, const std::string& sizes, bool parallel = false) {
    const std::string id = layer_scope + "." + name;
    const bool pre = c.norm_placement == NormPlacement::pre;
    const auto norm = [&] {
      MapBlock& n = add(MapBlockKind::norm, id + ".norm", pre ? "LayerNorm" : "Add & Norm",
                        format("LayerNorm %d", c.d_model), side, id + ".norm", layer_scope, layer);
      n.parallel = parallel;
    };
    if (pre) norm();
    MapBlock& b = add(kind, id, title, sizes, side, id, layer_scope, layer);
    b.parallel = parallel;
    if (!pre) norm();
  }

  MapBlock& attention(const std::string& layer_scope, const std::string& side, int layer, const std::string& name,
                      AttentionKind kind, const std::string& title) {
    const int d_k = c.heads > 0 ? c.d_model / c.heads : 0;
    std::string sizes = format("%d heads × d_k %d, %d → %d", c.heads, d_k, c.d_model, c.d_model);
    const bool local = c.decoder_only() && c.local_layer(layer);
    if (local) sizes += format(", local: the last %d positions", c.attention_window);
    if (!c.scale_scores) sizes += ", unscaled";
    sublayer(layer_scope, side, layer, name, MapBlockKind::attention, title, sizes);
    MapBlock& b = map.blocks[map.blocks.size() - (c.norm_placement == NormPlacement::pre ? 1 : 2)];
    b.attention = kind;
    b.heads = c.heads;
    if (local) b.window = c.attention_window;
    return b;
  }

  void feed_forward(const std::string& layer_scope, const std::string& side, int layer, bool parallel = false) {
    sublayer(layer_scope, side, layer, "feed_forward", MapBlockKind::feed_forward, "Feed-forward",
             format("%d → %d → %d, %s", c.d_model, c.d_ff, c.d_model, activation_name(c.activation)), parallel);
  }

  void final_norm(const std::string& stage, const std::string& health, const std::string& side) {
    if (c.norm_placement == NormPlacement::pre)
      add(MapBlockKind::norm, stage, "Final LayerNorm", format("LayerNorm %d", c.d_model), side, stage, health);
  }
};

}  // namespace

ModelMap model_map(const TransformerConfig& c) {
  Builder b{c, {}};
  b.map.architecture = c.architecture;
  b.map.norm = c.norm_placement;
  b.map.d_model = c.d_model;
  if (c.decoder_only()) {
    b.embedding("embedding", "decoder", c.target_vocab, "Token embedding");
    for (int l = 0; l < c.decoder_layers; ++l) {
      const std::string scope = "blocks." + std::to_string(l);
      b.attention(scope, "decoder", l, "self_attention", AttentionKind::decoder_self, "Masked self-attention");
      b.feed_forward(scope, "decoder", l, c.parallel_residual);
    }
    b.final_norm("final.norm", "final_norm", "decoder");
    b.add(MapBlockKind::output, "output", "Output layer",
          format("%d → %d tokens%s", c.d_model, c.target_vocab, c.tie_weights ? ", the embedding's transpose" : ""),
          "decoder", "output.logits", c.tie_weights ? "" : "lm_head");
  } else if (c.encoder_only()) {
    b.embedding("embedding", "encoder", c.source_vocab, "Token embedding");
    for (int l = 0; l < c.encoder_layers; ++l) {
      const std::string scope = "encoder.layers." + std::to_string(l);
      b.attention(scope, "encoder", l, "self_attention", AttentionKind::encoder_self,
                  c.causal ? "Causal self-attention" : "Self-attention");
      b.feed_forward(scope, "encoder", l);
    }
    b.final_norm("encoder.norm", "encoder.norm", "encoder");
    const char* pooling = c.pooling == PoolingKind::cls ? "[CLS]" : c.pooling == PoolingKind::max ? "max" : "mean";
    b.add(MapBlockKind::pooling, "output.pooled", "Pooling", format("%s over the tokens: %d", pooling, c.d_model),
          "encoder", "output.pooled", "");
    b.add(MapBlockKind::output, "output", "Classifier head", format("%d → %d classes", c.d_model, c.classes), "encoder",
          "output.logits", "head");
  } else {
    b.embedding("source_embedding", "encoder", c.source_vocab, "Source embedding");
    for (int l = 0; l < c.encoder_layers; ++l) {
      const std::string scope = "encoder.layers." + std::to_string(l);
      b.attention(scope, "encoder", l, "self_attention", AttentionKind::encoder_self, "Self-attention");
      b.feed_forward(scope, "encoder", l);
    }
    b.final_norm("encoder.norm", "encoder.norm", "encoder");
    b.map.encoder_output = b.map.blocks.back().id;
    b.embedding("target_embedding", "decoder", c.target_vocab, "Target embedding");
    for (int l = 0; l < c.decoder_layers; ++l) {
      const std::string scope = "decoder.layers." + std::to_string(l);
      b.attention(scope, "decoder", l, "self_attention", AttentionKind::decoder_self, "Masked self-attention");
      b.attention(scope, "decoder", l, "cross_attention", AttentionKind::cross, "Cross-attention");
      b.feed_forward(scope, "decoder", l);
    }
    b.final_norm("decoder.norm", "decoder.norm", "decoder");
    b.add(MapBlockKind::output, "output", "Output layer",
          format("%d → %d tokens%s", c.d_model, c.target_vocab, c.tie_weights ? ", the embeddings' transpose" : ""),
          "decoder", "output.logits", "generator");
  }
  b.add(MapBlockKind::loss, "loss", "Loss", "cross-entropy against the next token", "", "", "");
  if (c.encoder_only()) b.map.blocks.back().sizes = "cross-entropy against the label";
  return std::move(b.map);
}

MapFigures map_figures(const ModelMap& map, const HealthHistory& health, const HeadTelemetry& heads) {
  MapFigures f;
  const size_t n = map.blocks.size();
  f.gradient_norm.assign(n, kNone);
  f.update_ratio.assign(n, kNone);
  f.head_entropy.resize(n);
  f.head_roles.resize(n);
  const HealthSample* last = health.empty() ? nullptr : &health.samples().back();
  if (last) f.step = last->step;
  const std::vector<std::string>& groups = health.groups();
  for (size_t i = 0; i < n && last; ++i) {
    const std::string& name = map.blocks[i].health;
    if (name.empty()) continue;
    double squares = 0, ratio = -1;
    bool any = false;
    for (size_t g = 0; g < groups.size(); ++g) {
      if (groups[g] != name && !groups[g].starts_with(name + ".")) continue;
      if (g < last->gradient_norms.size()) {
        squares += static_cast<double>(last->gradient_norms[g]) * last->gradient_norms[g];
        any = true;
      }
      if (g < last->update_ratios.size()) ratio = std::fmax(ratio, last->update_ratios[g]);
    }
    if (any) f.gradient_norm[i] = std::sqrt(squares);
    if (ratio >= 0) f.update_ratio[i] = ratio;
  }
  if (heads.empty()) return f;
  const size_t sample = heads.samples().size() - 1;
  f.heads_step = heads.samples().back().step;
  for (size_t i = 0; i < n; ++i) {
    const MapBlock& b = map.blocks[i];
    if (!b.attention || !heads.has(*b.attention)) continue;
    for (int h = 0; h < b.heads; ++h) {
      f.head_entropy[i].push_back(heads.value(sample, *b.attention, b.layer, h, HeadScore::entropy));
      std::string badges;
      for (const HeadRole& role : head_roles(heads, *b.attention, b.layer, h))
        badges += (badges.empty() ? "" : "+") + role.rule->badge;
      f.head_roles[i].push_back(badges);
    }
  }
  return f;
}

}  // namespace twb::inspect
