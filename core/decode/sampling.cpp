#include "decode/sampling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <tuple>

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

namespace {

// The candidates' order, most likely first and ties by id: what a stable sort by logit gives, as
// a strict order that partial sorts and selections can use.
struct MoreLikely {
  const std::vector<float>& logits;
  bool operator()(int32_t a, int32_t b) const { return logits[a] > logits[b] || (logits[a] == logits[b] && a < b); }
};

// Every ordinary token and <eos>.
std::vector<int32_t> candidates(const std::vector<float>& logits) {
  std::vector<int32_t> ids;
  ids.reserve(logits.size());
  for (int32_t id = 0; id < static_cast<int32_t>(logits.size()); ++id)
    if (id >= kFirstOrdinaryId || id == kEosId) ids.push_back(id);
  return ids;
}

}  // namespace

// A step's distribution without sorting the whole vocabulary (GPT-2's has 50,257 tokens): a
// selection for top-k, a sort that grows only as far as the nucleus reaches for top-p.
std::vector<std::pair<int32_t, double>> sampling_distribution(const std::vector<float>& logits,
                                                              const SamplingSettings& settings) {
  std::vector<int32_t> ids = candidates(logits);
  std::vector<std::pair<int32_t, double>> out;
  if (ids.empty()) return out;
  const MoreLikely more{logits};
  if (settings.temperature == 0) return {{*std::min_element(ids.begin(), ids.end(), more), 1.0}};
  if (settings.top_k > 0 && ids.size() > static_cast<size_t>(settings.top_k)) {
    std::nth_element(ids.begin(), ids.begin() + settings.top_k, ids.end(), more);
    ids.resize(static_cast<size_t>(settings.top_k));
  }
  // p_i = exp((l_i - l_max) / T) / Σ
  const double top = logits[*std::min_element(ids.begin(), ids.end(), more)];
  auto weight = [&](int32_t id) { return std::exp((logits[id] - top) / settings.temperature); };
  double sum = 0;
  for (int32_t id : ids) sum += weight(id);
  // Most likely first; with a nucleus only its prefix: the shortest whose mass reaches top_p.
  size_t keep = ids.size();
  if (settings.top_p < 1) {
    double mass = 0;
    size_t sorted = 0;
    keep = 0;
    while (keep == 0 && sorted < ids.size()) {
      const size_t next = std::min(ids.size(), std::max<size_t>(64, 2 * sorted));
      std::partial_sort(ids.begin() + static_cast<std::ptrdiff_t>(sorted),
                        ids.begin() + static_cast<std::ptrdiff_t>(next), ids.end(), more);
      for (size_t i = sorted; i < next && keep == 0; ++i)
        if ((mass += weight(ids[i]) / sum) >= settings.top_p) keep = i + 1;
      sorted = next;
    }
    if (keep == 0) keep = ids.size();
    ids.resize(keep);
    sum = 0;
    for (int32_t id : ids) sum += weight(id);
  } else {
    std::sort(ids.begin(), ids.end(), more);
  }
  out.reserve(ids.size());
  for (int32_t id : ids) out.emplace_back(id, weight(id) / sum);
  return out;
}

namespace {

// One draw from the step's distribution by inverse CDF at u ∈ [0, 1): the token and its
// probability. Over the whole distribution the candidates need no order (no sort of the vocabulary
// per token); with top-k or top-p, in sampling_distribution's order.
std::pair<int32_t, double> draw(const std::vector<float>& logits, const SamplingSettings& settings, double u) {
  if (settings.temperature > 0 && settings.top_k == 0 && settings.top_p >= 1) {
    const std::vector<int32_t> ids = candidates(logits);
    if (!ids.empty()) {
      float top = logits[ids.front()];
      for (int32_t id : ids) top = std::max(top, logits[id]);
      std::vector<double> weights(ids.size());
      double sum = 0;
      for (size_t i = 0; i < ids.size(); ++i)
        sum += weights[i] = std::exp((logits[ids[i]] - top) / settings.temperature);
      double cumulative = 0;
      for (size_t i = 0; i < ids.size(); ++i)
        if (u * sum < (cumulative += weights[i])) return {ids[i], weights[i] / sum};
      return {ids.back(), weights.back() / sum};
    }
  }
  const auto distribution = sampling_distribution(logits, settings);
  double cumulative = 0;
  for (const auto& [id, p] : distribution)
    if (u < (cumulative += p)) return {id, p};
  return distribution.back();
}

}  // namespace

double model_probability(const std::vector<float>& logits, int32_t token) {
  // The candidates (candidates() above) without listing them: a step allocates nothing.
  const auto candidate = [](size_t id) { return id >= size_t{kFirstOrdinaryId} || id == size_t{kEosId}; };
  double top = -std::numeric_limits<double>::infinity();
  for (size_t id = 0; id < logits.size(); ++id)
    if (candidate(id)) top = std::max(top, static_cast<double>(logits[id]));
  double sum = 0;
  for (size_t id = 0; id < logits.size(); ++id)
    if (candidate(id)) sum += std::exp(static_cast<double>(logits[id]) - top);
  return sum > 0 ? std::exp(static_cast<double>(logits[static_cast<size_t>(token)]) - top) / sum : 0;
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
  model.prefill(cache, prompt, logits);  // the prompt fills the cache, its products batched
  std::mt19937_64 rng(settings.seed);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  while (static_cast<int>(out.steps.size()) < settings.max_new_tokens) {
    GenerationStep step;
    step.logits.resize(static_cast<size_t>(logits.cols()));
    for (Eigen::Index v = 0; v < logits.cols(); ++v)
      step.logits[static_cast<size_t>(v)] = static_cast<float>(logits(0, v));
    std::tie(step.token, step.sampling_probability) = draw(step.logits, settings, uniform(rng));
    step.model_probability = model_probability(step.logits, step.token);
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
