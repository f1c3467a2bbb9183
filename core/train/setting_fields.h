// The settings a person chooses for a run, as data: one row per setting, with its key (twb
// train's --set KEY=VALUE, and its name in the settings' JSON), its kind and range or choices, the
// architectures it applies to and its help. The Experiment panel builds its fields from this table
// and `twb train --help-settings` prints it, so the two cannot disagree; ExperimentSettings reads
// and writes the values as typed JSON (ExperimentSettings::values / set_values).
#pragma once

#include <string>
#include <string_view>
#include <vector>

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
  double minimum = 0, maximum = 0, step = 1;  // integer and real
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

  bool applies_to(const std::string& architecture) const;
  const std::string& label_for(const std::string& architecture) const;
  const std::string& help_for(const std::string& architecture) const;
  const SettingChoice* choice(std::string_view value) const;
};

// Every setting, in the panel's order (the command-line-only ones last).
const std::vector<SettingField>& setting_fields();
// The row of a key (aliases such as lr included), or null.
const SettingField* setting_field(std::string_view key);
// The other keys --set reads that are not settings of their own: "task", "preset" (a preset's
// sizes), "layers" (every layer count the architecture has), and the aliases. For --help-settings.
struct SettingAlias {
  std::string key, meaning;
};
const std::vector<SettingAlias>& setting_aliases();
// The table as text, for `twb train --help-settings`: a line per setting with its kind, range or
// choices, the architectures it applies to, and its help.
std::string settings_help();

}  // namespace twb
