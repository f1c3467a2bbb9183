#include "views/health_view.h"

#include <QVBoxLayout>

#include "engine/feeds.h"
#include "engine/training_controller.h"
#include "plots/health_plot.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

HealthView::HealthView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("healthTab"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> Every step, for every layer: the size of its <b>gradient</b> before clipping, "
         "how much Adam's <b>update</b> changed its weights (‖Δw‖ / ‖w‖: about 1e-3 a step is healthy, 1e-1 rewrites "
         "the layer every step, 1e-5 has stopped it learning) and the <b>largest attention score</b> q·k/√d_k it "
         "computed (past about 10 the softmax saturates and its gradient vanishes). A run about to diverge shows "
         "here first. Turn recording off with the setting “Record training health”."));
  note->setObjectName(QStringLiteral("healthNote"));
  note->setTextFormat(Qt::RichText);
  view_ = new HealthPlot;
  view_->setObjectName(QStringLiteral("healthView"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(view_, 1);
}

std::vector<TabPlot> HealthView::plots() { return {tabPlot(QStringLiteral("health"), tr("Training health…"), view_)}; }

void HealthView::connectTo(Workbench& workbench) {
  workbench.training()->feed(this, healthFeed([this](const twb::HealthHistory& health) { view_->setHealth(health); }));
}

}  // namespace twb::ui
