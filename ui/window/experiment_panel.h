// The "Experiment" panel of the left dock: task, dataset, model preset and hyper-parameters,
// optimizer and schedule, seed and threads. The settings' fields are made from the engine's table
// of settings (train/setting_fields.h: the keys `twb train --set` reads), one widget per row, in
// the table's order and boxes; the panel adds the task and dataset, the preset, the epochs and the
// threads. Every input has an objectName, which is also its QSettings key, so tests can find it
// and the last values come back on the next start.
// The task (translate, lm, classify) decides the rest: the dataset list holds that task's bundled
// datasets, the model, text and trainer fields start from the task's recipe (core's
// Task::defaults, task/task.h), and only the fields that apply are shown (encoder and decoder
// layers for translate, blocks and tied weights for lm, layers and pooling for classify; the
// tokenizers of the task).
#pragma once

#include <QWidget>

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "task/task.h"
#include "train/setting_fields.h"

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
  // defaults the hyper-parameters start from ("tiny"; "custom" maps to "tiny"), and every field of
  // the task's architecture as a typed value by its key (ExperimentSettings::values' form).
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
  nlohmann::json fieldValues() const;
  // The run the fields describe: the task's recipe for the preset with every field's value.
  // Throws twb::Error for a value the engine refuses.
  twb::ExperimentSettings settings() const;
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
  // One field of the settings' table and its widget.
  struct Field {
    const twb::SettingField* setting;
    QWidget* widget;
    QFormLayout* form;
  };
  // The constructor's parts, in the order it calls them.
  QWidget* createTaskBox();
  QWidget* createFieldBox(const std::string& group);
  void connectFields();
  QWidget* widget(std::string_view key) const;
  template <typename T>
  T* widget(std::string_view key) const {
    return static_cast<T*>(widget(key));
  }
  // Which fields fillFields fills: a preset's sizes, a recipe's (all but the Run box: the seed and
  // the evaluation's cadence are the person's), or all.
  enum class Fill { sizes, recipe, all };
  // Puts values (ExperimentSettings::values' form) into the fields that `architecture` has.
  void fillFields(const nlohmann::json& values, const std::string& architecture, Fill which);
  static constexpr int kPathRole = Qt::UserRole + 1;  // the full path of an opened dataset entry

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
  void updateTextFields();                     // min_frequency for word level, subword_vocab for bpe/unigram
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
  int presetMaxLength(int preset) const;  // the panel's max length of a preset for the task

  QComboBox* task_ = nullptr;
  QString taskName_ = QStringLiteral("translate");
  QFormLayout* taskForm_ = nullptr;
  QComboBox* dataset_ = nullptr;
  QWidget* languages_ = nullptr;  // the language row, shown for a Multi30k-layout directory
  QLineEdit* sourceLanguage_ = nullptr;
  QLineEdit* targetLanguage_ = nullptr;
  QLabel* datasetHint_ = nullptr;
  QLabel* recipeHint_ = nullptr;
  int lastDatasetIndex_ = 0;  // to return to when the file dialog is cancelled
  QComboBox* preset_ = nullptr;
  QLabel* headsHint_ = nullptr;
  LearningRatePreview* lrPreview_ = nullptr;
  QSpinBox* epochs_ = nullptr;
  QSpinBox* threads_ = nullptr;
  std::vector<Field> fields_;  // in the table's order

  bool updating_ = false;  // set while a preset or saved settings fill the fields
  // The settings the current dataset's recipe (its dataset.json) set: when another dataset is
  // chosen they go back to the task's recipe, then the new dataset's recipe applies.
  QStringList recipeKeys_;
};

}  // namespace twb::ui
