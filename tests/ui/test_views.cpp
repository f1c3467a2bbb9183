// QTest for the inspection views — Attention, Masks, Translate, the task tabs' attention panel and
// the positional similarity — on the offscreen platform, fed with snapshots of a real (untrained)
// tiny model on numbers-en-de.
// The widgets must draw exactly what core put in the snapshots: shapes, token labels, values.
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>
#include <optional>

#include "plots/attention_map_panel.h"
#include "views/attention_view.h"
#include "widgets/eliding_combo_box.h"
#include "widgets/flow_row.h"
#include "plots/heatmap_plot.h"
#include "inspect/snapshots.h"
#include "views/curves_view.h"
#include <qcustomplot.h>
#include "views/masks_view.h"
#include "views/positional_encoding_view.h"
#include "text/datasets.h"
#include "train/batching.h"
#include "decode/search.h"
#include "train/translation.h"
#include "widgets/task_controls.h"
#include "views/translate_view.h"
#include "engine_qtest_main.h"

using twb::AttentionKind;
using twb::inspect::Heatmap;
using twb::ui::AttentionMapPanel;
using twb::ui::AttentionView;
using twb::ui::HeatmapPlot;
using twb::ui::MasksView;
using twb::ui::TranslateView;

namespace {

const char* const kSentence = "three hundred twenty one";

QStringList qStrings(const std::vector<std::string>& tokens) {
  QStringList list;
  for (const std::string& t : tokens) list << QString::fromStdString(t);
  return list;
}

// The text labels of an axis's ticks, in tick order (empty when the axis has no text ticker).
QStringList tickLabels(QCPAxis* axis) {
  auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
  if (!ticker) return {};
  QStringList labels;
  for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it) labels << it.value();
  return labels;
}

// Every cell the view's colour map holds equals the heatmap's value.
bool viewHolds(HeatmapPlot* view, const Heatmap& expected) {
  QCPColorMapData* data = view->colorMap()->data();
  if (data->keySize() != expected.cols || data->valueSize() != expected.rows) return false;
  for (int r = 0; r < expected.rows; ++r)
    for (int c = 0; c < expected.cols; ++c)
      if (std::abs(data->cell(c, r) - expected.at(r, c)) > 1e-12) return false;
  return true;
}

double maxAbsDifference(const Heatmap& a, const Heatmap& b) {
  double diff = 0;
  for (size_t i = 0; i < a.values.size(); ++i) diff = std::max(diff, std::abs(a.values[i] - b.values[i]));
  return diff;
}

QByteArray head(const QString& path, int bytes) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.read(bytes);
}

}  // namespace

class ViewsTest : public QObject {
  Q_OBJECT

 private slots:
  void hiddenCurvesDrawNothingUntilShown();
  void initTestCase();

  void crossAttentionIsTargetBySourceWithTokenTicks();
  void emptyHeatmapSaysSoWithoutTicks();
  void thinnedTokensLeaveNoBandBelowTheMap();
  void changingHeadRedrawsFromTheSnapshot();
  void kindAndLayerPickTheMap();
  void allHeadsShowsOneViewPerHead();
  void enterRequestsTheTypedSentence();
  void longSentencesShowTheirStart();
  void elidingComboBoxGivesWayAndElides();
  void flowRowWrapsOnlyWhereBounded();
  void unknownTokensNoteNamesAFewAndCountsTheRest();
  void masksShowNoPeekAndPaddedKeys();
  void maskSentenceSpinAsksForThatSentence();
  void exportWritesPngPdfSvgCsv();
  void translateEmitsRequestAndShowsResult();
  void translateShowsTopK();
  void attentionMapPanelPicksLayerAndHead();
  void positionalSimilarityHeatmap();

 private:
  std::optional<twb::TranslationModel> model_;
  twb::inspect::AttentionSnapshot snapshot_;
};

void ViewsTest::initTestCase() {
  const auto data = twb::text::load_translation_dataset("numbers-en-de");
  auto config = twb::TransformerConfig::preset("tiny");
  config.d_model = 32;
  config.d_ff = 64;
  model_.emplace(twb::TranslationModel::create(data, twb::TextSettings{}, config, 7));
  snapshot_ = twb::inspect::attention_snapshot(*model_, kSentence);
  QCOMPARE(snapshot_.heads, 4);
  QVERIFY(snapshot_.decoder_layers >= 2);
  QCOMPARE(snapshot_.source_tokens.size(), size_t(4));
}

// Before its first map (or given an empty one) a heatmap draws a line of text in its middle, and
// neither ticks nor axis labels: empty axes numbered 0 to 5 read as a map of nothing.
void ViewsTest::emptyHeatmapSaysSoWithoutTicks() {
  AttentionView tab;
  tab.resize(900, 600);
  tab.show();
  QVERIFY(QTest::qWaitForWindowExposed(&tab));
  HeatmapPlot* view = tab.heatmapView();
  QCustomPlot* plot = view->plot();
  const auto drawsTicks = [plot] {  // on both axes
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const auto draws = [](const QCPAxis* axis) {
      return axis->ticks() && axis->tickLabels() && !axis->tickVector().isEmpty();
    };
    return draws(plot->xAxis) && draws(plot->yAxis);
  };
  const auto drawsNoTicks = [plot] {  // on either axis
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const auto none = [](const QCPAxis* axis) { return !axis->ticks() && !axis->tickLabels(); };
    return none(plot->xAxis) && none(plot->yAxis);
  };
  QCOMPARE(view->cellCount(), 0);
  QVERIFY(view->showsEmptyText());
  QCOMPARE(view->emptyText(), QStringLiteral("No attention yet"));
  QVERIFY(drawsNoTicks());
  QVERIFY(plot->xAxis->label().isEmpty() && plot->yAxis->label().isEmpty());
  // The text is drawn: the middle of the cells' area is not blank.
  const QImage before = plot->toPixmap().toImage();
  const QRect cells = plot->axisRect()->rect();
  const QRect middle = cells.adjusted(cells.width() / 4, cells.height() / 4, -cells.width() / 4, -cells.height() / 4);
  const auto darkPixels = [&middle](const QImage& image) {
    int dark = 0;
    for (int y = middle.top(); y <= middle.bottom(); ++y)
      for (int x = middle.left(); x <= middle.right(); ++x) dark += qGray(image.pixel(x, y)) < 160;
    return dark;
  };
  QVERIFY(darkPixels(before) > 20);

  tab.setSnapshot(snapshot_);
  QVERIFY(view->cellCount() > 0);
  QVERIFY(!view->showsEmptyText());
  QVERIFY(drawsTicks());
  QCOMPARE(plot->yAxis->label(), QStringLiteral("producing (target)"));

  view->setHeatmap({});
  QVERIFY(view->showsEmptyText());
  QVERIFY(drawsNoTicks());
}

// A map whose long tokens along the bottom are thinned to positions in a narrow view keeps no
// band of white under them: its bottom margin is that of positions, and the colour scale stays
// as tall as the cells. (QCustomPlot's margin group kept the largest margin it had ever had.)
void ViewsTest::thinnedTokensLeaveNoBandBelowTheMap() {
  const auto map = [](bool words) {
    Heatmap m;
    m.rows = m.cols = 21;
    m.values.assign(size_t(21 * 21), 0.5);
    for (int i = 0; i < 21; ++i) {
      m.column_labels.push_back(words ? "Schwimmbrillen" + std::to_string(i) : std::to_string(i));
      m.row_labels.push_back(std::to_string(i));
    }
    m.title = "keys";
    m.column_axis = "key (decoder input)";
    return m;
  };
  HeatmapPlot tokens, positions;
  tokens.setHeatmap(map(true));
  positions.setHeatmap(map(false));
  for (HeatmapPlot* view : {&tokens, &positions}) {
    view->resize(1500, 320);  // wide: every token drawn, slanted, in a deep bottom margin
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    view->plot()->replot(QCustomPlot::rpImmediateRefresh);
    view->plot()->replot(QCustomPlot::rpImmediateRefresh);
  }
  const int deep = tokens.plot()->axisRect()->margins().bottom();
  QCOMPARE(tokens.plot()->xAxis->tickVectorLabels().size(), 21);
  for (HeatmapPlot* view : {&tokens, &positions}) {
    view->resize(420, 320);  // narrow: positions 0, 2, … 20
    QTest::qWait(50);
    for (int i = 0; i < 3; ++i) view->plot()->replot(QCustomPlot::rpImmediateRefresh);
  }
  QCOMPARE(tokens.plot()->xAxis->tickVectorLabels(), positions.plot()->xAxis->tickVectorLabels());
  QVERIFY(tokens.plot()->xAxis->tickVectorLabels().size() < 21);
  const int narrow = tokens.plot()->axisRect()->margins().bottom();
  QVERIFY2(narrow < deep, qPrintable(QStringLiteral("%1 then %2").arg(deep).arg(narrow)));
  QVERIFY2(std::abs(narrow - positions.plot()->axisRect()->margins().bottom()) <= 2,
           qPrintable(QStringLiteral("thinned tokens %1 px, positions %2 px")
                          .arg(narrow)
                          .arg(positions.plot()->axisRect()->margins().bottom())));
  QCOMPARE(tokens.colorScale()->rect().height(), tokens.plot()->axisRect()->height());
}

void ViewsTest::crossAttentionIsTargetBySourceWithTokenTicks() {
  AttentionView tab;
  auto* pair = tab.findChild<QLabel*>(QStringLiteral("attentionPair"));
  QVERIFY(pair);
  // A model that ends at once (its translation empty) says so on the pair's line.
  twb::inspect::AttentionSnapshot ended = snapshot_;
  ended.translation.clear();
  tab.setSnapshot(ended);
  QVERIFY2(pair->text().contains(QLatin1String("&lt;eos&gt;")), qPrintable(pair->text()));
  // Words the vocabulary lacks are named under the source: the first eight, then how many more.
  twb::inspect::AttentionSnapshot unknown = snapshot_;
  unknown.unknown_tokens = {"banana", "kiwi"};
  tab.setSnapshot(unknown);
  QVERIFY2(pair->text().contains(QStringLiteral("lacks: “banana”, “kiwi”")), qPrintable(pair->text()));
  for (int i = 0; i < 10; ++i) unknown.unknown_tokens.push_back(QStringLiteral("w%1").arg(i).toStdString());
  tab.setSnapshot(unknown);
  QVERIFY2(pair->text().contains(QStringLiteral("“w5” and 4 more")) && !pair->text().contains(QStringLiteral("“w6”")),
           qPrintable(pair->text()));
  tab.setSnapshot(snapshot_);
  QVERIFY(!pair->text().contains(QLatin1String("&lt;eos&gt;")));
  QVERIFY(!pair->text().contains(QLatin1String("lacks")));
  QVERIFY(pair->text().contains(QString::fromStdString(snapshot_.translation).left(40).toHtmlEscaped()));
  QCOMPARE(tab.sentence(), QString::fromLatin1(kSentence));  // an empty box shows the snapshot's
  tab.setKind(AttentionKind::cross);
  tab.setLayer(0);
  tab.setHead(0);
  const Heatmap& shown = tab.shownHeatmap();
  QCOMPARE(shown.rows, int(snapshot_.target_tokens.size()));
  QCOMPARE(shown.cols, int(snapshot_.source_tokens.size()));
  QCOMPARE(tab.shownCellCount(), shown.rows * shown.cols);
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::cross, 0, 0)));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->xAxis), qStrings(snapshot_.source_tokens));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->yAxis), qStrings(snapshot_.target_tokens));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->xAxis), (QStringList{"three", "hundred", "twenty", "one"}));
  // Attention weights are drawn on a fixed 0..1 scale.
  QCOMPARE(tab.heatmapView()->colorMap()->dataRange().lower, 0.0);
  QCOMPARE(tab.heatmapView()->colorMap()->dataRange().upper, 1.0);
}

void ViewsTest::changingHeadRedrawsFromTheSnapshot() {
  AttentionView tab;
  QSignalSpy requests(&tab, &AttentionView::attentionRequested);
  tab.setSnapshot(snapshot_);
  tab.setKind(AttentionKind::cross);
  tab.setHead(0);
  const Heatmap head0 = tab.shownHeatmap();
  tab.setHead(1);
  const Heatmap& head1 = tab.shownHeatmap();
  QCOMPARE(head1.rows, head0.rows);
  QCOMPARE(head1.cols, head0.cols);
  QVERIFY2(maxAbsDifference(head0, head1) > 1e-6, "head 2 shows the same numbers as head 1");
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::cross, 0, 1)));
  QVERIFY(!viewHolds(tab.heatmapView(), head0));
  // Redrawing needs no new snapshot.
  QCOMPARE(requests.count(), 0);
}

void ViewsTest::kindAndLayerPickTheMap() {
  AttentionView tab;
  tab.setSnapshot(snapshot_);
  const int s = int(snapshot_.source_tokens.size());
  const int t = int(snapshot_.decoder_inputs.size());

  tab.setKind(AttentionKind::encoder_self);
  tab.setLayer(1);
  tab.setHead(2);
  QCOMPARE(tab.layer(), 1);
  QCOMPARE(tab.shownHeatmap().rows, s);
  QCOMPARE(tab.shownHeatmap().cols, s);
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::encoder_self, 1, 2)));

  tab.setKind(AttentionKind::decoder_self);
  QCOMPARE(tab.shownCellCount(), t * t);
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::decoder_self, 1, 2)));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->yAxis), qStrings(snapshot_.decoder_inputs));
  // Masked self-attention: nothing above the diagonal.
  const Heatmap& masked = tab.shownHeatmap();
  for (int r = 0; r < t; ++r)
    for (int c = r + 1; c < t; ++c) QCOMPARE(masked.at(r, c), 0.0);

  // The spin boxes cannot leave the snapshot's layers and heads.
  tab.setLayer(99);
  tab.setHead(99);
  QCOMPARE(tab.layer(), snapshot_.decoder_layers - 1);
  QCOMPARE(tab.head(), snapshot_.heads - 1);
}

void ViewsTest::allHeadsShowsOneViewPerHead() {
  AttentionView tab;
  tab.resize(1200, 900);
  tab.show();
  QVERIFY(QTest::qWaitForWindowExposed(&tab));
  tab.setSnapshot(snapshot_);
  tab.setKind(AttentionKind::cross);
  tab.setLayer(1);
  QVERIFY(tab.headViews().isEmpty());
  tab.setAllHeads(true);
  QCOMPARE(tab.headViews().size(), snapshot_.heads);
  for (int h = 0; h < snapshot_.heads; ++h) {
    HeatmapPlot* view = tab.headViews()[h];
    QVERIFY(view->isVisible());
    QVERIFY(viewHolds(view, snapshot_.map(AttentionKind::cross, 1, h)));
  }
  QVERIFY(!tab.heatmapView()->isVisible());
  QVERIFY(!tab.findChild<QSpinBox*>(QStringLiteral("attentionHead"))->isEnabled());
  // Switching kind keeps the grid, now with that kind's maps.
  tab.setKind(AttentionKind::encoder_self);
  QCOMPARE(tab.headViews().size(), snapshot_.heads);
  QVERIFY(viewHolds(tab.headViews()[3], snapshot_.map(AttentionKind::encoder_self, 1, 3)));
  tab.setAllHeads(false);
  QVERIFY(tab.heatmapView()->isVisible());
  QVERIFY(!tab.headViews()[0]->isVisible());
}

void ViewsTest::enterRequestsTheTypedSentence() {
  AttentionView tab;
  QSignalSpy requests(&tab, &AttentionView::attentionRequested);
  tab.setExamples({QStringLiteral("one"), QStringLiteral("two thousand")});
  QCOMPARE(tab.findChild<QComboBox*>(QStringLiteral("attentionSentence"))->count(), 2);
  QCOMPARE(tab.sentence(), QStringLiteral("one"));
  QCOMPARE(requests.count(), 0);  // filling the list asks for nothing

  QLineEdit* edit = tab.findChild<QComboBox*>(QStringLiteral("attentionSentence"))->lineEdit();
  edit->setText(QStringLiteral("  forty two "));
  QTest::keyClick(edit, Qt::Key_Return);
  QCoreApplication::processEvents();
  QCOMPARE(requests.count(), 1);
  QCOMPARE(requests.at(0).at(0).toString(), QStringLiteral("forty two"));
  QCOMPARE(tab.findChild<QComboBox*>(QStringLiteral("attentionSentence"))->count(), 3);

  // Choosing an example from the list asks for it.
  QComboBox* box = tab.findChild<QComboBox*>(QStringLiteral("attentionSentence"));
  const int two = box->findText(QStringLiteral("two thousand"));
  box->setCurrentIndex(two);
  QCOMPARE(requests.count(), 1);  // a programmatic change is not a request…
  emit box->activated(two);       // …the user's pick is
  QCoreApplication::processEvents();
  QCOMPARE(requests.count(), 2);
  QCOMPARE(requests.at(1).at(0).toString(), QStringLiteral("two thousand"));

  // Enter on a sentence already in the list asks once, and does not duplicate it.
  edit->setText(QStringLiteral("one"));
  QTest::keyClick(edit, Qt::Key_Return);
  QCoreApplication::processEvents();
  QCOMPARE(requests.count(), 3);
  QCOMPARE(requests.at(2).at(0).toString(), QStringLiteral("one"));
  QCOMPARE(box->count(), 3);

  edit->clear();
  QTest::keyClick(edit, Qt::Key_Return);
  QCOMPARE(requests.count(), 3);  // nothing to ask for; a hint instead
  QVERIFY(!tab.message().isEmpty());
}

namespace {

// Two training pairs of different source and target lengths, shorter first.
std::vector<twb::EncodedPair> twoPairs(const twb::TranslationModel& model) {
  const auto data = twb::text::load_translation_dataset("numbers-en-de");
  const auto pairs = model.encode_pairs(data.train);
  size_t shortest = 0, longest = 0;
  for (size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].source.size() + pairs[i].target.size() < pairs[shortest].source.size() + pairs[shortest].target.size())
      shortest = i;
    if (pairs[i].source.size() + pairs[i].target.size() > pairs[longest].source.size() + pairs[longest].target.size())
      longest = i;
  }
  return {pairs[shortest], pairs[longest]};
}

}  // namespace

// A sentence longer than its box shows its first words, whether it came with the examples, was
// set for the tab or picked from the list (a line edit scrolls to its cursor, left at the end).
void ViewsTest::longSentencesShowTheirStart() {
  AttentionView tab;
  const QString first = QStringLiteral("one hundred thirty thousand one hundred seventy six and then some more words");
  const QString second = QStringLiteral("two hundred forty thousand two hundred eighty seven and a few more words too");
  tab.setExamples({first, second});
  QComboBox* box = tab.findChild<QComboBox*>(QStringLiteral("attentionSentence"));
  box->resize(160, box->sizeHint().height());
  QCOMPARE(box->lineEdit()->text(), first);
  QCOMPARE(box->lineEdit()->cursorPosition(), 0);
  box->setCurrentIndex(1);
  QCOMPARE(box->lineEdit()->text(), second);
  QCOMPARE(box->lineEdit()->cursorPosition(), 0);
  tab.setSentence(first);
  QCOMPARE(box->lineEdit()->cursorPosition(), 0);
  // Typing is left alone: the cursor stays where the person types.
  box->lineEdit()->clear();
  QTest::keyClicks(box->lineEdit(), QStringLiteral("forty two"));
  QCOMPARE(box->lineEdit()->cursorPosition(), 9);
}

// The Attention tab's Kind box asks for its longest entry where there is room, gives way down to a
// dozen characters where there is not, and then draws the chosen entry cut short.
// A row of buttons asks for one line, as a QHBoxLayout would, until the window bounds it: then it
// asks for less, never for less than its widest button, and a layout that gives it less than one
// line gives it the height of the lines it wraps onto, every button inside the row.
// A text with a few words outside the vocabulary names them all; one with many (a review pasted in
// another language) names the first eight and counts the rest, so the message stays short.
void ViewsTest::unknownTokensNoteNamesAFewAndCountsTheRest() {
  using twb::ui::unknownTokensNote;
  const QString reader = QStringLiteral("the encoder");
  QCOMPARE(unknownTokensNote({}, reader), QString());
  QVERIFY(unknownTokensNote({"kiwi"}, reader).startsWith(QStringLiteral("“kiwi” is not in")));
  std::vector<std::string> words;
  for (int i = 1; i <= 8; ++i) words.push_back(QStringLiteral("w%1").arg(i).toStdString());
  const QString eight = unknownTokensNote(words, reader);
  QVERIFY2(eight.startsWith(QStringLiteral("“w1”, “w2”, “w3”, “w4”, “w5”, “w6”, “w7”, “w8” are not in")),
           qPrintable(eight));
  for (int i = 9; i <= 30; ++i) words.push_back(QStringLiteral("w%1").arg(i).toStdString());
  const QString thirty = unknownTokensNote(words, reader);
  QVERIFY2(thirty.startsWith(QStringLiteral("“w1”, “w2”, “w3”, “w4”, “w5”, “w6”, “w7”, “w8” and 22 more are not in")),
           qPrintable(thirty));
  QVERIFY2(!thirty.contains(QStringLiteral("“w9”")), qPrintable(thirty));
  QVERIFY(thirty.endsWith(QStringLiteral("the encoder reads each as <unk>.")));
  QCOMPARE(twb::ui::namedTokens({"a", "b"}), QStringLiteral("“a”, “b”"));
}

void ViewsTest::flowRowWrapsOnlyWhereBounded() {
  QWidget window;
  auto* layout = new QVBoxLayout(&window);
  auto* row = new twb::ui::FlowRow;
  const QStringList texts{QStringLiteral("One change:"), QStringLiteral("Post-norm vs pre-norm"),
                          QStringLiteral("With vs without √d_k"), QStringLiteral("Sinusoidal vs learned positions")};
  for (const QString& text : texts) row->addWidget(new QPushButton(text));
  layout->addWidget(row);
  layout->addStretch(1);
  QCOMPARE(row->minimumSizeHint().width(), row->oneLineWidth());  // unbounded: one line
  QVERIFY(row->widestWidget() < row->oneLineWidth());

  QVERIFY(row->setLargestMinimumWidth(row->oneLineWidth() - 50));
  QCOMPARE(row->minimumSizeHint().width(), row->oneLineWidth() - 50);
  QVERIFY(!row->setLargestMinimumWidth(row->oneLineWidth() - 50));  // unchanged
  QVERIFY(row->setLargestMinimumWidth(1));
  QCOMPARE(row->minimumSizeHint().width(), row->widestWidget());  // never less than a button

  window.resize(row->widestWidget() + 40, 300);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QTRY_VERIFY(row->lineCount() >= 2);
  const int lineHeight = row->findChild<QPushButton*>()->sizeHint().height();
  QTRY_VERIFY2(row->height() >= 2 * lineHeight, qPrintable(QString::number(row->height())));
  for (const QPushButton* button : row->findChildren<QPushButton*>()) {
    QVERIFY2(row->rect().contains(button->geometry()), qPrintable(button->text()));
    QVERIFY(button->width() >= button->sizeHint().width());
  }

  // Bound no more, the row asks for one line again, and the window grows to it.
  QVERIFY(row->setLargestMinimumWidth(QWIDGETSIZE_MAX));
  QCOMPARE(row->minimumSizeHint().width(), row->oneLineWidth());
  QTRY_COMPARE(row->lineCount(), 1);
}

void ViewsTest::elidingComboBoxGivesWayAndElides() {
  twb::ui::ElidingComboBox box;
  box.addItem(QStringLiteral("Encoder self-attention"));
  box.addItem(QStringLiteral("Cross-attention (decoder → encoder)"));
  box.setCurrentIndex(1);
  const QSize whole = box.sizeHint(), least = box.minimumSizeHint();
  QVERIFY2(least.width() * 5 < whole.width() * 3,
           qPrintable(QStringLiteral("%1 of %2").arg(least.width()).arg(whole.width())));
  QCOMPARE(least.height(), whole.height());
  const int dozen = box.fontMetrics().horizontalAdvance(QStringLiteral("xxxxxxxxxxxx"));
  QVERIFY(least.width() > dozen);
  box.resize(whole);
  box.show();
  QVERIFY(QTest::qWaitForWindowExposed(&box));
  QVERIFY(!box.elides());
  box.resize(least);
  QTRY_COMPARE(box.width(), least.width());
  QVERIFY(box.elides());
  box.setMinimumCharacters(20);
  QVERIFY(box.minimumSizeHint().width() > least.width());
  // Never more than the longest entry needs.
  box.setMinimumCharacters(100);
  QVERIFY(box.minimumSizeHint().width() <= box.sizeHint().width());
  // The Attention tab's Kind box is one.
  AttentionView tab;
  QVERIFY(qobject_cast<twb::ui::ElidingComboBox*>(tab.findChild<QComboBox*>(QStringLiteral("attentionKind"))));
}

void ViewsTest::masksShowNoPeekAndPaddedKeys() {
  const auto pairs = twoPairs(*model_);
  QVERIFY(pairs[0].source.size() < pairs[1].source.size());
  QVERIFY(pairs[0].target.size() < pairs[1].target.size());
  const twb::Seq2SeqBatch batch = twb::make_batch(pairs, {0, 1});
  const auto snap = twb::inspect::mask_snapshot(*model_, batch, 0);

  MasksView tab;
  tab.setSnapshot(snap);
  const int t = batch.target_input.length;
  const int realDecoderInputs = int(pairs[0].target.size()) + 1;  // <sos> y1 … yn
  QVERIFY(realDecoderInputs < t);

  // No-peek: 1 on and below the diagonal, 0 above.
  const Heatmap& noPeek = tab.noPeekView()->heatmap();
  QCOMPARE(tab.noPeekView()->cellCount(), t * t);
  for (int r = 0; r < t; ++r)
    for (int c = 0; c < t; ++c) QCOMPARE(noPeek.at(r, c), c <= r ? 1.0 : 0.0);
  QVERIFY(viewHolds(tab.noPeekView(), snap.no_peek));

  // Combined mask of the short sentence: zero in every padded key column, else the no-peek mask.
  const Heatmap& combined = tab.combinedView()->heatmap();
  QVERIFY(viewHolds(tab.combinedView(), snap.combined));
  for (int r = 0; r < t; ++r)
    for (int c = 0; c < t; ++c) QCOMPARE(combined.at(r, c), c < realDecoderInputs && c <= r ? 1.0 : 0.0);
  QCOMPARE(tickLabels(tab.combinedView()->plot()->xAxis), qStrings(snap.target_tokens[0]));
  QCOMPARE(tickLabels(tab.combinedView()->plot()->xAxis).last(), QStringLiteral("<pad>"));

  // Padding masks: a row per sentence; the short one ends in padding, and hovering names the token.
  QCOMPARE(tab.sourcePaddingView()->cellCount(), 2 * batch.source.length);
  QCOMPARE(tab.targetPaddingView()->cellCount(), 2 * t);
  QCOMPARE(tickLabels(tab.sourcePaddingView()->plot()->yAxis), (QStringList{"1", "2"}));
  const int lastSource = batch.source.length - 1;
  QCOMPARE(tab.sourcePaddingView()->heatmap().at(0, lastSource), 0.0);
  QCOMPARE(tab.sourcePaddingView()->heatmap().at(1, lastSource), 1.0);
  // The maps' own read-out lines are hidden: the one line above them reads out any of them, and
  // shows the chosen sentence's tokens while nothing is hovered.
  for (HeatmapPlot* view : {tab.sourcePaddingView(), tab.targetPaddingView(), tab.noPeekView(), tab.combinedView()}) {
    QVERIFY(view->findChild<QLabel*>(QStringLiteral("heatmapReadout"))->isHidden());
  }
  const QString sentenceLine = tab.hoverText();
  QVERIFY2(sentenceLine.startsWith(QLatin1String("Sentence 1")), qPrintable(sentenceLine));
  const QString& firstTarget = QString::fromStdString(snap.target_tokens[0][0]);
  const QString& secondTarget = QString::fromStdString(snap.target_tokens[0][1]);
  emit tab.noPeekView()->cellHovered(1, 0, 1.0);
  QCOMPARE(
      tab.hoverText(),
      QStringLiteral("Query position 1 “%1” → key position 0 “%2”: may attend (1)").arg(secondTarget, firstTarget));
  emit tab.noPeekView()->cellHovered(0, 1, 0.0);
  QVERIFY2(tab.hoverText().endsWith(QLatin1String("blocked (0): it comes later, not yet seen")),
           qPrintable(tab.hoverText()));
  emit tab.combinedView()->cellHovered(t - 1, t - 1, 0.0);  // the short sentence's padding, on the diagonal
  QVERIFY2(tab.hoverText().endsWith(QLatin1String("blocked (0): padding")), qPrintable(tab.hoverText()));
  emit tab.combinedView()->cellHovered(0, t - 1, 0.0);
  QVERIFY2(tab.hoverText().endsWith(QLatin1String("blocked (0): padding, and it comes later")),
           qPrintable(tab.hoverText()));
  emit tab.combinedView()->hoverEnded();
  QCOMPARE(tab.hoverText(), sentenceLine);
  {
    // A token that reads like a placeholder is shown as it is.
    auto odd = snap;
    odd.target_tokens[0][1] = "%3";
    MasksView other;
    other.setSnapshot(odd);
    QCOMPARE(other.describeMaskCell(false, 1, 0),
             QStringLiteral("Query position 1 “%3” → key position 0 “%1”: may attend (1)").arg(firstTarget));
  }

  emit tab.sourcePaddingView()->cellHovered(0, lastSource, 0.0);  // what hovering the cell does
  QVERIFY2(tab.hoverText().contains(QStringLiteral("<pad>")), qPrintable(tab.hoverText()));
  const QString padded = tab.describePaddingCell(true, 0, lastSource);
  QVERIFY2(padded.contains(QStringLiteral("<pad>")) && padded.contains(QStringLiteral("padding")), qPrintable(padded));
  const QString real = tab.describePaddingCell(true, 1, 0);
  QVERIFY2(
      real.contains(QString::fromStdString(snap.source_tokens[1][0])) && real.contains(QStringLiteral("real token")),
      qPrintable(real));
  QVERIFY(tab.describePaddingCell(false, 0, t - 1).contains(QStringLiteral("<pad>")));

  // A batch without padding (here one sentence) says so in its padding maps' titles, and hovering
  // a cell says why; the sentence's line stays.
  QVERIFY(QString::fromStdString(tab.sourcePaddingView()->heatmap().title)
              .startsWith(QLatin1String("Source padding mask (")));
  auto* message = tab.findChild<QLabel*>(QStringLiteral("masksMessage"));
  QVERIFY(message && message->isHidden());
  tab.setSnapshot(twb::inspect::mask_snapshot(*model_, twb::make_batch(pairs, {1}), 0));
  QCOMPARE(QString::fromStdString(tab.sourcePaddingView()->heatmap().title),
           QStringLiteral("Source padding mask: no padding"));
  QCOMPARE(QString::fromStdString(tab.targetPaddingView()->heatmap().title),
           QStringLiteral("Target padding mask: no padding"));
  QVERIFY(tab.describePaddingCell(true, 0, 0)
              .contains(QLatin1String("no padding in this batch: sentences of about the same length")));
  QVERIFY2(tab.hoverText().startsWith(QStringLiteral("Sentence 1 — source:")), qPrintable(tab.hoverText()));
  QVERIFY(message->isHidden());
  tab.setSnapshot(snap);
  QVERIFY(!tab.describePaddingCell(true, 0, 0).contains(QLatin1String("no padding")));
}

void ViewsTest::maskSentenceSpinAsksForThatSentence() {
  const auto pairs = twoPairs(*model_);
  const twb::Seq2SeqBatch batch = twb::make_batch(pairs, {0, 1});
  MasksView tab;
  QSignalSpy chosen(&tab, &MasksView::sentenceChosen);
  tab.setSnapshot(twb::inspect::mask_snapshot(*model_, batch, 0));
  QCOMPARE(chosen.count(), 0);
  QCOMPARE(tab.sentenceSpin()->maximum(), 2);
  tab.sentenceSpin()->setValue(2);
  QCOMPARE(chosen.count(), 1);
  QCOMPARE(chosen.at(0).at(0).toInt(), 1);
  // The owner answers with the snapshot of sentence 2, whose combined mask is pure no-peek.
  tab.setSnapshot(twb::inspect::mask_snapshot(*model_, batch, 1));
  QCOMPARE(tab.sentence(), 1);
  QCOMPARE(chosen.count(), 1);
  QVERIFY(viewHolds(tab.combinedView(), tab.noPeekView()->heatmap()));
}

void ViewsTest::exportWritesPngPdfSvgCsv() {
  AttentionView tab;
  tab.resize(900, 700);
  tab.show();
  QVERIFY(QTest::qWaitForWindowExposed(&tab));
  tab.setSnapshot(snapshot_);
  tab.setKind(AttentionKind::cross);
  const Heatmap& shown = tab.shownHeatmap();
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  HeatmapPlot* view = tab.heatmapView();

  QVERIFY(view->exportTo(dir.filePath("a.png")));
  QCOMPARE(head(dir.filePath("a.png"), 8), QByteArray("\x89PNG\r\n\x1a\n", 8));
  QVERIFY(view->exportTo(dir.filePath("a.pdf")));
  QCOMPARE(head(dir.filePath("a.pdf"), 4), QByteArray("%PDF"));
  QVERIFY(view->exportTo(dir.filePath("a.svg")));
  QVERIFY(head(dir.filePath("a.svg"), 4096).contains("<svg"));
  QVERIFY(view->exportTo(dir.filePath("a.csv")));

  QFile csv(dir.filePath("a.csv"));
  QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
  const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
  QCOMPARE(lines.size(), shown.rows + 1);  // a header, then a row per target token
  QCOMPARE(lines[0].split(',').mid(1), qStrings(snapshot_.source_tokens));
  for (int r = 0; r < shown.rows; ++r) {
    const QStringList fields = lines[r + 1].split(',');
    QCOMPARE(fields.size(), shown.cols + 1);
    QCOMPARE(fields[0], QString::fromStdString(snapshot_.target_tokens[size_t(r)]));
    for (int c = 0; c < shown.cols; ++c) {
      bool ok = false;
      QVERIFY(std::abs(fields[c + 1].toDouble(&ok) - shown.at(r, c)) < 1e-12);
      QVERIFY(ok);
    }
  }
}

void ViewsTest::translateEmitsRequestAndShowsResult() {
  TranslateView tab;
  QSignalSpy requests(&tab, &TranslateView::translationRequested);
  tab.setInput(QString::fromLatin1(kSentence));
  QTest::mouseClick(tab.translateButton(), Qt::LeftButton);
  QCOMPARE(requests.count(), 1);
  QCOMPARE(requests.at(0).at(0).toString(), QString::fromLatin1(kSentence));
  QCOMPARE(requests.at(0).at(1).toInt(), 1);  // greedy

  tab.setBeamWidth(3);
  QTest::keyClick(tab.inputEdit(), Qt::Key_Return);
  QCOMPARE(requests.count(), 2);
  QCOMPARE(requests.at(1).at(1).toInt(), 3);

  tab.setInput(QString());
  QTest::mouseClick(tab.translateButton(), Qt::LeftButton);
  QCOMPARE(requests.count(), 2);  // nothing typed: no request

  tab.setBusy(true);
  QVERIFY(!tab.translateButton()->isEnabled());
  tab.setBusy(false);

  const QStringList beams{QStringLiteral("dreihundert  (-0.41)"), QStringLiteral("drei  (-1.20)")};
  tab.setResult(QString::fromStdString(snapshot_.translation), beams, snapshot_);
  QCOMPARE(tab.translation(), QString::fromStdString(snapshot_.translation));
  QCOMPARE(tab.beamHypotheses(), beams);
  const int last = snapshot_.decoder_layers - 1;
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::cross, last, 0)));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->xAxis), qStrings(snapshot_.source_tokens));
  QCOMPARE(tickLabels(tab.heatmapView()->plot()->yAxis), qStrings(snapshot_.target_tokens));
  tab.setHead(2);
  QVERIFY(viewHolds(tab.heatmapView(), snapshot_.map(AttentionKind::cross, last, 2)));

  // An empty translation (the first word was <eos>) says so where the translation goes.
  auto* output = tab.findChild<QLineEdit*>(QStringLiteral("translateOutput"));
  QVERIFY(output);
  QVERIFY(!output->placeholderText().contains(QLatin1String("<eos>")));
  tab.setResult(QString(), {}, snapshot_);
  QCOMPARE(tab.translation(), QString());
  QVERIFY2(output->placeholderText().contains(QLatin1String("<eos>")), qPrintable(output->placeholderText()));
  tab.setResult(QString::fromStdString(snapshot_.translation), {}, snapshot_);
  QVERIFY(!output->placeholderText().contains(QLatin1String("<eos>")));

  // Words the source vocabulary lacks are named, and said to be read as <unk>; a sentence of known
  // words says nothing.
  auto* message = tab.findChild<twb::ui::MessageLabel*>(QStringLiteral("translateMessage"));
  QVERIFY(message);
  QCOMPARE(message->message(), QString());
  const auto unknown = twb::inspect::attention_snapshot(*model_, "three banana twenty kiwi");
  QCOMPARE(unknown.unknown_tokens, (std::vector<std::string>{"banana", "kiwi"}));
  QCOMPARE(unknown.source_tokens, (std::vector<std::string>{"three", "<unk>", "twenty", "<unk>"}));
  tab.setResult(QString::fromStdString(unknown.translation), {}, unknown);
  QVERIFY2(message->message().contains(QStringLiteral("“banana”, “kiwi”")) &&
               message->message().contains(QLatin1String("<unk>")),
           qPrintable(message->message()));
  QVERIFY(message->isVisibleTo(&tab));
  QVERIFY(message->text().contains(QLatin1String("<unk>")));  // drawn as text, not taken for a tag
  tab.setResult(QString::fromStdString(snapshot_.translation), {}, snapshot_);
  QCOMPARE(message->message(), QString());

  // A sentence longer than the model reads says how much of it was translated.
  const int kept = model_->config().max_len - 1;
  std::string longSentence;
  for (int i = 0; i < kept + 7; ++i) longSentence += i % 2 ? "one " : "two ";
  const auto cut = twb::inspect::attention_snapshot(*model_, longSentence);
  QCOMPARE(cut.typed_tokens, size_t(kept + 7));
  QCOMPARE(cut.source_tokens.size(), size_t(kept));
  tab.setResult(QString::fromStdString(cut.translation), {}, cut);
  QVERIFY2(message->message().contains(
               QStringLiteral("%1 tokens, more than the %2 the model reads").arg(kept + 7).arg(kept)),
           qPrintable(message->message()));
  QVERIFY(twb::inspect::attention_snapshot(*model_, kSentence).typed_tokens == 0);  // not cut: 0
}

void ViewsTest::translateShowsTopK() {
  TranslateView tab;
  QVERIFY(!tab.topKTable()->isVisibleTo(&tab));
  tab.setTopK({QStringLiteral("drei"), QStringLiteral("<eos>")},
              {{{QStringLiteral("drei"), 0.7}, {QStringLiteral("vier"), 0.2}, {QStringLiteral("und"), 0.00123}},
               {{QStringLiteral("<eos>"), 0.9}, {QStringLiteral("und"), 0.05}, {QStringLiteral("fünf"), 0.0000471}}});
  QVERIFY(tab.topKTable()->isVisibleTo(&tab));
  QCOMPARE(tab.topKTable()->rowCount(), 2);
  QCOMPARE(tab.topKTable()->columnCount(), 4);
  QCOMPARE(tab.topKTable()->item(0, 0)->text(), QStringLiteral("drei"));
  QVERIFY(tab.topKTable()->item(1, 1)->text().contains(QStringLiteral("0.900")));
  // Small probabilities keep two significant digits rather than reading "0.000".
  QCOMPARE(tab.topKTable()->item(0, 3)->text(), QStringLiteral("und  0.0012"));
  QCOMPARE(tab.topKTable()->item(1, 3)->text(), QStringLiteral("fünf  4.7e-05"));

  // From a real greedy decoding with top-k recorded: a row per step, k candidates each, and the
  // produced token is the most likely one (greedy).
  twb::DecodeSettings settings;
  settings.top_k = 3;
  const std::vector<int32_t> ids = model_->encode_source(kSentence);
  const auto hyps = twb::greedy_decode(model_->transformer(), twb::TokenBatch{1, int(ids.size()), ids}, settings);
  const auto steps = twb::ui::top_k_steps(*model_, hyps.front());
  QVERIFY(!steps.produced.isEmpty());
  QCOMPARE(steps.candidates.size(), steps.produced.size());
  QVERIFY(steps.produced.size() >= int(hyps.front().tokens.size()));
  for (int t = 0; t < steps.candidates.size(); ++t) {
    QCOMPARE(steps.candidates[t].size(), 3);
    QVERIFY(steps.candidates[t][0].second >= steps.candidates[t][1].second);
  }
  for (int t = 0; t < int(hyps.front().tokens.size()); ++t) QCOMPARE(steps.candidates[t][0].first, steps.produced[t]);
  tab.setTopK(steps);
  QCOMPARE(tab.topKTable()->rowCount(), int(steps.produced.size()));
  QCOMPARE(tab.topKTable()->columnCount(), 4);
}

void ViewsTest::positionalSimilarityHeatmap() {
  twb::ui::PositionalEncodingView tab;
  tab.setShape(20, 16);
  HeatmapPlot* similarity = tab.similarityView();
  QVERIFY(similarity);
  QCOMPARE(similarity->cellCount(), 20 * 20);
  // PE(p) · PE(p) = Σ_i sin² + cos² = d_model / 2, computed here from the formula, not from core.
  for (int p = 0; p < 20; ++p) QVERIFY(std::abs(similarity->heatmap().at(p, p) - 8.0) < 1e-4);
  // PE(p) · PE(q) depends only on |p − q|.
  QVERIFY(std::abs(similarity->heatmap().at(3, 7) - similarity->heatmap().at(10, 14)) < 1e-4);
  QVERIFY(std::abs(similarity->heatmap().at(7, 3) - similarity->heatmap().at(3, 7)) < 1e-4);
  QCOMPARE(tab.heatmapView()->cellCount(), 20 * 16);  // the PE matrix is still there
}

void ViewsTest::attentionMapPanelPicksLayerAndHead() {
  AttentionMapPanel panel(QStringLiteral("test"), QStringLiteral("Encoder self-attention,"));
  auto* layer = panel.findChild<QSpinBox*>(QStringLiteral("testLayer"));
  auto* head = panel.findChild<QSpinBox*>(QStringLiteral("testHead"));
  QCOMPARE(layer, panel.layerSpin());
  QCOMPARE(head, panel.headSpin());
  QCOMPARE(panel.findChild<HeatmapPlot*>(QStringLiteral("testHeatmap")), panel.heatmapView());
  QCOMPARE(panel.heatmapView()->colorMap()->dataRange().lower, 0.0);
  QCOMPARE(panel.heatmapView()->colorMap()->dataRange().upper, 1.0);
  QCOMPARE(panel.heatmapView()->colorScale()->axis()->label(), QStringLiteral("attention weight"));

  panel.setLayer(1);
  panel.setHead(2);  // nothing to choose from yet: the ranges are 1..1
  QCOMPARE(panel.layer(), 0);
  QCOMPARE(panel.head(), 0);
  panel.setMaps(snapshot_.encoder_self, snapshot_.encoder_layers, snapshot_.heads);
  QCOMPARE(layer->maximum(), snapshot_.encoder_layers);
  QCOMPARE(head->maximum(), snapshot_.heads);
  QVERIFY(viewHolds(panel.heatmapView(), snapshot_.map(AttentionKind::encoder_self, 0, 0)));
  panel.setLayer(1);
  panel.setHead(2);
  QVERIFY(viewHolds(panel.heatmapView(), snapshot_.map(AttentionKind::encoder_self, 1, 2)));

  // Fewer layers and heads: the choice is clamped and the clamped map drawn.
  const int heads = 2;
  std::vector<Heatmap> firstLayer(snapshot_.encoder_self.begin(), snapshot_.encoder_self.begin() + heads);
  panel.setMaps(firstLayer, 1, heads);
  QCOMPARE(panel.layer(), 0);
  QCOMPARE(panel.head(), 1);
  QVERIFY(viewHolds(panel.heatmapView(), snapshot_.map(AttentionKind::encoder_self, 0, 1)));

  // Forgotten maps: the view keeps what it shows, another head draws nothing.
  panel.clearMaps();
  panel.setHead(0);
  QVERIFY(viewHolds(panel.heatmapView(), snapshot_.map(AttentionKind::encoder_self, 0, 1)));

  // Head only: no layer to choose; the tabs keep their children's names.
  AttentionMapPanel headOnly(QStringLiteral("other"), QString(), AttentionMapPanel::Selector::headOnly);
  QVERIFY(!headOnly.layerSpin()->isVisibleTo(&headOnly));
  QVERIFY(headOnly.headSpin()->isVisibleTo(&headOnly));
  QVERIFY(!headOnly.findChild<QSpinBox*>(QStringLiteral("otherLayer")));
  TranslateView translate;
  QVERIFY(translate.findChild<QSpinBox*>(QStringLiteral("translateHead")));
  QCOMPARE(translate.findChild<HeatmapPlot*>(QStringLiteral("translateHeatmap")), translate.heatmapView());
}

// The Curves view hears of every step; hidden, it draws none of them, and shown, it draws them all.
void ViewsTest::hiddenCurvesDrawNothingUntilShown() {
  twb::ui::CurvesView view;
  view.resize(800, 500);
  QCustomPlot* plot = view.findChild<QCustomPlot*>(QStringLiteral("curvesPlot"));
  QVERIFY(plot);
  QTest::qWait(150);  // what setting the view up drew
  QSignalSpy drawn(plot, &QCustomPlot::afterReplot);
  for (int step = 1; step <= 50; ++step) {
    twb::StepReport report;
    report.step = step;
    report.loss = 5.0 / step;
    report.learning_rate = 1e-3;
    view.addStep(report);
    if (step % 10 == 0) QTest::qWait(120);  // past the view's 100 ms between draws
  }
  QCOMPARE(drawn.count(), 0);
  QCOMPARE(view.trainLossPointCount(), 50);
  view.setAttribute(Qt::WA_DontShowOnScreen);
  view.show();
  QTRY_VERIFY(drawn.count() >= 1);
  const int shown = drawn.count();
  twb::StepReport report;
  report.step = 51;
  report.loss = 0.1;
  view.addStep(report);
  QTRY_VERIFY(drawn.count() > shown);  // shown, each new step is drawn
}

TWB_QTEST_MAIN(ViewsTest)
#include "test_views.moc"
