#include "eval/grammar.h"

#include <algorithm>

#include "eval/toy_grammar.h"
#include "util/error.h"

namespace twb::eval {

std::vector<std::string> grammar_names() { return {"toy-grammar"}; }

bool is_grammar_name(const std::string& name) {
  const std::vector<std::string> names = grammar_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

void require_grammar_name(const std::string& name) {
  if (is_grammar_name(name)) return;
  std::string known;
  for (const std::string& n : grammar_names()) known += (known.empty() ? "" : ", ") + n;
  throw Error("unknown grammar '" + name + "'; the grammars are " + known);
}

GrammarVerdict check_grammar(const std::string& name, std::string_view sentence) {
  require_grammar_name(name);
  return toy_grammar::check(sentence);  // the only grammar so far
}

}  // namespace twb::eval
