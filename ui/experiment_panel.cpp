#include "experiment_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
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

namespace twb::ui {
namespace {

struct ModelPreset {
  const char* name;
  int dModel, heads, encoderLayers, decoderLayers, dFF;
  double dropout;
  int maxLength;
};

// "base" is the base model of "Attention Is All You Need"; tiny and small fit a laptop CPU.
constexpr std::array<ModelPreset, 3> kPresets{{
    {"tiny", 64, 4, 2, 2, 256, 0.1, 64},
    {"small", 256, 4, 3, 3, 1024, 0.1, 128},
    {"base", 512, 8, 6, 6, 2048, 0.1, 256},
}};
constexpr int kCustomPreset = static_cast<int>(kPresets.size());

const QString kSettingsGroup = QStringLiteral("experiment");
constexpr int kPathRole = Qt::UserRole + 1;  // the full path of an opened dataset entry

QLineEdit* makeLanguageEdit(const char* name, const char* value) {
  auto* edit = new QLineEdit(QLatin1String(value));
  edit->setObjectName(QLatin1String(name));
  edit->setMaxLength(16);
  edit->setMaximumWidth(64);
  return edit;
}

// Greys out one entry of a combo box (it stays visible, so the user sees what is coming).
void disableItem(QComboBox* combo, int index, const QString& why) {
  if (auto* model = qobject_cast<QStandardItemModel*>(combo->model())) {
    model->item(index)->setEnabled(false);
  }
  combo->setItemData(index, why, Qt::ToolTipRole);
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
  const ModelPreset& tiny = kPresets[0];
  const QString engineLater = tr("Arrives with the training engine.");

  // --- Task and data -------------------------------------------------------------------------
  auto* taskBox = new QGroupBox(tr("Task"));
  auto* taskForm = makeForm(taskBox);
  task_ = makeCombo("taskCombo", {tr("translate"), tr("lm"), tr("classify")});
  task_->setItemData(0, tr("Encoder–decoder: translate a source sentence into a target sentence."),
                     Qt::ToolTipRole);
  disableItem(task_, 1, tr("Decoder-only language model (GPT style). ") + engineLater);
  disableItem(task_, 2, tr("Encoder-only classifier. ") + engineLater);
  taskForm->addRow(tr("Task:"), task_);

  dataset_ = makeCombo("datasetCombo", {"numbers-en-de", "dates-iso", "copy", "reverse"});
  dataset_->setItemData(0, tr("Number words, English → German (generated)"), Qt::ToolTipRole);
  dataset_->setItemData(1, tr("Dates written out → ISO 8601 (generated)"), Qt::ToolTipRole);
  dataset_->setItemData(2, tr("Copy the input sequence (toy task)"), Qt::ToolTipRole);
  dataset_->setItemData(3, tr("Reverse the input sequence (toy task)"), Qt::ToolTipRole);
  dataset_->insertSeparator(dataset_->count());
  dataset_->addItem(tr("Open…"));
  dataset_->setItemData(dataset_->count() - 1,
                        tr("A folder in the Multi30k layout (train.en/train.de, val.en/val.de, …) "
                           "or a .tsv file of source<TAB>target pairs."),
                        Qt::ToolTipRole);
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

  // --- Model ---------------------------------------------------------------------------------
  auto* modelBox = new QGroupBox(tr("Model"));
  auto* modelForm = makeForm(modelBox);
  preset_ = makeCombo("presetCombo", {});
  for (const ModelPreset& p : kPresets) preset_->addItem(QLatin1String(p.name));
  preset_->addItem(tr("custom"));
  preset_->setToolTip(tr("Fills the hyper-parameters below; editing any of them makes it custom."));
  modelForm->addRow(tr("Preset:"), preset_);

  dModel_ = makeSpin("dModelSpin", 2, 1024, tiny.dModel, 2);
  dModel_->setToolTip(tr("Width of every token representation (d_model)."));
  modelForm->addRow(tr("d_model:"), dModel_);

  heads_ = makeSpin("headsSpin", 1, 64, tiny.heads);
  heads_->setToolTip(tr("Attention heads; each head sees d_k = d_model / heads dimensions."));
  modelForm->addRow(tr("Heads:"), heads_);
  headsHint_ = new QLabel;
  headsHint_->setObjectName(QStringLiteral("headsHint"));
  headsHint_->setWordWrap(true);
  modelForm->addRow(QString(), headsHint_);

  encoderLayers_ = makeSpin("encoderLayersSpin", 1, 12, tiny.encoderLayers);
  modelForm->addRow(tr("Encoder layers:"), encoderLayers_);
  decoderLayers_ = makeSpin("decoderLayersSpin", 1, 12, tiny.decoderLayers);
  modelForm->addRow(tr("Decoder layers:"), decoderLayers_);
  dFF_ = makeSpin("dFFSpin", 4, 8192, tiny.dFF, 64);
  dFF_->setToolTip(tr("Hidden width of the position-wise feed-forward network (d_ff)."));
  modelForm->addRow(tr("d_ff:"), dFF_);
  dropout_ = makeDoubleSpin("dropoutSpin", 0.0, 0.9, tiny.dropout, 0.05, 2);
  modelForm->addRow(tr("Dropout:"), dropout_);
  maxLength_ = makeSpin("maxLenSpin", 1, 1024, tiny.maxLength, 8);
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

  // --- Text ----------------------------------------------------------------------------------
  auto* textBox = new QGroupBox(tr("Text"));
  auto* textForm = makeForm(textBox);
  tokenizer_ = makeChoiceCombo(
      "tokenizerCombo",
      {{"word", tr("Split on spaces and punctuation; rare words become <unk>.")},
       {"bpe", tr("Byte-pair encoding (SentencePiece): words split into frequent pieces.")},
       {"unigram", tr("SentencePiece unigram model: words split into likely pieces.")}});
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

  // --- Optimizer and schedule ----------------------------------------------------------------
  auto* optBox = new QGroupBox(tr("Optimizer && schedule"));
  auto* optForm = makeForm(optBox);
  auto* adam = new QLabel(tr("Adam  β = (0.9, 0.98), ε = 10⁻⁹"));
  optForm->addRow(tr("Optimizer:"), adam);
  learningRate_ = makeDoubleSpin("learningRateSpin", 0.00001, 1.0, 0.001, 0.0001, 5);
  learningRate_->setToolTip(tr("Peak learning rate, reached at the end of warm-up."));
  optForm->addRow(tr("Learning rate:"), learningRate_);
  warmupSteps_ = makeSpin("warmupStepsSpin", 0, 100000, 400, 100);
  optForm->addRow(tr("Warm-up steps:"), warmupSteps_);
  schedule_ = makeCombo("scheduleCombo",
                        {tr("warm-up, then 1/√step"), tr("constant"), tr("reduce on plateau")});
  optForm->addRow(tr("Schedule:"), schedule_);
  labelSmoothing_ = makeDoubleSpin("labelSmoothingSpin", 0.0, 0.5, 0.1, 0.05, 2);
  optForm->addRow(tr("Label smoothing:"), labelSmoothing_);
  clipNorm_ = makeDoubleSpin("clipNormSpin", 0.0, 100.0, 1.0, 0.5, 2);
  clipNorm_->setSpecialValueText(tr("off"));
  clipNorm_->setToolTip(tr("Scale the gradients down when their overall size exceeds this "
                           "(gradient clipping); 0 turns it off."));
  optForm->addRow(tr("Gradient clip:"), clipNorm_);
  batchTokens_ = makeSpin("batchTokensSpin", 64, 65536, 2048, 256);
  batchTokens_->setToolTip(tr("Tokens per training batch: sentences of similar length are grouped "
                              "until their tokens reach this many (batch_tokens)."));
  optForm->addRow(tr("Batch tokens:"), batchTokens_);
  epochs_ = makeSpin("epochsSpin", 1, 1000, 10);
  optForm->addRow(tr("Epochs:"), epochs_);

  // --- Run -----------------------------------------------------------------------------------
  auto* runBox = new QGroupBox(tr("Run"));
  auto* runForm = makeForm(runBox);
  seed_ = makeSpin("seedSpin", 0, std::numeric_limits<int>::max(), 42);
  seed_->setToolTip(tr("The same seed and settings give the same run."));
  runForm->addRow(tr("Seed:"), seed_);
  evalEvery_ = makeSpin("evalEverySpin", 0, 1000000, 0, 50);
  evalEvery_->setSpecialValueText(tr("every epoch"));
  evalEvery_->setToolTip(tr("Measure validation loss and BLEU every this many steps "
                            "(\"every epoch\": once an epoch, and at least every 100 steps)."));
  runForm->addRow(tr("Evaluate every:"), evalEvery_);
  const int cores = std::max(1, QThread::idealThreadCount());
  threads_ = makeSpin("threadsSpin", 1, cores, cores);
  threads_->setToolTip(tr("CPU threads the engine may use (this machine has %n).", nullptr, cores));
  runForm->addRow(tr("Threads:"), threads_);

  auto* layout = new QVBoxLayout(this);
  for (QGroupBox* box : {taskBox, modelBox, textBox, optBox, runBox}) layout->addWidget(box);
  layout->addStretch(1);

  // --- Behaviour -----------------------------------------------------------------------------
  connect(preset_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::applyPreset);
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
    updateDatasetFields();
  });
  connect(sourceLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(targetLanguage_, &QLineEdit::textChanged, this, &ExperimentPanel::updateDatasetFields);
  connect(tokenizer_, &QComboBox::currentIndexChanged, this, &ExperimentPanel::updateTextFields);
  updateHeadsHint();
  updateDatasetFields();
  updateTextFields();
}

void ExperimentPanel::updateTextFields() {
  const bool word = tokenizer_->currentText() == QLatin1String("word");
  minFrequency_->setEnabled(word);
  subwordVocab_->setEnabled(!word);
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
  return datasetIsDirectory() ? sourceLanguage_->text().trimmed() : QString();
}

QString ExperimentPanel::targetLanguage() const {
  return datasetIsDirectory() ? targetLanguage_->text().trimmed() : QString();
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
  QMenu menu(this);
  QAction* folder = menu.addAction(tr("Multi30k-layout folder…"));
  QAction* tsv = menu.addAction(tr("Tab-separated pairs (.tsv)…"));
  QAction* chosen = menu.exec(dataset_->mapToGlobal(QPoint(0, dataset_->height())));
  QString path;
  if (chosen == folder) {
    path = QFileDialog::getExistingDirectory(this, tr("Open a Multi30k-layout folder"));
  } else if (chosen == tsv) {
    path = QFileDialog::getOpenFileName(this, tr("Open pairs"), QString(),
                                        tr("Tab-separated pairs (*.tsv);;All files (*)"));
  }
  if (!path.isEmpty()) openDataset(path);
}

QString ExperimentPanel::datasetProblem() const {
  const QString path = dataset_->currentData(kPathRole).toString();
  if (path.isEmpty()) return {};
  const QFileInfo info(path);
  if (!info.exists()) return tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path));
  if (!info.isDir()) return {};
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

void ExperimentPanel::updateDatasetFields() {
  languages_->setVisible(datasetIsDirectory());
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
      QStringLiteral("encoder_layers=%1").arg(encoderLayers_->value()),
      QStringLiteral("decoder_layers=%1").arg(decoderLayers_->value()),
      QStringLiteral("d_ff=%1").arg(dFF_->value()),
      QStringLiteral("dropout=") + number(dropout_->value()),
      QStringLiteral("max_len=%1").arg(maxLength_->value()),
      QStringLiteral("norm_placement=") +
          QLatin1String(norm_->currentIndex() == 1 ? "pre" : "post"),
      QStringLiteral("norm_kind=") + normKind_->currentText(),
      QStringLiteral("activation=") + activation_->currentText(),
      QStringLiteral("positions=") + positions_->currentText(),
      QStringLiteral("qkv_bias=") + QLatin1String(qkvBias_->isChecked() ? "true" : "false"),
      QStringLiteral("learning_rate=") + number(learningRate_->value()),
      QStringLiteral("warmup_steps=%1").arg(warmupSteps_->value()),
      QStringLiteral("schedule=") +
          QLatin1String(kSchedules[std::clamp(schedule_->currentIndex(), 0, 2)]),
      QStringLiteral("label_smoothing=") + number(labelSmoothing_->value()),
      QStringLiteral("clip_norm=") + number(clipNorm_->value()),
      QStringLiteral("batch_tokens=%1").arg(batchTokens_->value()),
      QStringLiteral("tokenizer=") + tokenizer_->currentText(),
      QStringLiteral("lowercase=") + QLatin1String(lowercase_->isChecked() ? "true" : "false"),
      QStringLiteral("min_frequency=%1").arg(minFrequency_->value()),
      QStringLiteral("subword_vocab=%1").arg(subwordVocab_->value()),
      QStringLiteral("seed=%1").arg(seed_->value()),
      QStringLiteral("eval_every=%1").arg(evalEvery_->value()),
  };
  return out;
}

void ExperimentPanel::applyPreset(int index) {
  if (updating_ || index < 0 || index >= kCustomPreset) return;
  const ModelPreset& p = kPresets[static_cast<size_t>(index)];
  updating_ = true;
  dModel_->setValue(p.dModel);
  heads_->setValue(p.heads);
  encoderLayers_->setValue(p.encoderLayers);
  decoderLayers_->setValue(p.decoderLayers);
  dFF_->setValue(p.dFF);
  dropout_->setValue(p.dropout);
  maxLength_->setValue(p.maxLength);
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
