#include "plots/plot_cursor.h"

#include <QKeyEvent>

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace twb::ui {
namespace {

bool finitePoint(QCPPlottableInterface1D* data, int i) {
  return std::isfinite(data->dataMainKey(i)) && std::isfinite(data->dataMainValue(i));
}

// The point of `series` whose key is nearest `key` (a finite one), or -1.
int nearestIndex(QCPAbstractPlottable* series, double key) {
  QCPPlottableInterface1D* data = series->interface1D();
  int best = -1;
  double distance = INFINITY;
  for (int i = 0; i < data->dataCount(); ++i) {
    if (!finitePoint(data, i)) continue;
    const double d = std::abs(data->dataMainKey(i) - key);
    if (d < distance) distance = d, best = i;
  }
  return best;
}

// The next finite point from `from` in steps of `step` (±1), or `from` where there is none.
int nextIndex(QCPPlottableInterface1D* data, int from, int step) {
  for (int i = from + step; i >= 0 && i < data->dataCount(); i += step)
    if (finitePoint(data, i)) return i;
  return from;
}

// A key as its axis writes it: a category's name where the axis names its ticks, else the number.
QString keyText(const QCPAxis* axis, double key) {
  if (auto text = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker())) {
    const auto it = text->ticks().find(key);
    if (it != text->ticks().end()) return QStringLiteral("“%1”").arg(QString(it.value()).replace('\n', ' '));
  }
  const QString number = QString::number(key, 'g', 6);
  return axis->label().isEmpty() ? number : axis->label() + QLatin1Char(' ') + number;
}

}  // namespace

PlotCursor::PlotCursor(QCustomPlot* plot) : QObject(plot), plot_(plot) { plot->installEventFilter(this); }

std::vector<QCPAbstractPlottable*> PlotCursor::seriesWithPoints() const {
  std::vector<QCPAbstractPlottable*> list;
  for (int i = 0; i < plot_->plottableCount(); ++i) {
    QCPAbstractPlottable* p = plot_->plottable(i);
    if (!p->visible() || !p->interface1D() || p->property(kCursorSkips).toBool()) continue;
    if (nextIndex(p->interface1D(), -1, 1) >= 0) list.push_back(p);
  }
  return list;
}

bool PlotCursor::move(int key) {
  const std::vector<QCPAbstractPlottable*> list = seriesWithPoints();
  if (list.empty()) return false;
  auto at = std::find(list.begin(), list.end(), series_.data());
  if (at == list.end() || index_ < 0 || index_ >= (*at)->interface1D()->dataCount()) {
    // From the first point of the first series, whichever key.
    if (key != Qt::Key_Left && key != Qt::Key_Right && key != Qt::Key_Up && key != Qt::Key_Down &&
        key != Qt::Key_Home && key != Qt::Key_End)
      return false;
    pointAt(list.front(), nextIndex(list.front()->interface1D(), -1, 1));
    return true;
  }
  QCPAbstractPlottable* series = *at;
  QCPPlottableInterface1D* data = series->interface1D();
  switch (key) {
    case Qt::Key_Left:
      pointAt(series, nextIndex(data, index_, -1));
      return true;
    case Qt::Key_Right:
      pointAt(series, nextIndex(data, index_, 1));
      return true;
    case Qt::Key_Home:
      pointAt(series, nextIndex(data, -1, 1));
      return true;
    case Qt::Key_End:
      pointAt(series, nextIndex(data, data->dataCount(), -1));
      return true;
    case Qt::Key_Up:
    case Qt::Key_Down: {
      const auto n = static_cast<long>(list.size());
      const long i = ((at - list.begin()) + (key == Qt::Key_Down ? 1 : n - 1)) % n;
      QCPAbstractPlottable* other = list[static_cast<size_t>(i)];
      pointAt(other, nearestIndex(other, data->dataMainKey(index_)));
      return true;
    }
    default:
      return false;
  }
}

void PlotCursor::pointAt(QCPAbstractPlottable* series, int index) {
  series_ = series;
  index_ = index;
  QCPPlottableInterface1D* data = series->interface1D();
  if (!mark_) {
    mark_ = new QCPItemTracer(plot_);
    mark_->setStyle(QCPItemTracer::tsCircle);
    mark_->setSize(11);
    mark_->setPen(QPen(plot_->palette().color(QPalette::Highlight), 2.5));
    mark_->setBrush(Qt::NoBrush);
    mark_->setSelectable(false);
  }
  mark_->position->setAxes(series->keyAxis(), series->valueAxis());
  mark_->position->setCoords(data->dataMainKey(index), data->dataMainValue(index));
  mark_->setClipAxisRect(series->keyAxis()->axisRect());
  mark_->setVisible(true);
  text_ = describe();
  plot_->setAccessibleDescription(text_);
  plot_->replot(QCustomPlot::rpQueuedReplot);
  emit read(text_);
}

QString PlotCursor::describe() const {
  QCPPlottableInterface1D* data = series_->interface1D();
  const QString value = QString::number(data->dataMainValue(index_), 'g', 5);
  const QString key = keyText(series_->keyAxis(), data->dataMainKey(index_));
  const QString name = series_->name();
  return name.isEmpty() ? QStringLiteral("%1: %2").arg(key, value) : QStringLiteral("%1: %2, %3").arg(name, key, value);
}

bool PlotCursor::eventFilter(QObject* watched, QEvent* event) {
  if (watched == plot_ && event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier)
      if (move(key->key())) return true;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace twb::ui
