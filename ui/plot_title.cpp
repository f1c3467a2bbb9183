#include "plot_title.h"

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

}  // namespace twb::ui
