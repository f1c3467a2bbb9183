// `twb plot --checkpoint C --what attention|pe|pe-similarity|masks|curves --out FILE.{png,pdf,svg,csv}`:
// the app's plots drawn without a window, by the app's own tabs (ui/export/plot_export.h), for scripts
// and reports. A QApplication is created on the offscreen platform unless QT_QPA_PLATFORM is set.
// Every task's checkpoint is drawn (translate, lm, classify: the task is read from the file).
//   attention  --sentence TEXT (default: the first validation source, line or text of the
//              checkpoint's dataset), --kind encoder|decoder|cross (default: cross for translate;
//              lm has only its causal self-attention, decoder, and classify only encoder),
//              --layer L, --head H (0-based)
//   attention-math  the arithmetic of one query of that attention: --query Q (0-based, a row of
//              the map), q and every k, q·k, the scale, the mask, the weights and Σ w v (CSV: every
//              number, a row for q, each k, each v and the output)
//   pe         the sinusoidal encodings for the checkpoint's max_len × d_model (pe-similarity:
//              their position-by-position dot products)
//   masks      the combined mask of sentence --sentence-index of a batch of the first 8 validation
//              examples of the checkpoint's dataset (in that order; examples too long for the model
//              are left out): padding AND no-peek for translate (the decoder's) and lm, padding only
//              for classify. With --sentence, of a one-example batch of it (translate: the sentence
//              and the model's greedy translation of it)
//   curves     the checkpoint's history: training loss, validation loss and the task's score (BLEU;
//              answer accuracy or perplexity; accuracy), learning rate
//   scaling    the "Why √d_k" lesson: one head's attention scores q·k of the first 8 validation
//              examples (or of --sentence), before and after the model's scale, as histograms;
//              --kind, --layer, --head as for attention
//   scaling-theory  the lesson's theory from random vectors (variance, largest weight, entropy,
//              gradient against d_k, scaled and unscaled); needs no --checkpoint
//   timelapse  the checkpoint's attention time-lapse (--kind/--layer/--head as for attention):
//              --out FOLDER/ (or an existing folder) a PNG a frame, frame-00000-step-25.png …;
//              .webp one animated file; .csv step, loss and the map's rows of every frame;
//              .png/.pdf/.svg the frame nearest --step S (default: the last). With --json the
//              summary also holds the probe and every frame's step, loss and argmax alignment.
//   compare    two runs side by side: the checkpoint's curves (training loss, validation loss, the
//              task's score) and those of --reference B overlaid, against --x steps|time (training
//              seconds), the settings diff as the caption ("only norm_placement changed: post → pre");
//              CSV: a row per x of either run, both runs' columns
//   health     the checkpoint's training health: per layer the gradient norm, the update/weight
//              ratio and the largest attention score, under the training loss (CSV: a row a sample)
//   heads      the checkpoint's head telemetry: for --kind (default: cross, else the model's one kind)
//              and --score (entropy, largest, first, previous, local, induction, alignment; default:
//              alignment across, induction for a GPT, else previous) a layer × head heatmap of the last
//              values with the roles' badges, over a grid of each head's curve (CSV: a row per sample
//              and head, every score)
//   ablation   what each head of --kind (default as for heads) is worth on the first 64 validation
//              examples: the change in --measure (loss; bleu, accuracy or answer_accuracy, repeat_loss)
//              with each head --ablate-with zero (default) or mean, a layer × head heatmap (CSV: a row
//              per head, every measure's base, zeroed and mean values; --json: all of them)
//   logit-lens what each layer of the decoder predicts on --sentence (default: the first validation
//              example, translate: teacher-forced on its reference; a --sentence: on the model's own
//              translation): positions × (embedding, layer 1 … L), coloured by p(right next token),
//              each cell labelled with its top token (CSV: a row per position and layer); lm and translate
//   step       one forward and backward pass of the checkpoint's model on --sentence (default: the
//              first validation example with its reference), nothing applied: --stage KEY drawn
//              (default output.logits), or its gradient with --backward; --json lists the stages
//   lr-schedule  the learning rate at each step 0 … --steps N-1 (default: enough for warm-up and
//              decay), from the checkpoint's settings or --task T's defaults, with --set k=v changes;
//              the trainer's own schedule object; needs no --checkpoint
// With --json the last line is {"out": ..., "what": ..., "rows": ..., "cols": ...}, and for step,
// timelapse and ablation their details under that key.
#include <QApplication>
#include <QByteArray>

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "export/plot_export.h"
#include "follow/run_heads.h"
#include "follow/run_history.h"
#include "follow/run_scan.h"
#include "util/error.h"
#include "window/view_registry.h"

namespace twb::cli {
namespace {

// The offscreen platform warns that it "does not support propagateSizeHints()" whenever a window
// is shown; that says nothing to a user of `twb plot`, so it is dropped. Everything else passes.
QtMessageHandler previousHandler = nullptr;
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (message.contains(QLatin1String("propagateSizeHints"))) return;
  if (previousHandler) {
    previousHandler(type, context, message);
  } else {
    std::cerr << message.toStdString() << "\n";
  }
}

}  // namespace

void add_plot_command(CLI::App& app) {
  struct Options {
    ui::PlotRequest request;
    std::string run;  // a run folder: its newest checkpoint is drawn
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "plot",
      "draw a checkpoint's attention, positional encoding, masks, curves or attention time-lapse, two runs "
      "compared, or the learning-rate schedule to PNG, PDF, SVG or CSV (time-lapse: also a PNG a frame, or "
      "animated WebP)");
  cmd->add_option("--checkpoint,--model", options->request.checkpoint,
                  "A .safetensors checkpoint, or a Hugging Face GPT-2 folder (required, except for --what "
                  "scaling-theory and lr-schedule)");
  cmd->add_option("--run", options->run,
                  "A run folder made elsewhere (twb follow reads it: a job's or twb_probe's run, a Trainer's output, "
                  "model folders by step): its newest checkpoint whose weights are finite is drawn")
      ->excludes("--checkpoint");
  // What each view of the window draws here, in the window's order (window/view_registry.h).
  std::vector<std::string> what;
  std::string whatHelp = "What to draw, as the window's view shows it:";
  const ui::ViewRegistry views = ui::ViewRegistry::builtIn();
  for (const ui::ViewDeclaration& view : views.views()) {
    if (view.plots.isEmpty()) continue;
    whatHelp += "\n  " + view.plots.join(QStringLiteral(", ")).toStdString() + " (" + view.title.toStdString() + ")";
    for (const QString& kind : view.plots) what.push_back(kind.toStdString());
  }
  cmd->add_option("--what", options->request.what, whatHelp)->required()->check(CLI::IsMember(what));
  cmd->add_option("--out", options->request.out,
                  "Output file; the format follows its extension: .png .pdf .svg .csv (timelapse: also .webp, "
                  "or a folder/)")
      ->required();
  cmd->add_option("--sentence", options->request.sentence,
                  "attention: the sentence or text (default: the first validation example of the checkpoint's "
                  "dataset); masks: draw a one-example batch of it (translate: with its greedy translation) "
                  "instead of the first 8 validation examples");
  cmd->add_option(
      "--kind", options->request.kind,
      "attention, scaling, timelapse: encoder, decoder or cross (default: cross; lm: decoder; classify: encoder)");
  cmd->add_option("--score", options->request.score,
                  "heads: the score drawn: entropy, largest, first, previous, local, induction or alignment");
  cmd->add_option("--measure", options->request.measure,
                  "ablation: loss (default), bleu, accuracy, answer_accuracy or repeat_loss");
  cmd->add_option("--ablate-with", options->request.ablation, "ablation: a head's output zero (default) or mean")
      ->check(CLI::IsMember({"zero", "mean"}));
  cmd->add_option("--layer", options->request.layer, "attention, scaling, timelapse: layer, 0-based")
      ->capture_default_str();
  cmd->add_option("--head", options->request.head, "attention, scaling, timelapse: head, 0-based")
      ->capture_default_str();
  cmd->add_option("--query", options->request.query, "attention-math: the query (a row of the map), 0-based")
      ->capture_default_str();
  cmd->add_option("--step", options->request.step,
                  "timelapse: the training step whose frame is drawn to .png/.pdf/.svg (the nearest recorded; "
                  "default: the last)");
  cmd->add_option("--sentence-index", options->request.sentence_index,
                  "masks: the batch's sentence whose combined mask is drawn, 0-based")
      ->capture_default_str();
  cmd->add_option("--reference", options->request.reference,
                  "compare: the second checkpoint, whose curves are overlaid (dashed) on --checkpoint's");
  cmd->add_option("--x", options->request.x_axis, "compare: the x axis, steps or time (training seconds)")
      ->capture_default_str();
  cmd->add_option("--task", options->request.task, "lr-schedule without --checkpoint: the task whose defaults apply")
      ->capture_default_str();
  cmd->add_option("--set", options->request.sets,
                  "lr-schedule: a setting, key=value (repeatable), e.g. --set warmup_steps=800");
  cmd->add_option("--steps", options->request.steps, "lr-schedule: the steps drawn (0: enough for warm-up and decay)")
      ->check(integer_in(0, 10'000'000))
      ->capture_default_str();
  cmd->add_option("--stage", options->request.stage,
                  "step: the stage drawn, by its key (e.g. decoder.layers.0.cross_attention.add; default: "
                  "output.logits; --json lists them)");
  cmd->add_flag("--backward", options->request.backward, "step: draw the stage's gradient dL/d(stage) instead");
  cmd->add_option("--width", options->request.width, "Width of the drawing, pixels")
      ->check(integer_in(200, 8000))
      ->capture_default_str();
  cmd->add_option("--height", options->request.height, "Height of the drawing, pixels")
      ->check(integer_in(150, 8000))
      ->capture_default_str();
  cmd->add_flag("--json", options->json, "Print a JSON summary as the last line");
  cmd->callback([options] {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    previousHandler = qInstallMessageHandler(quietHandler);
    std::unique_ptr<QApplication> application;
    if (!QCoreApplication::instance()) {
      static int argc = 1;
      static char name[] = "twb";
      static char* argv[] = {name, nullptr};
      application = std::make_unique<QApplication>(argc, argv);
    }
    if (!options->run.empty()) {
      follow::RunFollower follower(options->run);
      follower.scan();
      const auto& checkpoints = follower.run().checkpoints;
      const auto newest =
          std::find_if(checkpoints.rbegin(), checkpoints.rend(), [](const auto& c) { return c.finite; });
      if (newest == checkpoints.rend())
        throw Error("--run " + options->run + ": the run has no checkpoint with finite weights yet");
      std::cerr << "twb: --run: step " << newest->step << ", " << newest->path << "\n";
      options->request.checkpoint = newest->path;
      // A probe's checkpoints hold the run's curves and heads; a Trainer's output and a series have
      // them from the log and from every checkpoint's heads.
      if (follower.run().kind != follow::RunKind::probe) {
        options->request.run_history = follow::history_from_log(follower.run().log);
        if (options->request.what == "heads") options->request.run_heads = follow::measure_run_heads(follower.run());
      }
    }
    const ui::PlotResult result = ui::plot_to_file(options->request);
    if (options->json) {
      nlohmann::json summary{{"out", result.out}, {"what", result.what}, {"rows", result.rows}, {"cols", result.cols}};
      if (!result.details.is_null()) summary[result.what] = result.details;  // step, timelapse, ablation
      print_json(summary);
    } else {
      std::cout << "wrote " << result.out << " (" << result.what << ", " << result.rows << " × " << result.cols
                << ")\n";
    }
  });
}

}  // namespace twb::cli
