#include "views/logit_lens_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "engine/session_info.h"
#include "engine/training_controller.h"
#include "inspect/logit_lens.h"
#include "plots/logit_lens_plot.h"
#include "task/task.h"
#include "views/workbench.h"
#include "widgets/sentence_box.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {

LogitLensView::LogitLensView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("logitLensTab"));
  auto* note = new WrappedLabel(
      tr("<b>What am I looking at?</b> The decoder's running sum (its residual stream) after the embedding and "
         "after each layer, read as if it were the last: through the final LayerNorm and the output layer. Each "
         "cell is a position (the token read → the token that should come next) and a reading: its colour the "
         "probability of the right next token, its text the token that reading likes best. Where a row turns "
         "bright tells at which layer the model has worked its answer out."));
  note->setObjectName(QStringLiteral("logitLensNote"));
  note->setTextFormat(Qt::RichText);
  sentence_ = new SentenceBox;
  sentence_->setObjectName(QStringLiteral("logitLensSentence"));
  sentence_->lineEdit()->setPlaceholderText(tr("Pick a validation sentence or type one, then Enter"));
  message_ = new QLabel;
  message_->setObjectName(QStringLiteral("logitLensMessage"));
  message_->setWordWrap(true);
  view_ = new LogitLensPlot;
  view_->setObjectName(QStringLiteral("logitLensView"));
  auto* row = new QHBoxLayout;
  row->addWidget(new QLabel(tr("Sentence:")));
  row->addWidget(sentence_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(note);
  layout->addLayout(row);
  layout->addWidget(message_);
  layout->addWidget(view_, 1);
  connect(sentence_, &QComboBox::activated, this, &LogitLensView::requestLens);
  connect(sentence_->lineEdit(), &QLineEdit::returnPressed, this, &LogitLensView::requestLens);
}

std::vector<TabPlot> LogitLensView::plots() {
  return {tabPlot(QStringLiteral("logit-lens"), tr("Logit lens…"), view_)};
}

void LogitLensView::connectTo(Workbench& workbench) {
  TrainingController* c = workbench.training();
  // The lens of the chosen sentence, read again as the run trains while the view is shown.
  connect(this, &LogitLensView::lensRequested, this, [this, c](const QString& text, const QString& target) {
    Feed lens = makeFeed(
        QStringLiteral("logit-lens"), 0,
        [text = text.toStdString(), target = target.toStdString()](twb::TrainingSession& s) {
          return twb::task_named(s.task()).inspect(s)->logit_lens(text, target);
        },
        [this](const twb::inspect::LogitLens& l) { setLens(l); });
    // In the view: a live refresh may ask often, so no message box for each.
    lens.failed = [this, text](const QString& why) {
      message_->setText(tr("Could not read the layers on \"%1\": %2").arg(text, why));
    };
    c->feed(this, std::move(lens));
  });
}

void LogitLensView::setTask(const QString& task) {
  hasDecoder_ = twb::task_named(task.toStdString()).architecture() != twb::TransformerConfig::kEncoderOnly;
  sentence_->setEnabled(hasDecoder_);
  message_->setText(hasDecoder_ ? QString()
                                : tr("The logit lens reads what a decoder predicts next; a classifier has none. "
                                     "Choose a translation or language-model task."));
}

void LogitLensView::modelReady(const SessionInfo& info) {
  validationSources_ = info.validationSources;
  validationTargets_ = info.validationTargets;
  sentence_->setExamples(info.validationSources);
  if (hasDecoder_ && !sentence_->sentence().isEmpty()) requestLens();
}

void LogitLensView::requestLens() {
  const QString text = sentence_->sentence();
  if (text.isEmpty() || !hasDecoder_) return;
  // A validation source brings its reference (a translation is then teacher-forced on it).
  const qsizetype index = validationSources_.indexOf(text);
  const QString target = index >= 0 && index < validationTargets_.size() ? validationTargets_[index] : QString();
  emit lensRequested(text, target);
}

void LogitLensView::setLens(const twb::inspect::LogitLens& lens) {
  message_->clear();
  view_->setLens(lens);
}

QString LogitLensView::message() const { return message_->text(); }

}  // namespace twb::ui
