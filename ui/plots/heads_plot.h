// The head telemetry as a person reads it (probe/head_telemetry.h): for one kind of attention and
// one score, a layer × head heatmap of the last sample's values, each cell labelled with its
// roles' badges, and under it a layer × head grid of small curves of that score over the steps,
// with the threshold of the role the score gives as a dashed line. The read-out lists every head's
// roles and the step each emerged at. Exports PNG/PDF/SVG, or every sample as CSV (a row per
// sample and head: step, kind, layer, head, then every score).
#pragma once

#include <QWidget>

#include <vector>

#include "probe/head_telemetry.h"

class QCPColorMap;
class QCPGraph;
class QCPItemText;
class QCPRange;
class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;

namespace twb::ui {

class HeadsPlot : public QWidget {
  Q_OBJECT

 public:
  explicit HeadsPlot(QWidget* parent = nullptr);

  // Not a slot: the moc never instantiates the telemetry's metatype (see AttentionView).
  void setTelemetry(const twb::HeadTelemetry& telemetry);
  const twb::HeadTelemetry& telemetry() const { return telemetry_; }
  // The kind and score drawn (a kind the telemetry lacks is refused: false).
  bool setKind(twb::AttentionKind kind);
  void setScore(twb::HeadScore score);
  twb::AttentionKind kind() const { return kind_; }
  twb::HeadScore score() const { return score_; }

  bool hasData() const { return !telemetry_.empty(); }
  QCustomPlot* plot() const { return plot_; }
  QString readout() const;
  int smallPlotCount() const { return static_cast<int>(graphs_.size()); }
  bool exportTo(const QString& path) const;
  int csvRowCount() const;

 public slots:
  void exportWithDialog();

 private:
  void redraw();
  void clearPlots();
  void build(const twb::HeadKindLayout& layout);
  // A small plot a head with its curve, the role's threshold and its name.
  void buildCurves(const twb::HeadKindLayout& layout, const QCPRange& valueRange);
  void fill(const twb::HeadKindLayout& layout);
  void fillChoices();
  bool writeCsv(const QString& path) const;

  QComboBox* kindBox_ = nullptr;
  QComboBox* scoreBox_ = nullptr;
  QCheckBox* logSteps_ = nullptr;  // the small curves' step axes logarithmic
  QCustomPlot* plot_ = nullptr;
  QLabel* readout_ = nullptr;
  twb::HeadTelemetry telemetry_;
  twb::AttentionKind kind_ = twb::AttentionKind::decoder_self;
  twb::HeadScore score_ = twb::HeadScore::previous;
  bool kindChosen_ = false, scoreChosen_ = false;  // the person picked them: a new telemetry keeps them
  // What build() made, for fill(), and what it was made for.
  QCPColorMap* map_ = nullptr;
  std::vector<QCPGraph*> graphs_;
  std::vector<QCPItemText*> badges_, labels_;  // a cell's roles; a small plot's name
  twb::AttentionKind builtKind_ = twb::AttentionKind::decoder_self;
  twb::HeadScore builtScore_ = twb::HeadScore::previous;
  int builtLayers_ = 0, builtHeads_ = 0;
};

// "Causal self-attention"-like names of the kinds, for the views' pickers.
QString headKindTitle(twb::AttentionKind kind);

}  // namespace twb::ui
