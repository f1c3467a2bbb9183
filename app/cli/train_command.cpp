// twb train: trains a model of any task (through its Task and a TrainingSession), evaluates and
// saves every --eval-every steps, and stops on time, steps, epochs, Ctrl-C or SIGTERM, saving.

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "tensor/parallel.h"
#include "tensor/precision.h"
#include "train/setting_fields.h"
#include "train/checkpoint.h"
#include "train/session.h"
#include "task/task.h"
#include "util/error.h"
#include "util/files.h"
#include "util/stop_signals.h"
#include "cli/model_support.h"
#include "cli/run_options.h"

namespace twb::cli {

namespace {

struct TrainOptions : RunOptions {
  std::string out;
  double minutes = 0;
  int epochs = 0;
  int64_t steps = 0;
  int threads = 0;
  bool json = false;
  std::string on_divergence = "stop";  // stop, rewind or ignore (train/divergence.h)
  bool keep_checkpoints = false;       // also OUT-stepN.safetensors at every evaluation (for twb average)
};

// The validation metrics a point has, whichever the task: ", validation loss 1.234, BLEU 5.67, ...".
std::string validation_text(const HistoryPoint& p) {
  std::string s;
  if (p.validation_loss) s += format(", validation loss %.3f", *p.validation_loss);
  if (p.validation_bleu) s += format(", BLEU %.2f", *p.validation_bleu);
  if (p.validation_exact_match) s += format(", exact %.3f", *p.validation_exact_match);
  if (p.validation_perplexity) s += format(", perplexity %.3f", *p.validation_perplexity);
  if (p.validation_answer_accuracy) s += format(", answer accuracy %.3f", *p.validation_answer_accuracy);
  if (p.validation_grammatical) s += format(", grammatical %.3f", *p.validation_grammatical);
  if (p.validation_first_half_loss) s += format(", loss on the first half %.3f", *p.validation_first_half_loss);
  if (p.validation_repeat_loss) s += format(", on the repeat %.3f", *p.validation_repeat_loss);
  if (p.validation_accuracy) s += format(", accuracy %.3f", *p.validation_accuracy);
  return s;
}

// run.safetensors, step 1200 → run-step1200.safetensors: a checkpoint kept for twb average.
std::string step_checkpoint_name(const std::string& out, int64_t step) {
  return out.substr(0, out.size() - std::string(".safetensors").size()) + "-step" + std::to_string(step) +
         ".safetensors";
}

// What the training loop is doing, for the message a stop signal prints.
enum class TrainPhase { step, evaluation, save };
std::atomic<TrainPhase> g_train_phase{TrainPhase::step};

// The first Ctrl-C (or SIGTERM, or SIGHUP) asks the training loop to stop after its step (or evaluation, or
// save) and save; a second one ends the program at once, without saving. Both arrive on the thread
// util/stop_signals.h keeps for them, never in a signal handler.
std::atomic<bool> g_interrupted{false};
void on_stop_signal(int signal) {
  g_interrupted = true;
  const char* after = "after this step to save";
  switch (g_train_phase.load()) {
    case TrainPhase::step:
      break;
    case TrainPhase::evaluation:
      after = "after this evaluation to save";
      break;
    case TrainPhase::save:
      after = "once this save is done";
      break;
  }
  const std::string again = signal == SIGINT ? "Ctrl-C again" : std::string("a second ") + stop_signals::name(signal);
  std::fprintf(stderr, "\ntwb: %s: stopping %s (%s quits without saving)\n", stop_signals::name(signal), after,
               again.c_str());
  std::fflush(stderr);
}

// "twb: translate on numbers-en-de: 900 training pairs, 15 batches an epoch; encoder-decoder model
// of N parameters, vocabularies S / T; 2 threads, fp32 products".
void print_run(TrainingSession& run) {
  const std::string& task = run.task();
  const TransformerConfig& config = run.model_config();
  std::string vocabulary =
      config.source_vocab > 0 && config.target_vocab > 0
          ? "vocabularies " + std::to_string(config.source_vocab) + " / " + std::to_string(config.target_vocab)
          : "vocabulary " + std::to_string(std::max(config.source_vocab, config.target_vocab));
  if (config.classes > 0) vocabulary += ", " + std::to_string(config.classes) + " classes";
  const std::string examples = "training " + task_named(task).example_noun();
  std::cerr << "twb: " << task << " on " << run.settings().dataset << ": " << run.training_examples() << " " << examples
            << ", " << run.batches_per_epoch() << " batches an epoch; " << config.architecture << " model of "
            << run.parameter_count() << " parameters, " << vocabulary << "; " << num_threads() << " threads, "
            << precision_name(resolve(run.settings().trainer.precision)) << " products\n";
}

// Why training stops now ("time", "steps", "epochs", "interrupted"), or "" to go on.
std::string reason_to_stop(const TrainOptions& o, int64_t steps_taken, int64_t epoch_steps, double seconds) {
  if (o.minutes > 0 && seconds >= o.minutes * 60) return "time";
  if (o.steps > 0 && steps_taken >= o.steps) return "steps";
  if (o.epochs > 0 && steps_taken >= o.epochs * epoch_steps) return "epochs";
  if (g_interrupted) return "interrupted";
  return "";
}

// The last line on standard error, and with --json the run's figures.
void print_result(const TrainOptions& o, TrainingSession& run, const std::string& stop_reason, double elapsed,
                  int64_t tokens, const nlohmann::json& divergences) {
  const HistoryPoint& last = run.history().back();
  std::cerr << "twb: " << (stop_reason == "interrupted" ? "interrupted; " : "") << "saved " << o.out << " after "
            << run.steps() << " steps (" << format_duration(elapsed) << ")\n";
  // What the heads became (the head telemetry's roles at its last sample).
  for (const RoledHead& h : roled_heads(run.head_telemetry()))
    std::cerr << "twb: " << attention_kind_key(h.kind) << " layer " << h.layer << " head " << h.head << ": "
              << describe_roles(h.roles) << "\n";
  if (!o.json) return;
  nlohmann::json j{{"task", run.task()},
                   {"checkpoint", o.out},
                   {"steps", run.steps()},
                   {"epochs", last.epoch},
                   {"elapsed_s", elapsed},
                   {"train_tokens_per_s", tokens / std::max(1e-9, elapsed)},
                   {"train_loss", train_loss_since_previous_evaluation(run.history())},
                   {"stopped_by", stop_reason},
                   {"on_divergence", o.on_divergence},
                   {"divergences", divergences},
                   {"heads", roled_heads_json(run.head_telemetry())}};
  for (auto it = run.history().rbegin(); it != run.history().rend(); ++it) {
    if (!it->validation_loss) continue;
    put_validation(j, *it);
    break;
  }
  print_json(j);
}

void run_train(const TrainOptions& o) {
  if (o.minutes <= 0 && o.epochs <= 0 && o.steps <= 0)
    throw Error("say how long to train: --minutes M, --epochs E or --steps N");
  // Before any work: the checkpoint is written at the first evaluation and must not replace an input.
  if (!o.out.ends_with(".safetensors"))
    throw Error("--out " + o.out + ": a checkpoint's name ends in .safetensors (e.g. --out run.safetensors)");
  files::check_output(o.out, "--out", {{"--data", o.data}});
  set_num_threads(o.threads);
  std::unique_ptr<TrainingSession> session = open_run(o);
  TrainingSession& run = *session;
  print_notes(run.notes());
  // From the line below on, the first Ctrl-C or SIGTERM stops and saves; before it there is nothing to save.
  g_interrupted = false;
  g_train_phase = TrainPhase::step;
  std::optional<stop_signals::OnStop> stop_on_signal(std::in_place, on_stop_signal);
  print_run(run);

  const bool progress = isatty(STDERR_FILENO);
  const auto start = Clock::now();
  const int64_t first_step = run.steps();
  const int64_t epoch_steps = std::max<int64_t>(1, static_cast<int64_t>(run.batches_per_epoch()));
  int64_t tokens = 0;
  int64_t saved_step = -1;
  std::string stop_reason;
  // An evaluation's line: the training loss since the evaluation before (the history between
  // them has the loss every eval_every / 10 steps).
  auto print_point = [&](const HistoryPoint& p) {
    if (progress) std::fputc('\n', stderr);
    std::fprintf(stderr, "  step %lld: train loss %.3f%s\n", static_cast<long long>(p.step),
                 train_loss_since_previous_evaluation(run.history()), validation_text(p).c_str());
  };
  auto evaluate = [&] {
    g_train_phase = TrainPhase::evaluation;
    print_point(run.evaluate());
  };
  auto save = [&] {
    g_train_phase = TrainPhase::save;
    run.save(o.out);
    if (o.keep_checkpoints) run.save(step_checkpoint_name(o.out, run.steps()));
    saved_step = run.steps();
  };
  const DivergencePolicy policy = parse_divergence_policy(o.on_divergence);
  run.set_divergence_policy(policy);
  nlohmann::json divergences = nlohmann::json::array();
  std::string divergence_message;
  int rewinds = 0;
  constexpr int kMaxRewinds = 5;
  while ((stop_reason = reason_to_stop(o, run.steps() - first_step, epoch_steps, seconds_since(start))).empty()) {
    g_train_phase = TrainPhase::step;
    StepReport report;
    try {
      report = run.step();
    } catch (const DivergenceError& e) {
      nlohmann::json event = e.report().to_json();
      const int64_t kept = run.kept_step();
      if (policy == DivergencePolicy::rewind && kept >= 0 && rewinds < kMaxRewinds) {
        if (progress) std::fputc('\n', stderr);
        std::fprintf(stderr, "  %s\n", e.what());
        ++rewinds;
        run.rewind(0.5);
        event["action"] = "rewind";
        event["rewound_to"] = kept;
        event["learning_rate_scale"] = std::pow(0.5, rewinds);
        std::fprintf(stderr, "  rewound to step %lld; the learning rate is now %g times the schedule's\n",
                     static_cast<long long>(kept), std::pow(0.5, rewinds));
        divergences.push_back(event);
        continue;
      }
      event["action"] = "stop";
      divergences.push_back(event);
      divergence_message = e.what();
      if (policy == DivergencePolicy::rewind)
        divergence_message += rewinds >= kMaxRewinds
                                  ? " It diverged again after " + std::to_string(kMaxRewinds) + " rewinds."
                                  : " No state was kept yet to rewind to.";
      stop_reason = "divergence";
      break;
    }
    tokens += report.target_tokens;
    if (progress) {
      std::fprintf(stderr, "\r  step %lld | epoch %d %3.0f%% | loss %.3f | lr %.2e | %.0f tok/s | %s   ",
                   static_cast<long long>(report.step), report.epoch + 1, 100 * report.epoch_progress, report.loss,
                   report.learning_rate, tokens / std::max(1e-9, seconds_since(start)),
                   format_duration(seconds_since(start)).c_str());
      std::fflush(stderr);
    }
    if (run.evaluation_due()) {
      evaluate();
      save();
    }
  }
  // A last point unless the loop ended right after an evaluation; an interrupt saves without
  // evaluating, and not again what the evaluation just saved.
  if (stop_reason == "interrupted" || stop_reason == "divergence") {
    if (run.history().empty() || run.history().back().step != run.steps()) run.record_point();
  } else if (!run.evaluated_at_last_step()) {
    evaluate();
  }
  if (stop_reason != "interrupted" || saved_step != run.steps()) save();
  stop_on_signal.reset();  // from here a signal ends the program, as before training
  print_result(o, run, stop_reason, seconds_since(start), tokens, divergences);
  if (!divergence_message.empty())
    throw Error(divergence_message + " The last good state is saved in " + o.out +
                "; lower the learning rate, lengthen the warm-up or clip gradients harder, then resume.");
}

}  // namespace

void add_train_command(CLI::App& app) {
  auto train_options = std::make_shared<TrainOptions>();
  auto* train =
      app.add_subcommand("train", "train a model; Ctrl-C or SIGTERM stops after the step and saves a checkpoint");
  const RunOptionsGiven given = add_run_options(train, *train_options, "--resume");
  train->add_option("--minutes", train_options->minutes, "train for this long")->check(number_in(0, 525600));
  train->add_option("--epochs", train_options->epochs, "train for this many epochs")->check(integer_in(0, 1000000));
  train->add_option("--steps", train_options->steps, "train for this many optimizer steps")
      ->check(integer_in(0, kMaxSteps));
  train->add_option("--out,-o", train_options->out, "checkpoint to write (.safetensors)")->required();
  train->add_option("--threads", train_options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  train->add_flag("--keep-checkpoints", train_options->keep_checkpoints,
                  "also keep every evaluation's checkpoint as OUT-stepN.safetensors (for twb average)");
  train->add_flag("--json", train_options->json, "print one JSON object as the last line");
  train
      ->add_option(
          "--on-divergence", train_options->on_divergence,
          "a step whose loss or gradient is not finite, spikes or explodes: stop (save and stop), rewind "
          "(to the state kept at the start and every 50 steps, with half the learning rate) or ignore (spikes and "
          "explosions; a non-finite step still stops)")
      ->check(CLI::IsMember({"stop", "rewind", "ignore"}));
  train->callback([train_options, given] {
    given.note_given(*train_options);
    run_train(*train_options);
  });
}

}  // namespace twb::cli
