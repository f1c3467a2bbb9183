#include "plots/heads_plot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "plots/step_axis.h"

#include <cmath>

#include "plots/plot_files.h"
#include "plots/plot_title.h"

namespace twb::ui {

QString headKindTitle(twb::AttentionKind kind) {
  switch (kind) {
    case twb::AttentionKind::encoder_self:
      return QObject::tr("Encoder self-attention");
    case twb::AttentionKind::decoder_self:
      return QObject::tr("Decoder (causal) self-attention");
    case twb::AttentionKind::cross:
      return QObject::tr("Cross-attention");
  }
  return {};
}

namespace {

// The scores a kind has values for (NaN elsewhere): alignment only across, previous and induction
// only within a sequence, induction only for a decoder alone (a GPT).
bool scoreApplies(twb::HeadScore score, twb::AttentionKind kind) {
  using twb::HeadScore;
  if (score == HeadScore::alignment) return kind == twb::AttentionKind::cross;
  if (score == HeadScore::previous) return kind != twb::AttentionKind::cross;
  if (score == HeadScore::induction) return kind == twb::AttentionKind::decoder_self;
  return true;
}

QString badges(const std::vector<twb::HeadRole>& roles) {
  QStringList out;
  for (const twb::HeadRole& r : roles) out << QString::fromStdString(r.rule->badge);
  return out.join(QLatin1Char(' '));
}

}  // namespace

HeadsPlot::HeadsPlot(QWidget* parent) : QWidget(parent) {
  kindBox_ = new QComboBox;
  kindBox_->setObjectName(QStringLiteral("headsKind"));
  scoreBox_ = new QComboBox;
  scoreBox_->setObjectName(QStringLiteral("headsScore"));
  for (const twb::HeadScoreInfo& info : twb::head_score_info()) {
    scoreBox_->addItem(QString::fromUtf8(info.title), static_cast<int>(info.score));
    scoreBox_->setItemData(scoreBox_->count() - 1, QString::fromUtf8(info.meaning), Qt::ToolTipRole);
  }
  auto* row = new QHBoxLayout;
  row->addWidget(new QLabel(tr("Attention:")));
  row->addWidget(kindBox_);
  row->addSpacing(12);
  row->addWidget(new QLabel(tr("Score:")));
  row->addWidget(scoreBox_);
  row->addSpacing(12);
  logSteps_ = new QCheckBox(tr("Logarithmic steps"));
  logSteps_->setObjectName(QStringLiteral("headsLogSteps"));
  logSteps_->setToolTip(tr("Steps 1, 10, 100 … equally apart: for a series saved at steps 1, 2, 4 … 143,000"));
  row->addWidget(logSteps_);
  row->addStretch(1);

  plot_ = new QCustomPlot;
  plot_->setObjectName(QStringLiteral("headsPlot"));
  plot_->setMinimumHeight(360);
  auto* body = new QWidget;
  readout_ = layOutPlotAndReadout(body, plot_, tr("Train with head telemetry on (setting “Head telemetry every”)."),
                                  QStringLiteral("headsReadout"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(row);
  layout->addWidget(body, 1);

  connect(kindBox_, &QComboBox::activated, this,
          [this](int index) { setKind(static_cast<twb::AttentionKind>(kindBox_->itemData(index).toInt())); });
  connect(scoreBox_, &QComboBox::activated, this, [this](int index) {
    scoreChosen_ = true;
    setScore(static_cast<twb::HeadScore>(scoreBox_->itemData(index).toInt()));
  });
  connect(logSteps_, &QCheckBox::toggled, this, [this] { redraw(); });
  redraw();
}

void HeadsPlot::setTelemetry(const twb::HeadTelemetry& telemetry) {
  telemetry_ = telemetry;
  fillChoices();
  redraw();
}

void HeadsPlot::fillChoices() {
  kindBox_->clear();
  for (const twb::HeadKindLayout& k : telemetry_.layout())
    kindBox_->addItem(headKindTitle(k.kind), static_cast<int>(k.kind));
  if ((!kindChosen_ || !telemetry_.has(kind_)) && !telemetry_.layout().empty())
    // Where a model's behaviour shows first: a translation's cross-attention, else its only kind.
    kind_ = telemetry_.has(twb::AttentionKind::cross) ? twb::AttentionKind::cross : telemetry_.layout().front().kind;
  kindBox_->setCurrentIndex(kindBox_->findData(static_cast<int>(kind_)));
  if (!scoreChosen_ || !scoreApplies(score_, kind_))
    score_ = kind_ == twb::AttentionKind::cross          ? twb::HeadScore::alignment
             : kind_ == twb::AttentionKind::decoder_self ? twb::HeadScore::induction
                                                         : twb::HeadScore::previous;
  scoreBox_->setCurrentIndex(scoreBox_->findData(static_cast<int>(score_)));
}

bool HeadsPlot::setKind(twb::AttentionKind kind) {
  if (!telemetry_.has(kind)) return false;
  kind_ = kind;
  kindChosen_ = true;
  fillChoices();
  redraw();
  return true;
}

void HeadsPlot::setScore(twb::HeadScore score) {
  score_ = score;
  scoreBox_->setCurrentIndex(scoreBox_->findData(static_cast<int>(score_)));
  redraw();
}

void HeadsPlot::redraw() {
  const twb::HeadKindLayout* layout = nullptr;
  if (!telemetry_.empty())
    for (const twb::HeadKindLayout& k : telemetry_.layout())
      if (k.kind == kind_) layout = &k;
  if (!layout) {
    clearPlots();
    plot_->replot();
    readout_->setText(tr("No head telemetry yet: it is measured every “Head telemetry every” steps while training."));
    return;
  }
  // A new sample of the same kind and score changes only the data: the plots stay as they are.
  if (!map_ || builtKind_ != kind_ || builtScore_ != score_ || builtLayers_ != layout->layers ||
      builtHeads_ != layout->heads)
    build(*layout);
  fill(*layout);
}

void HeadsPlot::clearPlots() {
  plot_->clearPlottables();
  plot_->clearItems();
  plot_->plotLayout()->clear();
  map_ = nullptr;
  graphs_.clear();
  badges_.clear();
  labels_.clear();
}

// The heatmap with a badge item a cell and its colour scale, then the curves (buildCurves).
void HeadsPlot::build(const twb::HeadKindLayout& layout) {
  clearPlots();
  builtKind_ = kind_;
  builtScore_ = score_;
  builtLayers_ = layout.layers;
  builtHeads_ = layout.heads;
  const bool signedScore = score_ == twb::HeadScore::alignment;
  const QCPRange valueRange = signedScore ? QCPRange(-1, 1) : QCPRange(0, 1);
  const twb::HeadScoreInfo& info = twb::head_score_info(score_);

  // The last sample as a layer × head heatmap, the roles' badges in the cells.
  auto* heat = new QCPAxisRect(plot_);
  plot_->plotLayout()->addElement(0, 0, heat);
  heat->axis(QCPAxis::atBottom)->setLabel(tr("head"));
  heat->axis(QCPAxis::atLeft)->setLabel(tr("layer"));
  heat->axis(QCPAxis::atLeft)->setRangeReversed(true);  // layer 0 on top, as the model reads
  for (QCPAxis* axis : {heat->axis(QCPAxis::atBottom), heat->axis(QCPAxis::atLeft)}) {
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1);
    axis->setTicker(ticker);
  }
  map_ = new QCPColorMap(heat->axis(QCPAxis::atBottom), heat->axis(QCPAxis::atLeft));
  map_->data()->setSize(layout.heads, layout.layers);
  map_->data()->setRange(QCPRange(0, layout.heads - 1), QCPRange(0, layout.layers - 1));
  map_->setGradient(QCPColorGradient::gpThermal);
  map_->setDataRange(valueRange);
  map_->setInterpolate(false);
  heat->axis(QCPAxis::atBottom)->setRange(-0.5, layout.heads - 0.5);
  heat->axis(QCPAxis::atLeft)->setRange(-0.5, layout.layers - 0.5);
  auto* scale = new QCPColorScale(plot_);
  plot_->plotLayout()->addElement(0, 1, scale);
  scale->setDataRange(valueRange);
  scale->setGradient(QCPColorGradient::gpThermal);
  scale->axis()->setLabel(QString::fromUtf8(info.title));
  map_->setColorScale(scale);
  auto* margins = new QCPMarginGroup(plot_);
  heat->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
  scale->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
  for (int l = 0; l < layout.layers; ++l)
    for (int h = 0; h < layout.heads; ++h) {
      auto* text = new QCPItemText(plot_);
      text->setClipAxisRect(heat);
      text->position->setAxes(heat->axis(QCPAxis::atBottom), heat->axis(QCPAxis::atLeft));
      text->position->setCoords(h, l);
      text->setColor(Qt::white);
      text->setBrush(QBrush(QColor(0, 0, 0, 140)));
      badges_.push_back(text);
    }
  buildCurves(layout, valueRange);
}

// Each head's score over the steps, small multiples in the heatmap's arrangement, below it.
void HeadsPlot::buildCurves(const twb::HeadKindLayout& layout, const QCPRange& valueRange) {
  auto* grid = new QCPLayoutGrid;
  plot_->plotLayout()->addElement(1, 0, grid);
  plot_->plotLayout()->setRowStretchFactor(0, 1);
  plot_->plotLayout()->setRowStretchFactor(1, 2);
  double threshold = std::nan("");
  for (const twb::HeadRoleRule& rule : twb::head_role_rules())
    if (rule.score == score_) threshold = rule.threshold;
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.8);
  for (int l = 0; l < layout.layers; ++l)
    for (int h = 0; h < layout.heads; ++h) {
      auto* rect = new QCPAxisRect(plot_);
      grid->addElement(l, h, rect);
      // The bottom row reads the steps; the others keep their room for the curves.
      const bool bottom = l == layout.layers - 1;
      rect->setAutoMargins(QCP::msNone);
      rect->setMargins(QMargins(2, 12, 2, bottom ? 3 * fontMetrics().height() / 2 : 2));
      for (QCPAxis* axis : rect->axes()) {
        axis->setTickLabels(bottom && axis->axisType() == QCPAxis::atBottom);
        axis->setTicks(bottom && axis->axisType() == QCPAxis::atBottom);
      }
      QCPAxis* x = rect->axis(QCPAxis::atBottom);
      QCPAxis* y = rect->axis(QCPAxis::atLeft);
      QCPGraph* graph = plot_->addGraph(x, y);
      graph->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1.4));
      graphs_.push_back(graph);
      y->setRange(valueRange.lower - 0.05, valueRange.upper + 0.05);
      if (!std::isnan(threshold)) {
        auto* line = new QCPItemStraightLine(plot_);
        line->setClipAxisRect(rect);
        line->point1->setAxes(x, y);
        line->point2->setAxes(x, y);
        // Two positive steps: a line on a logarithmic axis too.
        line->point1->setCoords(1, threshold);
        line->point2->setCoords(10, threshold);
        line->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1, Qt::DashLine));
      }
      auto* label = new QCPItemText(plot_);
      label->setClipToAxisRect(false);
      label->position->setType(QCPItemPosition::ptAxisRectRatio);
      label->position->setAxisRect(rect);
      label->position->setCoords(0, 0);
      label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
      label->setFont(small);
      labels_.push_back(label);
    }
}

// The telemetry's values into the plots build() made: the heatmap's cells and badges, each
// curve, its name with its badges, and the read-out.
void HeadsPlot::fill(const twb::HeadKindLayout& layout) {
  const auto& samples = telemetry_.samples();
  const size_t last = samples.size() - 1;
  QVector<double> steps;
  for (const auto& s : samples) steps << double(s.step);
  QStringList lines;
  for (int l = 0; l < layout.layers; ++l)
    for (int h = 0; h < layout.heads; ++h) {
      const size_t cell = size_t(l) * size_t(layout.heads) + size_t(h);
      const float now = telemetry_.value(last, kind_, l, h, score_);
      map_->data()->setCell(h, l, std::isnan(now) ? 0.0 : double(now));
      const auto roles = twb::head_roles(telemetry_, kind_, l, h);
      const QString badge = badges(roles);
      badges_[cell]->setText(badge);
      badges_[cell]->setVisible(!roles.empty());
      if (!roles.empty())
        lines << tr("layer %1 head %2: %3").arg(l).arg(h).arg(QString::fromStdString(twb::describe_roles(roles)));
      QVector<double> values;
      for (size_t s = 0; s < samples.size(); ++s) {
        const float v = telemetry_.value(s, kind_, l, h, score_);
        values << (std::isnan(v) ? std::nan("") : double(v));
      }
      QCPGraph* graph = graphs_[cell];
      graph->setData(steps, values, true);
      graph->setScatterStyle(samples.size() < 3 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 4) : QCPScatterStyle());
      setStepScale(graph->keyAxis(), logSteps_->isChecked());
      graph->keyAxis()->setRange(stepRange(steps, logSteps_->isChecked()));
      labels_[cell]->setText(tr("L%1 H%2").arg(l).arg(h) +
                             (badge.isEmpty() ? QString() : QStringLiteral(" · ") + badge));
    }
  plot_->replot(QCustomPlot::rpQueuedReplot);
  const QString rolesText = lines.isEmpty() ? tr("no head has a role yet") : lines.join(QStringLiteral("; "));
  readout_->setText(tr("%1 at step %2 (%3 samples) · roles: %4")
                        .arg(QString::fromUtf8(twb::head_score_info(score_).title))
                        .arg(samples.back().step)
                        .arg(samples.size())
                        .arg(rolesText));
}

QString HeadsPlot::readout() const { return readout_->text(); }

int HeadsPlot::csvRowCount() const {
  size_t heads = 0;
  for (const twb::HeadKindLayout& k : telemetry_.layout()) heads += size_t(k.layers) * size_t(k.heads);
  return static_cast<int>(telemetry_.samples().size() * heads);
}

bool HeadsPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("What each head does"), [this](const QString& csv) { return writeCsv(csv); });
}

void HeadsPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export the head telemetry"), QStringLiteral("heads.png"),
                     [this](const QString& path) { return exportTo(path); });
}

bool HeadsPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "step,kind,layer,head";
  for (const twb::HeadScoreInfo& info : twb::head_score_info()) out << ',' << info.key;
  out << '\n';
  for (size_t s = 0; s < telemetry_.samples().size(); ++s)
    for (const twb::HeadKindLayout& k : telemetry_.layout())
      for (int l = 0; l < k.layers; ++l)
        for (int h = 0; h < k.heads; ++h) {
          out << telemetry_.samples()[s].step << ',' << QString::fromStdString(twb::attention_kind_key(k.kind)) << ','
              << l << ',' << h;
          for (const twb::HeadScoreInfo& info : twb::head_score_info()) {
            const float v = telemetry_.value(s, k.kind, l, h, info.score);
            out << ',';
            if (!std::isnan(v)) out << QString::number(double(v), 'g', 9);
          }
          out << '\n';
        }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
