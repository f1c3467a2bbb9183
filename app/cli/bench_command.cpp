// twb bench: the training speed (target tokens/s) and inference speed of any task, with the
// thread counts the load left it and what other programs took meanwhile.

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <thread>

#include "cli/commands.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "tensor/precision.h"
#include "train/session.h"
#include "task/task.h"
#include "util/cpu_time.h"
#include "util/error.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

// Minor page faults of the whole process so far: memory touched for the first time.
long minor_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

struct BenchOptions {
  std::string task = "translate", data, src = "en", trg = "de", preset = "small";
  std::vector<std::string> settings;
  int steps = 20, warmup = 3, decode_sentences = 200, threads = 0;
  bool json = false;
};

struct TrainTiming {
  int64_t tokens = 0;
  double seconds = 0;
  double minor_faults_per_step = 0;     // after the warm-up: ~0 when no step allocates fresh memory
  std::map<int, int> steps_by_threads;  // how many timed steps ran on each thread count
  OtherCpuUse other;                    // what other programs and the hypervisor took meanwhile
};

// o.warmup untimed steps, then o.steps timed ones.
template <class Step>
TrainTiming time_training(const BenchOptions& o, Step&& step) {
  for (int i = 0; i < o.warmup; ++i) step();
  TrainTiming t;
  const long faults_before = minor_page_faults();
  const MachineCpuTime machine_before = machine_cpu_time();
  const double process_before = process_cpu_seconds();
  const auto start = Clock::now();
  for (int i = 0; i < o.steps; ++i) {
    t.tokens += step().target_tokens;
    ++t.steps_by_threads[AdaptiveThreadCount::last_step_threads(AdaptiveThreadCount::Loop::training)];
  }
  t.seconds = seconds_since(start);
  t.other = other_cpu_use(machine_before, machine_cpu_time(), process_cpu_seconds() - process_before, t.seconds);
  t.minor_faults_per_step = double(minor_page_faults() - faults_before) / std::max(1, o.steps);
  return t;
}

// {"16": 27, "15": 3}: training takes n threads less the cores other programs keep busy (Trainer::step_on).
nlohmann::json steps_by_threads_json(const TrainTiming& t) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [threads, steps] : t.steps_by_threads) j[std::to_string(threads)] = steps;
  return j;
}

std::string steps_by_threads_text(const TrainTiming& t) {
  std::string s;
  for (auto it = t.steps_by_threads.rbegin(); it != t.steps_by_threads.rend(); ++it)
    s += (s.empty() ? "" : ", ") + std::to_string(it->second) + " on " + std::to_string(it->first);
  return s;
}

// The figures every bench prints beside its speeds: the machine and the timing's conditions.
nlohmann::json bench_context(const BenchOptions& o, const TrainTiming& t, Precision precision) {
  return {{"threads", num_threads()},
          // false where TWB_FIXED_THREADS=1 keeps that many whatever other programs take
          {"threads_follow_load", AdaptiveThreadCount::reads_machine_load()},
          {"cores", std::thread::hardware_concurrency()},
          {"simd", Eigen::SimdInstructionSetsInUse()},
          {"gemm", gemm_kernel_description()},
          {"precision_setting", precision_name(precision)},
          {"precision", precision_name(resolve(precision))},
          {"precision_products", product_precision_description(resolve(precision))},
          {"steps", o.steps},
          {"warmup_steps", o.warmup},
          {"train_minor_faults_per_step", t.minor_faults_per_step},
          {"train_steps_by_threads", steps_by_threads_json(t)},
          // null where /proc/stat is unreadable
          {"train_other_cores", t.other.known ? nlohmann::json(t.other.other_cores) : nlohmann::json()},
          {"train_steal_cores", t.other.known ? nlohmann::json(t.other.steal_cores) : nlohmann::json()}};
}

// "; other programs kept 1.02 cores busy, the hypervisor took 0.00" (nothing where unknown).
std::string other_cpu_text(const TrainTiming& t) {
  if (!t.other.known) return {};
  char text[160];
  std::snprintf(text, sizeof text, "; other programs kept %.2f cores busy, the hypervisor took %.2f",
                t.other.other_cores, t.other.steal_cores);
  return text;
}

// Training speed through the task's session (the same model and trainer `twb train` runs), then
// the speed of using the model (the task's bench_inference).
void run_bench(const BenchOptions& o) {
  set_num_threads(o.threads);
  if (o.data.empty()) throw Error("--data is required: a dataset of the task" + bundled_names_hint(o.task));
  const Task& task = task_named(o.task);
  ExperimentSettings settings = task.defaults(o.preset);
  apply_dataset_recipe(settings, o.data, o.task, /*preset_given=*/true);  // bench names its preset
  settings.dataset = o.data;
  if (task.has_language_pair()) {
    settings.source_language = o.src;
    settings.target_language = o.trg;
  }
  for (const auto& s : o.settings) settings.set(s);
  std::unique_ptr<TrainingSession> session = task.create(settings);
  print_notes(session->notes());
  const TrainTiming timing = time_training(o, [&] { return session->step(); });
  const double tokens_per_s = timing.tokens / timing.seconds;
  std::cout << "train: " << timing.tokens << " target tokens in " << o.steps << " steps, " << timing.seconds
            << " s: " << tokens_per_s << " target tokens/s (" << num_threads() << " threads, "
            << Eigen::SimdInstructionSetsInUse() << ", " << precision_name(resolve(settings.trainer.precision))
            << " products; " << timing.minor_faults_per_step
            << " minor page faults per step; steps by threads: " << steps_by_threads_text(timing)
            << other_cpu_text(timing) << ")\n";
  const Report inference = task.bench_inference(*session, o.decode_sentences);
  std::cout << inference.text;
  if (o.json) {
    nlohmann::json j = bench_context(o, timing, settings.trainer.precision);
    j.update({{"task", task.name()},
              {"train_tokens_per_s", tokens_per_s},
              {"preset", o.preset},
              {"parameters", session->parameter_count()}});
    j.update(inference.json);
    // Translation: the thread count of decoding's last step (n less the cores other programs kept busy).
    if (const int threads = AdaptiveThreadCount::last_step_threads(AdaptiveThreadCount::Loop::decoding); threads > 0)
      j["decode_last_step_threads"] = threads;
    print_json(j);
  }
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto bench_options = std::make_shared<BenchOptions>();
  auto* bench = app.add_subcommand(
      "bench",
      "measure training (tokens/s) and inference: greedy translation (sentences/s), generation (tokens/s) "
      "or classification (texts/s)");
  bench->add_option("--task", bench_options->task, "translate, lm or classify")->check(CLI::IsMember(task_name_list()));
  bench->add_option("--data,--dataset,-d", bench_options->data, "dataset, e.g. ../shared/datasets/multi30k");
  bench->add_option("--src", bench_options->src, "translate: source language");
  bench->add_option("--trg", bench_options->trg, "translate: target language");
  bench->add_option("--preset,-p", bench_options->preset, "tiny, small or base");
  bench->add_option("--set", bench_options->settings, "override a hyper-parameter: key=value");
  bench->add_option("--steps", bench_options->steps, "timed training steps")->check(integer_in(1, 1000000));
  bench->add_option("--warmup", bench_options->warmup, "untimed steps first")->check(integer_in(0, 1000000));
  bench
      ->add_option("--decode-sentences", bench_options->decode_sentences,
                   "test examples to translate, continue or classify (more than the test set repeats it)")
      ->check(integer_in(0, 1000000));
  bench->add_option("--threads", bench_options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  bench->add_flag("--json", bench_options->json, "print one JSON object as the last line");
  bench->callback([bench_options] { run_bench(*bench_options); });
}

}  // namespace twb::cli
