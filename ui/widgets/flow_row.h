// A row of widgets (a label and its buttons) that wraps onto more lines when the width is too
// small for all of them, the way a word-wrapped label does. It asks for the width of one line, as
// a QHBoxLayout would, unless the window bounds that (setLargestMinimumWidth): then it asks for
// less, down to its widest widget, and as many lines as its width then needs. At 12 points one
// row of buttons made every tab scroll sideways (the Compare tab's lessons: about 960 pixels, where a
// 1366×768 screen leaves the tabs about 900); where the screen has room, one line reads best.
#pragma once

#include <QList>
#include <QWidget>

namespace twb::ui {

class FlowRow : public QWidget {
  Q_OBJECT

 public:
  explicit FlowRow(QWidget* parent = nullptr);

  // Adds `widget` at the end of the row; the row owns it.
  void addWidget(QWidget* widget);
  // Adds "label: widget" as one piece, so the two wrap together.
  void addLabelled(const QString& label, QWidget* widget);
  // How many lines the widgets take at the current width (1 when they all fit on one).
  int lineCount() const { return lines_; }
  // The width of all the widgets on one line, and of the widest of them.
  int oneLineWidth() const;
  int widestWidget() const;
  // The most width the row asks for as its minimum (no bound by default): it asks for one line's
  // width within this bound, and never for less than its widest widget. True when the minimum
  // changed.
  bool setLargestMinimumWidth(int width);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  // Places the visible widgets line by line within `width` when `place`, and returns the height
  // and line count that takes.
  struct Flow {
    int height = 0;
    int lines = 0;
  };
  Flow flow(int width, bool place);
  Flow measure(int width) const { return const_cast<FlowRow*>(this)->flow(width, false); }
  void relayout();

  QList<QWidget*> widgets_;
  int lines_ = 1;
  int largestMinimumWidth_ = QWIDGETSIZE_MAX;
};

}  // namespace twb::ui
