#include "plots/learning_rate_preview.h"

#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "plots/plot_files.h"
#include "plots/plot_title.h"

namespace twb::ui {

LearningRatePreview::LearningRatePreview(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot;
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("learningRatePreviewPlot"));
  plot_->setFixedHeight(110);
  plot_->setMinimumWidth(120);
  const QFont small(font().family(), std::max(6, font().pointSize() - 2));
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->setTickLabelFont(small);
    axis->setLabelFont(small);
    axis->setLabelPadding(1);
  }
  plot_->xAxis->setLabel(tr("step"));
  plot_->yAxis->setLabel(tr("learning rate"));
  plot_->yAxis->setNumberFormat(QStringLiteral("gb"));
  plot_->yAxis->ticker()->setTickCount(3);
  plot_->xAxis->ticker()->setTickCount(3);
  plot_->axisRect()->setAutoMargins(QCP::msLeft | QCP::msBottom);
  plot_->axisRect()->setMargins(QMargins(0, 6, 8, 0));
  graph_ = plot_->addGraph();
  QPen pen(QColor(0x94, 0x67, 0xbd));
  pen.setWidthF(1.6);
  graph_->setPen(pen);
  caption_ = new QLabel;
  caption_->setObjectName(QStringLiteral("learningRatePreviewCaption"));
  caption_->setWordWrap(true);
  caption_->setForegroundRole(QPalette::PlaceholderText);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addWidget(plot_);
  layout->addWidget(caption_);
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(plot_, &QWidget::customContextMenuRequested, this, &LearningRatePreview::showContextMenu);
  setToolTip(
      tr("The learning rate at each step of the run these settings start: the trainer's own schedule. "
         "Right-click to export."));
}

void LearningRatePreview::setSettings(const twb::TrainerSettings& settings, qint64 steps) {
  try {
    preview_ =
        twb::inspect::schedule_preview(settings, steps > 0 ? steps : twb::inspect::schedule_preview_steps(settings));
  } catch (const std::exception& e) {
    preview_ = {};
    graph_->data()->clear();
    caption_->setText(QString::fromStdString(e.what()));
    plot_->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  QVector<double> x(static_cast<qsizetype>(preview_.steps.size())), y(x.size());
  for (qsizetype i = 0; i < x.size(); ++i) {
    x[i] = static_cast<double>(preview_.steps[static_cast<size_t>(i)]);
    y[i] = preview_.learning_rate[static_cast<size_t>(i)];
  }
  graph_->setData(x, y, true);
  plot_->xAxis->setRange(0, x.isEmpty() ? 1 : x.back());
  plot_->yAxis->setRange(0, preview_.peak > 0 ? preview_.peak * 1.1 : 1);
  const bool plateau = settings.schedule == twb::ScheduleKind::plateau;
  caption_->setText(tr("Peak %1 at step %2%3.")
                        .arg(preview_.peak, 0, 'g', 3)
                        .arg(std::max(1, preview_.warmup_steps))
                        .arg(plateau ? tr("; plateau cuts it ×0.9 when validation stalls") : QString()));
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

int LearningRatePreview::pointCount() const { return graph_->dataCount(); }
QString LearningRatePreview::caption() const { return caption_->text(); }

bool LearningRatePreview::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Learning-rate schedule"), [this](const QString& csv) { return writeCsv(csv); });
}

void LearningRatePreview::exportWithDialog() {
  export_with_dialog(this, tr("Export the learning-rate schedule"), QStringLiteral("lr-schedule.png"),
                     [this](const QString& path) { return exportTo(path); });
}

void LearningRatePreview::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &LearningRatePreview::exportWithDialog);
  menu.exec(plot_->mapToGlobal(pos));
}

bool LearningRatePreview::writeCsv(const QString& path) const {
  if (preview_.steps.empty()) return false;
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "step,learning_rate\n";
  for (size_t i = 0; i < preview_.steps.size(); ++i)
    out << preview_.steps[i] << ',' << QString::number(preview_.learning_rate[i], 'g', 17) << '\n';
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
