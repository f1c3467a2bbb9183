// The table of settings (core/train/setting_fields.h): every key in it is one that --set reads, and
// --set reads no other (but the aliases); a key set from text (--set) and from its typed JSON value
// (the Experiment panel) gives the same settings; the values round-trip through JSON; a wrong type,
// an unknown key or a choice that does not exist is refused naming the key; --help-settings names
// every key and choice; every row's --set, values and bounds are generated from it.
#include <gtest/gtest.h>

#include <string>

#include "task/task.h"
#include "test_support.h"
#include "train/session.h"
#include "train/setting_fields.h"

namespace twb {
namespace {

using testing::error_message;

// A value of the field other than `current` that keeps the settings usable.
nlohmann::json other_value(const SettingField& field, const nlohmann::json& current) {
  switch (field.kind) {
    case SettingField::Kind::integer: {
      const int64_t now = current.get<int64_t>();
      return now > 0 ? now * 2 : int64_t(field.step);
    }
    case SettingField::Kind::real: {
      const double now = current.get<double>();
      return now > 0 ? now / 2 : field.step;
    }
    case SettingField::Kind::boolean:
      return !current.get<bool>();
    case SettingField::Kind::text:
      return "a probe sentence";
    case SettingField::Kind::choice:
      for (const SettingChoice& choice : field.choices)
        if (choice.value != current.get<std::string>()) return choice.value;
  }
  return current;
}

std::string as_text(const nlohmann::json& value) { return value.is_string() ? value.get<std::string>() : value.dump(); }

TEST(SettingFields, EachKeyFromTextOrFromItsTypedValueGivesTheSameSettings) {
  for (const Task* task : all_tasks()) {
    const ExperimentSettings defaults = default_settings(task->name());
    const nlohmann::json values = defaults.values();
    for (const SettingField& field : setting_fields()) {
      if (!field.applies_to(defaults.model.architecture)) continue;
      SCOPED_TRACE(task->name() + ": " + field.key);
      ASSERT_TRUE(values.contains(field.key));
      const nlohmann::json value = other_value(field, values.at(field.key));
      ASSERT_NE(value, values.at(field.key));
      ExperimentSettings by_text = defaults, by_value = defaults;
      by_text.set(field.key + "=" + as_text(value));
      by_value.set_values({{field.key, value}});
      EXPECT_EQ(by_value.values().at(field.key), value);
      EXPECT_EQ(by_text.values(), by_value.values());
      // Nothing else changed.
      nlohmann::json expected = values;
      expected[field.key] = value;
      EXPECT_EQ(by_value.values(), expected);
    }
  }
}

TEST(SettingFields, SetReadsTheTablesKeysAndTheAliasesAndNoOther) {
  const ExperimentSettings defaults = default_settings("translate");
  // Every name in the settings' JSON: --set reads it exactly when the table has it.
  std::vector<std::string> names;
  for (const nlohmann::json& section : {defaults.model.to_json(), defaults.text.to_json(), defaults.trainer.to_json()})
    for (const auto& [key, value] : section.items()) names.push_back(key);
  for (const std::string& key : names) {
    SCOPED_TRACE(key);
    ExperimentSettings s = defaults;
    const std::string sample = setting_field(key) ? as_text(defaults.values().at(key)) : "1";
    std::string error;
    try {
      s.set(key + "=" + sample);
    } catch (const Error& e) {
      error = e.what();
    }
    const bool unknown = error.find("unknown") != std::string::npos;
    EXPECT_EQ(!unknown, setting_field(key) != nullptr) << error;
  }
  for (const SettingAlias& alias : setting_aliases()) {
    SCOPED_TRACE(alias.key);
    const SettingField* field = setting_field(alias.key);
    if (field == nullptr) continue;  // task, preset, layers: no setting of their own
    ExperimentSettings by_alias = defaults, by_key = defaults;
    const std::string value = as_text(other_value(*field, defaults.values().at(field->key)));
    by_alias.set(alias.key + "=" + value);
    by_key.set(field->key + "=" + value);
    EXPECT_EQ(by_alias.values(), by_key.values());
  }
}

TEST(SettingFields, ValuesRoundTripThroughJsonText) {
  for (const Task* task : all_tasks()) {
    ExperimentSettings settings = default_settings(task->name());
    settings.set_values({{"d_model", 48},
                         {"heads", 6},
                         {"norm_placement", "pre"},
                         {"lowercase", true},
                         {"learning_rate", 0.00125},
                         {"schedule", "plateau"},
                         {"eval_every", 75}});
    const std::string text = settings.values().dump();
    ExperimentSettings read = default_settings(task->name());
    read.set_values(nlohmann::json::parse(text));
    EXPECT_EQ(read.values(), settings.values()) << task->name();
    EXPECT_EQ(read.model.d_model, 48);
    EXPECT_EQ(read.trainer.schedule, ScheduleKind::plateau);
  }
}

TEST(SettingFields, WrongValuesAreRefusedNamingTheKeyAndChangeNothing) {
  ExperimentSettings settings = default_settings("lm");
  const nlohmann::json before = settings.values();
  struct Case {
    nlohmann::json values;
    std::vector<std::string> said;
  };
  for (const Case& c : std::vector<Case>{
           {{{"d_model", "big"}}, {"d_model", "whole number"}},
           {{{"d_model", 64.5}}, {"d_model", "whole number"}},
           {{{"dropout", "0.1"}}, {"dropout", "a number"}},
           {{{"qkv_bias", 1}}, {"qkv_bias", "true or false"}},
           {{{"norm_placement", "middle"}}, {"norm_placement", "one of post, pre"}},
           {{{"heads", 2}, {"colour", "blue"}}, {"colour", "unknown setting", "--help-settings"}},
           {{{"lr", 0.1}}, {"lr", "unknown setting"}},
       }) {
    const std::string message = error_message([&] { settings.set_values(c.values); });
    for (const std::string& part : c.said) EXPECT_NE(message.find(part), std::string::npos) << message;
    EXPECT_EQ(settings.values(), before) << c.values.dump();
  }
}

// What the table generates: for every row, --set KEY=VALUE writes where the row says (values()
// reads it back), the typed values round-trip, and a value beyond the row's bounds is refused by
// --set and by validate(), naming the key.
TEST(SettingFields, EveryRowsSetValuesAndBoundsComeFromTheTable) {
  for (const SettingField& field : setting_fields()) {
    SCOPED_TRACE(field.key);
    const std::string task = field.applies_to(TransformerConfig::kDecoderOnly)   ? "lm"
                             : field.applies_to(TransformerConfig::kEncoderOnly) ? "classify"
                                                                                 : "translate";
    ExperimentSettings defaults = default_settings(task);
    const nlohmann::json value = other_value(field, defaults.values().at(field.key));
    ExperimentSettings s = defaults;
    s.set(field.key + "=" + as_text(value));
    EXPECT_EQ(s.values().at(field.key), value);
    for (const std::string& alias : field.aliases) {
      ExperimentSettings by_alias = defaults;
      by_alias.set(alias + "=" + as_text(value));
      EXPECT_EQ(by_alias.values(), s.values()) << alias;
    }
    ExperimentSettings read = defaults;
    read.set_values(s.values());
    EXPECT_EQ(read.values(), s.values());
    // Beyond a bound: refused at once by --set, and by validate() when written directly.
    auto refuses = [&](double beyond) {
      const nlohmann::json out =
          field.kind == SettingField::Kind::integer ? nlohmann::json(int64_t(beyond)) : nlohmann::json(beyond);
      SCOPED_TRACE(out.dump());
      ExperimentSettings refused = defaults;
      const std::string said = error_message([&] { refused.set(field.key + "=" + as_text(out)); });
      EXPECT_NE(said.find(field.key), std::string::npos) << said;
      EXPECT_EQ(refused.values(), defaults.values());
      ExperimentSettings written = defaults;
      written.dataset = "numbers-en-de";
      run_setting(field.key)->write(written, out);
      const std::string invalid = error_message([&] { written.validate(); });
      EXPECT_NE(invalid.find(field.key + " = "), std::string::npos) << invalid;
    };
    if (field.lowest) refuses(field.lowest->value - 1);
    if (field.highest) refuses(field.highest->value + 1);
  }
}

TEST(SettingFields, SetNamesWhatAKeyTakes) {
  ExperimentSettings s = default_settings("translate");
  for (const auto& [assignment, said] : std::vector<std::pair<std::string, std::string>>{
           {"heads_every=often", "heads_every takes a whole number"},
           {"dropout=lots", "dropout takes a number"},
           {"qkv_bias=maybe", "use true or false"},
           {"norm_placement=middle", "one of post, pre"},
           {"colour=blue", "unknown setting \"colour\""},
           {"heads_every=-1", "heads_every = -1 must not be negative"},
       }) {
    const std::string text = assignment;  // a structured binding is not captured by clang 14
    const std::string message = error_message([&] { s.set(text); });
    EXPECT_NE(message.find(said), std::string::npos) << assignment << ": " << message;
  }
}

TEST(SettingFields, HelpNamesEveryKeyAndChoice) {
  const std::string help = settings_help();
  for (const SettingField& field : setting_fields()) {
    EXPECT_NE(help.find("  " + field.key + " ("), std::string::npos) << field.key;
    for (const SettingChoice& choice : field.choices)
      EXPECT_NE(help.find("      " + choice.value + ": "), std::string::npos) << field.key << " " << choice.value;
  }
  for (const SettingAlias& alias : setting_aliases()) EXPECT_NE(help.find("  " + alias.key + ": "), std::string::npos);
}

}  // namespace
}  // namespace twb
