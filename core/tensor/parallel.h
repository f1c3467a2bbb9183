// The engine's thread count: OpenMP loops (across batch and heads, across rows) and Eigen's matrix
// products both follow it. Results do not depend on it beyond float rounding in Eigen's products:
// our own loops write disjoint outputs and every reduction over rows runs in a fixed order.
#pragma once

namespace twb {

// n <= 0 means "all cores".
void set_num_threads(int n);
int num_threads();

}  // namespace twb
