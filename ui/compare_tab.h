// The "Compare" tab: two runs side by side. The window's run ("this run") and a reference — a
// checkpoint opened with "Open reference…", the window's run kept with "Use last finished run", or
// a second run trained by one of the classic lessons, with only that setting changed:
// post-norm vs pre-norm, with vs without √d_k, sinusoidal vs learned positions, label smoothing
// 0 vs 0.1. It shows
//  - both runs' curves overlaid (ComparisonCurvesView): training loss, validation loss and the
//    task's score, against steps or wall-clock training time;
//  - the settings diff: "only norm_placement changed: post → pre";
//  - the attention of the same sentence in both models side by side, with one kind/layer/head
//    choice for both (two HeatmapViews).
// The tab only asks (openReferenceRequested, lastRunRequested, lessonRequested, sentenceChosen);
// the window runs the work (ComparisonController) and answers with the set…() slots.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "inspect/run_comparison.h"
#include "inspect/snapshots.h"
#include "task_tab.h"
#include "task/task.h"

class QComboBox;
class QCustomPlot;
class QCPGraph;
class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;
class QSplitter;

namespace twb::ui {

class HeatmapView;
class PlotTitle;
class SentenceBox;

// Both runs' curves on one plot: this run solid, the reference dashed; loss on the left axis, the
// task's score on the right. Right-click: export PNG/PDF/SVG, or the curves as CSV (a row per x of
// either run: inspect::comparison_table).
class ComparisonCurvesView : public QWidget {
  Q_OBJECT

 public:
  explicit ComparisonCurvesView(QWidget* parent = nullptr);

  // The task decides the score (its first metric the histories have) and the loss's unit.
  void setTask(const QString& task);
  void setRuns(const std::vector<twb::HistoryPoint>& current, const std::vector<twb::HistoryPoint>& reference);
  void setAxis(twb::inspect::CurveAxis axis);
  twb::inspect::CurveAxis axis() const { return axis_; }
  // A line above the plot, e.g. the settings diff (empty: none), so an export says what differs.
  void setCaption(const QString& caption);
  QString caption() const;

  // Points drawn: 0 = this run, 1 = the reference.
  int trainLossPointCount(int run) const;
  int validationPointCount(int run) const;
  int scorePointCount(int run) const;
  QString scoreName() const;
  QCustomPlot* plot() const { return plot_; }
  bool hasData() const;
  int csvRowCount() const;

  // PNG, PDF, SVG or CSV by the suffix; false for another suffix or a failed write.
  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();
  void fitAll();

 private:
  void redraw();
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;
  twb::inspect::RunCurves curvesOf(const std::vector<twb::HistoryPoint>& history) const;

  QCustomPlot* plot_ = nullptr;
  PlotTitle* caption_ = nullptr;
  QCPGraph* graphs_[2][3] = {};  // [run][train loss, validation loss, score]
  QString task_;
  std::optional<twb::Metric> score_;
  std::vector<twb::HistoryPoint> current_, reference_;
  twb::inspect::CurveAxis axis_ = twb::inspect::CurveAxis::steps;
};

class CompareTab : public QWidget {
  Q_OBJECT

 public:
  explicit CompareTab(QWidget* parent = nullptr);

  ComparisonCurvesView* curvesView() const { return curves_; }
  HeatmapView* currentAttentionView() const { return currentMap_; }
  HeatmapView* referenceAttentionView() const { return referenceMap_; }
  QPushButton* openReferenceButton() const { return openReference_; }
  QPushButton* lastRunButton() const { return lastRun_; }
  // The button of a lesson (its name: norm, scale_scores, positions, label_smoothing).
  QPushButton* lessonButton(const QString& lesson) const;
  // "only norm_placement changed: post → pre", or what the tab waits for.
  QString diffText() const;
  QString statusText() const;
  // The steps a lesson's second run trains: the spin's value, 0 meaning "as many as this run".
  int stepLimit() const;
  QString sentence() const;
  twb::AttentionKind kind() const;
  int layer() const;
  int head() const;
  // The tab's plots for Export and Export all: "compare-curves", "compare-attention",
  // "compare-attention-reference".
  std::vector<TabPlot> plots() const;

 public slots:
  void setTask(const QString& task);
  // This run: its settings (when known) and history, and its attention of the sentence.
  void setCurrentSettings(const twb::ExperimentSettings& settings);
  void setCurrentHistory(const std::vector<twb::HistoryPoint>& history);
  void setCurrentAttention(const twb::inspect::AttentionSnapshot& attention);
  // The reference: its settings, where it came from ("a checkpoint: run.safetensors", "the lesson
  // Post-norm vs pre-norm"), its history and its attention.
  void setReference(const twb::ExperimentSettings& settings, const QString& origin);
  void setReferenceHistory(const std::vector<twb::HistoryPoint>& history);
  void setReferenceAttention(const twb::inspect::AttentionSnapshot& attention);
  // The validation sentences offered (the first is this run's probe sentence); the box is editable.
  void setExamples(const QStringList& examples);
  void setSentence(const QString& sentence);
  void setStatus(const QString& status);
  void setKind(twb::AttentionKind kind);
  void setLayer(int layer);
  void setHead(int head);

 signals:
  void openReferenceRequested(const QString& path);
  void lastRunRequested();
  void lessonRequested(const QString& lesson);
  void sentenceChosen(const QString& sentence);

 private:
  // The constructor's parts, in the order it calls them.
  QLayout* createSourcesRow();
  QWidget* createLessonsRow();
  QWidget* createPickRow();
  QSplitter* createCurvesAndMaps();
  void chooseReferenceFile();
  void updateDiff();
  void fillKinds();
  void showMaps();

  ComparisonCurvesView* curves_ = nullptr;
  QComboBox* axis_ = nullptr;
  QPushButton* openReference_ = nullptr;
  QPushButton* lastRun_ = nullptr;
  std::vector<std::pair<QString, QPushButton*>> lessons_;
  QSpinBox* steps_ = nullptr;
  QLabel* diff_ = nullptr;
  QLabel* status_ = nullptr;
  SentenceBox* sentence_ = nullptr;
  QComboBox* kinds_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  HeatmapView* currentMap_ = nullptr;
  HeatmapView* referenceMap_ = nullptr;
  QString task_;
  std::optional<twb::ExperimentSettings> currentSettings_, referenceSettings_;
  QString referenceOrigin_;
  std::vector<twb::HistoryPoint> currentHistory_, referenceHistory_;
  std::optional<twb::inspect::AttentionSnapshot> currentAttention_, referenceAttention_;
};

}  // namespace twb::ui
