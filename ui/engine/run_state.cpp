#include "engine/run_state.h"

#include <QCoreApplication>

namespace twb::ui {

QString describe(TrainingState state) {
  switch (state) {
    case TrainingState::NoModel:
      return QCoreApplication::translate("TrainingState", "no model");
    case TrainingState::Preparing:
      return QCoreApplication::translate("TrainingState", "preparing");
    case TrainingState::Ready:
      return QCoreApplication::translate("TrainingState", "ready");
    case TrainingState::Training:
      return QCoreApplication::translate("TrainingState", "training");
    case TrainingState::Paused:
      return QCoreApplication::translate("TrainingState", "paused");
  }
  return {};
}

RunActions actionsIn(TrainingState state) {
  const bool busy = state == TrainingState::Preparing;
  const bool training = state == TrainingState::Training;
  const bool model = state == TrainingState::Ready || training || state == TrainingState::Paused;
  RunActions a;
  a.train = !busy && !training;  // with no model, Train builds one
  a.pause = training;
  a.step = !busy && !training;
  a.stop = training || state == TrainingState::Paused;
  a.reset = model;
  a.save = model;
  a.build = !busy;
  return a;
}

TrainingState RunStateMachine::on(RunEvent event) {
  using S = TrainingState;
  const bool model = state_ == S::Ready || state_ == S::Training || state_ == S::Paused;
  switch (event) {
    case RunEvent::Build:
      if (state_ != S::Preparing) before_ = state_ == S::Training ? S::Paused : state_;
      state_ = S::Preparing;
      break;
    case RunEvent::Built:
      if (state_ == S::Preparing) {
        state_ = S::Ready;
        finished_ = false;
      }
      break;
    case RunEvent::BuildFailed:
      if (state_ == S::Preparing) state_ = before_;
      break;
    case RunEvent::Train:
      if (state_ == S::Ready || state_ == S::Paused) {
        state_ = S::Training;
        finished_ = false;
      }
      break;
    case RunEvent::Pause:
      if (state_ == S::Training) state_ = S::Paused;
      break;
    case RunEvent::Step:
      if (model && !(state_ == S::Ready && finished_)) state_ = S::Paused;
      break;
    case RunEvent::Halted:
    case RunEvent::Rewound:
      if (model) {
        state_ = S::Paused;
        finished_ = false;
      }
      break;
    case RunEvent::Finished:
      if (state_ == S::Training || state_ == S::Paused) {
        state_ = S::Ready;
        finished_ = true;
      }
      break;
  }
  return state_;
}

}  // namespace twb::ui
