#include "plots/attention_math_panel.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSplitter>
#include <QSvgGenerator>
#include <QTableWidget>
#include <QTextStream>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "plots/heatmap_plot.h"
#include "plots/plot_files.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

using twb::inspect::AttentionMath;
using twb::inspect::KeyMask;

QString token(const std::string& text) { return QStringLiteral("“%1”").arg(QString::fromStdString(text)); }

// A colour range symmetric around 0, so that 0 is white in the diverging gradient.
QCPRange symmetricRange(const twb::inspect::Heatmap& map) {
  double largest = 1e-12;
  for (double v : map.values) largest = std::max(largest, std::abs(v));
  return {-largest, largest};
}

// Rows of vectors as a heatmap: one labelled row per vector, one column per dimension.
twb::inspect::Heatmap strips(std::string title, const std::vector<std::string>& labels,
                             const std::vector<const std::vector<double>*>& rows, int width, std::string columnAxis) {
  twb::inspect::Heatmap map;
  map.title = std::move(title);
  map.row_axis.assign(1, ' ');  // blank: the row labels say what each row is
  map.column_axis = std::move(columnAxis);
  map.rows = static_cast<int>(rows.size());
  map.cols = width;
  for (const auto* row : rows) map.values.insert(map.values.end(), row->begin(), row->end());
  map.row_labels = labels;
  return map;
}

}  // namespace

AttentionMathPanel::AttentionMathPanel(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("attentionMathPanel"));
  heading_ = new WrappedLabel(tr("Click a row of the heatmap (a query token) to see its arithmetic."));
  heading_->setObjectName(QStringLiteral("attentionMathHeading"));
  heading_->setTextFormat(Qt::RichText);
  heading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  message_ = new WrappedLabel;
  message_->setObjectName(QStringLiteral("attentionMathMessage"));
  message_->setVisible(false);

  keys_ = new HeatmapPlot;
  keys_->setObjectName(QStringLiteral("attentionMathKeys"));
  keys_->setGradient(HeatmapPlot::divergingGradient());
  keys_->setColorScaleLabel(tr("value"));
  values_ = new HeatmapPlot;
  values_->setObjectName(QStringLiteral("attentionMathValues"));
  values_->setGradient(HeatmapPlot::divergingGradient());
  values_->setColorScaleLabel(tr("value"));
  for (HeatmapPlot* view : {keys_, values_}) {
    view->plot()->setMinimumSize(160, 140);
    // The table below holds the numbers; the strips keep their room for the token labels.
    if (auto* readout = view->findChild<QLabel*>(QStringLiteral("heatmapReadout"))) readout->setVisible(false);
  }

  table_ = new QTableWidget(0, 6);
  table_->setObjectName(QStringLiteral("attentionMathTable"));
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->verticalHeader()->setVisible(false);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(false);
  table_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(table_, &QWidget::customContextMenuRequested, this,
          [this](const QPoint& pos) { showContextMenu(table_->viewport()->mapTo(this, pos)); });

  auto* strips = new QSplitter(Qt::Horizontal);
  strips->setChildrenCollapsible(false);
  strips->addWidget(keys_);
  strips->addWidget(values_);
  auto* body = new QSplitter(Qt::Vertical);
  body->setChildrenCollapsible(false);
  body->addWidget(strips);
  body->addWidget(table_);
  body->setStretchFactor(0, 3);
  body->setStretchFactor(1, 2);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heading_);
  layout->addWidget(message_);
  layout->addWidget(body, 1);
  setContextMenuPolicy(Qt::CustomContextMenu);
  connect(this, &QWidget::customContextMenuRequested, this, &AttentionMathPanel::showContextMenu);
}

void AttentionMathPanel::setMath(const AttentionMath& math) {
  math_ = math;
  hasMath_ = true;
  showMessage(QString());
  const int keyCount = math.key_count();
  const bool all = keyCount <= kLargestTerms;
  if (all) {
    shown_.resize(static_cast<size_t>(keyCount));
    std::iota(shown_.begin(), shown_.end(), 0);
  } else {
    shown_ = math.largest_terms(kLargestTerms);
  }

  showHeading();
  showStrips();
  showTable();
}

// What the panel computes, in a paragraph: the scale, the rotary turn, the terms shown.
void AttentionMathPanel::showHeading() {
  const AttentionMath& math = math_;
  const int keyCount = math.key_count();
  const bool all = keyCount <= kLargestTerms;
  QString scale = math.scale_scores ? tr("scaled by 1/√d_k = 1/√%1 = %2").arg(math.d_k).arg(fourDigits(math.scale))
                                    : tr("not scaled (scale_scores = false)");
  QString heading =
      tr("<b>%1</b><br>q · k<sub>j</sub> over d_k = %2 dimensions, %3; masked keys leave the softmax "
         "(weight exactly 0); output = Σ<sub>j</sub> weight<sub>j</sub> × v<sub>j</sub> (d_v = %4). "
         "Recomputed here from q and k, the softmax agrees with the engine's weights to %5.")
          .arg(QString::fromStdString(math.title).toHtmlEscaped(), QString::number(math.d_k), scale,
               QString::number(math.d_v), QString::number(std::max(math.softmax_gap, math.output_gap), 'g', 2));
  if (math.rotated_dims > 0) {
    // The turn of the query's first features: its position times each pair's frequency.
    QStringList angles;
    for (size_t i = 0; i < math.query_angles.size() && i < 4; ++i)
      angles << QString::number(math.query_angles[i], 'f', 3);
    if (math.query_angles.size() > 4) angles << QStringLiteral("…");
    heading += tr("<br>Rotary positions: q and each k<sub>j</sub> are turned by their positions before the product "
                  "(the first %1 of %2 features, in pairs (i, i + %3), base %4). Query %5 turns by %6 rad; its "
                  "first feature was %7 before the turn and is %8 after.")
                   .arg(math.rotated_dims)
                   .arg(math.d_k)
                   .arg(math.rotated_dims / 2)
                   .arg(math.rotary_base, 0, 'g', 6)
                   .arg(math.query)
                   .arg(angles.join(QStringLiteral(", ")))
                   .arg(fourDigits(math.q_unturned.empty() ? 0 : math.q_unturned.front()))
                   .arg(fourDigits(math.q.empty() ? 0 : math.q.front()));
  }
  if (!all) {
    heading += tr("<br>The %1 largest of %2 terms, largest first (%3 % of the weight).")
                   .arg(shown_.size())
                   .arg(keyCount)
                   .arg(100.0 * math.weight_share(shown_), 0, 'f', 1);
  }
  heading_->setText(heading);
}

// The strips: q, then each shown key; each shown term w_j v_j, then their sum, the output.
void AttentionMathPanel::showStrips() {
  const AttentionMath& math = math_;
  std::vector<std::string> keyLabels{"q " + token(math.query_token()).toStdString()};
  std::vector<const std::vector<double>*> keyRows{&math_.q};
  std::vector<std::string> valueLabels;
  std::vector<const std::vector<double>*> valueRows;
  for (int j : shown_) {
    const std::string& key = math.key_tokens[static_cast<size_t>(j)];
    keyLabels.push_back("k " + token(key).toStdString());
    keyRows.push_back(&math_.keys[static_cast<size_t>(j)]);
    valueLabels.push_back(QStringLiteral("%1 v %2")
                              .arg(QString::number(math.weights[static_cast<size_t>(j)], 'f', 2), token(key))
                              .toStdString());
    valueRows.push_back(&math_.weighted_values[static_cast<size_t>(j)]);
  }
  valueLabels.push_back("output Σ");
  valueRows.push_back(&math_.output);
  const auto keyMap = strips("q and every key k", keyLabels, keyRows, math.d_k, "dimension of q and k");
  const auto valueMap = strips("weight × v, and their sum", valueLabels, valueRows, math.d_v, "dimension of v");
  // Room for a token label on every row (about 20 pixels each, beside the title and the axis).
  for (HeatmapPlot* view : {keys_, values_}) view->plot()->setMinimumHeight(std::min(90 + 20 * keyMap.rows, 330));
  keys_->setDataRange(symmetricRange(keyMap));
  keys_->setHeatmap(keyMap);
  values_->setDataRange(symmetricRange(valueMap));
  values_->setHeatmap(valueMap);
}

// Each shown key's row: its score, scaled score, mask and weight.
void AttentionMathPanel::showTable() {
  const AttentionMath& math = math_;
  table_->clear();
  table_->setHorizontalHeaderLabels({tr("#"), tr("key"), tr("q·k"),
                                     math.scale_scores ? tr("× %1").arg(fourDigits(math.scale)) : tr("scaled (× 1)"),
                                     tr("mask"), tr("weight")});
  table_->setRowCount(static_cast<int>(shown_.size()));
  for (int row = 0; row < static_cast<int>(shown_.size()); ++row) {
    const size_t j = static_cast<size_t>(shown_[static_cast<size_t>(row)]);
    const bool allowed = math.mask[j] == KeyMask::allowed;
    const QStringList cells{
        QString::number(j),
        QString::fromStdString(math.key_tokens[j]),
        fourDigits(math.scores[j]),
        fourDigits(math.scaled_scores[j]),
        allowed ? tr("allowed") : tr("removed: %1").arg(QString::fromStdString(twb::inspect::describe(math.mask[j]))),
        QString::number(math.weights[j], 'f', 4)};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (c != 1 && c != 4) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (!allowed) item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
      table_->setItem(row, c, item);
    }
  }
}

QString AttentionMathPanel::heading() const { return heading_->text(); }
QString AttentionMathPanel::message() const { return message_->text(); }

void AttentionMathPanel::showMessage(const QString& text) {
  message_->setText(text);
  message_->setVisible(!text.isEmpty());
}

void AttentionMathPanel::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export…"), this, &AttentionMathPanel::exportWithDialog)->setEnabled(hasMath_);
  menu.exec(mapToGlobal(pos));
}

void AttentionMathPanel::exportWithDialog() {
  export_with_dialog(this, tr("Export attention math"), QStringLiteral("attention-math.png"),
                     [this](const QString& path) { return exportTo(path); });
}

int AttentionMathPanel::csvRowCount() const { return hasMath_ ? 2 + 2 * math_.key_count() : 0; }

bool AttentionMathPanel::exportTo(const QString& path) const {
  if (!hasMath_) return false;
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("csv")) return writeCsv(path);
  if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) return false;
  // Draw the strips now (they replot lazily), then the whole panel as it looks.
  for (HeatmapPlot* view : {keys_, values_}) view->plot()->replot(QCustomPlot::rpImmediateRefresh);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return false;
  if (suffix == QLatin1String("png")) {
    QImage image(size() * 2, QImage::Format_ARGB32);
    image.setDevicePixelRatio(2.0);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    const_cast<AttentionMathPanel*>(this)->render(&painter);
    painter.end();
    if (!image.save(&file, "PNG")) return false;
  } else if (suffix == QLatin1String("pdf")) {
    QPdfWriter writer(&file);
    writer.setTitle(QString::fromStdString(math_.title));
    writer.setCreator(QStringLiteral("Transformer Workbench"));
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QSizeF(width() * 72.0 / 96.0, height() * 72.0 / 96.0), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&writer)) return false;
    const_cast<AttentionMathPanel*>(this)->render(&painter);
    painter.end();
  } else {
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setSize(size());
    generator.setViewBox(rect());
    generator.setTitle(QString::fromStdString(math_.title));
    generator.setDescription(tr("Exported from Transformer Workbench"));
    QPainter painter;
    if (!painter.begin(&generator)) return false;
    const_cast<AttentionMathPanel*>(this)->render(&painter);
    painter.end();
  }
  return file.commit();
}

bool AttentionMathPanel::writeCsv(const QString& path) const {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  QTextStream out(&file);
  const int width = std::max(math_.d_k, math_.d_v);
  out << "vector,position,token,mask,score,scaled_score,weight";
  for (int c = 0; c < width; ++c) out << ',' << c;
  out << '\n';
  const auto row = [&](const char* vector, int position, const std::string& text, const QString& mask,
                       const QStringList& numbers, const std::vector<double>& values) {
    out << vector << ',' << position << ',' << csvField(QString::fromStdString(text)) << ',' << mask;
    for (const QString& n : numbers) out << ',' << n;
    for (int c = 0; c < width; ++c)
      out << ','
          << (c < static_cast<int>(values.size()) ? QString::number(values[static_cast<size_t>(c)], 'g', 9)
                                                  : QString());
    out << '\n';
  };
  const auto g = [](double v) { return QString::number(v, 'g', 9); };
  row("q", math_.query, math_.query_token(), QString(), {QString(), QString(), QString()}, math_.q);
  for (int j = 0; j < math_.key_count(); ++j) {
    const size_t k = static_cast<size_t>(j);
    row("k", j, math_.key_tokens[k], QString::fromStdString(twb::inspect::describe(math_.mask[k])),
        {g(math_.scores[k]), g(math_.scaled_scores[k]), g(math_.weights[k])}, math_.keys[k]);
  }
  for (int j = 0; j < math_.key_count(); ++j) {
    const size_t k = static_cast<size_t>(j);
    row("v", j, math_.key_tokens[k], QString::fromStdString(twb::inspect::describe(math_.mask[k])),
        {QString(), QString(), g(math_.weights[k])}, math_.values[k]);
  }
  row("output", math_.query, math_.query_token(), QString(), {QString(), QString(), QString()}, math_.output);
  out.flush();
  return file.commit();
}

}  // namespace twb::ui
