#include "plots/model_map_plot.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QSaveFile>
#include <QTextStream>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "plots/plot_files.h"

namespace twb::ui {

using twb::inspect::MapBlock;
using twb::inspect::MapBlockKind;

namespace {

// The drawing's units: a row is 1 high with a gap above; a column starts with kLabel units for the
// layers' labels, then its blocks, as wide as their weights, kGap apart; kBus between the columns
// carries the encoder's output to the cross-attentions. A row is drawn no taller than kTallest px.
constexpr int kMargin = 4;  // around the drawing, in pixels
constexpr double kRowStep = 1.3, kLabel = 3.2, kGap = 0.15, kBus = 0.6, kTallest = 84;

double weightOf(MapBlockKind kind) {
  switch (kind) {
    case MapBlockKind::attention:
    case MapBlockKind::output:
    case MapBlockKind::loss:
      return 3;
    case MapBlockKind::feed_forward:
      return 2.2;
    case MapBlockKind::norm:
      return 1.8;
    default:
      return 2.5;
  }
}

QColor fillOf(MapBlockKind kind) {
  switch (kind) {
    case MapBlockKind::attention:
      return QColor(0xfd, 0xdc, 0xc0);
    case MapBlockKind::feed_forward:
      return QColor(0xcf, 0xe3, 0xf7);
    case MapBlockKind::norm:
      return QColor(0xf6, 0xf0, 0xc4);
    case MapBlockKind::embedding:
    case MapBlockKind::positions:
      return QColor(0xd4, 0xee, 0xd4);
    case MapBlockKind::loss:
      return QColor(0xf7, 0xd4, 0xde);
    default:
      return QColor(0xe3, 0xd9, 0xf2);
  }
}

// Viridis's stops, from dark (a focused head: low entropy) to light (a broad one): the lightness
// rises monotonically, so the order reads in grey too.
QColor entropyColour(double entropy) {
  static const QColor stops[] = {QColor(0x44, 0x01, 0x54), QColor(0x3b, 0x52, 0x8b), QColor(0x21, 0x91, 0x8c),
                                 QColor(0x5e, 0xc9, 0x62), QColor(0xfd, 0xe7, 0x25)};
  if (!std::isfinite(entropy)) return Qt::lightGray;
  const double t = std::clamp(entropy, 0.0, 1.0) * 4;
  const int i = std::min(3, static_cast<int>(t));
  const double f = t - i;
  const auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
  return QColor(mix(stops[i].red(), stops[i + 1].red()), mix(stops[i].green(), stops[i + 1].green()),
                mix(stops[i].blue(), stops[i + 1].blue()));
}

// A layer's trouble, from its figures: 2 a non-finite one, 1 an update ratio out of the healthy
// range (Adam moving the weights by more than 1 % or less than 0.001 % a step), 0 none.
int troubleOf(double gradientNorm, double updateRatio) {
  if ((!std::isnan(gradientNorm) && !std::isfinite(gradientNorm)) ||
      (!std::isnan(updateRatio) && !std::isfinite(updateRatio)))
    return 2;
  if (std::isfinite(updateRatio) && (updateRatio > 1e-2 || updateRatio < 1e-5)) return 1;
  return 0;
}

// Sets `text` on `item` in the largest pixel size from `largest` down to `smallest` that fits
// `width` pixels, elided at the smallest.
void fitText(QCPItemText* item, const QFont& base, const QString& text, double width, int largest, int smallest) {
  QFont font = base;
  for (int size = largest; size >= smallest; --size) {
    font.setPixelSize(size);
    if (QFontMetricsF(font).horizontalAdvance(text) <= width || size == smallest) break;
  }
  item->setFont(font);
  item->setText(QFontMetricsF(font).horizontalAdvance(text) <= width
                    ? text
                    : QFontMetrics(font).elidedText(text, Qt::ElideRight, static_cast<int>(width)));
}

QString figure(double value) { return std::isnan(value) ? QStringLiteral("–") : fourDigits(value); }

QString sideTitle(const MapBlock& b) {
  if (b.layer < 0) return {};
  return b.side == "encoder" ? ModelMapPlot::tr("Encoder layer %1").arg(b.layer + 1)
                             : ModelMapPlot::tr("Decoder layer %1").arg(b.layer + 1);
}

}  // namespace

ModelMapPlot::ModelMapPlot(QWidget* parent) : QWidget(parent) {
  plot_ = new QCustomPlot;
  plot_->setObjectName(QStringLiteral("modelMapPlot"));
  plot_->setMinimumHeight(240);
  plot_->xAxis->setVisible(false);
  plot_->yAxis->setVisible(false);
  plot_->axisRect()->setAutoMargins(QCP::msNone);
  plot_->axisRect()->setMargins(QMargins(kMargin, kMargin, kMargin, kMargin));
  plot_->setFocusPolicy(Qt::StrongFocus);
  plot_->installEventFilter(this);
  plot_->setAccessibleName(tr("Map of the model"));
  readout_ =
      layOutPlotAndReadout(this, plot_, tr("Click a block or a head to open its view · arrow keys move, Enter opens"),
                           QStringLiteral("modelMapReadout"));
  connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
    int head = -1;
    const int block = blockAt(event->position(), &head);
    if (block < 0) return;
    setCursor(block, head);
    emit activated(block, head);
  });
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
    int head = -1;
    const int block = blockAt(event->position(), &head);
    readout_->setText(block >= 0 ? describe(block, head) : readout());
  });
}

void ModelMapPlot::setMap(const twb::inspect::ModelMap& map) {
  map_ = map;
  figures_ = {};
  cursorBlock_ = map_.blocks.empty() ? -1 : 0;
  cursorHead_ = -1;
  layOut();
  redraw();
  readout_->setText(readout());
}

void ModelMapPlot::setFigures(const twb::inspect::MapFigures& figures) {
  if (figures.gradient_norm.size() != map_.blocks.size()) return;  // of another model
  const auto same = [](const std::vector<double>& a, const std::vector<double>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); });
  };
  if (figures.step == figures_.step && figures.heads_step == figures_.heads_step &&
      same(figures.gradient_norm, figures_.gradient_norm) && figures.head_roles == figures_.head_roles)
    return;  // nothing new to draw
  figures_ = figures;
  redraw();
  readout_->setText(readout());
}

int ModelMapPlot::columnOf(int block) const {
  return !map_.encoder_output.empty() && map_.blocks[static_cast<size_t>(block)].side != "encoder" ? 1 : 0;
}

namespace {
// The row a block stands in: its layer's, the embeddings', the outputs' or its own.
std::string rowGroup(const MapBlock& b) {
  if (b.layer >= 0) return "layer" + std::to_string(b.layer);
  switch (b.kind) {
    case MapBlockKind::embedding:
    case MapBlockKind::positions:
      return "embedding";
    case MapBlockKind::pooling:
    case MapBlockKind::output:
      return "output";
    default:
      return b.id;
  }
}
}  // namespace

// Rows bottom-up per column: the embeddings, each layer, a final norm, the outputs, the loss.
void ModelMapPlot::layOut() {
  placed_.assign(map_.blocks.size(), {});
  rows_.clear();
  const bool twoColumns = !map_.encoder_output.empty();
  std::map<std::pair<int, std::string>, size_t> rowOf;
  std::vector<int> rowColumn, rowsInColumn(2, 0);
  std::vector<int> rowIndex;
  for (size_t i = 0; i < map_.blocks.size(); ++i) {
    const MapBlock& b = map_.blocks[i];
    const int column = columnOf(static_cast<int>(i));
    const auto [at, fresh] = rowOf.try_emplace({column, rowGroup(b)}, rows_.size());
    if (fresh) {
      rows_.emplace_back();
      rowColumn.push_back(column);
      rowIndex.push_back(rowsInColumn[static_cast<size_t>(column)]++);
    }
    rows_[at->second].push_back(static_cast<int>(i));
  }
  // Each column as wide as its widest row.
  std::vector<double> columnWidth(2, 0);
  for (size_t r = 0; r < rows_.size(); ++r) {
    double total = kGap * static_cast<double>(rows_[r].size() - 1);
    for (int i : rows_[r]) total += weightOf(map_.blocks[static_cast<size_t>(i)].kind);
    columnWidth[static_cast<size_t>(rowColumn[r])] = std::max(columnWidth[static_cast<size_t>(rowColumn[r])], total);
  }
  const double columnX[2] = {0, kLabel + columnWidth[0] + kBus};
  width_ = twoColumns ? columnX[1] + kLabel + columnWidth[1] : kLabel + columnWidth[0];
  height_ = std::max(rowsInColumn[0], rowsInColumn[1]) * kRowStep;
  for (size_t r = 0; r < rows_.size(); ++r) {
    const size_t column = static_cast<size_t>(rowColumn[r]);
    double total = 0;
    for (int i : rows_[r]) total += weightOf(map_.blocks[static_cast<size_t>(i)].kind);
    const double room = columnWidth[column] - kGap * static_cast<double>(rows_[r].size() - 1);
    double x = columnX[column] + kLabel;
    const double y = rowIndex[r] * kRowStep;
    for (int i : rows_[r]) {
      const MapBlock& b = map_.blocks[static_cast<size_t>(i)];
      const double w = room * weightOf(b.kind) / total;
      Placed& p = placed_[static_cast<size_t>(i)];
      p.rect = QRectF(x, y, w, 1.0);
      for (int h = 0; h < b.heads; ++h) {
        const double cell = (w - 0.1) / b.heads;
        p.heads.emplace_back(x + 0.05 + h * cell, y + 0.06, cell, 0.4);
      }
      x += w + kGap;
    }
  }
  setRanges();
}

// The whole drawing in view, its rows no taller than kTallest px (a small model stands centred).
void ModelMapPlot::setRanges() {
  const double pixels = std::max(1, plot_->height() - kMargin * 2);
  const double rows = height_ / kRowStep;
  const double shown = std::max(height_, pixels / kTallest * kRowStep * (rows > 0 ? 1 : 0));
  const double spare = (shown - height_) / 2;
  plot_->xAxis->setRange(-0.2, width_ + 0.2);
  plot_->yAxis->setRange(-0.2 - spare, height_ + spare);
}

void ModelMapPlot::redraw() {
  plot_->clearItems();
  for (size_t i = 0; i < map_.blocks.size(); ++i) drawBlock(static_cast<int>(i));
  drawLayerLabels();
  // The flow up each column, and the cross-attention's arrows from the encoder's output.
  const auto arrow = [this](QPointF from, QPointF to, const QColor& colour) {
    auto* line = new QCPItemLine(plot_);
    line->start->setCoords(from);
    line->end->setCoords(to);
    line->setHead(QCPLineEnding::esSpikeArrow);
    line->setPen(QPen(colour, 1.2));
  };
  for (size_t r = 0; r + 1 < rows_.size(); ++r) {
    const QRectF a = placed_[static_cast<size_t>(rows_[r].front())].rect;
    const QRectF b = placed_[static_cast<size_t>(rows_[r + 1].front())].rect;
    if (columnOf(rows_[r].front()) != columnOf(rows_[r + 1].front())) continue;  // the next column
    arrow(QPointF(a.left() - 0.15, a.bottom()), QPointF(b.left() - 0.15, b.top()), Qt::darkGray);
  }
  if (!map_.encoder_output.empty()) drawMemoryBus();
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The encoder's output to every cross-attention: along the gap between the columns, then above the
// cross-attention's row, down into it, so that no line crosses a block.
void ModelMapPlot::drawMemoryBus() {
  int from = -1;
  for (size_t i = 0; i < map_.blocks.size(); ++i)
    if (map_.blocks[i].id == map_.encoder_output) from = static_cast<int>(i);
  if (from < 0) return;
  const QPen pen(QColor(0xc0, 0x60, 0x10), 1.4);
  const auto segment = [this, &pen](QPointF a, QPointF b, bool head) {
    auto* line = new QCPItemLine(plot_);
    line->start->setCoords(a);
    line->end->setCoords(b);
    line->setPen(pen);
    if (head) line->setHead(QCPLineEnding::esSpikeArrow);
  };
  const QRectF out = placed_[static_cast<size_t>(from)].rect;
  const double bus = out.right() + kBus / 2;
  const QPointF start(out.right(), out.center().y());
  segment(start, QPointF(bus, start.y()), false);
  double lowest = start.y(), highest = start.y();
  for (size_t i = 0; i < map_.blocks.size(); ++i) {
    if (map_.blocks[i].attention != twb::AttentionKind::cross) continue;
    const QRectF cross = placed_[i].rect;
    const double gap = cross.bottom() + (kRowStep - 1) / 2;
    lowest = std::min(lowest, gap);
    highest = std::max(highest, gap);
    segment(QPointF(bus, gap), QPointF(cross.center().x(), gap), false);
    segment(QPointF(cross.center().x(), gap), QPointF(cross.center().x(), cross.bottom()), true);
  }
  segment(QPointF(bus, lowest), QPointF(bus, highest), false);
}

void ModelMapPlot::drawBlock(int index) {
  const MapBlock& b = map_.blocks[static_cast<size_t>(index)];
  const Placed& p = placed_[static_cast<size_t>(index)];
  const bool cursor = index == cursorBlock_ && cursorHead_ < 0;
  auto* rect = new QCPItemRect(plot_);
  rect->topLeft->setCoords(p.rect.left(), p.rect.bottom());
  rect->bottomRight->setCoords(p.rect.right(), p.rect.top());
  rect->setBrush(fillOf(b.kind));
  rect->setPen(QPen(cursor ? QColor(Qt::black) : QColor(0x80, 0x80, 0x80), cursor ? 2.5 : 1));
  const double rowPixels = pixelsPerUnit(Qt::Vertical);
  const double widthPixels = p.rect.width() * pixelsPerUnit(Qt::Horizontal) - 6;
  const int largest = std::clamp(static_cast<int>(rowPixels * 0.3), 8, 14);
  QFont font = plot_->font();
  font.setPixelSize(largest);
  auto* title = new QCPItemText(plot_);
  title->setClipToAxisRect(true);
  fitText(title, font, QString::fromStdString(b.title) + (b.parallel ? QStringLiteral(" ∥") : QString()), widthPixels,
          largest, 7);
  const bool withSizes = rowPixels > 56 && b.heads == 0;  // room for a second line
  const double top = b.heads > 0 ? 0.72 : (withSizes ? 0.68 : 0.5);
  title->position->setCoords(p.rect.center().x(), p.rect.top() + top);
  if (withSizes) {
    auto* sizes = new QCPItemText(plot_);
    sizes->setColor(QColor(0x40, 0x40, 0x40));
    fitText(sizes, font, QString::fromStdString(b.sizes), widthPixels, std::max(7, largest - 3), 7);
    sizes->position->setCoords(p.rect.center().x(), p.rect.top() + 0.28);
  }
  const auto& entropy = figures_.head_entropy.size() > static_cast<size_t>(index)
                            ? figures_.head_entropy[static_cast<size_t>(index)]
                            : std::vector<float>{};
  for (size_t h = 0; h < p.heads.size(); ++h) {
    const QRectF& cell = p.heads[h];
    const double value = h < entropy.size() ? entropy[h] : std::nan("");
    auto* c = new QCPItemRect(plot_);
    c->topLeft->setCoords(cell.left(), cell.bottom());
    c->bottomRight->setCoords(cell.right(), cell.top());
    c->setBrush(entropyColour(value));
    const bool here = index == cursorBlock_ && static_cast<int>(h) == cursorHead_;
    c->setPen(QPen(here ? QColor(Qt::black) : QColor(0xa0, 0xa0, 0xa0), here ? 2.5 : 0.5));
    const std::string& badge = figures_.head_roles.size() > static_cast<size_t>(index) &&
                                       h < figures_.head_roles[static_cast<size_t>(index)].size()
                                   ? figures_.head_roles[static_cast<size_t>(index)][h]
                                   : std::string();
    if (!badge.empty() && cell.width() * pixelsPerUnit(Qt::Horizontal) > 24) {
      auto* text = new QCPItemText(plot_);
      QFont tiny = font;
      tiny.setPixelSize(std::max(7, font.pixelSize() - 4));
      text->setFont(tiny);
      text->setColor(value < 0.5 ? Qt::white : Qt::black);
      text->setText(QString::fromStdString(badge));
      text->position->setCoords(cell.center().x(), cell.center().y());
    }
  }
}

// Left of each layer's row: its name and figures, outlined where they are out of range.
void ModelMapPlot::drawLayerLabels() {
  QFont font = plot_->font();
  const double rowPixels = pixelsPerUnit(Qt::Vertical);
  font.setPixelSize(std::clamp(static_cast<int>(rowPixels * 0.26), 7, 12));
  for (const std::vector<int>& row : rows_) {
    const int first = row.front();
    const MapBlock& b = map_.blocks[static_cast<size_t>(first)];
    const QRectF r = placed_[static_cast<size_t>(first)].rect;
    const double g = figures_.gradient_norm.empty() ? std::nan("") : figures_.gradient_norm[static_cast<size_t>(first)];
    const double u = figures_.update_ratio.empty() ? std::nan("") : figures_.update_ratio[static_cast<size_t>(first)];
    const int trouble = troubleOf(g, u);
    if (trouble > 0) {
      auto* frame = new QCPItemRect(plot_);
      const double right = placed_[static_cast<size_t>(row.back())].rect.right();
      frame->topLeft->setCoords(r.left() - kLabel + 0.1, r.bottom() + 0.1);
      frame->bottomRight->setCoords(right + 0.1, r.top() - 0.1);
      frame->setPen(QPen(trouble == 2 ? QColor(0xd0, 0x20, 0x20) : QColor(0xe0, 0x90, 0x00), 2.5));
      frame->setBrush(Qt::NoBrush);
    }
    // As many lines as the row has room for, each within the label's width.
    QStringList lines;
    if (b.layer >= 0) lines << sideTitle(b);
    if (!std::isnan(g)) lines << QStringLiteral("‖g‖ ") + figure(g);
    if (!std::isnan(u)) lines << QStringLiteral("Δw/w ") + figure(u);
    QFont fitted = font;
    const double labelPixels = (kLabel - 0.3) * pixelsPerUnit(Qt::Horizontal);
    for (int size = font.pixelSize(); size >= 7; --size) {
      fitted.setPixelSize(size);
      const QFontMetricsF metrics(fitted);
      const int room = std::max(1, static_cast<int>(rowPixels / metrics.lineSpacing()));
      while (lines.size() > room) lines.removeLast();
      bool fits = true;
      for (const QString& line : lines) fits = fits && metrics.horizontalAdvance(line) <= labelPixels;
      if (fits) break;
    }
    if (lines.isEmpty()) continue;
    auto* label = new QCPItemText(plot_);
    label->setFont(fitted);
    label->setText(lines.join(QLatin1Char('\n')));
    label->setTextAlignment(Qt::AlignLeft);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setClipToAxisRect(true);
    label->position->setCoords(r.left() - kLabel + 0.15, r.center().y());
  }
}

// From the widget's own size, which a resize has set before the axes know it (they learn it at the
// next replot).
double ModelMapPlot::pixelsPerUnit(Qt::Orientation orientation) const {
  const QCPRange range = orientation == Qt::Vertical ? plot_->yAxis->range() : plot_->xAxis->range();
  const int pixels = (orientation == Qt::Vertical ? plot_->height() : plot_->width()) - 2 * kMargin;
  return range.size() > 0 ? std::max(1, pixels) / range.size() : 1;
}

QRectF ModelMapPlot::toPixels(const QRectF& rect) const {
  const double x1 = plot_->xAxis->coordToPixel(rect.left()), x2 = plot_->xAxis->coordToPixel(rect.right());
  const double y1 = plot_->yAxis->coordToPixel(rect.bottom()), y2 = plot_->yAxis->coordToPixel(rect.top());
  return QRectF(QPointF(std::min(x1, x2), std::min(y1, y2)), QPointF(std::max(x1, x2), std::max(y1, y2)));
}

QRectF ModelMapPlot::blockRect(int block) const {
  if (block < 0 || static_cast<size_t>(block) >= placed_.size()) return {};
  return toPixels(placed_[static_cast<size_t>(block)].rect);
}

QRectF ModelMapPlot::headRect(int block, int head) const {
  if (block < 0 || static_cast<size_t>(block) >= placed_.size()) return {};
  const auto& heads = placed_[static_cast<size_t>(block)].heads;
  if (head < 0 || static_cast<size_t>(head) >= heads.size()) return {};
  return toPixels(heads[static_cast<size_t>(head)]);
}

int ModelMapPlot::blockAt(const QPointF& pixel, int* head) const {
  for (size_t i = 0; i < placed_.size(); ++i) {
    if (!blockRect(static_cast<int>(i)).contains(pixel)) continue;
    *head = -1;
    for (size_t h = 0; h < placed_[i].heads.size(); ++h)
      if (headRect(static_cast<int>(i), static_cast<int>(h)).contains(pixel)) *head = static_cast<int>(h);
    return static_cast<int>(i);
  }
  return -1;
}

QString ModelMapPlot::describe(int block, int head) const {
  if (block < 0 || static_cast<size_t>(block) >= map_.blocks.size()) return {};
  const MapBlock& b = map_.blocks[static_cast<size_t>(block)];
  const size_t i = static_cast<size_t>(block);
  QStringList parts;
  const QString layer = sideTitle(b);
  parts << (layer.isEmpty() ? QString() : layer + QStringLiteral(" · ")) + QString::fromStdString(b.title) +
               QStringLiteral(": ") + QString::fromStdString(b.sizes);
  if (i < figures_.gradient_norm.size() && !std::isnan(figures_.gradient_norm[i]))
    parts << tr("gradient norm %1").arg(figure(figures_.gradient_norm[i]));
  if (i < figures_.update_ratio.size() && !std::isnan(figures_.update_ratio[i]))
    parts << tr("update ratio %1").arg(figure(figures_.update_ratio[i]));
  if (head >= 0) {
    QString text = tr("head %1").arg(head + 1);
    if (i < figures_.head_entropy.size() && static_cast<size_t>(head) < figures_.head_entropy[i].size())
      text += tr(": entropy %1").arg(figure(figures_.head_entropy[i][static_cast<size_t>(head)]));
    if (i < figures_.head_roles.size() && static_cast<size_t>(head) < figures_.head_roles[i].size() &&
        !figures_.head_roles[i][static_cast<size_t>(head)].empty())
      text += QStringLiteral(" (%1)").arg(QString::fromStdString(figures_.head_roles[i][static_cast<size_t>(head)]));
    parts << text;
  }
  if (figures_.step >= 0) parts << tr("at step %1").arg(figures_.step);
  return parts.join(QStringLiteral(" · "));
}

QString ModelMapPlot::readout() const {
  return cursorBlock_ >= 0 ? describe(cursorBlock_, cursorHead_) : tr("No model yet: build or open one");
}

void ModelMapPlot::setCursor(int block, int head) {
  if (block < 0 || static_cast<size_t>(block) >= map_.blocks.size()) return;
  cursorBlock_ = block;
  cursorHead_ = head >= 0 && head < map_.blocks[static_cast<size_t>(block)].heads ? head : -1;
  redraw();
  readout_->setText(readout());
  plot_->setAccessibleDescription(readout());
  if (QAccessible::isActive()) {
    QAccessibleEvent event(plot_, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
  }
}

// Up and down between rows (to the block nearest above or below), left and right along a row and
// through an attention's heads.
void ModelMapPlot::moveCursor(int key) {
  if (cursorBlock_ < 0) return;
  size_t row = 0, at = 0;
  for (size_t r = 0; r < rows_.size(); ++r)
    for (size_t k = 0; k < rows_[r].size(); ++k)
      if (rows_[r][k] == cursorBlock_) row = r, at = k;
  const MapBlock& b = map_.blocks[static_cast<size_t>(cursorBlock_)];
  if (key == Qt::Key_Right) {
    if (cursorHead_ + 1 < b.heads) return setCursor(cursorBlock_, cursorHead_ + 1);
    if (at + 1 < rows_[row].size()) return setCursor(rows_[row][at + 1]);
    if (row + 1 < rows_.size()) return setCursor(rows_[row + 1].front());
  } else if (key == Qt::Key_Left) {
    if (cursorHead_ >= 0) return setCursor(cursorBlock_, cursorHead_ - 1);
    if (at > 0) return setCursor(rows_[row][at - 1]);
    if (row > 0) return setCursor(rows_[row - 1].back());
  } else if (key == Qt::Key_Up || key == Qt::Key_Down) {
    const size_t next = key == Qt::Key_Up ? row + 1 : row - 1;
    if ((key == Qt::Key_Down && row == 0) || next >= rows_.size()) return;
    const double x = placed_[static_cast<size_t>(cursorBlock_)].rect.center().x();
    int best = rows_[next].front();
    for (int i : rows_[next])
      if (std::abs(placed_[static_cast<size_t>(i)].rect.center().x() - x) <
          std::abs(placed_[static_cast<size_t>(best)].rect.center().x() - x))
        best = i;
    setCursor(best);
  }
}

bool ModelMapPlot::eventFilter(QObject* watched, QEvent* event) {
  if (watched == plot_ && event->type() == QEvent::Resize && hasData()) {
    setRanges();
    redraw();  // the texts' sizes follow the rows' height
  } else if (watched == plot_ && event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
      if (cursorBlock_ >= 0) emit activated(cursorBlock_, cursorHead_);
      return true;
    }
    if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down) {
      moveCursor(key);
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

bool ModelMapPlot::exportTo(const QString& path) const {
  return save_plot(plot_, path, tr("Model map"), [this](const QString& csv) { return writeCsv(csv); });
}

void ModelMapPlot::exportWithDialog() {
  export_with_dialog(this, tr("Export the model map"), QStringLiteral("model-map.png"),
                     [this](const QString& path) { return exportTo(path); });
}

// A row per block and one per head: block, head, title, sizes, gradient_norm, update_ratio,
// entropy, roles.
bool ModelMapPlot::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  out << "block,head,title,sizes,gradient_norm,update_ratio,entropy,roles\n";
  for (size_t i = 0; i < map_.blocks.size(); ++i) {
    const MapBlock& b = map_.blocks[i];
    const QString g = i < figures_.gradient_norm.size() && !std::isnan(figures_.gradient_norm[i])
                          ? fourDigits(figures_.gradient_norm[i])
                          : QString();
    const QString u = i < figures_.update_ratio.size() && !std::isnan(figures_.update_ratio[i])
                          ? fourDigits(figures_.update_ratio[i])
                          : QString();
    out << csvField(QString::fromStdString(b.id)) << ",," << csvField(QString::fromStdString(b.title)) << ','
        << csvField(QString::fromStdString(b.sizes)) << ',' << g << ',' << u << ",,\n";
    const auto& entropy = i < figures_.head_entropy.size() ? figures_.head_entropy[i] : std::vector<float>{};
    for (size_t h = 0; h < entropy.size(); ++h)
      out << csvField(QString::fromStdString(b.id)) << ',' << h + 1 << ",,,,," << fourDigits(entropy[h]) << ','
          << csvField(QString::fromStdString(figures_.head_roles[i][h])) << '\n';
  }
  return file.commit();
}

}  // namespace twb::ui
