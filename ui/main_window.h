// The main window: the "Experiment" dock on the left, the training toolbar, the menus, the status
// bar and the central tabs: Curves, Attention, Positional encoding, Masks, and the tab of the task
// chosen in the dock — Translate (translate), Generate (lm) or Classify (classify).
#pragma once

#include <QMainWindow>

#include <memory>
#include <optional>
#include <vector>

#include "train/trainer.h"
#include "task_tab.h"
#include "training_controller.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QIcon;
class QKeySequence;
class QLabel;
class QProgressBar;
class QScreen;
class QTabWidget;
class QToolBar;
class QWindow;

namespace twb::ui {

class CurvesTab;
class HeatmapView;
class AttentionTab;
class MasksTab;
class TranslateTab;
class GenerateTab;
class ClassifyTab;
class ExperimentPanel;
class PositionalEncodingTab;
class ScalingLessonTab;
class TimelapseTab;
class CompareTab;
class ScreenFitArea;
class ComparisonController;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // Shows the tab with this title (e.g. "Positional encoding"); false if there is none. Case,
  // spaces and punctuation do not count, and "sqrt" stands for "√": "why-sqrt-dk" is "Why √d_k",
  // "time lapse" is "Time-lapse" (typed on a command line).
  bool selectTab(const QString& title);

  ExperimentPanel* experimentPanel() const { return panel_; }
  PositionalEncodingTab* positionalEncodingTab() const { return peTab_; }
  CurvesTab* curvesTab() const { return curvesTab_; }
  GenerateTab* generateTab() const { return generateTab_; }
  ClassifyTab* classifyTab() const { return classifyTab_; }
  TranslateTab* translateTab() const { return translateTab_; }
  ScalingLessonTab* scalingLessonTab() const { return scalingTab_; }
  TimelapseTab* timelapseTab() const { return timelapseTab_; }
  CompareTab* compareTab() const { return compareTab_; }
  // The reference run of the Compare tab (a lesson's second run, or an opened checkpoint).
  ComparisonController* comparison() const { return comparison_.get(); }
  // The tab of a task (by its engine name), and its answer to its input (translate, generate,
  // classify), asked of the model.
  TaskTab& tabOf(const QString& task) const;
  void requestTaskAnswer();
  // The task whose views are shown (the Experiment panel's task).
  QString task() const { return task_; }
  // The task of the model the controller holds ("" before the first one).
  QString modelTask() const { return modelTask_; }
  // The titles of the tabs shown, in order.
  QStringList tabTitles() const;
  // The engine's controller (lives on its worker thread): connect to its signals, and call its
  // slots through controller()->post(...) or queued invokeMethod only.
  TrainingController* controller() const { return controller_.get(); }

  // What the GUI last heard from the controller.
  TrainingState trainingState() const { return state_; }
  qint64 currentStep() const { return step_; }
  // The last error shown to the user (also in the status bar and a non-blocking message box).
  QString lastErrorMessage() const { return lastError_; }

  // The Experiment panel's choices as engine settings; on an impossible value returns false and
  // says why in `error`.
  bool experimentSettings(twb::ExperimentSettings& settings, QString& error) const;
  // Train, as the toolbar's action does (the start of `transformer-workbench --train`).
  void startTraining();
  // The file actions without their dialogs (the dialogs call these).
  void openCheckpoint(const QString& path);
  void saveCheckpoint(const QString& path);
  // "Export all plots" without its dialog: writes every plot that has data (curves, attention,
  // pe, pe-similarity, masks-combined, translate-cross-attention, generate-next-token,
  // generate-attention, classify-probabilities, classify-pooling, classify-attention,
  // why-sqrt-dk-theory, why-sqrt-dk-scores) into
  // `directory` as .png, .pdf, .svg and .csv. Returns the files written; on a failed write stops
  // and says which in `error`.
  QStringList exportAllPlotsTo(const QString& directory, QString* error = nullptr) const;
  // Whether closing with unsaved training asks to save (tests turn it off).
  void setConfirmOnClose(bool confirm) { confirmOnClose_ = confirm; }
  // SIGTERM or Ctrl-C (`signal` names it): the window quits without asking, and loses nothing.
  // Training stops after its step; a run trained since its last save is saved to
  // recoveryFolder()/run-DATE-TIME.safetensors; standard error says where, and the program ends
  // with status 0 (1 when that save fails, saying why).
  void stopForSignal(const QString& signal);
  // Where stopForSignal keeps runs: "recovered" in the application's data folder.
  static QString recoveryFolder();

 public slots:
  // A one-click lesson of the Compare tab ("norm", "scale_scores", "positions", "label_smoothing"):
  // trains a second run from this run's settings (or the Experiment panel's, before there is a
  // run) with only that setting changed, for the Compare tab's step limit (0: as many steps as
  // this run has taken, or its epochs), and shows the Compare tab.
  void startComparison(const QString& lesson);
  // The Compare tab's reference: a checkpoint, or the window's run as it is now.
  void openReference(const QString& path);
  void useCurrentRunAsReference();

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;  // minimised: no view is live
  bool event(QEvent* event) override;        // a new layout: fitMinimumToScreen()

 private:
  void createActions();
  void createTrainingActions();
  void createFileActions();
  void createHelpActions();
  // An action with its icon, text, shortcut and tip (the tooltip names the shortcut).
  QAction* makeAction(const char* objectName, const QIcon& icon, const QString& text, const QKeySequence& shortcut,
                      const QString& tip);
  void createMenus();
  void createToolBar();
  void createDock();
  void createTabs();
  void createStatusBar();
  void readSettings();
  void writeSettings() const;
  void onCurrentTabChanged(int index);
  // Bounds what the tabs ask for by the room the screen leaves them, so that the window's minimum
  // never passes the screen's edge; where the screen has room, they ask for all they need.
  void fitMinimumToScreen();
  // Fits the minimum again when the window moves to another screen or its screen's room changes
  // (a panel added, the resolution changed). Connected once the window has its native window.
  void watchScreen();
  void watchScreenRoom(QScreen* screen);
  // Tells both controllers which snapshots the window shows now (TrainingController::LiveView):
  // the current tab's, none while minimised.
  void updateLiveViews();
  // Shows the views of a task: its tab in the fifth place, its kinds of attention and masks, its
  // score on the curves.
  void applyTask(const QString& task);
  void exportCurrentPlot();
  void exportAllPlots();
  void showAbout();

  void connectController();
  void connectViews();
  void connectTaskTabs();
  bool configureFromPanel();  // queues a new session built from the panel; false if invalid
  // A model of the dock's task exists or is being built; false when the user declined.
  bool ensureModelOfPanelTask();
  void onTrain();
  void onStep();
  void onNewExperiment();
  void onOpenCheckpoint();
  void onSaveCheckpoint();
  void onStateChanged(TrainingState state);
  void onStepped(const twb::StepReport& report);
  void onProgress(const TrainingProgress& progress);
  void onSessionReady(const SessionInfo& info);
  void showError(const QString& message);
  void updateActions();

  ExperimentPanel* panel_ = nullptr;
  QDockWidget* dock_ = nullptr;
  QToolBar* toolBar_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  ScreenFitArea* centralArea_ = nullptr;  // holds tabs_: scrolls them where the screen is too small
  QWindow* watchedWindow_ = nullptr;       // whose screen changes watchScreen() follows
  QMetaObject::Connection screenRoomChanged_;  // the present screen's availableGeometryChanged
  PositionalEncodingTab* peTab_ = nullptr;
  HeatmapView* currentHeatmapView() const;
  CurvesTab* curvesTab_ = nullptr;
  AttentionTab* attentionTab_ = nullptr;
  MasksTab* masksTab_ = nullptr;
  TranslateTab* translateTab_ = nullptr;
  GenerateTab* generateTab_ = nullptr;
  ClassifyTab* classifyTab_ = nullptr;
  ScalingLessonTab* scalingTab_ = nullptr;
  TimelapseTab* timelapseTab_ = nullptr;
  QStringList validationSources_, validationTargets_;  // of the session: a probe's reference
  CompareTab* compareTab_ = nullptr;
  std::unique_ptr<ComparisonController> comparison_;
  std::optional<twb::ExperimentSettings> runSettings_;  // the window's run's (from sessionReady)
  QString referenceOrigin_;  // where the reference comes from, for the Compare tab's diff line
  QString lastRunPath_;      // the window's run, saved to be the reference ("Use last finished run")
  void connectComparison();
  QString task_ = QString::fromStdString(twb::all_tasks().front()->name());
  std::vector<TaskTab*> taskTabs_;  // one per engine task
  QString modelTask_;

  std::unique_ptr<TrainingController> controller_;
  TrainingState state_ = TrainingState::NoModel;
  qint64 step_ = 0;
  bool unsaved_ = false;  // training steps since the last save or open
  bool confirmOnClose_ = true;
  QString lastError_;

  // Training (enabled once the engine's controller is wired in).
  QAction* trainAct_ = nullptr;
  QAction* pauseAct_ = nullptr;
  QAction* stepAct_ = nullptr;
  QAction* stopAct_ = nullptr;
  QAction* resetAct_ = nullptr;
  // File and help.
  QAction* newAct_ = nullptr;
  QAction* openAct_ = nullptr;
  QAction* saveAct_ = nullptr;
  QAction* exportAct_ = nullptr;
  QAction* exportAllAct_ = nullptr;
  QAction* quitAct_ = nullptr;
  QAction* aboutAct_ = nullptr;
  QAction* aboutQtAct_ = nullptr;
  QActionGroup* tabActions_ = nullptr;

  QLabel* tokensPerSecond_ = nullptr;
  QLabel* epochLabel_ = nullptr;  // "Epoch 3 of 10", beside the bar
  QProgressBar* epochProgress_ = nullptr;  // the percentage of the epoch
  QLabel* eta_ = nullptr;
  QLabel* stepStatus_ = nullptr;
  QLabel* epochStatus_ = nullptr;
  QLabel* tokensStatus_ = nullptr;
  QLabel* elapsedStatus_ = nullptr;
};

}  // namespace twb::ui
