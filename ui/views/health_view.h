// The "Health" tab: the training health of the window's run (probe/health.h), every step, per
// layer: the gradient norm, the update/weight ratio and the largest attention score under the
// training loss (plots/health_plot.h). Live while shown; nothing is sent while it is hidden.
#pragma once

#include <QWidget>

#include "views/view.h"

namespace twb::ui {

class HealthPlot;

class HealthView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit HealthView(QWidget* parent = nullptr);

  // View: "Health"; the plot "health" (CSV: a row per kept sample).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  HealthPlot* view() const { return view_; }

 private:
  HealthPlot* view_ = nullptr;
};

}  // namespace twb::ui
