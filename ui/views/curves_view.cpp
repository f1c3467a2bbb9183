#include "views/curves_view.h"

#include <algorithm>

#include "plots/plot_files.h"
#include "plots/plot_title.h"
#include "plots/step_axis.h"
#include "engine/qt_text.h"
#include "engine/training_controller.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

namespace twb::ui {
namespace {

constexpr int kReplotIntervalMs = 100;  // ≤ 10 redraws a second, however fast training runs
constexpr double kHoverPixels = 25;     // the read-out follows points this close to the mouse

QCPGraph* makeGraph(QCustomPlot* plot, QCPAxis* key, QCPAxis* value, const QString& name, const QColor& color,
                    bool markers) {
  QCPGraph* graph = plot->addGraph(key, value);
  graph->setName(name);
  QPen pen(color);
  pen.setWidthF(markers ? 1.8 : 1.2);
  graph->setPen(pen);
  graph->setAdaptiveSampling(true);  // many thousands of steps are drawn decimated, keeping peaks
  if (markers) graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, Qt::white, 6));
  return graph;
}

// The nearest data point of `graph` to the pixel position, as (pixel distance, key, value).
struct Nearest {
  double distance = std::numeric_limits<double>::infinity();
  double key = 0, value = 0;
};
Nearest nearestPoint(const QCPGraph* graph, const QPointF& pos) {
  Nearest best;
  const auto data = graph->data();
  if (data->isEmpty() || !graph->visible()) return best;
  const double key = graph->keyAxis()->pixelToCoord(pos.x());
  auto it = data->findBegin(key, true);
  // Look at a few points each side: markers are sparse, but the nearest in pixels may not be the
  // nearest in key when the curve is steep.
  for (int back = 0; back < 8 && it != data->constBegin(); ++back) --it;
  for (int n = 0; n < 17 && it != data->constEnd(); ++n, ++it) {
    const QPointF p = graph->coordsToPixels(it->key, it->value);
    const double d = std::hypot(p.x() - pos.x(), p.y() - pos.y());
    if (d < best.distance) best = {d, it->key, it->value};
  }
  return best;
}

}  // namespace

// The tab's note; `scoreExplanation` is the task's (BLEU, accuracy, …).
QString CurvesView::noteText(const QString& scoreExplanation) {
  return tr("<b>What am I looking at?</b> The <b>training loss</b> (blue) is how surprised the model is by the "
            "correct next token on the batch it just learned from — lower is better, and it wobbles because every "
            "batch is different. The <b>validation loss</b> (orange dots) is the same measure on examples the "
            "model never trains on, without the label smoothing and dropout of training (so a model that has "
            "learned may score lower there): if it rises while the training loss falls, the model is memorising. "
            "%1 Below, the <b>learning rate</b>: it warms up, then decays. Wheel: zoom · drag: pan · double-click: "
            "show everything.")
      .arg(scoreExplanation);
}

CurvesView::CurvesView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("curvesTab"));
  auto* note = new WrappedLabel(noteText(stressedText(twb::all_tasks().front()->score_explanation())));
  note_ = note;
  note->setObjectName(QStringLiteral("curvesNote"));

  buildPlot();

  readout_ = new QLabel(tr("Hover a curve to read its value."));
  readout_->setObjectName(QStringLiteral("curvesReadout"));
  readout_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(note);
  layout->addWidget(plot_, 1);
  layout->addWidget(readout_);

  replotTimer_ = new QTimer(this);
  replotTimer_->setSingleShot(true);
  replotTimer_->setInterval(kReplotIntervalMs);
  connect(replotTimer_, &QTimer::timeout, this, &CurvesView::replotNow);

  connect(plot_, &QCustomPlot::mouseMove, this, &CurvesView::onMouseMove);
  connect(plot_, &QCustomPlot::mouseWheel, this, [this] { userMovedView_ = true; });
  connect(plot_, &QCustomPlot::mousePress, this, [this] { userMovedView_ = true; });
  connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this] { fitAll(); });
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(plot_, &QWidget::customContextMenuRequested, this, &CurvesView::showContextMenu);
  setTask(QString::fromStdString(twb::all_tasks().front()->name()));
  replotNow();
}

// The losses and the score above, the learning rate in a strip below, their step axes kept in step.
void CurvesView::buildPlot() {
  plot_ = new QCustomPlot;
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("curvesPlot"));
  plot_->setMinimumHeight(260);
  plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);

  QCPAxisRect* lossRect = plot_->axisRect();
  lossRect->setRangeDragAxes({plot_->xAxis}, {plot_->yAxis, plot_->yAxis2});
  lossRect->setRangeZoomAxes({plot_->xAxis}, {plot_->yAxis, plot_->yAxis2});
  plot_->xAxis->setLabel(tr("step"));
  plot_->yAxis->setLabel(tr("loss (nats per token)"));
  plot_->yAxis2->setVisible(true);
  plot_->yAxis2->setLabel(tr("validation BLEU"));

  lrRect_ = new QCPAxisRect(plot_);
  plot_->plotLayout()->addElement(1, 0, lrRect_);
  plot_->plotLayout()->setRowStretchFactor(0, 3);
  plot_->plotLayout()->setRowStretchFactor(1, 1);
  // The strip's cells hold at least three rate ticks a line apart, whatever the font (a
  // quarter of a low plot left them 19 px apart at 14 points).
  lrRect_->setMinimumSize(0, 3 * fontMetrics().height());
  lrRect_->axis(QCPAxis::atBottom)->setLabel(tr("step"));
  lrRect_->axis(QCPAxis::atLeft)->setLabel(tr("learning rate"));
  lrRect_->axis(QCPAxis::atLeft)->setNumberFormat(QStringLiteral("gb"));
  lrRect_->setRangeDrag(Qt::Horizontal);
  lrRect_->setRangeZoom(Qt::Horizontal);
  // Align the two plots' left edges, and keep their step axes in step.
  auto* margins = new QCPMarginGroup(plot_);
  lossRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
  lrRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
  QCPAxis* lrX = lrRect_->axis(QCPAxis::atBottom);
  connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), lrX,
          qOverload<const QCPRange&>(&QCPAxis::setRange));
  connect(lrX, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), plot_->xAxis,
          qOverload<const QCPRange&>(&QCPAxis::setRange));

  trainLoss_ = makeGraph(plot_, plot_->xAxis, plot_->yAxis, tr("training loss"), QColor(0x1f, 0x77, 0xb4), false);
  validationLoss_ = makeGraph(plot_, plot_->xAxis, plot_->yAxis, tr("validation loss"), QColor(0xff, 0x7f, 0x0e), true);
  validationBleu_ =
      makeGraph(plot_, plot_->xAxis, plot_->yAxis2, tr("validation BLEU"), QColor(0x2c, 0xa0, 0x2c), true);
  learningRate_ =
      makeGraph(plot_, lrX, lrRect_->axis(QCPAxis::atLeft), tr("learning rate"), QColor(0x94, 0x67, 0xbd), false);
  learningRate_->removeFromLegend();

  // The legend in a row of its own above the curves, never over them: in the top right corner it
  // hid the score's last points, where a run that learns ends (accuracy reaching 100 %).
  plot_->legend->setVisible(true);
  plot_->legend->setFont(font());
  putLegendInRowOfItsOwn(plot_, 0);
}

int CurvesView::trainLossPointCount() const { return trainLoss_->dataCount(); }
int CurvesView::validationPointCount() const { return validationLoss_->dataCount(); }
QString CurvesView::readout() const { return readout_->text(); }

std::vector<TabPlot> CurvesView::plots() {
  return {{QStringLiteral("curves"), tr("Curves…"), [this] { return csvRowCount() > 0; },
           [this](const QString& path) { return exportTo(path); }, [this] { exportWithDialog(); }}};
}

void CurvesView::connectTo(Workbench& workbench) {
  connect(workbench.training(), &TrainingController::stepped, this, &CurvesView::addStep);
  connect(workbench.training(), &TrainingController::historyChanged, this, &CurvesView::setHistory);
}

void CurvesView::modelReady(const SessionInfo& info) {
  // (The per-step points of the training loss are not saved, so an opened run's history alone
  // would bring only its validation points: showRun draws the saved training loss and learning
  // rate at each history point too.)
  clear();
  if (!info.history.empty()) showRun(info.history);
}

void CurvesView::setTask(const QString& task) {
  if (task == task_) return;
  const twb::Task& spec = twb::task_named(task.toStdString());
  task_ = task;
  metrics_ = spec.metrics();
  for (const PartLoss& part : partLosses_) plot_->removeGraph(part.graph);
  partLosses_.clear();
  const std::array<QColor, 3> partColors{QColor(0xd6, 0x27, 0x28), QColor(0x8c, 0x56, 0x4b), QColor(0x7f, 0x7f, 0x7f)};
  for (const twb::Metric& metric : spec.loss_metrics()) {
    QCPGraph* graph = makeGraph(plot_, plot_->xAxis, plot_->yAxis, QString::fromStdString(metric.label),
                                partColors[partLosses_.size() % partColors.size()], true);
    QPen pen = graph->pen();
    pen.setStyle(Qt::DashLine);
    graph->setPen(pen);
    graph->removeFromLegend();
    partLosses_.push_back({metric, graph});
  }
  note_->setText(noteText(stressedText(spec.score_explanation())));
  plot_->yAxis->setLabel(tr("loss (%1)").arg(QString::fromStdString(spec.loss_unit())));
  showScore(metrics_.front());
  validationBleu_->data()->clear();
  scheduleReplot();
}

std::vector<QCPGraph*> CurvesView::graphs() const {
  std::vector<QCPGraph*> all{trainLoss_, validationLoss_, validationBleu_, learningRate_};
  for (const PartLoss& part : partLosses_) all.push_back(part.graph);
  return all;
}

QString CurvesView::scoreName() const { return validationBleu_->name(); }

void CurvesView::showScore(const twb::Metric& metric) {
  score_ = metric;
  scoreColumn_ = QString::fromStdString(metric.key);
  const QString name = QString::fromStdString(metric.label);
  validationBleu_->setName(name);
  plot_->yAxis2->setLabel(name);
}

void CurvesView::clear() {
  for (QCPGraph* g : graphs()) g->data()->clear();
  userMovedView_ = false;
  scheduleReplot();
}

void CurvesView::addStep(const twb::StepReport& report) {
  const double step = double(report.step);
  // A step that goes back in time means a new run (reset or an opened checkpoint): start afresh.
  if (!trainLoss_->data()->isEmpty() && step <= (trainLoss_->data()->constEnd() - 1)->key) {
    trainLoss_->data()->removeAfter(step - 0.5);
    learningRate_->data()->removeAfter(step - 0.5);
  }
  trainLoss_->addData(step, report.loss);
  learningRate_->addData(step, report.learning_rate);
  scheduleReplot();
}

void CurvesView::setHistory(const std::vector<twb::HistoryPoint>& history) {
  // The score: the task's first metric the history has (a language model's answer accuracy only
  // on PROMPT=ANSWER data, otherwise its perplexity).
  for (const twb::Metric& metric : metrics_) {
    const bool present = std::any_of(history.begin(), history.end(),
                                     [&metric](const twb::HistoryPoint& p) { return (p.*metric.field).has_value(); });
    if (present) {
      showScore(metric);
      break;
    }
  }
  QVector<double> keys, losses, scoreKeys, scores;
  for (const twb::HistoryPoint& p : history) {
    if (p.validation_loss) {
      keys << double(p.step);
      losses << *p.validation_loss;
    }
    if (const std::optional<double>& score = p.*score_.field) {
      scoreKeys << double(p.step);
      scores << *score * score_.scale;
    }
  }
  validationLoss_->setData(keys, losses, true);
  validationBleu_->setData(scoreKeys, scores, true);
  for (const PartLoss& part : partLosses_) {
    QVector<double> partKeys, partValues;
    for (const twb::HistoryPoint& p : history)
      if (const std::optional<double>& value = p.*part.metric.field) {
        partKeys << double(p.step);
        partValues << *value;
      }
    part.graph->setData(partKeys, partValues, true);
    if (partKeys.isEmpty())
      part.graph->removeFromLegend();
    else
      part.graph->addToLegend();
  }
  scheduleReplot();
}

void CurvesView::showRun(const std::vector<twb::HistoryPoint>& history) {
  QVector<double> steps, losses, rates;
  for (const twb::HistoryPoint& p : history) {
    // Measured before any training, or an evaluation alone (a followed run's log): no training
    // loss to draw.
    if (p.step <= 0 || !std::isfinite(p.train_loss)) continue;
    steps << double(p.step);
    losses << p.train_loss;
    rates << p.learning_rate;
  }
  trainLoss_->setData(steps, losses, true);
  learningRate_->setData(steps, rates, true);
  setHistory(history);
  fitAll();
}

void CurvesView::setLogSteps(bool logarithmic) {
  logSteps_ = logarithmic;
  setStepScale(plot_->xAxis, logarithmic);
  setStepScale(lrRect_->axis(QCPAxis::atBottom), logarithmic);
  fitAll();
}

void CurvesView::fitAll() {
  userMovedView_ = false;
  replotNow();
}

void CurvesView::scheduleReplot() {
  if (!replotTimer_->isActive()) replotTimer_->start();
}

// The first step after 0 a curve has a point at (infinity for none): where a logarithmic axis starts.
static double firstPositiveStep(const QCPGraph* graph) {
  const auto data = graph->data();
  const auto it = std::find_if(data->constBegin(), data->constEnd(), [](const QCPGraphData& d) { return d.key > 0; });
  return it == data->constEnd() ? std::numeric_limits<double>::infinity() : it->key;
}

void CurvesView::replotNow() {
  if (!userMovedView_) {
    bool found = false;
    QCPRange keys = trainLoss_->data()->keyRange(found);
    bool more = false;
    const QCPRange validationKeys = validationLoss_->data()->keyRange(more);
    if (more)
      keys = found ? QCPRange(std::min(keys.lower, validationKeys.lower), std::max(keys.upper, validationKeys.upper))
                   : validationKeys;
    found = found || more;
    if (found) {
      const double first = std::min(firstPositiveStep(trainLoss_), firstPositiveStep(validationLoss_));
      plot_->xAxis->setRange(stepRange(std::isfinite(first) ? first : 1.0, keys.upper, logSteps_));
    } else {
      plot_->xAxis->setRange(stepRange(1.0, 100, logSteps_));
    }
    bool anyLoss = false;
    QCPRange loss = trainLoss_->data()->valueRange(anyLoss);
    bool anyValidation = false;
    const QCPRange vloss = validationLoss_->data()->valueRange(anyValidation);
    if (anyValidation)
      loss = anyLoss ? QCPRange(std::min(loss.lower, vloss.lower), std::max(loss.upper, vloss.upper)) : vloss;
    anyLoss = anyLoss || anyValidation;
    for (const PartLoss& part : partLosses_) {
      bool anyPart = false;
      const QCPRange range = part.graph->data()->valueRange(anyPart);
      if (anyPart)
        loss = anyLoss ? QCPRange(std::min(loss.lower, range.lower), std::max(loss.upper, range.upper)) : range;
      anyLoss = anyLoss || anyPart;
    }
    if (anyLoss || anyValidation) {
      plot_->yAxis->setRange(0, std::max(loss.upper * 1.05, 1e-3));
    } else {
      plot_->yAxis->setRange(0, 10);
    }
    bool anyBleu = false;
    const QCPRange bleu = validationBleu_->data()->valueRange(anyBleu);
    if (score_.ceiling <= 0) {  // open-ended, such as perplexity
      plot_->yAxis2->setRange(0, anyBleu ? std::max(2.0, bleu.upper * 1.1) : 10.0);
    } else {
      // A little headroom keeps a perfect score's marker whole.
      const double top = score_.ceiling;
      plot_->yAxis2->setRange(0, anyBleu ? std::max(top / 10, std::min(top * 1.05, bleu.upper * 1.1)) : top);
    }
    bool anyRate = false;
    const QCPRange rate = learningRate_->data()->valueRange(anyRate);
    lrRect_->axis(QCPAxis::atLeft)->setRange(0, anyRate ? std::max(rate.upper * 1.1, 1e-9) : 1e-3);
  }
  // Hidden, the curves are drawn when shown: drawing thousands of points ten times a second for no
  // one cost the run a tenth of a core.
  if (isVisible())
    plot_->replot(QCustomPlot::rpQueuedReplot);
  else
    replotWhenShown_ = true;
}

void CurvesView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (replotWhenShown_) {
    replotWhenShown_ = false;
    plot_->replot(QCustomPlot::rpQueuedReplot);
  }
}

void CurvesView::onMouseMove(QMouseEvent* event) {
  const QPointF pos = event->position();
  const QCPGraph* best = nullptr;
  Nearest nearest;
  for (const QCPGraph* g : graphs()) {
    if (!g->keyAxis()->axisRect()->rect().contains(pos.toPoint())) continue;
    const Nearest n = nearestPoint(g, pos);
    if (n.distance < nearest.distance) {
      nearest = n;
      best = g;
    }
  }
  if (!best || nearest.distance > kHoverPixels) return;
  const QString value = best == learningRate_ ? QString::number(nearest.value, 'g', 4)
                                              : QString::number(nearest.value, 'f', best == validationBleu_ ? 2 : 4);
  readout_->setText(tr("step %1 · %2 = %3").arg(qint64(nearest.key)).arg(best->name(), value));
}

int CurvesView::csvRowCount() const {
  std::map<double, int> steps;
  for (const QCPGraph* g : graphs()) {
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) steps[it->key] = 0;
  }
  return int(steps.size());
}

bool CurvesView::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Training curves"), [this](const QString& csv) { return writeCsv(csv); });
}

void CurvesView::exportWithDialog() {
  const QString name = QStringLiteral("curves.png");
  export_with_dialog(this, tr("Export curves"), name, [this](const QString& path) { return exportTo(path); });
}

void CurvesView::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &CurvesView::exportWithDialog);
  menu.addAction(tr("Show everything"), this, &CurvesView::fitAll);
  QAction* logarithmic = menu.addAction(tr("Logarithmic steps"), this, &CurvesView::setLogSteps);
  logarithmic->setCheckable(true);
  logarithmic->setChecked(logSteps_);
  menu.exec(plot_->mapToGlobal(pos));
}

bool CurvesView::writeCsv(const QString& path) const {
  // One row per step that any curve has a point at; columns in this order.
  // The part losses that have points follow the four curves every run has.
  std::vector<const QCPGraph*> columns{trainLoss_, validationLoss_, validationBleu_, learningRate_};
  QString header = QStringLiteral("step,train_loss,validation_loss,") + scoreColumn_ + QStringLiteral(",learning_rate");
  for (const PartLoss& part : partLosses_)
    if (!part.graph->data()->isEmpty()) {
      columns.push_back(part.graph);
      header += QLatin1Char(',') + QString::fromStdString(part.metric.key);
    }
  std::map<double, std::vector<std::optional<double>>> rows;
  for (size_t i = 0; i < columns.size(); ++i) {
    for (auto it = columns[i]->data()->constBegin(); it != columns[i]->data()->constEnd(); ++it) {
      auto& row = rows[it->key];
      row.resize(columns.size());
      row[i] = it->value;
    }
  }
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << header << '\n';
  for (const auto& [step, values] : rows) {
    out << qint64(step);
    for (const std::optional<double>& v : values) {
      out << ',';
      if (v) out << QString::number(*v, 'g', 17);
    }
    out << '\n';
  }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
