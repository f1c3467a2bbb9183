// twb eval: a checkpoint of any task on a split, evaluated by the checkpoint's Task.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "tensor/parallel.h"
#include "train/checkpoint.h"
#include "task/task.h"
#include "util/files.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

// The checkpoint's task evaluates it (task/task.h) and says what to print.
void run_eval(const UseOptions& o) {
  set_num_threads(o.threads);
  const Task& task = task_named(checkpoint::task_of(o.checkpoint));
  if (!task.has_language_pair() &&
      (o.beam != 1 || o.max_tokens != 0 || !o.hyp_out.empty() || !o.src.empty() || !o.trg.empty()))
    std::cerr << "twb: note: --beam, --length-penalty, --word-reward, --coverage-penalty, --max-tokens, --hyp, --src "
                 "and --trg are "
                 "for translation; "
                 "this is a checkpoint of "
              << task.description() << "\n";
  if (!o.hyp_out.empty())  // checked before the (long) evaluation, not after it
    files::check_output(o.hyp_out, "--hyp", {{"--checkpoint", o.checkpoint}, {"--data", o.data}});
  EvaluationRequest request;
  request.dataset = o.data;
  request.source_language = o.src;
  request.target_language = o.trg;
  request.split = o.split;
  request.ablate = o.ablate;
  request.ablation = ablation_of_key(o.ablate_with);
  request.decode = decode_settings(o.beam, o.length_penalty, o.word_reward, o.coverage_penalty, o.max_tokens);
  const Report report = task.evaluate(o.checkpoint, request);
  print_notes(report.notes);
  if (!o.hyp_out.empty()) {
    std::string text;
    for (const auto& h : report.outputs) text += h + "\n";
    files::write_file_atomically(o.hyp_out, text);
  }
  std::cout << report.text;
  if (o.json) print_json(report.json);
}

}  // namespace

void add_eval_command(CLI::App& app) {
  auto use = std::make_shared<UseOptions>();
  auto* eval =
      app.add_subcommand("eval",
                         "evaluate a checkpoint of any task on a split: translate: loss, BLEU, exact match; lm: loss, "
                         "perplexity, answer accuracy; classify: loss, accuracy, accuracy per group, confusion matrix");
  add_common(eval, *use);
  eval->add_option("--data,--dataset,-d", use->data, "dataset (default: the one the checkpoint trained on)");
  eval->add_option("--src", use->src, "translate: source language of a directory dataset");
  eval->add_option("--trg", use->trg, "translate: target language of a directory dataset");
  eval->add_option("--split", use->split, "train, val, test or all (a text file whole)");
  eval->add_option("--hyp", use->hyp_out, "translate: also write the translations to this file");
  eval->add_option("--ablate", use->ablate,
                   "switch a head off (its output zeroed) for the evaluation: LAYER.HEAD of the task's main attention "
                   "(translate: cross) or KIND:LAYER.HEAD, KIND encoder, decoder or cross (repeatable; 0-based)");
  eval->add_option("--ablate-with", use->ablate_with,
                   "what a switched-off head's output becomes: zero, or mean (its mean output over the first 64 "
                   "examples of the split)")
      ->check(CLI::IsMember({"zero", "mean"}));
  eval->callback([use] { run_eval(*use); });
}

}  // namespace twb::cli
