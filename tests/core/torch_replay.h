// A PyTorch training run to replay step for step (written by tests/torch_replay.py): the initial
// weights under the engine's names, every training pair, each step's batch, PyTorch's loss at each
// step and its weights at the end. Read by the TorchParity.TrainingReplay test and by the
// twb_torch_replay tool.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/safetensors.h"
#include "model/seq2seq.h"
#include "train/batching.h"
#include "train/trainer.h"
#include "util/error.h"

namespace twb {

struct TorchReplay {
  io::SafetensorsFile file;
  TransformerConfig config;
  TrainerSettings settings;
  std::vector<EncodedPair> pairs;       // the target without <sos> and <eos>
  std::vector<std::vector<int>> steps;  // each step's pair indices, in batch row order
  std::vector<float> expected_loss;     // PyTorch's loss at each step
};

namespace replay_detail {
// Entries offsets[k] .. offsets[k + 1] of the values.
inline std::vector<std::vector<int32_t>> ragged(const io::SafetensorsFile& file, const std::string& values_name,
                                                const std::string& offsets_name) {
  const std::vector<int64_t> values = file.get_i64(values_name);
  const std::vector<int64_t> offsets = file.get_i64(offsets_name);
  std::vector<std::vector<int32_t>> rows;
  for (size_t k = 0; k + 1 < offsets.size(); ++k) {
    if (offsets[k] < 0 || offsets[k] > offsets[k + 1] || offsets[k + 1] > static_cast<int64_t>(values.size()))
      throw Error(offsets_name + " does not cut " + values_name);
    rows.emplace_back(values.begin() + offsets[k], values.begin() + offsets[k + 1]);
  }
  return rows;
}
}  // namespace replay_detail

inline TorchReplay read_torch_replay(const std::string& path) {
  TorchReplay r;
  r.file = io::read_safetensors(path);
  r.config = TransformerConfig::from_json(nlohmann::json::parse(r.file.metadata.at("config")));
  r.settings = TrainerSettings::from_json(nlohmann::json::parse(r.file.metadata.at("trainer")));
  const auto sources = replay_detail::ragged(r.file, "pairs.source", "pairs.source_offsets");
  const auto targets = replay_detail::ragged(r.file, "pairs.target", "pairs.target_offsets");
  if (sources.size() != targets.size()) throw Error(path + ": as many sources as targets expected");
  for (size_t i = 0; i < sources.size(); ++i) r.pairs.push_back({sources[i], targets[i]});
  for (const auto& step : replay_detail::ragged(r.file, "steps.indices", "steps.offsets"))
    r.steps.emplace_back(step.begin(), step.end());
  r.expected_loss = r.file.get_f32("expected.loss", {static_cast<int64_t>(r.steps.size())});
  return r;
}

// Copies the tensors named as the engine's parameters into the model's parameters.
inline void load_replay_weights(const io::SafetensorsFile& file, ParameterList parameters) {
  for (auto& [name, parameter] : parameters) {
    Matrix& value = parameter->value;
    const std::vector<float> data = file.get_f32(name);
    if (static_cast<Eigen::Index>(data.size()) != value.size())
      throw Error(name + " has " + std::to_string(data.size()) + " values; the engine's has " +
                  std::to_string(value.size()));
    for (size_t i = 0; i < data.size(); ++i) value.data()[i] = static_cast<real>(data[i]);
  }
}

}  // namespace twb
