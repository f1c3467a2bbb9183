// Hugging Face GPT-2 folders made by the tests: a byte-level vocabulary and random weights of any
// size, under GPT-2's tensor names (Conv1D's [in, out] layout, no transformer. prefix).
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/safetensors.h"
#include "text/byte_level_bpe.h"

namespace twb::testing {

// vocab.json's object: the 256 byte characters (ids 0 … 255), then `merged` (each the result of a
// merge in merges.txt), then <|endoftext|> last.
inline nlohmann::json byte_level_vocabulary(const std::vector<std::string>& merged) {
  nlohmann::json vocab = nlohmann::json::object();
  for (int b = 0; b < 256; ++b) vocab[text::ByteLevelBpeTokenizer::byte_character(static_cast<unsigned char>(b))] = b;
  for (const std::string& m : merged) vocab[m] = static_cast<int>(vocab.size());
  vocab["<|endoftext|>"] = static_cast<int>(vocab.size());
  return vocab;
}

// Every weight of the GPT-2 that config.json `config` describes (n_embd, n_layer, n_positions,
// vocab_size; n_inner 4 n_embd), drawn from normal(0, scale) by std::mt19937(seed).
inline io::SafetensorsFile random_gpt2_weights(const nlohmann::json& config, unsigned seed, float scale = 0.5f) {
  io::SafetensorsFile weights;
  std::mt19937 gen(seed);
  std::normal_distribution<float> normal(0, scale);
  const int64_t C = config.at("n_embd").get<int64_t>(), V = config.at("vocab_size").get<int64_t>();
  const auto put = [&](const std::string& name, std::vector<int64_t> shape) {
    int64_t n = 1;
    for (const int64_t d : shape) n *= d;
    std::vector<float> values(static_cast<size_t>(n));
    for (auto& v : values) v = normal(gen);
    weights.put_f32(name, shape, values);
  };
  put("wte.weight", {V, C});
  put("wpe.weight", {config.at("n_positions").get<int64_t>(), C});
  for (int l = 0; l < config.at("n_layer").get<int>(); ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    for (const char* ln : {"ln_1", "ln_2"}) {
      put(h + ln + ".weight", {C});
      put(h + ln + ".bias", {C});
    }
    put(h + "attn.c_attn.weight", {C, 3 * C});
    put(h + "attn.c_attn.bias", {3 * C});
    put(h + "attn.c_proj.weight", {C, C});
    put(h + "attn.c_proj.bias", {C});
    put(h + "mlp.c_fc.weight", {C, 4 * C});
    put(h + "mlp.c_fc.bias", {4 * C});
    put(h + "mlp.c_proj.weight", {4 * C, C});
    put(h + "mlp.c_proj.bias", {C});
  }
  put("ln_f.weight", {C});
  put("ln_f.bias", {C});
  return weights;
}

// A whole folder in `dir` (made if missing): config.json, vocab.json, merges.txt and
// model.safetensors of random_gpt2_weights(config, seed, scale).
inline void write_gpt2_folder(const std::filesystem::path& dir, const nlohmann::json& config,
                              const nlohmann::json& vocab, const std::string& merges, unsigned seed,
                              float scale = 0.5f) {
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "config.json") << config.dump();
  std::ofstream(dir / "vocab.json") << vocab.dump();
  std::ofstream(dir / "merges.txt") << merges;
  io::write_safetensors((dir / "model.safetensors").string(), random_gpt2_weights(config, seed, scale));
}

}  // namespace twb::testing
