#include "train/translation.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "io/safetensors.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

TranslationModel TranslationModel::create(const text::TranslationDataset& data, const TextSettings& text,
                                          TransformerConfig config, uint64_t seed) {
  text.validate();
  config.validate();
  TranslationModel m;
  m.text_ = text;
  if (config.tie_weights && !text.shared_vocabulary)
    throw Error(
        "tie_weights=true shares one embedding between the two languages and needs one vocabulary for both: "
        "add shared_vocabulary=true");
  if (text.shared_vocabulary) {
    std::vector<std::string> both = data.train.source;
    both.insert(both.end(), data.train.target.begin(), data.train.target.end());
    m.source_tokenizer_ = m.target_tokenizer_ = train_tokenizer(text, both);
    m.source_vocab_ = m.target_vocab_ = build_vocabulary(text, *m.source_tokenizer_, both, "the shared vocabulary");
  } else {
    m.source_tokenizer_ = train_tokenizer(text, data.train.source);
    m.target_tokenizer_ = train_tokenizer(text, data.train.target);
    m.source_vocab_ = build_vocabulary(text, *m.source_tokenizer_, data.train.source, "the source vocabulary");
    m.target_vocab_ = build_vocabulary(text, *m.target_tokenizer_, data.train.target, "the target vocabulary");
  }
  config.source_vocab = m.source_vocab_.size();
  config.target_vocab = m.target_vocab_.size();
  double source_tokens = 0, target_tokens = 0;
  for (const auto& s : data.train.source) source_tokens += static_cast<double>(m.source_tokenizer_->tokenize(s).size());
  for (const auto& s : data.train.target) target_tokens += static_cast<double>(m.target_tokenizer_->tokenize(s).size());
  if (source_tokens > 0 && target_tokens > 0) m.target_length_ratio_ = target_tokens / source_tokens;
  m.transformer_ = std::make_unique<Seq2SeqTransformer>(config);
  m.transformer_->initialize(seed);
  return m;
}

// A side may hold max_len - 1 tokens: the target then gets <sos> or <eos> and fills max_len positions.
size_t TranslationModel::max_tokens() const { return static_cast<size_t>(config().max_len - 1); }

std::vector<std::string> TranslationModel::source_tokens(const std::string& sentence) const {
  return source_tokenizer_->tokenize(sentence);
}

std::vector<std::string> TranslationModel::unknown_source_tokens(const std::string& sentence) const {
  return text::unknown_tokens(*source_tokenizer_, source_vocab_, sentence);
}

std::vector<int32_t> TranslationModel::encode_source(const std::string& sentence, bool* truncated) const {
  return text::encode(*source_tokenizer_, source_vocab_, sentence, max_tokens(), truncated);
}

std::vector<int32_t> TranslationModel::encode_target(const std::string& sentence, bool* truncated) const {
  return text::encode(*target_tokenizer_, target_vocab_, sentence, max_tokens(), truncated);
}

std::vector<std::string> TranslationModel::target_tokens(const std::vector<int32_t>& ids) const {
  std::vector<std::string> tokens;
  for (int32_t id : ids)
    if (!text::Vocabulary::is_special(id)) tokens.push_back(target_vocab_.token(id));
  return tokens;
}

// Specials, <unk> included, are left out of the text (as the PyTorch peer drops unknown words).
std::string TranslationModel::decode_target(const std::vector<int32_t>& ids) const {
  return target_tokenizer_->detokenize(target_tokens(ids));
}

std::vector<EncodedPair> TranslationModel::encode_pairs(const text::ParallelCorpus& corpus, std::string* note) const {
  auto sources = text::encode_all(*source_tokenizer_, source_vocab_, corpus.source);
  auto targets = text::encode_all(*target_tokenizer_, target_vocab_, corpus.target);
  const auto report = text::LengthFilter(max_tokens()).drop_long_pairs(sources, targets);
  if (note) *note = report.message;
  std::vector<EncodedPair> pairs(sources.size());
  for (size_t i = 0; i < pairs.size(); ++i) pairs[i] = {std::move(sources[i]), std::move(targets[i])};
  return pairs;
}

// ------------------------------------------------------------------ using

bool TranslationModel::is_blank(const std::string& sentence) {
  return sentence.find_first_not_of(" \t\r") == std::string::npos;
}

namespace {

// The sentences to translate (not blank), in length-sorted groups of up to `per_batch`, each as a
// padded batch of its sources: fn(indices of the group, batch). Sorting is for speed only: the
// decoders give each sentence what it gets alone.
template <class Fn>
void for_each_length_sorted_batch(const std::vector<std::vector<int32_t>>& sources, std::vector<size_t> todo,
                                  int batch_sentences, Fn&& fn) {
  std::stable_sort(todo.begin(), todo.end(), [&](size_t a, size_t b) { return sources[a].size() < sources[b].size(); });
  const auto per_batch = static_cast<size_t>(std::max(1, batch_sentences));
  for (size_t first = 0; first < todo.size(); first += per_batch) {
    const size_t last = std::min(todo.size(), first + per_batch);
    int length = 1;
    for (size_t k = first; k < last; ++k) length = std::max(length, static_cast<int>(sources[todo[k]].size()));
    TokenBatch batch{static_cast<int>(last - first), length,
                     std::vector<int32_t>((last - first) * static_cast<size_t>(length), kPadId)};
    for (size_t k = first; k < last; ++k)
      std::copy(sources[todo[k]].begin(), sources[todo[k]].end(),
                batch.ids.begin() + static_cast<std::ptrdiff_t>((k - first) * static_cast<size_t>(length)));
    fn(std::vector<size_t>(todo.begin() + static_cast<std::ptrdiff_t>(first),
                           todo.begin() + static_cast<std::ptrdiff_t>(last)),
       batch);
  }
}

}  // namespace

std::vector<size_t> TranslationModel::encode_sources(const std::vector<std::string>& sentences,
                                                     std::vector<std::vector<int32_t>>& sources) const {
  std::vector<size_t> todo;
  for (size_t i = 0; i < sentences.size(); ++i) {
    if (is_blank(sentences[i])) continue;
    todo.push_back(i);
    sources[i] = encode_source(sentences[i]);
  }
  return todo;
}

std::vector<std::string> TranslationModel::translate(const std::vector<std::string>& sentences,
                                                     const DecodeSettings& settings, int batch_sentences) {
  std::vector<std::string> out(sentences.size());
  if (settings.beam_width > 1) {
    const auto beams = translate_beams(sentences, settings, batch_sentences);
    for (size_t i = 0; i < sentences.size(); ++i)
      if (!beams[i].empty()) out[i] = beams[i].front().text;
    return out;
  }
  std::vector<std::vector<int32_t>> sources(sentences.size());
  std::vector<size_t> todo = encode_sources(sentences, sources);  // the sentences with something to translate
  for_each_length_sorted_batch(sources, std::move(todo), batch_sentences,
                               [&](const std::vector<size_t>& group, const TokenBatch& batch) {
                                 const auto hypotheses = greedy_decode(*transformer_, batch, settings);
                                 for (size_t k = 0; k < group.size(); ++k)
                                   out[group[k]] = decode_target(hypotheses[k].tokens);
                               });
  return out;
}

std::vector<TranslationModel::BeamTranslation> TranslationModel::translate_beams(const std::string& sentence,
                                                                                 const DecodeSettings& settings) {
  return std::move(translate_beams(std::vector<std::string>{sentence}, settings).front());
}

std::vector<std::vector<TranslationModel::BeamTranslation>> TranslationModel::translate_beams(
    const std::vector<std::string>& sentences, const DecodeSettings& settings, int batch_sentences) {
  std::vector<std::vector<BeamTranslation>> out(sentences.size());
  DecodeSettings search_settings = settings;
  search_settings.target_length_ratio = target_length_ratio_;
  std::vector<std::vector<int32_t>> sources(sentences.size());
  std::vector<size_t> todo = encode_sources(sentences, sources);  // the sentences with something to translate
  for_each_length_sorted_batch(
      sources, std::move(todo), batch_sentences, [&](const std::vector<size_t>& group, const TokenBatch& batch) {
        const auto searched = beam_search(*transformer_, batch, search_settings);
        for (size_t k = 0; k < group.size(); ++k)
          for (const auto& h : searched[k])
            out[group[k]].push_back(
                {decode_target(h.tokens), h.score, h.log_probability, static_cast<int>(h.tokens.size()) + 1});
      });
  return out;
}

std::pair<double, int> TranslationModel::score(const std::string& source, const std::string& target) {
  const std::vector<EncodedPair> pair{{encode_source(source), encode_target(target)}};
  const Seq2SeqBatch batch = make_batch(pair, {0});
  Context eval;
  const Matrix& logits = transformer_->forward(eval, batch);
  double log_probability = 0;
  for (Eigen::Index t = 0; t < logits.rows(); ++t) {
    const int32_t token = batch.target_output[static_cast<size_t>(t)];
    if (token == kPadId) continue;
    const double max_logit = logits.row(t).maxCoeff();
    const double log_sum =
        max_logit +
        std::log((logits.row(t).array() - static_cast<real>(max_logit)).exp().template cast<double>().sum());
    log_probability += logits(t, token) - log_sum;
  }
  return {log_probability, batch.target_tokens};
}

EvaluationResult TranslationModel::evaluate(const text::ParallelCorpus& corpus, const DecodeSettings& settings,
                                            int batch_tokens) {
  EvaluationResult result;
  // Teacher-forced loss, with the evaluation rule for long sentences (truncate, never drop).
  auto sources = text::encode_all(*source_tokenizer_, source_vocab_, corpus.source);
  auto targets = text::encode_all(*target_tokenizer_, target_vocab_, corpus.target);
  const text::LengthFilter filter(max_tokens());
  result.length_note = filter.truncate(sources, "source sentences").message;
  filter.truncate(targets, "target sentences");
  std::vector<EncodedPair> pairs(sources.size());
  for (size_t i = 0; i < pairs.size(); ++i) pairs[i] = {std::move(sources[i]), std::move(targets[i])};
  result.loss = mean_cross_entropy(*transformer_, pairs, batch_tokens);
  result.hypotheses = translate(corpus.source, settings);
  // A model that lowercases its text cannot write capitals: its BLEU is against lowercased
  // references (sacreBLEU's -lc), or German's capitalised nouns would count as wrong.
  result.bleu_detail = eval::corpus_bleu(result.hypotheses, {corpus.target}, text_.lowercase);
  result.bleu = result.bleu_detail.score;
  result.exact_match = eval::exact_match_rate(result.hypotheses, corpus.target);
  return result;
}

// ------------------------------------------------------------------ checkpoints

void TranslationModel::save(const std::string& path, const Seq2SeqTrainer* trainer,
                            const std::vector<HistoryPoint>& history, const std::string& dataset,
                            const std::string& source_language, const std::string& target_language,
                            RunRecords records) {
  io::SafetensorsFile file;
  file.metadata["task"] = "translate";
  file.metadata["config"] = config().to_json().dump();
  nlohmann::json text = text_.to_json();
  text["target_length_ratio"] = target_length_ratio_;
  text["source_tokenizer"] = checkpoint::put_tokenizer(file, "source", *source_tokenizer_);
  if (!text_.shared_vocabulary)  // else the source's serves both
    text["target_tokenizer"] = checkpoint::put_tokenizer(file, "target", *target_tokenizer_);
  file.metadata["text"] = text.dump();
  file.metadata["source_vocabulary"] = source_vocab_.to_json().dump();
  file.metadata["target_vocabulary"] = target_vocab_.to_json().dump();
  checkpoint::put_model_and_training(file, transformer_->parameters(), trainer, history, dataset, source_language,
                                     target_language, records);
  io::write_safetensors(path, file);
}

TranslationModel TranslationModel::load(const std::string& path, std::optional<TrainingState>* training) {
  const io::SafetensorsFile file = checkpoint::open(path, "translate");
  TranslationModel m;
  try {
    const auto text = nlohmann::json::parse(checkpoint::metadata(file, "text", path));
    m.text_ = TextSettings::from_json(text);
    m.target_length_ratio_ = text.value("target_length_ratio", 1.0);
    if (!(m.target_length_ratio_ > 0) || !std::isfinite(m.target_length_ratio_))
      throw Error(path + ": the target length ratio " + std::to_string(m.target_length_ratio_) +
                  " is not a positive number");
    m.source_tokenizer_ = checkpoint::get_tokenizer(file, "source", text.at("source_tokenizer"));
    m.target_tokenizer_ = m.text_.shared_vocabulary
                              ? m.source_tokenizer_
                              : checkpoint::get_tokenizer(file, "target", text.at("target_tokenizer"));
    m.source_vocab_ =
        text::Vocabulary::from_json(nlohmann::json::parse(checkpoint::metadata(file, "source_vocabulary", path)));
    m.target_vocab_ =
        text::Vocabulary::from_json(nlohmann::json::parse(checkpoint::metadata(file, "target_vocabulary", path)));
    const nlohmann::json config_json = nlohmann::json::parse(checkpoint::metadata(file, "config", path));
    const TransformerConfig config = [&] {
      try {
        return TransformerConfig::from_json(config_json);
      } catch (const Error& e) {
        throw Error(path + ": " + e.what());  // the configuration's errors do not know the file
      }
    }();
    if (config.source_vocab != m.source_vocab_.size() || config.target_vocab != m.target_vocab_.size())
      throw Error(path + ": the configuration's vocabulary sizes do not match the stored vocabularies");
    if (m.text_.shared_vocabulary && !(m.source_vocab_ == m.target_vocab_))
      throw Error(path + ": the text settings say one vocabulary for both languages, but the stored two differ");
    m.transformer_ = std::make_unique<Seq2SeqTransformer>(config);
    checkpoint::get_model_and_training(file, m.transformer_->parameters(), path, training);
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + " has malformed metadata (" + json_message(e) +
                "); the file is damaged or was not written by "
                "Transformer Workbench");
  }
  return m;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
