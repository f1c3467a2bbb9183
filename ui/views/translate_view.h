// The "Translate" tab: a sentence in, the model's translation out — greedy or beam search (its
// hypotheses with their scores), optionally the top-k next-token probabilities of each step, and
// the cross-attention of the produced translation (last decoder layer, chosen head).
// The tab computes nothing itself: its button emits translationRequested, which connectTo hands to the
// window's run (TrainingController); the answer comes back through setResult (or showError).
#pragma once

#include <QList>
#include <QPair>
#include <QStringList>
#include <QWidget>

#include "inspect/snapshots.h"
#include "widgets/task_controls.h"
#include "engine/task_snapshots.h"
#include "views/view.h"

class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;

namespace twb::ui {

class HeadSwitch;

class AttentionMapPanel;
class HeatmapPlot;

class TranslateView : public QWidget, public View {
  Q_OBJECT

 public:
  // View: the task's own view, shown for its task only
  QString taskName() const override;
  QWidget* widget() override { return this; }
  void modelReady(const SessionInfo& info) override;
  QString readyMessage(const SessionInfo& info) const override;
  void requestAnswer() override;
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;

  explicit TranslateView(QWidget* parent = nullptr);

  QString input() const;
  void setInput(const QString& sentence);
  // 1 for greedy, else the beam width chosen.
  int beamWidth() const;
  void setBeamWidth(int width);  // 1 selects greedy

  QString translation() const;
  QStringList beamHypotheses() const;
  int head() const;  // 0-based head of the cross-attention shown
  void setHead(int head);
  const twb::inspect::AttentionSnapshot& snapshot() const { return snapshot_; }

  HeatmapPlot* heatmapView() const;
  QLineEdit* inputEdit() const { return input_; }
  QPushButton* translateButton() const { return translate_; }
  QListWidget* beamList() const { return beams_; }
  QTableWidget* topKTable() const { return topK_; }

  // Not slots, so the moc never instantiates the snapshot's metatype (see AttentionView).
  void setResult(const QString& translation, const QStringList& beamHypothesesWithScores,
                 const twb::inspect::AttentionSnapshot& snapshot);
  // Per output step: the produced token and the k most likely next tokens with their
  // probabilities, best first. An empty list hides the table.
  void setTopK(const QStringList& producedTokens, const QList<QList<QPair<QString, double>>>& candidates);

  // The per-step top-k of a greedy hypothesis (task_snapshots.h's top_k_steps).
  void setTopK(const TopKSteps& steps) { setTopK(steps.produced, steps.candidates); }

  // The row that switches heads off for the answers (widgets/head_switch.h).
  HeadSwitch* headSwitch() const { return headSwitch_; }

 public slots:
  // Emits translationRequested for the typed sentence (what the button and Enter do).
  void requestTranslation();
  // Disables Translate while the owner works, so a request is not sent twice.
  void setBusy(bool busy);
  void showError(const QString& text);

 signals:
  void translationRequested(const QString& sentence, int beamWidth);

 protected:
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  HeadSwitch* headSwitch_ = nullptr;
  // The constructor's parts, in the order it calls them.
  QLayout* createControls();
  void createResultPanes();
  // Shows the beam list only when there are hypotheses (or nothing else to show), and widens the
  // pane so the top-5 table shows every column.
  void showLeftPane();
  // Arranges the top-5 pane and the attention map: side by side, or the pane above the map when
  // the map draws more of its word labels that way (a laptop's window); then gives the pane the
  // room its table needs.
  void fitTopKPane();

  QLineEdit* input_ = nullptr;
  QComboBox* search_ = nullptr;
  QSpinBox* width_ = nullptr;
  BusyButton* translate_ = nullptr;
  QLineEdit* output_ = nullptr;
  MessageLabel* message_ = nullptr;
  QLabel* beamsLabel_ = nullptr;
  QListWidget* beams_ = nullptr;
  QTableWidget* topK_ = nullptr;
  AttentionMapPanel* attention_ = nullptr;
  QSplitter* splitter_ = nullptr;
  twb::inspect::AttentionSnapshot snapshot_;
};

}  // namespace twb::ui
