#include "views/model_map_view.h"

#include <QTimer>
#include <QVBoxLayout>

#include "engine/session_info.h"
#include "engine/feeds.h"
#include "engine/training_controller.h"
#include "inspect/model_map.h"
#include "plots/model_map_plot.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

using twb::inspect::MapBlockKind;

ModelMapView::ModelMapView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("modelMapView"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> Your model as the paper draws it, computed from the bottom up: the "
         "embeddings, then each layer's sublayers in the order the model runs them, the output layer and the "
         "loss. Beside each layer, while it trains: its <b>gradient norm</b> ‖g‖ and its <b>update ratio</b> "
         "Δw/w (about 1e-3 a step is healthy; outside 1e-5 … 1e-2 the layer is outlined in amber, a NaN in red). "
         "Each attention's cells are its heads, dark where a head looks at few tokens, light where it spreads "
         "out, with their roles. Click a block or a head to open its view there."));
  note->setObjectName(QStringLiteral("modelMapNote"));
  note->setTextFormat(Qt::RichText);
  plot_ = new ModelMapPlot;
  plot_->setObjectName(QStringLiteral("modelMap"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(plot_, 1);
  connect(plot_, &ModelMapPlot::activated, this, [this](int block, int head) { open(block, head); });
  // The health and the telemetry arrive about once a second each: the figures are drawn once for
  // both, at most every two seconds (a redraw takes 10 to 20 ms), so that the window costs the
  // training little.
  redraw_ = new QTimer(this);
  redraw_->setSingleShot(true);
  redraw_->setInterval(2000);
  connect(redraw_, &QTimer::timeout, this, [this] {
    if (plot_->hasData()) plot_->setFigures(twb::inspect::map_figures(plot_->map(), health_, heads_));
  });
}

std::vector<TabPlot> ModelMapView::plots() { return {tabPlot(QStringLiteral("model-map"), tr("Model map…"), plot_)}; }

void ModelMapView::connectTo(Workbench& workbench) {
  workbench_ = &workbench;
  workbench.training()->feed(this, healthFeed([this](const twb::HealthHistory& health) {
                               health_ = health;
                               refresh();
                             }));
  workbench.training()->feed(this, headsFeed([this](const twb::HeadTelemetry& heads) {
                               heads_ = heads;
                               refresh();
                             }));
}

void ModelMapView::modelReady(const SessionInfo& info) {
  health_ = twb::HealthHistory();
  heads_ = {};
  plot_->setMap(twb::inspect::model_map(info.model));
}

void ModelMapView::refresh() {
  if (!redraw_->isActive()) redraw_->start();
}

QString ModelMapView::open(int block, int head) {
  const auto& blocks = plot_->map().blocks;
  if (block < 0 || static_cast<size_t>(block) >= blocks.size() || !workbench_) return {};
  const twb::inspect::MapBlock& b = blocks[static_cast<size_t>(block)];
  QString view;
  if (b.attention) {
    workbench_->focusHead(*b.attention, b.layer, head);
    view = head >= 0 ? QStringLiteral("attention") : QStringLiteral("heads");
  } else if (b.kind == MapBlockKind::embedding || b.kind == MapBlockKind::positions) {
    view = QStringLiteral("positional-encoding");
  } else if (b.kind == MapBlockKind::loss) {
    view = QStringLiteral("curves");
  } else {
    workbench_->focusStage(QString::fromStdString(b.stage));
    view = QStringLiteral("step-inside");
  }
  workbench_->selectView(view);
  return view;
}

}  // namespace twb::ui
