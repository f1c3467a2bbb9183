#include "train/setting_fields.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "train/session.h"

namespace twb {
inline namespace TWB_PRECISION_NS {
namespace {

using Kind = SettingField::Kind;

struct Table {
  std::vector<SettingField> fields;
  std::vector<RunSetting> settings;
};

// A section's rows, with where the section lives in a run's settings.
template <class S>
void add_section(std::vector<std::pair<SettingField, RunSetting>>& out, const std::vector<SettingRow<S>>& rows,
                 S ExperimentSettings::*section) {
  for (const SettingRow<S>& row : rows)
    out.push_back({row.field,
                   {nullptr, [&row, section](const ExperimentSettings& s) { return row.read(s.*section); },
                    [&row, section](ExperimentSettings& s, const nlohmann::json& v) { row.write(s.*section, v); }}});
}

Table make_table() {
  std::vector<std::pair<SettingField, RunSetting>> all;
  add_section(all, TransformerConfig::setting_rows(), &ExperimentSettings::model);
  add_section(all, TextSettings::setting_rows(), &ExperimentSettings::text);
  add_section(all, TrainerSettings::setting_rows(), &ExperimentSettings::trainer);
  for (const SettingRow<ExperimentSettings>& row : ExperimentSettings::setting_rows())
    all.push_back({row.field, {nullptr, row.read, row.write}});
  // The panel's boxes in order, each with its sections' rows in theirs; the command line's last.
  const std::vector<std::string> groups = {"Model", "Text", "Optimizer & schedule", "Run", ""};
  auto rank = [&](const SettingField& f) { return std::find(groups.begin(), groups.end(), f.group) - groups.begin(); };
  std::stable_sort(all.begin(), all.end(), [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
  Table t;
  t.fields.reserve(all.size());
  for (auto& [field, setting] : all) t.fields.push_back(field);
  for (size_t i = 0; i < all.size(); ++i) {
    t.settings.push_back(all[i].second);
    t.settings.back().field = &t.fields[i];
  }
  return t;
}

const Table& table() {
  static const Table t = make_table();
  return t;
}

int parse_count(const std::string& key, const std::string& text) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty())
    throw Error("--set " + key + "=" + text + ": not a whole number");
  return n;
}

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::integer:
      return "integer";
    case Kind::real:
      return "number";
    case Kind::boolean:
      return "true|false";
    case Kind::choice:
      return "choice";
    case Kind::text:
      return "text";
  }
  return "?";
}

std::string number_text(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

const std::vector<SettingField>& setting_fields() { return table().fields; }
const std::vector<RunSetting>& run_settings() { return table().settings; }

const RunSetting* run_setting(std::string_view key) {
  for (const RunSetting& s : run_settings())
    if (s.field->named(key)) return &s;
  return nullptr;
}

const SettingField* setting_field(std::string_view key) {
  const RunSetting* s = run_setting(key);
  return s ? s->field : nullptr;
}

const std::vector<SpecialSettingKey>& special_setting_keys() {
  static const std::vector<SpecialSettingKey> keys = {
      {"task", "the task: translate, lm or classify (as --task)",
       [](ExperimentSettings& s, const std::string& value) { s.task = value; }},
      {"preset", "a preset's sizes (tiny, small, base) in the model's architecture; the other settings stay",
       [](ExperimentSettings& s, const std::string& value) {
         const TransformerConfig sizes = TransformerConfig::preset(value, s.model.architecture);
         s.model.d_model = sizes.d_model, s.model.heads = sizes.heads, s.model.d_ff = sizes.d_ff;
         s.model.encoder_layers = sizes.encoder_layers, s.model.decoder_layers = sizes.decoder_layers;
       }},
      {"layers", "every layer count the architecture has (encoder and decoder layers, or blocks)",
       [](ExperimentSettings& s, const std::string& value) {
         const int n = parse_count("layers", value);
         if (!s.model.decoder_only()) s.model.encoder_layers = n;
         if (!s.model.encoder_only()) s.model.decoder_layers = n;
       }},
  };
  return keys;
}

const std::vector<SettingAlias>& setting_aliases() {
  static const std::vector<SettingAlias> aliases = [] {
    std::vector<SettingAlias> out;
    for (const SpecialSettingKey& k : special_setting_keys()) out.push_back({k.key, k.meaning});
    for (const SettingField& f : setting_fields())
      for (const std::string& alias : f.aliases) out.push_back({alias, f.key});
    return out;
  }();
  return aliases;
}

std::string settings_help() {
  std::ostringstream out;
  out << "Settings of twb train --set KEY=VALUE (and of the window's Experiment panel). A task's recipe and a\n"
         "dataset's dataset.json give the defaults; --set changes one.\n";
  std::string group = "-";
  for (const SettingField& f : setting_fields()) {
    const std::string heading = f.group.empty() ? "Command line only" : f.group;
    if (heading != group) {
      group = heading;
      out << "\n" << group << ":\n";
    }
    out << "  " << f.key << " (" << kind_name(f.kind);
    if (f.kind == Kind::integer || f.kind == Kind::real) {
      if (f.group.empty())
        out << ", from " << number_text(f.minimum);
      else
        out << "; the panel offers " << number_text(f.minimum) << " to " << number_text(f.maximum);
      if (!f.minimum_means.empty()) out << "; " << number_text(f.minimum) << ": " << f.minimum_means;
    }
    out << ")";
    if (!f.architectures.empty()) {
      out << " [";
      for (size_t i = 0; i < f.architectures.size(); ++i) out << (i ? ", " : "") << f.architectures[i];
      out << "]";
    }
    out << "  \"" << f.label << "\"\n      " << f.help << "\n";
    for (const SettingChoice& c : f.choices) out << "      " << c.value << ": " << c.help << "\n";
  }
  out << "\nAlso:\n";
  for (const SettingAlias& a : setting_aliases()) out << "  " << a.key << ": " << a.meaning << "\n";
  return out.str();
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
