#include "widgets/flow_row.h"

#include <QHBoxLayout>
#include <QLabel>

#include <QEvent>
#include <QResizeEvent>
#include <QStyle>

#include <algorithm>
#include <utility>

namespace twb::ui {

namespace {
// The gaps a QHBoxLayout in this style would leave between widgets and between lines.
int horizontalGap(const QWidget* w) {
  const int gap = w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w);
  return gap >= 0 ? gap : 6;
}
int verticalGap(const QWidget* w) {
  const int gap = w->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, w);
  return gap >= 0 ? gap : 6;
}
bool expands(const QWidget* w) { return (w->sizePolicy().horizontalPolicy() & QSizePolicy::ExpandFlag) != 0; }
// The width a widget takes on its line before the spare width is shared: its preferred width, or
// its least for one that expands (it gets its share of the spare width on top).
int flowWidth(const QWidget* w) {
  return expands(w) ? w->minimumSizeHint().width() : std::max(w->sizeHint().width(), w->minimumSizeHint().width());
}
}  // namespace

FlowRow::FlowRow(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); }

void FlowRow::addLabelled(const QString& label, QWidget* widget) {
  auto* piece = new QWidget;
  auto* layout = new QHBoxLayout(piece);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(new QLabel(label));
  layout->addWidget(widget);
  addWidget(piece);
}

void FlowRow::addWidget(QWidget* widget) {
  widget->setParent(this);
  widgets_.append(widget);
  widget->show();
  relayout();
}

// Greedy, like word wrap: a widget goes on the current line if it fits there, else it starts the
// next one. Each line is as tall as its tallest widget; widgets are centred on it vertically.
FlowRow::Flow FlowRow::flow(int width, bool place) {
  const int gapX = horizontalGap(this), gapY = verticalGap(this);
  Flow f;
  int x = 0, lineTop = 0, lineHeight = 0;
  QList<QWidget*> line;
  const auto finishLine = [&] {
    if (place) {
      // The width left on the line goes to the widgets that expand (a combo box of sentences).
      int expanding = 0;
      for (const QWidget* w : line) expanding += expands(w) ? 1 : 0;
      const int spare = std::max(0, width - (x - gapX));
      int shift = 0, given = 0;
      for (QWidget* w : line) {
        const QSize size = w->sizeHint();
        int extra = 0;
        if (expanding > 0 && expands(w)) {
          extra = (spare - given) / expanding--;
          given += extra;
        }
        w->setGeometry(w->x() + shift, lineTop + (lineHeight - size.height()) / 2, w->width() + extra, size.height());
        shift += extra;
      }
    }
    lineTop += lineHeight + gapY;
    ++f.lines;
    line.clear();
    x = 0;
    lineHeight = 0;
  };
  for (QWidget* w : std::as_const(widgets_)) {
    if (w->isHidden()) continue;
    const QSize size(flowWidth(w), w->sizeHint().height());
    if (!line.isEmpty() && x + size.width() > width) finishLine();
    if (place) w->setGeometry(x, 0, std::min(size.width(), std::max(1, width)), size.height());
    line.append(w);
    x += size.width() + gapX;
    lineHeight = std::max(lineHeight, size.height());
  }
  if (!line.isEmpty()) finishLine();
  f.height = f.lines > 0 ? lineTop - gapY : 0;
  f.lines = std::max(f.lines, 1);
  return f;
}

QSize FlowRow::sizeHint() const {
  int width = 0;
  for (const QWidget* w : widgets_)
    if (!w->isHidden()) width += w->sizeHint().width() + (width > 0 ? horizontalGap(this) : 0);
  // The preferred height is the one the current width needs, as with the minimum.
  return {width, minimumSizeHint().height()};
}

int FlowRow::oneLineWidth() const {
  int width = 0;
  for (const QWidget* w : widgets_)
    if (!w->isHidden()) width += flowWidth(w) + (width > 0 ? horizontalGap(this) : 0);
  return width;
}

int FlowRow::widestWidget() const {
  int widest = 0;
  for (const QWidget* w : widgets_)
    if (!w->isHidden()) widest = std::max(widest, flowWidth(w));
  return widest;
}

bool FlowRow::setLargestMinimumWidth(int width) {
  if (width == largestMinimumWidth_) return false;
  const int before = minimumSizeHint().width();
  largestMinimumWidth_ = width;
  if (minimumSizeHint().width() == before) return false;
  updateGeometry();
  return true;
}

QSize FlowRow::minimumSizeHint() const {
  const int widest = widestWidget();
  const int least = std::clamp(largestMinimumWidth_, widest, std::max(widest, oneLineWidth()));
  // Until a layout has given the row its width, width() says nothing: one line.
  const int width = testAttribute(Qt::WA_Resized) && this->width() > 0 ? this->width() : QWIDGETSIZE_MAX;
  return {least, measure(width).height};
}

void FlowRow::relayout() {
  const Flow f = flow(width(), true);
  lines_ = f.lines;
  // The layout above gave the row another height than its lines need (it asked while the row had
  // another width, or while its tab was hidden): it asks minimumSizeHint() again.
  if (f.height != height()) updateGeometry();
}

bool FlowRow::event(QEvent* event) {
  // A widget's size hint changed (its text, the font) or one was shown or hidden.
  if (event->type() == QEvent::LayoutRequest) {
    relayout();
    updateGeometry();
  }
  return QWidget::event(event);
}

void FlowRow::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  relayout();
}

}  // namespace twb::ui
