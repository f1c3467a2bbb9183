// The "Why √d_k" lesson tab (the paper's section 3.2.1), in two halves:
//  - Theory: random q and k with unit-variance entries (ScalingTheoryPlot): the variance of q·k
//    grows as d_k, the scaled one stays 1; unscaled softmax rows saturate (largest weight → 1,
//    entropy → 0) and pass back almost no gradient. Sampled off the GUI thread on first show.
//  - Practice: the live model's own scores of a few validation examples, for a chosen kind of
//    attention, layer and head, before and after its scale (ScoreHistogramPlot), with the share of
//    saturated rows. The snapshots are the view's feed "scores" (engine/live_feed.h): after
//    every Step and, at most every two seconds, while training and shown.
// "Train without scaling to compare" trains the same model without the scaling, beside this one, in
// the Compare tab (Workbench::startComparison).
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "inspect/scaling_lesson.h"
#include "task/task.h"
#include "views/view.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QThread;

namespace twb::ui {

class ScalingTheoryPlot;
class ScoreHistogramPlot;

class ScalingLessonView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit ScalingLessonView(QWidget* parent = nullptr);
  ~ScalingLessonView() override;

  // View: "Why √d_k"; the plots "why-sqrt-dk-theory" and "why-sqrt-dk-scores"; live: the model's
  // scores.
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  ScalingTheoryPlot* theoryView() const { return theory_; }
  ScoreHistogramPlot* histogramView() const { return histogram_; }
  QPushButton* compareButton() const { return compare_; }
  // The last snapshot of the model's scores (none before the first).
  const twb::inspect::ScoreSnapshot* snapshot() const { return snapshot_ ? &*snapshot_ : nullptr; }
  twb::AttentionKind kind() const;
  int layer() const;
  int head() const;

 public slots:
  // The task of the model whose scores come: names the kinds (lm: causal self-attention).
  void setTask(const QString& task) override;
  void setSnapshot(const twb::inspect::ScoreSnapshot& snapshot);
  void setTheory(const twb::inspect::ScalingTheory& theory);
  // Samples the theory on a thread of its own; setTheory() follows on the GUI thread.
  void computeTheory();
  void setKind(twb::AttentionKind kind);
  void setLayer(int layer);
  void setHead(int head);

 signals:
  // "Train without scaling to compare" was pressed.
  void trainWithoutScalingRequested();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  // The constructor's parts.
  QWidget* createNote();
  QWidget* createPractice();
  void fillKinds();
  void showChosenHead();

  ScalingTheoryPlot* theory_ = nullptr;
  ScoreHistogramPlot* histogram_ = nullptr;
  QComboBox* kinds_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  QPushButton* compare_ = nullptr;
  QLabel* summary_ = nullptr;
  QString task_ = QString::fromStdString(twb::all_tasks().front()->name());
  std::optional<twb::inspect::ScoreSnapshot> snapshot_;
  bool theoryRequested_ = false;
  QThread* theoryThread_ = nullptr;  // samples the theory once
};

}  // namespace twb::ui
