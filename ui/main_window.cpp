#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "application.h"
#include "experiment_panel.h"
#include "heatmap_view.h"
#include "positional_encoding_tab.h"

namespace twb::ui {
namespace {

// Bump when the set of docks/toolbars changes, so an old saved layout is not misapplied.
constexpr int kWindowStateVersion = 1;

// A tab that says plainly what it will show once the engine feeds it, instead of fake data.
QWidget* makePlaceholderTab(const char* objectName, const QString& text) {
  auto* tab = new QWidget;
  tab->setObjectName(QLatin1String(objectName));
  auto* label = new QLabel(text);
  label->setObjectName(QLatin1String(objectName) + QStringLiteral("Placeholder"));
  label->setWordWrap(true);
  label->setAlignment(Qt::AlignCenter);
  label->setMaximumWidth(560);
  label->setForegroundRole(QPalette::PlaceholderText);
  QFont font = label->font();
  font.setPointSizeF(font.pointSizeF() * 1.15);
  label->setFont(font);
  // Centred column at most 560 px wide. No alignment flags on the wrapped label: with them a
  // layout ignores heightForWidth and clips the wrapped lines.
  auto* row = new QHBoxLayout;
  row->addStretch(1);
  row->addWidget(label, 10);
  row->addStretch(1);
  auto* layout = new QVBoxLayout(tab);
  layout->addStretch(1);
  layout->addLayout(row);
  layout->addStretch(2);
  return tab;
}

QIcon themedIcon(const char* themeName, QStyle::StandardPixmap fallback) {
  return QIcon::fromTheme(QLatin1String(themeName), qApp->style()->standardIcon(fallback));
}

// Text plus its shortcut, e.g. "Step one batch (N)", for tooltips.
QString withShortcut(const QString& text, const QAction* action) {
  if (action->shortcut().isEmpty()) return text;
  return QStringLiteral("%1 (%2)").arg(text,
                                       action->shortcut().toString(QKeySequence::NativeText));
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

  createActions();
  createDock();
  createTabs();
  createToolBar();
  createMenus();
  createStatusBar();
  readSettings();

  // The PE tab follows d_model and max length live; the core recomputes, the tab redraws.
  connect(panel_, &ExperimentPanel::positionalEncodingShapeChanged, peTab_,
          &PositionalEncodingTab::setShape);
  peTab_->setShape(panel_->maxLength(), panel_->dModel());
}

void MainWindow::createActions() {
  const QString engineLater = tr("Training arrives with the engine.");
  const auto makeAction = [this](const char* objectName, const QIcon& icon, const QString& text,
                                 const QKeySequence& shortcut, const QString& tip) {
    auto* action = new QAction(icon, text, this);
    action->setObjectName(QLatin1String(objectName));
    action->setShortcut(shortcut);
    action->setToolTip(withShortcut(tip, action));
    action->setStatusTip(tip);
    return action;
  };

  // Train and Pause share Space: the controller enables exactly one of them at a time, and a
  // disabled action's shortcut does not compete, so Space toggles between the two.
  trainAct_ = makeAction("actionTrain", themedIcon("media-playback-start", QStyle::SP_MediaPlay),
                         tr("&Train"), Qt::Key_Space,
                         tr("Start or resume training. ") + engineLater);
  pauseAct_ = makeAction("actionPause", themedIcon("media-playback-pause", QStyle::SP_MediaPause),
                         tr("&Pause"), Qt::Key_Space,
                         tr("Pause after the current batch. ") + engineLater);
  stepAct_ = makeAction("actionStep", themedIcon("media-skip-forward", QStyle::SP_MediaSkipForward),
                        tr("Step one &batch"), Qt::Key_N,
                        tr("Run exactly one batch and refresh every view. ") + engineLater);
  stopAct_ = makeAction("actionStop", themedIcon("media-playback-stop", QStyle::SP_MediaStop),
                        tr("&Stop"), QKeySequence(Qt::CTRL | Qt::Key_Period),
                        tr("Stop training; the weights so far are kept. ") + engineLater);
  resetAct_ = makeAction("actionReset", themedIcon("view-refresh", QStyle::SP_BrowserReload),
                         tr("&Reset"), QKeySequence(Qt::CTRL | Qt::Key_R),
                         tr("Discard the weights and start again from a fresh initialisation. ") +
                             engineLater);
  for (QAction* action : {trainAct_, pauseAct_, stepAct_, stopAct_, resetAct_}) {
    action->setEnabled(false);
  }

  newAct_ = makeAction("actionNewExperiment", themedIcon("document-new", QStyle::SP_FileIcon),
                       tr("&New experiment"), QKeySequence::New,
                       tr("Start a new experiment from the settings in the Experiment panel. ") +
                           engineLater);
  openAct_ = makeAction("actionOpenCheckpoint",
                        themedIcon("document-open", QStyle::SP_DialogOpenButton),
                        tr("&Open checkpoint…"), QKeySequence::Open,
                        tr("Open a .safetensors checkpoint. Checkpoints arrive with the engine."));
  saveAct_ = makeAction("actionSaveCheckpoint",
                        themedIcon("document-save", QStyle::SP_DialogSaveButton),
                        tr("&Save checkpoint"), QKeySequence::Save,
                        tr("Save weights, configuration and history to a .safetensors file. "
                           "Checkpoints arrive with the engine."));
  for (QAction* action : {newAct_, openAct_, saveAct_}) action->setEnabled(false);

  exportAct_ = makeAction("actionExportPlot", themedIcon("document-export", QStyle::SP_DriveFDIcon),
                          tr("&Export current plot…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                          tr("Export the plot of the current tab as PNG, PDF, SVG or CSV."));
  connect(exportAct_, &QAction::triggered, this, &MainWindow::exportCurrentPlot);

  quitAct_ = makeAction("actionQuit", themedIcon("application-exit", QStyle::SP_DialogCloseButton),
                        tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q),
                        tr("Quit Transformer Workbench."));
  quitAct_->setMenuRole(QAction::QuitRole);
  connect(quitAct_, &QAction::triggered, this, &QWidget::close);

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

  tabs_->addTab(makePlaceholderTab(
                    "curvesTab",
                    tr("Loss and BLEU curves appear here once training runs: training and "
                       "validation loss, validation BLEU on a second axis, and the learning "
                       "rate, updated live.")),
                tr("Curves"));
  tabs_->addTab(makePlaceholderTab(
                    "attentionTab",
                    tr("Attention maps appear here once a model exists: pick a sentence, the kind "
                       "(encoder self, decoder masked self, cross), the layer and the head, and "
                       "hover a cell to read its weight.")),
                tr("Attention"));
  peTab_ = new PositionalEncodingTab;
  peTab_->setObjectName(QStringLiteral("positionalEncodingTab"));
  tabs_->addTab(peTab_, tr("Positional encoding"));
  tabs_->addTab(makePlaceholderTab(
                    "masksTab",
                    tr("The padding mask of the current batch, the no-peek mask and their "
                       "combination appear here once a dataset is loaded, labelled with the real "
                       "tokens.")),
                tr("Masks"));
  tabs_->addTab(makePlaceholderTab(
                    "translateTab",
                    tr("Once a model is trained, type a sentence here to translate it with greedy "
                       "or beam search, and see the top-k next-token probabilities of every step "
                       "and the cross-attention of the result.")),
                tr("Translate"));
  setCentralWidget(tabs_);

  // View ▸ Curves … Translate, Ctrl+1 … Ctrl+5.
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
  toolBar_->addWidget(tokensPerSecond_);
  toolBar_->addSeparator();

  auto* epochLabel = new QLabel(tr("Epoch"));
  epochLabel->setContentsMargins(8, 0, 4, 0);
  toolBar_->addWidget(epochLabel);
  epochProgress_ = new QProgressBar;
  epochProgress_->setObjectName(QStringLiteral("epochProgress"));
  epochProgress_->setRange(0, 100);
  epochProgress_->setValue(0);
  epochProgress_->setFormat(tr("not started"));
  epochProgress_->setFixedWidth(170);
  epochProgress_->setToolTip(tr("Progress through the current epoch."));
  toolBar_->addWidget(epochProgress_);
  eta_ = new QLabel(tr("ETA —"));
  eta_->setObjectName(QStringLiteral("etaLabel"));
  eta_->setToolTip(tr("Estimated time left in this epoch."));
  eta_->setContentsMargins(8, 0, 8, 0);
  toolBar_->addWidget(eta_);
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addActions({newAct_, openAct_, saveAct_});
  file->addSeparator();
  file->addAction(exportAct_);
  file->addSeparator();
  file->addAction(quitAct_);

  QMenu* training = menuBar()->addMenu(tr("&Training"));
  training->addActions({trainAct_, pauseAct_, stepAct_, stopAct_});
  training->addSeparator();
  training->addAction(resetAct_);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QAction* toggleDock = dock_->toggleViewAction();
  toggleDock->setText(tr("&Experiment panel"));
  toggleDock->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
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
  tokensStatus_ = makeStatusLabel("tokensStatus", tr("Tokens —"),
                                  tr("Target tokens seen so far. ") + later);
  elapsedStatus_ = makeStatusLabel("elapsedStatus", tr("Elapsed —"),
                                   tr("Wall-clock training time. ") + later);
  for (QLabel* label : {stepStatus_, epochStatus_, tokensStatus_, elapsedStatus_}) {
    statusBar()->addPermanentWidget(label);
  }
}

bool MainWindow::selectTab(const QString& title) {
  for (int i = 0; i < tabs_->count(); ++i) {
    QString text = tabs_->tabText(i);
    text.remove(QLatin1Char('&'));  // styles may add mnemonics to tab texts
    if (text.compare(title.trimmed(), Qt::CaseInsensitive) == 0) {
      tabs_->setCurrentIndex(i);
      return true;
    }
  }
  return false;
}

void MainWindow::onCurrentTabChanged(int index) {
  if (QAction* action = tabActions_->actions().value(index)) action->setChecked(true);
  // Only the tabs that already draw something can be exported.
  const bool hasPlot = tabs_->widget(index) == peTab_;
  exportAct_->setEnabled(hasPlot);
}

void MainWindow::exportCurrentPlot() {
  if (tabs_->currentWidget() == peTab_) peTab_->heatmapView()->exportWithDialog();
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
    resize(1280, 820);
  }
  restoreState(settings.value(QStringLiteral("state")).toByteArray(), kWindowStateVersion);
  selectTab(settings.value(QStringLiteral("tab"), tr("Positional encoding")).toString());
  settings.endGroup();
  panel_->restoreSettings(settings);
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
  writeSettings();
  event->accept();
}

}  // namespace twb::ui
