#include "plots/ablation_plot.h"

#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "plots/heatmap_plot.h"
#include "plots/plot_files.h"

namespace twb::ui {

AblationPlot::AblationPlot(QWidget* parent) : QWidget(parent) {
  heatmap_ = new HeatmapPlot;
  heatmap_->setObjectName(QStringLiteral("ablationHeatmap"));
  heatmap_->setEmptyText(tr("Not measured yet:\npress Measure"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heatmap_);
  connect(heatmap_, &HeatmapPlot::cellClicked, this, [this](int row, int column) {
    if (hasData()) emit headClicked(twb::HeadRef{kind_, row, column});
  });
}

void AblationPlot::setGrid(const twb::AblationGrid& grid) {
  grid_ = grid;
  if (!grid_.layout.empty() && !shownKind()) kind_ = grid_.layout.front().kind;
  if (!shownMeasure()) measure_ = QStringLiteral("loss");
  redraw();
}

bool AblationPlot::setKind(twb::AttentionKind kind) {
  const twb::AttentionKind before = kind_;
  kind_ = kind;
  if (hasData() && !shownKind()) {
    kind_ = before;
    return false;
  }
  redraw();
  return true;
}

bool AblationPlot::setMeasure(const QString& key) {
  const QString before = measure_;
  measure_ = key;
  if (hasData() && !shownMeasure()) {
    measure_ = before;
    return false;
  }
  redraw();
  return true;
}

void AblationPlot::setAblation(twb::Ablation ablation) {
  ablation_ = ablation;
  redraw();
}

void AblationPlot::setHeadsOff(const std::vector<twb::HeadRef>& heads) {
  off_ = heads;
  redraw();
}

const twb::AblationMeasure* AblationPlot::shownMeasure() const {
  for (const twb::AblationMeasure& m : grid_.measures)
    if (QString::fromStdString(m.key) == measure_) return &m;
  return nullptr;
}

const twb::HeadKindLayout* AblationPlot::shownKind() const {
  for (const twb::HeadKindLayout& k : grid_.layout)
    if (k.kind == kind_) return &k;
  return nullptr;
}

double AblationPlot::change(int layer, int head) const {
  const twb::AblationMeasure* m = shownMeasure();
  const int i = grid_.index_of({kind_, layer, head});
  if (!m || i < 0) return 0;
  const auto& values = ablation_ == twb::Ablation::mean ? m->mean : m->zero;
  return values[static_cast<size_t>(i)] - m->base;
}

std::optional<twb::HeadRef> AblationPlot::mostNeeded() const {
  const twb::AblationMeasure* m = shownMeasure();
  const twb::HeadKindLayout* k = shownKind();
  if (!m || !k) return std::nullopt;
  std::optional<twb::HeadRef> best;
  double worst = 0;
  for (int l = 0; l < k->layers; ++l)
    for (int h = 0; h < k->heads; ++h) {
      const double harm = m->lower_is_better ? change(l, h) : -change(l, h);
      if (harm > worst) best = twb::HeadRef{kind_, l, h}, worst = harm;
    }
  return best;
}

// Δ = value − base per cell, the colour range symmetric around 0, red where the model does worse.
void AblationPlot::redraw() {
  QCustomPlot* plot = heatmap_->plot();
  for (QCPItemText* label : cellLabels_) plot->removeItem(label);  // not clearItems: the empty text is one
  cellLabels_.clear();
  const twb::AblationMeasure* m = shownMeasure();
  const twb::HeadKindLayout* k = shownKind();
  if (!m || !k) {
    heatmap_->setHeatmap({});
    return;
  }
  twb::inspect::Heatmap map;
  const QString label = QString::fromStdString(m->label);
  map.title =
      tr("Change in %1 with a head %2 (every head on: %3, %4 examples)")
          .arg(label, ablation_ == twb::Ablation::mean ? tr("replaced by its mean") : tr("zeroed"), fourDigits(m->base))
          .arg(grid_.examples)
          .toStdString();
  map.row_axis = "layer";
  map.column_axis = "head";
  map.rows = k->layers;
  map.cols = k->heads;
  double largest = 0;
  for (int l = 0; l < k->layers; ++l)
    for (int h = 0; h < k->heads; ++h) {
      map.values.push_back(change(l, h));
      largest = std::max(largest, std::abs(map.values.back()));
    }
  for (int l = 0; l < k->layers; ++l) map.row_labels.push_back(std::to_string(l));
  for (int h = 0; h < k->heads; ++h) map.column_labels.push_back(std::to_string(h));
  const QCPColorGradient red_is_worse =
      m->lower_is_better ? HeatmapPlot::divergingGradient() : HeatmapPlot::divergingGradient().inverted();
  heatmap_->setGradient(red_is_worse);
  const double range = largest > 0 ? largest : 1;
  heatmap_->setDataRange(QCPRange(-range, range));
  heatmap_->setColorScaleLabel(tr("Δ %1").arg(label));
  heatmap_->setHeatmap(map);
  for (int l = 0; l < k->layers; ++l)
    for (int h = 0; h < k->heads; ++h) {
      const double delta = change(l, h);
      const bool off = std::find(off_.begin(), off_.end(), twb::HeadRef{kind_, l, h}) != off_.end();
      auto* text = new QCPItemText(plot);
      text->setClipToAxisRect(true);
      text->position->setCoords(h, l);
      text->setText((delta > 0 ? QStringLiteral("+") : QString()) + QString::number(delta, 'g', 3) +
                    (off ? tr("\noff") : QString()));
      QFont f = font();
      f.setBold(off);
      text->setFont(f);
      text->setColor(std::abs(delta) > 0.6 * range ? Qt::white : Qt::black);
      cellLabels_.push_back(text);
    }
  plot->replot();
}

bool AblationPlot::exportTo(const QString& path) const {
  return save_plot(heatmap_->plot(), path, tr("What each head is worth"),
                   [this](const QString& csv) { return writeCsv(csv); });
}

void AblationPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export the ablation grid"), QStringLiteral("ablation.png"),
                     [this](const QString& path) { return exportTo(path); });
}

bool AblationPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "kind,layer,head";
  for (const twb::AblationMeasure& m : grid_.measures) {
    const QString key = QString::fromStdString(m.key);
    out << ',' << key << "_base," << key << "_zero," << key << "_mean";
  }
  out << '\n';
  for (size_t i = 0; i < grid_.heads.size(); ++i) {
    const twb::HeadRef& h = grid_.heads[i];
    out << QString::fromStdString(twb::attention_kind_key(h.kind)) << ',' << h.layer << ',' << h.head;
    for (const twb::AblationMeasure& m : grid_.measures)
      out << ',' << QString::number(m.base, 'g', 17) << ',' << QString::number(m.zero[i], 'g', 17) << ','
          << QString::number(m.mean[i], 'g', 17);
    out << '\n';
  }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
