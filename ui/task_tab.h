// The tab of a task, in the window's fifth place: what the task's model does for a person
// (Translate, Generate, Classify). The views every task shares (Curves, Attention, Positional
// encoding, Masks) ask the engine's Task (task/task.h); this is the one part of the window that
// is a task's own. A fourth task adds one widget implementing it, listed in MainWindow's
// constructor.
#pragma once

#include <QString>

#include <functional>
#include <vector>

#include "session_info.h"

class QWidget;

namespace twb::ui {

class BarChartView;
class HeatmapView;

// One plot of a task tab that Export and Export all write.
struct TabPlot {
  QString fileName;   // "generate-next-token": the files' name in Export all
  QString menuTitle;  // "Next-token probabilities…": Export's menu when the tab has several
  std::function<bool()> hasData;
  std::function<bool(const QString&)> exportTo;  // PNG, PDF, SVG or CSV by the suffix
  std::function<void()> exportWithDialog;
};
TabPlot tabPlot(const QString& fileName, const QString& menuTitle, HeatmapView* view);
TabPlot tabPlot(const QString& fileName, const QString& menuTitle, BarChartView* view);

class TaskTab {
 public:
  virtual ~TaskTab() = default;
  virtual QString taskName() const = 0;  // the engine's name of the task: "translate"
  virtual QString tabTitle() const = 0;  // "Translate"
  virtual QWidget* widget() = 0;
  // A model of the task is ready: its limits, its class names, a first input to try.
  virtual void modelReady(const SessionInfo& info) = 0;
  // The status bar's line for it: "Model ready: …".
  virtual QString readyMessage(const SessionInfo& info) const = 0;
  // Asks the model for the tab's answer to its input (translate, continue, classify).
  virtual void requestAnswer() = 0;
  // The tab's plots, in the order Export's menu lists them.
  virtual std::vector<TabPlot> plots() const = 0;
  virtual void setBusy(bool busy) = 0;
  virtual void showError(const QString& message) = 0;
};

}  // namespace twb::ui
