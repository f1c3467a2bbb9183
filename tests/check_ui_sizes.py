#!/usr/bin/env python3
"""ui/ stays readable: no file over 600 lines and no function over 60.

Functions are found in clang-formatted code (tests/check_format.sh holds every file to
.clang-format): a definition at namespace scope starts on a line without indent that ends in
"{" and is not a namespace, class, struct, enum or union, and ends at the next "}" without
indent; one defined inside a class starts indented by the class's members and ends at the
brace with the same indent. A function's length counts its lines from the opening line to the
closing brace. The check first proves it finds a function in a sample, so that it cannot pass by
matching nothing.

Functions still too long are listed in tests/ui_long_functions.txt ("path: signature start"):
the list may only shrink. A function over the limit that is not listed fails, and so does a
listed one that is now within it (take it off the list).

usage: check_ui_sizes.py SOURCE_DIR
"""
import pathlib
import re
import sys

MAX_FILE, MAX_FUNCTION = 600, 60
NOT_A_FUNCTION = re.compile(r"^(template\s*<.*?>\s*)?(namespace|class|struct|enum|union|extern|requires)\b|=\s*\{$")
SKIP = re.compile(r"^\s*($|//|#|}|public:|private:|protected:|signals:|public slots:|private slots:)")


def functions(lines):
    """(signature, first line number, length in lines) of each function definition."""
    found = []
    i = 0
    while i < len(lines):
        indent = len(lines[i]) - len(lines[i].lstrip(" "))
        if indent not in (0, 2) or SKIP.match(lines[i]):
            i += 1
            continue
        # A statement from here to its first line that ends in "{", ";" or "}" (a definition on
        # one line).
        start, end = i, i
        while end < len(lines) and not re.search(r"[{;}]\s*(//.*)?$", lines[end]):
            end += 1
        if end == len(lines):
            break
        signature = " ".join(line.strip() for line in lines[start : end + 1])
        if not signature.endswith("{") or "(" not in signature or NOT_A_FUNCTION.search(signature):
            i = end + 1 if not signature.endswith("{") else start + 1
            if signature.endswith("{"):
                i = end + 1  # a class, a namespace, a table: its members are looked at in turn
            continue
        close = " " * indent + "}"
        j = end + 1
        while j < len(lines) and lines[j].rstrip() not in (close, close + ";"):
            j += 1
        if j == len(lines):
            break
        found.append((signature, start + 1, j - start + 1))
        i = j + 1
    return found


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    sample = ["namespace x {", "", "void f(int a,", "       int b) {", "  a += b;", "}", "", "}  // namespace x"]
    got = functions(sample)
    if got != [("void f(int a, int b) {", 3, 4)]:
        print(f"FAIL: the check misreads a sample function: {got}")
        return 1
    listed = set()
    known = root / "tests" / "ui_long_functions.txt"
    for line in known.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            listed.add(line.strip())
    failures, files, count, still = [], 0, 0, set()
    for path in sorted((root / "ui").rglob("*")):
        if path.suffix not in (".cpp", ".h"):
            continue
        files += 1
        lines = path.read_text(encoding="utf-8").split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        rel = path.relative_to(root)
        if len(lines) > MAX_FILE:
            failures.append(f"{rel}: {len(lines)} lines (at most {MAX_FILE}): split it by what it does")
        for signature, first, length in functions(lines):
            count += 1
            if length > MAX_FUNCTION:
                key = f"{rel}: {signature[:60]}".strip()
                if key in listed:
                    still.add(key)
                else:
                    failures.append(f"{rel}:{first}: {signature[:90]} is {length} lines (at most {MAX_FUNCTION})")
    for key in sorted(listed - still):
        failures.append(f"{key}: within {MAX_FUNCTION} lines now, or gone: take it off {known.name}")
    if count == 0:
        print("FAIL: found no function in ui/")
        return 1
    if failures:
        print("FAIL: ui/ has files or functions too long to read at once:")
        print("\n".join(failures))
        return 1
    print(f"ok: {files} files of ui/ within {MAX_FILE} lines, {count - len(still)} of {count} functions "
          f"within {MAX_FUNCTION} ({len(still)} listed to split)")
    return 0


sys.exit(main())
