// What a forward pass needs besides its inputs: training or evaluation mode, and the random numbers
// for dropout.
#pragma once

#include "tensor/random.h"

namespace twb {

struct Context {
  bool training = false;  // dropout is the identity when false
  CounterRng rng;
};

}  // namespace twb
