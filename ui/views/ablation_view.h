// The "Ablation" tab: what each head is worth (train/ablation_grid.h). Measure switches every head
// of the chosen kind off in turn, zeroed and replaced by its mean, and evaluates the run's model on
// the first validation examples each time; the grid (plots/ablation_plot.h) draws the change in the
// loss or the task's metric. A click on a head switches it off for the task tab's answers (and,
// ticked, for training), the same switch as the task tabs' row (widgets/head_switch.h).
#pragma once

#include <QWidget>

#include "train/ablation_grid.h"
#include "views/view.h"

class QComboBox;
class QLabel;
class QProgressBar;

namespace twb::ui {

class AblationPlot;
class BusyButton;
class HeadSwitch;

class AblationView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit AblationView(QWidget* parent = nullptr);

  // View: "Ablation"; the plot "ablation" (CSV: a row per head, every measure zeroed and by mean).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void setTask(const QString& task) override;
  void modelReady(const SessionInfo& info) override;

  AblationPlot* view() const { return view_; }
  HeadSwitch* headSwitch() const { return switch_; }
  QComboBox* kindBox() const { return kind_; }
  QComboBox* measureBox() const { return measure_; }
  QComboBox* ablationBox() const { return ablation_; }
  BusyButton* measureButton() const { return measureButton_; }
  QString readout() const;

  // Not a slot, so that the moc never instantiates the grid's metatype.
  void setGrid(const twb::AblationGrid& grid);

 signals:
  void ablationRequested(const QString& kind);

 private:
  void connectControls();
  void requestGrid();
  void showReadout();

  QComboBox* kind_ = nullptr;
  QComboBox* measure_ = nullptr;
  QComboBox* ablation_ = nullptr;
  BusyButton* measureButton_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* readout_ = nullptr;
  AblationPlot* view_ = nullptr;
  HeadSwitch* switch_ = nullptr;
};

}  // namespace twb::ui
