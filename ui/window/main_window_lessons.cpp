// The main window's Lessons dock (lessons_panel.h): where it sits, and what a lesson step's set-up
// and checks ask of the window and the engine.

#include <QDockWidget>
#include <QFileDialog>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include "engine/comparison_controller.h"
#include "views/workbench.h"
#include "window/experiment_panel.h"
#include "window/lessons_panel.h"
#include "window/main_window.h"

namespace twb::ui {

void MainWindow::createLessonsDock() {
  lessons_ = new LessonsPanel;
  lessons_->setObjectName(QStringLiteral("lessonsPanel"));
  lessonsDock_ = new QDockWidget(tr("Lessons"), this);
  lessonsDock_->setObjectName(QStringLiteral("lessonsDock"));
  lessonsDock_->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
  lessonsDock_->setWidget(lessons_);
  // A tab beside the Experiment dock, so that the views keep their room on a laptop's screen; the
  // one shown on the first start (the window's saved state says where the person left it after).
  addDockWidget(Qt::LeftDockWidgetArea, lessonsDock_);
  tabifyDockWidget(dock_, lessonsDock_);
  if (!QSettings().contains(QStringLiteral("mainWindow/state"))) lessonsDock_->raise();
}

void MainWindow::connectLessons() {
  lessons_->setViews(&registry_);
  connect(lessons_, &LessonsPanel::runRequested, this, [this](const twb::ExperimentSettings& settings) {
    if (unsaved_ && QMessageBox::question(this, tr("Lesson"),
                                          tr("This step starts a new run. Discard the current model and its unsaved "
                                             "training?")) != QMessageBox::Yes)
      return;
    panel_->showSettings(settings);
    if (settings.start_from == twb::kAskForModel) {  // the learner's own model folder
      const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face GPT-2 folder"));
      if (!folder.isEmpty()) openCheckpoint(folder, false);  // the step shows its own view
      return;
    }
    if (configureFromPanel())
      statusBar()->showMessage(tr("The lesson's run is set up in the Experiment panel: press Train (Space)."), 10000);
  });
  connect(lessons_, &LessonsPanel::comparisonRequested, workbench_, &Workbench::startComparisonWith);
  connect(lessons_, &LessonsPanel::tabRequested, this, [this](const QString& key) { selectTab(key); });
  connect(lessons_, &LessonsPanel::headRequested, workbench_, &Workbench::focusHead);
  connect(lessons_, &LessonsPanel::sentenceRequested, workbench_, &Workbench::watchSentence);
  connect(
      lessons_, &LessonsPanel::checksRequested, this,
      [this](quint64 token, const std::vector<twb::LessonCheck>& checks) {
        const bool compared = comparison_->state() != TrainingState::NoModel;
        std::vector<twb::HistoryPoint> comparison;
        if (compared) comparison = comparison_->history();
        // The step's checks on the run now, in their order; one that cannot be read says why
        // in its hint, and with no run yet every one says so.
        controller_->ask(
            lessons_, QStringLiteral("lesson-checks"),
            [checks, comparison = std::move(comparison), compared](twb::TrainingSession& s) {
              std::vector<twb::CheckResult> results;
              for (const twb::LessonCheck& check : checks) {
                try {
                  results.push_back(twb::evaluate_check(check, s, compared ? &comparison : nullptr));
                } catch (const std::exception& e) {
                  twb::CheckResult failed;
                  failed.hint = e.what();
                  results.push_back(std::move(failed));
                }
              }
              return results;
            },
            [this, token](const std::vector<twb::CheckResult>& results) { lessons_->showCheckResults(token, results); },
            [this, token, count = checks.size()](const QString&) {
              twb::CheckResult none;
              none.hint = tr("there is no run yet: press Set up, then Train").toStdString();
              lessons_->showCheckResults(token, std::vector<twb::CheckResult>(count, none));
            });
      });
  connect(controller_.get(), &TrainingController::historyChanged, lessons_, &LessonsPanel::runEvaluated);
  connect(comparison_.get(), &ComparisonController::historyChanged, lessons_, &LessonsPanel::runEvaluated);
  lessons_->checkNow();  // the first step's, asked before the engine was connected
}

}  // namespace twb::ui
