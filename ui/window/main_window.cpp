// The main window's frame and its views: the tabs made from the list of views, the task's view in
// its place, the live snapshots the shown view asks for, Export and Export all, the window's
// saved layout. The commands are in main_window_actions.cpp, the run in main_window_run.cpp, the
// fitting to the screen in main_window_screen.cpp.
#include "window/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include <qcustomplot.h>

#include <algorithm>
#include <stdexcept>

#include "window/application.h"
#include "engine/comparison_controller.h"
#include "window/experiment_panel.h"
#include "window/lessons_panel.h"
#include "plots/plot_cursor.h"
#include "widgets/screen_fit_area.h"
#include "views/workbench.h"
#include "tensor/gemm_kernel.h"
#include "tensor/precision.h"
#include "util/build_info.h"
#include "util/error.h"

namespace twb::ui {
namespace {

// Bump when the set of docks/toolbars changes, so an old saved layout is not misapplied.
constexpr int kWindowStateVersion = 1;

}  // namespace

// What the views reach of the window (workbench.h).
class MainWindow::Services final : public Workbench {
 public:
  explicit Services(MainWindow* window) : Workbench(window), window_(window) {}

  TrainingController* training() const override { return window_->controller_.get(); }
  ComparisonController* reference() const override { return window_->comparison_.get(); }
  int epochs() const override { return window_->panel_->epochs(); }
  int threads() const override { return window_->panel_->threads(); }
  int maxLength() const override { return window_->panel_->maxLength(); }
  int dModel() const override { return window_->panel_->dModel(); }
  bool hasModel() const override { return window_->state_ != TrainingState::NoModel; }
  qint64 step() const override { return window_->step_; }
  bool runSettings(twb::ExperimentSettings& settings, QString& error) const override {
    if (window_->runSettings_ && hasModel()) {
      settings = *window_->runSettings_;
      return true;
    }
    return window_->experimentSettings(settings, error);
  }
  bool selectView(const QString& idOrTitle) override { return window_->selectTab(idOrTitle); }
  void showStatus(const QString& message, int milliseconds) override {
    window_->statusBar()->showMessage(message, milliseconds);
  }
  void showError(const QString& message) override { window_->showError(message); }

 private:
  MainWindow* window_;
};

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("mainWindow"));
  setWindowTitle(QStringLiteral("Transformer Workbench"));
  setWindowIcon(applicationIcon());
  setDockOptions(AnimatedDocks | AllowTabbedDocks);

  controller_ = std::make_unique<TrainingController>();
  comparison_ = std::make_unique<ComparisonController>();
  workbench_ = new Services(this);
  createActions();
  createDock();
  createLessonsDock();
  connect(panel_, &ExperimentPanel::positionalEncodingShapeChanged, workbench_,
          &Workbench::positionalEncodingShapeChanged);
  createTabs();
  createViews();
  createToolBar();
  createMenus();
  createStatusBar();
  // The task chosen in the dock decides the task's view and what the other views offer.
  connect(panel_, &ExperimentPanel::taskChanged, this, &MainWindow::applyTask);
  readSettings();
  connectController();
  connectLessons();
  updateActions();
}

MainWindow::~MainWindow() {
  // Join the workers before the widgets their queued signals would reach go away.
  if (comparison_) comparison_->shutdown();
  if (controller_) controller_->shutdown();
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
  // The workspaces' bar, and the tabs of the workspace shown.
  workspaceBar_ = new QTabBar;
  workspaceBar_->setObjectName(QStringLiteral("workspaceBar"));
  workspaceBar_->setDocumentMode(true);
  workspaceBar_->setExpanding(false);
  workspaceBar_->setDrawBase(false);
  workspaceActions_ = new QActionGroup(this);
  workspaceActions_->setExclusive(true);
  int number = 0;
  for (const WorkspaceDeclaration& workspace : ViewRegistry::workspaces()) {
    const int index = workspaceBar_->addTab(workspace.title);
    workspaceBar_->setTabData(index, workspace.id);
    workspaceBar_->setTabToolTip(index, workspace.question);
    auto* action = new QAction(workspace.title, workspaceActions_);
    action->setCheckable(true);
    action->setData(workspace.id);
    action->setObjectName(QStringLiteral("workspace-") + workspace.id);
    action->setStatusTip(workspace.question);
    if (number < 9) action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + number)));
    ++number;
    connect(action, &QAction::triggered, this, [this, id = workspace.id] { selectWorkspace(id); });
  }
  workspace_ = ViewRegistry::workspaces().front().id;
  tabs_ = new QTabWidget;
  tabs_->setObjectName(QStringLiteral("mainTabs"));
  tabs_->setDocumentMode(true);
  // The bar stands in the menu bar's row, as Blender's workspaces do: it costs the views no height.
  // No taller than the menus themselves, so that the row keeps its height.
  // (The menu bar adds its margins to a corner widget's size hint: the bar stands in a holder
  // whose hint is its fixed height, lowered by what the row would grow.)
  auto* holder = new QWidget;
  auto* holderLayout = new QHBoxLayout(holder);
  holderLayout->setContentsMargins(0, 0, 0, 0);
  holderLayout->addWidget(workspaceBar_);
  {
    QMenuBar plain;
    plain.setFont(menuBar()->font());
    plain.addMenu(tr("&File"));
    const int row = plain.sizeHint().height();
    workspaceBar_->setFixedHeight(row);
    menuBar()->setCornerWidget(holder, Qt::TopRightCorner);
    const int grown = menuBar()->sizeHint().height() - row;
    if (grown > 0) workspaceBar_->setFixedHeight(std::max(1, row - grown));
  }
  centralArea_ = new ScreenFitArea(tabs_);
  centralArea_->setObjectName(QStringLiteral("centralArea"));
  setCentralWidget(centralArea_);
  tabActions_ = new QActionGroup(this);
  tabActions_->setExclusive(true);
  connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
  connect(workspaceBar_, &QTabBar::currentChanged, this, &MainWindow::onWorkspaceChanged);
}

// Every view the registry declares. Of the task views (Translate, Generate, Classify), the
// Experiment panel's task's is shown.
void MainWindow::createViews() {
  const ViewRegistry builtIn = ViewRegistry::builtIn();
  for (const ViewDeclaration& declaration : builtIn.views()) addView(declaration);
}

void MainWindow::addView(ViewDeclaration declaration) {
  registry_.add(declaration);  // throws for a bad declaration, before anything is made
  View* view = declaration.make();
  view->declare(declaration.id, declaration.title);
  QWidget* page = view->widget();
  // Every plot is reached with Tab, and read with the arrow keys: a heatmap's cells and the map's
  // blocks by their own cursors, the points and bars of the others by a PlotCursor, whose reading
  // goes to the status line.
  for (QCustomPlot* plot : page->findChildren<QCustomPlot*>()) {
    if (plot->focusPolicy() & Qt::TabFocus) continue;
    plot->setFocusPolicy(Qt::StrongFocus);
    connect(new PlotCursor(plot), &PlotCursor::read, this,
            [this](const QString& text) { statusBar()->showMessage(text); });
  }
  page->hide();
  page->setParent(tabs_);  // the window's until it is placed, and then the tabs'
  // In the registry's order.
  const QStringList ids = registry_.ids();
  auto at = views_.begin();
  while (at != views_.end() && ids.indexOf((*at)->id()) < ids.indexOf(declaration.id)) ++at;
  views_.insert(at, view);
  view->connectTo(*workbench_);
  view->setTask(task_);
  placeViews();
  if (lessons_->views()) lessons_->reload();  // a lesson may show it now
}

View* MainWindow::currentView() const {
  for (View* view : views_)
    if (view->widget() == tabs_->currentWidget()) return view;
  return nullptr;
}

View* MainWindow::taskView(const QString& task) const {
  for (View* view : views_)
    if (!view->taskName().isEmpty() && view->taskName() == task) return view;
  return nullptr;
}

bool MainWindow::isShown(const View* view) const { return view->taskName().isEmpty() || view->taskName() == task_; }

QString MainWindow::workspaceOf(const View* view) const {
  const ViewDeclaration* declaration = registry_.find(view->id());
  return declaration ? declaration->workspace : QString();
}

QString MainWindow::currentWorkspace() const { return workspace_; }

bool MainWindow::selectWorkspace(const QString& id) {
  for (int i = 0; i < workspaceBar_->count(); ++i) {
    if (workspaceBar_->tabData(i).toString() != id) continue;
    if (workspaceBar_->currentIndex() == i)
      onWorkspaceChanged(i);  // already shown: nothing to switch
    else
      workspaceBar_->setCurrentIndex(i);
    return true;
  }
  return false;
}

void MainWindow::onWorkspaceChanged(int index) {
  const QString id = workspaceBar_->tabData(index).toString();
  if (id.isEmpty()) return;
  if (const View* view = currentView(); view && workspaceOf(view) == workspace_) lastView_[workspace_] = view->id();
  workspace_ = id;
  for (QAction* action : workspaceActions_->actions()) action->setChecked(action->data().toString() == id);
  placeViews();
  // The view the learner left this workspace on.
  for (View* view : views_)
    if (view->id() == lastView_.value(id) && workspaceOf(view) == id && tabs_->indexOf(view->widget()) >= 0)
      tabs_->setCurrentWidget(view->widget());
}

// Every view of the task holds a page of the tabs, in the registry's order, and the shown
// workspace's have their tabs visible: the pages all stay in the tabs' stack, so that the window's
// width is the widest view's whichever workspace is shown. A task's view takes the place of the
// other task's, and is shown if that one was.
void MainWindow::placeViews() {
  const int currentIndex = tabs_->currentIndex();
  QWidget* current = tabs_->currentWidget();
  {
    const QSignalBlocker block(tabs_);
    int index = 0;
    for (View* view : views_) {
      QWidget* page = view->widget();
      int at = tabs_->indexOf(page);
      if (!isShown(view)) {
        if (at >= 0) tabs_->removeTab(at);
        page->hide();
        continue;
      }
      if (at < 0) at = tabs_->insertTab(index, page, view->title());
      tabs_->setTabVisible(at, workspaceOf(view) == workspace_);
      ++index;
    }
    if (current && tabs_->indexOf(current) < 0) tabs_->setCurrentIndex(currentIndex);
    // The current tab of a workspace no longer shown: the first of the shown one.
    if (!tabs_->isTabVisible(tabs_->currentIndex()))
      for (int i = 0; i < tabs_->count(); ++i)
        if (tabs_->isTabVisible(i)) {
          tabs_->setCurrentIndex(i);
          break;
        }
  }
  fillViewMenu();
  onCurrentTabChanged(tabs_->currentIndex());
}

// View ▸ the workspaces (Ctrl+1 …), each followed by its views.
void MainWindow::fillViewMenu() {
  qDeleteAll(tabActions_->actions());
  for (View* view : views_) {
    if (!isShown(view)) continue;
    auto* action = new QAction(view->title(), tabActions_);
    action->setCheckable(true);
    action->setChecked(view->widget() == tabs_->currentWidget());
    action->setData(view->id());
    connect(action, &QAction::triggered, this, [this, id = view->id()] { selectTab(id); });
  }
  if (!viewMenu_) return;
  for (QAction* action : workspaceActions_->actions()) viewMenu_->removeAction(action);
  for (const WorkspaceDeclaration& workspace : ViewRegistry::workspaces()) {
    for (QAction* action : workspaceActions_->actions())
      if (action->data().toString() == workspace.id) viewMenu_->addAction(action);
    for (QAction* action : tabActions_->actions()) {
      const ViewDeclaration* declaration = registry_.find(action->data().toString());
      if (declaration && declaration->workspace == workspace.id) viewMenu_->addAction(action);
    }
  }
}

QStringList MainWindow::tabTitles() const {
  QStringList titles;
  for (const WorkspaceDeclaration& workspace : ViewRegistry::workspaces())
    for (View* view : views_)
      if (isShown(view) && workspaceOf(view) == workspace.id) titles << view->title();
  return titles;
}

void MainWindow::applyTask(const QString& task) {
  task_ = task;
  for (View* view : views_) view->setTask(task);
  placeViews();
}

bool MainWindow::selectTab(const QString& idOrTitle) {
  // Letters and digits only, in lower case ("&" of a style's mnemonic goes too), √ spelt "sqrt".
  const auto key = [](QString text) {
    text.replace(QChar(0x221A), QLatin1String("sqrt"));
    QString kept;
    for (const QChar c : text.toLower()) {
      if (c.isLetterOrNumber()) kept += c;
    }
    return kept;
  };
  const QString wanted = key(idOrTitle);
  if (wanted.isEmpty()) return false;
  for (View* view : views_) {
    if (!isShown(view) || (key(view->id()) != wanted && key(view->title()) != wanted)) continue;
    selectWorkspace(workspaceOf(view));
    tabs_->setCurrentWidget(view->widget());
    return true;
  }
  return false;
}

void MainWindow::onCurrentTabChanged(int index) {
  QWidget* tab = tabs_->widget(index);
  // A view of another workspace made current (a test, a hub): its workspace is shown.
  if (const View* view = currentView(); view && workspaceOf(view) != workspace_) {
    lastView_[workspaceOf(view)] = view->id();
    selectWorkspace(workspaceOf(view));
    return;
  }
  if (const View* view = currentView())
    for (QAction* action : tabActions_->actions()) action->setChecked(action->data().toString() == view->id());
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
  View* view = currentView();
  exportAct_->setEnabled(view && !view->plots().empty());
  updateShownFeeds();
}

void MainWindow::updateShownFeeds() {
  if (!controller_ || !comparison_) return;  // still being built
  View* view = isMinimized() ? nullptr : currentView();
  QWidget* shown = view ? view->widget() : nullptr;
  controller_->showFeeds(shown);
  comparison_->training()->showFeeds(shown);
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::WindowStateChange) updateShownFeeds();
}

void MainWindow::exportCurrentPlot() {
  View* view = currentView();
  if (!view) return;
  const std::vector<TabPlot> plots = view->plots();
  if (plots.size() == 1) {
    plots.front().exportWithDialog();
    return;
  }
  // Several plots: ask which (each also has its own right-click export).
  QMenu menu(this);
  for (const TabPlot& plot : plots) menu.addAction(plot.menuTitle, this, plot.exportWithDialog);
  const QWidget* page = view->widget();
  menu.exec(page->mapToGlobal(QPoint(page->width() / 2, page->height() / 3)));
}

QStringList MainWindow::exportAllPlotsTo(const QString& directory, QString* error) const {
  QStringList written;
  const QDir dir(directory);
  if (!dir.exists()) {
    if (error) *error = tr("The folder “%1” does not exist.").arg(QDir::toNativeSeparators(directory));
    return written;
  }
  for (View* view : views_) {
    for (const TabPlot& plot : view->plots()) {
      if (!plot.hasData()) continue;
      for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
        const QString path = dir.filePath(plot.fileName + QLatin1Char('.') + QLatin1String(suffix));
        if (!plot.exportTo(path)) {
          if (error) *error = tr("Could not write “%1”.").arg(QDir::toNativeSeparators(path));
          return written;
        }
        written << path;
      }
    }
  }
  if (error) error->clear();
  return written;
}

void MainWindow::exportAllPlots() {
  QSettings settings;
  const QString key = QStringLiteral("export/allDirectory");
  const QString directory = QFileDialog::getExistingDirectory(this, tr("Export all plots into"),
                                                              settings.value(key, QDir::homePath()).toString());
  if (directory.isEmpty()) return;
  settings.setValue(key, directory);
  QString error;
  const QStringList written = exportAllPlotsTo(directory, &error);
  if (!error.isEmpty()) {
    QMessageBox::warning(
        this, tr("Export failed"),
        error + QLatin1Char('\n') +
            tr("Check that the folder is writable. %n file(s) were written before.", "", int(written.size())));
    return;
  }
  statusBar()->showMessage(
      tr("Exported %n file(s) to %1", "", int(written.size())).arg(QDir::toNativeSeparators(directory)), 8000);
}

void MainWindow::showAbout() {
  const BuildInfo& build = build_info();
  QString kernel;
  try {
    kernel = QString::fromStdString(gemm_kernel_description());
  } catch (const Error& e) {
    kernel = QString::fromUtf8(e.what());
  }
  QMessageBox::about(this, tr("About Transformer Workbench"),
                     tr("<h3>Transformer Workbench %1</h3>"
                        "<p>Train a real Transformer on your own CPU and watch it work: loss curves, attention "
                        "heads, positional encodings, masks and translations, live.</p>"
                        "<p>Commit %2.<br>Matrix products: %3.<br>Training precision: %4.<br>Compiled for %5.<br>"
                        "This processor: %6.</p>"
                        "<p>Built with Qt %7 and QCustomPlot %8.</p>")
                         .arg(QString::fromStdString(build.version), QString::fromStdString(build.commit), kernel,
                              QString::fromStdString(precision_summary()), QString::fromStdString(build.compiled_for),
                              QString::fromStdString(build.processor), QString::fromLatin1(qVersion()),
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
  } else if (const QScreen* screen = this->screen()) {
    // A place restored that leaves the screen (saved with a frame the screen now lacks, or on a
    // larger or another screen): moved back onto it, so that no edge of the window is cut off.
    const QRect room = screen->availableGeometry();
    const QRect place = frameGeometry();
    if (!room.contains(place)) {
      const QSize size = this->size().boundedTo(room.size());
      resize(size);
      move(std::clamp(place.x(), room.left(), std::max(room.left(), room.right() + 1 - size.width())),
           std::clamp(place.y(), room.top(), std::max(room.top(), room.bottom() + 1 - size.height())));
    }
  }
  restoreState(settings.value(QStringLiteral("state")).toByteArray(), kWindowStateVersion);
  // Where the user left it; the first time, the model's map: the home.
  const QString tab = settings.value(QStringLiteral("view"), QStringLiteral("map")).toString();
  // Each workspace's last view.
  settings.beginGroup(QStringLiteral("workspaces"));
  for (const QString& workspace : settings.childKeys()) lastView_[workspace] = settings.value(workspace).toString();
  settings.endGroup();
  settings.endGroup();
  panel_->restoreSettings(settings);  // the task first: it decides the fifth tab
  selectTab(tab);
}

void MainWindow::writeSettings() const {
  QSettings settings;
  settings.beginGroup(QStringLiteral("mainWindow"));
  settings.setValue(QStringLiteral("geometry"), saveGeometry());
  settings.setValue(QStringLiteral("state"), saveState(kWindowStateVersion));
  if (const View* view = currentView()) settings.setValue(QStringLiteral("view"), view->id());
  settings.beginGroup(QStringLiteral("workspaces"));
  QHash<QString, QString> last = lastView_;
  if (const View* view = currentView()) last[workspace_] = view->id();
  for (auto it = last.cbegin(); it != last.cend(); ++it) settings.setValue(it.key(), it.value());
  settings.endGroup();
  settings.endGroup();
  panel_->saveSettings(settings);
}

void MainWindow::startComparison(const QString& lesson) { workbench_->startComparison(lesson); }

void MainWindow::openReference(const QString& path) { workbench_->openReference(path); }

void MainWindow::requestTaskAnswer() {
  if (View* view = taskView(task_)) view->requestAnswer();
}

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
