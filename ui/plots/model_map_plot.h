// The model drawn as the paper's figure (inspect/model_map.h): bottom to top as the model computes,
// a column for the encoder and one for the decoder, a row for the embeddings and for each layer
// (its sublayers left to right in the model's order, its gradient norm and update ratio beside it),
// the cross-attention's arrows from the encoder's output, the output layer and the loss on top. Each
// attention shows its heads as cells coloured by their entropy (a light-to-dark scale), with their
// role badges; a layer whose update ratio or gradient is out of the healthy range is outlined in
// amber, one with a non-finite figure in red.
//
// A click, or Enter on the keyboard cursor (arrow keys move it: up and down between rows, left and
// right along a row and across an attention's heads), activates a block or a head; the cursor's
// block and figures are read out as text below the plot and through the accessibility interface.
// Exports PNG/PDF/SVG, or every block and head as CSV.
#pragma once

#include <QRectF>
#include <QWidget>

#include <vector>

#include "inspect/model_map.h"

class QCustomPlot;
class QLabel;

namespace twb::ui {

class ModelMapPlot : public QWidget {
  Q_OBJECT

 public:
  explicit ModelMapPlot(QWidget* parent = nullptr);

  void setMap(const twb::inspect::ModelMap& map);
  void setFigures(const twb::inspect::MapFigures& figures);
  const twb::inspect::ModelMap& map() const { return map_; }
  const twb::inspect::MapFigures& figures() const { return figures_; }
  bool hasData() const { return !map_.blocks.empty(); }
  QCustomPlot* plot() const { return plot_; }

  // Where a block (and a head of it) is drawn, in the plot's pixels; empty for none.
  QRectF blockRect(int block) const;
  QRectF headRect(int block, int head) const;
  // The keyboard cursor: a block and a head (-1: the block itself).
  int cursorBlock() const { return cursorBlock_; }
  int cursorHead() const { return cursorHead_; }
  void setCursor(int block, int head = -1);
  // What the read-out line says of a block (and head).
  QString describe(int block, int head = -1) const;
  QString readout() const;

  bool exportTo(const QString& path) const;

 public slots:
  void exportWithDialog();

 signals:
  void activated(int block, int head);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  struct Placed {
    QRectF rect;                // in plot coordinates
    std::vector<QRectF> heads;  // an attention's head cells
  };
  int columnOf(int block) const;  // 0: the encoder's (or the only one), 1: the decoder's
  void layOut();
  void setRanges();
  void redraw();
  void drawMemoryBus();
  void drawBlock(int index);
  void drawLayerLabels();
  void moveCursor(int key);
  int blockAt(const QPointF& pixel, int* head) const;
  QRectF toPixels(const QRectF& rect) const;
  double pixelsPerUnit(Qt::Orientation orientation) const;
  bool writeCsv(const QString& path) const;

  QCustomPlot* plot_ = nullptr;
  QLabel* readout_ = nullptr;
  twb::inspect::ModelMap map_;
  twb::inspect::MapFigures figures_;
  std::vector<Placed> placed_;
  std::vector<std::vector<int>> rows_;  // the blocks of each drawn row, left to right
  double width_ = 1, height_ = 1;       // the drawing's extent in plot coordinates
  int cursorBlock_ = -1, cursorHead_ = -1;
};

}  // namespace twb::ui
