// The arithmetic of one attention row, as core's AttentionMath holds it (inspect/attention_math.h):
// for the query a person clicked in an attention heatmap, the query vector q and every key vector
// k_j as colour strips (d_k cells each), a table with each key's q·k_j, the scaled score, the mask
// and why, and the softmax weight, and the output as the weighted sum of the value vectors (the
// strips w_j v_j and their sum). A short sentence shows every key; a long one its largest terms.
// The numbers are the engine's: this panel only lays them out. Right-click exports the panel
// (PNG, PDF, SVG, or every number as CSV); each strip view exports itself as well.
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

#include "inspect/attention_math.h"
#include "engine/task_snapshots.h"

class QLabel;
class QTableWidget;

namespace twb::ui {

class HeatmapPlot;

class AttentionMathPanel : public QWidget {
  Q_OBJECT

 public:
  // A sentence of more keys shows only the largest terms, this many.
  static constexpr int kLargestTerms = 10;

  explicit AttentionMathPanel(QWidget* parent = nullptr);

  // Not a slot: the moc never sees AttentionMath (see AttentionView::setSnapshot).
  void setMath(const twb::inspect::AttentionMath& math);
  bool hasMath() const { return hasMath_; }
  const twb::inspect::AttentionMath& math() const { return math_; }
  // The keys shown in the strips and the table, in their order: every key in position order, or
  // for a long sentence the kLargestTerms largest terms, largest first.
  const std::vector<int>& shownKeys() const { return shown_; }

  HeatmapPlot* keysView() const { return keys_; }      // q, then k_j of the shown keys: (1 + n, d_k)
  HeatmapPlot* valuesView() const { return values_; }  // w_j v_j of the shown keys, then the output: (n + 1, d_v)
  QTableWidget* table() const { return table_; }
  QString heading() const;  // the line above the strips
  QString message() const;

  // The panel as a picture (.png, .pdf, .svg) or every number of the math as CSV (.csv): a row for
  // q, one per key (k_j with its score, scaled score, mask and weight), one per value v_j, and the
  // output. False for another suffix or a file that cannot be written.
  bool exportTo(const QString& path) const;
  int csvRowCount() const;  // the data rows exportTo writes to a CSV

 public slots:
  void exportWithDialog();
  // A note in place of the math (e.g. "Asking the model…", or why it could not be computed).
  void showMessage(const QString& text);

 private:
  // Parts of setMath, from math_ and shown_.
  void showHeading();
  void showStrips();
  void showTable();
  bool writeCsv(const QString& path) const;
  void showContextMenu(const QPoint& pos);

  QLabel* heading_ = nullptr;
  QLabel* message_ = nullptr;
  HeatmapPlot* keys_ = nullptr;
  HeatmapPlot* values_ = nullptr;
  QTableWidget* table_ = nullptr;
  twb::inspect::AttentionMath math_;
  std::vector<int> shown_;
  bool hasMath_ = false;
};

}  // namespace twb::ui
