// What a view (view.h) reaches of the window: the engine's two controllers, the Experiment panel's
// choices a view follows, the window's run, the status bar, and the hubs through which views that share something hear of
// it (one watched sentence for Attention and Compare, the time-lapse's probe, a second run for
// Compare). MainWindow implements it; a view gets it once, in View::connectTo, and keeps no
// pointer to another view.
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

#include "train/session.h"

namespace twb::ui {

class ComparisonController;
class TrainingController;

class Workbench : public QObject {
  Q_OBJECT

 public:
  using QObject::QObject;

  // The engine's controllers, each on its own worker thread: call their slots through call() or
  // post(), connect to their signals. `training` runs the window's model, `reference` the Compare
  // tab's second run.
  virtual TrainingController* training() const = 0;
  virtual ComparisonController* reference() const = 0;

  // The Experiment panel's choices a view follows: the epochs and threads a run trains with, and
  // the shape of the positional encodings (maximum length × d_model), which
  // positionalEncodingShapeChanged announces as it changes.
  virtual int epochs() const = 0;
  virtual int threads() const = 0;
  virtual int maxLength() const = 0;
  virtual int dModel() const = 0;

  // The window's run: whether a model exists, the steps it has taken, and its settings (before
  // there is a run, the Experiment panel's; false, saying why in `error`, when those cannot be used).
  virtual bool hasModel() const = 0;
  virtual qint64 step() const = 0;
  virtual bool runSettings(twb::ExperimentSettings& settings, QString& error) const = 0;

  // Shows the view of this id (or title), switching to its workspace; false when there is none.
  virtual bool selectView(const QString& idOrTitle) = 0;
  virtual void showStatus(const QString& message, int milliseconds = 8000) = 0;
  virtual void showError(const QString& message) = 0;

  // One sentence for the views that follow one (Attention, Compare): sentenceWatched tells them,
  // and they feed on its attention (engine/live_feed.h).
  void watchSentence(const QString& source);
  const QString& watchedSentence() const { return watched_; }
  // The time-lapse's probe sentence (with its reference translation, or "" for the model's own):
  // the run's time-lapse starts again with it; timelapseProbeChanged tells the views.
  void setTimelapseProbe(const QString& source, const QString& target);
  // Saves the window's run to `path` as a copy that is not the user's save (what is unsaved stays
  // unsaved); runCopySaved says when it is there.
  void saveRunCopy(const QString& path);
  bool isRunCopy(const QString& path) const { return copies_.contains(path); }
  // A second run beside the window's: a lesson's ("norm", "scale_scores", …; see
  // inspect/run_comparison.h) or a checkpoint. The Compare tab answers these.
  void startComparison(const QString& lesson) { emit comparisonRequested(lesson); }
  // A second run of given settings (a lesson step's compare:), described by `change` ("scale_scores=false"),
  // trained for `steps` (0: as the Compare tab's one-click lessons are; -1: the Experiment panel's epochs).
  void startComparisonWith(const twb::ExperimentSettings& settings, const QString& change, qint64 steps) {
    emit comparisonSettingsRequested(settings, change, steps);
  }
  // One head for the views that show one (a lesson step's show:): its kind, and its layer and head
  // (0-based; -1 leaves them as they are).
  void focusHead(twb::AttentionKind kind, int layer, int head) { emit headFocused(kind, layer, head); }
  void openReference(const QString& path) { emit referenceRequested(path); }
  // The toolbar's Step inside: the Step inside view shows itself and takes the step.
  void stepInside() { emit stepInsideRequested(); }
  // A stage of the model (a StageRecorder key, "decoder.layers.0.cross_attention") to show in Step
  // inside: at once where it has a step, else in the next one it takes.
  void focusStage(const QString& key) { emit stageFocused(key); }

 signals:
  void positionalEncodingShapeChanged(int maxLength, int dModel);
  void sentenceWatched(const QString& source);
  void timelapseProbeChanged(const QString& source);
  void runCopySaved(const QString& path);
  void comparisonRequested(const QString& lesson);
  void comparisonSettingsRequested(const twb::ExperimentSettings& settings, const QString& change, qint64 steps);
  void headFocused(twb::AttentionKind kind, int layer, int head);
  void referenceRequested(const QString& path);
  void stepInsideRequested();
  void stageFocused(const QString& key);

 private:
  QSet<QString> copies_;
  QString watched_;
};

}  // namespace twb::ui
