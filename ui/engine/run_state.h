// The run's state machine, pure: the states the toolbar shows, what moves the run from one to the
// next, and which of the run's actions each state allows. No thread, clock or session: the
// controller tells it what happened (an event) and shows the state it answers; the window enables
// its actions from actionsIn(state). Tested state by state (tests/ui/test_run_parts.cpp).
#pragma once

#include <QMetaType>
#include <QString>

namespace twb::ui {

enum class TrainingState {
  NoModel,    // nothing built yet
  Preparing,  // building a model, loading/saving a checkpoint or evaluating: wait
  Ready,      // a model exists and is not training (new, opened, stopped or finished)
  Training,   // stepping continuously
  Paused,     // training interrupted; Train resumes, Step advances one batch, Stop ends it
};
QString describe(TrainingState state);

// What happened to the run.
enum class RunEvent {
  Build,        // a model is being built or opened (configure, reset, open)
  Built,        // …and is there now: a new run, not finished
  BuildFailed,  // …and could not be: back to where the run was (a training run stays paused)
  Train,        // train continuously
  Pause,        // stop after the current step, to go on later
  Step,         // one step by hand (Step or Step inside)
  Halted,       // a step went wrong (divergence, an engine error): nothing runs, the run goes on later
  Rewound,      // back to a kept step after a divergence
  Finished,     // the planned epochs or the step limit reached, or Stop: evaluated, nothing to stop
};

// Which of the run's actions a state allows. Exactly one of train and pause is allowed (except
// while preparing), so that one key toggles them.
struct RunActions {
  bool train = false, pause = false, step = false, stop = false;
  bool reset = false, save = false;  // need a model
  bool build = false;                // a new run, open a checkpoint or a model folder
};
RunActions actionsIn(TrainingState state);

class RunStateMachine {
 public:
  TrainingState state() const { return state_; }
  // The run ended its plan (Finished) and has not trained since: a Step goes beyond the plan and
  // leaves it finished, Ready, with nothing to stop.
  bool finished() const { return finished_; }
  // The state after `event`; an event the state has no use for leaves it as it is (Pause while
  // Ready, Train with no model: the controller says why).
  TrainingState on(RunEvent event);

 private:
  TrainingState state_ = TrainingState::NoModel;
  TrainingState before_ = TrainingState::NoModel;  // where a failed Build goes back to
  bool finished_ = false;
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::TrainingState)
