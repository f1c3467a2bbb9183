// QTest of the attention time-lapse in the window and in `twb plot`: the Time-lapse tab receives
// frames while a short run trains, the slider draws that frame's own numbers, Play moves through
// the frames, "Export frames (PNG)" writes a PNG a frame, the WebP is one RIFF…WEBP file of as many
// frames, .gif is refused; the Attention tab's "Use as time-lapse probe" starts it again; opening a
// checkpoint shows its time-lapse; `twb plot --what timelapse` writes frames, WebP, CSV and one frame.

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include "views/attention_view.h"
#include "plots/heatmap_plot.h"
#include "inspect/timelapse.h"
#include "window/main_window.h"
#include "export/plot_export.h"
#include "task/task.h"
#include "views/timelapse_view.h"
#include "train/session.h"
#include "engine/training_controller.h"
#include "ui_test_support.h"
#include "util/error.h"
#include "plots/webp_animation.h"
#include "engine_qtest_main.h"

using twb::ui::MainWindow;
using twb::ui::plot_to_file;
using twb::ui::PlotRequest;
using twb::ui::TimelapseView;

namespace {

bool isPng(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) && file.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8);
}

// "RIFF" size "WEBP", and the number of ANMF (animation frame) chunks, or -1.
int anmfChunks(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return -1;
  const QByteArray bytes = file.readAll();
  if (bytes.size() < 12 || !bytes.startsWith("RIFF") || bytes.mid(8, 4) != "WEBP") return -1;
  int count = 0;
  // Walk the chunks: FourCC, little-endian size, payload padded to even.
  qsizetype at = 12;
  while (at + 8 <= bytes.size()) {
    const QByteArray fourcc = bytes.mid(at, 4);
    const auto* p = reinterpret_cast<const uchar*>(bytes.constData() + at + 4);
    const quint32 size = quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
    if (fourcc == "ANMF") ++count;
    at += 8 + qsizetype(size) + qsizetype(size & 1);
  }
  return count;
}

QString errorOf(const PlotRequest& request) {
  try {
    plot_to_file(request);
  } catch (const twb::Error& e) {
    return QString::fromUtf8(e.what());
  }
  return {};
}

}  // namespace

class TimelapseTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void windowRecordsScrubsPlaysAndExports();
  void plotWritesFramesAnimationCsvAndOneFrame();
  void cleanupTestCase() { window_.reset(); }

 private:
  template <typename T>
  T* find(const char* name) const {
    return twb::ui::testing::findNamed<T>(*window_, name);
  }
  void trainUntil(qint64 step);

  std::unique_ptr<MainWindow> window_;
  QTemporaryDir dir_;
  QString checkpoint_, lmCheckpoint_;
};

void TimelapseTest::initTestCase() {
  twb::ui::testing::useTestSettings("TransformerWorkbenchTests");
  QVERIFY(dir_.isValid());
  // Checkpoints with a time-lapse of a frame every 2 steps: translate and lm.
  for (const auto& [task, dataset, path] :
       {std::tuple{"translate", "numbers-en-de", &checkpoint_}, std::tuple{"lm", "arithmetic", &lmCheckpoint_}}) {
    twb::ExperimentSettings settings = twb::default_settings(task);
    settings.dataset = dataset;
    settings.model.d_model = 32, settings.model.d_ff = 64;
    settings.eval_sentences = 10;
    settings.timelapse_every = 2;
    auto session = twb::create_session(settings);
    for (int i = 0; i < 8; ++i) session->step();
    *path = dir_.filePath(QString::fromLatin1(task) + QStringLiteral(".safetensors"));
    session->save(path->toStdString());
  }
}

void TimelapseTest::trainUntil(qint64 step) {
  twb::ui::testing::triggerNamed(*window_, "actionTrain");
  QTRY_VERIFY_WITH_TIMEOUT(window_->currentStep() >= step, 240000);
  twb::ui::testing::triggerNamed(*window_, "actionPause");
  QTRY_VERIFY_WITH_TIMEOUT(window_->controller()->state() == twb::ui::TrainingState::Paused, 60000);
}

void TimelapseTest::windowRecordsScrubsPlaysAndExports() {
  QSettings().clear();
  window_ = std::make_unique<MainWindow>();
  window_->setConfirmOnClose(false);
  twb::ui::testing::chooseQuickNumbersRun(*window_);
  window_->show();
  // The view sits in the Train workspace, after Health.
  const QStringList titles = window_->tabTitles();
  QCOMPARE(titles.indexOf(QStringLiteral("Time-lapse")), titles.indexOf(QStringLiteral("Health")) + 1);
  QCOMPARE(window_->viewRegistry().find(QStringLiteral("time-lapse"))->workspace, QStringLiteral("train"));
  QVERIFY(window_->selectTab(QStringLiteral("Time-lapse")));
  TimelapseView* tab = twb::ui::testing::viewOf<twb::ui::TimelapseView>(*window_);
  QCOMPARE(tab->frameCount(), 0);

  // Training: a frame every 25 steps reaches the tab, the newest shown.
  QSignalSpy frames(window_->controller(), &twb::ui::TrainingController::timelapseFrame);
  trainUntil(80);
  QTRY_VERIFY_WITH_TIMEOUT(tab->frameCount() >= 3, 60000);
  QVERIFY(frames.count() >= 2);  // the first frame comes whole, the next ones one by one
  const twb::AttentionTimelapse& t = tab->timelapse();
  for (int i = 0; i < tab->frameCount(); ++i) QCOMPARE(t.frames()[size_t(i)].step, qint64(25 * (i + 1)));
  QCOMPARE(tab->currentFrame(), tab->frameCount() - 1);
  QVERIFY(tab->playButton()->isEnabled());  // frames that came one by one enable Play
  QCOMPARE(tab->kind(), QStringLiteral("cross"));
  QCOMPARE(tab->layer(), 1);  // the last layer's cross-attention, where the alignment shows
  QCOMPARE(t.probe().source,
           window_->findChild<QComboBox*>(QStringLiteral("attentionSentence"))->itemText(0).toStdString());
  QVERIFY(!t.probe().target.empty());  // the reference, teacher-forced

  // The slider draws that frame's own numbers.
  auto* slider = find<QSlider>("timelapseSlider");
  QCOMPARE(slider->maximum(), tab->frameCount() - 1);
  slider->setValue(0);
  QCOMPARE(tab->currentFrame(), 0);
  const twb::inspect::Heatmap first = twb::inspect::timelapse_heatmap(t, 0, "cross", 1, 0);
  QCOMPARE(tab->heatmapView()->heatmap().values, first.values);
  QVERIFY(tab->stepText().startsWith(QLatin1String("Step 25 ")));
  slider->setValue(2);
  QCOMPARE(tab->heatmapView()->heatmap().values, twb::inspect::timelapse_heatmap(t, 2, "cross", 1, 0).values);
  QVERIFY(tab->heatmapView()->heatmap().values != first.values);
  QVERIFY(QString::fromStdString(tab->heatmapView()->heatmap().title).endsWith(QLatin1String("step 75")));
  // Another head, another kind: the same frame of it.
  tab->setHead(2);
  QCOMPARE(tab->heatmapView()->heatmap().values, twb::inspect::timelapse_heatmap(t, 2, "cross", 1, 2).values);
  tab->setKind(QStringLiteral("encoder"));
  QCOMPARE(tab->heatmapView()->heatmap().rows, t.kind("encoder")->rows);
  tab->setKind(QStringLiteral("cross"));
  tab->setHead(0);

  // Play walks through the frames (and loops); Pause stops.
  QVERIFY(tab->playButton()->isEnabled());
  slider->setValue(0);
  tab->playButton()->click();
  QVERIFY(tab->isPlaying());
  QTRY_VERIFY_WITH_TIMEOUT(tab->currentFrame() == tab->frameCount() - 1, 5000);
  QTRY_VERIFY_WITH_TIMEOUT(tab->currentFrame() == 0, 5000);  // looped
  tab->playButton()->click();
  QVERIFY(!tab->isPlaying());

  // Export frames (PNG): one file a frame; the animation: one WebP of as many frames.
  const int n = tab->frameCount();
  QString error;
  const QStringList files = tab->exportFrames(dir_.filePath(QStringLiteral("frames")), &error);
  QVERIFY2(error.isEmpty(), qPrintable(error));
  QCOMPARE(files.size(), n);
  QVERIFY(files.front().endsWith(QLatin1String("frame-00000-step-25.png")));
  for (const QString& file : files) QVERIFY2(isPng(file), qPrintable(file));
  const QString webp = dir_.filePath(QStringLiteral("timelapse.webp"));
  QVERIFY2(tab->exportAnimation(webp, &error), qPrintable(error));
  QCOMPARE(anmfChunks(webp), n);
  QCOMPARE(twb::ui::webp_frame_count(webp), n);
  QVERIFY(!tab->exportAnimation(dir_.filePath(QStringLiteral("timelapse.gif")), &error));
  QVERIFY(error.contains(QLatin1String("GIF")));
  QVERIFY(tab->exportLossCurve(dir_.filePath(QStringLiteral("loss.csv"))));
  QCOMPARE(tab->currentFrame(), 0);  // exporting leaves the shown frame as it was

  // Save, then open the checkpoint: the tab shows its time-lapse, the same frames.
  const QString path = dir_.filePath(QStringLiteral("window.safetensors"));
  QSignalSpy saved(window_->controller(), &twb::ui::TrainingController::saved);
  window_->controller()->post([c = window_->controller(), path] { c->save(path); });
  QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 60000);
  const twb::AttentionTimelapse before = tab->timelapse();
  tab->setTimelapse({});
  QCOMPARE(tab->frameCount(), 0);
  window_->controller()->post([c = window_->controller(), path] { c->open(path); });
  QTRY_COMPARE_WITH_TIMEOUT(tab->frameCount(), int(before.frames().size()), 60000);
  for (size_t i = 0; i < before.frames().size(); ++i)
    QCOMPARE(tab->timelapse().frames()[i].values, before.frames()[i].values);

  // "Use as time-lapse probe" in the Attention tab: the time-lapse starts again with that sentence.
  QVERIFY(window_->selectTab(QStringLiteral("Attention")));
  auto* sentence = find<QComboBox>("attentionSentence");
  sentence->setEditText(QStringLiteral("two hundred"));
  find<QPushButton>("attentionTimelapseProbe")->click();
  QTRY_COMPARE_WITH_TIMEOUT(tab->frameCount(), 0, 60000);
  QVERIFY(find<QLabel>("timelapseNote")->text().contains(QLatin1String("two hundred")));
  trainUntil(window_->currentStep() + 26);
  QTRY_VERIFY_WITH_TIMEOUT(tab->frameCount() >= 1, 60000);
  QCOMPARE(tab->timelapse().probe().source, std::string("two hundred"));
  QCOMPARE(tab->timelapse().kind("encoder")->rows, 2);
}

void TimelapseTest::plotWritesFramesAnimationCsvAndOneFrame() {
  const twb::AttentionTimelapse t = twb::inspect::load_timelapse(checkpoint_.toStdString());
  QCOMPARE(int(t.frames().size()), 4);  // steps 2, 4, 6, 8
  PlotRequest r;
  r.checkpoint = checkpoint_.toStdString();
  r.what = "timelapse";
  r.layer = 1, r.head = 3;
  r.width = 500, r.height = 400;

  // A folder (ending in /): a PNG a frame.
  r.out = dir_.filePath(QStringLiteral("plot-frames/")).toStdString();
  twb::ui::PlotResult result = plot_to_file(r);
  QCOMPARE(result.details["files"].get<int>(), 4);
  QVERIFY(isPng(dir_.filePath(QStringLiteral("plot-frames/frame-00003-step-8.png"))));
  // Each frame's argmax alignment is the map's.
  QCOMPARE(result.details["frames"].size(), size_t(4));
  const std::vector<int> alignment = result.details["frames"][1]["alignment"].get<std::vector<int>>();
  QCOMPARE(alignment, twb::inspect::argmax_alignment(twb::inspect::timelapse_heatmap(t, 1, "cross", 1, 3)));
  QCOMPARE(result.details["probe"]["source"].get<std::string>(), t.probe().source);

  // WebP: RIFF…WEBP with 4 frames.
  r.out = dir_.filePath(QStringLiteral("plot.webp")).toStdString();
  plot_to_file(r);
  QCOMPARE(anmfChunks(QString::fromStdString(r.out)), 4);

  // CSV: a header, then the map's rows of every frame, the numbers the checkpoint's.
  r.out = dir_.filePath(QStringLiteral("plot.csv")).toStdString();
  plot_to_file(r);
  QFile csv(QString::fromStdString(r.out));
  QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
  const QStringList lines = QString::fromUtf8(csv.readAll()).trimmed().split(QLatin1Char('\n'));
  const twb::TimelapseKind& cross = *t.kind("cross");
  QCOMPARE(lines.size(), 1 + 4 * cross.rows);
  QVERIFY(lines[0].startsWith(QLatin1String("step,loss,row,")));
  const QStringList row = lines[1 + cross.rows].split(QLatin1Char(','));  // frame 1, row 0
  QCOMPARE(row[0], QStringLiteral("4"));
  QCOMPARE(row[3].toFloat(), t.map(1, "cross", 1, 3)[0]);

  // One frame: the nearest recorded step.
  r.out = dir_.filePath(QStringLiteral("one.png")).toStdString();
  r.step = 5;  // between 4 and 6: the first of the two
  result = plot_to_file(r);
  QCOMPARE(result.details["step"].get<int>(), 4);
  QVERIFY(isPng(QString::fromStdString(r.out)));

  // The language model's time-lapse: its causal self-attention.
  PlotRequest lm = r;
  lm.checkpoint = lmCheckpoint_.toStdString();
  lm.layer = 0, lm.head = 0, lm.step = -1;
  lm.out = dir_.filePath(QStringLiteral("lm.png")).toStdString();
  result = plot_to_file(lm);
  QCOMPARE(result.details["kind"].get<std::string>(), std::string("decoder"));
  QCOMPARE(result.details["step"].get<int>(), 8);

  // Errors a person can act on.
  r.out = dir_.filePath(QStringLiteral("x.gif")).toStdString();
  QVERIFY(errorOf(r).contains(QLatin1String("GIF")));
  r.out = dir_.filePath(QStringLiteral("x.png")).toStdString();
  r.head = 9;
  QVERIFY(errorOf(r).contains(QLatin1String("--head 9 is out of range")));
  r.head = 0;
  r.kind = "brain";
  QVERIFY(errorOf(r).contains(QLatin1String("holds encoder, decoder, cross")));
  lm.kind = "cross";
  QVERIFY(errorOf(lm).contains(QLatin1String("holds decoder")));
  // A checkpoint without a time-lapse.
  auto session = twb::create_session([] {
    twb::ExperimentSettings s = twb::default_settings("translate");
    s.dataset = "numbers-en-de";
    s.model.d_model = 32, s.model.d_ff = 64;
    s.timelapse_every = 0;
    return s;
  }());
  session->step();
  const QString off = dir_.filePath(QStringLiteral("off.safetensors"));
  session->save(off.toStdString());
  r.checkpoint = off.toStdString();
  r.kind.clear();
  QVERIFY(errorOf(r).contains(QLatin1String("holds no attention time-lapse")));
}

TWB_QTEST_MAIN(TimelapseTest)
#include "test_timelapse.moc"
