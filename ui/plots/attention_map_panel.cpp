#include "plots/attention_map_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

#include "plots/heatmap_plot.h"

namespace twb::ui {

namespace {

// A caption that asks for one line when there is room and wraps only in a narrow pane (a plain
// word-wrapped QLabel asks for a few words' width and wraps even in a wide one).
class Caption : public QLabel {
 public:
  explicit Caption(const QString& text) : QLabel(text) { setWordWrap(true); }
  QSize sizeHint() const override {
    const QSize hint = QLabel::sizeHint();
    const int oneLine = fontMetrics().horizontalAdvance(text()) + 2 * margin() + 2 * frameWidth() + 2;
    return {std::max(hint.width(), oneLine), hint.height()};
  }
};

}  // namespace

void styleAttentionView(HeatmapPlot* view) {
  view->setGradient(HeatmapPlot::sequentialGradient());
  view->setDataRange(QCPRange(0.0, 1.0));
  view->setColorScaleLabel(HeatmapPlot::tr("attention weight"));
}

AttentionMapPanel::AttentionMapPanel(const QString& namePrefix, const QString& title, Selector selector,
                                     QWidget* parent)
    : QWidget(parent) {
  setObjectName(namePrefix + QLatin1String("Attention"));
  layer_ = new QSpinBox;
  layer_->setRange(1, 1);
  layer_->setPrefix(tr("layer "));
  if (selector == Selector::layerAndHead) {
    layer_->setObjectName(namePrefix + QLatin1String("Layer"));
  } else {
    layer_->setVisible(false);
  }
  head_ = new QSpinBox;
  head_->setObjectName(namePrefix + QLatin1String("Head"));
  head_->setRange(1, 1);
  head_->setPrefix(tr("head "));
  heatmap_ = new HeatmapPlot;
  heatmap_->setObjectName(namePrefix + QLatin1String("Heatmap"));
  styleAttentionView(heatmap_);
  heatmap_->setEmptyText(tr("No attention yet"));

  auto* caption = new Caption(title);  // a narrow pane wraps it rather than widening the window
  auto* row = new QHBoxLayout;
  row->addWidget(caption);
  row->addWidget(layer_);
  row->addWidget(head_);
  row->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(row);
  layout->addWidget(heatmap_, 1);

  connect(layer_, &QSpinBox::valueChanged, this, &AttentionMapPanel::redraw);
  connect(head_, &QSpinBox::valueChanged, this, &AttentionMapPanel::redraw);
}

void AttentionMapPanel::setMaps(std::vector<twb::inspect::Heatmap> maps, int layers, int heads) {
  maps_ = std::move(maps);
  layers_ = layers;
  heads_ = heads;
  {
    const QSignalBlocker blockLayer(layer_);
    const QSignalBlocker blockHead(head_);
    layer_->setRange(1, std::max(1, layers));
    head_->setRange(1, std::max(1, heads));
  }
  redraw();
}

void AttentionMapPanel::clearMaps() {
  maps_.clear();
  layers_ = heads_ = 0;
}

int AttentionMapPanel::layer() const { return layer_->value() - 1; }
void AttentionMapPanel::setLayer(int layer) { layer_->setValue(layer + 1); }
int AttentionMapPanel::head() const { return head_->value() - 1; }
void AttentionMapPanel::setHead(int head) { head_->setValue(head + 1); }

void AttentionMapPanel::redraw() {
  if (layers_ <= 0 || heads_ <= 0) return;
  const size_t index = static_cast<size_t>(layer() * heads_ + head());
  if (index < maps_.size()) heatmap_->setHeatmap(maps_[index]);
}

}  // namespace twb::ui
