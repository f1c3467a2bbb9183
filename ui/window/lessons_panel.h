// The Lessons panel (a dock of the main window): the lessons of core/lesson (the bundled ones and
// a person's own folder), one step at a time. A step's "Set up" asks the window for its run, its
// second run, its tab and its head; its text is shown as Markdown; its checks are asked of the
// engine (MainWindow asks the run: TrainingController::ask) when the step opens, after every evaluation of
// either run while the panel is shown, and on "Check now", and each shows ✓ with its figure and
// the step it first held at, or "not yet" with what the run shows and what to try.
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

#include "lesson/lesson_run.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace twb::ui {

class ViewRegistry;

class LessonsPanel : public QWidget {
  Q_OBJECT

 public:
  explicit LessonsPanel(QWidget* parent = nullptr);

  // The window's views, which a lesson's show: may name (a lesson naming another is refused with
  // those it may): reads the lessons with them. The registry outlives the panel. (The panel shows
  // no lesson before.)
  void setViews(const ViewRegistry* views);
  const ViewRegistry* views() const { return views_; }
  // Reads the lessons again (the bundled ones and the user's folder); keeps the lesson shown when
  // it is still there.
  void reload();
  const twb::LessonLibrary& library() const { return library_; }
  // Shows a lesson (by its name) at its first step; false when there is none of that name.
  bool showLesson(const QString& name);
  // A model of `task` was opened (trained elsewhere: a model folder): unless the lesson shown is
  // about such a model, shows the first lesson that is. False when it changes nothing.
  bool suggestFor(const QString& task, bool trainedElsewhere);
  void showStep(int index);
  int stepIndex() const { return step_; }
  const twb::Lesson* lesson() const;
  // The checks' lines as shown, in the step's order (for tests).
  QStringList checkLines() const;
  // The engine's last answer for the step's checks, as shown.
  const std::vector<twb::CheckResult>& checkResults() const { return results_; }
  // Sets the step up, as its button does.
  void setUpStep();
  // Asks for the step's checks now.
  void checkNow();

 public slots:
  // The engine's answer to checksRequested; an answer for another step is dropped.
  void showCheckResults(quint64 token, const std::vector<twb::CheckResult>& results);
  // A run was evaluated (the window's, or the second one): the checks are asked again while the
  // panel is shown.
  void runEvaluated(const std::vector<twb::HistoryPoint>& history);

 signals:
  // What a step's directives ask of the window.
  void runRequested(const twb::ExperimentSettings& settings);
  // The lesson's run (the last run: up to this step) with the step's compare: changes, described by
  // `change`, for `steps` steps (-1: the Experiment panel's epochs).
  void comparisonRequested(const twb::ExperimentSettings& second, const QString& change, qint64 steps);
  void tabRequested(const QString& key);
  void headRequested(twb::AttentionKind kind, int layer, int head);
  void sentenceRequested(const QString& sentence);
  void checksRequested(quint64 token, const std::vector<twb::LessonCheck>& checks);
  // The engine's answer for the step shown is shown (checkResults()); a late one for another is not.
  void checksShown();

 private:
  void layOutParts();
  void connectControls();
  void showCurrent();
  void updateChecks();
  const twb::LessonStep* currentStep() const;

  const ViewRegistry* views_ = nullptr;
  twb::LessonLibrary library_;
  int lesson_ = -1, step_ = 0;
  quint64 token_ = 0;
  // The step's checks: the last result and the run's step each first held at (-1: not yet).
  std::vector<twb::CheckResult> results_;
  std::vector<int64_t> firstHeld_;

  QComboBox* lessons_ = nullptr;
  QLabel* summary_ = nullptr;
  QLabel* stepTitle_ = nullptr;
  QPushButton* back_ = nullptr;
  QPushButton* next_ = nullptr;
  QPushButton* setUp_ = nullptr;
  QPushButton* check_ = nullptr;
  QTextBrowser* text_ = nullptr;
  QLabel* checks_ = nullptr;
  QLabel* folder_ = nullptr;
};

}  // namespace twb::ui
