// A combo box that can be narrower than its longest entry: it asks for its longest entry's width
// where the row has room (sizeHint) but gives way down to a few characters (minimumSizeHint) and
// then draws the chosen entry cut short with "…". The list it opens shows every entry whole. A
// row of controls with "Cross-attention (decoder → encoder)" in it otherwise widened the window
// past a 1366-pixel laptop screen at an 11-point font.
#pragma once

#include <QComboBox>

namespace twb::ui {

class ElidingComboBox : public QComboBox {
  Q_OBJECT

 public:
  explicit ElidingComboBox(QWidget* parent = nullptr);

  // The fewest characters shown before the entry is cut short (12 unless set).
  void setMinimumCharacters(int characters);
  int minimumCharacters() const { return minimumCharacters_; }
  // Whether the chosen entry is drawn cut short at the present width.
  bool elides() const;

  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  // The width the entry's text is drawn in: the edit field less the style's text margins.
  int textWidth() const;

  int minimumCharacters_ = 12;
};

}  // namespace twb::ui
