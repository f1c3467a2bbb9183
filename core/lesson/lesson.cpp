// Reading lesson files (lesson.h): the header, the steps, their directives and checks, each error
// naming the file, the line and what was expected there.

#include "lesson/lesson.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "model/config.h"
#include "probe/head_scores.h"
#include "probe/head_telemetry.h"
#include "task/task.h"
#include "train/session.h"
#include "util/error.h"
#include "util/files.h"

namespace fs = std::filesystem;

namespace twb {
inline namespace TWB_PRECISION_NS {

LessonError::LessonError(const std::string& file, int line, const std::string& message)
    : Error(file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + message),
      file_(file),
      line_(line) {}

const Lesson* LessonLibrary::find(const std::string& name) const {
  for (const Lesson& lesson : lessons)
    if (lesson.name == name) return &lesson;
  return nullptr;
}

namespace {

const char* const kDirectives = "run, compare, show, train, check";
const char* const kCheckKinds = "metric, role, aligns, masked, needed";

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string join(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& item : items) s += (s.empty() ? "" : ", ") + item;
  return s;
}

// The lines of a file, numbered from 1 (a final "\r" dropped).
struct Reader {
  std::string file;
  std::vector<std::string> lines;
  const LessonViews* views = nullptr;  // the views a show: may name; null: any id

  [[noreturn]] void fail(int line, const std::string& message) const { throw LessonError(file, line, message); }
};

// A directive's words, split at spaces; "…" keeps spaces in a word (key="a b" is one word, key=a b).
std::vector<std::string> words(const Reader& r, int line, const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  bool quoted = false, any = false;
  for (char c : text) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (!quoted && (c == ' ' || c == '\t')) {
      if (any) out.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (quoted) r.fail(line, "a quotation mark is not closed: " + text);
  if (any) out.push_back(word);
  return out;
}

// key=value words, in order; a word without '=' is an error naming the directive.
std::vector<std::pair<std::string, std::string>> assignments(const Reader& r, int line, const std::string& directive,
                                                             const std::vector<std::string>& list) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& word : list) {
    const auto eq = word.find('=');
    if (eq == std::string::npos || eq == 0)
      r.fail(line, directive + ": '" + word + "' is not key=value (e.g. " +
                       (directive == "run"    ? "task=translate"
                        : directive == "show" ? "tab=attention"
                                              : "layer=0") +
                       ")");
    out.emplace_back(word.substr(0, eq), word.substr(eq + 1));
  }
  return out;
}

int integer(const Reader& r, int line, const std::string& what, const std::string& value, int lowest) {
  char* end = nullptr;
  const long n = std::strtol(value.c_str(), &end, 10);
  if (value.empty() || *end != '\0' || n < lowest || n > 1'000'000'000)
    r.fail(line, what + " '" + value + "' is not a whole number of at least " + std::to_string(lowest));
  return static_cast<int>(n);
}

double number(const Reader& r, int line, const std::string& what, const std::string& value) {
  char* end = nullptr;
  const double x = std::strtod(value.c_str(), &end);
  if (value.empty() || *end != '\0' || !std::isfinite(x)) r.fail(line, what + " '" + value + "' is not a number");
  return x;
}

AttentionKind attention_kind(const Reader& r, int line, const std::string& value) {
  try {
    return attention_kind_of_key(value);
  } catch (const Error&) {
    r.fail(line, "kind=" + value + ": the kinds of attention are encoder, decoder and cross");
  }
}

// The metrics a check can read: the training loss and the validation figures of a history point.
const std::vector<std::string>& metric_names() {
  static const std::vector<std::string> names = {"train_loss",
                                                 "validation_loss",
                                                 "validation_bleu",
                                                 "validation_exact_match",
                                                 "validation_perplexity",
                                                 "validation_answer_accuracy",
                                                 "validation_grammatical",
                                                 "validation_first_half_loss",
                                                 "validation_repeat_loss",
                                                 "validation_accuracy"};
  return names;
}

const std::vector<std::string>& measure_names() {
  static const std::vector<std::string> names = {"loss", "bleu", "accuracy", "answer_accuracy", "repeat_loss"};
  return names;
}

// One side of `metric LEFT OP RIGHT`: NUMBER, or [NUMBER *] NAME [of comparison].
MetricTerm metric_term(const Reader& r, int line, std::vector<std::string> side, bool& uses_comparison) {
  MetricTerm term;
  const std::string written = [&] {
    std::string s;
    for (const auto& w : side) s += (s.empty() ? "" : " ") + w;
    return s;
  }();
  auto bad = [&](const std::string& why) {
    r.fail(line,
           "check: metric: '" + written + "' " + why +
               "; a side is a number, or [NUMBER *] NAME [of comparison] (e.g. 0.3 * validation_first_half_loss)");
  };
  if (side.empty()) bad("is empty");
  if (side.size() >= 2 && side[side.size() - 2] == "of") {
    if (side.back() != "comparison") bad("names '" + side.back() + "'; only 'of comparison' is known");
    term.of_comparison = true;
    uses_comparison = true;
    side.resize(side.size() - 2);
  }
  if (side.size() == 3 && side[1] == "*") {
    term.factor = number(r, line, "check: metric: the factor", side[0]);
    side = {side[2]};
  }
  if (side.size() != 1) bad("does not read");
  const std::string& word = side[0];
  if (!word.empty() && (std::isdigit(static_cast<unsigned char>(word[0])) || word[0] == '-' || word[0] == '.')) {
    if (term.of_comparison) bad("is a number of the comparison");
    term.factor = term.factor * number(r, line, "check: metric:", word);
    return term;
  }
  if (std::find(metric_names().begin(), metric_names().end(), word) == metric_names().end())
    r.fail(line, "check: metric: unknown metric '" + word + "' (known: " + join(metric_names()) + ")");
  term.metric = word;
  return term;
}

// The options of role, aligns, masked and needed: kind=, layer=, sentence=, measure=, by=.
void check_options(const Reader& r, int line, LessonCheck& check, const std::vector<std::string>& list,
                   const std::set<std::string>& allowed) {
  const std::string name = list.front();
  for (const auto& [key, value] :
       assignments(r, line, "check: " + name, std::vector<std::string>(list.begin() + 1, list.end()))) {
    if (!allowed.contains(key)) {
      std::vector<std::string> keys(allowed.begin(), allowed.end());
      r.fail(line, "check: " + name + " does not take " + key + "= (it takes " + join(keys) + ")");
    }
    if (key == "kind")
      check.attention = attention_kind(r, line, value);
    else if (key == "layer")
      check.layer = integer(r, line, "check: " + name + ": layer", value, 1) - 1;  // as the window counts
    else if (key == "sentence")
      check.sentence = value;
    else if (key == "measure") {
      if (std::find(measure_names().begin(), measure_names().end(), value) == measure_names().end())
        r.fail(line, "check: needed: unknown measure '" + value + "' (known: " + join(measure_names()) + ")");
      check.measure = value;
    } else if (key == "by") {
      check.by = number(r, line, "check: needed: by=", value);
      if (check.by <= 0) r.fail(line, "check: needed: by=" + value + " must be more than 0");
    }
  }
}

LessonCheck parse_check(const Reader& r, int line, const std::string& text, bool& uses_comparison) {
  LessonCheck check;
  check.text = text;
  check.line = line;
  std::vector<std::string> list = words(r, line, text);
  if (list.empty()) r.fail(line, std::string("check: says nothing; a check is one of ") + kCheckKinds);
  const std::string kind = list.front();
  if (kind == "metric") {
    check.kind = CheckKind::metric;
    const auto op = std::find_if(list.begin() + 1, list.end(),
                                 [](const std::string& w) { return w == "<" || w == "<=" || w == ">" || w == ">="; });
    if (op == list.end())
      r.fail(line,
             "check: metric: no comparison; write it as LEFT OP RIGHT with OP one of <, <=, >, >= (e.g. metric "
             "validation_bleu >= 90)");
    check.op = *op;
    check.left = metric_term(r, line, std::vector<std::string>(list.begin() + 1, op), uses_comparison);
    check.right = metric_term(r, line, std::vector<std::string>(op + 1, list.end()), uses_comparison);
    if (check.left.metric.empty() && check.right.metric.empty())
      r.fail(line, "check: metric: compares two numbers; name a metric on one side");
  } else if (kind == "role") {
    check.kind = CheckKind::role;
    if (list.size() < 2) r.fail(line, "check: role: which role? (e.g. role aligner kind=cross)");
    check.role = list[1];
    const auto& rules = head_role_rules();
    if (std::none_of(rules.begin(), rules.end(), [&](const HeadRoleRule& rule) { return rule.key == check.role; })) {
      std::vector<std::string> keys;
      for (const auto& rule : rules) keys.push_back(rule.key);
      r.fail(line, "check: role: unknown role '" + check.role + "' (known: " + join(keys) + ")");
    }
    list.erase(list.begin() + 1);
    check_options(r, line, check, list, {"kind", "layer"});
  } else if (kind == "aligns") {
    check.kind = CheckKind::aligns;
    std::vector<std::string> options = {kind};
    for (size_t i = 1; i < list.size(); ++i) {
      const auto arrow = list[i].find("<-");
      if (arrow == std::string::npos) {
        if (list[i].find('=') == std::string::npos)
          r.fail(line, "check: aligns: '" + list[i] + "' is not TARGET<-SOURCE (e.g. sechs<-six) nor key=value");
        options.push_back(list[i]);
        continue;
      }
      if (arrow == 0 || arrow + 2 == list[i].size())
        r.fail(line, "check: aligns: '" + list[i] + "' needs a word on each side: TARGET<-SOURCE (e.g. sechs<-six)");
      check.pairs.emplace_back(list[i].substr(0, arrow), list[i].substr(arrow + 2));
    }
    check_options(r, line, check, options, {"layer", "sentence"});
    if (check.pairs.empty())
      r.fail(line, "check: aligns: name the words, TARGET<-SOURCE (e.g. aligns sechs<-six siebzig<-seventy)");
    if (check.sentence.empty()) r.fail(line, "check: aligns: which sentence? add sentence=\"…\"");
    check.attention = AttentionKind::cross;
  } else if (kind == "masked") {
    check.kind = CheckKind::masked;
    check_options(r, line, check, list, {"kind", "sentence"});
    if (check.attention == AttentionKind::cross || check.attention == AttentionKind::encoder_self)
      r.fail(line, "check: masked: only the decoder's causal self-attention hides later positions (kind=decoder)");
    check.attention = AttentionKind::decoder_self;
  } else if (kind == "needed") {
    check.kind = CheckKind::needed;
    check_options(r, line, check, list, {"kind", "layer", "measure", "by"});
    if (check.measure.empty() || check.by <= 0)
      r.fail(line,
             "check: needed: say which measure a head is needed for and by how much (e.g. needed measure=loss "
             "by=0.5)");
  } else {
    r.fail(line, "check: unknown kind of check '" + kind + "' (known: " + kCheckKinds + ")");
  }
  return check;
}

// run: and compare: assignments, tried on a scratch recipe so that a bad key or value fails here.
std::vector<std::string> run_settings(const Reader& r, int line, const std::string& directive,
                                      const std::vector<std::string>& list) {
  std::string task;
  static const std::set<std::string> run_only = {"task", "data", "preset", "src", "trg", "model"};
  std::vector<std::string> out;
  std::string preset = "tiny";
  std::vector<std::string> rest;
  for (const auto& assignment : assignments(r, line, directive, list)) {
    const std::string &key = assignment.first, &value = assignment.second;  // (lambdas below read them)
    if (run_only.contains(key)) {
      if (directive == "compare" && key != "preset")
        r.fail(line, "compare: " + key +
                         "= is the run's; the comparison changes its settings only (e.g. compare: "
                         "scale_attention=false)");
      if (key == "task") {
        if (std::none_of(all_tasks().begin(), all_tasks().end(), [&](const Task* t) { return t->name() == value; })) {
          std::vector<std::string> names;
          for (const Task* t : all_tasks()) names.push_back(t->name());
          r.fail(line, "run: unknown task '" + value + "' (known: " + join(names) + ")");
        }
        task = value;
      }
      if (key == "preset") {
        const auto names = TransformerConfig::preset_names();
        if (std::find(names.begin(), names.end(), value) == names.end())
          r.fail(line, directive + ": unknown preset '" + value + "' (known: " + join(names) + ")");
        preset = value;
      }
      if (value.empty()) r.fail(line, directive + ": " + key + "= is empty");
    } else {
      rest.push_back(key + "=" + value);
    }
    out.push_back(key + "=" + value);
  }
  if (directive == "run" && task.empty()) r.fail(line, "run: which task? add task=translate, task=lm or task=classify");
  if (directive == "run" && std::none_of(out.begin(), out.end(), [](const std::string& a) {
        return a.starts_with("data=") || a.starts_with("model=");
      }))
    r.fail(line, "run: which data? add data=NAME (a bundled dataset, e.g. numbers-en-de) or a path");
  if (directive == "run" && !task.empty() && !task_named(task).starts_from_trained_models() &&
      std::any_of(out.begin(), out.end(), [](const std::string& a) { return a.starts_with("model="); })) {
    std::vector<std::string> starting;
    for (const Task* t : all_tasks())
      if (t->starts_from_trained_models()) starting.push_back("task=" + t->name());
    r.fail(line, "run: model= starts from a model trained elsewhere, which " + task_named(task).description() +
                     " does not: it needs " + join(starting));
  }
  if (directive == "compare" && out.empty())
    r.fail(line, "compare: what does the comparison change? (e.g. compare: scale_attention=false)");
  ExperimentSettings scratch = task_named(task.empty() ? "translate" : task).defaults(preset);
  for (const auto& assignment : rest) {
    try {
      scratch.set(assignment);
    } catch (const Error& e) {
      std::string message = e.what();
      if (message.starts_with("--set ")) message = message.substr(6);
      r.fail(line, directive + ": " + message);
    }
  }
  return out;
}

LessonShow parse_show(const Reader& r, int line, const std::vector<std::string>& list) {
  LessonShow show;
  for (const auto& assignment : assignments(r, line, "show", list)) {
    const std::string &key = assignment.first, &value = assignment.second;  // (lambdas below read them)
    if (key == "view" || key == "tab") {  // (tab= is how the first lesson files named a view)
      static const std::regex kId("[a-z0-9]+(-[a-z0-9]+)*");
      if (!std::regex_match(value, kId))
        r.fail(line,
               "show: '" + value + "' is not a view's id (lower-case words joined by dashes, e.g. view=attention)");
      if (r.views && std::find(r.views->begin(), r.views->end(), value) == r.views->end())
        r.fail(line, "show: unknown view '" + value + "' (known: " + join(*r.views) + ")");
      show.view = value;
    } else if (key == "kind") {
      show.attention = attention_kind(r, line, value);
    } else if (key == "layer") {
      show.layer = integer(r, line, "show: layer", value, 1) - 1;
    } else if (key == "head") {
      show.head = integer(r, line, "show: head", value, 1) - 1;
    } else if (key == "sentence") {
      show.sentence = value;
    } else {
      r.fail(line, "show: unknown key '" + key + "' (it takes view, kind, layer, head, sentence)");
    }
  }
  if (show.view.empty()) r.fail(line, "show: which view? add view=ID (e.g. view=attention)");
  return show;
}

void parse_train(const Reader& r, int line, const std::vector<std::string>& list, LessonStep& step) {
  for (const auto& [key, value] : assignments(r, line, "train", list)) {
    if (key == "steps")
      step.train_steps = integer(r, line, "train: steps", value, 1);
    else if (key == "minutes") {
      step.train_minutes = number(r, line, "train: minutes", value);
      if (step.train_minutes <= 0 || step.train_minutes > 600)
        r.fail(line, "train: minutes=" + value + " must be more than 0 and at most 600");
    } else
      r.fail(line, "train: unknown key '" + key + "' (it takes steps=N or minutes=M)");
  }
  if ((step.train_steps > 0) == (step.train_minutes > 0))
    r.fail(line, "train: say how long, steps=N or minutes=M (one of them)");
}

// What the directives so far have set up: checks and training need a run, a comparison starts
// before its run trains, and a check of the comparison needs one.
struct DirectiveState {
  bool has_run = false, has_comparison = false, trained_since_run = false;
};

void directive(const Reader& r, int at, const std::string& key, const std::string& value, LessonStep& s,
               DirectiveState& state) {
  if (key == "run") {
    if (!s.run.empty()) r.fail(at, "a step has one run:");
    s.run = run_settings(r, at, "run", words(r, at, value));
    state = {true, false, false};
  } else if (key == "compare") {
    if (!s.compare.empty()) r.fail(at, "a step has one compare:");
    if (!state.has_run) r.fail(at, "compare: there is no run to compare with yet; a run: comes first");
    if (state.trained_since_run)
      r.fail(at,
             "compare: the run has trained already; the comparison starts beside it, so put compare: before the "
             "run's first train:");
    s.compare = run_settings(r, at, "compare", words(r, at, value));
    state.has_comparison = true;
  } else if (key == "show") {
    if (s.show) r.fail(at, "a step has one show:");
    s.show = parse_show(r, at, words(r, at, value));
  } else if (key == "train") {
    if (s.train_steps > 0 || s.train_minutes > 0) r.fail(at, "a step has one train:");
    if (!state.has_run) r.fail(at, "train: there is no run yet; a run: comes first");
    parse_train(r, at, words(r, at, value), s);
    state.trained_since_run = true;
  } else if (key == "check") {
    if (!state.has_run) r.fail(at, "check: there is no run to check yet; a run: comes first");
    bool compared = false;
    s.checks.push_back(parse_check(r, at, value, compared));
    if (compared && !state.has_comparison)
      r.fail(at, "check: reads the comparison, but there is none; add compare: to this run");
  } else {
    r.fail(at, "unknown directive '" + key + "' (a step's first lines are its directives: " + kDirectives +
                   "; leave a blank line before the step's text)");
  }
}

// The header between the "---" lines; returns the index of the line after it.
size_t parse_header(const Reader& r, Lesson& lesson) {
  size_t i = 0;
  while (i < r.lines.size() && trim(r.lines[i]).empty()) ++i;
  if (i == r.lines.size() || trim(r.lines[i]) != "---")
    r.fail(static_cast<int>(std::min(i, r.lines.size())) + (i < r.lines.size()),
           "a lesson starts with its header: a line '---', then title:, summary: and minutes:, then '---'");
  const int opened = static_cast<int>(i) + 1;
  std::set<std::string> seen;
  for (++i; i < r.lines.size(); ++i) {
    const int line = static_cast<int>(i) + 1;
    const std::string text = trim(r.lines[i]);
    if (text == "---") break;
    if (text.empty()) continue;
    const auto colon = text.find(':');
    if (colon == std::string::npos || colon == 0) r.fail(line, "the header's lines are key: value, not '" + text + "'");
    const std::string key = trim(text.substr(0, colon)), value = trim(text.substr(colon + 1));
    if (!seen.insert(key).second) r.fail(line, "the header gives " + key + ": twice");
    if (value.empty()) r.fail(line, "the header's " + key + ": is empty");
    if (key == "title")
      lesson.title = value;
    else if (key == "summary")
      lesson.summary = value;
    else if (key == "minutes") {
      lesson.minutes = number(r, line, "minutes:", value);
      if (lesson.minutes <= 0) r.fail(line, "minutes: " + value + " must be more than 0 (how long the lesson takes)");
    } else if (key == "order")
      lesson.order = integer(r, line, "order:", value, 0);
    else
      r.fail(line, "unknown header key '" + key + "' (the header takes title, summary, minutes and order)");
  }
  if (i == r.lines.size()) r.fail(opened, "the header that opens here is not closed by a line '---'");
  for (const char* key : {"title", "summary", "minutes"})
    if (!seen.contains(key)) r.fail(opened, std::string("the header has no ") + key + ":");
  return i + 1;
}

}  // namespace

Lesson parse_lesson(const std::string& text, const std::string& file, const LessonViews* views) {
  Reader r{file, {}, views};
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    r.lines.push_back(line);
  }
  Lesson lesson;
  lesson.file = file;
  lesson.name = fs::path(file).stem().string();
  size_t i = parse_header(r, lesson);

  DirectiveState state;
  for (; i < r.lines.size(); ++i) {
    const std::string line_text = r.lines[i];
    const int line = static_cast<int>(i) + 1;
    if (line_text.starts_with("## ")) {
      LessonStep step;
      step.title = trim(line_text.substr(3));
      step.line = line;
      if (step.title.empty()) r.fail(line, "a step's heading '## ' has no title");
      lesson.steps.push_back(step);
      // Its directives: the lines under the heading (after any blank lines), up to the next blank line.
      size_t j = i + 1;
      while (j < r.lines.size() && trim(r.lines[j]).empty()) ++j;
      const size_t first_directive = j;
      for (; j < r.lines.size(); ++j) {
        const std::string directive_line = trim(r.lines[j]);
        const int at = static_cast<int>(j) + 1;
        if (directive_line.empty() || r.lines[j].starts_with("## ")) break;
        const auto colon = directive_line.find(':');
        const std::string key = colon == std::string::npos ? "" : directive_line.substr(0, colon);
        const bool looks_like_one = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
          return (c >= 'a' && c <= 'z') || c == '-';
        });
        if (!looks_like_one) {
          if (j == first_directive) break;  // the step starts with its text
          r.fail(at, "expected a directive (" + std::string(kDirectives) +
                         ") or a blank line before the step's text, not '" + directive_line + "'");
        }
        directive(r, at, key, trim(directive_line.substr(colon + 1)), lesson.steps.back(), state);
      }
      i = j - 1;
      continue;
    }
    if (lesson.steps.empty()) {
      if (!trim(line_text).empty() && !line_text.starts_with("# "))
        r.fail(line, "text before the first step; each step starts with a line '## Title'");
      continue;
    }
    LessonStep& step = lesson.steps.back();
    if (step.text.empty() && trim(line_text).empty()) continue;
    step.text += line_text + "\n";
  }
  if (lesson.steps.empty())
    r.fail(static_cast<int>(r.lines.size()), "no steps; each step starts with a line '## Title'");
  for (LessonStep& step : lesson.steps) {
    while (step.text.ends_with("\n\n")) step.text.pop_back();
    if (step.text.empty() && step.run.empty() && step.checks.empty() && !step.show && step.train_steps == 0 &&
        step.train_minutes == 0)
      r.fail(step.line, "the step '" + step.title + "' is empty: give it directives or text");
  }
  return lesson;
}

Lesson read_lesson(const std::string& path, const LessonViews* views) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LessonError(path, 0, "cannot be read");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw LessonError(path, 0, "cannot be read");
  return parse_lesson(text.str(), path, views);
}

LessonLibrary load_lessons(const std::vector<std::string>& folders, const LessonViews* views) {
  LessonLibrary library;
  std::map<std::string, size_t> index;
  for (const std::string& folder : folders) {
    std::error_code error;
    if (!fs::is_directory(folder, error)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder, error))
      if (entry.path().extension() == ".md" && entry.is_regular_file(error)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
      try {
        Lesson lesson = read_lesson(path.string(), views);
        if (const auto it = index.find(lesson.name); it != index.end()) {
          library.notes.push_back(lesson.name + " (" + path.string() + ") replaces the lesson of " +
                                  library.lessons[it->second].file);
          library.lessons[it->second] = std::move(lesson);
        } else {
          index[lesson.name] = library.lessons.size();
          library.lessons.push_back(std::move(lesson));
        }
      } catch (const LessonError& e) {
        library.errors.push_back(e.what());
      }
    }
  }
  std::stable_sort(library.lessons.begin(), library.lessons.end(), [](const Lesson& a, const Lesson& b) {
    return a.order != b.order ? a.order < b.order : a.title < b.title;
  });
  return library;
}

std::string bundled_lessons_directory() {
  return files::bundled_directory("TWB_LESSONS", TWB_INSTALL_LESSONS_DIR, TWB_SOURCE_LESSONS_DIR, "lessons",
                                  "resources/lessons/");
}

std::string user_lessons_directory() {
  if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data)
    return (fs::path(data) / "transformer-workbench" / "lessons").string();
  const char* home = std::getenv("HOME");
  return (fs::path(home && *home ? home : ".") / ".local" / "share" / "transformer-workbench" / "lessons").string();
}

LessonLibrary load_lessons(const LessonViews* views) {
  return load_lessons({bundled_lessons_directory(), user_lessons_directory()}, views);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
