// A row the task tabs (Translate, Generate, Classify) and the Ablation tab share: which heads are
// switched off (train/head_ablation.h), a menu of every head of the model (kind → layer → head,
// checkable: one click switches a head off or on), "for training too", and "All on". The engine
// holds the state (TrainingSession::switch_heads_off); the row asks for a change and shows what
// the engine says holds. With the heads off, the tab's answer is asked again, so the learner sees
// it change.
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>

#include "engine/session_info.h"

class QCheckBox;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;

namespace twb::ui {

class TrainingController;

class HeadSwitch : public QWidget {
  Q_OBJECT

 public:
  explicit HeadSwitch(QWidget* parent = nullptr);

  // The model's heads: its task's kinds of attention, each with its layers and heads.
  void setModel(const SessionInfo& info);
  // What the engine says holds ("cross:1.2", …).
  void setHeadsOff(const QStringList& heads, bool whileTraining);
  const QStringList& headsOff() const { return off_; }
  bool whileTraining() const;
  // Asks for `head` ("cross:1.2") off, or on when it is off: what a click in the menu does.
  void toggle(const QString& head);

  // Asks `controller` for the changes and hears what holds; when the heads off change and the model
  // is of `task`, `answerAgain` runs (the task's tab asks its answer again).
  void connectTo(TrainingController* controller, const QString& task = {}, std::function<void()> answerAgain = {});

  QMenu* menu() const { return menu_; }
  QCheckBox* trainingBox() const { return training_; }
  QPushButton* allOnButton() const { return allOn_; }
  QString summary() const;  // the row's text: "cross:1.2 off for the answers"

 signals:
  void headsOffRequested(const QStringList& heads, bool whileTraining);

 private:
  void rebuildMenu();
  void showState();

  QToolButton* button_ = nullptr;
  QMenu* menu_ = nullptr;
  QLabel* list_ = nullptr;
  QCheckBox* training_ = nullptr;
  QPushButton* allOn_ = nullptr;
  SessionInfo model_;
  QStringList off_;
};

}  // namespace twb::ui
