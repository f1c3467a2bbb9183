#include "train/job_export.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <system_error>

#include "io/safetensors.h"
#include "util/build_info.h"
#include "util/error.h"
#include "util/files.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace fs = std::filesystem;

namespace {

// Epochs whose batch order the job carries; a longer run shuffles the later ones itself.
constexpr int kMaxOrderedEpochs = 1000;

template <class T>
io::Tensor flat_tensor(const char* dtype, const std::vector<T>& values, std::vector<int64_t> shape) {
  io::Tensor t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.bytes.resize(values.size() * sizeof(T));
  if (!values.empty()) std::memcpy(t.bytes.data(), values.data(), t.bytes.size());
  return t;
}

void put_sequences(io::SafetensorsFile& file, const std::string& field, const TokenSequences& s) {
  file.put(field + ".ids", flat_tensor("I32", s.ids, {static_cast<int64_t>(s.ids.size())}));
  file.put(field + ".offsets", flat_tensor("I64", s.offsets, {static_cast<int64_t>(s.offsets.size())}));
}

// The training split's batches and their order in each epoch, as docs/pytorch.md lays them out.
void put_batches(io::SafetensorsFile& file, const JobData& data) {
  std::vector<int32_t> examples;
  std::vector<int64_t> offsets{0};
  for (const auto& batch : data.batches) {
    examples.insert(examples.end(), batch.begin(), batch.end());
    offsets.push_back(static_cast<int64_t>(examples.size()));
  }
  file.put("batches.examples", flat_tensor("I32", examples, {static_cast<int64_t>(examples.size())}));
  file.put("batches.offsets", flat_tensor("I64", offsets, {static_cast<int64_t>(offsets.size())}));
  std::vector<int32_t> order;
  for (const auto& epoch : data.orders)
    for (size_t b : epoch) order.push_back(static_cast<int32_t>(b));
  file.put("order", flat_tensor("I32", order,
                                {static_cast<int64_t>(data.orders.size()), static_cast<int64_t>(data.batches.size())}));
}

void write_split(const fs::path& folder, const JobSplit& split, const JobData& data) {
  io::SafetensorsFile file;
  file.metadata["split"] = split.name;
  for (const auto& [field, sequences] : split.fields) put_sequences(file, field, sequences);
  if (!split.labels.empty())
    file.put("labels", flat_tensor("I32", split.labels, {static_cast<int64_t>(split.labels.size())}));
  if (split.name == "train") put_batches(file, data);
  io::write_safetensors((folder / (split.name + ".safetensors")).string(), file);
}

// The folder of the job: absent (made) or empty; anything else is refused, so that nothing a
// person keeps there is overwritten.
void prepare_folder(const fs::path& out) {
  std::error_code error;
  if (fs::exists(out, error)) {
    if (!fs::is_directory(out, error))
      throw Error("cannot write the job to " + out.string() + ": it is a file, not a folder");
    if (!fs::is_empty(out, error))
      throw Error("cannot write the job to " + out.string() +
                  ": the folder is not empty (a job is written to a new folder; choose another or empty this one)");
  }
  fs::create_directories(out / "data", error);
  if (error) throw Error("cannot create the job folder " + out.string() + ": " + error.message());
}

// Copies the package's files (not its caches) into the job, each through a temporary name.
void copy_tree(const fs::path& from, const fs::path& to) {
  std::error_code error;
  fs::create_directories(to, error);
  if (error) throw Error("cannot create " + to.string() + ": " + error.message());
  for (const auto& entry : fs::directory_iterator(from)) {
    const std::string name = entry.path().filename().string();
    if (name == "__pycache__" || name.ends_with(".pyc")) continue;
    if (entry.is_directory()) {
      copy_tree(entry.path(), to / name);
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    if (!in) throw Error("cannot read " + entry.path().string());
    const std::string contents((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    files::write_file_atomically((to / name).string(), contents);
  }
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read " + path.string() + ": the Python package is incomplete");
  return {(std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()};
}

}  // namespace

std::string bundled_python_directory() {
  return files::bundled_directory("TWB_PYTHON", TWB_INSTALL_PYTHON_DIR, TWB_SOURCE_PYTHON_DIR,
                                  "the PyTorch package (twb_torch)", "python/");
}

JobSummary export_job(TrainingSession& session, const JobOptions& options) {
  if (options.out.empty()) throw Error("say where to write the job: --out FOLDER");
  const fs::path python = options.python.empty() ? fs::path(bundled_python_directory()) : fs::path(options.python);
  if (!fs::is_directory(python / "twb_torch"))
    throw Error(python.string() + " holds no twb_torch package; set TWB_PYTHON to the folder that holds it");
  const fs::path out(options.out);
  prepare_folder(out);

  JobSummary summary;
  summary.batches_per_epoch = session.batches_per_epoch();
  const auto per_epoch = static_cast<int64_t>(std::max<size_t>(1, summary.batches_per_epoch));
  summary.steps = options.steps > 0 ? options.steps : static_cast<int64_t>(options.epochs) * per_epoch;
  const int64_t last_step = session.steps() + summary.steps;
  const int epochs = static_cast<int>(std::min<int64_t>(kMaxOrderedEpochs, (last_step + per_epoch - 1) / per_epoch));

  const JobData data = session.job_data(epochs);
  for (const JobSplit& split : data.splits) {
    write_split(out / "data", split, data);
    summary.splits.emplace_back(split.name, split.fields.front().second.size());
  }
  session.save((out / "init.safetensors").string());

  nlohmann::json probe = nullptr;
  if (const auto first = session.validation_examples(1); !first.empty())
    probe = {{"text", first.front().text}, {"expected", first.front().expected}};
  nlohmann::json splits = nlohmann::json::object();
  for (const auto& [name, count] : summary.splits) splits[name] = count;
  const nlohmann::json job = {
      {"format", kJobFormat},
      {"written_by", build_name()},
      {"task", session.task()},
      {"config", session.model_config().to_json()},
      {"trainer", session.settings().trainer.to_json()},
      {"start_step", session.steps()},
      {"steps", summary.steps},
      {"epochs", epochs},
      {"batches_per_epoch", summary.batches_per_epoch},
      {setting_key(ExperimentSettings::setting_rows(), &ExperimentSettings::eval_every), session.eval_every()},
      {"checkpoint_every", session.eval_every()},
      {"splits", splits},
      {"probe", probe}};
  files::write_file_atomically((out / "job.json").string(), job.dump(2) + "\n");

  copy_tree(python / "twb_torch", out / "python" / "twb_torch");
  for (const char* name : {"train.py", "README.md"})
    files::write_file_atomically((out / name).string(), read_text(python / "job" / name));
  fs::permissions(out / "train.py", fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                  fs::perm_options::add);
  return summary;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
