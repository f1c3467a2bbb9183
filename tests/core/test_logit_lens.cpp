// The logit lens: its last reading is the model's own output distribution (GPT, and a translation
// decoder post-norm and pre-norm), its shape is positions × (embedding + layers), and the earlier
// readings are distributions of their own.

#include <gtest/gtest.h>

#include <cmath>

#include "inspect/logit_lens.h"
#include "task/task.h"
#include "session_support.h"
#include "test_support.h"
#include "train/language_model_session.h"
#include "train/translation_session.h"

using namespace twb;

namespace {

std::unique_ptr<TrainingSession> lens_run(const std::string& task, const std::string& dataset,
                                          const std::string& norm = "") {
  ExperimentSettings s = twb::testing::stepped_settings(task, dataset);
  if (!norm.empty()) s.set("norm_placement=" + norm);
  auto run = create_session(s);
  for (int i = 0; i < 20; ++i) run->step();
  return run;
}

// p(expected) and the argmax of the model's own output, row by row, in double.
void expect_last_reading_is_the_output(const inspect::LogitLens& lens, const Matrix& logits,
                                       const std::vector<int32_t>& expected) {
  ASSERT_EQ(static_cast<int>(expected.size()), lens.rows);
  for (int r = 0; r < lens.rows; ++r) {
    Eigen::Index best = 0;
    const double top = logits.row(r).maxCoeff(&best);
    double sum = 0;
    for (Eigen::Index v = 0; v < logits.cols(); ++v) sum += std::exp(double(logits(r, v)) - top);
    const size_t last = lens.at(r, lens.cols - 1);
    EXPECT_NEAR(lens.expected_probability[last], std::exp(double(logits(r, expected[size_t(r)])) - top) / sum, 1e-6);
    EXPECT_NEAR(lens.top_probabilities[last], 1 / sum, 1e-6);
  }
}

}  // namespace

TEST(LogitLens, AGptsLastReadingIsItsOwnOutput) {
  auto run = lens_run("lm", "arithmetic");
  LanguageModel& model = dynamic_cast<LanguageModelSession&>(*run).model();
  const inspect::LogitLens lens = inspect::logit_lens(model, "12+34=46");
  EXPECT_EQ(lens.rows, 9);  // <sos> and 8 characters; the last predicts <eos>
  EXPECT_EQ(lens.cols, model.config().decoder_layers + 1);
  EXPECT_EQ(lens.readings.front(), "embedding");
  EXPECT_EQ(lens.expected.back(), model.token_text(kEosId));
  // The model's own output on the same sequence.
  std::vector<int32_t> input{kSosId}, expected = model.encode("12+34=46");
  for (int32_t id : expected) input.push_back(id);
  expected.push_back(kEosId);
  Context evaluation;
  const Matrix logits = model.transformer().forward(evaluation, TokenBatch{1, static_cast<int>(input.size()), input});
  expect_last_reading_is_the_output(lens, logits, expected);
  for (double p : lens.expected_probability) EXPECT_TRUE(p >= 0 && p <= 1);
  const inspect::Heatmap map = lens.heatmap();
  EXPECT_EQ(map.rows, lens.rows);
  EXPECT_EQ(map.column_labels.size(), static_cast<size_t>(lens.cols));
  EXPECT_EQ(map.at(2, 1), lens.expected_probability[lens.at(2, 1)]);
  EXPECT_THROW(inspect::logit_lens(model, ""), Error);
}

class LogitLensTranslation : public ::testing::TestWithParam<const char*> {};

TEST_P(LogitLensTranslation, TheDecodersLastReadingIsItsOwnOutput) {
  auto run = lens_run("translate", "numbers-en-de", GetParam());
  TranslationModel& model = dynamic_cast<TranslationSession&>(*run).model();
  const auto example = run->validation_examples(1).front();
  const inspect::LogitLens lens = inspect::logit_lens(model, example.text, example.expected);
  EXPECT_EQ(lens.cols, model.config().decoder_layers + 1);
  const auto pair =
      std::vector<EncodedPair>{{model.encode_source(example.text), model.encode_target(example.expected)}};
  const Seq2SeqBatch batch = make_batch(pair, {0});
  Context evaluation;
  const Matrix logits = model.transformer().forward(evaluation, batch);
  expect_last_reading_is_the_output(lens, logits, batch.target_output);
  // An empty target reads the model's own translation.
  const inspect::LogitLens own = inspect::logit_lens(model, example.text);
  EXPECT_EQ(own.target, model.translate({example.text}, DecodeSettings{}).front());
}

INSTANTIATE_TEST_SUITE_P(Norms, LogitLensTranslation, ::testing::Values("post", "pre"));
