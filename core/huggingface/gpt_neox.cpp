// GPT-NeoX (EleutherAI; transformers' GPTNeoXForCausalLM): Pythia 14M … 12B at every saved step,
// and any model of the architecture. The workbench's GPT with rotary positions on part of each
// head (nn/rotary.h: GPT-NeoX's "rotate half" pairing), blocks that are parallel by default and an
// output layer of its own:
//   block (use_parallel_residual true):   y = x + Attn(LN₁ x) + MLP(LN₂ x)
//   block (false):                        h = x + Attn(LN₁ x);  y = h + MLP(LN₂ h)
//   logits = LN_f(h_L) embed_outᵀ         embed_in and embed_out are not tied (tie_word_embeddings)
//
//   config.json   "model_type": "gpt_neox"; hidden_size C, num_attention_heads, num_hidden_layers,
//                 intermediate_size, max_position_embeddings, vocab_size V (Pythia: 50,304 rows for
//                 50,277 tokens), rotary_pct (newer: partial_rotary_factor), rotary_emb_base (newer:
//                 rope_theta), layer_norm_eps, use_parallel_residual, hidden_act (Pythia: the exact
//                 "gelu"), hidden_dropout, tie_word_embeddings, eos_token_id
//   weights       under "gpt_neox." (embed_out beside it); Linear weights [out, in]:
//                   embed_in.weight [V, C]
//                   layers.L.input_layernorm.weight, .bias [C]           (LN₁)
//                   layers.L.post_attention_layernorm.weight, .bias [C]  (LN₂)
//                   layers.L.attention.query_key_value.weight [3C, C], .bias [3C]
//                   layers.L.attention.dense.weight [C, C], .bias [C]
//                   layers.L.mlp.dense_h_to_4h.weight [I, C], .bias [I]
//                   layers.L.mlp.dense_4h_to_h.weight [C, I], .bias [C]
//                   final_layer_norm.weight, .bias [C]                   embed_out.weight [V, C]
//                 query_key_value's output rows are laid out head by head, [heads, 3, d_k]: row
//                 h·3d_k + s·d_k + i is feature i of head h's query (s = 0), key (1) or value (2).
//                 The buffers older folders carry (attention.bias, attention.masked_bias,
//                 attention.rotary_emb.inv_freq) are not read.
#include <cmath>

#include "huggingface/family.h"
#include "huggingface/family_support.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

twb::LanguageModel open_gpt_neox(const ConfigFile& config) {
  const int C = config.integer({"hidden_size"}), heads = config.integer({"num_attention_heads"});
  const int layers = config.integer({"num_hidden_layers"}), inner = config.integer({"intermediate_size"});
  const int positions = config.integer({"max_position_embeddings"});
  const VocabularyMap map{config.integer({"vocab_size"}), config.integer({"eos_token_id"}, 0, true)};
  if (C % heads != 0)
    throw Error(config.where() + ": hidden_size = " + std::to_string(C) +
                " is not a multiple of num_attention_heads = " + std::to_string(heads));
  if (!config.value({"rope_scaling"}).is_null())
    throw Error(config.where() + ": \"rope_scaling\" is " + config.value({"rope_scaling"}).dump() +
                "; the workbench's rotary positions are not scaled (a model extended to longer texts)");
  if (!config.flag({"attention_bias"}, true))
    throw Error(config.where() + ": \"attention_bias\" is false; the workbench's GPT-NeoX has biased projections");
  TransformerConfig t;
  t.architecture = TransformerConfig::kDecoderOnly;
  t.d_model = C, t.heads = heads, t.encoder_layers = 0, t.decoder_layers = layers, t.d_ff = inner;
  t.dropout = config.number({"hidden_dropout"}, 0.0);
  t.max_len = std::min(positions, TransformerConfig::kMaxLength);
  t.norm_placement = NormPlacement::pre;
  t.norm_eps = config.number({"layer_norm_eps"}, 1e-5);
  t.activation = activation_named(config, {"hidden_act"}, "gelu");
  t.positions = PositionKind::rotary;
  t.rotary_fraction = config.number({"partial_rotary_factor", "rotary_pct"}, 1.0);
  t.rotary_base = config.number({"rope_theta", "rotary_emb_base"}, 10000.0);
  t.parallel_residual = config.flag({"use_parallel_residual"}, true);
  t.qkv_bias = true;
  t.scale_scores = true;
  t.scale_embedding = false;
  t.init = InitKind::normal;
  t.tie_weights = config.flag({"tie_word_embeddings"}, false);
  const int d_k = C / heads;
  if (t.rotary_dims() % 2 != 0 || t.rotary_dims() == 0)
    throw Error(config.where() + ": rotary_pct = " + std::to_string(t.rotary_fraction) + " turns " +
                std::to_string(t.rotary_dims()) + " of each head's " + std::to_string(d_k) +
                " features; rotary positions turn an even number of them, at least two");

  return assemble_folder_model(config, t, map, [&](GptTransformer& model) {
    const FolderWeights weights(config.folder());
    const std::string prefix = weights.contains("gpt_neox.embed_in.weight") ? "gpt_neox." : "";
    if (!weights.contains(prefix + "embed_in.weight"))
      throw Error(config.folder().string() + ": the weights (" + weights.description() +
                  ") have no gpt_neox.embed_in.weight: these are not GPT-NeoX's weights");
    const int64_t V = map.size, I = inner;
    const TensorReader in(weights, "GPT-NeoX",
                          "hidden_size " + std::to_string(C) + ", intermediate_size " + std::to_string(I) +
                              ", vocab_size " + std::to_string(V) + ", num_attention_heads " + std::to_string(heads));
    const auto named = [&](const std::string& name) { return prefix + name; };
    read_vocabulary_rows(weights, in.check(named("embed_in.weight"), {V, C}), map, model.embedding.tokens.weight.value);
    for (int l = 0; l < layers; ++l) {
      const std::string h = "layers." + std::to_string(l) + ".";
      EncoderLayer& block = model.blocks[static_cast<size_t>(l)];
      in.read(named(h + "input_layernorm.weight"), {C}, block.self_attention_residual.norm.gain.value);
      in.read(named(h + "input_layernorm.bias"), {C}, block.self_attention_residual.norm.bias.value);
      in.read(named(h + "post_attention_layernorm.weight"), {C}, block.feed_forward_residual.norm.gain.value);
      in.read(named(h + "post_attention_layernorm.bias"), {C}, block.feed_forward_residual.norm.bias.value);
      MultiHeadAttention& a = block.self_attention;
      const Matrix qkv = in.read_matrix(named(h + "attention.query_key_value.weight"), {3 * C, C}, 3 * C, C);
      const Matrix bias = in.read_matrix(named(h + "attention.query_key_value.bias"), {3 * C}, 1, 3 * C);
      Linear* parts[3] = {&a.query, &a.key, &a.value};
      for (int head = 0; head < heads; ++head)
        for (int s = 0; s < 3; ++s) {
          const Eigen::Index from = (static_cast<Eigen::Index>(head) * 3 + s) * d_k, to = head * d_k;
          parts[s]->weight.value.middleRows(to, d_k) = qkv.middleRows(from, d_k);
          parts[s]->bias.value.middleCols(to, d_k) = bias.middleCols(from, d_k);
        }
      in.read(named(h + "attention.dense.weight"), {C, C}, a.output.weight.value);
      in.read(named(h + "attention.dense.bias"), {C}, a.output.bias.value);
      FeedForward& mlp = block.feed_forward;
      in.read(named(h + "mlp.dense_h_to_4h.weight"), {I, C}, mlp.linear1.weight.value);
      in.read(named(h + "mlp.dense_h_to_4h.bias"), {I}, mlp.linear1.bias.value);
      in.read(named(h + "mlp.dense_4h_to_h.weight"), {C, I}, mlp.linear2.weight.value);
      in.read(named(h + "mlp.dense_4h_to_h.bias"), {C}, mlp.linear2.bias.value);
    }
    in.read(named("final_layer_norm.weight"), {C}, model.final_norm.gain.value);
    in.read(named("final_layer_norm.bias"), {C}, model.final_norm.bias.value);
    if (!t.tie_weights)
      read_vocabulary_rows(weights, in.check("embed_out.weight", {V, C}), map, model.lm_head.weight.value);
  });
}

std::string cannot_write_gpt_neox(const twb::LanguageModel& model) {
  const TransformerConfig& t = model.config();
  if (t.positions != PositionKind::rotary) return "its positions are not rotary";
  if (!t.qkv_bias) return "its Q, K and V projections have no bias";
  if (!t.scale_scores) return "its scores are not scaled by 1/√d_k";
  if (t.has_local_layers()) return "it has local attention layers";
  return "";
}

void write_gpt_neox(twb::LanguageModel& model, const fs::path& folder) {
  const TransformerConfig& t = model.config();
  const VocabularyMap map = vocabulary_map_of(model);
  const int64_t C = t.d_model, I = t.d_ff, V = map.size, d_k = t.d_model / t.heads;
  GptTransformer& m = model.transformer();
  io::SafetensorsFile out;
  out.metadata["format"] = "pt";
  put_tensor(out, "gpt_neox.embed_in.weight", {V, C}, model_vocabulary_rows(m.embedding.tokens.weight.value, map));
  for (size_t l = 0; l < m.blocks.size(); ++l) {
    const std::string h = "gpt_neox.layers." + std::to_string(l) + ".";
    EncoderLayer& block = m.blocks[l];
    put_tensor(out, h + "input_layernorm.weight", {C}, block.self_attention_residual.norm.gain.value);
    put_tensor(out, h + "input_layernorm.bias", {C}, block.self_attention_residual.norm.bias.value);
    put_tensor(out, h + "post_attention_layernorm.weight", {C}, block.feed_forward_residual.norm.gain.value);
    put_tensor(out, h + "post_attention_layernorm.bias", {C}, block.feed_forward_residual.norm.bias.value);
    const MultiHeadAttention& a = block.self_attention;
    const Linear* parts[3] = {&a.query, &a.key, &a.value};
    Matrix qkv(3 * C, C), bias(1, 3 * C);
    for (int64_t head = 0; head < t.heads; ++head)
      for (int s = 0; s < 3; ++s) {
        qkv.middleRows((head * 3 + s) * d_k, d_k) = parts[s]->weight.value.middleRows(head * d_k, d_k);
        bias.middleCols((head * 3 + s) * d_k, d_k) = parts[s]->bias.value.middleCols(head * d_k, d_k);
      }
    put_tensor(out, h + "attention.query_key_value.weight", {3 * C, C}, qkv);
    put_tensor(out, h + "attention.query_key_value.bias", {3 * C}, bias);
    put_tensor(out, h + "attention.dense.weight", {C, C}, a.output.weight.value);
    put_tensor(out, h + "attention.dense.bias", {C}, a.output.bias.value);
    put_tensor(out, h + "mlp.dense_h_to_4h.weight", {I, C}, block.feed_forward.linear1.weight.value);
    put_tensor(out, h + "mlp.dense_h_to_4h.bias", {I}, block.feed_forward.linear1.bias.value);
    put_tensor(out, h + "mlp.dense_4h_to_h.weight", {C, I}, block.feed_forward.linear2.weight.value);
    put_tensor(out, h + "mlp.dense_4h_to_h.bias", {C}, block.feed_forward.linear2.bias.value);
  }
  put_tensor(out, "gpt_neox.final_layer_norm.weight", {C}, m.final_norm.gain.value);
  put_tensor(out, "gpt_neox.final_layer_norm.bias", {C}, m.final_norm.bias.value);
  if (!t.tie_weights) put_tensor(out, "embed_out.weight", {V, C}, model_vocabulary_rows(m.lm_head.weight.value, map));
  io::write_safetensors((folder / "model.safetensors").string(), out);

  const json config = {{"model_type", "gpt_neox"},
                       {"architectures", {"GPTNeoXForCausalLM"}},
                       {"vocab_size", V},
                       {"hidden_size", C},
                       {"num_attention_heads", t.heads},
                       {"num_hidden_layers", static_cast<int>(m.blocks.size())},
                       {"intermediate_size", I},
                       {"max_position_embeddings", t.max_len},
                       {"rotary_pct", t.rotary_fraction},
                       {"rotary_emb_base", t.rotary_base},
                       {"use_parallel_residual", t.parallel_residual},
                       {"hidden_act", activation_name(t.activation)},
                       {"layer_norm_eps", t.norm_eps},
                       {"hidden_dropout", t.dropout},
                       {"attention_dropout", t.dropout},
                       {"initializer_range", 0.02},
                       {"tie_word_embeddings", t.tie_weights},
                       {"use_cache", true},
                       {"bos_token_id", map.end_of_text},
                       {"eos_token_id", map.end_of_text}};
  files::write_file_atomically((folder / "config.json").string(), config.dump(2) + "\n");
}

}  // namespace

const ModelFamily kGptNeoXFamily = {"gpt_neox", "GPT-NeoX (Pythia)", open_gpt_neox, cannot_write_gpt_neox,
                                    write_gpt_neox};

}  // namespace twb::huggingface
