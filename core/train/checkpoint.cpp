#include "train/checkpoint.h"
#include "huggingface/model_folder.h"

#include <algorithm>
#include <filesystem>
#include <cmath>
#include <map>

#include "util/build_info.h"
#include "util/error.h"
#include "util/json_number.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void put_validation(nlohmann::json& j, const HistoryPoint& p) {
  auto put = [&](const char* key, const std::optional<double>& value) {
    if (value) j[key] = *value;
  };
  put("validation_loss", p.validation_loss);
  put("validation_bleu", p.validation_bleu);
  put("validation_exact_match", p.validation_exact_match);
  put("validation_perplexity", p.validation_perplexity);
  put("validation_answer_accuracy", p.validation_answer_accuracy);
  put("validation_grammatical", p.validation_grammatical);
  put("validation_first_half_loss", p.validation_first_half_loss);
  put("validation_repeat_loss", p.validation_repeat_loss);
  put("validation_accuracy", p.validation_accuracy);
}

nlohmann::json to_json(const std::vector<HistoryPoint>& history) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& p : history) {
    nlohmann::json j{{"step", p.step},
                     {"epoch", p.epoch},
                     {"train_loss", p.train_loss},
                     {"learning_rate", p.learning_rate},
                     {"elapsed_seconds", p.elapsed_seconds},
                     {"tokens_per_second", p.tokens_per_second}};
    put_validation(j, p);
    list.push_back(std::move(j));
  }
  return list;
}

double train_loss_since_previous_evaluation(const std::vector<HistoryPoint>& history) {
  double weighted = 0, steps = 0;
  for (size_t i = history.size(); i-- > 0;) {
    const HistoryPoint& p = history[i];
    if (i + 1 < history.size() && p.validation_loss) break;  // the evaluation before the last point
    const int64_t previous = i > 0 ? history[i - 1].step : 0;
    const auto covered = static_cast<double>(std::max<int64_t>(0, p.step - previous));
    weighted += covered * p.train_loss;
    steps += covered;
  }
  if (steps > 0) return weighted / steps;
  return history.empty() ? 0 : history.back().train_loss;
}

std::vector<HistoryPoint> history_from_json(const nlohmann::json& list) {
  std::vector<HistoryPoint> history;
  for (const auto& j : list) {
    HistoryPoint p;
    p.step = json_integer_at<int64_t>(j, "step");
    p.epoch = j.at("epoch").get<double>();
    p.train_loss = j.at("train_loss").get<double>();
    p.learning_rate = j.at("learning_rate").get<double>();
    p.elapsed_seconds = j.at("elapsed_seconds").get<double>();
    p.tokens_per_second = j.at("tokens_per_second").get<double>();
    auto get = [&](const char* key, std::optional<double>& value) {
      if (j.contains(key)) value = j[key].get<double>();
    };
    get("validation_loss", p.validation_loss);
    get("validation_bleu", p.validation_bleu);
    get("validation_exact_match", p.validation_exact_match);
    get("validation_perplexity", p.validation_perplexity);
    get("validation_answer_accuracy", p.validation_answer_accuracy);
    get("validation_grammatical", p.validation_grammatical);
    get("validation_first_half_loss", p.validation_first_half_loss);
    get("validation_repeat_loss", p.validation_repeat_loss);
    get("validation_accuracy", p.validation_accuracy);
    history.push_back(p);
  }
  return history;
}

namespace checkpoint {

namespace {

std::vector<int64_t> shape_of(const Matrix& m) {
  if (m.rows() == 1) return {m.cols()};  // biases and LayerNorm parameters are vectors, as in PyTorch
  return {m.rows(), m.cols()};
}

}  // namespace

void put_matrix(io::SafetensorsFile& file, const std::string& name, const Matrix& m) {
  if constexpr (sizeof(real) == sizeof(float)) {
    file.put_f32(name, shape_of(m), reinterpret_cast<const float*>(m.data()));
  } else {
    const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> f = m.template cast<float>();
    file.put_f32(name, shape_of(m), f.data());
  }
}

void get_matrix(const io::SafetensorsFile& file, const std::string& name, Matrix& m, const std::string& path) {
  if (!file.contains(name))
    throw Error(path + " has no tensor '" + name +
                "': it was not written by this version of Transformer Workbench "
                "for this model shape");
  const std::vector<float> values = file.get_f32(name, shape_of(m));
  // A diverged run's weights load as NaN and would print empty translations and "loss nan": they
  // are refused here, with the tensor that holds them.
  for (size_t i = 0; i < values.size(); ++i) {
    if (!std::isfinite(values[i]))
      throw Error(path + ": tensor '" + name + "' holds " + (std::isnan(values[i]) ? "NaN" : "infinite") +
                  " values (the first at element " + std::to_string(i) +
                  "): the run that wrote it had diverged. Use an earlier checkpoint, or train again with a "
                  "lower learning rate");
  }
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = static_cast<real>(values[static_cast<size_t>(i)]);
}

std::string metadata(const io::SafetensorsFile& file, const std::string& key, const std::string& path) {
  const auto it = file.metadata.find(key);
  if (it == file.metadata.end())
    throw Error(path + " is not a Transformer Workbench checkpoint: its metadata has no '" + key + "'");
  return it->second;
}

nlohmann::json metadata_json(const io::SafetensorsFile& file, const std::string& key, const std::string& path) {
  try {
    return nlohmann::json::parse(metadata(file, key, path));
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed metadata '" + key + "' (" + json_message(e) +
                "); the file is damaged or was not written by Transformer Workbench");
  }
}

namespace {
// Refuses a file (or its header) that is not a checkpoint of this version's format.
void check_format(const io::SafetensorsFile& file, const std::string& path) {
  const std::string format = metadata(file, "format", path);
  if (format == kCheckpointFormat) return;
  const auto writer = file.metadata.find("written_by");
  const std::string by = writer == file.metadata.end() ? "" : " (written by " + writer->second + ")";
  // "transformer-workbench/N" with a larger N: a later version's file, which this one cannot know.
  const std::string family = "transformer-workbench/";
  const std::string ours = std::string(kCheckpointFormat).substr(family.size());
  if (format.starts_with(family)) {
    const std::string theirs = format.substr(family.size());
    if (!theirs.empty() && theirs.find_first_not_of("0123456789") == std::string::npos &&
        (theirs.size() > ours.size() || (theirs.size() == ours.size() && theirs > ours)))
      throw Error(path + " is a checkpoint of format " + theirs + by + ", newer than this program: " + build_name() +
                  " reads format " + ours + ". Open it with the version that wrote it, or a later one");
  }
  throw Error(path + " has checkpoint format '" + format + "'" + by + ", but this version reads '" + kCheckpointFormat +
              "'");
}

// Reads `path` as a checkpoint of this version's format (any task).
io::SafetensorsFile read_checkpoint(const std::string& path) {
  io::SafetensorsFile file = io::read_safetensors(path);
  check_format(file, path);
  return file;
}
}  // namespace

io::SafetensorsFile open(const std::string& path, const std::string& task) {
  io::SafetensorsFile file = read_checkpoint(path);
  const std::string found = metadata(file, "task", path);
  if (found != task)
    throw Error(path + " is a checkpoint of " + describe_task(found) + ", not of " + describe_task(task));
  return file;
}

std::string task_of(const std::string& path) {
  if (std::filesystem::is_directory(path)) {
    if (huggingface::is_model_folder(path)) return "lm";  // a Hugging Face folder (huggingface/model_folder.h)
    throw Error(path +
                " is a folder without config.json: give a checkpoint (.safetensors) or a Hugging Face model "
                "folder");
  }
  // The header alone: a checkpoint of a big model is large.
  io::SafetensorsFile header;
  header.metadata = io::SafetensorsReader(path).metadata();
  check_format(header, path);
  return metadata(header, "task", path);
}

template <class Model, class Example>
void put_model_and_training(io::SafetensorsFile& file, ParameterList params, const Trainer<Model, Example>* trainer,
                            const std::vector<HistoryPoint>& history, const std::string& dataset,
                            const std::string& source_language, const std::string& target_language,
                            RunRecords records) {
  file.metadata["format"] = kCheckpointFormat;
  file.metadata["written_by"] = build_name();
  if (records.timelapse) records.timelapse->put(file);
  if (records.health && !records.health->empty()) file.metadata["health"] = records.health->to_json().dump();
  if (records.heads) records.heads->put(file);
  file.metadata["history"] = to_json(history).dump();
  file.metadata["dataset"] =
      nlohmann::json{{"spec", dataset}, {"source_language", source_language}, {"target_language", target_language}}
          .dump();
  const bool averaged = trainer && trainer->averaging();
  for (size_t i = 0; i < params.size(); ++i) {
    put_matrix(file, params[i].name, averaged ? trainer->averaged_weights()[i] : params[i].parameter->value);
    if (averaged) put_matrix(file, "optimizer.live." + params[i].name, params[i].parameter->value);
  }
  if (!trainer) return;
  file.metadata["trainer"] =
      nlohmann::json{{"settings", trainer->settings().to_json()}, {"state", trainer->state()}}.dump();
  auto& adam = const_cast<Trainer<Model, Example>*>(trainer)->optimizer();
  if (adam.first_moments().size() != params.size()) return;  // no step taken yet
  for (size_t i = 0; i < params.size(); ++i) {
    put_matrix(file, "optimizer.adam.m." + params[i].name, adam.first_moments()[i]);
    put_matrix(file, "optimizer.adam.v." + params[i].name, adam.second_moments()[i]);
  }
}

template void put_model_and_training(io::SafetensorsFile&, ParameterList, const Seq2SeqTrainer*,
                                     const std::vector<HistoryPoint>&, const std::string&, const std::string&,
                                     const std::string&, RunRecords);
template void put_model_and_training(io::SafetensorsFile&, ParameterList, const LanguageModelTrainer*,
                                     const std::vector<HistoryPoint>&, const std::string&, const std::string&,
                                     const std::string&, RunRecords);
template void put_model_and_training(io::SafetensorsFile&, ParameterList, const ClassifierTrainer*,
                                     const std::vector<HistoryPoint>&, const std::string&, const std::string&,
                                     const std::string&, RunRecords);

void get_model_and_training(const io::SafetensorsFile& file, ParameterList params, const std::string& path,
                            std::optional<RunState>* training) {
  for (auto& p : params) get_matrix(file, p.name, p.parameter->value, path);
  if (!training) return;
  training->reset();
  if (!file.metadata.contains("trainer")) return;
  try {
    RunState state;
    const auto trainer = metadata_json(file, "trainer", path);
    state.settings = TrainerSettings::from_json(trainer.at("settings"));
    state.state = trainer.at("state");
    if (!params.empty() && file.contains("optimizer.adam.m." + params.front().name)) {
      for (auto& p : params) {
        Matrix moment(p.parameter->value.rows(), p.parameter->value.cols());
        get_matrix(file, "optimizer.adam.m." + p.name, moment, path);
        state.adam_m.push_back(moment);
        get_matrix(file, "optimizer.adam.v." + p.name, moment, path);
        state.adam_v.push_back(moment);
      }
    }
    if (!params.empty() && file.contains("optimizer.live." + params.front().name)) {
      for (auto& p : params) {
        Matrix live(p.parameter->value.rows(), p.parameter->value.cols());
        get_matrix(file, "optimizer.live." + p.name, live, path);
        state.live_weights.push_back(std::move(live));
      }
    }
    state.history = history_from_json(metadata_json(file, "history", path));
    const auto dataset = metadata_json(file, "dataset", path);
    state.dataset = dataset.at("spec").get<std::string>();
    state.source_language = dataset.value("source_language", std::string());
    state.target_language = dataset.value("target_language", std::string());
    if (file.metadata.contains("timelapse")) state.timelapse = AttentionTimelapse::get(file, path);
    if (file.metadata.contains("health")) state.health = HealthHistory::from_json(metadata_json(file, "health", path));
    if (file.metadata.contains("head_telemetry")) state.heads = HeadTelemetry::get(file, path);
    *training = std::move(state);
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed training metadata (" + json_message(e) +
                "); the file is damaged or was not written by Transformer Workbench");
  }
}

AveragedCheckpoint average(const std::vector<std::string>& inputs, const std::string& out) {
  if (inputs.size() < 2)
    throw Error("averaging needs two checkpoints or more of one run; " + std::to_string(inputs.size()) + " given");
  // What may differ between checkpoints of one run: where it was and what it had seen.
  const auto run_position = [](const std::string& key) {
    return key == "history" || key == "trainer" || key == "timelapse" || key == "averaged" || key == "health" ||
           key == "head_telemetry" || key == "written_by";
  };
  // Tensors of the run, not of the model: Adam's moments, the attention time-lapse's frames.
  const auto run_tensor = [](const std::string& name) {
    return name.starts_with("optimizer.") || name.starts_with("timelapse.") || name.starts_with("telemetry.");
  };
  // One input is read at a time: the first (what the others are checked against), the one being
  // read, and the running sums in double of every parameter (2 doubles an element) stay in memory,
  // whatever the number of inputs. The last input becomes the result, its parameters replaced.
  AveragedCheckpoint summary;
  const std::string& first_path = inputs.front();
  io::SafetensorsFile first;
  io::SafetensorsFile result;
  std::map<std::string, std::vector<double>> sums;  // parameter name -> element-wise sum
  const auto add_to_sums = [&](const io::SafetensorsFile& file) {
    for (auto& [name, sum] : sums) {
      const io::Tensor& tensor = file.at(name);
      if (tensor.dtype == "F32") {
        const std::vector<float> values = file.get_f32(name);
        for (size_t i = 0; i < values.size(); ++i) sum[i] += values[i];
      } else {
        const std::vector<double> values = file.get_f64(name);
        for (size_t i = 0; i < values.size(); ++i) sum[i] += values[i];
      }
    }
  };
  for (size_t input = 0; input < inputs.size(); ++input) {
    const std::string& path = inputs[input];
    io::SafetensorsFile file = read_checkpoint(path);
    const auto history = history_from_json(metadata_json(file, "history", path));
    summary.steps.push_back(history.empty() ? 0 : history.back().step);
    if (input == 0) {
      for (const auto& [name, tensor] : file.tensors) {
        if (run_tensor(name) || (tensor.dtype != "F32" && tensor.dtype != "F64")) continue;
        sums.emplace(name, std::vector<double>(file.at(name).element_count(), 0.0));
      }
    } else {
      for (const auto& [key, value] : first.metadata) {
        if (run_position(key)) continue;
        const auto it = file.metadata.find(key);
        if (it == file.metadata.end() || it->second != value)
          throw Error(path + " is not a checkpoint of the same model as " + first_path + ": their '" + key +
                      "' differ; only checkpoints of one run can be averaged");
      }
      for (const auto& [name, tensor] : file.tensors) {
        if (!run_tensor(name) && !first.contains(name))
          throw Error(path + " has a tensor '" + name + "', which " + first_path +
                      " has not; only checkpoints of one run can be averaged");
      }
      for (const auto& [name, tensor] : first.tensors) {
        if (run_tensor(name)) continue;
        if (!file.contains(name)) throw Error(path + " has no tensor '" + name + "', which " + first_path + " has");
        const io::Tensor& other = file.at(name);
        if (other.dtype != tensor.dtype || other.shape != tensor.shape)
          throw Error(path + ": tensor '" + name + "' is " + other.dtype + " " + io::shape_to_string(other.shape) +
                      ", in " + first_path + " " + tensor.dtype + " " + io::shape_to_string(tensor.shape));
        // Not a parameter (a tokenizer's model): the same in every input.
        if (!sums.contains(name) && other.bytes != tensor.bytes)
          throw Error(path + ": tensor '" + name + "' differs from " + first_path +
                      "'s; only checkpoints of one run can be averaged");
      }
    }
    add_to_sums(file);
    if (input == 0)
      first = std::move(file);  // the last input is also the first only when one is given
    else if (input + 1 == inputs.size())
      result = std::move(file);
  }

  const double n = static_cast<double>(inputs.size());
  for (auto& [name, sum] : sums) {
    for (double& v : sum) v /= n;
    const std::vector<int64_t> shape = result.at(name).shape;
    if (result.at(name).dtype == "F32")
      result.put_f32(name, shape, std::vector<float>(sum.begin(), sum.end()));
    else
      result.put_f64(name, shape, sum.data());
    ++summary.parameters;
  }
  nlohmann::json averaged = nlohmann::json::array();
  for (size_t i = 0; i < inputs.size(); ++i)
    averaged.push_back({{"checkpoint", inputs[i]}, {"step", summary.steps[i]}});
  result.metadata["averaged"] = averaged.dump();
  result.metadata["written_by"] = build_name();
  io::write_safetensors(out, result);
  return summary;
}

}  // namespace checkpoint
}  // namespace TWB_PRECISION_NS
}  // namespace twb
