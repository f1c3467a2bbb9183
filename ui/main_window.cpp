#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalBlocker>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollArea>
#include <QScreen>
#include <QStandardPaths>
#include <QCheckBox>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include "application.h"
#include "attention_tab.h"
#include "curves_tab.h"
#include "masks_tab.h"
#include "translate_tab.h"
#include "generate_tab.h"
#include "classify_tab.h"
#include "bar_chart_view.h"
#include "experiment_panel.h"
#include "flow_row.h"
#include "heatmap_view.h"
#include "positional_encoding_tab.h"
#include "scaling_lesson_tab.h"
#include "timelapse_tab.h"
#include "compare_tab.h"
#include "screen_fit_area.h"
#include "comparison_controller.h"
#include "inspect/run_comparison.h"
#include "model/config.h"
#include "util/error.h"

namespace twb::ui {
namespace {

// Bump when the set of docks/toolbars changes, so an old saved layout is not misapplied.
constexpr int kWindowStateVersion = 1;
constexpr int kTaskTabIndex = 4;  // the fifth tab is the task's: Translate, Generate or Classify



QIcon themedIcon(const char* themeName, QStyle::StandardPixmap fallback) {
  return QIcon::fromTheme(QLatin1String(themeName), qApp->style()->standardIcon(fallback));
}

// Text plus its shortcut, e.g. "Step one batch (N)", for tooltips.
QString withShortcut(const QString& text, const QAction* action) {
  if (action->shortcut().isEmpty()) return text;
  return QStringLiteral("%1 (%2)").arg(text,
                                       action->shortcut().toString(QKeySequence::NativeText));
}

QString formatDuration(double seconds) {
  if (!(seconds >= 0)) return QStringLiteral("—");
  const auto total = static_cast<qint64>(seconds + 0.5);
  const qint64 h = total / 3600, m = total / 60 % 60, s = total % 60;
  return h > 0 ? QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'))
               : QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QLabel* makeStatusLabel(const char* objectName, const QString& text, const QString& tip) {
  auto* label = new QLabel(text);
  label->setObjectName(QLatin1String(objectName));
  label->setToolTip(tip);
  label->setContentsMargins(6, 0, 6, 0);
  return label;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("mainWindow"));
  setWindowTitle(QStringLiteral("Transformer Workbench"));
  setWindowIcon(applicationIcon());
  setDockOptions(AnimatedDocks | AllowTabbedDocks);

  controller_ = std::make_unique<TrainingController>();
  comparison_ = std::make_unique<ComparisonController>();
  createActions();
  createDock();
  createTabs();
  createToolBar();
  createMenus();
  createStatusBar();
  // The task chosen in the dock decides the fifth tab and what the other views offer.
  connect(panel_, &ExperimentPanel::taskChanged, this, &MainWindow::applyTask);
  readSettings();

  // The PE tab follows d_model and max length live; the core recomputes, the tab redraws.
  connect(panel_, &ExperimentPanel::positionalEncodingShapeChanged, peTab_,
          &PositionalEncodingTab::setShape);
  peTab_->setShape(panel_->maxLength(), panel_->dModel());

  connectController();
  connectComparison();
  updateActions();
}

MainWindow::~MainWindow() {
  // Join the workers before the widgets their queued signals would reach go away.
  if (comparison_) comparison_->shutdown();
  if (controller_) controller_->shutdown();
  if (!lastRunPath_.isEmpty()) QFile::remove(lastRunPath_);
}

QAction* MainWindow::makeAction(const char* objectName, const QIcon& icon, const QString& text,
                                const QKeySequence& shortcut, const QString& tip) {
  auto* action = new QAction(icon, text, this);
  action->setObjectName(QLatin1String(objectName));
  action->setShortcut(shortcut);
  action->setToolTip(withShortcut(tip, action));
  action->setStatusTip(tip);
  return action;
}

void MainWindow::createActions() {
  createTrainingActions();
  createFileActions();
  createHelpActions();
}

void MainWindow::createTrainingActions() {
  // Train and Pause share Space: the controller enables exactly one of them at a time, and a
  // disabled action's shortcut does not compete, so Space toggles between the two.
  trainAct_ = makeAction("actionTrain", themedIcon("media-playback-start", QStyle::SP_MediaPlay),
                         tr("&Train"), Qt::Key_Space,
                         tr("Start or resume training. "));
  pauseAct_ = makeAction("actionPause", themedIcon("media-playback-pause", QStyle::SP_MediaPause),
                         tr("&Pause"), Qt::Key_Space,
                         tr("Pause after the current batch. "));
  stepAct_ = makeAction("actionStep", themedIcon("media-skip-forward", QStyle::SP_MediaSkipForward),
                        tr("Step one &batch"), Qt::Key_N,
                        tr("Run exactly one batch and refresh every view. "));
  stopAct_ = makeAction("actionStop", themedIcon("media-playback-stop", QStyle::SP_MediaStop),
                        tr("&Stop"), QKeySequence(Qt::CTRL | Qt::Key_Period),
                        tr("Stop training; the weights so far are kept. "));
  resetAct_ = makeAction("actionReset", themedIcon("view-refresh", QStyle::SP_BrowserReload),
                         tr("&Reset"), QKeySequence(Qt::CTRL | Qt::Key_R),
                         tr("Discard the weights and start again from a fresh initialisation. "));
  for (QAction* action : {trainAct_, pauseAct_, stepAct_, stopAct_, resetAct_}) {
    action->setEnabled(false);
  }

  connect(trainAct_, &QAction::triggered, this, &MainWindow::onTrain);
  connect(pauseAct_, &QAction::triggered, this, [this] { controller_->call(&TrainingController::pause); });
  connect(stepAct_, &QAction::triggered, this, &MainWindow::onStep);
  connect(stopAct_, &QAction::triggered, this, [this] { controller_->call(&TrainingController::stop); });
  connect(resetAct_, &QAction::triggered, this, [this] {
    controller_->call(&TrainingController::reset);
  });
}

void MainWindow::createFileActions() {
  newAct_ = makeAction("actionNewExperiment", themedIcon("document-new", QStyle::SP_FileIcon),
                       tr("&New experiment"), QKeySequence::New,
                       tr("Start a new experiment from the settings in the Experiment panel. "));
  openAct_ = makeAction("actionOpenCheckpoint",
                        themedIcon("document-open", QStyle::SP_DialogOpenButton),
                        tr("&Open checkpoint…"), QKeySequence::Open,
                        tr("Open a .safetensors checkpoint of any task and continue its run."));
  saveAct_ = makeAction("actionSaveCheckpoint",
                        themedIcon("document-save", QStyle::SP_DialogSaveButton),
                        tr("&Save checkpoint"), QKeySequence::Save,
                        tr("Save weights, optimizer state, configuration and history to a .safetensors file."));
  saveAct_->setText(tr("&Save checkpoint as…"));
  openAct_->setToolTip(withShortcut(tr("Open a .safetensors checkpoint and continue its run."), openAct_));
  saveAct_->setToolTip(withShortcut(tr("Save weights, optimizer state, configuration and history to a "
                                       ".safetensors file."), saveAct_));
  connect(newAct_, &QAction::triggered, this, &MainWindow::onNewExperiment);
  connect(openAct_, &QAction::triggered, this, &MainWindow::onOpenCheckpoint);
  connect(saveAct_, &QAction::triggered, this, &MainWindow::onSaveCheckpoint);

  exportAct_ = makeAction("actionExportPlot", themedIcon("document-export", QStyle::SP_DriveFDIcon),
                          tr("&Export current plot…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                          tr("Export the plot of the current tab as PNG, PDF, SVG or CSV."));
  connect(exportAct_, &QAction::triggered, this, &MainWindow::exportCurrentPlot);
  exportAllAct_ = makeAction("actionExportAll", themedIcon("document-export", QStyle::SP_DirIcon),
                             tr("Export &all plots…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                             tr("Write every plot that has data into a folder, as PNG, PDF, SVG and CSV."));
  connect(exportAllAct_, &QAction::triggered, this, &MainWindow::exportAllPlots);

  quitAct_ = makeAction("actionQuit", themedIcon("application-exit", QStyle::SP_DialogCloseButton),
                        tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q),
                        tr("Quit Transformer Workbench."));
  quitAct_->setMenuRole(QAction::QuitRole);
  connect(quitAct_, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createHelpActions() {
  aboutAct_ = new QAction(tr("&About Transformer Workbench"), this);
  aboutAct_->setObjectName(QStringLiteral("actionAbout"));
  aboutAct_->setMenuRole(QAction::AboutRole);
  connect(aboutAct_, &QAction::triggered, this, &MainWindow::showAbout);
  aboutQtAct_ = new QAction(tr("About &Qt"), this);
  aboutQtAct_->setObjectName(QStringLiteral("actionAboutQt"));
  aboutQtAct_->setMenuRole(QAction::AboutQtRole);
  connect(aboutQtAct_, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createDock() {
  panel_ = new ExperimentPanel;
  panel_->setObjectName(QStringLiteral("experimentPanel"));

  auto* scroll = new QScrollArea;
  scroll->setWidget(panel_);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(panel_->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());

  dock_ = new QDockWidget(tr("Experiment"), this);
  dock_->setObjectName(QStringLiteral("experimentDock"));
  dock_->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
  dock_->setWidget(scroll);
  addDockWidget(Qt::LeftDockWidgetArea, dock_);
}

void MainWindow::createTabs() {
  tabs_ = new QTabWidget;
  tabs_->setObjectName(QStringLiteral("mainTabs"));
  tabs_->setDocumentMode(true);

  curvesTab_ = new CurvesTab;
  curvesTab_->setObjectName(QStringLiteral("curvesTab"));
  tabs_->addTab(curvesTab_, tr("Curves"));
  attentionTab_ = new AttentionTab;
  attentionTab_->setObjectName(QStringLiteral("attentionTab"));
  tabs_->addTab(attentionTab_, tr("Attention"));
  peTab_ = new PositionalEncodingTab;
  peTab_->setObjectName(QStringLiteral("positionalEncodingTab"));
  tabs_->addTab(peTab_, tr("Positional encoding"));
  masksTab_ = new MasksTab;
  masksTab_->setObjectName(QStringLiteral("masksTab"));
  tabs_->addTab(masksTab_, tr("Masks"));
  translateTab_ = new TranslateTab;
  translateTab_->setObjectName(QStringLiteral("translateTab"));
  tabs_->addTab(translateTab_, tr("Translate"));
  // The lessons: why 1/√d_k (theory and the live model's scores).
  scalingTab_ = new ScalingLessonTab;
  scalingTab_->setObjectName(QStringLiteral("scalingLessonTab"));
  tabs_->addTab(scalingTab_, tr("Why √d_k"));
  // The probe sentence's attention maps as training went.
  timelapseTab_ = new TimelapseTab;
  timelapseTab_->setObjectName(QStringLiteral("timelapseTab"));
  tabs_->addTab(timelapseTab_, tr("Time-lapse"));
  // Two runs side by side: curves overlaid, the same head in both, the one-click lessons.
  compareTab_ = new CompareTab;
  compareTab_->setObjectName(QStringLiteral("compareTab"));
  tabs_->addTab(compareTab_, tr("Compare"));
  compareTab_->setTask(task_);
  // The other tasks' tabs wait, hidden, until their task is chosen.
  generateTab_ = new GenerateTab(tabs_);
  generateTab_->setObjectName(QStringLiteral("generateTab"));
  generateTab_->hide();
  classifyTab_ = new ClassifyTab(tabs_);
  classifyTab_->setObjectName(QStringLiteral("classifyTab"));
  classifyTab_->hide();
  // The task tabs, one per engine task (task/task.h); a fourth task adds its tab here.
  taskTabs_ = {translateTab_, generateTab_, classifyTab_};
  centralArea_ = new ScreenFitArea(tabs_);
  centralArea_->setObjectName(QStringLiteral("centralArea"));
  setCentralWidget(centralArea_);

  // View ▸ Curves … Translate/Generate/Classify, Ctrl+1 … Ctrl+5.
  tabActions_ = new QActionGroup(this);
  tabActions_->setExclusive(true);
  for (int i = 0; i < tabs_->count(); ++i) {
    auto* action = new QAction(tabs_->tabText(i), tabActions_);
    action->setCheckable(true);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    action->setData(i);
    connect(action, &QAction::triggered, this, [this, i] { tabs_->setCurrentIndex(i); });
  }
  connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
  onCurrentTabChanged(tabs_->currentIndex());
}

QStringList MainWindow::tabTitles() const {
  QStringList titles;
  for (int i = 0; i < tabs_->count(); ++i) titles << tabs_->tabText(i);
  return titles;
}

void MainWindow::applyTask(const QString& task) {
  task_ = task;
  TaskTab& taskTab = tabOf(task);
  QWidget* wanted = taskTab.widget();
  if (tabs_->widget(kTaskTabIndex) != wanted) {
    const bool wasCurrent = tabs_->currentIndex() == kTaskTabIndex;
    const QSignalBlocker block(tabs_);
    QWidget* old = tabs_->widget(kTaskTabIndex);
    tabs_->removeTab(kTaskTabIndex);
    if (old) old->hide();
    tabs_->insertTab(kTaskTabIndex, wanted, taskTab.tabTitle());
    if (wasCurrent) tabs_->setCurrentIndex(kTaskTabIndex);
  }
  if (QAction* action = tabActions_->actions().value(kTaskTabIndex)) action->setText(taskTab.tabTitle());
  onCurrentTabChanged(tabs_->currentIndex());
  attentionTab_->setTask(task);
  masksTab_->setTask(task);
  curvesTab_->setTask(task);
  scalingTab_->setTask(task);
  compareTab_->setTask(task);
}

void MainWindow::createToolBar() {
  toolBar_ = addToolBar(tr("Training"));
  toolBar_->setObjectName(QStringLiteral("trainingToolBar"));
  toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  toolBar_->addActions({trainAct_, pauseAct_, stepAct_, stopAct_, resetAct_});
  toolBar_->addSeparator();

  tokensPerSecond_ = new QLabel(tr("— tokens/s"));
  tokensPerSecond_->setObjectName(QStringLiteral("tokensPerSecondLabel"));
  tokensPerSecond_->setToolTip(tr("Training throughput, measured while training runs."));
  tokensPerSecond_->setContentsMargins(8, 0, 8, 0);
  // Room for six digits, so the epoch bar beside it does not jump as the speed changes.
  tokensPerSecond_->setMinimumWidth(tokensPerSecond_->fontMetrics().horizontalAdvance(tr("%1 tokens/s").arg(888888)) + 16);
  toolBar_->addWidget(tokensPerSecond_);
  toolBar_->addSeparator();

  // "Epoch 3 of 10" in a label and only the percentage in the bar: the bar's text then always fits
  // the bar, whatever the style draws it over, and the label takes the width its numbers need.
  epochLabel_ = new QLabel(tr("Epoch —"));
  epochLabel_->setObjectName(QStringLiteral("epochLabel"));
  epochLabel_->setContentsMargins(8, 0, 4, 0);
  toolBar_->addWidget(epochLabel_);
  epochProgress_ = new QProgressBar;
  epochProgress_->setObjectName(QStringLiteral("epochProgress"));
  epochProgress_->setRange(0, 100);
  epochProgress_->setValue(0);
  epochProgress_->setFormat(tr("not started"));
  epochProgress_->setAlignment(Qt::AlignCenter);
  epochProgress_->setFixedWidth(
      std::max(120, epochProgress_->fontMetrics().horizontalAdvance(epochProgress_->format()) + 24));
  epochProgress_->setToolTip(tr("Progress through the current epoch."));
  toolBar_->addWidget(epochProgress_);
  eta_ = new QLabel(tr("ETA —"));
  eta_->setObjectName(QStringLiteral("etaLabel"));
  eta_->setToolTip(tr("Estimated time left in the run (its planned epochs) at the recent speed."));
  eta_->setContentsMargins(8, 0, 8, 0);
  toolBar_->addWidget(eta_);
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addActions({newAct_, openAct_, saveAct_});
  file->addSeparator();
  file->addAction(exportAct_);
  file->addAction(exportAllAct_);
  file->addSeparator();
  file->addAction(quitAct_);

  QMenu* training = menuBar()->addMenu(tr("&Training"));
  training->addActions({trainAct_, pauseAct_, stepAct_, stopAct_});
  training->addSeparator();
  training->addAction(resetAct_);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QAction* toggleDock = dock_->toggleViewAction();
  toggleDock->setText(tr("&Experiment panel"));
  toggleDock->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));  // Ctrl+Shift+E: Export all
  view->addAction(toggleDock);
  QAction* toggleToolBar = toolBar_->toggleViewAction();
  toggleToolBar->setText(tr("Training &toolbar"));
  view->addAction(toggleToolBar);
  view->addSeparator();
  view->addActions(tabActions_->actions());

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(aboutAct_);
  help->addAction(aboutQtAct_);
}

void MainWindow::createStatusBar() {
  const QString later = tr("Appears once training runs.");
  stepStatus_ = makeStatusLabel("stepStatus", tr("Step —"), tr("Optimizer steps taken. ") + later);
  epochStatus_ = makeStatusLabel("epochStatus", tr("Epoch —"), tr("Current epoch. ") + later);
  tokensStatus_ = makeStatusLabel("tokensStatus", tr("— tokens/s"),
                                  tr("Target tokens trained on per second, recently. ") + later);
  elapsedStatus_ = makeStatusLabel("elapsedStatus", tr("Elapsed —"),
                                   tr("Wall-clock training time. ") + later);
  for (QLabel* label : {stepStatus_, epochStatus_, tokensStatus_, elapsedStatus_}) {
    statusBar()->addPermanentWidget(label);
  }
}

bool MainWindow::selectTab(const QString& title) {
  // Letters and digits only, in lower case ("&" of a style's mnemonic goes too), √ spelt "sqrt".
  const auto key = [](QString text) {
    text.replace(QChar(0x221A), QLatin1String("sqrt"));
    QString kept;
    for (const QChar c : text.toLower()) {
      if (c.isLetterOrNumber()) kept += c;
    }
    return kept;
  };
  const QString wanted = key(title);
  if (wanted.isEmpty()) return false;
  for (int i = 0; i < tabs_->count(); ++i) {
    if (key(tabs_->tabText(i)) == wanted) {
      tabs_->setCurrentIndex(i);
      return true;
    }
  }
  return false;
}

void MainWindow::onCurrentTabChanged(int index) {
  if (QAction* action = tabActions_->actions().value(index)) action->setChecked(true);
  QWidget* tab = tabs_->widget(index);
  // The window asks for the height of the tab it shows, not for the largest of all tabs (a stacked
  // layout's minimum is its largest page's): hidden pages ask for no height. Without this, once
  // the Masks tab's notes had wrapped at a narrow width, every tab kept the window that tall. The
  // width stays the widest tab's, so that switching tabs never makes the window wider, and so
  // that the Masks tab's notes wrap at that width into no more lines than a laptop's screen holds.
  for (int i = 0; i < tabs_->count(); ++i) {
    tabs_->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
  }
  // A hidden widget's change of policy tells no layout: the shown page tells the stack's.
  if (tab) tab->updateGeometry();
  // The heatmap tabs export their main plot, the Curves tab its curves.
  exportAct_->setEnabled(currentHeatmapView() != nullptr || tab == curvesTab_ || tab == tabOf(task_).widget() ||
                         tab == scalingTab_ || tab == timelapseTab_ || tab == compareTab_);
  updateLiveViews();
}

void MainWindow::updateLiveViews() {
  if (!controller_ || !comparison_) return;  // still being built
  QWidget* tab = tabs_->currentWidget();
  int views = NoLiveView;
  if (!isMinimized()) {
    if (tab == attentionTab_ || tab == compareTab_) views |= LiveAttention;
    if (tab == masksTab_) views |= LiveMasks;
    if (tab == scalingTab_) views |= LiveScores;
  }
  controller_->setLiveViews(views);
  // The reference's attention is drawn in the Compare tab only (its masks and scores nowhere).
  comparison_->training()->setLiveViews(!isMinimized() && tab == compareTab_ ? LiveAttention : NoLiveView);
}

bool MainWindow::event(QEvent* event) {
  // A layout request has activated the window's layout before this handler runs (QApplication
  // hands it to the layout first): its minimum is up to date.
  const bool handled = QMainWindow::event(event);
  if (event->type() == QEvent::Show) watchScreen();
  if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show) fitMinimumToScreen();
  return handled;
}

void MainWindow::watchScreen() {
  QWindow* window = windowHandle();
  if (!window || window == watchedWindow_) return;
  watchedWindow_ = window;
  connect(window, &QWindow::screenChanged, this, [this](QScreen* screen) {
    watchScreenRoom(screen);
    fitMinimumToScreen();
  });
  watchScreenRoom(window->screen());
}

void MainWindow::watchScreenRoom(QScreen* screen) {
  disconnect(screenRoomChanged_);
  if (screen) screenRoomChanged_ = connect(screen, &QScreen::availableGeometryChanged, this, &MainWindow::fitMinimumToScreen);
}

void MainWindow::fitMinimumToScreen() {
  const QScreen* screen = this->screen();
  if (!centralArea_ || !screen || !layout()) return;
  // The room for the window's inside: the screen less its panels and the window's frame.
  const QSize frame = frameGeometry().size() - geometry().size();
  const QSize room = screen->availableGeometry().size() - frame;
  // The window asks `asked` while the tabs ask `current`; they may ask as much more as the screen
  // has room for (or must ask less by as much as it lacks), up to all they need.
  // (The layout's total, with the menu bar: minimumSize() leaves it out, and the window then came
  // out a menu bar's height taller than the screen.)
  const QSize asked = layout()->totalMinimumSize();
  const QSize current = centralArea_->minimumSizeHint();
  const QSize wanted = current + (room - asked);
  // All they need, with room for a scroll bar across where the other direction scrolls (a bar may
  // in turn make its own direction short).
  const QSize content = centralArea_->contentMinimum(), bar = centralArea_->scrollBarExtent();
  bool acrossScrolls = wanted.width() < content.width(), downScrolls = wanted.height() < content.height();
  if (downScrolls && !acrossScrolls) acrossScrolls = wanted.width() < content.width() + bar.width();
  if (acrossScrolls && !downScrolls) downScrolls = wanted.height() < content.height() + bar.height();
  const QSize needed(content.width() + (downScrolls ? bar.width() : 0), content.height() + (acrossScrolls ? bar.height() : 0));
  // Rows that may wrap (the Compare tab's lessons) ask for one line where the screen has room for
  // it; where it has not, the widest gives up the width the tabs lack, down to its widest button,
  // and no row asks for more than it then does. (A row's new minimum asks for a layout again,
  // which comes back here with the new `content`. A row on a hidden tab tells no layout: the shown
  // tab tells the stack's, as on a change of tab.)
  const QList<FlowRow*> rows = centralArea_->widget()->findChildren<FlowRow*>();
  int widestRow = 0;
  for (const FlowRow* row : rows) widestRow = std::max(widestRow, row->minimumSizeHint().width());
  const int rowWidth = widestRow - (needed.width() - wanted.width());
  bool rowsChanged = false;
  for (FlowRow* row : rows) rowsChanged = row->setLargestMinimumWidth(rowWidth) || rowsChanged;
  if (rowsChanged && tabs_->currentWidget()) tabs_->currentWidget()->updateGeometry();
  // Never below a floor that still shows a plot, should something else (the dock) be what binds.
  const QSize floor(320, 240);
  const auto bound = [](int wanted, int floor, int need) {
    if (wanted >= need) return QWIDGETSIZE_MAX;  // room for all: no bound
    return std::max(wanted, std::min(floor, need));
  };
  centralArea_->setLargestMinimum(QSize(bound(wanted.width(), floor.width(), needed.width()),
                                        bound(wanted.height(), floor.height(), needed.height())));
  // A window sized before the bound (the first start, before it was known; a size restored from a
  // larger screen) is brought within the screen. Until the layout has taken the new minimum, the
  // resize stops at the old one; the layout request that follows comes back here and finishes it.
  const QSize within = size().boundedTo(room);
  if (within != size() && !isMaximized() && !isFullScreen()) resize(within);
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::WindowStateChange) updateLiveViews();
}

HeatmapView* MainWindow::currentHeatmapView() const {
  QWidget* tab = tabs_->currentWidget();
  if (tab == peTab_) return peTab_->heatmapView();
  if (tab == attentionTab_) return attentionTab_->heatmapView();
  if (tab == masksTab_) return masksTab_->combinedView();
  if (tab == timelapseTab_) return timelapseTab_->heatmapView();
  return nullptr;
}

void MainWindow::exportCurrentPlot() {
  QWidget* tab = tabs_->currentWidget();
  if (tab == curvesTab_) {
    curvesTab_->exportWithDialog();
  } else if (tab == scalingTab_ || tab == compareTab_) {
    QMenu menu(this);  // the lesson's plots (each also has its own right-click export)
    for (const TabPlot& plot : tab == scalingTab_ ? scalingTab_->plots() : compareTab_->plots())
      menu.addAction(plot.menuTitle, this, plot.exportWithDialog);
    menu.exec(tab->mapToGlobal(QPoint(tab->width() / 2, tab->height() / 3)));
  } else if (tab == tabOf(task_).widget()) {
    const std::vector<TabPlot> plots = tabOf(task_).plots();
    if (plots.size() == 1) {
      plots.front().exportWithDialog();
      return;
    }
    // Several plots: ask which (each also has its own right-click export).
    QMenu menu(this);
    for (const TabPlot& plot : plots) menu.addAction(plot.menuTitle, this, plot.exportWithDialog);
    menu.exec(tab->mapToGlobal(QPoint(tab->width() / 2, tab->height() / 3)));
  } else if (HeatmapView* view = currentHeatmapView()) {
    view->exportWithDialog();
  }
}

QStringList MainWindow::exportAllPlotsTo(const QString& directory, QString* error) const {
  QStringList written;
  const QDir dir(directory);
  if (!dir.exists()) {
    if (error) *error = tr("The folder “%1” does not exist.").arg(QDir::toNativeSeparators(directory));
    return written;
  }
  struct Plot {
    QString name;
    std::function<bool(const QString&)> exportTo;
  };
  std::vector<Plot> plots;
  if (curvesTab_->csvRowCount() > 0) {
    plots.push_back({QStringLiteral("curves"), [this](const QString& p) { return curvesTab_->exportTo(p); }});
  }
  const auto addView = [&plots](const QString& name, const HeatmapView* view) {
    if (view && view->heatmap().rows > 0 && view->heatmap().cols > 0) {
      plots.push_back({name, [view](const QString& p) { return view->exportTo(p); }});
    }
  };
  addView(QStringLiteral("attention"), attentionTab_->heatmapView());
  addView(QStringLiteral("pe"), peTab_->heatmapView());
  addView(QStringLiteral("pe-similarity"), peTab_->similarityView());
  addView(QStringLiteral("masks-combined"), masksTab_->combinedView());
  addView(QStringLiteral("timelapse"), timelapseTab_->heatmapView());
  for (const TaskTab* taskTab : taskTabs_) {
    for (const TabPlot& plot : taskTab->plots()) {
      if (plot.hasData()) plots.push_back({plot.fileName, plot.exportTo});
    }
  }
  for (const TabPlot& plot : scalingTab_->plots()) {
    if (plot.hasData()) plots.push_back({plot.fileName, plot.exportTo});
  }
  for (const TabPlot& plot : compareTab_->plots()) {
    if (plot.hasData()) plots.push_back({plot.fileName, plot.exportTo});
  }
  for (const Plot& plot : plots) {
    for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
      const QString path = dir.filePath(plot.name + QLatin1Char('.') + QLatin1String(suffix));
      if (!plot.exportTo(path)) {
        if (error) *error = tr("Could not write “%1”.").arg(QDir::toNativeSeparators(path));
        return written;
      }
      written << path;
    }
  }
  if (error) error->clear();
  return written;
}

void MainWindow::exportAllPlots() {
  QSettings settings;
  const QString key = QStringLiteral("export/allDirectory");
  const QString directory = QFileDialog::getExistingDirectory(
      this, tr("Export all plots into"), settings.value(key, QDir::homePath()).toString());
  if (directory.isEmpty()) return;
  settings.setValue(key, directory);
  QString error;
  const QStringList written = exportAllPlotsTo(directory, &error);
  if (!error.isEmpty()) {
    QMessageBox::warning(this, tr("Export failed"),
                         error + QLatin1Char('\n') +
                             tr("Check that the folder is writable. %n file(s) were written before.", "",
                                int(written.size())));
    return;
  }
  statusBar()->showMessage(tr("Exported %n file(s) to %1", "", int(written.size()))
                               .arg(QDir::toNativeSeparators(directory)),
                           8000);
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About Transformer Workbench"),
      tr("<h3>Transformer Workbench %1</h3>"
         "<p>Train a real Transformer on your own CPU and watch it work: loss curves, attention "
         "heads, positional encodings, masks and translations, live.</p>"
         "<p>Built with Qt %2 and QCustomPlot %3.</p>")
          .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
               QStringLiteral(QCUSTOMPLOT_VERSION_STR)));
}

void MainWindow::readSettings() {
  QSettings settings;
  settings.beginGroup(QStringLiteral("mainWindow"));
  if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray())) {
    // The first start: roomy, but within the screen (a 1366×768 laptop has less than 820 rows).
    QSize size(1280, 820);
    if (const QScreen* screen = this->screen()) size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
  }
  restoreState(settings.value(QStringLiteral("state")).toByteArray(), kWindowStateVersion);
  // Where the user left it; the first time, Curves: what training shows first.
  const QString tab = settings.value(QStringLiteral("tab"), tr("Curves")).toString();
  settings.endGroup();
  panel_->restoreSettings(settings);  // the task first: it decides the fifth tab
  selectTab(tab);
}

void MainWindow::writeSettings() const {
  QSettings settings;
  settings.beginGroup(QStringLiteral("mainWindow"));
  settings.setValue(QStringLiteral("geometry"), saveGeometry());
  settings.setValue(QStringLiteral("state"), saveState(kWindowStateVersion));
  settings.setValue(QStringLiteral("tab"), tabs_->tabText(tabs_->currentIndex()));
  settings.endGroup();
  panel_->saveSettings(settings);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (confirmOnClose_ && unsaved_ && state_ != TrainingState::NoModel) {
    controller_->call(&TrainingController::pause);
    const auto answer = QMessageBox::question(
        this, tr("Save the training?"),
        tr("The model has trained since it was last saved. Save a checkpoint before closing?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) {
      event->ignore();
      return;
    }
    if (answer == QMessageBox::Save) {
      const QString path = QFileDialog::getSaveFileName(this, tr("Save checkpoint"), QStringLiteral("model.safetensors"),
                                                        tr("Checkpoints (*.safetensors)"));
      if (path.isEmpty()) {
        event->ignore();
        return;
      }
      // Wait (with the window alive) for the worker's answer.
      QEventLoop loop;
      bool ok = false;
      QString failure;
      const auto c1 = connect(controller_.get(), &TrainingController::saved, &loop, [&] {
        ok = true;
        loop.quit();
      });
      const auto c2 = connect(controller_.get(), &TrainingController::error, &loop, [&](const QString& m) {
        failure = m;
        loop.quit();
      });
      controller_->call(&TrainingController::save, path);
      loop.exec();
      disconnect(c1);
      disconnect(c2);
      if (!ok) {
        QMessageBox::warning(this, tr("Could not save"), failure);
        event->ignore();
        return;
      }
    }
  }
  writeSettings();
  event->accept();
}

void MainWindow::startTraining() { trainAct_->trigger(); }

QString MainWindow::recoveryFolder() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovered"));
}

void MainWindow::stopForSignal(const QString& signal) {
  const auto quit = [this](int status) {
    writeSettings();
    QCoreApplication::exit(status);
  };
  if (state_ == TrainingState::NoModel || !unsaved_) {
    std::fprintf(stderr, "transformer-workbench: %s: quitting (nothing unsaved)\n", qPrintable(signal));
    quit(0);
    return;
  }
  controller_->call(&TrainingController::pause);  // after the step it is taking
  const QString folder = recoveryFolder();
  QDir().mkpath(folder);
  const QString path = QDir(folder).filePath(
      QStringLiteral("run-%1.safetensors").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
  auto* once = new QObject(this);  // the two answers' connections, gone with the first answer
  connect(controller_.get(), &TrainingController::saved, once, [this, once, path, signal, quit](const QString& saved) {
    if (saved != path) return;
    delete once;
    std::fprintf(stderr,
                 "transformer-workbench: %s: stopped training at step %lld and saved the run to %s "
                 "(File > Open checkpoint brings it back)\n",
                 qPrintable(signal), static_cast<long long>(step_), qPrintable(QDir::toNativeSeparators(path)));
    quit(0);
  });
  connect(controller_.get(), &TrainingController::error, once, [once, signal, quit](const QString& message) {
    delete once;
    std::fprintf(stderr, "transformer-workbench: %s: could not save the run: %s\n", qPrintable(signal), qPrintable(message));
    quit(1);
  });
  controller_->call(&TrainingController::save, path);
}

// --- Training -----------------------------------------------------------------------------------

void MainWindow::connectController() {
  TrainingController* c = controller_.get();
  connect(c, &TrainingController::stateChanged, this, &MainWindow::onStateChanged);
  connect(c, &TrainingController::stepped, this, &MainWindow::onStepped);
  connect(c, &TrainingController::stepped, curvesTab_, &CurvesTab::addStep);
  connect(c, &TrainingController::historyChanged, curvesTab_, &CurvesTab::setHistory);
  connect(c, &TrainingController::progress, this, &MainWindow::onProgress);
  connect(c, &TrainingController::sessionReady, this, &MainWindow::onSessionReady);
  connectViews();
  connectTaskTabs();
  connect(c, &TrainingController::error, this, &MainWindow::showError);
  connect(c, &TrainingController::saved, this, [this](const QString& path) {
    if (path == lastRunPath_) {  // the run kept as the Compare tab's reference, not the user's save
      comparison_->open(path);
      return;
    }
    unsaved_ = false;
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
  });
}

// The views ask; the worker answers with snapshots.
void MainWindow::connectViews() {
  TrainingController* c = controller_.get();
  connect(c, &TrainingController::batchMasks, masksTab_, &MasksTab::setSnapshot);
  connect(masksTab_, &MasksTab::sentenceChosen, this,
          [this](int sentence) { controller_->call(&TrainingController::requestMasks, sentence); });
  connect(c, &TrainingController::attentionReady, attentionTab_, &AttentionTab::setSnapshot);
  connect(attentionTab_, &AttentionTab::attentionRequested, this, [this](const QString& source) {
    compareTab_->setSentence(source);  // one sentence for both tabs and both models
    comparison_->requestAttention(source);
    controller_->call(&TrainingController::watchSentence, source);
  });
  connect(attentionTab_, &AttentionTab::attentionMathRequested, this, [this](const AttentionMathRequest& request) {
    controller_->call(&TrainingController::requestAttentionMath, request);
  });
  connect(c, &TrainingController::attentionMathReady, attentionTab_, &AttentionTab::setAttentionMath);
  connect(c, &TrainingController::attentionMathFailed, attentionTab_->mathPanel(), &AttentionMathPanel::showMessage);
  connect(c, &TrainingController::scoresReady, scalingTab_, &ScalingLessonTab::setSnapshot);
  // The time-lapse: frames come as the run keeps them; scrubbing draws the tab's own copy.
  connect(c, &TrainingController::timelapseChanged, timelapseTab_, &TimelapseTab::setTimelapse);
  connect(c, &TrainingController::timelapseFrame, timelapseTab_, &TimelapseTab::addFrame);
  connect(attentionTab_, &AttentionTab::timelapseProbeRequested, this, [this](const QString& source) {
    // A validation source brings its reference (teacher-forced); other text the model's own translation.
    const qsizetype index = validationSources_.indexOf(source);
    const QString target = index >= 0 && index < validationTargets_.size() &&
                                       twb::task_named(task_.toStdString()).has_language_pair()
                               ? validationTargets_[index]
                               : QString();
    controller_->call(&TrainingController::setTimelapseProbe, source, target);
    timelapseTab_->setNote(tr("The probe is now “%1”: the time-lapse started again with it, from the next recorded "
                              "step.").arg(source));
    statusBar()->showMessage(tr("Time-lapse probe: “%1” (the time-lapse starts again)").arg(source), 8000);
  });
  // The lesson's button trains the same model without the scaling, side by side in Compare.
  connect(scalingTab_, &ScalingLessonTab::trainWithoutScalingRequested, this,
          [this] { startComparison(QStringLiteral("scale_scores")); });
  // The Compare tab follows this run: its history, its settings and its attention.
  connect(c, &TrainingController::historyChanged, compareTab_, &CompareTab::setCurrentHistory);
  connect(c, &TrainingController::attentionReady, compareTab_, &CompareTab::setCurrentAttention);
}

// The task tabs' questions and the model's answers.
void MainWindow::connectTaskTabs() {
  TrainingController* c = controller_.get();
  connect(translateTab_, &TranslateTab::translationRequested, this, [this](const QString& sentence, int beam) {
    translateTab_->setBusy(true);
    controller_->call(&TrainingController::requestTranslation, sentence, beam);
  });
  connect(generateTab_, &GenerateTab::generationRequested, this,
          [this](const QString& prompt, const twb::SamplingSettings& settings) {
            generateTab_->setBusy(true);
            controller_->call(&TrainingController::requestGeneration, prompt, settings);
          });
  connect(c, &TrainingController::generationReady, this, [this](const GenerationSnapshot& generation) {
    generateTab_->setBusy(false);
    generateTab_->setResult(generation);
  });
  connect(classifyTab_, &ClassifyTab::classificationRequested, this, [this](const QString& text) {
    classifyTab_->setBusy(true);
    controller_->call(&TrainingController::requestClassification, text);
  });
  connect(c, &TrainingController::classificationReady, this, [this](const ClassificationSnapshot& classification) {
    classifyTab_->setBusy(false);
    classifyTab_->setResult(classification);
  });
  connect(c, &TrainingController::requestFailed, this, [this](const QString& task, const QString& message) {
    TaskTab& tab = tabOf(task);
    tab.setBusy(false);
    tab.showError(message);
  });
  connect(c, &TrainingController::translationReady, this,
          [this](const QString& result, const QStringList& beams, const twb::inspect::AttentionSnapshot& attention,
                 const TopKSteps& topK) {
            translateTab_->setBusy(false);
            translateTab_->setResult(result, beams, attention);
            translateTab_->setTopK(topK);
          });
}

bool MainWindow::experimentSettings(twb::ExperimentSettings& settings, QString& error) const {
  try {
    // The task's defaults (architecture, initialisation, embedding scale, …), then every field.
    twb::ExperimentSettings s =
        twb::default_settings(panel_->task().toStdString(), panel_->presetName().toStdString());
    s.dataset = panel_->datasetName().toStdString();
    s.source_language = panel_->sourceLanguage().toStdString();
    s.target_language = panel_->targetLanguage().toStdString();
    for (const QString& assignment : panel_->engineAssignments()) s.set(assignment.toStdString());
    s.validate();
    settings = std::move(s);
    return true;
  } catch (const std::exception& e) {
    error = QString::fromStdString(e.what());
    return false;
  }
}

bool MainWindow::configureFromPanel() {
  twb::ExperimentSettings settings;
  QString problem;
  if (!experimentSettings(settings, problem)) {
    showError(tr("The experiment settings cannot be used: %1").arg(problem));
    return false;
  }
  const int epochs = panel_->epochs(), threads = panel_->threads();
  controller_->call(&TrainingController::configure, settings, epochs, threads);
  // Building takes a while: grey out the commands now, so a second press cannot queue a second
  // build (the controller's own state changes follow).
  onStateChanged(TrainingState::Preparing);
  return true;
}

bool MainWindow::ensureModelOfPanelTask() {
  if (state_ == TrainingState::NoModel) return configureFromPanel();
  if (modelTask_.isEmpty() || modelTask_ == panel_->task()) return true;
  // The dock now names another task: its model is built first.
  if (unsaved_ && QMessageBox::question(this, tr("New experiment"),
                                        tr("The Experiment panel's task is now %1: discard the current model and its "
                                           "unsaved training, and build a new one?")
                                            .arg(panel_->task())) != QMessageBox::Yes) {
    return false;
  }
  return configureFromPanel();
}

void MainWindow::onTrain() {
  if (!ensureModelOfPanelTask()) return;
  controller_->call(&TrainingController::train);
}

void MainWindow::onStep() {
  if (!ensureModelOfPanelTask()) return;
  controller_->call(&TrainingController::stepOnce);
}

void MainWindow::onNewExperiment() {
  if (unsaved_ && QMessageBox::question(this, tr("New experiment"),
                                        tr("Discard the current model and its unsaved training?")) !=
                      QMessageBox::Yes) {
    return;
  }
  configureFromPanel();
}

void MainWindow::onOpenCheckpoint() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open checkpoint"), QString(),
                                                    tr("Checkpoints (*.safetensors);;All files (*)"));
  if (!path.isEmpty()) openCheckpoint(path);
}

void MainWindow::onSaveCheckpoint() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Save checkpoint as"), QStringLiteral("model.safetensors"),
                                                    tr("Checkpoints (*.safetensors)"));
  if (!path.isEmpty()) saveCheckpoint(path);
}

void MainWindow::openCheckpoint(const QString& path) {
  statusBar()->showMessage(tr("Opening %1…").arg(QDir::toNativeSeparators(path)));
  controller_->call(&TrainingController::open, path);
}

void MainWindow::saveCheckpoint(const QString& path) {
  controller_->call(&TrainingController::save, path);
}

void MainWindow::onStateChanged(TrainingState state) {
  state_ = state;
  updateActions();
  if (state == TrainingState::Preparing) statusBar()->showMessage(tr("Preparing the model…"));
  else if (statusBar()->currentMessage() == tr("Preparing the model…")) statusBar()->clearMessage();
}

void MainWindow::updateActions() {
  const TrainingState s = state_;
  const bool busy = s == TrainingState::Preparing;
  const bool model = s == TrainingState::Ready || s == TrainingState::Training || s == TrainingState::Paused;
  // Exactly one of Train and Pause is enabled (except while busy), so Space toggles them.
  trainAct_->setEnabled(!busy && s != TrainingState::Training);
  pauseAct_->setEnabled(s == TrainingState::Training);
  stepAct_->setEnabled(!busy && s != TrainingState::Training);
  stopAct_->setEnabled(s == TrainingState::Training || s == TrainingState::Paused);
  resetAct_->setEnabled(model);
  newAct_->setEnabled(!busy);
  openAct_->setEnabled(!busy);
  saveAct_->setEnabled(model);
}

void MainWindow::onStepped(const twb::StepReport& report) {
  step_ = report.step;
  unsaved_ = true;
  stepStatus_->setText(tr("Step %1").arg(report.step));
}

void MainWindow::onProgress(const TrainingProgress& p) {
  step_ = p.step;
  stepStatus_->setText(tr("Step %1").arg(p.step));
  const QString epoch = p.epochs > 0 ? tr("Epoch %1 of %2").arg(p.epoch + 1).arg(p.epochs) : tr("Epoch %1").arg(p.epoch + 1);
  epochStatus_->setText(epoch);
  const QString speed = p.tokensPerSecond > 0 ? tr("%1 tokens/s").arg(p.tokensPerSecond, 0, 'f', 0) : tr("— tokens/s");
  tokensStatus_->setText(speed);
  tokensPerSecond_->setText(speed);
  elapsedStatus_->setText(tr("Elapsed %1").arg(formatDuration(p.elapsedSeconds)));
  epochProgress_->setValue(static_cast<int>(p.epochProgress * 100 + 0.5));
  epochProgress_->setFormat(QStringLiteral("%p%"));
  epochLabel_->setText(epoch);
  eta_->setText(tr("ETA %1").arg(p.etaSeconds >= 0 ? formatDuration(p.etaSeconds) : QStringLiteral("—")));
}

void MainWindow::onSessionReady(const SessionInfo& info) {
  step_ = info.step;
  unsaved_ = false;
  modelTask_ = info.task;
  // An opened checkpoint brings its task and settings into the dock (and so its views).
  if (info.opened) {
    panel_->showSettings(info.settings);
  } else if (info.task != panel_->task()) {
    panel_->setTask(info.task);
  }
  // A new or reset run starts with empty curves; an opened checkpoint draws the run it saved: its
  // training loss and learning rate at each history point as well as the validation curves (the
  // per-step points of the training loss are not saved, so historyChanged alone would bring only
  // the validation points).
  curvesTab_->clear();
  if (!info.history.empty()) curvesTab_->showRun(info.history);
  stepStatus_->setText(tr("Step %1").arg(info.step));
  TaskTab& taskTab = tabOf(info.task);
  QString message = taskTab.readyMessage(info);
  taskTab.modelReady(info);
  if (!info.notes.isEmpty()) message += QStringLiteral(" — ") + info.notes.join(QStringLiteral("; "));
  statusBar()->showMessage(message, 10000);
  // The Attention tab starts on the first validation sentence and follows it while training.
  attentionTab_->setExamples(info.validationSources);
  validationSources_ = info.validationSources;
  validationTargets_ = info.validationTargets;
  timelapseTab_->setNote({});
  runSettings_ = info.settings;
  compareTab_->setCurrentSettings(info.settings);
  compareTab_->setCurrentHistory(info.history);
  compareTab_->setExamples(info.validationSources);
  if (!info.validationSources.isEmpty()) {
    const QString first = info.validationSources.front();
    compareTab_->setSentence(first);
    comparison_->requestAttention(first);
    controller_->call(&TrainingController::watchSentence, first);
  }
}

TaskTab& MainWindow::tabOf(const QString& task) const {
  for (TaskTab* tab : taskTabs_)
    if (tab->taskName() == task) return *tab;
  return *taskTabs_.front();  // not reached: every engine task has its tab
}

// --- Two runs side by side ---------------------------------------------------------------------

void MainWindow::connectComparison() {
  ComparisonController* r = comparison_.get();
  connect(r, &ComparisonController::referenceReady, this, [this](const SessionInfo& info) {
    compareTab_->setReference(info.settings, referenceOrigin_);
    compareTab_->setReferenceHistory(info.history);
  });
  connect(r, &ComparisonController::historyChanged, compareTab_, &CompareTab::setReferenceHistory);
  connect(r, &ComparisonController::attentionReady, compareTab_, &CompareTab::setReferenceAttention);
  connect(r, &ComparisonController::progressed, this, [this](qint64 step, qint64 limit) {
    const bool training = comparison_->state() == TrainingState::Training;
    compareTab_->setStatus(limit > 0 ? tr("The reference %1: step %2 of %3.")
                                           .arg(training ? tr("is training") : tr("stands"))
                                           .arg(step)
                                           .arg(limit)
                                     : tr("The reference %1: step %2.").arg(training ? tr("is training") : tr("stands")).arg(step));
  });
  connect(r, &ComparisonController::finished, this, [this] {
    compareTab_->setStatus(tr("The reference finished at step %1 and was evaluated.").arg(comparison_->step()));
  });
  connect(r, &ComparisonController::error, this, &MainWindow::showError);
  connect(compareTab_, &CompareTab::lessonRequested, this, &MainWindow::startComparison);
  connect(compareTab_, &CompareTab::openReferenceRequested, this, &MainWindow::openReference);
  connect(compareTab_, &CompareTab::lastRunRequested, this, &MainWindow::useCurrentRunAsReference);
  connect(compareTab_, &CompareTab::sentenceChosen, this, [this](const QString& sentence) {
    if (sentence.isEmpty()) return;
    attentionTab_->setSentence(sentence);
    comparison_->requestAttention(sentence);
    controller_->call(&TrainingController::watchSentence, sentence);
  });
}

void MainWindow::startComparison(const QString& lesson) {
  // This run's own settings once it exists; before, the Experiment panel's (then both start now).
  twb::ExperimentSettings settings;
  if (runSettings_ && state_ != TrainingState::NoModel) {
    settings = *runSettings_;
  } else {
    QString problem;
    if (!experimentSettings(settings, problem)) {
      showError(tr("The experiment settings cannot be used: %1").arg(problem));
      return;
    }
    compareTab_->setCurrentSettings(settings);
  }
  twb::ExperimentSettings second;
  QString title;
  try {
    second = twb::inspect::lesson_settings(settings, lesson.toStdString());
    title = QString::fromStdString(twb::inspect::comparison_lesson(lesson.toStdString()).title);
  } catch (const std::exception& e) {
    showError(QString::fromStdString(e.what()));
    return;
  }
  const qint64 steps = compareTab_->stepLimit() > 0 ? compareTab_->stepLimit() : step_;
  referenceOrigin_ = tr("the lesson “%1”, trained here").arg(title);
  compareTab_->setReference(second, referenceOrigin_);
  compareTab_->setReferenceHistory({});
  compareTab_->setStatus(steps > 0 ? tr("Building the second run; it trains %1 steps.").arg(steps)
                                   : tr("Building the second run; it trains %n epoch(s).", "", panel_->epochs()));
  comparison_->startRun(second, steps, panel_->epochs(), panel_->threads());
  selectTab(tr("Compare"));
}

void MainWindow::openReference(const QString& path) {
  referenceOrigin_ = tr("the checkpoint %1").arg(QFileInfo(path).fileName());
  compareTab_->setStatus(tr("Opening %1…").arg(QDir::toNativeSeparators(path)));
  comparison_->open(path);
}

void MainWindow::useCurrentRunAsReference() {
  if (state_ == TrainingState::NoModel) {
    showError(tr("There is no run in the window yet: train one, then keep it as the reference."));
    return;
  }
  if (lastRunPath_.isEmpty()) {
    QDir dir(QStandardPaths::writableLocation(QStandardPaths::TempLocation));
    lastRunPath_ = dir.filePath(QStringLiteral("twb-reference-%1.safetensors").arg(QCoreApplication::applicationPid()));
  }
  referenceOrigin_ = tr("the window's run at step %1").arg(step_);
  compareTab_->setStatus(tr("Keeping the window's run at step %1 as the reference…").arg(step_));
  controller_->call(&TrainingController::save, lastRunPath_);
}

void MainWindow::requestTaskAnswer() { tabOf(task_).requestAnswer(); }

void MainWindow::showError(const QString& message) {
  lastError_ = message;
  statusBar()->showMessage(message, 15000);
  // Non-blocking: training and tests go on while the message waits for the user.
  auto* box = new QMessageBox(QMessageBox::Warning, tr("Transformer Workbench"), message, QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("errorMessageBox"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

}  // namespace twb::ui
