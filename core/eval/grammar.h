// Grammars of generated datasets: whether a sentence a language model wrote is in the language its
// training data was drawn from.
//
// A dataset declares its grammar in its dataset.json ("grammar": "toy-grammar"); the loader keeps
// the name (text/datasets.h) and a language model's evaluation samples sentences and checks them
// here (train/language_model.h). A grammar is a recogniser of exactly the sentences its generator
// can produce, with a reason for every rejection that a person can act on.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace twb::eval {

// What a grammar says of one sentence.
struct GrammarVerdict {
  bool grammatical = false;
  // Why not, for a person: "verb 'walks' does not agree with the plural subject 'dogs'"; "" when
  // grammatical.
  std::string reason;
};

// The grammars a dataset.json may name, sorted: {"toy-grammar"}.
std::vector<std::string> grammar_names();
bool is_grammar_name(const std::string& name);
// Throws twb::Error naming the known grammars when `name` is not one of them.
void require_grammar_name(const std::string& name);

// `sentence` against the grammar `name`. Throws twb::Error naming the known grammars for another
// name.
GrammarVerdict check_grammar(const std::string& name, std::string_view sentence);

}  // namespace twb::eval
