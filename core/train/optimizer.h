// Adam (Kingma & Ba), exactly as torch.optim.Adam without weight decay, and gradient-norm clipping
// as torch.nn.utils.clip_grad_norm_. The paper's settings: β1 = 0.9, β2 = 0.98, ε = 1e-9.
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// Every element of a list of parameters, cut into fixed chunks, so that one parallel region walks
// all of them (dynamic schedule: a slowed thread takes fewer chunks) instead of one region per
// tensor. Chunks depend only on the tensors' sizes: sums over them run in a fixed order. A
// parameter made without gradients (WithoutGradients, tensor.h) gets its gradient here.
struct ParameterChunks {
  struct Chunk {
    size_t parameter = 0;  // index in the list
    Eigen::Index begin = 0, end = 0;
  };
  ParameterList parameters;
  std::vector<Chunk> chunks;
  mutable std::vector<double> partial_sums;  // one per chunk: the gradient norm's scratch

  ParameterChunks() = default;
  explicit ParameterChunks(const ParameterList& list);
};

// Sets every gradient to 0.
void zero_gradients(const ParameterChunks& chunks);

struct AdamSettings {
  double beta1 = 0.9;
  double beta2 = 0.98;
  double eps = 1e-9;
};

class Adam {
 public:
  explicit Adam(AdamSettings settings = {}) : settings_(settings) {}

  // m = β1 m + (1-β1) g;  v = β2 v + (1-β2) g²;
  // w -= (lr / (1 - β1^t)) · m / (sqrt(v) / sqrt(1 - β2^t) + ε)
  // With `sums` (one pair per chunk, sized by the call), each chunk's Σ Δw² and Σ w² (w before the
  // update): the training health's update/weight ratio, at the cost of two multiply-adds an element.
  struct ChunkSums {
    std::vector<double> update_squares, weight_squares;
  };
  // With `average` (one matrix per parameter, its shape), a running average of the weights kept in
  // the same pass, after each element's update: a += rate · (w - a). One walk over the parameters
  // instead of two; the same numbers as a separate pass.
  struct RunningAverage {
    std::vector<Matrix>* weights = nullptr;
    real rate = 0;
  };
  void step(const ParameterChunks& chunks, double learning_rate, ChunkSums* sums = nullptr,
            const RunningAverage* average = nullptr);

  int64_t steps() const { return steps_; }
  // The moments, one (m, v) per parameter in the list's order; sized on the first step.
  std::vector<Matrix>& first_moments() { return m_; }
  std::vector<Matrix>& second_moments() { return v_; }
  void set_steps(int64_t steps) { steps_ = steps; }
  void reset() {
    m_.clear();
    v_.clear();
    steps_ = 0;
  }
  const AdamSettings& settings() const { return settings_; }

 private:
  AdamSettings settings_;
  std::vector<Matrix> m_, v_;
  int64_t steps_ = 0;
};

// The L2 norm of all gradients together, accumulated in double in a fixed order.
double gradient_norm(const ParameterChunks& chunks);
// Scales every gradient by max_norm / (norm + 1e-6) when norm > max_norm. Returns the norm before.
double clip_gradient_norm(const ParameterChunks& chunks, double max_norm);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
