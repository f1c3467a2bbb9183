#include "decode/sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <sstream>
#include <string>

#include "text/special_tokens.h"
#include "tensor/parallel.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {
std::string number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}
}  // namespace

void SamplingSettings::validate() const {
  if (max_new_tokens < 1) throw Error("--tokens " + std::to_string(max_new_tokens) + ": generate at least 1 token");
  if (!(temperature >= 0) || !std::isfinite(temperature))
    throw Error("--temperature " + number(temperature) + " must be 0 (greedy) or positive");
  if (top_k < 0) throw Error("--top-k " + std::to_string(top_k) + " must not be negative (0 keeps every token)");
  if (!(top_p > 0 && top_p <= 1)) throw Error("--top-p " + number(top_p) + " must be in (0, 1]");
}

std::vector<std::pair<int32_t, double>> sampling_distribution(const std::vector<float>& logits,
                                                              const SamplingSettings& settings) {
  // Candidates: every ordinary token and <eos>, most likely first.
  std::vector<int32_t> ids;
  ids.reserve(logits.size());
  for (int32_t id = 0; id < static_cast<int32_t>(logits.size()); ++id)
    if (id >= kFirstOrdinaryId || id == kEosId) ids.push_back(id);
  std::stable_sort(ids.begin(), ids.end(), [&](int32_t a, int32_t b) { return logits[a] > logits[b]; });
  std::vector<std::pair<int32_t, double>> out;
  if (ids.empty()) return out;
  if (settings.temperature == 0) return {{ids.front(), 1.0}};
  if (settings.top_k > 0 && ids.size() > static_cast<size_t>(settings.top_k))
    ids.resize(static_cast<size_t>(settings.top_k));
  // p_i = exp((l_i - l_max) / T) / Σ
  const double top = logits[ids.front()];
  double sum = 0;
  out.reserve(ids.size());
  for (int32_t id : ids) {
    const double w = std::exp((logits[id] - top) / settings.temperature);
    out.emplace_back(id, w);
    sum += w;
  }
  for (auto& [id, p] : out) p /= sum;
  // Nucleus: the shortest prefix whose mass reaches top_p.
  if (settings.top_p < 1) {
    double mass = 0;
    size_t keep = 0;
    while (keep < out.size() && mass < settings.top_p) mass += out[keep++].second;
    out.resize(std::max<size_t>(keep, 1));
    double kept = 0;
    for (const auto& c : out) kept += c.second;
    for (auto& c : out) c.second /= kept;
  }
  return out;
}

Generation generate(GptTransformer& model, const std::vector<int32_t>& prompt, const SamplingSettings& settings) {
  settings.validate();
  if (prompt.empty()) throw Error("generate: the prompt must start with <sos>");
  const int window = model.config().max_len;
  if (static_cast<int>(prompt.size()) >= window)
    throw Error("the prompt has " + std::to_string(prompt.size()) + " tokens; the context window is " +
                std::to_string(window) + ", so at most " + std::to_string(window - 1) + " fit with room to continue");
  Generation out;
  GptTransformer::Cache cache;
  model.start_generation(1, std::min<int>(window, static_cast<int>(prompt.size()) + settings.max_new_tokens), cache);
  Matrix logits;
  AdaptiveThreadCount threads;  // n threads, less the cores other programs keep busy now
  threads.use_chosen();
  for (int32_t token : prompt) model.generate_step(cache, {token}, logits);  // the prompt fills the cache
  std::mt19937_64 rng(settings.seed);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  while (static_cast<int>(out.steps.size()) < settings.max_new_tokens) {
    GenerationStep step;
    step.logits.resize(static_cast<size_t>(logits.cols()));
    for (Eigen::Index v = 0; v < logits.cols(); ++v)
      step.logits[static_cast<size_t>(v)] = static_cast<float>(logits(0, v));
    const auto distribution = sampling_distribution(step.logits, settings);
    // Draw by inverse CDF (greedy: the single candidate).
    const double u = uniform(rng);
    double cumulative = 0;
    step.token = distribution.back().first;
    step.probability = distribution.back().second;
    for (const auto& [id, p] : distribution) {
      cumulative += p;
      if (u < cumulative) {
        step.token = id, step.probability = p;
        break;
      }
    }
    out.steps.push_back(std::move(step));
    const int32_t chosen = out.steps.back().token;
    if (chosen == kEosId) {
      out.finished = true;
      break;
    }
    out.tokens.push_back(chosen);
    if (cache.length >= cache.capacity) break;  // the context window is full
    threads.begin_step();
    model.generate_step(cache, {chosen}, logits);
    threads.end_step();
  }
  return out;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
