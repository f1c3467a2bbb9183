// What the window learns of a new, reset or opened model: enough for the views to set themselves
// up. A plain value: the training controller fills it on its worker thread and sends it over.
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <vector>

#include "inspect/positions.h"
#include "train/session.h"

namespace twb::ui {

// What the worker holds after configure/open/reset: enough for the views to set themselves up.
struct SessionInfo {
  QString task;                      // the task's name (task/task.h)
  bool opened = false;               // resumed from a checkpoint (the panel then shows its settings)
  twb::ExperimentSettings settings;  // the run's settings (an opened checkpoint's own)
  qint64 step = 0;
  int epoch = 0;
  QString dataset, sourceLanguage, targetLanguage;
  twb::TransformerConfig model;  // the built model's, its vocabularies and classes set from the data
  int dModel = 0, heads = 0, encoderLayers = 0, decoderLayers = 0, maxLength = 0;
  int vocabularySize = 0;  // lm: the tokens the model chooses from
  qint64 parameters = 0;
  qint64 batchesPerEpoch = 0;
  // The first few validation examples: translate pairs (sources, targets); lm lines (sources
  // only); classify texts (sources) and their labels (targets).
  QStringList validationSources, validationTargets;
  QStringList labels;                      // classify: the class names
  QStringList notes;                       // things the user should know
  std::vector<twb::HistoryPoint> history;  // the run so far (an opened checkpoint's saved history)
  twb::inspect::PositionsView positions;   // the model's own positions, as they stand at the start
};

}  // namespace twb::ui

Q_DECLARE_METATYPE(twb::ui::SessionInfo)
