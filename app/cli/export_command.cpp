// twb export: a language model opened from a Hugging Face folder and trained further here (a
// checkpoint of --task lm with the folder's tokenizer) written back as a folder of its family
// (GPT-2, GPT-NeoX, GPT-Neo), which transformers' from_pretrained and the workbench itself open.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "huggingface/model_folder.h"
#include "train/language_model.h"

namespace twb::cli {

namespace {

struct ExportOptions {
  std::string checkpoint, out;
  bool json = false;
};

void run_export(const ExportOptions& o) {
  LanguageModel model = LanguageModel::load(o.checkpoint);
  const std::string family = huggingface::folder_family(model);
  huggingface::save_model_folder(model, o.out);
  std::cerr << "twb: wrote " << o.out << ", a " << family
            << " folder (config.json, model.safetensors, the tokenizer)\n";
  if (o.json)
    print_json({{"checkpoint", o.checkpoint},
                {"out", o.out},
                {"family", family},
                {"parameters", model.transformer().parameter_count()},
                {"vocab_size", model.config().target_vocab - 3}});
}

}  // namespace

void add_export_command(CLI::App& app) {
  auto options = std::make_shared<ExportOptions>();
  auto* cmd = app.add_subcommand(
      "export",
      "write a model opened from a Hugging Face folder and trained further (GPT-2, GPT-NeoX, GPT-Neo) back as "
      "a folder of its family");
  cmd->add_option("--checkpoint,-c,--model", options->checkpoint,
                  "a .safetensors checkpoint of the task lm whose model came from a Hugging Face folder")
      ->required();
  cmd->add_option("--out,-o", options->out,
                  "the folder to write (config.json, model.safetensors, the tokenizer); an existing one is "
                  "replaced only when it holds nothing else")
      ->required();
  cmd->add_flag("--json", options->json, "print one JSON object as the last line");
  cmd->callback([options] { run_export(*options); });
}

}  // namespace twb::cli
