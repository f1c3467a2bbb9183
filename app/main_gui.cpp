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
//   CHECKPOINT      open this .safetensors run as File → Open checkpoint does (e.g. from a file
//                   manager); not with --train or --compare
//   --follow DIR    follow a run made elsewhere as File → Follow run does: a job's or twb_probe's
//                   run folder, a Hugging Face Trainer's output, model folders by step
//   --reference PATH  the Compare tab's reference: a checkpoint, or a run folder made elsewhere,
//                   followed as it grows (the tab's Open reference… and Follow a run…)
//   --compare LESSON  start with a comparison running: the dock's experiment trains (as --train)
//                   and, beside it, a second run with only that setting changed (norm,
//                   scale_scores, positions or label_smoothing); the Compare tab is shown
#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QTimer>

#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "window/application.h"
#include "window/experiment_panel.h"
#include "window/lessons_panel.h"
#include "inspect/run_comparison.h"
#include "window/main_window.h"
#include "task/task.h"
#include "tensor/gemm_kernel.h"
#include "tensor/parallel.h"
#include "text/datasets.h"
#include "engine/training_controller.h"
#include "util/build_info.h"
#include "util/processor_check.h"
#include "util/error.h"
#include "util/stop_signals.h"

namespace {

using twb::ui::MainWindow;
using twb::ui::TrainingController;
using twb::ui::TrainingState;

// The command line, parsed: what the window is asked to do.
struct AppOptions {
  std::optional<QString> tab, task, dataset, epochs, compare, lesson, follow, reference;
  bool train = false;
  qint64 steps = 0;    // with train: pause after this many steps (0: train to the end)
  QString savePath;    // with train: save here once training stops, then quit
  QString checkpoint;  // opened at start
};

// Parses the options (--help and --version print and exit here); a lesson --compare does not know
// ends the program with status 2.
AppOptions parseOptions(const QCoreApplication& app) {
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Train a real Transformer on your own CPU and watch it work."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption tab(
      QStringLiteral("tab"),
      QStringLiteral("Open on the tab titled <name>: Curves, Attention, Positional encoding, Masks, the task's "
                     "Translate, Generate or Classify, Why √d_k (or why-sqrt-dk), Time-lapse or Compare."),
      QStringLiteral("name"));
  const QCommandLineOption task(
      QStringLiteral("task"),
      QStringLiteral("Choose the task in the Experiment dock: %1.").arg(QString::fromStdString(twb::task_names())),
      QStringLiteral("task"));
  // --data as twb spells it works too.
  const QCommandLineOption dataset(QStringList{QStringLiteral("dataset"), QStringLiteral("data")},
                                   QStringLiteral("Choose this bundled dataset of the task, or open this dataset "
                                                  "file or folder (a path; a Multi30k folder's languages are "
                                                  "the dock's, en → de unless changed)."),
                                   QStringLiteral("name"));
  const QCommandLineOption train(QStringLiteral("train"),
                                 QStringLiteral("Start training the Experiment dock's settings at once."));
  const QCommandLineOption steps(
      QStringLiteral("steps"),
      QStringLiteral("With --train: pause after <n> steps, then translate, generate or classify the task tab's input."),
      QStringLiteral("n"));
  const QCommandLineOption epochs(QStringLiteral("epochs"),
                                  QStringLiteral("Set the Experiment dock's epochs: how long --train trains."),
                                  QStringLiteral("n"));
  const QCommandLineOption save(
      QStringLiteral("save"),
      QStringLiteral("With --train: once training stops, save the run to <path> (.safetensors) and quit."),
      QStringLiteral("path"));
  const QCommandLineOption compare(
      QStringLiteral("compare"),
      QStringLiteral("Start training and, beside it, a second run with only this setting changed: norm, "
                     "scale_scores, positions or label_smoothing (the Compare tab)."),
      QStringLiteral("lesson"));
  const QCommandLineOption lesson(
      QStringLiteral("lesson"),
      QStringLiteral("Open the Lessons panel on the lesson <name> (twb lesson list names them: masks, "
                     "attention-alignment, …)."),
      QStringLiteral("name"));
  const QCommandLineOption follow(
      QStringLiteral("follow"),
      QStringLiteral("Follow the run in <folder> while it trains (a job's or twb_probe's run folder, a Hugging Face "
                     "Trainer's output, model folders by step): each new checkpoint opens in every view."),
      QStringLiteral("folder"));
  const QCommandLineOption reference(
      QStringLiteral("reference"),
      QStringLiteral("The Compare tab's reference: a checkpoint, or a run folder made elsewhere (followed as it "
                     "grows)."),
      QStringLiteral("path"));
  parser.addOptions({tab, task, dataset, train, steps, epochs, save, compare, lesson, follow, reference});
  parser.addPositionalArgument(QStringLiteral("checkpoint"),
                               QStringLiteral("A .safetensors run, or a Hugging Face GPT-2 folder, to open."),
                               QStringLiteral("[checkpoint]"));
  parser.process(app);

  AppOptions options;
  const auto value = [&parser](const QCommandLineOption& option) {
    return parser.isSet(option) ? std::optional<QString>(parser.value(option)) : std::nullopt;
  };
  options.tab = value(tab);
  options.task = value(task);
  options.dataset = value(dataset);
  options.epochs = value(epochs);
  options.compare = value(compare);
  options.lesson = value(lesson);
  options.follow = value(follow);
  options.reference = value(reference);
  options.train = parser.isSet(train);
  options.steps = parser.isSet(steps) ? parser.value(steps).toLongLong() : 0;
  options.savePath = parser.value(save);
  const QStringList positional = parser.positionalArguments();
  if (positional.size() > 1 || (!positional.isEmpty() && (options.train || options.compare))) {
    std::fprintf(stderr, "transformer-workbench: give one checkpoint to open, and not with --train or --compare\n");
    std::exit(2);
  }
  if (!positional.isEmpty()) options.checkpoint = positional.front();
  if (options.compare) {
    try {
      twb::inspect::comparison_lesson(options.compare->toStdString());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "transformer-workbench: --compare: %s\n", e.what());
      std::exit(2);
    }
  }
  return options;
}

// Sets the window up as the options ask, before it shows; false (having said why on standard
// error) for a task, dataset, epoch count or tab that does not exist.
bool setUpWindow(MainWindow& window, const AppOptions& options) {
  twb::ui::ExperimentPanel& panel = *window.experimentPanel();
  if (options.task) {
    try {
      twb::task_named(options.task->toStdString());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "transformer-workbench: %s\n", e.what());
      return false;
    }
    panel.setTask(*options.task);
  }
  if (options.dataset && !panel.chooseDataset(*options.dataset)) {
    QStringList names;
    for (const std::string& name : twb::text::bundled_dataset_names(panel.task().toStdString()))
      names << QString::fromStdString(name);
    std::fprintf(stderr,
                 "transformer-workbench: --dataset %s: no bundled dataset of the task %s has that name (%s), "
                 "and no file or folder has that path\n",
                 qPrintable(*options.dataset), qPrintable(panel.task()), qPrintable(names.join(QStringLiteral(", "))));
    return false;
  }
  if (options.epochs) {
    bool ok = false;
    const int epochs = options.epochs->toInt(&ok);
    if (!ok || !panel.setEpochs(epochs)) {
      std::fprintf(stderr, "transformer-workbench: --epochs %s: give a whole number from 1 to %d\n",
                   qPrintable(*options.epochs), panel.maxEpochs());
      return false;
    }
  }
  if (options.lesson) {
    window.lessonsDock()->raise();
    if (!window.lessonsPanel()->showLesson(*options.lesson)) {
      QStringList names;
      for (const twb::Lesson& l : window.lessonsPanel()->library().lessons) names << QString::fromStdString(l.name);
      std::fprintf(stderr, "transformer-workbench: --lesson %s: no lesson has that name (%s)\n",
                   qPrintable(*options.lesson), qPrintable(names.join(QStringLiteral(", "))));
      return false;
    }
  }
  if (options.tab && !window.selectTab(*options.tab)) {
    std::fprintf(stderr, "transformer-workbench: no tab named \"%s\"; the tabs: %s\n", qPrintable(*options.tab),
                 qPrintable(window.tabTitles().join(QStringLiteral(", "))));
    return false;
  }
  return true;
}

// --train: starts training once the event loop runs; when it stops (after --steps, or at the end
// of its epochs) asks the task tab's answer once (with --steps), then saves and quits (with --save).
void trainFromCommandLine(QApplication& app, MainWindow& window, const AppOptions& options) {
  TrainingController* controller = window.controller();
  // Pause once the run has taken `steps` steps: decided on the controller's thread, after that
  // step, so never a step late however busy the GUI thread is.
  if (options.steps > 0) controller->call(&TrainingController::pauseAfterStep, options.steps);
  if (!options.savePath.isEmpty()) {
    QObject::connect(controller, &TrainingController::saved, &app, [](const QString& path) {
      std::fprintf(stderr, "transformer-workbench: saved %s\n", qPrintable(path));
      QCoreApplication::exit(0);
    });
    QObject::connect(controller, &TrainingController::error, &app, [](const QString& message) {
      std::fprintf(stderr, "transformer-workbench: %s\n", qPrintable(message));
      QCoreApplication::exit(1);
    });
  }
  // Said once, after the first step: from then on a signal has a run to keep (and a script that
  // stops the app knows it has one).
  QObject::connect(
      controller, &TrainingController::stepped, &window,
      [](const twb::StepReport& report) {
        std::fprintf(stderr, "transformer-workbench: training (step %lld); Ctrl-C or SIGTERM saves the run and quits\n",
                     static_cast<long long>(report.step));
      },
      Qt::SingleShotConnection);
  auto trained = std::make_shared<bool>(false), done = std::make_shared<bool>(false);
  QObject::connect(controller, &TrainingController::stateChanged, &window,
                   [&window, trained, done, steps = options.steps, savePath = options.savePath](TrainingState state) {
                     if (state == TrainingState::Training) *trained = true;
                     const bool stopped = state == TrainingState::Paused || state == TrainingState::Ready;
                     if (!*trained || !stopped || *done) return;
                     *done = true;
                     if (steps > 0) window.requestTaskAnswer();
                     if (!savePath.isEmpty()) window.saveCheckpoint(savePath);
                   });
  QTimer::singleShot(0, &window, [&window] { window.startTraining(); });
}

// Whether the command line asks only for --help or --version: those print and exit without a display.
bool asksForHelpOrVersion(int argc, char* argv[]) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
      return true;
  }
  return false;
}

}  // namespace

int main(int argc, char* argv[]) {
  twb::check_processor();  // done already, before any other code; called so that it links
  if (asksForHelpOrVersion(argc, argv)) {
    // A QCoreApplication opens no display, so these work over ssh, in a package's build and for help2man.
    QCoreApplication app(argc, argv);
    twb::ui::setApplicationNames();
    parseOptions(app);  // prints and exits
    return 0;
  }
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
  const AppOptions options = parseOptions(app);

  MainWindow window;
  if (!setUpWindow(window, options)) return 2;
  // SIGTERM or Ctrl-C: the window stops and keeps the run, on the GUI thread. Declared after the
  // window, so it is gone (and no call can be queued) before the window is.
  const twb::stop_signals::OnStop stopOnSignal([&window](int signal) {
    const QString name = QString::fromLatin1(twb::stop_signals::name(signal));
    QMetaObject::invokeMethod(
        &window, [&window, name] { window.stopForSignal(name); }, Qt::QueuedConnection);
  });
  window.show();
  if (options.compare) {
    // Both runs start together, from the dock's settings: this one in the window, the lesson's beside it.
    QTimer::singleShot(0, &window, [&window, lesson = *options.compare] {
      window.startTraining();
      window.startComparison(lesson);
    });
  }
  if (options.train) trainFromCommandLine(app, window, options);
  if (options.follow)
    QTimer::singleShot(
        0, &window, [&window, folder = *options.follow, showMap = !options.tab] { window.followRun(folder, showMap); });
  if (!options.checkpoint.isEmpty())
    QTimer::singleShot(0, &window, [&window, path = options.checkpoint, showMap = !options.tab] {
      window.openCheckpoint(path, showMap);
    });
  if (options.reference)
    QTimer::singleShot(0, &window, [&window, path = *options.reference] { window.openReference(path); });
  return app.exec();
}
