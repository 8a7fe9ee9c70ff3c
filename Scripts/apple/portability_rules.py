#!/usr/bin/env python3
"""Source rules for Apple platforms that a build on Linux cannot check.

The SDK-layout build (Scripts/check-apple-sdk-layout.sh) compiles the `#if canImport(libxml2)`
branches, but it still compiles against swift-corelibs-foundation and Glibc, where every Linux-only
module exists. So the rules below read the sources instead; each names a shape that compiles here
and fails in Xcode:

  linux-only-import   `import M` (or a qualified `M.name`) for a module that no Apple SDK has
                      (CLibXML2, FoundationNetworking, FoundationXML, FoundationEssentials,
                      FoundationInternationalization, Glibc, Musl), outside a branch that only a
                      Linux build takes: `#if canImport(M)` / `#if os(Linux)`, the `#else` of
                      `#if canImport(Darwin)`, or for CLibXML2 the `#else` of `#if canImport(libxml2)`.
  no-darwin-branch    a file that imports Glibc or Musl with no `import Darwin` branch.
  newer-than-targets  an API whose Apple availability is newer than Package.swift's platforms
                      (macOS 13, iOS 16, tvOS 16, watchOS 9): on Linux nothing checks availability.
                      A line that is already guarded says so with `// apple-availability: checked`.
  no-process-on-ios   `Process` in a library target: Foundation has no Process on iOS.
  manifest-condition  Package.swift depends on CLibXML2 without `.when(platforms: [.linux])`.

The conditional-compilation stack is followed line by line (`#if`, `#elseif`, `#else`, `#endif`),
so a rule looks at the conditions of the branch a line sits in, not at nearby text.

Usage: portability_rules.py [ROOT]     exit status 1 and one line per finding when a rule fails.
       portability_rules.py --self-check   runs the rules on known-bad and known-good samples.
"""

import os
import re
import sys

LINUX_ONLY = [
    "CLibXML2", "FoundationNetworking", "FoundationXML", "FoundationEssentials",
    "FoundationInternationalization", "Glibc", "Musl", "SwiftGlibc",
]
# Newer than the package's deployment targets on Apple platforms; always available on Linux.
NEWER_THAN_TARGETS = [
    (re.compile(r"\bimport\s+Synchronization\b"), "Synchronization (macOS 15, iOS 18)"),
    (re.compile(r"\b(Mutex|Atomic)\s*[<(]"), "Mutex/Atomic (macOS 15, iOS 18)"),
    (re.compile(r"\bimport\s+Observation\b|@Observable\b"), "Observation (macOS 14, iOS 17)"),
    (re.compile(r"\bwithDiscardingTaskGroup\b|\bwithThrowingDiscardingTaskGroup\b"),
     "discarding task groups (macOS 14, iOS 17)"),
    (re.compile(r"\bInlineArray\b"), "InlineArray (macOS 26, iOS 26)"),
    (re.compile(r"\bTask\.immediate\b"), "Task.immediate (macOS 26, iOS 26)"),
    (re.compile(r"\bString\(\s*localized:"), "String(localized:) (macOS 12, needs bundles)"),
]
AVAILABILITY_WAIVER = "// apple-availability: checked"
# Executables and host tools are never built for iOS.
NOT_LIBRARIES = ("Sources/remap/", "Sources/InstantModelMacros/")

DIRECTIVE = re.compile(r"^\s*#\s*(if|elseif|else|endif)\b(.*)$")


def strip_comment(line):
    """The line without a `//` comment (string literals holding `//` are rare enough here)."""
    index = line.find("//")
    return line if index < 0 else line[:index]


def branches(lines):
    """Yields (line number, text, active) where active lists (condition, taken) pairs: the
    conditions of the enclosing branches, taken=True for the branch under the condition, False for
    an `#elseif`/`#else` after it."""
    stack = []  # each frame: list of (condition, taken)
    for number, line in enumerate(lines, 1):
        match = DIRECTIVE.match(strip_comment(line))
        if match:
            kind, condition = match.group(1), match.group(2).strip()
            if kind == "if":
                stack.append([(condition, True)])
            elif kind == "elseif" and stack:
                stack[-1] = [(c, False) for c, _ in stack[-1]] + [(condition, True)]
            elif kind == "else" and stack:
                stack[-1] = [(c, False) for c, _ in stack[-1]]
            elif kind == "endif" and stack:
                stack.pop()
            continue
        yield number, line, [pair for frame in stack for pair in frame]


def linux_only_branch(module, active):
    """Whether the branch is one an Apple build never takes, as `module` needs."""
    for condition, taken in active:
        if taken and (f"canImport({module})" in condition.replace(" ", "") or "os(Linux)" in condition):
            return True
        if not taken and condition.replace(" ", "") == "canImport(Darwin)":
            return True
        if module == "CLibXML2" and not taken and condition.replace(" ", "") == "canImport(libxml2)":
            return True
    return False


def check_swift(path, text):
    findings = []
    lines = text.split("\n")
    imports = set()
    first_libc_import = 0
    library = path.startswith("Sources/") and not path.startswith(NOT_LIBRARIES)
    for number, line, active in branches(lines):
        code = strip_comment(line)
        for module in LINUX_ONLY:
            imported = re.search(rf"^\s*(@\w+\s+)*import\s+{module}\b", code)
            qualified = re.search(rf"(?<![\w.]){module}\.\w", code)
            if imported:
                imports.add(module)
                if module in ("Glibc", "Musl") and not first_libc_import:
                    first_libc_import = number
            if (imported or qualified) and not linux_only_branch(module, active):
                findings.append((path, number, "linux-only-import",
                                 f"{module} exists on Linux only; put it under #if canImport({module})"
                                 + (" (or the #else of #if canImport(libxml2))" if module == "CLibXML2" else "")))
        if re.search(r"^\s*import\s+Darwin\b", code):
            imports.add("Darwin")
        if AVAILABILITY_WAIVER not in line:
            for pattern, what in NEWER_THAN_TARGETS:
                if pattern.search(code):
                    findings.append((path, number, "newer-than-targets",
                                     f"{what} is newer than the package's Apple platforms"))
        if library and re.search(r"\bProcess\s*\(|\bNSTask\b", code) and not any(
            taken and "os(macOS)" in condition for condition, taken in active
        ):
            findings.append((path, number, "no-process-on-ios", "Foundation has no Process on iOS"))
    if imports & {"Glibc", "Musl"} and "Darwin" not in imports:
        findings.append((path, first_libc_import, "no-darwin-branch", "imports Glibc/Musl but has no `import Darwin` branch"))
    return findings


def check_manifest(path, text):
    findings = []
    for number, line in enumerate(text.split("\n"), 1):
        code = strip_comment(line)
        if '"CLibXML2"' in code and "systemLibrary" not in code and "name:" not in code.split('"CLibXML2"')[0][-8:]:
            findings.append((path, number, "manifest-condition", "a bare CLibXML2 dependency (Apple SDKs have none)"))
        elif '.target(name: "CLibXML2"' in code and ".when(platforms: [.linux" not in code:
            findings.append((path, number, "manifest-condition", "CLibXML2 must be a dependency on Linux only"))
    return findings


def check_tree(root):
    findings = []
    for top in ("Sources", "Tests"):
        for directory, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    full = os.path.join(directory, name)
                    with open(full, encoding="utf-8") as handle:
                        findings += check_swift(os.path.relpath(full, root), handle.read())
    manifest = os.path.join(root, "Package.swift")
    with open(manifest, encoding="utf-8") as handle:
        findings += check_manifest("Package.swift", handle.read())
    return findings


def self_check():
    """Each bad sample must be found by the rule it names, and the good sample by none."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "samples")
    with open(os.path.join(here, "portability-bad.swift"), encoding="utf-8") as handle:
        bad = handle.read()
    with open(os.path.join(here, "portability-good.swift"), encoding="utf-8") as handle:
        good = handle.read()
    expected = {}
    for number, line in enumerate(bad.split("\n"), 1):
        match = re.search(r"// expect: ([\w-]+)", line)
        if match:
            expected[number] = match.group(1)
    found = {(n, rule) for _, n, rule, _ in check_swift("Sources/Sample/Bad.swift", bad)}
    failures = [f"bad sample line {n}: {rule} not found" for n, rule in expected.items() if (n, rule) not in found]
    failures += [f"bad sample line {n}: unexpected {rule}" for n, rule in found if expected.get(n) != rule]
    failures += [f"good sample line {n}: {rule}: {message}"
                 for _, n, rule, message in check_swift("Sources/Sample/Good.swift", good)]
    manifest_bad = '.target(name: "InstantXML", dependencies: ["InstantModel", "CLibXML2"]),'
    if not check_manifest("Package.swift", manifest_bad):
        failures.append("manifest: a bare CLibXML2 dependency not found")
    manifest_good = '.target(name: "CLibXML2", condition: .when(platforms: [.linux]))'
    if check_manifest("Package.swift", manifest_good):
        failures.append("manifest: the Linux-only CLibXML2 dependency was flagged")
    for failure in failures:
        print(f"portability self-check: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"portability self-check: {len(expected)} bad shapes found, good sample clean")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-check"]:
        return self_check()
    root = arguments[0] if arguments else os.getcwd()
    findings = check_tree(root)
    for path, number, rule, message in findings:
        print(f"{path}:{number}: {rule}: {message}", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
