#include "views/classify_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

#include "plots/attention_map_panel.h"
#include "plots/bar_chart_plot.h"
#include "task/task.h"
#include "views/workbench.h"
#include "widgets/head_switch.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

QString poolingWords(const QString& pooling) {
  if (pooling == QLatin1String("max"))
    return ClassifyView::tr("Max pooling: each token's share is the share of channels it won.");
  if (pooling == QLatin1String("cls"))
    return ClassifyView::tr("[CLS] pooling: the pooled vector is the output at [CLS].");
  return ClassifyView::tr("Mean pooling: every real token counts alike.");
}

}  // namespace

ClassifyView::ClassifyView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("classifyTab"));
  text_ = new QLineEdit;
  text_->setObjectName(QStringLiteral("classifyInput"));
  text_->setPlaceholderText(tr("Type a text and press Enter"));
  text_->setClearButtonEnabled(true);
  classify_ = new BusyButton(tr("Classify"), tr("Classifying…"));
  classify_->setObjectName(QStringLiteral("classifyButton"));
  classify_->setDefault(true);
  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Text:")));
  controls->addWidget(text_, 1);
  controls->addWidget(classify_);
  headSwitch_ = new HeadSwitch;
  controls->addWidget(headSwitch_);

  auto* note =
      new WrappedLabel(tr("<b>What am I looking at?</b> The encoder reads the whole text at once — every token may "
                          "look at every other one (the heatmap: a row per token, the colour is how much of its "
                          "attention it gives each column). Its outputs are pooled into one vector, from which a "
                          "linear layer scores each class; a softmax turns the scores into the probabilities on the "
                          "left. The lower chart shows which positions the pooled vector came from. An untrained "
                          "model gives every class about the same probability."));
  note->setObjectName(QStringLiteral("classifyNote"));
  note->setTextFormat(Qt::RichText);

  prediction_ = new QLabel(tr("Classify a text to see the model's prediction."));
  prediction_->setObjectName(QStringLiteral("classifyPrediction"));
  prediction_->setTextFormat(Qt::RichText);
  message_ = new MessageLabel;
  message_->setObjectName(QStringLiteral("classifyMessage"));

  QWidget* answer = makeCharts();

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(note);
  layout->addWidget(prediction_);
  layout->addWidget(message_);
  layout->addWidget(answer, 1);

  connect(classify_, &QPushButton::clicked, this, &ClassifyView::requestClassification);
  connect(text_, &QLineEdit::returnPressed, this, &ClassifyView::requestClassification);
}

// The probabilities and pooling charts beside the encoder's attention.
QWidget* ClassifyView::makeCharts() {
  probabilities_ = new BarChartPlot(Qt::Horizontal);
  probabilities_->setObjectName(QStringLiteral("classifyProbabilities"));
  probabilities_->setTitle(tr("Class probabilities"));
  probabilities_->setValueAxisLabel(tr("probability"));
  probabilities_->setValueRange(0, 1.12);
  probabilities_->setHighlightName(tr("predicted"));
  probabilities_->setEmptyText(tr("No text classified yet"));
  pooling_ = new BarChartPlot(Qt::Vertical);
  pooling_->setObjectName(QStringLiteral("classifyPooling"));
  pooling_->setTitle(tr("Pooling weight per token"));
  pooling_->setValueAxisLabel(tr("pooling weight"));
  pooling_->setCategoryAxisLabel(tr("token"));
  pooling_->setValueLabelLimit(12);
  pooling_->setEmptyText(tr("No text classified yet"));

  attention_ = new AttentionMapPanel(QStringLiteral("classify"), tr("Encoder self-attention,"));

  auto* charts = new QSplitter(Qt::Vertical);
  charts->setChildrenCollapsible(false);
  charts->addWidget(probabilities_);
  charts->addWidget(pooling_);

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(charts);
  splitter->addWidget(attention_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  // Half and half: the charts' read-out lines then take one line each on a laptop, where the
  // heatmap's larger size hint left them a third of the width and two lines.
  splitter->setSizes({1000, 1000});
  return splitter;
}

QString ClassifyView::text() const { return text_->text().trimmed(); }
void ClassifyView::setText(const QString& text) { text_->setText(text); }

void ClassifyView::setLabels(const QStringList& labels) {
  if (hasResult_ && result_.labels == labels) return;
  hasResult_ = false;
  attention_->clearMaps();
  probabilities_->setBars(labels, QVector<double>(labels.size(), 0.0));
  pooling_->clear();
  prediction_->setText(tr("Classes: %1. Classify a text to see the model's prediction.")
                           .arg(labels.join(QStringLiteral(", ")).toHtmlEscaped()));
}

QString ClassifyView::predictedLabel() const {
  if (!hasResult_ || result_.predicted < 0 || result_.predicted >= result_.labels.size()) return {};
  return result_.labels[result_.predicted];
}

int ClassifyView::layer() const { return attention_->layer(); }
void ClassifyView::setLayer(int layer) { attention_->setLayer(layer); }
int ClassifyView::head() const { return attention_->head(); }
void ClassifyView::setHead(int head) { attention_->setHead(head); }
HeatmapPlot* ClassifyView::heatmapView() const { return attention_->heatmapView(); }
QString ClassifyView::message() const { return message_->message(); }

void ClassifyView::requestClassification() {
  const QString t = text();
  if (t.isEmpty()) {
    showError(tr("Type a text to classify first."));
    return;
  }
  message_->clearMessage();
  emit classificationRequested(t);
}

void ClassifyView::setBusy(bool busy) { classify_->setBusy(busy); }
void ClassifyView::showError(const QString& text) { message_->showMessage(text); }

void ClassifyView::setResult(const ClassificationSnapshot& result) {
  result_ = result;
  hasResult_ = true;
  // (The tokens after [CLS] are those the model read.)
  message_->showMessage(readingNotes(tr("The text"), result_.typedTokens,
                                     std::max<qsizetype>(0, result_.tokens.size() - 1), result_.unknownTokens,
                                     tr("the encoder")));
  probabilities_->setBars(result_.labels, QVector<double>(result_.probabilities.begin(), result_.probabilities.end()),
                          result_.predicted);
  pooling_->setBars(result_.tokens, QVector<double>(result_.poolingShares.begin(), result_.poolingShares.end()));
  pooling_->setTitle(tr("Pooling weight per token (%1)").arg(result_.pooling));
  pooling_->setToolTip(poolingWords(result_.pooling));
  const QString label = predictedLabel();
  const double p = result_.predicted >= 0 && static_cast<size_t>(result_.predicted) < result_.probabilities.size()
                       ? result_.probabilities[size_t(result_.predicted)]
                       : 0.0;
  prediction_->setText(tr("Prediction: <b style=\"font-size:large\">%1</b> with p = %2")
                           .arg(label.toHtmlEscaped(), QString::number(p, 'f', 3)));
  attention_->setMaps(result_.attention, result_.layers, result_.heads);
}

// ------------------------------------------------------------------ View

QString ClassifyView::taskName() const { return QString::fromStdString(twb::classification_task().name()); }

void ClassifyView::modelReady(const SessionInfo& info) {
  setLabels(info.labels);
  if (text().isEmpty() && !info.validationSources.isEmpty()) setText(info.validationSources.front());
}

QString ClassifyView::readyMessage(const SessionInfo& info) const {
  return tr("Classifier ready: %1 (%2), d_model %3, %4 heads, %5 layers")
      .arg(info.dataset, info.labels.join(QStringLiteral(", ")), QString::number(info.dModel),
           QString::number(info.heads), QString::number(info.encoderLayers));
}

void ClassifyView::requestAnswer() { requestClassification(); }

std::vector<TabPlot> ClassifyView::plots() {
  std::vector<TabPlot> out{
      tabPlot(QStringLiteral("classify-probabilities"), tr("Class probabilities…"), probabilityChart()),
      tabPlot(QStringLiteral("classify-pooling"), tr("Pooling shares…"), poolingChart()),
      tabPlot(QStringLiteral("classify-attention"), tr("Encoder self-attention…"), heatmapView())};
  if (!hasResult()) out[0].hasData = out[1].hasData = [] { return false; };  // of the last result only
  return out;
}

void ClassifyView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  headSwitch_->connectTo(c, taskName(), [this] { requestAnswer(); });
  connect(this, &ClassifyView::classificationRequested, this, [this, c](const QString& text) {
    askTheModel(
        *c, this, QStringLiteral("classification"),
        [input = text.toStdString()](twb::TrainingSession& s) {
          return classification_snapshot(text_classifier(s), input);
        },
        [this](const ClassificationSnapshot& classification) { setResult(classification); },
        [text](const QString& why) { return tr("Could not classify \"%1\": %2").arg(text, why); });
  });
}

}  // namespace twb::ui
