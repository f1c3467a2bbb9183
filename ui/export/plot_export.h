// The plots of the app drawn without a window, for `twb plot` and the tests: a checkpoint's
// attention, positional encoding, masks or curves, rendered by the app's own tabs (the same
// HeatmapPlot / CurvesView code as in the window) into PNG, PDF, SVG or CSV. Checkpoints of every
// task are drawn: translate, lm (the GPT) and classify (the task is read from the file).
#pragma once

#include <nlohmann/json.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "probe/head_telemetry.h"
#include "train/checkpoint.h"

namespace twb::ui {

struct PlotRequest {
  std::string checkpoint;  // a .safetensors checkpoint (optional for "scaling-theory")
  // "timelapse": the checkpoint's attention time-lapse for --kind/--layer/--head: FOLDER/ (or an
  // existing folder) → a PNG a frame (frame-00000-step-25.png …); .webp → one animated file;
  // .csv → step, loss and the map's rows of every frame; .png/.pdf/.svg → the frame at `step`.
  std::string what;  // "attention", "attention-math", "pe", "pe-similarity", "masks" or "curves"; "scaling"
                     // "compare" (two checkpoints' curves overlaid, --reference), "lr-schedule"
                     // (the learning rate at each step; no checkpoint needed)
                     // (a head's score histogram, --kind/--layer/--head as attention) or
                     // "scaling-theory" (the √d_k lesson's theory: no checkpoint needed)
  std::string out;   // FILE.png, .pdf, .svg or .csv
  // attention: the source sentence or text (default: the first validation source, line or text
  // of the checkpoint's dataset); masks: a one-example batch of it (translate: with its greedy
  // translation) instead of the first validation examples.
  std::string sentence;
  // attention: "encoder", "decoder" or "cross"; empty: the model's own (translate: cross; lm: its
  // causal self-attention, "decoder"; classify: "encoder"). A kind the model lacks is an error.
  std::string kind;
  std::string score;  // heads: the score drawn (probe/head_scores.h keys; empty: the kind's usual)
  // ablation: what each head of --kind is worth on the first 64 validation examples: the change in
  // `measure` (loss, bleu, accuracy, answer_accuracy, repeat_loss; empty: loss) with each head
  // `ablation` ("zero" or "mean").
  std::string measure;
  std::string ablation = "zero";
  int layer = 0, head = 0;         // attention, 0-based
  int query = 0;                   // attention-math: the query (a row of the attention map), 0-based
  int sentence_index = 0;          // masks: which sentence of the batch gets the combined mask
  int width = 1100, height = 800;  // the size of the (invisible) tab the plot is drawn in
  // timelapse: the frame nearest this training step for .png/.pdf/.svg (< 0: the last frame).
  long long step = -1;
  // compare: the reference checkpoint whose curves are overlaid on the checkpoint's, against
  // `x_axis` ("steps" or "time"), with the settings diff as the plot's caption.
  std::string reference;
  std::string x_axis = "steps";
  // lr-schedule: the settings (a checkpoint's, or `task`'s defaults with the `sets` key=value
  // assignments) and the steps drawn (0: enough to show warm-up and decay).
  std::string task;
  std::vector<std::string> sets;
  int64_t steps = 0;
  // step: one forward and backward pass of the checkpoint's model on `sentence` (default: the first
  // validation example, with its reference), nothing applied; `stage` (a stage's key, e.g.
  // "decoder.layers.0.cross_attention.add"; empty: the logits) drawn as it was computed, or its
  // gradient dL/d(stage) with `backward`.
  std::string stage;
  bool backward = false;
  // A checkpoint of a run followed from elsewhere (twb plot --run, follow/): that run's log and its
  // heads across checkpoints, drawn instead of what the checkpoint holds (each when not empty).
  std::vector<HistoryPoint> run_history;
  HeadTelemetry run_heads;
};

struct PlotResult {
  std::string out, what;
  int rows = 0, cols = 0;  // heatmap: its cells; curves: the CSV's data rows × 5 columns
  // timelapse: the frames written, the probe, and each frame's step, loss and argmax alignment
  // (for each row of the map, the column it attends to most); step: every stage's key, the loss and
  // the stage drawn; null for the other plots.
  nlohmann::json details;
};

// Needs a QApplication (offscreen is fine). Throws twb::Error with a message a person can act on:
// unknown `what` or kind, an unsupported extension, layer/head/sentence out of range, a checkpoint
// or dataset that does not load, a file that cannot be written.
PlotResult plot_to_file(const PlotRequest& request);

// Every --what plot_to_file draws: "attention", "pe", "curves", … (the views that show each say
// so in their declaration, window/view_registry.h).
std::vector<std::string> plot_kinds();

}  // namespace twb::ui
