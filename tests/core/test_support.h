// Small helpers the core test files share.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tensor/tensor.h"
#include "text/special_tokens.h"
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

// That `text` (an error message, say) contains `part`, showing the text when it does not.
#define EXPECT_CONTAINS(text, part) EXPECT_NE(std::string(text).find(part), std::string::npos) << "message: " << (text)

// A path under the system's temporary directory for a test's file.
inline std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("twb_test_" + name)).string();
}

// The largest element-wise difference between two models' parameters (same shapes, same order).
inline float largest_difference(const twb::ParameterList& expected, const twb::ParameterList& actual) {
  float worst = 0;
  for (size_t i = 0; i < expected.size(); ++i)
    worst = std::max(
        worst, static_cast<float>((expected[i].parameter->value - actual[i].parameter->value).cwiseAbs().maxCoeff()));
  return worst;
}

// Feeds `input` (B, T) one column of tokens at a time through `step(tokens, logits)` (a cached
// decoder or generator: logits (B, V) of the next token) and returns the largest difference from
// the logits of the full forward pass `full` ((B*T, V), row b*T + t); padding is skipped.
template <class Step>
float largest_cached_step_difference(const twb::TokenBatch& input, const twb::Matrix& full, Step&& step) {
  twb::Matrix logits;
  float worst = 0;
  for (int t = 0; t < input.length; ++t) {
    std::vector<int32_t> tokens;
    for (int b = 0; b < input.batch; ++b) tokens.push_back(input.at(b, t));
    step(tokens, logits);
    for (int b = 0; b < input.batch; ++b) {
      if (input.at(b, t) == twb::kPadId) continue;  // past the end of a shorter sequence
      const auto row = full.row(static_cast<Eigen::Index>(b) * input.length + t);
      worst = std::max(worst, static_cast<float>((logits.row(b) - row).cwiseAbs().maxCoeff()));
    }
  }
  return worst;
}

}  // namespace twb::testing
