#!/usr/bin/env python3
"""Generate the bundled datasets of Transformer Workbench.

Run from anywhere:  python3 datasets/generate.py
It rewrites datasets/<name>/ for every dataset below, byte for byte the same on every run (fixed
seeds, Python standard library only). See datasets/README.md for what each dataset is.

Every dataset is a directory with a dataset.json whose "task" says how to read it:
  - "translate": the Multi30k layout, with the language codes as file suffixes:
        train.SRC train.TRG val.SRC val.TRG test.SRC test.TRG
    dataset.json names the two languages so that the loader needs no --src/--trg for it.
    Splits never share a source sentence (pairs are deduplicated by source before splitting).
  - "lm": train.txt val.txt test.txt, one example per line. A "grammar" names the language the
    lines are drawn from, when the engine has a recogniser of it (core/eval/grammar.h): a model's
    generated sentences are then checked against it.
  - "classify": train.tsv val.tsv test.tsv, lines TEXT<TAB>LABEL<TAB>GROUP; dataset.json lists the
    "labels" and the "groups". Splits never share a text.
"""

import datetime
import json
import pathlib
import random

HERE = pathlib.Path(__file__).resolve().parent

# ---------------------------------------------------------------------------------------------
# numbers-en-de: integers in English words -> German words, German parts written as separate tokens.

EN_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

# German 0..19 as said alone ("eins"); in front of "und", "hundert" and "tausend" 1 is "ein".
DE_UNITS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
            "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn",
            "achtzehn", "neunzehn"]
DE_TENS = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
           "neunzig"]


def english_below_thousand(n):
    """1..999 in English words: "three hundred twenty one" (no "and", no hyphens)."""
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += [EN_UNITS[hundreds], "hundred"]
    if rest >= 20:
        tens, units = divmod(rest, 10)
        words.append(EN_TENS[tens])
        if units:
            words.append(EN_UNITS[units])
    elif rest:
        words.append(EN_UNITS[rest])
    return words


def english(n):
    if n == 0:
        return "zero"
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands:
        words += english_below_thousand(thousands) + ["thousand"]
    if rest:
        words += english_below_thousand(rest)
    return " ".join(words)


def german_below_thousand(n, final):
    """1..999 in German parts: "drei hundert ein und zwanzig".

    `final` is True when nothing follows (a 1 at the very end is "eins"); before "tausend" it is
    "ein". Hundreds always say their count: 100 is "ein hundert", 101 "ein hundert eins".
    """
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += ["ein" if hundreds == 1 else DE_UNITS[hundreds], "hundert"]
    if rest >= 20:
        tens, units = divmod(rest, 10)
        if units:
            words += ["ein" if units == 1 else DE_UNITS[units], "und"]
        words.append(DE_TENS[tens])
    elif rest == 1:
        words.append("eins" if final else "ein")
    elif rest:
        words.append(DE_UNITS[rest])
    return words


def german(n):
    if n == 0:
        return "null"
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands:
        words += german_below_thousand(thousands, final=False) + ["tausend"]
    if rest:
        words += german_below_thousand(rest, final=True)
    return " ".join(words)


def check_number_words():
    """A few hand-checked values, so a broken edit fails loudly instead of writing bad data."""
    expected = {
        0: ("zero", "null"),
        1: ("one", "eins"),
        7: ("seven", "sieben"),
        11: ("eleven", "elf"),
        12: ("twelve", "zwölf"),
        16: ("sixteen", "sechzehn"),
        17: ("seventeen", "siebzehn"),
        21: ("twenty one", "ein und zwanzig"),
        30: ("thirty", "dreißig"),
        60: ("sixty", "sechzig"),
        70: ("seventy", "siebzig"),
        77: ("seventy seven", "sieben und siebzig"),
        100: ("one hundred", "ein hundert"),
        101: ("one hundred one", "ein hundert eins"),
        321: ("three hundred twenty one", "drei hundert ein und zwanzig"),
        1000: ("one thousand", "ein tausend"),
        1001: ("one thousand one", "ein tausend eins"),
        2354: ("two thousand three hundred fifty four",
               "zwei tausend drei hundert vier und fünfzig"),
        21000: ("twenty one thousand", "ein und zwanzig tausend"),
        101000: ("one hundred one thousand", "ein hundert ein tausend"),
        999999: ("nine hundred ninety nine thousand nine hundred ninety nine",
                 "neun hundert neun und neunzig tausend neun hundert neun und neunzig"),
    }
    for n, (en, de) in expected.items():
        assert english(n) == en, (n, english(n))
        assert german(n) == de, (n, german(n))


def numbers_en_de():
    """All of 0..999 plus numbers up to 999,999 drawn with as many of each digit count."""
    check_number_words()
    rng = random.Random(1)
    wanted = 22000
    chosen = set(range(1000))
    while len(chosen) < wanted:
        digits = rng.randint(4, 6)
        chosen.add(rng.randint(10 ** (digits - 1), 10 ** digits - 1))
    numbers = sorted(chosen)
    rng.shuffle(numbers)
    # 0..99 always go to training: every ones and tens word must be seen there.
    always_train = [n for n in numbers if n < 100]
    others = [n for n in numbers if n >= 100]
    validation, test = others[:1000], others[1000:2000]
    train = always_train + others[2000:]
    rng.shuffle(train)
    return [[(english(n), german(n)) for n in split] for split in (train, validation, test)]


# ---------------------------------------------------------------------------------------------
# dates-iso: a date in one of many unambiguous human formats -> YYYY-MM-DD.

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(day):
    if day in (11, 12, 13):
        return f"{day}th"
    return f"{day}" + {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


# Day-first and month-first orders only where the month is a word or the year comes first, so no
# format is ambiguous (no 03/05/2021). No format glues digits with dots (05.03.2021): the word
# tokenizer keeps such a number whole, and every date would become a token of its own.
DATE_FORMATS = [
    lambda d: f"{MONTHS[d.month - 1]} {d.day}, {d.year}",                  # March 5, 2021
    lambda d: f"{d.day} {MONTHS[d.month - 1]} {d.year}",                   # 5 March 2021
    lambda d: f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}",              # Mar 5, 2021
    lambda d: f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}",               # 5 Mar 2021
    lambda d: f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}",
    lambda d: f"{WEEKDAYS[d.weekday()][:3]}, {d.day} {MONTHS[d.month - 1][:3]} {d.year}",
    lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}",                       # 2021/03/05
    lambda d: f"{ordinal(d.day)} of {MONTHS[d.month - 1]} {d.year}",       # 5th of March 2021
    lambda d: f"{MONTHS[d.month - 1]} {ordinal(d.day)}, {d.year}",         # March 5th, 2021
    lambda d: f"{MONTHS[d.month - 1][:3]}. {d.day}, {d.year}",             # Mar. 5, 2021
    lambda d: f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}",           # 05-Mar-2021
    lambda d: f"the {ordinal(d.day)} of {MONTHS[d.month - 1].lower()}, {d.year}",
]


def dates_iso():
    rng = random.Random(2)
    first = datetime.date(1950, 1, 1).toordinal()
    last = datetime.date(2049, 12, 31).toordinal()
    by_source = {}
    while len(by_source) < 22000:
        date = datetime.date.fromordinal(rng.randint(first, last))
        source = rng.choice(DATE_FORMATS)(date)
        by_source.setdefault(source, date.isoformat())
    pairs = sorted(by_source.items())
    rng.shuffle(pairs)
    return pairs[2000:], pairs[:1000], pairs[1000:2000]


# ---------------------------------------------------------------------------------------------
# copy and reverse: sequences of 3..12 words from a 20-word alphabet.

ALPHABET = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
            "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
            "sierra", "tango"]


def symbol_sequences(seed):
    rng = random.Random(seed)
    sequences = set()
    while len(sequences) < 12000:
        sequences.add(tuple(rng.choice(ALPHABET) for _ in range(rng.randint(3, 12))))
    ordered = sorted(sequences)
    rng.shuffle(ordered)
    return ordered


def toy_splits(seed, transform):
    pairs = [(" ".join(s), " ".join(transform(s))) for s in symbol_sequences(seed)]
    return pairs[2000:], pairs[:1000], pairs[1000:2000]


# ---------------------------------------------------------------------------------------------
# arithmetic (lm): every a+b=c with a, b in 0..99.


def arithmetic():
    lines = [f"{a}+{b}={a + b}" for a in range(100) for b in range(100)]
    rng = random.Random(5)
    rng.shuffle(lines)
    # Every line has its own prompt "a+b=", so no test prompt occurs in training.
    return lines[1000:], lines[:500], lines[500:1000]


# ---------------------------------------------------------------------------------------------
# induction (lm): random letters, then the same letters again. The first half cannot be predicted;
# the second half can, by a model that finds the current letter earlier in the line and copies the
# one that followed it (an induction head). Half lengths vary, so no fixed offset does it.

INDUCTION_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def induction():
    rng = random.Random(11)
    seen, lines = set(), []
    while len(lines) < 21000:
        half = "".join(rng.choice(INDUCTION_LETTERS) for _ in range(rng.randint(8, 24)))
        if half not in seen:
            seen.add(half)
            lines.append(half + half)
    return lines[1000:], lines[:500], lines[500:1000]


# ---------------------------------------------------------------------------------------------
# toy-grammar (lm): English sentences from a small grammar with subject-verb agreement.

# Nouns as (singular, plural); verbs as (plural, third person singular).
AGENTS = [("dog", "dogs"), ("cat", "cats"), ("bird", "birds"), ("horse", "horses"),
          ("fox", "foxes"), ("man", "men"), ("woman", "women"), ("child", "children"),
          ("teacher", "teachers"), ("farmer", "farmers"), ("girl", "girls"), ("boy", "boys")]
PLACES = [("house", "houses"), ("park", "parks"), ("river", "rivers"), ("garden", "gardens"),
          ("tree", "trees"), ("school", "schools"), ("hill", "hills"), ("barn", "barns"),
          ("bridge", "bridges"), ("field", "fields")]
AGENT_ADJECTIVES = ["small", "big", "old", "young", "happy", "lazy", "brown", "tall", "quiet",
                    "clever"]
PLACE_ADJECTIVES = ["red", "old", "big", "small", "green", "quiet", "dark", "white"]
OPPOSITES = [{"big", "small"}, {"old", "young"}]
DETERMINERS = {False: ["the", "a", "this", "every"], True: ["the", "some", "these", "two", "many"]}
INTRANSITIVE = [("sleep", "sleeps"), ("sing", "sings"), ("wait", "waits"), ("smile", "smiles"),
                ("play", "plays"), ("rest", "rests")]
TRANSITIVE = [("see", "sees"), ("like", "likes"), ("chase", "chases"), ("follow", "follows"),
              ("help", "helps"), ("watch", "watches"), ("know", "knows")]
MOTION = [("run", "runs"), ("walk", "walks"), ("go", "goes"), ("hurry", "hurries"),
          ("swim", "swims")]
LOCATIVE_PREPOSITIONS = ["near", "behind", "under", "by", "beside"]
MOTION_PREPOSITIONS = ["to", "toward", "across", "past", "into"]


def verb(forms, plural):
    return forms[0] if plural else forms[1]


def noun_phrase(rng, nouns, adjectives, plural, adjective_weights=(6, 3, 1)):
    """A determiner, 0..2 adjectives and a noun, agreeing in number: "these two" never occurs."""
    count = rng.choices(range(len(adjective_weights)), adjective_weights)[0]
    chosen = rng.sample(adjectives, count)
    while count == 2 and set(chosen) in OPPOSITES:  # no "big small dog"
        chosen = rng.sample(adjectives, count)
    words = [rng.choice(DETERMINERS[plural])] + chosen
    words.append(rng.choice(nouns)[1 if plural else 0])
    if words[0] == "a" and words[1][0] in "aeiou":
        words[0] = "an"
    return words


def place_phrase(rng, prepositions):
    return [rng.choice(prepositions)] + noun_phrase(rng, PLACES, PLACE_ADJECTIVES,
                                                    rng.random() < 0.5, (3, 2))


def relative_clause(rng, plural):
    """A clause on a head noun of number `plural`: its verb agrees with the head ("the dogs that
    see a cat") or with its own subject ("the dogs that the cat sees")."""
    kind = rng.choices(["subject", "intransitive", "object"], [5, 2, 3])[0]
    if kind == "subject":
        return ["that", verb(rng.choice(TRANSITIVE), plural)] + noun_phrase(
            rng, AGENTS, AGENT_ADJECTIVES, rng.random() < 0.5, (3, 1))
    if kind == "intransitive":
        return ["that", verb(rng.choice(INTRANSITIVE), plural)]
    inner_plural = rng.random() < 0.5
    return (["that"] + noun_phrase(rng, AGENTS, AGENT_ADJECTIVES, inner_plural, (3, 1)) +
            [verb(rng.choice(TRANSITIVE), inner_plural)])


def toy_sentence(rng):
    """SUBJECT [that-clause | place] VERB-PHRASE "." with the main verb agreeing with the subject's
    head noun across whatever stands between them. At most one relative clause per sentence."""
    plural = rng.random() < 0.5
    words = noun_phrase(rng, AGENTS, AGENT_ADJECTIVES, plural)
    modifier = rng.choices(["none", "clause", "place"], [9, 7, 4])[0]
    if modifier == "clause":
        words += relative_clause(rng, plural)
    elif modifier == "place":
        words += place_phrase(rng, LOCATIVE_PREPOSITIONS)
    kind = rng.choices(["intransitive", "transitive", "motion"], [3, 4, 3])[0]
    if kind == "intransitive":
        words.append(verb(rng.choice(INTRANSITIVE), plural))
        if rng.random() < 0.5:
            words += place_phrase(rng, LOCATIVE_PREPOSITIONS)
    elif kind == "transitive":
        words.append(verb(rng.choice(TRANSITIVE), plural))
        object_plural = rng.random() < 0.5
        words += noun_phrase(rng, AGENTS, AGENT_ADJECTIVES, object_plural)
        if modifier == "none" and rng.random() < 0.35:
            words += relative_clause(rng, object_plural)
        elif rng.random() < 0.25:
            words += place_phrase(rng, LOCATIVE_PREPOSITIONS)
    else:
        words.append(verb(rng.choice(MOTION), plural))
        words += place_phrase(rng, MOTION_PREPOSITIONS)
    return " ".join(words + ["."])


def toy_grammar():
    rng = random.Random(6)
    sentences = set()
    while len(sentences) < 22000:
        sentences.add(toy_sentence(rng))
    ordered = sorted(sentences)
    rng.shuffle(ordered)
    return ordered[2000:], ordered[:1000], ordered[1000:2000]


# ---------------------------------------------------------------------------------------------
# sentiment (classify): template reviews whose label flips with a negation.

REVIEWED = ["film", "movie", "meal", "book", "hotel", "service", "show", "album", "concert", "game",
            "room", "food", "story", "trip", "play", "restaurant"]
REVIEW_DETERMINERS = ["the", "this", "that", "our", "my"]
# Each verb with its plain form and its three negated forms ("not", "n't", "never").
REVIEW_VERBS = {
    "was": ("was", ["was not", "wasn't", "was never"]),
    "is": ("is", ["is not", "isn't", "is never"]),
    "seemed": ("seemed", ["did not seem", "didn't seem", "never seemed"]),
    "felt": ("felt", ["did not feel", "didn't feel", "never felt"]),
}
PLAIN_INTENSIFIERS = ["very", "really", "quite", "truly", "extremely", "so", "pretty", "rather",
                      "incredibly", "genuinely"]
# Those that read naturally after a negation ("wasn't too bad", "was never that good").
NEGATED_INTENSIFIERS = ["very", "really", "so", "that", "too", "particularly", "all that"]
POSITIVE = ["good", "great", "excellent", "wonderful", "enjoyable", "pleasant", "delightful",
            "superb", "lovely", "fantastic", "brilliant", "amazing"]
NEGATIVE = ["bad", "terrible", "awful", "boring", "dull", "poor", "horrible", "disappointing",
            "bland", "mediocre", "dreadful", "unpleasant"]
REVIEW_OPENINGS = ["", "", "", "", "honestly, ", "overall, ", "i think ", "i thought ",
                   "in the end, ", "to be honest, "]


def review(rng, negated, positive_adjective):
    """One sentence with a positive or negative adjective, its verb negated or not."""
    plain, negations = REVIEW_VERBS[rng.choice(list(REVIEW_VERBS))]
    words = [rng.choice(REVIEW_DETERMINERS), rng.choice(REVIEWED)]
    words.append(rng.choice(negations) if negated else plain)
    if rng.random() < 0.5:
        words.append(rng.choice(NEGATED_INTENSIFIERS if negated else PLAIN_INTENSIFIERS))
    words.append(rng.choice(POSITIVE if positive_adjective else NEGATIVE))
    return rng.choice(REVIEW_OPENINGS) + " ".join(words)


def sentiment():
    """Four equal cells (plain/negated x positive/negative), each split 2000/125/250, so every
    split is half negated and half positive. Texts are unique across all splits."""
    rng = random.Random(7)
    seen = set()
    splits = ([], [], [])
    for group in ("plain", "negated"):
        for label in ("negative", "positive"):
            cell = set()
            while len(cell) < 2375:
                negated = group == "negated"
                text = review(rng, negated, positive_adjective=(label == "positive") != negated)
                assert review_label(text) == label, (text, label)
                if text not in seen:
                    seen.add(text)
                    cell.add(text)
            ordered = sorted(cell)
            rng.shuffle(ordered)
            for split, part in zip(splits, (ordered[375:], ordered[:125], ordered[125:375])):
                split.extend((text, label, group) for text in part)
    for split in splits:
        rng.shuffle(split)
    return splits


def review_label(text):
    """The label rule: the adjective's polarity, flipped when the verb is negated."""
    words = text.replace(",", "").split()
    negated = any(w in ("not", "never") or w.endswith("n't") for w in words)
    assert words[-1] in POSITIVE + NEGATIVE, text
    return "positive" if (words[-1] in POSITIVE) != negated else "negative"


def check_reviews():
    """The label rule on hand-written cases, so a broken edit fails loudly."""
    expected = {"the film was good": "positive", "the film was not good": "negative",
                "the film was not bad": "positive", "my meal wasn't too bad": "positive",
                "honestly, the hotel never felt very pleasant": "negative",
                "i think this book is really dull": "negative"}
    for text, label in expected.items():
        assert review_label(text) == label, (text, label)


# ---------------------------------------------------------------------------------------------
# brackets (classify): is a string of ( ) [ ] { } well nested?

OPENERS, CLOSERS = "([{", ")]}"


def is_balanced(tokens):
    stack = []
    for token in tokens:
        if token in OPENERS:
            stack.append(CLOSERS[OPENERS.index(token)])
        elif not stack or stack.pop() != token:
            return False
    return not stack


def counts_match(tokens):
    """The counting heuristic: as many openers as closers of every type."""
    return all(tokens.count(o) == tokens.count(c) for o, c in zip(OPENERS, CLOSERS))


def random_balanced(rng, length):
    tokens, stack, to_open = [], [], length // 2
    while to_open or stack:
        if to_open and (not stack or rng.random() < 0.5):
            kind = rng.randrange(3)
            tokens.append(OPENERS[kind])
            stack.append(CLOSERS[kind])
            to_open -= 1
        else:
            tokens.append(stack.pop())
    return tokens


def random_unbalanced(rng):
    """One mutation of a balanced string. Most (swap, retype, shuffle) keep every count equal, so
    counting openers and closers cannot tell them from balanced strings."""
    while True:
        tokens = random_balanced(rng, 2 * rng.randint(1, 12))
        mutation = rng.choices(["swap", "retype", "drop", "add", "shuffle"],
                               [40, 20, 15, 15, 10])[0]
        if mutation == "swap":  # two tokens trade places: "( [ ] )" -> "( [ ) ]"
            i, j = rng.sample(range(len(tokens)), 2)
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif mutation == "retype":
            # An opener and a closer of one type, not partners, both change to another type, so
            # every count still matches: "( ( ) )" -> "[ ( ] )".
            kind = rng.randrange(3)
            openers = [i for i, t in enumerate(tokens) if t == OPENERS[kind]]
            closers = [i for i, t in enumerate(tokens) if t == CLOSERS[kind]]
            if not openers:
                continue
            new_kind = rng.choice([k for k in range(3) if k != kind])
            tokens[rng.choice(openers)] = OPENERS[new_kind]
            tokens[rng.choice(closers)] = CLOSERS[new_kind]
        elif mutation == "drop":
            del tokens[rng.randrange(len(tokens))]
        elif mutation == "add":
            tokens.insert(rng.randrange(len(tokens) + 1), rng.choice(OPENERS + CLOSERS))
        else:
            rng.shuffle(tokens)
        if 2 <= len(tokens) <= 24 and not is_balanced(tokens):
            return tokens


def brackets():
    rng = random.Random(8)
    classes = {}
    for label in ("balanced", "unbalanced"):
        strings = set()
        while len(strings) < 5750:
            tokens = (random_balanced(rng, 2 * rng.randint(1, 12)) if label == "balanced"
                      else random_unbalanced(rng))
            strings.add(" ".join(tokens))
        ordered = sorted(strings)
        rng.shuffle(ordered)
        classes[label] = ordered
    splits = ([], [], [])
    for label, ordered in classes.items():
        for split, part in zip(splits, (ordered[750:], ordered[:250], ordered[250:750])):
            split.extend((text, label, "short" if len(text.split()) <= 12 else "long")
                         for text in part)
    for split in splits:
        rng.shuffle(split)
    return splits


def heuristic_accuracy(examples):
    """How often the counting heuristic (and the even-length one) gets the label right."""
    counting = sum(counts_match(t.split()) == (label == "balanced") for t, label, _ in examples)
    parity = sum((len(t.split()) % 2 == 0) == (label == "balanced") for t, label, _ in examples)
    return counting / len(examples), parity / len(examples)


# ---------------------------------------------------------------------------------------------

DATASETS = {
    "numbers-en-de": dict(source_language="en", target_language="de", make=numbers_en_de,
                          description="Integers 0..999,999 in English words -> German words, "
                                      "German compound parts as separate tokens."),
    "dates-iso": dict(source_language="en", target_language="iso", make=dates_iso,
                      description="Dates 1950..2049 in unambiguous English formats -> ISO 8601."),
    "copy": dict(source_language="src", target_language="trg",
                 make=lambda: toy_splits(3, lambda s: s),
                 description="3..12 words from a 20-word alphabet -> the same sequence."),
    "reverse": dict(source_language="src", target_language="trg",
                    make=lambda: toy_splits(4, lambda s: tuple(reversed(s))),
                    description="3..12 words from a 20-word alphabet -> the sequence reversed."),
}


def write_lines(path, lines):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(line + "\n" for line in lines))


def write_dataset(name, spec):
    directory = HERE / name
    directory.mkdir(exist_ok=True)
    train, validation, test = spec["make"]()
    sources = [set(s for s, _ in split) for split in (train, validation, test)]
    assert not (sources[0] & sources[1] or sources[0] & sources[2] or sources[1] & sources[2]), \
        f"{name}: splits share a source sentence"
    src, trg = spec["source_language"], spec["target_language"]
    for split_name, split in (("train", train), ("val", validation), ("test", test)):
        write_lines(directory / f"{split_name}.{src}", [s for s, _ in split])
        write_lines(directory / f"{split_name}.{trg}", [t for _, t in split])
    manifest = {"name": name, "task": "translate", "source_language": src, "target_language": trg,
                "description": spec["description"],
                "sizes": {"train": len(train), "val": len(validation), "test": len(test)},
                "generator": "python3 datasets/generate.py"}
    with open(directory / "dataset.json", "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    print(f"{name}: train {len(train)}, val {len(validation)}, test {len(test)}")


LM_DATASETS = {
    "arithmetic": dict(make=arithmetic,
                       description="Every addition a+b=c with a, b in 0..99, one per line, no "
                                   "spaces."),
    # Label smoothing puts a tenth of each step's mass on random tokens, which a character model
    # samples back as misspellings (grammatical share 0.03 after 3 minutes); subwords and no
    # smoothing: 0.955 (README, "Toy sets").
    # Two heads a layer and sinusoidal positions (scaled embedding): with learned positions a GPT
    # finds a positional shortcut to the repeat and no textbook induction head forms in 5 minutes;
    # with a fixed offset code, the previous-token head is easy to build and the induction head
    # follows it (docs/induction-lab.md).
    "induction": dict(make=induction,
                      recipe={"heads": 2, "positions": "sinusoidal", "scale_embedding": True,
                              "label_smoothing": 0, "heads_every": 25},
                      description="Random letters, then the same letters again (8 to 24 of them): "
                                  "the second half can be predicted only by looking back, the task "
                                  "of an induction head."),
    "toy-grammar": dict(make=toy_grammar, grammar="toy-grammar",
                        recipe={"tokenizer": "bpe", "label_smoothing": 0},
                        description="Sentences of a small English grammar with subject-verb "
                                    "agreement across adjectives, prepositional phrases and "
                                    "relative clauses."),
}

CLASSIFY_DATASETS = {
    "sentiment": dict(make=sentiment, labels=["negative", "positive"], groups=["plain", "negated"],
                      description="Template reviews whose label flips with a negation: "
                                  "\"the film was not bad\" is positive."),
    # Telling nesting from counting needs depth, and a made-up language needs no dropout or
    # smoothing: 4 layers, neither, 0.842 test accuracy after 3 minutes (README, "Toy sets").
    "brackets": dict(make=brackets, labels=["balanced", "unbalanced"], groups=["short", "long"],
                     recipe={"encoder_layers": 4, "dropout": 0, "label_smoothing": 0,
                             "causal": True, "pooling": "max"},
                     description="Strings of 2..24 brackets ( ) [ ] { }: well nested or not; most "
                                 "unbalanced ones are one mutation away from balanced."),
}


def write_manifest(directory, manifest):
    with open(directory / "dataset.json", "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")


def write_lm_dataset(name, spec):
    directory = HERE / name
    directory.mkdir(exist_ok=True)
    train, validation, test = spec["make"]()
    sets = [set(split) for split in (train, validation, test)]
    assert all(len(s) == len(split) for s, split in zip(sets, (train, validation, test))), \
        f"{name}: a split repeats a line"
    assert not (sets[0] & sets[1] or sets[0] & sets[2] or sets[1] & sets[2]), \
        f"{name}: splits share a line"
    for split_name, split in (("train", train), ("val", validation), ("test", test)):
        write_lines(directory / f"{split_name}.txt", split)
    manifest = {"name": name, "task": "lm", "description": spec["description"]}
    if "grammar" in spec:  # the language of the lines, which the engine can check (core/eval/)
        manifest["grammar"] = spec["grammar"]
    if "recipe" in spec:  # settings over the task's defaults (--set form), chosen by measurement
        manifest["recipe"] = spec["recipe"]
    manifest["sizes"] = {"train": len(train), "val": len(validation), "test": len(test)}
    manifest["generator"] = "python3 datasets/generate.py"
    write_manifest(directory, manifest)
    longest = max(len(line.split()) for split in (train, validation, test) for line in split)
    print(f"{name}: train {len(train)}, val {len(validation)}, test {len(test)}, "
          f"longest {longest} words")


def write_classify_dataset(name, spec):
    directory = HERE / name
    directory.mkdir(exist_ok=True)
    train, validation, test = spec["make"]()
    texts = [set(t for t, _, _ in split) for split in (train, validation, test)]
    assert sum(map(len, texts)) == len(train) + len(validation) + len(test), \
        f"{name}: a text occurs twice"
    for split_name, split in (("train", train), ("val", validation), ("test", test)):
        for text, label, group in split:
            assert label in spec["labels"] and group in spec["groups"], (text, label, group)
            assert "\t" not in text and text.strip() == text, text
        write_lines(directory / f"{split_name}.tsv", ["\t".join(example) for example in split])
    manifest = {"name": name, "task": "classify", "description": spec["description"],
                "labels": spec["labels"], "groups": spec["groups"]}
    if "recipe" in spec:
        manifest["recipe"] = spec["recipe"]
    manifest["sizes"] = {"train": len(train), "val": len(validation), "test": len(test)}
    manifest["generator"] = "python3 datasets/generate.py"
    write_manifest(directory, manifest)
    print(f"{name}: train {len(train)}, val {len(validation)}, test {len(test)}")
    for split_name, split in (("train", train), ("val", validation), ("test", test)):
        counts = {}
        for _, label, group in split:
            counts[label, group] = counts.get((label, group), 0) + 1
        print(f"  {split_name}: " +
              ", ".join(f"{l}/{g} {n}" for (l, g), n in sorted(counts.items())))
    return train, validation, test


def main():
    for name, spec in DATASETS.items():
        write_dataset(name, spec)
    for name, spec in LM_DATASETS.items():
        write_lm_dataset(name, spec)
    check_reviews()
    for name, spec in CLASSIFY_DATASETS.items():
        splits = write_classify_dataset(name, spec)
        if name == "brackets":
            counting, parity = heuristic_accuracy(splits[2])
            print(f"  test accuracy of counting {counting:.3f}, of even length {parity:.3f}")


if __name__ == "__main__":
    main()
