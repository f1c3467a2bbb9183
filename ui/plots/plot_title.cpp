#include "plots/plot_title.h"

#include <QFontMetrics>

#include <algorithm>

namespace twb::ui {

PlotTitle::PlotTitle(QCustomPlot* plot, const QFont& font) : QCPTextElement(plot, QString(), font) {
  setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);  // draw() wraps within the element's rect
}

int PlotTitle::wrappedOuterHeight() const {
  const QMargins m = margins();
  const int width = std::max(1, mParentPlot->viewport().width() - m.left() - m.right());
  const QRect wrapped = QFontMetrics(font()).boundingRect(QRect(0, 0, width, QWIDGETSIZE_MAX), textFlags(), text());
  return wrapped.height() + m.top() + m.bottom();
}

QSize PlotTitle::minimumOuterSizeHint() const {
  const QMargins m = margins();
  return {m.left() + m.right(), wrappedOuterHeight()};
}

QSize PlotTitle::maximumOuterSizeHint() const { return {QWIDGETSIZE_MAX, wrappedOuterHeight()}; }

namespace {

const char* const kWholeLabel = "twbWholeAxisLabel";
const char* const kShortLabel = "twbShortAxisLabel";

// The label as drawn in `room` pixels: whole; else without its parenthesis ("query (predicting the
// next token)" → "query"); else the words before its first preposition ("largest weight of a row"
// → "largest weight"); else the last of those, the noun ("validation accuracy" → "accuracy").
QString fitted(const QString& whole, const QFont& font, double room) {
  const QFontMetricsF metrics(font);
  if (metrics.horizontalAdvance(whole) <= room) return whole;
  const qsizetype parenthesis = whole.indexOf(QLatin1String(" ("));
  QString shorter = parenthesis > 0 ? whole.left(parenthesis) : whole;
  if (metrics.horizontalAdvance(shorter) <= room) return shorter;
  static const QStringList prepositions{QStringLiteral(" of "), QStringLiteral(" through "), QStringLiteral(" per "),
                                        QStringLiteral(" in "), QStringLiteral(" for ")};
  for (const QString& preposition : prepositions) {
    const qsizetype at = shorter.indexOf(preposition);
    if (at > 0) shorter = shorter.left(at);
  }
  if (metrics.horizontalAdvance(shorter) <= room) return shorter;
  const qsizetype space = shorter.lastIndexOf(QLatin1Char(' '));
  return space > 0 ? shorter.mid(space + 1) : shorter;
}

// True when the labels changed (the plot must be drawn again).
bool fitAxisLabels(QCustomPlot* plot) {
  bool changed = false;
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      const QString shown = axis->label();
      if (shown.isEmpty()) continue;
      // A label other than the one we drew shortened was set by its view: that is the whole one.
      if (shown != axis->property(kShortLabel).toString()) axis->setProperty(kWholeLabel, shown);
      const QString whole = axis->property(kWholeLabel).toString();
      // A label may use the whole plot's length, or, where panels stand side by side or one above
      // another, its own panel's: beyond that it would run into the next panel's label.
      const QRect bounds = plot->axisRectCount() > 1 ? rect->outerRect() : plot->viewport();
      const bool across = axis->orientation() == Qt::Horizontal;
      const double centre = across ? rect->center().x() : rect->center().y();
      const double low = across ? bounds.left() : bounds.top();
      const double high = across ? bounds.right() + 1 : bounds.bottom() + 1;
      const double room = 2 * std::min(centre - low, high - centre);
      const QString wanted = fitted(whole, axis->labelFont(), room);
      axis->setProperty(kShortLabel, wanted == whole ? QString() : wanted);
      if (wanted != shown) {
        axis->setLabel(wanted);
        changed = true;
      }
    }
  }
  return changed;
}

const char* const kTickCount = "twbTickCount";

// True when a side axis's tick count changed: a low plot (the learning rate's strip under the
// curves) asks its numeric ticker for fewer ticks, so that their labels stand a line and a half
// apart instead of on one another; a taller plot gets the ticker's own count back.
bool fitSideTicks(QCustomPlot* plot) {
  bool changed = false;
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
      const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
      // Text tickers place their own ticks, fixed ones their own step (unless it may be a multiple:
      // then the count picks the multiple), and a heatmap's whole numbers fit themselves.
      const auto fixed = ticker.dynamicCast<QCPAxisTickerFixed>();
      if (!axis->visible() || !axis->tickLabels() || !ticker || ticker.dynamicCast<QCPAxisTickerText>() ||
          (fixed && fixed->scaleStrategy() == QCPAxisTickerFixed::ssNone) ||
          axis->property(kTicksFitTheirAxis).toBool())
        continue;
      if (!axis->property(kTickCount).isValid()) axis->setProperty(kTickCount, ticker->tickCount());
      const int own = axis->property(kTickCount).toInt();
      const double spacing = 1.5 * QFontMetricsF(axis->tickLabelFont()).height();
      const int fits = std::clamp(int(rect->height() / spacing), 2, own);
      if (fits != ticker->tickCount()) {
        ticker->setTickCount(fits);
        changed = true;
      }
    }
  }
  return changed;
}

}  // namespace

void keepAxisLabelsWithinPlot(QCustomPlot* plot) {
  QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
    // Neither a label's length nor a side axis's tick count changes the axis rect's height, so one
    // more pass settles them.
    const bool labels = fitAxisLabels(plot);
    const bool ticks = fitSideTicks(plot);
    if (labels || ticks) plot->replot(QCustomPlot::rpQueuedReplot);
  });
}

void putLegendInRowOfItsOwn(QCustomPlot* plot, int row) {
  QCPLegend* legend = plot->legend;
  for (QCPAxisRect* rect : plot->axisRects()) {
    if (!rect->insetLayout()->take(legend)) continue;
    // The rect that held it lies below the new row, which is room enough for its top tick label.
    QMargins least = rect->minimumMargins();
    least.setTop(6);
    rect->setMinimumMargins(least);
    break;
  }
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  legend->setBorderPen(Qt::NoPen);
  legend->setBrush(Qt::NoBrush);
  legend->setMargins(QMargins(7, 2, 7, 0));
  plot->plotLayout()->insertRow(row);
  auto* line = new QCPLayoutGrid;  // an empty element either side takes the spare width
  plot->plotLayout()->addElement(row, 0, line);
  line->addElement(0, 0, new QCPLayoutElement(plot));
  line->addElement(0, 1, legend);
  line->addElement(0, 2, new QCPLayoutElement(plot));
  line->setColumnStretchFactor(1, 0.001);
  legend->setLayer(QStringLiteral("legend"));
  plot->plotLayout()->setRowStretchFactor(row, 0.001);
}

QCPItemText* addEmptyText(QCustomPlot* plot, QCPAxisRect* rect, const QFont& font, const QString& text) {
  auto* item = new QCPItemText(plot);
  item->setClipAxisRect(rect);
  item->position->setType(QCPItemPosition::ptAxisRectRatio);
  item->position->setAxisRect(rect);
  item->position->setCoords(0.5, 0.5);
  item->setPositionAlignment(Qt::AlignCenter);
  item->setTextAlignment(Qt::AlignCenter);
  item->setFont(font);
  item->setColor(QColor(0x60, 0x60, 0x60));
  item->setText(text);
  return item;
}

QString wholeAxisLabel(const QCPAxis* axis) {
  const QString whole = axis->property(kWholeLabel).toString();
  return whole.isEmpty() || axis->label() != axis->property(kShortLabel).toString() ? axis->label() : whole;
}

}  // namespace twb::ui
