#include "widgets/head_switch.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>

#include "engine/training_controller.h"
#include "task/task.h"
#include "train/head_scores.h"

namespace twb::ui {

HeadSwitch::HeadSwitch(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("headSwitch"));
  button_ = new QToolButton;
  button_->setObjectName(QStringLiteral("headSwitchButton"));
  button_->setText(tr("Switch heads off"));
  button_->setToolTip(tr("Switch an attention head off (its output zeroed) and see what the model does without it"));
  button_->setPopupMode(QToolButton::InstantPopup);
  menu_ = new QMenu(button_);
  button_->setMenu(menu_);
  list_ = new QLabel;
  list_->setObjectName(QStringLiteral("headSwitchList"));
  list_->setWordWrap(true);
  training_ = new QCheckBox(tr("for training too"));
  training_->setObjectName(QStringLiteral("headSwitchTraining"));
  training_->setToolTip(
      tr("Keep these heads off while the model trains on: the rest of the model learns without them"));
  allOn_ = new QPushButton(tr("All on"));
  allOn_->setObjectName(QStringLiteral("headSwitchAllOn"));
  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(0, 0, 0, 0);
  row->addWidget(button_);
  row->addWidget(list_, 1);
  row->addWidget(training_);
  row->addWidget(allOn_);
  connect(training_, &QCheckBox::toggled, this, [this](bool on) {
    if (!off_.isEmpty()) emit headsOffRequested(off_, on);
  });
  connect(allOn_, &QPushButton::clicked, this, [this] { emit headsOffRequested({}, false); });
  showState();
}

void HeadSwitch::setModel(const SessionInfo& info) {
  model_ = info;
  rebuildMenu();
}

// Kind → layer → head; a model with one kind of attention starts at the layers.
void HeadSwitch::rebuildMenu() {
  menu_->clear();
  if (model_.task.isEmpty() || model_.heads <= 0) return;
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
  showState();
}

void HeadSwitch::setHeadsOff(const QStringList& heads, bool whileTraining) {
  off_ = heads;
  const QSignalBlocker block(training_);
  training_->setChecked(whileTraining);
  showState();
}

bool HeadSwitch::whileTraining() const { return training_->isChecked(); }

void HeadSwitch::toggle(const QString& head) {
  QStringList heads = off_;
  if (!heads.removeAll(head)) heads << head;
  emit headsOffRequested(heads, whileTraining() && !heads.isEmpty());
}

QString HeadSwitch::summary() const { return list_->text(); }

void HeadSwitch::showState() {
  for (QAction* action : menu_->findChildren<QAction*>()) {
    const QString name = action->data().toString();
    if (!name.isEmpty()) action->setChecked(off_.contains(name));
  }
  list_->setText(off_.isEmpty() ? tr("every head on")
                                : tr("%1 off for the answers%2")
                                      .arg(off_.join(QStringLiteral(", ")),
                                           training_->isChecked() ? tr(" and for training") : QString()));
  allOn_->setEnabled(!off_.isEmpty());
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
