// The experiment as a PyTorch job (docs/pytorch.md): a folder with the data as the workbench
// tokenized it, the engine's batches and their order, the run's first weights as a checkpoint,
// and the project's PyTorch package (python/twb_torch) with the entry point train.py, which runs
// under torchrun with DistributedDataParallel or starts its own ranks on one machine.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "train/session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

inline constexpr const char* kJobFormat = "transformer-workbench-job/1";

struct JobOptions {
  std::string out;     // the job folder: created, or an empty folder
  int epochs = 10;     // the run's planned length in epochs, unless `steps` is set
  int64_t steps = 0;   // the planned length in steps (0: epochs × batches an epoch)
  std::string python;  // the folder holding twb_torch (empty: bundled_python_directory())
};

struct JobSummary {
  int64_t steps = 0;  // planned, from the session's step
  size_t batches_per_epoch = 0;
  std::vector<std::pair<std::string, size_t>> splits;  // name, examples
};

// Writes the job of `session`'s run as it is now (a new run: its first weights; a resumed one:
// where it is, with Adam's moments). Throws twb::Error saying what is wrong (the folder is not
// empty, the package is not found, a file cannot be written); the folder's files are each written
// to a temporary name and renamed.
JobSummary export_job(TrainingSession& session, const JobOptions& options);

// Where the project's Python package is: $TWB_PYTHON, share/transformer-workbench/python beside
// the program or under the install prefix, or the source tree's python/.
std::string bundled_python_directory();

}  // namespace TWB_PRECISION_NS
}  // namespace twb
