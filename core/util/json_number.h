// Whole numbers read from JSON a file supplied (checkpoint metadata): nlohmann's get<int>() casts
// whatever number is there, so 2^40 wraps and 7e47 (a float: too large to parse as an integer) is
// undefined behaviour. These read the number only when it is a whole number that fits, and
// otherwise throw the library's own out_of_range, so the callers that name the file catch it as
// they catch every other malformed field.
#pragma once

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

namespace twb {

template <class Int>
Int json_integer(const nlohmann::json& value, const char* key) {
  const auto refuse = [&](const char* why) -> Int {
    throw nlohmann::json::out_of_range::create(406, std::string(key) + " is " + value.dump() + ", " + why, nullptr);
  };
  if (value.is_number_unsigned()) {
    const uint64_t v = value.get<uint64_t>();
    if (v > static_cast<uint64_t>(std::numeric_limits<Int>::max())) return refuse("too large");
    return static_cast<Int>(v);
  }
  if (value.is_number_integer()) {
    const int64_t v = value.get<int64_t>();
    if (std::numeric_limits<Int>::is_signed
            ? (v < static_cast<int64_t>(std::numeric_limits<Int>::min()) ||
               (std::numeric_limits<Int>::digits < 63 && v > static_cast<int64_t>(std::numeric_limits<Int>::max())))
            : v < 0)
      return refuse("out of range");
    return static_cast<Int>(v);
  }
  return refuse("not a whole number");
}

// json_integer of the field `key` of the object `j` (out_of_range when it is missing, as at()).
template <class Int>
Int json_integer_at(const nlohmann::json& j, const char* key) {
  return json_integer<Int>(j.at(key), key);
}

}  // namespace twb
