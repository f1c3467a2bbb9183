// twb completion: prints a bash completion script for twb, written from twb's own option
// definitions (the same CLI11 tables that --help prints), so the script cannot drift from the
// program. It completes subcommands, each subcommand's options, the values of options that take a
// fixed set (--task, --what, --ablate-with, …, from their CLI11 IsMember checks) and the bundled
// dataset names after --data. The package installs its output as
// share/bash-completion/completions/twb; from a build, `source <(twb completion)`.

#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "text/datasets.h"

namespace twb::cli {

namespace {

// The values an IsMember check accepts, from its description "{a,b,c}"; empty for other checks.
std::vector<std::string> member_values(CLI::Option& option) {
  for (int i = 0;; ++i) {
    CLI::Validator* validator = nullptr;
    try {
      validator = option.get_validator(i);
    } catch (const CLI::OptionNotFound&) {
      return {};
    }
    const std::string description = validator->get_description();
    if (description.size() < 2 || description.front() != '{' || description.back() != '}') continue;
    std::vector<std::string> values;
    std::string value;
    for (char c : description.substr(1, description.size() - 2)) {
      if (c == ',') {
        values.push_back(value);
        value.clear();
      } else {
        value += c;
      }
    }
    values.push_back(value);
    return values;
  }
}

std::string words(const std::vector<std::string>& list) {
  std::string out;
  for (const std::string& w : list) out += (out.empty() ? "" : " ") + w;
  return out;
}

// One subcommand (or the root, path ""): its options, its subcommands and the values of its options.
struct Level {
  std::vector<std::string> options, subcommands;
  std::map<std::string, std::vector<std::string>> values;  // option name → the words it takes
  std::set<std::string> takes_value;                       // options followed by a value
};

void collect(CLI::App& app, const std::string& path, std::map<std::string, Level>& levels) {
  Level& level = levels[path];
  for (CLI::Option* option : app.get_options()) {
    if (option->get_positional()) continue;
    std::vector<std::string> names;
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    const std::vector<std::string> values = member_values(*option);
    for (const std::string& name : names) {
      level.options.push_back(name);
      if (option->get_expected_max() != 0) level.takes_value.insert(name);
      if (!values.empty()) level.values[name] = values;
    }
  }
  for (CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_group().empty()) continue;  // hidden
    level.subcommands.push_back(sub->get_name());
    collect(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), levels);
  }
}

std::string bash_script(CLI::App& root) {
  std::map<std::string, Level> levels;
  collect(root, "", levels);
  const std::string datasets = words(text::bundled_dataset_names());

  std::string script =
      "# bash completion for twb (Transformer Workbench), written by `twb completion` from twb's own options.\n"
      "_twb() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} path='' i w\n"
      "  # The subcommands typed so far, e.g. \"lesson run\".\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    w=${COMP_WORDS[i]}\n"
      "    case \"$path:$w\" in\n";
  for (const auto& [path, level] : levels) {
    for (const std::string& sub : level.subcommands)
      script += "      '" + path + ":" + sub + "') path=" + (path.empty() ? "" : "'" + path + " '") + sub + " ;;\n";
  }
  script +=
      "    esac\n"
      "  done\n"
      "  local options='' subcommands='' values='' value_options=''\n"
      "  case \"$path\" in\n";
  for (const auto& [path, level] : levels) {
    script += "    '" + path + "')\n";
    script += "      options='" + words(level.options) + "'\n";
    script += "      subcommands='" + words(level.subcommands) + "'\n";
    script += "      value_options=' " + words({level.takes_value.begin(), level.takes_value.end()}) + " '\n";
    if (!level.values.empty()) {
      script += "      case \"$prev\" in\n";
      for (const auto& [name, list] : level.values) script += "        " + name + ") values='" + words(list) + "' ;;\n";
      script += "      esac\n";
    }
    script += "      ;;\n";
  }
  script +=
      "  esac\n"
      "  if [[ -n $values ]]; then\n"
      "    mapfile -t COMPREPLY < <(compgen -W \"$values\" -- \"$cur\")\n"
      "    return\n"
      "  fi\n"
      "  case \"$prev\" in\n"
      "    --data | --dataset | -d)\n"
      "      # A bundled dataset by name, or a file or folder.\n"
      "      mapfile -t COMPREPLY < <(compgen -W '" +
      datasets +
      "' -- \"$cur\"; compgen -f -- \"$cur\")\n"
      "      return\n"
      "      ;;\n"
      "  esac\n"
      "  # Any other option that takes a value: a file name (complete -o default).\n"
      "  [[ $value_options == *\" $prev \"* ]] && return\n"
      "  if [[ $cur == -* ]]; then\n"
      "    mapfile -t COMPREPLY < <(compgen -W \"$options\" -- \"$cur\")\n"
      "  elif [[ -n $subcommands ]]; then\n"
      "    mapfile -t COMPREPLY < <(compgen -W \"$subcommands\" -- \"$cur\")\n"
      "  fi\n"
      "}\n"
      "complete -o default -F _twb twb\n";
  return script;
}

}  // namespace

void add_completion_command(CLI::App& app) {
  CLI::App* completion = app.add_subcommand(
      "completion",
      "Print a bash completion script for twb (the package installs it; from a build: source <(twb completion))");
  completion->callback([completion] { std::cout << bash_script(*completion->get_parent()); });
}

}  // namespace twb::cli
