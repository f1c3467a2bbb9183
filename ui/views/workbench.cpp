#include "views/workbench.h"

#include "engine/comparison_controller.h"
#include "engine/training_controller.h"

namespace twb::ui {

void Workbench::watchSentence(const QString& source) {
  watched_ = source;
  emit sentenceWatched(source);
}

void Workbench::setTimelapseProbe(const QString& source, const QString& target) {
  training()->call(&TrainingController::setTimelapseProbe, source, target);
  emit timelapseProbeChanged(source);
}

void Workbench::saveRunCopy(const QString& path) {
  copies_.insert(path);
  training()->call(&TrainingController::save, path);
}

}  // namespace twb::ui
