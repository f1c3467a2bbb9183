// The model map (inspect/model_map.h) on real runs of the three shapes and the families' variants:
// every block names a stage Step inside records, a group the training health keeps, and for an
// attention a kind and layer the head telemetry measures; the sublayers stand in the model's order
// (post- or pre-norm, parallel); the live figures are the health's and the telemetry's own numbers.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "inspect/model_map.h"
#include "task/task.h"
#include "test_support.h"
#include "train/session.h"
#include "train/step_inside.h"

using namespace twb;
using inspect::MapBlock;
using inspect::MapBlockKind;

namespace {

struct Shape {
  const char* name;
  const char* task;
  const char* dataset;
  NormPlacement norm;
  bool parallel;
  int window;
};

const Shape kShapes[] = {
    {"translate-post", "translate", "numbers-en-de", NormPlacement::post, false, 0},
    {"translate-pre", "translate", "numbers-en-de", NormPlacement::pre, false, 0},
    {"lm-pre", "lm", "arithmetic", NormPlacement::pre, false, 0},
    {"lm-parallel-local", "lm", "arithmetic", NormPlacement::pre, true, 2},
    {"classify-post", "classify", "sentiment", NormPlacement::post, false, 0},
};

std::unique_ptr<TrainingSession> run_of(const Shape& shape) {
  ExperimentSettings s = default_settings(shape.task);
  s.dataset = shape.dataset;
  s.model.d_model = 16, s.model.d_ff = 32, s.model.heads = 2;
  s.model.encoder_layers = 2, s.model.decoder_layers = 2;
  s.model.norm_placement = shape.norm;
  s.model.parallel_residual = shape.parallel;
  s.model.attention_window = shape.window;
  s.trainer.batch_tokens = 256;
  s.eval_sentences = 4;
  s.timelapse_every = 0;
  s.heads_every = 1;
  return create_session(s);
}

size_t index_of(const inspect::ModelMap& map, const std::string& id) {
  for (size_t i = 0; i < map.blocks.size(); ++i)
    if (map.blocks[i].id == id) return i;
  ADD_FAILURE() << "no block " << id;
  return map.blocks.size();
}

}  // namespace

TEST(ModelMap, EveryBlockIsAStageAHealthGroupAndAMeasuredHead) {
  for (const Shape& shape : kShapes) {
    SCOPED_TRACE(shape.name);
    auto run = run_of(shape);
    run->step();
    StepInside inside(0);
    run->step(&inside);
    const TransformerConfig& config = run->model_config();
    const inspect::ModelMap map = inspect::model_map(config);
    ASSERT_FALSE(map.blocks.empty());
    EXPECT_EQ(map.blocks.front().kind, MapBlockKind::embedding);
    EXPECT_EQ(map.blocks.back().kind, MapBlockKind::loss);
    const std::vector<std::string>& groups = run->health().groups();
    ASSERT_FALSE(groups.empty());
    int attentions = 0;
    std::vector<std::string> ids;
    for (const MapBlock& b : map.blocks) {
      SCOPED_TRACE(b.id);
      ids.push_back(b.id);
      EXPECT_FALSE(b.title.empty());
      EXPECT_FALSE(b.sizes.empty());
      if (b.kind != MapBlockKind::loss) {
        ASSERT_FALSE(b.stage.empty());
        EXPECT_NE(inside.recorder.find(b.stage), nullptr) << "Step inside records no stage " << b.stage;
      }
      if (!b.health.empty()) {
        EXPECT_TRUE(std::any_of(groups.begin(), groups.end(),
                                [&](const std::string& g) { return g == b.health || g.starts_with(b.health + "."); }))
            << "no health group " << b.health;
      }
      if (b.attention) {
        ++attentions;
        EXPECT_EQ(b.heads, config.heads);
        EXPECT_TRUE(run->head_telemetry().has(*b.attention));
        EXPECT_NO_THROW(run->head_telemetry().offset(*b.attention, b.layer, b.heads - 1));
        EXPECT_EQ(b.window, config.decoder_only() && config.local_layer(b.layer) ? shape.window : 0);
      }
    }
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(std::adjacent_find(ids.begin(), ids.end()), ids.end()) << "an id twice";
    const int layers = config.encoder_only()   ? config.encoder_layers
                       : config.decoder_only() ? config.decoder_layers
                                               : config.encoder_layers + 2 * config.decoder_layers;
    EXPECT_EQ(attentions, layers);
    EXPECT_EQ(inside.recorder.attentions().size(), static_cast<size_t>(attentions));
    if (shape.window > 0) {
      EXPECT_TRUE(config.has_local_layers());
    }

    // The model's order: a sublayer's norm after it (post), before it (pre); the output, then the loss.
    const std::string layer = config.decoder_only() ? "blocks.1" : "encoder.layers.1";
    const size_t attention = index_of(map, layer + ".self_attention");
    const size_t norm = index_of(map, layer + ".self_attention.norm");
    const size_t ffn = index_of(map, layer + ".feed_forward");
    EXPECT_EQ(shape.norm == NormPlacement::post ? attention + 1 : attention - 1, norm);
    EXPECT_LT(attention, ffn);
    EXPECT_EQ(map.blocks[ffn].parallel, shape.parallel);
    EXPECT_EQ(map.blocks[attention].parallel, false);
    EXPECT_EQ(map.blocks[map.blocks.size() - 2].kind, MapBlockKind::output);
    if (!config.decoder_only() && !config.encoder_only()) {
      EXPECT_EQ(map.encoder_output,
                shape.norm == NormPlacement::pre ? "encoder.norm" : "encoder.layers.1.feed_forward.norm");
      EXPECT_LT(index_of(map, map.encoder_output), index_of(map, "target_embedding"));
      EXPECT_EQ(*map.blocks[index_of(map, "decoder.layers.0.cross_attention")].attention, AttentionKind::cross);
    }
  }
}

TEST(ModelMap, LiveFiguresAreTheHealthAndTelemetrysOwnNumbers) {
  for (const Shape& shape : {kShapes[0], kShapes[3], kShapes[4]}) {
    SCOPED_TRACE(shape.name);
    auto run = run_of(shape);
    const inspect::ModelMap map = inspect::model_map(run->model_config());
    // Before any step, no figures.
    const inspect::MapFigures none = inspect::map_figures(map, run->health(), run->head_telemetry());
    EXPECT_EQ(none.step, -1);
    EXPECT_TRUE(
        std::all_of(none.gradient_norm.begin(), none.gradient_norm.end(), [](double v) { return std::isnan(v); }));
    for (int i = 0; i < 3; ++i) run->step();
    const HealthHistory& health = run->health();
    const HeadTelemetry& heads = run->head_telemetry();
    ASSERT_FALSE(health.empty());
    ASSERT_FALSE(heads.empty());
    const inspect::MapFigures f = inspect::map_figures(map, health, heads);
    const HealthSample& last = health.samples().back();
    EXPECT_EQ(f.step, last.step);
    EXPECT_EQ(f.heads_step, heads.samples().back().step);
    const auto group = [&](const std::string& name) {
      const auto it = std::find(health.groups().begin(), health.groups().end(), name);
      EXPECT_NE(it, health.groups().end()) << name;
      return static_cast<size_t>(it - health.groups().begin());
    };
    size_t checked = 0, heads_checked = 0;
    for (size_t i = 0; i < map.blocks.size(); ++i) {
      const MapBlock& b = map.blocks[i];
      SCOPED_TRACE(b.id);
      if (b.layer >= 0) {  // a layer's blocks: its one group
        const size_t g = group(b.health);
        EXPECT_DOUBLE_EQ(f.gradient_norm[i], last.gradient_norms[g]);
        EXPECT_DOUBLE_EQ(f.update_ratio[i], last.update_ratios[g]);
        EXPECT_GT(f.gradient_norm[i], 0);
        ++checked;
      }
      if (b.attention) {
        ASSERT_EQ(f.head_entropy[i].size(), static_cast<size_t>(b.heads));
        ASSERT_EQ(f.head_roles[i].size(), static_cast<size_t>(b.heads));
        for (int h = 0; h < b.heads; ++h) {
          EXPECT_EQ(f.head_entropy[i][static_cast<size_t>(h)],
                    heads.value(heads.samples().size() - 1, *b.attention, b.layer, h, HeadScore::entropy));
          ++heads_checked;
        }
      } else {
        EXPECT_TRUE(f.head_entropy[i].empty());
      }
    }
    EXPECT_GT(checked, 4u);
    EXPECT_GT(heads_checked, 3u);
    // The embedding's groups together: √Σ‖g‖² of every group under its name.
    const size_t embedding = 0;
    double squares = 0;
    int under = 0;
    for (size_t g = 0; g < health.groups().size(); ++g)
      if (health.groups()[g] == map.blocks[embedding].health ||
          health.groups()[g].starts_with(map.blocks[embedding].health + ".")) {
        squares += static_cast<double>(last.gradient_norms[g]) * last.gradient_norms[g];
        ++under;
      }
    ASSERT_GT(under, 0);
    EXPECT_NEAR(f.gradient_norm[embedding], std::sqrt(squares), 1e-12 * std::sqrt(squares));
    EXPECT_TRUE(std::isnan(f.gradient_norm.back()));  // the loss has no parameters
  }
}

// A Hugging Face family's shape, as an opened folder configures it: GPT-NeoX's parallel pre-norm
// blocks with a quarter of rotary, GPT-Neo's local layers, GPT-2's tied output.
TEST(ModelMap, TheFamiliesShapesDrawAsTheyCompute) {
  TransformerConfig neox = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  neox.norm_placement = NormPlacement::pre;
  neox.parallel_residual = true;
  neox.positions = PositionKind::rotary;
  neox.rotary_fraction = 0.25;
  neox.decoder_layers = 3;
  neox.target_vocab = 50;
  neox.tie_weights = true;
  const inspect::ModelMap map = inspect::model_map(neox);
  const auto at = [&](const std::string& id) { return map.blocks[index_of(map, id)]; };
  EXPECT_TRUE(at("blocks.2.feed_forward").parallel);
  EXPECT_TRUE(at("blocks.2.feed_forward.norm").parallel);
  EXPECT_EQ(at("final.norm").kind, MapBlockKind::norm);
  EXPECT_NE(at("embedding.positions").sizes.find("rotary"), std::string::npos);
  EXPECT_EQ(at("embedding.positions").stage, "embedding.embedding");  // rotary adds nothing at the input
  EXPECT_NE(at("output").sizes.find("transpose"), std::string::npos);
  EXPECT_EQ(at("output").health, "");  // tied: its parameters are the embedding's

  TransformerConfig neo = TransformerConfig::preset("tiny", TransformerConfig::kDecoderOnly);
  neo.decoder_layers = 4;
  neo.attention_window = 3;
  neo.target_vocab = 50;
  const inspect::ModelMap local = inspect::model_map(neo);
  for (int l = 0; l < 4; ++l) {
    const MapBlock& b = local.blocks[index_of(local, "blocks." + std::to_string(l) + ".self_attention")];
    EXPECT_EQ(b.window, neo.local_layer(l) ? 3 : 0) << l;
    EXPECT_EQ(b.sizes.find("local") != std::string::npos, neo.local_layer(l)) << l;
  }
}
