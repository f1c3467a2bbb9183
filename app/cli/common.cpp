#include <charconv>
#include <cmath>
#include <iostream>
#include <string>

#include "cli/commands.h"

namespace twb::cli {

void print_json(const nlohmann::json& object) {
  // Text from a user or a file may hold invalid UTF-8: it is replaced by U+FFFD, never an exception
  // after the results were printed.
  std::cout << object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
}

namespace {

std::string number_text(double value) {
  std::string text = std::to_string(value);
  if (text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  return text;
}

}  // namespace

// The text itself is checked, before CLI11 converts it: its conversions wrap "-1" into an unsigned
// 2⁶⁴−1 and saturate an integer too long for 64 bits, and a range check after that is too late.
CLI::Validator integer_in(int64_t lowest, int64_t highest) {
  const std::string range = "an integer from " + std::to_string(lowest) + " to " + std::to_string(highest);
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        int64_t value = 0;
        const char* end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, value);
        if (error == std::errc::result_out_of_range) return "'" + text + "' is too large: give " + range;
        if (error != std::errc() || stop != end || text.empty()) return "'" + text + "' is not " + range;
        if (value < lowest || value > highest) return text + " is out of range: give " + range;
        return "";
      },
      "INT in [" + std::to_string(lowest) + ", " + std::to_string(highest) + "]");
}

CLI::Validator number_in(double lowest, double highest) {
  const std::string range = "a number from " + number_text(lowest) + " to " + number_text(highest);
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        size_t used = 0;
        double value = 0;
        try {
          value = std::stod(text, &used);
        } catch (const std::exception&) {
          return "'" + text + "' is not " + range;
        }
        if (used != text.size()) return "'" + text + "' is not " + range;
        if (!std::isfinite(value)) return text + " is not a finite number: give " + range;
        if (value < lowest || value > highest) return text + " is out of range: give " + range;
        return "";
      },
      "NUMBER in [" + number_text(lowest) + ", " + number_text(highest) + "]");
}

}  // namespace twb::cli
