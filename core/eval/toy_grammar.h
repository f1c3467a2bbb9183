// The language of the bundled toy-grammar dataset, recognised exactly: a sentence is accepted when
// datasets/generate.py (toy_sentence and the functions it calls) can produce it, and otherwise
// rejected with the first reason found.
//
//   sentence     := subject [relative(subject) | place(locative)] verb-phrase "."
//   verb-phrase  := intransitive [place(locative)]
//                 | transitive object [relative(object) | place(locative)]
//                 | motion place(motion)
//   relative(h)  := "that" transitive NP₁        the verb agrees with the head h
//                 | "that" intransitive          the verb agrees with the head h
//                 | "that" NP₁ transitive        the verb agrees with the clause's own subject NP₁
//   place(p)     := a preposition of kind p, then a place NP₁
//   subject, object := an agent NP₂
//   NPₙ          := determiner, 0..n distinct adjectives, noun
//
// with these rules:
//  - At most one relative clause a sentence: the object takes one only when the subject has no
//    modifier (neither a relative clause nor a place).
//  - Agreement: the main verb with the subject's head noun, across whatever stands between them; a
//    relative clause's verb with its head, or with its own subject in "that the cat sees"; the
//    determiner with its noun ("this", "every", "a"/"an" singular; "these", "some", "two", "many"
//    plural; "the" either); "an" before a vowel and "a" before a consonant.
//  - Agents (dog, men, children, …) take the agent adjectives (small, big, old, young, happy, lazy,
//    brown, tall, quiet, clever), places (house, parks, …) the place adjectives (red, old, big,
//    small, green, quiet, dark, white). Never an opposite pair: big/small, old/young.
//  - Verbs of motion (run, walk, go, hurry, swim) go to a place with to, toward, across, past or
//    into, only in the main clause; the other places are where something is: near, behind, under,
//    by, beside.
//  - The sentence ends with "." as a word of its own.
//
// The input is text as a language model writes it after detokenizing: words separated by
// whitespace, "the dogs sleep ." (the dataset's own lines; the character tokenizer) or
// "the dogs sleep." (the word tokenizer attaches the period to the word before it). Whitespace
// around the sentence and between words is ignored.
#pragma once

#include <string>
#include <string_view>

#include "eval/grammar.h"

namespace twb::eval::toy_grammar {

// Whether `sentence` is in the language, and if not why: the first rule it breaks, e.g.
// "verb 'walks' does not agree with the plural subject 'dogs'", "unknown word 'cow'",
// "'a old': 'an' goes before a vowel".
GrammarVerdict check(std::string_view sentence);

// check(sentence).grammatical; `reason`, when given, receives the reason ("" when grammatical).
bool is_grammatical(std::string_view sentence, std::string* reason = nullptr);

}  // namespace twb::eval::toy_grammar
