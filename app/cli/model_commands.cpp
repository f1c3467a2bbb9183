// The subcommands that train and use models:
//   train, eval           every task ("translate", "lm", "classify"), through TrainingSession and
//                         the task a checkpoint names;
//   translate, score      the encoder–decoder (task "translate");
//   generate              the decoder-only language model (task "lm");
//   classify              the encoder-only classifier (task "classify");
//   bench                 training and inference speed of any task.

#include <poll.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "cli/commands.h"
#include "decode/sampling.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "text/datasets.h"
#include "train/checkpoint.h"
#include "train/language_model.h"
#include "train/session.h"
#include "train/text_classifier.h"
#include "train/translation.h"
#include "task/task.h"
#include "util/cpu_time.h"
#include "util/error.h"
#include "util/files.h"
#include "util/stop_signals.h"

namespace twb::cli {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Minor page faults of the whole process so far: memory touched for the first time.
long minor_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// The names --task accepts: every task's.
std::vector<std::string> task_name_list() {
  std::vector<std::string> names;
  for (const Task* task : all_tasks()) names.push_back(task->name());
  return names;
}

// What the training loop is doing, for the message a stop signal prints.
enum class TrainPhase { step, evaluation, save };
std::atomic<TrainPhase> g_train_phase{TrainPhase::step};

// The first Ctrl-C (or SIGTERM) asks the training loop to stop after its step (or evaluation, or
// save) and save; a second one ends the program at once, without saving. Both arrive on the thread
// util/stop_signals.h keeps for them, never in a signal handler.
std::atomic<bool> g_interrupted{false};
void on_stop_signal(int signal) {
  g_interrupted = true;
  const char* after = "after this step to save";
  switch (g_train_phase.load()) {
    case TrainPhase::step: break;
    case TrainPhase::evaluation: after = "after this evaluation to save"; break;
    case TrainPhase::save: after = "once this save is done"; break;
  }
  const std::string again = signal == SIGINT ? "Ctrl-C again" : std::string("a second ") + stop_signals::name(signal);
  std::fprintf(stderr, "\ntwb: %s: stopping %s (%s quits without saving)\n", stop_signals::name(signal), after, again.c_str());
  std::fflush(stderr);
}

void print_notes(const std::vector<std::string>& notes) {
  for (const auto& note : notes) std::cerr << "twb: note: " << note << "\n";
}

std::string format_duration(double seconds) {
  const int s = static_cast<int>(seconds);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  return buffer;
}

std::string format(const char* pattern, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, pattern, value);
  return buffer;
}

std::vector<std::string> read_lines(const std::string& path) {
  files::require_regular_file(path, "");
  std::ifstream in(path);
  if (!in) throw Error("cannot open " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

bool blank(const std::string& text) { return text.find_first_not_of(" \t\r") == std::string::npos; }

// ------------------------------------------------------------------ train

struct TrainOptions {
  std::string task = "translate", data, src, trg, preset = "tiny", out, resume;
  std::vector<std::string> settings;
  double minutes = 0;
  int epochs = 0;
  int64_t steps = 0;
  uint64_t seed = 1;
  int threads = 0;
  int eval_every = 0;
  int eval_sentences = 0;
  bool json = false;
  bool keep_checkpoints = false;  // also OUT-stepN.safetensors at every evaluation (for twb average)
  bool task_given = false;  // --task was on the command line
  bool preset_given = false;  // --preset was: it wins over a dataset's recipe
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
  if (p.validation_accuracy) s += format(", accuracy %.3f", *p.validation_accuracy);
  return s;
}

std::string bundled_names_hint(const std::string& task) {
  try {
    const auto names = text::bundled_dataset_names(task);
    if (names.empty()) return "";
    std::string hint = " (bundled for " + task + ":";
    for (const auto& n : names) hint += " " + n;
    return hint + ")";
  } catch (const Error&) {
    return "";
  }
}

// The dataset's own recipe (its dataset.json's "recipe") over the task's defaults, with a note
// that says what it changed.
void apply_dataset_recipe(ExperimentSettings& settings, const std::string& data, const std::string& task,
                          bool preset_given) {
  text::DatasetRecipe recipe = text::dataset_recipe(data, task);
  if (preset_given)  // the user's --preset wins over the recipe's
    std::erase_if(recipe.settings, [](const std::string& s) { return s.starts_with("preset="); });
  std::string applied;
  for (const auto& s : recipe.settings) {
    try {
      settings.set(s);
    } catch (const Error& e) {
      throw Error(data + "'s dataset.json recommends " + s + ", which this version cannot use: " + e.what());
    }
    applied += (applied.empty() ? "" : " ") + s;
  }
  if (recipe.settings.empty()) return;
  std::cerr << "twb: note: " << data << "'s recipe (" << recipe.source << "): " << applied
            << "; --set overrides any of them\n";
}

std::unique_ptr<TrainingSession> open_session(const TrainOptions& o) {
  if (!o.resume.empty()) {
    const std::string task = checkpoint::task_of(o.resume);
    if (o.task_given && task != o.task)
      throw Error("--task " + o.task + ": " + o.resume + " is a checkpoint of the task " + task +
                  "; resume it with --task " + task + " or without --task");
    if (!o.settings.empty()) std::cerr << "twb: note: --set is ignored when resuming: the run keeps its settings\n";
    return resume_session(o.resume, o.data, o.src, o.trg);
  }
  if (o.data.empty()) throw Error("--data is required: a bundled dataset name or a path" + bundled_names_hint(o.task));
  const Task& task = task_named(o.task);
  if (!task.has_language_pair() && (!o.src.empty() || !o.trg.empty()))
    std::cerr << "twb: note: --src and --trg are for translation datasets; the " << o.task << " task ignores them\n";
  ExperimentSettings settings = task.defaults(o.preset);
  apply_dataset_recipe(settings, o.data, o.task, o.preset_given);  // then the user's --set, which win
  settings.dataset = o.data;
  settings.source_language = o.src;
  settings.target_language = o.trg;
  settings.trainer.seed = o.seed;
  settings.eval_every = o.eval_every;
  settings.eval_sentences = o.eval_sentences;
  for (const auto& s : o.settings) settings.set(s);
  return task.create(settings);
}

// run.safetensors, step 1200 → run-step1200.safetensors: a checkpoint kept for twb average.
std::string step_checkpoint_name(const std::string& out, int64_t step) {
  return out.substr(0, out.size() - std::string(".safetensors").size()) + "-step" + std::to_string(step) +
         ".safetensors";
}

void run_train(const TrainOptions& o) {
  if (o.minutes <= 0 && o.epochs <= 0 && o.steps <= 0)
    throw Error("say how long to train: --minutes M, --epochs E or --steps N");
  // Before any work: the checkpoint is written at the first evaluation and must not replace an input.
  if (!o.out.ends_with(".safetensors"))
    throw Error("--out " + o.out + ": a checkpoint's name ends in .safetensors (e.g. --out run.safetensors)");
  files::check_output(o.out, "--out", {{"--data", o.data}});
  set_num_threads(o.threads);
  std::unique_ptr<TrainingSession> session = open_session(o);
  TrainingSession& run = *session;
  print_notes(run.notes());
  const std::string& task = run.task();
  const TransformerConfig& config = run.model_config();
  std::string vocabulary = config.source_vocab > 0 && config.target_vocab > 0
                               ? "vocabularies " + std::to_string(config.source_vocab) + " / " + std::to_string(config.target_vocab)
                               : "vocabulary " + std::to_string(std::max(config.source_vocab, config.target_vocab));
  if (config.classes > 0) vocabulary += ", " + std::to_string(config.classes) + " classes";
  const std::string examples = "training " + task_named(task).example_noun();
  // From the line below on, the first Ctrl-C or SIGTERM stops and saves; before it there is nothing to save.
  g_interrupted = false;
  g_train_phase = TrainPhase::step;
  std::optional<stop_signals::OnStop> stop_on_signal(std::in_place, on_stop_signal);
  std::cerr << "twb: " << task << " on " << run.settings().dataset << ": " << run.training_examples() << " "
            << examples << ", " << run.batches_per_epoch() << " batches an epoch; " << config.architecture
            << " model of " << run.parameter_count() << " parameters, " << vocabulary << "; " << num_threads()
            << " threads\n";

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
  while (true) {
    if (o.minutes > 0 && seconds_since(start) >= o.minutes * 60) { stop_reason = "time"; break; }
    if (o.steps > 0 && run.steps() - first_step >= o.steps) { stop_reason = "steps"; break; }
    if (o.epochs > 0 && run.steps() - first_step >= o.epochs * epoch_steps) { stop_reason = "epochs"; break; }
    if (g_interrupted) { stop_reason = "interrupted"; break; }
    g_train_phase = TrainPhase::step;
    StepReport report;
    try {
      report = run.step();
    } catch (const DivergenceError& e) {
      run.save(o.out);
      throw Error(std::string(e.what()) + " The last good state is saved in " + o.out + ".");
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
  if (stop_reason == "interrupted") {
    if (run.history().empty() || run.history().back().step != run.steps()) run.record_point();
  } else if (!run.evaluated_at_last_step()) {
    evaluate();
  }
  if (stop_reason != "interrupted" || saved_step != run.steps()) save();
  stop_on_signal.reset();  // from here a signal ends the program, as before training
  const double elapsed = seconds_since(start);
  const HistoryPoint& last = run.history().back();
  std::cerr << "twb: " << (stop_reason == "interrupted" ? "interrupted; " : "") << "saved " << o.out << " after "
            << run.steps() << " steps (" << format_duration(elapsed) << ")\n";
  if (o.json) {
    nlohmann::json j{{"task", task},
                     {"checkpoint", o.out},
                     {"steps", run.steps()},
                     {"epochs", last.epoch},
                     {"elapsed_s", elapsed},
                     {"train_tokens_per_s", tokens / std::max(1e-9, elapsed)},
                     {"train_loss", train_loss_since_previous_evaluation(run.history())},
                     {"stopped_by", stop_reason}};
    for (auto it = run.history().rbegin(); it != run.history().rend(); ++it) {
      if (!it->validation_loss) continue;
      put_validation(j, *it);
      break;
    }
    print_json(j);
  }
}

// ------------------------------------------------------------------ average

struct AverageOptions {
  std::vector<std::string> checkpoints;
  std::string out;
  bool json = false;
};

void run_average(const AverageOptions& o) {
  if (!o.out.ends_with(".safetensors"))
    throw Error("--out " + o.out + ": a checkpoint's name ends in .safetensors (e.g. --out averaged.safetensors)");
  std::vector<files::NamedPath> inputs;
  for (const auto& path : o.checkpoints) inputs.push_back({"a checkpoint to average", path});
  files::check_output(o.out, "--out", inputs);
  const checkpoint::AveragedCheckpoint summary = checkpoint::average(o.checkpoints, o.out);
  std::string steps;
  for (const int64_t step : summary.steps) steps += (steps.empty() ? "" : ", ") + std::to_string(step);
  std::cerr << "twb: wrote " << o.out << ": the mean of " << summary.parameters << " parameter tensors over "
            << o.checkpoints.size() << " checkpoints (steps " << steps << "); Adam's state and history are "
            << o.checkpoints.back() << "'s\n";
  if (o.json)
    print_json({{"checkpoint", o.out}, {"averaged", o.checkpoints.size()}, {"steps", summary.steps},
                {"parameter_tensors", summary.parameters}});
}

// ------------------------------------------------------------------ eval

DecodeSettings decode_settings(int beam, double length_penalty, double word_reward, double coverage_penalty,
                               int max_tokens) {
  DecodeSettings s;
  if (beam < 1) throw Error("--beam " + std::to_string(beam) + ": the beam width must be at least 1");
  s.beam_width = beam;
  s.length_penalty = length_penalty;
  s.word_reward = word_reward;
  s.coverage_penalty = coverage_penalty;
  s.max_output_tokens = max_tokens;
  return s;
}

struct UseOptions {
  std::string checkpoint, data, src, trg, split = "test", hyp_out, source_file, target_file;
  std::vector<std::string> sentences;
  int beam = 1, max_tokens = 0, threads = 0;
  // DecodeSettings's, chosen on Multi30k's validation split
  double length_penalty = DecodeSettings{}.length_penalty, word_reward = DecodeSettings{}.word_reward,
         coverage_penalty = DecodeSettings{}.coverage_penalty;
  bool json = false;
};

// The checkpoint's task evaluates it (task/task.h) and says what to print.
void run_eval(const UseOptions& o) {
  set_num_threads(o.threads);
  const Task& task = task_named(checkpoint::task_of(o.checkpoint));
  if (!task.has_language_pair() &&
      (o.beam != 1 || o.max_tokens != 0 || !o.hyp_out.empty() || !o.src.empty() || !o.trg.empty()))
    std::cerr << "twb: note: --beam, --length-penalty, --word-reward, --coverage-penalty, --max-tokens, --hyp, --src and --trg are "
                 "for translation; "
                 "this is a checkpoint of "
              << task.description() << "\n";
  if (!o.hyp_out.empty())  // checked before the (long) evaluation, not after it
    files::check_output(o.hyp_out, "--hyp", {{"--checkpoint", o.checkpoint}, {"--data", o.data}});
  EvaluationRequest request;
  request.dataset = o.data;
  request.source_language = o.src;
  request.target_language = o.trg;
  request.split = o.split;
  request.decode = decode_settings(o.beam, o.length_penalty, o.word_reward, o.coverage_penalty, o.max_tokens);
  const Report report = task.evaluate(o.checkpoint, request);
  print_notes(report.notes);
  if (!o.hyp_out.empty()) {
    std::string text;
    for (const auto& h : report.outputs) text += h + "\n";
    files::write_file_atomically(o.hyp_out, text);
  }
  std::cout << report.text;
  if (o.json) print_json(report.json);
}

// ------------------------------------------------------------------ translate, score

// Standard input a group of lines at a time: each group is every complete line that has come in by
// then (waiting for the first), at most `most`. A file or a pipe full of sentences gives large
// groups to translate in batches; a program that writes one line and waits for its translation
// gets it at once. Lines lose a final "\r"; a last line without "\n" counts.
class InputLines {
 public:
  explicit InputLines(int fd) : fd_(fd) {}

  // The next group into `lines`; false when the input has ended and nothing is left.
  bool next_group(std::vector<std::string>& lines, size_t most) {
    lines.clear();
    while (lines.size() < most) {
      const size_t end = buffer_.find('\n', start_);
      if (end != std::string::npos) {
        take_line(lines, end);
        start_ = end + 1;
        continue;
      }
      if (ended_) {
        if (start_ < buffer_.size()) take_line(lines, buffer_.size());
        start_ = buffer_.size();
        break;
      }
      if (!lines.empty() && !more_waiting()) break;
      read_more();
    }
    return !lines.empty();
  }

 private:
  void take_line(std::vector<std::string>& lines, size_t end) {
    std::string line = buffer_.substr(start_, end - start_);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
  }

  // Whether a read would return at once (data or the end), without waiting.
  bool more_waiting() const {
    pollfd p{fd_, POLLIN, 0};
    return poll(&p, 1, 0) > 0;
  }

  void read_more() {
    buffer_.erase(0, start_);
    start_ = 0;
    char chunk[1 << 16];
    while (true) {
      const ssize_t n = read(fd_, chunk, sizeof chunk);
      if (n > 0) {
        buffer_.append(chunk, static_cast<size_t>(n));
        return;
      }
      if (n == 0) {
        ended_ = true;
        return;
      }
      if (errno != EINTR) throw Error(std::string("cannot read standard input: ") + std::strerror(errno));
    }
  }

  int fd_;
  std::string buffer_;
  size_t start_ = 0;  // buffer_[start_, ...) is not yet taken
  bool ended_ = false;
};

// The note for a text's tokens outside the vocabulary (the views say the same under their result).
void note_unknown_tokens(const std::vector<std::string>& unknown) {
  if (unknown.empty()) return;
  std::cerr << "twb: note: not in the model's vocabulary, so read as <unk>:";
  for (const std::string& token : unknown) std::cerr << " \"" << token << "\"";
  std::cerr << "\n";
}

// Sentences from the arguments, or standard input: a terminal a line at a time (a person waits for
// each), anything else in groups of up to 4096 lines. TranslationModel::translate gives each
// sentence what it gets alone, so the grouping changes the speed only, never the output: line by
// line, the same notes, translations and JSON.
void run_translate(const UseOptions& o) {
  set_num_threads(o.threads);
  TranslationModel model = TranslationModel::load(o.checkpoint);
  const DecodeSettings settings = decode_settings(o.beam, o.length_penalty, o.word_reward, o.coverage_penalty, o.max_tokens);
  nlohmann::json results = nlohmann::json::array();
  auto translate_group = [&](const std::vector<std::string>& sentences) {
    std::vector<std::vector<TranslationModel::BeamTranslation>> beams(sentences.size());
    std::vector<std::string> translations;
    if (o.beam > 1) {
      translations.resize(sentences.size());
      beams = model.translate_beams(sentences, settings);  // in batches, each as alone
      for (size_t i = 0; i < sentences.size(); ++i)
        if (!beams[i].empty()) translations[i] = beams[i].front().text;
    } else {
      translations = model.translate(sentences, settings);
    }
    for (size_t i = 0; i < sentences.size(); ++i) {
      const std::string& sentence = sentences[i];
      if (TranslationModel::is_blank(sentence)) {
        std::cerr << "twb: note: an empty line has no translation\n";
        std::cout << "\n";
        results.push_back({{"source", sentence}, {"translation", ""}, {"unknown_tokens", nlohmann::json::array()}});
        continue;
      }
      bool truncated = false;
      model.encode_source(sentence, &truncated);
      if (truncated)
        std::cerr << "twb: note: the sentence is longer than the model's " << model.config().max_len - 1
                  << " tokens; only its beginning is translated\n";
      const std::vector<std::string> unknown = model.unknown_source_tokens(sentence);
      note_unknown_tokens(unknown);
      nlohmann::json entry{{"source", sentence}, {"translation", translations[i]}, {"unknown_tokens", unknown}};
      if (o.beam > 1) {
        nlohmann::json hyps = nlohmann::json::array();
        for (const auto& h : beams[i])
          hyps.push_back({{"translation", h.text}, {"score", h.score}, {"log_probability", h.log_probability},
                          {"tokens", h.tokens}});
        entry["beam"] = hyps;
      }
      std::cout << translations[i] << "\n";
      results.push_back(std::move(entry));
    }
    std::cout.flush();
  };
  if (!o.sentences.empty()) {
    translate_group(o.sentences);
  } else {
    const size_t most = isatty(STDIN_FILENO) ? 1 : 4096;
    InputLines input(STDIN_FILENO);
    for (std::vector<std::string> lines; input.next_group(lines, most);) translate_group(lines);
  }
  if (o.json) print_json({{"translations", results}});
}

void run_score(const UseOptions& o) {
  set_num_threads(o.threads);
  TranslationModel model = TranslationModel::load(o.checkpoint);
  std::vector<std::string> sources, targets;
  if (!o.source_file.empty() || !o.target_file.empty()) {
    if (o.source_file.empty() || o.target_file.empty()) throw Error("give both --source-file and --target-file");
    sources = read_lines(o.source_file);
    targets = read_lines(o.target_file);
    if (sources.size() != targets.size())
      throw Error(o.source_file + " has " + std::to_string(sources.size()) + " lines but " + o.target_file + " has " +
                  std::to_string(targets.size()) + ": the files must be line-aligned");
  } else {
    if (o.sentences.size() != 2) throw Error("give SOURCE and TARGET, or --source-file and --target-file");
    sources = {o.sentences[0]};
    targets = {o.sentences[1]};
  }
  nlohmann::json scores = nlohmann::json::array();
  double total = 0;
  int64_t tokens = 0;
  for (size_t i = 0; i < sources.size(); ++i) {
    // A target is scored whole or not at all: the log-probability of its beginning would be a
    // different number under the same name. A long source is cut like translate cuts it, with a note.
    const std::string where = sources.size() > 1 ? "line " + std::to_string(i + 1) + ": " : "";
    bool truncated = false;
    model.encode_target(targets[i], &truncated);
    if (truncated)
      throw Error(where + "the target is longer than the model's " + std::to_string(model.config().max_len - 1) +
                  " tokens, so its log-probability cannot be computed whole (targets are never truncated)");
    model.encode_source(sources[i], &truncated);
    if (truncated)
      std::cerr << "twb: note: " << where << "the source is longer than the model's " << model.config().max_len - 1
                << " tokens; the target is scored given its beginning only\n";
    const auto [log_prob, count] = model.score(sources[i], targets[i]);
    std::printf("%.6f\t%d\n", log_prob, count);
    scores.push_back({{"log_prob", log_prob}, {"tokens", count}});
    total += log_prob;
    tokens += count;
  }
  std::fflush(stdout);
  if (o.json) print_json({{"scores", scores}, {"total_log_prob", total}, {"tokens", tokens}});
}

// ------------------------------------------------------------------ generate

struct GenerateOptions {
  std::string checkpoint, prompt;
  int tokens = 50;
  double temperature = 1.0;
  int top_k = 0;
  double top_p = 1.0;
  uint64_t seed = 0;
  int threads = 0;
  bool json = false;
};

void run_generate(const GenerateOptions& o) {
  set_num_threads(o.threads);
  SamplingSettings sampling;
  sampling.max_new_tokens = o.tokens;
  sampling.temperature = o.temperature;
  sampling.top_k = o.top_k;
  sampling.top_p = o.top_p;
  sampling.seed = o.seed;
  sampling.validate();  // before the model loads: a wrong flag is the first thing to hear about
  LanguageModel model = LanguageModel::load(o.checkpoint);

  const std::vector<std::string> prompt_tokens = model.tokenizer().tokenize(o.prompt);
  // <sos> + the prompt must leave room for one new token in the context window.
  if (prompt_tokens.size() + 2 > static_cast<size_t>(model.config().max_len))
    throw Error("the prompt has " + std::to_string(prompt_tokens.size()) + " tokens, but the model's context window of " +
                std::to_string(model.config().max_len) + " tokens (<sos> included) leaves room for " +
                std::to_string(model.config().max_len - 2) + " prompt tokens at most");
  const std::vector<std::string> unknown = model.unknown_tokens(o.prompt);
  note_unknown_tokens(unknown);

  const Generation generation = model.generate(o.prompt, sampling);
  std::vector<std::string> tokens;
  nlohmann::json probabilities = nlohmann::json::array();
  for (size_t i = 0; i < generation.tokens.size(); ++i) {
    tokens.push_back(model.vocabulary().token(generation.tokens[i]));
    if (i < generation.steps.size()) probabilities.push_back(generation.steps[i].probability);
  }
  const std::string continuation = model.decode(generation.tokens);
  std::vector<std::string> all = prompt_tokens;
  all.insert(all.end(), tokens.begin(), tokens.end());
  const std::string text = model.tokenizer().detokenize(all);
  if (!generation.finished && static_cast<int>(generation.tokens.size()) < o.tokens)
    std::cerr << "twb: note: stopped at the end of the model's context window (" << model.config().max_len
              << " tokens)\n";
  std::cout << text << std::endl;
  if (o.json)
    print_json({{"prompt", o.prompt},
                {"unknown_tokens", unknown},
                {"continuation", continuation},
                {"text", text},
                {"tokens", tokens},
                {"probabilities", probabilities},
                {"finished", generation.finished},
                {"seed", o.seed},
                {"temperature", o.temperature},
                {"top_k", o.top_k},
                {"top_p", o.top_p},
                {"max_new_tokens", o.tokens}});
}

// ------------------------------------------------------------------ classify

struct ClassifyOptions {
  std::string checkpoint;
  std::vector<std::string> texts;
  int threads = 0;
  bool json = false;
};

void run_classify(const ClassifyOptions& o) {
  set_num_threads(o.threads);
  TextClassifier model = TextClassifier::load(o.checkpoint);
  const std::vector<std::string>& labels = model.labels();
  nlohmann::json predictions = nlohmann::json::array();
  // One line per text: LABEL <tab> its probability <tab> every class's probability.
  auto classify = [&](const std::vector<std::string>& texts) {
    std::vector<std::string> kept;
    for (const auto& t : texts) {
      if (blank(t)) continue;
      bool truncated = false;
      model.encode(t, &truncated);
      if (truncated)
        std::cerr << "twb: note: a text is longer than the model's " << model.max_tokens()
                  << " tokens; only its beginning is classified\n";
      kept.push_back(t);
    }
    const std::vector<Prediction> results = kept.empty() ? std::vector<Prediction>{} : model.classify(kept);
    size_t next = 0;
    for (const auto& t : texts) {
      if (blank(t)) {
        std::cerr << "twb: note: an empty line has nothing to classify\n";
        std::cout << "\n";
        predictions.push_back({{"text", t},
                               {"label", nullptr},
                               {"probabilities", nlohmann::json::object()},
                               {"unknown_tokens", nlohmann::json::array()}});
        continue;
      }
      const Prediction& p = results.at(next++);
      const std::vector<std::string> unknown = model.unknown_tokens(t);
      note_unknown_tokens(unknown);
      nlohmann::json by_label = nlohmann::json::object();
      std::string all;
      for (size_t c = 0; c < p.probabilities.size() && c < labels.size(); ++c) {
        by_label[labels[c]] = p.probabilities[c];
        all += (c ? " " : "") + labels[c] + "=" + format("%.4f", p.probabilities[c]);
      }
      const std::string& label = labels.at(static_cast<size_t>(p.label));
      std::cout << label << "\t" << format("%.4f", p.probabilities.at(static_cast<size_t>(p.label))) << "\t" << all
                << std::endl;
      predictions.push_back({{"text", t}, {"label", label}, {"probabilities", by_label}, {"unknown_tokens", unknown}});
    }
  };
  if (!o.texts.empty()) {
    classify(o.texts);
  } else {
    for (std::string line; std::getline(std::cin, line);) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      classify({line});
    }
  }
  if (o.json) print_json({{"predictions", predictions}, {"labels", labels}});
}

// ------------------------------------------------------------------ bench

struct BenchOptions {
  std::string task = "translate", data, src = "en", trg = "de", preset = "small";
  std::vector<std::string> settings;
  int steps = 20, warmup = 3, decode_sentences = 200, threads = 0;
  bool json = false;
};

struct TrainTiming {
  int64_t tokens = 0;
  double seconds = 0;
  double minor_faults_per_step = 0;  // after the warm-up: ~0 when no step allocates fresh memory
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
nlohmann::json bench_context(const BenchOptions& o, const TrainTiming& t) {
  return {{"threads", num_threads()},
          // false where TWB_FIXED_THREADS=1 keeps that many whatever other programs take
          {"threads_follow_load", AdaptiveThreadCount::reads_machine_load()},
          {"cores", std::thread::hardware_concurrency()},
          {"simd", Eigen::SimdInstructionSetsInUse()},
          {"gemm", gemm_kernel_description()},
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
  std::snprintf(text, sizeof text, "; other programs kept %.2f cores busy, the hypervisor took %.2f", t.other.other_cores,
                t.other.steal_cores);
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
  std::cout << "train: " << timing.tokens << " target tokens in " << o.steps << " steps, " << timing.seconds << " s: "
            << tokens_per_s << " target tokens/s (" << num_threads() << " threads, " << Eigen::SimdInstructionSetsInUse()
            << "; " << timing.minor_faults_per_step << " minor page faults per step; steps by threads: "
            << steps_by_threads_text(timing) << other_cpu_text(timing) << ")\n";
  const Report inference = task.bench_inference(*session, o.decode_sentences);
  std::cout << inference.text;
  if (o.json) {
    nlohmann::json j = bench_context(o, timing);
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

// Every command's --threads.
constexpr const char* kThreadsHelp =
    "threads (0: all cores, the default); training and translation may use one fewer for each core other programs keep "
    "busy, unless TWB_FIXED_THREADS=1 is set";

void add_common(CLI::App* cmd, UseOptions& o) {
  cmd->add_option("--checkpoint,-c", o.checkpoint, "a .safetensors checkpoint written by twb train")->required();
  cmd->add_option("--beam", o.beam, "translate: beam width (1: greedy)")->check(integer_in(1, 64));
  cmd->add_option("--length-penalty", o.length_penalty, "translate: beam search's GNMT length penalty α")
      ->check(number_in(0, 10));
  cmd->add_option("--word-reward", o.word_reward,
                  "translate: beam search's reward γ for each output token up to the length the training data leads "
                  "one to expect (0: none)")
      ->check(number_in(0, 10));
  cmd->add_option("--coverage-penalty", o.coverage_penalty,
                  "translate: beam search's GNMT coverage penalty β, against source words the translation never "
                  "attended to (0: none)")
      ->check(number_in(0, 10));
  cmd->add_option("--max-tokens", o.max_tokens, "translate: longest output, in tokens (0: source length + 20)")
      ->check(integer_in(0, 100000));
  cmd->add_option("--threads", o.threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  cmd->add_flag("--json", o.json, "print one JSON object as the last line");
}

}  // namespace

void add_model_commands(CLI::App& app) {
  auto train_options = std::make_shared<TrainOptions>();
  auto* train = app.add_subcommand("train", "train a model; Ctrl-C saves a checkpoint before it exits");
  auto* task_option = train->add_option("--task", train_options->task,
                                        "translate (encoder–decoder), lm (decoder-only GPT) or classify (encoder-only)")
                          ->check(CLI::IsMember(task_name_list()));
  train->add_option("--data,--dataset,-d", train_options->data,
                    "bundled dataset name (translate: numbers-en-de, dates-iso, copy, reverse; lm: arithmetic, "
                    "toy-grammar; classify: sentiment, brackets) or a path");
  train->add_option("--src", train_options->src, "translate: source language of a directory dataset (e.g. en)");
  train->add_option("--trg", train_options->trg, "translate: target language of a directory dataset (e.g. de)");
  auto* preset_option = train->add_option(
      "--preset,-p", train_options->preset,
      "tiny, small or base, in the task's architecture (default: tiny, or the dataset's recipe: small for 10,000 "
      "translation pairs or more)");
  train->add_option("--set", train_options->settings, "override a hyper-parameter: key=value (repeatable)");
  train->add_option("--minutes", train_options->minutes, "train for this long")->check(number_in(0, 525600));
  train->add_option("--epochs", train_options->epochs, "train for this many epochs")->check(integer_in(0, 1000000));
  train->add_option("--steps", train_options->steps, "train for this many optimizer steps")
      ->check(integer_in(0, kMaxSteps));
  train->add_option("--out,-o", train_options->out, "checkpoint to write (.safetensors)")->required();
  train->add_option("--resume", train_options->resume, "continue the run saved in this checkpoint (any task)");
  train->add_option("--seed", train_options->seed, "random seed (initialisation, batch order, dropout)")
      ->check(integer_in(0, INT64_MAX));
  train->add_option("--threads", train_options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  train->add_option("--eval-every", train_options->eval_every, "evaluate (and save) every N steps (0: every epoch)")
      ->check(integer_in(0, kMaxSteps));
  train->add_option("--eval-sentences", train_options->eval_sentences,
                    "validate on the first N examples only (0: all)")
      ->check(integer_in(0, 100'000'000));
  train->add_flag("--keep-checkpoints", train_options->keep_checkpoints,
                  "also keep every evaluation's checkpoint as OUT-stepN.safetensors (for twb average)");
  train->add_flag("--json", train_options->json, "print one JSON object as the last line");
  train->callback([train_options, task_option, preset_option] {
    train_options->task_given = task_option->count() > 0;
    train_options->preset_given = preset_option->count() > 0;
    run_train(*train_options);
  });

  auto average_options = std::make_shared<AverageOptions>();
  auto* average = app.add_subcommand(
      "average", "average the weights of checkpoints of one run (the paper averages its last 5): a checkpoint "
                 "that evaluates and translates like the last one, usually a little better");
  average->add_option("checkpoints", average_options->checkpoints,
                      "two checkpoints or more of one run, oldest first (twb train --keep-checkpoints)")
      ->required();
  average->add_option("--out,-o", average_options->out, "the averaged checkpoint to write (.safetensors)")->required();
  average->add_flag("--json", average_options->json, "print one JSON object as the last line");
  average->callback([average_options] { run_average(*average_options); });

  auto use = std::make_shared<UseOptions>();
  auto* eval = app.add_subcommand(
      "eval", "evaluate a checkpoint of any task on a split: translate: loss, BLEU, exact match; lm: loss, "
              "perplexity, answer accuracy; classify: loss, accuracy, accuracy per group, confusion matrix");
  add_common(eval, *use);
  eval->add_option("--data,--dataset,-d", use->data, "dataset (default: the one the checkpoint trained on)");
  eval->add_option("--src", use->src, "translate: source language of a directory dataset");
  eval->add_option("--trg", use->trg, "translate: target language of a directory dataset");
  eval->add_option("--split", use->split, "train, val or test");
  eval->add_option("--hyp", use->hyp_out, "translate: also write the translations to this file");
  eval->callback([use] { run_eval(*use); });

  auto* translate = app.add_subcommand("translate", "translate the sentences given, or standard input line by line");
  add_common(translate, *use);
  translate->add_option("sentences", use->sentences, "sentences to translate");
  translate->callback([use] { run_translate(*use); });

  auto* score = app.add_subcommand("score", "teacher-forced log-probability of targets given sources, per sentence");
  add_common(score, *use);
  score->add_option("pair", use->sentences, "SOURCE TARGET");
  score->add_option("--source-file", use->source_file, "sources, one a line");
  score->add_option("--target-file", use->target_file, "targets, line-aligned with the sources");
  score->callback([use] { run_score(*use); });

  auto generate_options = std::make_shared<GenerateOptions>();
  auto* generate = app.add_subcommand("generate", "continue a prompt with a language model (a checkpoint of --task lm)");
  generate->add_option("--checkpoint,-c", generate_options->checkpoint, "a .safetensors checkpoint of the task lm")
      ->required();
  generate->add_option("--prompt", generate_options->prompt, "the text to continue (default: empty, start from <sos>)");
  generate->add_option("--tokens,-n", generate_options->tokens, "new tokens at most (fewer when <eos> comes first)")
      ->check(integer_in(0, 100000));
  generate->add_option("--temperature,-t", generate_options->temperature, "sampling temperature; 0: greedy")
      ->check(number_in(0, 100));
  generate->add_option("--top-k", generate_options->top_k, "sample from the k most likely tokens only; 0: all")
      ->check(integer_in(0, 1000000));
  generate->add_option("--top-p", generate_options->top_p,
                       "nucleus sampling: the smallest set of likely tokens whose probability reaches p, in (0, 1]");
  generate->add_option("--seed", generate_options->seed, "random seed: the same seed gives the same text")
      ->check(integer_in(0, INT64_MAX));
  generate->add_option("--threads", generate_options->threads, kThreadsHelp)
      ->check(integer_in(0, kMaxThreads));
  generate->add_flag("--json", generate_options->json, "print one JSON object as the last line");
  generate->callback([generate_options] { run_generate(*generate_options); });

  auto classify_options = std::make_shared<ClassifyOptions>();
  auto* classify = app.add_subcommand(
      "classify", "classify the texts given, or standard input line by line: label, its probability, every class's");
  classify->add_option("--checkpoint,-c", classify_options->checkpoint, "a .safetensors checkpoint of the task classify")
      ->required();
  classify->add_option("texts", classify_options->texts, "texts to classify");
  classify->add_option("--threads", classify_options->threads, kThreadsHelp)
      ->check(integer_in(0, kMaxThreads));
  classify->add_flag("--json", classify_options->json, "print one JSON object as the last line");
  classify->callback([classify_options] { run_classify(*classify_options); });

  auto bench_options = std::make_shared<BenchOptions>();
  auto* bench = app.add_subcommand(
      "bench", "measure training (tokens/s) and inference: greedy translation (sentences/s), generation (tokens/s) "
               "or classification (texts/s)");
  bench->add_option("--task", bench_options->task, "translate, lm or classify")->check(CLI::IsMember(task_name_list()));
  bench->add_option("--data,--dataset,-d", bench_options->data, "dataset, e.g. ../shared/datasets/multi30k");
  bench->add_option("--src", bench_options->src, "translate: source language");
  bench->add_option("--trg", bench_options->trg, "translate: target language");
  bench->add_option("--preset,-p", bench_options->preset, "tiny, small or base");
  bench->add_option("--set", bench_options->settings, "override a hyper-parameter: key=value");
  bench->add_option("--steps", bench_options->steps, "timed training steps")->check(integer_in(1, 1000000));
  bench->add_option("--warmup", bench_options->warmup, "untimed steps first")->check(integer_in(0, 1000000));
  bench->add_option("--decode-sentences", bench_options->decode_sentences,
                    "test examples to translate, continue or classify (more than the test set repeats it)")
      ->check(integer_in(0, 1000000));
  bench->add_option("--threads", bench_options->threads, kThreadsHelp)
      ->check(integer_in(0, kMaxThreads));
  bench->add_flag("--json", bench_options->json, "print one JSON object as the last line");
  bench->callback([bench_options] { run_bench(*bench_options); });
}

}  // namespace twb::cli
