// A lesson's checks on the live run (lesson_checks.h).

#include "lesson/lesson_checks.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "probe/head_telemetry.h"
#include "task/task.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

std::optional<double> history_metric(const HistoryPoint& point, const std::string& key) {
  if (key == "train_loss") return point.train_loss;
  nlohmann::json j;
  put_validation(j, point);
  if (!j.contains(key)) return std::nullopt;
  return j[key].get<double>();
}

namespace {

// Four significant digits: 92.43, 0.5443, 1000.
std::string number_text(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4g", x);
  return buffer;
}

// "cross-attention layer 1 head 2", as the window counts.
std::string head_name(AttentionKind kind, int layer, int head) {
  return attention_kind_key(kind) + " layer " + std::to_string(layer + 1) + " head " + std::to_string(head + 1);
}

// A metric side's value on its run: the last evaluation's figure (the training loss since the
// evaluation before it), and the step.
struct Reading {
  std::optional<double> value;
  int64_t step = 0;
  std::string missing;  // why there is no value
};

Reading read_metric(const std::string& key, const std::vector<HistoryPoint>& history, const char* whose) {
  for (auto it = history.rbegin(); it != history.rend(); ++it) {
    if (!it->validation_loss) continue;
    if (key == "train_loss") return {train_loss_since_previous_evaluation(history), it->step, ""};
    if (auto v = history_metric(*it, key)) return {v, it->step, ""};
    return {std::nullopt, it->step, std::string(whose) + " has no " + key + ": its task or data does not measure it"};
  }
  return {std::nullopt, 0, std::string(whose) + " has not been evaluated yet"};
}

// A metric as a learner reads it: "the validation BLEU", "the answer accuracy". The tasks' own
// labels, without their unit, and the two losses every task has.
std::string metric_words(const std::string& key) {
  if (key == "train_loss") return "the training loss";
  if (key == "validation_loss") return "the validation loss";
  for (const Task* task : all_tasks()) {
    std::vector<Metric> metrics = task->metrics();
    for (const Metric& m : task->loss_metrics()) metrics.push_back(m);
    for (const Metric& m : metrics) {
      if (m.key != key) continue;
      std::string label = m.label;
      if (const auto unit = label.find(" ("); unit != std::string::npos) label.resize(unit);
      return "the " + label;
    }
  }
  return key;
}

// A side of a comparison in words: "90", "the validation loss of the comparison run (1.2)",
// "0.3 × the validation loss, first half (1.4) = 0.42".
struct Side {
  std::optional<double> value;
  std::string words;  // its name, with its reading where it has one
  bool constant = false;
};

// ">=" as "at least": what a passed check was, and what one not passed asks for.
const char* op_words(const std::string& op) {
  return op == "<" ? "below" : op == "<=" ? "at most" : op == ">" ? "above" : "at least";
}
std::string asked_words(const std::string& op, const std::string& right) {
  if (op == "<") return "less than " + right;
  if (op == "<=") return right + " or less";
  if (op == ">") return "more than " + right;
  return right + " or more";
}

CheckResult metric_check(const LessonCheck& check, const std::vector<HistoryPoint>& run,
                         const std::vector<HistoryPoint>* comparison) {
  CheckResult result;
  auto side = [&](const MetricTerm& term) -> Side {
    if (term.metric.empty()) return {term.factor, number_text(term.factor), true};
    const std::string name = metric_words(term.metric) + (term.of_comparison ? " of the comparison run" : "");
    if (term.of_comparison && !comparison) {
      result.hint = "the comparison run has not started";
      return {std::nullopt, name};
    }
    const Reading r = read_metric(term.metric, term.of_comparison ? *comparison : run,
                                  term.of_comparison ? "the comparison" : "the run");
    if (!term.of_comparison) result.step = r.step;
    if (!r.value) {
      result.hint = r.missing;
      return {std::nullopt, name};
    }
    const double value = term.factor * *r.value;
    if (term.factor == 1) return {value, name};
    return {value,
            number_text(term.factor) + " × " + name + " (" + number_text(*r.value) + ") = " + number_text(value)};
  };
  const Side left = side(check.left);
  const Side right = left.value ? side(check.right) : Side{};
  if (!left.value || !right.value) {
    if (result.hint.ends_with("evaluated yet")) result.hint += ": train until the first evaluation";
    return result;
  }
  const double a = *left.value, b = *right.value;
  result.passed = check.op == "<" ? a < b : check.op == "<=" ? a <= b : check.op == ">" ? a > b : a >= b;
  // "the validation BLEU reached 99.8, above the 90 this step asks for"; "the validation BLEU is
  // 23.7; this step asks for 90 or more".
  const bool plain = check.left.factor == 1 && !check.left.metric.empty();
  const std::string reading = plain ? left.words + " " + (result.passed ? "reached " : "is ") + number_text(a)
                                    : left.words + (result.passed ? "" : " is " + number_text(a));
  if (result.passed) {
    result.figure = reading + ", " + op_words(check.op) + " " +
                    (right.constant ? "the " + right.words + " this step asks for"
                                    : right.words + (check.right.factor == 1 ? " (" + number_text(b) + ")" : ""));
  } else {
    result.figure = reading + "; this step asks for " +
                    (right.constant ? asked_words(check.op, right.words)
                                    : std::string("it to be ") + op_words(check.op) + " " + right.words +
                                          (check.right.factor == 1 ? " (" + number_text(b) + ")" : ""));
    result.hint = "train longer, or change the settings the lesson names";
  }
  return result;
}

CheckResult role_check(const LessonCheck& check, TrainingSession& run) {
  CheckResult result;
  const HeadTelemetry& telemetry = run.head_telemetry();
  if (telemetry.empty()) {
    result.hint = telemetry.every() > 0 ? "the head telemetry has no sample yet: train a little"
                                        : "the head telemetry is off: set heads_every above 0";
    return result;
  }
  result.step = telemetry.samples().back().step;
  const HeadRoleRule* rule = nullptr;
  for (const auto& r : head_role_rules())
    if (r.key == check.role) rule = &r;
  // The heads the check names, and the best of them by the role's score.
  double best = -std::numeric_limits<double>::infinity();
  std::string best_head;
  for (const HeadKindLayout& kind : telemetry.layout()) {
    if (check.attention && kind.kind != *check.attention) continue;
    for (int l = 0; l < kind.layers; ++l) {
      if (check.layer && l != *check.layer) continue;
      for (int h = 0; h < kind.heads; ++h) {
        for (const HeadRole& role : head_roles(telemetry, kind.kind, l, h)) {
          if (role.rule->key != check.role) continue;
          result.passed = true;
          result.figure = head_name(kind.kind, l, h) + ": " + check.role + " since step " + std::to_string(role.since) +
                          " (" + head_score_info(rule->score).key + " " + number_text(role.value) + ")";
          return result;
        }
        const double v = telemetry.value(telemetry.samples().size() - 1, kind.kind, l, h, rule->score);
        if (std::isfinite(v) && v > best) best = v, best_head = head_name(kind.kind, l, h);
      }
    }
  }
  if (best_head.empty()) {
    result.hint = "the model has no head of the kind and layer the check names";
    return result;
  }
  result.figure = "no " + check.role + " head yet; the closest is " + best_head + " (" +
                  head_score_info(rule->score).key + " " + number_text(best) + "; the role needs " +
                  number_text(rule->threshold) + " or more)";
  result.hint = "train longer and watch the Heads tab";
  return result;
}

std::string first_sentence(TrainingSession& run, const std::string& sentence) {
  if (!sentence.empty()) return sentence;
  const auto examples = run.validation_examples(1);
  if (examples.empty()) throw Error("the run has no validation example to look at; give the check sentence=\"…\"");
  return examples.front().text;
}

CheckResult aligns_check(const LessonCheck& check, TrainingSession& run) {
  CheckResult result;
  result.step = run.steps();
  const Task& task = task_named(run.task());
  const inspect::AttentionSnapshot snap = task.inspect(run)->attention(check.sentence);
  if (snap.cross.empty()) {
    result.hint = "the model has no cross-attention (aligns is for translation models)";
    return result;
  }
  // The rows and columns of the words the check names (the first of each).
  auto find = [](const std::vector<std::string>& tokens, const std::string& word) {
    for (size_t i = 0; i < tokens.size(); ++i)
      if (tokens[i] == word) return static_cast<int>(i);
    return -1;
  };
  std::string pairs;
  for (const auto& [target, source] : check.pairs) {
    if (find(snap.target_tokens, target) < 0) {
      result.figure = "the translation \"" + snap.translation + "\" has no '" + target + "'";
      result.hint = "train until the translation is right";
      return result;
    }
    if (find(snap.source_tokens, source) < 0) {
      result.figure = "the sentence has no '" + source + "'";
      result.hint = "the lesson names a word its sentence lacks";
      return result;
    }
    pairs += (pairs.empty() ? "" : ", ") + target + " ← " + source;
  }
  int best_matches = -1;
  std::string best_head;
  for (int l = 0; l < snap.decoder_layers; ++l) {
    if (check.layer && l != *check.layer) continue;
    for (int h = 0; h < snap.heads; ++h) {
      const inspect::Heatmap& map = snap.map(AttentionKind::cross, l, h);
      int matches = 0;
      for (const auto& [target, source] : check.pairs) {
        const int row = find(snap.target_tokens, target), column = find(snap.source_tokens, source);
        int argmax = 0;
        for (int c = 1; c < map.cols; ++c)
          if (map.at(row, c) > map.at(row, argmax)) argmax = c;
        matches += argmax == column;
      }
      if (matches > best_matches) best_matches = matches, best_head = head_name(AttentionKind::cross, l, h);
    }
  }
  const int wanted = static_cast<int>(check.pairs.size());
  result.passed = best_matches == wanted;
  result.figure = best_head + (result.passed ? ": " + pairs
                                             : " aligns " + std::to_string(std::max(0, best_matches)) + " of " +
                                                   std::to_string(wanted) + " (" + pairs + ")");
  if (!result.passed) result.hint = "train longer: the alignment forms over the first few hundred steps";
  return result;
}

CheckResult masked_check(const LessonCheck& check, TrainingSession& run) {
  CheckResult result;
  result.step = run.steps();
  const Task& task = task_named(run.task());
  const inspect::AttentionSnapshot snap = task.inspect(run)->attention(first_sentence(run, check.sentence));
  double later = 0;
  size_t rows = 0;
  for (const inspect::Heatmap& map : snap.decoder_self) {
    rows += static_cast<size_t>(map.rows);
    for (int r = 0; r < map.rows; ++r)
      for (int c = r + 1; c < map.cols; ++c) later = std::max(later, map.at(r, c));
  }
  if (snap.decoder_self.empty()) {
    result.hint = "the model has no causal self-attention (a classifier reads the whole text)";
    return result;
  }
  result.passed = later == 0;
  result.figure = "the largest weight on a later position, over " + std::to_string(snap.decoder_self.size()) +
                  " heads and " + std::to_string(rows) + " rows: " + number_text(later);
  return result;
}

CheckResult needed_check(const LessonCheck& check, TrainingSession& run) {
  CheckResult result;
  result.step = run.steps();
  const Task& task = task_named(run.task());
  std::vector<AttentionKind> kinds;
  if (check.attention) kinds.push_back(*check.attention);
  const AblationGrid grid = task.inspect(run)->ablation(run.validation_examples(kAblationProbeExamples), kinds);
  const AblationMeasure* measure = nullptr;
  for (const auto& m : grid.measures)
    if (m.key == check.measure) measure = &m;
  if (!measure) {
    result.hint = "the task does not measure " + check.measure + " on this data";
    return result;
  }
  double best = -std::numeric_limits<double>::infinity();
  size_t best_index = 0;
  for (size_t i = 0; i < grid.heads.size(); ++i) {
    if (check.layer && grid.heads[i].layer != *check.layer) continue;
    const double worse = measure->lower_is_better ? measure->zero[i] - measure->base : measure->base - measure->zero[i];
    if (worse > best) best = worse, best_index = i;
  }
  if (!std::isfinite(best)) {
    result.hint = "the model has no head of the kind and layer the check names";
    return result;
  }
  const HeadRef& head = grid.heads[best_index];
  result.passed = best >= check.by;
  result.figure = head_name(head.kind, head.layer, head.head) + " off: " + check.measure + " " +
                  number_text(measure->base) + " → " + number_text(measure->zero[best_index]) + " (worse by " +
                  number_text(best) + (result.passed ? ")" : ", wanted " + number_text(check.by) + ")");
  if (!result.passed) result.hint = "train longer: heads specialise as the model learns";
  return result;
}

}  // namespace

std::string describe_check(const LessonCheck& check) {
  if (check.kind == CheckKind::metric) {
    const auto words = [](const MetricTerm& term) {
      if (term.metric.empty()) return number_text(term.factor);
      const std::string name = metric_words(term.metric) + (term.of_comparison ? " of the comparison run" : "");
      return term.factor == 1 ? name : number_text(term.factor) + " × " + name;
    };
    return words(check.left) + " of " + asked_words(check.op, words(check.right));
  }
  if (check.kind == CheckKind::role) {
    std::string text = "a " + check.role + " head";
    if (check.attention) text += " in the " + attention_kind_key(*check.attention) + " attention";
    if (check.layer) text += " of layer " + std::to_string(*check.layer + 1);
    return text;
  }
  return check.text;
}

CheckResult evaluate_check(const LessonCheck& check, TrainingSession& run,
                           const std::vector<HistoryPoint>* comparison) {
  switch (check.kind) {
    case CheckKind::metric:
      return metric_check(check, run.history(), comparison);
    case CheckKind::role:
      return role_check(check, run);
    case CheckKind::aligns:
      return aligns_check(check, run);
    case CheckKind::masked:
      return masked_check(check, run);
    case CheckKind::needed:
      return needed_check(check, run);
  }
  return {};
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
