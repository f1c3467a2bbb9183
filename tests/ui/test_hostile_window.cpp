// What the window does with what should never happen: a damaged, NaN or impossibly large
// checkpoint, a dataset that cannot be read, a run that diverges. Each gives a dialog that
// says what and why, and the window keeps its state: the model, its step and its curves (offscreen).
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QPushButton>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>

#include "signal_arrivals.h"
#include "ui_test_support.h"
#include "views/curves_view.h"
#include "views/step_inside_view.h"
#include "window/experiment_panel.h"
#include "io/safetensors.h"
#include "window/main_window.h"
#include "engine/training_controller.h"
#include "engine_qtest_main.h"

using twb::ui::MainWindow;
using twb::ui::TrainingController;
using twb::ui::TrainingState;

class HostileWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();

  void damagedCheckpoints_data();
  void damagedCheckpoints();
  void unreadableDatasetKeepsTheWindowAsItWas();
  void divergenceKeepsTheLastGoodStep();
  void closingWhileSavingFinishesTheSave();

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  void trigger(const char* action) { twb::ui::testing::triggerNamed(*window_, action); }
  bool waitForState(TrainingState state, int ms = 60000) {
    return QTest::qWaitFor([&] { return window_->trainingState() == state; }, ms);
  }
  // One step of a tiny model, saved to `path`.
  void stepAndSave(const QString& path);
  // The error dialog is open, says `what` (case-insensitive), and is closed again.
  void expectDialog(const QString& what);

  std::unique_ptr<MainWindow> window_;
};

void HostileWindowTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  // Every save waits 300 ms half written, so that the window can be closed in the middle of one.
  qputenv("TWB_TEST_SAVE_PAUSE_MS", "300");
}

void HostileWindowTest::init() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  twb::ui::testing::chooseQuickNumbersRun(*window_);
  find<QSpinBox>("encoderLayersSpin")->setValue(1);
  find<QSpinBox>("decoderLayersSpin")->setValue(1);
}

void HostileWindowTest::cleanup() {
  window_.reset();
  QSettings().clear();
}

void HostileWindowTest::stepAndSave(const QString& path) {
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 120000);
  QVERIFY(waitForState(TrainingState::Paused));
  twb::ui::testing::Arrivals saved(window_->controller(), &TrainingController::saved);
  window_->saveCheckpoint(path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);
}

void HostileWindowTest::expectDialog(const QString& what) {
  QTRY_VERIFY_WITH_TIMEOUT(!window_->lastErrorMessage().isEmpty(), 60000);
  QVERIFY2(window_->lastErrorMessage().contains(what, Qt::CaseInsensitive), qPrintable(window_->lastErrorMessage()));
  auto* box = window_->findChild<QMessageBox*>(QStringLiteral("errorMessageBox"));
  QVERIFY(box);
  QVERIFY(box->isVisible());
  QVERIFY2(box->text().contains(what, Qt::CaseInsensitive), qPrintable(box->text()));
  qInfo("dialog: %s", qPrintable(box->text()));
  box->close();
}

// Each row: how a good checkpoint is damaged, and what the dialog must say.
void HostileWindowTest::damagedCheckpoints_data() {
  QTest::addColumn<QString>("damage");
  QTest::addColumn<QString>("says");
  QTest::newRow("NaN weights") << "nan"
                               << "holds NaN values";
  QTest::newRow("d_model 2^40") << "huge"
                                << "d_model = 1099511627776";
  QTest::newRow("a million layers") << "layers"
                                    << "decoder_layers = 1000000 is above";
  QTest::newRow("cut in half") << "truncated"
                               << "damaged.safetensors";
  QTest::newRow("not a checkpoint") << "garbage"
                                    << "not a safetensors file";
}

void HostileWindowTest::damagedCheckpoints() {
  QFETCH(QString, damage);
  QFETCH(QString, says);
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const QString good = dir.filePath(QStringLiteral("good.safetensors"));
  const QString bad = dir.filePath(QStringLiteral("damaged.safetensors"));
  stepAndSave(good);
  const int points = twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount();

  if (damage == "truncated" || damage == "garbage") {
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    bytes = damage == "truncated" ? bytes.left(bytes.size() / 2) : QByteArray(4096, '\x7f');
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
  } else {
    twb::io::SafetensorsFile file = twb::io::read_safetensors(good.toStdString());
    if (damage == "nan") {
      auto& tensor = file.tensors.begin()->second;  // the first weight (sorted by name)
      const float nan = std::nanf("");
      std::memcpy(tensor.bytes.data(), &nan, sizeof nan);
    } else {
      nlohmann::json config = nlohmann::json::parse(file.metadata.at("config"));
      if (damage == "huge") config["d_model"] = int64_t{1} << 40;
      if (damage == "layers") config["decoder_layers"] = 1000000;
      file.metadata["config"] = config.dump();
    }
    twb::io::write_safetensors(bad.toStdString(), file);
  }

  window_->openCheckpoint(bad);
  expectDialog(says);
  // The model is still the one trained here, at its step, with its curve, and trains on.
  QVERIFY(waitForState(TrainingState::Paused));
  QCOMPARE(window_->currentStep(), qint64(1));
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), points);
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(2), 60000);
}

void HostileWindowTest::unreadableDatasetKeepsTheWindowAsItWas() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("latin1.tsv"));
  {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("caf\xe9\tKaffee\none\teins\ntwo\tzwei\nthree\tdrei\n");
  }
  auto* panel = window_->findChild<twb::ui::ExperimentPanel*>();
  QVERIFY(panel);
  QVERIFY(panel->openDataset(path));
  trigger("actionTrain");
  expectDialog(QStringLiteral("invalid UTF-8"));
  QTest::qWait(100);
  QVERIFY(window_->trainingState() == TrainingState::NoModel);
  QCOMPARE(window_->currentStep(), qint64(0));
  QVERIFY(find<QAction>("actionTrain")->isEnabled());
}

void HostileWindowTest::divergenceKeepsTheLastGoodStep() {
  // A learning rate no spin box allows (1e30 after one warm-up step): the second step's loss is
  // not a number. The run is configured the way the window does it, with that one change.
  twb::ExperimentSettings settings;
  QString problem;
  QVERIFY2(window_->experimentSettings(settings, problem), qPrintable(problem));
  settings.set("learning_rate=1e30");
  settings.set("warmup_steps=1");
  TrainingController* controller = window_->controller();
  controller->post([controller, settings] { controller->configure(settings); });
  QVERIFY(waitForState(TrainingState::Ready, 120000));
  trigger("actionStep");
  QTRY_COMPARE_WITH_TIMEOUT(window_->currentStep(), qint64(1), 60000);
  QVERIFY(waitForState(TrainingState::Paused));
  const int points = twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount();
  trigger("actionTrain");
  // The divergence debugger: paused before the update, Step inside shown on the example that went
  // wrong, the report in words, and a rewind to the state the run started from.
  auto* inside = twb::ui::testing::viewOf<twb::ui::StepInsideView>(*window_);
  QTRY_VERIFY_WITH_TIMEOUT(inside->showsDivergence(), 60000);
  QVERIFY(waitForState(TrainingState::Paused));
  QVERIFY2(inside->divergenceText().contains(QStringLiteral("step 2")), qPrintable(inside->divergenceText()));
  QVERIFY(inside->rewindButton()->isEnabled());
  QVERIFY2(inside->rewindButton()->text().contains(QStringLiteral("step 0")),
           qPrintable(inside->rewindButton()->text()));
  QCOMPARE(window_->currentView(), static_cast<twb::ui::View*>(inside));
  QCOMPARE(window_->currentStep(), qint64(1));  // the last good step
  QCOMPARE(twb::ui::testing::viewOf<twb::ui::CurvesView>(*window_)->trainLossPointCount(), points);
}

// Closing the window while it trains and a save is half written: the window goes once the save is
// whole and renamed into place; no temporary is left.
void HostileWindowTest::closingWhileSavingFinishesTheSave() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("closing.safetensors"));
  const auto temporaries = [&] { return QDir(dir.path()).entryList({QStringLiteral("*.tmp-*")}, QDir::Files); };
  trigger("actionTrain");
  QTRY_VERIFY_WITH_TIMEOUT(window_->currentStep() >= 2, 120000);
  window_->saveCheckpoint(path);
  QTRY_VERIFY_WITH_TIMEOUT(!temporaries().isEmpty(), 30000);  // the save has begun
  QVERIFY(window_->trainingState() == TrainingState::Training);
  QVERIFY(window_->close());
  window_.reset();  // joins the worker
  QVERIFY2(temporaries().isEmpty(), qPrintable(temporaries().join(QLatin1Char(' '))));
  const twb::io::SafetensorsFile saved = twb::io::read_safetensors(path.toStdString());
  QVERIFY(!saved.tensors.empty());
}

TWB_QTEST_MAIN(HostileWindowTest)
#include "test_hostile_window.moc"
