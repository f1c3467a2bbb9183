#include "window/lessons_panel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "engine/qt_text.h"
#include "window/view_registry.h"

namespace twb::ui {

namespace {

// What a step sets up, in a line: "a translate run on numbers-en-de · beside it: label_smoothing=0 · the Curves tab".
QString setUpLine(const twb::LessonStep& step, const ViewRegistry* views) {
  QStringList parts;
  if (!step.run.empty())
    parts << QObject::tr("a new run: %1").arg(fromStd([&] {
      std::string s;
      for (const auto& a : step.run) s += (s.empty() ? "" : " ") + a;
      return s;
    }()));
  if (!step.compare.empty()) {
    QStringList changes;
    for (const auto& c : step.compare) changes << fromStd(c);
    parts << QObject::tr("a second run beside it with %1").arg(changes.join(QLatin1Char(' ')));
  }
  if (step.show && views)
    if (const ViewDeclaration* view = views->find(fromStd(step.show->view)))
      parts << QObject::tr("the %1 view").arg(view->title);
  if (step.train_steps > 0) parts << QObject::tr("train %n step(s)", "", static_cast<int>(step.train_steps));
  if (step.train_minutes > 0) parts << QObject::tr("train about %1 min").arg(step.train_minutes);
  return parts.join(QStringLiteral(" · "));
}

}  // namespace

LessonsPanel::LessonsPanel(QWidget* parent) : QWidget(parent) {
  lessons_ = new QComboBox;
  lessons_->setObjectName(QStringLiteral("lessonList"));
  lessons_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  lessons_->setMinimumContentsLength(16);
  lessons_->setToolTip(
      tr("The lessons: each a few steps that set the workbench up, say what to look at and "
         "check what they claim on your own run."));
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  stepTitle_ = new QLabel;
  stepTitle_->setObjectName(QStringLiteral("lessonStepTitle"));
  stepTitle_->setWordWrap(true);
  QFont bold = stepTitle_->font();
  bold.setBold(true);
  stepTitle_->setFont(bold);
  back_ = new QPushButton(tr("◀ &Back"));
  next_ = new QPushButton(tr("&Next ▶"));
  setUp_ = new QPushButton(tr("&Set up this step"));
  setUp_->setObjectName(QStringLiteral("lessonSetUp"));
  check_ = new QPushButton(tr("&Check now"));
  check_->setToolTip(
      tr("Check the step's claims on the run as it is now (they are checked again after every "
         "evaluation while this panel is shown)."));
  text_ = new QTextBrowser;
  text_->setObjectName(QStringLiteral("lessonText"));
  text_->setOpenExternalLinks(true);
  checks_ = new QLabel;
  checks_->setObjectName(QStringLiteral("lessonChecks"));
  checks_->setWordWrap(true);
  checks_->setTextFormat(Qt::RichText);
  checks_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  folder_ = new QLabel;
  folder_->setWordWrap(true);
  folder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont small = folder_->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  folder_->setFont(small);

  layOutParts();

  connectControls();
}

// The buttons first, where they stay whatever the texts' lengths; then the step's texts.
void LessonsPanel::layOutParts() {
  auto* steps = new QHBoxLayout;
  steps->addWidget(back_);
  steps->addStretch();
  steps->addWidget(next_);
  auto* actions = new QHBoxLayout;
  actions->addWidget(setUp_);
  actions->addWidget(check_);
  actions->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(lessons_);
  layout->addLayout(steps);
  layout->addLayout(actions);
  layout->addWidget(summary_);
  layout->addWidget(stepTitle_);
  layout->addWidget(text_, 1);
  layout->addWidget(checks_);
  layout->addWidget(folder_);
}

void LessonsPanel::connectControls() {
  connect(lessons_, &QComboBox::currentIndexChanged, this, [this](int index) {
    lesson_ = index;
    step_ = 0;
    showCurrent();
  });
  connect(back_, &QPushButton::clicked, this, [this] { showStep(step_ - 1); });
  connect(next_, &QPushButton::clicked, this, [this] { showStep(step_ + 1); });
  connect(setUp_, &QPushButton::clicked, this, &LessonsPanel::setUpStep);
  connect(check_, &QPushButton::clicked, this, &LessonsPanel::checkNow);
}

void LessonsPanel::setViews(const ViewRegistry* views) {
  views_ = views;
  reload();
}

void LessonsPanel::reload() {
  const QString shown = lesson() ? fromStd(lesson()->name) : QString();
  try {
    twb::LessonViews ids;
    if (views_)
      for (const QString& id : views_->ids()) ids.push_back(id.toStdString());
    library_ = twb::load_lessons(views_ ? &ids : nullptr);
  } catch (const std::exception& e) {
    library_ = {};
    library_.errors.push_back(e.what());
  }
  {
    const QSignalBlocker block(lessons_);
    lessons_->clear();
    for (const twb::Lesson& l : library_.lessons)
      lessons_->addItem(tr("%1 (%2 min)").arg(fromStd(l.title)).arg(l.minutes), fromStd(l.name));
  }
  QString folder = tr("Your own lessons: %1").arg(fromStd(twb::user_lessons_directory()));
  if (!library_.errors.empty()) {
    QStringList errors;
    for (const auto& e : library_.errors) errors << fromStd(e);
    folder += QLatin1Char('\n') + tr("%n lesson file(s) did not load:", "", static_cast<int>(errors.size())) +
              QLatin1Char('\n') + errors.join(QLatin1Char('\n'));
  }
  // Paths break after their slashes, so that they never widen the dock.
  folder.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
  folder_->setText(folder);
  lesson_ = library_.lessons.empty() ? -1 : 0;
  step_ = 0;
  if (!shown.isEmpty() && showLesson(shown)) return;
  lessons_->setCurrentIndex(lesson_);
  showCurrent();
}

const twb::Lesson* LessonsPanel::lesson() const {
  if (lesson_ < 0 || lesson_ >= static_cast<int>(library_.lessons.size())) return nullptr;
  return &library_.lessons[static_cast<size_t>(lesson_)];
}

const twb::LessonStep* LessonsPanel::currentStep() const {
  const twb::Lesson* l = lesson();
  if (!l || step_ < 0 || step_ >= static_cast<int>(l->steps.size())) return nullptr;
  return &l->steps[static_cast<size_t>(step_)];
}

bool LessonsPanel::showLesson(const QString& name) {
  const int index = lessons_->findData(name);
  if (index < 0) return false;
  lesson_ = index;
  step_ = 0;
  const QSignalBlocker block(lessons_);
  lessons_->setCurrentIndex(index);
  showCurrent();
  return true;
}

namespace {

// The task a lesson's first run trains, and whether it starts from a model trained elsewhere.
std::pair<std::string, bool> firstRun(const twb::Lesson& lesson) {
  for (const twb::LessonStep& step : lesson.steps) {
    if (step.run.empty()) continue;
    std::string task;
    bool model = false;
    for (const std::string& assignment : step.run) {
      if (assignment.starts_with("task=")) task = assignment.substr(5);
      model = model || assignment.starts_with("model=");
    }
    return {task, model};
  }
  return {"", false};
}

}  // namespace

bool LessonsPanel::suggestFor(const QString& task, bool trainedElsewhere) {
  const twb::Lesson* shown = lesson();
  if (shown && firstRun(*shown).first == task.toStdString() && (!trainedElsewhere || firstRun(*shown).second))
    return false;  // the lesson shown is about such a model already
  for (const twb::Lesson& candidate : library_.lessons) {
    const auto [runs, model] = firstRun(candidate);
    if (runs == task.toStdString() && model == trainedElsewhere) return showLesson(fromStd(candidate.name));
  }
  return false;
}

void LessonsPanel::showStep(int index) {
  const twb::Lesson* l = lesson();
  if (!l || index < 0 || index >= static_cast<int>(l->steps.size())) return;
  step_ = index;
  showCurrent();
}

void LessonsPanel::showCurrent() {
  ++token_;  // answers for the step before are dropped
  const twb::Lesson* l = lesson();
  const twb::LessonStep* step = currentStep();
  back_->setEnabled(l && step_ > 0);
  next_->setEnabled(l && step_ + 1 < static_cast<int>(l->steps.size()));
  setUp_->setEnabled(step && (!step->run.empty() || !step->compare.empty() || step->show));
  check_->setEnabled(step && !step->checks.empty());
  if (!l || !step) {
    summary_->setText(tr("No lessons found."));
    stepTitle_->clear();
    text_->clear();
    checks_->clear();
    return;
  }
  summary_->setText(
      fromStd(l->summary) + QLatin1Char(' ') +
      (l->minutes == 1 ? tr("About a minute on 2 cores.") : tr("About %1 minutes on 2 cores.").arg(l->minutes)));
  stepTitle_->setText(tr("Step %1 of %2: %3").arg(step_ + 1).arg(l->steps.size()).arg(fromStd(step->title)));
  const QString setUp = setUpLine(*step, views_);
  text_->setMarkdown(
      (setUp.isEmpty() ? QString() : QStringLiteral("*") + tr("Set up: %1").arg(setUp) + QStringLiteral("*\n\n")) +
      fromStd(step->text));
  results_.assign(step->checks.size(), {});
  firstHeld_.assign(step->checks.size(), -1);
  updateChecks();
  if (!step->checks.empty()) checkNow();
}

void LessonsPanel::setUpStep() {
  const twb::LessonStep* step = currentStep();
  if (!step) return;
  try {
    if (!step->run.empty()) emit runRequested(twb::lesson_run_settings(step->run));
    if (!step->compare.empty()) {
      // The lesson's run: the last run: up to this step.
      const twb::Lesson* l = lesson();
      std::vector<std::string> run;
      for (int i = step_; i >= 0 && run.empty(); --i) run = l->steps[static_cast<size_t>(i)].run;
      QStringList changes;
      for (const auto& c : step->compare) changes << fromStd(c);
      emit comparisonRequested(twb::lesson_comparison_settings(twb::lesson_run_settings(run), step->compare),
                               changes.join(QLatin1Char(' ')), step->train_steps > 0 ? step->train_steps : -1);
    }
  } catch (const std::exception& e) {
    checks_->setText(tr("This step cannot be set up: %1").arg(fromStd(e.what()).toHtmlEscaped()));
    return;
  }
  if (step->show) {
    if (!step->show->sentence.empty()) emit sentenceRequested(fromStd(step->show->sentence));
    if (step->show->attention)
      emit headRequested(*step->show->attention, step->show->layer.value_or(-1), step->show->head.value_or(-1));
    emit tabRequested(fromStd(step->show->view));
  }
  if (!step->checks.empty()) checkNow();
}

void LessonsPanel::checkNow() {
  const twb::LessonStep* step = currentStep();
  if (!step || step->checks.empty()) return;
  emit checksRequested(token_, step->checks);
}

void LessonsPanel::runEvaluated(const std::vector<twb::HistoryPoint>& history) {
  if (!isVisible() || history.empty() || !history.back().validation_loss) return;
  checkNow();
}

void LessonsPanel::showCheckResults(quint64 token, const std::vector<twb::CheckResult>& results) {
  if (token != token_ || results.size() != results_.size()) return;
  results_ = results;
  for (size_t i = 0; i < results.size(); ++i)
    if (results[i].passed && firstHeld_[i] < 0) firstHeld_[i] = results[i].step;
  updateChecks();
  emit checksShown();
}

QStringList LessonsPanel::checkLines() const {
  QStringList lines;
  const twb::LessonStep* step = currentStep();
  if (!step) return lines;
  for (size_t i = 0; i < results_.size(); ++i) {
    const twb::CheckResult& r = results_[i];
    QString line;
    if (r.passed) {
      // A role's figure says since when it holds; a metric first held at an evaluation; the others
      // are read off the model at the step they were checked.
      line = QStringLiteral("✓ ") + fromStd(r.figure);
      const twb::CheckKind kind = step->checks[i].kind;
      if (kind == twb::CheckKind::metric && firstHeld_[i] >= 0)
        line += tr(", first at step %1").arg(firstHeld_[i]);
      else if (kind != twb::CheckKind::role)
        line += tr(", at step %1").arg(r.step);
    } else if (r.figure.empty() && r.hint.empty()) {
      line = QStringLiteral("○ ") + tr("%1: not checked yet").arg(fromStd(twb::describe_check(step->checks[i])));
    } else {
      line = QStringLiteral("○ ") +
             tr("not yet: %1").arg(fromStd(r.figure.empty() ? twb::describe_check(step->checks[i]) : r.figure));
      if (!r.hint.empty()) line += QStringLiteral(" — ") + fromStd(r.hint);
    }
    lines << line;
  }
  return lines;
}

void LessonsPanel::updateChecks() {
  const QStringList lines = checkLines();
  if (lines.isEmpty()) {
    checks_->setText(currentStep() ? tr("<i>This step makes no claim to check.</i>") : QString());
    return;
  }
  QString html = QStringLiteral("<b>") + tr("Checked on your run:") + QStringLiteral("</b>");
  for (const QString& line : lines) {
    const bool held = line.startsWith(QStringLiteral("✓"));
    html += QStringLiteral("<br><span style=\"color:%1\">%2</span>")
                .arg(held ? QStringLiteral("#1a7f37") : QStringLiteral("#6e5a00"), line.toHtmlEscaped());
  }
  checks_->setText(html);
}

}  // namespace twb::ui
