// Small helpers the core test files share.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "tensor/tensor.h"
#include "util/error.h"

namespace twb::testing {

// The message of the twb::Error that `action` throws ("" and a test failure when none is thrown).
template <class Action>
std::string error_message(Action&& action) {
  try {
    action();
  } catch (const twb::Error& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a twb::Error";
  return {};
}

// A path under the system's temporary directory for a test's file.
inline std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("twb_test_" + name)).string();
}

// The largest element-wise difference between two models' parameters (same shapes, same order).
inline float largest_difference(const twb::ParameterList& expected, const twb::ParameterList& actual) {
  float worst = 0;
  for (size_t i = 0; i < expected.size(); ++i)
    worst = std::max(worst, static_cast<float>((expected[i].parameter->value - actual[i].parameter->value).cwiseAbs().maxCoeff()));
  return worst;
}

}  // namespace twb::testing
