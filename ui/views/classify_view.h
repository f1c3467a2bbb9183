// The "Classify" tab of an encoder-only classifier: a text in, the class probabilities out (a
// horizontal bar per class, the predicted one highlighted), the encoder's self-attention of the
// text (layer, head) and a bar per token of how much it gave the pooled vector the head reads
// (mean: every real token alike; max: the share of channels it won; cls: all on [CLS]).
// The tab computes nothing itself: its button emits classificationRequested, which connectTo hands to the
// window's run (TrainingController); the answer comes back through setResult (or showError).
#pragma once

#include <QStringList>
#include <QWidget>

#include "widgets/task_controls.h"
#include "views/view.h"
#include "engine/task_snapshots.h"

class QLabel;
class QLineEdit;
class QPushButton;

namespace twb::ui {

class HeadSwitch;

class AttentionMapPanel;
class BarChartPlot;
class HeatmapPlot;

class ClassifyView : public QWidget, public View {
  Q_OBJECT

 public:
  // View: the task's own view, shown for its task only
  QString taskName() const override;
  QWidget* widget() override { return this; }
  void modelReady(const SessionInfo& info) override;
  QString readyMessage(const SessionInfo& info) const override;
  void requestAnswer() override;
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  explicit ClassifyView(QWidget* parent = nullptr);

  QString text() const;
  void setText(const QString& text);
  // The class names, before the first result (the chart shows them, empty).
  void setLabels(const QStringList& labels);

  bool hasResult() const { return hasResult_; }
  const ClassificationSnapshot& result() const { return result_; }
  QString predictedLabel() const;
  int layer() const;  // 0-based
  void setLayer(int layer);
  int head() const;  // 0-based
  void setHead(int head);

  QLineEdit* textEdit() const { return text_; }
  QPushButton* classifyButton() const { return classify_; }
  BarChartPlot* probabilityChart() const { return probabilities_; }
  BarChartPlot* poolingChart() const { return pooling_; }
  HeatmapPlot* heatmapView() const;
  QString message() const;

  // Not a slot, so the moc never instantiates the snapshot's metatype (see AttentionView).
  void setResult(const ClassificationSnapshot& result);

  // The row that switches heads off for the answers (widgets/head_switch.h).
  HeadSwitch* headSwitch() const { return headSwitch_; }

 public slots:
  void requestClassification();
  void setBusy(bool busy);
  void showError(const QString& text);

 signals:
  void classificationRequested(const QString& text);

 private:
  QWidget* makeCharts();  // the charts and the attention map, side by side
  HeadSwitch* headSwitch_ = nullptr;
  QLineEdit* text_ = nullptr;
  BusyButton* classify_ = nullptr;
  QLabel* prediction_ = nullptr;
  MessageLabel* message_ = nullptr;
  BarChartPlot* probabilities_ = nullptr;
  BarChartPlot* pooling_ = nullptr;
  AttentionMapPanel* attention_ = nullptr;
  ClassificationSnapshot result_;
  bool hasResult_ = false;
};

}  // namespace twb::ui
