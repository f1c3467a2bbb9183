// QTest of training from the window, on the offscreen platform: the real widgets drive the real
// engine on the controller's worker thread (numbers-en-de, a very small model).
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPushButton>
#include <QtTest>

#include <memory>

#include "ui_test_support.h"
#include "engine/comparison_controller.h"
#include "engine/training_controller.h"
#include "plots/ablation_plot.h"
#include "plots/attention_math_panel.h"
#include "plots/bar_chart_plot.h"
#include "plots/heads_plot.h"
#include "plots/health_plot.h"
#include "plots/heatmap_plot.h"
#include "plots/logit_lens_plot.h"
#include "views/ablation_view.h"
#include "views/attention_view.h"
#include "views/curves_view.h"
#include "views/heads_view.h"
#include "views/health_view.h"
#include "views/logit_lens_view.h"
#include "views/mask_editor_view.h"
#include "views/step_inside_view.h"
#include "views/translate_view.h"
#include "widgets/head_switch.h"
#include "widgets/sentence_box.h"
#include "window/application.h"
#include "window/experiment_panel.h"
#include "window/lessons_panel.h"
#include "window/main_window.h"
#include <QListWidget>
#include <QTableWidget>
#include "engine_qtest_main.h"

#include <qcustomplot.h>

using twb::ui::LessonsPanel;
using twb::ui::MainWindow;
using twb::ui::TrainingController;
using twb::ui::TrainingState;
using twb::ui::View;

class TrainingTest : public QObject {
  Q_OBJECT

 private slots:
  void etaCoversTheWholeRun();
  void initTestCase();
  void init();
  void cleanup();
  void aFinishedRunStaysFinishedWhenStepped();

  void trainPauseThenStepThreeTimes();
  void pauseAfterStepStopsAtThatStepWithoutEvaluating();
  void hiddenViewsAreNotComputedWhileTraining();
  void corruptCheckpointShowsErrorAndKeepsModel();
  void savedCheckpointOpensWithItsStep();
  void openedCheckpointDrawsItsTrainingCurve();
  void impossibleSettingsAreExplainedBeforeTraining();
  void curvesReadOutTheNearestPoint();
  void stepInsideShowsTheEnginesStagesGradientsAndUpdate();
  void headsTabDrawsTheRunsTelemetryAsItIsMeasured();
  void logitLensTabReadsEachLayer();
  void ablationGridIsTheEnginesAndAClickSwitchesAHeadOffForTheAnswers();
  void maskEditorBlocksAndOpensCellsAndResets();
  void lessonsOpenOnFirstStartSetAStepUpAndShowTheEnginesChecks();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  void trigger(const char* action) { twb::ui::testing::triggerNamed(*window_, action); }
  bool waitForState(TrainingState state, int ms = 60000) {
    return QTest::qWaitFor([&] { return window_->trainingState() == state; }, ms);
  }

  std::unique_ptr<MainWindow> window_;
  int stepped_ = 0;
};

// ETA is the rest of the run's planned epochs, not of the epoch; open-ended runs: this epoch.
void TrainingTest::etaCoversTheWholeRun() {
  // Half-way through the first of 3 epochs of 100 steps at 0.1 s a step: 250 steps, 25 s.
  QCOMPARE(twb::ui::secondsLeft(3, 0, 0.5, 100, 0.1), 25.0);
  QCOMPARE(twb::ui::secondsLeft(3, 2, 0.5, 100, 0.1), 5.0);  // half of the last epoch
  QCOMPARE(twb::ui::secondsLeft(0, 4, 0.5, 100, 0.1), 5.0);  // open-ended: the rest of this epoch
  QCOMPARE(twb::ui::secondsLeft(3, 3, 0.0, 100, 0.1), 0.0);  // done (Train again continues)
}

void TrainingTest::initTestCase() { twb::ui::testing::useTestSettings("TransformerWorkbenchTests"); }

void TrainingTest::init() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  // A very small model, and no evaluation in the way: the steps are what is tested.
  find<QComboBox>("datasetCombo")->setCurrentText(QStringLiteral("numbers-en-de"));
  find<QComboBox>("presetCombo")->setCurrentText(QStringLiteral("tiny"));
  find<QSpinBox>("dModelSpin")->setValue(32);
  find<QSpinBox>("headsSpin")->setValue(4);
  find<QSpinBox>("encoderLayersSpin")->setValue(1);
  find<QSpinBox>("decoderLayersSpin")->setValue(1);
  find<QSpinBox>("dFfSpin")->setValue(64);
  find<QSpinBox>("evalEverySpin")->setValue(100000);
  stepped_ = 0;
  connect(window_->controller(), &TrainingController::stepped, this, [this] { ++stepped_; });
}

void TrainingTest::cleanup() {
  window_.reset();
  QSettings().clear();
}

// A run that has trained its planned epochs is finished: Ready, with nothing to stop. A Step or
// Step inside then goes beyond the plan and leaves it finished; the toolbar no longer counts
// against the plan ("Epoch 2", never "Epoch 2 of 1"). Train keeps going, and only then do Pause,
// Step and Stop have a run to act on.
void TrainingTest::aFinishedRunStaysFinishedWhenStepped() {
  twb::ui::testing::chooseQuickNumbersRun(*window_);
  find<QSpinBox>("epochsSpin")->setValue(1);
  auto* stop = find<QAction>("actionStop");
  auto* label = find<QLabel>("epochLabel");
  twb::ui::testing::triggerNamed(*window_, "actionTrain");
  QTRY_VERIFY_WITH_TIMEOUT(window_->currentStep() > 0, 120000);
  QVERIFY(waitForState(TrainingState::Ready, 120000));
  QVERIFY2(label->text().endsWith(QStringLiteral(" of 1")), qPrintable(label->text()));
  QVERIFY(!stop->isEnabled());
  const qint64 finishedAt = window_->currentStep();

  twb::ui::testing::triggerNamed(*window_, "actionStepInside");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), finishedAt + 1, 60000);
  QTRY_VERIFY_WITH_TIMEOUT(twb::ui::testing::viewOf<twb::ui::StepInsideView>(*window_)->hasSnapshot(), 60000);
  QCOMPARE(window_->trainingState(), TrainingState::Ready);
  QVERIFY(!stop->isEnabled());
  QTRY_VERIFY(!label->text().contains(QStringLiteral(" of ")));
  twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), finishedAt + 2, 60000);
  QCOMPARE(window_->trainingState(), TrainingState::Ready);
  QVERIFY2(!label->text().contains(QStringLiteral(" of ")), qPrintable(label->text()));

  twb::ui::testing::triggerNamed(*window_, "actionTrain");
  QVERIFY(waitForState(TrainingState::Training));
  QVERIFY(stop->isEnabled());
  twb::ui::testing::triggerNamed(*window_, "actionPause");
  QVERIFY(waitForState(TrainingState::Paused));
  const qint64 paused = window_->currentStep();
  twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), paused + 1, 60000);
  QCOMPARE(window_->trainingState(), TrainingState::Paused);
  QVERIFY(stop->isEnabled());
  twb::ui::testing::triggerNamed(*window_, "actionStop");
  QVERIFY(waitForState(TrainingState::Ready));
  QVERIFY(!stop->isEnabled());
}

void TrainingTest::trainPauseThenStepThreeTimes() {
  QVERIFY(window_->trainingState() == TrainingState::NoModel);
  QVERIFY(find<QAction>("actionTrain")->isEnabled());
  QVERIFY(!find<QAction>("actionPause")->isEnabled());

  trigger("actionTrain");
  QVERIFY(waitForState(TrainingState::Training, 120000));
  // Exactly one of Train/Pause is enabled, so Space toggles.
  QVERIFY(!find<QAction>("actionTrain")->isEnabled());
  QVERIFY(find<QAction>("actionPause")->isEnabled());
  QVERIFY(!find<QAction>("actionStep")->isEnabled());
  QTRY_VERIFY_WITH_TIMEOUT(window_->currentStep() >= 3, 120000);

  trigger("actionPause");
  // Signals arrive in order: once the GUI knows it is paused, every earlier step has arrived.
  QVERIFY(waitForState(TrainingState::Paused));
  QVERIFY(find<QAction>("actionTrain")->isEnabled());
  QVERIFY(!find<QAction>("actionPause")->isEnabled());
  const qint64 step = window_->currentStep();
  const int points = twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount();
  QCOMPARE(qint64(points), step);  // one training-loss point per step
  QCOMPARE(qint64(stepped_), step);
  QTest::qWait(200);
  QCOMPARE(window_->currentStep(), step);  // paused means paused

  const int before = stepped_;
  for (int i = 0; i < 3; ++i) trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(stepped_, before + 3, 60000);
  QTest::qWait(300);  // and no more than three
  QCOMPARE(stepped_, before + 3);
  QCOMPARE(window_->currentStep(), step + 3);
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), points + 3);
  QVERIFY(window_->trainingState() == TrainingState::Paused);
  QTRY_COMPARE(find<QLabel>("stepStatus")->text(), QStringLiteral("Step %1").arg(step + 3));
  QVERIFY(find<QLabel>("elapsedStatus")->text().startsWith(QLatin1String("Elapsed ")));
  QVERIFY(find<QLabel>("tokensStatus")->text().contains(QLatin1String("tokens/s")));
}

// `--steps N` and the latency bench's interleaving pause the run after exactly N steps: decided on
// the controller's thread after the step, with no evaluation (unlike a step limit), once.
void TrainingTest::pauseAfterStepStopsAtThatStepWithoutEvaluating() {
  TrainingController* controller = window_->controller();
  int histories = 0;
  connect(controller, &TrainingController::historyChanged, this, [&histories] { ++histories; });
  controller->post([controller] { controller->pauseAfterStep(5); });
  trigger("actionTrain");
  QVERIFY(waitForState(TrainingState::Training, 120000));
  const int historiesWhenTraining = histories;  // the new session's (empty) history arrived first
  QVERIFY(waitForState(TrainingState::Paused));
  QCOMPARE(window_->currentStep(), qint64(5));
  QCOMPARE(stepped_, 5);
  QCOMPARE(histories, historiesWhenTraining);  // no evaluation
  QTest::qWait(200);
  QCOMPARE(stepped_, 5);

  trigger("actionTrain");  // the pause was for once: training goes on
  QTRY_VERIFY_WITH_TIMEOUT(stepped_ >= 7, 60000);
  trigger("actionPause");
  QVERIFY(waitForState(TrainingState::Paused));
  QVERIFY(window_->currentStep() >= 7);
}

// While training, the throttled snapshots (attention, masks, score histograms) are computed only
// for the tab shown, none while minimised; a Step or a pause still brings every view up to date.
void TrainingTest::hiddenViewsAreNotComputedWhileTraining() {
  TrainingController* controller = window_->controller();
  int masks = 0, attentions = 0, scores = 0;
  connect(controller, &TrainingController::delivered, this, [&](const QString& id) {
    masks += id == QLatin1String("masks");
    attentions += id == QLatin1String("attention");
    scores += id == QLatin1String("scores");
  });
  // Whose feeds run while training: the view shown's, by its widget.
  const auto viewOf = [this](const char* id) -> const void* {
    for (twb::ui::View* view : window_->views())
      if (view->id() == QLatin1String(id)) return static_cast<QObject*>(view->widget());
    return nullptr;
  };
  QVERIFY(window_->selectTab(QStringLiteral("Curves")));
  QTRY_COMPARE(controller->shownFeeds(), viewOf("curves"));
  QVERIFY(window_->selectTab(QStringLiteral("Masks")));
  QTRY_COMPARE(controller->shownFeeds(), viewOf("masks"));
  QVERIFY(window_->selectTab(QStringLiteral("Compare")));
  QTRY_COMPARE(controller->shownFeeds(), viewOf("compare"));
  QTRY_COMPARE(window_->comparison()->training()->shownFeeds(), viewOf("compare"));
  QVERIFY(window_->selectTab(QStringLiteral("Curves")));
  QTRY_COMPARE(window_->comparison()->training()->shownFeeds(), viewOf("curves"));

  trigger("actionTrain");
  QVERIFY(waitForState(TrainingState::Training, 120000));
  // The new session's own snapshots and the Attention tab's first request come first.
  QTRY_VERIFY_WITH_TIMEOUT(stepped_ >= 3, 60000);
  QTest::qWait(300);
  const int masksBefore = masks, attentionsBefore = attentions, scoresBefore = scores;
  const int steppedBefore = stepped_;
  QTest::qWait(2500);  // five snapshot intervals, more than one of the score histograms'
  QVERIFY(stepped_ > steppedBefore + 2);
  QCOMPARE(masks, masksBefore);
  QCOMPARE(attentions, attentionsBefore);
  QCOMPARE(scores, scoresBefore);

  // Each tab, once shown, follows the run again.
  QVERIFY(window_->selectTab(QStringLiteral("Masks")));
  QTRY_VERIFY_WITH_TIMEOUT(masks > masksBefore, 10000);
  QVERIFY(window_->selectTab(QStringLiteral("Attention")));
  QTRY_VERIFY_WITH_TIMEOUT(attentions > attentionsBefore, 10000);
  QVERIFY(window_->selectTab(QString::fromUtf8("Why √d_k")));
  QTRY_VERIFY_WITH_TIMEOUT(scores > scoresBefore, 10000);

  // Minimised, nothing is live; a pause (forced) still sends every view.
  window_->setWindowState(Qt::WindowMinimized);
  QTRY_COMPARE(controller->shownFeeds(), static_cast<const void*>(nullptr));
  window_->setWindowState(Qt::WindowNoState);
  QVERIFY(window_->selectTab(QStringLiteral("Curves")));
  const int masksBeforePause = masks, scoresBeforePause = scores;
  trigger("actionPause");
  QVERIFY(waitForState(TrainingState::Paused));
  QTRY_VERIFY_WITH_TIMEOUT(masks > masksBeforePause && scores > scoresBeforePause, 10000);
}

void TrainingTest::corruptCheckpointShowsErrorAndKeepsModel() {
  trigger("actionStep");  // builds the model, then one step
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 120000);
  QVERIFY(waitForState(TrainingState::Paused));
  QVERIFY(window_->lastErrorMessage().isEmpty());

  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const QString path = dir.filePath(QStringLiteral("corrupt.safetensors"));
  {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("this is not a checkpoint, just some garbage bytes \x01\x02\x03\xff", 54);
  }
  window_->openCheckpoint(path);
  QTRY_VERIFY_WITH_TIMEOUT(!window_->lastErrorMessage().isEmpty(), 30000);
  QVERIFY2(window_->lastErrorMessage().contains(QLatin1String("corrupt.safetensors")),
           qPrintable(window_->lastErrorMessage()));
  auto* box = window_->findChild<QMessageBox*>(QStringLiteral("errorMessageBox"));
  QVERIFY(box);
  QVERIFY(box->isVisible());
  QVERIFY(box->text().contains(QLatin1String("Could not open")));
  qInfo("error shown: %s", qPrintable(window_->lastErrorMessage()));
  box->close();

  // The model is still there, at the same step, and goes on from it.
  QVERIFY(waitForState(TrainingState::Paused));
  QCOMPARE(window_->currentStep(), qint64(1));
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), 1);
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 60000);
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), 2);
}

// A saved run opens at its step and goes on from it; the head telemetry and training health it
// carries show at once, before any step, and a reset clears them.
void TrainingTest::savedCheckpointOpensWithItsStep() {
  find<QSpinBox>("headsEverySpin")->setValue(1);
  auto* heads = twb::ui::testing::viewOf<twb::ui::HeadsView>(*window_);
  auto* health = twb::ui::testing::viewOf<twb::ui::HealthView>(*window_);
  QVERIFY(heads && health);
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 120000);
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 60000);

  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("run.safetensors"));
  QSignalSpy saved(window_->controller(), &TrainingController::saved);
  window_->saveCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);
  QVERIFY(QFile::exists(path));

  trigger("actionReset");  // a fresh model at step 0
  QTRY_VERIFY_WITH_TIMEOUT(window_->currentStep() == 0 && window_->trainingState() == TrainingState::Ready, 120000);
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), 0);
  QTRY_VERIFY_WITH_TIMEOUT(!heads->view()->hasData() && !health->view()->hasData(), 30000);

  window_->openCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 120000);
  QVERIFY(waitForState(TrainingState::Ready));
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));
  QTRY_VERIFY_WITH_TIMEOUT(heads->view()->hasData() && health->view()->hasData(), 30000);
  QCOMPARE(heads->view()->telemetry().samples().size(), size_t(2));
  QCOMPARE(qint64(heads->view()->telemetry().samples().back().step), qint64(2));
  QCOMPARE(qint64(health->view()->health().samples().back().step), qint64(2));
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(3), 60000);
}

// A checkpoint keeps its run's history, not each step: opened, its curves show the training loss
// (and the learning rate) at every history point, not only the validation points. Between
// evaluations the history has the training loss ten times as often (here, evaluating every 2
// steps: every step).
void TrainingTest::openedCheckpointDrawsItsTrainingCurve() {
  find<QSpinBox>("evalEverySpin")->setValue(2);
  QSignalSpy histories(window_->controller(), &TrainingController::historyChanged);
  for (qint64 step = 1; step <= 4; ++step) {
    QTRY_VERIFY_WITH_TIMEOUT(find<QAction>("actionStep")->isEnabled(), 120000);
    trigger("actionStep");
    QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), step, 120000);
  }
  QVERIFY(waitForState(TrainingState::Paused));
  QTRY_COMPARE_WITH_TIMEOUT(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->validationPointCount(), 2,
                            60000);  // steps 2 and 4
  // The window hears of each new point, the training-loss points (steps 1 and 3) too: after the
  // new run's empty history, histories of 1, 2, 3 and 4 points.
  QTRY_COMPARE(histories.count(), 5);
  for (int i = 0; i < 5; ++i) QCOMPARE(histories.at(i).at(0).value<std::vector<twb::HistoryPoint>>().size(), size_t(i));

  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("curves.safetensors"));
  QSignalSpy saved(window_->controller(), &TrainingController::saved);
  window_->saveCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);

  // In a fresh window, as after starting the app again and choosing File ▸ Open.
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), 0);
  window_->openCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(4), 120000);
  QVERIFY(waitForState(TrainingState::Ready));
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));
  const twb::ui::CurvesView* curves = twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_);
  QCOMPARE(curves->validationPointCount(), 2);
  QCOMPARE(curves->trainLossPointCount(), 4);  // the training loss at steps 1, 2, 3 and 4
  const QCPGraph* trainLoss = curves->plot()->graph(0);
  QCOMPARE(trainLoss->name(), QStringLiteral("training loss"));
  for (int i = 0; i < 4; ++i) {
    QCOMPARE(trainLoss->data()->at(i)->key, double(i + 1));
    QVERIFY(trainLoss->data()->at(i)->value > 0);
  }
  QCOMPARE(curves->plot()->graph(3)->dataCount(), 4);  // the learning rate

  // Training on draws each new step after the saved curve.
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(5), 60000);
  QTRY_COMPARE(curves->trainLossPointCount(), 5);
  QCOMPARE(trainLoss->data()->at(4)->key, 5.0);
}

void TrainingTest::impossibleSettingsAreExplainedBeforeTraining() {
  find<QSpinBox>("dModelSpin")->setValue(30);
  find<QSpinBox>("headsSpin")->setValue(4);
  trigger("actionTrain");
  QTRY_VERIFY(!window_->lastErrorMessage().isEmpty());
  QVERIFY2(window_->lastErrorMessage().contains(QLatin1String("head")), qPrintable(window_->lastErrorMessage()));
  QTest::qWait(100);
  QVERIFY(window_->trainingState() == TrainingState::NoModel);
}

// The curves on their own (no engine): a point per step, BLEU on the right axis, hover read-out.
void TrainingTest::curvesReadOutTheNearestPoint() {
  twb::ui::CurvesView curves;
  curves.resize(900, 600);
  curves.show();
  QVERIFY(QTest::qWaitForWindowExposed(&curves));
  for (int i = 1; i <= 200; ++i) {
    twb::StepReport r;
    r.step = i;
    r.loss = 5.0 - i * 0.01;
    r.learning_rate = 1e-3;
    curves.addStep(r);
  }
  QCOMPARE(curves.trainLossPointCount(), 200);
  twb::HistoryPoint h;
  h.step = 100;
  h.validation_loss = 4.2;
  h.validation_bleu = 12.5;
  curves.setHistory({h});
  QCOMPARE(curves.validationPointCount(), 1);
  curves.fitAll();
  QCustomPlot* plot = curves.plot();
  plot->replot();
  QCOMPARE(plot->graph(2)->valueAxis(), plot->yAxis2);  // BLEU on the second axis

  // Hover the validation-loss marker at step 100.
  const QPointF at = plot->graph(1)->coordsToPixels(100, 4.2);
  QTest::mouseMove(plot, at.toPoint());
  QTRY_VERIFY2(curves.readout().contains(QLatin1String("step 100")), qPrintable(curves.readout()));
  QVERIFY2(curves.readout().contains(QLatin1String("4.2")), qPrintable(curves.readout()));

  // A step that goes back (a reset run) starts the curve again.
  twb::StepReport again;
  again.step = 1;
  again.loss = 6;
  curves.addStep(again);
  QCOMPARE(curves.trainLossPointCount(), 1);
}

TWB_QTEST_MAIN(TrainingTest)
#include "test_training.moc"

// The toolbar's Step inside takes one step (the run's step count goes up by one), shows the tab,
// and every number it draws is the snapshot's, which is the engine's: each forward stage's heatmap
// its value, each backward entry its gradient, an attention stage's math its weights, the loss's
// bars p(target), the update table one row per parameter tensor. The Health tab draws the run's
// health.
void TrainingTest::stepInsideShowsTheEnginesStagesGradientsAndUpdate() {
  using twb::ui::StepInsideView;
  auto* tab = twb::ui::testing::viewOf<StepInsideView>(*window_);
  QVERIFY(tab);
  tab->exampleSpin()->setValue(1);
  trigger("actionStepInside");
  QTRY_VERIFY_WITH_TIMEOUT(tab->hasSnapshot(), 120000);
  QCOMPARE(stepped_, 1);
  QCOMPARE(window_->currentView(), static_cast<twb::ui::View*>(tab));
  const auto& snap = tab->snapshot();
  QCOMPARE(snap.inside.recorder.example(), 1);
  QVERIFY(snap.inside.applied);
  const auto& stages = snap.inside.recorder.stages();
  QVERIFY(stages.size() > 10);
  int forward = 0, backward = 0, attentionForward = -1, attentionBackward = -1, loss = -1, update = -1;
  for (int i = 0; i < static_cast<int>(tab->entries().size()); ++i) {
    const auto& e = tab->entries()[static_cast<size_t>(i)];
    if (e.stage < 0 && e.kind == StepInsideView::Entry::Kind::forward) continue;  // a heading
    if (e.kind == StepInsideView::Entry::Kind::loss) loss = i;
    if (e.kind == StepInsideView::Entry::Kind::update) update = i;
    if (e.stage < 0) continue;
    const auto& stage = stages[static_cast<size_t>(e.stage)];
    const bool isBackward = e.kind == StepInsideView::Entry::Kind::backward;
    (isBackward ? backward : forward) += 1;
    const bool attention = stage.name == "cross_attention";
    if (attention && !isBackward) attentionForward = i;
    if (attention && isBackward) attentionBackward = i;
    if (forward + backward > 6 && !attention) continue;  // the first few, and the attention entries
    tab->setCurrentEntry(i);
    const auto& map = tab->stageView()->heatmap();
    const twb::Matrix& m = isBackward ? stage.gradient : stage.value;
    QCOMPARE(map.rows, static_cast<int>(m.rows()));
    QCOMPARE(map.cols, static_cast<int>(m.cols()));
    QCOMPARE(map.at(map.rows - 1, map.cols - 1), static_cast<double>(m(m.rows() - 1, m.cols() - 1)));
  }
  QCOMPARE(forward, static_cast<int>(stages.size()));
  QCOMPARE(backward, static_cast<int>(stages.size()));
  QVERIFY(attentionForward >= 0 && attentionBackward > attentionForward && loss > 0 && update > attentionBackward);

  tab->setCurrentEntry(attentionForward);
  tab->headSpin()->setValue(1);
  tab->querySpin()->setValue(1);
  QVERIFY(tab->mathPanel()->hasMath());
  const auto& record = *snap.inside.recorder.find_attention(
      stages[static_cast<size_t>(tab->entries()[static_cast<size_t>(attentionForward)].stage)].key());
  const int queries = static_cast<int>(record.queries.rows());
  QCOMPARE(tab->mathPanel()->math().weights.front(), static_cast<double>(record.weights(queries + 1, 0)));
  tab->setCurrentEntry(attentionBackward);
  QVERIFY(tab->chainLabel()->text().contains(QStringLiteral("dL/dS")));

  tab->setCurrentEntry(loss);
  int counted = 0;
  for (const auto& t : snap.inside.losses) counted += t.counted ? 1 : 0;
  QCOMPARE(tab->normsView()->barCount(), counted);
  tab->setCurrentEntry(update);
  QCOMPARE(tab->updateTable()->rowCount(), static_cast<int>(snap.inside.updates.size()));
  QCOMPARE(tab->updateTable()->item(0, 7)->text(), QString::number(snap.inside.updates[0].relative_update(), 'g', 4));

  // Next walks on; the window's Step inside again takes the next step.
  tab->setCurrentEntry(0);
  const int first = tab->currentEntry();
  find<QPushButton>("stepNextButton")->click();
  QVERIFY(tab->currentEntry() > first);
  trigger("actionStepInside");
  QTRY_COMPARE_WITH_TIMEOUT(static_cast<qint64>(tab->snapshot().inside.step), qint64(2), 60000);

  auto* health = twb::ui::testing::viewOf<twb::ui::HealthView>(*window_);
  QVERIFY(window_->selectTab(health->title()));
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(health->view()->hasData() && health->view()->health().samples().back().step == 3, 60000);
  QVERIFY(health->view()->graphCount() > 3);
}

// The Heads tab, shown, receives each new sample of the run's head telemetry (measured every step
// here): its heatmap's cells are the last sample's scores and its grid has a small plot a head.
void TrainingTest::headsTabDrawsTheRunsTelemetryAsItIsMeasured() {
  find<QSpinBox>("headsEverySpin")->setValue(1);
  auto* tab = twb::ui::testing::viewOf<twb::ui::HeadsView>(*window_);
  QVERIFY(tab);
  QVERIFY(window_->selectTab(tab->title()));
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(tab->view()->hasData(), 60000);
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(qint64(tab->view()->telemetry().samples().back().step), qint64(2), 60000);
  const twb::HeadTelemetry& t = tab->view()->telemetry();
  QCOMPARE(t.samples().size(), size_t(2));
  QCOMPARE(tab->view()->kind(), twb::AttentionKind::cross);  // a translation shows its alignment first
  QCOMPARE(tab->view()->score(), twb::HeadScore::alignment);
  QCOMPARE(tab->view()->smallPlotCount(), 1 * 4);  // one decoder layer, four heads
  auto* map = qobject_cast<QCPColorMap*>(tab->view()->plot()->plottable(0));
  QVERIFY(map);
  for (int head = 0; head < 4; ++head)
    QCOMPARE(map->data()->cell(head, 0),
             double(t.value(1, twb::AttentionKind::cross, 0, head, twb::HeadScore::alignment)));
  tab->view()->setScore(twb::HeadScore::entropy);
  map = qobject_cast<QCPColorMap*>(tab->view()->plot()->plottable(0));
  QCOMPARE(map->data()->cell(3, 0), double(t.value(1, twb::AttentionKind::cross, 0, 3, twb::HeadScore::entropy)));
  QVERIFY(tab->view()->setKind(twb::AttentionKind::encoder_self));
  QVERIFY2(tab->view()->readout().contains(QStringLiteral("at step 2")), qPrintable(tab->view()->readout()));

  // The Attention tab heard the same telemetry: its head picker names the chosen head's roles.
  auto* attention = twb::ui::testing::viewOf<twb::ui::AttentionView>(*window_);
  attention->setKind(twb::AttentionKind::cross);
  attention->setLayer(0);
  attention->setHead(0);
  const auto roles = twb::head_roles(t, twb::AttentionKind::cross, 0, 0);
  QCOMPARE(attention->rolesText(), roles.empty()
                                       ? QStringLiteral("no role yet")
                                       : QStringLiteral("role: ") + QString::fromStdString(twb::describe_roles(roles)));
}

// The Logit lens tab reads the chosen validation pair after the embedding and the one decoder
// layer, a cell per position and reading, each labelled with its top token; live, a step reads it
// again with the new weights.
void TrainingTest::logitLensTabReadsEachLayer() {
  auto* tab = twb::ui::testing::viewOf<twb::ui::LogitLensView>(*window_);
  QVERIFY(tab);
  QVERIFY(window_->selectTab(tab->title()));
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(tab->view()->hasData(), 60000);  // the first validation pair, once the model is ready
  const twb::inspect::LogitLens first = tab->view()->lens();
  QCOMPARE(first.cols, 2);  // the embedding and the one decoder layer
  QCOMPARE(first.rows, static_cast<int>(first.inputs.size()));
  QCOMPARE(tab->view()->labelCount(), first.rows * first.cols);
  QCOMPARE(QString::fromStdString(first.text), tab->sentenceBox()->sentence());
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(tab->view()->lens().expected_probability != first.expected_probability, 60000);
  tab->view()->setLens({});  // the labels go, the view's own "no lens yet" stays
  QCOMPARE(tab->view()->labelCount(), 0);
  QVERIFY(tab->view()->heatmap()->showsEmptyText());
  tab->setTask(QStringLiteral("classify"));
  QVERIFY(tab->message().contains(QStringLiteral("classifier")));
}

// The Ablation tab draws the engine's grid (each cell its measure with the head off, less the base);
// a click on a head switches it off for the task tab's answers, which are asked again; "for training
// too" and All on reach the engine, and every HeadSwitch shows what the engine holds.
void TrainingTest::ablationGridIsTheEnginesAndAClickSwitchesAHeadOffForTheAnswers() {
  auto* tab = twb::ui::testing::viewOf<twb::ui::AblationView>(*window_);
  auto* translate = twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_);
  QVERIFY(tab && translate);
  translate->setInput(QStringLiteral("drei hundert"));
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(stepped_ >= 1, 60000);
  QVERIFY(window_->selectTab(tab->title()));
  QCOMPARE(tab->kindBox()->currentData().toString(), QStringLiteral("cross"));
  QVERIFY(tab->view()->heatmap()->showsEmptyText());
  tab->measureButton()->click();
  QTRY_VERIFY_WITH_TIMEOUT(tab->view()->hasData(), 60000);
  const twb::AblationGrid& grid = tab->view()->grid();
  QCOMPARE(static_cast<int>(grid.heads.size()), 4);   // one layer of four cross-attention heads
  QVERIFY(grid.examples > 0 && grid.examples <= 64);  // the first validation examples
  QCOMPARE(tab->view()->labelCount(), 4);
  QVERIFY(!tab->view()->heatmap()->showsEmptyText());
  QCOMPARE(tab->measureBox()->count(), 2);  // loss and BLEU
  const twb::inspect::Heatmap& map = tab->view()->heatmap()->heatmap();
  for (int h = 0; h < 4; ++h) {
    const auto i = static_cast<size_t>(grid.index_of({twb::AttentionKind::cross, 0, h}));
    QCOMPARE(map.at(0, h), grid.measure("loss").zero[i] - grid.measure("loss").base);
  }
  tab->ablationBox()->setCurrentIndex(1);  // replaced by its mean
  QCOMPARE(tab->view()->heatmap()->heatmap().at(0, 2), grid.measure("loss").mean[2] - grid.measure("loss").base);
  const auto needed = tab->view()->mostNeeded();
  QVERIFY(
      tab->readout().contains(needed ? QString::fromStdString(twb::head_name(*needed)) : QStringLiteral("No head")));

  QSignalSpy asked(translate, &twb::ui::TranslateView::translationRequested);
  emit tab->view()->headClicked({twb::AttentionKind::cross, 0, 1});
  QTRY_COMPARE(translate->headSwitch()->headsOff(), QStringList{QStringLiteral("cross:0.1")});
  QCOMPARE(tab->headSwitch()->headsOff(), QStringList{QStringLiteral("cross:0.1")});
  QTRY_VERIFY(asked.count() >= 1);  // the answer is asked again without the head
  QCOMPARE(translate->headSwitch()->text(), QStringLiteral("Off: cross:0.1"));
  translate->headSwitch()->trainingAction()->trigger();
  QTRY_VERIFY(tab->headSwitch()->whileTraining());
  QCOMPARE(tab->headSwitch()->text(), QStringLiteral("Off, training too: cross:0.1"));
  QVERIFY(translate->headSwitch()->menu()->findChild<QAction*>(QStringLiteral("cross:0.1"))->isChecked());
  translate->headSwitch()->allOnAction()->trigger();
  QTRY_VERIFY(tab->headSwitch()->headsOff().isEmpty());
  QVERIFY(!translate->headSwitch()->whileTraining());
}

// The mask editor runs the first validation pair when the model is ready; a clicked cell of the
// cross-attention's mask is blocked (its weight 0 in the head shown, the row's others summing to
// 1, the loss and choices said), clicked again it is the model's own; the decoder's mask opens a
// later key; Reset gives the model's own mask back.
void TrainingTest::maskEditorBlocksAndOpensCellsAndResets() {
  auto* tab = twb::ui::testing::viewOf<twb::ui::MaskEditorView>(*window_);
  QVERIFY(tab);
  QVERIFY(window_->selectTab(tab->title()));
  trigger("actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(tab->hasRun(), 60000);
  QCOMPARE(tab->run().kind, twb::AttentionKind::cross);
  QVERIFY(tab->run().edits.empty());
  QCOMPARE(tab->run().loss, tab->run().own_loss);
  QVERIFY(tab->readout().contains(QStringLiteral("Click a cell")));

  tab->toggleCell(1, 0);
  QTRY_COMPARE(tab->run().edits.size(), size_t(1));
  QVERIFY(tab->run().allowed(1, 0, false));
  QVERIFY(!tab->run().allowed(1, 0));
  QCOMPARE(tab->maskView()->heatmap().at(1, 0), 0.0);
  const twb::inspect::Heatmap& shown = tab->attentionView()->heatmap();
  QCOMPARE(shown.at(1, 0), 0.0);
  double sum = 0;
  for (int k = 0; k < shown.cols; ++k) sum += shown.at(1, k);
  QVERIFY(std::abs(sum - 1.0) < 1e-5);
  QVERIFY(tab->readout().contains(QString::number(tab->run().loss, 'f', 4)));
  QVERIFY(tab->run().loss != tab->run().own_loss);

  tab->toggleCell(1, 0);  // back to the model's own
  QTRY_VERIFY(tab->run().edits.empty());
  QVERIFY(tab->run().allowed(1, 0));

  tab->kindBox()->setCurrentIndex(tab->kindBox()->findData(int(twb::AttentionKind::decoder_self)));
  QTRY_COMPARE(tab->run().kind, twb::AttentionKind::decoder_self);
  QVERIFY(!tab->run().allowed(0, 1));  // no peeking
  tab->toggleCell(0, 1);
  QTRY_COMPARE(tab->run().edits.size(), size_t(1));
  QVERIFY(tab->run().allowed(0, 1));
  QVERIFY(tab->attentionView()->heatmap().at(0, 1) > 0.0);
  tab->resetButton()->click();
  QTRY_VERIFY(tab->run().edits.empty());
  QVERIFY(!tab->run().allowed(0, 1));
}

// The Lessons dock opens on the first start with the bundled lessons; a step's Set up builds its
// run and shows its tab; its checks are the engine's answers, shown as they came.
void TrainingTest::lessonsOpenOnFirstStartSetAStepUpAndShowTheEnginesChecks() {
  QVERIFY(!window_->lessonsDock()->isHidden());
  LessonsPanel* panel = window_->lessonsPanel();
  QVERIFY(panel->library().lessons.size() >= 10);
  QVERIFY(panel->library().errors.empty());
  // The lessons were read with the window's views: every view they show is one of the registry's.
  for (const twb::Lesson& lesson : panel->library().lessons)
    for (const twb::LessonStep& step : lesson.steps)
      if (step.show)
        QVERIFY2(window_->viewRegistry().find(QString::fromStdString(step.show->view)), step.show->view.c_str());
  std::vector<twb::CheckResult> answered;
  connect(panel, &LessonsPanel::checksShown, this, [&] { answered = panel->checkResults(); });

  QVERIFY(panel->showLesson(QStringLiteral("masks")));
  QCOMPARE(panel->stepIndex(), 0);
  // Before a run: the check says what to do.
  QTRY_VERIFY(!panel->checkLines().isEmpty() && panel->checkLines()[0].contains(QStringLiteral("press Set up")));
  panel->setUpStep();
  QVERIFY(waitForState(TrainingState::Ready, 120000));
  QCOMPARE(window_->experimentPanel()->task(), QStringLiteral("translate"));
  QCOMPARE(window_->experimentPanel()->datasetName(), QStringLiteral("numbers-en-de"));
  QCOMPARE(window_->currentView()->title(), QStringLiteral("Masks"));
  panel->checkNow();
  QTRY_VERIFY_WITH_TIMEOUT(panel->checkLines()[0].startsWith(QStringLiteral("✓")), 60000);
  QCOMPARE(answered.size(), size_t(1));
  QVERIFY(answered[0].passed);
  QVERIFY(panel->checkLines()[0].contains(QString::fromStdString(answered[0].figure)));
  QVERIFY(panel->checkLines()[0].contains(QStringLiteral(", at step 0")));

  // The next step claims a BLEU: before an evaluation it is not yet, and says why.
  panel->showStep(1);
  QTRY_VERIFY_WITH_TIMEOUT(answered.size() == 2 && !answered[0].passed, 60000);
  QVERIFY(panel->checkLines()[0].startsWith(QStringLiteral("○ not yet")));
  QVERIFY(panel->checkLines()[0].contains(QString::fromStdString(answered[0].hint)));
  // …in words, not as the lesson file writes it.
  QVERIFY2(panel->checkLines()[0].contains(QStringLiteral("the validation BLEU of ")),
           qPrintable(panel->checkLines()[0]));
  QVERIFY(!panel->checkLines()[0].contains(QStringLiteral("validation_bleu")));
  QVERIFY(answered[1].passed);  // the mask still holds

  // A step's head: the tabs that show one follow it.
  emit panel->headRequested(twb::AttentionKind::decoder_self, 0, 1);
  for (View* view : window_->views()) {
    if (auto* attention = dynamic_cast<twb::ui::AttentionView*>(view)) {
      QCOMPARE(attention->kind(), twb::AttentionKind::decoder_self);
      QCOMPARE(attention->head(), 1);
    }
    if (auto* ablation = dynamic_cast<twb::ui::AblationView*>(view))
      QCOMPARE(ablation->kindBox()->currentData().toString(), QStringLiteral("decoder"));
  }
}
