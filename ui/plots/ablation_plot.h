// What each head is worth (train/ablation_grid.h) as a person reads it: for one kind of attention,
// a layer × head heatmap of the change in one measure (the loss, BLEU, accuracy…) when that head is
// zeroed or replaced by its mean, each cell labelled with its change and, for a head switched off
// now, "off". Red is always worse (a rise in a loss, a fall in a score). A click on a cell asks for
// that head to be switched off or on (headClicked). Exports PNG/PDF/SVG, or CSV: a row per head of
// every kind, with every measure's base, zeroed and mean-replaced values.
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

#include "train/ablation_grid.h"

class QCPItemText;

namespace twb::ui {

class HeatmapPlot;

class AblationPlot : public QWidget {
  Q_OBJECT

 public:
  explicit AblationPlot(QWidget* parent = nullptr);

  void setGrid(const twb::AblationGrid& grid);
  const twb::AblationGrid& grid() const { return grid_; }
  bool hasData() const { return !grid_.empty(); }
  // What is drawn: a kind the grid measured, a measure's key, zeroed or mean-replaced. False (and
  // unchanged) for a kind or measure the grid lacks.
  bool setKind(twb::AttentionKind kind);
  bool setMeasure(const QString& key);
  void setAblation(twb::Ablation ablation);
  twb::AttentionKind kind() const { return kind_; }
  QString measure() const { return measure_; }
  twb::Ablation ablation() const { return ablation_; }
  // The heads switched off now, marked "off" in their cells.
  void setHeadsOff(const std::vector<twb::HeadRef>& heads);

  // The change drawn in the cell of (layer, head) of the shown kind: value − base.
  double change(int layer, int head) const;
  // The head whose loss hurts the shown measure most (nullopt without data, or when no head's loss
  // makes it worse).
  std::optional<twb::HeadRef> mostNeeded() const;
  HeatmapPlot* heatmap() const { return heatmap_; }
  int labelCount() const { return static_cast<int>(cellLabels_.size()); }

  bool exportTo(const QString& path) const;
  int csvRowCount() const { return static_cast<int>(grid_.heads.size()); }

 public slots:
  void exportWithDialog();

 signals:
  void headClicked(const twb::HeadRef& head);

 private:
  void redraw();
  bool writeCsv(const QString& path) const;
  const twb::AblationMeasure* shownMeasure() const;
  const twb::HeadKindLayout* shownKind() const;

  HeatmapPlot* heatmap_ = nullptr;
  twb::AblationGrid grid_;
  twb::AttentionKind kind_ = twb::AttentionKind::cross;
  QString measure_ = QStringLiteral("loss");
  twb::Ablation ablation_ = twb::Ablation::zero;
  std::vector<twb::HeadRef> off_;
  std::vector<QCPItemText*> cellLabels_;
};

}  // namespace twb::ui
