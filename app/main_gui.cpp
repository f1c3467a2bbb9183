// transformer-workbench: the desktop app. Options:
//   --tab NAME      open on the tab with this title, e.g. --tab "Positional encoding" (case, spaces
//                   and punctuation do not count, "sqrt" stands for √: --tab why-sqrt-dk)
//   --task TASK     choose the task in the Experiment dock: translate, lm or classify
//   --dataset NAME  choose a bundled dataset of that task (e.g. arithmetic), or open a dataset file
//                   or folder (a path, as the dock's Open… does: e.g. a Multi30k folder)
//   --train         start training the dock's experiment right away (demos, screenshots)
//   --steps N       with --train: pause after N steps; once training stops (then, or at the end
//                   of its epochs) run the task tab's action (Translate, Generate or Classify)
//   --epochs N      set the dock's epochs: how long --train trains
//   --save PATH     with --train: once training stops, save the run to PATH (.safetensors) and
//                   quit (exit status 1 when the save fails): the window's run for scripts, e.g.
//                   to compare it with `twb train` of the same settings
//   --compare LESSON  start with a comparison running: the dock's experiment trains (as --train)
//                   and, beside it, a second run with only that setting changed (norm,
//                   scale_scores, positions or label_smoothing); the Compare tab is shown
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>
#include <iostream>
#include <memory>

#include "task/task.h"
#include "text/datasets.h"
#include "inspect/run_comparison.h"
#include "application.h"
#include "classify_tab.h"
#include "experiment_panel.h"
#include "generate_tab.h"
#include "main_window.h"
#include "training_controller.h"
#include "translate_tab.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "util/error.h"
#include "util/stop_signals.h"

int main(int argc, char* argv[]) {
  twb::use_engine_openmp_settings(argv);  // before anything else: it may restart the program
  twb::keep_freed_memory_for_reuse();
  twb::stop_signals::receive_on_own_thread();  // before QApplication starts any thread
  try {
    twb::gemm_kernel();  // a TWB_GEMM the engine does not know is said before the window opens
  } catch (const twb::Error& e) {
    std::cerr << "transformer-workbench: error: " << e.what() << "\n";
    return 1;
  }
  QApplication app(argc, argv);
  twb::ui::setUpApplication();

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Train a real Transformer on your own CPU and watch it work."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption tabOption(
      QStringLiteral("tab"),
      QStringLiteral("Open on the tab titled <name>: Curves, Attention, Positional encoding, Masks, the task's "
                     "Translate, Generate or Classify, Why √d_k (or why-sqrt-dk), Time-lapse or Compare."),
      QStringLiteral("name"));
  parser.addOption(tabOption);
  const QCommandLineOption taskOption(QStringLiteral("task"),
                                      QStringLiteral("Choose the task in the Experiment dock: translate, lm or classify."),
                                      QStringLiteral("task"));
  parser.addOption(taskOption);
  // --data as twb spells it works too.
  const QCommandLineOption datasetOption(QStringList{QStringLiteral("dataset"), QStringLiteral("data")},
                                         QStringLiteral("Choose this bundled dataset of the task, or open this dataset "
                                                        "file or folder (a path; a Multi30k folder's languages are "
                                                        "the dock's, en → de unless changed)."),
                                         QStringLiteral("name"));
  parser.addOption(datasetOption);
  const QCommandLineOption trainOption(QStringLiteral("train"),
                                       QStringLiteral("Start training the Experiment dock's settings at once."));
  parser.addOption(trainOption);
  const QCommandLineOption stepsOption(
      QStringLiteral("steps"),
      QStringLiteral("With --train: pause after <n> steps, then translate, generate or classify the task tab's input."),
      QStringLiteral("n"));
  parser.addOption(stepsOption);
  const QCommandLineOption epochsOption(QStringLiteral("epochs"),
                                        QStringLiteral("Set the Experiment dock's epochs: how long --train trains."),
                                        QStringLiteral("n"));
  parser.addOption(epochsOption);
  const QCommandLineOption saveOption(
      QStringLiteral("save"),
      QStringLiteral("With --train: once training stops, save the run to <path> (.safetensors) and quit."),
      QStringLiteral("path"));
  parser.addOption(saveOption);
  const QCommandLineOption compareOption(
      QStringLiteral("compare"),
      QStringLiteral("Start training and, beside it, a second run with only this setting changed: norm, "
                     "scale_scores, positions or label_smoothing (the Compare tab)."),
      QStringLiteral("lesson"));
  parser.addOption(compareOption);
  parser.process(app);
  if (parser.isSet(compareOption)) {
    try {
      twb::inspect::comparison_lesson(parser.value(compareOption).toStdString());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "transformer-workbench: --compare: %s\n", e.what());
      return 2;
    }
  }

  twb::ui::MainWindow window;
  if (parser.isSet(taskOption)) {
    const QString task = parser.value(taskOption);
    try {
      twb::task_named(task.toStdString());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "transformer-workbench: %s\n", e.what());
      return 2;
    }
    window.experimentPanel()->setTask(task);
  }
  if (parser.isSet(datasetOption)) {
    const QString dataset = parser.value(datasetOption);
    if (!window.experimentPanel()->chooseDataset(dataset)) {
      const std::vector<std::string> bundled = twb::text::bundled_dataset_names(window.experimentPanel()->task().toStdString());
      QStringList names;
      for (const std::string& name : bundled) names << QString::fromStdString(name);
      std::fprintf(stderr,
                   "transformer-workbench: --dataset %s: no bundled dataset of the task %s has that name (%s), "
                   "and no file or folder has that path\n",
                   qPrintable(dataset), qPrintable(window.experimentPanel()->task()), qPrintable(names.join(QStringLiteral(", "))));
      return 2;
    }
  }
  if (parser.isSet(epochsOption)) {
    bool ok = false;
    const int epochs = parser.value(epochsOption).toInt(&ok);
    if (!ok || !window.experimentPanel()->setEpochs(epochs)) {
      std::fprintf(stderr, "transformer-workbench: --epochs %s: give a whole number from 1 to %d\n",
                   qPrintable(parser.value(epochsOption)), window.experimentPanel()->maxEpochs());
      return 2;
    }
  }
  if (parser.isSet(tabOption) && !window.selectTab(parser.value(tabOption))) {
    std::fprintf(stderr, "transformer-workbench: no tab named \"%s\"; the tabs: %s\n", qPrintable(parser.value(tabOption)),
                 qPrintable(window.tabTitles().join(QStringLiteral(", "))));
    return 2;
  }
  // SIGTERM or Ctrl-C: the window stops and keeps the run, on the GUI thread. Declared after the
  // window, so it is gone (and no call can be queued) before the window is.
  const twb::stop_signals::OnStop stopOnSignal([&window](int signal) {
    const QString name = QString::fromLatin1(twb::stop_signals::name(signal));
    QMetaObject::invokeMethod(&window, [&window, name] { window.stopForSignal(name); }, Qt::QueuedConnection);
  });
  window.show();
  if (parser.isSet(compareOption)) {
    // Both runs start together, from the dock's settings: this one in the window, the lesson's beside it.
    const QString lesson = parser.value(compareOption);
    QTimer::singleShot(0, &window, [&window, lesson] {
      window.startTraining();
      window.startComparison(lesson);
    });
  }
  if (parser.isSet(trainOption)) {
    auto* controller = window.controller();
    const qint64 steps = parser.isSet(stepsOption) ? parser.value(stepsOption).toLongLong() : 0;
    // Pause once the run has taken `steps` steps: decided on the controller's thread, after that
    // step, so never a step late however busy the GUI thread is.
    if (steps > 0) controller->call(&twb::ui::TrainingController::pauseAfterStep, steps);
    const QString savePath = parser.value(saveOption);
    if (!savePath.isEmpty()) {
      QObject::connect(controller, &twb::ui::TrainingController::saved, &app, [](const QString& path) {
        std::fprintf(stderr, "transformer-workbench: saved %s\n", qPrintable(path));
        QCoreApplication::exit(0);
      });
      QObject::connect(controller, &twb::ui::TrainingController::error, &app, [](const QString& message) {
        std::fprintf(stderr, "transformer-workbench: %s\n", qPrintable(message));
        QCoreApplication::exit(1);
      });
    }
    // When training stops (after --steps, or at the end of its epochs): the task tab's answer
    // once (with --steps), then the save (with --save).
    auto trained = std::make_shared<bool>(false), done = std::make_shared<bool>(false);
    QObject::connect(controller, &twb::ui::TrainingController::stateChanged, &window,
                     [&window, trained, done, steps, savePath](twb::ui::TrainingState state) {
                       if (state == twb::ui::TrainingState::Training) *trained = true;
                       const bool stopped = state == twb::ui::TrainingState::Paused || state == twb::ui::TrainingState::Ready;
                       if (!*trained || !stopped || *done) return;
                       *done = true;
                       if (steps > 0) window.requestTaskAnswer();
                       if (!savePath.isEmpty()) window.saveCheckpoint(savePath);
                     });
    QTimer::singleShot(0, &window, [&window] { window.startTraining(); });
  }
  return app.exec();
}
