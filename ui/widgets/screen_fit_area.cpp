#include "widgets/screen_fit_area.h"

#include <QEvent>
#include <QScrollBar>

namespace twb::ui {

ScreenFitArea::ScreenFitArea(QWidget* content, QWidget* parent) : QScrollArea(parent) {
  setFrameShape(QFrame::NoFrame);
  setWidgetResizable(true);  // the content fills the area, down to its minimum; below it, scrolls
  setWidget(content);
  content->installEventFilter(this);
}

bool ScreenFitArea::eventFilter(QObject* watched, QEvent* event) {
  const bool handled = QScrollArea::eventFilter(watched, event);
  if (watched == widget() && event->type() == QEvent::LayoutRequest) updateGeometry();
  return handled;
}

QSize ScreenFitArea::contentMinimum() const {
  const QWidget* content = widget();
  if (!content) return QSize(0, 0);
  // As a layout reads it: an explicit minimum wins over the hint.
  const QSize hint = content->minimumSizeHint(), set = content->minimumSize();
  return QSize(set.width() > 0 ? set.width() : hint.width(), set.height() > 0 ? set.height() : hint.height())
      .expandedTo(QSize(0, 0));
}

void ScreenFitArea::setLargestMinimum(const QSize& size) {
  if (size == largestMinimum_) return;
  largestMinimum_ = size;
  updateGeometry();
}

bool ScreenFitArea::scrolls() const {
  const QSize needed = contentMinimum(), shown = viewport()->size();
  return needed.width() > shown.width() || needed.height() > shown.height();
}

QSize ScreenFitArea::scrollBarExtent() const {
  return QSize(verticalScrollBar()->sizeHint().width(), horizontalScrollBar()->sizeHint().height());
}

QSize ScreenFitArea::minimumSizeHint() const {
  const QSize needed = contentMinimum();
  QSize hint = needed;
  // A bounded direction scrolls, and its bar takes room across the other.
  if (needed.height() > largestMinimum_.height()) hint.rwidth() += scrollBarExtent().width();
  if (needed.width() > largestMinimum_.width()) hint.rheight() += scrollBarExtent().height();
  return hint.boundedTo(largestMinimum_);
}

QSize ScreenFitArea::sizeHint() const {
  return widget() ? widget()->sizeHint().expandedTo(minimumSizeHint()) : QScrollArea::sizeHint();
}

}  // namespace twb::ui
