// The "Compare" tab: two runs side by side. The window's run ("this run": trained here, opened, or
// a run followed from elsewhere) and a reference — a checkpoint opened with "Open reference…", a
// run made elsewhere (a PyTorch job's run/, a Trainer's output, a series) followed with "Follow a
// run…", the window's run kept with "Use last finished run", or
// a second run trained by one of the classic lessons, with only that setting changed:
// post-norm vs pre-norm, with vs without √d_k, sinusoidal vs learned positions, label smoothing
// 0 vs 0.1. It shows
//  - both runs' curves overlaid (ComparisonCurvesPlot): training loss, validation loss and the
//    task's score, against steps or wall-clock training time;
//  - the settings diff: "only norm_placement changed: post → pre";
//  - the attention of the same sentence in both models side by side, with one kind/layer/head
//    choice for both (two HeatmapPlots).
// The reference runs in the window's ComparisonController (Workbench::reference): the tab starts
// it, opens it, or keeps the window's run as it; its buttons say so through the signals below.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "inspect/run_comparison.h"
#include "inspect/snapshots.h"
#include "plots/comparison_curves_plot.h"
#include "views/view.h"
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

struct FollowedRun;
class HeatmapPlot;
class PlotTitle;
class SentenceBox;

class CompareView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit CompareView(QWidget* parent = nullptr);
  ~CompareView() override;

  // View: "Compare"; the plots "compare-curves", "compare-attention", "compare-attention-reference".
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void setTask(const QString& task) override;
  void modelReady(const SessionInfo& info) override;

  // A one-click lesson ("norm", "scale_scores", "positions", "label_smoothing"): trains a second
  // run from this run's settings (or the Experiment panel's, before there is a run) with only that
  // setting changed, for the step limit (0: as many steps as this run has taken, or its epochs),
  // and shows the tab.
  void startLesson(const QString& lesson);
  // A second run of `second`'s settings (a lesson step's compare:), described by `change`, for
  // `steps` steps (0: this run's steps, or the epochs when it has none; -1: the epochs).
  void startComparison(const twb::ExperimentSettings& second, const QString& change, qint64 steps);
  // The reference: a checkpoint (a run folder made elsewhere is followed), or the window's run as
  // it is now.
  void openReference(const QString& path);
  void followReference(const QString& folder);
  void useCurrentRunAsReference();

  ComparisonCurvesPlot* curvesView() const { return curves_; }
  HeatmapPlot* currentAttentionView() const { return currentMap_; }
  HeatmapPlot* referenceAttentionView() const { return referenceMap_; }
  QPushButton* openReferenceButton() const { return openReference_; }
  QPushButton* followReferenceButton() const { return followReference_; }
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
 public slots:
  // This run: its settings (when known) and history, and its attention of the sentence.
  void setCurrentSettings(const twb::ExperimentSettings& settings);
  void setCurrentHistory(const std::vector<twb::HistoryPoint>& history);
  void setCurrentAttention(const twb::inspect::AttentionSnapshot& attention);
  // The reference: its settings, where it came from ("a checkpoint: run.safetensors", "the lesson
  // Post-norm vs pre-norm"), its history and its attention.
  void setReference(const twb::ExperimentSettings& settings, const QString& origin);
  // The window's run's settings (the Experiment panel's before there is one, shown as this run's);
  // false, having said why, when they cannot be used.
  bool takeRunSettings(twb::ExperimentSettings& settings);
  // Builds and trains the second run (`steps`: 0 for this run's steps, or the epochs; -1: the epochs).
  void startReferenceRun(const twb::ExperimentSettings& second, const QString& origin, qint64 steps);
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
  void followReferenceRequested(const QString& folder);
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
  void chooseReferenceRun();
  void showFollowedReference(const FollowedRun& run);
  void updateDiff();
  void fillKinds();
  void showMaps();

  ComparisonCurvesPlot* curves_ = nullptr;
  QComboBox* axis_ = nullptr;
  QPushButton* openReference_ = nullptr;
  QPushButton* followReference_ = nullptr;
  QPushButton* lastRun_ = nullptr;
  std::vector<std::pair<QString, QPushButton*>> lessons_;
  QSpinBox* steps_ = nullptr;
  QLabel* diff_ = nullptr;
  QLabel* status_ = nullptr;
  SentenceBox* sentence_ = nullptr;
  QComboBox* kinds_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  HeatmapPlot* currentMap_ = nullptr;
  HeatmapPlot* referenceMap_ = nullptr;
  QString task_;
  std::optional<twb::ExperimentSettings> currentSettings_, referenceSettings_;
  QString referenceOrigin_;  // where the reference comes from, for the diff line
  Workbench* workbench_ = nullptr;
  QString lastRunPath_;  // the window's run, saved to be the reference ("Use last finished run")
  std::vector<twb::HistoryPoint> currentHistory_, referenceHistory_;
  std::optional<twb::inspect::AttentionSnapshot> currentAttention_, referenceAttention_;
};

}  // namespace twb::ui
