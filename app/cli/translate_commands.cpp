// twb train / eval / translate / score / bench for the encoder–decoder (task "translate").

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "tensor/parallel.h"
#include "text/datasets.h"
#include "train/session.h"
#include "train/translation.h"
#include "util/error.h"

namespace twb::cli {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

std::atomic<bool> g_interrupted{false};
extern "C" void on_interrupt(int) { g_interrupted = true; }

text::TranslationDataset load_data(const std::string& spec, const std::string& src, const std::string& trg) {
  auto data = text::load_translation_dataset(spec, src, trg);
  for (const auto& w : data.warnings) std::cerr << "twb: note: " << w << "\n";
  return data;
}

const text::ParallelCorpus& split_of(const text::TranslationDataset& data, const std::string& split) {
  if (split == "test") return data.test;
  if (split == "val" || split == "validation") return data.validation;
  if (split == "train") return data.train;
  throw Error("--split " + split + ": use train, val or test");
}

std::string format_duration(double seconds) {
  const int s = static_cast<int>(seconds);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  return buffer;
}

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw Error("cannot open " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

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
};

void run_train(const TrainOptions& o) {
  if (o.task != "translate") throw Error("--task " + o.task + ": only translate is available in this version");
  if (o.minutes <= 0 && o.epochs <= 0 && o.steps <= 0)
    throw Error("say how long to train: --minutes M, --epochs E or --steps N");
  set_num_threads(o.threads);
  std::optional<TranslationSession> session;
  if (!o.resume.empty()) {
    if (!o.settings.empty()) std::cerr << "twb: note: --set is ignored when resuming: the run keeps its settings\n";
    session.emplace(TranslationSession::resume(o.resume, o.data, o.src, o.trg));
  } else {
    if (o.data.empty()) throw Error("--data is required: a bundled dataset name or a path");
    ExperimentSettings settings;
    settings.dataset = o.data;
    settings.source_language = o.src;
    settings.target_language = o.trg;
    settings.model = TransformerConfig::preset(o.preset);
    settings.trainer.seed = o.seed;
    settings.eval_every = o.eval_every;
    settings.eval_sentences = o.eval_sentences;
    for (const auto& s : o.settings) settings.set(s);
    session.emplace(TranslationSession::create(settings));
  }
  for (const auto& note : session->notes()) std::cerr << "twb: note: " << note << "\n";
  Seq2SeqTrainer& trainer = session->trainer();
  std::cerr << "twb: " << session->data().name << ": " << session->data().train.size() << " training pairs, "
            << trainer.batches_per_epoch() << " batches an epoch; model " << session->model().transformer().parameter_count()
            << " parameters, vocabularies " << session->model().source_vocabulary().size() << " / "
            << session->model().target_vocabulary().size() << "; " << num_threads() << " threads\n";

  g_interrupted = false;
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
  const bool progress = isatty(STDERR_FILENO);
  const auto start = Clock::now();
  const int64_t first_step = trainer.steps();
  const int start_epoch = trainer.epoch();
  int64_t tokens = 0;
  std::string stop_reason;
  auto print_point = [&](const HistoryPoint& p) {
    if (progress) std::fputc('\n', stderr);
    std::fprintf(stderr, "  step %lld: train loss %.3f, validation loss %.3f, BLEU %.2f, exact %.3f\n",
                 static_cast<long long>(p.step), p.train_loss, *p.validation_loss, *p.validation_bleu,
                 *p.validation_exact_match);
  };
  while (true) {
    if (o.minutes > 0 && seconds_since(start) >= o.minutes * 60) { stop_reason = "time"; break; }
    if (o.steps > 0 && trainer.steps() - first_step >= o.steps) { stop_reason = "steps"; break; }
    if (o.epochs > 0 && trainer.epoch() - start_epoch >= o.epochs && trainer.steps() > first_step) { stop_reason = "epochs"; break; }
    if (g_interrupted) { stop_reason = "interrupted"; break; }
    StepReport report;
    try {
      report = session->step();
    } catch (const DivergenceError& e) {
      session->save(o.out);
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
    if (session->evaluation_due()) {
      print_point(session->evaluate());
      session->save(o.out);
    }
  }
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  // A last point unless the loop ended right after an evaluation; an interrupt saves without evaluating.
  if (session->history().empty() || session->history().back().step != trainer.steps()) {
    if (stop_reason == "interrupted") {
      session->record_point();
    } else {
      print_point(session->evaluate());
    }
  }
  session->save(o.out);
  const double elapsed = seconds_since(start);
  const HistoryPoint& last = session->history().back();
  std::cerr << "twb: " << (stop_reason == "interrupted" ? "interrupted; " : "") << "saved " << o.out << " after "
            << trainer.steps() << " steps (" << format_duration(elapsed) << ")\n";
  if (o.json) {
    nlohmann::json j{{"checkpoint", o.out},
                     {"steps", trainer.steps()},
                     {"epochs", last.epoch},
                     {"elapsed_s", elapsed},
                     {"train_tokens_per_s", tokens / std::max(1e-9, elapsed)},
                     {"train_loss", last.train_loss},
                     {"stopped_by", stop_reason}};
    for (auto it = session->history().rbegin(); it != session->history().rend(); ++it) {
      if (!it->validation_loss) continue;
      j["validation_loss"] = *it->validation_loss;
      j["validation_bleu"] = *it->validation_bleu;
      j["validation_exact_match"] = *it->validation_exact_match;
      break;
    }
    print_json(j);
  }
}

// ------------------------------------------------------------------ eval, translate, score

DecodeSettings decode_settings(int beam, double length_penalty, int max_tokens) {
  DecodeSettings s;
  if (beam < 1) throw Error("--beam " + std::to_string(beam) + ": the beam width must be at least 1");
  s.beam_width = beam;
  s.length_penalty = length_penalty;
  s.max_output_tokens = max_tokens;
  return s;
}

struct UseOptions {
  std::string checkpoint, data, src, trg, split = "test", hyp_out, source_file, target_file;
  std::vector<std::string> sentences;
  int beam = 1, max_tokens = 0, threads = 0;
  double length_penalty = 0.6;
  bool json = false;
};

void run_eval(const UseOptions& o) {
  set_num_threads(o.threads);
  std::optional<TranslationModel::TrainingState> training;
  TranslationModel model = TranslationModel::load(o.checkpoint, &training);
  std::string spec = o.data, src = o.src, trg = o.trg;
  if (spec.empty()) {
    if (!training || training->dataset.empty()) throw Error("--data is required: the checkpoint does not name its dataset");
    spec = training->dataset;
  }
  if (training && src.empty()) src = training->source_language;
  if (training && trg.empty()) trg = training->target_language;
  const auto data = load_data(spec, src, trg);
  const auto& corpus = split_of(data, o.split);
  const auto start = Clock::now();
  const EvaluationResult r = model.evaluate(corpus, decode_settings(o.beam, o.length_penalty, o.max_tokens));
  const double seconds = seconds_since(start);
  if (!r.length_note.empty()) std::cerr << "twb: note: " << r.length_note << "\n";
  if (!o.hyp_out.empty()) {
    std::ofstream out(o.hyp_out);
    for (const auto& h : r.hypotheses) out << h << "\n";
  }
  const eval::BleuScore lower = eval::corpus_bleu(r.hypotheses, {corpus.target}, true);
  std::cout << data.name << " " << o.split << " (" << corpus.size() << " sentences): loss " << r.loss << ", "
            << r.bleu_detail.format() << ", lowercased BLEU " << lower.score << ", exact match " << r.exact_match << "\n";
  if (o.json)
    print_json({{"bleu", r.bleu}, {"bleu_lowercase", lower.score}, {"exact_match", r.exact_match}, {"loss", r.loss},
                {"sentences", corpus.size()}, {"split", o.split}, {"beam", o.beam}, {"seconds", seconds},
                {"signature", r.bleu_detail.signature()}});
}

void run_translate(const UseOptions& o) {
  set_num_threads(o.threads);
  TranslationModel model = TranslationModel::load(o.checkpoint);
  const DecodeSettings settings = decode_settings(o.beam, o.length_penalty, o.max_tokens);
  nlohmann::json results = nlohmann::json::array();
  auto translate_one = [&](const std::string& sentence) {
    if (sentence.find_first_not_of(" \t\r") == std::string::npos) {
      std::cerr << "twb: note: an empty line has no translation\n";
      std::cout << "\n";
      results.push_back({{"source", sentence}, {"translation", ""}});
      return;
    }
    bool truncated = false;
    model.encode_source(sentence, &truncated);
    if (truncated)
      std::cerr << "twb: note: the sentence is longer than the model's " << model.config().max_len - 1
                << " tokens; only its beginning is translated\n";
    nlohmann::json entry{{"source", sentence}};
    if (o.beam > 1) {
      const auto beams = model.translate_beams(sentence, settings);
      entry["translation"] = beams.empty() ? "" : beams.front().first;
      nlohmann::json hyps = nlohmann::json::array();
      for (const auto& [text, score] : beams) hyps.push_back({{"translation", text}, {"score", score}});
      entry["beam"] = hyps;
    } else {
      entry["translation"] = model.translate({sentence}, settings).front();
    }
    std::cout << entry["translation"].get<std::string>() << std::endl;
    results.push_back(std::move(entry));
  };
  if (!o.sentences.empty()) {
    for (const auto& s : o.sentences) translate_one(s);
  } else {
    for (std::string line; std::getline(std::cin, line);) translate_one(line);
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
    const auto [log_prob, count] = model.score(sources[i], targets[i]);
    std::printf("%.6f\t%d\n", log_prob, count);
    scores.push_back({{"log_prob", log_prob}, {"tokens", count}});
    total += log_prob;
    tokens += count;
  }
  std::fflush(stdout);
  if (o.json) print_json({{"scores", scores}, {"total_log_prob", total}, {"tokens", tokens}});
}

// ------------------------------------------------------------------ bench

struct BenchOptions {
  std::string data, src = "en", trg = "de", preset = "small";
  std::vector<std::string> settings;
  int steps = 20, warmup = 3, decode_sentences = 200, threads = 2;
  bool json = false;
};

void run_bench(const BenchOptions& o) {
  set_num_threads(o.threads);
  if (o.data.empty()) throw Error("--data is required, e.g. --data ../shared/datasets/multi30k --src en --trg de");
  ExperimentSettings settings;
  settings.model = TransformerConfig::preset(o.preset);
  for (const auto& s : o.settings) settings.set(s);
  const auto data = load_data(o.data, o.src, o.trg);
  TranslationModel model = TranslationModel::create(data, settings.text, settings.model, 1);
  Seq2SeqTrainer trainer(model.transformer(), model.encode_pairs(data.train), settings.trainer);
  for (int i = 0; i < o.warmup; ++i) trainer.step();
  const auto train_start = Clock::now();
  int64_t tokens = 0;
  for (int i = 0; i < o.steps; ++i) tokens += trainer.step().target_tokens;
  const double train_seconds = seconds_since(train_start);

  std::vector<std::string> sentences(data.test.source.begin(),
                                     data.test.source.begin() + std::min<std::ptrdiff_t>(o.decode_sentences, data.test.size()));
  DecodeSettings greedy;
  greedy.max_output_tokens = 40;  // a fixed amount of work per sentence, whatever the (untrained) model says
  const auto decode_start = Clock::now();
  model.translate(sentences, greedy);
  const double decode_seconds = seconds_since(decode_start);

  const double tokens_per_s = tokens / train_seconds;
  const double sentences_per_s = static_cast<double>(sentences.size()) / decode_seconds;
  std::cout << "train: " << tokens << " target tokens in " << o.steps << " steps, " << train_seconds << " s: "
            << tokens_per_s << " target tokens/s\n"
            << "decode: " << sentences.size() << " sentences greedy (" << greedy.max_output_tokens << " tokens max) in "
            << decode_seconds << " s: " << sentences_per_s << " sentences/s\n";
  if (o.json)
    print_json({{"train_tokens_per_s", tokens_per_s},
                {"decode_sentences_per_s", sentences_per_s},
                {"preset", o.preset},
                {"threads", num_threads()},
                {"steps", o.steps},
                {"parameters", model.transformer().parameter_count()},
                {"vocab", {model.source_vocabulary().size(), model.target_vocabulary().size()}}});
}

void add_common(CLI::App* cmd, UseOptions& o) {
  cmd->add_option("--checkpoint,-c", o.checkpoint, "a .safetensors checkpoint written by twb train")->required();
  cmd->add_option("--beam", o.beam, "beam width (1: greedy)");
  cmd->add_option("--length-penalty", o.length_penalty, "beam search: GNMT length penalty α");
  cmd->add_option("--max-tokens", o.max_tokens, "longest output, in tokens (0: source length + 50)");
  cmd->add_option("--threads", o.threads, "threads (0: all cores)");
  cmd->add_flag("--json", o.json, "print one JSON object as the last line");
}

}  // namespace

void add_translate_commands(CLI::App& app) {
  auto train_options = std::make_shared<TrainOptions>();
  auto* train = app.add_subcommand("train", "train a model; Ctrl-C saves a checkpoint before it exits");
  train->add_option("--task", train_options->task, "translate");
  train->add_option("--data,-d", train_options->data, "bundled dataset name, a Multi30k-layout directory or a .tsv");
  train->add_option("--src", train_options->src, "source language of a directory dataset (e.g. en)");
  train->add_option("--trg", train_options->trg, "target language of a directory dataset (e.g. de)");
  train->add_option("--preset,-p", train_options->preset, "tiny, small or base");
  train->add_option("--set", train_options->settings, "override a hyper-parameter: key=value (repeatable)");
  train->add_option("--minutes", train_options->minutes, "train for this long");
  train->add_option("--epochs", train_options->epochs, "train for this many epochs");
  train->add_option("--steps", train_options->steps, "train for this many optimizer steps");
  train->add_option("--out,-o", train_options->out, "checkpoint to write (.safetensors)")->required();
  train->add_option("--resume", train_options->resume, "continue the run saved in this checkpoint");
  train->add_option("--seed", train_options->seed, "random seed (initialisation, batch order, dropout)");
  train->add_option("--threads", train_options->threads, "threads (0: all cores)");
  train->add_option("--eval-every", train_options->eval_every, "evaluate (and save) every N steps (0: every epoch)");
  train->add_option("--eval-sentences", train_options->eval_sentences, "validate on the first N pairs only (0: all)");
  train->add_flag("--json", train_options->json, "print one JSON object as the last line");
  train->callback([train_options] { run_train(*train_options); });

  auto use = std::make_shared<UseOptions>();
  auto* eval = app.add_subcommand("eval", "evaluate a checkpoint on a split: loss, BLEU, exact match");
  add_common(eval, *use);
  eval->add_option("--data,-d", use->data, "dataset (default: the one the checkpoint trained on)");
  eval->add_option("--src", use->src, "source language of a directory dataset");
  eval->add_option("--trg", use->trg, "target language of a directory dataset");
  eval->add_option("--split", use->split, "train, val or test");
  eval->add_option("--hyp", use->hyp_out, "also write the translations to this file");
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

  auto bench_options = std::make_shared<BenchOptions>();
  auto* bench = app.add_subcommand("bench", "measure training (target tokens/s) and greedy decoding (sentences/s)");
  bench->add_option("--data,-d", bench_options->data, "dataset, e.g. ../shared/datasets/multi30k");
  bench->add_option("--src", bench_options->src, "source language");
  bench->add_option("--trg", bench_options->trg, "target language");
  bench->add_option("--preset,-p", bench_options->preset, "tiny, small or base");
  bench->add_option("--set", bench_options->settings, "override a hyper-parameter: key=value");
  bench->add_option("--steps", bench_options->steps, "timed training steps");
  bench->add_option("--warmup", bench_options->warmup, "untimed steps first");
  bench->add_option("--decode-sentences", bench_options->decode_sentences, "test sentences to decode");
  bench->add_option("--threads", bench_options->threads, "threads");
  bench->add_flag("--json", bench_options->json, "print one JSON object as the last line");
  bench->callback([bench_options] { run_bench(*bench_options); });
}

}  // namespace twb::cli
