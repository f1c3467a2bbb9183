#include "train/language_model.h"

#include "huggingface/model_folder.h"

#include <algorithm>
#include <filesystem>
#include <cmath>

#include "eval/grammar.h"
#include "nn/cross_entropy.h"
#include "text/special_tokens.h"
#include "text/utf8.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

LanguageModel LanguageModel::create(const text::TextDataset& data, const TextSettings& text, TransformerConfig config,
                                    uint64_t seed) {
  text.validate();
  if (!config.decoder_only())
    throw Error("a language model needs a decoder-only configuration, not " + config.architecture);
  LanguageModel m;
  m.text_ = text;
  m.tokenizer_ = train_tokenizer(text, data.train);
  m.vocab_ = build_vocabulary(text, *m.tokenizer_, data.train);
  config.target_vocab = m.vocab_.size();
  config.source_vocab = 0;
  m.transformer_ = std::make_unique<GptTransformer>(config);
  m.transformer_->initialize(seed);
  return m;
}

std::vector<int32_t> LanguageModel::encode(const std::string& text, bool* truncated) const {
  return text::encode(*tokenizer_, vocab_, text, max_tokens(), truncated);
}

std::vector<std::string> LanguageModel::unknown_tokens(const std::string& text) const {
  return text::unknown_tokens(*tokenizer_, vocab_, text);
}

namespace {
// The ids' text, specials left out except <unk> where `keep_unknown`.
std::string detokenize(const text::Tokenizer& tokenizer, const text::Vocabulary& vocabulary,
                       const std::vector<int32_t>& ids, bool keep_unknown) {
  std::vector<std::string> tokens;
  for (int32_t id : ids)
    if (!text::Vocabulary::is_special(id) || (keep_unknown && id == kUnkId)) tokens.push_back(vocabulary.token(id));
  return tokenizer.detokenize(tokens);
}
}  // namespace

std::string LanguageModel::decode(const std::vector<int32_t>& ids) const {
  return detokenize(*tokenizer_, vocab_, ids, /*keep_unknown=*/false);
}

std::string LanguageModel::decode_as_read(const std::vector<int32_t>& ids) const {
  return detokenize(*tokenizer_, vocab_, ids, /*keep_unknown=*/true);
}

std::vector<std::string> LanguageModel::text_pieces(const std::vector<int32_t>& before,
                                                    const std::vector<int32_t>& continuation,
                                                    std::string* shown_before) const {
  // What of a decoded text can be shown: all but an unfinished character at its end.
  const auto readable = [](std::string text) {
    text.resize(text::utf8::complete_prefix(text));
    return text;
  };
  std::vector<int32_t> sequence = before;
  std::string shown = readable(decode_as_read(sequence));
  if (shown_before) *shown_before = shown;
  std::vector<std::string> pieces;
  for (const int32_t id : continuation) {
    if (id == kEosId) {
      pieces.emplace_back();
      continue;
    }
    sequence.push_back(id);
    const std::string now = readable(decode_as_read(sequence));
    // A subword's leading space belongs to the piece that brings it; a detokenizer that rewrites
    // what came before (word-level spacing) gives the token's own text instead.
    const bool extends = now.size() >= shown.size() && now.compare(0, shown.size(), shown) == 0;
    pieces.push_back(extends ? now.substr(shown.size()) : token_text(id));
    shown = extends ? now : shown + pieces.back();
  }
  return pieces;
}

std::string LanguageModel::token_text(int32_t id) const {
  return text::Vocabulary::is_special(id) ? vocab_.token(id) : tokenizer_->token_text(vocab_.token(id));
}

std::vector<EncodedText> LanguageModel::encode_lines(const std::vector<std::string>& lines, std::string* note) const {
  // Training never cuts a line: the model would learn that text ends mid-sentence.
  auto ids = text::encode_all(*tokenizer_, vocab_, lines);
  const auto report = text::LengthFilter(max_tokens()).drop_long(ids, "lines");
  if (note) *note = report.message;
  std::vector<EncodedText> out(ids.size());
  for (size_t i = 0; i < ids.size(); ++i) out[i] = {std::move(ids[i])};
  return out;
}

std::vector<int32_t> LanguageModel::prompt_ids(const std::string& prompt) const {
  std::vector<int32_t> ids{kSosId};
  const auto tokens = text::encode(*tokenizer_, vocab_, prompt);
  ids.insert(ids.end(), tokens.begin(), tokens.end());
  return ids;
}

Generation LanguageModel::generate(const std::string& prompt, const SamplingSettings& settings) {
  return twb::generate(*transformer_, prompt_ids(prompt), settings);
}

namespace {

// Whether every line is its first half twice (tokens x_1 … x_n x_1 … x_n, n ≥ 1).
bool all_repeated(const std::vector<EncodedText>& texts) {
  return !texts.empty() && std::all_of(texts.begin(), texts.end(), [](const EncodedText& t) {
    const size_t n = t.tokens.size() / 2;
    return n > 0 && t.tokens.size() == 2 * n &&
           std::equal(t.tokens.begin(), t.tokens.begin() + n, t.tokens.begin() + n);
  });
}

}  // namespace

void LanguageModel::half_losses(const std::vector<EncodedText>& texts, int batch_tokens,
                                LanguageModelEvaluation& result) {
  if (!all_repeated(texts)) return;
  // Row t of a line predicts token t + 1: rows 0 … n−1 the first half, n … 2n−1 the repeat.
  CrossEntropy plain;
  plain.ignore_index = LanguageModelBatch::ignore_index;
  Context evaluation;
  double first = 0, repeat = 0;
  int64_t tokens = 0;
  for (const auto& indices : bucket_batches(texts, batch_tokens)) {
    const LanguageModelBatch batch = make_batch(texts, indices);
    plain.forward(transformer_->forward(evaluation, batch), batch.targets());
    const std::vector<double>& rows = plain.row_losses();
    for (size_t b = 0; b < indices.size(); ++b) {
      const size_t n = texts[static_cast<size_t>(indices[b])].tokens.size() / 2;
      const size_t row = b * static_cast<size_t>(batch.input.length);
      for (size_t t = 0; t < n; ++t) first += rows[row + t], repeat += rows[row + n + t];
      tokens += static_cast<int64_t>(n);
    }
  }
  result.first_half_loss = first / static_cast<double>(tokens);
  result.repeat_loss = repeat / static_cast<double>(tokens);
}

LanguageModelEvaluation LanguageModel::evaluate(const std::vector<std::string>& lines, int batch_tokens) {
  LanguageModelEvaluation result;
  // Teacher-forced loss; lines longer than the window are truncated (never dropped) here.
  auto ids = text::encode_all(*tokenizer_, vocab_, lines);
  result.length_note = text::LengthFilter(max_tokens()).truncate(ids, "lines").message;
  std::vector<EncodedText> texts(ids.size());
  for (size_t i = 0; i < ids.size(); ++i) texts[i] = {std::move(ids[i])};
  result.loss = mean_cross_entropy(*transformer_, texts, batch_tokens);
  result.perplexity = std::exp(result.loss);
  half_losses(texts, batch_tokens, result);

  // PROMPT=ANSWER lines: greedy continuation of "PROMPT=" must be ANSWER, then <eos>.
  const bool question_answer = !lines.empty() && std::all_of(lines.begin(), lines.end(), [](const std::string& l) {
    return l.find('=') != std::string::npos;
  });
  if (question_answer) {
    SamplingSettings greedy;
    greedy.temperature = 0;
    int right = 0;
    for (const auto& line : lines) {
      const size_t split = line.rfind('=') + 1;
      const std::string prompt = line.substr(0, split), answer = line.substr(split);
      const auto prompt_tokens = prompt_ids(prompt);
      if (static_cast<int>(prompt_tokens.size()) >= config().max_len) continue;
      greedy.max_new_tokens = static_cast<int>(encode(answer).size()) + 1;
      const Generation g = twb::generate(*transformer_, prompt_tokens, greedy);
      const std::string produced = decode(g.tokens);
      ++result.answers_checked;
      if (g.finished && produced == answer) {
        ++right;
      } else if (result.wrong_answers.size() < 10) {
        result.wrong_answers.push_back(prompt + produced + (g.finished ? "" : "…") + " (expected " + answer + ")");
      }
    }
    if (result.answers_checked > 0) result.answer_accuracy = static_cast<double>(right) / result.answers_checked;
  }
  return result;
}

GrammarEvaluation LanguageModel::grammaticality(const std::string& grammar, int count, uint64_t seed) {
  eval::require_grammar_name(grammar);  // before any sampling
  GrammarEvaluation result;
  result.grammar = grammar;
  SamplingSettings sampling;                   // temperature 1, the whole distribution
  sampling.max_new_tokens = config().max_len;  // generate() stops at the context window
  const std::vector<int32_t> empty_prompt = prompt_ids("");
  int accepted = 0;
  for (int i = 0; i < count; ++i) {
    sampling.seed = seed + static_cast<uint64_t>(i);
    const Generation g = twb::generate(*transformer_, empty_prompt, sampling);
    const std::string sentence = decode(g.tokens);
    eval::GrammarVerdict verdict;
    if (g.finished)
      verdict = eval::check_grammar(grammar, sentence);
    else
      verdict.reason = "no <eos> within the context window of " + std::to_string(config().max_len) + " tokens";
    ++result.sampled;
    if (verdict.grammatical)
      ++accepted;
    else if (result.rejected.size() < 10)
      result.rejected.push_back({sentence + (g.finished ? "" : "…"), verdict.reason});
  }
  result.grammatical = result.sampled > 0 ? static_cast<double>(accepted) / result.sampled : 0;
  return result;
}

void LanguageModel::save(const std::string& path, const LanguageModelTrainer* trainer,
                         const std::vector<HistoryPoint>& history, const std::string& dataset, RunRecords records) {
  io::SafetensorsFile file;
  checkpoint::put_text_model(file, "lm", config(), text_, *tokenizer_, vocab_);
  checkpoint::put_model_and_training(file, transformer_->parameters(), trainer, history, dataset, "", "", records);
  io::write_safetensors(path, file);
}

LanguageModel LanguageModel::assemble(TextSettings text, std::unique_ptr<text::Tokenizer> tokenizer,
                                      text::Vocabulary vocabulary, std::unique_ptr<GptTransformer> transformer) {
  if (!transformer->config().decoder_only() || transformer->config().target_vocab != vocabulary.size())
    throw Error("the model's output layer has " + std::to_string(transformer->config().target_vocab) +
                " entries and its vocabulary " + std::to_string(vocabulary.size()));
  LanguageModel m;
  m.text_ = std::move(text);
  m.tokenizer_ = std::move(tokenizer);
  m.vocab_ = std::move(vocabulary);
  m.transformer_ = std::move(transformer);
  return m;
}

LanguageModel LanguageModel::load(const std::string& path, std::optional<RunState>* training) {
  if (std::filesystem::is_directory(path)) return huggingface::open_model_folder(path);  // trained elsewhere: no run
  const io::SafetensorsFile file = checkpoint::open(path, "lm");
  checkpoint::TextModelParts parts = checkpoint::get_text_model(file, path);
  if (!parts.config.decoder_only() || parts.config.target_vocab != parts.vocabulary.size())
    throw Error(path + ": the configuration does not match a language model with the stored vocabulary");
  LanguageModel m;
  m.text_ = parts.text;
  m.tokenizer_ = std::move(parts.tokenizer);
  m.vocab_ = std::move(parts.vocabulary);
  m.transformer_ = std::make_unique<GptTransformer>(parts.config);
  checkpoint::get_model_and_training(file, m.transformer_->parameters(), path, training);
  return m;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
