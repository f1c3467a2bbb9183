#include "task/task.h"

#include <algorithm>

#include "inspect/timelapse.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

const std::vector<const Task*>& all_tasks() {
  static const std::vector<const Task*> tasks{&translation_task(), &language_model_task(), &classification_task()};
  return tasks;
}

std::string task_names() {
  const auto& tasks = all_tasks();
  std::string names;
  for (size_t i = 0; i < tasks.size(); ++i)
    names += (i == 0 ? "" : i + 1 == tasks.size() ? " or " : ", ") + tasks[i]->name();
  return names;
}

const Task& task_named(const std::string& name) {
  for (const Task* task : all_tasks())
    if (task->name() == name) return *task;
  throw Error("unknown task '" + name + "'; use " + task_names());
}

namespace {

// The session records its attention time-lapse through the task's own attention snapshot (the
// Attention tab's maps), so the frames are exactly what the tab shows for the probe.
std::unique_ptr<TrainingSession> with_timelapse(const Task& task, std::unique_ptr<TrainingSession> session) {
  session->set_timelapse_recorder([&task](TrainingSession& s, const TimelapseProbe& probe) {
    return inspect::timelapse_maps(task.inspect(s)->attention(probe.source, probe.target));
  });
  return session;
}

// The tasks whose runs may start from a trained model: "the lm task".
std::string starting_task_names() {
  std::string names;
  for (const Task* task : all_tasks())
    if (task->starts_from_trained_models()) names += (names.empty() ? "the " : " or the ") + task->name() + " task";
  return names;
}

}  // namespace

std::unique_ptr<TrainingSession> Task::create(const ExperimentSettings& settings) const {
  if (settings.task != name()) throw Error("the settings are for the task '" + settings.task + "', not " + name());
  if (!settings.start_from.empty() && !starts_from_trained_models())
    throw Error("a run starts from a model trained elsewhere (" + settings.start_from + ") only for " +
                starting_task_names() + ", not " + description());
  if (settings.model.architecture != architecture())
    throw Error("the task " + name() + " needs a " + architecture() + " model, but the configuration is " +
                settings.model.architecture);
  return with_timelapse(*this, start(settings));
}

ExperimentSettings default_settings(const std::string& task, const std::string& preset) {
  return task_named(task).defaults(preset);
}

std::vector<AttentionKindName> Task::attention_kinds_main_first() const {
  std::vector<AttentionKindName> kinds = attention_kinds();
  std::stable_partition(kinds.begin(), kinds.end(),
                        [main = main_attention_kind()](const AttentionKindName& k) { return k.kind == main; });
  return kinds;
}

std::unique_ptr<TrainingSession> create_session(const ExperimentSettings& settings) {
  return task_named(settings.task).create(settings);
}

std::unique_ptr<TrainingSession> resume_session(const std::string& checkpoint, const std::string& dataset,
                                                const std::string& source_language,
                                                const std::string& target_language) {
  const std::string name = checkpoint::task_of(checkpoint);
  for (const Task* task : all_tasks())
    if (task->name() == name)
      return with_timelapse(*task, task->resume(checkpoint, dataset, source_language, target_language));
  throw Error(checkpoint + " is a checkpoint of the unknown task '" + name + "'; this version knows " + task_names());
}

}  // namespace TWB_PRECISION_NS

std::string describe_task(const std::string& name) {
  for (const Task* task : all_tasks())
    if (task->name() == name) return task->description();
  return "the task '" + name + "'";
}

}  // namespace twb
