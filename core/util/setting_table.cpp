#include "util/setting_table.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <sstream>

namespace twb {
namespace {

std::string number_text(double value) {
  if (value == std::floor(value) && std::fabs(value) < 1e15) return std::to_string(static_cast<int64_t>(value));
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

bool SettingField::applies_to(const std::string& architecture) const {
  if (architectures.empty()) return true;
  for (const std::string& a : architectures)
    if (a == architecture) return true;
  return false;
}

const std::string& SettingField::label_for(const std::string& architecture) const {
  for (const Variant& v : variants)
    if (v.architecture == architecture) return v.label;
  return label;
}

const std::string& SettingField::help_for(const std::string& architecture) const {
  for (const Variant& v : variants)
    if (v.architecture == architecture) return v.help;
  return help;
}

const SettingChoice* SettingField::choice(std::string_view value) const {
  for (const SettingChoice& c : choices)
    if (c.value == value) return &c;
  return nullptr;
}

bool SettingField::named(std::string_view name) const {
  if (key == name) return true;
  for (const std::string& a : aliases)
    if (a == name) return true;
  return false;
}

std::string SettingField::takes() const {
  switch (kind) {
    case Kind::integer:
      return "a whole number";
    case Kind::real:
      return "a number";
    case Kind::boolean:
      return "true or false";
    case Kind::text:
      return "text";
    case Kind::choice: {
      std::string out;
      for (const SettingChoice& c : choices) out += (out.empty() ? "one of " : ", ") + c.value;
      return out;
    }
  }
  return "?";
}

nlohmann::json SettingField::parse(const std::string& text) const {
  const std::string said = "--set " + key + "=" + text + ": ";
  switch (kind) {
    case Kind::integer: {
      int64_t value = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
      if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        throw Error(said + "not a whole number; " + key + " takes " + takes());
      return value;
    }
    case Kind::real: {
      std::istringstream in(text);
      double value = 0;
      in >> value;
      if (!in || !in.eof()) throw Error(said + "not a number; " + key + " takes " + takes());
      return value;
    }
    case Kind::boolean: {
      std::string word;  // True, TRUE and true alike
      for (const char c : text) word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (word == "true" || word == "1" || word == "yes") return true;
      if (word == "false" || word == "0" || word == "no") return false;
      throw Error(said + "use true or false");
    }
    case Kind::choice:
    case Kind::text:
      return text;
  }
  return text;
}

void SettingField::check_type(const nlohmann::json& value) const {
  bool ok = false;
  switch (kind) {
    case Kind::integer:
      ok = value.is_number_integer();
      break;
    case Kind::real:
      ok = value.is_number();
      break;
    case Kind::boolean:
      ok = value.is_boolean();
      break;
    case Kind::text:
      ok = value.is_string();
      break;
    case Kind::choice:
      ok = value.is_string() && choice(value.get<std::string>()) != nullptr;
      break;
  }
  if (!ok) throw Error("setting " + key + " = " + value.dump() + ": it takes " + takes());
}

void SettingField::check_bounds(const nlohmann::json& value, const std::string& prefix) const {
  if (!value.is_number() || (!lowest && !highest)) return;
  const double v = value.get<double>();
  const std::string said = prefix + key + " = " + value.dump() + " ";
  const std::string& after = why;  // said of a value below the range
  const bool both = lowest && highest;
  // A range of a few units ([0, 1)) is said whole; a ceiling far above (d_model's 8192) alone.
  const bool interval = both && highest->value - lowest->value <= 1;
  const std::string range = interval ? std::string(lowest->open ? "(" : "[") + number_text(lowest->value) + ", " +
                                           number_text(highest->value) + (highest->open ? ")" : "]")
                                     : "";
  if (lowest && !(lowest->open ? v > lowest->value : v >= lowest->value)) {
    if (interval) throw Error(said + "must be in " + range + after);
    if (lowest->value == 0) throw Error(said + (lowest->open ? "must be positive" : "must not be negative") + after);
    throw Error(said + "must be " + (lowest->open ? "above " : "at least ") + number_text(lowest->value) + after);
  }
  if (highest && !(highest->open ? v < highest->value : v <= highest->value)) {
    if (interval) throw Error(said + "must be in " + range + after);
    if (highest->open) throw Error(said + "must be below " + number_text(highest->value));
    throw Error(said + "is above the largest allowed, " + number_text(highest->value));
  }
  if (kind == Kind::real && !std::isfinite(v)) throw Error(said + "must be a finite number" + after);
}

}  // namespace twb
