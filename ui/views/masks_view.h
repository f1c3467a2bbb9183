// The "Masks" tab: the masks of a batch, as core's MaskSnapshot holds them — the source and target
// padding masks of the whole batch (a row per sentence, 1 = real token, 0 = padding), the no-peek
// mask (a query may look at its own and earlier positions) and the decoder's combined mask (padding
// AND no-peek) of one chosen sentence, labelled with its real tokens. Choosing another sentence
// emits sentenceChosen; the owner answers with setSnapshot.
// For a language model the batch's padding mask, the causal (no-peek) mask and their combination
// are shown; for a classifier the padding mask and the encoder's mask of one sentence.
#pragma once

#include <QWidget>

#include <string>

#include "task/task.h"

#include "inspect/snapshots.h"
#include "views/view.h"

class QGridLayout;
class QLabel;
class QSpinBox;

namespace twb::ui {

class HeatmapPlot;
class WrappedLabel;

class MasksView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit MasksView(QWidget* parent = nullptr);

  // View: "Masks"; the plot "masks-combined"; live: the last batch's masks.
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  // Which masks are shown and how they are explained: "translate", "lm" or "classify".
  void setTask(const QString& task) override;
  QString task() const { return task_; }

  bool hasSnapshot() const { return hasSnapshot_; }
  const twb::inspect::MaskSnapshot& snapshot() const { return snapshot_; }
  int sentence() const;  // 0-based index in the batch

  HeatmapPlot* sourcePaddingView() const { return sourcePadding_; }
  HeatmapPlot* targetPaddingView() const { return targetPadding_; }
  HeatmapPlot* noPeekView() const { return noPeek_; }
  HeatmapPlot* combinedView() const { return combined_; }
  HeatmapPlot* localView() const { return local_; }
  QSpinBox* sentenceSpin() const { return sentence_; }
  // The line that names the cell under the mouse in any of the maps ("sentence 2, source position
  // 3: “drei” — real token") or the chosen sentence's tokens when nothing is hovered. The maps'
  // own read-out lines are hidden.
  QString hoverText() const;

  // Names the padding-mask cell (row = sentence, column = position) as the hover line does.
  QString describePaddingCell(bool source, int row, int column) const;
  // Names the no-peek (or, where `combined`, the chosen sentence's combined) mask cell: the query
  // and key tokens, and why a blocked cell is blocked (a later position, padding).
  QString describeMaskCell(bool combined, int row, int column) const;
  // The same for the local layers' mask: a blocked cell may also lie outside the window.
  QString describeLocalCell(int row, int column) const;

  // Not a slot, so the moc never instantiates the snapshot's metatype (see AttentionView).
  void setSnapshot(const twb::inspect::MaskSnapshot& snapshot);

 public slots:
  void showMessage(const QString& text);

 signals:
  void sentenceChosen(int sentence);

 private:
  void connectControls();
  void explain();  // the note and the tip for the task's architecture
  void showSentenceTokens();

  QSpinBox* sentence_ = nullptr;
  WrappedLabel* hover_ = nullptr;
  QLabel* message_ = nullptr;
  bool unpadded_ = false;  // the batch shown has no padding at all
  QLabel* note_ = nullptr;
  QGridLayout* grid_ = nullptr;
  QString task_;
  std::string architecture_;  // of the task's model: the kinds of attention and masks it has
  bool decoderOnly() const { return architecture_ == twb::TransformerConfig::kDecoderOnly; }
  bool encoderOnly() const { return architecture_ == twb::TransformerConfig::kEncoderOnly; }
  HeatmapPlot* sourcePadding_ = nullptr;
  HeatmapPlot* targetPadding_ = nullptr;
  HeatmapPlot* noPeek_ = nullptr;
  HeatmapPlot* combined_ = nullptr;
  HeatmapPlot* local_ = nullptr;  // a model with local layers only
  twb::inspect::MaskSnapshot snapshot_;
  bool hasSnapshot_ = false;
};

}  // namespace twb::ui
