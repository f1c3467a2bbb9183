#include "views/generate_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

#include "plots/attention_map_panel.h"
#include "plots/bar_chart_plot.h"
#include "task/task.h"
#include "widgets/task_controls.h"
#include "text/special_tokens.h"
#include "views/workbench.h"
#include "widgets/head_switch.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

constexpr int kRegenerateDelayMs = 350;  // a slider that keeps moving asks for text once it rests

QSlider* makeSlider(const char* name, int min, int max, int value, const QString& tip) {
  auto* slider = new QSlider(Qt::Horizontal);
  slider->setObjectName(QLatin1String(name));
  slider->setRange(min, max);
  slider->setValue(value);
  slider->setToolTip(tip);
  slider->setMinimumWidth(110);
  return slider;
}

QLabel* makeValueLabel(const char* name) {
  auto* label = new QLabel;
  label->setObjectName(QLatin1String(name));
  label->setMinimumWidth(label->fontMetrics().horizontalAdvance(QStringLiteral("greedy ")));
  return label;
}

// Text as HTML that keeps its spaces.
QString html(const QString& text) { return text.toHtmlEscaped(); }

}  // namespace

GenerateView::GenerateView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("generateTab"));
  QLayout* promptRow = createPromptRow();
  QLayout* samplingRow = createSamplingRow();
  auto* note =
      new WrappedLabel(tr("<b>What am I looking at?</b> The model writes one token at a time: at each step it gives "
                          "every token of its vocabulary a score, the scores become probabilities, and one token is "
                          "drawn. The bars show the most likely next tokens at the chosen step — the drawn one in "
                          "orange. <i>Temperature</i> sharpens (&lt; 1) or flattens (&gt; 1) the probabilities, "
                          "<i>top-k</i> keeps only the k best tokens, <i>top-p</i> the best ones that add up to p: "
                          "move a slider and the bars change at once, then the text is written again. The heatmap "
                          "shows, for each token (row), which earlier tokens (columns) it looked at — never later "
                          "ones, so everything above the diagonal is 0."));
  note->setObjectName(QStringLiteral("generateNote"));
  note->setTextFormat(Qt::RichText);

  output_ = new QTextEdit;
  output_->setObjectName(QStringLiteral("generateOutput"));
  output_->setReadOnly(true);
  output_->setPlaceholderText(tr("The prompt and the model's continuation (highlighted) appear here"));
  output_->setFixedHeight(output_->fontMetrics().lineSpacing() * 4 + 12);
  message_ = new MessageLabel;
  message_->setObjectName(QStringLiteral("generateMessage"));

  QSplitter* splitter = createChoicesPane();

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(promptRow);
  layout->addLayout(samplingRow);
  layout->addWidget(note);
  layout->addWidget(output_);
  layout->addWidget(message_);
  layout->addWidget(splitter, 1);

  connectControls();
  updateSliderLabels();
}

// The prompt, the number of tokens, the seed and Generate.
QLayout* GenerateView::createPromptRow() {
  prompt_ = new QLineEdit;
  prompt_->setObjectName(QStringLiteral("generatePrompt"));
  prompt_->setPlaceholderText(tr("Type the beginning of a text (or nothing) and press Enter"));
  prompt_->setClearButtonEnabled(true);
  tokens_ = new QSpinBox;
  tokens_->setObjectName(QStringLiteral("generateTokens"));
  tokens_->setRange(1, 1024);
  tokens_->setValue(20);
  tokens_->setToolTip(
      tr("How many tokens to add at most (generation also stops at <eos> and at the "
         "model's context length)."));
  seed_ = new QSpinBox;
  seed_->setObjectName(QStringLiteral("generateSeed"));
  seed_->setRange(0, std::numeric_limits<int>::max());
  seed_->setValue(1);
  seed_->setToolTip(tr("The random draws of sampling: the same seed and settings give the same text."));
  generate_ = new BusyButton(tr("Generate"), tr("Generating…"));
  generate_->setObjectName(QStringLiteral("generateButton"));
  generate_->setDefault(true);

  auto* promptRow = new QHBoxLayout;
  promptRow->addWidget(new QLabel(tr("Prompt:")));
  promptRow->addWidget(prompt_, 1);
  promptRow->addWidget(new QLabel(tr("Tokens:")));
  promptRow->addWidget(tokens_);
  promptRow->addWidget(new QLabel(tr("Seed:")));
  promptRow->addWidget(seed_);
  promptRow->addWidget(generate_);
  headSwitch_ = new HeadSwitch;
  promptRow->addWidget(headSwitch_);
  return promptRow;
}

// Temperature, top-k and top-p: a slider and its value each.
QLayout* GenerateView::createSamplingRow() {
  temperature_ = makeSlider("generateTemperature", 0, 200, 100,
                            tr("Temperature: divides the logits before the softmax. Below 1 sharpens the "
                               "distribution, above 1 flattens it; 0 always takes the most likely token (greedy)."));
  topK_ = makeSlider("generateTopK", 0, 100, 0, tr("Top-k: draw only from the k most likely tokens; 0 turns it off."));
  topP_ = makeSlider("generateTopP", 5, 100, 100,
                     tr("Top-p (nucleus): draw only from the most likely tokens whose probabilities add "
                        "up to p; 1 turns it off."));
  temperatureValue_ = makeValueLabel("generateTemperatureValue");
  topKValue_ = makeValueLabel("generateTopKValue");
  topPValue_ = makeValueLabel("generateTopPValue");
  auto* samplingRow = new QHBoxLayout;
  samplingRow->addWidget(new QLabel(tr("Temperature:")));
  samplingRow->addWidget(temperature_, 1);
  samplingRow->addWidget(temperatureValue_);
  samplingRow->addSpacing(12);
  samplingRow->addWidget(new QLabel(tr("Top-k:")));
  samplingRow->addWidget(topK_, 1);
  samplingRow->addWidget(topKValue_);
  samplingRow->addSpacing(12);
  samplingRow->addWidget(new QLabel(tr("Top-p:")));
  samplingRow->addWidget(topP_, 1);
  samplingRow->addWidget(topPValue_);
  return samplingRow;
}

// The step's choices (its bar chart, with the step slider above) beside the attention map.
QSplitter* GenerateView::createChoicesPane() {
  step_ = new QSlider(Qt::Horizontal);
  step_->setObjectName(QStringLiteral("generateStep"));
  step_->setRange(0, 0);
  step_->setEnabled(false);
  step_->setPageStep(1);
  step_->setToolTip(tr("Which step of the generation the bar chart shows."));
  stepLabel_ = new WrappedLabel(tr("Generate some text to see the choices the model had."));
  stepLabel_->setObjectName(QStringLiteral("generateStepLabel"));
  bars_ = new BarChartPlot(Qt::Vertical);
  bars_->setObjectName(QStringLiteral("generateBars"));
  bars_->setTitle(tr("Next-token probabilities"));
  bars_->setValueAxisLabel(tr("probability"));
  bars_->setCategoryAxisLabel(tr("candidate next token"));
  bars_->setValueRange(0, 1.08);
  bars_->setHighlightName(tr("drawn"));
  bars_->setEmptyText(tr("No text generated yet"));

  attention_ = new AttentionMapPanel(QStringLiteral("generate"), tr("Causal self-attention of the whole text,"));

  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  auto* stepRow = new QHBoxLayout;
  stepRow->addWidget(new QLabel(tr("Step:")));
  stepRow->addWidget(step_, 1);
  leftLayout->addLayout(stepRow);
  leftLayout->addWidget(stepLabel_);
  leftLayout->addWidget(bars_, 1);

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(left);
  splitter->addWidget(attention_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  return splitter;
}

void GenerateView::connectControls() {
  regenerate_ = new QTimer(this);
  regenerate_->setSingleShot(true);
  regenerate_->setInterval(kRegenerateDelayMs);
  connect(regenerate_, &QTimer::timeout, this, &GenerateView::requestGeneration);

  connect(generate_, &QPushButton::clicked, this, &GenerateView::requestGeneration);
  connect(prompt_, &QLineEdit::returnPressed, this, &GenerateView::requestGeneration);
  for (QSlider* slider : {temperature_, topK_, topP_}) {
    connect(slider, &QSlider::valueChanged, this, &GenerateView::onSamplingChanged);
  }
  for (QSpinBox* spin : {tokens_, seed_}) {
    connect(spin, &QSpinBox::valueChanged, this, [this] {
      if (hasResult_) regenerate_->start();
    });
  }
  connect(step_, &QSlider::valueChanged, this, [this] {
    redrawText();
    redrawBars();
  });
}

QString GenerateView::prompt() const { return prompt_->text(); }
void GenerateView::setPrompt(const QString& prompt) { prompt_->setText(prompt); }

twb::SamplingSettings GenerateView::samplingSettings() const {
  twb::SamplingSettings s;
  s.max_new_tokens = tokens_->value();
  s.temperature = temperature_->value() / 100.0;
  s.top_k = topK_->value();
  s.top_p = topP_->value() / 100.0;
  s.seed = static_cast<uint64_t>(seed_->value());
  return s;
}

void GenerateView::setModelLimits(int vocabularySize, int maxLength) {
  if (vocabularySize > 0) topK_->setMaximum(vocabularySize);
  if (maxLength > 1) tokens_->setMaximum(maxLength - 1);
}

int GenerateView::step() const { return step_->value(); }
void GenerateView::setStep(int step) { step_->setValue(step); }
int GenerateView::layer() const { return attention_->layer(); }
void GenerateView::setLayer(int layer) { attention_->setLayer(layer); }
int GenerateView::head() const { return attention_->head(); }
void GenerateView::setHead(int head) { attention_->setHead(head); }
HeatmapPlot* GenerateView::heatmapView() const { return attention_->heatmapView(); }
QString GenerateView::message() const { return message_->message(); }

QString GenerateView::outputText() const {
  if (!hasResult_) return {};
  return result_.promptText + result_.continuationPieces.join(QString());
}

void GenerateView::requestGeneration() {
  regenerate_->stop();
  message_->clearMessage();
  emit generationRequested(prompt(), samplingSettings());
}

void GenerateView::setBusy(bool busy) { generate_->setBusy(busy); }
void GenerateView::showError(const QString& text) { message_->showMessage(text); }

void GenerateView::setResult(const GenerationSnapshot& result) {
  result_ = result;
  hasResult_ = true;
  message_->showMessage(unknownTokensNote(result_.unknownTokens, tr("the model")));
  const int steps = static_cast<int>(result_.steps.size());
  {
    const QSignalBlocker block(step_);
    const int keep = step_->value();
    step_->setRange(0, std::max(0, steps - 1));
    step_->setValue(std::clamp(keep, 0, std::max(0, steps - 1)));
    step_->setEnabled(steps > 1);
  }
  redrawText();
  redrawBars();
  attention_->setMaps(result_.attention, result_.layers, result_.heads);
}

void GenerateView::onSamplingChanged() {
  updateSliderLabels();
  redrawBars();  // re-ranked from the stored logits: no model run
  if (hasResult_) regenerate_->start();
}

void GenerateView::updateSliderLabels() {
  const twb::SamplingSettings s = samplingSettings();
  temperatureValue_->setText(s.temperature == 0 ? tr("greedy") : QString::number(s.temperature, 'f', 2));
  topKValue_->setText(s.top_k == 0 ? tr("off") : QString::number(s.top_k));
  topPValue_->setText(s.top_p >= 1 ? tr("off") : QString::number(s.top_p, 'f', 2));
}

void GenerateView::redrawText() {
  if (!hasResult_) {
    output_->clear();
    return;
  }
  const int chosen = step();
  QString text = QStringLiteral("<span style=\"white-space: pre-wrap\">%1").arg(html(result_.promptText));
  for (int i = 0; i < result_.continuationPieces.size(); ++i) {
    const bool eos = static_cast<size_t>(i) < result_.steps.size() && result_.steps[size_t(i)].token == twb::kEosId;
    const QString piece = eos ? QStringLiteral("⟨eos⟩") : html(result_.continuationPieces[i]);
    const QString style = i == chosen ? QStringLiteral("background-color:#f6b26b; font-weight:bold;")
                                      : QStringLiteral("background-color:#fff2cc;");
    text += QStringLiteral("<span style=\"%1%2\">%3</span>")
                .arg(style, eos ? QStringLiteral(" color:#777;") : QString(), piece);
  }
  text += QStringLiteral("</span>");
  output_->setHtml(text);
}

void GenerateView::redrawBars() {
  distribution_.clear();
  if (!hasResult_ || result_.steps.empty()) {
    bars_->clear();
    stepLabel_->setText(hasResult_ ? tr("The model produced no token.")
                                   : tr("Generate some text to see the choices the model had."));
    return;
  }
  const int s = std::clamp(step(), 0, static_cast<int>(result_.steps.size()) - 1);
  const twb::GenerationStep& chosen = result_.steps[size_t(s)];
  distribution_ = twb::sampling_distribution(chosen.logits, samplingSettings());
  QStringList labels;
  QVector<double> values;
  int highlight = -1;
  const int shown = std::min<int>(kMaxBars, static_cast<int>(distribution_.size()));
  for (int i = 0; i < shown; ++i) {
    const auto& [id, p] = distribution_[size_t(i)];
    labels << (static_cast<size_t>(id) < result_.vocabulary.size()
                   ? QString::fromStdString(result_.vocabulary[size_t(id)])
                   : QString::number(id));
    values << p;
    if (id == chosen.token) highlight = i;
  }
  bars_->setBars(labels, values, highlight);
  bars_->setTitle(tr("Step %1: the sampling distribution").arg(s + 1));
  const QString token = s < result_.stepTokens.size() ? result_.stepTokens[s] : QString();
  QString line = tr("Step %1 of %2: the model drew “%3”, whose probability under the model is %4 (softmax at "
                    "temperature 1) and under the sampling distribution it was drawn from %5.")
                     .arg(QString::number(s + 1), QString::number(result_.steps.size()), token,
                          probabilityText(chosen.model_probability), probabilityText(chosen.sampling_probability));
  if (highlight < 0) line += QLatin1Char(' ') + tr("Under the current settings it is not among the candidates shown.");
  if (static_cast<int>(distribution_.size()) > shown)
    line += QLatin1Char(' ') + tr("Showing the %1 most likely of %2 candidates.").arg(shown).arg(distribution_.size());
  stepLabel_->setText(line);
}

// ------------------------------------------------------------------ View

QString GenerateView::taskName() const { return QString::fromStdString(twb::language_model_task().name()); }

void GenerateView::modelReady(const SessionInfo& info) {
  setModelLimits(info.vocabularySize, info.maxLength);
  // A first prompt to try: the question part of a PROMPT=ANSWER line, else the first words.
  if (prompt().isEmpty() && !info.validationSources.isEmpty()) {
    const QString line = info.validationSources.front();
    const int equals = line.indexOf(QLatin1Char('='));
    setPrompt(equals >= 0 ? line.left(equals + 1) : line.section(QLatin1Char(' '), 0, 1) + QLatin1Char(' '));
  }
}

QString GenerateView::readyMessage(const SessionInfo& info) const {
  return tr("Language model ready: %1, d_model %2, %3 heads, %4 blocks, %5 tokens")
      .arg(info.dataset, QString::number(info.dModel), QString::number(info.heads), QString::number(info.decoderLayers),
           QString::number(info.vocabularySize));
}

void GenerateView::requestAnswer() { requestGeneration(); }

std::vector<TabPlot> GenerateView::plots() {
  std::vector<TabPlot> out{tabPlot(QStringLiteral("generate-next-token"), tr("Next-token probabilities…"), barChart()),
                           tabPlot(QStringLiteral("generate-attention"), tr("Causal self-attention…"), heatmapView())};
  if (!hasResult()) out.front().hasData = [] { return false; };  // the bars of the last generation only
  return out;
}

void GenerateView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  headSwitch_->connectTo(c, taskName(), [this] { requestAnswer(); });
  connect(this, &GenerateView::generationRequested, this,
          [this, c](const QString& prompt, const twb::SamplingSettings& settings) {
            askTheModel(
                *c, this, QStringLiteral("generation"),
                [text = prompt.toStdString(), settings](twb::TrainingSession& s) {
                  return generation_snapshot(language_model(s), text, settings);
                },
                [this](const GenerationSnapshot& generation) { setResult(generation); },
                [prompt](const QString& why) { return tr("Could not continue \"%1\": %2").arg(prompt, why); });
          });
}

}  // namespace twb::ui
