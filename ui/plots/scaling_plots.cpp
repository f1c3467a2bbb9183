#include "plots/scaling_plots.h"

#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QTextStream>

#include <qcustomplot.h>

#include <QFontMetrics>

#include <algorithm>
#include <cmath>
#include <limits>

#include "plots/plot_files.h"
#include "plots/plot_title.h"

namespace twb::ui {
namespace {

const QColor kUnscaledColor(0xd6, 0x27, 0x28);  // red: the raw scores, q·k
const QColor kScaledColor(0x1f, 0x77, 0xb4);    // blue: q·k/√d_k
const QColor kGuideColor(0x7f, 0x7f, 0x7f);

QString theoryHint() { return ScalingTheoryPlot::tr("Hover a point to read its values · right-click to export"); }
QString histogramHint() { return ScoreHistogramPlot::tr("Hover a bar to read its count · right-click to export"); }

// A d_k axis (log 2) from the smallest width to the largest, with room for their points' circles.
QCPRange widthsRange(double smallest, double largest) { return {smallest / 1.5, largest * 1.5}; }

// QCustomPlot clips a legend entry to its text's height, and the "_" of "√d_k" lies below the font's
// descent: a few pixels under each entry keep it whole.
void leaveRoomUnderLegendEntries(QCPLegend* legend) {
  const QMargins below(0, 0, 0, std::max(2, QFontMetrics(legend->font()).descent() / 2));
  for (int i = 0; i < legend->itemCount(); ++i) {
    if (legend->item(i)->margins() != below) legend->item(i)->setMargins(below);
  }
}

QCPGraph* makeSeries(QCustomPlot* plot, QCPAxisRect* rect, const QString& name, const QColor& color) {
  QCPGraph* graph = plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
  graph->setName(name);
  graph->setPen(QPen(color, 1.8));
  graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, Qt::white, 5));
  return graph;
}

// The subtitle's small text under the title, wrapped in a narrow plot as the title is.
QCPTextElement* makeSubtitle(QCustomPlot* plot, const QFont& base) {
  auto* subtitle = new PlotTitle(plot, QFont(base.family(), base.pointSize() - 1));
  subtitle->setTextColor(QColor(0x40, 0x40, 0x40));
  return subtitle;
}

QCPTextElement* addTitleRows(QCustomPlot* plot, const QFont& base, const QString& text) {
  auto* title = new PlotTitle(plot, QFont(base.family(), base.pointSize() + 1, QFont::Bold));
  title->setText(text);
  plot->plotLayout()->insertRow(0);
  plot->plotLayout()->addElement(0, 0, title);
  return title;
}

QString fileNameOf(const QString& title, const char* fallback) {
  QString name = title.isEmpty() ? QLatin1String(fallback) : title.toLower();
  name.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
  return name.left(60) + QStringLiteral(".png");
}

}  // namespace

// --- ScalingTheoryPlot ----------------------------------------------------------------------------

void ScalingTheoryPlot::fitLegendToWidth() {
  QCPLegend* legend = plot_->legend;
  const int columns = plot_->viewport().width() >= oneLineLegendWidth_ ? legend->itemCount() : 2;
  if (legend->wrap() == columns) return;
  legend->setWrap(columns);
  legend->setFillOrder(QCPLegend::foColumnsFirst, true);
}

// d_k along the bottom: every other power of two (1 4 16 64 256) where a panel is wide enough,
// sparser powers (1 8 64 512, 1 16 256) where it is narrow and "64" and "256" would run together.
bool ScalingTheoryPlot::fitDkTicksToPanels() {
  bool changed = false;
  for (QCPAxisRect* rect : panels_) {
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    auto ticker = x->ticker().dynamicCast<QCPAxisTickerLog>();
    const QCPRange range = x->range();
    if (!ticker || range.lower <= 0 || rect->width() <= 0) continue;
    // The powers of two in view, 2^first … 2^last, and the width of one octave.
    const int first = std::max(0, int(std::ceil(std::log2(range.lower))));
    const int last = std::min(30, int(std::floor(std::log2(range.upper))));
    if (last <= first) continue;
    const double pixelsPerOctave = rect->width() / std::log2(range.upper / range.lower);
    const QFontMetrics metrics(x->tickLabelFont());
    const double gap = metrics.horizontalAdvance(QLatin1Char('M')) / 2.0;
    const auto fits = [&](int step) {  // neighbouring labels 2^i and 2^(i+step) stand a gap apart
      for (int i = first; i + step <= last; i += step) {
        const double halves = (metrics.horizontalAdvance(QString::number(1 << i)) +
                               metrics.horizontalAdvance(QString::number(1 << (i + step)))) /
                              2.0;
        if (step * pixelsPerOctave < halves + gap) return false;
      }
      return true;
    };
    int step = 2;
    while (step < last - first && !fits(step)) ++step;
    if (ticker->logBase() != double(1 << step)) {
      ticker->setLogBase(double(1 << step));
      ticker->setTickCount(last - first + 1);  // a tick per power of the base: the count never thins them
      changed = true;
    }
  }
  return changed;
}

ScalingTheoryPlot::ScalingTheoryPlot(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot(this);
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("scalingTheoryPlot"));
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  plot_->setMouseTracking(true);
  plot_->setMinimumSize(320, 260);

  // Rows: title, legend, then the four panels in a 2 × 2 grid (the default axis rect is the first).
  QCPAxisRect* first = plot_->axisRect();
  first->insetLayout()->take(plot_->legend);
  plot_->plotLayout()->take(first);
  plot_->plotLayout()->simplify();
  title_ = addTitleRows(plot_, font(), tr("Why 1/√d_k: random q and k"));
  subtitle_ = makeSubtitle(plot_, font());
  plot_->plotLayout()->addElement(1, 0, subtitle_);
  plot_->plotLayout()->addElement(2, 0, plot_->legend);
  plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
  plot_->legend->setBorderPen(Qt::NoPen);
  plot_->legend->setBrush(Qt::NoBrush);
  plot_->legend->setVisible(true);
  auto* grid = new QCPLayoutGrid;
  plot_->plotLayout()->addElement(3, 0, grid);
  for (int row = 0; row < 3; ++row) plot_->plotLayout()->setRowStretchFactor(row, 0.001);

  createPanels(first, grid);
  leaveRoomUnderLegendEntries(plot_->legend);
  // The legend's three entries stand on one line above the panels where the plot is wide enough,
  // else on two (at 12 points its last entry was cut off where the tab was narrow). The plot is
  // never narrower than two entries side by side.
  QCPLegend* legend = plot_->legend;
  oneLineLegendWidth_ = legend->minimumOuterSizeHint().width();
  legend->setWrap(2);
  legend->setFillOrder(QCPLegend::foColumnsFirst, true);
  plot_->setMinimumWidth(std::max(plot_->minimumWidth(), legend->minimumOuterSizeHint().width()));
  connect(plot_, &QCustomPlot::beforeReplot, this, &ScalingTheoryPlot::fitLegendToWidth);
  // QCustomPlot sets the ticks up before it lays the panels out, so ticks that changed for the
  // laid-out width draw once more.
  connect(plot_, &QCustomPlot::afterLayout, this, [this] {
    if (fitDkTicksToPanels()) plot_->replot(QCustomPlot::rpQueuedReplot);
  });

  readout_ = layOutPlotAndReadout(this, plot_, theoryHint(), QStringLiteral("scalingTheoryReadout"));
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) { showValuesAt(event->pos()); });
  connect(plot_, &QWidget::customContextMenuRequested, this, &ScalingTheoryPlot::showContextMenu);
}

// The four panels against d_k (log₂): the score's variance (log₁₀), a row's largest weight, its
// entropy beside a uniform row's, and the gradient through the softmax; unscaled and scaled in each.
void ScalingTheoryPlot::createPanels(QCPAxisRect* first, QCPLayoutGrid* grid) {
  const QString labels[4] = {tr("variance of the score"), tr("largest weight of a row"), tr("entropy of a row (nats)"),
                             tr("gradient through softmax")};
  auto* margins = new QCPMarginGroup(plot_);
  for (int i = 0; i < 4; ++i) {
    QCPAxisRect* rect = i == 0 ? first : new QCPAxisRect(plot_);
    panels_[i] = rect;
    grid->addElement(i / 2, i % 2, rect);
    rect->setMarginGroup(QCP::msLeft, margins);
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    x->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(2);
    ticker->setSubTickCount(0);
    x->setTicker(ticker);
    x->setNumberFormat(QStringLiteral("f"));
    x->setNumberPrecision(0);
    // The lesson's widths until the theory's own arrive: an empty log axis at QCP's default range
    // is labelled "0 0 0 0 1 4".
    const std::vector<int> widths = twb::inspect::ScalingTheorySettings{}.dimensions;
    x->setRange(widthsRange(widths.front(), widths.back()));
    x->setLabel(tr("d_k"));
    rect->axis(QCPAxis::atLeft)->setLabel(labels[i]);
    unscaled_[i] = makeSeries(plot_, rect, tr("q·k, unscaled"), kUnscaledColor);
    scaled_[i] = makeSeries(plot_, rect, tr("q·k / √d_k, scaled"), kScaledColor);
    if (i > 0) {  // one legend entry per kind
      unscaled_[i]->removeFromLegend();
      scaled_[i]->removeFromLegend();
    }
  }
  QCPAxis* variance = panels_[0]->axis(QCPAxis::atLeft);
  variance->setScaleType(QCPAxis::stLogarithmic);
  auto varianceTicker = QSharedPointer<QCPAxisTickerLog>::create();
  varianceTicker->setLogBase(10);
  variance->setTicker(varianceTicker);
  variance->setNumberFormat(QStringLiteral("gb"));
  panels_[1]->axis(QCPAxis::atLeft)->setRange(0, 1.05);
  uniform_ = plot_->addGraph(panels_[2]->axis(QCPAxis::atBottom), panels_[2]->axis(QCPAxis::atLeft));
  uniform_->setName(tr("ln n: a uniform row"));
  uniform_->setPen(QPen(kGuideColor, 1.2, Qt::DashLine));
}

QCPAxisRect* ScalingTheoryPlot::panel(int index) const { return index >= 0 && index < 4 ? panels_[index] : nullptr; }
QString ScalingTheoryPlot::title() const { return title_->text(); }
QString ScalingTheoryPlot::subtitle() const { return subtitle_->text(); }
QString ScalingTheoryPlot::readout() const { return readout_->text(); }

void ScalingTheoryPlot::setTheory(const twb::inspect::ScalingTheory& theory) {
  theory_ = theory;
  QVector<double> d_k;
  for (int d : theory.d_k) d_k << d;
  const auto vec = [](const std::vector<double>& v) { return QVector<double>(v.begin(), v.end()); };
  const std::vector<double>* unscaled[4] = {&theory.variance_unscaled, &theory.largest_weight_unscaled,
                                            &theory.entropy_unscaled, &theory.gradient_unscaled};
  const std::vector<double>* scaled[4] = {&theory.variance_scaled, &theory.largest_weight_scaled,
                                          &theory.entropy_scaled, &theory.gradient_scaled};
  for (int i = 0; i < 4; ++i) {
    unscaled_[i]->setData(d_k, vec(*unscaled[i]), true);
    scaled_[i]->setData(d_k, vec(*scaled[i]), true);
  }
  if (!d_k.isEmpty()) {
    const QCPRange range = widthsRange(d_k.front(), d_k.back());
    for (QCPAxisRect* panel : panels_) panel->axis(QCPAxis::atBottom)->setRange(range);
    uniform_->setData({range.lower, range.upper}, {theory.uniform_entropy(), theory.uniform_entropy()}, true);
    double top = 1;
    for (double v : theory.variance_unscaled) top = std::max(top, v);
    panels_[0]->axis(QCPAxis::atLeft)->setRange(0.3, top * 3);
  }
  panels_[2]->axis(QCPAxis::atLeft)->setRange(0, theory.uniform_entropy() * 1.1);
  double gradient = 0;
  for (double v : theory.gradient_scaled) gradient = std::max(gradient, v);
  for (double v : theory.gradient_unscaled) gradient = std::max(gradient, v);
  panels_[3]->axis(QCPAxis::atLeft)->setRange(0, gradient > 0 ? gradient * 1.15 : 1);
  // Short lines: the plot may be narrow, and a title reads whole on one line.
  subtitle_->setText(tr("entries of q and k drawn from N(0, 1)\nsoftmax rows of %1 keys, %2 rows per d_k")
                         .arg(theory.keys)
                         .arg(theory.samples));
  readout_->setText(theoryHint());
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingTheoryPlot::showValuesAt(const QPoint& pixel) {
  if (!theory_ || theory_->d_k.empty()) return;
  for (int i = 0; i < 4; ++i) {
    if (!panels_[i]->rect().contains(pixel)) continue;
    // The nearest d_k along the (logarithmic) axis.
    QCPAxis* x = panels_[i]->axis(QCPAxis::atBottom);
    size_t best = 0;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (size_t k = 0; k < theory_->d_k.size(); ++k) {
      const double distance = std::abs(x->coordToPixel(theory_->d_k[k]) - pixel.x());
      if (distance < bestDistance) bestDistance = distance, best = k;
    }
    const auto& t = *theory_;
    const double values[4][2] = {{t.variance_unscaled[best], t.variance_scaled[best]},
                                 {t.largest_weight_unscaled[best], t.largest_weight_scaled[best]},
                                 {t.entropy_unscaled[best], t.entropy_scaled[best]},
                                 {t.gradient_unscaled[best], t.gradient_scaled[best]}};
    readout_->setText(tr("d_k = %1 · %2: %3 unscaled, %4 scaled")
                          .arg(t.d_k[best])
                          .arg(wholeAxisLabel(panels_[i]->axis(QCPAxis::atLeft)))
                          .arg(fourDigits(values[i][0]), fourDigits(values[i][1])));
    return;
  }
  readout_->setText(theoryHint());
}

void ScalingTheoryPlot::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &ScalingTheoryPlot::exportWithDialog);
  menu.exec(plot_->mapToGlobal(pos));
}

bool ScalingTheoryPlot::exportTo(const QString& path) const {
  if (!theory_) return false;
  return save_plot(plot_, path, title_->text(), [this](const QString& csv) { return writeCsv(csv); });
}

void ScalingTheoryPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export plot"), QStringLiteral("why-sqrt-dk-theory.png"),
                     [this](const QString& path) { return exportTo(path); });
}

bool ScalingTheoryPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const auto& t = *theory_;
  out << "d_k,variance_unscaled,variance_scaled,largest_weight_unscaled,largest_weight_scaled,"
         "entropy_unscaled,entropy_scaled,gradient_unscaled,gradient_scaled\n";
  const auto g = [](double v) { return QString::number(v, 'g', 17); };
  for (size_t i = 0; i < t.d_k.size(); ++i) {
    out << t.d_k[i] << ',' << g(t.variance_unscaled[i]) << ',' << g(t.variance_scaled[i]) << ','
        << g(t.largest_weight_unscaled[i]) << ',' << g(t.largest_weight_scaled[i]) << ',' << g(t.entropy_unscaled[i])
        << ',' << g(t.entropy_scaled[i]) << ',' << g(t.gradient_unscaled[i]) << ',' << g(t.gradient_scaled[i]) << '\n';
  }
  out.flush();
  return file.commit();
}

// --- ScoreHistogramPlot ---------------------------------------------------------------------------

ScoreHistogramPlot::ScoreHistogramPlot(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot(this);
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("scoreHistogramPlot"));
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  plot_->setMouseTracking(true);
  // Wide enough for "Encoder self-attention, layer 1, head 1" and the variances on one line each,
  // whatever the font: 21 lines of it (300 px up to 9 points).
  plot_->setMinimumSize(std::max(300, 21 * fontMetrics().height()), 220);

  subtitle_ = makeSubtitle(plot_, font());
  plot_->plotLayout()->insertRow(0);
  plot_->plotLayout()->addElement(0, 0, subtitle_);
  title_ = addTitleRows(plot_, font(), tr("The model's scores"));

  const auto makeHistogram = [this](const QColor& color) {
    QCPGraph* graph = plot_->addGraph();
    graph->setLineStyle(QCPGraph::lsStepCenter);
    graph->setPen(QPen(color.darker(110), 1.5));
    QColor fill = color;
    fill.setAlpha(70);
    graph->setBrush(fill);
    return graph;
  };
  raw_ = makeHistogram(kUnscaledColor);
  softmaxInput_ = makeHistogram(kScaledColor);
  plot_->xAxis->setLabel(tr("score"));
  plot_->yAxis->setLabel(tr("(query, key) pairs"));
  // The legend in the top left corner, over the low tail (the peaks stay in the middle), so that
  // it takes none of the height a small window has for the plot.
  plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
  plot_->legend->setBorderPen(Qt::NoPen);
  plot_->legend->setBrush(QColor(255, 255, 255, 210));
  plot_->legend->setVisible(true);
  // The legend's width is known once the plot is laid out; a change of names lays it out again.
  connect(plot_, &QCustomPlot::afterLayout, this, &ScoreHistogramPlot::fitLegendToPlot);

  readout_ = layOutPlotAndReadout(this, plot_, histogramHint(), QStringLiteral("scoreHistogramReadout"));
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) { showBinAt(event->pos()); });
  connect(plot_, &QWidget::customContextMenuRequested, this, &ScoreHistogramPlot::showContextMenu);
  clear();
}

void ScoreHistogramPlot::nameGraphs(const QString& raw, const QString& softmaxInput) {
  rawName_ = raw;
  softmaxInputName_ = softmaxInput;
  applyNames();
}

void ScoreHistogramPlot::applyNames() {
  const auto broken = [this](QString name) {
    if (!namesBroken_) return name;
    return name.replace(QLatin1String(", "), QLatin1String(",\n")).replace(QLatin1String(" ("), QLatin1String("\n("));
  };
  raw_->setName(broken(rawName_));
  softmaxInput_->setName(broken(softmaxInputName_));
  leaveRoomUnderLegendEntries(plot_->legend);
}

void ScoreHistogramPlot::fitLegendToPlot() {
  const QFontMetrics metrics(plot_->legend->font());
  const auto widest = [&metrics](const QStringList& names) {
    int width = 0;
    for (const QString& name : names) {
      for (const QString& line : name.split(QLatin1Char('\n')))
        width = std::max(width, metrics.horizontalAdvance(line));
    }
    return width;
  };
  QStringList shown;
  for (QCPGraph* graph : {raw_, softmaxInput_}) {
    if (plot_->legend->hasItemWithPlottable(graph)) shown << graph->name();
  }
  if (shown.isEmpty()) return;
  fitHeadroomToLegend();
  // The legend's width with the names on one line: its present width, less its widest line, plus
  // the widest whole name.
  QStringList whole;
  for (const QString& name : shown) whole << QString(name).replace(QLatin1Char('\n'), QLatin1Char(' '));
  const int oneLineWidth = plot_->legend->outerRect().width() - widest(shown) + widest(whole);
  const bool breakNames = oneLineWidth > plot_->axisRect()->width();
  if (breakNames == namesBroken_) return;
  namesBroken_ = breakNames;
  applyNames();
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The legend sits in the top left corner, over the low tail. The count axis reaches high enough
// that no bar under the legend meets it (a narrow plot breaks the names in two, and the legend
// then reaches over the peak), and a tenth above the highest bar.
void ScoreHistogramPlot::fitHeadroomToLegend() {
  const QRect area = plot_->axisRect()->rect();
  if (!scores_ || area.height() <= 0) return;
  const QRect legend = plot_->legend->outerRect();
  const double legendLeft = plot_->xAxis->pixelToCoord(legend.left());
  const double legendRight = plot_->xAxis->pixelToCoord(legend.right());
  const twb::inspect::Histogram& h = scores_->raw;
  double peak = 1, underLegend = 0;
  for (int i = 0; i < h.bins(); ++i) {
    double count = double(h.counts[size_t(i)]);
    if (scaled_) count = std::max(count, double(scores_->softmax_input.counts[size_t(i)]));
    peak = std::max(peak, count);
    if (h.bin_low(i + 1) > legendLeft && h.bin_low(i) < legendRight) underLegend = std::max(underLegend, count);
  }
  // The share of the plot's height the legend takes from the top, with a third of a line to spare.
  const double gap = QFontMetrics(plot_->legend->font()).height() / 3.0;
  const double covered = (legend.bottom() + gap - area.top()) / area.height();
  const double top = std::max(1.1 * peak, underLegend / std::max(0.2, 1.0 - covered));
  // Grows at once; shrinks only by more than a tenth, so that a tick label's width changing the
  // legend's place by a pixel does not move the axis back and forth.
  const double now = plot_->yAxis->range().upper;
  if (top > now * 1.01 || top < now * 0.9) {
    plot_->yAxis->setRange(0, top);
    plot_->replot(QCustomPlot::rpQueuedReplot);
  }
}

QString ScoreHistogramPlot::title() const { return title_->text(); }
QString ScoreHistogramPlot::subtitle() const { return subtitle_->text(); }
QString ScoreHistogramPlot::readout() const { return readout_->text(); }

void ScoreHistogramPlot::clear(const QString& message) {
  scores_.reset();
  raw_->data()->clear();
  softmaxInput_->data()->clear();
  nameGraphs(tr("q·k"), tr("q·k / √d_k"));
  title_->setText(tr("The model's scores"));
  subtitle_->setText(message.isEmpty() ? tr("Take a training step (or open a checkpoint)\nto see them.") : message);
  readout_->setText(histogramHint());
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ScoreHistogramPlot::setScores(const twb::inspect::HeadScores& scores, const twb::inspect::ScoreSnapshot& snapshot,
                                   const QString& title) {
  scores_ = scores;
  scaled_ = snapshot.scale_scores;
  QVector<double> centres, raw, input;
  for (int i = 0; i < scores.raw.bins(); ++i) {
    centres << scores.raw.bin_center(i);
    raw << double(scores.raw.counts[size_t(i)]);
    input << double(scores.softmax_input.counts[size_t(i)]);
  }
  raw_->setData(centres, raw, true);
  if (scaled_) {
    nameGraphs(tr("q·k, before scaling"), tr("q·k / √d_k, what the softmax reads"));
    softmaxInput_->setData(centres, input, true);
    softmaxInput_->setVisible(true);
    softmaxInput_->addToLegend();
  } else {
    // Trained without scaling: its softmax reads q·k itself; there is no second histogram.
    nameGraphs(tr("q·k, what the softmax reads (trained without scaling)"), tr("q·k / √d_k"));
    softmaxInput_->data()->clear();
    softmaxInput_->setVisible(false);
    softmaxInput_->removeFromLegend();
  }
  leaveRoomUnderLegendEntries(plot_->legend);  // the entry added again has the default margins
  double top = 1;
  for (double c : raw) top = std::max(top, c);
  for (double c : input) top = std::max(top, c);
  plot_->xAxis->setRange(scores.raw.low, scores.raw.high);
  plot_->yAxis->setRange(0, top * 1.3);  // until the layout places the legend: fitHeadroomToLegend
  title_->setText(title);
  const QString variances = scaled_
                                ? tr("Var(q·k) = %1 · Var(q·k/√d_k) = %2")
                                      .arg(fourDigits(scores.raw_variance), fourDigits(scores.softmax_input_variance))
                                : tr("no scaling: Var(q·k) = %1").arg(fourDigits(scores.raw_variance));
  // Two short lines: the plot may be narrow and low, and each line reads whole (at 11 points in a
  // third of a laptop screen).
  subtitle_->setText(tr("%1\nd_k = %2 · rows with a weight > 0.99: %3 % of %4")
                         .arg(variances)
                         .arg(snapshot.d_k)
                         .arg(scores.saturated_share() * 100, 0, 'f', 1)
                         .arg(scores.rows));
  readout_->setText(histogramHint());
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ScoreHistogramPlot::showBinAt(const QPoint& pixel) {
  if (!scores_ || !plot_->axisRect()->rect().contains(pixel)) {
    readout_->setText(histogramHint());
    return;
  }
  const auto& h = scores_->raw;
  const int bin = static_cast<int>(std::floor((plot_->xAxis->pixelToCoord(pixel.x()) - h.low) / h.bin_width()));
  if (bin < 0 || bin >= h.bins()) {
    readout_->setText(histogramHint());
    return;
  }
  QString text = tr("scores in [%1, %2): %3 of q·k")
                     .arg(fourDigits(h.bin_low(bin)), fourDigits(h.bin_low(bin + 1)))
                     .arg(h.counts[size_t(bin)]);
  if (scaled_) text += tr(", %1 of q·k/√d_k").arg(scores_->softmax_input.counts[size_t(bin)]);
  readout_->setText(text);
}

void ScoreHistogramPlot::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &ScoreHistogramPlot::exportWithDialog)->setEnabled(hasData());
  menu.exec(plot_->mapToGlobal(pos));
}

bool ScoreHistogramPlot::exportTo(const QString& path) const {
  if (!scores_) return false;
  return save_plot(plot_, path, title_->text(), [this](const QString& csv) { return writeCsv(csv); });
}

void ScoreHistogramPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export plot"), fileNameOf(title_->text(), "scores"),
                     [this](const QString& path) { return exportTo(path); });
}

bool ScoreHistogramPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const auto& s = *scores_;
  out << "bin_low,bin_high,raw_count,softmax_input_count\n";
  for (int i = 0; i < s.raw.bins(); ++i) {
    out << QString::number(s.raw.bin_low(i), 'g', 17) << ',' << QString::number(s.raw.bin_low(i + 1), 'g', 17) << ','
        << s.raw.counts[size_t(i)] << ',' << s.softmax_input.counts[size_t(i)] << '\n';
  }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
