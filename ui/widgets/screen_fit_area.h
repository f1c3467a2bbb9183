// The window's central area. It asks for all the room its content needs, so that on a screen with
// room nothing scrolls; but where the screen has less (a large font on a laptop, a small screen)
// it asks for no more than the screen leaves, and the content scrolls there instead of the window
// growing past the screen's edge.
#pragma once

#include <QScrollArea>
#include <QSize>

namespace twb::ui {

class ScreenFitArea : public QScrollArea {
  Q_OBJECT

 public:
  explicit ScreenFitArea(QWidget* content, QWidget* parent = nullptr);

  // What the content needs, whatever the screen.
  QSize contentMinimum() const;
  // The most this area asks for (the room the screen leaves); no bound by default.
  QSize largestMinimum() const { return largestMinimum_; }
  void setLargestMinimum(const QSize& size);
  // A vertical scroll bar's width and a horizontal one's height.
  QSize scrollBarExtent() const;
  // True when the content needs more than the area has, in either direction.
  bool scrolls() const;

  // The content's minimum, with a scroll bar across where a direction is bounded, within
  // largestMinimum().
  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;  // the content's

 protected:
  // The content asks for another size (another tab shown, a note rewrapped): so does the area. A
  // scroll area only moves its scroll bars then, and the window kept the old minimum.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QSize largestMinimum_{QWIDGETSIZE_MAX, QWIDGETSIZE_MAX};
};

}  // namespace twb::ui
