// The main window's commands and readouts: the training, file, view and help actions with their
// shortcuts, the menus and the toolbar, and what the toolbar and the status bar show of the run.
#include "window/main_window.h"

#include <QAction>
#include <QFileDialog>
#include <QInputDialog>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include <algorithm>

namespace twb::ui {
namespace {

QIcon themedIcon(const char* themeName, QStyle::StandardPixmap fallback) {
  return QIcon::fromTheme(QLatin1String(themeName), qApp->style()->standardIcon(fallback));
}

// Text plus its shortcut, e.g. "Step one batch (N)", for tooltips.
QString withShortcut(const QString& text, const QAction* action) {
  if (action->shortcut().isEmpty()) return text;
  return QStringLiteral("%1 (%2)").arg(text, action->shortcut().toString(QKeySequence::NativeText));
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
  createRunActions();
  createHelpActions();
}

void MainWindow::createTrainingActions() {
  // Train and Pause share Space: the controller enables exactly one of them at a time, and a
  // disabled action's shortcut does not compete, so Space toggles between the two.
  trainAct_ = makeAction("actionTrain", themedIcon("media-playback-start", QStyle::SP_MediaPlay), tr("&Train"),
                         Qt::Key_Space, tr("Start or resume training. "));
  pauseAct_ = makeAction("actionPause", themedIcon("media-playback-pause", QStyle::SP_MediaPause), tr("&Pause"),
                         Qt::Key_Space, tr("Pause after the current batch. "));
  stepAct_ = makeAction("actionStep", themedIcon("media-skip-forward", QStyle::SP_MediaSkipForward),
                        tr("Step one &batch"), Qt::Key_N, tr("Run exactly one batch and refresh every view. "));
  stepInsideAct_ = makeAction("actionStepInside", themedIcon("zoom-in", QStyle::SP_FileDialogContentsView),
                              tr("Step &inside"), Qt::Key_I,
                              tr("Run one batch and take it apart for one example: every stage of the forward "
                                 "pass, the loss, the gradients of the backward pass and Adam's update. "));
  stopAct_ = makeAction("actionStop", themedIcon("media-playback-stop", QStyle::SP_MediaStop), tr("&Stop"),
                        QKeySequence(Qt::CTRL | Qt::Key_Period), tr("Stop training; the weights so far are kept. "));
  resetAct_ = makeAction("actionReset", themedIcon("view-refresh", QStyle::SP_BrowserReload), tr("&Reset"),
                         QKeySequence(Qt::CTRL | Qt::Key_R),
                         tr("Discard the weights and start again from a fresh initialisation. "));
  for (QAction* action : {trainAct_, pauseAct_, stepAct_, stepInsideAct_, stopAct_, resetAct_}) {
    action->setEnabled(false);
  }

  connect(trainAct_, &QAction::triggered, this, &MainWindow::onTrain);
  connect(pauseAct_, &QAction::triggered, this, [this] { controller_->call(&TrainingController::pause); });
  connect(stepAct_, &QAction::triggered, this, &MainWindow::onStep);
  connect(stepInsideAct_, &QAction::triggered, this, &MainWindow::onStepInside);
  connect(stopAct_, &QAction::triggered, this, [this] { controller_->call(&TrainingController::stop); });
  connect(resetAct_, &QAction::triggered, this, [this] { controller_->call(&TrainingController::reset); });
}

void MainWindow::createFileActions() {
  newAct_ = makeAction("actionNewExperiment", themedIcon("document-new", QStyle::SP_FileIcon), tr("&New experiment"),
                       QKeySequence::New, tr("Start a new experiment from the settings in the Experiment panel. "));
  openAct_ = makeAction("actionOpenCheckpoint", themedIcon("document-open", QStyle::SP_DialogOpenButton),
                        tr("&Open checkpoint…"), QKeySequence::Open,
                        tr("Open a .safetensors checkpoint of any task and continue its run."));
  saveAct_ = makeAction("actionSaveCheckpoint", themedIcon("document-save", QStyle::SP_DialogSaveButton),
                        tr("&Save checkpoint"), QKeySequence::Save,
                        tr("Save weights, optimizer state, configuration and history to a .safetensors file."));
  saveAct_->setText(tr("&Save checkpoint as…"));
  openAct_->setToolTip(withShortcut(tr("Open a .safetensors checkpoint and continue its run."), openAct_));
  saveAct_->setToolTip(withShortcut(tr("Save weights, optimizer state, configuration and history to a "
                                       ".safetensors file."),
                                    saveAct_));
  connect(newAct_, &QAction::triggered, this, &MainWindow::onNewExperiment);
  openModelAct_ = makeAction("actionOpenModelFolder", themedIcon("folder-open", QStyle::SP_DirOpenIcon),
                             tr("Open &model folder…"), QKeySequence(tr("Ctrl+Shift+O")),
                             tr("Open a model trained elsewhere, a Hugging Face GPT-2 folder (config.json, "
                                "model.safetensors, vocab.json and merges.txt): every view on it, and training it "
                                "further on the text chosen in the Experiment panel."));
  connect(openAct_, &QAction::triggered, this, &MainWindow::onOpenCheckpoint);
  connect(openModelAct_, &QAction::triggered, this, &MainWindow::onOpenModelFolder);
  connect(saveAct_, &QAction::triggered, this, &MainWindow::onSaveCheckpoint);

  exportAct_ =
      makeAction("actionExportPlot", themedIcon("document-export", QStyle::SP_DriveFDIcon), tr("&Export current plot…"),
                 QKeySequence(Qt::CTRL | Qt::Key_E), tr("Export the plot of the current tab as PNG, PDF, SVG or CSV."));
  connect(exportAct_, &QAction::triggered, this, &MainWindow::exportCurrentPlot);
  exportAllAct_ = makeAction("actionExportAll", themedIcon("document-export", QStyle::SP_DirIcon),
                             tr("Export &all plots…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                             tr("Write every plot that has data into a folder, as PNG, PDF, SVG and CSV."));
  connect(exportAllAct_, &QAction::triggered, this, &MainWindow::exportAllPlots);

  quitAct_ = makeAction("actionQuit", themedIcon("application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"),
                        QKeySequence(Qt::CTRL | Qt::Key_Q), tr("Quit Transformer Workbench."));
  quitAct_->setMenuRole(QAction::QuitRole);
  connect(quitAct_, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createRunActions() {
  followAct_ =
      makeAction("actionFollowRun", themedIcon("folder-remote", QStyle::SP_DirLinkIcon), tr("&Follow run…"),
                 QKeySequence(tr("Ctrl+Shift+F")),
                 tr("Follow a run made elsewhere while it trains: a job's or twb_probe's run folder, a Hugging "
                    "Face Trainer's output (checkpoint-N folders) or model folders by step (Pythia's). Each "
                    "new checkpoint opens in every view."));
  connect(followAct_, &QAction::triggered, this, [this] {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Follow a run folder"));
    if (!folder.isEmpty()) followRun(folder);
  });
  jobAct_ = makeAction("actionTrainOnPyTorch", themedIcon("document-send", QStyle::SP_ArrowRight),
                       tr("Train on &PyTorch…"), QKeySequence(),
                       tr("Write this experiment as a PyTorch job folder: the data as tokenized here, the first "
                          "weights and train.py, for torchrun on GPUs or a cluster (docs/pytorch.md)."));
  connect(jobAct_, &QAction::triggered, this, [this] {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("An empty folder for the PyTorch job"));
    if (folder.isEmpty()) return;
    bool ok = false;
    const int epochs =
        QInputDialog::getInt(this, tr("Train on PyTorch"), tr("Epochs the job plans:"), 10, 1, 100000, 1, &ok);
    if (ok) exportJob(folder, epochs);
  });
  followStatus_ = new QLabel(this);
  followStatus_->setObjectName(QStringLiteral("followStatus"));
  followStatus_->hide();
  statusBar()->addPermanentWidget(followStatus_);
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

void MainWindow::createToolBar() {
  toolBar_ = addToolBar(tr("Training"));
  toolBar_->setObjectName(QStringLiteral("trainingToolBar"));
  toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  toolBar_->addActions({trainAct_, pauseAct_, stepAct_, stepInsideAct_, stopAct_, resetAct_});
  toolBar_->addSeparator();

  tokensPerSecond_ = new QLabel(tr("— tokens/s"));
  tokensPerSecond_->setObjectName(QStringLiteral("tokensPerSecondLabel"));
  tokensPerSecond_->setToolTip(tr("Training throughput, measured while training runs."));
  tokensPerSecond_->setContentsMargins(8, 0, 8, 0);
  // Room for six digits, so the epoch bar beside it does not jump as the speed changes.
  tokensPerSecond_->setMinimumWidth(tokensPerSecond_->fontMetrics().horizontalAdvance(tr("%1 tokens/s").arg(888888)) +
                                    16);
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
  file->addActions({newAct_, openAct_, openModelAct_, followAct_, saveAct_});
  file->addSeparator();
  file->addAction(jobAct_);
  file->addSeparator();
  file->addAction(exportAct_);
  file->addAction(exportAllAct_);
  file->addSeparator();
  file->addAction(quitAct_);

  QMenu* training = menuBar()->addMenu(tr("&Training"));
  training->addActions({trainAct_, pauseAct_, stepAct_, stepInsideAct_, stopAct_});
  training->addSeparator();
  training->addAction(resetAct_);

  QMenu* view = viewMenu_ = menuBar()->addMenu(tr("&View"));
  QAction* toggleDock = dock_->toggleViewAction();
  toggleDock->setText(tr("&Experiment panel"));
  toggleDock->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));  // Ctrl+Shift+E: Export all
  view->addAction(toggleDock);
  QAction* toggleToolBar = toolBar_->toggleViewAction();
  toggleToolBar->setText(tr("Training &toolbar"));
  view->addAction(toggleToolBar);
  view->addSeparator();  // the workspaces and their views follow (fillViewMenu)

  QAction* toggleLessons = lessonsDock_->toggleViewAction();
  toggleLessons->setText(tr("&Lessons"));
  toggleLessons->setShortcut(QKeySequence(Qt::Key_F1));
  toggleLessons->setObjectName(QStringLiteral("actionLessons"));
  view->insertAction(toggleToolBar, toggleLessons);
  fillViewMenu();

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(toggleLessons);
  help->addSeparator();
  help->addAction(aboutAct_);
  help->addAction(aboutQtAct_);
}

void MainWindow::createStatusBar() {
  const QString later = tr("Appears once training runs.");
  stepStatus_ = makeStatusLabel("stepStatus", tr("Step —"), tr("Optimizer steps taken. ") + later);
  epochStatus_ = makeStatusLabel("epochStatus", tr("Epoch —"), tr("Current epoch. ") + later);
  tokensStatus_ =
      makeStatusLabel("tokensStatus", tr("— tokens/s"), tr("Target tokens trained on per second, recently. ") + later);
  elapsedStatus_ = makeStatusLabel("elapsedStatus", tr("Elapsed —"), tr("Wall-clock training time. ") + later);
  for (QLabel* label : {stepStatus_, epochStatus_, tokensStatus_, elapsedStatus_}) {
    statusBar()->addPermanentWidget(label);
  }
}

void MainWindow::updateActions() {
  const RunActions allowed = actionsIn(state_);
  trainAct_->setEnabled(allowed.train);
  pauseAct_->setEnabled(allowed.pause);
  stepAct_->setEnabled(allowed.step);
  stepInsideAct_->setEnabled(allowed.step);
  stopAct_->setEnabled(allowed.stop);
  resetAct_->setEnabled(allowed.reset);
  newAct_->setEnabled(allowed.build);
  openAct_->setEnabled(allowed.build);
  openModelAct_->setEnabled(allowed.build);
  saveAct_->setEnabled(allowed.save);
}

void MainWindow::onStateChanged(TrainingState state) {
  state_ = state;
  updateActions();
  if (state == TrainingState::Preparing)
    statusBar()->showMessage(tr("Preparing the model…"));
  else if (statusBar()->currentMessage() == tr("Preparing the model…"))
    statusBar()->clearMessage();
}

void MainWindow::onStepped(const twb::StepReport& report) {
  step_ = report.step;
  unsaved_ = true;
  // While training, the progress (≤ 10 a second) writes the step: a label's new text lays the
  // whole window out again, which at every step of a small model took a fifth of a core.
  if (state_ != TrainingState::Training) stepStatus_->setText(tr("Step %1").arg(report.step));
}

void MainWindow::onProgress(const TrainingProgress& p) {
  step_ = p.step;
  stepStatus_->setText(tr("Step %1").arg(p.step));
  const QString epoch =
      p.epochs > 0 ? tr("Epoch %1 of %2").arg(p.epoch + 1).arg(p.epochs) : tr("Epoch %1").arg(p.epoch + 1);
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

}  // namespace twb::ui
