#!/usr/bin/env python3
"""The module graph of la-sim, drawn from the code, and checked against ARCHITECTURE.md.

Reads the targets of Package.swift (their names, paths and dependencies) and every `import X` line of the
Swift files under Sources/ and Benchmarks/, leaving out the system modules (Foundation, Glibc, Dispatch, ...)
and the `#if canImport(...)` preludes. Test targets are not part of the graph.

  python3 scripts/module-graph.py                          prints each module, its floor and what it imports
  python3 scripts/module-graph.py --check ARCHITECTURE.md  compares the imports with the `modules` block

The `modules` block of ARCHITECTURE.md is a fenced block tagged `modules`, one module a line:

  floor 2  Renderer: ActivityState, @_exported Layout

A module imports only from lower floors. `--check` exits 1, one line per difference, when a module is
missing from either side, an import is not documented, a documented edge is used by no file, a re-export
differs, an import is not a dependency of its target in Package.swift (directly or through another
dependency), the imports form a cycle, or a module imports from its own floor or above. Exit 0 when the
code and the document agree; exit 2 when a file cannot be read or Package.swift cannot be parsed.
"""

import argparse
import os
import re
import sys

SYSTEM_MODULES = {
    "Foundation",
    "FoundationEssentials",
    "FoundationNetworking",
    "FoundationXML",
    "Glibc",
    "Musl",
    "Darwin",
    "WinSDK",
    "Dispatch",
    "Testing",
    "XCTest",
    "Swift",
    "_Concurrency",
    "Synchronization",
    "os",
    "PackageDescription",
}

TARGET_KINDS = ("target", "executableTarget", "testTarget", "systemLibrary", "plugin", "macro", "binaryTarget")

IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*"  # attributes: @_exported, @testable, @preconcurrency, ...
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)"
)


def strip_swift_comments(text, keep_strings=False):
    """The text without comments and (unless `keep_strings`) without the contents of string literals, each line
    where it was."""
    out = []
    i, n = 0, len(text)
    in_string = None  # '"' or '"""'
    depth = 0
    while i < n:
        if depth:
            if text.startswith("*/", i):
                depth -= 1
                i += 2
            elif text.startswith("/*", i):
                depth += 1
                i += 2
            else:
                if text[i] == "\n":
                    out.append("\n")
                i += 1
            continue
        if in_string:
            # A literal's contents are dropped (its lines kept): `import X` inside a string is no import.
            if text[i] == "\\":
                if keep_strings:
                    out.append(text[i : i + 2])
                i += 2
                continue
            if text.startswith(in_string, i):
                out.append(in_string)
                i += len(in_string)
                in_string = None
                continue
            if text[i] == "\n":
                out.append("\n")
                if in_string == '"':
                    in_string = None
            elif keep_strings:
                out.append(text[i])
            i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            depth = 1
            i += 2
            continue
        if text.startswith('"""', i):
            in_string = '"""'
            out.append('"""')
            i += 3
            continue
        if text[i] == '"':
            in_string = '"'
        out.append(text[i])
        i += 1
    return "".join(out)


def balanced(text, start, open_char, close_char):
    """The text from `start` (an opening bracket) to its matching closing bracket, inclusive."""
    depth = 0
    in_string = False
    for i in range(start, len(text)):
        c = text[i]
        if in_string:
            if c == "\\":
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == open_char:
            depth += 1
        elif c == close_char:
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    raise ValueError("unbalanced %s at offset %d" % (open_char, start))


def read_package(path):
    """Each target of Package.swift: {name: (kind, directory, [dependency names])}."""
    text = strip_swift_comments(open(path, encoding="utf-8").read(), keep_strings=True)
    targets = {}
    for match in re.finditer(r"\.(%s)\s*\(" % "|".join(TARGET_KINDS), text):
        kind = match.group(1)
        call = balanced(text, match.end() - 1, "(", ")")
        name = re.search(r'\bname:\s*"([^"]+)"', call)
        if not name:
            continue
        # A `.target(name:)` inside another target's dependencies is a dependency, not a target.
        if any(start < match.start() < end for start, end in (t[3] for t in targets.values())):
            continue
        path_match = re.search(r'\bpath:\s*"([^"]+)"', call)
        default_root = "Tests" if kind == "testTarget" else "Sources"
        directory = path_match.group(1) if path_match else os.path.join(default_root, name.group(1))
        sources = re.search(r"\bsources:\s*\[", call)
        excludes = re.search(r"\bexclude:\s*\[", call)
        listed = lambda found: re.findall(r'"([^"]+)"', balanced(call, found.end() - 1, "[", "]")) if found else []
        dependencies = []
        deps = re.search(r"\bdependencies:\s*\[", call)
        if deps:
            array = balanced(call, deps.end() - 1, "[", "]")
            # `.product(name:package:)` is another package's; la-sim has none, and they are not modules here.
            array = re.sub(r"\.product\s*\([^)]*\)", "", array)
            dependencies = re.findall(r'"([^"]+)"', array)
        targets[name.group(1)] = (
            kind, directory, dependencies, (match.start(), match.start() + len(call)), listed(sources),
            listed(excludes))
    return {name: value[:3] + value[4:] for name, value in targets.items()}


def module_name(target):
    """The module a target compiles to: `la-sim` is imported as `la_sim`."""
    return re.sub(r"[^A-Za-z0-9_]", "_", target)


def imports_in(source):
    """The modules a Swift file imports, outside `#if canImport(...)` blocks, without the system modules."""
    found = []
    stack = []  # for each open #if: whether it is a canImport prelude
    for line in strip_swift_comments(source).splitlines():
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append("canImport" in stripped)
            continue
        if stripped.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if stripped.startswith("#else") or stripped.startswith("#elseif"):
            continue
        if any(stack):
            continue
        match = IMPORT.match(line)
        if match and match.group(1) not in SYSTEM_MODULES:
            exported = re.match(r"^\s*@_exported\b", line) is not None
            found.append((match.group(1), exported))
    return found


def scan(root, package):
    """{module: {imported module: (exported, [files])}} for every non-test target."""
    graph = {}
    for target, (kind, directory, _, sources, excluded) in package.items():
        if kind == "testTarget":
            continue
        module = module_name(target)
        graph[module] = {}
        base = os.path.join(root, directory)
        if not os.path.isdir(base):
            continue
        for folder, _, files in sorted(os.walk(base)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                inside = os.path.relpath(path, base)
                if sources and not any(inside == s or inside.startswith(s.rstrip("/") + "/") for s in sources):
                    continue
                if any(inside == e or inside.startswith(e.rstrip("/") + "/") for e in excluded):
                    continue
                relative = os.path.relpath(path, root)
                for imported, exported in imports_in(open(path, encoding="utf-8").read()):
                    was_exported, where = graph[module].get(imported, (False, []))
                    # The file that re-exports comes first, so a message about the re-export names it.
                    where = [relative] + where if exported and not was_exported else where + [relative]
                    graph[module][imported] = (was_exported or exported, where)
    return graph


def floors(graph):
    """Each module's floor: 0 for one that imports nothing, else one above the highest module it imports."""
    result = {}

    def floor(module, seen):
        if module in result:
            return result[module]
        if module in seen:
            return 0  # a cycle; reported by `cycles`
        below = [floor(d, seen | {module}) for d in graph.get(module, {}) if d in graph]
        result[module] = 1 + max(below) if below else 0
        return result[module]

    for module in graph:
        floor(module, frozenset())
    return result


def cycles(graph):
    """Every cycle of imports, each as a list of modules that returns to its first."""
    found = []
    state = {}
    path = []

    def visit(module):
        state[module] = "open"
        path.append(module)
        for dependency in sorted(graph.get(module, {})):
            if dependency not in graph:
                continue
            if state.get(dependency) == "open":
                found.append(path[path.index(dependency) :] + [dependency])
            elif dependency not in state:
                visit(dependency)
        path.pop()
        state[module] = "closed"

    for module in sorted(graph):
        if module not in state:
            visit(module)
    return found


def closure(package, target):
    """Every target `target` depends on, directly or through another dependency."""
    seen = set()
    todo = list(package[target][2])
    while todo:
        dependency = todo.pop()
        if dependency in seen:
            continue
        seen.add(dependency)
        if dependency in package:
            todo += package[dependency][2]
    return {module_name(d) for d in seen}


def read_documented(path):
    """The `modules` block: {module: (floor, {dependency: exported}, line number)}."""
    documented = {}
    in_block = False
    found_block = False
    for number, line in enumerate(open(path, encoding="utf-8"), start=1):
        stripped = line.strip()
        if not in_block:
            if re.match(r"^```+\s*modules\s*$", stripped):
                in_block = found_block = True
            continue
        if stripped.startswith("```"):
            in_block = False
            continue
        if not stripped or stripped.startswith("#"):
            continue
        match = re.match(r"^floor\s+(\d+)\s+([A-Za-z_][A-Za-z0-9_-]*)\s*:\s*(.*)$", stripped)
        if not match:
            raise ValueError(
                "%s:%d: expected 'floor N  Module: Dep, Dep', found '%s'" % (path, number, stripped))
        dependencies = {}
        for item in filter(None, (d.strip() for d in match.group(3).split(","))):
            exported = item.startswith("@_exported ")
            name = item.split()[-1]
            dependencies[module_name(name)] = exported
        module = module_name(match.group(2))
        if module in documented:
            raise ValueError("%s:%d: %s is listed twice" % (path, number, module))
        documented[module] = (int(match.group(1)), dependencies, number, match.group(2))
    if not found_block:
        raise ValueError("%s: no fenced block tagged 'modules'" % path)
    return documented


def print_graph(graph, package):
    levels = floors(graph)
    targets = {module_name(t): t for t in package}
    width = max(len(targets[m]) for m in graph)
    for level in sorted(set(levels.values()), reverse=True):
        print("floor %d" % level)
        for module in sorted(m for m in graph if levels[m] == level):
            names = [
                ("@_exported " if graph[module][d][0] else "") + targets.get(d, d) for d in sorted(graph[module])]
            kind = package[targets[module]][0]
            suffix = "" if kind == "target" else "  (%s)" % kind
            print("  %s  %s%s" % (targets[module].ljust(width), ", ".join(names) or "-", suffix))
    for cycle in cycles(graph):
        print("cycle: " + " -> ".join(cycle))


def check(graph, package, documented, document):
    problems = []
    targets = {module_name(t): t for t in package}
    name = lambda module: targets.get(module, module)  # noqa: E731 (`la_sim` is written `la-sim`)
    for module in sorted(set(graph) - set(documented)):
        problems.append("%s: module %s is not in the modules block" % (document, name(module)))
    for module in sorted(set(documented) - set(graph)):
        problems.append(
            "%s:%d: %s is documented but is no target of Package.swift"
            % (document, documented[module][2], documented[module][3]))
    for module in sorted(set(graph) & set(documented)):
        floor, edges, line, _ = documented[module]
        actual = graph[module]
        for dependency in sorted(set(actual) - set(edges)):
            problems.append(
                "%s: %s imports %s (%s), not documented" % (document, name(module), name(dependency), actual[dependency][1][0]))
        for dependency in sorted(set(edges) - set(actual)):
            problems.append(
                "%s:%d: %s -> %s is documented, but no file of %s imports %s"
                % (document, line, name(module), name(dependency), name(module), name(dependency)))
        for dependency in sorted(set(edges) & set(actual)):
            exported, files = actual[dependency]
            if exported != edges[dependency]:
                said = "re-exports" if edges[dependency] else "imports"
                does = "re-exports (@_exported)" if exported else "only imports"
                problems.append(
                    "%s:%d: the document says %s %s %s; %s %s it (%s)"
                    % (document, line, name(module), said, name(dependency), name(module), does, files[0]))
        declared = closure(package, targets[module])
        for dependency in sorted(actual):
            if dependency in targets and dependency not in declared:
                problems.append(
                    "Package.swift: %s imports %s (%s), which is not a dependency of target %s"
                    % (name(module), name(dependency), actual[dependency][1][0], targets[module]))
            if dependency not in targets:
                problems.append(
                    "%s: %s imports %s (%s), which is neither a target nor a system module"
                    % (document, name(module), name(dependency), actual[dependency][1][0]))
        for dependency in sorted(actual):
            if dependency in documented and documented[dependency][0] >= floor:
                problems.append(
                    "%s:%d: %s (floor %d) imports %s (floor %d): imports run down the floors"
                    % (document, line, name(module), floor, name(dependency), documented[dependency][0]))
    for cycle in cycles(graph):
        problems.append("cycle of imports: " + " -> ".join(name(m) for m in cycle))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", metavar="ARCHITECTURE.md", help="compare with the document's modules block")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                        help="the repository (default: this script's parent directory)")
    arguments = parser.parse_args()
    root = os.path.normpath(arguments.root)
    try:
        package = read_package(os.path.join(root, "Package.swift"))
        graph = scan(root, package)
        if not arguments.check:
            print_graph(graph, package)
            return 0
    except (OSError, ValueError, UnicodeDecodeError) as error:
        print("module-graph: %s" % error, file=sys.stderr)
        return 2
    try:
        documented = read_documented(arguments.check)
    except OSError as error:
        print("module-graph: %s" % error, file=sys.stderr)
        return 2
    except (ValueError, UnicodeDecodeError) as error:
        print("module-graph: %s" % error)
        return 1
    problems = check(graph, package, documented, arguments.check)
    for problem in problems:
        print(problem)
    if problems:
        print("module-graph: %d difference(s) between the imports and %s" % (len(problems), arguments.check))
        return 1
    edges = sum(len(d) for d in graph.values())
    print("module-graph: %d modules, %d imports, as %s says" % (len(graph), edges, arguments.check))
    return 0


if __name__ == "__main__":
    sys.exit(main())
