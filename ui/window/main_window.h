// The main window: the "Experiment" dock on the left, the training toolbar, the menus, the status
// bar and the central tabs, one per view (view.h): Curves, Attention, Positional encoding, Masks,
// the view of the task chosen in the dock — Translate (translate), Generate (lm) or Classify
// (classify) — Why √d_k, Time-lapse and Compare. The window loops over its list of views; it
// names none of them but where the list is made (createViews).
#pragma once

#include <QHash>
#include <QMainWindow>

#include <memory>
#include <optional>
#include <vector>

#include "train/trainer.h"
#include "engine/run_follower.h"
#include "engine/training_controller.h"
#include "task/task.h"
#include "views/view.h"
#include "window/view_registry.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QIcon;
class QKeySequence;
class QLabel;
class QMenu;
class QProgressBar;
class QScreen;
class QTabBar;
class QTabWidget;
class QToolBar;
class QWindow;

namespace twb::ui {

class ExperimentPanel;
class LessonsPanel;
class ScreenFitArea;
class ComparisonController;
class Workbench;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // Adds a view from its declaration (view_registry.h): it takes its place among its workspace's
  // tabs, is wired to the engine (View::connectTo) and told the task; the window owns its widget
  // from now on. Throws std::invalid_argument as ViewRegistry::add does.
  void addView(ViewDeclaration declaration);
  // The views' declarations: the built-in ones and those added.
  const ViewRegistry& viewRegistry() const { return registry_; }
  // Every view, in the registry's order, the other tasks' views (not shown as tabs) included.
  const std::vector<View*>& views() const { return views_; }
  View* currentView() const;
  // Shows the view with this id ("positional-encoding") or title ("Positional encoding"), in its
  // workspace; false if there is none. Case, spaces and punctuation do not count, and "sqrt"
  // stands for "√": "why sqrt dk" is "Why √d_k", "time lapse" is "Time-lapse" (typed on a command
  // line).
  bool selectTab(const QString& idOrTitle);
  // The titles of the views a person can reach, every workspace's tabs in order.
  QStringList tabTitles() const;
  // The workspace shown (a WorkspaceDeclaration's id), and the one to show; false for an unknown id.
  QString currentWorkspace() const;
  bool selectWorkspace(const QString& id);

  ExperimentPanel* experimentPanel() const { return panel_; }
  // The Lessons dock (lessons_panel.h): shown on the first start, toggled by Help ▸ Lessons (F1).
  LessonsPanel* lessonsPanel() const { return lessons_; }
  QDockWidget* lessonsDock() const { return lessonsDock_; }
  // The reference run of the Compare tab (a lesson's second run, or an opened checkpoint).
  ComparisonController* comparison() const { return comparison_.get(); }
  // The task view's answer to its input (translate, generate, classify), asked of the model.
  void requestTaskAnswer();
  // The task whose views are shown (the Experiment panel's task).
  QString task() const { return task_; }
  // The task of the model the controller holds ("" before the first one).
  QString modelTask() const { return modelTask_; }
  // The engine's controller (lives on its worker thread): connect to its signals, and call its
  // slots through controller()->call(...) or queued invokeMethod only.
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
  // Opens a checkpoint or a model folder; once it is open the window shows the model's map
  // unless `showMap` is false (a lesson, or --tab, says what to show).
  void openCheckpoint(const QString& path, bool showMap = true);
  // Follows a run made elsewhere (main_window_follow.cpp): each new checkpoint opens in every
  // view (the first on the model's map unless `showMap` is false). The run as last read, and the
  // step of the checkpoint it opened last (-1: none yet).
  void followRun(const QString& folder, bool showMap = true);
  const FollowedRun& followedRun() const { return followed_; }
  qint64 followedStep() const { return followedStep_; }
  // File ▸ Train on PyTorch… without its dialogs: the run as a PyTorch job folder.
  void exportJob(const QString& folder, int epochs = 10);
  void saveCheckpoint(const QString& path);
  // "Export all plots" without its dialog: writes every plot of every view that has data (each
  // view's plots(): curves, attention, pe, pe-similarity, masks-combined, translate-cross-attention,
  // generate-next-token, …) into `directory` as .png, .pdf, .svg and .csv. Returns the files
  // written; on a failed write stops and says which in `error`.
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
  // A one-click lesson of the Compare tab ("norm", "scale_scores", "positions", "label_smoothing")
  // trained beside this run (CompareView::startLesson), and the Compare tab shown.
  void startComparison(const QString& lesson);
  // A checkpoint as the Compare tab's reference.
  void openReference(const QString& path);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;  // minimised: no view is live
  bool event(QEvent* event) override;        // a new layout: fitMinimumToScreen()

 private:
  class Services;  // the Workbench the views reach (workbench.h)

  void createActions();
  void createTrainingActions();
  void createFileActions();
  void createRunActions();  // Follow run, Train on PyTorch (main_window_follow.cpp)
  void onFollowedRun(const FollowedRun& run);
  void onJobExported(const QString& folder, qint64 steps);
  void createHelpActions();
  // An action with its icon, text, shortcut and tip (the tooltip names the shortcut).
  QAction* makeAction(const char* objectName, const QIcon& icon, const QString& text, const QKeySequence& shortcut,
                      const QString& tip);
  void createMenus();
  void createToolBar();
  void createDock();
  void createLessonsDock();  // main_window_lessons.cpp
  void connectLessons();
  void createTabs();
  void createViews();
  void createStatusBar();
  void readSettings();
  void writeSettings() const;
  // The view of a task (by its engine name), null for none.
  View* taskView(const QString& task) const;
  // Whether a view is one of the tabs: every view but the other tasks'.
  bool isShown(const View* view) const;
  // Puts the tabs in line with the list and the task: the task's view in its place (current if
  // the view it replaces was), the View menu's entries after them.
  void placeViews();
  void onWorkspaceChanged(int index);
  QString workspaceOf(const View* view) const;
  void fillViewMenu();
  void onCurrentTabChanged(int index);
  // Bounds what the tabs ask for by the room the screen leaves them, so that the window's minimum
  // never passes the screen's edge; where the screen has room, they ask for all they need.
  void fitMinimumToScreen();
  // Fits the minimum again when the window moves to another screen or its screen's room changes
  // (a panel added, the resolution changed). Connected once the window has its native window.
  void watchScreen();
  void watchScreenRoom(QScreen* screen);
  // Tells both controllers whose feeds run while training (engine/live_feed.h): the current
  // view's, nobody's while minimised.
  void updateShownFeeds();
  // The views of a task: each view told it, the task's own view in its place.
  void applyTask(const QString& task);
  void exportCurrentPlot();
  void exportAllPlots();
  void showAbout();

  void connectController();
  bool configureFromPanel();  // queues a new session built from the panel; false if invalid
  // A model of the dock's task exists or is being built; false when the user declined.
  bool ensureModelOfPanelTask();
  void onTrain();
  void onStep();
  void onStepInside();
  void onNewExperiment();
  void onOpenCheckpoint();
  void onOpenModelFolder();
  void onSaveCheckpoint();
  void onSaved(const QString& path);
  void onStateChanged(TrainingState state);
  void onStepped(const twb::StepReport& report);
  void onProgress(const TrainingProgress& progress);
  void onSessionReady(const SessionInfo& info);
  void showError(const QString& message);
  void updateActions();

  ExperimentPanel* panel_ = nullptr;
  QDockWidget* dock_ = nullptr;
  LessonsPanel* lessons_ = nullptr;
  QDockWidget* lessonsDock_ = nullptr;
  QToolBar* toolBar_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  ScreenFitArea* centralArea_ = nullptr;       // holds tabs_: scrolls them where the screen is too small
  QWindow* watchedWindow_ = nullptr;           // whose screen changes watchScreen() follows
  QMetaObject::Connection screenRoomChanged_;  // the present screen's availableGeometryChanged
  ViewRegistry registry_;
  bool mapOnOpen_ = false;            // the open under way shows the map when it is done
  std::vector<View*> views_;          // in the registry's order; their widgets are owned by tabs_
  QTabBar* workspaceBar_ = nullptr;   // one tab per workspace, above the views' tabs
  QString workspace_;                 // the workspace shown
  QHash<QString, QString> lastView_;  // each workspace's last view shown, by id
  Workbench* workbench_ = nullptr;    // the window's Services
  std::unique_ptr<ComparisonController> comparison_;
  std::optional<twb::ExperimentSettings> runSettings_;  // the window's run's (from sessionReady)
  QString task_ = QString::fromStdString(twb::all_tasks().front()->name());
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
  QAction* stepInsideAct_ = nullptr;
  QAction* stopAct_ = nullptr;
  QAction* resetAct_ = nullptr;
  // File and help.
  QAction* newAct_ = nullptr;
  QAction* openAct_ = nullptr;
  QAction* openModelAct_ = nullptr;
  QAction* followAct_ = nullptr;
  QAction* jobAct_ = nullptr;
  QLabel* followStatus_ = nullptr;
  std::unique_ptr<RunFollower> follower_;
  FollowedRun followed_;
  qint64 followedStep_ = -1;
  bool followShowsMap_ = true;
  QAction* saveAct_ = nullptr;
  QAction* exportAct_ = nullptr;
  QAction* exportAllAct_ = nullptr;
  QAction* quitAct_ = nullptr;
  QAction* aboutAct_ = nullptr;
  QAction* aboutQtAct_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QActionGroup* tabActions_ = nullptr;        // View ▸ a view
  QActionGroup* workspaceActions_ = nullptr;  // View ▸ a workspace, Ctrl+1 …

  QLabel* tokensPerSecond_ = nullptr;
  QLabel* epochLabel_ = nullptr;           // "Epoch 3 of 10", beside the bar
  QProgressBar* epochProgress_ = nullptr;  // the percentage of the epoch
  QLabel* eta_ = nullptr;
  QLabel* stepStatus_ = nullptr;
  QLabel* epochStatus_ = nullptr;
  QLabel* tokensStatus_ = nullptr;
  QLabel* elapsedStatus_ = nullptr;
};

}  // namespace twb::ui
