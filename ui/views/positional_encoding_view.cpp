#include "views/positional_encoding_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSplitter>
#include <QVBoxLayout>

#include "plots/heatmap_plot.h"
#include "inspect/heatmap.h"
#include "inspect/snapshots.h"
#include "engine/session_info.h"
#include "engine/training_controller.h"
#include "plots/plot_title.h"
#include "views/workbench.h"
#include "widgets/wrapped_label.h"

namespace twb::ui {
namespace {

// Qualitative colours (Tableau 10) for the dimension curves.
const QColor kCurveColors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
                               QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                               QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};
constexpr int kMaxCurves = 8;

// "4, 5, 6 7" -> {4, 5, 6, 7}: numbers separated by commas and/or spaces, duplicates dropped.
QList<int> parseDimensions(const QString& text) {
  QList<int> dims;
  static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
  for (const QString& part : text.split(separators, Qt::SkipEmptyParts)) {
    bool ok = false;
    const int d = part.toInt(&ok);
    if (ok && !dims.contains(d)) dims.append(d);
  }
  return dims;
}

}  // namespace

// A narrow window wraps the text between the two formulas, never inside one: no-break spaces, and a
// word joiner (U+2060) after each slash.
QString PositionalEncodingView::sinusoidFormula() const {
  return tr(
      "Each row is the vector added to the token embedding at that position:  "
      "PE(pos,&nbsp;2i)&nbsp;=&nbsp;sin(pos&nbsp;/&#8288;&nbsp;10000<sup>2i/&#8288;d<sub>model</sub></sup>),  "
      "PE(pos,&nbsp;2i+1)&nbsp;=&nbsp;cos(pos&nbsp;/&#8288;&nbsp;10000<sup>2i/&#8288;d<sub>model</sub></sup>).");
}

std::vector<TabPlot> PositionalEncodingView::plots() {
  return {tabPlot(QStringLiteral("pe"), tr("Positional encodings…"), heatmap_),
          tabPlot(QStringLiteral("pe-similarity"), tr("Similarity of positions…"), similarity_)};
}

void PositionalEncodingView::connectTo(Workbench& workbench) {
  connect(&workbench, &Workbench::positionalEncodingShapeChanged, this, &PositionalEncodingView::setShape);
  connect(workbench.training(), &TrainingController::sessionReady, this,
          [this](const SessionInfo& info) { showPositions(info.positions); });
  setShape(workbench.maxLength(), workbench.dModel());
}

void PositionalEncodingView::showPositions(const twb::inspect::PositionsView& view) {
  if (view.kind.empty() || view.encoding.rows == 0) return;
  kind_ = QString::fromStdString(view.kind);
  formula_->setText(QString::fromStdString(view.note).toHtmlEscaped());
  double largest = 1;
  if (kind_ == QStringLiteral("learned"))
    for (double v : view.encoding.values) largest = std::max(largest, std::abs(v));
  heatmap_->setDataRange(QCPRange(-largest, largest));
  const QString valueLabel = kind_ == QStringLiteral("rotary")    ? tr("cos(p θ_i)")
                             : kind_ == QStringLiteral("learned") ? tr("P value")
                                                                  : tr("PE value");
  heatmap_->setColorScaleLabel(valueLabel);
  similarity_->setColorScaleLabel(kind_ == QStringLiteral("rotary")    ? tr("mean cos((p − q) θ_i)")
                                  : kind_ == QStringLiteral("learned") ? tr("cos∠(P(p), P(q))")
                                                                       : tr("PE(p) · PE(q)"));
  heatmap_->setHeatmap(view.encoding);
  similarity_->setHeatmap(view.similarity);
  curves_->yAxis->setLabel(valueLabel);
  updateCurves();
}

PositionalEncodingView::PositionalEncodingView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("positionalEncodingTab"));
  auto* formula = new WrappedLabel(sinusoidFormula());
  formula_ = formula;
  formula->setObjectName(QStringLiteral("peFormula"));
  formula->setTextFormat(Qt::RichText);
  formula->setContentsMargins(6, 4, 6, 0);

  QSplitter* topSplitter = createMaps();
  QWidget* curvesPane = createCurvesPane();

  auto* splitter = new QSplitter(Qt::Vertical);
  splitter->setObjectName(QStringLiteral("peSplitter"));
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(topSplitter);
  splitter->addWidget(curvesPane);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 1);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(formula);
  layout->addWidget(splitter, 1);

  connect(dimensions_, &QLineEdit::textChanged, this, &PositionalEncodingView::updateCurves);
}

// The encoding as a heatmap, and beside it the similarity of every two positions.
QSplitter* PositionalEncodingView::createMaps() {
  heatmap_ = new HeatmapPlot;
  heatmap_->setObjectName(QStringLiteral("peHeatmap"));
  heatmap_->setGradient(HeatmapPlot::divergingGradient());
  heatmap_->setDataRange(QCPRange(-1.0, 1.0));
  heatmap_->setColorScaleLabel(tr("PE value"));

  // Beside it: how alike the encodings of two positions are (their dot product).
  similarity_ = new HeatmapPlot;
  similarity_->setObjectName(QStringLiteral("peSimilarityHeatmap"));
  similarity_->setGradient(HeatmapPlot::sequentialGradient());
  similarity_->setColorScaleLabel(tr("PE(p) · PE(q)"));
  similarity_->setToolTip(
      tr("Dot product of the encodings of positions p and q. It is largest on the diagonal and "
         "falls off with the distance |p − q| the same way everywhere: the model can tell how far "
         "apart two words are, wherever they stand."));

  auto* topSplitter = new QSplitter(Qt::Horizontal);
  topSplitter->setObjectName(QStringLiteral("peTopSplitter"));
  topSplitter->setChildrenCollapsible(false);
  topSplitter->addWidget(heatmap_);
  topSplitter->addWidget(similarity_);
  topSplitter->setStretchFactor(0, 3);
  topSplitter->setStretchFactor(1, 2);
  return topSplitter;
}

QWidget* PositionalEncodingView::createCurvesPane() {
  // Below the heatmaps: chosen dimensions as curves over position.
  dimensions_ = new QLineEdit(QStringLiteral("4, 5, 6, 7"));
  dimensions_->setObjectName(QStringLiteral("peDimensionsEdit"));
  dimensions_->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9,\\s]*")), dimensions_));
  dimensions_->setToolTip(tr("Dimensions to draw as curves, e.g. 0, 1, 8, 9 (at most %1).").arg(kMaxCurves));
  dimensions_->setMaximumWidth(220);
  dimensionsHint_ = new QLabel;
  dimensionsHint_->setObjectName(QStringLiteral("peDimensionsHint"));

  curves_ = new QCustomPlot;
  keepAxisLabelsWithinPlot(curves_);
  curves_->setObjectName(QStringLiteral("peCurvesPlot"));
  curves_->setMinimumHeight(180);
  curves_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  curves_->axisRect()->setRangeDrag(Qt::Horizontal);
  curves_->axisRect()->setRangeZoom(Qt::Horizontal);
  curves_->xAxis->setLabel(tr("position"));
  curves_->yAxis->setLabel(tr("PE value"));
  curves_->yAxis->setRange(-1.15, 1.15);
  // The legend sits in its own column right of the curves, where the heatmap has its colour
  // scale, so it never covers data.
  curves_->legend->setVisible(true);
  curves_->legend->setBorderPen(Qt::NoPen);
  curves_->legend->setBrush(Qt::NoBrush);
  auto* legendColumn = new QCPLayoutGrid;
  curves_->plotLayout()->addElement(0, 1, legendColumn);
  curves_->plotLayout()->setColumnStretchFactor(1, 0.001);
  legendColumn->addElement(0, 0, curves_->legend);
  legendColumn->addElement(1, 0, new QCPLayoutElement(curves_));  // takes the spare height
  legendColumn->setRowStretchFactor(0, 0.001);
  legendColumn->setMargins(QMargins(0, 8, 4, 0));
  curves_->legend->setLayer(QStringLiteral("legend"));
  connect(curves_, &QCustomPlot::mouseDoubleClick, this, [this] {
    curves_->rescaleAxes();
    curves_->yAxis->setRange(-1.15, 1.15);
    curves_->replot();
  });

  auto* pickRow = new QHBoxLayout;
  pickRow->setContentsMargins(6, 0, 6, 0);
  pickRow->addWidget(new QLabel(tr("Dimensions as curves:")));
  pickRow->addWidget(dimensions_);
  pickRow->addWidget(dimensionsHint_, 1);

  auto* curvesPane = new QWidget;
  auto* curvesLayout = new QVBoxLayout(curvesPane);
  curvesLayout->setContentsMargins(0, 4, 0, 0);
  curvesLayout->addLayout(pickRow);
  curvesLayout->addWidget(curves_, 1);
  return curvesPane;
}

void PositionalEncodingView::setShape(int maxLength, int dModel) {
  // A model with learned or rotary positions keeps showing them: the panel's shape is a preview of
  // sinusoids, and the next run's own positions arrive with its session.
  if (kind_ != QStringLiteral("sinusoidal")) return;
  formula_->setText(sinusoidFormula());
  heatmap_->setDataRange(QCPRange(-1.0, 1.0));
  heatmap_->setColorScaleLabel(tr("PE value"));
  similarity_->setColorScaleLabel(tr("PE(p) · PE(q)"));
  curves_->yAxis->setLabel(tr("PE value"));
  twb::inspect::Heatmap pe = twb::inspect::positional_encoding(maxLength, dModel);
  if (pe.title.empty()) pe.title = tr("Sinusoidal positional encoding").toStdString();
  if (pe.row_axis.empty()) pe.row_axis = tr("position").toStdString();
  if (pe.column_axis.empty()) pe.column_axis = tr("dimension").toStdString();
  heatmap_->setHeatmap(pe);
  similarity_->setHeatmap(twb::inspect::positional_similarity(maxLength, dModel));
  updateCurves();
}

QList<int> PositionalEncodingView::chosenDimensions() const {
  QList<int> dims;
  const int dModel = heatmap_->heatmap().cols;
  for (int d : parseDimensions(dimensions_->text())) {
    if (d < dModel && dims.size() < kMaxCurves) dims.append(d);
  }
  return dims;
}

void PositionalEncodingView::updateCurves() {
  const twb::inspect::Heatmap& pe = heatmap_->heatmap();
  const QList<int> dims = chosenDimensions();

  // Say why a typed dimension is not drawn instead of dropping it silently.
  const QList<int> typed = parseDimensions(dimensions_->text());
  QStringList ignored;
  for (int d : typed) {
    if (!dims.contains(d)) ignored << QString::number(d);
  }
  if (ignored.isEmpty()) {
    dimensionsHint_->clear();
  } else if (typed.size() > kMaxCurves && dims.size() == kMaxCurves) {
    dimensionsHint_->setText(
        tr("At most %1 curves; not drawn: %2").arg(kMaxCurves).arg(ignored.join(QStringLiteral(", "))));
  } else {
    dimensionsHint_->setText(tr("Not drawn (d_model is %1): %2").arg(pe.cols).arg(ignored.join(QStringLiteral(", "))));
  }

  curves_->clearGraphs();
  QVector<double> positions(pe.rows);
  for (int p = 0; p < pe.rows; ++p) positions[p] = p;
  for (int i = 0; i < dims.size(); ++i) {
    const int d = dims[i];
    QVector<double> values(pe.rows);
    for (int p = 0; p < pe.rows; ++p) values[p] = pe.at(p, d);
    QCPGraph* graph = curves_->addGraph();
    graph->setData(positions, values, /*alreadySorted=*/true);
    graph->setPen(QPen(kCurveColors[i % kMaxCurves], 1.6));
    graph->setName(kind_ == QStringLiteral("rotary")    ? tr("pair %1").arg(d)
                   : kind_ == QStringLiteral("learned") ? tr("dim %1").arg(d)
                   : d % 2 == 0                         ? tr("dim %1 (sin)").arg(d)
                                                        : tr("dim %1 (cos)").arg(d));
    if (pe.rows <= 32) graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
  }
  curves_->xAxis->setRange(-0.5, std::max(1, pe.rows) - 0.5);
  if (kind_ == QStringLiteral("learned"))
    curves_->yAxis->rescale();
  else
    curves_->yAxis->setRange(-1.15, 1.15);
  curves_->legend->setVisible(!dims.isEmpty());
  curves_->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace twb::ui
