// GPT-2 opened from a Hugging Face folder, measured: the time to open it, the forward pass of a
// 64-token text (the views' pass), generation with the key/value cache in tokens a second, and the
// process's resident memory against the weights' size. bench/gpt2_vs_torch.sh runs it beside
// PyTorch on the same folder.
//
//   build/release/bench/twb_gpt2_bench FOLDER [threads] [new_tokens]
//
// Prints one JSON object.
#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "decode/sampling.h"
#include "tensor/parallel.h"
#include "huggingface/model_folder.h"

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// VmRSS or VmHWM of this process, in MiB.
double memory_mib(const std::string& field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(field + ":", 0) == 0) return std::stod(line.substr(field.size() + 1)) / 1024.0;
  return 0;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: twb_gpt2_bench FOLDER [threads] [new_tokens]\n";
    return 2;
  }
  const std::string folder = argv[1];
  const int threads = argc > 2 ? std::stoi(argv[2]) : 2;
  const int new_tokens = argc > 3 ? std::stoi(argv[3]) : 64;
  twb::set_num_threads(threads);

  auto start = Clock::now();
  twb::LanguageModel model = twb::huggingface::open_model_folder(folder);
  const double open_seconds = since(start);
  const double rss_opened = memory_mib("VmRSS");
  const double weights_mib = static_cast<double>(model.transformer().parameter_count()) * 4 / (1024.0 * 1024.0);

  // A 64-token text: <sos> and 63 tokens of a fixed text (ids from the model's own tokenizer).
  const std::string text =
      "The Transformer is the first transduction model relying entirely on self-attention to compute representations "
      "of its input and output without using sequence-aligned RNNs or convolution. In the following sections, we will "
      "describe the Transformer, motivate self-attention and discuss its advantages over models such as those.";
  std::vector<int32_t> ids = model.prompt_ids(text);
  ids.resize(64);
  twb::TokenBatch batch{1, 64, ids};
  twb::Context ctx;
  std::vector<double> forward;
  for (int i = 0; i < 6; ++i) {
    start = Clock::now();
    model.transformer().forward(ctx, batch);
    forward.push_back(since(start));
  }
  forward.erase(forward.begin());  // the first pass sizes the buffers

  // Generation as the Generate tab and `twb generate` run it (decode/sampling.h: the key/value
  // cache, threads adapted to the machine's load): the 64 tokens above as the prompt, then
  // new_tokens greedy tokens.
  twb::SamplingSettings greedy;
  greedy.temperature = 0;
  greedy.max_new_tokens = new_tokens;
  start = Clock::now();
  const twb::Generation generation = twb::generate(model.transformer(), ids, greedy);
  const double generate_seconds = since(start);
  // The prompt alone, to take it out of the generation's time.
  greedy.max_new_tokens = 1;
  start = Clock::now();
  twb::generate(model.transformer(), ids, greedy);
  const double prompt_seconds = since(start);
  const double generated = static_cast<double>(generation.steps.size());

  nlohmann::json out = {{"folder", folder},
                        {"threads", threads},
                        {"parameters", model.transformer().parameter_count()},
                        {"weights_mib", weights_mib},
                        {"open_seconds", open_seconds},
                        {"forward_64_tokens_ms", 1000 * median(forward)},
                        {"prompt_tokens_per_second", 64 / prompt_seconds},
                        {"generated_tokens", generation.steps.size()},
                        {"generate_tokens_per_second", (generated - 1) / (generate_seconds - prompt_seconds)},
                        {"rss_after_open_mib", rss_opened},
                        {"rss_mib", memory_mib("VmRSS")},
                        {"peak_rss_mib", memory_mib("VmHWM")}};
  out["peak_rss_over_weights"] = out["peak_rss_mib"].get<double>() / weights_mib;
  std::cout << out.dump() << std::endl;
  return 0;
}
