// Responsiveness benchmark (not a test): while the `small` preset trains on a Multi30k-layout
// directory, how late does the GUI thread's event loop run?
//
//   twb_ui_latency_bench DIR [SRC TGT [SECONDS]] [--warmup-timeout S] [--threads N] [--timelapse]
//                        [--preset tiny|small|base]
//
// --preset: the model trained (small by default). --timelapse: the window shows the Time-lapse tab the whole time instead, the run keeps a frame
// every 5 steps (so the cap of 200 frames fills and is thinned), Play runs continuously and the
// slider is dragged to another frame every 16 ms: the p99 is that of scrubbing and Play while
// training.
//
// The real MainWindow is created (offscreen unless QT_QPA_PLATFORM says otherwise), the controller
// is configured with the `small` preset and trains; once the first steps arrive, for SECONDS the
// window shows the Attention tab (attention snapshots are drawn) and the Curves tab, each half of
// the time, alternating every 5 s. Meanwhile a probe runs every 5 ms: its sample is the lateness of
// the probe timer itself (gap - interval) plus the delay of a zero-timeout timer it schedules, i.e.
// how long an input event arriving then would have waited. Prints p50, p99 and max in ms, the
// number of samples and of training steps.
//
// Then the same steps without a window: a fresh session of the same settings and thread count
// (the same seed, so the same batches in the same order) steps past the window's warm-up and
// times exactly the steps the window timed, evaluating when due as `twb train` does. The ratio of
// the two is the window's training speed against the CLI's. A last JSON line has every figure.
#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTimer>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "task/task.h"
#include "main_window.h"
#include "timelapse_tab.h"
#include "tensor/parallel.h"
#include "train/session.h"
#include "training_controller.h"
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
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("twb-latency-bench"));  // own QSettings

  QStringList positional;
  double warmupTimeout = 900;
  int threads = 0;
  bool timelapse = false;
  QString preset = QStringLiteral("small");
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
    } else {
      positional << args[i];
    }
  }
  if (positional.isEmpty()) {
    std::fprintf(stderr, "usage: twb_ui_latency_bench DIR [SRC TGT [SECONDS]] [--warmup-timeout S] [--threads N] [--timelapse] [--preset NAME]\n");
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
  QElapsedTimer wall;
  QObject::connect(c, &twb::ui::TrainingController::stepped, &app, [&](const twb::StepReport&) {
    ++steps;
    lastStepNs = wall.nsecsElapsed();
  });
  qint64 attentionSnapshots = 0, maskSnapshots = 0, progressUpdates = 0;
  QObject::connect(c, &twb::ui::TrainingController::attentionReady, &app,
                   [&](const twb::inspect::AttentionSnapshot&) { ++attentionSnapshots; });
  QObject::connect(c, &twb::ui::TrainingController::batchMasks, &app,
                   [&](const twb::inspect::MaskSnapshot&) { ++maskSnapshots; });
  QObject::connect(c, &twb::ui::TrainingController::progress, &app,
                   [&](const twb::ui::TrainingProgress&) { ++progressUpdates; });
  bool failed = false;
  QObject::connect(c, &twb::ui::TrainingController::error, &app, [&](const QString& message) {
    std::fprintf(stderr, "controller error: %s\n", qPrintable(message));
    failed = true;
  });

  qint64 timelapseFrames = 0, timelapseWholes = 0, framesDrawn = 0;
  QObject::connect(c, &twb::ui::TrainingController::timelapseFrame, &app, [&](const twb::TimelapseFrame&) { ++timelapseFrames; });
  QObject::connect(c, &twb::ui::TrainingController::timelapseChanged, &app,
                   [&](const twb::AttentionTimelapse&) { ++timelapseWholes; });
  twb::ui::TimelapseTab* timelapseTab = window.timelapseTab();

  wall.start();
  window.selectTab(timelapse ? QStringLiteral("Time-lapse") : QStringLiteral("Attention"));
  c->post([c, settings, threads] {
    c->configure(settings, 0, threads);
    c->train();
  });

  // Wait for the first steps (loading Multi30k and training the tokenizers takes a while).
  while (steps < 2 && !failed && wall.elapsed() < qint64(warmupTimeout * 1000)) {
    QApplication::processEvents(QEventLoop::AllEvents, 50);
  }
  if (steps < 2) {
    std::fprintf(stderr, failed ? "training failed\n" : "no training steps after %.0f s\n", warmupTimeout);
    c->shutdown();
    return 1;
  }
  std::printf("first steps after %.1f s; measuring for %.0f s\n", wall.elapsed() / 1000.0, seconds);
  std::fflush(stdout);

  const qint64 firstStepNs = lastStepNs;  // the window's speed: steps reported after this one, over their time
  const qint64 stepsBefore = steps, attentionBefore = attentionSnapshots, masksBefore = maskSnapshots,
               progressBefore = progressUpdates;
  std::vector<double> samples;
  samples.reserve(size_t(seconds * 250));
  constexpr int kProbeMs = 5;
  QElapsedTimer clock;
  clock.start();
  qint64 lastProbeNs = clock.nsecsElapsed();
  QTimer probe;
  probe.setTimerType(Qt::PreciseTimer);
  probe.setInterval(kProbeMs);
  QObject::connect(&probe, &QTimer::timeout, &app, [&] {
    const qint64 now = clock.nsecsElapsed();
    const double timerLateMs = std::max(0.0, double(now - lastProbeNs) / 1e6 - kProbeMs);
    lastProbeNs = now;
    QTimer::singleShot(0, &app, [&, now, timerLateMs] {
      samples.push_back(timerLateMs + double(clock.nsecsElapsed() - now) / 1e6);
    });
  });

  // Attention and Curves, half of the time each.
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

  QTimer::singleShot(int(seconds * 1000), &app, [&] { QApplication::quit(); });
  const double guiCpuBefore = thread_cpu_seconds();
  const long windowFaultsBefore = minor_page_faults();
  probe.start();
  if (timelapse) {
    scrub.start();
  } else {
    tabs.start();
  }
  lastProbeNs = clock.nsecsElapsed();
  QApplication::exec();
  probe.stop();
  tabs.stop();
  scrub.stop();
  const double guiCpuSeconds = thread_cpu_seconds() - guiCpuBefore;
  const long windowFaults = minor_page_faults() - windowFaultsBefore;

  const qint64 measuredSteps = steps - stepsBefore;
  const double windowSeconds = double(lastStepNs - firstStepNs) * 1e-9;
  c->shutdown();

  // The engine alone: the same settings, threads and steps, no window.
  if (threads > 0) twb::set_num_threads(threads);
  else twb::set_num_threads(0);
  double engineSeconds = 0;
  long engineFaults = 0;
  try {
    auto session = twb::create_session(settings);
    auto step = [&] {
      session->step();
      if (session->evaluation_due()) session->evaluate();
    };
    for (qint64 i = 0; i < stepsBefore; ++i) step();
    QElapsedTimer engineClock;
    engineClock.start();
    const long faultsBefore = minor_page_faults();
    for (qint64 i = 0; i < measuredSteps; ++i) step();
    engineSeconds = double(engineClock.nsecsElapsed()) * 1e-9;
    engineFaults = minor_page_faults() - faultsBefore;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "engine alone: %s\n", e.what());
    return 1;
  }
  const double windowStepsPerSecond = double(measuredSteps) / windowSeconds;
  const double engineStepsPerSecond = double(measuredSteps) / std::max(1e-9, engineSeconds);

  const double p50 = percentile(samples, 50), p99 = percentile(samples, 99);
  const double max = samples.empty() ? 0 : *std::max_element(samples.begin(), samples.end());
  std::printf("GUI event-loop latency over %.0f s of training (%s preset, %s %s-%s):\n", seconds, qPrintable(preset),
              qPrintable(dir), qPrintable(source), qPrintable(target));
  std::printf("  p50 %.2f ms   p99 %.2f ms   max %.2f ms   samples %zu   training steps %lld%s\n", p50, p99, max,
              samples.size(), static_cast<long long>(measuredSteps), failed ? "   (controller reported an error)" : "");
  std::printf("  while measuring the window received %lld attention snapshots, %lld mask snapshots and %lld "
              "progress updates\n",
              static_cast<long long>(attentionSnapshots - attentionBefore),
              static_cast<long long>(maskSnapshots - masksBefore),
              static_cast<long long>(progressUpdates - progressBefore));
  if (timelapse)
    std::printf("  time-lapse: %lld frames one by one and %lld whole time-lapses received, %lld scrubs, %d frames held "
                "(a frame every %d steps now)\n",
                static_cast<long long>(timelapseFrames), static_cast<long long>(timelapseWholes),
                static_cast<long long>(framesDrawn), timelapseTab->frameCount(), timelapseTab->timelapse().interval());
  std::printf("minor page faults per step: window %.1f, engine alone %.1f\n", double(windowFaults) / double(measuredSteps),
              double(engineFaults) / double(measuredSteps));
  std::printf("the GUI thread used %.1f s of CPU in %.0f s (%.1f %% of a core)\n", guiCpuSeconds, seconds,
              100.0 * guiCpuSeconds / seconds);
  std::printf("training speed on the same %lld steps (%d threads): window %.3f steps/s, engine alone %.3f steps/s: "
              "%.1f %%\n",
              static_cast<long long>(measuredSteps), twb::num_threads(), windowStepsPerSecond, engineStepsPerSecond,
              100.0 * windowStepsPerSecond / engineStepsPerSecond);
  std::printf("{\"p50_ms\":%.3f,\"p99_ms\":%.3f,\"max_ms\":%.3f,\"samples\":%zu,\"steps\":%lld,\"threads\":%d,"
              "\"window_steps_per_s\":%.4f,\"engine_steps_per_s\":%.4f,\"window_vs_engine\":%.4f,\"gui_cpu_share\":%.4f,"
              "\"timelapse\":%s}\n",
              p50, p99, max, samples.size(), static_cast<long long>(measuredSteps), twb::num_threads(),
              windowStepsPerSecond, engineStepsPerSecond, windowStepsPerSecond / engineStepsPerSecond, guiCpuSeconds / seconds,
              timelapse ? "true" : "false");
  return 0;
}
