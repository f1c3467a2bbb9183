// One page of the main window: a view. MainWindow holds a list of views and loops over it to show
// them as tabs of their workspaces, to export their plots, to tell the engine which view is shown (its
// feeds run while training: engine/live_feed.h), and to tell each of them when the task or the model changes. A new view is
// one class that implements View and one line that declares it (window/view_registry.cpp), or a
// declaration given to MainWindow::addView. docs/adding-a-view.md walks through one.
#pragma once

#include <QString>

#include <functional>
#include <vector>

#include "engine/session_info.h"
#include "engine/training_controller.h"

class QWidget;

namespace twb::ui {

class BarChartPlot;
class HeatmapPlot;
class Workbench;

// One plot of a view that Export and Export all write.
struct TabPlot {
  QString fileName;   // "generate-next-token": the files' name in Export all
  QString menuTitle;  // "Next-token probabilities…": Export's menu when the view has several
  std::function<bool()> hasData;
  std::function<bool(const QString&)> exportTo;  // PNG, PDF, SVG or CSV by the suffix
  std::function<void()> exportWithDialog;
};
TabPlot tabPlot(const QString& fileName, const QString& menuTitle, HeatmapPlot* view);
TabPlot tabPlot(const QString& fileName, const QString& menuTitle, BarChartPlot* view);
// Any plot view that says whether it has data (HealthPlot, HeadsPlot, LogitLensPlot, …).
template <class PlotView>
requires requires(PlotView* v, const QString& path) {
  v->hasData();
  v->exportTo(path);
  v->exportWithDialog();
}
TabPlot tabPlot(const QString& fileName, const QString& menuTitle, PlotView* view) {
  return {fileName, menuTitle, [view] { return view->hasData(); },
          [view](const QString& path) { return view->exportTo(path); }, [view] { view->exportWithDialog(); }};
}

// A task view's question of its model (translate, continue, classify), asked of `run` with the
// saved weights and the heads the learner switched off: the view is busy until `show` has its
// answer, or until it shows the message `couldNot(why)` makes.
template <class TaskView, class Produce, class Show>
requires requires(TaskView* v, const QString& text) {
  v->setBusy(true);
  v->showError(text);
}
void askTheModel(TrainingController& run, TaskView* view, const QString& id, Produce produce, Show show,
                 std::function<QString(const QString& why)> couldNot) {
  view->setBusy(true);
  run.ask(
      view, id, std::move(produce),
      [view, show = std::move(show)](const auto& answer) {
        view->setBusy(false);
        show(answer);
      },
      [view, couldNot = std::move(couldNot)](const QString& why) {
        view->setBusy(false);
        view->showError(couldNot(why));
      },
      Needs{.savedWeights = true, .headsOff = true});
}

class View {
 public:
  virtual ~View() = default;

  // What its declaration (window/view_registry.h) names it, given when it joins the window: the
  // stable id ("attention") and the tab's text ("Attention").
  const QString& id() const { return id_; }
  const QString& title() const { return title_; }
  void declare(const QString& id, const QString& title) {
    id_ = id;
    title_ = title;
  }

  virtual QWidget* widget() = 0;  // the page; MainWindow's tabs own it
  // The plots Export (of the shown view) and Export all write, in the order Export's menu lists
  // them. Export writes the only one without asking.
  virtual std::vector<TabPlot> plots() = 0;
  // Wires the view to the engine and to the other views: connects the controllers' signals to it
  // and its requests to them (workbench.h). Called once, when the view joins the window.
  virtual void connectTo(Workbench& workbench) = 0;

  // The Experiment panel's task changed: the engine's name ("translate", "lm", "classify").
  virtual void setTask(const QString& task) { (void)task; }
  // A model is ready (built, reset or opened). A task's view hears of its own task's models only.
  virtual void modelReady(const SessionInfo& info) { (void)info; }

  // The views of one task (Translate, Generate, Classify): what its model does for a person. They
  // give the engine's name of their task; of them, the window shows the Experiment panel's task's,
  // in the place of the first in the list. The other views give "".
  virtual QString taskName() const { return {}; }
  // The status bar's line when its task's model is ready: "Model ready: …".
  virtual QString readyMessage(const SessionInfo& info) const {
    (void)info;
    return {};
  }
  // Asks the model for the view's answer to its input (translate, continue, classify).
  virtual void requestAnswer() {}

 private:
  QString id_, title_;
};

}  // namespace twb::ui
