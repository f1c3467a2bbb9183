// The mask editor (inspect/mask_editor.h): a cell blocked by hand takes its key's weight away from
// that query in every head and the others share the rest in proportion; a cell opened lets a
// query see a later key; positions before the edited query keep their outputs exactly; without
// edits both passes are the same; an edit outside the mask is refused.

#include <gtest/gtest.h>

#include <cmath>

#include "inspect/mask_editor.h"
#include "session_support.h"
#include "task/task.h"
#include "train/sessions.h"

using namespace twb;

namespace {

template <class Session>
Session& stepped(std::unique_ptr<TrainingSession>& session, const char* task, const char* dataset) {
  session = create_session(twb::testing::stepped_settings(task, dataset));
  for (int i = 0; i < 20; ++i) session->step();
  return dynamic_cast<Session&>(*session);
}

double row_sum(const inspect::Heatmap& map, int row) {
  double sum = 0;
  for (int c = 0; c < map.cols; ++c) sum += map.at(row, c);
  return sum;
}

}  // namespace

TEST(MaskEditor, ABlockedKeyLosesItsWeightAndTheOthersShareItInProportion) {
  std::unique_ptr<TrainingSession> session;
  LanguageModel& model = stepped<LanguageModelSession>(session, "lm", "arithmetic").model();
  const int query = 4, key = 1;
  const inspect::MaskedRun run =
      inspect::masked_run(model, "12+34=46", {{AttentionKind::decoder_self, query, key, false}});
  ASSERT_EQ(run.queries.size(), 9u);  // <sos> and 8 characters
  EXPECT_TRUE(run.allowed(query, key, false));
  EXPECT_FALSE(run.allowed(query, key));
  for (size_t q = 0; q < run.queries.size(); ++q)
    for (size_t k = 0; k < run.keys.size(); ++k)
      if (int(q) != query || int(k) != key) {
        EXPECT_EQ(run.allowed(int(q), int(k)), run.allowed(int(q), int(k), false));
      }
  for (int l = 0; l < run.layers; ++l)
    for (int h = 0; h < run.heads; ++h) {
      EXPECT_EQ(run.map(l, h).at(query, key), 0.0);
      EXPECT_NEAR(row_sum(run.map(l, h), query), 1.0, 1e-6);
    }
  // Layer 0 reads the embeddings, which no mask touches: the blocked row is the model's own row
  // without the key, renormalised; every other row is the model's own.
  for (int h = 0; h < run.heads; ++h) {
    const inspect::Heatmap &own = run.map(0, h, false), &edited = run.map(0, h);
    const double rest = 1.0 - own.at(query, key);
    for (int k = 0; k < own.cols; ++k)
      if (k != key) {
        EXPECT_NEAR(edited.at(query, k), own.at(query, k) / rest, 1e-5) << "head " << h << " key " << k;
      }
    for (int q = 0; q < own.rows; ++q)
      if (q != query) {
        for (int k = 0; k < own.cols; ++k) EXPECT_EQ(edited.at(q, k), own.at(q, k));
      }
  }
  // A GPT's positions before the edited query never see it: their outputs stay exactly.
  ASSERT_EQ(run.expected.size(), 9u);  // the 8 next characters and <eos>
  for (int p = 0; p < query; ++p) EXPECT_EQ(run.probability[size_t(p)], run.own_probability[size_t(p)]);
  EXPECT_NE(run.probability[size_t(query)], run.own_probability[size_t(query)]);
  EXPECT_NE(run.loss, run.own_loss);
  double own_loss = 0;
  for (double p : run.own_probability) own_loss -= std::log(p);
  EXPECT_NEAR(run.own_loss, own_loss / 9, 1e-9);
}

TEST(MaskEditor, AnOpenedCellLetsAQuerySeeALaterKey) {
  std::unique_ptr<TrainingSession> session;
  LanguageModel& model = stepped<LanguageModelSession>(session, "lm", "arithmetic").model();
  const int query = 2;
  const inspect::MaskedRun run =
      inspect::masked_run(model, "12+34=46", {{AttentionKind::decoder_self, query, query + 1, true}});
  EXPECT_FALSE(run.allowed(query, query + 1, false));
  EXPECT_TRUE(run.allowed(query, query + 1));
  for (int h = 0; h < run.heads; ++h) {
    EXPECT_EQ(run.map(0, h, false).at(query, query + 1), 0.0);
    EXPECT_GT(run.map(0, h).at(query, query + 1), 0.0);
  }
  for (int p = 0; p < query; ++p) EXPECT_EQ(run.probability[size_t(p)], run.own_probability[size_t(p)]);
}

TEST(MaskEditor, ATargetWordBlockedFromTheWholeSourceAttendsToNothing) {
  std::unique_ptr<TrainingSession> session;
  auto& s = stepped<TranslationSession>(session, "translate", "numbers-en-de");
  const std::string source = s.validation().source.front(), target = s.validation().target.front();
  const inspect::MaskedRun probe = inspect::masked_run(s.model(), source, target, AttentionKind::cross, {});
  const int query = 1;
  std::vector<MaskEdit> edits;
  for (int k = 0; k < static_cast<int>(probe.keys.size()); ++k)
    edits.push_back({AttentionKind::cross, query, k, false});
  const inspect::MaskedRun run = inspect::masked_run(s.model(), source, target, AttentionKind::cross, edits);
  for (int l = 0; l < run.layers; ++l)
    for (int h = 0; h < run.heads; ++h) EXPECT_EQ(row_sum(run.map(l, h), query), 0.0);
  EXPECT_EQ(run.probability[0], run.own_probability[0]);  // the first word never sees the second's
  EXPECT_NE(run.probability[size_t(query)], run.own_probability[size_t(query)]);
  // Without edits both passes are one.
  EXPECT_EQ(probe.loss, probe.own_loss);
  EXPECT_EQ(probe.mask, probe.own_mask);
  EXPECT_EQ(probe.expected.back(), "<eos>");
  EXPECT_THROW(
      inspect::masked_run(s.model(), source, target, AttentionKind::cross, {{AttentionKind::cross, 0, 99, false}}),
      OutOfRangeError);
}

TEST(MaskEditor, AClassifiersClassUnderAnEditedEncoderMask) {
  std::unique_ptr<TrainingSession> session;
  TextClassifier& model = stepped<ClassifierSession>(session, "classify", "sentiment").model();
  const std::string text = "the film was not good";
  const inspect::MaskedRun run =
      inspect::masked_run(model, text, "", {{AttentionKind::encoder_self, 0, 1, false}});  // [CLS] loses a word
  ASSERT_EQ(run.expected.size(), 1u);
  EXPECT_EQ(run.expected.front(), run.own_choice.front());  // no label: the model's own class
  EXPECT_FALSE(run.allowed(0, 1));
  for (int h = 0; h < run.heads; ++h) EXPECT_EQ(run.map(0, h).at(0, 1), 0.0);
  EXPECT_NEAR(run.own_loss, -std::log(run.own_probability.front()), 1e-12);
  EXPECT_THROW(inspect::masked_run(model, text, "no such class", {}), Error);
}
