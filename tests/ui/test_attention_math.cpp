// QTest for the attention math of one query (ui/plots/attention_math_panel.h) on the offscreen platform:
// the panel lays out core's AttentionMath (every key of a short sentence, the largest terms of a
// long one), a click on a row of the Attention tab's heatmap asks for that query and the window
// answers it from the controller's worker thread with the heatmap's own weights, and `twb plot
// --what attention-math` writes the panel and its numbers.
#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>
#include <optional>

#include "plots/attention_math_panel.h"
#include "views/attention_view.h"
#include "plots/heatmap_plot.h"
#include "inspect/attention_math.h"
#include "inspect/snapshots.h"
#include "window/main_window.h"
#include "export/plot_export.h"
#include "task/task.h"
#include "text/datasets.h"
#include "train/language_model.h"
#include "train/session.h"
#include "train/translation.h"
#include "ui_test_support.h"
#include "util/error.h"
#include "engine_qtest_main.h"

using twb::AttentionKind;
using twb::ui::AttentionMathPanel;
using twb::ui::AttentionMathRequest;
using twb::ui::AttentionView;
using twb::ui::HeatmapPlot;
using twb::ui::testing::lines;

namespace {

const char* const kSentence = "three hundred twenty one";

QByteArray head(const QString& path, int bytes) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.read(bytes);
}

// Clicks the middle of row `row`, column 0, of `view`'s heatmap with the left button.
void clickRow(HeatmapPlot* view, int row) {
  QCustomPlot* plot = view->plot();
  plot->replot();
  const QPoint pixel(qRound(plot->xAxis->coordToPixel(0)), qRound(plot->yAxis->coordToPixel(row)));
  QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, pixel);
}

}  // namespace

class AttentionMathTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void panelShowsEveryKeyOfAShortSentence();
  void longTextShowsTheLargestTerms();
  void clickingARowAsksForThatQuery();
  void clickInTheWindowShowsTheEnginesNumbers();
  void plotWritesThePanelAndItsNumbers();

 private:
  std::optional<twb::TranslationModel> model_;
  twb::inspect::AttentionSnapshot snapshot_;
  QTemporaryDir dir_;
};

void AttentionMathTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  const auto data = twb::text::load_translation_dataset("numbers-en-de");
  auto config = twb::TransformerConfig::preset("tiny");
  config.d_model = 32;
  config.d_ff = 64;
  model_.emplace(twb::TranslationModel::create(data, twb::TextSettings{}, config, 7));
  snapshot_ = twb::inspect::attention_snapshot(*model_, kSentence);
  QVERIFY(dir_.isValid());
}

void AttentionMathTest::panelShowsEveryKeyOfAShortSentence() {
  const auto math =
      twb::inspect::attention_math(*model_, kSentence, snapshot_.translation, AttentionKind::encoder_self, 1, 2, 1);
  AttentionMathPanel panel;
  panel.setMath(math);
  const int keys = math.key_count();
  QCOMPARE(keys, 4);
  QCOMPARE(int(panel.shownKeys().size()), keys);  // short: every key, in position order
  QCOMPARE(panel.shownKeys().front(), 0);
  // q and every k as strips of d_k cells; every w_j v_j and the output as strips of d_v cells.
  const twb::inspect::Heatmap& k = panel.keysView()->heatmap();
  QCOMPARE(k.rows, 1 + keys);
  QCOMPARE(k.cols, math.d_k);
  QCOMPARE(k.row_labels.front(), std::string("q “hundred”"));
  for (int c = 0; c < math.d_k; ++c) QCOMPARE(k.at(0, c), math.q[size_t(c)]);
  for (int c = 0; c < math.d_k; ++c) QCOMPARE(k.at(3, c), math.keys[2][size_t(c)]);
  const twb::inspect::Heatmap& v = panel.valuesView()->heatmap();
  QCOMPARE(v.rows, keys + 1);
  QCOMPARE(v.cols, math.d_v);
  QCOMPARE(v.row_labels.back(), std::string("output Σ"));
  for (int c = 0; c < math.d_v; ++c) QCOMPARE(v.at(keys, c), math.output[size_t(c)]);
  // The table: a row per key with its q·k, scaled score, mask and weight.
  QTableWidget* table = panel.table();
  QCOMPARE(table->rowCount(), keys);
  for (int j = 0; j < keys; ++j) {
    QCOMPARE(table->item(j, 1)->text(), QString::fromStdString(snapshot_.source_tokens[size_t(j)]));
    QCOMPARE(table->item(j, 5)->text().toDouble(), std::round(math.weights[size_t(j)] * 1e4) / 1e4);
    QCOMPARE(table->item(j, 4)->text(), QStringLiteral("allowed"));
  }
  QVERIFY(table->horizontalHeaderItem(3)->text().contains(QStringLiteral("0.3536")));  // 1/√8
  QVERIFY(panel.heading().contains(QStringLiteral("Encoder self-attention, layer 2, head 3, query 1")));
}

void AttentionMathTest::longTextShowsTheLargestTerms() {
  twb::ExperimentSettings s = twb::default_settings("lm");
  s.model.d_model = 32;
  s.model.d_ff = 64;
  twb::LanguageModel lm = twb::LanguageModel::create(twb::text::load_text_dataset("arithmetic"), s.text, s.model, 3);
  const std::string text = "12+34=46 and 5+6=11";
  const auto snap = twb::inspect::attention_snapshot(lm, text);
  const int query = int(snap.decoder_inputs.size()) - 4;
  const auto math = twb::inspect::attention_math(lm, text, AttentionKind::decoder_self, 1, 0, query);
  QVERIFY(math.key_count() > AttentionMathPanel::kLargestTerms);
  AttentionMathPanel panel;
  panel.setMath(math);
  QCOMPARE(int(panel.shownKeys().size()), AttentionMathPanel::kLargestTerms);
  QCOMPARE(panel.table()->rowCount(), AttentionMathPanel::kLargestTerms);
  // Largest first, and no future position among them (their weight is 0).
  for (int row = 0; row < AttentionMathPanel::kLargestTerms; ++row) {
    const int j = panel.shownKeys()[size_t(row)];
    QCOMPARE(j, math.by_weight[size_t(row)]);
    QVERIFY(j <= query);
  }
  QVERIFY(panel.heading().contains(QStringLiteral("The 10 largest of %1 terms").arg(math.key_count())));
  // A future key of the CSV export says why it is out, and weighs 0.
  const QString csv = dir_.filePath(QStringLiteral("long.csv"));
  QVERIFY(panel.exportTo(csv));
  const QStringList rows = lines(csv);
  QCOMPARE(rows.size(), 1 + panel.csvRowCount());
  QCOMPARE(panel.csvRowCount(), 2 + 2 * math.key_count());
  const QStringList future = rows[1 + 1 + math.key_count() - 1].split(QLatin1Char(','));  // the last k row
  QCOMPARE(future[0], QStringLiteral("k"));
  QCOMPARE(future[3], QStringLiteral("no-peek (future position)"));
  QCOMPARE(future[6].toDouble(), 0.0);
}

void AttentionMathTest::clickingARowAsksForThatQuery() {
  AttentionView tab;
  tab.setAttribute(Qt::WA_DontShowOnScreen);
  tab.resize(1100, 700);
  tab.show();
  tab.setSnapshot(snapshot_);
  tab.setKind(AttentionKind::cross);
  tab.setLayer(1);
  tab.setHead(2);
  QVERIFY(!tab.mathPanel()->isVisible());
  QSignalSpy spy(&tab, &AttentionView::attentionMathRequested);
  QApplication::processEvents();
  clickRow(tab.heatmapView(), 2);
  QCOMPARE(spy.count(), 1);
  const auto request = spy.takeFirst().at(0).value<AttentionMathRequest>();
  QCOMPARE(request.query, 2);
  QCOMPARE(request.layer, 1);
  QCOMPARE(request.head, 2);
  QVERIFY(request.kind == AttentionKind::cross);
  QCOMPARE(request.text, QString::fromLatin1(kSentence));
  QCOMPARE(request.target, QString::fromStdString(snapshot_.translation));
  QVERIFY(tab.mathPanel()->isVisible());
  QCOMPARE(tab.chosenQuery(), 2);

  // A drag pans; it picks no query.
  QCustomPlot* plot = tab.heatmapView()->plot();
  const QPoint from(qRound(plot->xAxis->coordToPixel(0)), qRound(plot->yAxis->coordToPixel(1)));
  QTest::mousePress(plot, Qt::LeftButton, Qt::NoModifier, from);
  QMouseEvent move(QEvent::MouseMove, from + QPoint(30, 30), plot->mapToGlobal(from + QPoint(30, 30)), Qt::NoButton,
                   Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  QTest::mouseRelease(plot, Qt::LeftButton, Qt::NoModifier, from + QPoint(30, 30));
  QCOMPARE(spy.count(), 0);

  // Another head asks again for the same query.
  tab.setHead(0);
  QCOMPARE(spy.count(), 1);
  QCOMPARE(spy.takeFirst().at(0).value<AttentionMathRequest>().head, 0);
}

// The whole path: a real model on the controller's worker thread, the Attention tab's first
// snapshot (encoder self-attention of the first validation sentence), a click on a row, and the
// panel showing that row's weights, the heatmap's.
void AttentionMathTest::clickInTheWindowShowsTheEnginesNumbers() {
  QSettings().clear();
  twb::ui::MainWindow window;
  window.setConfirmOnClose(false);
  window.setAttribute(Qt::WA_DontShowOnScreen);
  window.resize(1366, 768);
  window.show();
  twb::ui::testing::findNamed<QComboBox>(window, "datasetCombo")->setCurrentText(QStringLiteral("numbers-en-de"));
  twb::ui::testing::findNamed<QSpinBox>(window, "dModelSpin")->setValue(32);
  twb::ui::testing::findNamed<QSpinBox>(window, "dFfSpin")->setValue(64);
  twb::ui::testing::findNamed<QSpinBox>(window, "evalEverySpin")->setValue(100000);
  twb::ui::testing::triggerNamed(window, "actionStep");
  auto* tab = twb::ui::testing::findNamed<AttentionView>(window, "attentionTab");
  QTRY_VERIFY_WITH_TIMEOUT(tab->hasSnapshot(), 120000);
  window.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(tab);
  tab->setKind(AttentionKind::encoder_self);
  tab->setLayer(0);
  tab->setHead(1);
  QApplication::processEvents();
  const twb::inspect::Heatmap row = tab->shownHeatmap();
  QVERIFY(row.rows >= 2);
  const int query = 1;
  clickRow(tab->heatmapView(), query);
  AttentionMathPanel* panel = tab->mathPanel();
  QTRY_VERIFY_WITH_TIMEOUT(panel->hasMath(), 60000);
  QVERIFY(panel->isVisible());
  const auto& math = panel->math();
  QCOMPARE(math.query, query);
  QCOMPARE(math.key_count(), row.cols);
  // The snapshot may have been refreshed meanwhile (after the step): compare with the tab's map now.
  const twb::inspect::Heatmap& map = tab->shownHeatmap();
  for (int j = 0; j < map.cols; ++j) QVERIFY(std::abs(math.weights[size_t(j)] - map.at(query, j)) < 1e-6);
  for (auto m : math.mask) QVERIFY(m == twb::inspect::KeyMask::allowed);  // one sentence: no padding
  QVERIFY(math.output_gap < 1e-5);
  QVERIFY(panel->exportTo(dir_.filePath(QStringLiteral("window.png"))));
  QVERIFY(head(dir_.filePath(QStringLiteral("window.png")), 8).startsWith("\x89PNG"));
  QSettings().clear();
}

void AttentionMathTest::plotWritesThePanelAndItsNumbers() {
  twb::ExperimentSettings settings = twb::default_settings("translate");
  settings.dataset = "numbers-en-de";
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  const QString checkpoint = dir_.filePath(QStringLiteral("n.safetensors"));
  twb::create_session(settings)->save(checkpoint.toStdString());

  twb::ui::PlotRequest request;
  request.checkpoint = checkpoint.toStdString();
  request.what = "attention-math";
  request.sentence = "forty two";
  request.kind = "encoder";
  request.layer = 1;
  request.head = 3;
  request.query = 1;
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
    request.out = dir_.filePath(QStringLiteral("math.") + QLatin1String(suffix)).toStdString();
    const twb::ui::PlotResult result = twb::ui::plot_to_file(request);
    QCOMPARE(result.rows, 2);  // the keys "forty", "two"
    QCOMPARE(result.cols, 8);  // d_k
  }
  QVERIFY(head(dir_.filePath(QStringLiteral("math.png")), 8).startsWith("\x89PNG"));
  QVERIFY(head(dir_.filePath(QStringLiteral("math.pdf")), 4).startsWith("%PDF"));
  QVERIFY(head(dir_.filePath(QStringLiteral("math.svg")), 4096).contains("<svg"));
  // CSV: the header, q, a k row per key, a v row per key, the output.
  const QStringList rows = lines(dir_.filePath(QStringLiteral("math.csv")));
  QCOMPARE(rows.size(), 1 + 1 + 2 + 2 + 1);
  QVERIFY(rows[0].startsWith(QStringLiteral("vector,position,token,mask,score,scaled_score,weight,0,1,")));
  QVERIFY(rows[1].startsWith(QStringLiteral("q,1,two,")));
  QVERIFY(rows[2].startsWith(QStringLiteral("k,0,forty,allowed,")));
  QVERIFY(rows[3].startsWith(QStringLiteral("k,1,two,allowed,")));
  QVERIFY(rows[4].startsWith(QStringLiteral("v,0,forty,")));
  QVERIFY(rows[6].startsWith(QStringLiteral("output,1,two,")));
  // The weights in the CSV are a softmax: positive, summing to 1; score × scale is the scaled score.
  double total = 0;
  for (int r : {2, 3}) {
    const QStringList f = rows[r].split(QLatin1Char(','));
    total += f[6].toDouble();
    QVERIFY(std::abs(f[4].toDouble() / std::sqrt(8.0) - f[5].toDouble()) < 1e-6);
  }
  QVERIFY(std::abs(total - 1.0) < 1e-6);

  request.query = 5;
  request.out = dir_.filePath(QStringLiteral("bad.csv")).toStdString();
  try {
    twb::ui::plot_to_file(request);
    QFAIL("no twb::Error for --query 5");
  } catch (const twb::Error& e) {
    QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("--query 5")), e.what());
  }
  QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("bad.csv"))));
}

TWB_QTEST_MAIN(AttentionMathTest)
#include "test_attention_math.moc"
