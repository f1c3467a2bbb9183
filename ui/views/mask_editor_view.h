// The "Mask editor" tab: one sentence's attention mask of one kind, which the learner edits by
// clicking its cells (block a key for a query, or let a query see a later key), and what the model
// then does (inspect/mask_editor.h): the chosen head's attention under the edited mask beside the
// mask, and each position's choice and the loss with the model's own mask and with the edited one.
// Reset gives the model its own mask back.
#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

#include "inspect/mask_editor.h"
#include "views/view.h"

class QCPItemText;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace twb::ui {

class HeatmapPlot;
class SentenceBox;

class MaskEditorView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit MaskEditorView(QWidget* parent = nullptr);

  // View: "Mask editor"; the plots "mask-edited" and "mask-edited-attention".
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void setTask(const QString& task) override;
  void modelReady(const SessionInfo& info) override;

  SentenceBox* sentenceBox() const { return sentence_; }
  QComboBox* kindBox() const { return kind_; }
  HeatmapPlot* maskView() const { return maskView_; }
  HeatmapPlot* attentionView() const { return attentionView_; }
  QPushButton* resetButton() const { return reset_; }
  QString readout() const;
  const std::vector<twb::MaskEdit>& edits() const { return edits_; }
  bool hasRun() const { return hasRun_; }
  const twb::inspect::MaskedRun& run() const { return run_; }

  // Asks for the run of the sentence in the box with the edits so far (what Enter does).
  void requestRun();
  // What a click on the mask's cell does: that cell set against the model's own mask, or back.
  void toggleCell(int query, int key);
  // Not a slot, so that the moc never instantiates the run's metatype.
  void setRun(const twb::inspect::MaskedRun& run);

 signals:
  void runRequested(const QString& text, const QString& target, twb::AttentionKind kind,
                    const std::vector<twb::MaskEdit>& edits);

 private:
  QWidget* makeMaps();  // the mask and the attention under it, side by side
  void startOver();     // the model's own mask, asked again
  void showRun();

  SentenceBox* sentence_ = nullptr;
  QComboBox* kind_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  QPushButton* reset_ = nullptr;
  HeatmapPlot* maskView_ = nullptr;
  HeatmapPlot* attentionView_ = nullptr;
  QLabel* readout_ = nullptr;
  QStringList validationSources_, validationTargets_;
  std::vector<twb::MaskEdit> edits_;
  twb::inspect::MaskedRun run_;
  bool hasRun_ = false;
  std::vector<QCPItemText*> marks_;  // ✕ and ✓ on the cells set by hand
};

}  // namespace twb::ui
