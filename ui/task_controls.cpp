#include "task_controls.h"

namespace twb::ui {

BusyButton::BusyButton(const QString& idleText, const QString& busyText, QWidget* parent)
    : QPushButton(idleText, parent), idleText_(idleText), busyText_(busyText) {}

void BusyButton::setBusy(bool busy) {
  setEnabled(!busy);
  setText(busy ? busyText_ : idleText_);
}

MessageLabel::MessageLabel(QWidget* parent) : QLabel(parent) {
  setWordWrap(true);
  setVisible(false);
}

void MessageLabel::showMessage(const QString& text) {
  setText(text);
  setVisible(!text.isEmpty());
}

QString probabilityText(double p) {
  if (p >= 0.01 || p <= 0.0) return QString::number(p, 'f', 3);
  return QString::number(p, 'g', 2);
}

QString MessageLabel::message() const { return isHidden() ? QString() : text(); }

}  // namespace twb::ui
