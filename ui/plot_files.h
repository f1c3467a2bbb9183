// Writing a QCustomPlot to a file: PNG, PDF and SVG pictures, or the plot's data as CSV through a
// writer the view supplies. Shared by every exportable view.
#pragma once

#include <QString>
#include <functional>

class QCustomPlot;
class QWidget;

namespace twb::ui {

// Writes `plot` to `path`, the format chosen by its suffix (.png, .pdf, .svg, or .csv through
// `write_csv`). Returns false for another suffix or when the file cannot be written.
bool save_plot(QCustomPlot* plot, const QString& path, const QString& title,
               const std::function<bool(const QString&)>& write_csv);

// Asks for a file name (suffix from the chosen filter when none is typed), then saves through
// `save`; tells the person when the file could not be written.
void export_with_dialog(QWidget* parent, const QString& caption, const QString& suggested_name,
                        const std::function<bool(const QString&)>& save);

}  // namespace twb::ui
