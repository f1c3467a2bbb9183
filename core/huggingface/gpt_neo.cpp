// GPT-Neo (EleutherAI; transformers' GPTNeoForCausalLM): TinyStories-1M … 33M, gpt-neo-125M …
// 2.7B. The workbench's GPT with two differences in its attention:
//   - no 1/√d_k: the scores are q·k as they are (scale_scores false), q, k and v without bias;
//   - local layers: attention_types alternates "global" and "local" layers, and a local layer's
//     query i sees only the keys i − window_size < j ≤ i (a causal, banded mask).
//
//   config.json   "model_type": "gpt_neo"; hidden_size C, num_heads, num_layers, intermediate_size
//                 (null: 4C), max_position_embeddings, vocab_size V, attention_types (e.g.
//                 [[["global", "local"], 12]]: the pattern, repeated), window_size,
//                 activation_function, layer_norm_epsilon, resid_dropout, eos_token_id,
//                 tie_word_embeddings
//   weights       under "transformer." (lm_head beside it); Linear weights [out, in]:
//                   wte.weight [V, C]                       wpe.weight [max_position_embeddings, C]
//                   h.L.ln_1.weight, .bias [C]              h.L.ln_2.*
//                   h.L.attn.attention.q_proj.weight [C, C] (k_proj, v_proj alike; no bias)
//                   h.L.attn.attention.out_proj.weight [C, C], .bias [C]
//                   h.L.mlp.c_fc.weight [I, C], .bias [I]   h.L.mlp.c_proj.weight [C, I], .bias [C]
//                   ln_f.weight, .bias [C]                  lm_head.weight [V, C] (when not tied)
//                 The mask buffers (attn.attention.bias, .masked_bias) are not read.
#include "huggingface/family.h"
#include "huggingface/family_support.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// attention_types [[["global", "local"], 12]] → each layer's kind; the layers that are local.
std::vector<int> local_layers_of(const ConfigFile& config, int layers) {
  const json& types = config.value({"attention_types"});
  std::vector<std::string> kinds;
  if (types.is_null()) {
    const json& layout = config.value({"attention_layers"});  // the expanded list, when given
    if (layout.is_array())
      for (const json& kind : layout) kinds.push_back(kind.is_string() ? kind.get<std::string>() : "?");
  } else {
    const std::string wrong = config.where() + ": \"attention_types\" is " + types.dump() +
                              "; GPT-Neo gives it as [[[\"global\", \"local\"], repeats], …]";
    if (!types.is_array()) throw Error(wrong);
    for (const json& item : types) {
      if (!item.is_array() || item.size() != 2 || !item[0].is_array() || !item[1].is_number_integer() ||
          item[1].get<int64_t>() < 0 || item[1].get<int64_t>() > 4096)
        throw Error(wrong);
      for (int64_t r = 0; r < item[1].get<int64_t>(); ++r)
        for (const json& kind : item[0]) kinds.push_back(kind.is_string() ? kind.get<std::string>() : "?");
    }
  }
  if (kinds.empty()) return {};
  if (static_cast<int>(kinds.size()) != layers)
    throw Error(config.where() + ": \"attention_types\" describes " + std::to_string(kinds.size()) +
                " layers, but num_layers is " + std::to_string(layers));
  std::vector<int> local;
  for (int l = 0; l < layers; ++l) {
    const std::string& kind = kinds[static_cast<size_t>(l)];
    if (kind == "local")
      local.push_back(l);
    else if (kind != "global")
      throw Error(config.where() + ": layer " + std::to_string(l) + "'s attention type is \"" + kind +
                  "\"; GPT-Neo's are \"global\" and \"local\"");
  }
  return local;
}

twb::LanguageModel open_gpt_neo(const ConfigFile& config) {
  const int C = config.integer({"hidden_size"}), heads = config.integer({"num_heads"});
  const int layers = config.integer({"num_layers"}), inner = config.integer({"intermediate_size"}, 4 * C);
  const int positions = config.integer({"max_position_embeddings"});
  const VocabularyMap map{config.integer({"vocab_size"}), config.integer({"eos_token_id"}, 50256, true)};
  if (C % heads != 0)
    throw Error(config.where() + ": hidden_size = " + std::to_string(C) +
                " is not a multiple of num_heads = " + std::to_string(heads));
  TransformerConfig t;
  t.architecture = TransformerConfig::kDecoderOnly;
  t.d_model = C, t.heads = heads, t.encoder_layers = 0, t.decoder_layers = layers, t.d_ff = inner;
  t.dropout = config.number({"resid_dropout"}, 0.0);
  t.max_len = positions;
  t.norm_placement = NormPlacement::pre;
  t.norm_eps = config.number({"layer_norm_epsilon"}, 1e-5);
  t.activation = activation_named(config, {"activation_function"}, "gelu_new");
  t.positions = PositionKind::learned;
  t.qkv_bias = false;
  t.scale_scores = false;  // GPT-Neo's attention does not divide its scores by √d_k
  t.scale_embedding = false;
  t.init = InitKind::normal;
  t.tie_weights = config.flag({"tie_word_embeddings"}, true);
  t.local_layers = local_layers_of(config, layers);
  if (!t.local_layers.empty()) t.attention_window = config.integer({"window_size"});

  return assemble_folder_model(config, t, map, [&](GptTransformer& model) {
    const FolderWeights weights(config.folder());
    const std::string prefix = weights.contains("transformer.wte.weight") ? "transformer." : "";
    if (!weights.contains(prefix + "wte.weight"))
      throw Error(config.folder().string() + ": the weights (" + weights.description() +
                  ") have no transformer.wte.weight: these are not GPT-Neo's weights");
    const int64_t V = map.size, I = inner;
    const TensorReader in(weights, "GPT-Neo",
                          "hidden_size " + std::to_string(C) + ", intermediate_size " + std::to_string(I) +
                              ", vocab_size " + std::to_string(V) + ", max_position_embeddings " +
                              std::to_string(positions));
    const auto named = [&](const std::string& name) { return prefix + name; };
    read_vocabulary_rows(weights, in.check(named("wte.weight"), {V, C}), map, model.embedding.tokens.weight.value);
    in.read(named("wpe.weight"), {positions, C}, model.embedding.positions.weight.value);
    for (int l = 0; l < layers; ++l) {
      const std::string h = "h." + std::to_string(l) + ".";
      EncoderLayer& block = model.blocks[static_cast<size_t>(l)];
      in.read(named(h + "ln_1.weight"), {C}, block.self_attention_residual.norm.gain.value);
      in.read(named(h + "ln_1.bias"), {C}, block.self_attention_residual.norm.bias.value);
      MultiHeadAttention& a = block.self_attention;
      in.read(named(h + "attn.attention.q_proj.weight"), {C, C}, a.query.weight.value);
      in.read(named(h + "attn.attention.k_proj.weight"), {C, C}, a.key.weight.value);
      in.read(named(h + "attn.attention.v_proj.weight"), {C, C}, a.value.weight.value);
      in.read(named(h + "attn.attention.out_proj.weight"), {C, C}, a.output.weight.value);
      in.read(named(h + "attn.attention.out_proj.bias"), {C}, a.output.bias.value);
      in.read(named(h + "ln_2.weight"), {C}, block.feed_forward_residual.norm.gain.value);
      in.read(named(h + "ln_2.bias"), {C}, block.feed_forward_residual.norm.bias.value);
      FeedForward& mlp = block.feed_forward;
      in.read(named(h + "mlp.c_fc.weight"), {I, C}, mlp.linear1.weight.value);
      in.read(named(h + "mlp.c_fc.bias"), {I}, mlp.linear1.bias.value);
      in.read(named(h + "mlp.c_proj.weight"), {C, I}, mlp.linear2.weight.value);
      in.read(named(h + "mlp.c_proj.bias"), {C}, mlp.linear2.bias.value);
    }
    in.read(named("ln_f.weight"), {C}, model.final_norm.gain.value);
    in.read(named("ln_f.bias"), {C}, model.final_norm.bias.value);
    if (!t.tie_weights)
      read_vocabulary_rows(weights, in.check("lm_head.weight", {V, C}), map, model.lm_head.weight.value);
  });
}

std::string cannot_write_gpt_neo(const twb::LanguageModel& model) {
  const TransformerConfig& t = model.config();
  if (t.positions != PositionKind::learned) return "its positions are not learned";
  if (t.qkv_bias) return "its Q, K and V projections have a bias";
  if (t.scale_scores) return "its scores are scaled by 1/√d_k, which GPT-Neo's are not";
  if (t.parallel_residual) return "its blocks are parallel";
  return "";
}

void write_gpt_neo(twb::LanguageModel& model, const fs::path& folder) {
  const TransformerConfig& t = model.config();
  const VocabularyMap map = vocabulary_map_of(model);
  const int64_t C = t.d_model, I = t.d_ff, V = map.size;
  const int layers = static_cast<int>(model.transformer().blocks.size());
  GptTransformer& m = model.transformer();
  io::SafetensorsFile out;
  out.metadata["format"] = "pt";
  put_tensor(out, "transformer.wte.weight", {V, C}, model_vocabulary_rows(m.embedding.tokens.weight.value, map));
  put_tensor(out, "transformer.wpe.weight", {t.max_len, C}, m.embedding.positions.weight.value);
  json kinds = json::array();
  for (int l = 0; l < layers; ++l) {
    const std::string h = "transformer.h." + std::to_string(l) + ".";
    EncoderLayer& block = m.blocks[static_cast<size_t>(l)];
    put_tensor(out, h + "ln_1.weight", {C}, block.self_attention_residual.norm.gain.value);
    put_tensor(out, h + "ln_1.bias", {C}, block.self_attention_residual.norm.bias.value);
    const MultiHeadAttention& a = block.self_attention;
    put_tensor(out, h + "attn.attention.q_proj.weight", {C, C}, a.query.weight.value);
    put_tensor(out, h + "attn.attention.k_proj.weight", {C, C}, a.key.weight.value);
    put_tensor(out, h + "attn.attention.v_proj.weight", {C, C}, a.value.weight.value);
    put_tensor(out, h + "attn.attention.out_proj.weight", {C, C}, a.output.weight.value);
    put_tensor(out, h + "attn.attention.out_proj.bias", {C}, a.output.bias.value);
    put_tensor(out, h + "ln_2.weight", {C}, block.feed_forward_residual.norm.gain.value);
    put_tensor(out, h + "ln_2.bias", {C}, block.feed_forward_residual.norm.bias.value);
    put_tensor(out, h + "mlp.c_fc.weight", {I, C}, block.feed_forward.linear1.weight.value);
    put_tensor(out, h + "mlp.c_fc.bias", {I}, block.feed_forward.linear1.bias.value);
    put_tensor(out, h + "mlp.c_proj.weight", {C, I}, block.feed_forward.linear2.weight.value);
    put_tensor(out, h + "mlp.c_proj.bias", {C}, block.feed_forward.linear2.bias.value);
    kinds.push_back(json::array({json::array({t.local_layer(l) ? "local" : "global"}), 1}));
  }
  put_tensor(out, "transformer.ln_f.weight", {C}, m.final_norm.gain.value);
  put_tensor(out, "transformer.ln_f.bias", {C}, m.final_norm.bias.value);
  if (!t.tie_weights) put_tensor(out, "lm_head.weight", {V, C}, model_vocabulary_rows(m.lm_head.weight.value, map));
  io::write_safetensors((folder / "model.safetensors").string(), out);

  const json config = {{"model_type", "gpt_neo"},
                       {"architectures", {"GPTNeoForCausalLM"}},
                       {"vocab_size", V},
                       {"hidden_size", C},
                       {"num_heads", t.heads},
                       {"num_layers", layers},
                       {"intermediate_size", I},
                       {"max_position_embeddings", t.max_len},
                       {"attention_types", kinds},
                       {"window_size", t.attention_window > 0 ? t.attention_window : 256},
                       {"activation_function", activation_name(t.activation)},
                       {"layer_norm_epsilon", t.norm_eps},
                       {"resid_dropout", t.dropout},
                       {"embed_dropout", t.dropout},
                       {"attention_dropout", t.dropout},
                       {"initializer_range", 0.02},
                       {"tie_word_embeddings", t.tie_weights},
                       {"use_cache", true},
                       {"bos_token_id", map.end_of_text},
                       {"eos_token_id", map.end_of_text}};
  files::write_file_atomically((folder / "config.json").string(), config.dump(2) + "\n");
}

}  // namespace

const ModelFamily kGptNeoFamily = {"gpt_neo", "GPT-Neo (TinyStories)", open_gpt_neo, cannot_write_gpt_neo,
                                   write_gpt_neo};

}  // namespace twb::huggingface
