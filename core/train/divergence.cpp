#include "train/divergence.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <vector>

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

double median(const std::deque<double>& values) {
  std::vector<double> sorted(values.begin(), values.end());
  std::sort(sorted.begin(), sorted.end());
  const size_t n = sorted.size();
  return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}

std::string figure(double value) {
  char text[32];
  std::snprintf(text, sizeof text, std::abs(value) >= 1e4 || (value != 0 && std::abs(value) < 1e-3) ? "%.2g" : "%.4g",
                value);
  return text;
}

// The first element of m that is not finite: its index, or -1.
Eigen::Index first_non_finite(const Matrix& m) {
  for (Eigen::Index i = 0; i < m.size(); ++i)
    if (!std::isfinite(m.data()[i])) return i;
  return -1;
}

std::string kind_in_words(const DivergenceReport& r) {
  switch (r.kind) {
    case DivergenceKind::non_finite_loss:
      return "the loss is not a finite number";
    case DivergenceKind::non_finite_gradient:
      return "the gradient norm is not a finite number";
    case DivergenceKind::loss_spike:
      return "the loss spiked to " + figure(r.loss) +
             (r.median_loss > 0 ? " (the recent median is " + figure(r.median_loss) + ")" : "");
    case DivergenceKind::exploding_gradient:
      return "the gradient norm exploded to " + figure(r.gradient_norm) + " (the recent median is " +
             figure(r.median_gradient_norm) + ")";
  }
  return {};
}

}  // namespace

const char* divergence_kind_name(DivergenceKind kind) {
  switch (kind) {
    case DivergenceKind::non_finite_loss:
      return "non-finite loss";
    case DivergenceKind::non_finite_gradient:
      return "non-finite gradient";
    case DivergenceKind::loss_spike:
      return "loss spike";
    case DivergenceKind::exploding_gradient:
      return "exploding gradient";
  }
  return "?";
}

DivergencePolicy parse_divergence_policy(const std::string& name) {
  if (name == "stop") return DivergencePolicy::stop;
  if (name == "rewind") return DivergencePolicy::rewind;
  if (name == "ignore") return DivergencePolicy::ignore;
  throw Error("unknown divergence policy '" + name + "': use stop, rewind or ignore");
}

const char* divergence_policy_name(DivergencePolicy policy) {
  switch (policy) {
    case DivergencePolicy::stop:
      return "stop";
    case DivergencePolicy::rewind:
      return "rewind";
    case DivergencePolicy::ignore:
      return "ignore";
  }
  return "?";
}

nlohmann::json DivergenceReport::to_json() const {
  auto number = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); };
  return {{"step", step},
          {"kind", divergence_kind_name(kind)},
          {"loss", number(loss)},
          {"gradient_norm", number(gradient_norm)},
          {"median_loss", median_loss},
          {"median_gradient_norm", median_gradient_norm},
          {"tensor", tensor},
          {"figure", number(figure)},
          {"example", example},
          {"message", message}};
}

std::optional<DivergenceReport> DivergenceWatch::check(int64_t step, double loss, double gradient_norm,
                                                       bool spikes) const {
  DivergenceReport r;
  r.step = step;
  r.loss = loss;
  r.gradient_norm = gradient_norm;
  const bool enough = losses_.size() >= kMinimum;
  r.median_loss = enough ? median(losses_) : 0;
  r.median_gradient_norm = enough ? median(norms_) : 0;
  if (!std::isfinite(loss)) {
    r.kind = DivergenceKind::non_finite_loss;
    return r;
  }
  if (!std::isfinite(gradient_norm)) {
    r.kind = DivergenceKind::non_finite_gradient;
    return r;
  }
  if (!spikes) return std::nullopt;
  const double uniform = vocabulary_ > 1 ? std::log(static_cast<double>(vocabulary_)) : 0;
  const bool spike = enough ? loss > kSpike * r.median_loss && loss > r.median_loss + kSpikeNats
                            : uniform > 0 && loss > kSpike * uniform + kSpikeNats;
  if (spike) {
    r.kind = DivergenceKind::loss_spike;
    if (!enough) r.median_loss = 0;
    return r;
  }
  if (enough && r.median_gradient_norm > 0 && gradient_norm > kExplode * r.median_gradient_norm &&
      gradient_norm > kExplodeFloor) {
    r.kind = DivergenceKind::exploding_gradient;
    return r;
  }
  return std::nullopt;
}

void DivergenceWatch::observe(double loss, double gradient_norm) {
  losses_.push_back(loss);
  norms_.push_back(gradient_norm);
  if (losses_.size() > kWindow) {
    losses_.pop_front();
    norms_.pop_front();
  }
}

void explain(DivergenceReport& report, const ParameterList& parameters, const StepInside& inside) {
  const StageRecorder& rec = inside.recorder;
  report.example = rec.example();
  std::string where;
  // 1. A weight that is not a number: everything computed from it follows.
  for (const auto& p : parameters) {
    const Eigen::Index at = first_non_finite(p.parameter->value);
    if (at < 0) continue;
    const Matrix& w = p.parameter->value;
    report.tensor = p.name;
    report.figure = w.data()[at];
    where = "the weight " + p.name + " holds " + figure(report.figure) + " at [" + std::to_string(at / w.cols()) +
            ", " + std::to_string(at % w.cols()) + "]: every number computed from it is lost";
    break;
  }
  // 2. The first stage of the forward pass that is not finite. A model with a single boundary
  // token (a Hugging Face folder's) writes −∞ into the logits of the ids it never predicts: those
  // are meant, so a logit counts only when it is NaN or +∞.
  if (where.empty())
    for (const auto& stage : rec.stages()) {
      const bool logits = stage.name == "logits";
      Eigen::Index at = -1;
      if (logits) {
        for (Eigen::Index i = 0; i < stage.value.size() && at < 0; ++i)
          if (std::isnan(stage.value.data()[i]) || stage.value.data()[i] == INFINITY) at = i;
      } else {
        at = first_non_finite(stage.value);
      }
      if (at < 0) continue;
      report.tensor = stage.key();
      report.figure = stage.value.data()[at];
      where = describe_stage(stage.scope, stage.name) + ": the forward pass first produced " + figure(report.figure) +
              " here (position " + std::to_string(at / stage.value.cols()) + ")";
      break;
    }
  // 3. The attention head whose allowed scores reached furthest.
  if (where.empty()) {
    const AttentionRecord* worst = nullptr;
    int worst_head = 0;
    double worst_score = -INFINITY, worst_weight = 0;
    for (const auto& a : rec.attentions()) {
      const Eigen::Index queries = a.queries.rows();
      for (int h = 0; h < a.heads; ++h) {
        const Matrix scores = a.scale * a.queries.middleCols(static_cast<Eigen::Index>(h) * a.d_k, a.d_k) *
                              a.keys.middleCols(static_cast<Eigen::Index>(h) * a.d_k, a.d_k).transpose();
        for (Eigen::Index i = 0; i < queries; ++i)
          for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (a.allowed(i, j) != 0 && std::abs(scores(i, j)) > worst_score) {
              worst_score = std::abs(scores(i, j));
              worst = &a;
              worst_head = h;
              worst_weight = a.weights.row(static_cast<Eigen::Index>(h) * queries + i).maxCoeff();
            }
      }
    }
    if (worst && worst_score > 10) {
      report.tensor = worst->key() + ".head" + std::to_string(worst_head);
      report.figure = worst_score;
      where = describe_stage(worst->scope, worst->name) + " head " + std::to_string(worst_head + 1) +
              ": scores reached " + figure(worst_score) +
              (worst_weight > 0.99 ? ", the softmax saturated (its largest weight " + figure(worst_weight) + ")" : "");
    }
  }
  // 4. The parameter with the largest gradient.
  if (where.empty() && !inside.updates.empty()) {
    const auto largest =
        std::max_element(inside.updates.begin(), inside.updates.end(), [](const auto& a, const auto& b) {
          return !(a.gradient_norm >= b.gradient_norm);  // NaN counts as largest
        });
    report.tensor = largest->name;
    report.figure = largest->gradient_norm;
    where = "the largest gradient is " + largest->name + "'s (norm " + figure(largest->gradient_norm) + ")";
  }
  if (where.empty()) where = "no single tensor stands out";
  where[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(where[0])));
  report.message = "Step " + std::to_string(report.step) + ": " + kind_in_words(report) + ". " + where +
                   "; the gradient norm was " + figure(report.gradient_norm) + " before clipping.";
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
