// The training controller's threading, without a window (Qt Core only): the engine trains on the
// controller's worker thread (OpenMP inside each step) while this thread — the GUI's, here —
// sends every kind of request the window sends and reads every value that comes back. The checks
// are of order and content; the point of the suite is also to run under ThreadSanitizer (the
// `tsan` preset, OpenMP seen through LLVM's Archer), where a data race between the worker, its
// OpenMP team and the GUI thread fails the run.
#include <QCoreApplication>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

#include "engine/comparison_controller.h"
#include "engine/feeds.h"
#include "engine/task_snapshots.h"
#include "inspect/run_comparison.h"
#include "signal_arrivals.h"
#include "engine/thread_handoff.h"
#include "tiny_settings.h"
#include "engine/training_controller.h"
#include "inspect/snapshots.h"
#include "task/task.h"
#include "train/translation.h"
#include "tensor/parallel.h"

using twb::ui::ComparisonController;
using twb::ui::TrainingController;
using twb::ui::TrainingState;
using twb::ui::testing::Arrivals;

namespace {

constexpr int kTimeout = 300000;  // generous: under ThreadSanitizer a step is ~10× slower

twb::ExperimentSettings tinySettings() {
  twb::ExperimentSettings settings = twb::ui::testing::tinyNumbersSettings();
  settings.set("encoder_layers=1");
  settings.set("decoder_layers=1");
  settings.timelapse_every = 2;  // frames cross threads too
  return settings;
}

// Sum of every weight of every map: each row of an attention map sums to 1.
double totalWeight(const std::vector<twb::inspect::Heatmap>& maps) {
  double total = 0;
  for (const auto& map : maps) {
    for (double v : map.values) total += v;
  }
  return total;
}

int rowsOf(const std::vector<twb::inspect::Heatmap>& maps) {
  int rows = 0;
  for (const auto& map : maps) rows += map.rows;
  return rows;
}

// The Translate view's question: `source` translated with a beam of `beam`.
void askTranslation(TrainingController& controller, QObject* receiver, const QString& source, int beam,
                    std::function<void(const twb::ui::TranslationSnapshot&)> show) {
  controller.ask(
      receiver, QStringLiteral("translation"),
      [text = source.toStdString(), beam](twb::TrainingSession& s) {
        return twb::ui::translation_snapshot(twb::ui::translation_model(s), text, beam);
      },
      std::move(show), {}, twb::ui::Needs{.savedWeights = true, .headsOff = true});
}

}  // namespace

class ControllerThreadsTest : public QObject {
  Q_OBJECT

 private slots:
  void requestsWhileTrainingAreAnsweredInOrder();
  void closingWhileTrainingJoinsTheWorker();
  void inspectionsShowTheWeightsTheCheckpointHolds();
  void comparisonRunTrainsBesideTheWindowsRun();
  void feedsThatShareAValueComputeItOnce();

 private:
  // Builds the tiny model on `controller` with `threads` threads and waits until it is ready.
  static void configure(TrainingController& controller, int threads);
};

void ControllerThreadsTest::configure(TrainingController& controller, int threads) {
  Arrivals ready(&controller, &TrainingController::sessionReady);
  const twb::ExperimentSettings settings = tinySettings();
  controller.post([c = &controller, settings, threads] { c->configure(settings, 0, threads); });
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  QTRY_COMPARE_WITH_TIMEOUT(controller.state(), TrainingState::Ready, kTimeout);
}

void ControllerThreadsTest::requestsWhileTrainingAreAnsweredInOrder() {
  TrainingController controller;
  configure(controller, 2);

  // What this thread hears, read here as the window would read it.
  qint64 lastStep = 0;
  int steps = 0, outOfOrder = 0, attentionAnswers = 0, translations = 0, beams = 0, masks = 0, scores = 0;
  int frames = 0, errors = 0;
  double attentionWeight = 0;
  int attentionRows = 0;
  connect(&controller, &TrainingController::stepped, this, [&](const twb::StepReport& report) {
    if (report.step <= lastStep) ++outOfOrder;
    lastStep = report.step;
    ++steps;
    QVERIFY(std::isfinite(report.loss));
  });
  // The views' feeds, on a receiver of this thread: the watched sentence's attention, the masks of
  // the batch's second sentence and every head's scores.
  QObject view;
  const auto onAttention = [&](const twb::inspect::AttentionSnapshot& snapshot) {
    ++attentionAnswers;
    attentionWeight =
        totalWeight(snapshot.encoder_self) + totalWeight(snapshot.decoder_self) + totalWeight(snapshot.cross);
    attentionRows = rowsOf(snapshot.encoder_self) + rowsOf(snapshot.decoder_self) + rowsOf(snapshot.cross);
  };
  const auto onTranslation = [&](const twb::ui::TranslationSnapshot& t) {
    ++translations;
    if (!t.beamHypotheses.isEmpty()) ++beams;
    QVERIFY(!t.attention.source_tokens.empty());
    QCOMPARE(t.topK.produced.size(), t.topK.candidates.size());
  };
  const auto masksFeed = twb::ui::makeFeed(
      QStringLiteral("masks"), 0,
      [](twb::TrainingSession& s) { return twb::task_named(s.task()).last_batch_masks(s, 1); },
      [&](const twb::inspect::MaskSnapshot& m) {
        ++masks;
        QVERIFY(m.no_peek.rows > 0);
      },
      twb::ui::Needs{.savedWeights = false});
  const auto scoresFeed = twb::ui::makeFeed(
      QStringLiteral("scores"), 0,
      [](twb::TrainingSession& s) { return twb::task_named(s.task()).inspect(s)->scores(s.validation_examples(8)); },
      [&](const twb::inspect::ScoreSnapshot& s) {
        ++scores;
        QVERIFY(!s.empty());
      });
  connect(&controller, &TrainingController::timelapseFrame, this, [&](const twb::TimelapseFrame& frame) {
    ++frames;
    QVERIFY(!frame.values.empty());
  });
  connect(&controller, &TrainingController::error, this, [&](const QString&) { ++errors; });

  const QString source = QStringLiteral("three hundred twelve");
  controller.showFeeds(&view);
  controller.post([c = &controller] { c->train(); });
  QTRY_VERIFY_WITH_TIMEOUT(steps >= 5, kTimeout);
  // Every request of the window, while the worker trains; and the thread count changed under it.
  controller.feed(&view, twb::ui::attentionFeed(source, {}, onAttention));
  askTranslation(controller, &view, source, 1, onTranslation);
  askTranslation(controller, &view, source, 3, onTranslation);
  controller.feed(&view, masksFeed);
  controller.feed(&view, scoresFeed);
  controller.post([c = &controller, source] {
    c->setTimelapseProbe(source);
    c->setThreads(1);
  });
  QTRY_VERIFY_WITH_TIMEOUT(translations >= 2 && masks >= 1 && scores >= 1 && attentionAnswers >= 1, kTimeout);
  controller.post([c = &controller] { c->setThreads(2); });
  const int stepsBefore = steps;
  QTRY_VERIFY_WITH_TIMEOUT(steps >= stepsBefore + 5 && frames >= 2, kTimeout);
  QCOMPARE(controller.state(), TrainingState::Training);

  // Pause, then exactly three single steps.
  controller.post([c = &controller] { c->pause(); });
  QTRY_COMPARE_WITH_TIMEOUT(controller.state(), TrainingState::Paused, kTimeout);
  QTest::qWait(50);  // a step signal already queued arrives
  const int pausedAt = steps;
  controller.post([c = &controller] {
    c->stepOnce();
    c->stepOnce();
    c->stepOnce();
  });
  QTRY_COMPARE_WITH_TIMEOUT(steps, pausedAt + 3, kTimeout);
  QCOMPARE(outOfOrder, 0);
  QCOMPARE(lastStep, qint64(steps));
  QCOMPARE(beams, 1);
  QCOMPARE(errors, 0);
  // One encoder, one decoder layer, two heads: every row of every map is a distribution.
  QVERIFY(attentionRows > 0);
  QVERIFY(std::abs(attentionWeight - attentionRows) < 1e-3 * attentionRows);

  // Stop evaluates once; save and reopen on the same worker.
  Arrivals history(&controller, &TrainingController::historyChanged);
  controller.post([c = &controller] { c->stop(); });
  QTRY_VERIFY_WITH_TIMEOUT(controller.state() == TrainingState::Ready && !history.isEmpty(), kTimeout);
  const auto points = std::get<0>(history.last());
  QVERIFY(!points.empty());
  QVERIFY(points.back().validation_loss.has_value());
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const QString path = dir.filePath(QStringLiteral("run.safetensors"));
  Arrivals saved(&controller, &TrainingController::saved);
  Arrivals ready(&controller, &TrainingController::sessionReady);
  controller.post([c = &controller, path] {
    c->save(path);
    c->open(path);
  });
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, kTimeout);
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  QCOMPARE(std::get<0>(ready.first()).step, qint64(steps));
  QTRY_COMPARE_WITH_TIMEOUT(controller.state(), TrainingState::Ready, kTimeout);
}

// A run that averages its weights (average_last) validates and saves the average: what the
// window's Attention and Translate tabs show while it trains must be that model too, not the
// weights being trained. The controller's answer equals the saved checkpoint's, map for map.
void ControllerThreadsTest::inspectionsShowTheWeightsTheCheckpointHolds() {
  TrainingController controller;
  twb::ExperimentSettings settings = tinySettings();
  settings.set("average_last=0.5");
  Arrivals ready(&controller, &TrainingController::sessionReady);
  controller.post([c = &controller, settings] { c->configure(settings, 0, 1); });
  QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kTimeout);
  int steps = 0;
  connect(&controller, &TrainingController::stepped, this, [&](const twb::StepReport&) { ++steps; });
  controller.post([c = &controller] {
    for (int i = 0; i < 6; ++i) c->stepOnce();
  });
  QTRY_COMPARE_WITH_TIMEOUT(steps, 6, kTimeout);

  const QString source = QStringLiteral("three hundred twelve");
  std::vector<double> shown;
  QString translated;
  QObject view;
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("averaged.safetensors"));
  Arrivals saved(&controller, &TrainingController::saved);
  controller.feed(&view, twb::ui::attentionFeed(source, QStringLiteral("dreihundertzwölf"),
                                                [&](const twb::inspect::AttentionSnapshot& a) {
                                                  for (const auto& map : a.cross)
                                                    shown.insert(shown.end(), map.values.begin(), map.values.end());
                                                }));
  askTranslation(controller, &view, source, 1,
                 [&](const twb::ui::TranslationSnapshot& t) { translated = t.translation; });
  controller.call(&TrainingController::save, path);
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, kTimeout);
  QTRY_VERIFY_WITH_TIMEOUT(!shown.empty() && !translated.isNull(), kTimeout);

  std::optional<twb::RunState> run;
  twb::TranslationModel saved_model = twb::TranslationModel::load(path.toStdString(), &run);
  QVERIFY(run.has_value() && !run->live_weights.empty());  // it did average
  std::vector<double> expected;
  for (const auto& map : twb::inspect::attention_snapshot(saved_model, source.toStdString(), "dreihundertzwölf").cross)
    expected.insert(expected.end(), map.values.begin(), map.values.end());
  QCOMPARE(shown.size(), expected.size());
  double worst = 0;
  for (size_t i = 0; i < shown.size(); ++i) worst = std::max(worst, std::abs(shown[i] - expected[i]));
  QVERIFY2(worst < 1e-6, qPrintable(QStringLiteral("largest difference %1").arg(worst)));
  QCOMPARE(translated, QString::fromStdString(saved_model.translate({source.toStdString()}, {}).front()));
}

// The window closes while the engine is mid-run: the destructor stops the ticker, releases the
// session on the worker and joins it, with queued answers still on their way.
void ControllerThreadsTest::closingWhileTrainingJoinsTheWorker() {
  auto controller = std::make_unique<TrainingController>();
  configure(*controller, 2);
  int steps = 0;
  connect(controller.get(), &TrainingController::stepped, this, [&](const twb::StepReport&) { ++steps; });
  QObject view;
  controller->showFeeds(&view);
  controller->post([c = controller.get()] { c->train(); });
  controller->feed(&view, twb::ui::healthFeed([](const twb::HealthHistory&) {}));
  QTRY_VERIFY_WITH_TIMEOUT(steps >= 3, kTimeout);
  controller->feed(&view, twb::ui::attentionFeed(QStringLiteral("forty two"), {}, [](const auto&) {}));
  controller.reset();
  QCoreApplication::processEvents();  // answers queued before the join are delivered to nobody
  QVERIFY(steps >= 3);
}

// The Compare tab's second run trains on its own worker while the window's run trains on another;
// both report to this thread.
void ControllerThreadsTest::comparisonRunTrainsBesideTheWindowsRun() {
  TrainingController window;
  configure(window, 1);
  int windowSteps = 0;
  connect(&window, &TrainingController::stepped, this, [&](const twb::StepReport&) { ++windowSteps; });
  window.post([c = &window] { c->train(); });

  ComparisonController comparison;
  Arrivals finished(&comparison, &ComparisonController::finished);
  int attentionAnswers = 0;
  QObject view;
  comparison.training()->feed(&view, twb::ui::attentionFeed(QStringLiteral("seven hundred"), {},
                                                            [&](const twb::inspect::AttentionSnapshot& snapshot) {
                                                              attentionAnswers += snapshot.cross.empty() ? 0 : 1;
                                                            }));
  comparison.startRun(twb::inspect::lesson_settings(tinySettings(), "norm"), 12, 0, 1);
  QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
  QCOMPARE(comparison.step(), qint64(12));
  QVERIFY(!comparison.history().empty());
  QTRY_VERIFY_WITH_TIMEOUT(attentionAnswers >= 1, kTimeout);
  QVERIFY(windowSteps > 0);
  comparison.shutdown();
  window.shutdown();
}

// Three views feed the same shared value (as Attention, Heads and the Model map do the head
// telemetry) and a fourth its own: a forced round after a Step computes the shared one once and
// delivers it to each of the three.
void ControllerThreadsTest::feedsThatShareAValueComputeItOnce() {
  TrainingController controller;
  configure(controller, 1);
  std::atomic<int> sharedRuns{0}, ownRuns{0};
  int delivered = 0, ownDelivered = 0;
  qint64 deliveredStep = -1;
  QObject attention, heads, map, other;
  for (QObject* view : {&attention, &heads, &map}) {
    twb::ui::Feed feed = twb::ui::makeFeed(
        QStringLiteral("steps"), 0,
        [&sharedRuns](twb::TrainingSession& s) {
          ++sharedRuns;
          return qint64(s.steps());
        },
        [&](qint64 step) {
          ++delivered;
          deliveredStep = step;
        });
    feed.shares = QStringLiteral("steps");
    controller.feed(view, std::move(feed));
  }
  const auto own = [&ownRuns](twb::TrainingSession& s) {
    ++ownRuns;
    return qint64(s.steps());
  };
  controller.feed(&other, twb::ui::makeFeed(QStringLiteral("steps"), 0, own, [&](qint64) { ++ownDelivered; }));
  // Each feed runs once as it is given (its own view's round).
  QTRY_COMPARE_WITH_TIMEOUT(delivered, 3, kTimeout);
  QTRY_COMPARE_WITH_TIMEOUT(ownDelivered, 1, kTimeout);
  QCOMPARE(sharedRuns.load(), 3);
  QCOMPARE(ownRuns.load(), 1);

  Arrivals steps(&controller, &TrainingController::stepped);
  controller.call(&TrainingController::stepOnce);
  QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 1, kTimeout);
  QTRY_COMPARE_WITH_TIMEOUT(delivered, 6, kTimeout);
  QTRY_COMPARE_WITH_TIMEOUT(ownDelivered, 2, kTimeout);
  QCOMPARE(sharedRuns.load(), 4);  // one run for the three views
  QCOMPARE(ownRuns.load(), 2);
  QCOMPARE(deliveredStep, qint64(1));
  controller.shutdown();
}

// A QCoreApplication whose every delivery of an event, in any thread, first synchronises with the
// controller's hand-offs (ui/engine/thread_handoff.h): what ThreadSanitizer needs to see Qt's event queue.
class HandOffApplication : public QCoreApplication {
 public:
  using QCoreApplication::QCoreApplication;
  bool notify(QObject* receiver, QEvent* event) override {
    twb::ui::handOffReceived();
    return QCoreApplication::notify(receiver, event);
  }
};

int main(int argc, char** argv) {
  twb::use_engine_openmp_settings(argv);  // before anything else: it may restart the program
  HandOffApplication app(argc, argv);
  ControllerThreadsTest test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_controller_threads.moc"
