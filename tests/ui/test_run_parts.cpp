// The run's pure parts, without a thread or a session: the state machine (state by state, event by
// event, and what the toolbar allows in each), the table of the views' feeds (which are due, by a
// clock the test turns) and the progress meter (speed, time, what is left).
#include <QCoreApplication>
#include <QtTest>

#include "engine/live_feed.h"
#include "engine/progress_meter.h"
#include "engine/run_state.h"

using twb::ui::Feed;
using twb::ui::LiveFeeds;
using twb::ui::ProgressMeter;
using twb::ui::RunEvent;
using twb::ui::RunStateMachine;
using twb::ui::TrainingState;

namespace {

// A feed of `id` that does nothing, every `intervalMs` while its view is shown.
Feed feedOf(const char* id, qint64 intervalMs) {
  return twb::ui::makeFeed(
      QString::fromLatin1(id), intervalMs, [](twb::TrainingSession&) { return 0; }, [](int) {});
}

// The ids of what is due at `nowMs`, in the table's order.
QStringList dueIds(LiveFeeds& feeds, qint64 nowMs, bool force = false, const void* only = nullptr) {
  QStringList ids;
  for (const LiveFeeds::Due& due : feeds.due(nowMs, force, only)) ids << due.feed->id;
  return ids;
}

twb::StepReport stepOf(qint64 step, int epoch, double progress, int tokens) {
  twb::StepReport report;
  report.step = step;
  report.epoch = epoch;
  report.epoch_progress = progress;
  report.target_tokens = tokens;
  return report;
}

// The run's states, each as the events that lead there from no model.
struct Start {
  const char* name;
  std::vector<RunEvent> path;
};
const std::vector<Start>& starts() {
  using E = RunEvent;
  static const std::vector<Start> all = {
      {"no model", {}},
      {"preparing", {E::Build}},
      {"ready, new", {E::Build, E::Built}},
      {"ready, finished", {E::Build, E::Built, E::Train, E::Finished}},
      {"training", {E::Build, E::Built, E::Train}},
      {"paused", {E::Build, E::Built, E::Train, E::Pause}},
  };
  return all;
}

RunStateMachine machineAt(const Start& start) {
  RunStateMachine m;
  for (RunEvent e : start.path) m.on(e);
  return m;
}

const char* nameOf(RunEvent e) {
  switch (e) {
    case RunEvent::Build:
      return "Build";
    case RunEvent::Built:
      return "Built";
    case RunEvent::BuildFailed:
      return "BuildFailed";
    case RunEvent::Train:
      return "Train";
    case RunEvent::Pause:
      return "Pause";
    case RunEvent::Step:
      return "Step";
    case RunEvent::Halted:
      return "Halted";
    case RunEvent::Rewound:
      return "Rewound";
    case RunEvent::Finished:
      return "Finished";
  }
  return "?";
}

}  // namespace

Q_DECLARE_METATYPE(RunEvent)

class RunPartsTest : public QObject {
  Q_OBJECT

 private slots:
  void eachStateAnswersEachEvent_data();
  void eachStateAnswersEachEvent();
  void aFailedBuildGoesBackToWhereTheRunWas();
  void eachStateAllowsWhatItCanDo();
  void onlyTheShownViewsFeedsRunAtTheirIntervals();
  void aForcedRoundRunsEveryViewsFeeds();
  void aFeedOfTheSameIdReplacesTheLastAndAnEmptyOneRemovesIt();
  void theMeterReadsTheRecentSpeedAndTheTimeLeft();
  void theMeterContinuesAnOpenedRunsTime();
};

// Every state (a row of starts()) under every event: the state after it and whether the run is
// finished. A finished run stepped stays Ready and finished (nothing to stop); an event a state
// has no use for changes nothing.
void RunPartsTest::eachStateAnswersEachEvent_data() {
  using E = RunEvent;
  using S = TrainingState;
  constexpr S N = S::NoModel, P = S::Preparing, R = S::Ready, T = S::Training, Pa = S::Paused;
  const std::vector<E> events = {E::Build,   E::Train,    E::Pause, E::Step,       E::Halted,
                                 E::Rewound, E::Finished, E::Built, E::BuildFailed};
  struct After {
    S state;
    bool finished;
  };
  // One row a start, one column an event (in the order of `events`).
  const std::vector<std::vector<After>> expected = {
      /* no model        */ {{P, 0}, {N, 0}, {N, 0}, {N, 0}, {N, 0}, {N, 0}, {N, 0}, {N, 0}, {N, 0}},
      /* preparing       */ {{P, 0}, {P, 0}, {P, 0}, {P, 0}, {P, 0}, {P, 0}, {P, 0}, {R, 0}, {N, 0}},
      /* ready, new      */ {{P, 0}, {T, 0}, {R, 0}, {Pa, 0}, {Pa, 0}, {Pa, 0}, {R, 0}, {R, 0}, {R, 0}},
      /* ready, finished */ {{P, 1}, {T, 0}, {R, 1}, {R, 1}, {Pa, 0}, {Pa, 0}, {R, 1}, {R, 1}, {R, 1}},
      /* training        */ {{P, 0}, {T, 0}, {Pa, 0}, {Pa, 0}, {Pa, 0}, {Pa, 0}, {R, 1}, {T, 0}, {T, 0}},
      /* paused          */ {{P, 0}, {T, 0}, {Pa, 0}, {Pa, 0}, {Pa, 0}, {Pa, 0}, {R, 1}, {Pa, 0}, {Pa, 0}},
  };
  QTest::addColumn<int>("start");
  QTest::addColumn<RunEvent>("event");
  QTest::addColumn<TrainingState>("state");
  QTest::addColumn<bool>("finished");
  QCOMPARE(expected.size(), starts().size());
  for (size_t i = 0; i < starts().size(); ++i) {
    for (size_t j = 0; j < events.size(); ++j) {
      QTest::addRow("%s, %s", starts()[i].name, nameOf(events[j]))
          << int(i) << events[j] << expected[i][j].state << expected[i][j].finished;
    }
  }
}

void RunPartsTest::eachStateAnswersEachEvent() {
  QFETCH(int, start);
  QFETCH(RunEvent, event);
  QFETCH(TrainingState, state);
  QFETCH(bool, finished);
  RunStateMachine m = machineAt(starts()[size_t(start)]);
  QCOMPARE(m.on(event), state);
  QCOMPARE(m.state(), state);
  QCOMPARE(m.finished(), finished);
}

// Building a model that cannot be built (a bad checkpoint, impossible settings) leaves the run as
// it was; one that was training waits, paused, for the user who read why.
void RunPartsTest::aFailedBuildGoesBackToWhereTheRunWas() {
  using E = RunEvent;
  for (const Start& start : starts()) {
    if (start.path == std::vector<E>{E::Build}) continue;  // preparing: above
    RunStateMachine m = machineAt(start);
    const TrainingState before = m.state();
    const bool finished = m.finished();
    m.on(E::Build);
    m.on(E::Build);  // a second request while preparing does not forget where the run was
    QCOMPARE(m.state(), TrainingState::Preparing);
    const TrainingState back = before == TrainingState::Training ? TrainingState::Paused : before;
    QVERIFY2(m.on(E::BuildFailed) == back, start.name);
    QCOMPARE(m.finished(), finished);
  }
}

// What the toolbar enables in each state: exactly one of Train and Pause (but while preparing),
// Stop only for a run that trains or waits to, nothing that builds while a model is being built.
void RunPartsTest::eachStateAllowsWhatItCanDo() {
  using S = TrainingState;
  struct Row {
    S state;
    bool train, pause, step, stop, reset, save, build;
  };
  const Row rows[] = {
      {S::NoModel, 1, 0, 1, 0, 0, 0, 1},  {S::Preparing, 0, 0, 0, 0, 0, 0, 0}, {S::Ready, 1, 0, 1, 0, 1, 1, 1},
      {S::Training, 0, 1, 0, 1, 1, 1, 1}, {S::Paused, 1, 0, 1, 1, 1, 1, 1},
  };
  for (const Row& r : rows) {
    const twb::ui::RunActions a = twb::ui::actionsIn(r.state);
    const QByteArray what = twb::ui::describe(r.state).toUtf8();
    QVERIFY2(a.train == r.train && a.pause == r.pause && a.step == r.step && a.stop == r.stop, what.constData());
    QVERIFY2(a.reset == r.reset && a.save == r.save && a.build == r.build, what.constData());
    if (r.state != S::Preparing) QVERIFY2(a.train != a.pause, what.constData());
  }
}

void RunPartsTest::onlyTheShownViewsFeedsRunAtTheirIntervals() {
  LiveFeeds feeds;
  QObject attention, health;
  feeds.set(&attention, &attention, feedOf("attention", 0));
  feeds.set(&attention, &attention, feedOf("heads", 0));
  feeds.set(&health, &health, feedOf("health", 1000));
  QCOMPARE(feeds.size(), size_t(3));
  QVERIFY(dueIds(feeds, 0).isEmpty());  // nobody shown: a hidden view costs the run nothing
  feeds.show(&health);
  QCOMPARE(dueIds(feeds, 0), QStringList{QStringLiteral("health")});
  QVERIFY(dueIds(feeds, 500).isEmpty());  // within its second
  QVERIFY(dueIds(feeds, 999).isEmpty());
  QCOMPARE(dueIds(feeds, 1000), QStringList{QStringLiteral("health")});
  feeds.show(&attention);
  QCOMPARE(dueIds(feeds, 1001), (QStringList{QStringLiteral("attention"), QStringLiteral("heads")}));
  QCOMPARE(dueIds(feeds, 1002), (QStringList{QStringLiteral("attention"), QStringLiteral("heads")}));  // interval 0
  // A view that goes takes its feeds with it, and is no longer the one shown.
  feeds.removeOwner(&attention);
  QCOMPARE(feeds.shown(), nullptr);
  QCOMPARE(feeds.size(), size_t(1));
  QVERIFY(dueIds(feeds, 5000).isEmpty());
}

void RunPartsTest::aForcedRoundRunsEveryViewsFeeds() {
  LiveFeeds feeds;
  QObject a, b;
  feeds.set(&a, &a, feedOf("masks", 0));
  feeds.set(&b, &b, feedOf("scores", 2000));
  feeds.show(&b);
  QCOMPARE(dueIds(feeds, 0), QStringList{QStringLiteral("scores")});
  // After a Step, a pause or a new model: every feed, shown or not, its interval or not.
  QCOMPARE(dueIds(feeds, 10, true), (QStringList{QStringLiteral("masks"), QStringLiteral("scores")}));
  // …and a forced round counts as a run: the shown view's interval starts again from it.
  QVERIFY(dueIds(feeds, 1500).isEmpty());
  QCOMPARE(dueIds(feeds, 2010), QStringList{QStringLiteral("scores")});
  // One view's, when it is given a feed or shown.
  QCOMPARE(dueIds(feeds, 2020, true, &a), QStringList{QStringLiteral("masks")});
  // Each Due names its owner and keeps its guard.
  const auto due = feeds.due(3000, true, &a);
  QCOMPARE(due.size(), size_t(1));
  QCOMPARE(due.front().owner, static_cast<const void*>(&a));
  QCOMPARE(due.front().guard.data(), &a);
}

void RunPartsTest::aFeedOfTheSameIdReplacesTheLastAndAnEmptyOneRemovesIt() {
  LiveFeeds feeds;
  QObject view;
  feeds.show(&view);
  feeds.set(&view, &view, feedOf("attention", 0));
  QCOMPARE(dueIds(feeds, 0), QStringList{QStringLiteral("attention")});
  feeds.set(&view, &view, feedOf("attention", 5000));  // a new sentence: the feed is new, due at once
  QCOMPARE(feeds.size(), size_t(1));
  QCOMPARE(dueIds(feeds, 1), QStringList{QStringLiteral("attention")});
  QVERIFY(dueIds(feeds, 2).isEmpty());
  Feed none;
  none.id = QStringLiteral("attention");
  feeds.set(&view, &view, none);
  QVERIFY(feeds.empty());
  feeds.set(&view, &view, feedOf("lens", 0));
  feeds.remove(&view, QStringLiteral("lens"));
  QVERIFY(feeds.empty());
}

void RunPartsTest::theMeterReadsTheRecentSpeedAndTheTimeLeft() {
  ProgressMeter meter;
  meter.restart(0, 0, 0);
  // Before a step: no speed, no time left.
  twb::ui::TrainingProgress p = meter.read(2, 100);
  QCOMPARE(p.step, qint64(0));
  QCOMPARE(p.tokensPerSecond, 0.0);
  QCOMPARE(p.etaSeconds, -1.0);
  // Two steps of 500 tokens in 0.25 s each: 2,000 tokens/s, 0.25 s a step.
  meter.addStep(stepOf(1, 0, 0.01, 500), 0.25);
  meter.addStep(stepOf(2, 0, 0.02, 500), 0.25);
  p = meter.read(2, 100);
  QCOMPARE(p.step, qint64(2));
  QCOMPARE(p.tokensPerSecond, 2000.0);
  QCOMPARE(p.elapsedSeconds, 0.5);
  // 2 epochs of 100 steps, 0.02 of one done: 198 steps of 0.25 s.
  QCOMPARE(p.etaSeconds, 1.98 * 100 * 0.25);
  QCOMPARE(p.epochs, 2);
  // The speed is the recent one: a slower step since the last read is all it measures.
  meter.addStep(stepOf(3, 0, 0.03, 500), 1.0);
  p = meter.read(2, 100);
  QCOMPARE(p.tokensPerSecond, 500.0);
  QCOMPARE(p.elapsedSeconds, 1.5);
  // No step since: the last speed stays.
  QCOMPARE(meter.read(2, 100).tokensPerSecond, 500.0);
  // The plan: done at the end of the last epoch; never for an open-ended run.
  QVERIFY(!meter.planDone(2));
  meter.addStep(stepOf(200, 1, 1.0, 500), 0.25);
  QVERIFY(meter.planDone(2));
  QVERIFY(!meter.planDone(0));
  QCOMPARE(meter.read(2, 100).etaSeconds, 0.0);
}

void RunPartsTest::theMeterContinuesAnOpenedRunsTime() {
  ProgressMeter meter;
  meter.restart(120.0, 40, 3);  // a checkpoint trained for two minutes, at step 40 of epoch 4
  twb::ui::TrainingProgress p = meter.read(0, 10);
  QCOMPARE(p.step, qint64(40));
  QCOMPARE(p.epoch, 3);
  QCOMPARE(p.elapsedSeconds, 120.0);
  meter.addStep(stepOf(41, 3, 0.1, 100), 0.5);
  p = meter.read(0, 10);
  QCOMPARE(p.elapsedSeconds, 120.5);
  // Open-ended: the rest of this epoch, 9 steps of 0.5 s.
  QCOMPARE(p.etaSeconds, 0.9 * 10 * 0.5);
  // A new run forgets the last one's speed.
  meter.restart(0, 0, 0);
  QCOMPARE(meter.read(0, 10).tokensPerSecond, 0.0);
}

QTEST_GUILESS_MAIN(RunPartsTest)
#include "test_run_parts.moc"
