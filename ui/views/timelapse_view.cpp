#include "views/timelapse_view.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

#include "widgets/eliding_combo_box.h"
#include "plots/heatmap_plot.h"
#include "inspect/timelapse.h"
#include "plots/plot_files.h"
#include "plots/plot_title.h"
#include "engine/qt_text.h"
#include "plots/webp_animation.h"
#include "probe/head_scores.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

namespace {

// "7.6 KiB", "1.2 MiB".
QString bytesText(double bytes) {
  if (bytes < 1024 * 1024) return QStringLiteral("%1 KiB").arg(bytes / 1024.0, 0, 'f', 1);
  return QStringLiteral("%1 MiB").arg(bytes / (1024.0 * 1024.0), 0, 'f', 1);
}

}  // namespace

TimelapseView::TimelapseView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("timelapseTab"));
  createControls();
  view_ = new HeatmapPlot;
  view_->setObjectName(QStringLiteral("timelapseHeatmap"));
  view_->setGradient(HeatmapPlot::sequentialGradient());
  view_->setDataRange(QCPRange(0.0, 1.0));
  view_->setColorScaleLabel(tr("attention weight"));
  view_->setEmptyText(tr("No frames yet"));
  view_->addContextMenuAction(tr("Export frames (PNG)…"), [this] { exportFramesWithDialog(); });
  view_->addContextMenuAction(tr("Export animation (WebP)…"), [this] { exportAnimationWithDialog(); });

  createLossPlot();

  // The choice of map above, the time below it: Play, the step slider over the whole width, the step.
  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Attention:")));
  controls->addWidget(kindBox_);
  controls->addWidget(layerBox_);
  controls->addWidget(headBox_);
  controls->addWidget(info_, 1);
  auto* time = new QHBoxLayout;
  time->addWidget(play_);
  time->addWidget(slider_, 1);
  time->addWidget(stepLabel_);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addLayout(time);
  layout->addWidget(note_);
  layout->addWidget(view_, 1);
  layout->addWidget(lossPlot_);

  timer_ = new QTimer(this);
  timer_->setInterval(1000 / kFramesPerSecond);
  connect(timer_, &QTimer::timeout, this, &TimelapseView::advance);
  connect(play_, &QPushButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
  connect(slider_, &QSlider::valueChanged, this, &TimelapseView::setFrame);
  connect(kindBox_, &QComboBox::currentIndexChanged, this, [this] {
    rebuildChoices();
    showFrame();
  });
  connect(layerBox_, &QSpinBox::valueChanged, this, &TimelapseView::showFrame);
  connect(headBox_, &QSpinBox::valueChanged, this, &TimelapseView::showFrame);
  rebuildChoices();
  updateInfo();
}

// The kind, layer and head, Play, the step slider and the labels beside them.
void TimelapseView::createControls() {
  kindBox_ = new ElidingComboBox;
  kindBox_->setObjectName(QStringLiteral("timelapseKind"));
  kindBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  layerBox_ = new QSpinBox;
  layerBox_->setObjectName(QStringLiteral("timelapseLayer"));
  headBox_ = new QSpinBox;
  headBox_->setObjectName(QStringLiteral("timelapseHead"));
  // Shown 1-based like the map titles ("layer 2, head 1"); the API is 0-based.
  layerBox_->setPrefix(tr("layer "));
  headBox_->setPrefix(tr("head "));
  play_ = new QPushButton(tr("Play"));
  play_->setObjectName(QStringLiteral("timelapsePlay"));
  play_->setToolTip(tr("Play the time-lapse at %1 frames a second, looping").arg(kFramesPerSecond));
  slider_ = new QSlider(Qt::Horizontal);
  slider_->setObjectName(QStringLiteral("timelapseSlider"));
  slider_->setToolTip(tr("Training step: drag to scrub through the recorded frames"));
  stepLabel_ = new QLabel;
  stepLabel_->setObjectName(QStringLiteral("timelapseStep"));
  stepLabel_->setMinimumWidth(
      fontMetrics().horizontalAdvance(QStringLiteral("Step 000000 · loss 0.000 · frame 000/000")));
  info_ = new WrappedLabel;
  info_->setObjectName(QStringLiteral("timelapseInfo"));
  info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  note_ = new WrappedLabel;
  note_->setObjectName(QStringLiteral("timelapseNote"));
  note_->hide();
}

// The training loss over the steps, with the shown frame's step marked.
void TimelapseView::createLossPlot() {
  lossPlot_ = new QCustomPlot;
  keepAxisLabelsWithinPlot(lossPlot_);
  lossPlot_->setObjectName(QStringLiteral("timelapseLoss"));
  // A strip under the map: room for the step axis's two lines of text and at least two loss ticks
  // a line and a half apart, whatever the font (110 to 150 px up to 11 points).
  const int line = fontMetrics().height();
  lossPlot_->setMinimumHeight(std::max(110, 13 * line / 2));
  lossPlot_->setMaximumHeight(std::max(150, 9 * line));
  lossPlot_->xAxis->setLabel(tr("step"));
  lossPlot_->yAxis->setLabel(tr("training loss"));
  lossPlot_->yAxis->ticker()->setTickCount(3);
  lossGraph_ = lossPlot_->addGraph();
  lossGraph_->setPen(QPen(QColor(31, 119, 180), 1.5));
  marker_ = lossPlot_->addGraph();
  marker_->setLineStyle(QCPGraph::lsNone);
  marker_->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(214, 39, 40), 2), QColor(214, 39, 40), 8));
  lossPlot_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(lossPlot_, &QWidget::customContextMenuRequested, this, &TimelapseView::showLossContextMenu);
}

QString TimelapseView::kind() const { return kindBox_->currentData().toString(); }
int TimelapseView::layer() const { return layerBox_->value() - 1; }
int TimelapseView::head() const { return headBox_->value() - 1; }
bool TimelapseView::isPlaying() const { return timer_->isActive(); }
QString TimelapseView::stepText() const { return stepLabel_->text(); }

void TimelapseView::setTimelapse(const twb::AttentionTimelapse& timelapse) {
  const int previousStep = frame_ >= 0 && frame_ < frameCount() ? int(timelapse_.frames()[size_t(frame_)].step) : -1;
  timelapse_ = timelapse;
  rebuildChoices();
  // Stay on the step shown (the nearest kept one after thinning), or follow the newest frame.
  int frame = frameCount() - 1;
  if (!following_ && previousStep >= 0 && frameCount() > 0) frame = int(timelapse_.nearest_frame(previousStep));
  frame_ = -1;
  {
    const QSignalBlocker block(slider_);
    slider_->setRange(0, std::max(0, frameCount() - 1));
    slider_->setValue(std::max(0, frame));
  }
  if (frameCount() == 0) pause();
  updateLossCurve();
  updateInfo();
  setFrame(frame);
}

void TimelapseView::addFrame(const twb::TimelapseFrame& frame) {
  try {
    timelapse_.append(frame);
  } catch (const std::exception&) {
    return;  // out of step with the run: the whole time-lapse follows
  }
  {
    const QSignalBlocker block(slider_);
    slider_->setRange(0, frameCount() - 1);
  }
  slider_->setEnabled(true);
  play_->setEnabled(frameCount() > 1);
  updateLossCurve();
  updateInfo();
  if (following_ && !isPlaying()) setFrame(frameCount() - 1);
}

void TimelapseView::setFrame(int frame) {
  if (frameCount() == 0) {
    frame_ = -1;
    showFrame();
    return;
  }
  frame = std::clamp(frame, 0, frameCount() - 1);
  following_ = frame == frameCount() - 1;
  if (frame == frame_) return;
  frame_ = frame;
  if (slider_->value() != frame) {
    const QSignalBlocker block(slider_);
    slider_->setValue(frame);
  }
  showFrame();
}

void TimelapseView::setKind(const QString& kind) {
  const int index = kindBox_->findData(kind);
  if (index >= 0) kindBox_->setCurrentIndex(index);
}
void TimelapseView::setLayer(int layer) { layerBox_->setValue(layer + 1); }
void TimelapseView::setHead(int head) { headBox_->setValue(head + 1); }

void TimelapseView::play() {
  if (frameCount() < 2) return;
  timer_->start();
  play_->setText(tr("Pause"));
}

void TimelapseView::pause() {
  timer_->stop();
  play_->setText(tr("Play"));
}

void TimelapseView::advance() {
  if (frameCount() == 0) return pause();
  const int next = (frame_ + 1) % frameCount();  // loops
  setFrame(next);
  following_ = false;  // playing: new frames do not pull the slider along
}

std::vector<TabPlot> TimelapseView::plots() {
  return {tabPlot(QStringLiteral("timelapse"), tr("Time-lapse frame…"), view_)};
}

void TimelapseView::connectTo(Workbench& workbench) {
  // Frames come as the run keeps them; scrubbing draws the tab's own copy.
  connect(workbench.training(), &TrainingController::timelapseChanged, this, &TimelapseView::setTimelapse);
  connect(workbench.training(), &TrainingController::timelapseFrame, this, &TimelapseView::addFrame);
  connect(&workbench, &Workbench::headFocused, this, [this](twb::AttentionKind kind, int layer, int head) {
    setKind(QString::fromStdString(twb::attention_kind_key(kind)));
    if (layer >= 0) setLayer(layer);
    if (head >= 0) setHead(head);
  });
  connect(&workbench, &Workbench::timelapseProbeChanged, this, [this](const QString& source) {
    setNote(
        tr("The probe is now “%1”: the time-lapse started again with it, from the next recorded step.").arg(source));
  });
}

void TimelapseView::modelReady(const SessionInfo&) { setNote({}); }

void TimelapseView::setNote(const QString& note) {
  note_->setText(note);
  note_->setVisible(!note.isEmpty());
}

void TimelapseView::rebuildChoices() {
  // Kinds of the model (translate: encoder, decoder, cross; lm: decoder; classify: encoder).
  const QString wanted = kindBox_->count() ? kind() : fromStd(twb::inspect::default_timelapse_kind(timelapse_));
  QStringList kinds;
  for (const auto& k : timelapse_.layout()) kinds << fromStd(k.kind);
  QStringList present;
  for (int i = 0; i < kindBox_->count(); ++i) present << kindBox_->itemData(i).toString();
  if (kinds != present) {
    const QSignalBlocker block(kindBox_);
    kindBox_->clear();
    for (const auto& k : timelapse_.layout()) kindBox_->addItem(fromStd(k.title), fromStd(k.kind));
    int index = kindBox_->findData(wanted);
    if (index < 0) index = kindBox_->findData(fromStd(twb::inspect::default_timelapse_kind(timelapse_)));
    kindBox_->setCurrentIndex(std::max(0, index));
    // A new model: the cross-attention of the last layer is where the alignment shows.
    if (const twb::TimelapseKind* k = timelapse_.kind(kind().toStdString()); k && k->kind == "cross") {
      const QSignalBlocker blockLayer(layerBox_);
      layerBox_->setRange(1, std::max(1, k->layers));
      layerBox_->setValue(k->layers);
    }
  }
  const twb::TimelapseKind* k = timelapse_.kind(kind().toStdString());
  const QSignalBlocker blockLayer(layerBox_), blockHead(headBox_);
  layerBox_->setRange(1, k ? std::max(1, k->layers) : 1);
  headBox_->setRange(1, k ? std::max(1, k->heads) : 1);
  kindBox_->setEnabled(k != nullptr);
  layerBox_->setEnabled(k != nullptr);
  headBox_->setEnabled(k != nullptr);
  slider_->setEnabled(frameCount() > 0);
  play_->setEnabled(frameCount() > 1);
}

void TimelapseView::showFrame() {
  if (frame_ < 0 || frame_ >= frameCount() || !timelapse_.kind(kind().toStdString())) {
    view_->setHeatmap({});
    stepLabel_->setText(tr("no frames"));
    marker_->data()->clear();
    lossPlot_->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  const twb::TimelapseFrame& frame = timelapse_.frames()[size_t(frame_)];
  try {
    view_->setHeatmap(
        twb::inspect::timelapse_heatmap(timelapse_, size_t(frame_), kind().toStdString(), layer(), head()));
  } catch (const std::exception&) {
    view_->setHeatmap({});
  }
  stepLabel_->setText(tr("Step %1 · loss %2 · frame %3/%4")
                          .arg(frame.step)
                          .arg(frame.loss, 0, 'f', 3)
                          .arg(frame_ + 1)
                          .arg(frameCount()));
  marker_->setData({double(frame.step)}, {frame.loss});
  lossPlot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelapseView::updateLossCurve() {
  QVector<double> steps, losses;
  for (const auto& f : timelapse_.frames()) {
    steps << double(f.step);
    losses << f.loss;
  }
  lossGraph_->setData(steps, losses, true);
  if (!steps.isEmpty()) {
    lossPlot_->xAxis->setRange(0, std::max(1.0, steps.back()) * 1.02);
    bool found = false;
    const QCPRange range = lossGraph_->getValueRange(found);
    if (found) lossPlot_->yAxis->setRange(std::min(0.0, range.lower), range.upper * 1.05 + 1e-6);
  }
  lossPlot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelapseView::updateInfo() {
  if (!timelapse_.enabled()) {
    info_->setText(tr("The time-lapse is off for this run (timelapse_every = 0)."));
    return;
  }
  if (timelapse_.probe().source.empty() && frameCount() == 0) {
    info_->setText(tr("No time-lapse yet: train and the attention maps of the probe sentence (the first validation "
                      "example, or the one set in the Attention tab) are kept every %1 steps.")
                       .arg(timelapse_.every()));
    return;
  }
  QString probe = tr("Probe: “%1”").arg(fromStd(timelapse_.probe().source));
  if (!timelapse_.probe().target.empty())
    probe += tr(" → “%1” (teacher-forced)").arg(fromStd(timelapse_.probe().target));
  QString cadence = tr("a frame every %1 steps").arg(timelapse_.every());
  if (timelapse_.interval() != timelapse_.every())
    cadence +=
        tr(", now every %1: thinned evenly to keep at most %2 frames").arg(timelapse_.interval()).arg(timelapse_.cap());
  else
    cadence += tr(", at most %1 frames (then every other one is dropped)").arg(timelapse_.cap());
  if (timelapse_.frame_bytes() > 0) cadence += tr("; %1 a frame").arg(bytesText(double(timelapse_.frame_bytes())));
  cadence[0] = cadence[0].toUpper();
  info_->setText(probe + QStringLiteral(". ") + cadence + QLatin1Char('.'));
}

QStringList TimelapseView::exportFrames(const QString& folder, QString* error) {
  QStringList written;
  const QDir dir(folder);
  if (!dir.exists() && !QDir().mkpath(folder)) {
    if (error) *error = tr("Could not create the folder “%1”.").arg(QDir::toNativeSeparators(folder));
    return {};
  }
  if (frameCount() == 0) {
    if (error) *error = tr("There are no frames to export yet.");
    return {};
  }
  const int shown = frame_;
  for (int i = 0; i < frameCount(); ++i) {
    frame_ = i;
    showFrame();
    const QString name =
        QStringLiteral("frame-%1-step-%2.png").arg(i, 5, 10, QLatin1Char('0')).arg(timelapse_.frames()[size_t(i)].step);
    const QString path = dir.filePath(name);
    if (!view_->exportTo(path)) {
      if (error) *error = tr("Could not write “%1”.").arg(QDir::toNativeSeparators(path));
      written.clear();
      break;
    }
    written << path;
  }
  frame_ = shown;
  showFrame();
  return written;
}

bool TimelapseView::exportAnimation(const QString& path, QString* error) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("gif")) {
    if (error)
      *error =
          tr("GIF is not written (Qt has no GIF writer): export the animation as .webp, which every current "
             "browser and chat app shows, or the frames as PNG files.");
    return false;
  }
  if (suffix != QLatin1String("webp")) {
    if (error) *error = tr("“%1” must end in .webp").arg(QDir::toNativeSeparators(path));
    return false;
  }
  if (frameCount() == 0) {
    if (error) *error = tr("There are no frames to export yet.");
    return false;
  }
  const int shown = frame_;
  QCustomPlot* plot = view_->plot();
  const int width = std::max(200, plot->width()), height = std::max(150, plot->height());
  const bool ok = write_webp_animation(
      path, frameCount(),
      [&](int i) {
        frame_ = i;
        showFrame();
        return plot->toPixmap(width, height).toImage();
      },
      1000 / kFramesPerSecond, error);
  frame_ = shown;
  showFrame();
  return ok;
}

void TimelapseView::exportFramesWithDialog() {
  const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the time-lapse's frames (PNG) to"));
  if (folder.isEmpty()) return;
  QString error;
  const QStringList files = exportFrames(folder, &error);
  if (files.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
}

void TimelapseView::exportAnimationWithDialog() {
  QString path = QFileDialog::getSaveFileName(this, tr("Export the time-lapse as an animation"),
                                              QStringLiteral("attention-timelapse.webp"), tr("Animated WebP (*.webp)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".webp");
  QString error;
  if (!exportAnimation(path, &error)) QMessageBox::warning(this, tr("Export failed"), error);
}

bool TimelapseView::writeLossCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "step,training_loss\n";
  for (const auto& f : timelapse_.frames()) out << f.step << ',' << QString::number(f.loss, 'g', 9) << '\n';
  out.flush();
  return file.commit();
}

bool TimelapseView::exportLossCurve(const QString& path) const {
  return save_plot(lossPlot_, path, tr("Training loss at the time-lapse's frames"),
                   [this](const QString& csv) { return writeLossCsv(csv); });
}

void TimelapseView::showLossContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, [this] {
    export_with_dialog(this, tr("Export the loss curve"), QStringLiteral("timelapse-loss"),
                       [this](const QString& path) { return exportLossCurve(path); });
  });
  menu.exec(lossPlot_->mapToGlobal(pos));
}

}  // namespace twb::ui
