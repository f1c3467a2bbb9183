// The "Positional encoding" tab: the sinusoidal PE matrix that core computes, drawn as a heatmap
// (position down, dimension across), the position-by-position similarity PE(p) · PE(q) beside it,
// and a few chosen dimensions as curves over position. Once a model exists it shows the model's own
// kind (inspect/positions.h): its learned table, or its rotary angles, in the same three plots.
#pragma once

#include "inspect/positions.h"

#include <QList>
#include <QWidget>

#include "views/view.h"

class QCustomPlot;
class QLabel;
class QLineEdit;
class QSplitter;

namespace twb::ui {

class HeatmapPlot;
class WrappedLabel;

class PositionalEncodingView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit PositionalEncodingView(QWidget* parent = nullptr);

  // View: "Positional encoding"; the plots "pe" and "pe-similarity". It follows the Experiment
  // panel's d_model and maximum length as they change, before any model exists.
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  HeatmapPlot* heatmapView() const { return heatmap_; }
  // The (max_len × max_len) dot products of the encodings, as core computes them.
  HeatmapPlot* similarityView() const { return similarity_; }
  QCustomPlot* curvesPlot() const { return curves_; }
  // The dimensions typed in the "Dimensions" field that exist for the current d_model.
  QList<int> chosenDimensions() const;

 public slots:
  // Recomputes the matrix through core for max_len positions and d_model dimensions, redraws
  // (while the model shown has sinusoidal positions, or there is none).
  void setShape(int maxLength, int dModel);
  // The model's own positions, as the engine has them.
  void showPositions(const twb::inspect::PositionsView& view);

 public:
  QString kind() const { return kind_; }  // "sinusoidal", "learned" or "rotary"

 private:
  // The constructor's parts, in the order it calls them.
  QSplitter* createMaps();
  QWidget* createCurvesPane();
  void updateCurves();
  QString sinusoidFormula() const;

  HeatmapPlot* heatmap_ = nullptr;
  HeatmapPlot* similarity_ = nullptr;
  QCustomPlot* curves_ = nullptr;
  QLineEdit* dimensions_ = nullptr;
  QLabel* dimensionsHint_ = nullptr;
  WrappedLabel* formula_ = nullptr;
  QString kind_ = QStringLiteral("sinusoidal");
};

}  // namespace twb::ui
