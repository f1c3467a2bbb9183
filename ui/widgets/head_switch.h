// A button the task tabs (Translate, Generate, Classify) and the Ablation tab share: it says which
// heads are switched off (probe/head_ablation.h) and opens a menu of every head of the model (kind
// → layer → head, checkable: one click switches a head off or on), "Keep them off while training"
// and "All heads on". The engine holds the state (TrainingSession::switch_heads_off); the button
// asks for a change and shows what the engine says holds. When the heads off change, the tab's
// answer is asked again, so the learner sees it change.
#pragma once

#include <QString>
#include <QStringList>
#include <QToolButton>

#include <functional>

#include "engine/session_info.h"

class QAction;
class QMenu;

namespace twb::ui {

class TrainingController;

class HeadSwitch : public QToolButton {
  Q_OBJECT

 public:
  explicit HeadSwitch(QWidget* parent = nullptr);

  // The model's heads: its task's kinds of attention, each with its layers and heads.
  void setModel(const SessionInfo& info);
  // What the engine says holds ("cross:1.2", …).
  void setHeadsOff(const QStringList& heads, bool whileTraining);
  const QStringList& headsOff() const { return off_; }
  bool whileTraining() const { return whileTraining_; }
  // Asks for `head` ("cross:1.2") off, or on when it is off: what a click in the menu does.
  void toggle(const QString& head);

  // Asks `controller` for the changes and hears what holds; when the heads off change and the model
  // is of `task`, `answerAgain` runs (the task's tab asks its answer again).
  void connectTo(TrainingController* controller, const QString& task = {}, std::function<void()> answerAgain = {});

  QAction* trainingAction() const { return training_; }
  QAction* allOnAction() const { return allOn_; }

 signals:
  void headsOffRequested(const QStringList& heads, bool whileTraining);

 private:
  void rebuildMenu();
  void showState();

  QMenu* menu_ = nullptr;
  QAction* training_ = nullptr;
  QAction* allOn_ = nullptr;
  SessionInfo model_;
  QStringList off_;
  bool whileTraining_ = false;
};

}  // namespace twb::ui
