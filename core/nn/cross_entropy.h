// Softmax cross-entropy with label smoothing and an ignored (padding) index, as
// torch.nn.functional.cross_entropy(logits, targets, ignore_index=pad, label_smoothing=ε):
//   q = (1 - ε) onehot(target) + ε / V            (the smoothed target distribution)
//   loss = mean over non-ignored rows of  -Σ_v q_v log softmax(logits)_v
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/saved_input.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct CrossEntropy {
  real label_smoothing = 0;
  int32_t ignore_index = -1;

  // logits: (N, V)  targets: N. Returns the mean loss (0 when every row is ignored).
  real forward(const Matrix& logits, const std::vector<int32_t>& targets);
  // dlogits = (softmax - q) / count for counted rows, 0 for ignored ones. (N, V), overwritten.
  void backward(Matrix& dlogits) const;

  int counted() const { return count_; }  // rows that were not ignored
  const Matrix& probabilities() const { return probabilities_; }
  // Each row's loss of the last forward (-1 for an ignored row).
  const std::vector<double>& row_losses() const { return row_loss_; }

 private:
  Matrix probabilities_;          // softmax(logits): (N, V)
  std::vector<double> row_loss_;  // each row's loss, summed in order
  SavedInput<std::vector<int32_t>> targets_;
  int count_ = 0;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
