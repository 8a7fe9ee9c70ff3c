#!/usr/bin/env bash
# Builds the library products the way an Apple SDK lays libxml2 out, on Linux, so the iOS/macOS
# path cannot break unseen (no Mac builds this package here).
#
# 1. Source rules (Scripts/apple/portability_rules.py, with its self-check first): what compiles on
#    Linux and fails in Xcode and no Linux build can notice: a Linux-only module (CLibXML2,
#    FoundationNetworking, FoundationXML, FoundationEssentials, Glibc, Musl) imported or named
#    outside a branch only Linux takes, a Glibc import with no Darwin branch, `Process` in a
#    library (iOS has none), APIs newer than the package's Apple platforms, and a CLibXML2
#    dependency in Package.swift that is not Linux-only.
# 2. The SDK-layout build (Scripts/apple/make_sdk_layout.py): a copy of the package in
#    .build-sdklayout/package whose manifest offers libxml2 as a system module named `libxml2`
#    (as Apple's SDKs do) and has no CLibXML2 target, built in debug for every library product
#    (InstantPayload, InstantModel, InstantXML, ObjectMapping, InstantNetworking, InstantRemote; not the
#    tests, not `remap`, not InstantRemoteStore (the glue adds no platform branch),
#    not InstantStore: it has no libxml2 and no platform branch, its sources meet the rules of step 1,
#    and GRDB, all it adds, is built for Apple platforms by GRDB's own CI). The
#    `#if canImport(libxml2)` branches are the ones compiled, so a file that imports CLibXML2
#    unconditionally stops the build with "no such module 'CLibXML2'", and an Apple branch that does
#    not compile stops it too.
#
# What it cannot prove (only a build on a Mac can): the SDK's own libxml2 version and module map,
# Apple's Foundation (see README, "Apple platforms"), device architectures and availability checking.
#
# Cost: a second debug build of the four library modules and swift-collections and swift-log (no
# swift-syntax: the macro is a host tool and is left out). Measured from a clean .build-sdklayout:
# 81 s of CPU (73 s user, 8 s system), 3 min of wall time on two cores shared with other builds
# (load 9); 17 s when nothing changed.
#
# Usage: Scripts/check-apple-sdk-layout.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-sdklayout"
copy="$work/package"

python3 "$root/Scripts/apple/portability_rules.py" --self-check
python3 "$root/Scripts/apple/portability_rules.py" "$root"
echo "check-apple-sdk-layout: source rules passed"

python3 "$root/Scripts/apple/make_sdk_layout.py" "$root" "$copy"
if [ -e "$copy/Sources/CLibXML2" ] || grep -q "CLibXML2" "$copy/Package.swift"; then
    echo "check-apple-sdk-layout: the copy still has a CLibXML2 target" >&2
    exit 1
fi

# The library products are automatic ones, each of one target of its name; `--product` cannot name
# an automatic product (SwiftPM then builds everything), so each product's target is built.
for product in InstantPayload InstantModel InstantXML ObjectMapping InstantNetworking InstantRemote; do
    log=$(mktemp)
    if ! swift build --package-path "$copy" --scratch-path "$work/build" --target "$product" >"$log" 2>&1; then
        grep -E "error:|warning:" "$log" >&2 || tail -20 "$log" >&2
        rm -f "$log"
        echo "check-apple-sdk-layout: $product does not build with the SDK's libxml2 layout" >&2
        exit 1
    fi
    # The one warning expected: `@Model`'s declaration names the macro plugin this build leaves out.
    warnings=$(grep -E "warning:" "$log" | grep -v "^warning: '.*': found .* file(s) which are unhandled" |
        grep -v "plugin for module 'InstantModelMacros' not found" || true)
    if [ -n "$warnings" ]; then
        echo "$warnings" >&2
        rm -f "$log"
        echo "check-apple-sdk-layout: $product builds with warnings in the SDK layout" >&2
        exit 1
    fi
    rm -f "$log"
    echo "check-apple-sdk-layout: $product builds with libxml2 as the SDK's module"
done
