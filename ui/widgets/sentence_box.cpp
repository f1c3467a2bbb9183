#include "widgets/sentence_box.h"

#include <QLineEdit>
#include <QSignalBlocker>

namespace twb::ui {

SentenceBox::SentenceBox(QWidget* parent) : QComboBox(parent) {
  setEditable(true);
  setMinimumContentsLength(16);
  setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  // A sentence picked from the list shows its start.
  connect(this, &QComboBox::currentIndexChanged, this, [this] { lineEdit()->setCursorPosition(0); });
}

void SentenceBox::showSentence(const QString& sentence) {
  const QSignalBlocker block(this);
  const int index = findText(sentence);
  if (index >= 0) setCurrentIndex(index);
  setEditText(sentence);
  lineEdit()->setCursorPosition(0);
}

void SentenceBox::setExamples(const QStringList& examples) {
  const QString shown = currentText();
  const QSignalBlocker block(this);
  clear();
  addItems(examples);
  setEditText(shown.isEmpty() && !examples.isEmpty() ? examples.front() : shown);
  lineEdit()->setCursorPosition(0);
}

}  // namespace twb::ui
