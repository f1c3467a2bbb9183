// Responsiveness benchmark (not a test): while the `small` preset trains on a Multi30k-layout
// directory, how late does the GUI thread's event loop run?
//
//   twb_ui_latency_bench DIR [SRC TGT [SECONDS]] [--warmup-timeout S] [--threads N] [--timelapse]
//                        [--preset tiny|small|base] [--tab TITLE]
//
// --preset: the model trained (small by default). --tab: the window shows that tab (e.g.
// Attention, Curves, Masks) the whole time instead of alternating; a tab's live snapshots are
// computed only while it is shown, so this measures what one tab costs. --timelapse: the window shows the Time-lapse tab the whole time instead, the run keeps a frame
// every 5 steps (so the cap of 200 frames fills and is thinned), Play runs continuously and the
// slider is dragged to another frame every 16 ms: the p99 is that of scrubbing and Play while
// training.
//
// The real MainWindow is created (offscreen unless QT_QPA_PLATFORM says otherwise), the controller
// is configured with the `small` preset and takes 2 warm-up steps. Then, for SECONDS of training in
// the window, the window shows the Attention tab (attention snapshots are drawn) and the Curves
// tab, each half of the time, alternating every 5 s. Meanwhile a probe runs every 5 ms: its sample
// is the lateness of the probe timer itself (gap - interval) plus the delay of a zero-timeout timer
// it schedules, i.e. how long an input event arriving then would have waited. Prints p50, p99 and
// max in ms, the number of samples and of training steps.
//
// The same steps without a window, in turns with it: a second session of the same settings and
// thread count (the same seed, so the same batches in the same order) on the main thread, with
// no window, takes the warm-up steps, then after each turn of the window (about 10 s, ending in a
// pause after an exact step) times the same steps, evaluating when due as `twb train` does. The
// ratio of the two is the window's training speed against the CLI's; taken turn by turn, the
// machine's drift from one minute to the next (a shared VM's) falls on both sides alike. A last
// JSON line has every figure.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSemaphore>
#include <QSlider>
#include <QTemporaryFile>
#include <QTimer>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "task/task.h"
#include "window/main_window.h"
#include "views/timelapse_view.h"
#include "tensor/parallel.h"
#include "train/session.h"
#include "engine/training_controller.h"
#include "tensor/parallel.h"

namespace {

// CPU time of the calling thread, in seconds.
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

long minor_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto index = static_cast<size_t>(std::ceil(p / 100.0 * double(v.size()))) - 1;
  return v[std::min(index, v.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
  twb::use_engine_openmp_settings(argv);  // before anything else: it may restart the program
  twb::keep_freed_memory_for_reuse();
  // Offscreen, on a desktop's screen: the plugin's own 800×800 would make the window scroll its
  // tabs to fit it, and the window is shown at 1400×900 (as in every run before).
  QTemporaryFile screen(QDir::temp().filePath(QStringLiteral("twb-latency-screen-XXXXXX.json")));
  const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
  if ((platform.isEmpty() || platform == "offscreen") && screen.open()) {
    screen.write(R"({"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080}]})");
    screen.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screen.fileName().toLocal8Bit());
  }
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("twb-latency-bench"));  // own QSettings

  QStringList positional;
  double warmupTimeout = 900;
  int threads = 0;
  bool timelapse = false;
  QString preset = QStringLiteral("small");
  QString fixedTab;  // empty: Attention and Curves in turn
  const QStringList args = QApplication::arguments().mid(1);
  for (int i = 0; i < args.size(); ++i) {
    if (args[i] == QLatin1String("--warmup-timeout") && i + 1 < args.size()) {
      warmupTimeout = args[++i].toDouble();
    } else if (args[i] == QLatin1String("--threads") && i + 1 < args.size()) {
      threads = args[++i].toInt();
    } else if (args[i] == QLatin1String("--preset") && i + 1 < args.size()) {
      preset = args[++i];
    } else if (args[i] == QLatin1String("--timelapse")) {
      timelapse = true;
    } else if (args[i] == QLatin1String("--tab") && i + 1 < args.size()) {
      fixedTab = args[++i];
    } else {
      positional << args[i];
    }
  }
  if (positional.isEmpty()) {
    std::fprintf(stderr,
                 "usage: twb_ui_latency_bench DIR [SRC TGT [SECONDS]] [--warmup-timeout S] [--threads N] [--timelapse] "
                 "[--preset NAME] [--tab TITLE]\n");
    return 2;
  }
  const QString dir = positional.value(0);
  const QString source = positional.value(1, QStringLiteral("en"));
  const QString target = positional.value(2, QStringLiteral("de"));
  const double seconds = positional.value(3, QStringLiteral("60")).toDouble();

  twb::ui::MainWindow window;
  window.setConfirmOnClose(false);
  window.resize(1400, 900);
  window.show();

  twb::ExperimentSettings settings;
  settings.dataset = dir.toStdString();
  settings.source_language = source.toStdString();
  settings.target_language = target.toStdString();
  settings.model = twb::TransformerConfig::preset(preset.toStdString());
  if (timelapse) settings.timelapse_every = 5;
  try {
    settings.validate();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "invalid settings: %s\n", e.what());
    return 2;
  }

  twb::ui::TrainingController* c = window.controller();
  qint64 steps = 0, lastStepNs = 0;  // when the last step's report reached the GUI
  std::vector<long> faultsAtStep;    // the process's minor faults when each step's report arrived
  QElapsedTimer wall;
  QObject::connect(c, &twb::ui::TrainingController::stepped, &app, [&](const twb::StepReport&) {
    ++steps;
    lastStepNs = wall.nsecsElapsed();
    faultsAtStep.push_back(minor_page_faults());
  });
  qint64 attentionSnapshots = 0, maskSnapshots = 0, progressUpdates = 0;
  // The views' feeds as they reach the window (engine/live_feed.h).
  QObject::connect(c, &twb::ui::TrainingController::delivered, &app, [&](const QString& id) {
    if (id == QLatin1String("attention")) ++attentionSnapshots;
    if (id == QLatin1String("masks")) ++maskSnapshots;
  });
  QObject::connect(c, &twb::ui::TrainingController::progress, &app,
                   [&](const twb::ui::TrainingProgress&) { ++progressUpdates; });
  bool failed = false;
  QObject::connect(c, &twb::ui::TrainingController::error, &app, [&](const QString& message) {
    std::fprintf(stderr, "controller error: %s\n", qPrintable(message));
    failed = true;
  });

  qint64 timelapseFrames = 0, timelapseWholes = 0, framesDrawn = 0;
  QObject::connect(c, &twb::ui::TrainingController::timelapseFrame, &app,
                   [&](const twb::TimelapseFrame&) { ++timelapseFrames; });
  QObject::connect(c, &twb::ui::TrainingController::timelapseChanged, &app,
                   [&](const twb::AttentionTimelapse&) { ++timelapseWholes; });
  twb::ui::TimelapseView* timelapseTab = window.findChild<twb::ui::TimelapseView*>();

  wall.start();
  // The tab shown first (and, with --tab or --timelapse, the whole time), and its name in the results.
  const QString firstTab = !fixedTab.isEmpty() ? fixedTab
                           : timelapse         ? QStringLiteral("Time-lapse")
                                               : QStringLiteral("Attention");
  const QString tabsShown = fixedTab.isEmpty() && !timelapse ? QStringLiteral("Attention/Curves") : firstTab;
  if (!window.selectTab(firstTab)) {
    std::fprintf(stderr, "no tab titled \"%s\" (try Curves, Attention, Masks, Translate)\n", qPrintable(firstTab));
    return 2;
  }
  twb::ui::TrainingState state = twb::ui::TrainingState::NoModel;
  QObject::connect(c, &twb::ui::TrainingController::stateChanged, &app, [&](twb::ui::TrainingState s) { state = s; });
  // Runs the event loop (sleeping while there is nothing to do, as the app's does) until the
  // controller has paused after `step`, or failed, or `timeoutS` passed.
  auto waitForPauseAfter = [&](qint64 step, double timeoutS) {
    auto done = [&] { return steps >= step && state == twb::ui::TrainingState::Paused; };
    if (done()) return true;
    QEventLoop loop;
    auto check = [&] {
      if (done() || failed) loop.quit();
    };
    const auto onState = QObject::connect(c, &twb::ui::TrainingController::stateChanged, &loop, check);
    const auto onError = QObject::connect(c, &twb::ui::TrainingController::error, &loop, check);
    QTimer::singleShot(int(timeoutS * 1000), &loop, [&loop] { loop.quit(); });
    loop.exec();
    QObject::disconnect(onState);
    QObject::disconnect(onError);
    return done();
  };

  // Warm-up: the first kWarmupSteps steps (loading Multi30k and training the tokenizers first).
  constexpr qint64 kWarmupSteps = 2;
  c->post([c, settings, threads] {
    c->configure(settings, 0, threads);
    c->pauseAfterStep(kWarmupSteps);
    c->train();
  });
  if (!waitForPauseAfter(kWarmupSteps, warmupTimeout)) {
    std::fprintf(stderr, failed ? "training failed\n" : "no training steps after %.0f s\n", warmupTimeout);
    c->shutdown();
    return 1;
  }

  // The engine alone: the same settings (the same seed: the same batches in the same order) and
  // thread count, on this thread, with no window; it takes the warm-up steps untimed.
  twb::set_num_threads(threads > 0 ? threads : 0);
  std::unique_ptr<twb::TrainingSession> engine;
  auto engineStep = [&] {
    engine->step();
    if (engine->evaluation_due()) engine->evaluate();  // as `twb train` and the window do
  };
  QElapsedTimer warmupClock;
  try {
    engine = twb::create_session(settings);
    warmupClock.start();
    for (qint64 i = 0; i < kWarmupSteps; ++i) engineStep();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "engine alone: %s\n", e.what());
    c->shutdown();
    return 1;
  }
  double stepSeconds = double(warmupClock.nsecsElapsed()) * 1e-9 / double(kWarmupSteps);
  std::printf("first steps after %.1f s; measuring the window for %.0f s, in turns with the engine alone\n",
              wall.elapsed() / 1000.0, seconds);
  std::fflush(stdout);

  const qint64 attentionBefore = attentionSnapshots, masksBefore = maskSnapshots, progressBefore = progressUpdates;
  std::vector<double> samples;
  samples.reserve(size_t(seconds * 250));
  constexpr int kProbeMs = 5;
  QElapsedTimer clock;
  clock.start();
  qint64 lastProbeNs = clock.nsecsElapsed();
  QTimer probe;
  probe.setTimerType(Qt::PreciseTimer);
  probe.setInterval(kProbeMs);
  int turn = 0;            // the window's turns: a probe's sample counts only within its own
  bool measuring = false;  // (one left pending when a turn ends would time the engine's turn)
  QObject::connect(&probe, &QTimer::timeout, &app, [&] {
    const qint64 now = clock.nsecsElapsed();
    const double timerLateMs = std::max(0.0, double(now - lastProbeNs) / 1e6 - kProbeMs);
    lastProbeNs = now;
    QTimer::singleShot(0, &app, [&, now, timerLateMs, probeTurn = turn] {
      if (measuring && probeTurn == turn) samples.push_back(timerLateMs + double(clock.nsecsElapsed() - now) / 1e6);
    });
  });

  // Attention and Curves, half of the window's time each.
  int phase = 0;
  QTimer tabs;
  tabs.setInterval(5000);
  QObject::connect(&tabs, &QTimer::timeout, &app, [&] {
    ++phase;
    window.selectTab(phase % 2 ? QStringLiteral("Curves") : QStringLiteral("Attention"));
  });

  // --timelapse: Play all the time, and the slider dragged to another frame every 16 ms.
  QTimer scrub;
  scrub.setInterval(16);
  QObject::connect(&scrub, &QTimer::timeout, &app, [&] {
    QSlider* slider = timelapseTab->slider();
    if (slider->maximum() > 0) slider->setValue((slider->value() + 7) % (slider->maximum() + 1));
    if (!timelapseTab->isPlaying()) timelapseTab->play();
    ++framesDrawn;
  });

  // In turns: the window trains a chunk of about kChunkSeconds (the probe, the tab switches and the
  // scrubbing run only then), pausing after its last step; then the engine alone takes the same
  // steps on this thread. The machine's speed drifts (a shared VM: ±8 % between runs a minute
  // apart), and each chunk compares the two over the same minute.
  constexpr double kChunkSeconds = 10;
  double windowSeconds = 0, engineSeconds = 0, guiCpuSeconds = 0, worstChunk = 1e9, bestChunk = 0;
  long windowFaults = 0, engineFaults = 0, windowLateFaults = 0, engineLateFaults = 0;
  qint64 measuredSteps = 0, lateSteps = 0;
  int chunks = 0;
  while (windowSeconds < seconds && !failed) {
    const qint64 chunkSteps = std::max<qint64>(2, qint64(std::lround(kChunkSeconds / std::max(1e-3, stepSeconds))));
    const qint64 first = steps, last = steps + chunkSteps;
    const bool late = windowSeconds >= seconds / 2;  // the second half: the heap near its high-water mark
    // The window's chunk: from the Train order to the report of its last step.
    const double guiCpuBefore = thread_cpu_seconds();
    const long faultsBefore = minor_page_faults();
    ++turn;
    measuring = true;
    lastProbeNs = clock.nsecsElapsed();
    probe.start();
    if (timelapse)
      scrub.start();
    else if (fixedTab.isEmpty())
      tabs.start();
    const qint64 startNs = wall.nsecsElapsed();
    c->post([c, last] {
      c->pauseAfterStep(last);
      c->train();
    });
    const bool paused = waitForPauseAfter(last, 600);
    measuring = false;
    probe.stop();
    tabs.stop();
    scrub.stop();
    if (!paused) {
      std::fprintf(stderr, failed ? "training failed\n" : "the window did not reach step %lld\n",
                   static_cast<long long>(last));
      c->shutdown();
      return 1;
    }
    // A pause sends every snapshot (forced) after it says Paused: let the worker finish them before
    // the engine's turn, which they would otherwise slow down.
    QSemaphore workerIdle;
    c->post([&workerIdle] { workerIdle.release(); });
    workerIdle.acquire();
    const double windowChunk = double(lastStepNs - startNs) * 1e-9;
    const long windowChunkFaults = faultsAtStep[size_t(last - 1)] - faultsBefore;
    guiCpuSeconds += thread_cpu_seconds() - guiCpuBefore;

    // The engine's chunk: the same steps, timed to the end of the last one as the window's turn is
    // (an evaluation due right after it runs untimed on both sides: the window's before it pauses).
    QElapsedTimer engineClock;
    double engineChunk = 0;
    long engineChunkFaults = 0;
    const long engineFaultsBefore = minor_page_faults();
    try {
      engineClock.start();
      for (qint64 i = first; i < last; ++i) {
        engine->step();
        if (i + 1 == last) {
          engineChunk = double(engineClock.nsecsElapsed()) * 1e-9;
          engineChunkFaults = minor_page_faults() - engineFaultsBefore;
        }
        if (engine->evaluation_due()) engine->evaluate();
      }
    } catch (const std::exception& e) {
      std::fprintf(stderr, "engine alone: %s\n", e.what());
      c->shutdown();
      return 1;
    }

    windowSeconds += windowChunk;
    engineSeconds += engineChunk;
    windowFaults += windowChunkFaults;
    engineFaults += engineChunkFaults;
    if (late) {
      windowLateFaults += windowChunkFaults;
      engineLateFaults += engineChunkFaults;
      lateSteps += chunkSteps;
    }
    measuredSteps += chunkSteps;
    worstChunk = std::min(worstChunk, engineChunk / windowChunk);
    bestChunk = std::max(bestChunk, engineChunk / windowChunk);
    stepSeconds = windowChunk / double(chunkSteps);
    ++chunks;
  }
  c->shutdown();
  const double windowStepsPerSecond = double(measuredSteps) / std::max(1e-9, windowSeconds);
  const double engineStepsPerSecond = double(measuredSteps) / std::max(1e-9, engineSeconds);

  const double p50 = percentile(samples, 50), p99 = percentile(samples, 99);
  const double max = samples.empty() ? 0 : *std::max_element(samples.begin(), samples.end());
  std::printf("GUI event-loop latency over %.0f s of training (%s preset, %s %s-%s, tabs shown: %s):\n", windowSeconds,
              qPrintable(preset), qPrintable(dir), qPrintable(source), qPrintable(target), qPrintable(tabsShown));
  std::printf("  p50 %.2f ms   p99 %.2f ms   max %.2f ms   samples %zu   training steps %lld%s\n", p50, p99, max,
              samples.size(), static_cast<long long>(measuredSteps), failed ? "   (controller reported an error)" : "");
  std::printf(
      "  while measuring the window received %lld attention snapshots, %lld mask snapshots and %lld "
      "progress updates\n",
      static_cast<long long>(attentionSnapshots - attentionBefore), static_cast<long long>(maskSnapshots - masksBefore),
      static_cast<long long>(progressUpdates - progressBefore));
  if (timelapse)
    std::printf(
        "  time-lapse: %lld frames one by one and %lld whole time-lapses received, %lld scrubs, %d frames held "
        "(a frame every %d steps now)\n",
        static_cast<long long>(timelapseFrames), static_cast<long long>(timelapseWholes),
        static_cast<long long>(framesDrawn), timelapseTab->frameCount(), timelapseTab->timelapse().interval());
  std::printf(
      "minor page faults per step: window %.1f, engine alone %.1f; in the second half: window %.1f, engine "
      "alone %.1f (the window takes each batch first: the heap grows to its high-water mark in its turns)\n",
      double(windowFaults) / double(measuredSteps), double(engineFaults) / double(measuredSteps),
      double(windowLateFaults) / double(std::max<qint64>(1, lateSteps)),
      double(engineLateFaults) / double(std::max<qint64>(1, lateSteps)));
  std::printf("the GUI thread used %.1f s of CPU in %.0f s (%.1f %% of a core)\n", guiCpuSeconds, windowSeconds,
              100.0 * guiCpuSeconds / windowSeconds);
  std::printf(
      "training speed on the same %lld steps (%d threads): window %.3f steps/s, engine alone %.3f steps/s: "
      "%.1f %% (%d turns each, %.1f %% to %.1f %% turn by turn)\n",
      static_cast<long long>(measuredSteps), twb::num_threads(), windowStepsPerSecond, engineStepsPerSecond,
      100.0 * windowStepsPerSecond / engineStepsPerSecond, chunks, 100.0 * worstChunk, 100.0 * bestChunk);
  std::printf(
      "{\"p50_ms\":%.3f,\"p99_ms\":%.3f,\"max_ms\":%.3f,\"samples\":%zu,\"steps\":%lld,\"threads\":%d,"
      "\"window_steps_per_s\":%.4f,\"engine_steps_per_s\":%.4f,\"window_vs_engine\":%.4f,\"turns\":%d,"
      "\"worst_turn\":%.4f,\"best_turn\":%.4f,\"gui_cpu_share\":%.4f,\"timelapse\":%s,\"tab\":\"%s\"}\n",
      p50, p99, max, samples.size(), static_cast<long long>(measuredSteps), twb::num_threads(), windowStepsPerSecond,
      engineStepsPerSecond, windowStepsPerSecond / engineStepsPerSecond, chunks, worstChunk, bestChunk,
      guiCpuSeconds / windowSeconds, timelapse ? "true" : "false", qPrintable(tabsShown));
  return 0;
}
