// GPT-2 from a Hugging Face model folder, and back: a model trained elsewhere (GPT-2 of any size,
// distilgpt2, a fine-tuned GPT-2) becomes a workbench LanguageModel, every view and training on it;
// a workbench GPT with GPT-2's tokenizer is written as a folder transformers' from_pretrained reads.
//
// The folder (what `huggingface-cli download gpt2 config.json model.safetensors vocab.json
// merges.txt` fetches):
//   config.json        "model_type": "gpt2"; n_embd C, n_head, n_layer, n_positions, vocab_size V,
//                      n_inner (null: 4C), activation_function, layer_norm_epsilon, resid_pdrop,
//                      eos_token_id, tie_word_embeddings, scale_attn_weights
//   model.safetensors  GPT-2's names, with or without the "transformer." prefix:
//                        wte.weight [V, C]                  wpe.weight [n_positions, C]
//                        h.L.ln_1.weight, .bias [C]         h.L.attn.c_attn.weight [C, 3C], .bias [3C]
//                        h.L.attn.c_proj.weight [C, C]      h.L.ln_2.*
//                        h.L.mlp.c_fc.weight [C, n_inner]   h.L.mlp.c_proj.weight [n_inner, C]
//                        ln_f.weight, .bias                 lm_head.weight [V, C] (only when not tied)
//                      Conv1D weights are [in, out], the transpose of a Linear's (out, in); c_attn holds
//                      Q, K and V side by side. h.L.attn.bias and .masked_bias (the causal mask kept
//                      as buffers) are skipped. F32, F16 or BF16.
//   vocab.json + merges.txt, or tokenizer.json: the byte-level BPE (text/byte_level_bpe.h).
//
// GPT-2 is the workbench's GPT (pre-norm blocks, the tanh GELU "gelu_new", learned positions, a
// final LayerNorm, the output layer tied to wte, no √C scaling of the embedding). The vocabulary
// keeps the workbench's four specials at ids 0..3 (text/special_tokens.h): GPT-2's token g is
// id g + 4 before its <|endoftext|> (id e) and g + 3 after it, and <|endoftext|> itself is <eos>,
// which <sos> reads too; the model never predicts <pad>, <unk> or <sos>
// (TransformerConfig::single_boundary_token). So V + 3 rows, whose logits over GPT-2's tokens are
// GPT-2's own.
#pragma once

#include <filesystem>
#include <string>

#include "train/language_model.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Whether `path` is a folder with a config.json: a model folder rather than a checkpoint. Inline:
// the checkpoint code of the double-precision build (gradient checks) asks it too.
inline bool is_model_folder(const std::string& path) {
  std::error_code ignored;
  return std::filesystem::is_directory(path, ignored) &&
         std::filesystem::exists(std::filesystem::path(path) / "config.json", ignored);
}

// Opens the GPT-2 in `folder`. The weights are read once, straight into the model, which has no
// gradients until it trains (WithoutGradients). Throws twb::Error naming the file and what is
// wrong: a folder of another architecture (named, with what is supported), a missing or mismatched
// tokenizer file, a missing tensor or one of the wrong shape (named), a truncated file.
LanguageModel open_hugging_face_gpt2(const std::string& folder);

// Writes `model` as a Hugging Face GPT-2 folder: config.json, model.safetensors (F32, tied: no
// lm_head.weight), vocab.json and merges.txt, into a temporary folder beside `folder` renamed into
// place (a folder already there is replaced only when it holds nothing but those files). Throws
// twb::Error, writing nothing, for a model that is not GPT-2-shaped or has another tokenizer.
void save_hugging_face_gpt2(LanguageModel& model, const std::string& folder);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
