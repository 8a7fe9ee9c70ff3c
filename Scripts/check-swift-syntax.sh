#!/usr/bin/env bash
# Builds and tests the @Model macro target against each swift-syntax release in the range that
# Package.swift declares, one version at a time, so the range is a promise that was checked.
#
# For each version it lays out a throwaway package, `.build-syntax-<version>-package`: the macro target and its
# test target, copied from Package.swift with their declared dependencies, over links to their
# sources, and swift-syntax pinned to `exact: "<version>"`. It builds with
# `--explicit-target-dependency-import-check error` (so an imported but undeclared swift-syntax module
# fails) and runs `InstantModelMacrosTests`, each version with its own scratch path,
# `.build-syntax-<version>` in the package root, so runs share no build products or Package.resolved
# with the main build. Resolution goes through the usual package URLs (a git `insteadOf` mirror
# works the same); nothing else is downloaded.
#
# Not run by CI: each version builds swift-syntax from source (several minutes each), which would
# triple the CI run. Run it after touching the macro or the swift-syntax requirement.
#
# Usage: Scripts/check-swift-syntax.sh [VERSION...]   (default: 600.0.1 602.0.0 603.0.1)
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(600.0.1 602.0.0 603.0.1)

# The declared requirement, e.g. `"600.0.1"..<"604.0.0"`; every checked version must fall inside it.
requirement=$(sed -n -E 's/.*swift-syntax", *(.*)\),$/\1/p' "$root/Package.swift")
lower=$(echo "$requirement" | sed -n -E 's/^"([0-9.]+)"\.\.<"([0-9.]+)"$/\1/p')
upper=$(echo "$requirement" | sed -n -E 's/^"([0-9.]+)"\.\.<"([0-9.]+)"$/\2/p')
if [ -z "$lower" ] || [ -z "$upper" ]; then
    echo "check-swift-syntax: Package.swift does not declare swift-syntax as \"LOW\"..<\"HIGH\" (found: $requirement)" >&2
    exit 2
fi
echo "check-swift-syntax: Package.swift declares $requirement"

in_range() {  # $1 within [lower, upper)
    [ "$(printf '%s\n%s\n' "$lower" "$1" | sort -V | head -1)" = "$lower" ] &&
        [ "$(printf '%s\n%s\n' "$1" "$upper" | sort -V | head -1)" = "$1" ] && [ "$1" != "$upper" ]
}

# The macro's two targets, copied verbatim from Package.swift (so their declared dependencies are the
# ones checked), in a package that depends on swift-syntax `exact: VERSION` and nothing else.
target_block() {  # $1: the line that opens the block; prints it through its closing `),`
    awk -v start="$1" 'index($0, start) { on = 1 } on { print } on && /^        \),?$/ { exit }' "$root/Package.swift"
}
macro_target=$(target_block '.macro(')
test_target=$(target_block 'name: "InstantModelMacrosTests"' | sed '1s/^.*$/        .testTarget(\n&/')
if [ -z "$macro_target" ] || [ -z "$test_target" ]; then
    echo "check-swift-syntax: could not find the macro targets in Package.swift" >&2
    exit 2
fi
write_manifest() {
    cat <<MANIFEST
// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "InstantModelMacrosCheck",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "$1")],
    targets: [
$macro_target
$test_target
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
}

results=()
status=0
for version in "${versions[@]}"; do
    if ! in_range "$version"; then
        results+=("$version: outside $requirement")
        status=1
        continue
    fi
    scratch="$root/.build-syntax-$version"
    pkg="$scratch-package"  # beside the scratch folder, so a cleaner of temporary folders cannot remove it mid-build
    rm -rf "$pkg"
    log="$scratch/check-swift-syntax.log"
    mkdir -p "$pkg/Sources" "$pkg/Tests"
    ln -s "$root/Sources/InstantModelMacros" "$pkg/Sources/InstantModelMacros"
    ln -s "$root/Tests/InstantModelMacrosTests" "$pkg/Tests/InstantModelMacrosTests"
    write_manifest "$version" >"$pkg/Package.swift"
    mkdir -p "$scratch"
    start=$(date +%s)
    echo "check-swift-syntax: $version (log: $log)"
    if (cd "$pkg" &&
        swift build --scratch-path "$scratch" --build-tests --explicit-target-dependency-import-check error &&
        swift package --scratch-path "$scratch" show-dependencies | grep -F "swift-syntax<" &&
        swift test --scratch-path "$scratch" --skip-build) >"$log" 2>&1; then
        resolved=$(grep -o -E 'swift-syntax<[^>]*@[0-9.]+>' "$log" | head -1)
        tests=$(grep -E "Executed [0-9]+ tests" "$log" | tail -1 | sed -E 's/^[[:space:]]*//')
        results+=("$version: ok in $(($(date +%s) - start))s ($resolved; $tests)")
    else
        results+=("$version: FAILED after $(($(date +%s) - start))s (see $log)")
        status=1
    fi
    rm -rf "$pkg"
done

echo "check-swift-syntax: results"
printf '  %s\n' "${results[@]}"
exit $status
