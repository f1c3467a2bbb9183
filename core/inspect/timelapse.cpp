#include "inspect/timelapse.h"

#include "io/safetensors.h"
#include "train/checkpoint.h"
#include "util/error.h"

namespace twb::inspect {

namespace {

// One kind of the snapshot (layers × heads maps of the same size) appended to `maps`.
void add_kind(TimelapseMaps& maps, const char* kind, const char* title, int layers, int heads,
              const std::vector<Heatmap>& heatmaps) {
  if (layers == 0 || heatmaps.empty()) return;
  TimelapseKind k;
  k.kind = kind;
  k.title = title;
  k.layers = layers;
  k.heads = heads;
  k.rows = heatmaps.front().rows;
  k.cols = heatmaps.front().cols;
  k.row_labels = heatmaps.front().row_labels;
  k.column_labels = heatmaps.front().column_labels;
  k.row_axis = heatmaps.front().row_axis;
  k.column_axis = heatmaps.front().column_axis;
  for (const Heatmap& map : heatmaps)
    for (double v : map.values) maps.values.push_back(static_cast<float>(v));
  maps.layout.push_back(std::move(k));
}

}  // namespace

TimelapseMaps timelapse_maps(const AttentionSnapshot& s) {
  TimelapseMaps maps;
  // A language model's causal self-attention is its decoder's; a classifier's is its encoder's.
  const bool gpt = s.encoder_layers == 0 && s.cross.empty();
  add_kind(maps, "encoder", "Encoder self-attention", s.encoder_layers, s.heads, s.encoder_self);
  add_kind(maps, "decoder", gpt ? "Causal self-attention" : "Decoder masked self-attention", s.decoder_layers, s.heads,
           s.decoder_self);
  add_kind(maps, "cross", "Cross-attention", s.decoder_layers, s.heads, s.cross);
  maps.target = s.translation;
  return maps;
}

AttentionTimelapse load_timelapse(const std::string& path) {
  const io::SafetensorsFile file = io::read_safetensors(path);
  checkpoint::metadata(file, "format", path);  // throws for a file that is no checkpoint
  return AttentionTimelapse::get(file, path);
}

Heatmap timelapse_heatmap(const AttentionTimelapse& timelapse, size_t frame, const std::string& kind, int layer,
                          int head) {
  const std::vector<float> values = timelapse.map(frame, kind, layer, head);
  const TimelapseKind& k = *timelapse.kind(kind);
  Heatmap map;
  map.title = k.title + ", layer " + std::to_string(layer + 1) + ", head " + std::to_string(head + 1) + " · step " +
              std::to_string(timelapse.frames()[frame].step);
  map.rows = k.rows;
  map.cols = k.cols;
  map.values.assign(values.begin(), values.end());
  map.row_labels = k.row_labels;
  map.column_labels = k.column_labels;
  map.row_axis = k.row_axis;
  map.column_axis = k.column_axis;
  return map;
}

std::vector<int> argmax_alignment(const Heatmap& map) {
  std::vector<int> out;
  for (int r = 0; r < map.rows; ++r) {
    int best = 0;
    for (int c = 1; c < map.cols; ++c)
      if (map.at(r, c) > map.at(r, best)) best = c;
    out.push_back(best);
  }
  return out;
}

std::string default_timelapse_kind(const AttentionTimelapse& timelapse) {
  if (timelapse.kind("cross")) return "cross";
  return timelapse.layout().empty() ? "" : timelapse.layout().front().kind;
}

}  // namespace twb::inspect
