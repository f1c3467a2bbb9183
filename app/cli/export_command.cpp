// twb export: a language model (a checkpoint of --task lm with GPT-2's tokenizer, such as a GPT-2
// trained further here) written as a Hugging Face GPT-2 folder, which transformers' from_pretrained
// and the workbench itself open.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "train/hugging_face_gpt2.h"
#include "train/language_model.h"

namespace twb::cli {

namespace {

struct ExportOptions {
  std::string checkpoint, out;
  bool json = false;
};

void run_export(const ExportOptions& o) {
  LanguageModel model = LanguageModel::load(o.checkpoint);
  save_hugging_face_gpt2(model, o.out);
  std::cerr << "twb: wrote " << o.out << " (config.json, model.safetensors, vocab.json, merges.txt)\n";
  if (o.json)
    print_json({{"checkpoint", o.checkpoint},
                {"out", o.out},
                {"parameters", model.transformer().parameter_count()},
                {"vocab_size", model.config().target_vocab - 3}});
}

}  // namespace

void add_export_command(CLI::App& app) {
  auto options = std::make_shared<ExportOptions>();
  auto* cmd = app.add_subcommand(
      "export",
      "write a language model with GPT-2's tokenizer (a GPT-2 trained further) as a Hugging Face GPT-2 folder");
  cmd->add_option("--checkpoint,-c,--model", options->checkpoint,
                  "a .safetensors checkpoint of the task lm whose model came from a Hugging Face GPT-2 folder")
      ->required();
  cmd->add_option("--out,-o", options->out,
                  "the folder to write (config.json, model.safetensors, vocab.json, merges.txt); an existing one is "
                  "replaced only when it holds nothing else")
      ->required();
  cmd->add_flag("--json", options->json, "print one JSON object as the last line");
  cmd->callback([options] { run_export(*options); });
}

}  // namespace twb::cli
