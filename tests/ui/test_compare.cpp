// QTest, offscreen: two runs side by side. Two tiny real runs are trained and saved; the window
// opens one and takes the other as its reference, and the Compare tab's plots hold both histories
// (as many points as the checkpoints hold), the settings diff names the one change, and both
// models' attention of the same sentence is shown. A one-click lesson trains a second run whose
// settings differ in exactly that key; the "Why √d_k" button starts the scaling lesson.
// `twb plot --what compare|lr-schedule` (plot_to_file) writes PNG/PDF/SVG/CSV, and the Experiment
// panel's learning-rate preview follows its fields with the trainer's own rates.
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include <qcustomplot.h>

#include "signal_arrivals.h"
#include "views/compare_view.h"
#include "engine/comparison_controller.h"
#include "engine/feeds.h"
#include "window/experiment_panel.h"
#include "plots/heatmap_plot.h"
#include "inspect/run_comparison.h"
#include "inspect/schedule_preview.h"
#include "plots/learning_rate_preview.h"
#include "window/main_window.h"
#include "export/plot_export.h"
#include "views/scaling_lesson_view.h"
#include "task/task.h"
#include "tiny_settings.h"
#include "engine/training_controller.h"
#include "ui_test_support.h"
#include "util/error.h"
#include "engine_qtest_main.h"

using twb::ui::ComparisonController;
using twb::ui::MainWindow;
using twb::ui::TrainingController;
using twb::ui::testing::Arrivals;
using twb::ui::testing::lines;

namespace {

constexpr int kTimeout = 120000;

twb::ExperimentSettings tinySettings() { return twb::ui::testing::tinyNumbersSettings(); }

// Five steps with a point after the second and an evaluation after the fifth; saved to `path`.
std::vector<twb::HistoryPoint> trainTinyRun(const twb::ExperimentSettings& settings, const QString& path) {
  std::unique_ptr<twb::TrainingSession> session = twb::create_session(settings);
  session->step();
  session->step();
  session->record_point();
  for (int i = 0; i < 3; ++i) session->step();
  session->evaluate();
  session->save(path.toStdString());
  return session->history();
}

int countValidation(const std::vector<twb::HistoryPoint>& history) {
  return static_cast<int>(std::count_if(history.begin(), history.end(),
                                        [](const twb::HistoryPoint& p) { return p.validation_loss.has_value(); }));
}

}  // namespace

class CompareTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void comparisonShowsBothHistoriesAfterReopeningBothCheckpoints();
  void lessonTrainsASecondRunWithOnlyThatChange();
  void scalingLessonButtonStartsTheComparison();
  void lastRunBecomesTheReference();
  void sentenceAskedWhileTheReferenceReadsPreparingStillArrives();
  void plotsCompareAndLearningRate();
  void learningRatePreviewFollowsTheFields();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  // The window's run built from `settings` directly (the panel has no field for eval_sentences);
  // returns the run's settings as the engine filled them in (the dataset's languages).
  twb::ExperimentSettings configure(const twb::ExperimentSettings& settings);

  QTemporaryDir dir_;
  QString pathA_, pathB_;
  std::vector<twb::HistoryPoint> historyA_, historyB_;
  std::unique_ptr<MainWindow> window_;
};

void CompareTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchCompareTests");
  QVERIFY(dir_.isValid());
  pathA_ = dir_.filePath(QStringLiteral("post-norm.safetensors"));
  pathB_ = dir_.filePath(QStringLiteral("pre-norm.safetensors"));
  const twb::ExperimentSettings settings = tinySettings();
  historyA_ = trainTinyRun(settings, pathA_);
  historyB_ = trainTinyRun(twb::inspect::lesson_settings(settings, "norm"), pathB_);
  QCOMPARE(historyA_.size(), size_t(2));
  QCOMPARE(countValidation(historyB_), 1);
}

void CompareTest::init() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  window_->resize(1366, 768);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void CompareTest::cleanup() { window_.reset(); }

twb::ExperimentSettings CompareTest::configure(const twb::ExperimentSettings& settings) {
  Arrivals ready(window_->controller(), &TrainingController::sessionReady);
  window_->controller()->post([c = window_->controller(), settings] { c->configure(settings, 0, 1); });
  [&] { QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout); }();
  // The window hears of the session through its own queued slot, and its state follows from that.
  [&] { QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == twb::ui::TrainingState::Ready, kTimeout); }();
  return ready.isEmpty() ? settings : std::get<0>(ready.first()).settings;
}

void CompareTest::comparisonShowsBothHistoriesAfterReopeningBothCheckpoints() {
  QVERIFY(window_->tabTitles().contains(QStringLiteral("Compare")));
  auto* tab = twb::ui::testing::viewOf<twb::ui::CompareView>(*window_);
  QVERIFY(tab->diffText().contains(QLatin1String("No reference")));
  // The legend names only this run's curves until there is a reference.
  QCOMPARE(tab->curvesView()->plot()->legend->itemCount(), 3);

  Arrivals opened(window_->controller(), &TrainingController::sessionReady);
  Arrivals referenced(window_->comparison(), &ComparisonController::referenceReady);
  window_->openCheckpoint(pathA_);
  QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, kTimeout);
  window_->openReference(pathB_);
  QTRY_COMPARE_WITH_TIMEOUT(referenced.count(), 1, kTimeout);

  // Both histories, point for point.
  auto* curves = tab->curvesView();
  QTRY_COMPARE_WITH_TIMEOUT(curves->trainLossPointCount(1), int(historyB_.size()), kTimeout);
  QCOMPARE(curves->trainLossPointCount(0), int(historyA_.size()));
  QCOMPARE(curves->validationPointCount(0), countValidation(historyA_));
  QCOMPARE(curves->validationPointCount(1), countValidation(historyB_));
  QCOMPARE(curves->scorePointCount(1), countValidation(historyB_));  // BLEU at each evaluation
  QCOMPARE(curves->plot()->legend->itemCount(), 6);                  // and the reference's, after
  for (int i = 0; i < 6; ++i) {  // in the order of the graphs: this run's row, then the reference's
    auto* entry = qobject_cast<QCPPlottableLegendItem*>(curves->plot()->legend->item(i));
    QVERIFY(entry && entry->plottable() == curves->plot()->graph(i));
  }
  QVERIFY2(tab->diffText().contains(QStringLiteral("only norm_placement changed: post → pre")),
           qPrintable(tab->diffText()));
  QVERIFY(tab->diffText().contains(QLatin1String("pre-norm.safetensors")));
  QCOMPARE(curves->caption(), QStringLiteral("only norm_placement changed: post → pre"));

  // Against wall time, the keys are the runs' training seconds.
  auto* axis = find<QComboBox>("compareAxisCombo");
  axis->setCurrentIndex(1);
  QCOMPARE(curves->axis(), twb::inspect::CurveAxis::wall_time);
  const QCPGraph* referenceLoss = curves->plot()->graph(3);
  QCOMPARE(referenceLoss->dataCount(), int(historyB_.size()));
  QCOMPARE(referenceLoss->data()->at(1)->key, historyB_[1].elapsed_seconds);
  QCOMPARE(referenceLoss->data()->at(1)->value, historyB_[1].train_loss);

  // The same sentence, the same head, in both models.
  QTRY_VERIFY_WITH_TIMEOUT(tab->currentAttentionView()->heatmap().rows > 0, kTimeout);
  QTRY_VERIFY_WITH_TIMEOUT(tab->referenceAttentionView()->heatmap().rows > 0, kTimeout);
  QVERIFY(!tab->sentence().isEmpty());
  QCOMPARE(tab->currentAttentionView()->heatmap().cols, tab->referenceAttentionView()->heatmap().cols);
  QVERIFY(
      QString::fromStdString(tab->referenceAttentionView()->heatmap().title).startsWith(QLatin1String("Reference")));

  // Every plot of the tab exports (and Export all writes them).
  for (const twb::ui::TabPlot& plot : tab->plots()) {
    QVERIFY2(plot.hasData(), qPrintable(plot.fileName));
    for (const char* suffix : {"png", "csv"}) {
      const QString file = dir_.filePath(plot.fileName + QLatin1Char('.') + QLatin1String(suffix));
      QVERIFY2(plot.exportTo(file), qPrintable(file));
    }
  }
  // The curves' CSV: a row per time of either run, both runs' columns.
  const QStringList rows = lines(dir_.filePath(QStringLiteral("compare-curves.csv")));
  QCOMPARE(rows.first(), QStringLiteral("seconds,train_loss,validation_loss,validation_bleu,reference_train_loss,"
                                        "reference_validation_loss,reference_validation_bleu"));
  QCOMPARE(rows.size(), 1 + curves->csvRowCount());
  QCOMPARE(curves->csvRowCount(), int(historyA_.size() + historyB_.size()));  // no two points at the same second
  const QStringList all = window_->exportAllPlotsTo(dir_.path());
  QVERIFY(all.contains(dir_.filePath(QStringLiteral("compare-curves.svg"))));
  QVERIFY(all.contains(dir_.filePath(QStringLiteral("compare-attention-reference.pdf"))));
}

void CompareTest::lessonTrainsASecondRunWithOnlyThatChange() {
  const twb::ExperimentSettings settings = configure(tinySettings());
  auto* tab = twb::ui::testing::viewOf<twb::ui::CompareView>(*window_);
  find<QSpinBox>("compareStepsSpin")->setValue(3);
  Arrivals ready(window_->comparison(), &ComparisonController::referenceReady);
  Arrivals finished(window_->comparison(), &ComparisonController::finished);
  tab->lessonButton(QStringLiteral("positions"))->click();
  QCOMPARE(window_->tabTitles().at(window_->findChild<QTabWidget*>(QStringLiteral("mainTabs"))->currentIndex()),
           QStringLiteral("Compare"));
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  const auto diff = twb::inspect::settings_diff(settings, window_->comparison()->settings());
  QCOMPARE(diff.size(), size_t(1));
  QCOMPARE(QString::fromStdString(diff.front().key), QStringLiteral("positions"));
  QCOMPARE(window_->comparison()->settings().model.positions, twb::PositionKind::learned);
  QVERIFY2(tab->diffText().contains(QStringLiteral("only positions changed: sinusoidal → learned")),
           qPrintable(tab->diffText()));

  // It trains its 3 steps off the GUI thread, then stops and evaluates once.
  QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
  QCOMPARE(window_->comparison()->step(), qint64(3));
  QVERIFY(tab->statusText().contains(QLatin1String("finished at step 3")));
  const std::vector<twb::HistoryPoint>& history = window_->comparison()->history();
  QVERIFY(!history.empty());
  QCOMPARE(history.back().step, 3);
  QVERIFY(history.back().validation_loss.has_value());
  QTRY_COMPARE_WITH_TIMEOUT(tab->curvesView()->trainLossPointCount(1), int(history.size()), kTimeout);
  QCOMPARE(tab->curvesView()->validationPointCount(1), countValidation(history));
  // The window's own run was left alone.
  QCOMPARE(window_->currentStep(), qint64(0));
}

void CompareTest::scalingLessonButtonStartsTheComparison() {
  configure(tinySettings());
  find<QSpinBox>("compareStepsSpin")->setValue(1);
  Arrivals ready(window_->comparison(), &ComparisonController::referenceReady);
  twb::ui::testing::viewOf<twb::ui::ScalingLessonView>(*window_)->compareButton()->click();
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  QVERIFY(!window_->comparison()->settings().model.scale_scores);
  QVERIFY2(twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->diffText().contains(
               QStringLiteral("only scale_scores changed: true → false")),
           qPrintable(twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->diffText()));
  // An unknown lesson is refused with a message.
  window_->startComparison(QStringLiteral("dropout"));
  QVERIFY(window_->lastErrorMessage().contains(QLatin1String("unknown comparison lesson")));
}

// "Use last finished run": the window's run, as it stands, is kept as the reference; the window's
// own run is not marked as saved.
void CompareTest::lastRunBecomesTheReference() {
  configure(tinySettings());
  for (int i = 0; i < 2; ++i) twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), kTimeout);
  Arrivals ready(window_->comparison(), &ComparisonController::referenceReady);
  twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->lastRunButton()->click();
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  QCOMPARE(window_->comparison()->step(), qint64(2));
  QVERIFY2(twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->diffText().contains(
               QLatin1String("the window's run at step 2. the same settings")),
           qPrintable(twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->diffText()));
  QVERIFY(window_->statusBar()->currentMessage().isEmpty() ||
          !window_->statusBar()->currentMessage().startsWith(QLatin1String("Saved")));
}

// The window feeds on the reference's attention of its sentence when the window's own run is ready. Two threads'
// queued signals interleave, so that can fall after the reference's sessionReady and before its
// stateChanged(Ready): the reference exists, but its state still reads Preparing. The feed
// runs all the same, and the reference's attention arrives. (It did not: a lesson started
// with the window's run, `--compare norm`, could show "No attention yet" to the end.)
void CompareTest::sentenceAskedWhileTheReferenceReadsPreparingStillArrives() {
  ComparisonController comparison;
  std::vector<twb::inspect::AttentionSnapshot> attention;
  const QString sentence = QStringLiteral("forty two");
  bool asked = false;
  QObject view;
  // Queued after the controller's own slot for the same signal, so it runs right after that one,
  // before the stateChanged(Ready) that the worker sent next.
  connect(comparison.training(), &TrainingController::sessionReady, &comparison, [&] {
    QCOMPARE(comparison.state(), twb::ui::TrainingState::Preparing);  // the case this test is about
    comparison.training()->feed(&view,
                                twb::ui::attentionFeed(sentence, {}, [&](const auto& a) { attention.push_back(a); }));
    asked = true;
  });
  comparison.open(pathB_);
  // Opening a tiny checkpoint and one sentence's attention take milliseconds; a QTRY that fails
  // waits twice its timeout more, and kTimeout's would run into the test function's watchdog.
  constexpr int kQuick = kTimeout / 4;
  QTRY_VERIFY_WITH_TIMEOUT(asked, kQuick);
  QTRY_COMPARE_WITH_TIMEOUT(attention.size(), size_t(1), kQuick);
  QCOMPARE(QString::fromStdString(attention.front().source), sentence);
  QTest::qWait(200);
  QCOMPARE(attention.size(), size_t(1));  // once: choosing the watched sentence computes nothing of its own
}

void CompareTest::plotsCompareAndLearningRate() {
  twb::ui::PlotRequest request;
  request.checkpoint = pathA_.toStdString();
  request.reference = pathB_.toStdString();
  request.what = "compare";
  request.width = 800;
  request.height = 500;
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
    request.out = dir_.filePath(QStringLiteral("cli-compare.") + QLatin1String(suffix)).toStdString();
    const twb::ui::PlotResult result = twb::ui::plot_to_file(request);
    QVERIFY(QFile(QString::fromStdString(request.out)).size() > 16);
    QCOMPARE(result.cols, 7);
  }
  QStringList rows = lines(dir_.filePath(QStringLiteral("cli-compare.csv")));
  QVERIFY(rows.first().startsWith(QLatin1String("step,train_loss,")));
  // Both runs took the same steps: a row per step, both runs' values in it.
  QCOMPARE(rows.size(), 1 + int(historyA_.size()));
  QCOMPARE(rows.at(2).split(QLatin1Char(',')).at(4).toDouble(), historyB_[1].train_loss);
  request.x_axis = "time";
  twb::ui::plot_to_file(request);
  QVERIFY(lines(dir_.filePath(QStringLiteral("cli-compare.csv"))).first().startsWith(QLatin1String("seconds,")));
  request.reference.clear();
  try {
    twb::ui::plot_to_file(request);
    QFAIL("a comparison without --reference was drawn");
  } catch (const twb::Error& e) {
    QVERIFY(QString::fromUtf8(e.what()).contains(QLatin1String("--reference")));
  }

  // The learning-rate schedule: no checkpoint needed; the trainer's rates.
  twb::ui::PlotRequest lr;
  lr.what = "lr-schedule";
  lr.sets = {"warmup_steps=100", "learning_rate=0.001"};
  lr.steps = 300;
  lr.width = 600;
  lr.height = 300;
  lr.out = dir_.filePath(QStringLiteral("lr.csv")).toStdString();
  QCOMPARE(twb::ui::plot_to_file(lr).rows, 300);
  rows = lines(dir_.filePath(QStringLiteral("lr.csv")));
  QCOMPARE(rows.size(), 301);
  QCOMPARE(rows.first(), QStringLiteral("step,learning_rate"));
  QCOMPARE(rows.at(100).split(QLatin1Char(',')).at(1).toDouble(), 0.001);  // step 99: the peak
  lr.out = dir_.filePath(QStringLiteral("lr.png")).toStdString();
  twb::ui::plot_to_file(lr);
  QVERIFY(QFile(QString::fromStdString(lr.out)).size() > 16);
  // From a checkpoint's settings.
  lr.checkpoint = pathA_.toStdString();
  lr.sets.clear();
  lr.out = dir_.filePath(QStringLiteral("lr-checkpoint.csv")).toStdString();
  twb::ui::plot_to_file(lr);
  const auto expected = twb::inspect::schedule_preview(tinySettings().trainer, 300);
  rows = lines(dir_.filePath(QStringLiteral("lr-checkpoint.csv")));
  QCOMPARE(rows.at(11).split(QLatin1Char(',')).at(1).toDouble(), expected.learning_rate[10]);
}

void CompareTest::learningRatePreviewFollowsTheFields() {
  auto* preview = window_->experimentPanel()->learningRatePreview();
  QVERIFY(preview->isVisible());
  find<QSpinBox>("warmupStepsSpin")->setValue(400);
  QCOMPARE(preview->preview().warmup_steps, 400);
  QCOMPARE(preview->pointCount(), 2000);  // 4 × warm-up, rounded
  QVERIFY(preview->caption().contains(QLatin1String("step 400")));
  twb::TrainerSettings trainer;
  trainer.learning_rate = find<QDoubleSpinBox>("learningRateSpin")->value();
  trainer.warmup_steps = 400;
  const auto expected = twb::inspect::schedule_preview(trainer, 2000);
  QCOMPARE(preview->preview().learning_rate[123], expected.learning_rate[123]);
  find<QComboBox>("scheduleCombo")->setCurrentIndex(1);  // constant
  QCOMPARE(preview->preview().learning_rate.front(), preview->preview().learning_rate.back());
  QVERIFY(preview->exportTo(dir_.filePath(QStringLiteral("preview.svg"))));
}

TWB_QTEST_MAIN(CompareTest)
#include "test_compare.moc"
