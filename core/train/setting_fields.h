// The settings a person chooses for a run, as data: one row per setting, with its key (twb
// train's --set KEY=VALUE, and its name in the settings' JSON), its kind and range or choices, the
// architectures it applies to, its help, and where its value lives. Each section declares its rows
// beside its struct (TransformerConfig, TextSettings, TrainerSettings, ExperimentSettings: see
// util/setting_table.h); this puts them together in the panel's order. The Experiment panel builds
// its fields from this table and `twb train --help-settings` prints it, so the two cannot
// disagree; ExperimentSettings reads and writes the values through it.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "tensor/tensor.h"
#include "util/setting_table.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct ExperimentSettings;

// Every setting, in the panel's order (the command-line-only ones last).
const std::vector<SettingField>& setting_fields();
// The row of a key (aliases such as lr included), or null.
const SettingField* setting_field(std::string_view key);

// A setting of the table and where its value lives in a run's settings.
struct RunSetting {
  const SettingField* field;
  std::function<nlohmann::json(const ExperimentSettings&)> read;
  std::function<void(ExperimentSettings&, const nlohmann::json&)> write;  // as SettingRow::write
};
const std::vector<RunSetting>& run_settings();        // in setting_fields()' order
const RunSetting* run_setting(std::string_view key);  // aliases included; null for another key

// The keys --set reads that are not settings of their own: "task", "preset" (a preset's sizes),
// "layers" (every layer count the architecture has).
struct SpecialSettingKey {
  std::string key, meaning;
  std::function<void(ExperimentSettings&, const std::string&)> apply;
};
const std::vector<SpecialSettingKey>& special_setting_keys();

// The special keys and the aliases, for --help-settings.
struct SettingAlias {
  std::string key, meaning;
};
const std::vector<SettingAlias>& setting_aliases();
// The table as text, for `twb train --help-settings`: a line per setting with its kind, range or
// choices, the architectures it applies to, and its help.
std::string settings_help();

}  // namespace TWB_PRECISION_NS
}  // namespace twb
