// A run made elsewhere, read from its folder while it grows (docs/pytorch.md, "Follow a run"):
//   probe       a run folder of twb_probe or of a job's train.py: run.json (format
//               transformer-workbench-run/1, its log) and step-NNNNNNNN.safetensors checkpoints
//               (a Hugging Face model's: step-NNNNNNNN/ model folders)
//   hf-trainer  a Hugging Face Trainer's output: checkpoint-N/ model folders, each with a
//               trainer_state.json whose log_history is the run's log
//   series      a folder of model folders whose names carry a step (Pythia's revisions:
//               step0/, step1000/, …)
// Each scan reads only what is new or changed since the last (a checkpoint is read once, to check
// that every weight is finite); what cannot be used yet is skipped with the reason, and read again
// when it changes: a half-written checkpoint, an unreadable file, a trainer_state.json that is not
// JSON. The folder may be read-only: nothing is written to it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace twb::follow {

enum class RunKind { probe, hf_trainer, series };
std::string kind_name(RunKind kind);  // "probe", "hf-trainer", "series"

struct FollowedCheckpoint {
  int64_t step = 0;
  std::string path;                                    // a .safetensors file (probe) or a model folder
  bool finite = true;                                  // every weight is finite
  std::string nonfinite;                               // else the first tensor with a NaN or an infinity
  std::map<std::string, std::vector<int64_t>> shapes;  // each weight's shape
};

struct SkippedEntry {
  std::string path, why;
};

// Something about the run a person should know, at a step: "gap" (the steps between checkpoints
// changed), "duplicate" (two checkpoints of one step), "shape" (a weight's shape changed), "nan".
struct RunProblem {
  int64_t step = 0;
  std::string kind, what;
};

struct RunScan {
  RunKind kind = RunKind::probe;
  std::string folder;
  std::vector<FollowedCheckpoint> checkpoints;  // by step
  std::vector<SkippedEntry> skipped;
  std::vector<RunProblem> problems;
  nlohmann::json log = nlohmann::json::array();        // {"step", "loss", …} by step
  nlohmann::json heads = nlohmann::json::array();      // the probe's roles, as twb train --json gives them
  nlohmann::json manifest = nlohmann::json::object();  // a probe's run.json, without its log
};
nlohmann::json to_json(const RunScan& run);

// The kind of run `folder` holds; throws twb::Error saying what a run folder holds when it is none
// of them (or is not a folder).
RunKind detect_kind(const std::filesystem::path& folder);

class RunFollower {
 public:
  // Throws twb::Error as detect_kind does.
  explicit RunFollower(std::string folder);

  // Reads what is new; returns the steps of the checkpoints that became usable in this scan. Throws
  // twb::Error when the folder is gone.
  std::vector<int64_t> scan();
  const RunScan& run() const { return run_; }

 private:
  struct Seen {
    std::filesystem::file_time_type modified;
    uintmax_t size = 0;
    bool usable = false;
    FollowedCheckpoint checkpoint;
    std::string why;
  };
  void scan_entries(std::vector<std::pair<int64_t, std::filesystem::path>> entries);
  void read_log();
  void find_problems();

  RunScan run_;
  std::map<std::string, Seen> seen_;
};

}  // namespace twb::follow
