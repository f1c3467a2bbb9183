#include "window/experiment_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <optional>

#include "plots/learning_rate_preview.h"
#include "widgets/setting_widgets.h"
#include "task/task.h"
#include "text/datasets.h"
#include "train/schedule.h"

namespace twb::ui {
namespace {

// The presets are core's (TransformerConfig::preset in the task's architecture); the panel adds a
// maximum length to each: enough for the bundled sentences, and more for a character-level
// language model, whose lines are long in tokens. "base" is the base model of "Attention Is All
// You Need"; tiny and small fit a laptop CPU.
struct ModelPreset {
  const char* name;
  int maxLength, characterMaxLength;
};
constexpr std::array<ModelPreset, 3> kPresets{{
    {"tiny", 64, 128},
    {"small", 128, 256},
    {"base", 256, 512},
}};
constexpr int kCustomPreset = static_cast<int>(kPresets.size());
// The fields a preset fills: the model's sizes.
const std::vector<std::string> kSizeKeys = {"d_model", "heads", "encoder_layers", "decoder_layers", "d_ff", "dropout"};
// The boxes of fields, in the panel's order (SettingField::group).
const char* const kGroups[] = {"Model", "Text", "Optimizer & schedule", "Run"};
constexpr const char* kRunGroup = "Run";

// The names of the tasks, in the engine's order (task/task.h).
QStringList taskNames() {
  QStringList names;
  for (const twb::Task* task : twb::all_tasks()) names << QString::fromStdString(task->name());
  return names;
}
const QStringList kTasks = taskNames();

const QString kSettingsGroup = QStringLiteral("experiment");

QLineEdit* makeLanguageEdit(const char* name, const char* value) {
  auto* edit = new QLineEdit(QLatin1String(value));
  edit->setObjectName(QLatin1String(name));
  edit->setMaxLength(16);
  edit->setMaximumWidth(64);
  return edit;
}

QSpinBox* makeSpin(const char* name, int min, int max, int value) {
  auto* spin = new QSpinBox;
  spin->setObjectName(QLatin1String(name));
  spin->setRange(min, max);
  spin->setValue(value);
  spin->setAccelerated(true);
  return spin;
}

QFormLayout* makeForm(QGroupBox* box) {
  auto* form = new QFormLayout(box);
  form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
  return form;
}

}  // namespace

ExperimentPanel::ExperimentPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(createTaskBox());
  for (const char* group : kGroups) layout->addWidget(createFieldBox(group));
  layout->addStretch(1);
  connectFields();
  // The fields start as the first task's recipe.
  const twb::ExperimentSettings first = taskSpec().defaults(presetName().toStdString());
  updating_ = true;
  fillFields(first.values(), first.model.architecture, Fill::all);
  widget<QSpinBox>("max_len")->setValue(kPresets[0].maxLength);
  widget<QSpinBox>("eval_every")->setValue(0);
  updating_ = false;
  applyTask(false);
  updateHeadsHint();
  updateTextFields();
  updateLearningRatePreview();
}

// The task, the dataset (with the languages of a Multi30k-layout folder) and what is wrong with it.
QWidget* ExperimentPanel::createTaskBox() {
  auto* box = new QGroupBox(tr("Task"));
  taskForm_ = makeForm(box);
  task_ = new QComboBox;
  task_->setObjectName(QStringLiteral("taskCombo"));
  for (const twb::Task* task : twb::all_tasks()) {
    task_->addItem(QString::fromStdString(task->name()));
    task_->setItemData(task_->count() - 1, QString::fromStdString(task->summary()), Qt::ToolTipRole);
  }
  task_->setToolTip(tr("What the model learns: each task has its own architecture, datasets and views."));
  taskForm_->addRow(tr("Task:"), task_);
  dataset_ = new QComboBox;
  dataset_->setObjectName(QStringLiteral("datasetCombo"));
  taskForm_->addRow(tr("Dataset:"), dataset_);

  // Multi30k-layout folders name their files by language: train.SRC, train.TRG.
  languages_ = new QWidget;
  auto* languageRow = new QHBoxLayout(languages_);
  languageRow->setContentsMargins(0, 0, 0, 0);
  sourceLanguage_ = makeLanguageEdit("sourceLanguageEdit", "en");
  sourceLanguage_->setToolTip(tr("Source language: the suffix of the source files (train.en)."));
  targetLanguage_ = makeLanguageEdit("targetLanguageEdit", "de");
  targetLanguage_->setToolTip(tr("Target language: the suffix of the target files (train.de)."));
  languageRow->addWidget(sourceLanguage_);
  languageRow->addWidget(new QLabel(QStringLiteral("→")));
  languageRow->addWidget(targetLanguage_);
  languageRow->addStretch(1);
  taskForm_->addRow(tr("Languages:"), languages_);
  datasetHint_ = new QLabel;
  datasetHint_->setObjectName(QStringLiteral("datasetHint"));
  datasetHint_->setWordWrap(true);
  taskForm_->addRow(QString(), datasetHint_);
  recipeHint_ = new QLabel;
  recipeHint_->setObjectName(QStringLiteral("recipeHint"));
  recipeHint_->setWordWrap(true);
  recipeHint_->setToolTip(
      tr("Settings this dataset's dataset.json recommends, applied over the task's recipe "
         "when the dataset is chosen; change any of them in the fields below."));
  recipeHint_->setVisible(false);
  taskForm_->addRow(QString(), recipeHint_);
  return box;
}

// A box of the table's fields, with what the panel adds to it: the preset above the model, the
// d_k under the heads, Adam and the learning-rate preview beside the schedule, the epochs, the
// threads.
QWidget* ExperimentPanel::createFieldBox(const std::string& group) {
  auto* box = new QGroupBox(QString::fromStdString(group).replace(QLatin1Char('&'), QLatin1String("&&")));
  QFormLayout* form = makeForm(box);
  if (group == "Model") {
    preset_ = new QComboBox;
    preset_->setObjectName(QStringLiteral("presetCombo"));
    for (const ModelPreset& p : kPresets) preset_->addItem(QLatin1String(p.name));
    preset_->addItem(tr("custom"));
    preset_->setToolTip(tr("Fills the hyper-parameters below; editing any of them makes it custom."));
    form->addRow(tr("Preset:"), preset_);
  }
  if (group == "Optimizer & schedule")
    form->addRow(tr("Optimizer:"), new QLabel(tr("Adam  β = (0.9, 0.98), ε = 10⁻⁹")));
  for (const twb::SettingField& setting : twb::setting_fields()) {
    if (setting.group != group) continue;
    QWidget* field = makeSettingWidget(setting);
    fields_.push_back({&setting, field, form});
    if (setting.kind == twb::SettingField::Kind::boolean)
      form->addRow(QString(), field);
    else
      form->addRow(QString::fromStdString(setting.label) + QLatin1Char(':'), field);
    if (setting.key == "heads") {
      headsHint_ = new QLabel;
      headsHint_->setObjectName(QStringLiteral("headsHint"));
      headsHint_->setWordWrap(true);
      form->addRow(QString(), headsHint_);
    }
    if (setting.key == "schedule") {  // the rate the schedule's fields give at each step, before training
      lrPreview_ = new LearningRatePreview;
      lrPreview_->setObjectName(QStringLiteral("learningRatePreview"));
      form->addRow(lrPreview_);
    }
  }
  if (group == "Optimizer & schedule") {
    epochs_ = makeSpin("epochsSpin", 1, 1000, 10);
    form->addRow(tr("Epochs:"), epochs_);
  }
  if (group == kRunGroup) {
    const int cores = std::max(1, QThread::idealThreadCount());
    threads_ = makeSpin("threadsSpin", 1, cores, cores);
    threads_->setToolTip(
        tr("CPU threads the engine may use (this machine has %n). While other programs keep cores "
           "busy it may use one fewer for each: a thread that shares its core would hold up the others.",
           nullptr, cores));
    form->addRow(tr("Threads:"), threads_);
  }
  return box;
}

void ExperimentPanel::connectFields() {
  connect(preset_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::applyPreset);
  for (const Field& field : fields_) {
    const std::string& key = field.setting->key;
    if (key == "learning_rate" || key == "warmup_steps" || key == "schedule")
      onSettingChanged(field.widget, *field.setting, this, [this] { updateLearningRatePreview(); });
    if (key == "max_len" || std::find(kSizeKeys.begin(), kSizeKeys.end(), key) != kSizeKeys.end())
      onSettingChanged(field.widget, *field.setting, this, [this] { markCustom(); });
    if (key == "d_model" || key == "heads")
      onSettingChanged(field.widget, *field.setting, this, [this] { updateHeadsHint(); });
    if (key == "d_model" || key == "max_len") {
      onSettingChanged(field.widget, *field.setting, this, [this] {
        if (!updating_) emit positionalEncodingShapeChanged(maxLength(), dModel());
      });
    }
  }
  // Tying the translation model's embeddings needs the one vocabulary, and the reverse.
  auto* tie = widget<QCheckBox>("tie_weights");
  auto* shared = widget<QCheckBox>("shared_vocabulary");
  connect(tie, &QCheckBox::toggled, this, [this, shared](bool on) {
    if (on && taskSpec().architecture() == twb::TransformerConfig::kEncoderDecoder) shared->setChecked(true);
  });
  connect(shared, &QCheckBox::toggled, this, [this, tie](bool on) {
    if (!on && taskSpec().architecture() == twb::TransformerConfig::kEncoderDecoder) tie->setChecked(false);
  });
  connect(widget<QComboBox>("tokenizer"), &QComboBox::currentIndexChanged, this, &ExperimentPanel::updateTextFields);
  connect(dataset_, &QComboBox::activated, this, &ExperimentPanel::onDatasetActivated);
  connect(dataset_, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (index != dataset_->count() - 1) lastDatasetIndex_ = index;
    if (!updating_) applyDatasetRecipe();
    updateDatasetFields();
  });
  connect(sourceLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(targetLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(task_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::onTaskChosen);
}

QWidget* ExperimentPanel::widget(std::string_view key) const {
  for (const Field& field : fields_)
    if (field.setting->key == key) return field.widget;
  return nullptr;  // not reached: the keys asked for are the table's
}

void ExperimentPanel::fillFields(const nlohmann::json& values, const std::string& architecture, Fill which) {
  for (const Field& field : fields_) {
    const twb::SettingField& setting = *field.setting;
    if (!setting.applies_to(architecture) || !values.contains(setting.key)) continue;
    if (which == Fill::sizes && std::find(kSizeKeys.begin(), kSizeKeys.end(), setting.key) == kSizeKeys.end()) continue;
    if (which == Fill::recipe && setting.group == kRunGroup) continue;
    setSettingValue(field.widget, setting, values.at(setting.key));
  }
}

nlohmann::json ExperimentPanel::fieldValues() const {
  const std::string architecture = taskSpec().architecture();
  nlohmann::json values = nlohmann::json::object();
  for (const Field& field : fields_)
    if (field.setting->applies_to(architecture))
      values[field.setting->key] = settingValue(field.widget, *field.setting);
  return values;
}

twb::ExperimentSettings ExperimentPanel::settings() const {
  twb::ExperimentSettings s = taskSpec().defaults(presetName().toStdString());
  s.set_values(fieldValues());
  return s;
}

void ExperimentPanel::updateTextFields() {
  const QString tokenizer = widget<QComboBox>("tokenizer")->currentData().toString();
  widget("min_frequency")->setEnabled(tokenizer == QLatin1String("word"));
  widget("subword_vocab")->setEnabled(tokenizer == QLatin1String("bpe") || tokenizer == QLatin1String("unigram"));
}

QString ExperimentPanel::task() const { return taskName_; }

void ExperimentPanel::onTaskChosen(int index) {
  if (index < 0 || index >= kTasks.size()) return;
  setTask(kTasks[index]);
}

void ExperimentPanel::setTask(const QString& task) {
  if (!kTasks.contains(task)) return;
  if (task == taskName_) {
    if (task_->currentText() != task) {
      const QSignalBlocker block(task_);
      task_->setCurrentIndex(kTasks.indexOf(task));
    }
    return;
  }
  // What the user has in the fields now, read as the old task's settings.
  std::optional<TypedSettings> typed;
  if (!updating_) {
    try {
      typed = TypedSettings{settings(), maxLength() == presetMaxLength(preset_->currentIndex())};
    } catch (const std::exception&) {
      // A field the engine refuses: the new task's recipe replaces everything.
    }
  }
  taskName_ = task;
  {
    const QSignalBlocker block(task_);
    task_->setCurrentIndex(kTasks.indexOf(task));
  }
  applyTask(!updating_, typed ? &*typed : nullptr);
  emit taskChanged(task);
}

namespace {

// The new task's recipe, keeping the user's value of every field whose default is the same in the
// old task's recipe (a field both tasks share); a field whose default differs is the new task's
// own and takes its default. `from`, `to` and `typed` are one settings group as JSON.
nlohmann::json keepShared(const nlohmann::json& from, const nlohmann::json& to, const nlohmann::json& typed) {
  nlohmann::json merged = to;
  for (const auto& [key, value] : to.items()) {
    if (from.contains(key) && from.at(key) == value && typed.contains(key)) merged[key] = typed.at(key);
  }
  return merged;
}

}  // namespace

void ExperimentPanel::applyTask(bool defaults, const TypedSettings* typed) {
  populateDatasets();
  populateTokenizers();
  if (defaults) {
    twb::ExperimentSettings s = taskSpec().defaults(presetName().toStdString());
    bool maxLengthIsDefault = true;
    if (typed) {
      const twb::ExperimentSettings from = twb::task_named(typed->settings.task).defaults(presetName().toStdString());
      try {
        s.model = twb::TransformerConfig::from_json(
            keepShared(from.model.to_json(), s.model.to_json(), typed->settings.model.to_json()));
        s.text = twb::TextSettings::from_json(
            keepShared(from.text.to_json(), s.text.to_json(), typed->settings.text.to_json()));
        s.trainer = twb::TrainerSettings::from_json(
            keepShared(from.trainer.to_json(), s.trainer.to_json(), typed->settings.trainer.to_json()));
        maxLengthIsDefault = typed->maxLengthIsDefault;
      } catch (const std::exception&) {
        s = taskSpec().defaults(presetName().toStdString());  // the recipe alone
      }
    }
    updating_ = true;
    {
      const QSignalBlocker block(preset_);
      preset_->setCurrentIndex(std::max(0, preset_->findText(presetName())));
    }
    // The task's recipe: its model, text and trainer (learning rate, warm-up, batch size, …); the
    // preset's length for the task's tokenizer, unless the user chose one.
    fillFields(s.values(), s.model.architecture, Fill::recipe);
    widget<QSpinBox>("max_len")->setValue(maxLengthIsDefault ? presetMaxLength(preset_->currentIndex())
                                                             : s.model.max_len);
    updating_ = false;
    recipeKeys_.clear();  // the fields hold the task's recipe: the dataset's goes on top
    applyDatasetRecipe();
    updateHeadsHint();
    emit positionalEncodingShapeChanged(maxLength(), dModel());
  }
  updateTaskFields();
  updateTextFields();
  updateDatasetFields();
}

int ExperimentPanel::presetMaxLength(int preset) const {
  const ModelPreset& p = kPresets[static_cast<size_t>(std::clamp(preset, 0, kCustomPreset - 1))];
  return widget<QComboBox>("tokenizer")->currentData().toString() == QLatin1String("char") ? p.characterMaxLength
                                                                                           : p.maxLength;
}

void ExperimentPanel::populateTokenizers() {
  auto* tokenizer = widget<QComboBox>("tokenizer");
  const QSignalBlocker block(tokenizer);
  const QString previous = tokenizer->currentData().toString();
  tokenizer->clear();
  // The task's own tokenizer first (characters for a language model, words otherwise), then the
  // subword tokenizers every task may use.
  const std::string own = taskSpec().defaults().text.tokenizer;
  const twb::SettingField& field = *twb::setting_field("tokenizer");
  for (const twb::SettingChoice& choice : field.choices) {
    if ((choice.value == "word" || choice.value == "char") && choice.value != own) continue;
    tokenizer->addItem(QString::fromStdString(choice.label), QString::fromStdString(choice.value));
    tokenizer->setItemData(tokenizer->count() - 1, QString::fromStdString(choice.help), Qt::ToolTipRole);
  }
  tokenizer->setCurrentIndex(std::max(0, tokenizer->findData(previous)));
}

// The fields the task's architecture has, with its names and help for them.
void ExperimentPanel::updateTaskFields() {
  const std::string architecture = taskSpec().architecture();
  for (const Field& field : fields_) {
    const twb::SettingField& setting = *field.setting;
    field.form->setRowVisible(field.widget, setting.applies_to(architecture));
    const QString label = QString::fromStdString(setting.label_for(architecture));
    if (auto* check = qobject_cast<QCheckBox*>(field.widget))
      check->setText(label);
    else if (auto* text = qobject_cast<QLabel*>(field.form->labelForField(field.widget)))
      text->setText(label + QLatin1Char(':'));
    field.widget->setToolTip(QString::fromStdString(setting.help_for(architecture)));
  }
}

void ExperimentPanel::showSettings(const twb::ExperimentSettings& settings) {
  setTask(QString::fromStdString(settings.task));
  updating_ = true;
  {
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(kCustomPreset);
  }
  fillFields(settings.values(), settings.model.architecture, Fill::all);
  const QString dataset = QString::fromStdString(settings.dataset);
  const int bundled = dataset_->findText(dataset);
  if (bundled >= 0 && bundled < dataset_->count() - 2) {
    dataset_->setCurrentIndex(bundled);
  } else if (openDataset(dataset) && datasetIsDirectory()) {
    if (!settings.source_language.empty()) sourceLanguage_->setText(QString::fromStdString(settings.source_language));
    if (!settings.target_language.empty()) targetLanguage_->setText(QString::fromStdString(settings.target_language));
  }
  updating_ = false;
  recipeKeys_.clear();  // the run's own settings, whatever recipe they came from
  const QStringList recipe = datasetRecipe();
  for (const QString& assignment : recipe) recipeKeys_ << assignment.section(QLatin1Char('='), 0, 0);
  showRecipe(recipe);
  updateHeadsHint();
  updateTextFields();
  updateDatasetFields();
  emit positionalEncodingShapeChanged(maxLength(), dModel());
}

int ExperimentPanel::dModel() const { return widget<QSpinBox>("d_model")->value(); }
int ExperimentPanel::maxLength() const { return widget<QSpinBox>("max_len")->value(); }
int ExperimentPanel::heads() const { return widget<QSpinBox>("heads")->value(); }
bool ExperimentPanel::headsDivideModel() const { return dModel() % heads() == 0; }
int ExperimentPanel::threads() const { return threads_->value(); }
int ExperimentPanel::epochs() const { return epochs_->value(); }

bool ExperimentPanel::setEpochs(int epochs) {
  if (epochs < epochs_->minimum() || epochs > epochs_->maximum()) return false;
  epochs_->setValue(epochs);
  return true;
}

int ExperimentPanel::maxEpochs() const { return epochs_->maximum(); }

const twb::Task& ExperimentPanel::taskSpec() const { return twb::task_named(taskName_.toStdString()); }

QString ExperimentPanel::presetName() const {
  const int index = preset_->currentIndex();
  return index >= 0 && index < kCustomPreset ? QLatin1String(kPresets[size_t(index)].name) : QStringLiteral("tiny");
}

void ExperimentPanel::applyPreset(int index) {
  if (updating_ || index < 0 || index >= kCustomPreset) return;
  const twb::ExperimentSettings s = taskSpec().defaults(kPresets[static_cast<size_t>(index)].name);
  updating_ = true;
  fillFields(s.values(), s.model.architecture, Fill::sizes);  // the sizes only: the other choices stay the user's
  widget<QSpinBox>("max_len")->setValue(presetMaxLength(index));
  updating_ = false;
  emit positionalEncodingShapeChanged(maxLength(), dModel());
}

void ExperimentPanel::markCustom() {
  if (updating_) return;
  const QSignalBlocker block(preset_);
  preset_->setCurrentIndex(kCustomPreset);
}

void ExperimentPanel::updateHeadsHint() {
  QPalette pal = headsHint_->palette();
  if (headsDivideModel()) {
    headsHint_->setText(tr("d_k = %1 per head").arg(dModel() / heads()));
    pal.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
  } else {
    headsHint_->setText(tr("d_model %1 is not divisible by %n head(s)", nullptr, heads()).arg(dModel()));
    pal.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
  }
  headsHint_->setPalette(pal);
}

void ExperimentPanel::updateLearningRatePreview() {
  twb::TrainerSettings trainer;
  trainer.learning_rate = widget<QDoubleSpinBox>("learning_rate")->value();
  trainer.warmup_steps = widget<QSpinBox>("warmup_steps")->value();
  trainer.schedule = twb::parse_schedule(widget<QComboBox>("schedule")->currentData().toString().toStdString());
  lrPreview_->setSettings(trainer);
}

// Under each widget's objectName: the task, the dataset, the preset, the epochs and threads, and
// every field of the table as its typed value.
void ExperimentPanel::saveSettings(QSettings& settings) const {
  settings.beginGroup(kSettingsGroup);
  for (const QComboBox* combo : {task_, dataset_, preset_})
    settings.setValue(combo->objectName(), combo->currentText());
  settings.setValue(QStringLiteral("datasetPath"), dataset_->currentData(kPathRole).toString());
  for (const QLineEdit* edit : {sourceLanguage_, targetLanguage_}) settings.setValue(edit->objectName(), edit->text());
  for (const QSpinBox* spin : {epochs_, threads_}) settings.setValue(spin->objectName(), spin->value());
  for (const Field& field : fields_)
    settings.setValue(field.widget->objectName(), settingVariant(field.widget, *field.setting));
  settings.endGroup();
}

void ExperimentPanel::restoreSettings(const QSettings& settings) {
  const auto saved = [&settings](const QObject* o) { return settings.value(kSettingsGroup + '/' + o->objectName()); };
  // The task first, with its defaults: it decides the dataset and tokenizer lists the other values
  // are looked up in, and a value that was not saved keeps the task's default.
  const QString task = saved(task_).toString();
  if (kTasks.contains(task)) setTask(task);
  updating_ = true;
  for (QComboBox* combo : {dataset_, preset_}) {
    const int index = combo->findText(saved(combo).toString());
    // Only enabled entries come back: a greyed-out choice is not selectable by hand either.
    const auto* model = qobject_cast<const QStandardItemModel*>(combo->model());
    if (index >= 0 && (!model || model->item(index)->isEnabled())) combo->setCurrentIndex(index);
  }
  for (QSpinBox* spin : {epochs_, threads_}) {
    bool ok = false;
    const int value = saved(spin).toInt(&ok);
    if (ok) spin->setValue(value);
  }
  for (const Field& field : fields_) setSettingFromVariant(field.widget, *field.setting, saved(field.widget));
  for (QLineEdit* edit : {sourceLanguage_, targetLanguage_}) {
    const QString text = saved(edit).toString();
    if (!text.isEmpty()) edit->setText(text);
  }
  // An opened dataset comes back if it still exists.
  const QString path = settings.value(kSettingsGroup + QStringLiteral("/datasetPath")).toString();
  if (!path.isEmpty()) openDataset(path);
  updating_ = false;
  updateHeadsHint();
  emit positionalEncodingShapeChanged(maxLength(), dModel());
}

}  // namespace twb::ui
