// The Experiment panel's dataset: the task's bundled datasets, a folder or file opened in their
// place, what is wrong with it, and the recipe its dataset.json brings to the fields.
#include "window/experiment_panel.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>

#include "task/task.h"
#include "text/datasets.h"

namespace twb::ui {
namespace {

// The one-line description in a bundled dataset's dataset.json, for its tooltip.
QString datasetDescription(const std::string& name) {
  try {
    QFile file(QString::fromStdString(twb::text::bundled_datasets_directory()) + QLatin1Char('/') +
               QString::fromStdString(name) + QStringLiteral("/dataset.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("description")).toString();
  } catch (const std::exception&) {
    return {};
  }
}

}  // namespace

void ExperimentPanel::populateDatasets() {
  const QSignalBlocker block(dataset_);
  const QString previous = dataset_->currentData(kPathRole).toString().isEmpty() ? dataset_->currentText() : QString();
  dataset_->clear();
  std::vector<std::string> names;
  QString problem;
  try {
    names = twb::text::bundled_dataset_names(taskName_.toStdString());
  } catch (const std::exception& e) {
    problem = QString::fromStdString(e.what());
  }
  for (const std::string& name : names) {
    dataset_->addItem(QString::fromStdString(name));
    const QString description = datasetDescription(name);
    if (!description.isEmpty()) dataset_->setItemData(dataset_->count() - 1, description, Qt::ToolTipRole);
  }
  dataset_->insertSeparator(dataset_->count());
  dataset_->addItem(tr("Open…"));
  const QString openTip = QString::fromStdString(taskSpec().dataset_forms());
  dataset_->setItemData(dataset_->count() - 1, openTip, Qt::ToolTipRole);
  // The dataset chosen before if this task has it, else the task's usual first dataset.
  int keep = dataset_->findText(previous);
  if (keep < 0 || keep >= dataset_->count() - 2) {
    const QString usual = QString::fromStdString(taskSpec().usual_dataset());
    keep = std::max(0, dataset_->findText(usual));
  }
  dataset_->setCurrentIndex(keep);
  lastDatasetIndex_ = dataset_->currentIndex();
  if (names.empty()) {
    dataset_->setToolTip(tr("No bundled datasets of this task were found%1; open a file or folder.")
                             .arg(problem.isEmpty() ? QString() : QStringLiteral(" (") + problem + QLatin1Char(')')));
  } else {
    dataset_->setToolTip(QString());
  }
}

QString ExperimentPanel::datasetName() const {
  const QString path = dataset_->currentData(kPathRole).toString();
  return path.isEmpty() ? dataset_->currentText() : path;
}

bool ExperimentPanel::datasetIsDirectory() const {
  const QString path = dataset_->currentData(kPathRole).toString();
  return !path.isEmpty() && QFileInfo(path).isDir();
}

QString ExperimentPanel::sourceLanguage() const {
  return datasetIsDirectory() && taskSpec().has_language_pair() ? sourceLanguage_->text().trimmed() : QString();
}

QString ExperimentPanel::targetLanguage() const {
  return datasetIsDirectory() && taskSpec().has_language_pair() ? targetLanguage_->text().trimmed() : QString();
}

bool ExperimentPanel::chooseDataset(const QString& nameOrPath) {
  const int index = dataset_->findText(nameOrPath);
  if (index < 0) return openDataset(nameOrPath);
  dataset_->setCurrentIndex(index);
  return true;
}

bool ExperimentPanel::openDataset(const QString& path) {
  const QFileInfo info(path);
  if (path.isEmpty() || !info.exists()) return false;
  const QString full = QDir::cleanPath(info.absoluteFilePath());
  // One entry per path, inserted above the separator; shown by its name, the path in the tooltip.
  int index = -1;
  for (int i = 0; i < dataset_->count(); ++i) {
    if (dataset_->itemData(i, kPathRole).toString() == full) index = i;
  }
  if (index < 0) {
    index = dataset_->count() - 2;  // the separator's place
    const QString label = info.isDir() ? tr("%1 (folder)").arg(info.fileName()) : info.fileName();
    dataset_->insertItem(index, label);
    dataset_->setItemData(index, full, kPathRole);
    dataset_->setItemData(index, QDir::toNativeSeparators(full), Qt::ToolTipRole);
  }
  dataset_->setCurrentIndex(index);
  return true;
}

void ExperimentPanel::onDatasetActivated(int index) {
  if (index != dataset_->count() - 1) return;  // not "Open…"
  // Back to the previous choice first, so a cancelled dialog changes nothing.
  dataset_->setCurrentIndex(lastDatasetIndex_);
  const twb::Task& task = taskSpec();
  const QString suffix = QString::fromStdString(task.dataset_file_suffix());
  QMenu menu(this);
  QAction* folder = menu.addAction(task.has_language_pair() ? tr("Multi30k-layout folder…")
                                                            : tr("Folder with train%1, val%1, test%1…").arg(suffix));
  QAction* file = menu.addAction(tr("One file of %1 (*%2)…").arg(QString::fromStdString(task.example_noun()), suffix));
  menu.setToolTipsVisible(true);
  file->setToolTip(QString::fromStdString(task.dataset_forms()));
  QAction* chosen = menu.exec(dataset_->mapToGlobal(QPoint(0, dataset_->height())));
  QString path;
  if (chosen == folder) {
    path = QFileDialog::getExistingDirectory(this, tr("Open a dataset folder"));
  } else if (chosen == file) {
    path = QFileDialog::getOpenFileName(this, tr("Open a dataset"), QString(),
                                        tr("Dataset (*%1);;All files (*)").arg(suffix));
  }
  if (!path.isEmpty()) openDataset(path);
}

QString ExperimentPanel::datasetProblem() const {
  const QString path = dataset_->currentData(kPathRole).toString();
  if (path.isEmpty()) return {};
  const QFileInfo info(path);
  if (!info.exists()) return tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path));
  if (!info.isDir()) return {};
  if (!taskSpec().has_language_pair()) {
    const QString suffix = QString::fromStdString(taskSpec().dataset_file_suffix());
    QStringList missing;
    for (const char* split : {"train", "val", "test"}) {
      const QString name = QLatin1String(split) + suffix;
      if (!QDir(path).exists(name)) missing << name;
    }
    if (!missing.isEmpty()) return tr("This folder has no %1.").arg(missing.join(QStringLiteral(", ")));
    return {};
  }
  const QString source = sourceLanguage(), target = targetLanguage();
  if (source.isEmpty() || target.isEmpty()) return tr("Name both languages (e.g. en → de).");
  if (source == target) return tr("The source and target languages must differ.");
  const QDir dir(path);
  QStringList missing;
  for (const QString& split : {QStringLiteral("train"), QStringLiteral("val")}) {
    for (const QString& language : {source, target}) {
      const QString name = split + QLatin1Char('.') + language;
      if (!dir.exists(name)) missing << name;
    }
  }
  if (!missing.isEmpty()) return tr("This folder has no %1.").arg(missing.join(QStringLiteral(", ")));
  return {};
}

QStringList ExperimentPanel::datasetRecipe() const {
  if (!datasetProblem().isEmpty()) return {};
  QStringList recipe;
  try {
    for (const std::string& s :
         twb::text::dataset_recipe(datasetName().toStdString(), taskName_.toStdString()).settings)
      recipe << QString::fromStdString(s);
  } catch (const std::exception&) {
    // An unreadable dataset.json: training says why; the fields keep the task's recipe.
  }
  return recipe;
}

void ExperimentPanel::applyDatasetRecipe() {
  const QStringList recipe = datasetRecipe();
  if (recipe.isEmpty() && recipeKeys_.isEmpty()) {
    showRecipe(recipe);
    return;
  }
  try {
    // A recipe's "preset" chose the preset combo; putting it back means the task's own (tiny).
    const bool restorePreset = recipeKeys_.contains(QStringLiteral("preset"));
    if (restorePreset) {
      const QSignalBlocker block(preset_);
      preset_->setCurrentIndex(0);
    }
    const std::string preset = presetName().toStdString();
    twb::ExperimentSettings s = settings();
    if (restorePreset) s.set("preset=" + preset);
    // The previous dataset's recipe keys go back to the task's values.
    nlohmann::json values = s.values();
    const nlohmann::json task = taskSpec().defaults(preset).values();
    for (const QString& key : recipeKeys_) {
      if (const twb::SettingField* field = twb::setting_field(key.toStdString())) values[field->key] = task[field->key];
    }
    s.set_values(values);
    recipeKeys_.clear();
    int recipePreset = -1;
    for (const QString& assignment : recipe) {
      s.set(assignment.toStdString());
      const QString key = assignment.section(QLatin1Char('='), 0, 0);
      if (key == QLatin1String("preset")) recipePreset = preset_->findText(assignment.section(QLatin1Char('='), 1));
      recipeKeys_ << key;
    }
    updating_ = true;
    if (recipePreset >= 0 || restorePreset) {  // the combo names the sizes the fields now hold
      if (recipePreset >= 0) {
        const QSignalBlocker block(preset_);
        preset_->setCurrentIndex(recipePreset);
      }
      widget<QSpinBox>("max_len")->setValue(presetMaxLength(preset_->currentIndex()));
    }
    fillFields(s.values(), s.model.architecture, Fill::recipe);
    updating_ = false;
  } catch (const std::exception&) {
    updating_ = false;  // a recipe this version cannot use: training reports it
  }
  showRecipe(recipe);
  updateHeadsHint();
  updateTextFields();
}

void ExperimentPanel::showRecipe(const QStringList& recipe) {
  recipeHint_->setVisible(!recipe.isEmpty());
  recipeHint_->setText(tr("Dataset's recipe: %1").arg(recipe.join(QStringLiteral(", "))));
}

void ExperimentPanel::updateDatasetFields() {
  const bool namesLanguages = datasetIsDirectory() && taskSpec().has_language_pair();
  languages_->setVisible(namesLanguages);
  taskForm_->setRowVisible(languages_, namesLanguages);
  const QString problem = datasetProblem();
  datasetHint_->setVisible(!problem.isEmpty());
  datasetHint_->setText(problem);
  QPalette pal = datasetHint_->palette();
  pal.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
  datasetHint_->setPalette(pal);
}

}  // namespace twb::ui
