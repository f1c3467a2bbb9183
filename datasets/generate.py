#!/usr/bin/env python3
"""Generate the bundled translation datasets of Transformer Workbench.

Run from anywhere:  python3 datasets/generate.py
It rewrites datasets/<name>/ for every dataset below, byte for byte the same on every run (fixed
seeds, Python standard library only). See datasets/README.md for what each dataset is.

Every dataset is a directory in the Multi30k layout, with the language codes as file suffixes:
    train.SRC train.TRG val.SRC val.TRG test.SRC test.TRG dataset.json
dataset.json names the two languages so that the loader needs no --src/--trg for it.
Splits never share a source sentence (pairs are deduplicated by source before splitting).
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
    manifest = {"name": name, "source_language": src, "target_language": trg,
                "description": spec["description"],
                "sizes": {"train": len(train), "val": len(validation), "test": len(test)},
                "generator": "python3 datasets/generate.py"}
    with open(directory / "dataset.json", "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    print(f"{name}: train {len(train)}, val {len(validation)}, test {len(test)}")


def main():
    for name, spec in DATASETS.items():
        write_dataset(name, spec)


if __name__ == "__main__":
    main()
