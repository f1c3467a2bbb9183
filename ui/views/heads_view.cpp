#include "views/heads_view.h"

#include <QVBoxLayout>

#include "engine/feeds.h"
#include "engine/training_controller.h"
#include "plots/heads_plot.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

HeadsView::HeadsView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("headsTab"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> Every few steps each head is measured on the same validation examples: how "
         "spread its weights are (<b>entropy</b>), how much rests on the <b>previous token</b> or on the <b>first "
         "position</b> (a sink), near the <b>diagonal</b>, and for a GPT, on repeated random tokens, whether it "
         "looks at the token that followed the current one's earlier occurrence (<b>induction</b>); for "
         "cross-attention, whether its focus walks along the source (<b>alignment</b>). A score past its dashed "
         "threshold gives the head a role, with the step it emerged at. Hover a score's name for what it "
         "measures."));
  note->setObjectName(QStringLiteral("headsNote"));
  note->setTextFormat(Qt::RichText);
  view_ = new HeadsPlot;
  view_->setObjectName(QStringLiteral("headsView"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addWidget(view_, 1);
}

std::vector<TabPlot> HeadsView::plots() { return {tabPlot(QStringLiteral("heads"), tr("Head telemetry…"), view_)}; }

void HeadsView::connectTo(Workbench& workbench) {
  workbench.training()->feed(this, headsFeed([this](const twb::HeadTelemetry& heads) { view_->setTelemetry(heads); }));
  // A lesson step's kind (refused, changing nothing, before the telemetry has it).
  connect(&workbench, &Workbench::headFocused, this, [this](twb::AttentionKind kind) { view_->setKind(kind); });
}

}  // namespace twb::ui
