// The "Curves" tab: training loss per step, validation loss and the task's score at each
// evaluation (on the right-hand axis: BLEU for translate; answer accuracy for lm when the history
// has it, else perplexity; accuracy for classify), and the learning rate in a second, smaller plot
// below. Live while
// training, redrawn at most ~10 times a second; wheel zooms, drag pans, double-click fits; the
// value of the point nearest the mouse is read out under the plot.
#pragma once

#include <QWidget>

#include <vector>

#include "task/task.h"
#include "views/view.h"

class QCPAxisRect;
class QCPGraph;
class QCustomPlot;
class QLabel;
class QMouseEvent;
class QTimer;

namespace twb::ui {

class CurvesView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit CurvesView(QWidget* parent = nullptr);

  // View: "Curves"; the plot "curves" (both plots in one file; CSV: a row per step).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  // A new or reset run starts with empty curves; an opened checkpoint draws the run it saved.
  void modelReady(const SessionInfo& info) override;
  // The task whose score the second axis shows (a task's name, task/task.h).
  void setTask(const QString& task) override;
  QString task() const { return task_; }
  // The name of the score on the second axis ("validation BLEU", "answer accuracy (%)", …), which
  // is also the CSV column's heading; and its CSV column name (validation_bleu, …).
  QString scoreName() const;
  QString scoreColumn() const { return scoreColumn_; }

  int trainLossPointCount() const;
  int validationPointCount() const;
  QCustomPlot* plot() const { return plot_; }
  QString readout() const;

  // Writes the plots as PNG, PDF or SVG, or the curves' numbers as CSV (step, train_loss,
  // validation_loss, the score (validation_bleu, validation_answer_accuracy, validation_perplexity
  // or validation_accuracy), learning_rate; an empty cell where a curve has no point at that step),
  // chosen by the file's suffix. False for another suffix or a failed write.
  bool exportTo(const QString& path) const;
  // Rows of data the CSV export writes (distinct steps over all curves).
  int csvRowCount() const;

 public slots:
  void clear();
  void addStep(const twb::StepReport& report);
  void setHistory(const std::vector<twb::HistoryPoint>& history);
  // Draws a finished run from its history alone, e.g. a checkpoint's: the training loss and the
  // learning rate at each history point (their means over the interval) and the validation curves.
  void showRun(const std::vector<twb::HistoryPoint>& history);
  void fitAll();
  void exportWithDialog();
  // The step axis logarithmic (a series saved at steps 1, 2, 4 …; the context menu's toggle).
  void setLogSteps(bool logarithmic);

 public:
  bool logSteps() const { return logSteps_; }

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void buildPlot();  // the curves and the learning-rate strip
  static QString noteText(const QString& scoreExplanation);
  void scheduleReplot();
  void replotNow();
  void onMouseMove(QMouseEvent* event);
  void showContextMenu(const QPoint& pos);
  bool writeCsv(const QString& path) const;

  QCustomPlot* plot_ = nullptr;
  QCPAxisRect* lrRect_ = nullptr;
  QCPGraph* trainLoss_ = nullptr;
  QCPGraph* validationLoss_ = nullptr;
  QCPGraph* validationBleu_ = nullptr;
  QCPGraph* learningRate_ = nullptr;
  // The task's losses of parts of the data (Task::loss_metrics), dashed beside the validation loss,
  // in the legend and the CSV only when the run has them.
  struct PartLoss {
    twb::Metric metric;
    QCPGraph* graph = nullptr;
  };
  std::vector<PartLoss> partLosses_;
  std::vector<QCPGraph*> graphs() const;  // every curve, the part losses after the score
  QLabel* readout_ = nullptr;
  QTimer* replotTimer_ = nullptr;
  bool userMovedView_ = false;  // the user zoomed or panned: stop following the data
  bool logSteps_ = false;
  bool replotWhenShown_ = false;  // data came while hidden: draw it when shown
  void showScore(const twb::Metric& metric);
  QString task_;
  std::vector<twb::Metric> metrics_;  // the task's, the score's candidates in order
  twb::Metric score_;                 // the one the second axis draws
  QString scoreColumn_ = QStringLiteral("validation_bleu");
  QLabel* note_ = nullptr;
};

}  // namespace twb::ui
