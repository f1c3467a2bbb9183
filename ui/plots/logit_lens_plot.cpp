#include "plots/logit_lens_plot.h"

#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "inspect/snapshots.h"
#include "plots/heatmap_plot.h"
#include "plots/plot_files.h"

namespace twb::ui {

LogitLensPlot::LogitLensPlot(QWidget* parent) : QWidget(parent) {
  heatmap_ = new HeatmapPlot;
  heatmap_->setObjectName(QStringLiteral("logitLensHeatmap"));
  heatmap_->setDataRange(QCPRange(0, 1));
  heatmap_->setColorScaleLabel(tr("p(right next token)"));
  heatmap_->setEmptyText(tr("No logit lens yet"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heatmap_);
}

void LogitLensPlot::setLens(const twb::inspect::LogitLens& lens) {
  lens_ = lens;
  QCustomPlot* plot = heatmap_->plot();
  for (QCPItemText* label : cellLabels_) plot->removeItem(label);  // not clearItems: the empty text is one
  cellLabels_.clear();
  heatmap_->setHeatmap(lens_.heatmap());
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  for (int r = 0; r < lens_.rows; ++r)
    for (int c = 0; c < lens_.cols; ++c) {
      const size_t cell = lens_.at(r, c);
      auto* text = new QCPItemText(plot);
      text->setClipToAxisRect(true);
      text->position->setCoords(c, r);
      text->setText(QString::fromStdString(twb::inspect::visible_token(lens_.top_tokens[cell])));
      text->setFont(small);
      // Light text on the dark blue (improbable) end of the scale, dark text elsewhere.
      text->setColor(lens_.expected_probability[cell] < 0.25 ? Qt::white : Qt::black);
      cellLabels_.push_back(text);
    }
  plot->replot();
}

bool LogitLensPlot::exportTo(const QString& path) const {
  return save_plot(heatmap_->plot(), path, tr("Logit lens"), [this](const QString& csv) { return writeCsv(csv); });
}

void LogitLensPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export the logit lens"), QStringLiteral("logit-lens.png"),
                     [this](const QString& path) { return exportTo(path); });
}

bool LogitLensPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "position,input,expected,reading,top_token,top_probability,expected_probability\n";
  for (int r = 0; r < lens_.rows; ++r)
    for (int c = 0; c < lens_.cols; ++c) {
      const size_t cell = lens_.at(r, c);
      out << r << ',' << csvField(QString::fromStdString(lens_.inputs[size_t(r)])) << ','
          << csvField(QString::fromStdString(lens_.expected[size_t(r)])) << ','
          << csvField(QString::fromStdString(lens_.readings[size_t(c)])) << ','
          << csvField(QString::fromStdString(lens_.top_tokens[cell])) << ','
          << QString::number(lens_.top_probabilities[cell], 'g', 17) << ','
          << QString::number(lens_.expected_probability[cell], 'g', 17) << '\n';
    }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
