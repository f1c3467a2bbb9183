// QTest, on the offscreen platform: the window fits and reads on a 1366×768 laptop screen. With a
// real (one-step) model of each task in the window, every tab is shown in turn at 1366×768 and
// grabbed, and what a person reads there is checked: each plot's title lies inside its plot and its
// text is as wide as its element at most (and, at the smallest size the window allows, still reads
// whole, if need be on two lines); no plot is drawn smaller than its minimum, no wrapped note or
// read-out shorter than its text, no read-out over its plot; the window asks for no more than the
// screen; the epoch bar's text fits the bar; the Translate tab's top-5 table shows its columns
// whole. Each check runs with Qt's default font, a 10-point one (KDE's default size) and an
// 11-point one (GNOME's); the font here is DejaVu Sans, one of the widest. Every tab is also read at
// 12 points, where the tabs scroll at 1366×768, and on the smaller and larger screens of
// laptop_screen.json. Set TWB_FIT_SCREENSHOTS=DIR to keep a PNG of every check in DIR (else the
// window is rendered but not written).

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

#include <qcustomplot.h>

#include "views/classify_view.h"
#include "views/curves_view.h"
#include "window/experiment_panel.h"
#include "widgets/flow_row.h"
#include "views/generate_view.h"
#include "plots/heatmap_plot.h"
#include "window/main_window.h"
#include "plots/scaling_plots.h"
#include "widgets/screen_fit_area.h"
#include "engine/training_controller.h"
#include "views/step_inside_view.h"
#include "views/translate_view.h"
#include "ui_test_support.h"
#include "engine_qtest_main.h"

using twb::ui::MainWindow;
using twb::ui::ScalingTheoryPlot;
using twb::ui::ScreenFitArea;
using twb::ui::TrainingController;
using twb::ui::TrainingState;

namespace {

constexpr QSize kScreen(1366, 768);
constexpr int kUsableHeight = 720;  // 768 less a taskbar or panel
// A font with which the tabs need more room than 1366×768 has: there they scroll (the window stays
// within the screen), and every plot must still read.
constexpr int kScrollingFontSize = 12;

// Why the titles of `plot` do not read whole at its current size (empty when they do): a title's
// element must lie inside the plot, and its text, as drawn (centred, wrapped at word boundaries
// within the element's inner rectangle), must lie inside that rectangle. With `oneLine`, each line
// of the text must also be as wide as the element at most: the title needs no wrapping.
QStringList titleProblems(QCustomPlot* plot, const QString& where, bool oneLine) {
  QStringList problems;
  plot->replot(QCustomPlot::rpImmediateRefresh);  // lays the elements out at the widget's size
  const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
  for (QCPLayoutElement* element : elements) {
    auto* title = qobject_cast<QCPTextElement*>(element);
    if (!title || title->text().isEmpty() || !title->visible()) continue;
    const QString name = QStringLiteral("%1 / %2 “%3”").arg(where, plot->objectName(), title->text());
    const QRect outer = title->outerRect(), inner = title->rect();
    if (!plot->rect().contains(outer)) {
      problems << QStringLiteral("%1: element at (%2, %3) %4×%5 leaves the plot (%6×%7)")
                      .arg(name)
                      .arg(outer.x())
                      .arg(outer.y())
                      .arg(outer.width())
                      .arg(outer.height())
                      .arg(plot->width())
                      .arg(plot->height());
    }
    const QFontMetrics metrics(title->font());
    const QRect drawn = metrics.boundingRect(inner, title->textFlags(), title->text());
    if (!inner.contains(drawn)) {
      problems << QStringLiteral("%1: text drawn %2×%3 in %4×%5")
                      .arg(name)
                      .arg(drawn.width())
                      .arg(drawn.height())
                      .arg(inner.width())
                      .arg(inner.height());
    }
    if (!oneLine) continue;
    for (const QString& line : title->text().split(QLatin1Char('\n'))) {
      const int width = metrics.horizontalAdvance(line);
      if (width > inner.width()) {
        problems << QStringLiteral("%1: text %2 px wide in %3 px").arg(name).arg(width).arg(inner.width());
      }
    }
  }
  return problems;
}

// The plots of `tab` that a person sees now.
QList<QCustomPlot*> visiblePlots(QWidget* tab) {
  QList<QCustomPlot*> plots;
  for (QCustomPlot* plot : tab->findChildren<QCustomPlot*>()) {
    if (plot->isVisible() && plot->width() > 0 && plot->height() > 0) plots << plot;
  }
  return plots;
}

// What else is drawn on `plot` and reads badly: side-axis tick labels closer than a line, bottom
// ones running into each other, texts placed on the plot overlapping, an axis label longer than its
// plot or panel, a legend cut off or running past the plot's edge.
QStringList drawnTextProblems(QCustomPlot* plot, const QString& where) {
  QStringList problems;
  // A plot is never drawn smaller than its minimum: a tab that asks for less room than it uses
  // (a wrapped note counted as one line) squeezes its plots under their read-outs.
  if (plot->height() < plot->minimumHeight() || plot->width() < plot->minimumWidth()) {
    problems << QStringLiteral("%1 / %2: drawn %3×%4, its minimum is %5×%6")
                    .arg(where, plot->objectName())
                    .arg(plot->width())
                    .arg(plot->height())
                    .arg(plot->minimumWidth())
                    .arg(plot->minimumHeight());
  }
  plot->replot(QCustomPlot::rpImmediateRefresh);
  QCPLegend* legend = plot->legend;
  // Texts placed on the plot (a bar chart's values) must not run into each other.
  QList<QRectF> texts;
  for (int i = 0; i < plot->itemCount(); ++i) {
    auto* text = qobject_cast<QCPItemText*>(plot->item(i));
    if (!text || !text->visible() || text->text().isEmpty()) continue;
    const QRectF rect(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
    for (const QRectF& other : texts) {
      if (rect.intersects(other)) {
        problems
            << QStringLiteral("%1 / %2: the text “%3” runs into another").arg(where, plot->objectName(), text->text());
        break;
      }
    }
    texts << rect;
  }
  // The tick labels along a side axis stand at least a line apart.
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
      if (!axis->visible() || !axis->tickLabels()) continue;
      const QVector<double> ticks = axis->tickVector();
      const double line = QFontMetricsF(axis->tickLabelFont()).height();
      for (int i = 1; i < ticks.size(); ++i) {
        const double apart = std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
        if (apart < line) {
          problems << QStringLiteral("%1 / %2: the side axis's tick labels stand %3 px apart, a line is %4")
                          .arg(where, plot->objectName())
                          .arg(apart, 0, 'f', 0)
                          .arg(line, 0, 'f', 0);
          break;
        }
      }
    }
  }
  // Upright tick labels along the bottom or top do not run into each other.
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
      if (!axis->visible() || !axis->tickLabels() || axis->tickLabelRotation() != 0) continue;
      const QVector<double> ticks = axis->tickVector();
      const QVector<QString> labels = axis->tickVectorLabels();
      const QFontMetricsF metrics(axis->tickLabelFont());
      for (int i = 1; i < ticks.size() && i < labels.size(); ++i) {
        const double apart = std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
        const double needed = (metrics.horizontalAdvance(labels[i]) + metrics.horizontalAdvance(labels[i - 1])) / 2 + 2;
        if (apart < needed) {
          problems << QStringLiteral("%1 / %2: the tick labels “%3” and “%4” run into each other")
                          .arg(where, plot->objectName(), labels[i - 1], labels[i]);
          break;
        }
      }
    }
  }
  // Axis labels are drawn centred on their axis: a label longer than the plot is cut at its edges.
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      if (!axis->visible() || axis->label().isEmpty()) continue;
      const double length = QFontMetricsF(axis->labelFont()).horizontalAdvance(axis->label());
      // Within the plot, and within its own panel where there are several.
      const QRect bounds = plot->axisRectCount() > 1 ? rect->outerRect() : plot->rect();
      const bool across = axis->orientation() == Qt::Horizontal;
      const double centre = across ? rect->center().x() : rect->center().y();
      const double low = across ? bounds.left() : bounds.top();
      const double high = across ? bounds.right() + 1 : bounds.bottom() + 1;
      if (centre - length / 2 < low || centre + length / 2 > high) {
        problems << QStringLiteral("%1 / %2: the axis label “%3” (%4 px) runs past its plot or panel (%5 px)")
                        .arg(where, plot->objectName(), axis->label())
                        .arg(length, 0, 'f', 0)
                        .arg(high - low);
      }
    }
  }
  if (legend && legend->visible() && legend->layout() &&
      legend->minimumOuterSizeHint().width() > legend->outerRect().width() + 1) {
    problems << QStringLiteral("%1 / %2: legend needs %3 px, has %4 (its last entries cut off)")
                    .arg(where, plot->objectName())
                    .arg(legend->minimumOuterSizeHint().width())
                    .arg(legend->outerRect().width());
  }
  if (legend && legend->visible() && legend->layout() && !plot->viewport().contains(legend->outerRect())) {
    problems << QStringLiteral("%1 / %2: legend at %3,%4 %5×%6 runs past the plot (%7×%8)")
                    .arg(where, plot->objectName())
                    .arg(legend->outerRect().x())
                    .arg(legend->outerRect().y())
                    .arg(legend->outerRect().width())
                    .arg(legend->outerRect().height())
                    .arg(plot->width())
                    .arg(plot->height());
  }
  return problems;
}

// The word-wrapped labels under `tab` (notes, plots' read-out lines) that are too short for their
// text: a label drawn in less than its height-for-width spills its lines over the plot beside it,
// or the tab asked for less height than it uses and squeezed its plots. A read-out also must not
// overlap its plot.
QStringList wrappedTextProblems(QWidget* tab, const QString& where) {
  QStringList problems;
  for (QLabel* label : tab->findChildren<QLabel*>()) {
    if (!label->isVisible() || !label->wordWrap()) continue;
    const int needed = label->heightForWidth(label->width());
    if (label->height() < needed) {
      problems << QStringLiteral("%1: wrapped label %2 “%3” is %4 px high, its text needs %5")
                      .arg(where, label->objectName(), label->text().left(60))
                      .arg(label->height())
                      .arg(needed);
    }
    // A tab's note takes the height of its text: no blank lines around it where the window has room.
    if (label->objectName().endsWith(QLatin1String("Note")) &&
        label->height() > needed + label->fontMetrics().height() / 2) {
      problems << QStringLiteral("%1: note %2 is %3 px high, its text needs %4")
                      .arg(where, label->objectName())
                      .arg(label->height())
                      .arg(needed);
    }
    if (!label->objectName().endsWith(QLatin1String("Readout"))) continue;
    for (QCustomPlot* plot : label->parentWidget()->findChildren<QCustomPlot*>(Qt::FindDirectChildrenOnly)) {
      if (plot->geometry().intersects(label->geometry())) {
        problems << QStringLiteral("%1: read-out “%2” at y %3 overlaps its plot (y %4 to %5)")
                        .arg(where, label->text())
                        .arg(label->y())
                        .arg(plot->y())
                        .arg(plot->geometry().bottom());
      }
    }
  }
  return problems;
}

}  // namespace

class WindowFitTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();

  void minimumSizeFitsTheScreen_data();
  void minimumSizeFitsTheScreen();
  void minimumSizeFollowsTheShownTab_data();
  void minimumSizeFollowsTheShownTab();
  void largeFontScrollsWithinTheScreen_data();
  void largeFontScrollsWithinTheScreen();
  void minimumFollowsTheScreenTheWindowIsOn();
  void smallScreenScrollsBothWays();
  void everyTabReadsWholeAt1366x768_data();
  void everyTabReadsWholeAt1366x768();
  void epochBarTextFitsTheBar_data();
  void epochBarTextFitsTheBar();
  void languagesRowOnlyWhereLanguagesAreAsked();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  // The font sizes every check runs with: Qt's default, 10 and 11 points.
  QList<int> fontSizes() const;
  // A "pointSize" column of test data, a row per font size.
  void addFontSizes() const;
  // The window, built with the application font at `pointSize`.
  void openWindow(int pointSize);
  // The same, shown at the size it chooses.
  void openAndShow(int pointSize);
  // Shows the window at 1366×768; the tabs may scroll there only where `scrolls` (a font larger
  // than the screen has room for).
  void showAtLaptopSize(bool scrolls = false);
  // Resizes the window to its minimum until that holds: a note wrapped at the narrower width needs
  // more lines, and the minimum grows once the note has been laid out there.
  void shrinkToMinimum();
  // Shows every tab of every task in turn; the window and its minimum must stay within `room`.
  // `perTab` runs with each tab shown.
  void everyTabStaysWithin(const QSize& room, const std::function<void()>& perTab = {});
  // The screen of laptop_screen.json called `name`, or null.
  static QScreen* screenNamed(const char* name);
  // A very small model of `task` on `dataset`, one step into its training, with its task tab filled
  // by a real answer (a translation, a generation or a classification).
  void stepSmallModelAndAsk(const QString& task, const QString& dataset);
  // Renders the window as a person would see it; writes it as shots_/name only where
  // TWB_FIT_SCREENSHOTS asks to keep the shots (encoding ~200 PNGs is a third of the test's time).
  bool shoot(const QString& name) const;

  std::unique_ptr<MainWindow> window_;
  QFont defaultFont_;
  bool keepShots_ = false;
  QDir shots_;  // where TWB_FIT_SCREENSHOTS says
};

void WindowFitTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  defaultFont_ = QApplication::font();
  const QString kept = qEnvironmentVariable("TWB_FIT_SCREENSHOTS");
  if (!kept.isEmpty()) {
    QVERIFY(QDir().mkpath(kept));
    shots_.setPath(kept);
    keepShots_ = true;
  }
}

bool WindowFitTest::shoot(const QString& name) const {
  const QPixmap shot = window_->grab();
  if (shot.isNull()) return false;
  return !keepShots_ || shot.save(shots_.filePath(name));
}

void WindowFitTest::init() { QSettings().clear(); }

void WindowFitTest::cleanup() {
  window_.reset();
  QApplication::setFont(defaultFont_);
  QSettings().clear();
}

QList<int> WindowFitTest::fontSizes() const {
  QList<int> sizes{defaultFont_.pointSize()};
  if (!sizes.contains(10)) sizes << 10;
  if (!sizes.contains(11)) sizes << 11;
  return sizes;
}

void WindowFitTest::addFontSizes() const {
  for (int size : fontSizes()) QTest::newRow(qPrintable(QStringLiteral("%1pt").arg(size))) << size;
}

void WindowFitTest::openWindow(int pointSize) {
  QFont font = defaultFont_;
  font.setPointSize(pointSize);
  QApplication::setFont(font);
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
}

void WindowFitTest::openAndShow(int pointSize) {
  openWindow(pointSize);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void WindowFitTest::showAtLaptopSize(bool scrolls) {
  window_->resize(kScreen);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  // The window takes the size asked: nothing it holds insists on more.
  QTRY_COMPARE(window_->size(), kScreen);
  if (!scrolls) QVERIFY2(!find<ScreenFitArea>("centralArea")->scrolls(), "the tabs scroll at 1366×768");
}

void WindowFitTest::everyTabStaysWithin(const QSize& room, const std::function<void()>& perTab) {
  auto* tabs = find<QTabWidget>("mainTabs");
  for (const char* task : {"lm", "classify", "translate"}) {
    window_->experimentPanel()->setTask(QLatin1String(task));
    for (int i = 0; i < tabs->count(); ++i) {
      tabs->setCurrentIndex(i);
      QTest::qWait(50);  // the window takes the shown tab's minimum
      const QString where = QStringLiteral("%1 / %2").arg(QLatin1String(task), tabs->tabText(i));
      const auto minimum = [this] { return window_->minimumSize().expandedTo(window_->minimumSizeHint()); };
      QTRY_VERIFY2(minimum().width() <= room.width() && minimum().height() <= room.height(),
                   qPrintable(QStringLiteral("%1: minimum %2×%3 on a screen with room for %4×%5")
                                  .arg(where)
                                  .arg(minimum().width())
                                  .arg(minimum().height())
                                  .arg(room.width())
                                  .arg(room.height())));
      QTRY_VERIFY2(
          window_->width() <= room.width() && window_->height() <= room.height(),
          qPrintable(
              QStringLiteral("%1: the window is %2×%3").arg(where).arg(window_->width()).arg(window_->height())));
      if (perTab) perTab();
    }
  }
}

QScreen* WindowFitTest::screenNamed(const char* name) {
  for (QScreen* screen : QGuiApplication::screens()) {
    if (screen->name() == QLatin1String(name)) return screen;
  }
  return nullptr;
}

void WindowFitTest::shrinkToMinimum() {
  for (int attempt = 0; attempt < 5; ++attempt) {
    window_->resize(window_->minimumSizeHint());
    QTRY_COMPARE(window_->size(), window_->minimumSizeHint());
    QTest::qWait(50);  // the notes laid out at the new width ask again
    if (window_->size() == window_->minimumSizeHint()) return;
  }
  QFAIL("the window's minimum size does not settle");
}

void WindowFitTest::minimumSizeFitsTheScreen_data() {
  QTest::addColumn<int>("pointSize");
  addFontSizes();
}

// The dock scrolls instead of making the window taller than the screen, and nothing makes it wider,
// whatever the task shows.
void WindowFitTest::minimumSizeFitsTheScreen() {
  QFETCH(int, pointSize);
  openAndShow(pointSize);
  if (QTest::currentTestFailed()) return;
  for (const char* task : {"translate", "lm", "classify"}) {
    window_->experimentPanel()->setTask(QLatin1String(task));
    const QSize minimum = window_->minimumSize().expandedTo(window_->minimumSizeHint());
    QVERIFY2(minimum.width() <= kScreen.width() && minimum.height() <= kUsableHeight,
             qPrintable(QStringLiteral("%1: minimum size %2×%3")
                            .arg(QLatin1String(task))
                            .arg(minimum.width())
                            .arg(minimum.height())));
    // ... as all the tabs need: not a minimum the screen has bounded (where they would scroll).
    QVERIFY2(find<ScreenFitArea>("centralArea")->largestMinimum() == QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX), task);
  }
}

void WindowFitTest::minimumSizeFollowsTheShownTab_data() {
  QTest::addColumn<int>("pointSize");
  addFontSizes();
}

// The window asks for the room of the tab it shows. The Masks tab's notes, wrapped at the window's
// narrowest, need the most height; once the learner leaves that tab the window may be shrunk back.
void WindowFitTest::minimumSizeFollowsTheShownTab() {
  QFETCH(int, pointSize);
  openAndShow(pointSize);
  if (QTest::currentTestFailed()) return;
  auto* tabs = find<QTabWidget>("mainTabs");
  const int curves = tabs->indexOf(window_->findChild<QWidget*>(QStringLiteral("curvesTab")));
  const int masks = tabs->indexOf(window_->findChild<QWidget*>(QStringLiteral("masksTab")));
  QVERIFY(curves >= 0 && masks >= 0);
  tabs->setCurrentIndex(curves);
  shrinkToMinimum();
  const QSize curvesSmallest = window_->size();

  tabs->setCurrentIndex(masks);
  // The Masks tab's notes, wrapped at this width, need more height: the window grows to it.
  QTRY_VERIFY2(window_->minimumSize().height() > curvesSmallest.height(),
               "the Masks tab asks no more height than the Curves tab: the case this test is about is gone");
  QTRY_VERIFY(window_->height() >= window_->minimumSize().height());
  // Before any batch, too (the smallest-size pass of everyTabReadsWhole sees the tab with one).
  QVERIFY(shoot(QStringLiteral("%1pt-smallest-masks-before-training.png").arg(pointSize)));
  QVERIFY2(window_->height() <= kUsableHeight,
           qPrintable(QStringLiteral("the window grew to %1 px").arg(window_->height())));

  tabs->setCurrentIndex(curves);
  QTRY_COMPARE(window_->minimumSize(), curvesSmallest);
  window_->resize(curvesSmallest);
  QTRY_COMPARE(window_->size(), curvesSmallest);
}

void WindowFitTest::largeFontScrollsWithinTheScreen_data() {
  QTest::addColumn<int>("pointSize");
  QTest::addColumn<bool>("sideways");
  QTest::newRow("12pt") << 12 << false;
  QTest::newRow("14pt") << 14 << true;
}

// With a font large enough that the tabs need more room than a 1366×768 screen has, the window's
// minimum stays within the screen on every tab of every task, and the tabs scroll at that size
// instead; there, at the window's smallest, every plot still reads (before any training). At 12
// points the Compare tab's lessons wrap onto more lines instead of making every tab scroll
// sideways: only at 14 points do the tabs need more width than the screen has.
void WindowFitTest::largeFontScrollsWithinTheScreen() {
  QFETCH(int, pointSize);
  QFETCH(bool, sideways);
  openAndShow(pointSize);
  if (QTest::currentTestFailed()) return;
  auto* central = find<ScreenFitArea>("centralArea");
  auto* tabs = find<QTabWidget>("mainTabs");
  auto* lessons = find<twb::ui::FlowRow>("compareLessonsRow");
  const QSize room =
      window_->screen()->availableGeometry().size() - (window_->frameGeometry().size() - window_->size());
  everyTabStaysWithin(room);
  if (QTest::currentTestFailed()) return;
  tabs->setCurrentIndex(0);
  // The lessons on one line are wider than the screen leaves the tabs: the case this test is about.
  QVERIFY2(lessons->minimumSizeHint().width() < lessons->oneLineWidth(),
           "the Compare tab's lessons fit on one line at this font: the case this test is about is gone");
  if (sideways) {
    QTRY_VERIFY2(central->largestMinimum().width() < central->contentMinimum().width(),
                 "the tabs fit the screen's width at this font: the case this test is about is gone");
  }
  window_->resize(window_->minimumSize());
  QTRY_COMPARE(window_->size(), window_->minimumSize());
  if (sideways) QTRY_VERIFY(central->scrolls());
  QTRY_COMPARE(central->horizontalScrollBar()->isVisible(), sideways);
  QVERIFY(shoot(QStringLiteral("%1pt-smallest-scrolls.png").arg(pointSize)));
  QStringList problems;
  for (int i = 0; i < tabs->count(); ++i) {
    tabs->setCurrentIndex(i);
    QTest::qWait(150);  // the views redraw on a short timer
    const QString where = QStringLiteral("%1pt / smallest / %2").arg(pointSize).arg(tabs->tabText(i));
    if (!sideways && central->horizontalScrollBar()->isVisible())
      problems << where + QStringLiteral(": the tabs scroll sideways");
    if (tabs->currentWidget()->isAncestorOf(lessons)) {
      if (lessons->lineCount() < 2)
        problems << where + QStringLiteral(": the lessons on one line in %1 px").arg(lessons->width());
      // Wrapped, every lesson still reads whole: no button narrower than it asks to be, or outside
      // the row (a row as high as one line cuts off the second).
      for (const QPushButton* button : lessons->findChildren<QPushButton*>()) {
        if (button->width() < button->sizeHint().width() || !lessons->rect().contains(button->geometry())) {
          problems << where + QStringLiteral(": “%1” cut").arg(button->text());
        }
      }
    }
    for (QCustomPlot* plot : visiblePlots(tabs->currentWidget())) {
      problems << titleProblems(plot, where, false);
      problems << drawnTextProblems(plot, where);
    }
    problems << wrappedTextProblems(tabs->currentWidget(), where);
  }
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Dragged to a larger screen (laptop_screen.json has a 1920×1080 monitor right of the laptop), the
// window asks for all its tabs need again; dragged back, it is bounded by the laptop again and
// brought within it.
void WindowFitTest::minimumFollowsTheScreenTheWindowIsOn() {
  // The offscreen platform makes the first screen by name the primary one, where windows open:
  // "laptop" before "monitor".
  QScreen* laptop = QGuiApplication::primaryScreen();
  QCOMPARE(laptop->name(), QStringLiteral("laptop"));
  QCOMPARE(laptop->geometry(), QRect(0, 0, 1366, 768));
  QScreen* desk = screenNamed("monitor");
  QVERIFY(desk);
  openAndShow(14);
  if (QTest::currentTestFailed()) return;
  auto* central = find<ScreenFitArea>("centralArea");
  auto* lessons = find<twb::ui::FlowRow>("compareLessonsRow");
  const QSize unbounded(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
  QCOMPARE(window_->screen(), laptop);
  QTRY_VERIFY(central->largestMinimum() != unbounded);
  // The Compare tab's lessons, too wide on one line for the laptop, ask for less: they wrap.
  QTRY_VERIFY(lessons->minimumSizeHint().width() < lessons->oneLineWidth());

  window_->move(desk->geometry().topLeft() + QPoint(40, 40));
  QTRY_COMPARE(window_->screen(), desk);
  QTRY_COMPARE(central->largestMinimum(), unbounded);
  QTRY_COMPARE(lessons->minimumSizeHint().width(), lessons->oneLineWidth());  // room for one line again
  // All the tabs ask for is more than the laptop has room for: the bound was the laptop's.
  const QSize all = window_->minimumSizeHint();
  QVERIFY2(all.width() > laptop->availableGeometry().width() || all.height() > laptop->availableGeometry().height(),
           qPrintable(QStringLiteral("%1×%2").arg(all.width()).arg(all.height())));
  window_->resize(window_->sizeHint().boundedTo(desk->availableGeometry().size()));
  QTRY_VERIFY(!central->scrolls());

  window_->move(QPoint(10, 10));
  QTRY_COMPARE(window_->screen(), laptop);
  QTRY_VERIFY(central->largestMinimum() != unbounded);
  QTRY_VERIFY(lessons->minimumSizeHint().width() < lessons->oneLineWidth());  // wrapped again
  QTRY_VERIFY2(laptop->availableGeometry().size().expandedTo(window_->size()) == laptop->availableGeometry().size(),
               qPrintable(QStringLiteral("%1×%2").arg(window_->width()).arg(window_->height())));
}

// On a 1024×600 netbook screen (laptop_screen.json's third) the window's minimum at 10 points is
// bounded both ways: every tab of every task scrolls within the screen, and the window, menu bar
// and all, is never taller or wider than the screen.
void WindowFitTest::smallScreenScrollsBothWays() {
  QScreen* netbook = screenNamed("netbook");
  QVERIFY(netbook);
  openAndShow(10);
  if (QTest::currentTestFailed()) return;
  window_->move(netbook->geometry().topLeft());
  QTRY_COMPARE(window_->screen(), netbook);
  const QSize room = netbook->availableGeometry().size();
  auto* central = find<ScreenFitArea>("centralArea");
  bool scrolledDown = false;
  everyTabStaysWithin(room, [&] {
    scrolledDown = scrolledDown || central->largestMinimum().height() < central->contentMinimum().height();
  });
  if (QTest::currentTestFailed()) return;
  QVERIFY2(scrolledDown, "no tab needs more height than the netbook has: the case this test is about is gone");
  QTRY_VERIFY(central->scrolls());
  QVERIFY(shoot(QStringLiteral("netbook-10pt.png")));
}

void WindowFitTest::stepSmallModelAndAsk(const QString& task, const QString& dataset) {
  find<QComboBox>("taskCombo")->setCurrentText(task);
  QCOMPARE(window_->experimentPanel()->task(), task);
  find<QComboBox>("datasetCombo")->setCurrentText(dataset);
  find<QSpinBox>("dModelSpin")->setValue(32);
  find<QSpinBox>("headsSpin")->setValue(4);
  find<QSpinBox>("encoderLayersSpin")->setValue(1);
  find<QSpinBox>("decoderLayersSpin")->setValue(1);
  find<QSpinBox>("dFfSpin")->setValue(64);
  find<QSpinBox>("evalEverySpin")->setValue(100000);
  find<QSpinBox>("batchTokensSpin")->setValue(1024);
  // Step inside takes the step: its tab and the Health tab have something to show as well.
  twb::ui::testing::triggerNamed(*window_, "actionStepInside");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 120000);
  QTRY_VERIFY_WITH_TIMEOUT(window_->trainingState() == TrainingState::Paused, 60000);
  QTRY_VERIFY_WITH_TIMEOUT(twb::ui::testing::viewOf<twb::ui::StepInsideView>(*window_)->hasSnapshot(), 60000);

  int answered = 0;
  const auto count = [&answered](const QString& id) {
    answered += id == QLatin1String("translation") || id == QLatin1String("generation") ||
                id == QLatin1String("classification");
  };
  connect(window_->controller(), &TrainingController::delivered, window_.get(), count);
  if (task == QLatin1String("translate")) {
    twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->setInput(
        QStringLiteral("nine hundred eighty seven thousand six hundred fifty four"));
    twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->translateButton()->click();
  } else if (task == QLatin1String("lm")) {
    twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_)->setPrompt(QStringLiteral("12+34="));
    twb::ui::testing::viewOf<twb::ui::GenerateView>(*window_)->generateButton()->click();
  } else {
    twb::ui::testing::viewOf<twb::ui::ClassifyView>(*window_)->setText(QStringLiteral("the movie was not good at all"));
    twb::ui::testing::viewOf<twb::ui::ClassifyView>(*window_)->classifyButton()->click();
  }
  QTRY_COMPARE_WITH_TIMEOUT(answered, 1, 60000);
  QVERIFY2(window_->lastErrorMessage().isEmpty(), qPrintable(window_->lastErrorMessage()));
}

void WindowFitTest::everyTabReadsWholeAt1366x768_data() {
  QTest::addColumn<QString>("task");
  QTest::addColumn<QString>("dataset");
  QTest::addColumn<int>("pointSize");
  const QList<QPair<QString, QString>> experiments{{QStringLiteral("translate"), QStringLiteral("numbers-en-de")},
                                                   {QStringLiteral("lm"), QStringLiteral("arithmetic")},
                                                   {QStringLiteral("classify"), QStringLiteral("sentiment")}};
  // Translation at every size; the other tasks, whose tabs are mostly the same, at the largest size
  // that still fits without scrolling and at the one that scrolls (a text that fits larger fits
  // smaller).
  for (const auto& [task, dataset] : experiments) {
    const QList<int> sizes = task == QLatin1String("translate") ? fontSizes() + QList<int>{kScrollingFontSize}
                                                                : QList<int>{11, kScrollingFontSize};
    for (int size : sizes) {
      QTest::newRow(qPrintable(QStringLiteral("%1-%2pt").arg(task).arg(size))) << task << dataset << size;
    }
  }
}

// Each tab in turn, grabbed as a person would see it, with every plot title whole.
void WindowFitTest::everyTabReadsWholeAt1366x768() {
  QFETCH(QString, task);
  QFETCH(QString, dataset);
  QFETCH(int, pointSize);
  const bool scrolls = pointSize >= kScrollingFontSize;
  openWindow(pointSize);
  showAtLaptopSize(scrolls);
  stepSmallModelAndAsk(task, dataset);

  auto* tabs = find<QTabWidget>("mainTabs");
  QStringList problems;
  for (int i = 0; i < tabs->count(); ++i) {
    tabs->setCurrentIndex(i);
    QWidget* tab = tabs->currentWidget();
    QTRY_VERIFY(tab->isVisible());
    // The Why √d_k tab samples its theory on a thread when first shown: the check is of the plot a
    // person reads a moment later, not of its empty axes.
    if (const auto* theory = tab->findChild<ScalingTheoryPlot*>()) QTRY_VERIFY(theory->theory() != nullptr);
    QTest::qWait(150);  // the views redraw on a short timer
    const QString title = tabs->tabText(i);
    const QString shot = QStringLiteral("%1-%2pt-%3.png")
                             .arg(task)
                             .arg(pointSize)
                             .arg(title.toLower().replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY2(shoot(shot), qPrintable(shot));
    const QList<QCustomPlot*> plots = visiblePlots(tab);
    QVERIFY2(!plots.isEmpty(), qPrintable(title));
    for (QCustomPlot* plot : plots) {
      // (At the font where the screen bounds the window, a title may wrap onto a second line, as at
      // the smallest, rather than the tabs scrolling sideways.)
      problems << titleProblems(plot, task + QStringLiteral(" / ") + title, !scrolls);
      problems << drawnTextProblems(plot, task + QStringLiteral(" / ") + title);
    }
    problems << wrappedTextProblems(tab, task + QStringLiteral(" / ") + title);

    // The top-5 table: every column as wide as its header and its widest cell.
    if (tab == twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)) {
      QTableWidget* table = twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->topKTable();
      QVERIFY(table->isVisible());
      QVERIFY(table->rowCount() > 0);
      QCOMPARE(table->columnCount(), 6);  // produced, #1 … #5
      QHeaderView* header = table->horizontalHeader();
      // A cell's text has the style's focus-frame margin on either side, a header's its header margin.
      const int cellMargins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
      const int headerMargins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
      for (int c = 0; c < table->columnCount(); ++c) {
        int wanted = header->fontMetrics().horizontalAdvance(table->horizontalHeaderItem(c)->text()) + headerMargins;
        for (int r = 0; r < table->rowCount(); ++r) {
          if (const QTableWidgetItem* item = table->item(r, c)) {
            wanted = std::max(wanted, table->fontMetrics().horizontalAdvance(item->text()) + cellMargins);
          }
        }
        if (header->sectionSize(c) < wanted) {
          problems << QStringLiteral("top-5 column %1 is %2 px, its contents %3 px")
                          .arg(c)
                          .arg(header->sectionSize(c))
                          .arg(wanted);
        }
      }
      // …and all of them in view, without scrolling sideways.
      if (header->length() > table->viewport()->width()) {
        problems << QStringLiteral("top-5 columns need %1 px, the table shows %2 px")
                        .arg(header->length())
                        .arg(table->viewport()->width());
      }
      // Above the map, the pane shows its rows whole: a table that scrolls down ends at a row's edge.
      // (Beside the map it is as high as the tab, and scrolls as any list.)
      const auto* splitter = twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->findChild<QSplitter*>(
          QStringLiteral("translateSplitter"));
      QVERIFY(splitter);
      const int rowHeight = table->verticalHeader()->length() / table->rowCount();
      if (splitter->orientation() == Qt::Vertical && table->verticalHeader()->length() > table->viewport()->height() &&
          table->viewport()->height() % rowHeight != 0) {
        problems << QStringLiteral("the top-5 table shows %1 px of rows %2 px high: a row cut across")
                        .arg(table->viewport()->height())
                        .arg(rowHeight);
      }
      // The cross-attention beside or below it names every source word: a map squeezed by the
      // table would show positions instead.
      twb::ui::HeatmapPlot* map = twb::ui::testing::viewOf<twb::ui::TranslateView>(*window_)->heatmapView();
      map->plot()->replot(QCustomPlot::rpImmediateRefresh);
      const std::vector<std::string>& sourceWords = map->heatmap().column_labels;
      const QVector<QString> drawn = map->plot()->xAxis->tickVectorLabels();
      QStringList wanted;
      for (const std::string& word : sourceWords) wanted << QString::fromStdString(word);
      qInfo("translate: %d source, %d produced words", map->heatmap().cols, map->heatmap().rows);
      if (QStringList(drawn.begin(), drawn.end()) != wanted) {
        problems << QStringLiteral("the cross-attention's source axis reads %1, not %2")
                        .arg(QStringList(drawn.begin(), drawn.end()).join(QLatin1Char(' ')),
                             wanted.join(QLatin1Char(' ')));
      }
    }
  }
  // At the smallest the window allows, a title may wrap onto a second line, but still reads whole.
  shrinkToMinimum();
  for (int i = 0; i < tabs->count(); ++i) {
    tabs->setCurrentIndex(i);
    QTest::qWait(150);
    const QString where = task + QStringLiteral(" / smallest / ") + tabs->tabText(i);
    for (QCustomPlot* plot : visiblePlots(tabs->currentWidget())) {
      problems << titleProblems(plot, where, false);
      problems << drawnTextProblems(plot, where);
    }
    problems << wrappedTextProblems(tabs->currentWidget(), where);
    if (!scrolls && find<ScreenFitArea>("centralArea")->scrolls())
      problems << where + QStringLiteral(": the tabs scroll");
    // A tab whose wrapped notes need more height makes the window taller, never taller than a laptop's screen.
    // (Where the tabs scroll, the window is bounded by the screen, which has no panel here.)
    const int usable = scrolls ? window_->screen()->availableGeometry().height() : kUsableHeight;
    if (window_->height() > usable)
      problems << QStringLiteral("%1: the window grew to %2 px").arg(where).arg(window_->height());
    const QString shot = QStringLiteral("%1-%2pt-smallest-%3.png")
                             .arg(task)
                             .arg(pointSize)
                             .arg(tabs->tabText(i).toLower().replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY2(shoot(shot), qPrintable(shot));
  }
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
  qInfo("screenshots in %s", qPrintable(QDir::toNativeSeparators(shots_.path())));
}

void WindowFitTest::epochBarTextFitsTheBar_data() {
  QTest::addColumn<int>("pointSize");
  addFontSizes();
}

// The toolbar's epoch progress reads whole for the longest run the dock allows.
void WindowFitTest::epochBarTextFitsTheBar() {
  QFETCH(int, pointSize);
  openWindow(pointSize);
  showAtLaptopSize();
  auto* bar = find<QProgressBar>("epochProgress");
  twb::ui::TrainingProgress progress;
  progress.step = 123456;
  progress.epoch = 998;  // 0-based: "999 of 1000"
  progress.epochs = find<QSpinBox>("epochsSpin")->maximum();
  progress.epochProgress = 1.0;
  progress.tokensPerSecond = 123456;
  progress.elapsedSeconds = 3 * 3600;
  progress.etaSeconds = 99 * 3600;
  emit window_->controller()->progress(progress);
  QCOMPARE(bar->value(), 100);
  const QString text = bar->text();
  QVERIFY(!text.isEmpty());
  const int textWidth = bar->fontMetrics().horizontalAdvance(text);
  const int room = bar->contentsRect().width();
  QVERIFY2(textWidth <= room,
           qPrintable(QStringLiteral("“%1” is %2 px in a bar of %3 px").arg(text).arg(textWidth).arg(room)));
  // The epoch numbers are said somewhere in the toolbar, whole.
  QString said = text;
  for (const QLabel* label : window_->findChildren<QLabel*>()) {
    if (label->isVisible() && label->parentWidget() == bar->parentWidget()) said += QLatin1Char(' ') + label->text();
  }
  QVERIFY2(said.contains(QLatin1String("999")) && said.contains(QLatin1String("1000")), qPrintable(said));
  QVERIFY(shoot(QStringLiteral("epoch-bar-%1pt.png").arg(pointSize)));
}

// The source/target language row is for Multi30k-layout folders only (their files are named by
// language); bundled datasets and .tsv files name their own languages.
void WindowFitTest::languagesRowOnlyWhereLanguagesAreAsked() {
  openWindow(defaultFont_.pointSize());
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  auto* source = find<QLineEdit>("sourceLanguageEdit");
  auto* datasets = find<QComboBox>("datasetCombo");
  for (const char* bundled : {"numbers-en-de", "dates-iso", "reverse"}) {
    datasets->setCurrentText(QLatin1String(bundled));
    QVERIFY2(!source->isVisible(), bundled);
  }
  for (const char* task : {"lm", "classify"}) {
    find<QComboBox>("taskCombo")->setCurrentText(QLatin1String(task));
    QVERIFY2(!source->isVisible(), task);
  }
  find<QComboBox>("taskCombo")->setCurrentText(QStringLiteral("translate"));

  QTemporaryDir folder;
  QVERIFY(folder.isValid());
  QVERIFY(window_->experimentPanel()->openDataset(folder.path()));
  QVERIFY(source->isVisible());  // a folder: its files are named by language
  // No label of the Task form is left standing without its field.
  for (const QLabel* label : window_->experimentPanel()->findChildren<QLabel*>()) {
    if (label->text() == QLatin1String("Languages:")) QVERIFY(label->isVisible());
  }
  datasets->setCurrentText(QStringLiteral("numbers-en-de"));
  QVERIFY(!source->isVisible());
  for (const QLabel* label : window_->experimentPanel()->findChildren<QLabel*>()) {
    QVERIFY2(label->text() != QLatin1String("Languages:") || !label->isVisible(), "an empty Languages: row");
  }
}

TWB_QTEST_MAIN(WindowFitTest)
#include "test_window_fit.moc"
