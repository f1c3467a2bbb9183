// The main window's run: a model built from the Experiment panel, training and stepping, opening
// and saving checkpoints, the views told of a new model, and stopping without losing the run (the
// close box asks; a signal saves it where it can be found again).
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QLabel>

#include <cstdio>
#include <utility>

#include "engine/comparison_controller.h"
#include "window/experiment_panel.h"
#include "window/lessons_panel.h"
#include "views/workbench.h"

namespace twb::ui {

void MainWindow::connectController() {
  TrainingController* c = controller_.get();
  connect(c, &TrainingController::stateChanged, this, &MainWindow::onStateChanged);
  connect(c, &TrainingController::stepped, this, &MainWindow::onStepped);
  connect(c, &TrainingController::progress, this, &MainWindow::onProgress);
  connect(c, &TrainingController::sessionReady, this, &MainWindow::onSessionReady);
  connect(c, &TrainingController::error, this, &MainWindow::showError);
  connect(c, &TrainingController::saved, this, &MainWindow::onSaved);
  connect(c, &TrainingController::jobExported, this, &MainWindow::onJobExported);
}

void MainWindow::onSaved(const QString& path) {
  if (workbench_->isRunCopy(path)) {  // a view's copy of the run (the Compare tab's reference), not the user's save
    emit workbench_->runCopySaved(path);
    return;
  }
  unsaved_ = false;
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool MainWindow::experimentSettings(twb::ExperimentSettings& settings, QString& error) const {
  try {
    // The task's defaults (architecture, initialisation, embedding scale, …), then every field.
    twb::ExperimentSettings s = panel_->settings();
    s.dataset = panel_->datasetName().toStdString();
    s.source_language = panel_->sourceLanguage().toStdString();
    s.target_language = panel_->targetLanguage().toStdString();
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

void MainWindow::onStepInside() {
  if (!ensureModelOfPanelTask()) return;
  workbench_->stepInside();
}

void MainWindow::onNewExperiment() {
  if (unsaved_ &&
      QMessageBox::question(this, tr("New experiment"), tr("Discard the current model and its unsaved training?")) !=
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

void MainWindow::onOpenModelFolder() {
  const QString path = QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face GPT-2 folder"));
  if (!path.isEmpty()) openCheckpoint(path);
}

void MainWindow::onSaveCheckpoint() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Save checkpoint as"), QStringLiteral("model.safetensors"),
                                                    tr("Checkpoints (*.safetensors)"));
  if (!path.isEmpty()) saveCheckpoint(path);
}

void MainWindow::openCheckpoint(const QString& path, bool showMap) {
  mapOnOpen_ = showMap;
  statusBar()->showMessage(tr("Opening %1…").arg(QDir::toNativeSeparators(path)));
  controller_->call(&TrainingController::open, path);
}

void MainWindow::saveCheckpoint(const QString& path) { controller_->call(&TrainingController::save, path); }

void MainWindow::onSessionReady(const SessionInfo& info) {
  step_ = info.step;
  unsaved_ = false;
  modelTask_ = info.task;
  runSettings_ = info.settings;
  // An opened checkpoint brings its task and settings into the dock (and so its views).
  if (info.opened) {
    panel_->showSettings(info.settings);
  } else if (info.task != panel_->task()) {
    panel_->setTask(info.task);
  }
  for (View* view : views_)
    if (view->taskName().isEmpty() || view->taskName() == info.task) view->modelReady(info);
  stepStatus_->setText(tr("Step %1").arg(info.step));
  QString message = taskView(info.task) ? taskView(info.task)->readyMessage(info) : QString();
  if (!info.notes.isEmpty()) message += QStringLiteral(" — ") + info.notes.join(QStringLiteral("; "));
  statusBar()->showMessage(message, 10000);
  // The views that follow a sentence start on the first validation sentence.
  if (!info.validationSources.isEmpty()) workbench_->watchSentence(info.validationSources.front());
  // An opened model lands on its map: what it is, before anything it does; and the Lessons panel
  // offers a lesson about such a model (the GPT-2 one for a model folder).
  if (info.opened && std::exchange(mapOnOpen_, false)) {
    selectTab(QStringLiteral("map"));
    lessons_->suggestFor(info.task, !info.settings.start_from.empty());
  }
}

void MainWindow::startTraining() { trainAct_->trigger(); }

void MainWindow::closeEvent(QCloseEvent* event) {
  if (confirmOnClose_ && unsaved_ && state_ != TrainingState::NoModel) {
    controller_->call(&TrainingController::pause);
    const auto answer =
        QMessageBox::question(this, tr("Save the training?"),
                              tr("The model has trained since it was last saved. Save a checkpoint before closing?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) {
      event->ignore();
      return;
    }
    if (answer == QMessageBox::Save) {
      const QString path = QFileDialog::getSaveFileName(
          this, tr("Save checkpoint"), QStringLiteral("model.safetensors"), tr("Checkpoints (*.safetensors)"));
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
  const QString path =
      QDir(folder).filePath(QStringLiteral("run-%1.safetensors")
                                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
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
    std::fprintf(stderr, "transformer-workbench: %s: could not save the run: %s\n", qPrintable(signal),
                 qPrintable(message));
    quit(1);
  });
  controller_->call(&TrainingController::save, path);
}

}  // namespace twb::ui
