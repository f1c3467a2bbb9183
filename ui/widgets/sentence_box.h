// The sentence box of the Attention and Compare tabs: a validation example picked from its list or
// a sentence typed. It stretches over its row but asks for little width (a laptop screen has little
// to spare), and it always shows a long sentence's start: a line edit keeps its cursor, and so its
// view, at the end after a programmatic change ("ired thirty thousand …").
#pragma once

#include <QComboBox>
#include <QString>
#include <QStringList>

namespace twb::ui {

class SentenceBox : public QComboBox {
  Q_OBJECT

 public:
  explicit SentenceBox(QWidget* parent = nullptr);

  // The sentence shown, without surrounding spaces.
  QString sentence() const { return currentText().trimmed(); }
  // Shows `sentence`, from its start: the list's entry where it is one, else as typed text.
  void showSentence(const QString& sentence);
  // Lists `examples`, keeping the sentence shown (the first example where none is).
  void setExamples(const QStringList& examples);
};

}  // namespace twb::ui
