// `twb bleu HYP_FILE REF_FILE [REF_FILE...] [--lowercase] [--json]`: corpus BLEU of a translation
// file against one or more reference files, as sacreBLEU computes it (13a tokenization, exponential
// smoothing); --lowercase is sacreBLEU's -lc. Files are UTF-8, one sentence a line.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "eval/bleu.h"
#include "eval/unicode.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::cli {
namespace {

struct BleuOptions {
  std::string hypothesis_file;
  std::vector<std::string> reference_files;
  bool lowercase = false;
  bool json = false;
};

std::string plural_lines(std::size_t n) { return std::to_string(n) + (n == 1 ? " line" : " lines"); }

// The lines of a UTF-8 text file as sacreBLEU reads them: split at "\n" only, each with its trailing
// whitespace removed (so "\r\n" endings are fine). Invalid UTF-8 is an error naming file:line.
std::vector<std::string> read_lines_as_sacrebleu(const std::string& path) {
  std::error_code error;
  if (!std::filesystem::exists(path, error)) throw Error("cannot open " + path + ": no such file");
  if (std::filesystem::is_directory(path, error)) throw Error(path + " is a directory, not a text file");
  files::require_regular_file(path, "");  // a FIFO would block the read below
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + path + " for reading");
  std::ostringstream content;
  content << in.rdbuf();
  if (in.bad()) throw Error("cannot read " + path);
  const std::string text = content.str();

  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + start, end - start);
    const std::size_t bad = eval::find_invalid_utf8(line);
    if (bad != std::string_view::npos) {
      char byte[8];
      std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(line[bad]));
      throw Error(path + ":" + std::to_string(lines.size() + 1) + ": invalid UTF-8 (byte " + byte + " at column " +
                  std::to_string(bad + 1) + "); the file must be UTF-8 text");
    }
    // Python's str.rstrip(), as sacreBLEU does to every line ("\r\n" endings are fine too).
    std::string kept(line.substr(0, eval::unicode::rstrip_length(line)));
    lines.push_back(std::move(kept));
    start = end + 1;
  }
  return lines;
}

void run_bleu(const BleuOptions& options) {
  const std::vector<std::string> hypotheses = read_lines_as_sacrebleu(options.hypothesis_file);
  if (hypotheses.empty()) {
    throw Error(options.hypothesis_file + " is empty: there are no translations to score");
  }
  std::vector<std::vector<std::string>> references;
  for (const std::string& file : options.reference_files) {
    references.push_back(read_lines_as_sacrebleu(file));
    if (references.back().size() != hypotheses.size()) {
      throw Error(options.hypothesis_file + " has " + plural_lines(hypotheses.size()) + " but " + file + " has " +
                  std::to_string(references.back().size()) +
                  "; a translation file and its references must correspond line by line");
    }
  }
  // As in sacreBLEU, an empty reference line means "no reference in this file for this sentence";
  // every sentence needs at least one.
  for (std::size_t i = 0; i < hypotheses.size(); ++i) {
    bool any = false;
    for (const auto& stream : references) any = any || !stream[i].empty();
    if (!any) {
      if (references.size() == 1) {
        throw Error(options.reference_files[0] + ":" + std::to_string(i + 1) +
                    ": the reference line is empty (or only whitespace); BLEU needs a reference for every sentence");
      }
      throw Error("line " + std::to_string(i + 1) +
                  " is empty in every reference file; BLEU needs a reference for every sentence");
    }
  }
  const eval::BleuScore score = eval::corpus_bleu(hypotheses, references, options.lowercase);
  std::cout << score.format() << "\n"
            << "signature: " << score.signature() << "\n";
  if (options.json) {
    print_json({{"bleu", score.score},
                {"precisions", score.precisions},
                {"bp", score.bp},
                {"ratio", score.ratio},
                {"hyp_len", score.hyp_len},
                {"ref_len", score.ref_len},
                {"counts", score.counts},
                {"totals", score.totals},
                {"lowercase", score.lowercase},
                {"signature", score.signature()}});
  }
  std::cout << std::flush;
}

}  // namespace

void add_bleu_command(CLI::App& app) {
  auto options = std::make_shared<BleuOptions>();
  CLI::App* command = app.add_subcommand(
      "bleu",
      "Corpus BLEU of a translation file against one or more reference files, exactly as sacreBLEU computes it "
      "by default (13a tokenization, exponential smoothing, brevity penalty). Give detokenized output and raw "
      "references, one sentence a line.");
  command->add_option("HYP_FILE", options->hypothesis_file, "the translations, UTF-8, one a line")->required();
  command->add_option("REF_FILE", options->reference_files, "one or more reference files, line-aligned with HYP_FILE")
      ->required();
  command->add_flag("--lowercase,--lc", options->lowercase, "lowercase both sides first (sacreBLEU's -lc)");
  command->add_flag("--json", options->json, "print one JSON object as the last line");
  command->callback([options] { run_bleu(*options); });
}

}  // namespace twb::cli
