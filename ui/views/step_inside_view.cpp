#include "views/step_inside_view.h"

#include <utility>

#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>
#include <cmath>

#include "engine/qt_text.h"
#include "inspect/attention_math.h"
#include "plots/attention_math_panel.h"
#include "plots/bar_chart_plot.h"
#include "plots/heatmap_plot.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

QString number(double v) { return QString::number(v, 'g', 4); }

bool isAttention(const twb::Stage& s) { return s.name == "self_attention" || s.name == "cross_attention"; }

// What a stage is, in two sentences.
QString stageText(const twb::Stage& s, bool preNorm) {
  if (s.name == "embedding")
    return QObject::tr(
        "The token embedding E[x] × √d_model (or × 1 where the model does not scale): each "
        "position's row of the embedding table.");
  if (s.name == "positions")
    return QObject::tr(
        "+ positions: the positional encoding added, so the same token at another position differs. "
        "Dropout follows.");
  if (isAttention(s))
    return QObject::tr(
               "The %1 sublayer's output (after dropout): each position's weighted sum of the value vectors "
               "it attended to, projected back to d_model. Pick a head and a query (or click a row) for "
               "its arithmetic.")
        .arg(s.name == "cross_attention" ? QObject::tr("cross-attention") : QObject::tr("self-attention"));
  if (s.name == "feed_forward")
    return QObject::tr(
        "The feed-forward sublayer's output (after dropout): one two-layer MLP applied to every "
        "position alone.");
  if (s.name.ends_with(".add"))
    return QObject::tr(
        "The residual connection: the sublayer's output added to its input. The stream carries the "
        "input forward; each sublayer only adds to it.");
  if (s.name.ends_with(".norm"))
    return preNorm ? QObject::tr(
                         "LayerNorm of the stream, which the sublayer reads (pre-norm): the stream itself "
                         "goes on without it.")
                   : QObject::tr(
                         "LayerNorm of the sum (post-norm): each position rescaled to mean 0 and variance 1, "
                         "then the learned gain and bias. This is the layer's output.");
  if (s.name == "norm") return QObject::tr("The stack's final LayerNorm (pre-norm).");
  if (s.name == "pooled") return QObject::tr("The pooled vector the classifier's head reads.");
  if (s.name == "logits")
    return QObject::tr(
        "The logits: the final projection onto the vocabulary (or the classes), one row per output "
        "position; the softmax of a row is the model's prediction.");
  return {};
}

QString backwardText() {
  return QObject::tr(
      " The gradient dL/d(stage): how much the batch's loss changes per unit change of each number here. It flows "
      "down from the logits and passes every residual connection unchanged: look where it is largest and where it "
      "fades. A saturated softmax (one weight near 1) passes almost none of it back to its scores.");
}

// Pre-norm records a sublayer's norm just before the sublayer's output; post-norm after its sum.
bool normBeforeSublayer(const std::vector<twb::Stage>& stages, int i) {
  const twb::Stage& s = stages[static_cast<size_t>(i)];
  if (!s.name.ends_with(".norm") || static_cast<size_t>(i) + 1 >= stages.size()) return false;
  const twb::Stage& next = stages[static_cast<size_t>(i) + 1];
  return next.scope == s.scope && next.name == s.name.substr(0, s.name.size() - 5);
}

QListWidgetItem* heading(const QString& text) {
  auto* item = new QListWidgetItem(text);
  QFont font = item->font();
  font.setBold(true);
  item->setFont(font);
  item->setFlags(Qt::NoItemFlags);
  return item;
}

}  // namespace

StepInsideView::StepInsideView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("stepInsideTab"));
  pipeline_ = new QListWidget;
  pipeline_->setObjectName(QStringLiteral("stepPipeline"));
  pipeline_->setMinimumWidth(200);
  stage_ = new HeatmapPlot;
  stage_->setObjectName(QStringLiteral("stepStageView"));
  stage_->setGradient(HeatmapPlot::divergingGradient());
  stage_->setEmptyText(tr("Press Step inside: one training step,\ntaken apart for one example of its batch"));
  updates_ = new QTableWidget;
  updates_->setObjectName(QStringLiteral("stepUpdateTable"));
  mainArea_ = new QStackedWidget;
  mainArea_->addWidget(stage_);
  mainArea_->addWidget(updates_);

  auto* right = new QSplitter(Qt::Vertical);
  right->setChildrenCollapsible(false);
  right->addWidget(mainArea_);
  right->addWidget(createDetails());
  right->setStretchFactor(0, 3);
  right->setStretchFactor(1, 2);
  auto* split = new QSplitter(Qt::Horizontal);
  split->setChildrenCollapsible(false);
  split->addWidget(pipeline_);
  split->addWidget(right);
  split->setStretchFactor(1, 1);

  explanation_ = new WrappedLabel;
  explanation_->setObjectName(QStringLiteral("stepExplanation"));
  explanation_->setContentsMargins(6, 2, 6, 2);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(createBanner());
  layout->addWidget(createControls());
  layout->addWidget(explanation_);
  layout->addWidget(split, 1);

  connect(pipeline_, &QListWidget::currentRowChanged, this, [this] { showEntry(); });
  connect(stage_, &HeatmapPlot::rowClicked, this, [this](int row) {
    if (attentionDetail_->isVisible()) query_->setValue(row);
  });
  for (QSpinBox* spin : {head_, query_})
    connect(spin, &QSpinBox::valueChanged, this, [this] {
      const int row = currentEntry();
      if (row >= 0 && entries_[static_cast<size_t>(row)].stage >= 0) showAttention(entries_[static_cast<size_t>(row)]);
    });
}

QWidget* StepInsideView::createControls() {
  stepButton_ = new QPushButton(tr("Step inside"));
  stepButton_->setObjectName(QStringLiteral("stepInsideButton"));
  stepButton_->setToolTip(tr("Take one training step (as Step does) and keep what it computed for the example."));
  example_ = new QSpinBox;
  example_->setObjectName(QStringLiteral("stepExampleSpin"));
  example_->setRange(0, 9999);
  example_->setToolTip(
      tr("Which example of the batch to keep: its row in the batch (the last when the batch is "
         "shorter)."));
  back_ = new QPushButton(tr("◀ Back"));
  next_ = new QPushButton(tr("Next ▶"));
  back_->setObjectName(QStringLiteral("stepBackButton"));
  next_->setObjectName(QStringLiteral("stepNextButton"));
  back_->setShortcut(QKeySequence(Qt::Key_BracketLeft));
  next_->setShortcut(QKeySequence(Qt::Key_BracketRight));
  back_->setToolTip(tr("The stage before ([)"));
  next_->setToolTip(tr("The next stage: forward, the loss, backward, the update (])"));
  position_ = new QLabel;
  position_->setObjectName(QStringLiteral("stepPosition"));
  auto* row = new QWidget;
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(stepButton_);
  layout->addWidget(new QLabel(tr("Example:")));
  layout->addWidget(example_);
  layout->addSpacing(12);
  layout->addWidget(back_);
  layout->addWidget(next_);
  layout->addWidget(position_, 1);
  connect(stepButton_, &QPushButton::clicked, this, [this] { emit stepRequested(example_->value()); });
  auto walk = [this](int by) {
    int row = pipeline_->currentRow() + by;
    while (row >= 0 && row < pipeline_->count() && !(pipeline_->item(row)->flags() & Qt::ItemIsSelectable)) row += by;
    if (row >= 0 && row < pipeline_->count()) pipeline_->setCurrentRow(row);
  };
  connect(back_, &QPushButton::clicked, this, [walk] { walk(-1); });
  connect(next_, &QPushButton::clicked, this, [walk] { walk(1); });
  return row;
}

QWidget* StepInsideView::createBanner() {
  banner_ = new QFrame;
  banner_->setObjectName(QStringLiteral("divergenceBanner"));
  banner_->setFrameShape(QFrame::StyledPanel);
  banner_->setStyleSheet(QStringLiteral("#divergenceBanner { background: #fde8e8; border: 1px solid #d62728; }"));
  bannerText_ = new WrappedLabel;
  bannerText_->setObjectName(QStringLiteral("divergenceText"));
  rewind_ = new QPushButton;
  rewind_->setObjectName(QStringLiteral("rewindButton"));
  goOn_ = new QPushButton(tr("Go on anyway"));
  goOn_->setObjectName(QStringLiteral("goOnButton"));
  goOn_->setToolTip(tr("Apply the step in trouble as it is and train on."));
  auto* buttons = new QVBoxLayout;
  buttons->addWidget(rewind_);
  buttons->addWidget(goOn_);
  auto* layout = new QHBoxLayout(banner_);
  layout->addWidget(bannerText_, 1);
  layout->addLayout(buttons);
  banner_->hide();
  connect(rewind_, &QPushButton::clicked, this, [this] {
    banner_->hide();
    emit rewindRequested(0.5);
  });
  connect(goOn_, &QPushButton::clicked, this, [this] {
    banner_->hide();
    emit goOnRequested();
  });
  return banner_;
}

bool StepInsideView::showsDivergence() const { return !banner_->isHidden(); }

QString StepInsideView::divergenceText() const { return bannerText_->text(); }

void StepInsideView::showDivergence(const twb::DivergenceReport& report, qint64 keptStep) {
  bannerText_->setText(tr("<b>Training paused before step %1 was applied.</b> %2")
                           .arg(report.step)
                           .arg(QString::fromStdString(report.message).toHtmlEscaped()));
  rewind_->setEnabled(keptStep >= 0);
  rewind_->setText(keptStep >= 0 ? tr("Rewind to step %1, half the learning rate").arg(keptStep)
                                 : tr("Rewind (no state kept yet)"));
  rewind_->setToolTip(
      tr("The weights, Adam's moments and the data order are kept in memory when training starts and "
         "every 50 steps: go back there, bit for bit, and train on with half the learning rate."));
  banner_->show();
  selectTensor(report.tensor);
}

// The pipeline's entry for a report's tensor: a stage (forward), an attention's head (its stage,
// that head), or a parameter (the update).
void StepInsideView::selectTensor(const std::string& tensor) {
  if (!hasSnapshot_) return;
  std::string key = tensor;
  int head = -1;
  if (const auto at = tensor.rfind(".head"); at != std::string::npos) {
    key = tensor.substr(0, at);
    head = std::atoi(tensor.c_str() + at + 5);
  }
  const auto& stages = snapshot_.inside.recorder.stages();
  for (size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (e.kind == Entry::Kind::forward && e.stage >= 0 && stages[static_cast<size_t>(e.stage)].key() == key) {
      setCurrentEntry(static_cast<int>(i));
      if (head >= 0) head_->setValue(head);
      return;
    }
  }
  for (size_t i = 0; i < entries_.size(); ++i)
    if (entries_[i].kind == Entry::Kind::update) setCurrentEntry(static_cast<int>(i));
}

QWidget* StepInsideView::createDetails() {
  norms_ = new BarChartPlot;
  norms_->setObjectName(QStringLiteral("stepNormsView"));
  norms_->setValueAxisLabel(tr("norm"));

  head_ = new QSpinBox;
  head_->setObjectName(QStringLiteral("stepHeadSpin"));
  query_ = new QSpinBox;
  query_->setObjectName(QStringLiteral("stepQuerySpin"));
  math_ = new AttentionMathPanel;
  math_->setObjectName(QStringLiteral("stepMathPanel"));
  chain_ = new QLabel;
  chain_->setObjectName(QStringLiteral("stepChainLabel"));
  chain_->setTextFormat(Qt::RichText);
  chain_->setWordWrap(true);
  chain_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  chain_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  attentionDetail_ = new QStackedWidget;
  attentionDetail_->addWidget(math_);
  attentionDetail_->addWidget(chain_);
  attentionPage_ = new QWidget;
  auto* pick = new QHBoxLayout;
  pick->addWidget(new QLabel(tr("Head:")));
  pick->addWidget(head_);
  pick->addWidget(new QLabel(tr("Query (a row):")));
  pick->addWidget(query_);
  pick->addStretch(1);
  auto* attention = new QVBoxLayout(attentionPage_);
  attention->setContentsMargins(0, 0, 0, 0);
  attention->addLayout(pick);
  attention->addWidget(attentionDetail_, 1);

  // The math of a long sentence is tall: it scrolls rather than making the window taller.
  auto* scroll = new QScrollArea;
  scroll->setWidget(attentionPage_);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  detail_ = new QStackedWidget;
  detail_->addWidget(norms_);
  detail_->addWidget(scroll);
  attentionScroll_ = scroll;
  return detail_;
}

std::vector<TabPlot> StepInsideView::plots() {
  return {tabPlot(QStringLiteral("step-stage"), tr("The stage (heatmap)…"), stage_),
          tabPlot(QStringLiteral("step-norms"), tr("Norms of its positions…"), norms_)};
}

void StepInsideView::connectTo(Workbench& workbench) {
  TrainingController* controller = workbench.training();
  connect(controller, &TrainingController::stepInsideReady, this,
          [this](const twb::inspect::StepSnapshot& snap) { setSnapshot(snap); });
  connect(&workbench, &Workbench::stageFocused, this, [this](const QString& key) {
    wantedStage_ = key.toStdString();
    if (hasSnapshot_) selectTensor(std::exchange(wantedStage_, {}));
  });
  connect(this, &StepInsideView::stepRequested, this,
          [controller](int example) { controller->call(&TrainingController::stepInside, example); });
  connect(&workbench, &Workbench::stepInsideRequested, this, [this, &workbench] {
    workbench.selectView(id());
    emit stepRequested(example_->value());
  });
  connect(controller, &TrainingController::diverged, this,
          [this, &workbench](const twb::DivergenceReport& report, qint64 kept) {
            workbench.selectView(id());
            showDivergence(report, kept);
            workbench.showStatus(tr("Training paused: step %1 is in trouble (see Step inside)").arg(report.step));
          });
  connect(controller, &TrainingController::stepped, this, [this] { banner_->hide(); });
  connect(this, &StepInsideView::rewindRequested, this,
          [controller](double factor) { controller->call(&TrainingController::rewind, factor); });
  connect(this, &StepInsideView::goOnRequested, this,
          [controller] { controller->call(&TrainingController::goOnAfterDivergence); });
}

void StepInsideView::setSnapshot(const twb::inspect::StepSnapshot& snapshot) {
  const int previous = currentEntry();
  snapshot_ = snapshot;
  hasSnapshot_ = true;
  fillPipeline();
  setCurrentEntry(previous >= 0 && previous < static_cast<int>(entries_.size()) ? previous : 0);
  if (!wantedStage_.empty()) selectTensor(std::exchange(wantedStage_, {}));
}

void StepInsideView::fillPipeline() {
  const QSignalBlocker block(pipeline_);
  pipeline_->clear();
  entries_.clear();
  const auto& stages = snapshot_.inside.recorder.stages();
  auto add = [&](const QString& text, Entry entry) {
    pipeline_->addItem(text);
    entries_.push_back(entry);
  };
  auto skip = [&](const QString& text) {
    pipeline_->addItem(heading(text));
    entries_.push_back({Entry::Kind::forward, -2});
  };
  // Under a heading per scope ("encoder layer 1"), each stage by what it is ("self-attention · add").
  auto addStages = [&](bool backward) {
    std::string scope = "\x01";
    auto one = [&](size_t i) {
      const twb::Stage& stage = stages[i];
      const QString words = QString::fromStdString(describe_stage(stage.scope, stage.name));
      const int dot = words.indexOf(QStringLiteral(" · "));
      if (stage.scope != scope) {
        scope = stage.scope;
        skip((backward ? QStringLiteral("∂ ") : QString()) + words.left(dot));
      }
      add(QStringLiteral("    ") + (backward ? QStringLiteral("∂ ") : QString()) + words.mid(dot + 3),
          {backward ? Entry::Kind::backward : Entry::Kind::forward, static_cast<int>(i)});
    };
    if (!backward)
      for (size_t i = 0; i < stages.size(); ++i) one(i);
    else
      for (size_t i = stages.size(); i-- > 0;)
        if (stages[i].gradient.size() > 0) one(i);
  };
  skip(tr("FORWARD (step %1)").arg(snapshot_.inside.step));
  addStages(false);
  skip(tr("LOSS"));
  add(tr("    loss of each position: %1").arg(number(snapshot_.inside.loss)), {Entry::Kind::loss, -1});
  skip(tr("BACKWARD"));
  addStages(true);
  skip(tr("UPDATE"));
  add(snapshot_.inside.applied ? tr("    Adam's update") : tr("    Adam's update (not applied)"),
      {Entry::Kind::update, -1});
}

int StepInsideView::currentEntry() const { return pipeline_->currentRow(); }

void StepInsideView::setCurrentEntry(int index) {
  while (index < pipeline_->count() && index >= 0 && !(pipeline_->item(index)->flags() & Qt::ItemIsSelectable)) ++index;
  pipeline_->setCurrentRow(index);
  showEntry();
}

QString StepInsideView::explanation() const { return explanation_->text(); }

void StepInsideView::showEntry() {
  const int row = currentEntry();
  if (!hasSnapshot_ || row < 0 || row >= static_cast<int>(entries_.size())) return;
  const Entry& entry = entries_[static_cast<size_t>(row)];
  position_->setText(tr("%1 of %2").arg(row + 1).arg(entries_.size()));
  switch (entry.kind) {
    case Entry::Kind::forward:
    case Entry::Kind::backward:
      showStage(entry);
      break;
    case Entry::Kind::loss:
      showLoss();
      break;
    case Entry::Kind::update:
      showUpdate();
      break;
  }
}

const twb::AttentionRecord* StepInsideView::attentionOf(const twb::Stage& stage) const {
  return isAttention(stage) ? snapshot_.inside.recorder.find_attention(stage.key()) : nullptr;
}

void StepInsideView::showStage(const Entry& entry) {
  if (entry.stage < 0) return;
  const twb::Stage& stage = snapshot_.inside.recorder.stages()[static_cast<size_t>(entry.stage)];
  const bool gradient = entry.kind == Entry::Kind::backward;
  mainArea_->setCurrentWidget(stage_);
  stage_->setHeatmap(twb::inspect::stage_heatmap(snapshot_, stage, gradient));
  QString text = stageText(stage, normBeforeSublayer(snapshot_.inside.recorder.stages(), entry.stage));
  if (gradient) text += backwardText();
  explanation_->setText(text);
  if (const twb::AttentionRecord* record = attentionOf(stage)) {
    detail_->setCurrentWidget(attentionScroll_);
    const QSignalBlocker b1(head_), b2(query_);
    head_->setRange(0, record->heads - 1);
    query_->setRange(0, static_cast<int>(record->queries.rows()) - 1);
    showAttention(entry);
    return;
  }
  detail_->setCurrentWidget(norms_);
  const Matrix& m = gradient ? stage.gradient : stage.value;
  const std::vector<double> norms = twb::inspect::row_norms(m);
  const auto labels = twb::inspect::stage_row_labels(snapshot_, stage);
  QStringList names;
  for (size_t r = 0; r < norms.size(); ++r)
    names << (r < labels.size() ? QStringLiteral("%1 %2").arg(r).arg(QString::fromStdString(labels[r]))
                                : QString::number(r));
  norms_->setTitle(gradient ? tr("‖dL/d(stage)‖ of each position") : tr("‖stage‖ of each position"));
  norms_->setAutoValueRange();
  norms_->setBars(names, QVector<double>(norms.begin(), norms.end()));
}

// Forward: the math panel on one query of one head. Backward: that row's chain, dL/dP → the
// softmax's Jacobian → dL/dS → × scale → dL/dq, with the engine's numbers beside the chain's.
void StepInsideView::showAttention(const Entry& entry) {
  const twb::Stage& stage = snapshot_.inside.recorder.stages()[static_cast<size_t>(entry.stage)];
  const twb::AttentionRecord* record = attentionOf(stage);
  if (!record) return;
  const int head = head_->value(), query = query_->value();
  const bool cross = record->name == "cross_attention";
  const auto queryLabels = twb::inspect::stage_row_labels(snapshot_, stage);
  std::vector<std::string> keyLabels = queryLabels;
  if (cross) keyLabels = snapshot_.encoder_labels;
  if (entry.kind == Entry::Kind::forward) {
    attentionDetail_->setCurrentWidget(math_);
    try {
      math_->setMath(twb::inspect::attention_math(*record, head, query, queryLabels, keyLabels));
    } catch (const std::exception& e) {
      math_->showMessage(QString::fromStdString(e.what()));
    }
    return;
  }
  attentionDetail_->setCurrentWidget(chain_);
  const twb::AttentionRowChain c = twb::attention_row_chain(*record, head, query);
  QString html = tr("<b>Head %1, query %2 “%3”</b>: dL/dP<sub>j</sub> = dL/dO · v<sub>j</sub> → "
                    "dL/dS = (diag(p) − p pᵀ) dL/dP → × %4 → dL/dq = Σ<sub>j</sub> %4 dL/dS<sub>j</sub> "
                    "k<sub>j</sub><br>")
                     .arg(head + 1)
                     .arg(query)
                     .arg(query < static_cast<int>(queryLabels.size())
                              ? QString::fromStdString(queryLabels[static_cast<size_t>(query)]).toHtmlEscaped()
                              : QString())
                     .arg(number(c.scale));
  html += QStringLiteral(
      "<table cellspacing=0 cellpadding=2 border=1><tr><th>key j</th><th>p<sub>j</sub></th><th>dL/dP<sub>j</sub></th>"
      "<th>(J·dL/dP)<sub>j</sub></th><th>dL/dS<sub>j</sub> (engine)</th><th>‖row's dL/dk<sub>j</sub>‖</th>"
      "<th>‖row's dL/dv<sub>j</sub>‖</th></tr>");
  std::vector<int> keys;
  for (int j = 0; j < c.weights.size(); ++j)
    if (c.allowed(j) != 0) keys.push_back(j);
  std::stable_sort(keys.begin(), keys.end(), [&](int a, int b) { return c.weights(a) > c.weights(b); });
  if (keys.size() > 12) keys.resize(12);
  for (const int j : keys)
    html += QStringLiteral("<tr><td>%1 %2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7</td><td>%8</td></tr>")
                .arg(j)
                .arg(j < static_cast<int>(keyLabels.size())
                         ? QString::fromStdString(keyLabels[static_cast<size_t>(j)]).toHtmlEscaped()
                         : QString())
                .arg(number(c.weights(j)), number(c.weight_gradient(j)), number(c.jacobian_score_gradient(j)),
                     number(c.score_gradient(j)), number(c.key_gradient_share.row(j).norm()),
                     number(c.value_gradient_share.row(j).norm()));
  html += QStringLiteral("</table>");
  html +=
      tr("‖dL/dq‖ from the chain %1, the engine's %2. The largest weight is %3: near 1 the Jacobian "
         "diag(p) − p pᵀ is near 0 and the scores get almost no gradient.")
          .arg(number(c.query_gradient.norm()), number(c.engine_query_gradient.norm()), number(c.weights.maxCoeff()));
  if (record->dropped) html += tr(" (Attention dropout was on: dL/dP includes its mask.)");
  chain_->setText(html);
}

void StepInsideView::showLoss() {
  const auto& in = snapshot_.inside;
  mainArea_->setCurrentWidget(stage_);
  if (const twb::Stage* logits = in.recorder.find("output.logits"))
    stage_->setHeatmap(twb::inspect::stage_heatmap(snapshot_, *logits, false));
  detail_->setCurrentWidget(norms_);
  QStringList names;
  QVector<double> probabilities;
  double total = 0;
  int counted = 0;
  for (size_t r = 0; r < in.losses.size(); ++r) {
    if (!in.losses[r].counted) continue;
    names << QStringLiteral("%1 %2").arg(r).arg(QString::fromStdString(snapshot_.target_labels[r]));
    probabilities << in.losses[r].probability;
    total += in.losses[r].loss;
    ++counted;
  }
  norms_->setTitle(tr("p(right token) at each position"));
  norms_->setBars(names, probabilities);
  norms_->setValueRange(0, 1);
  const double share = in.losses.empty() ? 0 : in.losses.front().target_share;
  const double other = in.losses.empty() ? 0 : in.losses.front().other_share;
  explanation_->setText(
      tr("The loss of each position is −(1 − ε) log p(right token) − ε × the mean of log p over the vocabulary: "
         "label smoothing ε = %1 asks for %2 on the right token and %3 on each other. This example's mean: %4; "
         "the batch's: %5.")
          .arg(number(in.label_smoothing), number(share), number(other), number(counted ? total / counted : 0),
               number(in.loss)));
}

void StepInsideView::showUpdate() {
  const auto& in = snapshot_.inside;
  mainArea_->setCurrentWidget(updates_);
  const QStringList headers{tr("parameter"), tr("‖w‖"),  tr("‖g‖ before clip"), tr("‖g‖ after"), tr("‖m‖"),
                            tr("√mean v"),   tr("‖Δw‖"), tr("‖Δw‖ / ‖w‖")};
  updates_->clear();
  updates_->setColumnCount(static_cast<int>(headers.size()));
  updates_->setHorizontalHeaderLabels(headers);
  updates_->setRowCount(static_cast<int>(in.updates.size()));
  for (size_t i = 0; i < in.updates.size(); ++i) {
    const auto& u = in.updates[i];
    const QStringList cells{QString::fromStdString(u.name),
                            number(u.weight_norm),
                            number(u.gradient_norm),
                            in.applied ? number(u.clipped_gradient_norm) : QStringLiteral("—"),
                            in.applied ? number(u.first_moment_norm) : QStringLiteral("—"),
                            in.applied ? number(u.second_moment_sqrt_rms) : QStringLiteral("—"),
                            in.applied ? number(u.update_norm) : QStringLiteral("—"),
                            in.applied ? number(u.relative_update()) : QStringLiteral("—")};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
      updates_->setItem(static_cast<int>(i), c, item);
    }
  }
  updates_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  updates_->resizeColumnsToContents();
  detail_->setCurrentWidget(norms_);
  QStringList names;
  QVector<double> ratios;
  for (const auto& u : in.updates) {
    names << QString::fromStdString(u.name);
    ratios << u.relative_update();
  }
  norms_->setTitle(tr("‖Δw‖ / ‖w‖ of each parameter tensor"));
  norms_->setAutoValueRange();
  norms_->setBars(names, ratios);
  explanation_->setText(
      tr("Adam's update of step %1 at learning rate %2: the gradient's norm %3 before clipping (clip at %4), each "
         "tensor's moments m and v, and ‖Δw‖ / ‖w‖: about 1e-3 a step is healthy; 1e-1 rewrites the tensor every "
         "step, 1e-5 has stopped it learning.")
          .arg(in.step)
          .arg(number(in.learning_rate), number(in.gradient_norm),
               in.clip_norm > 0 ? number(in.clip_norm) : tr("no clipping")));
}

}  // namespace twb::ui
