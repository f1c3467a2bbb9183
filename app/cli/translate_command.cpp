// twb translate and twb score: the encoder–decoder (task "translate") translating sentences, from
// the arguments or standard input, and scoring given translations.

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "tensor/parallel.h"
#include "train/translation.h"
#include "util/error.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

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

// Sentences from the arguments, or standard input: a terminal a line at a time (a person waits for
// each), anything else in groups of up to 4096 lines. TranslationModel::translate gives each
// sentence what it gets alone, so the grouping changes the speed only, never the output: line by
// line, the same notes, translations and JSON.
void run_translate(const UseOptions& o) {
  set_num_threads(o.threads);
  TranslationModel model = TranslationModel::load(o.checkpoint);
  const DecodeSettings settings =
      decode_settings(o.beam, o.length_penalty, o.word_reward, o.coverage_penalty, o.max_tokens);
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
          hyps.push_back({{"translation", h.text},
                          {"score", h.score},
                          {"log_probability", h.log_probability},
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

}  // namespace

void add_translate_commands(CLI::App& app) {
  auto* translate = app.add_subcommand("translate", "translate the sentences given, or standard input line by line");
  auto use = std::make_shared<UseOptions>();
  add_common(translate, *use);
  translate->add_option("sentences", use->sentences, "sentences to translate");
  translate->callback([use] { run_translate(*use); });

  auto* score = app.add_subcommand("score", "teacher-forced log-probability of targets given sources, per sentence");
  auto score_options = std::make_shared<UseOptions>();
  add_common(score, *score_options);
  score->add_option("pair", score_options->sentences, "SOURCE TARGET");
  score->add_option("--source-file", score_options->source_file, "sources, one a line");
  score->add_option("--target-file", score_options->target_file, "targets, line-aligned with the sources");
  score->callback([score_options] { run_score(*score_options); });
}

}  // namespace twb::cli
