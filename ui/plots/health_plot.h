// The training health as curves (probe/health.h): the training loss, then per layer (and every
// other module) the gradient norm, the update/weight ratio |Δw|/|w| and the largest attention
// score, four plots stacked over one step axis, log scales where the values span decades. Exports
// PNG/PDF/SVG, or every sample as CSV (step, loss, gradient_norm, learning_rate, then the three
// figures of each group).
#pragma once

#include <QWidget>

#include "probe/health.h"

class QCPMarginGroup;
class QCustomPlot;
class QLabel;

namespace twb::ui {

class HealthPlot : public QWidget {
  Q_OBJECT

 public:
  explicit HealthPlot(QWidget* parent = nullptr);

  // Not a slot: the moc never instantiates the history's metatype (see AttentionView).
  void setHealth(const twb::HealthHistory& health);
  const twb::HealthHistory& health() const { return health_; }
  bool hasData() const { return !health_.empty(); }
  QCustomPlot* plot() const { return plot_; }
  int graphCount() const;

  bool exportTo(const QString& path) const;
  int csvRowCount() const { return static_cast<int>(health_.samples().size()); }

 public slots:
  void exportWithDialog();

 private:
  bool writeCsv(const QString& path) const;

  QCustomPlot* plot_ = nullptr;
  QLabel* readout_ = nullptr;
  QCPMarginGroup* margins_ = nullptr;
  twb::HealthHistory health_;
};

}  // namespace twb::ui
