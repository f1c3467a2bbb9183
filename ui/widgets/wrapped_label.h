// A word-wrapped label whose minimum height is what its text needs at its current width. QLabel
// counts one line for its minimum, so a layout squeezed to its minimum (the window at its smallest)
// gave a wrapped note one line's height and drew the other lines over the plot below it.
#pragma once

#include <QLabel>
#include <QString>

namespace twb::ui {

class WrappedLabel : public QLabel {
  Q_OBJECT

 public:
  explicit WrappedLabel(const QString& text = QString(), QWidget* parent = nullptr);

  // Sizes the minimum for `text` instead of the text shown: a read-out that shows values of any
  // length while hovering keeps the height of its hint, so the plot above does not jump.
  void setSizingText(const QString& text);
  // Keeps the height of the tallest text shown since the width last changed: a line that
  // describes the hovered cell must not move the plot under the pointer.
  void holdTallestText();

  QSize minimumSizeHint() const override;
  // Prefers the same height: QLabel prefers the height of its text wrapped at about 80 characters,
  // and a layout with room to spare gave a long note that much, centred in blank lines above and
  // below.
  QSize sizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  // The height the sizing text (or the text shown) needs at `width`.
  int neededHeight(int width) const;

  QString sizingText_;
  bool holdTallest_ = false;
  mutable int tallest_ = 0;  // with holdTallest_: the most neededHeight() gave at tallestWidth_
  mutable int tallestWidth_ = -1;
  int lastNeeded_ = -1;
};

}  // namespace twb::ui
