// A view on data the engine does not produce yet is three edits: the core code that computes the
// data (here `headEntropy`, which in the product would live in core/inspect/ with its own test),
// the view's class (its feed calls that code), and one line of the registry (here
// MainWindow::addView, the line ViewRegistry::builtIn() would hold). Nothing else changes: the view
// is in its workspace, its feed runs on the worker after the run's steps, the numbers it shows are
// the engine's, Export all writes its plot and a lesson shows it.
#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QComboBox>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>
#include <memory>

#include "engine/training_controller.h"
#include "inspect/heatmap.h"
#include "inspect/snapshots.h"
#include "plots/heatmap_plot.h"
#include "task/task.h"
#include "ui_test_support.h"
#include "views/view.h"
#include "views/workbench.h"
#include "window/lessons_panel.h"
#include "window/main_window.h"
#include "window/view_registry.h"
#include "engine_qtest_main.h"

namespace {

constexpr const char* kSentence = "three dogs";

// Edit 1, the producer: each cross-attention head's mean entropy (nats) over its rows on
// `sentence`, a layer × head map. Nothing in the engine computes this today.
twb::inspect::Heatmap headEntropy(twb::InspectedModel& model, const std::string& sentence) {
  const twb::inspect::AttentionSnapshot snapshot = model.attention(sentence);
  twb::inspect::Heatmap out;
  out.title = "mean entropy of each head's cross-attention";
  out.row_axis = "layer";
  out.column_axis = "head";
  out.rows = snapshot.decoder_layers;
  out.cols = snapshot.heads;
  for (int layer = 0; layer < out.rows; ++layer)
    for (int head = 0; head < out.cols; ++head) {
      const twb::inspect::Heatmap& map = snapshot.map(twb::AttentionKind::cross, layer, head);
      double sum = 0;
      for (int r = 0; r < map.rows; ++r)
        for (int c = 0; c < map.cols; ++c) {
          const double w = map.at(r, c);
          if (w > 0) sum -= w * std::log(w);
        }
      out.values.push_back(map.rows > 0 ? sum / map.rows : 0);
    }
  return out;
}

// Edit 2, the view: a heatmap fed by the producer while it is shown, and its plot for Export.
class HeadEntropyView : public QWidget, public twb::ui::View {
 public:
  HeadEntropyView() : map_(new twb::ui::HeatmapPlot) { (new QVBoxLayout(this))->addWidget(map_); }

  QWidget* widget() override { return this; }
  std::vector<twb::ui::TabPlot> plots() override {
    return {twb::ui::tabPlot(QStringLiteral("head-entropy"), QStringLiteral("Head entropy…"), map_)};
  }
  void connectTo(twb::ui::Workbench& workbench) override {
    workbench.training()->feed(
        this, twb::ui::makeFeed(
                  QStringLiteral("head-entropy"), 0,
                  [](twb::TrainingSession& s) { return headEntropy(*twb::task_named(s.task()).inspect(s), kSentence); },
                  [this](const twb::inspect::Heatmap& entropy) {
                    map_->setHeatmap(entropy);
                    ++shown;
                  }));
  }

  twb::ui::HeatmapPlot* map() const { return map_; }
  int shown = 0;

 private:
  twb::ui::HeatmapPlot* map_;
};

}  // namespace

class NewDataViewTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { twb::ui::testing::useTestSettings("TransformerWorkbenchTests"); }
  void aViewOnNewEngineDataIsThreeEdits();
};

void NewDataViewTest::aViewOnNewEngineDataIsThreeEdits() {
  QSettings().clear();
  twb::ui::MainWindow window;
  window.setConfirmOnClose(false);
  twb::ui::testing::chooseQuickNumbersRun(window);
  twb::ui::testing::findNamed<QSpinBox>(window, "decoderLayersSpin")->setValue(2);

  // Edit 3, its line.
  HeadEntropyView* view = nullptr;
  window.addView({QStringLiteral("head-entropy"), QStringLiteral("heads"), 90, QStringLiteral("Head entropy"),
                  QStringLiteral("how spread each head's cross-attention is"),
                  [&view] { return view = new HeadEntropyView; }});
  QVERIFY(view);

  // In its workspace, after the views there.
  QVERIFY(window.selectTab(QStringLiteral("head-entropy")));
  QCOMPARE(window.currentView(), view);
  QCOMPARE(window.currentWorkspace(), QStringLiteral("heads"));
  QStringList heads;
  for (const twb::ui::ViewDeclaration& v : window.viewRegistry().views())
    if (v.workspace == QStringLiteral("heads")) heads << v.id;
  QCOMPARE(heads, (QStringList{QStringLiteral("heads"), QStringLiteral("ablation"), QStringLiteral("head-entropy")}));

  // Live: after each Step the feed runs on the worker and the view shows what it produced.
  twb::ui::testing::triggerNamed(window, "actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(window.currentStep() == 1 && view->shown >= 1, 120000);
  const int shownAfterOne = view->shown;
  twb::ui::testing::triggerNamed(window, "actionStep");
  QTRY_VERIFY_WITH_TIMEOUT(window.currentStep() == 2 && view->shown > shownAfterOne, 60000);
  QTRY_VERIFY_WITH_TIMEOUT(window.trainingState() != twb::ui::TrainingState::Training, 60000);
  QTest::qWait(200);  // a feed still on its way lands
  const twb::inspect::Heatmap shown = view->map()->heatmap();
  QCOMPARE(shown.rows, 2);
  QCOMPARE(shown.cols, 4);

  // The engine's numbers: the same producer on the run saved and loaded again gives the same map.
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const QString path = dir.filePath(QStringLiteral("run.safetensors"));
  QSignalSpy saved(window.controller(), &twb::ui::TrainingController::saved);
  window.saveCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);
  const std::unique_ptr<twb::InspectedModel> loaded = twb::task_named("translate").load(path.toStdString());
  const twb::inspect::Heatmap expected = headEntropy(*loaded, kSentence);
  QCOMPARE(int(expected.values.size()), 8);
  for (size_t i = 0; i < expected.values.size(); ++i) {
    QVERIFY2(
        std::abs(shown.values[i] - expected.values[i]) < 1e-9,
        qPrintable(QStringLiteral("head %1: shown %2, engine %3").arg(i).arg(shown.values[i]).arg(expected.values[i])));
    QVERIFY(expected.values[i] > 0 && expected.values[i] <= std::log(32.0));
  }

  // Export all writes its plot, the CSV holding the map.
  QString error;
  const QStringList written = window.exportAllPlotsTo(dir.path(), &error);
  QVERIFY2(error.isEmpty(), qPrintable(error));
  QVERIFY(written.contains(dir.filePath(QStringLiteral("head-entropy.csv"))));
  QCOMPARE(twb::ui::testing::lines(dir.filePath(QStringLiteral("head-entropy.csv"))).size(), 1 + 2);

  // A lesson shows it by its id.
  QTemporaryDir data;
  QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("transformer-workbench/lessons"))));
  {
    QFile lesson(data.filePath(QStringLiteral("transformer-workbench/lessons/entropy-lesson.md")));
    QVERIFY(lesson.open(QIODevice::WriteOnly));
    lesson.write(
        "---\ntitle: Entropy\nsummary: How spread the heads are.\nminutes: 1\n---\n\n"
        "## Look at it\nshow: view=head-entropy\n\nEach head's entropy.\n");
  }
  const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
  qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
  twb::ui::LessonsPanel* lessons = window.lessonsPanel();
  lessons->reload();
  window.selectTab(QStringLiteral("curves"));
  QVERIFY(lessons->showLesson(QStringLiteral("entropy-lesson")));
  lessons->setUpStep();
  QCOMPARE(window.currentView(), view);
  if (dataHome.isNull())
    qunsetenv("XDG_DATA_HOME");
  else
    qputenv("XDG_DATA_HOME", dataHome);
}

TWB_QTEST_MAIN(NewDataViewTest)
#include "test_new_data_view.moc"
