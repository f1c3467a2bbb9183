#include "plots/bar_chart_plot.h"

#include "plots/plot_cursor.h"
#include "plots/plot_files.h"
#include "plots/plot_title.h"

#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace twb::ui {
namespace {

const QColor kBarColor(0x6b, 0x9b, 0xd1);
const QColor kAccentColor(0xe6, 0x55, 0x0d);

QString barReadoutHint() { return BarChartPlot::tr("Hover a bar for its value · right-click to export"); }

// The bars' values are written a little smaller than the axes.
QFont valueFont(const QFont& font) {
  QFont small = font;
  small.setPointSizeF(small.pointSizeF() * 0.85);
  return small;
}

}  // namespace

BarChartPlot::BarChartPlot(Qt::Orientation orientation, QWidget* parent) : QWidget(parent), orientation_(orientation) {
  plot_ = new QCustomPlot(this);
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("barChartPlot"));
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  plot_->setMouseTracking(true);
  // Upright bars: a title line, the bars with at least three ticks a line apart, slanted category
  // labels and an axis label, about eleven lines of the font whatever its size (160 px at 9
  // points). Bars across read their categories on one line each and need eight (160 px up to 13).
  const int line = fontMetrics().height();
  plot_->setMinimumSize(220, std::max(160, (orientation_ == Qt::Vertical ? 11 : 8) * line));

  title_ = new PlotTitle(plot_, QFont(font().family(), font().pointSize() + 1, QFont::Bold));
  plot_->plotLayout()->insertRow(0);
  plot_->plotLayout()->addElement(0, 0, title_);

  QCPAxis* key = orientation_ == Qt::Vertical ? plot_->xAxis : plot_->yAxis;
  QCPAxis* value = orientation_ == Qt::Vertical ? plot_->yAxis : plot_->xAxis;
  bars_ = new QCPBars(key, value);
  bars_->setWidth(0.7);
  bars_->setPen(QPen(kBarColor.darker(130)));
  bars_->setBrush(kBarColor);
  accent_ = new QCPBars(key, value);
  accent_->setWidth(0.7);
  accent_->setPen(QPen(kAccentColor.darker(130)));
  accent_->setBrush(kAccentColor);
  accent_->setProperty(PlotCursor::kCursorSkips, true);  // a bar of bars_, drawn again in the accent
  key->grid()->setVisible(false);
  key->setSubTicks(false);
  key->setTickLength(0, 3);
  // Horizontal bars: the first category at the top, as a list reads.
  if (orientation_ == Qt::Horizontal) key->setRangeReversed(true);
  value->grid()->setSubGridVisible(false);

  emptyText_ = addEmptyText(plot_, plot_->axisRect(), font(), tr("Nothing to show yet"));

  readout_ = layOutPlotAndReadout(this, plot_, barReadoutHint(), QStringLiteral("barChartReadout"));

  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) { showBarAt(event->pos()); });
  connect(plot_, &QWidget::customContextMenuRequested, this, &BarChartPlot::showContextMenu);
  // Whether the values fit over their bars is known once the plot is laid out (QCustomPlot lays
  // out inside replot, after a resize too); the labels are items, so placing them again changes
  // no layout.
  connect(plot_, &QCustomPlot::afterLayout, this, [this] {
    const bool fits = everyValueFits();
    if (fits == everyValueShown_) return;
    everyValueShown_ = fits;
    placeValueLabels();
    plot_->replot(QCustomPlot::rpQueuedReplot);
  });
  redraw();
}

void BarChartPlot::setBars(const QStringList& labels, const QVector<double>& values, int highlight) {
  labels_ = labels;
  values_ = values;
  while (labels_.size() < values_.size()) labels_ << QString::number(labels_.size());
  labels_ = labels_.mid(0, values_.size());
  highlight_ = highlight >= 0 && highlight < values_.size() ? highlight : -1;
  readout_->setText(barReadoutHint());
  redraw();
}

void BarChartPlot::clear() { setBars({}, {}, -1); }

void BarChartPlot::setEmptyText(const QString& text) {
  emptyText_->setText(text);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString BarChartPlot::emptyText() const { return emptyText_->text(); }
bool BarChartPlot::showsEmptyText() const { return emptyText_->visible(); }

void BarChartPlot::setTitle(const QString& title) {
  title_->setText(title);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString BarChartPlot::title() const { return title_->text(); }

void BarChartPlot::setValueAxisLabel(const QString& label) {
  bars_->valueAxis()->setLabel(label);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void BarChartPlot::setCategoryAxisLabel(const QString& label) {
  bars_->keyAxis()->setLabel(label);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void BarChartPlot::setValueRange(double lower, double upper) {
  fixedRange_ = true;
  lower_ = lower;
  upper_ = upper;
  redraw();
}

void BarChartPlot::setAutoValueRange() {
  fixedRange_ = false;
  redraw();
}

void BarChartPlot::setValueLabelLimit(int bars) {
  valueLabelLimit_ = bars;
  redraw();
}

QString BarChartPlot::readout() const { return readout_->text(); }

void BarChartPlot::redraw() {
  QVector<double> keys;
  for (int i = 0; i < values_.size(); ++i) keys << double(i);
  bars_->setData(keys, values_, true);
  if (highlight_ >= 0) {
    accent_->setData({double(highlight_)}, {values_[highlight_]}, true);
  } else {
    accent_->data()->clear();
  }

  QCPAxis* key = bars_->keyAxis();
  QCPAxis* value = bars_->valueAxis();
  auto ticker = QSharedPointer<QCPAxisTickerText>::create();
  ticker->addTicks(keys, labels_.toVector());
  key->setTicker(ticker);
  int longest = 0;
  for (const QString& label : labels_) longest = std::max(longest, int(label.size()));
  // Along the bottom, many or long labels read better slanted than overlapping.
  key->setTickLabelRotation(orientation_ == Qt::Vertical && (values_.size() > 8 || longest > 4) ? -50 : 0);
  key->setRange(-0.8, std::max<int>(1, int(values_.size())) - 0.2);

  if (fixedRange_) {
    value->setRange(lower_, upper_);
  } else {
    double top = 0;
    for (double v : values_) top = std::max(top, v);
    value->setRange(0, top > 0 ? top * 1.15 : 1.0);
  }

  emptyText_->setVisible(values_.isEmpty());
  everyValueShown_ = everyValueFits();
  placeValueLabels();
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool BarChartPlot::everyValueFits() const {
  if (values_.isEmpty() || plot_->axisRect()->width() <= 0) return false;
  // A value fits over its bar when the bars are far enough apart for it (with its padding, 3 px
  // each side, and a gap); along the side, the values stand one line high.
  const QFontMetrics metrics(valueFont(font()));
  const QCPAxis* key = bars_->keyAxis();
  const double spacing = std::abs(key->coordToPixel(1.0) - key->coordToPixel(0.0));
  const double needed =
      orientation_ == Qt::Vertical ? metrics.horizontalAdvance(QStringLiteral("0.000")) + 8 : metrics.height();
  return spacing >= needed;
}

void BarChartPlot::placeValueLabels() {
  // Only the value labels go: the empty text is an item of the plot too.
  for (QCPItemText* label : valueLabels_) plot_->removeItem(label);
  valueLabels_.clear();
  if (valueLabelLimit_ <= 0 || values_.isEmpty() || values_.size() > valueLabelLimit_) return;
  // Where they do not all fit, only the highlighted bar says its value (the read-out tells the
  // others on hover).
  const QFont small = valueFont(font());
  for (int i = 0; i < values_.size(); ++i) {
    if (!everyValueShown_ && i != highlight_) continue;
    auto* text = new QCPItemText(plot_);
    valueLabels_.push_back(text);
    text->setClipToAxisRect(false);
    text->position->setType(QCPItemPosition::ptPlotCoords);
    if (orientation_ == Qt::Vertical) {
      text->position->setAxes(bars_->keyAxis(), bars_->valueAxis());
      text->position->setCoords(i, values_[i]);
      text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    } else {
      // Horizontal bars: the key axis is the y axis, so the coordinates are (value, key).
      text->position->setAxes(bars_->valueAxis(), bars_->keyAxis());
      text->position->setCoords(values_[i], i);
      text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    }
    text->setPadding(QMargins(3, 0, 3, 1));
    text->setFont(small);
    text->setColor(i == highlight_ ? kAccentColor.darker(140) : QColor(0x40, 0x40, 0x40));
    text->setText(QString::number(values_[i], 'f', values_[i] >= 0.995 || values_[i] == 0 ? 2 : 3));
  }
}

void BarChartPlot::showBarAt(const QPoint& pixel) {
  if (values_.isEmpty() || !plot_->axisRect()->rect().contains(pixel)) {
    readout_->setText(barReadoutHint());
    return;
  }
  const double coordinate = orientation_ == Qt::Vertical ? bars_->keyAxis()->pixelToCoord(pixel.x())
                                                         : bars_->keyAxis()->pixelToCoord(pixel.y());
  const int index = static_cast<int>(std::floor(coordinate + 0.5));
  if (index < 0 || index >= values_.size()) {
    readout_->setText(barReadoutHint());
    return;
  }
  // One pass of .arg: a label that reads "%2" stays as it is.
  QString text = QStringLiteral("“%1”: %2").arg(labels_[index], QString::number(values_[index], 'f', 4));
  if (index == highlight_ && !highlightName_.isEmpty()) text += QStringLiteral(" (%1)").arg(highlightName_);
  readout_->setText(text);
  emit barHovered(index, values_[index]);
}

void BarChartPlot::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &BarChartPlot::exportWithDialog);
  menu.exec(plot_->mapToGlobal(pos));
}

bool BarChartPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, title_->text(), [this](const QString& csv) { return writeCsv(csv); });
}

void BarChartPlot::exportWithDialog() {
  const QString name =
      (title_->text().isEmpty() ? QStringLiteral("bars")
                                : title_->text().toLower().replace(QLatin1Char(' '), QLatin1Char('-'))) +
      QStringLiteral(".png");
  export_with_dialog(this, tr("Export plot"), name, [this](const QString& path) { return exportTo(path); });
}

bool BarChartPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const QString key = wholeAxisLabel(bars_->keyAxis()), value = wholeAxisLabel(bars_->valueAxis());
  out << csvField(key.isEmpty() ? QStringLiteral("label") : key) << ','
      << csvField(value.isEmpty() ? QStringLiteral("value") : value);
  if (highlight_ >= 0)
    out << ',' << csvField(highlightName_.isEmpty() ? QStringLiteral("highlighted") : highlightName_);
  out << '\n';
  for (int i = 0; i < values_.size(); ++i) {
    out << csvField(labels_[i]) << ',' << QString::number(values_[i], 'g', 17);
    if (highlight_ >= 0) out << ',' << (i == highlight_ ? 1 : 0);
    out << '\n';
  }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
