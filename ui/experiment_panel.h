// The "Experiment" panel of the left dock: task, dataset, model preset and hyper-parameters,
// optimizer and schedule, seed and threads. Every input has an objectName, which is also its
// QSettings key, so tests can find it and the last values come back on the next start.
// The task (translate, lm, classify) decides the rest: the dataset list holds that task's bundled
// datasets, the model, text and trainer fields start from the task's recipe (core's
// Task::defaults, task/task.h), and only the fields that apply are shown (encoder and decoder
// layers for translate, blocks and tied weights for lm, layers and pooling for classify; the
// tokenizers of the task).
#pragma once

#include <QWidget>

#include "task/task.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace twb::ui {
class LearningRatePreview;
}

namespace twb::ui {

class ExperimentPanel : public QWidget {
  Q_OBJECT

 public:
  explicit ExperimentPanel(QWidget* parent = nullptr);

  // "translate", "lm" or "classify".
  QString task() const;
  // Switches the task: the dataset list, the visible fields and (unless the task is already
  // chosen) the task's default model and text settings. Emits taskChanged.
  void setTask(const QString& task);
  // Shows the settings of a run (e.g. an opened checkpoint's): its task, dataset, model, text and
  // trainer settings.
  void showSettings(const twb::ExperimentSettings& settings);

  int dModel() const;
  int maxLength() const;
  int heads() const;
  // True when d_model splits evenly into the heads (d_k = d_model / heads is an integer).
  bool headsDivideModel() const;

  // The choices as the engine names them: the dataset ("numbers-en-de"), the preset whose
  // defaults the hyper-parameters start from ("tiny"; "custom" maps to "tiny"), and every field as
  // one "key=value" assignment for ExperimentSettings::set.
  // datasetName() is a bundled name, or the path of an opened Multi30k-layout directory or .tsv;
  // for a directory, sourceLanguage()/targetLanguage() are the file suffixes to read (train.en,
  // train.de); otherwise they are empty (bundled datasets and .tsv files name their own).
  QString datasetName() const;
  QString sourceLanguage() const;
  QString targetLanguage() const;
  // Adds an opened dataset (a Multi30k-layout directory or a .tsv file) to the combo and selects
  // it, as the "Open…" entry does after its file dialog; false if the path does not exist.
  bool openDataset(const QString& path);
  // Selects the task's bundled dataset of that name, or else opens `nameOrPath` as openDataset
  // does; false when it is neither.
  bool chooseDataset(const QString& nameOrPath);
  // The Epochs field: false, changing nothing, for a count outside 1..maxEpochs().
  bool setEpochs(int epochs);
  int maxEpochs() const;
  // Why the dataset choice cannot be used (empty when it can), shown next to the field.
  QString datasetProblem() const;
  QString presetName() const;
  QStringList engineAssignments() const;
  int threads() const;
  int epochs() const;
  // The learning rate the schedule fields give at each step (redrawn as they change).
  LearningRatePreview* learningRatePreview() const { return lrPreview_; }

  void saveSettings(QSettings& settings) const;
  void restoreSettings(const QSettings& settings);

 signals:
  // The shape of the positional-encoding matrix changed: rows = maxLength, cols = dModel.
  void positionalEncodingShapeChanged(int maxLength, int dModel);
  void taskChanged(const QString& task);

 private:
  const twb::Task& taskSpec() const;  // the engine's description of the chosen task
  void applyPreset(int index);
  void markCustom();
  void updateHeadsHint();
  void onDatasetActivated(int index);
  void updateDatasetFields();
  bool datasetIsDirectory() const;
  // Applies the chosen dataset's recipe (text::dataset_recipe) to the fields, after putting back
  // the task's values of the fields the previous dataset's recipe set.
  void applyDatasetRecipe();
  // The chosen dataset's recipe as --set assignments; empty when it has none or cannot be read.
  QStringList datasetRecipe() const;
  void showRecipe(const QStringList& recipe);  // the note under the dataset
  void updateTextFields();  // min_frequency for word level, subword_vocab for bpe/unigram
  void onTaskChosen(int index);
  void updateLearningRatePreview();
  // The fields as the user left them under the previous task, when the task changes.
  struct TypedSettings {
    twb::ExperimentSettings settings;
    bool maxLengthIsDefault = true;  // the max length is the preset's, not the user's
  };
  // Dataset list, tokenizers and visible fields of task_; with `defaults`, its recipe in the
  // fields, keeping the `typed` values of the fields both tasks share.
  void applyTask(bool defaults, const TypedSettings* typed = nullptr);
  void populateDatasets();
  void populateTokenizers();
  void updateTaskFields();
  void fillModel(const twb::TransformerConfig& config, bool dimensionsOnly);
  // The optimizer and schedule fields (the task's recipe); the seed is the user's and stays.
  void fillTrainer(const twb::TrainerSettings& trainer);
  void fillText(const twb::TextSettings& text);  // tokenizer, case, vocabulary
  int presetMaxLength(int preset) const;  // the panel's max length of a preset for the task

  QComboBox* task_ = nullptr;
  QString taskName_ = QStringLiteral("translate");
  QFormLayout* modelForm_ = nullptr;
  QFormLayout* taskForm_ = nullptr;
  QLabel* evalHint_ = nullptr;
  QComboBox* dataset_ = nullptr;
  QWidget* languages_ = nullptr;  // the language row, shown for a Multi30k-layout directory
  QLineEdit* sourceLanguage_ = nullptr;
  QLineEdit* targetLanguage_ = nullptr;
  QLabel* datasetHint_ = nullptr;
  QLabel* recipeHint_ = nullptr;
  int lastDatasetIndex_ = 0;  // to return to when the file dialog is cancelled
  QComboBox* preset_ = nullptr;
  QSpinBox* dModel_ = nullptr;
  QSpinBox* heads_ = nullptr;
  QLabel* headsHint_ = nullptr;
  QSpinBox* encoderLayers_ = nullptr;
  QSpinBox* decoderLayers_ = nullptr;
  QSpinBox* dFF_ = nullptr;
  QDoubleSpinBox* dropout_ = nullptr;
  QSpinBox* maxLength_ = nullptr;
  QComboBox* norm_ = nullptr;
  QComboBox* normKind_ = nullptr;
  QComboBox* activation_ = nullptr;
  QComboBox* positions_ = nullptr;
  QCheckBox* qkvBias_ = nullptr;
  QCheckBox* scaleScores_ = nullptr;
  QCheckBox* tieWeights_ = nullptr;
  QComboBox* pooling_ = nullptr;
  QCheckBox* causal_ = nullptr;
  QDoubleSpinBox* learningRate_ = nullptr;
  QSpinBox* warmupSteps_ = nullptr;
  QComboBox* schedule_ = nullptr;
  LearningRatePreview* lrPreview_ = nullptr;
  QDoubleSpinBox* labelSmoothing_ = nullptr;
  QDoubleSpinBox* clipNorm_ = nullptr;
  QSpinBox* batchTokens_ = nullptr;
  QDoubleSpinBox* averageLast_ = nullptr;
  QComboBox* tokenizer_ = nullptr;
  QCheckBox* lowercase_ = nullptr;
  QSpinBox* minFrequency_ = nullptr;
  QSpinBox* subwordVocab_ = nullptr;
  QCheckBox* sharedVocabulary_ = nullptr;
  QFormLayout* textForm_ = nullptr;
  QSpinBox* epochs_ = nullptr;
  QSpinBox* evalEvery_ = nullptr;
  QSpinBox* seed_ = nullptr;
  QSpinBox* threads_ = nullptr;

  bool updating_ = false;  // set while a preset or saved settings fill the fields
  // The settings the current dataset's recipe (its dataset.json) set: when another dataset is
  // chosen they go back to the task's recipe, then the new dataset's recipe applies.
  QStringList recipeKeys_;
};

}  // namespace twb::ui
