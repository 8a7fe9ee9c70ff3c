#!/usr/bin/env python3
"""Checks that each product links only what CONTRIBUTING.md's product table says it links.

The table ("Products, what they hold and what they link") has a row per product: its closure (every
module an app linking it builds: the package's targets and other packages' products, the `@Model`
macro left out, as it is a compiler plugin and never linked) and whether it links URLSession
(`FoundationNetworking` on Linux), libxml2 and SQLite. This script reads the graph from
`swift package describe --type json` and fails when

* a product's closure holds a module its row does not list (or lists one it no longer holds), or a
  product has no row;
* a product links URLSession, libxml2 or SQLite and its row says no, or the reverse. A closure links
  URLSession when one of its targets' sources imports `FoundationNetworking`; libxml2 when it holds
  the `CLibXML2` system library or a source imports `libxml2`; SQLite when it holds GRDB or a source
  imports `GRDB`, `GRDBSQLite` or `SQLite3`. That is the import lint: a stray `import
  FoundationNetworking` in a mapping module, or `import GRDB` outside the store, turns a "no" of
  some row into a "yes" and stops CI, naming the file.

`--self-check` first proves on a made-up graph that a closure gaining a module, and a mapping module
importing FoundationNetworking, are both refused. `--print` writes the table rows the graph gives
(for a new product, or after an intended change). `--describe FILE` reads a saved describe output.
"""

import json
import os
import re
import subprocess
import sys

TABLE_HEADER = "| product | closure | URLSession | libxml2 | SQLite |"
LINKS = ("URLSession", "libxml2", "SQLite")
IMPORT_PATTERNS = {
    "URLSession": re.compile(r"^\s*(@\w+(\(\w+\))?\s+)*import\s+FoundationNetworking\b", re.M),
    "libxml2": re.compile(r"^\s*(@\w+(\(\w+\))?\s+)*import\s+(libxml2|CLibXML2)\b", re.M),
    "SQLite": re.compile(r"^\s*(@\w+(\(\w+\))?\s+)*import\s+(GRDB|GRDBSQLite|SQLite3)\b", re.M),
}
# Modules whose presence in a closure means the link by itself.
LINKING_MODULES = {"libxml2": {"CLibXML2"}, "SQLite": {"GRDB"}, "URLSession": set()}


def load_graph(describe_path, root):
    if describe_path:
        with open(describe_path) as handle:
            return json.load(handle)
    output = subprocess.run(
        ["swift", "package", "--package-path", root, "describe", "--type", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    # SwiftPM may print resolution lines before the JSON.
    return json.loads(output[output.index("{"):])


def source_texts(target, root):
    """The Swift sources of a target, as (path, text)."""
    base = os.path.join(root, target["path"])
    for source in target.get("sources", []):
        if source.endswith(".swift"):
            path = os.path.join(base, source)
            with open(path, encoding="utf-8") as handle:
                yield os.path.relpath(path, root), handle.read()


def products_of(graph):
    """The products a row is kept for: every library, and the executables outside Tests/ (the
    ones SwiftPM makes for test helpers and for the macro are not the package's products)."""
    targets = {target["name"]: target for target in graph["targets"]}
    for product in graph["products"]:
        kind = product["type"]
        if "library" in kind:
            yield product
        elif "executable" in kind:
            if all(not targets[name]["path"].startswith("Tests/") for name in product["targets"]):
                yield product


def closure(graph, product):
    """The modules a product links: its targets, theirs, and other packages' products, macros left out."""
    targets = {target["name"]: target for target in graph["targets"]}
    seen, external, pending = set(), set(), list(product["targets"])
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        target = targets[name]
        if target.get("type") == "macro":
            continue
        seen.add(name)
        pending.extend(target.get("target_dependencies") or [])
        external.update(target.get("product_dependencies") or [])
    return seen, external


def links(graph, modules, external, root, text_of):
    """What a closure links, and for each link the files or modules that make it so."""
    targets = {target["name"]: target for target in graph["targets"]}
    found = {}
    for link in LINKS:
        reasons = sorted((modules | external) & LINKING_MODULES[link])
        for name in sorted(modules):
            for path, text in text_of(targets[name], root):
                if IMPORT_PATTERNS[link].search(text):
                    reasons.append(path)
        found[link] = reasons
    return found


def read_table(contributing):
    """The rows of the product table: product -> (closure set, {link: bool})."""
    lines = contributing.splitlines()
    try:
        start = lines.index(TABLE_HEADER)
    except ValueError:
        sys.exit("check-product-closures: CONTRIBUTING.md has no table headed " + TABLE_HEADER)
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        product = cells[0].strip("`")
        members = set(re.findall(r"`([^`]+)`", cells[1]))
        rows[product] = (members, {link: cells[2 + index] == "yes" for index, link in enumerate(LINKS)})
    return rows


def check(graph, rows, root, text_of):
    """The failures, one sentence each."""
    failures = []
    for product in products_of(graph):
        name = product["name"]
        modules, external = closure(graph, product)
        members = modules | external
        found = links(graph, modules, external, root, text_of)
        if name not in rows:
            failures.append(f"{name} has no row in CONTRIBUTING.md's product table")
            continue
        listed, listed_links = rows[name]
        for extra in sorted(members - listed):
            failures.append(f"{name}'s closure gained {extra}, which its row does not list")
        for gone in sorted(listed - members):
            failures.append(f"{name}'s row lists {gone}, which its closure no longer holds")
        for link in LINKS:
            if bool(found[link]) != listed_links[link]:
                said = "yes" if listed_links[link] else "no"
                because = ", ".join(found[link]) or "nothing in its closure does"
                failures.append(f"{name} links {link}: its row says {said}; {because}")
    return failures


def table_rows(graph, root, text_of):
    rows = []
    for product in products_of(graph):
        modules, external = closure(graph, product)
        found = links(graph, modules, external, root, text_of)
        members = ", ".join(f"`{member}`" for member in sorted(modules) + sorted(external))
        marks = " | ".join("yes" if found[link] else "no" for link in LINKS)
        rows.append(f"| `{product['name']}` | {members} | {marks} |")
    return rows


def self_check():
    """A made-up graph: the check passes on its own table and fails on each broken variant."""
    graph = {
        "targets": [
            {"name": "Core", "path": "Sources/Core", "sources": ["A.swift"], "type": "library"},
            {"name": "Net", "path": "Sources/Net", "sources": ["B.swift"], "type": "library",
             "target_dependencies": ["Core"]},
            {"name": "Store", "path": "Sources/Store", "sources": ["C.swift"], "type": "library",
             "target_dependencies": ["Core"], "product_dependencies": ["GRDB"]},
            {"name": "Macros", "path": "Sources/Macros", "sources": [], "type": "macro"},
        ],
        "products": [
            {"name": "Core", "targets": ["Core"], "type": {"library": ["automatic"]}},
            {"name": "Net", "targets": ["Net"], "type": {"library": ["automatic"]}},
            {"name": "Store", "targets": ["Store"], "type": {"library": ["automatic"]}},
        ],
    }
    sources = {
        "Sources/Core": "import Foundation\n",
        "Sources/Net": "#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n",
        "Sources/Store": "import GRDB\n",
    }

    def text_of(target, root):
        yield target["path"], sources[target["path"]]

    table = "\n".join([TABLE_HEADER, "| --- | --- | --- | --- | --- |", *table_rows(graph, ".", text_of)])
    assert check(graph, read_table(table), ".", text_of) == [], "the made-up graph fails its own table"
    # The store gains the networking module: its closure holds a module its row does not list.
    graph["targets"][2]["target_dependencies"] = ["Core", "Net", "Macros"]
    failures = check(graph, read_table(table), ".", text_of)
    assert any("Store's closure gained Net" in failure for failure in failures), failures
    assert any("Store links URLSession: its row says no" in failure for failure in failures), failures
    graph["targets"][2]["target_dependencies"] = ["Core", "Macros"]
    assert check(graph, read_table(table), ".", text_of) == [], "a macro counted in a closure"
    # A mapping module imports FoundationNetworking: every product above it now links URLSession.
    sources["Sources/Core"] = "import Foundation\nimport FoundationNetworking\n"
    failures = check(graph, read_table(table), ".", text_of)
    assert any("Core links URLSession: its row says no; Sources/Core" in failure for failure in failures), failures
    print("check-product-closures: self-check passed")


def main(arguments):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "--self-check" in arguments:
        self_check()
        return
    describe = arguments[arguments.index("--describe") + 1] if "--describe" in arguments else None
    graph = load_graph(describe, root)
    if "--print" in arguments:
        print("\n".join(table_rows(graph, root, source_texts)))
        return
    with open(os.path.join(root, "CONTRIBUTING.md"), encoding="utf-8") as handle:
        rows = read_table(handle.read())
    failures = check(graph, rows, root, source_texts)
    for failure in failures:
        print("check-product-closures: " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"check-product-closures: {len(rows)} products link what CONTRIBUTING.md says")


if __name__ == "__main__":
    main(sys.argv[1:])
