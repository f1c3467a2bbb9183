// The decoder-only GPT and the encoder-only classifier as wholes: cached generation against a full
// recompute, sampling (greedy, temperature, top-k, top-p, seeds), learning, checkpoints, resuming,
// the attention and mask snapshots the views draw, and the errors a person can run into.

#include <gtest/gtest.h>

#include "task/task.h"
#include "session_support.h"
#include "test_support.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <tuple>

#include "decode/sampling.h"
#include "inspect/snapshots.h"
#include "io/safetensors.h"
#include "model/classifier.h"
#include "model/gpt.h"
#include "tensor/parallel.h"
#include "text/special_tokens.h"
#include "train/checkpoint.h"
#include "train/session.h"

using namespace twb;
namespace fs = std::filesystem;

using twb::testing::error_message;
using twb::testing::largest_difference;
using twb::testing::temp_path;

namespace {

TransformerConfig gpt_config(bool tied = true, NormPlacement placement = NormPlacement::pre) {
  TransformerConfig c = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  c.d_model = 32, c.heads = 4, c.d_ff = 128, c.max_len = 24, c.target_vocab = 17;
  c.tie_weights = tied, c.norm_placement = placement;
  return c;
}

// Lines "a+b=c" with small numbers: the language model's toy data.
text::TextDataset addition_data(int count = 300) {
  text::TextDataset data;
  data.name = "addition";
  std::mt19937_64 gen(11);
  std::uniform_int_distribution<int> digit(0, 9);
  for (int i = 0; i < count; ++i) {
    const int a = digit(gen), b = digit(gen);
    const std::string line = std::to_string(a) + "+" + std::to_string(b) + "=" + std::to_string(a + b);
    (i % 10 == 0 ? data.validation : data.train).push_back(line);
  }
  data.test = data.validation;
  return data;
}

// "good"/"not good" sentences whose label flips with negation.
text::ClassificationDataset negation_data() {
  text::ClassificationDataset data;
  data.name = "negation";
  data.labels = {"negative", "positive"};
  const std::vector<std::string> subjects{"the film", "the meal", "the book", "the hotel", "the show", "the song"};
  const std::vector<std::pair<std::string, bool>> adjectives{
      {"good", true}, {"great", true}, {"bad", false}, {"awful", false}};
  int i = 0;
  for (const auto& subject : subjects)
    for (const auto& [adjective, positive] : adjectives)
      for (bool negated : {false, true}) {
        const bool label = positive != negated;
        text::LabeledText example{subject + " was " + (negated ? "not " : "") + adjective,
                                  label ? "positive" : "negative", negated ? "negated" : "plain"};
        (++i % 8 == 0 ? data.validation : data.train).push_back(example);
      }
  data.test = data.validation;
  return data;
}

TrainerSettings quick_training() {
  TrainerSettings t;
  t.batch_tokens = 256;
  t.warmup_steps = 20;
  t.learning_rate = 3e-3;
  t.seed = 7;
  return t;
}

}  // namespace

// ---------------------------------------------------------------- GPT

class GptCachedGeneration : public ::testing::TestWithParam<NormPlacement> {};

// Feeding tokens one at a time through the key/value cache gives the logits of the full forward,
// also after the weights change (generation packs them anew: Linear::prepare_inference).
TEST_P(GptCachedGeneration, EqualsAFullRecompute) {
  GptTransformer model(gpt_config(true, GetParam()));
  model.initialize(3);
  std::vector<EncodedText> texts{{{4, 5, 6, 7, 8, 9, 10}}, {{11, 12, 13}}, {{14, 15, 16, 4, 5}}};
  const LanguageModelBatch batch = make_batch(texts, {0, 1, 2});
  auto largest_difference = [&] {
    Context eval;
    const Matrix full = model.forward(eval, batch);
    GptTransformer::Cache cache;
    model.start_generation(batch.input.batch, batch.input.length, cache);
    return twb::testing::largest_cached_step_difference(
        batch.input, full,
        [&](const std::vector<int32_t>& tokens, Matrix& logits) { model.generate_step(cache, tokens, logits); });
  };
  EXPECT_LT(largest_difference(), 1e-4f) << "the initial weights";
  std::mt19937_64 gen(4);
  for (auto& p : model.parameters())  // larger weights than N(0, 0.02), so that mistakes show
    for (Eigen::Index i = 0; i < p.parameter->value.size(); ++i)
      p.parameter->value.data()[i] = std::uniform_real_distribution<float>(-0.3f, 0.3f)(gen);
  const float worst = largest_difference();
  std::cout << "  largest logit difference, cached vs full: " << worst << "\n";
  EXPECT_LT(worst, 1e-4f);
  // Causal: the attention weights above the diagonal are exactly 0.
  const Matrix w = model.attention_weights(0, 1, 0);
  for (Eigen::Index i = 0; i < w.rows(); ++i)
    for (Eigen::Index j = i + 1; j < w.cols(); ++j) EXPECT_EQ(w(i, j), 0.0f);
}
INSTANTIATE_TEST_SUITE_P(Gpt, GptCachedGeneration, ::testing::Values(NormPlacement::pre, NormPlacement::post),
                         [](const auto& info) { return info.param == NormPlacement::pre ? "PreNorm" : "PostNorm"; });

// With rotary positions each cached key was turned at its own position and the new query at its
// own: the same logits as the full forward, which turns every row by its row's position.
TEST(Gpt, CachedGenerationWithRotaryPositionsEqualsAFullRecompute) {
  TransformerConfig config = gpt_config();
  config.positions = PositionKind::rotary;
  GptTransformer model(config);
  model.initialize(3);
  std::mt19937_64 gen(4);
  for (auto& p : model.parameters())
    for (Eigen::Index i = 0; i < p.parameter->value.size(); ++i)
      p.parameter->value.data()[i] = std::uniform_real_distribution<float>(-0.3f, 0.3f)(gen);
  std::vector<EncodedText> texts{{{4, 5, 6, 7, 8, 9, 10}}, {{11, 12, 13}}, {{14, 15, 16, 4, 5}}};
  const LanguageModelBatch batch = make_batch(texts, {0, 1, 2});
  Context eval;
  const Matrix full = model.forward(eval, batch);
  GptTransformer::Cache cache;
  model.start_generation(batch.input.batch, batch.input.length, cache);
  const float worst = twb::testing::largest_cached_step_difference(
      batch.input, full,
      [&](const std::vector<int32_t>& tokens, Matrix& logits) { model.generate_step(cache, tokens, logits); });
  std::cout << "  largest logit difference, cached vs full: " << worst << "\n";
  EXPECT_LT(worst, 1e-4f);
  EXPECT_TRUE(model.parameters().size() > 0);
  for (const NamedParameter& p : model.parameters()) EXPECT_EQ(p.name.find("position"), std::string::npos) << p.name;
}

// A prompt fed at once (prefill: the products on all its rows together) leaves the same cache and
// the same next-token logits, bit for bit, as the prompt fed token by token, for every kind of
// position and with local layers whose window the prompt outgrows.
TEST(Gpt, PrefillEqualsTokenByTokenBitForBit) {
  for (const PositionKind positions : {PositionKind::learned, PositionKind::rotary, PositionKind::sinusoidal}) {
    TransformerConfig config = gpt_config();
    config.positions = positions;
    if (positions == PositionKind::rotary) config.rotary_fraction = 0.5;
    config.attention_window = 3;
    config.local_layers = {1};
    GptTransformer model(config);
    model.initialize(5);
    std::mt19937_64 gen(6);
    for (auto& p : model.parameters())
      for (Eigen::Index i = 0; i < p.parameter->value.size(); ++i)
        p.parameter->value.data()[i] = std::uniform_real_distribution<float>(-0.3f, 0.3f)(gen);
    const std::vector<int32_t> prompt{kSosId, 4, 5, 6, 7, 8, 9, 10, 11};
    GptTransformer::Cache one_by_one, at_once;
    Matrix stepped, prefilled;
    model.start_generation(1, 12, one_by_one);
    for (const int32_t token : prompt) model.generate_step(one_by_one, {token}, stepped);
    model.start_generation(1, 12, at_once);
    model.prefill(at_once, prompt, prefilled);
    ASSERT_EQ(at_once.length, one_by_one.length);
    ASSERT_EQ(prefilled.rows(), 1);
    EXPECT_TRUE(prefilled == stepped) << "positions " << static_cast<int>(positions);
    for (size_t l = 0; l < model.blocks.size(); ++l) {
      const Eigen::Index rows = static_cast<Eigen::Index>(prompt.size());
      EXPECT_TRUE(at_once.keys[l].topRows(rows) == one_by_one.keys[l].topRows(rows)) << "block " << l;
      EXPECT_TRUE(at_once.values[l].topRows(rows) == one_by_one.values[l].topRows(rows)) << "block " << l;
    }
    // And the steps after it go on alike.
    model.generate_step(one_by_one, {12}, stepped);
    model.generate_step(at_once, {12}, prefilled);
    EXPECT_TRUE(prefilled == stepped);
  }
}

TEST(Gpt, TiedWeightsShareTheEmbeddingAndInitialiseAsGpt2) {
  GptTransformer tied(gpt_config(true)), untied(gpt_config(false));
  tied.initialize(1);
  untied.initialize(1);
  EXPECT_EQ(untied.parameter_count() - tied.parameter_count(), 17 * 32);  // the output layer's V x C
  double sum = 0, sum_sq = 0;
  const Matrix& w = tied.blocks[0].self_attention.query.weight.value;
  for (Eigen::Index i = 0; i < w.size(); ++i) sum += w.data()[i], sum_sq += w.data()[i] * w.data()[i];
  const double mean = sum / static_cast<double>(w.size());
  const double std = std::sqrt(sum_sq / static_cast<double>(w.size()) - mean * mean);
  EXPECT_NEAR(std, 0.02, 0.003);
  EXPECT_NEAR(mean, 0.0, 0.003);
}

TEST(Sampling, DistributionFollowsTemperatureTopKAndTopP) {
  const std::vector<float> logits{9, 9, 9, 0.5f, 3, 2, 1, 0};  // 0..2 are <pad> <unk> <sos>: never proposed
  SamplingSettings s;
  auto d = sampling_distribution(logits, s);
  ASSERT_EQ(d.size(), 5u);  // <eos> and the 4 ordinary tokens
  EXPECT_EQ(d[0].first, 4);
  double total = 0;
  for (const auto& [id, p] : d) total += p;
  EXPECT_NEAR(total, 1.0, 1e-9);
  EXPECT_NEAR(d[0].second / d[1].second, std::exp(1.0), 1e-6);  // logits 3 and 2

  s.temperature = 2;
  const auto warm = sampling_distribution(logits, s);
  EXPECT_NEAR(warm[0].second / warm[1].second, std::exp(0.5), 1e-6);  // flatter
  s.temperature = 0;
  const auto greedy = sampling_distribution(logits, s);
  ASSERT_EQ(greedy.size(), 1u);
  EXPECT_EQ(greedy[0].first, 4);

  s.temperature = 1, s.top_k = 2;
  const auto top2 = sampling_distribution(logits, s);
  ASSERT_EQ(top2.size(), 2u);
  EXPECT_NEAR(top2[0].second + top2[1].second, 1.0, 1e-9);
  EXPECT_NEAR(top2[0].second, std::exp(1.0) / (std::exp(1.0) + 1), 1e-6);

  s.top_k = 0, s.top_p = 0.6;  // p(4) = 0.64 alone reaches 0.6
  const auto nucleus = sampling_distribution(logits, s);
  ASSERT_EQ(nucleus.size(), 1u);
  s.top_p = 0.9;  // 0.64 + 0.24 = 0.88 < 0.9, so three tokens
  EXPECT_EQ(sampling_distribution(logits, s).size(), 3u);

  s.top_p = 0;
  EXPECT_NE(error_message([&] { s.validate(); }).find("top-p"), std::string::npos);
}

// On a vocabulary of GPT-2's size the distribution is the textbook one: every candidate sorted by
// logit (ties by id), softmax(l / T), cut to the top k, then to the shortest prefix reaching top_p,
// renormalised; computed here with a full sort, there without one.
TEST(Sampling, ALargeVocabularysDistributionIsTheFullySortedOnes) {
  std::mt19937_64 gen(11);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  std::vector<float> logits(50260);
  for (float& l : logits) l = std::round(normal(gen) * 4) / 4;  // many ties
  for (const auto& [temperature, top_k, top_p] : std::vector<std::tuple<double, int, double>>{
           {1, 0, 1}, {0.7, 0, 0.9}, {1.3, 40, 1}, {1, 500, 0.5}, {1, 0, 0.999}}) {
    SamplingSettings s;
    s.temperature = temperature, s.top_k = top_k, s.top_p = top_p;
    std::vector<int32_t> ids;
    for (int32_t id = 0; id < int32_t(logits.size()); ++id)
      if (id >= kFirstOrdinaryId || id == kEosId) ids.push_back(id);
    std::stable_sort(ids.begin(), ids.end(), [&](int32_t a, int32_t b) { return logits[a] > logits[b]; });
    if (top_k > 0) ids.resize(size_t(top_k));
    std::vector<double> p;
    double sum = 0;
    for (int32_t id : ids) sum += std::exp((logits[id] - logits[ids[0]]) / temperature);
    for (int32_t id : ids) p.push_back(std::exp((logits[id] - logits[ids[0]]) / temperature) / sum);
    size_t keep = ids.size();
    if (top_p < 1) {
      double mass = 0;
      for (keep = 0; keep < ids.size() && mass < top_p;) mass += p[keep++];
    }
    double kept = 0;
    for (size_t i = 0; i < keep; ++i) kept += p[i];
    const auto d = sampling_distribution(logits, s);
    ASSERT_EQ(d.size(), keep) << "T " << temperature << ", k " << top_k << ", p " << top_p;
    for (size_t i = 0; i < keep; ++i) {
      ASSERT_EQ(d[i].first, ids[i]) << i;
      ASSERT_NEAR(d[i].second, p[i] / kept, 1e-12) << i;
    }
  }
}

TEST(Sampling, TheSameSeedGivesTheSameTextAndAnotherSeedAnother) {
  GptTransformer model(gpt_config());
  model.initialize(5);
  SamplingSettings s;
  s.max_new_tokens = 20;
  s.temperature = 1.5;
  s.seed = 1;
  const auto a = generate(model, {kSosId, 4, 5}, s), b = generate(model, {kSosId, 4, 5}, s);
  EXPECT_EQ(a.tokens, b.tokens);
  std::set<std::vector<int32_t>> others;
  for (uint64_t seed = 2; seed < 6; ++seed) {
    s.seed = seed;
    others.insert(generate(model, {kSosId, 4, 5}, s).tokens);
  }
  EXPECT_FALSE(others.contains(a.tokens));
  EXPECT_EQ(a.steps.size(), a.tokens.size() + (a.finished ? 1 : 0));
  for (const auto& step : a.steps) EXPECT_EQ(step.logits.size(), 17u);
}

TEST(LanguageModel, LearnsSmallAdditionsAndSavesAndResumes) {
  set_num_threads(1);
  ExperimentSettings settings = default_settings("lm");
  settings.model = gpt_config();
  settings.trainer = quick_training();
  const text::TextDataset data = addition_data();
  LanguageModel model = LanguageModel::create(data, settings.text, settings.model, 5);
  EXPECT_EQ(model.text_settings().tokenizer, "char");
  EXPECT_EQ(model.vocabulary().size(), kFirstOrdinaryId + 12);  // 0-9 + =
  LanguageModelTrainer trainer(model.transformer(), model.encode_lines(data.train), settings.trainer);
  const double before = model.evaluate(data.validation).loss;
  for (int i = 0; i < 150; ++i) trainer.step();
  const auto after = model.evaluate(data.validation);
  std::cout << "  validation loss " << before << " -> " << after.loss << ", answer accuracy "
            << after.answer_accuracy.value_or(-1) << "\n";
  EXPECT_LT(after.loss, before * 0.6);
  ASSERT_TRUE(after.answer_accuracy.has_value());
  EXPECT_EQ(after.answers_checked, static_cast<int>(data.validation.size()));
  EXPECT_NEAR(after.perplexity, std::exp(after.loss), 1e-9);

  // Round trip: weights, tokenizer, vocabulary, the same generations.
  const std::string path = temp_path("lm.safetensors");
  model.save(path, &trainer, {}, "addition");
  std::optional<RunState> state;
  LanguageModel loaded = LanguageModel::load(path, &state);
  ASSERT_TRUE(state.has_value());
  EXPECT_EQ(state->dataset, "addition");
  SamplingSettings s;
  s.seed = 3;
  EXPECT_EQ(model.generate("1+2=", s).tokens, loaded.generate("1+2=", s).tokens);
  EXPECT_NEAR(loaded.evaluate(data.validation).loss, after.loss, 1e-6);

  // The wrong kind of checkpoint says what it is.
  EXPECT_NE(error_message([&] { TextClassifier::load(path); }).find("language model"), std::string::npos);
  EXPECT_NE(error_message([&] { TranslationModel::load(path); }).find("language model"), std::string::npos);
  set_num_threads(0);
  fs::remove(path);
}

// A SentencePiece language model: the subword model travels in the checkpoint.
TEST(LanguageModel, SentencePieceTokenizerTravelsInTheCheckpoint) {
  text::TextDataset data;
  const std::vector<std::string> words{"the cat", "a dog", "sees", "runs to", "the red house", "a small bird"};
  std::mt19937_64 gen(2);
  for (int i = 0; i < 400; ++i) {
    std::string line;
    for (int w = 0; w < 4; ++w) line += (w ? " " : "") + words[gen() % words.size()];
    (i % 10 == 0 ? data.validation : data.train).push_back(line + " .");
  }
  TextSettings text = default_settings("lm").text;
  text.tokenizer = "bpe";
  text.subword_vocab = 40;
  TransformerConfig config = gpt_config();
  config.max_len = 48;
  LanguageModel model = LanguageModel::create(data, text, config, 5);
  EXPECT_EQ(model.tokenizer().kind(), "sentencepiece");
  EXPECT_EQ(model.decode(model.encode("the cat sees a dog .")), "the cat sees a dog .");
  const std::string path = temp_path("lm-bpe.safetensors");
  model.save(path);
  LanguageModel loaded = LanguageModel::load(path);
  EXPECT_EQ(loaded.encode("the red house runs to a small bird"), model.encode("the red house runs to a small bird"));
  SamplingSettings s;
  s.seed = 9;
  s.max_new_tokens = 10;
  EXPECT_EQ(loaded.generate("the cat", s).tokens, model.generate("the cat", s).tokens);
  fs::remove(path);
}

TEST(LanguageModel, ResumingContinuesTheSameRun) {
  set_num_threads(1);
  const auto data = addition_data(100);
  const TextSettings text = default_settings("lm").text;
  const int n = 12;
  LanguageModel straight = LanguageModel::create(data, text, gpt_config(), 5);
  LanguageModelTrainer straight_trainer(straight.transformer(), straight.encode_lines(data.train), quick_training());
  ASSERT_LT(straight_trainer.batches_per_epoch(), static_cast<size_t>(2 * n));
  for (int i = 0; i < 2 * n; ++i) straight_trainer.step();

  LanguageModel first = LanguageModel::create(data, text, gpt_config(), 5);
  LanguageModelTrainer first_trainer(first.transformer(), first.encode_lines(data.train), quick_training());
  for (int i = 0; i < n; ++i) first_trainer.step();
  const std::string path = temp_path("lm-resume.safetensors");
  first.save(path, &first_trainer, {}, "addition");
  std::optional<RunState> state;
  LanguageModel resumed = LanguageModel::load(path, &state);
  LanguageModelTrainer resumed_trainer(resumed.transformer(), resumed.encode_lines(data.train), state->settings);
  checkpoint::restore(resumed_trainer, *state);
  for (int i = 0; i < n; ++i) resumed_trainer.step();
  const float worst = largest_difference(straight.transformer().parameters(), resumed.transformer().parameters());
  std::cout << "  largest weight difference, resumed vs one run: " << worst << "\n";
  EXPECT_LE(worst, 1e-6f);
  set_num_threads(0);
  fs::remove(path);
}

TEST(LanguageModel, BadPromptsAndSettingsAreExplained) {
  const auto data = addition_data(50);
  LanguageModel model = LanguageModel::create(data, default_settings("lm").text, gpt_config(), 5);
  SamplingSettings s;
  EXPECT_NE(error_message([&] { model.generate(std::string(40, '1'), s); }).find("context window"), std::string::npos);
  s.temperature = -1;
  EXPECT_NE(error_message([&] { model.generate("1", s); }).find("temperature"), std::string::npos);
  TransformerConfig wrong = TransformerConfig::preset("tiny");  // encoder-decoder
  EXPECT_NE(error_message([&] { LanguageModel::create(data, TextSettings{}, wrong, 1); }).find("decoder-only"),
            std::string::npos);
  // An empty prompt is fine: the model starts from <sos>.
  s.temperature = 0;
  EXPECT_NO_THROW(model.generate("", s));
}

// ---------------------------------------------------------------- classifier

class ClassifierLearnsNegation : public ::testing::TestWithParam<PoolingKind> {};

TEST_P(ClassifierLearnsNegation, AndEvaluatesPerGroup) {
  set_num_threads(1);
  ExperimentSettings settings = default_settings("classify");
  settings.model.d_model = 32, settings.model.d_ff = 64, settings.model.pooling = GetParam();
  settings.trainer = quick_training();
  const auto data = negation_data();
  TextClassifier model = TextClassifier::create(data, settings.text, settings.model, 3);
  EXPECT_EQ(model.labels(), data.labels);
  ClassifierTrainer trainer(model.transformer(), model.encode_examples(data.train), settings.trainer);
  for (int i = 0; i < 200; ++i) trainer.step();
  const auto result = model.evaluate(data.train);
  std::cout << "  training accuracy " << result.accuracy << ", negated " << result.group_accuracy.at("negated") << "\n";
  EXPECT_GE(result.accuracy, 0.9);
  ASSERT_EQ(result.confusion.size(), 2u);
  int total = 0;
  for (const auto& row : result.confusion)
    for (int c : row) total += c;
  EXPECT_EQ(total, static_cast<int>(data.train.size()));
  EXPECT_EQ(result.group_size.at("negated") + result.group_size.at("plain"), total);

  const auto predictions = model.classify({"the film was not good", "the film was good"});
  ASSERT_EQ(predictions.size(), 2u);
  EXPECT_NEAR(predictions[0].probabilities[0] + predictions[0].probabilities[1], 1.0, 1e-9);
  // Which positions won the pooling: one share per token, [CLS] included, summing to 1.
  const auto shares = model.transformer().pooling_shares(0);
  double sum = 0;
  for (double v : shares) sum += v;
  EXPECT_NEAR(sum, 1.0, 1e-9);
  EXPECT_EQ(model.tokens("the film was good").front(), "[CLS]");
  set_num_threads(0);
}
INSTANTIATE_TEST_SUITE_P(Classifier, ClassifierLearnsNegation,
                         ::testing::Values(PoolingKind::mean, PoolingKind::max, PoolingKind::cls),
                         [](const auto& info) {
                           return info.param == PoolingKind::mean  ? "Mean"
                                  : info.param == PoolingKind::max ? "Max"
                                                                   : "Cls";
                         });

TEST(Classifier, CheckpointRoundTripAndBadLabels) {
  const auto data = negation_data();
  ExperimentSettings settings = default_settings("classify");
  TextClassifier model = TextClassifier::create(data, settings.text, settings.model, 3);
  const std::string path = temp_path("classifier.safetensors");
  model.save(path, nullptr, {}, "negation");
  TextClassifier loaded = TextClassifier::load(path);
  EXPECT_EQ(loaded.labels(), model.labels());
  const auto a = model.classify({"the song was awful"}), b = loaded.classify({"the song was awful"});
  EXPECT_NEAR(a[0].probabilities[1], b[0].probabilities[1], 1e-6);
  EXPECT_NE(error_message([&] { LanguageModel::load(path); }).find("classifier"), std::string::npos);
  std::vector<text::LabeledText> unknown{{"the film was good", "neutral", ""}};
  EXPECT_NE(error_message([&] { model.evaluate(unknown); }).find("neutral"), std::string::npos);
  fs::remove(path);
}

TEST(Sessions, EachTaskTrainsThroughTheSameInterfaceAndResumesFromItsCheckpoint) {
  for (const auto& [task, dataset] : {std::pair{"lm", "arithmetic"}, std::pair{"classify", "sentiment"}}) {
    ExperimentSettings settings = default_settings(task);
    settings.dataset = dataset;
    settings.model.d_model = 32, settings.model.d_ff = 64;
    settings.eval_sentences = 20;
    auto session = create_session(settings);
    EXPECT_EQ(session->task(), task);
    for (int i = 0; i < 3; ++i) session->step();
    const HistoryPoint point = session->evaluate();
    ASSERT_TRUE(point.validation_loss.has_value()) << task;
    if (std::string(task) == "lm") {
      EXPECT_TRUE(point.validation_perplexity.has_value());
      EXPECT_TRUE(point.validation_answer_accuracy.has_value());
    } else {
      EXPECT_TRUE(point.validation_accuracy.has_value());
    }
    const std::string path = temp_path(std::string(task) + "-session.safetensors");
    session->save(path);
    auto resumed = resume_session(path);
    EXPECT_EQ(resumed->task(), task);
    EXPECT_EQ(resumed->steps(), 3);
    EXPECT_EQ(resumed->history().size(), 1u);
    fs::remove(path);
  }
  // A model of the wrong shape for the task is refused before any work.
  ExperimentSettings mismatched = default_settings("lm");
  mismatched.dataset = "arithmetic";
  mismatched.model = TransformerConfig::preset("tiny");
  EXPECT_NE(error_message([&] { create_session(mismatched); }).find("decoder-only"), std::string::npos);
}

// Between evaluations the history keeps the training loss every eval_every / 10 steps; an
// evaluation at a step that has its point completes that point instead of adding one; a
// checkpoint keeps them all.
TEST(Sessions, HistoryKeepsTheTrainingLossBetweenEvaluations) {
  ExperimentSettings settings = default_settings("classify");
  settings.dataset = "sentiment";
  settings.model.d_model = 32, settings.model.d_ff = 64;
  settings.eval_sentences = 20;
  settings.eval_every = 20;
  auto session = create_session(settings);
  ASSERT_EQ(session->loss_point_every(), 2);
  for (int i = 0; i < 7; ++i) session->step();
  ASSERT_EQ(session->history().size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    const HistoryPoint& p = session->history()[i];
    EXPECT_EQ(p.step, int64_t(2 * (i + 1)));
    EXPECT_GT(p.train_loss, 0);
    EXPECT_GT(p.learning_rate, 0);
    EXPECT_FALSE(p.validation_loss.has_value());
  }
  EXPECT_FALSE(session->evaluated_at_last_step());
  session->evaluate();  // step 7: a point of its own, with the loss of step 7
  EXPECT_TRUE(session->evaluated_at_last_step());
  ASSERT_EQ(session->history().size(), 4u);
  EXPECT_EQ(session->history().back().step, 7);
  EXPECT_GT(session->history().back().train_loss, 0);

  session->step();  // step 8: a training-loss point, which the evaluation then completes
  ASSERT_EQ(session->history().size(), 5u);
  const double loss_at_8 = session->history().back().train_loss;
  EXPECT_GT(loss_at_8, 0);
  EXPECT_FALSE(session->evaluated_at_last_step());
  session->evaluate();
  session->evaluate();  // asked again at the same step: still one point
  ASSERT_EQ(session->history().size(), 5u);
  EXPECT_EQ(session->history().back().step, 8);
  EXPECT_EQ(session->history().back().train_loss, loss_at_8);
  EXPECT_TRUE(session->history().back().validation_loss.has_value());

  double loss_sum = 0;  // steps 9 ... 20: the evaluation at 20 is due, not recorded by step()
  for (int i = 0; i < 12; ++i) loss_sum += session->step().loss;
  EXPECT_TRUE(session->evaluation_due());
  EXPECT_EQ(session->history().back().step, 18);
  session->evaluate();
  EXPECT_EQ(session->history().back().step, 20);
  // What `twb train` prints at an evaluation: the mean of the steps since the evaluation before.
  EXPECT_NEAR(train_loss_since_previous_evaluation(session->history()), loss_sum / 12, 1e-9);
  EXPECT_NE(session->history().back().train_loss, loss_sum / 12);  // the last point's: steps 19 and 20
  EXPECT_EQ(session->history().size(), 11u);                       // 2, 4, 6, 7, 8, 10, ..., 18, 20
  for (size_t i = 1; i < session->history().size(); ++i)
    EXPECT_LT(session->history()[i - 1].step, session->history()[i].step);

  const std::string path = temp_path("loss-points.safetensors");
  session->save(path);
  auto resumed = resume_session(path);
  ASSERT_EQ(resumed->history().size(), session->history().size());
  for (size_t i = 0; i < resumed->history().size(); ++i) {
    EXPECT_EQ(resumed->history()[i].step, session->history()[i].step);
    EXPECT_EQ(resumed->history()[i].train_loss, session->history()[i].train_loss);
  }
  fs::remove(path);
}

// twb average: the mean of every parameter over checkpoints of one run; Adam's moments and the
// run's position are the last one's; checkpoints of another model are refused.
TEST(Checkpoint, AveragingTakesEachParametersMeanOverOneRun) {
  auto session = twb::testing::small_session("classify", "sentiment");
  std::vector<std::string> paths;
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 2; ++i) session->step();
    session->evaluate();
    paths.push_back(temp_path("average-" + std::to_string(k) + ".safetensors"));
    session->save(paths.back());
  }
  const std::string out = temp_path("averaged.safetensors");
  const checkpoint::AveragedCheckpoint summary = checkpoint::average(paths, out);
  EXPECT_EQ(summary.steps, (std::vector<int64_t>{2, 4, 6}));
  std::vector<io::SafetensorsFile> inputs;
  for (const auto& path : paths) inputs.push_back(io::read_safetensors(path));
  const io::SafetensorsFile averaged = io::read_safetensors(out);
  size_t parameters = 0, differing = 0;
  for (const auto& [name, tensor] : averaged.tensors) {
    const std::vector<float> got = averaged.get_f32(name);
    if (name.starts_with("optimizer.")) {
      EXPECT_EQ(got, inputs.back().get_f32(name)) << name;
      continue;
    }
    ++parameters;
    const auto a = inputs[0].get_f32(name), b = inputs[1].get_f32(name), c = inputs[2].get_f32(name);
    for (size_t i = 0; i < got.size(); ++i) {
      EXPECT_NEAR(got[i], (double(a[i]) + b[i] + c[i]) / 3, 1e-6) << name << "[" << i << "]";
      differing += got[i] != c[i];
    }
  }
  EXPECT_EQ(parameters, summary.parameters);
  EXPECT_GT(differing, 0u);  // not the last checkpoint's weights
  EXPECT_NE(averaged.metadata.at("averaged").find("\"step\":4"), std::string::npos);
  // It loads, resumes at the last one's step, and classifies.
  auto resumed = resume_session(out);
  EXPECT_EQ(resumed->steps(), 6);

  // Another model (other width) and a lone checkpoint are refused, saying why.
  ExperimentSettings other = session->settings();
  other.model.d_model = 16, other.model.d_ff = 32;
  auto different = create_session(other);
  const std::string foreign = temp_path("average-foreign.safetensors");
  different->save(foreign);
  EXPECT_NE(error_message([&] {
              checkpoint::average({paths[0], foreign}, out);
            }).find("same model"),
            std::string::npos);
  EXPECT_NE(error_message([&] { checkpoint::average({paths[0]}, out); }).find("two checkpoints"), std::string::npos);
  for (const auto& path : paths) fs::remove(path);
  fs::remove(out);
  fs::remove(foreign);
}

// ---------------------------------------------------------------- snapshots for the views

namespace {

// Every row of every map is a distribution: non-negative weights summing to 1.
void expect_rows_sum_to_one(const std::vector<inspect::Heatmap>& maps) {
  for (const auto& map : maps)
    for (int r = 0; r < map.rows; ++r) {
      double sum = 0;
      for (int c = 0; c < map.cols; ++c) {
        EXPECT_GE(map.at(r, c), 0.0) << map.title;
        sum += map.at(r, c);
      }
      EXPECT_NEAR(sum, 1.0, 1e-5) << map.title << ", row " << r;
    }
}

}  // namespace

TEST(Snapshots, LanguageModelAttentionIsCausalAndLabelledFromSos) {
  text::TextDataset data = addition_data(50);
  data.train.push_back("1 + 2 = 3");  // a space, so that the character model has one
  LanguageModel model = LanguageModel::create(data, default_settings("lm").text, gpt_config(), 5);
  const std::string text = "12 + 34";
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, text);
  EXPECT_EQ(snap.source, text);
  const std::vector<std::string> expected{"<sos>", "1", "2", "␣", "+", "␣", "3", "4"};
  EXPECT_EQ(snap.decoder_inputs, expected);
  EXPECT_EQ(snap.source_tokens, expected);
  EXPECT_EQ(snap.decoder_layers, model.config().decoder_layers);
  EXPECT_EQ(snap.heads, 4);
  EXPECT_EQ(snap.encoder_layers, 0);
  EXPECT_TRUE(snap.encoder_self.empty() && snap.cross.empty());
  ASSERT_EQ(snap.decoder_self.size(), static_cast<size_t>(snap.decoder_layers * snap.heads));
  const int t = static_cast<int>(expected.size());
  for (const auto& map : snap.decoder_self) {
    ASSERT_EQ(map.rows, t);
    ASSERT_EQ(map.cols, t);
    EXPECT_EQ(map.row_labels, expected);
    EXPECT_EQ(map.column_labels, expected);
    for (int q = 0; q < t; ++q)
      for (int k = q + 1; k < t; ++k) EXPECT_EQ(map.at(q, k), 0.0) << map.title << " (" << q << ", " << k << ")";
    EXPECT_NEAR(map.at(0, 0), 1.0, 1e-6);  // <sos> sees only itself
  }
  expect_rows_sum_to_one(snap.decoder_self);
  EXPECT_NO_THROW(snap.map(AttentionKind::decoder_self, snap.decoder_layers - 1, 3));
  EXPECT_THROW(snap.map(AttentionKind::encoder_self, 0, 0), Error);

  // Token ids (e.g. a prompt and its continuation) are cut to the context window.
  std::vector<int32_t> ids{kSosId};
  for (int i = 0; i < 40; ++i) ids.push_back(kFirstOrdinaryId + i % 10);
  const auto window = inspect::attention_snapshot(model, ids);
  EXPECT_EQ(window.decoder_inputs.size(), static_cast<size_t>(model.config().max_len));
  EXPECT_EQ(window.decoder_self.front().rows, model.config().max_len);

  EXPECT_NE(error_message([&] { inspect::attention_snapshot(model, std::string()); }).find("empty"), std::string::npos);
  EXPECT_EQ(inspect::visible_token(" "), "␣");
  EXPECT_EQ(inspect::visible_token("a\tb\n"), "a⇥b↵");
  EXPECT_EQ(inspect::visible_token(""), "∅");
}

TEST(Snapshots, LanguageModelMaskIsPaddingAndCausal) {
  LanguageModel model = LanguageModel::create(addition_data(50), default_settings("lm").text, gpt_config(), 5);
  const std::vector<EncodedText> texts = model.encode_lines({"12+34=46", "1+2=3", "9+9=18"});
  ASSERT_EQ(texts.size(), 3u);
  const LanguageModelBatch batch = make_batch(texts, {0, 1, 2});
  const int b_count = 3, t = 9;  // <sos> and the 8 characters of the longest line
  ASSERT_EQ(batch.input.batch, b_count);
  ASSERT_EQ(batch.input.length, t);
  const int chosen = 1;  // "1+2=3": 6 real inputs, 3 of padding
  const inspect::MaskSnapshot snap = inspect::mask_snapshot(model, batch, chosen);
  EXPECT_EQ(snap.sentence, chosen);
  ASSERT_EQ(snap.target_padding.rows, b_count);
  ASSERT_EQ(snap.target_padding.cols, t);
  ASSERT_EQ(snap.no_peek.rows, t);
  ASSERT_EQ(snap.combined.rows, t);
  ASSERT_EQ(snap.combined.cols, t);
  EXPECT_EQ(snap.source_padding.rows, 0);  // a GPT has no source
  int real = 0;
  for (int k = 0; k < t; ++k) real += snap.target_padding.at(chosen, k) != 0;
  EXPECT_EQ(real, 6);
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k) {
      const bool causal = k <= q;
      EXPECT_EQ(snap.no_peek.at(q, k), causal ? 1.0 : 0.0);
      const bool allowed = snap.target_padding.at(chosen, k) != 0 && causal;
      EXPECT_EQ(snap.combined.at(q, k), allowed ? 1.0 : 0.0) << "(" << q << ", " << k << ")";
    }
  ASSERT_EQ(snap.target_tokens.size(), static_cast<size_t>(b_count));
  const std::vector<std::string> tokens{"<sos>", "1", "+", "2", "=", "3", "<pad>", "<pad>", "<pad>"};
  EXPECT_EQ(snap.target_tokens[chosen], tokens);
  EXPECT_EQ(snap.combined.row_labels, tokens);
  EXPECT_EQ(snap.combined.column_labels, tokens);
  EXPECT_EQ(inspect::mask_snapshot(model, batch, 99).sentence, b_count - 1);  // clamped
  EXPECT_NE(error_message([&] { inspect::mask_snapshot(model, LanguageModelBatch{}, 0); }).find("no batch"),
            std::string::npos);
  EXPECT_EQ(snap.local.rows, 0) << "a model without local layers has no local mask";
}

// GPT-Neo's local layers: their mask is a band of attention_window positions along the diagonal,
// and it is the mask those layers attend under.
TEST(Snapshots, LocalLayersMaskIsABandOfTheirWindow) {
  TransformerConfig config = gpt_config();
  config.attention_window = 3;
  config.local_layers = {1};
  LanguageModel model = LanguageModel::create(addition_data(50), default_settings("lm").text, config, 5);
  const std::vector<EncodedText> texts = model.encode_lines({"12+34=46", "1+2=3"});
  const LanguageModelBatch batch = make_batch(texts, {0, 1});
  const int t = batch.input.length;
  const inspect::MaskSnapshot snap = inspect::mask_snapshot(model, batch, 0);
  ASSERT_EQ(snap.local.rows, t);
  EXPECT_NE(snap.local.title.find("Local layer 2"), std::string::npos) << snap.local.title;
  Context ctx;
  model.transformer().forward(ctx, batch.input);
  const AttentionMask& used = model.transformer().layer_mask(1);
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k) {
      EXPECT_EQ(snap.local.at(q, k), k <= q && q - k < 3 ? 1.0 : 0.0) << "(" << q << ", " << k << ")";
      EXPECT_EQ(used.at(0, q, k), snap.local.at(q, k) != 0) << "(" << q << ", " << k << ")";
      EXPECT_EQ(model.transformer().layer_mask(0).at(0, q, k), k <= q) << "block 0 is global";
    }
  // Its attention weights are 0 outside the band.
  const Matrix weights = model.transformer().attention_weights(1, 0, 0);
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < q - 2; ++k) EXPECT_EQ(weights(q, k), 0.0);
}

// causal=true: a left-to-right reader. No query sees a later token (the weights above the
// diagonal are 0), the mask snapshot shows the no-peek mask, and the setting survives a save.
TEST(Snapshots, CausalClassifierReadsLeftToRight) {
  ExperimentSettings settings = default_settings("classify");
  settings.model.d_model = 32, settings.model.d_ff = 64, settings.model.causal = true;
  TextClassifier model = TextClassifier::create(negation_data(), settings.text, settings.model, 3);
  ASSERT_TRUE(model.config().causal);
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, "the film was not good");
  ASSERT_EQ(snap.encoder_self.size(), static_cast<size_t>(snap.encoder_layers * snap.heads));
  for (const auto& map : snap.encoder_self) {
    ASSERT_EQ(map.rows, 6);
    for (int q = 0; q < map.rows; ++q) {
      for (int k = q + 1; k < map.cols; ++k) EXPECT_EQ(map.at(q, k), 0.0) << "(" << q << ", " << k << ")";
    }
    EXPECT_EQ(map.at(0, 0), 1.0);  // [CLS] sees only itself
    EXPECT_GT(map.at(5, 1), 0.0);  // the last word has read the first
  }
  expect_rows_sum_to_one(snap.encoder_self);

  const std::vector<EncodedExample> examples =
      model.encode_examples({{"the film was not good", "negative", ""}, {"the song was bad", "negative", ""}});
  const ClassifierBatch batch = make_batch(examples, {0, 1});
  const inspect::MaskSnapshot masks = inspect::mask_snapshot(model, batch, 1);
  const int t = batch.input.length;
  ASSERT_EQ(masks.no_peek.rows, t);
  ASSERT_EQ(masks.combined.rows, t);
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k)
      EXPECT_EQ(masks.combined.at(q, k), (k <= q && masks.source_padding.at(1, k) > 0) ? 1.0 : 0.0);

  const TransformerConfig loaded = TransformerConfig::from_json(model.config().to_json());
  EXPECT_TRUE(loaded.causal);
  ExperimentSettings set = default_settings("classify");
  set.set("causal=true");
  EXPECT_TRUE(set.model.causal);
}

TEST(Snapshots, ClassifierAttentionStartsWithClsAndItsMaskIsPaddingOnly) {
  ExperimentSettings settings = default_settings("classify");
  settings.model.d_model = 32, settings.model.d_ff = 64;
  TextClassifier model = TextClassifier::create(negation_data(), settings.text, settings.model, 3);
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, "the film was not good");
  const std::vector<std::string> expected{"[CLS]", "the", "film", "was", "not", "good"};
  EXPECT_EQ(snap.source_tokens, expected);
  EXPECT_EQ(snap.encoder_layers, model.config().encoder_layers);
  EXPECT_EQ(snap.decoder_layers, 0);
  EXPECT_TRUE(snap.decoder_self.empty() && snap.cross.empty());
  ASSERT_EQ(snap.encoder_self.size(), static_cast<size_t>(snap.encoder_layers * snap.heads));
  for (const auto& map : snap.encoder_self) {
    ASSERT_EQ(map.rows, 6);
    ASSERT_EQ(map.cols, 6);
    EXPECT_EQ(map.row_labels, expected);
    EXPECT_GT(map.at(0, 5), 0.0);  // not causal: [CLS] sees the last word
  }
  expect_rows_sum_to_one(snap.encoder_self);
  // The forward pass left the pooling of this text behind: a share per token.
  EXPECT_EQ(model.transformer().pooling_shares(0).size(), expected.size());
  EXPECT_NE(error_message([&] { inspect::attention_snapshot(model, "  "); }).find("empty"), std::string::npos);

  const std::vector<EncodedExample> examples = model.encode_examples({{"the film was not good", "negative", ""},
                                                                      {"the song was bad", "negative", ""},
                                                                      {"the meal was great", "positive", ""}});
  ASSERT_EQ(examples.size(), 3u);
  const ClassifierBatch batch = make_batch(examples, {0, 1, 2});
  const int t = batch.input.length, chosen = 1;  // "the song was bad": [CLS] and 4 words, 1 of padding
  ASSERT_EQ(t, 6);
  const inspect::MaskSnapshot masks = inspect::mask_snapshot(model, batch, chosen);
  ASSERT_EQ(masks.source_padding.rows, 3);
  ASSERT_EQ(masks.source_padding.cols, t);
  EXPECT_EQ(masks.target_padding.rows, 0);  // no decoder: no target padding, no no-peek mask
  EXPECT_EQ(masks.no_peek.rows, 0);
  ASSERT_EQ(masks.combined.rows, t);
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k)
      EXPECT_EQ(masks.combined.at(q, k), masks.source_padding.at(chosen, k)) << "(" << q << ", " << k << ")";
  EXPECT_EQ(masks.combined.at(0, 4), 1.0);  // padding only: a query sees later real tokens
  EXPECT_EQ(masks.combined.at(0, 5), 0.0);  // but never the padding
  const std::vector<std::string> tokens{"[CLS]", "the", "song", "was", "bad", "<pad>"};
  EXPECT_EQ(masks.source_tokens[chosen], tokens);
  EXPECT_EQ(masks.combined.row_labels, tokens);
  EXPECT_TRUE(masks.target_tokens.empty());
}
