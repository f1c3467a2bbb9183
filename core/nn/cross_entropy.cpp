#include "nn/cross_entropy.h"

#include <cassert>
#include <cmath>

namespace twb {
inline namespace TWB_PRECISION_NS {

// With log p_v = logit_v - logsumexp(logits):
//   -Σ_v q_v log p_v = -(1 - ε) log p_target - (ε / V) Σ_v log p_v
real CrossEntropy::forward(const Matrix& logits, const std::vector<int32_t>& targets) {
  assert(static_cast<Eigen::Index>(targets.size()) == logits.rows());
  targets_.save(targets);
  const Eigen::Index n = logits.rows();
  const Eigen::Index vocab = logits.cols();
  probabilities_.resize(n, vocab);
  const real eps = label_smoothing;
  row_loss_.resize(static_cast<size_t>(n));
#pragma omp parallel for schedule(dynamic, 4) if (n >= 16)
  for (Eigen::Index r = 0; r < n; ++r) {
    const real max_logit = logits.row(r).maxCoeff();
    auto p = probabilities_.row(r);
    p = (logits.row(r).array() - max_logit).exp().matrix();
    const real sum = p.sum();
    p /= sum;
    const int32_t target = targets[static_cast<size_t>(r)];
    if (target == ignore_index) {
      row_loss_[static_cast<size_t>(r)] = -1;  // not counted
      continue;
    }
    const real log_sum_exp = max_logit + std::log(sum);
    const real log_p_target = logits(r, target) - log_sum_exp;
    // Without smoothing the mean is not needed, nor defined where a logit is −∞ (an id the model
    // never predicts, GptTransformer's single boundary token).
    const real smoothing = eps > 0 ? eps * (logits.row(r).mean() - log_sum_exp) : real(0);
    row_loss_[static_cast<size_t>(r)] = -(real(1) - eps) * log_p_target - smoothing;
  }
  // Summed in row order: the same loss for any thread count.
  double total = 0;
  int count = 0;
  for (Eigen::Index r = 0; r < n; ++r) {
    if (targets[static_cast<size_t>(r)] == ignore_index) continue;
    total += row_loss_[static_cast<size_t>(r)];
    ++count;
  }
  count_ = count;
  return count > 0 ? static_cast<real>(total / count) : real(0);
}

// d loss / d logit_v = (p_v - q_v) / count
void CrossEntropy::backward(Matrix& dlogits) const {
  const Eigen::Index n = probabilities_.rows();
  const Eigen::Index vocab = probabilities_.cols();
  dlogits.resize(n, vocab);
  if (count_ == 0) {
    dlogits.setZero();
    return;
  }
  const std::vector<int32_t>& targets = targets_.get("CrossEntropy");
  const real inv_count = real(1) / static_cast<real>(count_);
  const real uniform = label_smoothing / static_cast<real>(vocab);
#pragma omp parallel for schedule(dynamic, 4) if (n >= 16)
  for (Eigen::Index r = 0; r < n; ++r) {
    const int32_t target = targets[static_cast<size_t>(r)];
    if (target == ignore_index) {
      dlogits.row(r).setZero();
      continue;
    }
    dlogits.row(r) = (probabilities_.row(r).array() - uniform).matrix() * inv_count;
    dlogits(r, target) -= (real(1) - label_smoothing) * inv_count;
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
