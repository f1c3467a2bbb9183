// The attention block of the task tabs (Translate, Generate, Classify): a title, "layer" and
// "head" spin boxes and a HeatmapPlot styled for attention weights (sequential gradient, 0..1).
// The owner hands it the maps of one result, [layer * heads + head]; changing the layer or the
// head redraws the chosen map. The spin boxes show 1-based numbers, the accessors are 0-based.
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

#include "inspect/heatmap.h"

class QSpinBox;

namespace twb::ui {

class HeatmapPlot;

// Sequential gradient, colour range [0, 1], colour scale "attention weight".
void styleAttentionView(HeatmapPlot* view);

class AttentionMapPanel : public QWidget {
  Q_OBJECT

 public:
  enum class Selector { layerAndHead, headOnly };

  // `namePrefix` names the children for tests and scripts: <prefix>Layer (layerAndHead only),
  // <prefix>Head, <prefix>Heatmap, and the panel <prefix>Attention. `title` stands before the
  // spin boxes. With headOnly there is no layer to choose (the maps are of one layer).
  AttentionMapPanel(const QString& namePrefix, const QString& title, Selector selector = Selector::layerAndHead,
                    QWidget* parent = nullptr);

  // The maps, [layer * heads + head]. The spin boxes' ranges follow layers and heads (a chosen
  // layer or head out of range is clamped), and the chosen map is drawn.
  void setMaps(std::vector<twb::inspect::Heatmap> maps, int layers, int heads);
  // Forgets the maps (the owner's result is gone): the view keeps what it shows, the spin boxes
  // their ranges, and choosing another layer or head draws nothing until the next setMaps.
  void clearMaps();

  int layer() const;  // 0-based
  void setLayer(int layer);
  int head() const;  // 0-based
  void setHead(int head);

  QSpinBox* layerSpin() const { return layer_; }
  QSpinBox* headSpin() const { return head_; }
  HeatmapPlot* heatmapView() const { return heatmap_; }

 private:
  void redraw();

  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  HeatmapPlot* heatmap_ = nullptr;
  std::vector<twb::inspect::Heatmap> maps_;
  int layers_ = 0, heads_ = 0;
};

}  // namespace twb::ui
