// The "Attention" tab: the attention weights of one sentence, as core's AttentionSnapshot holds
// them. The person picks a sentence (a validation example or typed text), the kind of attention
// (translate: encoder self, decoder masked self, cross; lm: causal self; classify: encoder self),
// the layer and the head — or all heads at once as a grid. Picking a sentence asks for a new snapshot (attentionRequested); the owner answers with
// setSnapshot. Changing kind, layer or head only redraws from the snapshot already held.
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <string>

#include "task/task.h"

#include "plots/attention_math_panel.h"
#include "inspect/snapshots.h"
#include "views/view.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;
class QSplitter;
class QStackedWidget;

namespace twb::ui {

class HeatmapPlot;
class SentenceBox;

class AttentionView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit AttentionView(QWidget* parent = nullptr);

  // View: "Attention"; the plot "attention" (the chosen head's map); live: the watched sentence's
  // attention. Its sentence is the one the window's views follow (Workbench::watchSentence).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  // Its examples: the validation sentences (the first is the one shown).
  void modelReady(const SessionInfo& info) override;
  // The kinds offered and the explanations follow the task: "translate", "lm" or "classify".
  void setTask(const QString& task) override;
  QString task() const { return task_; }
  // The kinds of attention offered, as the combo box lists them.
  QList<twb::AttentionKind> kinds() const;

  // The sentences offered in the drop-down (e.g. the validation sources); the typed text is kept.
  void setExamples(const QStringList& examples);
  // The sentence currently in the box (trimmed).
  QString sentence() const;
  void setSentence(const QString& sentence);

  twb::AttentionKind kind() const;
  void setKind(twb::AttentionKind kind);
  int layer() const;  // 0-based
  void setLayer(int layer);
  int head() const;  // 0-based
  void setHead(int head);
  bool allHeads() const;
  void setAllHeads(bool on);

  bool hasSnapshot() const { return hasSnapshot_; }
  const twb::inspect::AttentionSnapshot& snapshot() const { return snapshot_; }

  // What is drawn: the chosen map (also in "all heads" mode, the chosen head's map), or an empty
  // heatmap before the first snapshot.
  const twb::inspect::Heatmap& shownHeatmap() const;
  int shownCellCount() const;
  HeatmapPlot* heatmapView() const { return single_; }
  // The grid's views, one per head of the chosen kind and layer (empty before a snapshot).
  QList<HeatmapPlot*> headViews() const { return headViews_; }
  // The status line under the controls (errors, "asking the model…").
  QString message() const;

  // Not a slot on purpose: the moc never sees the snapshot type, so whoever declares it as a Qt
  // metatype (for queued signals) can do so in their own header. Connect by member pointer.
  void setSnapshot(const twb::inspect::AttentionSnapshot& snapshot);
  // The run's head telemetry: the head picker says the chosen head's roles (and the grid each
  // head's) with the step each emerged at (probe/head_telemetry.h).
  void setHeadTelemetry(const twb::HeadTelemetry& telemetry);
  QString rolesText() const;

  // The arithmetic of one query: clicking a row of a heatmap (or chooseQuery) asks for it
  // (attentionMathRequested) and opens the panel; the owner answers with setAttentionMath. A new
  // snapshot, kind, layer or head asks again for the same query, so the panel follows the model.
  void setAttentionMath(const twb::inspect::AttentionMath& math);
  void chooseQuery(int query);
  int chosenQuery() const { return chosenQuery_; }  // -1: none yet
  AttentionMathPanel* mathPanel() const { return math_; }

 public slots:
  // A message a person can act on, e.g. the error of the last request, shown above the plots.
  void showMessage(const QString& text);
  // Asks for the current sentence again (e.g. after a training step), emitting attentionRequested.
  void requestAttention();

 signals:
  void attentionRequested(const QString& source);
  // "Use as time-lapse probe": the sentence in the box becomes the time-lapse's probe.
  void timelapseProbeRequested(const QString& source);
  void attentionMathRequested(const twb::ui::AttentionMathRequest& request);

 private:
  // The constructor's parts, in the order it calls them.
  QLayout* createControls();
  QSplitter* createMaps();
  void connectControls();
  void redraw();
  void updateRanges();
  void ensureHeadViews(int count);
  // Asks for the chosen query's math of the shown kind, layer and head (`head`: a grid view's).
  void requestMath(int head);
  // The map of (kind, layer, head) if the snapshot has it, else null (e.g. a snapshot of another
  // task's model, or a layer out of range).
  const twb::inspect::Heatmap* findMap(twb::AttentionKind kind, int layer, int head) const;
  int layerCount(twb::AttentionKind kind) const;

  SentenceBox* sentence_ = nullptr;
  QComboBox* kind_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  QCheckBox* allHeads_ = nullptr;
  QLabel* roles_ = nullptr;
  twb::HeadTelemetry telemetry_;
  void updateRoles();
  // The roles' badges of (kind, layer, head), "" when it has none or the telemetry lacks it.
  QString badgesOf(twb::AttentionKind kind, int layer, int head) const;
  QLabel* pair_ = nullptr;
  QPushButton* probeButton_ = nullptr;
  QLabel* note_ = nullptr;
  QStringList validationSources_, validationTargets_;  // of the model: a probe's reference
  QString task_ = QString::fromStdString(twb::all_tasks().front()->name());
  std::string architecture_;  // of the task's model: the kinds of attention and masks it has
  bool decoderOnly() const { return architecture_ == twb::TransformerConfig::kDecoderOnly; }
  bool encoderOnly() const { return architecture_ == twb::TransformerConfig::kEncoderOnly; }
  QLabel* message_ = nullptr;
  QStackedWidget* stack_ = nullptr;
  HeatmapPlot* single_ = nullptr;
  QWidget* grid_ = nullptr;
  QGridLayout* gridLayout_ = nullptr;
  QList<HeatmapPlot*> headViews_;
  QLabel* gridReadout_ = nullptr;
  AttentionMathPanel* math_ = nullptr;
  int chosenQuery_ = -1;
  int mathHead_ = 0;  // the head whose math was last asked for (the grid's click picks it)
  twb::inspect::AttentionSnapshot snapshot_;
  bool hasSnapshot_ = false;
  QString lastRequested_;
  bool requestedThisPass_ = false;
};

}  // namespace twb::ui
