// The attention math of one query (inspect/attention_math.h) against the engine: its weights are
// the heatmap's row, its output the attention's context of that head, its recomputed softmax and
// weighted sum agree with them, and masked keys weigh exactly 0 with the right reason — for the
// translation model's three kinds of attention, the GPT and the classifier.
#include <gtest/gtest.h>

#include <cmath>

#include "inspect/attention_math.h"
#include "inspect/snapshots.h"
#include "task/task.h"
#include "test_support.h"
#include "text/datasets.h"
#include "text/special_tokens.h"
#include "train/batching.h"

using namespace twb;
using inspect::AttentionMath;
using inspect::KeyMask;

namespace {

constexpr double kTolerance = 1e-6;
const char* const kSource = "three hundred twenty one";
const char* const kTarget = "drei hundert ein und zwanzig";

TransformerConfig small(TransformerConfig config) {
  config.d_model = 32;
  config.d_ff = 64;
  config.heads = 4;
  return config;
}

TranslationModel translation_model(bool scale_scores = true) {
  ExperimentSettings s = default_settings("translate");
  s.model = small(s.model);
  s.model.scale_scores = scale_scores;
  return TranslationModel::create(text::load_translation_dataset("numbers-en-de"), s.text, s.model, 7);
}

// The engine's output of query i, head h (sequence 0): its slice of the attention's context.
std::vector<double> engine_output(const MultiHeadAttention& attention, int head, int query) {
  std::vector<double> out;
  for (int c = 0; c < attention.d_v; ++c) out.push_back(attention.context()(query, head * attention.d_v + c));
  return out;
}

// The weights equal the heatmap's row, the output the engine's context, and the steps in between
// recompute them; the keys in the mask weigh exactly 0.
void expect_matches_engine(const AttentionMath& math, const inspect::Heatmap& map, const MultiHeadAttention& attention,
                           int head, int query) {
  SCOPED_TRACE(math.title);
  ASSERT_EQ(map.cols, math.key_count());
  ASSERT_EQ(map.rows, static_cast<int>(math.query_tokens.size()));
  EXPECT_EQ(math.query_tokens, map.row_labels);
  EXPECT_EQ(math.key_tokens, map.column_labels);
  for (int j = 0; j < map.cols; ++j) EXPECT_NEAR(math.weights[static_cast<size_t>(j)], map.at(query, j), kTolerance);
  const std::vector<double> expected = engine_output(attention, head, query);
  ASSERT_EQ(math.output.size(), expected.size());
  for (size_t c = 0; c < expected.size(); ++c) EXPECT_NEAR(math.output[c], expected[c], kTolerance);
  EXPECT_LT(math.softmax_gap, 1e-5);  // softmax(q·k × scale) recomputed in double
  EXPECT_LT(math.output_gap, 1e-5);   // Σ w_j v_j recomputed in double
  EXPECT_EQ(static_cast<int>(math.q.size()), math.d_k);
  for (const auto& k : math.keys) EXPECT_EQ(static_cast<int>(k.size()), math.d_k);
  for (const auto& v : math.values) EXPECT_EQ(static_cast<int>(v.size()), math.d_v);
  double total = 0;
  for (int j = 0; j < math.key_count(); ++j) {
    total += math.weights[static_cast<size_t>(j)];
    EXPECT_DOUBLE_EQ(math.scaled_scores[static_cast<size_t>(j)], math.scores[static_cast<size_t>(j)] * math.scale);
    if (math.mask[static_cast<size_t>(j)] != KeyMask::allowed) {
      EXPECT_EQ(math.weights[static_cast<size_t>(j)], 0.0);
    }
  }
  EXPECT_NEAR(total, 1.0, 1e-5);
  // by_weight: every key once, the largest weight first.
  ASSERT_EQ(math.by_weight.size(), static_cast<size_t>(math.key_count()));
  for (size_t i = 1; i < math.by_weight.size(); ++i)
    EXPECT_GE(math.weights[static_cast<size_t>(math.by_weight[i - 1])],
              math.weights[static_cast<size_t>(math.by_weight[i])]);
}

}  // namespace

TEST(AttentionMath, TranslationEncoderDecoderAndCrossMatchTheEngine) {
  TranslationModel model = translation_model();
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, kSource, kTarget);
  const int d_k = model.config().d_model / model.config().heads;
  for (AttentionKind kind : {AttentionKind::encoder_self, AttentionKind::decoder_self, AttentionKind::cross}) {
    const int layers =
        kind == AttentionKind::encoder_self ? model.config().encoder_layers : model.config().decoder_layers;
    for (int layer = 0; layer < layers; ++layer)
      for (int head : {0, model.config().heads - 1}) {
        const inspect::Heatmap& map = snap.map(kind, layer, head);
        for (int query = 0; query < map.rows; ++query) {
          const AttentionMath math = inspect::attention_math(model, kSource, kTarget, kind, layer, head, query);
          const Seq2SeqTransformer& t = model.transformer();
          const MultiHeadAttention& attention =
              kind == AttentionKind::encoder_self   ? t.encoder_layers[static_cast<size_t>(layer)].self_attention
              : kind == AttentionKind::decoder_self ? t.decoder_layers[static_cast<size_t>(layer)].self_attention
                                                    : t.decoder_layers[static_cast<size_t>(layer)].cross_attention;
          expect_matches_engine(math, map, attention, head, query);
          EXPECT_EQ(math.d_k, d_k);
          EXPECT_NEAR(math.scale, 1.0 / std::sqrt(double(d_k)), 1e-7);  // the engine's float
          for (int j = 0; j < math.key_count(); ++j) {
            // Only the decoder's self-attention hides keys here (one sentence: no padding).
            const bool future = kind == AttentionKind::decoder_self && j > query;
            EXPECT_EQ(math.mask[static_cast<size_t>(j)], future ? KeyMask::no_peek : KeyMask::allowed);
          }
        }
      }
  }
}

TEST(AttentionMath, TranslationOfTheModelsOwnTranslation) {
  TranslationModel model = translation_model();
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, kSource);
  const AttentionMath math = inspect::attention_math(model, kSource, "", AttentionKind::cross, 1, 2, 0);
  expect_matches_engine(math, snap.map(AttentionKind::cross, 1, 2),
                        model.transformer().decoder_layers[1].cross_attention, 2, 0);
  EXPECT_EQ(math.title, "Cross-attention, layer 2, head 3, query 0 “" + snap.target_tokens.front() + "”");
}

TEST(AttentionMath, GptCausalSelfAttentionMatchesTheEngine) {
  ExperimentSettings s = default_settings("lm");
  s.model = small(s.model);
  LanguageModel model = LanguageModel::create(text::load_text_dataset("arithmetic"), s.text, s.model, 5);
  const std::string text = "12+34=46";
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, text);
  for (int layer = 0; layer < model.config().decoder_layers; ++layer)
    for (int head = 0; head < model.config().heads; ++head) {
      const inspect::Heatmap& map = snap.map(AttentionKind::decoder_self, layer, head);
      for (int query = 0; query < map.rows; ++query) {
        const AttentionMath math =
            inspect::attention_math(model, text, AttentionKind::decoder_self, layer, head, query);
        expect_matches_engine(math, map, model.transformer().blocks[static_cast<size_t>(layer)].self_attention, head,
                              query);
        for (int j = 0; j < math.key_count(); ++j)
          EXPECT_EQ(math.mask[static_cast<size_t>(j)], j > query ? KeyMask::no_peek : KeyMask::allowed);
      }
    }
  const AttentionMath first = inspect::attention_math(model, text, AttentionKind::decoder_self, 0, 0, 0);
  EXPECT_EQ(first.weights.front(), 1.0);  // <sos> sees only itself
  EXPECT_EQ(inspect::describe(first.mask.back()), "no-peek (future position)");
}

// A GPT with GPT-NeoX's partial rotary positions and GPT-Neo's local layers: outside a local
// layer's window a key weighs 0 for that reason, and q before its turn is the projection itself.
TEST(AttentionMath, GptWithPartialRotaryAndALocalLayerMatchesTheEngine) {
  ExperimentSettings s = default_settings("lm");
  s.model = small(s.model);
  s.model.positions = PositionKind::rotary;
  s.model.rotary_fraction = 0.5;
  s.model.rotary_base = 100;
  s.model.attention_window = 3;
  s.model.local_layers = {1};
  LanguageModel model = LanguageModel::create(text::load_text_dataset("arithmetic"), s.text, s.model, 5);
  const std::string text = "12+34=46";
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, text);
  for (int layer = 0; layer < 2; ++layer)
    for (int head = 0; head < model.config().heads; ++head) {
      const inspect::Heatmap& map = snap.map(AttentionKind::decoder_self, layer, head);
      for (int query = 0; query < map.rows; ++query) {
        const AttentionMath math =
            inspect::attention_math(model, text, AttentionKind::decoder_self, layer, head, query);
        const MultiHeadAttention& attention = model.transformer().blocks[static_cast<size_t>(layer)].self_attention;
        expect_matches_engine(math, map, attention, head, query);
        for (int j = 0; j < math.key_count(); ++j)
          EXPECT_EQ(math.mask[static_cast<size_t>(j)], j > query                      ? KeyMask::no_peek
                                                       : layer == 1 && query - j >= 3 ? KeyMask::window
                                                                                      : KeyMask::allowed);
        // The turn: 4 of d_k = 8 features in pairs (i, i + 2); q before it is x W_Q^T + b of the
        // layer's input (its LN of the residual stream).
        ASSERT_EQ(math.rotated_dims, 4);
        ASSERT_EQ(math.query_angles.size(), 2u);
        EXPECT_NEAR(math.query_angles[1], query * std::pow(100.0, -0.5), 1e-9);
        LayerNorm norm = model.transformer().blocks[static_cast<size_t>(layer)].self_attention_residual.norm;
        Matrix in;
        norm.forward(model.transformer().residual_stream(static_cast<size_t>(layer)), in);
        const Matrix projected =
            in * attention.query.weight.value.transpose() + attention.query.bias.value.replicate(in.rows(), 1);
        for (int c = 0; c < math.d_k; ++c)
          EXPECT_NEAR(math.q_unturned[static_cast<size_t>(c)], projected(query, head * math.d_k + c), 1e-5);
        for (int c = 4; c < math.d_k; ++c)
          EXPECT_EQ(math.q[static_cast<size_t>(c)], math.q_unturned[static_cast<size_t>(c)]);
      }
    }
  EXPECT_EQ(inspect::describe(KeyMask::window), "outside the window");
}

TEST(AttentionMath, ClassifierEncoderSelfAttentionMatchesTheEngine) {
  ExperimentSettings s = default_settings("classify");
  s.model = small(s.model);
  TextClassifier model = TextClassifier::create(text::load_classification_dataset("sentiment"), s.text, s.model, 5);
  const std::string text = "the film was not bad";
  const inspect::AttentionSnapshot snap = inspect::attention_snapshot(model, text);
  for (int layer = 0; layer < model.config().encoder_layers; ++layer)
    for (int head = 0; head < model.config().heads; ++head) {
      const inspect::Heatmap& map = snap.map(AttentionKind::encoder_self, layer, head);
      for (int query = 0; query < map.rows; ++query) {
        const AttentionMath math =
            inspect::attention_math(model, text, AttentionKind::encoder_self, layer, head, query);
        expect_matches_engine(math, map, model.transformer().layers[static_cast<size_t>(layer)].self_attention, head,
                              query);
        for (KeyMask m : math.mask) EXPECT_EQ(m, KeyMask::allowed);
      }
    }
  EXPECT_EQ(inspect::attention_math(model, text, AttentionKind::encoder_self, 0, 0, 0).query_token(), "[CLS]");
}

// In a padded batch the shorter sentence's padding keys weigh exactly 0 and say "padding"; in the
// decoder, keys both padded and in the future say "padding", the others in the future "no-peek".
TEST(AttentionMath, PaddedKeysWeighZeroForThePaddingReason) {
  TranslationModel model = translation_model();
  const std::vector<EncodedPair> pairs{{model.encode_source("three hundred twenty one thousand"),
                                        model.encode_target("drei hundert ein und zwanzig tausend")},
                                       {model.encode_source("two"), model.encode_target("zwei")}};
  const Seq2SeqBatch batch = make_batch(pairs, {0, 1});
  Context eval;
  model.transformer().forward(eval, batch);
  const std::vector<uint8_t> source_padding = padding_mask(batch.source, kPadId);
  const std::vector<uint8_t> target_padding = padding_mask(batch.target_input, kPadId);
  const int b = 1, s_len = batch.source.length, t_len = batch.target_input.length;
  ASSERT_GT(s_len, 1);

  const MultiHeadAttention& encoder = model.transformer().encoder_layers[0].self_attention;
  const AttentionMath enc = inspect::read_attention_math(encoder, b, 1, 0, source_padding.data() + b * s_len, false);
  EXPECT_EQ(enc.mask[0], KeyMask::allowed);
  EXPECT_NEAR(enc.weights[0], 1.0, 1e-6);  // "two" is the only real key
  for (int j = 1; j < s_len; ++j) {
    EXPECT_EQ(enc.mask[static_cast<size_t>(j)], KeyMask::padding);
    EXPECT_EQ(enc.weights[static_cast<size_t>(j)], 0.0);
  }
  EXPECT_EQ(inspect::describe(KeyMask::padding), "padding");
  EXPECT_LT(enc.softmax_gap, 1e-5);
  EXPECT_LT(enc.output_gap, 1e-5);
  for (int c = 0; c < enc.d_v; ++c)
    EXPECT_NEAR(enc.output[static_cast<size_t>(c)], encoder.context()(b * s_len + 0, 1 * encoder.d_v + c), kTolerance);

  const MultiHeadAttention& decoder = model.transformer().decoder_layers[1].self_attention;
  const AttentionMath dec = inspect::read_attention_math(decoder, b, 0, 1, target_padding.data() + b * t_len, true);
  EXPECT_EQ(dec.mask[0], KeyMask::allowed);
  EXPECT_EQ(dec.mask[1], KeyMask::allowed);
  for (int j = 2; j < t_len; ++j) {
    EXPECT_EQ(dec.mask[static_cast<size_t>(j)],
              target_padding[static_cast<size_t>(b * t_len + j)] ? KeyMask::no_peek : KeyMask::padding);
    EXPECT_EQ(dec.weights[static_cast<size_t>(j)], 0.0);
  }
  EXPECT_LT(dec.softmax_gap, 1e-5);

  const MultiHeadAttention& cross = model.transformer().decoder_layers[0].cross_attention;
  const AttentionMath crs = inspect::read_attention_math(cross, b, 3, 0, source_padding.data() + b * s_len, false);
  for (int j = 1; j < s_len; ++j) EXPECT_EQ(crs.weights[static_cast<size_t>(j)], 0.0);
  EXPECT_LT(crs.output_gap, 1e-5);
}

TEST(AttentionMath, WithoutScalingTheScaleIsOne) {
  TranslationModel model = translation_model(false);
  const AttentionMath math = inspect::attention_math(model, kSource, kTarget, AttentionKind::encoder_self, 0, 0, 1);
  EXPECT_FALSE(math.scale_scores);
  EXPECT_EQ(math.scale, 1.0);
  EXPECT_EQ(math.scaled_scores, math.scores);
  EXPECT_LT(math.softmax_gap, 1e-5);
}

TEST(AttentionMath, LargestTermsComeFirst) {
  TranslationModel model = translation_model();
  const AttentionMath math = inspect::attention_math(model, kSource, kTarget, AttentionKind::cross, 0, 0, 2);
  const std::vector<int> top = math.largest_terms(2);
  ASSERT_EQ(top.size(), 2u);
  EXPECT_EQ(top[0], math.by_weight[0]);
  EXPECT_NEAR(math.weight_share(math.largest_terms(100)), 1.0, 1e-5);
  EXPECT_LE(math.weight_share(top), 1.0 + 1e-9);
}

TEST(AttentionMath, OutOfRangeAndWrongKindsAreExplained) {
  TranslationModel model = translation_model();
  const auto throws_out_of_range = [](auto&& action, const std::string& mention) {
    try {
      action();
      ADD_FAILURE() << "expected an OutOfRangeError";
    } catch (const OutOfRangeError& e) {
      EXPECT_NE(std::string(e.what()).find(mention), std::string::npos) << e.what();
    }
  };
  throws_out_of_range([&] { inspect::attention_math(model, kSource, kTarget, AttentionKind::cross, 9, 0, 0); },
                      "layer 9");
  throws_out_of_range([&] { inspect::attention_math(model, kSource, kTarget, AttentionKind::cross, 0, 4, 0); },
                      "head 4");
  throws_out_of_range([&] { inspect::attention_math(model, kSource, kTarget, AttentionKind::encoder_self, 0, 0, 4); },
                      "query 4");
  throws_out_of_range([&] { inspect::attention_math(model, kSource, kTarget, AttentionKind::cross, 0, 0, -1); },
                      "query -1");

  ExperimentSettings s = default_settings("lm");
  s.model = small(s.model);
  LanguageModel lm = LanguageModel::create(text::load_text_dataset("arithmetic"), s.text, s.model, 5);
  EXPECT_NE(twb::testing::error_message([&] {
              inspect::attention_math(lm, "1+1=2", AttentionKind::cross, 0, 0, 0);
            }).find("causal self-attention"),
            std::string::npos);
  // Through the Task, as the window and `twb plot` ask.
  ExperimentSettings ts = default_settings("translate");
  ts.model = small(ts.model);
  ts.dataset = "numbers-en-de";
  std::unique_ptr<TrainingSession> session = create_session(ts);
  const std::unique_ptr<InspectedModel> inspected = task_named("translate").inspect(*session);
  const AttentionMath math = inspected->attention_math(kSource, kTarget, AttentionKind::decoder_self, 0, 0, 2);
  EXPECT_EQ(math.query, 2);
  EXPECT_EQ(math.key_count(), 6);  // the decoder reads <sos> and the five words
}
