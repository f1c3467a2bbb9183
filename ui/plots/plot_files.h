// What every plot view shares: the plot above its read-out line, and writing the plot to a file
// (PNG, PDF and SVG pictures, or the plot's data as CSV through a writer the view supplies).
#pragma once

#include <QString>
#include <functional>

class QCustomPlot;
class QLabel;
class QWidget;

namespace twb::ui {

// Lays `view` out as `plot` (stretching) above a read-out line that starts as `hint`, wraps
// rather than widening the window and can be selected; returns the read-out.
QLabel* layOutPlotAndReadout(QWidget* view, QCustomPlot* plot, const QString& hint, const QString& readoutName);

// A CSV field: quoted (its quotes doubled) when it holds a comma, a quote or a line end.
QString csvField(QString text);
// A number with four significant digits, as the plots' read-outs and CSV labels write them.
inline QString fourDigits(double value) { return QString::number(value, 'g', 4); }

// Writes `plot` to `path`, the format chosen by its suffix (.png, .pdf, .svg, or .csv through
// `write_csv`). Returns false for another suffix or when the file cannot be written.
bool save_plot(QCustomPlot* plot, const QString& path, const QString& title,
               const std::function<bool(const QString&)>& write_csv);

// Asks for a file name (suffix from the chosen filter when none is typed), then saves through
// `save`; tells the person when the file could not be written.
void export_with_dialog(QWidget* parent, const QString& caption, const QString& suggested_name,
                        const std::function<bool(const QString&)>& save);

}  // namespace twb::ui
