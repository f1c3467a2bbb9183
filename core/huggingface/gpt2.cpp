// GPT-2 (OpenAI 2019; transformers' GPT2LMHeadModel): GPT-2 of any size, distilgpt2, a GPT-2
// fine-tuned by others. The workbench's GPT as it is: pre-norm blocks, learned positions, a final
// LayerNorm, the output layer tied to wte, no √C scaling of the embedding.
//
//   config.json   "model_type": "gpt2"; n_embd C, n_head, n_layer, n_positions, vocab_size V,
//                 n_inner (null: 4C), activation_function, layer_norm_epsilon, resid_pdrop,
//                 eos_token_id, tie_word_embeddings, scale_attn_weights
//   weights       GPT-2's names, with or without the "transformer." prefix:
//                   wte.weight [V, C]                 wpe.weight [n_positions, C]
//                   h.L.ln_1.weight, .bias [C]        h.L.attn.c_attn.weight [C, 3C], .bias [3C]
//                   h.L.attn.c_proj.weight [C, C]     h.L.ln_2.*
//                   h.L.mlp.c_fc.weight [C, n_inner]  h.L.mlp.c_proj.weight [n_inner, C]
//                   ln_f.weight, .bias                lm_head.weight [V, C] (only when not tied)
//                 Conv1D weights are [in, out], the transpose of a Linear's (out, in); c_attn holds
//                 Q, K and V side by side. h.L.attn.bias and .masked_bias (the causal mask kept as
//                 buffers) are not read.
#include "huggingface/family.h"
#include "huggingface/family_support.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

twb::LanguageModel open_gpt2(const ConfigFile& config) {
  const int C = config.integer({"n_embd"}), heads = config.integer({"n_head"}), layers = config.integer({"n_layer"});
  const int positions = config.integer({"n_positions", "n_ctx"});
  const VocabularyMap map{config.integer({"vocab_size"}), config.integer({"eos_token_id"}, 50256, true)};
  const int inner = config.integer({"n_inner"}, 4 * C);
  if (config.flag({"add_cross_attention"}, false))
    throw Error(config.where() +
                ": \"add_cross_attention\" is true, a GPT-2 inside an encoder–decoder; only the decoder-only GPT-2 "
                "is opened");
  if (config.flag({"scale_attn_by_inverse_layer_idx"}, false))
    throw Error(config.where() +
                ": \"scale_attn_by_inverse_layer_idx\" is true (scores also divided by the layer's number), which "
                "the workbench's attention does not do");
  if (C % heads != 0)
    throw Error(config.where() + ": n_embd = " + std::to_string(C) +
                " is not a multiple of n_head = " + std::to_string(heads));
  TransformerConfig t;
  t.architecture = TransformerConfig::kDecoderOnly;
  t.d_model = C, t.heads = heads, t.encoder_layers = 0, t.decoder_layers = layers, t.d_ff = inner;
  t.dropout = config.number({"resid_pdrop"}, 0.1);
  t.max_len = positions;
  t.norm_placement = NormPlacement::pre;
  t.norm_eps = config.number({"layer_norm_epsilon"}, 1e-5);
  t.activation = activation_named(config, {"activation_function"}, "gelu_new");
  t.positions = PositionKind::learned;
  t.qkv_bias = true;
  t.scale_scores = config.flag({"scale_attn_weights"}, true);
  t.scale_embedding = false;
  t.init = InitKind::normal;
  t.tie_weights = config.flag({"tie_word_embeddings"}, true);

  return assemble_folder_model(config, t, map, [&](GptTransformer& model) {
    const FolderWeights weights(config.folder());
    const std::string prefix = weights.contains("transformer.wte.weight") ? "transformer." : "";
    if (!weights.contains(prefix + "wte.weight"))
      throw Error(config.folder().string() + ": the weights (" + weights.description() +
                  ") have no wte.weight (nor transformer.wte.weight): these are not GPT-2's weights");
    const int64_t V = map.size, I = inner;
    const TensorReader in(weights, "GPT-2",
                          "n_embd " + std::to_string(C) + ", n_inner " + std::to_string(I) + ", vocab_size " +
                              std::to_string(V) + ", n_positions " + std::to_string(positions));
    const auto named = [&](const std::string& name) { return prefix + name; };
    // A Conv1D weight [in, out] as a Linear's (out, in).
    const auto conv1d = [&](const std::string& name, int64_t rows, int64_t cols) {
      return in.read_matrix(named(name), {rows, cols}, rows, cols);
    };
    read_vocabulary_rows(weights, in.check(named("wte.weight"), {V, C}), map, model.embedding.tokens.weight.value);
    in.read(named("wpe.weight"), {positions, C}, model.embedding.positions.weight.value);
    for (int l = 0; l < layers; ++l) {
      const std::string h = "h." + std::to_string(l) + ".";
      EncoderLayer& block = model.blocks[static_cast<size_t>(l)];
      in.read(named(h + "ln_1.weight"), {C}, block.self_attention_residual.norm.gain.value);
      in.read(named(h + "ln_1.bias"), {C}, block.self_attention_residual.norm.bias.value);
      MultiHeadAttention& a = block.self_attention;
      const Matrix qkv = conv1d(h + "attn.c_attn.weight", C, 3 * C);  // x W: [C, 3C] = [Wq^T Wk^T Wv^T]
      a.query.weight.value = qkv.middleCols(0, C).transpose();
      a.key.weight.value = qkv.middleCols(C, C).transpose();
      a.value.weight.value = qkv.middleCols(2 * C, C).transpose();
      const Matrix bias = in.read_matrix(named(h + "attn.c_attn.bias"), {3 * C}, 1, 3 * C);
      a.query.bias.value = bias.middleCols(0, C);
      a.key.bias.value = bias.middleCols(C, C);
      a.value.bias.value = bias.middleCols(2 * C, C);
      a.output.weight.value = conv1d(h + "attn.c_proj.weight", C, C).transpose();
      in.read(named(h + "attn.c_proj.bias"), {C}, a.output.bias.value);
      in.read(named(h + "ln_2.weight"), {C}, block.feed_forward_residual.norm.gain.value);
      in.read(named(h + "ln_2.bias"), {C}, block.feed_forward_residual.norm.bias.value);
      FeedForward& mlp = block.feed_forward;
      mlp.linear1.weight.value = conv1d(h + "mlp.c_fc.weight", C, I).transpose();
      in.read(named(h + "mlp.c_fc.bias"), {I}, mlp.linear1.bias.value);
      mlp.linear2.weight.value = conv1d(h + "mlp.c_proj.weight", I, C).transpose();
      in.read(named(h + "mlp.c_proj.bias"), {C}, mlp.linear2.bias.value);
    }
    in.read(named("ln_f.weight"), {C}, model.final_norm.gain.value);
    in.read(named("ln_f.bias"), {C}, model.final_norm.bias.value);
    if (!t.tie_weights) {
      if (!weights.contains("lm_head.weight"))
        throw Error(config.folder().string() + ": the weights (" + weights.description() +
                    ") lack lm_head.weight, which config.json's \"tie_word_embeddings\": false needs");
      read_vocabulary_rows(weights, in.check("lm_head.weight", {V, C}), map, model.lm_head.weight.value);
    }
  });
}

std::string cannot_write_gpt2(const twb::LanguageModel& model) {
  const TransformerConfig& t = model.config();
  if (t.positions != PositionKind::learned)
    return std::string("its positions are ") + (t.positions == PositionKind::rotary ? "rotary" : "sinusoidal") +
           ", not learned";
  if (!t.qkv_bias) return "its Q, K and V projections have no bias";
  if (t.parallel_residual) return "its blocks are parallel";
  if (t.has_local_layers()) return "it has local attention layers";
  return "";
}

void write_gpt2(twb::LanguageModel& model, const fs::path& folder) {
  const TransformerConfig& t = model.config();
  const VocabularyMap map = vocabulary_map_of(model);
  const int64_t C = t.d_model, I = t.d_ff, V = map.size;
  GptTransformer& m = model.transformer();
  io::SafetensorsFile out;
  out.metadata["format"] = "pt";
  put_tensor(out, "wte.weight", {V, C}, model_vocabulary_rows(m.embedding.tokens.weight.value, map));
  put_tensor(out, "wpe.weight", {t.max_len, C}, m.embedding.positions.weight.value);
  for (size_t l = 0; l < m.blocks.size(); ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    EncoderLayer& block = m.blocks[l];
    put_tensor(out, h + "ln_1.weight", {C}, block.self_attention_residual.norm.gain.value);
    put_tensor(out, h + "ln_1.bias", {C}, block.self_attention_residual.norm.bias.value);
    const MultiHeadAttention& a = block.self_attention;
    Matrix qkv(C, 3 * C), qkv_bias(1, 3 * C);
    qkv << a.query.weight.value.transpose(), a.key.weight.value.transpose(), a.value.weight.value.transpose();
    qkv_bias << a.query.bias.value, a.key.bias.value, a.value.bias.value;
    put_tensor(out, h + "attn.c_attn.weight", {C, 3 * C}, qkv);
    put_tensor(out, h + "attn.c_attn.bias", {3 * C}, qkv_bias);
    put_tensor(out, h + "attn.c_proj.weight", {C, C}, a.output.weight.value.transpose());
    put_tensor(out, h + "attn.c_proj.bias", {C}, a.output.bias.value);
    put_tensor(out, h + "ln_2.weight", {C}, block.feed_forward_residual.norm.gain.value);
    put_tensor(out, h + "ln_2.bias", {C}, block.feed_forward_residual.norm.bias.value);
    put_tensor(out, h + "mlp.c_fc.weight", {C, I}, block.feed_forward.linear1.weight.value.transpose());
    put_tensor(out, h + "mlp.c_fc.bias", {I}, block.feed_forward.linear1.bias.value);
    put_tensor(out, h + "mlp.c_proj.weight", {I, C}, block.feed_forward.linear2.weight.value.transpose());
    put_tensor(out, h + "mlp.c_proj.bias", {C}, block.feed_forward.linear2.bias.value);
  }
  put_tensor(out, "ln_f.weight", {C}, m.final_norm.gain.value);
  put_tensor(out, "ln_f.bias", {C}, m.final_norm.bias.value);
  if (!t.tie_weights) put_tensor(out, "lm_head.weight", {V, C}, model_vocabulary_rows(m.lm_head.weight.value, map));
  io::write_safetensors((folder / "model.safetensors").string(), out);

  const json config = {{"model_type", "gpt2"},
                       {"architectures", {"GPT2LMHeadModel"}},
                       {"vocab_size", V},
                       {"n_positions", t.max_len},
                       {"n_ctx", t.max_len},
                       {"n_embd", C},
                       {"n_layer", static_cast<int>(m.blocks.size())},
                       {"n_head", t.heads},
                       {"n_inner", I},
                       {"activation_function", activation_name(t.activation)},
                       {"layer_norm_epsilon", t.norm_eps},
                       {"resid_pdrop", t.dropout},
                       {"embd_pdrop", t.dropout},
                       {"attn_pdrop", t.dropout},
                       {"initializer_range", 0.02},
                       {"scale_attn_weights", t.scale_scores},
                       {"tie_word_embeddings", t.tie_weights},
                       {"bos_token_id", map.end_of_text},
                       {"eos_token_id", map.end_of_text}};
  files::write_file_atomically((folder / "config.json").string(), config.dump(2) + "\n");
}

}  // namespace

const ModelFamily kGpt2Family = {"gpt2", "GPT-2", open_gpt2, cannot_write_gpt2, write_gpt2};

}  // namespace twb::huggingface
