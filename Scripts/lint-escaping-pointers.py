#!/usr/bin/env python3
"""Fails on a pointer that outlives the closure lending it.

`withUnsafeBytes`, `withUnsafeBufferPointer`, `withCString`, `withUTF8`, `withMemoryRebound` and the
like lend a pointer that is valid only while their closure runs. An optimizer may free or move the
memory as soon as the closure returns: Xcode 16 release builds crashed libxml2 wrappers whose
pointer escaped that way, while the Linux optimizer happened to keep the bytes alive. The shapes
refused here (each closure found by its `with…` call, its parameters by name or `$0`):

  returned     the closure gives back the pointer itself, or one derived from it (`{ $0 }`,
               `{ $0.baseAddress }`, `return UnsafeRawPointer(bytes)`, `return p + 1`).
  stored       the pointer, or a local alias of it, is assigned to anything declared outside the
               closure (a stored property, `state.pointee.field`, an outer `var`), or appended to one.
  captured     an escaping closure started inside (`Task {`, `Task.detached {`, `.async {`) names it.
  kept-by-c    it goes to a libxml2 function that keeps the pointer after returning (a reader or
               parser context over memory, a static buffer, an error or I/O context), so the
               context would read freed memory later. Such a call is reported wherever it is,
               lent pointer or not, until its line says why the memory outlives what keeps it.
               Functions that copy what they are given (`xmlParseChunk`, `xmlCreatePushParserCtxt`,
               the text writer's calls) are fine.
  inout-kept   `&value` handed to such a keeping function, anywhere (the pointer Swift makes for `&`
               lives only for the call).
  inout-init   an `Unsafe…Pointer(&value)` initializer: a pointer that dangles at once.

A use that is safe for a reason the lint cannot see (say, a reader over memory freed inside the same
closure) carries `// pointer-lint: <why>` on its line or the line above, and is then not reported.

Strings and comments are blanked before reading, so braces inside them do not count.

Usage: lint-escaping-pointers.py [PATH…]      default: Sources Tests Fuzz/Sources Benchmarks/Sources
       lint-escaping-pointers.py --self-check   the known-bad sample must give each expected
                                                finding, the known-good one none.
"""

import os
import re
import sys

LENDERS = re.compile(
    r"\bwith(?:Unsafe\w*|CString|UTF8|Contiguous\w*|MemoryRebound|XMLString|XMLChars)\b"
)
# libxml2 functions that keep a pointer they are given beyond the call.
KEEPERS = [
    "xmlReaderForMemory", "xmlReaderNewMemory", "xmlCreateMemoryParserCtxt", "xmlCreateStaticParserCtxt",
    "xmlParserInputBufferCreateStatic", "xmlParserInputBufferCreateMem", "xmlBufferCreateStatic",
    "xmlNewInputMemory", "xmlCtxtNewInputFromMemory", "xmlCreateIOParserCtxt", "xmlReaderForIO",
    "xmlParserInputBufferCreateIO", "xmlOutputBufferCreateIO", "xmlSaveToIO", "xmlSetStructuredErrorFunc",
    "xmlSetGenericErrorFunc", "xmlCtxtSetErrorHandler", "xmlTextReaderSetErrorHandler",
    "xmlTextReaderSetStructuredErrorHandler", "xmlTextWriterSetIndentString",
]
KEEPER_CALL = re.compile(r"\b(" + "|".join(KEEPERS) + r")\s*\(")
WAIVER = "// pointer-lint:"


def waived(lines, number):
    """Whether line `number` (1-based), or the line above it, says why its pointer is safe."""
    return WAIVER in lines[number - 1] or (number > 1 and lines[number - 2].strip().startswith(WAIVER))
ESCAPING_BLOCK = re.compile(r"\bTask(?:\.detached)?\s*(?:\([^)]*\))?\s*\{|\.async(?:After\([^)]*\))?\s*\{")
INOUT_INIT = re.compile(
    r"\b(?:Unsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer|OpaquePointer)(?:<[^>]*>)?\s*\(\s*(?:mutating:\s*|start:\s*)?&"
)


def blank_strings_and_comments(text):
    """The text with string literals and comments replaced by spaces (newlines kept)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            blank(i, end)
            i = end
        elif text[i] == '"' or (text[i] == "#" and text.startswith('"', i + 1)):
            hashes = 0
            while text[i + hashes] == "#":
                hashes += 1
            quote = '"""' if text.startswith('"""', i + hashes) else '"'
            close = quote + "#" * hashes
            j = i + hashes + len(quote)
            while j < n and not text.startswith(close, j):
                j += 2 if (text[j] == "\\" and hashes == 0) else 1
            end = min(n, j + len(close))
            blank(i, end)
            i = end
        else:
            i += 1
    return "".join(out)


def matching(text, start, opening, closing):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == opening:
            depth += 1
        elif text[index] == closing:
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


PARAMETERS = re.compile(
    r"^\s*(?:\[[^\]]*\]\s*)?\(?\s*([\w\s,:<>?!.\[\]]*?)\s*\)?\s*(?:throws(?:\([\w.]*\))?\s*)?(?:->\s*[^{}]*?)?\s*\bin\b"
)


def pointer_expression(names):
    """A regex for an expression that is one of `names`, or a pointer made from it."""
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(
        r"^(?:(?:Unsafe\w*Pointer\w*(?:<[^>]*>)?|OpaquePointer)\s*\(\s*(?:mutating:\s*|start:\s*)?)*\(?\s*"
        rf"(?:{alternatives})(?![\w$])"
        r"(?:\.baseAddress|\.advanced\(by:[^()]*\)|\.assumingMemoryBound\(to:[^()]*\)"
        r"|\.bindMemory\([^()]*\)|!|\s*\+\s*[\w.]+|\.unsafelyUnwrapped)*"
        r"(?:\s*,\s*count:[^()]*)?\s*\)*\s*$"
    )


def mentions(names, text):
    return any(re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text) for name in names)


class Closure:
    def __init__(self, text, start, end):
        self.start, self.end = start, end
        inner = text[start + 1:end - 1]
        match = PARAMETERS.match(inner)
        if match and re.search(r"\bin\b", match.group(0)):
            names = []
            for part in match.group(1).split(","):
                name = part.split(":")[0].strip()
                if re.fullmatch(r"[A-Za-z_]\w*", name) and name != "_":
                    names.append(name)
            self.names, self.anonymous = set(names), False
            self.body_start = start + 1 + match.end()
        else:
            self.names, self.anonymous = {"$0", "$1"}, True
            self.body_start = start + 1
        self.body = text[self.body_start:end - 1]


def find_closures(text):
    """The closures lent a pointer: the trailing (or only) closure of each `with…` call."""
    closures = []
    for match in LENDERS.finditer(text):
        index = match.end()
        while index < len(text) and text[index] in " \t":
            index += 1
        if index < len(text) and text[index] == "(":
            after_paren = index + 1
            while after_paren < len(text) and text[after_paren] in " \t\n":
                after_paren += 1
            if after_paren < len(text) and text[after_paren] == "{":
                closures.append(Closure(text, after_paren, matching(text, after_paren, "{", "}")))
                continue
            index = matching(text, index, "(", ")")
            while index < len(text) and text[index] in " \t":
                index += 1
        if index < len(text) and text[index] == "{":
            closures.append(Closure(text, index, matching(text, index, "{", "}")))
    return closures


def mask_nested_blocks(body):
    """The body with nested `{…}` blocks blanked (their `$0` is their own)."""
    out = list(body)
    index = 0
    while index < len(body):
        if body[index] == "{":
            end = matching(body, index, "{", "}")
            for k in range(index, end):
                if out[k] != "\n":
                    out[k] = " "
            index = end
        else:
            index += 1
    return "".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def check_closure(closure, text, original_lines):
    findings = []
    names = set(closure.names)
    body = mask_nested_blocks(closure.body) if closure.anonymous else closure.body
    statements = []
    offset = closure.body_start
    for raw in re.split(r"(\n|;)", body):
        if raw not in ("\n", ";"):
            statements.append((offset, raw))
        offset += len(raw)
    code = [(offset, statement.strip()) for offset, statement in statements if statement.strip()]
    locals_declared = set()

    def report(offset, rule, message):
        number = line_of(text, offset)
        if not waived(original_lines, number):
            findings.append((number, rule, message))

    if len(code) == 1 and pointer_expression(names).match(re.sub(r"^return\s+", "", code[0][1])):
        report(code[0][0], "returned", "the closure gives back the pointer it was lent")
        return findings
    for offset, statement in code:
        expression = pointer_expression(names)
        declaration = re.match(r"^(?:let|var)\s+(\w+)\s*(?::[^=]*)?=\s*(.+)$", statement)
        if declaration:
            locals_declared.add(declaration.group(1))
            if expression.match(declaration.group(2).strip()):
                names.add(declaration.group(1))
            continue
        declared_only = re.match(r"^(?:let|var)\s+(\w+)", statement)
        if declared_only:
            locals_declared.add(declared_only.group(1))
            continue
        returned = re.match(r"^return\s+(.+)$", statement)
        if returned and expression.match(returned.group(1).strip()):
            report(offset, "returned", "the closure gives back the pointer it was lent")
            continue
        assignment = re.match(r"^([\w$.\[\]()!?]+?)\s*(?<![=!<>+\-*/])=(?!=)\s*(.+)$", statement)
        if assignment:
            target = assignment.group(1)
            root = re.match(r"^(?:self\.)?(\w+)", target)
            value = assignment.group(2).strip()
            if expression.match(value):
                if root and root.group(1) in locals_declared and not target.startswith("self."):
                    names.add(root.group(1))
                else:
                    report(offset, "stored", f"the lent pointer is stored in `{target}`, which outlives the closure")
            continue
        appended = re.match(r"^([\w$.]+?)\.(?:append|insert)\(\s*(?:contentsOf:\s*)?(.+?)(?:,\s*at:[^)]*)?\)$", statement)
        if appended and expression.match(appended.group(2).strip()):
            root = appended.group(1).split(".")[0]
            if root not in locals_declared:
                report(offset, "stored", f"the lent pointer is appended to `{appended.group(1)}`, which outlives it")
    for block in ESCAPING_BLOCK.finditer(closure.body):
        opening = closure.body.index("{", block.start())
        end = matching(closure.body, opening, "{", "}")
        if mentions(names, closure.body[opening:end]):
            report(closure.body_start + block.start(), "captured", "an escaping closure captures the lent pointer")
    for call in KEEPER_CALL.finditer(closure.body):
        opening = closure.body.index("(", call.start())
        arguments = closure.body[opening:matching(closure.body, opening, "(", ")")]
        if mentions(names, arguments):
            report(closure.body_start + call.start(), "kept-by-c",
                   f"{call.group(1)} keeps the pointer, which dies when the closure returns")
    return findings


def lint_text(text):
    lines = text.split("\n")
    blanked = blank_strings_and_comments(text)
    findings = []
    for closure in find_closures(blanked):
        findings += check_closure(closure, blanked, lines)
    for call in KEEPER_CALL.finditer(blanked):
        opening = blanked.index("(", call.start())
        arguments = blanked[opening:matching(blanked, opening, "(", ")")]
        number = line_of(blanked, call.start())
        if waived(lines, number):
            continue
        if re.search(r"(?<![\w)\]])&\s*[A-Za-z_]", arguments):
            findings.append((number, "inout-kept", f"{call.group(1)} keeps the pointer `&` makes for the call only"))
        else:
            findings.append(
                (number, "kept-by-c", f"{call.group(1)} keeps the pointer it is given: say with `{WAIVER}` why the memory outlives it"))
    for match in INOUT_INIT.finditer(blanked):
        number = line_of(blanked, match.start())
        if not waived(lines, number):
            findings.append((number, "inout-init", "a pointer made from `&value` dangles once the call returns"))
    return sorted(set(findings))


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for directory, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if not f.startswith(".") and f != "Linked")
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def self_check():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "apple", "samples")
    failures = []
    with open(os.path.join(here, "escaping-bad.swift"), encoding="utf-8") as handle:
        bad = handle.read()
    expected = {}
    for number, line in enumerate(bad.split("\n"), 1):
        match = re.search(r"// expect: ([\w-]+)", line)
        if match:
            expected[number] = match.group(1)
    found = {(number, rule) for number, rule, _ in lint_text(bad)}
    failures += [f"bad sample line {n}: {rule} not found" for n, rule in expected.items() if (n, rule) not in found]
    failures += [f"bad sample line {n}: unexpected {rule}" for n, rule in found if expected.get(n) != rule]
    with open(os.path.join(here, "escaping-good.swift"), encoding="utf-8") as handle:
        failures += [f"good sample line {n}: {rule}: {message}" for n, rule, message in lint_text(handle.read())]
    for failure in failures:
        print(f"lint-escaping-pointers self-check: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"lint-escaping-pointers self-check: {len(expected)} escaping shapes found, good sample clean")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-check"]:
        return self_check()
    paths = arguments or [p for p in ("Sources", "Tests", "Fuzz/Sources", "Benchmarks/Sources") if os.path.isdir(p)]
    count, findings = 0, 0
    for path in swift_files(paths):
        count += 1
        with open(path, encoding="utf-8") as handle:
            for number, rule, message in lint_text(handle.read()):
                findings += 1
                print(f"{path}:{number}: {rule}: {message}", file=sys.stderr)
    if findings:
        return 1
    print(f"lint-escaping-pointers: {count} files, no pointer outlives its closure")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
