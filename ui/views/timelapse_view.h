// The "Time-lapse" tab: the attention maps of one probe sentence as training went, kept by the
// engine every N steps (probe/attention_timelapse.h). A kind/layer/head choice, the map of the
// chosen frame (a HeatmapPlot), a step slider and Play/Pause (8 frames a second, looping), the
// training loss of the recorded steps as a small curve with the current step marked, and the step
// and loss as text. Frames arrive from the TrainingController's worker as plain values (a whole
// time-lapse for a new, opened or thinned run; one frame otherwise); scrubbing and Play only draw a
// frame already here, so the GUI thread never waits for the model.
// Right-click on the map: the current frame (PNG/PDF/SVG/CSV, as every heatmap), every frame as
// PNG files in a folder, and the whole as an animated WebP to share.
#pragma once

#include <QString>
#include <QWidget>

#include "probe/attention_timelapse.h"
#include "views/view.h"

class QComboBox;
class QCPGraph;
class QCPItemStraightLine;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace twb::ui {

class HeatmapPlot;

class TimelapseView : public QWidget, public View {
  Q_OBJECT

 public:
  static constexpr int kFramesPerSecond = 8;

  explicit TimelapseView(QWidget* parent = nullptr);

  // View: "Time-lapse"; the plot "timelapse" (the frame shown). Its frames come from the run
  // whether it is shown or not: they are the run's own record (they travel in its checkpoint).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void modelReady(const SessionInfo& info) override;

  const twb::AttentionTimelapse& timelapse() const { return timelapse_; }
  int frameCount() const { return static_cast<int>(timelapse_.frames().size()); }
  int currentFrame() const { return frame_; }
  QString kind() const;  // "encoder", "decoder" or "cross"
  int layer() const;
  int head() const;
  bool isPlaying() const;

  HeatmapPlot* heatmapView() const { return view_; }
  QCustomPlot* lossPlot() const { return lossPlot_; }
  QSlider* slider() const { return slider_; }
  QPushButton* playButton() const { return play_; }
  QString stepText() const;  // "Step 250 · training loss 1.234 · frame 10 of 40"

  // Every frame of the current kind, layer and head as FOLDER/frame-00000-step-25.png …; returns
  // the files written (empty, and `error` says why, when one could not be written).
  QStringList exportFrames(const QString& folder, QString* error = nullptr);
  // The frames as an animated WebP (kFramesPerSecond, looping); .gif is refused with the reason.
  bool exportAnimation(const QString& path, QString* error = nullptr);
  // The loss curve as PNG/PDF/SVG, or CSV (step, loss).
  bool exportLossCurve(const QString& path) const;

 public slots:
  // The whole time-lapse (a new, opened or reset run, or one thinned when full).
  void setTimelapse(const twb::AttentionTimelapse& timelapse);
  // A frame the run just kept (it follows the frames held; a gap means setTimelapse comes).
  void addFrame(const twb::TimelapseFrame& frame);
  void setFrame(int frame);
  void setKind(const QString& kind);
  void setLayer(int layer);
  void setHead(int head);
  void play();
  void pause();
  // A note under the controls (e.g. "the probe changed: the time-lapse starts again").
  void setNote(const QString& note);

 private:
  // The constructor's parts, in the order it calls them.
  void createControls();
  void createLossPlot();
  void rebuildChoices();
  void showFrame();
  void updateLossCurve();
  void updateInfo();
  void advance();
  void exportFramesWithDialog();
  void exportAnimationWithDialog();
  void showLossContextMenu(const QPoint& pos);
  bool writeLossCsv(const QString& path) const;

  twb::AttentionTimelapse timelapse_;
  int frame_ = -1;
  bool following_ = true;  // the slider is at the newest frame: new frames move it along

  QComboBox* kindBox_ = nullptr;
  QSpinBox* layerBox_ = nullptr;
  QSpinBox* headBox_ = nullptr;
  QPushButton* play_ = nullptr;
  QSlider* slider_ = nullptr;
  QLabel* stepLabel_ = nullptr;
  QLabel* info_ = nullptr;
  QLabel* note_ = nullptr;
  HeatmapPlot* view_ = nullptr;
  QCustomPlot* lossPlot_ = nullptr;
  QCPGraph* lossGraph_ = nullptr;
  QCPGraph* marker_ = nullptr;
  QTimer* timer_ = nullptr;
};

}  // namespace twb::ui
