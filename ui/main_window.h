// The main window: the "Experiment" dock on the left, the training toolbar, the menus, the status
// bar and the central tabs (Curves, Attention, Positional encoding, Masks, Translate).
#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QProgressBar;
class QTabWidget;
class QToolBar;

namespace twb::ui {

class ExperimentPanel;
class PositionalEncodingTab;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);

  // Shows the tab with this title (e.g. "Positional encoding"); false if there is none.
  bool selectTab(const QString& title);

  ExperimentPanel* experimentPanel() const { return panel_; }
  PositionalEncodingTab* positionalEncodingTab() const { return peTab_; }

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();
  void createMenus();
  void createToolBar();
  void createDock();
  void createTabs();
  void createStatusBar();
  void readSettings();
  void writeSettings() const;
  void onCurrentTabChanged(int index);
  void exportCurrentPlot();
  void showAbout();

  ExperimentPanel* panel_ = nullptr;
  QDockWidget* dock_ = nullptr;
  QToolBar* toolBar_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  PositionalEncodingTab* peTab_ = nullptr;

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
  QAction* quitAct_ = nullptr;
  QAction* aboutAct_ = nullptr;
  QAction* aboutQtAct_ = nullptr;
  QActionGroup* tabActions_ = nullptr;

  QLabel* tokensPerSecond_ = nullptr;
  QProgressBar* epochProgress_ = nullptr;
  QLabel* eta_ = nullptr;
  QLabel* stepStatus_ = nullptr;
  QLabel* epochStatus_ = nullptr;
  QLabel* tokensStatus_ = nullptr;
  QLabel* elapsedStatus_ = nullptr;
};

}  // namespace twb::ui
