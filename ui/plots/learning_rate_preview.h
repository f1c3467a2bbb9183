// The learning rate a run will use, drawn before it starts: a small plot in the Experiment panel
// that redraws as the peak rate, the warm-up, the schedule change. The rates are the trainer's own
// schedule object asked step by step (core inspect::schedule_preview), over a horizon that shows
// warm-up and decay. Right-click: export PNG/PDF/SVG, or the rates as CSV.
#pragma once

#include <QWidget>

#include "inspect/schedule_preview.h"

class QCustomPlot;
class QCPGraph;
class QLabel;

namespace twb::ui {

class LearningRatePreview : public QWidget {
  Q_OBJECT

 public:
  explicit LearningRatePreview(QWidget* parent = nullptr);

  // Redraws for `settings` over `steps` steps (0: schedule_preview_steps). Impossible settings
  // leave the plot empty and say why.
  void setSettings(const twb::TrainerSettings& settings, qint64 steps = 0);
  const twb::inspect::SchedulePreview& preview() const { return preview_; }
  int pointCount() const;
  QCustomPlot* plot() const { return plot_; }
  QString caption() const;

  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();

 private:
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;

  QCustomPlot* plot_ = nullptr;
  QCPGraph* graph_ = nullptr;
  QLabel* caption_ = nullptr;
  twb::inspect::SchedulePreview preview_;
};

}  // namespace twb::ui
