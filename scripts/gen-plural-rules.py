#!/usr/bin/env python3
"""Writes Sources/Formatting/PluralCategory+Table.swift: CLDR's cardinal plural rules for every locale CLDR
has, from the CLDR data PyPI's babel carries (`babel.Locale.parse(code).plural_form`), as Swift code.

la-sim chooses a plural form only for whole numbers, so each rule is written out for CLDR's operands of an
integer: n = i (the absolute value), v = w = f = t = 0 (no fraction digits), e = c = 0 (no exponent). A
condition on a fraction operand is then a constant: `v = 0` is true, `f % 10 = 1` false, and the generator
folds it away. A category whose rule no whole number meets (Czech `many`: `v != 0`) selects nothing, yet is
still one the language uses: a catalog written for the language has it (Xcode offers every category), and
`PluralCategory.categories(of:)` lists it.

The table keys are lowercase BCP 47 tags (`pt-pt`): each language babel has, each regional or script locale
whose rules differ from its language's (`pt-PT` and the locales CLDR's parentLocales gives pt_PT as
parent), and the deprecated two-letter codes babel aliases (`iw` for `he`, `tl` for `fil`) so an old
`.lproj` name still finds its rules. A tag not in the table is shortened at its last `-` until one is;
nothing left is CLDR's root, whose only category is `other`.

    python3 scripts/gen-plural-rules.py           # rewrite the Swift file
    python3 scripts/gen-plural-rules.py --check   # exit 1 if the checked-in file is out of date

Needs `pip install babel`, and Swift's `swift format` to lay the file out as the linter wants. The CLDR version is babel's: a newer babel may carry other rules, and --check
then says so.
"""

import os
import subprocess
import sys
import textwrap

import babel
from babel import Locale, localedata
from babel.core import get_global

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Sources", "Formatting", "PluralCategory+Table.swift")
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# Operands that are zero for a whole number; n and i are the number itself.
ZERO_OPERANDS = {"v", "w", "f", "t", "e", "c"}
WHOLE_OPERANDS = {"n", "i"}


class Expr:
    """A Swift integer expression over `n`, or a constant."""

    def __init__(self, swift=None, constant=None):
        self.swift, self.constant = swift, constant


def expr(node):
    kind, args = node
    if kind in WHOLE_OPERANDS:
        return Expr(swift="n")
    if kind in ZERO_OPERANDS:
        return Expr(constant=0)
    if kind == "mod":
        operand, (_, (modulus,)) = args
        inner = expr(operand)
        if inner.constant is not None:
            return Expr(constant=inner.constant % modulus)
        return Expr(swift="n %% %s" % swift_int(modulus))
    raise ValueError("unknown operand %r" % (node,))


def swift_int(value):
    return "{:_}".format(value) if value >= 10_000 else str(value)


# A condition is True, False, or (swift text, precedence): 3 atom, 2 and, 1 or.
def condition(node):
    kind, args = node
    if kind == "relation":
        method, left, (_, ranges) = args
        assert method in ("in", "within")  # the same for a whole number
        value = expr(left)
        bounds = [(low[1][0], high[1][0]) for low, high in ranges]
        if value.constant is not None:
            return any(low <= value.constant <= high for low, high in bounds)
        terms = []
        for low, high in bounds:
            if low == high:
                terms.append(("%s == %s" % (value.swift, swift_int(low)), 3))
            else:
                terms.append(("(%s...%s).contains(%s)" % (swift_int(low), swift_int(high), value.swift), 3))
        return disjunction(terms)
    if kind == "not":
        inner = condition(args[0])
        if isinstance(inner, bool):
            return not inner
        text, precedence = inner
        if text.endswith(")") and text.startswith("(") and precedence == 3 and "..." in text:
            return ("!" + text, 3)
        if precedence == 3 and " == " in text and "&&" not in text and "||" not in text:
            return (text.replace(" == ", " != "), 3)
        return ("!(%s)" % text, 3)
    if kind in ("and", "or"):
        left, right = condition(args[0]), condition(args[1])
        if kind == "and":
            if left is False or right is False:
                return False
            if left is True:
                return right
            if right is True:
                return left
            return ("%s && %s" % (wrap(left, 2), wrap(right, 2)), 2)
        return disjunction([left, right])
    if kind in ("is", "isnot"):  # the old `n is 1`: a relation with one value
        left, number = args
        relation = condition(("relation", ("in", left, ("range_list", [(number, number)]))))
        return condition(("not", (("relation", ("in", left, ("range_list", [(number, number)]))),))) \
            if kind == "isnot" else relation
    raise ValueError("unknown rule node %r" % (node,))


def disjunction(terms):
    if any(term is True for term in terms):
        return True
    terms = [term for term in terms if term is not False]
    if not terms:
        return False
    if len(terms) == 1:
        return terms[0]
    return (" || ".join(wrap(term, 1) for term in terms), 1)


def wrap(term, precedence):
    text, own = term
    # Swift's && binds tighter than ||, but a reader should not need to know: an `or` inside an `and`, or
    # an `and` beside an `or`, is parenthesised.
    return text if own == 3 or own == precedence else "(%s)" % text


def rule_set(code):
    """(categories in CLDR order, [(category, CLDR text, Swift condition or True/False)]) of a locale."""
    form = Locale.parse(code).plural_form
    texts = form.rules
    asts = dict(form.abstract)
    rules = []
    for category in CATEGORIES[:-1]:
        if category in asts:
            rules.append((category, texts[category], condition(asts[category])))
    return tuple(rule[0] for rule in rules) + ("other",), tuple(rules)


def tag(code):
    return code.replace("_", "-").lower()


def collect():
    """{tag: rule set}: the languages, the locales whose rules are not their language's, the aliases."""
    identifiers = localedata.locale_identifiers()
    table = {}
    for code in identifiers:
        if "_" not in code and code != "root":
            table[tag(code)] = rule_set(code)
    for code in identifiers:
        if "_" in code:
            rules = rule_set(code)
            shorter = code
            while "_" in shorter:
                shorter = shorter.rsplit("_", 1)[0]
                if tag(shorter) in table:
                    break
            if table.get(tag(shorter)) != rules:
                table[tag(code)] = rules
    for alias, target in get_global("language_aliases").items():
        if len(alias) == 2 and "_" not in alias and tag(alias) not in table:
            table[tag(alias)] = rule_set(target)
    return table


def build():
    table = collect()
    root = (("other",), ())
    # Rule set 0 is root's; the others in order of first appearance by tag, so the file is stable.
    sets = [root]
    for key in sorted(table):
        if table[key] not in sets:
            sets.append(table[key])
    index = {rules: number for number, rules in enumerate(sets)}
    users = {number: sorted(key for key in table if index[table[key]] == number) for number in range(len(sets))}
    version = get_global("cldr")["version"]
    out = [
        "// Generated by scripts/gen-plural-rules.py from CLDR %s (PyPI's babel %s); do not edit." % (
            version, babel.__version__),
        "// Regenerate: python3 scripts/gen-plural-rules.py (CI runs it with --check).",
        "//",
        "// CLDR's cardinal plural rules for whole numbers: n = i is the number's absolute value and every",
        "// fraction and exponent operand (v, w, f, t, e, c) is 0, so a condition on one is folded to a constant.",
        "// Each rule set's comment gives CLDR's rules as babel writes them; a category whose rule no whole",
        "// number meets is still listed among the categories (a catalog for the language may have it).",
        "",
        "extension PluralCategory {",
        "  /// The generated rules.",
        "  enum Table {",
        "    /// The version of CLDR the rules are from.",
        "    static let cldrVersion = \"%s\"" % version,
        "    /// Each locale CLDR has rules for (a lowercase BCP 47 tag) and its rule set: the languages, the",
        "    /// locales whose rules are not their language's, and deprecated two-letter codes. 0 is CLDR's root.",
        "    static let ruleSets: [String: UInt8] = [",
    ]
    out += ["      \"%s\": %d," % (key, index[table[key]]) for key in sorted(table)]
    out += [
        "    ]",
        "    /// The categories of each rule set, in CLDR's order.",
        "    static let categories: [[PluralCategory]] = [",
    ]
    out += ["      [%s]," % ", ".join("." + category for category in categories) for categories, _ in sets]
    out += [
        "    ]",
        "",
        "    /// The category of the whole number `n` (not negative) under rule set `rules`.",
        "    static func category(of n: Int, rules: UInt8) -> PluralCategory {",
        "      switch rules {",
    ]
    for number, (categories, rules) in enumerate(sets):
        if number == 0:
            continue
        out.append("      case %d:" % number)
        out += comment_lines("        // ", ", ".join(users[number]) + ".")
        for category, text, _ in rules:
            out += comment_lines("        // ", "%s: %s" % (category, text))
        for category, _, swift in rules:
            if swift is True:
                out.append("        return .%s" % category)
                break
            if swift is not False:
                out.append("        if %s { return .%s }" % (swift[0], category))
        if all(swift is False for _, _, swift in rules):
            out.append("        break")
    out += [
        "      default:",
        "        break",
        "      }",
        "      return .other",
        "    }",
        "  }",
        "}",
        "",
    ]
    return swift_format("\n".join(out)), len(table), len(sets), version


def swift_format(text):
    """The text as `swift format` lays it out with the repository's rules: a long condition broken where the
    linter wants it, so CI's lint passes on the generated file."""
    done = subprocess.run(["swift", "format", "--configuration", os.path.join(ROOT, ".swift-format")],
                          input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit("swift format failed: %s" % done.stderr.strip().splitlines()[-1:])
    return done.stdout


def comment_lines(prefix, text, width=110):
    return textwrap.wrap(text, width, initial_indent=prefix, subsequent_indent=prefix + "  ",
                         break_long_words=False, break_on_hyphens=False)


def main():
    swift, locales, sets, version = build()
    path = os.path.normpath(OUT)
    if "--check" in sys.argv[1:]:
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if current != swift:
            was = current.split("\n", 1)[0]
            print("%s is out of date (babel %s carries CLDR %s; the file says: %s): run python3 "
                  "scripts/gen-plural-rules.py" % (os.path.relpath(path), babel.__version__, version,
                                                   was.removeprefix("// ") or "no file"))
            sys.exit(1)
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(swift)
    print("CLDR %s (babel %s): %d locales, %d rule sets" % (version, babel.__version__, locales, sets))
    print("wrote %s" % os.path.relpath(path))


if __name__ == "__main__":
    main()
