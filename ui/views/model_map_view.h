// The "Model" view, the window's home: the learner's own model drawn as the paper's figure
// (plots/model_map_plot.h) with each block's live figures while it trains (the training health's
// gradient norm and update ratio per layer, each head's entropy and role), and the way into every
// other view: a click on a block opens the view about it, pointed there: a head → Attention at that
// layer and head; an attention → Heads for its kind; a sublayer, norm or output → Step inside at
// that stage; the embedding or positions → Positional encoding; the loss → Curves. Live while
// shown; nothing is sent while it is hidden.
#pragma once

#include <QWidget>

class QTimer;

#include "probe/head_telemetry.h"
#include "probe/health.h"
#include "views/view.h"

namespace twb::ui {

class ModelMapPlot;

class ModelMapView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit ModelMapView(QWidget* parent = nullptr);

  // View: the plot "model-map" (CSV: a row per block and per head).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void modelReady(const SessionInfo& info) override;

  ModelMapPlot* plot() const { return plot_; }
  // What activating a block (and head) opens: the view's id; and asks that view to point there.
  QString open(int block, int head);

 private:
  void refresh();

  ModelMapPlot* plot_ = nullptr;
  QTimer* redraw_ = nullptr;  // draws the figures once for the records that came in its interval
  Workbench* workbench_ = nullptr;
  twb::HealthHistory health_;
  twb::HeadTelemetry heads_;
};

}  // namespace twb::ui
