// main() of every GoogleTest program: GoogleTest's own, after the OpenMP settings twb and the window
// start with (tensor/parallel.h). ctest runs two test programs at a time on a 2-core machine, so
// each program's threads share the cores with the other's, as the engine does on a learner's busy
// machine; with the runtimes' default spinning, a gradient check that takes 0.05 s alone took 25-37 s
// beside another.
#include <gtest/gtest.h>

#include "tensor/parallel.h"

int main(int argc, char** argv) {
  twb::use_engine_openmp_settings(argv);  // before anything else: it may restart the program
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
