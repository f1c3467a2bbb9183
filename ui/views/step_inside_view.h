// The "Step inside" tab: one training step taken apart, for one example of its batch, as the
// engine computed it (inspect/step_snapshot.h). A pipeline in the paper's order lists the forward
// pass's stages (token embedding × √d_model, + positions, each sublayer, its residual sum and its
// LayerNorm in the model's own order, the final norm, the logits), then the loss, then the backward
// pass's gradients of those stages from the logits down, then Adam's update. The chosen stage is
// drawn as a heatmap (positions × features) with its shape, with each position's norm beside it;
// an attention stage shows the arithmetic of one query (forward) or the chain of one attention row
// through the softmax's Jacobian (backward); the loss shows p(right token) per position; the
// update a table per parameter tensor. The toolbar's Step inside, or the tab's button, takes the
// step; Back and Next (or the list's arrow keys) walk the pipeline. When a step is in trouble (the
// divergence debugger, train/divergence.h) the tab shows itself on the example that went wrong, at
// the tensor named, says what happened, and offers to rewind with half the learning rate or go on.
#pragma once

#include <QWidget>

#include <vector>

#include "inspect/step_snapshot.h"
#include "views/view.h"

class QFrame;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace twb::ui {

class AttentionMathPanel;
class BarChartPlot;
class HeatmapPlot;
class WrappedLabel;

class StepInsideView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit StepInsideView(QWidget* parent = nullptr);

  // View: "Step inside"; the plots "step-stage" (the shown tensor) and "step-norms" (its rows' norms).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  // One entry of the pipeline.
  struct Entry {
    enum class Kind { forward, loss, backward, update } kind = Kind::forward;
    int stage = -1;  // index in the snapshot's stages (forward, backward)
  };
  const std::vector<Entry>& entries() const { return entries_; }
  int currentEntry() const;
  void setCurrentEntry(int index);
  bool hasSnapshot() const { return hasSnapshot_; }
  const twb::inspect::StepSnapshot& snapshot() const { return snapshot_; }

  QListWidget* pipeline() const { return pipeline_; }
  HeatmapPlot* stageView() const { return stage_; }
  BarChartPlot* normsView() const { return norms_; }
  AttentionMathPanel* mathPanel() const { return math_; }
  QTableWidget* updateTable() const { return updates_; }
  QLabel* chainLabel() const { return chain_; }
  QSpinBox* exampleSpin() const { return example_; }
  QSpinBox* headSpin() const { return head_; }
  QSpinBox* querySpin() const { return query_; }
  QPushButton* stepButton() const { return stepButton_; }
  QString explanation() const;
  // The divergence banner: visible after a step in trouble until the run steps again.
  bool showsDivergence() const;
  QString divergenceText() const;
  QPushButton* rewindButton() const { return rewind_; }
  QPushButton* goOnButton() const { return goOn_; }
  void showDivergence(const twb::DivergenceReport& report, qint64 keptStep);

  // Not a slot: the moc never instantiates the snapshot's metatype (see AttentionView).
  void setSnapshot(const twb::inspect::StepSnapshot& snapshot);

 signals:
  void stepRequested(int example);
  void rewindRequested(double rateFactor);
  void goOnRequested();

 private:
  // The constructor's parts.
  QWidget* createControls();
  QWidget* createDetails();
  QWidget* createBanner();
  void selectTensor(const std::string& tensor);
  void fillPipeline();
  void showEntry();
  void showStage(const Entry& entry);
  void showAttention(const Entry& entry);
  void showLoss();
  void showUpdate();
  const twb::AttentionRecord* attentionOf(const twb::Stage& stage) const;

  twb::inspect::StepSnapshot snapshot_;
  bool hasSnapshot_ = false;
  std::string wantedStage_;  // a stage asked for (Workbench::focusStage) before a step had it
  std::vector<Entry> entries_;

  QSpinBox* example_ = nullptr;
  QPushButton* stepButton_ = nullptr;
  QPushButton* back_ = nullptr;
  QPushButton* next_ = nullptr;
  QLabel* position_ = nullptr;
  QListWidget* pipeline_ = nullptr;
  QStackedWidget* mainArea_ = nullptr;
  HeatmapPlot* stage_ = nullptr;
  QTableWidget* updates_ = nullptr;
  QStackedWidget* detail_ = nullptr;
  BarChartPlot* norms_ = nullptr;
  QWidget* attentionPage_ = nullptr;
  QWidget* attentionScroll_ = nullptr;
  QSpinBox* head_ = nullptr;
  QSpinBox* query_ = nullptr;
  QStackedWidget* attentionDetail_ = nullptr;
  AttentionMathPanel* math_ = nullptr;
  QLabel* chain_ = nullptr;
  WrappedLabel* explanation_ = nullptr;
  QFrame* banner_ = nullptr;
  WrappedLabel* bannerText_ = nullptr;
  QPushButton* rewind_ = nullptr;
  QPushButton* goOn_ = nullptr;
};

}  // namespace twb::ui
