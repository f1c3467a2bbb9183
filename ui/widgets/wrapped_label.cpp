#include "widgets/wrapped_label.h"

#include <QFontMetrics>
#include <QResizeEvent>

#include <algorithm>

namespace twb::ui {

WrappedLabel::WrappedLabel(const QString& text, QWidget* parent) : QLabel(text, parent) {
  setWordWrap(true);
  // The minimum already follows the width, so layouts need not ask for a height-for-width: their
  // height-for-width pass takes an item's preferred height for its least and gave the plots beside
  // it less than their minimum.
  QSizePolicy policy = sizePolicy();
  policy.setHeightForWidth(false);
  setSizePolicy(policy);
}

void WrappedLabel::setSizingText(const QString& text) {
  sizingText_ = text;
  updateGeometry();
}

void WrappedLabel::holdTallestText() {
  holdTallest_ = true;
  updateGeometry();
}

int WrappedLabel::neededHeight(int width) const {
  if (!sizingText_.isEmpty()) {
    const QMargins margins = contentsMargins();
    const int inner = std::max(1, width - margins.left() - margins.right() - 2 * margin());
    const QRect text = fontMetrics().boundingRect(QRect(0, 0, inner, 1 << 20), Qt::TextWordWrap, sizingText_);
    return text.height() + margins.top() + margins.bottom() + 2 * margin();
  }
  const int needed = heightForWidth(width);
  if (!holdTallest_) return needed;
  if (width != tallestWidth_) {
    tallestWidth_ = width;
    tallest_ = 0;
  }
  tallest_ = std::max(tallest_, needed);
  return tallest_;
}

QSize WrappedLabel::minimumSizeHint() const {
  QSize hint = QLabel::minimumSizeHint();
  // Until a layout has given the label its width, width() is a default that says nothing.
  if (testAttribute(Qt::WA_Resized) && width() > 0) hint.setHeight(std::max(hint.height(), neededHeight(width())));
  return hint;
}

QSize WrappedLabel::sizeHint() const {
  QSize hint = QLabel::sizeHint();
  if (testAttribute(Qt::WA_Resized) && width() > 0) hint.setHeight(neededHeight(width()));
  return hint;
}

void WrappedLabel::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  const int needed = neededHeight(event->size().width());
  if (needed != lastNeeded_) {
    lastNeeded_ = needed;
    updateGeometry();  // the layout asks minimumSizeHint() again
  }
}

}  // namespace twb::ui
