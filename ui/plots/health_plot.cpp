#include "plots/health_plot.h"

#include <QLabel>
#include <QSaveFile>
#include <QTextStream>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "plots/plot_files.h"
#include "plots/plot_title.h"

namespace twb::ui {
namespace {

// Qualitative colours (Tableau 10), one per group, repeating.
const QColor kGroupColors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
                               QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                               QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                               QColor(0x17, 0xbe, 0xcf)};

QCPAxisRect* addRect(QCustomPlot* plot, int row, const QString& label, bool logarithmic) {
  QCPAxisRect* rect = row == 0 ? plot->axisRect() : new QCPAxisRect(plot);
  if (row > 0) plot->plotLayout()->addElement(row, 0, rect);
  rect->axis(QCPAxis::atLeft)->setLabel(label);
  rect->axis(QCPAxis::atBottom)->setLabel(QObject::tr("step"));
  if (logarithmic) {
    rect->axis(QCPAxis::atLeft)->setScaleType(QCPAxis::stLogarithmic);
    rect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    rect->axis(QCPAxis::atLeft)->setNumberFormat(QStringLiteral("eb"));
    rect->axis(QCPAxis::atLeft)->setNumberPrecision(0);
  }
  return rect;
}

}  // namespace

HealthPlot::HealthPlot(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot;
  plot_->setObjectName(QStringLiteral("healthPlot"));
  // Four plots stacked: each needs room for its log axis's decades to stand a line apart.
  plot_->setMinimumHeight(std::max(320, 24 * plot_->fontMetrics().lineSpacing()));
  plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  keepAxisLabelsWithinPlot(plot_);
  margins_ = new QCPMarginGroup(plot_);
  readout_ = layOutPlotAndReadout(
      this, plot_,
      tr("Per layer: the gradient's norm before clipping, the update's size relative to the weights (about 1e-3 is "
         "healthy) and the largest attention score (past ~10 the softmax saturates)."),
      QStringLiteral("healthReadout"));
}

int HealthPlot::graphCount() const { return plot_->graphCount(); }

void HealthPlot::setHealth(const twb::HealthHistory& health) {
  health_ = health;
  plot_->clearGraphs();
  QCPLayoutGrid* layout = plot_->plotLayout();
  for (int i = layout->elementCount() - 1; i >= 1; --i)
    if (QCPLayoutElement* element = layout->elementAt(i)) layout->remove(element);
  layout->simplify();
  plot_->legend->setVisible(false);
  if (health_.empty()) {
    plot_->replot();
    return;
  }
  QCPAxisRect* rects[] = {addRect(plot_, 0, tr("training loss"), false), addRect(plot_, 1, tr("‖g‖ per layer"), true),
                          addRect(plot_, 2, tr("‖Δw‖ / ‖w‖"), true), addRect(plot_, 3, tr("largest score"), false)};
  const auto& samples = health_.samples();
  const auto& groups = health_.groups();
  // The four plots' left edges in line, whatever their tick labels' widths.
  for (QCPAxisRect* rect : rects) rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins_);
  const bool few = samples.size() < 30;  // a line needs two points: markers show the first ones
  QVector<double> steps;
  for (const auto& s : samples) steps << static_cast<double>(s.step);
  auto graph = [&](QCPAxisRect* rect, const QString& name, const QColor& color, auto value) {
    QCPGraph* g = plot_->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    g->setName(name);
    g->setPen(QPen(color, 1.2));
    g->setAdaptiveSampling(true);
    if (few) g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 5));
    QVector<double> values;
    for (const auto& s : samples) values << value(s);
    g->setData(steps, values, true);
    return g;
  };
  graph(rects[0], tr("training loss"), kGroupColors[0], [](const twb::HealthSample& s) { return s.loss; });
  for (size_t g = 0; g < groups.size(); ++g) {
    const QColor color = kGroupColors[g % std::size(kGroupColors)];
    const QString name = QString::fromStdString(groups[g]);
    graph(rects[1], name, color, [g](const twb::HealthSample& s) { return double(s.gradient_norms[g]); });
    graph(rects[2], name, color, [g](const twb::HealthSample& s) { return double(s.update_ratios[g]); });
    bool attention = false;
    for (const auto& s : samples) attention = attention || std::isfinite(s.largest_scores[g]);
    if (attention)
      graph(rects[3], name, color, [g](const twb::HealthSample& s) { return double(s.largest_scores[g]); });
  }
  // One legend, over the loss: a group's colour is the same in the three plots below it.
  plot_->legend->setVisible(true);
  plot_->legend->clearItems();
  for (int i = 0; i < plot_->graphCount(); ++i)
    if (plot_->graph(i)->valueAxis() == rects[1]->axis(QCPAxis::atLeft)) plot_->graph(i)->addToLegend();
  plot_->legend->setFont(QFont(font().family(), std::max(6, font().pointSize() - 2)));
  for (QCPAxisRect* rect : rects)
    for (QCPGraph* g : rect->graphs()) g->rescaleAxes(g != rect->graphs().front());
  plot_->replot();
  readout_->setText(
      tr("%1 steps, a sample every %2; %3 groups").arg(samples.back().step).arg(health_.stride()).arg(groups.size()));
}

bool HealthPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Training health"), [this](const QString& csv) { return writeCsv(csv); });
}

void HealthPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export training health"), QStringLiteral("health.png"),
                     [this](const QString& path) { return exportTo(path); });
}

bool HealthPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "step,loss,gradient_norm,learning_rate";
  for (const auto& g : health_.groups()) {
    const QString name = QString::fromStdString(g);
    out << ',' << csvField(name + " gradient_norm") << ',' << csvField(name + " update_ratio") << ','
        << csvField(name + " largest_score");
  }
  out << '\n';
  auto cell = [](double v) { return std::isfinite(v) ? QString::number(v, 'g', 9) : QString(); };
  for (const auto& s : health_.samples()) {
    out << s.step << ',' << cell(s.loss) << ',' << cell(s.gradient_norm) << ',' << cell(s.learning_rate);
    for (size_t g = 0; g < health_.groups().size(); ++g)
      out << ',' << cell(s.gradient_norms[g]) << ',' << cell(s.update_ratios[g]) << ',' << cell(s.largest_scores[g]);
    out << '\n';
  }
  return file.commit();
}

}  // namespace twb::ui
