#include "views/attention_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "plots/attention_map_panel.h"
#include "widgets/eliding_combo_box.h"
#include "plots/heatmap_plot.h"
#include "engine/feeds.h"
#include "engine/qt_text.h"
#include "widgets/sentence_box.h"
#include "widgets/task_controls.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

const twb::inspect::Heatmap& emptyHeatmap() {
  static const twb::inspect::Heatmap empty;
  return empty;
}

}  // namespace

AttentionView::AttentionView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("attentionTab"));
  QLayout* controls = createControls();
  auto* note = new WrappedLabel;
  note_ = note;
  note->setObjectName(QStringLiteral("attentionNote"));
  note->setTextFormat(Qt::RichText);

  pair_ = new WrappedLabel;
  pair_->setObjectName(QStringLiteral("attentionPair"));
  pair_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  probeButton_ = new QPushButton(tr("Use as time-lapse probe"));
  probeButton_->setObjectName(QStringLiteral("attentionTimelapseProbe"));
  probeButton_->setToolTip(
      tr("Keep the attention maps of this sentence as training goes (the Time-lapse tab). "
         "The time-lapse starts again with it from the next recorded step."));
  connect(probeButton_, &QPushButton::clicked, this, [this] {
    if (!sentence().isEmpty()) emit timelapseProbeRequested(sentence());
  });
  message_ = new WrappedLabel(tr("Choose a sentence to see its attention."));
  message_->setObjectName(QStringLiteral("attentionMessage"));

  QSplitter* split = createMaps();

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(note);
  auto* pairRow = new QHBoxLayout;
  pairRow->addWidget(pair_, 1);
  pairRow->addWidget(probeButton_, 0, Qt::AlignTop);
  layout->addLayout(pairRow);
  layout->addWidget(message_);
  layout->addWidget(split, 1);

  connectControls();
  task_.clear();
  setTask(QString::fromStdString(twb::all_tasks().front()->name()));
}

// The sentence, the kind, the layer, the head and All heads.
QLayout* AttentionView::createControls() {
  sentence_ = new SentenceBox;
  sentence_->setObjectName(QStringLiteral("attentionSentence"));
  // Enter on typed text adds it to the list (a history of typed sentences).
  sentence_->setInsertPolicy(QComboBox::InsertAtTop);
  sentence_->setMaxCount(200);
  sentence_->setCompleter(nullptr);
  sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation sentence or type one, then Enter"));
  sentence_->setToolTip(
      tr("The source sentence whose attention is drawn. Choose one from the list "
         "or type your own and press Enter."));

  kind_ = new ElidingComboBox;
  kind_->setObjectName(QStringLiteral("attentionKind"));

  layer_ = new QSpinBox;
  layer_->setObjectName(QStringLiteral("attentionLayer"));
  layer_->setRange(1, 1);
  layer_->setToolTip(tr("Layer, counted from the input (1 = first)."));
  head_ = new QSpinBox;
  head_->setObjectName(QStringLiteral("attentionHead"));
  head_->setRange(1, 1);
  head_->setToolTip(tr("Attention head within the layer."));
  allHeads_ = new QCheckBox(tr("All heads"));
  allHeads_->setObjectName(QStringLiteral("attentionAllHeads"));
  allHeads_->setToolTip(tr("Show every head of the chosen layer side by side."));

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Sentence:")));
  controls->addWidget(sentence_, 1);
  controls->addWidget(new QLabel(tr("Kind:")));
  controls->addWidget(kind_);
  controls->addWidget(new QLabel(tr("Layer:")));
  controls->addWidget(layer_);
  controls->addWidget(new QLabel(tr("Head:")));
  controls->addWidget(head_);
  controls->addWidget(allHeads_);
  roles_ = new QLabel;
  roles_->setObjectName(QStringLiteral("attentionHeadRoles"));
  roles_->setToolTip(tr("What the head does, from the head telemetry (the Heads tab), and the step since when."));
  controls->addWidget(roles_);
  return controls;
}

// The heatmap of one head (or the grid of all), and the arithmetic of a clicked row beside it.
QSplitter* AttentionView::createMaps() {
  single_ = new HeatmapPlot;
  single_->setObjectName(QStringLiteral("attentionHeatmap"));
  styleAttentionView(single_);
  single_->setEmptyText(tr("No attention yet"));

  grid_ = new QWidget;
  grid_->setObjectName(QStringLiteral("attentionHeadGrid"));
  gridLayout_ = new QGridLayout(grid_);
  gridLayout_->setContentsMargins(0, 0, 0, 0);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(grid_);
  // The grid's maps share one read-out line: a layer of GPT-2 has twelve heads.
  gridReadout_ = new QLabel(tr("Hover a cell to read its value · click a row for its arithmetic"));
  gridReadout_->setObjectName(QStringLiteral("attentionGridReadout"));
  auto* gridPage = new QWidget;
  auto* gridPageLayout = new QVBoxLayout(gridPage);
  gridPageLayout->setContentsMargins(0, 0, 0, 0);
  gridPageLayout->addWidget(scroll, 1);
  gridPageLayout->addWidget(gridReadout_);

  stack_ = new QStackedWidget;
  stack_->addWidget(single_);
  stack_->addWidget(gridPage);

  // The arithmetic of a clicked row, beside the heatmap; hidden until a row is clicked.
  math_ = new AttentionMathPanel;
  math_->setVisible(false);
  auto* split = new QSplitter(Qt::Horizontal);
  split->setObjectName(QStringLiteral("attentionMathSplitter"));
  split->setChildrenCollapsible(false);
  split->addWidget(stack_);
  split->addWidget(math_);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  connect(single_, &HeatmapPlot::rowClicked, this, [this](int row) {
    mathHead_ = head();
    chooseQuery(row);
  });
  return split;
}

void AttentionView::connectControls() {
  // One Enter can reach us twice (the line edit's returnPressed, and QComboBox's activated, which
  // Qt emits from Enter and/or editingFinished depending on version); requestAttention() asks once.
  connect(sentence_, &QComboBox::activated, this, &AttentionView::requestAttention);
  connect(sentence_->lineEdit(), &QLineEdit::returnPressed, this, &AttentionView::requestAttention);
  connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
    updateRanges();
    redraw();
  });
  connect(layer_, &QSpinBox::valueChanged, this, &AttentionView::redraw);
  connect(head_, &QSpinBox::valueChanged, this, &AttentionView::redraw);
  connect(kind_, &QComboBox::currentIndexChanged, this, [this] { requestMath(head()); });
  connect(layer_, &QSpinBox::valueChanged, this, [this] { requestMath(mathHead_); });
  connect(head_, &QSpinBox::valueChanged, this, [this] { requestMath(head()); });
  connect(allHeads_, &QCheckBox::toggled, this, &AttentionView::redraw);
}

std::vector<TabPlot> AttentionView::plots() {
  return {tabPlot(QStringLiteral("attention"), tr("Attention…"), single_)};
}

// The tab's sentence is the window's watched sentence; its maps and the math come from the run.
void AttentionView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  c->feed(this, headsFeed([this](const twb::HeadTelemetry& heads) { setHeadTelemetry(heads); }));
  connect(this, &AttentionView::attentionRequested, &workbench, &Workbench::watchSentence);
  connect(&workbench, &Workbench::sentenceWatched, this, [this, c](const QString& source) {
    setSentence(source);
    if (source.isEmpty()) {
      c->unfeed(this, QStringLiteral("attention"));
      return;
    }
    Feed attention = attentionFeed(source, {}, [this](const twb::inspect::AttentionSnapshot& s) { setSnapshot(s); });
    attention.failed = [this, source](const QString& why) {
      showMessage(tr("Could not compute the attention of \"%1\": %2").arg(source, why));
    };
    c->feed(this, std::move(attention));
  });
  connect(&workbench, &Workbench::headFocused, this, [this](twb::AttentionKind kind, int layer, int head) {
    setKind(kind);
    if (layer >= 0) setLayer(layer);
    if (head >= 0) setHead(head), setAllHeads(false);
  });
  connect(this, &AttentionView::attentionMathRequested, this, [this, c](const AttentionMathRequest& r) {
    c->ask(
        this, QStringLiteral("attention-math"),
        [r, text = r.text.toStdString(), target = r.target.toStdString()](twb::TrainingSession& s) {
          return twb::task_named(s.task()).inspect(s)->attention_math(text, target, r.kind, r.layer, r.head, r.query);
        },
        [this](const twb::inspect::AttentionMath& math) { setAttentionMath(math); },
        [this, text = r.text](const QString& why) {
          // In the panel: a live refresh may ask often, so no message box for each.
          math_->showMessage(tr("Could not compute the attention math of \"%1\": %2").arg(text, why));
        });
  });
  connect(this, &AttentionView::timelapseProbeRequested, &workbench, [this, &workbench](const QString& source) {
    // A validation source brings its reference (teacher-forced); other text the model's own translation.
    const qsizetype index = validationSources_.indexOf(source);
    const bool hasReference =
        index >= 0 && index < validationTargets_.size() && twb::task_named(task_.toStdString()).has_language_pair();
    workbench.setTimelapseProbe(source, hasReference ? validationTargets_[index] : QString());
    workbench.showStatus(tr("Time-lapse probe: “%1” (the time-lapse starts again)").arg(source));
  });
}

void AttentionView::modelReady(const SessionInfo& info) {
  setExamples(info.validationSources);
  validationSources_ = info.validationSources;
  validationTargets_ = info.validationTargets;
}

void AttentionView::setTask(const QString& task) {
  if (task == task_) return;
  task_ = task;
  architecture_ = twb::task_named(task.toStdString()).architecture();
  {
    const QSignalBlocker block(kind_);
    kind_->clear();
    const twb::Task& engineTask = twb::task_named(task.toStdString());
    for (const twb::AttentionKindName& k : engineTask.attention_kinds()) {
      const QString title = QString::fromStdString(k.title);
      kind_->addItem(
          k.direction.empty() ? title : QStringLiteral("%1 (%2)").arg(title, QString::fromStdString(k.direction)),
          int(k.kind));
    }
    kind_->setCurrentIndex(kind_->findData(int(engineTask.main_attention_kind())));
    kind_->setEnabled(kind_->count() > 1);
  }
  if (decoderOnly()) {
    note_->setText(
        tr("<b>What am I looking at?</b> Each row is a position of the text, predicting the token that "
           "comes next; each column is a token it may look at. The colour is how much of its attention "
           "that row gives to that column — every row adds up to 1. <i>Causal self-attention</i>: a "
           "position sees only itself and the tokens before it, so everything above the diagonal is 0. "
           "A trained model often looks back at the tokens that decide the next one (in 12+34=, the "
           "digits of the same place). An untrained model spreads its attention evenly."));
    sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation line or type a text, then Enter"));
  } else if (encoderOnly()) {
    note_->setText(
        tr("<b>What am I looking at?</b> Each row is a token of the text (with [CLS] first); each "
           "column is a token it may look at. The colour is how much of its attention that row gives "
           "to that column — every row adds up to 1. <i>Encoder self-attention</i> sees the whole "
           "text in both directions. A trained classifier often attends to the words that decide the "
           "class (a negation, an opinion word). An untrained model spreads its attention evenly."));
    sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation text or type one, then Enter"));
  } else {
    note_->setText(
        tr("<b>What am I looking at?</b> Each row is one token that is being computed; each column "
           "is a token it may look at. The colour is how much of its attention that row gives to "
           "that column — every row adds up to 1. <i>Encoder self-attention</i>: source words "
           "looking at source words. <i>Decoder masked self-attention</i>: the translation so far "
           "looking at its own earlier words (never later ones). <i>Cross-attention</i>: each "
           "produced word looking at the source words — a trained model often shows a rough "
           "diagonal where words correspond. An untrained model spreads its attention evenly."));
    sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation sentence or type one, then Enter"));
  }
  pair_->clear();
  chosenQuery_ = -1;  // another model: its rows are other tokens
  if (math_) math_->setVisible(false);
  updateRanges();
  redraw();
}

QList<twb::AttentionKind> AttentionView::kinds() const {
  QList<twb::AttentionKind> list;
  for (int i = 0; i < kind_->count(); ++i) list << static_cast<twb::AttentionKind>(kind_->itemData(i).toInt());
  return list;
}

int AttentionView::layerCount(twb::AttentionKind kind) const {
  const auto& maps = kind == twb::AttentionKind::encoder_self   ? snapshot_.encoder_self
                     : kind == twb::AttentionKind::decoder_self ? snapshot_.decoder_self
                                                                : snapshot_.cross;
  const int layers = kind == twb::AttentionKind::encoder_self ? snapshot_.encoder_layers : snapshot_.decoder_layers;
  if (snapshot_.heads <= 0 || maps.size() < static_cast<size_t>(layers) * snapshot_.heads) return 0;
  return layers;
}

const twb::inspect::Heatmap* AttentionView::findMap(twb::AttentionKind kind, int layer, int head) const {
  if (!hasSnapshot_ || layer < 0 || layer >= layerCount(kind) || head < 0 || head >= snapshot_.heads) return nullptr;
  return &snapshot_.map(kind, layer, head);
}

void AttentionView::setExamples(const QStringList& examples) { sentence_->setExamples(examples); }

QString AttentionView::sentence() const { return sentence_->sentence(); }

void AttentionView::setSentence(const QString& sentence) { sentence_->showSentence(sentence); }

twb::AttentionKind AttentionView::kind() const { return static_cast<twb::AttentionKind>(kind_->currentData().toInt()); }

void AttentionView::setKind(twb::AttentionKind kind) { kind_->setCurrentIndex(kind_->findData(int(kind))); }

int AttentionView::layer() const { return layer_->value() - 1; }
void AttentionView::setLayer(int layer) { layer_->setValue(layer + 1); }
int AttentionView::head() const { return head_->value() - 1; }
void AttentionView::setHead(int head) { head_->setValue(head + 1); }
bool AttentionView::allHeads() const { return allHeads_->isChecked(); }
void AttentionView::setAllHeads(bool on) { allHeads_->setChecked(on); }

QString AttentionView::message() const { return message_->text(); }

void AttentionView::showMessage(const QString& text) {
  message_->setText(text);
  message_->setVisible(!text.isEmpty());
}

void AttentionView::requestAttention() {
  const QString text = sentence();
  if (text.isEmpty()) {
    showMessage(tr("Type a sentence (or pick one from the list) to see its attention."));
    return;
  }
  // The same sentence twice within one pass of the event loop is one user action, asked once.
  if (requestedThisPass_ && text == lastRequested_) return;
  lastRequested_ = text;
  if (!requestedThisPass_) {
    requestedThisPass_ = true;
    QTimer::singleShot(0, this, [this] { requestedThisPass_ = false; });
  }
  showMessage(QString());
  emit attentionRequested(text);
}

void AttentionView::setSnapshot(const twb::inspect::AttentionSnapshot& snapshot) {
  snapshot_ = snapshot;
  hasSnapshot_ = snapshot.heads > 0;
  showMessage(QString());
  if (sentence().isEmpty()) sentence_->setEditText(QString::fromStdString(snapshot.source));
  // An untrained model can babble up to the length limit: keep the line short.
  QString translation = QString::fromStdString(snapshot.translation);
  constexpr int kMaxShown = 160;
  if (translation.size() > kMaxShown) translation = translation.left(kMaxShown) + QStringLiteral(" …");
  if (decoderOnly()) {
    pair_->setText(
        tr("<b>Tokens</b> (as the model reads them): %1").arg(joinTokens(snapshot.decoder_inputs).toHtmlEscaped()));
  } else if (encoderOnly()) {
    pair_->setText(
        tr("<b>Tokens</b> (as the encoder sees them): %1").arg(joinTokens(snapshot.source_tokens).toHtmlEscaped()));
  } else {
    // An untrained model may end at once: its only row is then <eos>, and the translation is empty.
    const QString shown = translation.isEmpty() ? tr("<i>none: the first word the model chose was &lt;eos&gt;</i>")
                                                : translation.toHtmlEscaped();
    pair_->setText(tr("<b>Source</b> (as the encoder sees it): %1<br><b>Translation</b> the maps "
                      "were taken on: %2")
                       .arg(joinTokens(snapshot.source_tokens).toHtmlEscaped(), shown));
  }
  // Typed tokens the model has no entry for are <unk> on the maps: say which they were.
  if (!snapshot.unknown_tokens.empty()) {
    pair_->setText(pair_->text() + tr("<br><b>&lt;unk&gt;</b> stands for what the vocabulary lacks: %1")
                                       .arg(namedTokens(snapshot.unknown_tokens).toHtmlEscaped()));
  }
  updateRanges();
  redraw();
  requestMath(mathHead_);  // the panel follows the model while it trains
}

void AttentionView::chooseQuery(int query) {
  chosenQuery_ = query;
  math_->setVisible(true);
  if (math_->hasMath() == false) math_->showMessage(tr("Asking the model…"));
  requestMath(mathHead_);
}

void AttentionView::requestMath(int head) {
  if (chosenQuery_ < 0 || !hasSnapshot_) return;
  const twb::inspect::Heatmap* map = findMap(kind(), layer(), head);
  if (!map || map->rows <= 0) return;
  mathHead_ = head;
  AttentionMathRequest request;
  // The text (and translation) the maps were taken on, so the rows are the heatmap's.
  request.text = QString::fromStdString(snapshot_.source);
  if (!decoderOnly() && !encoderOnly()) request.target = QString::fromStdString(snapshot_.translation);
  request.kind = kind();
  request.layer = layer();
  request.head = head;
  request.query = std::min(chosenQuery_, map->rows - 1);
  emit attentionMathRequested(request);
}

void AttentionView::setAttentionMath(const twb::inspect::AttentionMath& math) {
  math_->setVisible(true);
  math_->setMath(math);
}

void AttentionView::updateRanges() {
  const QSignalBlocker blockLayer(layer_);
  const QSignalBlocker blockHead(head_);
  layer_->setRange(1, std::max(1, layerCount(kind())));
  head_->setRange(1, std::max(1, snapshot_.heads));
}

void AttentionView::ensureHeadViews(int count) {
  if (headViews_.size() == count) return;
  qDeleteAll(headViews_);
  headViews_.clear();
  const int columns = std::max(1, static_cast<int>(std::ceil(std::sqrt(double(count)))));
  for (int h = 0; h < count; ++h) {
    auto* view = new HeatmapPlot;
    view->setObjectName(QStringLiteral("attentionHead%1").arg(h + 1));
    styleAttentionView(view);
    view->setReadoutShown(false);
    connect(view, &HeatmapPlot::rowClicked, this, [this, h](int row) {
      mathHead_ = h;
      chooseQuery(row);
    });
    connect(view, &HeatmapPlot::cellHovered, this, [this, h](int row, int column, double value) {
      const twb::inspect::Heatmap* map = findMap(kind(), layer(), h);
      const auto label = [](const std::vector<std::string>& labels, int i) {
        return i >= 0 && i < static_cast<int>(labels.size()) ? QString::fromStdString(labels[static_cast<size_t>(i)])
                                                             : QString::number(i);
      };
      if (!map) return;
      gridReadout_->setText(tr("head %1, query %2 → key %3: %4")
                                .arg(h + 1)
                                .arg(label(map->row_labels, row), label(map->column_labels, column))
                                .arg(value, 0, 'f', 4));
    });
    gridLayout_->addWidget(view, h / columns, h % columns);
    headViews_.append(view);
  }
}

const twb::inspect::Heatmap& AttentionView::shownHeatmap() const {
  const twb::inspect::Heatmap* map = findMap(kind(), layer(), head());
  return map ? *map : emptyHeatmap();
}

int AttentionView::shownCellCount() const { return single_->cellCount(); }

void AttentionView::setHeadTelemetry(const twb::HeadTelemetry& telemetry) {
  telemetry_ = telemetry;
  redraw();
}

QString AttentionView::rolesText() const { return roles_->text(); }

QString AttentionView::badgesOf(twb::AttentionKind kind, int layer, int head) const {
  if (telemetry_.empty() || !telemetry_.has(kind)) return {};
  try {
    QStringList badges;
    for (const twb::HeadRole& r : twb::head_roles(telemetry_, kind, layer, head))
      badges << QString::fromStdString(r.rule->badge);
    return badges.join(QLatin1Char(' '));
  } catch (const twb::OutOfRangeError&) {  // a telemetry of another model shape, until the next sample
    return {};
  }
}

void AttentionView::updateRoles() {
  if (telemetry_.empty() || !telemetry_.has(kind())) {
    roles_->clear();
    return;
  }
  if (allHeads()) {
    QStringList parts;
    for (int h = 0; h < snapshot_.heads; ++h)
      if (const QString b = badgesOf(kind(), layer(), h); !b.isEmpty()) parts << tr("H%1 %2").arg(h + 1).arg(b);
    roles_->setText(parts.isEmpty() ? tr("no roles yet") : parts.join(QStringLiteral(" · ")));
    return;
  }
  try {
    const auto roles = twb::head_roles(telemetry_, kind(), layer(), head());
    roles_->setText(roles.empty() ? tr("no role yet")
                                  : tr("role: %1").arg(QString::fromStdString(twb::describe_roles(roles))));
  } catch (const twb::OutOfRangeError&) {
    roles_->clear();
  }
}

void AttentionView::redraw() {
  head_->setEnabled(!allHeads());
  updateRoles();
  if (!hasSnapshot_) return;
  single_->setHeatmap(shownHeatmap());
  if (allHeads()) {
    ensureHeadViews(snapshot_.heads);
    for (int h = 0; h < snapshot_.heads; ++h) {
      const twb::inspect::Heatmap* map = findMap(kind(), layer(), h);
      twb::inspect::Heatmap shown = map ? *map : emptyHeatmap();
      if (map) shown.title = tr("head %1").arg(h + 1).toStdString();  // the layer is in the controls
      if (const QString badges = badgesOf(kind(), layer(), h); map && !badges.isEmpty())
        shown.title += " · " + badges.toStdString();
      headViews_[h]->setHeatmap(shown);
    }
    stack_->setCurrentIndex(1);
  } else {
    stack_->setCurrentIndex(0);
  }
}

}  // namespace twb::ui
