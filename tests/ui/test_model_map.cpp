// QTest, on the offscreen platform: the Model view (views/model_map_view.h), the window's home. A
// checkpoint of each shape (a translator, a GPT, a classifier) and a Hugging Face GPT-2 folder open
// on it. Every block of each opens its view pointed at that block: a head → Attention at its kind,
// layer and head; an attention → Heads for its kind; a stage → Step inside at that stage; the
// embeddings → Positional encoding; the loss → Curves. Its live figures are those the engine sent.
// The keyboard alone moves its cursor and opens a block, and its read-out is given to accessibility.

#include <QAccessible>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <utility>

#include <nlohmann/json.hpp>

#include "../common/gpt2_folder.h"
#include "engine/training_controller.h"
#include "engine_qtest_main.h"
#include "inspect/model_map.h"
#include "io/safetensors.h"
#include "plots/heads_plot.h"
#include "plots/model_map_plot.h"
#include "plots/plot_files.h"
#include "task/task.h"
#include "train/session.h"
#include "ui_test_support.h"
#include "views/attention_view.h"
#include "views/heads_view.h"
#include "views/model_map_view.h"
#include "views/step_inside_view.h"
#include "window/lessons_panel.h"
#include "window/main_window.h"

using twb::inspect::MapBlockKind;
using twb::ui::MainWindow;
using twb::ui::ModelMapView;

namespace {

// A GPT-2 folder of two layers and two heads, random weights, a byte-level vocabulary.
void writeTinyGpt2(const std::filesystem::path& folder) {
  const nlohmann::json vocab = twb::testing::byte_level_vocabulary({"he"});
  const nlohmann::json config = {{"model_type", "gpt2"},
                                 {"n_embd", 8},
                                 {"n_head", 2},
                                 {"n_layer", 2},
                                 {"n_positions", 128},
                                 {"vocab_size", vocab.size()},
                                 {"eos_token_id", vocab.size() - 1},
                                 {"activation_function", "gelu_new"}};
  twb::testing::write_gpt2_folder(folder, config, vocab, "#version: 0.2\nh e\n", 5, 0.3f);
}

}  // namespace

class ModelMapTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init() { window_ = std::make_unique<MainWindow>(); }
  void cleanup() { window_.reset(); }
  void everyBlockOpensItsViewPointedThere_data();
  void everyBlockOpensItsViewPointedThere();
  void liveFiguresAreTheEnginesAndTheKeyboardReachesEveryBlock();

 private:
  ModelMapView* map() const { return twb::ui::testing::viewOf<ModelMapView>(*window_); }
  void openAndStepInside(const QString& path);

  std::unique_ptr<MainWindow> window_;
  QTemporaryDir dir_;
};

void ModelMapTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  QVERIFY(dir_.isValid());
  for (const auto& [task, dataset] :
       {std::pair{"translate", "numbers-en-de"}, std::pair{"lm", "arithmetic"}, std::pair{"classify", "sentiment"}}) {
    twb::ExperimentSettings settings = twb::default_settings(task);
    settings.dataset = dataset;
    settings.model.d_model = 16, settings.model.d_ff = 32, settings.model.heads = 2;
    settings.eval_sentences = 4;
    settings.heads_every = 1;
    auto session = twb::create_session(settings);
    session->step();
    session->save(dir_.filePath(QString::fromLatin1(task) + QStringLiteral(".safetensors")).toStdString());
  }
  writeTinyGpt2(dir_.filePath(QStringLiteral("gpt2")).toStdString());
}

// Opens the model (which lands on its map) and takes a step inside, so that Step inside has stages.
void ModelMapTest::openAndStepInside(const QString& path) {
  QSettings().clear();
  window_->show();
  window_->selectTab(QStringLiteral("curves"));
  window_->openCheckpoint(path);
  QTRY_VERIFY2_WITH_TIMEOUT((window_->currentView() && window_->currentView()->id() == QLatin1String("map")) ||
                                !window_->lastErrorMessage().isEmpty(),
                            qPrintable(window_->currentView()->id()), 60000);
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));
  QCOMPARE(window_->currentView()->id(), QStringLiteral("map"));
  QVERIFY(map()->plot()->hasData());
  // (The session arrives before the state that says the open is done.)
  QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == twb::ui::TrainingState::Ready, 60000);
  twb::ui::testing::triggerNamed(*window_, "actionStepInside");
  QTRY_VERIFY_WITH_TIMEOUT(twb::ui::testing::viewOf<twb::ui::StepInsideView>(*window_)->hasSnapshot(), 120000);
  QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == twb::ui::TrainingState::Paused, 60000);
}

void ModelMapTest::everyBlockOpensItsViewPointedThere_data() {
  QTest::addColumn<QString>("model");
  for (const char* model : {"translate.safetensors", "lm.safetensors", "classify.safetensors", "gpt2"})
    QTest::newRow(model) << QString::fromLatin1(model);
}

void ModelMapTest::everyBlockOpensItsViewPointedThere() {
  QFETCH(QString, model);
  openAndStepInside(dir_.filePath(model));
  if (QTest::currentTestFailed()) return;
  // The Lessons panel offers a lesson about such a model: one that trains its task, from a model
  // trained elsewhere for the folder.
  const twb::Lesson* lesson = window_->lessonsPanel()->lesson();
  QVERIFY(lesson);
  const std::string task = model == QLatin1String("gpt2") ? "lm" : model.section(QLatin1Char('.'), 0, 0).toStdString();
  bool about = false;
  for (const twb::LessonStep& step : lesson->steps)
    for (const std::string& assignment : step.run) about = about || assignment == "task=" + task;
  QVERIFY2(about, lesson->name.c_str());
  if (model == QLatin1String("gpt2")) QCOMPARE(lesson->name, std::string("gpt2"));
  const auto* steps = twb::ui::testing::viewOf<twb::ui::StepInsideView>(*window_);
  const auto* attention = twb::ui::testing::viewOf<twb::ui::AttentionView>(*window_);
  const auto* heads = twb::ui::testing::viewOf<twb::ui::HeadsView>(*window_);
  const std::vector<twb::inspect::MapBlock> blocks = map()->plot()->map().blocks;
  QVERIFY(blocks.size() >= 8);
  int stages = 0, attentions = 0;
  for (size_t i = 0; i < blocks.size(); ++i) {
    const twb::inspect::MapBlock& b = blocks[i];
    const QString where = model + QStringLiteral(" / ") + QString::fromStdString(b.id);
    window_->selectTab(QStringLiteral("map"));
    const QString opened = map()->open(static_cast<int>(i), -1);
    QVERIFY2(window_->currentView()->id() == opened, qPrintable(where));
    if (b.attention) {
      QVERIFY2(opened == QLatin1String("heads"), qPrintable(where));
      QVERIFY2(heads->view()->kind() == *b.attention, qPrintable(where));
      // Its last head: Attention at that kind, layer and head.
      window_->selectTab(QStringLiteral("map"));
      QCOMPARE(map()->open(static_cast<int>(i), b.heads - 1), QStringLiteral("attention"));
      QCOMPARE(window_->currentView()->id(), QStringLiteral("attention"));
      QVERIFY2(attention->kind() == *b.attention && attention->layer() == b.layer && attention->head() == b.heads - 1 &&
                   !attention->allHeads(),
               qPrintable(where));
      ++attentions;
    } else if (b.kind == MapBlockKind::embedding || b.kind == MapBlockKind::positions) {
      QVERIFY2(opened == QLatin1String("positional-encoding"), qPrintable(where));
    } else if (b.kind == MapBlockKind::loss) {
      QVERIFY2(opened == QLatin1String("curves"), qPrintable(where));
    } else {
      QVERIFY2(opened == QLatin1String("step-inside"), qPrintable(where));
      const int entry = steps->currentEntry();
      QVERIFY2(entry >= 0, qPrintable(where));
      const int stage = steps->entries()[static_cast<size_t>(entry)].stage;
      QVERIFY2(stage >= 0, qPrintable(where));
      const std::string key = steps->snapshot().inside.recorder.stages()[static_cast<size_t>(stage)].key();
      QVERIFY2(key == b.stage,
               qPrintable(where + QStringLiteral(": Step inside shows ") + QString::fromStdString(key)));
      ++stages;
    }
  }
  QVERIFY(stages >= 4);
  QVERIFY(attentions >= 1);
}

void ModelMapTest::liveFiguresAreTheEnginesAndTheKeyboardReachesEveryBlock() {
  openAndStepInside(dir_.filePath(QStringLiteral("translate.safetensors")));
  if (QTest::currentTestFailed()) return;
  window_->selectTab(QStringLiteral("map"));
  // Shown, the map's feeds (the health and the telemetry) run while training; the next step sends them.
  QTRY_COMPARE(window_->controller()->shownFeeds(), static_cast<const void*>(static_cast<QObject*>(map())));
  int fed = 0;
  connect(window_->controller(), &twb::ui::TrainingController::delivered, this,
          [&fed](const QString& id) { fed += id == QLatin1String("health") || id == QLatin1String("heads"); });
  twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(fed >= 2, 60000);
  // The engine's own health and telemetry, read from the run now.
  std::optional<std::pair<twb::HealthHistory, twb::HeadTelemetry>> engine;
  QObject asker;
  window_->controller()->ask(
      &asker, QStringLiteral("test"),
      [](twb::TrainingSession& s) { return std::make_pair(s.health(), s.head_telemetry()); },
      [&engine](const std::pair<twb::HealthHistory, twb::HeadTelemetry>& read) { engine = read; }, {},
      twb::ui::Needs{.savedWeights = false});
  QTRY_VERIFY_WITH_TIMEOUT(engine.has_value(), 60000);
  const twb::HealthHistory& sentHealth = engine->first;
  const twb::HeadTelemetry& sentHeads = engine->second;
  QVERIFY(!sentHeads.empty());
  const twb::ui::ModelMapPlot* plot = map()->plot();
  QTRY_COMPARE_WITH_TIMEOUT(plot->figures().step, window_->currentStep(), 60000);
  QTRY_COMPARE_WITH_TIMEOUT(plot->figures().heads_step, sentHeads.samples().back().step, 60000);
  QCOMPARE(sentHealth.samples().back().step, window_->currentStep());
  const twb::inspect::MapFigures expected = twb::inspect::map_figures(plot->map(), sentHealth, sentHeads);
  int compared = 0;
  for (size_t i = 0; i < plot->map().blocks.size(); ++i) {
    if (std::isnan(expected.gradient_norm[i])) continue;
    QCOMPARE(plot->figures().gradient_norm[i], expected.gradient_norm[i]);
    QCOMPARE(plot->figures().update_ratio[i], expected.update_ratio[i]);
    QCOMPARE(plot->figures().head_entropy[i], expected.head_entropy[i]);
    // …and the read-out says them.
    QVERIFY(plot->describe(static_cast<int>(i)).contains(twb::ui::fourDigits(expected.gradient_norm[i])));
    ++compared;
  }
  QVERIFY(compared >= 6);

  // The keyboard: Up from the first block reaches the first layer, Down comes back to the
  // embeddings, Left to the first block; Right then walks every block, through an attention's
  // heads, row after row, to the loss; Enter opens what the cursor is on.
  QCustomPlot* canvas = plot->plot();
  canvas->setFocus();
  QCOMPARE(plot->cursorBlock(), 0);
  QTest::keyClick(canvas, Qt::Key_Up);
  QCOMPARE(plot->map().blocks[static_cast<size_t>(plot->cursorBlock())].layer, 0);
  QTest::keyClick(canvas, Qt::Key_Down);
  QCOMPARE(plot->map().blocks[static_cast<size_t>(plot->cursorBlock())].layer, -1);
  for (int k = 0; k < 4 && plot->cursorBlock() > 0; ++k) QTest::keyClick(canvas, Qt::Key_Left);
  QCOMPARE(plot->cursorBlock(), 0);
  std::set<int> visited;
  int headsVisited = 0;
  for (int k = 0; k < 400 && plot->cursorBlock() < static_cast<int>(plot->map().blocks.size()) - 1; ++k) {
    visited.insert(plot->cursorBlock());
    headsVisited += plot->cursorHead() >= 0;
    QTest::keyClick(canvas, Qt::Key_Right);
  }
  visited.insert(plot->cursorBlock());
  QCOMPARE(visited.size(), plot->map().blocks.size());
  int allHeads = 0;
  for (const auto& b : plot->map().blocks) allHeads += b.heads;
  QCOMPARE(headsVisited, allHeads);
  QCOMPARE(plot->map().blocks[static_cast<size_t>(plot->cursorBlock())].kind, MapBlockKind::loss);
  QCOMPARE(canvas->accessibleDescription(), plot->readout());
  QVERIFY(plot->readout().startsWith(QStringLiteral("Loss")));
  QTest::keyClick(canvas, Qt::Key_Return);
  QCOMPARE(window_->currentView()->id(), QStringLiteral("curves"));
}

TWB_QTEST_MAIN(ModelMapTest)
#include "test_model_map.moc"
