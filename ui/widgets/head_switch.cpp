#include "widgets/head_switch.h"

#include <QAction>
#include <QMenu>

#include "engine/training_controller.h"
#include "probe/head_scores.h"
#include "task/task.h"

namespace twb::ui {

HeadSwitch::HeadSwitch(QWidget* parent) : QToolButton(parent) {
  setObjectName(QStringLiteral("headSwitch"));
  setToolTip(tr("Switch attention heads off (their outputs zeroed) and see what the model does without them"));
  setPopupMode(QToolButton::InstantPopup);
  menu_ = new QMenu(this);
  setMenu(menu_);
  training_ = new QAction(tr("Keep them off while training"), this);
  training_->setObjectName(QStringLiteral("headSwitchTraining"));
  training_->setCheckable(true);
  training_->setToolTip(tr("The rest of the model trains on without the heads switched off"));
  allOn_ = new QAction(tr("All heads on"), this);
  allOn_->setObjectName(QStringLiteral("headSwitchAllOn"));
  connect(training_, &QAction::triggered, this, [this](bool on) {
    if (!off_.isEmpty()) emit headsOffRequested(off_, on);
  });
  connect(allOn_, &QAction::triggered, this, [this] { emit headsOffRequested({}, false); });
  rebuildMenu();
}

void HeadSwitch::setModel(const SessionInfo& info) {
  model_ = info;
  rebuildMenu();
}

// Kind → layer → head (a model with one kind of attention starts at the layers), then the two
// actions.
void HeadSwitch::rebuildMenu() {
  menu_->clear();
  if (!model_.task.isEmpty() && model_.heads > 0) {
    const auto kinds = twb::task_named(model_.task.toStdString()).attention_kinds_main_first();
    for (const twb::AttentionKindName& k : kinds) {
      QMenu* kindMenu = kinds.size() > 1 ? menu_->addMenu(QString::fromStdString(k.title)) : menu_;
      const int layers = k.kind == twb::AttentionKind::encoder_self ? model_.encoderLayers : model_.decoderLayers;
      for (int l = 0; l < layers; ++l) {
        QMenu* layerMenu = kindMenu->addMenu(tr("Layer %1").arg(l));
        for (int h = 0; h < model_.heads; ++h) {
          const QString name =
              QStringLiteral("%1:%2.%3").arg(QString::fromStdString(twb::attention_kind_key(k.kind))).arg(l).arg(h);
          QAction* action = layerMenu->addAction(tr("Head %1").arg(h));
          action->setCheckable(true);
          action->setData(name);
          action->setObjectName(name);
          connect(action, &QAction::triggered, this, [this, name] { toggle(name); });
        }
      }
    }
    menu_->addSeparator();
  }
  menu_->addAction(training_);
  menu_->addAction(allOn_);
  showState();
}

void HeadSwitch::setHeadsOff(const QStringList& heads, bool whileTraining) {
  off_ = heads;
  whileTraining_ = whileTraining;
  showState();
}

void HeadSwitch::toggle(const QString& head) {
  QStringList heads = off_;
  if (!heads.removeAll(head)) heads << head;
  emit headsOffRequested(heads, whileTraining_ && !heads.isEmpty());
}

void HeadSwitch::showState() {
  for (QAction* action : menu_->findChildren<QAction*>()) {
    const QString name = action->data().toString();
    if (!name.isEmpty()) action->setChecked(off_.contains(name));
  }
  training_->setChecked(whileTraining_);
  allOn_->setEnabled(!off_.isEmpty());
  const QString heads = off_.size() <= 2 ? off_.join(QStringLiteral(", ")) : tr("%1 heads").arg(off_.size());
  setText(off_.isEmpty()   ? tr("Heads: all on")
          : whileTraining_ ? tr("Off, training too: %1").arg(heads)
                           : tr("Off: %1").arg(heads));
}

void HeadSwitch::connectTo(TrainingController* controller, const QString& task, std::function<void()> answerAgain) {
  connect(this, &HeadSwitch::headsOffRequested, controller, [controller](const QStringList& heads, bool training) {
    controller->call(&TrainingController::switchHeadsOff, heads, training);
  });
  connect(controller, &TrainingController::headsOffChanged, this,
          [this, task, answerAgain](const QStringList& heads, bool training) {
            const bool changed = heads != off_;
            setHeadsOff(heads, training);
            if (changed && answerAgain && model_.task == task) answerAgain();
          });
  connect(controller, &TrainingController::sessionReady, this, &HeadSwitch::setModel);
}

}  // namespace twb::ui
