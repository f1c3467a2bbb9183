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
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>

#include <qcustomplot.h>

#include <initializer_list>

#include "window/application.h"
#include "views/ablation_tab.h"
#include "views/attention_tab.h"
#include "views/classify_tab.h"
#include "views/compare_tab.h"
#include "engine/comparison_controller.h"
#include "views/curves_tab.h"
#include "window/experiment_panel.h"
#include "views/generate_tab.h"
#include "views/heads_tab.h"
#include "views/logit_lens_tab.h"
#include "views/health_tab.h"
#include "views/mask_editor_tab.h"
#include "views/masks_tab.h"
#include "views/positional_encoding_tab.h"
#include "views/scaling_lesson_tab.h"
#include "views/step_inside_tab.h"
#include "widgets/screen_fit_area.h"
#include "views/timelapse_tab.h"
#include "views/translate_tab.h"
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
  bool selectView(const QString& title) override { return window_->selectTab(title); }
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
  tabs_ = new QTabWidget;
  tabs_->setObjectName(QStringLiteral("mainTabs"));
  tabs_->setDocumentMode(true);
  centralArea_ = new ScreenFitArea(tabs_);
  centralArea_->setObjectName(QStringLiteral("centralArea"));
  setCentralWidget(centralArea_);
  tabActions_ = new QActionGroup(this);
  tabActions_->setExclusive(true);
  connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
}

// The list of views, in the tabs' order. Of the task views (Translate, Generate, Classify), the
// Experiment panel's task's is shown, in the place of the first.
void MainWindow::createViews() {
  for (View* view : std::initializer_list<View*>{
           new CurvesTab, new AttentionTab, new PositionalEncodingTab, new MasksTab, new MaskEditorTab,
           new TranslateTab, new GenerateTab, new ClassifyTab, new StepInsideTab, new HealthTab, new HeadsTab,
           new AblationTab, new LogitLensTab, new ScalingLessonTab, new TimelapseTab, new CompareTab}) {
    addView(view);
  }
}

void MainWindow::addView(View* view) {
  QWidget* page = view->widget();
  page->hide();
  page->setParent(tabs_);  // the window's until it is placed, and then the tabs'
  views_.push_back(view);
  view->connectTo(*workbench_);
  view->setTask(task_);
  placeViews();
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

void MainWindow::placeViews() {
  const int currentIndex = tabs_->currentIndex();
  QWidget* current = tabs_->currentWidget();
  {
    const QSignalBlocker block(tabs_);
    int index = 0;
    for (View* view : views_) {
      QWidget* page = view->widget();
      const int at = tabs_->indexOf(page);
      if (!isShown(view)) {
        if (at >= 0) tabs_->removeTab(at);
        page->hide();
        continue;
      }
      if (at < 0) tabs_->insertTab(index, page, view->title());
      ++index;
    }
    // A task's view takes the place of the other task's, and is shown if that one was.
    if (current && tabs_->indexOf(current) < 0) tabs_->setCurrentIndex(currentIndex);
  }
  fillViewMenu();
  onCurrentTabChanged(tabs_->currentIndex());
}

// View ▸ Curves … Compare, Ctrl+1 … Ctrl+9.
void MainWindow::fillViewMenu() {
  qDeleteAll(tabActions_->actions());
  for (int i = 0; i < tabs_->count(); ++i) {
    auto* action = new QAction(tabs_->tabText(i), tabActions_);
    action->setCheckable(true);
    if (i < 9) action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    connect(action, &QAction::triggered, this, [this, i] { tabs_->setCurrentIndex(i); });
  }
  if (viewMenu_) viewMenu_->addActions(tabActions_->actions());
}

QStringList MainWindow::tabTitles() const {
  QStringList titles;
  for (int i = 0; i < tabs_->count(); ++i) titles << tabs_->tabText(i);
  return titles;
}

void MainWindow::applyTask(const QString& task) {
  task_ = task;
  for (View* view : views_) view->setTask(task);
  placeViews();
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
  View* view = currentView();
  exportAct_->setEnabled(view && !view->plots().empty());
  updateLiveViews();
}

void MainWindow::updateLiveViews() {
  if (!controller_ || !comparison_) return;  // still being built
  const View* view = isMinimized() ? nullptr : currentView();
  controller_->setLiveViews(view ? view->liveViews() : NoLiveView);
  comparison_->training()->setLiveViews(view ? view->referenceLiveViews() : NoLiveView);
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::WindowStateChange) updateLiveViews();
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
