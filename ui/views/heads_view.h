// The "Heads" tab: what each attention head of the window's run does (probe/head_telemetry.h),
// measured on a fixed probe every “Head telemetry every” steps: the scores over training as a
// layer × head grid of small curves under a heatmap of the last values, and the roles they give
// (plots/heads_plot.h). Live while shown; nothing is sent while it is hidden.
#pragma once

#include <QWidget>

#include "views/view.h"

namespace twb::ui {

class HeadsPlot;

class HeadsView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit HeadsView(QWidget* parent = nullptr);

  // View: "Heads"; the plot "heads" (CSV: a row per sample and head).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  HeadsPlot* view() const { return view_; }

 private:
  HeadsPlot* view_ = nullptr;
};

}  // namespace twb::ui
