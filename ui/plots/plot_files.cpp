#include "plots/plot_files.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QWidget>
#include <qcustomplot.h>

#include "widgets/wrapped_label.h"

namespace twb::ui {

QLabel* layOutPlotAndReadout(QWidget* view, QCustomPlot* plot, const QString& hint, const QString& readoutName) {
  // A narrow view wraps the hint instead of widening the window, and keeps room for all its lines.
  auto* readout = new WrappedLabel(hint, view);
  readout->setSizingText(hint);
  readout->setObjectName(readoutName);
  readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
  readout->setContentsMargins(6, 2, 6, 2);
  auto* layout = new QVBoxLayout(view);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addWidget(plot, 1);
  layout->addWidget(readout);
  return readout;
}

namespace {

bool save_svg(QCustomPlot* plot, const QString& path, const QString& title) {
  QSvgGenerator generator;
  generator.setFileName(path);
  generator.setSize(plot->size());
  generator.setViewBox(QRect(QPoint(0, 0), plot->size()));
  generator.setTitle(title);
  generator.setDescription(QObject::tr("Exported from Transformer Workbench"));
  QCPPainter painter;
  if (!painter.begin(&generator)) return false;
  plot->toPainter(&painter, plot->width(), plot->height());
  return painter.end() && QFileInfo::exists(path);
}

}  // namespace

bool save_plot(QCustomPlot* plot, const QString& path, const QString& title,
               const std::function<bool(const QString&)>& write_csv) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("png")) return plot->savePng(path, 0, 0, 2.0);
  if (suffix == QLatin1String("pdf")) return plot->savePdf(path);
  if (suffix == QLatin1String("svg")) return save_svg(plot, path, title);
  if (suffix == QLatin1String("csv")) return write_csv(path);
  return false;
}

void export_with_dialog(QWidget* parent, const QString& caption, const QString& suggested_name,
                        const std::function<bool(const QString&)>& save) {
  QString filter;
  QString path = QFileDialog::getSaveFileName(
      parent, caption, suggested_name,
      QObject::tr("PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg);;CSV data (*.csv)"), &filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) {
    // Take the suffix from the chosen filter, e.g. "PDF document (*.pdf)" -> ".pdf".
    const qsizetype star = filter.indexOf(QLatin1String("*."));
    if (star >= 0) path += filter.mid(star + 1, filter.indexOf(QLatin1Char(')'), star) - star - 1);
  }
  if (!save(path)) {
    QMessageBox::warning(parent, QObject::tr("Export failed"),
                         QObject::tr("Could not write “%1”.\nCheck that the folder exists and is writable, "
                                     "and that the name ends in .png, .pdf, .svg or .csv.")
                             .arg(QDir::toNativeSeparators(path)));
  }
}

QString csvField(QString text) {
  if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n'))) {
    text.replace(QLatin1String("\""), QLatin1String("\"\""));
    text = QLatin1Char('"') + text + QLatin1Char('"');
  }
  return text;
}

}  // namespace twb::ui
