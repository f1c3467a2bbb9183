#include "tensor/parallel.h"

#include <Eigen/Core>
#include <omp.h>

namespace twb {

void set_num_threads(int n) {
  if (n <= 0) n = omp_get_num_procs();
  omp_set_num_threads(n);
  Eigen::setNbThreads(n);
}

int num_threads() { return omp_get_max_threads(); }

}  // namespace twb
