#include "widgets/eliding_combo_box.h"

#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace twb::ui {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {
  // Shrinks below its size hint, never grows past it (Preferred), like the combo boxes beside it.
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidingComboBox::setMinimumCharacters(int characters) {
  minimumCharacters_ = std::max(1, characters);
  updateGeometry();
}

QSize ElidingComboBox::minimumSizeHint() const {
  const QSize whole = QComboBox::minimumSizeHint();
  QStyleOptionComboBox option;
  initStyleOption(&option);
  const QFontMetrics metrics = fontMetrics();
  const QSize text(
      metrics.horizontalAdvance(QLatin1Char('x')) * minimumCharacters_ + metrics.horizontalAdvance(QStringLiteral("…")),
      metrics.height());
  const QSize least = style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, this);
  return {std::min(whole.width(), least.width()), whole.height()};
}

int ElidingComboBox::textWidth() const {
  QStyleOptionComboBox option;
  initStyleOption(&option);
  // CE_ComboBoxLabel draws the text one pixel in from either side of the edit field.
  return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width() - 2;
}

bool ElidingComboBox::elides() const { return fontMetrics().horizontalAdvance(currentText()) > textWidth(); }

void ElidingComboBox::paintEvent(QPaintEvent* event) {
  if (isEditable()) {  // the line edit draws the text
    QComboBox::paintEvent(event);
    return;
  }
  QStylePainter painter(this);
  painter.setPen(palette().color(QPalette::Text));
  QStyleOptionComboBox option;
  initStyleOption(&option);
  painter.drawComplexControl(QStyle::CC_ComboBox, option);
  option.currentText = fontMetrics().elidedText(option.currentText, Qt::ElideRight, textWidth());
  painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

}  // namespace twb::ui
