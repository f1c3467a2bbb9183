// What a forward pass needs besides its inputs: training or evaluation mode, the random numbers
// for dropout, and, for Step inside, where to record what it computes for one example.
#pragma once

#include <vector>

#include "tensor/random.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

class StageRecorder;
struct MaskEdit;

struct Context {
  bool training = false;  // dropout is the identity when false
  CounterRng rng;
  // When set, the modules record their stages for one example (nn/stage_recorder.h), in the
  // forward pass and in the backward pass that follows it.
  StageRecorder* recorder = nullptr;
  // When set, cells of the attention masks set by hand (nn/attention.h, the mask editor), applied
  // by the models after they combine their own masks.
  const std::vector<MaskEdit>* mask_edits = nullptr;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
