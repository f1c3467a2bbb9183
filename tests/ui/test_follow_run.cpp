// The window follows a run made elsewhere (File ▸ Follow run…, main_window_follow.cpp): a run
// folder that grows as a job's train.py or twb_probe writes it (each checkpoint written to a
// temporary name and renamed) shows each new checkpoint in the window within 5 s of its rename;
// a half-written one is never opened; the person's own training is not replaced; a Trainer's
// output shows its log in Curves and its heads across checkpoints in Heads, as the engine measures
// them; File ▸ Train on PyTorch… writes the job folder of the experiment.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <memory>

#include "../common/gpt2_folder.h"
#include "engine/comparison_controller.h"
#include "engine/training_controller.h"
#include "inspect/snapshots.h"
#include "follow/run_heads.h"
#include "plots/heads_plot.h"
#include "plots/comparison_curves_plot.h"
#include "plots/heatmap_plot.h"
#include "views/compare_view.h"
#include "views/curves_view.h"
#include "views/heads_view.h"
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

// A tiny translator whose history has a point every step.
twb::ExperimentSettings quickSettings() {
  twb::ExperimentSettings settings = twb::default_settings("translate");
  settings.dataset = "numbers-en-de";
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  settings.model.dropout = 0;
  settings.eval_every = 10;
  return settings;
}

std::unique_ptr<twb::TrainingSession> quickRun() { return twb::create_session(quickSettings()); }

// checkpoint-STEP/ of a Trainer's output: a GPT-2 of random weights (another a step) and the log so
// far, as induction_checkpoints.py writes one.
void writeTrainerCheckpoint(const QString& folder, int step, const nlohmann::json& log) {
  const std::string dir = QStringLiteral("%1/checkpoint-%2").arg(folder).arg(step).toStdString();
  const nlohmann::json vocab = twb::testing::byte_level_vocabulary({"Ġt"});
  const nlohmann::json config = {{"model_type", "gpt2"},
                                 {"n_embd", 16},
                                 {"n_head", 2},
                                 {"n_layer", 2},
                                 {"n_positions", 32},
                                 {"vocab_size", vocab.size()},
                                 {"eos_token_id", vocab.size() - 1},
                                 {"activation_function", "gelu_new"}};
  twb::testing::write_gpt2_folder(dir, config, vocab, "#version: 0.2\nĠ t\n", unsigned(step));
  std::ofstream(dir + "/trainer_state.json") << nlohmann::json{{"global_step", step}, {"log_history", log}}.dump();
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

  // A Trainer's output: Curves draws its log_history (training and evaluation entries) and Heads
  // every checkpoint's heads, the values the engine measures on the same folders (twb follow
  // --heads), with the same roles.
  void aTrainersOutputShowsItsLogAndItsHeadsAcrossCheckpoints() {
    QTemporaryDir dir;
    nlohmann::json log = nlohmann::json::array();
    for (int step : {10, 20, 30}) {
      log.push_back({{"step", step}, {"loss", 5.0 - step / 10.0}, {"learning_rate", 1e-3}, {"epoch", step / 30.0}});
      log.push_back({{"step", step}, {"eval_loss", 5.5 - step / 10.0}, {"epoch", step / 30.0}});
      writeTrainerCheckpoint(dir.path(), step, log);
    }
    MainWindow window;
    window.setConfirmOnClose(false);
    window.show();
    window.followRun(dir.path());
    QTRY_COMPARE_WITH_TIMEOUT(window.followedStep(), qint64{30}, 30000);
    QCOMPARE(window.followedRun().kind, QStringLiteral("hf-trainer"));
    auto* heads = twb::ui::testing::viewOf<twb::ui::HeadsView>(window)->view();
    QTRY_COMPARE_WITH_TIMEOUT(heads->telemetry().samples().size(), size_t{3}, 30000);

    twb::follow::RunFollower follower(dir.path().toStdString());
    follower.scan();
    const twb::HeadTelemetry expected = twb::follow::measure_run_heads(follower.run());
    const twb::HeadTelemetry& shown = heads->telemetry();
    QCOMPARE(shown.samples().size(), expected.samples().size());
    for (size_t i = 0; i < expected.samples().size(); ++i) {
      QCOMPARE(shown.samples()[i].step, expected.samples()[i].step);
      QCOMPARE(shown.samples()[i].values.size(), expected.samples()[i].values.size());
      for (size_t v = 0; v < expected.samples()[i].values.size(); ++v) {
        const float a = shown.samples()[i].values[v], b = expected.samples()[i].values[v];
        QVERIFY2((std::isnan(a) && std::isnan(b)) || a == b,
                 qPrintable(QStringLiteral("sample %1 value %2").arg(i).arg(v)));
      }
    }
    QCOMPARE(twb::roled_heads_json(shown).dump(), twb::roled_heads_json(expected).dump());
    QVERIFY2(heads->readout().contains(QStringLiteral("(3 samples)")), qPrintable(heads->readout()));

    auto* curves = twb::ui::testing::viewOf<twb::ui::CurvesView>(window);
    QCOMPARE(curves->trainLossPointCount(), 3);
    QCOMPARE(curves->validationPointCount(), 3);
    // The logarithmic step axis leaves the curves as they are and shows the first step.
    curves->setLogSteps(true);
    QVERIFY(curves->logSteps());
    QCOMPARE(curves->trainLossPointCount(), 3);
  }

  // Compare: a run followed from elsewhere as the reference, beside the window's own run. Its
  // curves are the followed run's history, its attention that of its newest checkpoint, and each new
  // checkpoint replaces it within 5 s of its rename; the window's run stays as it was.
  void aFollowedRunIsTheReferenceBesideALocalOne() {
    QTemporaryDir dir;
    const QString folder = dir.path() + QStringLiteral("/pytorch-run");
    QVERIFY(QDir().mkpath(folder));
    writeManifest(folder);
    auto followed = quickRun();
    followed->step();
    const QString publishedFirst = publish(*followed, folder);

    // This run: trained here, one setting apart (its feed-forward width).
    twb::ExperimentSettings settings = quickSettings();
    settings.model.d_ff = 48;
    auto local = twb::create_session(settings);
    for (int s = 0; s < 2; ++s) local->step();
    const QString localPath = dir.path() + QStringLiteral("/local.safetensors");
    local->save(localPath.toStdString());

    MainWindow window;
    window.setConfirmOnClose(false);
    window.show();
    window.openCheckpoint(localPath);
    QTRY_COMPARE_WITH_TIMEOUT(window.currentStep(), qint64{2}, 30000);
    auto* tab = twb::ui::testing::viewOf<twb::ui::CompareView>(window);
    window.openReference(folder);  // a run folder is followed
    QTRY_COMPARE_WITH_TIMEOUT(window.comparison()->followedStep(), qint64{1}, 10000);
    auto* curves = tab->curvesView();
    QTRY_COMPARE_WITH_TIMEOUT(curves->trainLossPointCount(1), 1, 30000);
    QCOMPARE(curves->trainLossPointCount(0), 2);
    QTRY_VERIFY2_WITH_TIMEOUT(tab->diffText().contains(QStringLiteral("d_ff")), qPrintable(tab->diffText()), 10000);
    QVERIFY2(tab->diffText().contains(QStringLiteral("pytorch-run (probe), followed: step 1")),
             qPrintable(tab->diffText()));
    QVERIFY2(tab->statusText().contains(QStringLiteral("newest step 1")), qPrintable(tab->statusText()));

    // Both runs' attention of one sentence; the followed one's is its checkpoint's own.
    const QString sentence = QStringLiteral("three hundred");
    emit tab->sentenceChosen(sentence);
    QTRY_VERIFY_WITH_TIMEOUT(tab->referenceAttentionView()->heatmap().rows > 0, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(tab->currentAttentionView()->heatmap().rows > 0, 30000);
    // (As a feed reads it: the checkpoint resumed, its saved weights.)
    auto opened = twb::resume_session(publishedFirst.toStdString());
    twb::inspect::AttentionSnapshot expected;
    opened->with_saved_weights(
        [&] { expected = twb::task_named(opened->task()).inspect(*opened)->attention(sentence.toStdString(), ""); });
    const auto want = expected.map(tab->kind(), tab->layer(), tab->head());
    QTRY_VERIFY_WITH_TIMEOUT(tab->referenceAttentionView()->heatmap().column_labels == want.column_labels, 30000);
    const auto& shown = tab->referenceAttentionView()->heatmap();
    QCOMPARE(shown.rows, want.rows);
    QCOMPARE(shown.cols, want.cols);
    for (size_t i = 0; i < want.values.size(); ++i) QVERIFY(std::abs(shown.values[i] - want.values[i]) < 1e-6);

    // The followed run grows: its new checkpoint is the reference within 5 s; this run stays.
    for (int s = 0; s < 2; ++s) followed->step();
    QElapsedTimer sinceRename;
    publish(*followed, folder);
    sinceRename.start();
    QTRY_COMPARE_WITH_TIMEOUT(curves->trainLossPointCount(1), 3, 5000);
    qInfo("the reference's step 3 was in Compare %lld ms after its rename",
          static_cast<long long>(sinceRename.elapsed()));
    QCOMPARE(window.comparison()->followedStep(), qint64{3});
    QCOMPARE(window.currentStep(), qint64{2});
    QCOMPARE(curves->trainLossPointCount(0), 2);
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
