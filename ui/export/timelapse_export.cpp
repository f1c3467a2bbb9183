#include "export/timelapse_export.h"

#include <QFileInfo>
#include <QSaveFile>

#include "export/plot_parts.h"
#include "inspect/timelapse.h"
#include "util/error.h"
#include "views/timelapse_view.h"

namespace twb::ui {

using namespace plot_parts;

namespace {

// The time-lapse's kind that `--kind` names ("encoder", "decoder", "cross"; empty: the model's own).
std::string timelapseKind(const AttentionTimelapse& t, const std::string& kind) {
  std::string name = kind;
  if (name == "encoder_self") name = "encoder";
  if (name == "decoder_self" || name == "causal") name = "decoder";
  if (name.empty()) name = inspect::default_timelapse_kind(t);
  if (!t.kind(name)) {
    std::string kinds;
    for (const auto& k : t.layout()) kinds += (kinds.empty() ? "" : ", ") + k.kind;
    throw Error("--kind '" + kind + "': the time-lapse holds " + kinds + " attention");
  }
  return name;
}

// Every frame's map rows: "step,loss,row,COLUMN…" then a line a row of each frame.
bool writeTimelapseCsv(const AttentionTimelapse& t, const std::string& kind, int layer, int head, const QString& path) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  const TimelapseKind& k = *t.kind(kind);
  const auto quote = [](const std::string& s) {
    QString q = QString::fromStdString(s);
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
  };
  QByteArray out = "step,loss,row";
  for (int c = 0; c < k.cols; ++c)
    out += ',' + (c < int(k.column_labels.size()) ? quote(k.column_labels[size_t(c)]) : QString::number(c)).toUtf8();
  out += '\n';
  for (size_t f = 0; f < t.frames().size(); ++f) {
    const std::vector<float> map = t.map(f, kind, layer, head);
    for (int r = 0; r < k.rows; ++r) {
      out += QByteArray::number(qlonglong(t.frames()[f].step)) + ',' + QByteArray::number(t.frames()[f].loss, 'g', 9) +
             ',' + (r < int(k.row_labels.size()) ? quote(k.row_labels[size_t(r)]) : QString::number(r)).toUtf8();
      for (int c = 0; c < k.cols; ++c)
        out += ',' + QByteArray::number(map[size_t(r) * size_t(k.cols) + size_t(c)], 'g', 9);
      out += '\n';
    }
  }
  return file.write(out) == out.size() && file.commit();
}

// What a time-lapse plot says of the time-lapse beside the files: its settings and probe, and each
// frame's step, loss and argmax alignment of the map drawn.
nlohmann::json timelapseDetails(const AttentionTimelapse& t, const std::string& kind, const PlotRequest& request) {
  const TimelapseKind& k = *t.kind(kind);
  nlohmann::json frames = nlohmann::json::array();
  for (size_t f = 0; f < t.frames().size(); ++f)
    frames.push_back({{"step", t.frames()[f].step},
                      {"loss", t.frames()[f].loss},
                      {"alignment", inspect::argmax_alignment(
                                        inspect::timelapse_heatmap(t, f, kind, request.layer, request.head))}});
  return {{"kind", kind},
          {"layer", request.layer},
          {"head", request.head},
          {"probe", {{"source", t.probe().source}, {"target", t.probe().target}}},
          {"row_labels", k.row_labels},
          {"column_labels", k.column_labels},
          {"every", t.every()},
          {"interval", t.interval()},
          {"cap", t.cap()},
          {"frame_bytes", t.frame_bytes()},
          {"frame_count", t.frames().size()},
          {"frames", frames}};
}

// The Time-lapse tab's pictures of `t`, as --out asks: a PNG a frame in a folder, an animation, or
// one frame (the one nearest --step).
void drawTimelapse(const AttentionTimelapse& t, const std::string& kind, const PlotRequest& request,
                   PlotResult& result) {
  const QString out = QString::fromStdString(request.out);
  const QString suffix = QFileInfo(out).suffix().toLower();
  TimelapseView tab;
  tab.setTimelapse(t);
  tab.setKind(QString::fromStdString(kind));
  tab.setLayer(request.layer);
  tab.setHead(request.head);
  layOut(tab, request);
  QString error;
  if (out.endsWith(QLatin1Char('/')) || QFileInfo(out).isDir()) {
    const QStringList files = tab.exportFrames(out, &error);
    if (files.isEmpty()) throw Error(error.toStdString());
    result.details["files"] = files.size();
    return;
  }
  if (suffix == QLatin1String("webp") || suffix == QLatin1String("gif")) {
    if (!tab.exportAnimation(out, &error)) throw Error(error.toStdString());
    return;
  }
  if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg"))
    throw Error("--out '" + request.out +
                "' for the time-lapse must be a folder (ending in /), or end in .webp, "
                ".csv, or (one frame, --step S) .png, .pdf or .svg");
  tab.setFrame(request.step < 0 ? tab.frameCount() - 1 : int(t.nearest_frame(request.step)));
  result.details["step"] = t.frames()[size_t(tab.currentFrame())].step;
  const PlotResult drawn = heatmapResult(request, tab.heatmapView());  // the view, taken out of the tab
  result.rows = drawn.rows;
  result.cols = drawn.cols;
}

}  // namespace

// The checkpoint's attention time-lapse, drawn by the Time-lapse tab as the window shows it.
PlotResult timelapseResult(const PlotRequest& request) {
  const AttentionTimelapse t = inspect::load_timelapse(request.checkpoint);
  if (t.empty())
    throw Error("the checkpoint '" + request.checkpoint +
                "' holds no attention time-lapse (it was saved before one "
                "was recorded, or trained with timelapse_every=0)");
  const std::string kind = timelapseKind(t, request.kind);
  const TimelapseKind& k = *t.kind(kind);
  checkRange("--layer", request.layer, k.layers, "the time-lapse's " + kind + " attention", "layers");
  checkRange("--head", request.head, k.heads, "each attention layer", "heads");

  PlotResult result{request.out, request.what, k.rows, k.cols, timelapseDetails(t, kind, request)};
  if (QFileInfo(QString::fromStdString(request.out)).suffix().toLower() == QLatin1String("csv"))
    write([&](const QString& path) { return writeTimelapseCsv(t, kind, request.layer, request.head, path); },
          request.out);
  else
    drawTimelapse(t, kind, request, result);
  return result;
}

}  // namespace twb::ui
