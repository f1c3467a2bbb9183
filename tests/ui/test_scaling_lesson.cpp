// QTest of the "Why √d_k" lesson: the tab in the window draws the live model's score histogram
// after a Step (computed on the controller's worker, delivered as a snapshot) and its theory; `twb
// plot --what scaling-theory` (no checkpoint) and `--what scaling` (a head's histogram of a real
// checkpoint of each task, every kind of attention) draw the same plots into PNG, PDF, SVG and CSV,
// their CSV the engine's own counts; a model trained with scale_scores = false draws one histogram.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>
#include <optional>

#include <qcustomplot.h>

#include "signal_arrivals.h"
#include "window/main_window.h"
#include "views/compare_view.h"
#include "engine/comparison_controller.h"
#include "export/plot_export.h"
#include "views/scaling_lesson_view.h"
#include "plots/scaling_plots.h"
#include "task/task.h"
#include "train/checkpoint.h"
#include "train/session.h"
#include "engine/training_controller.h"
#include "ui_test_support.h"
#include "util/error.h"
#include "engine_qtest_main.h"

using twb::ui::MainWindow;
using twb::ui::plot_to_file;
using twb::ui::PlotRequest;

namespace {

QStringList csvLines(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  QStringList result = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
  if (!result.isEmpty() && result.last().isEmpty()) result.removeLast();
  return result;
}

// The file is a real PNG, PDF, SVG or CSV by its content; an empty string when it is.
QString checkFormat(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly) || file.size() < 16) return QStringLiteral("%1 is missing or tiny").arg(path);
  const QByteArray start = file.read(4096);
  const QString suffix = QFileInfo(path).suffix();
  if (suffix == QLatin1String("png") && !start.startsWith("\x89PNG\r\n\x1a\n"))
    return QStringLiteral("no PNG signature");
  if (suffix == QLatin1String("pdf") && !start.startsWith("%PDF")) return QStringLiteral("no %PDF header");
  if (suffix == QLatin1String("svg") && !start.contains("<svg")) return QStringLiteral("no <svg element");
  return {};
}

// An error message when `request` does not throw twb::Error mentioning `mustMention`, else "".
QString expectError(const PlotRequest& request, const char* mustMention) {
  try {
    plot_to_file(request);
  } catch (const twb::Error& e) {
    if (QString::fromUtf8(e.what()).contains(QLatin1String(mustMention))) return {};
    return QStringLiteral("message does not mention '%1': %2")
        .arg(QLatin1String(mustMention), QString::fromUtf8(e.what()));
  }
  return QStringLiteral("no twb::Error thrown");
}

void trainTinyRun(const char* task, const char* dataset, const QString& path, bool scaleScores) {
  twb::ExperimentSettings settings = twb::default_settings(task);
  settings.dataset = dataset;
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  settings.model.scale_scores = scaleScores;
  settings.eval_sentences = 20;
  std::unique_ptr<twb::TrainingSession> session = twb::create_session(settings);
  session->step();
  session->save(path.toStdString());
}

// The scores of a checkpoint's model on the first 8 validation examples, as `twb plot` takes them.
twb::inspect::ScoreSnapshot scoresOf(const QString& checkpoint) {
  const twb::Task& task = twb::task_named(twb::checkpoint::task_of(checkpoint.toStdString()));
  std::optional<twb::RunState> run;
  const auto model = task.load(checkpoint.toStdString(), &run);
  return model->scores(task.validation_examples(*run, 8));
}

}  // namespace

class ScalingLessonTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void cleanup();

  void theoryPlotsEveryFormatWithoutACheckpoint_data();
  void theoryPlotsEveryFormatWithoutACheckpoint();
  void histogramOfEveryKindHasTheEnginesCounts_data();
  void histogramOfEveryKindHasTheEnginesCounts();
  void unscaledModelDrawsOneHistogram();
  void histogramLegendCoversNoBar_data();
  void histogramLegendCoversNoBar();
  void reportsErrors();
  void cliDrawsTheTheoryWithoutACheckpoint();
  void windowDrawsTheLiveModelAfterAStep();
  void theoryAxesReadBeforeTheTheory();

 private:
  PlotRequest request(const char* what, const QString& file, const QString& checkpoint = {}) const {
    PlotRequest r;
    r.checkpoint = checkpoint.toStdString();
    r.what = what;
    r.out = dir_.filePath(file).toStdString();
    r.width = 800;
    r.height = 600;
    return r;
  }

  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }

  QTemporaryDir dir_;
  QString translateCheckpoint_, lmUnscaledCheckpoint_, classifyCheckpoint_;
  std::unique_ptr<MainWindow> window_;
};

void ScalingLessonTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  QVERIFY(dir_.isValid());
  translateCheckpoint_ = dir_.filePath(QStringLiteral("translate.safetensors"));
  trainTinyRun("translate", "numbers-en-de", translateCheckpoint_, true);
  lmUnscaledCheckpoint_ = dir_.filePath(QStringLiteral("lm-unscaled.safetensors"));
  trainTinyRun("lm", "arithmetic", lmUnscaledCheckpoint_, false);
  classifyCheckpoint_ = dir_.filePath(QStringLiteral("classify.safetensors"));
  trainTinyRun("classify", "sentiment", classifyCheckpoint_, true);
}

void ScalingLessonTest::cleanup() {
  window_.reset();
  QSettings().clear();
}

void ScalingLessonTest::theoryPlotsEveryFormatWithoutACheckpoint_data() {
  QTest::addColumn<QString>("suffix");
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) QTest::newRow(suffix) << QString::fromLatin1(suffix);
}

void ScalingLessonTest::theoryPlotsEveryFormatWithoutACheckpoint() {
  QFETCH(QString, suffix);
  const QString file = QStringLiteral("theory.") + suffix;
  const twb::ui::PlotResult result = plot_to_file(request("scaling-theory", file));
  QCOMPARE(result.rows, 10);  // d_k = 1, 2, 4, …, 512
  QCOMPARE(result.cols, 9);
  const QString path = dir_.filePath(file);
  const QString problem = checkFormat(path);
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  if (suffix != QLatin1String("csv")) return;
  const QStringList rows = csvLines(path);
  QCOMPARE(rows.size(), 11);
  QVERIFY(rows.front().startsWith(QLatin1String("d_k,variance_unscaled,variance_scaled")));
  for (int i = 1; i < rows.size(); ++i) {
    const QStringList f = rows[i].split(QLatin1Char(','));
    QCOMPARE(f.size(), 9);
    const double d_k = f[0].toDouble();
    QCOMPARE(d_k, std::pow(2.0, i - 1));
    // The window's sampling (4000 rows of 16 keys): the variance within 10 % of d_k, scaled of 1.
    QVERIFY2(std::abs(f[1].toDouble() / d_k - 1) < 0.1, qPrintable(rows[i]));
    QVERIFY2(std::abs(f[2].toDouble() - 1) < 0.1, qPrintable(rows[i]));
  }
  // Unscaled at d_k = 512: the largest weight near 1; scaled: far from it.
  const QStringList last = rows.last().split(QLatin1Char(','));
  QVERIFY2(last[3].toDouble() > 0.85 && last[4].toDouble() < 0.45, qPrintable(rows.last()));
}

void ScalingLessonTest::histogramOfEveryKindHasTheEnginesCounts_data() {
  QTest::addColumn<QString>("checkpoint");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<int>("engineKind");
  QTest::addColumn<int>("layer");
  QTest::addColumn<int>("head");
  using K = twb::AttentionKind;
  const QString t = QStringLiteral("translate.safetensors");
  QTest::newRow("translate-encoder") << t << "encoder" << int(K::encoder_self) << 0 << 1;
  QTest::newRow("translate-decoder") << t << "decoder" << int(K::decoder_self) << 1 << 0;
  QTest::newRow("translate-cross") << t << "cross" << int(K::cross) << 1 << 3;
  QTest::newRow("translate-default-cross") << t << "" << int(K::cross) << 0 << 0;
  QTest::newRow("lm") << QStringLiteral("lm-unscaled.safetensors") << "" << int(K::decoder_self) << 0 << 2;
  QTest::newRow("classify") << QStringLiteral("classify.safetensors") << "encoder" << int(K::encoder_self) << 1 << 1;
}

void ScalingLessonTest::histogramOfEveryKindHasTheEnginesCounts() {
  QFETCH(QString, checkpoint);
  QFETCH(QString, kind);
  QFETCH(int, engineKind);
  QFETCH(int, layer);
  QFETCH(int, head);
  const QString path = dir_.filePath(checkpoint);
  for (const char* suffix : {"png", "svg", "csv"}) {
    const QString file =
        QStringLiteral("scores-%1.%2").arg(QString::fromLatin1(QTest::currentDataTag()), QLatin1String(suffix));
    PlotRequest r = request("scaling", file, path);
    r.kind = kind.toStdString();
    r.layer = layer;
    r.head = head;
    const twb::ui::PlotResult result = plot_to_file(r);
    QCOMPARE(result.rows, twb::inspect::kScoreBins);
    const QString problem = checkFormat(dir_.filePath(file));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
  }
  // The CSV's bins are the engine's: the same counts, and as many as the head's allowed pairs.
  const twb::inspect::HeadScores expected = scoresOf(path).at(static_cast<twb::AttentionKind>(engineKind), layer, head);
  const QStringList rows =
      csvLines(dir_.filePath(QStringLiteral("scores-%1.csv").arg(QString::fromLatin1(QTest::currentDataTag()))));
  QCOMPARE(rows.size(), twb::inspect::kScoreBins + 1);
  QCOMPARE(rows.front(), QStringLiteral("bin_low,bin_high,raw_count,softmax_input_count"));
  qint64 raw = 0, input = 0;
  for (int i = 1; i < rows.size(); ++i) {
    const QStringList f = rows[i].split(QLatin1Char(','));
    QCOMPARE(f[2].toLongLong(), qint64(expected.raw.counts[size_t(i - 1)]));
    QCOMPARE(f[3].toLongLong(), qint64(expected.softmax_input.counts[size_t(i - 1)]));
    raw += f[2].toLongLong();
    input += f[3].toLongLong();
  }
  QVERIFY(expected.pairs > 0);
  QCOMPARE(raw, qint64(expected.pairs));
  QCOMPARE(input, qint64(expected.pairs));
}

void ScalingLessonTest::unscaledModelDrawsOneHistogram() {
  const twb::inspect::ScoreSnapshot snapshot = scoresOf(lmUnscaledCheckpoint_);
  QVERIFY(!snapshot.scale_scores);
  QCOMPARE(snapshot.score_scale, 1.0);
  twb::ui::ScalingLessonView tab;
  tab.setTask(QStringLiteral("lm"));
  tab.setSnapshot(snapshot);
  auto* kinds = tab.findChild<QComboBox*>(QStringLiteral("scalingKindCombo"));
  QCOMPARE(kinds->count(), 1);  // a GPT has only its causal self-attention
  QCOMPARE(kinds->currentText(), QStringLiteral("Causal self-attention"));
  twb::ui::ScoreHistogramPlot* view = tab.histogramView();
  QVERIFY(view->hasData());
  QVERIFY(view->rawGraph()->name().contains(QLatin1String("without scaling")));
  QVERIFY(!view->softmaxInputGraph()->visible());
  QVERIFY(view->subtitle().contains(QLatin1String("no scaling")));
  // Its "after" is its raw scores.
  const twb::inspect::HeadScores& h = snapshot.at(twb::AttentionKind::decoder_self, 0, 0);
  QCOMPARE(h.softmax_input.counts, h.raw.counts);
}

void ScalingLessonTest::histogramLegendCoversNoBar_data() {
  QTest::addColumn<int>("width");
  QTest::addColumn<int>("pointSize");
  QTest::newRow("narrow: names in two lines") << 330 << 9;
  QTest::newRow("wide: names on one line") << 700 << 9;
  QTest::newRow("11 points, narrow") << 360 << 11;
  QTest::newRow("11 points, wide") << 760 << 11;
}

// The legend sits in the top left corner of the histogram. Whatever the plot's width, no bar under
// it reaches up into it, and no entry is clipped (the "_" of "√d_k" lies below the font's descent).
void ScalingLessonTest::histogramLegendCoversNoBar() {
  QFETCH(int, width);
  QFETCH(int, pointSize);
  const QFont appFont = QApplication::font();
  QFont font = appFont;
  font.setPointSize(pointSize);
  QApplication::setFont(font);
  const auto restoreFont = qScopeGuard([&appFont] { QApplication::setFont(appFont); });
  const twb::inspect::ScoreSnapshot snapshot = scoresOf(translateCheckpoint_);
  const twb::inspect::HeadScores& head = snapshot.at(twb::AttentionKind::cross, 0, 0);
  twb::ui::ScoreHistogramPlot view;
  view.setScores(head, snapshot, QStringLiteral("Cross-attention, layer 1, head 1"));
  view.resize(width, 460);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QCustomPlot* plot = view.plot();
  // Laid out, the headroom fitted, laid out again.
  for (int i = 0; i < 4; ++i) {
    plot->replot();
    QCoreApplication::processEvents();
  }
  QCOMPARE(view.rawGraph()->name().contains(QLatin1Char('\n')), width < 400);
  QCOMPARE(plot->legend->font().pointSize(), pointSize);
  const QRect legend = plot->legend->outerRect();
  QVERIFY(legend.width() > 0);
  int barsUnder = 0;
  for (QCPGraph* graph : {view.rawGraph(), view.softmaxInputGraph()}) {
    const double halfBin = head.raw.bin_width() / 2;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
      const double left = plot->xAxis->coordToPixel(it->key - halfBin),
                   right = plot->xAxis->coordToPixel(it->key + halfBin);
      if (right <= legend.left() || left >= legend.right() || it->value <= 0) continue;
      ++barsUnder;
      const double barTop = plot->yAxis->coordToPixel(it->value);
      QVERIFY2(barTop > legend.bottom(),
               qPrintable(QStringLiteral("a bar of %1 at score %2 reaches y = %3, the legend ends at %4")
                              .arg(it->value)
                              .arg(it->key)
                              .arg(barTop)
                              .arg(legend.bottom())));
    }
  }
  QVERIFY(barsUnder > 0);  // the legend does stand over some of the histogram
  const QFontMetrics metrics(plot->legend->font());
  const int underscoreBottom = metrics.tightBoundingRect(QStringLiteral("_")).bottom();  // below the baseline
  for (int i = 0; i < plot->legend->itemCount(); ++i) {
    QCPAbstractLegendItem* item = plot->legend->item(i);
    const int lastBaseline = item->rect().bottom() + 1 - metrics.descent();
    QVERIFY2(lastBaseline + underscoreBottom <= item->outerRect().bottom(),
             qPrintable(QStringLiteral("entry %1 clips its last line's \"_\" (%2 > %3)")
                            .arg(i)
                            .arg(lastBaseline + underscoreBottom)
                            .arg(item->outerRect().bottom())));
  }
}

void ScalingLessonTest::reportsErrors() {
  QString problem = expectError(request("scaling", QStringLiteral("x.png")), "--checkpoint");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  PlotRequest r = request("scaling", QStringLiteral("x.png"), translateCheckpoint_);
  r.layer = 2;  // tiny: 2 layers
  problem = expectError(r, "--layer");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  r = request("scaling", QStringLiteral("x.png"), lmUnscaledCheckpoint_);
  r.kind = "cross";
  problem = expectError(r, "language model");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  problem = expectError(request("scaling-theory", QStringLiteral("x.gif")), ".png, .pdf, .svg or .csv");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.png"))));
}

void ScalingLessonTest::cliDrawsTheTheoryWithoutACheckpoint() {
  const QString out = dir_.filePath(QStringLiteral("cli-theory.csv"));
  QProcess twb;
  twb.setProcessChannelMode(QProcess::MergedChannels);
  twb.start(QStringLiteral(TWB_CLI_PATH),
            {QStringLiteral("plot"), QStringLiteral("--what"), QStringLiteral("scaling-theory"),
             QStringLiteral("--out"), out, QStringLiteral("--json")});
  QVERIFY(twb.waitForFinished(120000));
  const QString output = QString::fromUtf8(twb.readAll());
  QVERIFY2(twb.exitStatus() == QProcess::NormalExit && twb.exitCode() == 0, qPrintable(output));
  QVERIFY2(output.trimmed().split(QLatin1Char('\n')).last().contains(QLatin1String("\"what\":\"scaling-theory\"")),
           qPrintable(output));
  QCOMPARE(csvLines(out).size(), 11);
}

void ScalingLessonTest::windowDrawsTheLiveModelAfterAStep() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  twb::ui::testing::chooseQuickNumbersRun(*window_);
  window_->show();
  QVERIFY(window_->tabTitles().contains(QStringLiteral("Why √d_k")));
  QVERIFY(window_->selectTab(QStringLiteral("Why √d_k")));
  twb::ui::ScalingLessonView* tab = twb::ui::testing::viewOf<twb::ui::ScalingLessonView>(*window_);
  QVERIFY(!tab->histogramView()->hasData());
  // The theory is sampled off the GUI thread once the tab shows.
  QTRY_VERIFY_WITH_TIMEOUT(tab->theoryView()->hasData(), 60000);
  QCOMPARE(tab->theoryView()->csvRowCount(), 10);

  int scores = 0;
  connect(window_->controller(), &twb::ui::TrainingController::delivered, this,
          [&scores](const QString& id) { scores += id == QLatin1String("scores"); });
  twb::ui::testing::triggerNamed(*window_, "actionStep");  // builds the model, then one step
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 120000);
  QTRY_VERIFY_WITH_TIMEOUT(scores >= 2, 60000);  // the new model's, then the step's
  QTRY_VERIFY(tab->histogramView()->hasData());
  const twb::inspect::ScoreSnapshot* snapshot = tab->snapshot();
  QVERIFY(snapshot);
  QCOMPARE(snapshot->d_k, 8);  // 32 / 4 heads
  QVERIFY(snapshot->has(twb::AttentionKind::cross) && snapshot->has(twb::AttentionKind::encoder_self));
  QCOMPARE(snapshot->examples, 8);
  // What is drawn is the chosen head's histogram: cross-attention first, layer 1, head 1.
  QCOMPARE(tab->kind(), twb::AttentionKind::cross);
  const twb::inspect::HeadScores& chosen = snapshot->at(twb::AttentionKind::cross, 0, 0);
  double drawn = 0;
  for (auto it = tab->histogramView()->rawGraph()->data()->constBegin();
       it != tab->histogramView()->rawGraph()->data()->constEnd(); ++it)
    drawn += it->value;
  QVERIFY(chosen.pairs > 0);
  QCOMPARE(qint64(drawn), qint64(chosen.pairs));
  QVERIFY(tab->histogramView()->title().startsWith(QLatin1String("Cross-attention, layer 1, head 1")));

  // Another head: the view follows the spin box.
  tab->setHead(2);
  QCOMPARE(tab->histogramView()->scores()->head, 2);
  // Another Step: a fresh snapshot.
  const int before = int(scores);
  twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 60000);
  QTRY_VERIFY_WITH_TIMEOUT(scores > before, 60000);

  // Both plots export, through the tab's list (Export and Export all use it).
  const std::vector<twb::ui::TabPlot> plots = tab->plots();
  QCOMPARE(plots.size(), size_t(2));
  for (const twb::ui::TabPlot& plot : plots) {
    QVERIFY(plot.hasData());
    const QString file = dir_.filePath(plot.fileName + QStringLiteral(".png"));
    QVERIFY(plot.exportTo(file));
    QVERIFY(checkFormat(file).isEmpty());
  }

  // "Train without scaling to compare" trains a second run without the scaling, side by side in
  // the Compare tab; the Experiment panel is left as it was.
  auto* check = find<QCheckBox>("scaleScoresCheck");
  QVERIFY(check->isChecked());
  twb::ui::testing::Arrivals reference(window_->comparison(), &twb::ui::ComparisonController::referenceReady);
  tab->compareButton()->click();
  QVERIFY(check->isChecked());
  QTRY_COMPARE_WITH_TIMEOUT(reference.count(), 1, 60000);
  QVERIFY(!window_->comparison()->settings().model.scale_scores);
  QVERIFY(twb::ui::testing::viewOf<twb::ui::CompareView>(*window_)->diffText().contains(
      QLatin1String("only scale_scores changed")));
}

// Before the theory arrives (it is sampled on a thread once the tab shows), the d_k axes already
// read the lesson's widths: a log axis at QCustomPlot's default range was labelled "0 0 0 0 1 4".
void ScalingLessonTest::theoryAxesReadBeforeTheTheory() {
  twb::ui::ScalingTheoryPlot view;
  view.resize(800, 600);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QVERIFY(!view.hasData());
  view.plot()->replot();
  for (int i = 0; i < 4; ++i) {
    const QVector<QString> labels = view.panel(i)->axis(QCPAxis::atBottom)->tickVectorLabels();
    const QString read = QStringList(labels.begin(), labels.end()).join(QLatin1Char(' '));
    QVERIFY2(labels.size() >= 3, qPrintable(read));
    QVERIFY2(QSet<QString>(labels.begin(), labels.end()).size() == labels.size(), qPrintable(read));
    QVERIFY2(labels.contains(QStringLiteral("1")) && labels.contains(QStringLiteral("256")), qPrintable(read));
  }
}

TWB_QTEST_MAIN(ScalingLessonTest)
#include "test_scaling_lesson.moc"
