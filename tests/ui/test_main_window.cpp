// QTest for the main window, run on the offscreen platform (QT_QPA_PLATFORM=offscreen).
// Expected positional-encoding values are computed here from the paper's formula, independently
// of core, so the whole path core -> HeatmapPlot -> QCPColorMap is checked.
#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QMap>
#include <QProgressBar>
#include <QSettings>
#include <QTabBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>

#include "ui_test_support.h"
#include "window/application.h"
#include "window/experiment_panel.h"
#include "plots/bar_chart_plot.h"
#include "plots/heatmap_plot.h"
#include "plots/plot_cursor.h"
#include "views/curves_view.h"
#include "window/lessons_panel.h"
#include "window/main_window.h"
#include "plots/plot_title.h"
#include "views/positional_encoding_view.h"
#include "views/view.h"
#include "views/workbench.h"
#include "widgets/setting_widgets.h"
#include "task/task.h"
#include "tensor/gemm_kernel.h"
#include "tensor/precision.h"
#include "util/build_info.h"
#include "train/setting_fields.h"
#include "engine_qtest_main.h"

using twb::ui::HeatmapPlot;
using twb::ui::MainWindow;

namespace {

double expectedPE(int pos, int dim, int dModel) {
  const int twoI = dim - dim % 2;
  const double angle = pos / std::pow(10000.0, double(twoI) / dModel);
  return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// A view made here, through the public API only: one class and one declaration given to addView.
class MadeHereView : public QWidget, public twb::ui::View {
 public:
  MadeHereView() : map_(new HeatmapPlot(this)) {}

  QWidget* widget() override { return this; }
  std::vector<twb::ui::TabPlot> plots() override {
    return {twb::ui::tabPlot(QStringLiteral("made-here"), QStringLiteral("Made here…"), map_)};
  }
  void connectTo(twb::ui::Workbench& workbench) override {
    ++connections;
    training = workbench.training();
    // Live data of its own: the run's step, after every step while it is shown.
    training->feed(this, twb::ui::makeFeed(
                             QStringLiteral("made-here"), 0, [](twb::TrainingSession& s) { return s.steps(); },
                             [this](qint64 step) { lastStep = step; }));
  }
  void setTask(const QString& task) override { tasks << task; }

  HeatmapPlot* map() const { return map_; }
  int connections = 0;
  qint64 lastStep = -1;
  twb::ui::TrainingController* training = nullptr;
  QStringList tasks;

 private:
  HeatmapPlot* map_;
};

}  // namespace

namespace {

// A cross-attention map of two target and three source tokens.
twb::inspect::Heatmap sampleCrossAttention() {
  twb::inspect::Heatmap map;
  map.title = "cross attention";
  map.row_axis = "target";
  map.column_axis = "source";
  map.rows = 2;
  map.cols = 3;
  map.values = {0.7, 0.2, 0.1, 0.05, 0.15, 0.8};
  map.row_labels = {"drei", "Hunde"};
  map.column_labels = {"three", "dogs", "</s>"};
  return map;
}

}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();

  void titleAndIcon();
  void aboutNamesTheBuild();
  void fiveTabsByName();
  void defaultsAreTheTinyPreset();
  void peHeatmapHoldsDefaultShape();
  void peFollowsDockSpinBoxes();
  void peAxesAndScaleAreLabelled();
  void peCurvesFollowChosenDimensions();
  void headsHintFlagsIndivisibleDModel();
  void presetFillsAndEditMakesCustom();
  void selectTabByName();
  void aViewMadeOutsideJoinsTheTabsAndExportAll();
  void opensOnTheModelsMapTheFirstTime();
  void commandsHaveActionsAndShortcuts();
  void everyShortcutIsUniqueAndNoTipIsStale();
  void spaceTriggersWhicheverOfTrainPauseIsEnabled();
  void hoverReadsOutTheCell();
  void exportWritesEveryFormat();
  void heatmapViewShowsTokensAsTicks();
  void heatmapCellsReadWithTheKeyboardAndThroughAccessibility();
  void tabReachesEveryPlotOfEveryWorkspace();
  void chartsReadWithTheKeyboard();
  void settingsSurviveRestart();
  void batchTokensAndOpenedDatasetReachTheEngine();
  void modelAndTextChoicesReachTheEngine();
  void everyFieldRoundTripsThroughSettingsAndJson();
  void manyRowsGetReadableTicks();
  void resizedMapLabelsFollowItsSize();
  void narrowMapNumbersDoNotTouch();
  void axisLabelsShortenInASmallPlot();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  HeatmapPlot* peHeatmap() const { return find<HeatmapPlot>("peHeatmap"); }

  std::unique_ptr<MainWindow> window_;
};

void MainWindowTest::initTestCase() { twb::ui::testing::useTestSettings("TransformerWorkbenchTests"); }

void MainWindowTest::init() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
}

void MainWindowTest::cleanup() {
  window_.reset();
  QSettings().clear();
}

void MainWindowTest::titleAndIcon() {
  QCOMPARE(window_->windowTitle(), QStringLiteral("Transformer Workbench"));
  QVERIFY(!twb::ui::applicationIcon().isNull());
  QVERIFY(!twb::ui::applicationIcon().pixmap(64, 64).isNull());
  QVERIFY(!window_->windowIcon().isNull());
}

// Help ▸ About says which build this is: the engine's own version, commit, kernel and processor.
void MainWindowTest::aboutNamesTheBuild() {
  QString text;
  QTimer::singleShot(0, this, [&text] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(box);
    text = box->text();
    box->accept();
  });
  twb::ui::testing::triggerNamed(*window_, "actionAbout");
  const twb::BuildInfo& build = twb::build_info();
  QVERIFY2(text.contains(QStringLiteral("Transformer Workbench %1").arg(QString::fromStdString(build.version))),
           qPrintable(text));
  QVERIFY2(text.contains(QStringLiteral("Commit %1.").arg(QString::fromStdString(build.commit))), qPrintable(text));
  QVERIFY2(
      text.contains(QStringLiteral("Matrix products: %1.").arg(QString::fromStdString(twb::gemm_kernel_description()))),
      qPrintable(text));
  QVERIFY2(
      text.contains(QStringLiteral("Training precision: %1.").arg(QString::fromStdString(twb::precision_summary()))),
      qPrintable(text));
  QVERIFY2(text.contains(QString::fromStdString(build.processor)), qPrintable(text));
  QVERIFY(QCoreApplication::applicationVersion().contains(QString::fromStdString(build.commit)));
}

void MainWindowTest::fiveTabsByName() {
  auto* tabs = find<QTabWidget>("mainTabs");
  QStringList names;
  for (int i = 0; i < tabs->count(); ++i) names << tabs->tabText(i);
  QCOMPARE(names, (QStringList{"Model", "Curves", "Health", "Time-lapse", "Attention", "Positional encoding", "Masks",
                               "Mask editor", "Step inside", "Logit lens", "Heads", "Ablation", "Translate", "Compare",
                               "Why √d_k"}));
  // The Curves tab explains itself and holds the (still empty) plot.
  QVERIFY(find<QLabel>("curvesNote")->text().contains(QLatin1String("loss")));
  // The task's plain text, its stressed terms in bold.
  QVERIFY(find<QLabel>("curvesNote")->text().contains(QLatin1String("<b>BLEU</b> (green")));
  QVERIFY(!find<QLabel>("curvesNote")->text().contains(QLatin1String("**")));
  QVERIFY(tabs->widget(1)->findChild<QCustomPlot*>(QStringLiteral("curvesPlot")));
  QVERIFY(tabs->widget(0)->findChild<QCustomPlot*>(QStringLiteral("modelMapPlot")));
}

void MainWindowTest::defaultsAreTheTinyPreset() {
  QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("tiny"));
  QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 64);
  QCOMPARE(find<QSpinBox>("headsSpin")->value(), 4);
  QCOMPARE(find<QSpinBox>("encoderLayersSpin")->value(), 2);
  QCOMPARE(find<QSpinBox>("decoderLayersSpin")->value(), 2);
  QCOMPARE(find<QSpinBox>("dFfSpin")->value(), 256);
  QCOMPARE(find<QDoubleSpinBox>("dropoutSpin")->value(), 0.1);
  QCOMPARE(find<QSpinBox>("maxLenSpin")->value(), 64);
  QCOMPARE(find<QComboBox>("taskCombo")->currentText(), QStringLiteral("translate"));
  QCOMPARE(find<QComboBox>("datasetCombo")->currentText(), QStringLiteral("numbers-en-de"));
  for (const char* dataset : {"numbers-en-de", "dates-iso", "copy", "reverse"}) {
    QVERIFY2(find<QComboBox>("datasetCombo")->findText(QLatin1String(dataset)) >= 0, dataset);
  }
}

void MainWindowTest::peHeatmapHoldsDefaultShape() {
  HeatmapPlot* view = peHeatmap();
  QCOMPARE(view->cellCount(), 64 * 64);
  QCOMPARE(view->colorMap()->data()->keySize(), 64);    // columns = dimensions
  QCOMPARE(view->colorMap()->data()->valueSize(), 64);  // rows = positions
  QCOMPARE(view->colorMap()->data()->cell(0, 0), 0.0);  // sin(0)
  QCOMPARE(view->colorMap()->data()->cell(1, 0), 1.0);  // cos(0)
}

void MainWindowTest::peFollowsDockSpinBoxes() {
  find<QSpinBox>("dModelSpin")->setValue(32);
  find<QSpinBox>("maxLenSpin")->setValue(50);

  HeatmapPlot* view = peHeatmap();
  QCPColorMapData* data = view->colorMap()->data();
  QCOMPARE(view->cellCount(), 50 * 32);
  QCOMPARE(data->keySize(), 32);
  QCOMPARE(data->valueSize(), 50);

  // cell(key = dimension, value = position)
  struct Probe {
    int pos, dim;
  };
  for (const Probe p : {Probe{3, 4}, Probe{3, 5}, Probe{49, 0}, Probe{17, 31}, Probe{0, 7}}) {
    const double expected = expectedPE(p.pos, p.dim, 32);
    const double shown = data->cell(p.dim, p.pos);
    QVERIFY2(std::abs(shown - expected) < 1e-6, qPrintable(QStringLiteral("PE(pos %1, dim %2): shown %3, expected %4")
                                                               .arg(p.pos)
                                                               .arg(p.dim)
                                                               .arg(shown, 0, 'g', 10)
                                                               .arg(expected, 0, 'g', 10)));
  }
  // The read-back accessors and the heatmap the view keeps agree.
  QCOMPARE(view->heatmap().rows, 50);
  QCOMPARE(view->heatmap().cols, 32);
}

void MainWindowTest::peAxesAndScaleAreLabelled() {
  HeatmapPlot* view = peHeatmap();
  QCPAxis* x = view->colorMap()->keyAxis();
  QCPAxis* y = view->colorMap()->valueAxis();
  QCOMPARE(x->label(), QStringLiteral("dimension"));
  QCOMPARE(y->label(), QStringLiteral("position"));
  QVERIFY(y->rangeReversed());  // position 0 at the top, like a matrix
  QCOMPARE(view->colorScale()->axis()->label(), QStringLiteral("PE value"));
  QCOMPARE(view->colorMap()->dataRange().lower, -1.0);
  QCOMPARE(view->colorMap()->dataRange().upper, 1.0);
}

void MainWindowTest::peCurvesFollowChosenDimensions() {
  auto* tab = twb::ui::testing::viewOf<twb::ui::PositionalEncodingView>(*window_);
  QCustomPlot* curves = tab->curvesPlot();
  QCOMPARE(tab->chosenDimensions(), (QList<int>{4, 5, 6, 7}));
  QCOMPARE(curves->graphCount(), 4);
  QCOMPARE(curves->graph(0)->dataCount(), 64);
  QVERIFY(std::abs(curves->graph(0)->data()->at(3)->value - expectedPE(3, 4, 64)) < 1e-6);
  QVERIFY(std::abs(curves->graph(1)->data()->at(3)->value - expectedPE(3, 5, 64)) < 1e-6);

  // A dimension beyond d_model is not drawn, and the hint says so.
  find<QLineEdit>("peDimensionsEdit")->setText(QStringLiteral("0, 1 200"));
  QCOMPARE(tab->chosenDimensions(), (QList<int>{0, 1}));
  QCOMPARE(curves->graphCount(), 2);
  QVERIFY(find<QLabel>("peDimensionsHint")->text().contains(QLatin1String("200")));

  // Curves follow the shape as well.
  find<QSpinBox>("maxLenSpin")->setValue(20);
  QCOMPARE(curves->graph(0)->dataCount(), 20);
}

void MainWindowTest::headsHintFlagsIndivisibleDModel() {
  auto* hint = find<QLabel>("headsHint");
  find<QSpinBox>("dModelSpin")->setValue(64);
  find<QSpinBox>("headsSpin")->setValue(5);
  QVERIFY(hint->text().contains(QLatin1String("not divisible")));
  const QColor error = hint->palette().color(QPalette::WindowText);
  QVERIFY2(error.red() > 150 && error.green() < 100 && error.blue() < 100, "hint is not red");

  find<QSpinBox>("headsSpin")->setValue(8);
  QVERIFY(!hint->text().contains(QLatin1String("not divisible")));
  QVERIFY(hint->text().contains(QLatin1String("8")));  // d_k = 64 / 8
}

void MainWindowTest::presetFillsAndEditMakesCustom() {
  auto* preset = find<QComboBox>("presetCombo");
  preset->setCurrentIndex(preset->findText(QStringLiteral("base")));
  QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 512);
  QCOMPARE(find<QSpinBox>("headsSpin")->value(), 8);
  QCOMPARE(find<QSpinBox>("encoderLayersSpin")->value(), 6);
  QCOMPARE(find<QSpinBox>("dFfSpin")->value(), 2048);
  QCOMPARE(peHeatmap()->cellCount(), find<QSpinBox>("maxLenSpin")->value() * 512);

  find<QSpinBox>("dFfSpin")->setValue(1024);
  QCOMPARE(preset->currentText(), QStringLiteral("custom"));
  QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 512);  // switching to custom changes nothing
}

void MainWindowTest::opensOnTheModelsMapTheFirstTime() {
  auto* tabs = find<QTabWidget>("mainTabs");  // init() cleared the settings: a first start
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Model"));
  QCOMPARE(window_->currentView()->id(), QStringLiteral("map"));
  QCOMPARE(window_->currentWorkspace(), QStringLiteral("train"));
}

void MainWindowTest::selectTabByName() {
  auto* tabs = find<QTabWidget>("mainTabs");
  QVERIFY(window_->selectTab(QStringLiteral("Masks")));
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Masks"));
  QVERIFY(window_->selectTab(QStringLiteral("positional encoding")));
  QCOMPARE(tabs->currentWidget(), twb::ui::testing::viewOf<twb::ui::PositionalEncodingView>(*window_));
  QVERIFY(!window_->selectTab(QStringLiteral("Loss")));
  QVERIFY(!window_->selectTab(QStringLiteral(" - ")));
  // As typed on a command line: no √, other case, spaces or hyphens.
  QVERIFY(window_->selectTab(QStringLiteral("why-sqrt-dk")));
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Why √d_k"));
  QVERIFY(window_->selectTab(QStringLiteral("time lapse")));
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Time-lapse"));
  QVERIFY(window_->selectTab(QStringLiteral("Why √d_k")));
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Why √d_k"));
  // Export is offered where there is a plot.
  QVERIFY(find<QAction>("actionExportPlot")->isEnabled());
  window_->selectTab(QStringLiteral("Curves"));
  QVERIFY(find<QAction>("actionExportPlot")->isEnabled());  // the curves export too
  QVERIFY(find<QAction>("actionExportAll")->isEnabled());
}

// Qt treats a key sequence bound to two enabled actions as ambiguous and fires neither. The one
// pair allowed to share is Train/Pause on Space: exactly one of them is enabled at a time
// (spaceTriggersWhicheverOfTrainPauseIsEnabled).
void MainWindowTest::everyShortcutIsUniqueAndNoTipIsStale() {
  QMap<QString, QStringList> actionsByShortcut;
  const QList<QAction*> actions = window_->findChildren<QAction*>();
  QVERIFY(actions.size() > 20);
  for (const QAction* action : actions) {
    const QString name = action->objectName().isEmpty() ? action->text() : action->objectName();
    for (const QKeySequence& shortcut : action->shortcuts()) {
      if (!shortcut.isEmpty()) actionsByShortcut[shortcut.toString()] << name;
    }
    for (const QString& tip : {action->toolTip(), action->statusTip(), action->whatsThis()}) {
      QVERIFY2(!tip.contains(QLatin1String("arrive")), qPrintable(name + QStringLiteral(": ") + tip));
    }
  }
  QVERIFY(actionsByShortcut.size() > 10);
  for (auto it = actionsByShortcut.cbegin(); it != actionsByShortcut.cend(); ++it) {
    QStringList names = it.value();
    names.sort();
    if (names == QStringList{QStringLiteral("actionPause"), QStringLiteral("actionTrain")}) continue;
    QVERIFY2(names.size() == 1,
             qPrintable(it.key() + QStringLiteral(" is bound to ") + names.join(QStringLiteral(", "))));
  }
}

void MainWindowTest::commandsHaveActionsAndShortcuts() {
  QCOMPARE(find<QAction>("actionTrain")->shortcut(), QKeySequence(Qt::Key_Space));
  QCOMPARE(find<QAction>("actionPause")->shortcut(), QKeySequence(Qt::Key_Space));
  QCOMPARE(find<QAction>("actionStep")->shortcut(), QKeySequence(Qt::Key_N));
  QCOMPARE(find<QAction>("actionQuit")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
  // Before any model exists: Train, Step, New and Open are available; the rest need a model.
  for (const char* name : {"actionTrain", "actionStep", "actionNewExperiment", "actionOpenCheckpoint"}) {
    QVERIFY2(find<QAction>(name)->isEnabled(), name);
  }
  for (const char* name : {"actionPause", "actionStop", "actionReset", "actionSaveCheckpoint"}) {
    QVERIFY2(!find<QAction>(name)->isEnabled(), name);
  }
  for (const char* name : {"actionTrain", "actionPause", "actionStep", "actionStop", "actionReset",
                           "actionOpenCheckpoint", "actionSaveCheckpoint"}) {
    QVERIFY2(!find<QAction>(name)->toolTip().contains(QLatin1String("arrive")), name);
  }
  QVERIFY(find<QProgressBar>("epochProgress"));
  QVERIFY(find<QLabel>("tokensPerSecondLabel"));
  QVERIFY(find<QLabel>("etaLabel"));
  for (const char* name : {"stepStatus", "epochStatus", "tokensStatus", "elapsedStatus"}) {
    QVERIFY2(find<QLabel>(name)->isVisibleTo(window_.get()), name);
  }
}

// Train and Pause share Space; with exactly one enabled, Space must reach that one.
void MainWindowTest::spaceTriggersWhicheverOfTrainPauseIsEnabled() {
  window_->show();
  window_->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window_.get()));
  find<QTabWidget>("mainTabs")->setFocus();
  auto* train = find<QAction>("actionTrain");
  auto* pause = find<QAction>("actionPause");
  QSignalSpy trained(train, &QAction::triggered);
  QSignalSpy paused(pause, &QAction::triggered);

  train->setEnabled(true);
  QTest::keyClick(window_.get(), Qt::Key_Space);
  QCOMPARE(trained.count(), 1);
  QCOMPARE(paused.count(), 0);

  train->setEnabled(false);
  pause->setEnabled(true);
  QTest::keyClick(window_.get(), Qt::Key_Space);
  QCOMPARE(trained.count(), 1);
  QCOMPARE(paused.count(), 1);
}

void MainWindowTest::hoverReadsOutTheCell() {
  window_->resize(1200, 800);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  window_->selectTab(QStringLiteral("Positional encoding"));
  HeatmapPlot* view = peHeatmap();
  QCustomPlot* plot = view->plot();
  plot->replot();  // lays out the axis rect so coordinates map to pixels
  const QPoint pixel(qRound(plot->xAxis->coordToPixel(4)), qRound(plot->yAxis->coordToPixel(3)));
  QSignalSpy hovered(view, &HeatmapPlot::cellHovered);
  QTest::mouseMove(plot, pixel);
  QTRY_COMPARE(hovered.count(), 1);
  QCOMPARE(hovered.at(0).at(0).toInt(), 3);  // row = position
  QCOMPARE(hovered.at(0).at(1).toInt(), 4);  // column = dimension
  QVERIFY2(view->readout().startsWith(QLatin1String("position 3, dimension 4:")), qPrintable(view->readout()));
  QVERIFY(view->readout().contains(QString::number(expectedPE(3, 4, 64), 'f', 6)));
}

void MainWindowTest::exportWritesEveryFormat() {
  window_->resize(1000, 700);
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  find<QSpinBox>("dModelSpin")->setValue(16);
  find<QSpinBox>("maxLenSpin")->setValue(10);
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
    const QString path = dir.filePath(QStringLiteral("pe.") + QLatin1String(suffix));
    QVERIFY2(peHeatmap()->exportTo(path), suffix);
    QVERIFY2(QFileInfo(path).size() > 100, suffix);
  }
  QVERIFY(!peHeatmap()->exportTo(dir.filePath(QStringLiteral("pe.doc"))));

  QFile csv(dir.filePath(QStringLiteral("pe.csv")));
  QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
  const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
  QCOMPARE(lines.size(), 1 + 10);                // header + one line per position
  QCOMPARE(lines[0].split(',').size(), 1 + 16);  // label + one field per dimension
  const QStringList row3 = lines[1 + 3].split(',');
  QCOMPARE(row3[0], QStringLiteral("3"));
  QVERIFY(std::abs(row3[1 + 4].toDouble() - expectedPE(3, 4, 16)) < 1e-6);
}

void MainWindowTest::aViewMadeOutsideJoinsTheTabsAndExportAll() {
  const QStringList before = window_->tabTitles();
  MadeHereView* view = nullptr;
  const auto declaration = [&](const QString& id, const QString& workspace) {
    return twb::ui::ViewDeclaration{
        id, workspace, 100, QStringLiteral("Made here"), QStringLiteral("a test's map"), [&view] {
          return view = new MadeHereView;
        }};
  };
  // A declaration the registry refuses makes nothing.
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, window_->addView(declaration(QStringLiteral("curves"), "compare")));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                           window_->addView(declaration(QStringLiteral("made-here"), "nowhere")));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                           window_->addView(declaration(QStringLiteral("Made here"), "compare")));
  QVERIFY(!view);
  // A person's lesson that shows it: refused before the view exists, read once it does.
  QTemporaryDir data;
  QVERIFY(data.isValid());
  QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("transformer-workbench/lessons"))));
  {
    QFile lesson(data.filePath(QStringLiteral("transformer-workbench/lessons/made-here-lesson.md")));
    QVERIFY(lesson.open(QIODevice::WriteOnly));
    lesson.write(
        "---\ntitle: Made here\nsummary: A view of a test's.\nminutes: 1\n---\n\n"
        "## Look at it\nshow: view=made-here\n\nThe view made here.\n");
  }
  const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
  qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
  twb::ui::LessonsPanel* lessons = window_->lessonsPanel();
  lessons->reload();
  QVERIFY(!lessons->library().find("made-here-lesson"));
  QVERIFY(!lessons->library().errors.empty());
  QVERIFY2(QString::fromStdString(lessons->library().errors.back())
               .contains(QStringLiteral("unknown view 'made-here' (known: map, curves,")),
           lessons->library().errors.back().c_str());
  window_->addView(declaration(QStringLiteral("made-here"), QStringLiteral("compare")));
  QVERIFY(view);
  QVERIFY(lessons->library().find("made-here-lesson"));
  QVERIFY(lessons->showLesson(QStringLiteral("made-here-lesson")));
  lessons->setUpStep();
  QCOMPARE(window_->currentView(), view);
  QCOMPARE(window_->currentWorkspace(), QStringLiteral("compare"));
  window_->selectTab(QStringLiteral("curves"));
  if (dataHome.isNull())
    qunsetenv("XDG_DATA_HOME");
  else
    qputenv("XDG_DATA_HOME", dataHome);
  QCOMPARE(view->id(), QStringLiteral("made-here"));
  QVERIFY(window_->viewRegistry().find(QStringLiteral("made-here")));
  // Last of the last workspace, in the View menu too, wired once to the window's engine, told the task.
  QCOMPARE(window_->tabTitles(), before + QStringList{QStringLiteral("Made here")});
  QCOMPARE(view->connections, 1);
  QCOMPARE(view->training, window_->controller());
  QCOMPARE(view->tasks, QStringList{window_->task()});
  bool inViewMenu = false;
  for (QAction* action : window_->findChildren<QAction*>())
    inViewMenu = inViewMenu || action->text() == QStringLiteral("Made here");
  QVERIFY(inViewMenu);
  // Another task: the view hears of it and keeps its tab.
  window_->experimentPanel()->setTask(QStringLiteral("lm"));
  QCOMPARE(view->tasks.last(), QStringLiteral("lm"));
  QVERIFY(window_->tabTitles().contains(QStringLiteral("Made here")));

  // Shown: it is the current view, Export is offered, and the run sends what it asked for.
  QVERIFY(window_->selectTab(QStringLiteral("made here")));
  QCOMPARE(window_->currentView(), view);
  QCOMPARE(window_->currentWorkspace(), QStringLiteral("compare"));
  QVERIFY(window_->selectTab(QStringLiteral("made-here")));
  QVERIFY(find<QAction>("actionExportPlot")->isEnabled());
  QTRY_COMPARE(window_->controller()->shownFeeds(), static_cast<const void*>(static_cast<QObject*>(view)));
  window_->selectTab(QStringLiteral("Curves"));
  QTRY_VERIFY(window_->controller()->shownFeeds() != static_cast<const void*>(static_cast<QObject*>(view)));

  // Export all writes its plot once it has data, in every format, with the data in the CSV.
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  QVERIFY(!window_->exportAllPlotsTo(dir.path()).contains(dir.filePath(QStringLiteral("made-here.csv"))));
  twb::inspect::Heatmap heatmap;
  heatmap.rows = 2;
  heatmap.cols = 3;
  heatmap.values = {0.5, 0.25, 0.125, 1, 2, 4};
  view->map()->setHeatmap(heatmap);
  QString error;
  const QStringList written = window_->exportAllPlotsTo(dir.path(), &error);
  QVERIFY2(error.isEmpty(), qPrintable(error));
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
    const QString path = dir.filePath(QStringLiteral("made-here.") + QLatin1String(suffix));
    QVERIFY2(written.contains(path), suffix);
    QVERIFY2(QFileInfo(path).size() > 0, suffix);
  }
  const QStringList csv = twb::ui::testing::lines(dir.filePath(QStringLiteral("made-here.csv")));
  QCOMPARE(csv.size(), 1 + 2);
  QCOMPARE(csv[2].split(u',').mid(1), (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4")}));

  // Its feed is in the live round: a new model and a Step bring it the run's step.
  twb::ui::testing::chooseQuickNumbersRun(*window_);
  twb::ui::testing::triggerNamed(*window_, "actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(view->lastStep, qint64(1), 120000);
}

void MainWindowTest::settingsSurviveRestart() {
  find<QSpinBox>("dModelSpin")->setValue(48);
  find<QSpinBox>("headsSpin")->setValue(6);
  find<QSpinBox>("maxLenSpin")->setValue(40);
  find<QComboBox>("datasetCombo")->setCurrentText(QStringLiteral("reverse"));
  window_->selectTab(QStringLiteral("Attention"));
  window_->close();  // writes QSettings

  window_ = std::make_unique<MainWindow>();
  QCOMPARE(find<QSpinBox>("dModelSpin")->value(), 48);
  QCOMPARE(find<QSpinBox>("headsSpin")->value(), 6);
  QCOMPARE(find<QSpinBox>("maxLenSpin")->value(), 40);
  QCOMPARE(find<QComboBox>("datasetCombo")->currentText(), QStringLiteral("reverse"));
  QCOMPARE(find<QComboBox>("presetCombo")->currentText(), QStringLiteral("custom"));
  auto* tabs = find<QTabWidget>("mainTabs");
  QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Attention"));
  QCOMPARE(peHeatmap()->cellCount(), 40 * 48);
}

// The arrow keys move a cursor cell over a focused heatmap and read it out as hovering does;
// Enter clicks it. Through QAccessible the plot is a table whose every cell says what it is.
void MainWindowTest::heatmapCellsReadWithTheKeyboardAndThroughAccessibility() {
  twb::inspect::Heatmap map = sampleCrossAttention();
  HeatmapPlot view;
  view.setHeatmap(map);
  view.resize(400, 300);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QCustomPlot* plot = view.plot();
  QCOMPARE(plot->focusPolicy(), Qt::StrongFocus);
  plot->setFocus();
  QSignalSpy hovered(&view, &HeatmapPlot::cellHovered);
  QSignalSpy clicked(&view, &HeatmapPlot::cellClicked);
  QTest::keyClick(plot, Qt::Key_Right);  // the first key puts the cursor on the first cell
  QCOMPARE(view.cursorCell(), QPoint(0, 0));
  QTest::keyClick(plot, Qt::Key_Right);
  QTest::keyClick(plot, Qt::Key_Down);
  QCOMPARE(view.cursorCell(), QPoint(1, 1));
  QTest::keyClick(plot, Qt::Key_Down);  // the last row: it stays
  QCOMPARE(view.cursorCell(), QPoint(1, 1));
  QCOMPARE(hovered.last().at(2).toDouble(), 0.15);
  QVERIFY2(view.readout().contains(QStringLiteral("“Hunde”")) && view.readout().contains(QStringLiteral("“dogs”")) &&
               view.readout().contains(QStringLiteral("0.150000")),
           qPrintable(view.readout()));
  QTest::keyClick(plot, Qt::Key_End);
  QCOMPARE(view.cursorCell(), QPoint(1, 2));
  QTest::keyClick(plot, Qt::Key_Return);
  QCOMPARE(clicked.size(), 1);
  QCOMPARE(clicked.last().at(0).toInt(), 1);
  QCOMPARE(clicked.last().at(1).toInt(), 2);

  QAccessibleInterface* table = QAccessible::queryAccessibleInterface(plot);
  QVERIFY(table);
  QCOMPARE(table->role(), QAccessible::Table);
  QCOMPARE(table->childCount(), 6);
  QCOMPARE(table->text(QAccessible::Name), QStringLiteral("cross attention"));
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c) {
      QAccessibleInterface* cell = table->child(r * 3 + c);
      QVERIFY(cell);
      QCOMPARE(cell->role(), QAccessible::Cell);
      QCOMPARE(cell->text(QAccessible::Name), view.cellText(r, c));
      QCOMPARE(table->indexOfChild(cell), r * 3 + c);
      QVERIFY(table->childAt(cell->rect().center().x(), cell->rect().center().y()) == cell);
      QCOMPARE(cell->state().focused, r == 1 && c == 2);
    }
  QCOMPARE(table->child(3 + 1)->text(QAccessible::Name),
           QStringLiteral("target 1 “Hunde” → source 1 “dogs”: 0.150000"));
  QCOMPARE(table->text(QAccessible::Description), view.cellText(1, 2));

  // The attention maps' colours rise in lightness from 0 to 1 (relative luminance, within 8-bit
  // rounding): their order reads in grey too.
  QCPColorGradient gradient = HeatmapPlot::sequentialGradient();
  const auto luminance = [](const QColor& c) {
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
  };
  double previous = -1;
  for (int i = 0; i <= 200; ++i) {
    const double y = luminance(QColor::fromRgb(gradient.color(i / 200.0, QCPRange(0, 1))));
    QVERIFY2(y >= previous - 0.005,
             qPrintable(QStringLiteral("at %1: %2 after %3").arg(i / 200.0).arg(y).arg(previous)));
    previous = y;
  }
  QVERIFY(previous > 0.8);  // light at the top, from dark at the bottom
}

// Tab alone reaches every plot of every view of every workspace.
void MainWindowTest::tabReachesEveryPlotOfEveryWorkspace() {
  window_->show();
  window_->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window_.get()));
  QStringList unreached;
  for (const twb::ui::WorkspaceDeclaration& workspace : twb::ui::ViewRegistry::workspaces()) {
    QVERIFY(window_->selectWorkspace(workspace.id));
    for (twb::ui::View* view : window_->views()) {
      const twb::ui::ViewDeclaration* declaration = window_->viewRegistry().find(view->id());
      if (!declaration || declaration->workspace != workspace.id) continue;
      if (!window_->selectTab(view->id())) continue;  // another task's
      QTest::qWait(20);
      QSet<QWidget*> plots;
      for (QCustomPlot* plot : view->widget()->findChildren<QCustomPlot*>())
        if (plot->isVisible()) plots.insert(plot);
      QVERIFY2(!plots.isEmpty(), qPrintable(view->id()));
      find<QTabWidget>("mainTabs")->tabBar()->setFocus();
      for (int k = 0; k < 300 && !plots.isEmpty(); ++k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        plots.remove(QApplication::focusWidget());
      }
      for (QWidget* plot : plots) unreached << view->id() + QStringLiteral(": ") + plot->objectName();
    }
  }
  QVERIFY2(unreached.isEmpty(), qPrintable(unreached.join(QStringLiteral(", "))));
}

// The points of a chart and the bars of a bar chart are read with the arrow keys: the point under
// the cursor in words, in the status line and as the plot's accessible description.
void MainWindowTest::chartsReadWithTheKeyboard() {
  // A bar chart: its bars by their categories; the highlighted bar drawn again is no series of its own.
  twb::ui::BarChartPlot bars;
  twb::ui::PlotCursor cursor(bars.plot());
  QVERIFY(!cursor.move(Qt::Key_Right));  // no bars yet
  bars.setBars({QStringLiteral("Hund"), QStringLiteral("Katze"), QStringLiteral("Maus")}, {0.125, 0.5, 0.375}, 1);
  QVERIFY(cursor.move(Qt::Key_Right));
  QCOMPARE(cursor.text(), QStringLiteral("“Hund”: 0.125"));
  QVERIFY(cursor.move(Qt::Key_End));
  QCOMPARE(cursor.text(), QStringLiteral("“Maus”: 0.375"));
  QVERIFY(cursor.move(Qt::Key_Down));  // the only series: it stays on its bar
  QCOMPARE(cursor.text(), QStringLiteral("“Maus”: 0.375"));
  QVERIFY(cursor.move(Qt::Key_Left));
  QCOMPARE(cursor.text(), QStringLiteral("“Katze”: 0.5"));
  QCOMPARE(bars.plot()->accessibleDescription(), cursor.text());
  QVERIFY(!cursor.move(Qt::Key_A));

  // The window's curves: Tab reaches them, the arrows read the run's steps.
  auto* curves = twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_);
  QVERIFY(curves);
  for (int step = 1; step <= 3; ++step) {
    twb::StepReport report;
    report.step = step;
    report.loss = 5.0 - step;
    report.learning_rate = 0.25 * step;
    curves->addStep(report);
  }
  curves->fitAll();
  window_->show();
  QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  QVERIFY(window_->selectTab(QStringLiteral("curves")));
  QCustomPlot* plot = find<QCustomPlot>("curvesPlot");
  plot->setFocus();
  QTest::keyClick(plot, Qt::Key_Right);
  QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("training loss: step 1, 4"));
  QTest::keyClick(plot, Qt::Key_End);
  QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("training loss: step 3, 2"));
  QTest::keyClick(plot, Qt::Key_Down);  // the validation curves have no points yet: the learning rate
  QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("learning rate: step 3, 0.75"));
  QCOMPARE(plot->accessibleDescription(), window_->statusBar()->currentMessage());
}

// HeatmapPlot on its own, as the Attention tab will use it: tokens on both axes, [0, 1] data.
void MainWindowTest::heatmapViewShowsTokensAsTicks() {
  twb::inspect::Heatmap map = sampleCrossAttention();

  HeatmapPlot view;
  view.setGradient(HeatmapPlot::sequentialGradient());
  view.setHeatmap(map);
  QCOMPARE(view.cellCount(), 6);
  QCOMPARE(view.colorMap()->data()->cell(2, 1), 0.8);  // (column "</s>", row "Hunde")
  // Colour range follows the data unless fixed.
  QCOMPARE(view.colorMap()->dataRange().lower, 0.05);
  QCOMPARE(view.colorMap()->dataRange().upper, 0.8);
  view.setDataRange(QCPRange(0, 1));
  view.setHeatmap(map);
  QCOMPARE(view.colorMap()->dataRange().upper, 1.0);

  auto x = view.colorMap()->keyAxis()->ticker().dynamicCast<QCPAxisTickerText>();
  auto y = view.colorMap()->valueAxis()->ticker().dynamicCast<QCPAxisTickerText>();
  QVERIFY(x && y);
  QCOMPARE(x->ticks().value(1.0), QStringLiteral("dogs"));
  QCOMPARE(x->ticks().value(2.0), QStringLiteral("</s>"));
  QCOMPARE(y->ticks().value(1.0), QStringLiteral("Hunde"));
  QCOMPARE(view.colorMap()->keyAxis()->label(), QStringLiteral("source"));

  view.resize(500, 400);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.plot()->replot();
  QCustomPlot* plot = view.plot();
  QTest::mouseMove(plot, QPoint(qRound(plot->xAxis->coordToPixel(1)), qRound(plot->yAxis->coordToPixel(0))));
  QTRY_VERIFY2(view.readout().startsWith(QStringLiteral("target 0 “drei”, source 1 “dogs”:")),
               qPrintable(view.readout()));
  QVERIFY(view.readout().contains(QLatin1String("0.200000")));
  // A token that reads like a placeholder is read out as it is.
  map.column_labels[2] = "%5";
  view.setHeatmap(map);
  view.plot()->replot();
  QTest::mouseMove(plot, QPoint(qRound(plot->xAxis->coordToPixel(2)), qRound(plot->yAxis->coordToPixel(1))));
  QTRY_COMPARE(view.readout(), QStringLiteral("target 1 “Hunde”, source 2 “%5”:  0.800000"));
  map.column_labels[2] = "</s>";
  view.setHeatmap(map);
  view.plot()->replot();
  QTest::mouseMove(plot, QPoint(qRound(plot->xAxis->coordToPixel(1)), qRound(plot->yAxis->coordToPixel(0))));
  QTRY_VERIFY(view.readout().startsWith(QStringLiteral("target 0 “drei”, source 1 “dogs”:")));

  // Leaving the cells gives the hint back and says so once (a tab with one read-out line for
  // several maps shows its own text again).
  QSignalSpy ended(&view, &HeatmapPlot::hoverEnded);
  QTest::mouseMove(plot, QPoint(1, 1));
  QTRY_COMPARE(ended.count(), 1);
  QVERIFY2(view.readout().startsWith(QLatin1String("Hover a cell")), qPrintable(view.readout()));
  QTest::mouseMove(plot, QPoint(2, 2));
  QTest::qWait(20);
  QCOMPARE(ended.count(), 1);
  auto* readout = view.findChild<QLabel*>(QStringLiteral("heatmapReadout"));
  QVERIFY(readout && readout->isVisible());
  view.setReadoutShown(false);
  QVERIFY(!readout->isVisible());
}

// "Batch tokens" maps to the engine's batch_tokens; an opened Multi30k-layout folder or .tsv is the
// dataset, with the folder's languages.
void MainWindowTest::batchTokensAndOpenedDatasetReachTheEngine() {
  auto* panel = window_->experimentPanel();
  auto* tokens = find<QSpinBox>("batchTokensSpin");
  QCOMPARE(tokens->value(), 2048);
  QCOMPARE(tokens->minimum(), 64);
  QCOMPARE(tokens->maximum(), 65536);
  QVERIFY(twb::ui::testing::assignments(panel->fieldValues()).contains(QStringLiteral("batch_tokens=2048")));
  tokens->setValue(4096);
  twb::ExperimentSettings settings;
  QString error;
  QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));
  QCOMPARE(settings.trainer.batch_tokens, 4096);
  QCOMPARE(settings.dataset, std::string("numbers-en-de"));
  QVERIFY(panel->sourceLanguage().isEmpty());  // a bundled dataset names its own

  QTemporaryDir dir;
  for (const char* name : {"train.en", "train.de", "val.en", "val.de"}) {
    QFile file(dir.filePath(QLatin1String(name)));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("a\n");
  }
  QVERIFY(!panel->openDataset(dir.filePath(QStringLiteral("missing"))));
  QVERIFY(panel->openDataset(dir.path()));
  QCOMPARE(panel->datasetName(), QDir::cleanPath(dir.path()));
  QCOMPARE(panel->sourceLanguage(), QStringLiteral("en"));
  QCOMPARE(panel->targetLanguage(), QStringLiteral("de"));
  QVERIFY(panel->datasetProblem().isEmpty());
  find<QLineEdit>("targetLanguageEdit")->setText(QStringLiteral("fr"));
  QVERIFY(panel->datasetProblem().contains(QLatin1String("train.fr")));
  QVERIFY(find<QLabel>("datasetHint")->text().contains(QLatin1String("train.fr")));
  find<QLineEdit>("targetLanguageEdit")->setText(QStringLiteral("de"));
  QVERIFY(find<QLabel>("datasetHint")->text().isEmpty());
  // Opening it again selects the same entry.
  const int count = find<QComboBox>("datasetCombo")->count();
  QVERIFY(panel->openDataset(dir.path()));
  QCOMPARE(find<QComboBox>("datasetCombo")->count(), count);

  const QString tsv = dir.filePath(QStringLiteral("pairs.tsv"));
  QFile file(tsv);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write("a\tb\n");
  file.close();
  QVERIFY(panel->openDataset(tsv));
  QCOMPARE(panel->datasetName(), QDir::cleanPath(tsv));
  QVERIFY(panel->sourceLanguage().isEmpty());
  QCOMPARE(find<QComboBox>("datasetCombo")->itemText(find<QComboBox>("datasetCombo")->count() - 1),
           QStringLiteral("Open…"));
}

// The engine's model, clipping and text settings each have a widget; non-default choices become
// assignments that ExperimentSettings accepts, and they survive a restart.
void MainWindowTest::modelAndTextChoicesReachTheEngine() {
  auto* panel = window_->experimentPanel();
  const QStringList defaults = twb::ui::testing::assignments(panel->fieldValues());
  for (const char* expected :
       {"activation=relu", "positions=sinusoidal", "norm_kind=standard", "qkv_bias=true", "scale_scores=true",
        "clip_norm=1", "tokenizer=word", "lowercase=false", "min_frequency=2", "subword_vocab=8000"})
    QVERIFY2(defaults.contains(QLatin1String(expected)), expected);
  auto* minFrequency = find<QSpinBox>("minFrequencySpin");
  auto* subwordVocab = find<QSpinBox>("subwordVocabSpin");
  QVERIFY(minFrequency->isEnabled());
  QVERIFY(!subwordVocab->isEnabled());
  QCOMPARE(subwordVocab->minimum(), 8);
  QCOMPARE(subwordVocab->maximum(), 64000);
  QCOMPARE(find<QDoubleSpinBox>("clipNormSpin")->maximum(), 100.0);

  find<QComboBox>("activationCombo")->setCurrentText(QStringLiteral("gelu"));
  find<QComboBox>("positionsCombo")->setCurrentText(QStringLiteral("learned"));
  find<QComboBox>("normKindCombo")->setCurrentText(QStringLiteral("std_eps_outside"));
  find<QCheckBox>("qkvBiasCheck")->setChecked(false);
  find<QCheckBox>("scaleScoresCheck")->setChecked(false);
  find<QDoubleSpinBox>("clipNormSpin")->setValue(2.5);
  find<QComboBox>("tokenizerCombo")->setCurrentText(QStringLiteral("bpe"));
  QVERIFY(!minFrequency->isEnabled());
  QVERIFY(subwordVocab->isEnabled());
  find<QCheckBox>("lowercaseCheck")->setChecked(true);
  minFrequency->setValue(3);
  subwordVocab->setValue(500);
  // Presets leave these alone.
  find<QComboBox>("presetCombo")->setCurrentText(QStringLiteral("small"));

  const QStringList assignments = twb::ui::testing::assignments(panel->fieldValues());
  for (const char* expected :
       {"activation=gelu", "positions=learned", "norm_kind=std_eps_outside", "qkv_bias=false", "scale_scores=false",
        "clip_norm=2.5", "tokenizer=bpe", "lowercase=true", "min_frequency=3", "subword_vocab=500"})
    QVERIFY2(assignments.contains(QLatin1String(expected)), expected);

  twb::ExperimentSettings settings;
  for (const QString& assignment : assignments) {
    try {
      settings.set(assignment.toStdString());
    } catch (const std::exception& e) {
      QFAIL(qPrintable(assignment + QStringLiteral(": ") + QString::fromUtf8(e.what())));
    }
  }
  QVERIFY(settings.model.activation == twb::Activation::gelu);
  QVERIFY(settings.model.positions == twb::PositionKind::learned);
  QVERIFY(settings.model.norm_kind == twb::LayerNormKind::std_eps_outside);
  QVERIFY(!settings.model.qkv_bias);
  QVERIFY(!settings.model.scale_scores);
  QCOMPARE(settings.trainer.clip_norm, 2.5);
  QCOMPARE(settings.text.tokenizer, std::string("bpe"));
  QVERIFY(settings.text.lowercase);
  QCOMPARE(settings.text.min_frequency, 3);
  QCOMPARE(settings.text.subword_vocab, 500);
  QString error;
  QVERIFY2(window_->experimentSettings(settings, error), qPrintable(error));

  window_->close();  // writes QSettings
  window_ = std::make_unique<MainWindow>();
  QCOMPARE(twb::ui::testing::assignments(window_->experimentPanel()->fieldValues()), assignments);
  QVERIFY(!find<QSpinBox>("minFrequencySpin")->isEnabled());
}

// Every field of the settings' table that a task's architecture has is in the panel, and no other;
// each, changed by hand, goes panel → settings → JSON text → settings → a new window's panel and
// comes back as it was set.
void MainWindowTest::everyFieldRoundTripsThroughSettingsAndJson() {
  for (const twb::Task* task : twb::all_tasks()) {
    const QString name = QString::fromStdString(task->name());
    auto* panel = window_->experimentPanel();
    panel->setTask(name);
    const nlohmann::json defaults = panel->fieldValues();
    for (const twb::SettingField& field : twb::setting_fields()) {
      const bool shown = !field.group.empty() && field.applies_to(task->architecture());
      QVERIFY2(defaults.contains(field.key) == shown, field.key.c_str());
      auto* widget = panel->findChild<QWidget*>(twb::ui::settingObjectName(field));
      QVERIFY2((widget != nullptr) == !field.group.empty(), field.key.c_str());
      if (!shown) continue;
      QVERIFY2(widget->isVisibleTo(panel), field.key.c_str());
      // Another value than the task's, by the widget's own controls.
      if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
        const int now = defaults.at(field.key).get<int>();
        spin->setValue(now > 0 ? std::min(spin->maximum(), now * 2) : spin->singleStep());
      } else if (auto* real = qobject_cast<QDoubleSpinBox*>(widget)) {
        const double now = defaults.at(field.key).get<double>();
        real->setValue(now > 0 ? now / 2 : real->singleStep());
      } else if (auto* check = qobject_cast<QCheckBox*>(widget)) {
        check->setChecked(!defaults.at(field.key).get<bool>());
      } else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
        combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
      }
    }
    const nlohmann::json changed = panel->fieldValues();
    for (const auto& [key, value] : defaults.items()) QVERIFY2(changed.at(key) != value, key.c_str());

    twb::ExperimentSettings settings;
    QString error;
    QVERIFY2(window_->experimentSettings(settings, error), qPrintable(name + QStringLiteral(": ") + error));
    const std::string text = settings.values().dump();
    twb::ExperimentSettings read = twb::default_settings(task->name());
    read.set_values(nlohmann::json::parse(text));
    MainWindow other;
    other.experimentPanel()->showSettings(read);
    const nlohmann::json shown = other.experimentPanel()->fieldValues();
    for (const auto& [key, value] : changed.items())
      QVERIFY2(shown.at(key) == value,
               qPrintable(name + QStringLiteral(" ") +
                          QString::fromStdString(key + ": " + shown.at(key).dump() + " instead of " + value.dump())));
    QCOMPARE(shown, changed);
    other.setConfirmOnClose(false);
  }
}

// 200 sentences in a batch: the row axis keeps every label but draws a readable few.
void MainWindowTest::manyRowsGetReadableTicks() {
  twb::inspect::Heatmap map;
  map.rows = 200;
  map.cols = 30;
  map.values.assign(200 * 30, 1.0);
  for (int r = 0; r < map.rows; ++r) map.row_labels.push_back(std::to_string(r + 1));
  for (int c = 0; c < map.cols; ++c) map.column_labels.push_back("tok" + std::to_string(c));
  HeatmapPlot view;
  view.setHeatmap(map);
  view.resize(500, 400);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.plot()->replot();
  auto y = view.plot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
  QVERIFY(y);
  QCOMPARE(y->ticks().size(), 200);  // every label is kept (CSV, tests)
  const QVector<QString> drawn = view.plot()->yAxis->tickVectorLabels();
  QVERIFY2(drawn.size() >= 3 && drawn.size() <= 30, qPrintable(QString::number(drawn.size())));
  const int step = drawn[1].toInt() - drawn[0].toInt();
  QVERIFY(step == 5 || step == 10 || step == 20 || step == 50);
  for (const QString& label : drawn) QCOMPARE(label.toInt() % step, 0);
  // 30 tokens across 500 pixels do not fit either: positions at a 1-2-5 step.
  const QVector<QString> columns = view.plot()->xAxis->tickVectorLabels();
  QVERIFY(columns.size() < 30);
  QCOMPARE(columns.first(), QStringLiteral("0"));
  // Zoomed in on a few rows, every row is labelled again.
  view.plot()->yAxis->setRange(9.5, 15.5);
  view.plot()->replot();
  QCOMPARE(view.plot()->yAxis->tickVectorLabels(), (QVector<QString>{"11", "12", "13", "14", "15", "16"}));
}

// A map made wider shows every word once it has redrawn at its new size, and positions again
// once made narrow: QCustomPlot sets an axis's ticks up before it lays the axis out, so without a
// second pass the labels were those of the size before.
void MainWindowTest::resizedMapLabelsFollowItsSize() {
  twb::inspect::Heatmap map;
  map.rows = 9;
  map.cols = 9;
  map.values.assign(81, 0.5);
  for (const char* word : {"one", "hundred", "thirty", "thousand", "one", "hundred", "seventy", "six", "<eos>"}) {
    map.column_labels.push_back(word);
    map.row_labels.push_back(word);
  }
  const QVector<QString> words{"one", "hundred", "thirty", "thousand", "one", "hundred", "seventy", "six", "<eos>"};
  HeatmapPlot view;
  view.setHeatmap(map);
  view.resize(260, 500);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QTRY_VERIFY(view.plot()->xAxis->tickVectorLabels().size() < 9);  // too narrow: positions
  QCOMPARE(view.plot()->xAxis->tickLabelRotation(), 0.0);          // upright, as numbers read
  view.resize(900, 500);
  QTRY_COMPARE(view.plot()->xAxis->tickVectorLabels(), words);
  QCOMPARE(view.plot()->xAxis->tickLabelRotation(), -45.0);  // words slanted, not overlapping
  view.resize(260, 500);
  QTRY_VERIFY(view.plot()->xAxis->tickVectorLabels().size() < 9);
  QCOMPARE(view.plot()->xAxis->tickVectorLabels().first(), QStringLiteral("0"));
  QCOMPARE(view.plot()->xAxis->tickLabelRotation(), 0.0);
}

// The 16 dimensions of a value vector, drawn as a strip in the attention-math panel: whole numbers
// along the bottom at a 1-2-5 step that keeps every drawn label clear of the next. (A fixed
// ticker's "about five ticks" put 0 3 6 9 12 15 into 70 pixels: "12" and "15" ran together.)
// Made wide, the map labels every dimension.
void MainWindowTest::narrowMapNumbersDoNotTouch() {
  twb::inspect::Heatmap map;
  map.rows = 9;
  map.cols = 16;
  map.values.assign(9 * 16, 0.5);
  map.column_axis = "dimension of v";
  HeatmapPlot view;
  view.setHeatmap(map);
  view.plot()->setMinimumSize(160, 140);  // as the panel's strips
  view.resize(160, 300);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  // Labels, and whether any two drawn neighbours overlap, once the ticks follow the laid-out size.
  const auto drawnClear = [&view] {
    QCPAxis* x = view.plot()->xAxis;
    const QVector<double> ticks = x->tickVector();
    const QVector<QString> labels = x->tickVectorLabels();
    const QFontMetrics metrics(x->tickLabelFont());
    for (qsizetype i = 1; i < ticks.size(); ++i) {
      const double gap = x->coordToPixel(ticks[i]) - x->coordToPixel(ticks[i - 1]);
      const double halfWidths = (metrics.horizontalAdvance(labels[i - 1]) + metrics.horizontalAdvance(labels[i])) / 2.0;
      if (gap < halfWidths + metrics.horizontalAdvance(QLatin1Char(' '))) return false;
    }
    return true;
  };
  QTRY_VERIFY2(view.plot()->axisRect()->width() < 110, qPrintable(QString::number(view.plot()->axisRect()->width())));
  view.plot()->replot();
  QTRY_VERIFY2(drawnClear(), qPrintable(view.plot()->xAxis->tickVectorLabels().toList().join(' ')));
  const QVector<QString> narrow = view.plot()->xAxis->tickVectorLabels();
  QVERIFY2(narrow.size() >= 2 && narrow.size() < 16, qPrintable(narrow.toList().join(' ')));
  QCOMPARE(narrow.first(), QStringLiteral("0"));
  const int step = narrow[1].toInt();
  QVERIFY(step == 2 || step == 5 || step == 10);
  for (const QString& label : narrow) QCOMPARE(label.toInt() % step, 0);
  view.resize(900, 300);
  QTRY_COMPARE(view.plot()->xAxis->tickVectorLabels().size(), 16);
  QVERIFY(drawnClear());
}

// An axis label longer than its plot loses its parenthesis (or all but its last word), and comes
// back whole when the plot grows; the whole label stays known (for the CSV and the read-outs).
void MainWindowTest::axisLabelsShortenInASmallPlot() {
  twb::inspect::Heatmap map;
  map.rows = 3;
  map.cols = 3;
  map.values.assign(9, 0.5);
  map.row_axis = "query token (predicting the next token)";
  HeatmapPlot view;
  view.setHeatmap(map);
  const QString whole = QStringLiteral("query token (predicting the next token)");
  QCPAxis* rows = view.plot()->yAxis;
  view.resize(500, 600);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QTRY_COMPARE(rows->label(), whole);
  view.resize(500, 240);
  QTRY_VERIFY(rows->label() != whole);
  QVERIFY2(rows->label() == QStringLiteral("query token") || rows->label() == QStringLiteral("token"),
           qPrintable(rows->label()));
  QCOMPARE(twb::ui::wholeAxisLabel(rows), whole);
  // A label set anew while the plot is small is the new whole label.
  map.row_axis = "key token (earlier token)";
  view.setHeatmap(map);
  QTRY_COMPARE(twb::ui::wholeAxisLabel(rows), QStringLiteral("key token (earlier token)"));
  map.row_axis = "query token (predicting the next token)";
  view.setHeatmap(map);
  QTRY_VERIFY(rows->label() != whole);
  view.resize(500, 600);
  QTRY_COMPARE(rows->label(), whole);
  QCOMPARE(twb::ui::wholeAxisLabel(rows), whole);
}

TWB_QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"
