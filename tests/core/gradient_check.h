// Finite-difference gradient checking, in double precision.
//
// For a scalar loss L(θ) and every element θ_i of every checked tensor:
//   numeric_i = (L(θ + h e_i) - L(θ - h e_i)) / (2h),  h = 1e-6
// and the analytic gradient must agree:  |analytic - numeric| <= atol + rtol * max(|analytic|, |numeric|)
// with rtol = 1e-6 and atol = 1e-8. In double, the central difference's truncation error is
// O(h²) ≈ 1e-12 and its rounding error ≈ 1e-16 |L| / h ≈ 1e-10 |L|, well inside the tolerance,
// while a wrong term in a backward pass typically shows as an error of 1e-2 or more.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace twb::testing {

static_assert(sizeof(twb::real) == sizeof(double), "gradient checks run in double precision");

struct GradientTarget {
  std::string name;
  twb::Matrix* value;           // perturbed in place, restored afterwards
  twb::Matrix analytic;         // the backward pass's gradient, same shape
  std::vector<bool> skip = {};  // optional: elements not to compare (e.g. the padding row)
};

struct GradientCheckResult {
  double max_abs_error = 0;
  double max_rel_error = 0;
  long compared = 0;
};

inline constexpr double kStep = 1e-6;
inline constexpr double kRelTol = 1e-6;
inline constexpr double kAbsTol = 1e-8;

inline GradientCheckResult check_gradients(const std::function<double()>& loss, std::vector<GradientTarget>& targets) {
  GradientCheckResult result;
  for (auto& target : targets) {
    twb::Matrix& value = *target.value;
    EXPECT_EQ(value.rows(), target.analytic.rows()) << target.name;
    EXPECT_EQ(value.cols(), target.analytic.cols()) << target.name;
    int failures = 0;
    for (Eigen::Index i = 0; i < value.size(); ++i) {
      if (!target.skip.empty() && target.skip[static_cast<size_t>(i)]) continue;
      const double saved = value.data()[i];
      value.data()[i] = saved + kStep;
      const double plus = loss();
      value.data()[i] = saved - kStep;
      const double minus = loss();
      value.data()[i] = saved;
      const double numeric = (plus - minus) / (2 * kStep);
      const double analytic = target.analytic.data()[i];
      const double abs_error = std::abs(numeric - analytic);
      const double scale = std::max(std::abs(numeric), std::abs(analytic));
      result.max_abs_error = std::max(result.max_abs_error, abs_error);
      if (scale > 1e-6) result.max_rel_error = std::max(result.max_rel_error, abs_error / scale);
      ++result.compared;
      if (abs_error > kAbsTol + kRelTol * scale && failures++ < 5)
        ADD_FAILURE() << target.name << "[" << i << "]: analytic " << analytic << " numeric " << numeric;
    }
  }
  EXPECT_GT(result.compared, 0);
  return result;
}

// A random matrix with entries in [-1, 1].
inline twb::Matrix random_matrix(Eigen::Index rows, Eigen::Index cols, std::mt19937_64& gen, double scale = 1.0) {
  std::uniform_real_distribution<double> dist(-scale, scale);
  twb::Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = dist(gen);
  return m;
}

// Fill every parameter with random values (so that biases and LN gains are not trivially 0 or 1).
inline void randomize(twb::ParameterList& params, std::mt19937_64& gen, double scale = 0.5) {
  for (auto& p : params)
    p.parameter->value = random_matrix(p.parameter->value.rows(), p.parameter->value.cols(), gen, scale);
}

inline void zero_grads(twb::ParameterList& params) {
  for (auto& p : params) p.parameter->zero_grad();
}

// Targets for every parameter, with the gradients the backward pass just accumulated.
inline void add_parameter_targets(twb::ParameterList& params, std::vector<GradientTarget>& targets) {
  for (auto& p : params) targets.push_back({p.name, &p.parameter->value, p.parameter->grad});
}

// The scalar the checks differentiate: L = Σ y ⊙ R for a fixed random R, so dL/dy = R.
inline double project(const twb::Matrix& y, const twb::Matrix& r) { return (y.array() * r.array()).sum(); }

}  // namespace twb::testing
