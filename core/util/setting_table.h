// A setting declared once, as data: its key (twb train's --set KEY=VALUE, its name in the settings'
// JSON and in a checkpoint's), its kind, its range or choices, its label and help (the Experiment
// panel, --help-settings), and where its value lives in the struct of its section
// (TransformerConfig, TextSettings, TrainerSettings, the run's ExperimentSettings). Each section
// declares its rows beside its struct, in its struct's layer, and generates from them what every
// setting needs: the value read from --set's text, the typed JSON of the section (a checkpoint's
// too), and the simple range checks of its validate(). train/setting_fields.h puts the sections'
// rows together in the panel's order.
#pragma once

#include <any>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/error.h"
#include "util/json_number.h"

namespace twb {

struct SettingChoice {
  std::string value;  // what the engine reads: "pre"
  std::string label;  // what a person reads: "pre-norm"
  std::string help;
};

struct SettingField {
  enum class Kind { integer, real, boolean, choice, text };

  std::string key;      // "d_model"
  std::string section;  // where the value lives: "model", "text", "trainer" or "run"
  // The Experiment panel's box that shows it ("Model", "Text", "Optimizer & schedule", "Run"); ""
  // for a setting of the command line only.
  std::string group;
  std::string label;  // "d_model", "Heads", "Scale scores by 1/√d_k"
  Kind kind = Kind::integer;
  double minimum = 0, maximum = 0, step = 1;  // integer and real: the panel's range and step
  int decimals = 0;                           // real
  std::string minimum_means;                  // what the minimum stands for: "off", "every epoch"
  std::vector<SettingChoice> choices;         // choice
  std::vector<std::string> architectures;     // those it applies to (TransformerConfig::k…); empty: all
  std::string help;
  // Another label and help where an architecture reads the setting differently (encoder_layers of
  // a classifier: "Layers").
  struct Variant {
    std::string architecture, label, help;
  };
  std::vector<Variant> variants;
  std::vector<std::string> aliases;  // other keys --set reads for it: "lr" for learning_rate
  // The values validate() accepts, wider than the panel's range: a bound on either side, or none.
  // An open bound refuses the bound itself (dropout < 1).
  struct Bound {
    double value = 0;
    bool open = false;
  };
  std::optional<Bound> lowest, highest;
  std::string why;  // said, as it is, after a value below the bounds: " (0 turns clipping off)"
  // What a saved object of the section (a checkpoint's) that lacks the key means, for files written
  // before the setting existed; null: the file must have it.
  nlohmann::json absent;

  bool applies_to(const std::string& architecture) const;
  const std::string& label_for(const std::string& architecture) const;
  const std::string& help_for(const std::string& architecture) const;
  const SettingChoice* choice(std::string_view value) const;
  bool named(std::string_view name) const;  // its key or an alias

  // What a value must be: "a whole number", "a number", "true or false", "text", "one of post, pre".
  std::string takes() const;
  // The value of --set KEY=TEXT, typed as the kind. Throws twb::Error naming the key and what it
  // takes. A choice's text is left for the row to read (a choice may have other spellings).
  nlohmann::json parse(const std::string& text) const;
  // Throws twb::Error naming the key and what it takes unless `value` is of the kind.
  void check_type(const nlohmann::json& value) const;
  // Throws twb::Error, its message after `prefix`, when a number is outside lowest..highest.
  void check_bounds(const nlohmann::json& value, const std::string& prefix = "") const;
};

// A setting of the section struct S: the field, and how its value is read and written.
template <class S>
struct SettingRow {
  SettingField field;
  std::function<nlohmann::json(const S&)> read;
  // From a value of the kind (a file's or one check_type accepted); throws nlohmann's exceptions
  // for a whole number that does not fit, twb::Error for a choice that is not one.
  std::function<void(S&, const nlohmann::json&)> write;
  std::any member;  // the member pointer, for setting_key()

  SettingRow& only(std::vector<std::string> architectures) {
    field.architectures = std::move(architectures);
    return *this;
  }
  SettingRow& meaning(std::string minimum_means) {
    field.minimum_means = std::move(minimum_means);
    return *this;
  }
  SettingRow& variant(std::string architecture, std::string label, std::string help) {
    field.variants.push_back({std::move(architecture), std::move(label), std::move(help)});
    return *this;
  }
  SettingRow& alias(std::string key) {
    field.aliases.push_back(std::move(key));
    return *this;
  }
  // The values validate() accepts: std::nullopt for no bound on that side.
  SettingRow& bounds(std::optional<SettingField::Bound> lowest, std::optional<SettingField::Bound> highest,
                     std::string why = "") {
    field.lowest = lowest, field.highest = highest, field.why = std::move(why);
    return *this;
  }
  SettingRow& absent(nlohmann::json meaning) {
    field.absent = std::move(meaning);
    return *this;
  }
};

// The rows of one section, built in order: each call adds a row and returns it for the modifiers.
template <class S>
class SettingRows {
 public:
  using Kind = SettingField::Kind;
  SettingRows(std::string section, std::string group) : section_(std::move(section)), group_(std::move(group)) {}
  void group(std::string group) { group_ = std::move(group); }  // the panel's box of the rows that follow

  template <class Int>
  SettingRow<S>& integer(Int S::*member, std::string key, std::string label, double minimum, double maximum,
                         double step, std::string help) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::integer, std::move(help));
    row.field.minimum = minimum, row.field.maximum = maximum, row.field.step = step;
    row.write = [member, k = row.field.key](S& s, const nlohmann::json& v) {
      s.*member = json_integer<Int>(v, k.c_str());
    };
    return row;
  }
  SettingRow<S>& real(double S::*member, std::string key, std::string label, double minimum, double maximum,
                      double step, int decimals, std::string help) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::real, std::move(help));
    row.field.minimum = minimum, row.field.maximum = maximum, row.field.step = step, row.field.decimals = decimals;
    row.write = [member](S& s, const nlohmann::json& v) { s.*member = v.get<double>(); };
    return row;
  }
  SettingRow<S>& boolean(bool S::*member, std::string key, std::string label, std::string help) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::boolean, std::move(help));
    row.write = [member](S& s, const nlohmann::json& v) { s.*member = v.get<bool>(); };
    return row;
  }
  SettingRow<S>& text(std::string S::*member, std::string key, std::string label, std::string help) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::text, std::move(help));
    row.write = [member](S& s, const nlohmann::json& v) { s.*member = v.get<std::string>(); };
    return row;
  }
  // A choice kept as its value's text (the tokenizer's name).
  SettingRow<S>& choice(std::string S::*member, std::string key, std::string label, std::vector<SettingChoice> choices,
                        std::string help) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::choice, std::move(help));
    row.field.choices = std::move(choices);
    row.write = [member, field = row.field](S& s, const nlohmann::json& v) {
      const std::string value = v.get<std::string>();
      if (field.choice(value) == nullptr)
        throw Error("--set " + field.key + "=" + value + ": unknown value; use " + field.takes());
      s.*member = value;
    };
    return row;
  }
  // A choice kept as an enum: `name(value)` gives a value's text, `parse(key, text)` reads one
  // (throwing twb::Error, naming the key, for one it does not know).
  template <class Enum, class Name, class Parse>
  SettingRow<S>& choice(Enum S::*member, std::string key, std::string label, std::vector<SettingChoice> choices,
                        std::string help, Name name, Parse parse) {
    SettingRow<S>& row = add(member, std::move(key), std::move(label), Kind::choice, std::move(help));
    row.field.choices = std::move(choices);
    row.read = [member, name](const S& s) { return nlohmann::json(std::string(name(s.*member))); };
    row.write = [member, parse, key = row.field.key](S& s, const nlohmann::json& v) {
      s.*member = parse(key, v.get<std::string>());
    };
    return row;
  }

  std::vector<SettingRow<S>> take() { return std::move(rows_); }

 private:
  template <class T>
  SettingRow<S>& add(T S::*member, std::string key, std::string label, Kind kind, std::string help) {
    SettingRow<S>& row = rows_.emplace_back();
    row.field.key = std::move(key), row.field.section = section_, row.field.group = group_;
    row.field.label = std::move(label), row.field.kind = kind, row.field.help = std::move(help);
    row.read = [member](const S& s) { return nlohmann::json(s.*member); };
    row.member = member;
    return row;
  }

  std::string section_, group_;
  std::vector<SettingRow<S>> rows_;
};

// The row of a key or alias, or null.
template <class S>
const SettingRow<S>* find_setting(const std::vector<SettingRow<S>>& rows, std::string_view key) {
  for (const SettingRow<S>& row : rows)
    if (row.field.named(key)) return &row;
  return nullptr;
}

// The row whose value is `member`.
template <class S, class T>
const SettingRow<S>& setting_row(const std::vector<SettingRow<S>>& rows, T S::*member) {
  for (const SettingRow<S>& row : rows)
    if (const auto* m = std::any_cast<T S::*>(&row.member); m != nullptr && *m == member) return row;
  throw std::logic_error("no setting row holds this member");
}

// The key of the setting whose value is `member`: what a hand-written check names.
template <class S, class T>
const std::string& setting_key(const std::vector<SettingRow<S>>& rows, T S::*member) {
  return setting_row(rows, member).field.key;
}

// Every row's value, by its key.
template <class S>
nlohmann::json setting_values(const std::vector<SettingRow<S>>& rows, const S& s) {
  nlohmann::json out = nlohmann::json::object();
  for (const SettingRow<S>& row : rows) out[row.field.key] = row.read(s);
  return out;
}

// Every row's value read from a saved object of the section; a key it lacks takes the row's
// `absent` meaning, or fails as nlohmann's at() does when the row has none.
template <class S>
void read_setting_values(const std::vector<SettingRow<S>>& rows, const nlohmann::json& j, S& s) {
  for (const SettingRow<S>& row : rows) {
    const std::string& key = row.field.key;
    if (j.contains(key))
      row.write(s, j.at(key));
    else if (!row.field.absent.is_null())
      row.write(s, row.field.absent);
    else
      (void)j.at(key);  // nlohmann's out_of_range: "key 'd_model' not found"
  }
}

// The bounds of every row; the first value out of them throws twb::Error after `prefix`.
template <class S>
void check_setting_bounds(const std::vector<SettingRow<S>>& rows, const S& s, const std::string& prefix = "") {
  for (const SettingRow<S>& row : rows) row.field.check_bounds(row.read(s), prefix);
}

}  // namespace twb
