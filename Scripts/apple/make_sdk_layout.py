#!/usr/bin/env python3
"""Makes the SDK-layout copy of the package for Scripts/check-apple-sdk-layout.sh.

The copy holds the package's tracked (and new, unignored) files, with libxml2 offered the way
Apple's SDKs offer it: a system module named `libxml2` (`module libxml2 [system]`, linking "xml2",
found on Linux through pkg-config's header search), and no `CLibXML2` target at all. So
`canImport(libxml2)` is true in the copy, the Apple branches of every `#if canImport(libxml2)` are
the ones compiled, and a file that still names the `CLibXML2` module fails with "no such module".

The manifest is rewritten in place, not regenerated, so every other target, dependency and setting
stays as the real one says; each rewrite must match exactly once, or this stops and says which
(Package.swift changed shape and this script must follow it). The `@Model` macro is dropped from
InstantModel's dependencies: it is a host tool (it runs on the Mac, never on a device), it does not
touch libxml2 or the SDK, and leaving it out spares this check a swift-syntax build. InstantModel's
sources declare the macro but do not expand it, so they compile without it.

Files are copied only when their bytes differ, keeping modification times, so a second run in the
same folder is an incremental build.

Usage: make_sdk_layout.py ROOT DESTINATION
"""

import os
import re
import shutil
import subprocess
import sys

MODULE_MAP = """\
// libxml2 as Apple's SDKs offer it: a system module named `libxml2`, linking libxml2.
module libxml2 [system] {
    header "libxml2-sdk.h"
    link "xml2"
    export *
}
"""

# The headers InstantXML uses. Apple's libxml2 is built without ICU; Debian's is built with it, and
# its ICU declarations clash with Foundation's own ICU copy, so they are switched off here as the
# real shim does (Sources/CLibXML2/shim.h).
HEADER = """\
#ifndef INSTANTMODEL_SDK_LAYOUT_LIBXML2_H
#define INSTANTMODEL_SDK_LAYOUT_LIBXML2_H
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/SAX2.h>
#include <libxml/encoding.h>
#endif
"""

REWRITES = [
    (
        "the CLibXML2 system library becomes the SDK's `libxml2` module",
        re.compile(r"\.systemLibrary\(\s*name:\s*\"CLibXML2\",.*?\n\s*\),?\n", re.S),
        '.systemLibrary(name: "libxml2", path: "SDKLayout/libxml2", pkgConfig: "libxml-2.0"),\n',
    ),
    (
        "InstantXML's Linux-only CLibXML2 dependency becomes `libxml2` on every platform",
        re.compile(r"\.target\(name:\s*\"CLibXML2\",\s*condition:\s*\.when\(platforms:\s*\[\.linux\]\)\)"),
        '"libxml2"',
    ),
    (
        "InstantModel without the host-only macro plugin",
        re.compile(r"(macroDependencies: \[Target\.Dependency\] =.*?\? \[\] : )\[\"InstantModelMacros\"\]", re.S),
        r"\1[]",
    ),
]


def tracked_files(root):
    listing = subprocess.run(
        ["git", "-C", root, "ls-files", "-z", "-co", "--exclude-standard", "--",
         "Package.swift", "Sources", "Tests", "Examples"],  # Examples: the manifest names QuickStart's folder
        check=True, capture_output=True,
    ).stdout.decode()
    files = [path for path in listing.split("\0") if path and os.path.isfile(os.path.join(root, path))]
    if os.path.isfile(os.path.join(root, "Package.resolved")):
        files.append("Package.resolved")  # the same dependency versions as the main build
    return [path for path in files if not path.startswith("Sources/CLibXML2/")]


def write_if_changed(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as handle:
            if handle.read() == content:
                return
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(content)


def same_bytes(first, second):
    if os.path.getsize(first) != os.path.getsize(second):
        return False
    with open(first, "rb") as a, open(second, "rb") as b:
        return a.read() == b.read()


def rewrite_manifest(text):
    for what, pattern, replacement in REWRITES:
        text, count = pattern.subn(replacement, text)
        if count != 1:
            raise SystemExit(f"make_sdk_layout: Package.swift changed shape ({what}: {count} matches)")
    if "CLibXML2" in text:
        raise SystemExit("make_sdk_layout: the rewritten Package.swift still names CLibXML2")
    return text


def main(root, destination):
    root = os.path.abspath(root)
    destination = os.path.abspath(destination)
    wanted = set()
    for path in tracked_files(root):
        source, target = os.path.join(root, path), os.path.join(destination, path)
        wanted.add(target)
        if path == "Package.swift":
            with open(source, encoding="utf-8") as handle:
                write_if_changed(target, rewrite_manifest(handle.read()))
            continue
        if not (os.path.isfile(target) and same_bytes(source, target)):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(source, target)
    for name, content in (("module.modulemap", MODULE_MAP), ("libxml2-sdk.h", HEADER)):
        target = os.path.join(destination, "SDKLayout", "libxml2", name)
        wanted.add(target)
        write_if_changed(target, content)
    # Files removed from the package go from the copy too.
    for directory, _, files in os.walk(destination):
        for name in files:
            path = os.path.join(directory, name)
            if path not in wanted:
                os.remove(path)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: make_sdk_layout.py ROOT DESTINATION")
    sys.exit(main(sys.argv[1], sys.argv[2]))
