// Two controls the task tabs (Translate, Generate, Classify) share: the button that asks the
// owner for a result and reads "Translating…" (etc.) while the owner works, and the message line
// under the controls that shows an error and is hidden while there is none; and how they write a
// probability.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QString>

#include <string>
#include <vector>

#include "widgets/wrapped_label.h"

namespace twb::ui {

// A probability as a person reads it: three decimals ("0.172"), and two significant digits below
// 0.01 ("0.0012", "4.7e-05"), where three decimals would read "0.000" for every candidate of an
// untrained model over a vocabulary of thousands.
QString probabilityText(double p);

// What a person is told when some of what they typed is outside the model's vocabulary: which
// tokens (the first kNamedUnknownTokens, then how many more), and that `reader` ("the encoder",
// "the model") reads each as <unk>. Empty when none is.
inline constexpr size_t kNamedUnknownTokens = 8;
// "“a”, “b”, “c”", or the first kNamedUnknownTokens and "and 22 more": plain text.
QString namedTokens(const std::vector<std::string>& tokens);
QString unknownTokensNote(const std::vector<std::string>& tokens, const QString& reader);
// What a person is told when what they typed (`what`: "The sentence") is longer than the model
// reads: `typed` tokens, of which the first `kept` count. Empty when nothing was cut (typed is 0).
QString cutTextNote(const QString& what, size_t typed, size_t kept);
// Both notes for one typed text, the cut first; empty when neither applies.
QString readingNotes(const QString& what, size_t typed, size_t kept, const std::vector<std::string>& unknown,
                     const QString& reader);

class BusyButton : public QPushButton {
  Q_OBJECT

 public:
  BusyButton(const QString& idleText, const QString& busyText, QWidget* parent = nullptr);

  // Disabled and showing the busy text while busy, so a request is not sent twice.
  void setBusy(bool busy);

 private:
  QString idleText_, busyText_;
};

// A wrapped label (its minimum height is its lines'), so that a message of two lines at a narrow
// width pushes the plots below down instead of being drawn over them.
class MessageLabel : public WrappedLabel {
  Q_OBJECT

 public:
  explicit MessageLabel(QWidget* parent = nullptr);

  // Shows `text`; an empty text hides the line.
  void showMessage(const QString& text);
  void clearMessage() { showMessage(QString()); }
  // The text shown, empty while hidden.
  QString message() const;
};

}  // namespace twb::ui
