// The two plots of the "Why √d_k" lesson, each a QCustomPlot with a read-out line and right-click
// export (PNG, PDF, SVG, or its data as CSV), drawn the same in the window and by `twb plot`:
//  - ScalingTheoryPlot: four small plots against d_k (log scale), unscaled and scaled: the
//    variance of q·k, the largest softmax weight of a row, its entropy, the gradient through it.
//  - ScoreHistogramPlot: one head's actual scores, before and after the model's scale, on shared
//    bins, with their variances and the share of saturated rows in the plot's subtitle.
#pragma once

#include <QString>
#include <QWidget>

#include <optional>

#include "inspect/scaling_lesson.h"

class QCPAxisRect;
class QCPLayoutGrid;
class QCPGraph;
class QCPTextElement;
class QCustomPlot;
class QLabel;

namespace twb::ui {

class ScalingTheoryPlot : public QWidget {
  Q_OBJECT

 public:
  explicit ScalingTheoryPlot(QWidget* parent = nullptr);

  void setTheory(const twb::inspect::ScalingTheory& theory);
  bool hasData() const { return theory_.has_value(); }
  const twb::inspect::ScalingTheory* theory() const { return theory_ ? &*theory_ : nullptr; }
  QCustomPlot* plot() const { return plot_; }
  QString title() const;
  QString subtitle() const;
  QString readout() const;
  // The axis rects in order: variance, largest weight, entropy, gradient.
  QCPAxisRect* panel(int index) const;
  int csvRowCount() const { return theory_ ? static_cast<int>(theory_->d_k.size()) : 0; }

  // PNG, PDF or SVG of the plot, or CSV of the series (a row per d_k), by the file's suffix.
  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();

 private:
  void createPanels(QCPAxisRect* first, QCPLayoutGrid* grid);
  void showValuesAt(const QPoint& pixel);
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;
  // The legend on one line where the plot is wide enough for it, else on two.
  void fitLegendToWidth();
  // d_k's ticks as dense as each panel's width allows; true when they changed.
  bool fitDkTicksToPanels();

  QCustomPlot* plot_ = nullptr;
  QCPTextElement* title_ = nullptr;
  QCPTextElement* subtitle_ = nullptr;
  QLabel* readout_ = nullptr;
  QCPAxisRect* panels_[4] = {};
  QCPGraph* unscaled_[4] = {};
  QCPGraph* scaled_[4] = {};
  QCPGraph* uniform_ = nullptr;  // ln n on the entropy panel
  int oneLineLegendWidth_ = 0;   // the legend's three entries side by side
  std::optional<twb::inspect::ScalingTheory> theory_;
};

class ScoreHistogramPlot : public QWidget {
  Q_OBJECT

 public:
  explicit ScoreHistogramPlot(QWidget* parent = nullptr);

  // One head of a snapshot; `title` names it ("Cross-attention, layer 2, head 1").
  void setScores(const twb::inspect::HeadScores& scores, const twb::inspect::ScoreSnapshot& snapshot,
                 const QString& title);
  void clear(const QString& message = {});

  bool hasData() const { return scores_.has_value(); }
  const twb::inspect::HeadScores* scores() const { return scores_ ? &*scores_ : nullptr; }
  QCustomPlot* plot() const { return plot_; }
  QString title() const;
  QString subtitle() const;
  QString readout() const;
  // The two drawn histograms: the raw q·k and what the softmax reads (the same for an unscaled
  // model, which draws only the first).
  QCPGraph* rawGraph() const { return raw_; }
  QCPGraph* softmaxInputGraph() const { return softmaxInput_; }
  int csvRowCount() const { return scores_ ? scores_->raw.bins() : 0; }

  // PNG, PDF or SVG of the plot, or CSV of the bins (low, high, both counts), by the suffix.
  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();

 private:
  void showBinAt(const QPoint& pixel);
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;
  // Names the histograms in the legend: one line each, or broken after the comma where the legend
  // would be wider than the plot (a narrow window), so that no name runs past the plot's edge.
  void nameGraphs(const QString& raw, const QString& softmaxInput);
  void applyNames();
  void fitLegendToPlot();
  void fitHeadroomToLegend();

  QCustomPlot* plot_ = nullptr;
  QCPTextElement* title_ = nullptr;
  QCPTextElement* subtitle_ = nullptr;
  QLabel* readout_ = nullptr;
  QString rawName_, softmaxInputName_;
  bool namesBroken_ = false;
  QCPGraph* raw_ = nullptr;
  QCPGraph* softmaxInput_ = nullptr;
  std::optional<twb::inspect::HeadScores> scores_;
  bool scaled_ = true;
};

}  // namespace twb::ui
