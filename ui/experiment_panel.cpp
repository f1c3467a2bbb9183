#include "experiment_panel.h"

#include "learning_rate_preview.h"

#include <optional>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFile>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QHBoxLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>
#include <limits>

#include "task/task.h"
#include "text/datasets.h"

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
// The names of the tasks, in the engine's order (task/task.h).
QStringList taskNames() {
  QStringList names;
  for (const twb::Task* task : twb::all_tasks()) names << QString::fromStdString(task->name());
  return names;
}
const QStringList kTasks = taskNames();

const QString kSettingsGroup = QStringLiteral("experiment");
constexpr int kPathRole = Qt::UserRole + 1;  // the full path of an opened dataset entry

QLineEdit* makeLanguageEdit(const char* name, const char* value) {
  auto* edit = new QLineEdit(QLatin1String(value));
  edit->setObjectName(QLatin1String(name));
  edit->setMaxLength(16);
  edit->setMaximumWidth(64);
  return edit;
}

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

QString jsonText(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j.at(key).is_string() ? QString::fromStdString(j.at(key).get<std::string>()) : QString();
}

QSpinBox* makeSpin(const char* name, int min, int max, int value, int step = 1) {
  auto* spin = new QSpinBox;
  spin->setObjectName(QLatin1String(name));
  spin->setRange(min, max);
  spin->setSingleStep(step);
  spin->setValue(value);
  spin->setAccelerated(true);
  return spin;
}

QDoubleSpinBox* makeDoubleSpin(const char* name, double min, double max, double value,
                               double step, int decimals) {
  auto* spin = new QDoubleSpinBox;
  spin->setObjectName(QLatin1String(name));
  spin->setDecimals(decimals);
  spin->setRange(min, max);
  spin->setSingleStep(step);
  spin->setValue(value);
  return spin;
}

QComboBox* makeCombo(const char* name, const QStringList& items) {
  auto* combo = new QComboBox;
  combo->setObjectName(QLatin1String(name));
  combo->addItems(items);
  return combo;
}

QCheckBox* makeCheck(const char* name, const QString& text, bool checked) {
  auto* check = new QCheckBox(text);
  check->setObjectName(QLatin1String(name));
  check->setChecked(checked);
  return check;
}

// A combo of engine names, each with a plain-words tooltip; the text is what the engine reads.
QComboBox* makeChoiceCombo(const char* name, std::initializer_list<std::pair<const char*, QString>> items) {
  auto* combo = new QComboBox;
  combo->setObjectName(QLatin1String(name));
  for (const auto& [value, tip] : items) {
    combo->addItem(QLatin1String(value));
    combo->setItemData(combo->count() - 1, tip, Qt::ToolTipRole);
  }
  return combo;
}

QFormLayout* makeForm(QGroupBox* box) {
  auto* form = new QFormLayout(box);
  form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
  return form;
}

}  // namespace

ExperimentPanel::ExperimentPanel(QWidget* parent) : QWidget(parent) {
  const twb::TransformerConfig tiny = twb::all_tasks().front()->defaults("tiny").model;
  const twb::TrainerSettings recipe = twb::all_tasks().front()->defaults("tiny").trainer;

  // --- Task and data -------------------------------------------------------------------------
  auto* taskBox = new QGroupBox(tr("Task"));
  auto* taskForm = makeForm(taskBox);
  taskForm_ = taskForm;
  task_ = makeCombo("taskCombo", kTasks);
  task_->setItemData(0, tr("Encoder–decoder: translate a source sentence into a target sentence."),
                     Qt::ToolTipRole);
  task_->setItemData(1, tr("Decoder-only language model (GPT style): continue a text token by token."),
                     Qt::ToolTipRole);
  task_->setItemData(2, tr("Encoder-only classifier: read a text and name its class."), Qt::ToolTipRole);
  task_->setToolTip(tr("What the model learns: each task has its own architecture, datasets and views."));
  taskForm->addRow(tr("Task:"), task_);

  dataset_ = makeCombo("datasetCombo", {});
  taskForm->addRow(tr("Dataset:"), dataset_);

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
  taskForm->addRow(tr("Languages:"), languages_);
  datasetHint_ = new QLabel;
  datasetHint_->setObjectName(QStringLiteral("datasetHint"));
  datasetHint_->setWordWrap(true);
  taskForm->addRow(QString(), datasetHint_);
  recipeHint_ = new QLabel;
  recipeHint_->setObjectName(QStringLiteral("recipeHint"));
  recipeHint_->setWordWrap(true);
  recipeHint_->setToolTip(tr("Settings this dataset's dataset.json recommends, applied over the task's recipe "
                             "when the dataset is chosen; change any of them in the fields below."));
  recipeHint_->setVisible(false);
  taskForm->addRow(QString(), recipeHint_);

  // --- Model ---------------------------------------------------------------------------------
  auto* modelBox = new QGroupBox(tr("Model"));
  auto* modelForm = makeForm(modelBox);
  modelForm_ = modelForm;
  preset_ = makeCombo("presetCombo", {});
  for (const ModelPreset& p : kPresets) preset_->addItem(QLatin1String(p.name));
  preset_->addItem(tr("custom"));
  preset_->setToolTip(tr("Fills the hyper-parameters below; editing any of them makes it custom."));
  modelForm->addRow(tr("Preset:"), preset_);

  dModel_ = makeSpin("dModelSpin", 2, 1024, tiny.d_model, 2);
  dModel_->setToolTip(tr("Width of every token representation (d_model)."));
  modelForm->addRow(tr("d_model:"), dModel_);

  heads_ = makeSpin("headsSpin", 1, 64, tiny.heads);
  heads_->setToolTip(tr("Attention heads; each head sees d_k = d_model / heads dimensions."));
  modelForm->addRow(tr("Heads:"), heads_);
  headsHint_ = new QLabel;
  headsHint_->setObjectName(QStringLiteral("headsHint"));
  headsHint_->setWordWrap(true);
  modelForm->addRow(QString(), headsHint_);

  encoderLayers_ = makeSpin("encoderLayersSpin", 1, 12, tiny.encoder_layers);
  modelForm->addRow(tr("Encoder layers:"), encoderLayers_);
  decoderLayers_ = makeSpin("decoderLayersSpin", 1, 12, tiny.decoder_layers);
  modelForm->addRow(tr("Decoder layers:"), decoderLayers_);
  dFF_ = makeSpin("dFFSpin", 4, 8192, tiny.d_ff, 64);
  dFF_->setToolTip(tr("Hidden width of the position-wise feed-forward network (d_ff)."));
  modelForm->addRow(tr("d_ff:"), dFF_);
  dropout_ = makeDoubleSpin("dropoutSpin", 0.0, 0.9, tiny.dropout, 0.05, 2);
  modelForm->addRow(tr("Dropout:"), dropout_);
  maxLength_ = makeSpin("maxLenSpin", 1, 1024, kPresets[0].maxLength, 8);
  maxLength_->setToolTip(tr("Longest sequence (in tokens) the model accepts; "
                            "rows of the positional-encoding matrix."));
  modelForm->addRow(tr("Max length:"), maxLength_);
  norm_ = makeCombo("normCombo", {tr("post-norm (paper)"), tr("pre-norm")});
  norm_->setItemData(0, tr("LN(x + Dropout(Sublayer(x))), as in the original paper"),
                     Qt::ToolTipRole);
  norm_->setItemData(1, tr("x + Dropout(Sublayer(LN(x))), with a final LayerNorm"),
                     Qt::ToolTipRole);
  modelForm->addRow(tr("Normalisation:"), norm_);
  normKind_ = makeChoiceCombo(
      "normKindCombo",
      {{"standard", tr("Divide by √(variance + ε), as PyTorch's LayerNorm.")},
       {"unbiased_variance", tr("Like standard, but the variance divides by n − 1 instead of n.")},
       {"std_eps_outside", tr("Divide by (standard deviation + ε), as the Annotated Transformer.")}});
  normKind_->setToolTip(tr("How LayerNorm scales each token: the formula variants in use."));
  modelForm->addRow(tr("LayerNorm form:"), normKind_);
  activation_ = makeChoiceCombo(
      "activationCombo",
      {{"relu", tr("max(0, x), as in the original paper.")},
       {"gelu", tr("x·Φ(x), smooth; used by BERT.")},
       {"gelu_tanh", tr("The tanh approximation of GELU, as in GPT-2.")}});
  activation_->setToolTip(tr("The non-linearity inside the feed-forward network."));
  modelForm->addRow(tr("Activation:"), activation_);
  positions_ = makeChoiceCombo(
      "positionsCombo",
      {{"sinusoidal", tr("Fixed sine/cosine waves, as in the paper; d_model must be even.")},
       {"learned", tr("One trained vector per position, up to the max length.")}});
  positions_->setToolTip(tr("How the model is told where each token sits in the sentence."));
  modelForm->addRow(tr("Positions:"), positions_);
  qkvBias_ = makeCheck("qkvBiasCheck", tr("Bias in Q/K/V projections"), true);
  qkvBias_->setToolTip(tr("Add a learned bias to the query, key and value projections."));
  modelForm->addRow(QString(), qkvBias_);
  scaleScores_ = makeCheck("scaleScoresCheck", tr("Scale scores by 1/√d_k"), true);
  scaleScores_->setToolTip(tr("Divide the attention scores q·k by √d_k before the softmax (the paper). "
                              "Without it the scores grow with d_k and the softmax saturates: see "
                              "the Why √d_k lesson."));
  modelForm->addRow(QString(), scaleScores_);
  tieWeights_ = makeCheck("tieWeightsCheck", tr("Tie embeddings"), true);
  tieWeights_->setToolTip(tr("Language model: the output layer that scores the next token reuses the "
                             "token embedding (transposed), as GPT-2 does — fewer parameters. Translation: "
                             "one table for the source and target embeddings and the output layer (the "
                             "paper, section 3.4); it needs one vocabulary for both languages."));
  modelForm->addRow(QString(), tieWeights_);
  pooling_ = makeChoiceCombo(
      "poolingCombo",
      {{"mean", tr("Average the encoder's outputs over the real tokens.")},
       {"max", tr("Take each channel's largest value over the tokens.")},
       {"cls", tr("Take the output at the leading [CLS] token, as BERT does.")}});
  pooling_->setToolTip(tr("Classifier: how the encoder's per-token outputs become one vector for the "
                          "class scores."));
  modelForm->addRow(tr("Pooling:"), pooling_);
  causal_ = makeCheck("causalCheck", tr("Read left to right (causal)"), false);
  causal_->setToolTip(tr("Classifier: each token attends only to itself and the tokens before it, "
                         "as a reader going left to right; the last token has read everything. "
                         "Lets the model keep a running count (the bracket depth)."));
  modelForm->addRow(QString(), causal_);

  // --- Text ----------------------------------------------------------------------------------
  auto* textBox = new QGroupBox(tr("Text"));
  auto* textForm = makeForm(textBox);
  tokenizer_ = makeChoiceCombo("tokenizerCombo", {});
  tokenizer_->setToolTip(tr("How sentences are cut into tokens."));
  textForm->addRow(tr("Tokenizer:"), tokenizer_);
  lowercase_ = makeCheck("lowercaseCheck", tr("Lowercase text"), false);
  lowercase_->setToolTip(tr("Turn all text into lower case before cutting it into tokens."));
  textForm->addRow(QString(), lowercase_);
  minFrequency_ = makeSpin("minFrequencySpin", 1, 100, 2);
  minFrequency_->setToolTip(tr("Word tokenizer only: words seen fewer times than this in the "
                               "training data become <unk>."));
  textForm->addRow(tr("Min frequency:"), minFrequency_);
  subwordVocab_ = makeSpin("subwordVocabSpin", 8, 64000, 8000, 500);
  subwordVocab_->setToolTip(tr("BPE/unigram only: how many pieces each language's vocabulary "
                               "may hold (a soft limit)."));
  textForm->addRow(tr("Subword vocab:"), subwordVocab_);
  sharedVocabulary_ = makeCheck("sharedVocabularyCheck", tr("Shared vocabulary"), false);
  sharedVocabulary_->setToolTip(tr("Translation: learn one tokenizer and vocabulary from both sides' "
                                   "sentences (words or pieces the languages share, such as names and "
                                   "numbers, get one embedding). Tying the embeddings needs it."));
  textForm->addRow(QString(), sharedVocabulary_);
  textForm_ = textForm;
  // Tying the translation model's embeddings needs the one vocabulary, and the reverse.
  connect(tieWeights_, &QCheckBox::toggled, this, [this](bool on) {
    if (on && taskSpec().architecture() == twb::TransformerConfig::kEncoderDecoder) sharedVocabulary_->setChecked(true);
  });
  connect(sharedVocabulary_, &QCheckBox::toggled, this, [this](bool on) {
    if (!on && taskSpec().architecture() == twb::TransformerConfig::kEncoderDecoder) tieWeights_->setChecked(false);
  });

  // --- Optimizer and schedule ----------------------------------------------------------------
  auto* optBox = new QGroupBox(tr("Optimizer && schedule"));
  auto* optForm = makeForm(optBox);
  auto* adam = new QLabel(tr("Adam  β = (0.9, 0.98), ε = 10⁻⁹"));
  optForm->addRow(tr("Optimizer:"), adam);
  learningRate_ = makeDoubleSpin("learningRateSpin", 0.00001, 1.0, recipe.learning_rate, 0.0001, 5);
  learningRate_->setToolTip(tr("Peak learning rate, reached at the end of warm-up."));
  optForm->addRow(tr("Learning rate:"), learningRate_);
  warmupSteps_ = makeSpin("warmupStepsSpin", 0, 100000, recipe.warmup_steps, 100);
  optForm->addRow(tr("Warm-up steps:"), warmupSteps_);
  schedule_ = makeCombo("scheduleCombo",
                        {tr("warm-up, then 1/√step"), tr("constant"), tr("reduce on plateau")});
  optForm->addRow(tr("Schedule:"), schedule_);
  // The rate these three give at each step, before training starts.
  lrPreview_ = new LearningRatePreview;
  lrPreview_->setObjectName(QStringLiteral("learningRatePreview"));
  optForm->addRow(lrPreview_);
  labelSmoothing_ = makeDoubleSpin("labelSmoothingSpin", 0.0, 0.5, recipe.label_smoothing, 0.05, 2);
  optForm->addRow(tr("Label smoothing:"), labelSmoothing_);
  clipNorm_ = makeDoubleSpin("clipNormSpin", 0.0, 100.0, recipe.clip_norm, 0.5, 2);
  clipNorm_->setSpecialValueText(tr("off"));
  clipNorm_->setToolTip(tr("Scale the gradients down when their overall size exceeds this "
                           "(gradient clipping); 0 turns it off."));
  optForm->addRow(tr("Gradient clip:"), clipNorm_);
  batchTokens_ = makeSpin("batchTokensSpin", 64, 65536, recipe.batch_tokens, 256);
  batchTokens_->setToolTip(tr("Tokens per training batch: sentences of similar length are grouped "
                              "until their tokens reach this many (batch_tokens)."));
  optForm->addRow(tr("Batch tokens:"), batchTokens_);
  averageLast_ = makeDoubleSpin("averageLastSpin", 0.0, 1.0, recipe.average_last, 0.05, 2);
  averageLast_->setSpecialValueText(tr("off"));
  averageLast_->setToolTip(tr("Evaluate and save a running average of the weights that gives most of its "
                              "weight to about this share of the latest steps (0.25: the last quarter "
                              "holds 68 %). Averaging the weights near the end of a run usually "
                              "translates better than its last weights; the curves show the average "
                              "(average_last)."));
  optForm->addRow(tr("Average weights:"), averageLast_);
  epochs_ = makeSpin("epochsSpin", 1, 1000, 10);
  optForm->addRow(tr("Epochs:"), epochs_);

  // --- Run -----------------------------------------------------------------------------------
  auto* runBox = new QGroupBox(tr("Run"));
  auto* runForm = makeForm(runBox);
  seed_ = makeSpin("seedSpin", 0, std::numeric_limits<int>::max(), static_cast<int>(recipe.seed));  // twb train's
  seed_->setToolTip(tr("The same seed and settings give the same run."));
  runForm->addRow(tr("Seed:"), seed_);
  evalEvery_ = makeSpin("evalEverySpin", 0, 1000000, 0, 50);
  evalEvery_->setSpecialValueText(tr("every epoch"));
  evalEvery_->setToolTip(tr("Measure the validation loss and the task's score every this many steps "
                            "(\"every epoch\": once an epoch, and at least every 100 steps)."));
  runForm->addRow(tr("Evaluate every:"), evalEvery_);
  const int cores = std::max(1, QThread::idealThreadCount());
  threads_ = makeSpin("threadsSpin", 1, cores, cores);
  threads_->setToolTip(tr("CPU threads the engine may use (this machine has %n). While other programs keep cores "
                          "busy it may use one fewer for each: a thread that shares its core would hold up the others.",
                          nullptr, cores));
  runForm->addRow(tr("Threads:"), threads_);

  auto* layout = new QVBoxLayout(this);
  for (QGroupBox* box : {taskBox, modelBox, textBox, optBox, runBox}) layout->addWidget(box);
  layout->addStretch(1);

  // --- Behaviour -----------------------------------------------------------------------------
  connect(preset_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::applyPreset);
  connect(learningRate_, &QDoubleSpinBox::valueChanged, this, &ExperimentPanel::updateLearningRatePreview);
  connect(warmupSteps_, &QSpinBox::valueChanged, this, &ExperimentPanel::updateLearningRatePreview);
  connect(schedule_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::updateLearningRatePreview);
  updateLearningRatePreview();
  for (QSpinBox* spin : {dModel_, heads_, encoderLayers_, decoderLayers_, dFF_, maxLength_}) {
    connect(spin, &QSpinBox::valueChanged, this, &ExperimentPanel::markCustom);
  }
  connect(dropout_, &QDoubleSpinBox::valueChanged, this, &ExperimentPanel::markCustom);
  connect(dModel_, &QSpinBox::valueChanged, this, &ExperimentPanel::updateHeadsHint);
  connect(heads_, &QSpinBox::valueChanged, this, &ExperimentPanel::updateHeadsHint);
  for (QSpinBox* spin : {dModel_, maxLength_}) {
    connect(spin, &QSpinBox::valueChanged, this, [this] {
      if (!updating_) emit positionalEncodingShapeChanged(maxLength(), dModel());
    });
  }
  connect(dataset_, &QComboBox::activated, this, &ExperimentPanel::onDatasetActivated);
  connect(dataset_, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (index != dataset_->count() - 1) lastDatasetIndex_ = index;
    if (!updating_) applyDatasetRecipe();
    updateDatasetFields();
  });
  connect(sourceLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(targetLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(tokenizer_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::updateTextFields);
  connect(task_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::onTaskChosen);
  // The fields start as the first task's recipe; the tie box is the one whose default differs by
  // task (the language model ties, translation does not: it would need one vocabulary).
  tieWeights_->setChecked(taskSpec().defaults(presetName().toStdString()).model.tie_weights);
  applyTask(false);
  updateHeadsHint();
  updateTextFields();
}

void ExperimentPanel::fillText(const twb::TextSettings& text) {
  const int tokenizer = tokenizer_->findText(QString::fromStdString(text.tokenizer));
  if (tokenizer >= 0) tokenizer_->setCurrentIndex(tokenizer);
  lowercase_->setChecked(text.lowercase);
  minFrequency_->setValue(text.min_frequency);
  subwordVocab_->setValue(text.subword_vocab);
  sharedVocabulary_->setChecked(text.shared_vocabulary);
}

void ExperimentPanel::updateTextFields() {
  const QString tokenizer = tokenizer_->currentText();
  minFrequency_->setEnabled(tokenizer == QLatin1String("word"));
  subwordVocab_->setEnabled(tokenizer == QLatin1String("bpe") || tokenizer == QLatin1String("unigram"));
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
      twb::ExperimentSettings s = taskSpec().defaults(presetName().toStdString());
      for (const QString& assignment : engineAssignments()) s.set(assignment.toStdString());
      typed = TypedSettings{s, maxLength_->value() == presetMaxLength(preset_->currentIndex())};
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
    const int tokenizer = tokenizer_->findText(QString::fromStdString(s.text.tokenizer));
    if (tokenizer >= 0) tokenizer_->setCurrentIndex(tokenizer);
    fillModel(s.model, false);
    // The preset's length for the task's tokenizer, unless the user chose one.
    maxLength_->setValue(maxLengthIsDefault ? presetMaxLength(preset_->currentIndex()) : s.model.max_len);
    fillText(s.text);
    fillTrainer(s.trainer);  // the task's recipe: learning rate, warm-up, batch size, ...
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
  return tokenizer_->currentText() == QLatin1String("char") ? p.characterMaxLength : p.maxLength;
}

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

void ExperimentPanel::populateTokenizers() {
  const QSignalBlocker block(tokenizer_);
  const QString previous = tokenizer_->currentText();
  tokenizer_->clear();
  const auto add = [this](const char* name, const QString& tip) {
    tokenizer_->addItem(QLatin1String(name));
    tokenizer_->setItemData(tokenizer_->count() - 1, tip, Qt::ToolTipRole);
  };
  // The task's own tokenizer first (characters for a language model, words otherwise).
  if (taskSpec().defaults().text.tokenizer == "char") {
    add("char", tr("One token per character: no unknown words, and the model spells everything out."));
  } else {
    add("word", tr("Split on spaces and punctuation; rare words become <unk>."));
  }
  add("bpe", tr("Byte-pair encoding (SentencePiece): words split into frequent pieces."));
  add("unigram", tr("SentencePiece unigram model: words split into likely pieces."));
  const int keep = tokenizer_->findText(previous);
  tokenizer_->setCurrentIndex(std::max(0, keep));
}

void ExperimentPanel::updateTaskFields() {
  // The fields the task's architecture has.
  const std::string architecture = taskSpec().architecture();
  const bool lm = architecture == twb::TransformerConfig::kDecoderOnly;
  const bool classify = architecture == twb::TransformerConfig::kEncoderOnly;
  const bool translate = !lm && !classify;
  modelForm_->setRowVisible(encoderLayers_, translate || classify);
  modelForm_->setRowVisible(decoderLayers_, translate || lm);
  modelForm_->setRowVisible(tieWeights_, lm || translate);
  textForm_->setRowVisible(sharedVocabulary_, translate);
  modelForm_->setRowVisible(pooling_, classify);
  modelForm_->setRowVisible(causal_, classify);
  if (auto* label = qobject_cast<QLabel*>(modelForm_->labelForField(encoderLayers_))) {
    label->setText(classify ? tr("Layers:") : tr("Encoder layers:"));
  }
  if (auto* label = qobject_cast<QLabel*>(modelForm_->labelForField(decoderLayers_))) {
    label->setText(lm ? tr("Blocks:") : tr("Decoder layers:"));
  }
  encoderLayers_->setToolTip(classify ? tr("Encoder layers: self-attention and feed-forward, each in a residual.")
                                      : tr("Encoder layers: read the source sentence."));
  decoderLayers_->setToolTip(lm ? tr("Decoder blocks: causal self-attention and an MLP, each in a residual (GPT-2).")
                                : tr("Decoder layers: masked self-attention, cross-attention and feed-forward."));
}

void ExperimentPanel::fillModel(const twb::TransformerConfig& config, bool dimensionsOnly) {
  dModel_->setValue(config.d_model);
  heads_->setValue(config.heads);
  if (config.encoder_layers > 0) encoderLayers_->setValue(config.encoder_layers);
  if (config.decoder_layers > 0) decoderLayers_->setValue(config.decoder_layers);
  dFF_->setValue(config.d_ff);
  dropout_->setValue(config.dropout);
  if (dimensionsOnly) return;
  const nlohmann::json j = config.to_json();
  norm_->setCurrentIndex(jsonText(j, "norm_placement") == QLatin1String("pre") ? 1 : 0);
  for (const auto& [combo, key] : {std::pair{normKind_, "norm_kind"}, std::pair{activation_, "activation"},
                                   std::pair{positions_, "positions"}, std::pair{pooling_, "pooling"}}) {
    const int index = combo->findText(jsonText(j, key));
    if (index >= 0) combo->setCurrentIndex(index);
  }
  qkvBias_->setChecked(config.qkv_bias);
  scaleScores_->setChecked(config.scale_scores);
  tieWeights_->setChecked(config.tie_weights);
  causal_->setChecked(config.causal);
}

void ExperimentPanel::fillTrainer(const twb::TrainerSettings& t) {
  learningRate_->setValue(t.learning_rate);
  warmupSteps_->setValue(t.warmup_steps);
  const QString schedule = jsonText(t.to_json(), "schedule");
  schedule_->setCurrentIndex(schedule == QLatin1String("constant") ? 1 : schedule == QLatin1String("plateau") ? 2 : 0);
  labelSmoothing_->setValue(t.label_smoothing);
  clipNorm_->setValue(t.clip_norm);
  batchTokens_->setValue(t.batch_tokens);
  averageLast_->setValue(t.average_last);
}

void ExperimentPanel::showSettings(const twb::ExperimentSettings& settings) {
  setTask(QString::fromStdString(settings.task));
  updating_ = true;
  {
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(kCustomPreset);
  }
  fillModel(settings.model, false);
  maxLength_->setValue(settings.model.max_len);
  fillText(settings.text);
  const twb::TrainerSettings& t = settings.trainer;
  fillTrainer(t);
  seed_->setValue(static_cast<int>(std::min<uint64_t>(t.seed, uint64_t(std::numeric_limits<int>::max()))));
  evalEvery_->setValue(settings.eval_every);
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

int ExperimentPanel::dModel() const { return dModel_->value(); }
int ExperimentPanel::maxLength() const { return maxLength_->value(); }
int ExperimentPanel::heads() const { return heads_->value(); }
bool ExperimentPanel::headsDivideModel() const { return dModel() % heads() == 0; }
int ExperimentPanel::threads() const { return threads_->value(); }
int ExperimentPanel::epochs() const { return epochs_->value(); }
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

bool ExperimentPanel::setEpochs(int epochs) {
  if (epochs < epochs_->minimum() || epochs > epochs_->maximum()) return false;
  epochs_->setValue(epochs);
  return true;
}

int ExperimentPanel::maxEpochs() const { return epochs_->maximum(); }

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
  QAction* folder = menu.addAction(task.has_language_pair()
                                       ? tr("Multi30k-layout folder…")
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

const twb::Task& ExperimentPanel::taskSpec() const { return twb::task_named(taskName_.toStdString()); }

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
    for (const std::string& s : twb::text::dataset_recipe(datasetName().toStdString(), taskName_.toStdString()).settings)
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
    const twb::ExperimentSettings task = taskSpec().defaults(preset);
    twb::ExperimentSettings s = task;
    for (const QString& assignment : engineAssignments()) s.set(assignment.toStdString());
    if (restorePreset) s.set("preset=" + preset);
    // The previous dataset's recipe keys go back to the task's values.
    auto restore = [](nlohmann::json& fields, const nlohmann::json& defaults, const std::string& key) {
      if (fields.contains(key) && defaults.contains(key)) fields[key] = defaults[key];
    };
    nlohmann::json model = s.model.to_json(), text = s.text.to_json(), trainer = s.trainer.to_json();
    for (const QString& key : recipeKeys_) {
      const std::string k = key.toStdString() == "lr" ? "learning_rate" : key.toStdString();
      restore(model, task.model.to_json(), k);
      restore(text, task.text.to_json(), k);
      restore(trainer, task.trainer.to_json(), k);
    }
    s.model = twb::TransformerConfig::from_json(model);
    s.text = twb::TextSettings::from_json(text);
    s.trainer = twb::TrainerSettings::from_json(trainer);
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
      maxLength_->setValue(presetMaxLength(preset_->currentIndex()));
    }
    fillModel(s.model, false);
    fillText(s.text);
    fillTrainer(s.trainer);
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

QString ExperimentPanel::presetName() const {
  const int index = preset_->currentIndex();
  return index >= 0 && index < kCustomPreset ? QLatin1String(kPresets[size_t(index)].name)
                                             : QStringLiteral("tiny");
}

QStringList ExperimentPanel::engineAssignments() const {
  static const char* const kSchedules[] = {"warmup_inverse_sqrt", "constant", "plateau"};
  const auto number = [](double v) { return QString::number(v, 'g', 10); };
  QStringList out{
      QStringLiteral("d_model=%1").arg(dModel_->value()),
      QStringLiteral("heads=%1").arg(heads_->value()),
      QStringLiteral("d_ff=%1").arg(dFF_->value()),
      QStringLiteral("dropout=") + number(dropout_->value()),
      QStringLiteral("max_len=%1").arg(maxLength_->value()),
      QStringLiteral("norm_placement=") +
          QLatin1String(norm_->currentIndex() == 1 ? "pre" : "post"),
      QStringLiteral("norm_kind=") + normKind_->currentText(),
      QStringLiteral("activation=") + activation_->currentText(),
      QStringLiteral("positions=") + positions_->currentText(),
      QStringLiteral("qkv_bias=") + QLatin1String(qkvBias_->isChecked() ? "true" : "false"),
      QStringLiteral("scale_scores=") + QLatin1String(scaleScores_->isChecked() ? "true" : "false"),
      QStringLiteral("learning_rate=") + number(learningRate_->value()),
      QStringLiteral("warmup_steps=%1").arg(warmupSteps_->value()),
      QStringLiteral("schedule=") +
          QLatin1String(kSchedules[std::clamp(schedule_->currentIndex(), 0, 2)]),
      QStringLiteral("label_smoothing=") + number(labelSmoothing_->value()),
      QStringLiteral("clip_norm=") + number(clipNorm_->value()),
      QStringLiteral("batch_tokens=%1").arg(batchTokens_->value()),
      QStringLiteral("average_last=") + number(averageLast_->value()),
      QStringLiteral("tokenizer=") + tokenizer_->currentText(),
      QStringLiteral("lowercase=") + QLatin1String(lowercase_->isChecked() ? "true" : "false"),
      QStringLiteral("min_frequency=%1").arg(minFrequency_->value()),
      QStringLiteral("subword_vocab=%1").arg(subwordVocab_->value()),
      QStringLiteral("seed=%1").arg(seed_->value()),
      QStringLiteral("eval_every=%1").arg(evalEvery_->value()),
  };
  // The layer counts (and the options) that the task's architecture has.
  const std::string architecture = taskSpec().architecture();
  const bool lm = architecture == twb::TransformerConfig::kDecoderOnly;
  const bool translate = architecture == twb::TransformerConfig::kEncoderDecoder;
  if (!lm) out.insert(2, QStringLiteral("encoder_layers=%1").arg(encoderLayers_->value()));
  if (translate || lm) out.insert(translate ? 3 : 2, QStringLiteral("decoder_layers=%1").arg(decoderLayers_->value()));
  if (lm || translate)
    out << QStringLiteral("tie_weights=") + QLatin1String(tieWeights_->isChecked() ? "true" : "false");
  if (translate)
    out << QStringLiteral("shared_vocabulary=") + QLatin1String(sharedVocabulary_->isChecked() ? "true" : "false");
  if (architecture == twb::TransformerConfig::kEncoderOnly) {
    out << QStringLiteral("pooling=") + pooling_->currentText();
    out << QStringLiteral("causal=") + QLatin1String(causal_->isChecked() ? "true" : "false");
  }
  return out;
}

void ExperimentPanel::applyPreset(int index) {
  if (updating_ || index < 0 || index >= kCustomPreset) return;
  const twb::ExperimentSettings s =
      taskSpec().defaults(kPresets[static_cast<size_t>(index)].name);
  updating_ = true;
  fillModel(s.model, true);  // the sizes only: the other choices stay the user's
  maxLength_->setValue(presetMaxLength(index));
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
    headsHint_->setText(tr("d_model %1 is not divisible by %n head(s)", nullptr, heads())
                            .arg(dModel()));
    pal.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
  }
  headsHint_->setPalette(pal);
}

void ExperimentPanel::saveSettings(QSettings& settings) const {
  settings.beginGroup(kSettingsGroup);
  for (const QSpinBox* spin : findChildren<QSpinBox*>()) {
    settings.setValue(spin->objectName(), spin->value());
  }
  for (const QDoubleSpinBox* spin : findChildren<QDoubleSpinBox*>()) {
    settings.setValue(spin->objectName(), spin->value());
  }
  for (const QComboBox* combo : findChildren<QComboBox*>()) {
    settings.setValue(combo->objectName(), combo->currentText());
  }
  for (const QCheckBox* check : findChildren<QCheckBox*>()) {
    settings.setValue(check->objectName(), check->isChecked());
  }
  for (const QLineEdit* edit : {sourceLanguage_, targetLanguage_}) {
    settings.setValue(edit->objectName(), edit->text());
  }
  settings.setValue(QStringLiteral("datasetPath"), dataset_->currentData(kPathRole).toString());
  settings.endGroup();
}

void ExperimentPanel::restoreSettings(const QSettings& settings) {
  const auto key = [](const QObject* o) { return kSettingsGroup + '/' + o->objectName(); };
  // The task first, with its defaults: it decides the dataset and tokenizer lists the other values
  // are looked up in, and a value that was not saved keeps the task's default.
  const QString task = settings.value(key(task_)).toString();
  if (kTasks.contains(task)) setTask(task);
  updating_ = true;
  for (QSpinBox* spin : findChildren<QSpinBox*>()) {
    bool ok = false;
    const int value = settings.value(key(spin)).toInt(&ok);
    if (ok) spin->setValue(value);
  }
  for (QDoubleSpinBox* spin : findChildren<QDoubleSpinBox*>()) {
    bool ok = false;
    const double value = settings.value(key(spin)).toDouble(&ok);
    if (ok) spin->setValue(value);
  }
  for (QComboBox* combo : findChildren<QComboBox*>()) {
    const int index = combo->findText(settings.value(key(combo)).toString());
    // Only enabled entries come back: a greyed-out choice is not selectable by hand either.
    const auto* model = qobject_cast<const QStandardItemModel*>(combo->model());
    if (index >= 0 && (!model || model->item(index)->isEnabled())) combo->setCurrentIndex(index);
  }
  for (QCheckBox* check : findChildren<QCheckBox*>()) {
    const QVariant value = settings.value(key(check));
    if (value.isValid()) check->setChecked(value.toBool());
  }
  for (QLineEdit* edit : {sourceLanguage_, targetLanguage_}) {
    const QString text = settings.value(key(edit)).toString();
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

namespace twb::ui {

void ExperimentPanel::updateLearningRatePreview() {
  twb::TrainerSettings trainer;
  trainer.learning_rate = learningRate_->value();
  trainer.warmup_steps = warmupSteps_->value();
  static constexpr twb::ScheduleKind kKinds[] = {twb::ScheduleKind::warmup_inverse_sqrt, twb::ScheduleKind::constant,
                                                 twb::ScheduleKind::plateau};
  trainer.schedule = kKinds[std::clamp(schedule_->currentIndex(), 0, 2)];
  lrPreview_->setSettings(trainer);
}

}  // namespace twb::ui
