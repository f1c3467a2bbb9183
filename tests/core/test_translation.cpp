// Translation models as files: checkpoint round trips, exact resumption, and the refusal of
// corrupt, truncated or foreign checkpoints.

#include <gtest/gtest.h>

#include "test_support.h"

#include <filesystem>
#include <fstream>

#include "io/safetensors.h"
#include "tensor/parallel.h"
#include "util/build_info.h"
#include "train/translation.h"
#include "util/error.h"

using namespace twb;
namespace fs = std::filesystem;

using twb::testing::error_message;
using twb::testing::largest_difference;
using twb::testing::temp_path;

namespace {

// A small reversal task, built in memory.
text::TranslationDataset reversal_data() {
  text::TranslationDataset data;
  data.name = "reversal";
  data.source_language = "src";
  data.target_language = "trg";
  const std::vector<std::string> words{"red", "green", "blue", "cat", "dog", "sun", "moon", "tree"};
  auto sentence = [&](int i, bool reversed) {
    std::vector<std::string> w;
    for (int k = 0; k < 3 + i % 4; ++k) w.push_back(words[static_cast<size_t>((i * 7 + k * 3) % words.size())]);
    if (reversed) std::reverse(w.begin(), w.end());
    std::string s;
    for (const auto& x : w) s += (s.empty() ? "" : " ") + x;
    return s;
  };
  for (int i = 0; i < 120; ++i) {
    auto& split = i < 100 ? data.train : (i < 110 ? data.validation : data.test);
    split.source.push_back(sentence(i, false));
    split.target.push_back(sentence(i, true));
  }
  return data;
}

TransformerConfig small_config() {
  TransformerConfig c = TransformerConfig::preset("tiny");
  c.d_model = 32, c.heads = 4, c.d_ff = 64, c.encoder_layers = 1, c.decoder_layers = 1, c.max_len = 16;
  return c;
}

TrainerSettings quick_training() {
  TrainerSettings s;
  s.batch_tokens = 120;
  s.warmup_steps = 10;
  s.learning_rate = 2e-3;
  return s;
}

}  // namespace

TEST(Checkpoint, RoundTripKeepsWeightsVocabulariesAndTranslations) {
  const auto data = reversal_data();
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 3);
  const std::string path = temp_path("roundtrip.safetensors");
  model.save(path, nullptr, {}, "reversal", "src", "trg");
  TranslationModel loaded = TranslationModel::load(path);
  auto a = model.transformer().parameters();
  auto b = loaded.transformer().parameters();
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].name, b[i].name);
    EXPECT_EQ(a[i].parameter->value, b[i].parameter->value) << a[i].name;
  }
  EXPECT_EQ(model.source_vocabulary(), loaded.source_vocabulary());
  EXPECT_EQ(model.target_vocabulary(), loaded.target_vocabulary());
  EXPECT_EQ(model.translate(data.test.source, {}), loaded.translate(data.test.source, {}));
  fs::remove(path);
}

// Beam search's expected output length comes from the training pairs' token counts and travels in
// the checkpoint: here every target has one word more than its source.
TEST(Checkpoint, TargetLengthRatioIsTheTrainingPairsAndTravelsInTheFile) {
  auto data = reversal_data();
  double source_words = 0;
  for (auto& target : data.train.target) target += " end";
  for (const auto& source : data.train.source)
    source_words += static_cast<double>(std::count(source.begin(), source.end(), ' ') + 1);
  const double expected = (source_words + static_cast<double>(data.train.source.size())) / source_words;
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 3);
  EXPECT_NEAR(model.target_length_ratio(), expected, 1e-12);
  const std::string path = temp_path("ratio.safetensors");
  model.save(path);
  EXPECT_EQ(TranslationModel::load(path).target_length_ratio(), model.target_length_ratio());
  // A damaged ratio is refused with the reason, not used.
  io::SafetensorsFile file = io::read_safetensors(path);
  auto text = nlohmann::json::parse(file.metadata.at("text"));
  text["target_length_ratio"] = -2.0;
  file.metadata["text"] = text.dump();
  io::write_safetensors(path, file);
  EXPECT_NE(error_message([&] { TranslationModel::load(path); }).find("target length ratio"), std::string::npos);
  fs::remove(path);
}

TEST(Checkpoint, SentencePieceTokenizersTravelInTheFile) {
  const auto data = reversal_data();
  TextSettings text;
  text.tokenizer = "bpe";
  text.subword_vocab = 20;
  TranslationModel model = TranslationModel::create(data, text, small_config(), 3);
  const std::string path = temp_path("spm.safetensors");
  model.save(path);
  TranslationModel loaded = TranslationModel::load(path);
  EXPECT_EQ(loaded.source_tokenizer().kind(), "sentencepiece");
  EXPECT_EQ(model.source_tokens("red cat blue"), loaded.source_tokens("red cat blue"));
  fs::remove(path);
}

// N steps, save, load, N more steps give the same weights as 2N steps in one go.
TEST(Checkpoint, ResumingContinuesTheSameRun) {
  set_num_threads(1);
  const auto data = reversal_data();
  const int n = 12;  // more than one epoch, so the epoch boundary is crossed after resuming

  TranslationModel straight = TranslationModel::create(data, TextSettings{}, small_config(), 5);
  Seq2SeqTrainer straight_trainer(straight.transformer(), straight.encode_pairs(data.train), quick_training());
  ASSERT_LT(straight_trainer.batches_per_epoch(), static_cast<size_t>(2 * n));
  for (int i = 0; i < 2 * n; ++i) straight_trainer.step();

  TranslationModel first = TranslationModel::create(data, TextSettings{}, small_config(), 5);
  Seq2SeqTrainer first_trainer(first.transformer(), first.encode_pairs(data.train), quick_training());
  for (int i = 0; i < n; ++i) first_trainer.step();
  const std::string path = temp_path("resume.safetensors");
  first.save(path, &first_trainer, {}, "reversal", "src", "trg");

  std::optional<TranslationModel::TrainingState> state;
  TranslationModel resumed = TranslationModel::load(path, &state);
  ASSERT_TRUE(state.has_value());
  Seq2SeqTrainer resumed_trainer(resumed.transformer(), resumed.encode_pairs(data.train), state->settings);
  resumed_trainer.restore(state->state);
  resumed_trainer.optimizer().first_moments() = state->adam_m;
  resumed_trainer.optimizer().second_moments() = state->adam_v;
  for (int i = 0; i < n; ++i) resumed_trainer.step();
  EXPECT_EQ(resumed_trainer.steps(), 2 * n);

  const float worst = largest_difference(straight.transformer().parameters(), resumed.transformer().parameters());
  std::cout << "  largest weight difference, resumed vs one run: " << worst << "\n";
  EXPECT_LE(worst, 1e-6f);
  set_num_threads(0);
  fs::remove(path);
}

// Weight averaging (average_last = f, c = 1/f): after step t the average is
// avg_t = avg_{t-1} + min(1, c/t) (w_t - avg_{t-1}), written out here from the weights of each step.
TEST(Trainer, WeightAverageFollowsThePolynomialDecayRule) {
  set_num_threads(1);
  const auto data = reversal_data();
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 5);
  TrainerSettings settings = quick_training();
  settings.average_last = 0.4;  // c = 2.5: r_t = 1, 1, 5/6, 5/8, 1/2, ...
  Seq2SeqTrainer trainer(model.transformer(), model.encode_pairs(data.train), settings);
  EXPECT_FALSE(trainer.averaging());
  const Matrix& weight = model.transformer().generator.weight.value;
  const size_t index = [&] {
    const auto params = model.transformer().parameters();
    for (size_t i = 0; i < params.size(); ++i)
      if (params[i].name == "generator.weight") return i;
    return params.size();
  }();
  Matrix expected;
  for (int t = 1; t <= 6; ++t) {
    trainer.step();
    const double rate = std::min(1.0, 2.5 / t);
    expected = t == 1 ? Matrix(weight) : Matrix(expected + static_cast<float>(rate) * (weight - expected));
    ASSERT_TRUE(trainer.averaging());
    const float off = (trainer.averaged_weights()[index] - expected).cwiseAbs().maxCoeff();
    EXPECT_LE(off, 1e-6f) << "step " << t;
  }
  // The average is not the last weights, and the model shows it only inside with_averaged_weights.
  const Matrix trained = weight;
  EXPECT_GT((trained - expected).cwiseAbs().maxCoeff(), 1e-4f);
  trainer.with_averaged_weights(
      [&] { EXPECT_LE((model.transformer().generator.weight.value - expected).cwiseAbs().maxCoeff(), 1e-6f); });
  EXPECT_EQ(model.transformer().generator.weight.value, trained);
  set_num_threads(0);
}

// A run that averages saves the average as the model (what eval and translate load) and the
// weights it trained as optimizer.live.*; resumed, it continues both exactly.
TEST(Checkpoint, ResumingAnAveragingRunContinuesWeightsAndAverage) {
  set_num_threads(1);
  const auto data = reversal_data();
  const int n = 12;
  TrainerSettings settings = quick_training();
  settings.average_last = 0.25;

  TranslationModel straight = TranslationModel::create(data, TextSettings{}, small_config(), 5);
  Seq2SeqTrainer straight_trainer(straight.transformer(), straight.encode_pairs(data.train), settings);
  for (int i = 0; i < 2 * n; ++i) straight_trainer.step();

  TranslationModel first = TranslationModel::create(data, TextSettings{}, small_config(), 5);
  Seq2SeqTrainer first_trainer(first.transformer(), first.encode_pairs(data.train), settings);
  for (int i = 0; i < n; ++i) first_trainer.step();
  const std::string path = temp_path("resume-averaged.safetensors");
  first.save(path, &first_trainer, {}, "reversal", "src", "trg");

  // Loaded for use: the model is the average.
  TranslationModel used = TranslationModel::load(path);
  const auto used_params = used.transformer().parameters();
  for (size_t i = 0; i < used_params.size(); ++i)
    EXPECT_EQ(used_params[i].parameter->value, first_trainer.averaged_weights()[i]) << used_params[i].name;

  std::optional<TranslationModel::TrainingState> state;
  TranslationModel resumed = TranslationModel::load(path, &state);
  ASSERT_TRUE(state.has_value());
  EXPECT_EQ(state->settings.average_last, 0.25);
  ASSERT_EQ(state->live_weights.size(), used_params.size());
  Seq2SeqTrainer resumed_trainer(resumed.transformer(), resumed.encode_pairs(data.train), state->settings);
  checkpoint::restore(resumed_trainer, *state);
  EXPECT_LE(largest_difference(first.transformer().parameters(), resumed.transformer().parameters()), 0.0f);
  for (int i = 0; i < n; ++i) resumed_trainer.step();

  EXPECT_LE(largest_difference(straight.transformer().parameters(), resumed.transformer().parameters()), 1e-6f);
  float worst = 0;
  for (size_t i = 0; i < used_params.size(); ++i)
    worst = std::max(
        worst, (straight_trainer.averaged_weights()[i] - resumed_trainer.averaged_weights()[i]).cwiseAbs().maxCoeff());
  std::cout << "  largest difference of the averages, resumed vs one run: " << worst << "\n";
  EXPECT_LE(worst, 1e-6f);
  set_num_threads(0);
  fs::remove(path);
}

TEST(Checkpoint, MissingTruncatedAndForeignFilesAreRefusedWithTheReason) {
  EXPECT_NE(error_message([] { TranslationModel::load(temp_path("does-not-exist.safetensors")); }), "");

  // A valid safetensors file that Transformer Workbench did not write.
  io::SafetensorsFile foreign;
  const float values[2] = {1, 2};
  foreign.put_f32("weight", {2}, values);
  const std::string foreign_path = temp_path("foreign.safetensors");
  io::write_safetensors(foreign_path, foreign);
  EXPECT_NE(error_message([&] { TranslationModel::load(foreign_path); }).find("not a Transformer Workbench checkpoint"),
            std::string::npos);

  // A real checkpoint cut in half.
  const auto data = reversal_data();
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 3);
  const std::string path = temp_path("truncated.safetensors");
  model.save(path);
  fs::resize_file(path, fs::file_size(path) / 2);
  EXPECT_NE(error_message([&] { TranslationModel::load(path); }), "");

  // Not a safetensors file at all.
  const std::string text_path = temp_path("text.safetensors");
  std::ofstream(text_path) << "hello, this is not a checkpoint\n";
  EXPECT_NE(error_message([&] { TranslationModel::load(text_path); }), "");
  for (const auto& p : {foreign_path, path, text_path}) fs::remove(p);
}

// A checkpoint names the program that wrote it; a later program's format is refused with both
// versions named, not read as a damaged file.
TEST(Checkpoint, NamesTheProgramThatWroteItAndRefusesALaterFormat) {
  const auto data = reversal_data();
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 3);
  const std::string path = temp_path("written-by.safetensors");
  model.save(path);
  io::SafetensorsFile file = io::read_safetensors(path);
  ASSERT_EQ(file.metadata.count("written_by"), 1u);
  EXPECT_EQ(file.metadata.at("written_by"), twb::build_name());
  EXPECT_NE(twb::build_name().find(twb::build_info().version), std::string::npos);

  file.metadata["format"] = "transformer-workbench/10";
  file.metadata["written_by"] = "Transformer Workbench 3.0.0 (commit abc)";
  io::write_safetensors(path, file);
  const std::string message = error_message([&] { TranslationModel::load(path); });
  EXPECT_NE(message.find("format 10 (written by Transformer Workbench 3.0.0 (commit abc)), newer than this program: " +
                         twb::build_name() + " reads format 1"),
            std::string::npos)
      << message;
  file.metadata["format"] = "transformer-workbench/0";
  io::write_safetensors(path, file);
  EXPECT_NE(
      error_message([&] { TranslationModel::load(path); }).find("has checkpoint format 'transformer-workbench/0'"),
      std::string::npos);
  fs::remove(path);
}

TEST(Translation, LearnsToReverseAndEvaluates) {
  const auto data = reversal_data();
  TranslationModel model = TranslationModel::create(data, TextSettings{}, small_config(), 7);
  Seq2SeqTrainer trainer(model.transformer(), model.encode_pairs(data.train), quick_training());
  const EvaluationResult before = model.evaluate(data.validation, {});
  for (int i = 0; i < 150; ++i) trainer.step();
  const EvaluationResult after = model.evaluate(data.validation, {});
  std::cout << "  validation loss " << before.loss << " -> " << after.loss << ", BLEU " << before.bleu << " -> "
            << after.bleu << "\n";
  EXPECT_LT(after.loss, 0.5 * before.loss);
  EXPECT_GT(after.bleu, before.bleu);
  EXPECT_GE(after.exact_match, 0.0);
  EXPECT_LE(after.exact_match, 1.0);
}

// shared_vocabulary + tie_weights: one tokenizer and vocabulary learnt from both languages, and one
// table E for the source embedding, the target embedding and the output layer. The target side is
// written in capitals so that the two languages have different words.
TEST(Translation, SharedVocabularyTiesBothEmbeddingsAndTheOutputLayer) {
  auto data = reversal_data();
  for (auto* split : {&data.train, &data.validation, &data.test})
    for (auto& sentence : split->target)
      for (auto& c : sentence) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const TranslationModel apart = TranslationModel::create(data, TextSettings{}, small_config(), 7);
  TextSettings shared_text;
  shared_text.shared_vocabulary = true;
  TranslationModel shared = TranslationModel::create(data, shared_text, small_config(), 7);
  const int specials = kFirstOrdinaryId;
  EXPECT_EQ(shared.source_vocabulary().size(),
            apart.source_vocabulary().size() + apart.target_vocabulary().size() - specials);
  EXPECT_EQ(shared.source_vocabulary(), shared.target_vocabulary());

  // Tying without one vocabulary is refused with the setting to add.
  TransformerConfig tied_config = small_config();
  tied_config.tie_weights = true;
  EXPECT_NE(error_message([&] {
              TranslationModel::create(data, TextSettings{}, tied_config, 7);
            }).find("shared_vocabulary=true"),
            std::string::npos);

  TranslationModel tied = TranslationModel::create(data, shared_text, tied_config, 7);
  Seq2SeqTransformer& t = tied.transformer();
  EXPECT_EQ(&t.target_embedding.tokens.table(), &t.source_embedding.tokens.weight);
  EXPECT_EQ(&t.generator.W(), &t.source_embedding.tokens.weight);
  const int64_t table = int64_t(shared.source_vocabulary().size()) * small_config().d_model;
  EXPECT_EQ(t.parameter_count(), shared.transformer().parameter_count() - 2 * table);

  // It learns, and the file keeps the tie: the same translations and parameters after loading.
  Seq2SeqTrainer trainer(t, tied.encode_pairs(data.train), quick_training());
  const EvaluationResult before = tied.evaluate(data.validation, {});
  for (int i = 0; i < 150; ++i) trainer.step();
  const EvaluationResult after = tied.evaluate(data.validation, {});
  std::cout << "  tied: validation loss " << before.loss << " -> " << after.loss << ", BLEU " << after.bleu << "\n";
  EXPECT_LT(after.loss, 0.5 * before.loss);
  const std::string path = temp_path("tied.safetensors");
  tied.save(path);
  TranslationModel loaded = TranslationModel::load(path);
  EXPECT_EQ(&loaded.transformer().generator.W(), &loaded.transformer().source_embedding.tokens.weight);
  EXPECT_EQ(&loaded.source_tokenizer(), &loaded.target_tokenizer());
  EXPECT_EQ(largest_difference(t.parameters(), loaded.transformer().parameters()), 0.0f);
  EXPECT_EQ(tied.translate(data.test.source, {}), loaded.translate(data.test.source, {}));
  fs::remove(path);
}
