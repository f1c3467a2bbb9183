#include "widgets/task_controls.h"

#include <QStringList>

#include <algorithm>

namespace twb::ui {

BusyButton::BusyButton(const QString& idleText, const QString& busyText, QWidget* parent)
    : QPushButton(idleText, parent), idleText_(idleText), busyText_(busyText) {}

void BusyButton::setBusy(bool busy) {
  setEnabled(!busy);
  setText(busy ? busyText_ : idleText_);
}

MessageLabel::MessageLabel(QWidget* parent) : WrappedLabel(QString(), parent) {
  setTextFormat(Qt::PlainText);  // the engine's messages name tokens such as <unk> and <eos>
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

QString namedTokens(const std::vector<std::string>& tokens) {
  QStringList quoted;
  const size_t named = std::min(tokens.size(), kNamedUnknownTokens);
  for (size_t i = 0; i < named; ++i) quoted << QStringLiteral("“%1”").arg(QString::fromStdString(tokens[i]));
  // A pasted text in another language can have dozens: the first few say what is wrong, the count
  // says how much, and the message stays a line or two instead of pushing the tab off the screen.
  if (named == tokens.size()) return quoted.join(QStringLiteral(", "));
  return MessageLabel::tr("%1 and %2 more").arg(quoted.join(QStringLiteral(", "))).arg(tokens.size() - named);
}

QString unknownTokensNote(const std::vector<std::string>& tokens, const QString& reader) {
  if (tokens.empty()) return {};
  if (tokens.size() == 1) {
    return MessageLabel::tr(
               "%1 is not in the model's vocabulary (seen too rarely in training, or never): %2 reads "
               "it as <unk>.")
        .arg(namedTokens(tokens), reader);
  }
  return MessageLabel::tr(
             "%1 are not in the model's vocabulary (seen too rarely in training, or never): %2 reads "
             "each as <unk>.")
      .arg(namedTokens(tokens), reader);
}

QString cutTextNote(const QString& what, size_t typed, size_t kept) {
  if (typed == 0) return {};
  return MessageLabel::tr("%1 has %2 tokens, more than the %3 the model reads: only its first %3 count.")
      .arg(what)
      .arg(typed)
      .arg(kept);
}

QString readingNotes(const QString& what, size_t typed, size_t kept, const std::vector<std::string>& unknown,
                     const QString& reader) {
  QStringList notes;
  for (const QString& note : {cutTextNote(what, typed, kept), unknownTokensNote(unknown, reader)}) {
    if (!note.isEmpty()) notes << note;
  }
  return notes.join(QLatin1Char(' '));
}

QString MessageLabel::message() const { return isHidden() ? QString() : text(); }

}  // namespace twb::ui
