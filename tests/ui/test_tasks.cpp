// QTest of the three tasks in the window, on the offscreen platform: the task combo switches the
// datasets, fields and tabs; a tiny language model trained a few steps on `arithmetic` generates in
// the Generate tab (bars re-ranked live by the sampling sliders, the causal attention
// lower-triangular); a tiny classifier on `sentiment` classifies in the Classify tab; a saved lm
// checkpoint opens as an lm. The real widgets drive the real engine on the controller's worker.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>

#include "signal_arrivals.h"
#include "task/task.h"
#include "ui_test_support.h"
#include "window/application.h"
#include "views/attention_view.h"
#include "plots/bar_chart_plot.h"
#include "views/classify_view.h"
#include "views/curves_view.h"
#include "decode/sampling.h"
#include "window/experiment_panel.h"
#include "views/generate_view.h"
#include "plots/heatmap_plot.h"
#include "io/safetensors.h"
#include "window/main_window.h"
#include "views/masks_view.h"
#include "engine/training_controller.h"
#include "views/translate_view.h"
#include "engine_qtest_main.h"

#include <qcustomplot.h>

using twb::ui::MainWindow;
using twb::ui::TrainingController;
using twb::ui::TrainingState;

namespace {

// Every cell above the diagonal is exactly 0 (a position never attends to a later one).
bool lowerTriangular(const twb::inspect::Heatmap& map, QString* why = nullptr) {
  if (map.rows <= 0 || map.rows != map.cols) {
    if (why) *why = QStringLiteral("not square: %1 x %2").arg(map.rows).arg(map.cols);
    return false;
  }
  for (int r = 0; r < map.rows; ++r)
    for (int c = r + 1; c < map.cols; ++c)
      if (map.at(r, c) != 0.0) {
        if (why) *why = QStringLiteral("cell (%1, %2) = %3").arg(r).arg(c).arg(map.at(r, c));
        return false;
      }
  return true;
}

double sum(const QVector<double>& values) {
  double total = 0;
  for (double v : values) total += v;
  return total;
}

QStringList tickLabels(QCPAxis* axis) {
  auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
  if (!ticker) return {};
  QStringList labels;
  for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it) labels << it.value();
  return labels;
}

}  // namespace

class TasksTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();

  void taskComboSwitchesTabsDatasetsAndFields();
  void eachTaskAndPresetShowsItsRecipe();
  void switchingTaskKeepsSharedFieldsAndResetsItsOwn();
  void datasetRecipeFillsItsFields();
  void windowAndCliTrainTheSameWeights();
  void curvesNameTheTaskScore();
  void languageModelGeneratesAndSlidersReRank();
  void classifierShowsProbabilitiesAndPooling();
  void openingAnLmCheckpointSwitchesTheTask();
  void taskTabsOfferAValidationExampleAndKeepWhatWasTyped();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  void trigger(const char* action) { twb::ui::testing::triggerNamed(*window_, action); }
  // A very small model of `task` on `dataset`, no evaluation in the way.
  void chooseSmallExperiment(const QString& task, const QString& dataset);
  void stepTimes(int n);
  // Saves the window's model to `path` and waits until the controller says it is written.
  void saveWindowCheckpoint(const QString& path);

  std::unique_ptr<MainWindow> window_;
};

void TasksTest::initTestCase() { twb::ui::testing::useTestSettings("TransformerWorkbenchTaskTests"); }

void TasksTest::init() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  window_->resize(1300, 850);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TasksTest::cleanup() {
  window_.reset();
  QSettings().clear();
}

void TasksTest::chooseSmallExperiment(const QString& task, const QString& dataset) {
  find<QComboBox>("taskCombo")->setCurrentText(task);
  QCOMPARE(window_->experimentPanel()->task(), task);
  auto* datasets = find<QComboBox>("datasetCombo");
  QVERIFY2(datasets->findText(dataset) >= 0, qPrintable(dataset));
  datasets->setCurrentText(dataset);
  find<QSpinBox>("dModelSpin")->setValue(32);
  find<QSpinBox>("headsSpin")->setValue(4);
  find<QSpinBox>("encoderLayersSpin")->setValue(1);
  find<QSpinBox>("decoderLayersSpin")->setValue(1);
  find<QSpinBox>("dFfSpin")->setValue(64);
  find<QSpinBox>("evalEverySpin")->setValue(100000);
  find<QSpinBox>("batchTokensSpin")->setValue(1024);
  find<QDoubleSpinBox>("learningRateSpin")->setValue(0.003);
  find<QSpinBox>("warmupStepsSpin")->setValue(10);
}

void TasksTest::saveWindowCheckpoint(const QString& path) {
  twb::ui::testing::Arrivals saved(window_->controller(), &TrainingController::saved);
  window_->saveCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);
}

void TasksTest::stepTimes(int n) {
  const qint64 start = window_->trainingState() == TrainingState::NoModel ? 0 : window_->currentStep();
  for (int i = 0; i < n; ++i) {
    QTRY_VERIFY_WITH_TIMEOUT(find<QAction>("actionStep")->isEnabled(), 120000);
    trigger("actionStep");
    QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), start + i + 1, 120000);
  }
  QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == TrainingState::Paused, 60000);
}

void TasksTest::taskComboSwitchesTabsDatasetsAndFields() {
  auto* panel = window_->experimentPanel();
  auto* task = find<QComboBox>("taskCombo");
  auto* datasets = find<QComboBox>("datasetCombo");
  auto* tokenizer = find<QComboBox>("tokenizerCombo");
  QCOMPARE(task->count(), 3);
  QCOMPARE(window_->tabTitles(), (QStringList{"Model", "Curves", "Health", "Time-lapse", "Attention",
                                              "Positional encoding", "Masks", "Mask editor", "Step inside",
                                              "Logit lens", "Heads", "Ablation", "Translate", "Compare", "Why √d_k"}));

  // translate, as the window opens: untied, two vocabularies (a tied box left over from GPT's
  // defaults would ask for a model that cannot be built). Tying needs the one vocabulary: ticking
  // the one ticks the other, and unticking the vocabulary unticks the tie.
  auto* tie = find<QCheckBox>("tieWeightsCheck");
  auto* shared = find<QCheckBox>("sharedVocabularyCheck");
  QVERIFY(tie->isVisibleTo(panel) && shared->isVisibleTo(panel));
  QVERIFY(!tie->isChecked() && !shared->isChecked());
  QVERIFY(twb::ui::testing::assignments(panel->fieldValues()).contains(QStringLiteral("tie_weights=false")));
  QVERIFY(twb::ui::testing::assignments(panel->fieldValues()).contains(QStringLiteral("shared_vocabulary=false")));
  tie->setChecked(true);
  QVERIFY(shared->isChecked());
  {
    twb::ExperimentSettings tied;
    QString error;
    QVERIFY2(window_->experimentSettings(tied, error), qPrintable(error));
    QVERIFY(tied.model.tie_weights && tied.text.shared_vocabulary);
  }
  shared->setChecked(false);
  QVERIFY(!tie->isChecked());

  // lm: the Generate tab instead of Translate, the lm datasets, GPT's fields.
  task->setCurrentText(QStringLiteral("lm"));
  QCOMPARE(window_->task(), QStringLiteral("lm"));
  QCOMPARE(window_->tabTitles(), (QStringList{"Model", "Curves", "Health", "Time-lapse", "Attention",
                                              "Positional encoding", "Masks", "Mask editor", "Step inside",
                                              "Logit lens", "Heads", "Ablation", "Generate", "Compare", "Why √d_k"}));
  QVERIFY(window_->selectTab(QStringLiteral("Generate")));
  QVERIFY(!window_->selectTab(QStringLiteral("Translate")));
  QVERIFY(twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_)->isVisible());
  QVERIFY(!twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->isVisible());
  QVERIFY(datasets->findText(QStringLiteral("arithmetic")) >= 0);
  QVERIFY(datasets->findText(QStringLiteral("toy-grammar")) >= 0);
  QCOMPARE(datasets->findText(QStringLiteral("numbers-en-de")), -1);
  QCOMPARE(datasets->findText(QStringLiteral("sentiment")), -1);
  QCOMPARE(datasets->currentText(), QStringLiteral("arithmetic"));
  QCOMPARE(tokenizer->currentText(), QStringLiteral("char"));
  QCOMPARE(tokenizer->findText(QStringLiteral("word")), -1);
  QVERIFY(tokenizer->findText(QStringLiteral("bpe")) >= 0 && tokenizer->findText(QStringLiteral("unigram")) >= 0);
  QVERIFY(find<QCheckBox>("tieWeightsCheck")->isVisibleTo(panel));
  QVERIFY(!find<QComboBox>("poolingCombo")->isVisibleTo(panel));
  QVERIFY(!find<QSpinBox>("encoderLayersSpin")->isVisibleTo(panel));
  QVERIFY(find<QSpinBox>("decoderLayersSpin")->isVisibleTo(panel));
  QVERIFY(tie->isChecked() && !shared->isVisibleTo(panel));
  // GPT-2's recipe comes with the task (ExperimentSettings::for_task).
  QCOMPARE(find<QComboBox>("normPlacementCombo")->currentIndex(), 1);  // pre-norm
  QCOMPARE(find<QComboBox>("positionsCombo")->currentText(), QStringLiteral("learned"));
  QStringList assignments = twb::ui::testing::assignments(panel->fieldValues());
  QVERIFY(assignments.contains(QStringLiteral("tie_weights=true")));
  QVERIFY(!assignments.filter(QStringLiteral("encoder_layers=")).size());
  twb::ExperimentSettings settings;
  QString error;
  QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
  QCOMPARE(settings.task, std::string("lm"));
  QVERIFY(settings.model.decoder_only());
  QCOMPARE(settings.dataset, std::string("arithmetic"));
  QVERIFY(window_->findChild<twb::ui::AttentionView*>()->kinds() ==
          QList<twb::AttentionKind>{twb::AttentionKind::decoder_self});
  QVERIFY(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->scoreName().contains(QLatin1String("accuracy")));

  // classify: the Classify tab, its datasets, the pooling.
  task->setCurrentText(QStringLiteral("classify"));
  QCOMPARE(window_->tabTitles(), (QStringList{"Model", "Curves", "Health", "Time-lapse", "Attention",
                                              "Positional encoding", "Masks", "Mask editor", "Step inside",
                                              "Logit lens", "Heads", "Ablation", "Classify", "Compare", "Why √d_k"}));
  QVERIFY(!twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_)->isVisible());
  QVERIFY(datasets->findText(QStringLiteral("sentiment")) >= 0);
  QVERIFY(datasets->findText(QStringLiteral("brackets")) >= 0);
  QCOMPARE(datasets->findText(QStringLiteral("arithmetic")), -1);
  QCOMPARE(tokenizer->currentText(), QStringLiteral("word"));
  QCOMPARE(tokenizer->findText(QStringLiteral("char")), -1);
  QVERIFY(find<QComboBox>("poolingCombo")->isVisibleTo(panel));
  QVERIFY(!find<QCheckBox>("tieWeightsCheck")->isVisibleTo(panel));
  QVERIFY(find<QSpinBox>("encoderLayersSpin")->isVisibleTo(panel));
  QVERIFY(!find<QSpinBox>("decoderLayersSpin")->isVisibleTo(panel));
  assignments = twb::ui::testing::assignments(panel->fieldValues());
  QVERIFY(assignments.contains(QStringLiteral("pooling=mean")));
  QVERIFY(!assignments.filter(QStringLiteral("decoder_layers=")).size());
  QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
  QVERIFY(settings.model.encoder_only());
  QVERIFY(window_->findChild<twb::ui::AttentionView*>()->kinds() ==
          QList<twb::AttentionKind>{twb::AttentionKind::encoder_self});
  QVERIFY(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->scoreName().contains(QLatin1String("accuracy")));

  // Every task's window fits a 1366-pixel laptop screen.
  QVERIFY2(window_->minimumSizeHint().width() <= 1366, qPrintable(QString::number(window_->minimumSizeHint().width())));

  // And back: translate has its three kinds of attention and its datasets again.
  task->setCurrentText(QStringLiteral("translate"));
  QCOMPARE(window_->tabTitles().value(12), QStringLiteral("Translate"));
  QCOMPARE(datasets->currentText(), QStringLiteral("numbers-en-de"));
  QCOMPARE(window_->findChild<twb::ui::AttentionView*>()->kinds().size(), 3);
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->scoreName(), QStringLiteral("validation BLEU"));
  QVERIFY(!tie->isChecked() && !shared->isChecked());  // translate's own defaults again

  // The task survives a restart, with its tab.
  task->setCurrentText(QStringLiteral("lm"));
  QVERIFY(window_->selectTab(QStringLiteral("Generate")));
  window_->close();
  window_ = std::make_unique<MainWindow>();
  QCOMPARE(window_->experimentPanel()->task(), QStringLiteral("lm"));
  QCOMPARE(find<QComboBox>("datasetCombo")->currentText(), QStringLiteral("arithmetic"));
  QCOMPARE(window_->tabTitles().value(12), QStringLiteral("Generate"));
  QCOMPARE(window_->findChild<QTabWidget*>(QStringLiteral("mainTabs"))->currentWidget(),
           static_cast<QWidget*>(twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_)));
}

// The panel shows each task's recipe (ExperimentSettings::for_task, what `twb train --task T
// --preset P` uses) for every preset, and the settings built from the panel carry it to the engine.
// Switching task resets the fields the task owns and keeps the ones both share (seed, epochs).
void TasksTest::eachTaskAndPresetShowsItsRecipe() {
  auto* task = find<QComboBox>("taskCombo");
  auto* preset = find<QComboBox>("presetCombo");
  find<QSpinBox>("seedSpin")->setValue(1234);
  find<QSpinBox>("epochsSpin")->setValue(7);
  for (const char* taskName : {"lm", "classify", "translate", "lm"}) {
    task->setCurrentText(QLatin1String(taskName));
    for (const char* presetName : {"tiny", "small", "base"}) {
      preset->setCurrentText(QLatin1String(presetName));
      const QString where = QStringLiteral("%1/%2").arg(QLatin1String(taskName), QLatin1String(presetName));
      const twb::ExperimentSettings recipe = twb::default_settings(taskName, presetName);
      QCOMPARE(find<QDoubleSpinBox>("learningRateSpin")->value(), recipe.trainer.learning_rate);
      QCOMPARE(find<QSpinBox>("warmupStepsSpin")->value(), recipe.trainer.warmup_steps);
      QCOMPARE(find<QSpinBox>("batchTokensSpin")->value(), recipe.trainer.batch_tokens);
      QCOMPARE(find<QDoubleSpinBox>("labelSmoothingSpin")->value(), recipe.trainer.label_smoothing);
      QCOMPARE(find<QDoubleSpinBox>("clipNormSpin")->value(), recipe.trainer.clip_norm);
      QCOMPARE(find<QDoubleSpinBox>("dropoutSpin")->value(), recipe.model.dropout);
      QCOMPARE(find<QSpinBox>("dModelSpin")->value(), recipe.model.d_model);
      twb::ExperimentSettings settings;
      QString error;
      QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
      QCOMPARE(settings.trainer.learning_rate, recipe.trainer.learning_rate);
      QCOMPARE(settings.trainer.warmup_steps, recipe.trainer.warmup_steps);
      QCOMPARE(settings.trainer.batch_tokens, recipe.trainer.batch_tokens);
      QCOMPARE(settings.trainer.label_smoothing, recipe.trainer.label_smoothing);
      QCOMPARE(settings.trainer.clip_norm, recipe.trainer.clip_norm);
      QVERIFY2(settings.trainer.schedule == recipe.trainer.schedule, qPrintable(where));
      QCOMPARE(settings.trainer.seed, uint64_t(1234));
      QCOMPARE(settings.model.dropout, recipe.model.dropout);
      QCOMPARE(find<QSpinBox>("seedSpin")->value(), 1234);  // shared by every task: kept
      QCOMPARE(find<QSpinBox>("epochsSpin")->value(), 7);
    }
  }
}

// Switching task resets the fields the new task owns (those whose defaults differ between the
// two recipes: learning rate, warm-up, batch size, dropout, tokenizer, …) to its recipe, and
// keeps what the user typed in the fields both share (model size, clipping, smoothing, seed).
void TasksTest::switchingTaskKeepsSharedFieldsAndResetsItsOwn() {
  auto* task = find<QComboBox>("taskCombo");
  task->setCurrentText(QStringLiteral("translate"));
  // A fresh window starts from twb train's defaults, the seed included.
  QCOMPARE(find<QSpinBox>("seedSpin")->value(), int(twb::default_settings("translate").trainer.seed));
  find<QSpinBox>("dModelSpin")->setValue(96);
  find<QDoubleSpinBox>("clipNormSpin")->setValue(0.5);
  find<QDoubleSpinBox>("labelSmoothingSpin")->setValue(0.2);
  find<QDoubleSpinBox>("learningRateSpin")->setValue(0.005);
  find<QSpinBox>("batchTokensSpin")->setValue(3000);
  find<QSpinBox>("seedSpin")->setValue(77);
  for (const char* next : {"lm", "classify", "translate"}) {
    task->setCurrentText(QLatin1String(next));
    const twb::ExperimentSettings recipe = twb::default_settings(next);
    const QString where = QLatin1String(next);
    // Shared: kept.
    QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 96);
    QCOMPARE(find<QDoubleSpinBox>("clipNormSpin")->value(), 0.5);
    QCOMPARE(find<QDoubleSpinBox>("labelSmoothingSpin")->value(), 0.2);
    QCOMPARE(find<QSpinBox>("seedSpin")->value(), 77);
    // The task's own: its recipe.
    QCOMPARE(find<QDoubleSpinBox>("learningRateSpin")->value(), recipe.trainer.learning_rate);
    QCOMPARE(find<QSpinBox>("warmupStepsSpin")->value(), recipe.trainer.warmup_steps);
    QCOMPARE(find<QDoubleSpinBox>("dropoutSpin")->value(), recipe.model.dropout);
    QCOMPARE(find<QComboBox>("tokenizerCombo")->currentText(), QString::fromStdString(recipe.text.tokenizer));
    twb::ExperimentSettings settings;
    QString error;
    QVERIFY2(window_->experimentSettings(settings, error), qPrintable(where + QStringLiteral(": ") + error));
    QCOMPARE(settings.model.d_model, 96);
    QCOMPARE(settings.trainer.learning_rate, recipe.trainer.learning_rate);
  }
  // translate → lm → classify → translate: the batch size differs between lm (2048) and classify
  // (512), so it is each task's own and comes back as translate's recipe, not the 3000 typed.
  QCOMPARE(find<QSpinBox>("batchTokensSpin")->value(), twb::default_settings("translate").trainer.batch_tokens);
}

// A dataset's recipe (its dataset.json, what `twb train` applies) fills its fields when the dataset
// is chosen, with a note under it; choosing a dataset without one puts those fields back to the
// task's recipe and leaves the others as typed.
void TasksTest::datasetRecipeFillsItsFields() {
  auto* task = find<QComboBox>("taskCombo");
  auto* datasets = find<QComboBox>("datasetCombo");
  auto* recipeHint = find<QLabel>("recipeHint");
  task->setCurrentText(QStringLiteral("lm"));
  QCOMPARE(datasets->currentText(), QStringLiteral("arithmetic"));
  const twb::ExperimentSettings lm = twb::default_settings("lm");
  QVERIFY(!recipeHint->isVisibleTo(window_->experimentPanel()));
  find<QSpinBox>("seedSpin")->setValue(55);
  for (int round = 0; round < 2; ++round) {
    datasets->setCurrentText(QStringLiteral("toy-grammar"));
    QCOMPARE(find<QComboBox>("tokenizerCombo")->currentText(), QStringLiteral("bpe"));
    QCOMPARE(find<QDoubleSpinBox>("labelSmoothingSpin")->value(), 0.0);
    QVERIFY(recipeHint->isVisibleTo(window_->experimentPanel()));
    QVERIFY2(recipeHint->text().contains(QStringLiteral("tokenizer=bpe")), qPrintable(recipeHint->text()));
    twb::ExperimentSettings settings;
    QString error;
    QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
    QCOMPARE(settings.text.tokenizer, std::string("bpe"));
    QCOMPARE(settings.trainer.label_smoothing, 0.0);
    QCOMPARE(settings.trainer.learning_rate, lm.trainer.learning_rate);  // not in the recipe: the task's
    datasets->setCurrentText(QStringLiteral("arithmetic"));
    QCOMPARE(find<QComboBox>("tokenizerCombo")->currentText(), QString::fromStdString(lm.text.tokenizer));
    QCOMPARE(find<QDoubleSpinBox>("labelSmoothingSpin")->value(), lm.trainer.label_smoothing);
    QVERIFY(!recipeHint->isVisibleTo(window_->experimentPanel()));
    QCOMPARE(find<QSpinBox>("seedSpin")->value(), 55);  // typed, not a recipe's: kept
  }

  // brackets' recipe reads left to right with max pooling; sentiment goes back to the task's.
  task->setCurrentText(QStringLiteral("classify"));
  const twb::ExperimentSettings classify = twb::default_settings("classify");
  auto* causal = find<QCheckBox>("causalCheck");
  QVERIFY(causal->isVisibleTo(window_->experimentPanel()));
  for (int round = 0; round < 2; ++round) {
    datasets->setCurrentText(QStringLiteral("brackets"));
    QVERIFY(causal->isChecked());
    QCOMPARE(find<QComboBox>("poolingCombo")->currentText(), QStringLiteral("max"));
    twb::ExperimentSettings settings;
    QString error;
    QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
    QVERIFY(settings.model.causal);
    QCOMPARE(settings.model.pooling, twb::PoolingKind::max);
    datasets->setCurrentText(QStringLiteral("sentiment"));
    QCOMPARE(causal->isChecked(), classify.model.causal);
    QVERIFY(window_->experimentSettings(settings, error));
    QCOMPARE(settings.model.pooling, classify.model.pooling);
  }

  // Translation data without a dataset.json, as large as Multi30k (10,000 pairs or more), trains
  // the small preset; back on a bundled set, the task's tiny.
  task->setCurrentText(QStringLiteral("translate"));
  QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("tiny"));
  QTemporaryDir dir;
  QByteArray lines;
  for (int i = 0; i < 10000; ++i) lines += "w" + QByteArray::number(i) + "\n";
  for (const char* name : {"train.en", "train.de", "val.en", "val.de", "test.en", "test.de"}) {
    QFile file(dir.filePath(QLatin1String(name)));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(name).startsWith("train") ? lines : QByteArray("a b\n"));
  }
  const twb::ExperimentSettings small = twb::default_settings("translate", "small");
  const twb::ExperimentSettings tiny = twb::default_settings("translate", "tiny");
  for (int round = 0; round < 2; ++round) {
    QVERIFY(window_->experimentPanel()->openDataset(dir.path()));
    QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("small"));
    QCOMPARE(find<QSpinBox>("dModelSpin")->value(), small.model.d_model);
    QCOMPARE(find<QSpinBox>("encoderLayersSpin")->value(), small.model.encoder_layers);
    QVERIFY2(recipeHint->text().contains(QStringLiteral("preset=small")), qPrintable(recipeHint->text()));
    QCOMPARE(find<QDoubleSpinBox>("averageLastSpin")->value(), 0.25);     // weight averaging, by the data's size
    QCOMPARE(find<QDoubleSpinBox>("learningRateSpin")->value(), 0.0015);  // and its schedule
    QCOMPARE(find<QSpinBox>("warmupStepsSpin")->value(), 800);
    datasets->setCurrentText(QStringLiteral("numbers-en-de"));
    QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("tiny"));
    QCOMPARE(find<QDoubleSpinBox>("averageLastSpin")->value(), 0.0);  // the task's own: off
    QCOMPARE(find<QDoubleSpinBox>("learningRateSpin")->value(), tiny.trainer.learning_rate);
    QCOMPARE(find<QSpinBox>("warmupStepsSpin")->value(), tiny.trainer.warmup_steps);
    QCOMPARE(find<QSpinBox>("dModelSpin")->value(), tiny.model.d_model);
    QCOMPARE(find<QSpinBox>("dFfSpin")->value(), tiny.model.d_ff);
  }
}

// The window and `twb train` build the same run from the same task defaults: two steps of each
// task's tiny preset with the same seed, from the panel and from the real CLI, give checkpoints
// whose every tensor (weights and Adam's moments) is the same bit for bit.
void TasksTest::windowAndCliTrainTheSameWeights() {
  const QList<QPair<QString, QString>> runs = {{QStringLiteral("translate"), QStringLiteral("numbers-en-de")},
                                               {QStringLiteral("lm"), QStringLiteral("arithmetic")},
                                               {QStringLiteral("classify"), QStringLiteral("sentiment")}};
  for (const auto& [taskName, dataset] : runs) {
    window_.reset();
    QSettings().clear();
    window_ = std::make_unique<MainWindow>();
    window_->setConfirmOnClose(false);
    find<QComboBox>("taskCombo")->setCurrentText(taskName);
    find<QComboBox>("datasetCombo")->setCurrentText(dataset);
    QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("tiny"));
    find<QSpinBox>("seedSpin")->setValue(11);
    stepTimes(2);
    QTemporaryDir dir;
    const QString fromWindow = dir.filePath(QStringLiteral("window.safetensors"));
    saveWindowCheckpoint(fromWindow);

    const QString fromCli = dir.filePath(QStringLiteral("cli.safetensors"));
    QProcess twb;
    twb.setProcessChannelMode(QProcess::MergedChannels);
    twb.start(QStringLiteral(TWB_CLI_PATH),
              {QStringLiteral("train"), QStringLiteral("--task"), taskName, QStringLiteral("--data"), dataset,
               QStringLiteral("--preset"), QStringLiteral("tiny"), QStringLiteral("--seed"), QStringLiteral("11"),
               QStringLiteral("--steps"), QStringLiteral("2"), QStringLiteral("--out"), fromCli});
    QVERIFY(twb.waitForFinished(120000));
    QVERIFY2(twb.exitCode() == 0, twb.readAll().constData());

    const auto window = twb::io::read_safetensors(fromWindow.toStdString());
    const auto cli = twb::io::read_safetensors(fromCli.toStdString());
    QCOMPARE(window.tensors.size(), cli.tensors.size());
    QVERIFY(window.tensors.size() > 10);
    for (const auto& [name, tensor] : cli.tensors) {
      QVERIFY2(window.contains(name), qPrintable(taskName + QStringLiteral(": no ") + QString::fromStdString(name)));
      const auto& other = window.at(name);
      QVERIFY2(other.shape == tensor.shape && other.bytes == tensor.bytes,
               qPrintable(taskName + QStringLiteral(": ") + QString::fromStdString(name) + QStringLiteral(" differs")));
    }
  }
}

void TasksTest::curvesNameTheTaskScore() {
  twb::ui::CurvesView curves;
  curves.setTask(QStringLiteral("lm"));
  twb::HistoryPoint p;
  p.step = 10;
  p.validation_loss = 2.0;
  p.validation_perplexity = 7.4;
  curves.setHistory({p});
  QCOMPARE(curves.scoreColumn(), QStringLiteral("validation_perplexity"));
  QVERIFY(curves.scoreName().contains(QLatin1String("perplexity")));
  QCOMPARE(curves.plot()->yAxis2->label(), curves.scoreName());
  QCOMPARE(curves.plot()->graph(2)->dataCount(), 1);
  p.validation_answer_accuracy = 0.25;  // answers present: they win
  curves.setHistory({p});
  QCOMPARE(curves.scoreColumn(), QStringLiteral("validation_answer_accuracy"));
  QCOMPARE((curves.plot()->graph(2)->data()->constBegin())->value, 25.0);  // in percent

  curves.setTask(QStringLiteral("classify"));
  twb::HistoryPoint q;
  q.step = 5;
  q.validation_loss = 0.6;
  q.validation_accuracy = 0.75;
  curves.setHistory({q});
  QCOMPARE(curves.scoreColumn(), QStringLiteral("validation_accuracy"));
  QVERIFY(curves.plot()->yAxis2->label().contains(QLatin1String("accuracy")));
  QCOMPARE((curves.plot()->graph(2)->data()->constBegin())->value, 75.0);

  QTemporaryDir dir;
  const QString csv = dir.filePath(QStringLiteral("curves.csv"));
  QVERIFY(curves.exportTo(csv));
  QFile file(csv);
  QVERIFY(file.open(QIODevice::ReadOnly));
  QCOMPARE(file.readLine().trimmed(), QByteArray("step,train_loss,validation_loss,validation_accuracy,learning_rate"));
}

void TasksTest::languageModelGeneratesAndSlidersReRank() {
  chooseSmallExperiment(QStringLiteral("lm"), QStringLiteral("arithmetic"));
  stepTimes(3);
  QCOMPARE(window_->modelTask(), QStringLiteral("lm"));
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));

  // The Masks tab: the batch's padding, the causal mask, and their AND, with the tokens.
  auto* masks = window_->findChild<twb::ui::MasksView*>();
  QTRY_VERIFY_WITH_TIMEOUT(masks->hasSnapshot(), 30000);
  const auto& maskSnapshot = masks->snapshot();
  QVERIFY(maskSnapshot.target_padding.rows >= 1);
  QCOMPARE(maskSnapshot.no_peek.rows, maskSnapshot.target_padding.cols);
  QVERIFY(lowerTriangular(maskSnapshot.no_peek));
  QVERIFY(lowerTriangular(maskSnapshot.combined));
  QCOMPARE(int(maskSnapshot.combined.column_labels.size()), maskSnapshot.combined.cols);
  QCOMPARE(maskSnapshot.combined.column_labels.front(), std::string("<sos>"));
  QVERIFY(!masks->sourcePaddingView()->isVisibleTo(masks));
  QVERIFY(masks->noPeekView()->isVisibleTo(masks));

  // The Attention tab: causal self-attention of the first validation line, lower-triangular.
  auto* attention = window_->findChild<twb::ui::AttentionView*>();
  QTRY_VERIFY_WITH_TIMEOUT(attention->hasSnapshot(), 30000);
  QVERIFY(attention->kind() == twb::AttentionKind::decoder_self);
  QString why;
  QVERIFY2(lowerTriangular(attention->shownHeatmap(), &why), qPrintable(why));

  // Generate.
  QVERIFY(window_->selectTab(QStringLiteral("Generate")));
  twb::ui::GenerateView* tab = twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_);
  QSignalSpy requested(tab, &twb::ui::GenerateView::generationRequested);
  // Counted on the GUI thread, after the window has handed the snapshot to the tab.
  int answered = 0;
  connect(window_->controller(), &TrainingController::delivered, window_.get(),
          [&answered](const QString& id) { answered += id == QLatin1String("generation"); });
  tab->setPrompt(QStringLiteral("12+34="));
  tab->tokensSpin()->setValue(6);
  tab->seedSpin()->setValue(7);
  tab->temperatureSlider()->setValue(100);
  tab->generateButton()->click();
  QCOMPARE(requested.count(), 1);
  QTRY_COMPARE_WITH_TIMEOUT(answered, 1, 60000);
  QVERIFY(tab->hasResult());
  QVERIFY2(tab->message().isEmpty(), qPrintable(tab->message()));
  const twb::ui::GenerationSnapshot first = tab->result();
  QVERIFY(!first.steps.empty());
  QVERIFY(int(first.steps.size()) <= 6);
  QVERIFY(tab->outputText().startsWith(QStringLiteral("12+34=")));
  QVERIFY(tab->outputText().size() > 6 || first.finished);
  qInfo("generated: %s", qPrintable(tab->outputText()));

  // One bar per candidate (up to 15), the drawn token highlighted, the tokens as tick labels.
  twb::ui::BarChartPlot* bars = tab->barChart();
  const auto expected = twb::sampling_distribution(first.steps[0].logits, tab->samplingSettings());
  QCOMPARE(bars->barCount(), std::min<int>(twb::ui::GenerateView::kMaxBars, int(expected.size())));
  QCOMPARE(bars->bars()->dataCount(), bars->barCount());
  QCOMPARE(tickLabels(bars->plot()->xAxis), bars->labels());
  for (int i = 0; i < bars->barCount(); ++i) QCOMPARE(bars->values()[i], expected[size_t(i)].second);
  if (bars->highlighted() >= 0) {
    QCOMPARE(expected[size_t(bars->highlighted())].first, first.steps[0].token);
    QCOMPARE(bars->accentBars()->dataCount(), 1);
  }

  // The same seed gives the same text.
  tab->generateButton()->click();
  QTRY_COMPARE_WITH_TIMEOUT(answered, 2, 60000);
  QCOMPARE(tab->result().continuation, first.continuation);
  QCOMPARE(tab->outputText(), QString(first.promptText + first.continuationPieces.join(QString())));

  // Temperature: the bars re-rank at once from the stored logits, before any new model run.
  const QVector<double> before = bars->values();
  const int requestsBefore = requested.count();
  tab->temperatureSlider()->setValue(40);
  QCOMPARE(requested.count(), requestsBefore);  // no model run yet (debounced)
  QCOMPARE(answered, 2);
  QVERIFY(bars->values() != before);
  const auto sharper = twb::sampling_distribution(tab->result().steps[0].logits, tab->samplingSettings());
  QCOMPARE(bars->barCount(), std::min<int>(twb::ui::GenerateView::kMaxBars, int(sharper.size())));
  for (int i = 0; i < bars->barCount(); ++i) QCOMPARE(bars->values()[i], sharper[size_t(i)].second);
  QVERIFY(bars->values().front() > before.front());  // a lower temperature sharpens the top

  // Top-k = 3 leaves exactly 3 bars, summing to 1.
  tab->topKSlider()->setValue(3);
  QCOMPARE(bars->barCount(), 3);
  QVERIFY(std::abs(sum(bars->values()) - 1.0) < 1e-9);
  // Then the text is written again with the new settings, once the sliders rest.
  QTRY_VERIFY_WITH_TIMEOUT(requested.count() > requestsBefore, 5000);
  QTRY_VERIFY_WITH_TIMEOUT(answered == 2 + requested.count() - requestsBefore, 60000);
  QCOMPARE(tab->result().settings.top_k, 3);
  QCOMPARE(tab->result().settings.temperature, 0.4);
  QCOMPARE(bars->barCount(), 3);

  // Another step selects that step's candidates.
  if (tab->result().steps.size() > 1) {
    tab->setStep(1);
    const auto second = twb::sampling_distribution(tab->result().steps[1].logits, tab->samplingSettings());
    QCOMPARE(bars->values().front(), second.front().second);
  }

  // The causal self-attention of prompt + continuation: lower-triangular, tokens as labels.
  const twb::inspect::Heatmap& map = tab->heatmapView()->heatmap();
  QCOMPARE(map.rows, tab->result().sequenceTokens.size());
  QVERIFY2(lowerTriangular(map, &why), qPrintable(why));
  QCOMPARE(QString::fromStdString(map.column_labels.front()), QStringLiteral("<sos>"));
  QCOMPARE(QString::fromStdString(map.column_labels[1]), QStringLiteral("1"));
  for (int layer = 0; layer < tab->result().layers; ++layer)
    for (int head = 0; head < tab->result().heads; ++head)
      QVERIFY(lowerTriangular(tab->result().attention[size_t(layer * tab->result().heads + head)]));

  // Every plot exports.
  QTemporaryDir dir;
  const QStringList files = window_->exportAllPlotsTo(dir.path());
  QVERIFY(files.contains(dir.filePath(QStringLiteral("generate-next-token.csv"))));
  QVERIFY(files.contains(dir.filePath(QStringLiteral("generate-attention.png"))));
  QFile csv(dir.filePath(QStringLiteral("generate-next-token.csv")));
  QVERIFY(csv.open(QIODevice::ReadOnly));
  QCOMPARE(csv.readAll().count('\n'), 4);  // header + 3 bars

  // A character no training text had is named, and said to be read as <unk>.
  tab->setPrompt(QStringLiteral("12+x="));
  tab->generateButton()->click();
  QTRY_VERIFY_WITH_TIMEOUT(tab->message().contains(QStringLiteral("“x”")), 60000);
  QVERIFY2(tab->message().contains(QLatin1String("<unk>")), qPrintable(tab->message()));
  QCOMPARE(tab->result().unknownTokens, std::vector<std::string>{"x"});
  // and the prompt's read-back keeps its place: "12+<unk>=", not "12+=".
  QVERIFY2(tab->result().promptText == QLatin1String("12+<unk>="), qPrintable(tab->result().promptText));

  // A request of another task's tab is answered with a message, not a crash.
  auto* classify = twb::ui::testing::viewOf<twb::ui::ClassifyView>(*window_);
  classify->setText(QStringLiteral("a fine film"));
  classify->classifyButton()->click();
  QTRY_VERIFY_WITH_TIMEOUT(classify->message().contains(QLatin1String("language model")), 30000);
  QVERIFY(classify->classifyButton()->isEnabled());
}

void TasksTest::classifierShowsProbabilitiesAndPooling() {
  chooseSmallExperiment(QStringLiteral("classify"), QStringLiteral("sentiment"));
  stepTimes(3);
  QCOMPARE(window_->modelTask(), QStringLiteral("classify"));

  auto* masks = window_->findChild<twb::ui::MasksView*>();
  QTRY_VERIFY_WITH_TIMEOUT(masks->hasSnapshot(), 30000);
  QVERIFY(masks->snapshot().source_padding.rows >= 1);
  QCOMPARE(masks->snapshot().combined.rows, masks->snapshot().source_padding.cols);
  QCOMPARE(masks->snapshot().combined.column_labels.front(), std::string("[CLS]"));
  QVERIFY(!masks->noPeekView()->isVisibleTo(masks));

  QVERIFY(window_->selectTab(QStringLiteral("Classify")));
  twb::ui::ClassifyView* tab = twb::ui::testing::viewOf<twb::ui::ClassifyView>(*window_);
  int answered = 0;
  connect(window_->controller(), &TrainingController::delivered, window_.get(),
          [&answered](const QString& id) { answered += id == QLatin1String("classification"); });
  {  // Before its first answer a tab's charts and map say there is nothing yet.
    twb::ui::ClassifyView fresh;
    QVERIFY(fresh.probabilityChart()->showsEmptyText());
    QCOMPARE(fresh.probabilityChart()->emptyText(), QStringLiteral("No text classified yet"));
    QVERIFY(fresh.poolingChart()->showsEmptyText());
    QVERIFY(fresh.heatmapView()->showsEmptyText());
    QCOMPARE(fresh.heatmapView()->emptyText(), QStringLiteral("No attention yet"));
  }
  tab->setText(QStringLiteral("the movie was not good"));
  tab->classifyButton()->click();
  QTRY_COMPARE_WITH_TIMEOUT(answered, 1, 60000);
  QVERIFY(!tab->probabilityChart()->showsEmptyText());
  QVERIFY(!tab->poolingChart()->showsEmptyText());
  QVERIFY(!tab->heatmapView()->showsEmptyText());
  QVERIFY2(tab->message().isEmpty(), qPrintable(tab->message()));
  const twb::ui::ClassificationSnapshot& result = tab->result();

  // One bar per class, summing to 1; the predicted class highlighted and named.
  twb::ui::BarChartPlot* probabilities = tab->probabilityChart();
  QCOMPARE(result.labels, (QStringList{"negative", "positive"}));
  QCOMPARE(probabilities->barCount(), result.labels.size());
  QCOMPARE(probabilities->labels(), result.labels);
  QVERIFY(std::abs(sum(probabilities->values()) - 1.0) < 1e-6);
  QCOMPARE(probabilities->highlighted(), result.predicted);
  QVERIFY(result.labels.contains(tab->predictedLabel()));
  QCOMPARE(tickLabels(probabilities->plot()->yAxis), result.labels);  // horizontal bars

  // One pooling bar per token ([CLS] first), the shares summing to 1.
  twb::ui::BarChartPlot* pooling = tab->poolingChart();
  QCOMPARE(result.tokens.front(), QStringLiteral("[CLS]"));
  QCOMPARE(result.tokens.size(), 6);  // [CLS] the movie was not good
  QCOMPARE(pooling->barCount(), result.tokens.size());
  QCOMPARE(pooling->labels(), result.tokens);
  QCOMPARE(tickLabels(pooling->plot()->xAxis), result.tokens);
  QVERIFY(std::abs(sum(pooling->values()) - 1.0) < 1e-6);

  // The encoder's self-attention: token by token, every row a distribution.
  const twb::inspect::Heatmap& map = tab->heatmapView()->heatmap();
  QCOMPARE(map.rows, result.tokens.size());
  QCOMPARE(map.cols, result.tokens.size());
  for (int r = 0; r < map.rows; ++r) {
    double row = 0;
    for (int c = 0; c < map.cols; ++c) row += map.at(r, c);
    QVERIFY(std::abs(row - 1.0) < 1e-4);
  }
  tab->setHead(1);
  QCOMPARE(tab->heatmapView()->heatmap().title, result.attention[1].title);

  QTemporaryDir dir;
  const QStringList files = window_->exportAllPlotsTo(dir.path());
  for (const char* name : {"classify-probabilities.svg", "classify-pooling.csv", "classify-attention.pdf"})
    QVERIFY2(files.contains(dir.filePath(QLatin1String(name))), name);

  // A word the vocabulary lacks is named, and said to be read as <unk> (as the map's axis reads).
  tab->setText(QStringLiteral("the movie was zzyzx"));
  tab->classifyButton()->click();
  QTRY_VERIFY_WITH_TIMEOUT(tab->message().contains(QStringLiteral("“zzyzx”")), 60000);
  QCOMPARE(tab->result().unknownTokens, std::vector<std::string>{"zzyzx"});
  QVERIFY(tab->result().tokens.contains(QStringLiteral("<unk>")));

  // A text longer than the model reads says how much of it counted: the tokens after [CLS].
  tab->setText(QStringLiteral("good ").repeated(300).trimmed());
  tab->classifyButton()->click();
  QTRY_VERIFY_WITH_TIMEOUT(tab->message().contains(QLatin1String("The text has 300 tokens")), 60000);
  QVERIFY2(tab->message().contains(QStringLiteral("only its first %1 count").arg(tab->result().tokens.size() - 1)),
           qPrintable(tab->message()));
}

void TasksTest::openingAnLmCheckpointSwitchesTheTask() {
  chooseSmallExperiment(QStringLiteral("lm"), QStringLiteral("arithmetic"));
  stepTimes(2);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("lm.safetensors"));
  saveWindowCheckpoint(path);

  // A fresh window on translate opens it: the task, the dock and the tabs become the lm's.
  window_.reset();
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  QCOMPARE(window_->experimentPanel()->task(), QStringLiteral("translate"));
  window_->openCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 120000);
  QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == TrainingState::Ready, 60000);
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));
  QCOMPARE(window_->modelTask(), QStringLiteral("lm"));
  QCOMPARE(window_->experimentPanel()->task(), QStringLiteral("lm"));
  QCOMPARE(find<QComboBox>("taskCombo")->currentText(), QStringLiteral("lm"));
  QCOMPARE(find<QComboBox>("datasetCombo")->currentText(), QStringLiteral("arithmetic"));
  QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 32);
  QCOMPARE(window_->tabTitles().value(12), QStringLiteral("Generate"));

  // It generates, and Step continues it (no rebuild: the dock's task is the model's).
  twb::ui::GenerateView* tab = twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_);
  int answered = 0;
  connect(window_->controller(), &TrainingController::delivered, window_.get(),
          [&answered](const QString& id) { answered += id == QLatin1String("generation"); });
  tab->setPrompt(QStringLiteral("3+4="));
  tab->generateButton()->click();
  QTRY_COMPARE_WITH_TIMEOUT(answered, 1, 60000);
  QVERIFY(tab->outputText().startsWith(QStringLiteral("3+4=")));
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(3), 60000);
}

// Each task tab offers a first example to try once a model exists (the first validation source;
// for a language model, its prompt part), so `--train --steps N` has an answer to show; what the
// learner typed is kept when the model is built anew.
void TasksTest::taskTabsOfferAValidationExampleAndKeepWhatWasTyped() {
  twb::ui::TranslateView* translate = twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_);
  QVERIFY(translate->input().isEmpty());
  chooseSmallExperiment(QStringLiteral("translate"), QStringLiteral("numbers-en-de"));
  stepTimes(1);
  const QString offered = translate->input();
  QVERIFY(!offered.isEmpty());
  QCOMPARE(window_->findChild<twb::ui::AttentionView*>()->sentence(),
           offered);  // the Attention tab's first example too

  int answered = 0;
  connect(window_->controller(), &TrainingController::delivered, window_.get(),
          [&answered](const QString& id) { answered += id == QLatin1String("translation"); });
  window_->requestTaskAnswer();
  QTRY_COMPARE_WITH_TIMEOUT(answered, 1, 60000);
  QTRY_VERIFY_WITH_TIMEOUT(!translate->translation().isEmpty(), 10000);

  translate->setInput(QStringLiteral("four hundred two"));
  twb::ui::testing::Arrivals ready(window_->controller(), &TrainingController::sessionReady);
  trigger("actionReset");
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 120000);
  QCOMPARE(translate->input(), QStringLiteral("four hundred two"));
}

TWB_QTEST_MAIN(TasksTest)
#include "test_tasks.moc"
