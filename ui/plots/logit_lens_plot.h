// The logit lens as a person reads it (inspect/logit_lens.h): positions down, the readings after
// the embedding and after each layer across, each cell coloured by the probability of the right
// next token and labelled with the reading's top token. Exports PNG/PDF/SVG, or CSV (a row per
// position and reading: position, input, expected, reading, top token, its probability, p(expected)).
#pragma once

#include <QWidget>

#include <vector>

#include "inspect/logit_lens.h"

class QCPItemText;

namespace twb::ui {

class HeatmapPlot;

class LogitLensPlot : public QWidget {
  Q_OBJECT

 public:
  explicit LogitLensPlot(QWidget* parent = nullptr);

  void setLens(const twb::inspect::LogitLens& lens);
  const twb::inspect::LogitLens& lens() const { return lens_; }
  bool hasData() const { return lens_.rows > 0; }
  HeatmapPlot* heatmap() const { return heatmap_; }
  int labelCount() const { return static_cast<int>(cellLabels_.size()); }  // the cells' top-token labels drawn

  bool exportTo(const QString& path) const;
  int csvRowCount() const { return lens_.rows * lens_.cols; }

 public slots:
  void exportWithDialog();

 private:
  bool writeCsv(const QString& path) const;

  HeatmapPlot* heatmap_ = nullptr;
  twb::inspect::LogitLens lens_;
  std::vector<QCPItemText*> cellLabels_;
};

}  // namespace twb::ui
