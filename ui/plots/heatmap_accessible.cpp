#include "plots/heatmap_accessible.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPointer>
#include <qcustomplot.h>

#include <map>
#include <utility>

#include "plots/heatmap_plot.h"

namespace twb::ui {

namespace {

// A cell of the map, by its row and column; invalid once the map no longer has it.
class HeatmapCellInterface : public QAccessibleInterface {
 public:
  HeatmapCellInterface(QAccessibleInterface* table, HeatmapPlot* view, int row, int column)
      : table_(table), view_(view), row_(row), column_(column) {}

  bool isValid() const override { return view_ && row_ < view_->heatmap().rows && column_ < view_->heatmap().cols; }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override { return table_->window(); }
  QAccessibleInterface* parent() const override { return table_; }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QString text(QAccessible::Text t) const override {
    return isValid() && (t == QAccessible::Name || t == QAccessible::Value) ? view_->cellText(row_, column_)
                                                                            : QString();
  }
  void setText(QAccessible::Text, const QString&) override {}
  QAccessible::Role role() const override { return QAccessible::Cell; }
  QAccessible::State state() const override {
    QAccessible::State s;
    s.focusable = true;
    s.focused = isValid() && view_->cursorCell() == QPoint(row_, column_) && view_->plot()->hasFocus();
    s.invalid = !isValid();
    return s;
  }
  QRect rect() const override {
    if (!isValid()) return {};
    QCustomPlot* plot = view_->plot();
    const QPointF a(plot->xAxis->coordToPixel(column_ - 0.5), plot->yAxis->coordToPixel(row_ - 0.5));
    const QPointF b(plot->xAxis->coordToPixel(column_ + 0.5), plot->yAxis->coordToPixel(row_ + 0.5));
    const QRect local = QRectF(a, b).normalized().toAlignedRect();
    return QRect(plot->mapToGlobal(local.topLeft()), local.size());
  }

  int row() const { return row_; }
  int column() const { return column_; }

 private:
  QAccessibleInterface* table_;
  QPointer<HeatmapPlot> view_;
  int row_, column_;
};

// The plot: a table of rows × columns cells, made as they are asked for.
class HeatmapTableInterface : public QAccessibleWidget {
 public:
  HeatmapTableInterface(QWidget* plot, HeatmapPlot* view) : QAccessibleWidget(plot, QAccessible::Table), view_(view) {}
  ~HeatmapTableInterface() override {
    for (const auto& [cell, id] : cells_) QAccessible::deleteAccessibleInterface(id);
  }

  int childCount() const override { return view_ ? view_->heatmap().rows * view_->heatmap().cols : 0; }
  QAccessibleInterface* child(int index) const override {
    if (index < 0 || index >= childCount()) return nullptr;
    const int columns = view_->heatmap().cols;
    const std::pair<int, int> cell(index / columns, index % columns);
    if (const auto it = cells_.find(cell); it != cells_.end()) return QAccessible::accessibleInterface(it->second);
    auto* made = new HeatmapCellInterface(const_cast<HeatmapTableInterface*>(this), view_, cell.first, cell.second);
    cells_[cell] = QAccessible::registerAccessibleInterface(made);
    return made;
  }
  int indexOfChild(const QAccessibleInterface* child) const override {
    const auto* cell = dynamic_cast<const HeatmapCellInterface*>(child);
    if (!cell || !cell->isValid()) return -1;
    return cell->row() * view_->heatmap().cols + cell->column();
  }
  QAccessibleInterface* childAt(int x, int y) const override {
    if (!view_) return nullptr;
    const QPoint local = view_->plot()->mapFromGlobal(QPoint(x, y));
    const int column = static_cast<int>(std::floor(view_->plot()->xAxis->pixelToCoord(local.x()) + 0.5));
    const int row = static_cast<int>(std::floor(view_->plot()->yAxis->pixelToCoord(local.y()) + 0.5));
    if (row < 0 || column < 0 || row >= view_->heatmap().rows || column >= view_->heatmap().cols) return nullptr;
    return child(row * view_->heatmap().cols + column);
  }
  QString text(QAccessible::Text t) const override {
    if (!view_) return {};
    if (t == QAccessible::Name) {
      const QString name = QAccessibleWidget::text(t);
      return name.isEmpty() ? QString::fromStdString(view_->heatmap().title) : name;
    }
    if (t == QAccessible::Description) {
      const QPoint at = view_->cursorCell();
      return at.x() >= 0 ? view_->cellText(at.x(), at.y()) : view_->readout();
    }
    return QAccessibleWidget::text(t);
  }

 private:
  QPointer<HeatmapPlot> view_;
  mutable std::map<std::pair<int, int>, QAccessible::Id> cells_;
};

QAccessibleInterface* heatmapFactory(const QString& key, QObject* object) {
  if (key != QLatin1String("QCustomPlot")) return nullptr;
  auto* plot = qobject_cast<QWidget*>(object);
  auto* view = plot ? qobject_cast<HeatmapPlot*>(plot->property("twbHeatmap").value<QObject*>()) : nullptr;
  return view ? new HeatmapTableInterface(plot, view) : nullptr;
}

}  // namespace

void installHeatmapAccessibility() {
  static const bool installed = [] {
    QAccessible::installFactory(heatmapFactory);
    return true;
  }();
  (void)installed;
}

}  // namespace twb::ui
