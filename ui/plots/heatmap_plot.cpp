#include "plots/heatmap_plot.h"

#include "plots/heatmap_accessible.h"

#include "plots/plot_files.h"
#include "plots/plot_title.h"

#include <QAccessible>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QVBoxLayout>

#include <QFontMetrics>

#include <algorithm>
#include <cmath>
#include <limits>

namespace twb::ui {
namespace {

QString heatmapReadoutHint() {
  return HeatmapPlot::tr(
      "Hover a cell to read its value · wheel to zoom · drag to pan · "
      "double-click to reset the view");
}

// The length along `axis` that one tick label takes without touching the next: about one and a
// half lines of text (slanted labels along the bottom need a little more than upright ones along
// the side).
double labelSpacing(const QCPAxis& axis) {
  const QFontMetrics metrics(axis.tickLabelFont());
  return metrics.height() * (axis.orientation() == Qt::Horizontal ? 1.6 : 1.3);
}

// The smallest 1, 2, 5, 10, 20, 50, … step that leaves at most `fit` of `visible` ticks.
int readableStep(int visible, int fit) {
  int step = 1;
  for (int magnitude = 1; (visible + step - 1) / step > fit; magnitude *= 10) {
    for (int m : {1, 2, 5}) {
      step = m * magnitude;
      if ((visible + step - 1) / step <= fit) break;
    }
  }
  return step;
}

// Whole-number ticks (the dimensions of a vector, the positions of a sequence) at a 1-2-5 step
// that fits along the axis: along the bottom, each label takes its own width and one em more, so
// the "12" and "15" of a narrow strip do not run into each other; along the side, a line and a
// third. Every whole number shows once the view is zoomed in far enough.
class WholeNumberTicker : public QCPAxisTicker {
 public:
  explicit WholeNumberTicker(QCPAxis* axis) : axis_(axis) {}

 protected:
  QVector<double> createTickVector(double, const QCPRange& range) override {
    const int first = static_cast<int>(std::ceil(range.lower - 1e-9));
    const int last = static_cast<int>(std::floor(range.upper + 1e-9));
    QVector<double> out;
    if (last < first) return out;
    const int step = readableStep(last - first + 1, capacity(first, last));
    for (int i = first; i <= last; ++i) {
      if (i % step == 0) out.push_back(double(i));
    }
    return out;
  }

  QString getTickLabel(double tick, const QLocale&, QChar, int) override { return QString::number(qRound(tick)); }

 private:
  int capacity(int first, int last) const {
    if (!axis_ || !axis_->axisRect()) return std::numeric_limits<int>::max();
    const bool horizontal = axis_->orientation() == Qt::Horizontal;
    const int length = horizontal ? axis_->axisRect()->width() : axis_->axisRect()->height();
    if (length <= 0) return std::numeric_limits<int>::max();  // not laid out yet
    const QFontMetrics metrics(axis_->tickLabelFont());
    double spacing = metrics.height() * 1.3;
    if (horizontal) {
      const int widest =
          std::max(metrics.horizontalAdvance(QString::number(first)), metrics.horizontalAdvance(QString::number(last)));
      spacing = widest + metrics.horizontalAdvance(QLatin1Char('M'));
    }
    return std::max(2, static_cast<int>(length / spacing));
  }

  QCPAxis* axis_;
};

// A text ticker that keeps every label (ticks() holds them all) but draws only as many as fit along
// the axis: one per cell when the cells are few or the view is zoomed in, otherwise a readable
// 1-2-5 step. Thinned token axes show positions instead of tokens (every n-th token out of context
// reads as nonsense; the hover read-out names the token); axes whose labels are whole numbers (the
// sentences of a batch, "1" … "200") keep their numbers, at multiples of the step.
class ThinningTextTicker : public QCPAxisTickerText {
 public:
  explicit ThinningTextTicker(QCPAxis* axis) : axis_(axis) {}

  void setLabels(const std::vector<std::string>& labels) {
    clear();
    numbers_.clear();
    numeric_ = !labels.empty();
    for (size_t i = 0; i < labels.size(); ++i) {
      const QString label = QString::fromStdString(labels[i]);
      addTick(double(i), label);
      bool ok = false;
      const int value = label.toInt(&ok);
      numeric_ = numeric_ && ok;
      numbers_.push_back(value);
    }
  }

 protected:
  QVector<double> createTickVector(double, const QCPRange& range) override {
    const int n = static_cast<int>(mTicks.size());
    const int first = std::max(0, static_cast<int>(std::ceil(range.lower - 1e-9)));
    const int last = std::min(n - 1, static_cast<int>(std::floor(range.upper + 1e-9)));
    QVector<double> out;
    if (n == 0 || last < first) return out;
    const int visible = last - first + 1;
    step_ = readableStep(visible, capacity());
    // Tokens along the bottom read more easily slanted than overlapping; positions, which the
    // thinned tokens become, and numbers read upright. (Set here, before QCustomPlot sizes the
    // axis's margin for the labels of this same replot.)
    if (axis_ && axis_->orientation() == Qt::Horizontal) {
      const double rotation = step_ > 1 || numeric_ ? 0 : -45;
      if (axis_->tickLabelRotation() != rotation) axis_->setTickLabelRotation(rotation);
    }
    for (int i = first; i <= last; ++i) {
      const int key = numeric_ ? numbers_[static_cast<size_t>(i)] : i;
      if (step_ == 1 || key % step_ == 0) out.push_back(double(i));
    }
    return out;
  }

  QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override {
    if (step_ > 1 && !numeric_) return QString::number(qRound(tick));
    return QCPAxisTickerText::getTickLabel(tick, locale, formatChar, precision);
  }

 private:
  // How many labels fit along the axis without touching (labelSpacing).
  int capacity() const {
    if (!axis_ || !axis_->axisRect()) return std::numeric_limits<int>::max();
    const bool horizontal = axis_->orientation() == Qt::Horizontal;
    const int length = horizontal ? axis_->axisRect()->width() : axis_->axisRect()->height();
    if (length <= 0) return std::numeric_limits<int>::max();  // not laid out yet
    return std::max(2, static_cast<int>(length / labelSpacing(*axis_)));
  }

  QCPAxis* axis_;
  std::vector<int> numbers_;
  bool numeric_ = false;
  int step_ = 1;
};

QString axisName(const std::string& name, const char* fallback) {
  return name.empty() ? QString::fromLatin1(fallback) : QString::fromStdString(name);
}

// "3" or "3 “Hund”" when the axis carries tokens.
QString indexText(int index, const std::vector<std::string>& labels) {
  QString text = QString::number(index);
  if (static_cast<size_t>(index) < labels.size()) {
    text += QStringLiteral(" “%1”").arg(QString::fromStdString(labels[static_cast<size_t>(index)]));
  }
  return text;
}

}  // namespace

HeatmapPlot::HeatmapPlot(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot(this);
  keepAxisLabelsWithinPlot(plot_);
  plot_->setObjectName(QStringLiteral("heatmapPlot"));
  plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  plot_->setContextMenuPolicy(Qt::CustomContextMenu);
  plot_->setMouseTracking(true);  // hover read-out without a pressed button
  // A title line, slanted token labels, an axis label and some rows of cells: about eleven lines of
  // the font (200 px up to 12 points).
  plot_->setMinimumSize(240, std::max(200, 11 * fontMetrics().height()));
  plot_->installEventFilter(this);
  plot_->setFocusPolicy(Qt::StrongFocus);  // its cells are read with the arrow keys
  plot_->setProperty("twbHeatmap", QVariant::fromValue(static_cast<QObject*>(this)));
  installHeatmapAccessibility();

  // Layout: the title in a row of its own across the whole plot; beneath it, the axis rect and the
  // colour scale side by side (in a grid of their own, so the title is not held to the width of
  // the axis rect's column).
  QCPAxisRect* rect = plot_->axisRect();
  plot_->plotLayout()->take(rect);
  title_ = new PlotTitle(plot_, QFont(font().family(), font().pointSize() + 2, QFont::Bold));
  plot_->plotLayout()->addElement(0, 0, title_);
  auto* body = new QCPLayoutGrid;
  plot_->plotLayout()->addElement(1, 0, body);
  body->addElement(0, 0, rect);

  colorMap_ = new QCPColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
  colorMap_->setInterpolate(false);  // one crisp square per cell
  colorMap_->setTightBoundary(false);

  colorScale_ = new QCPColorScale(plot_);
  colorScale_->setType(QCPAxis::atRight);
  colorScale_->setBarWidth(14);
  body->addElement(0, 1, colorScale_);
  colorMap_->setColorScale(colorScale_);
  colorMap_->data()->clear();  // nothing to draw until the first heatmap (not a dark square)
  setGradient(divergingGradient());

  // Until the first heatmap (and for an empty one) a line in the middle says so: empty axes
  // numbered 0 to 5 read as a map of nothing.
  emptyText_ = addEmptyText(plot_, rect, font(), tr("Nothing to show yet"));

  keepLayoutSteady();

  // Row 0 at the top, as in a matrix.
  plot_->yAxis->setRangeReversed(true);
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->grid()->setVisible(false);
    axis->setTickLabelPadding(4);
  }

  readout_ = layOutPlotAndReadout(this, plot_, heatmapReadoutHint(), QStringLiteral("heatmapReadout"));
  showEmptyState();

  connectMouse();
}

// The colour scale as tall as the axis rect, and tick labels laid out for the room there is.
void HeatmapPlot::keepLayoutSteady() {
  QCPAxisRect* rect = plot_->axisRect();
  // Keep the colour scale exactly as tall as the axis rect. An axis rect works its margins out from
  // its axes at every layout, but a colour scale's own "automatic" margin is the one it has, so the
  // group's margin could only grow: once a map's long slanted tokens had asked for a deep bottom
  // margin, the short positions they were thinned to kept it, under a band of white. The scale's
  // top and bottom start from nothing at each replot, and the group takes the axis rect's.
  auto* margins = new QCPMarginGroup(plot_);
  rect->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
  colorScale_->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
  connect(plot_, &QCustomPlot::beforeReplot, this, [this] {
    QMargins scale = colorScale_->margins();
    scale.setTop(0);
    scale.setBottom(0);
    colorScale_->setMargins(scale);
  });

  // QCustomPlot sets the ticks up before it lays the axis rect out, so the ticker thins the labels
  // for the rect of the replot before: after a replot that changed the rect (a resize, other
  // labels), one more draws the labels for the room there is. That one may change the rect again
  // (long tokens thinned to short positions leave a shallower margin), so up to two follow: no
  // more, so that labels and room that trade places cannot chase each other.
  connect(plot_, &QCustomPlot::beforeReplot, this, [this] { ticksLaidOutFor_ = plot_->axisRect()->size(); });
  connect(plot_, &QCustomPlot::afterLayout, this, [this] {
    if (plot_->axisRect()->size() == ticksLaidOutFor_ || followUpReplots_ >= 2) {
      followUpReplots_ = 0;
    } else {
      ++followUpReplots_;
      plot_->replot(QCustomPlot::rpQueuedReplot);
    }
  });
}

// Hover read-out, double-click to reset, a click on a row, the context menu.
void HeatmapPlot::connectMouse() {
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) { showCellAt(event->pos()); });
  connect(plot_, &QCustomPlot::mouseDoubleClick, this, &HeatmapPlot::resetView);
  connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
    pressedAt_ = event->button() == Qt::LeftButton ? event->pos() : QPoint(-1, -1);
  });
  connect(plot_, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* event) {
    const bool click = event->button() == Qt::LeftButton && pressedAt_.x() >= 0 &&
                       (event->pos() - pressedAt_).manhattanLength() <= 4;  // not a drag
    pressedAt_ = QPoint(-1, -1);
    if (!click) return;
    const QPoint cell = cellAt(event->pos());
    if (cell.x() < 0) return;
    emit rowClicked(cell.x());
    emit cellClicked(cell.x(), cell.y());
  });
  connect(plot_, &QWidget::customContextMenuRequested, this, &HeatmapPlot::showContextMenu);
}

void HeatmapPlot::setHeatmap(const twb::inspect::Heatmap& heatmap) {
  heatmap_ = heatmap;
  // The keyboard's cursor stays on its cell where the new map has it.
  if (cursor_.x() >= heatmap.rows || cursor_.y() >= heatmap.cols) {
    cursor_ = QPoint(-1, -1);
    if (cursorMark_) cursorMark_->setVisible(false);
  }
  QCPColorMapData* data = colorMap_->data();
  if (heatmap.rows <= 0 || heatmap.cols <= 0 ||
      heatmap.values.size() < static_cast<size_t>(heatmap.rows) * heatmap.cols) {
    data->clear();
  } else {
    // Cell (c, r) is centred on (x = c, y = r). QCPColorMap stretches a single cell over its whole
    // range, so a dimension of size one gets the range [-0.5, 0.5] instead of an empty [0, 0].
    const auto cellRange = [](int n) { return n == 1 ? QCPRange(-0.5, 0.5) : QCPRange(0, n - 1); };
    data->setSize(heatmap.cols, heatmap.rows);
    data->setRange(cellRange(heatmap.cols), cellRange(heatmap.rows));
    for (int r = 0; r < heatmap.rows; ++r) {
      for (int c = 0; c < heatmap.cols; ++c) data->setCell(c, r, heatmap.at(r, c));
    }
  }

  title_->setText(QString::fromStdString(heatmap.title));
  plot_->xAxis->setLabel(axisName(heatmap.column_axis, "column"));
  plot_->yAxis->setLabel(axisName(heatmap.row_axis, "row"));
  setAxisTicks(plot_->xAxis, heatmap.column_labels);
  setAxisTicks(plot_->yAxis, heatmap.row_labels);
  if (autoDataRange_) colorMap_->rescaleDataRange(true);
  showEmptyState();
  endHover();
  resetView();
}

void HeatmapPlot::setEmptyText(const QString& text) {
  emptyText_->setText(text);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString HeatmapPlot::emptyText() const { return emptyText_->text(); }
bool HeatmapPlot::showsEmptyText() const { return emptyText_->visible(); }

void HeatmapPlot::showEmptyState() {
  const bool empty = cellCount() == 0;
  emptyText_->setVisible(empty);
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->setTicks(!empty);
    axis->setTickLabels(!empty);
  }
  if (empty) {
    plot_->xAxis->setLabel(QString());
    plot_->yAxis->setLabel(QString());
  }
}

void HeatmapPlot::setGradient(const QCPColorGradient& gradient) {
  colorMap_->setGradient(gradient);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::setDataRange(const QCPRange& range) {
  autoDataRange_ = false;
  colorMap_->setDataRange(range);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::setAutoDataRange() {
  autoDataRange_ = true;
  colorMap_->rescaleDataRange(true);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

int HeatmapPlot::labelsLength(Qt::Orientation orientation, int count) const {
  const QCPAxis& axis = orientation == Qt::Horizontal ? *plot_->xAxis : *plot_->yAxis;
  return static_cast<int>(std::ceil(count * labelSpacing(axis))) + 1;
}

void HeatmapPlot::setColorScaleLabel(const QString& label) {
  colorScale_->axis()->setLabel(label);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::setMaskStyle() {
  QCPColorGradient gradient;
  gradient.clearColorStops();
  gradient.setColorStopAt(0.0, QColor(0xe8, 0xe8, 0xe8));
  gradient.setColorStopAt(1.0, QColor(0x21, 0x66, 0xac));
  gradient.setLevelCount(2);
  setGradient(gradient);
  setDataRange(QCPRange(0.0, 1.0));
  auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
  ticker->setTickStep(1.0);
  colorScale_->axis()->setTicker(ticker);
  colorScale_->axis()->setSubTicks(false);
}

QCPColorGradient HeatmapPlot::divergingGradient() {
  static const char* const kRdBu[] = {"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
                                      "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"};
  constexpr int kStops = sizeof(kRdBu) / sizeof(kRdBu[0]);
  QCPColorGradient gradient;
  gradient.clearColorStops();
  for (int i = 0; i < kStops; ++i) {
    gradient.setColorStopAt(double(i) / (kStops - 1), QColor(QLatin1String(kRdBu[i])));
  }
  gradient.setColorInterpolation(QCPColorGradient::ciRGB);
  gradient.setLevelCount(256);
  return gradient;
}

QCPColorGradient HeatmapPlot::sequentialGradient() {
  QCPColorGradient gradient(QCPColorGradient::gpThermal);
  gradient.setLevelCount(256);
  return gradient;
}

int HeatmapPlot::cellCount() const {
  const QCPColorMapData* data = colorMap_->data();
  return data->keySize() * data->valueSize();
}

QString HeatmapPlot::readout() const { return readout_->text(); }

void HeatmapPlot::resetView() {
  // Half a cell of margin on every side so the border cells show whole.
  const QCPColorMapData* data = colorMap_->data();
  plot_->xAxis->setRange(-0.5, std::max(1, data->keySize()) - 0.5);
  plot_->yAxis->setRange(-0.5, std::max(1, data->valueSize()) - 0.5);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::setAxisTicks(QCPAxis* axis, const std::vector<std::string>& labels) {
  if (labels.empty()) {
    // Whole numbers only: 1, 2, 5, 10, … steps however far the user zooms.
    axis->setTicker(QSharedPointer<WholeNumberTicker>::create(axis));
    axis->setProperty(kTicksFitTheirAxis, true);
    axis->setTickLabelRotation(0);
    axis->setSubTicks(false);
    return;
  }
  // Every label is kept; only those that fit are drawn (ThinningTextTicker).
  auto ticker = QSharedPointer<ThinningTextTicker>::create(axis);
  ticker->setLabels(labels);
  axis->setTicker(ticker);
  axis->setProperty(kTicksFitTheirAxis, false);
  axis->setSubTicks(false);
  axis->setTickLabelRotation(0);  // the ticker slants tokens along the bottom
}

void HeatmapPlot::showCellAt(const QPoint& pixel) {
  const QPoint cell = cellAt(pixel);
  if (cell.x() < 0) {
    endHover();
    return;
  }
  showCell(cell.x(), cell.y());
}

void HeatmapPlot::showCell(int row, int col) {
  const double value = colorMap_->data()->cell(col, row);
  // One pass of .arg: a token that reads "%5" stays as it is.
  readout_->setText(QStringLiteral("%1 %2, %3 %4:  %5")
                        .arg(axisName(heatmap_.row_axis, "row"), indexText(row, heatmap_.row_labels),
                             axisName(heatmap_.column_axis, "column"), indexText(col, heatmap_.column_labels),
                             QString::number(value, 'f', 6)));
  hovering_ = true;
  emit cellHovered(row, col, value);
}

QString HeatmapPlot::cellText(int row, int col) const {
  if (row < 0 || col < 0 || row >= heatmap_.rows || col >= heatmap_.cols) return {};
  return QStringLiteral("%1 %2 → %3 %4: %5")
      .arg(axisName(heatmap_.row_axis, "row"), indexText(row, heatmap_.row_labels),
           axisName(heatmap_.column_axis, "column"), indexText(col, heatmap_.column_labels),
           QString::number(heatmap_.at(row, col), 'f', 6));
}

void HeatmapPlot::setCursorCell(int row, int col) {
  if (heatmap_.rows <= 0 || heatmap_.cols <= 0) return;
  cursor_ = QPoint(std::clamp(row, 0, heatmap_.rows - 1), std::clamp(col, 0, heatmap_.cols - 1));
  if (!cursorMark_) {
    cursorMark_ = new QCPItemRect(plot_);
    cursorMark_->setPen(QPen(palette().color(QPalette::Highlight), 2.5));
    cursorMark_->setBrush(Qt::NoBrush);
    cursorMark_->setClipToAxisRect(true);
  }
  cursorMark_->setVisible(true);
  cursorMark_->topLeft->setCoords(cursor_.y() - 0.5, cursor_.x() - 0.5);
  cursorMark_->bottomRight->setCoords(cursor_.y() + 0.5, cursor_.x() + 0.5);
  showCell(cursor_.x(), cursor_.y());
  plot_->setAccessibleDescription(cellText(cursor_.x(), cursor_.y()));
  if (QAccessible::isActive()) {
    QAccessibleEvent event(plot_, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
  }
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The arrows move the cursor a cell (from the first cell when there is none yet), Home and End to
// the row's ends; Enter clicks the cell, as the mouse does (Space stays the window's Train/Pause).
bool HeatmapPlot::moveCursor(int key) {
  if (heatmap_.rows <= 0 || heatmap_.cols <= 0) return false;
  const bool none = cursor_.x() < 0;
  const int row = none ? 0 : cursor_.x(), col = none ? 0 : cursor_.y();
  switch (key) {
    case Qt::Key_Left:
      setCursorCell(row, none ? 0 : col - 1);
      return true;
    case Qt::Key_Right:
      setCursorCell(row, none ? 0 : col + 1);
      return true;
    case Qt::Key_Up:
      setCursorCell(none ? 0 : row - 1, col);
      return true;
    case Qt::Key_Down:
      setCursorCell(none ? 0 : row + 1, col);
      return true;
    case Qt::Key_Home:
      setCursorCell(row, 0);
      return true;
    case Qt::Key_End:
      setCursorCell(row, heatmap_.cols - 1);
      return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
      if (none) return false;
      emit rowClicked(row);
      emit cellClicked(row, col);
      return true;
    default:
      return false;
  }
}

void HeatmapPlot::endHover() {
  readout_->setText(heatmapReadoutHint());
  if (!hovering_) return;
  hovering_ = false;
  emit hoverEnded();
}

void HeatmapPlot::setReadoutShown(bool shown) { readout_->setVisible(shown); }

QPoint HeatmapPlot::cellAt(const QPoint& pixel) const {
  const QCPColorMapData* data = colorMap_->data();
  if (data->isEmpty() || !plot_->axisRect()->rect().contains(pixel)) return {-1, -1};
  // Cell (c, r) covers [c - 0.5, c + 0.5) x [r - 0.5, r + 0.5).
  const int col = static_cast<int>(std::floor(plot_->xAxis->pixelToCoord(pixel.x()) + 0.5));
  const int row = static_cast<int>(std::floor(plot_->yAxis->pixelToCoord(pixel.y()) + 0.5));
  if (col < 0 || row < 0 || col >= data->keySize() || row >= data->valueSize()) return {-1, -1};
  return {row, col};
}

bool HeatmapPlot::eventFilter(QObject* watched, QEvent* event) {
  if (watched == plot_ && event->type() == QEvent::Leave) endHover();
  if (watched == plot_ && event->type() == QEvent::KeyPress && moveCursor(static_cast<QKeyEvent*>(event)->key()))
    return true;
  return QWidget::eventFilter(watched, event);
}

void HeatmapPlot::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &HeatmapPlot::exportWithDialog);
  for (const auto& [text, triggered] : extraActions_) menu.addAction(text, this, triggered);
  menu.addAction(tr("Reset view"), this, &HeatmapPlot::resetView);
  menu.exec(plot_->mapToGlobal(pos));
}

void HeatmapPlot::addContextMenuAction(const QString& text, const std::function<void()>& triggered) {
  extraActions_.emplace_back(text, triggered);
}

bool HeatmapPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, QString::fromStdString(heatmap_.title),
                   [this](const QString& csv) { return writeCsv(csv); });
}

void HeatmapPlot::exportWithDialog() {
  const QString name =
      (heatmap_.title.empty()
           ? QStringLiteral("heatmap")
           : QString::fromStdString(heatmap_.title).toLower().replace(QLatin1Char(' '), QLatin1Char('-'))) +
      QStringLiteral(".png");
  export_with_dialog(this, tr("Export plot"), name, [this](const QString& path) { return exportTo(path); });
}

bool HeatmapPlot::writeCsv(const QString& path) const {
  if (heatmap_.values.size() < static_cast<size_t>(heatmap_.rows) * heatmap_.cols) return false;
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const auto label = [](int i, const std::vector<std::string>& labels) {
    return static_cast<size_t>(i) < labels.size() ? csvField(QString::fromStdString(labels[static_cast<size_t>(i)]))
                                                  : QString::number(i);
  };
  // Header: "row_axis \ column_axis", then one column per heatmap column.
  out << csvField(axisName(heatmap_.row_axis, "row") + QStringLiteral(" \\ ") +
                  axisName(heatmap_.column_axis, "column"));
  for (int c = 0; c < heatmap_.cols; ++c) out << ',' << label(c, heatmap_.column_labels);
  out << '\n';
  for (int r = 0; r < heatmap_.rows; ++r) {
    out << label(r, heatmap_.row_labels);
    for (int c = 0; c < heatmap_.cols; ++c) out << ',' << QString::number(heatmap_.at(r, c), 'g', 17);
    out << '\n';
  }
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
