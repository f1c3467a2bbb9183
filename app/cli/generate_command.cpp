// twb generate: the decoder-only language model (task "lm") continuing a prompt.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "decode/sampling.h"
#include "tensor/parallel.h"
#include "train/language_model.h"
#include "util/error.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

struct GenerateOptions {
  std::string checkpoint, prompt;
  int tokens = 50;
  double temperature = 1.0;
  int top_k = 0;
  double top_p = 1.0;
  uint64_t seed = 0;
  int threads = 0;
  bool json = false;
};

void run_generate(const GenerateOptions& o) {
  set_num_threads(o.threads);
  SamplingSettings sampling;
  sampling.max_new_tokens = o.tokens;
  sampling.temperature = o.temperature;
  sampling.top_k = o.top_k;
  sampling.top_p = o.top_p;
  sampling.seed = o.seed;
  sampling.validate();  // before the model loads: a wrong flag is the first thing to hear about
  LanguageModel model = LanguageModel::load(o.checkpoint);

  const std::vector<std::string> prompt_tokens = model.tokenizer().tokenize(o.prompt);
  // <sos> + the prompt must leave room for one new token in the context window.
  if (prompt_tokens.size() + 2 > static_cast<size_t>(model.config().max_len))
    throw Error("the prompt has " + std::to_string(prompt_tokens.size()) +
                " tokens, but the model's context window of " + std::to_string(model.config().max_len) +
                " tokens (<sos> included) leaves room for " + std::to_string(model.config().max_len - 2) +
                " prompt tokens at most");
  const std::vector<std::string> unknown = model.unknown_tokens(o.prompt);
  note_unknown_tokens(unknown);

  const Generation generation = model.generate(o.prompt, sampling);
  std::vector<std::string> tokens;
  // Each chosen token's probability under the model (softmax at T = 1, before top-k/top-p), and
  // under the distribution it was drawn from (at T = 0 always 1).
  nlohmann::json probabilities = nlohmann::json::array(), sampling_probabilities = nlohmann::json::array();
  for (size_t i = 0; i < generation.tokens.size(); ++i) {
    tokens.push_back(model.vocabulary().token(generation.tokens[i]));
    if (i < generation.steps.size()) {
      probabilities.push_back(generation.steps[i].model_probability);
      sampling_probabilities.push_back(generation.steps[i].sampling_probability);
    }
  }
  const std::string continuation = model.decode(generation.tokens);
  std::vector<std::string> all = prompt_tokens;
  all.insert(all.end(), tokens.begin(), tokens.end());
  const std::string text = model.tokenizer().detokenize(all);
  if (!generation.finished && static_cast<int>(generation.tokens.size()) < o.tokens)
    std::cerr << "twb: note: stopped at the end of the model's context window (" << model.config().max_len
              << " tokens)\n";
  std::cout << text << std::endl;
  if (o.json)
    print_json({{"prompt", o.prompt},
                {"unknown_tokens", unknown},
                {"continuation", continuation},
                {"text", text},
                {"tokens", tokens},
                {"probabilities", probabilities},
                {"sampling_probabilities", sampling_probabilities},
                {"finished", generation.finished},
                {"seed", o.seed},
                {"temperature", o.temperature},
                {"top_k", o.top_k},
                {"top_p", o.top_p},
                {"max_new_tokens", o.tokens}});
}

}  // namespace

void add_generate_command(CLI::App& app) {
  auto generate_options = std::make_shared<GenerateOptions>();
  auto* generate =
      app.add_subcommand("generate", "continue a prompt with a language model (a checkpoint of --task lm)");
  generate
      ->add_option(
          "--checkpoint,-c,--model", generate_options->checkpoint,
          "a .safetensors checkpoint of the task lm, or a Hugging Face model folder (GPT-2, GPT-NeoX, GPT-Neo)")
      ->required();
  generate->add_option("--prompt", generate_options->prompt, "the text to continue (default: empty, start from <sos>)");
  generate->add_option("--tokens,-n", generate_options->tokens, "new tokens at most (fewer when <eos> comes first)")
      ->check(integer_in(0, 100000));
  generate->add_option("--temperature,-t", generate_options->temperature, "sampling temperature; 0: greedy")
      ->check(number_in(0, 100));
  generate->add_option("--top-k", generate_options->top_k, "sample from the k most likely tokens only; 0: all")
      ->check(integer_in(0, 1000000));
  generate->add_option("--top-p", generate_options->top_p,
                       "nucleus sampling: the smallest set of likely tokens whose probability reaches p, in (0, 1]");
  generate->add_option("--seed", generate_options->seed, "random seed: the same seed gives the same text")
      ->check(integer_in(0, INT64_MAX));
  generate->add_option("--threads", generate_options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  generate->add_flag("--json", generate_options->json, "print one JSON object as the last line");
  generate->callback([generate_options] { run_generate(*generate_options); });
}

}  // namespace twb::cli
