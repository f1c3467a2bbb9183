// The toy-grammar recogniser: the word lists of datasets/generate.py, then a recursive descent that
// follows toy_sentence's choices one word at a time. The language is LL(1) — every choice is made by
// the next word's class (verbs of the three kinds, determiners, prepositions and "that" are
// disjoint) — so no backtracking is needed.
#include "eval/toy_grammar.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace twb::eval::toy_grammar {

namespace {

// ---------------------------------------------------------------------------------------------
// The word lists, as generate.py has them.

struct NounForms {
  std::string_view singular, plural;
};
constexpr std::array<NounForms, 12> kAgents{{{"dog", "dogs"},
                                             {"cat", "cats"},
                                             {"bird", "birds"},
                                             {"horse", "horses"},
                                             {"fox", "foxes"},
                                             {"man", "men"},
                                             {"woman", "women"},
                                             {"child", "children"},
                                             {"teacher", "teachers"},
                                             {"farmer", "farmers"},
                                             {"girl", "girls"},
                                             {"boy", "boys"}}};
constexpr std::array<NounForms, 10> kPlaces{{{"house", "houses"},
                                             {"park", "parks"},
                                             {"river", "rivers"},
                                             {"garden", "gardens"},
                                             {"tree", "trees"},
                                             {"school", "schools"},
                                             {"hill", "hills"},
                                             {"barn", "barns"},
                                             {"bridge", "bridges"},
                                             {"field", "fields"}}};
constexpr std::array<std::string_view, 10> kAgentAdjectives{"small", "big",   "old",  "young", "happy",
                                                            "lazy",  "brown", "tall", "quiet", "clever"};
constexpr std::array<std::string_view, 8> kPlaceAdjectives{"red",   "old",   "big",  "small",
                                                           "green", "quiet", "dark", "white"};
constexpr std::array<std::array<std::string_view, 2>, 2> kOpposites{{{"big", "small"}, {"old", "young"}}};
// "an" is generate.py's "a" before a vowel.
constexpr std::array<std::string_view, 5> kSingularDeterminers{"the", "a", "an", "this", "every"};
constexpr std::array<std::string_view, 5> kPluralDeterminers{"the", "some", "these", "two", "many"};

// Verbs as (plural, third person singular).
struct VerbForms {
  std::string_view plural, singular;
};
constexpr std::array<VerbForms, 6> kIntransitive{{{"sleep", "sleeps"},
                                                  {"sing", "sings"},
                                                  {"wait", "waits"},
                                                  {"smile", "smiles"},
                                                  {"play", "plays"},
                                                  {"rest", "rests"}}};
constexpr std::array<VerbForms, 7> kTransitive{{{"see", "sees"},
                                                {"like", "likes"},
                                                {"chase", "chases"},
                                                {"follow", "follows"},
                                                {"help", "helps"},
                                                {"watch", "watches"},
                                                {"know", "knows"}}};
constexpr std::array<VerbForms, 5> kMotion{
    {{"run", "runs"}, {"walk", "walks"}, {"go", "goes"}, {"hurry", "hurries"}, {"swim", "swims"}}};
constexpr std::array<std::string_view, 5> kLocativePrepositions{"near", "behind", "under", "by", "beside"};
constexpr std::array<std::string_view, 5> kMotionPrepositions{"to", "toward", "across", "past", "into"};

template <class List>
bool in(const List& list, std::string_view word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

// The number of a noun of `nouns`: true for plural, empty when the word is not one of them.
template <class List>
std::optional<bool> noun_number(const List& nouns, std::string_view word) {
  for (const NounForms& n : nouns) {
    if (word == n.singular) return false;
    if (word == n.plural) return true;
  }
  return std::nullopt;
}

enum class VerbKind { intransitive, transitive, motion };

struct Verb {
  VerbKind kind;
  bool plural;  // the form that agrees with a plural subject
};

std::optional<Verb> verb_of(std::string_view word) {
  const auto find = [&](const auto& verbs, VerbKind kind) -> std::optional<Verb> {
    for (const VerbForms& v : verbs) {
      if (word == v.plural) return Verb{kind, true};
      if (word == v.singular) return Verb{kind, false};
    }
    return std::nullopt;
  };
  if (auto v = find(kIntransitive, VerbKind::intransitive)) return v;
  if (auto v = find(kTransitive, VerbKind::transitive)) return v;
  return find(kMotion, VerbKind::motion);
}

bool is_determiner(std::string_view w) { return in(kSingularDeterminers, w) || in(kPluralDeterminers, w); }
bool is_adjective(std::string_view w) { return in(kAgentAdjectives, w) || in(kPlaceAdjectives, w); }
bool is_preposition(std::string_view w) { return in(kLocativePrepositions, w) || in(kMotionPrepositions, w); }

bool is_known(std::string_view w) {
  return w == "." || w == "that" || is_determiner(w) || is_adjective(w) || is_preposition(w) ||
         noun_number(kAgents, w) || noun_number(kPlaces, w) || verb_of(w);
}

// ---------------------------------------------------------------------------------------------
// Words: split at whitespace; a period attached to the last word (the word tokenizer's
// detokenizing) is a word of its own.

std::vector<std::string_view> words_of(std::string_view text) {
  constexpr std::string_view kSpace = " \t\n\v\f\r";
  std::vector<std::string_view> words;
  for (std::size_t at = text.find_first_not_of(kSpace); at != std::string_view::npos;) {
    const std::size_t end = std::min(text.find_first_of(kSpace, at), text.size());
    words.push_back(text.substr(at, end - at));
    at = text.find_first_not_of(kSpace, end);
  }
  if (!words.empty() && words.back().size() > 1 && words.back().back() == '.') {
    const std::string_view last = words.back();
    words.back() = last.substr(0, last.size() - 1);
    words.push_back(last.substr(last.size() - 1));
  }
  return words;
}

// 'word'. (Appended piece by piece: GCC 12 at -O3 warns, wrongly, of an overlapping copy in
// "'" + std::string(word).)
std::string in_quotes(std::string_view word) {
  std::string text;
  text.reserve(word.size() + 2);
  text += '\'';
  text += word;
  text += '\'';
  return text;
}

// A rejection on its way out of the descent.
struct Rejection {
  std::string reason;
};

[[noreturn]] void reject(std::string reason) { throw Rejection{std::move(reason)}; }

// A noun phrase as read: its number and head noun.
struct NounPhrase {
  bool plural = false;
  std::string_view noun;
};

enum class NounKind { agent, place };
enum class PlaceKind { locative, motion };
// What modifies the subject: nothing, a relative clause or a place.
enum class Modifier { none, clause, place };

class Recogniser {
 public:
  explicit Recogniser(std::vector<std::string_view> words) : words_(std::move(words)) {}

  // sentence := subject [relative(subject) | place(locative)] verb-phrase "."
  void sentence() {
    if (words_.empty()) reject("no words");
    for (std::string_view w : words_)
      if (!is_known(w)) reject("unknown word " + in_quotes(w));
    const NounPhrase subject = noun_phrase(NounKind::agent, 2, "the subject");
    Modifier modifier = Modifier::none;
    if (peek() == "that") {
      next();
      relative_clause(subject);
      modifier = Modifier::clause;
    } else if (is_preposition(peek())) {
      place_phrase(PlaceKind::locative, "the subject " + in_quotes(subject.noun));
      modifier = Modifier::place;
    }
    if (modifier != Modifier::none && (peek() == "that" || is_preposition(peek())))
      reject(in_quotes(peek()) + " after the " + (modifier == Modifier::clause ? "relative clause" : "place") +
             " of the subject " + in_quotes(subject.noun) + ": the subject has one modifier at most");
    verb_phrase(subject, modifier);
    if (at_ == words_.size()) reject("no final '.'");
    if (peek() != ".")
      reject("expected the final '.' after " + in_quotes(words_[at_ - 1]) + ", not " + in_quotes(peek()));
    next();
    if (at_ != words_.size()) reject("words after the final '.': " + in_quotes(peek()));
  }

 private:
  // The next word, or "" past the end.
  std::string_view peek() const { return at_ < words_.size() ? words_[at_] : std::string_view(); }
  std::string_view next() {
    const std::string_view w = peek();
    if (at_ < words_.size()) ++at_;
    return w;
  }
  // The next word for a message: 'dog', or "the end of the sentence".
  static std::string shown(std::string_view w) { return w.empty() ? "the end of the sentence" : in_quotes(w); }

  // NP := determiner, 0..most_adjectives distinct adjectives of the kind, noun of the kind, all in
  // one number. `role` names the phrase in messages: "the subject", "the object of 'sees'".
  NounPhrase noun_phrase(NounKind kind, int most_adjectives, const std::string& role) {
    const std::string_view determiner = next();
    if (!is_determiner(determiner))
      reject("expected a determiner (the, a, this, every, some, these, two, many) to begin " + role + ", not " +
             shown(determiner));
    std::vector<std::string_view> adjectives;
    while (is_adjective(peek())) adjectives.push_back(next());
    const std::string_view noun = next();
    const std::optional<bool> agent = noun_number(kAgents, noun), place = noun_number(kPlaces, noun);
    const std::optional<bool> number = kind == NounKind::agent ? agent : place;
    if (!number) {
      if (kind == NounKind::agent && place)
        reject(in_quotes(noun) + " is a place, not a person or an animal (" + role + ")");
      if (kind == NounKind::place && agent)
        reject(in_quotes(noun) + " is a person or an animal, not a place (" + role + ")");
      reject("expected a noun to end " + role + ", not " + shown(noun));
    }
    const bool plural = *number;
    for (std::string_view adjective : adjectives)
      if (kind == NounKind::agent ? !in(kAgentAdjectives, adjective) : !in(kPlaceAdjectives, adjective))
        reject("adjective " + in_quotes(adjective) + " does not go with " + in_quotes(noun) + " (it describes " +
               (kind == NounKind::agent ? "places" : "people and animals") + ")");
    if (static_cast<int>(adjectives.size()) > most_adjectives)
      reject(std::to_string(adjectives.size()) + " adjectives before " + in_quotes(noun) + ": " + role +
             " takes at most " + std::to_string(most_adjectives));
    for (std::size_t i = 0; i < adjectives.size(); ++i)
      for (std::size_t j = i + 1; j < adjectives.size(); ++j) {
        if (adjectives[i] == adjectives[j])
          reject("adjective " + in_quotes(adjectives[i]) + " twice before " + in_quotes(noun));
        for (const auto& pair : kOpposites)
          if (in(pair, adjectives[i]) && in(pair, adjectives[j]))
            reject("opposite adjectives " + in_quotes(adjectives[i]) + " and " + in_quotes(adjectives[j]) + " before " +
                   in_quotes(noun));
      }
    if (plural && !in(kPluralDeterminers, determiner))
      reject("determiner " + in_quotes(determiner) + " does not agree with the plural " + in_quotes(noun));
    if (!plural && !in(kSingularDeterminers, determiner))
      reject("determiner " + in_quotes(determiner) + " does not agree with the singular " + in_quotes(noun));
    const std::string_view after = adjectives.empty() ? noun : adjectives.front();
    const bool vowel = std::string_view("aeiou").find(after.front()) != std::string_view::npos;
    if (determiner == "a" && vowel) reject(in_quotes("a " + std::string(after)) + ": 'an' goes before a vowel");
    if (determiner == "an" && !vowel) reject(in_quotes("an " + std::string(after)) + ": 'a' goes before a consonant");
    return {plural, noun};
  }

  // relative(head) := "that" transitive NP₁ | "that" intransitive | "that" NP₁ transitive
  // ("that" already read).
  void relative_clause(const NounPhrase& head) {
    const std::string_view first = peek();
    if (const std::optional<Verb> verb = verb_of(first)) {
      next();
      if (verb->kind == VerbKind::motion)
        reject("verb of motion " + in_quotes(first) + " in a relative clause (only a main clause has one)");
      if (verb->plural != head.plural)
        reject("verb " + in_quotes(first) + " of the relative clause does not agree with the " +
               (head.plural ? "plural " : "singular ") + in_quotes(head.noun) + " it describes");
      if (verb->kind == VerbKind::transitive) noun_phrase(NounKind::agent, 1, "the object of " + in_quotes(first));
      return;
    }
    if (!is_determiner(first)) reject("expected a verb or a determiner after 'that', not " + shown(first));
    const NounPhrase subject = noun_phrase(NounKind::agent, 1, "the subject of the relative clause");
    const std::string_view word = next();
    const std::optional<Verb> verb = verb_of(word);
    if (!verb)
      reject("expected the verb of the relative clause after " + in_quotes(subject.noun) + ", not " + shown(word));
    if (verb->kind != VerbKind::transitive)
      reject("the relative clause 'that ... " + std::string(subject.noun) + " " + std::string(word) +
             "' needs a transitive verb (see, like, chase, follow, help, watch, know)");
    if (verb->plural != subject.plural)
      reject("verb " + in_quotes(word) + " of the relative clause does not agree with its " +
             (subject.plural ? "plural" : "singular") + " subject " + in_quotes(subject.noun));
  }

  // place(kind) := a preposition of the kind, then a place NP₁. `after` names what it follows.
  void place_phrase(PlaceKind kind, const std::string& after) {
    const std::string_view preposition = next();
    if (kind == PlaceKind::locative && in(kMotionPrepositions, preposition))
      reject("preposition of motion " + in_quotes(preposition) + " after " + after +
             " (only a verb of motion takes one; a place here is near, behind, under, by or beside)");
    if (kind == PlaceKind::motion && in(kLocativePrepositions, preposition))
      reject(after + " with the locative " + in_quotes(preposition) +
             ": a verb of motion goes to, toward, across, past or into a place");
    if (kind == PlaceKind::motion && !in(kMotionPrepositions, preposition))
      reject(after + " needs a destination (to, toward, across, past or into a place), not " + shown(preposition));
    noun_phrase(NounKind::place, 1, "the place after " + in_quotes(preposition));
  }

  // verb-phrase := intransitive [place(locative)]
  //              | transitive object [relative(object) | place(locative)]
  //              | motion place(motion)
  void verb_phrase(const NounPhrase& subject, Modifier modifier) {
    const std::string_view word = next();
    const std::optional<Verb> verb = verb_of(word);
    if (!verb) reject("expected the verb of " + in_quotes(subject.noun) + ", not " + shown(word));
    if (verb->plural != subject.plural)
      reject("verb " + in_quotes(word) + " does not agree with the " + (subject.plural ? "plural" : "singular") +
             " subject " + in_quotes(subject.noun));
    const std::string verb_named = "the verb " + in_quotes(word);
    switch (verb->kind) {
      case VerbKind::intransitive:
        if (is_preposition(peek())) place_phrase(PlaceKind::locative, verb_named);
        return;
      case VerbKind::transitive: {
        const NounPhrase object = noun_phrase(NounKind::agent, 2, "the object of " + in_quotes(word));
        if (peek() == "that") {
          if (modifier != Modifier::none)
            reject("a relative clause on the object " + in_quotes(object.noun) + " when the subject has " +
                   (modifier == Modifier::clause ? "one" : "a place") +
                   " (one relative clause a sentence, and only when the subject has no modifier)");
          next();
          relative_clause(object);
        } else if (is_preposition(peek())) {
          place_phrase(PlaceKind::locative, "the object " + in_quotes(object.noun));
        }
        return;
      }
      case VerbKind::motion:
        place_phrase(PlaceKind::motion, "the verb of motion " + in_quotes(word));
        return;
    }
  }

  std::vector<std::string_view> words_;
  std::size_t at_ = 0;
};

}  // namespace

GrammarVerdict check(std::string_view sentence) {
  Recogniser recogniser(words_of(sentence));
  try {
    recogniser.sentence();
  } catch (Rejection& rejection) {
    return {false, std::move(rejection.reason)};
  }
  return {true, ""};
}

bool is_grammatical(std::string_view sentence, std::string* reason) {
  GrammarVerdict verdict = check(sentence);
  if (reason) *reason = std::move(verdict.reason);
  return verdict.grammatical;
}

}  // namespace twb::eval::toy_grammar
