// The window follows a run made elsewhere (File ▸ Follow run…, main_window_follow.cpp): a run
// folder that grows as a job's train.py or twb_probe writes it (each checkpoint written to a
// temporary name and renamed) shows each new checkpoint in the window within 5 s of its rename;
// a half-written one is never opened; the person's own training is not replaced; File ▸ Train on
// PyTorch… writes the job folder of the experiment.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <memory>

#include "engine/training_controller.h"
#include "task/task.h"
#include "train/session.h"
#include "ui_test_support.h"
#include "window/main_window.h"
#include "engine_qtest_main.h"

using twb::ui::MainWindow;
using twb::ui::TrainingController;

namespace {

// A run folder as the probe writes it: run.json, then step-N.safetensors renamed into place.
void writeManifest(const QString& folder) {
  QFile f(folder + QStringLiteral("/run.json"));
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(R"({"format": "transformer-workbench-run/1", "task": "translate", "log": []})");
}

// The checkpoint of `session` at its step, as a job writes it: to a temporary name, then renamed.
QString publish(twb::TrainingSession& session, const QString& folder) {
  const QString name = QStringLiteral("step-%1.safetensors").arg(session.steps(), 8, 10, QLatin1Char('0'));
  const QString temporary = folder + QLatin1Char('/') + name + QStringLiteral(".tmp-Ab12Cd");
  session.save(temporary.toStdString());  // itself atomic: the temporary appears whole
  std::filesystem::rename(temporary.toStdString(), (folder + QLatin1Char('/') + name).toStdString());
  return folder + QLatin1Char('/') + name;
}

std::unique_ptr<twb::TrainingSession> quickRun() {
  twb::ExperimentSettings settings = twb::default_settings("translate");
  settings.dataset = "numbers-en-de";
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  settings.model.dropout = 0;
  return twb::create_session(settings);
}

}  // namespace

class FollowRunTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { twb::ui::testing::useTestSettings("twb-follow-tests"); }

  // Each checkpoint renamed into the folder is in the window (its step in every view) within 5 s.
  void newCheckpointsOpenWithinFiveSeconds() {
    QTemporaryDir dir;
    const QString folder = dir.path();
    writeManifest(folder);
    auto run = quickRun();
    run->step();
    publish(*run, folder);

    MainWindow window;
    window.setConfirmOnClose(false);
    window.show();
    window.followRun(folder);
    QTRY_COMPARE_WITH_TIMEOUT(window.followedStep(), qint64{1}, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(window.currentStep(), qint64{1}, 10000);
    QCOMPARE(window.followedRun().kind, QStringLiteral("probe"));

    // A half-written checkpoint is listed as skipped and never opened.
    QFile half(folder + QStringLiteral("/step-00000009.safetensors.tmp-Xy34Zw"));
    QVERIFY(half.open(QIODevice::WriteOnly));
    half.write("not yet");
    half.close();
    for (int s = 0; s < 2; ++s) run->step();
    QElapsedTimer sinceRename;
    publish(*run, folder);
    sinceRename.start();
    QTRY_COMPARE_WITH_TIMEOUT(window.currentStep(), qint64{3}, 5000);
    qInfo("step 3 was in the window %lld ms after its rename", static_cast<long long>(sinceRename.elapsed()));
    QVERIFY(sinceRename.elapsed() < 5000);
    QCOMPARE(window.followedStep(), qint64{3});
    QCOMPARE(window.followedRun().checkpoints.size(), size_t{2});
    QVERIFY(window.followedRun().skipped.join(QLatin1Char(' ')).contains(QStringLiteral(".tmp-Xy34Zw")));
    auto* status = twb::ui::testing::findNamed<QLabel>(window, "followStatus");
    QVERIFY2(status->text().contains(QStringLiteral("newest step 3")), qPrintable(status->text()));
  }

  // A folder that is no run says so, and nothing is opened.
  void aFolderThatIsNoRunIsRefused() {
    QTemporaryDir dir;
    MainWindow window;
    window.setConfirmOnClose(false);
    window.followRun(dir.path());
    QTRY_VERIFY_WITH_TIMEOUT(window.lastErrorMessage().contains(QStringLiteral("is not a run folder")), 5000);
    QCOMPARE(window.followedStep(), qint64{-1});
  }

  // Train on PyTorch writes the job of the window's experiment: job.json, the data, train.py.
  void trainOnPyTorchWritesTheJob() {
    QTemporaryDir dir;
    MainWindow window;
    window.setConfirmOnClose(false);
    twb::ui::testing::chooseQuickNumbersRun(window);
    twb::ui::testing::triggerNamed(window, "actionStep");
    QTRY_COMPARE_WITH_TIMEOUT(window.currentStep(), qint64{1}, 60000);
    const QString job = dir.path() + QStringLiteral("/job");
    QSignalSpy exported(window.controller(), &TrainingController::jobExported);
    window.exportJob(job, 2);
    QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);
    for (const char* file :
         {"job.json", "init.safetensors", "train.py", "README.md", "data/train.safetensors", "python/twb_torch/job.py"})
      QVERIFY2(QFile::exists(job + QLatin1Char('/') + QLatin1String(file)), file);
    // A second export into the same folder is refused and loses nothing.
    window.exportJob(job, 2);
    QTRY_VERIFY_WITH_TIMEOUT(window.lastErrorMessage().contains(QStringLiteral("not empty")), 10000);
    QVERIFY(QFile::exists(job + QStringLiteral("/job.json")));
  }
};

TWB_QTEST_MAIN(FollowRunTest)
#include "test_follow_run.moc"
