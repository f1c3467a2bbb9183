// The "Generate" tab of a language model: a prompt in, the model's continuation out, with the
// sampling settings as sliders (temperature, top-k, top-p), the number of new tokens and the seed.
// For a chosen step, a bar chart shows the most likely next tokens under the current slider
// settings, the token that was drawn highlighted; moving a slider re-ranks the bars at once from
// the step's stored logits (core's sampling_distribution, no model run) and, after a short pause,
// asks for the text again with the new settings. Beside it, the causal self-attention of the
// prompt and its continuation (layer, head).
// The tab computes nothing itself: its button emits generationRequested, which connectTo hands to the
// window's run (TrainingController); the answer comes back through setResult (or showError).
#pragma once

#include <QWidget>

#include <cstdint>
#include <utility>
#include <vector>

#include "decode/sampling.h"
#include "widgets/task_controls.h"
#include "views/view.h"
#include "engine/task_snapshots.h"

class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QSplitter;
class QTextEdit;
class QTimer;

namespace twb::ui {

class HeadSwitch;

class AttentionMapPanel;
class BarChartPlot;
class HeatmapPlot;

class GenerateView : public QWidget, public View {
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

  explicit GenerateView(QWidget* parent = nullptr);

  // Bars shown at most: the most likely candidates of the re-ranked distribution.
  static constexpr int kMaxBars = 15;

  QString prompt() const;
  void setPrompt(const QString& prompt);
  // The sampling settings of the controls (tokens, temperature, top-k, top-p, seed).
  twb::SamplingSettings samplingSettings() const;
  // The model's vocabulary size: the top-k slider's maximum; its context length: the tokens' maximum.
  void setModelLimits(int vocabularySize, int maxLength);

  bool hasResult() const { return hasResult_; }
  const GenerationSnapshot& result() const { return result_; }
  // The text shown: the prompt and its continuation.
  QString outputText() const;
  int step() const;  // 0-based step whose candidates the bar chart shows
  void setStep(int step);
  // The bars drawn: the re-ranked distribution of the chosen step (all of it, most likely first),
  // and how many of its candidates are drawn (at most kMaxBars).
  const std::vector<std::pair<int32_t, double>>& distribution() const { return distribution_; }
  int layer() const;  // 0-based
  void setLayer(int layer);
  int head() const;  // 0-based
  void setHead(int head);

  QLineEdit* promptEdit() const { return prompt_; }
  QPushButton* generateButton() const { return generate_; }
  QSpinBox* tokensSpin() const { return tokens_; }
  QSpinBox* seedSpin() const { return seed_; }
  QSlider* temperatureSlider() const { return temperature_; }
  QSlider* topKSlider() const { return topK_; }
  QSlider* topPSlider() const { return topP_; }
  QSlider* stepSlider() const { return step_; }
  BarChartPlot* barChart() const { return bars_; }
  HeatmapPlot* heatmapView() const;
  QTextEdit* output() const { return output_; }
  QString message() const;

  // Not a slot, so the moc never instantiates the snapshot's metatype (see AttentionView).
  void setResult(const GenerationSnapshot& result);

  // The row that switches heads off for the answers (widgets/head_switch.h).
  HeadSwitch* headSwitch() const { return headSwitch_; }

 public slots:
  // Emits generationRequested with the prompt and the current settings (the button and Enter).
  void requestGeneration();
  // Disables Generate while the owner works.
  void setBusy(bool busy);
  void showError(const QString& text);

 signals:
  void generationRequested(const QString& prompt, const twb::SamplingSettings& settings);

 private:
  HeadSwitch* headSwitch_ = nullptr;
  // The constructor's parts, in the order it calls them.
  QLayout* createPromptRow();
  QLayout* createSamplingRow();
  QSplitter* createChoicesPane();
  void connectControls();
  void onSamplingChanged();
  void updateSliderLabels();
  void redrawText();
  void redrawBars();

  QLineEdit* prompt_ = nullptr;
  QSpinBox* tokens_ = nullptr;
  QSpinBox* seed_ = nullptr;
  BusyButton* generate_ = nullptr;
  QSlider* temperature_ = nullptr;
  QSlider* topK_ = nullptr;
  QSlider* topP_ = nullptr;
  QLabel* temperatureValue_ = nullptr;
  QLabel* topKValue_ = nullptr;
  QLabel* topPValue_ = nullptr;
  QTextEdit* output_ = nullptr;
  MessageLabel* message_ = nullptr;
  QSlider* step_ = nullptr;
  QLabel* stepLabel_ = nullptr;
  BarChartPlot* bars_ = nullptr;
  AttentionMapPanel* attention_ = nullptr;
  QTimer* regenerate_ = nullptr;  // debounces the slider-driven regeneration

  GenerationSnapshot result_;
  bool hasResult_ = false;
  std::vector<std::pair<int32_t, double>> distribution_;
};

}  // namespace twb::ui
